/**
 * A seeded generator of valid SARIF files of one tool, of wide shape (issue 21): chained and undefined base URIs,
 * permuted artifacts and logical-location trees, thread-flow locations, run and result graphs with repeats, rules in
 * the driver or an extension (at one of two versions, named by index or name), taxonomies (named by index, name or
 * guid). Written for the tests, sharing no code with the engine; used by the
 * merge properties (merge-properties.test.ts) and the SARIF Multitool's check of the uploads (multitool.test.ts).
 */

/* eslint-disable @typescript-eslint/no-explicit-any */
export type Doc = any;

export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const chance = (p: number) => next() < p;
  const shuffle = <T>(xs: T[]): T[] => {
    const out = [...xs];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)];
  return { int, chance, shuffle, pick };
}

// ---------------------------------------------------------------------------------------------------------------
// The generator.

const TAXONOMY = {
  name: 'CWE',
  guid: '25f72d7e-8a92-459d-ad67-64853f788765',
  taxa: [{ id: 'CWE-79' }, { id: 'CWE-89' }, { id: 'CWE-22' }],
};

function rules() {
  return ['R0', 'R1', 'R2', 'R3'].map((id, i) => ({
    id,
    guid: `0000000${i}-7e57-4000-8000-00000000000${i}`,
    shortDescription: { text: `rule ${id}` },
    defaultConfiguration: { level: ['error', 'warning', 'note', 'warning'][i] },
    properties: { 'security-severity': ['9.1', '7.5', '4.2', '2.0'][i], tags: ['security', `t${i}`] },
    relationships: [
      {
        target: { id: TAXONOMY.taxa[i % 3].id, index: i % 3, toolComponent: { index: 0 } },
        kinds: ['superset'],
      },
    ],
  }));
}

/** Artifacts a file may list: uri, base, and parent (a directory artifact). */
const ARTIFACTS = [
  { uri: 'a.js', base: 'LIB' },
  { uri: 'b.js', base: 'SRCROOT' },
  { uri: 'c.js', base: 'DEEP' },
  { uri: 'dir/', base: 'SRCROOT' },
  { uri: 'dir/d.js', base: 'SRCROOT', parent: 'dir/' },
  { uri: 'e.js', base: 'UNDEF' },
  { uri: 'f.js' },
];

/** A logical-location tree: name, kind, parent. */
const LOGICAL = [
  { name: 'ns', kind: 'namespace' },
  { name: 'Cls', kind: 'type', parent: 'ns' },
  { name: 'f0', kind: 'function', parent: 'Cls' },
  { name: 'f1', kind: 'function', parent: 'Cls' },
  { name: 'g', kind: 'function', parent: 'ns' },
  { name: 'f0', kind: 'function', parent: 'ns' }, // same name and kind, another parent
];

export interface FileShape {
  doc: Doc;
  uids: number[];
}

