/**
 * The upload step, as one plain function: find → validate → trim → category and fingerprints → encode (the
 * engine's `check`) → upload each upload the engine produced → poll their processing together → alert summary.
 *
 * Nothing half-uploaded: an invalid input (or, with on-trim `fail`, any trimming) stops the step before the first
 * request. The outcome carries everything the shells show (trim report, per-upload processing, alert summary,
 * annotations) and the reasons the step fails; it throws only for settings that are wrong (a UserError) and for
 * bugs. No @actions/core in here: the action entry and the CLI command decide how to show the outcome.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatCount, formatDuration, plural } from '../format.js';
import {
  ApiError,
  type ApiClient,
  type Clock,
  type Logger,
  type RepoRef,
  LISTING_REF_FORMS,
} from '../api/index.js';
import {
  check,
  type CheckResult,
  type Diagnostic,
  DROPPED_KINDS,
  formatDiagnostic,
  type InputSummary,
  type TrimReport,
} from '../sarif/index.js';
import {
  listableRef,
  openAlertNumbers,
  summarizeUploadAlerts,
  type UploadAlertRow,
  type UploadAlertSummary,
} from './upload-alerts.js';
import { where } from '../summary/alert-model.js';
import {
  checkRefAndSha,
  DEFAULTS,
  type AnnotationPolicy,
  type SeverityThreshold,
  type TimeoutPolicy,
  type TrimPolicy,
  ACTION_SETTING_NAMES,
  type SettingNames,
} from './upload-options.js';
import { pollProcessing, type ProcessingResult } from './upload-poll.js';

export interface UploadSarifParams {
  /** SARIF files, directories or glob patterns (relative to the current directory). */
  sarif: string[];
  repository: RepoRef;
  /** refs/heads/<branch>, refs/tags/<tag>, refs/pull/<number>/merge or refs/pull/<number>/head. */
  ref: string;
  /** The analysed commit: 40 hexadecimal digits (64 in a SHA-256 repository). */
  sha: string;
  /** Sets every run's category (runAutomationDetails.id). */
  category?: string;
  /** The checkout root the SARIF paths are relative to: fingerprints and checkout_uri. */
  checkoutPath: string;
  /** Default true. */
  waitForProcessing?: boolean;
  /** Default 300 s. */
  processingTimeoutMs?: number;
  /** Default warn. */
  onTrim?: TrimPolicy;
  /** Default fail. */
  onProcessingTimeout?: TimeoutPolicy;
  /** Default none. */
  failOnSeverity?: SeverityThreshold;
  /** Drop the lowest-ranked results until each upload fits 10 MB compressed (reported as trimming). Default true. */
  shrinkToFit?: boolean;
  /** Succeed when the SARIF holds no run at all (nothing is uploaded). Default false: that fails. */
  allowEmpty?: boolean;
  /** Which alerts get file annotations. Default failing (only new alerts that fail the step). */
  annotations?: AnnotationPolicy;
}

export interface UploadSarifContext {
  api: ApiClient;
  /** Progress lines. Default: nothing. */
  logger?: Partial<Pick<Logger, 'info' | 'warn' | 'debug'>>;
  /** Every wait and timestamp. Default: the client's clock. */
  clock?: Clock;
  /** Poll pacing (tests shorten it). Default 1 s, slowing to 5 s. */
  poll?: { minIntervalMs?: number; maxIntervalMs?: number };
  /** Annotations for new alerts, at most (default 10). */
  maxAnnotations?: number;
  /** Rows in the table of most severe open alerts (default 20). */
  maxTopAlerts?: number;
  /** How messages name the settings: the action's input names (default) or the CLI's flags. */
  names?: SettingNames;
  /**
   * Stop (SIGTERM, SIGINT; the reason names it): no upload starts after it, polling stops, and the outcome says
   * what was uploaded and its last known status (processing-status `interrupted`). Give the client the same
   * signal, so that a request in flight (an upload, the alert listings) is aborted too.
   */
  signal?: AbortSignal;
  /** Called as each upload is acknowledged (what a shell reports should it have to stop before the end). */
  onUpload?: (record: UploadRecord) => void;
  /**
   * Called once the upload is checked and before anything is sent, with its runs' tools and categories: the reason
   * to send nothing (the job already uploaded one of them, which the new upload would silently replace), else
   * undefined. The action keeps one upload per tool and category a job, as codeql-action does.
   */
  claim?: (runs: { tool: string; category: string }[]) => string | undefined;
}

