import { ed25519PublicKeyBytes } from '../support/ed25519.js';
import { generateKeyPairSync } from 'node:crypto';
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

// OpenSSH public keys built from fresh key pairs, in the SSH wire format (RFC 4251 strings and mpints).
function str(value: Buffer | string): Buffer {
  const b = Buffer.from(value);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(b.length);
  return Buffer.concat([length, b]);
}
const mpint = (b: Buffer) => str(b[0] & 0x80 ? Buffer.concat([Buffer.from([0]), b]) : b);
const jwkPart = (v: string | undefined) => Buffer.from(v!, 'base64url');
const line = (type: string, ...fields: Buffer[]) =>
  `${type} ${Buffer.concat([str(type), ...fields]).toString('base64')}`;

function ed25519Fields(): Buffer[] {
  return [str(ed25519PublicKeyBytes())];
}
function ecdsaFields(curve: 'nistp256' | 'nistp384' | 'nistp521'): Buffer[] {
  const namedCurve = { nistp256: 'P-256', nistp384: 'P-384', nistp521: 'P-521' }[curve];
  const jwk = generateKeyPairSync('ec', { namedCurve }).publicKey.export({ format: 'jwk' });
  return [str(curve), str(Buffer.concat([Buffer.from([4]), jwkPart(jwk.x), jwkPart(jwk.y)]))];
}
function rsaFields(bits = 2048): Buffer[] {
  const jwk = generateKeyPairSync('rsa', { modulusLength: bits }).publicKey.export({ format: 'jwk' });
  return [mpint(jwkPart(jwk.e)), mpint(jwkPart(jwk.n))];
}
const KEYS = {
  ed25519: () => line('ssh-ed25519', ...ed25519Fields()),
  rsa: () => line('ssh-rsa', ...rsaFields()),
  p256: () => line('ecdsa-sha2-nistp256', ...ecdsaFields('nistp256')),
  p384: () => line('ecdsa-sha2-nistp384', ...ecdsaFields('nistp384')),
  p521: () => line('ecdsa-sha2-nistp521', ...ecdsaFields('nistp521')),
  skEd25519: () => line('sk-ssh-ed25519@openssh.com', ...ed25519Fields(), str('ssh:')),
  skP256: () => line('sk-ecdsa-sha2-nistp256@openssh.com', ...ecdsaFields('nistp256'), str('ssh:')),
};

const OCTOCAT = 'Bearer svc_pat_octocat';

