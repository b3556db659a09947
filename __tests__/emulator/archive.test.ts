import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { create } from 'tar';
import {
  ArchiveError,
  detectFormat,
  entrySegments,
  storeArchive,
  type ExtractLimits,
} from '../../src/emulator/archive.js';
import { readManifest, storedPath } from '../../src/emulator/site-store.js';
import { makeTar, makeTarGz, makeZip } from '../support/archives.js';
import { filesUnder } from '../support/stored-sites.js';

let work: string;
/** The content store is work/out; an escaping entry would land in work/. */
let out: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'archive-test-'));
  out = join(work, 'out');
  mkdirSync(out);
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const SMALL: ExtractLimits = { maxBytes: 1024 * 1024, maxEntries: 5 };
const MiB = 1024 * 1024;

/** A stored site's files, path to text, read through its manifest. */
async function siteFiles(site: string): Promise<Record<string, string>> {
  const stored = await readManifest(out, site);
  return Object.fromEntries(
    [...stored.files].map(([path, hash]) => [path, readFileSync(storedPath(out, hash), 'utf8')]),
  );
}

/** Storing fails with a message matching `pattern`, and leaves no file in the store or beside it. */
async function refused(bytes: Buffer, pattern: RegExp, limits: ExtractLimits = SMALL) {
  const err = await storeArchive(bytes, out, limits).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ArchiveError);
  expect((err as Error).message).toMatch(pattern);
  expect(filesUnder(out)).toEqual([]);
  expect(readdirSync(work).sort()).toEqual(['out']);
}

/** A real tar(.gz) made by node-tar from a directory of files. */
async function realTar(gzip: boolean): Promise<Buffer> {
  const src = join(work, 'src');
  mkdirSync(join(src, 'css'), { recursive: true });
  writeFileSync(join(src, 'index.html'), '<h1>hello</h1>');
  writeFileSync(join(src, 'css', 'site.css'), 'body{}');
  const file = join(work, gzip ? 'site.tar.gz' : 'site.tar');
  await create({ cwd: src, file, gzip, portable: true }, ['.']);
  rmSync(src, { recursive: true });
  const bytes = readFileSync(file);
  rmSync(file);
  return bytes;
}

describe('archive formats', () => {
  it('detects tar, tar.gz and zip by their magic bytes, whatever the name', async () => {
    expect(detectFormat(await realTar(false))).toBe('tar');
    expect(detectFormat(await realTar(true))).toBe('tar.gz');
    expect(detectFormat(makeZip([{ name: 'a.txt', data: 'a' }]))).toBe('zip');
    expect(detectFormat(Buffer.from('just some text, not an archive'))).toBeUndefined();
  });

  it.each([false, true])('stores a real tar (gzip: %s) made by node-tar', async (gzip) => {
    const result = await storeArchive(await realTar(gzip), out);
    expect(result).toMatchObject({ format: gzip ? 'tar.gz' : 'tar', files: 2, bytes: 20, custom404: false });
    expect(await siteFiles(result.site)).toEqual({
      'index.html': '<h1>hello</h1>',
      'css/site.css': 'body{}',
    });
    expect((await readManifest(out, result.site)).dirs).toEqual(new Set(['css']));
    expect(filesUnder(join(out, 'files'))).toHaveLength(3); // two contents and the manifest
  });

  it('stores a zip with directories; a site stored again, or with a page changed, writes only what is new', async () => {
    const site = (home: string) =>
      makeZip([
        { name: 'docs/' },
        { name: 'empty/' },
        { name: 'docs/index.html', data: '<p>docs</p>' },
        { name: 'index.html', data: home },
        { name: '404.html', data: 'lost' },
      ]);
    const first = await storeArchive(site('<p>home</p>'), out);
    expect(first).toMatchObject({ format: 'zip', files: 3, custom404: true });
    expect(await siteFiles(first.site)).toEqual({
      'docs/index.html': '<p>docs</p>',
      'index.html': '<p>home</p>',
      '404.html': 'lost',
    });
    expect((await readManifest(out, first.site)).dirs).toEqual(new Set(['docs', 'empty']));
    const stored = filesUnder(out);
    expect(stored).toHaveLength(4);
    expect((await storeArchive(site('<p>home</p>'), out)).site).toBe(first.site);
    expect(filesUnder(out)).toEqual(stored);
    const changed = await storeArchive(site('<p>new home</p>'), out);
    expect(changed.site).not.toBe(first.site);
    expect(filesUnder(out)).toHaveLength(6); // the new page and the new manifest
    expect((await siteFiles(changed.site))['index.html']).toBe('<p>new home</p>');
  });

  it('streams a large file to the store and keeps one copy of equal large files', async () => {
    const big = Buffer.alloc(3 * MiB, 'a');
    const result = await storeArchive(
      makeTar([
        { path: 'a.bin', data: big },
        { path: 'b/a.bin', data: big },
      ]),
      out,
      { maxBytes: 8 * MiB, maxEntries: 5 },
    );
    const stored = await readManifest(out, result.site);
    expect(stored.files.get('a.bin')).toBe(stored.files.get('b/a.bin'));
    expect(readFileSync(storedPath(out, stored.files.get('a.bin')!)).equals(big)).toBe(true);
    expect(filesUnder(out)).toHaveLength(2); // one content, the manifest: nothing left in tmp/
  });

  it('refuses what is not a tar, tar.gz or zip, and gzip that holds no tar', async () => {
    await refused(Buffer.from('<html>not an archive</html>'), /not a \.tar, \.tar\.gz or \.zip archive/);
    await refused(gzipSync('plain text, gzipped'), /does not hold a tar archive/);
    await refused(Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3]), /gzip data is corrupt/);
    await refused(
      Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(40)]),
      /zip archive is malformed/,
    );
  });
});

