/**
 * SARIF 2.1.0 schema validation with readable diagnostics.
 *
 * The validators are ajv *standalone* code generated at build time (scripts/build-validator.mjs →
 * src/sarif/generated/), so importing this module costs ~10 ms instead of compiling the schema (230-400 ms).
 * This module turns ajv's raw errors into diagnostics a user can act on:
 * - `format: uri` / `uri-reference` failures are warnings (rule `uri-format`): real tools emit them and the
 *   service accepts them;
 * - duplicate items where the schema says `uniqueItems` are warnings (rule `unique-items`): real CodeQL output
 *   repeats its `newlineSequences`;
 * - a text region that ends before it starts is a warning (rule `region-order`, the generated validators' own
 *   keyword: the SARIF Multitool's SARIF1007): Flawfinder and RuboCop write such regions and the service takes them;
 * - everything else is an error (rule `schema`);
 * - anyOf/oneOf failures are reported once, as the alternatives that would fix them (or the most useful branch),
 *   not as one line per branch; errors that only follow from a wrong type at the same place are dropped; missing
 *   properties and unknown properties of one object are reported together.
 */
import type { ErrorObject } from 'ajv';

import { plural } from '../format.js';
import { joinPointer, type Diagnostic, type DiagnosticRule } from './diagnostics.js';
import {
  type GeneratedValidator,
  regionKeyword,
  uniqueKeyword,
  validateLog as generatedValidateLog,
  validateResult as generatedValidateResult,
} from './generated/sarif-validators.js';

/** At most this many diagnostics per call; the last one summarizes what was left out. */
export const MAX_SCHEMA_DIAGNOSTICS = 100;

/** Validate a whole log (whose run results may have been replaced by []), pointers relative to the document root. */
export function validateLog(doc: unknown, file: string): Diagnostic[] {
  return run(generatedValidateLog, doc, { file, base: '', root: 'the log' });
}

/** Validate one result; `pointer` is its location, e.g. '/runs/0/results/17'; emitted pointers are pointer + instancePath. */
export function validateResult(result: unknown, file: string, pointer: string): Diagnostic[] {
  return run(generatedValidateResult, result, { file, base: pointer, root: 'the result' });
}

/** Where the validated value sits: its file, its pointer in the document, and how to name it. */
interface Context {
  file: string;
  /** Pointer of the validated value; ajv's instance paths are relative to it. */
  base: string;
  /** Name of the validated value itself when its pointer says nothing (the document root). */
  root: string;
}

function run(validate: GeneratedValidator, data: unknown, cx: Context): Diagnostic[] {
  if (validate(data)) return [];
  const diagnostics = explain(validate.errors ?? [], cx);
  for (const d of diagnostics) if (d.hint === undefined) delete d.hint;
  return cap(diagnostics, cx);
}

// ---------------------------------------------------------------------------------------------------------------
// From ajv errors to problems: collapse anyOf/oneOf branches.

/** An ajv error, or an anyOf/oneOf error together with the branch errors it stands for. */
interface Problem {
  err: ErrorObject;
  /** For anyOf/oneOf: the errors of every branch, by branch index. */
  branches?: Map<number, Problem[]>;
}

