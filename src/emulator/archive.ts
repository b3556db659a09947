/**
 * Safe storing of a Pages artifact (.tar, .tar.gz or .zip, recognised by their magic bytes, not by name) as a site
 * of the content store (site-store.ts). Refused, with a message naming the entry: paths that would leave the site
 * (`..` segments, absolute paths, Windows drive or UNC paths), symbolic and hard links, device files, FIFOs and
 * other special entries, more entries than allowed, and archives whose content inflates past a byte cap (checked
 * against the declared sizes before inflating, and against the bytes actually read). Nothing is left behind on
 * failure. Two files at one path are refused too (one would silently win), and a file where the archive has a
 * directory.
 *
 * Only regular files and directories are kept, with fixed modes (0644): archive modes, owners and times are
 * ignored, so no entry can become executable or setuid.
 */
import { Transform, type TransformCallback, type Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import yauzl from 'yauzl';
import { formatBytes } from '../format.js';
import { SiteConflict, SiteWriter } from './site-store.js';

export interface ExtractLimits {
  /** Largest total size of the extracted files, in bytes. */
  maxBytes: number;
  /** Most entries (files and directories) in one archive. */
  maxEntries: number;
}

/**
 * What a deployment extracts at most: a published site's size on the service (GitHub Pages: 1 GB; the artifact may
 * be 10 GB), and entries enough for any real site (the service documents no count).
 */
export const DEFAULT_LIMITS: ExtractLimits = { maxBytes: 1024 * 1024 * 1024, maxEntries: 200_000 };

export type ArchiveFormat = 'tar' | 'tar.gz' | 'zip';

export interface Stored {
  /** The site's hash in the store (its manifest's). */
  site: string;
  format: ArchiveFormat;
  files: number;
  bytes: number;
  /** Whether the site has `404.html` at its root (its own page for paths it lacks). */
  custom404: boolean;
}

/** A refused or unreadable archive; the message says which entry and why. */
export class ArchiveError extends Error {}

const gunzipAsync = promisify(gunzip);

/** The format from the first bytes: zip local header or empty zip, gzip, or a ustar header. */
export function detectFormat(bytes: Buffer): ArchiveFormat | undefined {
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) return 'zip';
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x06054b50) return 'zip';
  if (bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b) return 'tar.gz';
  if (isTar(bytes)) return 'tar';
  return undefined;
}

function isTar(bytes: Buffer): boolean {
  return bytes.length >= 512 && bytes.subarray(257, 262).toString('latin1') === 'ustar';
}

/**
 * The path segments of an entry name inside the target directory, or an ArchiveError when the name could
 * escape it. Backslashes count as separators (a Windows-made archive may use them). An empty result means the
 * root itself (`./`).
 */
export function entrySegments(name: string): string[] {
  if (name.includes('\0')) throw new ArchiveError(`entry "${name}" has a NUL byte in its name`);
  const unified = name.replace(/\\/g, '/');
  if (unified.startsWith('/') || /^[a-zA-Z]:/.test(unified)) {
    throw new ArchiveError(`entry "${name}" has an absolute path: archives must hold relative paths only`);
  }
  const segments = unified.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) {
    throw new ArchiveError(`entry "${name}" escapes the target directory (".." in its path)`);
  }
  return segments;
}

type EntryKind = 'file' | 'directory';

function refuseKind(name: string, what: string): never {
  throw new ArchiveError(`entry "${name}" is ${what}: only regular files and directories are accepted`);
}

/** Counts entries and bytes against the limits, and says which entry broke them. */
class Budget {
  entries = 0;
  files = 0;
  bytes = 0;
  constructor(private readonly limits: ExtractLimits) {}

  entry(name: string): void {
    if (++this.entries > this.limits.maxEntries) this.tooMany(`at "${name}"`);
  }

  /** A zip says how many entries it has before any is read. */
  announced(count: number): void {
    if (count > this.limits.maxEntries) this.tooMany(`${count} announced`);
  }

  private tooMany(where: string): never {
    throw new ArchiveError(
      `the archive has more than ${this.limits.maxEntries} entries (${where}), more than the emulator extracts: send fewer files`,
    );
  }

  private readonly paths = new Set<string>();

  /** Declared size of a file, before inflating it; a second file at the same place is refused, not overwritten. */
  declare(name: string, size: number, path: string): void {
    if (this.paths.has(path))
      throw new ArchiveError(
        `entry "${name}" is in the archive twice: only one copy could be deployed, so the archive is refused (build it again without duplicates)`,
      );
    this.paths.add(path);
    this.files++;
    this.bytes += size;
    if (this.bytes > this.limits.maxBytes) {
      throw new ArchiveError(
        `the site is larger than ${formatBytes(this.limits.maxBytes)} (at "${name}", ${formatBytes(size)}), the most Pages publishes: make it smaller or host large files elsewhere`,
      );
    }
  }

