/**
 * An organization's custom properties: its schema (list, get, create or replace one, a batch of them, delete one)
 * and its repositories' values (list, set in a batch), as the published description has them (the spec names the
 * paths in its permission listing). Members read; owners write. Tokens: classic `read:org` to read, `admin:org` to
 * define, `write:org` to set values; the others the `organization_custom_properties` permission (read, admin,
 * write). A member of no rank and a stranger alike get a 404, as for anything of an organization they cannot see.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerLogin, canSee, tokenRefusal } from '../auth.js';
import {
  applyValues,
  findDefinition,
  orgSchema,
  readDefinition,
  refusal,
  reposOf,
  shownValues,
  valuesProblems,
  type FieldError,
  type PropertyValue,
} from '../custom-property-schema.js';
import { headerNames, paginate, type Ctx } from '../http.js';
import { notFound, ServiceError, validationFailed } from '../service-error.js';
import {
  findOrg,
  fullName,
  type Access,
  type CustomProperty,
  type Org,
  type Repo,
  type State,
} from '../state.js';
import { bindTo, type RouteModule } from '../route-module.js';

interface OrgParams {
  org: string;
}
interface PropertyParams extends OrgParams {
  custom_property_name: string;
}

type Rank = 'member' | 'owner';
const NEEDS: Record<'read' | 'define' | 'set', { scope: string; access: Access; rank: Rank }> = {
  read: { scope: 'read:org', access: 'read', rank: 'member' },
  define: { scope: 'admin:org', access: 'admin', rank: 'owner' },
  set: { scope: 'write:org', access: 'write', rank: 'owner' },
};

export const orgCustomPropertiesRoutes: RouteModule = (api, ctx) => {
  const on = bindTo(ctx);
  api.get('/orgs/:org/properties/schema', on(listSchema));
  api.patch('/orgs/:org/properties/schema', on(defineMany));
  api.get('/orgs/:org/properties/schema/:custom_property_name', on(getDefinition));
  api.put('/orgs/:org/properties/schema/:custom_property_name', on(defineOne));
  api.delete('/orgs/:org/properties/schema/:custom_property_name', on(removeDefinition));
  api.get('/orgs/:org/properties/values', on(listValues));
  api.patch('/orgs/:org/properties/values', on(setValues));
};

/** The organization, if the caller may do `what` there; else 401, 403 (the token) or 404 (who they are). */
function orgAccess(
  ctx: Ctx,
  req: FastifyRequest,
  reply: FastifyReply,
  login: string,
  what: keyof typeof NEEDS,
): Org {
  const need = NEEDS[what];
  reply.header('x-accepted-oauth-scopes', need.scope);
  reply.header(
    headerNames(ctx.config.vendor).acceptedPermissions,
    `organization_custom_properties=${need.access}`,
  );
  const org = ctx.store.read((s) => findOrg(s, login));
  if (!org) throw notFound();
  const caller = req.caller;
  if (caller.type === 'anonymous') throw new ServiceError(401, 'Requires authentication');
  if (caller.type === 'basic')
    throw new ServiceError(401, 'Password authentication is not supported here: use a token');
  const t = caller.token;
  if (t.kind === 'classic' || t.kind === 'oauth') reply.header('x-oauth-scopes', t.scopes.join(', '));
  const refused = tokenRefusal(t, {
    scopes: [need.scope],
    permission: ['organization_custom_properties', need.access],
    role: 'read',
  });
  if (refused) throw refused;
  if (t.kind === 'installation') return org;
  if (t.kind === 'workflow')
    throw new ServiceError(403, 'Resource not accessible by integration', {
      documentationUrl: 'permissions',
    });
  const who = callerLogin(caller)!.toLowerCase();
  const owner = org.owners.some((o) => o.toLowerCase() === who);
  if (!owner && !org.members.some((m) => m.toLowerCase() === who)) throw notFound();
  if (need.rank === 'owner' && !owner)
    throw new ServiceError(403, `Must be an owner of ${org.login} to change its custom properties`);
  return org;
}

