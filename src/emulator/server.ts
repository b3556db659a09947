/**
 * The service emulator: a Fastify server implementing the spec under /api/v3 (the self-managed shape), with the
 * cross-cutting rules applied to every API answer (authentication, rate limits, versioning, media type, ETag,
 * errors), fault injection, a request journal and an admin API under /_emulator.
 */
import { createHash, randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  applyApiRules,
  applyStandardHeaders,
  corsHeaders,
  preflightHeaders,
  refundNotModified,
} from './api-headers.js';
import { identify } from './auth.js';
import { collectRoutes, documentationUrl, registerDocs } from './docs.js';
import { registerAdmin } from './admin/routes.js';
import { webPageOf } from './admin/alert-page.js';
import { stateProblem } from './admin/shapes.js';
import { adminTokenFor } from './admin/token.js';
import { Faults, type FaultRule } from './faults.js';
import { DEFAULT_CONFIG, headerNames, type Ctx, type EmulatorConfig } from './http.js';
import { ServiceError } from './service-error.js';
import { RateLimits } from './rate-limit.js';
import { ARTIFACT_BLOBS, registerArtifactService } from './actions/artifact-service.js';
import { registerBlobStorage } from './actions/blob-storage.js';
import { CACHE_BLOBS, registerCacheService } from './actions/cache-service.js';
import { registerRuntimeRoutes } from './actions/runtime.js';
import { registerOidcRoutes } from './oidc.js';
import { routeModules } from './routes/index.js';
import { registerArtifactStore } from './pages/artifacts.js';
import { registerSiteServing } from './pages/serving.js';
import { DEFAULT_SEED, seedToState, type Seed } from './seed.js';
import { UnsafeKeyError } from './change-tracker.js';
import { isStorageFull, StateDir, StorageError, type StateDirOptions } from './state-dir.js';
import { Store } from './store.js';
import { findRepo } from './state.js';
import { syncsOf } from './durable-file.js';
import { resumeUploads } from './code-scanning/uploads.js';
import { resumeDeployments } from './pages/deployments.js';

export interface EmulatorOptions {
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  seed?: Seed;
  /**
   * Keep the state in this directory (created if need be) and load it from there at start: every acknowledged
   * change survives a restart, even a killed process (state-dir.ts).
   */
  stateDir?: string;
  /** How the state directory syncs and compacts. */
  persistence?: Omit<StateDirOptions, 'warn'>;
  /**
   * Told of problems that do not stop the emulator (a torn last journal record, the state directory refusing
   * writes and accepting them again). Default: stderr.
   */
  warn?: (message: string) => void;
  /** The admin API's token. Default: the one in the state directory, else a new random one. */
  adminToken?: string;
  faults?: FaultRule[];
  config?: Partial<Omit<EmulatorConfig, 'origin'>>;
  /** Told of every answer of the API as sent (the tests validate each against the published description). */
  onAnswer?: (answer: ApiAnswer) => void;
}

export interface ApiAnswer {
  method: string;
  /** Path and query, as requested. */
  url: string;
  status: number;
  contentType: string | undefined;
  /** The body, when it is text (JSON answers are). */
  body: string | undefined;
}

