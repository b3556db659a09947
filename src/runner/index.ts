/**
 * The workflow runner's one door: `runWorkflow` runs a workflow file from the checkout it works on (the workspace),
 * against the embedded emulator or a running one, and answers what happened: each job's result and outputs, each
 * step's conclusion and time, the annotations, the job summaries and the log as shown (all masked). The CLI's
 * `sarif-pipeline run` and the tests use only this.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';
import { randomInt } from 'node:crypto';
import { parseUse, type Resolution } from './actions.js';
import { connect, makeJobTokens, runIdentity, type Service } from './binding.js';
import { eventPayload } from './event.js';
import { asText, evaluateToken, type Scope } from './expressions.js';
import { checkSupported, runJobs, tokenJobs } from './jobs.js';
import { Masker, RunLog, type Annotation, type Conclusion, type Sink, type StepRecord } from './log.js';
import { killAllStepProcesses } from './process.js';
import { overallConclusion, workflowEnv, type JobResult, type RunContext } from './run-context.js';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import { at, checkCall, entries, items, literal, loadWorkflow, where, type Workflow } from './workflow.js';
import { UserError } from '../errors.js';
import { seedToolCache } from './tool-cache.js';
import { changedFiles, checkedOutRef, git, gitCommit } from './local-git.js';
import { filteredOutBecause, listedEvents } from './triggers.js';
import { readSecretsFile } from './secrets-file.js';

export { WorkflowError, UnsupportedError } from './workflow.js';
export { expandMatrix } from './jobs.js';
export { readSecretsFile } from './secrets-file.js';
export { renderMarkdown, type Annotation, type Conclusion, type StepRecord } from './log.js';
export type { Service } from './binding.js';

export interface RunOptions {
  /** The workflow file. */
  workflow: string;
  /** The checkout the workflow works on (GITHUB_WORKSPACE). Default: the current directory. */
  workspace?: string;
  /** push (default), pull_request, workflow_dispatch, or another name (its payload then has only repository and sender). */
  event?: string;
  /** A payload of one's own, instead of the one made for the event. */
  eventPath?: string;
  /** workflow_dispatch inputs (`--input k=v`); the workflow's declared defaults fill the rest (other events get none). */
  inputs?: Record<string, string>;
  /** Secrets (masked everywhere). */
  secrets?: Record<string, string>;
  /** `NAME=value` lines (dotenv style; `#` comments), as `--secrets-file`. */
  secretsFile?: string;
  vars?: Record<string, string>;
  /** Where `owner/repo[/path]@ref` actions are: DIR/owner/repo@ref/... */
  actionsDir?: string;
  /** `OLD=NEW` mappings of actions, as `--use`. */
  use?: string[];
  /** A running emulator (`serve`) instead of the embedded one; needs adminToken. */
  apiUrl?: string;
  adminToken?: string;
  /** The repository the run belongs to (default: that of the emulator's workflow token: acme/webapp in the seed). */
  repository?: string;
  /** GITHUB_REF; default: the checked-out branch (refs/heads/main outside git), refs/pull/1/merge for pull_request. */
  ref?: string;
  sha?: string;
  /** Show `::debug::` lines (also on with the secret or variable ACTIONS_STEP_DEBUG=true). */
  debug?: boolean;
  /** Where the log goes (default: stdout). */
  output?: Sink;
  /** Leave the embedded emulator running: the result's `service` must then be closed by the caller. */
  keepRunning?: boolean;
  /** Run only these jobs (by id) and the jobs they need, as nektos/act's `-j`. */
  jobs?: string[];
  /** Cancels every job (Ctrl-C). */
  signal?: AbortSignal;
  /** The embedded emulator's SARIF processing delay (tests make it short). */
  processingDelayMs?: number;
  /** The embedded emulator's vendor word (`github` for the released clients of other projects). */
  vendor?: string;
}

export interface RunResult {
  conclusion: Conclusion;
  /** 0 only when the workflow succeeded. */
  exitCode: number;
  runId: number;
  jobs: Record<string, JobResult>;
  steps: StepRecord[];
  annotations: Annotation[];
  summaries: { job: string; text: string }[];
  /** Every line shown, masked. */
  log: string[];
  /** With keepRunning: the emulator, still up. */
  service?: Service;
}

/**
 * The workflows that jobs call (`jobs.<id>.uses`): `./path` in the workspace, `owner/repo/path@ref` from the actions
 * directory; each must be a reusable workflow (`on: workflow_call`); at most four levels, no cycle.
 */
