/**
 * Every action run through `@github/local-action` (the official way to run an action locally: it imports the
 * logic entry, stubs @actions/core and @actions/artifact, and calls run()) against an emulator started in this
 * process. Each step must run exactly once — each output set once, one summary — and do its work: the upload is
 * processed, the alerts are listed, the site is configured, packed and deployed (the pack step's upload and the
 * deploy step's OIDC token go through the project's own client, which local-action's stubs of @actions/artifact
 * and getIDToken do not replace). Each step gets the variables a runner gives a job of the emulator's run.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator, type Emulator } from '../support/emulator.js';
import { makeTarGz } from '../support/archives.js';

const ROOT = process.cwd();
const BIN = join(ROOT, 'node_modules/.bin/local-action');
const TOKEN = 'svc_workflow_webapp';
/** Enabling Pages needs administration rights, which the workflow token lacks. */
const OWNER_TOKEN = 'svc_pat_octocat';
const SHA = 'c0ffee'.padEnd(40, '7');

let emu: Emulator;
let work: string;
/** The variables a runner gives a job of the emulator's run 4242 (GITHUB_*, ACTIONS_*). */
let job: Record<string, string>;
beforeAll(async () => {
  emu = await startEmulator();
  emu.ctx.config.processingDelayMs = 100;
  work = mkdtempSync(join(tmpdir(), 'local-action-'));
  const bound = await emu.admin('/jobs', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: TOKEN, run_id: 4242, job: 'build' }),
  });
  job = ((await bound.json()) as { env: Record<string, string> }).env;
});
afterAll(async () => {
  await emu.close();
  rmSync(work, { recursive: true, force: true });
});

interface LocalRun {
  code: number;
  log: string;
  /** Every `::set-output` line, in order (a name twice means the step ran twice). */
  outputs: [string, string][];
  summary: string;
}

let runs = 0;
/** `local-action run <dir> <entry> <env file>` with these variables; inputs as INPUT_<NAME> lines. */
function localAction(
  dir: string,
  entry: string,
  inputs: Record<string, string>,
  extra: Record<string, string> = {},
): Promise<LocalRun> {
  const id = ++runs;
  const temp = join(work, `run-${id}`);
  mkdirSync(join(temp, 'artifacts'), { recursive: true });
  const summary = join(temp, 'summary.md');
  writeFileSync(summary, '');
  const env: Record<string, string> = {
    ...job,
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    GITHUB_STEP_SUMMARY: summary,
    RUNNER_TEMP: temp,
    LOCAL_ACTION_ARTIFACT_PATH: join(temp, 'artifacts'),
    LOCAL_ACTION_WORKSPACE: temp,
    ...extra,
  };
  const envFile = join(temp, '.env');
  writeFileSync(
    envFile,
    Object.entries(env)
      .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
      .join('\n'),
  );
  return new Promise((resolve) => {
    execFile(
      BIN,
      ['run', dir, entry, envFile],
      {
        cwd: ROOT,
        timeout: 90_000,
        env: { ...process.env, NODE_OPTIONS: '', NO_COLOR: '1', FORCE_COLOR: '0' },
      },
      (err, stdout, stderr) => {
        const log = `${stdout}${stderr}`;
        const outputs = [...log.matchAll(/^::set-output name=([^:]+)::(.*)$/gm)].map(
          (m) => [m[1], m[2]] as [string, string],
        );
        resolve({
          code: err ? ((err as { code?: number }).code ?? 1) : 0,
          log,
          outputs,
          summary: readFileSync(summary, 'utf8'),
        });
      },
    );
  });
}

/** The outputs as a record, after checking that each was set exactly once. */
function once(run: LocalRun): Record<string, string> {
  const names = run.outputs.map(([n]) => n);
  expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  return Object.fromEntries(run.outputs);
}

