/**
 * `sarif-pipeline authorizations list|create|get|update|delete` and `sarif-pipeline grants list|get|delete`:
 * the deprecated OAuth authorization and grant operations (removal scheduled for 13 November 2020), which take
 * Basic authentication only. The username comes from --user or SVC_USERNAME, the password from SVC_PASSWORD,
 * the one-time password of a two-factor account from SVC_OTP or, when the service asks for one and stdin is a
 * terminal, from a prompt; the client secret from SVC_CLIENT_SECRET. None of them is ever an argument or printed.
 * A token the service returns is printed only by `authorizations create`, the one place it is the result (or
 * written to --token-file instead); lists and reads show its last eight characters.
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  ApiError,
  type ApiClient,
  type Authorization,
  type BasicCredentials,
  type Grant,
} from '../../api/index.js';
import { UserError } from '../../errors.js';
import {
  callApi,
  COMMON_OPTIONS,
  createApi,
  formatFields,
  formatTable,
  parseCommandArgs,
  positiveInt,
  printJson,
  printable,
  processIo,
  readSecret,
  requireId,
  resolveApiUrl,
  splitList,
  toUserError,
  usageError,
  type CommandIo,
} from './shared.js';

export const HELP = `sarif-pipeline authorizations | grants: the OAuth authorizations and grants of your account (deprecated).

Usage:
  sarif-pipeline authorizations list   [--client-id ID] [--max N]
  sarif-pipeline authorizations create --client-id ID [--scopes a,b] [--note T] [--note-url URL]
                                       [--fingerprint F] [--get-or-create] [--token-file PATH]
  sarif-pipeline authorizations get    --id N
  sarif-pipeline authorizations update --id N [--scopes a,b | --add-scopes a,b | --remove-scopes a,b]
                                       [--note T] [--note-url URL] [--fingerprint F]
  sarif-pipeline authorizations delete --id N
  sarif-pipeline grants list   [--client-id ID] [--max N]
  sarif-pipeline grants get    --id N
  sarif-pipeline grants delete --id N
  Every command also takes [--user LOGIN] [--api-url URL] [--json].

These operations are deprecated: the service scheduled their removal for 13 November 2020, so a current
service may no longer offer them. They take Basic authentication (username and password) only, never a token.

create makes a token for an OAuth app (its client id and secret) and prints it: it is shown this once (or
written to --token-file, created with mode 600, and not printed). --get-or-create returns the app's existing
authorization (with that fingerprint) instead of failing when there is one. update changes the scopes with
one of --scopes (replace), --add-scopes or --remove-scopes (the service takes only one at a time), and the
note, note URL or fingerprint. Deleting a grant removes every token of that app for your account.

Options:
  --user LOGIN        the account (default: SVC_USERNAME)
  --client-id ID      the OAuth app's client id (20 characters); filters list
  --scopes a,b        scopes of the token ("" for none)
  --id N              the authorization or grant (see list)
  --max N             list at most N
  --api-url URL       the API root (default: GITHUB_API_URL, else https://api.github.com)
  --json              print the service's answer as JSON (tokens omitted, except by create)

Environment (secrets are read from here only, never from arguments):
  SVC_USERNAME        the account, when --user is not given
  SVC_PASSWORD        its password
  SVC_OTP             the one-time password of a two-factor account (create and update); without it, you are
                      prompted when stdin is a terminal
  SVC_CLIENT_SECRET   the OAuth app's client secret (create)

Exit status: 0 done, 1 the service refused (the message and a hint say why), 2 usage error.
`;

export const DEPRECATION_NOTICE =
  'warning: OAuth authorizations and grants are deprecated (removal scheduled for 13 November 2020): a current service may answer 404 or 410; prefer fine-grained personal access tokens, or the web application flow for OAuth apps\n';

const ACTIONS = {
  authorizations: ['list', 'create', 'get', 'update', 'delete'],
  grants: ['list', 'get', 'delete'],
} as const;

/** Which options each action takes (beyond --user, --api-url, --json). */
const ALLOWED: Record<string, string[]> = {
  'authorizations list': ['client-id', 'max'],
  'authorizations create': [
    'client-id',
    'scopes',
    'note',
    'note-url',
    'fingerprint',
    'get-or-create',
    'token-file',
  ],
  'authorizations get': ['id'],
  'authorizations update': ['id', 'scopes', 'add-scopes', 'remove-scopes', 'note', 'note-url', 'fingerprint'],
  'authorizations delete': ['id'],
  'grants list': ['client-id', 'max'],
  'grants get': ['id'],
  'grants delete': ['id'],
};
const ACTION_OPTIONS = [
  'client-id',
  'max',
  'scopes',
  'add-scopes',
  'remove-scopes',
  'note',
  'note-url',
  'fingerprint',
  'get-or-create',
  'token-file',
  'id',
] as const;

