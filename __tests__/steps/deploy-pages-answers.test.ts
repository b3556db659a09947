/**
 * The deployment's answer as the published description gives it (an `id`, a status_url ending in /status), and
 * answers without a usable id: a bad answer (exit 1), never a plain error that quotes the URL (it may hold a
 * token). Each case is a small server on loopback.
 */
import { ApiError, createClient } from '../../src/api/index.js';
import { deploymentIdOf, deployPages } from '../../src/steps/deploy-pages.js';
import { json, startServer, type TestServer } from '../api/helpers.js';

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

const TOKEN = 'svc_pat_deployanswers0123456789';
const OIDC = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln';

async function deployAgainst(created: (origin: string) => unknown) {
  const s = await startServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (req.method === 'POST' && path.endsWith('/pages/deployment')) return json(res, 200, created(s.origin));
    if (path.endsWith('/status')) return json(res, 200, { status: 'deployment_in_progress' });
    if (path.endsWith('/cancel')) return json(res, 200, {});
    return json(res, 404, { message: 'Not Found' });
  });
  servers.push(s);
  const api = createClient({ baseUrl: s.origin, auth: { token: TOKEN }, retry: { retries: 0 } });
  const run = deployPages(api, {
    owner: 'o',
    repo: 'r',
    artifactUrl: 'https://h.example/a.tar',
    pagesBuildVersion: 'v1',
    oidcToken: OIDC,
    timeoutMs: 300,
    intervalMs: 50,
    logger: { info: () => {}, warn: () => {} },
  });
  return { s, run };
}

describe('the Pages deployment id', () => {
  it('takes the answer id over a status_url ending in /status, and cancels that deployment', async () => {
    const { s, run } = await deployAgainst((origin) => ({
      id: 'dep9',
      status_url: `${origin}/repos/o/r/pages/deployments/dep9/status`,
      page_url: 'https://o.example/r',
    }));
    const r = await run;
    expect(r).toMatchObject({ outcome: 'timed-out', deploymentId: 'dep9' });
    expect(s.requests.map((q) => `${q.method} ${q.url}`)).toContain(
      'POST /repos/o/r/pages/deployments/dep9/cancel',
    );
  });

  it('reads the id from a status_url ending in /deployments/{id}/status when the answer has none', () => {
    expect(deploymentIdOf({ status_url: 'https://a.example/repos/o/r/pages/deployments/dep9/status' })).toBe(
      'dep9',
    );
    expect(deploymentIdOf({ id: 42, status_url: 'https://a.example/x' })).toBe('42');
  });

  it.each([
    ['an empty path with the token in its query', (origin: string) => `${origin}/?token=${TOKEN}`],
    ['a path ending in /status alone', (origin: string) => `${origin}/status`],
    ['a bad %-escape in the id', (origin: string) => `${origin}/repos/o/r/pages/deployments/%E0%A4%A`],
  ])('is a bad answer, without the token, for a status_url with %s', async (_name, statusUrl) => {
    const { s, run } = await deployAgainst((origin) => ({
      status_url: statusUrl(origin),
      page_url: 'https://o.example/r',
    }));
    const err = await run.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'bad-answer' });
    expect(`${(err as Error).message}\n${(err as Error).stack}`).not.toContain(TOKEN);
    expect(s.requests.filter((q) => q.url.includes('cancel'))).toEqual([]);
  });
});
