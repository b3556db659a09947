/**
 * Pages: the site of a repository (create, get, update, delete), builds (queued, one at a time per repository and
 * per requester), the DNS health check of a custom domain (202 while it runs, 200 with host checks after), and
 * deployments of an artifact certified by an OIDC token, with a status that moves through the deploy step's
 * words to `succeed` or a failure.
 *
 * Outside the API (registerSiteRoutes, on the root app): an artifact store, `PUT|GET /_artifacts/{owner}/{repo}/
 * {name}`, the only place a deployment takes its artifact from, and the published sites at
 * `/pages/{owner}/{repo}/...`.
 *
 * Time-driven states (build queueing, health check, deployment steps) are derived from stored timestamps when
 * read, so they are deterministic, need no timers, and survive a restart. Artifact bytes and deployed files live
 * in the state directory's files/ (or, without one, a temporary directory removed at close); the files of a site
 * that can no longer be served are deleted. A deployment cut short by a restart reads `deployment_lost`.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { lstat, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callerRun } from '../actions/runs.js';
import { actorLogin, canSee, identify, repoAccess, type Need } from '../auth.js';
import { ApiError, paginate, validationFailed, type Ctx } from '../http.js';
import { userSummary } from '../render.js';
import { findRepo, fullName, type Repo } from '../state.js';
import type { RouteModule } from '../route-module.js';

/** Durations of the time-driven states, in ms. Records keep the values they were made with. */
export const PAGES_TIMING = { pickupMs: 50, buildMs: 300, healthCheckMs: 200, deploymentStepMs: 60 };

// ---------------------------------------------------------------------------------------------------------------
// Records (area "pages" of the state)

interface SiteRecord {
  repoId: number;
  buildType: 'legacy' | 'workflow';
  source: { branch: string; path: '/' | '/docs' };
  cname: string | null;
  httpsEnforced: boolean;
  public: boolean;
  createdAt: string;
}

interface BuildRecord {
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

interface HealthRecord {
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
}

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
  /** When the files were extracted (the end of syncing_files). */
  syncedMs?: number;
  dir?: string;
  custom404?: boolean;
  failure?: { status: FailureStatus; message: string };
  cancelledMs?: number;
}

interface PagesArea {
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
  temporary: boolean;
  inFlight: Set<number>;
}
const runtimes = new WeakMap<Ctx, Runtime>();

