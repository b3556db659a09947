/**
 * One process of a step (a `run:` script, an action's pre, main or post), as the runner runs it: its output read
 * line by line for workflow commands (add-mask, group, annotations, stop-commands, debug, the deprecated set-output
 * and save-state), everything shown masked; stopped with its whole process group at its deadline or when the job
 * is cancelled.
 */
import { spawn } from 'node:child_process';
import { parseCommand } from './runner-files.js';
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

export function runProcess(p: ProcessRun): Promise<ProcessResult> {
  return new Promise((done) => {
    let stopToken: string | undefined;
    const line = (text: string) => {
      if (stopToken !== undefined) {
        if (text.trim() === `::${stopToken}::`) stopToken = undefined;
        else p.log.stepLine(p.job, text);
        return;
      }
      const c = parseCommand(text);
      if (!c) {
        p.log.stepLine(p.job, text);
        return;
      }
      switch (c.name) {
        case 'add-mask':
          p.log.masker.add(c.message);
          return;
        case 'group':
          p.log.stepLine(p.job, `▾ ${c.message}`);
          return;
        case 'endgroup':
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
          stopToken = c.message;
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
        case 'echo':
          return;
        default:
          p.log.stepLine(p.job, text);
      }
    };
    const child = spawn(p.command, p.args, {
      cwd: p.cwd,
      env: p.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const reader = () => {
      let pending = '';
      return {
        data: (chunk: Buffer) => {
          const parts = (pending + chunk.toString('utf8')).split('\n');
          pending = parts.pop() ?? '';
          for (const l of parts) line(l.replace(/\r$/, ''));
        },
        end: () => {
          if (pending !== '') line(pending);
          pending = '';
        },
      };
    };
    const out = reader();
    const err = reader();
    child.stdout.on('data', out.data);
    child.stderr.on('data', err.data);
    let timedOut = false;
    let cancelled = false;
    const kill = () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, GRACE_MS).unref();
    };
    const timer =
      p.timeoutMs !== undefined
        ? setTimeout(() => {
            timedOut = true;
            kill();
          }, p.timeoutMs)
        : undefined;
    const onAbort = () => {
      cancelled = true;
      kill();
    };
    p.signal?.addEventListener('abort', onAbort, { once: true });
    if (p.signal?.aborted) onAbort();
    let finished = false;
    const finish = (code: number) => {
      if (finished) return;
      finished = true;
      if (timer) clearTimeout(timer);
      p.signal?.removeEventListener('abort', onAbort);
      out.end();
      err.end();
      done({ code, timedOut, cancelled });
    };
    child.on('error', (e) => {
      p.log.stepLine(p.job, `error: cannot start ${p.command}: ${e.message}`);
      finish(127);
    });
    child.on('close', (code, sig) => finish(code ?? (sig ? 128 : 1)));
  });
}
