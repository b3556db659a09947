/**
 * The upload action entry run the way a runner runs it: a child process (the committed bundle
 * `dist/upload/index.js`) with INPUT_* variables, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and the GITHUB_*
 * variables, against an emulator started in this process. Checks the exit code, the outputs, the job summary,
 * the annotations, and that the token appears nowhere but in the runner's own add-mask command.
 */
import type { ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { maskForms } from '../../src/api/index.js';
import { startEmulator, type Emulator } from '../support/emulator.js';
import { runStep, type StepResult } from '../support/run-step.js';

const ROOT = process.cwd();
const FIXTURES = join(ROOT, '__tests__/fixtures/sarif');
const TOKEN = 'svc_workflow_webapp';
const SHA = 'feed'.padEnd(40, '5');

let emu: Emulator;
let work: string;
beforeAll(async () => {
  emu = await startEmulator();
  work = mkdtempSync(join(tmpdir(), 'upload-action-'));
});
afterAll(async () => {
  await emu.close();
  rmSync(work, { recursive: true, force: true });
});
afterEach(async () => {
  emu.ctx.config.processingDelayMs = 200;
  await emu.admin(`/reset`, { method: 'POST' });
});

type ActionRun = StepResult;

/**
 * The committed bundle dist/upload/index.js, as a runner runs it on a push to main of acme/webapp, from the
 * repository's root; `onStdout` is called with the stdout so far on each chunk (to signal the process at a given
 * point).
 */
const runAction = (
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  onStdout?: (soFar: string, child: ChildProcess) => void,
): Promise<ActionRun> =>
  runStep(
    'upload',
    inputs,
    {
      GITHUB_API_URL: emu.apiUrl,
      GITHUB_SERVER_URL: emu.origin,
      GITHUB_REPOSITORY: 'acme/webapp',
      GITHUB_SHA: SHA,
      GITHUB_REF: 'refs/heads/main',
      ...env,
    },
    work,
    { bundle: true, cwd: ROOT, onStdout },
  );

/**
 * The token appears nowhere, except in the runner's own `::add-mask::` commands that hide it: the token first,
 * then (from this branch's bundle on) its other spellings, and nothing else.
 */
function expectNoToken(r: ActionRun, token = TOKEN): void {
  const masks = r.stdout.split('\n').filter((l) => l.startsWith('::add-mask::'));
  expect(masks[0]).toBe(`::add-mask::${token}`);
  const forms = new Set(maskForms(token).map((f) => `::add-mask::${f.replace(/%/g, '%25')}`));
  expect(masks.filter((m) => !forms.has(m))).toEqual([]);
  const rest = r.stdout
    .split('\n')
    .filter((l) => !l.startsWith('::add-mask::'))
    .join('\n');
  for (const text of [rest, r.stderr, r.outputsText, r.summary]) expect(text).not.toContain(token);
}

function fixtureDir(name: string, files: string[]): string {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  for (const f of files) copyFileSync(join(FIXTURES, f), join(dir, f));
  return dir;
}

const CLEAN = [
  'trivy-alpine310-secsev.sarif',
  'semgrep-dataflow-codeflows.sarif',
  'grype-image-secsev.sarif',
];

async function uploadsSince(from: string): Promise<number> {
  const journal = (await (await emu.admin(`/requests`)).json()) as {
    time: string;
    method: string;
    url: string;
  }[];
  return journal.filter(
    (e) => e.time >= from && e.method === 'POST' && e.url.endsWith('/code-scanning/sarifs'),
  ).length;
}

/** Inputs and outputs of action.yml, by a plain reading of its two-space keys (no YAML library needed). */
function actionYml(): { inputs: Record<string, string>; outputs: string[] } {
  const text = readFileSync(join(ROOT, 'action.yml'), 'utf8');
  const section = (name: string) => {
    const body = text.split(new RegExp(`^${name}:\\n`, 'm'))[1].split(/^\S/m)[0];
    return body.split(/^ {2}(?=[a-z_-]+:\n)/m).filter((b) => /^[a-z_-]+:\n/.test(b));
  };
  const inputs: Record<string, string> = {};
  for (const block of section('inputs')) inputs[block.split(':')[0]] = block;
  return { inputs, outputs: section('outputs').map((b) => b.split(':')[0]) };
}

describe('action.yml', () => {
  it('documents every input with a description and a default, and the entry reads each one', () => {
    const { inputs, outputs } = actionYml();
    const entry = readFileSync(join(ROOT, 'src/action/upload.ts'), 'utf8');
    expect(Object.keys(inputs).sort()).toEqual(
      [
        'allow-empty',
        'annotations',
        'api-url',
        'category',
        'checkout-path',
        'checkout_path',
        'fail-on-severity',
        'on-processing-timeout',
        'on-trim',
        'processing-timeout',
        'ref',
        'repository',
        'sarif',
        'sarif_file',
        'sha',
        'shrink-to-fit',
        'token',
        'wait-for-processing',
      ].sort(),
    );
    for (const [name, block] of Object.entries(inputs)) {
      expect([name, /\n {4}description: \S/.test(block), /\n {4}default: /.test(block)]).toEqual([
        name,
        true,
        true,
      ]);
      expect([name, entry.includes(`'${name}'`)]).toEqual([name, true]);
    }
    expect(inputs.token).toContain('default: ${{ github.token }}');
    expect(inputs['on-processing-timeout']).toMatch(/default: fail/);
    expect(outputs).toContain('sarif-id');
    for (const name of outputs) expect([name, entry.includes(`'${name}'`)]).toEqual([name, true]);
    expect(readFileSync(join(ROOT, 'action.yml'), 'utf8')).toMatch(
      /using: node24\n\s+main: dist\/upload\/index\.js/,
    );
  });
});

describe('the upload action, run as a runner runs it', () => {
  it('uploads, waits, sets every output, writes the summary and annotates the new alerts', async () => {
    const dir = fixtureDir('clean', CLEAN);
    const r = await runAction({
      sarif: dir,
      category: 'scanners',
      token: TOKEN,
      'fail-on-severity': 'critical',
      annotations: 'new',
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const o = r.outputs;
    expect(Object.keys(o).sort()).toEqual(actionYml().outputs.sort());
    expect(o['sarif-id']).toMatch(/^[0-9a-f-]{36}$/);
    // sarif-ids has the shape github/codeql-action/upload-sarif gives it; upload-ids lists every upload.
    expect(JSON.parse(o['sarif-ids'])).toEqual({ 'code-scanning': o['sarif-id'] });
    expect(JSON.parse(o['upload-ids'])).toEqual([o['sarif-id']]);
    expect(o).toMatchObject({
      'upload-count': '1',
      'processing-status': 'complete',
      'results-kept': '7',
      'results-dropped': '0',
      trimmed: 'false',
      'new-alerts': '7',
      'alerts-at-or-above-threshold': '0',
    });
    expect(JSON.parse(o.alerts)).toEqual({
      critical: 0,
      high: 2,
      medium: 4,
      low: 0,
      error: 0,
      warning: 1,
      note: 0,
      none: 0,
    });
    expect(r.summary).toContain('## SARIF upload: ✅ passed');
    expect(r.summary).toContain('### Trim report');
    expect(r.summary).toContain('✅ complete in');
    expect(r.summary).toMatch(
      /\[#\d+\]\(http:\/\/127\.0\.0\.1:\d+\/acme\/webapp\/security\/code-scanning\/\d+\)/,
    );
    expect(r.summary).toContain(
      '✅ no open alert of security severity critical or higher (fail-on-severity: critical)',
    );
    // annotations: new — at the files and lines of the new alerts, the most severe as errors.
    expect(r.stdout).toMatch(
      /^::error title=high CVE-1999-0002-package-2[^\n]*,file=user-input\/somefile-2\.txt,line=1,endLine=1,col=1,endColumn=1::/m,
    );
    expect(r.stdout).toMatch(
      /^::warning title=warning rules\.classic[^\n]*,file=targets\/taint\/taint\.py,line=9,/m,
    );
    expect(r.stdout).toContain('Trim report');
    expectNoToken(r);
  });

  it('fails before uploading when an input is invalid, pointing at the file and line', async () => {
    const dir = fixtureDir('invalid', [
      'gosec-taxonomy-fixes-null-artifactchanges.sarif',
      'grype-image-secsev.sarif',
    ]);
    const from = new Date().toISOString();
    const r = await runAction({ sarif: dir, token: TOKEN });
    expect(r.code).toBe(1);
    expect(await uploadsSince(from)).toBe(0);
    expect(r.stdout).toMatch(/^::error::1 SARIF input is invalid \(1 error\): nothing was uploaded%0A/m);
    expect(r.stdout).toMatch(
      /^::error title=invalid SARIF \[schema\],file=[^,]*gosec-taxonomy-fixes-null-artifactchanges\.sarif,line=\d+,endLine=\d+,col=\d+/m,
    );
    expect(r.outputs).toMatchObject({
      'sarif-id': '',
      'sarif-ids': '{}',
      'upload-ids': '[]',
      'processing-status': 'not-uploaded',
    });
    expect(r.summary).toContain('## SARIF upload: ❌ failed');
    expect(r.stdout + r.stderr).not.toMatch(/\n\s+at .*\.ts:\d+/); // no stack trace
    expectNoToken(r);
  });

  it('fails on the severity threshold, with the alerts that crossed it', async () => {
    const r = await runAction({
      sarif: join(FIXTURES, 'grype-image-secsev.sarif'),
      token: TOKEN,
      'fail-on-severity': 'high',
    });
    expect(r.code).toBe(1);
    expect(r.outputs).toMatchObject({ 'processing-status': 'complete', 'alerts-at-or-above-threshold': '2' });
    expect(r.stdout).toMatch(
      /^::error::2 open alerts at or above high \(fail-on-severity\): #\d+ high CVE-1999-000\d-package-\d at user-input\//m,
    );
    expect(r.summary).toContain(
      '❌ 2 open alert(s) of security severity high or higher (fail-on-severity: high)',
    );
    expectNoToken(r);
  });

  it('keeps to the 10 error annotations the service shows a step, its own failure among them', async () => {
    const sarif = join(work, 'fifteen.sarif');
    writeFileSync(
      sarif,
      JSON.stringify({
        version: '2.1.0',
        runs: [
          {
            tool: {
              driver: { name: 'Fifteen', rules: [{ id: 'E1', defaultConfiguration: { level: 'error' } }] },
            },
            results: Array.from({ length: 15 }, (_, i) => ({
              ruleId: 'E1',
              message: { text: `problem ${i}` },
              locations: [
                { physicalLocation: { artifactLocation: { uri: 'src/a.js' }, region: { startLine: i + 1 } } },
              ],
            })),
          },
        ],
      }),
    );
    const r = await runAction({ sarif, token: TOKEN, 'fail-on-severity': 'error', annotations: 'failing' });
    expect(r.code).toBe(1);
    const errors = r.stdout.split('\n').filter((l) => l.startsWith('::error'));
    expect(errors).toHaveLength(10);
    expect(errors.at(-1)).toMatch(/^::error::15 open alerts at or above error \(fail-on-severity\)/);
    expectNoToken(r);
  });

  it('on a processing timeout, fails by default and passes with a warning when asked', async () => {
    emu.ctx.config.processingDelayMs = 60_000;
    const sarif = join(FIXTURES, 'grype-image-secsev.sarif');
    const [failed, warned] = await Promise.all([
      runAction({ sarif, token: TOKEN, 'processing-timeout': '1.5' }),
      runAction({ sarif, token: TOKEN, 'processing-timeout': '1.5', 'on-processing-timeout': 'warn' }),
    ]);
    expect(failed.code).toBe(1);
    expect(failed.outputs['processing-status']).toBe('timeout');
    expect(failed.stdout).toMatch(
      /^::error::processing of upload 1 \(sarif id [0-9a-f-]+\) did not finish within 1\.5 s; on-processing-timeout is fail/m,
    );
    expect(warned.code).toBe(0);
    expect(warned.outputs['processing-status']).toBe('timeout');
    expect(warned.outputs['sarif-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(warned.stdout).toMatch(
      /^::warning::processing of upload 1 .* did not finish within 1\.5 s; the step passes/m,
    );
    expect(warned.summary).toContain('⏱️ pending after 1.5 s');
    expectNoToken(failed);
    expectNoToken(warned);
  });

  it('on SIGTERM while polling: stops, says what was uploaded, writes outputs and summary, exits 1', async () => {
    emu.ctx.config.processingDelayMs = 60_000;
    let sent = false;
    const run = await runAction(
      { sarif: join(FIXTURES, 'grype-image-secsev.sarif'), token: TOKEN, 'processing-timeout': '120' },
      {},
      (soFar, child) => {
        if (!sent && soFar.includes('waiting for processing')) {
          sent = true;
          child.kill('SIGTERM');
        }
      },
    );
    expect(sent).toBe(true);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::warning::SIGTERM received: stopping');
    expect(run.stdout).toMatch(
      /^::error::the step was stopped \(SIGTERM\) while waiting for processing; 1 upload made, last known status: sarif id [0-9a-f-]{36}: pending/m,
    );
    expect(run.outputs).toMatchObject({ 'processing-status': 'interrupted', 'upload-count': '1' });
    expect(run.outputs['sarif-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(run.summary).toContain('pending when the step was stopped');
    expectNoToken(run);
  });

  it('refuses bad inputs with a message naming the input, and a ref the service does not take from the workflow', async () => {
    const sarif = join(FIXTURES, 'grype-image-secsev.sarif');
    const [badChoice, badRef, tagRef] = await Promise.all([
      runAction({ sarif, token: TOKEN, 'on-trim': 'maybe' }),
      runAction({ sarif, token: TOKEN }, { GITHUB_REF: 'refs/remotes/origin/main' }),
      runAction({ sarif, token: TOKEN }, { GITHUB_REF: 'refs/tags/v1.2.0' }),
    ]);
    expect(badChoice.code).toBe(1);
    expect(badChoice.stdout).toMatch(
      /^::error::input on-trim must be one of report, warn, fail; got "maybe"/m,
    );
    expect(badRef.code).toBe(1);
    expect(badRef.stdout).toMatch(
      /^::error::input ref "refs\/remotes\/origin\/main" is not a ref the service accepts for an upload%0A.*GITHUB_REF/m,
    );
    expect(badRef.outputs).toMatchObject({ 'processing-status': 'not-uploaded', 'sarif-ids': '{}' });
    expect(badRef.summary).toMatch(
      /^## SARIF upload: ❌ failed\n\ninput ref "refs\/remotes\/origin\/main" is not a ref/,
    );
    // A tag-triggered job uploads, as codeql-action's upload-sarif does (issue 25).
    expect(tagRef.code).toBe(0);
    expect(tagRef.outputs).toMatchObject({ 'processing-status': 'complete' });
    for (const r of [badChoice, badRef, tagRef]) {
      expect(r.stdout + r.stderr).not.toMatch(/\n\s+at /);
      expectNoToken(r);
    }
  });
});

describe('the names workflows migrating from codeql-action use', () => {
  it('sarif_file and checkout_path mean what they mean there', async () => {
    const dir = fixtureDir('migrated', ['trivy-alpine310-secsev.sarif']);
    const r = await runAction({
      sarif_file: dir,
      checkout_path: work,
      token: TOKEN,
      'wait-for-processing': 'false',
    });
    expect(r.stdout).not.toMatch(/::error/);
    expect(r.code).toBe(0);
    expect(r.outputs['upload-count']).toBe('1');
    expect(JSON.parse(r.outputs['sarif-ids'])).toEqual({ 'code-scanning': r.outputs['sarif-id'] });
  });
});

describe('the action modules', () => {
  it('run nothing when imported: a tool that imports one and calls run() (@github/local-action) runs it once', async () => {
    const { execFileSync } = await import('node:child_process');
    for (const name of ['upload', 'alerts', 'deploy-pages']) {
      // Without inputs, a step that ran would print ::error:: and exit 1.
      const out = execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `const m = await import('./src/action/${name}.ts'); console.log(typeof m.run);`,
        ],
        { cwd: ROOT, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } },
      );
      expect(out).toBe('function\n');
    }
  });
});
