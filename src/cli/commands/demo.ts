/**
 * `npm start`: the main job, offline. Starts the emulator in this process with the bundled seed, then runs the
 * bundled actions (dist/upload, dist/alerts, dist/deploy-pages) the way a runner does — inputs as INPUT_*
 * variables, GITHUB_* variables, the OIDC request variables pointing at the emulator's issuer — on a bundled
 * multi-tool sample that needs trimming and a small bundled site, and prints what a user would see.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { UserError } from '../../sarif/errors.js';

export const HELP = `sarif-pipeline demo: run the whole pipeline against the embedded emulator (what \`npm start\` does).

Usage: sarif-pipeline demo [--keep-running]

Starts the emulator, runs the bundled upload, alerts and Pages deploy actions as a runner would, prints the
trim report, the processing result, the alert summary and the deployed page, then stops (or, with
--keep-running, leaves the emulator up so you can explore it).
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

interface StepRun {
  code: number;
  outputs: Record<string, string>;
  summary: string;
}

/** Parse a GITHUB_OUTPUT file (name=value lines and name<<DELIMITER blocks). */
function readOutputs(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const heredoc = /^([^=<]+)<<(.+)$/.exec(lines[i]);
    if (heredoc) {
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== heredoc[2]; i++) value.push(lines[i]);
      out[heredoc[1]] = value.join('\n');
    } else if (lines[i].includes('=')) {
      const at = lines[i].indexOf('=');
      out[lines[i].slice(0, at)] = lines[i].slice(at + 1);
    }
  }
  return out;
}

/** Run one bundled action as a runner does, echoing its log; returns its outputs and job summary. */
async function runAction(
  bundle: string,
  inputs: Record<string, string>,
  env: Record<string, string>,
  work: string,
): Promise<StepRun> {
  const outputFile = join(work, `output-${Date.now()}`);
  const summaryFile = join(work, `summary-${Date.now()}`);
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const inputEnv = Object.fromEntries(
    Object.entries(inputs).map(([k, v]) => [`INPUT_${k.replace(/ /g, '_').toUpperCase()}`, v]),
  );
  const child = spawn(process.execPath, [bundle], {
    env: { ...process.env, ...env, ...inputEnv, GITHUB_OUTPUT: outputFile, GITHUB_STEP_SUMMARY: summaryFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const show = (stream: NodeJS.WriteStream) => {
    let pending = '';
    return (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const shown = asRunnerShows(line);
        if (shown !== undefined) stream.write(`  │ ${shown}\n`);
      }
    };
  };
  child.stdout.on('data', show(process.stdout));
  child.stderr.on('data', show(process.stderr));
  const code = await new Promise<number>((done) => child.on('exit', (c) => done(c ?? 1)));
  return { code, outputs: readOutputs(outputFile), summary: readFileSync(summaryFile, 'utf8') };
}

/** A log line as a runner's log view shows it: workflow commands rendered, debug and mask lines hidden. */
function asRunnerShows(line: string): string | undefined {
  const command = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
  if (!command) return line;
  const [, name, props = '', raw] = command;
  const message = raw.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
  const file = /(?:^|,)file=([^,]*)/.exec(props)?.[1];
  const lineNo = /(?:^|,)line=(\d+)/.exec(props)?.[1];
  const where = file ? ` (${file}${lineNo ? `:${lineNo}` : ''})` : '';
  switch (name) {
    case 'error':
    case 'warning':
    case 'notice':
      return `${name}${where}: ${message.replace(/\n/g, '\n  │   ')}`;
    case 'group':
      return `▸ ${message}`;
    default:
      return undefined; // debug, add-mask, endgroup, set-output...
  }
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
  const { idTokenRequestUrl } = await import('../../emulator/oidc.js');
  const tar = await import('tar');

  const emu = await startEmulator({ config: { processingDelayMs: 300 } });
  const work = mkdtempSync(join(tmpdir(), 'sarif-pipeline-demo-'));
  let failed = 0;
  try {
    process.stdout.write(
      `emulator: ${emu.apiUrl} (bundled seed; repository ${REPO}, workflow token of the seed)\n`,
    );
    const env = {
      GITHUB_ACTIONS: 'true',
      GITHUB_API_URL: emu.apiUrl,
      GITHUB_SERVER_URL: emu.origin,
      GITHUB_REPOSITORY: REPO,
      GITHUB_REPOSITORY_OWNER: REPO.split('/')[0],
      GITHUB_SHA: SHA,
      GITHUB_REF: 'refs/heads/main',
      GITHUB_WORKSPACE: samples,
      GITHUB_RUN_ID: '1',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_WORKFLOW: 'demo',
      RUNNER_TEMP: work,
      ACTIONS_ID_TOKEN_REQUEST_URL: idTokenRequestUrl(emu.ctx),
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: TOKEN,
    };

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

    section('deploy Pages (dist/deploy-pages): artifact, OIDC token, deployment, status');
    const { createClient } = await import('../../api/index.js');
    // Enabling Pages is an administrator's one-time setting (the workflow token may not): the seed's owner does it.
    const admin = createClient({ baseUrl: emu.apiUrl, auth: { token: ADMIN_TOKEN } });
    const [owner, repo] = REPO.split('/');
    if (!(await admin.pages.get({ owner, repo }).catch(() => undefined)))
      await admin.pages.create({ owner, repo, build_type: 'workflow' });
    const archive = join(work, 'site.tar.gz');
    await tar.create({ gzip: true, file: archive, cwd: join(samples, 'site') }, ['.']);
    const artifactUrl = `${emu.origin}/_artifacts/${REPO}/site.tar.gz`;
    const put = await fetch(artifactUrl, {
      method: 'PUT',
      headers: { authorization: `Bearer ${TOKEN}` },
      body: readFileSync(archive),
    });
    if (!put.ok) throw new Error(`the emulator refused the artifact: ${put.status}`);
    const pages = await runAction(
      join(dist, 'deploy-pages', 'index.js'),
      { 'artifact-url': artifactUrl, token: TOKEN, timeout: '60' },
      env,
      work,
    );
    if (pages.code !== 0) failed++;
    process.stdout.write(`\noutputs: ${JSON.stringify(pages.outputs, null, 2)}\n`);
    const pageUrl = pages.outputs.page_url ?? pages.outputs['page-url'];
    if (pageUrl) {
      const page = await fetch(pageUrl);
      process.stdout.write(`\nGET ${pageUrl} → ${page.status}\n${(await page.text()).trim()}\n`);
    }

    section(failed === 0 ? 'done: every step succeeded' : `done: ${failed} step(s) failed`);
    if (args.includes('--keep-running')) {
      process.stdout.write(`the emulator keeps running at ${emu.apiUrl}; Ctrl-C to stop\n`);
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
