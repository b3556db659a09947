import { cloneJson, sameJson, type Json } from '../../src/sarif/json.js';

describe('sameJson: equal as JSON values', () => {
  it('is JSON.stringify equality, whatever the key order', () => {
    const values: unknown[] = [
      null,
      0,
      1,
      '1',
      true,
      false,
      [],
      {},
      [1, 2],
      [2, 1],
      [[1]],
      { a: 1 },
      { a: '1' },
      { a: 1, b: [null, { c: 'x' }] },
      { b: [null, { c: 'x' }], a: 1 },
      { a: 1, b: [null, { c: 'y' }] },
      { a: null },
      { a: undefined },
      { a: [] },
      { a: {} },
    ];
    const canonical = (v: unknown): string =>
      JSON.stringify(v, (_k, x: unknown) =>
        x && typeof x === 'object' && !Array.isArray(x)
          ? Object.fromEntries(Object.entries(x).sort(([p], [q]) => (p < q ? -1 : 1)))
          : x,
      );
    for (const a of values)
      for (const b of values) expect([a, b, sameJson(a, b)]).toEqual([a, b, canonical(a) === canonical(b)]);
  });

  it('takes a key holding undefined as absent, as JSON.stringify writes it', () => {
    expect(sameJson({ a: undefined, b: 1 }, { b: 1 })).toBe(true);
    expect(sameJson({ b: 1 }, { b: 1, c: undefined })).toBe(true);
    expect(sameJson({ a: undefined }, { a: null })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
  });
});

describe('cloneJson: a deep copy as JSON.parse would make it', () => {
  it('copies objects and arrays, keeps key order and an own __proto__ member', () => {
    const text = '{"b":1,"a":[1,"x",null,true,{"c":{}}],"__proto__":{"p":1},"2":0,"1":[[]]}';
    const parsed = JSON.parse(text) as Json;
    const copy = cloneJson(parsed);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(parsed));
    expect(Object.keys(copy as object)).toEqual(Object.keys(parsed as object));
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(copy, '__proto__')).toBe(true);
    const a = (parsed as { a: Json[] }).a;
    const b = (copy as { a: Json[] }).a;
    expect(b).not.toBe(a);
    expect(b[4]).not.toBe(a[4]);
    for (const v of [null, 0, -1.5, 'é', true]) expect(cloneJson(v)).toBe(v);
  });
});
