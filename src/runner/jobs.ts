/**
 * Jobs, as the service schedules them: each job starts once all its `needs` are done (independent jobs at once),
 * its `if:` sees their results (the `needs` context: the jobs it lists; its status functions: all its ancestors, so it
 * is skipped when one failed or was skipped, unless the condition names a status function), a
 * `strategy.matrix` expands to legs (`include`, `exclude`; `fail-fast` cancels the other legs; `max-parallel`), the
 * job's `outputs` are read from its steps, `env`, `defaults.run`, `timeout-minutes`, `continue-on-error`,
 * `environment` and `permissions` (the job's token has exactly those) are honoured. `runs-on` is reported; the job
 * runs on this machine. One leg's run is `leg.ts`'s; a job that calls a reusable workflow runs its jobs here.
 */
import { setMaxListeners } from 'node:events';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import { tokenPermissions, type Access } from './binding.js';
import { asText, evaluateCondition, evaluateToken, truthy, type Scope, type Status } from './expressions.js';
import { runLeg } from './leg.js';
import { checkShells } from './shells.js';
import { withHint, type Conclusion } from './log.js';
import {
  baseContexts,
  githubContext,
  jobToken,
  overallConclusion,
  type JobResult,
  type Leg,
  type LegResult,
  type Matrix,
  type RunContext,
  workflowEnv,
} from './run-context.js';
import {
  at,
  entries,
  items,
  isExpression,
  literal,
  UnsupportedError,
  where,
  type Workflow,
  type WorkflowJobSource,
} from './workflow.js';
import { UserError } from '../errors.js';

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
 * (`build/test`), taking the caller's permissions unless they set their own; the calling job too (`build`), whose
 * `with:` and `secrets:` see its own token.
 */
export function tokenJobs(
  workflow: Workflow,
  prefix = '',
  inherited?: Record<string, Access>,
): { id: string; permissions: Record<string, Access> }[] {
  return workflow.jobs.flatMap((j) => {
    const permissions = jobPermissions(workflow, j, inherited);
    const own = { id: `${prefix}${j.id}`, permissions };
    return j.calls
      ? [
          own,
          ...tokenJobs(
            j.calls,
            `${prefix}${j.id}/`,
            entries(j.token).has('permissions') ? permissions : inherited,
          ),
        ]
      : [own];
  });
}

/** The features a job may have that this runner does not run: named with their place, before anything runs. */
export function checkSupported(workflow: Workflow): void {
  checkShells(workflow);
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

/** The legs of a matrix: the product of its vectors in order, minus `exclude`, with `include` as the service adds it. */
export function expandMatrix(matrix: Record<string, unknown> | undefined, place: string): Matrix[] {
  if (!matrix) return [{}];
  const include = (matrix.include ?? []) as Matrix[];
  const exclude = (matrix.exclude ?? []) as Matrix[];
  if (!Array.isArray(include) || !Array.isArray(exclude))
    throw new UserError(`${place}: matrix include and exclude must be sequences`, undefined, 1);
  const keys = Object.keys(matrix).filter((k) => k !== 'include' && k !== 'exclude');
  // The service's converter: an empty vector, or no vector and no include, is an error (not one empty leg).
  if (keys.length === 0 && include.length === 0)
    throw new UserError(`${place}: Matrix must define at least one vector`, undefined, 1);
  let legs: Matrix[] = keys.length > 0 ? [{}] : [];
  for (const k of keys) {
    const values = matrix[k];
    if (!Array.isArray(values)) throw new UserError(`${place}: matrix ${k} must be a sequence`, undefined, 1);
    if (values.length === 0)
      throw new UserError(`${place}: Matrix vector '${k}' does not contain any values`, undefined, 1);
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

/**
 * A leg's name as the service shows it: the job's name (its id without one) followed by the leg's matrix values —
 * unless the name is an expression, which then says all (`name: Tests${{ '' }}` is how workflows ask for no values).
 */
const legName = (id: string, jobName: string | undefined, matrix: Matrix): string => {
  const values = Object.values(matrix).map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)));
  const base = jobName ?? id;
  return values.length > 0 ? `${base} (${values.join(', ')})` : base;
};

