/**
 * Where an outside check of the emulator against the spec found it differing (its findings' numbers in the test
 * names), over real HTTP: code scanning's access by scopes and permissions, request bodies whatever their
 * Content-Type, the build request's latest-build URL, the upload's field types, the one-time password on every
 * OAuth operation, If-None-Match as HTTP compares it, and an OAuth app's client id and secret for search.
 */
import { gzipSync } from 'node:zlib';
import { generateSarif } from '../../bench/generate-sarif.js';
import { ed25519PublicKeyBytes } from '../support/ed25519.js';
import { enableWebappPages, startEmulator, vendored, type Emulator } from '../support/emulator.js';
import type { Seed } from '../../src/emulator/seed.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const SHA = 'c'.repeat(40);
const sarif = (seed: number) =>
  gzipSync(JSON.stringify(generateSarif({ results: 2, rules: 1, seed }))).toString('base64');

interface Call {
  auth?: string;
  headers?: Record<string, string>;
  /** A value sent as JSON with its Content-Type; a string or bytes sent as they are. */
  body?: unknown;
}

async function call(emu: Emulator, method: string, path: string, { auth, headers = {}, body }: Call = {}) {
  const raw = typeof body === 'string' || body instanceof Uint8Array;
  const res = await fetch(emu.apiUrl + path, {
    method,
    headers: {
      ...(auth ? { authorization: auth.includes(' ') ? auth : `Bearer ${auth}` } : {}),
      ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : raw ? (body as string | Uint8Array) : JSON.stringify(body),
  });
  const text = await res.text();
  return { res, status: res.status, body: text ? JSON.parse(text) : undefined };
}

async function processed(emu: Emulator, repo: string, id: string, token: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const r = await call(emu, 'GET', `/repos/${repo}/code-scanning/sarifs/${id}`, { auth: token });
    if (r.body.processing_status !== 'pending') return r.body.processing_status as string;
    await new Promise((res) => setTimeout(res, 20));
  }
  throw new Error('processing did not finish');
}

/** An organization with a public and a private repository (both with advanced security), and tokens of its owner. */
const PERM_SEED: Seed = {
  users: [{ login: 'owner1', password: 'pw1' }],
  orgs: [{ login: 'org1', owners: ['owner1'], members: [] }],
  repos: [
    { owner: 'org1', name: 'pub', files: { 'a.js': 'needle()\n' } },
    { owner: 'org1', name: 'priv', private: true, advancedSecurity: true, files: { 'b.js': 'needle()\n' } },
  ],
  tokens: {
    t_repo: { kind: 'classic', user: 'owner1', scopes: ['repo'] },
    t_se: { kind: 'classic', user: 'owner1', scopes: ['security_events'] },
    t_public: { kind: 'classic', user: 'owner1', scopes: ['public_repo'] },
    t_none: { kind: 'classic', user: 'owner1', scopes: [] },
    f_meta: {
      kind: 'fine-grained',
      user: 'owner1',
      repositories: ['org1/pub', 'org1/priv'],
      permissions: { metadata: 'read' },
    },
    f_se_pub: {
      kind: 'fine-grained',
      user: 'owner1',
      repositories: ['org1/pub'],
      permissions: { metadata: 'read', security_events: 'read' },
    },
    i_se_pub: {
      kind: 'installation',
      app: 'bot',
      repositories: ['org1/pub'],
      permissions: { metadata: 'read', security_events: 'read' },
    },
  },
};

