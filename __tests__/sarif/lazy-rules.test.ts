/**
 * Rules kept as their bytes (read-tool.ts, lazy-rules.ts) against rules parsed whole: the rule byte pass answers
 * only for rules the reference (JSON.parse + ajv) finds valid with no diagnostic, with the same id; and a check
 * with every tool read the lazy way gives exactly what it gives with every tool parsed — the same diagnostics
 * (pointer, line, column, message), the same report, the same uploads as JSON — on every fixture, on tools of
 * thousands of rules, merged, over the rule and tag limits, and on rules the byte pass must leave to the reference.
 */
import { jest } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { generateSarif, prng } from '../../bench/generate-sarif.js';
import { fixtureFiles } from '../support/sarif-fixtures.js';
import { checkDocument, type CheckResult } from '../../src/sarif/check.js';
import { fileSource, memorySource } from '../../src/sarif/byte-source.js';
import { isLazyRule, isUntouchedRule, lazyRule, severityOf } from '../../src/sarif/lazy-rules.js';
import { KnownTools } from '../../src/sarif/known-tools.js';
import { readLog } from '../../src/sarif/read-log.js';
import { SarifScanner } from '../../src/sarif/scanner.js';
import { parseTool, setLazyToolBytes } from '../../src/sarif/read-tool.js';
import { readRule } from '../../src/sarif/result-bytes.js';
import { isObject, type Json, type JsonObject } from '../../src/sarif/result-facts.js';
import { SERVICE_LIMITS } from '../../src/sarif/limits.js';
import { validateLog } from '../../src/sarif/schema-validate.js';
import { ruleSeverity } from '../../src/sarif/severity.js';

/** What a check says, without its timings: what must not depend on how the tool was read. */
function outcome(r: CheckResult & { documents: unknown[] }): unknown {
  return {
    valid: r.valid,
    inputs: r.inputs,
    diagnostics: r.diagnostics,
    report: r.report,
    documents: r.uploads.map((u) => JSON.parse(gunzipSync(u.gzip).toString('utf8')) as unknown),
  };
}

async function both(
  doc: unknown,
  options: Parameters<typeof checkDocument>[1] = {},
): Promise<[unknown, unknown]> {
  const previous = setLazyToolBytes(Infinity);
  try {
    const whole = outcome(await checkDocument(doc, options));
    setLazyToolBytes(0);
    const lazy = outcome(await checkDocument(doc, options));
    return [lazy, whole];
  } finally {
    setLazyToolBytes(previous);
  }
}

function rulesOf(doc: unknown): Json[] {
  const out: Json[] = [];
  const runs = isObject(doc) && Array.isArray(doc.runs) ? doc.runs : [];
  for (const run of runs) {
    const tool = isObject(run) && isObject(run.tool) ? run.tool : {};
    for (const c of [tool.driver, ...(Array.isArray(tool.extensions) ? tool.extensions : [])])
      if (isObject(c) && Array.isArray(c.rules)) out.push(...c.rules);
  }
  return out;
}

/** Whether the reference finds a rule valid with no diagnostic at all. */
function referenceClean(rule: Json): boolean {
  const doc = { version: '2.1.0', runs: [{ tool: { driver: { name: 't', rules: [rule] } } }] };
  return validateLog(doc, 'f.sarif').length === 0;
}

function parsedFixtures(): { name: string; doc: unknown }[] {
  const out: { name: string; doc: unknown }[] = [];
  for (const url of fixtureFiles()) {
    try {
      out.push({ name: url.pathname.split('/').pop()!, doc: JSON.parse(readFileSync(url, 'utf8')) });
    } catch {
      // the fixture of invalid JSON: the scanner's tests have it
    }
  }
  return out;
}

/** One rule with one thing changed (a wrong type, an enum value, a reference, a repeated tag), as JSON text. */
function mutateRule(rule: JsonObject, rnd: () => number): string {
  const copy = structuredClone(rule);
  const changes: (() => void)[] = [
    () => (copy.defaultConfiguration = { level: 'critical' }),
    () => (copy.defaultConfiguration = { level: 'error', rank: 200 }),
    () => (copy.id = 7),
    () => delete copy.id,
    () => (copy.shortDescription = { markdown: 'no text' }),
    () => (copy.helpUri = 'not a uri'),
    () => (copy.properties = { tags: ['a', 'a'] }),
    () => (copy.relationships = [{ target: { id: 'CWE-79', toolComponent: { name: 'CWE' } } }]),
    () => (copy.unknownMember = true),
    () => (copy.messageStrings = { default: { text: 'x', extra: 1 } }),
    () => (copy.guid = 'not-a-guid'),
  ];
  changes[Math.floor(rnd() * changes.length)]();
  return JSON.stringify(copy);
}

