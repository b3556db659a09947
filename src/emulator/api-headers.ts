/**
 * What every answer of the API carries, whatever the route (unknown ones included): CORS as the service sends it
 * (any origin, its headers exposed, preflights answered), the emulator's mark, the version and media-type
 * headers, the caller's rate-limit headers, and a classic token's scopes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { identify, rateAuthenticated } from './auth.js';
import { headerNames, wantsTextMatch, type Ctx } from './http.js';
import { ServiceError } from './service-error.js';
import type { Resource } from './rate-limit.js';

/** The CORS headers of every API answer: the service answers any origin (it takes no cookies). Made once a vendor. */
export function corsHeaders(vendor: string): Readonly<Record<string, string>> {
  let headers = corsCache.get(vendor);
  if (!headers) corsCache.set(vendor, (headers = Object.freeze(makeCorsHeaders(vendor))));
  return headers;
}

const corsCache = new Map<string, Readonly<Record<string, string>>>();

function makeCorsHeaders(vendor: string): Record<string, string> {
  const V = vendor.charAt(0).toUpperCase() + vendor.slice(1);
  return {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': [
      'ETag',
      'Link',
      'Location',
      'Retry-After',
      `X-${V}-OTP`,
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Used',
      'X-RateLimit-Resource',
      'X-RateLimit-Reset',
      'X-OAuth-Scopes',
      'X-Accepted-OAuth-Scopes',
      'X-Poll-Interval',
      `X-${V}-Media-Type`,
      `X-${V}-SSO`,
      `X-${V}-Request-Id`,
      'Deprecation',
      'Sunset',
    ].join(', '),
  };
}

/** The answer to a CORS preflight of the API: 204, what a page may send. */
export function preflightHeaders(vendor: string): Record<string, string> {
  const V = vendor.charAt(0).toUpperCase() + vendor.slice(1);
  return {
    ...corsHeaders(vendor),
    'access-control-allow-headers': [
      'Authorization',
      'Content-Type',
      'If-Match',
      'If-Modified-Since',
      'If-None-Match',
      'If-Unmodified-Since',
      'Accept-Encoding',
      `X-${V}-OTP`,
      'X-Requested-With',
      'User-Agent',
      `X-${V}-Api-Version`,
    ].join(', '),
    'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE',
    'access-control-max-age': '86400',
  };
}

/**
 * The spec's cross-cutting rules on one API request: a User-Agent (403 without, as on the service), version
 * selection (400 for an unknown one), media type,
 * the caller (401 for bad credentials), its scopes, and its rate limit (403 once spent; GET /rate_limit does not
 * count, as on the service).
 */
/**
 * The headers every API answer carries, set without judging the request, for answers made before the API's rules
 * ran or that stopped them: a body that does not parse, a path the router refuses, bad credentials. The rate limit
 * shown is the caller's (the address's when the credentials are bad), not counted again.
 */
export function applyStandardHeaders(ctx: Ctx, req: FastifyRequest, reply: FastifyReply): void {
  const { config } = ctx;
  const h = headerNames(config.vendor);
  if (!reply.hasHeader(h.mediaType)) {
    reply.header(h.emulator, 'sarif-pipeline');
    reply.header(h.mediaType, `${config.vendor}.v3; format=json`);
  }
  const requested = req.headers[h.apiVersion];
  const version = typeof requested === 'string' ? requested : config.apiVersions[0];
  if (!reply.hasHeader(h.apiVersionSelected) && config.apiVersions.includes(version))
    reply.header(h.apiVersionSelected, version);
  if (!reply.hasHeader('x-ratelimit-limit')) {
    let caller: { key: string; authenticated: boolean } = { key: `ip:${req.ip}`, authenticated: false };
    try {
      const known = identify(ctx, req);
      caller = { key: known.key, authenticated: rateAuthenticated(known) };
    } catch {
      // bad credentials: the address's budget, as the service shows it
    }
    ctx.rateLimits.peek(caller.key, caller.authenticated, reply);
  }
}

/**
 * The parameter of the vendor's media type the Accept header names, as the service echoes it in its media-type
 * header: `text-match` for `application/vnd.svc.v3.text-match+json` (and the spellings wantsTextMatch takes),
 * `raw` for `application/vnd.svc.raw+json`, …; undefined for `application/vnd.svc+json` or any other type.
 */
function mediaTypeParam(vendor: string, accept: string | string[] | undefined): string | undefined {
  if (wantsTextMatch(vendor, accept)) return 'text-match';
  const text = String(accept ?? '');
  const at = text.toLowerCase().indexOf(`application/vnd.${vendor}.`);
  if (at < 0) return undefined;
  const m = /^(?:v3\.)?([a-z][a-z0-9-]*)/i.exec(text.slice(at + `application/vnd.${vendor}.`.length));
  return m && m[1].toLowerCase() !== 'v3' ? m[1].toLowerCase() : undefined;
}

export function applyApiRules(ctx: Ctx, req: FastifyRequest, reply: FastifyReply): void {
  const { config } = ctx;
  const h = headerNames(config.vendor);
  reply.header(h.emulator, 'sarif-pipeline');
  const param = mediaTypeParam(config.vendor, req.headers.accept);
  reply.header(h.mediaType, `${config.vendor}.v3; ${param ? `param=${param}; ` : ''}format=json`);
  // The service refuses a request without a User-Agent (every real client sends one; a script may not).
  if (!String(req.headers['user-agent'] ?? '').trim())
    throw new ServiceError(
      403,
      'Request forbidden by administrative rules: send a User-Agent header (your client or script name)',
    );
  const requested = req.headers[h.apiVersion];
  const version = typeof requested === 'string' ? requested : config.apiVersions[0];
  if (!config.apiVersions.includes(version)) {
    throw new ServiceError(
      400,
      `Unsupported API version ${version}: supported versions are ${config.apiVersions.join(', ')}`,
    );
  }
  reply.header(h.apiVersionSelected, version);
  req.caller = identify(ctx, req);
  const t = req.caller.type === 'token' ? req.caller.token : undefined;
  if (t && (t.kind === 'classic' || t.kind === 'oauth')) reply.header('x-oauth-scopes', t.scopes.join(', '));
  const path = req.url.split('?')[0];
  if (path !== `${config.apiPrefix}/rate_limit`)
    ctx.rateLimits.take(req.caller.key, rateResource(ctx, path), rateAuthenticated(req.caller), reply);
}

/** The budget a request of the API counts against. */
export function rateResource(ctx: Ctx, path: string): Resource {
  return path.startsWith(`${ctx.config.apiPrefix}/search/`) ? 'search' : 'core';
}

/**
 * An authorized request answered 304 does not count against the rate limit (the service's documentation of
 * conditional requests): what applyApiRules took is given back.
 */
export function refundNotModified(ctx: Ctx, req: FastifyRequest, reply: FastifyReply): void {
  const caller = req.caller as FastifyRequest['caller'] | undefined;
  if (!caller || caller.type === 'anonymous') return;
  const path = req.url.split('?')[0];
  if (path === `${ctx.config.apiPrefix}/rate_limit`) return;
  ctx.rateLimits.refund(caller.key, rateResource(ctx, path), rateAuthenticated(caller), reply);
}
