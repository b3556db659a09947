/**
 * Contract checks for request bodies: validate a body the client sent against the requestBody schema of the
 * matching operation of the published OpenAPI description, with the vendor word and `nullable` mapped as in
 * contract.ts.
 */
import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

/* eslint-disable @typescript-eslint/no-explicit-any */
const spec = JSON.parse(
  readFileSync(new URL('../fixtures/openapi/openapi-subset.json', import.meta.url), 'utf8'),
) as Record<string, any>;

const ajv = new (Ajv as unknown as typeof Ajv.default)({ strict: false, allErrors: true });
(addFormats as unknown as typeof addFormats.default)(ajv);

function mapSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(mapSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'properties' && v && typeof v === 'object') {
      out[k] = Object.fromEntries(
        Object.entries(v).map(([p, s]) => [p.replace(/github/g, 'svc'), mapSchema(s)]),
      );
    } else if (k === 'required' && Array.isArray(v)) {
      out[k] = v.map((p: string) => p.replace(/github/g, 'svc'));
    } else {
      out[k] = mapSchema(v);
    }
  }
  if (out.nullable !== true) return out;
  delete out.nullable;
  if (typeof out.type === 'string') {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
    return out;
  }
  return { anyOf: [out, { type: 'null' }] };
}

const cache = new Map<string, ReturnType<typeof ajv.compile>>();

/** The operations of the description that take a JSON request body. */
export const OPERATIONS_WITH_BODY = Object.keys(spec).filter(
  (op) => spec[op].requestBody?.content?.['application/json']?.schema,
);

/**
 * Errors of `body` against the request body schema of `operation` ("POST /repos/{owner}/{repo}/keys"), as
 * readable strings ([] when valid). Throws when the description has no JSON request body for it.
 */
export function requestBodyErrors(operation: string, body: unknown): string[] {
  let validate = cache.get(operation);
  if (!validate) {
    const schema = spec[operation]?.requestBody?.content?.['application/json']?.schema;
    if (!schema)
      throw new Error(`operation "${operation}" has no JSON request body in the OpenAPI description`);
    validate = ajv.compile(mapSchema(schema) as object);
    cache.set(operation, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`);
}

/** The description's operation for a concrete method and path ("POST /repos/acme/webapp/keys"), if any. */
export function operationFor(method: string, path: string): string | undefined {
  return Object.keys(spec).find((op) => {
    const [m, template] = op.split(' ');
    if (m !== method) return false;
    const re = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return re.test(path);
  });
}
