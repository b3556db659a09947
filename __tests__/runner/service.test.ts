/**
 * Workflows that talk to the service, run on the embedded emulator: the demo (`npm start`), a matrix of SARIF
 * categories, a two-job Pages deployment sharing the run's artifact, permissions the job's token lacks refused as on
 * the service, and secrets and `::add-mask::` values masked in every channel.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runWorkflow, type RunResult } from '../../src/runner/index.js';
import { ROOT, conclusions, run, succeeded } from './helpers.js';
import { requireFreshDist } from '../support/fresh-dist.js';

// The workflows run this package's steps from dist/: it must be built from the sources as they are.
beforeAll(requireFreshDist);

const OWNER_TOKEN = 'svc_pat_octocat'; // the seed's owner of acme, as a user's personal token

async function api(r: RunResult, path: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${r.service!.apiUrl}${path}`, {
    headers: { authorization: `Bearer ${OWNER_TOKEN}` },
  });
  return { status: res.status, body: await res.json() };
}

describe('on the emulator', () => {
  it('runs the demo workflow end to end: Pages in two jobs, then scan, upload and alerts', async () => {
    let text = '';
    const r = await runWorkflow({
      workflow: join(ROOT, 'samples/workflows/demo.yml'),
      workspace: ROOT,
      // No secrets file: PAGES_ADMIN_TOKEN is a secret of the seed's repository, as on the service.
      output: { write: (t) => (text += t) },
      processingDelayMs: 20,
      keepRunning: true,
    });
    try {
      succeeded(r, text);
      expect(Object.keys(r.jobs)).toEqual(['build', 'deploy', 'scan']);
      const page = r.jobs.deploy.outputs.page_url;
      expect(page).toMatch(/\/pages\/acme\/webapp\/$/);
      expect(await (await fetch(page)).text()).toMatch(/Built from [0-9a-f]{7} for http/);
      expect(text).toContain('dropped 2,000 results beyond the top ranked');
      expect(text).toMatch(/processing complete after/);
      // Every step writes a summary (configure and pack too).
      expect(r.summaries.map((s) => s.job)).toEqual(['build', 'build', 'deploy', 'scan', 'scan']);
      // The table: every step, its conclusion and time.
      expect(text).toMatch(/scan {4}Upload SARIF +✓ success +\d+\.\d+ s/);
      expect(text).not.toContain(OWNER_TOKEN);
      expect(text).not.toMatch(/svc_workflow_run_[0-9a-f]/);
      const alerts = await api(r, '/repos/acme/webapp/code-scanning/alerts?per_page=5');
      expect(alerts.status).toBe(200);
      expect((alerts.body as unknown[]).length).toBe(5);
      // The dashboard shows the run with its three jobs, its Pages artifact and the deployment of it.
      const overview = (await (await r.service!.admin('/overview')).json()) as {
        runs: {
          repo: string;
          workflow: string;
          jobs: string[];
          artifacts: string[];
          deployments: number[];
        }[];
      };
      // (The seed's own workflow tokens are listed too, each with its default run.)
      const demo = overview.runs.filter((run) => run.workflow === 'Pages and code scanning');
      expect(demo).toHaveLength(1);
      expect(demo[0]).toMatchObject({ repo: 'acme/webapp', artifacts: ['github-pages'] });
      expect([...demo[0].jobs].sort()).toEqual(['build', 'deploy', 'scan']);
      expect(demo[0].deployments).toHaveLength(1);
      const section = await (await r.service!.admin('/sections/bindings')).text();
      expect(section).toContain('Pages and code scanning');
    } finally {
      await r.service?.close();
    }
  });

  it('uploads a matrix of categories, one analysis per leg', async () => {
    const sarif = (tool: string) =>
      JSON.stringify({
        version: '2.1.0',
        runs: [
          {
            tool: { driver: { name: tool, rules: [{ id: 'r1', shortDescription: { text: 'rule' } }] } },
            results: [
              {
                ruleId: 'r1',
                message: { text: `found by ${tool}` },
                locations: [
                  { physicalLocation: { artifactLocation: { uri: 'src/a.js' }, region: { startLine: 1 } } },
                ],
              },
            ],
          },
        ],
      });
    const { result, text } = await run(
      `
on: push
permissions:
  contents: read
  security-events: write
jobs:
  scan:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        category: [frontend, backend]
    steps:
      - uses: actions/checkout@v4
      - uses: your-org/sarif-pipeline@v1
        with:
          sarif_file: results/\${{ matrix.category }}.sarif
          category: \${{ matrix.category }}
          processing-timeout: 60
`,
      {
        files: {
          'src/a.js': 'let a = 1;\n',
          'results/frontend.sarif': sarif('LintA'),
          'results/backend.sarif': sarif('LintB'),
        },
        keepRunning: true,
      },
    );
    try {
      succeeded(result, text);
      expect(conclusions(result, 'scan (frontend)')).toContain('Run your-org/sarif-pipeline@v1: success');
      const alerts = (await api(result, '/repos/acme/webapp/code-scanning/alerts')).body as {
        tool: { name: string };
        most_recent_instance: { category: string };
      }[];
      expect(alerts.map((a) => `${a.tool.name}/${a.most_recent_instance.category}`).sort()).toEqual([
        'LintA/frontend/', // the category, with the / the upload step adds as codeql-action does
        'LintB/backend/',
      ]);
    } finally {
      await result.service?.close();
    }
  });

  const pages = (deployPermissions: string) => `
on: push
jobs:
  build:
    runs-on: ubuntu-latest
    permissions:
      contents: read
    steps:
      - run: mkdir -p _site && echo "<h1>two jobs</h1>" > _site/index.html
      - uses: your-org/sarif-pipeline/upload-pages-artifact@v1
  deploy:
    needs: build
    runs-on: ubuntu-latest
    permissions:
${deployPermissions}
    environment:
      name: github-pages
      url: \${{ steps.d.outputs.page_url }}
    steps:
      - id: d
        uses: your-org/sarif-pipeline/deploy-pages@v1
        with:
          reporting_interval: 100
`;

  it('deploys Pages in a second job from the artifact the first job uploaded to the run', async () => {
    const enable = `
  enable:
    runs-on: ubuntu-latest
    steps:
      - uses: your-org/sarif-pipeline/configure-pages@v1
        with:
          enablement: true
          token: \${{ secrets.ADMIN }}
`;
    const yaml = pages('      pages: write\n      id-token: write\n      actions: read').replace(
      'jobs:\n  build:\n    runs-on: ubuntu-latest',
      `jobs:${enable}  build:\n    needs: enable\n    runs-on: ubuntu-latest`,
    );
    const { result, text } = await run(yaml, { keepRunning: true, secrets: { ADMIN: OWNER_TOKEN } });
    try {
      succeeded(result, text);
      const url = result.jobs.deploy.outputs.page_url ?? '';
      expect(text).toContain('environment: github-pages');
      expect(text).toMatch(/deploying artifact github-pages \(id \d+\) of run \d+/);
      expect(text).not.toContain(OWNER_TOKEN);
      const page = await fetch(text.match(/Pages deployed: (\S+)/)![1] || url);
      expect(await page.text()).toContain('<h1>two jobs</h1>');
    } finally {
      await result.service?.close();
    }
  });

  it('refuses what the job token lacks, as the service: no OIDC token without id-token: write, no upload without security-events: write', async () => {
    const noOidc = await run(
      pages('      pages: write\n      actions: read').replace(
        'jobs:\n  build:',
        `jobs:\n  enable:\n    runs-on: x\n    steps:\n      - uses: your-org/sarif-pipeline/configure-pages@v1\n        with:\n          enablement: true\n          token: \${{ secrets.ADMIN }}\n  build:\n    needs: enable`,
      ),
      { secrets: { ADMIN: OWNER_TOKEN } },
    );
    expect(noOidc.result.conclusion).toBe('failure');
    expect(noOidc.text).toContain('token permissions: metadata: read, pages: write, actions: read');
    expect(conclusions(noOidc.result, 'deploy')).toEqual([
      'Run your-org/sarif-pipeline/deploy-pages@v1: failure',
    ]);
    expect(noOidc.text).toMatch(/ACTIONS_ID_TOKEN_REQUEST_(URL|TOKEN)/);

    const noUpload = await run(
      `
on: push
permissions:
  contents: read
jobs:
  scan:
    runs-on: x
    steps:
      - uses: your-org/sarif-pipeline@v1
        with:
          sarif_file: r.sarif
`,
      {
        files: {
          'r.sarif': JSON.stringify({
            version: '2.1.0',
            runs: [{ tool: { driver: { name: 'T' } }, results: [] }],
          }),
        },
      },
    );
    expect(noUpload.result.conclusion).toBe('failure');
    expect(noUpload.text).toMatch(/403/);
    expect(noUpload.text).toMatch(/security_events|security-events/);
  });

  it('masks secrets and ::add-mask:: values in every channel: log, annotations, summaries, outputs, step names', async () => {
    const SECRET = 's3cr3t-Value_42';
    const MULTI = 'first-line-of-key\nsecond-line-of-key';
    const { result, text } = await run(
      `
on: push
jobs:
  leak:
    runs-on: x
    outputs:
      direct: \${{ steps.s.outputs.secret }}
      masked: \${{ steps.s.outputs.later }}
      fine: \${{ steps.s.outputs.fine }}
    steps:
      - name: step \${{ secrets.TOKEN }}
        id: s
        env:
          TOKEN: \${{ secrets.TOKEN }}
          KEY: \${{ secrets.KEY }}
        run: |
          echo "plain $TOKEN"
          echo "in a url https://x.test/?t=$TOKEN"
          echo "::error file=a.js,line=2,title=$TOKEN::annotated $TOKEN"
          echo "### summary $TOKEN" >> "$GITHUB_STEP_SUMMARY"
          echo "secret=$TOKEN" >> "$GITHUB_OUTPUT"
          echo "key: $KEY"
          echo "::add-mask::later-value-9"
          echo "now later-value-9"
          echo "::warning::warned later-value-9"
          echo "summary later-value-9" >> "$GITHUB_STEP_SUMMARY"
          echo "later=later-value-9" >> "$GITHUB_OUTPUT"
          echo "fine=visible" >> "$GITHUB_OUTPUT"
      - run: echo "next step still masks later-value-9 and \${{ secrets.TOKEN }}"
`,
      { secrets: { TOKEN: SECRET, KEY: MULTI } },
    );
    expect(result.conclusion).toBe('success');
    const channels = [
      text,
      result.log.join('\n'),
      JSON.stringify(result.annotations),
      JSON.stringify(result.summaries),
      JSON.stringify(result.jobs),
      JSON.stringify(result.steps),
    ];
    for (const c of channels) {
      for (const v of [
        SECRET,
        'later-value-9',
        'first-line-of-key',
        'second-line-of-key',
        encodeURIComponent(SECRET),
      ])
        expect(c).not.toContain(v);
    }
    expect(text).toContain('plain ***');
    expect(text).toContain('now ***');
    expect(text).toContain('next step still masks *** and ***');
    expect(result.annotations.map((a) => a.message)).toEqual(['annotated ***', 'warned ***']);
    expect(result.summaries[0].text).toContain('summary ***');
    // Outputs that hold a secret are not passed on, as on the service.
    expect(result.jobs.leak.outputs).toEqual({ fine: 'visible' });
    expect(text).toContain("skip output 'direct' since it may contain secret");
  });
});

describe('the migrated sample', () => {
  it('samples/workflows/migrated.yml runs: only its uses: lines differ from the anchors, its deploy job has only pages and id-token', async () => {
    const yaml = readFileSync(join(ROOT, 'samples/workflows/migrated.yml'), 'utf8');
    // Every step of ours says what it was, and nothing else of the workflow names this project.
    const ours = yaml
      .split('\n')
      .filter((l) => l.includes('sarif-pipeline') && !l.trimStart().startsWith('#'));
    expect(ours.length).toBe(4);
    for (const line of ours)
      expect(line).toMatch(/^\s+uses: your-org\/sarif-pipeline\S*@v1 # was: \S+@v\d+$/);
    // A checkout of its own: the workflow writes results/ and _site/ in its workspace.
    const workspace = mkdtempSync(join(tmpdir(), 'migrated-'));
    cpSync(join(ROOT, 'samples'), join(workspace, 'samples'), { recursive: true });
    let text = '';
    const r = await runWorkflow({
      workflow: join(ROOT, 'samples/workflows/migrated.yml'),
      workspace,
      output: { write: (t) => (text += t) },
      processingDelayMs: 20,
    }).finally(() => rmSync(workspace, { recursive: true, force: true }));
    succeeded(r, text);
    expect(text).toContain(
      'token permissions: metadata: read, pages: write, id-token: write; environment: github-pages',
    );
    expect(text).toMatch(/Pages deployed: \S+/);
  });
});
