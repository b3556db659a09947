/**
 * Files written whole or not at all. Each is written to a temporary name beside it (same directory, so the same
 * file system), then all are renamed over their targets once every one is written: a full disk, a quota or a
 * file-size limit part-way leaves every target as it was and no temporary file behind, never a cut upload that a
 * later step would take for a whole one.
 */
import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * A file's bytes, or a writer that makes the file at the path it is given (a tar written as it is read, an upload
 * inflated as it is written): files written one after another, so only one writer's buffers live at a time.
 */
export type WholeFile = { path: string } & (
  { data: string | Uint8Array } | { write: (path: string) => void | Promise<void> }
);

/**
 * A failure of a write names the target it was writing (a write's own error names no file, an open's the temporary
 * one); an error a writer met on another file (one it reads) keeps that file's name.
 */
export async function writeWhole(files: readonly WholeFile[]): Promise<void> {
  const temporary: string[] = [];
  let at: WholeFile | undefined;
  try {
    for (const f of files) {
      at = f;
      const tmp = join(dirname(f.path), `.${basename(f.path)}.${randomBytes(6).toString('hex')}.tmp`);
      temporary.push(tmp);
      if ('data' in f) writeFileSync(tmp, f.data, { flag: 'wx' });
      else await f.write(tmp);
    }
    files.forEach((f, i) => {
      at = f;
      renameSync(temporary[i], f.path);
    });
  } catch (err) {
    for (const tmp of temporary) rmSync(tmp, { force: true });
    const e = err as NodeJS.ErrnoException;
    if (at && err instanceof Error && (e.path === undefined || temporary.includes(e.path))) e.path = at.path;
    throw err;
  }
}

/** Why a file could not be written, in a user's words, for the errors that are theirs to fix; else undefined. */
export function writeProblem(err: unknown): string | undefined {
  return WRITE_PROBLEMS[(err as NodeJS.ErrnoException | undefined)?.code ?? ''];
}

const WRITE_PROBLEMS: Record<string, string> = {
  EEXIST: 'a file, not a directory, is in the way',
  ENOTDIR: 'a file, not a directory, is in the way',
  EISDIR: 'a directory is where an output file goes',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EFBIG: 'a file would be larger than this process may write (ulimit -f)',
  EDQUOT: 'the disk quota is exceeded',
};
