/**
 * Every reference the engine writes resolves to the same object as in the input: through merges of runs of one
 * tool and category, through the rules and extensions limits, and around dangling indices. Each test resolves the
 * references of the output by hand (not with the engine's own walker) and compares what they name.
 */
import { checkDocument } from '../../src/sarif/check.js';
import { validateLog } from '../../src/sarif/schema-validate.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Doc = any;

const rule = (id: string, extra: object = {}) => ({ id, shortDescription: { text: id }, ...extra });

/** Two runs of one tool and category, each using every kind of run-level reference. */
function twoRuns(): Doc {
  const runA = {
    tool: {
      driver: {
        name: 'Scanner',
        rules: [
          rule('A1', {
            relationships: [
              { target: { id: 'CWE-79', index: 0, toolComponent: { index: 0 } }, kinds: ['superset'] },
            ],
          }),
          rule('SHARED'),
        ],
        notifications: [{ id: 'N-A', shortDescription: { text: 'n' } }],
      },
    },
    originalUriBaseIds: { SRCROOT: { uri: 'file:///work/a/' } },
    artifacts: [
      { location: { uri: 'src/a.js', uriBaseId: 'SRCROOT', index: 0 } },
      { location: { uri: 'README.md', index: 1 } },
    ],
    logicalLocations: [{ name: 'fa', index: 0 }],
    threadFlowLocations: [{ index: 0, location: { message: { text: 'tfl A' } } }],
    addresses: [{ name: 'addrA', index: 0 }],
    webRequests: [{ index: 0, target: '/a' }],
    webResponses: [{ index: 0, statusCode: 200 }],
    graphs: [{ description: { text: 'graph A' }, nodes: [{ id: 'n1' }] }],
    taxonomies: [{ name: 'CWE', guid: '11111111-1111-4111-8111-111111111111', taxa: [{ id: 'CWE-79' }] }],
    invocations: [
      {
        executionSuccessful: true,
        ruleConfigurationOverrides: [{ descriptor: { index: 1 }, configuration: { level: 'note' } }],
        toolExecutionNotifications: [
          { message: { text: 'about SHARED' }, associatedRule: { index: 1 }, descriptor: { index: 0 } },
        ],
      },
    ],
    results: [
      {
        ruleId: 'A1',
        ruleIndex: 0,
        message: { text: 'a' },
        locations: [
          {
            physicalLocation: { artifactLocation: { uri: 'src/a.js', uriBaseId: 'SRCROOT', index: 0 } },
            logicalLocations: [{ index: 0 }],
          },
        ],
        taxa: [{ id: 'CWE-79', index: 0, toolComponent: { index: 0 } }],
        provenance: { invocationIndex: 0 },
      },
    ],
  };
  const runB = {
    tool: {
      driver: {
        name: 'Scanner',
        rules: [
          rule('B1', {
            relationships: [
              { target: { id: 'CWE-89', index: 0, toolComponent: { index: 1 } }, kinds: ['superset'] },
            ],
          }),
          rule('SHARED'),
        ],
        notifications: [{ id: 'N-B', shortDescription: { text: 'n' } }],
      },
    },
    originalUriBaseIds: { SRCROOT: { uri: 'file:///work/b/' } },
    artifacts: [
      { location: { uri: 'README.md', index: 0 } },
      { location: { uri: 'src/b.js', uriBaseId: 'SRCROOT', index: 1 } },
    ],
    logicalLocations: [{ name: 'fb', index: 0 }],
    threadFlowLocations: [{ index: 0, location: { message: { text: 'tfl B' } } }],
    addresses: [{ name: 'addrB', index: 0 }],
    webRequests: [{ index: 0, target: '/b' }],
    webResponses: [{ index: 0, statusCode: 500 }],
    graphs: [{ description: { text: 'graph B' }, nodes: [{ id: 'm1' }] }],
    taxonomies: [
      { name: 'OWASP', guid: '22222222-2222-4222-8222-222222222222', taxa: [{ id: 'A03' }] },
      {
        name: 'CWE',
        guid: '11111111-1111-4111-8111-111111111111',
        taxa: [{ id: 'CWE-89' }, { id: 'CWE-79' }],
      },
    ],
    invocations: [
      {
        executionSuccessful: false,
        ruleConfigurationOverrides: [{ descriptor: { index: 0 }, configuration: { level: 'error' } }],
        toolExecutionNotifications: [
          { message: { text: 'about B1' }, associatedRule: { index: 0 }, descriptor: { index: 0 } },
        ],
      },
    ],
    results: [
      {
        ruleId: 'SHARED',
        ruleIndex: 1,
        message: { text: 'b' },
        analysisTarget: { uri: 'src/b.js', uriBaseId: 'SRCROOT', index: 1 },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'README.md', index: 0 },
              address: { index: 0 },
            },
            logicalLocations: [{ index: 0 }],
          },
        ],
        codeFlows: [{ threadFlows: [{ locations: [{ index: 0 }] }] }],
        graphTraversals: [{ runGraphIndex: 0 }],
        webRequest: { index: 0 },
        webResponse: { index: 0 },
        taxa: [
          { id: 'CWE-79', index: 1, toolComponent: { index: 1 } },
          { id: 'A03', index: 0, toolComponent: { index: 0 } },
        ],
        provenance: { invocationIndex: 0 },
      },
    ],
  };
  return { version: '2.1.0', runs: [runA, runB] };
}

