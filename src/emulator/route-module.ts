import type { FastifyInstance } from 'fastify';
import type { Ctx } from './http.js';

/** One area of the API: registers its operations on the API scope (mounted at /api/v3). */
export type RouteModule = (api: FastifyInstance, ctx: Ctx) => void | Promise<void>;
