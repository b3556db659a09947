/**
 * The engine end to end, without any network: find → read and validate → plan (rank, merge, trim) → rewrite and
 * gzip → Base64. One plain async function; the CLI and the workflow steps are shells around it.
 */
import { relative, resolve } from 'node:path';
import { formatBytes } from '../format.js';
import { memorySource, ReadBuffer, ReopenedFiles, type ByteSource } from './byte-source.js';
import type { Diagnostic } from './diagnostics.js';
import { gzipPieces, toBase64 } from './encode.js';
import { fileProblem, UserError } from '../errors.js';
import { changedInput, findInputs, openInput, type OpenedInput } from './find-inputs.js';
import { SERVICE_LIMITS, type Limits } from './limits.js';
import type { OutputRun } from './output-run.js';
import { planUploads } from './plan.js';
import { isObject } from './json.js';
import type { LogIndex } from './log-index.js';
import { readLog } from './read-log.js';
import { SharedPools } from './result-pool.js';
import { ResultStore } from './result-table.js';
import type { TrimReport } from './report.js';
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

export interface InputSummary {
  file: string;
  bytes: number;
  runs: number;
  results: number;
  errors: number;
  warnings: number;
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
  // and each held its bytes or its descriptor until the end).
  const buffer = new ReadBuffer();
  const inputs: Input[] = files.map((path) => ({
    name: relative(process.cwd(), path) || path,
    open: () => openInput(path, options.maxInflatedBytes, options.maxInflateRatio, buffer),
  }));
  const result = await checkSources(inputs, options);
  result.timings.findMs = findMs;
  result.timings.totalMs = now() - t0;
  return result;
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

async function checkSources(inputs: Input[], options: CheckOptions): Promise<CheckResult> {
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

async function checkInputs(
  inputs: Input[],
  options: CheckOptions,
  files: ReopenedFiles,
  later: ByteSource[],
  pools: SharedPools,
): Promise<CheckResult> {
  const t0 = now();
  const limits: Limits = { ...SERVICE_LIMITS, ...options.limits };
  const timings: StageTimings = {
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
  const diagnostics: Diagnostic[] = [];
  const summaries: InputSummary[] = [];
  const logs: LogIndex[] = [];
  // One store for every run's result table: nothing per run or file but what the run itself holds (issue 21).
  const store = new ResultStore();
  let valid = true;

  for (const { name, open } of inputs) {
    let input: OpenedInput;
    try {
      input = await open();
    } catch (err) {
      if (!(err instanceof UserError)) throw err;
      valid = false;
      diagnostics.push({
        severity: 'error',
        rule: 'read',
        file: name,
        pointer: '',
        message: err.message,
        hint: err.hint,
      });
      summaries.push({ file: name, bytes: 0, runs: 0, results: 0, errors: 1, warnings: 0 });
      continue;
    }
    let log: LogIndex;
    try {
      log = await readLog(name, input.source, {
        maxDiagnostics: options.maxDiagnostics,
        workers: options.workers,
        store,
        pools,
        onProgress:
          options.onProgress &&
          ((bytesRead, totalBytes) => options.onProgress!({ file: name, bytesRead, totalBytes })),
      });
      // Pass 2 opens the file again if it keeps any of its results; until then nothing of it is held.
      log.source = input.reopen(files);
      later.push(log.source);
    } finally {
      input.close();
    }
    timings.scanMs += log.timings.scanMs;
    timings.parseMs += log.timings.parseMs;
    timings.validateMs += log.timings.validateMs;
    timings.workers = Math.max(timings.workers, log.timings.workers);
    for (const d of log.diagnostics) diagnostics.push(d);
    summaries.push({
      file: name,
      bytes: log.size,
      runs: log.runs.length,
      results: log.runs.reduce((n, r) => n + r.results.length, 0),
      errors: log.errorCount,
      warnings: log.warningCount,
    });
    if (log.errorCount > 0) valid = false;
    logs.push(log);
  }
  const report: TrimReport = { runs: [], uploads: [], trimmed: false };
  if (!valid) {
    // Nothing half-done: an invalid input means no upload at all.
    return {
      valid,
      inputs: summaries,
      diagnostics,
      uploads: [],
      report,
      timings: { ...timings, totalMs: now() - t0 },
    };
  }

  let t = now();
  const plan = planUploads(logs, { limits, category: options.category });
  // From here the plan holds the runs, and lets go of each upload's once it is built; a file is closed (its
  // descriptor, its inflated copy) once every run of it is written.
  const unwritten = new Map<LogIndex, number>();
  for (const log of logs) {
    const planned = log.runs.filter((r) => isObject(r.skeleton)).length;
    if (planned > 0) unwritten.set(log, planned);
    else log.source.close();
  }
  logs.length = 0;
  for (const d of plan.diagnostics) diagnostics.push(d);
  timings.planMs = now() - t;
  // Runs that cannot be merged without changing alerts: nothing is uploaded. The plan merges each upload's runs when
  // it is built, so a refusal may come with any upload: the rest are still built (every refusal is reported), not
  // encoded.
  let refused = plan.diagnostics.some((d) => d.severity === 'error');

  const ctx: RewriteContext = {
    limits,
    diagnostics: [],
    ...(options.checkoutRoot !== undefined
      ? {
          fingerprints: {
            checkoutRoot: resolve(options.checkoutRoot),
            file: '',
            cache: new Map(),
            warned: new Set<string>(),
          },
        }
      : {}),
  };
  const uploads: EncodedUpload[] = [];
  // After the merge diagnostics of every upload, as when the plan merged every run before encoding any.
  const sizeErrors: Diagnostic[] = [];
  for (let index = 0; index < plan.uploadCount; index++) {
    t = now();
    const before = diagnostics.length;
    const runs = plan.buildUpload(index, diagnostics);
    timings.planMs += now() - t;
    for (let d = before; d < diagnostics.length; d++) if (diagnostics[d].severity === 'error') refused = true;
    if (refused) continue;
    t = now();
    let encoded = await gzipPieces(uploadPieces(runs, ctx));
    for (
      let attempt = 0;
      encoded.gzip.length > limits.gzipBytes && options.shrinkToFit && attempt < 12;
      attempt++
    ) {
      if (!shrink(runs, encoded.gzip.length, limits.gzipBytes)) break;
      encoded = await gzipPieces(uploadPieces(runs, ctx));
    }
    timings.rewriteGzipMs += now() - t;
    t = now();
    const sarif = toBase64(encoded.gzip);
    timings.base64Ms += now() - t;
    const results = runs.reduce((n, r) => n + r.kept.length, 0);
    if (encoded.gzip.length > limits.gzipBytes) {
      valid = false;
      sizeErrors.push({
        severity: 'error',
        rule: 'size',
        file: runs[0].sources[0].log.file,
        pointer: '',
        message: `upload ${index + 1} is ${formatBytes(encoded.gzip.length)} gzip-compressed, above the service's ${formatBytes(limits.gzipBytes)} limit (it would be rejected with 413)`,
        hint: options.shrinkToFit
          ? 'Even without results the runs are too large (rules, artifacts or other run data): reduce what the analyser writes.'
          : 'Use --shrink-to-fit to drop the lowest-ranked results until it fits, or split the analysis into several categories.',
      });
    }
    uploads.push({
      index,
      runs: runs.length,
      results,
      rawBytes: encoded.rawBytes,
      gzip: encoded.gzip,
      sarif,
    });
    report.uploads.push({
      index,
      runs: runs.length,
      results,
      rawBytes: encoded.rawBytes,
      gzipBytes: encoded.gzip.length,
      base64Bytes: sarif.length,
    });
    // The upload is written: of its runs only the report stays.
    for (const run of runs) {
      if (run.highestDroppedRank > -Infinity) run.report.highestDropped = rankLabel(run.highestDroppedRank);
      run.report.resultsKept = run.kept.length;
      report.runs.push(run.report);
      for (const { log } of run.sources) {
        const left = unwritten.get(log)! - 1;
        if (left > 0) unwritten.set(log, left);
        else {
          unwritten.delete(log);
          log.source.close();
        }
      }
    }
  }
  if (refused) {
    return {
      valid: false,
      inputs: summaries,
      diagnostics,
      uploads: [],
      report: { runs: [], uploads: [], trimmed: false },
      timings: { ...timings, totalMs: now() - t0 },
    };
  }
  for (const d of sizeErrors) diagnostics.push(d);
  // One warning per unreadable source file can still be thousands when the checkout does not match the SARIF.
  diagnostics.push(...ctx.diagnostics.slice(0, MAX_FINGERPRINT_WARNINGS));
  if (ctx.diagnostics.length > MAX_FINGERPRINT_WARNINGS) {
    const first = ctx.diagnostics[0];
    diagnostics.push({
      severity: 'warning',
      rule: 'fingerprint',
      file: first.file,
      pointer: '',
      message: `${ctx.diagnostics.length - MAX_FINGERPRINT_WARNINGS} more fingerprint warnings not shown (${ctx.diagnostics.length} in all)`,
      hint: 'Check that the checkout root matches the paths in the SARIF (--checkout / checkout-path).',
    });
  }
  report.trimmed = report.runs.some((r) => anyDropped(r.dropped));
  return {
    valid,
    inputs: summaries,
    diagnostics,
    uploads,
    report,
    timings: { ...timings, totalMs: now() - t0 },
  };
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