/** The component a reference's toolComponent names: the driver by default, else an item of `array`. */
function component(run: Doc, ref: Doc, array: 'extensions' | 'taxonomies'): Doc {
  const tc = ref.toolComponent;
  if (!tc) return run.tool.driver;
  const list = array === 'extensions' ? run.tool.extensions : run.taxonomies;
  return list[tc.index];
}

function schemaProblems(doc: Doc): string[] {
  return validateLog(doc, 'out')
    .filter((d) => d.rule !== 'uri-format')
    .map((d) => `${d.pointer}: ${d.message}`);
}

describe('merging two runs of one tool and category', () => {
  it('keeps every reference pointing at the same object', async () => {
    const out = await checkDocument(twoRuns());
    expect(out.valid).toBe(true);
    expect(out.documents).toHaveLength(1);
    const doc = out.documents[0] as Doc;
    expect(schemaProblems(doc)).toEqual([]);
    expect(doc.runs).toHaveLength(1);
    const run = doc.runs[0];
    const [a, b] = run.results;

    // Rules: deduplicated by id; results, overrides and notifications follow.
    expect(run.tool.driver.rules.map((r: Doc) => r.id)).toEqual(['A1', 'SHARED', 'B1']);
    expect(run.tool.driver.rules[a.ruleIndex].id).toBe('A1');
    expect(run.tool.driver.rules[b.ruleIndex].id).toBe('SHARED');
    const [invA, invB] = run.invocations;
    expect(invB.executionSuccessful).toBe(false);
    expect(run.tool.driver.rules[invA.ruleConfigurationOverrides[0].descriptor.index].id).toBe('SHARED');
    expect(run.tool.driver.rules[invB.ruleConfigurationOverrides[0].descriptor.index].id).toBe('B1');
    expect(run.tool.driver.rules[invA.toolExecutionNotifications[0].associatedRule.index].id).toBe('SHARED');
    expect(run.tool.driver.rules[invB.toolExecutionNotifications[0].associatedRule.index].id).toBe('B1');
    expect(run.tool.driver.notifications[invB.toolExecutionNotifications[0].descriptor.index].id).toBe('N-B');

    // Taxonomies deduplicated by guid, their taxa by id; relationships and result taxa follow.
    expect(run.taxonomies.map((t: Doc) => t.name)).toEqual(['CWE', 'OWASP']);
    const target = (r: Doc) => {
      const t = r.relationships[0].target;
      return component(run, t, 'taxonomies').taxa[t.index].id;
    };
    expect(target(run.tool.driver.rules.find((r: Doc) => r.id === 'A1'))).toBe('CWE-79');
    expect(target(run.tool.driver.rules.find((r: Doc) => r.id === 'B1'))).toBe('CWE-89');
    expect(b.taxa.map((t: Doc) => component(run, t, 'taxonomies').taxa[t.index].id)).toEqual([
      'CWE-79',
      'A03',
    ]);
    expect(a.taxa.map((t: Doc) => component(run, t, 'taxonomies').taxa[t.index].id)).toEqual(['CWE-79']);

    // Artifacts: README.md once; the two SRCROOTs are kept apart by renaming the second.
    expect(run.originalUriBaseIds).toEqual({
      SRCROOT: { uri: 'file:///work/a/' },
      SRCROOT_2: { uri: 'file:///work/b/' },
    });
    expect(run.artifacts.map((x: Doc) => [x.location.uri, x.location.uriBaseId ?? null])).toEqual([
      ['src/a.js', 'SRCROOT'],
      ['README.md', null],
      ['src/b.js', 'SRCROOT_2'],
    ]);
    run.artifacts.forEach((x: Doc, i: number) => expect(x.location.index).toBe(i));
    const art = (loc: Doc) => run.artifacts[loc.index].location;
    expect(art(a.locations[0].physicalLocation.artifactLocation).uri).toBe('src/a.js');
    expect(art(b.locations[0].physicalLocation.artifactLocation).uri).toBe('README.md');
    expect(b.analysisTarget).toEqual({ uri: 'src/b.js', uriBaseId: 'SRCROOT_2', index: 2 });

    // The other run arrays are concatenated and every index follows.
    expect(run.logicalLocations[b.locations[0].logicalLocations[0].index].name).toBe('fb');
    expect(run.logicalLocations[a.locations[0].logicalLocations[0].index].name).toBe('fa');
    run.logicalLocations.forEach((l: Doc, i: number) => expect(l.index).toBe(i));
    expect(run.addresses[b.locations[0].physicalLocation.address.index].name).toBe('addrB');
    expect(run.webRequests[b.webRequest.index].target).toBe('/b');
    expect(run.webResponses[b.webResponse.index].statusCode).toBe(500);
    expect(run.graphs[b.graphTraversals[0].runGraphIndex].description.text).toBe('graph B');
    expect(
      run.threadFlowLocations[b.codeFlows[0].threadFlows[0].locations[0].index].location.message.text,
    ).toBe('tfl B');
    expect(run.invocations[b.provenance.invocationIndex].executionSuccessful).toBe(false);
    expect(run.invocations[a.provenance.invocationIndex].executionSuccessful).toBe(true);

    // The report says what happened, and a warning names the renamed base.
    const report = out.report.runs[0];
    expect(report.sources).toHaveLength(2);
    expect(report.renamedBaseIds).toEqual([
      { file: 'input.sarif', run: 1, from: 'SRCROOT', to: 'SRCROOT_2' },
    ]);
    expect(report.references!.remapped).toBeGreaterThan(10);
    expect(out.diagnostics.map((d) => d.rule).sort()).toEqual(['run-key', 'run-merge']);
  });

  it('deduplicates identical artifacts of a real two-run CodeQL-style file', async () => {
    const doc = twoRuns();
    for (const r of doc.runs) r.artifacts = [{ location: { uri: 'same.js', index: 0 } }];
    for (const r of doc.runs)
      r.results[0].locations[0].physicalLocation.artifactLocation = { uri: 'same.js', index: 0 };
    delete doc.runs[1].results[0].analysisTarget;
    const out = await checkDocument(doc);
    const run = (out.documents[0] as Doc).runs[0];
    expect(run.artifacts).toEqual([{ location: { uri: 'same.js', index: 0 } }]);
    for (const r of run.results) expect(r.locations[0].physicalLocation.artifactLocation.index).toBe(0);
    expect(schemaProblems(out.documents[0])).toEqual([]);
  });
});

