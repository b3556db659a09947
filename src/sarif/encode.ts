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

/** Gzip a sequence of JSON pieces without ever holding the uncompressed document in memory. */
export async function gzipPieces(pieces: Iterable<string | Buffer>, level = 6): Promise<Gzipped> {
  const gz = createGzip({ level, chunkSize: BATCH, writableHighWaterMark: AHEAD } as ZlibOptions);
  const out: Buffer[] = [];
  gz.on('data', (chunk: Buffer) => out.push(chunk));
  const finished = once(gz, 'end');
  let rawBytes = 0;
  let batch: (string | Buffer)[] = [];
  let batchBytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const buf = Buffer.concat(batch.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : p)));
    batch = [];
    batchBytes = 0;
    rawBytes += buf.length;
    if (!gz.write(buf)) await once(gz, 'drain');
    // Let the compressor take the batch (its callbacks need the event loop) while the next one is being made.
    else await new Promise((resolve) => setImmediate(resolve));
  };
  for (const piece of pieces) {
    batch.push(piece);
    batchBytes += piece.length;
    if (batchBytes >= BATCH) await flush();
  }
  await flush();
  gz.end();
  await finished;
  return { gzip: Buffer.concat(out), rawBytes };
}

export function toBase64(gzip: Buffer): string {
  return gzip.toString('base64');
}
