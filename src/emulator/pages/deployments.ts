/**
 * Pages deployments: create one from an artifact of the emulator's store (named by `artifact_url` or, as in the
 * published description, `artifact_id`), certified by an OIDC token of this emulator's issuer, then read its
 * status or cancel it. Each operation answers on both paths real clients use:
 *
 * | operation | the spec / deploy-pages v1 | the published description / deploy-pages v4 and later |
 * |---|---|---|
 * | create | `POST .../pages/deployment` | `POST .../pages/deployments` |
 * | status | `GET .../pages/deployment/status/{id}` | `GET .../pages/deployments/{id}` |
 * | cancel | `PUT .../pages/deployment/cancel/{id}` | `POST .../pages/deployments/{id}/cancel` |
 *
 * `{id}` is the deployment's id or its `pages_build_version` (the description: "you can also give the commit
 * SHA"). Reading the status needs what creating needs (write access, pages write for apps).
 */
import { rm } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorLogin, repoAccess } from '../auth.js';
import { Closed, commitEventually } from '../background.js';
import { type Ctx } from '../http.js';
import { ServiceError, validationFailed } from '../service-error.js';
import { defaultAudience, OidcError, verifyIdToken } from '../oidc.js';
import { findRepo, fullName, type Repo } from '../state.js';
import { bindTo, type RouteModule } from '../route-module.js';
import { offLoop } from '../worker.js';
import {
  failIfAny,
  findSite,
  isExpired,
  objectBody,
  PAGES_TIMING,
  pageUrl,
  readArea,
  repoPath,
  runtime,
  WRITE,
  writeArea,
  type ArtifactRecord,
  type Body,
  type DeploymentRecord,
  type FailureStatus,
  type FieldError,
  type PagesArea,
  type RepoParams,
  type Runtime,
} from './area.js';
import { ARTIFACTS, artifactWithId, runArtifact } from './artifacts.js';
import { recordedDeployments, release, scheduleSweep, storeArtifact, storeSite } from './site-files.js';
import { RUN_ARTIFACT_PATH } from '../actions/runtime.js';
import { deploymentState, isFinal } from './deployment-status.js';
import { pruneAfterStart, pruneWhenLive } from './publication.js';

/** Query parameters an artifact URL may carry (the runtime service's, and deploy-pages v1's expansion). */
const ARTIFACT_URL_QUERY = new Set(['artifactName', 'api-version', '$expand']);

type DeploymentRequest = FastifyRequest<{ Params: RepoParams & { id: string } }>;

export const pagesDeploymentRoutes: RouteModule = (api, ctx) => {
  const base = '/repos/:owner/:repo/pages';
  const on = bindTo(ctx);
  api.post(`${base}/deployment`, on(createDeployment));
  api.post(`${base}/deployments`, on(createDeployment));
  api.get(`${base}/deployment/status/:id`, on(deploymentStatus));
  api.get(`${base}/deployments/:id`, on(deploymentStatus));
  api.put(`${base}/deployment/cancel/:id`, on(cancelDeployment));
  api.post(`${base}/deployments/:id/cancel`, on(cancelDeployment));
};

/**
 * Create a deployment: check the body, the site, the OIDC token that certifies it and the artifact it names; then
 * record the deployment and start publishing it (its status tells how that goes).
 */
async function createDeployment(ctx: Ctx, req: FastifyRequest<{ Params: RepoParams }>, reply: FastifyReply) {
  const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, WRITE);
  const body = objectBody(req.body);
  checkDeploymentBody(body);
  findSite(ctx, repo);
  const { subject, runId } = await certify(ctx, repo, body.oidc_token as string);
  const artifact =
    body.artifact_id !== undefined
      ? artifactById(ctx, repo, body.artifact_id as number)
      : artifactByUrl(ctx, repo, body.artifact_url as string, runId);
  const rt = runtime(ctx);
  const deployment = writeArea(ctx, (a) => {
    const d: DeploymentRecord = {
      id: ctx.store.nextId('pagesDeployment'),
      repoId: repo.id,
      artifactId: artifact.id,
      artifactName: artifact.name,
      ...(artifact.runId !== undefined ? { artifactRunId: artifact.runId } : {}),
      environment: (body.environment as string | undefined) ?? `${ctx.config.vendor}-pages`,
      pagesBuildVersion: body.pages_build_version as string,
      requester: actorLogin(req.caller, ctx.config.vendor),
      subject,
      createdMs: Date.now(),
      stepMs: PAGES_TIMING.deploymentStepMs,
    };
    a.deployments.push(d);
    return d;
  });
  rt.inFlight.add(deployment.id);
  void publish(ctx, rt, deployment.id, artifact);
  return {
    id: deployment.id,
    status_url: ctx.apiUrl(`${repoPath(repo)}/pages/deployments/${deployment.id}`),
    page_url: pageUrl(ctx, repo),
  };
}

