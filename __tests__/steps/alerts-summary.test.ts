/**
 * The alerts step against the emulator: alerts made by uploading real tools' SARIF through the client, listed
 * with every filter (tool name and GUID, ref, state, severity, sort, direction), paged, summarized, written as
 * JSON and judged against thresholds; the pure summary, threshold and rendering functions; and the CLI command.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ApiError, createClient, type ApiClient } from '../../src/api/index.js';
import { run as alertsCli } from '../../src/cli/commands/alerts.js';
import type { CommandIo } from '../../src/cli/commands/shared.js';
import { startEmulator, type Emulator } from '../support/emulator.js';
import { UserError } from '../../src/errors.js';
import {
  checkSeverityThreshold,
  formatAlertSummaryText,
  parseAlertFilters,
  parseFailOn,
  renderAlertSummaryMarkdown,
  runAlertsStep,
  summarizeAlerts,
} from '../../src/steps/alerts-summary.js';
import type { SummarizableAlert } from '../../src/summary/alert-model.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'sarif');
const TOKEN = 'svc_workflow_webapp';
const OWNER_TOKEN = 'svc_pat_octocat';
const repo = { owner: 'acme', repo: 'webapp' };
const GUID = '6f1b3c2a-0d4e-4b8f-9a51-2c7e8d9f0a13';

let emu: Emulator;
let api: ApiClient;
let work: string;

/** A small SARIF of a tool with a GUID: rules of security severity medium and low, and a plain note. */
function guidScanner(ruleIds: string[]): string {
  const rules = [
    { id: 'G1', properties: { 'security-severity': '5.0' }, defaultConfiguration: { level: 'warning' } },
    { id: 'G2', properties: { 'security-severity': '2.0' }, defaultConfiguration: { level: 'warning' } },
    { id: 'G3', defaultConfiguration: { level: 'note' } },
  ];
  const results = ruleIds.map((id) => ({
    ruleId: id,
    message: { text: `finding ${id} | with a pipe and <b>markup</b>` },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: 'src/app.js' },
          region: { startLine: Number(id.slice(1)), endLine: Number(id.slice(1)) + 1 },
        },
      },
    ],
  }));
  return JSON.stringify({
    version: '2.1.0',
    runs: [{ tool: { driver: { name: 'GuidScanner', guid: GUID, rules } }, results }],
  });
}

async function upload(sarif: string | Buffer, ref = 'refs/heads/main'): Promise<void> {
  const { id } = await api.codeScanning.uploadSarif({
    ...repo,
    commit_sha: 'a'.repeat(40),
    ref,
    sarif: gzipSync(sarif).toString('base64'),
  });
  const status = await api.codeScanning.waitForSarifProcessing({ ...repo, sarif_id: id }, { intervalMs: 20 });
  expect(status.processing_status).toBe('complete');
}

beforeAll(async () => {
  emu = await startEmulator({ config: { processingDelayMs: 10 } });
  api = createClient({ baseUrl: emu.apiUrl, auth: { token: TOKEN } });
  work = mkdtempSync(join(tmpdir(), 'alerts-step-'));
  for (const f of [
    'grype-image-secsev.sarif', // 2 alerts, security severity high
    'snyk-oss-npm-mixed-levels.sarif', // 7 alerts: error, warning, note
    'codeql-java-62extensions-secsev.sarif', // 1 alert, critical
    'eslint-simple-example.sarif', // 1 alert, error
  ]) {
    await upload(readFileSync(join(FIXTURES, f)));
  }
  await upload(guidScanner(['G1', 'G2', 'G3']));
  await upload(guidScanner(['G1', 'G3'])); // G2 no longer reported: fixed
  await upload(readFileSync(join(FIXTURES, 'eslint-simple-example.sarif')), 'refs/heads/feature');
});
afterAll(async () => {
  await emu.close();
  rmSync(work, { recursive: true, force: true });
});

const numbers = (alerts: SummarizableAlert[]) => alerts.map((a) => a.number);

