#!/usr/bin/env node
// Generates the precompiled SARIF 2.1.0 validators in src/sarif/generated/ with ajv *standalone* code.
//
//   node scripts/build-validator.mjs            write src/sarif/generated/*
//   node scripts/build-validator.mjs --check    exit 1 if the committed files differ from a fresh build
//
// Why: compiling the schema with ajv at run time costs 230-400 ms; importing the generated module costs ~10 ms.
// What changes relative to the official schema (schemas/sarif-schema-2.1.0.json, draft-04, errata 01):
//   - every `uniqueItems: true` becomes `uniqueItemsFast: true`, a keyword of our own that finds duplicates with a
//     hash map of a structural, key-order-insensitive hash (linear time; ajv's own check is quadratic: 25,000
//     rules took 60 s).
//     `uniqueItems: false` is dropped (it checks nothing).
//   - annotations (description, default, title) and `minItems: 0` are dropped: they check nothing, and the
//     generated code embeds the schema objects it reports errors with.
//   - the `region` definition gains `regionOrder: true`, a keyword of our own: a text region must not end before it
//     starts (§3.30.2 and §3.30.10; the Microsoft SARIF Multitool's SARIF1007). Real tools write such regions
//     (Flawfinder, RuboCop); src/sarif/schema-validate.ts reports them as warnings.
//   - nothing else. `format: uri` / `uri-reference` and duplicate items still fail validation here;
//     src/sarif/schema-validate.ts reports them as warnings (the schema places them under no anyOf/oneOf, so a
//     failure of either never hides or changes another result).
// The output is deterministic: the same schema and the same ajv version give byte-identical files.

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import AjvDraft04Module from 'ajv-draft-04';
import addFormatsModule from 'ajv-formats';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { _, Name } from 'ajv/dist/compile/codegen/index.js';
import { _Code } from 'ajv/dist/compile/codegen/code.js';

const AjvDraft04 = AjvDraft04Module.default ?? AjvDraft04Module;
const addFormats = addFormatsModule.default ?? addFormatsModule;
const standaloneCode = standaloneCodeModule.default ?? standaloneCodeModule;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schemaPath = join(root, 'schemas', 'sarif-schema-2.1.0.json');
const outDir = join(root, 'src', 'sarif', 'generated');
const outJs = join(outDir, 'sarif-validators.js');
const outDts = join(outDir, 'sarif-validators.d.ts');
const outShapeJs = join(outDir, 'sarif-shape.js');
const outShapeDts = join(outDir, 'sarif-shape.d.ts');

/** Name of the keyword that replaces `uniqueItems`; schema-validate.ts matches on it. */
const UNIQUE_KEYWORD = 'uniqueItemsFast';
/** Name of the keyword on `region` that compares its end with its start; schema-validate.ts matches on it. */
const REGION_KEYWORD = 'regionOrder';
/** Identifier, inside the generated module, of the formats object imported from ajv-formats. */
const FORMATS_ID = 'fullFormats';

// ---------------------------------------------------------------------------------------------------------------
// The duplicate finder. Its source text is copied into the generated module (Function.prototype.toString), so it
// must be self-contained: no free variables other than globals.

/**
 * Returns null when all items differ, else [i, j] with i < j and items[i] deep-equal to items[j] (JSON semantics:
 * object key order does not matter).
 *
 * Strings (tags, kinds, roles, newlineSequences) are keyed by themselves. Other items by a structural hash that
 * ignores key order, and an item is compared in full (deep equality) only with the earlier items of the same hash.
 * Linear in the total size of the items unless hashes collide, which for a 32-bit hash and 25,000 distinct items
 * is expected less than once. (A canonical serialization with sorted keys as the key of a Set is just as exact but
 * 10x slower: it builds and hashes a long string per item; 400 ms against 33 ms for 25,000 typical rules.)
 */