export function runtime(ctx: Ctx): Runtime {
  let rt = runtimes.get(ctx);
  if (!rt) {
    const dataDir = ctx.filesDir ?? mkdtempSync(join(tmpdir(), 'sarif-pipeline-pages-'));
    mkdirSync(join(dataDir, 'artifacts'), { recursive: true });
    mkdirSync(join(dataDir, 'sites'), { recursive: true });
    rt = { dataDir, temporary: !ctx.filesDir, inFlight: new Set() };
    runtimes.set(ctx, rt);
  }
  return rt;
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

// ---------------------------------------------------------------------------------------------------------------
// Access, per the spec's access paragraph and permission table (rule 9)

export const READ: Need = { scopes: ['repo'], permission: ['pages', 'read'], role: 'read' };
export const WRITE: Need = { scopes: ['repo'], permission: ['pages', 'write'], role: 'write' };
const ADMIN: Need = { scopes: ['repo'], permission: ['administration', 'write'], role: 'maintain' };

export interface RepoParams {
  owner: string;
  repo: string;
}

/** Site settings and health: maintainers and admins; apps need administration write and pages write. */
function adminAccess(ctx: Ctx, req: FastifyRequest, reply: FastifyReply, p: RepoParams): Repo {
  const repo = repoAccess(ctx, req, reply, p.owner, p.repo, ADMIN);
  const caller = req.caller;
  if (
    caller.type === 'token' &&
    caller.token.kind === 'installation' &&
    caller.token.permissions.pages !== 'write'
  ) {
    throw new ApiError(403, 'Resource not accessible by integration: apps need pages write as well', {
      documentationUrl: 'permissions',
    });
  }
  return repo;
}

// ---------------------------------------------------------------------------------------------------------------
// Derived states

type BuildStatus = 'queued' | 'building' | 'built' | 'errored';

/**
 * When each build runs: in request order, a build starts once the earlier builds of its repository and of its
 * requester have finished (one concurrent build per repository and per requester; later requests wait).
 */
function buildSchedule(builds: readonly BuildRecord[]): Map<number, { start: number; end: number }> {
  const freeAt = new Map<string, number>();
  const out = new Map<number, { start: number; end: number }>();
  for (const b of [...builds].sort((x, y) => x.id - y.id)) {
    const repoKey = `repo:${b.repoId}`;
    const userKey = `user:${b.requester.toLowerCase()}`;
    const start = Math.max(b.createdMs + b.pickupMs, freeAt.get(repoKey) ?? 0, freeAt.get(userKey) ?? 0);
    const end = start + b.durationMs;
    freeAt.set(repoKey, end);
    freeAt.set(userKey, end);
    out.set(b.id, { start, end });
  }
  return out;
}

function buildStatus(b: BuildRecord, slot: { start: number; end: number }, now: number): BuildStatus {
  if (now < slot.start) return 'queued';
  if (now < slot.end) return 'building';
  return b.error ? 'errored' : 'built';
}

type DeploymentStatus =
  | 'deployment_in_progress'
  | 'syncing_files'
  | 'finished_file_sync'
  | 'updating_pages'
  | 'purging_cdn'
  | 'succeed'
  | FailureStatus
  | 'deployment_cancelled'
  | 'deployment_lost';

const FINAL_STEPS = ['finished_file_sync', 'updating_pages', 'purging_cdn'] as const;

/**
 * A deployment's status: in progress for one step, syncing files until the artifact is extracted (at least one
 * step), then one step each of finished_file_sync, updating_pages and purging_cdn, then succeed. `succeededAt`
 * is when it went live.
 */
export function deploymentState(
  d: DeploymentRecord,
  now: number,
  inFlight: ReadonlySet<number>,
): { status: DeploymentStatus; succeededAt?: number } {
  if (d.cancelledMs !== undefined) return { status: 'deployment_cancelled' };
  if (d.failure) return { status: d.failure.status };
  const S = d.stepMs;
  if (d.syncedMs === undefined) {
    if (!inFlight.has(d.id)) return { status: 'deployment_lost' };
    return { status: now < d.createdMs + S ? 'deployment_in_progress' : 'syncing_files' };
  }
  if (now < d.createdMs + S) return { status: 'deployment_in_progress' };
  const synced = Math.max(d.syncedMs, d.createdMs + 2 * S);
  if (now < synced) return { status: 'syncing_files' };
  const succeededAt = synced + FINAL_STEPS.length * S;
  return { status: FINAL_STEPS[Math.floor((now - synced) / S)] ?? 'succeed', succeededAt };
}

const RUNNING: ReadonlySet<DeploymentStatus> = new Set<DeploymentStatus>([
  'deployment_in_progress',
  'syncing_files',
  ...FINAL_STEPS,
]);
/** succeed, or one of the failures (failed, content failed, cancelled, lost). */
export const isFinal = (s: DeploymentStatus) => !RUNNING.has(s);

/** What a site serves: the files of the latest successful deployment, or of the latest built build. */
type Publication =
  | { kind: 'deployment'; at: number; dir: string; custom404: boolean }
  | { kind: 'branch'; at: number; files: Map<string, string> };

function publication(ctx: Ctx, repo: Repo, now = Date.now()): Publication | undefined {
  const inFlight = runtime(ctx).inFlight;
  const best = readArea(ctx, (a) => {
    const site = a.sites.find((s) => s.repoId === repo.id);
    if (!site) return undefined;
    let best: Publication | undefined;
    for (const d of a.deployments) {
      if (d.repoId !== repo.id || !d.dir) continue;
      const { status, succeededAt } = deploymentState(d, now, inFlight);
      if (status === 'succeed' && (!best || succeededAt! >= best.at)) {
        best = { kind: 'deployment', at: succeededAt!, dir: d.dir, custom404: d.custom404 ?? false };
      }
    }
    const schedule = buildSchedule(a.builds);
    for (const b of a.builds) {
      const slot = schedule.get(b.id)!;
      if (b.repoId !== repo.id || buildStatus(b, slot, now) !== 'built') continue;
      if (!best || slot.end > best.at) {
        best = { kind: 'branch', at: slot.end, files: sourceFiles(repo, site) };
      }
    }
    return best;
  });
  pruneSites(ctx, repo, best, now);
  return best;
}

/**
 * Delete the files of deployments that can never be served again: finished (succeeded, failed or cancelled)
 * and superseded by what the site serves now.
 */
function pruneSites(ctx: Ctx, repo: Repo, served: Publication | undefined, now: number): void {
  if (!served) return;
  const inFlight = runtime(ctx).inFlight;
  const dirs = writeArea(ctx, (a) => {
    const gone: string[] = [];
    for (const d of a.deployments) {
      if (d.repoId !== repo.id || !d.dir || (served.kind === 'deployment' && d.dir === served.dir)) continue;
      const { status, succeededAt } = deploymentState(d, now, inFlight);
      if (!isFinal(status) || (status === 'succeed' && succeededAt! > served.at)) continue;
      gone.push(d.dir);
      delete d.dir;
    }
    return gone;
  });
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

/** The repository files a branch build publishes: those under the site's source path, relative to it. */
function sourceFiles(repo: Repo, site: SiteRecord): Map<string, string> {
  const prefix = site.source.path === '/docs' ? 'docs/' : '';
  return new Map(
    repo.files.filter((f) => f.path.startsWith(prefix)).map((f) => [f.path.slice(prefix.length), f.content]),
  );
}

/** The site's status word: from the most recent build or deployment (null before any). */
function siteStatus(ctx: Ctx, repoId: number, now: number): 'built' | 'building' | 'errored' | null {
  const inFlight = runtime(ctx).inFlight;
  return readArea(ctx, (a) => {
    const schedule = buildSchedule(a.builds);
    const events: { at: number; status: 'built' | 'building' | 'errored' }[] = [];
    for (const b of a.builds.filter((x) => x.repoId === repoId)) {
      const s = buildStatus(b, schedule.get(b.id)!, now);
      events.push({
        at: b.createdMs,
        status: s === 'built' ? 'built' : s === 'errored' ? 'errored' : 'building',
      });
    }
    for (const d of a.deployments.filter((x) => x.repoId === repoId)) {
      const { status } = deploymentState(d, now, inFlight);
      if (status === 'deployment_cancelled') continue;
      events.push({
        at: d.createdMs,
        status: status === 'succeed' ? 'built' : isFinal(status) ? 'errored' : 'building',
      });
    }
    events.sort((x, y) => x.at - y.at);
    return events[events.length - 1]?.status ?? null;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Rendering

export const pageUrl = (ctx: Ctx, repo: Repo) => ctx.webUrl(`/pages/${repo.owner}/${repo.name}/`);
export const repoPath = (repo: Repo) => `/repos/${repo.owner}/${repo.name}`;

/** The www / apex counterpart of a domain (null for other subdomains). */
function altDomain(host: string): string | null {
  if (host.startsWith('www.')) return host.slice(4);
  return host.split('.').length === 2 ? `www.${host}` : null;
}

function renderSite(ctx: Ctx, repo: Repo, site: SiteRecord, now = Date.now()) {
  const pub = publication(ctx, repo, now);
  const custom404 =
    pub?.kind === 'deployment' ? pub.custom404 : pub?.kind === 'branch' ? pub.files.has('404.html') : false;
  const alt = site.cname ? altDomain(site.cname) : null;
  const expires = new Date(Date.parse(site.createdAt) + 90 * 86_400_000).toISOString().slice(0, 10);
  return {
    url: ctx.apiUrl(`${repoPath(repo)}/pages`),
    status: siteStatus(ctx, repo.id, now),
    cname: site.cname,
    custom_404: custom404,
    html_url: pageUrl(ctx, repo),
    build_type: site.buildType,
    source: site.source,
    public: site.public,
    ...(site.cname
      ? {
          https_certificate: {
            state: 'approved',
            description: 'The certificate has been approved.',
            domains: alt ? [site.cname, alt] : [site.cname],
            expires_at: expires,
          },
        }
      : {}),
    https_enforced: site.httpsEnforced,
  };
}

function renderBuild(
  ctx: Ctx,
  repo: Repo,
  b: BuildRecord,
  slot: { start: number; end: number },
  now: number,
) {
  const status = buildStatus(b, slot, now);
  const finished = status === 'built' || status === 'errored';
  return {
    url: ctx.apiUrl(`${repoPath(repo)}/pages/builds/${b.id}`),
    status,
    error: { message: status === 'errored' ? b.error : null },
    pusher: userSummary(ctx, b.requester),
    commit: b.commit,
    duration: finished ? slot.end - slot.start : 0,
    created_at: iso(b.createdMs),
    updated_at: iso(finished ? slot.end : status === 'building' ? slot.start : b.createdMs),
  };
}

/**
 * One host check. The emulator never queries DNS: the repository's `pagesDomain` (and its www / apex
 * counterpart) stands for a domain correctly pointed at Pages; any other name does not resolve.
 */
function hostCheck(host: string, resolves: boolean, site: SiteRecord, owner: string) {
  const apex = host.split('.').length === 2;
  return {
    host,
    uri: `http://${host}/`,
    nameservers: 'default',
    dns_resolves: resolves,
    is_proxied: false,
    is_cdn_a_ip: false,
    is_cdn_b_ip: false,
    is_old_ip_address: false,
    is_a_record: apex && resolves,
    has_cname_record: !apex && resolves,
    has_mx_records_present: false,
    is_valid_domain: true,
    is_apex_domain: apex,
    should_be_a_record: apex,
    is_cname_to_svc_user_domain: !apex && resolves,
    is_cname_to_pages_dot_svc_dot_com: false,
    is_cname_to_cdn_b: false,
    is_pointed_to_svc_pages_ip: apex && resolves,
    is_non_svc_pages_ip_present: false,
    is_pages_domain: false,
    is_served_by_pages: resolves,
    is_valid: resolves,
    reason: resolves
      ? null
      : apex
        ? `${host} has no A records pointing at the Pages servers`
        : `${host} has no CNAME record pointing at the Pages host of ${owner}`,
    responds_to_https: resolves,
    enforces_https: resolves && site.httpsEnforced,
    https_error: resolves ? null : `${host} does not resolve`,
    is_https_eligible: resolves,
    caa_error: null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
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
    throw new ApiError(400, 'Body should be a JSON object');
  }
  return body as Body;
}

export function failIfAny(errors: FieldError[]): void {
  if (errors.length > 0) {
    throw validationFailed(errors, `Validation Failed: ${errors.map((e) => e.message).join('; ')}`);
  }
}

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const SOURCE_PATHS = ['/', '/docs'] as const;

/** source: an object with an existing branch (the repository's only known branch is its default) and a path. */
function parseSource(
  repo: Repo,
  raw: unknown,
  pathRequired: boolean,
  errors: FieldError[],
): SiteRecord['source'] | undefined {
  const err = (field: string, code: FieldError['code'], message: string) =>
    errors.push({ resource: 'Page', field, code, message });
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    err('source', 'invalid', 'source must be an object with branch and path');
    return undefined;
  }
  const { branch, path } = raw as Body;
  if (branch === undefined) err('source.branch', 'missing_field', 'source.branch is required');
  else if (typeof branch !== 'string' || branch !== repo.defaultBranch) {
    err(
      'source.branch',
      'invalid',
      `source.branch ${JSON.stringify(branch)} is not a branch of ${fullName(repo)} (its branch is ${repo.defaultBranch})`,
    );
  }
  if (path === undefined && pathRequired) {
    err('source.path', 'missing_field', 'source.path is required ("/" or "/docs")');
  } else if (path !== undefined && !SOURCE_PATHS.includes(path as '/')) {
    err('source.path', 'invalid', `source.path ${JSON.stringify(path)} is not allowed: use "/" or "/docs"`);
  }
  return { branch: branch as string, path: (path ?? '/') as '/' | '/docs' };
}

function parseBuildType(raw: unknown, errors: FieldError[]): SiteRecord['buildType'] | undefined {
  if (raw === undefined) return undefined;
  if (raw !== 'legacy' && raw !== 'workflow') {
    errors.push({
      resource: 'Page',
      field: 'build_type',
      code: 'invalid',
      message: `build_type ${JSON.stringify(raw)} is not allowed: use "legacy" or "workflow"`,
    });
    return undefined;
  }
  return raw;
}

export function findSite(ctx: Ctx, repo: Repo): SiteRecord {
  const site = readArea(ctx, (a) => a.sites.find((s) => s.repoId === repo.id));
  if (!site) {
    throw new ApiError(
      404,
      `Pages is not enabled for ${fullName(repo)}: create the site with POST ${repoPath(repo)}/pages`,
    );
  }
  return site;
}

// ---------------------------------------------------------------------------------------------------------------
// The API routes

export const pagesRoutes: RouteModule = (api, ctx) => {
  const base = '/repos/:owner/:repo/pages';

  api.get<{ Params: RepoParams }>(base, async (req, reply) => {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
    return renderSite(ctx, repo, findSite(ctx, repo));
  });

  api.post<{ Params: RepoParams }>(base, async (req, reply) => {
    const repo = adminAccess(ctx, req, reply, req.params);
    const body = objectBody(req.body);
    const errors: FieldError[] = [];
    const buildType = parseBuildType(body.build_type, errors);
    if (body.source === undefined && body.build_type === undefined) {
      errors.push({
        resource: 'Page',
        field: 'source',
        code: 'missing_field',
        message: 'send source or build_type',
      });
    }
    const source =
      body.source === undefined
        ? { branch: repo.defaultBranch, path: '/' as const }
        : parseSource(repo, body.source, false, errors);
    failIfAny(errors);
    const site: SiteRecord = {
      repoId: repo.id,
      buildType: buildType ?? 'legacy',
      source: source!,
      // A private repository's site is private, and private sites cannot have a custom domain.
      cname: repo.private ? null : (repo.pagesDomain?.toLowerCase() ?? null),
      httpsEnforced: true,
      public: !repo.private,
      createdAt: iso(Date.now()),
    };
    writeArea(ctx, (a) => {
      if (a.sites.some((s) => s.repoId === repo.id)) {
        throw new ApiError(
          409,
          `A Pages site already exists for ${fullName(repo)}: update it with PUT instead`,
        );
      }
      a.sites.push(site);
    });
    return reply.code(201).send(renderSite(ctx, repo, site));
  });

  api.put<{ Params: RepoParams }>(base, async (req, reply) => {
    const repo = adminAccess(ctx, req, reply, req.params);
    const site = findSite(ctx, repo);
    const body = objectBody(req.body);
    const known = ['cname', 'https_enforced', 'build_type', 'source'].filter((k) => k in body);
    if (known.length === 0) {
      throw new ApiError(
        400,
        'Nothing to update: send at least one of cname, https_enforced, build_type, source',
      );
    }
    const errors: FieldError[] = [];
    const buildType = parseBuildType(body.build_type, errors);
    const source = body.source === undefined ? undefined : parseSource(repo, body.source, true, errors);
    if (body.https_enforced !== undefined && typeof body.https_enforced !== 'boolean') {
      errors.push({
        resource: 'Page',
        field: 'https_enforced',
        code: 'invalid',
        message: 'https_enforced must be a boolean',
      });
    }
    let cname: string | null | undefined;
    if (body.cname !== undefined) {
      if (body.cname === null || body.cname === '') cname = null;
      else if (typeof body.cname === 'string' && HOSTNAME.test(body.cname)) cname = body.cname.toLowerCase();
      else {
        errors.push({
          resource: 'Page',
          field: 'cname',
          code: 'invalid',
          message: `cname ${JSON.stringify(body.cname)} is not a domain name (e.g. www.example.com), or null to remove it`,
        });
      }
    }
    failIfAny(errors);
    if (cname && !site.public) {
      throw new ApiError(
        400,
        `Custom domains are not available for the private Pages site of ${fullName(repo)}`,
      );
    }
    writeArea(ctx, (a) => {
      const taken = cname && a.sites.find((s) => s.repoId !== repo.id && s.cname === cname);
      if (taken) {
        throw new ApiError(
          409,
          `The custom domain ${cname} is already used by another repository's Pages site`,
        );
      }
      const current = a.sites.find((s) => s.repoId === repo.id)!;
      if (buildType) current.buildType = buildType;
      if (source) current.source = source;
      if (typeof body.https_enforced === 'boolean') current.httpsEnforced = body.https_enforced;
      if (cname !== undefined && cname !== current.cname) {
        current.cname = cname;
        a.health = a.health.filter((h) => h.repoId !== repo.id);
      }
    });
    return reply.code(204).send();
  });

  api.delete<{ Params: RepoParams }>(base, async (req, reply) => {
    const repo = adminAccess(ctx, req, reply, req.params);
    findSite(ctx, repo);
    const now = Date.now();
    const rt = runtime(ctx);
    const dirs = writeArea(ctx, (a) => {
      const schedule = buildSchedule(a.builds);
      const busyBuild = a.builds.some(
        (b) =>
          b.repoId === repo.id && !['built', 'errored'].includes(buildStatus(b, schedule.get(b.id)!, now)),
      );
      const busyDeployment = a.deployments.some(
        (d) => d.repoId === repo.id && !isFinal(deploymentState(d, now, rt.inFlight).status),
      );
      if (busyBuild || busyDeployment) {
        throw new ApiError(
          409,
          `A Pages ${busyBuild ? 'build' : 'deployment'} is in progress for ${fullName(repo)}: wait for it to finish, then delete the site`,
        );
      }
      const gone = a.deployments.filter((d) => d.repoId === repo.id).map((d) => d.dir);
      a.sites = a.sites.filter((s) => s.repoId !== repo.id);
      a.builds = a.builds.filter((b) => b.repoId !== repo.id);
      a.health = a.health.filter((h) => h.repoId !== repo.id);
      a.deployments = a.deployments.filter((d) => d.repoId !== repo.id);
      return gone;
    });
    for (const dir of dirs) if (dir) await rm(dir, { recursive: true, force: true });
    return reply.code(204).send();
  });

  // Builds

  api.get<{ Params: RepoParams }>(`${base}/builds`, async (req, reply) => {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
    findSite(ctx, repo);
    const now = Date.now();
    const rendered = readArea(ctx, (a) => {
      const schedule = buildSchedule(a.builds);
      return a.builds
        .filter((b) => b.repoId === repo.id)
        .sort((x, y) => y.id - x.id)
        .map((b) => renderBuild(ctx, repo, b, schedule.get(b.id)!, now));
    });
    return paginate(ctx, req, reply, rendered);
  });

  api.post<{ Params: RepoParams }>(`${base}/builds`, async (req, reply) => {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, WRITE);
    const site = findSite(ctx, repo);
    const empty = sourceFiles(repo, site).size === 0;
    const build = writeArea(ctx, (a) => {
      const b: BuildRecord = {
        id: ctx.store.nextId('pagesBuild'),
        repoId: repo.id,
        requester: actorLogin(req.caller, ctx.config.vendor),
        commit: headCommit(repo),
        createdMs: Date.now(),
        pickupMs: PAGES_TIMING.pickupMs,
        durationMs: PAGES_TIMING.buildMs,
        error: empty
          ? `The source path ${site.source.path} of branch ${site.source.branch} holds no files`
          : null,
      };
      a.builds.push(b);
      return b;
    });
    return reply
      .code(201)
      .send({ url: ctx.apiUrl(`${repoPath(repo)}/pages/builds/${build.id}`), status: 'queued' });
  });

  const oneBuild = (repo: Repo, pick: (builds: BuildRecord[]) => BuildRecord | undefined) => {
    const now = Date.now();
    return readArea(ctx, (a) => {
      const build = pick(a.builds.filter((b) => b.repoId === repo.id));
      if (!build) throw new ApiError(404, `No such Pages build in ${fullName(repo)}`);
      return renderBuild(ctx, repo, build, buildSchedule(a.builds).get(build.id)!, now);
    });
  };

  api.get<{ Params: RepoParams }>(`${base}/builds/latest`, async (req, reply) => {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
    findSite(ctx, repo);
    return oneBuild(repo, (builds) =>
      builds.reduce<BuildRecord | undefined>((x, b) => (!x || b.id > x.id ? b : x), undefined),
    );
  });

  api.get<{ Params: RepoParams & { build_id: string } }>(`${base}/builds/:build_id`, async (req, reply) => {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
    findSite(ctx, repo);
    const id = /^\d+$/.test(req.params.build_id) ? Number(req.params.build_id) : NaN;
    return oneBuild(repo, (builds) => builds.find((b) => b.id === id));
  });

  // DNS health

  api.get<{ Params: RepoParams }>(`${base}/health`, async (req, reply) => {
    const repo = adminAccess(ctx, req, reply, req.params);
    const site = findSite(ctx, repo);
    if (!site.public) {
      throw new ApiError(
        400,
        `Custom domains are not available for the private Pages site of ${fullName(repo)}`,
      );
    }
    const cname = site.cname;
    if (!cname) {
      throw validationFailed(
        [],
        `There isn't a CNAME for this page: set one with PUT ${repoPath(repo)}/pages ({"cname": ...})`,
      );
    }
    const now = Date.now();
    const check = writeArea(ctx, (a) => {
      let h = a.health.find((x) => x.repoId === repo.id && x.cname === cname);
      if (!h) {
        h = { repoId: repo.id, cname, startedMs: now, durationMs: PAGES_TIMING.healthCheckMs };
        a.health = a.health.filter((x) => x.repoId !== repo.id).concat(h);
      }
      return h;
    });
    if (now < check.startedMs + check.durationMs) return reply.code(202).send({});
    const configured = repo.pagesDomain?.toLowerCase();
    const resolves = (host: string) =>
      !!configured && (host === configured || host === altDomain(configured));
    const alt = altDomain(cname);
    return {
      domain: hostCheck(cname, resolves(cname), site, repo.owner),
      alt_domain: alt ? hostCheck(alt, resolves(alt), site, repo.owner) : null,
    };
  });
};

function headCommit(repo: Repo): string {
  return (
    repo.commits[repo.commits.length - 1]?.sha ??
    createHash('sha1')
      .update(`${fullName(repo)}\0${repo.defaultBranch}`)
      .digest('hex')
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Artifacts and publishing

export const ARTIFACTS = '/_artifacts';
const ARTIFACT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** The artifacts of a repository in the emulator's store. */
export const artifactsOf = (ctx: Ctx, repo: Repo): ArtifactRecord[] =>
  readArea(ctx, (a) => a.artifacts.filter((x) => x.repoId === repo.id && !x.pending));

export const artifactUrl = (ctx: Ctx, repo: Repo, name: string) =>
  `${ctx.config.origin}${ARTIFACTS}/${repo.owner}/${repo.name}/${encodeURIComponent(name)}`;

// ---------------------------------------------------------------------------------------------------------------
// Root routes: the artifact store and the published sites

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

const contentType = (path: string) =>
  CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

interface ArtifactParams extends RepoParams {
  name: string;
}

/** The artifact store and the published sites, on the root app (they are not part of the REST API). */
export function registerSiteRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.addHook('onClose', async () => {
    const rt = runtimes.get(ctx);
    if (rt?.temporary) rmSync(rt.dataDir, { recursive: true, force: true });
  });

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
        throw new ApiError(400, 'The artifact is empty: send its bytes as the request body');
      }
      const rt = runtime(ctx);
      const existing = readArea(ctx, (a) => a.artifacts.find((x) => x.repoId === repo.id && x.name === name));
      const id = existing?.id ?? ctx.store.write(() => ctx.store.nextId('pagesArtifact'));
      const file = join(rt.dataDir, 'artifacts', `${id}.bin`);
      // Write then rename: a deployment reading the previous bytes never sees half of the new ones.
      await writeFile(`${file}.tmp`, bytes);
      await rename(`${file}.tmp`, file);
      const caller = req.caller;
      const run = caller.type === 'token' ? callerRun(ctx, caller.secret, caller.token) : undefined;
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
      writeArea(ctx, (a) => {
        a.artifacts = a.artifacts.filter((x) => !(x.repoId === repo.id && x.name === name)).concat(record);
      });
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
      const artifact = readArea(ctx, (a) =>
        a.artifacts.find((x) => x.repoId === repo.id && x.name === req.params.name),
      );
      if (!artifact || !existsSync(artifact.file)) {
        throw new ApiError(404, `No artifact ${req.params.name} in ${fullName(repo)}`);
      }
      return reply.type('application/octet-stream').send(createReadStream(artifact.file));
    });
  });

  app.get<{ Params: RepoParams }>('/pages/:owner/:repo', async (req, reply) =>
    reply.redirect(`/pages/${req.params.owner}/${req.params.repo}/`, 301),
  );

  app.get<{ Params: RepoParams }>('/pages/:owner/:repo/*', async (req, reply) => {
    const repo = ctx.store.read((s) => findRepo(s, req.params.owner, req.params.repo));
    if (!repo) throw new ApiError(404, 'Not Found');
    if (repo.private) {
      // A private repository's site is for those who can read the repository.
      const caller = identify(ctx, req);
      if (!ctx.store.read((s) => canSee(s, caller, repo))) throw new ApiError(404, 'Not Found');
    }
    const pub = publication(ctx, repo);
    if (!pub) throw new ApiError(404, `Nothing is published for ${fullName(repo)} yet`);
    // From the raw path: /pages/{owner}/{repo}/{rest...}, each segment decoded once and checked.
    const path = new URL(req.url, ctx.config.origin).pathname;
    const raw = path.split('/').slice(4);
    let segments: string[];
    try {
      segments = raw.filter((s) => s !== '').map(decodeURIComponent);
    } catch {
      return notPublished(reply, pub);
    }
    if (segments.some((s) => s === '..' || s === '.' || /[\\/\0]/.test(s))) return notPublished(reply, pub);
    const wantsDirectory = raw.length === 0 || raw[raw.length - 1] === '';
    return pub.kind === 'deployment'
      ? serveFromDirectory(reply, pub, segments, wantsDirectory, path)
      : serveFromBranch(reply, pub, segments, wantsDirectory, path);
  });
}

