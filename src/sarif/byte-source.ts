/**
 * Random-access bytes of one input: the whole file in memory when it is small, positional reads on a file
 * descriptor when it is not. Both are read front to back in chunks for the scan (pass 1) and by position for the
 * results that survive the trim (pass 2), so memory stays bounded whatever the file size.
 */
import { closeSync, openSync, read, readFileSync, readSync, fstatSync } from 'node:fs';

export interface ByteSource {
  readonly size: number;
  /** Consecutive chunks from the start of the input. */
  chunks(): Iterable<Buffer>;
  /**
   * The same, each next chunk read on the thread pool while the caller works on the one before. `released`, asked
   * when the caller wants the next chunk, says whether nothing refers to the one it had any more: its memory then
   * takes a later chunk instead of a new buffer (a 1.5 GB file would otherwise leave hundreds of 4 MB buffers to
   * the collector, tens of MB of them alive at any time).
   */
  chunksAhead(released?: () => boolean): AsyncIterable<Buffer>;
  /**
   * `length` bytes from `position`. With `into` (at least `length` long), a file source reads into it instead of a
   * new buffer: the caller owns the bytes only until it reads into `into` again.
   */
  read(position: number, length: number, into?: Buffer): Buffer;
  close(): void;
}

/** Files up to this size are read in one call: faster, and slices stay zero-copy. */
export const IN_MEMORY_LIMIT = 256 * 1024 * 1024;
const CHUNK = 4 * 1024 * 1024;

export function memorySource(bytes: Buffer, chunkSize = CHUNK): ByteSource {
  function* chunks() {
    // Zero-copy views: the scan can report progress and hand work to threads chunk by chunk.
    for (let pos = 0; pos < bytes.length; pos += chunkSize) yield bytes.subarray(pos, pos + chunkSize);
  }
  return {
    size: bytes.length,
    chunks,
    // Nothing to read ahead: the bytes are in memory.
    async *chunksAhead(_released?: () => boolean) {
      yield* chunks();
    },
    read: (position, length) => bytes.subarray(position, position + length),
    close() {},
  };
}

export function fileSource(path: string, inMemoryLimit = IN_MEMORY_LIMIT): ByteSource {
  const fd = openSync(path, 'r');
  let closed = false;
  try {
    const size = fstatSync(fd).size;
    if (size <= inMemoryLimit) {
      const bytes = readFileSync(fd);
      closeSync(fd);
      closed = true;
      return memorySource(bytes);
    }
    return {
      size,
      *chunks() {
        for (let pos = 0; pos < size;) {
          // A fresh buffer each time: the scanner hands out zero-copy slices of the chunk it was given.
          const buf = Buffer.allocUnsafe(Math.min(CHUNK, size - pos));
          const n = readSync(fd, buf, 0, buf.length, pos);
          if (n === 0) break;
          pos += n;
          yield n === buf.length ? buf : buf.subarray(0, n);
        }
      },
      async *chunksAhead(released?: () => boolean) {
        const free: Buffer[] = [];
        const readAt = (position: number) =>
          new Promise<Buffer>((resolve, reject) => {
            const length = Math.min(CHUNK, size - position);
            const reused = free.pop();
            const buf =
              reused && reused.length >= length ? reused.subarray(0, length) : Buffer.allocUnsafe(length);
            read(fd, buf, 0, buf.length, position, (err, n) =>
              err ? reject(err) : resolve(n === buf.length ? buf : buf.subarray(0, n)),
            );
          });
        let next: Promise<Buffer> | undefined = size > 0 ? readAt(0) : undefined;
        let pos = 0;
        try {
          while (next) {
            const buf: Buffer = await next;
            pos += buf.length;
            next = buf.length > 0 && pos < size ? readAt(pos) : undefined;
            if (buf.length === 0) continue;
            yield buf;
            // The caller wants the next chunk: this one may be free (the read in flight has its own buffer).
            if (released?.() && buf.byteOffset === 0 && buf.buffer.byteLength === CHUNK)
              free.push(Buffer.from(buf.buffer, 0, CHUNK));
          }
        } finally {
          // Stopped early: let the read in flight end before the descriptor may be closed.
          await next?.catch(() => undefined);
        }
      },
      read(position, length, into) {
        const out = into && into.length >= length ? into : Buffer.allocUnsafe(length);
        let done = 0;
        while (done < length) {
          const n = readSync(fd, out, done, length - done, position + done);
          if (n === 0) break;
          done += n;
        }
        return out.subarray(0, done);
      },
      close() {
        if (!closed) closeSync(fd);
        closed = true;
      },
    };
  } catch (err) {
    if (!closed) closeSync(fd);
    throw err;
  }
}
