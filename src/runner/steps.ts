/**
 * Steps, as the runner runs them: `run:` scripts (bash or sh, `working-directory`, `env`, `if`, `id`,
 * `continue-on-error`, `timeout-minutes`), and `uses:` for JavaScript actions (pre, main and post, with pre-if and
 * post-if; post steps in reverse order at the end of the job), composite actions (recursively, with their inputs
 * and outputs) and the checkout. Each process gets the runner's files and variables; what it writes to them is read
 * back after it: outputs, env for later steps, path, state for its post, its job summary.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, isAbsolute, join, resolve } from 'node:path';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import type { ActionRunsNode } from '@actions/workflow-parser/actions/action-template';
import { resolveUses, type Resolution, type Resolved } from './actions.js';
import {
  asText,
  evaluateCondition,
  evaluateText,
  evaluateToken,
  truthy,
  type Scope,
  type Status,
} from './expressions.js';
import type { Conclusion, RunLog } from './log.js';
import { runProcess, type ProcessResult } from './process.js';
import { FileCommandError, readKeyValues, readPaths, stepFiles } from './runner-files.js';
import { at, entries, items, literal, UnsupportedError, where, type ActionFile } from './workflow.js';
import { UserError } from '../errors.js';

export interface StepResult {
  outcome: Conclusion;
  conclusion: Conclusion;
  outputs: Record<string, string>;
}

/** What every step of one job shares. */
export interface JobState {
  /** The job's display name (with its matrix values). */
  name: string;
  file: string;
  workspace: string;
  runnerTemp: string;
  log: RunLog;
  resolution: Resolution;
  /** The runner's variables: GITHUB_*, ACTIONS_*, RUNNER_*, CI. */
  runnerEnv: Record<string, string>;
  /** The host's environment without the runner's names. */
  hostEnv: Record<string, string>;
  /** Workflow env, then job env, then what steps wrote to GITHUB_ENV. */
  env: Record<string, string>;
  /** GITHUB_PATH entries, newest first. */
  path: string[];
  /** github, vars, secrets, matrix, strategy, needs, job, runner, inputs. */
  contexts: Record<string, unknown>;
  defaults: { shell?: string; workingDirectory?: string };
  status: Status;
  /** Aborted when the job is cancelled (fail-fast) or past its timeout-minutes. */
  signal: AbortSignal;
  /** Post steps to run at the end of the job, in the order they were registered. */
  posts: (() => Promise<void>)[];
  /** Said once per run: actions/checkout uses the working directory. */
  said: Set<string>;
}

/** A composite action's own scope: its inputs, its steps, its directory. */
interface Frame {
  steps: Record<string, StepResult>;
  inputs: Record<string, unknown>;
  /** Env of the enclosing step (a composite's callers' step env). */
  env: Record<string, string>;
  actionPath?: string;
  file: string;
  /** The enclosing step's display name, for composite children. */
  prefix: string;
}

const minutes = (v: unknown, place: string): number | undefined => {
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0)
    throw new UserError(
      `${place}: timeout-minutes must be a positive number; got ${JSON.stringify(v)}`,
      undefined,
      1,
    );
  return n;
};

export function scopeOf(job: JobState, frame: Frame, env: Record<string, string>): Scope {
  return {
    contexts: {
      ...job.contexts,
      env,
      steps: frame.steps,
      inputs: frame.inputs,
      github: {
        ...(job.contexts.github as object),
        ...(frame.actionPath ? { action_path: frame.actionPath } : {}),
      },
    },
    status: job.status,
    workspace: job.workspace,
    file: frame.file,
  };
}

/** The environment of a step's process. */
/**
 * The runner's own services, which it gives to actions' processes but withholds from `run:` scripts (the OIDC
 * request pair is given to both).
 */
const ACTIONS_ONLY = [
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_RUNTIME_URL',
  'ACTIONS_RESULTS_URL',
  'ACTIONS_CACHE_URL',
];

