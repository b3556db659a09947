/** Diagnostics found by pointer get their place in the file: offset, then line and column. */
import type { ByteSource } from './byte-source.js';
import type { Diagnostic } from './diagnostics.js';
import type { PendingDiagnostic } from './facts.js';
import { lineColumns, offsetOfPointer, pointerTokens } from './json-position.js';
import type { RunIndex, Span } from './log-index.js';

/** Where the document's root value starts: its first byte that is not white space. */
function rootStart(source: ByteSource): number | undefined {
  const head = source.read(0, Math.min(source.size, 64 * 1024));
  for (let i = 0; i < head.length; i++) {
    const b = head[i];
    if (b !== 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && !(i === 0 && b === 0xef)) return i;
    if (b === 0xef) i += 2; // a UTF-8 byte order mark
  }
  return undefined;
}

/** Turn pending diagnostics into located ones: offset from the pointer where the scan did not give one. */
export function placeDiagnostics(
  file: string,
  source: ByteSource,
  pending: PendingDiagnostic[],
  rootMembers: Map<string, Span>,
  runs: RunIndex[],
): Diagnostic[] {
  const locate = (pointer: string): number | undefined => {
    const tokens = pointerTokens(pointer);
    if (tokens.length === 0) return rootStart(source);
    let span: Span | undefined;
    let rest: string[] = [];
    if (tokens[0] === 'runs' && tokens.length >= 2) {
      const run = runs[Number(tokens[1])];
      if (!run) return rootMembers.get('runs')?.start;
      if (tokens.length === 2) return run.start;
      if (tokens[2] === 'results' && tokens.length >= 4 && !('results' in run.skeleton)) {
        const i = Number(tokens[3]);
        if (i < run.results.length) span = { start: run.results.start(i), length: run.results.byteLength(i) };
        rest = tokens.slice(4);
      } else {
        span = run.members.get(tokens[2]);
        rest = tokens.slice(3);
      }
    } else {
      span = rootMembers.get(tokens[0]);
      rest = tokens.slice(1);
    }
    if (!span) return undefined;
    if (rest.length === 0 || span.length === 0) return span.start;
    return span.start + offsetOfPointer(source.read(span.start, span.length), rest);
  };
  const offsets = pending.map((d) => d.offset ?? locate(d.pointer));
  const positions = lineColumns(
    source,
    offsets.filter((o): o is number => o !== undefined),
  );
  const order = pending.map((_, i) => i).sort((a, b) => (offsets[a] ?? -1) - (offsets[b] ?? -1));
  return order.map((i) => {
    const d = pending[i];
    const { offset: _offset, ...rest } = d;
    const at = offsets[i] === undefined ? undefined : positions.get(offsets[i]!);
    return { ...rest, file, ...(at ? { line: at.line, column: at.column } : {}) };
  });
}
