/**
 * One leg of a job, as the runner runs it on this machine: its settings read (`runs-on`, `environment`,
 * `continue-on-error`, `timeout-minutes`), the job bound to the run on the emulator, the runner's variables and
 * contexts, the job's `env` and `defaults.run`, its pre, steps and posts under its deadline and the job's
 * cancellation, then its result and `outputs` (one that holds a secret is not passed on).
 */
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import { isMapping } from '@actions/workflow-parser';
import { bindJob, type JobToken } from './binding.js';
import { asText, evaluateEnv, evaluateToken, truthy, type Scope, type Status } from './expressions.js';
import { jobConclusion, type Frame, type JobState } from './job-state.js';
import { prepareActions, runPres } from './node-actions.js';
import { killJobLeftovers } from './process.js';
import {
  baseContexts,
  githubContext,
  githubVariables,
  jobToken,
  type Leg,
  type LegResult,
  type RunContext,
} from './run-context.js';
import { checkStepShells } from './shells.js';
import { runSteps } from './steps.js';
import { at, entries, items, where } from './workflow.js';
import { UserError } from '../errors.js';

type Keys = Map<string, TemplateToken>;

/** What a leg's keys say before it is bound. */
interface LegSettings {
  runsOn: unknown;
  environment: string | undefined;
  continueOnError: boolean;
  timeoutMinutes: number;
}

const runnerOs = () =>
  process.platform === 'darwin' ? 'macOS' : process.platform === 'win32' ? 'Windows' : 'Linux';
const runnerArch = () =>
  ({ x64: 'X64', arm64: 'ARM64', arm: 'ARM', ia32: 'X86' })[process.arch as 'x64'] ??
  process.arch.toUpperCase();

/** Run one leg of a job: bind it, run its pre, steps and posts, read its outputs. */
export async function runLeg(rc: RunContext, leg: Leg): Promise<LegResult> {
  const e = entries(leg.src.token);
  const jt = jobToken(rc, leg.src);
  rc.log.masker.add(jt.token);
  const contexts: Record<string, unknown> = {
    ...baseContexts(rc, leg.needs, jt.token),
    matrix: leg.matrix,
    strategy: leg.strategy,
  };
  const settings = legSettings(rc, e, contexts);
  rc.log.jobLine(leg.name, runsOnLine(settings.runsOn));
  warnOtherOs(rc, leg.name, settings.runsOn);
  const bound = await bindLeg(rc, leg, jt, settings.environment);
  const runnerTemp = mkdtempSync(join(rc.runTemp, `${leg.src.id}-`));
  const hosting = runnerEnvironment(settings.runsOn);
  const runnerEnv = runnerVariables(rc, jt.token, bound, runnerTemp, hosting);
  contexts.github = githubContext(rc, jt.token, bound);
  contexts.runner = runnerContext(rc, runnerTemp, hosting);
  contexts.job = { status: 'success', container: {}, services: {} };
  const { env, defaults } = jobEnv(rc, e, contexts);
  const status: Status = { state: 'success', cancelled: false };
  const deadline = new JobDeadline(settings.timeoutMinutes, leg.cancel, status);
  const job: JobState = {
    name: leg.name,
    file: rc.workflow.file,
    workspace: rc.workspace,
    runnerTemp,
    runDir: rc.runTemp,
    log: rc.log,
    resolution: rc.resolution,
    runnerEnv,
    hostEnv: rc.hostEnv,
    env,
    path: [],
    contexts,
    defaults,
    status,
    signal: deadline.signal,
    posts: [],
    said: rc.said,
  };
  const frame: Frame = { steps: {}, inputs: rc.inputs, env: {}, file: rc.workflow.file, prefix: '' };
  try {
    await runJobSteps(job, frame, items(e.get('steps')));
  } finally {
    deadline.dispose();
    if (killJobLeftovers(runnerTemp) > 0) rc.log.jobLine(leg.name, 'Cleaning up orphan processes');
  }
  if (deadline.timedOut)
    rc.log.annotate({
      level: 'error',
      message: `The job has exceeded the maximum execution time of ${settings.timeoutMinutes} minutes.`,
      job: leg.name,
      step: '(job)',
    });
  const result = jobConclusion(status);
  contexts.job = { ...(contexts.job as object), status: result };
  const outputs = jobOutputs(rc, e, { ...contexts, steps: frame.steps, env: job.env }, leg.name);
  return { result, outputs, continueOnError: settings.continueOnError };
}

/** The scope of a job's own expressions, with the env they see. */
function legScope(rc: RunContext, contexts: Record<string, unknown>, env: Record<string, string>): Scope {
  return { contexts: { ...contexts, env }, workspace: rc.workspace, file: rc.workflow.file };
}