/** `args` starts with the command: ["authorizations", "list", ...] or ["grants", ...]. */
export async function run(args: string[], io: CommandIo = processIo()): Promise<number> {
  const [area, ...rest] = args;
  if (area !== 'authorizations' && area !== 'grants') {
    throw usageError('authorizations', 'expected authorizations or grants');
  }
  const { values, positionals } = parseCommandArgs(area, rest, {
    ...COMMON_OPTIONS,
    user: { type: 'string' },
    'client-id': { type: 'string' },
    max: { type: 'string' },
    scopes: { type: 'string' },
    'add-scopes': { type: 'string' },
    'remove-scopes': { type: 'string' },
    note: { type: 'string' },
    'note-url': { type: 'string' },
    fingerprint: { type: 'string' },
    'get-or-create': { type: 'boolean', default: false },
    'token-file': { type: 'string' },
    id: { type: 'string' },
  });
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  const [action, ...extra] = positionals;
  const actions: readonly string[] = ACTIONS[area];
  if (action === undefined) throw usageError(area, `${area} needs an action: ${actions.join(', ')}`);
  if (!actions.includes(action)) {
    throw usageError(area, `unknown action "${printable(action)}": use ${actions.join(', ')}`);
  }
  if (extra.length > 0) throw usageError(area, `unexpected argument "${printable(extra[0])}"`);
  const command = `${area} ${action}`;
  for (const name of ACTION_OPTIONS) {
    const v = values[name];
    if ((v === true || typeof v === 'string') && !ALLOWED[command].includes(name)) {
      throw usageError(area, `--${name} does not apply to ${command}`);
    }
  }

  // Arguments first, then credentials: nothing is sent before both are known to be complete.
  const request = plan(command, values);
  const apiUrl = resolveApiUrl(values['api-url'], io.env, command);
  const basic = credentials(values.user, io.env, command);
  io.stderr(DEPRECATION_NOTICE);
  const session = new Session(io, apiUrl, basic, readSecret(io.env, 'SVC_OTP'));
  await request(session, values.json);
  return 0;
}

/** The Basic credentials, or a usage error naming what is missing. */
function credentials(user: string | undefined, env: NodeJS.ProcessEnv, command: string): BasicCredentials {
  const username = user ?? readSecret(env, 'SVC_USERNAME');
  const password = env.SVC_PASSWORD;
  const missing = [username ? '' : '--user (or SVC_USERNAME)', password ? '' : 'SVC_PASSWORD'].filter(
    Boolean,
  );
  if (missing.length > 0) {
    throw usageError(
      command,
      `${command} needs Basic authentication: set ${missing.join(' and ')}`,
      'These operations take a username and password, never a token; the password is read from SVC_PASSWORD only.',
    );
  }
  return { username: username!, password: password! };
}

/**
 * A client with the Basic credentials that asks for the one-time password only when the service wants one:
 * with SVC_OTP it is sent from the start; otherwise a 401 asking for it is answered by a prompt (in a terminal)
 * and the operation is tried once more, or becomes an error that says to set SVC_OTP.
 */
