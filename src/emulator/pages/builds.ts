/**
 * Pages builds of a branch site: queued, then one at a time per repository and per requester, built or errored
 * (a source path without files), derived from timestamps when read.
 */
import { createHash } from 'node:crypto';
import { actorLogin, repoAccess } from '../auth.js';
import { paginate, type Ctx } from '../http.js';
import { ServiceError } from '../service-error.js';
import { userSummary } from '../render.js';
import { fullName, type Repo } from '../state.js';
import type { RouteModule } from '../route-module.js';
import {
  findSite,
  iso,
  PAGES_TIMING,
  readArea,
  READ,
  repoPath,
  WRITE,
  writeArea,
  type BuildRecord,
  type RepoParams,
  type SiteRecord,
} from './area.js';

export type BuildStatus = 'queued' | 'building' | 'built' | 'errored';

/**
 * When each build runs: in request order, a build starts once the earlier builds of its repository and of its
 * requester have finished (one concurrent build per repository and per requester; later requests wait).
 */
export function buildSchedule(builds: readonly BuildRecord[]): Map<number, { start: number; end: number }> {
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

export function buildStatus(b: BuildRecord, slot: { start: number; end: number }, now: number): BuildStatus {
  if (now < slot.start) return 'queued';
  if (now < slot.end) return 'building';
  return b.error ? 'errored' : 'built';
}

/** The repository files a branch build publishes: those under the site's source path, relative to it. */
export function sourceFiles(repo: Repo, site: SiteRecord): Map<string, string> {
  const prefix = site.source.path === '/docs' ? 'docs/' : '';
  return new Map(
    repo.files.filter((f) => f.path.startsWith(prefix)).map((f) => [f.path.slice(prefix.length), f.content]),
  );
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

function headCommit(repo: Repo): string {
  return (
    repo.commits[repo.commits.length - 1]?.sha ??
    createHash('sha1')
      .update(`${fullName(repo)}\0${repo.defaultBranch}`)
      .digest('hex')
  );
}

export const pagesBuildRoutes: RouteModule = (api, ctx) => {
  const base = '/repos/:owner/:repo/pages';

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
    writeArea(ctx, (a) => {
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
    // The spec: "The response to a build request carries only url and status. The latest-build URL form ends in
    // /latest." (the published description's example too), whichever build this request queued.
    return reply
      .code(201)
      .send({ url: ctx.apiUrl(`${repoPath(repo)}/pages/builds/latest`), status: 'queued' });
  });

  const oneBuild = (repo: Repo, pick: (builds: BuildRecord[]) => BuildRecord | undefined) => {
    const now = Date.now();
    return readArea(ctx, (a) => {
      const build = pick(a.builds.filter((b) => b.repoId === repo.id));
      if (!build) throw new ServiceError(404, `No such Pages build in ${fullName(repo)}`);
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
};