  /** A stage that counts the bytes actually written, in case a declared size lies. */
  meter(name: string, declared: number): Transform {
    let seen = 0;
    const cap = this.limits.maxBytes;
    return new Transform({
      transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
        seen += chunk.length;
        if (seen > declared || seen > cap) {
          done(
            new ArchiveError(`entry "${name}" inflates past its declared size of ${formatBytes(declared)}`),
          );
          return;
        }
        done(null, chunk);
      },
    });
  }
}

/**
 * Store the site `bytes` holds in the content store `store`. Throws ArchiveError for a refused or unreadable
 * archive; nothing it wrote is then left.
 */
export async function storeArchive(
  bytes: Buffer,
  store: string,
  limits: ExtractLimits = DEFAULT_LIMITS,
): Promise<Stored> {
  const format = detectFormat(bytes);
  if (!format) {
    throw new ArchiveError(
      `the artifact is not a .tar, .tar.gz or .zip archive (first bytes ${bytes.subarray(0, 4).toString('hex') || 'none'})`,
    );
  }
  const writer = new SiteWriter(store);
  const budget = new Budget(limits);
  try {
    if (format === 'zip') await extractZip(bytes, writer, budget);
    else await extractTar(format === 'tar' ? bytes : await inflateTar(bytes, limits), writer, budget);
    const site = writer.commit();
    return { site, format, files: budget.files, bytes: budget.bytes, custom404: writer.custom404 };
  } catch (err) {
    writer.abort();
    if (err instanceof ArchiveError || isSystemError(err)) throw err;
    if (err instanceof SiteConflict) throw new ArchiveError(err.message);
    throw new ArchiveError(`the archive could not be extracted: ${(err as Error).message}`);
  }
}

/**
 * Gunzip with a ceiling: the file content cap plus room for the tar headers and padding of every allowed
 * entry. zlib stops inflating at the ceiling, so a gzip bomb costs at most that much memory.
 */
async function inflateTar(bytes: Buffer, limits: ExtractLimits): Promise<Buffer> {
  const ceiling = limits.maxBytes + (limits.maxEntries + 2) * 2048;
  let tar: Buffer;
  try {
    tar = await gunzipAsync(bytes, { maxOutputLength: ceiling });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new ArchiveError(
        `the archive inflates to more than ${formatBytes(ceiling)}: refused as a possible decompression bomb`,
      );
    }
    throw new ArchiveError(`the gzip data is corrupt: ${(err as Error).message}`);
  }
  if (!isTar(tar) && !tar.subarray(0, 1024).every((b) => b === 0)) {
    throw new ArchiveError('the gzip data does not hold a tar archive (.tar.gz expected)');
  }
  return tar;
}

function tarKind(entry: ReadEntry): EntryKind {
  switch (entry.type) {
    case 'File':
    case 'OldFile':
    case 'ContiguousFile':
      return 'file';
    case 'Directory':
      return 'directory';
    case 'SymbolicLink':
      return refuseKind(entry.path, `a symbolic link (to "${entry.linkpath ?? ''}")`);
    case 'Link':
      return refuseKind(entry.path, `a hard link (to "${entry.linkpath ?? ''}")`);
    case 'CharacterDevice':
    case 'BlockDevice':
      return refuseKind(entry.path, 'a device file');
    case 'FIFO':
      return refuseKind(entry.path, 'a FIFO');
    default:
      return refuseKind(entry.path, `of unsupported tar type ${entry.type}`);
  }
}

/** One pass over the tar entries: each is checked before a byte of it is written. */
async function extractTar(tar: Buffer, writer: SiteWriter, budget: Budget): Promise<void> {
  const writes: Promise<void>[] = [];
  const outs: Writable[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let failed = false;
      const parser = new Parser({ strict: true });
      const fail = (err: unknown) => {
        if (failed) return;
        failed = true;
        reject(err);
        // Stop reading: the rest of the archive is not needed to refuse it, and a file cut short by the
        // failure would never end.
        parser.abort(err as Error);
        for (const out of outs) out.destroy();
      };
      parser.on('entry', (entry: ReadEntry) => {
        if (failed) return entry.resume();
        try {
          budget.entry(entry.path);
          const kind = tarKind(entry);
          const segments = entrySegments(entry.path);
          if (kind === 'directory' || segments.length === 0) {
            if (kind === 'file') refuseKind(entry.path, 'a file without a name');
            writer.directory(segments, entry.path);
            return entry.resume();
          }
          budget.declare(entry.path, entry.size, segments.join('/'));
          // Its path is taken now, not when the stream gets to it: a later "file/..." entry conflicts with it.
          const out = writer.file(segments, entry.path, entry.size);
          outs.push(out);
          const written = finished(out).catch((err) => {
            throw writeError(entry.path, err);
          });
          written.catch(fail);
          writes.push(written);
          entry.pipe(out);
        } catch (err) {
          fail(err);
          entry.resume();
        }
      });
      parser.on('error', (err: Error) =>
        fail(new ArchiveError(`the tar archive is malformed: ${err.message}`)),
      );
      parser.on('end', () => resolve());
      parser.end(tar);
    });
  } finally {
    // Every file stream settles before the caller keeps or removes the directory.
    await Promise.allSettled(writes);
  }
  await Promise.all(writes);
}

