/**
 * The Pages deployment step against the emulator: an artifact built here (node-tar) and uploaded to the
 * emulator's artifact store, an OIDC token from its issuer, then deployments that succeed (the page serves the
 * content), fail (an archive entry outside its root; an archive without files), time out and are cancelled, are
 * aborted (SIGTERM), ride out temporary errors within the budget, or exhaust it; and the CLI command.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create } from 'tar';
import { ApiError, createClient, type ApiClient } from '../../src/api/index.js';
import { run as pagesCli } from '../../src/cli/commands/pages.js';
import type { CommandIo } from '../../src/cli/commands/shared.js';
import { startEmulator, type Emulator } from '../support/emulator.js';
import { idTokenRequestUrl } from '../../src/emulator/oidc.js';
import { PAGES_TIMING } from '../../src/emulator/pages/area.js';
import { UserError } from '../../src/errors.js';
import { defaultBuildVersion, deploymentIdOf, deployPages } from '../../src/steps/deploy-pages.js';
import { makeTarGz } from '../support/archives.js';

const WORKFLOW = 'svc_workflow_webapp';
const OWNER = 'svc_pat_octocat';
const repo = { owner: 'acme', repo: 'webapp' };

let emu: Emulator;
let api: ApiClient;
let work: string;
let version = 0;
const stepMs = PAGES_TIMING.deploymentStepMs;

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

/** A tar.gz of a small site made with node-tar. */
async function siteArtifact(name: string, html: string): Promise<string> {
  const dir = join(work, `site-${name}`);
  mkdirSync(join(dir, 'css'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'css', 'site.css'), 'body { color: teal; }\n');
  const file = join(work, `${name}.tar.gz`);
  await create({ cwd: dir, file, gzip: true, portable: true }, ['.']);
  return putArtifact(name, readFileSync(file));
}

