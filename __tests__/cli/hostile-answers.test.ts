/**
 * The commands against a service that answers success statuses in the wrong shape (found by an outside probe):
 * each either shows what it can (an alert without its tool, a code result without a score, a site without its
 * source) or fails as a bad answer, one line and a hint, exit 1 — never an internal error (exit 70, a stack).
 * Each command's `run` is called in this process against a small server on loopback.
 */
import { run as alerts } from '../../src/cli/commands/alerts.js';
import { run as deployKeys } from '../../src/cli/commands/deploy-keys.js';
import { run as pages } from '../../src/cli/commands/pages.js';
import { run as properties } from '../../src/cli/commands/properties.js';
import { run as search } from '../../src/cli/commands/search.js';
import { formatTable, type CommandIo } from '../../src/cli/commands/shared.js';
import { UserError } from '../../src/errors.js';
import { json, sshPublicKey, startServer, type TestServer } from '../api/helpers.js';

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

type Command = (args: string[], io?: CommandIo) => Promise<number>;
type Handler = Parameters<typeof startServer>[0];

const TOKEN = 'svc_pat_hostile_cli_0123456789';
const OIDC = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln';

/** The command's exit code and output; a UserError as src/cli/index.ts prints it, anything else thrown. */
async function runAgainst(handler: Handler, command: Command, args: string[]) {
  const s = await startServer(handler);
  servers.push(s);
  const out = { code: -1, stdout: '', stderr: '', requests: s.requests };
  try {
    out.code = await command([...args, '--api-url', s.origin], {
      stdout: (t) => void (out.stdout += t),
      stderr: (t) => void (out.stderr += t),
      env: { SVC_TOKEN: TOKEN, OIDC },
      interactive: false,
      promptSecret: () => Promise.reject(new Error('no prompt expected')),
    });
  } catch (err) {
    if (!(err instanceof UserError)) throw err;
    out.code = err.exitCode;
    out.stderr += `error: ${err.message}\n${err.hint ? `  hint: ${err.hint}\n` : ''}`;
  }
  return out;
}

const alert = { number: 1, state: 'open', html_url: 'https://x/1', rule: { id: 'R1', severity: 'error' } };
const codeItem = { name: 'a', path: 'a.js', sha: 's', html_url: 'h', repository: { full_name: 'o/r' } };

describe('wrong-shaped success answers', () => {
  it.each([null, undefined])('lists an alert whose tool is %s as of an unknown tool', async (tool) => {
    const r = await runAgainst((_q, res) => json(res, 200, [{ ...alert, tool }]), alerts, ['--repo', 'o/r']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('R1');
  });

  it.each([
    ['without a score', {}],
    ['with a string score', { score: 'high' }],
  ])('lists a code search result %s, its score shown as -', async (_w, extra) => {
    const body = { total_count: 1, incomplete_results: false, items: [{ ...codeItem, ...extra }] };
    const r = await runAgainst((_q, res) => json(res, 200, body), search, ['code', 'foo', '--repo', 'o/r']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/o\/r\s+a\.js\s+-/);
  });

  it.each([
    ['without commit', { sha: 'abc', score: 1, repository: { full_name: 'o/r' } }],
    ['without repository', { sha: 'abc', score: 1, commit: { message: 'm' } }],
  ])('fails as a bad answer for a commit search result %s', async (_w, item) => {
    const body = { total_count: 1, incomplete_results: false, items: [item] };
    const r = await runAgainst((_q, res) => json(res, 200, body), search, [
      'commits',
      'foo',
      '--repo',
      'o/r',
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: .*should be/m);
  });

  it.each<[string, Handler]>([
    [
      'an HTML page',
      (_q, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>'),
    ],
    ['null', (_q, res) => json(res, 200, null)],
    ['an array', (_q, res) => json(res, 200, [])],
    ['{}', (_q, res) => json(res, 200, {})],
    ['no domain', (_q, res) => json(res, 200, { alt_domain: null })],
  ])('fails pages health as a bad answer for %s', async (_w, handler) => {
    const r = await runAgainst(handler, pages, ['health', '--repo', 'o/r']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: .*should be/m);
  });

  it('shows a Pages site whose answer has no source', async () => {
    const site = { html_url: 'https://o.example/r', build_type: 'workflow', status: 'built' };
    const r = await runAgainst((_q, res) => json(res, 200, site), pages, ['site', '--repo', 'o/r']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('source (not shown)');
  });

  it.each([
    ['no url', { status: 'queued' }],
    ['a url that is not a URL', { status: 'queued', url: 'not a url' }],
  ])('fails pages build as a bad answer when the request answer has %s', async (_w, body) => {
    const r = await runAgainst((_q, res) => json(res, 201, body), pages, ['build', '--repo', 'o/r']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: .*url should be an http\(s\) URL/m);
  });

  const deployArgs = ['deploy', '--repo', 'o/r', '--artifact-url', 'https://h.example/a.tar'];
  const deployFlags = ['--oidc-token-env', 'OIDC', '--build-version', 'v1', '--timeout', '5s'];

  it('fails pages deploy as a bad answer for a status_url with a bad %-escape', async () => {
    const r = await runAgainst(
      (q, res) =>
        json(res, 200, {
          status_url: `http://127.0.0.1:1/repos/o/r/pages/deployments/%E0%A4%A`,
          page_url: 'https://o.example/r',
        }),
      pages,
      [...deployArgs, ...deployFlags],
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: .*status_url should be/m);
  });

  it.each<[string, Command, string[]]>([
    ['pages deploy', pages, [...deployArgs, ...deployFlags]],
    ['pages site create', pages, ['site', '--repo', 'o/r', '--build-type', 'workflow']],
    ['pages build', pages, ['build', '--repo', 'o/r']],
    ['deploy-keys add', deployKeys, ['add', '--repo', 'o/r', '--key', sshPublicKey()]],
    ['properties', properties, ['--repo', 'o/r']],
  ])('fails %s answered 204 as a bad answer', async (_w, command, args) => {
    const handler: Handler = (q, res) =>
      q.method === 'GET' && q.url.endsWith('/pages')
        ? json(res, 404, { message: 'Not Found' })
        : res.writeHead(204).end();
    const r = await runAgainst(handler, command, args);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: .*204 No Content/m);
    expect(r.stderr).not.toContain(TOKEN);
  });
});

describe('output of huge answers', () => {
  it('formats a table of 300,000 rows (no spread into Math.max)', () => {
    const rows = Array.from({ length: 300_000 }, (_, i) => [`r${i}`, 'x']);
    const text = formatTable(['A', 'B'], rows);
    expect(text.split('\n')[300_000]).toBe('r299999  x');
  });
});
