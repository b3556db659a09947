/**
 * A repository's Pages site (create, get, update, delete) and the DNS health check of its custom domain (202
 * while it runs, 200 with host checks after).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { repoAccess } from '../auth.js';
import { type Ctx } from '../http.js';
import { ServiceError, validationFailed } from '../service-error.js';
import { fullName, type Repo } from '../state.js';
import { bindTo, type RouteModule } from '../route-module.js';
import {
  adminAccess,
  failIfAny,
  findSite,
  iso,
  objectBody,
  PAGES_TIMING,
  pageUrl,
  readArea,
  READ,
  repoPath,
  runtime,
  writeArea,
  type Body,
  type FieldError,
  type RepoParams,
  type SiteRecord,
} from './area.js';
import { buildSchedule, buildStatus } from './builds.js';
import { deploymentState, isFinal } from './deployment-status.js';
import { publication } from './publication.js';
import { scheduleSweep } from './site-files.js';

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

type SiteRequest = FastifyRequest<{ Params: RepoParams }>;

/** GET …/pages: the site. */
async function getSite(ctx: Ctx, req: SiteRequest, reply: FastifyReply) {
  const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
  return renderSite(ctx, repo, findSite(ctx, repo));
}

/** POST …/pages: a new site (409 if there is one), published from a branch or by a workflow. */
async function createSite(ctx: Ctx, req: SiteRequest, reply: FastifyReply) {
  const repo = adminAccess(ctx, req, reply, req.params);
  const site = parseNewSite(repo, objectBody(req.body));
  writeArea(ctx, (a) => {
    if (a.sites.some((s) => s.repoId === repo.id)) {
      throw new ServiceError(
        409,
        `A Pages site already exists for ${fullName(repo)}: update it with PUT instead`,
      );
    }
    a.sites.push(site);
  });
  return reply.code(201).send(renderSite(ctx, repo, site));
}

/** The site a POST body describes: source or build_type required, the source defaulting to the branch's root. */
function parseNewSite(repo: Repo, body: Body): SiteRecord {
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
  return {
    repoId: repo.id,
    buildType: buildType ?? 'legacy',
    source: source!,
    // A private repository's site is private, and private sites cannot have a custom domain.
    cname: repo.private ? null : (repo.pagesDomain?.toLowerCase() ?? null),
    httpsEnforced: true,
    public: !repo.private,
    createdAt: iso(Date.now()),
  };
}

interface SiteUpdate {
  buildType?: SiteRecord['buildType'];
  source?: SiteRecord['source'];
  /** null removes the custom domain; undefined leaves it. */
  cname?: string | null;
}

/** PUT …/pages: the settings sent (at least one); a new custom domain restarts its health check. */
async function updateSite(ctx: Ctx, req: SiteRequest, reply: FastifyReply) {
  const repo = adminAccess(ctx, req, reply, req.params);
  const site = findSite(ctx, repo);
  const body = objectBody(req.body);
  const { buildType, source, cname } = parseSiteUpdate(repo, body);
  if (cname && !site.public) throw noCustomDomain(repo);
  writeArea(ctx, (a) => {
    const taken = cname && a.sites.find((s) => s.repoId !== repo.id && s.cname === cname);
    if (taken) {
      throw new ServiceError(
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
}

/** A PUT body's settings: 400 if it has none of them, 422 with every field in error. */
function parseSiteUpdate(repo: Repo, body: Body): SiteUpdate {
  const known = ['cname', 'https_enforced', 'build_type', 'source'].filter((k) => k in body);
  if (known.length === 0) {
    throw new ServiceError(
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
  return { buildType, source, cname };
}

const noCustomDomain = (repo: Repo) =>
  new ServiceError(400, `Custom domains are not available for the private Pages site of ${fullName(repo)}`);

/** DELETE …/pages: the site with its builds, health checks and deployments (409 while one is in progress). */
async function deleteSite(ctx: Ctx, req: SiteRequest, reply: FastifyReply) {
  const repo = adminAccess(ctx, req, reply, req.params);
  findSite(ctx, repo);
  const now = Date.now();
  const rt = runtime(ctx);
  writeArea(ctx, (a) => {
    const schedule = buildSchedule(a.builds);
    const busyBuild = a.builds.some(
      (b) => b.repoId === repo.id && !['built', 'errored'].includes(buildStatus(b, schedule.get(b.id)!, now)),
    );
    const busyDeployment = a.deployments.some(
      (d) => d.repoId === repo.id && !isFinal(deploymentState(d, now, rt.inFlight).status),
    );
    if (busyBuild || busyDeployment) {
      throw new ServiceError(
        409,
        `A Pages ${busyBuild ? 'build' : 'deployment'} is in progress for ${fullName(repo)}: wait for it to finish, then delete the site`,
      );
    }
    a.sites = a.sites.filter((s) => s.repoId !== repo.id);
    a.builds = a.builds.filter((b) => b.repoId !== repo.id);
    a.health = a.health.filter((h) => h.repoId !== repo.id);
    a.deployments = a.deployments.filter((d) => d.repoId !== repo.id);
  });
  scheduleSweep(ctx); // the deployments' files
  return reply.code(204).send();
}

/** GET …/pages/health: the custom domain's DNS health check, 202 while it runs, then its host checks. */
async function domainHealth(ctx: Ctx, req: SiteRequest, reply: FastifyReply) {
  const repo = adminAccess(ctx, req, reply, req.params);
  const site = findSite(ctx, repo);
  if (!site.public) throw noCustomDomain(repo);
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
  const resolves = (host: string) => !!configured && (host === configured || host === altDomain(configured));
  const alt = altDomain(cname);
  return {
    domain: hostCheck(cname, resolves(cname), site, repo.owner),
    alt_domain: alt ? hostCheck(alt, resolves(alt), site, repo.owner) : null,
  };
}

export const pagesSiteRoutes: RouteModule = (api, ctx) => {
  const base = '/repos/:owner/:repo/pages';
  const on = bindTo(ctx);
  api.get(base, on(getSite));
  api.post(base, on(createSite));
  api.put(base, on(updateSite));
  api.delete(base, on(deleteSite));
  api.get(`${base}/health`, on(domainHealth));
};
