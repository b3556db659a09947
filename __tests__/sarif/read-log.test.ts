/**
 * Pass 1 reads most results on their bytes straight from the chunk they lie in, and captures the others (unsure,
 * or cut by a chunk's end) for the reference path: how the file is cut must change nothing it finds.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSarif, generateSarifPieces } from '../../bench/generate-sarif.js';
import { fileSource, memorySource, type ByteSource } from '../../src/sarif/byte-source.js';
import type { LogIndex } from '../../src/sarif/log-index.js';
import { readLog } from '../../src/sarif/read-log.js';
import { fixtureFiles } from '../support/sarif-fixtures.js';

/** Everything pass 1 found, in a comparable form. */
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

describe('pass 1', () => {
  const files = fixtureFiles();

  it('finds the same results, facts and diagnostics however the file is cut into chunks', async () => {
    expect(files.length).toBeGreaterThan(30);
    let results = 0;
    for (const url of files) {
      const bytes = readFileSync(url);
      const whole = findings(await readLog('f.sarif', memorySource(bytes, bytes.length + 1), { workers: 0 }));
      results += whole.runs.reduce((n, r) => n + r.length, 0);
      for (const size of [509, 4096, 65_536]) {
        const cut = findings(await readLog('f.sarif', memorySource(bytes, size), { workers: 0 }));
        expect({ file: url.pathname, size, ...cut }).toEqual({ file: url.pathname, size, ...whole });
      }
    }
    expect(results).toBeGreaterThan(900);
  });

  it('records a result read on its bytes without the whitespace after it', async () => {
    const doc = Buffer.from(
      '{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"t"}},"results":[ {"ruleId":"a","message":{"text":"x"}}  \n, {"ruleId":"b","message":{"text":"y"}}\n]}]}',
    );
    const log = await readLog('f.sarif', memorySource(doc, doc.length), { workers: 0 });
    const t = log.runs[0].results;
    const texts = [0, 1].map((i) => doc.toString('utf8', t.start(i), t.start(i) + t.byteLength(i)));
    expect(texts).toEqual(['{"ruleId":"a","message":{"text":"x"}}', '{"ruleId":"b","message":{"text":"y"}}']);
  });

  it('finds the same in a file read by position, whose spent chunks take later reads', async () => {
    // 20 MB: results before a tool of 7 MB (a member that spans chunks: the scan holds them until its end).
    const bytes = Buffer.from(
      [
        ...generateSarifPieces({
          results: 14_000,
          rules: 16_000,
          resultsFirst: true,
          threadFlowLocations: 6,
        }),
      ].join(''),
    );
    expect(bytes.length).toBeGreaterThan(16 << 20);
    const dir = mkdtempSync(join(tmpdir(), 'read-log-'));
    try {
      const path = join(dir, 'big.sarif');
      writeFileSync(path, bytes);
      const whole = findings(await readLog('f.sarif', memorySource(bytes, bytes.length + 1), { workers: 0 }));
      for (const workers of [0, 2]) {
        const file = fileSource(path, 0);
        // Count the distinct memories the chunks came in: fewer than the chunks when spent ones are reused.
        const memories = new Set<ArrayBufferLike>();
        let chunks = 0;
        const counted: ByteSource = {
          ...file,
          async *chunksAhead(released) {
            for await (const chunk of file.chunksAhead(released)) {
              memories.add(chunk.buffer);
              chunks++;
              yield chunk;
            }
          },
        };
        try {
          const read = findings(await readLog('f.sarif', counted, { workers }));
          expect({ workers, ...read }).toEqual({ workers, ...whole });
        } finally {
          file.close();
        }
        expect(chunks).toBeGreaterThan(4);
        expect(memories.size).toBeLessThan(chunks);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts worker threads only when the first results show the reference path is needed for many of them', async () => {
    const choice = { sampleBytes: 256 * 1024, minRest: 512 * 1024 };
    const read = (doc: unknown, workers?: number) => {
      const bytes = Buffer.from(JSON.stringify(doc));
      return readLog('f.sarif', memorySource(bytes, 64 * 1024), { workers, workerChoice: choice });
    };
    // URIs with backslashes are not URI references: every result draws a warning, the byte pass answers for none.
    const slow = generateSarif({ results: 6_000, backslashPaths: true });
    const auto = await read(slow);
    expect(auto.timings.workers).toBeGreaterThan(0);
    expect(findings(auto)).toEqual(findings(await read(slow, 0)));
    expect(auto.warningCount).toBe(6_000);
    // The byte pass reads these: no worker would pay.
    const fast = await read(generateSarif({ results: 6_000 }));
    expect(fast.timings.workers).toBe(0);
    expect(fast.errorCount + fast.warningCount).toBe(0);
  });
});
