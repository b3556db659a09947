import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as sarif from 'sarif';

import type { Diagnostic } from '../../src/sarif/diagnostics.js';
import {
  addPrimaryLocationLineHash,
  type FingerprintContext,
  type RunContext,
} from '../../src/sarif/fingerprint.js';
import { lineHashes } from '../../src/sarif/line-hash.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, '..', 'fixtures', 'fingerprint');

/**
 * Straight port of github/codeql-action src/fingerprints.ts `hash()` with BigInt standing in for
 * the `long` package (signed 64-bit wrapping, printed via toUnsigned().toString(16)). Slow but
 * obviously faithful; the optimized implementation is checked against it on random inputs.
 */
function referenceHashes(input: string): string[] {
  const BLOCK = 100;
  const s64 = (x: bigint) => BigInt.asIntN(64, x);
  let firstMod = 1n;
  for (let i = 0; i < BLOCK; i++) firstMod = s64(firstMod * 37n);
  const window: number[] = Array(BLOCK).fill(0);
  const lineNumbers: number[] = Array(BLOCK).fill(-1);
  let h = 0n;
  let index = 0;
  let lineNumber = 0;
  let lineStart = true;
  let prevCR = false;
  const counts: Record<string, number> = {};
  const out: string[] = [];
  const output = () => {
    const v = BigInt.asUintN(64, h).toString(16);
    counts[v] = (counts[v] ?? 0) + 1;
    out.push(`${lineNumbers[index]}=${v}:${counts[v]}`);
    lineNumbers[index] = -1;
  };
  const update = (c: number) => {
    const begin = window[index];
    window[index] = c;
    h = s64(s64(s64(37n * h) + BigInt(c)) - s64(firstMod * BigInt(begin)));
    index = (index + 1) % BLOCK;
  };
  for (let i = 0; i <= input.length; i++) {
    let c = i === input.length ? 65535 : input.charCodeAt(i);
    if (c === 32 || c === 9 || (prevCR && c === 10)) {
      prevCR = false;
      continue;
    }
    if (c === 13) {
      c = 10;
      prevCR = true;
    } else prevCR = false;
    if (lineNumbers[index] !== -1) output();
    if (lineStart) {
      lineStart = false;
      lineNumber++;
      lineNumbers[index] = lineNumber;
    }
    if (c === 10) lineStart = true;
    update(c);
  }
  for (let i = 0; i < BLOCK; i++) {
    if (lineNumbers[index] !== -1) output();
    update(0);
  }
  // Upstream calls back in line order; check that, then drop the line numbers.
  return out.map((entry, i) => {
    const [line, value] = entry.split('=');
    expect(Number(line)).toBe(i + 1);
    return value;
  });
}

