/**
 * The repository's Actions caches through the REST API, as `gh cache list|delete` and Octokit's `actions.*Cache*`
 * call it: list (filtered by ref and key prefix, sorted, paged), delete by key (optionally on one ref) or by id, and
 * the usage. The entries are those the runner's cache service keeps (actions/cache-service.ts). Reading takes
 * `actions: read` (a classic token: `repo`), deleting `actions: write`, as on the service.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CacheEntry, readCaches, removeFiles, writeCaches } from '../actions/cache-service.js';
import { repoAccess, type Need } from '../auth.js';
import { paginate, type Ctx } from '../http.js';
import { bindTo, type RouteModule } from '../route-module.js';
import { ServiceError } from '../service-error.js';
import { fullName, type Repo } from '../state.js';

// Unlike a run's artifacts, the service asks a classic token for `repo` even to read caches.
const ACTIONS_READ: Need = { scopes: ['repo'], permission: ['actions', 'read'], role: 'read' };
const ACTIONS_WRITE: Need = { scopes: ['repo'], permission: ['actions', 'write'], role: 'write' };

type CachesRequest = FastifyRequest<{
  Params: { owner: string; repo: string };
  Querystring: { ref?: string; key?: string; sort?: string; direction?: string };
}>;

export const actionsCachesRoutes: RouteModule = (api, ctx) => {
  const on = bindTo(ctx);
  api.get('/repos/:owner/:repo/actions/caches', on(listCaches));
  api.delete('/repos/:owner/:repo/actions/caches', on(deleteCachesByKey));
  api.delete('/repos/:owner/:repo/actions/caches/:cache_id', on(deleteCacheById));
  api.get('/repos/:owner/:repo/actions/cache/usage', on(cacheUsage));
};

const iso = (ms: number) => new Date(ms).toISOString();

function render(e: CacheEntry) {
  return {
    id: e.id,
    ref: e.ref,
    key: e.key,
    version: e.version,
    last_accessed_at: iso(e.lastReadAt),
    created_at: iso(e.createdAt),
    size_in_bytes: e.size,
  };
}

/** The repository's finalized entries. */
const entriesOf = (ctx: Ctx, repo: Repo) =>
  readCaches(ctx, (a) => a.entries.filter((e) => e.repoId === repo.id && !e.pending));

const SORTS: Record<string, (e: CacheEntry) => number> = {
  created_at: (e) => e.createdAt,
  last_accessed_at: (e) => e.lastReadAt,
  size_in_bytes: (e) => e.size,
};

/** GET: `ref` exact, `key` a prefix; sorted by last_accessed_at (or created_at, size_in_bytes), newest first. */
async function listCaches(ctx: Ctx, req: CachesRequest, reply: FastifyReply) {
  const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, ACTIONS_READ);
  const { ref, key, sort = 'last_accessed_at', direction = 'desc' } = req.query;
  const by = SORTS[sort];
  if (!by || (direction !== 'asc' && direction !== 'desc'))
    throw new ServiceError(
      422,
      `sort must be one of ${Object.keys(SORTS).join(', ')}; direction asc or desc`,
    );
  const sign = direction === 'asc' ? 1 : -1;
  const found = entriesOf(ctx, repo)
    .filter((e) => (ref === undefined || e.ref === ref) && (key === undefined || e.key.startsWith(key)))
    .sort((x, y) => sign * (by(x) - by(y)) || sign * (x.id - y.id));
  return { total_count: found.length, actions_caches: paginate(ctx, req, reply, found).map(render) };
}

/** DELETE by `key` (exact; `ref` narrows it): the entries deleted, 404 when none matched. */
async function deleteCachesByKey(ctx: Ctx, req: CachesRequest, reply: FastifyReply) {
  const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, ACTIONS_WRITE);
  const { key, ref } = req.query;
  if (!key) throw new ServiceError(422, 'key is required: the cache key to delete');
  const gone = writeCaches(ctx, (a) => {
    const match = (e: CacheEntry) =>
      e.repoId === repo.id && !e.pending && e.key === key && (ref === undefined || e.ref === ref);
    const removed = a.entries.filter(match);
    if (removed.length > 0) a.entries = a.entries.filter((e) => !match(e));
    return removed;
  });
  if (gone.length === 0) throw new ServiceError(404, `No cache with key ${key} in ${fullName(repo)}`);
  await removeFiles(
    ctx,
    gone.map((e) => e.id),
  );
  return { total_count: gone.length, actions_caches: gone.map(render) };
}

async function deleteCacheById(
  ctx: Ctx,
  req: FastifyRequest<{ Params: { owner: string; repo: string; cache_id: string } }>,
  reply: FastifyReply,
) {
  const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, ACTIONS_WRITE);
  const id = Number(req.params.cache_id);
  const found = writeCaches(ctx, (a) => {
    const at = a.entries.findIndex((e) => e.id === id && e.repoId === repo.id && !e.pending);
    if (at >= 0) ctx.store.removeAt(a.entries, at);
    return at >= 0;
  });
  if (!found) throw new ServiceError(404, `No cache ${req.params.cache_id} in ${fullName(repo)}`);
  await removeFiles(ctx, [id]);
  return reply.code(204).send();
}

async function cacheUsage(ctx: Ctx, req: CachesRequest, reply: FastifyReply) {
  const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, ACTIONS_READ);
  const entries = entriesOf(ctx, repo);
  return {
    full_name: fullName(repo),
    active_caches_size_in_bytes: entries.reduce((n, e) => n + e.size, 0),
    active_caches_count: entries.length,
  };
}