async function serveFromDirectory(
  reply: FastifyReply,
  pub: Extract<Publication, { kind: 'deployment' }>,
  segments: string[],
  wantsDirectory: boolean,
  path: string,
) {
  const target = join(pub.dir, ...segments);
  const info = await lstat(target).catch(() => undefined);
  if (info?.isDirectory()) {
    if (!wantsDirectory) return reply.redirect(`${path}/`, 301);
    const index = join(target, 'index.html');
    if ((await lstat(index).catch(() => undefined))?.isFile()) return sendFile(reply, index, 200);
  } else if (info?.isFile() && !wantsDirectory) {
    return sendFile(reply, target, 200);
  }
  return notPublished(reply, pub);
}

function serveFromBranch(
  reply: FastifyReply,
  pub: Extract<Publication, { kind: 'branch' }>,
  segments: string[],
  wantsDirectory: boolean,
  path: string,
) {
  const rel = segments.join('/');
  const file = wantsDirectory ? undefined : pub.files.get(rel);
  if (file !== undefined) return reply.type(contentType(rel)).send(file);
  const index = pub.files.get(rel === '' ? 'index.html' : `${rel}/index.html`);
  if (index !== undefined) {
    return wantsDirectory
      ? reply.type('text/html; charset=utf-8').send(index)
      : reply.redirect(`${path}/`, 301);
  }
  return notPublished(reply, pub);
}

function sendFile(reply: FastifyReply, file: string, status: number) {
  return reply
    .code(status)
    .header('x-content-type-options', 'nosniff')
    .type(contentType(file))
    .send(createReadStream(file));
}

/** 404, with the site's own 404.html when it has one. */
function notPublished(reply: FastifyReply, pub: Publication) {
  if (pub.kind === 'deployment' && pub.custom404) return sendFile(reply, join(pub.dir, '404.html'), 404);
  const page = pub.kind === 'branch' ? pub.files.get('404.html') : undefined;
  if (page !== undefined) return reply.code(404).type('text/html; charset=utf-8').send(page);
  return reply.code(404).type('text/plain; charset=utf-8').send('404: no such page on this site\n');
}
