/**
 * The engine end to end, without any network: find → read and validate → plan (rank, merge, trim) → rewrite and
 * gzip → Base64. One plain async function; the CLI and the workflow steps are shells around it.
 */
import { isAbsolute, relative, resolve } from 'node:path';
import { formatBytes, formatCount } from '../format.js';
import { memorySource, ReadBuffer, ReopenedFiles, type ByteSource } from './byte-source.js';
import type { Diagnostic } from './diagnostics.js';
import { FAST_LEVEL, gzipPieces, TIGHT_LEVEL, toBase64 } from './encode.js';
import { fileProblem, UserError } from '../errors.js';
import { changedInput, findInputs, openInput, STDIN, STDIN_NAME, type OpenedInput } from './find-inputs.js';
import { emptyDropped, SERVICE_LIMITS, type Limits } from './limits.js';
import type { ReferenceCounts } from './index-maps.js';
import type { OutputRun } from './output-run.js';
import { planUploads } from './plan.js';
import { isObject, type JsonObject } from './json.js';
import { KnownTools } from './known-tools.js';
import type { LogIndex } from './log-index.js';
import { readLog } from './read-log.js';
import { SharedPools } from './result-pool.js';
import { ResultStore } from './result-table.js';
import { SameContent } from './same-content.js';
import type { InputSummary, RunReport, TrimReport } from './report.js';
import { anyDropped } from './report.js';
import { uploadPieces, type RewriteContext } from './rewrite.js';
import { rankLabel } from './severity.js';

export interface CheckOptions {
  /** Sets every run's category (automationDetails.id). */
  category?: string;
  /** Directory the SARIF paths are relative to; when set, missing primaryLocationLineHash values are computed. */
  checkoutRoot?: string;
  /** Override documented limits (tests, or a service configured otherwise). */
  limits?: Partial<Limits>;
  /** Drop the lowest-ranked results until each upload fits the compressed size limit, instead of failing. */
  shrinkToFit?: boolean;
  /** How the caller's user turns shrinking on, for the size error's hint (default: `check`'s flag). */
  shrinkToFitHint?: string;
  /** Diagnostics kept per file and severity (all are counted). Default 100. */
  maxDiagnostics?: number;
  /** Cap on the inflated size of a .gz input. */
  maxInflatedBytes?: number;
  /** Largest inflated/compressed ratio of a .gz input (default 200). */
  maxInflateRatio?: number;
  onProgress?: (p: Progress) => void;
  /** Worker threads for reading inputs (default: chosen by measurement, see read-log.ts WORKER_SAMPLE_BYTES; 0: none). */
  workers?: number;
}

export interface Progress {
  file: string;
  bytesRead: number;
  totalBytes: number;
}

export interface EncodedUpload {
  index: number;
  runs: number;
  results: number;
  rawBytes: number;
  gzip: Buffer;
  /** The `sarif` field of the upload request: gzip, then Base64. */
  sarif: string;
}

export interface StageTimings {
  findMs: number;
  scanMs: number;
  parseMs: number;
  validateMs: number;
  planMs: number;
  rewriteGzipMs: number;
  base64Ms: number;
  totalMs: number;
  /** Worker threads that parsed and validated results (parse and validate then overlap the scan). */
  workers: number;
}

export interface CheckResult {
  /** Every input valid and every upload within the limits: safe to upload. */
  valid: boolean;
  inputs: InputSummary[];
  diagnostics: Diagnostic[];
  uploads: EncodedUpload[];
  report: TrimReport;
  timings: StageTimings;
}

const now = () => performance.now();

/** Fingerprint warnings shown before the rest are summarized in one line. */
const MAX_FINGERPRINT_WARNINGS = 20;

/** One input as the check reads it: its name for the user, and how to open it when pass 1 comes to it. */
interface Input {
  name: string;
  /** Throws a UserError when the input cannot be read. */
  open(): Promise<OpenedInput>;
}

/** Check what the user named: files, directories, globs. */
export async function check(specs: readonly string[], options: CheckOptions = {}): Promise<CheckResult> {
  const t0 = now();
  const files = await findInputs(specs).catch((err: unknown) => {
    throw fileProblem(err) ?? err;
  });
  const findMs = now() - t0;
  // Opened one at a time as pass 1 comes to each, and let go of after it (issue 21: every input was opened first,
  // and each held its bytes or its descriptor until the end). Each entry is made as pass 1 comes to it, too: an
  // entry and a closure per file, held to the end, were some 200 bytes a file.
  const buffer = new ReadBuffer();
  const inputs = function* (): Iterable<Input> {
    for (const path of files)
      yield {
        name: path === STDIN ? STDIN_NAME : shownPath(path),
        open: () => openInput(path, options.maxInflatedBytes, options.maxInflateRatio, buffer),
      };
  };
  const result = await checkSources(inputs(), options);
  result.timings.findMs = findMs;
  result.timings.totalMs = now() - t0;
  return result;
}