function writeError(name: string, err: unknown): Error {
  if (err instanceof ArchiveError || isSystemError(err)) return err as Error;
  if (err instanceof SiteConflict) return new ArchiveError(err.message);
  return new ArchiveError(`entry "${name}" could not be written: ${(err as Error).message}`);
}

/**
 * A failed system call of the store (a full disk): the emulator's failure, not the archive's, so not an
 * ArchiveError (the deployment then fails as "failed in the emulator", not as a refused artifact).
 */
const isSystemError = (err: unknown) =>
  typeof (err as NodeJS.ErrnoException | undefined)?.syscall === 'string';

const S_IFMT = 0o170000;
const UNIX_TYPES: Record<number, string | EntryKind> = {
  0o100000: 'file',
  0o040000: 'directory',
  0o120000: 'a symbolic link',
  0o020000: 'a device file',
  0o060000: 'a device file',
  0o010000: 'a FIFO',
  0o140000: 'a socket',
};

function zipKind(entry: yauzl.Entry, name: string): EntryKind {
  const madeOnUnix = entry.versionMadeBy >> 8 === 3;
  const type = madeOnUnix ? (entry.externalFileAttributes >>> 16) & S_IFMT : 0;
  const kind = type === 0 ? undefined : UNIX_TYPES[type];
  if (kind === undefined && type !== 0) refuseKind(name, `of unknown file type 0${type.toString(8)}`);
  if (kind && kind !== 'file' && kind !== 'directory') refuseKind(name, kind);
  return kind === 'directory' || name.endsWith('/') ? 'directory' : 'file';
}

/**
 * Zip: the central directory is read and every entry checked (names, kinds, count, declared sizes) before
 * anything is written; then the files are inflated one by one, metered.
 */
async function extractZip(bytes: Buffer, writer: SiteWriter, budget: Budget): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    // Names are decoded and checked here (decodeStrings: false), for the same messages as tar entries.
    zip = await yauzl.fromBufferPromise(bytes, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch (err) {
    throw new ArchiveError(`the zip archive is malformed: ${(err as Error).message}`);
  }
  try {
    budget.announced(zip.entryCount);
    const plan: { entry: yauzl.Entry; name: string; segments: string[]; kind: EntryKind }[] = [];
    for (const entry of await readCentralDirectory(zip)) {
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileNameRaw,
        entry.extraFields,
        true,
      );
      budget.entry(name);
      const kind = zipKind(entry, name);
      const segments = entrySegments(name);
      if (segments.length === 0) continue;
      if (kind === 'file') budget.declare(name, entry.uncompressedSize, segments.join('/'));
      plan.push({ entry, name, segments, kind });
    }
    for (const { entry, name, segments, kind } of plan) {
      if (kind === 'directory') {
        writer.directory(segments, name);
        continue;
      }
      let source;
      try {
        source = await zip.openReadStreamPromise(entry);
      } catch (err) {
        throw new ArchiveError(`entry "${name}" cannot be read: ${(err as Error).message}`);
      }
      try {
        await pipeline(
          source,
          budget.meter(name, entry.uncompressedSize),
          writer.file(segments, name, entry.uncompressedSize),
        );
      } catch (err) {
        throw writeError(name, err);
      }
    }
  } finally {
    zip.close();
  }
}

function readCentralDirectory(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (err: Error) => reject(new ArchiveError(`the zip archive is malformed: ${err.message}`)));
    zip.readEntry();
  });
}

/**
 * What a Pages deployment deploys from a run artifact: the artifact service keeps artifacts as zips, and
 * upload-pages-artifact puts one `artifact.tar` in it; such a zip gives the tar inside. Anything else is itself.
 */
export async function unwrapRunArtifact(bytes: Buffer, maxBytes = DEFAULT_LIMITS.maxBytes): Promise<Buffer> {
  if (detectFormat(bytes) !== 'zip') return bytes;
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
    });
  } catch {
    return bytes; // refused with its reason by extractArchive
  }
  try {
    const entries = (await readCentralDirectory(zip)).filter((e) => !e.fileName.endsWith('/'));
    if (entries.length !== 1 || !/\.tar$/i.test(entries[0].fileName)) return bytes;
    const entry = entries[0];
    if (entry.uncompressedSize > maxBytes)
      throw new ArchiveError(
        `${entry.fileName} inflates to more than ${formatBytes(maxBytes)}: refused as a possible decompression bomb`,
      );
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } finally {
    zip.close();
  }
}
