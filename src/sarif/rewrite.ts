/**
 * Pass 2: read back each kept result, rewrite what the plan changed (rule, extension, artifact, logical-location,
 * thread-flow-location and taxonomy indices; locations and thread-flow locations over the limits; the missing
 * line-hash fingerprint) and serialize the upload piece by piece. A result that needs none of this is copied
 * byte for byte, which is most of them; one over the per-result limits only is cut on its bytes (trim-bytes.ts).
 */
import type { Diagnostic } from './diagnostics.js';
import { addPrimaryLocationLineHash, type FingerprintContext } from './fingerprint.js';
import type { Limits } from './limits.js';
import type { KeptResult, OutputRun } from './output-run.js';
import { arrayOf, isObject, type Json, type JsonObject } from './json.js';
import { jsonPieces } from './lazy-rules.js';
import type { RunIndex } from './log-index.js';
import { emptyCounts, remapVisitor, type ReferenceCounts } from './index-maps.js';
import { resolveMessage, renderMessage } from './messages.js';
import { formatSources } from './report.js';
import { gateCopied, gateResult, gateRun } from './output-gate.js';
import { runSpace, walkReferences, type RunSpace } from './references.js';
import { fastResult } from './result-bytes.js';
import { REF_DUPLICATES, REF_LOCAL_DANGLING } from './reference-bits.js';
import { REF_REWRITE } from './result-table.js';
import {
  linkPlaces,
  movedPointer,
  moveLinks,
  moveRunLinks,
  SARIF_SCHEME,
  type LinkPlaces,
} from './message-links.js';
import { trimResultBytes } from './trim-bytes.js';
import { dedupeResultGraphs, dedupeUniqueArrays } from './unique.js';

export interface RewriteContext {
  limits: Limits;
  /** Set to add missing primaryLocationLineHash fingerprints from the checked-out sources. */
  fingerprints?: FingerprintContext;
  /** Warnings raised while rewriting (fingerprints). */
  diagnostics: Diagnostic[];
  /** Where results to copy are read: a piece is the consumer's only until it asks for the next (gzipPieces). */
  scratch?: Buffer;
  /** The upload's source runs' places, where something moved (message-links.ts); set by uploadPieces. */
  links?: LinkPlaces;
}

/** Results up to this size are read into the context's scratch buffer rather than each into a new one. */
const SCRATCH_BYTES = 1 << 20;

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';

/**
 * The upload as a sequence of JSON text pieces (strings, or raw result bytes). A piece is valid only until the next
 * is asked for: results copied byte for byte are read into one scratch buffer.
 */
export function* uploadPieces(runs: OutputRun[], ctx: RewriteContext): Generator<string | Buffer> {
  ctx.links = linkPlaces(runs);
  yield `{"$schema":${JSON.stringify(SARIF_SCHEMA_URI)},"version":"2.1.0","runs":[`;
  for (let r = 0; r < runs.length; r++) {
    if (r > 0) yield ',';
    yield* runPieces(runs[r], ctx);
  }
  yield ']}';
}

function* runPieces(run: OutputRun, ctx: RewriteContext): Generator<string | Buffer> {
  const { results: _ignored, ...members } = run.skeleton;
  const space = runSpace(run.skeleton);
  // Named only if the gate fails: 200,000 results made 200,000 such strings for nothing.
  const place = new GatePlace(run);
  // Run data the plan did not change is the input's, which pass 1 validated and checked.
  if (run.skeletonChanged) gateRun(run.skeleton, space, place);
  const counts = emptyCounts();
  run.report.resultReferences = counts;
  // Rules still kept as their bytes are copied as they are (lazy-rules.ts), like results.
  const head = jsonPieces(runLinksMoved(members, run, ctx, counts));
  const last = head.pop() as string;
  yield* head;
  yield last === '{}' ? '{"results":[' : `${last.slice(0, -1)},"results":[`;
  // Results copied byte for byte that follow each other in their file are read and written as one piece, the
  // commas and white space between them included: most runs are copied whole (issue 21: per-result calls were a
  // tenth of writing 10,000 small files).
  const kept = run.kept;
  let spanStart = -1;
  let spanEnd = 0;
  let spanSource = -1;
  let spanFirst = -1;
  let spanIndex = -1;
  let any = false;
  const flush = (): Iterable<Buffer | string> => {
    const { log } = run.sources[spanSource];
    const length = spanEnd - spanStart;
    const from = spanStart;
    spanStart = -1;
    const bytes = log.source.read(from, length, length <= SCRATCH_BYTES ? scratchOf(ctx) : undefined);
    return ctx.links && bytes.indexOf(SARIF_SCHEME) >= 0
      ? spanWithLinks(bytes, from, run.sources[spanSource], spanFirst, spanIndex, ctx.links, counts)
      : [bytes];
  };
  for (let n = 0; n < kept.length; n++) {
    const k = kept[n];
    place.result = n;
    const t = run.sources[k.source].run.results;
    if (treatment(run, k, ctx) === 'copy') {
      gateCopied(t, k.index, space, place);
      const start = t.start(k.index);
      const end = start + t.byteLength(k.index);
      if (
        spanStart >= 0 &&
        k.source === spanSource &&
        k.index === spanIndex + 1 &&
        end - spanStart <= SCRATCH_BYTES
      ) {
        spanEnd = end;
        spanIndex = k.index;
        continue;
      }
      if (spanStart >= 0) yield* flush();
      if (any) yield ',';
      any = true;
      [spanStart, spanEnd, spanSource, spanFirst, spanIndex] = [start, end, k.source, k.index, k.index];
      continue;
    }
    if (spanStart >= 0) yield* flush();
    if (any) yield ',';
    any = true;
    yield resultBytes(run, k, ctx, space, counts, place);
  }
  if (spanStart >= 0) yield* flush();
  yield ']}';
}

