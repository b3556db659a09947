/**
 * SIGTERM and SIGINT for the commands that call the service: the first aborts the command's signal (every
 * client of the command carries it: no request starts after it, none is retried, one in flight is aborted), with
 * a message on stderr; the command then reports what it knows and the process exits 143 (SIGTERM) or 130
 * (SIGINT), the shell's 128 + the signal's number, so a script sees it was stopped. Should the command not have
 * finished 1.5 s after the signal (work no signal reaches, such as the engine reading a large file), the process
 * says so and exits then; a second signal exits at once. `run` and `demo` cancel a workflow run, whose
 * `if: always()`, `if: cancelled()` and post steps still run: they get five minutes (the service's default cancel
 * timeout), and a second signal ends them. Before a forced exit the hooks a command set (`atForcedExit`) run: the
 * runner kills its steps' process groups and removes its run directory.
 */
import { constants } from 'node:os';

export const STOP_GRACE_MS = 1_500;

/** The grace of a command that cancels a workflow run: its cleanup steps run (the service's cancel timeout). */
export const RUN_STOP_GRACE_MS = 5 * 60_000;

/** The grace after the first signal, by command. */
export const stopGraceOf = (command: string | undefined): number =>
  command === 'run' || command === 'demo' ? RUN_STOP_GRACE_MS : STOP_GRACE_MS;

const forcedExitHooks = new Set<() => void>();

/** Work to do (synchronously) should the process leave before the command ends; answers its removal. */
export function atForcedExit(hook: () => void): () => void {
  forcedExitHooks.add(hook);
  return () => forcedExitHooks.delete(hook);
}

export interface Stop {
  readonly signal: AbortSignal;
  /** The signal's name once one came. */
  received(): NodeJS.Signals | undefined;
  /** The exit status for a stop: 128 + the signal's number. */
  exitCode(): number | undefined;
  dispose(): void;
}

export const exitCodeOf = (name: NodeJS.Signals): number => 128 + (constants.signals[name] ?? 15);

export function stopOnSignals(
  write: (text: string) => void = (t) => void process.stderr.write(t),
  graceMs = STOP_GRACE_MS,
): Stop {
  const controller = new AbortController();
  let got: NodeJS.Signals | undefined;
  let timer: NodeJS.Timeout | undefined;
  const leave = (name: NodeJS.Signals) => {
    for (const hook of forcedExitHooks) {
      try {
        hook();
      } catch {
        // leaving anyway
      }
    }
    write(`sarif-pipeline: stopped by ${name} before the command could report\n`);
    process.exit(exitCodeOf(name));
  };
  const on = (name: NodeJS.Signals) => () => {
    if (got) return leave(got);
    got = name;
    write(
      graceMs > STOP_GRACE_MS
        ? `sarif-pipeline: ${name} received: cancelling (cleanup steps still run; ${name} again stops at once)\n`
        : `sarif-pipeline: ${name} received: stopping (no request starts after it)\n`,
    );
    controller.abort(name);
    timer = setTimeout(() => leave(name), graceMs);
    timer.unref();
  };
  const sigterm = on('SIGTERM');
  const sigint = on('SIGINT');
  process.on('SIGTERM', sigterm);
  process.on('SIGINT', sigint);
  return {
    signal: controller.signal,
    received: () => got,
    exitCode: () => (got ? exitCodeOf(got) : undefined),
    dispose: () => {
      clearTimeout(timer);
      process.off('SIGTERM', sigterm);
      process.off('SIGINT', sigint);
    },
  };
}

/** Until the command's stop signal (Ctrl-C), or SIGINT and SIGTERM when there is none. */
export function untilStopped(signal: AbortSignal | undefined): Promise<void> {
  return new Promise<void>((done) => {
    if (signal) signal.addEventListener('abort', () => done(), { once: true });
    else {
      process.once('SIGINT', () => done());
      process.once('SIGTERM', () => done());
    }
  });
}
