/**
 * Inputs with the same bytes are read once (src/sarif/same-content.ts): `x.sarif` beside `x.sarif.gz`, or a report
 * copied into two directories, would otherwise merge as runs of one tool and category and be uploaded, and counted,
 * twice. Inputs that only look alike (same size, results at the same offsets) are kept.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ByteSource } from '../../src/sarif/byte-source.js';
import { check } from '../../src/sarif/check.js';
import type { LogIndex } from '../../src/sarif/log-index.js';
import { SameContent } from '../../src/sarif/same-content.js';

const FIXTURE = fileURLToPath(
  new URL('../fixtures/sarif/checkov-terraform-27results.sarif', import.meta.url),
);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'same-content-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const resultsUploaded = (r: Awaited<ReturnType<typeof check>>) =>
  r.uploads
    .map((u) => JSON.parse(gunzipSync(u.gzip).toString('utf8')) as { runs: { results: unknown[] }[] })
    .flatMap((d) => d.runs)
    .reduce((n, run) => n + run.results.length, 0);

describe('inputs with the same bytes', () => {
  it('x.sarif, x.sarif.gz and a copy in another directory: read once, the others left out with a warning each', async () => {
    const bytes = readFileSync(FIXTURE);
    writeFileSync(join(dir, 'x.sarif'), bytes);
    writeFileSync(join(dir, 'x.sarif.gz'), gzipSync(bytes));
    mkdirSync(join(dir, 'copy'));
    copyFileSync(FIXTURE, join(dir, 'copy', 'x.sarif'));
    const r = await check([join(dir, 'x.sarif'), join(dir, 'x.sarif.gz'), join(dir, 'copy')], { workers: 0 });
    expect(r.valid).toBe(true);
    expect(resultsUploaded(r)).toBe(27);
    expect(r.report.runs).toEqual([
      expect.objectContaining({
        resultsIn: 27,
        resultsKept: 27,
        sources: [{ file: r.inputs[0].file, run: 0 }],
      }),
    ]);
    // The first input read (findInputs sorts them) is kept; each of the other two is said and left out.
    const [kept, ...left] = r.inputs.map((i) => i.file);
    expect(new Set([kept, ...left])).toEqual(
      new Set([join(dir, 'x.sarif'), join(dir, 'x.sarif.gz'), join(dir, 'copy', 'x.sarif')]),
    );
    const warnings = r.diagnostics.filter((d) => d.rule === 'same-content');
    expect(warnings.map((d) => [d.severity, d.file])).toEqual(left.map((f) => ['warning', f]));
    expect(warnings[0].message).toBe(
      `the same bytes as ${kept}: left out, or each of its 27 results would be uploaded and counted twice`,
    );
    expect(warnings[0].hint).toMatch(/Name each SARIF file once/);
    // Each input still has its line, the left-out ones with their warning.
    expect(r.inputs.map((i) => [i.results, i.warnings])).toEqual([
      [27, 0],
      [27, 1],
      [27, 1],
    ]);
  });

  it('two inputs of one shape (same size, results at the same offsets) but other bytes are both kept', async () => {
    const text = readFileSync(FIXTURE, 'utf8');
    writeFileSync(join(dir, 'a.sarif'), text);
    // One letter of the last result's message changed: the same length, the same offsets everywhere.
    const at = text.lastIndexOf('"text": "') + '"text": "'.length;
    const other = `${text.slice(0, at)}${text[at] === 'Z' ? 'Y' : 'Z'}${text.slice(at + 1)}`;
    expect(other.length).toBe(text.length);
    writeFileSync(join(dir, 'b.sarif'), other);
    const r = await check([dir], { workers: 0 });
    expect(r.valid).toBe(true);
    expect(r.diagnostics.filter((d) => d.rule === 'same-content')).toEqual([]);
    expect(resultsUploaded(r)).toBe(54);
  });

  it('inputs larger than the compared chunk (1 MiB) that differ only in their last bytes are both kept', async () => {
    const big = (tail: string) =>
      JSON.stringify({
        version: '2.1.0',
        runs: [
          {
            tool: { driver: { name: 'Big', rules: [{ id: 'r' }] } },
            properties: { padding: 'x'.repeat(1_500_000) },
            results: [{ ruleId: 'r', message: { text: `tail ${tail}` } }],
          },
        ],
      });
    writeFileSync(join(dir, 'a.sarif'), big('A'));
    writeFileSync(join(dir, 'b.sarif'), big('B'));
    writeFileSync(join(dir, 'c.sarif'), big('A'));
    const r = await check([dir], { workers: 0 });
    expect(r.valid).toBe(true);
    expect(
      r.diagnostics.filter((d) => d.rule === 'same-content').map((d) => d.file.replace(dir, '')),
    ).toEqual(['/c.sarif']);
    expect(resultsUploaded(r)).toBe(2);
  });

  it('an input with errors is never left out as the same as another: each says its own errors', async () => {
    writeFileSync(
      join(dir, 'a.sarif'),
      '{"version": "2.1.0", "runs": [{"tool": {"driver": {}}, "results": []}]}',
    );
    copyFileSync(join(dir, 'a.sarif'), join(dir, 'b.sarif'));
    const r = await check([dir], { workers: 0 });
    expect(r.valid).toBe(false);
    expect(r.diagnostics.filter((d) => d.rule === 'same-content')).toEqual([]);
    expect(
      new Set(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.file.replace(dir, ''))),
    ).toEqual(new Set(['/a.sarif', '/b.sarif']));
  });
});

describe('many inputs of one shape', () => {
  /** The span of the 20 results every input below has at the same offsets: bytes 100 to 2,990. */
  const RESULTS = { start: 100, end: 100 + 19 * 150 + 140 };

  /** An input of 4,000 bytes whose 20 results lie where every other's do; `name` written at `at`; reads counted. */
  function input(name: string, at: number, reads: { bytes: number }): { log: LogIndex; source: ByteSource } {
    const bytes = Buffer.alloc(4_000, '.');
    bytes.write(name, at);
    const source = {
      size: bytes.length,
      read(position: number, length: number) {
        reads.bytes += length;
        return bytes.subarray(position, position + length);
      },
    } as unknown as ByteSource;
    const results = { length: 20, start: (i: number) => RESULTS.start + i * 150, byteLength: () => 140 };
    const log = {
      file: name,
      size: bytes.length,
      runs: [{ results }],
      errorCount: 0,
      source,
    } as unknown as LogIndex;
    return { log, source };
  }

  const names = Array.from({ length: 2_000 }, (_, i) => `pkg${String(i).padStart(5, '0')}`);

  /** Every name checked in turn, then a copy of two of them: what each found, and the bytes read. */
  function checkAll(at: number) {
    const reads = { bytes: 0 };
    const same = new SameContent();
    const found = names.map((n) => {
      const { log, source } = input(n, at, reads);
      return same.earlier(log, source)?.file;
    });
    const read = reads.bytes;
    const copies = ['pkg01234', 'pkg00007'].map((n) => {
      const { log, source } = input(n, at, reads);
      return same.earlier(log, source)?.file;
    });
    return { found, read, copies };
  }

  it("2,000 files of one template that differ in their results: each file's results read once, nothing more", () => {
    const { found, read, copies } = checkAll(RESULTS.start + 10);
    expect(found.every((f) => f === undefined)).toBe(true);
    // Read pair by pair, it would be some 2,000 × 2,000 / 2 reads.
    expect(read).toBe(names.length * (RESULTS.end - RESULTS.start));
    expect(copies).toEqual(['pkg01234', 'pkg00007']);
  });

  it('2,000 files of one template whose results are the same: each file read whole once more, and told apart', () => {
    const { found, read, copies } = checkAll(0);
    expect(found.every((f) => f === undefined)).toBe(true);
    expect(read).toBe(names.length * (RESULTS.end - RESULTS.start + 4_000));
    expect(copies).toEqual(['pkg01234', 'pkg00007']);
  });
});
