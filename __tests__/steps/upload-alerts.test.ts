/**
 * The upload's alert summary reads the listing alert by alert and keeps counts and a few rows, not every alert
 * (200,000 kept whole took 600 MB): what it reports must still be what sorting the whole listing gives.
 */
import { gzipSync } from 'node:zlib';
import { createClient, type CodeScanningAlert } from '../../src/api/index.js';
import { openAlertNumbers, summarizeUploadAlerts } from '../../src/steps/upload-alerts.js';
import {
  compareAlerts,
  meetsThreshold,
  severityOf,
  toAlertRow,
  zeroCounts,
  type SummarizableAlert,
} from '../../src/summary/alert-model.js';
import { generateSarif } from '../../bench/generate-sarif.js';
import { startEmulator, type Emulator } from '../support/emulator.js';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ config: { processingDelayMs: 0 } });
});
afterAll(async () => {
  await emu.close();
});

it('reports the counts, the most severe, the most severe new and those at or above the threshold as a full sort does', async () => {
  const api = createClient({ baseUrl: emu.apiUrl, auth: { token: 'svc_pat_octocat' } });
  const repo = { owner: 'acme', repo: 'webapp' };
  const ref = 'refs/heads/tally';
  const upload = async (seed: number) => {
    const doc = generateSarif({ results: 300, rules: 40, seed }) as {
      runs: { tool: { driver: { name: string } } }[];
    };
    for (const run of doc.runs) run.tool.driver.name = 'TallyScan';
    const receipt = await api.codeScanning.uploadSarif({
      ...repo,
      commit_sha: 'd'.repeat(40),
      ref,
      sarif: gzipSync(JSON.stringify(doc)).toString('base64'),
    });
    await api.codeScanning.waitForSarifProcessing(
      { ...repo, sarif_id: receipt.id! },
      { timeoutMs: 20_000, intervalMs: 50 },
    );
  };
  await upload(1);
  const before = await openAlertNumbers(api, repo, ref, ['TallyScan']);
  expect(before.size).toBeGreaterThan(100);
  await upload(2); // some of its alerts are new, some were open before
  const all = (
    await api.codeScanning
      .listRepoAlerts({ ...repo, ref, state: 'open', per_page: 100, maxItems: 100_000 })
      .collect()
  ).items as (CodeScanningAlert & SummarizableAlert)[];
  const mine = all.filter((a) => a.tool?.name === 'TallyScan').sort(compareAlerts);
  const fresh = mine.filter((a) => !before.has(a.number));
  expect(fresh.length).toBeGreaterThan(0);
  expect(fresh.length).toBeLessThan(mine.length);

  const summary = await summarizeUploadAlerts(
    api,
    repo,
    ref,
    [...new Set(mine.map((a) => a.most_recent_instance?.category ?? ''))].map((category) => ({
      tool: 'TallyScan',
      category,
    })),
    {
      before,
      startedAt: new Date().toISOString(),
      threshold: 'warning',
      maxTop: 7,
      maxNew: 3,
    },
  );
  const row = (a: CodeScanningAlert & SummarizableAlert) => ({
    ...toAlertRow(a),
    isNew: !before.has(a.number),
  });
  const counts = zeroCounts();
  for (const a of mine) counts[severityOf(a)]++;
  expect(summary.counts).toEqual(counts);
  expect(summary.open).toBe(mine.length);
  expect(summary.newCount).toBe(fresh.length);
  expect(summary.top).toEqual(mine.slice(0, 7).map(row));
  expect(summary.topNew).toEqual(fresh.slice(0, 3).map(row));
  const meeting = mine.filter((a) => meetsThreshold(a, 'warning'));
  expect(meeting.length).toBeGreaterThan(0);
  expect(summary.atOrAbove).toEqual(meeting.map(row));
});
