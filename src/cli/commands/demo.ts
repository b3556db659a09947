/**
 * `npm start`: the main job, offline. Starts the emulator in this process with the bundled seed, binds the job (run,
 * runtime token, artifact service, OIDC request URL), then runs the bundled actions the way a runner does
 * (runner.ts): configure Pages, pack the bundled site and upload it as the run artifact, deploy it by name, upload
 * a multi-tool SARIF sample that needs trimming, summarize the alerts; and prints what a user would see.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { UserError } from '../../errors.js';
import { runAction } from '../runner.js';

export const HELP = `sarif-pipeline demo: run the whole pipeline against the embedded emulator (what \`npm start\` does).

Usage: sarif-pipeline demo [--keep-running]

Starts the emulator, runs the bundled configure, pack and deploy Pages actions, then the upload and alerts
actions, as a runner would; prints the deployed page, the trim report, the processing result and the alert
summary, then stops (or, with --keep-running, leaves the emulator up: open the printed dashboard URL).
`;

const REPO = 'acme/webapp';
const TOKEN = 'svc_workflow_webapp'; // the seed's workflow token of acme/webapp
const ADMIN_TOKEN = 'svc_pat_octocat'; // the seed's organization owner
const SHA = 'c0ffee'.padEnd(40, '0');

/** Where the bundles and samples are: next to this bundle (dist/cli), whatever the current directory. */
function layout() {
  // No path literal here: ncc would take one for an asset and copy that directory into the bundle.
  const cli = dirname(resolve(process.argv[1] ?? process.cwd()));
  const dist = resolve(cli, '..');
  const root = resolve(dist, '..');
  return { dist, samples: join(root, 'samples') };
}

function section(title: string): void {
  process.stdout.write(`\n━━ ${title} ${'━'.repeat(Math.max(0, 100 - title.length))}\n`);
}

export async function run(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(HELP);
    return 0;
  }
  const unknown = args.filter((a) => a !== '--keep-running');
  if (unknown.length > 0)
    throw new UserError(`unknown argument ${unknown[0]}`, 'Run `sarif-pipeline demo --help`.', 2);
  const { dist, samples } = layout();
  const { startEmulator } = await import('../../emulator/index.js');

  const emu = await startEmulator({ config: { processingDelayMs: 300 } });
  const work = mkdtempSync(join(tmpdir(), 'sarif-pipeline-demo-'));
  let failed = 0;
  try {
    process.stdout.write(
      `emulator: ${emu.apiUrl} (bundled seed; repository ${REPO}, workflow token of the seed)\n`,
    );
    // The job, as the runner sets it up: the emulator binds the workflow token to a run and gives the variables
    // (GITHUB_*, the OIDC request URL, the artifact service and the job's runtime token).
    const bound = await emu.admin('/jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: TOKEN,
        run_id: 1,
        sha: SHA,
        ref: 'refs/heads/main',
        workflow: 'demo',
        job: 'demo',
      }),
    });
    if (bound.status !== 201) throw new Error(`the emulator refused the job binding: ${bound.status}`);
    const env = {
      ...((await bound.json()) as { env: Record<string, string> }).env,
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: samples,
      RUNNER_TEMP: work,
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: TOKEN,
    };

    // Enabling Pages is an administrator's one-time setting (the workflow token may not): with enablement and a
    // token of the seed's owner, as a user would with a personal token.
    section('configure Pages (dist/configure-pages): enable the site, its URL');
    const configure = await runAction(
      join(dist, 'configure-pages', 'index.js'),
      { token: ADMIN_TOKEN, enablement: 'true' },
      env,
      work,
    );
    if (configure.code !== 0) failed++;
    process.stdout.write(`\noutputs: ${JSON.stringify(configure.outputs, null, 2)}\n`);

    section('pack the site (dist/pages-pack): tar samples/site, upload it as the run artifact github-pages');
    const pack = await runAction(
      join(dist, 'pages-pack', 'index.js'),
      { path: join(samples, 'site') },
      env,
      work,
    );
    if (pack.code !== 0) failed++;
    process.stdout.write(`\noutputs: ${JSON.stringify(pack.outputs, null, 2)}\n`);

    section('deploy Pages (dist/deploy-pages): the run artifact by name, OIDC token, deployment, status');
    const pages = await runAction(join(dist, 'deploy-pages', 'index.js'), { token: TOKEN }, env, work);
    if (pages.code !== 0) failed++;
    process.stdout.write(`\noutputs: ${JSON.stringify(pages.outputs, null, 2)}\n`);
    const pageUrl = pages.outputs.page_url;
    if (pageUrl) {
      const page = await fetch(pageUrl);
      process.stdout.write(`\nGET ${pageUrl} → ${page.status}\n${(await page.text()).trim()}\n`);
    }

    section('upload SARIF (dist/upload): check, trim, upload, wait for processing');
    const upload = await runAction(
      join(dist, 'upload', 'index.js'),
      { sarif: join(samples, 'pipeline'), category: '', token: TOKEN, 'processing-timeout': '60' },
      env,
      work,
    );
    if (upload.code !== 0) failed++;
    process.stdout.write(
      `\noutputs: ${JSON.stringify(upload.outputs, null, 2)}\n\njob summary:\n${upload.summary}\n`,
    );

    section('alert summary (dist/alerts)');
    const alerts = await runAction(
      join(dist, 'alerts', 'index.js'),
      { repository: REPO, token: TOKEN, state: 'open' },
      env,
      work,
    );
    if (alerts.code !== 0) failed++;
    process.stdout.write(`\njob summary:\n${alerts.summary}\n`);

    section(failed === 0 ? 'done: every step succeeded' : `done: ${failed} step(s) failed`);
    if (args.includes('--keep-running')) {
      process.stdout.write(
        `the emulator keeps running at ${emu.apiUrl}; dashboard ${emu.dashboardUrl}; Ctrl-C to stop\n`,
      );
      await new Promise<void>((done) => {
        process.once('SIGINT', done);
        process.once('SIGTERM', done);
      });
    }
    return failed === 0 ? 0 : 1;
  } finally {
    await emu.close();
    rmSync(work, { recursive: true, force: true });
  }
}
