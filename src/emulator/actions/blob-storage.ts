/**
 * The blob storage behind the signed URLs the runner's services hand out (`/_blobs/...?se=…&sig=…`), as the
 * clients' Azure SDK and HTTP code talk to it: Put Block and Put Block List (what `BlockBlobClient.uploadStream`
 * sends), Put Blob (`uploadFile` of a small file), and Get Blob, whole or by `Range` / `x-ms-range`. Each kind of
 * blob (a run's artifact, a cache entry) says where its bytes live and whether one may be written or read now;
 * a URL signed for one blob of one kind opens no other.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renameDurably, replaceDurably, syncFile } from '../durable-file.js';
import type { Ctx } from '../http.js';
import { ServiceError } from '../service-error.js';

export const BLOBS = '/_blobs';
/** How long a signed URL opens its blob. */
export const SIGNED_URL_SECONDS = 3600;

export interface BlobKind {
  /** The URL's segment before the id: '' for artifacts (`/_blobs/{id}`), 'cache/' for cache entries. */
  path: string;
  /** Largest blob of this kind, in bytes. */
  maxBytes: number;
  /** The file a blob that may be written now goes to; undefined: it is finished (or gone) and cannot change. */
  writable(ctx: Ctx, id: number): string | undefined;
  /** A finished blob: its file, size and content type; undefined: there is none (yet). */
  readable(ctx: Ctx, id: number): { file: string; size: number; type: string } | undefined;
}

/** A signed URL of one blob, valid for an hour: what the client uploads to or downloads from. */
export function signedBlobUrl(ctx: Ctx, kind: BlobKind, id: number): string {
  const se = Math.floor(Date.now() / 1000) + SIGNED_URL_SECONDS;
  return `${ctx.config.origin}${BLOBS}/${kind.path}${id}?se=${se}&sig=${signature(secretOf(ctx), kind, id, se)}`;
}

const signature = (secret: Buffer, kind: BlobKind, id: number, se: number) =>
  createHmac('sha256', secret).update(`${kind.path}${id}:${se}`).digest('base64url');

function checkSignature(ctx: Ctx, kind: BlobKind, id: number, query: Record<string, string>): void {
  const se = Number(query.se);
  const given = Buffer.from(String(query.sig ?? ''));
  const expected = Buffer.from(signature(secretOf(ctx), kind, id, se));
  if (!Number.isSafeInteger(se) || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new ServiceError(403, 'Server failed to authenticate the request: the signature does not match');
  if (se < Date.now() / 1000)
    throw new ServiceError(403, 'Server failed to authenticate the request: the signed URL has expired');
}

/** The key of an emulator's signed URLs: per process, so a signed URL does not outlive it. */
const secrets = new WeakMap<Ctx, Buffer>();
function secretOf(ctx: Ctx): Buffer {
  let secret = secrets.get(ctx);
  if (!secret) secrets.set(ctx, (secret = randomBytes(32)));
  return secret;
}

type BlobRequest = FastifyRequest<{ Params: { id: string }; Querystring: Record<string, string> }>;

/** The storage's routes for these kinds: bytes as they come, whatever the content type, in this scope only. */
export function registerBlobStorage(scope: FastifyInstance, ctx: Ctx, kinds: BlobKind[]): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  // Fastify answers HEAD with the GET route (Get Blob Properties: the same headers, no body).
  for (const kind of kinds) {
    scope.put(`${BLOBS}/${kind.path}:id`, (req, reply) => putBlob(ctx, kind, req as BlobRequest, reply));
    scope.get(`${BLOBS}/${kind.path}:id`, (req, reply) => getBlob(ctx, kind, req as BlobRequest, reply));
  }
}

