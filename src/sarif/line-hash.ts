/**
 * `partialFingerprints.primaryLocationLineHash`, computed the way github/codeql-action does it
 * (src/fingerprints.ts, `hash()` and `resolveUriToFile()`), so alerts deduplicate identically
 * whether the fingerprint was added by that uploader or by us.
 *
 * Algorithm (reproduced exactly, including its quirks):
 * - The file is decoded as UTF-8 and walked by UTF-16 code unit.
 * - Spaces (0x20) and tabs (0x09) are skipped everywhere, not only at the start of a line.
 * - `\r` is turned into `\n`; a `\n` directly after a `\r` is skipped (so `\r\n`, `\r` and `\n`
 *   are one line break each). Any skipped space/tab resets that state, so `\r \n` is TWO breaks.
 * - After the last character a sentinel 65535 is fed in; it starts a final "line" of its own, so
 *   a file with N line breaks has N + 1 hashes (an empty file has one: `c129715d7a2bc9a3:1`).
 * - A polynomial rolling hash with base 37 over a window of the last 100 kept code units,
 *   in signed 64-bit wrapping arithmetic (the `long` package): h = 37*h + c - 37^100 * c_old.
 *   The hash of a line is the hash of the 100 kept code units starting at its first kept
 *   code unit (newlines included, so a window spans following lines); past the end, zeros.
 * - The value is printed as unsigned hex WITHOUT zero padding (`54703d4cd895b18` has 15 digits),
 *   followed by `:<n>` where n counts previous lines with the same hash value, in line order.
 *
 * 64-bit arithmetic is done on four 16-bit limbs in int32 (see lineHashes): linear, and
 * allocation-free per character.
 */
const TAB = 0x09;
const SPACE = 0x20;
const LF = 0x0a;
const CR = 0x0d;
const EOF = 65535;
const BLOCK_SIZE = 100;
const MOD = 37;

/** 37^100 mod 2^64 (upstream's `firstMod`) as four 16-bit limbs, least significant first. */
const FIRST_MOD = (() => {
  let m = 1n;
  for (let i = 0; i < BLOCK_SIZE; i++) m = (m * 37n) & 0xffffffffffffffffn;
  return [0, 1, 2, 3].map((k) => Number((m >> BigInt(16 * k)) & 0xffffn));
})();

const HEX_DIGIT = Uint8Array.from('0123456789abcdef', (ch) => ch.charCodeAt(0));

const SCRATCH = new Uint16Array(40);

/**
 * `<hex>:<n>` for the 64-bit value a3:a2:a1:a0 (16-bit limbs): unsigned hex without leading
 * zeros (like Long#toString(16)), then the occurrence count. Built as one flat string: a
 * template/concat result would be a cons string plus its parts, twice the memory per line.
 */
function formatHash(a3: number, a2: number, a1: number, a0: number, n: number): string {
  const d = HEX_DIGIT;
  if (n < 10 && a3 >= 0x1000) {
    // Common case: 16 significant digits, single-digit count.
    // prettier-ignore
    return String.fromCharCode(
      d[a3 >>> 12], d[(a3 >>> 8) & 15], d[(a3 >>> 4) & 15], d[a3 & 15],
      d[a2 >>> 12], d[(a2 >>> 8) & 15], d[(a2 >>> 4) & 15], d[a2 & 15],
      d[a1 >>> 12], d[(a1 >>> 8) & 15], d[(a1 >>> 4) & 15], d[a1 & 15],
      d[a0 >>> 12], d[(a0 >>> 8) & 15], d[(a0 >>> 4) & 15], d[a0 & 15],
      0x3a, 0x30 + n,
    );
  }
  const b = SCRATCH;
  let e = b.length;
  do {
    b[--e] = 0x30 + (n % 10);
    n = Math.floor(n / 10);
  } while (n > 0);
  b[--e] = 0x3a;
  for (const limb of [a0, a1, a2, a3]) {
    b[--e] = d[limb & 15];
    b[--e] = d[(limb >>> 4) & 15];
    b[--e] = d[(limb >>> 8) & 15];
    b[--e] = d[limb >>> 12];
  }
  while (b[e] === 0x30 && b[e + 1] !== 0x3a) e++; // strip leading zeros, keep one digit
  return String.fromCharCode.apply(null, b.subarray(e) as unknown as number[]);
}

/**
 * How many times each 64-bit hash has been seen: open addressing with linear probing on typed
 * arrays, so counting a line costs no string hashing and no allocation (a Map keyed by the hex
 * string was a third of the run time).
 */
class HashCounter {
  private hi = new Int32Array(1024);
  private lo = new Int32Array(1024);
  private n = new Int32Array(1024); // 0: empty slot
  private size = 0;

