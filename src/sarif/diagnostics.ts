import { formatCount, plural } from '../format.js';

/**
 * Every check that makes a diagnostic, by its short stable name (users grep logs for them and filter on them, so a
 * name once shipped stays): a new check adds its name here first.
 */
export type DiagnosticRule =
  // Reading the bytes (scanner.ts): JSON grammar, UTF-8, a property given twice, a number no double holds.
  | 'json-syntax'
  | 'encoding'
  | 'duplicate-key'
  | 'number-range'
  // The SARIF 2.1.0 schema (schema-validate.ts); a bad URI, repeated items of a `uniqueItems` array and a region
  // that ends before it starts (the spec's rule, beyond the schema) are only warnings.
  | 'schema'
  | 'uri-format'
  | 'unique-items'
  | 'region-order'
  // The service's own rules (read-log.ts, result-facts.ts, index-maps.ts).
  | 'version'
  | 'empty'
  | 'driver-name'
  | 'rule-reference'
  | 'result-message'
  | 'dangling-reference'
  // Grouping runs into uploads (plan.ts, merge.ts).
  | 'run-key'
  | 'run-merge'
  // The input as a file, an input with another's bytes, the encoded size, and fingerprints from the source files
  // (check.ts, same-content.ts, fingerprint.ts).
  | 'read'
  | 'same-content'
  | 'size'
  | 'fingerprint';

/** A problem found in an input, precise enough to act on without opening a debugger. */
export interface Diagnostic {
  severity: 'error' | 'warning';
  /** The check that found it. */
  rule: DiagnosticRule;
  /** The input file as the user named it. */
  file: string;
  /** RFC 6901 JSON pointer of the offending value ('' for the whole document). */
  pointer: string;
  /** 1-based position in the file, when the reader knows it. */
  line?: number;
  column?: number;
  /** What is wrong. */
  message: string;
  /** What to do about it. */
  hint?: string;
}

/** Escape one reference token of a JSON pointer (RFC 6901 §3). */
export function pointerToken(token: string | number): string {
  const s = String(token);
  // Most tokens have neither character: no regular expression for them (a pointer is made per run member, issue 21).
  return s.includes('~') || s.includes('/') ? s.replace(/~/g, '~0').replace(/\//g, '~1') : s;
}

export function joinPointer(base: string, ...tokens: (string | number)[]): string {
  let pointer = base;
  for (const t of tokens) pointer += `/${pointerToken(t)}`;
  return pointer;
}

/** `file:line:col: error [rule] /pointer: message (hint)` — one line, grep-friendly. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.line !== undefined ? `${d.file}:${d.line}:${d.column ?? 1}` : d.file;
  const ptr = d.pointer === '' ? '' : ` at ${d.pointer}`;
  const hint = d.hint ? `\n    hint: ${d.hint}` : '';
  return `${where}: ${d.severity} [${d.rule}]${ptr}: ${d.message}${hint}`;
}

/** Files a diagnostic repeated across many files is shown for in full; the others are named on one line. */
export const SAME_SHOWN = 3;

/**
 * Diagnostics as `formatDiagnostic` writes them, in their order, except that one said the same way (severity, rule,
 * pointer, message) in more than SAME_SHOWN files is shown in full for the first SAME_SHOWN, then as one line naming
 * the others: 2,000 files missing one property printed 4,000 lines of one message. `eachIn`: where all are listed.
 */
export function formatDiagnostics(list: readonly Diagnostic[], eachIn = '--json lists each'): string[] {
  const key = (d: Diagnostic) => JSON.stringify([d.severity, d.rule, d.pointer, d.message]);
  const files = new Map<string, Set<string>>();
  for (const d of list) {
    const k = key(d);
    const seen = files.get(k);
    if (seen) seen.add(d.file);
    else files.set(k, new Set([d.file]));
  }
  // For each diagnostic said in more files than shown: the files shown (the first), and whether the others are named.
  const firsts = new Map<string, { shown: string[]; named: boolean }>();
  const lines: string[] = [];
  for (const d of list) {
    const k = key(d);
    const inFiles = files.get(k)!;
    if (inFiles.size <= SAME_SHOWN) {
      lines.push(formatDiagnostic(d));
      continue;
    }
    let first = firsts.get(k);
    if (!first) firsts.set(k, (first = { shown: [...inFiles].slice(0, SAME_SHOWN), named: false }));
    if (first.shown.includes(d.file)) {
      lines.push(formatDiagnostic(d));
      continue;
    }
    if (first.named) continue;
    first.named = true;
    const others = [...inFiles].slice(SAME_SHOWN);
    const more = others.length > SAME_SHOWN ? ` and ${formatCount(others.length - SAME_SHOWN)} more` : '';
    lines.push(
      `    the same ${d.severity} in ${plural(others.length, 'other file')}: ${others.slice(0, SAME_SHOWN).join(', ')}${more} (${eachIn})`,
    );
  }
  return lines;
}
