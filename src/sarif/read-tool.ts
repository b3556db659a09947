/**
 * A run's `tool` read with its rules kept as bytes (lazy-rules.ts): the tool's own members and its components'
 * other members are parsed as before; each rule of `tool.driver.rules` and `tool.extensions[k].rules` is checked
 * on its bytes against the schema (result-bytes.ts, readRule) and stands in the skeleton as a lazy rule. One pass
 * over the rules instead of JSON.parse, the duplicate-key check and ajv over all of them: a 25,000-rule tool is read
 * in a fraction of the time, and only the rules results use are ever built.
 *
 * It takes this way only when it is sure, as the result byte pass does: every rule valid with no diagnostic, no
 * reference inside a rule, no id twice in one component, a tool of the expected shape. Anything else (and a tool
 * under LAZY_TOOL_BYTES, where there is nothing to gain) is parsed whole the reference way, which gives the
 * diagnostics with their pointers and positions.
 */
import type { Json, JsonObject } from './json.js';
import { lazyRule, rebaseLazyRules } from './lazy-rules.js';
import { readRule } from './result-bytes.js';
import { parseBytes } from './result-facts.js';
import { isUtf8 } from './utf8.js';

/** Tools smaller than this are parsed whole (a few hundred rules parse in a millisecond or two). */
let lazyToolBytes = 256 * 1024;

/** Tools from this size on take the lazy way. */
export const lazyToolSize = (): number => lazyToolBytes;

/** For tests: take the lazy way from this size on (0: always). Returns the previous value. */
export function setLazyToolBytes(n: number): number {
  const previous = lazyToolBytes;
  lazyToolBytes = n;
  return previous;
}

/**
 * Parse a run's tool (`bytes` is its JSON text, found at `start` in the file, at `pointer`; `own`: the bytes are a
 * copy made for it, which its rules may keep pointing into, not a view into the scanner's reused memory).
 */
export function parseTool(bytes: Buffer, start: number, pointer: string, own = false): Json {
  if (bytes.length >= lazyToolBytes && isUtf8(bytes)) {
    // The rules point into memory of their own: a 9 MB tool spread over chunks is already such a copy.
    const lazy = lazyTool(own ? bytes : Buffer.from(bytes), 0, []);
    if (lazy !== undefined) return lazy.tool;
  }
  return parseBytes(bytes, start, pointer);
}

/** Levels a value stepped over may nest (the rules' byte pass stops at as many: result-bytes.ts MAX_DEPTH). */
const SKIP_DEPTH = 64;

/** A tool read where it lies: where it ends, and the tool when it could take the lazy way. */
export interface ToolInPlace {
  end: number;
  tool: JsonObject | undefined;
}

/**
 * The tool whose `{` is at `start` in `whole` (the whole input, memory that stays the input's), read in place
 * without a scan to find its end first: its end and, when it is large enough and sure, the tool with lazy rules.
 * Undefined when the lazy way is not sure of it (or of its end): the scanner then captures it and the reference way
 * reports what is wrong, where. Only where the scanner allows IN_PLACE_DEPTH levels in the tool.
 */
export function readToolAt(whole: Buffer, start: number): ToolInPlace | undefined {
  const spans: RulesSpan[] = [];
  const read = lazyTool(whole, start, spans);
  if (read === undefined) return undefined;
  const small = read.end - start < lazyToolBytes || !isUtf8(whole.subarray(start, read.end));
  if (small) return { end: read.end, tool: undefined };
  // What the rules keep is at most twice their tool: the input itself where the tool is most of it, else a copy of
  // the tool alone (pass 2 reads a file again, and lets go of this one; a copy costs a fresh page's fault a 4 KB).
  if (2 * (read.end - start) < whole.length) {
    const own = Buffer.from(whole.subarray(start, read.end));
    for (const s of spans) rebaseLazyRules(s.rules, own, start);
  }
  return { end: read.end, tool: read.tool };
}

/** The levels a tool may hold for readToolAt to read it (a rule's byte pass is unsure past its own limit). */
export const IN_PLACE_DEPTH = SKIP_DEPTH + 6;

/** Where a component's rules array lies in the tool's bytes, and the rules read from it. */
interface RulesSpan {
  /** The component: -1 the driver, k extension k. */
  component: number;
  from: number;
  to: number;
  rules: JsonObject[];
}

/** Thrown (no stack) when the lazy way is not sure; the tool is then parsed whole. */
const NOT_SURE = { notSure: true };

