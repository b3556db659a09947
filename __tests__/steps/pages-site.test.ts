/**
 * The other Pages steps against the emulator: create or update the site (only what differs is sent), request a
 * build and wait for it (built, errored, timed out), wait for the DNS health check (202, then 200) and judge
 * it, with the text and Markdown renderings; and the CLI commands pages site|build|health.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiError, createClient, type ApiClient } from '../../src/api/index.js';
import { run as pagesCli } from '../../src/cli/commands/pages.js';
import type { CommandIo } from '../../src/cli/commands/shared.js';
import { startEmulator, type Emulator } from '../support/emulator.js';
import { UserError } from '../../src/errors.js';
import {
  buildPagesSite,
  checkPagesHealth,
  ensurePagesSite,
  formatHealthText,
  formatSiteText,
  renderHealthMarkdown,
} from '../../src/steps/pages-site.js';

const OWNER = 'svc_pat_octocat';
const repo = { owner: 'acme', repo: 'webapp' };

let emu: Emulator;
let api: ApiClient;
let work: string;

beforeAll(async () => {
  emu = await startEmulator();
  api = createClient({ baseUrl: emu.apiUrl, auth: { token: OWNER } });
  work = mkdtempSync(join(tmpdir(), 'pages-site-'));
});
afterAll(async () => {
  await emu.close();
  rmSync(work, { recursive: true, force: true });
});

async function journal(): Promise<{ method: string; url: string }[]> {
  return (await (await emu.admin(`/requests`)).json()) as {
    method: string;
    url: string;
  }[];
}

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

describe('ensurePagesSite', () => {
  it('creates the site (workflow by default), then leaves it alone when nothing differs', async () => {
    const first = await ensurePagesSite(api, repo);
    expect(first).toMatchObject({ created: true, updated: [] });
    expect(first.site.build_type).toBe('workflow');
    expect(formatSiteText(first)).toMatch(/^Pages site created: http:\/\/.*\/pages\/acme\/webapp\//);
    const before = (await journal()).length;
    const again = await ensurePagesSite(api, { ...repo, buildType: 'workflow', httpsEnforced: true });
    expect(again).toMatchObject({ created: false, updated: [] });
    const sent = (await journal())
      .slice(before)
      .filter((e) => e.url.startsWith('/api/'))
      .map((e) => `${e.method} ${e.url.split('?')[0]}`);
    expect(sent).toEqual(['GET /api/v3/repos/acme/webapp/pages']);
  });

  it('updates only the settings that differ', async () => {
    const r = await ensurePagesSite(api, {
      ...repo,
      buildType: 'legacy',
      source: { branch: 'main' }, // already the site's source (main, /)
      httpsEnforced: false,
      cname: 'www.example.com', // already the site's domain (the repository's pagesDomain)
    });
    expect(r.created).toBe(false);
    expect(r.updated).toEqual(['https_enforced', 'build_type']);
    expect(r.site).toMatchObject({ build_type: 'legacy', https_enforced: false, cname: 'www.example.com' });
    expect(formatSiteText(r)).toContain('updated (');
    await ensurePagesSite(api, { ...repo, httpsEnforced: true });
  });

  it('passes refusals on: a branch that does not exist', async () => {
    const err = await ensurePagesSite(api, { ...repo, source: { branch: 'gh-pages', path: '/' } }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 422 });
  });
});

describe('buildPagesSite', () => {
  it('requests a build and waits until it is built; the site then serves the branch', async () => {
    const lines: string[] = [];
    const r = await buildPagesSite(api, {
      ...repo,
      intervalMs: 50,
      timeoutMs: 10_000,
      logger: { info: (m) => lines.push(m) },
    });
    expect(r).toMatchObject({ ok: true, outcome: 'built' });
    expect(r.build.status).toBe('built');
    expect(r.url).toMatch(/\/pages\/builds\/\d+$/);
    expect(lines[0]).toBe('requested a Pages build of acme/webapp: queued');
    expect(lines).toContain('Pages build: built');
    expect(await (await fetch(`${emu.origin}/pages/acme/webapp/README.md`)).text()).toContain('# webapp');
  });

  it('reports an errored build with the service message', async () => {
    await ensurePagesSite(api, { ...repo, source: { branch: 'main', path: '/docs' } }); // no files under docs/
    const r = await buildPagesSite(api, { ...repo, intervalMs: 50, timeoutMs: 10_000 });
    expect(r).toMatchObject({ ok: false, outcome: 'errored' });
    expect(r.message).toMatch(/^the build failed: .*\/docs/);
    await ensurePagesSite(api, { ...repo, source: { branch: 'main', path: '/' } });
  });

  it('stops at the timeout', async () => {
    const r = await buildPagesSite(api, { ...repo, intervalMs: 20, timeoutMs: 60 });
    expect(r).toMatchObject({ ok: false, outcome: 'timed-out' });
    expect(r.message).toMatch(/^the build was still (queued|building) after 0\.\d s \(the timeout\)$/);
    // A timeout shorter than the interval is waited for, not given up on at once.
    const started = Date.now();
    const short = await buildPagesSite(api, { ...repo, intervalMs: 5_000, timeoutMs: 150 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(145);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(short.outcome).toBe('timed-out');
    expect(short.message).toMatch(/after 0\.\d s \(the timeout\)$/);
  });
});

describe('checkPagesHealth', () => {
  it('waits through the 202 answers, then reports a healthy domain', async () => {
    const before = (await journal()).length;
    const r = await checkPagesHealth(api, { ...repo, intervalMs: 50, timeoutMs: 10_000 });
    const statuses = (await journal())
      .slice(before)
      .filter((e) => e.url.endsWith('/pages/health'))
      .map((e) => (e as unknown as { status: number }).status);
    expect(statuses[0]).toBe(202);
    expect(statuses[statuses.length - 1]).toBe(200);
    expect(r).toMatchObject({ ok: true, problems: [] });
    expect(r.health.domain.host).toBe('www.example.com');
    expect(formatHealthText(r)).toMatch(
      /^DNS health: OK for www\.example\.com\n {2}www\.example\.com: valid yes;/,
    );
    const md = renderHealthMarkdown(r);
    expect(md).toContain('✅ **www.example.com** is valid and served by Pages');
    expect(md).toContain('| check | www.example.com | example.com |');
    expect(md).toContain('| valid | yes | yes |');
  });

  it('reports the problems of a domain that does not point at Pages', async () => {
    await ensurePagesSite(api, { ...repo, cname: 'docs.example.org' });
    const r = await checkPagesHealth(api, { ...repo, intervalMs: 50, timeoutMs: 10_000 });
    expect(r.ok).toBe(false);
    expect(r.problems).toContain(
      'docs.example.org: docs.example.org has no CNAME record pointing at the Pages host of acme',
    );
    expect(renderHealthMarkdown(r)).toContain('❌ **docs.example.org** has problems');
  });

  it('fails at the timeout, and passes on the refusal of a site without a domain', async () => {
    await ensurePagesSite(api, { ...repo, cname: 'www.example.com' });
    await expect(checkPagesHealth(api, { ...repo, intervalMs: 20, timeoutMs: 30 })).rejects.toMatchObject({
      kind: 'timeout',
    });
    await ensurePagesSite(api, { ...repo, cname: null });
    await expect(checkPagesHealth(api, { ...repo, intervalMs: 20, timeoutMs: 1_000 })).rejects.toMatchObject({
      status: 422,
    });
    await ensurePagesSite(api, { ...repo, cname: 'www.example.com' });
  });
});

describe('sarif-pipeline pages site|build|health', () => {
  it('sets up, builds and checks the site; health goes to the job summary', async () => {
    const summary = join(work, 'summary.md');
    writeFileSync(summary, '');
    const env = { SVC_TOKEN: OWNER, GITHUB_API_URL: emu.apiUrl, GITHUB_STEP_SUMMARY: summary };
    const site = io(env);
    expect(
      await pagesCli(['site', '--repo', 'acme/webapp', '--https-enforced', 'false', '--json'], site.io),
    ).toBe(0);
    expect(JSON.parse(site.out.stdout)).toMatchObject({ created: false, updated: ['https_enforced'] });
    const build = io(env);
    expect(await pagesCli(['build', '--repo', 'acme/webapp', '--interval', '0.05s'], build.io)).toBe(0);
    expect(build.out.stdout).toMatch(/^Pages build built: commit \w+ in [\d.]+ s\n/);
    const health = io(env);
    expect(await pagesCli(['health', '--repo', 'acme/webapp', '--interval', '50'], health.io)).toBe(0);
    expect(health.out.stdout).toContain('DNS health: OK for www.example.com');
    expect(readFileSync(summary, 'utf8')).toContain('### Pages DNS health');
    const bad = io(env);
    expect(await pagesCli(['site', '--repo', 'acme/webapp', '--cname', 'docs.example.org'], bad.io)).toBe(0);
    expect(await pagesCli(['health', '--repo', 'acme/webapp', '--interval', '50'], bad.io)).toBe(1);
    expect(bad.out.stdout).toContain('DNS health: PROBLEMS for docs.example.org');
    expect(bad.out.stdout + bad.out.stderr).not.toContain(OWNER);
  });

  it("stops a build that is not done at --timeout with the step's own message, after a last look", async () => {
    const build = io({ SVC_TOKEN: OWNER, GITHUB_API_URL: emu.apiUrl });
    const args = ['build', '--repo', 'acme/webapp', '--timeout', '300', '--interval', '50'];
    expect(await pagesCli(args, build.io)).toBe(1);
    expect(build.out.stdout).toMatch(
      /^Pages build (queued|building): the build was still \w+ after 0\.\d s \(the timeout\)\n/,
    );
    expect(build.out.stderr).not.toMatch(/deadline/);
  });

  it('refuses bad options with exit 2, and service refusals with exit 1', async () => {
    const { io: cli } = io({ SVC_TOKEN: OWNER, GITHUB_API_URL: emu.apiUrl });
    const fail = (args: string[]) => pagesCli(args, cli).catch((e: unknown) => e as UserError);
    expect(await fail(['site', '--repo', 'acme/webapp', '--build-type', 'magic'])).toMatchObject({
      exitCode: 2,
    });
    expect(await fail(['site', '--repo', 'acme/webapp', '--source-path', '/docs'])).toMatchObject({
      exitCode: 2,
      message: '--source-path needs --source-branch',
    });
    expect(
      await fail(['site', '--repo', 'acme/webapp', '--cname', 'a.example.com', '--remove-cname']),
    ).toMatchObject({ exitCode: 2 });
    expect(await fail(['site', '--repo', 'acme/webapp', '--https-enforced', 'maybe'])).toMatchObject({
      exitCode: 2,
    });
    expect(await fail(['health', '--repo', 'acme/webapp', '--cname', 'x.example.com'])).toMatchObject({
      exitCode: 2,
    });
    expect(await fail(['health', '--repo', 'acme/secret-service'])).toMatchObject({ exitCode: 1 });
  });
});
