/**
 * The upload step against the emulator (in this process, port 0): real fixtures uploaded clean; generated SARIF
 * that needs trimming and splitting; invalid input failing before any request; processing failures, timeouts in
 * both modes, a rate limit in the middle of polling, a 5xx burst on upload, the severity threshold; the poll
 * pacing; and the CLI command over the same step.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { writeSarif } from '../../bench/generate-sarif.js';
import { createClient, type Clock, type ClientOptions } from '../../src/api/index.js';
import { run as runCli } from '../../src/cli/commands/upload.js';
import type { CommandIo } from '../../src/cli/commands/shared.js';
import { startEmulator, type Emulator } from '../support/emulator.js';
import { UserError } from '../../src/errors.js';
import { pollInterval } from '../../src/steps/upload-poll.js';
import { markdownSummary } from '../../src/steps/upload-summary.js';
import { uploadSarif, type UploadSarifParams } from '../../src/steps/upload-sarif.js';
import { recordingLogger, recordingProxy, type TestServer } from '../api/helpers.js';

const FIXTURES = join(process.cwd(), '__tests__/fixtures/sarif');
const TOKEN = 'svc_pat_octocat';
const SHA = 'c0ffee'.padEnd(40, '0');
const FAST = { minIntervalMs: 100, maxIntervalMs: 300 };

let emu: Emulator;
let work: string;
beforeAll(async () => {
  emu = await startEmulator();
  work = mkdtempSync(join(tmpdir(), 'upload-step-'));
});
afterAll(async () => {
  await emu.close();
  rmSync(work, { recursive: true, force: true });
});
afterEach(async () => {
  emu.ctx.config.processingDelayMs = 200;
  await emu.admin(`/reset`, { method: 'POST' });
});

async function fault(rule: Record<string, unknown>): Promise<void> {
  const res = await emu.admin(`/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
  expect(res.status).toBe(201);
}

interface JournalEntry {
  time: string;
  method: string;
  url: string;
  status: number;
  /** How long the answer took: `time` is when it was sent. */
  ms: number;
}
/** When the emulator received a request (ms since the epoch; the journal records the answer's time). */
const started = (e: JournalEntry) => Date.parse(e.time) - e.ms;
async function journal(): Promise<JournalEntry[]> {
  return (await (await emu.admin(`/requests`)).json()) as JournalEntry[];
}
/** A point in time to take the journal from. */
const mark = () => new Date().toISOString();
/** API requests the emulator answered since `from` (its own admin requests left out). */
async function since(from: string): Promise<JournalEntry[]> {
  return (await journal()).filter((e) => e.time >= from && !e.url.startsWith('/_emulator'));
}
const isUpload = (e: JournalEntry) => e.method === 'POST' && /\/code-scanning\/sarifs$/.test(e.url);
const isStatus = (e: JournalEntry) => e.method === 'GET' && /\/code-scanning\/sarifs\/[^/?]+$/.test(e.url);

function client(extra: Partial<ClientOptions> = {}) {
  const log = recordingLogger();
  const api = createClient({
    baseUrl: emu.apiUrl,
    auth: { token: TOKEN },
    retry: { initialDelayMs: 20, maxDelayMs: 100 },
    logger: log,
    ...extra,
  });
  return { api, log };
}

/** A directory holding copies of some fixtures. */
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

function params(sarif: string[], extra: Partial<UploadSarifParams> = {}): UploadSarifParams {
  return {
    sarif,
    repository: { owner: 'acme', repo: 'webapp' },
    ref: 'refs/heads/main',
    sha: SHA,
    checkoutPath: work,
    ...extra,
  };
}

