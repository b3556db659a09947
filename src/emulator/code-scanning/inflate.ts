/**
 * Inflating an uploaded `sarif` field without exhausting the emulator's memory: stopped as soon as it passes a cap,
 * so a gzip bomb costs at most what the cap allows and is then given back.
 *
 * The caps (docs/emulator.md, "What it implements"): the SARIF document may inflate to at most `MAX_INFLATED_BYTES` (256 MiB);
 * past `RATIO_AFTER_BYTES` (16 MiB) of output it may be at most `MAX_RATIO` (200) times what it took of the gzip
 * (real SARIF compresses 5 to 41 times; a bomb 1,000 times). An upload whose gzip trailer shows it past either is
 * refused with 413 (the spec's answer for a sarif field that is too large: checkGzipHeader); one that passes them
 * only while it inflates, after the answer, fails its processing with the same message.
 */
import { createGunzip, gunzipSync } from 'node:zlib';
import { formatBytes } from '../../format.js';

export const MAX_INFLATED_BYTES = 256 * 1024 * 1024;
export const MAX_RATIO = 200;
export const RATIO_AFTER_BYTES = 16 * 1024 * 1024;

export class InflateError extends Error {
  constructor(
    message: string,
    /** `too-large`: past a cap (413); `not-gzip`: not a gzip stream (400). */
    readonly kind: 'too-large' | 'not-gzip',
  ) {
    super(message);
  }
}

const NOT_GZIP =
  'Invalid sarif: it is not gzip-compressed. Send the SARIF file gzip-compressed, then Base64-encoded.';
const tooLarge = (maxBytes: number) =>
  `The sarif field is too large: it inflates to more than ${formatBytes(maxBytes)}, the most the emulator accepts. Send less (split the analysis into several uploads, or trim it with \`sarif-pipeline check\`).`;
const bomb = (total: number, from: string, ratio: number, maxRatio: number) =>
  `The sarif field is too large: it inflates ${Math.round(ratio)} times its compressed size (${formatBytes(total)} from ${from}), above the ${maxRatio} times that real SARIF stays far below: refused as a gzip bomb.`;

export interface InflateLimits {
  maxBytes?: number;
  maxRatio?: number;
  ratioAfterBytes?: number;
}

/**
 * The inflated bytes of a gzip stream, or InflateError. What inflates to at most RATIO_AFTER_BYTES, where no ratio
 * applies, is inflated in one synchronous call (it runs in the emulator's worker thread): a third of the CPU time of
 * the stream for a 30-result upload (40 against 120 µs). Past that, the stream, which watches the ratio as it goes.
 */
export function inflateCapped(gzip: Buffer, limits: InflateLimits = {}): Promise<Buffer> {
  const maxBytes = limits.maxBytes ?? MAX_INFLATED_BYTES;
  const maxRatio = limits.maxRatio ?? MAX_RATIO;
  const ratioAfter = limits.ratioAfterBytes ?? RATIO_AFTER_BYTES;
  const whole = Math.min(maxBytes, ratioAfter);
  try {
    return Promise.resolve(gunzipSync(gzip, { maxOutputLength: whole }));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ERR_BUFFER_TOO_LARGE')
      return Promise.reject(new InflateError(NOT_GZIP, 'not-gzip'));
    if (whole === maxBytes) return Promise.reject(new InflateError(tooLarge(maxBytes), 'too-large'));
  }
  return inflateStreamed(gzip, maxBytes, maxRatio, ratioAfter);
}

function inflateStreamed(
  gzip: Buffer,
  maxBytes: number,
  maxRatio: number,
  ratioAfter: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const gunzip = createGunzip({ chunkSize: 64 * 1024 });
    let chunks: Buffer[] = [];
    let total = 0;
    let done = false;
    const stop = (err: InflateError) => {
      if (done) return;
      done = true;
      chunks = []; // given back at once, not when the stream is collected
      gunzip.destroy();
      reject(err);
    };
    gunzip.on('data', (chunk: Buffer) => {
      if (done) return;
      total += chunk.length;
      if (total > maxBytes) return stop(new InflateError(tooLarge(maxBytes), 'too-large'));
      // bytesWritten: the gzip bytes the engine has taken so far.
      const taken = Math.max(1, gunzip.bytesWritten);
      if (total > ratioAfter && total / taken > maxRatio)
        return stop(
          new InflateError(
            bomb(total, `the first ${formatBytes(taken)}`, total / taken, maxRatio),
            'too-large',
          ),
        );
      chunks.push(chunk);
    });
    gunzip.on('error', () => stop(new InflateError(NOT_GZIP, 'not-gzip')));
    gunzip.on('end', () => {
      if (done) return;
      done = true;
      resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total));
    });
    // Fed in slices, so that what the engine has taken (bytesWritten) follows what it has given.
    const SLICE = 64 * 1024;
    let offset = 0;
    const feed = () => {
      while (!done && offset < gzip.length) {
        const slice = gzip.subarray(offset, offset + SLICE);
        offset += slice.length;
        if (!gunzip.write(slice)) return void gunzip.once('drain', feed);
      }
      if (!done) gunzip.end();
    };
    feed();
  });
}

/**
 * What can be told of a gzip stream without inflating it, for the answer to an upload (the inflation itself runs
 * after the answer, in emulator/worker.ts): not gzip unless it starts with gzip's magic bytes; past the caps when
 * its trailer (the inflated size, modulo 4 GiB) says so. A stream whose trailer understates its size is stopped at
 * the caps by inflateCapped while it is processed, and the upload then fails.
 */
export function checkGzipHeader(gzip: Buffer, limits: InflateLimits = {}): InflateError | undefined {
  // 10 bytes of header, 8 of trailer (CRC-32 and ISIZE).
  if (gzip.length < 18 || gzip[0] !== 0x1f || gzip[1] !== 0x8b) return new InflateError(NOT_GZIP, 'not-gzip');
  const maxBytes = limits.maxBytes ?? MAX_INFLATED_BYTES;
  const maxRatio = limits.maxRatio ?? MAX_RATIO;
  const ratioAfter = limits.ratioAfterBytes ?? RATIO_AFTER_BYTES;
  const size = gzip.readUInt32LE(gzip.length - 4);
  if (size > ratioAfter && size / gzip.length > maxRatio)
    return new InflateError(
      bomb(size, `${formatBytes(gzip.length)}, its gzip trailer says`, size / gzip.length, maxRatio),
      'too-large',
    );
  if (size > maxBytes) return new InflateError(tooLarge(maxBytes), 'too-large');
  return undefined;
}