function processEnv(
  job: JobState,
  env: Record<string, string>,
  extra: Record<string, string>,
  kind: 'script' | 'action',
): Record<string, string> {
  const base: Record<string, string> = { ...job.hostEnv, ...job.runnerEnv, ...env, ...extra };
  if (kind === 'script') for (const k of ACTIONS_ONLY) delete base[k];
  const hostPath = base.PATH ?? '';
  base.PATH = [...job.path, hostPath].filter((p) => p !== '').join(delimiter);
  return base;
}

/** Read what a process wrote to its files; apply env and path to the job. */
function collect(
  job: JobState,
  files: ReturnType<typeof stepFiles>,
  outputs: Record<string, string>,
  state?: Record<string, string>,
): void {
  Object.assign(outputs, readKeyValues(files.GITHUB_OUTPUT, 'GITHUB_OUTPUT'));
  const env = readKeyValues(files.GITHUB_ENV, 'GITHUB_ENV');
  for (const [k, v] of Object.entries(env)) {
    if (/^NODE_OPTIONS$/i.test(k)) {
      job.log.stepLine(
        job.name,
        'warning: NODE_OPTIONS cannot be set through GITHUB_ENV (the runner refuses it too)',
      );
      continue;
    }
    job.env[k] = v;
  }
  job.path.unshift(...readPaths(files.GITHUB_PATH).reverse());
  if (state) Object.assign(state, readKeyValues(files.GITHUB_STATE, 'GITHUB_STATE'));
  const summary = readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8');
  if (summary.trim() !== '') job.log.summary(job.name, summary);
}

async function spawnWithFiles(
  job: JobState,
  stepName: string,
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
  extra: Record<string, string>,
  timeoutMs: number | undefined,
  outputs: Record<string, string>,
  state?: Record<string, string>,
  kind: 'script' | 'action' = 'action',
): Promise<ProcessResult> {
  const files = stepFiles(job.runnerTemp);
  const result = await runProcess({
    command,
    args,
    cwd,
    env: processEnv(job, env, { ...extra, ...files }, kind),
    job: job.name,
    step: stepName,
    log: job.log,
    timeoutMs,
    // A step that runs after the job was cancelled (if: always() or cancelled()) is not stopped by it.
    signal: job.signal.aborted ? undefined : job.signal,
    onOutput: (k, v) => (outputs[k] = v),
    onState: (k, v) => {
      if (state) state[k] = v;
    },
  });
  try {
    collect(job, files, outputs, state);
  } catch (err) {
    if (!(err instanceof FileCommandError)) throw err;
    job.log.annotate({ level: 'error', message: err.message, job: job.name, step: stepName });
    return { ...result, code: result.code === 0 ? 1 : result.code };
  }
  return result;
}

/** The shell of a `run:` step: bash, sh, or a template with {0}; the rest refused. */
function shellCommand(
  shell: string | undefined,
  script: string,
  place: string,
): { command: string; args: string[] } {
  const bash = () => ['/bin/bash', '/usr/bin/bash'].find((p) => existsSync(p));
  if (shell === undefined) {
    const b = bash();
    return b ? { command: b, args: ['-e', script] } : { command: 'sh', args: ['-e', script] };
  }
  if (shell === 'bash')
    return { command: bash() ?? 'bash', args: ['--noprofile', '--norc', '-eo', 'pipefail', script] };
  if (shell === 'sh') return { command: 'sh', args: ['-e', script] };
  if (shell.includes('{0}')) {
    const [command, ...args] = shell.trim().split(/\s+/);
    if (!/^(\/\S*\/)?(bash|sh)$/.test(command))
      throw new UserError(
        `${place}: shell ${JSON.stringify(shell)}: only bash and sh run here (as templates too)`,
        undefined,
        1,
      );
    return { command, args: args.map((a) => (a === '{0}' ? script : a)) };
  }
  throw new UserError(
    `${place}: shell ${shell} is not supported by sarif-pipeline run (bash and sh are; pwsh, python, cmd and powershell are not)`,
    undefined,
    1,
  );
}

