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
  type SummarizableAlert,
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

/** What a listing hands each open alert it reads that `wanted` keeps (a summary keeps counts and a few rows). */
interface AlertSink {
  add(alert: CodeScanningAlert): void;
}

/**
 * The open alerts on the ref that `wanted` keeps, given to a sink (every tool's when they fit in one listing, else
 * those of `tools`, listed by tool, to a new sink), how many of every tool were counted, and whether a listing
 * stopped at its cap. Nothing is kept of an alert but what the sink keeps: 200,000 alerts kept whole took 600 MB.
 */
async function openAlerts<S extends AlertSink>(
  api: ApiClient,
  repo: RepoRef,
  ref: string,
  tools: readonly string[],
  wanted: (alert: CodeScanningAlert) => boolean,
  sink: () => S,
): Promise<{ kept: S; openOnRef: number; truncated: boolean; analysisTruncated: boolean }> {
  let kept = sink();
  let openOnRef = 0;
  for await (const alert of listOpen(api, repo, ref, MAX_ALERTS)) {
    openOnRef++;
    if (wanted(alert)) kept.add(alert);
  }
  const truncated = openOnRef >= MAX_ALERTS;
  let analysisTruncated = false;
  if (truncated) {
    kept = sink();
    for (const tool of new Set(tools)) {
      let read = 0;
      for await (const alert of listOpen(api, repo, ref, MAX_ANALYSIS_ALERTS, tool)) {
        read++;
        if (wanted(alert)) kept.add(alert);
      }
      if (read >= MAX_ANALYSIS_ALERTS) analysisTruncated = true;
    }
  }
  return { kept, openOnRef, truncated, analysisTruncated };
}

/** Numbers of the open alerts of these tools on the ref, before an upload. */
export async function openAlertNumbers(
  api: ApiClient,
  repo: RepoRef,
  ref: string,
  tools: readonly string[],
): Promise<Set<number>> {
  const numbers = () => {
    const set = new Set<number>();
    return { set, add: (a: CodeScanningAlert) => void set.add(a.number) };
  };
  const { kept } = await openAlerts(
    api,
    repo,
    ref,
    tools,
    (a) => tools.includes(a.tool?.name ?? ''),
    numbers,
  );
  return kept.set;
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
  const listed = await openAlerts(
    api,
    repo,
    ref,
    scope.map((s) => s.tool),
    (alert) => {
      const category = alert.most_recent_instance?.category ?? '';
      return scope.some((s) => s.tool === alert.tool?.name && sameCategory(s.category, category));
    },
    () => new Tally(options),
  );
  const t = listed.kept;
  return {
    ref,
    counts: t.counts,
    open: t.open,
    openOnRef: listed.openOnRef,
    newCount: t.newCount,
    top: t.top.map((r) => r.row!),
    topNew: t.topNew.map((r) => r.row!),
    threshold: options.threshold,
    atOrAbove: t.atOrAbove.sort(byRank).map((r) => r.row!),
    truncated: listed.truncated,
    analysisTruncated: listed.analysisTruncated,
  };
}

/** A row with what orders it as compareAlerts orders alerts (its number and its rule's two severities). */
interface Ranked {
  row: UploadAlertRow | undefined;
  alert: Pick<SummarizableAlert, 'number'> & {
    rule: Pick<SummarizableAlert['rule'], 'security_severity_level' | 'severity'>;
  };
}
const byRank = (a: Ranked, b: Ranked) =>
  compareAlerts(a.alert as SummarizableAlert, b.alert as SummarizableAlert);

/** Whether `item` is among the `max` most severe of `list` (kept in rank order). */
const fits = (list: Ranked[], item: Ranked, max: number) =>
  max > 0 && (list.length < max || byRank(item, list[list.length - 1]) < 0);

/** `item` into `list`, in rank order, the least severe let go past `max`. */
function keepTop(list: Ranked[], item: Ranked, max: number): void {
  let at = list.length;
  while (at > 0 && byRank(item, list[at - 1]) < 0) at--;
  list.splice(at, 0, item);
  if (list.length > max) list.pop();
}

/**
 * The summary's figures, alert by alert: counts, and a row only for the few shown (most severe, most severe new)
 * and those at or above the threshold.
 */
class Tally implements AlertSink {
  counts = zeroCounts();
  open = 0;
  newCount = 0;
  top: Ranked[] = [];
  topNew: Ranked[] = [];
  atOrAbove: Ranked[] = [];
  private readonly started: number;
  constructor(private readonly options: SummarizeOptions) {
    this.started = Date.parse(options.startedAt);
  }
  add(alert: CodeScanningAlert): void {
    const o = this.options;
    this.counts[severityOf(alert)]++;
    this.open++;
    const isNew = o.before ? !o.before.has(alert.number) : Date.parse(alert.created_at) >= this.started;
    if (isNew) this.newCount++;
    const { security_severity_level, severity } = alert.rule;
    const item: Ranked = {
      row: undefined,
      alert: { number: alert.number, rule: { security_severity_level, severity } },
    };
    const meets = meetsThreshold(alert, o.threshold);
    const top = fits(this.top, item, o.maxTop ?? TOP_ALERTS);
    const topNew = isNew && fits(this.topNew, item, o.maxNew ?? TOP_ALERTS);
    if (!meets && !top && !topNew) return;
    item.row = { ...toAlertRow(alert), isNew };
    if (meets) this.atOrAbove.push(item);
    if (top) keepTop(this.top, item, o.maxTop ?? TOP_ALERTS);
    if (topNew) keepTop(this.topNew, item, o.maxNew ?? TOP_ALERTS);
  }
}
