/**
 * SARIF uploads, from intake to outcome: an upload is checked like the service checks it, kept (with a state
 * directory: in its record when small, else in a file) until processed, recorded as pending and answered; then inflated and processed in a worker thread
 * (worker.ts) and its outcome applied in upload order (pending, then complete or failed with errors; the outcomes
 * ready at once recorded in one write); after a restart, what was pending is processed again. At most MAX_WAITING
 * uploads (config maxWaitingUploads) or MAX_WAITING_BYTES of gzip wait for processing in a process; past that an
 * upload is answered 503, with Retry-After.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { COMMIT_SHA, COMMIT_SHA_FORM, UPLOAD_REF, UPLOAD_REF_FORMS } from '../../api/refs.js';
import { SERVICE_MAXIMA } from '../../sarif/index.js';
import { Closed, commitEventually } from '../background.js';
import { syncBeforeAnswer, syncDir, writeThenSync } from '../durable-file.js';
import { isoNow, type Ctx } from '../http.js';
import { ServiceError, validationFailed } from '../service-error.js';
import type { Repo } from '../state.js';
import { area, requireAdvancedSecurity, savedArea, type Upload } from './area.js';
import { checkGzipHeader } from './inflate.js';
import { finishProcessing } from './outcome.js';
import type { Processing } from './process.js';
import { offLoop } from '../worker.js';

/** What an upload carries, whichever operation received it (the spec's POST sarifs or codeql-action's PUT). */
export interface UploadFields {
  commit_sha: unknown;
  ref: unknown;
  sarif: unknown;
  started_at?: unknown;
  /**
   * The spec's upload body's tool name (a string) and validate flag (a boolean): checked by type only. Alerts take
   * their tool's name from the SARIF's driver (`API` when a driver has none), as before.
   */
  tool_name?: unknown;
  validate?: unknown;
  /** The directory the analysis ran in, as a file URI: absolute paths under it become relative (spec rule 5). */
  checkout_uri?: unknown;
  /** The refs the operation accepts, if not the spec's upload refs. */
  refs?: { pattern: RegExp; hint: string };
  /** The name of the commit field in the operation's body. */
  shaField?: string;
  /** The analysis key and environment the client gives (codeql-action); else derived from the category. */
  analysisKey?: string;
  environment?: string;
}

/**
 * Check an upload like the service (fields, Base64, gzip, the 10 MB limit, archived repositories, advanced
 * security; the inflated size as the gzip trailer gives it: 413 past the caps of code-scanning/inflate.ts), keep
 * it (with a state directory) until it is processed, record it as pending and process it after the answer, in the
 * upload worker. Throws the service's errors; 503 when too many uploads wait for processing; 507 or 503 when the
 * upload cannot be saved, and then nothing is recorded.
 */
export async function acceptSarif(
  ctx: Ctx,
  req: FastifyRequest,
  repo: Repo,
  body: UploadFields,
): Promise<Upload> {
  if (repo.archived)
    throw new ServiceError(403, 'Repository is archived: code scanning uploads are not accepted.');
  requireAdvancedSecurity(repo);
  checkFields(body);
  const gzip = decodeSarif(body.sarif as string);
  const refused = checkGzipHeader(gzip);
  if (refused) throw new ServiceError(refused.kind === 'too-large' ? 413 : 400, refused.message);
  const held = waitingOf(ctx);
  if (
    held.count >= (ctx.config.maxWaitingUploads ?? MAX_WAITING) ||
    held.bytes + gzip.length > MAX_WAITING_BYTES
  )
    throw new ServiceError(
      503,
      `Too many SARIF uploads are waiting to be processed (${held.count}): try again in a few seconds.`,
      { headers: { 'retry-after': '5' } },
    );
  const task = randomUUID();
  const upload = await recordPending(ctx, req, repo, body, task, gzip);
  held.count++;
  held.bytes += gzip.length;
  setTimeout(() => {
    void processUpload(ctx, upload.id, task, gzip).finally(() => {
      held.count--;
      held.bytes -= gzip.length;
    });
  }, ctx.config.processingDelayMs).unref();
  return upload;
}

