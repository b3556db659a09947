/**
 * Turn what the user named (files, directories, glob patterns, `-` for standard input) into a sorted list of SARIF
 * files, and open each as a byte source, inflating `.sarif.gz` into a temporary file with a cap on the inflated size.
 */
import {
  closeSync,
  constants,
  fstatSync,
  createReadStream,
  createWriteStream,
  openSync,
  readdirSync,
  statSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { formatBytes } from '../format.js';
import {
  descriptorSource,
  fileSource,
  type ByteSource,
  type FileIdentity,
  type FileSource,
  type ReadBuffer,
  type ReopenedFiles,
} from './byte-source.js';
import { fileProblem, UserError } from '../errors.js';
import { temporaryDir } from '../temp-dir.js';

const SARIF_NAME = /\.sarif(\.json)?(\.gz)?$/i;

/** The input `-`: standard input (a pipe, or a file redirected to it), kept in a private file as it arrives. */
export const STDIN = '-';
/** How diagnostics and the report name it (as compilers do). */
export const STDIN_NAME = '<stdin>';
const SKIPPED_DIRS = new Set(['node_modules', '.git']);

/** Absolute paths of the SARIF inputs, in a stable order. */
export async function findInputs(specs: readonly string[]): Promise<string[]> {
  if (specs.length === 0)
    throw new UserError('no input given', 'Name a SARIF file, a directory or a glob pattern.', 2);
  const found = new Set<string>();
  const searched: string[] = [];
  for (const spec of specs) {
    if (spec === STDIN) {
      found.add(STDIN);
      continue;
    }
    const path = resolve(spec);
    let stat;
    try {
      stat = statSync(path);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // Missing: maybe a glob pattern. Anything else (permission denied, a loop) is the path's own problem.
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw fileProblem(err) ?? err;
      stat = undefined;
    }
    if (stat?.isDirectory()) {
      const files = sarifFilesUnder(path);
      if (files.length === 0) {
        throw new UserError(
          `no SARIF files in directory ${spec}`,
          'Directories are searched recursively for *.sarif, *.sarif.json and *.sarif.gz; check that the analyser wrote its output there.',
        );
      }
      files.forEach((f) => found.add(f));
    } else if (stat) {
      found.add(path); // a file named explicitly counts whatever its extension
    } else if (!/[*?[]/.test(spec)) {
      searched.push(spec); // a plain path that does not exist
    } else {
      const matches = (await withoutDebugOutput(() => globFiles(spec))).filter(
        (f) => SARIF_NAME.test(f) || !/[*?[]/.test(spec),
      );
      if (matches.length === 0) searched.push(spec);
      matches.forEach((f) => found.add(f));
    }
  }
  if (found.size === 0 || searched.length > 0) {
    const what = searched.map((s) => `"${s}"`).join(', ');
    throw new UserError(
      `no SARIF file found: nothing matches ${what} (from ${process.cwd()})`,
      'Check the path or pattern; patterns use glob syntax such as results/**/*.sarif.',
    );
  }
  return [...found].sort();
}

async function globFiles(pattern: string): Promise<string[]> {
  let globber;
  try {
    // Loaded only for a pattern: @actions/glob brings @actions/core and an HTTP client, which a plain check never needs.
    const glob = await import('@actions/glob');
    globber = await glob.create(pattern, { matchDirectories: false, implicitDescendants: false });
  } catch (err) {
    // @actions/glob refuses some patterns by assertion (`.` or `..` segments): the user's to fix.
    throw new UserError(
      `invalid pattern "${pattern}": ${(err as Error).message.replace(/^Invalid pattern '[^']*'\. /, '')}`,
      'Write the pattern from the current directory without . or .. segments, e.g. results/**/*.sarif.',
      2,
    );
  }
  return globber.glob();
}

/**
 * @actions/glob logs through @actions/core, whose debug lines (`::debug::...`) go to stdout. A runner hides them;
 * a terminal or `--json` consumer would not, so outside Actions they are dropped while the glob runs.
 */
async function withoutDebugOutput<T>(fn: () => Promise<T>): Promise<T> {
  if (process.env.GITHUB_ACTIONS === 'true') return fn();
  const write = process.stdout.write;
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) =>
    typeof chunk === 'string' && chunk.startsWith('::debug::')
      ? true
      : write.call(process.stdout, chunk as string, ...(rest as []))) as typeof write;
  try {
    return await fn();
  } finally {
    process.stdout.write = write;
  }
}

function sarifFilesUnder(dir: string): string[] {
  const out: string[] = [];
  const stack = [dir];
  while (stack.length > 0) {
    const d = stack.pop()!;
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) stack.push(p);
      } else if (entry.isFile() && SARIF_NAME.test(entry.name)) {
        out.push(p);
      }
    }
  }
  return out.sort();
}

