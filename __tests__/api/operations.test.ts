/**
 * Every operation of the spec, called through the client against the emulator (started in-process on port 0),
 * with a recording proxy in front of it so that the requests the client sends can be checked: headers, auth,
 * and request bodies against the published OpenAPI description where the spec and the description agree.
 */
import { gzipSync } from 'node:zlib';
import { generateSarif } from '../../bench/generate-sarif.js';
import {
  createClient,
  ApiError,
  type ApiClient,
  type OrgCodeScanningAlert,
  type Page,
} from '../../src/api/index.js';
import { startEmulator, type Emulator } from '../support/emulator.js';
import { makeZip } from '../support/archives.js';
import { operationFor, requestBodyErrors } from '../support/contract-requests.js';
import { recordingLogger, recordingProxy, sshPublicKey, type Recorded, type TestServer } from './helpers.js';

const TOKEN = 'svc_pat_octocat';
const WORKFLOW = 'svc_workflow_webapp';
const MONA = { username: 'mona', password: 'mona-password', otp: '123456' };
const CI_APP = { client_id: 'Iv1.8a61f9b3a7aba766', client_secret: 'ci-dashboard-secret' };
const RELEASE_APP = { client_id: 'Iv1.0123456789abcdef', client_secret: 'release-bot-secret' };
const webapp = { owner: 'acme', repo: 'webapp' };

let emu: Emulator;
let proxy: TestServer;
let client: ApiClient;
const log = recordingLogger();
/** Operations called, as "area.name". */
const called = new Set<string>();

/** The client with every operation wrapped to record that it was called. */
function recordCalls(c: ApiClient): ApiClient {
  for (const area of [
    'oauth',
    'deployKeys',
    'search',
    'pages',
    'codeScanning',
    'customProperties',
  ] as const) {
    const ops = c[area] as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const [name, fn] of Object.entries(ops)) {
      ops[name] = (...args: unknown[]) => {
        called.add(`${area}.${name}`);
        return fn(...args);
      };
    }
  }
  return c;
}

beforeAll(async () => {
  emu = await startEmulator({ config: { processingDelayMs: 5 } });
  proxy = await recordingProxy(emu.origin);
  client = recordCalls(
    createClient({
      baseUrl: `${proxy.origin}/api/v3`,
      auth: { token: TOKEN, basic: MONA },
      logger: log,
      retry: { retries: 0 },
    }),
  );
});
afterAll(async () => {
  await proxy.close();
  await emu.close();
});

const sent = (method: string, pathPart: string | RegExp): Recorded[] =>
  proxy.requests.filter(
    (r) =>
      r.method === method && (typeof pathPart === 'string' ? r.url.includes(pathPart) : pathPart.test(r.url)),
  );
const last = (method: string, pathPart: string | RegExp): Recorded => {
  const all = sent(method, pathPart);
  expect(all.length).toBeGreaterThan(0);
  return all[all.length - 1];
};