describe('entries that would escape the target directory', () => {
  it('names the problem for each kind of path', () => {
    expect(entrySegments('./a/./b/')).toEqual(['a', 'b']);
    expect(() => entrySegments('../evil.txt')).toThrow(/escapes the target directory/);
    expect(() => entrySegments('a/../../evil.txt')).toThrow(/escapes the target directory/);
    expect(() => entrySegments('..\\evil.txt')).toThrow(/escapes the target directory/);
    expect(() => entrySegments('/etc/passwd')).toThrow(/absolute path/);
    expect(() => entrySegments('C:\\Windows\\evil.dll')).toThrow(/absolute path/);
    expect(() => entrySegments('c:/evil.txt')).toThrow(/absolute path/);
    expect(() => entrySegments('\\\\server\\share\\evil')).toThrow(/absolute path/);
    expect(() => entrySegments('a\0b')).toThrow(/NUL/);
  });

  it.each([
    ['../evil.txt', /escapes the target directory/],
    ['site/../../evil.txt', /escapes the target directory/],
    ['/tmp/evil.txt', /absolute path/],
    ['C:\\evil.txt', /absolute path/],
    ['..\\evil.txt', /escapes the target directory/],
  ])('tar entry %s is refused', async (path, pattern) => {
    await refused(
      makeTar([
        { path: 'index.html', data: 'ok' },
        { path, data: 'EVIL' },
      ]),
      pattern,
    );
    await refused(
      makeTarGz([
        { path: 'index.html', data: 'ok' },
        { path, data: 'EVIL' },
      ]),
      pattern,
    );
  });

  it.each([
    ['../evil.txt', /escapes the target directory/],
    ['/tmp/evil.txt', /absolute path/],
    ['C:\\evil.txt', /absolute path/],
    ['sub\\..\\..\\evil.txt', /escapes the target directory/],
  ])('zip entry %s is refused before anything is written', async (name, pattern) => {
    await refused(
      makeZip([
        { name: 'index.html', data: 'ok' },
        { name, data: 'EVIL' },
      ]),
      pattern,
    );
  });
});

