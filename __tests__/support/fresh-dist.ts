/**
 * The guard of the suites that run the committed bundles (dist/): they would test old code silently after a source
 * edit. `npm run build` writes dist/.source-hash (scripts/source-hash.mjs: the hash of src/ and what else feeds the
 * build); this recomputes it and fails, saying "dist/ is older than src/: run npm run build", when they differ.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
let problem: string | undefined | null = null;

/** Throws when dist/ was not built from the sources as they are (checked once per test file, in milliseconds). */
export function requireFreshDist(): void {
  if (problem === null) {
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts/source-hash.mjs'), '--check'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    problem =
      r.status === 0 ? undefined : r.stderr.trim() || `scripts/source-hash.mjs --check failed (${r.status})`;
  }
  if (problem) throw new Error(problem);
}