describe('OAuth grants and authorizations (Basic authentication, one-time password)', () => {
  let created: number;

  it('creates an authorization for an app, with Basic auth and the OTP header, never the token', async () => {
    const a = await client.oauth.createAuthorization({
      ...CI_APP,
      scopes: ['repo'],
      note: 'ci dashboard',
      note_url: 'https://ci.example.com/setup',
      fingerprint: 'fp-1',
    });
    created = a.id;
    expect(a).toMatchObject({
      id: expect.any(Number),
      scopes: ['repo'],
      token: expect.any(String),
      token_last_eight: a.token.slice(-8),
      hashed_token: expect.any(String),
      app: { client_id: CI_APP.client_id, name: 'CI Dashboard', url: expect.any(String) },
      note: 'ci dashboard',
      fingerprint: 'fp-1',
    });
    const req = last('POST', '/api/v3/authorizations');
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from('mona:mona-password').toString('base64')}`);
    expect(req.headers['x-svc-otp']).toBe('123456');
    expect(JSON.stringify(req.headers)).not.toContain(TOKEN);
  });

  it('gets or creates by client id (201 then 200), and by client id and fingerprint', async () => {
    const first = await client.oauth.getOrCreateForApp({
      ...CI_APP,
      scopes: ['gist'],
      note: 'no fingerprint',
    });
    expect(first.created).toBe(true);
    const again = await client.oauth.getOrCreateForApp({ ...CI_APP });
    expect(again).toEqual({
      created: false,
      authorization: expect.objectContaining({ id: first.authorization.id }),
    });
    const byFingerprint = await client.oauth.getOrCreateForAppAndFingerprint({
      ...RELEASE_APP,
      fingerprint: 'laptop',
      scopes: ['repo'],
    });
    expect(byFingerprint.created).toBe(true);
    expect(byFingerprint.authorization.fingerprint).toBe('laptop');
    expect(last('PUT', '/authorizations/clients/').headers['x-svc-otp']).toBe('123456');
  });

  it('lists authorizations across several pages and gets one (no OTP on reads)', async () => {
    const all = await client.oauth.listAuthorizations({ per_page: 1 }).collect();
    expect(all.items).toHaveLength(3);
    expect(sent('GET', /\/authorizations\?.*page=3/)).toHaveLength(1);
    const one = await client.oauth.getAuthorization({ authorization_id: created });
    expect(one.id).toBe(created);
    const read = last('GET', `/authorizations/${created}`);
    expect(read.headers['x-svc-otp']).toBeUndefined();
    expect(read.headers.authorization).toMatch(/^Basic /);
    const filtered = await client.oauth.listAuthorizations({ client_id: RELEASE_APP.client_id }).collect();
    expect(filtered.items.map((a) => a.fingerprint)).toEqual(['laptop']);
  });

  it('updates with one of scopes, add_scopes, remove_scopes, and refuses two before sending', async () => {
    const updated = await client.oauth.updateAuthorization({
      authorization_id: created,
      add_scopes: ['gist'],
    });
    expect(updated.scopes).toEqual(['repo', 'gist']);
    const removed = await client.oauth.updateAuthorization({
      authorization_id: created,
      remove_scopes: ['gist'],
      note: 'renamed',
    });
    expect(removed).toMatchObject({ scopes: ['repo'], note: 'renamed' });
    const before = proxy.requests.length;
    const bad = { authorization_id: created, scopes: ['repo'], add_scopes: ['gist'] } as never;
    await expect(client.oauth.updateAuthorization(bad)).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('only one of scopes, add_scopes, remove_scopes'),
    });
    expect(proxy.requests.length).toBe(before);
  });

  it('lists, gets and deletes grants; deleting a grant removes its tokens', async () => {
    const grants = await client.oauth.listGrants().collect();
    expect(grants.items.map((g) => g.app.client_id).sort()).toEqual(
      [RELEASE_APP.client_id, CI_APP.client_id].sort(),
    );
    const ci = grants.items.find((g) => g.app.client_id === CI_APP.client_id)!;
    expect(ci.scopes).toEqual(expect.arrayContaining(['repo', 'gist']));
    expect(await client.oauth.getGrant({ grant_id: ci.id })).toMatchObject({ id: ci.id, app: ci.app });
    await client.oauth.deleteGrant({ grant_id: ci.id });
    await expect(client.oauth.getGrant({ grant_id: ci.id })).rejects.toMatchObject({ status: 404 });
    const left = await client.oauth.listGrants({ client_id: RELEASE_APP.client_id }).collect();
    expect(left.items).toHaveLength(1);
  });

  it('warns once per operation about the Deprecation and Sunset headers', () => {
    const warnings = log.lines.filter((l) => l.startsWith('warn:') && l.includes('deprecated'));
    expect(warnings).toContain(
      'warn: GET /authorizations is deprecated since 2020-02-14; it is scheduled for removal on 2020-11-13 (Sunset)',
    );
    expect(new Set(warnings).size).toBe(warnings.length);
  });
});

describe('deploy keys', () => {
  it('creates, lists, gets and deletes a key', async () => {
    const key = sshPublicKey('deploy@ci');
    const created = await client.deployKeys.create({ ...webapp, title: 'CI', key, read_only: true });
    expect(created).toMatchObject({
      id: expect.any(Number),
      key: key.split(' ').slice(0, 2).join(' '),
      title: 'CI',
      read_only: true,
      verified: true,
      added_by: 'octocat',
      created_at: expect.any(String),
    });
    const second = await client.deployKeys.create({ ...webapp, title: 'writer', key: sshPublicKey() });
    expect(second.read_only).toBe(false);
    const listed = await client.deployKeys.list({ ...webapp, per_page: 1 }).collect();
    expect(listed.items.map((k) => k.id)).toEqual([created.id, second.id]);
    expect(await client.deployKeys.get({ ...webapp, key_id: created.id })).toEqual(listed.items[0]);
    await client.deployKeys.delete({ ...webapp, key_id: created.id });
    await expect(client.deployKeys.get({ ...webapp, key_id: created.id })).rejects.toMatchObject({
      status: 404,
    });
    const req = last('POST', '/repos/acme/webapp/keys');
    expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(req.headers['x-svc-otp']).toBeUndefined();
  });
});

describe('search', () => {
  it('searches code with text matches, keeping the envelope totals across pages', async () => {
    const results = await client.search
      .code({ q: 'function repo:acme/webapp', per_page: 1, textMatch: true })
      .collect();
    expect(results.total_count).toBe(2);
    expect(results.incomplete_results).toBe(false);
    expect(results.items).toHaveLength(2);
    expect(results.items[0]).toMatchObject({
      name: expect.any(String),
      path: expect.stringMatching(/^src\//),
      repository: { full_name: 'acme/webapp' },
      score: expect.any(Number),
      text_matches: [expect.objectContaining({ property: 'content', matches: expect.any(Array) })],
    });
    expect(last('GET', '/search/code').headers.accept).toBe('application/vnd.svc.v3.text-match+json');
  });

  it('searches commits with the default media type', async () => {
    const results = await client.search.commits({ q: 'SQL injection repo:acme/webapp' }).collect();
    expect(results.total_count).toBe(1);
    expect(results.items[0]).toMatchObject({
      sha: expect.stringMatching(/^[0-9a-f]{40}$/),
      commit: { message: 'Fix SQL injection in find', author: { name: 'The Octocat' } },
      repository: { full_name: 'acme/webapp' },
    });
    expect(results.items[0].text_matches).toBeUndefined();
    expect(last('GET', '/search/commits').headers.accept).toBe('application/vnd.svc+json');
  });

  it('sends a query at the limits (256 characters of keywords, five operators), which the service accepts', async () => {
    const q = `${'x'.repeat(244)} AND a OR b NOT c AND d OR e repo:acme/webapp`;
    const results = await client.search.commits({ q }).collect();
    expect(results).toMatchObject({ total_count: expect.any(Number), incomplete_results: false });
  });

  it('refuses a code query of qualifiers alone before sending', () => {
    const before = proxy.requests.length;
    expect(() => client.search.code({ q: 'repo:acme/webapp language:js' })).toThrow(ApiError);
    expect(proxy.requests.length).toBe(before);
  });
});

describe('Pages', () => {
  const untilDone = async <T>(what: string, ask: () => Promise<T>, done: (v: T) => boolean): Promise<T> => {
    for (let i = 0; i < 200; i++) {
      const v = await ask();
      if (done(v)) return v;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`${what} did not finish`);
  };

  it('creates, gets and updates the site', async () => {
    const site = await client.pages.create({
      ...webapp,
      build_type: 'legacy',
      source: { branch: 'main', path: '/' },
    });
    expect(site).toMatchObject({
      source: { branch: 'main', path: '/' },
      cname: 'www.example.com',
      public: true,
    });
    expect(await client.pages.get(webapp)).toMatchObject({ url: site.url, html_url: site.html_url });
    await client.pages.update({ ...webapp, https_enforced: false, source: { branch: 'main', path: '/' } });
    expect(await client.pages.get(webapp)).toMatchObject({ https_enforced: false });
    await expect(client.pages.update({ ...webapp })).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('requests a build, lists builds, gets the latest and one by id', async () => {
    const requested = await client.pages.requestBuild(webapp);
    // The spec: the answer carries only url and status, the latest-build URL form.
    expect(requested).toEqual({ url: expect.stringMatching(/\/pages\/builds\/latest$/), status: 'queued' });
    await client.pages.requestBuild(webapp);
    const builds = await client.pages.listBuilds({ ...webapp, per_page: 1 }).collect();
    expect(builds.items).toHaveLength(2);
    const latest = await client.pages.latestBuild(webapp);
    expect(latest.url).toBe(builds.items[0].url);
    const first = builds.items[1].url;
    const one = await client.pages.getBuild({ ...webapp, build_id: Number(first.split('/').pop()) });
    expect(one).toMatchObject({ url: first, commit: expect.stringMatching(/^[0-9a-f]{40}$/) });
  });

  it('turns the DNS health check 202 into a poll until the result', async () => {
    const health = await client.pages.health(webapp, { intervalMs: 50, timeoutMs: 10_000 });
    expect(health.domain).toMatchObject({ host: 'www.example.com', dns_resolves: true });
    const checks = sent('GET', '/pages/health');
    expect(checks.length).toBeGreaterThan(1);
  });

  it('creates a deployment from an artifact with an OIDC token, then deletes the site', async () => {
    const bytes = makeZip([{ name: 'index.html', data: '<h1>hello</h1>' }]);
    const stored = await fetch(`${emu.origin}/_artifacts/acme/webapp/site.zip`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${WORKFLOW}`, 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    const artifact = (await stored.json()) as { url: string };
    const idToken = await fetch(`${emu.origin}/_oidc/token?api-version=2.0`, {
      headers: { authorization: `Bearer ${WORKFLOW}` },
    });
    const { value: oidc } = (await idToken.json()) as { value: string };
    const deployment = await client.pages.createDeployment({
      ...webapp,
      artifact_url: artifact.url,
      pages_build_version: 'b'.repeat(40),
      oidc_token: oidc,
    });
    expect(deployment).toMatchObject({ status_url: expect.any(String), page_url: expect.any(String) });
    expect(last('POST', '/pages/deployment').url).toBe('/api/v3/repos/acme/webapp/pages/deployment');
    const final = await untilDone(
      'the deployment',
      async () =>
        (await (
          await fetch(deployment.status_url, { headers: { authorization: `Bearer ${TOKEN}` } })
        ).json()) as {
          status: string;
        },
      (s) =>
        [
          'succeed',
          'deployment_failed',
          'deployment_content_failed',
          'deployment_cancelled',
          'deployment_lost',
        ].includes(s.status),
    );
    expect(final.status).toBe('succeed');
    await untilDone(
      'the builds',
      () => client.pages.latestBuild(webapp),
      (b) => b.status === 'built' || b.status === 'errored',
    );
    await client.pages.delete(webapp);
    await expect(client.pages.get(webapp)).rejects.toMatchObject({ status: 404 });
    // The OIDC token is a secret: nothing the client wrote carries it.
    expect(log.lines.join('\n')).not.toContain(oidc);
  });
});

