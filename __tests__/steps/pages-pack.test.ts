/** The pack step's tar: what upload-pages-artifact's tar would hold, and the problems it would pass over silently. */
import { chmodSync, linkSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { list, type ReadEntry } from 'tar';
import { packSite } from '../../src/steps/pages-pack.js';
import { UserError } from '../../src/errors.js';

let work: string;
let n = 0;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'pack-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

function site(files: Record<string, string>): string {
  const dir = join(work, `site${++n}`);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

async function entries(file: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  await list({ file, onReadEntry: (e: ReadEntry) => (out[e.path] = e.type) });
  return out;
}

it('packs files as regular entries: links followed, hard links as files, .git, .github and hidden files left out', async () => {
  const dir = site({
    'index.html': '<h1>x</h1>',
    'css/a.css': 'a',
    '.git/config': 'x',
    '.github/workflows/w.yml': 'x',
    '.well-known/security.txt': 'x',
    'docs/.nojekyll': '',
  });
  symlinkSync('index.html', join(dir, 'home.html'));
  symlinkSync('css', join(dir, 'styles'));
  linkSync(join(dir, 'css/a.css'), join(dir, 'css/b.css'));
  const out = join(work, 'artifact.tar');
  const r = await packSite({ dir, out });
  // Named as GNU tar names the entries of upload-pages-artifact's `tar … .`.
  expect(await entries(out)).toEqual({
    './css/a.css': 'File',
    './css/b.css': 'File',
    './home.html': 'File',
    './index.html': 'File',
    './styles/a.css': 'File',
    './styles/b.css': 'File',
  });
  expect(r.files).toBe(6);
  const hidden = await packSite({ dir, out, includeHidden: true });
  expect(Object.keys(await entries(out))).toEqual(
    expect.arrayContaining(['./.well-known/security.txt', './docs/.nojekyll']),
  );
  expect(Object.keys(await entries(out)).some((p) => p.startsWith('./.git'))).toBe(false);
  expect(hidden.files).toBe(8);
});

it('packs names starting with @ as themselves, never as archives to copy entries from (node-tar reads @NAME so)', async () => {
  const inner = join(work, 'inner');
  const dir = site({ 'index.html': 'x', '@mention.html': 'm', '@types/node.html': 'docs', '@evil.tar': '' });
  mkdirSync(inner);
  writeFileSync(join(inner, 'injected.html'), 'not in the site');
  const { create } = await import('tar');
  create({ cwd: inner, file: join(dir, 'evil.tar'), sync: true }, ['injected.html']);
  const out = join(work, 'artifact.tar');
  const r = await packSite({ dir, out });
  expect(await entries(out)).toEqual({
    './@evil.tar': 'File',
    './@mention.html': 'File',
    './@types/node.html': 'File',
    './evil.tar': 'File',
    './index.html': 'File',
  });
  expect(r.files).toBe(5);
});

it('refuses a link leaving the directory, a broken link, an empty site, a missing one, and a site over the cap', async () => {
  const out = join(work, 'artifact.tar');
  const outside = site({ 'secret.txt': 'nope' });
  const leaking = site({ 'index.html': 'x' });
  symlinkSync(join(outside, 'secret.txt'), join(leaking, 'leak.txt'));
  await expect(packSite({ dir: leaking, out })).rejects.toThrow(
    /leak\.txt is a link to .*secret\.txt, outside the site directory/,
  );
  const broken = site({ 'index.html': 'x' });
  symlinkSync('nowhere.html', join(broken, 'gone.html'));
  await expect(packSite({ dir: broken, out })).rejects.toThrow(
    /gone\.html is a link to nowhere\.html, which does not exist/,
  );
  await expect(packSite({ dir: site({ '.only-hidden': 'x' }), out })).rejects.toThrow(
    /holds no files \(hidden files are left out/,
  );
  await expect(packSite({ dir: join(work, 'nope'), out })).rejects.toThrow(UserError);
  await expect(
    packSite({ dir: site({ 'a.bin': 'x'.repeat(600), 'b.bin': 'y'.repeat(600) }), out, maxBytes: 1000 }),
  ).rejects.toThrow(/the site is larger than 1 KB \(at b\.bin\)/);
});

it('refuses a link loop once, naming the link and the loop, not a missing target', async () => {
  const out = join(work, 'artifact.tar');
  const self = site({ 'index.html': 'x' });
  symlinkSync('.', join(self, 'self'));
  await expect(packSite({ dir: self, out })).rejects.toThrow(
    /^self is a link to \., a directory that holds the link itself: following it would never end$/,
  );
  const up = site({ 'index.html': 'x', 'sub/page.html': 'y' });
  symlinkSync('..', join(up, 'sub', 'up'));
  await expect(packSite({ dir: up, out })).rejects.toThrow(
    /^sub\/up is a link to \.\., a directory that holds/,
  );
  const pair = site({ 'index.html': 'x' });
  symlinkSync('b', join(pair, 'a'));
  symlinkSync('a', join(pair, 'b'));
  await expect(packSite({ dir: pair, out })).rejects.toThrow(
    /^a is a link to b, a loop of links that never reaches a file$/,
  );
});

const root = process.getuid?.() === 0;
(root ? it.skip : it)('refuses a file it cannot read (skipped as root, who reads everything)', async () => {
  const dir = site({ 'index.html': 'x', 'private.html': 'y' });
  chmodSync(join(dir, 'private.html'), 0o000);
  await expect(packSite({ dir, out: join(work, 'a.tar') })).rejects.toThrow(/private\.html is not readable/);
});
