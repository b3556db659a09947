/**
 * One process of a step (a `run:` script, an action's pre, main or post), as the runner runs it: its output read
 * line by line for workflow commands (add-mask, group, annotations, stop-commands, debug, the deprecated set-output
 * and save-state), everything shown masked; stopped with its whole process group at its deadline or when the job
 * is cancelled.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { parseCommand, type WorkflowCommand } from './runner-files.js';
import type { RunLog } from './log.js';
import { formatBytes } from '../format.js';

export interface ProcessRun {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /** The job's display name, for the log. */
  job: string;
  step: string;
  log: RunLog;
  timeoutMs?: number;
  /** The job was cancelled or timed out: stop the process. */
  signal?: AbortSignal;
  /** `::set-output` and `::save-state` (deprecated, still honoured with a warning, as the runner does). */
  onOutput?(name: string, value: string): void;
  onState?(name: string, value: string): void;
  /** `::set-env` and `::add-path`, under ACTIONS_ALLOW_UNSECURE_COMMANDS=true. */
  onEnv?(name: string, value: string): void;
  onPath?(path: string): void;
}

export interface ProcessResult {
  code: number;
  timedOut: boolean;
  cancelled: boolean;
  /** A workflow command failed (the runner's CommandResult Failed): the step fails, whatever its exit code. */
  commandFailed?: boolean;
}

const GRACE_MS = 2_500;

/**
 * How long a step's streams may stay open once its process has exited (a background child holding them): then its
 * process group is killed and the step ends, as the runner's ProcessInvoker does after 5 s.
 */
export const STREAMS_GRACE_MS = 5_000;

/**
 * The process groups of the steps of each job (keyed by the job's RUNNER_TEMP): what they left running is killed at
 * the job's end ("Cleaning up orphan processes"), and everything at a forced exit.
 */
const jobGroups = new Map<string, Set<number>>();

/** Kill a process group; whether it was still there. */
function killGroup(pgid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false; // already gone
  }
}

/** Kill what the steps of a job left running (their process groups); how many groups had a process alive. */
export function killJobLeftovers(runnerTemp: string): number {
  const groups = jobGroups.get(runnerTemp) ?? new Set<number>();
  jobGroups.delete(runnerTemp);
  return [...groups].filter((g) => {
    const alive = hasLiveMember(g);
    return killGroup(g, 'SIGKILL') && alive;
  }).length;
}

/**
 * Whether a process group holds a process that is not a zombie. A stopped step's shell, killed, can leave a dead
 * child its parent never reaped (until PID 1 does): the group is still there to signal, but nothing runs in it,
 * and "Cleaning up orphan processes" would be said for nothing. Linux reads /proc; elsewhere any member counts.
 */
function hasLiveMember(pgid: number): boolean {
  if (process.platform !== 'linux') return true;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return true;
  }
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // pid (comm) state ppid pgrp ...: comm may hold spaces and parentheses, so read after its last ')'.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z') return true;
  }
  return false;
}

/** Kill the process groups of every step of every job still known (a forced exit). */
export function killAllStepProcesses(): void {
  for (const key of [...jobGroups.keys()]) killJobLeftovers(key);
}

/** Linux's limit on one variable or argument (MAX_ARG_STRLEN); their total is bounded too (about 2 MB). */
const MAX_ARG_STRLEN = 128 * 1024;

/** Why a process could not start, in the user's terms: for E2BIG, the largest variable or argument. */
function notStarted(e: unknown, p: ProcessRun): string {
  const err = e as NodeJS.ErrnoException;
  if (err.code !== 'E2BIG') return err.message;
  const sizes = [
    ...Object.entries(p.env).map(([k, v]) => ({
      what: `the variable ${k}`,
      bytes: Buffer.byteLength(`${k}=${v}`),
    })),
    ...p.args.map((a, i) => ({ what: `argument ${i + 1}`, bytes: Buffer.byteLength(a) })),
  ];
  const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a), { what: '', bytes: 0 });
  const total = sizes.reduce((n, s) => n + s.bytes, 0);
  const which =
    largest.bytes > MAX_ARG_STRLEN
      ? `${largest.what} is ${formatBytes(largest.bytes)}, and the system takes at most ${formatBytes(MAX_ARG_STRLEN)} a variable or argument`
      : `the variables and arguments are ${formatBytes(total)} in all`;
  return `its environment or arguments are too large for the system (E2BIG): ${which}. Pass a large value through a file (write it to the workspace or RUNNER_TEMP and pass its path), as a runner of the service would need too.`;
}

