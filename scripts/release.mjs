#!/usr/bin/env node
/**
 * Cut a release: `node scripts/release.mjs X.Y.Z [--dry-run] [--skip-build] [--push] [--remote NAME]`.
 *
 * 1. Checks: on main (--any-branch to insist otherwise), a clean work tree, X.Y.Z a version above package.json's, no tag vX.Y.Z yet, something under
 *    `## [Unreleased]` in CHANGELOG.md.
 * 2. Builds (`npm run build`) and checks that dist/ is fresh: the build must not change a committed byte (builds are
 *    reproducible); if it does, the release stops and the rebuilt dist/ is left to be committed.
 * 3. Writes the CHANGELOG section `## [X.Y.Z] - <date>` from what was under [Unreleased] (which is left empty),
 *    sets the version in package.json and package-lock.json, builds again (the bundles carry the version), and
 *    commits that as "Release vX.Y.Z".
 * 4. Creates the annotated tag vX.Y.Z (its message: the CHANGELOG section) and moves the major tag vX to it (also
 *    annotated): `uses: owner/sarif-pipeline@vX` follows the newest X.*.* release.
 * 5. With --push: pushes the branch and vX.Y.Z, and force-pushes vX (the only tag that ever moves).
 *
 * --dry-run checks and builds as a release would, prints the section, the version and the tags it would write, and
 * changes nothing (a dist/ the build changed is restored). --skip-build is for tests of the procedure itself.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const positional = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--remote');
const dryRun = flag('--dry-run');
const skipBuild = flag('--skip-build');
const push = flag('--push');
const remote = option('--remote') ?? 'origin';
const root = process.cwd();

function fail(message) {
  process.stderr.write(`release: ${message}\n`);
  process.exit(1);
}
const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8' }).trim();
const say = (line) => process.stdout.write(`${line}\n`);

// 1. Checks
if (positional.length !== 1 || !/^\d+\.\d+\.\d+$/.test(positional[0]))
  fail('usage: node scripts/release.mjs X.Y.Z [--dry-run] [--skip-build] [--push] [--remote NAME]');
const version = positional[0];
const [major] = version.split('.');
const tag = `v${version}`;
const majorTag = `v${major}`;

const pkgPath = join(root, 'package.json');
const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
const newer = (a, b) => {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] > y[i];
  return false;
};
if (!newer(version, pkg.version)) fail(`${version} is not above the current version ${pkg.version}`);
if (git('status', '--porcelain') !== '') fail('the work tree has changes: commit or stash them first');
const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
if (!dryRun && branch !== 'main' && !flag('--any-branch'))
  fail(
    `releases are cut from main, and this is ${branch === 'HEAD' ? 'a detached HEAD' : branch} (--any-branch to insist)`,
  );
if (git('tag', '--list', tag) !== '') fail(`the tag ${tag} exists already`);

const changelogPath = join(root, 'CHANGELOG.md');
const changelog = readFileSync(changelogPath, 'utf8');
const unreleased = /^## \[Unreleased\][^\n]*\n/m.exec(changelog);
if (!unreleased) fail('CHANGELOG.md has no "## [Unreleased]" section');
const start = unreleased.index + unreleased[0].length;
const next = changelog.slice(start).search(/^## \[/m);
const end = next < 0 ? changelog.length : start + next;
const notes = changelog.slice(start, end).trim();
if (!notes) fail('nothing under "## [Unreleased]" in CHANGELOG.md: say what the release changes first');

// 2. Build, and dist/ must be what is committed.
if (!skipBuild) {
  say('building (npm run build)…');
  try {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  } catch {
    fail('the build failed (npm run build): nothing was released');
  }
  const changed = git('status', '--porcelain', '--', 'dist');
  if (changed !== '') {
    if (dryRun) {
      git('checkout', '--', 'dist');
      git('clean', '-fdq', '--', 'dist');
    }
    fail(
      `dist/ is stale: the build changed\n${changed}\n` +
        (dryRun
          ? 'run npm run build and commit dist/ first'
          : 'commit the rebuilt dist/ and run the release again'),
    );
  }
  say('dist/ is fresh: the build reproduced it byte for byte');
}

// 3. CHANGELOG, package.json, package-lock.json
const date = new Date().toISOString().slice(0, 10);
const section = `## [${version}] - ${date}\n\n${notes}\n`;
const nextChangelog = `${changelog.slice(0, start)}\n${section}\n${changelog.slice(end)}`;
const tagMessage = `${tag}\n\n${notes}\n`;

if (dryRun) {
  say(`dry run: nothing is written`);
  say(`would set the version ${pkg.version} -> ${version} (package.json, package-lock.json)`);
  say(`would write CHANGELOG.md:\n\n${section}`);
  say(`would commit "Release ${tag}", create the annotated tag ${tag} and move ${majorTag} to it`);
  if (push) say(`would push the branch and ${tag} to ${remote}, and force-push ${majorTag}`);
  process.exit(0);
}

writeFileSync(changelogPath, nextChangelog);
pkg.version = version;
writeFileSync(pkgPath, `${JSON.stringify(pkg, null, 2)}\n`);
const lockPath = join(root, 'package-lock.json');
let lock;
try {
  lock = JSON.parse(readFileSync(lockPath, 'utf8'));
} catch {
  lock = undefined;
}
if (lock) {
  lock.version = version;
  if (lock.packages?.['']) lock.packages[''].version = version;
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
}
// The bundles carry the version (`sarif-pipeline --version`, from package.json): built again with the new one.
if (!skipBuild) {
  say(`building ${tag} (npm run build)…`);
  try {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  } catch {
    fail('the build with the new version failed: the version is set but nothing is committed');
  }
}
git(
  'add',
  'CHANGELOG.md',
  'package.json',
  ...(lock ? ['package-lock.json'] : []),
  ...(skipBuild ? [] : ['dist']),
);
git('commit', '-q', '-m', `Release ${tag}`);

// 4. Tags: vX.Y.Z once, vX moved.
git('tag', '-a', tag, '-m', tagMessage);
git('tag', '-fa', majorTag, '-m', `${majorTag}: the newest ${major}.x.x release, now ${tag}`, `${tag}^{}`);
say(`released ${tag}: commit ${git('rev-parse', '--short', 'HEAD')}, tags ${tag} and ${majorTag}`);

// 5. Push
if (push) {
  execFileSync('git', ['push', remote, branch, tag], { cwd: root, stdio: 'inherit' });
  execFileSync('git', ['push', '-f', remote, majorTag], { cwd: root, stdio: 'inherit' });
  say(`pushed ${branch}, ${tag} and ${majorTag} to ${remote}`);
} else {
  say(`not pushed: git push ${remote} HEAD ${tag} && git push -f ${remote} ${majorTag}`);
}
