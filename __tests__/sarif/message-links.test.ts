/**
 * Links inside messages (SARIF §3.11.6, `[text](sarif:/runs/0/results/3)`) keep naming what they named in their
 * file through merges, trims and splits: each link of the upload is resolved here by evaluating its JSON pointer in
 * the upload (not with the engine's code) and compared with what the input's pointer named in the input.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { check, checkDocument } from '../../src/sarif/check.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Doc = any;

const LINK = /\[([^\]]*)\]\(sarif:([^)]*)\)/g;

/** What a JSON pointer names in a document. */
function at(doc: Doc, pointer: string): Doc {
  return pointer
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((v, t) => v?.[t], doc);
}

/** Each link of each result message: its text and what it names (the result's or artifact's own words). */
function linksOf(doc: Doc): [string, string, string][] {
  const named = (v: Doc) => v?.message?.text?.split(' ')[0] ?? v?.location?.uri;
  return doc.runs.flatMap((run: Doc) =>
    run.results.flatMap((r: Doc) =>
      [...String(r.message.text).matchAll(LINK)].map((m) => [
        r.message.text.split(' ')[0],
        m[1],
        named(at(doc, m[2])),
      ]),
    ),
  );
}

const result = (text: string, artifact = 0) => ({
  ruleId: 'R1',
  message: { text },
  locations: [{ physicalLocation: { artifactLocation: { index: artifact } } }],
});
const run = (artifacts: string[], results: Doc[]) => ({
  tool: { driver: { name: 'Scanner', rules: [{ id: 'R1' }] } },
  artifacts: artifacts.map((uri) => ({ location: { uri } })),
  results,
});

