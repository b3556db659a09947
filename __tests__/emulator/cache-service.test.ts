/**
 * The runner's cache service, driven by the official client (@actions/cache, what actions/cache v4 and the setup
 * actions' caches run) with the variables a job binding gives, as a runner's job would: save (create, upload,
 * finalize), restore by key and by restore-key prefix, the version that keeps a restore from another set of paths,
 * the refusal of a second save, and the service's scoping by ref (the run's ref, then the default branch's); then
 * the REST API over the same entries (list, usage, delete), through Octokit.
 */
import { restoreCache, saveCache } from '@actions/cache';
import { Octokit } from '@octokit/rest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeBlob } from '../../src/emulator/actions/blob-storage.js';
import { startEmulator, type Emulator } from '../support/emulator.js';

let emu: Emulator;
let work: string;
const saved = { ...process.env };
const cwd = process.cwd();
/** What @actions/core wrote (its workflow commands and info lines): kept, not printed into the test log. */
let written = '';
const stdoutWrite = process.stdout.write;

beforeAll(async () => {
  emu = await startEmulator();
  work = mkdtempSync(join(tmpdir(), 'caches-'));
  process.stdout.write = ((chunk: string | Uint8Array) => {
    written += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    return true;
  }) as typeof process.stdout.write;
});
afterAll(async () => {
  process.stdout.write = stdoutWrite;
  process.env = saved;
  process.chdir(cwd);
  await emu.close();
  rmSync(work, { recursive: true, force: true });
});

/** The environment of a job of `ref` (its own run), in a workspace of its own, as a runner gives it. */
async function job(runId: number, ref: string): Promise<Record<string, string>> {
  const bound = await emu.admin('/jobs', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: 'svc_workflow_webapp', run_id: runId, job: 'build', ref }),
  });
  expect(bound.status).toBe(201);
  const env = ((await bound.json()) as { env: Record<string, string> }).env;
  const workspace = join(work, String(runId));
  mkdirSync(workspace, { recursive: true });
  process.env = { ...saved, ...env, GITHUB_WORKSPACE: workspace, RUNNER_TEMP: join(workspace, '.tmp') };
  mkdirSync(process.env.RUNNER_TEMP!, { recursive: true });
  process.chdir(workspace);
  return env;
}

