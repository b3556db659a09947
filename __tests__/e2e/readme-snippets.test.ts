/**
 * The README's workflow snippets, copied as a user copies them: every input written out with the value the README
 * gives it (empty strings included, which must mean "the default", as on the service's runner), run by the workflow
 * runner on the emulator through the bundled steps. Only what a snippet leaves to the user is filled in: the
 * owner in `uses:`, the analysers' script, the site's build, and `actions/checkout` (a stand-in: the workspace is
 * the checkout). A snippet edited into something that no longer runs fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { runWorkflow } from '../../src/runner/index.js';
import { enableWebappPages, startEmulator, type Emulator } from '../support/emulator.js';
import { requireFreshDist } from '../support/fresh-dist.js';
import { ROOT, checkout, succeeded } from '../runner/helpers.js';

type Step = Record<string, unknown>;
type Snippet = { permissions?: Record<string, string>; steps?: Step[] } | Step[];

/** The README's YAML blocks, `<owner>` made an owner (any owner's sarif-pipeline is this package to the runner). */
function snippets(): Snippet[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  return [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map(
    (m) => parse(m[1].replaceAll('<owner>/', 'your-org/')) as Snippet,
  );
}

const stepsOf = (s: Snippet) => (Array.isArray(s) ? s : (s.steps ?? []));
const uses = (s: Snippet) => stepsOf(s).map((step) => String(step.uses ?? ''));

let emu: Emulator;

beforeAll(async () => {
  requireFreshDist();
  emu = await startEmulator({ config: { processingDelayMs: 20 } });
  // The Pages snippet configures with `enablement: false`: the site exists, as a repository administrator made it.
  await enableWebappPages(emu);
});

afterAll(() => emu.close());

it("runs the README's upload, alert and Pages snippets as written, every input set to the README's value", async () => {
  const all = snippets();
  const upload = all.find((s) => uses(s).includes('your-org/sarif-pipeline@v1'))!;
  const alerts = all.find((s) => uses(s).includes('your-org/sarif-pipeline/alerts@v1'))!;
  const pages = all.find((s) => uses(s).includes('your-org/sarif-pipeline/deploy-pages@v1'))!;
  expect([upload, alerts, pages].every(Boolean)).toBe(true);
  // The snippets show every input: the alert step's is a step alone, the others carry their permissions.
  expect(Array.isArray(alerts)).toBe(true);
  const withPermissions = (s: Snippet) => (Array.isArray(s) ? {} : { permissions: s.permissions });

  const workflow = {
    on: 'push',
    jobs: {
      upload: { 'runs-on': 'ubuntu-latest', ...withPermissions(upload), steps: stepsOf(upload) },
      alerts: {
        needs: 'upload',
        'runs-on': 'ubuntu-latest',
        permissions: { 'security-events': 'read' },
        outputs: {
          'json-file': '${{ steps.alerts.outputs.json-file }}',
          total: '${{ steps.alerts.outputs.total }}',
        },
        steps: stepsOf(alerts),
      },
      pages: { 'runs-on': 'ubuntu-latest', ...withPermissions(pages), steps: stepsOf(pages) },
    },
  };
  const sarif = readFileSync(join(ROOT, 'samples/pipeline/semgrep-dataflow-codeflows.sarif'), 'utf8');
  const workspace = checkout({
    '.github/workflows/readme.yml': stringify(workflow),
    'run-my-analysers.sh': '#!/bin/sh\nmkdir -p results && cp samples/semgrep.sarif results/\n',
    'samples/semgrep.sarif': sarif,
    // `npm run build -- --base "<base_path>"`: a site whose page says which base path it was built for.
    'package.json': JSON.stringify({ name: 'site', private: true, scripts: { build: 'node build.mjs' } }),
    'build.mjs': [
      "import { mkdirSync, writeFileSync } from 'node:fs';",
      "const base = process.argv[process.argv.indexOf('--base') + 1];",
      "mkdirSync('_site', { recursive: true });",
      'writeFileSync(`_site/index.html`, `<h1>built for ${base}</h1>`);',
    ].join('\n'),
  });
  let text = '';
  const result = await runWorkflow({
    workflow: join(workspace, '.github/workflows/readme.yml'),
    workspace,
    apiUrl: emu.apiUrl,
    adminToken: emu.adminToken,
    use: [`actions/checkout=${join(ROOT, '__tests__/fixtures/workflows/stubs/noop')}`],
    output: { write: (t) => (text += t) },
  });
  succeeded(result, text);

  // Each snippet's last `run:` echoes what its step gave: the upload's ids and status, the site's URL.
  // (The shell takes the JSON array's quotes: `[<id>] complete`.)
  expect(text).toMatch(/\[[0-9a-f-]{36}\] complete/);
  const url = /Pages deployed: (\S+)/.exec(text)?.[1];
  expect(url).toBeDefined();
  expect(await (await fetch(url!)).text()).toBe('<h1>built for /pages/acme/webapp</h1>');
  // The alert step's empty `json-file` is its default, in the job's RUNNER_TEMP; it listed the upload's alerts.
  expect(result.jobs.alerts.outputs['json-file']).toMatch(/alerts\.json$/);
  expect(Number(result.jobs.alerts.outputs.total)).toBeGreaterThan(0);
});