/** Largest inflated size accepted from a `.gz` input, by default. */
export const DEFAULT_MAX_INFLATED = 4 * 1024 * 1024 * 1024;
/**
 * Largest inflated/compressed ratio of a `.gz` input, by default. Real SARIF compresses 5× to 41× with gzip -6 (the
 * fixtures, the public corpus and the benchmark shapes); deflate's own limit is about 1,032×, where bombs sit.
 */
export const DEFAULT_MAX_RATIO = 200;
/** The ratio is judged once this much is inflated: a small file may compress as well as it likes. */
const RATIO_AFTER_BYTES = 64 * 1024 * 1024;

export interface OpenedInput {
  /** What pass 1 reads. */
  source: ByteSource;
  /**
   * After pass 1: a source that holds nothing until pass 2 reads from it, then opens the file again through `files`
   * and checks that it is the file pass 1 read. It owns what must outlive pass 1 (the inflated copy of a `.gz`
   * input), deleted when it is closed.
   */
  reopen(files: ReopenedFiles): ByteSource;
  /** Let go of what pass 1 held; without a reopen, of everything. */
  close(): void;
}

/**
 * Open one input for reading. Refuses what is not a regular file (a FIFO would block forever), and inflates gzip
 * input into a private temporary file, stopping at `maxInflated` bytes.
 */
export async function openInput(
  path: string,
  maxInflated = DEFAULT_MAX_INFLATED,
  maxRatio = DEFAULT_MAX_RATIO,
  /** Where small inputs are read (one after another): see ReadBuffer. */
  buffer?: ReadBuffer,
): Promise<OpenedInput> {
  if (path === STDIN) return stdinInput(maxInflated, maxRatio, buffer);
  return openPlain(path, buffer) ?? (await inflateInput(path, maxInflated, maxRatio));
}

/**
 * Standard input, written to a private file as it arrives (pass 2 reads kept results back by position), then read
 * as a file named explicitly is: plain or gzip by its first bytes. The copy goes when pass 2 is done with it (a gzip
 * copy as soon as it is inflated), or at exit should a forced stop come first. No timeout: like any filter, it waits
 * for its writer (`analyser | sarif-pipeline check -`); a terminal is refused rather than waited on.
 */
async function stdinInput(maxInflated: number, maxRatio: number, buffer?: ReadBuffer): Promise<OpenedInput> {
  if (process.stdin.isTTY)
    throw new UserError(
      'standard input is a terminal: - reads SARIF piped or redirected to it',
      'Pipe the SARIF in (analyser | sarif-pipeline check -) or redirect a file (check - < results.sarif).',
    );
  const dir = temporaryDir('sarif-pipeline-');
  const copy = join(dir.path, 'stdin.sarif');
  try {
    await pipeline(process.stdin, createWriteStream(copy, { flags: 'wx' }));
  } catch (err) {
    dir.remove();
    const code = (err as NodeJS.ErrnoException).code;
    throw new UserError(
      `cannot keep standard input in a temporary file: ${code ?? (err as Error).message}`,
      'Free space where temporary files go (TMPDIR), or write the SARIF to a file and name it.',
    );
  }
  try {
    return (
      openPlain(copy, buffer, dir.remove) ?? (await inflateInput(copy, maxInflated, maxRatio, dir.remove))
    );
  } catch (err) {
    dir.remove();
    throw err;
  }
}

/**
 * The input read as it is, or undefined when it is gzip (by name, or by content: some pipelines gzip SARIF without
 * renaming it). Opened once, without blocking (a FIFO would block an open for reading until a writer came), then
 * looked at: thousands of small inputs pay one open, one fstat and one read each (issue 21).
 */
function openPlain(
  path: string,
  buffer: ReadBuffer | undefined,
  /** Removes the file once nothing reads it (a private copy of standard input). */
  cleanup?: () => void,
): OpenedInput | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (err) {
    throw unreadable(err);
  }
  let fdIsOurs = true; // until a source takes it (and closes it, on error too)
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) {
      throw new UserError(
        'cannot read the file: not a regular file',
        'Name a SARIF file, a directory or a glob pattern; to read a pipe, give - and pipe the SARIF to standard input.',
      );
    }
    if (/\.gz$/i.test(path)) return undefined;
    // Read as it is (a small file whole, in one call), unless its first bytes say gzip whatever its name.
    fdIsOurs = false;
    const source = descriptorSource(fd, stat, undefined, buffer);
    let gzip: boolean;
    try {
      const head = source.size >= 2 ? source.read(0, 2) : undefined;
      gzip = head !== undefined && head[0] === 0x1f && head[1] === 0x8b;
    } catch (err) {
      source.close();
      throw err;
    }
    if (gzip) {
      source.close();
      return undefined;
    }
    if (cleanup) return ownedInput(source, path, STDIN_NAME, cleanup);
    return { source, reopen: reopener(path, source.identity, path), close: () => source.close() };
  } catch (err) {
    throw err instanceof UserError ? err : unreadable(err);
  } finally {
    if (fdIsOurs) closeSync(fd);
  }
}

