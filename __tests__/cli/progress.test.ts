/**
 * Progress of a long read: on a terminal one line redrawn in place with percent, MB/s and time left; in a log a
 * line when a file starts, one every few seconds and one at the end; nothing for small files or with --quiet. The
 * printer runs on a clock given by the test (no timing is measured), and `check --quiet` on a large file as a real
 * process prints nothing on stderr while plain `check` into a log prints its start and end lines.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { progressPrinter } from '../../src/cli/progress.js';

const MB = 1e6;

function printer(tty: boolean) {
  let t = 0;
  const out: string[] = [];
  const p = progressPrinter({ write: (s) => out.push(s), tty, now: () => t, minBytes: 10 * MB });
  return { p, out, at: (ms: number) => (t = ms) };
}

describe('progressPrinter', () => {
  it('on a terminal: one line redrawn in place with percent, MB/s and time left, then what it took', () => {
    const { p, out, at } = printer(true);
    at(0);
    p({ file: 'big.sarif', bytesRead: 0, totalBytes: 400 * MB });
    at(1000);
    p({ file: 'big.sarif', bytesRead: 100 * MB, totalBytes: 400 * MB });
    at(1050); // within the redraw interval: not drawn
    p({ file: 'big.sarif', bytesRead: 105 * MB, totalBytes: 400 * MB });
    at(2000);
    p({ file: 'big.sarif', bytesRead: 200 * MB, totalBytes: 400 * MB });
    at(4000);
    p({ file: 'big.sarif', bytesRead: 400 * MB, totalBytes: 400 * MB });
    expect(out).toEqual([
      '\r\x1b[2Kreading big.sarif:   0% of 400.0 MB',
      '\r\x1b[2Kreading big.sarif:  25% of 400.0 MB, 100 MB/s, 3.0 s left',
      '\r\x1b[2Kreading big.sarif:  50% of 400.0 MB, 100 MB/s, 2.0 s left',
      '\r\x1b[2Kread big.sarif: 400.0 MB in 4.0 s (100 MB/s)\n',
    ]);
    // Only the last write ends a line: the others redraw the same one.
    expect(out.slice(0, -1).every((s) => !s.includes('\n'))).toBe(true);
  });

  it('in a log: the start, a line every 5 s, the end; each its own line', () => {
    const { p, out, at } = printer(false);
    for (let s = 0; s <= 12; s++) {
      at(s * 1000);
      p({ file: 'big.sarif', bytesRead: s * 10 * MB, totalBytes: 130 * MB });
    }
    at(13_000);
    p({ file: 'big.sarif', bytesRead: 130 * MB, totalBytes: 130 * MB });
    expect(out).toEqual([
      'reading big.sarif:   0% of 130.0 MB\n',
      'reading big.sarif:  38% of 130.0 MB, 10 MB/s, 8.0 s left\n',
      'reading big.sarif:  76% of 130.0 MB, 10 MB/s, 3.0 s left\n',
      'read big.sarif: 130.0 MB in 13 s (10 MB/s)\n',
    ]);
  });

  it('says nothing of small files; end() clears a line left half-drawn (a read that failed)', () => {
    const { p, out, at } = printer(true);
    p({ file: 'small.sarif', bytesRead: 1 * MB, totalBytes: 2 * MB });
    expect(out).toEqual([]);
    at(0);
    p({ file: 'big.sarif', bytesRead: 0, totalBytes: 50 * MB });
    p.end();
    expect(out).toEqual(['\r\x1b[2Kreading big.sarif:   0% of 50.0 MB', '\r\x1b[2K']);
  });
});

describe('check on a large file, as a process', () => {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  let dir: string;
  let file: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'progress-'));
    file = join(dir, 'large.sarif');
    // 34 MB of results (above the 32 MiB at which progress shows).
    const result = JSON.stringify({
      ruleId: 'r1',
      level: 'note',
      message: { text: 'x'.repeat(300) },
      locations: [{ physicalLocation: { artifactLocation: { uri: 'a.js' }, region: { startLine: 1 } } }],
    });
    const n = Math.ceil((34 * 1024 * 1024) / (result.length + 1));
    writeFileSync(
      file,
      `{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"big","rules":[{"id":"r1"}]}},"results":[${Array(n).fill(result).join(',')}]}]}`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(root, 'src/cli/index.ts'), 'check', file, ...args], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, NODE_OPTIONS: '', GITHUB_ACTIONS: '' },
    });

  it('--quiet: nothing on stderr; into a log: the start and the end, each on its own line', () => {
    const quiet = run('--quiet', '--workers', '0');
    expect(quiet.status).toBe(0);
    expect(quiet.stderr).toBe('');
    const logged = run('--workers', '0');
    expect(logged.status).toBe(0);
    const lines = logged.stderr.split('\n').filter(Boolean);
    expect(lines[0]).toMatch(/^reading .*large\.sarif: +\d+% of 3\d\.\d MB$/);
    expect(lines[lines.length - 1]).toMatch(/^read .*large\.sarif: 3\d\.\d MB in [\d.]+ s/);
    expect(logged.stderr).not.toContain('\r');
  });
});
