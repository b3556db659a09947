/**
 * The dashboard's tables (and its charts' data) of what keeps growing show the newest NEWEST_ROWS and say how many they leave out: 30,000
 * uploads made a page of 7 MB that each refresh of the section sent again. The admin API's overview keeps them all.
 */
import { gzipSync } from 'node:zlib';
import { createClient } from '../../src/api/index.js';
import { NEWEST_ROWS } from '../../src/emulator/admin/html.js';
import { CHARTED } from '../../src/emulator/admin/overview.js';
import { startEmulator, type Emulator } from '../support/emulator.js';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(async () => {
  await emu.close();
});

const sarif = (k: number) =>
  gzipSync(
    JSON.stringify({
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'DemoScanner' } },
          automationDetails: { id: `pkg${k}/` },
          results: [],
        },
      ],
    }),
  ).toString('base64');

it(`lists the newest ${NEWEST_ROWS} uploads, newest first, and counts the others`, async () => {
  const client = createClient({ baseUrl: emu.apiUrl, auth: { token: 'svc_pat_octocat' } });
  const admin = { authorization: `Bearer ${emu.adminToken}` };
  const section = async () =>
    (await fetch(`${emu.origin}/_emulator/sections/uploads`, { headers: admin })).text();
  const ids: string[] = [];
  const upload = async (k: number) => {
    const receipt = await client.codeScanning.uploadSarif({
      owner: 'acme',
      repo: 'webapp',
      commit_sha: 'c'.repeat(40),
      ref: 'refs/heads/main',
      sarif: sarif(k),
    });
    ids.push(receipt.id!);
  };
  for (let k = 0; k < NEWEST_ROWS; k++) await upload(k);
  const full = await section();
  expect(full.match(/<tr><td><code>/g)).toHaveLength(NEWEST_ROWS);
  expect(full).not.toContain('id="uploads-more"');

  for (let k = NEWEST_ROWS; k < NEWEST_ROWS + 5; k++) await upload(k);
  const html = await section();
  const shown = [...html.matchAll(/<tr><td><code>([^<]+)<\/code>/g)].map((m) => m[1]);
  expect(shown).toHaveLength(NEWEST_ROWS);
  expect(shown).toEqual(ids.slice(-NEWEST_ROWS).reverse());
  expect(html).toContain(`SARIF uploads (${NEWEST_ROWS + 5})`);
  expect(html).toContain(
    `<p class="more" id="uploads-more">The newest ${NEWEST_ROWS} of ${NEWEST_ROWS + 5}: the other 5 are in the admin API's <code>GET /_emulator/overview</code>.</p>`,
  );
  const overview = (await (await fetch(`${emu.origin}/_emulator/overview`, { headers: admin })).json()) as {
    uploads: { id: string }[];
  };
  expect(new Set(overview.uploads.map((u) => u.id))).toEqual(new Set(ids));

  // The charts' data likewise: the uploads drawn one by one, and every upload counted over time.
  const charts = (await (await fetch(`${emu.origin}/_emulator/charts`, { headers: admin })).json()) as {
    uploads: { id: string }[];
    timeline: { total: number; counts: number[] };
  };
  const charted = charts.uploads.map((u) => u.id);
  expect(charted.length).toBeGreaterThanOrEqual(CHARTED);
  expect(charted.length).toBeLessThanOrEqual(2 * CHARTED);
  expect(charted.slice(-CHARTED)).toEqual(ids.slice(-CHARTED));
  expect(charts.timeline.total).toBe(NEWEST_ROWS + 5);
  expect(charts.timeline.counts.reduce((n, c) => n + c, 0)).toBe(NEWEST_ROWS + 5);
});
