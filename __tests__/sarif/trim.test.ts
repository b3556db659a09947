/**
 * The trim's invariants, checked on generated inputs (several seeds and shapes) with small limits so that every
 * limit bites: limits hold; no dropped result outranks a kept one; each kept result still resolves to the same
 * rule id, message and primary location; the output is valid SARIF; the report counts what was dropped.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { generateSarif, prng, type GenerateOptions } from '../../bench/generate-sarif.js';
import { checkDocument } from '../../src/sarif/check.js';
import { FAST_LEVEL, TIGHT_LEVEL } from '../../src/sarif/encode.js';
import type { Limits } from '../../src/sarif/limits.js';
import { SERVICE_LIMITS } from '../../src/sarif/limits.js';
import { validateLog } from '../../src/sarif/schema-validate.js';
import { effectiveLevel, levelCode, ruleSeverity } from '../../src/sarif/severity.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Obj = Record<string, any>;

const SMALL: Limits = {
  ...SERVICE_LIMITS,
  runsPerUpload: 2,
  resultsPerRun: 40,
  rulesPerRun: 30,
  extensionsPerRun: 3,
  threadFlowLocationsPerResult: 5,
  locationsPerResult: 2,
  tagsPerRule: 3,
};

/** Tag each result with a unique id (in its properties bag) so the test can follow it through the trim. */
function tagged(options: GenerateOptions): Obj {
  const doc = generateSarif(options) as Obj;
  let uid = 0;
  const rnd = prng((options.seed ?? 1) * 7919);
  for (const run of doc.runs) {
    for (const r of run.results) {
      r.properties = { ...r.properties, uid: uid++ };
      // Vary kinds and levels so the effective-level rules are exercised.
      const x = rnd();
      if (x < 0.05) r.kind = 'pass';
      else if (x < 0.1) r.kind = 'review';
      if (rnd() < 0.5) r.partialFingerprints = undefined;
    }
  }
  return JSON.parse(JSON.stringify(doc));
}

/** The rule a result points at, by index (driver or extension) or by id: the test's own resolution. */
function ruleOf(run: Obj, r: Obj): Obj | undefined {
  const ext = r.rule?.toolComponent?.index;
  const component = ext === undefined ? run.tool.driver : run.tool.extensions?.[ext];
  const index = r.ruleIndex ?? r.rule?.index;
  if (index !== undefined) return component?.rules?.[index];
  const id = r.ruleId ?? r.rule?.id;
  return [run.tool.driver, ...(run.tool.extensions ?? [])]
    .flatMap((c: Obj) => c.rules ?? [])
    .find((x: Obj) => x.id === id);
}

