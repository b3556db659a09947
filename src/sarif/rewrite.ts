/**
 * Pass 2: read back each kept result, rewrite what the plan changed (rule, extension, artifact, logical-location,
 * thread-flow-location and taxonomy indices; locations and thread-flow locations over the limits; the missing
 * line-hash fingerprint) and serialize the upload piece by piece. A result that needs none of this is copied
 * byte for byte, which is most of them.
 */
import type { Diagnostic } from './diagnostics.js';
import { addPrimaryLocationLineHash, type FingerprintContext } from './fingerprint.js';
import type { Limits } from './limits.js';
import type { KeptResult, OutputRun, SourceRemap } from './plan.js';
import { isObject, type Json, type JsonObject } from './read-log.js';

export interface RewriteContext {
  limits: Limits;
  /** Set to add missing primaryLocationLineHash fingerprints from the checked-out sources. */
  fingerprints?: FingerprintContext;
  /** Warnings raised while rewriting (fingerprints). */
  diagnostics: Diagnostic[];
}

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';

/** The upload as a sequence of JSON text pieces (strings, or raw result bytes). */
export function* uploadPieces(runs: OutputRun[], ctx: RewriteContext): Generator<string | Buffer> {
  yield `{"$schema":${JSON.stringify(SARIF_SCHEMA_URI)},"version":"2.1.0","runs":[`;
  for (let r = 0; r < runs.length; r++) {
    if (r > 0) yield ',';
    yield* runPieces(runs[r], ctx);
  }
  yield ']}';
}

function* runPieces(run: OutputRun, ctx: RewriteContext): Generator<string | Buffer> {
  const { results: _ignored, ...members } = run.skeleton;
  const head = JSON.stringify(members);
  yield head === '{}' ? '{"results":[' : `${head.slice(0, -1)},"results":[`;
  let first = true;
  for (const k of run.kept) {
    if (!first) yield ',';
    first = false;
    yield resultBytes(run, k, ctx);
  }
  yield ']}';
}

function needsRewrite(run: OutputRun, k: KeptResult, ctx: RewriteContext): boolean {
  const t = run.sources[k.source].run.results;
  return (
    !run.remaps[k.source].identity ||
    t.locations(k.index) > ctx.limits.locationsPerResult ||
    t.threadFlowLocations(k.index) > ctx.limits.threadFlowLocationsPerResult ||
    (ctx.fingerprints !== undefined && !t.hasLineHash(k.index))
  );
}

function resultBytes(run: OutputRun, k: KeptResult, ctx: RewriteContext): string | Buffer {
  const { log, run: source } = run.sources[k.source];
  const t = source.results;
  const bytes = log.source.read(t.start(k.index), t.byteLength(k.index));
  if (!needsRewrite(run, k, ctx)) return bytes;
  const result = JSON.parse(bytes.toString('utf8')) as JsonObject;
  rewriteResult(result, run, k, ctx);
  if (ctx.fingerprints) {
    const pointer = `/runs/${source.index}/results/${k.index}`;
    const fp = { ...ctx.fingerprints, file: log.file };
    for (const d of addPrimaryLocationLineHash(result, pointer, run.skeleton as never, fp))
      ctx.diagnostics.push(d);
  }
  return JSON.stringify(result);
}

/** Apply the plan's index maps and the per-result limits to one parsed result (mutated). */
export function rewriteResult(result: JsonObject, run: OutputRun, k: KeptResult, ctx: RewriteContext): void {
  const remap = run.remaps[k.source];
  if (!remap.identity) {
    const t = run.sources[k.source].run.results;
    rewriteRuleReference(result, remap, t.resolvedComponent(k.index), t.resolvedRule(k.index));
    shiftIndices(result, remap);
  }
  if (Array.isArray(result.locations) && result.locations.length > ctx.limits.locationsPerResult) {
    result.locations = result.locations.slice(0, ctx.limits.locationsPerResult);
  }
  trimThreadFlows(result, ctx.limits.threadFlowLocationsPerResult);
}

function rewriteRuleReference(result: JsonObject, remap: SourceRemap, component: number, rule: number): void {
  const newComponent = component < 0 ? -1 : remap.extensions[component];
  const rule_ = isObject(result.rule) ? result.rule : undefined;
  if (rule >= 0) {
    const newRule = remap.rules[component + 1][rule];
    if ('ruleIndex' in result) result.ruleIndex = newRule;
    if (rule_ && 'index' in rule_) rule_.index = newRule;
  }
  if (component >= 0 && rule_ && isObject(rule_.toolComponent) && 'index' in rule_.toolComponent) {
    rule_.toolComponent.index = newComponent;
  }
}

