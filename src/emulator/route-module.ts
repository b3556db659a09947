import type { FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { Ctx } from './http.js';

/** One area of the API: registers its operations on the API scope (mounted at /api/v3). */
export type RouteModule = (api: FastifyInstance, ctx: Ctx) => void | Promise<void>;

/**
 * An operation's handler as a named module-level function: the module's context first, then Fastify's request
 * (typed by its route generic: Params, Querystring, Body) and reply.
 */
export type Handler<G extends RouteGenericInterface = RouteGenericInterface> = (
  ctx: Ctx,
  req: FastifyRequest<G>,
  reply: FastifyReply,
) => Promise<unknown>;

/**
 * Named handlers bound to a module's context, so that a route module reads as a table of its operations:
 * `const on = bindTo(ctx); api.get('/authorizations', on(listAuthorizations));`. The request's route generic is
 * the handler's word, as `api.get<{ Params: … }>` would be: Fastify checks neither against the path.
 */
export function bindTo(ctx: Ctx) {
  return <G extends RouteGenericInterface>(handler: Handler<G>) =>
    (req: FastifyRequest, reply: FastifyReply) =>
      handler(ctx, req as FastifyRequest<G>, reply);
}
