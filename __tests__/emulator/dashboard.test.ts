/**
 * The dashboard in a real browser (Debian's Chromium through playwright-core): it lists an upload made through the
 * client and shows it turn complete, shows the alert, adds a fault from its form and sees it fire in the live
 * journal, removes it and resets, all under a CSP without inline code. Skipped, with a message, where no Chromium
 * is installed (CHROMIUM_PATH, else /usr/bin/chromium).
 * The README's screenshot is dashboard-50k.test.ts's (50,000 alerts).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { createClient } from '../../src/api/index.js';
import { startEmulator, type Emulator } from '../support/emulator.js';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveChromium = existsSync(executablePath);
if (!haveChromium)
  console.warn(
    `dashboard browser test skipped: no Chromium at ${executablePath} (apt-get install chromium, or set CHROMIUM_PATH)`,
  );
const browserIt = haveChromium ? it : it.skip;

let emu: Emulator;
let browser: Browser | undefined;
let tmp: string;
beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'dashboard-'));
  emu = await startEmulator({ config: { processingDelayMs: 1_500 } });
  if (haveChromium) browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
});
afterAll(async () => {
  await browser?.close();
  await emu.close();
  rmSync(tmp, { recursive: true, force: true });
});

const SARIF = {
  version: '2.1.0',
  runs: [
    {
      tool: {
        driver: {
          name: 'DemoScanner',
          rules: [{ id: 'demo/sql-injection', defaultConfiguration: { level: 'error' } }],
        },
      },
      results: [
        {
          ruleId: 'demo/sql-injection',
          message: { text: 'User input reaches a <b>query</b> [unescaped](javascript:alert(1))' },
          locations: [
            { physicalLocation: { artifactLocation: { uri: 'src/db.js' }, region: { startLine: 12 } } },
          ],
          partialFingerprints: { primaryLocationLineHash: 'abc:1' },
        },
      ],
    },
  ],
};

browserIt(
  'shows an upload turn complete, its alert, and a fault added from the page firing in the live journal',
  async () => {
    const page = await browser!.newPage({ viewport: { width: 1280, height: 900 } });
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const answer = await page.goto(emu.dashboardUrl);
    expect(page.url()).toBe(`${emu.origin}/_emulator/`); // the token left the address bar for a cookie
    // Its script and style are files: no inline code allowed, and no page may frame it.
    const csp = answer!.headers()['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(await page.locator('script:not([src])').count()).toBe(0);
    await page.waitForSelector('#uploads, p#uploads');

    const client = createClient({ baseUrl: emu.apiUrl, auth: { token: 'svc_pat_octocat' } });
    const receipt = await client.codeScanning.uploadSarif({
      owner: 'acme',
      repo: 'webapp',
      commit_sha: 'a'.repeat(40),
      ref: 'refs/heads/main',
      sarif: gzipSync(JSON.stringify(SARIF)).toString('base64'),
    });
    const row = page.locator('#uploads tr', { hasText: receipt.id! });
    await row.locator('.status.pending').waitFor();
    await row.locator('.status.complete').waitFor({ timeout: 15_000 });

    const alert = page.locator('#alerts tr', { hasText: 'demo/sql-injection' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('User input reaches a <b>query</b>'); // shown as text, not markup
    expect(await alert.locator('a').count()).toBe(0);

    await page.fill('#fault-form input[name=pattern]', '/api/v3/meta');
    await page.fill('#fault-form input[name=status]', '503');
    await page.click('#fault-form button[type=submit]');
    await page.locator('#faults tr', { hasText: 'answer 503' }).waitFor();
    expect((await fetch(`${emu.apiUrl}/meta`)).status).toBe(503);
    const fired = page.locator('#journal tbody tr.faulted', { hasText: '/api/v3/meta' });
    await fired.waitFor();
    expect(await fired.textContent()).toMatch(/503.*rule 1/);

    await page.screenshot({
      path: join(tmp, 'dashboard.png'),
      fullPage: true,
    });

    // Remove the fault from its row, add another and reset from the page (its own Origin and admin header): the
    // answers are 204 (an empty body is not sent as JSON) and the faults are gone.
    const removed = page.waitForResponse((r) => r.url().endsWith('/_emulator/faults/1'));
    await page.click('#faults button[data-remove-fault="1"]');
    expect((await removed).status()).toBe(204);
    await page.locator('p#faults').waitFor();
    expect((await fetch(`${emu.apiUrl}/meta`)).status).toBe(200);
    await page.fill('#fault-form input[name=pattern]', '/api/v3/meta');
    await page.fill('#fault-form input[name=status]', '502');
    await page.click('#fault-form button[type=submit]');
    await page.locator('#faults tr', { hasText: 'answer 502' }).waitFor();
    page.once('dialog', (d) => void d.accept());
    const reset = page.waitForResponse((r) => r.url().endsWith('/_emulator/reset'));
    await page.click('#reset');
    expect((await reset).status()).toBe(204);
    await page.locator('p#faults').waitFor();
    expect((await fetch(`${emu.apiUrl}/meta`)).status).toBe(200);
    expect(violations).toEqual([]);
  },
  60_000,
);
