/**
 * The admin API under /_emulator: state, reset, faults, the request journal (also as a live event stream), job
 * bindings, and the dashboard. Every route needs the admin token (token.ts); bodies are checked (shapes.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bindJob, type JobBinding } from '../actions/runs.js';
import type { FaultRule, JournalEntry } from '../faults.js';
import { type Ctx } from '../http.js';
import { ServiceError } from '../service-error.js';
import type { RateLimits } from '../rate-limit.js';
import type { State } from '../state.js';
import { journalRow, registerDashboard } from './dashboard.js';
import { registerAlertPage } from './alert-page.js';
import { registerRepoPages } from './repo-pages.js';
import { faultProblem, stateProblem } from './shapes.js';
import { ADMIN_CROSS_ORIGIN, ADMIN_PREFIX, adminAuth, adminCookie, cookieRequestProblem } from './token.js';

export interface AdminOptions {
  token: string;
  initial: State;
  rateLimits: RateLimits;
  /** Resume the work a loaded state still has to do (uploads to process, deployments to finish). */
  resume: () => void;
}

export function registerAdmin(app: FastifyInstance, ctx: Ctx, o: AdminOptions): void {
  app.register(
    async (admin) => {
      admin.addHook('onRequest', adminGuard(ctx, o.token));
      // Routes for every preflight, so that the guard refuses each one (rather than a plain 404).
      admin.options('/', async () => undefined);
      admin.options('/*', async () => undefined);
      stateRoutes(admin, ctx, o);
      faultRoutes(admin, ctx);
      journalRoutes(admin, ctx);
      // Bind a workflow token to the job a test runs (run id, sha, ref, ...): answers the run and the runner's variables.
      admin.post('/jobs', async (req, reply) =>
        reply.code(201).send(await bindJob(ctx, req.body as JobBinding)),
      );
      registerDashboard(admin, ctx);
      registerAlertPage(admin, ctx);
      registerRepoPages(admin, ctx);
    },
    { prefix: ADMIN_PREFIX },
  );
}

/**
 * Every admin request: the admin token (header, or the cookie the printed URL trades it for, same-origin only);
 * every answer not to be embedded, sniffed, cached or read by another origin.
 */
function adminGuard(ctx: Ctx, token: string) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    // Not to be embedded, sniffed or loaded by another origin (not even as a no-cors script or image), nor cached.
    // No route here sets CORS headers: another origin reads nothing.
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('cache-control', 'no-store');
    // A CORS preflight is the browser asking whether another origin may send what a page cannot send unasked (the
    // admin header, a JSON body): never.
    if (req.method === 'OPTIONS') throw new ServiceError(403, ADMIN_CROSS_ORIGIN);
    // Opening the printed URL (…/_emulator/?token=…) trades the token for a cookie and drops it from the URL.
    const query = req.query as { token?: string };
    if (req.method === 'GET' && typeof query.token === 'string') {
      if (query.token !== token) throw new ServiceError(401, 'Wrong admin token');
      // Back to the page asked for (a link to an alert's page, the dashboard filtered), the token left out.
      const [path, search = ''] = req.url.split('?', 2);
      const rest = new URLSearchParams(search);
      rest.delete('token');
      const back = String(rest) ? `${path}?${rest}` : path;
      return reply.header('set-cookie', adminCookie(token)).redirect(back, 303);
    }
    const how = adminAuth(req, token);
    if (!how) {
      throw new ServiceError(
        401,
        'The admin API needs the admin token that `sarif-pipeline serve` prints (and writes to <state dir>/admin-token): send it as Authorization: Bearer <token>, or open the printed dashboard URL',
      );
    }
    if (how === 'cookie') {
      const problem = cookieRequestProblem(req, ctx.config.origin);
      if (problem) throw new ServiceError(403, problem);
    }
  };
}

/** The whole state: read, replaced (then its pending work resumed), reset to the seed. */
function stateRoutes(admin: FastifyInstance, ctx: Ctx, o: AdminOptions): void {
  admin.get('/state', async () => ctx.store.snapshot());
  admin.put('/state', async (req: FastifyRequest, reply: FastifyReply) => {
    const problem = stateProblem(req.body);
    if (problem) throw new ServiceError(422, `Invalid state: ${problem}`);
    ctx.store.replace(req.body as State);
    o.resume();
    return reply.code(204).send();
  });
  admin.post('/reset', async (_req, reply) => {
    ctx.store.replace(o.initial);
    o.resume();
    ctx.faults.clear();
    o.rateLimits.reset();
    return reply.code(204).send();
  });
}

/** Fault rules: listed, added, cleared all or one. */
function faultRoutes(admin: FastifyInstance, ctx: Ctx): void {
  admin.get('/faults', async () => ctx.faults.list());
  admin.post('/faults', async (req, reply) => {
    const problem = faultProblem(req.body);
    if (problem) throw new ServiceError(422, `Invalid fault rule: ${problem}`);
    return reply.code(201).send(ctx.faults.add(req.body as FaultRule));
  });
  admin.delete('/faults', async (_req, reply) => {
    ctx.faults.clear();
    return reply.code(204).send();
  });
  admin.delete<{ Params: { id: string } }>('/faults/:id', async (req, reply) => {
    if (!/^\d{1,9}$/.test(req.params.id))
      throw new ServiceError(422, 'A fault rule id is a positive integer');
    ctx.faults.clear(Number(req.params.id));
    return reply.code(204).send();
  });
}

/** The request journal, whole or as it grows (server-sent events, one rendered table row per answered request). */
function journalRoutes(admin: FastifyInstance, ctx: Ctx): void {
  admin.get('/requests', async () => ctx.faults.journal);
  admin.get('/requests/live', (req, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    reply.raw.write(': journal\n\n');
    const send = (e: JournalEntry) => {
      reply.raw.write(`data: ${journalRow(e).replace(/[\r\n]/g, ' ')}\n\n`);
    };
    ctx.faults.listeners.add(send);
    req.raw.on('close', () => ctx.faults.listeners.delete(send));
  });
}
