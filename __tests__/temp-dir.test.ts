import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { temporaryDir } from '../src/temp-dir.js';

/** What a child process left in a TMPDIR of its own after running `script` (tsx's cache aside). */
function leftBy(script: string): { left: string[]; status: number | null } {
  const tmp = mkdtempSync(join(tmpdir(), 'temp-dir-test-'));
  try {
    const module = JSON.stringify(new URL('../src/temp-dir.ts', import.meta.url).href);
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { temporaryDir } = await import(${module});\n${script}`,
      ],
      { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '', TMPDIR: tmp } },
    );
    if (child.stderr.trim() !== '') throw new Error(`the child wrote to stderr: ${child.stderr}`);
    return { left: readdirSync(tmp).filter((f) => !f.startsWith('tsx-')), status: child.status };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

describe('temporary directories', () => {
  it('are private, and removed with all they hold; removing again is a no-op', () => {
    const dir = temporaryDir('temp-dir-test-');
    expect(statSync(dir.path).mode & 0o777).toBe(0o700);
    writeFileSync(join(dir.path, 'f'), 'x');
    dir.remove();
    expect(existsSync(dir.path)).toBe(false);
    expect(() => dir.remove()).not.toThrow();
  });

  it('still open when the process exits (a forced stop calls process.exit) are removed then', () => {
    const { left, status } = leftBy(`
      const kept = temporaryDir('kept-');
      const { writeFileSync, mkdirSync } = await import('node:fs');
      mkdirSync(kept.path + '/sub');
      writeFileSync(kept.path + '/sub/inflated.sarif', 'x'.repeat(1000));
      temporaryDir('removed-').remove();
      process.exit(130);
    `);
    expect(status).toBe(130);
    expect(left).toEqual([]);
  });
});
