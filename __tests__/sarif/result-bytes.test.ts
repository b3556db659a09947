/**
 * The byte validator (result-bytes.ts) against the reference path (JSON.parse + the ajv validator + the facts of
 * result-facts.ts): whenever it answers, the reference finds the result valid with no diagnostic and the same
 * facts. On every result of every fixture (as written by real tools, compact and pretty-printed) and on mutations
 * of them that break one schema rule at a time.
 */
import { prng } from '../../bench/generate-sarif.js';
import { fixtureResults } from '../support/sarif-fixtures.js';
import { fastResult, plainUriReference } from '../../src/sarif/result-bytes.js';
import { formats } from '../../src/sarif/generated/sarif-validators.js';
import { describeResult, isObject, type Json, type JsonObject } from '../../src/sarif/result-facts.js';
import { validateResult } from '../../src/sarif/schema-validate.js';
import { levelCode } from '../../src/sarif/severity.js';

/** Real tools' SARIF, and Microsoft's SARIF SDK and tutorials (valid and invalid on purpose). */
interface Verdict {
  fast: boolean;
  agrees: boolean;
  detail?: string;
}

/** The two paths on one result's text. */
function compare(text: string): Verdict {
  const bytes = Buffer.from(text, 'utf8');
  const fast = fastResult(bytes, 0, bytes.length);
  if (fast === undefined) return { fast: false, agrees: true };
  const value = JSON.parse(text) as Json;
  const diagnostics = validateResult(value, 'f.sarif', '/runs/0/results/0');
  const facts = describeResult(value, text);
  const sameFacts = JSON.stringify(fast) === JSON.stringify(facts);
  return {
    fast: true,
    agrees: diagnostics.length === 0 && sameFacts,
    detail: `${text.slice(0, 300)}\ndiagnostics: ${JSON.stringify(diagnostics)}\nbyte facts: ${JSON.stringify(fast)}\nreference facts: ${JSON.stringify(facts)}`,
  };
}

const results = fixtureResults();