/**
 * A job that calls a reusable workflow (`jobs.<id>.uses`): its `with:` as the called workflow's inputs (with their
 * declared defaults and types), its secrets (`inherit`, or the mapping), the called workflow's jobs run as this
 * job's (`caller / job`), and the called workflow's outputs from their results.
 */
async function runCalled(rc: RunContext, leg: Leg, called: Workflow): Promise<LegResult> {
  const { src, name, cancel } = leg;
  const e = entries(src.token);
  // The calling job's own token: its `with:` and `secrets:` see it as secrets.GITHUB_TOKEN and github.token.
  const jt = jobToken(rc, src);
  rc.log.masker.add(jt.token);
  const scope: Scope = {
    contexts: { ...baseContexts(rc, leg.needs, jt.token), matrix: leg.matrix, strategy: leg.strategy },
    workspace: rc.workspace,
    file: rc.workflow.file,
  };
  const call = entries(entries(called.root.get('on')).get('workflow_call'));
  const inputs = calledInputs(rc, e, called, call, scope);
  const secrets = calledSecrets(rc, e, scope);
  const childScope: Scope = {
    contexts: { github: githubContext(rc, jt.token, {}), inputs, secrets, vars: rc.vars, env: {} },
    workspace: rc.workspace,
    file: called.file,
  };
  const { env, defaults } = workflowEnv(called, childScope);
  rc.log.jobLine(name, `calls ${called.file}`);
  const jobs = await runJobs({
    ...rc,
    workflow: called,
    caller: rc.caller ?? rc.workflow,
    inputs,
    secrets,
    env,
    defaults,
    signal: rc.signal ? AbortSignal.any([rc.signal, cancel]) : cancel,
    prefix: `${rc.prefix ?? ''}${src.id}/`,
    namePrefix: `${name} / `,
  });
  const result = overallConclusion(Object.values(jobs).map((j) => j.result));
  const outputs = calledOutputs(call, childScope, jobs);
  // As a job's own outputs: one that holds a masked value (github.token, say) is not passed on.
  for (const [k, v] of Object.entries(outputs))
    if (rc.log.masker.apply(v) !== v) {
      rc.log.jobLine(name, `warning: skip output '${k}' since it may contain secret.`);
      delete outputs[k];
    }
  return { result, outputs, continueOnError: false };
}

/** The called workflow's inputs: the caller's `with:`, else each declared default, typed as declared. */
function calledInputs(
  rc: RunContext,
  e: Map<string, TemplateToken>,
  called: Workflow,
  call: Map<string, TemplateToken>,
  scope: Scope,
): Record<string, unknown> {
  const given = (evaluateToken(e.get('with'), scope) ?? {}) as Record<string, unknown>;
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
    const typed = typedInput(type, value);
    if (typed === undefined) {
      const token = entries(e.get('with')).get(k) ?? e.get('uses');
      throw new UserError(
        `${at(where(rc.workflow.file, token))}: input ${k} of ${called.file} is a ${type}, not ${JSON.stringify(value)}`,
        undefined,
        1,
      );
    }
    inputs[k] = typed;
  }
  return inputs;
}

