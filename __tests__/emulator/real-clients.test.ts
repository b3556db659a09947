/**
 * The requests real clients make, replayed over HTTP against an emulator speaking the real vendor word: what
 * github/codeql-action v4.35.4 upload-sarif and actions/deploy-pages v4.0.0 and v1.2.9 sent when they were run
 * against `serve --vendor github` (the README says how to run them), in their order, with their headers and
 * bodies, and what they read from each answer.
 */
import { DefaultArtifactClient } from '@actions/artifact';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startEmulator, type Emulator } from '../support/emulator.js';
import { makeTar } from '../support/archives.js';
import { contractErrors } from '../support/contract.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ config: { vendor: 'github', processingDelayMs: 5 } });
});
afterAll(() => emu.close());

const WORKFLOW = 'svc_workflow_webapp';
const SHA = 'c'.repeat(40);
const RUN_ID = 4711;

interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

/** A request as @octokit/request sends it: the vendor's media type, a user agent, `token` auth. */
async function octokitCall(method: string, url: string, token?: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {
    accept: 'application/vnd.github.v3+json',
    'user-agent': 'CodeQL-Action/4.35.4 octokit-core.js/5.2.0 Node.js/20',
  };
  if (token) headers.authorization = `token ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json; charset=utf-8';
  const res = await fetch(url.startsWith('http') ? url : emu.apiUrl + url, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

async function bindJob(binding: Record<string, unknown>) {
  const res = await emu.admin(`/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: WORKFLOW, ...binding }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { run: any; env: Record<string, string> };
}

const SARIF = {
  version: '2.1.0',
  runs: [
    {
      tool: { driver: { name: 'Bandit', rules: [{ id: 'B307', shortDescription: { text: 'eval' } }] } },
      results: [
        {
          ruleId: 'B307',
          level: 'error',
          message: { text: 'Use of possibly insecure function.' },
          locations: [
            { physicalLocation: { artifactLocation: { uri: 'src/app.py' }, region: { startLine: 48 } } },
          ],
          partialFingerprints: { primaryLocationLineHash: 'abc:1' },
        },
      ],
      automationDetails: { id: '.github/workflows/codeql.yml:analyze/' },
    },
  ],
};