/** The create body's fields by type; one of artifact_url and artifact_id; 422 with every field in error. */
function checkDeploymentBody(body: Body): void {
  const errors: FieldError[] = [];
  const check = (field: string, required: boolean, type: 'string' | 'boolean' | 'number') => {
    const v = body[field];
    if (v === undefined) {
      if (required) {
        errors.push({
          resource: 'PagesDeployment',
          field,
          code: 'missing_field',
          message: `${field} is required`,
        });
      }
    } else if (
      typeof v !== type ||
      (type === 'string' && (v as string).length === 0) ||
      (type === 'number' && !(Number.isSafeInteger(v) && (v as number) > 0))
    ) {
      const what = type === 'number' ? 'positive integer' : `non-empty ${type}`;
      errors.push({
        resource: 'PagesDeployment',
        field,
        code: 'invalid',
        message: `${field} must be a ${what}`,
      });
    }
  };
  if ((body.artifact_url === undefined) === (body.artifact_id === undefined)) {
    errors.push({
      resource: 'PagesDeployment',
      field: 'artifact_url',
      code: body.artifact_url === undefined ? 'missing_field' : 'invalid',
      message: 'give one of artifact_url and artifact_id',
    });
  }
  check('artifact_url', false, 'string');
  check('artifact_id', false, 'number');
  check('pages_build_version', true, 'string');
  check('oidc_token', true, 'string');
  check('environment', false, 'string');
  check('preview', false, 'boolean');
  failIfAny(errors);
}

/** The OIDC token's subject and run (if it names one): 400 unless this emulator issued it for the repository. */
async function certify(ctx: Ctx, repo: Repo, token: string): Promise<{ subject: string; runId?: number }> {
  try {
    const claims = await verifyIdToken(ctx, token, {
      audience: defaultAudience(ctx, repo.owner),
      repository: fullName(repo),
    });
    return {
      subject: claims.sub,
      runId: /^\d+$/.test(String(claims.run_id)) ? Number(claims.run_id) : undefined,
    };
  } catch (err) {
    if (err instanceof OidcError) throw new ServiceError(400, `Deployment rejected: ${err.message}`);
    throw err;
  }
}

/** A deployment by id, or the latest with that pages_build_version. */
function deploymentOf(ctx: Ctx, repo: Repo, rawId: string): DeploymentRecord {
  const d = readArea(ctx, (a) => {
    const mine = a.deployments.filter((x) => x.repoId === repo.id);
    return (
      (/^\d+$/.test(rawId) ? mine.find((x) => x.id === Number(rawId)) : undefined) ??
      mine.filter((x) => x.pagesBuildVersion === rawId).pop()
    );
  });
  if (!d) throw new ServiceError(404, `No Pages deployment ${rawId} in ${fullName(repo)}`);
  return d;
}

/** A deployment's status, with a message when it failed or was lost. */
async function deploymentStatus(ctx: Ctx, req: DeploymentRequest, reply: FastifyReply) {
  const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, WRITE);
  const d = deploymentOf(ctx, repo, req.params.id);
  const { status } = deploymentState(d, Date.now(), runtime(ctx).inFlight);
  return {
    status,
    ...(status === 'deployment_lost'
      ? { message: 'The emulator restarted while this deployment ran: deploy again' }
      : d.failure
        ? { message: d.failure.message }
        : {}),
  };
}

/** Cancel a running deployment (204; a finished one is left as it is); its stored files are swept. */
async function cancelDeployment(ctx: Ctx, req: DeploymentRequest, reply: FastifyReply) {
  const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, WRITE);
  const d = deploymentOf(ctx, repo, req.params.id);
  const now = Date.now();
  const rt = runtime(ctx);
  const cancelled = writeArea(ctx, (a) => {
    const current = a.deployments.find((x) => x.id === d.id)!;
    if (isFinal(deploymentState(current, now, rt.inFlight).status)) return false;
    current.cancelledMs = now;
    delete current.site;
    return true;
  });
  if (cancelled) scheduleSweep(ctx);
  return reply.code(204).send();
}

