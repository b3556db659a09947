/**
 * The runner's cache service, as `@actions/cache` 4+ (actions/cache v4, the caches of setup-node, setup-python and
 * the like) talks to it when the runner sets ACTIONS_CACHE_SERVICE_V2: `POST /twirp/github.actions.results.api.v1.
 * CacheService/{CreateCacheEntry, FinalizeCacheEntryUpload, GetCacheEntryDownloadURL}` at ACTIONS_RESULTS_URL
 * (results-twirp.ts), each entry's archive in the blob storage behind a signed URL (`/_blobs/cache/{id}`).
 *
 * As the service does: an entry belongs to its repository and to the ref of the run that saved it, under its key
 * and version (the client's hash of the paths and the compression, so that no restore takes an archive it could
 * not unpack). A restore looks in the run's ref, then in the default branch's: the key exactly, then the key and
 * each restore key as a prefix, the newest entry first (the service's documented order). An entry is never changed: saving a key and version the ref already
 * holds, or is being saved by another job, is refused (the client warns "another job may be creating this cache").
 * Entries not read for 7 days are removed, and a repository keeps at most 10 GB, the least recently read going
 * first.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http.js';
import { runtime } from '../pages/area.js';
import { type BlobKind, removeBlob, SIGNED_URL_SECONDS, signedBlobUrl } from './blob-storage.js';
import { registerTwirpService, TwirpError, type Job } from './results-twirp.js';

const SERVICE = '/twirp/github.actions.results.api.v1.CacheService';
const UNUSED_DAYS = 7;
/** As long as the signed upload URL a save gets. */
const RESERVATION_MS = SIGNED_URL_SECONDS * 1000;
const REPOSITORY_BYTES = 10 * 1024 ** 3;
/** The client refuses larger archives on the hosted service (10 GB); the emulator takes as much. */
const MAX_ENTRY_BYTES = 10 * 1024 ** 3;

export interface CacheEntry {
  id: number;
  repoId: number;
  /** The ref of the run that saved it: `refs/heads/main`, `refs/pull/1/merge`, ... */
  ref: string;
  key: string;
  version: string;
  size: number;
  createdAt: number;
  lastReadAt: number;
  /** Created, not yet finalized: its bytes may still be uploaded. */
  pending?: true;
}

export interface CacheArea {
  entries: CacheEntry[];
}

const area = (ctx: Ctx) => ctx.store.area<CacheArea>('actionsCache', () => ({ entries: [] }));
export const readCaches = <T>(ctx: Ctx, fn: (a: CacheArea) => T): T => ctx.store.read(() => fn(area(ctx)));
export const writeCaches = <T>(ctx: Ctx, fn: (a: CacheArea) => T): T => ctx.store.write(() => fn(area(ctx)));

const entryFile = (ctx: Ctx, id: number) => join(runtime(ctx).dataDir, 'caches', `${id}.bin`);

/** A cache entry's archive in the blob storage: written while it is pending, read once it is finalized. */
export const CACHE_BLOBS: BlobKind = {
  path: 'cache/',
  maxBytes: MAX_ENTRY_BYTES,
  writable: (ctx, id) =>
    readCaches(ctx, (a) => a.entries.some((e) => e.id === id && e.pending)) ? entryFile(ctx, id) : undefined,
  readable: (ctx, id) => {
    const entry = readCaches(ctx, (a) => a.entries.find((e) => e.id === id && !e.pending));
    return entry && { file: entryFile(ctx, id), size: entry.size, type: 'application/octet-stream' };
  },
};

export function registerCacheService(app: FastifyInstance, ctx: Ctx): void {
  app.register(async (scope) =>
    registerTwirpService(scope, ctx, SERVICE, {
      CreateCacheEntry: createEntry,
      FinalizeCacheEntryUpload: finalizeEntry,
      GetCacheEntryDownloadURL: downloadUrl,
    }),
  );
}

/** The key and version of a request, as the client checks them (a key of 1 to 512 characters, no comma). */
function keyOf(body: Record<string, unknown>): { key: string; version: string } {
  const { key, version } = body;
  if (typeof key !== 'string' || key.length === 0 || key.length > 512 || key.includes(','))
    throw new TwirpError(400, 'invalid_argument', `invalid cache key ${JSON.stringify(key)}`);
  if (typeof version !== 'string' || version.length === 0)
    throw new TwirpError(400, 'invalid_argument', 'a cache entry needs its version');
  return { key, version };
}

const sameEntry = (e: CacheEntry, job: Job, key: string, version: string) =>
  e.repoId === job.repo.id && e.ref === job.ref && e.key === key && e.version === version;

