/** Serialize → gzip (node:zlib, streaming) → Base64: the `sarif` field of an upload. */
import { once } from 'node:events';
import { createGzip } from 'node:zlib';

export interface Gzipped {
  gzip: Buffer;
  /** Bytes of uncompressed SARIF that went in. */
  rawBytes: number;
}

const BATCH = 1 << 20;

/** Gzip a sequence of JSON pieces without ever holding the uncompressed document in memory. */
export async function gzipPieces(pieces: Iterable<string | Buffer>, level = 6): Promise<Gzipped> {
  const gz = createGzip({ level });
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
