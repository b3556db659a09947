/**
 * A large input is read by position, and the results the trim keeps unchanged are read back into one scratch buffer
 * that the compressor copies from before the next is read: the uploads must be those of the same input in memory.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSarif } from '../../bench/generate-sarif.js';
import { fileSource, type ByteSource } from '../../src/sarif/byte-source.js';
import { checkDocument } from '../../src/sarif/check.js';
import { SERVICE_LIMITS } from '../../src/sarif/limits.js';

describe('an input read by position', () => {
  it('gives the uploads it gives read from memory: results copied, cut on their bytes, and rewritten', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'by-position-'));
    const opened: ByteSource[] = [];
    try {
      const doc = generateSarif({
        results: 3_000,
        runs: 2,
        resultsFirst: true,
        threadFlowLocations: 30,
        locations: 3,
      });
      const byPosition = (text: Buffer) => {
        const path = join(dir, `in-${opened.length}.sarif`);
        writeFileSync(path, text);
        const source = fileSource(path, 0);
        opened.push(source);
        return source;
      };
      // Few results kept (most copied), thread flows and locations over their limits (cut on the bytes).
      const limits = {
        ...SERVICE_LIMITS,
        resultsPerRun: 700,
        threadFlowLocationsPerResult: 12,
        locationsPerResult: 2,
      };
      const memory = await checkDocument(doc, { limits });
      const file = await checkDocument(doc, { limits, source: byPosition });
      expect(memory.valid).toBe(true);
      expect(memory.report.runs.map((r) => r.resultsKept)).toEqual([700, 700]);
      expect(memory.report.runs[0].dropped.threadFlowLocations).toBeGreaterThan(0);
      expect(file.documents).toEqual(memory.documents);
      expect(file.report).toEqual(memory.report);
    } finally {
      for (const s of opened) s.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
