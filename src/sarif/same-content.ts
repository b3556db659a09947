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

/** SHA-256 of `length` bytes of a source from `start`, read a chunk at a time into `scratch`. */
function digestOf(
  source: ByteSource,
  start: number,
  length: number,
  scratch: Buffer,
  hash = createHash('sha256'),
) {
  for (let at = 0; at < length; at += CHUNK) {
    const n = Math.min(CHUNK, length - at);
    hash.update(source.read(start + at, n, scratch).subarray(0, n));
  }
  return hash;
}

/** Stands in a map for inputs that are told apart at the next level. */
const SPLIT = Symbol('split');

/**
 * The valid inputs seen so far, told apart as cheaply as they can be: by shape (free: a number a file, 10,000 files
 * keep some 300 KB here); inputs of one shape by a digest of their results' bytes (what differs between the logs
 * of one tool, and a small part of a log whose tool is large); inputs whose results are the same by a digest of
 * all their bytes. Each input is read at most once a level (compared pair by pair, 10,000 files of one template
 * that differ only in a name of one length would be 50 million comparisons). An earlier input is read again
 * through its `source`, which pass 1 sets to the reopenable one.
 */
export class SameContent {
  private readonly byShape = new Map<number, LogIndex | typeof SPLIT>();
  private readonly byResults = new Map<string, LogIndex | typeof SPLIT>();
  private readonly byBytes = new Map<string, LogIndex>();
  /** One buffer for every read (1,000 files of 88 KB each read into a new one left 88 MB to the collector). */
  private scratch = Buffer.alloc(0);

  /** The earlier input with the same bytes as `log` (read through `source`), or undefined; then `log` is kept. */
  earlier(log: LogIndex, source: ByteSource): LogIndex | undefined {
    if (log.runs.length === 0 || log.errorCount > 0) return undefined;
    const shape = shapeOf(log);
    const byShape = this.byShape.get(shape);
    if (byShape === undefined) {
      this.byShape.set(shape, log);
      return undefined;
    }
    if (byShape !== SPLIT) {
      this.byResults.set(this.resultsKey(shape, byShape, byShape.source), byShape);
      this.byShape.set(shape, SPLIT);
    }
    const key = this.resultsKey(shape, log, source);
    const byResults = this.byResults.get(key);
    if (byResults === undefined) {
      this.byResults.set(key, log);
      return undefined;
    }
    if (byResults !== SPLIT) {
      this.byBytes.set(this.bytesKey(byResults, byResults.source), byResults);
      this.byResults.set(key, SPLIT);
    }
    const bytes = this.bytesKey(log, source);
    const same = this.byBytes.get(bytes);
    if (same) return same;
    this.byBytes.set(bytes, log);
    return undefined;
  }

  /** The shape and a digest of each run's results, from the first one's start to the last one's end. */
  private resultsKey(shape: number, log: LogIndex, source: ByteSource): string {
    const hash = createHash('sha256');
    for (const { results: t } of log.runs) {
      if (t.length === 0) continue;
      const start = t.start(0);
      digestOf(source, start, t.start(t.length - 1) + t.byteLength(t.length - 1) - start, this.room(), hash);
    }
    return `${shape} ${hash.digest('base64')}`;
  }

  private bytesKey(log: LogIndex, source: ByteSource): string {
    return digestOf(source, 0, log.size, this.room()).digest('base64');
  }

  private room(): Buffer {
    if (this.scratch.length === 0) this.scratch = Buffer.allocUnsafe(CHUNK);
    return this.scratch;
  }
}
