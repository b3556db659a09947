/**
 * Rules kept as their bytes until something reads them (issue 21: a run of 25,000 rules whose results use a few
 * hundred need not build 25,000 objects). read-tool.ts validates each rule on its bytes (result-bytes.ts, readRule)
 * and puts in the run's skeleton a stand-in per rule: a Proxy that answers `id` from what the byte pass read, and
 * parses the rule the first time anything else is asked of it (a property, its keys, a change). Code that reads a
 * skeleton sees plain objects; code on the hot paths asks first whether a rule is still untouched:
 * - the schema validation of the skeleton leaves such rules out (they were validated on their bytes),
 * - the reference walk steps over them (the byte pass refuses any rule holding a reference),
 * - the ranking reads their severity from values the byte pass found (severityOf),
 * - the tag trim reads their tag count, a merge compares two of them by their bytes,
 * - the upload copies their bytes (rewrite.ts), as it copies results.
 */
import type { Json, JsonObject } from './json.js';
import type { RuleFacts } from './facts.js';
import { ruleSeverity, type RuleSeverity } from './severity.js';

/** A rule's state behind its stand-in (also the Proxy's target: its own fields are never reported as the rule's). */
interface LazyRule {
  bytes: Buffer;
  start: number;
  end: number;
  id: string;
  tags: number;
  /** RuleFacts.ranking (copied: the byte pass reuses its array), made into a severity when first asked. */
  ranking: number[];
  severity: RuleSeverity | undefined;
  value: JsonObject | undefined;
  /** Changed through the stand-in (what pass 1 validated on the bytes is no longer all it is). */
  changed: boolean;
}

/**
 * Asked of a stand-in, answers its state: a key only the stand-ins answer. (A WeakMap of 25,000 stand-ins would
 * spare the trap but cost far more in garbage collection.)
 */
const STATE = Symbol('lazy rule');

function parsed(state: LazyRule): JsonObject {
  // Valid JSON, UTF-8 and schema already (read-tool.ts): parsed as is.
  state.value ??= JSON.parse(state.bytes.toString('utf8', state.start, state.end)) as JsonObject;
  return state.value;
}

const handler: ProxyHandler<LazyRule> = {
  get: (state, key) => {
    if (key === STATE) return state;
    return key === 'id' && state.value === undefined ? state.id : Reflect.get(parsed(state), key);
  },
  has: (state, key) => Reflect.has(parsed(state), key),
  ownKeys: (state) => Reflect.ownKeys(parsed(state)),
  getOwnPropertyDescriptor: (state, key) => Reflect.getOwnPropertyDescriptor(parsed(state), key),
  set: (state, key, value) => ((state.changed = true), Reflect.set(parsed(state), key, value)),
  deleteProperty: (state, key) => ((state.changed = true), Reflect.deleteProperty(parsed(state), key)),
  defineProperty: (state, key, d) => ((state.changed = true), Reflect.defineProperty(parsed(state), key, d)),
  getPrototypeOf: () => Object.prototype,
};

/** The stand-in for the rule at `bytes[start, end)`, with what the byte pass read of it. */
export function lazyRule(
  bytes: Buffer,
  start: number,
  end: number,
  read: Omit<RuleFacts, 'end'>,
): JsonObject {
  const { id, tags } = read;
  const r = read.ranking;
  const ranking =
    r[0] < 0 && r[2] < 0 && r[4] < 0 && r[6] < 0
      ? NO_RANKING
      : [r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7]];
  const state: LazyRule = {
    bytes,
    start,
    end,
    id,
    tags,
    ranking,
    severity: undefined,
    value: undefined,
    changed: false,
  };
  return new Proxy<LazyRule>(state, handler) as unknown as JsonObject;
}

/**
 * Stand-ins made on a whole input moved onto `bytes`, a copy of its part from offset `shift` on: what they keep is
 * then their tool's bytes alone, not the whole file they were read in.
 */
export function rebaseLazyRules(rules: readonly Json[], bytes: Buffer, shift: number): void {
  for (const rule of rules) {
    const state = stateOf(rule);
    if (!state) continue;
    state.bytes = bytes;
    state.start -= shift;
    state.end -= shift;
    if (state.ranking !== NO_RANKING)
      for (let k = 0; k < state.ranking.length; k++) if (state.ranking[k] >= 0) state.ranking[k] -= shift;
  }
}

function stateOf(v: unknown): LazyRule | undefined {
  return typeof v === 'object' && v !== null ? (v as { [STATE]?: LazyRule })[STATE] : undefined;
}

const NO_RANKING = [-1, -1, -1, -1, -1, -1, -1, -1];

/** What the ranking reads of a rule (as ruleSeverity reads it): a stand-in's as the byte pass read it. */
export function severityOf(rule: Json | undefined): RuleSeverity {
  const state = stateOf(rule);
  if (!state || state.changed) return ruleSeverity(rule);
  if (state.severity) return state.severity;
  // The ranking's own function, on the values the byte pass found (parsed from their JSON text): nothing else of
  // the rule is built.
  const properties: JsonObject = {};
  for (let k = 0; k < BAG_NAMES.length; k++) {
    const v = rankingValue(state, k + 1);
    if (v !== undefined) properties[BAG_NAMES[k]] = v;
  }
  const level = rankingValue(state, 0);
  const read: JsonObject = { properties };
  if (level !== undefined) read.defaultConfiguration = { level };
  return (state.severity = ruleSeverity(read));
}

/** The rule's own properties the ranking reads, in the order of RuleFacts.ranking. */
const BAG_NAMES = ['security-severity', 'problem.severity', 'precision'];