/** Run one process of a step (or its deadline, or the job's cancellation) and answer how it ended. */
export function runProcess(p: ProcessRun): Promise<ProcessResult> {
  return new Promise((done) => new StepProcess(p, done).start());
}

/**
 * A child process's lifetime, start to end: spawned in its own process group, its two streams read as lines of
 * workflow commands, stopped (SIGTERM, then SIGKILL after a grace) at its deadline or when the job is cancelled,
 * answered once.
 */
class StepProcess {
  private readonly commands: WorkflowCommands;
  private readonly out: LineSplitter;
  private readonly err: LineSplitter;
  private child?: ChildProcessByStdio<null, Readable, Readable>;
  private timer?: NodeJS.Timeout;
  private timedOut = false;
  private cancelled = false;
  private finished = false;
  /** Armed when the process has exited but its streams are still open. */
  private streamsTimer?: NodeJS.Timeout;
  private readonly onAbort = () => {
    this.cancelled = true;
    this.kill();
  };

  constructor(
    private readonly p: ProcessRun,
    private readonly done: (result: ProcessResult) => void,
  ) {
    this.commands = new WorkflowCommands(p);
    this.out = new LineSplitter((l) => this.commands.line(l));
    this.err = new LineSplitter((l) => this.commands.line(l));
  }

  /** Spawn the process, read its streams, arm its deadline and the job's cancellation, wait for its end. */
  start(): void {
    const { p } = this;
    let child: ChildProcessByStdio<null, Readable, Readable>;
    try {
      child = spawn(p.command, p.args, {
        cwd: p.cwd,
        env: p.env,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
    } catch (e) {
      // Thrown, not emitted: what the system refuses outright (E2BIG). The step fails; the run goes on.
      p.log.stepLine(p.job, `error: cannot start ${p.command}: ${notStarted(e, p)}`);
      this.finish(127);
      return;
    }
    this.child = child;
    if (child.pid !== undefined) {
      const key = p.env.RUNNER_TEMP ?? '';
      if (!jobGroups.has(key)) jobGroups.set(key, new Set());
      jobGroups.get(key)!.add(child.pid);
    }
    child.stdout.on('data', this.out.data);
    child.stderr.on('data', this.err.data);
    if (p.timeoutMs !== undefined)
      this.timer = setTimeout(() => {
        this.timedOut = true;
        this.kill();
      }, p.timeoutMs);
    p.signal?.addEventListener('abort', this.onAbort, { once: true });
    if (p.signal?.aborted) this.onAbort();
    child.on('error', (e) => {
      p.log.stepLine(p.job, `error: cannot start ${p.command}: ${e.message}`);
      this.finish(127);
    });
    child.on('exit', (code, sig) => this.exited(code ?? (sig ? 128 : 1)));
    child.on('close', (code, sig) => this.finish(code ?? (sig ? 128 : 1)));
  }

  /**
   * The process has exited; its streams close soon after, unless a child it left in the background holds them:
   * then, after the grace, that child's group is killed and the step ends with the process's exit code.
   */
  private exited(code: number): void {
    this.streamsTimer = setTimeout(() => {
      killGroup(this.child!.pid!, 'SIGKILL');
      this.child!.stdout.destroy();
      this.child!.stderr.destroy();
      this.finish(code);
    }, STREAMS_GRACE_MS);
  }

  /** Stop the whole process group: SIGTERM now, SIGKILL after the grace. */
  private kill(): void {
    const group = this.child!.pid!;
    killGroup(group, 'SIGTERM');
    setTimeout(() => killGroup(group, 'SIGKILL'), GRACE_MS).unref();
  }

  /** Answer once: disarm the deadline and the cancellation, show the streams' last partial lines. */
  private finish(code: number): void {
    if (this.finished) return;
    this.finished = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.streamsTimer) clearTimeout(this.streamsTimer);
    this.p.signal?.removeEventListener('abort', this.onAbort);
    this.out.end();
    this.err.end();
    this.done({
      code,
      timedOut: this.timedOut,
      cancelled: this.cancelled,
      ...(this.commands.failed ? { commandFailed: true } : {}),
    });
  }
}

/** A stream's chunks as lines (a line may span chunks; a trailing \r is dropped); the last partial one at the end. */
class LineSplitter {
  private pending = '';

  constructor(private readonly onLine: (line: string) => void) {}

  readonly data = (chunk: Buffer): void => {
    const parts = (this.pending + chunk.toString('utf8')).split('\n');
    this.pending = parts.pop() ?? '';
    for (const l of parts) this.onLine(l.replace(/\r$/, ''));
  };