/** CreateCacheEntry: a pending entry of the run's ref, and where to upload its archive. */
async function createEntry(ctx: Ctx, job: Job, body: Record<string, unknown>) {
  const { key, version } = keyOf(body);
  const gone = evict(ctx, job);
  const id = writeCaches(ctx, (a) => {
    if (a.entries.some((e) => sameEntry(e, job, key, version)))
      throw new TwirpError(
        409,
        'already_exists',
        `a cache entry ${key} of this version exists on ${job.ref}`,
      );
    const id = ctx.store.nextId('cacheEntry');
    const now = Date.now();
    a.entries.push({
      id,
      repoId: job.repo.id,
      ref: job.ref,
      key,
      version,
      size: 0,
      createdAt: now,
      lastReadAt: now,
      pending: true,
    });
    return id;
  });
  await removeFiles(ctx, gone);
  return { ok: true, signed_upload_url: signedBlobUrl(ctx, CACHE_BLOBS, id) };
}

/** FinalizeCacheEntryUpload: the archive's size checked against the client's; the entry can then be restored. */
async function finalizeEntry(ctx: Ctx, job: Job, body: Record<string, unknown>) {
  const { key, version } = keyOf(body);
  const entry = readCaches(ctx, (a) => a.entries.find((e) => sameEntry(e, job, key, version) && e.pending));
  if (!entry) throw new TwirpError(404, 'not_found', `no cache entry ${key} is being saved on ${job.ref}`);
  const size = await stat(entryFile(ctx, entry.id)).then(
    (s) => s.size,
    () => {
      throw new TwirpError(400, 'failed_precondition', `nothing was uploaded for the cache entry ${key}`);
    },
  );
  if (String(body.size_bytes) !== String(size))
    throw new TwirpError(
      400,
      'invalid_argument',
      `the archive holds ${size} bytes, not ${String(body.size_bytes)}`,
    );
  writeCaches(ctx, (a) => {
    const record = a.entries.find((e) => e.id === entry.id)!;
    record.size = size;
    delete record.pending;
  });
  await removeFiles(ctx, evict(ctx, job));
  return { ok: true, entry_id: String(entry.id) };
}

/** GetCacheEntryDownloadURL: the entry a restore takes (see the module's comment), or `ok: false` for a miss. */
async function downloadUrl(ctx: Ctx, job: Job, body: Record<string, unknown>) {
  const { key, version } = keyOf(body);
  const restoreKeys = Array.isArray(body.restore_keys)
    ? body.restore_keys.filter((k): k is string => typeof k === 'string' && k !== '')
    : [];
  const refs = [...new Set([job.ref, `refs/heads/${job.repo.defaultBranch}`])];
  const found = writeCaches(ctx, (a) => {
    const usable = a.entries.filter((e) => e.repoId === job.repo.id && !e.pending && e.version === version);
    for (const ref of refs) {
      const inRef = usable
        .filter((e) => e.ref === ref)
        .sort((x, y) => y.createdAt - x.createdAt || y.id - x.id);
      const hit =
        inRef.find((e) => e.key === key) ??
        [key, ...restoreKeys].map((p) => inRef.find((e) => e.key.startsWith(p))).find(Boolean);
      if (hit) {
        const record = a.entries.find((e) => e.id === hit.id)!;
        record.lastReadAt = Date.now();
        return { id: hit.id, key: hit.key };
      }
    }
    return undefined;
  });
  if (!found) return { ok: false, signed_download_url: '', matched_key: '' };
  return { ok: true, signed_download_url: signedBlobUrl(ctx, CACHE_BLOBS, found.id), matched_key: found.key };
}

/**
 * The repository's entries not read for UNUSED_DAYS and saves left unfinished past RESERVATION_MS, then the least
 * recently read while it holds more than REPOSITORY_BYTES: removed from the state; their ids are returned for their
 * files.
 */
function evict(ctx: Ctx, job: Job): number[] {
  const now = Date.now();
  return writeCaches(ctx, (a) => {
    const mine = a.entries.filter((e) => e.repoId === job.repo.id && !e.pending);
    const old = new Set(mine.filter((e) => now - e.lastReadAt > UNUSED_DAYS * 86_400_000).map((e) => e.id));
    // A save never finalized (its job died) stops holding its key once its upload URL has expired.
    for (const e of a.entries)
      if (e.repoId === job.repo.id && e.pending && now - e.createdAt > RESERVATION_MS) old.add(e.id);
    let total = mine.filter((e) => !old.has(e.id)).reduce((n, e) => n + e.size, 0);
    for (const e of mine.filter((x) => !old.has(x.id)).sort((x, y) => x.lastReadAt - y.lastReadAt)) {
      if (total <= REPOSITORY_BYTES) break;
      old.add(e.id);
      total -= e.size;
    }
    if (old.size > 0) a.entries = a.entries.filter((e) => !old.has(e.id));
    return [...old];
  });
}

/** The archives of entries removed from the state (with what an upload cut short left). */
export async function removeFiles(ctx: Ctx, ids: number[]): Promise<void> {
  for (const id of ids) await removeBlob(entryFile(ctx, id));
}