describe('code scanning access by scopes and permissions', () => {
  let emu: Emulator;
  beforeAll(async () => {
    emu = await startEmulator({ seed: PERM_SEED, config: { processingDelayMs: 5 } });
    for (const [i, repo] of ['org1/pub', 'org1/priv'].entries()) {
      const up = await call(emu, 'POST', `/repos/${repo}/code-scanning/sarifs`, {
        auth: 't_repo',
        body: { commit_sha: SHA, ref: 'refs/heads/main', sarif: sarif(i + 1) },
      });
      expect(up.status).toBe(202);
      expect(await processed(emu, repo, up.body.id, 't_repo')).toBe('complete');
    }
  });
  afterAll(() => emu.close());

  const orgRepos = async (token: string) => {
    const r = await call(emu, 'GET', '/orgs/org1/code-scanning/alerts?per_page=100', { auth: token });
    return {
      status: r.status,
      repos: r.status === 200 ? [...new Set(r.body.map((a: any) => a.repository.full_name))].sort() : r.body,
    };
  };

  it("finding 1: the organization listing applies the token's scopes and permissions per repository", async () => {
    // As the repository listing decides: no scope of code scanning, or no security_events permission, is a 403.
    expect((await call(emu, 'GET', '/repos/org1/pub/code-scanning/alerts', { auth: 't_none' })).status).toBe(
      403,
    );
    expect((await orgRepos('t_none')).status).toBe(403);
    expect((await call(emu, 'GET', '/repos/org1/priv/code-scanning/alerts', { auth: 'f_meta' })).status).toBe(
      403,
    );
    const meta = await orgRepos('f_meta');
    expect(meta.status).toBe(403);
    expect(meta.repos.message).toBe('Resource not accessible by integration');
    // public_repo reaches public repositories only; a permission only the repositories it is given on.
    expect(await orgRepos('t_public')).toEqual({ status: 200, repos: ['org1/pub'] });
    expect(await orgRepos('f_se_pub')).toEqual({ status: 200, repos: ['org1/pub'] });
    expect(await orgRepos('i_se_pub')).toEqual({ status: 200, repos: ['org1/pub'] });
    // repo includes security_events, which reaches private repositories (finding 2).
    expect(await orgRepos('t_repo')).toEqual({ status: 200, repos: ['org1/priv', 'org1/pub'] });
    expect(await orgRepos('t_se')).toEqual({ status: 200, repos: ['org1/priv', 'org1/pub'] });
  });

  it("finding 2: a classic token with security_events reaches a private repository's code scanning, and nothing else there", async () => {
    const priv = '/repos/org1/priv';
    const auth = 't_se';
    const alerts = await call(emu, 'GET', `${priv}/code-scanning/alerts`, { auth });
    expect(alerts.status).toBe(200);
    expect(alerts.body.length).toBeGreaterThan(0);
    const number = alerts.body[0].number;
    expect((await call(emu, 'GET', `${priv}/code-scanning/alerts/${number}`, { auth })).status).toBe(200);
    expect((await call(emu, 'GET', `${priv}/code-scanning/analyses`, { auth })).status).toBe(200);
    const up = await call(emu, 'POST', `${priv}/code-scanning/sarifs`, {
      auth,
      body: { commit_sha: SHA, ref: 'refs/heads/dev', sarif: sarif(3) },
    });
    expect(up.status).toBe(202);
    expect(await processed(emu, 'org1/priv', up.body.id, auth)).toBe('complete');
    // The code and the rest of the repository stay out of its reach: the repository is not there for it.
    for (const path of [priv, `${priv}/keys`, `${priv}/properties/values`, `${priv}/pages`])
      expect([path, (await call(emu, 'GET', path, { auth })).status]).toEqual([path, 404]);
    const search = await call(emu, 'GET', '/search/code?q=needle+repo:org1/priv', { auth });
    expect(search.status).toBe(422);
  });
});