/** A gzip input inflated into a private temporary file, removed when pass 2 no longer needs it. */
async function inflateInput(
  path: string,
  maxInflated: number,
  maxRatio: number,
  /** Removes `path` once inflated (a private copy of standard input). */
  done?: () => void,
): Promise<OpenedInput> {
  // Removed when pass 2 is done with it, or at exit should a forced stop (src/cli/stop.ts) come first.
  const dir = temporaryDir('sarif-pipeline-');
  const inflated = join(dir.path, 'input.sarif');
  const cleanup = dir.remove;
  try {
    await inflateCapped(path, inflated, maxInflated, maxRatio);
  } catch (err) {
    cleanup();
    throw err;
  }
  done?.();
  let opened: FileSource;
  try {
    opened = fileSource(inflated);
  } catch (err) {
    cleanup();
    throw unreadable(err);
  }
  return ownedInput(opened, inflated, path, cleanup);
}

/**
 * An input read from a file of the check's own (an inflated copy, a copy of standard input), removed by `cleanup`
 * once pass 2 is done with it, or when pass 1 lets go of it if pass 2 never reopens it.
 */
function ownedInput(
  source: ByteSource & { identity: FileIdentity },
  path: string,
  name: string,
  cleanup: () => void,
): OpenedInput {
  let reopened = false;
  const reopen = reopener(path, source.identity, name, cleanup);
  return {
    source,
    reopen(files) {
      reopened = true;
      return reopen(files);
    },
    close() {
      source.close();
      if (!reopened) cleanup();
    },
  };
}

/**
 * Inflate `path` into `target`. Both stops act while inflating, before the bytes are kept: a bomb is refused after
 * at most RATIO_AFTER_BYTES. Every failure is a UserError that says what to do.
 */
async function inflateCapped(
  path: string,
  target: string,
  maxInflated: number,
  maxRatio: number,
): Promise<void> {
  let compressed = 0;
  let total = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      compressed += chunk.length;
      done(null, chunk);
    },
  });
  const cap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      total += chunk.length;
      if (total > maxInflated) done(new CapExceeded('size'));
      else if (total >= RATIO_AFTER_BYTES && total / Math.max(1, compressed) > maxRatio)
        done(new CapExceeded('ratio'));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(createReadStream(path), counter, createGunzip(), cap, createWriteStream(target));
  } catch (err) {
    if (err instanceof CapExceeded && err.message === 'size') {
      throw new UserError(
        `the file inflates to more than ${formatBytes(maxInflated)}: refusing to decompress further (a gzip bomb, or a larger file than expected)`,
        'If the file is genuine, decompress it first (a plain file is read at any size), or raise the cap with check --max-inflated (bytes).',
      );
    }
    if (err instanceof CapExceeded) {
      throw new UserError(
        `the file inflates ${(total / compressed).toFixed(1)} times its compressed size (${formatBytes(total)} from the first ${formatBytes(compressed)}), above the ${maxRatio}× that real SARIF stays far below (5× to 41×): refused as a gzip bomb`,
        'If the file is genuine, decompress it first (a plain file is read at any size), or raise the limit with check --max-ratio.',
      );
    }
    throw new UserError(
      `not a valid gzip file: ${(err as Error).message}`,
      'Decompress it yourself or re-create it; a .gz input must be gzip-compressed SARIF.',
    );
  }
}

/** Outside `openInput`, for the same reason as `reopener`: pass 2's source keeps it. */
class CapExceeded extends Error {}

/**
 * Made outside `openInput`: a closure there would keep its scope, the pass-1 source with the file's bytes, alive as
 * long as pass 2 may read the file.
 */
function reopener(path: string, identity: FileIdentity, name: string, cleanup?: () => void) {
  return (files: ReopenedFiles) => files.source(path, identity, name, cleanup);
}

/** Pass 2 found the file other than pass 1 read it: its results cannot be read back. */
export function changedInput(path: string): UserError {
  return new UserError(
    `${path} changed (or was removed) while it was being checked: its results cannot be read back`,
    'Check the SARIF once the analyser has finished writing it, and do not change it until the check is done.',
  );
}

function unreadable(err: unknown): UserError {
  const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
  return new UserError(`cannot read the file: ${reason}`, 'Check that the file exists and is readable.');
}