class Session {
  private api: ApiClient;

  constructor(
    readonly io: CommandIo,
    private readonly apiUrl: string,
    private readonly basic: BasicCredentials,
    private otp: string | undefined,
  ) {
    this.api = this.client();
  }

  private client(): ApiClient {
    return createApi(this.io, { apiUrl: this.apiUrl, auth: { basic: { ...this.basic, otp: this.otp } } });
  }

  /** An operation that never needs the one-time password. */
  call<T>(fn: (api: ApiClient) => Promise<T>): Promise<T> {
    return callApi(() => fn(this.api));
  }

  /** An operation that needs the one-time password of a two-factor account (create, update). */
  async callWithOtp<T>(fn: (api: ApiClient) => Promise<T>): Promise<T> {
    try {
      return await fn(this.api);
    } catch (err) {
      if (!asksForOtp(err) || this.otp !== undefined) throw toUserError(err);
      if (!this.io.interactive) {
        throw new UserError(
          `${this.basic.username} uses two-factor authentication: the service wants a one-time password`,
          'Set SVC_OTP to the current code (or run the command in a terminal to be prompted).',
        );
      }
    }
    const otp = (await this.io.promptSecret(`one-time password for ${this.basic.username}: `)).trim();
    if (otp === '') throw new UserError('no one-time password given', 'Set SVC_OTP, or type the code.', 2);
    this.otp = otp;
    this.api = this.client();
    return callApi(() => fn(this.api));
  }
}

function asksForOtp(err: unknown): boolean {
  return (
    err instanceof ApiError &&
    err.status === 401 &&
    (/two-factor/i.test(err.hint ?? '') || /\bOTP\b/.test(err.serviceMessage))
  );
}

/** The parsed options plan() reads. */
interface Values {
  'client-id'?: string;
  max?: string;
  scopes?: string;
  'add-scopes'?: string;
  'remove-scopes'?: string;
  note?: string;
  'note-url'?: string;
  fingerprint?: string;
  'get-or-create'?: boolean;
  'token-file'?: string;
  id?: string;
}

type Request = (s: Session, json: boolean | undefined) => Promise<void>;

/** Check the arguments of `command` and return what to do with a session. */
function plan(command: string, v: Values): Request {
  const area = command.split(' ')[0];
  switch (command) {
    case 'authorizations list':
    case 'grants list': {
      const max = positiveInt(v.max, '--max', command);
      const page = { client_id: v['client-id'], per_page: Math.min(max ?? 100, 100), maxItems: max };
      return async (s, json) => {
        if (area === 'grants') {
          const { items } = await s.call((api) => api.oauth.listGrants(page).collect());
          writeGrants(s, json, items);
        } else {
          const { items } = await s.call((api) => api.oauth.listAuthorizations(page).collect());
          const shown = items.map(withoutToken);
          if (json) printJson(s.io, shown);
          else s.io.stdout(authorizationTable(shown));
        }
      };
    }
    case 'authorizations get':
    case 'grants get': {
      const id = requireId(v.id, command);
      return async (s, json) => {
        if (area === 'grants') {
          const grant = await s.call((api) => api.oauth.getGrant({ grant_id: id }));
          writeGrants(s, json, [grant], true);
        } else {
          const a = withoutToken(await s.call((api) => api.oauth.getAuthorization({ authorization_id: id })));
          if (json) printJson(s.io, a);
          else s.io.stdout(authorizationFields(a));
        }
      };
    }
    case 'authorizations delete':
    case 'grants delete': {
      const id = requireId(v.id, command);
      return async (s, json) => {
        if (area === 'grants') await s.call((api) => api.oauth.deleteGrant({ grant_id: id }));
        else await s.call((api) => api.oauth.deleteAuthorization({ authorization_id: id }));
        const what = area === 'grants' ? 'grant' : 'authorization';
        if (json) printJson(s.io, { deleted: what, id });
        else {
          s.io.stdout(
            `deleted ${what} ${id}${area === 'grants' ? ' and every token of its app for this account' : ' and its token'}\n`,
          );
        }
      };
    }
    case 'authorizations create':
      return planCreate(command, v);
    default:
      return planUpdate(command, v);
  }
}

