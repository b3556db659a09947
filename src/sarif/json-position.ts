/**
 * Positions inside JSON bytes, computed only when a diagnostic needs one: the offset of the value a JSON pointer
 * names, the first grammar error of a slice `JSON.parse` rejected (V8 does not always say where), and line and
 * column of byte offsets. All loops are iterative: a hostile nesting depth cannot overflow the stack.
 */
import type { ByteSource } from './byte-source.js';
import { describeSequence, utf8Length } from './utf8.js';

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);

function skipWs(b: Buffer, i: number): number {
  while (i < b.length && WS.has(b[i])) i++;
  return i;
}

/** Index just past the string that starts at b[i] (a quote). */
function skipString(b: Buffer, i: number): number {
  for (i++; i < b.length; i++) {
    const c = b[i];
    if (c === 0x5c) i++;
    else if (c === 0x22) return i + 1;
  }
  return i;
}

/** Index just past the (valid) value starting at b[i]. */
function skipValue(b: Buffer, i: number): number {
  let depth = 0;
  while (i < b.length) {
    const c = b[i];
    if (c === 0x22) {
      i = skipString(b, i);
      if (depth === 0) return i;
      continue;
    }
    if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) {
      depth--;
      if (depth === 0) return i + 1;
      if (depth < 0) return i;
    } else if (depth === 0 && (c === 0x2c || WS.has(c))) return i;
    i++;
  }
  return i;
}

/**
 * Offset within `b` of the value at the pointer `tokens` (unescaped), or of the deepest ancestor that exists.
 * `b` must be valid JSON.
 */
export function offsetOfPointer(b: Buffer, tokens: readonly string[]): number {
  let i = skipWs(b, 0);
  for (const token of tokens) {
    const c = b[i];
    if (c === 0x7b) {
      let j = skipWs(b, i + 1);
      let found = -1;
      while (j < b.length && b[j] === 0x22) {
        const keyEnd = skipString(b, j);
        const key = JSON.parse(b.toString('utf8', j, keyEnd)) as string;
        j = skipWs(b, skipWs(b, keyEnd) + 1); // past ':'
        if (key === token) {
          found = j;
          break;
        }
        j = skipWs(b, skipValue(b, j));
        if (b[j] === 0x2c) j = skipWs(b, j + 1);
      }
      if (found < 0) return i;
      i = found;
    } else if (c === 0x5b) {
      const index = Number(token);
      if (!Number.isInteger(index) || index < 0) return i;
      let j = skipWs(b, i + 1);
      for (let k = 0; k < index; k++) {
        if (b[j] === 0x5d) return i;
        j = skipWs(b, skipValue(b, j));
        if (b[j] !== 0x2c) return i;
        j = skipWs(b, j + 1);
      }
      if (b[j] === 0x5d) return i;
      i = j;
    } else {
      return i;
    }
  }
  return i;
}

/** Split an RFC 6901 pointer into unescaped tokens. */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export interface SyntaxProblem {
  offset: number;
  message: string;
  /**
   * Set when the problem is an ill-formed UTF-8 sequence inside a string: the tokens of the pointer of the value that
   * string is, or of its object when it is a property name (`key`).
   */
  utf8?: { path: (string | number)[]; key: boolean };
}

function show(b: Buffer, i: number): string {
  if (i >= b.length) return 'the end of the value';
  const c = b[i];
  return c >= 0x21 && c <= 0x7e ? `'${String.fromCharCode(c)}'` : `byte 0x${c.toString(16).padStart(2, '0')}`;
}

/**
 * The first JSON grammar error in `b`, or ill-formed UTF-8 sequence in one of its strings, with a message that says
 * what was expected. Used after `JSON.parse` (or `isUtf8`) failed on a slice; returns a generic problem at the
 * slice's start if it finds none (which would be a bug here). One walk over the JSON grammar, its states sharing the
 * position and the stack: cut apart it would only pass them around.
 */
