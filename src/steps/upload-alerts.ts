/**
 * The alert summary after an upload: the repository's open alerts on the uploaded ref, narrowed to the tools and
 * categories of this analysis, counted by severity, the most severe listed with links, the new ones (not open
 * before the upload) picked out for annotations, and the severity threshold checked.
 *
 * Severity, as the service shows it: an alert whose rule has a security severity is critical, high, medium or
 * low; any other alert has its level (error, warning, note, none). Most severe first: critical, high, medium,
 * low, error, warning, note, none.
 */
import { ApiError, type ApiClient, type CodeScanningAlert, type RepoRef } from '../api/index.js';
import type { SeverityThreshold } from './upload-options.js';

export const SEVERITY_ORDER = [
  'critical',
  'high',
  'medium',
  'low',
  'error',
  'warning',
  'note',
  'none',
] as const;
export type SeverityKey = (typeof SEVERITY_ORDER)[number];
export type SeverityCounts = Record<SeverityKey, number> & { total: number };

const LEVEL_RANK: Record<string, number> = { none: 0, note: 1, warning: 2, error: 3 };
const SECURITY_RANK: Record<string, number> = { low: 1, medium: 2, high: 3, critical: 4 };

export interface AlertRow {
  number: number;
  /** The alert's page. */
  url: string;
  severity: SeverityKey;
  /** The rule's level: error, warning, note or none. */
  level: string;
  securitySeverity: string | null;
  ruleId: string;
  description: string;
  tool: string;
  category: string;
  path: string;
  startLine: number;
  endLine: number;
  startColumn: number;
  endColumn: number;
  message: string;
  /** Not open on the ref before this upload. */
  isNew: boolean;
}

export interface AlertSummary {
  ref: string;
  /** Open alerts of this analysis (its tools and categories) on the ref, by severity. */
  counts: SeverityCounts;
  /** Open alerts of every tool on the ref. */
  openOnRef: number;
  /** Open alerts of this analysis that were not open before the upload. */
  newCount: number;
  /** The most severe open alerts of this analysis. */
  top: AlertRow[];
  /** The most severe new alerts (for annotations). */
  topNew: AlertRow[];
  threshold: SeverityThreshold;
  /** Open alerts of this analysis at or above the threshold. */
  atOrAbove: AlertRow[];
  /** The listing stopped at its cap: counts are lower bounds. */
  truncated: boolean;
}

/** A tool and category of the analysis, as the engine reported its runs. */
export interface AnalysisScope {
  tool: string;
  category: string;
}

/**
 * The ref as the alert listing takes it (refs/heads/<branch> or refs/pull/<number>/merge), or undefined: alerts
 * of refs/pull/<number>/head cannot be listed (spec, code scanning rule 2).
 */
export function listableRef(ref: string): string | undefined {
  return /^refs\/(heads\/\S+|pull\/\d+\/merge)$/.test(ref) ? ref : undefined;
}

/** How many alerts a listing reads at most (100 a page). */
const MAX_ALERTS = 10_000;

/** Numbers of the open alerts on the ref (every tool), before an upload. */
export async function openAlertNumbers(api: ApiClient, repo: RepoRef, ref: string): Promise<Set<number>> {
  const numbers = new Set<number>();
  for await (const alert of listOpen(api, repo, ref)) numbers.add(alert.number);
  return numbers;
}

async function* listOpen(api: ApiClient, repo: RepoRef, ref: string): AsyncGenerator<CodeScanningAlert> {
  try {
    yield* api.codeScanning.listRepoAlerts({
      ...repo,
      ref,
      state: 'open',
      per_page: 100,
      maxItems: MAX_ALERTS,
    });
  } catch (err) {
    // No analysis on the ref yet: the service may answer 404 rather than an empty list.
    if (err instanceof ApiError && err.status === 404) return;
    throw err;
  }
}

export function severityOf(alert: CodeScanningAlert): SeverityKey {
  const security = securityOf(alert);
  if (security) return security as SeverityKey;
  const level = alert.rule.severity;
  return level in LEVEL_RANK ? (level as SeverityKey) : 'warning';
}

