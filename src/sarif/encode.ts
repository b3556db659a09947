/** Serialize → gzip (node:zlib, streaming) → Base64: the `sarif` field of an upload. */
import { once } from 'node:events';
import { createGzip, type ZlibOptions } from 'node:zlib';

export interface Gzipped {
  gzip: Buffer;
  /** Bytes of uncompressed SARIF that went in. */
  rawBytes: number;
}

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
export async function gzipPieces(pieces: Iterable<string | Buffer>, level = 6): Promise<Gzipped> {
  const gz = createGzip({ level, chunkSize: BATCH, writableHighWaterMark: AHEAD } as ZlibOptions);
  const out: Buffer[] = [];
  gz.on('data', (chunk: Buffer) => out.push(chunk));
  const finished = once(gz, 'end');
  let rawBytes = 0;
  const free: Buffer[] = [];
  let batch: Buffer = Buffer.allocUnsafeSlow(BATCH);
  let used = 0;
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
  for (const piece of pieces) {
    const length = typeof piece === 'string' ? Buffer.byteLength(piece) : piece.length;
    if (used + length > BATCH) await flush();
    if (length > BATCH) {
      // Larger than a batch: its own copy (a Buffer piece may be reused by the producer).
      await write(typeof piece === 'string' ? Buffer.from(piece, 'utf8') : Buffer.from(piece));
      continue;
    }
    used += typeof piece === 'string' ? batch.write(piece, used, 'utf8') : piece.copy(batch, used);
  }
  await flush();
  gz.end();
  await finished;
  return { gzip: Buffer.concat(out), rawBytes };
}

export function toBase64(gzip: Buffer): string {
  return gzip.toString('base64');
}