describe('the byte validator agrees with the reference path', () => {
  it('on every result of the fixtures and the SARIF SDK corpus, compact and pretty-printed, and answers for most', () => {
    let answered = 0;
    for (const { result } of results) {
      for (const text of [JSON.stringify(result), JSON.stringify(result, null, 2)]) {
        const v = compare(text);
        if (!v.agrees) throw new Error(`disagreement:\n${v.detail}`);
        if (v.fast) answered++;
      }
    }
    expect(results.length).toBeGreaterThan(500);
    // Most real results take the fast path (the rest: invalid ones, and references it leaves to the reference).
    console.log(`byte validator answered ${answered} of ${2 * results.length}`);
    expect(answered / (2 * results.length)).toBeGreaterThan(0.8);
  });

  it('on mutations that break one rule at a time (types, required, enums, minimums, formats, unique items, grammar)', () => {
    const rnd = prng(12);
    const mutants: string[] = [];
    const sample = results.filter((_, i) => i % 3 === 0).slice(0, 400);
    for (const { result } of sample) {
      for (let k = 0; k < 12; k++) mutants.push(mutate(result, rnd));
    }
    let answered = 0;
    let refused = 0;
    for (const text of mutants) {
      const v = compare(text);
      if (!v.agrees) throw new Error(`disagreement on a mutant:\n${v.detail}`);
      if (v.fast) answered++;
      else refused++;
    }
    // Both verdicts occur: the mutations are neither all harmless nor all fatal.
    console.log(`mutants: ${answered} answered, ${refused} refused`);
    expect(answered).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(500);
  });

  it('refuses what JSON.parse refuses, and answers on escapes and non-ASCII', () => {
    const ok = '{"ruleId":"r\\u0031","message":{"text":"é 中 😀 \\"q\\" \\n {x} [y]"},"level":"error"}';
    const bytes = Buffer.from(ok);
    expect(fastResult(bytes, 0, bytes.length)).toMatchObject({ ruleId: 'r1', level: levelCode('error') });
    for (const bad of [
      '{"message":{"text":"a\tb"}}',
      '{"message":{"text":"\\x"}}',
      '{"message":{"text":"a"},}',
      '{"message":{"text":"a"}',
      '{"message":{"text":"a"},"rank":01}',
      '{"message":{"text":"a"},"rank":1.}',
      '{"message":{"text":"a"},"baselineState":tru}',
    ]) {
      const b = Buffer.from(bad);
      expect(fastResult(b, 0, b.length)).toBeUndefined();
    }
  });

  it('reads a rule named by guid where no index names it, as the reference path does (§3.52.3-4)', () => {
    const g = '11111111-1111-4111-8111-111111111111';
    const cases: [string, string | undefined][] = [
      [`{"rule":{"guid":"${g}"},"message":{"text":"a"}}`, g],
      [`{"ruleId":"R1","rule":{"guid":"${g}"},"message":{"text":"a"}}`, g],
      [`{"rule":{"guid":"${g}","toolComponent":{"name":"pack"}},"message":{"text":"a"}}`, g],
      [`{"rule":{"guid":"${g}","index":2},"message":{"text":"a"}}`, undefined],
      [`{"ruleIndex":0,"rule":{"guid":"${g}"},"message":{"text":"a"}}`, undefined],
    ];
    for (const [text, guid] of cases) {
      const v = compare(text);
      if (!v.agrees) throw new Error(`disagreement:\n${v.detail}`);
      expect(describeResult(JSON.parse(text) as Json, text).ruleGuid).toBe(guid);
      const bytes = Buffer.from(text);
      expect(fastResult(bytes, 0, bytes.length)?.ruleGuid).toBe(guid);
    }
  });

  it('takes -1 as "absent" for ruleIndex, rule.index and toolComponent.index, and notes two indices that differ (a schema fuzzer\'s finds)', () => {
    const g = '11111111-1111-4111-8111-111111111111';
    // [text, ruleIndex, conflicting rule.index, guid, component, componentRef]
    const cases: [string, number, number | undefined, string | undefined, number, string | undefined][] = [
      ['{"ruleIndex":0,"rule":{"id":"r","index":3},"message":{"text":"a"}}', 0, 3, undefined, -1, undefined],
      ['{"ruleIndex":1,"rule":{"index":1},"message":{"text":"a"}}', 1, undefined, undefined, -1, undefined],
      ['{"ruleIndex":-1,"rule":{"index":3},"message":{"text":"a"}}', 3, undefined, undefined, -1, undefined],
      [`{"ruleIndex":-1,"rule":{"guid":"${g}"},"message":{"text":"a"}}`, -1, undefined, g, -1, undefined],
      [`{"ruleIndex":2,"rule":{"index":-1},"message":{"text":"a"}}`, 2, undefined, undefined, -1, undefined],
      [
        '{"rule":{"id":"r","toolComponent":{"name":"X","index":-1}},"message":{"text":"a"}}',
        -1,
        undefined,
        undefined,
        -1,
        'X',
      ],
      [
        '{"rule":{"id":"r","toolComponent":{"name":"X","index":0}},"message":{"text":"a"}}',
        -1,
        undefined,
        undefined,
        0,
        undefined,
      ],
    ];
    for (const [text, ruleIndex, conflict, guid, component, componentRef] of cases) {
      const v = compare(text);
      if (!v.agrees) throw new Error(`disagreement:\n${v.detail}`);
      const facts = describeResult(JSON.parse(text) as Json, text);
      expect([
        text,
        facts.ruleIndex,
        facts.ruleIndexConflict,
        facts.ruleGuid,
        facts.component,
        facts.componentRef,
      ]).toEqual([text, ruleIndex, conflict, guid, component, componentRef]);
    }
  });

  it('leaves a region that ends before it starts to the reference path, which warns of it', () => {
    const withRegion = (region: object, where: 'location' | 'fix' = 'location') =>
      JSON.stringify(
        where === 'location'
          ? {
              message: { text: 'm' },
              locations: [{ physicalLocation: { artifactLocation: { uri: 'a' }, region } }],
            }
          : {
              message: { text: 'm' },
              fixes: [
                {
                  artifactChanges: [
                    { artifactLocation: { uri: 'a' }, replacements: [{ deletedRegion: region }] },
                  ],
                },
              ],
            },
      );
    const inverted = [
      { startLine: 4, startColumn: 9, endColumn: 2 },
      { startLine: 4, endLine: 3 },
      { startLine: 4, startColumn: 9, endLine: 4, endColumn: 8 },
      { startLine: 4, endLine: 3, endColumn: 1, startColumn: 2 },
    ];
    const fine = [
      { startLine: 4 },
      { startLine: 4, startColumn: 9, endColumn: 9 },
      { startLine: 4, startColumn: 9, endLine: 5, endColumn: 1 },
      { endColumn: 1, startLine: 4 },
      { charOffset: 3, charLength: 0 },
    ];
    for (const where of ['location', 'fix'] as const) {
      for (const region of inverted) {
        const text = withRegion(region, where);
        expect(compare(text)).toEqual({ fast: false, agrees: true });
        const rules = validateResult(JSON.parse(text) as Json, 'f.sarif', '').map((d) => d.rule);
        expect([where, region, rules]).toEqual([where, region, ['region-order']]);
      }
      for (const region of fine)
        expect([region, compare(withRegion(region, where)).fast]).toEqual([region, true]);
    }
  });

  it('finds a quote, a backslash or a control character at every place in a word of a long string', () => {
    // Strings are read four bytes at a time where aligned: put the bytes that matter at each offset, in buffers that
    // start at each offset of their memory. Each fragment is raw JSON text inside a string literal.
    const fragments: [string, boolean][] = [
      ['\\"', true], // an escaped quote
      ['\\\\', true], // an escaped backslash
      ['é中😀', true],
      ['\u007f', true], // DEL is allowed raw
      ['\u0001', false], // control characters are not
      ['\n', false],
      ['\t', false],
      ['"', false], // the string ends early
    ];
    const memory = Buffer.alloc(4096);
    for (let shift = 0; shift < 4; shift++)
      for (let at = 0; at < 12; at++)
        for (const [fragment, valid] of fragments) {
          const json = `{"message":{"text":"${'x'.repeat(at)}${fragment}${'y'.repeat(24)}"}}`;
          const bytes = memory.subarray(shift, shift + memory.write(json, shift, 'utf8'));
          let parses = true;
          try {
            JSON.parse(json);
          } catch {
            parses = false;
          }
          expect([fragment, at, shift, parses]).toEqual([fragment, at, shift, valid]);
          const fast = fastResult(bytes, 0, bytes.length);
          if (valid) expect(fast).toMatchObject({ level: -1, locations: 0 });
          else expect(fast).toBeUndefined();
        }
  });
});

