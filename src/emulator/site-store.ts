/**
 * Deployed Pages sites, stored by content. Each distinct file content is one file, `files/ab/cdef…` (its SHA-256),
 * and a site is one more: its manifest (every path with its content's hash, every directory), whose hash is what a
 * deployment records. A deployment thus writes only the contents no stored site has: a site deployed again, or
 * with a few pages changed, costs those pages. Creating a file is what a deployment cost most (ext4's inode
 * allocator: 60% of the emulator's CPU in a benchmark of one-file sites, a directory and a file each), far more
 * than hashing the bytes.
 *
 * Written only through a SiteWriter (in the emulator's worker thread): new contents go to `tmp/` and are renamed
 * to their hash once the whole archive is accepted, so a refused archive leaves nothing, and a name in `files/`
 * always holds the whole content it names. Removed only by the sweep (pages/site-files.ts), which never runs
 * while a writer does.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  openSync,
  readdirSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { makeDirectory } from '../make-directory.js';

/** A refused archive entry (a conflict of paths); archive.ts raises its other refusals the same way. */
export class SiteConflict extends Error {}

/** Where a content (or a manifest) of this hash is stored. */
export const storedPath = (store: string, hash: string) =>
  join(store, 'files', hash.slice(0, 2), hash.slice(2));

/** A site as its manifest gives it: path (segments joined by `/`) to content hash, and every directory. */
export interface StoredSite {
  files: Map<string, string>;
  dirs: Set<string>;
}

/** The manifest of `hash`, parsed (every directory of every file included). */
export async function readManifest(store: string, hash: string): Promise<StoredSite> {
  const raw = JSON.parse(await readFile(storedPath(store, hash), 'utf8')) as {
    files: [string, string][];
    dirs: string[];
  };
  return { files: new Map(raw.files), dirs: new Set(raw.dirs) };
}

/** Contents up to this size are hashed in memory, before anything is written: a stored one costs no file at all. */
const IN_MEMORY = 1024 * 1024;

/** Shard directories known to exist, by path, in every store of the process (the sweep never removes them). */
const shards = new Set<string>();

/** The site of one archive, written as its entries come. `commit` stores it; `abort` leaves nothing. */
export class SiteWriter {
  private readonly files = new Map<string, string>();
  private readonly dirs = new Set<string>();
  /** Contents written to tmp/ for this site, by hash. */
  private readonly staged = new Map<string, string>();
  private tmpMade = false;

  constructor(private readonly store: string) {}

  /** A directory (and its parents); `name` is the entry's name in the archive, for messages. */
  directory(segments: readonly string[], name: string): void {
    for (let i = 1; i <= segments.length; i++) {
      const path = segments.slice(0, i).join('/');
      if (this.dirs.has(path)) continue;
      if (this.files.has(path))
        throw new SiteConflict(`entry "${name}" conflicts with a file of the same path in the archive`);
      this.dirs.add(path);
    }
  }

  /**
   * A sink for the content of file `segments` (its parents are directories of the site). Declared sizes up to
   * IN_MEMORY are gathered and hashed before any write; larger ones are streamed to tmp/ and hashed on the way.
   */
  file(segments: readonly string[], name: string, declared: number): Writable {
    const path = segments.join('/');
    if (this.dirs.has(path))
      throw new SiteConflict(`entry "${name}" conflicts with a directory of the same path in the archive`);
    this.directory(segments.slice(0, -1), name);
    this.files.set(path, ''); // taken now: a later entry under it conflicts
    const hash = createHash('sha256');
    const chunks: Buffer[] = [];
    let fd: number | undefined;
    let tmp: string | undefined;
    let stored = false;
    if (declared > IN_MEMORY) [fd, tmp] = this.openTmp();
    const drop = () => {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
      if (tmp) unlinkSync(tmp);
      tmp = undefined;
    };
    return new Writable({
      write: (chunk: Buffer, _enc, done) => {
        hash.update(chunk);
        if (fd === undefined) chunks.push(chunk);
        else {
          try {
            writeAll(fd, chunk);
          } catch (err) {
            return done(err as Error); // a full disk: the stream errs, the archive is refused
          }
        }
        done();
      },
      final: (done) => {
        try {
          const digest = hash.digest('hex');
          this.files.set(path, digest);
          if (fd === undefined) this.keep(digest, () => Buffer.concat(chunks));
          else {
            closeSync(fd);
            fd = undefined;
            if (this.known(digest)) drop();
            else this.staged.set(digest, tmp!);
          }
          stored = true;
          done();
        } catch (err) {
          done(err as Error);
        }
      },
      // Destroyed before its end (the archive refused meanwhile): its partial content goes.
      destroy: (err, done) => {
        try {
          if (!stored) drop();
        } finally {
          done(err);
        }
      },
    });
  }

