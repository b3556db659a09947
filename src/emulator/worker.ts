/**
 * Work the emulator does after answering, off the event loop: processing a SARIF upload (inflating the gzip with
 * the caps of code-scanning/inflate.ts, the engine's pass 1, the maxima and the alert instances of
 * code-scanning/process.ts) and extracting a Pages deployment's artifact (archive.ts) run in one worker thread
 * shared by every emulator of the process, started at the first job. The event loop only hands the job over and
 * records the outcome (code-scanning/uploads.ts in upload order, pages/deployments.ts). The same module is the
 * worker's entry point. When no worker can run (it failed to start or died), the job runs on the event loop as
 * before, so nothing acknowledged is lost.
 */
import { readFile } from 'node:fs/promises';
import { isMainThread, parentPort, type Worker, workerData } from 'node:worker_threads';
import { startModuleWorker, WORKER_ROLES } from '../threads.js';
import { ArchiveError, storeArchive, unwrapRunArtifact, type Stored } from './archive.js';
import { inflateCapped } from './code-scanning/inflate.js';
import { processSarif, type Processing } from './code-scanning/process.js';
import { storeDirectory } from './site-store.js';

const ROLE = WORKER_ROLES.emulator;

/** What storing an artifact's site gives (site-store.ts), or why not (its file is gone, the archive was refused). */
export type Extraction =
  { ok: true; stored: Stored } | { ok: false; reason: 'gone' | 'refused'; message: string };

/** The jobs, each a function of plain (cloneable) data to plain data that never throws for a refused input. */
const JOBS = {
  /** What processing an upload's gzip gives: the outcome, or why it failed. */
  async process({ gzip, checkoutUri }: { gzip: Uint8Array; checkoutUri?: string }): Promise<Processing> {
    const failed = (err: unknown): Processing => ({
      ok: false,
      errors: [`processing failed: ${(err as Error).message}`],
    });
    let json: Buffer;
    try {
      json = await inflateCapped(Buffer.from(gzip.buffer, gzip.byteOffset, gzip.byteLength));
    } catch (err) {
      return failed(err);
    }
    return processSarif(json, { checkoutUri }).catch(failed);
  },
  /** The site the artifact in `file` holds, stored in the content store `store`. */
  async extract({ file, store }: { file: string; store: string }): Promise<Extraction> {
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch {
      return { ok: false, reason: 'gone', message: `cannot read ${file}` };
    }
    try {
      return { ok: true, stored: await storeArchive(await unwrapRunArtifact(bytes), store) };
    } catch (err) {
      if (!(err instanceof ArchiveError)) throw err;
      return { ok: false, reason: 'refused', message: err.message };
    }
  },
  /** A site deployed before sites were stored by content (its directory), stored in `store`. */
  adopt: ({ dir, store }: { dir: string; store: string }) => storeDirectory(dir, store),
};
type Jobs = typeof JOBS;
type JobName = keyof Jobs;

interface Job {
  id: number;
  name: JobName;
  input: unknown;
}
type Reply = { id: number; output: unknown } | { id: number; error: string };

/** A worker running this module (src/threads.ts says how, from the bundle or from the sources). */
const startWorker = (): Worker => startModuleWorker(import.meta.url, ROLE);

interface Waiting {
  name: JobName;
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (err: Error) => void;
}

/** A job on the event loop (no worker, or the worker was lost). */
const runHere = (name: JobName, input: unknown) => (JOBS[name] as (i: unknown) => Promise<unknown>)(input);

/**
 * The process's worker and the jobs it has not answered. Idle, it is unreferenced (it keeps no process alive);
 * while a job waits it is referenced, as the work on the event loop was. It is shared by every emulator of the
 * process; if it errs or exits, what it had not answered runs on the event loop and the
 * next job starts a new worker.
 */
class EmulatorWorker {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, Waiting>();
  private next = 0;

  run(name: JobName, input: unknown): Promise<unknown> {
    let worker: Worker;
    try {
      worker = this.worker ?? this.start();
    } catch {
      return runHere(name, input); // no worker here (a sandbox without threads)
    }
    return new Promise((resolve, reject) => {
      const id = this.next++;
      if (this.waiting.size === 0) worker.ref(); // a job waits: the process stays until it is answered
      this.waiting.set(id, { name, input, resolve, reject });
      // Copied, not transferred: small Buffers share Node's pool with other Buffers.
      worker.postMessage({ id, name, input } satisfies Job);
    });
  }

  private start(): Worker {
    const worker = startWorker();
    worker.on('message', (reply: Reply) => {
      const w = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) worker.unref();
      if (!w) return;
      if ('error' in reply) w.reject(new Error(reply.error));
      else w.resolve(reply.output);
    });
    const lost = () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      const left = [...this.waiting.values()];
      this.waiting.clear();
      for (const w of left) runHere(w.name, w.input).then(w.resolve, w.reject);
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    worker.unref(); // idle (after the listeners: adding a 'message' listener refs the worker's port again)
    this.worker = worker;
    return worker;
  }
}

let shared: EmulatorWorker | undefined;

/** Run a job in the process's emulator worker (see EmulatorWorker). */
export function offLoop<N extends JobName>(name: N, input: Parameters<Jobs[N]>[0]): ReturnType<Jobs[N]> {
  return (shared ??= new EmulatorWorker()).run(name, input) as ReturnType<Jobs[N]>;
}

if (!isMainThread && (workerData as { role?: string } | undefined)?.role === ROLE) {
  parentPort!.on('message', (job: Job) => {
    runHere(job.name, job.input).then(
      (output) => parentPort!.postMessage({ id: job.id, output } satisfies Reply),
      (err: Error) => parentPort!.postMessage({ id: job.id, error: err.message } satisfies Reply),
    );
  });
}