describe('trimming rules and extensions', () => {
  it('above the rules limit: kept rules are remapped everywhere, references to dropped ones removed', async () => {
    const rules = ['R0', 'R1', 'R2', 'R3', 'R4'].map((id) => rule(id));
    const doc = {
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'T', rules } },
          invocations: [
            {
              executionSuccessful: true,
              ruleConfigurationOverrides: [
                { descriptor: { index: 3 }, configuration: { level: 'note' } }, // R3: kept
                { descriptor: { index: 1 }, configuration: { level: 'note' } }, // R1: dropped
              ],
              toolConfigurationNotifications: [
                { message: { text: 'on R3' }, associatedRule: { index: 3 } },
                { message: { text: 'on R2' }, associatedRule: { index: 2 } },
              ],
            },
          ],
          results: [
            { ruleId: 'R3', ruleIndex: 3, message: { text: 'x' } },
            { ruleId: 'R4', ruleIndex: 4, message: { text: 'y' } },
          ],
        },
      ],
    };
    const out = await checkDocument(doc, { limits: { rulesPerRun: 3 } });
    const run = (out.documents[0] as Doc).runs[0];
    expect(run.tool.driver.rules.map((r: Doc) => r.id)).toEqual(['R3', 'R4']);
    for (const r of run.results) expect(run.tool.driver.rules[r.ruleIndex].id).toBe(r.ruleId);
    const inv = run.invocations[0];
    expect(inv.ruleConfigurationOverrides).toEqual([
      { descriptor: { index: 0 }, configuration: { level: 'note' } },
    ]);
    expect(inv.toolConfigurationNotifications).toEqual([
      { message: { text: 'on R3' }, associatedRule: { index: 0 } },
      { message: { text: 'on R2' } },
    ]);
    const report = out.report.runs[0];
    expect(report.dropped.rules).toBe(3);
    expect(report.references!.removed).toEqual({ rules: 2 });
    expect(schemaProblems(out.documents[0])).toEqual([]);
  });

  it('above the rules limit: a reference by id or guid alone to a dropped rule goes with it, to a kept one stays', async () => {
    const doc = {
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: 'T',
              rules: [
                rule('R0', { relationships: [{ target: { id: 'R3' } }, { target: { id: 'R1' } }] }),
                rule('R1', { guid: '11111111-1111-4111-8111-111111111111' }),
                rule('R2'),
                rule('R3'),
              ],
            },
          },
          invocations: [
            {
              executionSuccessful: true,
              ruleConfigurationOverrides: [
                {
                  descriptor: { guid: '11111111-1111-4111-8111-111111111111' },
                  configuration: { level: 'note' },
                },
                { descriptor: { id: 'R3' }, configuration: { level: 'note' } },
              ],
            },
          ],
          results: [
            { ruleId: 'R0', ruleIndex: 0, message: { text: 'x' } },
            { ruleId: 'R1', ruleIndex: 1, message: { text: 'y' } },
          ],
        },
      ],
    };
    const out = await checkDocument(doc, { limits: { rulesPerRun: 2 } });
    const run = (out.documents[0] as Doc).runs[0];
    expect(run.tool.driver.rules.map((r: Doc) => r.id)).toEqual(['R0', 'R1']);
    // R3 is gone: the relationship and the override naming it by id go too; the ones naming R1 stay as written.
    expect(run.tool.driver.rules[0].relationships).toEqual([{ target: { id: 'R1' } }]);
    expect(run.invocations[0].ruleConfigurationOverrides).toEqual([
      { descriptor: { guid: '11111111-1111-4111-8111-111111111111' }, configuration: { level: 'note' } },
    ]);
    expect(schemaProblems(out.documents[0])).toEqual([]);
  });

  it('above the extensions limit: references into kept extensions follow, into dropped ones are removed', async () => {
    const ext = (name: string) => ({ name, rules: [rule(`${name}/r`)] });
    const doc = {
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'T' }, extensions: [ext('e0'), ext('e1'), ext('e2'), ext('e3')] },
          invocations: [
            {
              executionSuccessful: true,
              ruleConfigurationOverrides: [
                { descriptor: { index: 0, toolComponent: { index: 2 } }, configuration: { enabled: false } },
                { descriptor: { index: 0, toolComponent: { index: 1 } }, configuration: { enabled: false } },
              ],
              toolExecutionNotifications: [
                { message: { text: 'e2' }, associatedRule: { index: 0, toolComponent: { index: 2 } } },
                { message: { text: 'e0' }, associatedRule: { index: 0, toolComponent: { index: 0 } } },
              ],
            },
          ],
          results: [
            { ruleId: 'e2/r', rule: { index: 0, toolComponent: { index: 2 } }, message: { text: 'x' } },
            { ruleId: 'e3/r', rule: { index: 0, toolComponent: { index: 3 } }, message: { text: 'y' } },
          ],
        },
      ],
    };
    const out = await checkDocument(doc, { limits: { extensionsPerRun: 2 } });
    const run = (out.documents[0] as Doc).runs[0];
    expect(run.tool.extensions.map((e: Doc) => e.name)).toEqual(['e2', 'e3']);
    for (const r of run.results) {
      const e = run.tool.extensions[r.rule.toolComponent.index];
      expect(e.rules[r.rule.index].id).toBe(r.ruleId);
    }
    const inv = run.invocations[0];
    expect(inv.ruleConfigurationOverrides).toHaveLength(1);
    expect(run.tool.extensions[inv.ruleConfigurationOverrides[0].descriptor.toolComponent.index].name).toBe(
      'e2',
    );
    expect(
      run.tool.extensions[inv.toolExecutionNotifications[0].associatedRule.toolComponent.index].name,
    ).toBe('e2');
    expect(inv.toolExecutionNotifications[1]).toEqual({ message: { text: 'e0' } });
    expect(out.report.runs[0].dropped.extensions).toBe(2);
    expect(schemaProblems(out.documents[0])).toEqual([]);
  });
});

