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
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

import { plural } from '../format.js';
import type { Diagnostic } from './diagnostics.js';

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

export interface FingerprintContext {
  /** Absolute directory the SARIF URIs are relative to. */
  checkoutRoot: string;
  /** The SARIF input, for diagnostics. */
  file: string;
  /** Absolute source path -> line hashes (null: unreadable, already reported). Shared across results. */
  cache: Map<string, string[] | null>;
  /** Skip source files larger than this (default 64 MiB) with a warning. */
  maxFileBytes?: number;
  /**
   * Skip source files with more lines than this (default 5,000,000) with a warning. Each line's
   * hash is a ~50-byte string, so this bounds memory where maxFileBytes alone does not
   * (64 MiB of blank lines would be 67 million hashes, several GB).
   */
  maxLines?: number;
  /**
   * Keys of warnings already emitted in this context (created on first use). Keeps one bad URI
   * or one missing file referenced by thousands of results down to one warning.
   */
  warned?: Set<string>;
}

export interface RunContext {
  artifacts?: { location?: { uri?: string; uriBaseId?: string } }[];
  originalUriBaseIds?: Record<string, { uri?: string; uriBaseId?: string }>;
}

export const DEFAULT_MAX_FILE_BYTES = 64 * 1024 * 1024;
export const DEFAULT_MAX_LINES = 5_000_000;
const RULE = 'fingerprint';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown): string => (typeof v === 'string' ? JSON.stringify(v) : String(v));

/** Thrown inside resolution; turned into one deduplicated warning. Never escapes this module. */
class Skip {
  constructor(
    readonly key: string,
    readonly pointer: string,
    readonly message: string,
    readonly hint: string,
  ) {}
}

const HINT_URI =
  'use a path relative to the checkout root (e.g. "src/app.ts") or a file: URI under it, ' +
  'or have the tool emit partialFingerprints.primaryLocationLineHash itself';
const HINT_LIMIT =
  'raise maxFileBytes / maxLines, or have the tool emit partialFingerprints.primaryLocationLineHash itself';
const HINT_CHECKOUT =
  'run this step on a checkout of the analyzed commit, with the checkout root set to the directory the SARIF paths are relative to';

/**
 * Adds primaryLocationLineHash to `result` (a parsed SARIF result, mutated) when it is missing and
 * the primary location resolves to a readable file under the checkout root. Never overwrites an
 * existing value. Returns warnings, never throws.
 */
export function addPrimaryLocationLineHash(
  result: unknown,
  pointer: string,
  run: RunContext,
  ctx: FingerprintContext,
): Diagnostic[] {
  try {
    return addUnchecked(result, pointer, run ?? {}, ctx);
  } catch (e) {
    if (e instanceof Skip) {
      const warned = (ctx.warned ??= new Set());
      if (warned.has(e.key)) return [];
      warned.add(e.key);
      return [
        {
          severity: 'warning',
          rule: RULE,
          file: ctx.file,
          pointer: e.pointer,
          message: e.message,
          hint: e.hint,
        },
      ];
    }
    // Defensive: a bug here must not take the upload down; report it as a warning instead.
    return [
      {
        severity: 'warning',
        rule: RULE,
        file: ctx.file,
        pointer,
        message: `cannot compute primaryLocationLineHash: ${e instanceof Error ? e.message : String(e)}`,
      },
    ];
  }
}