function planCreate(command: string, v: Values): Request {
  const clientId = v['client-id'];
  if (clientId === undefined) {
    throw usageError(
      command,
      `${command} needs --client-id: tokens are made for an OAuth app`,
      "Give the app's client id with --client-id and its client secret in SVC_CLIENT_SECRET.",
    );
  }
  const tokenFile = v['token-file'];
  if (tokenFile !== undefined && existsSync(tokenFile)) {
    throw usageError(
      command,
      `--token-file ${tokenFile} exists: it is not overwritten`,
      'Give a new file name.',
    );
  }
  if (tokenFile !== undefined && !existsSync(dirname(tokenFile))) {
    throw usageError(
      command,
      `--token-file ${tokenFile}: the directory ${dirname(tokenFile)} does not exist`,
    );
  }
  const fields = {
    scopes: v.scopes === undefined ? undefined : splitList(v.scopes),
    note: v.note,
    note_url: v['note-url'],
  };
  const fingerprint = v.fingerprint;
  return async (s, json) => {
    const clientSecret = readSecret(s.io.env, 'SVC_CLIENT_SECRET');
    if (clientSecret === undefined) {
      throw usageError(
        command,
        `${command} needs the app's client secret: set SVC_CLIENT_SECRET`,
        'Secrets are read from the environment only, never from arguments.',
      );
    }
    let created = true;
    const a = await s.callWithOtp(async (api) => {
      if (!v['get-or-create']) {
        return api.oauth.createAuthorization({
          ...fields,
          client_id: clientId,
          client_secret: clientSecret,
          fingerprint,
        });
      }
      const body = { ...fields, client_id: clientId, client_secret: clientSecret };
      const r =
        fingerprint === undefined
          ? await api.oauth.getOrCreateForApp(body)
          : await api.oauth.getOrCreateForAppAndFingerprint({ ...body, fingerprint });
      created = r.created;
      return r.authorization;
    });
    if (tokenFile !== undefined) writeToken(tokenFile, a);
    const shown = tokenFile === undefined ? a : withoutToken(a);
    if (json) {
      printJson(s.io, { ...shown, created });
      return;
    }
    const out = s.io;
    out.stdout(
      `${created ? 'created' : 'found existing'} authorization ${a.id} for ${printable(a.app.name)}\n`,
    );
    if (tokenFile !== undefined) {
      out.stdout(authorizationFields(withoutToken(a)));
      out.stdout(`token written to ${tokenFile} (mode 600)\n`);
    } else {
      out.stdout(authorizationFields(withoutToken(a), a.token));
      out.stderr('note: the token is shown this once: store it now (or use --token-file next time)\n');
    }
  };
}

function planUpdate(command: string, v: Values): Request {
  const id = requireId(v.id, command);
  const scopeFlags = (['scopes', 'add-scopes', 'remove-scopes'] as const).filter((k) => v[k] !== undefined);
  if (scopeFlags.length > 1) {
    throw usageError(
      command,
      `give only one of --scopes, --add-scopes, --remove-scopes (got ${scopeFlags.map((f) => `--${f}`).join(', ')})`,
      'The service takes one at a time: replace the scopes with --scopes, or add or remove some, in separate updates.',
    );
  }
  if (
    scopeFlags.length === 0 &&
    v.note === undefined &&
    v['note-url'] === undefined &&
    v.fingerprint === undefined
  ) {
    throw usageError(
      command,
      `${command} needs something to change: one of --scopes, --add-scopes, --remove-scopes, or --note, --note-url, --fingerprint`,
    );
  }
  const list = (x: string | undefined) => (x === undefined ? undefined : splitList(x));
  const rest = { note: v.note, note_url: v['note-url'], fingerprint: v.fingerprint };
  const body =
    v['add-scopes'] !== undefined
      ? { ...rest, add_scopes: list(v['add-scopes'])! }
      : v['remove-scopes'] !== undefined
        ? { ...rest, remove_scopes: list(v['remove-scopes'])! }
        : { ...rest, scopes: list(v.scopes) };
  return async (s, json) => {
    const a = withoutToken(
      await s.callWithOtp((api) => api.oauth.updateAuthorization({ authorization_id: id, ...body })),
    );
    if (json) printJson(s.io, a);
    else {
      s.io.stdout(`updated authorization ${id}\n`);
      s.io.stdout(authorizationFields(a));
    }
  };
}