  /** Records one more occurrence of hi:lo (int32 halves) and returns its count so far. */
  add(hi: number, lo: number): number {
    const mask = this.n.length - 1;
    let slot = (Math.imul(lo ^ Math.imul(hi, 0x85ebca6b), 0x9e3779b1) >>> 7) & mask;
    for (;;) {
      const seen = this.n[slot];
      if (seen === 0) break;
      if (this.lo[slot] === lo && this.hi[slot] === hi) return (this.n[slot] = seen + 1);
      slot = (slot + 1) & mask;
    }
    this.hi[slot] = hi;
    this.lo[slot] = lo;
    this.n[slot] = 1;
    if (++this.size * 2 > this.n.length) this.grow();
    return 1;
  }

  private grow(): void {
    const { hi, lo, n } = this;
    this.hi = new Int32Array(n.length * 2);
    this.lo = new Int32Array(n.length * 2);
    this.n = new Int32Array(n.length * 2);
    const mask = this.n.length - 1;
    for (let i = 0; i < n.length; i++) {
      if (n[i] === 0) continue;
      let slot = (Math.imul(lo[i] ^ Math.imul(hi[i], 0x85ebca6b), 0x9e3779b1) >>> 7) & mask;
      while (this.n[slot] !== 0) slot = (slot + 1) & mask;
      this.hi[slot] = hi[i];
      this.lo[slot] = lo[i];
      this.n[slot] = n[i];
    }
  }
}

/** Line hashes of a file's content: element i is the hash for line i+1. */
export function lineHashes(content: Buffer | string): string[] {
  const input = typeof content === 'string' ? content : content.toString('utf8');
  const [f0, f1, f2, f3] = FIRST_MOD;

  const window = new Uint16Array(BLOCK_SIZE); // kept code units, 0 initially
  const lineNumbers = new Int32Array(BLOCK_SIZE).fill(-1); // line starting at that window slot
  const out: string[] = [];
  const counts = new HashCounter();

  // The hash is a 64-bit value in four 16-bit limbs a3:a2:a1:a0, so every intermediate is a small
  // int32 (no doubles, no BigInt, no allocation); all state lives in locals of this one loop.
  let a0 = 0;
  let a1 = 0;
  let a2 = 0;
  let a3 = 0;
  let index = 0;
  let lineNumber = 0;
  let lineStart = true;
  let prevCR = false;
  const len = input.length;
  // Input code units, then the EOF sentinel, then BLOCK_SIZE zeros to flush the last windows.
  // (A zero goes through the same steps as upstream's flush loop: it is never skipped, never a
  // line break, and no line starts after EOF.)
  for (let i = 0, end = len + 1 + BLOCK_SIZE; i < end; i++) {
    let c = i < len ? input.charCodeAt(i) : i === len ? EOF : 0;
    if (c === SPACE || c === TAB || (prevCR && c === LF)) {
      prevCR = false;
      continue;
    }
    if (c === CR) {
      c = LF;
      prevCR = true;
    } else {
      prevCR = false;
    }
    const startedHere = lineNumbers[index];
    if (startedHere !== -1) {
      // The window that began with this line's first kept code unit is complete.
      const n = counts.add((a3 << 16) | a2, (a1 << 16) | a0);
      out[startedHere - 1] = formatHash(a3, a2, a1, a0, n);
      lineNumbers[index] = -1;
    }
    if (lineStart) {
      lineStart = false;
      lineNumber++;
      lineNumbers[index] = lineNumber;
    }
    if (c === LF) lineStart = true;

    // hash = 37*hash + c - firstMod*begin (mod 2^64), limb by limb. firstMod*begin is expanded
    // with begin = bh*256 + bl so every partial product stays below 2^24:
    // f_k*bh*2^(16k+8) puts its low byte (shifted by 8) into limb k and the rest into limb k+1.
    const begin = window[index];
    window[index] = c;
    const bl = begin & 255;
    const bh = begin >>> 8;
    const p0 = f0 * bh;
    const p1 = f1 * bh;
    const p2 = f2 * bh;
    const p3 = f3 * bh;
    const x0 = a0 * MOD + c - f0 * bl - ((p0 & 255) << 8);
    let x1 = a1 * MOD - f1 * bl - ((p1 & 255) << 8) - (p0 >>> 8);
    let x2 = a2 * MOD - f2 * bl - ((p2 & 255) << 8) - (p1 >>> 8);
    let x3 = a3 * MOD - f3 * bl - ((p3 & 255) << 8) - (p2 >>> 8);
    // Carry/borrow: arithmetic shift floors, & 0xffff is the two's-complement remainder.
    x1 += x0 >> 16;
    a0 = x0 & 0xffff;
    x2 += x1 >> 16;
    a1 = x1 & 0xffff;
    x3 += x2 >> 16;
    a2 = x2 & 0xffff;
    a3 = x3 & 0xffff;
    index = index === BLOCK_SIZE - 1 ? 0 : index + 1;
  }
  return out;
}

/** Lines as lineHashes counts them (CR, LF and CRLF breaks, plus one; "\r \n" counts once here, twice there), stopping past `limit`. */
export function countLines(buf: Buffer, limit: number): number {
  let lines = 1;
  for (let i = 0, n = buf.length; i < n && lines <= limit; i++) {
    const b = buf[i];
    if (b === LF || (b === CR && buf[i + 1] !== LF)) lines++;
  }
  return lines;
}
