/**
 * The emulator's own artifact store, `PUT|GET /_artifacts/{owner}/{repo}/{name}` on the root app (not part of
 * the REST API): a place a deployment can take its artifact from by URL, besides the run artifacts of the
 * runner's artifact service (actions/artifact-service.ts). Put with a workflow token, an artifact belongs to that
 * token's run (one per run and name, as the old artifact service keeps them); put with another token, to no run.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { replaceDurably } from '../durable-file.js';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { callerRun } from '../actions/runs.js';
import { actorLogin, identify, repoAccess } from '../auth.js';
import { type Ctx } from '../http.js';
import { ServiceError, validationFailed } from '../service-error.js';
import { fullName, type Repo } from '../state.js';
import {
  iso,
  readArea,
  READ,
  runtime,
  WRITE,
  writeArea,
  type ArtifactRecord,
  type PagesArea,
  type RepoParams,
} from './area.js';

export const ARTIFACTS = '/_artifacts';
const ARTIFACT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** The artifacts of a repository in the emulator's store. */
export const artifactsOf = (ctx: Ctx, repo: Repo): ArtifactRecord[] =>
  readArea(ctx, (a) => a.artifacts.filter((x) => x.repoId === repo.id && !x.pending));

export const artifactUrl = (ctx: Ctx, repo: Repo, name: string) =>
  `${ctx.config.origin}${ARTIFACTS}/${repo.owner}/${repo.name}/${encodeURIComponent(name)}`;

/**
 * The artifact named `name` of one run (`runId`), or, with no run, the one put in the store without a workflow
 * token: a name is never looked up across runs.
 */
export function runArtifact(ctx: Ctx, repo: Repo, runId: number | undefined, name: string) {
  return artifactAt(
    ctx,
    artifactWhere(ctx, (x) => x.repoId === repo.id && x.runId === runId && x.name === name && !x.pending),
  );
}

/** Artifact `id` of a repository (not pending). */
export const artifactWithId = (ctx: Ctx, repoId: number, id: number): ArtifactRecord | undefined =>
  artifactAt(
    ctx,
    artifactWhere(ctx, (x) => x.repoId === repoId && x.id === id && !x.pending),
  );

/**
 * Where the first artifact `match` takes is in the list (-1: nowhere), found past the change tracker, whose proxies
 * made a scan of every artifact cost a trap each (an upload's cost grew with the artifacts kept).
 */
const artifactWhere = (ctx: Ctx, match: (a: ArtifactRecord) => boolean) =>
  ctx.store.peek((s) => ((s.areas.pages as PagesArea | undefined)?.artifacts ?? []).findIndex(match));

/**
 * Artifact `id` taken out of the list (its bytes are the caller's to remove): found past the tracker and removed as
 * one operation, where a new list without it was written whole to the journal (a deletion among 4,000 artifacts
 * cost 14 ms and 1.2 MB of journal).
 */
export function removeArtifact(ctx: Ctx, id: number): void {
  const at = artifactWhere(ctx, (x) => x.id === id);
  if (at >= 0) writeArea(ctx, (a) => ctx.store.removeAt(a.artifacts, at));
}

/** The artifact at `at` of the list, read through the tracker. */
const artifactAt = (ctx: Ctx, at: number) => (at < 0 ? undefined : readArea(ctx, (a) => a.artifacts[at]));

interface ArtifactParams extends RepoParams {
  name: string;
}

/** How a version of a stored artifact is named: `<id>.<random>.bin`. */
const VERSION_SUFFIX = '.bin';
const VERSION_FILE = /^\d+\.[0-9a-f]{12}\.bin$/;

/**
 * The files a put left behind when it was not acknowledged (a crash between writing them and saving the record):
 * versions no record names, and half-written `.tmp` files. Run at start, before any request.
 */
