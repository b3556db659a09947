/**
 * One tool written byte for byte in many files (a monorepo's packages) is checked once: the first file's tool is
 * parsed and checked in full, and the others with the same bytes only parsed (known-tools.ts). What may never change
 * is what the check finds: a tool that is not valid is reported in every file that has it, and a tool that differs
 * by one byte is checked in full.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { memorySource } from '../../src/sarif/byte-source.js';
import { check } from '../../src/sarif/check.js';
import { KnownTools } from '../../src/sarif/known-tools.js';
import { SERVICE_LIMITS } from '../../src/sarif/limits.js';
import { planUploads } from '../../src/sarif/plan.js';
import { readLog } from '../../src/sarif/read-log.js';
import { type Json } from '../../src/sarif/json.js';
import { holdsReferences } from '../../src/sarif/references.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/sarif/', import.meta.url));

/** A log of one run of `tool` with one result of rule 0, in category `category`. */
function log(tool: string, category: string, results = '[{"ruleId":"r0","message":{"text":"m"}}]'): string {
  return `{"version":"2.1.0","runs":[{"tool":${tool},"automationDetails":{"id":"${category}/"},"results":${results}}]}`;
}

const TOOL =
  '{"driver":{"name":"Scan","version":"2","rules":[{"id":"r0","defaultConfiguration":{"level":"error"}}]}}';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'known-tools-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** A copy of a log whose `tool` value is written with k spaces more: the same log to a reader, a different one by bytes. */
function spaced(text: string, k: number): string {
  const at = text.indexOf('{', text.indexOf('"tool"')) + 1;
  return text.slice(0, at) + ' '.repeat(k) + text.slice(at);
}

/**
 * The log with k spaces after it: the same tool byte for byte, but not the same file (inputs with the same bytes
 * are read once: same-content.ts).
 */
function copy(text: string, k: number): string {
  return text + ' '.repeat(k);
}

/** What a check of these texts (written as files) gives, file names aside: to compare two ways of reading one input. */
async function outcome(texts: string[], name: string) {
  const r = await check(
    texts.map((t, i) => write(`${name}-${i}.sarif`, t)),
    { workers: 0 },
  );
  return {
    valid: r.valid,
    diagnostics: r.diagnostics.map((d) => [
      d.severity,
      d.rule,
      d.pointer,
      d.message.replace(/\S+\.sarif/g, 'F'),
    ]),
    docs: r.uploads.map((u) => JSON.parse(gunzipSync(u.gzip).toString('utf8')) as unknown),
    report: r.report.runs.map((x) => [
      x.references,
      x.dropped,
      x.resultsIn,
      x.resultsKept,
      x.duplicatesRemoved,
    ]),
  };
}

describe('a tool found valid is parsed, not checked again', () => {
  it('the second file with the same tool bytes reads it as known; a tool one byte apart is checked in full', async () => {
    const known = new KnownTools();
    const read = (text: string) =>
      readLog('f.sarif', memorySource(Buffer.from(text)), { workers: 0, knownTools: known });
    const first = await read(log(TOOL, 'a'));
    expect(first.errorCount).toBe(0);
    expect(first.runs[0].toolKnown).toBe(false);
    expect(first.runs[0].toolBytes).toBeUndefined(); // not held past the checks
    expect(known.has(Buffer.from(TOOL))).toBe(true);
    const second = await read(log(TOOL, 'b'));
    expect(second.runs[0].toolKnown).toBe(true);
    expect(second.runs[0].skeleton.tool).toEqual(JSON.parse(TOOL));
    const other = TOOL.replace('"2"', '"3"');
    const third = await read(log(other, 'c'));
    expect(third.runs[0].toolKnown).toBe(false);
    expect(known.has(Buffer.from(other))).toBe(true);
  });

  it('a tool with a diagnostic, or in a file the scan cannot finish, is not taken as known', async () => {
    const known = new KnownTools();
    const bad = TOOL.replace('"error"', '"fatal"');
    await readLog('f.sarif', memorySource(Buffer.from(log(bad, 'a'))), { workers: 0, knownTools: known });
    expect(known.has(Buffer.from(bad))).toBe(false);
    const cut = log(TOOL, 'a').slice(0, -10);
    const r = await readLog('f.sarif', memorySource(Buffer.from(cut)), { workers: 0, knownTools: known });
    expect(r.errorCount).toBe(1);
    expect(r.runs[0].toolBytes).toBeUndefined();
    expect(known.has(Buffer.from(TOOL))).toBe(false);
  });

  it('keeps at most 32 tools of at most 1 MB, 8 MB in all', () => {
    const known = new KnownTools();
    const tools = Array.from({ length: 40 }, (_, i) => Buffer.from(TOOL.replace('Scan', `Scan${i}`)));
    for (const t of tools) known.add(known.candidate(t) ?? t);
    expect(tools.filter((t) => known.has(t))).toHaveLength(32);
    expect(known.candidate(tools[39])).toBeUndefined();
    expect(known.full()).toBe(true);
    const big = new KnownTools();
    expect(big.candidate(Buffer.alloc(1024 * 1024 + 1))).toBeUndefined();
    for (let i = 0; i < 7; i++) big.add(Buffer.alloc(1024 * 1024, i));
    expect(big.full()).toBe(false);
    for (let i = 7; i < 9; i++) big.add(Buffer.alloc(1024 * 1024, i));
    expect(big.full()).toBe(true);
    expect(big.has(Buffer.alloc(1024 * 1024, 7))).toBe(true);
    expect(big.has(Buffer.alloc(1024 * 1024, 8))).toBe(false);
  });
});

