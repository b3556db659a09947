/**
 * Steps, as the runner runs them: `run:` scripts (their shell: shells.ts; `working-directory`, `env`, `if`, `id`,
 * `continue-on-error`, `timeout-minutes`), and `uses:` for JavaScript actions (pre, main and post, with pre-if and
 * post-if; post steps in reverse order at the end of the job), composite actions (recursively, with their inputs
 * and outputs) and the checkout. Each process gets the runner's files and variables; what it writes to them is read
 * back after it: outputs, env for later steps, path, state for its post, its job summary.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import type { ActionRunsNode } from '@actions/workflow-parser/actions/action-template';
import type { Resolved } from './actions.js';
import { evaluateCondition, evaluateText, evaluateToken, truthy, type Scope } from './expressions.js';
import {
  scopeOf,
  stepDisplayName,
  stepEnv,
  type Frame,
  type JobState,
  type StepResult,
} from './job-state.js';
import { withHint, type Conclusion } from './log.js';
import {
  actionInputs,
  isLocalUse,
  prepareActions,
  runNodeAction,
  type PreparedAction,
} from './node-actions.js';
import type { ProcessResult } from './process.js';
import { noteLocalFix } from './local-hints.js';
import { shellPlan, withScript } from './shells.js';
import { stepIds } from './step-ids.js';
import { spawnWithFiles } from './step-process.js';
import { at, entries, items, literal, UnsupportedError, where } from './workflow.js';
import { UserError } from '../errors.js';
import { writeProblem } from '../write-whole.js';
import { makeDirectory } from '../make-directory.js';

/** One step of a list, as its run reads it: its token and keys, its id and its display name. */
interface StepCall {
  token: TemplateToken;
  e: Map<string, TemplateToken>;
  id: string | undefined;
  name: string;
}

/** What a step's work needs besides the step: its env, its deadline, where its outputs go. */
interface StepWork {
  env: Record<string, string>;
  timeoutMs: number | undefined;
  outputs: Record<string, string>;
}

/** How deep a composite action's frame is (its steps' depth): 1 for a job step's composite, absent for the job's. */
const compositeDepth = new WeakMap<Frame, number>();

/** The runner's limit (Constants.CompositeActionsMaxDepth): composite actions nest at most this deep. */
const COMPOSITE_MAX_DEPTH = 9;

/** Run a list of steps (a job's, or a composite action's) in the frame, one after the other. */
export async function runSteps(
  job: JobState,
  stepTokens: TemplateToken[],
  frame: Frame,
  prepared: Map<TemplateToken, PreparedAction>,
): Promise<void> {
  const ids = stepIds(stepTokens);
  for (const t of stepTokens) await runStep(job, frame, t, prepared, ids.get(t)!);
}

/** One step: its `if:`, its work, its conclusion (after continue-on-error) in the log and the steps context. */
async function runStep(
  job: JobState,
  frame: Frame,
  t: TemplateToken,
  prepared: Map<TemplateToken, PreparedAction>,
  actionId: string,
): Promise<void> {
  frame.action = actionId;
  const e = entries(t);
  const step: StepCall = { token: t, e, id: literal(e.get('id')), name: stepDisplayName(job, frame, e) };
  const started = Date.now();
  const scope = scopeOf(job, frame, { ...job.env, ...frame.env });
  let run: boolean;
  try {
    run = evaluateCondition(e.get('if'), scope);
  } catch (err) {
    job.log.stepStart(job.name, step.name);
    job.log.annotate({ level: 'error', message: (err as Error).message, job: job.name, step: step.name });
    endStep(job, frame, step, { outcome: 'failure', conclusion: 'failure', outputs: {} }, 0);
    return;
  }
  if (!run) {
    endStep(job, frame, step, { outcome: 'skipped', conclusion: 'skipped', outputs: {} }, 0);
    return;
  }
  job.log.stepStart(job.name, step.name);
  const annotationsBefore = job.log.annotations.length;
  const outputs: Record<string, string> = {};
  let continueOnError = false;
  let outcome: Conclusion;
  try {
    continueOnError = truthy(evaluateToken(e.get('continue-on-error'), scope) ?? false);
    const work: StepWork = { timeoutMs: stepTimeout(frame, e, scope), env: stepEnv(job, frame, e), outputs };
    const result = e.has('run')
      ? await runScript(job, frame, step, work)
      : await runUses(job, frame, step, prepared, work);
    outcome = processOutcome(job, step.name, result, e.has('run'));
  } catch (err) {
    const problem = unwritable(err);
    if (!problem && (!(err instanceof UserError) || err instanceof UnsupportedError)) throw err;
    job.log.annotate({
      level: 'error',
      message: problem ?? withHint(err as UserError),
      job: job.name,
      step: step.name,
    });
    outcome = 'failure';
  }
  if (outcome === 'failure') noteLocalFix(job, step.name, annotationsBefore);
  const conclusion: Conclusion = outcome === 'failure' && continueOnError ? 'success' : outcome;
  endStep(job, frame, step, { outcome, conclusion, outputs }, Date.now() - started);
}