describe('a rule on its bytes', () => {
  const rules = parsedFixtures().flatMap(({ doc }) => rulesOf(doc));

  it('answers only for rules the reference finds clean, with their id, and for most real rules', () => {
    let answered = 0;
    for (const rule of rules) {
      for (const text of [JSON.stringify(rule), JSON.stringify(rule, null, 2)]) {
        const bytes = Buffer.from(text);
        const read = readRule(bytes, 0, bytes.length);
        if (read === undefined) continue;
        answered++;
        expect([text.slice(0, 200), referenceClean(rule)]).toEqual([text.slice(0, 200), true]);
        expect(read.id).toBe((rule as JsonObject).id);
        expect(severityOf(lazyRule(bytes, 0, bytes.length, read))).toEqual(ruleSeverity(rule));
        expect(read.end).toBe(bytes.length);
      }
    }
    expect(rules.length).toBeGreaterThan(300);
    expect(answered / (2 * rules.length)).toBeGreaterThan(0.8);
  });

  it('leaves every mutation the reference objects to, and every reference, to the reference', () => {
    const rnd = prng(21);
    let refused = 0;
    for (const rule of rules.filter(isObject).slice(0, 300)) {
      const text = mutateRule(rule, rnd);
      const bytes = Buffer.from(text);
      const read = readRule(bytes, 0, bytes.length);
      const parsed = JSON.parse(text) as JsonObject;
      if (read === undefined) refused++;
      else {
        expect([text, referenceClean(parsed)]).toEqual([text, true]);
        expect('relationships' in parsed).toBe(false);
      }
    }
    expect(refused).toBeGreaterThan(200);
  });
});