describe('runAlertsStep against the emulator', () => {
  it('lists every alert of the repository and counts them by severity', async () => {
    const r = await runAlertsStep(api, { scope: repo });
    expect(r.summary.total).toBe(14);
    expect(r.summary.states).toEqual({ open: 13, fixed: 1 });
    expect(r.summary.counts).toEqual({
      critical: 1,
      high: 2,
      medium: 1,
      low: 1,
      error: 3,
      warning: 3,
      note: 3,
      none: 0,
    });
    expect(r.summary.openCounts.low).toBe(0); // G2 is fixed
    expect(r.summary.open).toBe(13);
    expect(r.truncated).toBe(false);
    // Most severe first: critical, then high (the error one before the note one), then medium.
    expect(r.summary.top.map((t) => t.severity).slice(0, 4)).toEqual(['critical', 'high', 'high', 'medium']);
    expect(r.summary.top[1].level).toBe('error');
    expect(r.summary.top[0]).toMatchObject({
      tool: 'CodeQL',
      ruleId: 'py/code-injection',
      path: 'main.py',
      startLine: 21,
    });
    expect(r.summary.top[0].url).toMatch(/\/acme\/webapp\/security\/code-scanning\/\d+$/);
    expect(r.summary.top).toHaveLength(10);
    expect(r.scopeLabel).toBe('acme/webapp');
  });

  it('a repository code scanning has never analysed: nothing listed and said so, not a failure', async () => {
    const hello = { owner: 'octocat', repo: 'hello-world' };
    const octocat = createClient({ baseUrl: emu.apiUrl, auth: { token: 'svc_pat_octocat' } });
    const file = join(work, 'none.json');
    const r = await runAlertsStep(octocat, { scope: hello, jsonFile: file, failOn: 'high' });
    expect([r.noAnalysis, r.summary.total, r.threshold.failed]).toEqual([true, 0, false]);
    expect(r.markdown).toContain('No code scanning analysis in this repository yet');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ no_analysis: true, total: 0 });
    // A repository that is not there still fails.
    await expect(
      runAlertsStep(octocat, { scope: { owner: 'octocat', repo: 'nowhere' } }),
    ).rejects.toMatchObject({
      status: 404,
    });
    const listed = await runAlertsStep(api, { scope: repo });
    expect(listed.noAnalysis).toBe(false);
    expect(listed.document).not.toHaveProperty('no_analysis');
  });

  it('pages through the listing with the client, and stops at maxItems', async () => {
    const before = (await (await emu.admin(`/requests`)).json()) as unknown[];
    const paged = await runAlertsStep(api, { scope: repo, perPage: 4 });
    expect(paged.summary.total).toBe(14);
    const journal = (await (await emu.admin(`/requests`)).json()) as { url: string }[];
    const lists = journal.slice(before.length).filter((e) => /\/code-scanning\/alerts\?/.test(e.url));
    expect(lists).toHaveLength(4); // 4 + 4 + 4 + 2
    const capped = await runAlertsStep(api, { scope: repo, perPage: 4, maxItems: 6 });
    expect(capped.summary.total).toBe(6);
    expect(capped.truncated).toBe(true);
    expect(capped.markdown).toContain('stopped at its cap');
  });

  it('filters by tool name, tool GUID (and null), severity and state', async () => {
    const snyk = await runAlertsStep(api, { scope: repo, filters: { tool_name: 'Snyk Open Source' } });
    expect(snyk.summary.total).toBe(7);
    expect(new Set(snyk.alerts.map((a) => a.tool?.name))).toEqual(new Set(['Snyk Open Source']));
    const guid = await runAlertsStep(api, { scope: repo, filters: { tool_guid: GUID } });
    expect(guid.alerts.map((a) => a.rule.id).sort()).toEqual(['G1', 'G2', 'G3']);
    const noGuid = await runAlertsStep(api, { scope: repo, filters: { tool_guid: null } });
    expect(noGuid.summary.total).toBe(11);
    const high = await runAlertsStep(api, { scope: repo, filters: { severity: 'high' } });
    expect(high.alerts.every((a) => a.rule.security_severity_level === 'high')).toBe(true);
    expect(high.summary.total).toBe(2);
    const fixed = await runAlertsStep(api, { scope: repo, filters: { state: 'fixed' } });
    expect(fixed.alerts.map((a) => a.rule.id)).toEqual(['G2']);
    expect(fixed.summary.open).toBe(0);
    expect(fixed.markdown).toContain('No open alerts.');
    expect(fixed.scopeLabel).toBe('acme/webapp (state fixed)');
    const open = await runAlertsStep(api, {
      scope: repo,
      filters: { state: 'open', tool_name: 'GuidScanner' },
    });
    expect(open.alerts.map((a) => a.rule.id).sort()).toEqual(['G1', 'G3']);
  });

  it('filters by ref (branch or refs/heads/), and sorts in both directions', async () => {
    for (const ref of ['feature', 'refs/heads/feature']) {
      const r = await runAlertsStep(api, { scope: repo, filters: { ref } });
      expect(r.alerts.map((a) => a.tool?.name)).toEqual(['ESLint']);
      expect(r.alerts[0].most_recent_instance?.ref).toBe('refs/heads/feature');
    }
    const desc = await runAlertsStep(api, { scope: repo, filters: { sort: 'created', direction: 'desc' } });
    const asc = await runAlertsStep(api, { scope: repo, filters: { sort: 'created', direction: 'asc' } });
    expect(numbers(asc.alerts)).toEqual([...numbers(desc.alerts)].reverse());
    const updated = await runAlertsStep(api, { scope: repo, filters: { sort: 'updated', direction: 'asc' } });
    expect(updated.alerts).toHaveLength(14);
    const times = updated.alerts.map((a) => (a as unknown as { updated_at: string }).updated_at);
    expect(times).toEqual([...times].sort());
  });

  it("lists an organization's alerts with their repositories; ref is refused there", async () => {
    const owner = createClient({ baseUrl: emu.apiUrl, auth: { token: OWNER_TOKEN } });
    const r = await runAlertsStep(owner, { scope: { org: 'acme' }, filters: { severity: 'critical' } });
    expect(r.summary.total).toBe(1);
    expect(r.summary.top[0].repository).toBe('acme/webapp');
    expect(r.markdown).toContain('acme/webapp: main.py:21');
    expect(r.scopeLabel).toBe('organization acme (severity critical)');
    await expect(
      runAlertsStep(owner, { scope: { org: 'acme' }, filters: { ref: 'main' } }),
    ).rejects.toThrow();
  });

  it('writes the listing and the summary as JSON', async () => {
    const file = join(work, 'nested', 'alerts.json');
    await runAlertsStep(api, { scope: repo, jsonFile: file, failOn: 'high', filters: { state: 'open' } });
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    expect(doc).toMatchObject({
      scope: { repository: 'acme/webapp' },
      filters: { state: 'open' },
      total: 13,
      open: 13,
      truncated: false,
      threshold: { value: 'high', failed: true, count: 3 },
    });
    expect(doc.alerts).toHaveLength(13);
    expect(doc.open_counts.critical).toBe(1);
    expect(doc.top[0].severity).toBe('critical');
  });

  it('says what is wrong with a json-file it cannot write, and leaves what was there', async () => {
    const dir = join(work, 'a-directory');
    mkdirSync(dir);
    const err = await runAlertsStep(api, { scope: repo, jsonFile: dir }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UserError);
    expect((err as UserError).message).toBe(
      `cannot write the alerts to ${dir}: a directory is where an output file goes`,
    );
    expect(readdirSync(dir)).toEqual([]);
    const blocked = join(work, 'a-file', 'alerts.json');
    writeFileSync(join(work, 'a-file'), 'kept');
    await expect(runAlertsStep(api, { scope: repo, jsonFile: blocked })).rejects.toThrow(
      `cannot write the alerts to ${blocked}: a file, not a directory, is in the way`,
    );
    expect(readFileSync(join(work, 'a-file'), 'utf8')).toBe('kept');
  });

  it('judges the threshold on open alerts: security severities and levels', async () => {
    const base = { scope: repo };
    expect((await runAlertsStep(api, { ...base, failOn: 'critical' })).threshold).toMatchObject({
      failed: true,
      count: 1,
    });
    expect((await runAlertsStep(api, { ...base, failOn: 'low' })).threshold).toMatchObject({
      failed: true,
      count: 4,
    });
    expect((await runAlertsStep(api, { ...base, failOn: 'error' })).threshold).toMatchObject({
      failed: true,
      count: 5,
    });
    const eslint = await runAlertsStep(api, { ...base, failOn: 'high', filters: { tool_name: 'ESLint' } });
    expect(eslint.threshold).toMatchObject({ failed: false, count: 0 });
    expect(eslint.markdown).toContain('✅ no open alert of security severity high or higher');
    expect((await runAlertsStep(api, { ...base, failOn: 'none' })).threshold.failed).toBe(false);
  });

  it('passes the service refusals on as ApiError, and bad filters before sending', async () => {
    const owner = createClient({ baseUrl: emu.apiUrl, auth: { token: OWNER_TOKEN } });
    const err = await runAlertsStep(owner, { scope: { owner: 'acme', repo: 'no-ghas' } }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(403);
    const invalid = await runAlertsStep(api, { scope: repo, filters: { ref: 'refs/tags/v1' } }).catch(
      (e: unknown) => e,
    );
    expect(invalid).toMatchObject({ kind: 'invalid' });
    expect(() => parseAlertFilters({ state: 'closed-ish' })).toThrow(
      'state must be one of open, closed, dismissed, fixed; got "closed-ish"',
    );
    expect(() => parseAlertFilters({ toolName: 'a', toolGuid: 'b' })).toThrow(
      'give tool-name or tool-guid, not both',
    );
    expect(parseAlertFilters({ toolGuid: 'null', sort: '', direction: 'asc' })).toEqual({
      tool_guid: null,
      direction: 'asc',
    });
    expect(() => parseFailOn('severe')).toThrow(
      'fail-on-severity must be one of none, note, warning, error, low, medium, high, critical',
    );
    expect(parseFailOn('')).toBe('none');
    expect(parseFailOn('HIGH')).toBe('high');
  });
});

