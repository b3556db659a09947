/**
 * GET /meta, beyond the spec: codeql-action calls it first, only to read the `X-Svc-Enterprise-Version` header
 * (which the emulator sends when acting as a self-managed installation) and tell the products apart.
 */
import type { RouteModule } from '../route-module.js';

export const metaRoutes: RouteModule = (api, ctx) => {
  api.get('/meta', async () => ({
    verifiable_password_authentication: true,
    ...(ctx.config.enterpriseVersion && ctx.config.enterpriseVersion !== 'ghe.com'
      ? { installed_version: ctx.config.enterpriseVersion }
      : {}),
    hooks: [],
    web: ['127.0.0.1/32'],
    api: ['127.0.0.1/32'],
    git: [],
    pages: ['127.0.0.1/32'],
    actions: [],
  }));
};