async function loadCalled(
  workflow: Workflow,
  workspace: string,
  actionsDir: string | undefined,
  stack: string[],
) {
  for (const j of workflow.jobs) {
    const usesToken = entries(j.token).get('uses');
    const uses = literal(usesToken);
    if (!uses) continue;
    const place = at(where(workflow.file, usesToken));
    let file: string;
    if (uses.startsWith('./')) file = resolve(workspace, uses);
    else {
      const m = /^([^/\s]+)\/([^/\s]+)\/(.+)@(\S+)$/.exec(uses);
      if (!m) throw new UserError(`${place}: ${uses} is not ./path or owner/repo/path@ref`, undefined, 1);
      if (!actionsDir)
        throw new UserError(
          `${place}: ${uses}: workflows of other repositories are read from the actions directory: pass --actions-dir DIR with DIR/${m[1]}/${m[2]}@${m[4]}/${m[3]}`,
          undefined,
          1,
        );
      file = join(actionsDir, m[1], `${m[2]}@${m[4]}`, m[3]);
    }
    if (stack.includes(file))
      throw new UserError(`${place}: ${uses} calls itself (through ${stack.join(' → ')})`, undefined, 1);
    if (stack.length > 4)
      throw new UserError(
        `${place}: ${uses}: reusable workflows nest at most four levels deep`,
        undefined,
        1,
      );
    const display = relative(workspace, file).startsWith('..') ? file : relative(workspace, file);
    const called = await loadWorkflow(file, display);
    const on = called.root.get('on');
    const triggers =
      entries(on).size > 0 ? [...entries(on).keys()] : [literal(on), ...items(on).map(literal)];
    if (!triggers.includes('workflow_call'))
      throw new UserError(
        `${place}: ${display} is not a reusable workflow (it has no on: workflow_call)`,
        undefined,
        1,
      );
    checkCall(workflow, j, called);
    await loadCalled(called, workspace, actionsDir, [...stack, file]);
    j.calls = called;
  }
}

/** Keep the named jobs and, transitively, what they need. */
function selectJobs(workflow: Awaited<ReturnType<typeof loadWorkflow>>, names: string[]): void {
  const byId = new Map(workflow.jobs.map((j) => [j.id, j]));
  const unknown = names.filter((n) => !byId.has(n));
  if (unknown.length > 0)
    throw new UserError(
      `--job ${unknown[0]}: ${workflow.file} has no job ${unknown[0]}`,
      `Its jobs: ${[...byId.keys()].join(', ')}.`,
      2,
    );
  const keep = new Set<string>();
  const add = (id: string) => {
    if (keep.has(id)) return;
    keep.add(id);
    for (const n of byId.get(id)?.needs ?? []) add(n);
  };
  names.forEach(add);
  workflow.jobs = workflow.jobs.filter((j) => keep.has(j.id));
}

/**
 * Names a step must not inherit from this machine: the runner's own (it sets them for the job), the service tokens
 * of the shell the run was started from (a real credential has no business in a local run; the job's token is
 * `secrets.GITHUB_TOKEN`), and the emulator's admin token (the runner's, never a step's).
 */
const RUNNER_NAMES =
  /^(GITHUB_|ACTIONS_|RUNNER_|INPUT_|STATE_|SVC_TOKEN$|GH_TOKEN$|GH_ENTERPRISE_TOKEN$|EMULATOR_ADMIN_TOKEN$)/;

/** The run directories of the runs under way (their step scripts hold interpolated secrets). */
const liveRunDirs = new Set<string>();

/**
 * For a process that must leave before its runs end (a second Ctrl-C): kill every step's process group and remove
 * the runs' directories, synchronously.
 */
export function abandonRuns(): void {
  killAllStepProcesses();
  for (const dir of liveRunDirs) rmSync(dir, { recursive: true, force: true });
  liveRunDirs.clear();
}

