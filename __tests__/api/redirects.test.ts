/**
 * Redirects (transport with redirect: 'manual'): followed within the API's origin; to another origin, never for
 * a request that carries a credential (OTP, Basic, token, client_secret, oidc_token, password), and then with
 * both origins named; a GET without credentials may follow, and sends no credential header there. A second real
 * origin on loopback records whatever reaches it.
 */
import { createClient } from '../../src/api/index.js';
import { Transport } from '../../src/api/transport.js';
import { errorText, json, leaks, startServer, type TestServer } from './helpers.js';

const TOKEN = 'svc_pat_redirect0123456789abcdefXYZ';
const PASSWORD = 'correct-horse-battery-staple-42';
const OTP = '918273';
const CLIENT_SECRET = 'cs_0123456789abcdef0123456789abcdef01234567';
const OIDC =
  'eyJhbGciOiJSUzI1NiIsImtpZCI6ImsxIn0.eyJzdWIiOiJyZXBvOmFjbWUvd2ViYXBwOnJlZjpyZWZzL2hlYWRzL21haW4iLCJhdWQiOiJodHRwczovL2V4YW1wbGUifQ.c2lnbmF0dXJlLW9mLXRoZS1vaWRjLXRva2VuLWZvci10ZXN0cw';
const BODY_PASSWORD = 'body-password-value-0123456789';
const SECRETS = [TOKEN, PASSWORD, OTP, CLIENT_SECRET, OIDC, BODY_PASSWORD];

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

let other: TestServer;
beforeAll(async () => {
  other = await startServer((_req, res) => json(res, 200, [{ property_name: 'elsewhere', value: 'yes' }]));
  servers.push(other);
});

/** An API that answers every request with `status` and a Location on `to` (another origin, or its own). */
async function redirectingApi(status: number, to: (self: string) => string): Promise<TestServer> {
  const s: TestServer = await startServer((req, res) => {
    if (req.url.startsWith('/moved')) return json(res, 200, [{ id: 1, key: 'ssh-ed25519 AAAA' }]);
    res.writeHead(status, { location: to(s.origin) }).end();
  });
  servers.push(s);
  return s;
}

const repo = { owner: 'o', repo: 'r' };
const basic = { username: 'mona', password: PASSWORD };

/** One request per kind of credential, as the client makes it. */
const KINDS: Record<string, { carried: RegExp; call: (baseUrl: string) => Promise<unknown> }> = {
  token: {
    carried: /authorization header/,
    call: (baseUrl) =>
      createClient({ baseUrl, auth: { token: TOKEN } })
        .deployKeys.list(repo)
        .collect(),
  },
  Basic: {
    carried: /authorization header/,
    call: (baseUrl) => createClient({ baseUrl, auth: { basic } }).oauth.listGrants().collect(),
  },
  OTP: {
    carried: /x-svc-otp header/,
    call: (baseUrl) =>
      createClient({ baseUrl, auth: { basic: { ...basic, otp: OTP } } }).oauth.updateAuthorization({
        authorization_id: 1,
        note: 'n',
      }),
  },
  client_secret: {
    carried: /client_secret in the body/,
    call: (baseUrl) =>
      createClient({ baseUrl, auth: { basic } }).oauth.createAuthorization({
        note: 'n',
        client_id: '01234567890123456789',
        client_secret: CLIENT_SECRET,
      }),
  },
  oidc_token: {
    carried: /oidc_token in the body/,
    // No token at all: the OIDC token in the body is the only credential.
    call: (baseUrl) =>
      createClient({ baseUrl }).pages.createDeployment({
        ...repo,
        artifact_url: 'https://artifacts.example/site.tar',
        pages_build_version: 'v1',
        oidc_token: OIDC,
      }),
  },
  password: {
    carried: /password in the body/,
    call: (baseUrl) => new Transport({ baseUrl }).request('POST /login', { password: BODY_PASSWORD }),
  },
};

describe('a redirect to another origin is refused for a request that carries a credential', () => {
  const cases = Object.keys(KINDS).flatMap((kind) =>
    [301, 302, 303, 307, 308].map((status) => [kind, status] as const),
  );
  it.each(cases)('%s, %i', async (kind, status) => {
    const before = other.requests.length;
    const api = await redirectingApi(status, () => `${other.origin}/collect`);
    const err = await KINDS[kind].call(api.origin).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ name: 'ApiError', kind: 'redirect', status });
    const message = (err as Error).message;
    expect(message).toContain(`from ${api.origin} to ${other.origin}`);
    expect(message).toMatch(KINDS[kind].carried);
    expect(api.requests).toHaveLength(1); // refused, not retried
    expect(other.requests.length).toBe(before); // nothing reached the other origin
    expect(leaks(await errorText(err), SECRETS)).toEqual([]);
  });
});

describe('redirects that are followed', () => {
  it.each([301, 302, 303, 307, 308])('within the origin, with the credentials (%i)', async (status) => {
    const api = await redirectingApi(status, (self) => `${self}/moved`);
    const keys = await createClient({ baseUrl: api.origin, auth: { token: TOKEN } })
      .deployKeys.list(repo)
      .collect();
    expect(keys.items).toEqual([{ id: 1, key: 'ssh-ed25519 AAAA' }]);
    expect(api.requests.map((r) => [r.url, r.headers.authorization])).toEqual([
      ['/repos/o/r/keys', `Bearer ${TOKEN}`],
      ['/moved', `Bearer ${TOKEN}`],
    ]);
  });

  it.each([301, 302, 303, 307, 308])(
    'to another origin by a GET without credentials, sending no credential header (%i)',
    async (status) => {
      const before = other.requests.length;
      const api = await redirectingApi(status, () => `${other.origin}/public`);
      const values = await createClient({ baseUrl: api.origin }).customProperties.getValues(repo);
      expect(values).toEqual([{ property_name: 'elsewhere', value: 'yes' }]);
      const reached = other.requests.slice(before);
      expect(reached).toHaveLength(1);
      expect(reached[0].url).toBe('/public');
      expect(reached[0].headers.authorization).toBeUndefined();
      expect(reached[0].headers['x-svc-otp']).toBeUndefined();
    },
  );

  it('303 after a POST within the origin becomes a GET without the body', async () => {
    const api = await redirectingApi(303, (self) => `${self}/moved`);
    await new Transport({ baseUrl: api.origin, auth: { token: TOKEN } }).request('POST /things', {
      name: 'x',
    });
    expect(api.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/things', '{"name":"x"}'],
      ['GET', '/moved', ''],
    ]);
  });

  it('refuses a write without credentials to another origin, and a redirect loop', async () => {
    const before = other.requests.length;
    const api = await redirectingApi(307, () => `${other.origin}/collect`);
    await expect(
      new Transport({ baseUrl: api.origin }).request('POST /things', { name: 'x' }),
    ).rejects.toMatchObject({
      kind: 'redirect',
      message: expect.stringContaining('only a GET without credentials'),
    });
    expect(other.requests.length).toBe(before);
    const loop = await redirectingApi(302, (self) => `${self}/again`);
    await expect(
      createClient({ baseUrl: loop.origin }).customProperties.getValues(repo),
    ).rejects.toMatchObject({
      kind: 'redirect',
      message: expect.stringContaining('more than 10 redirects'),
    });
  });
});
