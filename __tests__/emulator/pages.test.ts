import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getIDToken } from '@actions/core';
import { generateKeyPair, SignJWT } from 'jose';
import { create } from 'tar';
import { defaultAudience, idTokenRequestUrl, issuerFor } from '../../src/emulator/oidc.js';
import { PAGES_TIMING } from '../../src/emulator/pages/area.js';
import { startEmulator, vendored, type Emulator } from '../support/emulator.js';
import { makeTar, makeTarGz, makeZip } from '../support/archives.js';
import { contractErrors } from '../support/contract.js';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());

const OCTOCAT = 'svc_pat_octocat';
const HUBOT = 'svc_pat_hubot';
const MONA = 'svc_fgpat_mona';
const CI_BOT = 'svc_inst_ci_bot';
const WORKFLOW = 'svc_workflow_webapp';

interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function call(method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path.startsWith('http') ? path : emu.apiUrl + path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/** The answer has this status and a body matching the published description of the operation. */
function conforms(operation: string, answer: Answer, status: number) {
  expect({ status: answer.status, body: answer.body }).toMatchObject({ status });
  expect(contractErrors(operation, status, answer.body)).toEqual([]);
}

const SITE = '/repos/{owner}/{repo}/pages';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(
  what: string,
  probe: () => Promise<T>,
  done: (v: T) => boolean,
  ms = 5000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: last ${JSON.stringify(value)}`);
    await sleep(20);
  }
}

describe('Pages site', () => {
  it('create: 404 before, 422 for invalid input, 400 for a non-object body, 401/403 without rights', async () => {
    conforms(`GET ${SITE}`, await call('GET', '/repos/acme/webapp/pages', OCTOCAT), 404);
    const invalid: [unknown, RegExp][] = [
      [{}, /send source or build_type/],
      [{ source: { branch: 'gh-pages' } }, /source\.branch "gh-pages" is not a branch of acme\/webapp/],
      [{ source: { branch: 'main', path: '/src' } }, /source\.path "\/src" is not allowed/],
      [{ source: 'main' }, /source must be an object/],
      [{ build_type: 'magic' }, /build_type "magic" is not allowed/],
    ];
    for (const [body, message] of invalid) {
      const res = await call('POST', '/repos/acme/webapp/pages', OCTOCAT, body);
      conforms(`POST ${SITE}`, res, 422);
      expect(res.body.message).toMatch(message);
      expect(res.body.errors[0]).toMatchObject({
        resource: 'Page',
        field: expect.any(String),
        code: expect.any(String),
      });
    }
    expect((await call('POST', '/repos/acme/webapp/pages', OCTOCAT, '[1]')).status).toBe(400);
    expect((await call('POST', '/repos/acme/webapp/pages', OCTOCAT, '{"source":')).status).toBe(400);
    expect((await call('POST', '/repos/acme/webapp/pages', undefined, { build_type: 'legacy' })).status).toBe(
      401,
    );
    // A read-only member, and the workflow token (pages write but no administration), may not configure Pages.
    expect((await call('POST', '/repos/acme/webapp/pages', HUBOT, { build_type: 'legacy' })).status).toBe(
      403,
    );
    const workflow = await call('POST', '/repos/acme/webapp/pages', WORKFLOW, { build_type: 'legacy' });
    expect(workflow.status).toBe(403);
    expect(workflow.headers.get(vendored('x-accepted-svc-permissions'))).toBe('administration=write');
  });

  it('create answers 201 with the site, then 409; get answers the same site', async () => {
    const created = await call('POST', '/repos/acme/webapp/pages', OCTOCAT, { source: { branch: 'main' } });
    conforms(`POST ${SITE}`, created, 201);
    expect(created.body).toEqual({
      url: `${emu.apiUrl}/repos/acme/webapp/pages`,
      status: null,
      cname: 'www.example.com',
      custom_404: false,
      html_url: `${emu.origin}/pages/acme/webapp/`,
      build_type: 'legacy',
      source: { branch: 'main', path: '/' },
      public: true,
      https_certificate: {
        state: 'approved',
        description: 'The certificate has been approved.',
        domains: ['www.example.com', 'example.com'],
        expires_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
      https_enforced: true,
    });
    const again = await call('POST', '/repos/acme/webapp/pages', OCTOCAT, { build_type: 'workflow' });
    conforms(`POST ${SITE}`, again, 409);
    expect(again.body.message).toMatch(/already exists/);
    const got = await call('GET', '/repos/ACME/WebApp/pages');
    conforms(`GET ${SITE}`, got, 200);
    expect(got.body).toEqual(created.body);
  });

  it("a public site reads with any token, as without one (a job's contents: read token); a private one does not", async () => {
    // A workflow job's token with contents: read only (google/osv-scanner's docs build job runs configure-pages so).
    const state = (await (
      await fetch(`${emu.origin}/_emulator/state`, { headers: { authorization: `Bearer ${emu.adminToken}` } })
    ).json()) as { tokens: Record<string, unknown> };
    const jobToken = 'svc_workflow_contents_read_only';
    state.tokens[jobToken] = {
      kind: 'workflow',
      repository: 'acme/webapp',
      actor: 'octocat',
      permissions: { metadata: 'read', contents: 'read' },
    };
    const put = await fetch(`${emu.origin}/_emulator/state`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${emu.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(state),
    });
    expect(put.status).toBe(204);
    await call('POST', '/repos/acme/webapp/pages', OCTOCAT, { build_type: 'workflow' });
    const anonymous = await call('GET', '/repos/acme/webapp/pages');
    conforms(`GET ${SITE}`, anonymous, 200);
    // Without pages: read, without the repo scope, without a role: what anyone reads, any token reads.
    for (const token of [jobToken, 'svc_pat_octocat_public', HUBOT]) {
      const got = await call('GET', '/repos/acme/webapp/pages', token);
      conforms(`GET ${SITE}`, got, 200);
      expect(got.body).toEqual(anonymous.body);
      conforms(
        'GET /repos/{owner}/{repo}/pages/builds',
        await call('GET', '/repos/acme/webapp/pages/builds', token),
        200,
      );
    }
    // Changing the site still takes its rights.
    expect((await call('PUT', '/repos/acme/webapp/pages', jobToken, { https_enforced: true })).status).toBe(
      403,
    );
    // A private repository's site: 404 to a token that cannot see it.
    expect((await call('GET', '/repos/acme/secret-service/pages', 'svc_pat_octocat_public')).status).toBe(
      404,
    );
  });

  it('update: 400 for nothing to update, 422 for invalid fields (source.path is required), 204 and the change', async () => {
    const nothing = await call('PUT', '/repos/acme/webapp/pages', OCTOCAT, { public: true });
    conforms(`PUT ${SITE}`, nothing, 400);
    const invalid: [unknown, RegExp][] = [
      [{ source: { branch: 'main' } }, /source\.path is required/],
      [{ source: { path: '/docs' } }, /source\.branch is required/],
      [{ cname: 'not a domain' }, /cname "not a domain" is not a domain name/],
      [{ https_enforced: 'yes' }, /https_enforced must be a boolean/],
      [{ build_type: 'jekyll' }, /build_type "jekyll"/],
    ];
    for (const [body, message] of invalid) {
      const res = await call('PUT', '/repos/acme/webapp/pages', OCTOCAT, body);
      conforms(`PUT ${SITE}`, res, 422);
      expect(res.body.message).toMatch(message);
    }
    const ok = await call('PUT', '/repos/acme/webapp/pages', OCTOCAT, {
      build_type: 'workflow',
      source: { branch: 'main', path: '/docs' },
      https_enforced: false,
    });
    expect(ok.status).toBe(204);
    expect(ok.body).toBeUndefined();
    const got = (await call('GET', '/repos/acme/webapp/pages', OCTOCAT)).body;
    expect(got).toMatchObject({
      build_type: 'workflow',
      source: { branch: 'main', path: '/docs' },
      https_enforced: false,
    });
    await call('PUT', '/repos/acme/webapp/pages', OCTOCAT, {
      source: { branch: 'main', path: '/' },
      https_enforced: true,
    });
  });

  it('update: 409 for a custom domain another site uses; 400 for a custom domain on a private site', async () => {
    expect(
      (await call('POST', '/repos/octocat/hello-world/pages', OCTOCAT, { build_type: 'legacy' })).status,
    ).toBe(201);
    const taken = await call('PUT', '/repos/octocat/hello-world/pages', OCTOCAT, {
      cname: 'WWW.example.com',
    });
    conforms(`PUT ${SITE}`, taken, 409);
    expect(taken.body.message).toMatch(/www\.example\.com is already used/);

    const secret = await call('POST', '/repos/acme/secret-service/pages', MONA, { build_type: 'legacy' });
    conforms(`POST ${SITE}`, secret, 201);
    expect(secret.body).toMatchObject({ public: false, cname: null });
    const privateDomain = await call('PUT', '/repos/acme/secret-service/pages', MONA, {
      cname: 'secret.example.com',
    });
    conforms(`PUT ${SITE}`, privateDomain, 400);
    expect(privateDomain.body.message).toMatch(/Custom domains are not available/);
    // Not visible to a token that cannot see the private repository.
    expect((await call('GET', '/repos/acme/secret-service/pages', 'svc_pat_octocat_public')).status).toBe(
      404,
    );
  });

  it('delete: 204, then 404', async () => {
    expect((await call('POST', '/repos/acme/legacy/pages', OCTOCAT, { build_type: 'workflow' })).status).toBe(
      201,
    );
    const deleted = await call('DELETE', '/repos/acme/legacy/pages', OCTOCAT);
    expect(deleted.status).toBe(204);
    conforms(`DELETE ${SITE}`, await call('DELETE', '/repos/acme/legacy/pages', OCTOCAT), 404);
    conforms(`GET ${SITE}`, await call('GET', '/repos/acme/legacy/pages', OCTOCAT), 404);
  });
});

describe('Pages builds', () => {
  const BUILDS = `${SITE}/builds`;

  it('one concurrent build per repository and per requester: later requests queue and run after', async () => {
    // The answer names the latest build (`…/builds/latest`, as the spec says): each build's own URL is the newest
    // of its repository's list right after the request.
    const request = async (repo: string, token: string) => {
      const res = await call('POST', `/repos/${repo}/pages/builds`, token);
      conforms(`POST ${BUILDS}`, res, 201);
      expect(res.body).toEqual({ url: `${emu.apiUrl}/repos/${repo}/pages/builds/latest`, status: 'queued' });
      const newest = await call('GET', `/repos/${repo}/pages/builds?per_page=1`, OCTOCAT);
      return newest.body[0].url as string;
    };
    // Long enough builds that the reads below happen well inside one build.
    const saved = PAGES_TIMING.buildMs;
    PAGES_TIMING.buildMs = 1000;
    const b1 = await request('acme/webapp', OCTOCAT); // runs first
    const b2 = await request('octocat/hello-world', OCTOCAT); // same requester: waits for b1
    const b3 = await request('acme/webapp', MONA); // same repository: waits for b1
    const b4 = await request('acme/secret-service', CI_BOT); // neither: runs beside b1
    PAGES_TIMING.buildMs = saved;
    const status = async (url: string) => (await call('GET', url, OCTOCAT)).body.status as string;

    // b2 and b3 are read before b1: if b1 is still building at the last read, it was at the first ones, so
    // they were waiting for it. b4 started without waiting.
    const seen = await until(
      'the first builds to run',
      async () => ({
        b2: await status(b2),
        b3: await status(b3),
        b4: await status(b4),
        b1: await status(b1),
      }),
      (s) => s.b1 !== 'queued' && s.b4 !== 'queued',
    );
    expect(seen).toEqual({ b1: 'building', b2: 'queued', b3: 'queued', b4: 'building' });

    // b3 and b2 start together when b1 ends (different repository and requester).
    const next = await until(
      'the queued builds to run',
      async () => ({ b3: await status(b3), b2: await status(b2) }),
      (s) => s.b3 !== 'queued',
    );
    expect(await status(b1)).toBe('built');
    expect(next.b3).toBe('building');
    expect(['building', 'built']).toContain(next.b2);
    await until(
      'all builds',
      () => Promise.all([b2, b3, b4].map(status)),
      (s) => s.every((x) => x !== 'queued' && x !== 'building'),
    );
  });

  it('lists builds newest first, paginated, and reads the latest and one by id, with the build fields', async () => {
    const list = await call('GET', '/repos/acme/webapp/pages/builds?per_page=1', OCTOCAT);
    conforms(`GET ${BUILDS}`, list, 200);
    expect(list.body).toHaveLength(1);
    expect(list.headers.get('link')).toMatch(/page=2&?.*rel="next"/);
    const all = await call('GET', '/repos/acme/webapp/pages/builds', OCTOCAT);
    expect(all.body.map((b: { pusher: { login: string } }) => b.pusher.login)).toEqual(['mona', 'octocat']);
    const latest = await call('GET', '/repos/acme/webapp/pages/builds/latest', OCTOCAT);
    conforms(`GET ${BUILDS}/latest`, latest, 200);
    expect(latest.body).toEqual(all.body[0]);
    const first = await call('GET', all.body[1].url, OCTOCAT);
    conforms(`GET ${BUILDS}/{build_id}`, first, 200);
    const repo = emu.ctx.store.read((s) => s.repos.find((r) => r.name === 'webapp')!);
    expect(first.body).toMatchObject({
      status: 'built',
      error: { message: null },
      pusher: { login: 'octocat', type: 'User' },
      commit: repo.commits[repo.commits.length - 1].sha,
      duration: 1000,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    expect((await call('GET', '/repos/acme/webapp/pages/builds/999999', OCTOCAT)).status).toBe(404);
    expect((await call('GET', '/repos/acme/webapp/pages/builds/abc', OCTOCAT)).status).toBe(404);
    expect((await call('GET', '/repos/acme/legacy/pages/builds', OCTOCAT)).status).toBe(404);
  });

  it('a branch build publishes the files of the source path; an empty source path errors', async () => {
    const readme = await fetch(`${emu.origin}/pages/acme/webapp/README.md`);
    expect(readme.status).toBe(200);
    expect(readme.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await readme.text()).toMatch(/^# webapp/);
    // A branch-built site runs sandboxed like a deployed one (pages-sandbox.test.ts).
    expect(readme.headers.get('content-security-policy')).toMatch(/^sandbox allow-scripts /);
    expect((await fetch(`${emu.origin}/pages/acme/webapp/src`, { redirect: 'manual' })).status).toBe(404);

    await call('PUT', '/repos/octocat/hello-world/pages', OCTOCAT, {
      source: { branch: 'main', path: '/docs' },
    });
    const url = (await call('POST', '/repos/octocat/hello-world/pages/builds', OCTOCAT)).body.url;
    const errored = await until(
      'the build',
      async () => (await call('GET', url, OCTOCAT)).body,
      (b) => b.status === 'errored',
    );
    expect(errored.error.message).toMatch(/source path \/docs of branch main holds no files/);
    expect((await call('GET', '/repos/octocat/hello-world/pages', OCTOCAT)).body.status).toBe('errored');
  });

  it('delete answers 409 while a build runs', async () => {
    await call('POST', '/repos/octocat/hello-world/pages/builds', OCTOCAT);
    const busy = await call('DELETE', '/repos/octocat/hello-world/pages', OCTOCAT);
    conforms(`DELETE ${SITE}`, busy, 409);
    expect(busy.body.message).toMatch(/build is in progress/);
  });
});

describe('Pages DNS health', () => {
  const HEALTH = `${SITE}/health`;

  it('202 while the check runs, then 200 with host checks of the domain and its alternate', async () => {
    const first = await call('GET', '/repos/acme/webapp/pages/health', OCTOCAT);
    conforms(`GET ${HEALTH}`, first, 202);
    expect(first.body).toEqual({});
    const done = await until(
      'the health check',
      () => call('GET', '/repos/acme/webapp/pages/health', OCTOCAT),
      (r) => r.status !== 202,
    );
    conforms(`GET ${HEALTH}`, done, 200);
    expect(done.body.domain).toMatchObject({
      host: 'www.example.com',
      uri: 'http://www.example.com/',
      dns_resolves: true,
      is_apex_domain: false,
      has_cname_record: true,
      is_cname_to_svc_user_domain: true,
      is_valid: true,
      reason: null,
      https_error: null,
      caa_error: null,
      enforces_https: true,
    });
    expect(done.body.alt_domain).toMatchObject({
      host: 'example.com',
      is_apex_domain: true,
      is_a_record: true,
      is_pointed_to_svc_pages_ip: true,
    });
    const strings = ['host', 'uri', 'nameservers'];
    const nullableStrings = ['reason', 'https_error', 'caa_error'];
    for (const check of [done.body.domain, done.body.alt_domain]) {
      expect(Object.keys(check)).toHaveLength(28);
      for (const [field, value] of Object.entries(check)) {
        if (strings.includes(field)) expect(typeof value).toBe('string');
        else if (nullableStrings.includes(field))
          expect(value === null || typeof value === 'string').toBe(true);
        else expect(typeof value).toBe('boolean');
      }
    }
  });

  it('a new custom domain starts a new check; a domain not pointed at Pages does not resolve', async () => {
    await call('PUT', '/repos/acme/webapp/pages', OCTOCAT, { cname: 'docs.other.org' });
    expect((await call('GET', '/repos/acme/webapp/pages/health', OCTOCAT)).status).toBe(202);
    const done = await until(
      'the health check',
      () => call('GET', '/repos/acme/webapp/pages/health', OCTOCAT),
      (r) => r.status !== 202,
    );
    conforms(`GET ${HEALTH}`, done, 200);
    expect(done.body.domain).toMatchObject({
      host: 'docs.other.org',
      dns_resolves: false,
      is_valid: false,
      reason: expect.stringMatching(/CNAME/),
    });
    expect(done.body.alt_domain).toBeNull();
    await call('PUT', '/repos/acme/webapp/pages', OCTOCAT, { cname: 'www.example.com' });
  });

  it('422 without a CNAME, 400 where custom domains are unavailable, 404 without a site, 403 without rights', async () => {
    const none = await call('GET', '/repos/octocat/hello-world/pages/health', OCTOCAT);
    expect(none.status).toBe(422);
    expect(none.body.message).toMatch(/There isn't a CNAME for this page/);
    const unavailable = await call('GET', '/repos/acme/secret-service/pages/health', MONA);
    expect(unavailable.status).toBe(400);
    expect(unavailable.body.message).toMatch(/Custom domains are not available/);
    expect((await call('GET', '/repos/acme/legacy/pages/health', OCTOCAT)).status).toBe(404);
    expect((await call('GET', '/repos/acme/webapp/pages/health', HUBOT)).status).toBe(403);
  });
});

describe('Pages deployment', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'pages-test-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** getIDToken as the deploy step calls it, with the runner's variables pointing at the emulator. */
  async function oidcToken(audience?: string): Promise<string> {
    const saved = { ...process.env };
    const write = process.stdout.write;
    process.env.ACTIONS_ID_TOKEN_REQUEST_URL = idTokenRequestUrl(emu.ctx);
    process.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN = WORKFLOW;
    process.stdout.write = (() => true) as typeof process.stdout.write;
    try {
      return await getIDToken(audience);
    } finally {
      process.stdout.write = write;
      process.env = saved;
    }
  }

  async function upload(repo: string, name: string, bytes: Buffer, token = WORKFLOW) {
    const res = await fetch(`${emu.origin}/_artifacts/${repo}/${name}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    return { status: res.status, body: (await res.json()) as { url: string; [field: string]: unknown } };
  }

  const deploy = async (body: Record<string, unknown>, repo = 'acme/webapp', token = WORKFLOW) =>
    call('POST', `/repos/${repo}/pages/deployment`, token, body);

  /** Follow status_url to a final status; every status seen must be a documented one, in order. */
  /** The statuses a deployment went through, up to its end (within `ms`). */
  async function statuses(statusUrl: string, ms?: number): Promise<string[]> {
    const order = [
      'deployment_in_progress',
      'syncing_files',
      'finished_file_sync',
      'updating_pages',
      'purging_cdn',
      'succeed',
    ];
    const seen: string[] = [];
    await until(
      'the deployment',
      async () => {
        const res = await call('GET', statusUrl, WORKFLOW);
        conforms(`GET ${SITE}/deployments/{pages_deployment_id}`, res, 200);
        if (seen[seen.length - 1] !== res.body.status) seen.push(res.body.status);
        return res.body;
      },
      (b) => b.status === 'succeed' || !order.includes(b.status),
      ms,
    );
    const progress = seen.filter((s) => order.includes(s));
    expect(progress.map((s) => order.indexOf(s))).toEqual(
      [...progress.map((s) => order.indexOf(s))].sort((a, b) => a - b),
    );
    return seen;
  }

  async function siteTarGz(marker: string): Promise<Buffer> {
    const src = join(work, `src-${marker}`);
    mkdirSync(join(src, 'docs'), { recursive: true });
    writeFileSync(join(src, 'index.html'), `<h1>${marker}</h1>`);
    writeFileSync(join(src, 'style.css'), 'h1{color:red}');
    writeFileSync(join(src, 'app.js'), 'console.log(1)');
    writeFileSync(join(src, 'intro.mp4'), 'not really a video');
    writeFileSync(join(src, 'about.html'), '<p>about</p>');
    writeFileSync(join(src, 'data.csv'), 'a,b');
    writeFileSync(join(src, 'blob.unknownext'), 'x');
    writeFileSync(join(src, 'docs', 'index.html'), '<p>docs</p>');
    writeFileSync(join(src, '404.html'), '<p>custom not found</p>');
    const file = join(work, `${marker}.tar.gz`);
    await create({ cwd: src, file, gzip: true, portable: true }, ['.']);
    return readFileSync(file);
  }

  const page = async (path: string) => {
    const res = await fetch(`${emu.origin}/pages/acme/webapp/${path}`, { redirect: 'manual' });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      location: res.headers.get('location'),
      text: await res.text(),
    };
  };

  it('the artifact store takes bytes from writers of the repository and gives them back', async () => {
    const bytes = await siteTarGz('v1');
    const stored = await upload('acme/webapp', 'site.tar.gz', bytes);
    expect(stored).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        name: 'site.tar.gz',
        size: bytes.length,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        url: `${emu.origin}/_artifacts/acme/webapp/site.tar.gz`,
        created_at: expect.any(String),
      },
    });
    const back = await fetch(stored.body.url, { headers: { authorization: `Bearer ${WORKFLOW}` } });
    expect(Buffer.from(await back.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await fetch(stored.body.url)).status).toBe(401);
    expect((await upload('acme/webapp', 'x.zip', bytes, HUBOT)).status).toBe(403);
    expect((await upload('acme/webapp', '..', bytes)).status).toBe(404);
    expect((await upload('acme/webapp', '.hidden', bytes)).status).toBe(422);
    expect((await upload('acme/webapp', 'empty.zip', Buffer.alloc(0))).status).toBe(400);
  });

  it('deploys a tar.gz: 200 with status_url and page_url, statuses to succeed, the site served', async () => {
    const token = await oidcToken();
    // Steps long enough for the polling to see each status.
    const saved = PAGES_TIMING.deploymentStepMs;
    PAGES_TIMING.deploymentStepMs = 150;
    const res = await deploy({
      artifact_url: `${emu.origin}/_artifacts/acme/webapp/site.tar.gz`,
      pages_build_version: 'a'.repeat(40),
      oidc_token: token,
    });
    // The spec's path is /pages/deployment; the description's /pages/deployments answers the same shape.
    conforms(`POST ${SITE}/deployments`, res, 200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      status_url: `${emu.apiUrl}/repos/acme/webapp/pages/deployments/${res.body.id}`,
      page_url: `${emu.origin}/pages/acme/webapp/`,
    });
    PAGES_TIMING.deploymentStepMs = saved;
    const seen = await statuses(res.body.status_url);
    expect(seen[0]).toBe('deployment_in_progress');
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen[seen.length - 1]).toBe('succeed');

    expect(await page('')).toMatchObject({
      status: 200,
      type: 'text/html; charset=utf-8',
      text: '<h1>v1</h1>',
    });
    expect(await page('index.html')).toMatchObject({ status: 200, text: '<h1>v1</h1>' });
    expect(await page('style.css')).toMatchObject({ status: 200, type: 'text/css; charset=utf-8' });
    expect(await page('app.js')).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8' });
    // As GitHub Pages types them (mime-db); bytes when the extension is unknown.
    expect(await page('intro.mp4')).toMatchObject({ status: 200, type: 'video/mp4' });
    expect(await page('data.csv')).toMatchObject({ status: 200, type: 'text/csv; charset=utf-8' });
    expect(await page('blob.unknownext')).toMatchObject({ status: 200, type: 'application/octet-stream' });
    // As a web server sends files: a range (a video seeks), validators and 304, HEAD; the 404 page whole.
    const range = await fetch(`${emu.origin}/pages/acme/webapp/intro.mp4`, {
      headers: { range: 'bytes=4-9' },
    });
    expect([range.status, range.headers.get('content-range'), await range.text()]).toEqual([
      206,
      'bytes 4-9/18',
      'really',
    ]);
    const first = await fetch(`${emu.origin}/pages/acme/webapp/style.css`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('last-modified')).toBeTruthy();
    // Through node:http: fetch adds `cache-control: no-cache` to a conditional request, which asks for the file anew.
    const { get } = await import('node:http');
    const again = await new Promise<number | undefined>((res) =>
      get(`${emu.origin}/pages/acme/webapp/style.css`, { headers: { 'if-none-match': etag! } }, (r) => {
        r.resume();
        res(r.statusCode);
      }),
    );
    expect(again).toBe(304);
    const head = await fetch(`${emu.origin}/pages/acme/webapp/style.css`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length'), await head.text()]).toEqual([200, '13', '']);
    const missing = await fetch(`${emu.origin}/pages/acme/webapp/nope.html`, {
      headers: { range: 'bytes=0-3' },
    });
    expect([missing.status, await missing.text()]).toEqual([404, '<p>custom not found</p>']);
    // An extensionless link serves its .html page, as GitHub Pages does.
    expect(await page('about')).toMatchObject({
      status: 200,
      type: 'text/html; charset=utf-8',
      text: '<p>about</p>',
    });
    expect(await page('about/')).toMatchObject({ status: 404 });
    expect(await page('docs')).toMatchObject({ status: 301, location: '/pages/acme/webapp/docs/' });
    expect(await page('docs/')).toMatchObject({ status: 200, text: '<p>docs</p>' });
    expect(await page('nope.html')).toMatchObject({ status: 404, text: '<p>custom not found</p>' });
    expect(await page('..%2f..%2f..%2fetc%2fpasswd')).toMatchObject({ status: 404 });
    expect(await page('docs%2f..%2f..%2f..%2fpackage.json')).toMatchObject({ status: 404 });
    const site = await call('GET', '/repos/acme/webapp/pages', OCTOCAT);
    expect(site.body).toMatchObject({ status: 'built', custom_404: true });
  });

  it('serves the newest deployment when an older one, with many more files, finishes after it', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ name: `f/${i}.html`, data: `<p>${i}</p>` }));
    const older = makeZip([{ name: 'index.html', data: '<h1>older</h1>' }, { name: 'f/' }, ...many]);
    const newer = makeZip([{ name: 'index.html', data: '<h1>newer</h1>' }]);
    const a = (await upload('acme/webapp', 'older.zip', older)).body.url;
    const b = (await upload('acme/webapp', 'newer.zip', newer)).body.url;
    await call('POST', '/repos/acme/webapp/pages', OCTOCAT, { build_type: 'workflow' }); // 201, or 409: there
    const token = await oidcToken();
    const first = await deploy({ artifact_url: a, pages_build_version: 'older', oidc_token: token });
    const second = await deploy({ artifact_url: b, pages_build_version: 'newer', oidc_token: token });
    expect([first.status, second.status]).toEqual([200, 200]);
    // 3,000 files to extract: more than the 5 s of the other waits on a loaded machine.
    expect((await statuses(second.body.status_url, 60_000)).pop()).toBe('succeed');
    expect((await statuses(first.body.status_url, 60_000)).pop()).toBe('succeed');
    expect(await page('')).toMatchObject({ status: 200, text: '<h1>newer</h1>' });
  }, 150_000);

  it('deploys a zip made in the test, replacing the site', async () => {
    const zip = makeZip([
      { name: 'index.html', data: '<h1>v2</h1>' },
      { name: 'img/' },
      { name: 'img/logo.svg', data: '<svg/>' },
    ]);
    const { body } = await upload('acme/webapp', 'site.zip', zip);
    const res = await deploy({
      artifact_url: body.url,
      pages_build_version: 'v2',
      oidc_token: await oidcToken(),
      environment: vendored('svc-pages'),
    });
    expect(res.status).toBe(200);
    expect((await statuses(res.body.status_url)).pop()).toBe('succeed');
    expect(await page('')).toMatchObject({ status: 200, text: '<h1>v2</h1>' });
    expect(await page('img/logo.svg')).toMatchObject({ status: 200, type: 'image/svg+xml' });
    expect(await page('style.css')).toMatchObject({
      status: 404,
      text: expect.stringMatching(/no such page/),
    });
  });

  it('refuses a token with a bad signature, an expired one, one of another repository or audience (400)', async () => {
    const artifact_url = `${emu.origin}/_artifacts/acme/webapp/site.zip`;
    const issuer = await issuerFor(emu.ctx);
    const { privateKey } = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({
      repository: 'acme/webapp',
      sub: 'repo:acme/webapp:ref:refs/heads/main',
      jti: 'j',
    })
      .setProtectedHeader({ alg: 'RS256', kid: issuer.kid })
      .setIssuer(emu.origin)
      .setAudience(defaultAudience(emu.ctx, 'acme'))
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + 300)
      .sign(privateKey);
    const expired = await issuer.sign({
      aud: defaultAudience(emu.ctx, 'acme'),
      sub: 'repo:acme/webapp:ref:refs/heads/main',
      repository: 'acme/webapp',
      iat: now - 900,
      nbf: now - 900,
      exp: now - 600,
    });
    const cases: [string, string, RegExp][] = [
      ['acme/webapp', forged, /signature does not verify/],
      ['acme/webapp', expired, /has expired/],
      ['acme/webapp', await oidcToken('https://elsewhere.example'), /audience is not .*\/acme/],
      ['acme/webapp', 'not-a-jwt', /not a valid RS256 JWT/],
      // Audience right for octocat/hello-world, repository not.
      [
        'octocat/hello-world',
        await oidcToken(defaultAudience(emu.ctx, 'octocat')),
        /issued for repository acme\/webapp, not octocat\/hello-world/,
      ],
    ];
    for (const [repo, oidc_token, message] of cases) {
      const res = await deploy({ artifact_url, pages_build_version: 'x', oidc_token }, repo, OCTOCAT);
      conforms(`POST ${SITE}/deployments`, res, 400);
      expect(res.body.message).toMatch(/^Deployment rejected: /);
      expect(res.body.message).toMatch(message);
    }
  });

  it('refuses artifacts of another repository and foreign URLs without fetching them (422), unknown ones (404)', async () => {
    const other = await upload(
      'octocat/hello-world',
      'site.zip',
      makeZip([{ name: 'index.html', data: 'OTHER' }]),
      OCTOCAT,
    );
    expect(other.status).toBe(201);
    const token = await oidcToken();
    const cases: [string, RegExp][] = [
      [other.body.url, /belongs to octocat\/hello-world, not to acme\/webapp/],
      ['https://example.com/site.zip', /not in this emulator's artifact store/],
      ['http://169.254.169.254/latest/meta-data/', /not in this emulator's artifact store/],
      [
        `${emu.origin}/_artifacts/acme/webapp/site.zip?x=1`,
        /query parameters the artifact store does not know \(x\)/,
      ],
      [`${emu.origin}/_artifacts/acme/webapp/site.zip?%24expand=All`, /\$expand other than SignedContent/],
      [`${emu.origin}/api/v3/repos/acme/webapp`, /not an artifact URL/],
      ['site.zip', /not an absolute URL/],
    ];
    for (const [artifact_url, message] of cases) {
      const res = await deploy({ artifact_url, pages_build_version: 'x', oidc_token: token });
      conforms(`POST ${SITE}/deployments`, res, 422);
      expect(res.body.message).toMatch(message);
      expect(res.body.errors[0]).toMatchObject({ field: 'artifact_url', code: 'invalid' });
    }
    const unknown = await deploy({
      artifact_url: `${emu.origin}/_artifacts/acme/webapp/none.zip`,
      pages_build_version: 'x',
      oidc_token: token,
    });
    conforms(`POST ${SITE}/deployments`, unknown, 404);
    expect(unknown.body.message).toMatch(/No artifact none\.zip in acme\/webapp: upload it first/);
  });

  it('422 for missing or ill-typed fields, 400 for a body that is not an object, 404 without a site, 403 without rights', async () => {
    const missing = await deploy({ artifact_url: 'x' });
    conforms(`POST ${SITE}/deployments`, missing, 422);
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'pages_build_version',
      'oidc_token',
    ]);
    expect(
      (await deploy({ artifact_url: 'x', pages_build_version: '', oidc_token: 't', preview: 'yes' })).body
        .errors,
    ).toHaveLength(2);
    expect((await call('POST', '/repos/acme/webapp/pages/deployment', WORKFLOW, '"text"')).status).toBe(400);
    const noSite = await deploy(
      { artifact_url: 'x', pages_build_version: 'v', oidc_token: 't' },
      'acme/legacy',
      OCTOCAT,
    );
    expect(noSite.status).toBe(404);
    expect(noSite.body.message).toMatch(/Pages is not enabled for acme\/legacy/);
    expect(
      (await deploy({ artifact_url: 'x', pages_build_version: 'v', oidc_token: 't' }, 'acme/webapp', HUBOT))
        .status,
    ).toBe(403);
  });

  it.each([
    [
      'a path traversal entry',
      makeTarGz([
        { path: 'index.html', data: 'EVIL' },
        { path: '../escape.html', data: 'EVIL' },
      ]),
      /escapes the target directory/,
    ],
    [
      'a symbolic link entry',
      makeTar([
        { path: 'index.html', data: 'EVIL' },
        { path: 'passwd', type: 'SymbolicLink', linkpath: '/etc/passwd' },
      ]),
      /symbolic link/,
    ],
    [
      'a zip symbolic link',
      makeZip([
        { name: 'index.html', data: 'EVIL' },
        { name: 'passwd', data: '/etc/passwd', mode: 0o120777 },
      ]),
      /symbolic link/,
    ],
    [
      'a zip entry declaring more than the 1 GB a site may hold',
      makeZip([
        { name: 'index.html', data: 'EVIL' },
        { name: 'bomb.bin', data: Buffer.alloc(1024), declaredSize: 2 * 1024 * 1024 * 1024 },
      ]),
      /the site is larger than 1\.07 GB/,
    ],
    [
      'something that is not an archive',
      Buffer.from('<h1>EVIL</h1>'),
      /not a \.tar, \.tar\.gz or \.zip archive/,
    ],
  ])(
    '%s ends in deployment_failed, and the site keeps serving what it served',
    async (_what, bytes, message) => {
      const { body } = await upload('acme/webapp', 'bad.zip', bytes);
      const res = await deploy({
        artifact_url: body.url,
        pages_build_version: 'bad',
        oidc_token: await oidcToken(),
      });
      expect(res.status).toBe(200);
      const seen = await statuses(res.body.status_url);
      expect(seen[seen.length - 1]).toBe('deployment_failed');
      const final = await call('GET', res.body.status_url, WORKFLOW);
      expect(final.body.message).toMatch(message);
      expect(await page('')).toMatchObject({ status: 200, text: '<h1>v2</h1>' });
      expect((await page('passwd')).status).toBe(404);
      expect((await page('escape.html')).status).toBe(404);
    },
  );

  it('an archive without files ends in deployment_content_failed', async () => {
    const { body } = await upload('acme/webapp', 'empty.tar', makeTar([{ path: 'dir/', type: 'Directory' }]));
    const res = await deploy({
      artifact_url: body.url,
      pages_build_version: 'empty',
      oidc_token: await oidcToken(),
    });
    expect((await statuses(res.body.status_url)).pop()).toBe('deployment_content_failed');
    expect((await call('GET', res.body.status_url, WORKFLOW)).body.message).toMatch(/holds no files/);
  });

  it('a deployment can be cancelled before it finishes; 404 for an unknown deployment', async () => {
    const res = await deploy({
      artifact_url: `${emu.origin}/_artifacts/acme/webapp/site.tar.gz`,
      pages_build_version: 'cancelled',
      oidc_token: await oidcToken(),
    });
    const cancel = await fetch(`${res.body.status_url}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${WORKFLOW}` },
    });
    expect(cancel.status).toBe(204);
    await sleep(500);
    expect((await call('GET', res.body.status_url, WORKFLOW)).body.status).toBe('deployment_cancelled');
    expect(await page('')).toMatchObject({ status: 200, text: '<h1>v2</h1>' });
    conforms(
      `GET ${SITE}/deployments/{pages_deployment_id}`,
      await call('GET', '/repos/acme/webapp/pages/deployments/9999', WORKFLOW),
      404,
    );
  });

  it('nothing is served for a repository without a site, or an unknown repository', async () => {
    for (const path of ['acme/legacy/', 'acme/nope/', 'acme/secret-service/']) {
      const res = await fetch(`${emu.origin}/pages/${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-security-policy')).toMatch(/^sandbox /);
      // Only a public repository's answers are open to any origin.
      expect(res.headers.get('access-control-allow-origin')).toBe(path === 'acme/legacy/' ? '*' : null);
    }
    expect((await fetch(`${emu.origin}/pages/acme/webapp`, { redirect: 'manual' })).status).toBe(301);
  });

  it('answers 404 with a reason when the files of the deployment a site serves are gone (a state from elsewhere)', async () => {
    const { body } = await upload('acme/webapp', 'gone.zip', makeZip([{ name: 'index.html', data: 'kept' }]));
    const res = await deploy({
      artifact_url: body.url,
      pages_build_version: 'gone',
      oidc_token: await oidcToken(),
    });
    expect((await statuses(res.body.status_url)).pop()).toBe('succeed');
    expect(await page('')).toMatchObject({ status: 200, text: 'kept' });
    emu.ctx.store.write((s) => {
      const { deployments } = s.areas.pages as { deployments: { id: number; site?: string }[] };
      deployments.find((x) => x.id === res.body.id)!.site = 'f'.repeat(64); // a site this store never held
    });
    expect(await page('')).toMatchObject({
      status: 404,
      text: expect.stringMatching(/files of the deployment .* are gone: deploy it again/),
    });
  });
});