/**
 * The runner's own files for a step (its script, its file commands) that could not be written: a full disk, a quota,
 * a RUNNER_TEMP an earlier step made read-only. That step fails, saying so; the job goes on to the steps that run
 * after a failure (`if: always()`), which may free the space, rather than the whole run stopping.
 */
function unwritable(err: unknown): string | undefined {
  const e = err as NodeJS.ErrnoException;
  // A process that could not be started is its step's own failure (step-process.ts), never a file of the runner's.
  const why = e.syscall?.startsWith('spawn') ? undefined : writeProblem(err);
  if (!why) return undefined;
  // A write's own error names no file (an open's does).
  const what = e.path ?? 'its files in RUNNER_TEMP (its script, its file commands)';
  const fix = ['ENOSPC', 'EDQUOT', 'EFBIG'].includes(e.code ?? '')
    ? 'Free some space (a step with if: always() still runs) and run again.'
    : 'An earlier step changed RUNNER_TEMP under the runner: leave its directories (_runner_file_commands, scripts) to it.';
  return `The runner could not prepare this step: cannot write ${what}: ${why}. ${fix}`;
}

/** A step's end: a failure fails the job, its id gets its result, the log its line (a composite's inner steps are not in the table). */
function endStep(job: JobState, frame: Frame, step: StepCall, result: StepResult, ms: number): void {
  const { outcome, conclusion } = result;
  if (conclusion === 'failure') job.status.state = 'failure';
  if (step.id) frame.steps[step.id] = result;
  job.log.stepEnd({ job: job.name, step: step.name, conclusion, outcome, ms }, !frame.actionPath);
}

/** A step's `timeout-minutes`, in milliseconds. */
function stepTimeout(frame: Frame, e: Map<string, TemplateToken>, scope: Scope): number | undefined {
  const token = e.get('timeout-minutes');
  const v = evaluateToken(token, scope);
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0)
    throw new UserError(
      `${at(where(frame.file, token))}: timeout-minutes must be a positive number; got ${JSON.stringify(v)}`,
      undefined,
      1,
    );
  return n * 60_000;
}

/**
 * How a step's process ended, as its outcome, with the annotation the runner adds for a timeout, or for a script's
 * exit code (an action says itself why it failed: the runner adds nothing for its exit code).
 */
function processOutcome(job: JobState, name: string, result: ProcessResult, script: boolean): Conclusion {
  if (result.timedOut)
    job.log.annotate({ level: 'error', message: 'The action has timed out.', job: job.name, step: name });
  if (script && result.code !== 0 && !result.timedOut && !result.cancelled)
    job.log.annotate({
      level: 'error',
      message: `Process completed with exit code ${result.code}.`,
      job: job.name,
      step: name,
    });
  return result.cancelled ? 'cancelled' : result.code === 0 && !result.commandFailed ? 'success' : 'failure';
}

