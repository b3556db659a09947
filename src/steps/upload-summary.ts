/**
 * The upload step's outcome as a Markdown job summary: the verdict and its reasons, the inputs, the trim report
 * (a table from the report data), the processing result per upload, and the alert summary (counts by severity
 * and the most severe open alerts with links). Text that comes from SARIF files or the service is escaped, so a
 * message cannot inject HTML or break a table; links are kept only when they are http(s).
 */
import { formatBytes, formatCount, formatDuration } from '../format.js';
import { DROPPED_KINDS, droppedText, formatDiagnostic } from '../sarif/index.js';
import { SEVERITY_ORDER, thresholdWords } from '../summary/alert-model.js';
import type { UploadSarifOutcome } from './upload-sarif.js';
import { topAlertsTable } from '../summary/alerts-table.js';
import {
  code,
  keptDroppedChart,
  link,
  MARK,
  severityPie,
  severityTable,
  table,
  text,
} from '../summary/markdown.js';

/** Safe inside a Markdown table cell (kept under this name for the action's failure annotations). */
export const cell = text;

export function markdownSummary(o: UploadSarifOutcome): string {
  const parts: string[] = [];
  parts.push(`## SARIF upload: ${o.ok ? `${MARK.ok} passed` : `${MARK.failed} failed`}`);
  parts.push(
    `Repository ${code(o.repository)}, ref ${code(o.ref)}, commit ${code(o.sha.slice(0, 12))}; processing: **${o.processingStatus}**.`,
  );
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

  parts.push('### Inputs');
  parts.push(
    table(
      ['file', 'size', 'runs', 'results', 'errors', 'warnings'],
      o.inputs.map((i) => [
        code(i.file),
        formatBytes(i.bytes),
        formatCount(i.runs),
        formatCount(i.results),
        formatCount(i.errors),
        formatCount(i.warnings),
      ]),
    ),
  );
  const errors = o.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    const shown = errors.slice(0, 20).map((d) => formatDiagnostic(d));
    parts.push(
      `<details open><summary>${formatCount(errors.length)} error(s)</summary>\n\n\`\`\`\n${shown.join('\n').replace(/```/g, "'''")}\n\`\`\`\n</details>`,
    );
  }

  if (o.report.runs.length > 0) {
    parts.push('### Trim report');
    parts.push(
      o.trimmed
        ? `Trimmed to the service's limits: ${formatCount(o.resultsKept)} results kept, ${formatCount(o.resultsDropped)} dropped (the most severe are kept).`
        : `Within every limit: ${formatCount(o.resultsKept)} results, nothing dropped.`,
    );
    const chart = keptDroppedChart(o.resultsKept, o.resultsDropped);
    if (chart) parts.push(chart);
    parts.push(
      table(
        ['run', 'category', 'upload', 'results', 'kept', 'dropped', 'most severe dropped'],
        o.report.runs.map((r) => {
          const dropped = DROPPED_KINDS.filter((k) => r.dropped[k.key] > 0).map((k) =>
            droppedText(k, r.dropped[k.key]),
          );
          const merged = r.sources.length > 1 ? ` (${r.sources.length} runs merged)` : '';
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
      ),
    );
  }

  if (o.uploads.length > 0) {
    parts.push('### Processing');
    parts.push(
      table(
        ['upload', 'tools', 'runs', 'results', 'gzip', 'sarif id', 'status', 'details'],
        o.uploads.map((u) => {
          const p = u.processing;
          const status = u.uploadError
            ? '❌ not uploaded'
            : !u.sarifId
              ? 'not sent'
              : !p
                ? o.processingStatus === 'not-waited'
                  ? 'uploaded (not waited for)'
                  : o.processingStatus === 'interrupted'
                    ? 'uploaded (stopped before processing ended)'
                    : 'uploaded'
                : p.status === 'complete'
                  ? `✅ complete in ${formatDuration(p.elapsedMs)}`
                  : p.status === 'failed'
                    ? '❌ failed'
                    : p.status === 'pending'
                      ? o.processingStatus === 'interrupted'
                        ? '⏹️ pending when the step was stopped'
                        : `⏱️ pending after ${formatDuration(o.processingTimeoutMs)}`
                      : '❌ unknown';
          const details = u.uploadError
            ? cell(u.uploadError)
            : p?.status === 'failed'
              ? p.errors.map((e) => cell(e, 300)).join('<br>') || 'no errors given'
              : p?.note
                ? cell(p.note)
                : p?.analysesUrl
                  ? link('analyses (API)', p.analysesUrl)
                  : '';
          return [
            String(u.index + 1),
            cell(u.tools.join(', ')),
            formatCount(u.runs),
            formatCount(u.results),
            formatBytes(u.gzipBytes),
            u.sarifId ? code(u.sarifId) : '—',
            status,
            details,
          ];
        }),
      ),
    );
  }

  parts.push('### Alerts');
  const a = o.alerts;
  if (!a) {
    parts.push(`No alert summary: ${cell(o.alertsSkipped ?? 'nothing was uploaded', 1000)}.`);
  } else {
    parts.push(
      `${formatCount(a.open)} open alert(s) from this analysis on ${code(a.ref)}, ${formatCount(a.newCount)} of them new; ${formatCount(a.openOnRef)} open from every tool on the ref${a.truncated ? ' (listing capped: counts are lower bounds)' : ''}.`,
    );
    if (a.open > 0) {
      parts.push(severityTable(SEVERITY_ORDER, [{ label: 'open', counts: a.counts }]));
      const pie = severityPie('Open alerts by severity', SEVERITY_ORDER, a.counts);
      if (pie) parts.push(pie);
    }
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
  }
  parts.push(
    `<sub>check ${formatDuration(o.timings.checkMs)} · upload ${formatDuration(o.timings.uploadMs)} · processing ${formatDuration(o.timings.processingMs)} · alerts ${formatDuration(o.timings.alertsMs)}</sub>`,
  );
  return `${parts.join('\n\n')}\n`;
}
