/**
 * Pass 1 over one input: scan it, validate each result on its own, check the service's rules, and keep an index
 * (run skeletons plus a few numbers per result) from which the trim later reads back only what it keeps. Most
 * results are read by the byte validator where they lie in the chunk (result-bytes.ts); the others are captured and
 * parsed. When many need parsing, the per-result work moves to worker threads (result-pool.ts; WORKER_SAMPLE_BYTES).
 */
import type { ByteSource } from './byte-source.js';
import { joinPointer, type Diagnostic } from './diagnostics.js';
import { lineColumns, offsetOfPointer, pointerTokens } from './json-position.js';
import {
  analyzeResult,
  isObject,
  parseBytes,
  serviceChecks,
  type Json,
  type JsonObject,
} from './result-facts.js';
import type { PendingDiagnostic, ResultFacts } from './facts.js';
import {
  defaultWorkerCount,
  ResultPool,
  unpackFacts,
  type BatchReply,
  type SharedPools,
} from './result-pool.js';
import { readResult } from './result-bytes.js';
import { ResultStore, ResultTable } from './result-table.js';
import {
  DEFAULT_SCAN_LIMITS,
  isWhitespace,
  SarifScanner,
  ScanError,
  type ScanHandler,
  type ScanLimits,
  type Slice,
} from './scanner.js';
import { MAX_SCHEMA_DIAGNOSTICS, validateLog } from './schema-validate.js';
import { checkVisitor } from './index-maps.js';
import {
  NOT_REFERENCES,
  REF_LOCAL_DANGLING,
  REF_RULE_INDEX_IN_RULE,
  REF_TAXA,
  REF_TAXONOMIES,
  refBit,
} from './reference-bits.js';
import { runSpace, RUN_ARRAYS, walkReferences, type RunSpace } from './references.js';
import { resolveMessage } from './messages.js';
import { isUtf8Inside } from './utf8.js';
import { effectiveLevel, NO_RULE, priorityOf, ruleSeverity, type RuleSeverity } from './severity.js';

export { isObject, type Json, type JsonObject } from './result-facts.js';

export interface Span {
  start: number;
  length: number;
}

export interface RunIndex {
  /** Position of the run in its file. */
  index: number;
  start: number;
  /** Every member of the run except an array-valued `results`, parsed. */
  skeleton: JsonObject;
  /** Where each skeleton member lies in the file, to locate diagnostics (the plan's too). */
  members: Map<string, Span>;
  results: ResultTable;
  /** Rule metadata per component (index 0: the driver, k+1: extension k), for ranking and reference checks. */
  ruleComponents: RuleComponent[];
  /** Results whose message is given by id and was resolved: rendered on output. */
  messagesById: number;
  /** The schema found repeated items in the run's own data (not its results): the plan deduplicates them. */
  repeatsItems?: boolean;
}

export interface RuleComponent {
  /** The component's rules, as in the skeleton. */
  rules: JsonObject[];
}

export interface ReadTimings {
  /** Wall time of the scan on the main thread (with workers: including waiting for them). */
  scanMs: number;
  /** Time spent in JSON.parse and in validation; with workers, summed over the worker threads. */
  parseMs: number;
  validateMs: number;
  /** Worker threads used (0: all on the main thread). */
  workers: number;
}

export interface LogIndex {
  file: string;
  size: number;
  source: ByteSource;
  /** Members of the root object other than `runs`. */
  root: JsonObject;
  runs: RunIndex[];
  /** Diagnostics kept (up to the cap) and counted. */
  diagnostics: Diagnostic[];
  errorCount: number;
  warningCount: number;
  timings: ReadTimings;
}

export interface ReadOptions {
  /** Diagnostics kept per file and severity; all are counted. Default 100. */
  maxDiagnostics?: number;
  /** Called as the scan advances. */
  onProgress?: (bytesRead: number, totalBytes: number) => void;
  scanLimits?: ScanLimits;
  /**
   * Worker threads for the per-result work from the start (0: none). Default: decided by measurement, see
   * WORKER_SAMPLE_BYTES.
   */
  workers?: number;
  /**
   * Where the result tables keep their columns: one store for every file of a check costs nothing per run or file
   * (issue 21). Tables are filled one after another, so files sharing a store must be read one after another.
   */
  store?: ResultStore;
  /** Workers lent by the caller (started once for all its inputs) instead of a pool of this read's own. */
  pools?: SharedPools;
  /** The measurement behind the default worker choice (tests use small figures). */
  workerChoice?: { sampleBytes: number; minRest: number };
}

