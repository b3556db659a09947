/**
 * The route modules, one per area of the spec. Each registers its operations on the API scope (mounted at
 * /api/v3) and keeps its records in its own area of the state (store.area(name)).
 */
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http.js';
import { codeScanningRoutes } from './code-scanning.js';
import { customPropertiesRoutes } from './custom-properties.js';
import { deployKeysRoutes } from './deploy-keys.js';
import { oauthRoutes } from './oauth.js';
import { pagesRoutes } from './pages.js';
import { searchRoutes } from './search.js';

export type RouteModule = (api: FastifyInstance, ctx: Ctx) => void | Promise<void>;

export const routeModules: RouteModule[] = [
  customPropertiesRoutes,
  codeScanningRoutes,
  oauthRoutes,
  deployKeysRoutes,
  searchRoutes,
  pagesRoutes,
];
