/**
 * The published sites at `/pages/{owner}/{repo}/...` on the root app: the files of what a site serves
 * (publication.ts), with the site's own 404 page, in a sandbox.
 */
import { basename, dirname, extname } from 'node:path';
import send from '@fastify/send';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentType as lookupType } from 'mime-types';
import { canSee, identify } from '../auth.js';
import { type Ctx } from '../http.js';
import { ServiceError } from '../service-error.js';
import { findRepo, fullName } from '../state.js';
import { removeTemporaryFiles, runtime, type RepoParams, type Runtime } from './area.js';
import { publication, type Publication } from './publication.js';
import { contentFile, loadSite } from './site-files.js';

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
    const rt = runtime(ctx);
    if (!pub) throw new ServiceError(404, `Nothing is published for ${fullName(repo)} yet`);
    // From the raw path: /pages/{owner}/{repo}/{rest...}, each segment decoded once and checked.
    const path = new URL(req.url, ctx.config.origin).pathname;
    const raw = path.split('/').slice(4);
    let segments: string[];
    try {
      segments = raw.filter((s) => s !== '').map(decodeURIComponent);
    } catch {
      return notPublished(reply, pub, rt);
    }
    if (segments.some((s) => s === '..' || s === '.' || /[\\/\0]/.test(s)))
      return notPublished(reply, pub, rt);
    const wantsDirectory = raw.length === 0 || raw[raw.length - 1] === '';
    return pub.kind === 'deployment'
      ? serveFromStore(reply, rt, pub, segments, wantsDirectory, path)
      : serveFromBranch(reply, rt, pub, segments, wantsDirectory, path);
  });
}

/** A deployed site's answer, resolved as a web server resolves paths in the site's directory tree. */
async function serveFromStore(
  reply: FastifyReply,
  rt: Runtime,
  pub: Extract<Publication, { kind: 'deployment' }>,
  segments: string[],
  wantsDirectory: boolean,
  path: string,
) {
  const site = await loadSite(rt, pub.site).catch(() => {
    // A state loaded from elsewhere, or files deleted by hand: the record outlived its files.
    throw new ServiceError(404, 'The files of the deployment this site serves are gone: deploy it again');
  });
  const rel = segments.join('/');
  const file = (name: string) => {
    const hash = site.files.get(name);
    return hash === undefined ? undefined : sendFile(reply, contentFile(rt, hash), name, 200);
  };
  if (rel === '' || site.dirs.has(rel)) {
    if (!wantsDirectory) return reply.redirect(`${path}/`, 301);
    const index = file(rel === '' ? 'index.html' : `${rel}/index.html`);
    if (index) return index;
  } else if (site.files.has(rel)) {
    if (!wantsDirectory) return file(rel)!;
  } else if (!wantsDirectory) {
    // `/about` serves `about.html`, as GitHub Pages does (the extensionless links Jekyll and others write).
    const page = file(`${rel}.html`);
    if (page) return page;
  }
  return notPublished(reply, pub, rt);
}

function serveFromBranch(
  reply: FastifyReply,
  rt: Runtime,
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
  return notPublished(reply, pub, rt);
}

/**
 * A site's file as a web server sends it (@fastify/send): ETag and Last-Modified, 304 to a conditional request, 206
 * to a range (a video seeks), HEAD. A site's own 404 page is sent whole, with its 404.
 */
async function sendFile(reply: FastifyReply, file: string, name: string, status: number) {
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
    .type(contentType(name))
    .send(sent.stream);
}

/** 404, with the site's own 404.html when it has one. */
async function notPublished(reply: FastifyReply, pub: Publication, rt: Runtime) {
  if (pub.kind === 'deployment' && pub.custom404) {
    const page = (await loadSite(rt, pub.site).catch(() => undefined))?.files.get('404.html');
    if (page !== undefined) return sendFile(reply, contentFile(rt, page), '404.html', 404);
  }
  const page = pub.kind === 'branch' ? pub.files.get('404.html') : undefined;
  if (page !== undefined) return reply.code(404).type('text/html; charset=utf-8').send(page);
  return reply.code(404).type('text/plain; charset=utf-8').send('404: no such page on this site\n');
}