const inputEnvName = (name: string) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;

/** The inputs of an action: `with:` evaluated, then each declared input's default, as the runner fills them in. */
function actionInputs(
  job: JobState,
  frame: Frame,
  env: Record<string, string>,
  action: ActionFile,
  withToken: TemplateToken | undefined,
  stepName: string,
): Record<string, string> {
  const scope = scopeOf(job, frame, env);
  const given = (evaluateToken(withToken, scope) ?? {}) as Record<string, unknown>;
  const out: Record<string, string> = {};
  const declared = action.template.inputs ?? [];
  const known = new Set(declared.map((i) => i.id.toLowerCase()));
  const unexpected = Object.keys(given).filter((k) => !known.has(k.toLowerCase()));
  if (unexpected.length > 0)
    job.log.annotate({
      level: 'warning',
      message: `Unexpected input(s) '${unexpected.join("', '")}', valid inputs are ['${declared.map((i) => i.id).join("', '")}']`,
      job: job.name,
      step: stepName,
    });
  for (const [k, v] of Object.entries(given)) out[k] = asText(v);
  // Defaults see github, runner, env... (the caller's scope, as the runner evaluates them), not the caller's inputs.
  const defaultsScope: Scope = { ...scope, file: action.file };
  for (const input of declared) {
    const key = Object.keys(out).find((k) => k.toLowerCase() === input.id.toLowerCase());
    if (key !== undefined) continue;
    if (input.default !== undefined) out[input.id] = evaluateText(input.default, defaultsScope);
    else if (input.required) out[input.id] = '';
  }
  return out;
}

export interface PreparedAction {
  resolved: Resolved;
  /** Outputs the pre step saved to GITHUB_STATE. */
  state: Record<string, string>;
}

/** Resolve the `uses:` of a job's steps at the start of the job (as the runner downloads them) and run their pre. */
export async function prepareActions(
  job: JobState,
  stepTokens: TemplateToken[],
): Promise<Map<TemplateToken, PreparedAction>> {
  const prepared = new Map<TemplateToken, PreparedAction>();
  for (const t of stepTokens) {
    const e = entries(t);
    const usesToken = e.get('uses');
    if (!usesToken) continue;
    const uses = literal(usesToken);
    if (uses === undefined)
      throw new UnsupportedError(
        where(job.file, usesToken),
        'an expression in uses:',
        'uses: takes a literal action reference.',
      );
    let resolved: Resolved;
    try {
      resolved = resolveUses(uses, job.resolution);
    } catch (err) {
      if (err instanceof UserError && !(err instanceof UnsupportedError))
        throw new UserError(`${at(where(job.file, usesToken))}: ${err.message}`, err.hint, err.exitCode);
      throw err;
    }
    if (resolved.kind === 'action' && resolved.action.template.runs.using === 'docker')
      throw new UnsupportedError(
        where(job.file, usesToken),
        `${uses}: a docker container action`,
        'There is no container runtime here: run it with the service or nektos/act.',
      );
    if (resolved.kind === 'action' && ['node12', 'node16'].includes(resolved.action.template.runs.using))
      job.log.jobLine(
        job.name,
        `note: ${uses} declares ${resolved.action.template.runs.using}; it runs on this machine's Node ${process.versions.node}`,
      );
    prepared.set(t, { resolved, state: {} });
  }
  return prepared;
}

