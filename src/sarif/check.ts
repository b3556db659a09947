/**
 * The engine end to end, without any network: find → read and validate → plan (rank, merge, trim) → rewrite and
 * gzip → Base64. One plain async function; the CLI and the workflow steps are shells around it.
 */
import { relative, resolve } from 'node:path';
import { memorySource, type ByteSource } from './byte-source.js';
import type { Diagnostic } from './diagnostics.js';
import { gzipPieces, toBase64 } from './encode.js';
import { UserError } from './errors.js';
import { fileProblem } from './file-problem.js';
import { findInputs, openInput, type OpenedInput } from './find-inputs.js';
import { formatBytes } from './format.js';
import { SERVICE_LIMITS, type Limits } from './limits.js';
import { planUploads, type OutputRun } from './plan.js';
import { readLog, type LogIndex } from './read-log.js';
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

/** Check what the user named: files, directories, globs. */
export async function check(specs: readonly string[], options: CheckOptions = {}): Promise<CheckResult> {
  const t0 = now();
  const files = await findInputs(specs).catch((err: unknown) => {
    throw fileProblem(err) ?? err;
  });
  const findMs = now() - t0;
  const opened: { name: string; input?: OpenedInput; error?: UserError }[] = [];
  try {
    for (const path of files) {
      const name = relative(process.cwd(), path) || path;
      try {
        opened.push({
          name,
          input: await openInput(path, options.maxInflatedBytes, options.maxInflateRatio),
        });
      } catch (err) {
        if (!(err instanceof UserError)) throw err;
        opened.push({ name, error: err });
      }
    }
    const result = await checkSources(opened, options);
    result.timings.findMs = findMs;
    result.timings.totalMs = now() - t0;
    return result;
  } finally {
    for (const o of opened) o.input?.close();
  }
}

/** Check, trim and encode one SARIF document held in memory; returns the uploads as parsed SARIF (for tests). */
export async function checkDocument(
  doc: unknown,
  /** `source`: how the document's text is read (default: from memory; tests also read it by position from a file). */
  options: CheckOptions & { file?: string; source?: (text: Buffer) => ByteSource } = {},
): Promise<CheckResult & { documents: unknown[] }> {
  const text = Buffer.from(JSON.stringify(doc), 'utf8');
  const source = options.source ? options.source(text) : memorySource(text);
  const result = await checkSources(
    [{ name: options.file ?? 'input.sarif', input: { source, close() {} } }],
    options,
  );
  const { gunzipSync } = await import('node:zlib');
  const documents = result.uploads.map((u) => JSON.parse(gunzipSync(u.gzip).toString('utf8')) as unknown);
  return { ...result, documents };
}

async function checkSources(
  inputs: { name: string; input?: OpenedInput; error?: UserError }[],
  options: CheckOptions,
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
  let valid = true;

  for (const { name, input, error } of inputs) {
    if (!input) {
      valid = false;
      diagnostics.push({
        severity: 'error',
        rule: 'read',
        file: name,
        pointer: '',
        message: error!.message,
        hint: error!.hint,
      });
      summaries.push({ file: name, bytes: 0, runs: 0, results: 0, errors: 1, warnings: 0 });
      continue;
    }
    const log = await readLog(name, input.source, {
      maxDiagnostics: options.maxDiagnostics,
      workers: options.workers,
      onProgress:
        options.onProgress &&
        ((bytesRead, totalBytes) => options.onProgress!({ file: name, bytesRead, totalBytes })),
    });
    timings.scanMs += log.timings.scanMs;
    timings.parseMs += log.timings.parseMs;
    timings.validateMs += log.timings.validateMs;
    timings.workers = Math.max(timings.workers, log.timings.workers);
    diagnostics.push(...log.diagnostics);
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
  const emptyReport: TrimReport = { runs: [], uploads: [], trimmed: false };
  if (!valid) {
    // Nothing half-done: an invalid input means no upload at all.
    return {
      valid,
      inputs: summaries,
      diagnostics,
      uploads: [],
      report: emptyReport,
      timings: { ...timings, totalMs: now() - t0 },
    };
  }

  let t = now();
  const plan = planUploads(logs, { limits, category: options.category });
  diagnostics.push(...plan.diagnostics);
  timings.planMs = now() - t;
  if (plan.diagnostics.some((d) => d.severity === 'error')) {
    // Runs that cannot be merged without changing alerts: nothing is uploaded.
    return {
      valid: false,
      inputs: summaries,
      diagnostics,
      uploads: [],
      report: emptyReport,
      timings: { ...timings, totalMs: now() - t0 },
    };
  }

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
  const report: TrimReport = { runs: plan.runs.map((r) => r.report), uploads: [], trimmed: false };
  for (const [index, runs] of plan.uploads.entries()) {
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
      diagnostics.push({
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
  }
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
  for (const run of plan.runs) {
    if (run.highestDroppedRank > -Infinity) run.report.highestDropped = rankLabel(run.highestDroppedRank);
    run.report.resultsKept = run.kept.length;
  }
  report.trimmed = plan.runs.some((r) => anyDropped(r.report.dropped));
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
