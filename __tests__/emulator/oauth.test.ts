import { startEmulator, vendored, type Emulator } from '../support/emulator.js';
import { contractErrors } from '../support/contract.js';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());
beforeEach(async () => {
  await emu.admin(`/reset`, { method: 'POST' });
});

const CI = { client_id: 'Iv1.8a61f9b3a7aba766', client_secret: 'ci-dashboard-secret' };
const RELEASE = { client_id: 'Iv1.0123456789abcdef', client_secret: 'release-bot-secret' };
const OCTOCAT = 'Basic ' + Buffer.from('octocat:octocat-password').toString('base64');
const MONA = 'Basic ' + Buffer.from('mona:mona-password').toString('base64');
const HUBOT = 'Basic ' + Buffer.from('hubot:hubot-password').toString('base64');

interface Call {
  auth?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

async function call(method: string, path: string, { auth, body, headers = {} }: Call = {}) {
  const res = await fetch(emu.apiUrl + path, {
    method,
    headers: {
      ...(auth ? { authorization: auth } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { res, status: res.status, body: text ? JSON.parse(text) : undefined };
}

const create = (auth: string, body: unknown, headers?: Record<string, string>) =>
  call('POST', '/authorizations', { auth, body, headers });

function expectDeprecated(res: Response) {
  expect(res.headers.get('deprecation')).toBe('@1581638400');
  expect(res.headers.get('sunset')).toBe('Fri, 13 Nov 2020 00:00:00 GMT');
}

describe('OAuth authorizations', () => {
  it('creates a token for an app (201, Location) that authenticates later requests with its scopes', async () => {
    const r = await create(OCTOCAT, {
      ...CI,
      scopes: ['repo', 'read:org'],
      note: 'ci',
      note_url: 'https://ci.example.com/x',
    });
    expect(r.status).toBe(201);
    expect(contractErrors('POST /authorizations', 201, r.body)).toEqual([]);
    expectDeprecated(r.res);
    expect(r.res.headers.get('location')).toBe(r.body.url);
    expect(r.body).toMatchObject({
      scopes: ['repo', 'read:org'],
      note: 'ci',
      note_url: 'https://ci.example.com/x',
      fingerprint: null,
      expires_at: null,
      app: { client_id: CI.client_id, name: 'CI Dashboard', url: 'https://ci.example.com' },
    });
    expect(r.body.token_last_eight).toBe(r.body.token.slice(-8));
    expect(r.body.hashed_token).toMatch(/^[0-9a-f]{64}$/);
    expect(r.body.user.login).toBe('octocat');

    const used = await call('GET', '/repos/acme/secret-service/keys', { auth: `Bearer ${r.body.token}` });
    expect(used.status).toBe(200);
    expect(used.res.headers.get('x-oauth-scopes')).toBe('repo, read:org');
  });

  it('refuses tokens and anonymous callers with 401, saying Basic authentication is required', async () => {
    const token = await call('GET', '/authorizations', { auth: 'Bearer svc_pat_octocat' });
    expect(token.status).toBe(401);
    expect(token.body.message).toMatch(/Basic authentication/);
    expect(contractErrors('GET /authorizations', 401, token.body)).toEqual([]);
    expectDeprecated(token.res);
    const created = await create('token svc_pat_octocat', CI);
    expect(created.status).toBe(401);
    expect(contractErrors('POST /authorizations', 401, created.body)).toEqual([]);
    const anonymous = await call('GET', '/applications/grants');
    expect(anonymous.status).toBe(401);
    expect(anonymous.res.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(contractErrors('GET /applications/grants', 401, anonymous.body)).toEqual([]);
    const wrongPassword = await call('GET', '/authorizations', {
      auth: 'Basic ' + Buffer.from('octocat:nope').toString('base64'),
    });
    expect(wrongPassword.status).toBe(401);
    expectDeprecated(wrongPassword.res);
  });

  it('asks users with two-factor auth for the one-time password on create, get-or-create and update', async () => {
    const missing = await create(MONA, CI);
    expect(missing.status).toBe(401);
    expect(missing.res.headers.get(vendored('x-svc-otp'))).toBe('required; app');
    expect(missing.body.message).toMatch(/OTP/);
    expect(contractErrors('POST /authorizations', 401, missing.body)).toEqual([]);
    const wrong = await create(MONA, CI, { [vendored('x-svc-otp')]: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.res.headers.get(vendored('x-svc-otp'))).toBe('required; app');

    const ok = await create(MONA, { ...CI, scopes: ['repo'] }, { [vendored('x-svc-otp')]: '123456' });
    expect(ok.status).toBe(201);
    const put = await call('PUT', `/authorizations/clients/${CI.client_id}`, { auth: MONA, body: CI });
    expect(put.status).toBe(401);
    expect(put.res.headers.get(vendored('x-svc-otp'))).toBe('required; app');
    expect(contractErrors('PUT /authorizations/clients/{client_id}', 401, put.body)).toEqual([]);
    const patch = await call('PATCH', `/authorizations/${ok.body.id}`, { auth: MONA, body: { note: 'x' } });
    expect(patch.status).toBe(401);
    expect(patch.res.headers.get(vendored('x-svc-otp'))).toBe('required; app');

    // Reading does not need it (the spec names create, get-or-create and update).
    const list = await call('GET', '/authorizations', { auth: MONA });
    expect(list.status).toBe(200);
    expect(list.body.map((a: { id: number }) => a.id)).toEqual([ok.body.id]);
    const patched = await call('PATCH', `/authorizations/${ok.body.id}`, {
      auth: MONA,
      body: { note: 'x' },
      headers: { [vendored('x-svc-otp')]: '123456' },
    });
    expect(patched.status).toBe(200);
  });

  it('answers 410 to a create without an app, and 422 for a missing or wrong client id or secret', async () => {
    const gone = await create(OCTOCAT, { scopes: ['repo'], note: 'pat' });
    expect(gone.status).toBe(410);
    expect(gone.body.message).toMatch(/client_id and client_secret/);
    expect(contractErrors('POST /authorizations', 410, gone.body)).toEqual([]);
    expect((await call('POST', '/authorizations', { auth: OCTOCAT })).status).toBe(410);

    for (const [body, field, code] of [
      [{ client_id: CI.client_id }, 'client_secret', 'missing_field'],
      [{ client_secret: CI.client_secret }, 'client_id', 'missing_field'],
      [{ ...CI, client_secret: 'not-the-secret' }, 'client_secret', 'invalid'],
      [{ ...CI, client_id: 'Iv1.ffffffffffffffff' }, 'client_id', 'invalid'],
      [{ ...CI, client_id: 'short' }, 'client_id', 'invalid'],
    ] as const) {
      const r = await create(OCTOCAT, body);
      expect(r.status).toBe(422);
      expect(contractErrors('POST /authorizations', 422, r.body)).toEqual([]);
      expect(r.body.errors).toEqual([expect.objectContaining({ field, code })]);
    }
  });

  it('validates body types (422 with errors) and rejects a body that is not an object (400)', async () => {
    const r = await create(OCTOCAT, {
      ...CI,
      scopes: 'repo',
      note: 5,
      note_url: 'not a url',
      fingerprint: [],
    });
    expect(r.status).toBe(422);
    expect(contractErrors('POST /authorizations', 422, r.body)).toEqual([]);
    expect(r.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'fingerprint',
      'note',
      'note_url',
      'scopes',
    ]);
    const unknownScope = await create(OCTOCAT, { ...CI, scopes: ['repo', 'everything'] });
    expect(unknownScope.status).toBe(422);
    expect(unknownScope.body.errors[0].message).toMatch(/everything/);
    expect((await create(OCTOCAT, ['repo'])).status).toBe(400);
    const bad = await fetch(`${emu.apiUrl}/authorizations`, {
      method: 'POST',
      headers: { authorization: OCTOCAT, 'content-type': 'application/json' },
      body: '{"client_id":',
    });
    expect(bad.status).toBe(400);
  });

  it('refuses a second authorization for the same app and fingerprint on POST (422 already_exists)', async () => {
    expect((await create(OCTOCAT, CI)).status).toBe(201);
    const again = await create(OCTOCAT, CI);
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({ field: 'fingerprint', code: 'already_exists' });
    expect((await create(OCTOCAT, { ...CI, fingerprint: 'laptop' })).status).toBe(201);
    // Another user holds their own authorizations.
    expect((await create(HUBOT, CI)).status).toBe(201);
  });

  it('get-or-create by client id answers 201 then 200 with the same authorization', async () => {
    const path = `/authorizations/clients/${CI.client_id}`;
    const first = await call('PUT', path, {
      auth: OCTOCAT,
      body: { client_secret: CI.client_secret, scopes: ['repo'] },
    });
    expect(first.status).toBe(201);
    expect(contractErrors('PUT /authorizations/clients/{client_id}', 201, first.body)).toEqual([]);
    expect(first.res.headers.get('location')).toBe(first.body.url);
    expectDeprecated(first.res);
    const second = await call('PUT', path, {
      auth: OCTOCAT,
      body: { client_secret: CI.client_secret, scopes: ['user'] },
    });
    expect(second.status).toBe(200);
    expect(contractErrors('PUT /authorizations/clients/{client_id}', 200, second.body)).toEqual([]);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.scopes).toEqual(['repo']);

    const noSecret = await call('PUT', path, { auth: OCTOCAT, body: { scopes: ['repo'] } });
    expect(noSecret.status).toBe(422);
    expect(contractErrors('PUT /authorizations/clients/{client_id}', 422, noSecret.body)).toEqual([]);
    expect(noSecret.body.errors[0]).toMatchObject({ field: 'client_secret', code: 'missing_field' });
    const wrongSecret = await call('PUT', path, { auth: OCTOCAT, body: { client_secret: 'nope' } });
    expect(wrongSecret.status).toBe(422);
    const shortId = await call('PUT', '/authorizations/clients/abc', {
      auth: OCTOCAT,
      body: { client_secret: 'x' },
    });
    expect(shortId.status).toBe(422);
    expect(shortId.body.errors[0]).toMatchObject({ field: 'client_id', code: 'invalid' });
    const unknownApp = await call('PUT', '/authorizations/clients/Iv1.ffffffffffffffff', {
      auth: OCTOCAT,
      body: { client_secret: 'x' },
    });
    expect(unknownApp.status).toBe(422);
  });

  it('get-or-create by client id and fingerprint keeps fingerprints apart', async () => {
    const at = (fp: string) => `/authorizations/clients/${CI.client_id}/${fp}`;
    const body = { client_secret: CI.client_secret, scopes: ['repo'] };
    const laptop = await call('PUT', at('laptop'), { auth: OCTOCAT, body });
    expect(laptop.status).toBe(201);
    expect(contractErrors('PUT /authorizations/clients/{client_id}/{fingerprint}', 201, laptop.body)).toEqual(
      [],
    );
    expect(laptop.body.fingerprint).toBe('laptop');
    const desktop = await call('PUT', at('desktop'), { auth: OCTOCAT, body });
    expect(desktop.status).toBe(201);
    expect(desktop.body.id).not.toBe(laptop.body.id);
    expect(desktop.body.token).not.toBe(laptop.body.token);
    const laptopAgain = await call('PUT', at('laptop'), { auth: OCTOCAT, body });
    expect(laptopAgain.status).toBe(200);
    expect(
      contractErrors('PUT /authorizations/clients/{client_id}/{fingerprint}', 200, laptopAgain.body),
    ).toEqual([]);
    expect(laptopAgain.body.id).toBe(laptop.body.id);
    // The fingerprint in the body of the other form names the same authorization.
    const viaBody = await call('PUT', `/authorizations/clients/${CI.client_id}`, {
      auth: OCTOCAT,
      body: { ...body, fingerprint: 'desktop' },
    });
    expect(viaBody.status).toBe(200);
    expect(viaBody.body.id).toBe(desktop.body.id);
    // Without a fingerprint it is yet another authorization.
    expect(
      (await call('PUT', `/authorizations/clients/${CI.client_id}`, { auth: OCTOCAT, body })).status,
    ).toBe(201);
    const bad = await call('PUT', at('laptop'), { auth: OCTOCAT, body: { client_secret: 7 } });
    expect(bad.status).toBe(422);
    expect(contractErrors('PUT /authorizations/clients/{client_id}/{fingerprint}', 422, bad.body)).toEqual(
      [],
    );
  });

  it('gets one authorization of the caller (404 for another user, an unknown or a malformed id)', async () => {
    const a = await create(OCTOCAT, { ...CI, scopes: ['repo'] });
    const got = await call('GET', `/authorizations/${a.body.id}`, { auth: OCTOCAT });
    expect(got.status).toBe(200);
    expect(contractErrors('GET /authorizations/{authorization_id}', 200, got.body)).toEqual([]);
    expect(got.body).toEqual(a.body);
    expectDeprecated(got.res);
    const etag = got.res.headers.get('etag')!;
    const cached = await fetch(`${emu.apiUrl}/authorizations/${a.body.id}`, {
      headers: { authorization: OCTOCAT, 'if-none-match': etag },
    });
    expect(cached.status).toBe(304);
    expectDeprecated(cached);
    // Not in the description's statuses for this operation: the body is the usual error body.
    const other = await call('GET', `/authorizations/${a.body.id}`, { auth: HUBOT });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: 'Not Found', documentation_url: expect.any(String) });
    expectDeprecated(other.res);
    expect((await call('GET', '/authorizations/999', { auth: OCTOCAT })).status).toBe(404);
    expect((await call('GET', '/authorizations/abc', { auth: OCTOCAT })).status).toBe(404);
  });

  it('updates with only one of scopes, add_scopes, remove_scopes, and the token follows', async () => {
    const a = await create(OCTOCAT, { ...CI, scopes: ['repo'] });
    const path = `/authorizations/${a.body.id}`;
    const both = await call('PATCH', path, {
      auth: OCTOCAT,
      body: { scopes: ['user'], add_scopes: ['gist'] },
    });
    expect(both.status).toBe(422);
    expect(contractErrors('PATCH /authorizations/{authorization_id}', 422, both.body)).toEqual([]);
    expect(both.body.message).toMatch(/only one of scopes, add_scopes, remove_scopes/);

    const added = await call('PATCH', path, {
      auth: OCTOCAT,
      body: { add_scopes: ['gist', 'repo'], note: 'more' },
    });
    expect(added.status).toBe(200);
    expect(contractErrors('PATCH /authorizations/{authorization_id}', 200, added.body)).toEqual([]);
    expect(added.body).toMatchObject({ scopes: ['repo', 'gist'], note: 'more', token: a.body.token });
    const removed = await call('PATCH', path, { auth: OCTOCAT, body: { remove_scopes: ['repo'] } });
    expect(removed.body.scopes).toEqual(['gist']);
    const replaced = await call('PATCH', path, {
      auth: OCTOCAT,
      body: { scopes: ['public_repo'], fingerprint: 'ci-1', note_url: null },
    });
    expect(replaced.body).toMatchObject({ scopes: ['public_repo'], fingerprint: 'ci-1', note_url: null });

    // The token now has public_repo only: a private repository is out of its reach.
    const secret = await call('GET', '/repos/acme/secret-service/keys', { auth: `Bearer ${a.body.token}` });
    expect(secret.status).toBe(404);
    const badType = await call('PATCH', path, { auth: OCTOCAT, body: { add_scopes: 'gist' } });
    expect(badType.status).toBe(422);
    expect(badType.body.errors[0]).toMatchObject({ field: 'add_scopes', code: 'invalid' });
    expect((await call('PATCH', '/authorizations/999', { auth: OCTOCAT, body: {} })).status).toBe(404);
  });

  it('deletes an authorization: its token stops working, and the grant goes with the last token', async () => {
    const a = await create(OCTOCAT, { ...CI, scopes: ['repo'] });
    const del = await call('DELETE', `/authorizations/${a.body.id}`, { auth: OCTOCAT });
    expect(del.status).toBe(204);
    expectDeprecated(del.res);
    expect((await call('GET', '/repos/acme/webapp/keys', { auth: `Bearer ${a.body.token}` })).status).toBe(
      401,
    );
    expect((await call('GET', `/authorizations/${a.body.id}`, { auth: OCTOCAT })).status).toBe(404);
    expect((await call('GET', '/applications/grants', { auth: OCTOCAT })).body).toEqual([]);
    expect((await call('DELETE', `/authorizations/${a.body.id}`, { auth: OCTOCAT })).status).toBe(404);
    const token = await call('DELETE', `/authorizations/${a.body.id}`, { auth: 'Bearer svc_pat_octocat' });
    expect(token.status).toBe(401);
    expect(contractErrors('DELETE /authorizations/{authorization_id}', 401, token.body)).toEqual([]);
  });

  it('lists the caller’s authorizations with client_id filter and Link pagination', async () => {
    for (const fp of ['a', 'b', 'c'])
      expect((await create(OCTOCAT, { ...CI, fingerprint: fp })).status).toBe(201);
    expect((await create(OCTOCAT, RELEASE)).status).toBe(201);
    expect((await create(HUBOT, RELEASE)).status).toBe(201);

    const all = await call('GET', '/authorizations', { auth: OCTOCAT });
    expect(all.status).toBe(200);
    expect(contractErrors('GET /authorizations', 200, all.body)).toEqual([]);
    expect(all.body).toHaveLength(4);
    expect(all.res.headers.get('link')).toBeNull();

    const page1 = await call('GET', `/authorizations?client_id=${CI.client_id}&per_page=2`, {
      auth: OCTOCAT,
    });
    expect(page1.body.map((a: { fingerprint: string }) => a.fingerprint)).toEqual(['a', 'b']);
    const link = page1.res.headers.get('link')!;
    expect(link).toContain('rel="next"');
    expect(link).toContain('rel="last"');
    expect(link).not.toContain('rel="prev"');
    expect(link).toContain(`client_id=${encodeURIComponent(CI.client_id)}`);
    expect(link).toContain('per_page=2');
    const next = /<([^>]+)>; rel="next"/.exec(link)![1];
    const page2 = await fetch(next, { headers: { authorization: OCTOCAT } });
    expect(((await page2.json()) as { fingerprint: string }[]).map((a) => a.fingerprint)).toEqual(['c']);
    expect(page2.headers.get('link')).toContain('rel="prev"');

    const unknown = await call('GET', '/authorizations?client_id=Iv1.ffffffffffffffff', { auth: OCTOCAT });
    expect(unknown.status).toBe(404);
    expect(contractErrors('GET /authorizations', 404, unknown.body)).toEqual([]);
  });
});

describe('OAuth grants', () => {
  it('lists one grant per app with the union of its tokens’ scopes', async () => {
    await create(OCTOCAT, { ...CI, scopes: ['repo'], fingerprint: 'one' });
    await create(OCTOCAT, { ...CI, scopes: ['user', 'repo'], fingerprint: 'two' });
    await create(OCTOCAT, { ...RELEASE, scopes: ['public_repo'] });
    await create(HUBOT, { ...CI, scopes: ['gist'] });

    const r = await call('GET', '/applications/grants', { auth: OCTOCAT });
    expect(r.status).toBe(200);
    expect(contractErrors('GET /applications/grants', 200, r.body)).toEqual([]);
    expectDeprecated(r.res);
    expect(r.body.map((g: { app: { name: string }; scopes: string[] }) => [g.app.name, g.scopes])).toEqual([
      ['CI Dashboard', ['repo', 'user']],
      ['Release Bot', ['public_repo']],
    ]);

    const filtered = await call('GET', `/applications/grants?client_id=${RELEASE.client_id}`, {
      auth: OCTOCAT,
    });
    expect(filtered.body).toHaveLength(1);
    expect(filtered.body[0].app.client_id).toBe(RELEASE.client_id);
    const paged = await call('GET', '/applications/grants?per_page=1', { auth: OCTOCAT });
    expect(paged.body).toHaveLength(1);
    expect(paged.res.headers.get('link')).toContain('rel="next"');
    const unknown = await call('GET', '/applications/grants?client_id=Iv1.ffffffffffffffff', {
      auth: OCTOCAT,
    });
    expect(unknown.status).toBe(404);
    expect(contractErrors('GET /applications/grants', 404, unknown.body)).toEqual([]);

    const one = await call('GET', `/applications/grants/${r.body[0].id}`, { auth: OCTOCAT });
    expect(one.status).toBe(200);
    expect(contractErrors('GET /applications/grants/{grant_id}', 200, one.body)).toEqual([]);
    expect(one.body).toEqual(r.body[0]);
    // hubot's grant is not octocat's to see.
    const hubotGrant = (await call('GET', '/applications/grants', { auth: HUBOT })).body[0];
    expect(hubotGrant.scopes).toEqual(['gist']);
    expect((await call('GET', `/applications/grants/${hubotGrant.id}`, { auth: OCTOCAT })).status).toBe(404);
    const token = await call('GET', `/applications/grants/${hubotGrant.id}`, {
      auth: 'Bearer svc_pat_hubot',
    });
    expect(token.status).toBe(401);
    expect(contractErrors('GET /applications/grants/{grant_id}', 401, token.body)).toEqual([]);
  });

  it('deleting a grant removes all the app’s tokens for the user, which then get 401', async () => {
    const one = await create(OCTOCAT, { ...CI, scopes: ['repo'], fingerprint: 'one' });
    const two = await create(OCTOCAT, { ...CI, scopes: ['repo'], fingerprint: 'two' });
    const other = await create(OCTOCAT, { ...RELEASE, scopes: ['repo'] });
    const hubot = await create(HUBOT, { ...CI, scopes: ['repo'] });
    const grants = (await call('GET', '/applications/grants', { auth: OCTOCAT })).body;
    const ci = grants.find((g: { app: { client_id: string } }) => g.app.client_id === CI.client_id);

    const del = await call('DELETE', `/applications/grants/${ci.id}`, { auth: OCTOCAT });
    expect(del.status).toBe(204);
    expectDeprecated(del.res);
    for (const a of [one, two]) {
      const used = await call('GET', '/repos/acme/webapp/keys', { auth: `Bearer ${a.body.token}` });
      expect(used.status).toBe(401);
    }
    expect(
      (await call('GET', '/repos/acme/webapp/keys', { auth: `Bearer ${other.body.token}` })).status,
    ).toBe(200);
    // hubot's token of the same app is hubot's grant, untouched (403: hubot is no admin, but authenticated).
    expect(
      (await call('GET', '/repos/acme/webapp/keys', { auth: `Bearer ${hubot.body.token}` })).status,
    ).toBe(403);

    const left = await call('GET', '/authorizations', { auth: OCTOCAT });
    expect(left.body.map((a: { id: number }) => a.id)).toEqual([other.body.id]);
    expect((await call('GET', `/applications/grants/${ci.id}`, { auth: OCTOCAT })).status).toBe(404);
    expect((await call('DELETE', `/applications/grants/${ci.id}`, { auth: OCTOCAT })).status).toBe(404);
    const anonymous = await call('DELETE', `/applications/grants/${ci.id}`);
    expect(anonymous.status).toBe(401);
    expect(contractErrors('DELETE /applications/grants/{grant_id}', 401, anonymous.body)).toEqual([]);
  });
});
