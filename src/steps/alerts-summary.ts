/**
 * Code-scanning alert summaries: list a repository's or an organization's alerts with every filter of the spec
 * (paging through all of them up to a cap), count them by severity, pick the most severe open ones, render the job
 * summary as Markdown, judge a severity threshold, and write the whole listing as JSON.
 *
 * The pure parts (summarizeAlerts, renderAlertSummaryMarkdown, checkSeverityThreshold) are shared with the upload
 * step. No @actions/core here: the action and CLI entries are thin shells over these functions.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type {
  AlertSeverity,
  AlertState,
  ApiClient,
  CodeScanningAlert,
  OrgAlertFilters,
  RepoAlertFilters,
} from '../api/index.js';
import { code, count, link, plural, table, text } from '../summary/markdown.js';

// ---------------------------------------------------------------------------------------------------------------
// Severities

/** Security severities, most severe first (the rule's security-severity score, bucketed by the service). */
export const SECURITY_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
/** Levels (the rule's SARIF level), most severe first. */
export const LEVELS = ['error', 'warning', 'note'] as const;
/** One severity per alert: its security severity when it has one, else its level. Most severe first. */
export const SEVERITY_ORDER = [...SECURITY_SEVERITIES, ...LEVELS, 'none'] as const;

export type SecuritySeverity = (typeof SECURITY_SEVERITIES)[number];
export type Level = (typeof LEVELS)[number];
export type SeverityName = (typeof SEVERITY_ORDER)[number];
export type SeverityCounts = Record<SeverityName, number>;

/** fail-on-severity: none, a level (compared with the rule's level) or a security severity. */
export const FAIL_ON_VALUES = [
  'none',
  'note',
  'warning',
  'error',
  'low',
  'medium',
  'high',
  'critical',
] as const;
export type FailOnSeverity = (typeof FAIL_ON_VALUES)[number];

/** What the summary reads from an alert: the repository and organization listings both fit. */
export interface SummarizableAlert {
  number: number;
  state: string;
  html_url: string;
  created_at?: string;
  rule: {
    id: string;
    name?: string;
    description?: string;
    severity?: string | null;
    security_severity_level?: CodeScanningAlert['rule']['security_severity_level'];
  };
  tool: { name: string; guid?: string | null; version?: string | null };
  most_recent_instance?: {
    ref?: string;
    message?: { text?: string };
    location?: { path?: string; start_line?: number; end_line?: number };
  };
  /** Organization listings only. */
  repository?: { full_name: string };
}

const securityOf = (a: SummarizableAlert): SecuritySeverity | undefined =>
  SECURITY_SEVERITIES.find((s) => s === a.rule.security_severity_level);
const levelOf = (a: SummarizableAlert): Level | 'none' => LEVELS.find((l) => l === a.rule.severity) ?? 'none';

/** The alert's one severity: its security severity when it has one, else its level. */
export function severityOf(a: SummarizableAlert): SeverityName {
  return securityOf(a) ?? levelOf(a);
}

/** Most severe first: security severity, then level, then the older alert (as the upload step orders them). */
export function compareAlerts(a: SummarizableAlert, b: SummarizableAlert): number {
  const sec = (x: SummarizableAlert) => {
    const s = securityOf(x);
    return s ? SECURITY_SEVERITIES.length - SECURITY_SEVERITIES.indexOf(s) : 0;
  };
  const lvl = (x: SummarizableAlert) => {
    const l = levelOf(x);
    return l === 'none' ? 0 : LEVELS.length - LEVELS.indexOf(l);
  };
  return sec(b) - sec(a) || lvl(b) - lvl(a) || a.number - b.number;
}

const zeroCounts = (): SeverityCounts =>
  Object.fromEntries(SEVERITY_ORDER.map((s) => [s, 0])) as SeverityCounts;

// ---------------------------------------------------------------------------------------------------------------
// Summary

export interface TopAlert {
  number: number;
  severity: SeverityName;
  securitySeverity: SecuritySeverity | null;
  level: Level | 'none';
  ruleId: string;
  ruleDescription: string;
  tool: string;
  path: string | null;
  startLine: number | null;
  endLine: number | null;
  message: string;
  /** The alert's page (html_url). */
  url: string;
  /** owner/name, organization listings only. */
  repository?: string;
}

export interface AlertSummary {
  /** Alerts summarized (all states given). */
  total: number;
  /** Of which open. */
  open: number;
  /** All summarized alerts, by severity. */
  counts: SeverityCounts;
  /** Open alerts, by severity (what the threshold and the table are about). */
  openCounts: SeverityCounts;
  /** Open alerts by level, whatever their security severity (the level thresholds use these). */
  openLevels: Record<Level | 'none', number>;
  /** Alerts by state. */
  states: Record<string, number>;
  /** The most severe open alerts, most severe first. */
  top: TopAlert[];
}

