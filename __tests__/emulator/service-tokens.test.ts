/**
 * Tokens of any form in a seed (the service's `ghp_`, `github_pat_`, `ghs_`), the seed `serve --vendor github`
 * ships, and auto-bind: a workflow token naming a run nobody bound binds it on first use, logged on the dashboard.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DEFAULT_SEED } from '../../src/emulator/seed.js';
import { serviceToken, withServiceTokens } from '../../src/emulator/service-tokens.js';
import { startEmulator, type Emulator } from '../support/emulator.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const seed = withServiceTokens(DEFAULT_SEED);
const tokenOf = (name: string) => serviceToken(DEFAULT_SEED.tokens[name].kind, name);
const CLASSIC = tokenOf('svc_pat_octocat');
const FINE = tokenOf('svc_fgpat_mona');
const APP = tokenOf('svc_inst_ci_bot');
const WORKFLOW = tokenOf('svc_workflow_webapp');

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ seed, config: { autoBind: true } });
});
afterAll(() => emu.close());

const get = (path: string, token?: string) =>
  fetch(`${emu.apiUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('tokens in the service forms', () => {
  it('has the layouts and checksums of the service', () => {
    expect(CLASSIC).toMatch(/^ghp_[A-Za-z0-9]{36}$/);
    expect(FINE).toMatch(/^github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}$/);
    expect(APP).toMatch(/^ghs_[A-Za-z0-9]{36}$/);
    expect(WORKFLOW).toMatch(/^ghs_[A-Za-z0-9]{36}$/);
    expect(new Set(Object.keys(seed.tokens)).size).toBe(Object.keys(DEFAULT_SEED.tokens).length);
    expect(Object.keys(seed.tokens).some((t) => t.startsWith('svc_'))).toBe(false);
    expect(serviceToken('classic', 'x')).toBe(serviceToken('classic', 'x'));
  });

  it('authenticates each form a seed declares; the old names are gone from this seed', async () => {
    const me = await get('/user', CLASSIC);
    expect(me.status).toBe(200);
    expect(((await me.json()) as any).login).toBe('octocat');
    expect((await get('/repos/acme/secret-service/keys', FINE)).status).toBe(200);
    expect((await get('/repos/acme/webapp/keys', APP)).status).toBe(200);
    expect((await get('/repos/acme/webapp/actions/runs/123', WORKFLOW)).status).toBe(200);
    expect((await get('/user', 'svc_pat_octocat')).status).toBe(401);
  });
});

describe('OAuth tokens an authorization creates', () => {
  it('have the service form (gho_…) when the emulator answers as the service, and authenticate', async () => {
    const github = await startEmulator({ seed, config: { vendor: 'github' } });
    try {
      const created = await fetch(`${github.apiUrl}/authorizations`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from('octocat:octocat-password').toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          scopes: ['repo'],
          note: 'a token of the service form',
          client_id: 'Iv1.8a61f9b3a7aba766',
          client_secret: 'ci-dashboard-secret',
        }),
      });
      expect(created.status).toBe(201);
      const { token } = (await created.json()) as { token: string };
      expect(token).toMatch(/^gho_[A-Za-z0-9]{36}$/);
      const me = await fetch(`${github.apiUrl}/user`, { headers: { authorization: `Bearer ${token}` } });
      expect(((await me.json()) as any).login).toBe('octocat');
    } finally {
      await github.close();
    }
  });
});

describe('auto-bind', () => {
  it('binds the run a workflow token names on first use, as codeql-action names GITHUB_RUN_ID, and logs it', async () => {
    const run = await get('/repos/acme/webapp/actions/runs/987654', WORKFLOW);
    expect(run.status).toBe(200);
    expect(((await run.json()) as any).id).toBe(987654);
    // The OIDC token and the runtime listing follow the bound run.
    const listing = await fetch(`${emu.origin}/_runtime/_apis/pipelines/workflows/987655/artifacts`, {
      headers: { authorization: `Bearer ${WORKFLOW}` },
    });
    expect(listing.status).toBe(200);
    const oidc = (await (
      await fetch(`${emu.origin}/_oidc/token?api-version=2.0`, {
        headers: { authorization: `Bearer ${WORKFLOW}` },
      })
    ).json()) as { value: string };
    const claims = JSON.parse(Buffer.from(oidc.value.split('.')[1], 'base64url').toString());
    expect(claims.run_id).toBe('987655');
    // Earlier runs stay.
    expect((await get('/repos/acme/webapp/actions/runs/987654', WORKFLOW)).status).toBe(200);

    const overview = (await (await emu.admin('/overview')).json()) as any;
    expect(overview.bindings.slice(0, 2)).toEqual([
      expect.objectContaining({
        repository: 'acme/webapp',
        runId: 987655,
        via: expect.stringContaining('/_runtime/'),
      }),
      expect.objectContaining({ runId: 987654, via: 'GET /api/v3/repos/acme/webapp/actions/runs/987654' }),
    ]);
    expect(JSON.stringify(overview.bindings)).not.toContain(WORKFLOW);
    const page = await (await emu.admin('/sections')).text();
    expect(page).toContain('Job bindings');
    // Each bound run once in the workflow runs, newest first.
    expect(
      (overview.runs as { repo: string; id: number }[])
        .filter((r) => r.repo === 'acme/webapp')
        .map((r) => r.id),
    ).toEqual(expect.arrayContaining([987655, 987654]));
    expect(page).toContain('Workflow runs');
    expect(page).toContain('987654');
  });

  it('binds nothing for another token kind, another repository, or when off', async () => {
    expect((await get('/repos/acme/webapp/actions/runs/555', CLASSIC)).status).toBe(404);
    // Another (public) repository: read as anyone reads it, and its unknown run is not bound to this token.
    expect((await get('/repos/octocat/hello-world/actions/runs/556', WORKFLOW)).status).toBe(404);
    const overview = (await (await emu.admin('/overview')).json()) as { bindings: { runId: number }[] };
    const bound = overview.bindings.map((b) => b.runId);
    expect(bound).not.toContain(555);
    expect(bound).not.toContain(556);
    const off = await startEmulator({ seed });
    try {
      const res = await fetch(`${off.apiUrl}/repos/acme/webapp/actions/runs/557`, {
        headers: { authorization: `Bearer ${WORKFLOW}` },
      });
      expect(res.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('serve --vendor github', () => {
  it('ships the seed with the service forms and binds runs on first use; --no-auto-bind turns that off', async () => {
    const root = join(import.meta.dirname, '..', '..');
    const serve = async (...extra: string[]) => {
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          join(root, 'src/cli/index.ts'),
          'serve',
          '--port',
          '0',
          '--vendor',
          'github',
          ...extra,
        ],
        { cwd: root, env: { ...process.env, NODE_OPTIONS: '' } },
      );
      const apiUrl = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stdout.on('data', (d: Buffer) => {
          const m = /emulator: API (\S+)/.exec((text += d.toString()));
          if (m) resolve(m[1]);
        });
        child.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
      });
      return { apiUrl, stop: () => new Promise((r) => child.on('exit', r).kill('SIGTERM')) };
    };
    const on = await serve();
    try {
      const res = await fetch(`${on.apiUrl}/repos/acme/webapp/actions/runs/4711`, {
        headers: { authorization: `Bearer ${WORKFLOW}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-github-media-type')).toBe('github.v3; format=json');
    } finally {
      await on.stop();
    }
    const off = await serve('--no-auto-bind');
    try {
      const res = await fetch(`${off.apiUrl}/repos/acme/webapp/actions/runs/4711`, {
        headers: { authorization: `Bearer ${WORKFLOW}` },
      });
      expect(res.status).toBe(404);
    } finally {
      await off.stop();
    }
  }, 60_000);
});
