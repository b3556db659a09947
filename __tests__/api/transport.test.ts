/**
 * The transport's cross-cutting rules over real loopback servers: base URL, headers and the vendor word, auth
 * schemes, credentials never sent to another origin, pagination (Link, envelopes, per_page, maxItems, the
 * search cap), the ETag cache, rate-limit state and Deprecation warnings.
 */
import { resolveOptions, HOSTED_API_URL } from '../../src/api/options.js';
import { clientOn } from '../../src/api/client.js';
import { createClient, MemoryEtagCache, type ClientOptions } from '../../src/api/index.js';
import { Transport } from '../../src/api/transport.js';
import { startEmulator, type Emulator } from '../support/emulator.js';
import { json, recordingLogger, startServer, type TestServer } from './helpers.js';

/** A client and its transport, for the tests that make raw requests. */
function clientAndTransport(options: ClientOptions) {
  const transport = new Transport(options);
  return { ...clientOn(transport), transport };
}

/** A deploy key as the service answers it (the list's items are checked: answer-shape.ts). */
const key = (id: number) => ({ id, key: 'ssh-ed25519 AAAA', read_only: true });
const grant = (id: number) => ({ id, scopes: [] });

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

/** A server answering every request with `[]` (or `body`), recording what it got. */
async function echo(body: unknown = [], headers: Record<string, string> = {}): Promise<TestServer> {
  const s = await startServer((_req, res) => json(res, 200, body, headers));
  servers.push(s);
  return s;
}

describe('base URL', () => {
  it('takes the option, else GITHUB_API_URL, else the hosted API', () => {
    expect(resolveOptions({ baseUrl: 'https://ghe.example.com/api/v3/' }, {}).baseUrl).toBe(
      'https://ghe.example.com/api/v3',
    );
    expect(resolveOptions({}, { GITHUB_API_URL: 'https://ghe.example.com/api/v3' }).baseUrl).toBe(
      'https://ghe.example.com/api/v3',
    );
    expect(
      resolveOptions({ baseUrl: 'http://127.0.0.1:1/api/v3' }, { GITHUB_API_URL: 'https://x' }).baseUrl,
    ).toBe('http://127.0.0.1:1/api/v3');
    expect(resolveOptions({}, {}).baseUrl).toBe(HOSTED_API_URL);
    expect(() => resolveOptions({ baseUrl: 'https://user:pw@ghe.example.com/api/v3' }, {})).toThrow(
      /credentials/,
    );
    expect(() => resolveOptions({ baseUrl: 'ftp://ghe.example.com' }, {})).toThrow(/http/);
  });

  it('sends requests under the self-managed API root taken from GITHUB_API_URL', async () => {
    const s = await echo();
    const saved = process.env.GITHUB_API_URL;
    process.env.GITHUB_API_URL = `${s.origin}/api/v3`;
    try {
      await createClient({ auth: { token: 't0k3n-env' } })
        .deployKeys.list({ owner: 'o', repo: 'r' })
        .collect();
    } finally {
      if (saved === undefined) delete process.env.GITHUB_API_URL;
      else process.env.GITHUB_API_URL = saved;
    }
    expect(s.requests[0].url).toBe('/api/v3/repos/o/r/keys');
  });
});

describe('headers and the vendor word', () => {
  it('sends accept application/vnd.svc+json and X-Svc-Api-Version 2022-11-28 by default', async () => {
    const s = await echo();
    await createClient({ baseUrl: s.origin }).deployKeys.list({ owner: 'o', repo: 'r' }).collect();
    expect(s.requests[0].headers).toMatchObject({
      accept: 'application/vnd.svc+json',
      'x-svc-api-version': '2022-11-28',
    });
    expect(s.requests[0].headers['user-agent']).toMatch(/^sarif-pipeline /);
  });

  it('takes another API version, and builds every header and media type from one vendor word', async () => {
    const s = await echo({ total_count: 0, incomplete_results: false, items: [] });
    const c = createClient({
      baseUrl: s.origin,
      vendor: 'acme',
      apiVersion: '2026-03-10',
      auth: { basic: { username: 'u', password: 'p4ssword', otp: '654321' } },
    });
    await c.search.code({ q: 'x', textMatch: true }).collect();
    await c.oauth.createAuthorization({ note: 'n' }).catch(() => undefined);
    expect(s.requests[0].headers).toMatchObject({
      accept: 'application/vnd.acme.v3.text-match+json',
      'x-acme-api-version': '2026-03-10',
    });
    expect(s.requests[0].headers['x-svc-api-version']).toBeUndefined();
    expect(s.requests[1].headers).toMatchObject({
      accept: 'application/vnd.acme+json',
      'x-acme-otp': '654321',
    });
  });

  it('asks for application/sarif+json where the spec names it (an analysis as SARIF)', async () => {
    const s = await startServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/sarif+json' }).end('{"version":"2.1.0","runs":[]}'),
    );
    servers.push(s);
    const log = await createClient({ baseUrl: s.origin }).codeScanning.getAnalysisSarif({
      owner: 'o',
      repo: 'r',
      analysis_id: 7,
    });
    expect(s.requests[0]).toMatchObject({
      url: '/repos/o/r/code-scanning/analyses/7',
      headers: { accept: 'application/sarif+json' },
    });
    expect(log).toBeDefined();
  });
});

