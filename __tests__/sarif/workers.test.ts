/** Worker threads change nothing but speed: the same facts, diagnostics and uploads as the single-threaded path. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSarif } from '../../bench/generate-sarif.js';
import { check } from '../../src/sarif/check.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'sarif-workers-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function both(path: string) {
  const single = await check([path], { workers: 0 });
  const threaded = await check([path], { workers: 2 });
  expect(threaded.timings.workers).toBe(2);
  expect(single.timings.workers).toBe(0);
  return { single, threaded };
}

describe('reading with worker threads', () => {
  it('gives the same outcome as the main thread alone, across several runs in either key order', async () => {
    const doc = generateSarif({
      results: 12_000,
      rules: 300,
      runs: 3,
      resultsFirst: true,
      locations: 2,
    }) as any;
    doc.runs[1].results[5].level = 'severe'; // one schema error
    doc.runs[2].results[7].ruleIndex = 9_999; // one bad reference
    const path = join(tmp, 'many.sarif');
    writeFileSync(path, JSON.stringify(doc));
    const { single, threaded } = await both(path);
    expect(threaded.diagnostics).toEqual(single.diagnostics);
    expect(threaded.diagnostics.map((d) => d.pointer)).toEqual([
      '/runs/1/results/5/level',
      '/runs/2/results/7/ruleIndex',
    ]);
    expect(threaded.inputs).toEqual(single.inputs);
    expect(threaded.valid).toBe(false);

    delete doc.runs[1].results[5].level;
    doc.runs[2].results[7].ruleIndex = 7;
    doc.runs[2].results[7].ruleId = 'rule/7';
    writeFileSync(path, JSON.stringify(doc));
    const ok = await both(path);
    expect(ok.threaded.valid).toBe(true);
    expect(ok.threaded.report).toEqual(ok.single.report);
    expect(ok.threaded.uploads.map((u) => u.sarif)).toEqual(ok.single.uploads.map((u) => u.sarif));
  });

  it('reports the first syntax error inside a result at its line and column', async () => {
    const doc = generateSarif({ results: 3_000, rules: 20 });
    const text = JSON.stringify(doc, null, 1);
    const broken = text.replace(/"text": "([^"]*)"\n/, (_m, t) => `"text": "${t}" oops\n`);
    expect(broken).not.toBe(text);
    const path = join(tmp, 'broken.sarif');
    writeFileSync(path, broken);
    const { single, threaded } = await both(path);
    expect(threaded.diagnostics).toEqual(single.diagnostics);
    expect(threaded.diagnostics.map((d) => d.rule)).toEqual(['json-syntax']);
    expect(threaded.diagnostics[0].line).toBeGreaterThan(1);
  });
});