/** Uploads answered in this process whose processing has not ended; past either, an upload is answered 503. */
export const MAX_WAITING = 2_000;
export const MAX_WAITING_BYTES = 256 * 1024 * 1024;
const waiting = new WeakMap<Ctx, { count: number; bytes: number }>();
function waitingOf(ctx: Ctx): { count: number; bytes: number } {
  let w = waiting.get(ctx);
  if (!w) waiting.set(ctx, (w = { count: 0, bytes: 0 }));
  return w;
}

/** The fields by type and form: 422 with every field in error. */
function checkFields(body: UploadFields): void {
  const errors: { resource: string; field: string; code: string; message: string }[] = [];
  const field = (name: string, message: string) =>
    errors.push({ resource: 'CodeScanningSarif', field: name, code: 'invalid', message });
  const shaField = body.shaField ?? 'commit_sha';
  if (typeof body.commit_sha !== 'string' || !COMMIT_SHA.test(body.commit_sha))
    field(shaField, `${shaField} must be a commit SHA: ${COMMIT_SHA_FORM}`);
  const refs = body.refs ?? { pattern: UPLOAD_REF, hint: UPLOAD_REF_FORMS };
  if (typeof body.ref !== 'string' || !refs.pattern.test(body.ref)) field('ref', `ref must be ${refs.hint}`);
  if (typeof body.sarif !== 'string' || body.sarif.length === 0)
    field('sarif', 'sarif must be the SARIF document, gzip-compressed and Base64-encoded');
  if (body.started_at !== undefined && !isTimestamp(body.started_at))
    field('started_at', 'started_at must be an ISO 8601 timestamp: YYYY-MM-DDTHH:MM:SSZ');
  if (body.tool_name !== undefined && typeof body.tool_name !== 'string')
    field('tool_name', 'tool_name must be a string');
  if (body.validate !== undefined && typeof body.validate !== 'boolean')
    field('validate', 'validate must be a boolean (true or false)');
  if (body.checkout_uri !== undefined && typeof body.checkout_uri !== 'string')
    field(
      'checkout_uri',
      'checkout_uri must be the checkout directory as a URI, such as file:///home/runner/work/repo/repo',
    );
  if (errors.length > 0) throw validationFailed(errors);
}

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * An ISO 8601 timestamp as the spec writes them (YYYY-MM-DDTHH:MM:SSZ), also with fractional seconds or a
 * ±hh:mm offset, naming a real time (no 30 February, no hour 24): not whatever Date.parse makes sense of.
 */
function isTimestamp(value: unknown): boolean {
  const m = typeof value === 'string' ? TIMESTAMP.exec(value) : null;
  if (!m) return false;
  const [y, mo, d, h, mi, sec, oh, om] = m.slice(1).map((x) => Number(x ?? 0));
  const t = new Date(0);
  t.setUTCFullYear(y, mo - 1, d);
  t.setUTCHours(h, mi, sec);
  return (
    t.getUTCFullYear() === y &&
    t.getUTCMonth() === mo - 1 &&
    t.getUTCDate() === d &&
    t.getUTCHours() === h &&
    t.getUTCMinutes() === mi &&
    oh <= 23 &&
    om <= 59
  );
}

/** The gzip bytes of the sarif field: 400 unless it is Base64, 413 above the service's compressed limit. */
function decodeSarif(sarifField: string): Buffer {
  // A character outside the alphabet, or padding before the end. No quantified pattern over the whole field:
  // V8's backtracking stack overflows on 13 MB strings.
  if (
    sarifField.trim() === '' ||
    /[^A-Za-z0-9+/=\s]/.test(sarifField) ||
    /=[^=\s]/.test(sarifField.trimEnd())
  ) {
    throw new ServiceError(
      400,
      'Invalid sarif: it is not Base64. Send the SARIF file gzip-compressed, then Base64-encoded.',
    );
  }
  const gzip = Buffer.from(sarifField, 'base64');
  if (gzip.length > SERVICE_MAXIMA.gzipBytes) {
    throw new ServiceError(
      413,
      `The sarif field is too large: ${gzip.length} bytes compressed, above the ${SERVICE_MAXIMA.gzipBytes}-byte limit.`,
    );
  }
  return gzip;
}

