/**
 * Workflows taken unchanged from public repositories (`__tests__/fixtures/workflows/real/`, sources and commits in
 * its SOURCES.md), run under the runner against a running emulator (`--api-url`), with `--use` mapping
 * codeql-action's upload-sarif and the Pages actions to this package's steps and the actions that fetch or analyse
 * something to stand-ins. Pages is enabled beforehand, as a repository administrator does once in its settings.
 */
import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runWorkflow, type RunResult } from '../../src/runner/index.js';
import { enableWebappPages, startEmulator, type Emulator } from '../support/emulator.js';
import { ROOT, checkout, succeeded } from './helpers.js';

const REAL = join(ROOT, '__tests__/fixtures/workflows/real');
const STUBS = join(ROOT, '__tests__/fixtures/workflows/stubs');
const USE = [
  'github/codeql-action/upload-sarif=sarif-pipeline',
  'actions/configure-pages=sarif-pipeline/configure-pages',
  'actions/upload-pages-artifact=sarif-pipeline/upload-pages-artifact',
  'actions/deploy-pages=sarif-pipeline/deploy-pages',
  `ossf/scorecard-action=${STUBS}/scorecard`,
  `step-security/harden-runner=${STUBS}/noop`,
  `actions/upload-artifact=${STUBS}/noop`,
  `actions/setup-node=${STUBS}/noop`,
  `jetli/wasm-pack-action=${STUBS}/noop`,
];

let emu: Emulator;

beforeAll(async () => {
  emu = await startEmulator({ config: { processingDelayMs: 20 } });
  await enableWebappPages(emu);
});

afterAll(() => emu.close());

async function runReal(
  file: string,
  files: Record<string, string> = {},
): Promise<{ result: RunResult; text: string }> {
  const workspace = checkout(files);
  mkdirSync(join(workspace, '.github/workflows'), { recursive: true });
  cpSync(join(REAL, file), join(workspace, '.github/workflows', file));
  let text = '';
  const result = await runWorkflow({
    workflow: join(workspace, '.github/workflows', file),
    workspace,
    apiUrl: emu.apiUrl,
    adminToken: emu.adminToken,
    use: USE,
    output: { write: (t) => (text += t) },
  });
  return { result, text };
}

/**
 * A deploy job with only `pages: write` and `id-token: write` (the starter workflows' permissions) deploys: the deploy
 * step finds the run's artifact through the artifact service with the job's runtime token, as deploy-pages does
 * since v4.0.1, not through the REST listing, which takes `actions: read` on the service as on the emulator.
 */
async function expectDeployed(result: RunResult, text: string, deployJob: string): Promise<void> {
  const deploy = result.steps.find(
    (s) => s.job === deployJob && /deploy-pages|Deploy to GitHub Pages/.test(s.step),
  );
  expect(deploy).toBeDefined();
  succeeded(result, text);
  const url = /Pages deployed: (\S+)/.exec(text)?.[1];
  expect(url).toBeDefined();
  expect(await (await fetch(url!)).text()).toContain('<h1>');
}

