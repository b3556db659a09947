/**
 * The published sites at `/pages/{owner}/{repo}/...` on the root app: what a site serves (the files of its
 * latest successful deployment, or of its latest built build), and the deletion of deployed files that can never
 * be served again.
 */
import { rmSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import send from '@fastify/send';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentType as lookupType } from 'mime-types';
import { canSee, identify } from '../auth.js';
import { type Ctx } from '../http.js';
import { ServiceError } from '../service-error.js';
import { findRepo, fullName, type Repo } from '../state.js';
import { readArea, removeTemporaryFiles, runtime, writeArea, type RepoParams } from './area.js';
import { buildSchedule, buildStatus, sourceFiles } from './builds.js';
import { deploymentState, isFinal } from './deployments.js';

/**
 * What a site serves: the files of the newest successful deployment (by creation: an older one that finishes late,
 * or is extracted again after a restart, does not replace a newer one), or of the latest built build.
 */
export type Publication =
  | { kind: 'deployment'; at: number; dir: string; custom404: boolean }
  | { kind: 'branch'; at: number; files: Map<string, string> };

export function publication(ctx: Ctx, repo: Repo, now = Date.now()): Publication | undefined {
  const inFlight = runtime(ctx).inFlight;
  const best = readArea(ctx, (a) => {
    const site = a.sites.find((s) => s.repoId === repo.id);
    if (!site) return undefined;
    let best: Publication | undefined;
    for (const d of a.deployments) {
      if (d.repoId !== repo.id || !d.dir) continue;
      const { status, succeededAt } = deploymentState(d, now, inFlight);
      // In creation order: the last one that succeeded is the newest.
      if (status === 'succeed')
        best = { kind: 'deployment', at: succeededAt!, dir: d.dir, custom404: d.custom404 ?? false };
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
export function pruneSites(ctx: Ctx, repo: Repo, served: Publication | undefined, now: number): void {
  if (!served) return;
  const inFlight = runtime(ctx).inFlight;
  const dirs = writeArea(ctx, (a) => {
    const gone: string[] = [];
    for (const d of a.deployments) {
      if (d.repoId !== repo.id || !d.dir || (served.kind === 'deployment' && d.dir === served.dir)) continue;
      const { status, succeededAt } = deploymentState(d, now, inFlight);
      if (!isFinal(status)) continue;
      // Served from a branch build: a deployment that succeeded after it may still be served again.
      if (served.kind === 'branch' && status === 'succeed' && succeededAt! > served.at) continue;
      gone.push(d.dir);
      delete d.dir;
    }
    return gone;
  });
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

/** A file's type as GitHub Pages gives it: from mime-db (by extension), text with its charset; else bytes. */
const contentType = (path: string) => lookupType(extname(path).toLowerCase()) || 'application/octet-stream';

/**
 * Every site answer runs in an opaque origin: a sandbox with scripts, forms, popups and dialogs but without
 * `allow-same-origin`. The sites live under /pages/ on the emulator's own origin, where the dashboard and the admin
 * API are; without the sandbox a site's script would be same-origin with them (the admin cookie sent, the answer
 * readable) and with every other site. Sandboxed, its requests to the emulator are cross-origin: the admin API
 * answers them no CORS, so the site reads nothing and cannot send the header admin writes need (token.ts).
 * Popups opened by a site stay sandboxed (no `allow-popups-to-escape-sandbox`).
 */
export const SITE_SANDBOX =
  'sandbox allow-scripts allow-forms allow-popups allow-modals allow-downloads allow-pointer-lock allow-presentation';

function siteHeaders(_req: unknown, reply: FastifyReply, done: () => void) {
  reply.header('content-security-policy', SITE_SANDBOX);
  reply.header('x-content-type-options', 'nosniff');
  done();
}

/** The published sites, on the root app. */
export function registerSiteServing(app: FastifyInstance, ctx: Ctx): void {
  app.addHook('onClose', async () => removeTemporaryFiles(ctx));

  app.get<{ Params: RepoParams }>('/pages/:owner/:repo', { onRequest: siteHeaders }, async (req, reply) =>
    reply.redirect(`/pages/${req.params.owner}/${req.params.repo}/`, 301),
  );

  app.get<{ Params: RepoParams }>('/pages/:owner/:repo/*', { onRequest: siteHeaders }, async (req, reply) => {
    const repo = ctx.store.read((s) => findRepo(s, req.params.owner, req.params.repo));
    if (!repo) throw new ServiceError(404, 'Not Found');
    if (repo.private) {
      // A private repository's site is for those who can read the repository.
      const caller = identify(ctx, req);
      if (!ctx.store.read((s) => canSee(s, caller, repo))) throw new ServiceError(404, 'Not Found');
    } else {
      // A public site's files are public, and a sandboxed page's own requests for them are cross-origin (its
      // origin is opaque): they may read them, as on the service, whose sites answer any origin. No credentials.
      reply.header('access-control-allow-origin', '*');
    }
    const pub = publication(ctx, repo);
    if (!pub) throw new ServiceError(404, `Nothing is published for ${fullName(repo)} yet`);
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
  } else if (!info && !wantsDirectory && segments.length > 0) {
    // `/about` serves `about.html`, as GitHub Pages does (the extensionless links Jekyll and others write).
    const page = `${target}.html`;
    if ((await lstat(page).catch(() => undefined))?.isFile()) return sendFile(reply, page, 200);
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
  const page = wantsDirectory || rel === '' ? undefined : pub.files.get(`${rel}.html`);
  if (page !== undefined && !pub.files.has(`${rel}/index.html`))
    return reply.type(contentType('.html')).send(page);
  const index = pub.files.get(rel === '' ? 'index.html' : `${rel}/index.html`);
  if (index !== undefined) {
    return wantsDirectory
      ? reply.type('text/html; charset=utf-8').send(index)
      : reply.redirect(`${path}/`, 301);
  }
  return notPublished(reply, pub);
}

/**
 * A site's file as a web server sends it (@fastify/send): ETag and Last-Modified, 304 to a conditional request, 206
 * to a range (a video seeks), HEAD. A site's own 404 page is sent whole, with its 404.
 */
async function sendFile(reply: FastifyReply, file: string, status: number) {
  const page = status === 404;
  const sent = await send(reply.request.raw, `/${encodeURIComponent(basename(file))}`, {
    root: dirname(file),
    dotfiles: 'allow',
    index: false,
    cacheControl: false,
    ...(page ? { etag: false, lastModified: false, acceptRanges: false } : {}),
  });
  if (sent.type === 'error')
    return reply.code(404).type('text/plain; charset=utf-8').send('404: no such page on this site\n');
  return reply
    .code(page ? 404 : sent.statusCode)
    .headers(sent.headers)
    .header('x-content-type-options', 'nosniff')
    .type(contentType(file))
    .send(sent.stream);
}

/** 404, with the site's own 404.html when it has one. */
function notPublished(reply: FastifyReply, pub: Publication) {
  if (pub.kind === 'deployment' && pub.custom404) return sendFile(reply, join(pub.dir, '404.html'), 404);
  const page = pub.kind === 'branch' ? pub.files.get('404.html') : undefined;
  if (page !== undefined) return reply.code(404).type('text/html; charset=utf-8').send(page);
  return reply.code(404).type('text/plain; charset=utf-8').send('404: no such page on this site\n');
}