describe('a result that names its rule by guid alone (§3.52.4)', () => {
  const G = (n: number) => `${n}${n}${n}${n}${n}${n}${n}${n}-1111-4111-8111-111111111111`;
  const scanner = (guids: string[], results: Doc[]) => ({
    tool: {
      driver: {
        name: 'Scanner',
        rules: guids.map((guid, i) =>
          rule(`R${i}`, { guid, properties: { 'security-severity': i === 0 ? '9.8' : '2.0' } }),
        ),
      },
    },
    results,
  });

  it('is ranked by that rule, gets its ruleId, and keeps the rule at the rules limit', async () => {
    const run = scanner(
      [G(1), G(2), G(3)],
      [
        { ruleId: 'R1', message: { text: 'low' } },
        { rule: { guid: G(1) }, message: { text: 'critical' } },
      ],
    );
    const out = await checkDocument(
      { version: '2.1.0', runs: [run] },
      { limits: { resultsPerRun: 1, rulesPerRun: 2 } },
    );
    expect(out.diagnostics.filter((d) => d.rule === 'rule-reference')).toEqual([]);
    const written = (out.documents[0] as Doc).runs[0];
    expect(written.results).toEqual([{ rule: { guid: G(1) }, message: { text: 'critical' }, ruleId: 'R0' }]);
    expect(written.tool.driver.rules.map((r: Doc) => r.id)).toEqual(['R0']);
    expect(schemaProblems(out.documents[0])).toEqual([]);
  });

  it('a guid that names none of the rules is warned about at /rule/guid', async () => {
    const out = await checkDocument({
      version: '2.1.0',
      runs: [scanner([G(1)], [{ rule: { guid: G(9) }, message: { text: 'x' } }])],
    });
    expect(out.diagnostics.map((d) => [d.rule, d.pointer])).toEqual([
      ['rule-reference', '/runs/0/results/0/rule/guid'],
    ]);
  });

  it('merged with a file whose rule of that id has another guid: the reference follows the rule the run keeps', async () => {
    const a = scanner([G(1)], [{ rule: { guid: G(1) }, message: { text: 'a' } }]);
    const b = scanner([G(2)], [{ ruleId: 'R0', rule: { guid: G(2) }, message: { text: 'b' } }]);
    const out = await checkDocument({ version: '2.1.0', runs: [a, b] });
    const run = (out.documents[0] as Doc).runs[0];
    expect(run.tool.driver.rules.map((r: Doc) => r.guid)).toEqual([G(1)]);
    expect(run.results.map((r: Doc) => [r.message.text, r.ruleId, r.rule.guid])).toEqual([
      ['a', 'R0', G(1)],
      ['b', 'R0', G(1)],
    ]);
    const merge = out.diagnostics.find((d) => d.rule === 'run-merge');
    expect(merge?.message).toContain(`guid "${G(1)}" against "${G(2)}"`);
    expect(schemaProblems(out.documents[0])).toEqual([]);
  });
});