describe('a check with tools read the lazy way gives what it gives with tools parsed whole', () => {
  it('on every fixture', async () => {
    for (const { name, doc } of parsedFixtures()) {
      const [lazy, whole] = await both(doc, { file: name });
      expect([name, lazy]).toEqual([name, whole]);
    }
  }, 120_000);

  it('on thousands of rules of which results use a few, compact and pretty-printed, with extensions', async () => {
    for (const pretty of [false, true]) {
      const doc = generateSarif({
        results: 300,
        rules: 4_000,
        extensions: 2,
        tagsPerRule: 6,
        pretty,
        seed: 5,
      });
      const [lazy, whole] = await both(doc);
      expect(lazy).toEqual(whole);
    }
  });

  it('over the rule limit (unused rules dropped) and the tag limit (tags trimmed)', async () => {
    const doc = generateSarif({ results: 50, rules: 25_010, seed: 3 });
    const [lazy, whole] = await both(doc);
    expect(lazy).toEqual(whole);
    expect(
      (lazy as { report: { runs: { dropped: { rules: number } }[] } }).report.runs[0].dropped.rules,
    ).toBeGreaterThan(0);
    const tagged = generateSarif({ results: 20, rules: 200, tagsPerRule: 30, seed: 4 });
    const [lazyTags, wholeTags] = await both(tagged);
    expect(lazyTags).toEqual(wholeTags);
  }, 60_000);

  it('when results are ranked by their rules to fit the per-run limit (severities read on the bytes)', async () => {
    for (const seed of [11, 12, 13]) {
      const doc = generateSarif({ results: 400, rules: 2_000, tagsPerRule: 5, seed });
      const [lazy, whole] = await both(doc, { limits: { ...SERVICE_LIMITS, resultsPerRun: 120 } });
      expect(lazy).toEqual(whole);
    }
    // Severities of every form the ranking reads: numbers, strings, absent, of another type.
    const rules = ['9.8', 7.5, '', 'high', true, undefined].flatMap((sec, i) =>
      ['error', 'note', undefined].map((level, j) => ({
        id: `r${i}-${j}`,
        ...(level ? { defaultConfiguration: { level } } : {}),
        properties: {
          'security-severity': sec,
          precision: ['high', 'low', 3][j],
          'problem.severity': ['error', 1][i % 2],
        },
      })),
    );
    const results = Array.from({ length: 200 }, (_, k) => ({
      ruleId: rules[k % rules.length].id,
      message: { text: `m${k}` },
    }));
    const doc = { version: '2.1.0', runs: [{ tool: { driver: { name: 't', rules } }, results }] };
    const [lazy, whole] = await both(doc, { limits: { ...SERVICE_LIMITS, resultsPerRun: 50 } });
    expect(lazy).toEqual(whole);
  });

  it('when two files of one tool are merged', async () => {
    const a = generateSarif({ results: 40, rules: 500, seed: 8 });
    const b = generateSarif({ results: 40, rules: 500, seed: 9 });
    const runs = [...(a.runs as Json[]), ...(b.runs as Json[])];
    const [lazy, whole] = await both({ ...a, runs });
    expect(lazy).toEqual(whole);
    // One tool's rules in both (merged, each rule compared on its bytes), compact in one and as JSON.parse gives
    // them in the other.
    const c = generateSarif({ results: 40, rules: 500, seed: 8, rulesSeed: 1 });
    const d = generateSarif({ results: 40, rules: 500, seed: 9, rulesSeed: 1 });
    const [lazyOne, wholeOne] = await both({ ...c, runs: [...(c.runs as Json[]), ...(d.runs as Json[])] });
    expect(lazyOne).toEqual(wholeOne);
    expect((lazyOne as { report: { runs: unknown[] } }).report.runs).toHaveLength(1);
  });

  it('on rules the byte pass leaves to the reference: the diagnostics at the same places', async () => {
    const rnd = prng(33);
    for (let k = 0; k < 40; k++) {
      const doc = generateSarif({ results: 20, rules: 60, seed: 100 + k });
      const rules = rulesOf(doc) as JsonObject[];
      const at = Math.floor(rnd() * rules.length);
      rules[at] = JSON.parse(mutateRule(rules[at], rnd)) as JsonObject;
      const [lazy, whole] = await both(doc);
      expect(lazy).toEqual(whole);
    }
  }, 60_000);

  it('on a repeated rule id, a duplicate key, bad UTF-8 and a syntax error inside a rule', async () => {
    const doc = generateSarif({ results: 10, rules: 30, seed: 2 });
    const text = JSON.stringify(doc);
    const first = (rulesOf(doc)[0] as JsonObject).id as string;
    const second = (rulesOf(doc)[1] as JsonObject).id as string;
    const variants = [
      text.replace(`"id":"${second}"`, `"id":"${first}"`),
      text.replace(`"id":"${second}"`, `"id":"${second}","id":"${second}"`),
      text.replace(`"id":"${second}"`, `"id":"${second}","name":"caf\u00e9\u0000"`),
      text.replace(`"id":"${second}"`, `"id":"${second}",`),
      text.replace('"driver":{', '"driver":{"bad\\x":1,'),
    ];
    for (const v of variants) {
      const bytes = Buffer.from(v, 'utf8');
      const results: unknown[] = [];
      for (const lazyBytes of [Infinity, 0]) {
        const previous = setLazyToolBytes(lazyBytes);
        try {
          const log = await readLog('f.sarif', memorySource(bytes));
          results.push(log.diagnostics);
        } finally {
          setLazyToolBytes(previous);
        }
      }
      expect(results[0]).toEqual(results[1]);
    }
    // Bad UTF-8 inside a rule's string: refused at its place whichever way the tool is read.
    const bad = Buffer.concat([
      Buffer.from(text.slice(0, text.indexOf(`"id":"${second}"`) + 6)),
      Buffer.from([0xc3, 0x28]),
      Buffer.from(text.slice(text.indexOf(`"id":"${second}"`) + 6)),
    ]);
    const seen: unknown[] = [];
    for (const lazyBytes of [Infinity, 0]) {
      const previous = setLazyToolBytes(lazyBytes);
      try {
        seen.push((await readLog('f.sarif', memorySource(bad))).diagnostics);
      } finally {
        setLazyToolBytes(previous);
      }
    }
    expect(seen[0]).toEqual(seen[1]);
    expect(JSON.stringify(seen[0])).toMatch(/UTF-8/);
  });
});