async function removeUnsavedVersions(ctx: Ctx): Promise<void> {
  const dir = join(runtime(ctx).dataDir, 'artifacts');
  // Peeked, not read through the area: a start that changes nothing records nothing.
  const named = ctx.store.peek(
    (s) => new Set(((s.areas.pages as PagesArea | undefined)?.artifacts ?? []).map((x) => x.file)),
  );
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names)
    if ((VERSION_FILE.test(name) && !named.has(join(dir, name))) || name.endsWith('.bin.tmp'))
      await rm(join(dir, name), { force: true }).catch(() => {});
}

/** The artifact store's routes, on the root app. */
export function registerArtifactStore(app: FastifyInstance, ctx: Ctx): void {
  app.addHook('onReady', () => removeUnsavedVersions(ctx));
  // Artifact bytes are taken as they come, whatever the content type (JSON included), in this scope only.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

    scope.put<{ Params: ArtifactParams }>(`${ARTIFACTS}/:owner/:repo/:name`, async (req, reply) => {
      req.caller = identify(ctx, req);
      const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, WRITE);
      const name = req.params.name;
      if (!ARTIFACT_NAME.test(name)) {
        throw validationFailed(
          [{ resource: 'Artifact', field: 'name', code: 'invalid', message: 'invalid artifact name' }],
          `Artifact name ${JSON.stringify(name)} is invalid: use letters, digits, ".", "_" and "-" (at most 128)`,
        );
      }
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (bytes.length === 0) {
        throw new ServiceError(400, 'The artifact is empty: send its bytes as the request body');
      }
      const rt = runtime(ctx);
      const caller = req.caller;
      const run = caller.type === 'token' ? callerRun(ctx, caller.secret, caller.token) : undefined;
      const existing = runArtifact(ctx, repo, run?.id, name);
      const id = existing?.id ?? ctx.store.write(() => ctx.store.nextId('pagesArtifact'));
      // Each version its own file, named by the record only once that is saved: a put that is not acknowledged
      // (refused, or cut by a crash) leaves the artifact as it was; a deployment reading it never sees half of one.
      const file = join(rt.dataDir, 'artifacts', `${id}.${randomBytes(6).toString('hex')}${VERSION_SUFFIX}`);
      await replaceDurably(file, bytes);
      const record: ArtifactRecord = {
        id,
        repoId: repo.id,
        ...(run ? { runId: run.id } : {}),
        name,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        file,
        uploadedBy: actorLogin(req.caller, ctx.config.vendor),
        createdAt: iso(Date.now()),
      };
      try {
        // In place: the change is one record (replacing the list wrote all of it to the journal, each put).
        const at = artifactWhere(ctx, (x) => x.repoId === repo.id && x.runId === run?.id && x.name === name);
        writeArea(ctx, (a) => {
          if (at < 0) a.artifacts.push(record);
          else a.artifacts[at] = record;
        });
      } catch (err) {
        await rm(file, { force: true }).catch(() => {});
        throw err;
      }
      if (existing && existing.file !== file) await rm(existing.file, { force: true }).catch(() => {});
      return reply.code(existing ? 200 : 201).send({
        id,
        name,
        size: record.size,
        sha256: record.sha256,
        url: artifactUrl(ctx, repo, name),
        created_at: record.createdAt,
      });
    });

    scope.get<{ Params: ArtifactParams }>(`${ARTIFACTS}/:owner/:repo/:name`, async (req, reply) => {
      req.caller = identify(ctx, req);
      const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, {
        ...READ,
        authenticated: true,
      });
      const caller = req.caller;
      const run = caller.type === 'token' ? callerRun(ctx, caller.secret, caller.token) : undefined;
      const artifact = runArtifact(ctx, repo, run?.id, req.params.name);
      if (!artifact || !existsSync(artifact.file)) {
        throw new ServiceError(404, `No artifact ${req.params.name} in ${fullName(repo)}`);
      }
      return reply.type('application/octet-stream').send(createReadStream(artifact.file));
    });
  });
}
