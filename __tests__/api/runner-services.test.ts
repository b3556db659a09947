/**
 * The runner client (src/api/runner-services.ts): the OIDC token and an artifact upload against the emulator, as the
 * pack step makes them (the tar zipped under its name, blocks, block list, finalize), readable back through the
 * REST API; then a hostile artifact service that redirects to another origin, which must receive no runtime
 * token (@actions/artifact sent it there on every 301/302/307/308), and a signed URL on another origin, which
 * gets the bytes and no credential.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yauzl from 'yauzl';
import { ApiError, runnerClient } from '../../src/api/index.js';
import { startEmulator, type Emulator } from '../support/emulator.js';
import { uploadRunArtifact } from '../../src/steps/pages-pack.js';
import { json, recordingLogger, startServer, type TestServer } from './helpers.js';

let emu: Emulator;
let work: string;
let job: Record<string, string>;
const servers: TestServer[] = [];

beforeAll(async () => {
  emu = await startEmulator();
  work = mkdtempSync(join(tmpdir(), 'runner-client-'));
  const bound = await emu.admin('/jobs', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: 'svc_workflow_webapp', run_id: 4242, job: 'build' }),
  });
  job = ((await bound.json()) as { env: Record<string, string> }).env;
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await emu.close();
  rmSync(work, { recursive: true, force: true });
});

function unzip(bytes: Buffer): Promise<Record<string, Buffer>> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const out: Record<string, Buffer> = {};
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out[entry.fileName] = Buffer.concat(chunks);
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(out));
      zip.readEntry();
    }),
  );
}

it('uploads a zipped tar in blocks to the emulator’s artifact service, readable back through the REST API', async () => {
  const file = join(work, 'artifact.tar');
  const bytes = Buffer.concat([Buffer.alloc(150_000, 3), Buffer.from('site '.repeat(40_000))]);
  writeFileSync(file, bytes);
  const runner = runnerClient({ env: job, blockBytes: 64 * 1024 });
  const up = await uploadRunArtifact(runner, file, 'github-pages', 1);
  expect(up.id).toBeGreaterThan(0);

  const headers = { authorization: 'Bearer svc_pat_octocat' };
  const listed = (await (
    await fetch(`${emu.apiUrl}/repos/acme/webapp/actions/runs/4242/artifacts?name=github-pages`, { headers })
  ).json()) as { artifacts: { id: number; size_in_bytes: number; digest: string }[] };
  expect(listed.artifacts).toEqual([
    expect.objectContaining({ id: up.id, size_in_bytes: up.size, digest: `sha256:${up.digest}` }),
  ]);
  const zip = await fetch(`${emu.apiUrl}/repos/acme/webapp/actions/artifacts/${up.id}/zip`, { headers });
  const entries = await unzip(Buffer.from(await zip.arrayBuffer()));
  expect(Object.keys(entries)).toEqual(['artifact.tar']);
  expect(entries['artifact.tar'].equals(bytes)).toBe(true);

  // The same name again is the service's conflict, said as such.
  await expect(uploadRunArtifact(runner, file, 'github-pages', 1)).rejects.toThrow(
    /an artifact named github-pages already exists in this run/,
  );
});

it('gets the job’s OIDC token and redacts it, and the request token, from then on', async () => {
  const runner = runnerClient({ env: { ...job, ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'svc_workflow_webapp' } });
  const token = await runner.idToken();
  expect(token).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(runner.redact(`got ${token} with svc_workflow_webapp`)).toBe('got [REDACTED] with [REDACTED]');
});

/** A fake artifact service: `answer` decides each request; every request is recorded. */
async function artifactService(
  answer: (url: string, self: string) => { status: number; body?: unknown; location?: string },
): Promise<TestServer> {
  const s: TestServer = await startServer((req, res) => {
    const a = answer(req.url, s.origin);
    if (a.location) return res.writeHead(a.status, { location: a.location }).end();
    return a.body === undefined ? res.writeHead(a.status).end() : json(res, a.status, a.body);
  });
  servers.push(s);
  return s;
}