function findDuplicateItems(items) {
  const n = items.length;
  if (n < 2) return null;
  // No Math.imul: under Jest's vm contexts it is 50x slower than plain arithmetic. Multipliers stay below 2^21 so
  // that every product is exact in a double before `| 0` wraps it to 32 bits.
  const hashString = (s) => {
    let h = s.length;
    for (let k = 0; k < s.length; k++) h = (h * 31 + s.charCodeAt(k)) | 0;
    return h;
  };
  const mix = (h) => {
    h = ((h ^ (h >>> 16)) * 0x1b873) | 0;
    return (h ^ (h >>> 13)) | 0;
  };
  const hash = (v) => {
    if (typeof v === 'string') return hashString(v);
    if (typeof v === 'number')
      return Number.isInteger(v) ? mix(v | 0) ^ 0x1b873593 : hashString(String(v)) ^ 0x2c1b3c6d;
    if (typeof v === 'boolean') return v ? 0x3c6ef372 : 0x5f356495;
    if (v === null || typeof v !== 'object') return 0x6a09e667;
    if (Array.isArray(v)) {
      let h = 0x243f6a88 ^ v.length;
      for (let k = 0; k < v.length; k++) h = (h * 31 + hash(v[k])) | 0;
      return h;
    }
    // Order-insensitive: a sum over the (key, value) pairs.
    let h = 0x13198a2e;
    for (const key of Object.keys(v)) h = (h + mix(hashString(key) * 7 + mix(hash(v[key])))) | 0;
    return h;
  };
  const equal = (a, b) => {
    if (a === b) return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (Array.isArray(a)) {
      if (!Array.isArray(b) || a.length !== b.length) return false;
      for (let k = 0; k < a.length; k++) if (!equal(a[k], b[k])) return false;
      return true;
    }
    if (Array.isArray(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) {
      if (!Object.prototype.hasOwnProperty.call(b, key) || !equal(a[key], b[key])) return false;
    }
    return true;
  };
  // A few strings (tags, kinds, roles): compared pairwise, without building a map for each array.
  if (n <= 16 && items.every((v) => typeof v === 'string')) {
    for (let i = 1; i < n; i++) for (let j = 0; j < i; j++) if (items[i] === items[j]) return [j, i];
    return null;
  }
  // Objects that all hold a string member of one name, with values all different, are all different: one Set of
  // those strings answers for the whole array (25,000 rules by id). Only the first item's first string member is
  // tried, so that an array it does not settle costs at most one more pass.
  const first = items[0];
  if (first !== null && typeof first === 'object' && !Array.isArray(first)) {
    const key = Object.keys(first).find((k) => typeof first[k] === 'string');
    if (key !== undefined) {
      const seen = new Set();
      let i = 0;
      for (; i < n; i++) {
        const item = items[i];
        if (item === null || typeof item !== 'object' || !Object.prototype.hasOwnProperty.call(item, key))
          break;
        const v = item[key];
        if (typeof v !== 'string' || seen.has(v)) break;
        seen.add(v);
      }
      if (i === n) return null;
    }
  }
  let strings = null; // string -> index
  let others = null; // hash -> index, or the indexes of the items sharing that hash
  for (let i = 0; i < n; i++) {
    const item = items[i];
    if (typeof item === 'string') {
      if (strings === null) strings = new Map();
      const prev = strings.get(item);
      if (prev !== undefined) return [prev, i];
      strings.set(item, i);
      continue;
    }
    if (others === null) others = new Map();
    const h = hash(item);
    const bucket = others.get(h);
    if (bucket === undefined) {
      others.set(h, i);
    } else if (typeof bucket === 'number') {
      if (equal(items[bucket], item)) return [bucket, i];
      others.set(h, [bucket, i]);
    } else {
      for (const j of bucket) if (equal(items[j], item)) return [j, i];
      bucket.push(i);
    }
  }
  return null;
}

/**
 * Returns null when a text region ends at or after its start, else what ends too early: `{ end: 'endLine', value,
 * start }` or `{ end: 'endColumn', value, start, line }`. An absent endLine is the start line (§3.30.8), an absent
 * startColumn is 1 (§3.30.6); a region given by offsets only is not a text region. Self-contained, as above.
 */
function regionEndBeforeStart(region) {
  // Only line and column numbers the schema accepts are compared: any other value is the schema's error alone.
  const at = (v) => (Number.isInteger(v) && v >= 1 ? v : undefined);
  const startLine = at(region.startLine);
  if (startLine === undefined) return null;
  const endLine = region.endLine === undefined ? startLine : at(region.endLine);
  if (endLine === undefined) return null;
  if (endLine < startLine) return { end: 'endLine', value: endLine, start: startLine };
  const endColumn = at(region.endColumn);
  const startColumn = region.startColumn === undefined ? 1 : at(region.startColumn);
  if (
    endLine === startLine &&
    endColumn !== undefined &&
    startColumn !== undefined &&
    endColumn < startColumn
  )
    return { end: 'endColumn', value: endColumn, start: startColumn, line: startLine };
  return null;
}

// ---------------------------------------------------------------------------------------------------------------

/** Keywords that only annotate: dropped, so that the schema objects embedded in the generated code stay small. */
const ANNOTATIONS = new Set(['description', 'default', 'title']);

/** Deep copy of the schema with `uniqueItems` replaced and annotations dropped; counts what it changed. */
function rewriteSchema(node, stats) {
  if (Array.isArray(node)) return node.map((v) => rewriteSchema(v, stats));
  if (node === null || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    // `properties` maps names to schemas: a property *named* uniqueItems would not be a keyword.
    if (key === 'properties' || key === 'definitions') {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteSchema(v, stats)]));
    } else if (ANNOTATIONS.has(key)) {
      stats.annotations++;
    } else if (key === 'minItems' && value === 0) {
      stats.annotations++; // checks nothing, but ajv would still emit `if (data.length < 0)` for each
    } else if (key === 'uniqueItems') {
      if (value === true) {
        out[UNIQUE_KEYWORD] = true;
        stats.replaced++;
      } else {
        stats.dropped++;
      }
    } else {
      out[key] = rewriteSchema(value, stats);
    }
  }
  return out;
}

