/**
 * Merges and trims checked from outside the engine. A seeded generator (written here, sharing nothing with the
 * engine or the bench generator) writes several files of one tool and category, each a valid log of wide shape:
 * chained uriBaseIds (some files leave a base undefined, some define it elsewhere), artifacts and logical-location
 * trees in another order in each file, run-level thread-flow locations, run and result graphs (with repeats),
 * rules in the driver or in an extension, taxonomies. The engine merges and trims them; a resolver written for this
 * test (not the engine's walker) resolves every reference of every result, in the input and in the upload, to what
 * it names — absolute URIs through the base chains, logical locations through their parents — and the two must be
 * equal. The upload is also checked by ajv with the official schema, compiled here (not the engine's validator).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import schema from '../../schemas/sarif-schema-2.1.0.json' with { type: 'json' };
import { check, type CheckOptions } from '../../src/sarif/check.js';
import { SERVICE_LIMITS } from '../../src/sarif/limits.js';
import { formatReport } from '../../src/sarif/report.js';
import { generateFile, rng } from '../support/merge-generator.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Doc = any;

// Under NodeNext both packages are CommonJS modules whose export is `.default`.
const Ajv = (AjvDraft04 as unknown as { default: new (o: object) => import('ajv').default }).default;
const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
(addFormats as unknown as { default: (a: unknown) => void }).default(ajv);
const validate = ajv.compile(schema as object);

// ---------------------------------------------------------------------------------------------------------------
// The resolver: every reference of a result replaced by what it names.

function baseUri(run: Doc, name: string | undefined, depth = 0): string {
  if (name === undefined) return '';
  const def = run.originalUriBaseIds?.[name];
  // An undefined base renamed by a merge (NAME_2) is still the same unknown root.
  if (!def || depth > 10) return `{undefined ${name.replace(/_\d+$/, '')}}`;
  return baseUri(run, def.uriBaseId, depth + 1) + def.uri;
}

function artifactLocationOf(run: Doc, al: Doc): Doc {
  const artifact = Number.isInteger(al.index) ? run.artifacts[al.index] : undefined;
  const uri = al.uri ?? artifact?.location.uri;
  const base = al.uriBaseId ?? (al.uri === undefined ? artifact?.location.uriBaseId : undefined);
  return {
    uri: baseUri(run, base) + uri,
    ...(artifact ? { artifact: artifactOf(run, artifact) } : {}),
  };
}

function artifactOf(run: Doc, a: Doc): Doc {
  return {
    uri: baseUri(run, a.location.uriBaseId) + a.location.uri,
    length: a.length,
    parent: Number.isInteger(a.parentIndex) ? artifactOf(run, run.artifacts[a.parentIndex]) : null,
  };
}

function logicalOf(run: Doc, i: number): Doc {
  const l = run.logicalLocations[i];
  return {
    name: l.name,
    kind: l.kind,
    parent: Number.isInteger(l.parentIndex) ? logicalOf(run, l.parentIndex) : null,
  };
}

function locationOf(run: Doc, loc: Doc): Doc {
  return {
    artifact: loc.physicalLocation ? artifactLocationOf(run, loc.physicalLocation.artifactLocation) : null,
    region: loc.physicalLocation?.region ?? null,
    logical: (loc.logicalLocations ?? []).map((l: Doc) =>
      Number.isInteger(l.index) ? logicalOf(run, l.index) : l,
    ),
    message: loc.message ?? null,
  };
}

function threadFlowLocationOf(run: Doc, t: Doc): Doc {
  const base = Number.isInteger(t.index) ? run.threadFlowLocations[t.index] : {};
  const { index: _i, ...own } = t;
  const { index: _j, ...shared } = base;
  const merged = { ...shared, ...own };
  return { ...merged, location: merged.location ? locationOf(run, merged.location) : null };
}

function graphOf(run: Doc, g: Doc): Doc {
  return {
    description: g.description,
    nodes: g.nodes.map((n: Doc) => ({ id: n.id, location: n.location ? locationOf(run, n.location) : null })),
    edges: g.edges,
  };
}

/** The component a toolComponentReference names (§3.54.2-4): by index, else guid, else name; the first found. */
function componentOf(components: Doc[], ref: Doc | undefined, fallback: Doc): Doc {
  if (ref === undefined) return fallback;
  if (Number.isInteger(ref.index)) return components[ref.index];
  const found = components.find((c) => (ref.guid !== undefined ? c.guid === ref.guid : c.name === ref.name));
  expect(found).toBeDefined();
  return found;
}

