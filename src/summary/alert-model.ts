/**
 * The one alert model of every summary (the alerts step after a listing, the upload step after processing): an
 * alert's one severity, the order of severities, the fail-on-severity rule, the counts' shape and the row a summary
 * shows. Pure: no API calls, no rendering.
 *
 * Severity, as the service shows it: an alert whose rule has a security severity is critical, high, medium or low;
 * any other alert has its rule's level (error, warning, note), and `none` when the level is none, null or absent.
 */
import type { CodeScanningAlert } from '../api/index.js';

/** Security severities, most severe first (the rule's security-severity score, bucketed by the service). */
export const SECURITY_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
/** Levels (the rule's SARIF level), most severe first. */
export const LEVELS = ['error', 'warning', 'note'] as const;
/** One severity per alert: its security severity when it has one, else its level. Most severe first. */
export const SEVERITY_ORDER = [...SECURITY_SEVERITIES, ...LEVELS, 'none'] as const;

export type SecuritySeverity = (typeof SECURITY_SEVERITIES)[number];
export type Level = (typeof LEVELS)[number];
export type SeverityName = (typeof SEVERITY_ORDER)[number];
/** Alerts by severity: every key of SEVERITY_ORDER, always present (the JSON outputs of both steps). */
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

/** What a summary reads from an alert: the repository and organization listings both fit. */
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
  /** Absent or null in some listings (the published description): an unknown tool. */
  tool?: { name?: string; guid?: string | null; version?: string | null } | null;
  most_recent_instance?: {
    ref?: string;
    category?: string;
    message?: { text?: string };
    location?: {
      path?: string;
      start_line?: number;
      end_line?: number;
      start_column?: number;
      end_column?: number;
    };
  };
  /** Organization listings only. */
  repository?: { full_name: string };
  /** Set on dismissed alerts. */
  dismissed_reason?: string | null;
  dismissed_comment?: string | null;
  dismissed_by?: { login: string } | null;
}

export const securityOf = (a: SummarizableAlert): SecuritySeverity | null =>
  SECURITY_SEVERITIES.find((s) => s === a.rule.security_severity_level) ?? null;
export const levelOf = (a: SummarizableAlert): Level | 'none' =>
  LEVELS.find((l) => l === a.rule.severity) ?? 'none';

/** The alert's one severity: its security severity when it has one, else its level. */
export function severityOf(a: SummarizableAlert): SeverityName {
  return securityOf(a) ?? levelOf(a);
}

const securityRank = (s: SecuritySeverity | null) =>
  s ? SECURITY_SEVERITIES.length - SECURITY_SEVERITIES.indexOf(s) : 0;
const levelRank = (l: Level | 'none') => (l === 'none' ? 0 : LEVELS.length - LEVELS.indexOf(l));

/** Most severe first: security severity, then level, then the older alert. */
export function compareAlerts(a: SummarizableAlert, b: SummarizableAlert): number {
  return (
    securityRank(securityOf(b)) - securityRank(securityOf(a)) ||
    levelRank(levelOf(b)) - levelRank(levelOf(a)) ||
    a.number - b.number
  );
}

/**
 * At or above fail-on-severity: a security severity (low … critical) is compared with the alert's security severity
 * (an alert without one never matches); a level (note, warning, error) with its level, whatever its security
 * severity; none never matches.
 */
export function meetsThreshold(a: SummarizableAlert, threshold: FailOnSeverity): boolean {
  if (threshold === 'none') return false;
  if ((LEVELS as readonly string[]).includes(threshold))
    return levelRank(levelOf(a)) >= levelRank(threshold as Level);
  return securityRank(securityOf(a)) >= securityRank(threshold as SecuritySeverity);
}

/** "security severity high or higher", "level warning or higher". */
export function thresholdWords(threshold: Exclude<FailOnSeverity, 'none'>): string {
  return `${(LEVELS as readonly string[]).includes(threshold) ? 'level' : 'security severity'} ${threshold} or higher`;
}

export const zeroCounts = (): SeverityCounts =>
  Object.fromEntries(SEVERITY_ORDER.map((s) => [s, 0])) as SeverityCounts;

/** An alert as a summary shows it (a table row, an annotation, the JSON `top`). */
export interface AlertRow {
  number: number;
  severity: SeverityName;
  securitySeverity: SecuritySeverity | null;
  level: Level | 'none';
  ruleId: string;
  /** The rule's description, else its name, else its id. */
  ruleDescription: string;
  tool: string;
  category: string;
  path: string | null;
  startLine: number | null;
  endLine: number | null;
  startColumn: number | null;
  endColumn: number | null;
  message: string;
  /** The alert's page (html_url). */
  url: string;
  /** owner/name, organization listings only. */
  repository?: string;
}

/** The tool of an alert that names none. */
export const UNKNOWN_TOOL = '(unknown tool)';

export function toAlertRow(a: SummarizableAlert): AlertRow {
  const instance = a.most_recent_instance;
  const loc = instance?.location;
  return {
    number: a.number,
    severity: severityOf(a),
    securitySeverity: securityOf(a),
    level: levelOf(a),
    ruleId: a.rule.id,
    ruleDescription: a.rule.description || a.rule.name || a.rule.id,
    // The published description lets a listing's alert come without its tool: the tool is then unknown.
    tool: a.tool?.name ?? UNKNOWN_TOOL,
    category: instance?.category ?? '',
    path: loc?.path || null,
    startLine: loc?.start_line ?? null,
    endLine: loc?.end_line ?? null,
    startColumn: loc?.start_column ?? null,
    endColumn: loc?.end_column ?? null,
    message: instance?.message?.text ?? '',
    url: a.html_url,
    ...(a.repository ? { repository: a.repository.full_name } : {}),
  };
}

/** Where an alert is: `path:line`, `path:start-end`, prefixed by `owner/name: ` in organization listings. */
export function where(row: Pick<AlertRow, 'path' | 'startLine' | 'endLine' | 'repository'>): string {
  if (!row.path) return '(no location)';
  const lines = row.startLine
    ? `:${row.startLine}${row.endLine && row.endLine !== row.startLine ? `-${row.endLine}` : ''}`
    : '';
  return `${row.repository ? `${row.repository}: ` : ''}${row.path}${lines}`;
}