/**
 * The upload recorded as pending, its task running and its gzip kept (with a state directory) first; on failure
 * nothing is left behind.
 */
async function recordPending(
  ctx: Ctx,
  req: FastifyRequest,
  repo: Repo,
  body: UploadFields,
  task: string,
  gzip: Buffer,
): Promise<Upload> {
  const running = tasks(ctx);
  running.add(task);
  const inline = ctx.filesDir !== undefined && gzip.length <= INLINE_GZIP_BYTES;
  const file = inline ? undefined : keptFile(ctx, task);
  try {
    if (file) syncBeforeAnswer(req, (await keep(ctx, file, gzip)).synced);
    const failByFault = ctx.faults.match(req.method, req.url.split('?')[0], 'processing') !== undefined;
    return ctx.store.write(() => {
      const id = `${ctx.store.nextId('sarifUpload').toString(16).padStart(8, '0')}-0000-4000-8000-${repo.id.toString(16).padStart(12, '0')}`;
      const u: Upload = {
        id,
        repoId: repo.id,
        ref: body.ref as string,
        commitSha: body.commit_sha as string,
        status: 'pending',
        errors: [],
        createdAt: isoNow(),
        ...(body.analysisKey ? { analysisKey: body.analysisKey } : {}),
        ...(body.environment ? { environment: body.environment } : {}),
        ...(typeof body.checkout_uri === 'string' && body.checkout_uri
          ? { checkoutUri: body.checkout_uri }
          : {}),
        task,
        ...(inline ? { pendingGzip: gzip.toString('base64') } : {}),
        ...(failByFault ? { failProcessing: true as const } : {}),
      };
      area(ctx).uploads[id] = u;
      return u;
    });
  } catch (err) {
    running.delete(task);
    if (file) await rm(file, { force: true }).catch(() => {});
    throw err;
  }
}

/** The largest gzip kept in its upload's record (Upload.pendingGzip) rather than in a file, with a state directory. */
export const INLINE_GZIP_BYTES = 64 * 1024;

/** Processing tasks of this process (started, not finished), per emulator. */
const taskSets = new WeakMap<Ctx, Set<string>>();
function tasks(ctx: Ctx): Set<string> {
  let set = taskSets.get(ctx);
  if (!set) taskSets.set(ctx, (set = new Set()));
  return set;
}

/** Resumed tasks run one after another, so a restart with many pending uploads does not process them all at once. */
const resumed = new WeakMap<Ctx, Promise<void>>();

const uploadsDir = (ctx: Ctx) => (ctx.filesDir ? join(ctx.filesDir, 'uploads') : undefined);
const keptFile = (ctx: Ctx, task: string) => {
  const dir = uploadsDir(ctx);
  return dir ? join(dir, `${task}.sarif.gz`) : undefined;
};

/** Directories of kept uploads known to exist (made once per process, not at every upload). */
const madeDirs = new Set<string>();

/**
 * Write an upload's gzip whole before its record is, and sync it before the answer (the answer promises that the
 * upload survives a crash of the machine, as its record does); on failure nothing is left behind. Resolves once
 * written, with the sync under way: a failed sync fails the answer (507 or 503), not the record.
 */
async function keep(ctx: Ctx, file: string, gzip: Buffer): Promise<{ synced: Promise<void> }> {
  const failed = (err: unknown) => ctx.store.storageFailed(err, `keep the uploaded SARIF in ${file}`) ?? err;
  let written: { synced: Promise<void> };
  try {
    const dir = uploadsDir(ctx)!;
    if (!madeDirs.has(dir)) {
      await mkdir(dir, { recursive: true });
      await syncDir(dirname(dir));
      madeDirs.add(dir);
    }
    written = await writeThenSync(file, gzip).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
      await mkdir(dir, { recursive: true }); // removed meanwhile: made again
      return writeThenSync(file, gzip);
    });
  } catch (err) {
    await rm(file, { force: true }).catch(() => {});
    throw failed(err);
  }
  const synced = written.synced.catch((err: unknown) => {
    throw failed(err);
  });
  synced.catch(() => {}); // awaited by the answer (see writeThenSync)
  return { synced };
}

