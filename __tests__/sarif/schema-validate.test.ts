import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { Diagnostic } from '../../src/sarif/diagnostics.js';
import {
  findDuplicateItems,
  regionEndBeforeStart,
  schemaSha256,
  validateLog as rawValidateLog,
} from '../../src/sarif/generated/sarif-validators.js';
import {
  MAX_SCHEMA_DIAGNOSTICS,
  REQUIRED_HINTS,
  validateLog,
  validateResult,
} from '../../src/sarif/schema-validate.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures/sarif/', import.meta.url));
const load = (name: string): unknown => JSON.parse(readFileSync(fixtures + name, 'utf8'));

/** The fields that matter, without `file` (always the argument) and with undefined hints dropped. */
const brief = (ds: Diagnostic[]) =>
  ds.map(({ severity, rule, pointer, message }) => ({ severity, rule, pointer, message }));

const VALID = [
  'bandit-python-1result.sarif',
  'checkov-terraform-27results.sarif',
  'codeql-java-62extensions-secsev.sarif',
  'eslint-simple-example.sarif',
  'fortify-452results-codeflows.sarif',
  'gitleaks-partialfingerprints.sarif',
  'grype-image-secsev.sarif',
  'megalinter-3runs.sarif',
  'sarif-tutorials-suppressions-status.sarif',
  'sarif-tutorials-taxonomies.sarif',
  'sdv-deep-threadflow.sarif',
  'semgrep-dataflow-codeflows.sarif',
  'semgrep-nosemgrep-suppressions.sarif',
  'snyk-oss-npm-mixed-levels.sarif',
  'trivy-alpine310-secsev.sarif',
];

function minimalLog(run: Record<string, unknown> = {}): Record<string, unknown> {
  return { version: '2.1.0', runs: [{ tool: { driver: { name: 'demo' } }, results: [], ...run }] };
}

function result(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ruleId: 'demo/rule',
    message: { text: 'Something is wrong' },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: 'src/app.js' },
          region: { startLine: 3, startColumn: 5 },
        },
      },
    ],
    ...extra,
  };
}

describe('validateLog on real tools output', () => {
  it.each(VALID)('%s is valid, with no warning either', (name) => {
    expect(validateLog(load(name), name)).toEqual([]);
  });

  it('CodeQL (juice-shop) only repeats its newlineSequences: one unique-items warning', () => {
    const ds = validateLog(load('codeql-juiceshop-js-extensions-codeflows.sarif'), 'codeql.sarif');
    expect(ds).toEqual([
      {
        severity: 'warning',
        rule: 'unique-items',
        file: 'codeql.sarif',
        pointer: '/runs/0/newlineSequences/3',
        message: '"newlineSequences" must not repeat items: item 3 (string "") is the same as item 2',
        hint: 'the service accepts duplicates; remove the repeated item to conform to the schema',
      },
    ]);
    expect(ds[0].line).toBeUndefined();
    expect(ds[0].column).toBeUndefined();
  });

  it('invalid URIs are only uri-format warnings', () => {
    const ds = validateLog(load('codeql-action-uri-format-errors.sarif'), 'uri.sarif');
    expect(brief(ds)).toEqual([
      {
        severity: 'warning',
        rule: 'uri-format',
        pointer: '/runs/0/tool/driver/rules/0/helpUri',
        message: '"helpUri" is not an absolute URI: string "not a valid URI"',
      },
      {
        severity: 'warning',
        rule: 'uri-format',
        pointer: '/runs/0/results/0/locations/0/physicalLocation/artifactLocation/uri',
        message: '"uri" is not a URI reference: string "not a valid URI"',
      },
    ]);
    expect(ds[0].hint).toMatch(/service accepts it.*%20/);
    // Every character a URI cannot hold is named with its encoding, not only the space (ECLAIR writes such values).
    const eclair = validateLog(
      minimalLog({
        results: [
          {
            message: { text: 'x' },
            locations: [{ physicalLocation: { artifactLocation: { uri: '<project /home/é/sarif>' } } }],
          },
        ],
      }),
      'eclair.sarif',
    );
    expect(eclair.map((d) => d.hint)).toEqual([
      'the service accepts it, but viewers may fail to link it; percent-encode "<" as %3C, " " as %20, "é" as %C3%A9, ">" as %3E',
    ]);
  });

  it('results that are not an array: one error at /runs/0/results', () => {
    const ds = validateLog(load('codeql-action-invalid-results-not-array.sarif'), 'bad.sarif');
    expect(brief(ds)).toEqual([
      {
        severity: 'error',
        rule: 'schema',
        pointer: '/runs/0/results',
        message: '"results" must be array, found number 42',
      },
    ]);
  });

  it('gosec fix with artifactChanges null: one error at that pointer, with a hint', () => {
    const ds = validateLog(load('gosec-taxonomy-fixes-null-artifactchanges.sarif'), 'gosec.sarif');
    expect(ds).toEqual([
      {
        severity: 'error',
        rule: 'schema',
        file: 'gosec.sarif',
        pointer: '/runs/0/results/4/fixes/0/artifactChanges',
        message: '"artifactChanges" must be array, found null',
        hint: 'a fix needs at least one artifact change; drop the fix if the tool has none',
      },
    ]);
  });
});

