/**
 * The API commands of the CLI (deploy-keys, search, properties, authorizations, grants) against the emulator
 * started in this process: each command's `run` called directly with its output captured and the credentials in
 * process.env (restored after), and a few as real child processes (the CLI from source, through the one step
 * harness __tests__/support/run-step.ts) for the exit codes and the streams. No secret — token, password, one-time password, client secret — appears in any output,
 * error paths included.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run as deployKeys } from '../../src/cli/commands/deploy-keys.js';
import { run as oauth } from '../../src/cli/commands/oauth.js';
import { run as properties } from '../../src/cli/commands/properties.js';
import { run as search } from '../../src/cli/commands/search.js';
import {
  formatTable,
  parseRepo,
  toUserError,
  printable,
  resolveApiUrl,
  type CommandIo,
} from '../../src/cli/commands/shared.js';
import { ApiError } from '../../src/api/index.js';
import { startEmulator, type Emulator } from '../support/emulator.js';
import { runStep } from '../support/run-step.js';
import { UserError } from '../../src/errors.js';
import { sshPublicKey } from '../api/helpers.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

const OCTOCAT = 'svc_pat_octocat'; // classic: repo, security_events, admin:org; owner of acme
const PUBLIC_ONLY = 'svc_pat_octocat_public'; // classic: public_repo
const CLIENT_ID = 'Iv1.8a61f9b3a7aba766'; // the seed's "CI Dashboard" app
const CLIENT_SECRET = 'ci-dashboard-secret';

/** Every secret the tests hand to the commands, in the forms they could leak in. */
const SECRETS = [
  OCTOCAT,
  PUBLIC_ONLY,
  'svc_bogus_token_0123456789',
  'octocat-password',
  'mona-password',
  'wrong-password-42',
  '123456',
  '654321',
  CLIENT_SECRET,
  Buffer.from('mona:mona-password').toString('base64'),
  Buffer.from('octocat:octocat-password').toString('base64'),
];

function expectNoSecrets(...texts: string[]): void {
  const all = texts.join('\n');
  for (const s of SECRETS) expect(all).not.toContain(s);
}

/** The variables a command reads; each run sets exactly the ones it is given. */
const VARIABLES = [
  'SVC_TOKEN',
  'GITHUB_TOKEN',
  'GITHUB_API_URL',
  'GITHUB_REPOSITORY',
  'SVC_USERNAME',
  'SVC_PASSWORD',
  'SVC_OTP',
  'SVC_CLIENT_SECRET',
] as const;

type Env = Partial<Record<(typeof VARIABLES)[number], string>>;

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
  error?: UserError;
}

type Command = (args: string[], io?: CommandIo) => Promise<number>;

let emu: Emulator;
let tmp: string;

beforeAll(async () => {
  emu = await startEmulator();
  tmp = mkdtempSync(join(tmpdir(), 'cli-commands-'));
});
afterAll(async () => {
  await emu.close();
  rmSync(tmp, { recursive: true, force: true });
});
beforeEach(async () => {
  await emu.admin(`/reset`, { method: 'POST' });
});

/**
 * Run a command in this process with `env` in process.env (GITHUB_API_URL defaults to the emulator's), output
 * captured; a UserError becomes its exit code and the stderr lines src/cli/index.ts would print.
 */
async function runIn(
  command: Command,
  args: string[],
  env: Env = {},
  io: Partial<CommandIo> = {},
): Promise<Outcome> {
  const saved = Object.fromEntries(VARIABLES.map((k) => [k, process.env[k]]));
  for (const k of VARIABLES) delete process.env[k];
  Object.assign(process.env, { GITHUB_API_URL: emu.apiUrl, ...env });
  const out: Outcome = { code: -1, stdout: '', stderr: '' };
  try {
    out.code = await command(args, {
      stdout: (t) => void (out.stdout += t),
      stderr: (t) => void (out.stderr += t),
      env: process.env,
      interactive: false,
      promptSecret: () => Promise.reject(new Error('no prompt expected')),
      ...io,
    });
  } catch (err) {
    if (!(err instanceof UserError)) throw err;
    out.error = err;
    out.code = err.exitCode;
    out.stderr += `error: ${err.message}\n${err.hint ? `  hint: ${err.hint}\n` : ''}`;
  } finally {
    for (const k of VARIABLES) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
  }
  return out;
}