/** The tool whose `{` is at `start` in `own`, its rules lazy, and where it ends; undefined when not sure. */
function lazyTool(
  own: Buffer,
  start: number,
  spans: RulesSpan[],
): { tool: JsonObject; end: number } | undefined {
  let end: number;
  try {
    end = members(own, ws(own, start), (key, at) => {
      if (key === 'driver') return component(own, at, -1, spans);
      if (key === 'extensions') return elements(own, at, (p, k) => component(own, p, k, spans));
      return skipValue(own, at);
    });
  } catch (e) {
    // A key's bad escape (JSON.parse's SyntaxError) is the reference path's to report, with its place.
    if (e === NOT_SURE || e instanceof SyntaxError) return undefined;
    throw e;
  }
  if (spans.length === 0) return undefined;
  // The tool without its rules (each array emptied), parsed and checked the reference way.
  const pieces: Buffer[] = [];
  let at = start;
  for (const s of spans) {
    pieces.push(own.subarray(at, s.from), EMPTY_ARRAY);
    at = s.to;
  }
  pieces.push(own.subarray(at, end));
  let tool: Json;
  try {
    tool = parseBytes(Buffer.concat(pieces), 0);
  } catch {
    return undefined; // the whole tool again, for a diagnostic at the right place
  }
  if (!isObject(tool) || !isObject(tool.driver)) return undefined;
  const extensions = Array.isArray(tool.extensions) ? tool.extensions : [];
  for (const s of spans) {
    const c = s.component < 0 ? tool.driver : extensions[s.component];
    if (!isObject(c) || !Array.isArray(c.rules) || c.rules.length !== 0) return undefined;
    c.rules = s.rules;
  }
  return { tool, end };
}

const EMPTY_ARRAY = Buffer.from('[]');

function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A component (driver or extension) at p: its `rules` read rule by rule, its other members stepped over. */
function component(b: Buffer, p: number, index: number, spans: RulesSpan[]): number {
  return members(b, p, (key, at) => {
    if (key !== 'rules') return skipValue(b, at);
    if (b[at] !== 0x5b /* [ */) throw NOT_SURE;
    const rules: JsonObject[] = [];
    const ids = new Set<string>();
    const to = elements(b, at, (q) => {
      const read = readRule(b, q, b.length);
      if (read === undefined || ids.has(read.id)) throw NOT_SURE;
      ids.add(read.id);
      let e = read.end;
      while (e > q && isWs(b[e - 1])) e--;
      rules.push(lazyRule(b, q, e, read));
      return read.end;
    });
    spans.push({ component: index, from: at, to, rules });
    return to;
  });
}

/** An object's members from its `{` at p: `member(key, valueAt)` returns where the value ends. Keys seen once. */
function members(b: Buffer, p: number, member: (key: string, at: number) => number): number {
  if (b[p] !== 0x7b /* { */) throw NOT_SURE;
  p = ws(b, p + 1);
  if (b[p] === 0x7d) return p + 1;
  const seen = new Set<string>();
  for (;;) {
    if (b[p] !== 0x22) throw NOT_SURE;
    const end = stringEnd(b, p);
    const raw = b.toString('utf8', p, end);
    const key = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
    if (seen.has(key)) throw NOT_SURE;
    seen.add(key);
    p = ws(b, end);
    if (b[p] !== 0x3a /* : */) throw NOT_SURE;
    p = ws(b, member(key, ws(b, p + 1)));
    const c = b[p++];
    if (c === 0x7d) return p;
    if (c !== 0x2c) throw NOT_SURE;
    p = ws(b, p);
  }
}

/** An array's items from its `[` at p: `item(at, k)` returns where item k ends. */
function elements(b: Buffer, p: number, item: (at: number, k: number) => number): number {
  if (b[p] !== 0x5b /* [ */) throw NOT_SURE;
  p = ws(b, p + 1);
  if (b[p] === 0x5d) return p + 1;
  for (let k = 0; ; k++) {
    p = ws(b, item(p, k));
    const c = b[p++];
    if (c === 0x5d) return p;
    if (c !== 0x2c) throw NOT_SURE;
    p = ws(b, p);
  }
}

/** Past the value at p, whatever it is (its grammar is checked when the tool without its rules is parsed). */
function skipValue(b: Buffer, p: number): number {
  const c = b[p];
  if (c === 0x22) return stringEnd(b, p);
  if (c !== 0x7b && c !== 0x5b) {
    while (p < b.length && !isWs(b[p]) && b[p] !== 0x2c && b[p] !== 0x7d && b[p] !== 0x5d) p++;
    return p;
  }
  let depth = 0;
  while (p < b.length) {
    const d = b[p];
    if (d === 0x22) {
      p = stringEnd(b, p);
      continue;
    }
    p++;
    if (d === 0x7b || d === 0x5b) {
      if (++depth > SKIP_DEPTH) throw NOT_SURE;
    } else if ((d === 0x7d || d === 0x5d) && --depth === 0) return p;
  }
  throw NOT_SURE;
}

/** The position after the string whose opening quote is at p. */
function stringEnd(b: Buffer, p: number): number {
  for (let i = p + 1; ;) {
    const q = b.indexOf(0x22, i);
    if (q < 0) throw NOT_SURE;
    let k = q - 1;
    while (b[k] === 0x5c) k--;
    if ((q - 1 - k) % 2 === 0) return q + 1;
    i = q + 1;
  }
}

function isWs(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

function ws(b: Buffer, p: number): number {
  while (p < b.length && isWs(b[p])) p++;
  return p;
}
