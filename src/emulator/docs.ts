/**
 * The emulator's own reference page, `GET /docs/rest`, generated from its route table: every operation it
 * implements, with an anchor per operation. Every error's `documentation_url` leads there (to the operation's
 * entry, or to a section such as `#permissions`), so that the link an error gives is one the emulator serves.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from './http.js';
import { esc } from './admin/html.js';

export const DOCS_PATH = '/docs/rest';

export interface RouteEntry {
  method: string;
  url: string;
}

/** What a route is part of, for the page's sections. */
function areaOf(ctx: Ctx, url: string): string {
  if (url.startsWith(ctx.config.apiPrefix)) {
    const rest = url.slice(ctx.config.apiPrefix.length);
    const parts = rest.split('/').filter(Boolean);
    if (parts[0] === 'repos') return parts[3] ?? 'repos';
    return parts[0] ?? 'root';
  }
  if (url.startsWith('/_emulator')) return 'emulator admin API';
  if (url.startsWith('/twirp/github.actions.results.api.v1.CacheService') || url.startsWith('/_blobs/cache'))
    return 'runner cache service';
  if (url.startsWith('/twirp') || url.startsWith('/_blobs')) return 'runner artifact service';
  if (url.startsWith('/_runtime')) return 'runner runtime service';
  if (url.startsWith('/_oidc') || url.startsWith('/.well-known')) return 'runner OIDC';
  if (url.startsWith('/_artifacts')) return 'artifact store';
  return 'web';
}

/** The anchor of an operation: `get-repos-owner-repo-keys-key_id` for `GET /api/v3/repos/:owner/:repo/keys/:key_id`. */
export function operationAnchor(ctx: Ctx, method: string, url: string): string {
  const path = url.startsWith(ctx.config.apiPrefix) ? url.slice(ctx.config.apiPrefix.length) : url;
  const slug = path
    .replace(/[:*]/g, '')
    .replace(/[^A-Za-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${method.toLowerCase()}${slug ? `-${slug}` : ''}`;
}

/** Where an error of this request documents itself: its operation's entry (or the given section), or the page. */
export function documentationUrl(ctx: Ctx, req: FastifyRequest | undefined, section?: string): string {
  const page = `${ctx.config.origin}${DOCS_PATH}`;
  if (section) return `${page}#${section.replace(/[^A-Za-z0-9_]+/g, '-')}`;
  const route = req?.routeOptions?.url;
  return route ? `${page}#${operationAnchor(ctx, req!.method, route)}` : page;
}

/** Keep every route as it is added (call before any route is registered). */
export function collectRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of Array.isArray(r.method) ? r.method : [r.method]) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method, url: r.url });
    }
  });
  return routes;
}

export function registerDocs(app: FastifyInstance, ctx: Ctx, routes: readonly RouteEntry[]): void {
  const page = () => {
    const seen = new Set<string>();
    const areas = new Map<string, RouteEntry[]>();
    for (const r of routes) {
      const key = `${r.method} ${r.url}`;
      if (seen.has(key) || r.url === DOCS_PATH || r.url.endsWith('/*')) continue;
      seen.add(key);
      const area = areaOf(ctx, r.url);
      areas.set(area, [...(areas.get(area) ?? []), r]);
    }
    const sections = [...areas.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([area, list]) =>
          `<h2 id="${esc(area.replace(/\s+/g, '-'))}">${esc(area)}</h2>\n<ul>\n${list
            .map((r) => {
              const id = operationAnchor(ctx, r.method, r.url);
              const shown = r.url.replace(/:([A-Za-z_]+)/g, '{$1}');
              return `<li id="${esc(id)}"><a href="#${esc(id)}"><code>${esc(r.method)} ${esc(shown)}</code></a></li>`;
            })
            .join('\n')}\n</ul>`,
      )
      .join('\n');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>sarif-pipeline emulator: REST reference</title></head>
<body>
<h1>The operations this emulator implements</h1>
<p>Generated from the emulator's route table (${seen.size} operations). The API is mounted at
<code>${esc(ctx.config.apiPrefix)}</code>; the shapes are the service's published description's.</p>
<h2 id="permissions">permissions</h2>
<p>Every answer names what its operation needs: <code>X-Accepted-OAuth-Scopes</code> for classic tokens, and
<code>X-Accepted-${esc(ctx.config.vendor.charAt(0).toUpperCase() + ctx.config.vendor.slice(1))}-Permissions</code>
for fine-grained, app installation and workflow tokens (category=access).</p>
<h2 id="search-search">search</h2>
<p>Queries: keywords then qualifiers, at most 256 characters without them and five AND, OR or NOT operators.</p>
${sections}
</body></html>
`;
  };
  app.get(DOCS_PATH, async (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', "default-src 'none'")
      .send(page()),
  );
}