describe('rules are built only when read', () => {
  it('leaves the rules no result uses as bytes, and answers their ids without building them', async () => {
    const doc = generateSarif({ results: 30, rules: 3_000, seed: 6 });
    const bytes = Buffer.from(JSON.stringify(doc));
    const previous = setLazyToolBytes(0);
    try {
      const log = await readLog('f.sarif', memorySource(bytes));
      const tool = log.runs[0].skeleton.tool as JsonObject;
      const rules = (tool.driver as JsonObject).rules as Json[];
      const untouched = rules.filter(isUntouchedRule).length;
      expect(untouched).toBeGreaterThan(2_900);
      expect(rules.map((r) => (r as JsonObject).id)).toEqual(rulesOf(doc).map((r) => (r as JsonObject).id));
      expect(rules.filter(isUntouchedRule).length).toBe(untouched);
      // Anything else builds the rule, which is then what JSON.parse gives.
      expect(JSON.parse(JSON.stringify(rules[5]))).toEqual(rulesOf(doc)[5]);
      expect(isUntouchedRule(rules[5])).toBe(false);
    } finally {
      setLazyToolBytes(previous);
    }
  });

  it('takes the lazy way on most real tools that list rules (the others hold references or invalid rules)', async () => {
    let withRules = 0;
    let lazy = 0;
    const previous = setLazyToolBytes(0);
    try {
      for (const { name, doc } of parsedFixtures()) {
        const log = await readLog(name, memorySource(Buffer.from(JSON.stringify(doc))));
        for (const run of log.runs) {
          const tool = isObject(run.skeleton.tool) ? run.skeleton.tool : {};
          const rules = isObject(tool.driver) && Array.isArray(tool.driver.rules) ? tool.driver.rules : [];
          if (rules.length === 0) continue;
          withRules++;
          if (rules.some(isLazyRule)) lazy++;
        }
      }
    } finally {
      setLazyToolBytes(previous);
    }
    expect(withRules).toBeGreaterThan(20);
    expect(lazy / withRules).toBeGreaterThan(0.6);
  });

  it('parses a tool whole when the lazy way is not sure (a rules array that is not one)', () => {
    const text = Buffer.from('{"driver":{"name":"t","rules":{"id":"x"}}}');
    const previous = setLazyToolBytes(0);
    try {
      const tool = parseTool(text, 0, '/runs/0/tool') as JsonObject;
      expect(tool).toEqual({ driver: { name: 't', rules: { id: 'x' } } });
    } finally {
      setLazyToolBytes(previous);
    }
  });
});

