/**
 * User-caused failures of the command line, made one line each with a hint: Node's parseArgs errors (whose text
 * has an unbalanced quote and no hint) and file-system errors on inputs (permission denied, missing, not a
 * directory), which must not read as "internal error" with a stack.
 */
import { UserError } from '../sarif/errors.js';

/** A parseArgs error as one plain line: "unknown option --frob", "option --port needs a value". */
export function argsProblem(err: unknown): string {
  const e = err as { code?: string; message?: string };
  const text = String(e?.message ?? err);
  const option = /'(-{1,2}[^\s'<]+)/.exec(text)?.[1];
  switch (e?.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${option ?? text} (to pass a value starting with -, put it after --)`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return /argument missing/.test(text)
        ? `option ${option ?? ''} needs a value`.replace(/ {2}/, ' ')
        : `option ${option ?? ''} takes no value`.replace(/ {2}/, ' ');
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `unexpected argument ${/'([^']*)'/.exec(text)?.[1] ?? ''}: this command takes none`.replace(
        / {2}/,
        ' ',
      );
    default:
      return text.replace(/\s+/g, ' ').trim();
  }
}

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
  EROFS: { says: 'read-only file system', hint: 'Write elsewhere.' },
};

/** A file-system error on a path the user gave, as a UserError (exit 1); undefined for anything else. */
export function fileProblem(err: unknown): UserError | undefined {
  const e = err as NodeJS.ErrnoException | null;
  const known = e?.code ? FILE_ERRORS[e.code] : undefined;
  if (!known) return undefined;
  const path = e?.path;
  return new UserError(
    `cannot ${e?.syscall === 'open' && e?.code !== 'EACCES' ? 'open' : 'read'} ${path ?? 'a path'}: ${known.says}`,
    known.hint,
    1,
  );
}
