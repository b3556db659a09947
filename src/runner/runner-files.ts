/**
 * The runner's files and commands, as the service's runner writes and reads them: a fresh GITHUB_OUTPUT,
 * GITHUB_ENV, GITHUB_PATH, GITHUB_STATE and GITHUB_STEP_SUMMARY for each step (existing, empty: @actions/core
 * stops on a missing one), read back after the step (`name=value` lines and `name<<DELIMITER` blocks), and the
 * workflow commands a step prints on stdout (`::name k=v,...::message`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeDirectory } from '../make-directory.js';

export interface StepFiles {
  GITHUB_OUTPUT: string;
  GITHUB_ENV: string;
  GITHUB_PATH: string;
  GITHUB_STATE: string;
  GITHUB_STEP_SUMMARY: string;
}

let counter = 0;

/** Empty files for one step, under RUNNER_TEMP/_runner_file_commands as the runner keeps them. */
export function stepFiles(runnerTemp: string): StepFiles {
  const dir = join(runnerTemp, '_runner_file_commands');
  makeDirectory(dir);
  const n = `${process.pid}_${++counter}`;
  const files: StepFiles = {
    GITHUB_OUTPUT: join(dir, `set_output_${n}`),
    GITHUB_ENV: join(dir, `set_env_${n}`),
    GITHUB_PATH: join(dir, `add_path_${n}`),
    GITHUB_STATE: join(dir, `save_state_${n}`),
    GITHUB_STEP_SUMMARY: join(dir, `step_summary_${n}`),
  };
  for (const f of Object.values(files)) writeFileSync(f, '');
  return files;
}

/**
 * A malformed file command (a heredoc without its delimiter, a line without `=`): the step fails, as on the service,
 * which names the command (`output`, `env`, `state`) and says what is wrong in its words.
 */
export class FileCommandError extends Error {
  override readonly name = 'FileCommandError';
  constructor(
    readonly command: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A file command's file as the step left it; a step that emptied RUNNER_TEMP (a cleanup step does) removed it (or
 * put a file where its directory was), and the runner then reads nothing from it, as the service's does (it looks
 * for the file first).
 */
export function readCommandFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return '';
    throw err;
  }
}

/** `name=value` lines and `name<<DELIMITER` … `DELIMITER` blocks, of the file command `what` (`output`, `env`...). */
export function readKeyValues(file: string, what: string): Record<string, string> {
  const out: Record<string, string> = {};
  const text = readCommandFile(file);
  if (text === '') return out;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line === '') continue;
    const eq = line.indexOf('=');
    const heredoc = line.indexOf('<<');
    if (heredoc >= 0 && (eq < 0 || heredoc < eq)) {
      const name = line.slice(0, heredoc);
      const delimiter = line.slice(heredoc + 2);
      if (name === '' || delimiter === '')
        throw new FileCommandError(
          what,
          `Invalid format '${line}'. Name must not be empty and delimiter must not be empty`,
        );
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]);
      if (i >= lines.length)
        throw new FileCommandError(what, `Invalid value. Matching delimiter not found '${delimiter}'`);
      out[name] = value.join('\n');
    } else if (eq > 0) {
      out[line.slice(0, eq)] = line.slice(eq + 1);
    } else {
      throw new FileCommandError(
        what,
        eq === 0 ? `Invalid format '${line}'. Name must not be empty` : `Invalid format '${line}'`,
      );
    }
  }
  return out;
}

export const readPaths = (file: string): string[] =>
  readCommandFile(file)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');

export interface WorkflowCommand {
  name: string;
  props: Record<string, string>;
  message: string;
}

/** The commands the runner registers (ActionCommandManager and its extensions); others are text. */
const REGISTERED = new Set([
  'stop-commands',
  'set-env',
  'set-output',
  'save-state',
  'add-mask',
  'add-path',
  'add-matcher',
  'remove-matcher',
  'debug',
  'warning',
  'error',
  'notice',
  'group',
  'endgroup',
  'echo',
]);

/** Undo a command's escapes, `%25` last (so that `%250A` stays `%0A`). */
const unescaper =
  (pairs: readonly [string, string][]) =>
  (s: string): string =>
    pairs.reduce((t, [from, to]) => t.replaceAll(from, to), s);
const unescapeData = unescaper([
  ['%0D', '\r'],
  ['%0A', '\n'],
  ['%25', '%'],
]);
const unescapeProp = unescaper([
  ['%0D', '\r'],
  ['%0A', '\n'],
  ['%3A', ':'],
  ['%2C', ','],
  ['%25', '%'],
]);
/** The legacy form's escapes (ActionCommand._escapeMappings), for its properties and its data alike. */
const unescapeLegacy = unescaper([
  ['%3B', ';'],
  ['%0D', '\r'],
  ['%0A', '\n'],
  ['%5D', ']'],
  ['%25', '%'],
]);

/**
 * A command's name and properties from the text between its markers (`name k=v,k2=v2`): the name up to the first
 * space; `undefined` for a name the runner does not register. Property names are case-insensitive (kept lowercase);
 * a pair without `=`, or with an empty name or value, is dropped, as the runner drops it.
 */
function commandInfo(
  info: string,
  separator: string,
  unescape: (s: string) => string,
  trim: boolean,
): Omit<WorkflowCommand, 'message'> | undefined {
  const space = info.indexOf(' ');
  const name = (space < 0 ? info : info.slice(0, space)).toLowerCase();
  if (!REGISTERED.has(name)) return undefined;
  const props: Record<string, string> = {};
  if (space > 0) {
    const text = info.slice(space + 1);
    for (const part of (trim ? text.trim() : text).split(separator)) {
      const eq = part.indexOf('=');
      // Split('=', 2, RemoveEmptyEntries): "k=" and "=v" are one entry and dropped; "k==v" keeps "=v".
      const key = eq < 0 ? part : part.slice(0, eq);
      const value = eq < 0 ? '' : part.slice(eq + 1);
      if (key !== '' && value !== '') props[key.toLowerCase()] = unescape(value);
    }
  }
  return { name, props };
}

/**
 * A workflow command in a line of output, as the runner reads it (ActionCommand.TryParseV2, then TryParse):
 * `::name k=v,...::message` at the start of the line (after spaces), the command section ending at the next `::`
 * (so a property may hold a single `:`, as `title=TS2304: Cannot find name`); else the legacy
 * `##[name k=v;...]message` anywhere in the line. Only commands the runner registers; anything else is text.
 */
export function parseCommand(line: string): WorkflowCommand | undefined {
  const text = line.trimStart();
  if (text.startsWith('::')) {
    const end = text.indexOf('::', 2);
    const c = end < 0 ? undefined : commandInfo(text.slice(2, end), ',', unescapeProp, true);
    if (c) return { ...c, message: unescapeData(text.slice(end + 2)) };
  }
  const prefix = line.indexOf('##[');
  const close = prefix < 0 ? -1 : line.indexOf(']', prefix);
  if (close < 0) return undefined;
  const c = commandInfo(line.slice(prefix + 3, close), ';', unescapeLegacy, false);
  return c && { ...c, message: unescapeLegacy(line.slice(close + 1)) };
}