describe('rules kept as bytes of a file read in chunks the reader reuses', () => {
  // A file read in chunks (above 256 MB; here any size, by the source's limit) has its 4 MB chunks reused once read:
  // rules lying inside one chunk must point into a copy of their own, while a tool spread over chunks is a copy
  // already (scanner.ts, Slice.own) and is kept as is.
  it.each([
    ['inside the first chunk', 0],
    ['across the first two chunks', 4 * 1024 * 1024 - 200_000],
  ])('keeps every rule byte for byte when the tool lies %s', async (_where, padding) => {
    const doc = generateSarif({ results: 30_000, rules: 2_000, seed: 12 }) as { runs: JsonObject[] };
    const run = doc.runs[0];
    // A run property before the tool puts the tool where the case wants it; the results come after, over chunks.
    doc.runs[0] = { properties: { pad: 'p'.repeat(padding) }, ...run };
    const dir = mkdtempSync(join(tmpdir(), 'lazy-chunks-'));
    try {
      const file = join(dir, 'big.sarif');
      writeFileSync(file, JSON.stringify(doc));
      const text = readFileSync(file, 'utf8');
      const toolAt = Buffer.byteLength(text.slice(0, text.indexOf('"tool":')));
      expect(toolAt + Buffer.byteLength(JSON.stringify(run.tool)) > 4 * 1024 * 1024).toBe(padding > 0);
      expect(Buffer.byteLength(text)).toBeGreaterThan(3 * 4 * 1024 * 1024);
      const source = fileSource(file, 0);
      try {
        const log = await readLog(file, source);
        expect(log.errorCount).toBe(0);
        const rules = ((log.runs[0].skeleton.tool as JsonObject).driver as JsonObject).rules as Json[];
        expect(rules.filter(isUntouchedRule).length).toBe(2_000);
        expect(JSON.parse(JSON.stringify(rules))).toEqual(rulesOf(doc));
      } finally {
        source.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a tool read where it lies in an input held whole (scanner.ts readTool)', () => {
  /** What a read says of a document, its rules as JSON: the same whether the tool was read in place or captured. */
  async function read(bytes: Buffer, chunkSize: number, lazyRules: boolean, maxDepth?: number) {
    const log = await readLog('f.sarif', memorySource(bytes, chunkSize), {
      lazyRules,
      ...(maxDepth === undefined ? {} : { scanLimits: { maxDepth, maxValueBytes: 1 << 28 } }),
    });
    return {
      errors: log.errorCount,
      diagnostics: log.diagnostics.map((d) => [d.rule, d.pointer, d.line, d.column, d.message]),
      runs: log.runs.map((r) => ({
        skeleton: JSON.parse(JSON.stringify(r.skeleton)) as unknown,
        results: r.results.length,
        starts: Array.from({ length: r.results.length }, (_, i) => r.results.start(i)),
        lazy: (
          (((r.skeleton.tool as JsonObject | undefined)?.driver as JsonObject | undefined)?.rules ??
            []) as Json[]
        ).filter(isLazyRule).length,
      })),
    };
  }

  /** A run of `rules` rules whose tool comes before or after its results, with a second run after it. */
  function doc(rules: number, toolFirst: boolean, change?: (tool: JsonObject) => void): Buffer {
    const d = generateSarif({ results: 200, rules, seed: 21 }) as { runs: JsonObject[] };
    const { tool, results, ...rest } = d.runs[0];
    change?.(tool as JsonObject);
    d.runs[0] = toolFirst ? { tool, ...rest, results } : { results, ...rest, tool };
    d.runs.push({ tool: { driver: { name: 'second' } }, results: [] });
    return Buffer.from(JSON.stringify(d));
  }

  /** Where the scanner starts capturing values as it reads `bytes` (SarifScanner's private beginCapture). */
  async function captures(bytes: Buffer, lazyRules: boolean): Promise<number[]> {
    const spy = jest.spyOn(
      SarifScanner.prototype as unknown as { beginCapture(k: number, pos: number): void },
      'beginCapture',
    );
    try {
      await read(bytes, 16 * 1024, lazyRules);
      return spy.mock.calls.map((c) => c[1]);
    } finally {
      spy.mockRestore();
    }
  }

  // Chunks far smaller than the tool: its end lies several chunks after its start, where the scan goes on.
  it.each([
    ['before its results', true],
    ['after its results', false],
  ])(
    'reads a tool of thousands of rules %s across many chunks, not captured, as a capture would',
    async (_w, first) => {
      const previous = setLazyToolBytes(64 * 1024);
      try {
        const bytes = doc(3_000, first);
        const toolAt = bytes.indexOf('"tool":{"driver"') + '"tool":'.length;
        const inPlace = await read(bytes, 16 * 1024, true);
        const captured = await read(bytes, 16 * 1024, false);
        expect(inPlace.errors).toBe(0);
        expect(inPlace.runs).toHaveLength(2);
        expect(inPlace.runs.map((r) => r.lazy)).toEqual([3_000, 0]);
        expect(captured.runs.map((r) => r.lazy)).toEqual([0, 0]);
        expect({ ...inPlace, runs: inPlace.runs.map(({ lazy: _l, ...r }) => r) }).toEqual({
          ...captured,
          runs: captured.runs.map(({ lazy: _l, ...r }) => r),
        });
        expect(await captures(bytes, true)).not.toContain(toolAt);
        expect(await captures(bytes, false)).toContain(toolAt);
      } finally {
        setLazyToolBytes(previous);
      }
    },
  );

  it.each<[string, boolean, (text: string) => string]>([
    // The byte pass leaves a rule holding a reference to the reference way.
    [
      'a rule that holds a reference',
      false,
      (t) => t.replace('"id":"rule/1500"', '"id":"rule/1500","relationships":[{"target":{"id":"rule/3"}}]'),
    ],
    // Nesting deeper than the in-place reader steps over, well within what the scanner allows.
    [
      'properties nested 100 levels deep',
      false,
      (t) =>
        t.replace('"driver":{', `"driver":{"properties":{"deep":${'['.repeat(100)}1${']'.repeat(100)}},`),
    ],
    ['a rule of the wrong type', true, (t) => t.replace('"id":"rule/2000"', '"id":"rule/2000","name":5')],
    ['a key given twice in the driver', true, (t) => t.replace('"driver":{', '"driver":{"name":"x",')],
    ['bad UTF-8 in a rule', true, (t) => t.replace('"id":"rule/2500"', '"id":"rule/2500","name":"\u00ff"')],
  ])('gives what a capture gives where it is not sure: %s', async (_what, invalid, change) => {
    const previous = setLazyToolBytes(64 * 1024);
    try {
      const text = doc(3_000, true).toString('utf8');
      expect(text).toContain('"id":"rule/2500"');
      let bytes = Buffer.from(change(text));
      // \u00ff above stands for a byte JSON text cannot spell: 0xff itself.
      const at = bytes.indexOf('\\u00ff');
      if (at >= 0)
        bytes = Buffer.concat([bytes.subarray(0, at), Buffer.from([0xff]), bytes.subarray(at + 6)]);
      expect(bytes.length).not.toBe(Buffer.byteLength(text));
      const inPlace = await read(bytes, 16 * 1024, true);
      const captured = await read(bytes, 16 * 1024, false);
      expect(inPlace.errors > 0).toBe(invalid);
      expect(inPlace.diagnostics).toEqual(captured.diagnostics);
      expect(inPlace.runs.map((r) => r.skeleton)).toEqual(captured.runs.map((r) => r.skeleton));
    } finally {
      setLazyToolBytes(previous);
    }
  });

  it('leaves a tool to the scanner where its depth limit is lower than the reader would step over', async () => {
    const previous = setLazyToolBytes(64 * 1024);
    try {
      const text = doc(3_000, true).toString('utf8');
      const bytes = Buffer.from(
        text.replace('"driver":{', `"driver":{"properties":{"deep":${'['.repeat(40)}1${']'.repeat(40)}},`),
      );
      const r = await read(bytes, 16 * 1024, true, 30);
      expect(r.diagnostics).toEqual([
        expect.arrayContaining(['json-syntax', expect.stringMatching(/nesting deeper than 30 levels/)]),
      ]);
      expect(r.diagnostics).toEqual((await read(bytes, 16 * 1024, false, 30)).diagnostics);
    } finally {
      setLazyToolBytes(previous);
    }
  });

  // What the rules keep is at most twice their tool: the input where the tool is most of it, else a copy of the tool.
  it.each([
    ['a copy of the tool alone where the tool is a small part of the input', 2_000_000, 'rule/2999'],
    ['the input itself where the tool is most of it', 0, 'rule/2998'],
  ])('keeps %s', async (_what, padding, built) => {
    const previous = setLazyToolBytes(64 * 1024);
    try {
      const text = doc(3_000, true).toString('utf8');
      const bytes = Buffer.from(
        text.replace('"results":[', `"properties":{"pad":"${'p'.repeat(padding)}"},"results":[`),
      );
      const log = await readLog('f.sarif', memorySource(bytes, 16 * 1024));
      const rules = ((log.runs[0].skeleton.tool as JsonObject).driver as JsonObject).rules as JsonObject[];
      expect(rules.filter(isUntouchedRule)).toHaveLength(3_000);
      // The input changed after the read: a rule built now shows whether it was built from the input's memory.
      const at = bytes.indexOf('"id":"rule/2999"') + '"id":"rule/'.length;
      bytes.write('8', at + 3);
      expect(rules[2_999].id).toBe('rule/2999'); // read by the byte pass
      expect(JSON.parse(JSON.stringify(rules[2_999])).id).toBe(built);
      // The ranking's values are read where they now lie (a copy's offsets moved with it).
      const input = rulesOf(JSON.parse(text)) as JsonObject[];
      for (const k of [0, 10, 1_234]) {
        expect(isUntouchedRule(rules[k])).toBe(true);
        expect(severityOf(rules[k])).toEqual(ruleSeverity(input[k]));
      }
    } finally {
      setLazyToolBytes(previous);
    }
  });

  it('finds a tool this check found valid before, spread over chunks, as known: one frozen parse', async () => {
    const previous = setLazyToolBytes(64 * 1024);
    try {
      const known = new KnownTools();
      const bytes = doc(2_000, true); // 0.7 MB: known tools are at most 1 MB
      expect(bytes.indexOf(',"automationDetails"') - bytes.indexOf('"tool":')).toBeGreaterThan(8 * 16 * 1024);
      const first = await readLog('a.sarif', memorySource(bytes, 16 * 1024), { knownTools: known });
      const again = await readLog('b.sarif', memorySource(bytes, 16 * 1024), { knownTools: known });
      expect(first.errorCount + again.errorCount).toBe(0);
      expect(first.runs[0].toolKnown).toBe(false);
      expect(again.runs[0].toolKnown).toBe(true);
      expect(Object.isFrozen(again.runs[0].skeleton.tool)).toBe(true);
      expect(JSON.parse(JSON.stringify(again.runs[0].skeleton))).toEqual(
        JSON.parse(JSON.stringify(first.runs[0].skeleton)),
      );
    } finally {
      setLazyToolBytes(previous);
    }
  });
});
