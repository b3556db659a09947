/**
 * The records of Pages (area "pages" of the state), the files they point to, and what every Pages operation needs:
 * access rules, request-body checks, the site lookup, URLs.
 *
 * Time-driven states (build queueing, health check, deployment steps) are derived from stored timestamps when
 * read, so they are deterministic, need no timers, and survive a restart. Artifact bytes and deployed files live
 * in the state directory's files/ (or, without one, a temporary directory removed at close).
 */
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { repoAccess, type Need } from '../auth.js';
import { type Ctx } from '../http.js';
import { ServiceError, validationFailed } from '../service-error.js';
import { fullName, type Repo } from '../state.js';
import { temporaryDir, type TemporaryDir } from '../../temp-dir.js';
import { makeDirectory } from '../../make-directory.js';

/** Durations of the time-driven states, in ms. Records keep the values they were made with. */
export const PAGES_TIMING = { pickupMs: 50, buildMs: 300, healthCheckMs: 200, deploymentStepMs: 60 };

export interface SiteRecord {
  repoId: number;
  buildType: 'legacy' | 'workflow';
  source: { branch: string; path: '/' | '/docs' };
  cname: string | null;
  httpsEnforced: boolean;
  public: boolean;
  createdAt: string;
}

export interface BuildRecord {
  id: number;
  repoId: number;
  requester: string;
  commit: string;
  createdMs: number;
  pickupMs: number;
  durationMs: number;
  /** Set when the build will end as errored (its source path holds no files). */
  error: string | null;
}

export interface HealthRecord {
  repoId: number;
  cname: string;
  startedMs: number;
  durationMs: number;
}

export interface ArtifactRecord {
  id: number;
  repoId: number;
  /** The workflow run that uploaded it (uploads with a workflow token). */
  runId?: number;
  name: string;
  size: number;
  sha256: string;
  file: string;
  uploadedBy: string;
  createdAt: string;
  /** Created through the artifact service and not finalized yet: not listed, not deployable. */
  pending?: boolean;
  expiresAt?: string;
  /**
   * `results`: uploaded through the runner's v4 artifact service (upload-artifact v4+, upload-pages-artifact v3+),
   * which the old runtime listing does not show, as on the service. Absent: the emulator's store (PUT /_artifacts),
   * listed by both.
   */
  service?: 'results';
}

/** Whether an artifact is past its retention (90 days, or the expiry its upload asked for). */
export const isExpired = (a: ArtifactRecord, now = Date.now()) => Date.parse(expiresAt(a)) <= now;
export const expiresAt = (a: ArtifactRecord) => a.expiresAt ?? iso(Date.parse(a.createdAt) + 90 * 86_400_000);

export type FailureStatus = 'deployment_failed' | 'deployment_content_failed';

export interface DeploymentRecord {
  id: number;
  repoId: number;
  artifactId: number;
  environment: string;
  pagesBuildVersion: string;
  requester: string;
  subject: string;
  createdMs: number;
  stepMs: number;
  /** When the files were stored (the end of syncing_files). */
  syncedMs?: number;
  /** The deployed site in the content store (site-store.ts): its hash, until it can never be served again. */
  site?: string;
  /** Before sites were stored by content: the directory of its files (stored by content at the next start). */
  dir?: string;
  custom404?: boolean;
  failure?: { status: FailureStatus; message: string };
  cancelledMs?: number;
  /** What was served, kept with the deployment (the artifact may be deleted later). */
  artifactName?: string;
  artifactRunId?: number;
}

export interface PagesArea {
  sites: SiteRecord[];
  builds: BuildRecord[];
  health: HealthRecord[];
  artifacts: ArtifactRecord[];
  deployments: DeploymentRecord[];
}

const pagesArea = (ctx: Ctx): PagesArea =>
  ctx.store.area<PagesArea>('pages', () => ({
    sites: [],
    builds: [],
    health: [],
    artifacts: [],
    deployments: [],
  }));
export const readArea = <T>(ctx: Ctx, fn: (a: PagesArea) => T): T => ctx.store.read(() => fn(pagesArea(ctx)));
export const writeArea = <T>(ctx: Ctx, fn: (a: PagesArea) => T): T =>
  ctx.store.write(() => fn(pagesArea(ctx)));