describe('code scanning', () => {
  let tool: string;

  it('uploads SARIF, polls the upload, and lists repository alerts with filters across pages', async () => {
    const doc = generateSarif({ results: 5, rules: 5, seed: 5 }) as {
      runs: { tool: { driver: { name: string } } }[];
    };
    tool = doc.runs[0].tool.driver.name;
    const receipt = await client.codeScanning.uploadSarif({
      ...webapp,
      commit_sha: 'c'.repeat(40),
      ref: 'refs/heads/main',
      sarif: gzipSync(JSON.stringify(doc)).toString('base64'),
      tool_name: tool,
      started_at: '2026-01-01T00:00:00Z',
      checkout_uri: 'file:///home/runner/work/webapp',
    });
    expect(receipt).toEqual({ id: expect.any(String), url: expect.stringContaining(receipt.id) });
    const status = await client.codeScanning.waitForSarifProcessing(
      { ...webapp, sarif_id: receipt.id },
      { intervalMs: 20, timeoutMs: 10_000 },
    );
    expect(status.processing_status).toBe('complete');
    expect(await client.codeScanning.getSarifUpload({ ...webapp, sarif_id: receipt.id })).toEqual(status);
    const alerts = await client.codeScanning
      .listRepoAlerts({
        ...webapp,
        tool_name: tool,
        state: 'open',
        sort: 'created',
        direction: 'asc',
        ref: 'main',
        per_page: 2,
      })
      .collect();
    expect(alerts.items).toHaveLength(5);
    expect(alerts.items[0]).toMatchObject({
      state: 'open',
      tool: { name: tool },
      rule: { id: expect.any(String) },
    });
    expect(sent('GET', /code-scanning\/alerts\?.*page=3/)).toHaveLength(1);
    const capped = await client.codeScanning
      .listRepoAlerts({ ...webapp, per_page: 2, maxItems: 3 })
      .collect();
    expect(capped).toMatchObject({ truncated: true });
    expect(capped.items).toHaveLength(3);
    const bySeverity = await client.codeScanning.listRepoAlerts({ ...webapp, severity: 'note' }).collect();
    expect(bySeverity.items.length).toBeLessThan(5);
    expect(last('GET', /code-scanning\/alerts\?severity=note$/)).toBeDefined();
    const noGuid = await client.codeScanning.listRepoAlerts({ ...webapp, tool_guid: null }).collect();
    expect(noGuid.items).toHaveLength(5);
    expect(last('GET', /tool_guid=/).url).toMatch(/tool_guid=(&|$)/);
  });

  it('lists organization alerts by page and by after/before cursors', async () => {
    const all = await client.codeScanning
      .listOrgAlerts({ org: 'acme', tool_name: tool, per_page: 2, page: 1 }) // by page (else: cursor links)
      .collect();
    expect(all.items).toHaveLength(5);
    expect(all.items[0].repository.full_name).toBe('acme/webapp');
    const cursor = (a: (typeof all.items)[number]) =>
      Buffer.from(`${a.repository.id}:${a.number}`).toString('base64url');
    const after = await client.codeScanning
      .listOrgAlerts({ org: 'acme', tool_name: tool, after: cursor(all.items[0]), per_page: 2 })
      .collect();
    expect(after.items.map((a) => a.number)).toEqual(all.items.slice(1).map((a) => a.number));
    expect(sent('GET', /alerts\?.*after=/)).toHaveLength(2);
    // Before a cursor: the page that ends there (its next link then leads on past the cursor).
    const pages = client.codeScanning
      .listOrgAlerts({ org: 'acme', tool_name: tool, before: cursor(all.items[4]), per_page: 10 })
      .pages();
    const first = (await pages.next()).value as Page<OrgCodeScanningAlert>;
    expect(first.items.map((a) => a.number)).toEqual(all.items.slice(0, 4).map((a) => a.number));
    expect(last('GET', /alerts\?.*before=/).url).toContain('per_page=10');
  });

  it('checks tool_name/tool_guid exclusivity and the ref formats before sending', async () => {
    const before = proxy.requests.length;
    expect(() => client.codeScanning.listRepoAlerts({ ...webapp, tool_name: 'x', tool_guid: null })).toThrow(
      /mutually exclusive/,
    );
    expect(() => client.codeScanning.listOrgAlerts({ org: 'acme', tool_name: 'x', tool_guid: 'g' })).toThrow(
      /mutually exclusive/,
    );
    expect(() => client.codeScanning.listRepoAlerts({ ...webapp, ref: 'refs/tags/v1' })).toThrow(/ref/);
    for (const ref of ['main', 'refs/remotes/origin/main', 'refs/tags/', 'refs/pull/1', 'refs/heads/']) {
      await expect(
        client.codeScanning.uploadSarif({ ...webapp, commit_sha: 'c'.repeat(40), ref, sarif: 'H4sI' }),
      ).rejects.toMatchObject({ kind: 'invalid', message: expect.stringContaining('ref') });
    }
    await expect(
      client.codeScanning.uploadSarif({
        ...webapp,
        commit_sha: 'xyz',
        ref: 'refs/pull/7/head',
        sarif: 'H4sI',
      }),
    ).rejects.toMatchObject({ kind: 'invalid', message: expect.stringContaining('commit_sha') });
    expect(proxy.requests.length).toBe(before);
  });
});

