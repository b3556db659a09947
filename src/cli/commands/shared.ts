/**
 * What every API command of the CLI shares: argument parsing (usage errors exit 2, and secrets are refused as
 * arguments because arguments show in process lists and shell history), credentials from the environment
 * (the token from SVC_TOKEN else GITHUB_TOKEN), the API URL (--api-url, else GITHUB_API_URL, else the hosted
 * API), `--repo owner/name`, a client whose warnings (Deprecation, retries, rate-limit waits) go to stderr,
 * ApiError turned into a UserError (message and hint, exit 1; exit 2 for a request refused before sending),
 * and output as JSON (`--json`) or as readable text tables with the service's strings made safe for a terminal.
 *
 * Commands write only through a CommandIo, so tests capture everything a command prints.
 */
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  ApiError,
  createClient,
  HOSTED_API_URL,
  type ApiClient,
  type AuthOptions,
  type ClientOptions,
  type Logger,
  type RepoRef,
  Secrets,
} from '../../api/index.js';
import {
  parseDuration,
  parsePositiveInt,
  parseRepository,
  UserError,
  type DurationUnit,
} from '../../inputs.js';
import { argsProblem, withNegativeValues } from '../usage.js';

/** Where a command reads and writes. `processIo()` is the real one; tests pass their own. */
export interface CommandIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Environment variables (credentials, GITHUB_API_URL, GITHUB_REPOSITORY). */
  env: NodeJS.ProcessEnv;
  /** stdin is a terminal: only then may a command prompt. */
  interactive: boolean;
  /** Ask on the terminal without echoing the answer (for one-time passwords). */
  promptSecret(question: string): Promise<string>;
  /**
   * Stops the command (SIGTERM, SIGINT: src/cli/stop.ts): every client made by createApi carries it, so no
   * request starts after it and one in flight is aborted.
   */
  signal?: AbortSignal;
}

export function processIo(signal?: AbortSignal): CommandIo {
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    env: process.env,
    interactive: Boolean(process.stdin.isTTY),
    promptSecret,
    signal,
  };
}

/**
 * The command's output with every secret the client knows removed, in any form (a service that echoes the token
 * in an error or in an answer's fields). Not for `authorizations create`, whose result is the new token.
 */
export function redactingIo(io: CommandIo, api: Pick<ApiClient, 'redact'>): CommandIo {
  knowsSecrets(api);
  return {
    ...io,
    stdout: (text) => io.stdout(api.redact(text)),
    stderr: (text) => io.stderr(api.redact(text)),
  };
}

/**
 * The redactions of this process's clients (each knows the secrets it was given or learned: the OIDC token, a
 * returned token), for what is printed outside a command's channels: an internal error. The latest few only.
 */
const redactors: Pick<ApiClient, 'redact'>[] = [];

function knowsSecrets(client: Pick<ApiClient, 'redact'>): void {
  if (redactors.includes(client)) return;
  redactors.push(client);
  if (redactors.length > 32) redactors.shift();
}

/** The variables whose values are secrets of every command: the token, and the runner's tokens in a job. */
const SECRET_VARIABLES = [
  'SVC_TOKEN',
  'GITHUB_TOKEN',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
];

/** A text with every secret the process knows removed: those of the environment, and those of its clients. */
export function redactKnownSecrets(text: string, env: NodeJS.ProcessEnv = process.env): string {
  const secrets = new Secrets();
  for (const name of SECRET_VARIABLES) secrets.add(env[name]?.trim());
  return redactors.reduce((t, client) => client.redact(t), secrets.redact(text));
}

/** Read one line from the terminal; the answer is not echoed (the question goes to stderr). */
function promptSecret(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    process.stderr.write(question);
    // Keep readline from echoing what is typed: only the question is written.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
    rl.once('line', (line) => {
      process.stderr.write('\n');
      rl.close();
      resolve(line.trim());
    });
    rl.once('SIGINT', () => {
      rl.close();
      reject(new UserError('cancelled', undefined, 2));
    });
  });
}