describe('links inside messages (sarif: URIs)', () => {
  // Run b links to its own second result, its second artifact and run a's second result.
  const a = () => run(['a.js'], [result('a0'), result('a1 [to a0](sarif:/runs/0/results/0)')]);
  const b = () =>
    run(
      ['b.js', 'c.js'],
      [
        result(
          'b0 [to b1](sarif:/runs/1/results/1), [to c.js](sarif:/runs/1/artifacts/1), [to a1](sarif:/runs/0/results/1)',
          1,
        ),
        result('b1'),
      ],
    );

  it('merged: each link names what it named in the file (the later run moved behind the first)', async () => {
    const input = { version: '2.1.0', runs: [a(), b()] };
    const expected = linksOf(structuredClone(input));
    const out = await checkDocument(input);
    const upload = out.documents[0] as Doc;
    expect(upload.runs).toHaveLength(1);
    expect(linksOf(upload)).toEqual(expected);
    expect(upload.runs[0].results[2].message.text).toBe(
      'b0 [to b1](sarif:/runs/0/results/3), [to c.js](sarif:/runs/0/artifacts/2), [to a1](sarif:/runs/0/results/1)',
    );
  });

  it('trimmed: a link to a result left out becomes its text alone, and the report counts it', async () => {
    const out = await checkDocument({ version: '2.1.0', runs: [a(), b()] }, { limits: { resultsPerRun: 3 } });
    const upload = out.documents[0] as Doc;
    expect(upload.runs[0].results.map((r: Doc) => r.message.text)).toEqual([
      'a0',
      'a1 [to a0](sarif:/runs/0/results/0)',
      'b0 to b1, [to c.js](sarif:/runs/0/artifacts/2), [to a1](sarif:/runs/0/results/1)',
    ]);
    expect(out.report.runs[0].resultReferences!.removed).toEqual({ 'message links': 1 });
  });

  it('a message given by id: the links of its rendered text follow too, merged and trimmed (found by an outside audit)', async () => {
    // Run b's R1 says where the flow goes by a link in its message string, not in the result's bytes.
    const byId = (text: string) => ({
      tool: {
        driver: { name: 'Scanner', rules: [{ id: 'R1', messageStrings: { m: { text } } }] },
      },
      results: [
        { ruleId: 'R1', message: { id: 'm', arguments: ['b0'] } },
        { ruleId: 'R1', message: { text: 'b1' } },
      ],
    });
    const merged = await checkDocument({
      version: '2.1.0',
      runs: [
        run(['a.js'], [result('a0'), result('a1')]),
        byId('{0} flows to [here](sarif:/runs/1/results/1)'),
      ],
    });
    const upload = merged.documents[0] as Doc;
    expect(upload.runs[0].results[2].message).toEqual({
      text: 'b0 flows to [here](sarif:/runs/0/results/3)',
    });
    expect(at(upload, '/runs/0/results/3').message.text).toBe('b1');

    // Trimmed: the second result of three kept, then named where it now is.
    const trimmed = await checkDocument(
      {
        version: '2.1.0',
        runs: [
          {
            tool: {
              driver: {
                name: 'Scanner',
                rules: [
                  { id: 'low', defaultConfiguration: { level: 'note' } },
                  {
                    id: 'R1',
                    messageStrings: { m: { text: '{0} flows to [there](sarif:/runs/0/results/2)' } },
                  },
                ],
              },
            },
            results: [
              { ruleId: 'low', message: { text: 'dropped' } },
              { ruleId: 'R1', message: { id: 'm', arguments: ['b0'] } },
              { ruleId: 'R1', message: { text: 'target' } },
            ],
          },
        ],
      },
      { limits: { resultsPerRun: 2 } },
    );
    const kept = (trimmed.documents[0] as Doc).runs[0].results;
    expect(kept[0].message.text).toBe('b0 flows to [there](sarif:/runs/0/results/1)');
    expect(kept[1].message.text).toBe('target');
  });

  it('merged across files: /runs/0 is each file’s own first run; nested messages follow, a snippet is left alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'links-'));
    try {
      const second = run(['b.js'], [result('b0'), result('b1 [to b0](sarif:/runs/0/results/0)')]);
      second.results[1].relatedLocations = [
        { id: 1, message: { text: 'see [b0](sarif:/runs/0/results/0)' } },
      ];
      second.results[1].locations[0].physicalLocation.region = {
        startLine: 1,
        snippet: { text: 'x = "[b0](sarif:/runs/0/results/0)"' },
      };
      writeFileSync(join(dir, 'a.sarif'), JSON.stringify({ version: '2.1.0', runs: [a()] }));
      writeFileSync(join(dir, 'b.sarif'), JSON.stringify({ version: '2.1.0', runs: [second] }));
      const out = await check([join(dir, 'a.sarif'), join(dir, 'b.sarif')]);
      const upload = JSON.parse(gunzipSync(out.uploads[0].gzip).toString('utf8'));
      const moved = upload.runs[0].results[3];
      expect(moved.message.text).toBe('b1 [to b0](sarif:/runs/0/results/2)');
      expect(moved.relatedLocations[0].message.text).toBe('see [b0](sarif:/runs/0/results/2)');
      expect(moved.locations[0].physicalLocation.region.snippet.text).toBe(
        'x = "[b0](sarif:/runs/0/results/0)"',
      );
      expect(linksOf(upload).map(([, , to]) => to)).toEqual(['a0', 'b0']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a link to a rule follows the rule where the rules limit renumbers it, and goes with it when it is left out', async () => {
    const doc = run(
      ['a.js'],
      [
        result(
          'a0 [rule R2](sarif:/runs/0/tool/driver/rules/2), [rule R1](sarif:/runs/0/tool/driver/rules/1)',
        ),
      ],
    );
    doc.tool.driver.rules = [{ id: 'R0' }, { id: 'R1' }, { id: 'R2' }];
    doc.results[0].ruleId = 'R2';
    (doc.results as Doc[]).push({ ...result('a1'), ruleId: 'R0' });
    const out = await checkDocument({ version: '2.1.0', runs: [doc] }, { limits: { rulesPerRun: 2 } });
    const upload = out.documents[0] as Doc;
    expect(upload.runs[0].tool.driver.rules.map((r: Doc) => r.id)).toEqual(['R0', 'R2']);
    expect(upload.runs[0].results[0].message.text).toBe(
      'a0 [rule R2](sarif:/runs/0/tool/driver/rules/1), rule R1',
    );
  });

  it('nothing moved: the results are copied byte for byte, links and all', async () => {
    const input = { version: '2.1.0', runs: [a()] };
    const out = await checkDocument(input);
    const text = gunzipSync(out.uploads[0].gzip).toString('utf8');
    expect(text).toContain(JSON.stringify(input.runs[0].results[1]));
    expect(out.report.runs[0].resultReferences!.remapped).toBe(0);
  });
});

describe('links inside the run’s own messages (notifications, artifacts, graphs, automation details)', () => {
  /** A file of one run: results r0..r{n-1}, an invocation whose notification links, an artifact described with one. */
  const fileRun = (name: string, n: number, links: string) => ({
    tool: { driver: { name: 'Scanner', rules: [{ id: 'R1' }] } },
    automationDetails: {
      description: { text: `${name} details, first [${name}0](sarif:/runs/0/results/0)` },
    },
    invocations: [
      {
        executionSuccessful: true,
        toolExecutionNotifications: [{ message: { text: `${name} note: ${links}` } }],
      },
    ],
    artifacts: [{ location: { uri: `${name}.js` }, description: { text: `${name} file: ${links}` } }],
    results: Array.from({ length: n }, (_, i) => result(`${name}${i}`)),
  });

  /** What each link of the run's own messages names in `doc`: [message start, link text, named result's word]. */
  function runLinksOf(doc: Doc): [string, string, string][] {
    const texts: string[] = [];
    for (const run of doc.runs) {
      if (run.automationDetails?.description) texts.push(run.automationDetails.description.text);
      for (const inv of run.invocations ?? [])
        for (const n of inv.toolExecutionNotifications ?? []) texts.push(n.message.text);
      for (const a of run.artifacts ?? []) if (a.description) texts.push(a.description.text);
    }
    return texts.flatMap((t) =>
      [...t.matchAll(LINK)].map((m): [string, string, string] => [
        t.split(' ')[0],
        m[1],
        at(doc, m[2])?.message?.text,
      ]),
    );
  }

  it('merged across files: each file’s notifications and artifacts keep naming its own results', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'run-links-'));
    try {
      const a = fileRun('a', 3, '[a2](sarif:/runs/0/results/2)');
      const b = fileRun('b', 2, '[b1](sarif:/runs/0/results/1)');
      writeFileSync(join(dir, 'a.sarif'), JSON.stringify({ version: '2.1.0', runs: [a] }));
      writeFileSync(join(dir, 'b.sarif'), JSON.stringify({ version: '2.1.0', runs: [b] }));
      const out = await check([join(dir, 'a.sarif'), join(dir, 'b.sarif')]);
      expect(out.valid).toBe(true);
      const upload = JSON.parse(gunzipSync(out.uploads[0].gzip).toString('utf8'));
      expect(upload.runs).toHaveLength(1);
      const run0 = upload.runs[0];
      expect(run0.invocations.map((i: Doc) => i.toolExecutionNotifications[0].message.text)).toEqual([
        'a note: [a2](sarif:/runs/0/results/2)',
        'b note: [b1](sarif:/runs/0/results/4)',
      ]);
      expect(run0.artifacts.map((x: Doc) => x.description.text)).toEqual([
        'a file: [a2](sarif:/runs/0/results/2)',
        'b file: [b1](sarif:/runs/0/results/4)',
      ]);
      // Each link names the result it named in its own file.
      expect(runLinksOf(upload).map(([from, , to]) => [from, to])).toEqual([
        ['a', 'a0'],
        ['a', 'a2'],
        ['b', 'b1'],
        ['a', 'a2'],
        ['b', 'b1'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('merged across files: a taxonomy keeps naming its own file’s results, wherever the merge puts it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'run-links-'));
    try {
      const withTaxonomy = (name: string, n: number) => ({
        ...fileRun(name, n, 'plain'),
        taxonomies: [
          {
            name: `tax-${name}`,
            locations: [
              { uri: `${name}.txt`, description: { text: `${name} [last](sarif:/runs/0/results/${n - 1})` } },
            ],
          },
        ],
      });
      writeFileSync(join(dir, 'a.sarif'), JSON.stringify({ version: '2.1.0', runs: [withTaxonomy('a', 3)] }));
      writeFileSync(join(dir, 'b.sarif'), JSON.stringify({ version: '2.1.0', runs: [withTaxonomy('b', 2)] }));
      const out = await check([join(dir, 'a.sarif'), join(dir, 'b.sarif')]);
      expect(out.valid).toBe(true);
      const upload = JSON.parse(gunzipSync(out.uploads[0].gzip).toString('utf8'));
      const texts = upload.runs[0].taxonomies.map((t: Doc) => t.locations[0].description.text);
      expect(texts).toEqual(['a [last](sarif:/runs/0/results/2)', 'b [last](sarif:/runs/0/results/4)']);
      expect(texts.map((t: string) => at(upload, /sarif:([^)]*)/.exec(t)![1]).message.text)).toEqual([
        'a2',
        'b1',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('merged across files: a rule kept from the second file keeps naming that file’s results, in the driver and in an extension', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'run-links-'));
    try {
      /** A rule whose relationship's description links to result `i` of its file. */
      const rule = (id: string, name: string, i: number) => ({
        id,
        relationships: [
          {
            target: { id: 'CWE-79', toolComponent: { name: 'CWE' } },
            description: { text: `${name}:${id} [seen](sarif:/runs/0/results/${i})` },
          },
        ],
      });
      const withRules = (name: string, n: number, ids: string[]) => {
        const r = fileRun(name, n, 'plain');
        const results = r.results.map((x, i) => ({ ...x, ruleId: ids[i % ids.length] }));
        return {
          ...r,
          tool: {
            driver: { name: 'Scanner', rules: ids.map((id) => rule(id, name, n - 1)) },
            extensions: [{ name: 'pack', rules: ids.map((id) => rule(`pack/${id}`, name, n - 1)) }],
          },
          taxonomies: [{ name: 'CWE', taxa: [{ id: 'CWE-79' }] }],
          results,
        };
      };
      // R1 in both (the first file's kept); R2 only in the second: it lands after R1, and names b's results.
      writeFileSync(
        join(dir, 'a.sarif'),
        JSON.stringify({ version: '2.1.0', runs: [withRules('a', 3, ['R1'])] }),
      );
      writeFileSync(
        join(dir, 'b.sarif'),
        JSON.stringify({ version: '2.1.0', runs: [withRules('b', 2, ['R1', 'R2'])] }),
      );
      const out = await check([join(dir, 'a.sarif'), join(dir, 'b.sarif')]);
      expect(out.valid).toBe(true);
      const upload = JSON.parse(gunzipSync(out.uploads[0].gzip).toString('utf8'));
      expect(upload.runs).toHaveLength(1);
      const { driver, extensions } = upload.runs[0].tool;
      const named = (rules: Doc[]) =>
        rules.map((r: Doc) => {
          const text: string = r.relationships[0].description.text;
          return [text.split(' ')[0], at(upload, /sarif:([^)]*)/.exec(text)![1])?.message?.text];
        });
      // Each rule's link names the last result of the file whose rule was kept (a2, and b1 now at index 4).
      expect(named(driver.rules)).toEqual([
        ['a:R1', 'a2'],
        ['b:R2', 'b1'],
      ]);
      expect(named(extensions[0].rules)).toEqual([
        ['a:pack/R1', 'a2'],
        ['b:pack/R2', 'b1'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('trimmed: a link to a result left out becomes its text, counted in the report; the input is not changed', async () => {
    const input = {
      version: '2.1.0',
      runs: [fileRun('a', 4, '[a3](sarif:/runs/0/results/3), [a1](sarif:/runs/0/results/1)')],
    };
    input.runs[0].results[3].ruleId = 'R1';
    const before = structuredClone(input);
    const out = await checkDocument(input, { limits: { resultsPerRun: 2 } });
    const upload = out.documents[0] as Doc;
    expect(upload.runs[0].results).toHaveLength(2);
    expect(upload.runs[0].invocations[0].toolExecutionNotifications[0].message.text).toBe(
      'a note: a3, [a1](sarif:/runs/0/results/1)',
    );
    expect(out.report.runs[0].resultReferences!.removed).toEqual({ 'message links': 2 });
    expect(input).toEqual(before);
  });

  it('nothing moved: the run’s data is written as it was', async () => {
    const input = { version: '2.1.0', runs: [fileRun('a', 2, '[a1](sarif:/runs/0/results/1)')] };
    const out = await checkDocument(input);
    const upload = out.documents[0] as Doc;
    expect(upload.runs[0].invocations).toEqual(input.runs[0].invocations);
    expect(upload.runs[0].artifacts).toEqual(input.runs[0].artifacts);
  });
});
