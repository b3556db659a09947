/**
 * The release procedure (scripts/release.mjs) in temporary clones, never in this checkout: the dry run of this
 * repository changes nothing and says what it would write; a release writes the CHANGELOG section from
 * [Unreleased], bumps the version, makes the annotated tag vX.Y.Z and moves vX; the next one moves vX again; and
 * what must stop a release stops it. The build is skipped (--skip-build): the freshness check of dist/ is tested
 * on a small repository whose "build" is a script of its own.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SCRIPT = join(root, 'scripts/release.mjs');
let work: string;

const GIT_ENV = {
  GIT_AUTHOR_NAME: 'Release Test',
  GIT_AUTHOR_EMAIL: 'release@example.com',
  GIT_COMMITTER_NAME: 'Release Test',
  GIT_COMMITTER_EMAIL: 'release@example.com',
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...GIT_ENV } }).trim();
const release = (cwd: string, ...args: string[]) => {
  const r = spawnSync(process.execPath, [SCRIPT, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...GIT_ENV, NODE_OPTIONS: '' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

/** A small repository: package.json 0.9.0, a lockfile, a CHANGELOG with [Unreleased] notes, a dist/ and a "build". */
function smallRepo(name: string): string {
  const dir = join(work, name);
  mkdirSync(join(dir, 'dist'), { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'x', version: '0.9.0', scripts: { build: 'node build.mjs' } }, null, 2)}\n`,
  );
  writeFileSync(
    join(dir, 'package-lock.json'),
    `${JSON.stringify({ name: 'x', version: '0.9.0', lockfileVersion: 3, packages: { '': { name: 'x', version: '0.9.0' } } }, null, 2)}\n`,
  );
  writeFileSync(
    join(dir, 'CHANGELOG.md'),
    '# Changelog\n\n## [Unreleased]\n\n### Added\n- a thing\n\n## [0.9.0] - 2026-01-01\n\nFirst.\n',
  );
  writeFileSync(
    join(dir, 'build.mjs'),
    "import { writeFileSync } from 'node:fs';\nwriteFileSync('dist/index.js', 'built\\n');\n",
  );
  writeFileSync(join(dir, 'dist/index.js'), 'built\n');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'init');
  return dir;
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'release-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('the dry run in a clone of this repository says what the next major release would write, and changes nothing', () => {
  const clone = join(work, 'clone');
  git(root, 'clone', '-q', '--no-checkout', root, clone);
  git(clone, 'checkout', '-q', git(root, 'rev-parse', 'HEAD'));
  // Whatever the version today, and whether or not [Unreleased] has notes yet (right after a release it has none).
  const current = JSON.parse(readFileSync(join(clone, 'package.json'), 'utf8')).version as string;
  const major = Number(current.split('.')[0]) + 1;
  const next = `${major}.0.0`;
  const changelog = readFileSync(join(clone, 'CHANGELOG.md'), 'utf8');
  writeFileSync(
    join(clone, 'CHANGELOG.md'),
    changelog.replace('## [Unreleased]\n', '## [Unreleased]\n\n### Fixed\n- a note of the test\n'),
  );
  git(clone, 'commit', '-qam', 'a note');
  git(clone, 'tag', '--list')
    .split('\n')
    .filter(Boolean)
    .forEach((t) => git(clone, 'tag', '-d', t));
  const head = git(clone, 'rev-parse', 'HEAD');
  const r = release(clone, next, '--dry-run', '--skip-build');
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  expect(r.stdout).toContain(`would set the version ${current} -> ${next}`);
  expect(r.stdout).toContain(`would write CHANGELOG.md:\n\n## [${next}] - `);
  expect(r.stdout).toContain(
    `would commit "Release v${next}", create the annotated tag v${next} and move v${major} to it`,
  );
  expect(git(clone, 'status', '--porcelain')).toBe('');
  expect(git(clone, 'rev-parse', 'HEAD')).toBe(head);
  expect(git(clone, 'tag', '--list')).toBe('');
});