/** Run `pre` of the prepared node actions (pre-if, default always()). */
export async function runPres(
  job: JobState,
  stepTokens: TemplateToken[],
  prepared: Map<TemplateToken, PreparedAction>,
  frame: Frame,
): Promise<void> {
  for (const t of stepTokens) {
    const p = prepared.get(t);
    if (!p || p.resolved.kind !== 'action') continue;
    const runs = p.resolved.action.template.runs;
    if (runs.using === 'composite' || runs.using === 'docker' || !runs.pre) continue;
    const e = entries(t);
    const name = `Pre ${stepDisplayName(job, frame, e)}`;
    const scope = scopeOf(job, frame, job.env);
    const run = evaluateCondition(undefined, scope, runs.preIf ?? 'always()');
    if (!run) continue;
    const started = Date.now();
    job.log.stepStart(job.name, name);
    const inputs = actionInputs(job, frame, job.env, p.resolved.action, e.get('with'), name);
    const r = await runNode(
      job,
      name,
      p.resolved.dir,
      runs.pre,
      p.resolved,
      inputs,
      stepEnv(job, frame, e),
      undefined,
      {},
      p.state,
      literal(e.get('id')),
    );
    const conclusion: Conclusion = r.code === 0 ? 'success' : 'failure';
    if (conclusion === 'failure') job.status.state = 'failure';
    job.log.stepEnd({ job: job.name, step: name, conclusion, outcome: conclusion, ms: Date.now() - started });
  }
}

function stepDisplayName(job: JobState, frame: Frame, e: Map<string, TemplateToken>): string {
  const nameToken = e.get('name');
  if (nameToken) {
    try {
      return frame.prefix + evaluateText(nameToken, scopeOf(job, frame, job.env));
    } catch {
      return frame.prefix + (literal(nameToken) ?? 'step');
    }
  }
  const uses = literal(e.get('uses'));
  if (uses) return `${frame.prefix}Run ${uses}`;
  const run = literal(e.get('run')) ?? (e.get('run') as { source?: string } | undefined)?.source ?? '';
  // As the service names it: "Run " and the script's first line (here cut at 60 characters, with an ellipsis).
  const first = run.trim().split('\n')[0];
  return `${frame.prefix}Run ${first.length > 60 ? `${first.slice(0, 59)}…` : first}`;
}

/** The step's env: job env (and the caller's, in a composite) with the step's own `env:` evaluated over it. */
function stepEnv(job: JobState, frame: Frame, e: Map<string, TemplateToken>): Record<string, string> {
  const env = { ...job.env, ...frame.env };
  const own = evaluateToken(e.get('env'), scopeOf(job, frame, env)) as Record<string, unknown> | undefined;
  for (const [k, v] of Object.entries(own ?? {})) env[k] = asText(v);
  return env;
}

async function runNode(
  job: JobState,
  stepName: string,
  dir: string,
  entry: string,
  resolved: Resolved & { kind: 'action' },
  inputs: Record<string, string>,
  env: Record<string, string>,
  timeoutMs: number | undefined,
  outputs: Record<string, string>,
  state: Record<string, string>,
  id: string | undefined,
): Promise<ProcessResult> {
  const extra: Record<string, string> = {
    GITHUB_ACTION: id ?? `__${(resolved.repository ?? 'run').replace(/[^A-Za-z0-9]/g, '_')}`,
    GITHUB_ACTION_PATH: dir,
    ...(resolved.repository ? { GITHUB_ACTION_REPOSITORY: resolved.repository } : {}),
    ...(resolved.ref ? { GITHUB_ACTION_REF: resolved.ref } : {}),
  };
  for (const [k, v] of Object.entries(inputs)) extra[inputEnvName(k)] = v;
  for (const [k, v] of Object.entries(state)) extra[`STATE_${k}`] = v;
  const script = resolve(dir, entry);
  if (!existsSync(script)) {
    job.log.annotate({
      level: 'error',
      message: `${resolved.uses}: ${entry} does not exist in ${dir}`,
      job: job.name,
      step: stepName,
    });
    return { code: 1, timedOut: false, cancelled: false };
  }
  return spawnWithFiles(
    job,
    stepName,
    process.execPath,
    [script],
    job.workspace,
    env,
    extra,
    timeoutMs,
    outputs,
    state,
  );
}