/** Everything a server received that carries the runtime token, in any header or body. */
const tokenSeenBy = (s: TestServer) =>
  s.requests.filter(
    (r) =>
      JSON.stringify(r.headers).includes(job.ACTIONS_RUNTIME_TOKEN) ||
      r.body.includes(job.ACTIONS_RUNTIME_TOKEN) ||
      JSON.stringify(r.headers).includes(job.ACTIONS_RUNTIME_TOKEN.split('.')[2]),
  );

describe('a cross-origin redirect from the artifact service', () => {
  for (const status of [301, 302, 303, 307, 308]) {
    it(`${status} on CreateArtifact: refused, naming both origins; the other origin gets nothing`, async () => {
      const other = await artifactService(() => ({ status: 200, body: { ok: true } }));
      const results = await artifactService(() => ({ status, location: `${other.origin}/steal` }));
      const file = join(work, `r${status}.tar`);
      writeFileSync(file, 'x');
      const log = recordingLogger();
      const runner = runnerClient({
        env: { ...job, ACTIONS_RESULTS_URL: `${results.origin}/` },
        logger: log,
      });
      const err = (await uploadRunArtifact(runner, file, 'site', 1).catch((e: unknown) => e)) as ApiError;
      expect(err).toBeInstanceOf(ApiError);
      expect(err.kind).toBe('redirect');
      expect(err.message).toContain(results.origin);
      expect(err.message).toContain(other.origin);
      expect(other.requests).toEqual([]);
      // The service itself got the token, as it should: and only in the Authorization header.
      expect(results.requests[0].headers.authorization).toBe(`Bearer ${job.ACTIONS_RUNTIME_TOKEN}`);
      expect(`${err.message}\n${log.lines.join('\n')}`).not.toContain(job.ACTIONS_RUNTIME_TOKEN);
    });
  }

  it('a signed URL on another origin gets the bytes without any credential; a redirect from it is refused', async () => {
    const blobs = await artifactService(() => ({ status: 201 }));
    const results = await artifactService((url, self) =>
      url.endsWith('/CreateArtifact')
        ? {
            status: 200,
            body: {
              ok: true,
              signed_upload_url: `${blobs.origin}/b/1?se=1&sig=c2lnbmF0dXJlLXNlY3JldA%3D%3D`,
            },
          }
        : url.endsWith('/FinalizeArtifact')
          ? { status: 200, body: { ok: true, artifact_id: '7' } }
          : { status: 404, body: { msg: `no ${self}` } },
    );
    const file = join(work, 'blob.tar');
    writeFileSync(file, Buffer.alloc(5000, 1));
    const log = recordingLogger();
    const runner = runnerClient({
      env: { ...job, ACTIONS_RESULTS_URL: `${results.origin}/` },
      logger: log,
      blockBytes: 1024,
    });
    expect((await uploadRunArtifact(runner, file, 'site', 1)).id).toBe(7);
    expect(blobs.requests.map((r) => [r.method, r.headers.authorization])).toEqual(
      blobs.requests.map(() => ['PUT', undefined]),
    );
    expect(blobs.requests.at(-1)!.url).toContain('comp=blocklist');
    expect(tokenSeenBy(blobs)).toEqual([]);
    // The signature is a credential too: it shows in no log line.
    expect(log.lines.join('\n')).not.toMatch(/c2lnbmF0dXJlLXNlY3JldA|signature-secret/);

    const elsewhere = await artifactService(() => ({ status: 201 }));
    const redirecting = await artifactService(() => ({ status: 307, location: `${elsewhere.origin}/x` }));
    const moved = await artifactService((url) =>
      url.endsWith('/CreateArtifact')
        ? { status: 200, body: { ok: true, signed_upload_url: `${redirecting.origin}/b/2?sig=abc` } }
        : { status: 200, body: { ok: true, artifact_id: '8' } },
    );
    const err = (await uploadRunArtifact(
      runnerClient({ env: { ...job, ACTIONS_RESULTS_URL: `${moved.origin}/` }, logger: recordingLogger() }),
      file,
      'site',
      1,
    ).catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('redirect');
    expect(err.message).toContain(elsewhere.origin);
    expect(elsewhere.requests).toEqual([]);
  });
});