/** The artifact an `artifact_id` names: one of this repository's artifacts in the store, not expired. */
function artifactById(ctx: Ctx, repo: Repo, id: number): ArtifactRecord {
  const artifact = artifactWithId(ctx, repo.id, id);
  if (artifact && isExpired(artifact))
    throw new ServiceError(410, `Artifact ${id} has expired: upload it again in a new run`);
  if (!artifact) {
    throw new ServiceError(
      404,
      `No artifact ${id} in ${fullName(repo)}: list the run's artifacts with GET ${repoPath(repo)}/actions/runs/{run_id}/artifacts`,
    );
  }
  return artifact;
}

/**
 * The artifact an `artifact_url` names. The query strings of the runtime service's artifact URLs
 * (`artifactName`, `api-version`) and deploy-pages v1's `$expand=SignedContent` are accepted; no other. Only URLs
 * of this emulator (its artifact store, the REST download URL of a run artifact, the old runtime listing's), for
 * this repository, are accepted, and the bytes are read from the store directly: the emulator never fetches a URL
 * it is given, because a server that fetches caller-chosen URLs can be made to reach hosts only it can reach
 * (SSRF: cloud metadata endpoints, internal services, the loopback interface).
 */
function artifactByUrl(ctx: Ctx, repo: Repo, raw: string, runId: number | undefined): ArtifactRecord {
  const refuse = (why: string): never => {
    throw validationFailed(
      [{ resource: 'PagesDeployment', field: 'artifact_url', code: 'invalid', message: why }],
      `artifact_url ${why}: upload the artifact with PUT ${storeUrl(ctx, repo)}{name} and pass the URL it answers (the emulator fetches no other URL)`,
    );
  };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('is not an absolute URL');
  }
  if (url.origin !== new URL(ctx.config.origin).origin || url.username || url.password || url.hash) {
    return refuse(`is not in this emulator's artifact store (${ctx.config.origin}${ARTIFACTS}/)`);
  }
  const unknown = [...url.searchParams.keys()].filter((k) => !ARTIFACT_URL_QUERY.has(k));
  if (unknown.length > 0)
    return refuse(`has query parameters the artifact store does not know (${unknown.join(', ')})`);
  const expand = url.searchParams.get('$expand');
  if (expand !== null && expand !== 'SignedContent')
    return refuse('asks for $expand other than SignedContent');
  const rest = new RegExp(
    `^${ctx.config.apiPrefix}/repos/([^/]+)/([^/]+)/actions/artifacts/(\\d+)/zip$`,
  ).exec(url.pathname);
  if (rest) return artifactOfDownloadUrl(ctx, repo, url, rest, refuse);
  const old = RUN_ARTIFACT_PATH.exec(url.pathname);
  if (old) return artifactOfRuntimeUrl(ctx, repo, url, old[1], refuse);
  return artifactOfStoreUrl(ctx, repo, url, runId, refuse);
}

type Refuse = (why: string) => never;

/** Where the repository's artifacts are put in the emulator's store: `{origin}/_artifacts/{owner}/{repo}/`. */
const storeUrl = (ctx: Ctx, repo: Repo) => `${ctx.config.origin}${ARTIFACTS}/${repo.owner}/${repo.name}/`;

/** The REST download URL of a run artifact (what the pack step outputs as artifact-url). */
function artifactOfDownloadUrl(ctx: Ctx, repo: Repo, url: URL, path: RegExpExecArray, refuse: Refuse) {
  if ([...url.searchParams.keys()].length > 0)
    return refuse('has a query string the download URL does not take');
  const owning = ctx.store.read((s) => findRepo(s, decodeURIComponent(path[1]), decodeURIComponent(path[2])));
  if (!owning || owning.id !== repo.id)
    return refuse(
      `belongs to ${path[1]}/${path[2]}, not to ${fullName(repo)}: a deployment takes only its own repository's artifacts`,
    );
  return artifactById(ctx, repo, Number(path[3]));
}

