/** What the emulator's admin pages share: escaping for HTML, tables, and their content security policy. */
import { formatCount } from '../../format.js';

/** Text or an attribute's value as HTML. */
export const esc = (v: unknown) =>
  String(v).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The page's policy: its script and style are files of its own (no inline code runs, so markup that escaped the
 * escaping could not run either), it talks only to its own origin, and no page may frame it.
 */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A table in a box of its own height (scrolled inside): no section makes the page many screens tall. */
export function table(id: string, headers: string[], rows: string[][], empty: string): string {
  if (rows.length === 0) return `<p class="empty" id="${id}">${esc(empty)}</p>`;
  return `<div class="scroll"><table id="${id}"><thead><tr>${headers.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table></div>`;
}

/** Rows a table of what keeps growing (uploads, deployments, runs, bindings, caches, keys) shows: the newest. */
export const NEWEST_ROWS = 100;

/**
 * A table of the newest NEWEST_ROWS of `items` (newest first), and how many it leaves out: 30,000 uploads made a
 * page of 7 MB that every refresh of the section sent again. All of them are in GET /_emulator/overview.
 */
export function newest<T>(
  id: string,
  headers: string[],
  items: readonly T[],
  row: (item: T) => string[],
  empty: string,
): string {
  const shown = items.slice(0, NEWEST_ROWS);
  const left = items.length - shown.length;
  const note = `<p class="more" id="${id}-more">The newest ${formatCount(shown.length)} of ${formatCount(items.length)}: the other ${formatCount(left)} are in the admin API's <code>GET /_emulator/overview</code>.</p>`;
  return table(id, headers, shown.map(row), empty) + (left > 0 ? note : '');
}
