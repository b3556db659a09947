/**
 * User-caused failures of the command line, made one line each with a hint: Node's parseArgs errors (whose text
 * has an unbalanced quote and no hint). File-system errors on inputs are made in src/errors.ts (`fileProblem`).
 */

import type { ParseArgsConfig } from 'node:util';

/** A parseArgs error as one plain line: "unknown option --frob", "option --port needs a value". */
export function argsProblem(err: unknown): string {
  const e = err as { code?: string; message?: string };
  const text = String(e?.message ?? err);
  const option = /'(-{1,2}[^\s'<]+)/.exec(text)?.[1];
  switch (e?.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${option ?? text} (to pass a value starting with -, put it after --)`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      if (/argument missing/.test(text)) return `option ${option ?? ''} needs a value`.replace(/ {2}/, ' ');
      // The next argument starts with - (and is no negative number: see withNegativeValues).
      if (/ambiguous/.test(text))
        return `option ${option} needs a value, and the argument after it starts with - (write ${option}=VALUE for a value that does)`;
      return `option ${option ?? ''} takes no value`.replace(/ {2}/, ' ');
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `unexpected argument ${/'([^']*)'/.exec(text)?.[1] ?? ''}: this command takes none`.replace(
        / {2}/,
        ' ',
      );
    default:
      return text.replace(/\s+/g, ' ').trim();
  }
}

/** A number with a minus sign: `-5`, `-0.5`, `-.5`, `-1e3`. No option of ours is named like one. */
const NEGATIVE_NUMBER = /^-(?:\d|\.\d)/;

/**
 * The arguments with `--name -5` written `--name=-5` wherever `--name` (or its short form) takes a value: parseArgs
 * refuses a value that starts with - as ambiguous, which read "takes no value" for `--max-ratio -5`. As its value,
 * the option's own parser sees it and says what it accepts ("--max-ratio must be a positive number; got "-5"").
 */
export function withNegativeValues(args: string[], options: ParseArgsConfig['options']): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--') {
      out.push(...args.slice(i));
      break;
    }
    const name = arg.startsWith('--') ? arg.slice(2) : undefined;
    const short = /^-[^-]$/.test(arg) ? arg.slice(1) : undefined;
    const takesValue = Object.entries(options ?? {}).some(
      ([long, o]) => o.type === 'string' && (long === name || (short !== undefined && o.short === short)),
    );
    if (takesValue && i + 1 < args.length && NEGATIVE_NUMBER.test(args[i + 1])) {
      out.push(short === undefined ? `${arg}=${args[++i]}` : `${arg}${args[++i]}`); // -m-5: parseArgs' short form
      continue;
    }
    out.push(arg);
  }
  return out;
}