describe('authentication', () => {
  const list = (c: ReturnType<typeof createClient>) => c.deployKeys.list({ owner: 'o', repo: 'r' }).collect();

  it('sends a token as Bearer by default, as token when asked, and a JSON web token always as Bearer', async () => {
    const s = await echo();
    await list(createClient({ baseUrl: s.origin, auth: { token: 'abc123' } }));
    await list(createClient({ baseUrl: s.origin, auth: { token: 'abc123', scheme: 'token' } }));
    await list(createClient({ baseUrl: s.origin, auth: { token: JWT, scheme: 'token' } }));
    await list(createClient({ baseUrl: s.origin }));
    expect(s.requests.map((r) => r.headers.authorization)).toEqual([
      'Bearer abc123',
      'token abc123',
      `Bearer ${JWT}`,
      undefined,
    ]);
  });

  it('sends Basic credentials and the OTP only to the OAuth operations, and the token never to them', async () => {
    const s = await echo();
    const c = createClient({
      baseUrl: s.origin,
      auth: { token: 'abc123', basic: { username: 'mona', password: 'pw12', otp: () => '111222' } },
    });
    await list(c);
    await c.oauth.listGrants().collect();
    await c.oauth.updateAuthorization({ authorization_id: 1, note: 'x' }).catch(() => undefined);
    const basic = `Basic ${Buffer.from('mona:pw12').toString('base64')}`;
    expect(s.requests.map((r) => [r.url, r.headers.authorization, r.headers['x-svc-otp']])).toEqual([
      ['/repos/o/r/keys', 'Bearer abc123', undefined],
      ['/applications/grants', basic, undefined],
      ['/authorizations/1', basic, '111222'],
    ]);
  });

  it('refuses an OAuth operation without Basic credentials before sending', async () => {
    const s = await echo();
    await expect(
      createClient({ baseUrl: s.origin, auth: { token: 'abc123' } }).oauth.getGrant({ grant_id: 1 }),
    ).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('Basic authentication'),
    });
    expect(s.requests).toHaveLength(0);
  });
});

describe('credentials stay on the API origin', () => {
  it('follows a Link to another origin without the Authorization or OTP header', async () => {
    const other = await startServer((req, res) =>
      json(res, 200, req.url.includes('keys') ? [key(3)] : [grant(3)]),
    );
    servers.push(other);
    const api = await startServer((req, res) =>
      json(res, 200, req.url.includes('keys') ? [key(1), key(2)] : [grant(1), grant(2)], {
        link: `<${other.origin}/elsewhere/${req.url.includes('keys') ? 'keys' : 'grants'}?page=2&per_page=2>; rel="next"`,
      }),
    );
    servers.push(api);
    const c = createClient({
      baseUrl: `${api.origin}/api/v3`,
      auth: { token: 'secret-token-1', basic: { username: 'mona', password: 'pw12', otp: '123456' } },
    });
    const keys = await c.deployKeys.list({ owner: 'o', repo: 'r', per_page: 2 }).collect();
    expect(keys.items).toEqual([key(1), key(2), key(3)]);
    const grants = await c.oauth.listGrants({ per_page: 2 }).collect();
    expect(grants.items).toHaveLength(3);
    expect(api.requests.map((r) => r.headers.authorization)).toEqual([
      'Bearer secret-token-1',
      `Basic ${Buffer.from('mona:pw12').toString('base64')}`,
    ]);
    expect(other.requests).toHaveLength(2);
    for (const r of other.requests) {
      expect(r.url).toMatch(/^\/elsewhere\/(keys|grants)\?page=2&per_page=2$/);
      expect(r.headers.authorization).toBeUndefined();
      expect(r.headers['x-svc-otp']).toBeUndefined();
      expect(JSON.stringify(r.headers)).not.toMatch(/secret-token-1|pw12/);
    }
  });

  it('refuses a redirect to another origin for a request with a token (redirects.test.ts has every case)', async () => {
    const other = await echo([{ id: 9 }]);
    const api = await startServer((_req, res) =>
      res.writeHead(302, { location: `${other.origin}/moved` }).end(),
    );
    servers.push(api);
    const c = createClient({ baseUrl: api.origin, auth: { token: 'secret-token-2' } });
    await expect(c.customProperties.getValues({ owner: 'o', repo: 'r' })).rejects.toMatchObject({
      kind: 'redirect',
    });
    expect(api.requests[0].headers.authorization).toBe('Bearer secret-token-2');
    expect(other.requests).toHaveLength(0);
  });
});

