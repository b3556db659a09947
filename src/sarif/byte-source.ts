/**
 * Random-access bytes of one input: the whole file in memory when it is small, positional reads on a file
 * descriptor when it is not. Both are read front to back in chunks for the scan (pass 1) and by position for the
 * results that survive the trim (pass 2), so memory stays bounded whatever the file size.
 */
import { closeSync, openSync, read, readFileSync, readSync, fstatSync } from 'node:fs';

export interface ByteSource {
  readonly size: number;
  /**
   * The whole input, when it is in memory that stays the input's for as long as anything points into it (not a
   * buffer lent to one file after another): what is read of it may be kept as views.
   */
  readonly whole?: Buffer;
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
   * new buffer: the caller owns the bytes only until it reads into `into` again. From a source of ReopenedFiles,
   * the bytes are the caller's only until its next read from any source of the same ReopenedFiles.
   */
  read(position: number, length: number, into?: Buffer): Buffer;
  close(): void;
}

/** Files up to this size are read in one call: faster, and slices stay zero-copy. */
export const IN_MEMORY_LIMIT = 256 * 1024 * 1024;
const CHUNK = 4 * 1024 * 1024;

export function memorySource(bytes: Buffer, chunkSize = CHUNK): ByteSource {
  return {
    size: bytes.length,
    whole: bytes,
    chunks: () => viewsOf(bytes, chunkSize),
    // Nothing to read ahead: the bytes are in memory.
    chunksAhead: () => viewsAhead(bytes, chunkSize),
    read: (position, length) => bytes.subarray(position, position + length),
    close() {},
  };
}

/** What tells a file from another, or from itself changed: checked when a file is opened again for pass 2. */
export interface FileIdentity {
  dev: number;
  ino: number;
  size: number;
  mtimeMs: number;
}

/** A file's source for pass 1, and who the file was when it was read. */
export type FileSource = ByteSource & { readonly identity: FileIdentity };

function identityOf(stat: { dev: number; ino: number; size: number; mtimeMs: number }): FileIdentity {
  return { dev: stat.dev, ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs };
}

/**
 * One buffer that small inputs are read into one after another, each once the one before is closed: reading
 * thousands of small files (issue 21) then leaves no buffer per file for the collector.
 */
export class ReadBuffer {
  private buffer: Buffer | undefined;
  /** Inputs up to `max` bytes use the shared buffer; larger ones a buffer of their own. */
  constructor(readonly max = 1024 * 1024) {}
  take(size: number): Buffer {
    if (size > this.max) return Buffer.allocUnsafe(size);
    if (!this.buffer || this.buffer.length < size)
      this.buffer = Buffer.allocUnsafeSlow(Math.min(this.max, Math.max(size, 64 * 1024)));
    return this.buffer.subarray(0, size);
  }
}

/**
 * Zero-copy views of `bytes`, front to back: the scan can report progress and hand work to threads chunk by chunk.
 * Generators at module level on purpose: a generator function made per source gives its generator objects a shape
 * of their own, and the scan's property loads on them then miss their caches file after file (issue 21: with
 * thousands of small files, some 6% of pass 1 went to those misses).
 */
function* viewsOf(bytes: Buffer, chunkSize: number): Generator<Buffer> {
  for (let pos = 0; pos < bytes.length; pos += chunkSize) yield bytes.subarray(pos, pos + chunkSize);
}

/** viewsOf as an async iterable; `check` runs before the first view and after each (lentSource). */
async function* viewsAhead(bytes: Buffer, chunkSize: number, check?: () => void): AsyncGenerator<Buffer> {
  check?.();
  for (let pos = 0; pos < bytes.length; pos += chunkSize) {
    yield bytes.subarray(pos, pos + chunkSize);
    check?.();
  }
}

/** Bytes in memory that are someone else's once the source is closed: reading after close throws. */
function lentSource(bytes: Buffer, identity: FileIdentity): FileSource {
  let open = true;
  const check = () => {
    if (!open) throw new Error('read from a byte source after it was closed (its buffer is lent to another)');
  };
  return {
    identity,
    size: bytes.length,
    chunks() {
      check();
      return viewsOf(bytes, CHUNK);
    },
    chunksAhead: () => viewsAhead(bytes, CHUNK, check),
    read(position, length) {
      check();
      return bytes.subarray(position, position + length);
    },
    close() {
      open = false;
    },
  };
}