/**
 * Count alerts by severity and state, and pick the `top` most severe open ones (default 10).
 * Shared by the alerts step and the upload step.
 */
export function summarizeAlerts(
  alerts: readonly SummarizableAlert[],
  options: { top?: number } = {},
): AlertSummary {
  const counts = zeroCounts();
  const openCounts = zeroCounts();
  const openLevels: AlertSummary['openLevels'] = { error: 0, warning: 0, note: 0, none: 0 };
  const states: Record<string, number> = {};
  const open: SummarizableAlert[] = [];
  for (const a of alerts) {
    const severity = severityOf(a);
    counts[severity]++;
    states[a.state] = (states[a.state] ?? 0) + 1;
    if (a.state === 'open') {
      openCounts[severity]++;
      openLevels[levelOf(a)]++;
      open.push(a);
    }
  }
  const top = open
    .sort(compareAlerts)
    .slice(0, Math.max(0, options.top ?? 10))
    .map(toTopAlert);
  return { total: alerts.length, open: open.length, counts, openCounts, openLevels, states, top };
}

function toTopAlert(a: SummarizableAlert): TopAlert {
  const loc = a.most_recent_instance?.location;
  return {
    number: a.number,
    severity: severityOf(a),
    securitySeverity: securityOf(a) ?? null,
    level: levelOf(a),
    ruleId: a.rule.id,
    ruleDescription: a.rule.description || a.rule.name || a.rule.id,
    tool: a.tool.name,
    path: loc?.path ?? null,
    startLine: loc?.start_line ?? null,
    endLine: loc?.end_line ?? null,
    message: a.most_recent_instance?.message?.text ?? '',
    url: a.html_url,
    ...(a.repository ? { repository: a.repository.full_name } : {}),
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

/**
 * Does any open alert reach the threshold? A security severity (low, medium, high, critical) is compared with
 * the alerts' security severities (alerts without one never match); a level (note, warning, error) with the
 * alerts' levels, whatever their security severity; none never fails.
 */
export function checkSeverityThreshold(summary: AlertSummary, threshold: FailOnSeverity): ThresholdResult {
  if (threshold === 'none') {
    return { threshold, count: 0, failed: false, message: 'no severity threshold (fail-on-severity: none)' };
  }
  const sec = SECURITY_SEVERITIES.indexOf(threshold as SecuritySeverity);
  const count =
    sec >= 0
      ? SECURITY_SEVERITIES.slice(0, sec + 1).reduce((n, s) => n + summary.openCounts[s], 0)
      : LEVELS.slice(0, LEVELS.indexOf(threshold as Level) + 1).reduce(
          (n, l) => n + summary.openLevels[l],
          0,
        );
  const what = sec >= 0 ? `security severity ${threshold} or higher` : `level ${threshold} or higher`;
  return {
    threshold,
    count,
    failed: count > 0,
    message:
      count > 0
        ? `${count} open alert(s) of ${what} (fail-on-severity: ${threshold})`
        : `no open alert of ${what} (fail-on-severity: ${threshold})`,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Rendering

/** Where an alert is: path:line or path:start-end. */
function location(t: TopAlert): string {
  if (!t.path) return '';
  const lines = t.startLine
    ? `:${t.startLine}${t.endLine && t.endLine !== t.startLine ? `-${t.endLine}` : ''}`
    : '';
  return `${t.repository ? `${t.repository}: ` : ''}${t.path}${lines}`;
}

export interface RenderOptions {
  /** Heading; default "Code scanning alerts". */
  title?: string;
  /** What was listed, e.g. "acme/webapp (ref main, state open)". */
  scope?: string;
  /** The listing stopped at its cap: say so. */
  truncated?: boolean;
  threshold?: ThresholdResult;
}

/** The job summary: counts by severity, then a table of the most severe open alerts with links. */
export function renderAlertSummaryMarkdown(summary: AlertSummary, options: RenderOptions = {}): string {
  const out: string[] = [`### ${options.title ?? 'Code scanning alerts'}`, ''];
  const states = Object.entries(summary.states)
    .sort(([, a], [, b]) => b - a)
    .map(([s, n]) => `${count(n)} ${s}`)
    .join(', ');
  out.push(
    `${options.scope ? `**${text(options.scope, 300)}**: ` : ''}${plural(summary.total, 'alert')}` +
      (summary.total > 0 ? ` (${states})` : '') +
      (options.truncated ? ' — the listing stopped at its cap; raise the maximum to see them all' : ''),
    '',
  );
  if (summary.total > 0) {
    const shown = SEVERITY_ORDER.filter((s) => summary.counts[s] > 0);
    out.push(
      table(
        ['severity', ...shown],
        [
          ['open', ...shown.map((s) => count(summary.openCounts[s]))],
          ['all listed', ...shown.map((s) => count(summary.counts[s]))],
        ],
        ['left', ...shown.map(() => 'right' as const)],
      ),
      '',
    );
  }
  if (summary.top.length > 0) {
    const more = summary.open - summary.top.length;
    out.push(
      `**Most severe open alerts**${more > 0 ? ` (top ${count(summary.top.length)} of ${count(summary.open)})` : ''}`,
      '',
      table(
        ['severity', 'alert', 'rule', 'location', 'tool', 'message'],
        summary.top.map((t) => [
          t.severity,
          link(`#${t.number}`, t.url),
          code(t.ruleId, 60),
          code(location(t), 80),
          text(t.tool, 40),
          text(t.message, 120),
        ]),
      ),
      '',
    );
  } else if (summary.total > 0) {
    out.push('No open alerts.', '');
  }
  if (options.threshold && options.threshold.threshold !== 'none') {
    out.push(`${options.threshold.failed ? ':x:' : ':white_check_mark:'} ${options.threshold.message}`, '');
  }
  return out.join('\n');
}

/** The same as plain text, for the CLI. */
export function formatAlertSummaryText(summary: AlertSummary, options: RenderOptions = {}): string {
  const out: string[] = [];
  out.push(
    `${options.scope ? `${options.scope}: ` : ''}${plural(summary.total, 'alert')}, ${count(summary.open)} open` +
      (options.truncated ? ' (listing stopped at its cap)' : ''),
  );
  const shown = SEVERITY_ORDER.filter((s) => summary.counts[s] > 0);
  if (shown.length > 0) {
    out.push(`  open by severity: ${shown.map((s) => `${s} ${summary.openCounts[s]}`).join(', ')}`);
  }
  if (summary.top.length > 0) {
    out.push('', 'most severe open alerts:');
    for (const t of summary.top) {
      out.push(`  ${t.severity.padEnd(8)} #${t.number} ${t.ruleId} ${location(t)} (${t.tool})`);
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
  /** Rows of the most-severe table (default 10). */
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
  alerts: SummarizableAlert[];
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

/** Raw filter values (action inputs, CLI options; empty means not given) checked and typed. Throws AlertInputError. */
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
  const oneOf = <T extends string>(
    key: keyof InputNames,
    value: string | undefined,
    allowed: readonly T[],
  ): T | undefined => {
    const x = v(value);
    if (x === undefined) return undefined;
    if (!allowed.includes(x as T))
      throw new AlertInputError(`${names[key]} must be one of ${allowed.join(', ')}, got "${x}"`);
    return x as T;
  };
  const toolName = v(raw.toolName);
  const toolGuid = v(raw.toolGuid);
  if (toolName !== undefined && toolGuid !== undefined) {
    throw new AlertInputError(
      `give ${names.toolName} or ${names.toolGuid}, not both (the service takes one or the other)`,
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
  const x = (value ?? '').trim().toLowerCase() || 'none';
  if (!FAIL_ON_VALUES.includes(x as FailOnSeverity)) {
    throw new AlertInputError(`${name} must be one of ${FAIL_ON_VALUES.join(', ')}, got "${value}"`);
  }
  return x as FailOnSeverity;
}

/** A wrong input of the alerts step (bad filter value, ref with an organization): a user error. */
export class AlertInputError extends Error {
  override readonly name = 'AlertInputError';
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
    throw new AlertInputError('the maximum number of alerts must be a positive integer');
  const common = { ...filters, per_page: options.perPage ?? 100, maxItems };
  let listed;
  if ('org' in options.scope) {
    if (filters.ref !== undefined) {
      throw new AlertInputError(
        'ref filters repository listings only: drop it, or list a repository instead of an organization',
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
      .collect();
  }
  const alerts = listed.items as (CodeScanningAlert & SummarizableAlert)[];
  const summary = summarizeAlerts(alerts, { top: options.top });
  const threshold = checkSeverityThreshold(summary, options.failOn ?? 'none');
  const scopeLabel = label(options.scope, filters);
  const markdown = renderAlertSummaryMarkdown(summary, {
    scope: scopeLabel,
    truncated: listed.truncated,
    threshold,
  });
  if (options.jsonFile) {
    mkdirSync(dirname(options.jsonFile), { recursive: true });
    const document = {
      scope:
        'org' in options.scope
          ? { org: options.scope.org }
          : { repository: `${options.scope.owner}/${options.scope.repo}` },
      filters,
      generated_at: new Date().toISOString(),
      truncated: listed.truncated,
      total: summary.total,
      open: summary.open,
      counts: summary.counts,
      open_counts: summary.openCounts,
      states: summary.states,
      threshold: { value: threshold.threshold, failed: threshold.failed, count: threshold.count },
      top: summary.top,
      alerts,
    };
    writeFileSync(options.jsonFile, `${JSON.stringify(document, null, 2)}\n`);
  }
  return {
    scopeLabel,
    summary,
    threshold,
    truncated: listed.truncated,
    alerts,
    jsonFile: options.jsonFile,
    markdown,
  };
}