describe('custom properties', () => {
  it('reads the values of a repository', async () => {
    expect(await client.customProperties.getValues(webapp)).toEqual([
      { property_name: 'team', value: 'web' },
      { property_name: 'cost-center', value: '1234' },
      { property_name: 'environments', value: ['staging', 'production'] },
    ]);
  });
});

describe('what the client sent', () => {
  it('sent the versioned media type and API version on every request', () => {
    for (const r of proxy.requests) {
      expect(r.headers['x-svc-api-version']).toBe('2022-11-28');
      expect(r.headers.accept).toMatch(/^application\/vnd\.svc(\.v3\.text-match)?\+json$/);
    }
  });

  it('sent request bodies that the OpenAPI description accepts, where it and the spec agree', () => {
    const checked = new Set<string>();
    for (const r of proxy.requests.filter((x) => x.body !== '')) {
      const path = r.url.replace(/^\/api\/v3/, '').split('?')[0];
      // The spec's /pages/deployment (artifact_url) is the description's /pages/deployments, same body fields.
      const op = operationFor(r.method, path.replace(/\/pages\/deployment$/, '/pages/deployments'));
      expect(op).toBeDefined();
      expect({ op, errors: requestBodyErrors(op!, JSON.parse(r.body)) }).toEqual({ op, errors: [] });
      checked.add(op!);
    }
    expect([...checked].sort()).toEqual([
      'PATCH /authorizations/{authorization_id}',
      'POST /authorizations',
      'POST /repos/{owner}/{repo}/code-scanning/sarifs',
      'POST /repos/{owner}/{repo}/keys',
      'POST /repos/{owner}/{repo}/pages',
      'POST /repos/{owner}/{repo}/pages/deployments',
      'PUT /authorizations/clients/{client_id}',
      'PUT /authorizations/clients/{client_id}/{fingerprint}',
      'PUT /repos/{owner}/{repo}/pages',
    ]);
  });

  it('called every operation of the spec at least once', () => {
    const every = [
      'oauth.listGrants',
      'oauth.getGrant',
      'oauth.deleteGrant',
      'oauth.listAuthorizations',
      'oauth.createAuthorization',
      'oauth.getOrCreateForApp',
      'oauth.getOrCreateForAppAndFingerprint',
      'oauth.getAuthorization',
      'oauth.updateAuthorization',
      'deployKeys.list',
      'deployKeys.create',
      'deployKeys.get',
      'deployKeys.delete',
      'search.code',
      'search.commits',
      'pages.get',
      'pages.create',
      'pages.update',
      'pages.delete',
      'pages.listBuilds',
      'pages.requestBuild',
      'pages.latestBuild',
      'pages.getBuild',
      'pages.createDeployment',
      'pages.health',
      'codeScanning.listOrgAlerts',
      'codeScanning.listRepoAlerts',
      'codeScanning.uploadSarif',
      'codeScanning.getSarifUpload',
      'customProperties.getValues',
    ];
    expect(every.filter((op) => !called.has(op))).toEqual([]);
  });
});
