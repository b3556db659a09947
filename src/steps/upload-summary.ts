/**
 * The upload step's outcome as a Markdown job summary: the verdict and its reasons, the inputs, the trim report
 * (a table from the report data), the processing result per upload, and the alert summary (counts by severity
 * and the most severe open alerts with links). Text that comes from SARIF files or the service is escaped, so a
 * message cannot inject HTML or break a table; links are kept only when they are http(s).
 */
import { formatBytes, formatCount, formatDuration, plural } from '../format.js';
import { DROPPED_KINDS, droppedText, formatDiagnostics } from '../sarif/index.js';
import { thresholdWords } from '../summary/alert-model.js';
import type { UploadRecord, UploadSarifOutcome } from './upload-sarif.js';
import { severityBreakdown, topAlertsTable } from '../summary/alerts-table.js';
import { MAX_ANALYSIS_ALERTS } from './upload-alerts.js';
import { cappedTable, code, keptDroppedChart, link, MARK, text } from '../summary/markdown.js';

/** Safe inside a Markdown table cell (kept under this name for the action's failure annotations). */
export const cell = text;

/** The job summary: verdict, inputs, trim report, processing, alerts, timings (each section a function below). */
export function markdownSummary(o: UploadSarifOutcome): string {
  const parts = [
    ...verdictSection(o),
    ...inputsSection(o),
    ...trimSection(o),
    ...processingSection(o),
    ...alertsSection(o),
    `<sub>check ${formatDuration(o.timings.checkMs)} · upload ${formatDuration(o.timings.uploadMs)} · processing ${formatDuration(o.timings.processingMs)} · alerts ${formatDuration(o.timings.alertsMs)}</sub>`,
  ];
  return `${parts.join('\n\n')}\n`;
}

/** The heading with the verdict, where the upload went, and the failures and warnings. */
function verdictSection(o: UploadSarifOutcome): string[] {
  const parts = [
    `## SARIF upload: ${o.ok ? `${MARK.ok} passed` : `${MARK.failed} failed`}`,
    `Repository ${code(o.repository)}, ref ${code(o.ref)}, commit ${code(o.sha.slice(0, 12))}; processing: **${o.processingStatus}**.`,
  ];
  if (o.failures.length > 0) {
    parts.push(
      o.failures
        .map((f) => {
          const [first, ...rest] = f.message.split('\n');
          const detail = rest.map((l) => `<br>${cell(l.trim(), 1000)}`).join('');
          return `- ❌ ${cell(first, 1000)}${detail}${f.hint ? `<br>${cell(f.hint, 1000)}` : ''}`;
        })
        .join('\n'),
    );
  }
  if (o.warnings.length > 0) parts.push(o.warnings.map((w) => `- ⚠️ ${cell(w, 1000)}`).join('\n'));
  return parts;
}

const rank = (i: { errors: number; warnings: number }) => (i.errors > 0 ? 0 : i.warnings > 0 ? 1 : 2);

/** A row per SARIF input (those with errors or warnings first), then the first errors. */
function inputsSection(o: UploadSarifOutcome): string[] {
  const parts = [
    '### Inputs',
    cappedTable(
      ['file', 'size', 'runs', 'results', 'errors', 'warnings'],
      // Files with errors, then with warnings, first: what a capped table must not leave out.
      [...o.inputs]
        .sort((a, b) => rank(a) - rank(b))
        .map((i) => [
          code(i.file),
          formatBytes(i.bytes),
          formatCount(i.runs),
          formatCount(i.results),
          formatCount(i.errors),
          formatCount(i.warnings),
        ]),
      'files',
    ),
  ];
  const errors = o.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    const shown = formatDiagnostics(errors, '`sarif-pipeline check` lists each').slice(0, 20);
    parts.push(
      `<details open><summary>${plural(errors.length, 'error')}</summary>\n\n\`\`\`\n${shown.join('\n').replace(/```/g, "'''")}\n\`\`\`\n</details>`,
    );
  }
  return parts;
}

