/**
 * Pass 1 over one input: scan it, validate each result on its own, check the service's rules, and keep an index
 * (run skeletons plus a few numbers per result, log-index.ts) from which the trim later reads back only what it
 * keeps. Most results are read by the byte validator where they lie in the chunk (result-bytes.ts); the others are
 * captured and parsed. When many need parsing, the per-result work moves to worker threads (result-pool.ts,
 * WORKER_SAMPLE_BYTES). A run's rules are resolved when it ends (finish-run.ts), the document checked as a whole
 * when the scan ends (document-checks.ts), and every diagnostic placed at its line and column (place-diagnostics.ts).
 */
import type { ByteSource } from './byte-source.js';
import { joinPointer } from './diagnostics.js';
import { SARIF_SCHEME } from './message-links.js';
import { DiagnosticSink } from './diagnostic-sink.js';
import { checkDocument } from './document-checks.js';
import type { ResultFacts } from './facts.js';
import { finishRun } from './finish-run.js';
import type { KnownTools } from './known-tools.js';
import type { Json, JsonObject } from './json.js';
import { newRun, type LogIndex, type ReadTimings, type RunIndex, type Span } from './log-index.js';
import { placeDiagnostics } from './place-diagnostics.js';
import { readResult } from './result-bytes.js';
import { IN_PLACE_DEPTH, lazyToolSize, parseTool, readToolAt } from './read-tool.js';
import { analyzeResult, parseBytes, serviceChecks } from './result-facts.js';
import {
  defaultWorkerCount,
  ResultPool,
  unpackFacts,
  type BatchReply,
  type SharedPools,
} from './result-pool.js';
import { ResultStore, type ResultTable } from './result-table.js';
import {
  DEFAULT_SCAN_LIMITS,
  isWhitespace,
  SarifScanner,
  ScanError,
  type ScanHandler,
  type ScanLimits,
  type Slice,
} from './scanner.js';
import { isUtf8Inside } from './utf8.js';

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
  /** Tools the caller's other inputs had, found valid: one of them again is not checked again (known-tools.ts). */
  knownTools?: KnownTools;
  /**
   * Large tools' rules kept as their bytes until read (read-tool.ts; default true). The emulator's processing
   * (read-upload.ts) keeps plain objects: its state is cloned and posted between threads, which a stand-in cannot be.
   */
  lazyRules?: boolean;
  /** The measurement behind the default worker choice (tests use small figures). */
  workerChoice?: { sampleBytes: number; minRest: number };
}