describe('a known tool is not scanned again', () => {
  it('the scan goes on right after its bytes: an error there is found where it is', async () => {
    const known = new KnownTools();
    const read = (text: string) =>
      readLog('f.sarif', memorySource(Buffer.from(text)), { workers: 0, knownTools: known });
    await read(log(TOOL, 'a'));
    const good = log(TOOL, 'b');
    const at = good.indexOf(TOOL) + TOOL.length;
    // What follows the known bytes is still the scanner's: a missing comma, and a value glued to the tool.
    for (const text of [
      good.slice(0, at) + ' "x":1' + good.slice(at),
      good.slice(0, at) + ':' + good.slice(at),
    ]) {
      const r = await read(text);
      expect(r.errorCount).toBe(1);
      expect(r.diagnostics[0]).toMatchObject({
        rule: 'json-syntax',
        line: 1,
        column: at + (text[at] === ' ' ? 2 : 1),
      });
    }
    // A prefix of the known bytes followed by something else is scanned (and checked) as any tool is.
    const longer = TOOL.replace('"version":"2"', '"version":"2","semanticVersion":"2.0.0"');
    const r = await read(log(longer, 'c'));
    expect(r.errorCount).toBe(0);
    expect(r.runs[0].toolKnown).toBe(false);
    expect(r.runs[0].skeleton.tool).toEqual(JSON.parse(longer));
  });

  it('the runs share one frozen parse of the known tool, equal to what JSON.parse gives', async () => {
    const known = new KnownTools();
    const tool = TOOL.replace(
      '"version":"2"',
      '"version":"2","properties":{"__proto__":{"a":1},"10":2,"b":[{"c":3}]}',
    );
    const read = (category: string) =>
      readLog('f.sarif', memorySource(Buffer.from(log(tool, category))), { workers: 0, knownTools: known });
    await read('a');
    const [b, c] = [await read('b'), await read('c')];
    expect(b.runs[0].toolKnown && c.runs[0].toolKnown).toBe(true);
    const [tb, tc] = [b.runs[0].skeleton.tool, c.runs[0].skeleton.tool];
    expect(JSON.stringify(tb)).toBe(JSON.stringify(JSON.parse(tool)));
    expect(Object.getPrototypeOf((tb as { driver: { properties: object } }).driver.properties)).toBe(
      Object.prototype,
    );
    expect(tb).toBe(tc);
    expect(b.runs[0].toolShared && c.runs[0].toolShared).toBe(true);
    // Whoever changes it must copy it first (the plan does): a change in place throws, at any depth.
    expect(() => (tb as { driver: { rules: unknown[] } }).driver.rules.pop()).toThrow(TypeError);
    expect(
      () => ((tb as { driver: { properties: { b: { c: number }[] } } }).driver.properties.b[0].c = 4),
    ).toThrow(TypeError);
    expect(JSON.stringify((await read('d')).runs[0].skeleton.tool)).toBe(JSON.stringify(JSON.parse(tool)));
  });
});