/** The old runtime listing's URL: by run and name, and only what the old artifact service holds. */
function artifactOfRuntimeUrl(ctx: Ctx, repo: Repo, url: URL, runId: string, refuse: Refuse) {
  const name = url.searchParams.get('artifactName');
  if (!name) return refuse('names no artifact (artifactName)');
  const found = runArtifact(ctx, repo, Number(runId), name);
  if (!found || found.service === 'results' || isExpired(found))
    throw new ServiceError(
      404,
      `Artifact not found: run ${runId} of ${fullName(repo)} has no artifact ${name} in the old artifact service (artifacts of upload-artifact v4+ and upload-pages-artifact v3+ deploy with deploy-pages v4+)`,
    );
  return found;
}

/** A URL of the emulator's artifact store: the certified run's artifact of that name, else the one put without a run. */
function artifactOfStoreUrl(ctx: Ctx, repo: Repo, url: URL, runId: number | undefined, refuse: Refuse) {
  const parts = url.pathname.startsWith(`${ARTIFACTS}/`)
    ? url.pathname.slice(ARTIFACTS.length + 1).split('/')
    : [];
  let decoded: string[];
  try {
    decoded = parts.map(decodeURIComponent);
  } catch {
    return refuse('is not a valid artifact URL');
  }
  if (decoded.length !== 3) return refuse(`is not an artifact URL (${ARTIFACTS}/{owner}/{repo}/{name})`);
  const [owner, name, artifactName] = decoded;
  const named = url.searchParams.get('artifactName');
  if (named !== null && named !== artifactName)
    return refuse(`names two artifacts (${artifactName} and ${named})`);
  const owning = ctx.store.read((s) => findRepo(s, owner, name));
  if (!owning || owning.id !== repo.id) {
    return refuse(
      `belongs to ${owner}/${name}, not to ${fullName(repo)}: a deployment takes only its own repository's artifacts`,
    );
  }
  // Never another run's artifact.
  const artifact =
    (runId !== undefined ? runArtifact(ctx, repo, runId, artifactName) : undefined) ??
    runArtifact(ctx, repo, undefined, artifactName);
  if (!artifact) {
    throw new ServiceError(
      404,
      `No artifact ${artifactName} in ${fullName(repo)}: upload it first with PUT ${storeUrl(ctx, repo)}${encodeURIComponent(artifactName)}`,
    );
  }
  return artifact;
}

/**
 * Store the artifact's site (the syncing_files step); record the outcome. The outcome is written whatever the state
 * directory does meanwhile (retried while it refuses writes); if the emulator stops first, the deployment is still
 * unsynced in the state and the next start does it again (resumeDeployments).
 */
async function publish(ctx: Ctx, rt: Runtime, id: number, artifact: ArtifactRecord): Promise<void> {
  const fail = (status: FailureStatus, message: string) =>
    commitEventually(ctx, () =>
      writeArea(ctx, (a) => {
        const d = newest(a.deployments, id);
        if (d && d.syncedMs === undefined && d.cancelledMs === undefined && !d.failure)
          d.failure = { status, message };
      }),
    );
  let held: string | undefined;
  let recorded = false;
  try {
    // Read and stored in the emulator's worker thread (worker.ts), off the event loop.
    const extraction = await storeArtifact(rt, artifact.file);
    if (!extraction.ok) {
      await fail(
        'deployment_failed',
        extraction.reason === 'gone'
          ? `the bytes of artifact ${artifact.name} are gone (the emulator restarted): upload it again`
          : `the artifact ${artifact.name} was refused: ${extraction.message}`,
      );
      return;
    }
    const { stored } = extraction;
    held = stored.site;
    if (stored.files === 0) {
      await fail('deployment_content_failed', `the artifact ${artifact.name} holds no files`);
      return;
    }
    const live = await commitEventually(ctx, () =>
      writeArea(ctx, (a) => {
        const d = newest(a.deployments, id);
        if (!d || d.cancelledMs !== undefined || d.failure || d.syncedMs !== undefined) return undefined;
        d.syncedMs = Date.now();
        d.site = stored.site;
        d.custom404 = stored.custom404;
        return { repoId: d.repoId, createdMs: d.createdMs, stepMs: d.stepMs, syncedMs: d.syncedMs };
      }),
    ).catch((err: unknown) => {
      if (err instanceof Closed) return undefined; // the next start stores it again
      throw err;
    });
    recorded = live !== undefined;
    if (live) pruneWhenLive(ctx, live, live.syncedMs);
  } catch (err) {
    if (!(err instanceof Closed))
      await fail(
        'deployment_failed',
        `the deployment failed in the emulator: ${(err as Error).message}`,
      ).catch((e: Error) => ctx.warn(`Pages deployment ${id}: ${e.message}`));
  } finally {
    release(rt, held);
    if (held && !recorded) scheduleSweep(ctx); // stored for nothing
    rt.inFlight.delete(id);
  }
}

