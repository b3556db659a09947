/**
 * The dashboard's data routes without a browser: one page of alerts with filters, sort and totals
 * (/_emulator/alerts and the same page as HTML), the versions the page polls, and the charts' data.
 */
import { gzipSync } from 'node:zlib';
import { createClient } from '../../src/api/index.js';
import { startEmulator, type Emulator } from '../support/emulator.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ config: { processingDelayMs: 0 } });
});
afterAll(() => emu.close());

const RULES = [
  { id: 'r/critical', defaultConfiguration: { level: 'error' }, properties: { 'security-severity': '9.8' } },
  { id: 'r/medium', defaultConfiguration: { level: 'warning' }, properties: { 'security-severity': '5.0' } },
  { id: 'r/note', defaultConfiguration: { level: 'note' } },
];

async function upload(tool: string, ruleOf: number[], sha: string) {
  const client = createClient({ baseUrl: emu.apiUrl, auth: { token: 'svc_pat_octocat' } });
  const sarif = {
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: tool, rules: RULES } },
        results: ruleOf.map((r, i) => ({
          ruleId: RULES[r]!.id,
          ruleIndex: r,
          message: { text: `${tool} finding ${i}` },
          locations: [
            { physicalLocation: { artifactLocation: { uri: `src/f${i}.ts` }, region: { startLine: i + 1 } } },
          ],
          partialFingerprints: { primaryLocationLineHash: `${tool}:${i}` },
        })),
      },
    ],
  };
  const receipt = await client.codeScanning.uploadSarif({
    owner: 'acme',
    repo: 'webapp',
    commit_sha: sha.repeat(40),
    ref: 'refs/heads/main',
    sarif: gzipSync(JSON.stringify(sarif)).toString('base64'),
  });
  for (;;) {
    const status = (await (await emu.admin('/overview')).json()) as any;
    if (status.uploads.find((u: any) => u.id === receipt.id)?.status === 'complete') return receipt.id!;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const alerts = async (query: string) => (await (await emu.admin(`/alerts?${query}`)).json()) as any;

it('pages, filters and sorts alerts on the server, with the totals and the counts by severity', async () => {
  const before = (await (await emu.admin('/versions')).json()) as Record<string, string>;
  const first = await upload('Alpha', [0, 1, 1, 2, 2, 2], 'a');
  const mid = (await (await emu.admin('/versions')).json()) as Record<string, string>;
  expect(mid.alerts).not.toBe(before.alerts);
  expect(mid.uploads).not.toBe(before.uploads);
  expect(mid.faults).toBe(before.faults); // only what changed has a new version
  await upload('Beta', [0, 2], 'b');

  const all = await alerts('');
  expect(all).toMatchObject({ total: 8, matching: 8, pages: 1, tools: ['Alpha', 'Beta'], states: ['open'] });
  expect(all.bySeverity).toEqual({
    critical: 2,
    high: 0,
    medium: 2,
    low: 0,
    error: 0,
    warning: 0,
    note: 4,
    none: 0,
  });
  // The default order: most severe first, then repository and number.
  expect(all.alerts.map((a: any) => a.severity)).toEqual([
    'critical',
    'critical',
    'medium',
    'medium',
    'note',
    'note',
    'note',
    'note',
  ]);

  const page2 = await alerts('per_page=3&page=2&sort=number&direction=asc');
  expect(page2).toMatchObject({ matching: 8, pages: 3, query: { page: 2, perPage: 3 } });
  expect(page2.alerts.map((a: any) => a.number)).toEqual([4, 5, 6]);
  // Out of range and unknown values: the nearest page, the default sort, per_page at most 500.
  expect((await alerts('per_page=3&page=99')).query.page).toBe(3);
  expect((await alerts('sort=nonsense&direction=up')).query).toMatchObject({
    sort: 'severity',
    direction: 'desc',
  });
  expect((await alerts('per_page=100000')).query.perPage).toBe(500);

  const beta = await alerts('tool=Beta');
  expect(beta).toMatchObject({ total: 8, matching: 2 });
  expect(beta.bySeverity.critical).toBe(1);
  const notes = await alerts('severity=note&tool=Alpha');
  expect(notes.matching).toBe(3);
  // The counts by severity ignore the severity filter (the bar shows what choosing another would give).
  expect(notes.bySeverity).toMatchObject({ critical: 1, medium: 2, note: 3 });
  expect((await alerts('q=BETA%20FINDING%201')).alerts.map((a: any) => a.message)).toEqual([
    'Beta finding 1',
  ]);
  expect((await alerts('state=fixed')).matching).toBe(0);

  // The same page as HTML, escaped, with coloured severity cells; an unknown section is a 404.
  const html = await (await emu.admin('/sections/alerts?severity=critical')).text();
  expect(html).toContain('<span class="sev sev-critical">critical</span>');
  expect(html.match(/<tr><td>/g)).toHaveLength(2);
  expect((await emu.admin('/sections/nonsense')).status).toBe(404);

  // The charts: alerts opened by each upload, by severity (the second one's critical and note are new alerts).
  const charts = (await (await emu.admin('/charts')).json()) as any;
  expect(
    charts.uploads.map((u: any) => [u.id === first, u.opened.critical, u.opened.medium, u.opened.note]),
  ).toEqual([
    [true, 1, 2, 3],
    [false, 1, 0, 1],
  ]);
  // And what the service kept of each (every result here: both are under its limit).
  expect(charts.uploads.map((u: any) => u.results)).toEqual([
    { received: 6, kept: 6 },
    { received: expect.any(Number), kept: expect.any(Number) },
  ]);
  expect(charts.uploads[1].results.kept).toBe(charts.uploads[1].results.received);
});