/** The rule's security severity level, for security rules (checked by the client: low to critical, or none). */
function securityOf(alert: CodeScanningAlert): string | null {
  return alert.rule.security_severity_level ?? null;
}

/** At or above the threshold: levels compare with every alert's level, security severities with security alerts. */
export function meetsThreshold(
  row: Pick<AlertRow, 'level' | 'securitySeverity'>,
  threshold: SeverityThreshold,
): boolean {
  if (threshold === 'none') return false;
  if (threshold in LEVEL_RANK) return (LEVEL_RANK[row.level] ?? 0) >= LEVEL_RANK[threshold];
  return row.securitySeverity !== null && SECURITY_RANK[row.securitySeverity] >= SECURITY_RANK[threshold];
}

/** Most severe first; then by level; then the older alert first. */
export function compareRows(a: AlertRow, b: AlertRow): number {
  return (
    SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) ||
    (LEVEL_RANK[b.level] ?? 0) - (LEVEL_RANK[a.level] ?? 0) ||
    a.number - b.number
  );
}

export function emptyCounts(): SeverityCounts {
  return { critical: 0, high: 0, medium: 0, low: 0, error: 0, warning: 0, note: 0, none: 0, total: 0 };
}

/** Categories compare without their trailing slash ("nightly/" and "nightly" are one category). */
const sameCategory = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

export interface SummarizeOptions {
  /** Open alert numbers before the upload; without them, alerts created at or after `startedAt` are new. */
  before?: Set<number>;
  startedAt: string;
  threshold: SeverityThreshold;
  /** Rows in `top` (default 20) and `topNew` (default 10). */
  maxTop?: number;
  maxNew?: number;
}

export async function summarizeAlerts(
  api: ApiClient,
  repo: RepoRef,
  ref: string,
  scope: readonly AnalysisScope[],
  options: SummarizeOptions,
): Promise<AlertSummary> {
  const counts = emptyCounts();
  const rows: AlertRow[] = [];
  let openOnRef = 0;
  const started = Date.parse(options.startedAt);
  for await (const alert of listOpen(api, repo, ref)) {
    openOnRef++;
    const instance = alert.most_recent_instance;
    const category = instance?.category ?? '';
    if (!scope.some((s) => s.tool === alert.tool?.name && sameCategory(s.category, category))) continue;
    const location = instance?.location;
    const row: AlertRow = {
      number: alert.number,
      url: alert.html_url,
      severity: severityOf(alert),
      level: alert.rule.severity,
      securitySeverity: securityOf(alert),
      ruleId: alert.rule.id,
      description: alert.rule.description || alert.rule.name || alert.rule.id,
      tool: alert.tool?.name ?? '',
      category,
      path: location?.path ?? '',
      startLine: location?.start_line ?? 0,
      endLine: location?.end_line ?? location?.start_line ?? 0,
      startColumn: location?.start_column ?? 0,
      endColumn: location?.end_column ?? 0,
      message: instance?.message?.text ?? '',
      isNew: options.before ? !options.before.has(alert.number) : Date.parse(alert.created_at) >= started,
    };
    counts[row.severity]++;
    counts.total++;
    rows.push(row);
  }
  rows.sort(compareRows);
  const fresh = rows.filter((r) => r.isNew);
  return {
    ref,
    counts,
    openOnRef,
    newCount: fresh.length,
    top: rows.slice(0, options.maxTop ?? 20),
    topNew: fresh.slice(0, options.maxNew ?? 10),
    threshold: options.threshold,
    atOrAbove: rows.filter((r) => meetsThreshold(r, options.threshold)),
    truncated: openOnRef >= MAX_ALERTS,
  };
}

/** "src/db.js:42" (or the path alone without a line). */
export function where(row: Pick<AlertRow, 'path' | 'startLine'>): string {
  return row.startLine > 0 ? `${row.path}:${row.startLine}` : row.path || '(no location)';
}
