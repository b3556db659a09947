/**
 * The runner's artifact service, as `@actions/artifact` (v2 and later; upload-artifact v4+, upload-pages-artifact
 * v3+) talks to it:
 *
 * - its Twirp JSON API at the origin of ACTIONS_RESULTS_URL, `POST /twirp/github.actions.results.api.v1.
 *   ArtifactService/{CreateArtifact, FinalizeArtifact, ListArtifacts, GetSignedArtifactURL, DeleteArtifact}`,
 *   authorized by the job's runtime token: a JWT this emulator signs, whose `scp` claim carries the run's and the
 *   job's backend ids (`Actions.Results:<run>:<job>`), as the client reads them;
 * - the blob storage behind the signed URLs it hands out (`/_blobs/{id}?sig=…`): Azure's Put Block and Put Block
 *   List (what the client's `BlockBlobClient.uploadStream` sends), Put Blob, and Get Blob.
 *
 * A finalized artifact joins the emulator's artifact store, tied to the run: the REST listing of the run's
 * artifacts shows it, `GET …/actions/artifacts/{id}/zip` downloads it, and a Pages deployment takes it by id.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { renameDurably, replaceDurably, syncFile } from '../durable-file.js';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Ctx } from '../http.js';
import { ServiceError } from '../service-error.js';
import { issuerFor, type OidcError } from '../oidc.js';
import { readArea, runtime, writeArea } from '../pages/area.js';
import { findRepo, type Repo } from '../state.js';
import { bindTo } from '../route-module.js';
import { RUNTIME_AUDIENCE } from './runtime-token.js';

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService';
export const BLOBS = '/_blobs';
const SIGNED_URL_SECONDS = 3600;
/** What one artifact may hold: the runner's own limit is far higher; this keeps the emulator's disk in check. */
const MAX_ARTIFACT_BYTES = 1024 * 1024 * 1024;

interface Job {
  repo: Repo;
  runId: number;
  actor: string;
  backend: { runId: string; jobId: string };
}

/** Twirp's error shape: `{ code, msg }` with its HTTP status. */
class TwirpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function jobOf(ctx: Ctx, req: FastifyRequest): Promise<Job> {
  const header = req.headers.authorization;
  const token = typeof header === 'string' && /^bearer /i.test(header) ? header.slice(7).trim() : '';
  if (!token)
    throw new TwirpError(
      401,
      'unauthenticated',
      'send the job runtime token (ACTIONS_RUNTIME_TOKEN) as Bearer',
    );
  let claims: Record<string, unknown>;
  try {
    claims = await (await issuerFor(ctx)).verifyOwn(token, RUNTIME_AUDIENCE);
  } catch (err) {
    throw new TwirpError(
      401,
      'unauthenticated',
      `the runtime token is not valid: ${(err as OidcError).message}`,
    );
  }
  const scope = String(claims.scp ?? '')
    .split(' ')
    .map((s) => s.split(':'))
    .find((p) => p[0] === 'Actions.Results' && p.length === 3);
  const repo = ctx.store.read((s) =>
    findRepo(s, ...(String(claims.repository).split('/') as [string, string])),
  );
  if (!scope || !repo)
    throw new TwirpError(403, 'permission_denied', 'the runtime token has no Actions.Results scope');
  return {
    repo,
    runId: Number(claims.run_id),
    actor: String(claims.actor),
    backend: { runId: scope[1], jobId: scope[2] },
  };
}

/** The request's backend ids must be the token's own. */
function sameJob(job: Job, body: Record<string, unknown>, jobToo: boolean): void {
  if (
    body.workflow_run_backend_id !== job.backend.runId ||
    (jobToo && body.workflow_job_run_backend_id !== job.backend.jobId)
  )
    throw new TwirpError(403, 'permission_denied', 'the backend ids are not those of the runtime token');
}