describe('a merge copies the known tool it changes, once', () => {
  it("later files of the first file's tool keep the shared parse; the merged run is the same", async () => {
    const known = new KnownTools();
    const read = async (k: number) => {
      const l = await readLog(`f${k}.sarif`, memorySource(Buffer.from(log(TOOL, 'one'))), {
        workers: 0,
        knownTools: known,
      });
      return l;
    };
    const logs = [await read(0), await read(1), await read(2), await read(3)];
    const shared = logs[1].runs[0].skeleton.tool;
    expect(logs.slice(1).every((l) => l.runs[0].toolShared && l.runs[0].skeleton.tool === shared)).toBe(true);
    const plan = planUploads(logs, { limits: SERVICE_LIMITS });
    const [run] = plan.buildUpload(0, []);
    // The first file's tool is copied (the merge changes it in place); the others are neither changed nor copied
    // (a copy per file was ~560 bytes each kept until the upload is written, 10,000 files of one tool).
    expect(run.sources.map((s) => s.run.toolShared)).toEqual([logs[0].runs[0].toolShared, true, true, true]);
    expect(logs.slice(1).every((l) => l.runs[0].skeleton.tool === shared)).toBe(true);
    expect(run.skeleton.tool).toEqual(JSON.parse(TOOL));
    expect(run.kept).toHaveLength(4);
    // A check of the same files as files gives the same upload a check of them each in full gives.
    const texts = [0, 1, 2, 3].map(() => log(TOOL, 'one'));
    const merged = await outcome(texts.map(copy), 'shared-merge');
    const full = await outcome(
      texts.map((t, k) => spaced(t, k)),
      'spaced-merge',
    );
    expect(merged.valid).toBe(true);
    expect(merged.docs).toEqual(full.docs);
  });
});

describe('a known tool is parsed once and shared, frozen', () => {
  it('within 2 MB of tools kept parsed one frozen value; past that each run gets its own parse, equal all the same', () => {
    const known = new KnownTools();
    const tools = [0, 1, 2].map((k) =>
      Buffer.from(JSON.stringify({ driver: { name: `big${k}`, properties: { pad: 'x'.repeat(900_000) } } })),
    );
    const ids = tools.map((t) => known.add(t));
    for (let round = 0; round < 2; round++)
      ids.forEach((id, k) => {
        const a = known.value(id);
        const b = known.value(id);
        expect(a.tool).toEqual(JSON.parse(tools[k].toString()));
        const driver = (t: typeof a) => (t.tool as { driver: { name: string } }).driver;
        if (k < 2) {
          // Two tools of 900 KB fit in the 2 MB kept parsed: one value, frozen to its leaves.
          expect([a.shared, b.shared]).toEqual([true, true]);
          expect(a.tool).toBe(b.tool);
          expect(() => (driver(a).name = 'changed')).toThrow(TypeError);
        } else {
          expect([a.shared, b.shared]).toEqual([false, false]);
          expect(a.tool).not.toBe(b.tool);
          driver(a).name = 'changed';
        }
        expect(driver(b).name).toBe(`big${k}`);
        expect(known.referenceFree(id)).toBe(true);
      });
  });
});