describe('a clean upload of real fixtures', () => {
  let proxy: TestServer;
  afterEach(() => proxy?.close());

  it('checks, uploads with every field, waits, and summarizes the alerts', async () => {
    proxy = await recordingProxy(emu.origin);
    const { api } = client({ baseUrl: `${proxy.origin}/api/v3` });
    const dir = fixtureDir('clean', CLEAN);
    const lines: string[] = [];
    const o = await uploadSarif(params([dir], { category: 'scanners' }), {
      api,
      poll: FAST,
      logger: { info: (m) => lines.push(m) },
    });
    expect(o.failures).toEqual([]);
    expect(o.ok).toBe(true);
    expect(o.processingStatus).toBe('complete');
    expect(o.uploads).toHaveLength(1);
    expect(o.uploads[0].sarifId).toMatch(/^[0-9a-f-]{36}$/);
    expect(o.uploads[0].processing).toMatchObject({ status: 'complete', errors: [] });
    expect(o.resultsKept).toBe(7);
    expect(o.resultsDropped).toBe(0);
    expect(o.trimmed).toBe(false);

    // The upload request, as the service received it.
    const post = proxy.requests.find((r) => r.method === 'POST')!;
    const body = JSON.parse(post.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      commit_sha: SHA,
      ref: 'refs/heads/main',
      checkout_uri: pathToFileURL(work).href,
      validate: true,
      started_at: o.startedAt,
    });
    expect(new Date(body.started_at as string).toISOString()).toBe(body.started_at);
    expect(String(body.tool_name).split(', ').sort()).toEqual(['Semgrep OSS', 'Trivy', 'grype']);
    const sarif = JSON.parse(gunzipSync(Buffer.from(body.sarif as string, 'base64')).toString('utf8'));
    expect(sarif.runs).toHaveLength(3);
    expect(
      sarif.runs.every((r: { automationDetails: { id: string } }) => r.automationDetails.id === 'scanners/'),
    ).toBe(true);

    // Alerts: this analysis's, by severity, the most severe first, all new on the first upload.
    const a = o.alerts!;
    expect(a.counts).toEqual({
      critical: 0,
      high: 2,
      medium: 4,
      low: 0,
      error: 0,
      warning: 1,
      note: 0,
      none: 0,
    });
    expect(a.newCount).toBe(7);
    expect(a.top.map((r) => r.severity)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'medium',
      'medium',
      'warning',
    ]);
    expect(a.top[0].url).toMatch(/\/acme\/webapp\/security\/code-scanning\/\d+$/);
    // By default only alerts that fail the step are annotated (none here: fail-on-severity is none).
    expect(o.annotations).toEqual([]);
    // annotations: new — the files and lines of the most severe new alerts (from the listing made above).
    const { annotations } = await uploadSarif(
      params([dir], { category: 'scanners-new', annotations: 'new' }),
      {
        api,
        poll: FAST,
      },
    );
    expect(annotations).toHaveLength(7);
    // annotations: failing (the default) with a threshold — the new alerts that fail the step, and only those.
    const failing = await uploadSarif(
      params([dir], { category: 'scanners-fail', failOnSeverity: 'medium' }),
      {
        api,
        poll: FAST,
      },
    );
    expect(failing.ok).toBe(false);
    expect(failing.annotations).toHaveLength(6); // 2 high + 4 medium of the 7
    expect(failing.annotations.every((x) => x.level === 'error')).toBe(true);
    o.annotations = annotations;
    expect(o.annotations[0]).toMatchObject({
      level: 'error',
      file: 'user-input/somefile-2.txt',
      startLine: 1,
    });
    expect(o.annotations.at(-1)).toMatchObject({
      level: 'warning',
      file: 'targets/taint/taint.py',
      startLine: 9,
    });
    expect(lines.some((l) => /processing complete after/.test(l))).toBe(true);

    const md = markdownSummary(o);
    expect(md).toContain('## SARIF upload: ✅ passed');
    expect(md).toContain('### Trim report');
    expect(md).toContain('✅ complete in');
    expect(md).toContain(
      '| alerts | high | medium | warning | total |\n| --- | ---: | ---: | ---: | ---: |\n| open | 2 | 4 | 1 | 7 |',
    );
    expect(md).toContain('}}%%\npie showData title Open alerts by severity\n    "high" : 2\n');
    expect(md).toMatch(/\[#\d+\]\(http:\/\/127\.0\.0\.1:\d+\/acme\/webapp\/security\/code-scanning\/\d+\)/);

    // The same analysis again: the alerts are the same ones, none new, no annotations.
    const again = await uploadSarif(params([dir], { category: 'scanners' }), { api, poll: FAST });
    expect(again.ok).toBe(true);
    expect(again.alerts).toMatchObject({ newCount: 0, open: 7 });
    expect(again.annotations).toEqual([]);
  });

  it('counts only its own tools and categories, and finds the levels of alerts without a security severity', async () => {
    const { api } = client();
    await uploadSarif(params([join(FIXTURES, 'snyk-oss-npm-mixed-levels.sarif')], { category: 'deps' }), {
      api,
      poll: FAST,
    });
    const o = await uploadSarif(
      params([join(FIXTURES, 'checkov-terraform-27results.sarif')], { category: 'iac' }),
      {
        api,
        poll: FAST,
        maxTopAlerts: 5,
      },
    );
    expect(o.ok).toBe(true);
    const a = o.alerts!;
    expect(a.counts).toMatchObject({ error: 27 });
    expect(a.open).toBe(27);
    expect(a.openOnRef).toBe(7 + 27); // Snyk's alerts are on the ref too, but not this analysis's
    expect(a.top).toHaveLength(5);
    expect(a.top.every((r) => r.tool === 'Checkov' && r.category === 'iac/' && r.severity === 'error')).toBe(
      true,
    );
  });
});