/** `runs-on`, `environment` (its name; its url may read steps and is not needed), `continue-on-error`, `timeout-minutes`. */
function legSettings(rc: RunContext, e: Keys, contexts: Record<string, unknown>): LegSettings {
  const scope = legScope(rc, contexts, rc.env);
  const runsOn = evaluateToken(e.get('runs-on'), scope);
  const envToken = e.get('environment');
  const envName = envToken && isMapping(envToken) ? entries(envToken).get('name') : envToken;
  const environment = envName ? asText(evaluateToken(envName, scope)) || undefined : undefined;
  const continueOnError = truthy(evaluateToken(e.get('continue-on-error'), scope) ?? false);
  const timeoutMinutes = Number(evaluateToken(e.get('timeout-minutes'), scope) ?? 360);
  if (!Number.isFinite(timeoutMinutes) || timeoutMinutes <= 0)
    throw new UserError(
      `${at(where(rc.workflow.file, e.get('timeout-minutes')))}: timeout-minutes must be a positive number`,
      undefined,
      1,
    );
  return { runsOn, environment, continueOnError, timeoutMinutes };
}

/** The labels of `runs-on` (a label, a list, or a mapping with `labels`). */
function runsOnLabels(runsOn: unknown): string[] {
  const value =
    runsOn && typeof runsOn === 'object' && !Array.isArray(runsOn)
      ? (runsOn as { labels?: unknown }).labels
      : runsOn;
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(asText);
}

/** runner.environment: `self-hosted` for a job that asks for a self-hosted runner, else `github-hosted`. */
const runnerEnvironment = (runsOn: unknown): string =>
  runsOnLabels(runsOn).some((l) => l.toLowerCase() === 'self-hosted') ? 'self-hosted' : 'github-hosted';

/**
 * A job that asks for another system than this one (windows-*, macos-*) runs here all the same, bash its default
 * shell: a warning says so, naming the job.
 */
function warnOtherOs(rc: RunContext, job: string, runsOn: unknown): void {
  const here = runnerOs();
  for (const label of runsOnLabels(runsOn)) {
    const os = /^windows/i.test(label) ? 'Windows' : /^macos/i.test(label) ? 'macOS' : undefined;
    if (!os || os === here) continue;
    rc.log.annotate({
      level: 'warning',
      message: `job ${job}: runs-on ${label} asks for ${os}; it runs on this machine (${here}), its run steps with ${os === 'Windows' ? 'bash, not pwsh,' : 'bash'} as their default shell and this machine's tools`,
      job,
      step: '(job)',
    });
    return;
  }
}

/** What the log says of `runs-on`: the labels asked for, and this machine that runs the job. */
function runsOnLine(runsOn: unknown): string {
  const labels = runsOnLabels(runsOn).join(', ');
  return `runs-on: ${labels || '(none)'} → this machine (${runnerOs()} ${runnerArch()}, Node ${process.versions.node})`;
}

/**
 * Bind the job to the run on the emulator (its token, environment and OIDC pair under id-token: write): its
 * runner variables, the tokens in them masked, the OIDC fallback said once a run, the token's permissions said.
 */