function collapseAlternatives(errors: readonly ErrorObject[]): Problem[] {
  const out: Problem[] = [];
  for (const err of errors) {
    if (err.keyword !== 'anyOf' && err.keyword !== 'oneOf') {
      out.push({ err });
      continue;
    }
    // ajv pushes the errors of the branches right before the anyOf/oneOf error itself: take them back.
    const prefix = `${err.schemaPath}/`;
    const branches = new Map<number, Problem[]>();
    while (out.length > 0) {
      const last = out[out.length - 1];
      const p = last.err.instancePath;
      const inside = p === err.instancePath || p.startsWith(`${err.instancePath}/`);
      if (!inside || !last.err.schemaPath.startsWith(prefix)) break;
      out.pop();
      const index = Number.parseInt(last.err.schemaPath.slice(prefix.length), 10);
      const list = branches.get(index) ?? [];
      list.unshift(last);
      branches.set(index, list);
    }
    out.push({ err, branches });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// From problems to diagnostics.

function explain(errors: readonly ErrorObject[], cx: Context): Diagnostic[] {
  const problems = collapseAlternatives(errors);
  // A value of the wrong type also fails its enum, pattern, format, ...: report only the type.
  const wrongType = new Set<string>();
  for (const { err } of problems) if (err.keyword === 'type') wrongType.add(err.instancePath);

  const out: Diagnostic[] = [];
  // Missing and unknown properties of one object are merged into one diagnostic each.
  const merged = new Map<string, { d: Diagnostic; names: string[]; keyword: string; err: ErrorObject }>();

  const emit = (p: Problem): void => {
    const { err } = p;
    if (err.keyword !== 'type' && wrongType.has(err.instancePath)) return;
    if (err.keyword === 'required' || err.keyword === 'additionalProperties') {
      const name =
        err.keyword === 'required'
          ? (err.params as { missingProperty: string }).missingProperty
          : (err.params as { additionalProperty: string }).additionalProperty;
      const key = `${err.keyword}\u0000${err.instancePath}`;
      const seen = merged.get(key);
      if (seen) {
        if (!seen.names.includes(name)) seen.names.push(name);
        return;
      }
      const d: Diagnostic = { severity: 'error', rule: 'schema', file: cx.file, pointer: '', message: '' };
      merged.set(key, { d, names: [name], keyword: err.keyword, err });
      out.push(d);
      return;
    }
    if (p.branches) {
      const alternatives = describeAlternatives(p, cx);
      if (alternatives) {
        out.push(alternatives);
        return;
      }
      // Not a choice between required properties: report the branch that came closest.
      const best = bestBranch(p.branches);
      if (best.length > 0) {
        for (const q of best) emit(q);
        return;
      }
    }
    out.push(describe(err, cx));
  };
  for (const p of problems) emit(p);

  for (const { d, names, keyword, err } of merged.values()) {
    const filled = keyword === 'required' ? describeMissing(err, names, cx) : describeUnknown(err, names, cx);
    Object.assign(d, filled);
  }
  return out;
}

/** The branch with the fewest errors; on a tie the one whose errors lie deepest (it matched the most). */
function bestBranch(branches: Map<number, Problem[]>): Problem[] {
  let best: Problem[] = [];
  let bestScore: [number, number] | null = null;
  for (const [, list] of [...branches.entries()].sort((a, b) => a[0] - b[0])) {
    const depth = Math.max(...list.map((q) => q.err.instancePath.split('/').length));
    const score: [number, number] = [list.length, -depth];
    if (
      bestScore === null ||
      score[0] < bestScore[0] ||
      (score[0] === bestScore[0] && score[1] < bestScore[1])
    ) {
      best = list;
      bestScore = score;
    }
  }
  return best;
}

/** anyOf/oneOf whose every branch is `{ required: [name] }`: "must have one of ...". Else null. */
function describeAlternatives(p: Problem, cx: Context): Diagnostic | null {
  const { err } = p;
  const branches = Array.isArray(err.schema) ? (err.schema as unknown[]) : [];
  const names: string[] = [];
  for (const b of branches) {
    if (b === null || typeof b !== 'object') return null;
    const keys = Object.keys(b);
    const req = (b as { required?: unknown }).required;
    if (keys.length !== 1 || !Array.isArray(req) || req.length !== 1 || typeof req[0] !== 'string')
      return null;
    names.push(req[0]);
  }
  if (names.length === 0) return null;
  const pointer = cx.base + err.instancePath;
  const what = subject(pointer, cx);
  const list = names.map((n) => JSON.stringify(n)).join(', ');
  const passing = (err.params as { passingSchemas?: number[] | null }).passingSchemas;
  if (err.keyword === 'oneOf' && Array.isArray(passing) && passing.length > 1) {
    const present = passing.map((i) => JSON.stringify(names[i])).join(' and ');
    return {
      severity: 'error',
      rule: 'schema',
      file: cx.file,
      pointer,
      message: `${what} must have only one of ${list}; found ${present}`,
      hint: `keep one of ${present} and remove the other${passing.length > 2 ? 's' : ''}`,
    };
  }
  const need = err.keyword === 'oneOf' ? 'exactly one' : 'at least one';
  return {
    severity: 'error',
    rule: 'schema',
    file: cx.file,
    pointer,
    message: `${what} must have ${need} of the properties ${list}; found none`,
    hint: ALTERNATIVE_HINTS[names.join(',')],
  };
}

const ALTERNATIVE_HINTS: Record<string, string> = {
  'text,id': 'write the message as { "text": "..." }',
  'startLine,charOffset,byteOffset':
    'give the region its 1-based "startLine" (and optionally startColumn, endLine, endColumn)',
  'address,artifactLocation': 'add "artifactLocation": { "uri": "path/to/file" }',
  'index,guid,id': 'refer to the rule or taxon by its "id" (or its "index" in the tool component)',
  'location,guid': 'give the external property file a "location" or a "guid"',
  'runGraphIndex,resultGraphIndex': 'say which graph is traversed with "runGraphIndex" or "resultGraphIndex"',
};

function describeMissing(err: ErrorObject, names: string[], cx: Context): Partial<Diagnostic> {
  const pointer = cx.base + err.instancePath;
  const what = subject(pointer, cx);
  const list = names.map((n) => JSON.stringify(n)).join(', ');
  const message =
    names.length === 1
      ? `${what} is missing required property ${list}`
      : `${what} is missing required properties ${list}`;
  const hints = [...new Set(names.map((n) => REQUIRED_HINTS[n] ?? `add ${JSON.stringify(n)}`))];
  return { pointer, message, hint: hints.join('; ') };
}

/** What to do about each property the schema requires somewhere (every `required` of the SARIF schema has one). */
export const REQUIRED_HINTS: Record<string, string> = {
  version: 'add "version": "2.1.0" at the top level',
  runs: 'add "runs": [ ... ] with one run per tool invocation',
  tool: 'add "tool": { "driver": { "name": "<tool name>" } }',
  driver: 'add "driver": { "name": "<tool name>" }',
  name: 'add "name": the tool, component or translation\'s name, e.g. "CodeQL"',
  id: 'add "id": the stable identifier others refer to it by (a rule\'s id such as "js/xss", a graph node\'s or edge\'s id)',
  message: 'every result and notification needs a message: "message": { "text": "..." }',
  text: 'give it its "text": "..." (a message or description needs its plain text, even when it has "markdown"), or leave it out where it is optional',
  repositoryUri:
    'add "repositoryUri": "https://host/owner/repo", the repository the analysed files came from, or leave the item out',
  artifactLocation: 'add "artifactLocation": { "uri": "path/to/file" }',
  artifactChanges: 'a fix needs at least one artifact change; drop the fix if the tool has none',
  replacements: 'an artifact change needs "replacements": [ { "deletedRegion": { "startLine": 1 } } ]',
  deletedRegion:
    'add "deletedRegion": the region the replacement removes (an empty one, such as { "charOffset": 0, "charLength": 0 }, inserts)',
  threadFlows: 'a code flow needs "threadFlows": [ { "locations": [ ... ] } ]',
  locations: 'a thread flow needs "locations": [ { "location": { ... } } ], its steps in order',
  frames: 'a stack needs "frames": [ { "location": { ... } } ], innermost first',
  executionSuccessful: 'add "executionSuccessful": true (or false) to the invocation',
  configuration: 'add "configuration": { "level": "..." }, what the override sets',
  descriptor: 'add "descriptor": { "id": "<rule id>" }, the rule or notification the override is for',
  sourceNodeId: 'an edge joins two nodes of its graph: add "sourceNodeId" and "targetNodeId", their ids',
  targetNodeId: 'an edge joins two nodes of its graph: add "sourceNodeId" and "targetNodeId", their ids',
  edgeId: 'add "edgeId": the id of the graph\'s edge this step traverses',
  target:
    'add "target": the related location\'s "id" (a location relationship) or a reference such as { "id": "<rule id>" } (a rule relationship)',
  kind: 'add "kind": "inSource" (suppressed in the code) or "external" (suppressed outside it)',
};

function describeUnknown(err: ErrorObject, names: string[], cx: Context): Partial<Diagnostic> {
  const objectPointer = cx.base + err.instancePath;
  const what = subject(objectPointer, cx);
  const allowed = Object.keys((err.parentSchema as { properties?: object } | undefined)?.properties ?? {});
  const list = names.map((n) => JSON.stringify(n)).join(', ');
  const message =
    names.length === 1
      ? `${what} must not have additional property ${list}`
      : `${what} must not have additional properties ${list}`;
  const hints: string[] = [];
  for (const n of names) {
    const close = closest(n, allowed);
    if (close) hints.push(`${JSON.stringify(n)} should probably be ${JSON.stringify(close)}`);
  }
  if (hints.length < names.length && allowed.includes('properties')) {
    hints.push('put tool-specific data in the "properties" bag, e.g. "properties": { ... }');
  }
  if (hints.length === 0 && allowed.length) {
    hints.push(`allowed here: ${allowed.join(', ')}`);
  }
  return {
    // One unknown property: point at it, so the reader's line and column land on the key itself.
    pointer: names.length === 1 ? joinPointer(objectPointer, names[0]) : objectPointer,
    message,
    hint: hints.join('; '),
  };
}

/**
 * One ajv error in the words a SARIF author reads. Long on purpose: one case per JSON-schema keyword, each short, and
 * together the whole vocabulary in one place.
 */
function describe(err: ErrorObject, cx: Context): Diagnostic {
  const pointer = cx.base + err.instancePath;
  // A value under `additionalProperties` is an entry of a map (partialFingerprints, hashes, ...), not a property.
  const what = subject(pointer, cx, /\/additionalProperties\/[^/]+$/.test(err.schemaPath));
  const prop = propertyName(pointer);
  const d = (
    message: string,
    hint?: string,
    severity: Diagnostic['severity'] = 'error',
    rule: DiagnosticRule = 'schema',
  ) => ({
    severity,
    rule,
    file: cx.file,
    pointer,
    message,
    ...(hint ? { hint } : {}),
  });
  const data = err.data;
  switch (err.keyword) {
    case 'type': {
      const expected = ([] as string[]).concat((err.params as { type: string | string[] }).type);
      return d(
        `${what} must be ${expected.join(' or ')}, found ${describeValue(data)}`,
        typeHint(prop, expected, data, err),
      );
    }
    case 'enum': {
      const allowed = (err.params as { allowedValues: unknown[] }).allowedValues;
      const message =
        allowed.length === 1
          ? `${what} must be ${JSON.stringify(allowed[0])}, found ${describeValue(data)}`
          : `${what} must be one of ${allowed.map(String).join(', ')}; found ${describeValue(data)}`;
      return d(message, enumHint(prop, allowed, data));
    }
    case 'minItems': {
      const limit = (err.params as { limit: number }).limit;
      const n = Array.isArray(data) ? data.length : 0;
      return d(
        `${what} must have at least ${plural(limit, 'item')}, found ${n === 0 ? 'none' : n}`,
        n === 0
          ? `an empty array is not allowed here: add an item or leave out the object that holds it`
          : undefined,
      );
    }
    case 'minimum':
    case 'maximum': {
      const { comparison, limit } = err.params as { comparison: string; limit: number };
      const hint = /^(start|end)(Line|Column)$/.test(prop)
        ? 'SARIF line and column numbers start at 1'
        : limit === -1
          ? '-1 means "not set"; indexes start at 0'
          : undefined;
      return d(`${what} must be ${comparison} ${limit}, found ${describeValue(data)}`, hint);
    }
    case 'pattern': {
      const pattern = (err.params as { pattern: string }).pattern;
      const known = PATTERNS[pattern];
      return known
        ? d(`${what} must be ${known}, found ${describeValue(data)}`)
        : d(`${what} must match the pattern ${pattern}, found ${describeValue(data)}`);
    }
    case 'format': {
      const format = (err.params as { format: string }).format;
      if (format === 'uri' || format === 'uri-reference') {
        const kind = format === 'uri' ? 'an absolute URI' : 'a URI reference';
        return d(
          `${what} is not ${kind}: ${describeValue(data)}`,
          uriHint(format, data),
          'warning',
          'uri-format',
        );
      }
      if (format === 'date-time') {
        return d(
          `${what} must be a date-time as in RFC 3339, found ${describeValue(data)}`,
          'write it like "2024-05-01T12:30:00Z" (date, "T", time, and a time zone: "Z" for UTC)',
        );
      }
      return d(`${what} must be in ${format} format, found ${describeValue(data)}`);
    }
    default:
      if (err.keyword === uniqueKeyword) {
        const { i, j } = err.params as { i: number; j: number };
        const item = Array.isArray(data) ? data[j] : undefined;
        const shown = typeof item === 'string' ? ` (${describeValue(item)})` : '';
        return {
          ...d(
            `${what} must not repeat items: item ${j}${shown} is the same as item ${i}`,
            'the service accepts duplicates; remove the repeated item to conform to the schema',
            'warning',
            'unique-items',
          ),
          pointer: joinPointer(pointer, j),
        };
      }
      if (err.keyword === regionKeyword) {
        const { end, value, start, line } = err.params as {
          end: string;
          value: number;
          start: number;
          line?: number;
        };
        const startName = end === 'endLine' ? 'startLine' : 'startColumn';
        return {
          ...d(
            `${what} ends before it starts: ${end} ${value} is less than ${startName} ${start}` +
              (line === undefined ? '' : ` (both on line ${line})`),
            'SARIF regions end at or after their start (§3.30); the upload keeps the region as the tool wrote it, ' +
              "and the service may show the alert at the wrong place: report it to the tool's authors",
            'warning',
            'region-order',
          ),
          pointer: joinPointer(pointer, end),
        };
      }
      return d(`${what} ${err.message ?? `fails the schema keyword "${err.keyword}"`}`);
  }
}

function typeHint(prop: string, expected: string[], data: unknown, err: ErrorObject): string | undefined {
  const want = expected[0];
  if (MESSAGE_PROPERTIES.has(prop) && want === 'object' && typeof data === 'string') {
    return `SARIF messages are objects: write { "text": ${quote(data)} }`;
  }
  if (data === null) {
    if (prop === 'artifactChanges') return REQUIRED_HINTS.artifactChanges;
    if (prop === '') return `null is not allowed: remove the item or make it ${article(want)} ${want}`;
    const minItems = (err.parentSchema as { minItems?: number } | undefined)?.minItems ?? 0;
    if (want === 'array' && minItems === 0) return 'null is not allowed: use [] or leave the property out';
    return `null is not allowed: leave the property out or give it ${article(want)} ${want}`;
  }
  if (want === 'array' && data !== null && typeof data === 'object')
    return 'wrap the object in an array: [ { ... } ]';
  if (
    (want === 'integer' || want === 'number') &&
    typeof data === 'string' &&
    data.trim() !== '' &&
    !Number.isNaN(Number(data))
  ) {
    return `write the number without quotes: ${data.trim()}`;
  }
  if (want === 'integer' && typeof data === 'number') return 'use a whole number';
  if (want === 'string' && (typeof data === 'number' || typeof data === 'boolean')) {
    return `write it as a string: "${String(data)}"`;
  }
  return undefined;
}

function article(word: string): string {
  return /^[aeiou]/.test(word) ? 'an' : 'a';
}

const MESSAGE_PROPERTIES = new Set([
  'message',
  'description',
  'shortDescription',
  'fullDescription',
  'help',
  'label',
]);

function enumHint(prop: string, allowed: unknown[], data: unknown): string | undefined {
  if (typeof data !== 'string') return undefined;
  const lower = data.toLowerCase();
  const sameButCase = allowed.find((a) => typeof a === 'string' && a.toLowerCase() === lower);
  if (sameButCase !== undefined) return `values are case-sensitive: write ${JSON.stringify(sameButCase)}`;
  if (prop === 'level') {
    const mapped = LEVEL_SYNONYMS[lower];
    if (mapped) {
      return `SARIF has no level ${JSON.stringify(data)}: use ${JSON.stringify(mapped)}, and keep the tool's own severity in the rule's properties (e.g. "security-severity")`;
    }
  }
  if (prop === 'version' && allowed.length === 1) {
    return `this validator checks SARIF ${String(allowed[0])}: convert the file, or set "version": ${JSON.stringify(allowed[0])} if it already follows ${String(allowed[0])}`;
  }
  const close = closest(
    data,
    allowed.filter((a): a is string => typeof a === 'string'),
  );
  return close ? `${JSON.stringify(data)} should probably be ${JSON.stringify(close)}` : undefined;
}

const LEVEL_SYNONYMS: Record<string, string> = {
  critical: 'error',
  high: 'error',
  severe: 'error',
  fatal: 'error',
  err: 'error',
  medium: 'warning',
  moderate: 'warning',
  warn: 'warning',
  low: 'note',
  info: 'note',
  information: 'note',
  informational: 'note',
  notice: 'note',
  minor: 'note',
  off: 'none',
};

const GUID = 'a GUID such as "3f2504e0-4f89-41d3-9a0c-0305e82c3301" (version digit 1-5)';
const PATTERNS: Record<string, string> = {
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$': GUID,
  '^[a-zA-Z]{2}(-[a-zA-Z]{2})?$': 'a language code such as "en" or "en-US"',
  '[^/]+/.+': 'a MIME type such as "text/plain"',
  '[0-9]+(\\.[0-9]+){3}': 'four numbers separated by dots, such as "1.0.0.0"',
};

/** A character's percent-encoding (its UTF-8 bytes); a lone surrogate has none. */
function percentEncoded(c: string): string {
  try {
    return encodeURIComponent(c);
  } catch {
    return 'the UTF-8 of the character meant (a lone UTF-16 surrogate has none)';
  }
}

function uriHint(format: string, data: unknown): string {
  const accepted = 'the service accepts it, but viewers may fail to link it';
  if (typeof data !== 'string') return accepted;
  if (data.includes('\\'))
    return `${accepted}; use forward slashes, e.g. "src/app.js" or "file:///C:/src/app.js"`;
  // Each character a URI cannot hold, as its percent-encoding (a space, "<" and ">" in one value: all three named).
  const bad = [...new Set(data.match(/[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/gu) ?? [])];
  if (bad.length > 0) {
    const named = bad.slice(0, 5).map((c) => `${JSON.stringify(c)} as ${percentEncoded(c)}`);
    return `${accepted}; percent-encode ${named.join(', ')}${bad.length > 5 ? ', and the others' : ''}`;
  }
  if (format === 'uri')
    return `${accepted}; use an absolute URI with a scheme, e.g. "https://example.com/docs/rule"`;
  return `${accepted}; percent-encode characters that are not allowed in URIs`;
}

// ---------------------------------------------------------------------------------------------------------------
// Wording helpers.

/** How to name the value at `pointer` in a message: `"level"`, `item 3 of "tags"`, `the log`. */
function subject(pointer: string, cx: Context, mapEntry = false): string {
  if (pointer === '') return cx.root;
  const tokens = pointer.split('/').slice(1).map(unescapeToken);
  const last = tokens[tokens.length - 1];
  if (mapEntry && tokens.length >= 2)
    return `entry ${quote(last)} of ${JSON.stringify(tokens[tokens.length - 2])}`;
  if (/^\d+$/.test(last) && tokens.length >= 2) {
    const parent = tokens[tokens.length - 2];
    // A result validated on its own is "result 17" rather than "item 17 of results".
    if (parent === 'results' && pointer === cx.base) return `result ${last}`;
    return `item ${last} of ${JSON.stringify(parent)}`;
  }
  return JSON.stringify(last);
}

/** The last property name in `pointer` that is not an array index ('' if none). */
function propertyName(pointer: string): string {
  const tokens = pointer.split('/').slice(1).map(unescapeToken);
  for (let i = tokens.length - 1; i >= 0; i--)
    if (!/^\d+$/.test(tokens[i])) return i === tokens.length - 1 ? tokens[i] : '';
  return '';
}

function unescapeToken(t: string): string {
  return t.replace(/~1/g, '/').replace(/~0/g, '~');
}

function truncate(s: string, max = 60): string {
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/** JSON-quoted and shortened, with the line separators JSON.stringify leaves raw escaped too. */
function quote(s: string): string {
  return JSON.stringify(truncate(s))
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return v.length === 0 ? 'an empty array' : `an array of ${v.length}`;
  switch (typeof v) {
    case 'string':
      return `string ${quote(v)}`;
    case 'number':
    case 'boolean':
      return `${typeof v} ${String(v)}`;
    case 'object':
      return 'an object';
    default:
      return typeof v;
  }
}

/** The candidate closest to `name`: same but for case, or within edit distance 2 (for names of 4+ chars). */
function closest(name: string, candidates: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  const exact = candidates.find((c) => c.toLowerCase() === lower);
  if (exact) return exact;
  if (name.length < 4) return undefined;
  let best: string | undefined;
  let bestDistance = 3;
  for (const c of candidates) {
    if (Math.abs(c.length - name.length) >= bestDistance) continue;
    const dist = editDistance(lower, c.toLowerCase());
    if (dist < bestDistance) {
      best = c;
      bestDistance = dist;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
}

// ---------------------------------------------------------------------------------------------------------------

/** Keep at most MAX_SCHEMA_DIAGNOSTICS, errors first, in their original order; summarize the rest in the last one. */
function cap(all: Diagnostic[], cx: Context): Diagnostic[] {
  if (all.length <= MAX_SCHEMA_DIAGNOSTICS) return all;
  const keep = new Set<Diagnostic>();
  for (const severity of ['error', 'warning'] as const) {
    for (const d of all) {
      if (keep.size >= MAX_SCHEMA_DIAGNOSTICS - 1) break;
      if (d.severity === severity) keep.add(d);
    }
  }
  const dropped = all.filter((d) => !keep.has(d));
  const errors = dropped.filter((d) => d.severity === 'error').length;
  const warnings = dropped.length - errors;
  const parts = [errors ? plural(errors, 'error') : '', warnings ? plural(warnings, 'warning') : '']
    .filter(Boolean)
    .join(' and ');
  const summary: Diagnostic = {
    severity: errors ? 'error' : 'warning',
    rule: errors ? 'schema' : (dropped[0]?.rule ?? 'schema'),
    file: cx.file,
    pointer: cx.base,
    message: `${parts} more not shown (at most ${MAX_SCHEMA_DIAGNOSTICS} schema diagnostics per call)`,
    hint: 'fix the problems above and validate again',
  };
  return [...all.filter((d) => keep.has(d)), summary];
}
