/**
 * Inputs with the same bytes (`x.sarif` beside `x.sarif.gz`, one report copied into two directories): the second
 * is left out with a warning, or its runs would merge with the first's as runs of one tool and category and every
 * result would be uploaded, and counted in the report, twice.
 *
 * Pass 1 already knows each input's shape: its size, its runs, where each result lies. Only inputs whose shapes
 * agree are compared, byte for byte, so the check reads nothing again for inputs that differ (10,000 files of one
 * generator differ in their results' lengths).
 */
import type { ByteSource } from './byte-source.js';
import type { LogIndex } from './log-index.js';

/** A 32-bit FNV-1a step over one number's low 32 bits. */
function mix(h: number, n: number): number {
  h = Math.imul(h ^ (n & 0xffff), 0x01000193);
  return Math.imul(h ^ (n >>> 16), 0x01000193);
}

/** The input's shape: size, runs, and each run's results' offsets and lengths. Equal bytes give equal shapes. */
function shapeOf(log: LogIndex): number {
  let h = mix(mix(0x811c9dc5, log.size), log.size / 2 ** 32);
  h = mix(h, log.runs.length);
  for (const run of log.runs) {
    const t = run.results;
    h = mix(h, t.length);
    for (let i = 0; i < t.length; i++) h = mix(mix(h, t.start(i)), t.byteLength(i));
  }
  return h >>> 0;
}

const CHUNK = 1 << 20;

/** Whether two sources of `size` bytes hold the same bytes, read a chunk at a time. */
function sameBytes(a: ByteSource, b: ByteSource, size: number): boolean {
  const x = Buffer.allocUnsafe(Math.min(CHUNK, size));
  const y = Buffer.allocUnsafe(Math.min(CHUNK, size));
  for (let at = 0; at < size; at += CHUNK) {
    const n = Math.min(CHUNK, size - at);
    const ra = a.read(at, n, x).subarray(0, n);
    // Copied when the source lent its own buffer: a reopened source's bytes are the caller's only until its next read.
    const bx = ra.buffer === x.buffer ? ra : Buffer.from(ra);
    if (!bx.equals(b.read(at, n, y).subarray(0, n))) return false;
  }
  return true;
}

/**
 * The valid inputs seen so far, by shape (a number a file: 10,000 files keep some 300 KB here). Each input is read
 * again through its `source`, which pass 1 sets to the reopenable one.
 */
export class SameContent {
  private readonly byShape = new Map<number, LogIndex | LogIndex[]>();

  /** The earlier input with the same bytes as `log` (read through `source`), or undefined; then `log` is kept. */
  earlier(log: LogIndex, source: ByteSource): LogIndex | undefined {
    if (log.runs.length === 0 || log.errorCount > 0) return undefined;
    const shape = shapeOf(log);
    const seen = this.byShape.get(shape);
    const list = seen === undefined ? [] : Array.isArray(seen) ? seen : [seen];
    for (const s of list) if (s.size === log.size && sameBytes(s.source, source, log.size)) return s;
    this.byShape.set(shape, list.length === 0 ? log : [...list, log]);
    return undefined;
  }
}