/** One result with one thing changed, as JSON text. */
function mutate(result: Json, rnd: () => number): string {
  const copy = structuredClone(result) as JsonObject;
  const slots: { holder: JsonObject | Json[]; key: string | number }[] = [];
  const collect = (v: Json) => {
    if (Array.isArray(v)) {
      v.forEach((item, i) => {
        slots.push({ holder: v, key: i });
        collect(item);
      });
    } else if (isObject(v)) {
      for (const [k, item] of Object.entries(v)) {
        slots.push({ holder: v, key: k });
        collect(item);
      }
    }
  };
  collect(copy);
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
  const what = Math.floor(rnd() * 10);
  if (slots.length === 0 || what === 9) {
    // Grammar: cut the text, or break a token.
    const text = JSON.stringify(copy);
    const at = Math.floor(rnd() * text.length);
    return rnd() < 0.5
      ? text.slice(0, at)
      : text.slice(0, at) + pick(['"', '\\', '}', ',', '\t']) + text.slice(at);
  }
  const slot = pick(slots);
  const set = (v: Json) => ((slot.holder as Record<string | number, Json>)[slot.key] = v);
  const current = (slot.holder as Record<string | number, Json>)[slot.key];
  switch (what) {
    case 0: // another type
      set(pick<Json>(['text', 7, -3, 1.5, true, null, {}, []]));
      break;
    case 1: // a required property or an alternative gone
      if (isObject(slot.holder)) delete slot.holder[slot.key as string];
      break;
    case 2: // an unknown member
      if (isObject(current)) current.unknownMember = 1;
      else if (isObject(slot.holder)) slot.holder.unknownMember = 1;
      break;
    case 3: // a value outside an enum
      set(typeof current === 'string' ? `${current}X` : 'none-such');
      break;
    case 4: // below a minimum, or not whole
      set(typeof current === 'number' ? pick([-2, current + 0.5, 2 ** 53 + 2]) : -2);
      break;
    case 5: // an item repeated (unique arrays), with its keys in another order
      if (Array.isArray(current) && current.length > 0) {
        const item = current[0];
        current.push(isObject(item) ? Object.fromEntries(Object.entries(item).reverse()) : item);
      } else set([current, current]);
      break;
    case 6: // a string that is not a URI, a GUID or a date
      set(pick(['http://exa mple.com/%zz', 'not-a-guid', '2026-13-45T99:00:00Z', '\\\\server\\share', '']));
      break;
    case 7: // an index that points somewhere
      if (isObject(current)) current.index = Math.floor(rnd() * 5) - 1;
      else set(3);
      break;
    default: // a key written with an escape, a value unchanged
      if (isObject(slot.holder)) {
        const text = JSON.stringify(copy);
        const key = JSON.stringify(slot.key);
        const escaped = `"\\u${(key.charCodeAt(1) | 0).toString(16).padStart(4, '0')}${key.slice(2)}`;
        return text.replace(key, escaped);
      }
  }
  return JSON.stringify(copy);
}