function ruleOf(run: Doc, result: Doc): Doc {
  const component = componentOf(run.tool.extensions ?? [], result.rule?.toolComponent, run.tool.driver);
  // By index, else by guid (§3.52.3-4).
  const index = result.ruleIndex ?? result.rule?.index;
  const rule = Number.isInteger(index)
    ? component.rules[index]
    : component.rules.find((x: Doc) => x.guid === result.rule.guid);
  expect(rule).toBeDefined();
  const rel = rule.relationships?.[0]?.target;
  const taxonomy = rel ? run.taxonomies[rel.toolComponent.index] : undefined;
  return {
    id: rule.id,
    component: `${component.name}@${component.version}`,
    level: rule.defaultConfiguration?.level,
    securitySeverity: rule.properties?.['security-severity'],
    tags: [...(rule.properties?.tags ?? [])].sort(),
    relationship: rel ? `${taxonomy.name}/${taxonomy.taxa[rel.index].id}` : null,
  };
}

function resolveResult(run: Doc, result: Doc): Doc {
  return {
    uid: result.properties.uid,
    // A result that names its rule by index or guid alone gets its ruleId in the upload (documented).
    ruleId: result.ruleId ?? ruleOf(run, result).id,
    rule: ruleOf(run, result),
    message: result.message.text,
    locations: result.locations.map((l: Doc) => locationOf(run, l)),
    codeFlows: (result.codeFlows ?? []).map((cf: Doc) =>
      cf.threadFlows.map((tf: Doc) => tf.locations.map((t: Doc) => threadFlowLocationOf(run, t))),
    ),
    traversals: (result.graphTraversals ?? []).map((t: Doc) =>
      Number.isInteger(t.runGraphIndex)
        ? graphOf(run, run.graphs[t.runGraphIndex])
        : graphOf(run, result.graphs[t.resultGraphIndex]),
    ),
    graphs: new Set((result.graphs ?? []).map((g: Doc) => JSON.stringify(graphOf(run, g)))).size,
    taxa: (result.taxa ?? []).map((t: Doc) => {
      const taxonomy = componentOf(run.taxonomies, t.toolComponent, undefined);
      return `${taxonomy.name}/${taxonomy.taxa[t.index].id}`;
    }),
  };
}

function resolveAll(docs: Doc[]): Map<number, Doc> {
  const out = new Map<number, Doc>();
  for (const doc of docs)
    for (const run of doc.runs)
      for (const result of run.results) {
        expect(out.has(result.properties.uid)).toBe(false);
        out.set(result.properties.uid, resolveResult(run, result));
      }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'merge-props-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function checkFiles(docs: Doc[], name: string, options: CheckOptions = {}) {
  const paths = docs.map((doc, i) => {
    const path = join(dir, `${name}-${i}.sarif`);
    writeFileSync(path, JSON.stringify(doc));
    return path;
  });
  const outcome = await check(paths, options);
  const uploads = outcome.uploads.map((u) => JSON.parse(gunzipSync(u.gzip).toString('utf8')) as Doc);
  return { outcome, uploads };
}

