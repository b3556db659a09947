/**
 * A step's process with the runner's files around it: fresh GITHUB_OUTPUT, GITHUB_ENV, GITHUB_PATH, GITHUB_STATE
 * and GITHUB_STEP_SUMMARY files for each process, its environment (the host's, the runner's, the step's), and
 * what it wrote to the files read back after it (outputs, env and path for later steps, state, its summary).
 */
import { delimiter } from 'node:path';
import type { JobState } from './job-state.js';
import { withLocalhostNames } from './localhost-names.js';
import { runProcess, type ProcessResult } from './process.js';
import { FileCommandError, readCommandFile, readKeyValues, readPaths, stepFiles } from './runner-files.js';

/** One process of a step, as a `run:` script or an action's entry point asks for it. */
export interface StepSpawn {
  /** The step's display name. */
  step: string;
  command: string;
  args: string[];
  cwd: string;
  /** The step's env. */
  env: Record<string, string>;
  /** The runner's variables for this process (GITHUB_ACTION, INPUT_*, STATE_*...). */
  extra: Record<string, string>;
  timeoutMs: number | undefined;
  /** Filled with what the process sets as outputs. */
  outputs: Record<string, string>;
  /** Filled with what it saves as state (an action's pre or main, for its post). */
  state?: Record<string, string>;
  kind: 'script' | 'action';
}

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

const RUNNER_SET = /^(GITHUB|RUNNER)_/;

/** The environment of a step's process. */
function processEnv(
  job: JobState,
  env: Record<string, string>,
  extra: Record<string, string>,
  kind: 'script' | 'action',
): Record<string, string> {
  const base: Record<string, string> = { ...job.hostEnv, ...job.runnerEnv, ...env };
  // The runner's own GITHUB_* and RUNNER_* variables cannot be overwritten by `env:` or GITHUB_ENV (the runner sets
  // them last; the docs say so); CI can be.
  for (const k in job.runnerEnv) if (RUNNER_SET.test(k)) base[k] = job.runnerEnv[k];
  Object.assign(base, extra);
  if (kind === 'script') for (const k of ACTIONS_ONLY) delete base[k];
  const hostPath = base.PATH ?? '';
  base.PATH = [...job.path, hostPath].filter((p) => p !== '').join(delimiter);
  withLocalhostNames(base, job.runDir);
  return base;
}

/** Read what a process wrote to its files; apply env and path to the job. */
function collect(
  job: JobState,
  files: ReturnType<typeof stepFiles>,
  outputs: Record<string, string>,
  state?: Record<string, string>,
): void {
  Object.assign(outputs, readKeyValues(files.GITHUB_OUTPUT, 'output'));
  const env = readKeyValues(files.GITHUB_ENV, 'env');
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
  if (state) Object.assign(state, readKeyValues(files.GITHUB_STATE, 'state'));
  const summary = readCommandFile(files.GITHUB_STEP_SUMMARY);
  if (summary.trim() !== '') job.log.summary(job.name, summary);
}

/** Run the process with fresh runner files, then read them back (a malformed one fails the step, as a command). */
export async function spawnWithFiles(job: JobState, s: StepSpawn): Promise<ProcessResult> {
  const files = stepFiles(job.runnerTemp);
  const result = await runProcess({
    command: s.command,
    args: s.args,
    cwd: s.cwd,
    env: processEnv(job, s.env, { ...s.extra, ...files }, s.kind),
    job: job.name,
    step: s.step,
    log: job.log,
    timeoutMs: s.timeoutMs,
    // A step that runs after the job was cancelled (if: always() or cancelled()) is not stopped by it.
    signal: job.signal.aborted ? undefined : job.signal,
    onOutput: (k, v) => (s.outputs[k] = v),
    onState: (k, v) => {
      if (s.state) s.state[k] = v;
    },
    onEnv: (k, v) => (job.env[k] = v),
    onPath: (path) => job.path.unshift(path),
  });
  try {
    collect(job, files, s.outputs, s.state);
  } catch (err) {
    if (!(err instanceof FileCommandError)) throw err;
    // As the runner's FileCommandManager: two errors, and the step fails whatever the process's exit code (which
    // stays its own: no "Process completed with exit code 1." for a script that exited 0).
    for (const message of [`Unable to process file command '${err.command}' successfully.`, err.message])
      job.log.annotate({ level: 'error', message, job: job.name, step: s.step });
    return { ...result, commandFailed: true };
  }
  return result;
}