  /** Whether `hash` is stored, or staged by this site. */
  private known(hash: string): boolean {
    return this.staged.has(hash) || existsSync(storedPath(this.store, hash));
  }

  /** Stage `content` under `hash` unless that content is stored already. */
  private keep(hash: string, content: () => Buffer): void {
    if (this.known(hash)) return;
    const [fd, tmp] = this.openTmp();
    try {
      writeAll(fd, content());
    } finally {
      closeSync(fd);
    }
    this.staged.set(hash, tmp);
  }

  private openTmp(): [number, string] {
    const dir = join(this.store, 'tmp');
    if (!this.tmpMade) makeDirectory(dir);
    this.tmpMade = true;
    const tmp = join(dir, randomBytes(12).toString('hex'));
    return [openSync(tmp, 'wx', 0o644), tmp];
  }

  /** The files written so far. */
  get fileCount(): number {
    return this.files.size;
  }

  /** Whether the site has `404.html` at its root (its own page for paths it lacks). */
  get custom404(): boolean {
    return this.files.has('404.html');
  }

  /** Store the staged contents and the manifest; the manifest's hash names the site. */
  commit(): string {
    for (const [hash, tmp] of this.staged) place(this.store, hash, tmp);
    this.staged.clear();
    const manifest = Buffer.from(
      JSON.stringify({ files: [...this.files].sort(byPath), dirs: [...this.dirs].sort() }),
    );
    const site = createHash('sha256').update(manifest).digest('hex');
    this.keep(site, () => manifest);
    for (const [hash, tmp] of this.staged) place(this.store, hash, tmp);
    this.staged.clear();
    return site;
  }

  /** Remove what this site staged (a refused archive). */
  abort(): void {
    for (const tmp of this.staged.values()) unlinkSync(tmp);
    this.staged.clear();
  }
}

const byPath = (a: [string, string], b: [string, string]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

function writeAll(fd: number, bytes: Buffer): void {
  for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at);
}

/** Move a staged content to its name (replacing an equal one another writer stored meanwhile). */
function place(store: string, hash: string, tmp: string): void {
  const target = storedPath(store, hash);
  const shard = join(store, 'files', hash.slice(0, 2));
  if (!shards.has(shard)) {
    makeDirectory(shard);
    shards.add(shard);
  }
  try {
    renameSync(tmp, target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    // The shard was removed behind our back (the store deleted by hand): make it again.
    makeDirectory(shard);
    renameSync(tmp, target);
  }
}

/**
 * A site from a directory of files (the layout before sites were stored by content: a state directory that
 * recorded a deployment's directory). Its files are read, not moved; the caller removes the directory.
 */
export async function storeDirectory(dir: string, store: string): Promise<{ site: string; files: number }> {
  const writer = new SiteWriter(store);
  const walk = async (segments: string[]): Promise<void> => {
    for (const entry of readdirSync(join(dir, ...segments), { withFileTypes: true })) {
      const inner = [...segments, entry.name];
      const name = inner.join('/');
      if (entry.isDirectory()) {
        writer.directory(inner, name);
        await walk(inner);
      } else if (entry.isFile()) {
        const path = join(dir, ...inner);
        await pipeline(createReadStream(path), writer.file(inner, name, statSync(path).size));
      }
    }
  };
  try {
    await walk([]);
    return { site: writer.commit(), files: writer.fileCount };
  } catch (err) {
    writer.abort();
    throw err;
  }
}