describe('pagination', () => {
  it('follows Link rel="next" as given, adding per_page back only when a link drops it', async () => {
    const s = await startServer((req, res) => {
      const page = Number(new URL(req.url, 'http://x').searchParams.get('page') ?? '1');
      const next =
        page < 3 ? `<${s.origin}/list?page=${page + 1}${page === 1 ? '' : '&per_page=2'}>; rel="next"` : '';
      json(
        res,
        200,
        [key(page * 10), key(page * 10 + 1)],
        next ? { link: `${next}, <${s.origin}/list?page=3>; rel="last"` } : {},
      );
    });
    servers.push(s);
    const all = await createClient({ baseUrl: s.origin })
      .deployKeys.list({ owner: 'o', repo: 'r', per_page: 2 })
      .collect();
    expect(all).toEqual({ items: [10, 11, 20, 21, 30, 31].map(key), truncated: false });
    expect(s.requests.map((r) => r.url)).toEqual([
      '/repos/o/r/keys?per_page=2',
      '/list?page=2&per_page=2',
      '/list?page=3&per_page=2',
    ]);
  });

  it('iterates items lazily and stops at maxItems without fetching more', async () => {
    const s = await startServer((req, res) =>
      json(res, 200, [key(1), key(2), key(3)], {
        link: `<${s.origin}${req.url.split('?')[0]}?page=${s.requests.length + 1}>; rel="next"`,
      }),
    );
    servers.push(s);
    const c = createClient({ baseUrl: s.origin });
    const seen: number[] = [];
    for await (const item of c.deployKeys.list({ owner: 'o', repo: 'r' })) {
      seen.push(item.id);
      if (seen.length === 4) break;
    }
    expect(seen).toEqual([1, 2, 3, 1]);
    expect(s.requests).toHaveLength(2);
    const capped = await c.deployKeys.list({ owner: 'o', repo: 'r', maxItems: 5 }).collect();
    expect(capped).toEqual({ items: [1, 2, 3, 1, 2].map(key), truncated: true });
    expect(s.requests).toHaveLength(4);
  });

  it('unwraps search envelopes, keeps their totals, and stops at the 1,000 results of a search', async () => {
    const s = await startServer((req, res) => {
      const u = new URL(req.url, 'http://x');
      const page = Number(u.searchParams.get('page') ?? '1');
      const perPage = Number(u.searchParams.get('per_page') ?? '30');
      u.searchParams.set('page', String(page + 1));
      u.searchParams.set('per_page', String(perPage));
      const items = Array.from({ length: perPage }, (_, i) => ({
        n: (page - 1) * perPage + i,
        path: 'src/a.js',
        sha: 'abc123',
        repository: { full_name: 'o/r' },
        commit: { message: 'm' }, // what the commit listing reads
      }));
      json(
        res,
        200,
        { total_count: 5000, incomplete_results: page === 2, items },
        { link: `<${s.origin}${u.pathname}${u.search}>; rel="next"` },
      );
    });
    servers.push(s);
    const c = createClient({ baseUrl: s.origin, searchesPerMinute: 1000 });
    const hundred = await c.search.code({ q: 'addClass', per_page: 100 }).collect();
    expect(hundred).toMatchObject({ total_count: 5000, incomplete_results: true, truncated: true });
    expect(hundred.items).toHaveLength(1000);
    expect(hundred.items[999]).toMatchObject({ n: 999 });
    expect(s.requests).toHaveLength(10);
    const thirty = await c.search.commits({ q: 'fix', per_page: 30 }).collect();
    expect(thirty.items).toHaveLength(1000);
    expect(s.requests).toHaveLength(10 + 34);
    expect(s.requests[s.requests.length - 1].url).toContain('page=34');
  });

  it('stops on a next link that points to the page itself', async () => {
    const s = await startServer((req, res) =>
      json(res, 200, [{ status: 'built' }], { link: `<${s.origin}${req.url}>; rel="next"` }),
    );
    servers.push(s);
    const c = createClient({ baseUrl: s.origin });
    expect((await c.pages.listBuilds({ owner: 'o', repo: 'r' }).collect()).items).toEqual([
      { status: 'built' },
    ]);
    expect(s.requests).toHaveLength(1);
  });
});