/**
 * Deployment `id` of the tracked list. Ids ascend along the list (each is pushed with the next id), so a binary
 * search finds it in a few reads through the change tracker's proxies; a scan from the end read every deployment
 * created since, hundreds while publishing lags behind creation under load. A list out of order (a state loaded by
 * hand) is searched whole.
 */
function newest(list: DeploymentRecord[], id: number): DeploymentRecord | undefined {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const d = list[mid];
    if (d.id === id) return newestOf(list, mid, id);
    if (d.id < id) lo = mid + 1;
    else hi = mid - 1;
  }
  for (let i = list.length - 1; i >= 0; i--) if (list[i].id === id) return list[i];
  return undefined;
}

/** The last deployment with this id at or after `at` (ids are unique, unless a loaded state repeats one). */
function newestOf(list: DeploymentRecord[], at: number, id: number): DeploymentRecord {
  let i = at;
  while (i + 1 < list.length && list[i + 1].id === id) i++;
  return list[i];
}

/**
 * After a restart, or a state loaded by the admin API: every deployment created but not yet synced, failed or
 * cancelled, that nothing in this process runs, is stored again (what a crash left half-written is swept), so none
 * stays in progress or is lost; sites recorded as directories (the layout before) are stored by content.
 */
export function resumeDeployments(ctx: Ctx): void {
  const rt = runtime(ctx);
  const todo = ctx.store.read((s) => {
    const a = s.areas.pages as PagesArea | undefined;
    if (!a) return [];
    return a.deployments
      .filter(
        (d) =>
          d.syncedMs === undefined && !d.failure && d.cancelledMs === undefined && !rt.inFlight.has(d.id),
      )
      .map((d) => ({
        id: d.id,
        artifact: a.artifacts.find((x) => x.id === d.artifactId && x.repoId === d.repoId),
        repo: s.repos.find((r) => r.id === d.repoId),
      }));
  });
  for (const { id, artifact, repo } of todo) {
    rt.inFlight.add(id);
    if (artifact && repo) {
      void publish(ctx, rt, id, artifact);
      continue;
    }
    rt.inFlight.delete(id);
    void commitEventually(ctx, () =>
      writeArea(ctx, (a) => {
        const d = a.deployments.find((x) => x.id === id);
        if (d && d.syncedMs === undefined && !d.failure && d.cancelledMs === undefined)
          d.failure = {
            status: 'deployment_failed',
            message: `its ${artifact ? 'repository' : 'artifact'} is gone: deploy again`,
          };
      }),
    ).catch(() => {});
  }
  pruneAfterStart(ctx);
  void adoptDirectories(ctx).finally(() => scheduleSweep(ctx));
}

/** Sites recorded as a directory of files (before sites were stored by content), stored by content. */
async function adoptDirectories(ctx: Ctx): Promise<void> {
  const rt = runtime(ctx);
  const legacy = recordedDeployments(ctx)
    .filter((d) => d.dir && !d.site)
    .map((d) => ({ id: d.id, dir: d.dir! }));
  for (const { id, dir } of legacy) {
    const stored = await storeSite(rt, () => offLoop('adopt', { dir, store: rt.sites })).catch(
      (err: Error) => {
        ctx.warn(`Pages deployment ${id}: its files in ${dir} cannot be read (${err.message}): deploy again`);
        return undefined;
      },
    );
    await commitEventually(ctx, () =>
      writeArea(ctx, (a) => {
        const d = a.deployments.find((x) => x.id === id);
        if (!d || d.dir !== dir) return;
        delete d.dir;
        if (stored) d.site = stored.site;
      }),
    )
      .then(() => rm(dir, { recursive: true, force: true }))
      .catch(() => {})
      .finally(() => release(rt, stored?.site));
  }
}