describe('lineHashes: codeql-action compatibility', () => {
  // Vectors from github/codeql-action src/fingerprints.test.ts ("hash" test).
  const upstream: [string, string[]][] = [
    ['', ['c129715d7a2bc9a3:1']],
    [
      ' a\nb\n  \t\tc\n d',
      ['271789c17abda88f:1', '54703d4cd895b18:1', '180aee12dab6264:1', 'a23a3dc5e078b07b:1'],
    ],
    [
      ' hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End',
      [
        '8b7cf3e952e7aeb2:1',
        'b1ae1287ec4718d9:1',
        'bff680108adb0fcc:1',
        'c6805c5e1288b612:1',
        'b86d3392aea1be30:1',
        'e6ceba753e1a442:1',
      ],
    ],
    [
      'Lorem ipsum dolor sit amet.\n'.repeat(10),
      [
        ...[1, 2, 3, 4, 5, 6].map((n) => `a7f2ff13bc495cf2:${n}`),
        'a7f2ff1481e87703:1',
        'a9cf91f7bbf1862b:1',
        '55ec222b86bcae53:1',
        'cc97dc7b1d7d8f7b:1',
        'c129715d7a2bc9a3:1',
      ],
    ],
    [
      'x = 2\nx = 1\nprint(x)\nx = 3\nprint(x)\nx = 4\nprint(x)\n',
      [
        'e54938cc54b302f1:1',
        'bb609acbe9138d60:1',
        '1131fd5871777f34:1',
        '5c482a0f8b35ea28:1',
        '54517377da7028d2:1',
        '2c644846cb18d53e:1',
        'f1b89f20de0d133:1',
        'c129715d7a2bc9a3:1',
      ],
    ],
  ];

  it.each(upstream)('hashes %j like upstream', (input, expected) => {
    expect(lineHashes(input)).toEqual(expected);
    expect(lineHashes(Buffer.from(input, 'utf8'))).toEqual(expected);
    // Upstream's own invariant: one hash per line, counting the (possibly empty) last line.
    expect(lineHashes(input)).toHaveLength(input.split(/\r\n|\r|\n/).length);
  });

  it('treats \\n, \\r and \\r\\n (and mixtures) as the same line break, as upstream', () => {
    const expected = [
      'e9496ae3ebfced30:1',
      'fb7c023a8b9ccb3f:1',
      'ce8ba1a563dcdaca:1',
      'e20e36e16fcb0cc8:1',
      'b3edc88f2938467e:1',
      'c8e28b0b4002a3a0:1',
      'c129715d7a2bc9a3:1',
    ];
    expect(lineHashes(' hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End\n')).toEqual(expected);
    expect(lineHashes(' hello; \t\nworld!!!\r\r\r  \t\tGreetings\r End\r')).toEqual(expected);
    expect(lineHashes(' hello; \t\r\nworld!!!\r\n\r\n\r\n  \t\tGreetings\r\n End\r\n')).toEqual(expected);
    expect(lineHashes(' hello; \t\nworld!!!\r\n\n\r  \t\tGreetings\r End\r\n')).toEqual(expected);
  });

  it('reproduces the upstream quirks: whitespace anywhere is ignored, "\\r \\n" is two breaks, hex is unpadded', () => {
    expect(lineHashes('a b\tc\nd')).toEqual(lineHashes('abc\n  d'));
    expect(lineHashes('a\r \nb')).toEqual(lineHashes('a\n\nb'));
    expect(lineHashes('a\r \nb')).toHaveLength(3);
    expect(lineHashes(' a\nb\n  \t\tc\n d')[1]).toBe('54703d4cd895b18:1'); // 15 hex digits, as upstream emits
  });

  it('looks 100 non-blank code units ahead, across line ends', () => {
    const long = 'x'.repeat(150);
    // Lines 1 and 2 differ only beyond the window: same hash value, occurrence counter 1 and 2.
    const hashes = lineHashes(`${long}A\n${long}B\n`);
    expect(hashes[0].split(':')[0]).toBe(hashes[1].split(':')[0]);
    expect(hashes.slice(0, 2).map((h) => h.split(':')[1])).toEqual(['1', '2']);
    // A change on the next line is inside line 1's window.
    expect(lineHashes('a\nb\n')[0]).not.toBe(lineHashes('a\nc\n')[0]);
  });

  it('hashes UTF-16 code units of the UTF-8 decoded file, BOM included, like upstream', () => {
    const text = '\uFEFFconst ü = "😀";\r\n\tif (ü) {}\n';
    expect(lineHashes(Buffer.from(text, 'utf8'))).toEqual(referenceHashes(text));
    expect(lineHashes(text)[0]).not.toBe(lineHashes(text.slice(1))[0]);
  });

  it('matches a BigInt port of the upstream algorithm on random inputs', () => {
    let seed = 12345;
    const rand = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % n;
    };
    const alphabet = [
      'a',
      'b',
      'Z',
      '0',
      ';',
      ' ',
      '\t',
      '\r',
      '\n',
      '\r\n',
      'é',
      '😀',
      '\u0000',
      '\uFFFF',
      'x'.repeat(120),
    ];
    for (let round = 0; round < 300; round++) {
      let s = '';
      const len = rand(round < 100 ? 20 : 400);
      for (let i = 0; i < len; i++) s += alphabet[rand(alphabet.length)];
      expect(lineHashes(s)).toEqual(referenceHashes(s));
    }
  });

  it('matches the reference on thousands of distinct lines (occurrence table growth)', () => {
    const text = Array.from({ length: 5000 }, (_, i) => `let v${i} = f(${i * 7919});`).join('\r\n');
    const hashes = lineHashes(text);
    expect(hashes).toEqual(referenceHashes(text));
    expect(new Set(hashes).size).toBe(5000);
  });

  it('matches the reference on a larger file with many repeated lines (occurrence counter)', () => {
    const text = Array.from({ length: 2000 }, (_, i) => (i % 7 === 0 ? '}' : `  call(${i % 13});`)).join(
      '\n',
    );
    const hashes = lineHashes(text);
    expect(hashes).toEqual(referenceHashes(text));
    expect(hashes).toHaveLength(2000);
    expect(Math.max(...hashes.map((h) => Number(h.split(':')[1])))).toBeGreaterThan(1);
  });
});

