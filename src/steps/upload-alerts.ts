/**
 * The alert summary after an upload: the repository's open alerts on the uploaded ref, narrowed to the tools and
 * categories of this analysis, counted by severity, the most severe listed with links, the new ones (not open
 * before the upload) picked out for annotations, and the severity threshold checked.
 *
 * Severity, as the service shows it: an alert whose rule has a security severity is critical, high, medium or
 * low; any other alert has its level (error, warning, note, none). Most severe first: critical, high, medium,
 * low, error, warning, note, none.
 */
import { ApiError, type ApiClient, type CodeScanningAlert, type RepoRef, LISTING_REF } from '../api/index.js';
import {
  compareAlerts,
  meetsThreshold,
  severityOf,
  toAlertRow,
  zeroCounts,
  type AlertRow,
  type FailOnSeverity,
  type SeverityCounts,
} from '../summary/alert-model.js';
import { TOP_ALERTS } from '../summary/markdown.js';

/** An open alert of the analysis, as the alert model shows it, and whether the upload made it. */
export interface UploadAlertRow extends AlertRow {
  /** Not open on the ref before this upload. */
  isNew: boolean;
}

export interface UploadAlertSummary {
  ref: string;
  /** Open alerts of this analysis (its tools and categories) on the ref, by severity. */
  counts: SeverityCounts;
  /** Open alerts of this analysis on the ref. */
  open: number;
  /** Open alerts of every tool on the ref. */
  openOnRef: number;
  /** Open alerts of this analysis that were not open before the upload. */
  newCount: number;
  /** The most severe open alerts of this analysis. */
  top: UploadAlertRow[];
  /** The most severe new alerts (for annotations). */
  topNew: UploadAlertRow[];
  threshold: FailOnSeverity;
  /** Open alerts of this analysis at or above the threshold. */
  atOrAbove: UploadAlertRow[];
  /** The count of every tool's open alerts stopped at its cap (MAX_ALERTS): `openOnRef` is a lower bound. */
  truncated: boolean;
  /** This analysis' own listing stopped at its cap (MAX_ANALYSIS_ALERTS): its counts are lower bounds. */
  analysisTruncated: boolean;
}

/** A tool and category of the analysis, as the engine reported its runs. */
export interface AnalysisScope {
  tool: string;
  category: string;
}

/**
 * The upload's ref as the alert listing takes it (refs/heads/<branch> or refs/pull/<number>/merge), or undefined:
 * alerts of a tag or of refs/pull/<number>/head cannot be listed (spec, code scanning rule 2).
 */
export function listableRef(ref: string): string | undefined {
  return ref.startsWith('refs/') && LISTING_REF.test(ref) ? ref : undefined;
}

/**
 * How many open alerts of every tool one listing reads (100 a page). Below it, that listing holds all of this
 * analysis' alerts too; at it, other tools' alerts may have pushed some of them out, so they are listed again by
 * tool (the service's `tool_name` filter): no other tool's alerts, however many, take this analysis' past the
 * severity threshold.
 */
const MAX_ALERTS = 10_000;
/** How many open alerts of one of this analysis' tools are read at most: far past what uploads can open. */
export const MAX_ANALYSIS_ALERTS = 200_000;

/**
 * The open alerts on the ref that `wanted` keeps (all of them when every tool's fit in one listing, else those of
 * `tools`, listed by tool), how many of every tool were counted, and whether a listing stopped at its cap.
 */
async function openAlerts(
  api: ApiClient,
  repo: RepoRef,
  ref: string,
  tools: readonly string[],
  wanted: (alert: CodeScanningAlert) => boolean,
): Promise<{
  alerts: CodeScanningAlert[];
  openOnRef: number;
  truncated: boolean;
  analysisTruncated: boolean;
}> {
  let alerts: CodeScanningAlert[] = [];
  let openOnRef = 0;
  for await (const alert of listOpen(api, repo, ref, MAX_ALERTS)) {
    openOnRef++;
    if (wanted(alert)) alerts.push(alert);
  }
  const truncated = openOnRef >= MAX_ALERTS;
  let analysisTruncated = false;
  if (truncated) {
    alerts = [];
    for (const tool of new Set(tools)) {
      let read = 0;
      for await (const alert of listOpen(api, repo, ref, MAX_ANALYSIS_ALERTS, tool)) {
        read++;
        if (wanted(alert)) alerts.push(alert);
      }
      if (read >= MAX_ANALYSIS_ALERTS) analysisTruncated = true;
    }
  }
  return { alerts, openOnRef, truncated, analysisTruncated };
}

/** Numbers of the open alerts of these tools on the ref, before an upload. */
export async function openAlertNumbers(
  api: ApiClient,
  repo: RepoRef,
  ref: string,
  tools: readonly string[],
): Promise<Set<number>> {
  const { alerts } = await openAlerts(api, repo, ref, tools, (a) => tools.includes(a.tool?.name ?? ''));
  return new Set(alerts.map((a) => a.number));
}

async function* listOpen(
  api: ApiClient,
  repo: RepoRef,
  ref: string,
  maxItems: number,
  tool?: string,
): AsyncGenerator<CodeScanningAlert> {
  try {
    yield* api.codeScanning.listRepoAlerts({
      ...repo,
      ref,
      state: 'open',
      per_page: 100,
      maxItems,
      ...(tool === undefined ? {} : { tool_name: tool }),
    });
  } catch (err) {
    // No analysis on the ref yet: the service may answer 404 rather than an empty list.
    if (err instanceof ApiError && err.status === 404) return;
    throw err;
  }
}

/** Categories compare without their trailing slash ("nightly/" and "nightly" are one category). */
const sameCategory = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

export interface SummarizeOptions {
  /** Open alert numbers before the upload; without them, alerts created at or after `startedAt` are new. */
  before?: Set<number>;
  startedAt: string;
  threshold: FailOnSeverity;
  /** Rows in `top` and `topNew` (default TOP_ALERTS each, as every summary). */
  maxTop?: number;
  maxNew?: number;
}

export async function summarizeUploadAlerts(
  api: ApiClient,
  repo: RepoRef,
  ref: string,
  scope: readonly AnalysisScope[],
  options: SummarizeOptions,
): Promise<UploadAlertSummary> {
  const started = Date.parse(options.startedAt);
  const listed = await openAlerts(
    api,
    repo,
    ref,
    scope.map((s) => s.tool),
    (alert) => {
      const category = alert.most_recent_instance?.category ?? '';
      return scope.some((s) => s.tool === alert.tool?.name && sameCategory(s.category, category));
    },
  );
  const counts = zeroCounts();
  for (const alert of listed.alerts) counts[severityOf(alert)]++;
  const alerts = listed.alerts.map((alert) => ({
    alert,
    isNew: options.before ? !options.before.has(alert.number) : Date.parse(alert.created_at) >= started,
  }));
  alerts.sort((a, b) => compareAlerts(a.alert, b.alert));
  const rows: UploadAlertRow[] = alerts.map(({ alert, isNew }) => ({ ...toAlertRow(alert), isNew }));
  const fresh = rows.filter((r) => r.isNew);
  return {
    ref,
    counts,
    open: rows.length,
    openOnRef: listed.openOnRef,
    newCount: fresh.length,
    top: rows.slice(0, options.maxTop ?? TOP_ALERTS),
    topNew: fresh.slice(0, options.maxNew ?? TOP_ALERTS),
    threshold: options.threshold,
    atOrAbove: rows.filter((_, i) => meetsThreshold(alerts[i].alert, options.threshold)),
    truncated: listed.truncated,
    analysisTruncated: listed.analysisTruncated,
  };
}
