/**
 * The runner's artifact service, as `@actions/artifact` (v2 and later; upload-artifact v4+, upload-pages-artifact
 * v3+) talks to it:
 *
 * - its Twirp JSON API at the origin of ACTIONS_RESULTS_URL, `POST /twirp/github.actions.results.api.v1.
 *   ArtifactService/{CreateArtifact, FinalizeArtifact, ListArtifacts, GetSignedArtifactURL, DeleteArtifact}`,
 *   authorized by the job's runtime token: a JWT this emulator signs, whose `scp` claim carries the run's and the
 *   job's backend ids (`Actions.Results:<run>:<job>`), as the client reads them;
 * - the blob storage behind the signed URLs it hands out (`/_blobs/{id}?sig=…`, blob-storage.ts): Azure's Put Block
 *   and Put Block List (what the client's `BlockBlobClient.uploadStream` sends), Put Blob, and Get Blob.
 *
 * A finalized artifact joins the emulator's artifact store, tied to the run: the REST listing of the run's
 * artifacts shows it, `GET …/actions/artifacts/{id}/zip` downloads it, and a Pages deployment takes it by id.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Ctx } from '../http.js';
import { readArea, runtime, writeArea, type ArtifactRecord, type PagesArea } from '../pages/area.js';
import { removeArtifact } from '../pages/artifacts.js';
import { removeBlob, signedBlobUrl, type BlobKind } from './blob-storage.js';
import { registerTwirpService, TwirpError, type Job } from './results-twirp.js';

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService';
/** What one artifact may hold: the runner's own limit is far higher; this keeps the emulator's disk in check. */
const MAX_ARTIFACT_BYTES = 1024 * 1024 * 1024;

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

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** An artifact's bytes, wherever they are kept (a finalized blob, or bytes put in the store). */
export const artifactFile = (ctx: Ctx, id: number) => join(runtime(ctx).dataDir, 'artifacts', `${id}.bin`);

/** An artifact's bytes in the blob storage: written while it is pending, read once it is finalized. */
export const ARTIFACT_BLOBS: BlobKind = {
  path: '',
  maxBytes: MAX_ARTIFACT_BYTES,
  writable: (ctx, id) =>
    readArea(ctx, (a) => a.artifacts.some((x) => x.id === id && x.pending))
      ? artifactFile(ctx, id)
      : undefined,
  readable: (ctx, id) => {
    const artifact = readArea(ctx, (a) => a.artifacts.find((x) => x.id === id && !x.pending));
    return artifact && { file: artifact.file, size: artifact.size, type: 'application/zip' };
  },
};

/** Where `GET …/actions/artifacts/{id}/zip` sends the caller: a signed URL of the artifact's bytes. */
export const downloadUrl = (ctx: Ctx, id: number): string => signedBlobUrl(ctx, ARTIFACT_BLOBS, id);

/** The artifact service's Twirp API (its blobs are served with the others: blob-storage.ts). */
export function registerArtifactService(app: FastifyInstance, ctx: Ctx): void {
  app.register(async (scope) =>
    registerTwirpService(scope, ctx, SERVICE, {
      CreateArtifact: createArtifact,
      FinalizeArtifact: finalizeArtifact,
      ListArtifacts: listArtifacts,
      GetSignedArtifactURL: getSignedArtifactUrl,
      DeleteArtifact: deleteArtifact,
    }),
  );
}

/** CreateArtifact: a pending artifact of the run (replacing a pending one of that name), and where to upload it. */
async function createArtifact(ctx: Ctx, job: Job, body: Record<string, unknown>) {
  sameJob(job, body, true);
  const name = nameOf(body);
  const replaced: string[] = [];
  // Found past the change tracker, and replaced in place: a scan through its proxies, and a new list (written
  // whole to the journal), made each creation cost more with every artifact kept.
  const same = ctx.store.peek((s) =>
    ((s.areas.pages as PagesArea | undefined)?.artifacts ?? []).flatMap((x, i) =>
      x.runId === job.runId && x.name === name ? [{ at: i, pending: !!x.pending }] : [],
    ),
  );
  if (same.some((x) => !x.pending))
    throw new TwirpError(409, 'already_exists', `an artifact named ${name} already exists for this run`);
  const id = writeArea(ctx, (a) => {
    for (const { at } of same) replaced.push(a.artifacts[at].file);
    // Pending ones of that name go (at most one, unless a state was loaded by hand).
    for (const { at } of same.slice(1).reverse()) ctx.store.removeAt(a.artifacts, at);
    const id = ctx.store.nextId('pagesArtifact');
    const put = (record: ArtifactRecord) =>
      same.length > 0 ? (a.artifacts[same[0].at] = record) : a.artifacts.push(record);
    put({
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
  // A retried upload's earlier attempt leaves no bytes behind (its blob, blocks or half-joined file).
  await Promise.all(replaced.map(removeBlob));
  return { ok: true, signed_upload_url: signedBlobUrl(ctx, ARTIFACT_BLOBS, id) };
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
  return { signed_url: signedBlobUrl(ctx, ARTIFACT_BLOBS, artifact.id) };
}

/** DeleteArtifact: a finalized artifact and its bytes. */
async function deleteArtifact(ctx: Ctx, job: Job, body: Record<string, unknown>) {
  sameJob(job, body, false);
  const artifact = finalizedArtifact(ctx, job, body);
  removeArtifact(ctx, artifact.id);
  await removeBlob(artifact.file);
  return { ok: true, artifact_id: String(artifact.id) };
}
