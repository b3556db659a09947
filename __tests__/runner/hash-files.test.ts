/**
 * hashFiles() against @actions/glob's own hashFiles, which the service's runner runs (in the workspace as its working
 * directory): character classes, `**` inside a segment (only a `*` there), directories standing for what they hold,
 * exclusions in order, `.`-files, nested order, comments, and what it refuses.
 */
import { hashFiles } from '@actions/glob';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { hashFilesSync, rootedAt } from '../../src/runner/hash-files.js';

let ws: string;
beforeAll(() => {
  // A workspace whose path has glob characters of its own: they must not act as globs.
  ws = mkdtempSync(join(tmpdir(), 'hash [ws]*-'));
  const files: Record<string, string> = {
    'next.config.js': 'n',
    'a.js': 'a',
    'a/b.js': 'b', // "a/b.js" after "a.js" by path, before it in the glob's walk
    'src/app.ts': 'app',
    'src/view.tsx': 'view',
    'src/skip.js': 'skip',
    'src/deep/x.jsx': 'x',
    '.github/workflows/ci.yml': 'ci',
    'README.md': 'r',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(ws, path)), { recursive: true });
    writeFileSync(join(ws, path), text);
  }
});
afterAll(() => rmSync(ws, { recursive: true, force: true }));

/** What the service's runner computes: @actions/glob's hashFiles with the workspace as the working directory. */
async function asTheRunner(patterns: string[]): Promise<string> {
  const cwd = process.cwd();
  process.chdir(ws);
  try {
    return await hashFiles(patterns.join('\n'), ws, { followSymbolicLinks: false });
  } finally {
    process.chdir(cwd);
  }
}

it.each([
  [['**.[jt]s', '**.[jt]sx']], // the Next.js starter workflow's cache key: root files only
  [['**/*.[jt]s?(x)']],
  [['src/**/*.[jt]s', 'src/**/*.[jt]sx']],
  [['src', '!src/skip.js']], // a directory stands for its files
  [['**/*.js', '!**/skip.js', 'src/skip.js']], // later patterns win
  [['a*', '**/*.md']],
  [['./src/*', '# a comment']],
  [['.github/**']],
  [['**/*']],
  [['nothing/*']],
])('computes %j as the runner does', async (patterns) => {
  expect(hashFilesSync(ws, patterns)).toBe(await asTheRunner(patterns));
});

it('hashes what the patterns match, and nothing when they match nothing', async () => {
  expect(hashFilesSync(ws, ['**.[jt]s'])).toMatch(/^[0-9a-f]{64}$/);
  expect(hashFilesSync(ws, ['**.[jt]s'])).not.toBe(hashFilesSync(ws, ['**/*.[jt]s']));
  expect(hashFilesSync(ws, ['nothing/*'])).toBe('');
});

it('refuses what @actions/glob refuses, with its reason', () => {
  expect(() => hashFilesSync(ws, ['src/../x'])).toThrow(/Relative pathing '\.' and '\.\.' is not allowed/);
});

it('roots a relative pattern at the workspace, escaping its glob characters', () => {
  expect(rootedAt('/w [1]*', 'src/**')).toBe('/w [[]1][*]/src/**');
  expect(rootedAt('/w', '!./a')).toBe('!/w/a');
  expect(rootedAt('/w', '/abs/x')).toBe('/abs/x');
  expect(rootedAt('/w', '  # note')).toBe('# note');
});
