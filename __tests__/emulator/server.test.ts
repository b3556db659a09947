/** The emulator's cross-cutting rules, faults, journal and state, over real HTTP. */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { generateSarif } from '../../bench/generate-sarif.js';
import { startEmulator, vendored, type Emulator } from '../support/emulator.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'emu-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function uploadAndWait(emu: Emulator, results: number, category = 'x/') {
  const doc = generateSarif({ results, rules: 5, seed: results }) as any;
  doc.runs[0].automationDetails = { id: category };
  const up = await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/sarifs`, {
    method: 'POST',
    headers: { ...auth('svc_pat_octocat'), 'content-type': 'application/json' },
    body: JSON.stringify({
      commit_sha: 'b'.repeat(40),
      ref: 'refs/heads/main',
      sarif: gzipSync(JSON.stringify(doc)).toString('base64'),
    }),
  });
  const { id } = (await up.json()) as { id: string };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const s = (await (
      await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/sarifs/${id}`, {
        headers: auth('svc_pat_octocat'),
      })
    ).json()) as any;
    if (s.processing_status !== 'pending') return s;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('processing did not finish');
}

describe('cross-cutting rules', () => {
  let emu: Emulator;
  beforeAll(async () => {
    emu = await startEmulator({ config: { processingDelayMs: 5 } });
    await uploadAndWait(emu, 75);
  });
  afterAll(() => emu.close());

  it('paginates with Link headers exactly as the spec describes', async () => {
    const url = `${emu.apiUrl}/repos/acme/webapp/code-scanning/alerts?tool_name=GenScanner0`;
    const first = await fetch(url, { headers: auth('svc_pat_octocat') });
    expect(((await first.json()) as unknown[]).length).toBe(30);
    const links = first.headers.get('link')!;
    expect(links).not.toContain('rel="prev"');
    expect(links).toContain(`<${url}&per_page=30&page=2>; rel="next"`);
    expect(links).toContain(`<${url}&per_page=30&page=3>; rel="last"`);
    // As the service: no first (nor prev) on the first page, no next nor last on the last.
    expect(links).not.toContain('rel="first"');
    const middle = await fetch(`${url}&page=2&per_page=30`, { headers: auth('svc_pat_octocat') });
    expect(middle.headers.get('link')).toMatch(/[?&]page=1&per_page=30>; rel="prev"/);
    expect(middle.headers.get('link')).toMatch(/rel="next".*rel="last".*rel="first"/);
    const lastPage = await fetch(`${url}&page=3&per_page=30`, { headers: auth('svc_pat_octocat') });
    expect(((await lastPage.json()) as unknown[]).length).toBe(15);
    const lastLinks = lastPage.headers.get('link')!;
    expect(lastLinks).toMatch(/rel="prev".*rel="first"/);
    expect(lastLinks).not.toMatch(/rel="(next|last)"/);
    const all = await fetch(`${url}&per_page=100`, { headers: auth('svc_pat_octocat') });
    expect(((await all.json()) as unknown[]).length).toBe(75);
    expect(all.headers.get('link')).toBeNull();
  });

  it('answers 304 to a conditional request whose ETag matches', async () => {
    const url = `${emu.apiUrl}/repos/acme/webapp/properties/values`;
    const first = await fetch(url, { headers: auth('svc_pat_octocat') });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    const again = await fetch(url, { headers: { ...auth('svc_pat_octocat'), 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // An authorized 304 does not count against the rate limit, as the service documents; a 200 does.
    const used = Number(again.headers.get('x-ratelimit-used'));
    const notModified = await fetch(url, { headers: { ...auth('svc_pat_octocat'), 'if-none-match': etag } });
    expect(Number(notModified.headers.get('x-ratelimit-used'))).toBe(used);
    const counted = await fetch(url, { headers: auth('svc_pat_octocat') });
    expect(Number(counted.headers.get('x-ratelimit-used'))).toBe(used + 1);
  });

  it('selects the API version, names the media type, and refuses unknown versions', async () => {
    const ok = await fetch(`${emu.apiUrl}/repos/acme/webapp/properties/values`, {
      headers: { ...auth('svc_pat_octocat'), [vendored('x-svc-api-version')]: '2022-11-28' },
    });
    expect(ok.headers.get(vendored('x-svc-api-version-selected'))).toBe('2022-11-28');
    expect(ok.headers.get(vendored('x-svc-media-type'))).toBe(vendored('svc.v3; format=json'));
    // The service's later version, which changes none of the operations implemented here.
    const later = await fetch(`${emu.apiUrl}/repos/acme/webapp/properties/values`, {
      headers: { ...auth('svc_pat_octocat'), [vendored('x-svc-api-version')]: '2026-03-10' },
    });
    expect(later.status).toBe(200);
    expect(later.headers.get(vendored('x-svc-api-version-selected'))).toBe('2026-03-10');
    const none = await fetch(`${emu.apiUrl}/repos/acme/webapp/properties/values`, {
      headers: auth('svc_pat_octocat'),
    });
    expect(none.headers.get(vendored('x-svc-api-version-selected'))).toBe('2022-11-28');
    const bad = await fetch(`${emu.apiUrl}/repos/acme/webapp/properties/values`, {
      headers: { [vendored('x-svc-api-version')]: '2001-01-01' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).message).toMatch(/Unsupported API version 2001-01-01/);
  });

  it('answers malformed JSON with 400 and oversized bodies with 413, never crashing', async () => {
    const post = (body: string) =>
      fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/sarifs`, {
        method: 'POST',
        headers: { ...auth('svc_pat_octocat'), 'content-type': 'application/json' },
        body,
      });
    const malformed = await post('{"ref": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      message: 'Problems parsing JSON',
      documentation_url: expect.any(String),
    });
    const huge = await post(JSON.stringify({ sarif: 'x'.repeat(33 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(
      (await fetch(`${emu.apiUrl}/repos/acme/webapp/properties/values`, { headers: auth('svc_pat_octocat') }))
        .status,
    ).toBe(200);
  });

  it('answers 408 and closes a connection whose body never comes, within its request timeout', async () => {
    const slow = await startEmulator({ config: { requestTimeoutMs: 400 } });
    try {
      const { hostname, port } = new URL(slow.apiUrl);
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), hostname, () =>
          socket.write(
            'POST /api/v3/repos/acme/webapp/code-scanning/sarifs HTTP/1.1\r\nHost: x\r\nUser-Agent: t\r\n' +
              'Authorization: Bearer svc_pat_octocat\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"ref"',
          ),
        );
        let got = '';
        socket.on('data', (d) => (got += d.toString()));
        socket.on('close', () => resolve(got));
        socket.on('error', reject);
        setTimeout(() => reject(new Error(`still open after 10 s: ${got}`)), 10_000).unref();
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(Date.now() - started).toBeGreaterThanOrEqual(380);
      // Answering slowly is not sending slowly: a request the server delays past the timeout is still answered.
      const fault = await slow.admin('/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/properties/values$', delayMs: 900 }),
      });
      expect(fault.status).toBe(201);
      const delayed = await fetch(`${slow.apiUrl}/repos/acme/webapp/properties/values`, {
        headers: auth('svc_pat_octocat'),
      });
      expect(delayed.status).toBe(200);
    } finally {
      await slow.close();
    }
  });

  it('refuses a JSON web token sent with the token scheme, and unknown tokens', async () => {
    const jwt = await fetch(`${emu.apiUrl}/repos/acme/webapp/properties/values`, {
      headers: { authorization: 'token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' },
    });
    expect([jwt.status, ((await jwt.json()) as any).message]).toEqual([
      401,
      'A JSON web token must be sent with the Bearer scheme',
    ]);
    const same = await fetch(`${emu.apiUrl}/repos/acme/webapp/properties/values`, {
      headers: { authorization: 'token svc_pat_octocat' },
    });
    expect(same.status).toBe(200);
  });
});

describe('headers of every answer, and the docs page errors lead to', () => {
  let emu: Emulator;
  beforeAll(async () => {
    emu = await startEmulator();
  });
  afterAll(() => emu.close());

  it('answers CORS as the service does: any origin, its headers exposed, preflights 204; the admin API never', async () => {
    for (const [path, status] of [
      ['/repos/acme/webapp', 200],
      ['/repos/acme/nothing', 404],
      ['/no/such/route', 404],
    ] as const) {
      const res = await fetch(`${emu.apiUrl}${path}`, { headers: { origin: 'https://app.example' } });
      expect(res.status).toBe(status);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-expose-headers')).toContain('X-RateLimit-Remaining');
      expect(res.headers.get('access-control-expose-headers')).toContain(vendored('X-Svc-Request-Id'));
    }
    const preflight = await fetch(`${emu.apiUrl}/repos/acme/webapp/keys`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization.*Content-Type/);
    const admin = await fetch(`${emu.origin}/_emulator/state`, {
      headers: { origin: 'https://app.example' },
    });
    expect(admin.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives an unknown route the standard headers (rate limit, media type, version), and checks credentials there too', async () => {
    const res = await fetch(`${emu.apiUrl}/no/such/route`, { headers: auth('svc_pat_octocat') });
    expect(res.status).toBe(404);
    for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-oauth-scopes'])
      expect(res.headers.get(name)).not.toBeNull();
    expect(res.headers.get(vendored('x-svc-media-type'))).toBe(vendored('svc.v3; format=json'));
    expect(res.headers.get(vendored('x-svc-api-version-selected'))).toBe('2022-11-28');
    expect((await fetch(`${emu.apiUrl}/no/such/route`, { headers: auth('svc_nobody') })).status).toBe(401);
  });

  it('gives answers made before or by the API rules their headers too: bad JSON, bad credentials, refused paths', async () => {
    const standard = (res: Response) =>
      [
        'x-ratelimit-limit',
        'x-ratelimit-remaining',
        vendored('x-svc-media-type'),
        vendored('x-svc-api-version-selected'),
        vendored('x-svc-request-id'),
        'access-control-allow-origin',
      ].filter((name) => res.headers.get(name) === null);
    const json = { ...auth('svc_pat_octocat'), 'content-type': 'application/json' };
    const badJson = await fetch(`${emu.apiUrl}/repos/acme/webapp/keys`, {
      method: 'POST',
      headers: json,
      body: '{',
    });
    expect([badJson.status, standard(badJson)]).toEqual([400, []]);
    const badToken = await fetch(`${emu.apiUrl}/repos/acme/webapp/keys`, { headers: auth('svc_nobody') });
    expect([badToken.status, standard(badToken), badToken.headers.get('x-ratelimit-limit')]).toEqual([
      401,
      [],
      '60',
    ]);
    // An owner of 101 characters is an unknown owner (the router's default limit is 100), not a framework error.
    const long = await fetch(`${emu.apiUrl}/repos/${'a'.repeat(101)}/webapp/keys`, {
      headers: auth('svc_pat_octocat'),
    });
    expect([long.status, standard(long)]).toEqual([404, []]);
    for (const [path, status] of [
      [`/repos/${'a'.repeat(1_001)}/webapp/keys`, 414],
      ['/repos/acme/webapp/keys/%ZZ', 400],
    ] as const) {
      const res = await fetch(`${emu.apiUrl}${path}`, { headers: auth('svc_pat_octocat') });
      const body = (await res.json()) as any;
      expect([res.status, standard(res), Object.keys(body).sort()]).toEqual([
        status,
        [],
        ['documentation_url', 'message'],
      ]);
      expect(body.message).not.toMatch(/FST_/);
    }
  });

  it('refuses a request without a User-Agent, as the service does (403, one line with the fix)', async () => {
    const { request } = await import('node:http');
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${emu.apiUrl}/repos/acme/webapp`, { headers: {} }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body).message).toMatch(
      /^Request forbidden by administrative rules: send a User-Agent/,
    );
  });

  it("leads every error's documentation_url to the operation's entry of a page it serves, listing every route", async () => {
    const res = await fetch(`${emu.apiUrl}/repos/acme/webapp/keys/12345`, {
      headers: auth('svc_pat_octocat'),
    });
    const body = (await res.json()) as { documentation_url: string };
    expect(body.documentation_url).toBe(`${emu.origin}/docs/rest#get-repos-owner-repo-keys-key_id`);
    const page = await fetch(body.documentation_url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('id="get-repos-owner-repo-keys-key_id"');
    expect(html).toContain(
      '<code>GET /api/v3/repos/{owner}/{repo}/code-scanning/alerts/{alert_number}</code>',
    );
    expect(html).toContain(
      '<code>PATCH /api/v3/repos/{owner}/{repo}/code-scanning/alerts/{alert_number}</code>',
    );
    const unknown = (await (await fetch(`${emu.apiUrl}/nowhere`)).json()) as { documentation_url: string };
    expect(unknown.documentation_url).toBe(`${emu.origin}/docs/rest`);
    const forbidden = (await (
      await fetch(`${emu.apiUrl}/repos/acme/webapp/keys`, { headers: auth('svc_workflow_webapp') })
    ).json()) as { documentation_url: string };
    expect(forbidden.documentation_url).toBe(`${emu.origin}/docs/rest#permissions`);
    expect(html).toContain('id="permissions"');
  });
});

describe('rate limits', () => {
  it('counts per caller, lower when anonymous, and answers 403 with remaining 0 when spent', async () => {
    const emu = await startEmulator({ config: { rateLimits: { core: [4, 2], search: [30, 10] } } });
    try {
      const get = (headers: Record<string, string> = {}) =>
        fetch(`${emu.apiUrl}/repos/acme/webapp/keys`, { headers });
      const a1 = await get();
      expect([
        a1.headers.get('x-ratelimit-limit'),
        a1.headers.get('x-ratelimit-remaining'),
        a1.headers.get('x-ratelimit-resource'),
      ]).toEqual(['2', '1', 'core']);
      await get();
      const spent = await get();
      expect(spent.status).toBe(403);
      expect(spent.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await spent.json()) as any).message).toMatch(/rate limit exceeded/);
      const token = await get(auth('svc_pat_octocat'));
      expect([token.status, token.headers.get('x-ratelimit-limit')]).toEqual([200, '4']);
    } finally {
      await emu.close();
    }
  });
});

describe('faults and the journal', () => {
  let emu: Emulator;
  beforeAll(async () => {
    emu = await startEmulator();
  });
  afterAll(() => emu.close());
  const addFault = (rule: object) =>
    emu.admin(`/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(rule),
    });
  const target = () =>
    fetch(`${emu.apiUrl}/repos/acme/webapp/properties/values`, { headers: auth('svc_pat_octocat') });

  afterEach(() => emu.admin(`/faults`, { method: 'DELETE' }));

  it('fails N times, then succeeds', async () => {
    expect((await addFault({ path: '/properties/values$', status: 503, times: 2 })).status).toBe(201);
    expect((await target()).status).toBe(503);
    expect((await target()).status).toBe(503);
    expect((await target()).status).toBe(200);
  });

  it('delays, resets the connection, or spends the rate limit', async () => {
    await addFault({ path: '/properties/values$', delayMs: 300, times: 1 });
    const t = Date.now();
    expect((await target()).status).toBe(200);
    expect(Date.now() - t).toBeGreaterThanOrEqual(290);
    await addFault({ path: '/properties/values$', connection: 'reset', times: 1 });
    await expect(target()).rejects.toThrow();
    await addFault({ path: '/properties/values$', spendRateLimit: true, times: 1 });
    const spent = await target();
    expect([spent.status, spent.headers.get('x-ratelimit-remaining')]).toEqual([403, '0']);
  });

  it('refuses a bad rule, and journals requests with the fault that hit them', async () => {
    expect((await addFault({ path: '(' })).status).toBe(422);
    await addFault({ path: '/properties/values$', status: 502, times: 1 });
    await target();
    const journal = (await (await emu.admin(`/requests`)).json()) as any[];
    const last = journal[journal.length - 1];
    expect(last).toEqual(
      expect.objectContaining({
        method: 'GET',
        url: '/api/v3/repos/acme/webapp/properties/values',
        status: 502,
        fault: expect.any(Number),
      }),
    );
  });
});

describe('state', () => {
  it('survives a restart with a state directory, and resets to the seed on request', async () => {
    const dir = join(tmp, 'state');
    let emu = await startEmulator({ stateDir: dir, config: { processingDelayMs: 5 } });
    await uploadAndWait(emu, 3, 'persist/');
    await emu.close();
    emu = await startEmulator({ stateDir: dir });
    try {
      const alerts = (await (
        await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/alerts`, {
          headers: auth('svc_pat_octocat'),
        })
      ).json()) as unknown[];
      expect(alerts).toHaveLength(3);
      expect((await emu.admin(`/reset`, { method: 'POST' })).status).toBe(204);
      // The seed has no analysis: the service's 404 "no analysis found".
      const after = await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/alerts`, {
        headers: auth('svc_pat_octocat'),
      });
      expect([after.status, ((await after.json()) as { message: string }).message]).toEqual([
        404,
        'no analysis found',
      ]);
    } finally {
      await emu.close();
    }
  });

  it('builds every header name from the vendor word', async () => {
    const emu = await startEmulator({ config: { vendor: 'acme' } });
    try {
      const res = await fetch(`${emu.apiUrl}/repos/acme/webapp/properties/values`, {
        headers: { ...auth('svc_pat_octocat'), 'x-acme-api-version': '2022-11-28' },
      });
      expect(res.headers.get('x-acme-api-version-selected')).toBe('2022-11-28');
      expect(res.headers.get('x-acme-media-type')).toBe('acme.v3; format=json');
      expect(res.headers.get('x-accepted-acme-permissions')).toBe('metadata=read');
    } finally {
      await emu.close();
    }
  });
});
