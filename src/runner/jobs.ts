/**
 * Jobs, as the service schedules them: each job starts once all its `needs` are done (independent jobs at once),
 * its `if:` sees their results (skipped when a need failed, unless the condition names a status function), a
 * `strategy.matrix` expands to legs (`include`, `exclude`; `fail-fast` cancels the other legs; `max-parallel`), the
 * job's `outputs` are read from its steps, `env`, `defaults.run`, `timeout-minutes`, `continue-on-error`,
 * `environment` and `permissions` (the job's token has exactly those) are honoured. `runs-on` is reported; the job
 * runs on this machine.
 */
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { isMapping } from '@actions/workflow-parser';
import { bindJob, tokenPermissions, type Access, type Service } from './binding.js';
import { asText, evaluateCondition, evaluateToken, truthy, type Scope, type Status } from './expressions.js';
import type { Conclusion, RunLog } from './log.js';
import type { JobState } from './job-state.js';
import { prepareActions, runPres } from './node-actions.js';
import { runSteps } from './steps.js';
import type { Resolution } from './actions.js';
import {
  at,
  entries,
  items,
  literal,
  UnsupportedError,
  where,
  type Workflow,
  type WorkflowJobSource,
} from './workflow.js';
import { UserError } from '../errors.js';

export interface JobResult {
  id: string;
  result: Conclusion;
  outputs: Record<string, string>;
}

export interface RunContext {
  workflow: Workflow;
  workflowPath: string;
  log: RunLog;
  service: Service;
  tokens: Map<string, { token: string; permissions: Record<string, Access> }>;
  runId: number;
  /** owner/name of the run's repository, and its actor (before a job is bound, the github context has them). */
  repository: string;
  actor: string;
  ref: string;
  sha?: string;
  eventName: string;
  eventPath: string;
  event: Record<string, unknown>;
  workspace: string;
  runTemp: string;
  toolCache: string;
  resolution: Resolution;
  hostEnv: Record<string, string>;
  secrets: Record<string, string>;
  vars: Record<string, string>;
  /** The inputs context (workflow_dispatch inputs with their declared types). */
  inputs: Record<string, unknown>;
  debug: boolean;
  /** Workflow-level env (evaluated) and defaults.run. */
  env: Record<string, string>;
  defaults: { shell?: string; workingDirectory?: string };
  said: Set<string>;
  /** Ctrl-C: cancel every job. */
  signal?: AbortSignal;
  /** Inside a called (reusable) workflow: the caller's job path, for token keys (`build/`) and names (`build / `). */
  prefix?: string;
  namePrefix?: string;
}

/** The permissions of a job's token: the job's `permissions:`, else the workflow's, else the default. */
export function jobPermissions(
  workflow: Workflow,
  job: WorkflowJobSource,
  inherited?: Record<string, Access>,
): Record<string, Access> {
  const own = entries(job.token).get('permissions') ?? workflow.root.get('permissions');
  if (!own && inherited) return inherited;
  return tokenPermissions(
    own ? evaluateToken(own, { contexts: {}, workspace: '', file: workflow.file }) : undefined,
  );
}

/**
 * Every job that gets a token, with its permissions: the jobs of a called workflow under the caller's id
 * (`build/test`), taking the caller's permissions unless they set their own.
 */
export function tokenJobs(
  workflow: Workflow,
  prefix = '',
  inherited?: Record<string, Access>,
): { id: string; permissions: Record<string, Access> }[] {
  return workflow.jobs.flatMap((j) => {
    const permissions = jobPermissions(workflow, j, inherited);
    return j.calls
      ? tokenJobs(j.calls, `${prefix}${j.id}/`, entries(j.token).has('permissions') ? permissions : inherited)
      : [{ id: `${prefix}${j.id}`, permissions }];
  });
}

/** The features a job may have that this runner does not run: named with their place, before anything runs. */
export function checkSupported(workflow: Workflow): void {
  for (const j of workflow.jobs) {
    const e = entries(j.token);
    if (j.calls) checkSupported(j.calls);
    for (const key of ['uses', 'container', 'services'] as const) {
      const t = e.get(key);
      if (t && !(key === 'uses' && j.calls))
        throw new UnsupportedError(
          where(workflow.file, t),
          key === 'uses' ? `job ${j.id}: a reusable workflow (jobs.<id>.uses)` : `job ${j.id}: ${key}`,
          key === 'uses' ? undefined : 'There is no container runtime here.',
        );
    }
    for (const s of items(e.get('steps'))) {
      const se = entries(s);
      const uses = se.get('uses');
      const value = (uses as { value?: unknown } | undefined)?.value;
      if (typeof value === 'string' && value.startsWith('docker://'))
        throw new UnsupportedError(
          where(workflow.file, uses),
          `a docker action (${value})`,
          'There is no container runtime here.',
        );
    }
  }
}

