#!/usr/bin/env node
/** Process entry of the CLI: exit codes, and user errors shown as message and hint, never as a stack trace. */
import { isMainThread, workerData } from 'node:worker_threads';
import { WORKER_ROLES } from '../threads.js';
import { fileProblem, UserError } from '../errors.js';
import { keepYoungGenerationSmall } from '../heap.js';
import { OutputGateError } from '../sarif/index.js';
import { redactKnownSecrets } from './commands/shared.js';
import { main } from './main.js';
import { stopGraceOf, stopOnSignals } from './stop.js';

// The bundle is also the entry point of its worker threads (threads.ts): they do not run the CLI.
if (isMainThread) runCli();
else void startWorkerRole((workerData as { role?: unknown } | undefined)?.role);

/**
 * On a worker thread: load the module of the worker's role, which serves it from its top level (threads.ts). The
 * result pool's module is part of the bundle's first chunk; these two are chunks loaded on demand.
 */
async function startWorkerRole(role: unknown): Promise<void> {
  if (role === WORKER_ROLES.hashFiles) await import('../runner/hash-files.js');
  else if (role === WORKER_ROLES.emulator) await import('../emulator/worker.js');
}

function runCli(): void {
  const argv = process.argv.slice(2);
  // A reader that stopped reading (`| head -1`): the rest of the output has nowhere to go, and the command's work
  // goes on to its own end and exit status, as `git log | head -1` does; not an unhandled error with a stack trace.
  for (const stream of [process.stdout, process.stderr])
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE') throw err;
    });
  // Not for the emulator (a server whose garbage dies young), measured apart (bench/emulator-load.ts).
  if (argv[0] !== 'serve') keepYoungGenerationSmall();
  // `serve` stops on its own signals (it closes the emulator); every other command stops as stop.ts says.
  const stop = argv[0] === 'serve' ? undefined : stopOnSignals(undefined, stopGraceOf(argv[0]));
  main(argv, stop?.signal).then(
    (code) => {
      process.exitCode = code;
      stopped();
    },
    (thrown: unknown) => {
      const err = fileProblem(thrown) ?? thrown;
      if (err instanceof UserError) {
        process.stderr.write(`error: ${err.message}\n${err.hint ? `  hint: ${err.hint}\n` : ''}`);
        process.exitCode = err.exitCode;
      } else {
        // One line first, what a log shows and a user reports; the stack after it only where it helps (a bug we
        // have not met), not for the output gate, whose message already names the input and what is wrong.
        // Redacted: a bug's message may quote what the service answered, and that may hold a token.
        const message = redactKnownSecrets((err as Error)?.message ?? String(err));
        const stack = err instanceof OutputGateError ? '' : redactKnownSecrets((err as Error)?.stack ?? '');
        process.stderr.write(
          // Line breaks written as \n: a tool's name may hold one, and the line must say all it says.
          `internal error (a bug in sarif-pipeline; please report it with the input): ${message.replace(/\r?\n/g, '\\n')}\n` +
            (stack ? `${stack}\n` : ''),
        );
        process.exitCode = 70;
      }
      stopped();
    },
  );

  /** After a stop: the stop's exit status, and leave now (not when idle connections and timers end). */
  function stopped(): void {
    stop?.dispose();
    const code = stop?.exitCode();
    if (code === undefined) return;
    process.stderr.write(`sarif-pipeline: stopped by ${stop!.received()} (exit ${code})\n`);
    process.exit(code);
  }
}