/** A `run:` step: its script written to a file and run by its shell in its working directory. */
async function runScript(
  job: JobState,
  frame: Frame,
  step: StepCall,
  work: StepWork,
): Promise<ProcessResult> {
  const { e, token: t } = step;
  const scope = scopeOf(job, frame, work.env);
  const script = evaluateText(e.get('run'), scope);
  const shell = literal(e.get('shell')) ?? (frame.actionPath ? undefined : job.defaults.shell);
  if (frame.actionPath && !e.has('shell'))
    throw new UserError(
      `${at(where(frame.file, t))}: a run step of a composite action needs shell:`,
      undefined,
      1,
    );
  const cwd = workingDirectory(job, frame, step, scope);
  // Where the shell is named: the step's shell:, else the defaults.run.shell it comes from, else the step.
  const shellAt =
    e.has('shell') || frame.actionPath || !job.defaults.shellAt
      ? at(where(frame.file, e.get('shell') ?? t))
      : `${job.defaults.shellAt} (defaults.run.shell, for the step at ${at(where(frame.file, t))})`;
  const plan = shellPlan(shell, shellAt, [...job.path, job.hostEnv.PATH ?? ''].join(delimiter));
  const scriptDir = join(job.runnerTemp, 'scripts');
  makeDirectory(scriptDir);
  const file = join(scriptDir, `${randomUUID()}${plan.ext}`);
  writeFileSync(file, script);
  return spawnWithFiles(job, {
    step: step.name,
    command: plan.command,
    args: withScript(plan, file),
    cwd,
    env: work.env,
    extra: {
      GITHUB_ACTION: frame.action ?? '__run',
      ...(frame.actionPath ? { GITHUB_ACTION_PATH: frame.actionPath } : {}),
    },
    timeoutMs: work.timeoutMs,
    outputs: work.outputs,
    kind: 'script',
  });
}

/** A `run:` step's directory: its `working-directory` (else the job's default, outside a composite) in the workspace. */
function workingDirectory(job: JobState, frame: Frame, step: StepCall, scope: Scope): string {
  const wdToken = step.e.get('working-directory');
  const wd = wdToken
    ? evaluateText(wdToken, scope)
    : frame.actionPath
      ? undefined
      : job.defaults.workingDirectory;
  const cwd = wd ? (isAbsolute(wd) ? wd : join(job.workspace, wd)) : job.workspace;
  if (!existsSync(cwd))
    throw new UserError(
      `${at(where(frame.file, wdToken ?? step.token))}: working-directory ${wd} does not exist`,
      undefined,
      1,
    );
  return cwd;
}

/** A `uses:` step: the checkout, a composite action or a JavaScript action (docker ones are refused). */
async function runUses(
  job: JobState,
  frame: Frame,
  step: StepCall,
  prepared: Map<TemplateToken, PreparedAction>,
  work: StepWork,
): Promise<ProcessResult> {
  const { e, token: t, name } = step;
  const p = prepared.get(t) ?? (await prepareActions(job, [t])).get(t)!;
  const resolved = p.resolved;
  if (resolved.kind === 'checkout') {
    const given = (evaluateToken(e.get('with'), scopeOf(job, frame, work.env)) ?? {}) as Record<
      string,
      unknown
    >;
    return runCheckout(job, name, given, work.outputs);
  }
  if (resolved.mappedFrom)
    job.log.stepLine(
      job.name,
      `--use: ${resolved.mappedFrom} → ${resolved.uses === resolved.dir ? resolved.dir : resolved.uses}`,
    );
  else if (resolved.ownStep)
    // Whatever its owner and ref: say so, a workflow pinned to another release runs this copy's code.
    job.log.stepLine(job.name, `${resolved.uses}: this package's step, from ${resolved.ownStep} (any ref)`);
  const runs = resolved.action.template.runs;
  const inputs = actionInputs(job, frame, work.env, resolved.action, e.get('with'), name);
  if (runs.using === 'composite') {
    const depth = (compositeDepth.get(frame) ?? 0) + 1;
    if (depth > COMPOSITE_MAX_DEPTH)
      throw new UserError(
        `${at(where(frame.file, e.get('uses')))}: Composite action depth exceeded max depth ${COMPOSITE_MAX_DEPTH}`,
        undefined,
        1,
      );
    return runComposite(job, resolved, inputs, name, work, depth);
  }
  if (runs.using === 'docker')
    throw new UnsupportedError(
      where(frame.file, e.get('uses')),
      `${resolved.uses}: a docker container action`,
    );
  if ((runs as ActionRunsNode).pre && isLocalUse(p, e))
    job.log.annotate({
      level: 'warning',
      message: `\`pre\` execution is not supported for local action from '${literal(e.get('uses'))}'`,
      job: job.name,
      step: name,
    });
  return runNodeAction(job, frame, {
    step: name,
    resolved,
    entry: (runs as ActionRunsNode).main,
    inputs,
    env: work.env,
    timeoutMs: work.timeoutMs,
    outputs: work.outputs,
    state: p.state,
    id: frame.action ?? '',
  });
}