async function call(method: string, path: string, auth?: string, body?: unknown) {
  const res = await fetch(emu.apiUrl + path, {
    method,
    headers: {
      ...(auth ? { authorization: auth } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { res, status: res.status, body: text ? JSON.parse(text) : undefined };
}

const addKey = (repo: string, body: unknown, auth = OCTOCAT) =>
  call('POST', `/repos/${repo}/keys`, auth, body);

describe('deploy keys', () => {
  it('creates a key (201, Location): read_only false unless asked, the comment dropped, added_by the caller', async () => {
    const key = KEYS.ed25519();
    const r = await addKey('acme/webapp', { title: 'deploy', key: `${key} deploy@ci` });
    expect(r.status).toBe(201);
    expect(contractErrors('POST /repos/{owner}/{repo}/keys', 201, r.body)).toEqual([]);
    expect(r.res.headers.get('location')).toBe(r.body.url);
    expect(r.body).toMatchObject({
      key,
      title: 'deploy',
      read_only: false,
      verified: true,
      added_by: 'octocat',
      last_used: null,
      url: `${emu.apiUrl}/repos/acme/webapp/keys/${r.body.id}`,
    });
    expect(r.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(r.res.headers.get(vendored('x-accepted-svc-permissions'))).toBe('administration=write');
    expect(r.res.headers.get('x-accepted-oauth-scopes')).toBe('repo');

    const readOnly = await addKey('acme/webapp', { key: `${KEYS.ed25519()} reader@host`, read_only: true });
    expect(readOnly.body).toMatchObject({ read_only: true, title: 'reader@host' });
  });

  it('accepts every supported key type', async () => {
    for (const [name, make] of Object.entries(KEYS)) {
      const key = make();
      const r = await addKey('acme/webapp', { title: name, key });
      expect([name, r.status]).toEqual([name, 201]);
      expect(r.body.key).toBe(key);
    }
  });

  it('refuses malformed keys with 422 and a message saying what is wrong', async () => {
    const ed = KEYS.ed25519();
    const edBody = ed.split(' ')[1];
    const edBytes = Buffer.from(edBody, 'base64');
    const p256 = ecdsaFields('nistp256');
    const offCurve = Buffer.from(p256[1]);
    offCurve[offCurve.length - 1] ^= 1;
    const cases: [string, string, RegExp][] = [
      ['not a key', 'hello world', /key type "hello" is not supported/],
      ['unsupported type', `ssh-dss ${edBody}`, /"ssh-dss" is not supported/],
      ['no body', 'ssh-ed25519', /no Base64 body/],
      ['not Base64', 'ssh-ed25519 AAAA$$$$', /not valid Base64/],
      ['embedded type differs', `ssh-rsa ${edBody}`, /says "ssh-ed25519" but the key is declared as ssh-rsa/],
      ['truncated', `ssh-ed25519 ${edBytes.subarray(0, 30).toString('base64')}`, /ends inside/],
      [
        'trailing bytes',
        `ssh-ed25519 ${Buffer.concat([edBytes, str('x')]).toString('base64')}`,
        /after its last/,
      ],
      [
        'private key',
        '-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blbn\n-----END OPENSSH PRIVATE KEY-----',
        /private key/,
      ],
      ['two lines', `${ed}\n${KEYS.ed25519()}`, /single line/],
      ['curve mismatch', line('ecdsa-sha2-nistp384', ...p256), /curve name "nistp256" does not match/],
      [
        'point off the curve',
        line('ecdsa-sha2-nistp256', p256[0], offCurve),
        /not a valid ecdsa-sha2-nistp256/,
      ],
      ['short RSA', line('ssh-rsa', ...rsaFields(512)), /512 bits, fewer than 1024/],
      ['sk without application', line('sk-ssh-ed25519@openssh.com', ...ed25519Fields()), /ends before/],
      ['empty', '   ', /empty/],
    ];
    for (const [what, key, message] of cases) {
      const r = await addKey('acme/webapp', { key });
      expect([what, r.status]).toEqual([what, 422]);
      expect(contractErrors('POST /repos/{owner}/{repo}/keys', 422, r.body)).toEqual([]);
      expect(r.body.message).toMatch(message);
      expect(r.body.errors).toEqual([expect.objectContaining({ resource: 'PublicKey', field: 'key' })]);
    }
  });

  it('validates body types (422 with errors) and needs a JSON object body', async () => {
    const wrong = await addKey('acme/webapp', { key: 42, title: ['t'], read_only: 'yes' });
    expect(wrong.status).toBe(422);
    expect(contractErrors('POST /repos/{owner}/{repo}/keys', 422, wrong.body)).toEqual([]);
    expect(wrong.body.errors.map((e: { field: string }) => e.field)).toEqual(['key', 'title', 'read_only']);
    const missing = await addKey('acme/webapp', { title: 'no key' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({ field: 'key', code: 'missing_field' });
    expect((await call('POST', '/repos/acme/webapp/keys', OCTOCAT)).status).toBe(422);
    expect((await addKey('acme/webapp', 'ssh-ed25519 AAAA')).status).toBe(400);
  });

  it('refuses a key already on the repository, whatever its comment (422 "key is already in use")', async () => {
    const key = KEYS.ed25519();
    expect((await addKey('acme/webapp', { key: `${key} first` })).status).toBe(201);
    const again = await addKey('acme/webapp', { key: `  ${key} second  `, title: 'other' });
    expect(again.status).toBe(422);
    expect(contractErrors('POST /repos/{owner}/{repo}/keys', 422, again.body)).toEqual([]);
    expect(again.body.message).toMatch(/key is already in use/);
    expect(again.body.errors).toEqual([
      expect.objectContaining({ field: 'key', message: 'key is already in use' }),
    ]);
    // Uniqueness is per repository.
    expect((await addKey('octocat/hello-world', { key })).status).toBe(201);
  });

  it('gets and deletes a key (immutable: no update), 404 once gone or for another repository', async () => {
    const created = (await addKey('acme/webapp', { key: KEYS.p256(), title: 'ci' })).body;
    const got = await call('GET', `/repos/ACME/WebApp/keys/${created.id}`, OCTOCAT);
    expect(got.status).toBe(200);
    expect(contractErrors('GET /repos/{owner}/{repo}/keys/{key_id}', 200, got.body)).toEqual([]);
    expect(got.body).toEqual(created);
    expect(got.res.headers.get(vendored('x-accepted-svc-permissions'))).toBe('administration=read');

    const elsewhere = await call('GET', `/repos/octocat/hello-world/keys/${created.id}`, OCTOCAT);
    expect(elsewhere.status).toBe(404);
    expect(contractErrors('GET /repos/{owner}/{repo}/keys/{key_id}', 404, elsewhere.body)).toEqual([]);
    expect((await call('GET', '/repos/acme/webapp/keys/abc', OCTOCAT)).status).toBe(404);
    expect(
      (await call('PATCH', `/repos/acme/webapp/keys/${created.id}`, OCTOCAT, { title: 'x' })).status,
    ).toBe(404);

    const del = await call('DELETE', `/repos/acme/webapp/keys/${created.id}`, OCTOCAT);
    expect(del.status).toBe(204);
    expect(del.body).toBeUndefined();
    expect((await call('GET', `/repos/acme/webapp/keys/${created.id}`, OCTOCAT)).status).toBe(404);
    expect((await call('DELETE', `/repos/acme/webapp/keys/${created.id}`, OCTOCAT)).status).toBe(404);
    // Deleted, the same key may be added again.
    expect((await addKey('acme/webapp', { key: created.key })).status).toBe(201);
  });

  it('lists the keys of a repository with Link pagination', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await addKey('octocat/hello-world', { key: KEYS.ed25519() })).body.id);
    await addKey('acme/webapp', { key: KEYS.ed25519() });

    const all = await call('GET', '/repos/octocat/hello-world/keys', OCTOCAT);
    expect(all.status).toBe(200);
    expect(contractErrors('GET /repos/{owner}/{repo}/keys', 200, all.body)).toEqual([]);
    expect(all.body.map((k: { id: number }) => k.id)).toEqual(ids);
    expect(all.res.headers.get('link')).toBeNull();

    const page1 = await call('GET', '/repos/octocat/hello-world/keys?per_page=2', OCTOCAT);
    expect(page1.body.map((k: { id: number }) => k.id)).toEqual(ids.slice(0, 2));
    const link = page1.res.headers.get('link')!;
    expect(link).not.toContain('rel="prev"');
    const last = /<([^>]+)>; rel="last"/.exec(link)![1];
    expect(last).toContain('per_page=2');
    const page2 = await fetch(last, { headers: { authorization: OCTOCAT } });
    expect(((await page2.json()) as { id: number }[]).map((k) => k.id)).toEqual(ids.slice(2));
    expect(page2.headers.get('link')).toContain('rel="prev"');
    expect(page2.headers.get('link')).not.toContain('rel="next"');
  });

  it('needs admin rights and administration permission: 401, 403 and 404 cases', async () => {
    const body = () => ({ key: KEYS.ed25519() });
    // No credentials, or Basic authentication (not accepted on repository routes).
    expect((await call('GET', '/repos/acme/webapp/keys')).status).toBe(401);
    const basic = 'Basic ' + Buffer.from('octocat:octocat-password').toString('base64');
    expect((await addKey('acme/webapp', body(), basic)).status).toBe(401);
    // hubot has the repo scope but only reads acme/webapp.
    const hubot = await call('GET', '/repos/acme/webapp/keys', 'Bearer svc_pat_hubot');
    expect(hubot.status).toBe(403);
    expect(hubot.body.message).toMatch(/admin/);
    // public_repo is not enough, and a private repository it cannot see is a 404.
    expect((await call('GET', '/repos/acme/webapp/keys', 'Bearer svc_pat_octocat_public')).status).toBe(403);
    expect(
      (await call('GET', '/repos/acme/secret-service/keys', 'Bearer svc_pat_octocat_public')).status,
    ).toBe(404);
    expect((await call('GET', '/repos/acme/nope/keys', OCTOCAT)).status).toBe(404);
    // mona's fine-grained token has administration write: enough where she is admin, not where she writes.
    expect((await addKey('acme/webapp', body(), 'Bearer svc_fgpat_mona')).status).toBe(403);
    const mona = await addKey('acme/secret-service', body(), 'Bearer svc_fgpat_mona');
    expect(mona.status).toBe(201);
    expect(mona.body.added_by).toBe('mona');
    // The app installation has administration write; the workflow token has no administration permission.
    const app = await addKey('acme/webapp', body(), 'Bearer svc_inst_ci_bot');
    expect(app.status).toBe(201);
    expect(app.body.added_by).toBe('ci-bot[bot]');
    expect((await call('GET', '/repos/acme/webapp/keys', 'Bearer svc_inst_ci_bot')).body).toHaveLength(1);
    const workflow = await call('GET', '/repos/acme/webapp/keys', 'Bearer svc_workflow_webapp');
    expect(workflow.status).toBe(403);
    expect(workflow.body.message).toBe('Resource not accessible by integration');
    expect(
      (await call('DELETE', `/repos/acme/webapp/keys/${app.body.id}`, 'Bearer svc_pat_hubot')).status,
    ).toBe(403);
    expect((await call('GET', `/repos/acme/webapp/keys/${app.body.id}`, OCTOCAT)).status).toBe(200);
  });
});