/** Run a list of steps (a job's, or a composite action's) in the frame; returns the frame's steps context. */
export async function runSteps(
  job: JobState,
  stepTokens: TemplateToken[],
  frame: Frame,
  prepared: Map<TemplateToken, PreparedAction>,
): Promise<void> {
  for (const t of stepTokens) {
    const e = entries(t);
    const id = literal(e.get('id'));
    const name = stepDisplayName(job, frame, e);
    const started = Date.now();
    let outcome: Conclusion;
    let outputs: Record<string, string> = {};
    let continueOnError = false;
    const scope0 = scopeOf(job, frame, { ...job.env, ...frame.env });
    let run: boolean;
    try {
      run = evaluateCondition(e.get('if'), scope0);
    } catch (err) {
      job.log.stepStart(job.name, name);
      job.log.annotate({ level: 'error', message: (err as Error).message, job: job.name, step: name });
      run = false;
      outcome = 'failure';
      job.status.state = 'failure';
      job.log.stepEnd(
        { job: job.name, step: name, conclusion: 'failure', outcome: 'failure', ms: 0 },
        !frame.actionPath,
      );
      if (id) frame.steps[id] = { outcome: 'failure', conclusion: 'failure', outputs: {} };
      continue;
    }
    if (!run) {
      if (id) frame.steps[id] = { outcome: 'skipped', conclusion: 'skipped', outputs: {} };
      job.log.stepEnd(
        { job: job.name, step: name, conclusion: 'skipped', outcome: 'skipped', ms: 0 },
        !frame.actionPath,
      );
      continue;
    }
    job.log.stepStart(job.name, name);
    try {
      continueOnError = truthy(evaluateToken(e.get('continue-on-error'), scope0) ?? false);
      const timeout = minutes(
        evaluateToken(e.get('timeout-minutes'), scope0),
        at(where(frame.file, e.get('timeout-minutes'))),
      );
      const timeoutMs = timeout === undefined ? undefined : timeout * 60_000;
      const env = stepEnv(job, frame, e);
      const scope = scopeOf(job, frame, env);
      let result: ProcessResult;
      if (e.has('run')) {
        const script = evaluateText(e.get('run'), scope);
        const shell = literal(e.get('shell')) ?? (frame.actionPath ? undefined : job.defaults.shell);
        if (frame.actionPath && !e.has('shell'))
          throw new UserError(
            `${at(where(frame.file, t))}: a run step of a composite action needs shell:`,
            undefined,
            1,
          );
        const wdToken = e.get('working-directory');
        const wd = wdToken
          ? evaluateText(wdToken, scope)
          : frame.actionPath
            ? undefined
            : job.defaults.workingDirectory;
        const cwd = wd ? (isAbsolute(wd) ? wd : join(job.workspace, wd)) : job.workspace;
        if (!existsSync(cwd))
          throw new UserError(
            `${at(where(frame.file, wdToken ?? t))}: working-directory ${wd} does not exist`,
            undefined,
            1,
          );
        const scriptDir = join(job.runnerTemp, 'scripts');
        mkdirSync(scriptDir, { recursive: true });
        const file = join(scriptDir, `${randomUUID()}.sh`);
        writeFileSync(file, script);
        const { command, args } = shellCommand(shell, file, at(where(frame.file, e.get('shell') ?? t)));
        result = await spawnWithFiles(
          job,
          name,
          command,
          args,
          cwd,
          env,
          {
            GITHUB_ACTION: id ?? '__run',
            ...(frame.actionPath ? { GITHUB_ACTION_PATH: frame.actionPath } : {}),
          },
          timeoutMs,
          outputs,
          undefined,
          'script',
        );
      } else {
        const p = prepared.get(t) ?? (await prepareActions(job, [t])).get(t)!;
        const resolved = p.resolved;
        if (resolved.kind === 'checkout') {
          if (!job.said.has('checkout')) {
            job.said.add('checkout');
            job.log.stepLine(
              job.name,
              `actions/checkout: the working directory ${job.workspace} is the checkout (nothing is fetched)`,
            );
          }
          outputs = {
            ref: String(job.runnerEnv.GITHUB_REF ?? ''),
            commit: String(job.runnerEnv.GITHUB_SHA ?? ''),
          };
          result = { code: 0, timedOut: false, cancelled: false };
        } else {
          if (resolved.mappedFrom)
            job.log.stepLine(
              job.name,
              `--use: ${resolved.mappedFrom} → ${resolved.uses === resolved.dir ? resolved.dir : resolved.uses}`,
            );
          const runs = resolved.action.template.runs;
          const inputs = actionInputs(job, frame, env, resolved.action, e.get('with'), name);
          if (runs.using === 'composite') {
            result = await runComposite(job, resolved, inputs, env, name, outputs, timeoutMs);
          } else if (runs.using === 'docker') {
            throw new UnsupportedError(
              where(frame.file, e.get('uses')),
              `${resolved.uses}: a docker container action`,
            );
          } else {
            const node = runs as ActionRunsNode;
            result = await runNode(
              job,
              name,
              resolved.dir,
              node.main,
              resolved,
              inputs,
              env,
              timeoutMs,
              outputs,
              p.state,
              id,
            );
            if (node.post) {
              const post = node.post;
              const postIf = node.postIf ?? 'always()';
              const postName = `Post ${name}`;
              job.posts.push(async () => {
                if (!evaluateCondition(undefined, scopeOf(job, frame, job.env), postIf)) return;
                const s = Date.now();
                job.log.stepStart(job.name, postName);
                const r = await runNode(
                  job,
                  postName,
                  resolved.dir,
                  post,
                  resolved,
                  inputs,
                  env,
                  undefined,
                  {},
                  p.state,
                  id,
                );
                const c: Conclusion = r.code === 0 ? 'success' : 'failure';
                if (c === 'failure') job.status.state = 'failure';
                job.log.stepEnd({
                  job: job.name,
                  step: postName,
                  conclusion: c,
                  outcome: c,
                  ms: Date.now() - s,
                });
              });
            }
          }
        }
      }
      if (result.timedOut)
        job.log.annotate({
          level: 'error',
          message: `The step has timed out after ${timeoutMs! / 60_000} minutes.`,
          job: job.name,
          step: name,
        });
      if (result.code !== 0 && !result.timedOut && !result.cancelled)
        job.log.annotate({
          level: 'error',
          message: `Process completed with exit code ${result.code}.`,
          job: job.name,
          step: name,
        });
      outcome = result.cancelled ? 'cancelled' : result.code === 0 ? 'success' : 'failure';
    } catch (err) {
      if (!(err instanceof UserError)) throw err;
      if (err instanceof UnsupportedError) throw err;
      job.log.annotate({ level: 'error', message: err.message, job: job.name, step: name });
      outcome = 'failure';
    }
    const conclusion: Conclusion = outcome === 'failure' && continueOnError ? 'success' : outcome;
    if (conclusion === 'failure') job.status.state = 'failure';
    if (id) frame.steps[id] = { outcome, conclusion, outputs };
    job.log.stepEnd(
      { job: job.name, step: name, conclusion, outcome, ms: Date.now() - started },
      !frame.actionPath,
    );
  }
}

/** A composite action: its steps in their own frame, then its outputs from their steps. */
async function runComposite(
  job: JobState,
  resolved: Resolved & { kind: 'action' },
  inputs: Record<string, string>,
  env: Record<string, string>,
  name: string,
  outputs: Record<string, string>,
  timeoutMs: number | undefined,
): Promise<ProcessResult> {
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

export type { Frame };
