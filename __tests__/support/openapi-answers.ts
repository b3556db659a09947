/**
 * Every answer of the emulator against the service's published description (`@octokit/openapi`,
 * api.github.com.json): the request's method and path are matched to an operation of the description, and the
 * answer's status and JSON body are validated against what that operation allows. Schemas are compiled lazily,
 * only for the operations and statuses the tests hit, and once per test process.
 *
 * What is checked: a success status the operation does not list is a violation; a JSON body is validated against
 * the schema of its status; an error status the operation does not list is validated against the description's
 * `basic-error` (the shape every error of the service has). Requests outside the description (the spec's own
 * paths, codeql-action's upload, the runner's services) are not checked.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Json = any;

export interface Answer {
  method: string;
  /** The request URL, path and query. */
  url: string;
  status: number;
  contentType: string | undefined;
  /** The body as sent (a JSON text), if it was a string. */
  body: string | undefined;
}

interface Operation {
  template: string;
  method: string;
  pattern: RegExp;
  params: number;
  op: Json;
}

let loaded:
  { doc: Json; operations: Operation[]; ajv: InstanceType<typeof Ajv.default>; vendor: string } | undefined;
const compiled = new Map<string, ((body: unknown) => boolean) & { errors?: Json[] | null }>();

/** OpenAPI 3.0 to JSON Schema: `nullable`, local `$ref`s to the shared document, the vendor word in names. */
function convert(schema: Json, vendor: string): Json {
  if (Array.isArray(schema)) return schema.map((s) => convert(s, vendor));
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === '$ref' && typeof v === 'string') out[k] = `openapi.json${v}`;
    else if (k === 'example' || k === 'examples' || k === 'discriminator' || k.startsWith('x-')) continue;
    else if (k === 'properties' && v && typeof v === 'object')
      out[k] = Object.fromEntries(
        Object.entries(v).map(([p, s]) => [p.replace(/github/g, vendor), convert(s, vendor)]),
      );
    else if (k === 'required' && Array.isArray(v))
      out[k] = v.map((p: string) => p.replace(/github/g, vendor));
    else out[k] = convert(v, vendor);
  }
  if (out.nullable !== true) {
    delete out.nullable;
    return out;
  }
  delete out.nullable;
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
    return out;
  }
  return { anyOf: [out, { type: 'null' }] };
}

function load(vendor: string) {
  if (loaded && loaded.vendor === vendor) return loaded;
  const require = createRequire(import.meta.url);
  const doc = JSON.parse(
    readFileSync(require.resolve('@octokit/openapi/generated/api.github.com.json'), 'utf8'),
  ) as Json;
  const ajv = new (Ajv as unknown as typeof Ajv.default)({
    strict: false,
    allErrors: false,
    logger: false,
    validateFormats: true,
  });
  (addFormats as unknown as typeof addFormats.default)(ajv);
  ajv.addSchema({ $id: 'openapi.json', components: convert(doc.components, vendor) });
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(doc.paths as Record<string, Json>)) {
    const source = template
      .split('/')
      .map((part) => (/^\{.+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    for (const method of ['get', 'put', 'post', 'patch', 'delete']) {
      if (!item[method]) continue;
      operations.push({
        template,
        method: method.toUpperCase(),
        pattern: new RegExp(`^${source}/?$`),
        params: (template.match(/\{/g) ?? []).length,
        op: item[method],
      });
    }
  }
  loaded = { doc, operations, ajv, vendor };
  return loaded;
}

const deref = (doc: Json, node: Json): Json => {
  let n = node;
  while (n && typeof n.$ref === 'string') {
    n = n.$ref
      .slice(2)
      .split('/')
      .reduce((o: Json, k: string) => o?.[k], doc);
  }
  return n;
};

/** The operation of the description for this method and API path (the most literal match), if any. */
export function operationOf(vendor: string, method: string, apiPath: string): Operation | undefined {
  const { operations } = load(vendor);
  return operations
    .filter((o) => o.method === method && o.pattern.test(apiPath))
    .sort((a, b) => a.params - b.params)[0];
}

/**
 * What is wrong with one answer against the description ([] when it conforms, or when the description does not
 * have the operation). `apiPrefix` is where the emulator mounts the API (/api/v3).
 */
export function answerViolations(vendor: string, apiPrefix: string, a: Answer): string[] {
  const path = a.url.split('?')[0];
  if (!path.startsWith(`${apiPrefix}/`) && path !== apiPrefix) return [];
  if (a.status === 304 || a.status === 301 || a.status === 302 || a.status === 307) return [];
  const apiPath = path.slice(apiPrefix.length) || '/';
  const operation = operationOf(vendor, a.method, apiPath);
  if (!operation) return [];
  const { doc, ajv } = load(vendor);
  const name = `${a.method} ${operation.template} ${a.status}`;
  const listed = operation.op.responses?.[String(a.status)];
  if (!listed && a.status < 400) return [`${name}: the description does not list this status`];
  // An error the description lists without a body (or does not list) still has the service's error shape.
  const basicError = { $ref: '#/components/schemas/basic-error' };
  const response = listed ? deref(doc, listed) : undefined;
  const mediaType = (a.contentType ?? '').split(';')[0].trim().toLowerCase();
  const content = response?.content?.[mediaType] ?? response?.content?.['application/json'];
  const schema = content?.schema ?? (a.status >= 400 ? basicError : undefined);
  const json = /json/.test(a.contentType ?? '');
  if (!schema) {
    return a.body && a.body.length > 0 && json
      ? [`${name}: the description has no body for this status, the emulator sent one`]
      : [];
  }
  if (!json) return a.status < 400 ? [`${name}: not JSON (${a.contentType ?? 'no content type'})`] : [];
  let body: unknown;
  try {
    body = JSON.parse(a.body ?? '');
  } catch {
    return [`${name}: the body is not JSON`];
  }
  const key = `${name} ${mediaType}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(convert(schema, vendor)) as typeof validate & object;
    compiled.set(key, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? [])
    .slice(0, 5)
    .map((e: Json) => `${name}: ${e.instancePath || '(root)'} ${e.message} ${JSON.stringify(e.params)}`);
}