describe('what the check finds does not change', () => {
  it('an invalid tool in three files is reported in each, at its place', async () => {
    const bad = TOOL.replace('"error"', '"fatal"');
    const paths = ['a', 'b', 'c'].map((c) => write(`bad-${c}.sarif`, log(bad, c)));
    const r = await check(paths, { workers: 0 });
    expect(r.valid).toBe(false);
    const levels = r.diagnostics.filter(
      (d) => d.pointer === '/runs/0/tool/driver/rules/0/defaultConfiguration/level',
    );
    expect(levels.map((d) => [d.file.split('/').pop(), d.severity, d.line, d.column])).toEqual(
      ['a', 'b', 'c'].map((c) => [`bad-${c}.sarif`, 'error', 1, expect.any(Number)]),
    );
  });

  it('a repeated key in one tool of three files is reported in each', async () => {
    const twice = TOOL.replace('"version":"2"', '"version":"2","version":"2"');
    const paths = ['a', 'b', 'c'].map((c) => write(`twice-${c}.sarif`, log(twice, c)));
    const r = await check(paths, { workers: 0 });
    expect(r.valid).toBe(false);
    expect(r.inputs.map((i) => i.errors)).toEqual([1, 1, 1]);
    expect(
      r.diagnostics.every((d) => /version/.test(d.message) && d.pointer.startsWith('/runs/0/tool')),
    ).toBe(true);
  });

  it('a file whose tool is known still has its own errors reported', async () => {
    const good = write('good.sarif', log(TOOL, 'a'));
    const wrong = write(
      'wrong.sarif',
      log(TOOL, 'b', '[{"ruleId":"r0","message":{"text":"m"},"level":"fatal"}]'),
    );
    const r = await check([good, wrong], { workers: 0 });
    expect(r.valid).toBe(false);
    expect(r.diagnostics.map((d) => [d.file.split('/').pop(), d.pointer])).toEqual([
      ['wrong.sarif', '/runs/0/results/0/level'],
    ]);
  });

  it('a known tool that holds references is walked in every merged file, as one checked in full is', async () => {
    // A rule related to a taxon by index, and an extension at a location under a base: each file's own taxonomies and
    // base differ, so the references in each copy of the tool move (and the report counts them).
    const tool = JSON.stringify({
      driver: {
        name: 'Taxed',
        rules: [
          { id: 'r0', relationships: [{ target: { id: 'T1', index: 0, toolComponent: { index: 0 } } }] },
        ],
      },
      extensions: [{ name: 'pack', locations: [{ uri: 'pack/', uriBaseId: 'ROOT' }] }],
    });
    const file = (i: number, space: string) =>
      `{"version":"2.1.0","runs":[{"tool":${space}${tool},` +
      `"originalUriBaseIds":{"ROOT":{"uri":"file:///src/${i}/"}},` +
      `"taxonomies":[${i % 2 ? '{"name":"Other","taxa":[{"id":"O1"}]},' : ''}{"name":"Tax","taxa":[{"id":"T1"}]}],` +
      `"results":[{"ruleId":"r0","message":{"text":"m${i}"}}]}]}`;
    const run = async (space: (i: number) => string, name: string) => {
      const paths = [0, 1, 2, 3].map((i) => write(`${name}-${i}.sarif`, file(i, space(i))));
      const r = await check(paths, { workers: 0 });
      expect(r.valid).toBe(true);
      return {
        docs: r.uploads.map((u) => JSON.parse(gunzipSync(u.gzip).toString('utf8')) as unknown),
        report: r.report.runs.map((x) => [x.references, x.renamedBaseIds?.length, x.duplicatesRemoved]),
      };
    };
    const known = await run(() => '', 'refs-same');
    expect(known).toEqual(await run((i) => ' '.repeat(i), 'refs-apart'));
    expect((known.report[0][0] as { remapped: number }).remapped).toBeGreaterThan(0);
  });

  it('a dangling reference in a known tool is reported in every file that has it', async () => {
    const dangling = JSON.stringify({
      driver: {
        name: 'Dangling',
        rules: [
          { id: 'r0', relationships: [{ target: { id: 'T1', index: 2, toolComponent: { index: 4 } } }] },
        ],
      },
    });
    const paths = ['a', 'b', 'c'].map((c) => write(`dangling-${c}.sarif`, log(dangling, c)));
    const r = await check(paths, { workers: 0 });
    const found = r.diagnostics.filter((d) =>
      d.pointer.startsWith('/runs/0/tool/driver/rules/0/relationships'),
    );
    expect(found.map((d) => [d.file.split('/').pop(), d.severity])).toEqual(
      ['a', 'b', 'c'].map((c) => [`dangling-${c}.sarif`, 'warning']),
    );
  });

  it('holdsReferences sees every property a reference walk reads, however its name is written', () => {
    const text = readFileSync(join(FIXTURES, 'codeql-java-62extensions-secsev.sarif'), 'utf8');
    const codeql = (JSON.parse(text) as { runs: { tool: Json }[] }).runs[0].tool;
    expect(holdsReferences(codeql)).toBe(false);
    for (const json of [
      '{"driver":{"name":"a","rules":[{"id":"r","relationships":[{"target":{"id":"x"}}]}]}}',
      '{"driver":{"name":"a","locations":[{"uri":"a","uriBaseId":"B"}]}}',
      '{"driver":{"name":"a","associatedComponent":{"name":"x"}}}',
      '{"driver":{"name":"a","supportedTaxonomies":[{"name":"x"}]}}',
      '{"driver":{"name":"a","locations":[{"\\u0069ndex":0}]}}',
    ])
      expect([json, holdsReferences(JSON.parse(json) as Json)]).toEqual([json, true]);
  });

  it('copies of one tool merge as copies that differ only in white space do (checked and merged in full)', async () => {
    const text = readFileSync(join(FIXTURES, 'codeql-java-62extensions-secsev.sarif'), 'utf8');
    // A second version of the tool in file 1 (a rule's level differs: refused), then the first again.
    const rule = /"defaultConfiguration"\s*:\s*\{\s*"enabled"\s*:\s*true\s*,\s*"level"\s*:\s*"(\w+)"/;
    const level = rule.exec(text);
    expect(level).not.toBeNull();
    const other = text.replace(rule, (m, l: string) =>
      m.replace(`"${l}"`, l === 'error' ? '"note"' : '"error"'),
    );
    const same = Array.from({ length: 40 }, (_, i) => copy(text, i));
    const apart = same.map((t, i) => spaced(t, i));
    expect(await outcome(same, 'same')).toEqual(await outcome(apart, 'apart'));
    const mixed = [text, other, text, other, text].map(copy);
    const r = await outcome(mixed, 'mixed');
    expect(r.valid).toBe(false);
    expect(r).toEqual(
      await outcome(
        mixed.map((t, i) => spaced(t, i)),
        'mixed-apart',
      ),
    );
  });

  it('on every real tool of the fixtures: copies merged, and copies each in its own category, as copies apart by white space', async () => {
    const own = (t: string, i: number) => t.replace('"tool"', `"automationDetails":{"id":"own${i}/"},"tool"`);
    const fixtures = readdirSync(FIXTURES).filter((f) => /\.sarif$/.test(f));
    let compared = 0;
    for (const f of fixtures) {
      const text = readFileSync(join(FIXTURES, f), 'utf8');
      if (!text.includes('"tool"')) continue;
      const copies = [0, 1, 2];
      expect([
        f,
        await outcome(
          copies.map((k) => copy(text, k)),
          `fx-same`,
        ),
      ]).toEqual([
        f,
        await outcome(
          copies.map((k) => spaced(text, k)),
          `fx-apart`,
        ),
      ]);
      compared++;
      if (text.includes('automationDetails')) continue;
      expect([
        f,
        await outcome(
          copies.map((i) => own(text, i)),
          `fx-own`,
        ),
      ]).toEqual([
        f,
        await outcome(
          copies.map((i) => own(spaced(text, i), i)),
          `fx-own-apart`,
        ),
      ]);
    }
    expect(compared).toBeGreaterThanOrEqual(15);
  });

  it('300 files of one real tool (CodeQL for Java, 62 extensions) upload as one file of it does', async () => {
    const text = readFileSync(join(FIXTURES, 'codeql-java-62extensions-secsev.sarif'), 'utf8');
    const one = await check([write('java-one.sarif', text)], { workers: 0 });
    const many = Array.from({ length: 300 }, (_, i) => write(`java-${i}.sarif`, copy(text, i)));
    const r = await check(many, { workers: 0 });
    expect(r.valid).toBe(one.valid);
    expect(r.diagnostics.map((d) => [d.rule, d.pointer, d.message])).toEqual(
      many.flatMap(() => one.diagnostics.map((d) => [d.rule, d.pointer, d.message])),
    );
    // The same tool and category in every file: one run, as the one file's (its results each 300 times).
    const decode = (u: { gzip: Buffer }) =>
      JSON.parse(gunzipSync(u.gzip).toString('utf8')) as { runs: { tool: unknown; results: unknown[] }[] };
    const [mergedRun] = decode(r.uploads[0]).runs;
    const [oneRun] = decode(one.uploads[0]).runs;
    expect(mergedRun.tool).toEqual(oneRun.tool);
    expect(mergedRun.results).toHaveLength(Math.min(25_000, oneRun.results.length * 300));
  });
});
