/**
 * Octokit (@octokit/rest), a client nobody here wrote, drives every spec operation it has a method for against
 * the emulator speaking the real vendor word: through `paginate`, conditional requests and errors. (Octokit has
 * no methods for the deprecated OAuth grant and authorization operations.)
 */
import { ed25519SshKey } from '../support/ed25519.js';
import { gzipSync } from 'node:zlib';
import { Octokit } from '@octokit/rest';
import { startEmulator, type Emulator } from '../support/emulator.js';
import { makeTar } from '../support/archives.js';
import { contractErrors } from '../support/contract.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
let emu: Emulator;
let octokit: Octokit;
const warnings: string[] = [];
beforeAll(async () => {
  emu = await startEmulator({ config: { vendor: 'github', processingDelayMs: 5 } });
  octokit = client('svc_pat_octocat');
});
afterAll(() => emu.close());

function client(token?: string): Octokit {
  return new Octokit({
    baseUrl: emu.apiUrl,
    auth: token,
    log: { debug: () => {}, info: () => {}, warn: (m: string) => warnings.push(m), error: () => {} },
  });
}

const webapp = { owner: 'acme', repo: 'webapp' };
const hello = { owner: 'octocat', repo: 'hello-world' };

async function rejection(p: Promise<unknown>): Promise<any> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('expected the request to fail');
}

const sshKey = () => ed25519SshKey();

