/**
 * The workflow a user migrating to sarif-pipeline writes, run with the workflow runner against the emulator through
 * the bundled actions: configure Pages, pack a built directory, deploy it by artifact name, upload SARIF, summarize
 * alerts. The `with:` of each Pages and upload step holds only inputs of the action it replaces
 * (actions/configure-pages, actions/upload-pages-artifact, actions/deploy-pages,
 * github/codeql-action/upload-sarif); everything else comes from the action.yml defaults, as a runner fills them in.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runWorkflow } from '../../src/runner/index.js';
import { ROOT, checkout, succeeded } from '../runner/helpers.js';
import { requireFreshDist } from '../support/fresh-dist.js';

const WORKFLOW = `
on: push
permissions:
  contents: read
  pages: write
  id-token: write
  actions: read
  security-events: write
jobs:
  site:
    runs-on: ubuntu-latest
    outputs:
      configure: \${{ toJSON(steps.configure.outputs) }}
      artifact_id: \${{ steps.pack.outputs.artifact_id }}
      artifact_url: \${{ steps.pack.outputs.artifact-url }}
      status: \${{ steps.deploy.outputs.status }}
      page_url: \${{ steps.deploy.outputs.page_url }}
      sarif_id: \${{ steps.upload.outputs.sarif-id }}
      sarif_ids: \${{ steps.upload.outputs.sarif-ids }}
      total: \${{ steps.alerts.outputs.total }}
    steps:
      - id: configure
        uses: your-org/sarif-pipeline/configure-pages@v1      # was actions/configure-pages@v5
        with:
          enablement: true
          token: \${{ secrets.PAGES_ADMIN }}
      - id: pack
        uses: your-org/sarif-pipeline/upload-pages-artifact@v1 # was actions/upload-pages-artifact@v4
        with:
          path: site/
      - id: deploy
        uses: your-org/sarif-pipeline/deploy-pages@v1          # was actions/deploy-pages@v4
        with:
          reporting_interval: 200
      - id: upload
        uses: your-org/sarif-pipeline@v1                        # was github/codeql-action/upload-sarif@v4
        with:
          sarif_file: results
          category: e2e
          wait-for-processing: true
      - id: alerts
        uses: your-org/sarif-pipeline/alerts@v1
`;

// The steps run the committed bundles (dist/), as a runner runs the actions' action.yml.
beforeAll(requireFreshDist);

it('configures, packs, deploys by artifact name, uploads SARIF and summarizes alerts with the anchor actions’ inputs', async () => {
  const workspace = checkout({
    'site/index.html': '<h1>built by the workflow</h1>',
    'site/css/site.css': 'h1 { color: teal }',
    'site/.env': 'SECRET=1', // hidden: left out, as upload-pages-artifact does
    'results/semgrep.sarif': readFileSync(
      join(ROOT, 'samples', 'pipeline', 'semgrep-dataflow-codeflows.sarif'),
      'utf8',
    ),
    '.github/workflows/site.yml': WORKFLOW,
  });
  let text = '';
  const result = await runWorkflow({
    workflow: join(workspace, '.github/workflows/site.yml'),
    workspace,
    secrets: { PAGES_ADMIN: 'svc_pat_octocat' }, // enabling a site needs an administrator's token
    output: { write: (t) => (text += t) },
    processingDelayMs: 100,
    keepRunning: true,
  });
  try {
    succeeded(result, text);
    const out = result.jobs.site.outputs;
    const origin = new URL(result.service!.apiUrl).origin;
    expect(JSON.parse(out.configure)).toEqual({
      base_url: `${origin}/pages/acme/webapp`,
      origin,
      host: new URL(origin).host,
      base_path: '/pages/acme/webapp',
    });
    expect(out.artifact_id).toMatch(/^\d+$/);
    expect(out.artifact_url).toBe(
      `${result.service!.apiUrl}/repos/acme/webapp/actions/artifacts/${out.artifact_id}/zip`,
    );
    expect(out.status).toBe('succeed');
    expect(text).toContain(`deploying artifact github-pages (id ${out.artifact_id}) of run ${result.runId}`);
    expect(await (await fetch(out.page_url)).text()).toBe('<h1>built by the workflow</h1>');
    expect(await (await fetch(`${out.page_url}css/site.css`)).text()).toBe('h1 { color: teal }');
    expect((await fetch(`${out.page_url}.env`)).status).toBe(404);
    expect(out.sarif_id).toMatch(/\S/);
    expect(JSON.parse(out.sarif_ids)).toEqual({ 'code-scanning': out.sarif_id });
    expect(Number(out.total)).toBeGreaterThan(0);
    for (const secret of ['svc_pat_octocat', 'svc_workflow_webapp']) expect(text).not.toContain(secret);
  } finally {
    await result.service?.close();
  }
});