  end(): void {
    if (this.pending !== '') this.onLine(this.pending);
    this.pending = '';
  }
}

/** What the runner says of a command given while it is disabled (Constants.Runner.UnsupportedCommandMessageDisabled). */
const disabled = (name: string) =>
  `The \`${name}\` command is disabled. Please upgrade to using Environment Files or opt into unsecure command execution by setting the \`ACTIONS_ALLOW_UNSECURE_COMMANDS\` environment variable to \`true\`. For more information see: https://github.blog/changelog/2020-10-01-github-actions-deprecating-set-env-and-add-path-commands/`;

/** A process's output lines as the runner reads them: workflow commands acted on, the rest shown (masked by the log). */
class WorkflowCommands {
  /** Set by `::stop-commands::TOKEN`: commands are shown as text until `::TOKEN::`. */
  private stopToken: string | undefined;
  /** A command failed: the step fails (as the runner's CommandResult). */
  failed = false;

  constructor(private readonly p: ProcessRun) {}

  /** One line of output. */
  line(text: string): void {
    const { p } = this;
    if (this.stopToken !== undefined) {
      if (text.trim() === `::${this.stopToken}::`) this.stopToken = undefined;
      else p.log.stepLine(p.job, text);
      return;
    }
    // Problem matchers (setup-node, setup-python add theirs, often in the old `##[add-matcher]` form): not applied
    // here, and not shown, as the service's log does not show them.
    const matcher = /^\s*##\[(add-matcher|remove-matcher)\](.*)$/.exec(text);
    const c = matcher ? { name: matcher[1], props: {}, message: matcher[2] } : parseCommand(text);
    if (!c) p.log.stepLine(p.job, text);
    else this.command(c, text);
  }

  /** One workflow command; an unknown one is shown as the line it came in. */
  private command(c: WorkflowCommand, text: string): void {
    const { p } = this;
    switch (c.name) {
      case 'add-mask':
        p.log.masker.add(c.message);
        return;
      case 'group':
        p.log.stepLine(p.job, `▾ ${c.message}`);
        return;
      case 'endgroup':
      case 'echo':
        return;
      case 'add-matcher':
      case 'remove-matcher':
        if (p.log.debug)
          p.log.stepLine(p.job, `##[debug]${c.name} ${c.message} (problem matchers are not applied)`);
        return;
      case 'debug':
        if (p.log.debug) p.log.stepLine(p.job, `##[debug]${c.message}`);
        return;
      case 'error':
      case 'warning':
      case 'notice':
        p.log.annotate({
          level: c.name,
          message: c.message,
          file: c.props.file,
          line: c.props.line ? Number(c.props.line) : undefined,
          col: c.props.col ? Number(c.props.col) : undefined,
          title: c.props.title,
          job: p.job,
          step: p.step,
        });
        return;
      case 'stop-commands':
        this.stopToken = c.message;
        return;
      case 'set-output':
        p.log.stepLine(p.job, 'warning: the `set-output` command is deprecated: write to $GITHUB_OUTPUT');
        p.onOutput?.(c.props.name ?? '', c.message);
        return;
      case 'save-state':
        p.log.stepLine(p.job, 'warning: the `save-state` command is deprecated: write to $GITHUB_STATE');
        p.onState?.(c.props.name ?? '', c.message);
        return;
      case 'set-env':
      case 'add-path':
        this.unsecure(c, text);
        return;
      default:
        p.log.stepLine(p.job, text);
    }
  }

  /**
   * `set-env` and `add-path`, as the runner's extensions: applied only when ACTIONS_ALLOW_UNSECURE_COMMANDS is true
   * in the step's environment (NODE_OPTIONS excepted); else, or without their name or path, the command fails, and
   * with it the step.
   */
  private unsecure(c: WorkflowCommand, text: string): void {
    const { p } = this;
    const error = (message: string) => p.log.annotate({ level: 'error', message, job: p.job, step: p.step });
    let problem: string | undefined;
    if (!/^\s*true\s*$/i.test(p.env.ACTIONS_ALLOW_UNSECURE_COMMANDS ?? '')) problem = disabled(c.name);
    else if (c.name === 'add-path' && c.message === '') problem = "Parameter 'path' cannot be null or empty.";
    else if (c.name === 'set-env' && !c.props.name)
      problem = "Required field 'name' is missing in ##[set-env] command.";
    if (problem !== undefined) {
      error(`Unable to process command '${text}' successfully.`);
      error(problem);
      this.failed = true;
    } else if (c.name === 'add-path') p.onPath?.(c.message);
    else if (/^NODE_OPTIONS$/i.test(c.props.name))
      error("Can't update NODE_OPTIONS environment variable using ::set-env:: command.");
    else p.onEnv?.(c.props.name, c.message);
  }
}