export interface Emulator {
  /** http://host:port */
  origin: string;
  /** The API root, origin + /api/v3: what clients take as their base URL. */
  apiUrl: string;
  /** Needed by every /_emulator route, as `Authorization: Bearer <adminToken>`. */
  adminToken: string;
  /** The dashboard, with the admin token to open it in a browser. */
  dashboardUrl: string;
  /** A request to the admin API (path under /_emulator), with the admin token. */
  admin(path: string, init?: RequestInit): Promise<Response>;
  ctx: Ctx;
  app: FastifyInstance;
  close(): Promise<void>;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 300_000;

/** Node checks its request and header timeouts every 30 s by default: often enough for a timeout of minutes. */
function requestTimeouts(ms: number) {
  const headersTimeout = Math.min(60_000, ms);
  const connectionsCheckingInterval = Math.max(10, Math.min(30_000, Math.floor(ms / 4)));
  return { requestTimeout: ms, http: { headersTimeout, connectionsCheckingInterval } };
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const { ctx, initial, adminToken } = createContext(options);
  const app = Fastify({
    bodyLimit: ctx.config.bodyLimit,
    logger: false,
    // At close, idle connections go at once and requests in flight are answered (a write made is acknowledged, not
    // cut off with its answer lost); what is still open after CLOSE_GRACE_MS is cut (handle().close).
    forceCloseConnections: 'idle',
    ...requestTimeouts(ctx.config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS),
    // Names and fingerprints longer than the router's default 100 characters reach the routes (a 404 or 422 there).
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // A path the router refuses (a bad %-escape, a segment past MAX_PARAM_LENGTH) is answered as the API answers.
    frameworkErrors: (err, req, reply) => answerRefusedPath(ctx, err, req, reply),
  });
  app.decorateRequest('caller', null as never);
  const routes = collectRoutes(app);
  addHooks(app, ctx);
  app.setErrorHandler((err: HandlerError, req, reply) => answerError(ctx, err, req, reply));
  // An unknown API route still answers with the API's headers (and its authentication and rate limit).
  app.setNotFoundHandler(async (req, reply) => {
    if (isApiPath(ctx.config, req.url)) applyApiRules(ctx, req, reply);
    else if (req.method === 'GET' || req.method === 'HEAD') {
      const page = webPageOf(req.url, (owner, repo) =>
        ctx.store.read((s) => findRepo(s, owner, repo) !== undefined),
      );
      if (page) return reply.redirect(page, 302);
    }
    return reply.code(404).send(errorBody(ctx, req, 'Not Found'));
  });
  await app.register(async (api) => registerApi(api, ctx, options.onAnswer), {
    prefix: ctx.config.apiPrefix,
  });

  // Work that acknowledged requests promised and a restart (or a state loaded by the admin API) interrupted.
  const resume = () => {
    resumeUploads(ctx);
    resumeDeployments(ctx);
  };
  registerAdmin(app, ctx, { token: adminToken, initial, rateLimits: ctx.rateLimits, resume });
  registerOidcRoutes(app, ctx);
  registerRuntimeRoutes(app, ctx);
  registerArtifactService(app, ctx);
  registerCacheService(app, ctx);
  app.register(async (scope) => registerBlobStorage(scope, ctx, [ARTIFACT_BLOBS, CACHE_BLOBS]));
  registerArtifactStore(app, ctx);
  registerSiteServing(app, ctx);
  registerDocs(app, ctx, routes);

  let address: string;
  try {
    address = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  } catch (err) {
    ctx.store.close(); // the state directory let go of (its lock, its journal)
    throw err;
  }
  ctx.config.origin = address.replace('[::1]', 'localhost');
  resume();
  return handle(app, ctx, adminToken);
}

/** The context every route receives (config, state, faults, rate limits), the seed's state and the admin token. */
function createContext(options: EmulatorOptions) {
  const config: EmulatorConfig = { ...DEFAULT_CONFIG, ...options.config };
  const seed = options.seed ?? DEFAULT_SEED;
  const initial = seedToState(seed);
  const warn = options.warn ?? ((m: string) => process.stderr.write(`emulator: ${m}\n`));
  const dir = options.stateDir ? new StateDir(options.stateDir, { ...options.persistence, warn }) : undefined;
  const saved = dir?.load(stateProblem);
  let store: Store;
  try {
    store = new Store(initial, dir, saved, warn);
  } catch (err) {
    dir?.release(); // a new directory whose state.json could not be written: nothing more written, the lock gone
    throw err;
  }
  const adminToken = adminTokenFor(options.adminToken, options.stateDir);
  const faults = new Faults(options.faults);
  const rateLimits = new RateLimits(config.rateLimits);
  const ctx: Ctx = {
    store,
    config,
    faults,
    rateLimits,
    filesDir: dir?.filesDir,
    warn,
    apiUrl: (path) => `${config.origin}${config.apiPrefix}${path}`,
    webUrl: (path) => `${config.origin}${path}`,
  };
  return { ctx, initial, adminToken };
}

/** How long a close waits for the requests in flight to be answered. */
const CLOSE_GRACE_MS = 2_000;

/** The running emulator, as its caller holds it. */
function handle(app: FastifyInstance, ctx: Ctx, adminToken: string): Emulator {
  const { origin, apiPrefix } = ctx.config;
  return {
    origin,
    apiUrl: `${origin}${apiPrefix}`,
    adminToken,
    dashboardUrl: `${origin}/_emulator/?token=${adminToken}`,
    admin: (path, init = {}) =>
      fetch(`${origin}/_emulator${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${adminToken}` },
      }),
    ctx,
    app,
    close: async () => {
      // A connection whose request is answered goes as soon as it is idle; any left at the grace's end are cut.
      const idle = setInterval(() => app.server.closeIdleConnections(), 25);
      const cut = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
      try {
        await app.close();
      } finally {
        clearInterval(idle);
        clearTimeout(cut);
      }
      ctx.store.close();
    },
  };
}