describe('trimming and splitting', () => {
  it('uploads 25 runs as two uploads, trims to the limits, polls both together, and warns', async () => {
    const dir = join(work, 'generated');
    mkdirSync(dir, { recursive: true });
    // 25 tools of 12 results each, rules with 12 tags (the service keeps 10) ...
    const rules = { rules: 20, tagsPerRule: 12, rulesSeed: 7 };
    await writeSarif(join(dir, 'many-runs.sarif'), { runs: 25, results: 300, ...rules });
    // ... and, as the same tool (with the same rules) and category as the first run, 5,100 more results (the
    // service keeps 5,000).
    await writeSarif(join(dir, 'big-run.sarif'), { runs: 1, results: 5_100, seed: 2, ...rules });
    const { api } = client();
    const from = mark();
    const o = await uploadSarif(params([dir]), { api, poll: FAST });
    expect(o.failures).toEqual([]);
    expect(o.ok).toBe(true);
    expect(o.uploads.map((u) => u.runs)).toEqual([20, 5]);
    expect(new Set(o.uploads.map((u) => u.sarifId)).size).toBe(2);
    expect(o.uploads.every((u) => u.processing?.status === 'complete')).toBe(true);
    expect(o.trimmed).toBe(true);
    expect(o.resultsDropped).toBe(112); // the merged run has 12 + 5,100 results; 5,000 are kept
    expect(o.resultsKept).toBe(5_000 + 24 * 12);
    expect(o.report.runs.some((r) => r.dropped.tags > 0)).toBe(true);
    expect(o.warnings.join('\n')).toMatch(
      /^trimmed to fit the service's limits, dropping 112 results \(the lowest-ranked; 5,288 kept\), 1,000 rule tags \(see the trim report\)$/,
    );
    expect(o.alerts!.open).toBeGreaterThan(0);

    // Polled together: both uploads' status requests, each at most once per minimum interval.
    const entries = await since(from);
    expect(entries.filter(isUpload)).toHaveLength(2);
    const firsts: number[] = [];
    const laters: number[] = [];
    for (const u of o.uploads) {
      const times = entries.filter((e) => isStatus(e) && e.url.includes(u.sarifId!)).map(started);
      expect(times.length).toBeGreaterThanOrEqual(1);
      // Seen by the server: on a loaded machine one request's arrival can lag by tens of ms, which shortens the
      // gap to the next one as the server sees it; requests sent without pacing would be a few ms apart.
      for (let i = 1; i < times.length; i++)
        expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(FAST.minIntervalMs / 2);
      firsts.push(times[0]);
      laters.push(...times.slice(1));
    }
    // Both first asked after both uploads, in one round: no second question about either before both first
    // ones. (Order, not a clock gap: on a loaded machine one of two requests sent together can arrive 150 ms late.)
    const uploadsEnd = Math.max(...entries.filter(isUpload).map((e) => Date.parse(e.time)));
    expect(Math.min(...firsts)).toBeGreaterThanOrEqual(uploadsEnd);
    if (laters.length > 0) expect(Math.max(...firsts)).toBeLessThan(Math.min(...laters));
    const md = markdownSummary(o);
    expect(md).toMatch(/Trimmed to the service's limits: 5,288 results kept, 112 dropped/);
    expect(md).toMatch(/\| GenScanner0 \(2 runs merged\) \| `gen\/` \| 1 \| 5,112 \| 5,000 \|/);
  });

  it('with on-trim fail, fails before uploading anything', async () => {
    const dir = join(work, 'tags');
    mkdirSync(dir, { recursive: true });
    await writeSarif(join(dir, 'tags.sarif'), { runs: 2, results: 10, rules: 3, tagsPerRule: 15 });
    const { api } = client();
    const from = mark();
    const o = await uploadSarif(params([dir], { onTrim: 'fail' }), { api, poll: FAST });
    expect(o.ok).toBe(false);
    expect(o.processingStatus).toBe('not-uploaded');
    expect(o.failures[0].message).toMatch(
      /^trimmed to fit the service's limits, dropping \d+ rule tags; on-trim is fail, so nothing was uploaded$/,
    );
    expect(await since(from)).toEqual([]);
  });
});

describe('invalid input', () => {
  it('fails before any request, with the engine diagnostics as failure text and annotations', async () => {
    const dir = fixtureDir('invalid', [
      'gosec-taxonomy-fixes-null-artifactchanges.sarif',
      'trivy-alpine310-secsev.sarif',
    ]);
    const { api } = client();
    const from = mark();
    const o = await uploadSarif(params([dir]), { api, poll: FAST });
    expect(o.ok).toBe(false);
    expect(o.processingStatus).toBe('not-uploaded');
    expect(o.uploads).toEqual([]);
    expect(o.failures).toHaveLength(1);
    expect(o.failures[0].message).toMatch(/^1 SARIF input is invalid \(1 error\): nothing was uploaded\n/);
    expect(o.failures[0].message).toMatch(
      /gosec-taxonomy-fixes-null-artifactchanges\.sarif:\d+:\d+: error \[schema\]/,
    );
    expect(o.annotations).toEqual([
      expect.objectContaining({
        level: 'error',
        file: expect.stringMatching(/gosec-taxonomy-fixes-null-artifactchanges\.sarif$/),
        startLine: expect.any(Number),
      }),
    ]);
    // Nothing reached the service: not the upload, not even the alert listing.
    expect(await since(from)).toEqual([]);
    expect(markdownSummary(o)).toContain('nothing was uploaded');
  });

  it('valid SARIF with no run fails without a request, unless empty uploads are allowed', async () => {
    const dir = join(work, 'empty');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'empty.sarif'), JSON.stringify({ version: '2.1.0', runs: [] }));
    const { api } = client();
    const from = mark();
    const o = await uploadSarif(params([dir]), { api, poll: FAST });
    expect(o.ok).toBe(false);
    expect(o.failures[0].message).toBe(`${dir} holds no run: there is nothing to upload`);
    expect(o.failures[0].hint).toMatch(/allow-empty to true/);
    const allowed = await uploadSarif(params([dir], { allowEmpty: true }), { api, poll: FAST });
    expect(allowed.ok).toBe(true);
    expect(allowed.warnings).toEqual([`${dir} holds no run: there is nothing to upload`]);
    expect(await since(from)).toEqual([]);
  });

  it('{} is not SARIF: the step fails with its line and column, nothing is sent', async () => {
    const dir = join(work, 'not-sarif');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'broken.sarif'), '{}');
    const { api } = client();
    const o = await uploadSarif(params([dir]), { api, poll: FAST });
    expect(o.ok).toBe(false);
    expect(o.failures[0].message).toMatch(
      /broken\.sarif:1:1: error \[schema\]: the log is missing required properties "version", "runs"/,
    );
  });

  it('refuses a ref the service does not accept for uploads, before reading anything', async () => {
    const { api } = client();
    const from = mark();
    const err = await uploadSarif(params([join(work, 'missing')], { ref: 'refs/remotes/origin/v1.0' }), {
      api,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UserError);
    expect((err as UserError).message).toMatch(
      /ref "refs\/remotes\/origin\/v1\.0" is not a ref the service accepts/,
    );
    expect((err as UserError).hint).toMatch(
      /refs\/heads\/<branch>, refs\/tags\/<tag>, refs\/pull\/<number>\/merge or refs\/pull\/<number>\/head/,
    );
    await expect(uploadSarif(params([FIXTURES], { ref: 'main' }), { api })).rejects.toMatchObject({
      hint: expect.stringContaining('refs/heads/main'),
    });
    await expect(uploadSarif(params([FIXTURES], { sha: 'abc123' }), { api })).rejects.toThrow(
      /not a full commit SHA/,
    );
    expect(await since(from)).toEqual([]);
  });

  it('uploads from a tag-triggered job, with the SHA in capitals as some tools print it', async () => {
    const { api } = client();
    const o = await uploadSarif(
      params([join(FIXTURES, 'grype-image-secsev.sarif')], {
        ref: 'refs/tags/v1.0.0',
        sha: SHA.toUpperCase(),
      }),
      { api, poll: FAST },
    );
    expect(o.ok).toBe(true);
    expect(o.processingStatus).toBe('complete');
    // The alert listing takes branches and pull request merge refs only (spec, code scanning rule 2).
    expect(o.alertsSkipped).toMatch(/alerts of refs\/tags\/v1\.0\.0 cannot be listed/);
  });
});

