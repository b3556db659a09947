/**
 * docs/cli.md is every command's `--help` as the built CLI prints it (scripts/cli-docs.mjs): an option added to a
 * command and not to the page fails here, with the command that writes the page again.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { requireFreshDist } from '../support/fresh-dist.js';

const ROOT = join(import.meta.dirname, '..', '..');

describe('docs/cli.md', () => {
  it("is what each command's --help prints", () => {
    requireFreshDist();
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts/cli-docs.mjs'), '--check'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