/** Whether a URL is under the API root (the prefix itself or a path below it). */
function isApiPath(config: EmulatorConfig, url: string): boolean {
  const path = url.split('?')[0];
  return path === config.apiPrefix || path.startsWith(`${config.apiPrefix}/`);
}

type FaultyRequest = FastifyRequest & { fault?: number };

/** The hooks of every request, API or not: CORS, faults, durability and request ids, the journal. */
function addHooks(app: FastifyInstance, ctx: Ctx): void {
  // CORS on every API answer (errors, faults and unknown routes too), and the API's preflights answered here.
  app.addHook('onRequest', async (req, reply) => {
    if (!isApiPath(ctx.config, req.url)) return;
    if (req.method === 'OPTIONS') return reply.code(204).headers(preflightHeaders(ctx.config.vendor)).send();
    reply.headers(corsHeaders(ctx.config.vendor));
  });
  // Faults first: they act before authentication, like a network or a failing front end would.
  app.addHook('onRequest', async (req, reply) => injectFault(ctx, req, reply));
  app.addHook('onSend', async (req, reply, payload) => acknowledge(ctx, req, reply, payload));
  app.addHook('onResponse', async (req, reply) => journal(ctx, req, reply));
}

/**
 * The fault rule matching the request, if any, acted out: a delay, spent rate limit, a broken connection, a
 * dribbled body or an error status.
 */
async function injectFault(ctx: Ctx, req: FastifyRequest, reply: FastifyReply) {
  const path = req.url.split('?')[0];
  if (path.startsWith('/_emulator')) return;
  const rule = ctx.faults.match(req.method, path);
  if (!rule) return;
  (req as FaultyRequest).fault = rule.id;
  if (rule.delayMs && !rule.dribble) await new Promise((r) => setTimeout(r, rule.delayMs));
  if (rule.spendRateLimit) {
    const caller = safeIdentify(ctx, req);
    ctx.rateLimits.spend(caller, path.includes('/search/') ? 'search' : 'core', caller !== `ip:${req.ip}`);
  }
  if (rule.connection) {
    const socket = req.raw.socket;
    if (rule.connection === 'garbage') socket.write(randomBytes(64));
    if (rule.connection === 'reset') socket.resetAndDestroy();
    else socket.destroy();
    return reply.hijack();
  }
  if (rule.dribble) {
    reply.hijack();
    const body = JSON.stringify({ message: 'slow answer (injected)' });
    reply.raw.writeHead(rule.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
    for (const ch of body) {
      reply.raw.write(ch);
      await new Promise((r) => setTimeout(r, (rule.delayMs ?? 1000) / body.length));
    }
    reply.raw.end();
    return;
  }
  if (rule.status) throw new ServiceError(rule.status, `injected fault (rule ${rule.id})`);
}

/**
 * Every answer carries a request id (the journal records it too) and, when acting as a self-managed
 * installation, its version: clients log the one and read the other (codeql-action tells products apart by it).
 */
async function acknowledge(ctx: Ctx, req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const h = headerNames(ctx.config.vendor);
  // A change is acknowledged only once it is on disk (group commit): a crash of the machine keeps what was answered.
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && reply.statusCode < 400) {
    try {
      await Promise.all([ctx.store.durable(), syncsOf(req)]);
    } catch (err) {
      if (!(err instanceof StorageError)) throw err;
      if (err.status === 503) reply.header('retry-after', '5');
      reply.code(err.status).header('content-type', 'application/json; charset=utf-8');
      payload = JSON.stringify(
        errorBody(
          ctx,
          req,
          `The emulator made this change but could not put it on disk (${err.reason}): it may not survive a crash of the machine. ${err.full ? 'Free space' : 'Fix the problem'} on the emulator's machine.`,
        ),
      );
    }
  }
  reply.header(h.requestId, requestId(req));
  if (ctx.config.enterpriseVersion) reply.header(h.enterpriseVersion, ctx.config.enterpriseVersion);
  return payload;
}