describe('plain URIs pass on their bytes only when the format would pass them', () => {
  it('a uri-reference of path characters (or plain http) is one by the full expression; others are decoded and checked', () => {
    const full = formats['uri-reference'] as RegExp;
    const alphabet = 'aZ09-._~!$&\'()*+,;=:@/%?# \\"é[]{}|^`<>';
    const random = prng(21);
    const samples = [
      'src/a.ts',
      '/abs/p',
      '//host/p',
      'a:b',
      'http://x.org/a',
      'C:/w',
      '',
      '/',
      '//',
      'a//b',
    ];
    for (let i = 0; i < 20_000; i++) {
      const n = 1 + Math.floor(random() * 12);
      let s = '';
      for (let k = 0; k < n; k++) s += alphabet[Math.floor(random() * alphabet.length)];
      samples.push(s, `src/${s}`, `http://h/${s}`);
    }
    let plain = 0;
    for (const s of samples) {
      const b = Buffer.from(s, 'utf8');
      if (!plainUriReference(b, 0, b.length)) continue;
      plain++;
      expect([s, full.test(s)]).toEqual([s, true]);
      // And the whole result is taken on its bytes with the same verdict as the reference path.
      expect(
        compare(
          `{"message":{"text":"m"},"locations":[{"physicalLocation":{"artifactLocation":{"uri":${JSON.stringify(s)}}}}]}`,
        ),
      ).toMatchObject({ agrees: true });
    }
    expect(plain).toBeGreaterThan(2_000);
    for (const s of ['a b', 'a%zz', '//', 'é', '', 'a#b#c'])
      expect([s, plainUriReference(Buffer.from(s), 0, Buffer.byteLength(s))]).toEqual([s, false]);
  });
});
