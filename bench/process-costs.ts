/**
 * The costs a user pays whatever the file: starting the CLI (`check` of a 1 KB file over a bare `node -e ''`), and
 * refusing a gzip bomb. Both run the built CLI (dist/), as users do, each run a fresh process.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, renameSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ProcessCosts {
  /** Best wall time of `node -e ''` and of `check` of a 1 KB SARIF file. */
  bareNodeMs: number;
  smallCheckMs: number;
  /** The bomb: its sizes, the best wall time to refuse it, and what the CLI said. */
  bomb: { compressedBytes: number; inflatedBytes: number; ms: number; refused: boolean; message: string };
}

const GiB = 1024 ** 3;
const MEMBER = 64 * 1024 * 1024;

/**
 * A .sarif.gz that inflates to 6 GiB: the start of a SARIF document, then spaces (valid JSON whitespace), written as
 * gzip members of 64 MiB each, compressed once and repeated (a gzip file may hold many members).
 */
function ensureBomb(data: string): { path: string; compressed: number; inflated: number } {
  const path = join(data, 'bomb-6gib.sarif.gz');
  const head = Buffer.from('{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"bomb"}},"results":[');
  const members = (6 * GiB) / MEMBER;
  if (!existsSync(path)) {
    const first = gzipSync(Buffer.concat([head, Buffer.alloc(MEMBER - head.length, 0x20)]), { level: 9 });
    const rest = gzipSync(Buffer.alloc(MEMBER, 0x20), { level: 9 });
    const fd = openSync(`${path}.tmp`, 'w');
    writeSync(fd, first);
    for (let i = 1; i < members; i++) writeSync(fd, rest);
    closeSync(fd);
    renameSync(`${path}.tmp`, path);
  }
  return { path, compressed: statSync(path).size, inflated: members * MEMBER };
}

function wallMs(args: string[], cwd: string): { ms: number; status: number | null; output: string } {
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', timeout: 120_000 });
  return { ms: performance.now() - t, status: r.status, output: `${r.stdout}${r.stderr}` };
}

export function measureProcessCosts(root: string, data: string, runs: number): ProcessCosts {
  const cli = join(root, 'dist', 'cli', 'index.js');
  const small = join(root, '__tests__', 'fixtures', 'sarif', 'bandit-python-1result.sarif');
  const best = (f: () => number) => Math.min(...Array.from({ length: runs }, f));
  const bareNodeMs = best(() => wallMs(['-e', ''], root).ms);
  const smallCheckMs = best(() => {
    const r = wallMs([cli, 'check', '--quiet', small], root);
    if (r.status !== 0) throw new Error(`check of ${small} failed:\n${r.output}`);
    return r.ms;
  });
  const bomb = ensureBomb(data);
  let last = { ms: 0, status: 0 as number | null, output: '' };
  const ms = best(() => {
    last = wallMs([cli, 'check', '--quiet', bomb.path], root);
    return last.ms;
  });
  const refused = last.status !== 0 && /gzip bomb/.test(last.output);
  const message = last.output.split('\n').find((l) => /bomb/.test(l)) ?? last.output.slice(0, 300);
  return {
    bareNodeMs,
    smallCheckMs,
    bomb: {
      compressedBytes: bomb.compressed,
      inflatedBytes: bomb.inflated,
      ms,
      refused,
      message: message.trim(),
    },
  };
}