type ShownAuthorization = Omit<Authorization, 'token'>;

/** The new token to a file only its owner can read; if that fails, how to clean up (the token is not shown). */
function writeToken(file: string, a: Authorization): void {
  try {
    writeFileSync(file, `${a.token}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // A disk that filled part-way leaves the file made, empty or cut: removed (not one that was there before).
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') rmSync(file, { force: true });
    throw new UserError(
      `authorization ${a.id} was created, but its token could not be written to ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
      `Delete it (sarif-pipeline authorizations delete --id ${a.id}) and create it again with a writable --token-file.`,
    );
  }
}

/** The record without its token (token_last_eight stays). */
function withoutToken(a: Authorization): ShownAuthorization {
  const { token: _token, ...rest } = a;
  return rest;
}

const scopes = (s: string[] | null) => (s && s.length > 0 ? s.join(', ') : '(none)');

function authorizationTable(list: ShownAuthorization[]): string {
  return formatTable(
    ['ID', 'APP', 'SCOPES', 'NOTE', 'FINGERPRINT', 'TOKEN', 'CREATED'],
    list.map((a) => [
      a.id,
      a.app.name,
      scopes(a.scopes),
      a.note,
      a.fingerprint,
      `…${a.token_last_eight}`,
      a.created_at,
    ]),
    'no authorizations',
  );
}

/** The record as "key: value" lines; the token as its last eight characters unless `token` is given. */
function authorizationFields(a: ShownAuthorization, token?: string): string {
  return formatFields([
    ['id', a.id],
    ['app', `${a.app.name} (client id ${a.app.client_id})`],
    ['scopes', scopes(a.scopes)],
    ['note', a.note],
    ['note url', a.note_url],
    ['fingerprint', a.fingerprint],
    ['token', token ?? `…${a.token_last_eight}`],
    ['created', a.created_at],
    ['updated', a.updated_at],
    ['expires', a.expires_at ?? 'never'],
  ]);
}

function writeGrants(s: Session, json: boolean | undefined, grants: Grant[], one = false): void {
  if (json) {
    printJson(s.io, one ? grants[0] : grants);
    return;
  }
  if (one) {
    const g = grants[0];
    s.io.stdout(
      formatFields([
        ['id', g.id],
        ['app', `${g.app.name} (client id ${g.app.client_id})`],
        ['scopes', scopes(g.scopes)],
        ['created', g.created_at],
        ['updated', g.updated_at],
      ]),
    );
    return;
  }
  s.io.stdout(
    formatTable(
      ['ID', 'APP', 'CLIENT ID', 'SCOPES', 'UPDATED'],
      grants.map((g) => [g.id, g.app.name, g.app.client_id, scopes(g.scopes), g.updated_at]),
      'no grants',
    ),
  );
}

/** `sarif-pipeline authorizations ...` */
export const runAuthorizations = (args: string[], io?: CommandIo) => run(['authorizations', ...args], io);
/** `sarif-pipeline grants ...` */
export const runGrants = (args: string[], io?: CommandIo) => run(['grants', ...args], io);
