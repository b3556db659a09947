/**
 * Custom properties of a repository: read the values (callers with admin access, per the spec), and set or unset
 * them with PATCH (in the published description, not in the spec): repository admins, and tokens with the
 * custom_properties write permission. A `null` value unsets a property.
 */
import { repoAccess } from '../auth.js';
import { ServiceError, validationFailed } from '../service-error.js';
import { findRepo } from '../state.js';
import type { RouteModule } from '../route-module.js';

interface RepoParams {
  owner: string;
  repo: string;
}

type Value = string | string[] | null;

const isValue = (v: unknown): v is Value =>
  v === null ||
  (typeof v === 'string' && v.length <= 75) ||
  (Array.isArray(v) && v.length <= 200 && v.every((x) => typeof x === 'string' && x.length <= 75));

const NAME = /^[A-Za-z0-9_$#-]{1,75}$/;

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
      const errors: { resource: string; field: string; code: string; message: string }[] = [];
      properties.forEach((p: unknown, i) => {
        const item = (typeof p === 'object' && p !== null ? p : {}) as Record<string, unknown>;
        if (typeof item.property_name !== 'string' || !NAME.test(item.property_name)) {
          errors.push({
            resource: 'CustomPropertyValue',
            field: `properties[${i}].property_name`,
            code: 'invalid',
            message: 'property_name must be 1 to 75 letters, digits, _, $, # or -',
          });
        }
        if (!('value' in item) || !isValue(item.value)) {
          errors.push({
            resource: 'CustomPropertyValue',
            field: `properties[${i}].value`,
            code: 'invalid',
            message:
              'value must be a string, an array of strings (at most 75 characters each), or null to unset',
          });
        }
      });
      if (errors.length > 0)
        throw validationFailed(errors, `Validation Failed: ${errors.map((e) => e.message).join('; ')}`);
      ctx.store.write((s) => {
        const target = findRepo(s, repo.owner, repo.name)!;
        for (const p of properties as { property_name: string; value: Value }[]) {
          if (p.value === null) delete target.customProperties[p.property_name];
          else target.customProperties[p.property_name] = p.value;
        }
      });
      return reply.code(204).send();
    },
  );
};
