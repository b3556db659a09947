/** Serialize → gzip (node:zlib, streaming) → Base64: the `sarif` field of an upload. */
import { once } from 'node:events';
import { createGzip, gzipSync, type ZlibOptions } from 'node:zlib';

export interface Gzipped {
  gzip: Buffer;
  /** Bytes of uncompressed SARIF that went in. */
  rawBytes: number;
}

/**
 * zlib level of an upload's first compression: on SARIF 2–4× faster than zlib's default (6), for output ~15% larger
 * (measured in docs/benchmarks.md). An upload it leaves over the service's limit is compressed again at TIGHT_LEVEL
 * before anything is dropped, so what fits at the default level still fits.
 */
export const FAST_LEVEL = 3;
/** zlib's default level: for uploads over the limit at FAST_LEVEL, and for shrinking them to fit. */
export const TIGHT_LEVEL = 6;

const BATCH = 1 << 20;
/**
 * The compressor runs on libuv's thread pool: while it compresses one batch the main thread makes the next ones. For
 * that it may hold this much input (the default 16 KB would make every batch wait), and it writes up to a batch of
 * output per round trip (with the default 16 KB, a batch takes several, each needing the event loop).
 */
const AHEAD = 8 * BATCH;

/**
 * Gzip a sequence of JSON pieces without ever holding the uncompressed document in memory. Each piece is copied into
 * the current batch before the next is asked for (a piece may be a scratch buffer the producer reuses); a batch's
 * buffer is used again once the compressor has taken it, so compressing leaves no garbage behind.
 */
export async function gzipPieces(pieces: Iterable<string | Buffer>, level: number): Promise<Gzipped> {
  const batch = spare.pop() ?? Buffer.allocUnsafeSlow(BATCH);
  let used = 0;
  const iterator = pieces[Symbol.iterator]();
  // An upload that fits in one batch (most of them when there are many: issue 21) is compressed in one call, with
  // no stream to set up and no round trips through the event loop, and its batch serves the next upload.
  for (let next = iterator.next(); ; next = iterator.next()) {
    if (next.done) {
      const gzip = gzipSync(batch.subarray(0, used), { level });
      giveBack(batch);
      // zlib's output may be a view of a larger buffer (16 KB at least), which the caller would keep per upload.
      return { gzip: gzip.buffer.byteLength > 2 * gzip.length ? Buffer.from(gzip) : gzip, rawBytes: used };
    }
    const piece = next.value;
    const length = typeof piece === 'string' ? Buffer.byteLength(piece) : piece.length;
    if (used + length > BATCH) return gzipStream(batch, used, piece, iterator, level);
    used += typeof piece === 'string' ? batch.write(piece, used, 'utf8') : piece.copy(batch, used);
  }
}

/** Batches kept between uploads: at most two (one being filled, one being compressed). */
const spare: Buffer[] = [];
function giveBack(batch: Buffer): void {
  if (spare.length < 2) spare.push(batch);
}

/** The rest of gzipPieces for an upload larger than a batch: `first` holds its first `used` bytes, `piece` is next. */
async function gzipStream(
  first: Buffer,
  firstUsed: number,
  piece: string | Buffer,
  rest: Iterator<string | Buffer>,
  level: number,
): Promise<Gzipped> {
  const gz = createGzip({ level, chunkSize: BATCH, writableHighWaterMark: AHEAD } as ZlibOptions);
  const out: Buffer[] = [];
  gz.on('data', (chunk: Buffer) => out.push(chunk));
  const finished = once(gz, 'end');
  let rawBytes = 0;
  const free: Buffer[] = [];
  let batch = first;
  let used = firstUsed;
  const write = async (bytes: Buffer, done?: () => void) => {
    rawBytes += bytes.length;
    if (!gz.write(bytes, done)) await once(gz, 'drain');
    // Let the compressor take the batch (its callbacks need the event loop) while the next one is being made.
    else await new Promise((resolve) => setImmediate(resolve));
  };
  const flush = async () => {
    if (used === 0) return;
    const full = batch;
    const bytes = full.subarray(0, used);
    batch = free.pop() ?? Buffer.allocUnsafeSlow(BATCH);
    used = 0;
    await write(bytes, () => free.push(full));
  };
  for (
    let next: IteratorResult<string | Buffer> = { done: false, value: piece };
    !next.done;
    next = rest.next()
  ) {
    const p = next.value;
    const length = typeof p === 'string' ? Buffer.byteLength(p) : p.length;
    if (used + length > BATCH) await flush();
    if (length > BATCH) {
      // Larger than a batch: its own copy (a Buffer piece may be reused by the producer).
      await write(typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p));
      continue;
    }
    used += typeof p === 'string' ? batch.write(p, used, 'utf8') : p.copy(batch, used);
  }
  await flush();
  gz.end();
  await finished;
  for (const b of free) giveBack(b);
  return { gzip: Buffer.concat(out), rawBytes };
}

export function toBase64(gzip: Buffer): string {
  return gzip.toString('base64');
}
