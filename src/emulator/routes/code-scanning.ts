/**
 * Code scanning's upload and alert-list operations: `POST …/code-scanning/sarifs` (the upload, checked, kept and
 * processed by code-scanning/uploads.ts), `GET …/sarifs/{sarif_id}` (its processing status), and the alert
 * listings per repository and per organization, with their filters, sorting and cursors. One alert, analyses and
 * the default setup have their own modules (code-scanning-*.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerLogin, repoAccess, repoRefusal, tokenRefusal, type Caller } from '../auth.js';
import {
  alertState,
  area,
  normalizeRef,
  READ,
  requireAdvancedSecurity,
  requireAnalysis,
  WRITE,
  savedAlerts,
  alertsAt,
  type Alert,
} from '../code-scanning/area.js';
import { acceptSarif } from '../code-scanning/uploads.js';
import { paginate, type Ctx } from '../http.js';
import { ServiceError, validationFailed } from '../service-error.js';
import { repoSummary, userSummary } from '../render.js';
import { findOrg, type Org, type Repo } from '../state.js';
import { bindTo, type RouteModule } from '../route-module.js';

interface RepoParams {
  owner: string;
  repo: string;
}

type Query = Record<string, string>;

export const codeScanningRoutes: RouteModule = (api, ctx) => {
  const on = bindTo(ctx);
  api.post('/repos/:owner/:repo/code-scanning/sarifs', on(uploadSarif));
  api.get('/repos/:owner/:repo/code-scanning/sarifs/:sarif_id', on(sarifStatus));
  api.get('/repos/:owner/:repo/code-scanning/alerts', on(listRepoAlerts));
  api.get('/orgs/:org/code-scanning/alerts', on(listOrgAlerts));
};

/** POST …/code-scanning/sarifs: an upload accepted (202), with the URL of its status. */
async function uploadSarif(
  ctx: Ctx,
  req: FastifyRequest<{ Params: RepoParams; Body: Record<string, unknown> }>,
  reply: FastifyReply,
) {
  const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, WRITE);
  const body = req.body ?? {};
  const upload = await acceptSarif(ctx, req, repo, {
    commit_sha: body.commit_sha,
    ref: body.ref,
    sarif: body.sarif,
    started_at: body.started_at,
    checkout_uri: body.checkout_uri,
    tool_name: body.tool_name,
    validate: body.validate,
  });
  return reply.code(202).send({
    id: upload.id,
    url: ctx.apiUrl(`/repos/${repo.owner}/${repo.name}/code-scanning/sarifs/${upload.id}`),
  });
}

/** GET …/code-scanning/sarifs/{sarif_id}: an upload's processing status (and its errors, if it failed). */
async function sarifStatus(
  ctx: Ctx,
  req: FastifyRequest<{ Params: RepoParams & { sarif_id: string } }>,
  reply: FastifyReply,
) {
  const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
  requireAdvancedSecurity(repo);
  const upload = ctx.store.read(() => area(ctx).uploads[req.params.sarif_id]);
  if (!upload || upload.repoId !== repo.id)
    throw new ServiceError(404, 'No SARIF upload with this id in this repository.');
  return {
    processing_status: upload.status,
    analyses_url:
      upload.status === 'complete'
        ? ctx.apiUrl(`/repos/${repo.owner}/${repo.name}/code-scanning/analyses?sarif_id=${upload.id}`)
        : null,
    ...(upload.status === 'failed' ? { errors: upload.errors } : {}),
  };
}

/** GET …/code-scanning/alerts: the repository's alerts on a ref (its default branch unless asked). */
async function listRepoAlerts(
  ctx: Ctx,
  req: FastifyRequest<{ Params: RepoParams; Querystring: Query }>,
  reply: FastifyReply,
) {
  const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
  requireAdvancedSecurity(repo);
  const query = checkQuery(req.query);
  requireAnalysis(ctx, repo.id);
  const ref = normalizeRef(query.ref ?? repo.defaultBranch);
  const listed = listAlerts(ctx, [repo], query, (r) => (r === repo.id ? ref : undefined));
  return pageOf(ctx, paginate(ctx, req, reply, listed)).map((a) => render(ctx, repo, a, ref, false));
}

/**
 * GET /orgs/{org}/code-scanning/alerts: the alerts on the default branches of the organization's repositories
 * whose alerts the caller may list there, as the repository listing decides it (a classic token's security_events
 * or repo, public_repo for public repositories only; a fine-grained or app token's security_events permission on
 * that repository), for an organization owner or security manager (apps: their permission).
 */
