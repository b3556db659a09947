/**
 * Deployed sites in the content store (site-store.ts), seen from the event loop: storing an artifact's site (in the
 * worker thread), the manifests the served sites read (kept for the next requests), and the sweep that deletes
 * what no deployment can serve again. The sweep and the writers exclude each other: a writer finds a content
 * stored and relies on it, so nothing is deleted while one runs.
 */
import { readdir, rm, unlink } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type Ctx } from '../http.js';
import { readManifest, storedPath, type StoredSite } from '../site-store.js';
import { offLoop, type Extraction } from '../worker.js';
import { runtime, type DeploymentRecord, type PagesArea, type Runtime } from './area.js';

/** How many manifests stay parsed in memory (the most recently served sites'). */
const MANIFESTS_KEPT = 64;
const manifests = new Map<string, Promise<StoredSite>>();

/** The site `hash` of the store, from its manifest. */
export function loadSite(rt: Runtime, hash: string): Promise<StoredSite> {
  const key = `${rt.sites}\0${hash}`;
  let site = manifests.get(key);
  if (site)
    manifests.delete(key); // re-inserted: the most recent last
  else {
    site = readManifest(rt.sites, hash);
    site.catch(() => manifests.delete(key));
  }
  manifests.set(key, site);
  if (manifests.size > MANIFESTS_KEPT) manifests.delete(manifests.keys().next().value!);
  return site;
}

/** The file holding a content of a stored site. */
export const contentFile = (rt: Runtime, hash: string) => storedPath(rt.sites, hash);

/**
 * Run a store writer (`write`, in the worker thread) once no sweep runs; the site it stores is held (kept by any
 * sweep) until `release` is called with it, once the deployment that serves it is recorded or given up.
 */
export async function storeSite<T extends Extraction | { site: string }>(
  rt: Runtime,
  write: () => Promise<T>,
): Promise<T> {
  while (rt.sweeping) await rt.sweeping;
  const writing = write().then((out) => {
    const site = siteOf(out);
    if (site) rt.pendingSites.set(site, (rt.pendingSites.get(site) ?? 0) + 1);
    return out;
  });
  rt.extracting.add(writing);
  return writing.finally(() => rt.extracting.delete(writing));
}

const siteOf = (out: Extraction | { site: string }) =>
  'site' in out ? out.site : out.ok ? out.stored.site : undefined;

/** The artifact in `file` stored as a site (see storeSite). */
export const storeArtifact = (rt: Runtime, file: string) =>
  storeSite(rt, () => offLoop('extract', { file, store: rt.sites }));

/** The hold storeSite took on `site`. */
export function release(rt: Runtime, site: string | undefined): void {
  if (!site) return;
  const n = (rt.pendingSites.get(site) ?? 1) - 1;
  if (n > 0) rt.pendingSites.set(site, n);
  else rt.pendingSites.delete(site);
}

/** How soon after a site stops being served its files are swept (a burst of prunes costs one sweep). */
const SWEEP_DELAY_MS = 200;

/** Sweep the store soon (see sweepSites). */
export function scheduleSweep(ctx: Ctx): void {
  const rt = runtime(ctx);
  if (rt.sweepTimer || rt.closed) return;
  rt.sweepTimer = setTimeout(() => {
    rt.sweepTimer = undefined;
    sweepSites(ctx).catch((err: Error) =>
      ctx.warn(`Pages: sweeping the deployed sites' files: ${err.message}`),
    );
  }, SWEEP_DELAY_MS);
  rt.sweepTimer.unref();
}

/**
 * Delete every stored file no deployment can serve: contents and manifests of no recorded (or held) site, what a
 * crash left in tmp/, and the directories of the layout before (those a deployment still records are kept).
 */
export async function sweepSites(ctx: Ctx): Promise<void> {
  const rt = runtime(ctx);
  while (rt.sweeping) await rt.sweeping;
  let swept!: () => void;
  rt.sweeping = new Promise((resolve) => (swept = resolve));
  try {
    await Promise.allSettled([...rt.extracting]);
    const live = new Set(rt.pendingSites.keys());
    const legacy = new Set<string>();
    for (const d of recordedDeployments(ctx)) {
      if (d.site) live.add(d.site);
      if (d.dir) legacy.add(basename(d.dir));
    }
    for (const site of [...live]) {
      const stored = await loadSite(rt, site).catch(() => undefined);
      if (stored) for (const hash of stored.files.values()) live.add(hash);
    }
    const files = join(rt.sites, 'files');
    for (const shard of await readdir(files).catch(() => [] as string[])) {
      for (const name of await readdir(join(files, shard)).catch(() => [] as string[]))
        if (!live.has(shard + name)) await unlink(join(files, shard, name)).catch(() => {});
    }
    const tmp = join(rt.sites, 'tmp');
    for (const name of await readdir(tmp).catch(() => [] as string[]))
      await rm(join(tmp, name), { force: true });
    for (const name of await readdir(rt.sites))
      if (name !== 'files' && name !== 'tmp' && !legacy.has(name))
        await rm(join(rt.sites, name), { recursive: true, force: true });
  } finally {
    rt.sweeping = undefined;
    swept();
  }
}

/** Where each recorded deployment's files are (read without making the Pages area: a read is not a write). */
export const recordedDeployments = (ctx: Ctx): Pick<DeploymentRecord, 'id' | 'site' | 'dir'>[] =>
  ctx.store.read((s) =>
    ((s.areas.pages as PagesArea | undefined)?.deployments ?? []).map(({ id, site, dir }) => ({
      id,
      site,
      dir,
    })),
  );
