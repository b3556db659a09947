/**
 * Code-scanning alert summaries: list a repository's or an organization's alerts with every filter of the spec
 * (paging through all of them up to a cap), count them by severity, pick the most severe open ones, render the job
 * summary as Markdown, judge a severity threshold, and write the whole listing as JSON.
 *
 * The pure parts (summarizeAlerts, renderAlertSummaryMarkdown, checkSeverityThreshold) are shared with the upload
 * step. No @actions/core here: the action and CLI entries are thin shells over these functions.
 */
import { dirname } from 'node:path';
import { formatCount, plural } from '../format.js';
import {
  ApiError,
  type AlertSeverity,
  type AlertState,
  type ApiClient,
  type CodeScanningAlert,
  type OrgAlertFilters,
  type RepoAlertFilters,
} from '../api/index.js';
import {
  compareAlerts,
  type FailOnSeverity,
  meetsThreshold,
  SEVERITY_ORDER,
  type SeverityCounts,
  severityOf,
  type SummarizableAlert,
  thresholdWords,
  toAlertRow,
  type AlertRow,
  where,
  zeroCounts,
  FAIL_ON_VALUES,
} from '../summary/alert-model.js';
import { parseChoice, parseOptionalChoice, UserError } from '../inputs.js';
import { code, link, MARK, table, text, TOP_ALERTS } from '../summary/markdown.js';
import { severityBreakdown, topAlertsTable } from '../summary/alerts-table.js';
import { writeProblem, writeWhole } from '../write-whole.js';
import { makeDirectory } from '../make-directory.js';

/** The heading of the alerts step's summary. */
export const ALERTS_TITLE = 'Code scanning alerts';

// ---------------------------------------------------------------------------------------------------------------
// Summary

/** The most severe open alerts, as rows (see the alert model). */
export type TopAlert = AlertRow;

export interface AlertSummary {
  /** Alerts summarized (all states given). */
  total: number;
  /** Of which open. */
  open: number;
  /** All summarized alerts, by severity. */
  counts: SeverityCounts;
  /** Open alerts, by severity (what the threshold and the table are about). */
  openCounts: SeverityCounts;
  /** Alerts by state. */
  states: Record<string, number>;
  /** The most severe open alerts, most severe first. */
  top: TopAlert[];
  /** The open alerts, most severe first (what the threshold is checked on). */
  openAlerts: SummarizableAlert[];
  /** The dismissed alerts, in listing order: who dismissed each, why, and the comment. */
  dismissed: DismissedAlert[];
}

export interface DismissedAlert {
  number: number;
  url: string;
  ruleId: string;
  reason: string;
  by: string;
  comment: string;
}

/** Rows of the dismissed-alerts table at most (the count is always given). */
const DISMISSED_SHOWN = 20;

/**
 * Count alerts by severity and state, and pick the `top` most severe open ones (default TOP_ALERTS).
 */