describe('dangling indices', () => {
  const doc = () => ({
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'T', rules: [rule('R0')] } },
        invocations: [
          {
            executionSuccessful: true,
            toolExecutionNotifications: [{ message: { text: 'n' }, associatedRule: { index: 7 } }],
          },
        ],
        results: [
          {
            ruleId: 'R0',
            ruleIndex: 0,
            message: { text: 'x' },
            analysisTarget: { uri: 'a.c', index: 3 },
            locations: [
              {
                physicalLocation: { artifactLocation: { uri: 'a.c', index: 0 }, address: { index: 2 } },
                logicalLocations: [{ name: 'f', index: 4 }],
              },
            ],
            codeFlows: [
              { threadFlows: [{ locations: [{ index: 5, location: { message: { text: 's' } } }] }] },
            ],
            graphTraversals: [{ runGraphIndex: 1 }],
            webRequest: { index: 0 },
            provenance: { invocationIndex: 9 },
            taxa: [{ id: 'CWE-1', index: 0, toolComponent: { index: 0 } }],
          },
        ],
      },
    ],
  });

  it('each kind is a warning with pointer, line and column; the upload leaves it out', async () => {
    const out = await checkDocument(doc());
    expect(out.valid).toBe(true);
    const dangling = out.diagnostics.filter((d) => d.rule === 'dangling-reference');
    expect(dangling.map((d) => d.pointer).sort()).toEqual(
      [
        '/runs/0/invocations/0/toolExecutionNotifications/0/associatedRule',
        '/runs/0/results/0/analysisTarget/index',
        '/runs/0/results/0/codeFlows/0/threadFlows/0/locations/0/index',
        '/runs/0/results/0/graphTraversals/0/runGraphIndex',
        '/runs/0/results/0/locations/0/logicalLocations/0/index',
        '/runs/0/results/0/locations/0/physicalLocation/address/index',
        '/runs/0/results/0/locations/0/physicalLocation/artifactLocation/index',
        '/runs/0/results/0/provenance/invocationIndex',
        '/runs/0/results/0/taxa/0',
        '/runs/0/results/0/webRequest/index',
      ].sort(),
    );
    for (const d of dangling) {
      expect(d.severity).toBe('warning');
      expect(d.line).toBe(1);
      expect(d.column).toBeGreaterThan(1);
    }
    const artifact = dangling.find((d) => d.pointer.endsWith('artifactLocation/index'))!;
    expect(artifact.message).toBe('index 0 points past the end of run.artifacts (absent or empty)');

    const run = (out.documents[0] as Doc).runs[0];
    const r = run.results[0];
    expect(r.analysisTarget).toEqual({ uri: 'a.c' });
    expect(r.locations[0].physicalLocation).toEqual({ artifactLocation: { uri: 'a.c' }, address: {} });
    expect(r.locations[0].logicalLocations).toEqual([{ name: 'f' }]);
    expect(r.codeFlows[0].threadFlows[0].locations[0]).toEqual({ location: { message: { text: 's' } } });
    expect(r.graphTraversals).toEqual([]);
    expect(r.webRequest).toEqual({});
    expect(r.provenance).toEqual({});
    expect(r.taxa).toEqual([]);
    expect(run.invocations[0].toolExecutionNotifications[0]).toEqual({ message: { text: 'n' } });
    expect(schemaProblems(out.documents[0])).toEqual([]);
  });

  it('a rule index out of range stays an error: nothing is written', async () => {
    const d = doc();
    d.runs[0].results[0].ruleIndex = 4;
    const out = await checkDocument(d);
    expect(out.valid).toBe(false);
    expect(out.uploads).toEqual([]);
    expect(out.diagnostics.find((x) => x.severity === 'error')!.pointer).toBe('/runs/0/results/0/ruleIndex');
  });
});