function render(ctx: Ctx, org: Org, def: CustomProperty) {
  const { property_name, ...rest } = def;
  return {
    property_name,
    url: ctx.apiUrl(`/orgs/${org.login}/properties/schema/${encodeURIComponent(property_name)}`),
    source_type: 'organization',
    ...rest,
  };
}

async function listSchema(ctx: Ctx, req: FastifyRequest<{ Params: OrgParams }>, reply: FastifyReply) {
  const org = orgAccess(ctx, req, reply, req.params.org, 'read');
  return ctx.store.read((s) => orgSchema(s, org).map((d) => render(ctx, org, d)));
}

async function getDefinition(ctx: Ctx, req: FastifyRequest<{ Params: PropertyParams }>, reply: FastifyReply) {
  const org = orgAccess(ctx, req, reply, req.params.org, 'read');
  const def = ctx.store.read((s) => findDefinition(orgSchema(s, org), req.params.custom_property_name));
  if (!def) throw notFound();
  return render(ctx, org, def);
}

async function defineOne(ctx: Ctx, req: FastifyRequest<{ Params: PropertyParams }>, reply: FastifyReply) {
  const org = orgAccess(ctx, req, reply, req.params.org, 'define');
  const { def, errors } = readDefinition(req.params.custom_property_name, req.body);
  if (!def) throw refusal(errors);
  return render(ctx, org, define(ctx, org, [def])[0]);
}

async function defineMany(ctx: Ctx, req: FastifyRequest<{ Params: OrgParams }>, reply: FastifyReply) {
  const org = orgAccess(ctx, req, reply, req.params.org, 'define');
  const items = (req.body as { properties?: unknown } | null)?.properties;
  if (!Array.isArray(items) || items.length === 0 || items.length > 100)
    throw validationFailed(
      [{ resource: 'CustomProperty', field: 'properties', code: 'invalid' }],
      'properties is required: an array of 1 to 100 custom properties, each with property_name and value_type',
    );
  const defs: CustomProperty[] = [];
  const errors: FieldError[] = [];
  items.forEach((item: unknown, i) => {
    const name = (item as { property_name?: unknown } | null)?.property_name;
    const read = readDefinition(typeof name === 'string' ? name : '', item, `properties[${i}].`);
    if (read.def) defs.push(read.def);
    errors.push(...read.errors);
  });
  if (errors.length > 0) throw refusal(errors);
  return define(ctx, org, defs).map((d) => render(ctx, org, d));
}

/** Create or replace definitions (a name matches whatever its case); the schema is written whole from then on. */
function define(ctx: Ctx, org: Org, defs: CustomProperty[]): CustomProperty[] {
  return ctx.store.write((s) => {
    const schema = writableSchema(s, org);
    return defs.map((def) => {
      const at = schema.findIndex((d) => d.property_name.toLowerCase() === def.property_name.toLowerCase());
      if (at < 0) schema.push(def);
      else schema[at] = def;
      return def;
    });
  });
}

/** Within a write: the organization's schema as the state holds it, written out first if it was inferred. */
function writableSchema(s: State, org: Org): CustomProperty[] {
  const target = findOrg(s, org.login)!;
  if (!target.propertySchema) target.propertySchema = orgSchema(s, target).map((d) => ({ ...d }));
  // Read back through the state: what was assigned is not the tracked array.
  return target.propertySchema;
}

async function removeDefinition(
  ctx: Ctx,
  req: FastifyRequest<{ Params: PropertyParams }>,
  reply: FastifyReply,
) {
  const org = orgAccess(ctx, req, reply, req.params.org, 'define');
  const name = req.params.custom_property_name.toLowerCase();
  ctx.store.write((s) => {
    const target = findOrg(s, org.login)!;
    const schema = writableSchema(s, target);
    const at = schema.findIndex((d) => d.property_name.toLowerCase() === name);
    if (at < 0) throw notFound();
    const removed = schema[at].property_name;
    ctx.store.removeAt(schema, at);
    // Its values go with it, from every repository of the organization.
    for (const repo of reposOf(s, target))
      if (Object.hasOwn(repo.customProperties, removed)) delete repo.customProperties[removed];
  });
  return reply.code(204).send();
}