/** The journal is of the API and the runner-facing routes; the admin API (the dashboard's own polling) stays out. */
async function journal(ctx: Ctx, req: FastifyRequest, reply: FastifyReply) {
  if (req.url.startsWith('/_emulator')) return;
  const fault = (req as FaultyRequest).fault;
  ctx.faults.record({
    requestId: requestId(req),
    time: new Date().toISOString(),
    method: req.method,
    url: req.url,
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime),
    caller: req.caller?.key ?? '-',
    ...(fault ? { fault } : {}),
  });
}

type HandlerError = Error & { statusCode?: number; code?: string };

const MAX_PARAM_LENGTH = 1_000;

/**
 * A path the router refuses before any hook runs: 400 for a malformed %-escape, 414 for a segment longer than
 * MAX_PARAM_LENGTH, with the headers and error body of every other answer.
 */
function answerRefusedPath(ctx: Ctx, err: HandlerError, req: FastifyRequest, reply: FastifyReply) {
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  if (isApiPath(ctx.config, req.url)) {
    reply.headers(corsHeaders(ctx.config.vendor));
    applyStandardHeaders(ctx, req, reply);
  }
  return reply
    .code(tooLong ? 414 : 400)
    .header(headerNames(ctx.config.vendor).requestId, requestId(req))
    .send(
      errorBody(
        ctx,
        req,
        tooLong
          ? `URI too long: a path segment is longer than ${MAX_PARAM_LENGTH} characters`
          : 'Bad request: the path has a malformed %-escape (encode "%" as %25)',
      ),
    );
}

/** Every error as the service's error body, with the status of its kind; anything unforeseen is a 500. */
function answerError(ctx: Ctx, err: HandlerError, req: FastifyRequest, reply: FastifyReply) {
  // Errors raised before the API's rules ran (body parsing) or by them (bad credentials) carry its headers too.
  if (isApiPath(ctx.config, req.url)) applyStandardHeaders(ctx, req, reply);
  if (err instanceof ServiceError) {
    if (err.extra.headers) reply.headers(err.extra.headers);
    return reply
      .code(err.status)
      .send(errorBody(ctx, req, err.message, err.extra.errors, err.extra.documentationUrl));
  }
  // A change the state directory could not save was not made: 507 when storage is full, else 503.
  if (err instanceof StorageError) {
    if (err.status === 503) reply.header('retry-after', '5');
    return reply.code(err.status).send(errorBody(ctx, req, err.message));
  }
  // Files of the state directory (artifacts, sites, uploads) on a full disk: the same answer.
  if (isStorageFull(err)) {
    const refused =
      ctx.store.storageFailed(err, `write ${req.method} ${req.url.split('?')[0]}'s files`) ??
      new StorageError(
        `The emulator ran out of space for this request's files (${err.code}); nothing was changed.`,
        err.code,
        true,
      );
    return reply.code(refused.status).send(errorBody(ctx, req, refused.message));
  }
  if (err instanceof UnsafeKeyError)
    return reply.code(422).send(errorBody(ctx, req, `Invalid name: ${err.message}`));
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return reply.code(413).send(errorBody(ctx, req, 'Request body too large'));
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return reply.code(415).send(errorBody(ctx, req, 'Unsupported media type: send JSON'));
  if (err.statusCode === 400 || err.code?.startsWith('FST_ERR_CTP') || err instanceof SyntaxError) {
    return reply.code(400).send(errorBody(ctx, req, 'Problems parsing JSON'));
  }
  if ((err as { validation?: unknown }).validation) {
    return reply.code(422).send(errorBody(ctx, req, `Invalid request: ${err.message}`));
  }
  req.log.error(err);
  process.stderr.write(`emulator: internal error on ${req.method} ${req.url}: ${err.stack ?? err.message}\n`);
  return reply.code(500).send(errorBody(ctx, req, 'Internal error in the emulator'));
}

/** The API scope: its request bodies, the spec's cross-cutting rules and conditional requests, every route module. */
async function registerApi(api: FastifyInstance, ctx: Ctx, onAnswer: EmulatorOptions['onAnswer']) {
  acceptJsonBodies(api);
  // Cross-cutting rules of the spec, on every API answer.
  api.addHook('preHandler', async (req, reply) => {
    if (req.method !== 'OPTIONS') applyApiRules(ctx, req, reply);
  });
  api.addHook('onSend', async (req, reply, payload) => conditional(ctx, req, reply, payload));
  if (onAnswer)
    api.addHook('onSend', async (req, reply, payload) => {
      const type = reply.getHeader('content-type');
      onAnswer({
        method: req.method,
        url: req.url,
        status: reply.statusCode,
        contentType: typeof type === 'string' ? type : undefined,
        body: typeof payload === 'string' ? payload : undefined,
      });
      return payload;
    });
  for (const register of routeModules) await register(api, ctx);
}

