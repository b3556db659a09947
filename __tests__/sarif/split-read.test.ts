/**
 * Issue 21, both cores on large files: the main thread hands blocks of results to one worker that reads them in
 * shared memory while it reads the others. Who read a result must change nothing pass 1 finds: the same facts in
 * the same order, the same diagnostics (the first ones kept, in document order), the same first syntax error; and a
 * chunk of a file read by position is read into again only once the worker is done with it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSarif } from '../../bench/generate-sarif.js';
import { fileSource, memorySource } from '../../src/sarif/byte-source.js';
import { readLog, type LogIndex } from '../../src/sarif/read-log.js';
import { fixtureFiles } from '../support/sarif-fixtures.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'sarif-split-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function findings(log: LogIndex) {
  return {
    diagnostics: log.diagnostics,
    errors: log.errorCount,
    warnings: log.warningCount,
    runs: log.runs.map((run) => {
      const t = run.results;
      const rows: unknown[] = [];
      for (let i = 0; i < t.length; i++)
        rows.push([
          t.start(i),
          t.byteLength(i),
          t.ruleId(i),
          t.ruleIndex(i),
          t.level(i),
          t.kindFail(i),
          t.locations(i),
          t.threadFlowLocations(i),
          t.hasLineHash(i),
          t.refMask(i),
          t.maxArtifact(i),
          t.maxLogical(i),
          t.maxThreadFlow(i),
          t.maxOther(i),
          t.messageId(i),
          t.rank(i),
        ]);
      return rows;
    }),
  };
}

/** The bytes in shared memory, as a file read whole into it is. */
function shared(bytes: Buffer): Buffer {
  const out = Buffer.from(new SharedArrayBuffer(bytes.length));
  bytes.copy(out);
  return out;
}

/** Blocks small enough that the two readers take turns many times in each file. */
const FINE = { blockBytes: 2_000, aheadBytes: 6_000 };

describe('pass 1 shared with a worker', () => {
  it('finds the same as the main thread alone on every fixture, whoever reads which result', async () => {
    const files = fixtureFiles();
    expect(files.length).toBeGreaterThan(30);
    let handed = 0;
    for (const url of files) {
      const bytes = readFileSync(url);
      const alone = findings(await readLog('f.sarif', memorySource(bytes, 65_536), { workers: 0 }));
      for (const chunk of [4096, 65_536]) {
        const log = await readLog('f.sarif', memorySource(shared(bytes), chunk), { split: FINE });
        handed += log.timings.workers;
        expect({ file: url.pathname, chunk, ...findings(log) }).toEqual({
          file: url.pathname,
          chunk,
          ...alone,
        });
      }
    }
    expect(handed).toBeGreaterThan(10); // most fixtures have results enough for a block to go to the worker
  });

  it('keeps document order of results and diagnostics across runs on a hostile file with errors in it', async () => {
    const doc = generateSarif({
      results: 4_000,
      runs: 3,
      rules: 50,
      resultsFirst: true,
      hostile: true,
      threadFlowLocations: 5,
      codeFlowEvery: 3,
    }) as any;
    doc.runs[0].results[10].level = 'severe'; // schema
    doc.runs[1].results[700].ruleIndex = 9_999; // reference
    doc.runs[2].results[1200].locations = 'here'; // schema
    for (let i = 0; i < 300; i++) doc.runs[1].results[i * 4].kind = 'bogus'; // many: past the cap of 100 kept
    const bytes = Buffer.from(JSON.stringify(doc));
    const alone = findings(await readLog('f.sarif', memorySource(bytes, 1 << 20), { workers: 0 }));
    expect(alone.errors).toBeGreaterThan(100);
    expect(alone.diagnostics).toHaveLength(100);
    for (const split of [FINE, { blockBytes: 64 * 1024, aheadBytes: 256 * 1024 }]) {
      const log = await readLog('f.sarif', memorySource(shared(bytes), 1 << 20), { split });
      expect(log.timings.workers).toBe(1);
      // Past the cap, results are no longer validated once the reader knows the cap is reached: the count is a
      // floor, which the worker's readers reach later than the main thread alone.
      const read = findings(log);
      expect(read.errors).toBeGreaterThan(100);
      expect({ ...read, errors: 0 }).toEqual({ ...alone, errors: 0 });
    }
  });

  // What a file that is not JSON holds past its error is not looked at: the error alone is compared.
  it('reports the first syntax error wherever it lies, in a block of either reader', async () => {
    const doc = generateSarif({ results: 2_000, rules: 20, hostile: true });
    const text = JSON.stringify(doc, null, 1);
    let n = 0;
    for (const at of [3, 900, 1_700]) {
      const k = text.indexOf('"message"', Math.floor((text.length * at) / 2_000));
      const broken = `${text.slice(0, k)}"message" oops ${text.slice(k + 9)}`;
      const bytes = Buffer.from(broken);
      const alone = await readLog('f.sarif', memorySource(bytes, 1 << 20), { workers: 0 });
      expect(alone.diagnostics.map((d) => d.rule)).toEqual(['json-syntax']);
      for (const split of [FINE, { blockBytes: 30_000, aheadBytes: 90_000 }]) {
        const log = await readLog('f.sarif', memorySource(shared(bytes), 1 << 20), { split });
        expect(log.diagnostics).toEqual(alone.diagnostics);
        n++;
      }
    }
    expect(n).toBe(6);
  });

  it('reads a file by position into shared chunks, each read into again only once the worker is done with it', async () => {
    // ~15 MB: four 4 MB chunks, results cut at each chunk's end (read by the main thread, not shared).
    const doc = generateSarif({
      results: 5_000,
      runs: 2,
      hostile: true,
      resultsFirst: true,
      threadFlowLocations: 20,
      codeFlowEvery: 4,
    }) as any;
    doc.runs[1].results[2000].ruleIndex = -7; // one schema error near the end
    const path = join(tmp, 'by-position.sarif');
    const bytes = Buffer.from(JSON.stringify(doc));
    writeFileSync(path, bytes);
    expect(bytes.length).toBeGreaterThan(12 * 1024 * 1024);
    const alone = findings(await readLog('f.sarif', memorySource(bytes), { workers: 0 }));
    expect(alone.errors).toBe(1);
    for (const split of [FINE, { blockBytes: 256 * 1024, aheadBytes: 6 * 1024 * 1024 }]) {
      const source = fileSource(path, 0);
      try {
        const log = await readLog('f.sarif', source, { split });
        expect(log.timings.workers).toBe(1);
        expect(findings(log)).toEqual(alone);
      } finally {
        source.close();
      }
    }
  });
});