export function findSyntaxError(b: Buffer): SyntaxProblem {
  const stack: number[] = []; // 0x7d for an object, 0x5d for an array
  const path: (string | number)[] = []; // per frame: the current key, or the current index
  let i = skipWs(b, 0);
  const fail = (at: number, expected: string): SyntaxProblem => ({
    offset: at,
    message: `expected ${expected}, found ${show(b, at)}`,
  });
  const inString = (r: StringProblem, key: boolean): SyntaxProblem =>
    r.utf8
      ? { offset: r.offset, message: r.message, utf8: { path: key ? path.slice(0, -1) : [...path], key } }
      : { offset: r.offset, message: r.message };
  /** The key at b[i] (checked), set as the current frame's; returns the index past it. */
  const readKey = (): number | SyntaxProblem => {
    const r = checkString(b, i);
    if (r) return inString(r, true);
    const end = skipString(b, i);
    path[path.length - 1] = JSON.parse(b.toString('utf8', i, end)) as string;
    return end;
  };
  for (;;) {
    // A value at b[i].
    const c = b[i];
    if (c === 0x7b || c === 0x5b) {
      stack.push(c === 0x7b ? 0x7d : 0x5d);
      path.push(c === 0x7b ? '' : 0);
      i = skipWs(b, i + 1);
      if (b[i] === stack[stack.length - 1]) {
        stack.pop();
        path.pop();
        i++;
      } else if (c === 0x7b) {
        if (b[i] !== 0x22) return fail(i, "a property name in double quotes or '}'");
        const r = readKey();
        if (typeof r !== 'number') return r;
        i = skipWs(b, r);
        if (b[i] !== 0x3a) return fail(i, "':' after a property name");
        i = skipWs(b, i + 1);
        continue;
      } else {
        continue;
      }
    } else if (c === 0x22) {
      const r = checkString(b, i);
      if (r) return inString(r, false);
      i = skipString(b, i);
    } else {
      const m = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(
        b.toString('latin1', i, Math.min(b.length, i + 400)),
      );
      if (!m) return fail(i, 'a JSON value (object, array, string, number, true, false or null)');
      i += m[0].length;
    }
    // After a value: close containers or move to the next element.
    for (;;) {
      i = skipWs(b, i);
      if (stack.length === 0) {
        return i < b.length ? fail(i, 'the end of the value') : { offset: 0, message: 'invalid JSON' };
      }
      const close = stack[stack.length - 1];
      if (b[i] === close) {
        stack.pop();
        path.pop();
        i++;
        continue;
      }
      if (b[i] !== 0x2c)
        return fail(
          i,
          close === 0x7d ? "',' or '}' after a property value" : "',' or ']' after an array element",
        );
      i = skipWs(b, i + 1);
      if (close === 0x7d) {
        if (b[i] !== 0x22) return fail(i, 'a property name in double quotes');
        const r = readKey();
        if (typeof r !== 'number') return r;
        i = skipWs(b, r);
        if (b[i] !== 0x3a) return fail(i, "':' after a property name");
        i = skipWs(b, i + 1);
      } else {
        path[path.length - 1] = (path[path.length - 1] as number) + 1;
      }
      break;
    }
  }
}

interface StringProblem {
  offset: number;
  message: string;
  utf8?: boolean;
}

/** Control characters, bad escapes and ill-formed UTF-8 inside the string at b[i]. */
function checkString(b: Buffer, i: number): StringProblem | undefined {
  for (let j = i + 1; j < b.length; j++) {
    const c = b[j];
    if (c === 0x22) return undefined;
    if (c < 0x20)
      return {
        offset: j,
        message: `control character 0x${c.toString(16).padStart(2, '0')} inside a string; it must be escaped`,
      };
    if (c >= 0x80) {
      const n = utf8Length(b, j, c, b.length);
      if (n === 0) return { offset: j, message: describeSequence(b, j, b.length), utf8: true };
      j += n - 1;
    } else if (c === 0x5c) {
      const e = b[j + 1];
      if (e === 0x75) {
        if (!/^[0-9a-fA-F]{4}$/.test(b.toString('latin1', j + 2, j + 6)))
          return { offset: j, message: 'invalid \\u escape: expected four hex digits' };
        j += 5;
      } else if (e !== undefined && '"\\/bfnrt'.includes(String.fromCharCode(e))) {
        j++;
      } else {
        return { offset: j, message: `invalid escape ${show(b, j + 1)} inside a string` };
      }
    }
  }
  return { offset: b.length, message: 'unterminated string' };
}

export interface LineColumn {
  line: number;
  column: number;
}

/**
 * Line and column (1-based; columns count characters, not bytes) of each offset, in one pass over the input up
 * to the largest offset.
 */
export function lineColumns(source: ByteSource, offsets: readonly number[]): Map<number, LineColumn> {
  const out = new Map<number, LineColumn>();
  if (offsets.length === 0) return out;
  const sorted = [...new Set(offsets)].sort((a, b) => a - b);
  let next = 0;
  let line = 1;
  let column = 1;
  let pos = 0;
  for (const chunk of source.chunks()) {
    for (let i = 0; i < chunk.length && next < sorted.length; i++, pos++) {
      while (next < sorted.length && sorted[next] === pos) out.set(sorted[next++], { line, column });
      const c = chunk[i];
      if (c === 0x0a) {
        line++;
        column = 1;
      } else if ((c & 0xc0) !== 0x80) {
        column++; // count UTF-8 lead bytes only
      }
    }
    if (next >= sorted.length) break;
  }
  while (next < sorted.length) out.set(sorted[next++], { line, column });
  return out;
}

export interface DuplicateKey {
  /** Offset of the second occurrence's opening quote. */
  offset: number;
  key: string;
  /** Tokens of the pointer of the object that has the key twice. */
  path: (string | number)[];
}

/** Index of the quote that closes the string opening at b[i]. */
function closingQuote(b: Buffer, i: number): number {
  for (let j = i + 1; ;) {
    const q = b.indexOf(0x22, j);
    if (q < 0) return b.length;
    let k = q - 1;
    while (b[k] === 0x5c) k--;
    if ((q - 1 - k) % 2 === 0) return q;
    j = q + 1;
  }
}