type Matrix = Record<string, unknown>;

/** The legs of a matrix: the product of its vectors in order, minus `exclude`, with `include` as the service adds it. */
export function expandMatrix(matrix: Record<string, unknown> | undefined, place: string): Matrix[] {
  if (!matrix) return [{}];
  const include = (matrix.include ?? []) as Matrix[];
  const exclude = (matrix.exclude ?? []) as Matrix[];
  if (!Array.isArray(include) || !Array.isArray(exclude))
    throw new UserError(`${place}: matrix include and exclude must be sequences`, undefined, 1);
  const keys = Object.keys(matrix).filter((k) => k !== 'include' && k !== 'exclude');
  let legs: Matrix[] = keys.length > 0 ? [{}] : [];
  for (const k of keys) {
    const values = matrix[k];
    if (!Array.isArray(values)) throw new UserError(`${place}: matrix ${k} must be a sequence`, undefined, 1);
    legs = legs.flatMap((leg) => values.map((v: unknown) => ({ ...leg, [k]: v })));
  }
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  legs = legs.filter((leg) => !exclude.some((x) => Object.entries(x).every(([k, v]) => same(leg[k], v))));
  const original = legs.map((l) => ({ ...l }));
  const added: Matrix[] = [];
  for (const inc of include) {
    let matched = false;
    legs.forEach((leg, i) => {
      const fits = Object.entries(inc).every(([k, v]) => !(k in original[i]) || same(original[i][k], v));
      if (fits && keys.length > 0) {
        matched = true;
        Object.assign(leg, inc);
      }
    });
    if (!matched) added.push({ ...inc });
  }
  const all = [...legs, ...added];
  if (all.length > 256)
    throw new UserError(
      `${place}: a matrix may have at most 256 legs; this one has ${all.length}`,
      undefined,
      1,
    );
  return all.length > 0 ? all : [{}];
}

const legName = (id: string, jobName: string | undefined, matrix: Matrix): string => {
  const values = Object.values(matrix).map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)));
  const base = jobName ?? id;
  return values.length > 0 && jobName === undefined ? `${base} (${values.join(', ')})` : base;
};

function baseContexts(
  rc: RunContext,
  needs: Record<string, JobResult>,
  token: string,
): Record<string, unknown> {
  return {
    github: githubContext(rc, token, {}),
    vars: rc.vars,
    secrets: { ...rc.secrets, GITHUB_TOKEN: token },
    inputs: rc.inputs,
    needs: Object.fromEntries(
      Object.entries(needs).map(([k, v]) => [k, { result: v.result, outputs: v.outputs }]),
    ),
  };
}

