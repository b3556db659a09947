/**
 * A large input is read by position, and the results the trim keeps unchanged are read back into one scratch buffer
 * that the compressor copies from before the next is read: the uploads must be those of the same input in memory.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
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

describe('neighbours copied as one piece', () => {
  it('results copied byte for byte that follow each other are written as their bytes, white space between them included; one cut or rewritten between them keeps its place', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spans-'));
    try {
      const loc = (i: number) => ({
        physicalLocation: { artifactLocation: { uri: `f${i}.js` }, region: { startLine: i + 1 } },
      });
      const result = (i: number) => ({
        ruleId: 'r0',
        message: { text: `m${i} é\u2028` },
        locations: [loc(i)],
      });
      const results: Record<string, unknown>[] = [0, 1, 2, 3, 4, 5, 6].map(result);
      results[2] = { ...results[2], locations: [0, 1, 2, 3, 4].map(loc) }; // over a limit of 2: cut on its bytes
      results[4] = { ruleId: 'r0', message: { id: 'greet', arguments: ['x'] }, locations: [loc(4)] }; // rewritten
      const doc = {
        version: '2.1.0',
        runs: [
          {
            results,
            tool: {
              driver: { name: 'T', rules: [{ id: 'r0', messageStrings: { greet: { text: 'hi {0}' } } }] },
            },
          },
        ],
      };
      // Pretty-printed with CRLF, results before the tool: the bytes between results are the input's own.
      const text = JSON.stringify(doc, null, 2).replace(/\n/g, '\r\n');
      const path = join(dir, 'spans.sarif');
      writeFileSync(path, text);
      const { check } = await import('../../src/sarif/check.js');
      const r = await check([path], { limits: { ...SERVICE_LIMITS, locationsPerResult: 2 } });
      expect(r.valid).toBe(true);
      const raw = gunzipSync(r.uploads[0].gzip).toString('utf8');
      const bytesOf = (i: number) => JSON.stringify(results[i], null, 2).replace(/\n/g, '\r\n        '); // at depth 4
      // Results 0–1 and 5–6 as one piece each (the separator and indentation between them are the input's).
      const span = (a: number, b: number) =>
        text.slice(text.indexOf(bytesOf(a)), text.indexOf(bytesOf(b)) + bytesOf(b).length);
      expect(raw).toContain(span(0, 1));
      expect(raw).toContain(span(5, 6));
      expect(span(0, 1)).toContain('},\r\n        {');
      const out = JSON.parse(raw).runs[0].results as { message: { text: string }; locations: unknown[] }[];
      expect(out.map((o) => o.message.text)).toEqual([
        'm0 é\u2028',
        'm1 é\u2028',
        'm2 é\u2028',
        'm3 é\u2028',
        'hi x',
        'm5 é\u2028',
        'm6 é\u2028',
      ]);
      expect(out.map((o) => o.locations.length)).toEqual([1, 1, 2, 1, 1, 1, 1]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