/** Severity tuple, compared lexicographically (the original order is the tie-break, checked separately). */
function severity(run: Obj, r: Obj): number[] {
  const sev = ruleSeverity(ruleOf(run, r));
  const level = effectiveLevel(levelCode(r.level), r.kind === undefined || r.kind === 'fail', sev);
  return [sev.security, level, sev.problemSeverity, sev.precision];
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

function primaryUri(run: Obj, r: Obj): string | undefined {
  const al = r.locations?.[0]?.physicalLocation?.artifactLocation;
  if (!al) return undefined;
  return al.uri ?? run.artifacts?.[al.index]?.location?.uri;
}

function key(run: Obj): string {
  return JSON.stringify([run.tool.driver.name, run.automationDetails?.id ?? '']);
}

const SHAPES: [string, GenerateOptions][] = [
  ['driver rules', { results: 300, rules: 60, tagsPerRule: 6, locations: 4, threadFlowLocations: 8 }],
  ['extensions, results first', { results: 250, rules: 50, extensions: 5, resultsFirst: true, locations: 3 }],
  [
    'merged runs with artifacts',
    { results: 400, rules: 40, runs: 4, sameKey: true, artifacts: 7, threadFlowLocations: 6 },
  ],
  ['many runs split into uploads', { results: 250, rules: 10, runs: 5, tagsPerRule: 2 }],
  ['pretty-printed', { results: 120, rules: 35, pretty: true, locations: 3 }],
];

describe('trim invariants on generated inputs', () => {
  for (const [name, shape] of SHAPES) {
    for (const seed of [1, 2, 3]) {
      it(`${name} (seed ${seed})`, async () => {
        const input = tagged({ ...shape, seed });
        const outcome = await checkDocument(input, { limits: SMALL });
        expect(outcome.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        expect(outcome.valid).toBe(true);

        // Index the input by uid.
        const inputs = new Map<number, { run: Obj; result: Obj; order: number }>();
        const inputRunsByKey = new Map<string, Obj[]>();
        let order = 0;
        for (const run of input.runs) {
          inputRunsByKey.set(key(run), [...(inputRunsByKey.get(key(run)) ?? []), run]);
          for (const result of run.results)
            inputs.set(result.properties.uid, { run, result, order: order++ });
        }

        const keptUids = new Set<number>();
        const outputRunsByKey = new Map<string, Obj>();
        for (const doc of outcome.documents as Obj[]) {
          // Valid SARIF, within every limit, no two runs of one tool and category in one upload.
          expect(validateLog(doc, 'out.sarif').filter((d) => d.severity === 'error')).toEqual([]);
          expect(doc.runs.length).toBeLessThanOrEqual(SMALL.runsPerUpload);
          expect(new Set(doc.runs.map(key)).size).toBe(doc.runs.length);
          for (const run of doc.runs) {
            expect(outputRunsByKey.has(key(run))).toBe(false);
            outputRunsByKey.set(key(run), run);
            expect(run.results.length).toBeLessThanOrEqual(SMALL.resultsPerRun);
            const components = [run.tool.driver, ...(run.tool.extensions ?? [])];
            expect(
              components.reduce((n: number, c: Obj) => n + (c.rules?.length ?? 0), 0),
            ).toBeLessThanOrEqual(Math.max(SMALL.rulesPerRun, run.results.length));
            expect((run.tool.extensions ?? []).length).toBeLessThanOrEqual(
              Math.max(SMALL.extensionsPerRun, run.results.length),
            );
            for (const c of components)
              for (const rule of c.rules ?? [])
                expect((rule.properties?.tags ?? []).length).toBeLessThanOrEqual(SMALL.tagsPerRule);
            for (const r of run.results) {
              expect(r.locations?.length ?? 0).toBeLessThanOrEqual(SMALL.locationsPerResult);
              const tfl = (r.codeFlows ?? [])
                .flatMap((cf: Obj) => cf.threadFlows)
                .flatMap((tf: Obj) => tf.locations);
              expect(tfl.length).toBeLessThanOrEqual(SMALL.threadFlowLocationsPerResult);

              // Same rule, message and primary location as in the input.
              const uid = r.properties.uid;
              keptUids.add(uid);
              const src = inputs.get(uid)!;
              expect(ruleOf(run, r)?.id).toBe(ruleOf(src.run, src.result)?.id);
              expect(ruleOf(run, r)?.id ?? r.ruleId).toBe(src.result.ruleId);
              expect(r.message).toEqual(src.result.message);
              expect(primaryUri(run, r)).toBe(primaryUri(src.run, src.result));
              expect(r.locations[0].physicalLocation.region).toEqual(
                src.result.locations[0].physicalLocation.region,
              );
            }
          }
        }

        // Per key: no dropped result ranks above a kept one; the report counts the drops.
        for (const [k, runs] of inputRunsByKey) {
          const out = outputRunsByKey.get(k)!;
          const all = runs.flatMap((run) => run.results.map((r: Obj) => ({ run, r })));
          const kept = all.filter((x) => keptUids.has(x.r.properties.uid));
          const dropped = all.filter((x) => !keptUids.has(x.r.properties.uid));
          expect(kept.length).toBe(Math.min(all.length, SMALL.resultsPerRun));
          if (dropped.length > 0 && kept.length > 0) {
            const worstKept = kept.map((x) => severity(x.run, x.r)).sort(compare)[0];
            for (const d of dropped) expect(compare(severity(d.run, d.r), worstKept)).toBeLessThanOrEqual(0);
          }
          const report = outcome.report.runs.find(
            (x) =>
              JSON.stringify([x.tool, x.category]) ===
              JSON.stringify([out.tool.driver.name, out.automationDetails?.id ?? '']),
          )!;
          expect(report.resultsIn).toBe(all.length);
          expect(report.resultsKept).toBe(kept.length);
          expect(report.dropped.results).toBe(dropped.length);
          const excess = (n: number, limit: number) => Math.max(0, n - limit);
          expect(report.dropped.locations).toBe(
            kept.reduce((n, x) => n + excess(x.r.locations?.length ?? 0, SMALL.locationsPerResult), 0),
          );
          const tflCount = (r: Obj) =>
            (r.codeFlows ?? [])
              .flatMap((cf: Obj) => cf.threadFlows)
              .reduce((n: number, tf: Obj) => n + tf.locations.length, 0);
          expect(report.dropped.threadFlowLocations).toBe(
            kept.reduce((n, x) => n + excess(tflCount(x.r), SMALL.threadFlowLocationsPerResult), 0),
          );
          if (dropped.length > 0) expect(report.highestDropped).toBeDefined();
        }
        expect(outcome.report.trimmed).toBe(true);
        const runCount = new Set(input.runs.map(key)).size;
        expect(outcome.uploads).toHaveLength(Math.ceil(runCount / SMALL.runsPerUpload));
      });
    }
  }
});

describe('trim examples', () => {
  const rule = (id: string, props: Obj = {}, level?: string) => ({
    id,
    ...(level ? { defaultConfiguration: { level } } : {}),
    properties: props,
  });
  const result = (ruleIndex: number, text: string, extra: Obj = {}) => ({
    ruleId: undefined as unknown as string,
    ruleIndex,
    message: { text },
    ...extra,
  });

  it('ranks security-severity, then effective level, then problem.severity and precision', async () => {
    const doc = {
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: 'T',
              rules: [
                rule('crit', { 'security-severity': '9.8' }),
                rule('high', { 'security-severity': '7.5' }),
                rule('err', {}, 'error'),
                rule('note', {}, 'note'),
                rule('warn-precise', { 'problem.severity': 'warning', precision: 'very-high' }),
              ],
            },
          },
          results: [
            result(3, 'note'),
            result(2, 'err as pass', { kind: 'pass' }),
            result(4, 'warn'),
            result(2, 'err'),
            result(1, 'high'),
            result(0, 'crit'),
            result(3, 'note raised to error', { level: 'error' }),
          ].map(({ ruleId: _r, ...x }) => x),
        },
      ],
    };
    const outcome = await checkDocument(doc, { limits: { ...SERVICE_LIMITS, resultsPerRun: 4 } });
    const texts = (outcome.documents[0] as Obj).runs[0].results.map((r: Obj) => r.message.text);
    // Kept in original order; the three dropped are the lowest: note, the pass, and the plain warning.
    expect(texts).toEqual(['err', 'high', 'crit', 'note raised to error']);
    expect(outcome.report.runs[0].highestDropped).toBe('warning');
    expect(outcome.report.runs[0].dropped.results).toBe(3);
  });

  it('ranks a security-severity below 0.1 as none: the level decides, and an error outranks its notes', async () => {
    const doc = {
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: 'T',
              rules: [rule('zero', { 'security-severity': '0.0' }, 'note'), rule('err', {}, 'error')],
            },
          },
          results: [result(0, 'n1'), result(0, 'n2'), result(1, 'e')].map(({ ruleId: _r, ...x }) => x),
        },
      ],
    };
    const outcome = await checkDocument(doc, { limits: { ...SERVICE_LIMITS, resultsPerRun: 2 } });
    const texts = (outcome.documents[0] as Obj).runs[0].results.map((r: Obj) => r.message.text);
    expect(texts).toEqual(['n1', 'e']);
    expect(outcome.report.runs[0].highestDropped).toBe('note');
  });

  it('keeps essential thread-flow locations first and removes flows left empty', async () => {
    const loc = (text: string, importance?: string) => ({
      location: { message: { text } },
      ...(importance ? { importance } : {}),
    });
    const doc = {
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'T', rules: [{ id: 'r' }] } },
          results: [
            {
              ruleId: 'r',
              message: { text: 'm' },
              codeFlows: [
                { threadFlows: [{ locations: [loc('u1', 'unimportant'), loc('u2', 'unimportant')] }] },
                {
                  threadFlows: [
                    {
                      locations: [
                        loc('i1'),
                        loc('e1', 'essential'),
                        loc('u3', 'unimportant'),
                        loc('e2', 'essential'),
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    const outcome = await checkDocument(doc, {
      limits: { ...SERVICE_LIMITS, threadFlowLocationsPerResult: 3 },
    });
    const r = (outcome.documents[0] as Obj).runs[0].results[0];
    expect(r.codeFlows).toHaveLength(1);
    expect(r.codeFlows[0].threadFlows[0].locations.map((l: Obj) => l.location.message.text)).toEqual([
      'i1',
      'e1',
      'e2',
    ]);
    expect(outcome.report.runs[0].dropped.threadFlowLocations).toBe(3);
  });

  it("keeps a step whose importance is its cached object's (threadFlowLocation.index), on either path", async () => {
    const step = (text: string) => ({ location: { message: { text } } });
    const flow = { threadFlows: [{ locations: [step('i1'), step('i2'), step('i3'), { index: 0 }] }] };
    const doc = {
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'T', rules: [{ id: 'r' }] } },
          threadFlowLocations: [{ importance: 'essential', location: { message: { text: 'cached' } } }],
          results: [
            // Copied and cut on its bytes...
            { ruleId: 'r', message: { text: 'bytes' }, codeFlows: [flow] },
            // ... and rewritten as an object (its ruleId is added).
            { ruleIndex: 0, message: { text: 'object' }, codeFlows: [flow] },
          ],
        },
      ],
    };
    const outcome = await checkDocument(doc, {
      limits: { ...SERVICE_LIMITS, threadFlowLocationsPerResult: 3 },
    });
    const results = (outcome.documents[0] as Obj).runs[0].results;
    for (const r of results)
      expect(r.codeFlows[0].threadFlows[0].locations).toEqual([step('i1'), step('i2'), { index: 0 }]);
    expect(outcome.report.runs[0].dropped.threadFlowLocations).toBe(2);
  });

  it('keeps security tags first when a rule has too many', async () => {
    const tags = ['style', 'a', 'b', 'security', 'c', 'external/cwe/cwe-79', 'd', 'e', 'f', 'g', 'h', 'i'];
    const doc = {
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'T', rules: [{ id: 'r', properties: { tags } }] } },
          results: [{ ruleId: 'r', message: { text: 'm' } }],
        },
      ],
    };
    const outcome = await checkDocument(doc);
    expect((outcome.documents[0] as Obj).runs[0].tool.driver.rules[0].properties.tags).toEqual([
      'style',
      'a',
      'b',
      'security',
      'c',
      'external/cwe/cwe-79',
      'd',
      'e',
      'f',
      'g',
    ]);
    expect(outcome.report.runs[0].dropped.tags).toBe(2);
  });

  it('counts distinct tags against the limit: a tag written ten times is one (found by an outside audit)', async () => {
    const repeated = [...Array<string>(10).fill('security'), 'maintainability', 'correctness', 'style'];
    const over = [...repeated, ...Array.from({ length: 9 }, (_, i) => `t${i}`)];
    const doc = {
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: 'T',
              rules: [
                { id: 'r', properties: { tags: repeated } },
                { id: 's', properties: { tags: over } },
              ],
            },
          },
          results: [
            { ruleId: 'r', message: { text: 'm' } },
            { ruleId: 's', message: { text: 'm' } },
          ],
        },
      ],
    };
    const outcome = await checkDocument(doc);
    const rules = (outcome.documents[0] as Obj).runs[0].tool.driver.rules;
    // 4 distinct tags: all kept, the repeats removed (and counted as repeats, not as tags beyond the limit).
    expect(rules[0].properties.tags).toEqual(['security', 'maintainability', 'correctness', 'style']);
    // 13 distinct: the security tag first, then the first others, 10 in all.
    expect(rules[1].properties.tags).toEqual([
      'security',
      'maintainability',
      'correctness',
      'style',
      't0',
      't1',
      't2',
      't3',
      't4',
      't5',
    ]);
    expect(outcome.report.runs[0].dropped.tags).toBe(3);
    expect(outcome.report.runs[0].duplicatesRemoved).toBe(18);
  });

  it('drops unreferenced rules above the rules limit and rewrites every ruleIndex', async () => {
    const rules = Array.from({ length: 50 }, (_, i) => ({ id: `r${i}` }));
    const doc = {
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'T', rules } },
          results: [7, 42, 7, 3].map((i) => ({
            ruleId: `r${i}`,
            ruleIndex: i,
            message: { text: `hit ${i}` },
          })),
        },
      ],
    };
    const outcome = await checkDocument(doc, { limits: { ...SERVICE_LIMITS, rulesPerRun: 10 } });
    const run = (outcome.documents[0] as Obj).runs[0];
    expect(run.tool.driver.rules.map((r: Obj) => r.id)).toEqual(['r3', 'r7', 'r42']);
    expect(run.results.map((r: Obj) => [r.ruleId, run.tool.driver.rules[r.ruleIndex].id])).toEqual([
      ['r7', 'r7'],
      ['r42', 'r42'],
      ['r7', 'r7'],
      ['r3', 'r3'],
    ]);
    expect(outcome.report.runs[0].dropped.rules).toBe(47);
  });

  it('merges two runs of one tool and category, deduplicating rules and shifting artifact indices', async () => {
    const run = (rules: string[], artifacts: string[], results: [number, number][]) => ({
      tool: { driver: { name: 'T', rules: rules.map((id) => ({ id })) } },
      artifacts: artifacts.map((uri) => ({ location: { uri } })),
      results: results.map(([ri, ai]) => ({
        ruleId: rules[ri],
        ruleIndex: ri,
        message: { text: `${rules[ri]}@${artifacts[ai]}` },
        locations: [{ physicalLocation: { artifactLocation: { index: ai } } }],
      })),
    });
    const doc = {
      version: '2.1.0',
      runs: [
        run(['a', 'b'], ['x.js', 'y.js'], [[1, 1]]),
        run(
          ['c', 'b'],
          ['z.js'],
          [
            [1, 0],
            [0, 0],
          ],
        ),
      ],
    };
    const outcome = await checkDocument(doc);
    expect(outcome.diagnostics.map((d) => d.rule)).toEqual(['run-key']);
    const out = (outcome.documents[0] as Obj).runs;
    expect(out).toHaveLength(1);
    expect(out[0].tool.driver.rules.map((r: Obj) => r.id)).toEqual(['a', 'b', 'c']);
    expect(
      out[0].results.map(
        (r: Obj) =>
          `${out[0].tool.driver.rules[r.ruleIndex].id}@${out[0].artifacts[r.locations[0].physicalLocation.artifactLocation.index].location.uri}`,
      ),
    ).toEqual(['b@y.js', 'b@z.js', 'c@z.js']);
  });

  it('sets the category on every run, so runs of one tool merge and different tools stay apart', async () => {
    const doc = {
      version: '2.1.0',
      runs: ['A', 'B', 'A'].map((name) => ({
        tool: { driver: { name } },
        automationDetails: { id: `${name}/x` },
        results: [],
      })),
    };
    const outcome = await checkDocument(doc, { category: 'nightly' });
    const runs = (outcome.documents[0] as Obj).runs;
    expect(runs.map((r: Obj) => [r.tool.driver.name, r.automationDetails.id])).toEqual([
      ['A', 'nightly/'],
      ['B', 'nightly/'],
    ]);
  });

  it('drops the lowest-ranked results to fit the compressed size limit when asked, and fails without', async () => {
    const input = generateSarif({ results: 3000, rules: 50, seed: 9 });
    const limits = { ...SERVICE_LIMITS, gzipBytes: 60_000 };
    const refused = await checkDocument(input, { limits });
    expect(refused.valid).toBe(false);
    const size = refused.diagnostics.find((d) => d.rule === 'size');
    expect(size?.message).toMatch(/above the service's 60 KB limit/);
    // The hint names the way to turn shrinking on: `check`'s flag, or the caller's own words for it.
    expect(size?.hint).toBe(
      'To drop the lowest-ranked results until it fits, use --shrink-to-fit; or split the analysis into several categories.',
    );
    const worded = await checkDocument(input, { limits, shrinkToFitHint: 'set shrink-to-fit to true' });
    expect(worded.diagnostics.find((d) => d.rule === 'size')?.hint).toMatch(
      /fits, set shrink-to-fit to true; or/,
    );
    const fitted = await checkDocument(input, { limits, shrinkToFit: true });
    expect(fitted.valid).toBe(true);
    expect(fitted.uploads[0].gzip.length).toBeLessThanOrEqual(60_000);
    const report = fitted.report.runs[0];
    expect(report.dropped.resultsForSize).toBeGreaterThan(0);
    expect(report.resultsKept + report.dropped.resultsForSize).toBe(3000);
    expect(fitted.uploads[0].sarif).toBe(fitted.uploads[0].gzip.toString('base64'));
  });

  it('compresses at a fast level, and at the default level what the fast one leaves over the limit: nothing dropped', async () => {
    const input = generateSarif({ results: 3000, rules: 50, seed: 9 });
    const first = await checkDocument(input);
    const raw = gunzipSync(first.uploads[0].gzip);
    const fast = gzipSync(raw, { level: FAST_LEVEL }).length;
    const tight = gzipSync(raw, { level: TIGHT_LEVEL }).length;
    expect(first.uploads[0].gzip.length).toBe(fast);
    expect(tight).toBeLessThan(fast);
    // A limit only the default level meets: the upload fits whole, as it did when every upload was compressed so.
    const limits = { ...SERVICE_LIMITS, gzipBytes: Math.floor((fast + tight) / 2) };
    const outcome = await checkDocument(input, { limits });
    expect(outcome.valid).toBe(true);
    expect(outcome.uploads[0].gzip.length).toBe(tight);
    expect(gunzipSync(outcome.uploads[0].gzip).equals(raw)).toBe(true);
    expect(outcome.report.runs[0].dropped.resultsForSize).toBe(0);
  });
});

