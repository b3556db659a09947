/** Custom properties: the values of a repository's custom properties, for callers with admin access. */
import { repoAccess } from '../auth.js';
import type { RouteModule } from './index.js';

interface RepoParams {
  owner: string;
  repo: string;
}

export const customPropertiesRoutes: RouteModule = (api, ctx) => {
  api.get<{ Params: RepoParams }>('/repos/:owner/:repo/properties/values', async (req, reply) => {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, {
      scopes: ['repo'],
      permission: ['metadata', 'read'],
      role: 'admin',
      authenticated: true,
    });
    return Object.entries(repo.customProperties).map(([property_name, value]) => ({ property_name, value }));
  });
};
