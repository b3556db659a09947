/**
 * The workflow a user migrating to sarif-pipeline writes, run against the emulator through the bundled actions:
 * configure Pages, pack a built directory, deploy it by artifact name, upload SARIF, summarize alerts. The `with:`
 * of each Pages and upload step holds only inputs of the action it replaces (actions/configure-pages,
 * actions/upload-pages-artifact, actions/deploy-pages, github/codeql-action/upload-sarif); everything else comes
 * from the action.yml defaults, as a runner fills them in.
 *
 *   - uses: sarif-pipeline/configure-pages@v1          # was actions/configure-pages@v5
 *     with: { enablement: true, token: ${{ secrets.PAGES_ADMIN }} }
 *   - uses: sarif-pipeline/upload-pages-artifact@v1    # was actions/upload-pages-artifact@v4
 *     with: { path: site/ }
 *   - uses: sarif-pipeline/deploy-pages@v1             # was actions/deploy-pages@v4
 *   - uses: sarif-pipeline@v1                          # was github/codeql-action/upload-sarif@v4
 *     with: { sarif_file: results, category: e2e, wait-for-processing: true }
 *   - uses: sarif-pipeline/alerts@v1
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { actionDefaults, runAction } from '../../src/cli/runner.js';
import { startEmulator, type Emulator } from '../support/emulator.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const WORKFLOW = 'svc_workflow_webapp';
const SECRETS = ['svc_workflow_webapp', 'svc_pat_octocat'];

let emu: Emulator;
let work: string;
let env: Record<string, string>;

beforeAll(async () => {
  emu = await startEmulator({ config: { processingDelayMs: 100 } });
  work = mkdtempSync(join(tmpdir(), 'workflow-'));
  // The checkout: a built site and an analyser's results.
  mkdirSync(join(work, 'repo', 'site', 'css'), { recursive: true });
  writeFileSync(join(work, 'repo', 'site', 'index.html'), '<h1>built by the workflow</h1>');
  writeFileSync(join(work, 'repo', 'site', 'css', 'site.css'), 'h1 { color: teal }');
  writeFileSync(join(work, 'repo', 'site', '.env'), 'SECRET=1'); // hidden: left out, as upload-pages-artifact does
  mkdirSync(join(work, 'repo', 'results'));
  cpSync(
    join(root, 'samples', 'semgrep-dataflow-codeflows.sarif'),
    join(work, 'repo', 'results', 'semgrep.sarif'),
  );
  mkdirSync(join(work, 'temp'));
  const bound = await emu.admin('/jobs', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      token: WORKFLOW,
      run_id: 777,
      sha: 'a'.repeat(40),
      ref: 'refs/heads/main',
      job: 'site',
    }),
  });
  env = {
    ...((await bound.json()) as { env: Record<string, string> }).env,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: join(work, 'repo'),
    RUNNER_TEMP: join(work, 'temp'),
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: WORKFLOW,
  };
});
afterAll(async () => {
  await emu.close();
  rmSync(work, { recursive: true, force: true });
});

/** A step as the runner runs it: the action.yml defaults, then the step's `with:`. */
async function step(action: string, bundle: string, wit: Record<string, string>) {
  const inputs = { ...actionDefaults(join(root, action), WORKFLOW), ...wit };
  const run = await runAction(
    join(root, 'dist', bundle, 'index.js'),
    inputs,
    { ...env },
    join(work, 'temp'),
    false,
  );
  const shown = run.log.join('\n');
  for (const secret of SECRETS)
    expect(shown + JSON.stringify(run.outputs) + run.summary).not.toContain(secret);
  expect({ action, code: run.code, log: run.code === 0 ? '' : shown }).toEqual({ action, code: 0, log: '' });
  return run;
}

it('configures, packs, deploys by artifact name, uploads SARIF and summarizes alerts with the anchor actions’ inputs', async () => {
  const configure = await step('configure-pages/action.yml', 'configure-pages', {
    enablement: 'true',
    token: 'svc_pat_octocat', // enabling a site needs an administrator's token, as with actions/configure-pages
  });
  expect(configure.outputs).toEqual({
    base_url: `${emu.origin}/pages/acme/webapp`,
    origin: emu.origin,
    host: new URL(emu.origin).host,
    base_path: '/pages/acme/webapp',
  });

  const pack = await step('upload-pages-artifact/action.yml', 'pages-pack', { path: 'site/' });
  expect(pack.outputs.artifact_id).toMatch(/^\d+$/);
  expect(pack.outputs['artifact-url']).toBe(
    `${emu.apiUrl}/repos/acme/webapp/actions/artifacts/${pack.outputs.artifact_id}/zip`,
  );

  const deploy = await step('deploy-pages/action.yml', 'deploy-pages', {});
  expect(deploy.outputs.status).toBe('succeed');
  expect(deploy.log.join('\n')).toContain(
    `deploying artifact github-pages (id ${pack.outputs.artifact_id}) of run 777`,
  );
  expect(await (await fetch(deploy.outputs.page_url)).text()).toBe('<h1>built by the workflow</h1>');
  expect(await (await fetch(`${deploy.outputs.page_url}css/site.css`)).text()).toBe('h1 { color: teal }');
  expect((await fetch(`${deploy.outputs.page_url}.env`)).status).toBe(404);

  const upload = await step('action.yml', 'upload', {
    sarif_file: 'results',
    category: 'e2e',
    'wait-for-processing': 'true',
  });
  expect(upload.outputs['sarif-id']).toMatch(/\S/);
  expect(JSON.parse(upload.outputs['sarif-ids'])).toEqual({ 'code-scanning': upload.outputs['sarif-id'] });

  const alerts = await step('alerts/action.yml', 'alerts', {});
  expect(Number(alerts.outputs.total)).toBeGreaterThan(0);
});