/**
 * Without a worker count, the main thread reads the first results itself; once it has read this many bytes of them
 * it starts workers (one per core) only if the reference path (JSON.parse + ajv, ~50 MB/s) took more than
 * SLOW_SHARE of those bytes and at least WORKER_MIN_REST bytes of input remain. Measured on 2 cores (README,
 * Benchmarks): results the byte pass reads (~170 MB/s on the hostile shape) gain nothing from workers, which
 * would copy every result and scan it twice; results it leaves to ajv read about 1.3x faster with two.
 */
export const WORKER_SAMPLE_BYTES = 8 * 1024 * 1024;
const SLOW_SHARE = 0.25;
export const WORKER_MIN_REST = 64 * 1024 * 1024;
/** Results travel to workers in batches of about this many bytes; at most MAX_IN_FLIGHT batches at a time. */
const BATCH_BYTES = 1 << 20;
const MAX_IN_FLIGHT = 8;
/** The byte pass reads up to this many bytes past its limit (a \u escape's digits). */
const READ_MARGIN = 8;

/** Set an own property even when the key is `__proto__`: parsed data never touches a prototype. */
export function setOwn(target: JsonObject, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

class Collector {
  readonly kept: PendingDiagnostic[] = [];
  errors = 0;
  warnings = 0;
  constructor(private readonly cap: number) {}
  add(d: PendingDiagnostic): void {
    const count = d.severity === 'error' ? ++this.errors : ++this.warnings;
    if (count <= this.cap) this.kept.push(d);
  }
  /** Result-level checks can stop early once the cap is reached and nothing more will be shown. */
  get full(): boolean {
    return this.errors >= this.cap;
  }
}

function pushFacts(table: ResultTable, start: number, length: number, f: ResultFacts): void {
  // A literal of one fixed shape (no spread): this runs once per result, and the table's push stays monomorphic.
  table.push({
    start,
    length,
    ruleId: f.ruleId === undefined ? -1 : table.intern(f.ruleId),
    ruleIndex: f.ruleIndex,
    // A component named rather than indexed is kept as -2 - (interned name) until the run's end resolves it.
    component: f.componentRef === undefined ? f.component : -2 - table.intern(f.componentRef),
    level: f.level,
    kindFail: f.kindFail,
    locations: f.locations,
    threadFlowLocations: f.threadFlowLocations,
    hasLineHash: f.hasLineHash,
    refMask: f.refMask,
    maxArtifact: f.maxArtifact,
    maxLogical: f.maxLogical,
    maxThreadFlow: f.maxThreadFlow,
    maxOther: f.maxOther,
    messageId: f.messageId === undefined ? -1 : table.intern(f.messageId),
  });
}

/** Results waiting to go to a worker: their bytes are copied into one transferable buffer at flush. */
interface Batch {
  run: RunIndex;
  first: number;
  slices: Slice[];
  bytes: number;
}

export async function readLog(
  file: string,
  source: ByteSource,
  options: ReadOptions = {},
): Promise<LogIndex> {
  const sink = new Collector(options.maxDiagnostics ?? 100);
  const store = options.store ?? new ResultStore();
  const root: JsonObject = {};
  const rootMembers = new Map<string, Span>();
  const runs: RunIndex[] = [];
  let runsIsArray = false;
  let rootIsObject = true;
  const timings: ReadTimings = { scanMs: 0, parseMs: 0, validateMs: 0, workers: 0 };
  const syntaxErrors: ScanError[] = [];

  const startPool = (size: number) => (options.pools ? options.pools.get(size) : new ResultPool(size));
  let pool = options.workers ? startPool(options.workers) : undefined;
  timings.workers = options.workers ?? 0;
  /** Result bytes read on the main thread, and those of them the reference path read (for the worker choice). */
  let mainResultBytes = 0;
  let slowResultBytes = 0;
  let decided = options.workers !== undefined;
  /** Per-result work done on the main thread (the scan's own time is the rest). */
  let mainWorkMs = 0;
  let batch: Batch | undefined;
  let batchId = 0;
  const inFlight: {
    run: RunIndex;
    starts: Float64Array;
    lengths: Float64Array;
    reply: Promise<BatchReply>;
  }[] = [];
  const endedRuns: RunIndex[] = [];
  /** Where the last result the byte pass was not sure of starts, and the end of the chunk it was tried in. */
  let triedAt = -1;
  let triedUpTo = -1;
  /** The chunk being scanned is well-formed UTF-8 (but for a sequence its bounds may cut). */
  let chunkIsUtf8 = false;

  const parseTimed = (slice: Slice, pointer: string): Json => {
    const t = performance.now();
    const v = parseBytes(slice.bytes, slice.start, pointer);
    const ms = performance.now() - t;
    timings.parseMs += ms;
    mainWorkMs += ms;
    return v;
  };

  /** After a chunk: start workers if the sample says they pay (see WORKER_SAMPLE_BYTES). */
  const chooseWorkers = (done: number) => {
    const choice = options.workerChoice ?? { sampleBytes: WORKER_SAMPLE_BYTES, minRest: WORKER_MIN_REST };
    if (decided || mainResultBytes < choice.sampleBytes) return;
    decided = true;
    if (slowResultBytes > SLOW_SHARE * mainResultBytes && source.size - done >= choice.minRest) {
      timings.workers = defaultWorkerCount();
      pool = startPool(timings.workers);
    }
  };

  const flush = () => {
    if (!batch || !pool) return;
    const { run, first, slices, bytes } = batch;
    batch = undefined;
    const buffer = Buffer.allocUnsafeSlow(bytes); // not pooled: its ArrayBuffer is transferred
    const ends = new Uint32Array(slices.length);
    const starts = new Float64Array(slices.length);
    const lengths = new Float64Array(slices.length);
    let at = 0;
    slices.forEach((s, k) => {
      s.bytes.copy(buffer, at);
      at += s.bytes.length;
      ends[k] = at;
      starts[k] = s.start;
      lengths[k] = s.bytes.length;
    });
    const reply = pool.submit({
      id: batchId++,
      file,
      run: run.index,
      first,
      bytes: buffer,
      ends,
      starts: starts.slice(),
      validate: !sink.full,
    });
    inFlight.push({ run, starts, lengths, reply });
  };

  /** Apply the oldest batch's reply: results enter their table in document order. */
  const applyOldest = async () => {
    const { run, starts, lengths, reply } = inFlight.shift()!;
    const r = await reply;
    unpackFacts(r.facts).forEach((f, k) => pushFacts(run.results, starts[k], lengths[k], f));
    for (const d of r.diagnostics) sink.add(d);
    if (r.syntax) {
      const { message, offset, hint, pointer, rule } = r.syntax;
      syntaxErrors.push(new ScanError(message, offset, hint, pointer, rule));
    }
    timings.parseMs += r.parseMs;
    timings.validateMs += r.validateMs;
  };

  const drain = async () => {
    flush();
    while (inFlight.length > 0) await applyOldest();
  };

  const finishEndedRuns = () => {
    for (const run of endedRuns.splice(0)) finishRun(run, sink, source);
  };

  const handler: ScanHandler = {
    rootMember(key, value) {
      setOwn(root, key, parseTimed(value, joinPointer('', key)));
      rootMembers.set(key, { start: value.start, length: value.bytes.length });
    },
    rootValue(value) {
      rootIsObject = false;
      const v = parseTimed(value, '');
      const found = Array.isArray(v) ? 'an array' : v === null ? 'null' : `a ${typeof v}`;
      sink.add({
        severity: 'error',
        rule: 'schema',
        pointer: '',
        offset: value.start,
        message: `the document must be a JSON object with "version" and "runs", found ${found}`,
        hint: 'Check that this file is the SARIF output of the analyser.',
      });
    },
    runsStart() {
      runsIsArray = true;
    },
    runStart(run, offset) {
      runs.push({
        index: run,
        start: offset,
        skeleton: {},
        members: new Map(),
        results: new ResultTable(store),
        ruleComponents: [],
        messagesById: 0,
      });
    },
    runMember(run, key, value) {
      const r = runs[runs.length - 1];
      setOwn(r.skeleton, key, parseTimed(value, joinPointer('', 'runs', run, key)));
      r.members.set(key, { start: value.start, length: value.bytes.length });
    },
    resultsStart(run, offset) {
      runs[runs.length - 1].members.set('results', { start: offset, length: 0 });
    },
    readResult(run, index, chunk, at, offset) {
      if (pool) return -1; // the workers read results
      const t = performance.now();
      // Stop short of the chunk's end: the pass may look a few bytes past its limit, never past the buffer's end.
      const limit = chunk.length - READ_MARGIN;
      const read = readResult(chunk, at, limit, chunkIsUtf8);
      const ms = performance.now() - t;
      timings.validateMs += ms;
      mainWorkMs += ms;
      if (read === undefined) {
        // Unsure, or the result goes on past the limit: it is captured and comes back through result().
        triedAt = offset;
        triedUpTo = offset - at + limit;
        return -1;
      }
      let end = read.end;
      while (end > at && isWhitespace(chunk[end - 1])) end--;
      mainResultBytes += end - at;
      pushFacts(runs[runs.length - 1].results, offset, end - at, read.facts);
      for (const d of serviceChecks(read.facts, () => `/runs/${run}/results/${index}`)) sink.add(d);
      return read.end;
    },
    result(run, index, slice) {
      const r = runs[runs.length - 1];
      if (pool) {
        if (batch && batch.run !== r) flush();
        batch ??= { run: r, first: index, slices: [], bytes: 0 };
        batch.slices.push(slice);
        batch.bytes += slice.bytes.length;
        if (batch.bytes >= BATCH_BYTES) flush();
        return;
      }
      // The byte pass already failed on these very bytes (they were all in one chunk): do not repeat it.
      const tried = slice.start === triedAt && slice.start + slice.bytes.length <= triedUpTo;
      const a = analyzeResult(
        slice.bytes,
        slice.start,
        file,
        `/runs/${run}/results/${index}`,
        !sink.full,
        !tried,
      );
      timings.parseMs += a.parseMs;
      timings.validateMs += a.validateMs;
      mainWorkMs += a.parseMs + a.validateMs;
      mainResultBytes += slice.bytes.length;
      if (!a.byBytes) slowResultBytes += slice.bytes.length;
      pushFacts(r.results, slice.start, slice.bytes.length, a.facts);
      for (const d of a.diagnostics) sink.add(d);
    },
    runEnd() {
      // Ranking needs every result of the run: with workers, wait for them first (after this chunk).
      endedRuns.push(runs[runs.length - 1]);
      if (!pool) finishEndedRuns();
    },
    runValue(run, value) {
      const v = parseTimed(value, `/runs/${run}`);
      runs.push({
        index: run,
        start: value.start,
        skeleton: v as JsonObject,
        members: new Map(),
        results: new ResultTable(store),
        ruleComponents: [],
        messagesById: 0,
      });
    },
  };

  const started = performance.now();
  const scanner = new SarifScanner(handler, options.scanLimits ?? DEFAULT_SCAN_LIMITS);
  try {
    let done = 0;
    // A chunk is free again once nothing refers to it: results and members are parsed or validated where they lie,
    // results for workers are copied out (flush) before the next chunk, and so is the start of a result the chunk cut.
    for await (const chunk of source.chunksAhead(() => batch === undefined && scanner.releaseChunks())) {
      // One check of the chunk's UTF-8 (native, ~20 GB/s) spares the byte pass a check per result (utf8.ts). What
      // it leaves out is never read by the byte pass: continuation bytes at the start come before any result's `{`,
      // and the last 3 bytes lie past its limit (READ_MARGIN), so a result there is captured and checked whole.
      chunkIsUtf8 = isUtf8Inside(chunk);
      scanner.feed(chunk);
      done += chunk.length;
      options.onProgress?.(done, source.size);
      chooseWorkers(done);
      if (pool) {
        flush();
        while (inFlight.length > MAX_IN_FLIGHT) await applyOldest();
        if (endedRuns.length > 0) await drain();
        if (syntaxErrors.length > 0) break;
      }
      finishEndedRuns();
    }
    if (syntaxErrors.length === 0) scanner.end();
  } catch (err) {
    if (!(err instanceof ScanError)) throw err;
    syntaxErrors.push(err);
  } finally {
    await drain().finally(() => (options.pools ? undefined : pool?.close()));
  }
  finishEndedRuns();
  timings.scanMs = performance.now() - started - mainWorkMs;

  // The first grammar error in the file, whoever found it: the file cannot be read past it.
  const syntax = syntaxErrors.sort((a, b) => a.offset - b.offset)[0];
  if (syntax) {
    sink.add({
      severity: 'error',
      rule: syntax.rule,
      pointer: syntax.pointer,
      offset: syntax.offset,
      message: syntax.message,
      hint: syntax.hint ?? 'Fix the JSON syntax at this position; the file cannot be read past it.',
    });
  } else if (rootIsObject) {
    const t = performance.now();
    checkDocument(file, root, runs, runsIsArray, sink);
    timings.validateMs += performance.now() - t;
  }

  const diagnostics = placeDiagnostics(file, source, sink.kept, rootMembers, runs);
  return {
    file,
    size: source.size,
    source,
    root,
    runs,
    diagnostics,
    errorCount: sink.errors,
    warningCount: sink.warnings,
    timings,
  };
}

/** At the end of a run its rules are known, whatever the key order: resolve every result's rule and rank it. */
function finishRun(run: RunIndex, sink: Collector, source: ByteSource): void {
  const tool = isObject(run.skeleton.tool) ? run.skeleton.tool : {};
  const driver = isObject(tool.driver) ? tool.driver : {};
  const extensions = Array.isArray(tool.extensions) ? tool.extensions : [];
  const component = (c: Json): RuleComponent => ({
    rules: isObject(c) && Array.isArray(c.rules) ? (c.rules.filter(isObject) as JsonObject[]) : [],
  });
  run.ruleComponents = [component(driver), ...extensions.map(component)];
  // Needed here only: made per rule as the profiles ask (most rules of a large rule set have no result).
  const severities = new Map<number, RuleSeverity>();
  const severity = ([c, r]: [number, number]) => {
    const key = r * (run.ruleComponents.length + 1) + c + 1;
    let sev = severities.get(key);
    if (!sev) severities.set(key, (sev = ruleSeverity(run.ruleComponents[c + 1].rules[r])));
    return sev;
  };
  // First occurrence of each rule id: the driver first, then extensions in order.
  let byId: Map<string, [number, number]> | undefined;
  const inComponent = new Map<number, Map<string, number>>();
  const lookup = (id: string, only: number): [number, number] | undefined => {
    if (!byId) {
      byId = new Map();
      run.ruleComponents.forEach((c, ci) =>
        c.rules.forEach((rule, ri) => {
          if (typeof rule.id === 'string' && !byId!.has(rule.id)) byId!.set(rule.id, [ci - 1, ri]);
        }),
      );
    }
    if (only >= 0) {
      // First occurrence in that component, by a map made once per component (not a search per profile).
      const rules = run.ruleComponents[only + 1]?.rules;
      if (!rules) return undefined;
      let ids = inComponent.get(only);
      if (!ids) {
        ids = new Map();
        for (let ri = rules.length - 1; ri >= 0; ri--)
          if (typeof rules[ri].id === 'string') ids.set(rules[ri].id as string, ri);
        inComponent.set(only, ids);
      }
      const ri = ids.get(id);
      return ri !== undefined ? [only, ri] : undefined;
    }
    return byId.get(id);
  };
  const hasRules = run.ruleComponents.some((c) => c.rules.length > 0);
  const t = run.results;
  const named = (ref: string): number | undefined => {
    if (driver.guid === ref || driver.name === ref) return -1;
    const k = extensions.findIndex((e) => isObject(e) && (e.guid === ref || e.name === ref));
    return k >= 0 ? k : undefined;
  };
  // The rule is resolved once per profile (result-table.ts); each result of a profile draws its diagnostic.
  const draws: (((pointer: string) => PendingDiagnostic) | undefined)[] = [];
  const unknownIds: (string | undefined)[] = [];
  let anyDrawn = false;
  for (let p = 0; p < t.profileCount; p++) {
    const f = t.profileFacts(p);
    const ruleId = f.ruleId < 0 ? undefined : t.ruleIds[f.ruleId];
    let draw: ((pointer: string) => PendingDiagnostic) | undefined;
    let resolved: [number, number] | undefined;
    let ci = f.component;
    const ref = ci <= -2 ? t.ruleIds[-2 - ci] : undefined;
    if (ref !== undefined) ci = named(ref) ?? -2;
    const comp = run.ruleComponents[ci + 1];
    if (ref !== undefined && ci === -2) {
      draw = (pointer) => ({
        severity: 'error',
        rule: 'rule-reference',
        pointer: `${pointer}/rule/toolComponent`,
        message: `rule.toolComponent names "${ref}", which is neither the driver nor one of the run's ${extensions.length} tool extensions`,
        hint: 'Name the component by the guid or name it has in tool.driver or tool.extensions, or give its index.',
      });
    } else if (ci >= 0 && !comp) {
      draw = (pointer) => ({
        severity: 'error',
        rule: 'rule-reference',
        pointer: `${pointer}/rule/toolComponent/index`,
        message: `rule.toolComponent.index ${ci} is out of range: the run has ${extensions.length} tool extensions`,
        hint: 'Point rule.toolComponent.index at an entry of tool.extensions.',
      });
    } else if (f.ruleIndex >= 0) {
      const ri = f.ruleIndex;
      const where = ci >= 0 ? `tool.extensions[${ci}].rules` : 'tool.driver.rules';
      if (ri >= comp.rules.length) {
        // The index the result gives: its ruleIndex, else its rule.index (resultFacts).
        const given = f.refMask & REF_RULE_INDEX_IN_RULE ? 'rule/index' : 'ruleIndex';
        draw = (pointer) => ({
          severity: 'error',
          rule: 'rule-reference',
          pointer: `${pointer}/${given}`,
          message: `${given.replace('/', '.')} ${ri} is out of range: ${where} has ${comp.rules.length} rules`,
          hint: 'The index must point into the rules array of the component the result names (the driver by default).',
        });
      } else {
        resolved = [ci, ri];
        const id = comp.rules[ri].id;
        if (ruleId !== undefined && typeof id === 'string' && ruleId !== id && !ruleId.startsWith(`${id}/`)) {
          draw = (pointer) => ({
            severity: 'warning',
            rule: 'rule-reference',
            pointer: `${pointer}/ruleId`,
            message: `ruleId "${ruleId}" and ruleIndex ${ri} name different rules (${where}[${ri}].id is "${id}"); ranking uses the rule at ruleIndex`,
            hint: 'Make ruleId and ruleIndex name the same rule (SARIF §3.27.5).',
          });
        }
      }
    } else if (ruleId !== undefined) {
      resolved = lookup(ruleId, ci);
      if (!resolved && hasRules) unknownIds[p] = ruleId;
    }
    draws[p] = draw;
    anyDrawn ||= draw !== undefined || unknownIds[p] !== undefined;
    const sev = resolved ? severity(resolved) : NO_RULE;
    const level = effectiveLevel(f.level, f.kindFail === 1, sev);
    t.resolveProfile(p, resolved ? resolved[0] : -1, resolved ? resolved[1] : -1, priorityOf(sev, level));
  }
  const warned = new Set<string>();
  for (let i = 0; anyDrawn && i < t.length; i++) {
    const p = t.profile(i);
    const draw = draws[p];
    if (draw) sink.add(draw(`/runs/${run.index}/results/${i}`));
    const id = unknownIds[p];
    if (id === undefined || warned.has(id)) continue;
    warned.add(id);
    sink.add({
      severity: 'warning',
      rule: 'rule-reference',
      pointer: `/runs/${run.index}/results/${i}/ruleId`,
      message: `ruleId "${id}" is not among the run's rules; the alert will have no rule metadata`,
      hint: 'List the rule in tool.driver.rules (or the extension that defines it).',
    });
  }
  t.seal();
  if (!isObject(run.skeleton)) return;
  const space = runSpace(run.skeleton);
  checkMessages(run, space, sink);
  checkReferences(run, space, sink, source);
}

/** A message given by id must resolve through the rule's or the component's message strings (§3.11.7). */
function checkMessages(run: RunIndex, space: RunSpace, sink: Collector): void {
  const t = run.results;
  // Whether each profile's message id resolves (undefined: no id); its rule and component are the profile's.
  const resolves: (boolean | undefined)[] = [];
  let anyFails = false;
  for (let p = 0; p < t.profileCount; p++) {
    const f = t.profileFacts(p);
    if (f.messageId < 0) continue;
    const comp = t.profileComponent(p);
    const rule = t.profileRule(p) >= 0 ? run.ruleComponents[comp + 1].rules[t.profileRule(p)] : undefined;
    const component = comp >= 0 ? space.components.extensions[comp] : space.driver;
    resolves[p] =
      resolveMessage(t.ruleIds[f.messageId], rule, isObject(component) ? component : undefined) !== undefined;
    if (resolves[p]) run.messagesById += t.profileSize(p);
    else anyFails = true;
  }
  for (let i = 0; anyFails && i < t.length; i++) {
    if (resolves[t.profile(i)] !== false) continue;
    sink.add({
      severity: 'error',
      rule: 'result-message',
      pointer: `/runs/${run.index}/results/${i}/message/id`,
      message: `the result message has no text, and its id "${t.messageId(i)}" is in neither the rule's messageStrings nor the tool component's globalMessageStrings`,
      hint: "Set message.text, or add the id to the rule's messageStrings: the service shows the text as the alert message.",
    });
  }
}

/**
 * Every index in range (warnings: the service tolerates dangling ones, and the upload leaves them out). The
 * skeleton is walked whole; a result is read back and walked only when its recorded maxima say it may hold one.
 */
function checkReferences(run: RunIndex, space: RunSpace, sink: Collector, source: ByteSource): void {
  const report = (d: PendingDiagnostic) => sink.add(d);
  walkReferences(run.skeleton, 'run', space, checkVisitor(space, report), ['runs', run.index], {
    skip: new Set(['results']),
  });
  const t = run.results;
  if (t.length === 0 || 'results' in run.skeleton) return;
  const taxaLimit = Math.min(
    ...[space.driver, ...space.components.extensions, ...space.components.taxonomies].map((c) =>
      isObject(c) && Array.isArray(c.taxa) ? c.taxa.length : 0,
    ),
  );
  const otherLimit = (mask: number): number => {
    let limit = Infinity;
    for (const a of RUN_ARRAYS) {
      if (a === 'artifacts' || a === 'logicalLocations' || a === 'threadFlowLocations') continue;
      if (mask & refBit(a)) limit = Math.min(limit, space.lengths[a]);
    }
    if (mask & REF_TAXONOMIES) limit = Math.min(limit, space.components.taxonomies.length);
    if (mask & REF_TAXA) limit = Math.min(limit, taxaLimit);
    return limit;
  };
  for (let k = 0; k < t.referencingCount; k++) {
    const i = t.referencingResult(k);
    const mask = t.refMask(i) & ~NOT_REFERENCES;
    const suspect =
      (mask & REF_LOCAL_DANGLING) !== 0 ||
      t.maxArtifact(i) >= space.lengths.artifacts ||
      t.maxLogical(i) >= space.lengths.logicalLocations ||
      t.maxThreadFlow(i) >= space.lengths.threadFlowLocations ||
      (t.maxOther(i) >= 0 && t.maxOther(i) >= otherLimit(mask));
    if (!suspect) continue;
    const result = JSON.parse(source.read(t.start(i), t.byteLength(i)).toString('utf8')) as Json;
    if (!isObject(result)) continue;
    let found = 0;
    walkReferences(
      result,
      'result',
      space,
      checkVisitor(space, (d) => (found++, report(d))),
      ['runs', run.index, 'results', i],
    );
    if (found > 0) t.markRewrite(i);
  }
}

/** Whole-document checks once the scan is complete: the schema on the skeleton and the service's own rules. */
function checkDocument(
  file: string,
  root: JsonObject,
  runs: RunIndex[],
  runsIsArray: boolean,
  sink: Collector,
): void {
  const doc: JsonObject = { ...root };
  if (runsIsArray) {
    // Results were validated one by one during the scan: the skeleton carries an empty array in their place.
    doc.runs = runs.map((r) =>
      isObject(r.skeleton) && !('results' in r.skeleton) && r.members.has('results')
        ? { ...r.skeleton, results: [] }
        : r.skeleton,
    );
  }
  const version = root.version;
  const versionBad = typeof version === 'string' && version !== '2.1.0';
  const schemaDiagnostics = validateLog(doc, file);
  // Past the cap a repeat may be among what is not shown: then let the plan look for repeats itself.
  if (schemaDiagnostics.length >= MAX_SCHEMA_DIAGNOSTICS) for (const r of runs) r.repeatsItems = true;
  for (const d of schemaDiagnostics) {
    if (versionBad && d.pointer === '/version') continue; // reported below with a better hint
    const run = d.rule === 'unique-items' ? /^\/runs\/(\d+)\//.exec(d.pointer) : null;
    if (run) runs[Number(run[1])].repeatsItems = true;
    sink.add(d);
  }
  if (versionBad) {
    sink.add({
      severity: 'error',
      rule: 'version',
      pointer: '/version',
      message: `SARIF version "${version}" is not accepted: the service reads SARIF 2.1.0 only`,
      hint:
        version.startsWith('2.0') || version.startsWith('1.')
          ? 'Ask the tool for SARIF 2.1.0 output, or convert the file with the SARIF Multitool: `sarif transform --sarif-output-version Current`.'
          : 'Set "version": "2.1.0" if the file follows SARIF 2.1.0.',
    });
  }
  if (runsIsArray && runs.length === 0) {
    sink.add({
      severity: 'warning',
      rule: 'empty',
      pointer: '/runs',
      message: 'the log has no runs: there is nothing to upload',
    });
  }
  for (const r of runs) {
    const driver =
      isObject(r.skeleton) && isObject(r.skeleton.tool) && isObject(r.skeleton.tool.driver)
        ? r.skeleton.tool.driver
        : undefined;
    if (driver && typeof driver.name === 'string' && driver.name.trim() === '') {
      sink.add({
        severity: 'error',
        rule: 'driver-name',
        pointer: `/runs/${r.index}/tool/driver/name`,
        message: 'the tool driver name is empty',
        hint: "The service keys analyses by tool name: set tool.driver.name to the analyser's name.",
      });
    }
  }
}

/** Where the document's root value starts: its first byte that is not white space. */
function rootStart(source: ByteSource): number | undefined {
  const head = source.read(0, Math.min(source.size, 64 * 1024));
  for (let i = 0; i < head.length; i++) {
    const b = head[i];
    if (b !== 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && !(i === 0 && b === 0xef)) return i;
    if (b === 0xef) i += 2; // a UTF-8 byte order mark
  }
  return undefined;
}

/** Turn pending diagnostics into located ones: offset from the pointer where the scan did not give one. */
function placeDiagnostics(
  file: string,
  source: ByteSource,
  pending: PendingDiagnostic[],
  rootMembers: Map<string, Span>,
  runs: RunIndex[],
): Diagnostic[] {
  const locate = (pointer: string): number | undefined => {
    const tokens = pointerTokens(pointer);
    if (tokens.length === 0) return rootStart(source);
    let span: Span | undefined;
    let rest: string[] = [];
    if (tokens[0] === 'runs' && tokens.length >= 2) {
      const run = runs[Number(tokens[1])];
      if (!run) return rootMembers.get('runs')?.start;
      if (tokens.length === 2) return run.start;
      if (tokens[2] === 'results' && tokens.length >= 4 && !('results' in run.skeleton)) {
        const i = Number(tokens[3]);
        if (i < run.results.length) span = { start: run.results.start(i), length: run.results.byteLength(i) };
        rest = tokens.slice(4);
      } else {
        span = run.members.get(tokens[2]);
        rest = tokens.slice(3);
      }
    } else {
      span = rootMembers.get(tokens[0]);
      rest = tokens.slice(1);
    }
    if (!span) return undefined;
    if (rest.length === 0 || span.length === 0) return span.start;
    return span.start + offsetOfPointer(source.read(span.start, span.length), rest);
  };
  const offsets = pending.map((d) => d.offset ?? locate(d.pointer));
  const positions = lineColumns(
    source,
    offsets.filter((o): o is number => o !== undefined),
  );
  const order = pending.map((_, i) => i).sort((a, b) => (offsets[a] ?? -1) - (offsets[b] ?? -1));
  return order.map((i) => {
    const d = pending[i];
    const { offset: _offset, ...rest } = d;
    const at = offsets[i] === undefined ? undefined : positions.get(offsets[i]!);
    return { ...rest, file, ...(at ? { line: at.line, column: at.column } : {}) };
  });
}
