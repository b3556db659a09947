/**
 * The runner's artifact service, driven by the official client (@actions/artifact) as upload-artifact v4 and
 * upload-pages-artifact use it: upload (create, blocks, block list, finalize), list, get, download, delete; then
 * the REST listing of the run's artifacts, the REST download, and the service's refusals. The client's workflow
 * commands (`::debug::`, `::add-mask::`, what @actions/core writes to stdout) are captured, not printed into the
 * test log: they are kept in `commands`, and checked to carry no runtime token.
 */
import { DefaultArtifactClient } from '@actions/artifact';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yauzl from 'yauzl';
import { artifactFile } from '../../src/emulator/actions/artifact-service.js';
import { startEmulator, type Emulator } from '../support/emulator.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
let emu: Emulator;
let work: string;
let env: Record<string, string>;
const saved = { ...process.env };
const OWNER = { authorization: 'Bearer svc_pat_octocat' };
/** The workflow commands @actions/artifact (through @actions/core) wrote while the tests ran. */
const commands: string[] = [];
const stdoutWrite = process.stdout.write;

beforeAll(async () => {
  emu = await startEmulator();
  work = mkdtempSync(join(tmpdir(), 'artifacts-'));
  const bound = await emu.admin('/jobs', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: 'svc_workflow_webapp', run_id: 4242, job: 'build' }),
  });
  expect(bound.status).toBe(201);
  env = ((await bound.json()) as { env: Record<string, string> }).env;
  Object.assign(process.env, env, { GITHUB_WORKSPACE: work, ACTIONS_ARTIFACT_UPLOAD_CONCURRENCY: '2' });
  // @actions/core writes its commands to stdout whatever the environment: kept here, everything else passed on.
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    if (text.startsWith('::')) {
      commands.push(...text.split('\n').filter(Boolean));
      return true;
    }
    return (stdoutWrite as (...a: unknown[]) => boolean).call(process.stdout, chunk, ...rest);
  }) as typeof process.stdout.write;
});
afterAll(async () => {
  process.stdout.write = stdoutWrite;
  // What the client logged is a runner's log: the runtime token never in it.
  expect(commands.length).toBeGreaterThan(0);
  expect(commands.join('\n')).not.toContain(env.ACTIONS_RUNTIME_TOKEN);
  process.env = saved;
  await emu.close();
  rmSync(work, { recursive: true, force: true });
});

function zipEntries(bytes: Buffer): Promise<Record<string, string>> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const out: Record<string, string> = {};
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out[entry.fileName] = Buffer.concat(chunks).toString();
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(out));
      zip.readEntry();
    }),
  );
}

it('hands a job a runtime token and the service URL, as a runner does', () => {
  expect(env.ACTIONS_RESULTS_URL).toBe(`${emu.origin}/`);
  const claims = JSON.parse(Buffer.from(env.ACTIONS_RUNTIME_TOKEN.split('.')[1], 'base64url').toString());
  expect(claims.scp).toMatch(/Actions\.Results:[0-9a-f-]{36}:[0-9a-f-]{36}/);
  expect(env.GITHUB_RUN_ID).toBe('4242');
});

it('takes an upload from @actions/artifact, lists it for the run, and serves it back', async () => {
  const dir = join(work, 'site');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<h1>hello</h1>');
  writeFileSync(join(dir, 'big.bin'), Buffer.alloc(3 * 1024 * 1024, 7));
  const client = new DefaultArtifactClient();
  const up = await client.uploadArtifact('my-site', [join(dir, 'index.html'), join(dir, 'big.bin')], dir, {
    retentionDays: 1,
  });
  expect(up.id).toBeGreaterThan(0);
  expect(up.size).toBeGreaterThan(0);

  const listed = await client.listArtifacts();
  expect(listed.artifacts.map((a) => [a.name, a.id, a.size])).toEqual([['my-site', up.id, up.size]]);
  const got = await client.getArtifact('my-site');
  expect(got.artifact.id).toBe(up.id);

  const rest = await fetch(`${emu.apiUrl}/repos/acme/webapp/actions/runs/4242/artifacts?name=my-site`, {
    headers: OWNER,
  });
  const body = (await rest.json()) as any;
  expect(body.total_count).toBe(1);
  expect(body.artifacts[0]).toMatchObject({
    id: up.id,
    name: 'my-site',
    size_in_bytes: up.size,
    digest: `sha256:${up.digest}`,
    archive_download_url: `${emu.apiUrl}/repos/acme/webapp/actions/artifacts/${up.id}/zip`,
    workflow_run: { id: 4242 },
  });

  const redirect = await fetch(body.artifacts[0].archive_download_url, {
    headers: OWNER,
    redirect: 'manual',
  });
  expect(redirect.status).toBe(302);
  const zip = Buffer.from(await (await fetch(redirect.headers.get('location')!)).arrayBuffer());
  const entries = await zipEntries(zip);
  expect(entries['index.html']).toBe('<h1>hello</h1>');
  expect(entries['big.bin'].length).toBe(3 * 1024 * 1024);

  const downloaded = await client.downloadArtifact(up.id!, { path: join(work, 'down') });
  expect(downloaded.downloadPath).toBe(join(work, 'down'));
  expect(readFileSync(join(work, 'down', 'index.html'), 'utf8')).toBe('<h1>hello</h1>');

  await client.deleteArtifact('my-site');
  expect((await client.listArtifacts()).artifacts).toEqual([]);
});

it('refuses a request without the runtime token, or with another job’s backend ids', async () => {
  const url = `${emu.origin}/twirp/github.actions.results.api.v1.ArtifactService/ListArtifacts`;
  const none = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect([none.status, ((await none.json()) as any).code]).toEqual([401, 'unauthenticated']);
  const other = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${env.ACTIONS_RUNTIME_TOKEN}` },
    body: JSON.stringify({ workflow_run_backend_id: '00000000-0000-4000-8000-000000000000' }),
  });
  expect([other.status, ((await other.json()) as any).code]).toEqual([403, 'permission_denied']);
});

it('refuses blob writes without a valid signature', async () => {
  const res = await fetch(`${emu.origin}/_blobs/1?se=9999999999&sig=nope&comp=block&blockid=QQ==`, {
    method: 'PUT',
    body: 'x',
  });
  expect(res.status).toBe(403);
});

it('keeps no bytes of an upload cut short when the client starts it again under the same name', async () => {
  const scp = JSON.parse(Buffer.from(env.ACTIONS_RUNTIME_TOKEN.split('.')[1], 'base64url').toString()).scp;
  const [runId, jobId] = /Actions\.Results:([0-9a-f-]{36}):([0-9a-f-]{36})/.exec(scp)!.slice(1);
  const create = async () => {
    const res = await fetch(
      `${emu.origin}/twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${env.ACTIONS_RUNTIME_TOKEN}` },
        body: JSON.stringify({
          workflow_run_backend_id: runId,
          workflow_job_run_backend_id: jobId,
          name: 'retried',
          version: 4,
        }),
      },
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { signed_upload_url: string }).signed_upload_url;
  };
  const first = await create();
  const block = await fetch(`${first}&comp=block&blockid=${encodeURIComponent(btoa('b1'))}`, {
    method: 'PUT',
    body: 'half an upload',
  });
  expect(block.status).toBe(201);
  const firstId = Number(new URL(first).pathname.split('/').pop());
  const blocks = `${artifactFile(emu.ctx, firstId)}.blocks`;
  expect(existsSync(blocks)).toBe(true);

  const second = await create();
  expect(second).not.toBe(first);
  expect(existsSync(blocks)).toBe(false);
});
