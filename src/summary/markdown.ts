/**
 * Markdown for job summaries, in one place: text from outside (alert messages, rule names, paths) can never become
 * markup or a link, links go only to http(s) URLs, numbers have one format (src/format.ts), and tables always have their header.
 */
import { formatCount } from '../format.js';

/**
 * Text safe inside a line of Markdown, table cells included: HTML escaped, the characters that make emphasis, code,
 * links, strikethrough or cell breaks escaped (a link needs `[`, so `(` is left alone), on one line.
 */
export function text(value: string | number | null | undefined, max = 200): string {
  const s = cut(value === null || value === undefined ? '' : String(value).replace(/\s+/g, ' ').trim(), max);
  return s
    .replace(/([\\`*_[\]|~])/g, '\\$1')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** At most `max` characters, cut between code points (never half an emoji), with an ellipsis when cut. */
function cut(s: string, max: number): string {
  if (s.length <= max) return s;
  const points = Array.from(s);
  return points.length <= max ? s : `${points.slice(0, max - 1).join('')}…`;
}

/** Inline code: no markup inside a code span, but pipes and backticks would still break it. */
export function code(value: string | number, max = 200): string {
  const s = cut(String(value).replace(/[\r\n]+/g, ' '), max);
  // An empty span would show its backticks.
  return s === '' ? '—' : `\`${s.replace(/`/g, "'").replace(/\|/g, '\\|')}\``;
}

/** A link when the URL is http(s); the text alone otherwise. The label is escaped text. */
export function link(label: string, url: string | null | undefined): string {
  const shown = text(label);
  const safe = (u: string) =>
    u.replace(/[()\s<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return url && /^https?:\/\//i.test(url) ? `[${shown}](${safe(url)})` : shown;
}

/** A table; cells are given already escaped (text(), code(), link()). Headers are required and never empty. */
export function table(headers: string[], rows: string[][], align: ('left' | 'right')[] = []): string {
  if (headers.length === 0 || headers.some((h) => h.trim() === ''))
    throw new Error('a Markdown table needs a header for every column');
  return [
    `| ${headers.map((h) => text(h)).join(' | ')} |`,
    `| ${headers.map((_, i) => (align[i] === 'right' ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** Rows a summary's table shows at most: a step's summary is shown up to 1 MiB, and read by a person. */
export const MAX_TABLE_ROWS = 100;

/** A table of at most MAX_TABLE_ROWS rows, then a line saying how many more `what` there are. */
export function cappedTable(
  headers: string[],
  rows: string[][],
  what: string,
  align: ('left' | 'right')[] = [],
): string {
  if (rows.length <= MAX_TABLE_ROWS) return table(headers, rows, align);
  return `${table(headers, rows.slice(0, MAX_TABLE_ROWS), align)}\n\n… and ${formatCount(rows.length - MAX_TABLE_ROWS)} more ${what}.`;
}

// One family: every step's summary starts with the same heading and status line, marks success and failure the
// same way, shows severities in the same table and picture, and the same number of alerts.

/** The one success, failure and warning mark of every summary (emoji, not GitHub shortcodes, so they show anywhere). */
export const MARK = { ok: '✅', failed: '❌', warning: '⚠️' } as const;

/** Rows of every "most severe alerts" table (the alerts step's `top` default, the upload step's). */
export const TOP_ALERTS = 10;
/** The most a summary's table of alerts may show (the alerts step's `top`): about 300 KB of a step's 1 MiB. */
export const MAX_TOP_ALERTS = 1_000;

/** A step's heading and its one status line: `### Pages deployment` then `✅ deployed to …`. */
export function stepHeading(title: string, ok: boolean, line: string): string {
  return `### ${text(title)}\n\n${ok ? MARK.ok : MARK.failed} ${line}\n`;
}

/** A failed step's whole summary: its heading and the failure (message, then hint) as text. */
export function failureSummary(title: string, message: string): string {
  return stepHeading(title, false, text(message, 1000));
}

/**
 * Counts by severity, in the one layout of every summary: a first column naming the row, one right-aligned
 * column per severity that has alerts in any row (in `order`, most severe first), and a total. Rows whose counts
 * equal the row above are left out (all listed alerts are open: one row).
 */
export function severityTable(
  order: readonly string[],
  rows: { label: string; counts: Record<string, number> }[],
): string {
  const shown = order.filter((s) => rows.some((r) => (r.counts[s] ?? 0) > 0));
  const distinct = rows.filter(
    (r, i) => i === 0 || order.some((s) => (r.counts[s] ?? 0) !== (rows[i - 1].counts[s] ?? 0)),
  );
  const total = (c: Record<string, number>) => order.reduce((t, s) => t + (c[s] ?? 0), 0);
  return table(
    ['alerts', ...shown, 'total'],
    distinct.map((r) => [
      text(r.label),
      ...shown.map((s) => formatCount(r.counts[s] ?? 0)),
      formatCount(total(r.counts)),
    ]),
    ['left', ...shown.map(() => 'right' as const), 'right'],
  );
}

/** A label inside a Mermaid string: no quotes, brackets or line breaks can end it. */
const mermaidLabel = (s: string) => s.replace(/["\r\n[\]`]/g, ' ').slice(0, 60);

/** A colour per severity, most severe darkest red; levels in the colours of the service's own level icons. */
export const SEVERITY_COLOURS: Record<string, string> = {
  critical: '#8b0000',
  high: '#d1242f',
  medium: '#fb8500',
  low: '#d4a72c',
  error: '#cf222e',
  warning: '#bc4c00',
  note: '#0969da',
  none: '#6e7781',
};

/**
 * A pie of counts by severity, each slice in its severity's colour (GitHub renders ```mermaid blocks in job
 * summaries, issues and READMEs; it strips inline SVG), or '' when there is nothing to draw. Mermaid colours slices
 * in the order they are declared (pie1, pie2, …), and only its `base` theme takes colours.
 */
export function severityPie(title: string, order: readonly string[], counts: Record<string, number>): string {
  const slices = order.filter((s) => (counts[s] ?? 0) > 0);
  if (slices.length === 0) return '';
  const colours = Object.fromEntries(slices.map((s, i) => [`pie${i + 1}`, SEVERITY_COLOURS[s] ?? '#6e7781']));
  const init = {
    theme: 'base',
    themeVariables: { ...colours, pieStrokeColor: '#ffffff', pieOuterStrokeWidth: '1px' },
  };
  return [
    '```mermaid',
    `%%{init: ${JSON.stringify(init)}}%%`,
    `pie showData title ${mermaidLabel(title)}`,
    ...slices.map((s) => `    "${mermaidLabel(s)}" : ${counts[s]}`),
    '```',
  ].join('\n');
}

/** Bars of what a trim kept and dropped (results), or '' when nothing was dropped. */
export function keptDroppedChart(kept: number, dropped: number): string {
  if (dropped <= 0) return '';
  return [
    '```mermaid',
    `%%{init: ${JSON.stringify({ theme: 'base', themeVariables: { xyChart: { plotColorPalette: '#0969da' } } })}}%%`,
    'xychart-beta horizontal',
    '    title "Results kept and dropped by the trim"',
    '    x-axis ["kept", "dropped"]',
    // From 0: Mermaid would start the axis near the smaller bar, which then looks like nothing.
    `    y-axis "results" 0 --> ${Math.max(kept, dropped)}`,
    `    bar [${kept}, ${dropped}]`,
    '```',
  ].join('\n');
}