describe('messages a user can act on', () => {
  const one = (r: unknown, pointer = '/runs/0/results/17') => validateResult(r, 'x.sarif', pointer);

  it('wrong type: names the property, the expected and the found type', () => {
    const ds = one(result({ ruleIndex: '3' }));
    expect(brief(ds)).toEqual([
      {
        severity: 'error',
        rule: 'schema',
        pointer: '/runs/0/results/17/ruleIndex',
        message: '"ruleIndex" must be integer, found string "3"',
      },
    ]);
    expect(ds[0].hint).toBe('write the number without quotes: 3');
  });

  it('null where an object is required', () => {
    const ds = one(result({ message: null }));
    expect(brief(ds)).toEqual([
      {
        severity: 'error',
        rule: 'schema',
        pointer: '/runs/0/results/17/message',
        message: '"message" must be object, found null',
      },
    ]);
    expect(one(null, '/runs/0/results/3')).toEqual([
      {
        severity: 'error',
        rule: 'schema',
        file: 'x.sarif',
        pointer: '/runs/0/results/3',
        message: 'result 3 must be object, found null',
        hint: 'null is not allowed: remove the item or make it an object',
      },
    ]);
  });

  it('a message given as a plain string gets the object form as hint', () => {
    const [d] = one(result({ message: 'hello' }));
    expect(d.message).toBe('"message" must be object, found string "hello"');
    expect(d.hint).toBe('SARIF messages are objects: write { "text": "hello" }');
  });

  it('bad enum: lists the allowed values and maps common severity words', () => {
    const ds = one(result({ level: 'high' }));
    expect(brief(ds)).toEqual([
      {
        severity: 'error',
        rule: 'schema',
        pointer: '/runs/0/results/17/level',
        message: '"level" must be one of none, note, warning, error; found string "high"',
      },
    ]);
    expect(ds[0].hint).toMatch(/^SARIF has no level "high": use "error"/);
    expect(one(result({ level: 'Warning' }))[0].hint).toBe('values are case-sensitive: write "warning"');
  });

  it('a wrong type is reported once, not also as a bad enum value', () => {
    expect(brief(one(result({ level: 5 })))).toEqual([
      {
        severity: 'error',
        rule: 'schema',
        pointer: '/runs/0/results/17/level',
        message: '"level" must be string, found number 5',
      },
    ]);
  });

  it('missing required property', () => {
    const r = result();
    delete r.message;
    const ds = one(r);
    expect(ds).toEqual([
      {
        severity: 'error',
        rule: 'schema',
        file: 'x.sarif',
        pointer: '/runs/0/results/17',
        message: 'result 17 is missing required property "message"',
        hint: 'every result and notification needs a message: "message": { "text": "..." }',
      },
    ]);
  });

  it('several missing properties of one object make one diagnostic', () => {
    const ds = validateLog({ runs: [{ tool: {} }] }, 'x.sarif');
    expect(brief(ds)).toEqual([
      {
        severity: 'error',
        rule: 'schema',
        pointer: '',
        message: 'the log is missing required property "version"',
      },
      {
        severity: 'error',
        rule: 'schema',
        pointer: '/runs/0/tool',
        message: '"tool" is missing required property "driver"',
      },
    ]);
    const edge = validateLog(minimalLog({ graphs: [{ edges: [{ label: { text: 'x' } }] }] }), 'x.sarif');
    expect(edge.map((d) => d.message)).toEqual([
      'item 0 of "edges" is missing required properties "id", "sourceNodeId", "targetNodeId"',
    ]);
  });

  it('says what to do about every property the schema requires, as real tools leave them out', () => {
    const schema = JSON.parse(readFileSync(`${repo}schemas/sarif-schema-2.1.0.json`, 'utf8')) as {
      required: string[];
      definitions: Record<string, { required?: string[] }>;
    };
    const required = new Set([
      ...schema.required,
      ...Object.values(schema.definitions).flatMap((d) => d.required ?? []),
    ]);
    expect([...required].filter((name) => REQUIRED_HINTS[name] === undefined)).toEqual([]);
    // PT Application Inspector: a rule's fullDescription without text; Qodana: provenance without its repository.
    const rule = validateLog(
      minimalLog({
        tool: { driver: { name: 'demo', rules: [{ id: 'r1', fullDescription: { markdown: '**x**' } }] } },
      }),
      'x.sarif',
    );
    expect(rule.map((d) => [d.message, d.hint])).toEqual([
      ['"fullDescription" is missing required property "text"', REQUIRED_HINTS.text],
    ]);
    const provenance = validateLog(
      minimalLog({ versionControlProvenance: [{ revisionId: 'abc' }] }),
      'x.sarif',
    );
    expect(provenance.map((d) => [d.message, d.hint])).toEqual([
      [
        'item 0 of "versionControlProvenance" is missing required property "repositoryUri"',
        REQUIRED_HINTS.repositoryUri,
      ],
    ]);
    // One hint for the two node ids an edge needs.
    const edge = validateLog(minimalLog({ graphs: [{ edges: [{ label: { text: 'x' } }] }] }), 'x.sarif');
    expect(edge[0].hint).toBe(`${REQUIRED_HINTS.id}; ${REQUIRED_HINTS.sourceNodeId}`);
  });

  it('additional property: only where the schema forbids it, pointing at the property, with a typo hint', () => {
    const ds = one(result({ ruleID: 'x' }));
    expect(ds).toEqual([
      {
        severity: 'error',
        rule: 'schema',
        file: 'x.sarif',
        pointer: '/runs/0/results/17/ruleID',
        message: 'result 17 must not have additional property "ruleID"',
        hint: '"ruleID" should probably be "ruleId"',
      },
    ]);
    const two = one(result({ severity: 'high', cwe: 79 }));
    expect(two.map((d) => [d.pointer, d.message])).toEqual([
      ['/runs/0/results/17', 'result 17 must not have additional properties "severity", "cwe"'],
    ]);
    expect(two[0].hint).toMatch(/"properties" bag/);
    // property bags accept anything
    expect(one(result({ properties: { severity: 'high', nested: { a: [1] } } }))).toEqual([]);
  });

  it('anyOf of required properties: one line naming the alternatives, not one per branch', () => {
    const r = result({
      message: {},
      locations: [{ physicalLocation: { artifactLocation: { uri: 'a.js' }, region: { startColumn: 2 } } }],
    });
    const ds = one(r);
    expect(brief(ds)).toEqual([
      {
        severity: 'error',
        rule: 'schema',
        pointer: '/runs/0/results/17/message',
        message: '"message" must have at least one of the properties "text", "id"; found none',
      },
      {
        severity: 'error',
        rule: 'schema',
        pointer: '/runs/0/results/17/locations/0/physicalLocation/region',
        message:
          '"region" must have at least one of the properties "startLine", "charOffset", "byteOffset"; found none',
      },
    ]);
    expect(ds[0].hint).toBe('write the message as { "text": "..." }');
  });

  it('oneOf: both alternatives present, and none present', () => {
    const ds = one(result({ graphTraversals: [{ runGraphIndex: 0, resultGraphIndex: 1 }, {}] }));
    expect(ds.map((d) => [d.pointer, d.message])).toEqual([
      [
        '/runs/0/results/17/graphTraversals/0',
        'item 0 of "graphTraversals" must have only one of "runGraphIndex", "resultGraphIndex"; found "runGraphIndex" and "resultGraphIndex"',
      ],
      [
        '/runs/0/results/17/graphTraversals/1',
        'item 1 of "graphTraversals" must have exactly one of the properties "runGraphIndex", "resultGraphIndex"; found none',
      ],
    ]);
  });

  it('minimum, pattern, date-time and map entries', () => {
    const r = result({
      guid: 'not-a-guid',
      partialFingerprints: { primaryLocationLineHash: 12 },
      provenance: { firstDetectionTimeUtc: '2024-01-31 12:00' },
      locations: [{ physicalLocation: { artifactLocation: { uri: 'a.js' }, region: { startLine: 0 } } }],
    });
    const ds = one(r);
    expect(ds.map((d) => [d.pointer, d.message])).toEqual([
      [
        '/runs/0/results/17/locations/0/physicalLocation/region/startLine',
        '"startLine" must be >= 1, found number 0',
      ],
      [
        '/runs/0/results/17/guid',
        expect.stringMatching(/^"guid" must be a GUID such as .*, found string "not-a-guid"$/),
      ],
      [
        '/runs/0/results/17/partialFingerprints/primaryLocationLineHash',
        'entry "primaryLocationLineHash" of "partialFingerprints" must be string, found number 12',
      ],
      [
        '/runs/0/results/17/provenance/firstDetectionTimeUtc',
        '"firstDetectionTimeUtc" must be a date-time as in RFC 3339, found string "2024-01-31 12:00"',
      ],
    ]);
    expect(ds.every((d) => d.severity === 'error' && d.rule === 'schema')).toBe(true);
    expect(ds[0].hint).toBe('SARIF line and column numbers start at 1');
  });

  it('Windows paths as artifact URIs are a warning with a forward-slash hint', () => {
    const r = result({ locations: [{ physicalLocation: { artifactLocation: { uri: 'C:\\src\\app.js' } } }] });
    const ds = one(r);
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatchObject({
      severity: 'warning',
      rule: 'uri-format',
      pointer: '/runs/0/results/17/locations/0/physicalLocation/artifactLocation/uri',
      message: '"uri" is not a URI reference: string "C:\\\\src\\\\app.js"',
    });
    expect(ds[0].hint).toMatch(/forward slashes/);
  });

  it('the root of the log', () => {
    expect(brief(validateLog([], 'x.sarif'))).toEqual([
      {
        severity: 'error',
        rule: 'schema',
        pointer: '',
        message: 'the log must be object, found an empty array',
      },
    ]);
    const ds = validateLog({ version: '2.0.0', runs: [] }, 'x.sarif');
    expect(ds.map((d) => [d.pointer, d.message])).toEqual([
      ['/version', '"version" must be "2.1.0", found string "2.0.0"'],
    ]);
  });

  it('validateResult pointers are the given pointer plus the instance path', () => {
    const [d] = validateResult(result({ level: 'bad' }), 'x.sarif', '/runs/2/results/0');
    expect(d.pointer).toBe('/runs/2/results/0/level');
    expect(validateResult(result(), 'x.sarif', '/runs/0/results/0')).toEqual([]);
    expect(validateResult('oops', 'x.sarif', '')).toEqual([
      {
        severity: 'error',
        rule: 'schema',
        file: 'x.sarif',
        pointer: '',
        message: 'the result must be object, found string "oops"',
      },
    ]);
  });

  it(`caps the diagnostics at ${MAX_SCHEMA_DIAGNOSTICS}, errors first, with a summary last`, () => {
    const results = Array.from({ length: 150 }, (_, i) =>
      i % 3 === 0 ? result({ level: 'high' }) : result(),
    );
    const bad = results.map((r, i) => (i % 3 === 1 ? { ...r, message: { text: 'x' }, ruleIndex: -5 } : r));
    const ds = validateLog(minimalLog({ results: bad, newlineSequences: ['\n', '\n'] }), 'x.sarif');
    expect(ds).toHaveLength(MAX_SCHEMA_DIAGNOSTICS);
    expect(ds.slice(0, -1).every((d) => d.severity === 'error')).toBe(true);
    expect(ds[ds.length - 1]).toMatchObject({
      severity: 'error',
      rule: 'schema',
      pointer: '',
      message: expect.stringMatching(/^1 error and 1 warning more not shown/),
    });
  });
});

