/**
 * User-caused failures of the command line, made one line each with a hint: Node's parseArgs errors (whose text
 * has an unbalanced quote and no hint); file-system errors on inputs are the engine's (sarif/file-problem.ts).
 */

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

export { fileProblem } from '../sarif/file-problem.js';