function rankingValue(state: LazyRule, k: number): Json | undefined {
  const at = state.ranking[2 * k];
  return at < 0
    ? undefined
    : (JSON.parse(state.bytes.toString('utf8', at, state.ranking[2 * k + 1])) as Json);
}

/** The state of a rule nothing has read but its id (so it is exactly its bytes), else undefined. */
function untouched(v: unknown): LazyRule | undefined {
  const state = stateOf(v);
  return state && state.value === undefined ? state : undefined;
}

/** A rule kept as its bytes and not changed since (read, perhaps): still what pass 1 validated. */
function unchanged(v: unknown): LazyRule | undefined {
  const state = stateOf(v);
  return state && !state.changed ? state : undefined;
}

/** A stand-in for a rule read on its bytes, read since or not. */
export function isLazyRule(v: unknown): boolean {
  return stateOf(v) !== undefined;
}

export function isUntouchedRule(v: unknown): boolean {
  return untouched(v) !== undefined;
}

/** Two rules never read whose bytes are the same (then they are the same rule; else nothing is known). */
export function sameUntouchedRule(a: unknown, b: unknown): boolean {
  const x = untouched(a);
  const y = untouched(b);
  if (!x || !y || x.end - x.start !== y.end - y.start) return false;
  return x.bytes.compare(y.bytes, y.start, y.end, x.start, x.end) === 0;
}

/** The longest tags array of an untouched rule's property bags, else undefined (read the rule). */
export function untouchedRuleTags(v: unknown): number | undefined {
  return untouched(v)?.tags;
}

/**
 * A copy of a tool whose components' rules arrays leave out the rules validated on their bytes: what the schema
 * validation of the skeleton reads. Pass 1 (`keep` absent) leaves out every rule not changed since; the output gate
 * only those never read (a rule read may have been changed inside), each replaced by `keep(id)`.
 */
export function withoutValidatedRules(
  tool: Json | undefined,
  keep?: (id: string) => JsonObject,
): Json | undefined {
  if (typeof tool !== 'object' || tool === null || Array.isArray(tool)) return tool;
  const validated = keep ? untouched : unchanged;
  return withComponentRules(tool, (rules) => {
    if (!rules.some((r) => validated(r) !== undefined)) return rules;
    const out: Json[] = [];
    for (const r of rules) {
      const state = validated(r);
      if (!state) out.push(r);
      else if (keep) out.push(keep(state.id));
    }
    return out;
  });
}

/**
 * A shallow copy of a tool whose components' rules arrays are replaced by `f(rules)`; the tool itself when `f`
 * returns every array unchanged.
 */
function withComponentRules(tool: JsonObject, f: (rules: Json[]) => Json): JsonObject {
  let changed = false;
  const component = (c: Json): Json => {
    if (typeof c !== 'object' || c === null || Array.isArray(c) || !Array.isArray(c.rules)) return c;
    const rules = f(c.rules);
    if (rules === c.rules) return c;
    changed = true;
    return { ...c, rules };
  };
  const driver = component(tool.driver);
  const extensions = Array.isArray(tool.extensions) ? tool.extensions.map(component) : tool.extensions;
  if (!changed) return tool;
  const copy: JsonObject = { ...tool, driver };
  if (extensions !== undefined) copy.extensions = extensions;
  return copy;
}

/**
 * JSON text of a run's members (its skeleton without results), as pieces: a rules array holding rules never read
 * is written as one buffer, their bytes copied as they are (the others stringified); everything else is
 * JSON.stringify's text. Each such array is stringified as a marker string no input can hold (a fresh random
 * nonce), which the text is then cut at.
 */
export function jsonPieces(members: JsonObject): (string | Buffer)[] {
  const arrays: Json[][] = [];
  const nonce = Math.random().toString(36).slice(2);
  const marker = (rules: Json[]): Json => {
    if (!rules.some((r) => untouched(r) !== undefined)) return rules;
    arrays.push(rules);
    return `\u0000rules:${nonce}:${arrays.length - 1}`;
  };
  const tool = members.tool;
  if (typeof tool !== 'object' || tool === null || Array.isArray(tool)) return [JSON.stringify(members)];
  const marked = withComponentRules(tool, marker);
  if (marked === tool) return [JSON.stringify(members)];
  const text = JSON.stringify({ ...members, tool: marked });
  const pieces: (string | Buffer)[] = [];
  const found = new RegExp(`"\\\\u0000rules:${nonce}:(\\d+)"`, 'g');
  let at = 0;
  for (let m = found.exec(text); m !== null; m = found.exec(text)) {
    pieces.push(text.slice(at, m.index), rulesText(arrays[Number(m[1])]));
    at = m.index + m[0].length;
  }
  pieces.push(text.slice(at));
  return pieces;
}

/** A rules array's JSON text: rules never read copied from their bytes, the others stringified. */
function rulesText(rules: Json[]): Buffer {
  const parts = rules.map((r) => untouched(r) ?? Buffer.from(JSON.stringify(r), 'utf8'));
  let length = 1 + Math.max(rules.length - 1, 0) + 1;
  for (const p of parts) length += 'bytes' in p ? p.end - p.start : p.length;
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  out[at++] = 0x5b; // [
  parts.forEach((p, k) => {
    if (k > 0) out[at++] = 0x2c; // ,
    at += 'bytes' in p ? p.bytes.copy(out, at, p.start, p.end) : p.copy(out, at);
  });
  out[at++] = 0x5d; // ]
  return out;
}
