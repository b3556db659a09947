/**
 * Work an acknowledged request promised survives a crash: SARIF uploads still pending when `serve` is killed with
 * SIGKILL are all processed after a restart on the same state directory (complete or failed as their content
 * says), and a Pages deployment whose process died after extracting its files but before recording it is
 * extracted again and goes live. Nothing stays pending, nothing is lost.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { create as createTar } from 'tar';
import { generateSarif } from '../../bench/generate-sarif.js';
import { idTokenRequestUrl } from '../../src/emulator/oidc.js';
import { StateDir } from '../../src/emulator/state-dir.js';
import { stateProblem } from '../../src/emulator/admin/shapes.js';
import { crash, startEmulator, type Emulator } from '../support/emulator.js';
import { eventually, filesUnder } from '../support/stored-sites.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OWNER = { authorization: 'Bearer svc_pat_octocat', 'content-type': 'application/json' };
const WORKFLOW = 'svc_workflow_webapp';

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'emu-crash-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Poll an upload until it is no longer pending; its last status. */
async function settled(emu: Emulator, id: string, ms = 60_000): Promise<any> {
  const until = Date.now() + ms;
  for (;;) {
    const res = await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/sarifs/${id}`, { headers: OWNER });
    const body = (await res.json()) as any;
    if (body.processing_status !== 'pending' || Date.now() > until) return body;
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('processes after a restart every upload acknowledged before kill -9', async () => {
  const dir = join(tmp, 'uploads');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'src/cli/index.ts'), 'serve', '--port', '0', '--state', dir],
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

  // Every fourth upload is not valid SARIF: it must end failed, with the validator's errors. Small ones (the
  // invalid ones, and 200 results: 14 KB of gzip) wait in their record, large ones (2,000: 126 KB) in a file.
  const uploads = Array.from({ length: 24 }, (_, i) => {
    const valid = i % 4 !== 3;
    const doc = valid
      ? (generateSarif({ results: i % 4 === 0 ? 200 : 2000, rules: 20, seed: i }) as any)
      : { version: '2.1.0', runs: [{ tool: { driver: {} }, results: [] }] };
    if (valid) doc.runs[0].automationDetails = { id: `crash/${i}/` };
    return {
      valid,
      body: JSON.stringify({
        commit_sha: 'c'.repeat(40),
        ref: 'refs/heads/main',
        sarif: gzipSync(JSON.stringify(doc)).toString('base64'),
      }),
    };
  });
  const acknowledged: { id: string; valid: boolean }[] = [];
  await Promise.all(
    uploads.map(async ({ valid, body }) => {
      const res = await fetch(`${apiUrl}/repos/acme/webapp/code-scanning/sarifs`, {
        method: 'POST',
        headers: OWNER,
        body,
      });
      expect(res.status).toBe(202);
      acknowledged.push({ id: ((await res.json()) as any).id, valid });
    }),
  );
  const exited = new Promise((r) => child.on('exit', r));
  child.kill('SIGKILL');
  await exited;

  // What the crash left: acknowledged uploads still pending, each one's SARIF in its record or in its file.
  const left = new StateDir(dir).saved(stateProblem) as any;
  const uploadsOf = (state: any): any[] => Object.values(state.areas.codeScanning.uploads);
  const pending = uploadsOf(left).filter((u) => u.status === 'pending');
  expect(pending.length).toBeGreaterThan(0);
  const kept = new Set(readdirSync(join(dir, 'files', 'uploads')));
  for (const u of pending)
    expect([u.id, typeof u.pendingGzip === 'string' || kept.has(`${u.task}.sarif.gz`)]).toEqual([u.id, true]);

  const emu = await startEmulator({ stateDir: dir });
  try {
    for (const { id, valid } of acknowledged) {
      const status = await settled(emu, id);
      if (valid) expect([id, status.processing_status]).toEqual([id, 'complete']);
      else {
        expect([id, status.processing_status]).toEqual([id, 'failed']);
        expect(status.errors.join('\n')).toMatch(/name|required/);
      }
    }
    // Their alerts are there, and the kept files are gone once processed.
    const alerts = await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/alerts?per_page=100`, {
      headers: OWNER,
    });
    expect(((await alerts.json()) as any[]).length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 100));
    expect(readdirSync(join(dir, 'files', 'uploads'))).toEqual([]);
  } finally {
    await emu.close();
  }
  // Nor does any record keep a processed upload's SARIF.
  const after = uploadsOf(new StateDir(dir).saved(stateProblem) as any);
  expect(after.filter((u) => u.status === 'pending' || u.pendingGzip !== undefined)).toEqual([]);
}, 120_000);

