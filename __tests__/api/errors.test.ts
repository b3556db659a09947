/**
 * The one error type and its hints, against the emulator; and no secret (token, password, one-time password,
 * OIDC token, client secret, a token the service returned) in any thrown error or logged line, even when a
 * server echoes them back.
 */
import { createClient, ApiError } from '../../src/api/index.js';
import { startEmulator, type Emulator } from '../support/emulator.js';
import { errorText, json, recordingLogger, startServer, type TestServer } from './helpers.js';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());

const webapp = { owner: 'acme', repo: 'webapp' };
const caught = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => {
      expect(e).toBeInstanceOf(ApiError);
      return e as ApiError;
    },
  );
const quiet = () => recordingLogger();

describe('errors and their hints', () => {
  const client = (token?: string) =>
    createClient({ baseUrl: emu.apiUrl, auth: token ? { token } : {}, logger: quiet() });

  it('401: bad credentials, or no credentials at all', async () => {
    const bad = await caught(client('svc_pat_nobody').deployKeys.list(webapp).collect());
    expect(bad).toMatchObject({
      kind: 'http',
      status: 401,
      serviceMessage: 'Bad credentials',
      documentationUrl: `${emu.origin}/docs/rest#get-repos-owner-repo-keys`,
      method: 'GET',
      url: `${emu.apiUrl}/repos/acme/webapp/keys`,
      hint: expect.stringContaining('bad credentials'),
      attempts: 1,
    });
    expect(bad.message).toBe(
      `GET ${emu.apiUrl}/repos/acme/webapp/keys: 401 Bad credentials\nhint: bad credentials: the token is wrong, expired or revoked`,
    );
    const anonymous = await caught(client().deployKeys.list(webapp).collect());
    expect(anonymous.hint).toContain('requires authentication');
  });

  it('401 on the OAuth operations: the password, or the missing one-time password', async () => {
    const noOtp = createClient({
      baseUrl: emu.apiUrl,
      auth: { basic: { username: 'mona', password: 'mona-password' } },
      logger: quiet(),
    });
    const otp = await caught(
      noOtp.oauth.createAuthorization({
        client_id: 'Iv1.8a61f9b3a7aba766',
        client_secret: 'ci-dashboard-secret',
      }),
    );
    expect(otp).toMatchObject({ status: 401, hint: expect.stringContaining('one-time password') });
    const wrong = createClient({
      baseUrl: emu.apiUrl,
      auth: { basic: { username: 'mona', password: 'nope-nope' } },
      logger: quiet(),
    });
    expect(await caught(wrong.oauth.listGrants().collect())).toMatchObject({
      status: 401,
      hint: expect.stringContaining('Basic authentication only'),
    });
  });

  it('403: names the accepted scopes, the token scopes and the fine-grained permissions', async () => {
    const role = await caught(client('svc_pat_hubot').deployKeys.list(webapp).collect());
    expect(role).toMatchObject({
      status: 403,
      acceptedScopes: 'repo',
      tokenScopes: 'repo',
      acceptedPermissions: 'administration=read',
      // The service says the cause ("Must have admin rights"): the hint tells it, not a guess from the headers.
      hint: expect.stringContaining('the account needs the admin role on the repository'),
    });
    const scope = await caught(client('svc_pat_octocat_public').deployKeys.list(webapp).collect());
    expect(scope).toMatchObject({
      status: 403,
      hint: expect.stringContaining('missing scope: the operation accepts repo; the token has public_repo'),
    });
    expect(scope.hint).toContain('fine-grained tokens and apps need the permissions: administration=read');
  });

  it('404: missing, or hidden from this caller', async () => {
    const hidden = await caught(
      client('svc_pat_octocat_public').customProperties.getValues({ owner: 'acme', repo: 'secret-service' }),
    );
    expect(hidden).toMatchObject({ status: 404, hint: expect.stringContaining('not found, or hidden') });
  });

  it('422: validation failed, with the field errors', async () => {
    const invalid = await caught(
      client('svc_pat_octocat').deployKeys.create({ ...webapp, key: 'ssh-rsa not-a-key' }),
    );
    expect(invalid).toMatchObject({
      status: 422,
      errors: [expect.objectContaining({ field: 'key' })],
      hint: expect.stringMatching(/^validation failed: .*key/),
    });
  });

  it('carries the rate-limit state and the request id', async () => {
    const s = await startServer((_req, res) =>
      json(
        res,
        500,
        { message: 'boom' },
        {
          'x-svc-request-id': 'ABCD:1234',
          'x-ratelimit-limit': '60',
          'x-ratelimit-remaining': '59',
          'x-ratelimit-reset': '1800000000',
        },
      ),
    );
    try {
      const err = await caught(
        createClient({
          baseUrl: s.origin,
          retry: { retries: 0 },
          logger: quiet(),
        }).customProperties.getValues(webapp),
      );
      expect(err).toMatchObject({
        status: 500,
        requestId: 'ABCD:1234',
        rateLimit: { remaining: 59, limit: 60, used: 1 },
      });
    } finally {
      await s.close();
    }
  });
});