/** The directory of artifact bytes and deployed files (kept in the state directory, else temporary), running deployments. */
export interface Runtime {
  dataDir: string;
  /** The content store of deployed sites (site-store.ts). */
  sites: string;
  temporary: TemporaryDir | undefined;
  inFlight: Set<number>;
  /** Extractions running in the emulator's worker thread (worker.ts): awaited at close, before files are removed. */
  extracting: Set<Promise<unknown>>;
  /**
   * Sites stored by an extraction whose deployment is not recorded yet, with how many such deployments hold each:
   * kept by the sweep (site-files.ts).
   */
  pendingSites: Map<string, number>;
  /** The sweep of the content store running now: no extraction starts until it ends. */
  sweeping?: Promise<void>;
  sweepTimer?: NodeJS.Timeout;
  /**
   * Each repository's prune of superseded sites waiting (publication.ts, pruneWhenLive): when its last deployment
   * goes live, and since when it waits.
   */
  prunes: Map<number, { due: number; since: number }>;
  closed?: boolean;
}
const runtimes = new WeakMap<Ctx, Runtime>();

export function runtime(ctx: Ctx): Runtime {
  let rt = runtimes.get(ctx);
  if (!rt) {
    // Without a state directory, a temporary one: removed at close, or at exit should the process leave first.
    const temporary = ctx.filesDir === undefined ? temporaryDir('sarif-pipeline-pages-') : undefined;
    const dataDir = ctx.filesDir ?? temporary!.path;
    makeDirectory(join(dataDir, 'artifacts'));
    const sites = join(dataDir, 'sites');
    makeDirectory(sites);
    makeDirectory(join(dataDir, 'caches')); // the runner's cache service (actions/cache-service.ts)
    rt = {
      dataDir,
      sites,
      temporary,
      inFlight: new Set(),
      extracting: new Set(),
      pendingSites: new Map(),
      prunes: new Map(),
    };
    runtimes.set(ctx, rt);
  }
  return rt;
}

export const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * At close: wait for the extractions the worker thread is still writing (else they write into what is removed),
 * then remove the temporary directory of a context that has no state directory.
 */
export async function removeTemporaryFiles(ctx: Ctx): Promise<void> {
  const rt = runtimes.get(ctx);
  if (!rt) return;
  rt.closed = true;
  clearTimeout(rt.sweepTimer);
  await Promise.allSettled([...rt.extracting, rt.sweeping]);
  rt.temporary?.remove();
}

// Access, per the spec's access paragraph and permission table (rule 9)

export const READ: Need = { scopes: ['repo'], permission: ['pages', 'read'], role: 'read' };
export const WRITE: Need = { scopes: ['repo'], permission: ['pages', 'write'], role: 'write' };
const ADMIN: Need = { scopes: ['repo'], permission: ['administration', 'write'], role: 'maintain' };

export interface RepoParams {
  owner: string;
  repo: string;
}

/** Site settings and health: maintainers and admins; apps need administration write and pages write. */
export function adminAccess(ctx: Ctx, req: FastifyRequest, reply: FastifyReply, p: RepoParams): Repo {
  const repo = repoAccess(ctx, req, reply, p.owner, p.repo, ADMIN);
  const caller = req.caller;
  if (
    caller.type === 'token' &&
    caller.token.kind === 'installation' &&
    caller.token.permissions.pages !== 'write'
  ) {
    throw new ServiceError(403, 'Resource not accessible by integration: apps need pages write as well', {
      documentationUrl: 'permissions',
    });
  }
  return repo;
}

// Request bodies

export type Body = Record<string, unknown>;
export interface FieldError {
  resource: string;
  field: string;
  code: 'missing_field' | 'invalid';
  message: string;
}

export function objectBody(body: unknown): Body {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new ServiceError(400, 'Body should be a JSON object');
  }
  return body as Body;
}

export function failIfAny(errors: FieldError[]): void {
  if (errors.length > 0) {
    throw validationFailed(errors, `Validation Failed: ${errors.map((e) => e.message).join('; ')}`);
  }
}

export function findSite(ctx: Ctx, repo: Repo): SiteRecord {
  const site = readArea(ctx, (a) => a.sites.find((s) => s.repoId === repo.id));
  if (!site) {
    throw new ServiceError(
      404,
      `Pages is not enabled for ${fullName(repo)}: create the site with POST ${repoPath(repo)}/pages`,
    );
  }
  return site;
}

export const pageUrl = (ctx: Ctx, repo: Repo) => ctx.webUrl(`/pages/${repo.owner}/${repo.name}/`);
export const repoPath = (repo: Repo) => `/repos/${repo.owner}/${repo.name}`;