/** Run a command as a real process (the CLI from source, as src/cli/index.ts runs it), against the emulator of this process. */
async function runChild(args: string[], env: Env = {}): Promise<Outcome> {
  const r = await runStep(
    'cli',
    {},
    {
      GITHUB_ACTIONS: '',
      GITHUB_OUTPUT: undefined,
      GITHUB_STEP_SUMMARY: undefined,
      GITHUB_API_URL: emu.apiUrl,
      ...env,
    },
    tmp,
    { cli: args, cwd: root },
  );
  return { code: r.code ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** The API requests of the emulator's journal (not its admin requests). */
async function journal(): Promise<{ method: string; url: string; status: number }[]> {
  const entries = (await (await emu.admin(`/requests`)).json()) as { url: string }[];
  return entries.filter((e) => !e.url.startsWith('/_emulator/')) as never;
}

const noStackTrace = (o: Outcome) => expect(o.stdout + o.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
const grants = (args: string[], env?: Env, io?: Partial<CommandIo>) =>
  runIn(oauth, ['grants', ...args], env, io);
const authorizations = (args: string[], env?: Env, io?: Partial<CommandIo>) =>
  runIn(oauth, ['authorizations', ...args], env, io);

describe('shared', () => {
  it('parses --repo, and says what is wrong with it', () => {
    expect(parseRepo('acme/webapp', 'x', {})).toEqual({ owner: 'acme', repo: 'webapp' });
    expect(parseRepo('acme/webapp.git', 'x', {})).toEqual({ owner: 'acme', repo: 'webapp' });
    expect(parseRepo(undefined, 'x', { GITHUB_REPOSITORY: 'octocat/hello-world' })).toEqual({
      owner: 'octocat',
      repo: 'hello-world',
    });
    for (const bad of ['acme', 'acme/', '/webapp', 'acme/web/app', 'acme/..', 'ac me/webapp']) {
      expect(() => parseRepo(bad, 'x', {})).toThrow(/--repo must be owner\/name/);
    }
    expect(() => parseRepo(undefined, 'x', {})).toThrow(/needs --repo owner\/name/);
  });

  it('takes --api-url, else GITHUB_API_URL, else the hosted API, and refuses credentials in it', () => {
    expect(resolveApiUrl('http://h:1/api/v3/', { GITHUB_API_URL: 'http://other' }, 'x')).toBe(
      'http://h:1/api/v3',
    );
    expect(resolveApiUrl(undefined, { GITHUB_API_URL: 'https://ghe.example.com/api/v3' }, 'x')).toBe(
      'https://ghe.example.com/api/v3',
    );
    expect(resolveApiUrl(undefined, {}, 'x')).toBe('https://api.github.com');
    expect(() => resolveApiUrl('ftp://h', {}, 'x')).toThrow(/http or https/);
    expect(() => resolveApiUrl('not a url', {}, 'x')).toThrow(/--api-url is not a URL/);
    expect(() => resolveApiUrl('https://u:p@h', {}, 'x')).toThrow(/must not carry credentials/);
  });

  it('formats tables, and shows control characters from the service escaped', () => {
    expect(
      formatTable(
        ['A', 'LONGER'],
        [
          ['xx', 1],
          [null, 'y\nz'],
        ],
      ),
    ).toBe('A   LONGER\nxx  1\n-   y z\n');
    expect(formatTable(['A'], [], 'nothing')).toBe('nothing\n');
    expect(printable('evil\x1b[2Jtitle\x07')).toBe('evil\\x1b[2Jtitle\\x07');
  });
});

describe('errors', () => {
  it('an ApiError becomes a UserError in the CLI’s words: exit 1, or 2 when refused before sending', () => {
    const network = toUserError(
      new ApiError({
        kind: 'network',
        message: 'connection refused',
        method: 'GET',
        url: 'http://127.0.0.1:1/api/v3/repos/a/b/keys',
        hint: 'no answer from the service: check the base URL, the network and any proxy settings',
      }),
    ) as UserError;
    expect(network).toBeInstanceOf(UserError);
    expect(network.message).toBe('GET http://127.0.0.1:1/api/v3/repos/a/b/keys: connection refused');
    // The client's words for the URL become the CLI's: where the URL comes from (a forgotten --api-url).
    expect(network.hint).toBe(
      'no answer from the service: check the API URL (--api-url, else GITHUB_API_URL, else https://api.github.com), the network and any proxy settings',
    );
    expect(network.exitCode).toBe(1);
    const unauthenticated = toUserError(
      new ApiError({
        kind: 'http',
        status: 401,
        message: 'Requires authentication\x1b[31m',
        method: 'GET',
        url: 'https://ghe.example.com/api/v3/repos/a/b/keys?per_page=100',
        hint: 'this operation requires authentication: give a token (auth.token)',
        documentationUrl: 'https://docs.example.com/rest',
      }),
    ) as UserError;
    expect(unauthenticated.message).toBe(
      'GET /api/v3/repos/a/b/keys?per_page=100: 401 Requires authentication\\x1b[31m',
    );
    expect(unauthenticated.hint).toBe(
      'this operation requires authentication: set SVC_TOKEN (or GITHUB_TOKEN); see https://docs.example.com/rest',
    );
    const invalid = toUserError(
      new ApiError({ kind: 'invalid', message: 'client_id must be 20 characters long' }),
    );
    expect(invalid).toMatchObject({ exitCode: 2, message: 'client_id must be 20 characters long' });
    const other = new Error('not an ApiError');
    expect(toUserError(other)).toBe(other);
    const poll = toUserError(
      new ApiError({
        kind: 'timeout',
        message: 'the DNS health check: not finished after 20 s',
        hint: 'the service is still working on it: try again later, or raise timeoutMs',
      }),
    ) as UserError;
    expect(poll.hint).toBe('the service is still working on it: try again later, or raise --timeout');
  });

  it('retries a 5xx with a warning on stderr, then succeeds', async () => {
    await emu.admin(`/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: '/properties/values$', status: 503, times: 1 }),
    });
    const r = await runIn(properties, ['--repo', 'acme/webapp', '--json'], { SVC_TOKEN: OCTOCAT });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(
      /^warning: GET http:\/\/127\.0\.0\.1:\d+\/api\/v3\/repos\/acme\/webapp\/properties\/values: 503; retry 1 of 4 in [\d.]+ s\n$/,
    );
    expect(JSON.parse(r.stdout)).toHaveLength(3);
    expectNoSecrets(r.stdout, r.stderr);
  });
});

describe('deploy-keys', () => {
  it('adds a key from a .pub file, lists it, and removes it', async () => {
    const key = sshPublicKey('ci@example.com');
    const file = join(tmp, 'id_ed25519.pub');
    writeFileSync(file, `${key}\n`);
    const added = await runIn(
      deployKeys,
      ['add', '--repo', 'acme/webapp', '--key-file', file, '--title', 'CI', '--read-only'],
      { SVC_TOKEN: OCTOCAT },
    );
    expect(added.code).toBe(0);
    const id = Number(/added deploy key (\d+) "CI" to acme\/webapp \(read-only\)/.exec(added.stdout)?.[1]);
    expect(id).toBeGreaterThan(0);
    expect(added.stdout).toMatch(/SHA256:[A-Za-z0-9+/]{43} \(ssh-ed25519\)/);

    // GITHUB_TOKEN is the fallback, GITHUB_REPOSITORY the default repository.
    const listed = await runIn(deployKeys, ['list', '--json'], {
      GITHUB_TOKEN: OCTOCAT,
      GITHUB_REPOSITORY: 'acme/webapp',
    });
    expect(listed.code).toBe(0);
    const keys = JSON.parse(listed.stdout);
    expect(keys).toEqual([
      expect.objectContaining({
        id,
        title: 'CI',
        read_only: true,
        key: key.split(' ').slice(0, 2).join(' '),
      }),
    ]);
    const text = await runIn(deployKeys, ['list', '--repo', 'acme/webapp'], { SVC_TOKEN: OCTOCAT });
    expect(text.stdout).toMatch(/^ID\s+TITLE\s+ACCESS\s+FINGERPRINT\s+ADDED BY\s+CREATED\s+LAST USED\n/);
    expect(text.stdout).toMatch(
      new RegExp(
        `^${id}\\s+CI\\s+read-only\\s+SHA256:\\S+ \\(ssh-ed25519\\)\\s+octocat\\s+\\S+\\s+never$`,
        'm',
      ),
    );

    const removed = await runIn(deployKeys, ['remove', '--repo', 'acme/webapp', '--id', String(id)], {
      SVC_TOKEN: OCTOCAT,
    });
    expect(removed).toMatchObject({ code: 0, stdout: `removed deploy key ${id} from acme/webapp\n` });
    const empty = await runIn(deployKeys, ['list', '--repo', 'acme/webapp'], { SVC_TOKEN: OCTOCAT });
    expect(empty.stdout).toBe('no deploy keys on acme/webapp\n');
    expectNoSecrets(added.stdout, added.stderr, listed.stdout, text.stdout, removed.stdout, removed.stderr);
  });

  it('adds a read/write key given inline by default, as the service does', async () => {
    const r = await runIn(deployKeys, ['add', '--repo', 'acme/webapp', '--key', sshPublicKey('deploy')], {
      SVC_TOKEN: OCTOCAT,
    });
    expect(r.stdout).toMatch(/added deploy key \d+ "deploy" to acme\/webapp \(read and write\)/);
  });

  it('refuses a private key without sending or showing it', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const file = join(tmp, 'id_private');
    writeFileSync(file, pem);
    const before = (await journal()).length;
    const r = await runIn(deployKeys, ['add', '--repo', 'acme/webapp', '--key-file', file], {
      SVC_TOKEN: OCTOCAT,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/is a private key: it was not sent/);
    expect(r.stderr).toMatch(/\.pub file/);
    expect(r.stdout + r.stderr).not.toContain(pem.split('\n')[1]);
    expect((await journal()).length).toBe(before);
  });

  it('shows the service refusing an invalid key (422) with its message', async () => {
    const r = await runIn(
      deployKeys,
      ['add', '--repo', 'acme/webapp', '--key', 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5'],
      {
        SVC_TOKEN: OCTOCAT,
      },
    );
    expect(r.code).toBe(1);
    expect(r.error?.message).toMatch(
      /^POST \/api\/v3\/repos\/acme\/webapp\/keys: 422 Validation Failed: key is invalid/,
    );
    expect(r.error?.hint).toMatch(/validation failed: key is invalid: .*OpenSSH format/);
  });

  it('usage errors exit 2 before anything is sent', async () => {
    const before = (await journal()).length;
    const cases: [string[], Env, RegExp][] = [
      [['list'], { SVC_TOKEN: OCTOCAT }, /deploy-keys list needs --repo owner\/name/],
      [['list', '--repo', 'acme'], { SVC_TOKEN: OCTOCAT }, /--repo must be owner\/name; got "acme"/],
      [['list', '--repo', 'acme/webapp'], {}, /needs a token: set SVC_TOKEN \(or GITHUB_TOKEN\)/],
      [['add', '--repo', 'acme/webapp'], { SVC_TOKEN: OCTOCAT }, /exactly one of --key-file PATH and --key/],
      [
        ['add', '--repo', 'acme/webapp', '--key-file', join(tmp, 'missing.pub')],
        { SVC_TOKEN: OCTOCAT },
        /cannot read --key-file .*: no such file/,
      ],
      [['remove', '--repo', 'acme/webapp'], { SVC_TOKEN: OCTOCAT }, /deploy-keys remove needs --id N/],
      [
        ['remove', '--repo', 'acme/webapp', '--id', 'x1'],
        { SVC_TOKEN: OCTOCAT },
        /--id must be a positive whole number/,
      ],
      [
        ['list', '--repo', 'acme/webapp', '--id', '3'],
        { SVC_TOKEN: OCTOCAT },
        /--id does not apply to deploy-keys list/,
      ],
      [['rotate'], { SVC_TOKEN: OCTOCAT }, /unknown action "rotate"/],
      [['list', '--repo', 'acme/webapp', '--token', OCTOCAT], {}, /--token is not accepted/],
      [['list', '--repo', 'acme/webapp', `--token=${OCTOCAT}`], {}, /--token is not accepted/],
      [['list', '--bogus'], { SVC_TOKEN: OCTOCAT }, /^error: unknown option --bogus \(/],
    ];
    for (const [args, env, message] of cases) {
      const r = await runIn(deployKeys, args, env);
      expect({ args, code: r.code }).toEqual({ args, code: 2 });
      expect(r.stderr).toMatch(message);
      expectNoSecrets(r.stdout, r.stderr);
    }
    expect((await journal()).length).toBe(before);
  });

  it('prints its help with --help', async () => {
    const r = await runIn(deployKeys, ['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^sarif-pipeline deploy-keys: /);
  });
});

describe('properties', () => {
  it('prints the custom property values as a table, or as JSON', async () => {
    const text = await runIn(properties, ['--repo', 'acme/webapp'], { SVC_TOKEN: OCTOCAT });
    expect(text.code).toBe(0);
    expect(text.stdout).toBe(
      'PROPERTY      VALUE\nteam          web\ncost-center   1234\nenvironments  staging, production\n',
    );
    const json = await runIn(properties, ['--repo', 'acme/webapp', '--json', '--api-url', emu.apiUrl], {
      SVC_TOKEN: OCTOCAT,
      GITHUB_API_URL: 'http://127.0.0.1:1/not-this-one',
    });
    expect(JSON.parse(json.stdout)).toEqual([
      { property_name: 'team', value: 'web' },
      { property_name: 'cost-center', value: '1234' },
      { property_name: 'environments', value: ['staging', 'production'] },
    ]);
  });

  it('a missing scope is a 403 naming the accepted scopes and the token’s', async () => {
    const r = await runIn(properties, ['--repo', 'acme/webapp'], { SVC_TOKEN: PUBLIC_ONLY });
    expect(r.code).toBe(1);
    expect(r.error?.message).toBe(
      'GET /api/v3/repos/acme/webapp/properties/values: 403 This operation needs one of the scopes: repo',
    );
    expect(r.error?.hint).toMatch(/missing scope: the operation accepts repo; the token has public_repo/);
    expect(r.stdout).toBe('');
    expectNoSecrets(r.stdout, r.stderr);
  });
});

describe('search', () => {
  it('searches code, with text matches', async () => {
    const r = await runIn(search, ['code', 'SELECT', '--repo', 'acme/webapp', '--text-matches'], {
      SVC_TOKEN: OCTOCAT,
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^acme\/webapp: src\/db\.js\n {4}content: .*»SELECT«/m);
    expect(r.stdout).toMatch(/\n1 of 1 result\(s\) for: SELECT repo:acme\/webapp\n$/);

    const json = await runIn(
      search,
      ['code', 'find', '--repo', 'acme/webapp', '--language', 'javascript', '--json'],
      {
        SVC_TOKEN: OCTOCAT,
      },
    );
    const body = JSON.parse(json.stdout);
    expect(body).toMatchObject({ total_count: 1, incomplete_results: false, truncated: false });
    expect(body.items.map((i: { path: string }) => i.path)).toEqual(['src/db.js']);
  });

  it('searches commits without a token (public repositories, lower rate)', async () => {
    const r = await runIn(search, ['commits', 'SQL injection', '--repo', 'acme/webapp']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^SHA\s+REPOSITORY\s+AUTHOR\s+DATE\s+MESSAGE\n[0-9a-f]{7}\s+acme\/webapp\s+octocat\s+\S+\s+Fix SQL injection in find\n/,
    );
    expect(r.stdout).toMatch(/1 of 1 result\(s\) for: "SQL injection" repo:acme\/webapp/);
  });

  it('stops at --max and says more exist', async () => {
    const r = await runIn(search, ['commits', 'i', '--repo', 'acme/webapp', '--max', '1', '--json'], {
      SVC_TOKEN: OCTOCAT,
    });
    const body = JSON.parse(r.stdout);
    expect(body.items).toHaveLength(1);
    expect(body.truncated).toBe(true);
  });

  it('refuses a query over the limits before sending, naming the limit', async () => {
    const before = (await journal()).filter((e) => e.url.includes('/search/')).length;
    const long = await runIn(search, ['code', 'x'.repeat(257), '--repo', 'acme/webapp'], {
      SVC_TOKEN: OCTOCAT,
    });
    expect(long.code).toBe(2);
    expect(long.stderr).toMatch(
      /257 characters of keywords, more than 256 \(operators and qualifiers excluded\); nothing was sent/,
    );
    const ops = 'a OR b OR c OR d OR e OR f OR g'.split(' ');
    const many = await runIn(search, ['commits', ...ops], { SVC_TOKEN: OCTOCAT });
    expect(many.code).toBe(2);
    expect(many.stderr).toMatch(/6 AND\/OR\/NOT operators, more than 5/);
    const bare = await runIn(search, ['code', '--repo', 'acme/webapp'], { SVC_TOKEN: OCTOCAT });
    expect(bare.code).toBe(2);
    expect(bare.stderr).toMatch(/a code search needs at least one keyword/);
    const max = await runIn(search, ['code', 'x', '--max', '1001'], { SVC_TOKEN: OCTOCAT });
    expect(max.stderr).toMatch(/--max 1001 is above the 1,000 results a search yields/);
    const wrong = await runIn(search, ['code', 'x', '--author', 'mona'], { SVC_TOKEN: OCTOCAT });
    expect(wrong.stderr).toMatch(/--author applies to search commits only/);
    expect((await journal()).filter((e) => e.url.includes('/search/')).length).toBe(before);
  });

  it('shows the service refusing a search (422) with its field errors', async () => {
    const r = await runIn(search, ['commits', 'fix', '--repo', 'acme/webapp', '--sort', 'stars'], {
      SVC_TOKEN: OCTOCAT,
    });
    expect(r.code).toBe(1);
    expect(r.error?.message).toMatch(/^GET \/api\/v3\/search\/commits\?.*: 422 Validation Failed$/);
    expect(r.error?.hint).toMatch(/sort must be one of: author-date, committer-date/);
  });
});

describe('authorizations and grants', () => {
  const octocat: Env = {
    SVC_USERNAME: 'octocat',
    SVC_PASSWORD: 'octocat-password',
    SVC_CLIENT_SECRET: CLIENT_SECRET,
  };

  it('create prints the token once; list, get and update show its last eight characters', async () => {
    const created = await authorizations(
      [
        'create',
        '--client-id',
        CLIENT_ID,
        '--scopes',
        'repo,gist',
        '--note',
        'ci',
        '--fingerprint',
        'laptop',
      ],
      octocat,
    );
    expect(created.code).toBe(0);
    expect(created.stderr).toMatch(
      /^warning: OAuth authorizations and grants are deprecated \(removal scheduled for 13 November 2020\)/,
    );
    expect(created.stderr).toMatch(
      /warning: POST \/authorizations is deprecated since 2020-02-14; it is scheduled for removal on 2020-11-13 \(Sunset\)/,
    );
    const token = /^token: +(svc_oauth_[0-9a-f]+)$/m.exec(created.stdout)?.[1];
    expect(token).toBeDefined();
    const id = Number(/created authorization (\d+) for CI Dashboard/.exec(created.stdout)?.[1]);
    expect(created.stdout).toMatch(/^scopes: +repo, gist$/m);

    const listed = await authorizations(['list'], octocat);
    expect(listed.stdout).toMatch(
      new RegExp(`^${id}\\s+CI Dashboard\\s+repo, gist\\s+ci\\s+laptop\\s+…${token!.slice(-8)}`, 'm'),
    );
    const json = await authorizations(['list', '--json', '--client-id', CLIENT_ID], octocat);
    expect(JSON.parse(json.stdout)).toEqual([
      expect.objectContaining({ id, token_last_eight: token!.slice(-8) }),
    ]);
    expect(JSON.parse(json.stdout)[0]).not.toHaveProperty('token');
    const got = await authorizations(['get', '--id', String(id), '--json'], octocat);
    expect(JSON.parse(got.stdout)).toMatchObject({ id, scopes: ['repo', 'gist'], fingerprint: 'laptop' });

    const updated = await authorizations(
      ['update', '--id', String(id), '--remove-scopes', 'gist', '--note', 'ci2'],
      octocat,
    );
    expect(updated.code).toBe(0);
    expect(updated.stdout).toMatch(/^scopes: +repo$/m);
    expect(updated.stdout).toMatch(/^note: +ci2$/m);

    const grants1 = await grants(['list'], octocat);
    const grantId = Number(
      new RegExp(`^(\\d+)\\s+CI Dashboard\\s+${CLIENT_ID.replace('.', '\\.')}\\s+repo`, 'm').exec(
        grants1.stdout,
      )?.[1],
    );
    expect(grantId).toBeGreaterThan(0);
    const grant = await grants(['get', '--id', String(grantId), '--json'], octocat);
    expect(JSON.parse(grant.stdout)).toMatchObject({ id: grantId, app: { client_id: CLIENT_ID } });

    const deleted = await authorizations(['delete', '--id', String(id)], octocat);
    expect(deleted.stdout).toBe(`deleted authorization ${id} and its token\n`);
    expect((await grants(['list'], octocat)).stdout).toBe('no grants\n');

    for (const o of [listed, json, got, updated, grants1, grant, deleted]) {
      expect(o.stdout + o.stderr).not.toContain(token);
      expectNoSecrets(o.stdout, o.stderr);
    }
    expectNoSecrets(created.stdout, created.stderr);
  });

  it('--get-or-create returns the existing authorization; --token-file keeps the token off the output', async () => {
    const file = join(tmp, 'token.txt');
    const first = await authorizations(
      ['create', '--client-id', CLIENT_ID, '--get-or-create', '--token-file', file],
      octocat,
    );
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^created authorization \d+/);
    expect(first.stdout).toMatch(/token written to .*token\.txt \(mode 600\)/);
    const token = readFileSync(file, 'utf8').trim();
    expect(token).toMatch(/^svc_oauth_/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.stdout + first.stderr).not.toContain(token);

    const again = await authorizations(
      ['create', '--client-id', CLIENT_ID, '--get-or-create', '--json'],
      octocat,
    );
    expect(JSON.parse(again.stdout)).toMatchObject({ created: false, token });
    const exists = await authorizations(['create', '--client-id', CLIENT_ID, '--token-file', file], octocat);
    expect(exists.code).toBe(2);
    expect(exists.stderr).toMatch(/exists: it is not overwritten/);
  });

  it('update takes only one of --scopes, --add-scopes, --remove-scopes (exit 2, nothing sent)', async () => {
    const before = (await journal()).length;
    const r = await authorizations(
      ['update', '--id', '1', '--scopes', 'repo', '--add-scopes', 'gist'],
      octocat,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /give only one of --scopes, --add-scopes, --remove-scopes \(got --scopes, --add-scopes\)/,
    );
    const nothing = await authorizations(['update', '--id', '1'], octocat);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toMatch(/needs something to change/);
    expect((await journal()).length).toBe(before);
  });

  it('a two-factor account: SVC_OTP, else a prompt in a terminal, else an error naming SVC_OTP', async () => {
    const mona: Env = {
      SVC_USERNAME: 'mona',
      SVC_PASSWORD: 'mona-password',
      SVC_CLIENT_SECRET: CLIENT_SECRET,
    };
    const refused = await authorizations(['create', '--client-id', CLIENT_ID], mona);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/mona uses two-factor authentication/);
    expect(refused.error?.hint).toMatch(/Set SVC_OTP/);

    const prompts: string[] = [];
    const prompted = await authorizations(['create', '--client-id', CLIENT_ID, '--fingerprint', 'a'], mona, {
      interactive: true,
      promptSecret: async (q) => {
        prompts.push(q);
        return '123456';
      },
    });
    expect(prompted.code).toBe(0);
    expect(prompts).toEqual(['one-time password for mona: ']);

    const withEnv = await authorizations(['create', '--client-id', CLIENT_ID, '--fingerprint', 'b'], {
      ...mona,
      SVC_OTP: '123456',
    });
    expect(withEnv.code).toBe(0);
    const wrong = await authorizations(['update', '--id', '1', '--add-scopes', 'gist'], {
      ...mona,
      SVC_OTP: '654321',
    });
    expect(wrong.code).toBe(1);
    expect(wrong.error?.message).toMatch(
      /^PATCH \/api\/v3\/authorizations\/1: 401 Invalid two-factor authentication OTP code/,
    );
    expect(wrong.error?.hint).toMatch(/SVC_OTP/);

    // Operations without the one-time password never prompt, nor do accounts without two-factor authentication.
    const listed = await authorizations(['list'], mona, { interactive: true });
    expect(listed.code).toBe(0);
    const plain = await authorizations(['create', '--client-id', CLIENT_ID], octocat, { interactive: true });
    expect(plain.code).toBe(0);
    for (const o of [refused, prompted, withEnv, wrong, listed, plain]) expectNoSecrets(o.stdout, o.stderr);
  });

  it('credentials come from the environment only', async () => {
    const before = (await journal()).length;
    const noPassword = await grants(['list', '--user', 'octocat']);
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toMatch(/needs Basic authentication: set SVC_PASSWORD/);
    const noUser = await grants(['list'], { SVC_PASSWORD: 'octocat-password' });
    expect(noUser.stderr).toMatch(/set --user \(or SVC_USERNAME\)/);
    const asArg = await grants(['list', '--user', 'octocat', '--password=wrong-password-42']);
    expect(asArg.code).toBe(2);
    expect(asArg.stderr).toMatch(/--password is not accepted: .*\n.*Set SVC_PASSWORD/);
    const secretArg = await authorizations(
      ['create', '--client-id', CLIENT_ID, '--client-secret', CLIENT_SECRET],
      octocat,
    );
    expect(secretArg.stderr).toMatch(/--client-secret is not accepted/);
    const noSecret = await authorizations(['create', '--client-id', CLIENT_ID], {
      ...octocat,
      SVC_CLIENT_SECRET: '',
    });
    expect(noSecret.stderr).toMatch(/set SVC_CLIENT_SECRET/);
    const shortId = await authorizations(['create', '--client-id', 'abc'], octocat);
    expect(shortId.code).toBe(2);
    expect(shortId.stderr).toMatch(/client_id must be 20 characters long, got 3/);
    for (const o of [noPassword, noUser, asArg, secretArg, noSecret, shortId])
      expectNoSecrets(o.stdout, o.stderr);
    expect((await journal()).length).toBe(before);
  });

  it('a wrong password is a 401 whose hint is in the CLI’s words; an unknown id a 404', async () => {
    const r = await grants(['list', '--user', 'octocat'], { SVC_PASSWORD: 'wrong-password-42' });
    expect(r.code).toBe(1);
    expect(r.error?.message).toMatch(/^GET \/api\/v3\/applications\/grants\?per_page=100: 401 /);
    expect(r.error?.hint).toMatch(/check --user \(or SVC_USERNAME\) and SVC_PASSWORD/);
    const missing = await grants(['get', '--id', '999'], octocat);
    expect(missing.code).toBe(1);
    expect(missing.error?.message).toMatch(/404 Not Found$/);
    expectNoSecrets(r.stdout, r.stderr, missing.stdout, missing.stderr);
  });
});

describe('as a real process', () => {
  it('a bad token: 401 with the client’s hint, exit 1, no secret, no stack trace', async () => {
    const r = await runChild(['deploy-keys', 'list', '--repo', 'acme/webapp'], {
      SVC_TOKEN: 'svc_bogus_token_0123456789',
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: GET \/api\/v3\/repos\/acme\/webapp\/keys\?per_page=100: 401 /);
    expect(r.stderr).toMatch(/ {2}hint: bad credentials: the token is wrong, expired or revoked/);
    expect(r.stdout).toBe('');
    noStackTrace(r);
    expectNoSecrets(r.stdout, r.stderr);
  });

  it('a missing scope: 403 with the accepted scopes', async () => {
    const r = await runChild(['deploy-keys', 'add', '--repo', 'acme/webapp', '--key', sshPublicKey()], {
      GITHUB_TOKEN: PUBLIC_ONLY,
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /403 This operation needs one of the scopes: repo\n {2}hint: missing scope: the operation accepts repo; the token has public_repo/,
    );
    expectNoSecrets(r.stdout, r.stderr);
  });

  it('an unknown repository: 404', async () => {
    const r = await runChild(['properties', '--repo', 'acme/nope'], { SVC_TOKEN: OCTOCAT });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^error: GET \/api\/v3\/repos\/acme\/nope\/properties\/values: 404 Not Found\n {2}hint: not found, or hidden/,
    );
    expectNoSecrets(r.stdout, r.stderr);
  });

  it('an invalid key: 422 with the emulator’s message', async () => {
    const r = await runChild(['deploy-keys', 'add', '--repo', 'acme/webapp', '--key', 'ssh-rsa AAAA'], {
      SVC_TOKEN: OCTOCAT,
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/422 Validation Failed: key is invalid: /);
    expectNoSecrets(r.stdout, r.stderr);
  });

  it('a search over the limits: exit 2 and no request', async () => {
    const before = (await journal()).length;
    const r = await runChild(['search', 'code', 'y'.repeat(300)], { SVC_TOKEN: OCTOCAT });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^error: invalid code search query: the query has 300 characters of keywords, more than 256/,
    );
    expect((await journal()).length).toBe(before);
    expectNoSecrets(r.stdout, r.stderr);
  });

  it('authorizations create for a two-factor account: the token on stdout, no password, OTP or client secret anywhere', async () => {
    const env: Env = {
      SVC_USERNAME: 'mona',
      SVC_PASSWORD: 'mona-password',
      SVC_OTP: '123456',
      SVC_CLIENT_SECRET: CLIENT_SECRET,
    };
    const r = await runChild(['authorizations', 'create', '--client-id', CLIENT_ID, '--scopes', 'repo'], env);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^token: +svc_oauth_[0-9a-f]{40}$/m);
    expect(r.stderr).toMatch(/deprecated.*13 November 2020/);
    expectNoSecrets(r.stdout, r.stderr);
    const wrong = await runChild(['authorizations', 'update', '--id', '1', '--scopes', 'gist'], {
      ...env,
      SVC_OTP: '654321',
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/401 Invalid two-factor authentication OTP code/);
    noStackTrace(wrong);
    expectNoSecrets(wrong.stdout, wrong.stderr);
  });
});