/** Remove a kept upload once processed: one unlink (rm would lstat first). */
const forget = (file: string) =>
  unlink(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });

const LOST =
  'the uploaded SARIF is gone (the emulator restarted before processing it, and had no state directory to keep it in, or its file was removed): upload it again';

/**
 * Process an upload whose task this is (in the upload worker), and record the outcome (retried while the state
 * directory refuses it). Outcomes are recorded in the order processUpload was called (upload order), whatever order
 * the processing ends in: a later upload of the same ref and category must not be overtaken by an earlier one.
 * Resolves once the outcome is recorded (or cannot be).
 */
function processUpload(
  ctx: Ctx,
  id: string,
  task: string,
  gzip?: Buffer,
  /** Processing starts once this settles (its turn is taken at once): resumed uploads, one at a time. */
  after: Promise<unknown> = Promise.resolve(),
): Promise<void> {
  tasks(ctx).add(task);
  const queue = queueOf(ctx);
  return new Promise<void>((done) => {
    const kept = ctx.store.read(() => area(ctx).uploads[id]?.pendingGzip === undefined);
    const turn: Turn = { id, task, ready: false, done, file: kept ? keptFile(ctx, task) : undefined };
    queue.turns.push(turn);
    after
      .then(() => outcomeOf(ctx, id, task, gzip))
      .then(
        (outcome) => (turn.outcome = outcome),
        (err: unknown) => (turn.error = err),
      )
      .finally(() => {
        turn.ready = true;
        void recordReady(ctx, queue);
      });
  });
}

/** An upload waiting for its outcome to be recorded: `ready` once processing ended (`outcome`, or `error`). */
interface Turn {
  id: string;
  task: string;
  ready: boolean;
  /** Undefined when the upload no longer waits for this task (replaced meanwhile). */
  outcome?: Processing;
  error?: unknown;
  done: () => void;
  /** Where its SARIF was kept until processed, if in a file. */
  file: string | undefined;
}

/** Uploads in upload order, per emulator, whose outcome is not recorded yet; whether a recording runs. */
const queues = new WeakMap<Ctx, { turns: Turn[]; recording: boolean }>();
function queueOf(ctx: Ctx): { turns: Turn[]; recording: boolean } {
  let q = queues.get(ctx);
  if (!q) queues.set(ctx, (q = { turns: [], recording: false }));
  return q;
}

/**
 * Record the outcomes ready at the head of the queue, as many as are ready in one write (one journal record, one
 * flush), in upload order; a turn not ready holds back those after it.
 */
async function recordReady(ctx: Ctx, queue: { turns: Turn[]; recording: boolean }): Promise<void> {
  if (queue.recording) return; // the running recording takes what became ready meanwhile
  queue.recording = true;
  try {
    for (;;) {
      const n = queue.turns.findIndex((t) => !t.ready);
      const batch = queue.turns.splice(0, n < 0 ? queue.turns.length : n);
      if (batch.length === 0) return;
      await recordBatch(ctx, batch);
    }
  } finally {
    queue.recording = false;
  }
}

