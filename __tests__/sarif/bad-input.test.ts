/**
 * The bad-input corpus: each case gives a clear error or warning naming the file, pointer and position, and never a
 * crash, a hang or a partial output.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { check, type CheckOptions } from '../../src/sarif/check.js';
import { CONVERT_COMMAND } from '../../src/sarif/document-checks.js';
import type { Diagnostic } from '../../src/sarif/diagnostics.js';
import { UserError } from '../../src/errors.js';

/** The SARIF Multitool's build for this platform, if npm installed one. */
const multitool = (() => {
  try {
    const path = createRequire(import.meta.url)('@microsoft/sarif-multitool') as string;
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
})();

const BAD = fileURLToPath(new URL('../fixtures/bad/', import.meta.url));

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'sarif-bad-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function diagnosticsOf(path: string, options: CheckOptions = {}) {
  const result = await check([path], options);
  return {
    result,
    errors: result.diagnostics.filter((d) => d.severity === 'error'),
    warnings: result.diagnostics.filter((d) => d.severity === 'warning'),
  };
}

function pick(d: Diagnostic) {
  return { rule: d.rule, pointer: d.pointer, line: d.line, column: d.column };
}

describe('bad input corpus', () => {
  it('invalid JSON: the position and what was expected', async () => {
    const { result, errors } = await diagnosticsOf(join(BAD, 'invalid-json.sarif'));
    expect(result.valid).toBe(false);
    expect(result.uploads).toEqual([]);
    expect(errors.map(pick)).toEqual([{ rule: 'json-syntax', pointer: '', line: 4, column: 105 }]);
    expect(errors[0].message).toBe(
      "expected ',' or ']' after an array element in runs[0].results[0], found '}'",
    );
    expect(errors[0].file).toMatch(/invalid-json\.sarif$/);
  });

  it('truncated, empty and whitespace-only files', async () => {
    const truncated = (await diagnosticsOf(join(BAD, 'truncated.sarif'))).errors;
    expect(truncated[0].message).toMatch(/unexpected end of file inside runs\[0\]: the file looks truncated/);
    expect(truncated[0].line).toBe(6);
    for (const name of ['empty.sarif', 'whitespace-only.sarif']) {
      const { errors } = await diagnosticsOf(join(BAD, name));
      expect(errors.map((e) => e.message)).toEqual(['the file is empty: there is no JSON document in it']);
    }
  });

  it('a root that is not an object', async () => {
    const { errors } = await diagnosticsOf(join(BAD, 'root-array.sarif'));
    expect(errors.map((e) => e.message)).toEqual([
      'the document must be a JSON object with "version" and "runs", found an array',
    ]);
  });

  it('version 2.0.0, with a hint on how to convert', async () => {
    const { errors } = await diagnosticsOf(join(BAD, 'version-2.0.0.sarif'));
    const version = errors.find((e) => e.rule === 'version')!;
    expect(version.message).toBe('SARIF version "2.0.0" is not accepted: the service reads SARIF 2.1.0 only');
    expect(version.hint).toContain(`\`${CONVERT_COMMAND}\``);
    expect([version.line, version.column]).toEqual([1, 92]);
  });

  it('SARIF 1.0 (a Roslyn /errorlog of the v1 shape): the version error alone, not 2.1.0 hints for every member', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sarif-v1-'));
    const file = join(dir, 'roslyn.sarif');
    writeFileSync(
      file,
      JSON.stringify({
        $schema: 'http://json.schemastore.org/sarif-1.0.0',
        version: '1.0.0',
        runs: [
          {
            tool: { name: 'Microsoft (R) Visual C# Compiler', version: '4.8.0', semanticVersion: '4.8.0' },
            results: [
              {
                ruleId: 'CS0169',
                level: 'warning',
                message: "The field 'C.x' is never used",
                locations: [{ resultFile: { uri: 'file:///src/C.cs', region: { startLine: 3 } } }],
              },
            ],
            rules: { CS0169: { id: 'CS0169', shortDescription: 'Field is never used' } },
          },
        ],
      }),
    );
    const { errors, warnings } = await diagnosticsOf(file);
    expect(errors.map((e) => [e.rule, e.pointer])).toEqual([['version', '/version']]);
    expect(warnings).toEqual([]);
    // The hint's command, run as written on this file (the Multitool's build for this platform, which npx runs),
    // gives a file the check takes.
    const command = /`([^`]+)`/.exec(errors[0].hint ?? '')?.[1];
    expect(command).toBe(CONVERT_COMMAND);
    if (multitool) {
      const args = command!
        .replace(/^npx @microsoft\/sarif-multitool /, '')
        .split(' ')
        .map((a) => (a === 'FILE' ? file : a === 'NEW_FILE' ? join(dir, 'converted.sarif') : a));
      execFileSync(multitool, args, { encoding: 'utf8', timeout: 120_000 });
      const converted = await check([join(dir, 'converted.sarif')]);
      expect(converted.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(converted.report.runs[0].resultsKept).toBe(1);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('wrong types: every error listed, each at its pointer', async () => {
    const { errors } = await diagnosticsOf(join(BAD, 'wrong-types.sarif'));
    expect(errors.map((e) => e.pointer)).toEqual(
      expect.arrayContaining([
        '/runs/0/tool/driver/rules',
        '/runs/0/results/0/level',
        '/runs/0/results/0/message/text',
        '/runs/0/results/0/locations/0/physicalLocation/region/startLine',
      ]),
    );
    expect(errors.find((e) => e.pointer.endsWith('/level'))!.message).toMatch(
      /must be one of none, note, warning, error; found string "high"/,
    );
    expect(errors.every((e) => e.line === 1 && e.column! > 1)).toBe(true);
  });

  it('null where an object is required', async () => {
    const { errors } = await diagnosticsOf(join(BAD, 'null-objects.sarif'));
    expect(errors.map((e) => [e.pointer, e.message])).toEqual([
      ['/runs/0/tool', '"tool" must be object, found null'],
      ['/runs/0/results/0', 'result 0 must be object, found null'],
      ['/runs/0/results/1/message', '"message" must be object, found null'],
    ]);
  });

  it('rule references that do not resolve', async () => {
    const { errors } = await diagnosticsOf(join(BAD, 'bad-rule-references.sarif'));
    expect(errors.map((e) => [e.rule, e.pointer])).toEqual([
      ['rule-reference', '/runs/0/results/0/ruleIndex'],
      ['rule-reference', '/runs/0/results/1/rule/toolComponent/index'],
      ['schema', '/runs/0/results/2/message'],
    ]);
    expect(errors[0].message).toBe('ruleIndex 3 is out of range: tool.driver.rules has 1 rules');
  });

  it('a rule index out of range is reported where the result gives it: ruleIndex, else rule.index', async () => {
    const path = join(tmp, 'rule-index-in-rule.sarif');
    const message = { text: 'x' };
    const doc = {
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 't', rules: [{ id: 'a' }, { id: 'b' }] } },
          results: [
            { rule: { index: 5 }, message }, // read by the byte validator
            { ruleIndex: 7, rule: { index: 7 }, message }, // ruleIndex is read first (the two must agree)
            { rule: { index: 3 }, taxa: [{ index: 0 }], message }, // a taxon: JSON.parse and ajv read it
            { rule: { id: 'b', index: 1 }, message }, // in range
          ],
        },
      ],
    };
    writeFileSync(path, JSON.stringify(doc, null, 2));
    for (const workers of [0, 1]) {
      const { errors } = await diagnosticsOf(path, { workers });
      expect(errors.map((e) => [e.pointer, e.message])).toEqual([
        ['/runs/0/results/0/rule/index', 'rule.index 5 is out of range: tool.driver.rules has 2 rules'],
        ['/runs/0/results/1/ruleIndex', 'ruleIndex 7 is out of range: tool.driver.rules has 2 rules'],
        ['/runs/0/results/2/rule/index', 'rule.index 3 is out of range: tool.driver.rules has 2 rules'],
      ]);
      // At the index itself: its line holds `"index": 5`.
      const lines = JSON.stringify(doc, null, 2).split('\n');
      expect(lines[errors[0].line! - 1]).toMatch(/"index": 5/);
    }
  });

  it('a property name given twice (even with the same value) is refused: the name, its object, line and column', async () => {
    const message = '"message": {"text": "x"}';
    const result = (inner: string) => `{"ruleId": "a", ${message}, ${inner}}`;
    const cases: [string, string, string, string][] = [
      // [what, where in the document, the name, the object's pointer]
      ['a result member', result('"ruleId": "a"'), 'ruleId', '/runs/0/results/0'],
      [
        'a property bag of a result',
        result('"properties": {"k": 1, "j": 2, "k": 1}'),
        'k',
        '/runs/0/results/0/properties',
      ],
      [
        'an escaped name',
        result('"properties": {"a": 1, "\\u0061": 1}'),
        'a',
        '/runs/0/results/0/properties',
      ],
      [
        'a result JSON.parse reads',
        result('"taxa": [{"index": 0}], "kind": "fail", "kind": "fail"'),
        'kind',
        '/runs/0/results/0',
      ],
    ];
    const doc = (results: string, tool = '{"driver": {"name": "t"}}', extra = '') =>
      `{\n  "version": "2.1.0",${extra}\n  "runs": [{\n    "tool": ${tool},\n    "results": [\n      ${results}\n    ]\n  }]\n}\n`;
    const all = [
      ...cases.map(([what, r, key, pointer]) => [what, doc(r), key, pointer]),
      [
        'run data',
        doc(result('"level": "note"'), '{"driver": {"name": "t", "name": "t"}}'),
        'name',
        '/runs/0/tool/driver',
      ],
      [
        'a run',
        doc(result('"level": "note"'), '{"driver": {"name": "t"}}, "properties": {}, "properties": {}'),
        'properties',
        '/runs/0',
      ],
      [
        'the root',
        doc(result('"level": "note"'), undefined, ' "$schema": "https://x", "$schema": "https://x",'),
        '$schema',
        '',
      ],
    ];
    for (const [what, text, key, pointer] of all) {
      const path = join(tmp, 'twice.sarif');
      writeFileSync(path, text);
      // The second occurrence: its line and column.
      const second = text.indexOf(`"${key}"`, text.indexOf(`"${key}"`) + 1);
      const at = key === 'a' ? text.indexOf('"\\u0061"') : second;
      const before = text.slice(0, at).split('\n');
      for (const workers of [0, 1]) {
        const { result: outcome, errors } = await diagnosticsOf(path, { workers });
        expect({
          what,
          workers,
          errors: errors.map((e) => [e.rule, e.pointer, e.line, e.column, e.message]),
        }).toEqual({
          what,
          workers,
          errors: [
            [
              'duplicate-key',
              pointer,
              before.length,
              before[before.length - 1].length + 1,
              `property "${key}" appears twice in this object: readers disagree on which value counts`,
            ],
          ],
        });
        expect(outcome.uploads).toEqual([]);
      }
    }
  });

  it('trailing data after the document', async () => {
    const { errors } = await diagnosticsOf(join(BAD, 'trailing-data.sarif'));
    expect(errors.map((e) => e.message)).toEqual(["unexpected '{' after the end of the JSON document"]);
  });

  it('__proto__ and constructor keys: reported, and no prototype is polluted', async () => {
    const { errors } = await diagnosticsOf(join(BAD, 'proto-keys.sarif'));
    expect(errors.map((e) => e.pointer).sort()).toEqual([
      '/__proto__',
      '/runs/0/__proto__',
      '/runs/0/results/0',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
  });

  it('rule ids named __proto__ and constructor resolve like any other', async () => {
    const path = join(tmp, 'proto-ids.sarif');
    const doc = {
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: 't',
              rules: [{ id: '__proto__' }, { id: 'constructor', properties: { 'security-severity': '9.5' } }],
            },
          },
          results: [
            { ruleId: '__proto__', message: { text: 'a' }, properties: { __proto__: { x: 1 } } },
            { ruleId: 'constructor', message: { text: 'b' } },
          ],
        },
      ],
    };
    writeFileSync(path, JSON.stringify(doc).replace('"properties":{}', '"properties":{"__proto__":{"x":1}}'));
    const { result, errors, warnings } = await diagnosticsOf(path);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(result.valid).toBe(true);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('invalid URIs are warnings, and the file is still valid', async () => {
    const { result, warnings } = await diagnosticsOf(join(BAD, 'invalid-uris.sarif'));
    expect(result.valid).toBe(true);
    expect(warnings.map((w) => [w.rule, w.pointer])).toEqual([
      ['uri-format', '/runs/0/tool/driver/informationUri'],
      ['uri-format', '/runs/0/tool/driver/rules/0/helpUri'],
      ['uri-format', '/runs/0/results/0/locations/0/physicalLocation/artifactLocation/uri'],
    ]);
  });

  it('a region that ends before it starts is a warning at its end, wherever the region is, and is uploaded as written', async () => {
    // Flawfinder and RuboCop write such regions (the SARIF Multitool's SARIF1007); the service takes them.
    const at = (region: object) => ({ physicalLocation: { artifactLocation: { uri: 'a.c' }, region } });
    const result = (text: string, region: object, extra: object = {}) => ({
      ruleId: 'R',
      message: { text },
      locations: [at(region)],
      ...extra,
    });
    const log = {
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'T', rules: [{ id: 'R' }] } },
          threadFlowLocations: [{ location: at({ startLine: 9, endLine: 8 }) }],
          results: [
            result('columns', { startLine: 31, startColumn: 17, endColumn: 16 }),
            result('lines', { startLine: 31, endLine: 30 }),
            result('fine: two lines', { startLine: 31, startColumn: 5, endLine: 32, endColumn: 2 }),
            result('fine: empty', { startLine: 31, startColumn: 5, endColumn: 5 }),
            result('fine: offsets', { charOffset: 40, charLength: 2 }),
            result(
              'related',
              { startLine: 1 },
              { relatedLocations: [at({ startLine: 2, startColumn: 3, endLine: 2, endColumn: 1 })] },
            ),
          ],
        },
      ],
    };
    const path = join(tmp, 'regions.sarif');
    writeFileSync(path, JSON.stringify(log, null, 1));
    const { result: outcome, errors, warnings } = await diagnosticsOf(path);
    expect(errors).toEqual([]);
    expect(outcome.valid).toBe(true);
    expect(warnings.map((w) => [w.rule, w.pointer])).toEqual([
      ['region-order', '/runs/0/threadFlowLocations/0/location/physicalLocation/region/endLine'],
      ['region-order', '/runs/0/results/0/locations/0/physicalLocation/region/endColumn'],
      ['region-order', '/runs/0/results/1/locations/0/physicalLocation/region/endLine'],
      ['region-order', '/runs/0/results/5/relatedLocations/0/physicalLocation/region/endColumn'],
    ]);
    expect(warnings[1]).toMatchObject({
      line: expect.any(Number),
      message: '"region" ends before it starts: endColumn 16 is less than startColumn 17 (both on line 31)',
    });
    expect(warnings[1].hint).toMatch(/keeps the region as the tool wrote it/);
    const upload = JSON.parse(gunzipSync(outcome.uploads[0].gzip).toString('utf8'));
    expect(
      upload.runs[0].results.map(
        (r: { locations: { physicalLocation: { region: object } }[] }) =>
          r.locations[0].physicalLocation.region,
      ),
    ).toEqual(
      expect.arrayContaining([
        { startLine: 31, startColumn: 17, endColumn: 16 },
        { startLine: 31, endLine: 30 },
      ]),
    );
  });

  it("a number beyond a double's range is refused where it is (JSON.parse would read infinity, an upload null)", async () => {
    const doc = (where: 'result' | 'run' | 'rule' | 'root', n: string) => {
      const bag = (here: boolean) => (here ? `,"properties":{"n":${n}}` : '');
      return (
        `{"version":"2.1.0"${bag(where === 'root')},"runs":[{"tool":{"driver":{"name":"T","rules":[{"id":"R"${bag(where === 'rule')}}]}}${bag(where === 'run')},` +
        `"results":[{"ruleId":"R","message":{"text":"a"},"rank":1e2${bag(where === 'result')}}]}]}`
      );
    };
    const pointers = {
      result: '/runs/0/results/0/properties/n',
      run: '/runs/0/properties/n',
      rule: '/runs/0/tool/driver/rules/0/properties/n',
      root: '/properties/n',
    };
    for (const where of ['result', 'run', 'rule', 'root'] as const) {
      for (const n of ['1e400', '-2E+999', '9'.repeat(400)]) {
        const path = join(tmp, `huge-${where}.sarif`);
        writeFileSync(path, doc(where, n));
        const { result, errors } = await diagnosticsOf(path);
        expect([where, n.slice(0, 8), result.valid]).toEqual([where, n.slice(0, 8), false]);
        expect(errors.map(pick)).toEqual([
          { rule: 'number-range', pointer: pointers[where], line: 1, column: doc(where, n).indexOf(n) + 1 },
        ]);
        expect(errors[0].message).toMatch(/beyond the range of a 64-bit float/);
      }
      // The largest doubles and tiny numbers are numbers like any other.
      const path = join(tmp, `large-${where}.sarif`);
      writeFileSync(path, doc(where, '1.7976931348623157e308'));
      expect((await diagnosticsOf(path)).result.valid).toBe(true);
      writeFileSync(path, doc(where, '1e-400'));
      expect((await diagnosticsOf(path)).result.valid).toBe(true);
    }
  });

  it('names an input outside the current directory by its absolute path, one inside it relative', async () => {
    const outside = join(tmp, 'outside.sarif');
    writeFileSync(outside, '{"version":"2.1.0","runs":[]}');
    const inside = join(BAD, 'invalid-uris.sarif');
    const result = await check([outside, inside]);
    // Inputs are read in path order, which depends on where the checkout is: compared as a set.
    expect(result.inputs.map((i) => i.file).sort()).toEqual(
      [outside, relative(process.cwd(), inside)].sort(),
    );
    expect(result.inputs.some((i) => i.file.startsWith('..'))).toBe(false);
  });

  it('100,000 levels of nesting: an error, no stack overflow', async () => {
    const path = join(tmp, 'deep.sarif');
    writeFileSync(
      path,
      `{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"t"}},"results":[{"properties":{"x":${'['.repeat(100_000)}${']'.repeat(100_000)}}}]}]}`,
    );
    const { errors } = await diagnosticsOf(path);
    expect(errors.map((e) => [e.rule, e.pointer, e.message])).toEqual([
      ['json-syntax', '/runs/0/results/0', 'nesting deeper than 512 levels inside runs[0].results[0]'],
    ]);
  });

  it('counts nesting levels from the root wherever the value is: 512 pass, 513 are refused at their pointer', async () => {
    // Each document's deepest array is at level `levels` from the root, in a result, a run's member or the root's.
    const docs = (levels: number): [string, string][] => [
      [
        '/runs/0/results/0',
        `{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"t"}},"results":[{"message":{"text":"m"},"properties":{"x":${'['.repeat(levels - 6)}${']'.repeat(levels - 6)}}}]}]}`,
      ],
      [
        '/runs/0/properties',
        `{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"t"}},"results":[],"properties":{"x":${'['.repeat(levels - 4)}${']'.repeat(levels - 4)}}}]}`,
      ],
      [
        '/properties',
        `{"version":"2.1.0","runs":[],"properties":{"x":${'['.repeat(levels - 2)}${']'.repeat(levels - 2)}}}`,
      ],
    ];
    for (const [levels, refused] of [
      [512, false],
      [513, true],
    ] as const) {
      for (const [pointer, text] of docs(levels)) {
        const path = join(tmp, 'levels.sarif');
        writeFileSync(path, text);
        const { errors } = await diagnosticsOf(path);
        const deep = errors.filter((e) => e.message.startsWith('nesting deeper'));
        expect([levels, pointer, deep.map((e) => e.pointer)]).toEqual([
          levels,
          pointer,
          refused ? [pointer] : [],
        ]);
      }
    }
  });

  it('very long strings are read (a 20 MB message)', async () => {
    const path = join(tmp, 'long.sarif');
    const text = 'x'.repeat(20 * 1024 * 1024);
    writeFileSync(
      path,
      JSON.stringify({
        version: '2.1.0',
        runs: [{ tool: { driver: { name: 't' } }, results: [{ ruleId: 'r', message: { text } }] }],
      }),
    );
    const { result, errors } = await diagnosticsOf(path);
    expect(errors).toEqual([]);
    expect(result.uploads[0].gzip.length).toBeLessThan(100_000);
  });

  it('a gzip bomb is refused by its ratio, long before the size cap, saying which stop it hit', async () => {
    const bomb = join(tmp, 'ratio-bomb.sarif.gz');
    writeFileSync(bomb, gzipSync(Buffer.alloc(80 * 1024 * 1024, 0x20)));
    const { result, errors } = await diagnosticsOf(bomb);
    expect(result.valid).toBe(false);
    expect(errors[0].message).toMatch(
      /inflates [\d.]+ times its compressed size \(\d+(\.\d+)? MB from the first [\d.]+ [kK]B\), above the 200× that real SARIF stays far below \(5× to 41×\): refused as a gzip bomb/,
    );
    // What works in every shell first (the upload step has no such setting), then check's flag.
    expect(errors[0].hint).toBe(
      'If the file is genuine, decompress it first (a plain file is read at any size), or raise the limit with check --max-ratio.',
    );
  });

  it('a gzip bomb is refused at the inflation cap, and a valid .sarif.gz is read', async () => {
    const bomb = join(tmp, 'bomb.sarif.gz');
    writeFileSync(bomb, gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20)));
    const { result, errors } = await diagnosticsOf(bomb, { maxInflatedBytes: 8 * 1024 * 1024 });
    expect(result.valid).toBe(false);
    expect(errors.map((e) => e.rule)).toEqual(['read']);
    expect(errors[0].message).toMatch(/inflates to more than 8\.4 MB: refusing/);
    expect(errors[0].hint).toMatch(
      /^If the file is genuine, decompress it first .* check --max-inflated \(bytes\)\.$/,
    );
    const good = join(tmp, 'good.sarif.gz');
    writeFileSync(
      good,
      gzipSync(
        JSON.stringify({
          version: '2.1.0',
          runs: [{ tool: { driver: { name: 't' } }, results: [{ ruleId: 'r', message: { text: 'm' } }] }],
        }),
      ),
    );
    expect((await check([good])).valid).toBe(true);
    const corrupt = join(tmp, 'corrupt.sarif.gz');
    writeFileSync(corrupt, gzipSync('{"version":"2.1.0"}').subarray(0, 12));
    expect((await diagnosticsOf(corrupt)).errors[0].message).toMatch(/not a valid gzip file/);
  });

  it('unreadable inputs: a FIFO (no hang), a dangling symlink, a file without permission', async () => {
    const fifo = join(tmp, 'pipe.sarif');
    execFileSync('mkfifo', [fifo]);
    const fifoResult = await diagnosticsOf(fifo);
    expect(fifoResult.errors.map((e) => e.message)).toEqual(['cannot read the file: not a regular file']);
    const dangling = join(tmp, 'dangling.sarif');
    symlinkSync(join(tmp, 'nowhere'), dangling);
    await expect(check([dangling])).rejects.toThrow(UserError);
    // A path that cannot be looked at (here a symlink loop; permission denied goes the same way) is the user's to
    // fix: a UserError naming it, never an internal error.
    const loop = join(tmp, 'loop.sarif');
    symlinkSync(loop, loop);
    await expect(check([loop])).rejects.toThrow(
      new UserError(
        `cannot read ${loop}: too many symbolic links`,
        'Check the symbolic links along the path.',
      ),
    );
    await expect(check(['../**/*.sarif'])).rejects.toThrow(/^invalid pattern "\.\.\/\*\*\/\*\.sarif"/);
    if (process.getuid?.() !== 0) {
      const locked = join(tmp, 'locked.sarif');
      writeFileSync(locked, '{}');
      chmodSync(locked, 0);
      expect((await diagnosticsOf(locked)).errors[0].message).toMatch(/EACCES/);
    }
  });

  it('a directory without SARIF, and a pattern that matches nothing, name what was searched', async () => {
    const empty = join(tmp, 'empty-dir');
    mkdirSync(join(empty, 'sub'), { recursive: true });
    writeFileSync(join(empty, 'sub', 'notes.txt'), 'hello');
    await expect(check([empty])).rejects.toThrow(/no SARIF files in directory .*empty-dir/);
    await expect(check([join(tmp, 'nothing-here/**/*.sarif')])).rejects.toThrow(
      /no SARIF file found: nothing matches ".*nothing-here\/\*\*\/\*\.sarif"/,
    );
  });

  it('lists all errors up to the cap and counts the rest', async () => {
    const path = join(tmp, 'many-errors.sarif');
    const results = Array.from({ length: 500 }, () => ({
      ruleId: 'r',
      level: 'severe',
      message: { text: 'm' },
    }));
    writeFileSync(
      path,
      JSON.stringify({ version: '2.1.0', runs: [{ tool: { driver: { name: 't' } }, results }] }),
    );
    const { result, errors } = await diagnosticsOf(path, { maxDiagnostics: 25 });
    expect(errors).toHaveLength(25);
    expect(result.inputs[0].errors).toBeGreaterThanOrEqual(25);
    expect(errors.map((e) => e.pointer).slice(0, 3)).toEqual([
      '/runs/0/results/0/level',
      '/runs/0/results/1/level',
      '/runs/0/results/2/level',
    ]);
  });
});
