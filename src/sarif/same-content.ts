/**
 * Inputs with the same bytes (`x.sarif` beside `x.sarif.gz`, one report copied into two directories): the second
 * is left out with a warning, or its runs would merge with the first's as runs of one tool and category and every
 * result would be uploaded, and counted in the report, twice.
 *
 * Pass 1 already knows each input's shape: its size, its runs, where each result lies. Only inputs whose shapes
 * agree are read again, to compare their digests, so the check reads nothing again for inputs that differ (10,000
 * files of one generator differ in their results' lengths).
 */
import { createHash } from 'node:crypto';
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

/** SHA-256 of a source's `size` bytes, read a chunk at a time. */
function digestOf(source: ByteSource, size: number): string {
  const hash = createHash('sha256');
  const into = Buffer.allocUnsafe(Math.min(CHUNK, Math.max(1, size)));
  for (let at = 0; at < size; at += CHUNK) {
    const n = Math.min(CHUNK, size - at);
    hash.update(source.read(at, n, into).subarray(0, n));
  }
  return hash.digest('base64');
}

/** Stands in the shape map for inputs of a shape already hashed: they are in `byDigest`. */
const HASHED = Symbol('hashed');

/**
 * The valid inputs seen so far, by shape (a number a file: 10,000 files keep some 300 KB here); where two share a
 * shape, by SHA-256 of their bytes, each input hashed once at most. (Compared pair by pair, 10,000 files of one
 * template that differ only in a name of one length would be 50 million comparisons.) Each earlier input is read
 * again through its `source`, which pass 1 sets to the reopenable one.
 */
export class SameContent {
  private readonly byShape = new Map<number, LogIndex | typeof HASHED>();
  private readonly byDigest = new Map<string, LogIndex>();

  /** The earlier input with the same bytes as `log` (read through `source`), or undefined; then `log` is kept. */
  earlier(log: LogIndex, source: ByteSource): LogIndex | undefined {
    if (log.runs.length === 0 || log.errorCount > 0) return undefined;
    const shape = shapeOf(log);
    const seen = this.byShape.get(shape);
    if (seen === undefined) {
      this.byShape.set(shape, log);
      return undefined;
    }
    if (seen !== HASHED) {
      this.byDigest.set(digestOf(seen.source, seen.size), seen);
      this.byShape.set(shape, HASHED);
    }
    const digest = digestOf(source, log.size);
    const same = this.byDigest.get(digest);
    if (same) return same;
    this.byDigest.set(digest, log);
    return undefined;
  }
}