describe('relationships to taxa a tool defines itself (as Qodana writes them)', () => {
  /**
   * Qodana's shape (DOMjudge/domjudge, qodana.sarif.json): the driver has no rules and 92 `taxa` (categories); each
   * rule of an extension names its category as `{id, index, toolComponent: {name: <the driver>}}`.
   */
  const qodana = (taxa: string[], driverRules: Doc[] = [], category = 'c'): Doc => ({
    tool: {
      driver: { name: 'QDJS', rules: driverRules, taxa: taxa.map((id) => ({ id, name: id })) },
      extensions: [
        {
          name: 'com.jetbrains.js',
          rules: ['JSUnused', 'JSUndeclared', 'JSHint'].map((id, k) =>
            rule(id, {
              relationships: [
                {
                  target: {
                    id: ['General', 'JavaScript', 'Code style'][k],
                    index: k,
                    toolComponent: { name: 'QDJS' },
                  },
                  kinds: ['superset'],
                },
              ],
            }),
          ),
        },
      ],
    },
    automationDetails: { id: `${category}/` },
    results: [
      {
        ruleId: 'JSUnused',
        rule: { id: 'JSUnused', index: 0, toolComponent: { index: 0 } },
        message: { text: 'u' },
      },
    ],
  });
  const categories = ['General', 'JavaScript', 'Code style'];
  /** Each extension rule's relationship target, resolved by hand: the driver's taxon it names (or the rule). */
  const targets = (run: Doc) =>
    run.tool.extensions[0].rules.map((r: Doc) => {
      const t = r.relationships[0].target;
      expect(t.toolComponent).toEqual({ name: 'QDJS' });
      return [r.id, t.id, run.tool.driver.taxa[t.index]?.id];
    });

  it('are kept, each pointing at its taxon: not taken for rules of the driver and dropped as dangling', async () => {
    const out = await checkDocument({ version: '2.1.0', runs: [qodana(categories)] });
    expect(out.valid).toBe(true);
    expect(out.diagnostics).toEqual([]);
    const run = (out.documents[0] as Doc).runs[0];
    expect(targets(run)).toEqual([
      ['JSUnused', 'General', 'General'],
      ['JSUndeclared', 'JavaScript', 'JavaScript'],
      ['JSHint', 'Code style', 'Code style'],
    ]);
    expect(out.report.runs[0].references).toEqual({ remapped: 0, removed: {} });
  });

  it('a driver that has rules too: the id says taxon, so no rule is put in its place', async () => {
    const out = await checkDocument({ version: '2.1.0', runs: [qodana(categories, [rule('DriverRule')])] });
    expect(out.diagnostics).toEqual([]);
    expect(targets((out.documents[0] as Doc).runs[0])).toEqual([
      ['JSUnused', 'General', 'General'],
      ['JSUndeclared', 'JavaScript', 'JavaScript'],
      ['JSHint', 'Code style', 'Code style'],
    ]);
  });

  it('merged with a run whose driver lists the taxa in another order: each target follows its taxon', async () => {
    const second = qodana(['Code style', 'Security', 'JavaScript', 'General']);
    // The same rules, their relationships indexing this run's own order.
    second.tool.extensions[0].rules.forEach((r: Doc) => {
      const t = r.relationships[0].target;
      t.index = second.tool.driver.taxa.findIndex((x: Doc) => x.id === t.id);
    });
    second.results[0].message.text = 'second';
    const out = await checkDocument({ version: '2.1.0', runs: [qodana(categories), second] });
    expect(out.valid).toBe(true);
    expect(out.diagnostics.filter((d) => d.rule === 'dangling-reference')).toEqual([]);
    const run = (out.documents[0] as Doc).runs[0];
    expect(run.tool.driver.taxa.map((t: Doc) => t.id)).toEqual([...categories, 'Security']);
    expect(targets(run)).toEqual([
      ['JSUnused', 'General', 'General'],
      ['JSUndeclared', 'JavaScript', 'JavaScript'],
      ['JSHint', 'Code style', 'Code style'],
    ]);
    expect(run.results.map((r: Doc) => r.message.text)).toEqual(['u', 'second']);
    expect(schemaProblems(out.documents[0])).toEqual([]);
  });

  it('a relationship whose id names a rule stays a rule reference; one naming nothing is dangling, as before', async () => {
    const doc = qodana(categories, [rule('R0'), rule('R1')]);
    const rules = doc.tool.driver.rules;
    // R1 → R0 (index 0 of the driver's rules; the driver's taxa[0] is "General", not its target).
    rules[1].relationships = [{ target: { id: 'R0', index: 0 }, kinds: ['relevant'] }];
    // R0 → an id in neither array, at an index past the rules: dangling.
    rules[0].relationships = [{ target: { id: 'gone', index: 2 }, kinds: ['relevant'] }];
    const out = await checkDocument({ version: '2.1.0', runs: [doc] });
    expect(out.diagnostics.map((d) => [d.rule, d.pointer])).toEqual([
      ['dangling-reference', '/runs/0/tool/driver/rules/0/relationships/0/target'],
    ]);
    const run = (out.documents[0] as Doc).runs[0];
    expect(run.tool.driver.rules[1].relationships[0].target).toEqual({ id: 'R0', index: 0 });
    expect(run.tool.driver.rules[0].relationships).toEqual([]);
    expect(targets(run).map((t: string[]) => t[2])).toEqual(categories);
  });
});