/** One batch of outcomes in one write; if that write fails otherwise than for storage, each on its own. */
async function recordBatch(ctx: Ctx, batch: Turn[]): Promise<void> {
  const failed = (t: Turn, err: unknown) => {
    if (!(err instanceof Closed))
      ctx.warn(`processing SARIF upload ${t.id} failed: ${(err as Error).message}`);
  };
  const record = (turns: Turn[]) =>
    commitEventually(ctx, () =>
      ctx.store.write(() => turns.forEach((t) => finishProcessing(ctx, t.id, t.task, t.outcome!))),
    );
  const todo = batch.filter((t) => t.outcome);
  batch.filter((t) => t.error !== undefined).forEach((t) => failed(t, t.error));
  let recorded: Turn[] = [];
  try {
    if (todo.length > 0) await record(todo);
    recorded = todo;
  } catch (err) {
    if (err instanceof Closed || todo.length === 1) todo.forEach((t) => failed(t, err));
    else
      for (const t of todo)
        await record([t]).then(
          () => recorded.push(t),
          (e: unknown) => failed(t, e),
        );
  }
  // The kept SARIF goes only once the outcome's record is on disk: a machine's crash before its flush would
  // otherwise leave the upload pending with nothing to process it from.
  const onDisk =
    recorded.length > 0 &&
    (await ctx.store.durable().then(
      () => true,
      () => false,
    ));
  await Promise.all(
    (onDisk ? recorded : []).map((t) =>
      t.file ? forget(t.file).catch((err: unknown) => failed(t, err)) : undefined,
    ),
  );
  for (const t of batch) {
    tasks(ctx).delete(t.task);
    t.done();
  }
}

/** What processing gives for the upload, or undefined when it no longer waits for this task. */
async function outcomeOf(
  ctx: Ctx,
  id: string,
  task: string,
  gzip: Buffer | undefined,
): Promise<Processing | undefined> {
  const upload = ctx.store.read(() => area(ctx).uploads[id]);
  if (!upload || upload.task !== task || upload.status !== 'pending') return undefined;
  if (upload.failProcessing) return { ok: false, errors: ['processing failed (injected fault)'] };
  const sarif =
    gzip ??
    (upload.pendingGzip !== undefined
      ? Buffer.from(upload.pendingGzip, 'base64')
      : await readKept(ctx, task));
  return typeof sarif === 'string'
    ? { ok: false, errors: [sarif] }
    : offLoop('process', { gzip: sarif, checkoutUri: upload.checkoutUri });
}

/** The kept gzip of a task; or why it cannot be processed. */
async function readKept(ctx: Ctx, task: string): Promise<Buffer | string> {
  const file = keptFile(ctx, task);
  if (!file) return LOST;
  try {
    return await readFile(file);
  } catch {
    return LOST;
  }
}

/**
 * After a restart, or a state loaded by the admin API: process every upload still pending that nothing in this
 * process is processing (its kept SARIF, or failed when it is gone), and remove kept files no upload waits for.
 */
export function resumeUploads(ctx: Ctx): void {
  const pending = ctx.store.read((s) =>
    Object.entries(savedArea(s)?.uploads ?? {})
      .filter(([, u]) => u.status === 'pending' && !(u.task && tasks(ctx).has(u.task)))
      .map(([id, u]) => ({ id: u.id ?? id, task: u.task })),
  );
  // Each takes its turn now, in upload order, so that an upload made after the restart is recorded after them (a
  // newer analysis is never overtaken by an older one); they are read and processed one at a time.
  for (const { id, task } of pending) {
    const previous = resumed.get(ctx) ?? Promise.resolve();
    if (task) {
      resumed.set(ctx, processUpload(ctx, id, task, undefined, previous));
      continue;
    }
    // A record from before tasks were kept: nothing to resume from.
    const t = randomUUID();
    tasks(ctx).add(t);
    resumed.set(
      ctx,
      previous.then(async () => {
        await commitEventually(ctx, () =>
          finishProcessing(ctx, id, undefined, { ok: false, errors: [LOST] }),
        ).catch(() => {});
        tasks(ctx).delete(t);
      }),
    );
  }
  void removeOrphans(ctx);
}

async function removeOrphans(ctx: Ctx): Promise<void> {
  const dir = uploadsDir(ctx);
  if (!dir) return;
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  const waiting = ctx.store.read(
    (s) =>
      new Set(
        Object.values(savedArea(s)?.uploads ?? {})
          .filter((u) => u.status === 'pending' && u.task)
          .map((u) => u.task!),
      ),
  );
  for (const name of names) {
    const task = name.replace(/\.sarif\.gz$/, '');
    if (!waiting.has(task) && !tasks(ctx).has(task))
      await rm(join(dir, name), { force: true }).catch(() => {});
  }
}