/**
 * ajv-formats' format functions, inlined into the generated module rather than imported: the module then has no
 * import at all (nothing for ESM/CJS interop, Jest or ncc to get wrong), and loading ajv-formats as a CommonJS
 * module from ESM costs ~7 ms on its own. dist/formats.js is self-contained (no require); check that it stays so.
 */
function inlinedFormats() {
  const dir = join(root, 'node_modules', 'ajv-formats');
  const { version, license } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  let src = readFileSync(join(dir, 'dist', 'formats.js'), 'utf8');
  src = src.replace(/^"use strict";\n/, '').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n');
  if (/\brequire\s*\(|\bmodule\./.test(src))
    throw new Error('ajv-formats/dist/formats.js is no longer self-contained');
  return [
    `// ajv-formats ${version} dist/formats.js, inlined (${license} License, Copyright (c) 2020 Evgeny Poberezkin).`,
    `const ${FORMATS_ID} = (function () {`,
    '  const exports = {};',
    src.trimEnd(),
    `  return exports.fullFormats;`,
    '})();',
  ].join('\n');
}

function makeAjv() {
  const ajv = new AjvDraft04({
    strict: false,
    allErrors: true,
    // Errors carry the failing value, the keyword's schema and its parent schema (for readable messages).
    verbose: true,
    code: { source: true, esm: true, formats: new _Code(FORMATS_ID) },
  });
  addFormats(ajv);
  const findDup = new Name('findDuplicateItems');
  ajv.addKeyword({
    keyword: UNIQUE_KEYWORD,
    type: 'array',
    schemaType: 'boolean',
    error: {
      message: 'must NOT have duplicate items',
      params: ({ params }) => _`{i: ${params.dup}[0], j: ${params.dup}[1]}`,
    },
    code(cxt) {
      if (cxt.schema !== true) return;
      const fn = cxt.gen.scopeValue('func', { ref: findDuplicateItems, code: findDup });
      const dup = cxt.gen.const('dup', _`${fn}(${cxt.data})`);
      cxt.setParams({ dup });
      cxt.fail(_`${dup} !== null`);
    },
  });
  const regionFn = new Name('regionEndBeforeStart');
  ajv.addKeyword({
    keyword: REGION_KEYWORD,
    type: 'object',
    schemaType: 'boolean',
    error: {
      message: 'must not end before it starts',
      params: ({ params }) => _`${params.early}`,
    },
    code(cxt) {
      if (cxt.schema !== true) return;
      const fn = cxt.gen.scopeValue('func', { ref: regionEndBeforeStart, code: regionFn });
      const early = cxt.gen.const('early', _`${fn}(${cxt.data})`);
      cxt.setParams({ early });
      cxt.fail(_`${early} !== null`);
    },
  });
  return ajv;
}

function build() {
  const schemaText = readFileSync(schemaPath, 'utf8');
  const original = JSON.parse(schemaText);
  const stats = { replaced: 0, dropped: 0, annotations: 0 };
  const schema = rewriteSchema(original, stats);
  if (!schema.definitions?.region) throw new Error('schema has no region definition');
  schema.definitions.region[REGION_KEYWORD] = true;
  const id = schema.id ?? schema.$id;
  if (!id) throw new Error('schema has no id');

  const ajv = makeAjv();
  ajv.addSchema(schema);
  ajv.getSchema(id);
  // Export the result validator that the log validator itself calls for `runs[].results[]`, instead of letting
  // ajv compile `#/definitions/result` a second time (a second copy of ~30 KB of code).
  const resultRef = `${id}#/definitions/result`;
  const resultEnv = ajv.schemas[id]?.refs?.[resultRef];
  if (!resultEnv?.validate) throw new Error(`ajv did not compile ${resultRef} as a function of its own`);
  ajv.refs[resultRef] = resultEnv;
  let code = standaloneCode(ajv, { validateLog: id, validateResult: resultRef });

  // The generated code must not keep any `require(...)`: an ESM bundle has none. The only external value it
  // references is the formats object, given above as a bare identifier that inlinedFormats() defines.
  const requires = code.match(/\brequire\s*\(/g);
  if (requires) throw new Error(`generated code still contains require(): ${requires.length} occurrence(s)`);
  if (!code.startsWith('"use strict";')) throw new Error('unexpected standalone preamble');

  const schemaSha = createHash('sha256').update(schemaText).digest('hex');
  const ajvVersion = JSON.parse(
    readFileSync(join(root, 'node_modules', 'ajv', 'package.json'), 'utf8'),
  ).version;
  const header = [
    '// GENERATED by scripts/build-validator.mjs from schemas/sarif-schema-2.1.0.json: do not edit.',
    `// ajv ${ajvVersion} standalone (draft-04, allErrors). uniqueItems: ${stats.replaced} replaced by ${UNIQUE_KEYWORD},`,
    `// ${stats.dropped} "uniqueItems: false" dropped. Rebuild with: npm run build:validator`,
    '/* eslint-disable */',
    inlinedFormats(),
    `export const schemaSha256 = ${JSON.stringify(schemaSha)};`,
    `export const uniqueKeyword = ${JSON.stringify(UNIQUE_KEYWORD)};`,
    `export const regionKeyword = ${JSON.stringify(REGION_KEYWORD)};`,
    `export { ${FORMATS_ID} as formats };`,
    `export ${findDuplicateItems.toString()}`,
    `export ${regionEndBeforeStart.toString()}`,
  ].join('\n');
  code = `"use strict";\n${header}\n${code.slice('"use strict";'.length)}\n`;

  const dts = `// GENERATED by scripts/build-validator.mjs: do not edit.
import type { ErrorObject } from 'ajv';

/** A precompiled ajv validator: returns true when valid, else false with the failures in \`errors\`. */
export interface GeneratedValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}
/** Validates a whole SARIF log (the schema's root, \`#\`). */
export declare const validateLog: GeneratedValidator;
/** Validates one result (\`#/definitions/result\`). */
export declare const validateResult: GeneratedValidator;
/** SHA-256 of the schema file the validators were generated from. */
export declare const schemaSha256: string;
/** The keyword that replaces \`uniqueItems\` (errors carry it as \`keyword\`, with params \`{ i, j }\`). */
export declare const uniqueKeyword: string;
/** The keyword on \`region\` (errors carry it as \`keyword\`, with what regionEndBeforeStart returns as params). */
export declare const regionKeyword: string;
/** What ends a text region before its start, or null. */
export declare function regionEndBeforeStart(
  region: Record<string, unknown>,
): { end: 'endLine' | 'endColumn'; value: number; start: number; line?: number } | null;
/** null when all items differ, else [i, j], i < j, with items[i] deep-equal to items[j]. */
export declare function findDuplicateItems(items: readonly unknown[]): [number, number] | null;
/** ajv-formats' full formats, as the validators use them: a RegExp, a function, or \`{ validate }\`. */
export declare const formats: Record<
  string,
  RegExp | ((s: string) => boolean) | { validate: RegExp | ((s: string) => boolean) }
>;
`;
  return { js: code, dts, stats };
}

// ---------------------------------------------------------------------------------------------------------------
// The shape of SARIF objects, for code that walks a document by type (src/sarif/references.ts): for each
// definition, the properties whose values are SARIF objects (directly, as array items, or as map values), and the
// arrays the schema says are unique. Property bags are left out (free-form: nothing in them is a reference) except
// their `tags`, which are unique.

const ARRAY = 1;
const MAP = 2;
const UNIQUE = 4;

function buildShape(schema) {
  const refName = (node) =>
    node && typeof node.$ref === 'string' ? node.$ref.replace('#/definitions/', '') : null;
  const describe = (def) => {
    const props = {};
    for (const [name, value] of Object.entries(def.properties ?? {})) {
      let child = refName(value);
      let flags = 0;
      if (value.type === 'array' || (Array.isArray(value.type) && value.type.includes('array'))) {
        flags |= ARRAY;
        child = refName(value.items);
      } else if (!child && value.additionalProperties && typeof value.additionalProperties === 'object') {
        flags |= MAP;
        child = refName(value.additionalProperties);
      }
      if (value.uniqueItems === true) flags |= UNIQUE;
      if (child === 'propertyBag' && name === 'properties') child = 'propertyBag';
      if (!child && !(flags & UNIQUE)) continue;
      props[name] = [child, flags];
    }
    return props;
  };
  const shape = { sarifLog: describe(schema) };
  for (const [name, def] of Object.entries(schema.definitions)) shape[name] = describe(def);
  return shape;
}

function buildShapeModule() {
  const shape = buildShape(JSON.parse(readFileSync(schemaPath, 'utf8')));
  const js = [
    '// GENERATED by scripts/build-validator.mjs from schemas/sarif-schema-2.1.0.json: do not edit.',
    '/* eslint-disable */',
    `export const ARRAY = ${ARRAY};`,
    `export const MAP = ${MAP};`,
    `export const UNIQUE = ${UNIQUE};`,
    `export const SHAPE = ${JSON.stringify(shape)};`,
    '',
  ].join('\n');
  const dts = `// GENERATED by scripts/build-validator.mjs: do not edit.
/** Flags of a property: its value is an array (ARRAY) or a map (MAP) of the child; the schema says unique (UNIQUE). */
export declare const ARRAY: number;
export declare const MAP: number;
export declare const UNIQUE: number;
/**
 * definition name ('sarifLog' for the root) → property → [child definition or null, flags]. Only properties
 * whose values are SARIF objects, or unique arrays, are listed.
 */
export declare const SHAPE: Record<string, Record<string, [string | null, number]>>;
`;
  return { js, dts };
}

// ---------------------------------------------------------------------------------------------------------------
// The result schema as a table for the byte validator (src/sarif/result-bytes.ts): the subtree of definitions a
// result reaches, each schema node flattened to the few keywords it uses. Anything else in that subtree is an
// error here, so that a schema the byte validator does not understand can never be half-checked.

const TYPE_BITS = { object: 1, array: 2, string: 4, integer: 8, number: 16, boolean: 32, null: 64 };
const UNDERSTOOD = new Set([
  'type',
  'properties',
  'additionalProperties',
  'required',
  'enum',
  'minimum',
  'maximum',
  'minItems',
  'items',
  'uniqueItems',
  'pattern',
  'format',
  'anyOf',
  'oneOf',
  '$ref',
  'description',
  'default',
  'title',
  'id',
  '$schema',
  'definitions',
]);

function buildResultTable(schema) {
  const nodes = [];
  const byDef = new Map();
  const requiredSets = (list, where) =>
    list.map((branch) => {
      const keys = Object.keys(branch);
      if (keys.length !== 1 || !Array.isArray(branch.required))
        throw new Error(`${where}: anyOf/oneOf branches other than {required: [...]} are not understood`);
      return branch.required;
    });
  const compile = (node, where, def = null) => {
    if (node.$ref) {
      const name = node.$ref.replace('#/definitions/', '');
      if (Object.keys(node).some((k) => k !== '$ref' && k !== 'description'))
        throw new Error(`${where}: $ref with siblings is not understood`);
      if (!byDef.has(name)) {
        const id = nodes.length;
        byDef.set(name, id);
        nodes.push(null);
        nodes[id] = build1(schema.definitions[name], `#/definitions/${name}`, name);
      }
      return byDef.get(name);
    }
    const id = nodes.length;
    nodes.push(null);
    nodes[id] = build1(node, where, def);
    return id;
  };
  const build1 = (node, where, def) => {
    for (const k of Object.keys(node))
      if (!UNDERSTOOD.has(k))
        throw new Error(`${where}: keyword ${k} is not understood by the byte validator`);
    const out = {};
    if (def) out.def = def;
    if (node.type !== undefined) out.types = [].concat(node.type).reduce((m, t) => m | TYPE_BITS[t], 0);
    if (node.properties) {
      out.props = {};
      for (const [k, v] of Object.entries(node.properties))
        out.props[k] = compile(v, `${where}/properties/${k}`);
    }
    if (node.additionalProperties === false) out.extra = false;
    else if (typeof node.additionalProperties === 'object')
      out.extra = compile(node.additionalProperties, `${where}/additionalProperties`);
    if (node.required) out.required = node.required;
    if (node.enum) {
      if (!node.enum.every((e) => typeof e === 'string')) throw new Error(`${where}: non-string enum`);
      out.enum = node.enum;
    }
    for (const k of ['minimum', 'maximum', 'minItems', 'pattern', 'format'])
      if (node[k] !== undefined) out[k] = node[k];
    if (node.items) out.items = compile(node.items, `${where}/items`);
    if (node.uniqueItems === true) out.unique = true;
    if (node.anyOf) out.anyOf = requiredSets(node.anyOf, where);
    if (node.oneOf) out.oneOf = requiredSets(node.oneOf, where);
    return out;
  };
  const result = compile({ $ref: '#/definitions/result' }, '#');
  // A run's rules are read on their bytes too (read-tool.ts): the same table, from the rule's definition.
  const descriptor = compile({ $ref: '#/definitions/reportingDescriptor' }, '#');
  return { nodes, result, descriptor };
}

function buildResultTableModule() {
  const original = JSON.parse(readFileSync(schemaPath, 'utf8'));
  const { nodes, result, descriptor } = buildResultTable(original);
  const js = [
    '// GENERATED by scripts/build-validator.mjs from schemas/sarif-schema-2.1.0.json: do not edit.',
    '/* eslint-disable */',
    `export const TYPE_BITS = ${JSON.stringify(TYPE_BITS)};`,
    `export const RESULT = ${result};`,
    `export const REPORTING_DESCRIPTOR = ${descriptor};`,
    `export const NODES = ${JSON.stringify(nodes)};`,
    '',
  ].join('\n');
  const dts = `// GENERATED by scripts/build-validator.mjs: do not edit.
/** Bits of a node's \`types\` (absent: any type). */
export declare const TYPE_BITS: Record<'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null', number>;
/** One schema node of the result subtree; children are indices into NODES. */
export interface TableNode {
  /** The definition this node is (absent for inline schemas). */
  def?: string;
  types?: number;
  props?: Record<string, number>;
  /** additionalProperties: false, or the schema of the other members (absent: anything). */
  extra?: false | number;
  required?: string[];
  enum?: string[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  items?: number;
  unique?: true;
  /** anyOf / oneOf, whose branches in this schema are all lists of required properties. */
  anyOf?: string[][];
  oneOf?: string[][];
}
/** The node of \`#/definitions/result\`. */
export declare const RESULT: number;
/** The node of \`#/definitions/reportingDescriptor\` (a rule). */
export declare const REPORTING_DESCRIPTOR: number;
export declare const NODES: TableNode[];
`;
  return { js, dts };
}

const { js, dts, stats } = build();
const shapeModule = buildShapeModule();
const tableModule = buildResultTableModule();
const outTableJs = join(outDir, 'sarif-result-table.js');
const outTableDts = join(outDir, 'sarif-result-table.d.ts');
const check = process.argv.includes('--check');
if (check) {
  let stale = [];
  for (const [file, text] of [
    [outJs, js],
    [outDts, dts],
    [outShapeJs, shapeModule.js],
    [outShapeDts, shapeModule.dts],
    [outTableJs, tableModule.js],
    [outTableDts, tableModule.dts],
  ]) {
    let current = null;
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      /* missing */
    }
    if (current !== text) stale.push(relative(root, file));
  }
  if (stale.length) {
    console.error(`stale generated validator: ${stale.join(', ')}; run: npm run build:validator`);
    process.exit(1);
  }
  console.log('generated validator is up to date');
} else {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(outJs, js);
  writeFileSync(outDts, dts);
  writeFileSync(outShapeJs, shapeModule.js);
  writeFileSync(outShapeDts, shapeModule.dts);
  writeFileSync(outTableJs, tableModule.js);
  writeFileSync(outTableDts, tableModule.dts);
  console.log(
    `wrote ${relative(root, outJs)} (${js.length} bytes) and ${relative(root, outDts)}; ` +
      `uniqueItems: ${stats.replaced} replaced, ${stats.dropped} dropped`,
  );
}