/** complete: all processed; timeout: one still pending (none failed); interrupted: stopped after uploading. */
export type ProcessingStatus =
  'complete' | 'failed' | 'timeout' | 'interrupted' | 'not-waited' | 'not-uploaded';

export interface UploadRecord {
  /** 0-based, as in the trim report. */
  index: number;
  runs: number;
  results: number;
  tools: string[];
  gzipBytes: number;
  sarifId?: string;
  /** The status URL the service gave. */
  url?: string;
  /** Why this upload was not made. */
  uploadError?: string;
  processing?: ProcessingResult;
}

export interface Problem {
  message: string;
  hint?: string;
}

export interface Annotation {
  level: 'error' | 'warning';
  title: string;
  message: string;
  /** Absent for an alert without a location (the annotation then has no file). */
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

export interface UploadSarifOutcome {
  /** The step passes: no failure below. */
  ok: boolean;
  failures: Problem[];
  warnings: string[];
  repository: string;
  ref: string;
  sha: string;
  startedAt: string;
  inputs: InputSummary[];
  diagnostics: Diagnostic[];
  report: TrimReport;
  trimmed: boolean;
  resultsKept: number;
  resultsDropped: number;
  uploads: UploadRecord[];
  processingStatus: ProcessingStatus;
  processingTimeoutMs: number;
  alerts?: UploadAlertSummary;
  /** Why there is no alert summary. */
  alertsSkipped?: string;
  /** Where the most severe new alerts are (and, when inputs are invalid, the first errors). */
  annotations: Annotation[];
  timings: { checkMs: number; uploadMs: number; processingMs: number; alertsMs: number };
}

/**
 * The step, read like codeql-action's `uploadFiles`: read the settings → check, trim and compress (nothing leaves
 * the machine) → upload → poll → judge the alerts. Each stage records what it did in the outcome; a stage that
 * ends the step says why there and the outcome is returned as it stands.
 */
export async function uploadSarif(
  params: UploadSarifParams,
  context: UploadSarifContext,
): Promise<UploadSarifOutcome> {
  const settings = readSettings(params, context);
  const { checked, outcome } = await checkAndCompress(params, settings);
  if (!readyToUpload(outcome, checked, params, settings)) return finish(outcome);
  const listRef = listableRef(settings.ref);
  const tools = checked.report.runs.map((r) => r.tool);
  const before = settings.wait && listRef ? await openAlertsBefore(settings, listRef, tools) : undefined;
  const sent = await uploadEach(outcome, checked, params.checkoutPath, settings, context.onUpload);
  if (sent.length === 0 || !stillToWait(outcome, settings)) return finish(outcome);
  if (!(await awaitProcessing(outcome, sent, settings, context.poll))) return finish(outcome);
  if (!alertsListable(outcome, settings, listRef)) return finish(outcome);
  const alerts = await listAlerts(outcome, checked, settings, listRef, before, context);
  if (alerts) judgeAlerts(outcome, alerts, settings, listRef, params.annotations, context.maxAnnotations);
  return finish(outcome);
}

/** The settings with their defaults, and what every stage of the upload uses. */
interface UploadSettings {
  api: ApiClient;
  clock: Clock;
  log: { info: (m: string) => void; warn: (m: string) => void; debug: (m: string) => void };
  repo: RepoRef;
  ref: string;
  sha: string;
  wait: boolean;
  timeoutMs: number;
  onTrim: TrimPolicy;
  onTimeout: TimeoutPolicy;
  threshold: SeverityThreshold;
  startedAt: string;
  names: SettingNames;
  signal?: AbortSignal;
  claim?: UploadSarifContext['claim'];
}

/** Read the inputs: defaults filled in, ref and commit checked (a UserError when wrong). */
function readSettings(params: UploadSarifParams, context: UploadSarifContext): UploadSettings {
  const { api } = context;
  const clock = context.clock ?? api.clock;
  const ref = params.ref.trim();
  const sha = params.sha.trim().toLowerCase();
  checkRefAndSha(ref, sha, { ref: 'ref', sha: 'sha' });
  return {
    api,
    clock,
    log: {
      info: (m: string) => context.logger?.info?.(m),
      warn: (m: string) => context.logger?.warn?.(m),
      debug: (m: string) => context.logger?.debug?.(m),
    },
    repo: params.repository,
    ref,
    sha,
    wait: params.waitForProcessing ?? DEFAULTS.waitForProcessing,
    timeoutMs: params.processingTimeoutMs ?? DEFAULTS.processingTimeoutSeconds * 1000,
    onTrim: params.onTrim ?? DEFAULTS.onTrim,
    onTimeout: params.onProcessingTimeout ?? DEFAULTS.onProcessingTimeout,
    threshold: params.failOnSeverity ?? DEFAULTS.failOnSeverity,
    startedAt: new Date(clock.now()).toISOString(),
    names: context.names ?? ACTION_SETTING_NAMES,
    signal: context.signal,
    claim: context.claim,
  };
}

/** The engine validates, trims and compresses (nothing leaves the machine yet); the outcome starts from its result. */
async function checkAndCompress(
  params: UploadSarifParams,
  s: UploadSettings,
): Promise<{ checked: CheckResult; outcome: UploadSarifOutcome }> {
  const t = s.clock.now();
  s.log.info(`checking ${params.sarif.join(', ')}`);
  const checked = await check(params.sarif, {
    category: params.category || undefined,
    checkoutRoot: params.checkoutPath,
    shrinkToFit: params.shrinkToFit ?? DEFAULTS.shrinkToFit,
    shrinkToFitHint: s.names.shrinkToFit,
  });
  const resultsKept = checked.report.runs.reduce((n, r) => n + r.resultsKept, 0);
  const resultsIn = checked.report.runs.reduce((n, r) => n + r.resultsIn, 0);
  const outcome: UploadSarifOutcome = {
    ok: false,
    failures: [],
    warnings: [],
    repository: `${s.repo.owner}/${s.repo.repo}`,
    ref: s.ref,
    sha: s.sha,
    startedAt: s.startedAt,
    inputs: checked.inputs,
    diagnostics: checked.diagnostics,
    report: checked.report,
    trimmed: checked.report.trimmed,
    resultsKept,
    resultsDropped: resultsIn - resultsKept,
    uploads: checked.uploads.map((u) => ({
      index: u.index,
      runs: u.runs,
      results: u.results,
      tools: [...new Set(checked.report.runs.filter((r) => r.upload === u.index).map((r) => r.tool))],
      gzipBytes: u.gzip.length,
    })),
    processingStatus: 'not-uploaded',
    processingTimeoutMs: s.timeoutMs,
    annotations: [],
    timings: { checkMs: s.clock.now() - t, uploadMs: 0, processingMs: 0, alertsMs: 0 },
  };
  return { checked, outcome };
}

/** The outcome, its verdict set from its failures. */
function finish(outcome: UploadSarifOutcome): UploadSarifOutcome {
  outcome.ok = outcome.failures.length === 0;
  return outcome;
}

/** Whether anything may be uploaded: not when the input is invalid, holds no run, or was trimmed under on-trim fail. */
function readyToUpload(
  outcome: UploadSarifOutcome,
  checked: CheckResult,
  params: UploadSarifParams,
  s: UploadSettings,
): boolean {
  if (!checked.valid) {
    failInvalid(outcome, checked);
    return false;
  }
  for (const d of checked.diagnostics) if (d.severity === 'warning') s.log.debug(formatDiagnostic(d));
  if (checked.uploads.length === 0) {
    // Valid SARIF without a single run: an analyser that wrote nothing should not pass silently.
    const text = `${params.sarif.join(', ')} holds no run: there is nothing to upload`;
    if (params.allowEmpty) outcome.warnings.push(text);
    else
      outcome.failures.push({
        message: text,
        hint: `Check that the analyser ran and wrote its results. Set ${s.names.allowEmpty} if an empty SARIF is expected.`,
      });
    return false;
  }
  if (checked.report.trimmed) {
    const text = `trimmed to fit the service's limits, dropping ${droppedParts(checked.report, outcome.resultsDropped, outcome.resultsKept)}`;
    if (s.onTrim === 'fail') {
      outcome.failures.push({
        message: `${text}; ${s.names.onTrim} is fail, so nothing was uploaded`,
        hint: `The trim report shows what each limit dropped. Set ${s.names.onTrim} to warn (or report) to upload the top-ranked results, or make the analyser report less.`,
      });
      return false;
    }
    if (s.onTrim === 'warn') outcome.warnings.push(`${text} (see the trim report)`);
    s.log.info(text);
  }
  const refused = s.claim?.(checked.report.runs.map((r) => ({ tool: r.tool, category: r.category })));
  if (refused) {
    outcome.failures.push({
      message: `${refused}; nothing was uploaded`,
      hint: `Give each upload of a job its own category input (a run's automationDetails.id in the file takes precedence over it), or upload the files in one step.`,
    });
    return false;
  }
  return true;
}

/** The alerts open before the upload, to tell the new ones apart afterwards (undefined when they cannot be listed). */
async function openAlertsBefore(
  s: UploadSettings,
  listRef: string,
  tools: readonly string[],
): Promise<Set<number> | undefined> {
  return openAlertNumbers(s.api, s.repo, listRef, tools).catch((err: unknown) => {
    s.log.debug(
      `cannot list the alerts before the upload (${(err as Error).message.split('\n')[0]}); alerts created after the start count as new`,
    );
    return undefined;
  });
}

/** Upload, one request per upload the engine produced, stopping at the first that fails: the records acknowledged. */
async function uploadEach(
  outcome: UploadSarifOutcome,
  checked: CheckResult,
  checkoutPath: string,
  s: UploadSettings,
  onUpload: UploadSarifContext['onUpload'],
): Promise<UploadRecord[]> {
  const t = s.clock.now();
  const checkoutUri = pathToFileURL(resolve(checkoutPath)).href;
  const sent: UploadRecord[] = [];
  const { signal } = s;
  for (const [i, u] of checked.uploads.entries()) {
    const record = outcome.uploads[i];
    const of = checked.uploads.length > 1 ? ` of ${checked.uploads.length}` : '';
    if (signal?.aborted) {
      outcome.failures.push({
        message: `${s.names.stopped} was stopped (${stopReason(signal)}) before upload ${i + 1}${of}: ${plural(sent.length, 'upload')} made`,
      });
      break;
    }
    try {
      const receipt = await s.api.codeScanning.uploadSarif({
        ...s.repo,
        commit_sha: s.sha,
        ref: s.ref,
        sarif: u.sarif,
        checkout_uri: checkoutUri,
        started_at: s.startedAt,
        tool_name: record.tools.join(', ') || undefined,
        validate: true,
      });
      record.sarifId = receipt.id;
      record.url = receipt.url;
      sent.push(record);
      onUpload?.(record);
      s.log.info(
        `upload ${i + 1}${of}: ${plural(u.results, 'result')} in ${plural(u.runs, 'run')}, sarif id ${receipt.id}`,
      );
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      failUpload(outcome, record, err, i, checked.uploads.length, sent.length, s);
      break;
    }
  }
  outcome.timings.uploadMs = s.clock.now() - t;
  return sent;
}

/** An upload the service did not acknowledge (refused, or stopped in flight): its error and the step's failure. */
function failUpload(
  outcome: UploadSarifOutcome,
  record: UploadRecord,
  err: ApiError,
  i: number,
  uploads: number,
  acknowledged: number,
  s: UploadSettings,
): void {
  const signal = s.signal;
  const of = uploads > 1 ? ` of ${uploads}` : '';
  if (err.kind === 'aborted') {
    record.uploadError = `stopped (${stopReason(signal)}) before the service answered`;
    outcome.failures.push({
      message: `${s.names.stopped} was stopped (${stopReason(signal)}) during upload ${i + 1}${of}, before the service answered: ${plural(acknowledged, 'upload')} acknowledged; whether the service kept upload ${i + 1} is not known`,
      hint: 'Run the step again: an analysis uploaded again for the same commit, ref and category replaces the earlier one.',
    });
    return;
  }
  record.uploadError = err.message.split('\n')[0];
  const rest = uploads - i - 1;
  outcome.failures.push({
    message: `upload ${i + 1}${of} failed: ${record.uploadError}${rest > 0 ? ` (the ${plural(rest, 'upload')} after it were not sent)` : ''}`,
    hint: uploadHint(err, s.names) ?? err.hint,
  });
}

/** After the uploads: whether to wait for processing (not when the step was stopped or told not to wait). */
function stillToWait(outcome: UploadSarifOutcome, s: UploadSettings): boolean {
  if (s.signal?.aborted) {
    outcome.processingStatus = 'interrupted';
    outcome.alertsSkipped = 'the step was stopped';
    return false;
  }
  if (s.wait) return true;
  outcome.processingStatus = 'not-waited';
  outcome.alertsSkipped = `not waiting for processing (${s.names.noWait})`;
  if (s.threshold !== 'none')
    outcome.warnings.push(
      `the severity threshold (${s.threshold}) was not checked: it needs the alerts after processing (${s.names.noWait})`,
    );
  return false;
}

/** Poll the processing of every upload together, then judge it: false when the step was stopped meanwhile. */
async function awaitProcessing(
  outcome: UploadSarifOutcome,
  sent: UploadRecord[],
  s: UploadSettings,
  poll: UploadSarifContext['poll'],
): Promise<boolean> {
  const t = s.clock.now();
  s.log.info(`waiting for processing (at most ${formatDuration(s.timeoutMs)})`);
  const results = await pollProcessing(
    s.api,
    s.repo,
    sent.map((r) => r.sarifId!),
    { timeoutMs: s.timeoutMs, ...poll, signal: s.signal },
    s.clock,
    s.log,
  );
  outcome.timings.processingMs = s.clock.now() - t;
  sent.forEach((r, i) => (r.processing = results[i]));
  if (s.signal?.aborted) {
    stoppedWhilePolling(outcome, sent, s);
    return false;
  }
  judgeProcessing(outcome, sent, s.onTimeout, s.timeoutMs, s.names);
  return true;
}

/** Whether the alerts can be summarized: every upload made and processed, on a ref the listing takes. */
function alertsListable(
  outcome: UploadSarifOutcome,
  s: UploadSettings,
  listRef: string | undefined,
): listRef is string {
  if (outcome.uploads.some((u) => u.uploadError)) {
    outcome.alertsSkipped = 'not every upload was made';
    return false;
  }
  if (outcome.processingStatus !== 'complete') {
    outcome.alertsSkipped = `processing did not complete (${outcome.processingStatus})`;
    return false;
  }
  if (listRef) return true;
  outcome.alertsSkipped = `alerts of ${s.ref} cannot be listed (the listing takes ${LISTING_REF_FORMS})`;
  if (s.threshold !== 'none')
    outcome.warnings.push(
      `the severity threshold (${s.threshold}) was not checked: ${outcome.alertsSkipped}`,
    );
  return false;
}

/** The alerts of this analysis on the ref, new ones told apart (undefined, with the reason, when not listed). */
async function listAlerts(
  outcome: UploadSarifOutcome,
  checked: CheckResult,
  s: UploadSettings,
  listRef: string,
  before: Set<number> | undefined,
  context: UploadSarifContext,
): Promise<UploadAlertSummary | undefined> {
  const t = s.clock.now();
  try {
    outcome.alerts = await summarizeUploadAlerts(
      s.api,
      s.repo,
      listRef,
      checked.report.runs.map((r) => ({ tool: r.tool, category: r.category })),
      {
        before,
        startedAt: s.startedAt,
        threshold: s.threshold,
        maxTop: context.maxTopAlerts,
        maxNew: context.maxAnnotations ?? 10,
      },
    );
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    if (err.kind === 'aborted') {
      outcome.alertsSkipped = 'the step was stopped';
      outcome.failures.push({
        message: `${s.names.stopped} was stopped (${stopReason(s.signal)}) while listing the alerts: every upload was processed; the alert summary and the severity threshold were not checked`,
      });
      return undefined;
    }
    outcome.alertsSkipped = `the alerts could not be listed: ${err.message.split('\n')[0]}`;
    const problem = { message: outcome.alertsSkipped, hint: err.hint };
    if (s.threshold !== 'none')
      outcome.failures.push({
        ...problem,
        message: `${problem.message}; the severity threshold (${s.threshold}) cannot be checked`,
      });
    else outcome.warnings.push(problem.message);
    return undefined;
  }
  outcome.timings.alertsMs = s.clock.now() - t;
  return outcome.alerts;
}

/** Report the alerts: a progress line, annotations per the policy, and a failure for those at or above the threshold. */
function judgeAlerts(
  outcome: UploadSarifOutcome,
  a: UploadAlertSummary,
  s: UploadSettings,
  listRef: string,
  annotations: AnnotationPolicy | undefined,
  maxAnnotations = 10,
): void {
  s.log.info(
    `alerts: ${plural(a.open, 'open alert')} from this analysis on ${listRef} (${plural(a.newCount, 'new one', 'new ones')}), ${a.truncated ? `${formatCount(a.openOnRef)}+ open alerts` : plural(a.openOnRef, 'open alert')} from every tool`,
  );
  const policy = annotations ?? DEFAULTS.annotations;
  const annotated = policy === 'none' ? [] : policy === 'new' ? a.topNew : a.atOrAbove.filter((r) => r.isNew);
  outcome.annotations = annotated.slice(0, maxAnnotations).map((r) => annotationOf(r, policy === 'failing'));
  if (a.atOrAbove.length > 0) {
    const shown = a.atOrAbove.slice(0, 5).map((r) => `#${r.number} ${r.severity} ${r.ruleId} at ${where(r)}`);
    const more = a.atOrAbove.length > shown.length ? `, and ${a.atOrAbove.length - shown.length} more` : '';
    outcome.failures.push({
      message: `${plural(a.atOrAbove.length, 'open alert')} at or above ${s.threshold} (${s.names.failOnSeverity}): ${shown.join('; ')}${more}`,
      hint: `Fix or dismiss them, or raise ${s.names.failOnSeverity}.`,
    });
  }
}

/** What stopped the step: the abort reason when it is a word (SIGTERM), else "stopped". */
function stopReason(signal: AbortSignal | undefined): string {
  return typeof signal?.reason === 'string' ? signal.reason : 'stopped';
}

/** Stopped while polling: what was uploaded and its last known status, as one failure. */
function stoppedWhilePolling(outcome: UploadSarifOutcome, sent: UploadRecord[], s: UploadSettings): void {
  const { names } = s;
  const reason = stopReason(s.signal);
  outcome.processingStatus = 'interrupted';
  outcome.alertsSkipped = 'the step was stopped';
  const states = sent.map(
    (r) =>
      `sarif id ${r.sarifId}: ${r.processing?.status ?? 'pending'}${r.processing?.note ? ` (${r.processing.note})` : ''}`,
  );
  outcome.failures.push({
    message: `${names.stopped} was stopped (${reason}) while waiting for processing; ${plural(sent.length, 'upload')} made, last known status: ${states.join('; ')}`,
    hint: `The uploads were accepted; the service goes on processing them. Their status is at the URLs in ${names.statusUrls}.`,
  });
}

/** Invalid input: the first errors as failure text and annotations; nothing was sent. */
function failInvalid(outcome: UploadSarifOutcome, checked: CheckResult): void {
  const errors = checked.diagnostics.filter((d) => d.severity === 'error');
  const invalid = checked.inputs.filter((i) => i.errors > 0);
  const count = checked.inputs.reduce((n, i) => n + i.errors, 0) || errors.length;
  const shown = errors.slice(0, 10).map((d) => formatDiagnostic(d).split('\n')[0]);
  const more = count > shown.length ? `\n(${plural(count - shown.length, 'more error')})` : '';
  const what =
    invalid.length > 0
      ? `${plural(invalid.length, 'SARIF input')} ${invalid.length === 1 ? 'is' : 'are'} invalid`
      : 'the SARIF cannot be uploaded';
  outcome.failures.push({
    message: `${what} (${plural(count, 'error')}): nothing was uploaded\n${shown.join('\n')}${more}`,
    hint: 'Fix the errors listed; `sarif-pipeline check <path>` shows the same report locally.',
  });
  outcome.annotations = errors.slice(0, 10).map((d) => ({
    level: 'error' as const,
    title: `invalid SARIF [${d.rule}]`,
    message: `${d.pointer ? `${d.pointer}: ` : ''}${d.message}${d.hint ? `\nhint: ${d.hint}` : ''}`,
    file: d.file,
    ...(d.line !== undefined ? { startLine: d.line, startColumn: d.column } : {}),
  }));
}

/** Besides results: the other limits that dropped something. */
function droppedParts(report: TrimReport, resultsDropped: number, resultsKept: number): string {
  const parts = DROPPED_KINDS.filter((k) => k.key !== 'results' && k.key !== 'resultsForSize')
    .map((k) => ({ k, total: report.runs.reduce((n, r) => n + r.dropped[k.key], 0) }))
    .filter(({ total }) => total > 0)
    .map(({ k, total }) => plural(total, k.noun));
  if (resultsDropped > 0)
    parts.unshift(
      `${plural(resultsDropped, 'result')} (the lowest-ranked; ${formatCount(resultsKept)} kept)`,
    );
  return parts.join(', ');
}

function uploadHint(err: ApiError, names: SettingNames): string | undefined {
  if (err.status === 413)
    return 'The upload is above the service limit: the engine should have caught this; please report it.';
  if (err.kind === 'network' || err.kind === 'timeout')
    return `Check ${names.apiUrl} (${err.url ? `the request went to ${new URL(err.url).origin}` : 'the API URL'}) and the network; the upload was retried before giving up.`;
  return undefined;
}

/** The overall processing status, and failures or warnings for failed and unfinished uploads. */
function judgeProcessing(
  outcome: UploadSarifOutcome,
  sent: UploadRecord[],
  onTimeout: TimeoutPolicy,
  timeoutMs: number,
  names: SettingNames,
): void {
  const label = (r: UploadRecord) =>
    `upload ${r.index + 1}${outcome.uploads.length > 1 ? ` of ${outcome.uploads.length}` : ''} (sarif id ${r.sarifId})`;
  let failed = false;
  let pending = false;
  for (const r of sent) {
    const p = r.processing!;
    if (p.status === 'failed') {
      failed = true;
      const errors =
        p.errors.length > 0 ? p.errors.map((e) => `\n  - ${e}`).join('') : ' (the service gave no errors)';
      outcome.failures.push({
        message: `processing of ${label(r)} failed; the service says:${errors}`,
        hint: 'The service rejected the analysis: fix what it lists and upload again.',
      });
    } else if (p.status === 'error') {
      failed = true;
      outcome.failures.push({ message: `processing of ${label(r)}: ${p.note}` });
    } else if (p.status === 'pending') {
      pending = true;
      const message = `processing of ${label(r)} did not finish within ${formatDuration(timeoutMs)}${p.note ? ` (${p.note})` : ''}`;
      if (onTimeout === 'fail') {
        outcome.failures.push({
          message: `${message}; ${names.onProcessingTimeout} is fail`,
          hint: `The service may still finish it, but nothing confirms the upload was accepted. Raise ${names.processingTimeout}, or set ${names.onProcessingTimeout} to warn to pass anyway.`,
        });
      } else {
        outcome.warnings.push(
          `${message}; the step passes (${names.onProcessingTimeout} is warn), but the upload is unconfirmed`,
        );
      }
    }
  }
  outcome.processingStatus = failed ? 'failed' : pending ? 'timeout' : 'complete';
}

/** An alert's file annotation: an error when it fails the step or is severe, else a warning. */
function annotationOf(row: UploadAlertRow, failsTheStep: boolean): Annotation {
  const severe = row.severity === 'critical' || row.severity === 'high' || row.severity === 'error';
  const { startLine, endLine, startColumn, endColumn } = row;
  return {
    level: failsTheStep || severe ? 'error' : 'warning',
    title: `${row.severity} ${row.ruleId}: ${row.ruleDescription}`,
    message: `${row.message || row.ruleDescription}\n${row.tool} alert #${row.number}: ${row.url}`,
    ...(row.path ? { file: row.path } : {}),
    ...(row.path && startLine
      ? {
          startLine,
          endLine: endLine || startLine,
          // Columns only on a one-line span (the runner ignores them otherwise).
          ...((endLine ?? startLine) === startLine && startColumn
            ? { startColumn, endColumn: endColumn || startColumn }
            : {}),
        }
      : {}),
  };
}
