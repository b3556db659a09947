/**
 * The dashboard in a real browser (Debian's Chromium through playwright-core): it lists an upload made through the
 * client and shows it turn complete, shows the alert, adds a fault from its form and sees it fire in the live
 * journal, removes it and resets, all under a CSP without inline code. Skipped, with a message, where no Chromium
 * is installed (CHROMIUM_PATH, else /usr/bin/chromium).
 * The README's screenshot is dashboard-50k.test.ts's (50,000 alerts).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
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
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
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
    // One link only, the alert's number to its page (the message's Markdown link is text).
    expect(await alert.locator('a').count()).toBe(1);
    expect(await alert.locator('a').getAttribute('href')).toBe('/_emulator/alerts/acme/webapp/1');
    // The alert's link as the service gives it (html_url) leads to its page, under the same cookie and policy.
    const alertPage = await context.newPage(); // with the dashboard's cookie
    alertPage.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const shown = await alertPage.goto(`${emu.origin}/acme/webapp/security/code-scanning/1`);
    expect(alertPage.url()).toBe(`${emu.origin}/_emulator/alerts/acme/webapp/1`);
    expect([shown!.status(), await shown!.text()]).toEqual([200, expect.stringContaining('<main>')]);
    expect(shown!.headers()['content-security-policy']).toContain("script-src 'self'");
    const text = await alertPage.locator('main').textContent();
    expect(text).toContain('demo/sql-injection');
    expect(text).toContain('src/db.js:12');
    expect(text).toContain('User input reaches a <b>query</b>');
    await alertPage.close();

    // A repository's code-scanning page is the dashboard filtered to it; the filter goes on living in the address.
    const filtered = await context.newPage();
    await filtered.goto(`${emu.origin}/acme/webapp/security/code-scanning`);
    expect(filtered.url()).toBe(`${emu.origin}/_emulator/?q=acme%2Fwebapp#s-alerts`);
    expect(await filtered.inputValue('#alert-filter')).toBe('acme/webapp');
    await filtered.locator('#alerts tr', { hasText: 'demo/sql-injection' }).waitFor();
    await filtered.fill('#alert-filter', 'no such alert');
    await filtered.locator('p#alerts', { hasText: 'No alert matches the filters' }).waitFor();
    expect(filtered.url()).toBe(`${emu.origin}/_emulator/?q=no+such+alert#s-alerts`);
    await filtered.close();

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

it("leads a repository's web addresses to the dashboard: its alerts filtered to it, its runs, Pages and keys", async () => {
  const client = createClient({ baseUrl: emu.apiUrl, auth: { token: 'svc_pat_octocat' } });
  // Alerts in two repositories, so that the filter has one to leave out.
  for (const repo of ['webapp', 'secret-service']) {
    const receipt = await client.codeScanning.uploadSarif({
      owner: 'acme',
      repo,
      commit_sha: 'c'.repeat(40),
      ref: 'refs/heads/web',
      sarif: gzipSync(JSON.stringify(SARIF)).toString('base64'),
    });
    await client.codeScanning.waitForSarifProcessing(
      { owner: 'acme', repo, sarif_id: receipt.id! },
      { timeoutMs: 20_000, intervalMs: 100 },
    );
  }
  const where = async (path: string) => {
    const r = await fetch(`${emu.origin}${path}`, { redirect: 'manual' });
    return r.status === 302 ? r.headers.get('location') : r.status;
  };
  expect(await where('/acme/webapp/security/code-scanning')).toBe('/_emulator/?q=acme%2Fwebapp#s-alerts');
  expect(await where('/Acme/WebApp/security/code-scanning/')).toBe('/_emulator/?q=acme%2Fwebapp#s-alerts');
  expect(await where('/acme/webapp/actions/runs/4242')).toBe('/_emulator/#s-runs');
  expect(await where('/acme/webapp/actions/runs/4242/job/7')).toBe('/_emulator/#s-runs');
  expect(await where('/acme/webapp/settings/pages')).toBe('/_emulator/#s-pages');
  expect(await where('/acme/webapp/deployments')).toBe('/_emulator/#s-pages');
  expect(await where('/acme/webapp/settings/keys')).toBe('/_emulator/#s-keys');
  // A repository the emulator does not hold, or a page it has no counterpart of: 404, as on the service.
  expect(await where('/acme/nothing-here/security/code-scanning')).toBe(404);
  expect(await where('/acme/webapp/pulls')).toBe(404);
  expect(await where('/acme/webapp/actions/runs/x')).toBe(404);

  // The dashboard drawn with the address's filter: the alert table holds that repository's alerts only.
  const admin = { authorization: `Bearer ${emu.adminToken}` };
  const all = await (await fetch(`${emu.origin}/_emulator/?state=open`, { headers: admin })).text();
  expect(all).toContain('<tr><td>acme/secret-service</td>');
  const html = await (
    await fetch(`${emu.origin}/_emulator/?q=acme%2Fwebapp&state=open`, { headers: admin })
  ).text();
  expect(html).toContain('id="alert-filter" name="q" value="acme/webapp"');
  const table = html.slice(
    html.indexOf('<table id="alerts"'),
    html.indexOf('</table>', html.indexOf('<table id="alerts"')),
  );
  const repos = [...table.matchAll(/<tr><td>([^<]+)<\/td>/g)].map((m) => m[1]);
  expect(repos.length).toBeGreaterThan(0);
  expect(new Set(repos)).toEqual(new Set(['acme/webapp']));
  expect(Number(/data-matching="(\d+)"/.exec(table)![1])).toBe(repos.length);
});

it("serves each alert's page to the admin token only, where its html_url leads", async () => {
  const client = createClient({ baseUrl: emu.apiUrl, auth: { token: 'svc_pat_octocat' } });
  const sarif = structuredClone(SARIF);
  sarif.runs[0].results[0].partialFingerprints.primaryLocationLineHash = 'page:1';
  sarif.runs[0].results[0].message.text = 'Reaches <script>alert(1)</script>';
  const receipt = await client.codeScanning.uploadSarif({
    owner: 'acme',
    repo: 'webapp',
    commit_sha: 'b'.repeat(40),
    ref: 'refs/heads/page',
    sarif: gzipSync(JSON.stringify(sarif)).toString('base64'),
  });
  await client.codeScanning.waitForSarifProcessing(
    { owner: 'acme', repo: 'webapp', sarif_id: receipt.id! },
    { timeoutMs: 20_000, intervalMs: 100 },
  );
  const api = { authorization: 'Bearer svc_pat_octocat', 'content-type': 'application/json' };
  const alerts = (await (
    await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/alerts?ref=refs/heads/page`, { headers: api })
  ).json()) as { number: number; html_url: string; most_recent_instance: { message: { text: string } } }[];
  const alert = alerts.find((a) => a.most_recent_instance.message.text.includes('<script>'))!;
  const dismissed = await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/alerts/${alert.number}`, {
    method: 'PATCH',
    headers: api,
    body: JSON.stringify({
      state: 'dismissed',
      dismissed_reason: 'used in tests',
      dismissed_comment: 'fixture',
    }),
  });
  expect(dismissed.status).toBe(200);

  const link = await fetch(alert.html_url, { redirect: 'manual' });
  expect(link.status).toBe(302);
  const pagePath = `/_emulator/alerts/acme/webapp/${alert.number}`;
  expect(link.headers.get('location')).toBe(pagePath);
  expect((await fetch(`${emu.origin}${pagePath}`)).status).toBe(401);
  const admin = { authorization: `Bearer ${emu.adminToken}` };
  const page = await fetch(`${emu.origin}${pagePath}`, { headers: admin });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  const html = await page.text();
  expect(html).toContain(`acme/webapp: alert ${alert.number}, dismissed`);
  expect(html).toContain('used in tests by octocat');
  expect(html).toContain('Reaches &lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).not.toContain('<script>');
  expect(html).toContain('<code>refs/heads/page</code>');
  // Its location leads to the file's page at that line: the branch's text, since the state holds no other commit.
  const where = /<a href="([^"]+)"><code>src\/db\.js:12<\/code><\/a>/.exec(html);
  expect(where?.[1]).toBe('/_emulator/blob/acme/webapp/main/src/db.js#L12');
  expect((await fetch(`${emu.origin}/_emulator/alerts/acme/webapp/99999`, { headers: admin })).status).toBe(
    404,
  );
  expect(
    (await fetch(`${emu.origin}/acme/webapp/security/code-scanning/x1`, { redirect: 'manual' })).status,
  ).toBe(404);
});

it("serves a file's and a commit's page where search items' html_url lead, and says which refs it holds", async () => {
  const api = { authorization: 'Bearer svc_pat_octocat' };
  const search = async (kind: string, q: string) =>
    (
      (await (
        await fetch(`${emu.apiUrl}/search/${kind}?q=${encodeURIComponent(q)}`, { headers: api })
      ).json()) as { items: { html_url: string; path?: string; sha?: string }[] }
    ).items;
  const [file] = await search('code', 'SELECT repo:acme/webapp');
  expect(file.path).toBe('src/db.js');
  const [commit] = await search('commits', 'SQL injection repo:acme/webapp');
  const follow = async (url: string) => {
    const r = await fetch(url, { redirect: 'manual' });
    expect(r.status).toBe(302);
    return r.headers.get('location')!;
  };
  const admin = { authorization: `Bearer ${emu.adminToken}` };
  const page = async (path: string) => {
    const r = await fetch(`${emu.origin}${path}`, { headers: admin });
    return { status: r.status, text: await r.text(), csp: r.headers.get('content-security-policy') };
  };

  // The file at the last commit (the sha a search item names): each line numbered and anchored, text escaped.
  const blobPath = await follow(file.html_url);
  expect(blobPath).toBe(`/_emulator/blob/acme/webapp/${commit.sha}/src/db.js`);
  expect((await fetch(`${emu.origin}${blobPath}`)).status).toBe(401);
  const blob = await page(blobPath);
  expect(blob.status).toBe(200);
  expect(blob.csp).toContain("script-src 'self'");
  expect(blob.text).toContain('<tr id="L2"><td class="ln"><a href="#L2">2</a></td>');
  expect(blob.text).toContain('return db.query(&#39;SELECT * FROM users WHERE id = &#39; + id);');
  expect(blob.text).toContain('4 lines,');
  // By branch name, HEAD and a short sha alike; another commit's text is not held, and a missing file is named.
  for (const ref of ['main', 'HEAD', commit.sha!.slice(0, 7)])
    expect((await page(`/_emulator/blob/acme/webapp/${ref}/src/db.js`)).text).toContain('id="L4"');
  const first = (await search('commits', 'Initial commit repo:acme/webapp'))[0];
  const old = await page(`/_emulator/blob/acme/webapp/${first.sha}/src/db.js`);
  expect(old.status).toBe(404);
  expect(old.text).toContain('only as of its default branch (main');
  const missing = await page('/_emulator/blob/acme/webapp/main/src/nothing.js');
  expect(missing.status).toBe(404);
  expect(missing.text).toContain('No file src/nothing.js on main in acme/webapp');

  // The commit: message, author and committer, parents linked to their pages.
  const commitPath = await follow(commit.html_url);
  expect(commitPath).toBe(`/_emulator/commit/acme/webapp/${commit.sha}`);
  const shown = await page(commitPath);
  expect(shown.status).toBe(200);
  expect(shown.text).toContain('<h2>Fix SQL injection in find</h2>');
  expect(shown.text).toMatch(
    /<a href="\/_emulator\/commit\/acme\/webapp\/[0-9a-f]{40}"><code>[0-9a-f]{12}<\/code><\/a>/,
  );
  expect((await page('/_emulator/commit/acme/webapp/0000000')).status).toBe(404);
  // The repository's own address: the dashboard with its alerts filtered to it; an unknown one stays a 404.
  expect(await follow(`${emu.origin}/acme/webapp`)).toBe('/_emulator/?q=acme%2Fwebapp');
  expect((await fetch(`${emu.origin}/acme/nothing-here`, { redirect: 'manual' })).status).toBe(404);
  // A dot segment sent as is (a browser would have resolved it) leads nowhere else.
  const dotted = await new Promise<number>((resolve, reject) =>
    request(
      {
        host: '127.0.0.1',
        port: new URL(emu.origin).port,
        path: '/acme/webapp/blob/main/../../../_emulator/state',
      },
      (res) => resolve(res.statusCode!),
    )
      .on('error', reject)
      .end(),
  );
  expect(dotted).toBe(404);
});