/** A reusable workflow's input value as its declared type; undefined when the type cannot hold it. */
function typedInput(type: string | undefined, value: unknown): unknown {
  if (type === 'boolean')
    return value === true || value === 'true'
      ? true
      : value === false || value === 'false'
        ? false
        : undefined;
  if (type !== 'number') return asText(value);
  const n =
    typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')
      ? Number(value)
      : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** The called workflow's secrets: the caller's all (`secrets: inherit`) or the mapping given. */
function calledSecrets(rc: RunContext, e: Map<string, TemplateToken>, scope: Scope): Record<string, string> {
  const secretsToken = e.get('secrets');
  if (literal(secretsToken) === 'inherit') return { ...rc.secrets };
  return Object.fromEntries(
    Object.entries((evaluateToken(secretsToken, scope) ?? {}) as Record<string, unknown>).map(([k, v]) => [
      k,
      asText(v),
    ]),
  );
}

/** The called workflow's `outputs`, read from its jobs' results. */
function calledOutputs(
  call: Map<string, TemplateToken>,
  childScope: Scope,
  jobs: Record<string, JobResult>,
): Record<string, string> {
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
  return outputs;
}

/** A job's matrix legs and how they run together, from its `strategy`. */
interface LegPlan {
  legs: Matrix[];
  /** The job has a matrix: leg names show their values. */
  hasMatrix: boolean;
  failFast: boolean;
  maxParallel: number;
}

/**
 * Run a job: its condition, its matrix legs (fail-fast, max-parallel), its result and outputs. `done` holds the jobs
 * finished so far: the `needs` context gets those the job lists, its status functions judge all its ancestors.
 */
export async function runJob(
  rc: RunContext,
  src: WorkflowJobSource,
  done: Record<string, JobResult>,
): Promise<JobResult> {
  const e = entries(src.token);
  const jt = jobToken(rc, src);
  const needs = Object.fromEntries(src.needs.filter((n) => done[n]).map((n) => [n, done[n]]));
  const status = needsStatus(
    rc,
    ancestors(rc.workflow, src).map((n) => done[n]?.result),
  );
  const scope: Scope = {
    contexts: baseContexts(rc, needs, jt.token),
    status,
    workspace: rc.workspace,
    file: rc.workflow.file,
  };
  const notRun = checkCondition(rc, src, scope);
  if (notRun) return notRun;
  let plan: LegPlan;
  try {
    plan = legPlan(rc, e, scope);
  } catch (err) {
    if (!(err instanceof UserError) || err instanceof UnsupportedError) throw err;
    return strategyFailed(rc, src, err);
  }
  const results = await runLegs(rc, src, needs, scope, plan);
  const counted = results.map((r) => (r.result === 'failure' && r.continueOnError ? 'success' : r.result));
  // As on the service, a matrix job's outputs are those the legs set, the last one winning.
  const outputs = Object.assign({}, ...results.map((r) => r.outputs)) as Record<string, string>;
  return { id: src.id, result: overallConclusion(counted), outputs };
}

/**
 * A job whose `strategy` cannot be evaluated (its matrix from an output that is not JSON, an empty vector...): it
 * fails alone, with the service's words, and the run goes on (its dependents see `failure`).
 */
function strategyFailed(rc: RunContext, src: WorkflowJobSource, err: UserError): JobResult {
  const name = (rc.namePrefix ?? '') + (literal(entries(src.token).get('name')) ?? src.id);
  rc.log.jobStart(name);
  rc.log.annotate({
    level: 'error',
    message: `Error when evaluating 'strategy' for job '${src.id}'. ${err.message}`,
    job: name,
    step: '(job)',
  });
  rc.log.stepEnd({ job: name, step: '(job)', conclusion: 'failure', outcome: 'failure', ms: 0 });
  rc.log.jobEnd(name);
  return { id: src.id, result: 'failure', outputs: {} };
}

/** The ids of every job a job needs, directly or through the jobs it needs. */
function ancestors(workflow: Workflow, src: WorkflowJobSource): string[] {
  const byId = new Map(workflow.jobs.map((j) => [j.id, j]));
  const found = new Set<string>();
  const add = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    for (const n of byId.get(id)?.needs ?? []) add(n);
  };
  src.needs.forEach(add);
  return [...found];
}

/**
 * The status a job's `if:` sees, as the service judges it: from the results of all its ancestors, not only the jobs
 * it lists ("failure() returns true if any ancestor job fails"; the default success() skips a job one of whose
 * ancestors failed or was skipped), and whether the run is cancelled.
 */
function needsStatus(rc: RunContext, needResults: (Conclusion | undefined)[]): Status {
  return {
    state: needResults.some((r) => r === 'failure')
      ? 'failure'
      : needResults.every((r) => r === 'success')
        ? 'success'
        : needResults.some((r) => r === 'cancelled')
          ? 'failure'
          : 'skipped',
    cancelled: !!rc.signal?.aborted || needResults.some((r) => r === 'cancelled'),
  };
}

/** The job's `if:`: nothing when it runs; else its result, said in the log (an `if:` that fails fails the job). */
function checkCondition(rc: RunContext, src: WorkflowJobSource, scope: Scope): JobResult | undefined {
  let run: boolean;
  try {
    run = evaluateCondition(undefined, scope, src.condition);
  } catch (err) {
    rc.log.jobLine(src.id, `error: ${(err as Error).message}`);
    rc.log.jobEnd(src.id);
    return { id: src.id, result: 'failure', outputs: {} };
  }
  if (run) return undefined;
  rc.log.jobLine(src.id, `skipped (if: ${src.condition})`);
  rc.log.stepEnd({ job: src.id, step: '(job)', conclusion: 'skipped', outcome: 'skipped', ms: 0 });
  rc.log.jobEnd(src.id);
  return { id: src.id, result: 'skipped', outputs: {} };
}