describe('the actions under @github/local-action', () => {
  it('upload: uploads once, waits for processing, one summary; then alerts lists what it made', async () => {
    const upload = await localAction('.', 'src/action/upload.ts', {
      token: TOKEN,
      sarif_file: join(ROOT, '__tests__/fixtures/sarif/grype-image-secsev.sarif'),
      ref: 'refs/heads/main',
      sha: SHA,
      'api-url': emu.apiUrl,
      'processing-timeout': '60',
    });
    expect(upload.log).not.toMatch(/::error::/);
    const out = once(upload);
    expect(out['processing-status']).toBe('complete');
    expect(out['upload-count']).toBe('1');
    expect(JSON.parse(out['sarif-ids'])).toEqual({ 'code-scanning': out['sarif-id'] });
    const journal = (await (await emu.admin('/requests')).json()) as { method: string; url: string }[];
    expect(journal.filter((r) => r.method === 'POST' && /\/code-scanning\/sarifs$/.test(r.url))).toHaveLength(
      1,
    );
    expect(upload.summary.match(/^## SARIF upload/gm)).toHaveLength(1);
    const open = Object.values(JSON.parse(out.alerts) as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(open).toBeGreaterThan(0);

    const alerts = await localAction('alerts', '../src/action/alerts.ts', {
      token: TOKEN,
      'api-url': emu.apiUrl,
      state: 'open',
    });
    const listed = once(alerts);
    expect(Number(listed.open)).toBe(open);
    expect(JSON.parse(listed['open-counts'])).toEqual(JSON.parse(out.alerts));
    expect(alerts.summary.match(/^### Code scanning alerts/gm)).toHaveLength(1);
  });

  it('configure-pages and upload-pages-artifact: each once, with their anchor actions’ outputs', async () => {
    const configured = once(
      await localAction('configure-pages', '../src/action/configure-pages.ts', {
        token: OWNER_TOKEN,
        enablement: 'true',
      }),
    );
    expect(configured.base_url).toMatch(/^https?:\/\//);
    expect(configured.base_path).toBeDefined();

    const configuredSummary = readFileSync(join(work, `run-${runs}`, 'summary.md'), 'utf8');
    expect(configuredSummary).toMatch(/^### Pages site\n\n✅ /);

    // local-action's own variables for its stubs (LOCAL_ACTION_WORKSPACE, LOCAL_ACTION_ARTIFACT_PATH) are not
    // needed: the step uses neither stub.
    const packed = await localAction(
      'upload-pages-artifact',
      '../src/action/pages-pack.ts',
      { path: join(ROOT, 'samples/site'), name: 'github-pages' },
      { LOCAL_ACTION_WORKSPACE: '', LOCAL_ACTION_ARTIFACT_PATH: '' },
    );
    expect(packed.log).not.toMatch(/::error::/);
    expect(packed.summary).toMatch(
      /^### Pages artifact\n\n✅ Packed and uploaded as artifact `github-pages`/,
    );
    // The step uploads through its own client (local-action's stub of @actions/artifact is not used): the
    // artifact is in the emulator's run, as on a runner.
    const out = once(packed);
    expect(Number(out.artifact_id)).toBeGreaterThan(0);
    expect(out['artifact-url']).toBe(
      `${emu.apiUrl}/repos/acme/webapp/actions/artifacts/${out.artifact_id}/zip`,
    );
    const listed = (await (
      await fetch(`${emu.apiUrl}/repos/acme/webapp/actions/runs/4242/artifacts?name=github-pages`, {
        headers: { authorization: `Bearer ${OWNER_TOKEN}` },
      })
    ).json()) as { artifacts: { id: number }[] };
    expect(listed.artifacts.map((a) => a.id)).toEqual([Number(out.artifact_id)]);
  });

  it('deploy-pages: runs once and deploys (its OIDC token comes through its own client, which local-action does not stub)', async () => {
    const put = await fetch(`${emu.origin}/_artifacts/acme/webapp/site.tar.gz`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${TOKEN}` },
      body: makeTarGz([{ path: 'index.html', data: '<h1>local</h1>' }]),
    });
    expect(put.status).toBeLessThan(300);
    const run = await localAction(
      'deploy-pages',
      '../src/action/deploy-pages.ts',
      {
        token: TOKEN,
        'artifact-url': `${emu.origin}/_artifacts/acme/webapp/site.tar.gz`,
        'pages-build-version': SHA,
        reporting_interval: '100',
      },
      // The job may request an OIDC token (id-token: write): the runner gives it the request token.
      { ACTIONS_ID_TOKEN_REQUEST_TOKEN: TOKEN },
    );
    expect(run.log).not.toMatch(/::error::/);
    const out = once(run);
    expect(out.status).toBe('succeed');
    expect(await (await fetch(out.page_url)).text()).toBe('<h1>local</h1>');
    expect(
      run.log
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::'))
        .join('\n'),
    ).not.toContain(TOKEN);
  });
});
