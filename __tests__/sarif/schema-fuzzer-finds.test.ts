/**
 * What a black-box fuzzer driven by the SARIF schema found (2026-12-07): inputs the engine stopped on with an
 * internal error (exit 70) or wrote with a reference to nothing. Each is a named case here, checked end to end
 * (checkDocument: pass 1, plan, rewrite, output gate) and against the official schema.
 */
import { checkDocument } from '../../src/sarif/check.js';
import { validateLog } from '../../src/sarif/schema-validate.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Doc = any;

const log = (run: object) => ({ version: '2.1.0', runs: [{ tool: { driver: { name: 'T' } }, ...run }] });
const schemaProblems = (doc: unknown) =>
  validateLog(doc, 'out')
    .filter((d) => d.rule !== 'uri-format')
    .map((d) => `${d.pointer}: ${d.message}`);

async function accepted(doc: object): Promise<Doc> {
  const out = await checkDocument(doc);
  expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(out.valid).toBe(true);
  const written = out.documents[0] as Doc;
  expect(schemaProblems(written)).toEqual([]);
  return written.runs[0];
}

describe('a dangling reference left out that leaves two items equal', () => {
  it('run arrays: the two become one, the references to the second following', async () => {
    const run = await accepted(
      log({
        logicalLocations: [{ name: 'f' }, { name: 'f', index: 5 }, { name: 'g', parentIndex: 1 }],
        artifacts: [{ location: { uri: 'a.c' } }, { location: { uri: 'a.c' }, parentIndex: 9 }],
        results: [
          {
            ruleId: 'r',
            message: { text: 'm' },
            locations: [
              {
                physicalLocation: { artifactLocation: { uri: 'a.c', index: 1 } },
                logicalLocations: [{ index: 2 }],
              },
            ],
          },
        ],
      }),
    );
    expect(run.logicalLocations).toEqual([{ name: 'f' }, { name: 'g', parentIndex: 0 }]);
    expect(run.artifacts).toEqual([{ location: { uri: 'a.c' } }]);
    const loc = run.results[0].locations[0];
    expect(loc.physicalLocation.artifactLocation).toEqual({ uri: 'a.c', index: 0 });
    expect(loc.logicalLocations).toEqual([{ index: 1 }]);
  });

  it("a result's own arrays: related locations, stacks and suppressions keep one of each", async () => {
    const at = (index?: number) => ({
      physicalLocation: { artifactLocation: { uri: 'a.c', ...(index === undefined ? {} : { index }) } },
    });
    const run = await accepted(
      log({
        results: [
          {
            ruleId: 'r',
            message: { text: 'm' },
            relatedLocations: [at(), at(3)],
            stacks: [{ frames: [{ location: at() }] }, { frames: [{ location: at(7) }] }],
            suppressions: [
              { kind: 'inSource', location: at() },
              { kind: 'inSource', location: at(2) },
            ],
          },
        ],
      }),
    );
    const r = run.results[0];
    expect(r.relatedLocations).toEqual([at()]);
    expect(r.stacks).toHaveLength(1);
    expect(r.suppressions).toHaveLength(1);
  });
});

describe('indices a 32-bit column could not hold', () => {
  it.each([2147483648, 4294967296, 2 ** 53 - 1, 1e300])(
    'a result index of %d is dangling: warned of and left out',
    async (index) => {
      const out = await checkDocument(
        log({
          artifacts: [{ location: { uri: 'a.c' } }],
          results: [
            {
              ruleId: 'r',
              message: { text: 'm' },
              locations: [{ physicalLocation: { artifactLocation: { uri: 'a.c', index } } }],
            },
          ],
        }),
      );
      expect(out.valid).toBe(true);
      expect(out.diagnostics.map((d) => d.rule)).toContain('dangling-reference');
      const written = (out.documents[0] as Doc).runs[0];
      expect(written.results[0].locations[0].physicalLocation.artifactLocation).toEqual({ uri: 'a.c' });
    },
  );
});

describe("a result's rule named twice", () => {
  const rules = { tool: { driver: { name: 'T', rules: [{ id: 'r' }, { id: 's' }] } } };
  it('ruleIndex and rule.index that differ are refused at /rule/index; equal ones are taken', async () => {
    const refused = await checkDocument({
      version: '2.1.0',
      runs: [{ ...rules, results: [{ ruleIndex: 0, rule: { id: 'r', index: 1 }, message: { text: 'm' } }] }],
    });
    expect(refused.valid).toBe(false);
    const e = refused.diagnostics.find((d) => d.severity === 'error')!;
    expect([e.rule, e.pointer]).toEqual(['rule-reference', '/runs/0/results/0/rule/index']);
    const same = await checkDocument({
      version: '2.1.0',
      runs: [{ ...rules, results: [{ ruleIndex: 1, rule: { index: 1 }, message: { text: 'm' } }] }],
    });
    expect(same.valid).toBe(true);
  });

  it('a ruleIndex of -1 is "absent": rule.index names the rule, and is checked', async () => {
    const out = await checkDocument({
      version: '2.1.0',
      runs: [{ ...rules, results: [{ ruleIndex: -1, rule: { index: 5 }, message: { text: 'm' } }] }],
    });
    expect(out.valid).toBe(false);
    expect(out.diagnostics.find((d) => d.severity === 'error')?.pointer).toBe('/runs/0/results/0/rule/index');
  });
});

describe('a rule in a tool component named, with an index of -1', () => {
  it('is the component its name says: one the run lacks is refused, not an internal error', async () => {
    const out = await checkDocument(
      log({
        results: [
          {
            ruleId: 'r',
            rule: { id: 'r', toolComponent: { name: 'X', index: -1 } },
            message: { text: 'm' },
            locations: [{ physicalLocation: { artifactLocation: { uri: 'a.c', index: 4 } } }],
          },
        ],
      }),
    );
    expect(out.valid).toBe(false);
    const e = out.diagnostics.find((d) => d.severity === 'error')!;
    expect([e.rule, e.pointer]).toEqual(['rule-reference', '/runs/0/results/0/rule/toolComponent']);
  });
});
