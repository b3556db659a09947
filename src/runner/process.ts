/**
 * One process of a step (a `run:` script, an action's pre, main or post), as the runner runs it: its output read
 * line by line for workflow commands (add-mask, group, annotations, stop-commands, debug, the deprecated set-output
 * and save-state), everything shown masked; stopped with its whole process group at its deadline or when the job
 * is cancelled.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { parseCommand, type WorkflowCommand } from './runner-files.js';
import type { RunLog } from './log.js';

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
}

export interface ProcessResult {
  code: number;
  timedOut: boolean;
  cancelled: boolean;
}

const GRACE_MS = 2_500;

/** Run one process of a step to its end (or its deadline, or the job's cancellation) and answer how it ended. */
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
    const child = spawn(p.command, p.args, {
      cwd: p.cwd,
      env: p.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.child = child;
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
    child.on('close', (code, sig) => this.finish(code ?? (sig ? 128 : 1)));
  }

  /** Stop the whole process group: SIGTERM now, SIGKILL after the grace. */
  private kill(): void {
    const group = -this.child!.pid!;
    try {
      process.kill(group, 'SIGTERM');
    } catch {
      // already gone
    }
    setTimeout(() => {
      try {
        process.kill(group, 'SIGKILL');
      } catch {
        // already gone
      }
    }, GRACE_MS).unref();
  }

  /** Answer once: disarm the deadline and the cancellation, show the streams' last partial lines. */
  private finish(code: number): void {
    if (this.finished) return;
    this.finished = true;
    if (this.timer) clearTimeout(this.timer);
    this.p.signal?.removeEventListener('abort', this.onAbort);
    this.out.end();
    this.err.end();
    this.done({ code, timedOut: this.timedOut, cancelled: this.cancelled });
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

/** A process's output lines as the runner reads them: workflow commands acted on, the rest shown (masked by the log). */
class WorkflowCommands {
  /** Set by `::stop-commands::TOKEN`: commands are shown as text until `::TOKEN::`. */
  private stopToken: string | undefined;

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
        p.log.annotate({
          level: 'error',
          message: `The \`${c.name}\` command is disabled: write to $${c.name === 'set-env' ? 'GITHUB_ENV' : 'GITHUB_PATH'}`,
          job: p.job,
          step: p.step,
        });
        return;
      default:
        p.log.stepLine(p.job, text);
    }
  }
}
