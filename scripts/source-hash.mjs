#!/usr/bin/env node
// The hash of what `npm run build` builds dist/ from, so that the tests that run the committed bundles can tell a
// stale dist/ from a fresh one (file times cannot: a fresh clone gives every file the checkout's time).
//
//   node scripts/source-hash.mjs --write    write dist/.source-hash (the last step of `npm run build`)
//   node scripts/source-hash.mjs --check    exit 1, saying so, when dist/ was built from other sources
//
// What feeds the build: every file under src/ (src/sarif/generated/ included: the build writes it from schemas/),
// the schemas, the validator's generator, the lockfile (the bundled dependencies), tsconfig.json, and of
// package.json the fields the build reads (type, the build scripts). SHA-256 over each file's path (relative,
// with /) and content, in path order: the same sources give the same hash on every machine.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const HASH_FILE = join(root, 'dist', '.source-hash');
const DIRS = ['src', 'schemas'];
const FILES = ['package-lock.json', 'tsconfig.json', 'scripts/build-validator.mjs'];

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : e.isFile() ? [join(dir, e.name)] : [],
  );
}

/** The hash of the build's inputs, in hex. */
export function sourceHash() {
  const files = [...DIRS.flatMap((d) => filesUnder(join(root, d))), ...FILES.map((f) => join(root, f))]
    .map((f) => relative(root, f).split(sep).join('/'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const content = readFileSync(join(root, file));
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const build = Object.entries(pkg.scripts ?? {}).filter(([name]) => name.startsWith('build'));
  hash.update(`package.json\0${JSON.stringify({ type: pkg.type, build })}`);
  return hash.digest('hex');
}

/** Why dist/ cannot be trusted to be built from the sources as they are, or undefined when it is. */
export function distProblem() {
  if (!existsSync(HASH_FILE))
    return 'dist/ has no .source-hash (it was not built by `npm run build`): run npm run build';
  const built = readFileSync(HASH_FILE, 'utf8').trim();
  return built === sourceHash() ? undefined : 'dist/ is older than src/: run npm run build';
}

const mode = process.argv[2];
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (mode === '--write') {
    writeFileSync(HASH_FILE, `${sourceHash()}\n`);
  } else if (mode === '--check') {
    const problem = distProblem();
    if (problem) {
      process.stderr.write(`${problem}\n`);
      process.exit(1);
    }
  } else {
    process.stderr.write('usage: node scripts/source-hash.mjs --write | --check\n');
    process.exit(2);
  }
}