it('a release writes the section, bumps the version, tags vX.Y.Z (annotated) and moves vX; the next moves vX again', () => {
  const dir = smallRepo('real');
  const first = release(dir, '1.0.0');
  expect(first.stderr).toBe('');
  expect(first.code).toBe(0);
  expect(first.stdout).toContain('dist/ is fresh');
  const changelog = readFileSync(join(dir, 'CHANGELOG.md'), 'utf8');
  expect(changelog).toMatch(
    /## \[Unreleased\]\n\n## \[1\.0\.0\] - \d{4}-\d{2}-\d{2}\n\n### Added\n- a thing\n\n## \[0\.9\.0\]/,
  );
  expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version).toBe('1.0.0');
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'));
  expect([lock.version, lock.packages[''].version]).toEqual(['1.0.0', '1.0.0']);
  expect(git(dir, 'log', '-1', '--format=%s')).toBe('Release v1.0.0');
  expect(git(dir, 'cat-file', '-t', 'v1.0.0')).toBe('tag');
  expect(git(dir, 'cat-file', '-t', 'v1')).toBe('tag');
  expect(git(dir, 'tag', '-l', '--format=%(contents)', 'v1.0.0')).toContain('- a thing');
  expect(git(dir, 'rev-parse', 'v1^{}')).toBe(git(dir, 'rev-parse', 'HEAD'));

  writeFileSync(
    join(dir, 'CHANGELOG.md'),
    changelog.replace('## [Unreleased]\n', '## [Unreleased]\n\n### Fixed\n- a bug\n'),
  );
  git(dir, 'commit', '-qam', 'fix');
  expect(release(dir, '1.0.1').code).toBe(0);
  expect(git(dir, 'rev-parse', 'v1^{}')).toBe(git(dir, 'rev-parse', 'HEAD'));
  expect(git(dir, 'rev-parse', 'v1.0.0^{}')).toBe(git(dir, 'rev-parse', 'HEAD~2'));
  expect(git(dir, 'tag', '--list').split('\n')).toEqual(['v1', 'v1.0.0', 'v1.0.1']);
});

it('stops on a stale dist/, a dirty tree, an old version, an existing tag or nothing to release', () => {
  const dir = smallRepo('refusals');
  writeFileSync(join(dir, 'dist/index.js'), 'old\n');
  git(dir, 'commit', '-qam', 'stale dist');
  const stale = release(dir, '1.0.0', '--dry-run');
  expect(stale.code).toBe(1);
  expect(stale.stderr).toContain('dist/ is stale');
  // The dry run leaves the checkout as it was.
  expect(git(dir, 'status', '--porcelain')).toBe('');

  writeFileSync(join(dir, 'dist/index.js'), 'built\n');
  expect(release(dir, '1.0.0', '--skip-build').stderr).toContain('the work tree has changes');
  git(dir, 'commit', '-qam', 'fresh dist');
  expect(release(dir, '0.9.0', '--skip-build').stderr).toContain(
    '0.9.0 is not above the current version 0.9.0',
  );
  git(dir, 'tag', 'v1.0.0');
  expect(release(dir, '1.0.0', '--skip-build').stderr).toContain('the tag v1.0.0 exists already');
  expect(release(dir, 'one', '--skip-build').stderr).toContain('usage: node scripts/release.mjs X.Y.Z');
  git(dir, 'checkout', '-q', '-b', 'topic');
  expect(release(dir, '1.1.0', '--skip-build').stderr).toContain(
    'releases are cut from main, and this is topic',
  );
  git(dir, 'checkout', '-q', 'main');
  writeFileSync(join(dir, 'CHANGELOG.md'), '# Changelog\n\n## [Unreleased]\n\n## [0.9.0] - 2026-01-01\n');
  git(dir, 'commit', '-qam', 'empty');
  expect(release(dir, '1.1.0', '--skip-build').stderr).toContain('nothing under "## [Unreleased]"');
});