function addUnchecked(
  result: unknown,
  pointer: string,
  run: RunContext,
  ctx: FingerprintContext,
): Diagnostic[] {
  if (!isObj(result)) return [];
  const pf = result.partialFingerprints;
  if (pf !== undefined && !isObj(pf)) return []; // malformed; the schema check reports it
  if (pf !== undefined && pf.primaryLocationLineHash !== undefined) return [];

  const loc0 = Array.isArray(result.locations) ? result.locations[0] : undefined;
  const phys = isObj(loc0) ? loc0.physicalLocation : undefined;
  if (!isObj(phys)) return [];
  const artifactLocation = phys.artifactLocation;
  const region = phys.region;
  if (!isObj(artifactLocation) || !isObj(region)) return [];
  const startLine = region.startLine;
  // Not a positive integer: nothing sensible to hash, and the schema check reports it.
  if (typeof startLine !== 'number' || !Number.isInteger(startLine) || startLine < 1) return [];

  const physPtr = `${pointer}/locations/0/physicalLocation`;
  const target = resolveTarget(artifactLocation, `${physPtr}/artifactLocation`, run, ctx);
  if (target === undefined) return [];
  const hashes = readHashes(target, ctx);
  if (hashes === undefined) return [];

  if (startLine > hashes.length) {
    throw new Skip(
      `line:${target.file}`,
      `${physPtr}/region/startLine`,
      `cannot compute primaryLocationLineHash: startLine ${startLine} is beyond the end of ${target.label} ` +
        `(${plural(hashes.length, 'line')}, counting the one after the final newline); ` +
        'further out-of-range results in this file are not reported',
      `the checked-out ${target.label} differs from the analyzed one; ${HINT_CHECKOUT}`,
    );
  }
  const value = hashes[startLine - 1];
  if (pf === undefined) result.partialFingerprints = { primaryLocationLineHash: value };
  else pf.primaryLocationLineHash = value;
  return [];
}

interface Target {
  /** Absolute path (not yet symlink-resolved). */
  file: string;
  /** How to name it in messages: the URI as written, plus the resolved path. */
  label: string;
  /** Pointer of the value that named it. */
  pointer: string;
}

/** undefined: nothing to hash (no uri and no index). Problems throw a Skip. */
function resolveTarget(
  artifactLocation: Obj,
  alPtr: string,
  run: RunContext,
  ctx: FingerprintContext,
): Target | undefined {
  let uri: unknown = artifactLocation.uri;
  let uriBaseId: unknown = artifactLocation.uriBaseId;
  let ptr = `${alPtr}/uri`;
  let via = '';
  // Like codeql-action: the uri wins; the index is used only when there is no uri.
  if (uri === undefined && artifactLocation.index !== undefined) {
    const index = artifactLocation.index;
    ptr = `${alPtr}/index`;
    const artifacts = Array.isArray(run.artifacts) ? run.artifacts : [];
    const art: unknown =
      typeof index === 'number' && Number.isInteger(index) && index >= 0 ? artifacts[index] : undefined;
    const artLoc = isObj(art) ? art.location : undefined;
    if (!isObj(artLoc) || typeof artLoc.uri !== 'string') {
      throw new Skip(
        `index:${runId(run)}:${show(index)}`,
        ptr,
        `cannot compute primaryLocationLineHash: artifactLocation.index ${show(index)} does not name an entry of ` +
          `run.artifacts with a location.uri (the run has ${plural(artifacts.length, 'artifact')})`,
        'make the index point at the artifact of the file, or give artifactLocation.uri directly',
      );
    }
    uri = artLoc.uri;
    uriBaseId = artLoc.uriBaseId ?? uriBaseId;
    via = ` (run.artifacts[${index}].location.uri)`;
  }
  if (uri === undefined) return undefined;
  if (typeof uri !== 'string') {
    throw new Skip(
      `uri-type:${ptr}`,
      ptr,
      `cannot compute primaryLocationLineHash: artifactLocation.uri is ${show(uri)}, not a string`,
      HINT_URI,
    );
  }
  const label = `${JSON.stringify(uri)}${via}`;
  const bad = (what: string, hint = HINT_URI): Skip =>
    new Skip(
      `uri:${String(uriBaseId)}:${uri}:${what}`,
      ptr,
      `cannot compute primaryLocationLineHash for ${label}: ${what}`,
      hint,
    );

  const root = path.resolve(ctx.checkoutRoot);
  let file: string;
  let baseNote = '';
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(uri)?.[1];
  const winDrive = process.platform === 'win32' && /^[A-Za-z]:[\\/]/.test(uri);
  if (scheme !== undefined && !winDrive) {
    if (scheme.toLowerCase() !== 'file') {
      throw bad(
        `the ${scheme}: scheme does not name a local file (only file: and relative URIs can be hashed)`,
      );
    }
    file = fileUriToPath(uri, root, bad);
  } else {
    let decoded: string;
    try {
      decoded = decodeURIComponent(uri);
    } catch {
      throw bad('malformed percent-encoding');
    }
    if (path.isAbsolute(decoded)) {
      file = path.resolve(decoded);
    } else {
      const base = resolveBase(uriBaseId, run, root, bad);
      if (base !== root) baseNote = ` (uriBaseId ${JSON.stringify(uriBaseId)} is ${base})`;
      file = path.resolve(base, decoded);
    }
  }
  if (file.includes('\0')) throw bad('the decoded path contains a NUL character');
  const rootReal = realRoot(ctx);
  if (!isInside(root, file) && !(rootReal !== null && isInside(rootReal, file))) {
    throw bad(`resolves to ${file}${baseNote}, which is outside the checkout root ${root}`);
  }
  return { file, label: `${label} (${file})`, pointer: ptr };
}

