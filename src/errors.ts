/**
 * What every area shares about errors the user must fix (not the service, not a bug): `UserError`, shown as its
 * message and hint and never as a stack trace, and `fileProblem`, which turns a file-system error on a path the user
 * gave (permission denied, missing, not a directory, ...) into one.
 */

/** An error the user caused and can fix: shown as its message and hint, never as a stack trace. */
export class UserError extends Error {
  constructor(
    message: string,
    readonly hint?: string,
    /** Process exit code the CLI uses: 1 for bad input, 2 for bad usage. */
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
    this.name = 'UserError';
  }
}

// File-system errors on paths the user gave: they must never read as "internal error" with a stack, in the CLI
// or in a workflow step.
const FILE_ERRORS: Record<string, { says: string; hint: string }> = {
  EACCES: {
    says: 'permission denied',
    hint: 'Check the permissions of the path, or run as a user who may read it.',
  },
  EPERM: {
    says: 'operation not permitted',
    hint: 'Check the permissions of the path, or run as a user who may read it.',
  },
  ENOENT: { says: 'no such file or directory', hint: 'Check the path.' },
  ENOTDIR: { says: 'a part of the path is not a directory', hint: 'Check the path.' },
  EISDIR: { says: 'is a directory', hint: 'Give a file, or a directory where one is expected.' },
  ELOOP: { says: 'too many symbolic links', hint: 'Check the symbolic links along the path.' },
  EMFILE: {
    says: 'too many open files',
    hint: 'Raise the open-file limit (ulimit -n), or give fewer inputs.',
  },
  ENOSPC: { says: 'no space left on the device', hint: 'Free some space, or write elsewhere.' },
  EDQUOT: { says: 'the disk quota is exceeded', hint: 'Free some space, or write elsewhere.' },
  EFBIG: {
    says: 'the file would be larger than this process may write (ulimit -f)',
    hint: 'Raise the limit (ulimit -f), or write elsewhere.',
  },
  EROFS: { says: 'read-only file system', hint: 'Write elsewhere.' },
};

/** What the message says was being done, by system call (reading unless known otherwise). */
const DOING: Record<string, string> = { open: 'open', write: 'write', mkdir: 'create', rename: 'rename' };

/** A file-system error on a path the user gave, as a UserError (exit 1); undefined for anything else. */
export function fileProblem(err: unknown): UserError | undefined {
  const e = err as NodeJS.ErrnoException | null;
  const known = e?.code ? FILE_ERRORS[e.code] : undefined;
  if (!known) return undefined;
  const path = e?.path;
  // A denied open is said as a read (what the user meant to do with it); a write names no path of its own.
  const doing = e?.syscall === 'open' && e.code === 'EACCES' ? 'read' : (DOING[e?.syscall ?? ''] ?? 'read');
  return new UserError(
    `cannot ${doing} ${path ?? (doing === 'write' ? 'a file' : 'a path')}: ${known.says}`,
    known.hint,
    1,
  );
}