describe('merges and trims, checked by an independent resolver', () => {
  for (let seed = 1; seed <= 40; seed++) {
    it(`seed ${seed}: every kept result names what it named in its file`, async () => {
      const r = rng(seed);
      const inExtension = r.chance(0.4);
      const files = Array.from({ length: 2 + r.int(3) }, (_, i) => generateFile(r, i, i * 100, inExtension));
      const docs = files.map((f) => f.doc);
      const trim = seed % 4 === 0;
      const { outcome, uploads } = await checkFiles(docs, `seed${seed}`, {
        ...(trim ? { limits: { ...SERVICE_LIMITS, resultsPerRun: 5, rulesPerRun: 2 } } : {}),
      });
      expect(outcome.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(outcome.valid).toBe(true);
      expect(uploads).toHaveLength(1);
      const [upload] = uploads;
      expect(upload.runs).toHaveLength(1);
      const ok = validate(upload);
      expect(ok ? [] : validate.errors).toEqual([]);

      const before = resolveAll(docs);
      const after = resolveAll(uploads);
      if (!trim) expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      else expect(after.size).toBe(Math.min(5, before.size));
      for (const [uid, resolved] of after) expect({ uid, ...resolved }).toEqual({ uid, ...before.get(uid) });
      expect(outcome.report.runs[0].resultsIn).toBe(before.size);
      expect(outcome.report.runs[0].resultsKept).toBe(after.size);
    });
  }
});

describe('named merge cases', () => {
  /** Two files of one tool whose SRCROOT differ, each with LIB chained on it. */
  function chained(root: string, order: 'ab' | 'ba') {
    const logicalLocations =
      order === 'ab'
        ? [
            { name: 'f0', kind: 'function' },
            { name: 'f1', kind: 'function', parentIndex: 0 },
          ]
        : [
            { name: 'f1', kind: 'function', parentIndex: 1 },
            { name: 'f0', kind: 'function' },
          ];
    return {
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'T', version: '1', rules: [{ id: 'r1' }] } },
          originalUriBaseIds: { SRCROOT: { uri: root }, LIB: { uri: 'lib/', uriBaseId: 'SRCROOT' } },
          logicalLocations,
          results: [
            {
              ruleId: 'r1',
              ruleIndex: 0,
              message: { text: root },
              properties: { uid: order === 'ab' ? 1 : 2 },
              locations: [
                {
                  physicalLocation: { artifactLocation: { uri: 'x.js', uriBaseId: 'LIB' } },
                  logicalLocations: [{ index: order === 'ab' ? 1 : 0 }],
                },
              ],
            },
          ],
        },
      ],
    };
  }

  it('a base chained on a renamed base is renamed too: no location moves into the other root', async () => {
    const docs = [chained('file:///a/', 'ab'), chained('file:///b/', 'ab')];
    docs[1].runs[0].results[0].properties.uid = 2;
    const { outcome, uploads } = await checkFiles(docs, 'chained');
    expect(outcome.valid).toBe(true);
    const run = uploads[0].runs[0];
    expect(run.originalUriBaseIds).toEqual({
      SRCROOT: { uri: 'file:///a/' },
      LIB: { uri: 'lib/', uriBaseId: 'SRCROOT' },
      SRCROOT_2: { uri: 'file:///b/' },
      LIB_2: { uri: 'lib/', uriBaseId: 'SRCROOT_2' },
    });
    const after = resolveAll(uploads);
    expect(after.get(2).locations[0].artifact.uri).toBe('file:///b/lib/x.js');
    expect(after.get(1).locations[0].artifact.uri).toBe('file:///a/lib/x.js');
    expect(after).toEqual(resolveAll(docs));
    const warnings = outcome.diagnostics.filter((d) => d.rule === 'run-merge').map((d) => d.pointer);
    expect(warnings).toEqual(['/runs/0/originalUriBaseIds/SRCROOT', '/runs/0/originalUriBaseIds/LIB']);
  });

  it('logical locations in another order become one list, parents followed (no output-gate failure)', async () => {
    const docs = [chained('file:///a/', 'ab'), chained('file:///a/', 'ba')];
    const { outcome, uploads } = await checkFiles(docs, 'order');
    expect(outcome.valid).toBe(true);
    const run = uploads[0].runs[0];
    expect(run.logicalLocations).toEqual([
      { name: 'f0', kind: 'function' },
      { name: 'f1', kind: 'function', parentIndex: 0 },
    ]);
    expect(run.results.map((r: Doc) => r.locations[0].logicalLocations[0].index)).toEqual([1, 1]);
    expect(resolveAll(uploads)).toEqual(resolveAll(docs));
  });

  it('a base one file leaves undefined stays undefined for that file', async () => {
    const a = chained('file:///a/', 'ab');
    const b = chained('file:///a/', 'ab');
    b.runs[0].results[0].properties.uid = 2;
    delete (b.runs[0].originalUriBaseIds as Doc).SRCROOT;
    const { outcome, uploads } = await checkFiles([a, b], 'undefined-base');
    expect(outcome.valid).toBe(true);
    const after = resolveAll(uploads);
    expect(after.get(1).locations[0].artifact.uri).toBe('file:///a/lib/x.js');
    expect(after.get(2).locations[0].artifact.uri).toBe('{undefined SRCROOT}lib/x.js');
    expect(after).toEqual(resolveAll([a, b]));
    // The report says which kind of rename each was: LIB hangs off the SRCROOT this file leaves undefined.
    expect(outcome.report.runs[0].renamedBaseIds).toEqual([
      expect.objectContaining({ from: 'SRCROOT', to: 'SRCROOT_2', undefinedHere: true }),
      { file: expect.stringMatching(/undefined-base-1\.sarif$/), run: 0, from: 'LIB', to: 'LIB_2' },
    ]);
    expect(formatReport(outcome.report)).toMatch(
      /renamed uriBaseId "SRCROOT" of .*undefined-base-1\.sarif#0 to "SRCROOT_2" \(another merged run defines it; this one leaves it undefined\)/,
    );
  });

  /** A run of T that names no base anywhere: absolute URIs (detekt writes such files beside ones with %SRCROOT%). */
  const absolute = (uid: number): Doc => ({
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'T', version: '1', rules: [{ id: 'r1' }] } },
        results: [
          {
            ruleId: 'r1',
            ruleIndex: 0,
            message: { text: 'absolute' },
            properties: { uid },
            locations: [{ physicalLocation: { artifactLocation: { uri: 'file:///home/k/src/y.kt' } } }],
          },
        ],
      },
    ],
  });

  it('a run that neither defines nor names a base another defines: not renamed, nothing said', async () => {
    const a = chained('file:///a/', 'ab');
    // First or second, the run that names no base renames nothing and takes nothing.
    for (const [docs, name] of [
      [[a, absolute(2)], 'unnamed-after'],
      [[absolute(2), a], 'unnamed-before'],
    ] as const) {
      const { outcome, uploads } = await checkFiles([...docs], name);
      expect(outcome.valid).toBe(true);
      expect(outcome.diagnostics.filter((d) => d.rule === 'run-merge')).toEqual([]);
      expect(outcome.report.runs[0].renamedBaseIds).toEqual([]);
      const run = uploads[0].runs[0];
      expect(run.originalUriBaseIds).toEqual(a.runs[0].originalUriBaseIds);
      expect(resolveAll(uploads)).toEqual(resolveAll([...docs]));
    }
  });

  it('a run that names the base in its own data, or in a result (read by either pass), is renamed', async () => {
    const a = chained('file:///a/', 'ab');
    const inData = absolute(2);
    inData.runs[0].artifacts = [{ location: { uri: 'y.kt', uriBaseId: 'SRCROOT' } }];
    // A property name written with an escape: the byte pass leaves the result to JSON.parse and the walk (without
    // the escape, the byte pass reads it).
    const escaped = absolute(3);
    const text = JSON.stringify(escaped).replace(
      '"uri":"file:///home/k/src/y.kt"',
      '"uri":"y.kt","\\u0075riBaseId":"SRCROOT"',
    );
    // Pass 1 notes which bases each result names (either pass): such a run is kept apart from those it names and
    // leaves undefined (SRCROOT), not from the others (LIB).
    for (const [b, name, renamed] of [
      [inData, 'named-in-data', ['SRCROOT']],
      [JSON.parse(text), 'named-escaped', ['SRCROOT']],
      [JSON.parse(text.replace('\\u0075', 'u')), 'named-in-result', ['SRCROOT']],
    ] as const) {
      const { outcome, uploads } = await checkFiles([a, b], name);
      expect(outcome.valid).toBe(true);
      expect(outcome.report.runs[0].renamedBaseIds).toEqual(
        renamed.map((from) => expect.objectContaining({ from, to: `${from}_2`, undefinedHere: true })),
      );
      expect(resolveAll(uploads)).toEqual(resolveAll([a, b]));
    }
  });

  it("a new name for a renamed base is none a run names undefined: that run's locations do not move into it", async () => {
    // a and b define SRCROOT differently: b's is renamed. c names SRCROOT_2 and SRCROOT_3 without defining them
    // (in a result the byte pass reads, and in one left to the reference path): the rename must take neither.
    const a = chained('file:///a/', 'ab');
    const b = chained('file:///b/', 'ab');
    b.runs[0].results[0].properties.uid = 2;
    const c = absolute(3);
    const text = JSON.stringify(c)
      .replace('"uri":"file:///home/k/src/y.kt"', '"uri":"y.kt","uriBaseId":"SRCROOT_2"')
      .replace(
        '"results":[',
        '"results":[' +
          JSON.stringify(absolute(4).runs[0].results[0]).replace(
            '"uri":"file:///home/k/src/y.kt"',
            '"uri":"z.kt","\\u0075riBaseId":"SRCROOT_3"',
          ) +
          ',',
      );
    const cDoc = JSON.parse(text) as Doc;
    const { outcome, uploads } = await checkFiles([a, b, cDoc], 'base-capture');
    expect(outcome.valid).toBe(true);
    const after = resolveAll(uploads);
    // Still undefined (the resolver names an undefined base without a rename's suffix), not b's file:///b/.
    expect(after.get(3).locations[0].artifact.uri).toBe('{undefined SRCROOT}y.kt');
    expect(after.get(4).locations[0].artifact.uri).toBe('{undefined SRCROOT}z.kt');
    expect(after).toEqual(resolveAll([a, b, cDoc]));
    expect(outcome.report.runs[0].renamedBaseIds).toEqual([
      { file: expect.stringMatching(/base-capture-1\.sarif$/), run: 0, from: 'SRCROOT', to: 'SRCROOT_4' },
      expect.objectContaining({ from: 'LIB', to: 'LIB_2' }),
    ]);
    // c names neither SRCROOT nor LIB: nothing is said of it.
    expect(
      outcome.diagnostics.filter((d) => d.rule === 'run-merge' && d.file.endsWith('base-capture-2.sarif')),
    ).toEqual([]);
  });

  it('one tool at two versions whose rule decides alerts differently is refused, naming both files', async () => {
    const a = chained('file:///a/', 'ab');
    const b = chained('file:///a/', 'ab');
    b.runs[0].results[0].properties.uid = 2;
    b.runs[0].tool.driver.version = '2';
    (b.runs[0].tool.driver.rules[0] as Doc).defaultConfiguration = { level: 'error' };
    (b.runs[0].tool.driver.rules[0] as Doc).properties = { 'security-severity': '9.8' };
    const { outcome, uploads } = await checkFiles([a, b], 'versions');
    expect(outcome.valid).toBe(false);
    expect(uploads).toEqual([]);
    const error = outcome.diagnostics.find((d) => d.severity === 'error')!;
    expect(error.rule).toBe('run-merge');
    expect(error.file).toMatch(/versions-1\.sarif$/);
    expect(error.pointer).toBe('/runs/0/tool/driver/rules/0');
    expect(error.line).toBe(1);
    expect(error.message).toMatch(/versions-0\.sarif .*and .*versions-1\.sarif/);
    expect(error.message).toMatch(/defaultConfiguration\.level absent against "error"/);
    expect(error.message).toMatch(/properties\.security-severity absent against "9\.8"/);
    expect(error.hint).toMatch(/own category/);
    const version = outcome.diagnostics.find(
      (d) => d.severity === 'warning' && d.pointer === '/runs/0/tool/driver',
    );
    expect(version?.message).toMatch(/version "1" against "2"; the merged run carries .*versions-0\.sarif's/);
  });

  it('a rule that differs in what decides nothing is merged with a warning saying whose it carries', async () => {
    const a = chained('file:///a/', 'ab');
    const b = chained('file:///a/', 'ab');
    b.runs[0].results[0].properties.uid = 2;
    (b.runs[0].tool.driver.rules[0] as Doc).helpUri = 'https://example.com/r1';
    const { outcome } = await checkFiles([a, b], 'help');
    expect(outcome.valid).toBe(true);
    const w = outcome.diagnostics.filter((d) => d.rule === 'run-merge');
    expect(w).toHaveLength(1);
    expect(w[0].message).toMatch(/rule "r1" differs .*helpUri absent against "https:\/\/example.com\/r1"/);
  });

  it("runs that read columns in different units are refused; the run's other members differing are warned of", async () => {
    const a = chained('file:///a/', 'ab');
    const b = chained('file:///a/', 'ab');
    b.runs[0].results[0].properties.uid = 2;
    (a.runs[0] as Doc).columnKind = 'unicodeCodePoints';
    (b.runs[0] as Doc).columnKind = 'utf16CodeUnits';
    const refused = await checkFiles([a, b], 'columns');
    expect(refused.outcome.valid).toBe(false);
    const error = refused.outcome.diagnostics.find((d) => d.severity === 'error')!;
    expect([error.rule, error.pointer]).toEqual(['run-merge', '/runs/0/columnKind']);
    expect(error.file).toMatch(/columns-1\.sarif$/);
    expect(error.message).toMatch(/run\.columnKind differs .*"unicodeCodePoints".*"utf16CodeUnits"/);
    expect(error.hint).toMatch(/own category/);

    // Found by a black-box fuzzer: a run without columnKind between the two hid the conflict.
    const between = chained('file:///a/', 'ab');
    between.runs[0].results[0].properties.uid = 3;
    for (const order of [
      [a, between, b],
      [between, a, b],
      [a, b, between],
    ]) {
      const hidden = await checkFiles(order, 'between');
      expect(hidden.outcome.valid).toBe(false);
      const e = hidden.outcome.diagnostics.find((d) => d.severity === 'error')!;
      expect(e.pointer).toMatch(/^\/runs\/0\/columnKind$/);
      expect(e.message).toMatch(/run\.columnKind differs .*"unicodeCodePoints".*"utf16CodeUnits"/);
    }

    (b.runs[0] as Doc).columnKind = 'unicodeCodePoints';
    (b.runs[0] as Doc).language = 'fr-FR';
    (b.runs[0] as Doc).properties = { 'b-only': true };
    (b.runs[0] as Doc).newlineSequences = ['\n'];
    const merged = await checkFiles([a, b], 'members');
    expect(merged.outcome.valid).toBe(true);
    const said = merged.outcome.diagnostics.filter((d) => d.rule === 'run-merge').map((d) => d.pointer);
    expect(said.sort()).toEqual(['/runs/0/language', '/runs/0/properties']);
    // a had no newlineSequences (the default ones): they stay in the union with b's.
    expect(merged.uploads[0].runs[0].newlineSequences.sort()).toEqual(['\n', '\r\n']);
  });

  it("a rule's absent default level and enabled are SARIF's defaults: merged with a warning, not refused", async () => {
    const a = chained('file:///a/', 'ab');
    const b = chained('file:///a/', 'ab');
    b.runs[0].results[0].properties.uid = 2;
    (b.runs[0].tool.driver.rules[0] as Doc).defaultConfiguration = { level: 'warning', enabled: true };
    (b.runs[0].tool.driver.rules[0] as Doc).properties = { tags: [] };
    const { outcome } = await checkFiles([a, b], 'defaults');
    expect(outcome.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(outcome.valid).toBe(true);
    const w = outcome.diagnostics.filter((d) => d.rule === 'run-merge');
    expect(w).toHaveLength(1);
    expect(w[0].message).toMatch(/nothing that decides an alert differs/);
  });

  it('results that name a rule their run lacks, which another file defines: refused if it decides their alerts, else a warning', async () => {
    // a's result names r2, which a does not define (with other rules, and with none at all); b defines it.
    const lacking = (rules: Doc[] | undefined) => {
      const a = chained('file:///a/', 'ab');
      a.runs[0].results[0] = { ...a.runs[0].results[0], ruleId: 'r2' };
      delete (a.runs[0].results[0] as Doc).ruleIndex;
      if (rules === undefined) delete (a.runs[0].tool.driver as Doc).rules;
      else a.runs[0].tool.driver.rules = rules as never;
      return a;
    };
    const defining = (r2: Doc) => {
      const b = chained('file:///a/', 'ab');
      b.runs[0].results[0].properties.uid = 2;
      b.runs[0].tool.driver.rules = [{ id: 'r1' }, r2] as never;
      return b;
    };
    const decides = {
      id: 'r2',
      defaultConfiguration: { level: 'error' },
      properties: { 'security-severity': '9.8' },
    };
    const cases: [Doc[] | undefined, string][] = [
      [[{ id: 'r1' }], 'other-rules'],
      [[], 'no-rules'],
      [undefined, 'rules-absent'],
    ];
    for (const [rules, label] of cases) {
      for (const order of ['lacking-first', 'defining-first'] as const) {
        const docs =
          order === 'lacking-first'
            ? [lacking(rules), defining(decides)]
            : [defining(decides), lacking(rules)];
        const name = `borrowed-${label}-${order}`;
        const { outcome, uploads } = await checkFiles(docs, name);
        expect([name, outcome.valid]).toEqual([name, false]);
        expect(uploads).toEqual([]);
        const error = outcome.diagnostics.find((d) => d.severity === 'error')!;
        expect(error).toMatchObject({ rule: 'run-merge', pointer: '/runs/0/results' });
        expect(error.file).toMatch(new RegExp(`${name}-${order === 'lacking-first' ? 0 : 1}\\.sarif$`));
        expect(error.message).toMatch(
          /name rule "r2" .*which the run does not define; .*\/runs\/0\/tool\/driver\/rules\/1\) defines it/,
        );
        expect(error.message).toMatch(
          /defaultConfiguration\.level "error", properties\.security-severity "9\.8"/,
        );
        expect(error.hint).toMatch(/own category .*or list the rule in this file's run/);
      }
    }
    // A rule that decides nothing otherwise than no rule: merged, the results carry it, and a warning says so.
    const { outcome, uploads } = await checkFiles(
      [lacking([{ id: 'r1' }]), defining({ id: 'r2', shortDescription: { text: 'two' } })],
      'borrowed-harmless',
    );
    expect(outcome.valid).toBe(true);
    const w = outcome.diagnostics.filter((d) => d.rule === 'run-merge');
    expect(w).toHaveLength(1);
    expect(w[0].message).toMatch(/name rule "r2" .*merged, these results carry that rule/);
    const run = uploads[0].runs[0];
    expect(run.tool.driver.rules).toContainEqual({ id: 'r2', shortDescription: { text: 'two' } });
    expect(run.results.find((r: Doc) => r.properties.uid === 1)).toMatchObject({ ruleId: 'r2' });
  });

  it('two rules of one id in one run stay two', async () => {
    const a = chained('file:///a/', 'ab');
    a.runs[0].tool.driver.rules = [
      { id: 'r1', properties: { 'security-severity': '9.8' } },
      { id: 'r1', properties: { 'security-severity': '2.0' } },
    ] as Doc;
    a.runs[0].results[0].ruleIndex = 1;
    const b = structuredClone(a);
    b.runs[0].results[0].properties.uid = 2;
    const { outcome, uploads } = await checkFiles([a, b], 'same-id');
    expect(outcome.valid).toBe(true);
    const run = uploads[0].runs[0];
    expect(run.tool.driver.rules).toHaveLength(2);
    expect(
      run.results.map((r: Doc) => run.tool.driver.rules[r.ruleIndex].properties['security-severity']),
    ).toEqual(['2.0', '2.0']);
  });

  it("an extension at two versions, named by name only: each file's results keep their own version's rule and taxon", async () => {
    /** One file of tool "Scan" whose pack (rules in this version's order) and taxonomy are named, not indexed. */
    const file = (uid: number, version: string, rules: Doc[], rule: Doc, guid: string, taxa: Doc[]) => ({
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'Scan', version: '1' }, extensions: [{ name: 'pack', version, rules }] },
          taxonomies: [{ name: 'CWE', guid, taxa }],
          results: [
            {
              ruleId: rule.id,
              rule: { ...rule, toolComponent: { name: 'pack' } },
              message: { text: 'm' },
              properties: { uid },
              taxa: [{ id: taxa.at(-1).id, index: taxa.length - 1, toolComponent: { name: 'CWE' } }],
              locations: [
                { physicalLocation: { artifactLocation: { uri: 'a.js' }, region: { startLine: 1 } } },
              ],
            },
          ],
        },
      ],
    });
    const docs = [
      file(1, '1.0', [{ id: 'A1' }], { id: 'A1', index: 0 }, '3f2504e0-4f89-41d3-9a0c-0305e82c3301', [
        { id: 'X' },
      ]),
      // The second names its rule by id alone: no index anywhere in its result's rule.
      file(
        2,
        '2.0',
        [{ id: 'B0' }, { id: 'B1', properties: { 'security-severity': '9.8' } }],
        { id: 'B1' },
        '3f2504e0-4f89-41d3-9a0c-0305e82c3302',
        [{ id: 'Y' }, { id: 'Z' }],
      ),
    ];
    const { outcome, uploads } = await checkFiles(docs, 'named-components');
    expect(outcome.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const run = uploads[0].runs[0];
    expect(run.tool.extensions.map((e: Doc) => e.version)).toEqual(['1.0', '2.0']);
    expect(run.taxonomies).toHaveLength(2);
    // The second file's references now carry the index their name alone would not reach; the first's stay as written.
    expect(run.results.map((r: Doc) => [r.rule.toolComponent, r.taxa[0].toolComponent])).toEqual([
      [{ name: 'pack' }, { name: 'CWE' }],
      [
        { name: 'pack', index: 1 },
        { name: 'CWE', index: 1 },
      ],
    ]);
    expect(validate(uploads[0])).toBe(true);
  });

  it('a repeated result graph is removed with a warning, and the traversal follows it', async () => {
    const a = chained('file:///a/', 'ab');
    const g = { description: { text: 'g' }, nodes: [{ id: 'n' }] };
    const h = { description: { text: 'h' }, nodes: [{ id: 'm' }] };
    Object.assign(a.runs[0].results[0], {
      graphs: [g, h, structuredClone(g)],
      graphTraversals: [{ resultGraphIndex: 2 }, { resultGraphIndex: 1 }],
    });
    const { outcome, uploads } = await checkFiles([a], 'graphs');
    expect(outcome.valid).toBe(true);
    expect(
      outcome.diagnostics.some((d) => d.rule === 'unique-items' && d.pointer.endsWith('/graphs/2')),
    ).toBe(true);
    const result = uploads[0].runs[0].results[0];
    expect(result.graphs).toEqual([g, h]);
    expect(result.graphTraversals).toEqual([{ resultGraphIndex: 0 }, { resultGraphIndex: 1 }]);
    expect(validate(uploads[0])).toBe(true);
  });
});