/** Run a workflow file; never throws for a failing workflow (see `conclusion`), only for one it cannot run. */
export async function runWorkflow(o: RunOptions): Promise<RunResult> {
  const started = Date.now();
  const run = await prepareRun(o);
  const service = await connect({
    apiUrl: o.apiUrl,
    adminToken: o.adminToken,
    processingDelayMs: o.processingDelayMs,
    vendor: o.vendor,
  });
  const runTemp = mkdtempSync(join(tmpdir(), 'sarif-pipeline-run-'));
  liveRunDirs.add(runTemp);
  let keep = false;
  try {
    const rc = await startRun(o, run, service, runTemp);
    announceRun(rc, run.display);
    const jobs = await runJobs(rc);
    const conclusion = runConclusion(jobs, o.signal);
    run.log.finish(conclusion, Date.now() - started);
    keep = !!o.keepRunning;
    return {
      conclusion,
      exitCode: conclusion === 'success' ? 0 : 1,
      runId: rc.runId,
      jobs,
      steps: run.log.steps,
      annotations: run.log.annotations,
      summaries: run.log.summaries,
      log: run.log.lines,
      ...(keep ? { service } : {}),
    };
  } finally {
    liveRunDirs.delete(runTemp);
    rmSync(runTemp, { recursive: true, force: true });
    if (!keep) await service.close();
  }
}

/** What a run knows before it connects to the emulator: its options checked, its workflow, its log. */
interface PreparedRun {
  workspace: string;
  /** The workflow as messages name it. */
  display: string;
  /** The workflow's path for the service (relative to the checkout when it is inside it). */
  workflowPath: string;
  workflow: Workflow;
  resolution: Resolution;
  secrets: Record<string, string>;
  vars: Record<string, string>;
  log: RunLog;
  debug: boolean;
  eventName: string;
  /** workflow_dispatch inputs as strings (the event's payload) and with their declared types (the inputs context). */
  inputs: Record<string, string>;
  typedInputs: Record<string, unknown>;
}

/** Check the options (usage errors first, exit 2), load and check the workflow, open the masked log. */
async function prepareRun(o: RunOptions): Promise<PreparedRun> {
  const workspace = resolve(o.workspace ?? process.cwd());
  const workflowFile = resolve(o.workflow);
  const display = displayName(workspace, o.workflow);
  const use = parseUse(o.use ?? []);
  const workflow = await loadWorkflow(resolve(o.workflow), display);
  if (o.jobs && o.jobs.length > 0) selectJobs(workflow, o.jobs);
  await loadCalled(workflow, workspace, o.actionsDir ? resolve(o.actionsDir) : undefined, [workflowFile]);
  checkSupported(workflow);
  const secrets = { ...(o.secretsFile ? readSecretsFile(o.secretsFile) : {}), ...o.secrets };
  const vars = { ...o.vars };
  const masker = new Masker();
  for (const v of Object.values(secrets)) masker.add(v);
  const debug = !!o.debug || secrets.ACTIONS_STEP_DEBUG === 'true' || vars.ACTIONS_STEP_DEBUG === 'true';
  const log = new RunLog(masker, o.output ?? { write: (t) => process.stdout.write(t) }, debug);
  const inWorkspace = relative(workspace, workflowFile);
  return {
    workspace,
    display,
    // A workflow kept outside the checkout is named as the service would hold it (its OIDC workflow_ref stays
    // `owner/repo/.github/workflows/<file>@ref`).
    workflowPath:
      inWorkspace.startsWith('..') || isAbsolute(inWorkspace)
        ? `.github/workflows/${basename(workflowFile)}`
        : inWorkspace,
    workflow,
    resolution: { workspace, actionsDir: o.actionsDir ? resolve(o.actionsDir) : undefined, use },
    secrets,
    vars,
    log,
    debug,
    eventName: o.event ?? 'push',
    ...eventInputs(workflow, o, workspace, display, log),
  };
}

/** The workflow as messages name it: relative to the checkout (as .github/workflows/x.yml), else to the current directory, else in full. */
function displayName(workspace: string, workflow: string): string {
  const inWorkspace = relative(workspace, resolve(workflow));
  const fromCwd = relative(process.cwd(), resolve(workflow));
  return !inWorkspace.startsWith('..')
    ? inWorkspace
    : !fromCwd.startsWith('..')
      ? fromCwd
      : resolve(workflow);
}

/** The inputs of the run: a dispatch's only (on another event the inputs context and github.event.inputs are empty). */
function eventInputs(
  workflow: Workflow,
  o: RunOptions,
  workspace: string,
  display: string,
  log: RunLog,
): { inputs: Record<string, string>; typedInputs: Record<string, unknown> } {
  const event = o.event ?? 'push';
  if (event === 'workflow_dispatch') return dispatchInputs(workflow, o.inputs, workspace, display, true);
  if (o.inputs && Object.keys(o.inputs).length > 0)
    log.info(
      `note: --input is ignored on ${event}: the service gives inputs to workflow_dispatch only (--event workflow_dispatch)`,
    );
  return { inputs: {}, typedInputs: {} };
}