// ---------------------------------------------------------------------------------------------

let tmp: string;
let root: string;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fingerprint-'));
  root = path.join(tmp, 'checkout');
  fs.mkdirSync(root);
});
afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

function write(rel: string, content: string | Buffer, base = root): string {
  const p = path.join(base, rel);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, content);
  return p;
}

function ctxFor(checkoutRoot = root, extra: Partial<FingerprintContext> = {}): FingerprintContext {
  return { checkoutRoot, file: 'in.sarif', cache: new Map(), ...extra };
}

/** A parsed SARIF result, as loosely typed as the JSON it came from. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

function result(
  artifactLocation: Loose,
  startLine: number | null = 1,
  extra: Record<string, unknown> = {},
): Loose {
  return {
    ruleId: 'r',
    message: { text: 'm' },
    locations: [
      { physicalLocation: { artifactLocation, ...(startLine === null ? {} : { region: { startLine } }) } },
    ],
    ...extra,
  };
}

const P = '/runs/0/results/3';
const URI_PTR = `${P}/locations/0/physicalLocation/artifactLocation/uri`;

const SRC = 'function f() {\n  return 1;\n}\n';
const SRC_HASHES = lineHashes(SRC);

describe('addPrimaryLocationLineHash', () => {
  it('reproduces codeql-action end-to-end expectations (uri + %SRCROOT%, and index into run.artifacts)', () => {
    const log = JSON.parse(fs.readFileSync(path.join(fixtures, 'upstream-e2e.sarif'), 'utf8')) as sarif.Log;
    const run = log.runs[0];
    const ctx = ctxFor(path.join(fixtures, 'checkout'));
    const diags = run.results!.flatMap((r, i) =>
      addPrimaryLocationLineHash(r, `/runs/0/results/${i}`, run, ctx),
    );
    expect(diags).toEqual([]);
    // Values from codeql-action src/testdata/fingerprinting.expected.sarif.
    expect(run.results![0].partialFingerprints).toEqual({ primaryLocationLineHash: '5e4d5a9cf1294ad9:1' });
    expect(run.results![1].partialFingerprints).toEqual({ primaryLocationLineHash: 'f7592a95a9381ac0:1' });
    // No region: skipped silently, like upstream's fingerprinting2 test.
    expect(run.results![2].partialFingerprints).toEqual({});
  });

  it('hashes a relative URI against the checkout root', () => {
    write('src/a.ts', SRC);
    const r = result({ uri: 'src/a.ts' }, 2);
    expect(addPrimaryLocationLineHash(r, P, {}, ctxFor())).toEqual([]);
    expect(r.partialFingerprints).toEqual({ primaryLocationLineHash: SRC_HASHES[1] });
    expect(SRC_HASHES[1]).toMatch(/^[0-9a-f]{1,16}:1$/);
  });

  it('gives CRLF and LF checkouts of the same file the same fingerprint', () => {
    write('lf.c', 'int main() {\n  return 0;\n}\n');
    write('crlf.c', 'int main() {\r\n  return 0;\r\n}\r\n');
    const ctx = ctxFor();
    const a = result({ uri: 'lf.c' }, 2);
    const b = result({ uri: 'crlf.c' }, 2);
    addPrimaryLocationLineHash(a, P, {}, ctx);
    addPrimaryLocationLineHash(b, P, {}, ctx);
    expect(a.partialFingerprints.primaryLocationLineHash).toBe(b.partialFingerprints.primaryLocationLineHash);
    expect(a.partialFingerprints.primaryLocationLineHash).toBe(
      lineHashes('int main() {\n  return 0;\n}\n')[1],
    );
  });

  it('never overwrites an existing primaryLocationLineHash and keeps other partialFingerprints', () => {
    write('a.ts', SRC);
    const kept = result({ uri: 'a.ts' }, 1, {
      partialFingerprints: { primaryLocationLineHash: 'deadbeef:7', other: 'x' },
    });
    expect(addPrimaryLocationLineHash(kept, P, {}, ctxFor())).toEqual([]);
    expect(kept.partialFingerprints).toEqual({ primaryLocationLineHash: 'deadbeef:7', other: 'x' });

    const added = result({ uri: 'a.ts' }, 1, { partialFingerprints: { 'tool/v1': 'abc' } });
    addPrimaryLocationLineHash(added, P, {}, ctxFor());
    expect(added.partialFingerprints).toEqual({ 'tool/v1': 'abc', primaryLocationLineHash: SRC_HASHES[0] });
  });

  it('does not even look at the file when the fingerprint is already there', () => {
    const r = result({ uri: 'missing.ts' }, 1, { partialFingerprints: { primaryLocationLineHash: 'x:1' } });
    expect(addPrimaryLocationLineHash(r, P, {}, ctxFor())).toEqual([]);
    expect(r.partialFingerprints).toEqual({ primaryLocationLineHash: 'x:1' });
  });

  it('resolves artifactLocation.index through run.artifacts, using the artifact uriBaseId', () => {
    write('lib/b.ts', SRC);
    const run: RunContext = {
      artifacts: [{ location: { uri: 'nope.ts' } }, { location: { uri: 'b.ts', uriBaseId: 'LIB' } }],
      originalUriBaseIds: { LIB: { uri: 'lib/', uriBaseId: '%SRCROOT%' } },
    };
    const r = result({ index: 1 }, 3);
    expect(addPrimaryLocationLineHash(r, P, run, ctxFor())).toEqual([]);
    expect(r.partialFingerprints.primaryLocationLineHash).toBe(SRC_HASHES[2]);
  });

  it('prefers artifactLocation.uri over index, like codeql-action', () => {
    write('a.ts', SRC);
    const r = result({ uri: 'a.ts', index: 0 }, 1);
    addPrimaryLocationLineHash(r, P, { artifacts: [{ location: { uri: 'elsewhere.ts' } }] }, ctxFor());
    expect(r.partialFingerprints.primaryLocationLineHash).toBe(SRC_HASHES[0]);
  });

  it('applies uriBaseId via originalUriBaseIds (absolute file: base and relative chains)', () => {
    write('packages/web/src/x.ts', SRC);
    const run: RunContext = {
      originalUriBaseIds: {
        PKGS: { uri: `${pathToFileURL(path.join(root, 'packages')).href}/` },
        WEB: { uri: 'web/', uriBaseId: 'PKGS' },
      },
    };
    const ctx = ctxFor();
    const a = result({ uri: 'web/src/x.ts', uriBaseId: 'PKGS' }, 1);
    const b = result({ uri: 'src/x.ts', uriBaseId: 'WEB' }, 2);
    expect([
      ...addPrimaryLocationLineHash(a, P, run, ctx),
      ...addPrimaryLocationLineHash(b, P, run, ctx),
    ]).toEqual([]);
    expect(a.partialFingerprints.primaryLocationLineHash).toBe(SRC_HASHES[0]);
    expect(b.partialFingerprints.primaryLocationLineHash).toBe(SRC_HASHES[1]);
    expect(ctx.cache.size).toBe(1);
  });

  it('treats %SRCROOT% (even when defined elsewhere) and unknown base ids as the checkout root', () => {
    write('a.ts', SRC);
    const run: RunContext = { originalUriBaseIds: { '%SRCROOT%': { uri: 'file:///analysis/machine/src/' } } };
    const a = result({ uri: 'a.ts', uriBaseId: '%SRCROOT%' }, 1);
    const b = result({ uri: 'a.ts', uriBaseId: 'NOT_DEFINED' }, 2);
    expect(addPrimaryLocationLineHash(a, P, run, ctxFor())).toEqual([]);
    expect(addPrimaryLocationLineHash(b, P, run, ctxFor())).toEqual([]);
    expect(a.partialFingerprints.primaryLocationLineHash).toBe(SRC_HASHES[0]);
    expect(b.partialFingerprints.primaryLocationLineHash).toBe(SRC_HASHES[1]);
  });

  it('decodes percent-encoded names', () => {
    write('dir with space/naïve#1.ts', SRC);
    const r = result({ uri: 'dir%20with%20space/na%C3%AFve%231.ts' }, 2);
    expect(addPrimaryLocationLineHash(r, P, {}, ctxFor())).toEqual([]);
    expect(r.partialFingerprints.primaryLocationLineHash).toBe(SRC_HASHES[1]);
  });

  it('accepts absolute file: URIs (and file://localhost/, and plain absolute paths) under the checkout root', () => {
    const p = write('deep/é x.ts', SRC);
    const href = pathToFileURL(p).href; // percent-encoded
    const ctx = ctxFor();
    const rs = [
      result({ uri: href }, 1),
      result({ uri: href.replace('file://', 'file://localhost') }, 2),
      result({ uri: p }, 3),
    ];
    expect(rs.flatMap((r) => addPrimaryLocationLineHash(r, P, {}, ctx))).toEqual([]);
    expect(rs.map((r) => r.partialFingerprints.primaryLocationLineHash)).toEqual(SRC_HASHES.slice(0, 3));
  });

  it('accepts absolute URIs spelled through the real path of a symlinked checkout root', () => {
    const link = path.join(tmp, 'link-to-checkout');
    fs.symlinkSync(root, link);
    const p = write('a.ts', SRC);
    const r = result({ uri: pathToFileURL(fs.realpathSync(p)).href }, 2);
    expect(addPrimaryLocationLineHash(r, P, {}, ctxFor(link))).toEqual([]);
    expect(r.partialFingerprints.primaryLocationLineHash).toBe(SRC_HASHES[1]);
  });

  it('keeps codeql-action leniency for "file://relative/path"', () => {
    write('src/a.ts', SRC);
    const r = result({ uri: 'file://src/a.ts' }, 1);
    expect(addPrimaryLocationLineHash(r, P, {}, ctxFor())).toEqual([]);
    expect(r.partialFingerprints.primaryLocationLineHash).toBe(SRC_HASHES[0]);
  });

  it('accepts a startLine on the empty last line (upstream hashes it too) but not beyond', () => {
    write('a.ts', SRC); // 3 lines + the empty one after the final newline
    const r = result({ uri: 'a.ts' }, 4);
    expect(addPrimaryLocationLineHash(r, P, {}, ctxFor())).toEqual([]);
    expect(r.partialFingerprints.primaryLocationLineHash).toBe('c129715d7a2bc9a3:1');
  });

  it('skips silently when there is nothing to hash', () => {
    const ctx = ctxFor();
    const cases = [
      { ruleId: 'r', message: { text: 'no locations' } },
      { ruleId: 'r', message: { text: 'm' }, locations: [] },
      { ruleId: 'r', message: { text: 'm' }, locations: [{ logicalLocations: [{ name: 'f' }] }] },
      result({ uri: 'missing.ts' }, null), // no region
      {
        ruleId: 'r',
        message: { text: 'm' },
        locations: [
          { physicalLocation: { artifactLocation: { uri: 'missing.ts' }, region: { charOffset: 3 } } },
        ],
      },
      {
        ruleId: 'r',
        message: { text: 'm' },
        locations: [{ physicalLocation: { region: { startLine: 1 } } }],
      },
      result({ uriBaseId: '%SRCROOT%' }, 1), // neither uri nor index
      null,
      'not a result',
    ];
    for (const c of cases) {
      const before = JSON.stringify(c);
      expect(addPrimaryLocationLineHash(c, P, {}, ctx)).toEqual([]);
      expect(JSON.stringify(c)).toBe(before);
    }
  });

  it('reads each source file once per context (cache), and shares results across results', () => {
    const p = write('a.ts', SRC);
    const ctx = ctxFor();
    const r1 = result({ uri: 'a.ts' }, 1);
    addPrimaryLocationLineHash(r1, P, {}, ctx);
    fs.writeFileSync(p, 'changed\nchanged\n'); // a re-read would see this
    const r2 = result({ uri: 'a.ts' }, 2);
    addPrimaryLocationLineHash(r2, P, {}, ctx);
    expect(r2.partialFingerprints.primaryLocationLineHash).toBe(SRC_HASHES[1]);
    expect([...ctx.cache.keys()]).toEqual([p]);
  });

  it('accepts a run typed with @types/sarif', () => {
    write('a.ts', SRC);
    const run: sarif.Run = { tool: { driver: { name: 't' } }, artifacts: [{ location: { uri: 'a.ts' } }] };
    const r: sarif.Result = {
      message: { text: 'm' },
      locations: [{ physicalLocation: { artifactLocation: { index: 0 }, region: { startLine: 1 } } }],
    };
    expect(addPrimaryLocationLineHash(r, P, run, ctxFor())).toEqual([]);
    expect(r.partialFingerprints).toEqual({ primaryLocationLineHash: SRC_HASHES[0] });
  });
});

describe('addPrimaryLocationLineHash warnings', () => {
  /** Runs one result, asserts exactly one warning and that the result is unchanged. */
  function warnOnce(r: unknown, run: RunContext = {}, ctx = ctxFor()): Diagnostic {
    const before = JSON.stringify(r);
    const diags = addPrimaryLocationLineHash(r, P, run, ctx);
    expect(JSON.stringify(r)).toBe(before);
    expect(diags).toHaveLength(1);
    const d = diags[0];
    expect(d).toMatchObject({ severity: 'warning', rule: 'fingerprint', file: 'in.sarif' });
    expect(d.hint).toEqual(expect.any(String));
    return d;
  }

  it('malformed percent-encoding', () => {
    const d = warnOnce(result({ uri: 'src/%E0%A4%A.ts' }));
    expect(d.pointer).toBe(URI_PTR);
    expect(d.message).toContain('"src/%E0%A4%A.ts"');
    expect(d.message).toContain('malformed percent-encoding');
  });

  it('malformed file: URI', () => {
    const d = warnOnce(result({ uri: 'file://localhost:99999/x' }));
    expect(d.pointer).toBe(URI_PTR);
    expect(d.message).toContain('"file://localhost:99999/x"');
    expect(d.message).toContain('not a valid file: URI');
    expect(warnOnce(result({ uri: 'file:///src/%E0%A4%A.ts' })).message).toContain('not a valid file: URI');
    expect(warnOnce(result({ uri: 'file:///src%2Fa.ts' })).message).toContain('not a valid file: URI');
  });

  it('a NUL byte smuggled in through %00', () => {
    const d = warnOnce(result({ uri: 'a.ts%00.png' }));
    expect(d.message).toContain('NUL');
    expect(warnOnce(result({ uri: `${pathToFileURL(root).href}/a.ts%00.png` })).message).toContain('NUL');
  });

  it('relative path escaping the checkout root', () => {
    const d = warnOnce(result({ uri: '../../etc/passwd' }));
    expect(d.pointer).toBe(URI_PTR);
    expect(d.message).toContain('"../../etc/passwd"');
    expect(d.message).toContain('outside the checkout root');
  });

  it('encoded ../ escaping the checkout root', () => {
    write('secret.txt', 'x\n', tmp);
    const d = warnOnce(result({ uri: '%2E%2E/secret.txt' }));
    expect(d.message).toContain('outside the checkout root');
  });

  it('absolute file: URI and absolute path outside the checkout root', () => {
    const outside = write('other/x.ts', SRC, tmp);
    expect(warnOnce(result({ uri: pathToFileURL(outside).href })).message).toContain(
      'outside the checkout root',
    );
    expect(warnOnce(result({ uri: outside })).message).toContain('outside the checkout root');
    // A sibling whose name merely starts with the root's name is outside too.
    const sibling = write('x.ts', SRC, `${root}-evil`);
    expect(warnOnce(result({ uri: sibling })).message).toContain('outside the checkout root');
  });

  it('a uriBaseId whose absolute base lies outside the checkout root', () => {
    const run: RunContext = { originalUriBaseIds: { BUILD: { uri: 'file:///opt/build/' } } };
    const d = warnOnce(result({ uri: 'a.ts', uriBaseId: 'BUILD' }), run);
    expect(d.message).toContain('uriBaseId "BUILD"');
    expect(d.message).toContain('outside the checkout root');
  });

  it('a uriBaseId defined with another scheme or malformed percent-encoding', () => {
    const run: RunContext = {
      originalUriBaseIds: { WEB: { uri: 'https://example.com/src/' }, BAD: { uri: 'src%zz/' } },
    };
    expect(warnOnce(result({ uri: 'a.ts', uriBaseId: 'WEB' }), run).message).toContain(
      'its base "WEB" is "https://example.com/src/", which is not a local file: URI',
    );
    expect(warnOnce(result({ uri: 'a.ts', uriBaseId: 'BAD' }), run).message).toContain(
      'its base "BAD" has malformed percent-encoding',
    );
  });

  it('symbolic link inside the checkout pointing outside it', () => {
    const outside = write('outside.ts', SRC, tmp);
    fs.symlinkSync(outside, path.join(root, 'link.ts'));
    const d = warnOnce(result({ uri: 'link.ts' }));
    expect(d.message).toContain('symbolic link');
  });

  it('another scheme', () => {
    const d = warnOnce(result({ uri: 'https://example.com/src/a.ts' }));
    expect(d.pointer).toBe(URI_PTR);
    expect(d.message).toContain('"https://example.com/src/a.ts"');
    expect(d.message).toContain('https: scheme');
  });

  it('non-string uri', () => {
    const d = warnOnce(result({ uri: 42 }));
    expect(d.pointer).toBe(URI_PTR);
    expect(d.message).toContain('42, not a string');
  });

  it('missing file', () => {
    const d = warnOnce(result({ uri: 'src/gone.ts' }));
    expect(d.pointer).toBe(URI_PTR);
    expect(d.message).toContain(`"src/gone.ts" (${path.join(root, 'src/gone.ts')})`);
    expect(d.message).toContain('no such file');
  });

  it('a path through a regular file', () => {
    write('a.ts', SRC);
    expect(warnOnce(result({ uri: 'a.ts/b.ts' })).message).toContain('not a directory');
  });

  it('directory', () => {
    fs.mkdirSync(path.join(root, 'src'));
    const d = warnOnce(result({ uri: 'src' }));
    expect(d.message).toContain('"src"');
    expect(d.message).toContain('directory');
    expect(warnOnce(result({ uri: '.' })).message).toContain('directory');
  });

  it('unreadable file (permissions)', () => {
    const p = write('locked.ts', SRC);
    fs.chmodSync(p, 0o000);
    let readable = true;
    try {
      fs.readFileSync(p);
    } catch {
      readable = false;
    }
    if (readable) return; // running as root: permissions are not enforced, nothing to test
    expect(warnOnce(result({ uri: 'locked.ts' })).message).toContain('permission denied');
  });

  it('file larger than maxFileBytes', () => {
    write('big.ts', 'x'.repeat(2000));
    const d = warnOnce(result({ uri: 'big.ts' }), {}, ctxFor(root, { maxFileBytes: 1000 }));
    expect(d.message).toContain('2000 bytes, larger than the 1000-byte limit');
  });

  it('startLine beyond the end of the file', () => {
    write('a.ts', SRC);
    const d = warnOnce(result({ uri: 'a.ts' }, 9));
    expect(d.pointer).toBe(`${P}/locations/0/physicalLocation/region/startLine`);
    expect(d.message).toContain('startLine 9 is beyond the end of "a.ts"');
    expect(d.message).toContain('(4 lines');
  });

  it('index out of range, or not an integer', () => {
    const run: RunContext = { artifacts: [{ location: { uri: 'a.ts' } }] };
    const d = warnOnce(result({ index: 5 }), run);
    expect(d.pointer).toBe(`${P}/locations/0/physicalLocation/artifactLocation/index`);
    expect(d.message).toContain('index 5');
    expect(d.message).toContain('1 artifact)');
    expect(warnOnce(result({ index: '0' }), run).message).toContain('index "0"');
  });

  it('index to an artifact whose file is missing names both', () => {
    const run: RunContext = { artifacts: [{ location: { uri: 'gone.ts' } }] };
    const d = warnOnce(result({ index: 0 }), run);
    expect(d.pointer).toBe(`${P}/locations/0/physicalLocation/artifactLocation/index`);
    expect(d.message).toContain('"gone.ts" (run.artifacts[0].location.uri)');
  });

  it('warns once per missing file however many results point at it, and once per bad URI', () => {
    write('a.ts', SRC);
    const ctx = ctxFor();
    const results = Array.from({ length: 5000 }, (_, i) => result({ uri: 'gone.ts' }, (i % 50) + 1));
    const diags = results.flatMap((r, i) => addPrimaryLocationLineHash(r, `/runs/0/results/${i}`, {}, ctx));
    expect(diags).toHaveLength(1);
    expect(diags[0].pointer).toBe('/runs/0/results/0/locations/0/physicalLocation/artifactLocation/uri');
    expect(results.every((r) => r.partialFingerprints === undefined)).toBe(true);
    expect(ctx.cache.get(path.join(root, 'gone.ts'))).toBeNull();

    const more = [
      ...Array.from({ length: 100 }, () => result({ uri: 'https://x/y' })),
      ...Array.from({ length: 100 }, () => result({ uri: '../../etc/passwd' })),
      ...Array.from({ length: 100 }, (_, i) => result({ uri: 'a.ts' }, 100 + i)),
    ];
    const moreDiags = more.flatMap((r) => addPrimaryLocationLineHash(r, P, {}, ctx));
    expect(moreDiags.map((d) => d.message.match(/scheme|outside|beyond/)?.[0])).toEqual([
      'scheme',
      'outside',
      'beyond',
    ]);
    // A different context reports again.
    expect(addPrimaryLocationLineHash(result({ uri: 'gone.ts' }), P, {}, ctxFor())).toHaveLength(1);
  });

  it('a checkout root that does not exist gives one warning in all, not one per file', () => {
    const ctx = ctxFor(path.join(tmp, 'nope'));
    const d = warnOnce(result({ uri: 'a.ts' }), {}, ctx);
    expect(d.message).toContain(`the checkout root ${path.join(tmp, 'nope')} is not an existing directory`);
    expect(addPrimaryLocationLineHash(result({ uri: 'b.ts' }), P, {}, ctx)).toEqual([]);
  });

  it('file with more lines than maxLines (memory bound for line-dense files)', () => {
    write('blank.txt', '\n'.repeat(100));
    write('crlf.txt', 'ab\r\n'.repeat(40)); // 160 bytes but 41 lines: under the limit
    const ctx = ctxFor(root, { maxLines: 50 });
    const d = warnOnce(result({ uri: 'blank.txt' }), {}, ctx);
    expect(d.message).toContain('more than 50 lines');
    const ok = result({ uri: 'crlf.txt' }, 41);
    expect(addPrimaryLocationLineHash(ok, P, {}, ctx)).toEqual([]);
    expect(ok.partialFingerprints.primaryLocationLineHash).toBe('c129715d7a2bc9a3:1');
  });

  it('index warnings of different runs are not merged', () => {
    const ctx = ctxFor();
    const run0: RunContext = { artifacts: [] };
    const run1: RunContext = { artifacts: [] };
    expect(addPrimaryLocationLineHash(result({ index: 0 }), '/runs/0/results/0', run0, ctx)).toHaveLength(1);
    expect(addPrimaryLocationLineHash(result({ index: 0 }), '/runs/0/results/1', run0, ctx)).toHaveLength(0);
    expect(addPrimaryLocationLineHash(result({ index: 0 }), '/runs/1/results/0', run1, ctx)).toHaveLength(1);
  });
});
