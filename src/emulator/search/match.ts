/**
 * Matching and ranking: terms are found case-insensitively as substrings of a document's searchable properties
 * (file content and path, or commit message); the query expression decides whether a document matches; the
 * score is TF-IDF-like; text-match fragments point at every occurrence of the query's positive terms.
 *
 * Score of a document = sum over the positive terms it contains of (1 + ln tf) × ln(1 + N / df), where tf counts
 * the term's occurrences in the document, N is the number of documents scanned in the search's scope (after the
 * qualifiers) and df how many of them contain the term; rounded to 3 decimals. A query without positive terms
 * (only NOT, or only qualifiers) gives every result the score 1.
 */
import type { Expr, Term } from './query.js';

/** One regular expression per term: global and case-insensitive, so that indices stay those of the original. */
export function termPatterns(terms: Term[]): RegExp[] {
  return terms.map((t) => new RegExp(t.text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&'), 'gi'));
}

function occurrences(text: string, pattern: RegExp): number {
  let n = 0;
  pattern.lastIndex = 0;
  while (pattern.exec(text)) n++;
  return n;
}

/** Occurrences of each term over all the given texts. */
export function countTerms(texts: string[], patterns: RegExp[]): number[] {
  return patterns.map((p) => texts.reduce((sum, text) => sum + occurrences(text, p), 0));
}

export function evaluate(expr: Expr | null, counts: number[]): boolean {
  if (!expr) return true;
  switch (expr.op) {
    case 'term':
      return counts[expr.term] > 0;
    case 'not':
      return !evaluate(expr.arg, counts);
    case 'and':
      return expr.args.every((a) => evaluate(a, counts));
    case 'or':
      return expr.args.some((a) => evaluate(a, counts));
  }
}

/** The score described above; `df` and `n` come from the documents scanned. */
export function score(counts: number[], positive: ReadonlySet<number>, df: number[], n: number): number {
  if (positive.size === 0) return 1;
  let total = 0;
  for (const t of positive) {
    if (counts[t] > 0) total += (1 + Math.log(counts[t])) * Math.log(1 + n / df[t]);
  }
  return Math.round(total * 1000) / 1000;
}

export interface Fragment {
  fragment: string;
  matches: { text: string; indices: [number, number] }[];
}

/** Characters of context kept on each side of a match within its line. */
const CONTEXT = 80;
/** Fragments per property, as the service returns a handful rather than every line. */
const MAX_FRAGMENTS = 5;

/**
 * Fragments of `value` around the occurrences of `patterns`: each fragment is (part of) a line holding matches,
 * at most CONTEXT characters either side of them; indices are [start, end) offsets within the fragment.
 */
export function fragments(value: string, patterns: RegExp[]): Fragment[] {
  const ranges: [number, number][] = [];
  for (const p of patterns) {
    p.lastIndex = 0;
    for (let m = p.exec(value); m; m = p.exec(value)) ranges.push([m.index, m.index + m[0].length]);
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const windows: { start: number; end: number; ranges: [number, number][] }[] = [];
  let covered = -1;
  for (const [s, e] of ranges) {
    if (s < covered) continue; // overlaps a longer or earlier match
    covered = e;
    const lineStart = s === 0 ? 0 : value.lastIndexOf('\n', s - 1) + 1;
    const newline = value.indexOf('\n', e);
    const lineEnd = newline < 0 ? value.length : newline;
    const start = Math.max(lineStart, s - CONTEXT);
    const end = Math.min(lineEnd, e + CONTEXT);
    const last = windows[windows.length - 1];
    if (last && start <= last.end) {
      last.end = Math.max(last.end, end);
      last.ranges.push([s, e]);
    } else {
      if (windows.length === MAX_FRAGMENTS) break;
      windows.push({ start, end, ranges: [[s, e]] });
    }
  }
  return windows.map((w) => ({
    fragment: value.slice(w.start, w.end),
    matches: w.ranges.map(([s, e]) => ({ text: value.slice(s, e), indices: [s - w.start, e - w.start] })),
  }));
}