describe('processing', () => {
  const one = [join(FIXTURES, 'grype-image-secsev.sarif')];

  it('fails listing the service own errors when processing fails', async () => {
    await fault({ method: 'POST', path: '/code-scanning/sarifs$', failProcessing: true, times: 1 });
    const { api } = client();
    const o = await uploadSarif(params(one), { api, poll: FAST });
    expect(o.ok).toBe(false);
    expect(o.processingStatus).toBe('failed');
    expect(o.uploads[0].processing).toMatchObject({
      status: 'failed',
      errors: ['processing failed (injected fault)'],
    });
    expect(o.failures[0].message).toMatch(
      /processing of upload 1 \(sarif id [0-9a-f-]+\) failed; the service says:\n {2}- processing failed \(injected fault\)/,
    );
    expect(o.alerts).toBeUndefined();
    expect(o.alertsSkipped).toMatch(/processing did not complete \(failed\)/);
    expect(markdownSummary(o)).toContain('processing failed (injected fault)');
  });

  it('stops at the timeout, and fails (default) or warns as asked', async () => {
    emu.ctx.config.processingDelayMs = 60_000;
    const { api } = client();
    const t0 = Date.now();
    const failed = await uploadSarif(params(one, { processingTimeoutMs: 700 }), { api, poll: FAST });
    expect(Date.now() - t0).toBeLessThan(700 + 2_000);
    expect(failed.ok).toBe(false);
    expect(failed.processingStatus).toBe('timeout');
    expect(failed.uploads[0].processing?.status).toBe('pending');
    expect(failed.failures[0].message).toMatch(/did not finish within 0\.7 s; on-processing-timeout is fail/);
    expect(failed.failures[0].hint).toMatch(/Raise processing-timeout/);

    const warned = await uploadSarif(params(one, { processingTimeoutMs: 700, onProcessingTimeout: 'warn' }), {
      api,
      poll: FAST,
    });
    expect(warned.ok).toBe(true);
    expect(warned.processingStatus).toBe('timeout');
    expect(warned.warnings.join('\n')).toMatch(
      /did not finish within 0\.7 s; the step passes \(on-processing-timeout is warn\), but the upload is unconfirmed/,
    );
    expect(warned.alertsSkipped).toMatch(/did not complete \(timeout\)/);
    // The last look is at the deadline itself.
    const p = warned.uploads[0].processing!;
    expect(p.elapsedMs).toBeGreaterThanOrEqual(690);
  });

  it('pauses for a rate limit in the middle of polling, then finishes without failing', async () => {
    emu.ctx.config.processingDelayMs = 1_000; // still pending when the rate limit hits
    await fault({ method: 'GET', path: '/code-scanning/sarifs/[^/]+$', spendRateLimit: true, times: 1 });
    // Time as the step sees it: real for short waits; a long wait jumps, and the emulator's hour passes with it
    // (its rate limits are reset, its state kept).
    let offset = 0;
    const jumps: number[] = [];
    const clock: Clock = {
      now: () => Date.now() + offset,
      sleep: async (ms) => {
        if (ms < 5_000) return new Promise((r) => setTimeout(r, Math.max(0, ms)));
        jumps.push(ms);
        offset += ms;
        const state = await (await emu.admin(`/state`)).text();
        await emu.admin(`/reset`, { method: 'POST' });
        await emu.admin(`/state`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: state,
        });
      },
    };
    const { api } = client({ clock });
    const warnings: string[] = [];
    const o = await uploadSarif(params(one, { processingTimeoutMs: 2 * 3600_000 }), {
      api,
      poll: FAST,
      logger: { warn: (m) => warnings.push(m) },
    });
    expect(o.failures).toEqual([]);
    expect(o.ok).toBe(true);
    expect(o.processingStatus).toBe('complete');
    expect(jumps).toHaveLength(1);
    expect(jumps[0]).toBeGreaterThan(3_500_000); // the emulator's core window: an hour
    expect(warnings.some((w) => /rate limited: polling pauses until/.test(w))).toBe(true);
    expect(o.alerts?.open).toBe(2);
  });

  it('stops polling when the rate limit outlasts the timeout, and says so', async () => {
    emu.ctx.config.processingDelayMs = 5_000;
    await fault({ method: 'GET', path: '/code-scanning/sarifs/[^/]+$', spendRateLimit: true, times: 1 });
    const { api } = client();
    const t0 = Date.now();
    const o = await uploadSarif(params(one, { processingTimeoutMs: 30_000 }), { api, poll: FAST });
    expect(Date.now() - t0).toBeLessThan(3_000);
    expect(o.processingStatus).toBe('timeout');
    expect(o.failures[0].message).toMatch(/\(rate limited until .*, after the processing timeout\)/);
  });

  it('retries a 5xx burst on upload', async () => {
    await fault({ method: 'POST', path: '/code-scanning/sarifs$', status: 503, times: 2 });
    const { api, log } = client();
    const from = mark();
    const o = await uploadSarif(params(one), { api, poll: FAST });
    expect(o.ok).toBe(true);
    expect(o.processingStatus).toBe('complete');
    expect((await since(from)).filter(isUpload).map((e) => e.status)).toEqual([503, 503, 202]);
    expect(log.lines.filter((l) => /503; retry \d of 4/.test(l))).toHaveLength(2);
  });

  it('fails with the service message when the upload is refused', async () => {
    const { api } = client({ auth: { token: 'svc_pat_octocat_public' } });
    const o = await uploadSarif(params(one, { repository: { owner: 'acme', repo: 'legacy' } }), {
      api,
      poll: FAST,
    });
    expect(o.ok).toBe(false);
    expect(o.processingStatus).toBe('not-uploaded');
    expect(o.failures[0].message).toMatch(
      /^upload 1 failed: POST .*\/repos\/acme\/legacy\/code-scanning\/sarifs: (403|404) /,
    );
  });

  it('keeps to one request a second per upload by default, and notices completion within about 5 s', async () => {
    emu.ctx.config.processingDelayMs = 1_500;
    const { api } = client();
    const from = mark();
    const t0 = Date.now();
    const o = await uploadSarif(params(one), { api });
    const took = Date.now() - t0;
    expect(o.processingStatus).toBe('complete');
    const times = (await since(from)).filter(isStatus).map(started);
    expect(times.length).toBeGreaterThanOrEqual(2);
    // Journal times are taken at the end of each request: allow a few ms of measurement noise on a loaded machine.
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(950);
    expect(took).toBeLessThan(1_500 + 5_000 + 1_500);
    expect([1, 2, 3, 4, 5, 6, 7].map((k) => pollInterval(k - 1, 1000, 5000))).toEqual([
      1000, 1000, 2000, 3000, 5000, 5000, 5000,
    ]);
  });

  it('does not wait when asked not to', async () => {
    const { api } = client();
    const o = await uploadSarif(params(one, { waitForProcessing: false, failOnSeverity: 'high' }), { api });
    expect(o.ok).toBe(true);
    expect(o.processingStatus).toBe('not-waited');
    expect(o.uploads[0].sarifId).toBeDefined();
    expect(o.warnings.join('\n')).toMatch(/severity threshold \(high\) was not checked/);
  });
});