describe('links, devices and other special entries', () => {
  it.each([
    [{ type: 'SymbolicLink' as const, linkpath: '/etc/passwd' }, /symbolic link \(to "\/etc\/passwd"\)/],
    [{ type: 'Link' as const, linkpath: 'index.html' }, /hard link/],
    [{ type: 'CharacterDevice' as const }, /device file/],
    [{ type: 'BlockDevice' as const }, /device file/],
    [{ type: 'FIFO' as const }, /FIFO/],
  ])('tar %o is refused', async (entry, pattern) => {
    await refused(
      makeTar([
        { path: 'index.html', data: 'ok' },
        { path: 'special', ...entry },
      ]),
      pattern,
    );
  });

  it.each([
    [0o120777, /symbolic link/],
    [0o020644, /device file/],
    [0o060644, /device file/],
    [0o010644, /FIFO/],
    [0o140644, /socket/],
  ])('zip entry with Unix mode %o is refused', async (mode, pattern) => {
    await refused(
      makeZip([
        { name: 'index.html', data: 'ok' },
        { name: 'special', data: '/etc/passwd', mode },
      ]),
      pattern,
    );
  });

  it('a file and a directory of the same path conflict, and nothing is left behind', async () => {
    await refused(
      makeTar([
        { path: 'page', data: 'a file' },
        { path: 'page/index.html', data: 'under a file' },
      ]),
      /conflicts with a file/,
    );
    await refused(
      makeTar([
        { path: 'page/index.html', data: 'in a directory' },
        { path: 'page', data: 'a file' },
      ]),
      /conflicts with a directory/,
    );
  });

  it('refuses a file that is in the archive twice, rather than keeping one copy', async () => {
    await refused(
      makeZip([
        { name: 'index.html', data: 'first' },
        { name: 'index.html', data: 'second' },
      ]),
      /entry "index.html" is in the archive twice/,
    );
    await refused(
      makeTar([
        { path: 'docs/index.html', data: 'first' },
        { path: './docs//index.html', data: 'second' },
      ]),
      /entry "\.\/docs\/\/index.html" is in the archive twice/,
    );
  });

  it('refuses a truncated tar, closing the file it was writing', async () => {
    const tar = makeTar([
      { path: 'index.html', data: 'ok' },
      { path: 'big.bin', data: Buffer.alloc(100_000) },
    ]);
    await refused(tar.subarray(0, 5000), /malformed/);
    // Cut inside a file large enough to be streamed to the store as it is read: its partial copy goes too.
    const large = makeTar([
      { path: 'index.html', data: 'ok' },
      { path: 'big.bin', data: Buffer.alloc(3 * MiB) },
    ]);
    await refused(large.subarray(0, 2 * MiB), /malformed/, { maxBytes: 8 * MiB, maxEntries: 5 });
  });
});

describe('a store that cannot be written', () => {
  it("fails with the system's error, not as a refused archive, and leaves nothing", async () => {
    writeFileSync(join(out, 'tmp'), 'a file where the store keeps its new contents');
    const err = await storeArchive(makeTar([{ path: 'index.html', data: 'ok' }]), out).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).not.toBeInstanceOf(ArchiveError);
    expect((err as NodeJS.ErrnoException).syscall).toBe('mkdir');
    expect(filesUnder(out)).toEqual(['tmp']);
  });
});

describe('size and count limits', () => {
  const zeros = Buffer.alloc(2 * MiB);

  it('refuses a zip bomb from its declared sizes, before inflating', async () => {
    await refused(
      makeZip([{ name: 'bomb.bin', data: zeros }]),
      /the site is larger than 1\.0 MB \(at "bomb\.bin", 2\.1 MB\), the most Pages publishes/,
    );
  });

  it('refuses a zip whose entry inflates past its declared size', async () => {
    await refused(makeZip([{ name: 'liar.bin', data: zeros, declaredSize: 10 }]), /liar\.bin|too many bytes/);
  });

  it('refuses a tar.gz bomb while inflating, and a tar header declaring a huge size', async () => {
    await refused(makeTarGz([{ path: 'bomb.bin', data: zeros }]), /inflates to more than/);
    await refused(
      makeTar([{ path: 'huge.bin', declaredSize: 8 * 1024 * MiB }]),
      /the site is larger than 1\.0 MB/,
    );
  });

  it('refuses more entries than allowed', async () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.txt`, data: 'x' }));
    await refused(makeZip(many), /more than 5 entries/);
    await refused(makeTar(many.map((e) => ({ path: e.name, data: e.data }))), /more than 5 entries/);
  });

  it('accepts an archive right at the limits', async () => {
    const result = await storeArchive(makeZip([{ name: 'a.bin', data: Buffer.alloc(MiB) }]), out, SMALL);
    expect(result.bytes).toBe(MiB);
    const hash = (await readManifest(out, result.site)).files.get('a.bin')!;
    expect(readFileSync(storedPath(out, hash)).equals(Buffer.alloc(MiB))).toBe(true);
  });
});