/** An input's name for the user: relative to the current directory inside it, else absolute (not ../../…). */
function shownPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

/** Check, trim and encode one SARIF document held in memory; returns the uploads as parsed SARIF (for tests). */
export async function checkDocument(
  doc: unknown,
  /** `source`: how the document's text is read (default: from memory; tests also read it by position from a file). */
  options: CheckOptions & { file?: string; source?: (text: Buffer) => ByteSource } = {},
): Promise<CheckResult & { documents: unknown[] }> {
  const text = Buffer.from(JSON.stringify(doc), 'utf8');
  const source = options.source ? options.source(text) : memorySource(text);
  const opened: OpenedInput = { source, reopen: () => source, close() {} };
  const result = await checkSources(
    [{ name: options.file ?? 'input.sarif', open: async () => opened }],
    options,
  );
  source.close();
  const { gunzipSync } = await import('node:zlib');
  const documents = result.uploads.map((u) => JSON.parse(gunzipSync(u.gzip).toString('utf8')) as unknown);
  return { ...result, documents };
}

async function checkSources(inputs: Iterable<Input>, options: CheckOptions): Promise<CheckResult> {
  // Pass 2 reads kept results back through these: a bounded number of files open at a time.
  const files = new ReopenedFiles(changedInput);
  const later: ByteSource[] = [];
  const pools = new SharedPools();
  try {
    return await checkInputs(inputs, options, files, later, pools);
  } finally {
    for (const source of later) source.close();
    files.close();
    await pools.close();
  }
}

/** What the check has found so far, stage by stage: diagnostics in the order users read them. */
interface Findings {
  diagnostics: Diagnostic[];
  inputs: InputSummary[];
  timings: StageTimings;
}

/** Pass 1 over every input, then (only when all are valid) the plan and pass 2: the uploads, encoded. */
async function checkInputs(
  inputs: Iterable<Input>,
  options: CheckOptions,
  files: ReopenedFiles,
  later: ByteSource[],
  pools: SharedPools,
): Promise<CheckResult> {
  const t0 = now();
  const found: Findings = { diagnostics: [], inputs: [], timings: zeroTimings() };
  const done = (valid: boolean, uploads: EncodedUpload[], report: TrimReport): CheckResult => ({
    valid,
    ...found,
    uploads,
    report,
    timings: { ...found.timings, totalMs: now() - t0 },
  });
  const logs = await readInputs(inputs, options, found, { files, later, pools });
  // Nothing half-done: an invalid input means no upload at all.
  if (!logs) return done(false, [], emptyReport());
  const written = await writeUploads(logs, options, found);
  // Runs that cannot be merged without changing alerts: nothing is uploaded.
  if (!written) return done(false, [], emptyReport());
  found.diagnostics.push(...written.sizeErrors, ...capFingerprintWarnings(written.fingerprintWarnings));
  written.report.trimmed = written.report.runs.some((r) => anyDropped(r.dropped));
  return done(written.sizeErrors.length === 0, written.uploads, written.report);
}

function zeroTimings(): StageTimings {
  return {
    findMs: 0,
    scanMs: 0,
    parseMs: 0,
    validateMs: 0,
    planMs: 0,
    rewriteGzipMs: 0,
    base64Ms: 0,
    totalMs: 0,
    workers: 0,
  };
}

function emptyReport(): TrimReport {
  return { runs: [], uploads: [], trimmed: false };
}

/** Where pass 1 leaves the inputs for pass 2: reopened by position, a bounded number at a time. */
interface PassTwoFiles {
  files: ReopenedFiles;
  /** Every source handed to pass 2, closed by the caller at the end whatever happens. */
  later: ByteSource[];
  pools: SharedPools;
}