describe('the severity threshold', () => {
  const files = [
    join(FIXTURES, 'trivy-alpine310-secsev.sarif'),
    join(FIXTURES, 'semgrep-dataflow-codeflows.sarif'),
  ];

  it('fails when an open alert is at or above it, and passes below', async () => {
    const { api } = client();
    const medium = await uploadSarif(params(files, { failOnSeverity: 'medium' }), { api, poll: FAST });
    expect(medium.ok).toBe(false);
    expect(medium.alerts!.atOrAbove).toHaveLength(4);
    expect(medium.failures[0].message).toMatch(
      /^4 open alerts at or above medium \(fail-on-severity\): #\d+ medium CVE-2019-15\d\d at testdata\//,
    );
    expect(markdownSummary(medium)).toContain(
      '❌ 4 open alert(s) of security severity medium or higher (fail-on-severity: medium)',
    );

    const high = await uploadSarif(params(files, { failOnSeverity: 'high' }), { api, poll: FAST });
    expect(high.ok).toBe(true);
    expect(high.alerts!.atOrAbove).toEqual([]);

    // Levels compare with every alert's level, security severities or not.
    const warning = await uploadSarif(params(files, { failOnSeverity: 'warning' }), { api, poll: FAST });
    expect(warning.alerts!.atOrAbove).toHaveLength(5);
    const error = await uploadSarif(params(files, { failOnSeverity: 'error' }), { api, poll: FAST });
    expect(error.ok).toBe(true);
    const snyk = [join(FIXTURES, 'snyk-oss-npm-mixed-levels.sarif')];
    for (const [threshold, count] of [
      ['error', 2],
      ['warning', 5],
      ['note', 7],
      ['low', 0],
      ['none', 0],
    ] as const) {
      const o = await uploadSarif(params(snyk, { failOnSeverity: threshold }), { api, poll: FAST });
      expect([threshold, o.alerts!.atOrAbove.length, o.ok]).toEqual([threshold, count, count === 0]);
    }
  });

  it("still fails when another tool's newer alerts on the ref outnumber every listing cap", async () => {
    const { api } = client();
    const trivy = [join(FIXTURES, 'trivy-alpine310-secsev.sarif')];
    expect((await uploadSarif(params(trivy), { api, poll: FAST })).ok).toBe(true);
    // Another tool opens 10,500 note-level alerts after them (three categories of 3,500).
    const noisy = join(work, 'noisy.sarif');
    const results = (run: number) =>
      Array.from({ length: 3_500 }, (_, i) => ({
        ruleId: 'N1',
        level: 'note',
        message: { text: `noise ${run}-${i}` },
        locations: [
          { physicalLocation: { artifactLocation: { uri: `n/${run}.txt` }, region: { startLine: i + 1 } } },
        ],
      }));
    writeFileSync(
      noisy,
      JSON.stringify({
        version: '2.1.0',
        runs: [0, 1, 2].map((run) => ({
          tool: { driver: { name: 'Noise', rules: [{ id: 'N1' }] } },
          automationDetails: { id: `noise-${run}/` },
          results: results(run),
        })),
      }),
    );
    expect((await uploadSarif(params([noisy]), { api, poll: FAST })).ok).toBe(true);
    const again = await uploadSarif(params(trivy, { failOnSeverity: 'medium' }), { api, poll: FAST });
    expect(again.ok).toBe(false);
    expect(again.alerts!.atOrAbove).toHaveLength(4);
    expect(again.alerts!.openOnRef).toBe(10_000);
    expect(again.alerts!.truncated).toBe(true);
    expect(markdownSummary(again)).toContain('10,000+ open from every tool on the ref');
  }, 60_000);
});

