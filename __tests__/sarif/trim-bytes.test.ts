/**
 * The per-result limits cut on bytes (trim-bytes.ts) must give exactly what the parse-and-rewrite path gives
 * (rewrite.ts: locations sliced, thread flows by trimThreadFlows) — on every result of the real tools' fixtures and
 * of the SARIF SDK corpus under limits small enough to cut them, and on the odd shapes the schema allows.
 */
import { SERVICE_LIMITS, type Limits } from '../../src/sarif/limits.js';
import { isObject, type Json, type JsonObject } from '../../src/sarif/result-facts.js';
import { trimThreadFlows } from '../../src/sarif/rewrite.js';
import { trimResultBytes } from '../../src/sarif/trim-bytes.js';
import { fixtureResults } from '../support/sarif-fixtures.js';

/** What the parse-and-rewrite path makes of the result (undefined: nothing to cut). */
function reference(result: JsonObject, limits: Limits): Json | undefined {
  const r = structuredClone(result);
  let cut = false;
  if (Array.isArray(r.locations) && r.locations.length > limits.locationsPerResult) {
    r.locations = r.locations.slice(0, limits.locationsPerResult);
    cut = true;
  }
  if (trimThreadFlows(r, limits.threadFlowLocationsPerResult) > 0) cut = true;
  return cut ? r : undefined;
}

function bytesPath(text: string, limits: Limits): Json | undefined {
  const out = trimResultBytes(Buffer.from(text, 'utf8'), limits);
  return out === undefined ? undefined : (JSON.parse(out.toString('utf8')) as Json);
}

const small = (steps: number, locations = 1): Limits => ({
  ...SERVICE_LIMITS,
  threadFlowLocationsPerResult: steps,
  locationsPerResult: locations,
});

describe('cutting a result to the per-result limits on its bytes', () => {
  const results = fixtureResults()
    .map((r) => r.result)
    .filter(isObject);

  it('gives what the parse-and-rewrite path gives, on every fixture result, compact and pretty-printed', () => {
    let cut = 0;
    for (const limits of [small(1), small(3, 2), small(7, 0), SERVICE_LIMITS]) {
      for (const result of results) {
        const want = reference(result, limits);
        for (const text of [JSON.stringify(result), JSON.stringify(result, null, 2)]) {
          expect(bytesPath(text, limits)).toEqual(want);
          if (want !== undefined) cut++;
        }
      }
    }
    expect(results.length).toBeGreaterThan(900);
    expect(cut).toBeGreaterThan(500); // the small limits do cut: thread flows and locations of real tools
  });

  it('keeps steps by importance, then order, and drops the thread flows and code flows it empties', () => {
    const step = (importance?: string) => ({
      location: { message: { text: importance ?? 'none' } },
      ...(importance ? { importance } : {}),
    });
    const result = {
      ruleId: 'r',
      message: { text: 'm' },
      codeFlows: [
        { threadFlows: [{ locations: [step('unimportant'), step('unimportant')] }] },
        {
          message: { text: 'kept' },
          threadFlows: [
            { locations: [step(), step('essential'), step('unimportant')] },
            { locations: [step('important')] },
          ],
        },
        { threadFlows: 'not an array' },
        7,
      ],
    };
    const want = reference(result as JsonObject, small(3));
    expect(want).toMatchObject({
      codeFlows: [
        {
          message: { text: 'kept' },
          threadFlows: [{ locations: [step(), step('essential')] }, { locations: [step('important')] }],
        },
        { threadFlows: 'not an array' },
        7,
      ],
    });
    expect(bytesPath(JSON.stringify(result), small(3))).toEqual(want);
    // Every step cut: codeFlows goes.
    const allCut = { ...result, codeFlows: [result.codeFlows[0]] };
    expect(bytesPath(JSON.stringify(allCut), small(0))).toEqual({ ruleId: 'r', message: { text: 'm' } });
  });

  it('reads keys written with escapes and strings full of brackets, and leaves repeated keys to the parser', () => {
    const text =
      '{"message":{"text":"a \\"[{\\" b"},"codeFlows":[{"threadFlows":[{"loc\\u0061tions":[' +
      '{"location":{"message":{"text":"}]"}}},{"imp\\u006frtance":"essential","location":{}}]}]}]}';
    const value = JSON.parse(text) as JsonObject;
    expect(bytesPath(text, small(1))).toEqual(reference(value, small(1)));
    expect(reference(value, small(1))).toMatchObject({
      codeFlows: [{ threadFlows: [{ locations: [{ importance: 'essential' }] }] }],
    });
    const repeated = '{"message":{"text":"x"},"locations":[{},{}],"locations":[{},{},{}]}';
    expect(trimResultBytes(Buffer.from(repeated), small(1, 1))).toBeUndefined();
  });

  it('answers undefined when nothing is over the limits', () => {
    expect(
      trimResultBytes(Buffer.from('{"message":{"text":"x"},"locations":[{}]}'), small(1, 1)),
    ).toBeUndefined();
  });
});