describe("taxa of the tool's own extensions, named by the extension's index (CodeQL's data-extension models)", () => {
  /**
   * CodeQL 2.23 (fgcom's C++ analysis): `tool.extensions[1]` (codeql/cpp-all) holds the data-extension models as
   * `taxa`; a thread-flow step a model explains names it as `{index, toolComponent: {index: 1}}`, and the run has no
   * `taxonomies`.
   */
  const codeql = (packs: string[], text: string): Doc => {
    const ext = (name: string) =>
      name === 'codeql/cpp-queries'
        ? { name, version: '1.4.0' }
        : { name, taxa: [{ id: 'ext/std.vector.model.yml/0/37' }, { id: 'ext/std.array.model.yml/0/3' }] };
    const models = packs.indexOf('codeql/cpp-all');
    const step = (taxon: number, line: number) => ({
      location: { physicalLocation: { artifactLocation: { uri: 'a.cpp' }, region: { startLine: line } } },
      taxa: [
        { index: taxon, toolComponent: { index: models }, properties: { 'CodeQL/DataflowRole': 'step' } },
      ],
    });
    return {
      tool: { driver: { name: 'CodeQL', rules: [rule('cpp/tainted')] }, extensions: packs.map(ext) },
      // The rule by id only: nothing but the steps' taxa makes the result one to rewrite when the packs move.
      results: [
        {
          ruleId: 'cpp/tainted',
          message: { text },
          codeFlows: [{ threadFlows: [{ locations: [step(0, 1), step(1, 2)] }] }],
        },
      ],
    };
  };
  /** Each step's taxon, resolved by hand: the extension the reference names, its taxon. */
  const models = (run: Doc) =>
    run.results.map((r: Doc) =>
      r.codeFlows[0].threadFlows[0].locations.map((l: Doc) => {
        const t = l.taxa[0];
        return run.tool.extensions[t.toolComponent.index].taxa[t.index].id;
      }),
    );
  const steps = ['ext/std.vector.model.yml/0/37', 'ext/std.array.model.yml/0/3'];

  it('are kept, pointing at the taxon: not taken for a taxonomy the run lacks and dropped as dangling', async () => {
    const out = await checkDocument({
      version: '2.1.0',
      runs: [codeql(['codeql/cpp-queries', 'codeql/cpp-all'], 'a')],
    });
    expect(out.valid).toBe(true);
    expect(out.diagnostics).toEqual([]);
    expect(models((out.documents[0] as Doc).runs[0])).toEqual([steps]);
  });

  it('merged with a run that lists the packs in the other order: each step follows its extension', async () => {
    const out = await checkDocument({
      version: '2.1.0',
      runs: [
        codeql(['codeql/cpp-queries', 'codeql/cpp-all'], 'a'),
        codeql(['codeql/cpp-all', 'codeql/cpp-queries'], 'b'),
      ],
    });
    expect(out.valid).toBe(true);
    expect(out.diagnostics.filter((d) => d.rule === 'dangling-reference')).toEqual([]);
    const run = (out.documents[0] as Doc).runs[0];
    expect(run.tool.extensions.map((e: Doc) => e.name)).toEqual(['codeql/cpp-queries', 'codeql/cpp-all']);
    expect(models(run)).toEqual([steps, steps]);
    expect(schemaProblems(out.documents[0])).toEqual([]);
  });

  it('an index that names neither a taxonomy nor an extension holding taxa is still dangling', async () => {
    const doc = codeql(['codeql/cpp-queries', 'codeql/cpp-all'], 'a');
    doc.results[0].codeFlows[0].threadFlows[0].locations[0].taxa[0].toolComponent.index = 0; // the queries pack
    const out = await checkDocument({ version: '2.1.0', runs: [doc] });
    expect(out.diagnostics.map((d) => [d.rule, d.pointer])).toEqual([
      ['dangling-reference', '/runs/0/results/0/codeFlows/0/threadFlows/0/locations/0/taxa/0'],
    ]);
  });
});

describe("relationships to an extension's rules, by the extension's index (§3.54.2)", () => {
  /** Extensions in the order given; the driver's rule R1 related to rule X1 of extension B, by index. */
  const run = (extensions: string[], taxonomies: string[], text: string): Doc => ({
    tool: {
      driver: {
        name: 'Tool',
        rules: [
          rule('R1', {
            relationships: [
              {
                target: { id: 'X1', index: 0, toolComponent: { index: extensions.indexOf('B') } },
                kinds: ['relevant'],
              },
            ],
          }),
        ],
      },
      extensions: extensions.map((name) => ({ name, rules: [rule(name === 'B' ? 'X1' : `${name}-rule`)] })),
    },
    ...(taxonomies.length > 0
      ? { taxonomies: taxonomies.map((name) => ({ name, taxa: [{ id: `${name}-1` }] })) }
      : {}),
    results: [{ ruleId: 'R1', message: { text } }],
  });
  /** What each relationship of the output names, resolved by hand: the extension's name and its rule's id. */
  const targets = (out: Doc) =>
    out.tool.driver.rules.flatMap((r: Doc) =>
      (r.relationships ?? []).map((rel: Doc) => {
        const ext = out.tool.extensions[rel.target.toolComponent.index];
        return `${ext.name}/${ext.rules[rel.target.index].id}`;
      }),
    );

  it('are kept in a run without taxonomies, not dropped as dangling', async () => {
    const out = await checkDocument({ version: '2.1.0', runs: [run(['A', 'B'], [], 'a')] });
    expect(out.diagnostics.filter((d) => d.rule === 'dangling-reference')).toEqual([]);
    expect(targets((out.documents[0] as Doc).runs[0])).toEqual(['B/X1']);
  });

  it('merged with a run whose extensions and taxonomies are in another order: the target follows its extension', async () => {
    const out = await checkDocument({
      version: '2.1.0',
      runs: [run(['A', 'B'], ['TX'], 'a'), run(['C', 'B', 'A'], ['TY', 'TX'], 'b')],
    });
    expect(out.valid).toBe(true);
    expect(out.diagnostics.filter((d) => d.rule === 'dangling-reference')).toEqual([]);
    const merged = (out.documents[0] as Doc).runs;
    expect(merged).toHaveLength(1);
    expect(targets(merged[0])).toEqual(['B/X1']);
    expect(schemaProblems(out.documents[0])).toEqual([]);
  });
});

describe('unique arrays', () => {
  it('repeated rule tags are warned about and written once', async () => {
    const doc = {
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: 'T',
              rules: [rule('R', { properties: { tags: ['security', 'a', 'security'] } })],
            },
          },
          newlineSequences: ['\r\n', '\n', '\r\n'],
          results: [{ ruleId: 'R', message: { text: 'x' }, properties: { tags: ['t', 't'] } }],
        },
      ],
    };
    const out = await checkDocument(doc);
    expect(out.diagnostics.filter((d) => d.rule === 'unique-items').length).toBeGreaterThanOrEqual(2);
    const run = (out.documents[0] as Doc).runs[0];
    expect(run.tool.driver.rules[0].properties.tags).toEqual(['security', 'a']);
    expect(run.newlineSequences).toEqual(['\r\n', '\n']);
    expect(run.results[0].properties.tags).toEqual(['t']);
    expect(out.report.runs[0].duplicatesRemoved).toBe(2);
    expect(schemaProblems(out.documents[0])).toEqual([]);
  });
});