describe('unique items: linear, and warnings', () => {
  const rules = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: `rule-${i}`,
      name: `Rule${i}`,
      shortDescription: { text: `Short description of rule ${i}` },
      fullDescription: {
        text: `A longer description of rule ${i}, explaining what it finds and why it matters.`,
      },
      defaultConfiguration: { level: 'warning' },
      helpUri: `https://example.com/rules/${i}`,
      properties: {
        tags: ['security', 'external/cwe/cwe-079'],
        precision: 'high',
        'security-severity': '6.1',
      },
    }));

  it('25,000 distinct rules validate fast with no diagnostic', () => {
    const log = minimalLog({ tool: { driver: { name: 'big', rules: rules(25_000) } } });
    const t0 = performance.now();
    const ds = validateLog(log, 'big.sarif');
    const ms = performance.now() - t0;
    expect(ds).toEqual([]);
    // ajv's own uniqueItems took 60 s here (quadratic). The hash check: about 70 ms in plain Node, 250 ms under
    // Jest (whose vm contexts run this code several times slower): the bound only catches a quadratic relapse.
    expect(ms).toBeLessThan(5000);
  });

  it('a duplicate rule is a warning pointing at the repeated item', () => {
    const list = rules(1000);
    // same content, different key order: still a duplicate (JSON equality)
    const copy = Object.fromEntries(Object.entries(list[123]).reverse());
    const log = minimalLog({ tool: { driver: { name: 'dup', rules: [...list, copy] } } });
    expect(validateLog(log, 'dup.sarif')).toEqual([
      {
        severity: 'warning',
        rule: 'unique-items',
        file: 'dup.sarif',
        pointer: '/runs/0/tool/driver/rules/1000',
        message: '"rules" must not repeat items: item 1000 is the same as item 123',
        hint: 'the service accepts duplicates; remove the repeated item to conform to the schema',
      },
    ]);
  });

  it('regionEndBeforeStart compares only the numbers the schema accepts, with the defaults of absent members', () => {
    expect(regionEndBeforeStart({ startLine: 2, startColumn: 5, endColumn: 4 })).toEqual({
      end: 'endColumn',
      value: 4,
      start: 5,
      line: 2,
    });
    expect(regionEndBeforeStart({ startLine: 2, endLine: 1 })).toEqual({
      end: 'endLine',
      value: 1,
      start: 2,
    });
    expect(regionEndBeforeStart({ startLine: 2, endLine: 2, startColumn: 5, endColumn: 5 })).toBeNull();
    expect(regionEndBeforeStart({ startLine: 2, endLine: 3, startColumn: 5, endColumn: 1 })).toBeNull();
    expect(regionEndBeforeStart({ startLine: 2, endColumn: 1 })).toBeNull(); // startColumn defaults to 1
    expect(regionEndBeforeStart({ charOffset: 9, endLine: 1 })).toBeNull(); // not a text region
    // A value the schema refuses is its error alone, not a second diagnostic.
    expect(regionEndBeforeStart({ startLine: 2, startColumn: 5, endColumn: 0 })).toBeNull();
    expect(regionEndBeforeStart({ startLine: 2, endLine: '1' })).toBeNull();
    const log = minimalLog({
      results: [
        result({
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: 'a' },
                region: { startLine: 2, startColumn: 5, endColumn: 0 },
              },
            },
          ],
        }),
      ],
    });
    expect(brief(validateLog(log, 'f.sarif')).map((d) => d.rule)).toEqual(['schema']);
  });

  it('findDuplicateItems follows JSON equality', () => {
    expect(findDuplicateItems([])).toBeNull();
    expect(findDuplicateItems(['a', 'b', 'a'])).toEqual([0, 2]);
    expect(findDuplicateItems([1, '1', true, 'true', null, 'null'])).toBeNull();
    expect(
      findDuplicateItems([
        { a: 1, b: [1, 2] },
        { b: [1, 2], a: 1 },
      ]),
    ).toEqual([0, 1]);
    expect(
      findDuplicateItems([
        { a: 1, b: [1, 2] },
        { b: [2, 1], a: 1 },
      ]),
    ).toBeNull();
    expect(findDuplicateItems([{ a: { b: null } }, { a: { b: 0 } }, { a: {} }])).toBeNull();
    expect(
      findDuplicateItems([
        [1, [2]],
        [1, [3]],
        [1, [2]],
      ]),
    ).toEqual([0, 2]);
    expect(findDuplicateItems([0.5, 1.5, 0.5])).toEqual([0, 2]);
    // "Aa" and "BB" hash alike: items that share a hash are still compared in full
    expect(findDuplicateItems([{ k: 'Aa' }, { k: 'BB' }])).toBeNull();
    expect(findDuplicateItems([{ k: 'Aa' }, { k: 'BB' }, { k: 'BB' }])).toEqual([1, 2]);
    expect(findDuplicateItems([['Aa'], ['BB'], ['x'], ['Aa']])).toEqual([0, 3]);
  });

  it('100,000 typical results validate in time linear in their number', () => {
    // Against 10,000 in the same process, not a clock: a loaded machine slows both alike (the absolute speed is the
    // benchmark's). Linear is ~10x (less: the first run also warms the validator up); quadratic would be ~100x.
    const timed = (count: number) => {
      const many = Array.from({ length: count }, (_, i) =>
        result({ partialFingerprints: { primaryLocationLineHash: `h${i}:1` }, level: 'warning' }),
      );
      const t0 = performance.now();
      let n = 0;
      for (let i = 0; i < many.length; i++)
        n += validateResult(many[i], 'x.sarif', `/runs/0/results/${i}`).length;
      expect(n).toBe(0);
      return performance.now() - t0;
    };
    // The best of three each: a collection or another test process taking the core lands in one run, not in all
    // (a single run of 100,000 once took 45x the 10,000's on a loaded CI machine).
    const best = (count: number) => Math.min(timed(count), timed(count), timed(count));
    const small = best(10_000);
    const large = best(100_000);
    expect(large).toBeLessThan(30 * small + 200);
  });
});

describe('the generated module', () => {
  it('was generated from the schema in schemas/ and is up to date', () => {
    const schema = readFileSync(`${repo}schemas/sarif-schema-2.1.0.json`);
    expect(schemaSha256).toBe(createHash('sha256').update(schema).digest('hex'));
    const out = execFileSync(process.execPath, [`${repo}scripts/build-validator.mjs`, '--check'], {
      encoding: 'utf8',
    });
    expect(out).toMatch(/up to date/);
  });

  it('has no import and no require, so that any bundler or loader takes it as is', () => {
    const code = readFileSync(`${repo}src/sarif/generated/sarif-validators.js`, 'utf8');
    expect(code).not.toMatch(/\brequire\s*\(/);
    expect(code).not.toMatch(/^\s*import\b/m);
  });

  it("reports uniqueItems under its own keyword, not ajv's quadratic one", () => {
    expect(rawValidateLog(minimalLog({ newlineSequences: ['\n', '\n'] }))).toBe(false);
    expect(rawValidateLog.errors?.map((e) => [e.keyword, e.params])).toEqual([
      ['uniqueItemsFast', { i: 0, j: 1 }],
    ]);
  });
});