/** Pass 1: each input opened, read and let go of in turn. Undefined when any input is invalid. */
async function readInputs(
  inputs: Iterable<Input>,
  options: CheckOptions,
  found: Findings,
  pass2: PassTwoFiles,
): Promise<LogIndex[] | undefined> {
  const logs: LogIndex[] = [];
  // One store for every run's result table: nothing per run or file but what the run itself holds (issue 21).
  const store = new ResultStore();
  // One tool written byte for byte in many files is checked once (known-tools.ts).
  const knownTools = new KnownTools();
  const sameContent = new SameContent();
  let valid = true;
  for (const { name, open } of inputs) {
    let input: OpenedInput;
    try {
      input = await open();
    } catch (err) {
      if (!(err instanceof UserError)) throw err;
      valid = false;
      found.diagnostics.push({
        severity: 'error',
        rule: 'read',
        file: name,
        pointer: '',
        message: err.message,
        hint: err.hint,
      });
      found.inputs.push({ file: name, bytes: 0, runs: 0, results: 0, errors: 1, warnings: 0 });
      continue;
    }
    let log: LogIndex;
    let same: LogIndex | undefined;
    try {
      log = await readLog(name, input.source, {
        maxDiagnostics: options.maxDiagnostics,
        workers: options.workers,
        store,
        pools: pass2.pools,
        knownTools,
        onProgress:
          options.onProgress &&
          ((bytesRead, totalBytes) => options.onProgress!({ file: name, bytesRead, totalBytes })),
      });
      // Pass 2 opens the file again if it keeps any of its results; until then nothing of it is held.
      log.source = input.reopen(pass2.files);
      pass2.later.push(log.source);
      same = sameContent.earlier(log, input.source);
    } finally {
      input.close();
    }
    account(log, found);
    forgetRead(log);
    if (log.errorCount > 0) valid = false;
    if (same) leaveOut(log, same, found);
    else logs.push(log);
  }
  return valid ? logs : undefined;
}

/** An input with the same bytes as an earlier one: said, and left out of the plan (same-content.ts). */
function leaveOut(log: LogIndex, earlier: LogIndex, found: Findings): void {
  found.diagnostics.push({
    severity: 'warning',
    rule: 'same-content',
    file: log.file,
    pointer: '',
    message: `the same bytes as ${earlier.file}: left out, or each of its ${formatCount(found.inputs.at(-1)!.results)} results would be uploaded and counted twice`,
    hint: 'Name each SARIF file once (a directory holding both x.sarif and x.sarif.gz, or two copies of one report, names it twice).',
  });
  found.inputs.at(-1)!.warnings++;
}

/** An input's figures into the check's: timings, diagnostics, its summary line. */
function account(log: LogIndex, found: Findings): void {
  const { timings } = found;
  timings.scanMs += log.timings.scanMs;
  timings.parseMs += log.timings.parseMs;
  timings.validateMs += log.timings.validateMs;
  timings.workers = Math.max(timings.workers, log.timings.workers);
  for (const d of log.diagnostics) found.diagnostics.push(d);
  found.inputs.push({
    file: log.file,
    bytes: log.size,
    runs: log.runs.length,
    results: log.runs.reduce((n, r) => n + r.results.length, 0),
    errors: log.errorCount,
    warnings: log.warningCount,
  });
}

/** Shared, frozen stand-ins for what forgetRead lets go of. */
const NO_DIAGNOSTICS = Object.freeze([]) as unknown as Diagnostic[];
const NO_MEMBERS = Object.freeze({});
const NO_TIMINGS = Object.freeze({ scanMs: 0, parseMs: 0, validateMs: 0, workers: 0 });

/**
 * What only pass 1 needed of an input, let go of once it is accounted: its diagnostics (now the check's), its
 * timings and the root's other members (checked; each upload writes its own). Some 300 bytes a file (issue 21).
 */
function forgetRead(log: LogIndex): void {
  log.diagnostics = NO_DIAGNOSTICS;
  log.root = NO_MEMBERS;
  log.timings = NO_TIMINGS;
  // Grown by push, the list has room for 16 runs however few the file holds.
  log.runs = log.runs.slice();
}

/** What pass 2 wrote, and what it has to say after the plan's diagnostics. */
interface Written {
  uploads: EncodedUpload[];
  report: TrimReport;
  /** Uploads above the compressed size limit (after the merge diagnostics of every upload). */
  sizeErrors: Diagnostic[];
  fingerprintWarnings: Diagnostic[];
}

/**
 * The plan, then each upload built, rewritten, gzipped and Base64-encoded in turn. Undefined when the plan refuses
 * to merge: a refusal may come with any upload, so the rest are still built (every refusal is reported), not encoded.
 */