/**
 * workflow_dispatch inputs: the declared defaults, then those given; typed as declared for the inputs context. A
 * dispatch of a workflow that declares workflow_dispatch is checked as the service checks one first.
 */
function dispatchInputs(
  workflow: Workflow,
  given: Record<string, string> | undefined,
  workspace: string,
  display: string,
  dispatched: boolean,
): { inputs: Record<string, string>; typedInputs: Record<string, unknown> } {
  const inputs: Record<string, string> = {};
  const on = workflow.root.get('on');
  const dispatch = entries(entries(on).get('workflow_dispatch')).get('inputs');
  for (const [k, t] of entries(dispatch)) {
    const d = entries(t).get('default');
    if (d) inputs[k] = asText(evaluateToken(d, { contexts: {}, workspace, file: display }));
  }
  if (dispatched && entries(on).has('workflow_dispatch')) checkDispatch(workflow, given ?? {}, inputs);
  Object.assign(inputs, given);
  // The inputs context has the declared types (a boolean input is a boolean); the event payload has strings.
  const typedInputs: Record<string, unknown> = { ...inputs };
  for (const [k, t] of entries(dispatch)) {
    const type = literal(entries(t).get('type'));
    if (!(k in inputs)) continue;
    if (type === 'boolean') typedInputs[k] = inputs[k] === 'true';
    else if (type === 'number' && inputs[k].trim() !== '' && Number.isFinite(Number(inputs[k])))
      typedInputs[k] = Number(inputs[k]);
  }
  return { inputs, typedInputs };
}

/**
 * A dispatch's inputs, as the service checks them before it starts a run (its 422 answers): none undeclared, each
 * required one given (or defaulted), a boolean true or false, a number a number, a choice one of its options. A
 * mistake is a usage error naming the input and where the workflow declares it.
 */
function checkDispatch(
  workflow: Workflow,
  given: Record<string, string>,
  defaults: Record<string, string>,
): void {
  const on = entries(workflow.root.get('on'));
  const declared = entries(entries(on.get('workflow_dispatch')).get('inputs'));
  const refuse = (token: TemplateToken | undefined, message: string) => {
    throw new UserError(`${at(where(workflow.file, token))}: ${message}`, undefined, 2);
  };
  const unexpected = Object.keys(given).filter((k) => !declared.has(k));
  if (unexpected.length > 0)
    refuse(
      on.get('workflow_dispatch'),
      `Unexpected inputs provided: ${JSON.stringify(unexpected)} (--input; the workflow_dispatch declares ${[...declared.keys()].join(', ') || 'none'})`,
    );
  for (const [k, t] of declared) {
    const def = entries(t);
    const value = k in given ? given[k] : defaults[k];
    const type = literal(def.get('type')) ?? 'string';
    if (value === undefined) {
      if (literal(def.get('required')) === 'true') refuse(t, `Required input '${k}' not provided`);
      continue;
    }
    const options = type === 'boolean' ? ['true', 'false'] : items(def.get('options')).map(literal);
    if ((type === 'boolean' || type === 'choice') && !options.includes(value))
      refuse(
        t,
        `Provided value '${value}' for input '${k}' not in the list of allowed values (${options.join(', ')})`,
      );
    if (type === 'number' && (value.trim() === '' || !Number.isFinite(Number(value))))
      refuse(t, `Provided value '${value}' for input '${k}' is not a number`);
  }
}

/**
 * Start the run on the emulator: its repository and actor (the repository's secrets added, masked), a token per
 * job, its id, its event, its tool cache, and what every job reads.
 */
async function startRun(
  o: RunOptions,
  run: PreparedRun,
  service: Service,
  runTemp: string,
): Promise<RunContext> {
  const { workspace, secrets, log } = run;
  const { repository, actor, secrets: repoSecrets } = await runIdentity(service, o.repository);
  for (const [k, v] of Object.entries(repoSecrets)) {
    if (k in secrets) continue;
    secrets[k] = v;
    log.masker.add(v);
  }
  const tokens = await makeJobTokens(service, repository, actor, tokenJobs(run.workflow));
  const runId = randomInt(100_000_000, 999_999_999);
  const trigger = runTrigger(o, run, repository, actor, service.origin, runTemp);
  const toolCache = join(runTemp, 'tool-cache');
  mkdirSync(toolCache);
  seedToolCache(toolCache);
  return {
    workflow: run.workflow,
    workflowPath: run.workflowPath,
    log,
    service,
    tokens,
    runId,
    repository,
    actor,
    ...trigger,
    eventName: run.eventName,
    workspace,
    runTemp,
    toolCache,
    resolution: run.resolution,
    hostEnv: hostEnvironment(),
    secrets,
    vars: run.vars,
    inputs: run.typedInputs,
    debug: run.debug,
    ...workflowEnv(run.workflow, runScope(run, trigger, repository, actor)),
    said: new Set(),
    signal: o.signal,
  };
}

