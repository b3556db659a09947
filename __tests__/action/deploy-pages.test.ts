/**
 * The Pages deploy action run as a runner runs it: a child process (the committed bundle `dist/deploy-pages/index.js`)
 * with INPUT_* variables, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files and the OIDC request variables pointing at
 * an emulator in this process. A deployment that succeeds (the page serves the artifact), one that fails, one
 * that times out and is cancelled, one stopped by SIGTERM and cancelled, a job without id-token: write, and an
 * OIDC request the runner refuses; after each, no token or JWT shows anywhere but in add-mask commands.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { create } from 'tar';
import { createClient } from '../../src/api/index.js';
import { startEmulator, type Emulator } from '../support/emulator.js';
import { idTokenRequestUrl } from '../../src/emulator/oidc.js';
import { PAGES_TIMING } from '../../src/emulator/pages/area.js';
import { makeTarGz } from '../support/archives.js';
import { runStep, type StepResult } from '../support/run-step.js';

const WORKFLOW = 'svc_workflow_webapp';
const SHA = 'c0ffee'.padEnd(40, '0');
const JWT = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;
const stepMs = PAGES_TIMING.deploymentStepMs;

let emu: Emulator;
let work: string;
let runs = 0;

type Run = StepResult;

/**
 * The committed bundle dist/deploy-pages/index.js, as a runner runs it in a job of run 4242 with id-token: write
 * (each run its own attempt, so its own build version); `onStdout` sees the output as it comes (to signal the
 * process at the right moment).
 */
function runAction(
  inputs: Record<string, string>,
  env: Record<string, string | undefined> = {},
  onStdout?: (soFar: string, child: ChildProcess) => void,
): Promise<Run> {
  const job = {
    GITHUB_API_URL: emu.apiUrl,
    GITHUB_REPOSITORY: 'acme/webapp',
    GITHUB_SHA: SHA,
    GITHUB_REF: 'refs/heads/main',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: String(++runs),
    RUNNER_TEMP: work,
    ACTIONS_ID_TOKEN_REQUEST_URL: idTokenRequestUrl(emu.ctx),
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: WORKFLOW,
  };
  return runStep('deploy-pages', inputs, { ...job, ...env }, work, { bundle: true, onStdout });
}

/** Neither the token nor any JWT (the OIDC token) outside the add-mask commands the runner consumes. */
function expectNoSecrets(run: Run): void {
  const visible = [run.stdout, run.stderr, JSON.stringify(run.outputs), run.summary]
    .join('\n')
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
  expect(visible).not.toContain(WORKFLOW);
  expect(visible).not.toMatch(JWT);
}

async function putArtifact(name: string, bytes: Buffer): Promise<string> {
  const url = `${emu.origin}/_artifacts/acme/webapp/${name}`;
  const res = await fetch(url, {
    method: 'PUT',
    headers: { authorization: `Bearer ${WORKFLOW}` },
    body: bytes,
  });
  expect(res.status).toBeLessThan(300);
  return url;
}