function fileUriToPath(uri: string, root: string, bad: (what: string) => Skip): string {
  let url: URL;
  try {
    url = new URL(uri);
  } catch (e) {
    throw bad(`not a valid file: URI (${e instanceof Error ? e.message : String(e)})`);
  }
  if (process.platform !== 'win32' && url.host !== '' && url.hostname.toLowerCase() !== 'localhost') {
    // codeql-action strips "file://" and treats the rest as a path, so "file://src/a.c" is the
    // relative path src/a.c. Keep that leniency (a real remote host is not readable here anyway).
    let decoded: string;
    try {
      decoded = decodeURIComponent(uri.slice('file://'.length));
    } catch {
      throw bad('malformed percent-encoding');
    }
    return path.resolve(root, decoded);
  }
  try {
    return path.resolve(fileURLToPath(url));
  } catch (e) {
    throw bad(`not a valid file: URI (${e instanceof Error ? e.message : String(e)})`);
  }
}

/**
 * Directory a relative URI is resolved against. `%SRCROOT%`, an absent or unknown base id, or
 * one without a uri, is the checkout root; otherwise originalUriBaseIds is followed (relative
 * bases chain through their own uriBaseId, SARIF §3.14.14).
 */
function resolveBase(
  id: unknown,
  run: RunContext,
  root: string,
  bad: (what: string) => Skip,
  depth = 0,
): string {
  if (typeof id !== 'string' || id === '%SRCROOT%' || id === 'SRCROOT') return root;
  const bases = isObj(run.originalUriBaseIds) ? run.originalUriBaseIds : {};
  const entry: unknown = Object.prototype.hasOwnProperty.call(bases, id) ? bases[id] : undefined;
  if (!isObj(entry) || typeof entry.uri !== 'string') return root;
  if (depth > 16) throw bad(`originalUriBaseIds chain starting at ${JSON.stringify(id)} is cyclic`);
  const baseUri = entry.uri;
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(baseUri)?.[1];
  if (scheme !== undefined) {
    if (scheme.toLowerCase() !== 'file') {
      throw bad(
        `its base ${JSON.stringify(id)} is ${JSON.stringify(baseUri)}, which is not a local file: URI`,
      );
    }
    return fileUriToPath(baseUri, root, bad);
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(baseUri);
  } catch {
    throw bad(`its base ${JSON.stringify(id)} has malformed percent-encoding (${JSON.stringify(baseUri)})`);
  }
  if (path.isAbsolute(decoded)) return path.resolve(decoded);
  return path.resolve(resolveBase(entry.uriBaseId, run, root, bad, depth + 1), decoded);
}

function isInside(root: string, file: string): boolean {
  const rel = path.relative(root, file);
  return !rel.startsWith(`..${path.sep}`) && rel !== '..' && !path.isAbsolute(rel);
}

/** The checkout root with symbolic links resolved, per context (null: it cannot be resolved). */
const realRoots = new WeakMap<FingerprintContext, string | null>();
function realRoot(ctx: FingerprintContext): string | null {
  let r = realRoots.get(ctx);
  if (r === undefined) {
    try {
      r = fs.realpathSync(ctx.checkoutRoot);
      if (!fs.statSync(r).isDirectory()) r = null;
    } catch {
      r = null;
    }
    realRoots.set(ctx, r);
  }
  return r;
}