const ARTIFACT_NAME = /^[^"<>|*?\r\n\\/:]{1,256}$/;

function nameOf(body: Record<string, unknown>): string {
  const name = body.name;
  if (typeof name !== 'string' || !ARTIFACT_NAME.test(name))
    throw new TwirpError(400, 'invalid_argument', `invalid artifact name ${JSON.stringify(name)}`);
  return name;
}

/** A signed URL of one blob, valid for an hour: what the client uploads to or downloads from. */
function signedUrl(ctx: Ctx, id: number, secret: Buffer): string {
  const se = Math.floor(Date.now() / 1000) + SIGNED_URL_SECONDS;
  return `${ctx.config.origin}${BLOBS}/${id}?se=${se}&sig=${signature(secret, id, se)}`;
}

const signature = (secret: Buffer, id: number, se: number) =>
  createHmac('sha256', secret).update(`${id}:${se}`).digest('base64url');

function checkSignature(secret: Buffer, id: number, query: Record<string, string>): void {
  const se = Number(query.se);
  const given = Buffer.from(String(query.sig ?? ''));
  const expected = Buffer.from(signature(secret, id, se));
  if (!Number.isSafeInteger(se) || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new ServiceError(403, 'Server failed to authenticate the request: the signature does not match');
  if (se < Date.now() / 1000)
    throw new ServiceError(403, 'Server failed to authenticate the request: the signed URL has expired');
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** An artifact's bytes, wherever they are kept (a finalized blob, or bytes put in the store). */
export const artifactFile = (ctx: Ctx, id: number) => join(runtime(ctx).dataDir, 'artifacts', `${id}.bin`);

/** The key of an emulator's signed URLs: per process, so a signed URL does not outlive it. */
const secrets = new WeakMap<Ctx, Buffer>();
function secretOf(ctx: Ctx): Buffer {
  let secret = secrets.get(ctx);
  if (!secret) secrets.set(ctx, (secret = randomBytes(32)));
  return secret;
}

/** Where `GET …/actions/artifacts/{id}/zip` sends the caller: a signed URL of the artifact's bytes. */
export const downloadUrl = (ctx: Ctx, id: number): string => signedUrl(ctx, id, secretOf(ctx));

/** The artifact service's two scopes: the Twirp API and the blob storage behind its signed URLs. */
export function registerArtifactService(app: FastifyInstance, ctx: Ctx): void {
  app.register(async (scope) => twirpService(scope, ctx));
  app.register(async (scope) => blobStorage(scope, ctx));
}

type TwirpHandler = (ctx: Ctx, job: Job, body: Record<string, unknown>) => Promise<unknown>;

/** The Twirp API: its five methods, and its errors in Twirp's shape. */
function twirpService(scope: FastifyInstance, ctx: Ctx): void {
  scope.setErrorHandler(twirpErrors);
  const method = (name: string, handler: TwirpHandler) =>
    scope.post(`${SERVICE}/${name}`, async (req) => handler(ctx, await jobOf(ctx, req), objectBody(req)));
  method('CreateArtifact', createArtifact);
  method('FinalizeArtifact', finalizeArtifact);
  method('ListArtifacts', listArtifacts);
  method('GetSignedArtifactURL', getSignedArtifactUrl);
  method('DeleteArtifact', deleteArtifact);
}

/** Refusals as Twirp's `{ code, msg }`; Fastify's own 4xx (a body too large, bad JSON) as `malformed`. */
function twirpErrors(err: Error & { statusCode?: number }, _req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof TwirpError) return reply.code(err.status).send({ code: err.code, msg: err.message });
  if (err instanceof ServiceError) return reply.code(err.status).send({ code: 'internal', msg: err.message });
  if (err.statusCode && err.statusCode < 500)
    return reply.code(err.statusCode).send({ code: 'malformed', msg: err.message });
  throw err;
}

function objectBody(req: FastifyRequest): Record<string, unknown> {
  const body = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new TwirpError(400, 'malformed', 'the body must be a JSON object');
  return body as Record<string, unknown>;
}

/** CreateArtifact: a pending artifact of the run (replacing a pending one of that name), and where to upload it. */
async function createArtifact(ctx: Ctx, job: Job, body: Record<string, unknown>) {
  sameJob(job, body, true);
  const name = nameOf(body);
  const id = writeArea(ctx, (a) => {
    if (a.artifacts.some((x) => x.runId === job.runId && x.name === name && !x.pending))
      throw new TwirpError(409, 'already_exists', `an artifact named ${name} already exists for this run`);
    a.artifacts = a.artifacts.filter((x) => !(x.runId === job.runId && x.name === name));
    const id = ctx.store.nextId('pagesArtifact');
    a.artifacts.push({
      id,
      repoId: job.repo.id,
      runId: job.runId,
      name,
      size: 0,
      sha256: '',
      file: artifactFile(ctx, id),
      uploadedBy: job.actor,
      createdAt: iso(Date.now()),
      pending: true,
      service: 'results',
      ...(typeof body.expires_at === 'string' ? { expiresAt: body.expires_at } : {}),
    });
    return id;
  });
  return { ok: true, signed_upload_url: signedUrl(ctx, id, secretOf(ctx)) };
}

/** FinalizeArtifact: the uploaded bytes checked against the client's size and digest; the artifact is then done. */
async function finalizeArtifact(ctx: Ctx, job: Job, body: Record<string, unknown>) {
  sameJob(job, body, true);
  const name = nameOf(body);
  const artifact = readArea(ctx, (a) => a.artifacts.find((x) => x.runId === job.runId && x.name === name));
  if (!artifact) throw new TwirpError(404, 'not_found', `no artifact ${name} was created for this run`);
  let size: number;
  try {
    size = (await stat(artifact.file)).size;
  } catch {
    throw new TwirpError(400, 'failed_precondition', `nothing was uploaded for artifact ${name}`);
  }
  if (String(body.size) !== String(size))
    throw new TwirpError(
      400,
      'invalid_argument',
      `the artifact holds ${size} bytes, not ${String(body.size)}`,
    );
  const sha256 = createHash('sha256')
    .update(await readFile(artifact.file))
    .digest('hex');
  const hash = typeof body.hash === 'string' ? body.hash : undefined;
  if (hash && hash !== `sha256:${sha256}`)
    throw new TwirpError(400, 'invalid_argument', `the artifact's digest is sha256:${sha256}, not ${hash}`);
  writeArea(ctx, (a) => {
    const record = a.artifacts.find((x) => x.id === artifact.id)!;
    record.size = size;
    record.sha256 = sha256;
    delete record.pending;
  });
  return { ok: true, artifact_id: String(artifact.id) };
}

/** ListArtifacts: the run's finalized artifacts, by name or id if asked. */
async function listArtifacts(ctx: Ctx, job: Job, body: Record<string, unknown>) {
  sameJob(job, body, false);
  const nameFilter = typeof body.name_filter === 'string' ? body.name_filter : undefined;
  const idFilter = body.id_filter !== undefined ? Number(body.id_filter) : undefined;
  const artifacts = readArea(ctx, (a) =>
    a.artifacts.filter(
      (x) =>
        x.runId === job.runId &&
        !x.pending &&
        (nameFilter === undefined || x.name === nameFilter) &&
        (idFilter === undefined || x.id === idFilter),
    ),
  );
  return {
    artifacts: artifacts.map((x) => ({
      workflow_run_backend_id: job.backend.runId,
      workflow_job_run_backend_id: job.backend.jobId,
      database_id: String(x.id),
      name: x.name,
      size: String(x.size),
      created_at: x.createdAt,
      digest: `sha256:${x.sha256}`,
    })),
  };
}

/** The run's finalized artifact named in the body: 404 if there is none. */
function finalizedArtifact(ctx: Ctx, job: Job, body: Record<string, unknown>) {
  const name = nameOf(body);
  const artifact = readArea(ctx, (a) =>
    a.artifacts.find((x) => x.runId === job.runId && x.name === name && !x.pending),
  );
  if (!artifact) throw new TwirpError(404, 'not_found', `no artifact ${name} in this run`);
  return artifact;
}

/** GetSignedArtifactURL: where to download a finalized artifact. */
async function getSignedArtifactUrl(ctx: Ctx, job: Job, body: Record<string, unknown>) {
  sameJob(job, body, false);
  const artifact = finalizedArtifact(ctx, job, body);
  return { signed_url: signedUrl(ctx, artifact.id, secretOf(ctx)) };
}

/** DeleteArtifact: a finalized artifact and its bytes. */
async function deleteArtifact(ctx: Ctx, job: Job, body: Record<string, unknown>) {
  sameJob(job, body, false);
  const artifact = finalizedArtifact(ctx, job, body);
  writeArea(ctx, (a) => {
    a.artifacts = a.artifacts.filter((x) => x.id !== artifact.id);
  });
  await rm(artifact.file, { force: true });
  return { ok: true, artifact_id: String(artifact.id) };
}

type BlobRequest = FastifyRequest<{ Params: { id: string }; Querystring: Record<string, string> }>;

/** The blob storage: bytes as they come, whatever the content type, in this scope only. */
function blobStorage(scope: FastifyInstance, ctx: Ctx): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  const on = bindTo(ctx);
  scope.put(`${BLOBS}/:id`, on(putBlob));
  scope.get(`${BLOBS}/:id`, on(getBlob));
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

const blocksDir = (ctx: Ctx, id: number) => join(runtime(ctx).dataDir, 'artifacts', `${id}.blocks`);

/** PUT a blob of a pending artifact: Put Block (`comp=block`), Put Block List (`comp=blocklist`) or Put Blob. */
async function putBlob(ctx: Ctx, req: BlobRequest, reply: FastifyReply) {
  const id = Number(req.params.id);
  checkSignature(secretOf(ctx), id, req.query);
  if (!readArea(ctx, (a) => a.artifacts.find((x) => x.id === id && x.pending)))
    return azureError(reply, 409, 'BlobImmutable', 'This artifact is finalized and cannot change.');
  const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const headers = { 'x-ms-request-id': randomBytes(16).toString('hex'), 'x-ms-version': '2025-01-05' };
  const comp = req.query.comp;
  if (comp === 'block') return putBlock(ctx, req, reply, id, body, headers);
  if (comp === 'blocklist') return putBlockList(ctx, reply, id, body, headers);
  if (comp !== undefined) return azureError(reply, 400, 'InvalidQueryParameterValue', `comp=${comp}`);
  await replaceDurably(artifactFile(ctx, id), body);
  return blobWritten(reply, headers, `"0x${Date.now().toString(16)}"`);
}

/** 201 for a blob written: the request's headers, its ETag, and the time. */
function blobWritten(reply: FastifyReply, headers: Record<string, string>, etag: string) {
  return reply
    .code(201)
    .headers({ ...headers, etag, 'last-modified': new Date().toUTCString() })
    .send();
}

/** Put Block: one block, kept apart under its id until the block list commits it. */
async function putBlock(
  ctx: Ctx,
  req: BlobRequest,
  reply: FastifyReply,
  id: number,
  body: Buffer,
  headers: Record<string, string>,
) {
  const blockId = req.query.blockid;
  if (!blockId || !/^[A-Za-z0-9+/=]{1,128}$/.test(blockId))
    return azureError(reply, 400, 'InvalidQueryParameterValue', 'blockid');
  await mkdir(blocksDir(ctx, id), { recursive: true });
  await writeFile(join(blocksDir(ctx, id), Buffer.from(blockId).toString('hex')), body);
  return reply.code(201).headers(headers).send();
}

/** Put Block List: the listed blocks, in order, become the artifact's bytes (at most MAX_ARTIFACT_BYTES). */
async function putBlockList(
  ctx: Ctx,
  reply: FastifyReply,
  id: number,
  body: Buffer,
  headers: Record<string, string>,
) {
  const file = artifactFile(ctx, id);
  const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map(
    (m) => m[1],
  );
  await writeFile(`${file}.tmp`, '');
  let total = 0;
  for (const blockId of ids) {
    let block: Buffer;
    try {
      block = await readFile(join(blocksDir(ctx, id), Buffer.from(blockId).toString('hex')));
    } catch {
      return azureError(reply, 400, 'InvalidBlockList', `The block ${blockId} was not uploaded.`);
    }
    total += block.length;
    if (total > MAX_ARTIFACT_BYTES)
      return azureError(reply, 413, 'RequestBodyTooLarge', 'The artifact is too large.');
    await appendFile(`${file}.tmp`, block);
  }
  await syncFile(`${file}.tmp`);
  await renameDurably(`${file}.tmp`, file);
  await rm(blocksDir(ctx, id), { recursive: true, force: true });
  return blobWritten(
    reply,
    headers,
    `"0x${createHash('md5').update(String(total)).digest('hex').slice(0, 16)}"`,
  );
}

/** Get Blob: a finalized artifact's bytes. */
async function getBlob(ctx: Ctx, req: BlobRequest, reply: FastifyReply) {
  const id = Number(req.params.id);
  checkSignature(secretOf(ctx), id, req.query);
  const artifact = readArea(ctx, (a) => a.artifacts.find((x) => x.id === id && !x.pending));
  if (!artifact) return azureError(reply, 404, 'BlobNotFound', 'The specified blob does not exist.');
  return reply
    .type('application/zip')
    .header('content-length', artifact.size)
    .send(createReadStream(artifact.file));
}
