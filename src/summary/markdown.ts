/**
 * Markdown for job summaries, in one place: text from outside (alert messages, rule names, paths) can never become
 * markup or a link, links go only to http(s) URLs, numbers have one format, and tables always have their header.
 */

/** A count as every summary writes it: 5,008 (without Intl, whose first use costs ~15 ms of start-up). */
export const count = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `5,008 alerts`, `1 alert`. */
export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${count(n)} ${n === 1 ? one : many}`;

/**
 * Text safe inside a line of Markdown, table cells included: HTML escaped, the characters that make emphasis, code,
 * links, strikethrough or cell breaks escaped (a link needs `[`, so `(` is left alone), on one line.
 */
export function text(value: string | number | null | undefined, max = 200): string {
  let s = value === null || value === undefined ? '' : String(value).replace(/\s+/g, ' ').trim();
  if (s.length > max) s = `${s.slice(0, max - 1)}…`;
  return s
    .replace(/([\\`*_[\]|~])/g, '\\$1')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Inline code: no markup inside a code span, but pipes and backticks would still break it. */
export function code(value: string | number, max = 200): string {
  let s = String(value).replace(/[\r\n]+/g, ' ');
  if (s.length > max) s = `${s.slice(0, max - 1)}…`;
  return `\`${s.replace(/`/g, "'").replace(/\|/g, '\\|')}\``;
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