export function summarizeAlerts(
  alerts: readonly SummarizableAlert[],
  options: { top?: number } = {},
): AlertSummary {
  const counts = zeroCounts();
  const openCounts = zeroCounts();
  const states: Record<string, number> = {};
  const open: SummarizableAlert[] = [];
  const dismissed: DismissedAlert[] = [];
  for (const a of alerts) {
    if (a.state === 'dismissed')
      dismissed.push({
        number: a.number,
        url: a.html_url,
        ruleId: a.rule.id,
        reason: a.dismissed_reason ?? '',
        by: a.dismissed_by?.login ?? '',
        comment: a.dismissed_comment ?? '',
      });
    const severity = severityOf(a);
    counts[severity]++;
    states[a.state] = (states[a.state] ?? 0) + 1;
    if (a.state === 'open') {
      openCounts[severity]++;
      open.push(a);
    }
  }
  open.sort(compareAlerts);
  const top = open.slice(0, Math.max(0, options.top ?? TOP_ALERTS)).map(toAlertRow);
  return {
    total: alerts.length,
    open: open.length,
    counts,
    openCounts,
    states,
    top,
    openAlerts: open,
    dismissed,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Threshold

export interface ThresholdResult {
  threshold: FailOnSeverity;
  /** Open alerts at or above the threshold. */
  count: number;
  failed: boolean;
  /** One line for the log or the failure message. */
  message: string;
}

/** Does any open alert reach the threshold (the alert model's meetsThreshold)? */
export function checkSeverityThreshold(summary: AlertSummary, threshold: FailOnSeverity): ThresholdResult {
  if (threshold === 'none') {
    return { threshold, count: 0, failed: false, message: 'no severity threshold (fail-on-severity: none)' };
  }
  const n = summary.openAlerts.filter((a) => meetsThreshold(a, threshold)).length;
  const what = thresholdWords(threshold);
  return {
    threshold,
    count: n,
    failed: n > 0,
    message:
      n > 0
        ? `${formatCount(n)} open alert(s) of ${what} (fail-on-severity: ${threshold})`
        : `no open alert of ${what} (fail-on-severity: ${threshold})`,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Rendering

export interface RenderOptions {
  /** Heading; default "Code scanning alerts". */
  title?: string;
  /** What was listed, e.g. "acme/webapp (ref main, state open)". */
  scope?: string;
  /** The listing stopped at its cap: say so. */
  truncated?: boolean;
  threshold?: ThresholdResult;
  /** The repository has no code scanning analysis yet: say so, not just "0 alerts". */
  noAnalysis?: boolean;
}

/** The job summary: counts by severity, then a table of the most severe open alerts with links. */
export function renderAlertSummaryMarkdown(summary: AlertSummary, options: RenderOptions = {}): string {
  const out: string[] = [`### ${text(options.title ?? ALERTS_TITLE)}`, ''];
  if (options.threshold && options.threshold.threshold !== 'none') {
    out.push(`${options.threshold.failed ? MARK.failed : MARK.ok} ${text(options.threshold.message)}`, '');
  }
  const states = Object.entries(summary.states)
    .sort(([, a], [, b]) => b - a)
    .map(([s, n]) => `${formatCount(n)} ${s}`)
    .join(', ');
  out.push(
    `${options.scope ? `**${text(options.scope, 300)}**: ` : ''}${plural(summary.total, 'alert')}` +
      (summary.total > 0 ? ` (${states})` : '') +
      (options.truncated ? ' — the listing stopped at its cap; raise the maximum to see them all' : ''),
    '',
  );
  if (options.noAnalysis)
    out.push(
      'No code scanning analysis in this repository yet: upload SARIF to it (the upload step) first.',
      '',
    );
  if (summary.total > 0) {
    const rows = [
      { label: 'open', counts: summary.openCounts },
      { label: 'all listed', counts: summary.counts },
    ];
    for (const part of severityBreakdown(rows, summary.openCounts)) out.push(part, '');
  }
  if (summary.top.length > 0) {
    out.push(topAlertsTable(summary.top, summary.open), '');
  } else if (summary.total > 0) {
    out.push('No open alerts.', '');
  }
  if (summary.dismissed.length > 0) {
    const shown = summary.dismissed.slice(0, DISMISSED_SHOWN);
    out.push(
      `**Dismissed alerts** (${formatCount(summary.dismissed.length)}${shown.length < summary.dismissed.length ? `, first ${formatCount(shown.length)}` : ''})`,
      '',
      table(
        ['alert', 'rule', 'reason', 'by', 'comment'],
        shown.map((d) => [
          link(`#${d.number}`, d.url),
          code(d.ruleId, 60),
          text(d.reason, 40),
          text(d.by, 40),
          text(d.comment, 120),
        ]),
      ),
      '',
    );
  }
  return out.join('\n');
}

/** The same as plain text, for the CLI. */
export function formatAlertSummaryText(summary: AlertSummary, options: RenderOptions = {}): string {
  const out: string[] = [];
  out.push(
    `${options.scope ? `${options.scope}: ` : ''}${plural(summary.total, 'alert')}, ${formatCount(summary.open)} open` +
      (options.truncated ? ' (listing stopped at its cap)' : ''),
  );
  const shown = SEVERITY_ORDER.filter((s) => summary.counts[s] > 0);
  if (shown.length > 0) {
    out.push(
      `  open by severity: ${shown.map((s) => `${s} ${formatCount(summary.openCounts[s])}`).join(', ')}`,
    );
  }
  if (summary.dismissed.length > 0) {
    out.push(`  dismissed: ${formatCount(summary.dismissed.length)}`);
    for (const d of summary.dismissed.slice(0, DISMISSED_SHOWN))
      out.push(
        `    #${d.number} ${d.ruleId}: ${d.reason}${d.by ? ` by ${d.by}` : ''}${d.comment ? ` (${d.comment.replace(/[\s\p{Cc}]+/gu, ' ')})` : ''}`,
      );
  }
  if (summary.top.length > 0) {
    out.push('', 'most severe open alerts:');
    for (const t of summary.top) {
      out.push(`  ${t.severity.padEnd(8)} #${t.number} ${t.ruleId} ${where(t)} (${t.tool})`);
      out.push(`           ${t.url}`);
    }
  }
  if (options.threshold && options.threshold.threshold !== 'none') {
    out.push('', `${options.threshold.failed ? 'FAILED' : 'OK'}: ${options.threshold.message}`);
  }
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// The alerts step

export type AlertScope = { owner: string; repo: string } | { org: string };

export interface AlertListFilters {
  tool_name?: string;
  /** null: alerts of tools without a GUID. */
  tool_guid?: string | null;
  /** Repository listings only. */
  ref?: string;
  state?: AlertState;
  severity?: AlertSeverity;
  sort?: 'created' | 'updated';
  direction?: 'asc' | 'desc';
}

export interface AlertsStepOptions {
  scope: AlertScope;
  filters?: AlertListFilters;
  /** Stop listing after this many alerts (default 10,000). */
  maxItems?: number;
  /** Alerts per page (default 100, the most the service gives). */
  perPage?: number;
  /** Rows of the most-severe table (default TOP_ALERTS). */
  top?: number;
  failOn?: FailOnSeverity;
  /** Write the listing and the summary here as JSON. */
  jsonFile?: string;
}

export interface AlertsStepResult {
  /** "acme/webapp" or "org acme", with the filters given. */
  scopeLabel: string;
  summary: AlertSummary;
  threshold: ThresholdResult;
  /** The listing stopped at maxItems while more alerts existed. */
  truncated: boolean;
  /** The repository has no code scanning analysis yet (the service's 404 "no analysis found"): nothing listed. */
  noAnalysis: boolean;
  alerts: SummarizableAlert[];
  /** The JSON document (alertsDocument), not yet redacted. */
  document: AlertsDocument;
  jsonFile?: string;
  markdown: string;
}

export const DEFAULT_MAX_ALERTS = 10_000;

const STATES: readonly AlertState[] = ['open', 'closed', 'dismissed', 'fixed'];
const FILTER_SEVERITIES: readonly AlertSeverity[] = [
  'critical',
  'high',
  'medium',
  'low',
  'warning',
  'note',
  'error',
];

/** How the inputs are called where they come from (action input names by default; the CLI passes its flags). */
export interface InputNames {
  toolName: string;
  toolGuid: string;
  ref: string;
  state: string;
  severity: string;
  sort: string;
  direction: string;
  failOn: string;
}

export const ACTION_INPUT_NAMES: InputNames = {
  toolName: 'tool-name',
  toolGuid: 'tool-guid',
  ref: 'ref',
  state: 'state',
  severity: 'severity',
  sort: 'sort',
  direction: 'direction',
  failOn: 'fail-on-severity',
};

/** Raw filter values (action inputs, CLI options; empty means not given) checked and typed. Throws UserError. */
export function parseAlertFilters(
  raw: {
    toolName?: string;
    toolGuid?: string;
    ref?: string;
    state?: string;
    severity?: string;
    sort?: string;
    direction?: string;
  },
  names: InputNames = ACTION_INPUT_NAMES,
): AlertListFilters {
  const v = (s: string | undefined) => (s === undefined || s.trim() === '' ? undefined : s.trim());
  const oneOf = <T extends string>(key: keyof InputNames, value: string | undefined, allowed: readonly T[]) =>
    parseOptionalChoice(value, allowed, names[key]);
  const toolName = v(raw.toolName);
  const toolGuid = v(raw.toolGuid);
  if (toolName !== undefined && toolGuid !== undefined) {
    throw new UserError(
      `give ${names.toolName} or ${names.toolGuid}, not both (the service takes one or the other)`,
      undefined,
      2,
    );
  }
  const filters: AlertListFilters = {
    ...(toolName !== undefined ? { tool_name: toolName } : {}),
    ...(toolGuid !== undefined ? { tool_guid: toolGuid === 'null' ? null : toolGuid } : {}),
    ...(v(raw.ref) !== undefined ? { ref: v(raw.ref) } : {}),
    state: oneOf('state', raw.state, STATES),
    severity: oneOf('severity', raw.severity, FILTER_SEVERITIES),
    sort: oneOf('sort', raw.sort, ['created', 'updated'] as const),
    direction: oneOf('direction', raw.direction, ['asc', 'desc'] as const),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, x]) => x !== undefined)) as AlertListFilters;
}

export function parseFailOn(value: string | undefined, name = ACTION_INPUT_NAMES.failOn): FailOnSeverity {
  return parseChoice(value, FAIL_ON_VALUES, 'none', name);
}

function label(scope: AlertScope, f: AlertListFilters): string {
  const parts = Object.entries(f).map(
    ([k, x]) => `${k.replace('_', '-')} ${x === null ? 'null' : String(x)}`,
  );
  const where = 'org' in scope ? `organization ${scope.org}` : `${scope.owner}/${scope.repo}`;
  return parts.length > 0 ? `${where} (${parts.join(', ')})` : where;
}

/**
 * List every alert of a repository or organization matching the filters (100 a page, up to maxItems), summarize
 * them, judge the threshold, render the job summary and write the JSON file. API errors are thrown as ApiError.
 */
export async function runAlertsStep(api: ApiClient, options: AlertsStepOptions): Promise<AlertsStepResult> {
  const filters = options.filters ?? {};
  const maxItems = options.maxItems ?? DEFAULT_MAX_ALERTS;
  if (!Number.isSafeInteger(maxItems) || maxItems <= 0)
    throw new UserError('the maximum number of alerts must be a positive integer', undefined, 2);
  const common = { ...filters, per_page: options.perPage ?? 100, maxItems };
  let listed;
  if ('org' in options.scope) {
    if (filters.ref !== undefined) {
      throw new UserError(
        'ref filters repository listings only: drop it, or list a repository instead of an organization',
        undefined,
        2,
      );
    }
    const { ref: _ref, ...orgFilters } = common;
    listed = await api.codeScanning
      .listOrgAlerts({ org: options.scope.org, ...(orgFilters as OrgAlertFilters) })
      .collect();
  } else {
    listed = await api.codeScanning
      .listRepoAlerts({
        owner: options.scope.owner,
        repo: options.scope.repo,
        ...(common as RepoAlertFilters),
      })
      .collect()
      .catch(noAnalysisYet);
  }
  const noAnalysis = 'noAnalysis' in listed;
  const alerts = listed.items as (CodeScanningAlert & SummarizableAlert)[];
  const summary = summarizeAlerts(alerts, { top: options.top });
  const threshold = checkSeverityThreshold(summary, options.failOn ?? 'none');
  const scopeLabel = label(options.scope, filters);
  const markdown = renderAlertSummaryMarkdown(summary, {
    scope: scopeLabel,
    truncated: listed.truncated,
    threshold,
    noAnalysis,
  });
  const document = {
    ...alertsDocument(options.scope, filters, listed.truncated, summary, threshold, alerts),
    ...(noAnalysis ? { no_analysis: true } : {}),
  };
  if (options.jsonFile) {
    // Every string redacted: an alert (a secret scanner's, say) may carry a secret this step knows.
    await writeJsonFile(options.jsonFile, `${JSON.stringify(api.redactValue(document), null, 2)}\n`);
  }
  return {
    scopeLabel,
    summary,
    threshold,
    truncated: listed.truncated,
    noAnalysis,
    alerts,
    document,
    jsonFile: options.jsonFile,
    markdown,
  };
}

/**
 * The service answers the alerts of a repository that has no code scanning analysis at all 404 "no analysis found":
 * nothing to list yet, not a failure (a repository that is not there, or not the caller's, still fails).
 */
function noAnalysisYet(err: unknown): { items: CodeScanningAlert[]; truncated: false; noAnalysis: true } {
  if (err instanceof ApiError && err.status === 404 && /no analysis found/i.test(err.serviceMessage))
    return { items: [], truncated: false, noAnalysis: true };
  throw err;
}

/**
 * The alerts as JSON, one document for the step's json-file and the CLI's --json and --json-file: the scope and
 * filters, the counts, the threshold, the most severe open alerts and every alert listed.
 */
export function alertsDocument(
  scope: AlertScope,
  filters: AlertListFilters,
  truncated: boolean,
  summary: AlertSummary,
  threshold: ThresholdResult,
  alerts: SummarizableAlert[],
) {
  return {
    scope: 'org' in scope ? { org: scope.org } : { repository: `${scope.owner}/${scope.repo}` },
    filters,
    generated_at: new Date().toISOString(),
    truncated,
    total: summary.total,
    open: summary.open,
    counts: summary.counts,
    open_counts: summary.openCounts,
    states: summary.states,
    dismissed: summary.dismissed,
    threshold: { value: threshold.threshold, failed: threshold.failed, count: threshold.count },
    top: summary.top,
    alerts,
  };
}

export type AlertsDocument = ReturnType<typeof alertsDocument>;

/** The alerts' JSON written whole (a full disk leaves no cut file); what the user can fix, said as a user error. */
async function writeJsonFile(path: string, text: string): Promise<void> {
  try {
    makeDirectory(dirname(path));
    await writeWhole([{ path, data: text }]);
  } catch (err) {
    const why = writeProblem(err);
    if (!why) throw err;
    throw new UserError(
      `cannot write the alerts to ${path}: ${why}`,
      'Give json-file (--json-file) a path in a directory this step can write to, with room for the file.',
    );
  }
}
