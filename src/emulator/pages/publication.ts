/**
 * What a Pages site serves now, and the letting go of deployed sites that can never be served again: on each read
 * of what a site serves, and when a deployment goes live (deployments.ts), so that the files of superseded sites
 * are swept even when nobody reads the site.
 */
import { type Ctx } from '../http.js';
import type { Repo } from '../state.js';
import { readArea, runtime, writeArea, type DeploymentRecord, type PagesArea } from './area.js';
import { buildSchedule, buildStatus, sourceFiles } from './builds.js';
import { deploymentState, isFinal, liveAt } from './deployment-status.js';
import { scheduleSweep } from './site-files.js';

/**
 * What a site serves: the files of the newest successful deployment (by creation: an older one that finishes late,
 * or is extracted again after a restart, does not replace a newer one), or of the latest built build.
 */
export type Publication =
  | { kind: 'deployment'; at: number; site: string; custom404: boolean }
  | { kind: 'branch'; at: number; files: Map<string, string> };

export function publication(ctx: Ctx, repo: Repo, now = Date.now()): Publication | undefined {
  const inFlight = runtime(ctx).inFlight;
  const best = readArea(ctx, (a) => {
    const site = a.sites.find((s) => s.repoId === repo.id);
    if (!site) return undefined;
    let best: Publication | undefined;
    for (const d of a.deployments) {
      if (d.repoId !== repo.id || !d.site) continue;
      const { status, succeededAt } = deploymentState(d, now, inFlight);
      // In creation order: the last one that succeeded is the newest.
      if (status === 'succeed')
        best = { kind: 'deployment', at: succeededAt!, site: d.site, custom404: d.custom404 ?? false };
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
 * Let go of the sites of deployments that can never be served again: finished (succeeded, failed or cancelled)
 * and superseded by what the site serves now. Their files are swept unless another deployment serves them.
 */
export function pruneSites(ctx: Ctx, repo: Repo, served: Publication | undefined, now: number): void {
  if (!served) return;
  const inFlight = runtime(ctx).inFlight;
  const pruned = readArea(ctx, (a) => a.deployments.some((d) => prunable(d, repo, served, now, inFlight)));
  if (!pruned) return; // nothing written: serving a site is not a write
  writeArea(ctx, (a) => {
    for (const d of a.deployments) if (prunable(d, repo, served, now, inFlight)) delete d.site;
  });
  scheduleSweep(ctx);
}

function prunable(
  d: DeploymentRecord,
  repo: Repo,
  served: Publication,
  now: number,
  inFlight: Set<number>,
): boolean {
  if (d.repoId !== repo.id || !d.site || (served.kind === 'deployment' && d.site === served.site))
    return false;
  const { status, succeededAt } = deploymentState(d, now, inFlight);
  if (!isFinal(status)) return false;
  // Served from a branch build: a deployment that succeeded after it may still be served again.
  return !(served.kind === 'branch' && status === 'succeed' && succeededAt! > served.at);
}

/**
 * During a stream of deployments of one repository, its superseded sites are let go of at most this often: the
 * sweep that follows holds new sites back while it deletes (a prune each time one went live stalled publishing).
 */
const PRUNE_EVERY_MS = 10_000;

/**
 * Once the deployment of `repoId` synced at `syncedMs` goes live, let go of the sites it supersedes: one timer a
 * repository, waiting for the last deployment of a burst to go live, or firing every PRUNE_EVERY_MS while they keep
 * coming.
 */
export function pruneWhenLive(
  ctx: Ctx,
  d: Pick<DeploymentRecord, 'repoId' | 'createdMs' | 'stepMs'>,
  syncedMs: number,
): void {
  const rt = runtime(ctx);
  const at = liveAt(d, syncedMs) + 1;
  const pending = rt.prunes.get(d.repoId);
  if (pending) {
    pending.due = Math.max(pending.due, at);
    return;
  }
  rt.prunes.set(d.repoId, { due: at, since: Date.now() });
  pruneAt(ctx, d.repoId, at);
}

function pruneAt(ctx: Ctx, repoId: number, at: number): void {
  const rt = runtime(ctx);
  setTimeout(
    () => {
      const pending = rt.prunes.get(repoId);
      if (rt.closed || !pending) return;
      const now = Date.now();
      if (pending.due > now && now - pending.since < PRUNE_EVERY_MS) return pruneAt(ctx, repoId, pending.due);
      try {
        const repo = ctx.store.read((s) => s.repos.find((r) => r.id === repoId));
        if (repo) publication(ctx, repo);
      } catch (err) {
        ctx.warn(`Pages: letting go of superseded sites: ${(err as Error).message}`);
      }
      if (pending.due <= now) rt.prunes.delete(repoId);
      else {
        pending.since = now;
        pruneAt(ctx, repoId, pending.due);
      }
    },
    Math.max(0, at - Date.now()),
  ).unref();
}

/** At start: every repository's superseded sites let go of once its newest deployment is live. */
export function pruneAfterStart(ctx: Ctx): void {
  // Peeked, not read through the area (which makes it): a start that changes nothing records nothing.
  const newest = ctx.store.peek((s) => {
    const last = new Map<number, DeploymentRecord>();
    for (const d of (s.areas.pages as PagesArea | undefined)?.deployments ?? []) {
      if (d.site === undefined || d.syncedMs === undefined) continue;
      const had = last.get(d.repoId);
      if (!had || liveAt(d, d.syncedMs) > liveAt(had, had.syncedMs!)) last.set(d.repoId, d);
    }
    return [...last.values()].map(({ repoId, createdMs, stepMs, syncedMs }) => ({
      repoId,
      createdMs,
      stepMs,
      syncedMs: syncedMs!,
    }));
  });
  // One prune a repository, once its last deployment is live.
  for (const d of newest) pruneWhenLive(ctx, d, d.syncedMs);
}