describe('policies of merged runs', () => {
  const withPolicy = (uid: number, policy?: string): Doc => ({
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'pol', rules: [{ id: 'r1' }] } },
        ...(policy
          ? {
              policies: [
                {
                  name: policy,
                  rules: [{ id: 'r1', defaultConfiguration: { level: 'note' } }],
                },
              ],
            }
          : {}),
        results: [
          {
            ruleId: 'r1',
            message: { text: 'm' },
            locations: [
              { physicalLocation: { artifactLocation: { uri: 'a.js' }, region: { startLine: uid } } },
            ],
            properties: { uid },
          },
        ],
      },
    ],
  });

  it('says that one file’s policy now reads as in effect for the other’s results, naming both', async () => {
    const { outcome, uploads } = await checkFiles([withPolicy(1, 'strict'), withPolicy(2)], 'policies');
    expect(outcome.valid).toBe(true);
    expect(uploads[0].runs[0].policies).toEqual([expect.objectContaining({ name: 'strict' })]);
    const warnings = outcome.diagnostics.filter((d) => d.rule === 'run-merge');
    expect(warnings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        file: expect.stringMatching(/policies-1\.sarif$/),
        pointer: '/runs/0',
        message: expect.stringMatching(
          /run\.policies differ .*policies-0\.sarif \(run 0\): "strict"; .*: none/,
        ),
      }),
    ]);
  });

  it('says nothing when every file has the same policies, in any order, or none either way', async () => {
    const { outcome } = await checkFiles([withPolicy(1, 'strict'), withPolicy(2, 'strict')], 'same-policies');
    expect(outcome.valid).toBe(true);
    expect(outcome.diagnostics.filter((d) => d.rule === 'run-merge')).toEqual([]);
    const [a, b] = [withPolicy(1, 'strict'), withPolicy(2, 'lax')];
    a.runs[0].policies.push(b.runs[0].policies[0]);
    b.runs[0].policies.push(a.runs[0].policies[0]);
    expect(a.runs[0].policies.map((p: Doc) => p.name)).toEqual(['strict', 'lax']);
    expect(b.runs[0].policies.map((p: Doc) => p.name)).toEqual(['lax', 'strict']);
    const reordered = await checkFiles([a, b], 'reordered-policies');
    expect(reordered.outcome.diagnostics.filter((d) => d.rule === 'run-merge')).toEqual([]);
    const empty = withPolicy(2);
    empty.runs[0].policies = [];
    const none = await checkFiles([withPolicy(1), empty], 'no-policies');
    expect(none.outcome.diagnostics.filter((d) => d.rule === 'run-merge')).toEqual([]);
  });
});