/**
 * The API's request bodies are JSON whatever their Content-Type says, as the service reads them: `curl -d '{…}'`
 * (which labels it application/x-www-form-urlencoded), text/plain or none at all; and an empty body is no body,
 * even labelled application/json (a bodiless POST or DELETE from a client that always sends the header). The
 * body limit (413) and the 400 for JSON that does not parse (prototype poisoning refused) are Fastify's own.
 */
function acceptJsonBodies(api: FastifyInstance): void {
  const json = api.getDefaultJsonParser('error', 'error');
  api.removeAllContentTypeParsers();
  api.addContentTypeParser('*', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (text.trim() === '') done(null, undefined);
    else json(req, text, done);
  });
}

/**
 * Conditional requests and caching: on every successful GET (and HEAD, which answers GET's headers) a weak ETag, and
 * the service's `Cache-Control` and `Vary` (an answer to a caller with credentials is the caller's own: a shared
 * cache must not give it to another); 304 when If-None-Match matches the ETag (not counted against an authorized
 * caller's rate limit).
 */
function conditional(ctx: Ctx, req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return payload;
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const own = req.headers.authorization !== undefined;
  reply.header('cache-control', own ? 'private, max-age=60, s-maxage=60' : 'public, max-age=60, s-maxage=60');
  reply.header('vary', own ? varyOwn(ctx.config.vendor) : 'Accept, Accept-Encoding, X-Requested-With');
  const etag = `W/"${createHash('sha1').update(payload).digest('hex')}"`;
  reply.header('etag', etag);
  if (noneMatch(req.headers['if-none-match'], etag)) {
    reply.code(304);
    refundNotModified(ctx, req, reply);
    return '';
  }
  return payload;
}

/** The service's Vary of an answer to a caller with credentials, for a vendor's one-time-password header. */
function varyOwn(vendor: string): string {
  let vary = varyCache.get(vendor);
  if (vary === undefined) {
    vary = `Accept, Authorization, Cookie, ${headerNames(vendor).otpOut}, Accept-Encoding, X-Requested-With`;
    varyCache.set(vendor, vary);
  }
  return vary;
}
const varyCache = new Map<string, string>();

/**
 * Whether If-None-Match names the answer's ETag, as HTTP compares them for it (RFC 9110, 13.1.2): `*`, or a
 * comma-separated list of entity tags compared weakly (`W/"x"` and `"x"` are the same tag).
 */
function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  const mine = opaque(etag);
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === mine);
}

const requestIds = new WeakMap<FastifyRequest, string>();

/** Random bytes for request ids, drawn a block at a time: one randomBytes call per request cost more than its id. */
const ID_BYTES = 14;
let idPool = Buffer.alloc(0);
let idAt = 0;

/** The request's id, in the service's shape (five hexadecimal groups), made once per request. */
function requestId(req: FastifyRequest): string {
  let id = requestIds.get(req);
  if (!id) {
    if (idAt + ID_BYTES > idPool.length) {
      idPool = randomBytes(ID_BYTES * 512);
      idAt = 0;
    }
    const hex = idPool.toString('hex', idAt, (idAt += ID_BYTES)).toUpperCase();
    id = `${hex.slice(0, 4)}:${hex.slice(4, 8)}:${hex.slice(8, 15)}:${hex.slice(15, 21)}:${hex.slice(21, 28)}`;
    requestIds.set(req, id);
  }
  return id;
}

function safeIdentify(ctx: Ctx, req: FastifyRequest): string {
  try {
    return identify(ctx, req).key;
  } catch {
    return `ip:${req.ip}`;
  }
}

/** The service's error body; `documentation_url` leads to the operation's entry in the emulator's docs page. */
function errorBody(
  ctx: Ctx,
  req: FastifyRequest | undefined,
  message: string,
  errors?: unknown[],
  section?: string,
) {
  return {
    message,
    ...(errors && errors.length > 0 ? { errors } : {}),
    documentation_url: documentationUrl(ctx, req, section),
  };
}