const sarifAlerts = async () => {
  const res = await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/alerts?tool_name=Scorecard`, {
    headers: { authorization: 'Bearer svc_pat_octocat' },
  });
  return (await res.json()) as { rule: { id: string } }[];
};

describe('real workflows, unchanged', () => {
  it('nodejs-node scorecard.yml: upload-sarif v3 mapped to sarif-pipeline, read-all narrowed by the job', async () => {
    const { result, text } = await runReal('nodejs-node-scorecard.yml');
    succeeded(result, text);
    expect(text).toContain('token permissions: metadata: read, security-events: write, id-token: write');
    expect(text).toMatch(/--use: step-security\/harden-runner@eb238b5\S+ → \S+\/stubs\/noop/);
    expect(text).toMatch(/Upload to code-scanning: success/);
    expect((await sarifAlerts()).map((a) => a.rule.id)).toContain('TokenPermissionsID');
  });

  it('nodencrypt scorecard.yml: upload-sarif v4 mapped to sarif-pipeline', async () => {
    const { result, text } = await runReal('nodencrypt-scorecard.yml');
    succeeded(result, text);
    expect(text).toMatch(/Upload to code-scanning: success/);
    // This package's step by its own name (not the sarif-pipeline/sarif-pipeline/… form it is resolved by).
    expect(text).toMatch(
      /--use: github\/codeql-action\/upload-sarif@\S+ → sarif-pipeline \(this package's step\)/,
    );
  });

  it('gh-cd-test static.yml: the Pages starter workflow (configure, upload, deploy in one job)', async () => {
    const { result, text } = await runReal('gh-cd-test-static.yml', {
      'src/index.html': '<h1>static starter</h1>',
    });
    expect(text).toContain('environment: github-pages');
    expect(result.steps.find((s) => s.step === 'Setup Pages')?.conclusion).toBe('success');
    await expectDeployed(result, text, 'deploy');
  });

  it('DD2-Squad-Builder deploy-pages.yml: upload and deploy in one job, no environment', async () => {
    const { result, text } = await runReal('dd2-squad-builder-deploy-pages.yml', {
      'build/web/index.html': '<h1>godot web export</h1>',
    });
    expect(result.steps.find((s) => s.step === 'Upload Pages artifact')?.conclusion).toBe('success');
    await expectDeployed(result, text, 'build');
  });

  it('aws-deepdive deploy-pages.yml: npm build, configure and upload in one job, deploy in the next (needs)', async () => {
    const { result, text } = await runReal('aws-deepdive-deploy-pages.yml', {
      'web/package.json': JSON.stringify({
        name: 'web',
        private: true,
        scripts: { build: 'mkdir -p dist && echo "<h1>$PAGES_SITE$PAGES_BASE</h1>" > dist/index.html' },
      }),
      // Offline: no audit, no funding message, no registry.
      'web/.npmrc': 'audit=false\nfund=false\noffline=true\nupdate-notifier=false\n',
    });
    expect(readFileSync(join(REAL, 'SOURCES.md'), 'utf8')).toContain('0-draft/aws-deepdive');
    expect(result.jobs.build.result).toBe('success');
    expect(text).toMatch(/--use: actions\/setup-node@v6 → \S+\/stubs\/noop/);
    await expectDeployed(result, text, 'deploy');
  });
});

describe('a mistake the service would not show', () => {
  it('refuses a second upload of one tool and category in a job, as codeql-action does; another category passes', async () => {
    const sarif = readFileSync(join(ROOT, '__tests__/fixtures/sarif/bandit-python-1result.sarif'), 'utf8');
    const upload = (name: string, category: string) =>
      `      - name: ${name}\n        uses: github/codeql-action/upload-sarif@v3\n        with: { sarif_file: bandit.sarif, category: ${category} }\n`;
    const workspace = checkout({
      'bandit.sarif': sarif,
      'w.yml':
        'on: push\npermissions: { security-events: write, contents: read }\njobs:\n  scan:\n    runs-on: ubuntu-latest\n    steps:\n' +
        upload('first', 'py') +
        upload('again', 'py') +
        '      - name: other\n        if: always()\n        uses: github/codeql-action/upload-sarif@v3\n        with: { sarif_file: bandit.sarif, category: py-tests }\n',
    });
    let text = '';
    const result = await runWorkflow({
      workflow: join(workspace, 'w.yml'),
      workspace,
      apiUrl: emu.apiUrl,
      adminToken: emu.adminToken,
      use: USE,
      output: { write: (t) => (text += t) },
    });
    expect(result.steps.map((s) => [s.step, s.conclusion])).toEqual([
      ['first', 'success'],
      ['again', 'failure'],
      ['other', 'success'],
    ]);
    expect(text).toMatch(
      /this job already uploaded an analysis of tool "Bandit" with category "py\/?", which this upload would replace; nothing was uploaded/,
    );
  });
});