/**
 * actions/checkout: the working directory is the checkout (said once a run); its outputs are the run's ref and sha.
 * Inputs that would check out something else (another repository, ref or directory, submodules, LFS, a sparse
 * checkout) are not applied: a warning names them, every time, since the steps after it would work on other files
 * than the workflow meant.
 */
function runCheckout(
  job: JobState,
  step: string,
  given: Record<string, unknown>,
  outputs: Record<string, string>,
): ProcessResult {
  if (!job.said.has('checkout')) {
    job.said.add('checkout');
    job.log.stepLine(
      job.name,
      `actions/checkout: the working directory ${job.workspace} is the checkout (nothing is fetched)`,
    );
  }
  const ignored = ignoredCheckoutInputs(job, given);
  if (ignored.length > 0)
    job.log.annotate({
      level: 'warning',
      message: `actions/checkout: ${ignored.join(', ')} not applied: sarif-pipeline run uses the working directory as the checkout, as it is`,
      job: job.name,
      step,
    });
  outputs.ref = String(job.runnerEnv.GITHUB_REF ?? '');
  outputs.commit = String(job.runnerEnv.GITHUB_SHA ?? '');
  return { code: 0, timedOut: false, cancelled: false };
}

/** The checkout inputs given that ask for other files than the working directory holds, as `name: value`. */
function ignoredCheckoutInputs(job: JobState, given: Record<string, unknown>): string[] {
  const value = (k: string) => {
    const key = Object.keys(given).find((x) => x.toLowerCase() === k);
    const v = key === undefined ? undefined : given[key];
    return v === undefined || v === null ? '' : String(v).trim();
  };
  const env = job.runnerEnv;
  const ref = value('ref');
  const refNames = [
    env.GITHUB_REF,
    env.GITHUB_SHA,
    String(env.GITHUB_REF ?? '').replace(/^refs\/(heads|tags)\//, ''),
  ];
  const out: string[] = [];
  const repository = value('repository');
  if (repository && repository.toLowerCase() !== String(env.GITHUB_REPOSITORY ?? '').toLowerCase())
    out.push(`repository: ${repository}`);
  if (ref && !refNames.includes(ref)) out.push(`ref: ${ref}`);
  const path = value('path');
  if (path && path !== '.' && path !== './') out.push(`path: ${path}`);
  for (const k of ['submodules', 'lfs'])
    if (value(k) && value(k).toLowerCase() !== 'false') out.push(`${k}: ${value(k)}`);
  if (value('sparse-checkout')) out.push('sparse-checkout');
  return out;
}

/**
 * A composite action: its steps in their own frame (under the step's deadline, at the depth given), then its outputs
 * from their steps.
 */
async function runComposite(
  job: JobState,
  resolved: Resolved & { kind: 'action' },
  inputs: Record<string, string>,
  name: string,
  work: StepWork,
  depth: number,
): Promise<ProcessResult> {
  const { env, timeoutMs, outputs } = work;
  const runs = entries(resolved.action.root.get('runs'));
  const stepTokens = items(runs.get('steps'));
  const frame: Frame = {
    steps: {},
    inputs,
    env,
    actionPath: resolved.dir,
    file: resolved.action.file,
    prefix: `${name} › `,
  };
  compositeDepth.set(frame, depth);
  const saved = job.status.state;
  job.status.state = 'success';
  const inner: JobState = { ...job };
  const timer = timeoutMs === undefined ? undefined : new AbortController();
  let timedOut = false;
  const t = timer ? setTimeout(() => ((timedOut = true), timer.abort()), timeoutMs) : undefined;
  if (timer) inner.signal = AbortSignal.any([job.signal, timer.signal]);
  try {
    await runSteps(inner, stepTokens, frame, new Map());
  } finally {
    if (t) clearTimeout(t);
  }
  const failed = inner.status.state === 'failure';
  job.status.state = saved;
  const scope = scopeOf(job, frame, env);
  for (const o of resolved.action.template.outputs ?? []) {
    if (o.value !== undefined)
      outputs[o.id] = evaluateText(o.value, { ...scope, file: resolved.action.file });
  }
  return { code: failed || timedOut ? 1 : 0, timedOut, cancelled: false };
}
