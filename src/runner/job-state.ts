/**
 * What the steps of one job share (`JobState`) and what a composite action adds (`Frame`), with what steps read
 * from them: the scope of a step's expressions, a step's env and its display name.
 */
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import type { Resolution } from './actions.js';
import { evaluateEnv, evaluateText, type Scope, type Status } from './expressions.js';
import type { Conclusion, RunLog } from './log.js';
import { literal } from './workflow.js';

export interface StepResult {
  outcome: Conclusion;
  conclusion: Conclusion;
  outputs: Record<string, string>;
}

/** What every job of a run shares with the run (the run's context and each job's state both have these). */
export interface RunShared {
  /** The checkout the workflow works on (GITHUB_WORKSPACE). */
  workspace: string;
  log: RunLog;
  resolution: Resolution;
  /** The host's environment without the runner's names. */
  hostEnv: Record<string, string>;
  /** Workflow env (a job's state: then job env, then what steps wrote to GITHUB_ENV). */
  env: Record<string, string>;
  /** defaults.run: the workflow's (a job's state: the job's over them); `shellAt` where that shell is set. */
  defaults: { shell?: string; shellAt?: string; workingDirectory?: string };
  /** Said once per run: actions/checkout uses the working directory; the OIDC fallback. */
  said: Set<string>;
}

/** What every step of one job shares. */
export interface JobState extends RunShared {
  /** The job's display name (with its matrix values). */
  name: string;
  file: string;
  runnerTemp: string;
  /** The run's own directory (private, removed with the run), which steps are not told of: RUNNER_TEMP is theirs. */
  runDir: string;
  /** The runner's variables: GITHUB_*, ACTIONS_*, RUNNER_*, CI. */
  runnerEnv: Record<string, string>;
  /** GITHUB_PATH entries, newest first. */
  path: string[];
  /** github, vars, secrets, matrix, strategy, needs, job, runner, inputs. */
  contexts: Record<string, unknown>;
  status: Status;
  /** Aborted when the job is cancelled (fail-fast) or past its timeout-minutes. */
  signal: AbortSignal;
  /** Post steps to run at the end of the job, in the order they were registered. */
  posts: (() => Promise<void>)[];
}

/** A composite action's own scope: its inputs, its steps, its directory. */
export interface Frame {
  steps: Record<string, StepResult>;
  inputs: Record<string, unknown>;
  /** Env of the enclosing step (a composite's callers' step env). */
  env: Record<string, string>;
  actionPath?: string;
  file: string;
  /** The enclosing step's display name, for composite children. */
  prefix: string;
  /** The id of the step running in this frame (GITHUB_ACTION, github.action). */
  action?: string;
}

/** The scope of a step's expressions: the job's contexts with the frame's steps, inputs and action path. */
/** A job's status as its conclusion: cancelled once cancelled or timed out, failure after a failed step. */
export function jobConclusion(status: Status): Conclusion {
  return status.cancelled ? 'cancelled' : status.state === 'failure' ? 'failure' : 'success';
}

export function scopeOf(job: JobState, frame: Frame, env: Record<string, string>): Scope {
  return {
    contexts: {
      ...job.contexts,
      env,
      steps: frame.steps,
      inputs: frame.inputs,
      github: {
        ...(job.contexts.github as object),
        action: frame.action ?? '',
        ...(frame.actionPath ? { action_path: frame.actionPath } : {}),
      },
      // job.status is the job's status so far, as the runner keeps it after each step.
      job: { ...(job.contexts.job as object), status: jobConclusion(job.status) },
    },
    status: job.status,
    workspace: job.workspace,
    file: frame.file,
  };
}

/** The step's env: job env (and the caller's, in a composite) with the step's own `env:` evaluated over it. */
export function stepEnv(job: JobState, frame: Frame, e: Map<string, TemplateToken>): Record<string, string> {
  const env = { ...job.env, ...frame.env };
  Object.assign(env, evaluateEnv(e.get('env'), scopeOf(job, frame, env)));
  return env;
}

/** A step's name in the log: its `name:` evaluated, else "Run " and what it uses or its script's first line. */
export function stepDisplayName(job: JobState, frame: Frame, e: Map<string, TemplateToken>): string {
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
