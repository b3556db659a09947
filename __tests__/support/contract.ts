/**
 * Contract checks: validate an emulator answer against the matching operation of the service's published OpenAPI
 * description (../shared/openapi, copied to __tests__/fixtures/openapi), with the vendor word mapped.
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

/**
 * Property names in the description carry the real vendor word (the spec writes svc), and OpenAPI 3.0's
 * `nullable` becomes JSON Schema's null type.
 */
function mapVendor(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(mapVendor);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'properties' && v && typeof v === 'object') {
      out[k] = Object.fromEntries(
        Object.entries(v).map(([p, s]) => [p.replace(/github/g, 'svc'), mapVendor(s)]),
      );
    } else if (k === 'required' && Array.isArray(v)) {
      out[k] = v.map((p: string) => p.replace(/github/g, 'svc'));
    } else {
      out[k] = mapVendor(v);
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

/** The operations of the description ("GET /repos/{owner}/{repo}/keys", ...). */
export const OPERATIONS = Object.keys(spec);

/**
 * Errors of `body` against the response schema of `operation` for `status`, as readable strings ([] when valid).
 * Throws when the description has no such operation or status with a JSON body.
 */
export function contractErrors(operation: string, status: number, body: unknown): string[] {
  const key = `${operation} ${status}`;
  let validate = cache.get(key);
  if (!validate) {
    const op = spec[operation];
    if (!op) throw new Error(`no operation "${operation}" in the OpenAPI description`);
    const response = op.responses?.[String(status)];
    const schema = response?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`operation "${operation}" has no JSON body for status ${status}`);
    validate = ajv.compile(mapVendor(schema) as object);
    cache.set(key, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`);
}
