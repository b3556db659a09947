/**
 * UTF-8 well-formedness (RFC 3629; Unicode §3.9, table 3-7) of the bytes inside JSON strings. JSON text is UTF-8
 * (RFC 8259 §8.1), and outside strings every byte of it is ASCII, which the grammar checks already; inside strings
 * nothing else looked: `Buffer.toString` turns an ill-formed sequence into U+FFFD without a word, and a result
 * copied byte for byte would carry it into the upload. Two ways in, one verdict:
 * - where a whole slice is decoded, `isUtf8` (node:buffer, native) checks it first: a grammar that allows only ASCII
 *   outside strings makes the slice well-formed exactly when every string in it is (a sequence cut by a closing
 *   quote is ill-formed in either view: a quote is no continuation byte);
 * - the byte validator, which walks each result's bytes, lets bytes from 0x80 through its string loop (4 ASCII
 *   bytes a time by SWAR, the others one by one) and has them checked in bulk: each 4 MB chunk of the file once
 *   (`isUtf8Inside`, ~20 GB/s), or the result's bytes when it is called on its own. Checking each sequence in the
 *   loop itself (`utf8Length`) cost the hostile benchmark shape 20% of its validation time; the chunk, ~8 ms per 150 MB.
 * When a slice fails, the walk that locates the problem (json-position.ts findSyntaxError) checks sequence by
 * sequence with `utf8Length`, and `describeSequence` says what is wrong there, for the message.
 */
import { isUtf8 } from 'node:buffer';

export { isUtf8 };

/**
 * The length of the well-formed sequence whose lead byte (>= 0x80) is b[p], or 0 when it is ill-formed or does not
 * end before `stop`. Only bytes before `stop` are read.
 */
export function utf8Length(b: Uint8Array, p: number, c: number, stop: number): number {
  if (c < 0xc2) return 0; // a continuation byte, or C0/C1 (overlong)
  if (c < 0xe0) return p + 1 < stop && (b[p + 1] & 0xc0) === 0x80 ? 2 : 0;
  if (c < 0xf0) {
    if (p + 2 >= stop) return 0;
    const d = b[p + 1];
    // E0: A0..BF (below is overlong); ED: 80..9F (above are UTF-16 surrogates).
    if (d < (c === 0xe0 ? 0xa0 : 0x80) || d > (c === 0xed ? 0x9f : 0xbf)) return 0;
    return (b[p + 2] & 0xc0) === 0x80 ? 3 : 0;
  }
  if (c > 0xf4 || p + 3 >= stop) return 0;
  const d = b[p + 1];
  // F0: 90..BF (below is overlong); F4: 80..8F (above is past U+10FFFF).
  if (d < (c === 0xf0 ? 0x90 : 0x80) || d > (c === 0xf4 ? 0x8f : 0xbf)) return 0;
  return (b[p + 2] & 0xc0) === 0x80 && (b[p + 3] & 0xc0) === 0x80 ? 4 : 0;
}

/**
 * Whether a chunk of a file is well-formed UTF-8 in its middle: up to 3 bytes at either end are left out when they
 * may belong to a sequence that the chunk's bounds cut (continuation bytes at its start, an incomplete sequence at
 * its end). What lies there is checked with the value it belongs to, which the scanner captures across chunks.
 */
export function isUtf8Inside(chunk: Uint8Array): boolean {
  let from = 0;
  while (from < 3 && from < chunk.length && (chunk[from] & 0xc0) === 0x80) from++;
  let to = chunk.length;
  for (let k = 1; k <= 3 && to - k >= from; k++) {
    const c = chunk[to - k];
    if ((c & 0xc0) === 0x80) continue; // a continuation byte: look further back for its lead
    // The lead of the last sequence (0xC2 to 0xF4): leave it out if the chunk ends before the sequence does.
    const need = c < 0xc2 || c > 0xf4 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
    if (need > k) to -= k;
    break;
  }
  return isUtf8(chunk.subarray(from, to));
}

export interface Utf8Problem {
  /** Offset of the ill-formed sequence's first byte. */
  offset: number;
  /** What is wrong there, e.g. "overlong encoding of U+002F (bytes C0 AF)". */
  reason: string;
}

function hex(b: number): string {
  return b.toString(16).toUpperCase().padStart(2, '0');
}

function codePoint(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * What is wrong with the sequence that starts at b[p] (a byte >= 0x80, where utf8Length answered 0), reading no
 * byte at or past `stop`.
 */
export function describeSequence(b: Uint8Array, p: number, stop: number): string {
  const c = b[p];
  if (c >= 0x80 && c < 0xc0) return `continuation byte 0x${hex(c)} without a lead byte before it`;
  if (c >= 0xf5) return `byte 0x${hex(c)} never occurs in UTF-8`;
  const need = c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
  const bytes = [c];
  for (let k = 1; k < need; k++) {
    const x = p + k < stop ? b[p + k] : -1;
    if (x < 0)
      return `the ${need}-byte sequence ${bytes.map(hex).join(' ')} is cut short by the end of the data`;
    if ((x & 0xc0) !== 0x80) {
      const seq = bytes.map(hex).join(' ');
      return x === 0x22
        ? `the ${need}-byte sequence ${seq} is cut short by the end of the string`
        : `the ${need}-byte sequence ${seq} is followed by 0x${hex(x)}, not by a continuation byte (0x80 to 0xBF)`;
    }
    bytes.push(x);
  }
  const shown = bytes.map(hex).join(' ');
  let cp = c & (0xff >> (need + 1));
  for (let k = 1; k < need; k++) cp = (cp << 6) | (bytes[k] & 0x3f);
  if ((need === 2 && cp < 0x80) || (need === 3 && cp < 0x800) || (need === 4 && cp < 0x10000))
    return `overlong encoding of ${codePoint(cp)} (bytes ${shown})`;
  if (cp >= 0xd800 && cp <= 0xdfff)
    return `UTF-16 surrogate ${codePoint(cp)} encoded on its own (bytes ${shown}: CESU-8 or WTF-8, not UTF-8)`;
  if (cp > 0x10ffff) return `code point ${codePoint(cp)} is above U+10FFFF (bytes ${shown})`;
  return `ill-formed sequence (bytes ${shown})`; // not reached: utf8Length accepts every other complete sequence
}

/** The first ill-formed sequence in b[from, stop), or undefined when they are all well-formed. */
export function utf8Problem(b: Uint8Array, from = 0, stop = b.length): Utf8Problem | undefined {
  for (let p = from; p < stop;) {
    const c = b[p];
    if (c < 0x80) {
      p++;
      continue;
    }
    const n = utf8Length(b, p, c, stop);
    if (n === 0) return { offset: p, reason: describeSequence(b, p, stop) };
    p += n;
  }
  return undefined;
}

export const UTF8_HINT =
  'SARIF is UTF-8 (JSON text must be): re-encode the file as UTF-8 (for example iconv -f LATIN1 -t UTF-8 when it is Latin-1), or fix the analyser that wrote these bytes.';
