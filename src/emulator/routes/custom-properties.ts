/**
 * Custom properties of a repository: read the values (callers with admin access, per the spec), and set or unset
 * them with PATCH (in the published description, not in the spec): repository admins, and tokens with the
 * custom_properties write permission. A `null` value unsets a property. A repository of an organization takes only
 * the properties the organization defines, each value as its definition says (custom-property-schema.ts); one of
 * a user, which no organization defines anything for, any name with a value of the right shape.
 */
import { repoAccess } from '../auth.js';
import {
  applyValues,
  orgOf,
  orgSchema,
  refusal,
  shownValues,
  valuesProblems,
} from '../custom-property-schema.js';
import { ServiceError, validationFailed } from '../service-error.js';
import { findRepo } from '../state.js';
import type { RouteModule } from '../route-module.js';

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
    return ctx.store.read((s) => {
      const org = orgOf(s, repo);
      return shownValues(org && orgSchema(s, org), repo);
    });
  });

  api.patch<{ Params: RepoParams; Body: unknown }>(
    '/repos/:owner/:repo/properties/values',
    async (req, reply) => {
      const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, {
        scopes: ['repo'],
        permission: ['custom_properties', 'write'],
        role: 'admin',
        authenticated: true,
      });
      const body = req.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new ServiceError(400, 'Body should be a JSON object with a properties array');
      }
      const properties = (body as { properties?: unknown }).properties;
      if (!Array.isArray(properties)) {
        throw validationFailed(
          [{ resource: 'CustomPropertyValue', field: 'properties', code: 'missing_field' }],
          'properties is required: an array of { property_name, value }',
        );
      }
      ctx.store.write((s) => {
        const target = findRepo(s, repo.owner, repo.name)!;
        const org = orgOf(s, target);
        const schema = org && orgSchema(s, org);
        const errors = valuesProblems(schema, properties, org?.login);
        if (errors.length > 0) throw refusal(errors);
        applyValues(target, schema, properties as never);
      });
      return reply.code(204).send();
    },
  );
};
