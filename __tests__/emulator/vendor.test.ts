/**
 * The vendor word is one setting: under the spec's word and under the real service's, every header, media type
 * and OIDC claim follows it, every answer carries a request id, and the job a test binds is what the run API
 * and the OIDC claims report.
 */
import { decodeJwt } from 'jose';
import { startEmulator, type Emulator } from '../support/emulator.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
describe.each(['svc', 'github'])('vendor word "%s"', (vendor) => {
  let emu: Emulator;
  beforeAll(async () => {
    emu = await startEmulator({ config: { vendor } });
  });
  afterAll(() => emu.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(emu.apiUrl + path, { headers });

  it('puts a request id on every answer (success, 404, 401, non-API), unique and journaled', async () => {
    const answers = [
      await get('/repos/acme/webapp'),
      await get('/nowhere'),
      await get('/repos/acme/webapp/keys', { authorization: 'Bearer wrong' }),
      await fetch(`${emu.origin}/.well-known/jwks`),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 404, 401, 200]);
    const ids = answers.map((r) => r.headers.get(`x-${vendor}-request-id`));
    for (const id of ids) expect(id).toMatch(/^[0-9A-F]{4}:[0-9A-F]{4}:[0-9A-F]+:[0-9A-F]+:[0-9A-F]+$/);
    expect(new Set(ids).size).toBe(ids.length);
    const journal = (await (await emu.admin(`/requests`)).json()) as any[];
    expect(journal.map((e) => e.requestId)).toEqual(expect.arrayContaining(ids));
  });

  it('names its headers and media types with the word, and has no enterprise header by default', async () => {
    const res = await get('/repos/acme/webapp', {
      accept: `application/vnd.${vendor}+json`,
      [`x-${vendor}-api-version`]: '2022-11-28',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get(`x-${vendor}-api-version-selected`)).toBe('2022-11-28');
    expect(res.headers.get(`x-${vendor}-media-type`)).toBe(`${vendor}.v3; format=json`);
    expect(res.headers.get(`x-${vendor}-enterprise-version`)).toBeNull();
    const other = vendor === 'svc' ? 'github' : 'svc';
    expect(res.headers.get(`x-${other}-request-id`)).toBeNull();
    const wrongVersion = await get('/repos/acme/webapp', { [`x-${vendor}-api-version`]: '1999-01-01' });
    expect(wrongVersion.status).toBe(400);
    const repo = (await res.json()) as any;
    expect(repo).toMatchObject({ full_name: 'acme/webapp', default_branch: 'main', visibility: 'public' });
  });

  it.each([
    ['raw', (v: string) => `application/vnd.${v}.raw+json`, 'param=raw; '],
    ['raw, version named', (v: string) => `application/vnd.${v}.v3.raw+json`, 'param=raw; '],
    ['none', (v: string) => `application/vnd.${v}+json`, ''],
    ['none, version named', (v: string) => `application/vnd.${v}.v3+json`, ''],
    ['none, plain JSON', () => 'application/json', ''],
  ])('names the media type parameter asked for (%s) as the service echoes it', async (_, accept, param) => {
    const res = await get('/user', { accept: accept(vendor), authorization: 'Bearer svc_pat_octocat' });
    expect(res.headers.get(`x-${vendor}-media-type`)).toBe(`${vendor}.v3; ${param}format=json`);
  });

  it.each([
    ['the spec', (v: string) => `application/vnd.${v}.v3.text-match+json`],
    ['Octokit mediaType format', (v: string) => `application/vnd.${v}.v3.text-match`],
    ['the docs', (v: string) => `application/vnd.${v}.text-match+json`],
  ])('returns text_matches for the text-match media type as %s spells it', async (_, accept) => {
    const res = await get('/search/code?q=find+repo:acme/webapp', {
      accept: accept(vendor),
      authorization: 'Bearer svc_pat_octocat',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get(`x-${vendor}-media-type`)).toBe(`${vendor}.v3; param=text-match; format=json`);
    const body = (await res.json()) as any;
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items[0].text_matches[0]).toMatchObject({ object_type: 'FileContent', property: 'content' });
    const plain = (await (
      await get('/search/code?q=find+repo:acme/webapp', { authorization: 'Bearer svc_pat_octocat' })
    ).json()) as any;
    expect(plain.items[0].text_matches).toBeUndefined();
  });

  it('issues OIDC claims that follow the word and the job a test binds (GITHUB_RUN_ID, GITHUB_SHA)', async () => {
    const idToken = async () =>
      decodeJwt(
        (
          (await (
            await fetch(`${emu.origin}/_oidc/token?api-version=2.0`, {
              headers: { authorization: 'Bearer svc_workflow_webapp' },
            })
          ).json()) as { value: string }
        ).value,
      );
    expect(String((await idToken()).workflow_ref)).toContain(`/.${vendor}/workflows/`);

    const bound = await emu.admin(`/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: 'svc_workflow_webapp',
        run_id: 99,
        sha: 'a'.repeat(40),
        ref: 'refs/heads/main',
      }),
    });
    expect(bound.status).toBe(201);
    const { env } = (await bound.json()) as { env: Record<string, string> };
    expect(env).toMatchObject({ GITHUB_RUN_ID: '99', GITHUB_SHA: 'a'.repeat(40) });
    const claims = await idToken();
    expect(claims).toMatchObject({ run_id: '99', sha: 'a'.repeat(40), workflow_sha: 'a'.repeat(40) });
    const run = (await (
      await get('/repos/acme/webapp/actions/runs/99', { authorization: 'Bearer svc_workflow_webapp' })
    ).json()) as any;
    expect(run).toMatchObject({ id: 99, head_sha: 'a'.repeat(40) });
    expect(run.path).toBe(`.${vendor}/workflows/pages.yml`);

    const refused = await emu.admin(`/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'svc_pat_octocat', sha: 'nope' }),
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as any).message).toMatch(/sha must be 40 hexadecimal digits/);
  });
});