/** The run's own data with its message links moved, where something moved and its sources' data holds `sarif:`. */
function runLinksMoved(
  members: JsonObject,
  run: OutputRun,
  ctx: RewriteContext,
  counts: ReferenceCounts,
): JsonObject {
  if (!ctx.links || !run.sources.some((s) => s.run.memberLinks)) return members;
  const { members: out, moved, unlinked } = moveRunLinks(members, run, ctx.links);
  counts.remapped += moved;
  if (unlinked > 0) counts.removed['message links'] = (counts.removed['message links'] ?? 0) + unlinked;
  return out;
}

/**
 * A span of results copied byte for byte that holds `sarif:`: each result on its own, those whose message links
 * now point elsewhere rewritten (message-links.ts).
 */
function* spanWithLinks(
  bytes: Buffer,
  from: number,
  { log, run: source }: OutputRun['sources'][number],
  first: number,
  last: number,
  links: LinkPlaces,
  counts: ReferenceCounts,
): Generator<Buffer | string> {
  const t = source.results;
  for (let i = first; i <= last; i++) {
    if (i > first) yield ',';
    const at = t.start(i) - from;
    const piece = bytes.subarray(at, at + t.byteLength(i));
    if (piece.indexOf(SARIF_SCHEME) < 0) {
      yield piece;
      continue;
    }
    const result = JSON.parse(piece.toString('utf8')) as JsonObject;
    yield followLinks(result, log.file, links, counts) ? JSON.stringify(result) : piece;
  }
}

/** Move the result's message links to where their targets are in the upload; whether any changed. */
function followLinks(result: JsonObject, file: string, links: LinkPlaces, counts: ReferenceCounts): boolean {
  const { moved, unlinked } = moveLinks(result, (pointer) => movedPointer(links, file, pointer));
  counts.remapped += moved;
  if (unlinked > 0) counts.removed['message links'] = (counts.removed['message links'] ?? 0) + unlinked;
  return moved + unlinked > 0;
}

function scratchOf(ctx: RewriteContext): Buffer {
  return (ctx.scratch ??= Buffer.allocUnsafeSlow(SCRATCH_BYTES));
}

/** Where in the upload the gate is, for its message: the run, and the result being written (-1: none). */
class GatePlace {
  result = -1;
  constructor(private readonly run: OutputRun) {}
  toString(): string {
    const { run } = this;
    const from = formatSources(run.sources.map((s) => ({ file: s.log.file, run: s.run.index })));
    const where = `run "${run.tool}"${run.category ? ` (category "${run.category}")` : ''} from ${from}`;
    return this.result < 0 ? where : `${where}, result ${this.result}`;
  }
}