async function oidcToken(): Promise<string> {
  const res = await fetch(idTokenRequestUrl(emu.ctx), { headers: { authorization: `Bearer ${WORKFLOW}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { value: string }).value;
}

async function statusOf(statusUrl: string): Promise<string> {
  return (await api.pages.getDeploymentStatus(statusUrl)).status;
}

const base = async (artifactUrl: string) => ({
  ...repo,
  artifactUrl,
  pagesBuildVersion: `v${++version}`,
  oidcToken: await oidcToken(),
  intervalMs: 25,
  timeoutMs: 10_000,
});

beforeAll(async () => {
  emu = await startEmulator();
  api = createClient({
    baseUrl: emu.apiUrl,
    auth: { token: WORKFLOW },
    retry: { initialDelayMs: 10 },
    logger: { warn: () => {} },
  });
  work = mkdtempSync(join(tmpdir(), 'deploy-pages-'));
  const owner = createClient({ baseUrl: emu.apiUrl, auth: { token: OWNER } });
  await owner.pages.create({ ...repo, build_type: 'workflow' });
});
afterAll(async () => {
  await emu.close();
  rmSync(work, { recursive: true, force: true });
});
afterEach(async () => {
  PAGES_TIMING.deploymentStepMs = stepMs;
  await emu.admin(`/faults`, { method: 'DELETE' });
});

async function fault(rule: object): Promise<void> {
  const res = await emu.admin(`/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
  expect(res.status).toBeLessThan(300);
}

describe('deployPages', () => {
  it('deploys the artifact: status succeed, and the page serves its content', async () => {
    const lines: string[] = [];
    const url = await siteArtifact('ok.tar.gz', '<h1>Hello from the step</h1>\n');
    const r = await deployPages(api, { ...(await base(url)), logger: { info: (m) => lines.push(m) } });
    expect(r).toMatchObject({
      ok: true,
      outcome: 'succeeded',
      status: 'succeed',
      errors: 0,
      cancelled: false,
    });
    expect(r.statusUrl).toMatch(/\/pages\/deployments\/\d+$/);
    expect(r.deploymentId).toBe(deploymentIdOf({ status_url: r.statusUrl }));
    expect(r.message).toBe(`deployed to ${r.pageUrl}`);
    const page = await fetch(r.pageUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<h1>Hello from the step</h1>\n');
    expect(await (await fetch(`${r.pageUrl}css/site.css`)).text()).toContain('teal');
    expect(lines[0]).toMatch(/^created Pages deployment \d+ of acme\/webapp \(build version v\d+\)$/);
    expect(lines).toContain(`Pages deployment ${r.deploymentId}: succeed`);
  });

  it('fails with the service message when the archive has an entry outside its root', async () => {
    const url = await putArtifact(
      'evil.tar.gz',
      makeTarGz([
        { path: 'index.html', data: 'x' },
        { path: '../escape.html', data: 'EVIL' },
      ]),
    );
    const r = await deployPages(api, await base(url));
    expect(r).toMatchObject({ ok: false, outcome: 'failed', status: 'deployment_failed' });
    expect(r.message).toMatch(/^the deployment failed: the artifact evil\.tar\.gz was refused: .*\.\./);
  });

  it('fails as content failed when the archive holds no files', async () => {
    const url = await putArtifact('empty.tar.gz', makeTarGz([{ path: 'docs/', type: 'Directory' }]));
    const r = await deployPages(api, await base(url));
    expect(r).toMatchObject({ ok: false, outcome: 'failed', status: 'deployment_content_failed' });
    expect(r.message).toContain('holds no files');
  });

  it('cancels the deployment when it does not finish in time', async () => {
    PAGES_TIMING.deploymentStepMs = 2_000; // the deployment takes at least 10 s
    const url = await siteArtifact('slow.tar.gz', '<p>slow</p>');
    const started = Date.now();
    const r = await deployPages(api, { ...(await base(url)), timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(r).toMatchObject({
      ok: false,
      outcome: 'timed-out',
      status: 'deployment_cancelled',
      cancelled: true,
    });
    expect(r.message).toMatch(
      /^the deployment did not finish within 0\.3 s \(last status \w+\); the deployment was cancelled$/,
    );
    expect(await statusOf(r.statusUrl)).toBe('deployment_cancelled');
  });

  it('warns when the cancel is refused, its hint indented under it, and says cancelling failed', async () => {
    PAGES_TIMING.deploymentStepMs = 2_000;
    await fault({ method: 'POST', path: '/cancel$', status: 404, times: 5 });
    const url = await siteArtifact('uncancelled.tar.gz', '<p>stays</p>');
    const warnings: string[] = [];
    const r = await deployPages(api, {
      ...(await base(url)),
      timeoutMs: 300,
      logger: { warn: (m) => warnings.push(m) },
    });
    expect(r).toMatchObject({ ok: false, outcome: 'timed-out', cancelled: false });
    expect(r.message).toMatch(/; cancelling it failed$/);
    expect(warnings).toHaveLength(1);
    const [first, ...rest] = warnings[0].split('\n');
    expect(first).toMatch(/^could not cancel Pages deployment \d+: POST .*\/cancel.*404/);
    expect(rest.length).toBeGreaterThan(0);
    for (const line of rest) expect(line).toMatch(/^ {2}\S/);
  });

  it('stops waiting at the timeout even while a status request hangs', async () => {
    PAGES_TIMING.deploymentStepMs = 2_000;
    await fault({ method: 'GET', path: '/pages/deployments/\\d+$', delayMs: 1_500, times: 1 });
    const url = await siteArtifact('hang.tar.gz', '<p>hang</p>');
    const started = Date.now();
    const r = await deployPages(api, { ...(await base(url)), timeoutMs: 400 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(r).toMatchObject({ outcome: 'timed-out', cancelled: true, status: 'deployment_cancelled' });
  });

  it('says the deployment is live when it finished before the cancel (the service takes the cancel anyway)', async () => {
    PAGES_TIMING.deploymentStepMs = 10; // done in well under the timeout
    // The one status request hangs past the timeout: the step cancels a deployment that has already gone live.
    await fault({ method: 'GET', path: '/pages/deployments/\\d+$', delayMs: 1_500, times: 1 });
    const url = await siteArtifact('late.tar.gz', '<p>late</p>');
    const r = await deployPages(api, { ...(await base(url)), timeoutMs: 600 });
    expect(await statusOf(r.statusUrl)).toBe('succeed');
    expect(r).toMatchObject({ ok: false, outcome: 'timed-out', status: 'succeed', cancelled: false });
    expect(r.message).toMatch(/; the cancel came too late: the deployment is live at http/);
  });

  it('says it does not know, not that it cancelled, when what the deployment ended as cannot be read after a stop', async () => {
    PAGES_TIMING.deploymentStepMs = 10; // live within a moment
    // Every status read hangs past the bound of the one read after the cancel.
    await fault({ method: 'GET', path: '/pages/deployments/\\d+$', delayMs: 3_000, times: 3 });
    const url = await siteArtifact('unknown.tar.gz', '<p>unknown</p>');
    const controller = new AbortController();
    const r = await deployPages(api, {
      ...(await base(url)),
      signal: controller.signal,
      logger: { info: (m) => m.startsWith('created') && setTimeout(() => controller.abort(), 300) },
    });
    expect(r).toMatchObject({ ok: false, outcome: 'aborted', status: 'unknown', cancelled: false });
    expect(r.message).toMatch(
      /the cancel was sent, but whether the deployment went live is not known: see http/,
    );
    await new Promise((res) => setTimeout(res, 3_000)); // the hanging reads end
    expect(await statusOf(r.statusUrl)).toBe('succeed');
  });

  it('cancels the deployment when aborted (SIGTERM)', async () => {
    PAGES_TIMING.deploymentStepMs = 2_000;
    const url = await siteArtifact('abort.tar.gz', '<p>abort</p>');
    const controller = new AbortController();
    const pending = deployPages(api, {
      ...(await base(url)),
      signal: controller.signal,
      logger: { info: (m) => m.startsWith('created') && setTimeout(() => controller.abort(), 50) },
    });
    const r = await pending;
    expect(r).toMatchObject({
      ok: false,
      outcome: 'aborted',
      status: 'deployment_cancelled',
      cancelled: true,
    });
    expect(r.message).toMatch(/^the step was stopped/);
    expect(await statusOf(r.statusUrl)).toBe('deployment_cancelled');
  });

  it('rides out failed status requests within the error budget', async () => {
    await fault({ method: 'GET', path: '/pages/deployments/\\d+$', status: 404, times: 2 });
    const warnings: string[] = [];
    const url = await siteArtifact('flaky.tar.gz', '<p>flaky</p>');
    const r = await deployPages(api, {
      ...(await base(url)),
      errorBudget: 2,
      logger: { warn: (m) => warnings.push(m) },
    });
    expect(r).toMatchObject({ ok: true, status: 'succeed', errors: 2 });
    expect(warnings[0]).toMatch(/404 .*\(1 of 2 errors allowed\)$/);
  });

  it('gives up and cancels when the error budget is spent', async () => {
    PAGES_TIMING.deploymentStepMs = 2_000;
    await fault({ method: 'GET', path: '/pages/deployments/\\d+$', status: 404, times: 50 });
    const url = await siteArtifact('broken.tar.gz', '<p>broken</p>');
    const r = await deployPages(api, { ...(await base(url)), errorBudget: 3 });
    expect(r).toMatchObject({ ok: false, outcome: 'too-many-errors', errors: 4, cancelled: true });
    expect(r.message).toMatch(
      /^too many errors following the deployment \(4, last: .*404.*\); it was cancelled$/,
    );
    await emu.admin(`/faults`, { method: 'DELETE' });
    expect(await statusOf(r.statusUrl)).toBe('deployment_cancelled');
  });

  it('throws the service refusal of a bad OIDC token or artifact, with the token redacted', async () => {
    const url = await siteArtifact('refused.tar.gz', '<p>x</p>');
    const options = await base(url);
    const forged = `${options.oidcToken.slice(0, -4)}AAAA`;
    const err = await deployPages(api, { ...options, oidcToken: forged }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400 });
    expect((err as Error).message).toContain('signature');
    expect(JSON.stringify(err) + String(err)).not.toContain(forged);
    const missing = await deployPages(api, {
      ...options,
      artifactUrl: `${emu.origin}/_artifacts/acme/webapp/nope.zip`,
    }).catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404 });
  });

  it('makes the build version from the run (unique per attempt) and reads the id from status_url', () => {
    expect(defaultBuildVersion({ GITHUB_SHA: 'abc', GITHUB_RUN_ID: '42', GITHUB_RUN_ATTEMPT: '2' })).toBe(
      'abc-42-2',
    );
    expect(() => defaultBuildVersion({})).toThrow('GITHUB_SHA is not set');
    expect(deploymentIdOf({ status_url: 'https://api.example.com/repos/o/r/pages/deployments/123' })).toBe(
      '123',
    );
  });
});

describe('sarif-pipeline pages deploy', () => {
  function io(env: NodeJS.ProcessEnv) {
    const out = { stdout: '', stderr: '' };
    const value: CommandIo = {
      stdout: (t) => void (out.stdout += t),
      stderr: (t) => void (out.stderr += t),
      env,
      interactive: false,
      promptSecret: async () => '',
    };
    return { io: value, out };
  }

  it('deploys with the OIDC token from the variable it names, never printing it', async () => {
    const url = await siteArtifact('cli.tar.gz', '<p>cli</p>');
    const token = await oidcToken();
    const { io: cli, out } = io({
      SVC_TOKEN: WORKFLOW,
      GITHUB_API_URL: emu.apiUrl,
      MY_OIDC: token,
      GITHUB_SHA: 'f'.repeat(40),
      GITHUB_RUN_ID: '7',
    });
    const code = await pagesCli(
      [
        'deploy',
        '--repo',
        'acme/webapp',
        '--artifact-url',
        url,
        '--oidc-token-env',
        'MY_OIDC',
        '--interval',
        '20',
      ],
      cli,
    );
    expect(code).toBe(0);
    expect(out.stdout).toMatch(
      /^deployed to http:\/\/.*\/pages\/acme\/webapp\/\n {2}status succeed, deployment \d+/,
    );
    expect(out.stderr).toContain(`(build version ${'f'.repeat(40)}-7)`);
    expect(out.stdout + out.stderr).not.toContain(token);
  });

  it('refuses missing or misplaced options with exit 2', async () => {
    const { io: cli } = io({ SVC_TOKEN: WORKFLOW, GITHUB_API_URL: emu.apiUrl });
    const usage = (args: string[]) => pagesCli(args, cli).catch((e: unknown) => e as UserError);
    expect(await usage(['deploy', '--repo', 'acme/webapp', '--artifact-url', 'x'])).toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('--oidc-token-env NAME'),
    });
    expect(
      await usage(['deploy', '--repo', 'acme/webapp', '--artifact-url', 'x', '--oidc-token-env', 'NOPE']),
    ).toMatchObject({ exitCode: 2, message: expect.stringContaining('NOPE') });
    expect(await usage(['build', '--repo', 'acme/webapp', '--artifact-url', 'x'])).toMatchObject({
      exitCode: 2,
      message: '--artifact-url does not apply to pages build',
    });
    expect(await usage(['deploy', '--repo', 'acme/webapp', '--timeout', '-1'])).toMatchObject({
      exitCode: 2,
    });
    expect(await usage(['publish'])).toMatchObject({ exitCode: 2 });
    expect(await usage(['deploy', '--secret', 'x'])).toMatchObject({ exitCode: 2 });
  });
});