describe('secrets never appear in an error or a log line', () => {
  const TOKEN = 'svc_pat_octocat';
  const PASSWORD = 'mona-password';
  const OTP = '123456';
  const CLIENT_SECRET = 'ci-dashboard-secret';
  const RETURNED = 'svc_oauth_returned_1234567890abcdef';
  const OIDC = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJyZXBvOmFjbWUvd2ViYXBwIn0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
  let echo: TestServer;
  const errors: ApiError[] = [];
  const log = recordingLogger();

  beforeAll(async () => {
    // A hostile server: every error answer repeats the request's credentials and body.
    echo = await startServer((req, res) => {
      if (req.method === 'POST' && req.url === '/authorizations') {
        return json(res, 201, { id: 1, token: RETURNED, scopes: [], app: {}, fingerprint: null });
      }
      const leak = `${req.headers.authorization} ${req.headers['x-svc-otp']} ${req.body} ${RETURNED}`;
      json(
        res,
        400,
        {
          message: `rejected: ${leak}`,
          documentation_url: `https://docs/${leak}`,
          errors: [{ message: leak, value: req.body }],
        },
        {
          'x-svc-request-id': leak.replace(/[^\x20-\x7e]/g, ''),
        },
      );
    });
  });
  afterAll(() => echo.close());

  const secrets = () => [
    TOKEN,
    PASSWORD,
    OTP,
    CLIENT_SECRET,
    RETURNED,
    OIDC,
    Buffer.from(`mona:${PASSWORD}`).toString('base64'),
  ];

  it('redacts what a server echoes back, in every field of the error', async () => {
    const c = createClient({
      baseUrl: echo.origin,
      auth: { token: TOKEN, basic: { username: 'mona', password: PASSWORD, otp: OTP } },
      logger: log,
      retry: { retries: 0 },
    });
    await c.oauth.createAuthorization({
      client_id: 'Iv1.8a61f9b3a7aba766',
      client_secret: CLIENT_SECRET,
      note: 'x',
    });
    errors.push(await caught(c.oauth.updateAuthorization({ authorization_id: 1, note: CLIENT_SECRET })));
    errors.push(
      await caught(
        c.pages.createDeployment({
          ...webapp,
          artifact_url: 'https://a/x.zip',
          pages_build_version: 'v1',
          oidc_token: OIDC,
        }),
      ),
    );
    errors.push(await caught(c.deployKeys.list(webapp).collect()));
    expect(errors[0].serviceMessage).toContain('[REDACTED]');
    expect(errors[1].errors).toEqual([
      expect.objectContaining({ value: expect.stringContaining('[REDACTED]') }),
    ]);
    expect(errors[2].requestId).toContain('[REDACTED]');
  });

  it('and in the errors and log lines of the emulator, the network and timeouts', async () => {
    const c = createClient({
      baseUrl: emu.apiUrl,
      auth: { token: TOKEN, basic: { username: 'mona', password: PASSWORD, otp: OTP } },
      logger: log,
      retry: { retries: 1, initialDelayMs: 1 },
      timeoutMs: 300,
    });
    const created = await c.oauth.createAuthorization({
      client_id: 'Iv1.8a61f9b3a7aba766',
      client_secret: CLIENT_SECRET,
      scopes: ['repo'],
    });
    const liveToken = created.token;
    errors.push(
      await caught(
        c.oauth.createAuthorization({ client_id: 'Iv1.8a61f9b3a7aba766', client_secret: CLIENT_SECRET }),
      ),
    );
    errors.push(
      await caught(
        c.pages.createDeployment({
          ...webapp,
          artifact_url: `${emu.origin}/_artifacts/acme/webapp/none.zip`,
          pages_build_version: 'v',
          oidc_token: OIDC,
        }),
      ),
    );
    await emu.admin(`/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/properties/values$', delayMs: 1_000, times: 2 }),
    });
    errors.push(await caught(c.customProperties.getValues(webapp)));
    const gone = await startServer(() => undefined);
    await gone.close();
    const closed = createClient({
      baseUrl: `${gone.origin}/api/v3`,
      auth: { token: TOKEN },
      logger: log,
      retry: { retries: 0 },
    });
    errors.push(await caught(closed.customProperties.getValues(webapp)));
    expect(errors.map((e) => e.kind)).toEqual(expect.arrayContaining(['http', 'timeout', 'network']));

    const text = [...(await Promise.all(errors.map(errorText))), ...log.lines].join('\n');
    expect(log.lines.some((l) => l.startsWith('debug: '))).toBe(true);
    for (const secret of [...secrets(), liveToken]) expect(text).not.toContain(secret);
  });
});