const files = (dir: string, content: Record<string, string>) => {
  for (const [name, text] of Object.entries(content)) {
    mkdirSync(join(dir, ...name.split('/').slice(0, -1)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
};

it('hands a job the cache service, as the hosted runner does', async () => {
  const env = await job(6001, 'refs/heads/main');
  expect(env.ACTIONS_CACHE_SERVICE_V2).toBe('True');
  expect(env.ACTIONS_RESULTS_URL).toBe(`${emu.origin}/`);
});

it('saves an entry and restores it by key and by restore-key prefix; another set of paths is another version', async () => {
  await job(6002, 'refs/heads/main');
  files('deps', { 'a.txt': 'alpha', 'nested/b.txt': 'beta' });
  const id = await saveCache(['deps'], 'deps-linux-1111');
  expect(id).toBeGreaterThan(0);
  rmSync('deps', { recursive: true });

  expect(await restoreCache(['deps'], 'deps-linux-1111')).toBe('deps-linux-1111');
  expect(readFileSync('deps/nested/b.txt', 'utf8')).toBe('beta');
  rmSync('deps', { recursive: true });
  // A key not saved, and a restore key that is a prefix of the saved one.
  expect(await restoreCache(['deps'], 'deps-linux-2222', ['deps-linux-'])).toBe('deps-linux-1111');
  expect(readFileSync('deps/a.txt', 'utf8')).toBe('alpha');
  expect(await restoreCache(['deps'], 'deps-linux-2222', ['npm-'])).toBeUndefined();
  // The key itself is a prefix too, after the exact match (the service's documented order).
  expect(await restoreCache(['deps'], 'deps-linux')).toBe('deps-linux-1111');
  // The same key for other paths: the version differs, and nothing made for the other paths is unpacked here.
  expect(await restoreCache(['elsewhere'], 'deps-linux-1111')).toBeUndefined();

  // A second save of that key and version is refused; the client says so and goes on (the step does not fail).
  files('deps', { 'a.txt': 'changed' });
  expect(await saveCache(['deps'], 'deps-linux-1111')).toBe(-1);
  expect(written).toMatch(/another job may be creating this cache/);
  rmSync('deps', { recursive: true });
  expect(await restoreCache(['deps'], 'deps-linux-1111')).toBe('deps-linux-1111');
  expect(readFileSync('deps/a.txt', 'utf8')).toBe('alpha');

  // The dashboard lists the entry: repository, ref, key.
  const section = await (await emu.admin('/sections/bindings')).text();
  expect(section).toMatch(
    /<tr><td>acme\/webapp<\/td><td>refs\/heads\/main<\/td><td><code>deps-linux-1111<\/code><\/td><td>\d+ B<\/td>/,
  );
});

it("scopes entries by ref: a branch restores its own and the default branch's, not another branch's", async () => {
  await job(6003, 'refs/heads/main');
  files('out', { 'x.txt': 'from main' });
  expect(await saveCache(['out'], 'build-main')).toBeGreaterThan(0);

  await job(6004, 'refs/heads/feature');
  expect(await restoreCache(['out'], 'build-feature', ['build-'])).toBe('build-main');
  expect(readFileSync('out/x.txt', 'utf8')).toBe('from main');
  files('out', { 'x.txt': 'from feature' });
  expect(await saveCache(['out'], 'build-feature')).toBeGreaterThan(0);
  rmSync('out', { recursive: true });
  // The branch's own entry comes first now: the newest in its own ref.
  expect(await restoreCache(['out'], 'build-none', ['build-'])).toBe('build-feature');
  expect(readFileSync('out/x.txt', 'utf8')).toBe('from feature');

  await job(6005, 'refs/heads/other');
  expect(await restoreCache(['out'], 'build-feature')).toBeUndefined();
  expect(await restoreCache(['out'], 'build-none', ['build-'])).toBe('build-main');
});

it("refuses a call without the job's runtime token, and a blob URL of a cache entry opens no artifact", async () => {
  const env = await job(6006, 'refs/heads/main');
  const service = `${emu.origin}/twirp/github.actions.results.api.v1.CacheService`;
  const call = (method: string, body: unknown, token?: string) =>
    fetch(`${service}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const anonymous = await call('GetCacheEntryDownloadURL', { key: 'deps-linux-1111', version: 'v' });
  expect(anonymous.status).toBe(401);
  expect(((await anonymous.json()) as { code: string }).code).toBe('unauthenticated');
  const bad = await call('CreateCacheEntry', { key: 'a,b', version: 'v' }, env.ACTIONS_RUNTIME_TOKEN);
  expect(bad.status).toBe(400);

  const created = await call('CreateCacheEntry', { key: 'raw', version: 'v1' }, env.ACTIONS_RUNTIME_TOKEN);
  const { signed_upload_url: upload } = (await created.json()) as { signed_upload_url: string };
  expect(upload).toMatch(/\/_blobs\/cache\/\d+\?/);
  const put = await fetch(upload, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob' }, body: 'abc' });
  expect(put.status).toBe(201);
  // Finalized with the wrong size: refused, then with the right one.
  expect(
    (
      await call(
        'FinalizeCacheEntryUpload',
        { key: 'raw', version: 'v1', size_bytes: '4' },
        env.ACTIONS_RUNTIME_TOKEN,
      )
    ).status,
  ).toBe(400);
  const done = await call(
    'FinalizeCacheEntryUpload',
    { key: 'raw', version: 'v1', size_bytes: '3' },
    env.ACTIONS_RUNTIME_TOKEN,
  );
  expect(await done.json()).toEqual({ ok: true, entry_id: expect.stringMatching(/^\d+$/) });
  // Finalized, it cannot change; read whole or by range; its signature is for the cache's path only.
  expect((await fetch(upload, { method: 'PUT', body: 'xyz' })).status).toBe(409);
  const found = await call(
    'GetCacheEntryDownloadURL',
    { key: 'raw', version: 'v1' },
    env.ACTIONS_RUNTIME_TOKEN,
  );
  const { signed_download_url: url } = (await found.json()) as { signed_download_url: string };
  expect(await (await fetch(url)).text()).toBe('abc');
  const part = await fetch(url, { headers: { range: 'bytes=1-' } });
  expect([part.status, part.headers.get('content-range'), await part.text()]).toEqual([
    206,
    'bytes 1-2/3',
    'bc',
  ]);
  expect((await fetch(url.replace('/_blobs/cache/', '/_blobs/'))).status).toBe(403);
});

it('lists, measures and deletes the entries through the REST API, as gh cache and Octokit call it', async () => {
  const octokit = (token: string) =>
    new Octokit({ baseUrl: emu.apiUrl, auth: token, log: { debug() {}, info() {}, warn() {}, error() {} } });
  const owner = octokit('svc_pat_octocat');
  const webapp = { owner: 'acme', repo: 'webapp' };
  // Entries saved by the tests above: deps-linux-1111 and build-main on main, build-feature on the feature branch.
  const all = (await owner.rest.actions.getActionsCacheList(webapp)).data;
  expect(all.actions_caches.map((c) => c.key)).toEqual(
    expect.arrayContaining(['deps-linux-1111', 'build-feature']),
  );
  expect(all.total_count).toBe(all.actions_caches.length);
  const builds = (
    await owner.rest.actions.getActionsCacheList({
      ...webapp,
      key: 'build-',
      sort: 'created_at',
      direction: 'asc',
    })
  ).data.actions_caches;
  expect(builds.map((c) => [c.key, c.ref])).toEqual([
    ['build-main', 'refs/heads/main'],
    ['build-feature', 'refs/heads/feature'],
  ]);
  const onFeature = (await owner.rest.actions.getActionsCacheList({ ...webapp, ref: 'refs/heads/feature' }))
    .data;
  expect(onFeature.actions_caches.map((c) => c.key)).toEqual(['build-feature']);
  const usage = (await owner.rest.actions.getActionsCacheUsage(webapp)).data;
  expect(usage).toEqual({
    full_name: 'acme/webapp',
    active_caches_count: all.total_count,
    active_caches_size_in_bytes: all.actions_caches.reduce((n, c) => n + (c.size_in_bytes ?? 0), 0),
  });

  // A workflow token without actions: write may read them, not delete them (as on the service).
  const workflow = octokit('svc_workflow_webapp');
  expect((await workflow.rest.actions.getActionsCacheList(webapp)).status).toBe(200);
  await expect(
    workflow.rest.actions.deleteActionsCacheById({ ...webapp, cache_id: builds[0].id! }),
  ).rejects.toMatchObject({ status: 403 });

  // By key on one ref, then by id; the entry is then gone for a restore too.
  const byKey = (
    await owner.rest.actions.deleteActionsCacheByKey({ ...webapp, key: 'build-main', ref: 'refs/heads/main' })
  ).data;
  expect(byKey.actions_caches.map((c) => c.key)).toEqual(['build-main']);
  await expect(
    owner.rest.actions.deleteActionsCacheByKey({ ...webapp, key: 'build-main' }),
  ).rejects.toMatchObject({ status: 404 });
  expect(
    (await owner.rest.actions.deleteActionsCacheById({ ...webapp, cache_id: builds[1].id! })).status,
  ).toBe(204);
  await job(6007, 'refs/heads/feature');
  expect(await restoreCache(['out'], 'build-none', ['build-'])).toBeUndefined();
});

it('removes with a blob what an upload cut short left beside it (its blocks, its half-joined file)', async () => {
  const file = join(work, 'cut-short.bin');
  writeFileSync(file, 'bytes');
  writeFileSync(`${file}.tmp`, 'half');
  mkdirSync(`${file}.blocks`);
  writeFileSync(join(`${file}.blocks`, 'b1'), 'block');
  await removeBlob(file);
  expect([file, `${file}.tmp`, `${file}.blocks`].filter((f) => existsSync(f))).toEqual([]);
});