export function fileSource(path: string, inMemoryLimit = IN_MEMORY_LIMIT): FileSource {
  const fd = openSync(path, 'r');
  let stat;
  try {
    stat = fstatSync(fd);
  } catch (err) {
    closeSync(fd);
    throw err;
  }
  return descriptorSource(fd, stat, inMemoryLimit);
}

/** `size` bytes from the start of a file, or fewer if it ends sooner. */
function readAll(fd: number, into: Buffer): Buffer {
  let done = 0;
  while (done < into.length) {
    const n = readSync(fd, into, done, into.length - done, done);
    if (n === 0) break;
    done += n;
  }
  return done === into.length ? into : into.subarray(0, done);
}

/**
 * The source of an open file (its descriptor now the source's: closed on error, at once when the file is read whole,
 * else by close()). With `buffer`, a file read whole is read into it: the source is then the only user of those
 * bytes until it is closed, and reading from it after that throws.
 */
export function descriptorSource(
  fd: number,
  stat: { dev: number; ino: number; size: number; mtimeMs: number },
  inMemoryLimit = IN_MEMORY_LIMIT,
  buffer?: ReadBuffer,
): FileSource {
  let closed = false;
  try {
    const identity = identityOf(stat);
    const size = identity.size;
    if (size <= inMemoryLimit) {
      const bytes = buffer ? readAll(fd, buffer.take(size)) : readFileSync(fd);
      closeSync(fd);
      closed = true;
      if (bytes.length !== size) identity.size = bytes.length; // it changed as it was read: pass 2 will say so
      // Read into the shared buffer, the bytes are lent; into one of their own (or larger than it), they stay.
      if (buffer && size <= buffer.max) return lentSource(bytes, identity);
      return { ...memorySource(bytes), identity };
    }
    return {
      identity,
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

/** Files up to this size are read whole when pass 2 first needs them, and kept a while: most small files' results are kept. */
const WHOLE_FILE_LIMIT = 1024 * 1024;

/**
 * Pass 2 reads the kept results of every input back by position, long after pass 1 has let go of the file (issue
 * 21: holding every input's bytes or descriptor from pass 1 to pass 2 cost memory and descriptors per file). A
 * file is opened again when first read and checked to be the one pass 1 read; at most `maxOpen` descriptors are
 * open at a time, and small files are read whole and kept while they fit in `cacheBytes` (least recently used
 * first out). Pass 2 reads a run's results in order and runs mostly in file order, so each file is opened about
 * once.
 */
export class ReopenedFiles {
  /** Open descriptors and small files held whole, least recently used first (a Map keeps insertion order). */
  private readonly open = new Map<ReopenSource, number | Buffer>();
  /** The entry last used, which is last in `open` already (a file's results are read one after another). */
  private newest: ReopenSource | undefined;
  private descriptors = 0;
  private cached = 0;
  /** Buffers of whole files let go of, by size, for the next ones (up to a quarter of cacheBytes). */
  private readonly spares = new Map<number, Buffer[]>();
  private spareBytes = 0;
  /** Descriptors opened (and files read whole) so far: each file should take about one. */
  opened = 0;

  /** `changed(name)`: the error thrown when a file is no longer the one pass 1 read (or is gone). */
  constructor(
    readonly changed: (name: string) => Error,
    private readonly maxOpen = 16,
    private readonly cacheBytes = 2 * 1024 * 1024,
  ) {}

  /**
   * A source that reads `path` by position when asked, which must still be the file `identity` describes; `name`
   * is the file as the user knows it (not a temporary copy), and `cleanup` runs at close (to delete that copy).
   */
  source(path: string, identity: FileIdentity, name = path, cleanup?: () => void): ByteSource {
    return new ReopenSource(this, path, identity, name, cleanup);
  }

  /** The file's descriptor, or its bytes when it is small, opening it again if need be. */
  get(s: ReopenSource): number | Buffer {
    const held = this.open.get(s);
    if (held !== undefined) {
      // Most recently used: to the end.
      if (s !== this.newest) {
        this.open.delete(s);
        this.open.set(s, held);
        this.newest = s;
      }
      return held;
    }
    let fd: number;
    try {
      fd = openSync(s.path, 'r');
    } catch {
      throw this.changed(s.name);
    }
    let kept: number | Buffer = fd;
    try {
      const now = fstatSync(fd);
      if (now.dev !== s.dev || now.ino !== s.ino || now.size !== s.size || now.mtimeMs !== s.mtimeMs)
        throw this.changed(s.name);
      if (s.size <= WHOLE_FILE_LIMIT) {
        kept = readAll(fd, this.buffer(s.size));
        closeSync(fd);
        if (kept.length !== s.size) {
          this.giveBack(kept);
          throw this.changed(s.name);
        }
      }
    } catch (err) {
      if (kept === fd) closeSync(fd);
      throw err;
    }
    this.opened++;
    this.open.set(s, kept);
    this.newest = s;
    if (typeof kept === 'number') this.descriptors++;
    else this.cached += kept.buffer.byteLength;
    this.evict(s);
    return kept;
  }

  /** Close descriptors and drop whole files, least recently used first, until within the bounds (never `keep`). */
  private evict(keep: ReopenSource): void {
    for (const [s, held] of this.open) {
      if (this.descriptors <= this.maxOpen && this.cached <= this.cacheBytes) return;
      if (s === keep) continue;
      if (typeof held === 'number' && this.descriptors > this.maxOpen) this.forget(s);
      else if (typeof held !== 'number' && this.cached > this.cacheBytes) this.forget(s);
    }
  }

  forget(s: ReopenSource): void {
    const held = this.open.get(s);
    if (held === undefined) return;
    this.open.delete(s);
    if (s === this.newest) this.newest = undefined;
    if (typeof held === 'number') {
      this.descriptors--;
      closeSync(held);
    } else {
      this.cached -= held.buffer.byteLength;
      this.giveBack(held);
    }
  }

  /**
   * A buffer for a whole file: a spare one of its size class (powers of two from 8 KB) if any. Reading thousands
   * of small files back would otherwise leave a buffer per file to the collector.
   */
  private buffer(size: number): Buffer {
    const size2 = sizeClass(size);
    const spare = this.spares.get(size2)?.pop();
    if (spare) this.spareBytes -= size2;
    return (spare ?? Buffer.allocUnsafeSlow(size2)).subarray(0, size);
  }

  private giveBack(held: Buffer): void {
    const size2 = held.buffer.byteLength;
    if (held.byteOffset !== 0 || size2 !== sizeClass(size2)) return;
    if (this.spareBytes + size2 > this.cacheBytes / 4) return;
    const list = this.spares.get(size2) ?? [];
    list.push(Buffer.from(held.buffer, 0, size2));
    this.spares.set(size2, list);
    this.spareBytes += size2;
  }

  /** Close everything still open. */
  close(): void {
    for (const s of [...this.open.keys()]) this.forget(s);
    this.spares.clear();
    this.spareBytes = 0;
  }
}

function sizeClass(size: number): number {
  let n = 8 * 1024;
  while (n < size) n *= 2;
  return n;
}

/** Kept per input from pass 1 to pass 2: a few fields, no closure (issue 21). */
class ReopenSource implements ByteSource {
  readonly size: number;
  readonly dev: number;
  readonly ino: number;
  readonly mtimeMs: number;
  constructor(
    private readonly files: ReopenedFiles,
    readonly path: string,
    identity: FileIdentity,
    readonly name: string,
    private readonly cleanup?: () => void,
  ) {
    this.size = identity.size;
    this.dev = identity.dev;
    this.ino = identity.ino;
    this.mtimeMs = identity.mtimeMs;
  }

  *chunks(): Iterable<Buffer> {
    for (let pos = 0; pos < this.size; pos += CHUNK) yield this.read(pos, Math.min(CHUNK, this.size - pos));
  }

  async *chunksAhead(_released?: () => boolean): AsyncIterable<Buffer> {
    yield* this.chunks();
  }

  read(position: number, length: number, into?: Buffer): Buffer {
    const held = this.files.get(this);
    if (typeof held !== 'number') return held.subarray(position, position + length);
    const out = into && into.length >= length ? into : Buffer.allocUnsafe(length);
    let done = 0;
    while (done < length) {
      const n = readSync(held, out, done, length - done, position + done);
      if (n === 0) break;
      done += n;
    }
    if (done < length) throw this.files.changed(this.name);
    return out.subarray(0, done);
  }

  close(): void {
    this.files.forget(this);
    this.cleanup?.();
  }
}
