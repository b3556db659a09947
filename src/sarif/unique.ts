/**
 * Arrays the SARIF schema says hold unique items (`uniqueItems`): real tools repeat items in some of them (tags,
 * CodeQL's newlineSequences), and the service accepts that, but what the engine writes must pass the schema. Arrays
 * that references point into are deduplicated with their references moved (plan.ts); the others here.
 */
import { findDuplicateItems } from './generated/sarif-validators.js';
import { ARRAY, MAP, SHAPE, UNIQUE } from './generated/sarif-shape.js';
import { arrayOf, isObject, type Json, type JsonObject } from './json.js';
import { isUntouchedRule } from './lazy-rules.js';

/** JSON text with object keys sorted: equal for values that are equal as JSON, whatever their key order. */
export function canonicalJson(v: Json | undefined): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(v).sort();
  return `{${keys
    .filter((k) => v[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(v[k])}`)
    .join(',')}}`;
}

/** Arrays that references point into by index: deduplicating them needs the reference maps (plan.ts). */
const INDEXED = new Set([
  'run.artifacts',
  'run.logicalLocations',
  'run.threadFlowLocations',
  'run.webRequests',
  'run.webResponses',
  'run.graphs',
  'run.taxonomies',
  'run.policies',
  'run.translations',
  'tool.extensions',
  'toolComponent.rules',
  'toolComponent.notifications',
  'toolComponent.taxa',
  'result.graphs',
]);

/** Keep the first of equal items; returns how many were removed. */
export function dedupeItems(items: Json[]): number {
  if (findDuplicateItems(items) === null) return 0;
  const seen = new Set<string>();
  const kept = items.filter((item) => {
    const key = typeof item === 'string' ? `s${item}` : canonicalJson(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const removed = items.length - kept.length;
  items.length = 0;
  items.push(...kept);
  return removed;
}

/** Deduplicate, in place, every unique array in `node` (a SARIF object of definition `def`) but indexed ones. */
export function dedupeUniqueArrays(node: JsonObject, def: string, skip?: ReadonlySet<string>): number {
  let removed = 0;
  const props = SHAPE[def];
  if (!props) return 0;
  for (const prop in props) {
    if (skip?.has(prop)) continue;
    const value = node[prop];
    if (value === null || typeof value !== 'object') continue;
    const [child, flags] = props[prop];
    if (flags & ARRAY) {
      if (!Array.isArray(value)) continue;
      if (flags & UNIQUE && !INDEXED.has(`${def}.${prop}`)) removed += dedupeItems(value);
      // A rule still kept as its bytes repeats nothing inside (read-tool.ts leaves such rules to the reference).
      if (child)
        for (const item of value)
          if (isObject(item) && !isUntouchedRule(item)) removed += dedupeUniqueArrays(item, child);
    } else if (flags & MAP) {
      if (child && isObject(value))
        for (const item of Object.values(value))
          if (isObject(item)) removed += dedupeUniqueArrays(item, child);
    } else if (child && isObject(value)) {
      removed += dedupeUniqueArrays(value, child);
    }
  }
  return removed;
}

/**
 * A result's own graphs deduplicated, the graph traversals that name them by resultGraphIndex (§3.42.3) following;
 * run before dedupeUniqueArrays, as traversals may become equal. Returns how many graphs were removed.
 */
export function dedupeResultGraphs(result: JsonObject): number {
  const graphs = result.graphs;
  if (!Array.isArray(graphs) || findDuplicateItems(graphs) === null) return 0;
  const first = new Map<string, number>();
  const to: number[] = [];
  const kept: Json[] = [];
  for (const g of graphs) {
    const key = canonicalJson(g);
    let at = first.get(key);
    if (at === undefined) {
      first.set(key, (at = kept.length));
      kept.push(g);
    }
    to.push(at);
  }
  result.graphs = kept;
  for (const t of arrayOf(result.graphTraversals)) {
    const i = isObject(t) ? t.resultGraphIndex : undefined;
    if (isObject(t) && typeof i === 'number' && Number.isInteger(i) && i >= 0 && i < to.length)
      t.resultGraphIndex = to[i];
  }
  return graphs.length - kept.length;
}