async function bindLeg(
  rc: RunContext,
  leg: Leg,
  jt: JobToken,
  environment: string | undefined,
): Promise<Record<string, string>> {
  const { env: bound, fallback } = await bindJob(
    rc.service,
    {
      token: jt.token,
      runId: rc.runId,
      sha: rc.sha,
      ref: rc.ref,
      workflow: (rc.caller ?? rc.workflow).name,
      workflowPath: rc.workflowPath,
      job: leg.src.id,
      eventName: rc.eventName,
      environment,
    },
    jt.permissions.id_token === 'write',
  );
  for (const k of ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN']) rc.log.masker.add(bound[k]);
  if (fallback && !rc.said.has('oidc-fallback')) {
    rc.said.add('oidc-fallback');
    rc.log.jobLine(leg.name, `note: ${fallback}`);
  }
  const perms = Object.entries(jt.permissions)
    .map(([k, v]) => `${k.replace(/_/g, '-')}: ${v}`)
    .join(', ');
  rc.log.jobLine(
    leg.name,
    `token permissions: ${perms}${environment ? `; environment: ${environment}` : ''}`,
  );
  return bound;
}

/**
 * The runner's variables of the job: those of the binding, CI, every string of the github context the runner
 * exports (GITHUB_GRAPHQL_URL, GITHUB_REF_TYPE, GITHUB_TRIGGERING_ACTOR...), then RUNNER_* of this machine.
 */
function runnerVariables(
  rc: RunContext,
  token: string,
  bound: Record<string, string>,
  runnerTemp: string,
  hosting: string,
): Record<string, string> {
  const github = githubContext(rc, token, bound);
  return {
    ...bound,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    ...githubVariables(github),
    RUNNER_TEMP: runnerTemp,
    RUNNER_TOOL_CACHE: rc.toolCache,
    RUNNER_OS: runnerOs(),
    RUNNER_ARCH: runnerArch(),
    RUNNER_NAME: 'sarif-pipeline run',
    RUNNER_ENVIRONMENT: hosting,
    ...(rc.debug ? { RUNNER_DEBUG: '1' } : {}),
  };
}

/** The runner context. */
function runnerContext(rc: RunContext, runnerTemp: string, hosting: string): Record<string, unknown> {
  return {
    os: runnerOs(),
    arch: runnerArch(),
    name: 'sarif-pipeline run',
    environment: hosting,
    temp: runnerTemp,
    tool_cache: rc.toolCache,
    debug: rc.debug ? '1' : '',
  };
}

/** The job's env (the workflow's, then the job's `env:`) and its `defaults.run` (over the workflow's). */
function jobEnv(
  rc: RunContext,
  e: Keys,
  contexts: Record<string, unknown>,
): { env: Record<string, string>; defaults: JobState['defaults'] } {
  const env = { ...rc.env };
  const scope = legScope(rc, contexts, env);
  Object.assign(env, evaluateEnv(e.get('env'), scope));
  const run = entries(entries(e.get('defaults')).get('run'));
  return {
    env,
    defaults: {
      shell: (evaluateToken(run.get('shell'), scope) as string | undefined) ?? rc.defaults.shell,
      shellAt: run.get('shell') ? at(where(rc.workflow.file, run.get('shell'))) : rc.defaults.shellAt,
      workingDirectory:
        (evaluateToken(run.get('working-directory'), scope) as string | undefined) ??
        rc.defaults.workingDirectory,
    },
  };
}

/**
 * A job's `timeout-minutes` and its cancellation (fail-fast, Ctrl-C) as one signal for its steps; either marks
 * the job cancelled.
 */
class JobDeadline {
  timedOut = false;
  private readonly abort = new AbortController();
  private readonly timer: NodeJS.Timeout;
  private readonly onCancel = () => this.abort.abort();

  constructor(
    minutes: number,
    private readonly cancel: AbortSignal,
    status: Status,
  ) {
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.abort.abort();
    }, minutes * 60_000);
    cancel.addEventListener('abort', this.onCancel, { once: true });
    this.abort.signal.addEventListener('abort', () => (status.cancelled = true), { once: true });
    if (cancel.aborted) this.abort.abort();
  }

  get signal(): AbortSignal {
    return this.abort.signal;
  }

  /** The job has ended: the timer and the cancellation no longer concern it. */
  dispose(): void {
    clearTimeout(this.timer);
    this.cancel.removeEventListener('abort', this.onCancel);
  }
}

/** A job's steps: its actions resolved, their pre, the steps, then the posts in reverse order. */
async function runJobSteps(job: JobState, frame: Frame, stepTokens: TemplateToken[]): Promise<void> {
  // A shell from an expression (defaults.run.shell: ${{ matrix.shell }}) is known now: checked before any step.
  checkStepShells(
    stepTokens,
    (e) =>
      e.has('shell') || !job.defaults.shell
        ? undefined
        : { shell: job.defaults.shell, place: `${job.defaults.shellAt ?? job.file} (defaults.run.shell)` },
    `job ${job.name}`,
    'No step of the job has run.',
  );
  const prepared = await prepareActions(job, stepTokens);
  await runPres(job, stepTokens, prepared, frame);
  await runSteps(job, stepTokens, frame, prepared);
  for (const post of job.posts.reverse()) await post();
}

/** The job's `outputs`, read from its steps; one that holds a masked value is not passed on, as on the service. */
function jobOutputs(
  rc: RunContext,
  e: Keys,
  contexts: Record<string, unknown>,
  name: string,
): Record<string, string> {
  const outputs: Record<string, string> = {};
  const scope: Scope = { contexts, workspace: rc.workspace, file: rc.workflow.file };
  for (const [k, t] of entries(e.get('outputs'))) {
    const v = asText(evaluateToken(t, scope));
    if (rc.log.masker.apply(v) !== v) {
      rc.log.jobLine(name, `warning: skip output '${k}' since it may contain secret.`);
      continue;
    }
    outputs[k] = v;
  }
  return outputs;
}