describe('github/codeql-action v4.35.4 upload-sarif', () => {
  it('reads /meta headers, the run and its workflow, uploads with PUT, reports status, polls to complete', async () => {
    const { env } = await bindJob({
      run_id: RUN_ID,
      sha: SHA,
      ref: 'refs/heads/main',
      workflow: 'CodeQL',
      workflow_path: '.github/workflows/codeql.yml',
      job: 'analyze',
    });
    expect(env).toMatchObject({ GITHUB_RUN_ID: String(RUN_ID), GITHUB_SHA: SHA, GITHUB_API_URL: emu.apiUrl });

    // 1. GET /meta: only its headers matter; no enterprise header means the hosted service.
    const meta = await octokitCall('GET', '/meta', WORKFLOW);
    expect(meta.status).toBe(200);
    expect(meta.headers.get('x-github-enterprise-version')).toBeNull();
    expect(meta.headers.get('x-github-request-id')).toMatch(/^[0-9A-F]+(:[0-9A-F]+){4}$/);
    expect(meta.body.verifiable_password_authentication).toBe(true);

    // 2. The run, then its workflow: the analysis key is `${workflow.path}:${GITHUB_JOB}`.
    const run = await octokitCall(
      'GET',
      `/repos/acme/webapp/actions/runs/${RUN_ID}?exclude_pull_requests=true`,
      WORKFLOW,
    );
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({
      id: RUN_ID,
      head_sha: SHA,
      head_branch: 'main',
      path: '.github/workflows/codeql.yml',
    });
    const workflow = await octokitCall('GET', run.body.workflow_url, WORKFLOW);
    expect(workflow.status).toBe(200);
    expect(workflow.body).toMatchObject({
      path: '.github/workflows/codeql.yml',
      name: 'CodeQL',
      state: 'active',
    });

    // 3. The starting status report: a JSON object of the client's own, accepted and journaled.
    const report = {
      action_name: 'upload-sarif',
      status: 'starting',
      workflow_run_id: RUN_ID,
      commit_oid: SHA,
    };
    const starting = await octokitCall(
      'PUT',
      '/repos/acme/webapp/code-scanning/analysis/status',
      WORKFLOW,
      JSON.stringify(report),
    );
    expect(starting.status).toBe(204);

    // 4. The upload: the client reads `id` from the 202.
    const upload = await octokitCall('PUT', '/repos/acme/webapp/code-scanning/analysis', WORKFLOW, {
      commit_oid: SHA,
      ref: 'refs/heads/main',
      analysis_key: '.github/workflows/codeql.yml:analyze',
      analysis_name: 'CodeQL',
      sarif: gzipSync(JSON.stringify(SARIF)).toString('base64'),
      workflow_run_id: RUN_ID,
      workflow_run_attempt: 1,
      checkout_uri: 'file:///home/runner/work/webapp/webapp',
      environment: 'null',
      tool_names: ['Bandit'],
    });
    expect(upload.status).toBe(202);
    expect(upload.body.id).toEqual(expect.any(String));
    expect(upload.body.url).toBe(`${emu.apiUrl}/repos/acme/webapp/code-scanning/sarifs/${upload.body.id}`);

    // 5. Polling until complete, as the spec's operation answers it.
    let status: Answer;
    const deadline = Date.now() + 10_000;
    do {
      status = await octokitCall(
        'GET',
        `/repos/acme/webapp/code-scanning/sarifs/${upload.body.id}`,
        WORKFLOW,
      );
      expect(
        contractErrors('GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}', 200, status.body),
      ).toEqual([]);
    } while (status.body.processing_status === 'pending' && Date.now() < deadline);
    expect(status.body.processing_status).toBe('complete');

    // The alert carries the client's analysis key and environment.
    const alerts = await octokitCall(
      'GET',
      '/repos/acme/webapp/code-scanning/alerts?tool_name=Bandit',
      WORKFLOW,
    );
    expect(alerts.body[0].most_recent_instance).toMatchObject({
      analysis_key: '.github/workflows/codeql.yml:analyze',
      environment: 'null',
      commit_sha: SHA,
    });

    const done = await octokitCall('PUT', '/repos/acme/webapp/code-scanning/analysis/status', WORKFLOW, {
      ...report,
      status: 'success',
    });
    expect(done.status).toBe(204);
    const state = (await (await emu.admin(`/state`)).json()) as any;
    expect(state.areas.codeScanningStatusReports.map((r: any) => r.report.status)).toEqual([
      'starting',
      'success',
    ]);
  });

  it('reads the enterprise version from every answer when the emulator acts as a self-managed installation', async () => {
    const ghes = await startEmulator({ config: { vendor: 'github', enterpriseVersion: '3.14' } });
    try {
      const meta = await fetch(`${ghes.apiUrl}/meta`);
      expect(meta.headers.get('x-github-enterprise-version')).toBe('3.14');
      expect(((await meta.json()) as any).installed_version).toBe('3.14');
      const missing = await fetch(`${ghes.apiUrl}/nowhere`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-github-enterprise-version')).toBe('3.14');
    } finally {
      await ghes.close();
    }
  });

  it('refuses what the service refuses on the PUT upload, naming its own fields', async () => {
    const bad = await octokitCall('PUT', '/repos/acme/webapp/code-scanning/analysis', WORKFLOW, {
      commit_oid: 'nope',
      ref: 'main',
      sarif: 'x',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: any) => e.field)).toEqual(['commit_oid', 'ref']);
    const tag = await octokitCall('PUT', '/repos/acme/webapp/code-scanning/analysis', WORKFLOW, {
      commit_oid: SHA,
      ref: 'refs/tags/v1.0.0',
      sarif: 'not base64!',
    });
    expect(tag.status).toBe(400);
    expect(tag.body.message).toMatch(/not Base64/);
    const anonymous = await octokitCall(
      'PUT',
      '/repos/acme/webapp/code-scanning/analysis/status',
      undefined,
      {},
    );
    expect(anonymous.status).toBe(401);
    const unknownRun = await octokitCall('GET', '/repos/acme/webapp/actions/runs/1', WORKFLOW);
    expect(unknownRun.status).toBe(404);
  });
});