/** What a kept result needs: nothing (copied byte for byte), only the per-result limits, or a rewrite. */
function treatment(run: OutputRun, k: KeptResult, ctx: RewriteContext): 'copy' | 'limits' | 'rewrite' {
  const t = run.sources[k.source].run.results;
  const i = k.index;
  const mask = t.refMask(i);
  if (
    run.rewriteAll[k.source] ||
    (mask & (REF_DUPLICATES | REF_REWRITE | REF_LOCAL_DANGLING)) !== 0 ||
    (mask & run.changed[k.source]) !== 0 ||
    (run.rulesChanged[k.source] && (t.ruleIndex(i) !== -1 || t.component(i) !== -1)) ||
    t.messageId(i) !== undefined ||
    ruleIdToAdd(run.sources[k.source].run, i) !== undefined ||
    (ctx.fingerprints !== undefined && !t.hasLineHash(i))
  )
    return 'rewrite';
  return t.locations(i) > ctx.limits.locationsPerResult ||
    t.threadFlowLocations(i) > ctx.limits.threadFlowLocationsPerResult
    ? 'limits'
    : 'copy';
}

function resultBytes(
  run: OutputRun,
  k: KeptResult,
  ctx: RewriteContext,
  space: RunSpace,
  counts: ReferenceCounts,
  where: GatePlace,
): string | Buffer {
  const { log, run: source } = run.sources[k.source];
  const t = source.results;
  const length = t.byteLength(k.index);
  const bytes = log.source.read(
    t.start(k.index),
    length,
    length <= SCRATCH_BYTES ? scratchOf(ctx) : undefined,
  );
  const needs = treatment(run, k, ctx);
  if (needs === 'copy') {
    gateCopied(t, k.index, space, where);
    return bytes;
  }
  if (needs === 'limits') {
    // Cut on the bytes (trim-bytes.ts), gated by the byte validator: sure it is valid, or the path below decides.
    const trimmed = trimResultBytes(bytes, ctx.limits, inheritedImportance(run.skeleton));
    if (
      trimmed !== undefined &&
      fastResult(trimmed, 0, trimmed.length) !== undefined &&
      !(ctx.links && trimmed.indexOf(SARIF_SCHEME) >= 0)
    ) {
      gateCopied(t, k.index, space, where); // only items were left out: no reference points further than before
      return trimmed;
    }
  }
  const result = JSON.parse(bytes.toString('utf8')) as JsonObject;
  const moved = rewriteResult(result, run, k, ctx, counts, space);
  // A text rendered from a message string may hold links its bytes did not (the rule's string does).
  const message = result.message;
  const rendered =
    t.messageId(k.index) !== undefined && isObject(message) && String(message.text).includes('sarif:');
  if (ctx.links && (bytes.indexOf(SARIF_SCHEME) >= 0 || rendered))
    followLinks(result, log.file, ctx.links, counts);
  if (ctx.fingerprints) {
    const pointer = `/runs/${source.index}/results/${k.index}`;
    const fp = { ...ctx.fingerprints, file: log.file };
    for (const d of addPrimaryLocationLineHash(result, pointer, run.skeleton as never, fp))
      ctx.diagnostics.push(d);
  }
  gateResult(result, space, where, moved);
  if (!moved) gateCopied(t, k.index, space, where);
  return JSON.stringify(result);
}

/**
 * Apply the plan's index maps, the message rendering and the per-result limits to one parsed result (mutated).
 * Returns whether its references were moved. `target`: the output run's space, where components named by guid or
 * name are looked up again.
 */
export function rewriteResult(
  result: JsonObject,
  run: OutputRun,
  k: KeptResult,
  ctx: RewriteContext,
  counts: ReferenceCounts = emptyCounts(),
  target?: RunSpace,
): boolean {
  const source = run.sources[k.source].run;
  const t = source.results;
  if (t.messageId(k.index) !== undefined) renderById(result, source, run.maps[k.source].space, k.index);
  const ruleId = ruleIdToAdd(source, k.index);
  if (ruleId !== undefined && result.ruleId === undefined) result.ruleId = ruleId;
  const maps = run.maps[k.source];
  const mask = t.refMask(k.index);
  const moved =
    run.rewriteAll[k.source] ||
    (mask & (REF_REWRITE | REF_LOCAL_DANGLING)) !== 0 ||
    (mask & run.changed[k.source]) !== 0 ||
    (run.rulesChanged[k.source] && (t.ruleIndex(k.index) !== -1 || t.component(k.index) !== -1));
  const gone = removedCount(counts);
  if (moved) walkReferences(result, 'result', maps.space, remapVisitor(maps, counts, target));
  // A reference left out, or moved onto an item the merge found equal to another, can leave two items equal.
  if (
    t.refMask(k.index) & REF_DUPLICATES ||
    (moved && (removedCount(counts) > gone || (run.report.duplicatesRemoved ?? 0) > 0))
  ) {
    dedupeResultGraphs(result);
    dedupeUniqueArrays(result, 'result');
  }
  if (Array.isArray(result.locations) && result.locations.length > ctx.limits.locationsPerResult) {
    result.locations = result.locations.slice(0, ctx.limits.locationsPerResult);
  }
  trimThreadFlows(result, ctx.limits.threadFlowLocationsPerResult, inheritedImportance(run.skeleton));
  return moved;
}