async function writeUploads(
  logs: LogIndex[],
  options: CheckOptions,
  found: Findings,
): Promise<Written | undefined> {
  const { diagnostics, timings } = found;
  const limits: Limits = { ...SERVICE_LIMITS, ...options.limits };
  let t = now();
  const plan = planUploads(logs, { limits, category: options.category });
  const closing = new SourceClosing(logs);
  logs.length = 0; // from here the plan holds the runs, and lets go of each upload's once it is built
  for (const d of plan.diagnostics) diagnostics.push(d);
  timings.planMs = now() - t;
  let refused = plan.diagnostics.some((d) => d.severity === 'error');
  const ctx = rewriteContext(limits, options.checkoutRoot);
  const written: Written = {
    uploads: [],
    report: emptyReport(),
    sizeErrors: [],
    fingerprintWarnings: ctx.diagnostics,
  };
  for (let index = 0; index < plan.uploadCount; index++) {
    t = now();
    const before = diagnostics.length;
    const runs = plan.buildUpload(index, diagnostics);
    timings.planMs += now() - t;
    for (let d = before; d < diagnostics.length; d++) if (diagnostics[d].severity === 'error') refused = true;
    if (refused) continue;
    const upload = await encodeUpload(index, runs, ctx, options.shrinkToFit === true, timings);
    if (upload.gzip.length > limits.gzipBytes) {
      written.sizeErrors.push(sizeError(upload, runs, limits, options));
    }
    written.uploads.push(upload);
    const { runs: runCount, results, rawBytes, gzip, sarif } = upload;
    written.report.uploads.push({
      index,
      runs: runCount,
      results,
      rawBytes,
      gzipBytes: gzip.length,
      base64Bytes: sarif.length,
    });
    // The upload is written: of its runs only the report stays.
    for (const run of runs) {
      if (run.highestDroppedRank > -Infinity) run.report.highestDropped = rankLabel(run.highestDroppedRank);
      run.report.resultsKept = run.kept.length;
      written.report.runs.push(settled(run.report));
      closing.written(run);
      emptySkeletons(run);
    }
  }
  return refused ? undefined : written;
}

/**
 * A written run's skeletons emptied, its sources' and its own. Pass 1 made them, so they are in V8's old
 * generation, and pass 2 stored new objects in them (a known tool's own copy, merged and trimmed arrays). A scavenge
 * keeps whatever an old object points to, dead or not, until the next full collection: those objects outlived two
 * scavenges and were promoted, ~30 MB of garbage in the old generation by the end of 10,000 files (issue 21).
 */
function emptySkeletons(run: OutputRun): void {
  const empty = (skeleton: JsonObject) => {
    if (Object.isFrozen(skeleton)) return;
    // Set, not deleted: a deleted member turns the object into a dictionary, allocated anew.
    for (const key in skeleton) skeleton[key] = null;
  };
  empty(run.skeleton);
  for (const { run: source } of run.sources) empty(source.skeleton);
}

/** Shared, frozen stand-ins for the empty parts of a written run's report: most runs drop, move and rename nothing. */
const NOTHING_DROPPED = Object.freeze(emptyDropped());
const NO_REFERENCES = Object.freeze({ remapped: 0, removed: Object.freeze({}) }) as ReferenceCounts;
const NO_RENAMES = Object.freeze([]) as unknown as NonNullable<RunReport['renamedBaseIds']>;

/**
 * A written run's report, kept to the end of the check: its empty counts replaced by shared ones. Some 350 of its
 * ~600 bytes are counts at zero (the dropped kinds, the references moved and left out), for every run (issue 21).
 */
function settled(report: RunReport): RunReport {
  const none = (c: ReferenceCounts | undefined) =>
    c !== undefined && c.remapped === 0 && Object.keys(c.removed).length === 0;
  if (!anyDropped(report.dropped)) report.dropped = NOTHING_DROPPED;
  if (none(report.references)) report.references = NO_REFERENCES;
  if (none(report.resultReferences)) report.resultReferences = NO_REFERENCES;
  if (report.renamedBaseIds?.length === 0) report.renamedBaseIds = NO_RENAMES;
  return report;
}

/** Pass 2's context: the limits, and the checkout to compute missing line hashes from (when given). */
function rewriteContext(limits: Limits, checkoutRoot: string | undefined): RewriteContext {
  if (checkoutRoot === undefined) return { limits, diagnostics: [] };
  return {
    limits,
    diagnostics: [],
    fingerprints: {
      checkoutRoot: resolve(checkoutRoot),
      file: '',
      cache: new Map(),
      warned: new Set<string>(),
    },
  };
}