describe('actions/deploy-pages', () => {
  let idToken: string;
  beforeAll(async () => {
    await bindJob({
      run_id: 4712,
      sha: 'd'.repeat(40),
      ref: 'refs/heads/main',
      workflow: 'Pages',
      job: 'deploy',
    });
    const site = await octokitCall('POST', '/repos/acme/webapp/pages', 'svc_pat_octocat', {
      build_type: 'workflow',
    });
    expect(site.status).toBe(201);
    // What upload-pages-artifact leaves behind: a tar named github-pages, uploaded by the job.
    const put = await fetch(`${emu.origin}/_artifacts/acme/webapp/github-pages`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${WORKFLOW}` },
      body: makeTar([{ path: 'index.html', data: '<h1>deployed</h1>' }]),
    });
    expect(put.status).toBe(201);
    const token = await fetch(`${emu.origin}/_oidc/token?api-version=2.0`, {
      headers: { authorization: `Bearer ${WORKFLOW}` },
    });
    idToken = ((await token.json()) as { value: string }).value;
  });

  const RUNNING = [
    'deployment_in_progress',
    'syncing_files',
    'finished_file_sync',
    'updating_pages',
    'purging_cdn',
  ];

  async function until(statusPath: string): Promise<string[]> {
    const seen: string[] = [];
    const deadline = Date.now() + 10_000;
    for (;;) {
      const res = await octokitCall('GET', statusPath, WORKFLOW);
      expect(res.status).toBe(200);
      expect(
        contractErrors('GET /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}', 200, res.body),
      ).toEqual([]);
      if (seen[seen.length - 1] !== res.body.status) seen.push(res.body.status);
      if (!RUNNING.includes(res.body.status) || Date.now() > deadline) return seen;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('v4.0.0: finds the artifact of the run by name, deploys it by artifact_id, follows the status to succeed', async () => {
    const list = await octokitCall(
      'GET',
      '/repos/acme/webapp/actions/runs/4712/artifacts?name=github-pages',
      WORKFLOW,
    );
    expect(list.status).toBe(200);
    expect(list.body.total_count).toBe(1);
    const artifact = list.body.artifacts[0];
    expect(artifact).toMatchObject({
      name: 'github-pages',
      size_in_bytes: expect.any(Number),
      workflow_run: { id: 4712 },
    });

    const created = await octokitCall('POST', '/repos/acme/webapp/pages/deployments', WORKFLOW, {
      artifact_id: artifact.id,
      pages_build_version: 'd'.repeat(40),
      oidc_token: idToken,
    });
    expect(created.status).toBe(200);
    expect(contractErrors('POST /repos/{owner}/{repo}/pages/deployments', 200, created.body)).toEqual([]);
    expect(await until(`/repos/acme/webapp/pages/deployments/${created.body.id}`)).toEqual(
      expect.arrayContaining(['succeed']),
    );
    expect(await (await fetch(created.body.page_url)).text()).toBe('<h1>deployed</h1>');

    // The description's id may also be the build version; another run's artifacts are not this run's.
    const byVersion = await octokitCall(
      'GET',
      `/repos/acme/webapp/pages/deployments/${'d'.repeat(40)}`,
      WORKFLOW,
    );
    expect(byVersion.body.status).toBe('succeed');
    const none = await octokitCall(
      'GET',
      '/repos/acme/webapp/actions/runs/4712/artifacts?name=other',
      WORKFLOW,
    );
    expect(none.body).toEqual({ total_count: 0, artifacts: [] });
    const unknownId = await octokitCall('POST', '/repos/acme/webapp/pages/deployments', WORKFLOW, {
      artifact_id: 999,
      pages_build_version: 'x',
      oidc_token: idToken,
    });
    expect(unknownId.status).toBe(404);
    const both = await octokitCall('POST', '/repos/acme/webapp/pages/deployments', WORKFLOW, {
      artifact_id: artifact.id,
      artifact_url: 'http://x/',
      pages_build_version: 'x',
      oidc_token: idToken,
    });
    expect(both.status).toBe(422);
    expect(both.body.message).toMatch(/give one of artifact_url and artifact_id/);
  });

  it('v1.2.9: lists the run artifacts from the runtime service, posts the signed-content URL, uses the v1 status path', async () => {
    const listing = await fetch(
      `${emu.origin}/_runtime/_apis/pipelines/workflows/4712/artifacts?api-version=6.0-preview`,
      {
        headers: { accept: 'application/json', authorization: `Bearer ${WORKFLOW}` },
      },
    );
    expect(listing.status).toBe(200);
    const data = (await listing.json()) as { count: number; value: { name: string; url: string }[] };
    const url = data.value.find((a) => a.name === 'github-pages')!.url;
    expect(url).toContain('?');
    const created = await octokitCall('POST', '/repos/acme/webapp/pages/deployment', WORKFLOW, {
      artifact_url: `${url}&%24expand=SignedContent`,
      pages_build_version: 'e'.repeat(40),
      oidc_token: idToken,
    });
    expect(created.status).toBe(200);
    expect(await until(`/repos/acme/webapp/pages/deployment/status/${created.body.id}`)).toEqual(
      expect.arrayContaining(['succeed']),
    );

    // Another run's listing, or none without the job token.
    const other = await fetch(`${emu.origin}/_runtime/_apis/pipelines/workflows/1/artifacts`, {
      headers: { authorization: `Bearer ${WORKFLOW}` },
    });
    expect(other.status).toBe(404);
    const anonymous = await fetch(`${emu.origin}/_runtime/_apis/pipelines/workflows/4712/artifacts`);
    expect(anonymous.status).toBe(401);
  });

  it('cancels on both paths; a final deployment stays as it is', async () => {
    const cancelV1 = await octokitCall(
      'PUT',
      `/repos/acme/webapp/pages/deployment/cancel/${'e'.repeat(40)}`,
      WORKFLOW,
    );
    expect(cancelV1.status).toBe(204);
    const created = await octokitCall('POST', '/repos/acme/webapp/pages/deployments', WORKFLOW, {
      artifact_url: `${emu.origin}/_artifacts/acme/webapp/github-pages`,
      pages_build_version: 'f'.repeat(40),
      oidc_token: idToken,
    });
    expect(created.status).toBe(200);
    const cancel = await octokitCall(
      'POST',
      `/repos/acme/webapp/pages/deployments/${created.body.id}/cancel`,
      WORKFLOW,
    );
    expect(cancel.status).toBe(204);
    const after = await octokitCall(
      'GET',
      `/repos/acme/webapp/pages/deployment/status/${created.body.id}`,
      WORKFLOW,
    );
    expect(after.body.status).toBe('deployment_cancelled');
    const previous = await octokitCall(
      'GET',
      `/repos/acme/webapp/pages/deployments/${'e'.repeat(40)}`,
      WORKFLOW,
    );
    expect(previous.body.status).toBe('succeed');
  });

  it('a deployment status needs what creating one needs: not anonymous, not read-only', async () => {
    const anonymous = await octokitCall('GET', '/repos/acme/webapp/pages/deployments/1');
    expect(anonymous.status).toBe(401);
    const readOnly = await octokitCall(
      'GET',
      '/repos/acme/webapp/pages/deployment/status/1',
      'svc_pat_hubot',
    );
    expect(readOnly.status).toBe(403);
  });
});

describe('two runs of one repository, each deploying its own site (a run owns its artifacts)', () => {
  const saved = { ...process.env };
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'two-runs-'));
  });
  afterAll(() => {
    process.env = saved;
    rmSync(work, { recursive: true, force: true });
  });

  /** getIDToken as @actions/core makes it, with exactly the variables the binding gave (request token = runtime token). */
  async function idTokenOf(env: Record<string, string>): Promise<string> {
    expect(env.ACTIONS_ID_TOKEN_REQUEST_TOKEN).toBe(env.ACTIONS_RUNTIME_TOKEN);
    const res = await fetch(env.ACTIONS_ID_TOKEN_REQUEST_URL, {
      headers: { authorization: `Bearer ${env.ACTIONS_ID_TOKEN_REQUEST_TOKEN}`, accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { value: string }).value;
  }

  async function until(path: string): Promise<string> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const res = await octokitCall('GET', path, WORKFLOW);
      if (['succeed', 'deployment_failed', 'deployment_content_failed'].includes(res.body.status))
        return res.body.status as string;
      if (Date.now() > deadline) return res.body.status as string;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('deploy-pages v4 in run 6001 (v4 artifact), v1.2.9 in run 6002 (old-service artifact): each site is its own', async () => {
    await octokitCall('POST', '/repos/acme/webapp/pages', 'svc_pat_octocat', { build_type: 'workflow' });

    // Run 6001: upload-pages-artifact v3 (@actions/artifact, the v4 service), then deploy-pages v4.0.0.
    const first = await bindJob({ run_id: 6001, sha: '1'.repeat(40) });
    Object.assign(process.env, first.env, { GITHUB_WORKSPACE: work });
    const dir = join(work, 'one');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'artifact.tar'), makeTar([{ path: 'index.html', data: '<h1>one</h1>' }]));
    const up = await new DefaultArtifactClient().uploadArtifact(
      'github-pages',
      [join(dir, 'artifact.tar')],
      dir,
    );
    process.env = { ...saved };
    const listed = await octokitCall(
      'GET',
      '/repos/acme/webapp/actions/runs/6001/artifacts?name=github-pages',
      WORKFLOW,
    );
    expect(listed.body.artifacts.map((a: any) => a.id)).toEqual([up.id]);
    const v4 = await octokitCall('POST', '/repos/acme/webapp/pages/deployments', WORKFLOW, {
      artifact_id: up.id,
      pages_build_version: '1'.repeat(40),
      oidc_token: await idTokenOf(first.env),
    });
    expect(v4.status).toBe(200);
    expect(await until(`/repos/acme/webapp/pages/deployments/${v4.body.id}`)).toBe('succeed');
    expect(await (await fetch(v4.body.page_url)).text()).toBe('<h1>one</h1>');

    // Run 6002: an artifact of the same name in the old service (the store, with the job's token), deploy-pages v1.2.9.
    const second = await bindJob({ run_id: 6002, sha: '2'.repeat(40) });
    const put = await fetch(`${emu.origin}/_artifacts/acme/webapp/github-pages`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${WORKFLOW}` },
      body: makeTar([{ path: 'index.html', data: '<h1>two</h1>' }]),
    });
    expect(put.status).toBe(201);
    const listing = await fetch(
      `${second.env.ACTIONS_RUNTIME_URL}_apis/pipelines/workflows/6002/artifacts?api-version=6.0-preview`,
      { headers: { authorization: `Bearer ${second.env.ACTIONS_RUNTIME_TOKEN}` } },
    );
    const old = (await listing.json()) as { count: number; value: { name: string; url: string }[] };
    expect(old.value.map((a) => a.name)).toEqual(['github-pages']);
    const v1 = await octokitCall('POST', '/repos/acme/webapp/pages/deployment', WORKFLOW, {
      artifact_url: `${old.value[0].url}&%24expand=SignedContent`,
      pages_build_version: '2'.repeat(40),
      oidc_token: await idTokenOf(second.env),
    });
    expect(v1.status).toBe(200);
    expect(await until(`/repos/acme/webapp/pages/deployment/status/${v1.body.id}`)).toBe('succeed');
    expect(await (await fetch(v1.body.page_url)).text()).toBe('<h1>two</h1>');

    // Each deployment names what it served; the first run and its artifact stay.
    const overview = (await (await emu.admin('/overview')).json()) as any;
    const served = (id: number) => overview.deployments.find((d: any) => d.id === id).artifact;
    expect(served(v4.body.id)).toEqual({ id: up.id, name: 'github-pages', runId: 6001 });
    expect(served(v1.body.id)).toMatchObject({ name: 'github-pages', runId: 6002 });
    const firstRun = await octokitCall('GET', '/repos/acme/webapp/actions/runs/6001', WORKFLOW);
    expect(firstRun.body.head_sha).toBe('1'.repeat(40));
  });

  it('deploy-pages v1.2.9 after upload-pages-artifact v3 stops as on the service: the old listing has no such artifact', async () => {
    const first = await bindJob({ run_id: 6001 });
    const listing = await fetch(
      `${first.env.ACTIONS_RUNTIME_URL}_apis/pipelines/workflows/6001/artifacts?api-version=6.0-preview`,
      { headers: { authorization: `Bearer ${first.env.ACTIONS_RUNTIME_TOKEN}` } },
    );
    expect(await listing.json()).toEqual({ count: 0, value: [] });
    // Posting the URL the old listing would have given: artifact not found.
    const created = await octokitCall('POST', '/repos/acme/webapp/pages/deployment', WORKFLOW, {
      artifact_url: `${emu.origin}/_runtime/_apis/pipelines/1/runs/6001/artifacts?artifactName=github-pages&%24expand=SignedContent`,
      pages_build_version: '3'.repeat(40),
      oidc_token: await idTokenOf(first.env),
    });
    expect(created.status).toBe(404);
    expect(created.body.message).toMatch(/^Artifact not found: .*deploy-pages v4\+/);
  });
});