export function generateFile(
  r: ReturnType<typeof rng>,
  fileIndex: number,
  uidBase: number,
  inExtension: boolean,
): FileShape {
  const root = r.pick(['file:///work/a/', 'file:///work/b/', 'file:///work/a/']);
  const bases: Doc = {};
  if (r.chance(0.85)) bases.SRCROOT = { uri: root };
  bases.LIB = { uri: r.pick(['lib/', 'lib/', 'vendor/lib/']), uriBaseId: 'SRCROOT' };
  if (r.chance(0.6)) bases.DEEP = { uri: 'deep/', uriBaseId: 'LIB' };
  // Artifacts: a subset, parents included, in this file's order.
  let chosen = ARTIFACTS.filter(
    (a) => (a.base === undefined || a.base === 'UNDEF' || a.base in bases) && r.chance(0.8),
  );
  if (chosen.some((a) => a.parent) && !chosen.some((a) => a.uri === 'dir/')) chosen.push(ARTIFACTS[3]);
  if (chosen.length === 0) chosen = [ARTIFACTS[6]];
  chosen = r.shuffle(chosen);
  const artifacts = chosen.map((a, i) => {
    const location: Doc = { uri: a.uri, ...(a.base ? { uriBaseId: a.base } : {}) };
    if (r.chance(0.5)) location.index = i;
    const parentIndex = a.parent ? chosen.findIndex((p) => p.uri === a.parent) : -1;
    return {
      location,
      ...(parentIndex >= 0 ? { parentIndex } : {}),
      ...(r.chance(0.3) ? { length: 100 + i } : {}),
    };
  });
  // Logical locations: a subset closed under parents, in this file's order.
  let logical = LOGICAL.filter(() => r.chance(0.8));
  const parentOf = (l: (typeof LOGICAL)[number]) =>
    LOGICAL.find((p) => p.name === l.parent && p.kind !== 'function');
  for (let grew = true; grew;) {
    grew = false;
    for (const l of logical) {
      const p = l.parent ? parentOf(l) : undefined;
      if (p && !logical.includes(p)) {
        logical.push(p);
        grew = true;
      }
    }
  }
  if (logical.length === 0) logical = [LOGICAL[0]];
  logical = r.shuffle(logical);
  const logicalLocations = logical.map((l, i) => {
    const p = l.parent ? parentOf(l) : undefined;
    return {
      name: l.name,
      kind: l.kind,
      ...(p ? { parentIndex: logical.indexOf(p) } : {}),
      ...(r.chance(0.5) ? { index: i } : {}),
    };
  });
  const artifactLocation = (i: number) => {
    const a = artifacts[i].location;
    return {
      uri: a.uri,
      ...(a.uriBaseId ? { uriBaseId: a.uriBaseId } : {}),
      ...(r.chance(0.7) ? { index: i } : {}),
    };
  };
  const location = (withLogical: boolean) => ({
    physicalLocation: {
      artifactLocation: artifactLocation(r.int(artifacts.length)),
      region: { startLine: 1 + r.int(50) },
    },
    ...(withLogical ? { logicalLocations: [{ index: r.int(logicalLocations.length) }] } : {}),
  });
  const threadFlowLocations = r
    .shuffle(
      Array.from({ length: 1 + r.int(4) }, (_, k) => ({
        location: { ...location(r.chance(0.5)), message: { text: `step ${k % 2}` } },
        kinds: ['call'],
      })),
    )
    .map((t, i) => (r.chance(0.5) ? { ...t, index: i } : t));
  const graph = (label: string) => ({
    description: { text: label },
    nodes: [{ id: 'n1', location: location(r.chance(0.5)) }, { id: 'n2' }],
    edges: [{ id: 'e1', sourceNodeId: 'n1', targetNodeId: 'n2' }],
  });
  const graphs = Array.from({ length: r.int(3) }, (_, k) => graph(`run graph ${k}`));
  // The rules' pack at one of two versions (its rules in another order at the second), maybe after another
  // extension, named by index, by name or both (§3.54: the index, else the guid, else the name).
  const pack = r.chance(0.5)
    ? { name: 'pack', version: '1.0', rules: rules() }
    : { name: 'pack', version: '2.0', rules: rules().reverse() };
  const extensions = r.chance(0.4) ? [{ name: 'extra', version: '0.1', rules: [] }, pack] : [pack];
  const packRef = () =>
    r.pick([
      { index: extensions.length - 1 },
      { name: 'pack' },
      { index: extensions.length - 1, name: 'pack' },
    ]);
  const uids: number[] = [];
  const results = Array.from({ length: 2 + r.int(5) }, (_, k) => {
    const uid = uidBase + k;
    uids.push(uid);
    const ruleIndex = r.int(4);
    // The rule by index, or by its guid alone (§3.52.4), with or without its id.
    const byGuid = r.chance(0.3);
    const guid = `0000000${ruleIndex}-7e57-4000-8000-00000000000${ruleIndex}`;
    const result: Doc = {
      ...(byGuid && r.chance(0.5) ? {} : { ruleId: `R${ruleIndex}` }),
      ...(inExtension
        ? {
            rule: byGuid
              ? { guid, toolComponent: packRef() }
              : {
                  id: `R${ruleIndex}`,
                  index: pack.rules.findIndex((x: Doc) => x.id === `R${ruleIndex}`),
                  toolComponent: packRef(),
                },
          }
        : byGuid
          ? { rule: { guid } }
          : { ruleIndex }),
      message: { text: `finding ${uid}` },
      locations: [location(r.chance(0.7))],
      properties: { uid },
    };
    if (r.chance(0.6))
      result.codeFlows = [
        {
          threadFlows: [
            {
              locations: Array.from({ length: 1 + r.int(3) }, () =>
                r.chance(0.7)
                  ? { index: r.int(threadFlowLocations.length) }
                  : { location: location(r.chance(0.5)), importance: 'essential' },
              ),
            },
          ],
        },
      ];
    const traversals: Doc[] = [];
    if (graphs.length > 0 && r.chance(0.5)) traversals.push({ runGraphIndex: r.int(graphs.length) });
    if (r.chance(0.4)) {
      const g = graph(`result graph ${uid}`);
      const h = graph('other');
      result.graphs = r.chance(0.5) ? [g, h, structuredClone(g)] : [g, h];
      traversals.push({ resultGraphIndex: result.graphs.length - 1 });
    }
    if (traversals.length > 0) result.graphTraversals = traversals;
    if (r.chance(0.5))
      result.taxa = [
        {
          id: TAXONOMY.taxa[ruleIndex % 3].id,
          index: ruleIndex % 3,
          toolComponent: r.pick([{ index: 0 }, { name: 'CWE' }, { guid: TAXONOMY.guid }]),
        },
      ];
    return result;
  });
  const driver: Doc = {
    name: 'PropScanner',
    version: '3.1',
    ...(inExtension ? {} : { rules: rules() }),
  };
  const run: Doc = {
    tool: {
      driver,
      ...(inExtension ? { extensions } : {}),
    },
    automationDetails: { id: 'prop/' },
    originalUriBaseIds: bases,
    artifacts,
    logicalLocations,
    threadFlowLocations,
    ...(graphs.length > 0 ? { graphs } : {}),
    taxonomies: [structuredClone(TAXONOMY)],
    results,
  };
  return { doc: { version: '2.1.0', $schema: `https://example.com/${fileIndex}`, runs: [run] }, uids };
}