async function listOrgAlerts(
  ctx: Ctx,
  req: FastifyRequest<{ Params: { org: string }; Querystring: Query }>,
  reply: FastifyReply,
) {
  const org = ctx.store.read((s) => findOrg(s, req.params.org));
  if (!org) throw new ServiceError(404, 'Not Found');
  reply.header('x-accepted-oauth-scopes', 'security_events, read:org');
  const caller = req.caller;
  if (caller.type === 'anonymous') throw new ServiceError(401, 'Requires authentication');
  if (caller.type === 'basic')
    throw new ServiceError(401, 'Password authentication is not supported here: use a token');
  const refused = tokenRefusal(caller.token, READ);
  if (refused) throw refused;
  if (!mayListOrgAlerts(caller, org))
    throw new ServiceError(
      403,
      'Must be an organization owner or security manager to list its code scanning alerts.',
    );
  const query = checkQuery(req.query);
  const repos = ctx.store.read((s) =>
    s.repos.filter(
      (r) =>
        r.owner.toLowerCase() === org.login.toLowerCase() &&
        (!r.private || r.advancedSecurity) &&
        repoRefusal(s, caller, r, READ) === undefined,
    ),
  );
  const listed = listAlerts(ctx, repos, query, (id) => {
    const r = repos.find((x) => x.id === id);
    return r ? `refs/heads/${r.defaultBranch}` : undefined;
  });
  const page = pageOf(ctx, cursorPage(ctx, req, reply, listed, query));
  return page.map((a) => {
    const r = repos.find((x) => x.id === a.repoId)!;
    return render(ctx, r, a, `refs/heads/${r.defaultBranch}`, true);
  });
}

/**
 * Apps and workflows (their security_events permission is checked with each repository); users who own the
 * organization or manage its security.
 */
function mayListOrgAlerts(caller: Caller, org: Org): boolean {
  if (caller.type === 'token' && (caller.token.kind === 'installation' || caller.token.kind === 'workflow'))
    return true;
  const login = callerLogin(caller);
  return (
    login !== undefined &&
    [...org.owners, ...(org.securityManagers ?? [])].some((l) => l.toLowerCase() === login.toLowerCase())
  );
}

const STATES = ['open', 'closed', 'dismissed', 'fixed'];
const SEVERITIES = ['critical', 'high', 'medium', 'low', 'warning', 'note', 'error'];

function checkQuery(q: Query): Record<string, string | undefined> {
  const errors: string[] = [];
  if (q.tool_name !== undefined && q.tool_guid !== undefined)
    errors.push('tool_name and tool_guid are mutually exclusive: give one or the other');
  if (q.state !== undefined && !STATES.includes(q.state))
    errors.push(`state must be one of ${STATES.join(', ')}`);
  if (q.severity !== undefined && !SEVERITIES.includes(q.severity))
    errors.push(`severity must be one of ${SEVERITIES.join(', ')}`);
  if (q.sort !== undefined && !['created', 'updated'].includes(q.sort))
    errors.push('sort must be created or updated');
  if (q.direction !== undefined && !['asc', 'desc'].includes(q.direction))
    errors.push('direction must be asc or desc');
  if (errors.length > 0)
    throw validationFailed(
      errors.map((message) => ({ code: 'invalid', message })),
      errors.join('; '),
    );
  return q;
}

/** An alert found by a listing: where it is in the list, and what orders and pages it. */
interface Listed {
  at: number;
  repoId: number;
  number: number;
  time: string;
}

/**
 * Alerts of the repositories with an instance on their ref, filtered and sorted per the query: found on the state
 * itself, past the change tracker (store.peek), so that a page of a repository with 50,000 alerts does not cost a
 * pass through its proxies (300 ms a page, so 150 s to read them all a hundred at a time).
 */
function listAlerts(
  ctx: Ctx,
  repos: Repo[],
  q: Record<string, string | undefined>,
  refOf: (repoId: number) => string | undefined,
): Listed[] {
  const { tool_name, tool_guid, state, severity, sort, direction } = q;
  const what = JSON.stringify([
    repos.map((r) => [r.id, refOf(r.id)]),
    [tool_name, tool_guid, state, severity, sort, direction],
  ]);
  let made = listings.get(ctx);
  if (!made) listings.set(ctx, (made = new Map()));
  const last = made.get(what);
  if (last?.version === ctx.store.version) return last.listed;
  const listed = filteredAlerts(ctx, repos, q, refOf);
  made.delete(what);
  made.set(what, { version: ctx.store.version, listed });
  for (const key of made.keys()) if (made.size > LISTINGS_KEPT) made.delete(key);
  return listed;
}

/**
 * The listings last made, by what they list, with the state's version they were made at: a client that reads 2,000
 * pages of a repository's 200,000 alerts made the same listing 2,000 times (0.2 s a page; 13 minutes for an upload's
 * summary). Kept while the state is unchanged; a few, a listing of 200,000 alerts being some 10 MB.
 */
const listings = new WeakMap<Ctx, Map<string, { version: number; listed: Listed[] }>>();
const LISTINGS_KEPT = 4;