// Arguments

/** Options every API command takes. */
export const COMMON_OPTIONS = {
  'api-url': { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const satisfies ParseArgsConfig['options'];

/**
 * A command's arguments parsed against the common options and its own; undefined when --help asked for its help,
 * which is then printed (the command exits 0).
 */
export function parseCommand<O extends NonNullable<ParseArgsConfig['options']>>(
  command: string,
  help: string,
  args: string[],
  io: CommandIo,
  options: O,
) {
  const parsed = parseCommandArgs(command, args, { ...COMMON_OPTIONS, ...options });
  if (!(parsed.values as { help?: boolean }).help) return parsed;
  io.stdout(help);
  return undefined;
}

/** Secrets that must never be arguments, and where each is read from instead. */
const SECRET_ARGS: Record<string, string> = {
  '--token': 'SVC_TOKEN or GITHUB_TOKEN',
  '--password': 'SVC_PASSWORD',
  '--otp': 'SVC_OTP (or answer the prompt in a terminal)',
  '--client-secret': 'SVC_CLIENT_SECRET',
  '--secret': 'the environment variable the command names',
};

export function usageError(command: string, message: string, hint?: string): UserError {
  return new UserError(message, hint ?? `Run \`sarif-pipeline ${command} --help\` for the usage.`, 2);
}

/**
 * parseArgs with usage errors (exit 2) and a refusal of secret-bearing options whose message never repeats the
 * value. `command` names the command in hints ("deploy-keys add").
 */
export function parseCommandArgs<O extends NonNullable<ParseArgsConfig['options']>>(
  command: string,
  args: string[],
  options: O,
) {
  const end = args.indexOf('--');
  for (const arg of end < 0 ? args : args.slice(0, end)) {
    const name = arg.split('=', 1)[0];
    if (Object.hasOwn(SECRET_ARGS, name)) {
      throw usageError(
        command,
        `${name} is not accepted: secrets given as arguments show in process lists and shell history`,
        `Set ${SECRET_ARGS[name]} in the environment instead.`,
      );
    }
  }
  try {
    return parseArgs({
      args: withNegativeValues(args, options),
      options,
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    throw usageError(command, argsProblem(err));
  }
}

/**
 * `--category`, or undefined when absent. Given but empty it is a mistake (a shell variable that was not set), not a
 * category: it would be `/`, one category for every run of a tool.
 */
export function categoryOption(value: string | undefined, command: string): string | undefined {
  if (value === undefined || value.trim() !== '') return value;
  throw usageError(
    command,
    '--category needs a value: a category such as "nightly" (leave the option out to keep the runs\' own)',
  );
}

/** A positive integer option, or undefined when absent. */
export function positiveInt(value: string | undefined, flag: string, command: string): number | undefined {
  if (value === undefined) return undefined;
  if (value.trim() === '') throw usageError(command, `${flag} needs a value: a positive whole number`);
  return asUsage(command, () => parsePositiveInt(value, flag));
}

/**
 * A duration option in `unit`, as milliseconds, or undefined when absent. In milliseconds (what the steps take), a
 * value may also be written in seconds with an `s` suffix (`30s`, `1.5s`) or with an explicit `ms`; a bare number
 * is milliseconds. A bare number under `warnBelowMs` is accepted with a warning (`onWarning`): it looks like seconds.
 */
export function durationOption(
  value: string | undefined,
  flag: string,
  command: string,
  unit: DurationUnit,
  onWarning?: (message: string) => void,
  warnBelowMs = 1_000,
): number | undefined {
  if (value === undefined) return undefined;
  const v = value.trim();
  if (v === '')
    throw usageError(
      command,
      `${flag} needs a value: a positive number of ${unit === 's' ? 'seconds' : 'milliseconds (or seconds written 30s)'}`,
    );
  if (unit === 'ms') {
    const suffixed = /^(\d+(?:\.\d+)?)(s|ms)$/.exec(v);
    if (suffixed) {
      const ms = Math.round(Number(suffixed[1]) * (suffixed[2] === 's' ? 1000 : 1));
      if (ms <= 0) throw usageError(command, `${flag} must be positive; got "${printable(v)}"`);
      return ms;
    }
    if (!/^\d+$/.test(v))
      throw usageError(
        command,
        `${flag} must be a whole number of milliseconds, or seconds with an s suffix (30s); got "${printable(v)}"`,
      );
  }
  const ms = asUsage(command, () => parseDuration(v, flag, { unit, fallback: 0 }).ms);
  if (unit === 'ms' && ms < warnBelowMs)
    onWarning?.(`${flag} ${v} is ${v} milliseconds, as in the step; for seconds write ${v}s`);
  return ms;
}

/** Run a parser of the input kit; its UserError becomes this command's usage error (with the --help hint). */
function asUsage<T>(command: string, parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    if (err instanceof UserError) throw usageError(command, printable(err.message), err.hint);
    throw err;
  }
}

/** The positive integer id of `--id`, required. */
export function requireId(value: string | undefined, command: string, flag = '--id'): number {
  const id = positiveInt(value, flag, command);
  if (id === undefined) throw usageError(command, `${command} needs ${flag} N`);
  return id;
}

/** "a,b, c" → ["a", "b", "c"]; "" → []. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * `--repo owner/name`, else GITHUB_REPOSITORY (set in every workflow job). A trailing ".git" is dropped, as the
 * service expects the name without it.
 */
export function parseRepo(value: string | undefined, command: string, env: NodeJS.ProcessEnv): RepoRef {
  const given = value ?? (env.GITHUB_REPOSITORY || undefined);
  if (given === undefined) {
    throw usageError(
      command,
      `${command} needs --repo owner/name`,
      'Give the repository as --repo owner/name (in a workflow, GITHUB_REPOSITORY is used by default).',
    );
  }
  return asUsage(command, () =>
    parseRepository(
      given,
      value === undefined ? 'GITHUB_REPOSITORY' : '--repo',
      'For example --repo acme/webapp: the account or organization, a slash, and the repository name.',
    ),
  );
}

// Credentials and the client

/** Where the token is read from, in order. */
export const TOKEN_VARIABLES = ['SVC_TOKEN', 'GITHUB_TOKEN'] as const;

/** The token from SVC_TOKEN, else GITHUB_TOKEN (surrounding whitespace dropped), or undefined. */
export function readToken(env: NodeJS.ProcessEnv): string | undefined {
  for (const name of TOKEN_VARIABLES) {
    const v = env[name]?.trim();
    if (v) return v;
  }
  return undefined;
}

/** The token, or a usage error that says where to put it. */
export function requireToken(env: NodeJS.ProcessEnv, command: string): string {
  const token = readToken(env);
  if (token === undefined) {
    throw usageError(
      command,
      `${command} needs a token: set SVC_TOKEN (or GITHUB_TOKEN)`,
      'Tokens are read from the environment only, never from arguments. In a workflow: env: { SVC_TOKEN: ${{ secrets.GITHUB_TOKEN }} }.',
    );
  }
  return token;
}

/** A secret from the environment (trimmed), or undefined. */
export function readSecret(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

/** `--api-url`, else GITHUB_API_URL, else the hosted API; checked here so a typo is a usage error. */
export function resolveApiUrl(flag: string | undefined, env: NodeJS.ProcessEnv, command: string): string {
  const given = flag ?? (env.GITHUB_API_URL || undefined);
  const from = flag !== undefined ? '--api-url' : 'GITHUB_API_URL';
  if (given === undefined) return HOSTED_API_URL;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw usageError(command, `${from} is not a URL: "${printable(given)}"`, apiUrlHint);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw usageError(command, `${from} must be an http or https URL, got ${url.protocol}`, apiUrlHint);
  }
  if (url.username || url.password) {
    throw usageError(
      command,
      `${from} must not carry credentials`,
      'Put the token in SVC_TOKEN (or GITHUB_TOKEN) instead.',
    );
  }
  return given.replace(/\/+$/, '');
}

const apiUrlHint =
  'The API root, for example https://api.github.com or https://ghe.example.com/api/v3 for a self-managed installation.';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface ApiSetup {
  /** From resolveApiUrl. */
  apiUrl: string;
  auth?: AuthOptions;
  /** Other client options (tests: retry, timeouts). */
  client?: Omit<ClientOptions, 'baseUrl' | 'auth' | 'logger'>;
}

/** A client's logger onto the command's stderr (no debug lines), each message made printable. */
export function stderrLogger(io: CommandIo): Logger {
  return {
    debug: () => {},
    info: (m) => io.stderr(`${printable(m)}\n`),
    warn: (m) => io.stderr(`warning: ${printable(m)}\n`),
    error: (m) => io.stderr(`error: ${printable(m)}\n`),
  };
}

/**
 * A client whose warnings (Deprecation and Sunset, retries, rate-limit waits) and notes (search pacing) go to
 * stderr, already redacted by the client. Warns when credentials would travel over plain http to another host.
 */
export function createApi(io: CommandIo, setup: ApiSetup): ApiClient {
  const url = new URL(setup.apiUrl);
  const hasCredentials = Boolean(setup.auth?.token || setup.auth?.basic);
  if (hasCredentials && url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) {
    io.stderr(`warning: credentials are sent over plain http to ${url.host}; use https\n`);
  }
  const api = createClient({
    ...setup.client,
    baseUrl: setup.apiUrl,
    auth: setup.auth,
    signal: io.signal,
    logger: stderrLogger(io),
  });
  // In a workflow job, the runner's tokens are secrets of every command too, whether or not it reads them.
  for (const name of ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN']) {
    const value = io.env[name]?.trim();
    if (value) api.addSecret(value);
  }
  knowsSecrets(api);
  return api;
}

/**
 * The client of a command that takes --api-url and a token (SVC_TOKEN, else GITHUB_TOKEN; required unless
 * `optionalToken`), and the command's output from then on redacted: what the service answers may carry the
 * token in any form.
 */
export function connect(
  io: CommandIo,
  command: string,
  apiUrl: string | undefined,
  options: { client?: ApiSetup['client']; optionalToken?: boolean } = {},
): { api: ApiClient; out: CommandIo } {
  const url = resolveApiUrl(apiUrl, io.env, command);
  const token = options.optionalToken ? readToken(io.env) : requireToken(io.env, command);
  const api = createApi(io, {
    apiUrl: url,
    auth: token ? { token } : undefined,
    ...(options.client ? { client: options.client } : {}),
  });
  return { api, out: redactingIo(io, api) };
}

// Errors

/** Where a command takes the API URL from, for hints. */
export const API_URL_SOURCES = '--api-url, else GITHUB_API_URL, else https://api.github.com';

/** Client option names in the client's hints, in the words of the CLI. */
const CLI_WORDS: [RegExp, string][] = [
  [/give a token \(auth\.token\)/g, 'set SVC_TOKEN (or GITHUB_TOKEN)'],
  [/\(auth\.basic\.otp\)/g, '(SVC_OTP, or the prompt in a terminal)'],
  [/check auth\.basic \(username and password\)/g, 'check --user (or SVC_USERNAME) and SVC_PASSWORD'],
  [/set auth\.basic: \{ username, password, otp\? \}/g, 'set --user (or SVC_USERNAME) and SVC_PASSWORD'],
  [/raise timeoutMs, or try again later/g, 'try again later'],
  [/try again later, or raise timeoutMs/g, 'try again later, or raise --timeout'],
  [
    /check the base URL, the network and any proxy settings/g,
    `check the API URL (${API_URL_SOURCES}), the network and any proxy settings`,
  ],
  [/ \(maxRateLimitWaitMs\)/g, ''],
];

function inCliWords(text: string): string {
  return CLI_WORDS.reduce((t, [from, to]) => t.replace(from, to), text);
}

/**
 * An ApiError as a UserError: "METHOD /path: STATUS message" and the client's hint (accepted scopes on 403, the
 * field errors on 422, ...), exit 1; a request the client refused before sending (kind `invalid`) is a usage
 * error, exit 2. Anything else is returned unchanged. ApiError strings are already redacted by the client.
 */
export function toUserError(err: unknown): unknown {
  if (!(err instanceof ApiError)) return err;
  // Without an answer the host is what matters; with one, the path (the API root is the user's own setting).
  const shown =
    err.url && (err.kind === 'network' || err.kind === 'timeout') ? err.url : pathOf(err.url ?? '');
  const where = err.method && err.url ? `${err.method} ${shown}: ` : '';
  const what = err.status ? `${err.status} ${err.serviceMessage}` : err.serviceMessage;
  const hints: string[] = [];
  if (err.hint) hints.push(inCliWords(err.hint));
  if (err.documentationUrl) hints.push(`see ${err.documentationUrl}`);
  return new UserError(
    printable(`${where}${what}`),
    hints.length > 0 ? printable(hints.join('; ')) : undefined,
    err.kind === 'invalid' ? 2 : 1,
  );
}

/** The path and query of a URL (the API root is known to the user), or the text as it is. */
function pathOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}

/** Run API calls; an ApiError becomes a UserError (see toUserError). */
export async function callApi<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw toUserError(err);
  }
}

