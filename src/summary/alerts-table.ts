/**
 * The one table of the most severe open alerts, in every summary (the alerts step, the upload step): its heading
 * ("top N of M" when there are more), and one row per alert — severity, the alert's page, rule, location, tool,
 * message, and, after an upload, whether the upload made it. Before it, in both, the counts by severity.
 */
import { formatCount } from '../format.js';
import { SEVERITY_ORDER, where, type AlertRow, type SeverityCounts } from './alert-model.js';
import { code, link, severityPie, severityTable, table, text } from './markdown.js';

/** The counts by severity as a table (a row per label), then a pie of the open alerts when there is one. */
export function severityBreakdown(
  rows: { label: string; counts: SeverityCounts }[],
  openCounts: SeverityCounts,
): string[] {
  const pie = severityPie('Open alerts by severity', SEVERITY_ORDER, openCounts);
  return [severityTable(SEVERITY_ORDER, rows), ...(pie ? [pie] : [])];
}

export function topAlertsTable(rows: (AlertRow & { isNew?: boolean })[], open: number): string {
  if (rows.length === 0) return '';
  const more = open - rows.length;
  const withNew = rows.some((r) => r.isNew !== undefined);
  return [
    `**Most severe open alerts**${more > 0 ? ` (top ${formatCount(rows.length)} of ${formatCount(open)})` : ''}`,
    '',
    table(
      ['severity', 'alert', 'rule', 'location', 'tool', 'message', ...(withNew ? ['new'] : [])],
      rows.map((t) => [
        t.severity,
        link(`#${t.number}`, t.url),
        code(t.ruleId, 60),
        code(t.path ? where(t) : '', 80),
        text(t.tool, 40),
        text(t.message, 120),
        ...(withNew ? [t.isNew ? '🆕' : ''] : []),
      ]),
    ),
  ].join('\n');
}
