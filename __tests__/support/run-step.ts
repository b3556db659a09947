/**
 * The one way tests run a workflow step or the CLI as a process, as a runner runs it: INPUT_* variables, empty
 * GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, a working directory. From source by default (`node --import tsx
 * src/action/entries/<name>.ts`, the entry the bundle is built from, or src/cli/index.ts); with `bundle`, the
 * committed bundle (dist/<name>/index.js, dist/cli/index.js), after checking that dist/ was built from the sources
 * as they are (fresh-dist.ts). The caller may watch stdout and signal the process while it runs; the result has
 * what the runner would keep: exit, stdout, stderr, outputs, summary, and when it ended.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { requireFreshDist } from './fresh-dist.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** A GITHUB_OUTPUT file as the runner reads it: `name=value` lines and `name<<DELIMITER` blocks. */
export function readOutputs(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const heredoc = /^([^=<]+)<<(.+)$/.exec(lines[i]);
    if (heredoc) {
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== heredoc[2]; i++) value.push(lines[i]);
      out[heredoc[1]] = value.join('\n');
    } else if (lines[i].includes('=')) {
      const at = lines[i].indexOf('=');
      out[lines[i].slice(0, at)] = lines[i].slice(at + 1);
    }
  }
  return out;
}
/** tsx's loader by path: the step runs in its own working directory, where `tsx` alone would not resolve. */
const TSX = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

export interface StepResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  outputsText: string;
  summary: string;
  /** performance.now() when the process closed. */
  endedAt: number;
}

export interface RunningStep {
  child: ChildProcess;
  done: Promise<StepResult>;
  /** stdout so far. */
  stdout(): string;
}

export interface StepOptions {
  /** Run the CLI with these arguments (the entry name is then only a label). */
  cli?: string[];
  /** Run the committed bundle rather than the source (dist/ checked fresh first). */
  bundle?: boolean;
  /** The working directory; default `work`. */
  cwd?: string;
  /** Sees stdout as it comes (to signal the process at the right moment). */
  onStdout?: (soFar: string, child: ChildProcess) => void;
}

let runs = 0;

/** The program and its arguments: an action entry or the CLI, from source or bundled, or a script by path. */
function command(entry: string, options: StepOptions): string[] {
  if (options.bundle) {
    requireFreshDist();
    const bundle = join(ROOT, 'dist', options.cli ? 'cli' : entry, 'index.js');
    return [bundle, ...(options.cli ?? [])];
  }
  const script = options.cli
    ? join(ROOT, 'src/cli/index.ts')
    : entry.startsWith('/')
      ? entry
      : join(ROOT, `src/action/entries/${entry}.ts`);
  return ['--import', TSX, script, ...(options.cli ?? [])];
}

/**
 * Start the step `entry` (an action's name, or a script when it is a path) in `work`, with `inputs` as INPUT_*
 * and `env` over the runner's variables (a variable given as undefined is left out).
 */
export function startStep(
  entry: string,
  inputs: Record<string, string>,
  env: Record<string, string | undefined>,
  work: string,
  options: StepOptions = {},
): RunningStep {
  const dir = join(work, `step-${++runs}`);
  mkdirSync(dir, { recursive: true });
  const outputFile = join(dir, 'output');
  const summaryFile = join(dir, 'summary');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const child = spawn(process.execPath, command(entry, options), {
    cwd: options.cwd ?? work,
    env: {
      NODE_OPTIONS: '',
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_ACTIONS: 'true',
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      RUNNER_TEMP: dir,
      GITHUB_WORKSPACE: work,
      ...Object.fromEntries(
        Object.entries(inputs).map(([k, v]) => [`INPUT_${k.replace(/ /g, '_').toUpperCase()}`, v]),
      ),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => {
    stdout += c.toString();
    options.onStdout?.(stdout, child);
  });
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const done = new Promise<StepResult>((resolve) =>
    child.on('close', (code, signal) => {
      const endedAt = performance.now();
      const outputsText = readFileSync(outputFile, 'utf8');
      resolve({
        code,
        signal,
        stdout,
        stderr,
        outputs: readOutputs(outputFile),
        outputsText,
        summary: readFileSync(summaryFile, 'utf8'),
        endedAt,
      });
    }),
  );
  return { child, done, stdout: () => stdout };
}

/** Run the step to its end (startStep, awaited). */
export const runStep = (...args: Parameters<typeof startStep>): Promise<StepResult> =>
  startStep(...args).done;

/** The log as a person sees it: without the `::add-mask::` lines the runner consumes. */
export const visibleLog = (text: string): string =>
  text
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n');