// Output

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;

/** Text from the service made safe for a terminal: control characters (escape sequences) shown as \xNN. */
export function printable(text: string): string {
  return text.replace(CONTROL, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** In a workflow (GITHUB_STEP_SUMMARY set), append the command's Markdown summary, redacted, to the job summary. */
export function writeSummary(io: CommandIo, markdown: string, redact: (text: string) => string): void {
  const file = io.env.GITHUB_STEP_SUMMARY;
  if (file) appendFileSync(file, `${redact(markdown)}\n`);
}

export function printJson(io: CommandIo, value: unknown): void {
  io.stdout(`${JSON.stringify(value, null, 2)}\n`);
}

type Cell = string | number | boolean | null | undefined;

/**
 * A text table: a header row, then one row per item, columns padded to their widest cell (cells are single
 * lines; newlines become spaces). An empty table is the `empty` line instead.
 */
export function formatTable(headers: string[], rows: Cell[][], empty = '(none)'): string {
  if (rows.length === 0) return `${empty}\n`;
  const text = (c: Cell) =>
    c === null || c === undefined ? '-' : printable(String(c).replace(/\r?\n/g, ' '));
  const cells = [headers, ...rows.map((r) => r.map(text))];
  // A loop, not Math.max(...column): a spread of a million rows overflows the stack.
  const widths = headers.map(() => 0);
  for (const r of cells)
    for (let i = 0; i < widths.length; i++) widths[i] = Math.max(widths[i], (r[i] ?? '').length);
  return cells
    .map((r) =>
      r
        .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i])))
        .join('  ')
        .trimEnd(),
    )
    .map((line) => `${line}\n`)
    .join('');
}

/** "key: value" lines, keys aligned. */
export function formatFields(fields: [string, Cell][]): string {
  const width = Math.max(...fields.map(([k]) => k.length));
  return fields
    .map(
      ([k, v]) =>
        `${`${k}:`.padEnd(width + 1)} ${v === null || v === undefined ? '-' : printable(String(v))}\n`,
    )
    .join('');
}