/**
 * The run's ref and sha (given, else the checked-out branch, or the event's default ref, and the checkout's HEAD)
 * and its event payload, written to a file.
 */
function runTrigger(
  o: RunOptions,
  run: PreparedRun,
  repository: string,
  actor: string,
  serverUrl: string,
  runTemp: string,
): { ref: string; sha: string | undefined; event: Record<string, unknown>; eventPath: string } {
  const ref =
    o.ref ??
    (run.eventName === 'pull_request'
      ? 'refs/pull/1/merge'
      : (checkedOutRef(run.workspace) ?? 'refs/heads/main'));
  const headSha = git(['rev-parse', 'HEAD'], run.workspace);
  const sha = o.sha ?? (headSha && /^[0-9a-f]{40}$/.test(headSha) ? headSha : undefined);
  const eventPath = join(runTemp, 'event.json');
  const event = eventPayload({
    name: run.eventName,
    repository,
    actor,
    ref,
    sha,
    inputs: run.inputs,
    commit: sha ? gitCommit(run.workspace, sha) : undefined,
    schedule: literal(entries(items(entries(run.workflow.root.get('on')).get('schedule'))[0]).get('cron')),
    path: o.eventPath,
    serverUrl,
  });
  writeFileSync(eventPath, JSON.stringify(event, null, 2));
  return { ref, sha, event, eventPath };
}

/** This machine's environment without the names a step must not inherit. */
function hostEnvironment(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(([k, v]) => v !== undefined && !RUNNER_NAMES.test(k)),
  ) as Record<string, string>;
}

/** The scope of the workflow's own expressions (its `env`, `defaults.run`): github, secrets, vars, inputs. */
function runScope(
  run: PreparedRun,
  trigger: { ref: string; event: Record<string, unknown> },
  repository: string,
  actor: string,
): Scope {
  const { workspace } = run;
  return {
    contexts: {
      github: {
        event: trigger.event,
        event_name: run.eventName,
        ref: trigger.ref,
        repository,
        actor,
        workspace,
      },
      secrets: run.secrets,
      vars: run.vars,
      inputs: run.typedInputs,
      env: {},
    },
    workspace,
    file: run.display,
  };
}

/** The run's first line, and what it accepts without applying (concurrency). */
function announceRun(rc: RunContext, display: string): void {
  const { log, workflow, service } = rc;
  log.info(
    `run ${rc.runId}: ${workflow.name} (${display}) on ${rc.eventName}, repository ${rc.repository}, ${service.embedded ? 'embedded emulator' : 'emulator'} ${service.apiUrl}`,
  );
  const events = listedEvents(workflow);
  const pr = rc.event.pull_request as { base?: { ref?: string } } | undefined;
  const filtered = () =>
    filteredOutBecause(workflow, {
      eventName: rc.eventName,
      ref: rc.ref,
      baseRef: pr?.base?.ref,
      changed: () => changedFiles(rc.workspace),
    });
  if (!events.includes(rc.eventName))
    log.info(
      `note: this workflow does not run on ${rc.eventName} (on: ${events.join(', ')}); the service would not start it, it runs here because --event says so`,
    );
  else {
    const why = filtered();
    if (why)
      log.info(
        `note: the service would not start this workflow: ${why}; it runs here because the run was asked for (--ref and --event say what the run is)`,
      );
  }
  if (workflow.root.has('concurrency') || workflow.jobs.some((j) => entries(j.token).has('concurrency')))
    log.info('concurrency: accepted, not applied (this is the only run)');
}

/** The run's conclusion: its jobs', a run stopped by Ctrl-C being cancelled unless a job failed. */
function runConclusion(jobs: Record<string, JobResult>, signal: AbortSignal | undefined): Conclusion {
  const conclusion = overallConclusion(Object.values(jobs).map((j) => j.result));
  return conclusion === 'success' && signal?.aborted ? 'cancelled' : conclusion;
}