async function siteArtifact(name: string, html: string): Promise<string> {
  const dir = join(work, `site-${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), html);
  const file = join(work, name);
  await create({ cwd: dir, file, gzip: true, portable: true }, ['.']);
  return putArtifact(name, readFileSync(file));
}

async function deploymentStatus(id: string): Promise<string> {
  const api = createClient({ baseUrl: emu.apiUrl, auth: { token: WORKFLOW } });
  return (await api.pages.getDeploymentStatus(`${emu.apiUrl}/repos/acme/webapp/pages/deployments/${id}`))
    .status;
}

beforeAll(async () => {
  emu = await startEmulator();
  work = mkdtempSync(join(tmpdir(), 'deploy-action-'));
  // Creating the site needs an administrator: the workflow token cannot.
  await createClient({ baseUrl: emu.apiUrl, auth: { token: 'svc_pat_octocat' } }).pages.create({
    owner: 'acme',
    repo: 'webapp',
    build_type: 'workflow',
  });
});
afterAll(async () => {
  await emu.close();
  rmSync(work, { recursive: true, force: true });
});
afterEach(() => {
  PAGES_TIMING.deploymentStepMs = stepMs;
});

describe('deploy-pages action', () => {
  it('deploys: outputs page_url, status and deployment_id, the summary, and the page serves the site', async () => {
    const url = await siteArtifact('site.tar.gz', '<h1>Deployed by the action</h1>\n');
    const run = await runAction({
      'artifact-url': url,
      token: WORKFLOW,
      reporting_interval: '50',
      timeout: '30000',
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs.status).toBe('succeed');
    expect(run.outputs.page_url).toBe(`${emu.origin}/pages/acme/webapp/`);
    expect(run.outputs.deployment_id).toMatch(/^\d+$/);
    expect(await (await fetch(run.outputs.page_url)).text()).toBe('<h1>Deployed by the action</h1>\n');
    expect(run.stdout).toContain(
      `created Pages deployment ${run.outputs.deployment_id} of acme/webapp (build version ${SHA}-4242-${runs})`,
    );
    expect(run.stdout).toContain(`Pages deployed: ${run.outputs.page_url}`);
    expect(run.summary).toContain(`✅ Deployed to [${run.outputs.page_url}](${run.outputs.page_url})`);
    expect(run.summary).toContain(`| build version | \`${SHA}-4242-${runs}\` |`);
    // The OIDC token was masked as soon as it was fetched.
    expect(run.stdout).toMatch(new RegExp(`::add-mask::${JWT.source}`));
    expectNoSecrets(run);
  });

  it('fails when the service refuses the content (an entry outside the archive root)', async () => {
    const url = await putArtifact(
      'evil.tar.gz',
      makeTarGz([
        { path: 'index.html', data: 'x' },
        { path: '../../etc/x', data: 'EVIL' },
      ]),
    );
    const run = await runAction({ 'artifact-url': url, token: WORKFLOW, reporting_interval: '50' });
    expect(run.code).toBe(1);
    expect(run.outputs.status).toBe('deployment_failed');
    expect(run.stdout).toMatch(
      /::error::Pages deployment \d+: the deployment failed: the artifact evil\.tar\.gz was refused/,
    );
    expect(run.summary).toContain('| status | `deployment_failed` |');
    expectNoSecrets(run);
  });

  it('cancels the deployment at the timeout', async () => {
    PAGES_TIMING.deploymentStepMs = 2_000;
    const url = await siteArtifact('slow.tar.gz', '<p>slow</p>');
    const run = await runAction({
      'artifact-url': url,
      token: WORKFLOW,
      reporting_interval: '50',
      timeout: '500',
    });
    expect(run.code).toBe(1);
    expect(run.outputs.status).toBe('deployment_cancelled');
    expect(run.stdout).toMatch(
      /::error::Pages deployment \d+: the deployment did not finish within 0\.5 s \(last status \w+\); the deployment was cancelled/,
    );
    expect(run.summary).toContain('| cancelled | yes |');
    expect(await deploymentStatus(run.outputs.deployment_id)).toBe('deployment_cancelled');
    // 500 is a plausible number of seconds: the unit is said, as a warning (the value is used as given).
    expect(run.stdout).toContain(
      '::warning::input timeout is 500 ms, which is under 1 s and looks like seconds: input timeout is in milliseconds, as in actions/deploy-pages (default 600000)',
    );
    expectNoSecrets(run);
  });

  it('cancels the deployment on SIGTERM (the job was cancelled)', async () => {
    PAGES_TIMING.deploymentStepMs = 2_000;
    const url = await siteArtifact('stopped.tar.gz', '<p>stopped</p>');
    let sent = false;
    const run = await runAction(
      { 'artifact-url': url, token: WORKFLOW, reporting_interval: '50', timeout: '60000' },
      {},
      (soFar, child) => {
        if (!sent && soFar.includes('created Pages deployment')) {
          sent = true;
          child.kill('SIGTERM');
        }
      },
    );
    expect(sent).toBe(true);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::warning::SIGTERM received: cancelling the Pages deployment');
    expect(run.stdout).toMatch(
      /::error::Pages deployment \d+: the step was stopped \(last status \w+\); the deployment was cancelled/,
    );
    expect(run.outputs.status).toBe('deployment_cancelled');
    expect(await deploymentStatus(run.outputs.deployment_id)).toBe('deployment_cancelled');
    expectNoSecrets(run);
  });

  it('says that the job lacks id-token: write when the OIDC request variables are missing', async () => {
    const before = ((await (await emu.admin(`/requests`)).json()) as { method: string }[]).length;
    const run = await runAction(
      { 'artifact-url': `${emu.origin}/_artifacts/acme/webapp/site.tar.gz`, token: WORKFLOW },
      { ACTIONS_ID_TOKEN_REQUEST_URL: undefined, ACTIONS_ID_TOKEN_REQUEST_TOKEN: undefined },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '::error::cannot get an OIDC token: ACTIONS_ID_TOKEN_REQUEST_URL and ACTIONS_ID_TOKEN_REQUEST_TOKEN are not set, which means the job lacks the permission to request one. Add `permissions: { id-token: write, pages: write }`',
    );
    // Nothing was created: the status output says so.
    expect(run.outputs).toEqual({ status: 'not-created' });
    const after = (await (await emu.admin(`/requests`)).json()) as {
      method: string;
      url: string;
    }[];
    expect(after.slice(before).filter((e) => e.url.includes('/pages/deployment'))).toEqual([]);
    expectNoSecrets(run);
    // Outside a workflow job (a terminal, @github/local-action), the permission is not what is missing.
    const outside = await runAction(
      { 'artifact-url': `${emu.origin}/_artifacts/acme/webapp/site.tar.gz`, token: WORKFLOW },
      {
        GITHUB_ACTIONS: undefined,
        ACTIONS_ID_TOKEN_REQUEST_URL: undefined,
        ACTIONS_ID_TOKEN_REQUEST_TOKEN: undefined,
      },
    );
    expect(outside.code).toBe(1);
    expect(outside.stdout).toMatch(
      /::error::cannot get an OIDC token: .*this is not a workflow job .*sarif-pipeline run/,
    );
    expect(outside.stdout).not.toMatch(/lacks the permission/);
    expectNoSecrets(outside);
  });

  it('explains a refused OIDC request, and checks its inputs before anything is sent', async () => {
    const refused = await runAction(
      { 'artifact-url': `${emu.origin}/_artifacts/acme/webapp/site.tar.gz`, token: WORKFLOW },
      { ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'svc_pat_octocat' }, // not a workflow token with id-token: write
    );
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(
      /::error::cannot get an OIDC token \(.*403.*\)\. Check that the job has `permissions: id-token: write`\./,
    );
    // The request token was masked from the start (every form), and shows nowhere else.
    expect(refused.stdout).toContain('::add-mask::svc_pat_octocat');
    expect(
      refused.stdout
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n'),
    ).not.toContain('svc_pat_octocat');

    const cases: [Record<string, string>, string][] = [
      [
        // The artifact is looked up in the run (GITHUB_RUN_ID); this one is not a run of the emulator.
        { token: WORKFLOW },
        'artifacts?name=github-pages&per_page=100: 404 No workflow run 4242 in acme/webapp',
      ],
      [
        { token: WORKFLOW, 'artifact-url': 'x', path: 'site' },
        '::error::give artifact-url or path, not both',
      ],
      [
        { token: WORKFLOW, 'artifact-url': 'x', timeout: 'soon' },
        '::error::input timeout must be a positive whole number of milliseconds; got "soon"',
      ],
      [
        { token: WORKFLOW, 'artifact-url': 'x', error_count: '1.5' },
        '::error::input error_count must be a positive whole number',
      ],
      [
        { token: WORKFLOW, 'artifact-url': 'x', preview: 'maybe' },
        '::error::input preview must be true or false; got "maybe"',
      ],
      [
        { token: WORKFLOW, 'artifact-url': `${emu.origin}/_artifacts/acme/webapp/missing.zip` },
        '::error::POST',
      ],
    ];
    for (const [inputs, message] of cases) {
      const run = await runAction({ preview: 'false', ...inputs });
      expect({ inputs, code: run.code }).toEqual({ inputs, code: 1 });
      expect(run.stdout).toContain(message);
      expect(run.stdout + run.stderr).not.toMatch(/\n\s+at .*\.ts:\d+/);
      expectNoSecrets(run);
    }
  });
});