describe('against the emulator', () => {
  let emu: Emulator;
  beforeAll(async () => {
    emu = await startEmulator();
  });
  afterAll(() => emu.close());

  it('answers a 304 from the ETag cache with the cached result, per credentials', async () => {
    const cache = new MemoryEtagCache();
    const log = recordingLogger();
    const c = clientAndTransport({
      baseUrl: emu.apiUrl,
      auth: { token: 'svc_pat_octocat' },
      etagCache: cache,
      logger: log,
    });
    const route = 'GET /repos/{owner}/{repo}/properties/values';
    const first = await c.transport.request<unknown[]>(route, { owner: 'acme', repo: 'webapp' });
    const second = await c.transport.request<unknown[]>(route, { owner: 'acme', repo: 'webapp' });
    expect(first).toMatchObject({ status: 200, notModified: false });
    expect(second).toMatchObject({ status: 200, notModified: true, data: first.data });
    // An authorized 304 does not count against the rate limit, as the service documents.
    expect(second.rateLimit?.remaining).toBe(first.rateLimit!.remaining);
    expect(log.lines.filter((l) => l.includes('properties/values -> 304'))).toHaveLength(1);
    // Another caller sharing the cache does not get this caller's entry.
    const other = clientAndTransport({
      baseUrl: emu.apiUrl,
      auth: { token: 'svc_inst_ci_bot' },
      etagCache: cache,
    });
    expect(await other.transport.request(route, { owner: 'acme', repo: 'webapp' })).toMatchObject({
      status: 200,
      notModified: false,
    });
    // Changing the returned data does not change the cache.
    (second.data as unknown[]).length = 0;
    expect((await c.customProperties.getValues({ owner: 'acme', repo: 'webapp' })).length).toBe(3);
  });

  it('exposes the parsed X-RateLimit-* values on every answer', async () => {
    const c = clientAndTransport({ baseUrl: emu.apiUrl, auth: { token: 'svc_pat_hubot' } });
    const res = await c.transport
      .request('GET /repos/{owner}/{repo}/properties/values', { owner: 'acme', repo: 'webapp' })
      .catch((e: unknown) => e as { rateLimit?: unknown });
    expect(res.rateLimit).toEqual({
      limit: 5000,
      remaining: 4999,
      used: 1,
      reset: expect.any(Number),
      resource: 'core',
    });
    await c.search.commits({ q: 'fix' }).collect();
    expect(c.rateLimits()).toMatchObject({
      core: { remaining: 4999 },
      search: { limit: 30, remaining: 29, resource: 'search' },
    });
  });
});

describe('Deprecation and Sunset', () => {
  it('are surfaced as one warning per operation, with the dates read', async () => {
    const s = await echo([], {
      deprecation: 'Sat, 01 Aug 2026 00:00:00 GMT',
      sunset: 'Tue, 01 Dec 2026 00:00:00 GMT',
    });
    const log = recordingLogger();
    const c = clientAndTransport({ baseUrl: s.origin, logger: log });
    const res = await c.transport.request('GET /repos/{owner}/{repo}/keys', { owner: 'o', repo: 'r' });
    await c.deployKeys.list({ owner: 'o', repo: 'r' }).collect();
    expect(res.deprecation).toMatchObject({ sunsetAt: new Date('2026-12-01T00:00:00Z') });
    expect(log.lines.filter((l) => l.startsWith('warn:'))).toEqual([
      'warn: GET /repos/{owner}/{repo}/keys is deprecated since 2026-08-01; it is scheduled for removal on 2026-12-01 (Sunset)',
    ]);
  });
});