/**
 * Without a worker count, the main thread reads the first results itself; once it has read this many bytes of them
 * it starts workers (one per core) only if the reference path (JSON.parse + ajv, ~50 MB/s) took more than
 * SLOW_SHARE of those bytes and at least WORKER_MIN_REST bytes of input remain. Measured on 2 cores
 * (docs/benchmarks.md): results the byte pass reads (~170 MB/s on the hostile shape) gain nothing from workers, which
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

/** Read one input: scan it whole, then the checks that need the whole document, then place the diagnostics. */
export async function readLog(
  file: string,
  source: ByteSource,
  options: ReadOptions = {},
): Promise<LogIndex> {
  const reader = new LogReader(file, source, options);
  await reader.scan();
  const t = performance.now();
  reader.checkDocument();
  reader.timings.validateMs += performance.now() - t;
  const { sink, root, runs, timings } = reader;
  const diagnostics = placeDiagnostics(file, source, sink.kept, reader.rootMembers, runs);
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

function pushFacts(table: ResultTable, start: number, length: number, f: ResultFacts): void {
  if (f.uriBases !== undefined) table.noteBases(f.uriBases);
  // A literal of one fixed shape (no spread): this runs once per result, and the table's push stays monomorphic.
  table.push({
    start,
    length,
    ruleId: f.ruleId === undefined ? -1 : table.intern(f.ruleId),
    // A rule named by guid alone is kept as -2 - (interned guid), as a named component is.
    ruleIndex: f.ruleGuid === undefined ? f.ruleIndex : -2 - table.intern(f.ruleGuid),
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

/**
 * The scan's handler and what it builds. Its state is the reading's: the index so far, the worker choice and the
 * byte pass's last unsure result. Results read on the main thread enter their run's table as the scan meets them;
 * with workers they go out in batches (ResultBatches) and come back in document order.
 */
class LogReader implements ScanHandler {
  readonly sink: DiagnosticSink;
  readonly root: JsonObject = {};
  readonly rootMembers = new Map<string, Span>();
  readonly runs: RunIndex[] = [];
  readonly timings: ReadTimings = { scanMs: 0, parseMs: 0, validateMs: 0, workers: 0 };
  private readonly store: ResultStore;
  private readonly syntaxErrors: ScanError[] = [];
  private runsIsArray = false;
  private rootIsObject = true;
  /** Set once workers read the results (from the start, or when the sample says they pay). */
  private batches: ResultBatches | undefined;
  /** Result bytes read on the main thread, and those of them the reference path read (for the worker choice). */
  private mainResultBytes = 0;
  private slowResultBytes = 0;
  private decided: boolean;
  /** Per-result work done on the main thread (the scan's own time is the rest). */
  private mainWorkMs = 0;
  private readonly endedRuns: RunIndex[] = [];
  /** Where the last result the byte pass was not sure of starts, and the end of the chunk it was tried in. */
  private triedAt = -1;
  private triedUpTo = -1;
  /** The chunk being scanned is well-formed UTF-8 (but for a sequence its bounds may cut). */
  private chunkIsUtf8 = false;
  /** Where a tool read in place was not sure (readTool): its capture is parsed the reference way at once. */
  private notLazyAt = -1;

  constructor(
    private readonly file: string,
    private readonly source: ByteSource,
    private readonly options: ReadOptions,
  ) {
    this.sink = new DiagnosticSink(options.maxDiagnostics ?? 100);
    this.store = options.store ?? new ResultStore();
    this.decided = options.workers !== undefined;
    if (options.workers) this.startWorkers(options.workers);
  }

  /** Feed the scanner chunk by chunk; with workers, keep their batches flowing and apply their replies in order. */
  async scan(): Promise<void> {
    const started = performance.now();
    const scanner = new SarifScanner(this, this.options.scanLimits ?? DEFAULT_SCAN_LIMITS);
    try {
      let done = 0;
      // A chunk is free again once nothing refers to it: results and members are parsed or validated where they
      // lie, results for workers are copied out (flush) before the next chunk, and so is the start of a result the
      // chunk cut.
      const free = () => !this.batches?.holdsChunk && scanner.releaseChunks();
      for await (const chunk of this.source.chunksAhead(free)) {
        // One check of the chunk's UTF-8 (native, ~20 GB/s) spares the byte pass a check per result (utf8.ts). What
        // it leaves out is never read by the byte pass: continuation bytes at the start come before any result's
        // `{`, and the last 3 bytes lie past its limit (READ_MARGIN), so a result there is captured and checked whole.
        this.chunkIsUtf8 = isUtf8Inside(chunk);
        scanner.feed(chunk);
        done += chunk.length;
        this.options.onProgress?.(done, this.source.size);
        this.chooseWorkers(done);
        if (this.batches && (await this.batches.afterChunk(this.endedRuns.length > 0))) break;
        this.finishEndedRuns();
      }
      if (this.syntaxErrors.length === 0) scanner.end();
    } catch (err) {
      if (!(err instanceof ScanError)) throw err;
      this.syntaxErrors.push(err);
    } finally {
      await this.batches?.drain().finally(() => (this.options.pools ? undefined : this.batches?.close()));
    }
    this.finishEndedRuns();
    this.timings.scanMs = performance.now() - started - this.mainWorkMs;
  }

  /** The first grammar error in the file, whoever found it (the file cannot be read past it); else the whole-document checks. */
  checkDocument(): void {
    const syntax = this.syntaxErrors.sort((a, b) => a.offset - b.offset)[0];
    if (syntax) {
      this.sink.add({
        severity: 'error',
        rule: syntax.rule,
        pointer: syntax.pointer,
        offset: syntax.offset,
        message: syntax.message,
        hint: syntax.hint ?? 'Fix the JSON syntax at this position; the file cannot be read past it.',
      });
    } else if (this.rootIsObject) {
      checkDocument(this.file, this.root, this.runs, this.runsIsArray, this.sink, this.options.knownTools);
    }
    for (const r of this.runs) r.toolBytes = undefined; // the checks did not come to them (a grammar error)
  }

  // The scan's events (scanner.ts, ScanHandler), in the order a document meets them.

  rootMember(key: string, value: Slice): void {
    setOwn(this.root, key, this.parseTimed(value, joinPointer('', key)));
    this.rootMembers.set(key, { start: value.start, length: value.bytes.length });
  }

  rootValue(value: Slice): void {
    this.rootIsObject = false;
    const v = this.parseTimed(value, '');
    const found = Array.isArray(v) ? 'an array' : v === null ? 'null' : `a ${typeof v}`;
    this.sink.add({
      severity: 'error',
      rule: 'schema',
      pointer: '',
      offset: value.start,
      message: `the document must be a JSON object with "version" and "runs", found ${found}`,
      hint: 'Check that this file is the SARIF output of the analyser.',
    });
  }

  runsStart(): void {
    this.runsIsArray = true;
  }

  runStart(run: number, offset: number): void {
    this.runs.push(newRun(run, offset, this.store));
  }

  /** `parsed`: the tool, already read in place (readTool). */
  runMember(run: number, key: string, value: Slice, _keyOffset?: number, parsed?: JsonObject): void {
    const r = this.runs[this.runs.length - 1];
    const known = key === 'tool' ? this.options.knownTools : undefined;
    const id = known ? known.id(value.bytes) : -1;
    let v: Json;
    if (known && id >= 0) {
      // Byte for byte a tool this check found valid: its one parse, shared and frozen, left out of the checks.
      const { tool, shared } = this.timed(() => known.value(id));
      v = tool;
      r.toolShared = shared;
      r.toolKnown = true;
      r.toolId = id;
      r.toolReferenceFree = known.referenceFree(id);
    } else {
      const pointer = joinPointer('', 'runs', run, key);
      // Not the lazy way again where reading the tool in place found it not sure.
      const lazy = key === 'tool' && this.options.lazyRules !== false && value.start !== this.notLazyAt;
      v =
        parsed ??
        this.timed(() =>
          lazy
            ? parseTool(value.bytes, value.start, pointer, value.own === true)
            : parseBytes(value.bytes, value.start, pointer),
        );
      if (known) r.toolBytes = known.candidate(value.bytes);
    }
    setOwn(r.skeleton, key, v);
    r.members.set(key, { start: value.start, length: value.bytes.length });
    if (!r.memberLinks && value.bytes.indexOf(SARIF_SCHEME) >= 0) r.memberLinks = true;
  }

  /** A large tool read where it lies in the input held whole: its rules walked once (scanner.ts, readTool). */
  readTool(run: number, offset: number, keyOffset: number, maxDepth: number): number {
    const whole = this.source.whole;
    if (!whole || this.options.lazyRules === false || whole.length - offset < lazyToolSize()) return -1;
    if (maxDepth < IN_PLACE_DEPTH) return -1;
    // A tool this check found valid before, spread over chunks (within one, knownTool found it): as knownTool does.
    const known = this.options.knownTools?.endAt(whole, offset) ?? -1;
    if (known >= 0) {
      this.runMember(run, 'tool', { bytes: whole.subarray(offset, known), start: offset }, keyOffset);
      return known;
    }
    const read = this.timed(() => readToolAt(whole, offset));
    const limit = this.options.scanLimits?.maxValueBytes ?? DEFAULT_SCAN_LIMITS.maxValueBytes;
    if (read === undefined || read.end - offset > limit) {
      this.notLazyAt = offset;
      return -1;
    }
    this.runMember(
      run,
      'tool',
      { bytes: whole.subarray(offset, read.end), start: offset },
      keyOffset,
      read.tool,
    );
    return read.end;
  }

  knownTool(chunk: Buffer, at: number): number {
    return this.options.knownTools?.endAt(chunk, at) ?? -1;
  }

  resultsStart(_run: number, offset: number): void {
    this.runs[this.runs.length - 1].members.set('results', { start: offset, length: 0 });
  }

  /** The byte pass reads the result where it lies in the chunk; -1 has the scanner capture it for result(). */
  readResult(run: number, index: number, chunk: Buffer, at: number, offset: number): number {
    if (this.batches) return -1; // the workers read results
    const t = performance.now();
    // Stop short of the chunk's end: the pass may look a few bytes past its limit, never past the buffer's end.
    const limit = chunk.length - READ_MARGIN;
    const read = readResult(chunk, at, limit, this.chunkIsUtf8);
    const ms = performance.now() - t;
    this.timings.validateMs += ms;
    this.mainWorkMs += ms;
    if (read === undefined) {
      // Unsure, or the result goes on past the limit: it is captured and comes back through result().
      this.triedAt = offset;
      this.triedUpTo = offset - at + limit;
      return -1;
    }
    let end = read.end;
    while (end > at && isWhitespace(chunk[end - 1])) end--;
    this.mainResultBytes += end - at;
    pushFacts(this.runs[this.runs.length - 1].results, offset, end - at, read.facts);
    for (const d of serviceChecks(read.facts, () => `/runs/${run}/results/${index}`)) this.sink.add(d);
    return read.end;
  }

  /** A captured result: to the workers' batch, or parsed and validated here (the reference path). */
  result(run: number, index: number, slice: Slice): void {
    const r = this.runs[this.runs.length - 1];
    if (this.batches) return this.batches.add(r, index, slice);
    // The byte pass already failed on these very bytes (they were all in one chunk): do not repeat it.
    const tried = slice.start === this.triedAt && slice.start + slice.bytes.length <= this.triedUpTo;
    const pointer = `/runs/${run}/results/${index}`;
    const a = analyzeResult(slice.bytes, slice.start, this.file, pointer, !this.sink.full, !tried);
    this.timings.parseMs += a.parseMs;
    this.timings.validateMs += a.validateMs;
    this.mainWorkMs += a.parseMs + a.validateMs;
    this.mainResultBytes += slice.bytes.length;
    if (!a.byBytes) this.slowResultBytes += slice.bytes.length;
    pushFacts(r.results, slice.start, slice.bytes.length, a.facts);
    for (const d of a.diagnostics) this.sink.add(d);
  }

  runEnd(): void {
    // Ranking needs every result of the run: with workers, wait for them first (after this chunk).
    this.endedRuns.push(this.runs[this.runs.length - 1]);
    if (!this.batches) this.finishEndedRuns();
  }

  runValue(run: number, value: Slice): void {
    const v = this.parseTimed(value, `/runs/${run}`);
    this.runs.push(newRun(run, value.start, this.store, v as JsonObject));
  }

  // The reading's own steps.

  /**
   * A value parsed, its time counted: checked (UTF-8, repeated keys), a run's tool with its rules kept as their bytes
   * (read-tool.ts), or a tool already found valid (known-tools.ts), only parsed.
   */
  private parseTimed(slice: Slice, pointer: string): Json {
    return this.timed(() => parseBytes(slice.bytes, slice.start, pointer));
  }

  /** Parsing, counted in the parse stage. */
  private timed<T>(parse: () => T): T {
    const t = performance.now();
    const v = parse();
    const ms = performance.now() - t;
    this.timings.parseMs += ms;
    this.mainWorkMs += ms;
    return v;
  }

  private startWorkers(size: number): void {
    const pool = this.options.pools ? this.options.pools.get(size) : new ResultPool(size);
    this.timings.workers = size;
    this.batches = new ResultBatches(pool, this.file, this.sink, this.timings, this.syntaxErrors);
  }

  /** After a chunk: start workers if the sample says they pay (see WORKER_SAMPLE_BYTES). */
  private chooseWorkers(done: number): void {
    const choice = this.options.workerChoice ?? {
      sampleBytes: WORKER_SAMPLE_BYTES,
      minRest: WORKER_MIN_REST,
    };
    if (this.decided || this.mainResultBytes < choice.sampleBytes) return;
    this.decided = true;
    if (
      this.slowResultBytes > SLOW_SHARE * this.mainResultBytes &&
      this.source.size - done >= choice.minRest
    ) {
      this.startWorkers(defaultWorkerCount());
    }
  }

  private finishEndedRuns(): void {
    for (const run of this.endedRuns.splice(0)) finishRun(run, this.sink, this.source);
  }
}

/** Results waiting to go to a worker: their bytes are copied into one transferable buffer at flush. */
interface Batch {
  run: RunIndex;
  first: number;
  slices: Slice[];
  bytes: number;
}

/** Captured results on their way to the worker threads and back: batched, in flight, applied in document order. */
class ResultBatches {
  private batch: Batch | undefined;
  private batchId = 0;
  private readonly inFlight: {
    run: RunIndex;
    starts: Float64Array;
    lengths: Float64Array;
    reply: Promise<BatchReply>;
  }[] = [];

  constructor(
    private readonly pool: ResultPool,
    private readonly file: string,
    private readonly sink: DiagnosticSink,
    private readonly timings: ReadTimings,
    private readonly syntaxErrors: ScanError[],
  ) {}

  /** A batch not yet flushed refers to the chunk its results lie in. */
  get holdsChunk(): boolean {
    return this.batch !== undefined;
  }

  add(run: RunIndex, index: number, slice: Slice): void {
    if (this.batch && this.batch.run !== run) this.flush();
    this.batch ??= { run, first: index, slices: [], bytes: 0 };
    this.batch.slices.push(slice);
    this.batch.bytes += slice.bytes.length;
    if (this.batch.bytes >= BATCH_BYTES) this.flush();
  }

  /**
   * After each chunk: send what it held, keep at most MAX_IN_FLIGHT batches out, and wait for all of them when a
   * run has ended (its ranking needs every result). True when a worker met a syntax error: the scan stops there.
   */
  async afterChunk(runEnded: boolean): Promise<boolean> {
    this.flush();
    while (this.inFlight.length > MAX_IN_FLIGHT) await this.applyOldest();
    if (runEnded) await this.drain();
    return this.syntaxErrors.length > 0;
  }

  async drain(): Promise<void> {
    this.flush();
    while (this.inFlight.length > 0) await this.applyOldest();
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  private flush(): void {
    if (!this.batch) return;
    const { run, first, slices, bytes } = this.batch;
    this.batch = undefined;
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
    const reply = this.pool.submit({
      id: this.batchId++,
      file: this.file,
      run: run.index,
      first,
      bytes: buffer,
      ends,
      starts: starts.slice(),
      validate: !this.sink.full,
    });
    this.inFlight.push({ run, starts, lengths, reply });
  }

  /** Apply the oldest batch's reply: results enter their table in document order. */
  private async applyOldest(): Promise<void> {
    const { run, starts, lengths, reply } = this.inFlight.shift()!;
    const r = await reply;
    unpackFacts(r.facts).forEach((f, k) => pushFacts(run.results, starts[k], lengths[k], f));
    for (const d of r.diagnostics) this.sink.add(d);
    if (r.syntax) {
      const { message, offset, hint, pointer, rule } = r.syntax;
      this.syntaxErrors.push(new ScanError(message, offset, hint, pointer, rule));
    }
    this.timings.parseMs += r.parseMs;
    this.timings.validateMs += r.validateMs;
  }
}
