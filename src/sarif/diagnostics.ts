/** A problem found in an input, precise enough to act on without opening a debugger. */
export interface Diagnostic {
  severity: 'error' | 'warning';
  /** Short stable identifier of the check, e.g. `json-syntax`, `schema`, `rule-reference`. */
  rule: string;
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
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function joinPointer(base: string, ...tokens: (string | number)[]): string {
  return tokens.reduce<string>((p, t) => `${p}/${pointerToken(t)}`, base);
}

/** `file:line:col: error [rule] /pointer: message (hint)` — one line, grep-friendly. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.line !== undefined ? `${d.file}:${d.line}:${d.column ?? 1}` : d.file;
  const ptr = d.pointer === '' ? '' : ` at ${d.pointer}`;
  const hint = d.hint ? `\n    hint: ${d.hint}` : '';
  return `${where}: ${d.severity} [${d.rule}]${ptr}: ${d.message}${hint}`;
}
