/**
 * `partialFingerprints.primaryLocationLineHash` added to results that lack it, as github/codeql-action does
 * (src/fingerprints.ts, `resolveUriToFile()`): the result's primary location resolved to a file of the checkout
 * (artifact index, uriBaseId chain, file: URIs, symbolic links kept inside the root), that file's line hashes read
 * once (line-hash.ts) within size and line bounds, and every problem turned into one deduplicated warning.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

import { plural } from '../format.js';
import type { Diagnostic } from './diagnostics.js';
import { countLines, lineHashes } from './line-hash.js';

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

/**
 * undefined: nothing to hash (no uri and no index). Problems throw a Skip. The ways a location names its file, in
 * codeql-action's order (artifact index, uriBaseId chain, file: URI, relative path, inside the root): kept as one
 * function so that the order reads top to bottom.
 */
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