/** The job's `strategy`: its matrix expanded to legs, `fail-fast` (default true), `max-parallel` (default all). */
function legPlan(rc: RunContext, e: Map<string, TemplateToken>, scope: Scope): LegPlan {
  const strategy = (evaluateToken(e.get('strategy'), scope) ?? {}) as Record<string, unknown>;
  const place = at(where(rc.workflow.file, e.get('strategy')));
  const legs = expandMatrix(strategy.matrix as Record<string, unknown> | undefined, place);
  return {
    legs,
    hasMatrix: !!strategy.matrix,
    failFast: strategy['fail-fast'] === undefined ? true : truthy(strategy['fail-fast']),
    maxParallel: Number(strategy['max-parallel'] ?? legs.length) || legs.length,
  };
}

/** The legs, at most max-parallel at once; a leg that fails (without continue-on-error) cancels the rest under fail-fast. */
async function runLegs(
  rc: RunContext,
  src: WorkflowJobSource,
  needs: Record<string, JobResult>,
  scope: Scope,
  plan: LegPlan,
): Promise<LegResult[]> {
  const { legs } = plan;
  const cancelLegs = new AbortController();
  // A listener for each leg running (its deadline) and each job running (this one): as many as the workflow runs at
  // once, each removed when it ends. Node would warn of a leak past ten.
  setMaxListeners(0, cancelLegs.signal);
  if (rc.signal) setMaxListeners(0, rc.signal);
  const onRunCancel = () => cancelLegs.abort();
  rc.signal?.addEventListener('abort', onRunCancel, { once: true });
  const results: LegResult[] = [];
  let next = 0;
  const worker = async () => {
    while (next < legs.length) {
      const i = next++;
      const r = await runLegAt(rc, src, needs, scope, plan, i, cancelLegs.signal);
      results[i] = r;
      if (r.result === 'failure' && !r.continueOnError && plan.failFast && legs.length > 1)
        cancelLegs.abort();
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(plan.maxParallel, legs.length)) }, worker));
  } finally {
    rc.signal?.removeEventListener('abort', onRunCancel);
  }
  return results;
}

/**
 * The leg at index i: named, then run (a called workflow's jobs, or the leg's steps) unless the legs were cancelled;
 * a UserError it meets fails it with an annotation.
 */
async function runLegAt(
  rc: RunContext,
  src: WorkflowJobSource,
  needs: Record<string, JobResult>,
  scope: Scope,
  plan: LegPlan,
  i: number,
  cancel: AbortSignal,
): Promise<LegResult> {
  const matrix = plan.legs[i];
  const nameToken = entries(src.token).get('name');
  const name =
    (rc.namePrefix ?? '') +
    (nameToken && isExpression(nameToken)
      ? asText(evaluateToken(nameToken, { ...scope, contexts: { ...scope.contexts, matrix } }))
      : legName(src.id, literal(nameToken), plan.hasMatrix ? matrix : {}));
  if (cancel.aborted) {
    rc.log.stepEnd({ job: name, step: '(job)', conclusion: 'cancelled', outcome: 'cancelled', ms: 0 });
    rc.log.jobEnd(name);
    return { result: 'cancelled', outputs: {}, continueOnError: false };
  }
  const strategy = {
    'fail-fast': plan.failFast,
    'job-index': i,
    'job-total': plan.legs.length,
    'max-parallel': plan.maxParallel,
  };
  const leg: Leg = { src, needs, matrix, strategy, name, cancel };
  rc.log.jobStart(name);
  try {
    return src.calls ? await runCalled(rc, leg, src.calls) : await runLeg(rc, leg);
  } catch (err) {
    if (!(err instanceof UserError) || err instanceof UnsupportedError) throw err;
    rc.log.annotate({ level: 'error', message: withHint(err), job: name, step: '(job)' });
    rc.log.stepEnd({ job: name, step: '(job)', conclusion: 'failure', outcome: 'failure', ms: 0 });
    return { result: 'failure', outputs: {}, continueOnError: false };
  } finally {
    rc.log.jobEnd(name);
  }
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
