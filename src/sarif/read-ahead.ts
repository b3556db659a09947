/**
 * Pass 1's read-ahead over many inputs (issue 21): the next few small plain files are opened, looked at and read on
 * libuv's thread pool while the main thread checks the one before, so that each of thousands of small files does
 * not stop the main thread for an open, an fstat, two reads and a close. A file the read-ahead does not take
 * (missing, unreadable, not a regular file, gzip, larger than it reads, changed while it read) is opened the usual
 * way, which reports what is wrong. Each read closes its own descriptor: nothing is held past it, used or not.
 */
import { close, constants, fstat, open, read, type Stats } from 'node:fs';

/** A small plain file's bytes, and who the file was when they were read. */
export interface ReadAhead {
  bytes: Buffer;
  stat: Stats;
}

/** How many inputs are read ahead of the one being checked, and the largest it reads (at most 4 MB in flight). */
const WINDOW = 16;
const MAX_BYTES = 256 * 1024;

/**
 * `ahead(k)`: the read of input k (started now if it was not), after starting those of the next WINDOW - 1.
 * Inputs are asked for in order, each once.
 */
export function readAheadOf(paths: readonly string[]): (k: number) => Promise<ReadAhead | undefined> {
  const started = new Map<number, Promise<ReadAhead | undefined>>();
  let next = 0;
  return (k) => {
    next = Math.max(next, k);
    for (; next < Math.min(paths.length, k + WINDOW); next++) started.set(next, readSmall(paths[next]));
    const pending = started.get(k) ?? readSmall(paths[k]);
    started.delete(k);
    return pending;
  };
}

function readSmall(path: string): Promise<ReadAhead | undefined> {
  return new Promise((resolve) => {
    if (/\.gz$/i.test(path)) return resolve(undefined);
    // Without blocking, as openInput opens: a FIFO would block an open for reading until a writer came.
    open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0), (err, fd) => {
      if (err) return resolve(undefined);
      const done = (found: ReadAhead | undefined) => close(fd, () => resolve(found));
      fstat(fd, (err, stat) => {
        if (err || !stat.isFile() || stat.size > MAX_BYTES) return done(undefined);
        const bytes = Buffer.allocUnsafe(stat.size);
        read(fd, bytes, 0, bytes.length, 0, (err, n) => {
          const gzip = n >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
          done(err || n !== stat.size || gzip ? undefined : { bytes, stat });
        });
      });
    });
  });
}
