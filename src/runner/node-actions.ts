/**
 * `uses:` steps before and around their run: each action resolved at the start of the job (as the runner downloads
 * them), its inputs filled in, and a JavaScript action's processes: `pre` (pre-if) before the job's steps, `main` as
 * the step, `post` (post-if) queued for the end of the job, the three sharing the state the action saves.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import type { ActionRunsNode } from '@actions/workflow-parser/actions/action-template';
import { resolveUses, type Resolved } from './actions.js';
import { asText, evaluateCondition, evaluateText, evaluateToken, type Scope } from './expressions.js';
import { scopeOf, stepDisplayName, stepEnv, type Frame, type JobState } from './job-state.js';
import type { Conclusion } from './log.js';
import type { ProcessResult } from './process.js';
import { spawnWithFiles } from './step-process.js';
import { stepIds } from './step-ids.js';
import { at, entries, literal, UnsupportedError, where, type ActionFile } from './workflow.js';
import { UserError } from '../errors.js';

export interface PreparedAction {
  resolved: Resolved;
  /** Outputs the pre step saved to GITHUB_STATE. */
  state: Record<string, string>;
}

/** One process of a JavaScript action (its pre, main or post) for one step. */
export interface NodeRun {
  /** The step's display name. */
  step: string;
  resolved: Resolved & { kind: 'action' };
  /** The entry point, relative to the action's directory. */
  entry: string;
  inputs: Record<string, string>;
  env: Record<string, string>;
  timeoutMs: number | undefined;
  outputs: Record<string, string>;
  /** What the action saves to GITHUB_STATE, shared by its pre, main and post. */
  state: Record<string, string>;
  /** The step's id, its own or generated (GITHUB_ACTION). */
  id: string;
}

const inputEnvName = (name: string) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;

/** Resolve the `uses:` of a job's steps at the start of the job (as the runner downloads them). */
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
    // Every nodeNN action runs on this machine's Node: said when that is not the Node it declares (node24 here
    // on Node 20, node16 anywhere).
    const declared =
      resolved.kind === 'action' ? /^node(\d+)$/.exec(resolved.action.template.runs.using) : null;
    if (declared && declared[1] !== process.versions.node.split('.')[0])
      job.log.jobLine(
        job.name,
        `note: ${uses} declares ${declared[0]}; it runs on this machine's Node ${process.versions.node}`,
      );
    prepared.set(t, { resolved, state: {} });
  }
  return prepared;
}

/** The inputs of an action: `with:` evaluated, then each declared input's default, as the runner fills them in. */
export function actionInputs(
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

/** A `uses: ./path` of the workflow's own repository (not one --use put in the place of a remote action). */
export const isLocalUse = (p: PreparedAction, e: Map<string, TemplateToken>): boolean =>
  p.resolved.kind === 'action' && !p.resolved.mappedFrom && (literal(e.get('uses')) ?? '').startsWith('./');

/**
 * Run `pre` of the prepared node actions (pre-if, default always()); not for local actions, which the runner
 * resolves only when their step runs (it registers no pre for them, and says so at the step).
 */
export async function runPres(
  job: JobState,
  stepTokens: TemplateToken[],
  prepared: Map<TemplateToken, PreparedAction>,
  frame: Frame,
): Promise<void> {
  for (const t of stepTokens) {
    const p = prepared.get(t);
    if (!p || p.resolved.kind !== 'action') continue;
    const resolved = p.resolved;
    const runs = resolved.action.template.runs;
    if (runs.using === 'composite' || runs.using === 'docker' || !runs.pre) continue;
    const entry = runs.pre;
    const e = entries(t);
    if (isLocalUse(p, e)) continue;
    frame.action = stepIds(stepTokens).get(t)!;
    const name = `Pre ${stepDisplayName(job, frame, e)}`;
    const scope = scopeOf(job, frame, job.env);
    if (!evaluateCondition(undefined, scope, runs.preIf ?? 'always()')) continue;
    await runHook(job, name, () => ({
      resolved,
      entry,
      inputs: actionInputs(job, frame, job.env, resolved.action, e.get('with'), name),
      env: stepEnv(job, frame, e),
      timeoutMs: undefined,
      outputs: {},
      state: p.state,
      id: frame.action ?? '',
    }));
  }
}

/** A JavaScript action's step: its main, and its post queued for the end of the job. */
export async function runNodeAction(job: JobState, frame: Frame, main: NodeRun): Promise<ProcessResult> {
  const runs = main.resolved.action.template.runs as ActionRunsNode;
  const result = await runNode(job, main);
  if (runs.post) {
    const post = runs.post;
    const postIf = runs.postIf ?? 'always()';
    const name = `Post ${main.step}`;
    job.posts.push(async () => {
      if (!evaluateCondition(undefined, scopeOf(job, frame, job.env), postIf)) return;
      await runHook(job, name, () => ({ ...main, entry: post, timeoutMs: undefined, outputs: {} }));
    });
  }
  return result;
}

/** An action's pre or post, a step of its own: its inputs and env are made once it has started. */
async function runHook(job: JobState, name: string, run: () => Omit<NodeRun, 'step'>): Promise<void> {
  const started = Date.now();
  job.log.stepStart(job.name, name);
  const r = await runNode(job, { ...run(), step: name });
  const conclusion: Conclusion = r.code === 0 && !r.commandFailed ? 'success' : 'failure';
  if (conclusion === 'failure') job.status.state = 'failure';
  job.log.stepEnd({ job: job.name, step: name, conclusion, outcome: conclusion, ms: Date.now() - started });
}

/** One process of a JavaScript action on this machine's Node, with the runner's variables for actions. */
async function runNode(job: JobState, n: NodeRun): Promise<ProcessResult> {
  const { resolved } = n;
  const dir = resolved.dir;
  const extra: Record<string, string> = {
    GITHUB_ACTION: n.id,
    GITHUB_ACTION_PATH: dir,
    ...(resolved.repository ? { GITHUB_ACTION_REPOSITORY: resolved.repository } : {}),
    ...(resolved.ref ? { GITHUB_ACTION_REF: resolved.ref } : {}),
  };
  for (const [k, v] of Object.entries(n.inputs)) extra[inputEnvName(k)] = v;
  for (const [k, v] of Object.entries(n.state)) extra[`STATE_${k}`] = v;
  const script = resolve(dir, n.entry);
  if (!existsSync(script)) {
    job.log.annotate({
      level: 'error',
      message: `${resolved.uses}: ${n.entry} does not exist in ${dir}`,
      job: job.name,
      step: n.step,
    });
    return { code: 1, timedOut: false, cancelled: false };
  }
  return spawnWithFiles(job, {
    step: n.step,
    command: process.execPath,
    args: [script],
    cwd: job.workspace,
    env: n.env,
    extra,
    timeoutMs: n.timeoutMs,
    outputs: n.outputs,
    state: n.state,
    kind: 'action',
  });
}