describe('Octokit against the emulator', () => {
  it('deploy keys: create, paginate, get, delete; a 404 error carries the request id', async () => {
    const keys = [sshKey(), sshKey(), sshKey()];
    for (const [i, key] of keys.entries()) {
      const { status, data } = await octokit.rest.repos.createDeployKey({
        ...webapp,
        title: `k${i}`,
        key,
        read_only: true,
      });
      expect(status).toBe(201);
      expect(contractErrors('POST /repos/{owner}/{repo}/keys', 201, data)).toEqual([]);
    }
    const all = await octokit.paginate(octokit.rest.repos.listDeployKeys, { ...webapp, per_page: 2 });
    expect(all.map((k) => k.title)).toEqual(expect.arrayContaining(['k0', 'k1', 'k2']));
    const one = await octokit.rest.repos.getDeployKey({ ...webapp, key_id: all[0].id });
    expect(one.data.key).toBe(all[0].key);
    expect((await octokit.rest.repos.deleteDeployKey({ ...webapp, key_id: all[0].id })).status).toBe(204);
    const gone = await rejection(octokit.rest.repos.getDeployKey({ ...webapp, key_id: all[0].id }));
    expect(gone.status).toBe(404);
    expect(gone.response.headers['x-github-request-id']).toMatch(/^[0-9A-F:]+$/);
    expect(gone.message).toMatch(/Not Found/);
  });

  it('search: code with text matches through Octokit media type, commits, paginate', async () => {
    const code = await octokit.rest.search.code({
      q: 'find repo:acme/webapp',
      mediaType: { format: 'text-match' },
    });
    expect(contractErrors('GET /search/code', 200, code.data)).toEqual([]);
    expect(code.data.items[0].text_matches?.[0].property).toBe('content');
    const commits = await octokit.paginate(octokit.rest.search.commits, {
      q: 'repo:acme/webapp Initial OR query OR SQL',
      per_page: 1,
    });
    expect(commits.map((c) => c.commit.message)).toHaveLength(3);
    const tooLong = await rejection(octokit.rest.search.code({ q: `${'a '.repeat(200)}repo:acme/webapp` }));
    expect(tooLong.status).toBe(422);
  });

  it('pages: the site, builds, health, deployments (artifact_id), status, cancel, delete', async () => {
    const created = await octokit.rest.repos.createPagesSite({ ...webapp, build_type: 'workflow' });
    expect(created.status).toBe(201);
    expect((await octokit.rest.repos.getPages(webapp)).data.build_type).toBe('workflow');
    const updated = await octokit.rest.repos.updateInformationAboutPagesSite({
      ...webapp,
      https_enforced: false,
    });
    expect(updated.status).toBe(204);
    const build = await octokit.rest.repos.requestPagesBuild(webapp);
    expect(build.data.status).toBe('queued');
    const builds = await octokit.paginate(octokit.rest.repos.listPagesBuilds, webapp);
    expect(builds.length).toBe(1);
    const latest = await octokit.rest.repos.getLatestPagesBuild(webapp);
    const byId = await octokit.rest.repos.getPagesBuild({
      ...webapp,
      build_id: Number(latest.data.url.split('/').pop()),
    });
    expect(byId.data.commit).toBe(latest.data.commit);
    const health = await octokit.rest.repos.getPagesHealthCheck(webapp);
    expect([200, 202]).toContain(health.status);

    const workflow = client('svc_workflow_webapp');
    await fetch(`${emu.origin}/_artifacts/acme/webapp/github-pages`, {
      method: 'PUT',
      headers: { authorization: 'Bearer svc_workflow_webapp' },
      body: makeTar([{ path: 'index.html', data: 'octokit' }]),
    });
    const oidc = (await (
      await fetch(`${emu.origin}/_oidc/token?api-version=2.0`, {
        headers: { authorization: 'Bearer svc_workflow_webapp' },
      })
    ).json()) as { value: string };
    const run = (await (
      await emu.admin(`/jobs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: 'svc_workflow_webapp' }),
      })
    ).json()) as { run: { id: number } };
    const artifacts = await workflow.rest.actions.listWorkflowRunArtifacts({
      ...webapp,
      run_id: run.run.id,
      name: 'github-pages',
    });
    const deployment = await workflow.rest.repos.createPagesDeployment({
      ...webapp,
      artifact_id: artifacts.data.artifacts[0].id,
      pages_build_version: 'octokit-1',
      oidc_token: oidc.value,
    });
    expect(contractErrors('POST /repos/{owner}/{repo}/pages/deployments', 200, deployment.data)).toEqual([]);
    const status = await workflow.rest.repos.getPagesDeployment({
      ...webapp,
      pages_deployment_id: deployment.data.id,
    });
    expect(
      contractErrors('GET /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}', 200, status.data),
    ).toEqual([]);
    const cancel = await workflow.rest.repos.cancelPagesDeployment({
      ...webapp,
      pages_deployment_id: deployment.data.id,
    });
    expect(cancel.status).toBe(204);
    expect(
      (await workflow.rest.repos.getPagesDeployment({ ...webapp, pages_deployment_id: 'octokit-1' })).data
        .status,
    ).toBe('deployment_cancelled');
    const conflict = await rejection(
      octokit.rest.repos.createPagesSite({ ...webapp, build_type: 'workflow' }),
    );
    expect(conflict.status).toBe(409);
    await new Promise((r) => setTimeout(r, 600)); // the queued build finishes
    expect((await octokit.rest.repos.deletePagesSite(webapp)).status).toBe(204);
    expect((await rejection(octokit.rest.repos.getPages(webapp))).status).toBe(404);
  });

  it('code scanning: upload, poll with a conditional request, list repository and organization alerts', async () => {
    const sarif = {
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'OctoScan', rules: [{ id: 'r1' }] } },
          results: Array.from({ length: 7 }, (_, i) => ({
            ruleId: 'r1',
            message: { text: `problem ${i}` },
            locations: [
              { physicalLocation: { artifactLocation: { uri: 'src/app.js' }, region: { startLine: i + 1 } } },
            ],
          })),
        },
      ],
    };
    const upload = await octokit.rest.codeScanning.uploadSarif({
      ...webapp,
      commit_sha: 'b'.repeat(40),
      ref: 'refs/heads/main',
      sarif: gzipSync(JSON.stringify(sarif)).toString('base64'),
    });
    expect(upload.status).toBe(202);
    let status;
    do {
      status = await octokit.rest.codeScanning.getSarif({ ...webapp, sarif_id: upload.data.id! });
    } while (status.data.processing_status === 'pending');
    expect(status.data.processing_status).toBe('complete');
    const notModified = await rejection(
      octokit.rest.codeScanning.getSarif({
        ...webapp,
        sarif_id: upload.data.id!,
        headers: { 'if-none-match': status.headers.etag },
      }),
    );
    expect(notModified.status).toBe(304);

    const repoAlerts = await octokit.paginate(octokit.rest.codeScanning.listAlertsForRepo, {
      ...webapp,
      tool_name: 'OctoScan',
      per_page: 3,
    });
    expect(repoAlerts).toHaveLength(7);
    // The organization listing pages by cursors: paginate follows the after= links it is given.
    const orgAlerts = await octokit.paginate(octokit.rest.codeScanning.listAlertsForOrg, {
      org: 'acme',
      tool_name: 'OctoScan',
      per_page: 3,
    });
    expect(orgAlerts.map((a) => a.number).sort()).toEqual(repoAlerts.map((a) => a.number).sort());
    const both = await rejection(
      octokit.rest.codeScanning.listAlertsForRepo({ ...webapp, tool_name: 'x', tool_guid: 'y' }),
    );
    expect(both.status).toBe(422);
  });

  it('code scanning beyond the spec: analyses, an alert, dismiss and reopen, instances, CodeQL databases, default setup', async () => {
    const sarif = {
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'ProbeScan', version: '1.2.3', rules: [{ id: 'p1' }] } },
          results: [1, 2].map((line) => ({
            ruleId: 'p1',
            message: { text: `probe ${line}` },
            locations: [
              { physicalLocation: { artifactLocation: { uri: 'src/db.js' }, region: { startLine: line } } },
            ],
          })),
        },
      ],
    };
    const upload = await octokit.rest.codeScanning.uploadSarif({
      ...webapp,
      commit_sha: 'e'.repeat(40),
      ref: 'refs/heads/main',
      sarif: gzipSync(JSON.stringify(sarif)).toString('base64'),
    });
    let status;
    do {
      status = await octokit.rest.codeScanning.getSarif({ ...webapp, sarif_id: upload.data.id! });
    } while (status.data.processing_status === 'pending');

    // The status answer's analyses_url lists the upload's analyses.
    const listed = await octokit.request(`GET ${status.data.analyses_url!}`);
    expect(listed.data).toHaveLength(1);
    const analyses = await octokit.paginate(octokit.rest.codeScanning.listRecentAnalyses, {
      ...webapp,
      tool_name: 'ProbeScan',
    });
    expect(analyses[0]).toMatchObject({
      sarif_id: upload.data.id,
      commit_sha: 'e'.repeat(40),
      results_count: 2,
      tool: { name: 'ProbeScan', version: '1.2.3' },
      deletable: true,
    });
    const analysis = await octokit.rest.codeScanning.getAnalysis({ ...webapp, analysis_id: analyses[0].id });
    expect(analysis.data.id).toBe(analyses[0].id);
    const asSarif = await octokit.rest.codeScanning.getAnalysis({
      ...webapp,
      analysis_id: analyses[0].id,
      headers: { accept: 'application/sarif+json' },
    });
    // Octokit parses only application/json: the SARIF comes as text.
    const results = JSON.parse(asSarif.data as unknown as string).runs[0].results;
    expect(results).toHaveLength(2);
    expect(results[0].properties['github/alertNumber']).toEqual(expect.any(Number));

    // Deletion: newest first; the last of its set only with confirm_delete.
    const again = await octokit.rest.codeScanning.uploadSarif({
      ...webapp,
      commit_sha: 'f'.repeat(40),
      ref: 'refs/heads/main',
      sarif: gzipSync(JSON.stringify(sarif)).toString('base64'),
    });
    do {
      status = await octokit.rest.codeScanning.getSarif({ ...webapp, sarif_id: again.data.id! });
    } while (status.data.processing_status === 'pending');
    const [newest, older] = await octokit.paginate(octokit.rest.codeScanning.listRecentAnalyses, {
      ...webapp,
      tool_name: 'ProbeScan',
    });
    expect(
      (await rejection(octokit.rest.codeScanning.deleteAnalysis({ ...webapp, analysis_id: older.id })))
        .status,
    ).toBe(400);
    const deleted = await octokit.rest.codeScanning.deleteAnalysis({ ...webapp, analysis_id: newest.id });
    expect(deleted.data).toEqual({
      next_analysis_url: null,
      confirm_delete_url: `${older.url}?confirm_delete`,
    });
    const last = await rejection(
      octokit.rest.codeScanning.deleteAnalysis({ ...webapp, analysis_id: older.id }),
    );
    expect(last.status).toBe(400);
    expect(last.message).toMatch(/confirm_delete/);
    const confirmed = await octokit.request(`DELETE ${deleted.data.confirm_delete_url!}`);
    expect(confirmed.data).toEqual({ next_analysis_url: null, confirm_delete_url: null });

    const alerts = await octokit.paginate(octokit.rest.codeScanning.listAlertsForRepo, {
      ...webapp,
      tool_name: 'ProbeScan',
    });
    const number = alerts[0].number;
    const one = await octokit.rest.codeScanning.getAlert({ ...webapp, alert_number: number });
    expect(one.data).toMatchObject({ number, state: 'open', dismissed_by: null });
    const dismissed = await octokit.rest.codeScanning.updateAlert({
      ...webapp,
      alert_number: number,
      state: 'dismissed',
      dismissed_reason: 'false positive',
      dismissed_comment: 'probe',
    });
    expect(dismissed.data).toMatchObject({
      state: 'dismissed',
      dismissed_reason: 'false positive',
      dismissed_comment: 'probe',
      dismissed_by: { login: 'octocat' },
    });
    const open = await octokit.paginate(octokit.rest.codeScanning.listAlertsForRepo, {
      ...webapp,
      tool_name: 'ProbeScan',
      state: 'open',
    });
    expect(open.map((a) => a.number)).not.toContain(number);
    const closed = await octokit.rest.codeScanning.listAlertsForRepo({
      ...webapp,
      tool_name: 'ProbeScan',
      state: 'dismissed',
    });
    expect(closed.data.map((a) => a.number)).toEqual([number]);
    const noReason = await rejection(
      octokit.rest.codeScanning.updateAlert({ ...webapp, alert_number: number, state: 'dismissed' }),
    );
    expect(noReason.status).toBe(422);
    const reopened = await octokit.rest.codeScanning.updateAlert({
      ...webapp,
      alert_number: number,
      state: 'open',
    });
    expect(reopened.data).toMatchObject({ state: 'open', dismissed_reason: null, dismissed_at: null });
    const instances = await octokit.paginate(octokit.rest.codeScanning.listAlertInstances, {
      ...webapp,
      alert_number: number,
    });
    expect(instances.map((i) => [i.ref, i.state])).toEqual([['refs/heads/main', 'open']]);
    expect(
      (await rejection(octokit.rest.codeScanning.getAlert({ ...webapp, alert_number: 99999 }))).status,
    ).toBe(404);

    expect((await octokit.rest.codeScanning.listCodeqlDatabases(webapp)).data).toEqual([]);
    expect(
      (await rejection(octokit.rest.codeScanning.getCodeqlDatabase({ ...webapp, language: 'go' }))).status,
    ).toBe(404);
    expect((await octokit.rest.codeScanning.getDefaultSetup(webapp)).data.state).toBe('not-configured');
    const configured = await octokit.rest.codeScanning.updateDefaultSetup({
      ...webapp,
      state: 'configured',
      languages: ['javascript-typescript'],
    });
    expect(configured.status).toBe(200);
    expect((await octokit.rest.codeScanning.getDefaultSetup(webapp)).data).toMatchObject({
      state: 'configured',
      languages: ['javascript-typescript'],
      schedule: 'weekly',
    });
    const bad = await rejection(
      octokit.rest.codeScanning.updateDefaultSetup({ ...webapp, query_suite: 'everything' as 'default' }),
    );
    expect(bad.status).toBe(422);
  });

  it('what scripts call to check a token: the API root, /user, /rate_limit', async () => {
    const root = await octokit.request('GET /');
    expect(root.data.current_user_url).toBe(`${emu.apiUrl}/user`);
    const me = await octokit.rest.users.getAuthenticated();
    expect(me.data).toMatchObject({ login: 'octocat', type: 'User' });
    expect(me.headers['x-oauth-scopes']).toMatch(/repo/);
    const app = await rejection(client('svc_inst_ci_bot').rest.users.getAuthenticated());
    expect(app.status).toBe(403);
    expect((await rejection(client().rest.users.getAuthenticated())).status).toBe(401);
    const before = await octokit.rest.rateLimit.get();
    const after = await octokit.rest.rateLimit.get();
    expect(after.data.resources.core.used).toBe(before.data.resources.core.used);
    expect(after.data.rate.limit).toBe(5000);
    expect(after.data.resources.search.limit).toBe(30);
  });

  it("a user or organization by login; caching headers; HEAD answers GET's headers; no analysis yet is 404", async () => {
    const user = await octokit.rest.users.getByUsername({ username: 'OCTOCAT' });
    expect(user.data).toMatchObject({ login: 'octocat', type: 'User', url: `${emu.apiUrl}/users/octocat` });
    expect((await client().rest.users.getByUsername({ username: 'acme' })).data.type).toBe('Organization');
    expect((await rejection(octokit.rest.users.getByUsername({ username: 'nobody-here' }))).status).toBe(404);
    // Where every user summary's url leads.
    const me = await octokit.request(user.data.url);
    expect(me.data.login).toBe('octocat');

    // An answer to a caller with credentials is the caller's own; an anonymous one anyone's.
    expect(user.headers['cache-control']).toBe('private, max-age=60, s-maxage=60');
    expect(user.headers.vary).toMatch(/Authorization/);
    const anonymous = await client().rest.users.getByUsername({ username: 'octocat' });
    expect(anonymous.headers['cache-control']).toBe('public, max-age=60, s-maxage=60');
    expect(anonymous.headers.vary).not.toMatch(/Authorization/);

    // HEAD: GET's headers, its ETag, and 304 when it matches.
    const keys = await octokit.rest.repos.listDeployKeys(webapp);
    const head = await octokit.request('HEAD /repos/{owner}/{repo}/keys', webapp);
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(keys.headers.etag);
    expect(head.headers['cache-control']).toBe(keys.headers['cache-control']);
    const notModified = await fetch(`${emu.apiUrl}/repos/acme/webapp/keys`, {
      method: 'HEAD',
      headers: { authorization: 'token svc_pat_octocat', 'if-none-match': keys.headers.etag! },
    });
    expect(notModified.status).toBe(304);

    // A repository code scanning has never analysed: the service's 404 "no analysis found", not an empty list.
    for (const list of [
      octokit.rest.codeScanning.listAlertsForRepo,
      octokit.rest.codeScanning.listRecentAnalyses,
    ]) {
      const none = await rejection(list({ owner: 'octocat', repo: 'hello-world' }));
      expect(none.status).toBe(404);
      expect(none.response.data.message).toBe('no analysis found');
    }
  });

  it('custom properties: read and set a repository values; 401 and 403 as errors', async () => {
    const set = await octokit.rest.repos.customPropertiesForReposCreateOrUpdateRepositoryValues({
      ...hello,
      properties: [{ property_name: 'team', value: 'octo' }],
    });
    expect(set.status).toBe(204);
    const values = await octokit.rest.repos.customPropertiesForReposGetRepositoryValues(hello);
    expect(values.data).toEqual([{ property_name: 'team', value: 'octo' }]);
    expect(
      (await rejection(client().rest.repos.customPropertiesForReposGetRepositoryValues(hello))).status,
    ).toBe(401);
    expect(
      (await rejection(client('svc_pat_hubot').rest.repos.customPropertiesForReposGetRepositoryValues(hello)))
        .status,
    ).toBe(403);
  });
});