describe('rules of extensions named by guid or name', () => {
  const ext = (name: string, guid: string, ids: string[], secsev: string) => ({
    name,
    guid,
    rules: ids.map((id) => ({ id, properties: { 'security-severity': secsev } })),
  });
  const doc = (ref: Record<string, unknown>) => ({
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: { name: 'T' },
          extensions: [
            ext('low-pack', '3f2504e0-4f89-41d3-9a0c-0305e82c3301', ['a'], '2.0'),
            ext('crit-pack', '6ba7b810-9dad-41d1-80b4-00c04fd430c8', ['b'], '9.5'),
          ],
        },
        results: [
          { ruleId: 'a', rule: { id: 'a', index: 0, toolComponent: { index: 0 } }, message: { text: 'low' } },
          { ruleId: 'b', rule: { id: 'b', index: 0, toolComponent: ref }, message: { text: 'critical' } },
        ],
      },
    ],
  });

  it.each([
    ['guid', { guid: '6ba7b810-9dad-41d1-80b4-00c04fd430c8' }],
    ['name', { name: 'crit-pack' }],
  ])('resolves a component referenced by %s, for ranking and trimming', async (_kind, ref) => {
    const outcome = await checkDocument(doc(ref), {
      limits: { ...SERVICE_LIMITS, resultsPerRun: 1, extensionsPerRun: 1 },
    });
    expect(outcome.diagnostics).toEqual([]);
    const run = (outcome.documents[0] as Obj).runs[0];
    expect(run.results.map((r: Obj) => r.message.text)).toEqual(['critical']);
    expect(run.tool.extensions.map((e: Obj) => e.name)).toEqual(['crit-pack']);
    expect(outcome.report.runs[0].highestDropped).toBe('low (2.0)');
  });

  it('reports a component name that matches nothing', async () => {
    const outcome = await checkDocument(doc({ name: 'nope' }));
    expect(outcome.diagnostics.map((d) => [d.rule, d.pointer, d.message])).toEqual([
      [
        'rule-reference',
        '/runs/0/results/1/rule/toolComponent',
        'rule.toolComponent names "nope", which is neither the driver nor one of the run\'s 2 tool extensions',
      ],
    ]);
  });
});