describe('runAlertsStep with a dismissed alert', () => {
  it('reports it as dismissed (reason, by, comment), not open, in the counts, the Markdown, the text and the JSON', async () => {
    const before = await runAlertsStep(api, { scope: repo, filters: { state: 'open' } });
    const target = before.summary.top[0];
    const patch = (body: unknown) =>
      fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/alerts/${target.number}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${OWNER_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(
      (await patch({ state: 'dismissed', dismissed_reason: "won't fix", dismissed_comment: 'legacy code' }))
        .status,
    ).toBe(200);
    try {
      const r = await runAlertsStep(api, { scope: repo, jsonFile: join(work, 'dismissed.json') });
      expect(r.summary.states).toEqual({ open: 12, fixed: 1, dismissed: 1 });
      expect(r.summary.open).toBe(12);
      expect(r.summary.top.map((t) => t.number)).not.toContain(target.number);
      expect(r.summary.dismissed).toEqual([
        expect.objectContaining({
          number: target.number,
          reason: "won't fix",
          by: 'octocat',
          comment: 'legacy code',
        }),
      ]);
      expect(r.markdown).toContain('**Dismissed alerts** (1)');
      expect(r.markdown).toMatch(/won't fix \| octocat \| legacy code/);
      expect(formatAlertSummaryText(r.summary)).toContain(
        `#${target.number} ${target.ruleId}: won't fix by octocat (legacy code)`,
      );
      const json = JSON.parse(readFileSync(join(work, 'dismissed.json'), 'utf8'));
      expect(json.dismissed[0]).toMatchObject({ number: target.number, reason: "won't fix" });
      const only = await runAlertsStep(api, { scope: repo, filters: { state: 'dismissed' } });
      expect(only.summary.total).toBe(1);
      const org = await runAlertsStep(api, { scope: { org: 'acme' }, filters: { state: 'closed' } });
      expect(org.summary.states.dismissed).toBe(1);
    } finally {
      expect((await patch({ state: 'open' })).status).toBe(200);
    }
  });
});

describe('summary functions', () => {
  const alert = (
    number: number,
    level: string | null,
    security: SummarizableAlert['rule']['security_severity_level'],
    state = 'open',
  ): SummarizableAlert => ({
    number,
    state,
    html_url: `https://example.test/a/${number}`,
    rule: { id: `R${number}`, severity: level, security_severity_level: security },
    tool: { name: 'T' },
    most_recent_instance: { message: { text: `m${number}` }, location: { path: 'x.js', start_line: number } },
  });

  it('orders by security severity, then level, then the older alert; counts open and all', () => {
    const s = summarizeAlerts(
      [
        alert(1, 'note', null),
        alert(2, 'warning', 'medium'),
        alert(3, 'error', null),
        alert(4, 'note', 'medium'),
        alert(5, 'error', 'critical', 'fixed'),
        alert(6, null, null),
        alert(7, 'error', null),
      ],
      { top: 5 },
    );
    expect(s.top.map((t) => t.number)).toEqual([2, 4, 3, 7, 1]);
    expect(s.counts).toMatchObject({ critical: 1, medium: 2, error: 2, note: 1, none: 1 });
    expect(s.openCounts.critical).toBe(0);
    expect(checkSeverityThreshold(s, 'critical').failed).toBe(false); // the critical one is fixed
    expect(checkSeverityThreshold(s, 'medium').count).toBe(2);
    expect(checkSeverityThreshold(s, 'warning').count).toBe(3);
    expect(checkSeverityThreshold(s, 'note').count).toBe(5);
  });

  it('renders a Markdown table with links, cells escaped (no message can make a link or markup)', () => {
    const a = alert(9, 'error', 'high');
    a.most_recent_instance!.message!.text = 'a | b <script>\nnext line [text](1) *x*';
    const md = renderAlertSummaryMarkdown(summarizeAlerts([a]), { scope: 'acme/webapp' });
    expect(md).toContain(
      '| high | [#9](https://example.test/a/9) | `R9` | `x.js:9` | T | a \\| b &lt;script&gt; next line \\[text\\](1) \\*x\\* |',
    );
    expect(md).toContain('**acme/webapp**: 1 alert (1 open)');
    expect(md).not.toContain('<script>');
  });
});

describe('sarif-pipeline alerts', () => {
  function io(env: NodeJS.ProcessEnv) {
    const out = { stdout: '', stderr: '' };
    const value: CommandIo = {
      stdout: (t) => void (out.stdout += t),
      stderr: (t) => void (out.stderr += t),
      env,
      interactive: false,
      promptSecret: async () => '',
    };
    return { io: value, out };
  }

  it('prints the summary, writes JSON and the job summary, and exits 1 at the threshold', async () => {
    const summary = join(work, 'summary.md');
    writeFileSync(summary, '');
    const { io: cli, out } = io({
      SVC_TOKEN: TOKEN,
      GITHUB_API_URL: emu.apiUrl,
      GITHUB_STEP_SUMMARY: summary,
    });
    const code = await alertsCli(
      ['--repo', 'acme/webapp', '--state', 'open', '--fail-on', 'critical', '--top', '3'],
      cli,
    );
    expect(code).toBe(1);
    expect(out.stdout).toContain('acme/webapp (state open): 13 alerts, 13 open');
    expect(out.stdout).toContain('critical #');
    // The failure is said once: on stderr, not also on stdout.
    expect(out.stdout).not.toContain('1 open alert(s) of security severity critical or higher');
    expect(out.stderr.match(/1 open alert\(s\) of security severity critical or higher/g)).toHaveLength(1);
    expect(readFileSync(summary, 'utf8')).toContain('**Most severe open alerts** (top 3 of 13)');
    expect(out.stdout + out.stderr).not.toContain(TOKEN);

    const json = io({ SVC_TOKEN: TOKEN, GITHUB_API_URL: emu.apiUrl });
    expect(await alertsCli(['--repo', 'acme/webapp', '--tool-name', 'ESLint', '--json'], json.io)).toBe(0);
    expect(JSON.parse(json.out.stdout)).toMatchObject({ total: 1, counts: { error: 1 } });
  });

  it('refuses bad usage with exit 2 before sending anything', async () => {
    const { io: cli } = io({ SVC_TOKEN: TOKEN, GITHUB_API_URL: emu.apiUrl });
    const usage = (args: string[]) =>
      alertsCli(args, cli).then(
        () => undefined,
        (e: unknown) => e as UserError,
      );
    expect(await usage(['--repo', 'acme/webapp', '--org', 'acme'])).toMatchObject({
      exitCode: 2,
      message: 'give --repo or --org, not both',
    });
    expect(await usage(['--org', 'acme', '--ref', 'main'])).toMatchObject({
      exitCode: 2,
      message: '--ref applies to repositories only',
    });
    expect(await usage(['--repo', 'acme/webapp', '--fail-on', 'bad'])).toMatchObject({ exitCode: 2 });
    expect((await usage(['--repo', 'acme/webapp', '--fail-on', 'bad']))!.message).toMatch(
      /^--fail-on must be one of/,
    );
    expect(await usage(['--repo', 'acme/webapp', '--token', 'x'])).toMatchObject({ exitCode: 2 });
    const noToken = io({ GITHUB_API_URL: emu.apiUrl });
    await expect(alertsCli(['--repo', 'acme/webapp'], noToken.io)).rejects.toMatchObject({ exitCode: 2 });
    const refused = await alertsCli(['--repo', 'acme/no-ghas'], cli).catch((e: unknown) => e as UserError);
    expect(refused).toMatchObject({ exitCode: 1 });
  });
});