/** An error as Azure's blob storage answers it: XML, and the code in a header too. */
function azureError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply
    .code(status)
    .header('x-ms-error-code', code)
    .type('application/xml')
    .send(
      `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    );
}

const azureHeaders = () => ({
  'x-ms-request-id': randomBytes(16).toString('hex'),
  'x-ms-version': '2025-01-05',
});

/** PUT a blob that may be written: Put Block (`comp=block`), Put Block List (`comp=blocklist`) or Put Blob. */
async function putBlob(ctx: Ctx, kind: BlobKind, req: BlobRequest, reply: FastifyReply) {
  const id = Number(req.params.id);
  checkSignature(ctx, kind, id, req.query);
  const file = kind.writable(ctx, id);
  if (!file) return azureError(reply, 409, 'BlobImmutable', 'This blob is finalized and cannot change.');
  const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const comp = req.query.comp;
  if (comp === 'block') return putBlock(req, reply, file, body);
  if (comp === 'blocklist') return putBlockList(reply, kind, file, body);
  if (comp !== undefined) return azureError(reply, 400, 'InvalidQueryParameterValue', `comp=${comp}`);
  if (body.length > kind.maxBytes)
    return azureError(reply, 413, 'RequestBodyTooLarge', 'The blob is too large.');
  await replaceDurably(file, body);
  return blobWritten(reply, `"0x${Date.now().toString(16)}"`);
}

/** 201 for a blob written: the request's headers, its ETag, and the time. */
function blobWritten(reply: FastifyReply, etag: string) {
  return reply
    .code(201)
    .headers({ ...azureHeaders(), etag, 'last-modified': new Date().toUTCString() })
    .send();
}

const blocksDir = (file: string) => `${file}.blocks`;

/** A blob's bytes and whatever an upload cut short left beside them (its blocks, its half-joined file). */
export async function removeBlob(file: string): Promise<void> {
  await Promise.all(
    [file, `${file}.tmp`, blocksDir(file)].map((f) => rm(f, { recursive: true, force: true })),
  );
}

/** Put Block: one block, kept apart under its id until the block list commits it. */
async function putBlock(req: BlobRequest, reply: FastifyReply, file: string, body: Buffer) {
  const blockId = req.query.blockid;
  if (!blockId || !/^[A-Za-z0-9+/=]{1,128}$/.test(blockId))
    return azureError(reply, 400, 'InvalidQueryParameterValue', 'blockid');
  await mkdir(blocksDir(file), { recursive: true });
  await writeFile(join(blocksDir(file), Buffer.from(blockId).toString('hex')), body);
  return reply.code(201).headers(azureHeaders()).send();
}

/** Put Block List: the listed blocks, in order, become the blob's bytes (at most the kind's maxBytes). */
async function putBlockList(reply: FastifyReply, kind: BlobKind, file: string, body: Buffer) {
  const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map(
    (m) => m[1],
  );
  await writeFile(`${file}.tmp`, '');
  let total = 0;
  for (const blockId of ids) {
    let block: Buffer;
    try {
      block = await readFile(join(blocksDir(file), Buffer.from(blockId).toString('hex')));
    } catch {
      return azureError(reply, 400, 'InvalidBlockList', `The block ${blockId} was not uploaded.`);
    }
    total += block.length;
    if (total > kind.maxBytes) return azureError(reply, 413, 'RequestBodyTooLarge', 'The blob is too large.');
    await appendFile(`${file}.tmp`, block);
  }
  await syncFile(`${file}.tmp`);
  await renameDurably(`${file}.tmp`, file);
  await rm(blocksDir(file), { recursive: true, force: true });
  return blobWritten(reply, `"0x${createHash('md5').update(String(total)).digest('hex').slice(0, 16)}"`);
}

/**
 * Get Blob (and its HEAD, Get Blob Properties): a finished blob's bytes, whole, or the one range asked for by
 * `x-ms-range` or `Range` (`bytes=a-b`, `bytes=a-`), as 206 with its Content-Range.
 */
async function getBlob(ctx: Ctx, kind: BlobKind, req: BlobRequest, reply: FastifyReply) {
  const id = Number(req.params.id);
  checkSignature(ctx, kind, id, req.query);
  const blob = kind.readable(ctx, id);
  if (!blob) return azureError(reply, 404, 'BlobNotFound', 'The specified blob does not exist.');
  reply
    .headers({ ...azureHeaders(), 'accept-ranges': 'bytes', 'x-ms-blob-type': 'BlockBlob' })
    .type(blob.type);
  const asked = req.headers['x-ms-range'] ?? req.headers.range;
  const range = typeof asked === 'string' ? /^bytes=(\d+)-(\d*)$/.exec(asked.trim()) : null;
  if (range) {
    const start = Number(range[1]);
    const end = Math.min(range[2] ? Number(range[2]) : blob.size - 1, blob.size - 1);
    if (start >= blob.size || end < start)
      return azureError(
        reply,
        416,
        'InvalidRange',
        'The range specified is invalid for the current size of the resource.',
      );
    reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${blob.size}`)
      .header('content-length', end - start + 1);
    return req.method === 'HEAD' ? reply.send() : reply.send(createReadStream(blob.file, { start, end }));
  }
  reply.header('content-length', blob.size);
  return req.method === 'HEAD' ? reply.send() : reply.send(createReadStream(blob.file));
}
