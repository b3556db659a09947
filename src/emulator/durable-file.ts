/**
 * Files that an acknowledged write names (an upload kept until processed, an artifact's bytes), made to survive a
 * crash of the machine as the journal's records do (state-dir.ts): the bytes written whole and synced, then the
 * directory that names the file synced, all before the write is answered. The directory syncs of one moment are
 * shared (group commit), as the journal's fdatasyncs are. On the thread pool, through fs's callbacks: the FileHandles
 * of fs/promises cost the event loop more than the work.
 */
import { close, fdatasync, fsync, open, rename, write } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyRequest } from 'fastify';

const renameAsync = promisify(rename);
const openAsync = promisify(open);
const writeAsync = promisify(write);
const fdatasyncAsync = promisify(fdatasync);
const fsyncAsync = promisify(fsync);
const closeAsync = promisify(close);

/**
 * Create `file` with `bytes`, written whole (a short write, normal on a full disk, goes on or fails); resolves once
 * written, with `synced`: the bytes, then the name, on disk. The sync runs while the caller records the write in
 * the journal, whose own sync it would otherwise wait behind; the answer waits for both (`syncBeforeAnswer`).
 */
export async function writeThenSync(file: string, bytes: Buffer): Promise<{ synced: Promise<void> }> {
  const fd = await openAsync(file, 'w');
  try {
    for (let at = 0; at < bytes.length;) {
      const { bytesWritten } = await writeAsync(fd, bytes, at, bytes.length - at, null);
      if (bytesWritten === 0)
        throw new Error(`${file}: the file system took none of ${bytes.length - at} bytes`);
      at += bytesWritten;
    }
  } catch (err) {
    await closeAsync(fd).catch(() => {});
    throw err;
  }
  const synced = fdatasyncAsync(fd)
    .finally(() => closeAsync(fd).catch(() => {}))
    .then(() => syncDir(dirname(file)));
  synced.catch(() => {}); // awaited by the answer; a request that fails first must not leave it unhandled
  return { synced };
}

const answerWaits = new WeakMap<FastifyRequest, Promise<void>[]>();

/** What the request's answer waits for, beside the journal's sync (server.ts `acknowledge`). */
export function syncBeforeAnswer(req: FastifyRequest, synced: Promise<void>): void {
  const waits = answerWaits.get(req);
  if (waits) waits.push(synced);
  else answerWaits.set(req, [synced]);
}

/** Every sync the request's answer waits for; rejects with the first that failed. */
export const syncsOf = (req: FastifyRequest): Promise<unknown> => Promise.all(answerWaits.get(req) ?? []);

/**
 * Replace `file` by one holding `bytes`: written beside it and synced, renamed over it, its name synced. A reader
 * never sees half of it; after a crash it is the old file or the new one, whole.
 */
export async function replaceDurably(file: string, bytes: Buffer): Promise<void> {
  await (
    await writeThenSync(`${file}.tmp`, bytes)
  ).synced;
  await renameDurably(`${file}.tmp`, file);
}

/** Sync a file written otherwise (appended to, say) before it is renamed into place. */
export async function syncFile(file: string): Promise<void> {
  const fd = await openAsync(file, 'r+');
  try {
    await fdatasyncAsync(fd);
  } finally {
    await closeAsync(fd).catch(() => {});
  }
}

/** Rename `from` (written with writeThenSync and synced) over `to`, and sync the directory that names it. */
export async function renameDurably(from: string, to: string): Promise<void> {
  await renameAsync(from, to);
  await syncDir(dirname(to));
}

interface DirSync {
  running?: Promise<void>;
  queued?: Promise<void>;
}
const syncs = new Map<string, DirSync>();

/**
 * Sync a directory, after every change made in it before the call. A sync already running may have started before
 * the caller's change: the next one, shared by everyone who asks meanwhile, starts when it ends.
 */
export function syncDir(dir: string): Promise<void> {
  let s = syncs.get(dir);
  if (!s) syncs.set(dir, (s = {}));
  const state = s;
  const start = (): Promise<void> => {
    const p: Promise<void> = fsyncDir(dir).finally(() => {
      if (state.running === p) state.running = undefined;
    });
    return (state.running = p);
  };
  if (!state.running) return start();
  return (state.queued ??= state.running
    .catch(() => {})
    .then(() => {
      state.queued = undefined;
      return start();
    }));
}

/** Errors of platforms whose directories cannot be synced (or need not be): such a sync counts as done. */
const UNSYNCABLE = new Set(['EINVAL', 'EISDIR', 'EPERM', 'ENOTSUP', 'EBADF']);
export const cannotSyncDirs = (err: unknown) => UNSYNCABLE.has((err as NodeJS.ErrnoException).code ?? '');

async function fsyncDir(dir: string): Promise<void> {
  let fd: number;
  try {
    fd = await openAsync(dir, 'r');
  } catch (err) {
    if (cannotSyncDirs(err)) return;
    throw err;
  }
  try {
    await fsyncAsync(fd);
  } catch (err) {
    if (!cannotSyncDirs(err)) throw err;
  } finally {
    await closeAsync(fd).catch(() => {});
  }
}