function githubContext(rc: RunContext, token: string, env: Record<string, string>): Record<string, unknown> {
  const repository = env.GITHUB_REPOSITORY ?? rc.repository;
  const [owner = ''] = repository.split('/');
  return {
    token,
    event: rc.event,
    event_name: rc.eventName,
    event_path: rc.eventPath,
    ref: env.GITHUB_REF ?? rc.ref,
    ref_name: env.GITHUB_REF_NAME ?? rc.ref.replace(/^refs\/(heads|tags)\//, ''),
    ref_type: (env.GITHUB_REF ?? rc.ref).startsWith('refs/tags/') ? 'tag' : 'branch',
    sha: env.GITHUB_SHA ?? rc.sha ?? '',
    repository,
    repository_owner: env.GITHUB_REPOSITORY_OWNER ?? owner,
    run_id: env.GITHUB_RUN_ID ?? String(rc.runId),
    run_number: env.GITHUB_RUN_NUMBER ?? '1',
    run_attempt: env.GITHUB_RUN_ATTEMPT ?? '1',
    workflow: rc.workflow.name,
    workflow_ref: env.GITHUB_WORKFLOW_REF ?? '',
    job: env.GITHUB_JOB ?? '',
    actor: env.GITHUB_ACTOR ?? rc.actor,
    triggering_actor: env.GITHUB_ACTOR ?? rc.actor,
    server_url: env.GITHUB_SERVER_URL ?? rc.service.origin,
    api_url: env.GITHUB_API_URL ?? rc.service.apiUrl,
    graphql_url: `${env.GITHUB_API_URL ?? rc.service.apiUrl}/graphql`,
    workspace: rc.workspace,
    retention_days: '90',
    head_ref:
      rc.eventName === 'pull_request'
        ? ((rc.event.pull_request as { head?: { ref?: string } })?.head?.ref ?? '')
        : '',
    base_ref:
      rc.eventName === 'pull_request'
        ? ((rc.event.pull_request as { base?: { ref?: string } })?.base?.ref ?? '')
        : '',
  };
}

const runnerOs = () =>
  process.platform === 'darwin' ? 'macOS' : process.platform === 'win32' ? 'Windows' : 'Linux';
const runnerArch = () =>
  ({ x64: 'X64', arm64: 'ARM64', arm: 'ARM', ia32: 'X86' })[process.arch as 'x64'] ??
  process.arch.toUpperCase();

/** Run one leg of a job: bind it, run its pre, steps and posts, read its outputs. */
async function runLeg(
  rc: RunContext,
  src: WorkflowJobSource,
  needs: Record<string, JobResult>,
  matrix: Matrix,
  strategy: Record<string, unknown>,
  name: string,
  cancel: AbortSignal,
): Promise<{ result: Conclusion; outputs: Record<string, string>; continueOnError: boolean }> {
  const e = entries(src.token);
  const jt = rc.tokens.get(`${rc.prefix ?? ''}${src.id}`) ?? rc.tokens.values().next().value!;
  rc.log.masker.add(jt.token);
  const contexts: Record<string, unknown> = { ...baseContexts(rc, needs, jt.token), matrix, strategy };
  const scope = (env: Record<string, string>): Scope => ({
    contexts: { ...contexts, env },
    workspace: rc.workspace,
    file: rc.workflow.file,
  });
  const runsOn = evaluateToken(e.get('runs-on'), scope(rc.env));
  // The environment's name now; its url (which may read steps) is not needed here.
  const envToken = e.get('environment');
  const envName = envToken && isMapping(envToken) ? entries(envToken).get('name') : envToken;
  const environment = envName ? asText(evaluateToken(envName, scope(rc.env))) || undefined : undefined;
  const continueOnError = truthy(evaluateToken(e.get('continue-on-error'), scope(rc.env)) ?? false);
  const timeoutMinutes = Number(evaluateToken(e.get('timeout-minutes'), scope(rc.env)) ?? 360);
  if (!Number.isFinite(timeoutMinutes) || timeoutMinutes <= 0)
    throw new UserError(
      `${at(where(rc.workflow.file, e.get('timeout-minutes')))}: timeout-minutes must be a positive number`,
      undefined,
      1,
    );

  rc.log.jobLine(
    name,
    `runs-on: ${(Array.isArray(runsOn) ? runsOn.map(asText).join(', ') : asText(runsOn)) || '(none)'} → this machine (${runnerOs()} ${runnerArch()}, Node ${process.versions.node})`,
  );
  const { env: bound, fallback } = await bindJob(
    rc.service,
    {
      token: jt.token,
      runId: rc.runId,
      sha: rc.sha,
      ref: rc.ref,
      workflow: rc.workflow.name,
      workflowPath: rc.workflowPath,
      job: src.id,
      eventName: rc.eventName,
      environment,
    },
    jt.permissions.id_token === 'write',
  );
  for (const k of ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN']) rc.log.masker.add(bound[k]);
  if (fallback && !rc.said.has('oidc-fallback')) {
    rc.said.add('oidc-fallback');
    rc.log.jobLine(name, `note: ${fallback}`);
  }
  const perms = Object.entries(jt.permissions)
    .map(([k, v]) => `${k.replace(/_/g, '-')}: ${v}`)
    .join(', ');
  rc.log.jobLine(name, `token permissions: ${perms}${environment ? `; environment: ${environment}` : ''}`);
  const runnerTemp = mkdtempSync(join(rc.runTemp, `${src.id}-`));
  const runnerEnv: Record<string, string> = {
    ...bound,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: rc.workspace,
    GITHUB_EVENT_PATH: rc.eventPath,
    GITHUB_RETENTION_DAYS: '90',
    GITHUB_HEAD_REF: String((githubContext(rc, jt.token, bound).head_ref as string) ?? ''),
    GITHUB_BASE_REF: String((githubContext(rc, jt.token, bound).base_ref as string) ?? ''),
    RUNNER_TEMP: runnerTemp,
    RUNNER_TOOL_CACHE: rc.toolCache,
    RUNNER_OS: runnerOs(),
    RUNNER_ARCH: runnerArch(),
    RUNNER_NAME: 'sarif-pipeline run',
    RUNNER_ENVIRONMENT: 'self-hosted',
    ...(rc.debug ? { RUNNER_DEBUG: '1' } : {}),
  };
  contexts.github = githubContext(rc, jt.token, bound);
  contexts.runner = {
    os: runnerOs(),
    arch: runnerArch(),
    name: 'sarif-pipeline run',
    environment: 'self-hosted',
    temp: runnerTemp,
    tool_cache: rc.toolCache,
    debug: rc.debug ? '1' : '',
  };
  contexts.job = { status: 'success', container: {}, services: {} };

  const jobEnv = { ...rc.env };
  const own = evaluateToken(e.get('env'), scope(jobEnv)) as Record<string, unknown> | undefined;
  for (const [k, v] of Object.entries(own ?? {})) jobEnv[k] = asText(v);
  const jobDefaults = entries(entries(e.get('defaults')).get('run'));
  const defaults = {
    shell:
      (evaluateToken(jobDefaults.get('shell'), scope(jobEnv)) as string | undefined) ?? rc.defaults.shell,
    workingDirectory:
      (evaluateToken(jobDefaults.get('working-directory'), scope(jobEnv)) as string | undefined) ??
      rc.defaults.workingDirectory,
  };

  const status: Status = { state: 'success', cancelled: false };
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, timeoutMinutes * 60_000);
  const onCancel = () => abort.abort();
  cancel.addEventListener('abort', onCancel, { once: true });
  abort.signal.addEventListener('abort', () => (status.cancelled = true), { once: true });
  if (cancel.aborted) abort.abort();

  const job: JobState = {
    name,
    file: rc.workflow.file,
    workspace: rc.workspace,
    runnerTemp,
    log: rc.log,
    resolution: rc.resolution,
    runnerEnv,
    hostEnv: rc.hostEnv,
    env: jobEnv,
    path: [],
    contexts,
    defaults,
    status,
    signal: abort.signal,
    posts: [],
    said: rc.said,
  };
  const frame = { steps: {}, inputs: rc.inputs, env: {}, file: rc.workflow.file, prefix: '' };
  const stepTokens = items(e.get('steps'));
  try {
    const prepared = await prepareActions(job, stepTokens);
    await runPres(job, stepTokens, prepared, frame);
    await runSteps(job, stepTokens, frame, prepared);
    for (const post of job.posts.reverse()) await post();
  } finally {
    clearTimeout(timer);
    cancel.removeEventListener('abort', onCancel);
  }
  if (timedOut)
    rc.log.annotate({
      level: 'error',
      message: `The job has exceeded the maximum execution time of ${timeoutMinutes} minutes.`,
      job: name,
      step: '(job)',
    });
  const result: Conclusion = status.cancelled
    ? 'cancelled'
    : status.state === 'failure'
      ? 'failure'
      : 'success';
  contexts.job = { ...(contexts.job as object), status: result };
  const outputs: Record<string, string> = {};
  const outScope: Scope = {
    contexts: { ...contexts, steps: frame.steps, env: job.env },
    workspace: rc.workspace,
    file: rc.workflow.file,
  };
  for (const [k, t] of entries(e.get('outputs'))) {
    const v = asText(evaluateToken(t, outScope));
    if (rc.log.masker.apply(v) !== v) {
      rc.log.jobLine(name, `warning: skip output '${k}' since it may contain secret.`);
      continue;
    }
    outputs[k] = v;
  }
  return { result, outputs, continueOnError };
}

/**
 * A job that calls a reusable workflow (`jobs.<id>.uses`): its `with:` as the called workflow's inputs (with their
 * declared defaults and types), its secrets (`inherit`, or the mapping), the called workflow's jobs run as this
 * job's (`caller / job`), and the called workflow's outputs from their results.
 */
async function runCalled(
  rc: RunContext,
  src: WorkflowJobSource,
  called: Workflow,
  needs: Record<string, JobResult>,
  matrix: Matrix,
  strategy: Record<string, unknown>,
  name: string,
  cancel: AbortSignal,
): Promise<{ result: Conclusion; outputs: Record<string, string>; continueOnError: boolean }> {
  const e = entries(src.token);
  const jt = rc.tokens.values().next().value!;
  const scope: Scope = {
    contexts: { ...baseContexts(rc, needs, jt.token), matrix, strategy },
    workspace: rc.workspace,
    file: rc.workflow.file,
  };
  const given = (evaluateToken(e.get('with'), scope) ?? {}) as Record<string, unknown>;
  const call = entries(entries(called.root.get('on')).get('workflow_call'));
  const inputs: Record<string, unknown> = {};
  for (const [k, t] of entries(call.get('inputs'))) {
    const def = entries(t);
    const type = literal(def.get('type'));
    const value = k in given ? given[k] : evaluateToken(def.get('default'), { ...scope, file: called.file });
    if (value === undefined || value === null) {
      if (literal(def.get('required')) === 'true')
        throw new UserError(
          `${at(where(rc.workflow.file, e.get('uses')))}: input ${k} of ${called.file} is required`,
          undefined,
          1,
        );
      continue;
    }
    inputs[k] =
      type === 'boolean'
        ? value === true || value === 'true'
        : type === 'number'
          ? Number(value)
          : asText(value);
  }
  const secretsToken = e.get('secrets');
  const secrets: Record<string, string> =
    literal(secretsToken) === 'inherit'
      ? { ...rc.secrets }
      : Object.fromEntries(
          Object.entries((evaluateToken(secretsToken, scope) ?? {}) as Record<string, unknown>).map(
            ([k, v]) => [k, asText(v)],
          ),
        );
  const childScope: Scope = {
    contexts: { github: githubContext(rc, jt.token, {}), inputs, secrets, vars: rc.vars, env: {} },
    workspace: rc.workspace,
    file: called.file,
  };
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(
    (evaluateToken(called.root.get('env'), childScope) ?? {}) as Record<string, unknown>,
  ))
    env[k] = asText(v);
  const run = entries(entries(called.root.get('defaults')).get('run'));
  rc.log.jobLine(name, `calls ${called.file}`);
  const jobs = await runJobs({
    ...rc,
    workflow: called,
    inputs,
    secrets,
    env,
    defaults: {
      shell: asText(evaluateToken(run.get('shell'), childScope)) || undefined,
      workingDirectory: asText(evaluateToken(run.get('working-directory'), childScope)) || undefined,
    },
    signal: rc.signal ? AbortSignal.any([rc.signal, cancel]) : cancel,
    prefix: `${rc.prefix ?? ''}${src.id}/`,
    namePrefix: `${name} / `,
  });
  const results = Object.values(jobs).map((j) => j.result);
  const result: Conclusion = results.includes('failure')
    ? 'failure'
    : results.includes('cancelled')
      ? 'cancelled'
      : 'success';
  const outScope: Scope = {
    ...childScope,
    contexts: {
      ...childScope.contexts,
      jobs: Object.fromEntries(
        Object.entries(jobs).map(([k, v]) => [k, { result: v.result, outputs: v.outputs }]),
      ),
    },
  };
  const outputs: Record<string, string> = {};
  for (const [k, t] of entries(call.get('outputs')))
    outputs[k] = asText(evaluateToken(entries(t).get('value'), outScope));
  return { result, outputs, continueOnError: false };
}