/** Small stable ids for run objects, to keep index warnings of different runs apart. */
const runIds = new WeakMap<object, number>();
let nextRunId = 0;
function runId(run: RunContext): number {
  let id = runIds.get(run);
  if (id === undefined) runIds.set(run, (id = nextRunId++));
  return id;
}

/**
 * Hashes of the target file, read once per context. An unreadable file throws a Skip the first
 * time and is cached as null, so later results naming it return undefined silently.
 */
function readHashes(target: Target, ctx: FingerprintContext): string[] | undefined {
  const cached = ctx.cache.get(target.file);
  if (cached === null) return undefined;
  if (cached !== undefined) return cached;

  const fail = (what: string, hint: string): Skip => {
    ctx.cache.set(target.file, null);
    return new Skip(
      `file:${target.file}`,
      target.pointer,
      `cannot compute primaryLocationLineHash for ${target.label}: ${what}`,
      hint,
    );
  };
  const rootReal = realRoot(ctx);
  if (rootReal === null) {
    // Say it once, rather than once per source file.
    throw new Skip(
      'root',
      target.pointer,
      `cannot compute primaryLocationLineHash for any result: the checkout root ${ctx.checkoutRoot} is not an existing directory`,
      HINT_CHECKOUT,
    );
  }
  let real: string;
  let size: number;
  try {
    real = fs.realpathSync(target.file);
    const st = fs.statSync(real);
    if (st.isDirectory())
      throw fail(
        'it is a directory, not a file',
        'point the location at a file, or omit region.startLine for directory-level results',
      );
    if (!st.isFile()) throw fail('it is not a regular file', HINT_URI);
    size = st.size;
  } catch (e) {
    if (e instanceof Skip) throw e;
    throw fail(describeFsError(e), HINT_CHECKOUT);
  }
  if (!isInside(rootReal, real)) {
    throw fail(`it is a symbolic link to ${real}, outside the checkout root`, HINT_URI);
  }
  const max = ctx.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  if (size > max) {
    throw fail(`the file is ${size} bytes, larger than the ${max}-byte limit for fingerprinting`, HINT_LIMIT);
  }
  let content: Buffer;
  try {
    content = fs.readFileSync(real);
  } catch (e) {
    throw fail(describeFsError(e), HINT_CHECKOUT);
  }
  if (content.length > max) {
    throw fail(
      `the file is ${content.length} bytes, larger than the ${max}-byte limit for fingerprinting`,
      HINT_LIMIT,
    );
  }
  const maxLines = ctx.maxLines ?? DEFAULT_MAX_LINES;
  if (content.length >= maxLines) {
    // Only files this large can have that many lines; counting costs about a millisecond per MB.
    const lines = countLines(content, maxLines);
    if (lines > maxLines) {
      throw fail(`the file has more than ${maxLines} lines, the limit for fingerprinting`, HINT_LIMIT);
    }
  }
  const hashes = lineHashes(content);
  ctx.cache.set(target.file, hashes);
  return hashes;
}

/** Lines as lineHashes counts them (CR, LF and CRLF breaks, plus one; "\r \n" counts once here, twice there), stopping past `limit`. */
function countLines(buf: Buffer, limit: number): number {
  let lines = 1;
  for (let i = 0, n = buf.length; i < n && lines <= limit; i++) {
    const b = buf[i];
    if (b === LF || (b === CR && buf[i + 1] !== LF)) lines++;
  }
  return lines;
}

function describeFsError(e: unknown): string {
  const code = isObj(e) && typeof e.code === 'string' ? e.code : undefined;
  switch (code) {
    case 'ENOENT':
      return 'no such file in the checkout';
    case 'ENOTDIR':
      return 'a parent of the path is not a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied reading the file';
    case 'ELOOP':
      return 'too many levels of symbolic links';
    case 'EISDIR':
      return 'it is a directory, not a file';
    default:
      return `cannot read it (${code ?? (e instanceof Error ? e.message : String(e))})`;
  }
}