function filteredAlerts(
  ctx: Ctx,
  repos: Repo[],
  q: Record<string, string | undefined>,
  refOf: (repoId: number) => string | undefined,
): Listed[] {
  const ids = new Set(repos.map((r) => r.id));
  area(ctx); // made if it is not yet
  const updated = q.sort === 'updated';
  const listed = ctx.store.peek((s) => {
    const found: Listed[] = [];
    savedAlerts(s).forEach((a, at) => {
      if (!ids.has(a.repoId)) return;
      const instance = a.instances[refOf(a.repoId) ?? ''];
      if (!instance) return;
      if (q.tool_name !== undefined && a.tool.name !== q.tool_name) return;
      if (q.tool_guid !== undefined && a.tool.guid !== (q.tool_guid === '' ? null : q.tool_guid)) return;
      const state = alertState(a, instance);
      if (q.state === 'closed' && state === 'open') return;
      if (q.state !== undefined && q.state !== 'closed' && state !== q.state) return;
      if (
        q.severity !== undefined &&
        q.severity !== a.rule.security_severity_level &&
        q.severity !== a.rule.severity
      )
        return;
      found.push({ at, repoId: a.repoId, number: a.number, time: updated ? a.updatedAt : a.createdAt });
    });
    return found;
  });
  const dir = q.direction === 'asc' ? 1 : -1;
  // ISO 8601 times of one form order as their code units do (localeCompare cost more than the rest of a page).
  return listed.sort(
    (a, b) =>
      dir * ((a.time < b.time ? -1 : a.time > b.time ? 1 : 0) || a.repoId - b.repoId || a.number - b.number),
  );
}

/** The alerts of one page of a listing. */
const pageOf = (ctx: Ctx, page: Listed[]): Alert[] =>
  alertsAt(
    ctx,
    page.map((l) => l.at),
  );

/**
 * Organization listings page by before/after cursors, as the published description says: a caller that does not
 * ask for a `page` gets cursor Links (`after` on next, `before` on prev; an empty `after=` is the start), whose
 * values are opaque; a caller that gives `page` gets page Links as on other lists.
 */
function cursorPage(
  ctx: Ctx,
  req: FastifyRequest,
  reply: FastifyReply,
  alerts: Listed[],
  q: Record<string, string | undefined>,
): Listed[] {
  if (q.page !== undefined && q.before === undefined && q.after === undefined) {
    return paginate(ctx, req, reply, alerts);
  }
  const perPage = Math.min(100, Math.max(1, Number.parseInt(q.per_page ?? '30', 10) || 30));
  const cursor = (a: Listed) => Buffer.from(`${a.repoId}:${a.number}`).toString('base64url');
  const at = (c: string) => {
    const [repoId, number] = Buffer.from(c, 'base64url').toString('utf8').split(':').map(Number);
    return alerts.findIndex((a) => a.repoId === repoId && a.number === number);
  };
  let start = 0;
  let end = Math.min(alerts.length, perPage);
  if (q.after) {
    const i = at(q.after);
    if (i < 0)
      throw validationFailed([{ code: 'invalid', message: 'unknown after cursor' }], 'Invalid cursor');
    start = i + 1;
    end = Math.min(alerts.length, start + perPage);
  } else if (q.before) {
    const i = at(q.before);
    if (i < 0)
      throw validationFailed([{ code: 'invalid', message: 'unknown before cursor' }], 'Invalid cursor');
    end = i;
    start = Math.max(0, end - perPage);
  }
  const page = alerts.slice(start, end);
  const url = new URL(req.url, ctx.config.origin);
  const link = (param: 'after' | 'before', value: string, rel: string) => {
    url.searchParams.delete('after');
    url.searchParams.delete('before');
    url.searchParams.delete('page');
    url.searchParams.set('per_page', String(perPage));
    url.searchParams.set(param, value);
    return `<${url.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (start > 0 && page.length > 0) links.push(link('before', cursor(page[0]), 'prev'));
  if (end < alerts.length && page.length > 0)
    links.push(link('after', cursor(page[page.length - 1]), 'next'));
  if (links.length > 0) reply.header('link', links.join(', '));
  return page;
}

export function render(ctx: Ctx, repo: Repo, a: Alert, ref: string, withRepository: boolean) {
  const instance = a.instances[ref];
  const base = `/repos/${repo.owner}/${repo.name}/code-scanning/alerts/${a.number}`;
  const state = alertState(a, instance);
  return {
    number: a.number,
    created_at: a.createdAt,
    updated_at: a.updatedAt,
    url: ctx.apiUrl(base),
    html_url: ctx.webUrl(`/${repo.owner}/${repo.name}/security/code-scanning/${a.number}`),
    instances_url: ctx.apiUrl(`${base}/instances`),
    state,
    ...(withRepository ? {} : { fixed_at: instance.state === 'fixed' ? a.fixedAt : null }),
    dismissed_by: a.dismissed ? userSummary(ctx, a.dismissed.by) : null,
    dismissed_at: a.dismissed?.at ?? null,
    dismissed_reason: a.dismissed?.reason ?? null,
    dismissed_comment: a.dismissed?.comment ?? null,
    rule: a.rule,
    tool: a.tool,
    most_recent_instance: { ...instance, state },
    ...(withRepository ? { repository: repoSummary(ctx, repo) } : {}),
  };
}