it('finishes after a restart a Pages deployment whose process died between extracting and recording it', async () => {
  const dir = join(tmp, 'pages');
  const emu = await startEmulator({ stateDir: dir });
  let image: string;
  let id: number;
  try {
    const create = await fetch(`${emu.apiUrl}/repos/acme/webapp/pages`, {
      method: 'POST',
      headers: OWNER,
      body: JSON.stringify({ build_type: 'workflow' }),
    });
    expect(create.status).toBe(201);
    const site = join(tmp, 'site');
    mkdirSync(site, { recursive: true });
    writeFileSync(join(site, 'index.html'), '<h1>resumed</h1>');
    const archive = join(tmp, 'site.tar.gz');
    await createTar({ cwd: site, file: archive, gzip: true, portable: true }, ['.']);
    const artifactUrl = `${emu.origin}/_artifacts/acme/webapp/site`;
    const put = await fetch(artifactUrl, {
      method: 'PUT',
      headers: { authorization: `Bearer ${WORKFLOW}` },
      body: readFileSync(archive),
    });
    expect(put.status).toBeLessThan(300);
    const oidc = await fetch(idTokenRequestUrl(emu.ctx), {
      headers: { authorization: `Bearer ${WORKFLOW}` },
    });
    const deploy = await fetch(`${emu.apiUrl}/repos/acme/webapp/pages/deployments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${WORKFLOW}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        artifact_url: artifactUrl,
        pages_build_version: 'v-crash',
        oidc_token: ((await oidc.json()) as any).value,
      }),
    });
    expect(deploy.status).toBe(200);
    id = ((await deploy.json()) as any).id;
    // Let it extract and record; then make the image a crash would have left just before the record: the same
    // directory (extracted files included), its journal cut after the record that created the deployment.
    for (let t = 0; t < 200; t++) {
      const synced = emu.ctx.store.read((s: any) => s.areas.pages.deployments[0].syncedMs);
      if (synced !== undefined) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    image = join(tmp, 'pages-image');
    cpSync(dir, image, { recursive: true });
  } finally {
    await emu.close();
  }
  const journal = readFileSync(join(image, 'journal.ndjson'), 'utf8').split('\n');
  const created = journal.findIndex((l) => l.includes('"pagesBuildVersion":"v-crash"'));
  expect(created).toBeGreaterThanOrEqual(0);
  writeFileSync(join(image, 'journal.ndjson'), journal.slice(0, created + 1).join('\n') + '\n');
  const crashed = new StateDir(image).saved(stateProblem) as any;
  expect(crashed.areas.pages.deployments[0].syncedMs).toBeUndefined();
  const store = join(image, 'files', 'sites');
  const stored = filesUnder(store);
  expect(stored).toHaveLength(2); // the page and the manifest, which nothing records
  // And what a crash in the middle of storing another site leaves: a partial copy in tmp/.
  mkdirSync(join(store, 'tmp'), { recursive: true });
  writeFileSync(join(store, 'tmp', 'cut-short'), '<h1>half');

  const again = await startEmulator({ stateDir: image });
  try {
    let status = '';
    for (let t = 0; t < 300 && status !== 'succeed'; t++) {
      const res = await fetch(`${again.apiUrl}/repos/acme/webapp/pages/deployments/${id}`, {
        headers: { authorization: `Bearer ${WORKFLOW}` },
      });
      status = ((await res.json()) as any).status;
      expect(status).not.toMatch(/lost|failed/);
      if (status !== 'succeed') await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe('succeed');
    expect(await (await fetch(`${again.origin}/pages/acme/webapp/`)).text()).toBe('<h1>resumed</h1>');
    // The partial copy is swept; the resumed deployment found its files stored and wrote none again.
    expect(
      await eventually(
        () => filesUnder(store),
        (f) => f.length === 2,
      ),
    ).toEqual(stored);
  } finally {
    await again.close();
  }
}, 60_000);

it('records an upload resumed after a restart before an upload made after it (a newer analysis is not overtaken)', async () => {
  const dir = join(tmp, 'resume-order');
  const upload = async (emu: Emulator, category: string, results: number) => {
    const doc = generateSarif({ results, rules: 5, seed: 7 }) as any;
    doc.runs[0].automationDetails = { id: category };
    const res = await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/sarifs`, {
      method: 'POST',
      headers: OWNER,
      body: JSON.stringify({
        commit_sha: 'd'.repeat(40),
        ref: 'refs/heads/main',
        sarif: gzipSync(JSON.stringify(doc)).toString('base64'),
      }),
    });
    expect(res.status).toBe(202);
    return ((await res.json()) as any).id as string;
  };
  // Stopped as a crash would stop it with 13 uploads acknowledged and none processed: 12 of other analyses, then
  // the one whose alerts the upload after the restart fixes.
  const first = await startEmulator({ stateDir: dir, config: { processingDelayMs: 600_000 } });
  for (let i = 0; i < 12; i++) await upload(first, `other/${i}/`, 50);
  const older = await upload(first, 'order/', 20);
  await crash(first);

  const emu = await startEmulator({ stateDir: dir, config: { processingDelayMs: 0 } });
  try {
    const newer = await upload(emu, 'order/', 0); // the same tool, category and ref: nothing left open
    expect((await settled(emu, newer)).processing_status).toBe('complete');
    expect((await settled(emu, older)).processing_status).toBe('complete');
    const res = await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/analyses?per_page=100`, {
      headers: OWNER,
    });
    const analyses = ((await res.json()) as any[]).filter((a) => a.category === 'order/');
    const byUpload = new Map(analyses.map((a) => [a.sarif_id, a.id]));
    expect(byUpload.get(older)).toBeLessThan(byUpload.get(newer));
    const alerts = await fetch(
      `${emu.apiUrl}/repos/acme/webapp/code-scanning/alerts?state=open&per_page=100`,
      {
        headers: OWNER,
      },
    );
    const open = ((await alerts.json()) as any[]).filter((a) => a.most_recent_instance.category === 'order/');
    expect(open).toEqual([]);
  } finally {
    await emu.close();
  }
});