describe('messages given by id', () => {
  const doc = (id: string) => ({
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'T',
            globalMessageStrings: { global: { text: 'from the tool: {0}' } },
            rules: [rule('R', { messageStrings: { default: { text: "'{0}' flows to {1} {{literally}}" } } })],
          },
        },
        results: [{ ruleId: 'R', ruleIndex: 0, message: { id, arguments: ['input', 'eval()'] } }],
      },
    ],
  });

  it('renders the rule message string with its arguments', async () => {
    const out = await checkDocument(doc('default'));
    expect(out.valid).toBe(true);
    const result = (out.documents[0] as Doc).runs[0].results[0];
    expect(result.message.text).toBe("'input' flows to eval() {literally}");
    // The text is the message now: a reader would fill "{literally}"-like placeholders from the arguments again,
    // and the id may name a string the upload's rule lacks (found by an outside audit).
    expect(result.message).toEqual({ text: "'input' flows to eval() {literally}" });
    expect(out.report.runs[0].messagesRendered).toBe(1);
  });

  it('a rendered {{0}} is not filled again: the arguments are not in the upload', async () => {
    const input = doc('default');
    (input.runs[0].tool.driver.rules[0] as Doc).messageStrings.default.text =
      'write {{0}} to pass {0} through';
    input.runs[0].results[0].message.arguments = ['printf', 'x'];
    const out = await checkDocument(input);
    expect((out.documents[0] as Doc).runs[0].results[0].message).toEqual({
      text: 'write {0} to pass printf through',
    });
  });

  it("falls back to the component's global message strings", async () => {
    const out = await checkDocument(doc('global'));
    expect((out.documents[0] as Doc).runs[0].results[0].message.text).toBe('from the tool: input');
  });

  it('an id that resolves nowhere is an error', async () => {
    const out = await checkDocument(doc('nope'));
    expect(out.valid).toBe(false);
    const e = out.diagnostics.find((d) => d.severity === 'error')!;
    expect([e.rule, e.pointer]).toEqual(['result-message', '/runs/0/results/0/message/id']);
  });
});

describe('documents that are not SARIF', () => {
  it('{} is invalid, with a line and column', async () => {
    const out = await checkDocument({});
    expect(out.valid).toBe(false);
    expect(out.uploads).toEqual([]);
    const e = out.diagnostics.find((d) => d.severity === 'error')!;
    expect(e.message).toBe('the log is missing required properties "version", "runs"');
    expect([e.line, e.column]).toEqual([1, 1]);
  });

  it('runs: [] is a warning: nothing to upload', async () => {
    const out = await checkDocument({ version: '2.1.0', runs: [] });
    expect(out.valid).toBe(true);
    expect(out.uploads).toEqual([]);
    expect(out.diagnostics.map((d) => [d.severity, d.rule])).toEqual([['warning', 'empty']]);
  });
});

describe('the output gate', () => {
  it('stops on run data that fails the schema or holds a reference to nothing, naming the problem', async () => {
    const { gateRun, OutputGateError } = await import('../../src/sarif/output-gate.js');
    const { runSpace } = await import('../../src/sarif/references.js');
    const dangling: Doc = {
      tool: { driver: { name: 'T', rules: [rule('R')] } },
      invocations: [
        {
          executionSuccessful: true,
          toolExecutionNotifications: [{ message: { text: 'n' }, associatedRule: { index: 3 } }],
        },
      ],
    };
    expect(() => gateRun(dangling, runSpace(dangling), 'run "T"')).toThrow(OutputGateError);
    expect(() => gateRun(dangling, runSpace(dangling), 'run "T"')).toThrow(
      /run "T"\/invocations\/0\/toolExecutionNotifications\/0\/associatedRule: index 3 points past the end of tool\.driver\.rules \(1 items\).*This is a bug in sarif-pipeline/,
    );
    const repeated: Doc = { tool: { driver: { name: 'T' } }, newlineSequences: ['\n', '\n'] };
    expect(() => gateRun(repeated, runSpace(repeated), 'run "T"')).toThrow(/must not repeat items/);
    const fine: Doc = { tool: { driver: { name: 'T', rules: [rule('R')] } } };
    expect(() => gateRun(fine, runSpace(fine), 'run "T"')).not.toThrow();
    // Where it is may be said by an object, asked only when the gate fails (pass 2 names each result so).
    let asked = 0;
    const place = { toString: () => (asked++, 'run "T" from f.sarif#0, result 4') };
    gateRun(fine, runSpace(fine), place);
    expect(asked).toBe(0);
    expect(() => gateRun(dangling, runSpace(dangling), place)).toThrow(
      /^the upload .*\(run "T" from f\.sarif#0, result 4\/invocations/,
    );
    expect(asked).toBe(1);
  });
});