/**
 * The id of the rule a result names by index or guid only: SARIF wants ruleId or rule.id as well (§3.27.5), and viewers and
 * validators group by it, so the upload carries it.
 */
export function ruleIdToAdd(source: RunIndex, i: number): string | undefined {
  const t = source.results;
  if (t.ruleId(i) !== undefined || t.resolvedRule(i) < 0) return undefined;
  const id = source.ruleComponents[t.resolvedComponent(i) + 1]?.rules[t.resolvedRule(i)]?.id;
  return typeof id === 'string' ? id : undefined;
}

/** message.text from the message string its id names (pass 1 checked that it resolves). */
function renderById(result: JsonObject, source: RunIndex, space: RunSpace, i: number): void {
  const message = result.message;
  if (!isObject(message) || typeof message.id !== 'string') return;
  const t = source.results;
  const comp = t.resolvedComponent(i);
  const rule = t.resolvedRule(i) >= 0 ? source.ruleComponents[comp + 1].rules[t.resolvedRule(i)] : undefined;
  const component = comp >= 0 ? space.components.extensions[comp] : space.driver;
  const template = resolveMessage(message.id, rule, isObject(component) ? component : undefined);
  if (template === undefined) return;
  message.text = renderMessage(template, Array.isArray(message.arguments) ? message.arguments : undefined);
  // The text is the message now, whole. Its id and arguments go: a reader fills a text's placeholders from
  // `arguments` (§3.11.5), so a `{0}` the template wrote as `{{0}}` would be filled again; and the id may name a
  // message string the upload's rule lacks (a merge keeps one file's rule).
  delete message.id;
  delete message.arguments;
}

const IMPORTANCE: Record<string, number> = { essential: 0, important: 1, unimportant: 2 };

const inheritedCache = new WeakMap<JsonObject, readonly (number | undefined)[] | undefined>();

/**
 * The trim rank of each of the run's threadFlowLocations that has an importance, which the steps that name it by
 * index and say none of their own take; undefined when none has one. Once per output run.
 */
export function inheritedImportance(skeleton: JsonObject): readonly (number | undefined)[] | undefined {
  if (inheritedCache.has(skeleton)) return inheritedCache.get(skeleton);
  const cached = arrayOf(skeleton.threadFlowLocations);
  let ranks: (number | undefined)[] | undefined;
  cached.forEach((t, i) => {
    if (isObject(t) && typeof t.importance === 'string') (ranks ??= [])[i] = IMPORTANCE[t.importance] ?? 1;
  });
  inheritedCache.set(skeleton, ranks);
  return ranks;
}

/**
 * Keep `limit` thread-flow locations per result, by importance (essential, important, unimportant) then order,
 * removing thread flows and code flows left empty (the schema wants at least one location and one thread flow).
 */
export function trimThreadFlows(
  result: JsonObject,
  limit: number,
  inherited?: readonly (number | undefined)[],
): number {
  if (!Array.isArray(result.codeFlows)) return 0;
  const all: { tf: JsonObject; i: number; importance: number; order: number }[] = [];
  const rank = (l: Json) => {
    if (!isObject(l)) return 1;
    if (typeof l.importance === 'string') return IMPORTANCE[l.importance] ?? 1;
    if (l.importance !== undefined) return 1;
    // A step without its own importance takes its cached object's (SARIF §3.38.2: the index names it).
    return (typeof l.index === 'number' ? inherited?.[l.index] : undefined) ?? 1;
  };
  for (const cf of result.codeFlows) {
    if (!isObject(cf) || !Array.isArray(cf.threadFlows)) continue;
    for (const tf of cf.threadFlows) {
      if (!isObject(tf) || !Array.isArray(tf.locations)) continue;
      tf.locations.forEach((l, i) => {
        all.push({ tf, i, importance: rank(l), order: all.length });
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

function removedCount(counts: ReferenceCounts): number {
  let n = 0;
  for (const kind in counts.removed) n += counts.removed[kind];
  return n;
}