/** What the limits kept and dropped, run by run (nothing when there is no run). */
function trimSection(o: UploadSarifOutcome): string[] {
  if (o.report.runs.length === 0) return [];
  const chart = keptDroppedChart(o.resultsKept, o.resultsDropped);
  return [
    '### Trim report',
    o.trimmed
      ? `Trimmed to the service's limits: ${formatCount(o.resultsKept)} results kept, ${formatCount(o.resultsDropped)} dropped (the most severe are kept).`
      : `Within every limit: ${formatCount(o.resultsKept)} results, nothing dropped.`,
    ...(chart ? [chart] : []),
    cappedTable(
      ['run', 'category', 'upload', 'results', 'kept', 'dropped', 'most severe dropped'],
      o.report.runs.map((r) => {
        const dropped = DROPPED_KINDS.filter((k) => r.dropped[k.key] > 0).map((k) =>
          droppedText(k, r.dropped[k.key]),
        );
        const merged = r.sources.length > 1 ? ` (${formatCount(r.sources.length)} runs merged)` : '';
        return [
          `${cell(r.tool)}${merged}`,
          r.category ? code(r.category) : '',
          String(r.upload + 1),
          formatCount(r.resultsIn),
          formatCount(r.resultsKept),
          dropped.length > 0 ? cell(dropped.join(', ')) : '—',
          cell(r.highestDropped ?? '—'),
        ];
      }),
      'runs',
    ),
  ];
}

/** A row per upload: what it held, its sarif id, its processing status and details (nothing when none). */
function processingSection(o: UploadSarifOutcome): string[] {
  if (o.uploads.length === 0) return [];
  return [
    '### Processing',
    cappedTable(
      ['upload', 'tools', 'runs', 'results', 'gzip', 'sarif id', 'status', 'details'],
      o.uploads.map((u) => [
        String(u.index + 1),
        cell(u.tools.join(', ')),
        formatCount(u.runs),
        formatCount(u.results),
        formatBytes(u.gzipBytes),
        u.sarifId ? code(u.sarifId) : '—',
        uploadStatus(o, u),
        uploadDetails(u),
      ]),
      'uploads',
    ),
  ];
}

/** An upload's status cell. */
function uploadStatus(o: UploadSarifOutcome, u: UploadRecord): string {
  const p = u.processing;
  if (u.uploadError) return '❌ not uploaded';
  if (!u.sarifId) return 'not sent';
  if (!p)
    return o.processingStatus === 'not-waited'
      ? 'uploaded (not waited for)'
      : o.processingStatus === 'interrupted'
        ? 'uploaded (stopped before processing ended)'
        : 'uploaded';
  if (p.status === 'complete') return `✅ complete in ${formatDuration(p.elapsedMs)}`;
  if (p.status === 'failed') return '❌ failed';
  if (p.status === 'pending')
    return o.processingStatus === 'interrupted'
      ? '⏹️ pending when the step was stopped'
      : `⏱️ pending after ${formatDuration(o.processingTimeoutMs)}`;
  return '❌ unknown';
}

/** An upload's details cell: its error, the service's errors, a note, or a link to its analyses. */
function uploadDetails(u: UploadRecord): string {
  const p = u.processing;
  if (u.uploadError) return cell(u.uploadError);
  if (p?.status === 'failed') return p.errors.map((e) => cell(e, 300)).join('<br>') || 'no errors given';
  if (p?.note) return cell(p.note);
  if (p?.analysesUrl) return link('analyses (API)', p.analysesUrl);
  return '';
}

/** The alerts of this analysis: counts by severity, the threshold's verdict, the most severe; or why there are none. */
function alertsSection(o: UploadSarifOutcome): string[] {
  const a = o.alerts;
  if (!a)
    return ['### Alerts', `No alert summary: ${cell(o.alertsSkipped ?? 'nothing was uploaded', 1000)}.`];
  const parts = [
    '### Alerts',
    `${formatCount(a.open)} open alert(s) from this analysis on ${code(a.ref)}, ${formatCount(a.newCount)} of them new; ${formatCount(a.openOnRef)}${a.truncated ? '+' : ''} open from every tool on the ref${a.analysisTruncated ? ` (this analysis' listing stopped at ${formatCount(MAX_ANALYSIS_ALERTS)} alerts a tool: its counts are lower bounds)` : ''}.`,
  ];
  if (a.open > 0) parts.push(...severityBreakdown([{ label: 'open', counts: a.counts }], a.counts));
  if (a.threshold !== 'none') {
    parts.push(
      // The alerts step's words (checkSeverityThreshold), with the family's marks.
      a.atOrAbove.length > 0
        ? `${MARK.failed} ${formatCount(a.atOrAbove.length)} open alert(s) of ${thresholdWords(a.threshold)} (fail-on-severity: ${a.threshold})`
        : `${MARK.ok} no open alert of ${thresholdWords(a.threshold)} (fail-on-severity: ${a.threshold})`,
    );
  }
  const top = topAlertsTable(a.top, a.open);
  if (top) parts.push(top);
  return parts;
}
