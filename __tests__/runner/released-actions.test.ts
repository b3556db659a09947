/**
 * The released bundles of other projects, unchanged, under the runner from an actions directory: codeql-action
 * v4.35.4's upload-sarif (main and post) and deploy-pages v4 (v4.0.0, the last v4 tag whose repository holds its
 * bundle), with this package's configure and pack steps in front of the deployment (upload-artifact's dist is not
 * in the repository at its tags).
 *
 * The bundles are fetched, never committed: from SARIF_PIPELINE_ACTIONS_DIR (a directory laid out as
 * DIR/<owner>/<repo>@<ref>/, e.g. made with `git clone --depth 1 --branch v4.35.4 https://github.com/github/codeql-action
 * DIR/github/codeql-action@v4.35.4`), else copied out of local mirrors of the two repositories
 * (SARIF_PIPELINE_MIRRORS, default /work/.mirror: <owner>+<repo>/repo, bare). Without either, the test is skipped,
 * saying so.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runWorkflow } from '../../src/runner/index.js';
import { ROOT, checkout, succeeded } from './helpers.js';

const MIRRORS = process.env.SARIF_PIPELINE_MIRRORS ?? '/work/.mirror';

/** Copy files of a tag out of a bare mirror; a blob the snapshot lacks is reported, not fatal. */
function fromMirror(repo: string, tag: string, dest: string, paths: string[]): string[] {
  const git = join(MIRRORS, repo.replace('/', '+'), 'repo');
  const missing: string[] = [];
  const files = execFileSync('git', ['--git-dir', git, 'ls-tree', '-r', '--name-only', tag, ...paths], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  for (const f of files) {
    mkdirSync(dirname(join(dest, f)), { recursive: true });
    try {
      writeFileSync(
        join(dest, f),
        execFileSync('git', ['--git-dir', git, 'show', `${tag}:${f}`], {
          stdio: ['ignore', 'pipe', 'ignore'],
          maxBuffer: 256 * 1024 * 1024,
        }),
      );
    } catch {
      missing.push(f);
    }
  }
  return missing;
}

function actionsDir(): string | undefined {
  if (process.env.SARIF_PIPELINE_ACTIONS_DIR) return process.env.SARIF_PIPELINE_ACTIONS_DIR;
  const have = (repo: string, tag: string) => {
    try {
      execFileSync(
        'git',
        [
          '--git-dir',
          join(MIRRORS, repo.replace('/', '+'), 'repo'),
          'rev-parse',
          '--verify',
          `${tag}^{commit}`,
        ],
        {
          stdio: 'ignore',
        },
      );
      return true;
    } catch {
      return false;
    }
  };
  if (!have('github/codeql-action', 'v4.35.4') || !have('actions/deploy-pages', 'v4.0.0')) return undefined;
  const dir = checkout({});
  const codeql = join(dir, 'github', 'codeql-action@v4.35.4');
  const missing = fromMirror('github/codeql-action', 'v4.35.4', codeql, [
    'upload-sarif/action.yml',
    'lib/upload-sarif-action.js',
    'lib/upload-sarif-action-post.js',
    'lib/defaults.json',
    'package.json',
  ]);
  // The stored snapshot lacks the post bundle's blob (a clone has it); it only uploads debug artifacts when asked.
  if (missing.includes('lib/upload-sarif-action-post.js'))
    writeFileSync(join(codeql, 'lib/upload-sarif-action-post.js'), '// not in the local snapshot\n');
  fromMirror('actions/deploy-pages', 'v4.0.0', join(dir, 'actions', 'deploy-pages@v4'), [
    'action.yml',
    'dist',
  ]);
  return dir;
}

const dir = actionsDir();
if (!dir)
  process.stderr.write(
    `released-actions.test.ts skipped: no SARIF_PIPELINE_ACTIONS_DIR and no mirrors of github/codeql-action and actions/deploy-pages in ${MIRRORS}\n`,
  );

(dir ? describe : describe.skip)('released actions, unchanged, from an actions directory', () => {
  it('codeql-action v4.35.4 upload-sarif and deploy-pages v4 run as on the service (vendor github)', async () => {
    expect(existsSync(join(dir!, 'github/codeql-action@v4.35.4/upload-sarif/action.yml'))).toBe(true);
    const workspace = checkout({
      'results/bandit.sarif': (await import('node:fs')).readFileSync(
        join(ROOT, '__tests__/fixtures/sarif/bandit-python-1result.sarif'),
        'utf8',
      ),
      '_site/index.html': '<h1>deployed by deploy-pages v4</h1>',
      '.github/workflows/released.yml': `
on: push
jobs:
  analyze:
    runs-on: ubuntu-latest
    permissions:
      contents: read
      security-events: write
      actions: read
    steps:
      - uses: actions/checkout@v4
      - uses: github/codeql-action/upload-sarif@v4.35.4
        with:
          sarif_file: results
          category: bandit
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/configure-pages@v5
        with:
          enablement: true
          token: \${{ secrets.PAGES_ADMIN_TOKEN }}
      - uses: actions/upload-pages-artifact@v3
  deploy:
    needs: build
    runs-on: ubuntu-latest
    permissions:
      pages: write
      id-token: write
      actions: read
    environment:
      name: github-pages
      url: \${{ steps.deployment.outputs.page_url }}
    steps:
      - id: deployment
        uses: actions/deploy-pages@v4
        with:
          reporting_interval: 200
`,
    });
    let text = '';
    const result = await runWorkflow({
      workflow: join(workspace, '.github/workflows/released.yml'),
      workspace,
      actionsDir: dir,
      vendor: 'github',
      use: [
        'actions/configure-pages=sarif-pipeline/configure-pages',
        'actions/upload-pages-artifact=sarif-pipeline/upload-pages-artifact',
      ],
      secrets: { PAGES_ADMIN_TOKEN: 'svc_pat_octocat' },
      output: { write: (t) => (text += t) },
      processingDelayMs: 20,
    });
    succeeded(result, text);
    expect(text).toContain('Successfully uploaded results');
    expect(text).toContain('Analysis upload status is complete.');
    expect(text).toMatch(/Post Run github\/codeql-action\/upload-sarif@v4\.35\.4: success/);
    expect(text).toContain('Reported success!');
    expect(result.jobs.deploy.outputs).toEqual({});
    expect(text).toMatch(/"oidc_token": "\*\*\*"/);
  });
});
