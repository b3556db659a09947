/** The admin API: its token, the dashboard's cookie, hostile bodies, and fault paths that cannot stall the server. */
import { request } from 'node:http';
import { startEmulator, type Emulator } from '../support/emulator.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ adminToken: 'emu_admin_test' });
});
afterAll(() => emu.close());
afterEach(() => emu.admin('/reset', { method: 'POST' }));

const api = (path: string) =>
  fetch(`${emu.apiUrl}${path}`, { headers: { authorization: 'Bearer svc_pat_octocat' } });
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('the admin token', () => {
  it('is needed by every admin route', async () => {
    for (const [method, path] of [
      ['GET', '/state'],
      ['PUT', '/state'],
      ['POST', '/reset'],
      ['GET', '/faults'],
      ['POST', '/faults'],
      ['DELETE', '/faults'],
      ['GET', '/requests'],
      ['POST', '/jobs'],
      ['GET', '/'],
      ['GET', '/alerts'],
      ['GET', '/versions'],
      ['GET', '/charts'],
      ['GET', '/sections/alerts'],
    ]) {
      const none = await fetch(`${emu.origin}/_emulator${path}`, { method });
      expect([path, none.status]).toEqual([path, 401]);
      const wrong = await fetch(`${emu.origin}/_emulator${path}`, {
        method,
        headers: { authorization: 'Bearer emu_admin_tesT' },
      });
      expect([path, wrong.status]).toEqual([path, 401]);
    }
    expect(((await (await fetch(`${emu.origin}/_emulator/state`)).json()) as any).message).toMatch(
      /needs the admin token that `sarif-pipeline serve` prints/,
    );
    expect((await emu.admin('/faults')).status).toBe(200);
  });

  it('answers a cookie that is not valid percent-encoding 401, like a wrong one (no 500, no stack)', async () => {
    for (const value of ['%E0%A4%A', '%', 'emu_admin_test%zz', '%C0%AF']) {
      const res = await fetch(`${emu.origin}/_emulator/state`, {
        headers: { cookie: `other=1; emulator_admin=${value}` },
      });
      expect([value, res.status]).toEqual([value, 401]);
      const body = (await res.json()) as any;
      expect(body.message).toMatch(/needs the admin token/);
      expect(JSON.stringify(body)).not.toMatch(/URIError|\n\s+at /);
    }
  });

  it('opens the dashboard once by URL, then by a cookie that only the page itself may use to change things', async () => {
    const open = await fetch(emu.dashboardUrl, { redirect: 'manual' });
    expect(open.status).toBe(303);
    expect(open.headers.get('location')).toBe('/_emulator/');
    const cookie = open.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^emulator_admin=emu_admin_test; Path=\/_emulator; HttpOnly; SameSite=Strict$/);
    // A deep link with the token (an alert's page) comes back to itself, the token left out.
    const deep = await fetch(`${emu.origin}/_emulator/alerts/acme/webapp/1?token=emu_admin_test`, {
      redirect: 'manual',
    });
    expect([deep.status, deep.headers.get('location')]).toEqual([303, '/_emulator/alerts/acme/webapp/1']);
    // The dashboard's other parameters (its alert filters) stay in the address; only the token leaves it.
    const filtered = await fetch(`${emu.origin}/_emulator/?q=acme%2Fwebapp&token=emu_admin_test&state=open`, {
      redirect: 'manual',
    });
    expect([filtered.status, filtered.headers.get('location')]).toEqual([
      303,
      '/_emulator/?q=acme%2Fwebapp&state=open',
    ]);
    const page = await fetch(`${emu.origin}/_emulator/`, { headers: { cookie: cookie.split(';')[0] } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>sarif-pipeline emulator</title>');
    const rule = JSON.stringify({ prefix: '/api/v3/meta', status: 503 });
    const headers = { cookie: cookie.split(';')[0], 'content-type': 'application/json' };
    const elsewhere = await fetch(`${emu.origin}/_emulator/faults`, {
      method: 'POST',
      headers: { ...headers, origin: 'https://evil.example' },
      body: rule,
    });
    expect(elsewhere.status).toBe(403);
    // The page's own Origin is not enough: a site served on this origin has it too (without its sandbox).
    const noHeader = await fetch(`${emu.origin}/_emulator/faults`, {
      method: 'POST',
      headers: { ...headers, origin: emu.origin },
      body: rule,
    });
    expect(noHeader.status).toBe(403);
    expect(((await noHeader.json()) as any).message).toMatch(/x-emulator-admin/);
    // A browser that says the request comes from another site or origin: refused, even for a read.
    for (const site of ['cross-site', 'same-site']) {
      const read = await fetch(`${emu.origin}/_emulator/state`, {
        headers: { cookie: cookie.split(';')[0], 'sec-fetch-site': site },
      });
      expect(read.status).toBe(403);
      expect(read.headers.get('access-control-allow-origin')).toBeNull();
    }
    const own = await fetch(`${emu.origin}/_emulator/faults`, {
      method: 'POST',
      headers: { ...headers, origin: emu.origin, 'x-emulator-admin': '1', 'sec-fetch-site': 'same-origin' },
      body: rule,
    });
    expect(own.status).toBe(201);
    expect((await fetch(`${emu.origin}/_emulator/?token=nope`, { redirect: 'manual' })).status).toBe(401);
  });

  it('answers no CORS: every preflight refused, no Access-Control-* header on any admin answer', async () => {
    for (const path of ['/', '/state', '/reset', '/faults', '/faults/1']) {
      const preflight = await fetch(`${emu.origin}/_emulator${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'null',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, x-emulator-admin',
        },
      });
      expect(preflight.status).toBe(403);
      expect([...preflight.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([]);
    }
    const read = await emu.admin('/state', { headers: { origin: 'null' } });
    expect(read.status).toBe(200);
    expect([...read.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([]);
    expect(read.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('hostile admin bodies', () => {
  it.each([
    ['{}', /Invalid state: \/: missing property "ids"/],
    ['null', /Invalid state: \/: must be object/],
    ['[]', /Invalid state: \/: must be object/],
    [
      '{"ids":{},"users":[{"id":1}],"orgs":[],"repos":[],"tokens":{},"oauthApps":[],"areas":{}}',
      /\/users\/0: missing property "login"/,
    ],
  ])('refuses the state %s with 422, and the API keeps answering', async (body, message) => {
    const res = await emu.admin('/state', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as any).message).toMatch(message);
    expect((await api('/repos/acme/webapp')).status).toBe(200);
  });

  it('takes back a state it gave, whole', async () => {
    const state = await (await emu.admin('/state')).text();
    const res = await emu.admin('/state', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: state,
    });
    expect(res.status).toBe(204);
    expect((await api('/repos/acme/webapp')).status).toBe(200);
  });

  it.each([
    [{}, /give exactly one of path \(a regular expression\), prefix or glob, not 0/],
    [{ path: 'a', prefix: '/b' }, /give exactly one of .* not 2/],
    [{ path: '/x', status: 99 }, /\/status: must be >= 100/],
    [{ path: '/x', connection: 'explode' }, /\/connection: must be one of reset, empty, garbage/],
    [{ path: '/x', whatever: 1 }, /unknown property "whatever"/],
    [{ path: '/x', times: 0 }, /\/times: must be >= 1/],
    [{ path: '(a)\\1' }, /cannot run in linear time or is invalid/],
    [{ path: '(?=a)b' }, /cannot run in linear time or is invalid/],
    [{ path: '(' }, /cannot run in linear time or is invalid/],
    [null, /must be object/],
  ])('refuses the fault rule %j with 422', async (rule, message) => {
    const res = await emu.admin('/faults', json(rule));
    expect(res.status).toBe(422);
    expect(((await res.json()) as any).message).toMatch(message);
  });
});

describe('fault paths', () => {
  it('run a catastrophic-backtracking pattern in linear time', async () => {
    // With a backtracking engine this request would block the event loop for longer than the test's timeout.
    expect((await emu.admin('/faults', json({ path: '^/(x+x+)+y$', status: 418 }))).status).toBe(201);
    const res = await fetch(`${emu.origin}/${'x'.repeat(5_000)}`);
    expect(res.status).toBe(404);
    expect((await fetch(`${emu.origin}/xxxy`)).status).toBe(418);
  });

  it('match by literal prefix or glob', async () => {
    await emu.admin(
      '/faults',
      json({ prefix: '/api/v3/repos/acme/webapp/properties', status: 503, times: 1 }),
    );
    await emu.admin('/faults', json({ glob: '/api/v3/repos/*/webapp', status: 502, times: 1 }));
    expect((await api('/repos/acme/webapp/properties/values')).status).toBe(503);
    expect((await api('/repos/acme/webapp/properties/values')).status).toBe(200);
    expect((await api('/repos/acme/webapp/keys')).status).toBe(200); // the glob's * stays in one segment
    expect((await api('/repos/acme/webapp')).status).toBe(502);
    const listed = (await (await emu.admin('/faults')).json()) as any[];
    expect(listed.map((r) => r.prefix ?? r.glob)).toEqual([
      '/api/v3/repos/acme/webapp/properties',
      '/api/v3/repos/*/webapp',
    ]);
  });
});

describe('the journal', () => {
  it('records API requests but not the admin API, and streams them live as rows', async () => {
    const rows: string[] = [];
    const stream = await new Promise<import('node:http').IncomingMessage>((resolve) =>
      request(
        `${emu.origin}/_emulator/requests/live`,
        { headers: { authorization: `Bearer ${emu.adminToken}` } },
        resolve,
      ).end(),
    );
    const got = new Promise<void>((resolve) =>
      stream.on('data', (d: Buffer) => {
        rows.push(
          ...d
            .toString()
            .split('\n')
            .filter((l) => l.startsWith('data: ')),
        );
        if (rows.some((r) => r.includes('/api/v3/repos/acme/webapp/keys'))) resolve();
      }),
    );
    await emu.admin('/faults');
    await api('/repos/acme/webapp/keys');
    await got;
    stream.destroy();
    expect(rows.find((r) => r.includes('/keys'))).toMatch(
      /^data: <tr><td>[\d:.]+<\/td><td>GET<\/td><td><code>\/api\/v3\/repos\/acme\/webapp\/keys<\/code><\/td><td>200<\/td>/,
    );
    const journal = (await (await emu.admin('/requests')).json()) as { url: string }[];
    expect(journal.some((e) => e.url.startsWith('/_emulator'))).toBe(false);
  });
});