/** Run a job: its condition, its matrix legs (fail-fast, max-parallel), its result and outputs. */
export async function runJob(
  rc: RunContext,
  src: WorkflowJobSource,
  needs: Record<string, JobResult>,
): Promise<JobResult> {
  const e = entries(src.token);
  const jt = rc.tokens.get(`${rc.prefix ?? ''}${src.id}`) ?? rc.tokens.values().next().value!;
  const needResults = src.needs.map((n) => needs[n]?.result);
  const status: Status = {
    state: needResults.some((r) => r === 'failure')
      ? 'failure'
      : needResults.every((r) => r === 'success')
        ? 'success'
        : needResults.some((r) => r === 'cancelled')
          ? 'failure'
          : 'skipped',
    cancelled: !!rc.signal?.aborted || needResults.some((r) => r === 'cancelled'),
  };
  const contexts = baseContexts(rc, needs, jt.token);
  const scope: Scope = { contexts, status, workspace: rc.workspace, file: rc.workflow.file };
  const nameToken = e.get('name');
  let run: boolean;
  try {
    run = evaluateCondition(undefined, scope, src.condition);
  } catch (err) {
    rc.log.jobLine(src.id, `error: ${(err as Error).message}`);
    rc.log.jobEnd(src.id);
    return { id: src.id, result: 'failure', outputs: {} };
  }
  if (!run) {
    rc.log.jobLine(src.id, `skipped (if: ${src.condition})`);
    rc.log.stepEnd({ job: src.id, step: '(job)', conclusion: 'skipped', outcome: 'skipped', ms: 0 });
    rc.log.jobEnd(src.id);
    return { id: src.id, result: 'skipped', outputs: {} };
  }
  const strategyValue = (evaluateToken(e.get('strategy'), scope) ?? {}) as Record<string, unknown>;
  const place = at(where(rc.workflow.file, e.get('strategy')));
  const legs = expandMatrix(strategyValue.matrix as Record<string, unknown> | undefined, place);
  const failFast = strategyValue['fail-fast'] === undefined ? true : truthy(strategyValue['fail-fast']);
  const maxParallel = Number(strategyValue['max-parallel'] ?? legs.length) || legs.length;
  const cancelLegs = new AbortController();
  const onRunCancel = () => cancelLegs.abort();
  rc.signal?.addEventListener('abort', onRunCancel, { once: true });
  const results: { result: Conclusion; outputs: Record<string, string>; continueOnError: boolean }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < legs.length) {
      const i = next++;
      const matrix = legs[i];
      const legContexts = { ...contexts, matrix };
      const name =
        (rc.namePrefix ?? '') +
        (nameToken
          ? asText(evaluateToken(nameToken, { ...scope, contexts: legContexts }))
          : legName(src.id, undefined, strategyValue.matrix ? matrix : {}));
      if (cancelLegs.signal.aborted) {
        rc.log.stepEnd({ job: name, step: '(job)', conclusion: 'cancelled', outcome: 'cancelled', ms: 0 });
        rc.log.jobEnd(name);
        results[i] = { result: 'cancelled', outputs: {}, continueOnError: false };
        continue;
      }
      const strategy = {
        'fail-fast': failFast,
        'job-index': i,
        'job-total': legs.length,
        'max-parallel': maxParallel,
      };
      let r: (typeof results)[number];
      rc.log.jobStart(name);
      try {
        r = src.calls
          ? await runCalled(rc, src, src.calls, needs, matrix, strategy, name, cancelLegs.signal)
          : await runLeg(rc, src, needs, matrix, strategy, name, cancelLegs.signal);
      } catch (err) {
        if (!(err instanceof UserError) || err instanceof UnsupportedError) throw err;
        rc.log.annotate({ level: 'error', message: err.message, job: name, step: '(job)' });
        rc.log.stepEnd({ job: name, step: '(job)', conclusion: 'failure', outcome: 'failure', ms: 0 });
        r = { result: 'failure', outputs: {}, continueOnError: false };
      } finally {
        rc.log.jobEnd(name);
      }
      results[i] = r;
      if (r.result === 'failure' && !r.continueOnError && failFast && legs.length > 1) cancelLegs.abort();
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(maxParallel, legs.length)) }, worker));
  } finally {
    rc.signal?.removeEventListener('abort', onRunCancel);
  }
  const counted = results.map((r) => (r.result === 'failure' && r.continueOnError ? 'success' : r.result));
  const result: Conclusion = counted.includes('failure')
    ? 'failure'
    : counted.includes('cancelled')
      ? 'cancelled'
      : 'success';
  // As on the service, a matrix job's outputs are those the legs set, the last one winning.
  const outputs = Object.assign({}, ...results.map((r) => r.outputs)) as Record<string, string>;
  return { id: src.id, result, outputs };
}

/**
 * Every job in the order `needs` allows, independent jobs at once. A job that cannot run at all (an unsupported
 * feature found at its start) fails the run with that error once the jobs already running have ended.
 */
export async function runJobs(rc: RunContext): Promise<Record<string, JobResult>> {
  const done: Record<string, JobResult> = {};
  const pending = new Map(rc.workflow.jobs.map((j) => [j.id, j]));
  const running = new Map<string, Promise<void>>();
  let stop: unknown;
  while (pending.size > 0 || running.size > 0) {
    for (const [id, j] of pending) {
      if (stop === undefined && j.needs.every((n) => done[n])) {
        pending.delete(id);
        running.set(
          id,
          runJob(rc, j, done).then(
            (r) => {
              done[id] = r;
              running.delete(id);
            },
            (err: unknown) => {
              stop ??= err;
              done[id] = { id, result: 'failure', outputs: {} };
              running.delete(id);
            },
          ),
        );
      }
    }
    if (running.size === 0) break; // nothing can start: a cycle the converter let through, or a stop
    await Promise.race(running.values());
  }
  if (stop !== undefined) throw stop;
  return done;
}