async function listValues(
  ctx: Ctx,
  req: FastifyRequest<{ Params: OrgParams; Querystring: { repository_query?: string } }>,
  reply: FastifyReply,
) {
  const org = orgAccess(ctx, req, reply, req.params.org, 'read');
  const rows = ctx.store.read((s) => {
    const schema = orgSchema(s, org);
    const matches = repositoryQuery(req.query.repository_query);
    return reposOf(s, org)
      .filter((r) => canSee(s, req.caller, r) && matches(r, shownValues(schema, r)))
      .sort((a, b) => a.id - b.id)
      .map((r) => ({
        repository_id: r.id,
        repository_name: r.name,
        repository_full_name: fullName(r),
        properties: shownValues(schema, r),
      }));
  });
  return paginate(ctx, req, reply, rows);
}

/**
 * The repositories a `repository_query` keeps: every word a part of the name, `props.NAME:VALUE` a value held (one
 * of a multi-select's), `no:props.NAME` no value held; as the service's repository search, reduced to what the
 * values listing needs.
 */
function repositoryQuery(
  query: string | undefined,
): (repo: Repo, values: { property_name: string; value: string | string[] }[]) => boolean {
  const words = (query ?? '').trim().split(/\s+/).filter(Boolean);
  return (repo, values) =>
    words.every((word) => {
      const held = (name: string) => values.find((v) => v.property_name.toLowerCase() === name.toLowerCase());
      const no = /^no:props\.(.+)$/i.exec(word);
      if (no) return !held(no[1]);
      const prop = /^props\.([^:]+):(.*)$/i.exec(word);
      if (prop) {
        const v = held(prop[1])?.value;
        const want = prop[2].replace(/^"|"$/g, '').toLowerCase();
        return Array.isArray(v) ? v.some((x) => x.toLowerCase() === want) : v?.toLowerCase() === want;
      }
      return repo.name.toLowerCase().includes(word.toLowerCase());
    });
}

async function setValues(ctx: Ctx, req: FastifyRequest<{ Params: OrgParams }>, reply: FastifyReply) {
  const org = orgAccess(ctx, req, reply, req.params.org, 'set');
  const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
  const names = body.repository_names;
  const properties = body.properties;
  const errors: FieldError[] = [];
  if (
    !Array.isArray(names) ||
    names.length === 0 ||
    names.length > 30 ||
    names.some((n) => typeof n !== 'string')
  )
    errors.push({
      resource: 'CustomPropertyValue',
      field: 'repository_names',
      code: 'invalid',
      message: 'repository_names is required: 1 to 30 names of repositories of the organization',
    });
  if (!Array.isArray(properties))
    errors.push({
      resource: 'CustomPropertyValue',
      field: 'properties',
      code: 'missing_field',
      message: 'properties is required: an array of { property_name, value }',
    });
  if (errors.length > 0) throw refusal(errors);
  ctx.store.write((s) => {
    const target = findOrg(s, org.login)!;
    const schema = orgSchema(s, target);
    const repos = reposOf(s, target);
    const found = (names as string[]).map((n) => repos.find((r) => r.name.toLowerCase() === n.toLowerCase()));
    const problems = valuesProblems(schema, properties as unknown[], target.login);
    found.forEach((r, i) => {
      if (!r)
        problems.push({
          resource: 'CustomPropertyValue',
          field: `repository_names[${i}]`,
          code: 'invalid',
          message: `${(names as string[])[i]} is not a repository of ${target.login}`,
        });
    });
    if (problems.length > 0) throw refusal(problems);
    const values = properties as { property_name: string; value: PropertyValue }[];
    for (const r of found) applyValues(r!, schema, values);
  });
  return reply.code(204).send();
}