/** The text of the key b[open..close] (its quotes), decoded only when it has an escape. */
function keyText(b: Buffer, open: number, close: number, escaped: boolean): string {
  return escaped
    ? (JSON.parse(b.toString('utf8', open, close + 1)) as string)
    : b.toString('utf8', open + 1, close);
}

/** A number of `b` (valid JSON) beyond a 64-bit float's range: JSON.parse reads it as Infinity, JSON text has none. */
export interface HugeNumber {
  offset: number;
  text: string;
  /** Tokens of the number's own pointer. */
  path: (string | number)[];
}

/**
 * The first property name that an object of `b` (valid JSON) has twice, if any. `JSON.parse` keeps the last value
 * without a word; other readers keep the first or refuse: the engine refuses. One pass, strings skipped natively;
 * keys are compared within their object by their bytes (decoded only when one has an escape), so most cost a
 * length comparison. With `numbers`, the first number beyond a 64-bit float's range too, whichever comes first.
 */
export function firstDuplicateKey(b: Buffer, numbers = false): DuplicateKey | HugeNumber | undefined {
  // The keys of the open objects, three numbers each: open quote, close quote, 1 if escaped.
  const keys: number[] = [];
  // Per open container: where its keys start in `keys` (arrays: where they would), and its current index (-1 for
  // an object).
  const bases: number[] = [];
  const indices: number[] = [];
  let expectKey = false;
  const n = b.length;
  for (let i = 0; i < n; i++) {
    const c = b[i];
    if (c === 0x22 && !expectKey) {
      // A string value: only its end matters, found natively (most of a file's bytes are in values).
      i = closingQuote(b, i);
    } else if (c === 0x22) {
      // A key, to its closing quote: byte by byte for the first bytes (keys are short), then natively.
      let close = i + 1;
      let escaped = false;
      for (const stop = Math.min(n, i + 48); close < stop; close++) {
        const x = b[close];
        if (x === 0x22) break;
        if (x === 0x5c) {
          escaped = true;
          close++;
        }
      }
      if (close >= i + 48) {
        close = closingQuote(b, close - 1);
        escaped = true; // not looked at: compared by value if it is a key
      }
      expectKey = false;
      const length = close - i;
      for (let k = bases[bases.length - 1]; k < keys.length; k += 3) {
        const o = keys[k];
        const e = keys[k + 1];
        let same: boolean;
        if (escaped || keys[k + 2] === 1) {
          same = keyText(b, o, e, keys[k + 2] === 1) === keyText(b, i, close, escaped);
        } else {
          if (e - o !== length) continue;
          let j = 1;
          while (j < length && b[o + j] === b[i + j]) j++;
          same = j === length;
        }
        if (same)
          return { offset: i, key: keyText(b, i, close, escaped), path: pathAt(b, bases, keys, indices) };
      }
      keys.push(i, close, escaped ? 1 : 0);
      i = close;
    } else if (numbers && (c === 0x2d || (c >= 0x30 && c <= 0x39))) {
      let end = i + 1;
      while (end < n && NUMBER_BYTE[b[end]] === 1) end++;
      const text = b.toString('latin1', i, end);
      if (!Number.isFinite(Number(text))) {
        const top = indices.length - 1;
        const member =
          indices[top] >= 0
            ? indices[top]
            : keyText(b, keys[keys.length - 3], keys[keys.length - 2], keys[keys.length - 1] === 1);
        return { offset: i, text, path: [...pathAt(b, bases, keys, indices), member] };
      }
      i = end - 1;
    } else if (c === 0x7b || c === 0x5b) {
      bases.push(keys.length);
      indices.push(c === 0x7b ? -1 : 0);
      expectKey = c === 0x7b;
    } else if (c === 0x7d || c === 0x5d) {
      keys.length = bases.pop()!;
      indices.pop();
      expectKey = false;
    } else if (c === 0x2c) {
      const top = indices.length - 1;
      if (indices[top] < 0) expectKey = true;
      else indices[top]++;
    }
  }
  return undefined;
}

/** Bytes that continue a number: digits, sign, point, exponent. */
const NUMBER_BYTE = new Uint8Array(256);
for (const c of '0123456789+-.eE') NUMBER_BYTE[c.charCodeAt(0)] = 1;

/** The pointer tokens of the innermost open object (called when a duplicate is found in it). */
function pathAt(b: Buffer, bases: number[], keys: number[], indices: number[]): (string | number)[] {
  const path: (string | number)[] = [];
  // Each container but the outermost is entered through its parent's last key (objects) or current index (arrays).
  for (let d = 0; d + 1 < bases.length; d++) {
    if (indices[d] >= 0) {
      path.push(indices[d]);
    } else {
      const last = bases[d + 1] - 3; // the parent's last key: just below the child's first
      path.push(keyText(b, keys[last], keys[last + 1], keys[last + 2] === 1));
    }
  }
  return path;
}