/** One upload rewritten and gzipped (with shrink-to-fit: again, smaller, while it is over the limit), then Base64. */
async function encodeUpload(
  index: number,
  runs: OutputRun[],
  ctx: RewriteContext,
  shrinkToFit: boolean,
  timings: StageTimings,
): Promise<EncodedUpload> {
  const limit = ctx.limits.gzipBytes;
  let t = now();
  let encoded = await gzipPieces(uploadPieces(runs, ctx), FAST_LEVEL);
  // Over the limit at the fast level: the default level may fit it whole (encode.ts).
  if (encoded.gzip.length > limit) encoded = await gzipPieces(uploadPieces(runs, ctx), TIGHT_LEVEL);
  for (let attempt = 0; encoded.gzip.length > limit && shrinkToFit && attempt < 12; attempt++) {
    if (!shrink(runs, encoded.gzip.length, limit)) break;
    encoded = await gzipPieces(uploadPieces(runs, ctx), TIGHT_LEVEL);
  }
  timings.rewriteGzipMs += now() - t;
  t = now();
  const sarif = toBase64(encoded.gzip);
  timings.base64Ms += now() - t;
  const results = runs.reduce((n, r) => n + r.kept.length, 0);
  return { index, runs: runs.length, results, rawBytes: encoded.rawBytes, gzip: encoded.gzip, sarif };
}

function sizeError(
  upload: EncodedUpload,
  runs: OutputRun[],
  limits: Limits,
  options: CheckOptions,
): Diagnostic {
  return {
    severity: 'error',
    rule: 'size',
    file: runs[0].sources[0].log.file,
    pointer: '',
    message: `upload ${upload.index + 1} is ${formatBytes(upload.gzip.length)} gzip-compressed, above the service's ${formatBytes(limits.gzipBytes)} limit (it would be rejected with 413)`,
    hint:
      options.shrinkToFit === true
        ? 'Even without results the runs are too large (rules, artifacts or other run data): reduce what the analyser writes.'
        : `To drop the lowest-ranked results until it fits, ${options.shrinkToFitHint ?? 'use --shrink-to-fit'}; or split the analysis into several categories.`,
  };
}

/** One warning per unreadable source file can still be thousands when the checkout does not match the SARIF. */
function capFingerprintWarnings(warnings: Diagnostic[]): Diagnostic[] {
  if (warnings.length <= MAX_FINGERPRINT_WARNINGS) return warnings;
  return [
    ...warnings.slice(0, MAX_FINGERPRINT_WARNINGS),
    {
      severity: 'warning',
      rule: 'fingerprint',
      file: warnings[0].file,
      pointer: '',
      message: `${warnings.length - MAX_FINGERPRINT_WARNINGS} more fingerprint warnings not shown (${warnings.length} in all)`,
      hint: 'Check that the checkout root matches the paths in the SARIF (--checkout / checkout-path).',
    },
  ];
}

/** A file is closed (its descriptor, its inflated copy) once every run of it is written, or at once if none is planned. */
class SourceClosing {
  private readonly unwritten = new Map<LogIndex, number>();

  constructor(logs: LogIndex[]) {
    for (const log of logs) {
      const planned = log.runs.filter((r) => isObject(r.skeleton)).length;
      if (planned > 0) this.unwritten.set(log, planned);
      else log.source.close();
    }
  }

  written(run: OutputRun): void {
    for (const { log } of run.sources) {
      const left = this.unwritten.get(log)! - 1;
      if (left > 0) this.unwritten.set(log, left);
      else {
        this.unwritten.delete(log);
        log.source.close();
      }
    }
  }
}

/**
 * Drop the lowest-ranked results of an upload, across its runs, in proportion to how far it is over the limit.
 * Returns false when there is nothing left to drop.
 */
function shrink(runs: OutputRun[], size: number, limit: number): boolean {
  const all: { run: OutputRun; rank: number }[] = [];
  for (const run of runs) for (const k of run.kept) all.push({ run, rank: k.rank });
  if (all.length === 0) return false;
  const target = Math.min(all.length - 1, Math.floor(all.length * (limit / size) * 0.95));
  all.sort((a, b) => a.rank - b.rank);
  const drop = all.slice(0, all.length - Math.max(0, target));
  const cut = new Map<OutputRun, number>();
  for (const d of drop) {
    cut.set(d.run, Math.max(cut.get(d.run) ?? -Infinity, d.rank));
    d.run.report.dropped.resultsForSize++;
    d.run.highestDroppedRank = Math.max(d.run.highestDroppedRank, d.rank);
  }
  for (const [run, maxDropped] of cut) run.kept = run.kept.filter((k) => k.rank > maxDropped);
  return true;
}