describe('sarif-pipeline upload (CLI)', () => {
  function io(env: NodeJS.ProcessEnv) {
    const out = { stdout: '', stderr: '' };
    const capture: CommandIo = {
      stdout: (t) => void (out.stdout += t),
      stderr: (t) => void (out.stderr += t),
      env,
      interactive: false,
      promptSecret: async () => '',
    };
    return { out, capture };
  }
  const flags = () => [
    '--repo',
    'acme/webapp',
    '--ref',
    'refs/heads/main',
    '--sha',
    SHA,
    '--api-url',
    emu.apiUrl,
  ];

  it('runs from any CI with flags only (no GITHUB_*), token from SVC_TOKEN', async () => {
    const { out, capture } = io({ SVC_TOKEN: TOKEN });
    const args = [join(FIXTURES, 'grype-image-secsev.sarif'), ...flags(), '--checkout', work];
    const code = await runCli(args, capture, { poll: FAST });
    expect(out.stderr).not.toMatch(/error/);
    expect(code).toBe(0);
    expect(out.stdout).toMatch(/upload 1: sarif id [0-9a-f-]+, processing complete after/);
    expect(out.stdout).toMatch(/alerts on refs\/heads\/main: 2 open from this analysis \(2 new\)/);
    expect(out.stdout).toMatch(/\nOK: 1 upload, processing complete\n$/);
    expect(out.stdout + out.stderr).not.toContain(TOKEN);
  });

  it('exits 1 above --fail-on, with the reasons; --json gives the outcome', async () => {
    const { out, capture } = io({ GITHUB_TOKEN: TOKEN });
    const args = [join(FIXTURES, 'grype-image-secsev.sarif'), ...flags(), '--fail-on', 'high', '--json'];
    expect(await runCli(args, capture, { poll: FAST })).toBe(1);
    const outcome = JSON.parse(out.stdout);
    expect(outcome).toMatchObject({ ok: false, processingStatus: 'complete', alerts: { threshold: 'high' } });
    expect(outcome.failures[0].message).toMatch(/^2 open alerts at or above high \(--fail-on\): /);
    expect(outcome.failures[0].hint).toBe('Fix or dismiss them, or raise --fail-on.');
  });

  it('above 10 MB compressed with shrinking turned off: nothing sent, and the hint names the setting as each shell calls it', async () => {
    // 16 MB of random Base64 in messages: above 10 MB gzip-compressed even at the default level.
    const results = Array.from({ length: 1600 }, (_, i) => ({
      ruleId: 'r',
      message: { text: randomBytes(7500).toString('base64') },
      locations: [{ physicalLocation: { artifactLocation: { uri: `f${i}.js` }, region: { startLine: 1 } } }],
    }));
    const big = join(work, 'big.sarif');
    writeFileSync(
      big,
      JSON.stringify({ version: '2.1.0', runs: [{ tool: { driver: { name: 'Big' } }, results }] }),
    );
    const from = mark();
    const o = await uploadSarif(params([big], { shrinkToFit: false }), { api: client().api, poll: FAST });
    expect(o.ok).toBe(false);
    const size = o.diagnostics.find((d) => d.rule === 'size');
    expect(size?.message).toMatch(/^upload 1 is .* gzip-compressed, above the service's 10.0 MB limit/);
    expect(size?.hint).toBe(
      'To drop the lowest-ranked results until it fits, set shrink-to-fit to true (the default); or split the analysis into several categories.',
    );
    expect(o.annotations[0].message).toContain('set shrink-to-fit to true');
    const { out, capture } = io({ SVC_TOKEN: TOKEN });
    expect(await runCli([big, ...flags(), '--no-shrink-to-fit', '--json'], capture, { poll: FAST })).toBe(1);
    const cli = JSON.parse(out.stdout) as typeof o;
    expect(cli.diagnostics.find((d) => d.rule === 'size')?.hint).toMatch(/, leave out --no-shrink-to-fit;/);
    expect(await since(from)).toEqual([]);
  });

  it('refuses missing settings as usage errors (exit 2), and a token given as an argument', async () => {
    const { capture } = io({ SVC_TOKEN: TOKEN });
    await expect(
      runCli([FIXTURES, '--repo', 'acme/webapp', '--ref', 'main', '--sha', SHA], capture),
    ).rejects.toMatchObject({
      exitCode: 2,
      hint: expect.stringContaining('refs/heads/main'),
    });
    await expect(runCli([FIXTURES, ...flags(), '--fail-on', 'severe'], capture)).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringContaining(
        '--fail-on must be one of none, note, warning, error, low, medium, high, critical',
      ),
    });
    await expect(runCli([FIXTURES, '--token', TOKEN], capture)).rejects.toMatchObject({ exitCode: 2 });
    const none = io({});
    await expect(runCli([FIXTURES, ...flags()], none.capture)).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('set SVC_TOKEN'),
    });
  });
});