describe('request bodies, the build URL, upload fields, If-None-Match, OAuth', () => {
  let emu: Emulator;
  beforeAll(async () => {
    emu = await startEmulator({ config: { processingDelayMs: 5 } });
    await enableWebappPages(emu);
  });
  afterAll(() => emu.close());

  const deployKey = () =>
    `ssh-ed25519 ${Buffer.concat([sshString('ssh-ed25519'), sshString(ed25519PublicKeyBytes())]).toString('base64')}`;
  const JSON_TYPE = { 'content-type': 'application/json' };

  it('finding 3: a bodiless POST or DELETE labelled application/json has no body, not bad JSON', async () => {
    const build = await call(emu, 'POST', '/repos/acme/webapp/pages/builds', {
      auth: 'svc_pat_octocat',
      headers: JSON_TYPE,
    });
    expect(build.status).toBe(201);
    const key = await call(emu, 'POST', '/repos/acme/webapp/keys', {
      auth: 'svc_pat_octocat',
      body: { title: 'ci', key: deployKey() },
    });
    expect(key.status).toBe(201);
    const gone = await call(emu, 'DELETE', `/repos/acme/webapp/keys/${key.body.id}`, {
      auth: 'svc_pat_octocat',
      headers: JSON_TYPE,
      body: '',
    });
    expect(gone.status).toBe(204);
    // A body there that is not JSON is still refused.
    const bad = await call(emu, 'POST', '/repos/acme/webapp/keys', {
      auth: 'svc_pat_octocat',
      headers: JSON_TYPE,
      body: '{"title":',
    });
    expect([bad.status, bad.body.message]).toEqual([400, 'Problems parsing JSON']);
  });

  it("finding 4: a JSON body is read as JSON whatever its Content-Type (curl -d's form type, text/plain, none)", async () => {
    const auth = 'svc_pat_octocat';
    const site = { https_enforced: true };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const put = await call(emu, 'PUT', '/repos/acme/webapp/pages', {
      auth,
      headers: form,
      body: JSON.stringify(site),
    });
    expect(put.status).toBe(204);
    const text = { 'content-type': 'text/plain' };
    expect(
      (
        await call(emu, 'PUT', '/repos/acme/webapp/pages', {
          auth,
          headers: text,
          body: JSON.stringify(site),
        })
      ).status,
    ).toBe(204);
    // Bytes: fetch sends them with no Content-Type at all.
    const bytes = new TextEncoder().encode(JSON.stringify({ title: 'bare', key: deployKey() }));
    const key = await call(emu, 'POST', '/repos/acme/webapp/keys', { auth, body: bytes });
    expect(key.status).toBe(201);
    expect(key.body.title).toBe('bare');
    // What is not JSON is still a 400, whatever it is labelled.
    const notJson = await call(emu, 'POST', '/repos/acme/webapp/keys', {
      auth,
      headers: form,
      body: 'title=x',
    });
    expect([notJson.status, notJson.body.message]).toEqual([400, 'Problems parsing JSON']);
  });

  it('finding 4: the body limit holds whatever the Content-Type (413)', async () => {
    const small = await startEmulator({ config: { bodyLimit: 1024 } });
    try {
      const body = JSON.stringify({ title: 'x'.repeat(2048), key: deployKey() });
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/json']) {
        const r = await call(small, 'POST', '/repos/acme/webapp/keys', {
          auth: 'svc_pat_octocat',
          headers: { 'content-type': type },
          body,
        });
        expect([type, r.status]).toEqual([type, 413]);
      }
    } finally {
      await small.close();
    }
  });

  it('finding 6: the build request answers the latest-build URL, which reads the build', async () => {
    const build = await call(emu, 'POST', '/repos/acme/webapp/pages/builds', { auth: 'svc_pat_octocat' });
    expect(build.status).toBe(201);
    expect(build.body).toEqual({
      url: `${emu.apiUrl}/repos/acme/webapp/pages/builds/latest`,
      status: 'queued',
    });
    const latest = await fetch(build.body.url, { headers: { authorization: 'Bearer svc_pat_octocat' } });
    expect(latest.status).toBe(200);
  });

  const upload = (extra: Record<string, unknown>) =>
    call(emu, 'POST', '/repos/acme/webapp/code-scanning/sarifs', {
      auth: 'svc_workflow_webapp',
      body: { commit_sha: SHA, ref: 'refs/heads/main', sarif: sarif(7), ...extra },
    });
  const refusedField = (r: Awaited<ReturnType<typeof call>>) =>
    r.status === 422 ? r.body.errors.map((e: any) => e.field) : r.status;

  it("finding 7: the upload's tool_name must be a string and validate a boolean (422 naming the field)", async () => {
    expect(refusedField(await upload({ tool_name: 5 }))).toEqual(['tool_name']);
    expect(refusedField(await upload({ validate: 'yes' }))).toEqual(['validate']);
    expect(refusedField(await upload({ tool_name: null, validate: 1 }))).toEqual(['tool_name', 'validate']);
    expect((await upload({ tool_name: 'MyScanner', validate: true })).status).toBe(202);
    expect((await upload({ validate: false })).status).toBe(202);
  });

  it('finding 9: started_at must be an ISO 8601 timestamp, not whatever Date.parse reads', async () => {
    for (const started_at of [
      '1',
      '2024',
      'January 1, 2024',
      'Mon, 01 Jan 2024 00:00:00 GMT',
      '2024-01-01',
      '2024-01-01 10:00:00Z',
      '2024-02-30T10:00:00Z',
      '2024-01-01T24:00:00Z',
      '2024-01-01T10:00:00',
      20240101,
    ])
      expect([started_at, refusedField(await upload({ started_at }))]).toEqual([started_at, ['started_at']]);
    for (const started_at of [
      '2024-01-01T10:00:00Z',
      '2024-01-01T10:00:00.123Z',
      '2024-01-01T10:00:00+02:00',
    ])
      expect([started_at, (await upload({ started_at })).status]).toEqual([started_at, 202]);
  });

  it('finding 14: If-None-Match takes a list, compares weakly, and * matches', async () => {
    const get = (inm?: string) =>
      call(emu, 'GET', '/repos/acme/webapp', {
        auth: 'svc_pat_octocat',
        headers: inm === undefined ? {} : { 'if-none-match': inm },
      });
    const etag = (await get()).res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[0-9a-f]+"$/);
    const strong = etag.slice(2);
    expect((await get(etag)).status).toBe(304);
    expect((await get(strong)).status).toBe(304);
    expect((await get(`"x", ${etag}`)).status).toBe(304);
    expect((await get(`W/"x",${strong}`)).status).toBe(304);
    expect((await get('*')).status).toBe(304);
    expect((await get('"x", W/"y"')).status).toBe(200);
  });

  it("finding 5: Basic authentication with an OAuth app's client id and secret gets the authenticated search rate", async () => {
    const basic = (user: string, secret: string) =>
      `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
    const app = await call(emu, 'GET', '/search/code?q=express', {
      auth: basic('Iv1.8a61f9b3a7aba766', 'ci-dashboard-secret'),
    });
    expect(app.status).toBe(200);
    expect(app.res.headers.get('x-ratelimit-limit')).toBe('30');
    const anonymous = await call(emu, 'GET', '/search/code?q=express');
    expect(anonymous.res.headers.get('x-ratelimit-limit')).toBe('10');
    const wrong = await call(emu, 'GET', '/search/code?q=express', {
      auth: basic('Iv1.8a61f9b3a7aba766', 'nope'),
    });
    expect(wrong.status).toBe(401);
    // It is no user: what needs one still refuses it.
    expect(
      (await call(emu, 'GET', '/user', { auth: basic('Iv1.8a61f9b3a7aba766', 'ci-dashboard-secret') }))
        .status,
    ).toBe(401);
  });

  it('finding 11: a wrong one-time password is refused on every grant and authorization operation, a missing one only where rule 1 asks for it', async () => {
    const MONA = `Basic ${Buffer.from('mona:mona-password').toString('base64')}`;
    const otp = vendored('x-svc-otp');
    const withOtp = (code?: string) => ({ auth: MONA, headers: code === undefined ? {} : { [otp]: code } });
    const created = await call(emu, 'POST', '/authorizations', {
      ...withOtp('123456'),
      body: { client_id: 'Iv1.8a61f9b3a7aba766', client_secret: 'ci-dashboard-secret', scopes: ['repo'] },
    });
    expect(created.status).toBe(201);
    const grants = await call(emu, 'GET', '/applications/grants', withOtp('123456'));
    expect(grants.body).toHaveLength(1);
    const reads = [
      '/applications/grants',
      `/applications/grants/${grants.body[0].id}`,
      '/authorizations',
      `/authorizations/${created.body.id}`,
    ];
    for (const method of ['GET', 'DELETE'])
      for (const path of method === 'GET' ? reads : reads.filter((p) => /\d$/.test(p)))
        for (const code of ['000000']) {
          const r = await call(emu, method, path, withOtp(code));
          expect([method, path, code, r.status, r.res.headers.get(otp)]).toEqual([
            method,
            path,
            code,
            401,
            'required; app',
          ]);
        }
    // Rule 1 names create, get-or-create and update: reads without a password are answered.
    for (const path of reads) {
      expect([path, (await call(emu, 'GET', path, withOtp('123456'))).status]).toEqual([path, 200]);
      expect([path, (await call(emu, 'GET', path, withOtp())).status]).toEqual([path, 200]);
    }
    const deleted = await call(emu, 'DELETE', `/authorizations/${created.body.id}`, withOtp('123456'));
    expect(deleted.status).toBe(204);
  });
});

function sshString(value: Buffer | string): Buffer {
  const b = Buffer.from(value);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(b.length);
  return Buffer.concat([length, b]);
}