function isIdentity(map: Int32Array): boolean {
  for (let i = 0; i < map.length; i++) if (map[i] !== i) return false;
  return true;
}

const ARTIFACT_LOCATION_KEYS = new Set(['artifactLocation', 'analysisTarget']);

/** Shift indices into arrays that merging concatenated or deduplicated. Iterative: depth cannot overflow. */
function shiftIndices(result: JsonObject, remap: SourceRemap): void {
  const taxonomiesMoved = !isIdentity(remap.taxonomies);
  if (
    remap.artifacts === 0 &&
    remap.logicalLocations === 0 &&
    remap.threadFlowLocations === 0 &&
    !taxonomiesMoved
  )
    return;
  const stack: Json[] = [result];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      for (const item of node) if (typeof item === 'object' && item !== null) stack.push(item);
      continue;
    }
    if (!isObject(node)) continue;
    for (const [key, value] of Object.entries(node)) {
      if (typeof value !== 'object' || value === null) continue;
      if (ARTIFACT_LOCATION_KEYS.has(key) && isObject(value) && Number.isInteger(value.index)) {
        value.index = (value.index as number) + remap.artifacts;
      } else if (key === 'logicalLocations' && Array.isArray(value)) {
        for (const l of value)
          if (isObject(l) && Number.isInteger(l.index))
            l.index = (l.index as number) + remap.logicalLocations;
      } else if (key === 'threadFlows' && Array.isArray(value)) {
        for (const tf of value) {
          if (!isObject(tf) || !Array.isArray(tf.locations)) continue;
          for (const l of tf.locations)
            if (isObject(l) && Number.isInteger(l.index))
              l.index = (l.index as number) + remap.threadFlowLocations;
        }
      } else if (key === 'taxa' && Array.isArray(value) && taxonomiesMoved) {
        for (const t of value) {
          if (isObject(t) && isObject(t.toolComponent) && Number.isInteger(t.toolComponent.index)) {
            t.toolComponent.index =
              remap.taxonomies[t.toolComponent.index as number] ?? t.toolComponent.index;
          }
        }
      }
      stack.push(value);
    }
  }
}

const IMPORTANCE: Record<string, number> = { essential: 0, important: 1, unimportant: 2 };

/**
 * Keep `limit` thread-flow locations per result, by importance (essential, important, unimportant) then order,
 * removing thread flows and code flows left empty (the schema wants at least one location and one thread flow).
 */
export function trimThreadFlows(result: JsonObject, limit: number): number {
  if (!Array.isArray(result.codeFlows)) return 0;
  const all: { tf: JsonObject; i: number; importance: number; order: number }[] = [];
  for (const cf of result.codeFlows) {
    if (!isObject(cf) || !Array.isArray(cf.threadFlows)) continue;
    for (const tf of cf.threadFlows) {
      if (!isObject(tf) || !Array.isArray(tf.locations)) continue;
      tf.locations.forEach((l, i) => {
        const imp = isObject(l) && typeof l.importance === 'string' ? (IMPORTANCE[l.importance] ?? 1) : 1;
        all.push({ tf, i, importance: imp, order: all.length });
      });
    }
  }
  if (all.length <= limit) return 0;
  all.sort((a, b) => a.importance - b.importance || a.order - b.order);
  const keep = new Map<JsonObject, Set<number>>();
  for (const e of all.slice(0, limit)) {
    let s = keep.get(e.tf);
    if (!s) keep.set(e.tf, (s = new Set()));
    s.add(e.i);
  }
  const codeFlows = result.codeFlows.filter((cf) => {
    if (!isObject(cf) || !Array.isArray(cf.threadFlows)) return true;
    cf.threadFlows = cf.threadFlows.filter((tf) => {
      if (!isObject(tf) || !Array.isArray(tf.locations)) return true;
      const s = keep.get(tf);
      if (!s) return false;
      tf.locations = tf.locations.filter((_, i) => s.has(i));
      return true;
    });
    return cf.threadFlows.length > 0;
  });
  if (codeFlows.length > 0) result.codeFlows = codeFlows;
  else delete result.codeFlows;
  return all.length - limit;
}
