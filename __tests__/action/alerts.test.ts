/**
 * The alerts action run as a runner runs it: a child process (the committed bundle `dist/alerts/index.js`) with
 * INPUT_* variables, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, against an emulator in this process holding
 * alerts made by uploading real tools' SARIF. Checks the outputs, the job summary, the JSON file, the exit code
 * and messages, and that no token shows anywhere but in the runner's add-mask command.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { gzipSync } from 'node:zlib';
import { createClient } from '../../src/api/index.js';
import { startEmulator, type Emulator } from '../support/emulator.js';
import { runStep, type StepResult } from '../support/run-step.js';

const ROOT = join(import.meta.dirname, '..', '..');
const FIXTURES = join(ROOT, '__tests__', 'fixtures', 'sarif');
const TOKEN = 'svc_workflow_webapp';
const OWNER_TOKEN = 'svc_pat_octocat';

let emu: Emulator;
let work: string;
type Run = StepResult;

/** The committed bundle dist/alerts/index.js, as a runner runs it on a push to main of acme/webapp. */
const runAction = (inputs: Record<string, string>, env: Record<string, string> = {}): Promise<Run> =>
  runStep(
    'alerts',
    inputs,
    {
      GITHUB_API_URL: emu.apiUrl,
      GITHUB_REPOSITORY: 'acme/webapp',
      GITHUB_SHA: 'a'.repeat(40),
      GITHUB_REF: 'refs/heads/main',
      // The JSON file's default place, which the tests read.
      RUNNER_TEMP: work,
      ...env,
    },
    work,
    { bundle: true },
  );

/** No token anywhere but in the add-mask commands the runner consumes. */
function expectNoSecrets(run: Run, secrets: string[]): void {
  const visible = [run.stdout, run.stderr, JSON.stringify(run.outputs), run.summary]
    .join('\n')
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
  for (const s of secrets) expect(visible).not.toContain(s);
  expect(run.stdout).toContain(`::add-mask::${secrets[0]}`);
}

beforeAll(async () => {
  emu = await startEmulator({ config: { processingDelayMs: 10 } });
  work = mkdtempSync(join(tmpdir(), 'alerts-action-'));
  const api = createClient({ baseUrl: emu.apiUrl, auth: { token: TOKEN } });
  const repo = { owner: 'acme', repo: 'webapp' };
  for (const f of [
    'codeql-java-62extensions-secsev.sarif',
    'eslint-simple-example.sarif',
    'grype-image-secsev.sarif',
  ]) {
    const sarif = gzipSync(readFileSync(join(FIXTURES, f))).toString('base64');
    const { id } = await api.codeScanning.uploadSarif({
      ...repo,
      commit_sha: 'a'.repeat(40),
      ref: 'refs/heads/main',
      sarif,
    });
    await api.codeScanning.waitForSarifProcessing({ ...repo, sarif_id: id }, { intervalMs: 20 });
  }
});
afterAll(async () => {
  await emu.close();
  rmSync(work, { recursive: true, force: true });
});

describe('alerts action', () => {
  it('sets the outputs, writes the job summary and the JSON file', async () => {
    const run = await runAction({ token: TOKEN, state: 'open', 'fail-on-severity': 'none' });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({
      total: '4',
      open: '4',
      truncated: 'false',
      'json-file': join(work, 'alerts.json'),
    });
    expect(JSON.parse(run.outputs.counts)).toEqual({
      critical: 1,
      high: 2,
      medium: 0,
      low: 0,
      error: 1,
      warning: 0,
      note: 0,
      none: 0,
    });
    expect(JSON.parse(run.outputs['open-counts'])).toEqual(JSON.parse(run.outputs.counts));
    expect(run.stdout).toContain('acme/webapp (state open): 4 alert(s), 4 open');
    expect(run.summary).toContain('### Code scanning alerts');
    expect(run.summary).toContain('**acme/webapp (state open)**: 4 alerts (4 open)');
    expect(run.summary).toMatch(
      /\| critical \| \[#\d+\]\(http:\/\/127\.0\.0\.1:\d+\/acme\/webapp\/security\/code-scanning\/\d+\) \| `py\/code-injection` \| `main\.py:21` \| CodeQL \|/,
    );
    const doc = JSON.parse(readFileSync(run.outputs['json-file'], 'utf8'));
    expect(doc).toMatchObject({ total: 4, open: 4, scope: { repository: 'acme/webapp' } });
    expect(doc.alerts).toHaveLength(4);
    expectNoSecrets(run, [TOKEN]);
  });

  it('fails the step when an open alert reaches the threshold', async () => {
    const file = join(work, 'out', 'high.json');
    const run = await runAction({
      token: TOKEN,
      'fail-on-severity': 'high',
      'json-file': file,
      'tool-name': 'grype',
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '::error::2 open alert(s) of security severity high or higher (fail-on-severity: high)',
    );
    expect(run.outputs).toMatchObject({ total: '2', 'json-file': file });
    expect(run.summary).toContain('❌ 2 open alert(s) of security severity high or higher');
    expect(JSON.parse(readFileSync(file, 'utf8')).threshold).toEqual({
      value: 'high',
      failed: true,
      count: 2,
    });
    expectNoSecrets(run, [TOKEN]);
    const below = await runAction({ token: TOKEN, 'fail-on-severity': 'critical', 'tool-name': 'ESLint' });
    expect(below.code).toBe(0);
    expect(below.stdout).toContain('no open alert of security severity critical or higher');
  });

  it('lists an organization', async () => {
    const run = await runAction({ token: OWNER_TOKEN, org: 'acme', severity: 'critical', top: '5' });
    expect(run.code).toBe(0);
    expect(run.outputs.total).toBe('1');
    expect(run.summary).toContain('acme/webapp: main.py:21');
    expectNoSecrets(run, [OWNER_TOKEN]);
  });

  it('fails with a clear message, never a stack trace, on bad inputs and refusals', async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { token: TOKEN, state: 'bogus' },
        '::error::state must be one of open, closed, dismissed, fixed; got "bogus"',
      ],
      [{ token: TOKEN, 'fail-on-severity': 'severe' }, '::error::fail-on-severity must be one of none, note'],
      [{ token: TOKEN, org: 'acme', ref: 'main' }, '::error::ref filters repository listings only'],
      [
        { token: TOKEN, 'tool-name': 'a', 'tool-guid': 'b' },
        '::error::give tool-name or tool-guid, not both',
      ],
      [
        { token: TOKEN, 'max-alerts': '0' },
        '::error::input max-alerts must be a positive whole number; got "0"',
      ],
      [{ token: TOKEN, ref: 'refs/tags/v1' }, '::error::ref "refs/tags/v1" must be refs/heads/<branch>'],
      [{ token: 'svc_not_a_token' }, '401'],
      [{ token: '' }, '::error::input token is empty'],
    ];
    for (const [inputs, message] of cases) {
      const run = await runAction(inputs);
      expect({ inputs, code: run.code }).toEqual({ inputs, code: 1 });
      expect(run.stdout).toContain(message);
      expect(run.stdout + run.stderr).not.toMatch(/\n\s+at .*\.ts:\d+/);
      if (inputs.token) expectNoSecrets(run, [inputs.token]);
    }
  });
});
