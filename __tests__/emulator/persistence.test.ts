/**
 * The state directory: a killed emulator loses no acknowledged write, a torn last record is ignored with a warning,
 * a corrupt or wrong-shape state is refused with one line, and what is saved is exactly what the emulator holds.
 */
import { ed25519SshKey } from '../support/ed25519.js';
import { spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { create as createTar } from 'tar';
import { generateSarif } from '../../bench/generate-sarif.js';
import { createClient } from '../../src/api/index.js';
import { idTokenRequestUrl } from '../../src/emulator/oidc.js';
import { deployPages } from '../../src/steps/deploy-pages.js';
import { StateDir, StateDirError } from '../../src/emulator/state-dir.js';
import { eventually, filesUnder } from '../support/stored-sites.js';
import { stateProblem } from '../../src/emulator/admin/shapes.js';
import { crash, startEmulator, type Emulator } from '../support/emulator.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ADMIN = { authorization: 'Bearer svc_pat_octocat', 'content-type': 'application/json' };
let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'emu-state-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const sshKey = () => ed25519SshKey();

async function addKey(apiUrl: string, title: string): Promise<number | undefined> {
  const res = await fetch(`${apiUrl}/repos/acme/webapp/keys`, {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ title, key: sshKey(), read_only: true }),
  });
  return res.status === 201 ? ((await res.json()) as { id: number }).id : undefined;
}

async function keyTitles(emu: Emulator): Promise<string[]> {
  const titles: string[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${emu.apiUrl}/repos/acme/webapp/keys?per_page=100&page=${page}`, {
      headers: ADMIN,
    });
    const keys = (await res.json()) as { title: string }[];
    titles.push(...keys.map((k) => k.title));
    if (keys.length < 100) return titles;
  }
}

it('loses no acknowledged write when the process is killed during a burst of writes', async () => {
  const dir = join(tmp, 'killed');
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
  const acknowledged: string[] = [];
  let n = 0;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const title = `key-${n++}`;
      try {
        if ((await addKey(apiUrl, title)) !== undefined) acknowledged.push(title);
      } catch {
        return; // the connection died with the process
      }
    }
  };
  const writers = Array.from({ length: 8 }, writer);
  while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 5));
  const exited = new Promise((r) => child.on('exit', r));
  child.kill('SIGKILL');
  killed = true;
  await exited;
  await Promise.all(writers);

  const emu = await startEmulator({ stateDir: dir });
  try {
    const titles = new Set(await keyTitles(emu));
    expect(acknowledged.filter((t) => !titles.has(t))).toEqual([]);
  } finally {
    await emu.close();
  }
}, 60_000);

it('saves exactly what the emulator holds, through uploads, processing, keys and properties', async () => {
  const dir = join(tmp, 'equal');
  const emu = await startEmulator({ stateDir: dir, config: { processingDelayMs: 5 } });
  try {
    for (const [i, category] of ['a/', 'b/', 'a/'].entries()) {
      const doc = generateSarif({ results: 40 + i * 10, rules: 6, seed: i }) as any;
      doc.runs[0].automationDetails = { id: category };
      const up = await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/sarifs`, {
        method: 'POST',
        headers: ADMIN,
        body: JSON.stringify({
          commit_sha: 'b'.repeat(40),
          ref: 'refs/heads/main',
          sarif: gzipSync(JSON.stringify(doc)).toString('base64'),
        }),
      });
      const { id } = (await up.json()) as { id: string };
      for (let t = 0; t < 500; t++) {
        const s = await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/sarifs/${id}`, {
          headers: ADMIN,
        });
        if (((await s.json()) as any).processing_status !== 'pending') break;
        await new Promise((r) => setTimeout(r, 10));
      }
    }
    await addKey(emu.apiUrl, 'one');
    await addKey(emu.apiUrl, 'two');
    await fetch(`${emu.apiUrl}/repos/acme/webapp/properties/values`, {
      method: 'PATCH',
      headers: ADMIN,
      body: JSON.stringify({ properties: [{ property_name: 'team', value: 'security' }] }),
    });
    // OAuth: an authorization (and its grant), a second one, then one deleted.
    const basic = 'Basic ' + Buffer.from('octocat:octocat-password').toString('base64');
    const ids: number[] = [];
    for (const note of ['first', 'second']) {
      const res = await fetch(`${emu.apiUrl}/authorizations`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: 'Iv1.8a61f9b3a7aba766',
          client_secret: 'ci-dashboard-secret',
          scopes: ['repo'],
          note,
          fingerprint: note,
        }),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }
    const deleted = await fetch(`${emu.apiUrl}/authorizations/${ids[0]}`, {
      method: 'DELETE',
      headers: { authorization: basic },
    });
    expect(deleted.status).toBe(204);
    await new Promise((r) => setImmediate(r));
    // A second reader of the directory, while the first still runs (no compaction at close to hide a lost change).
    const saved = new StateDir(dir).saved(stateProblem);
    expect(saved).toEqual(emu.ctx.store.snapshot());
    expect((saved as any).areas.codeScanning.alerts.length).toBeGreaterThan(0);
  } finally {
    await emu.close();
  }
});

it('ignores a torn last record with a warning, and keeps working', async () => {
  const dir = join(tmp, 'torn');
  let emu = await startEmulator({ stateDir: dir });
  await addKey(emu.apiUrl, 'before');
  await emu.close();
  // A record cut short as a crash would leave it (close folded the journal into state.json; this one came after).
  appendFileSync(join(dir, 'journal.ndjson'), '{"s":999,"o":[{"p":["areas","deployKeys"');
  const warnings: string[] = [];
  emu = await startEmulator({ stateDir: dir, warn: (m) => warnings.push(m) });
  try {
    expect(warnings).toEqual([
      expect.stringMatching(/journal\.ndjson: ignored its last record \(line 1\), cut short/),
    ]);
    await addKey(emu.apiUrl, 'after');
    expect(await keyTitles(emu)).toEqual(['before', 'after']);
    expect(new StateDir(dir).saved(stateProblem)).toEqual(emu.ctx.store.snapshot());
  } finally {
    await emu.close();
  }
});

describe('a state directory that cannot be used', () => {
  const cases: [string, string, RegExp][] = [
    ['truncated', '{"seq":1,"state":{"ids":', /state\.json is not JSON/],
    ['null', 'null', /state\.json is not a saved state/],
    ['empty object', '{}', /state\.json is not a saved state/],
    [
      'wrong shape',
      '{"seq":0,"state":{}}',
      /state\.json: not an emulator state \(\/: missing property "ids"\)/,
    ],
    [
      'bad token',
      '{"seq":0,"state":{"ids":{},"users":[],"orgs":[],"repos":[],"tokens":{"t":{"kind":"x"}},"oauthApps":[],"areas":{}}}',
      /\/tokens\/t\/kind: must be one of/,
    ],
  ];
  it.each(cases)('is refused with one line: %s', async (name, content, message) => {
    const dir = join(tmp, `bad-${name.replace(/ /g, '-')}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'state.json'), content);
    await expect(startEmulator({ stateDir: dir })).rejects.toThrow(StateDirError);
    await expect(startEmulator({ stateDir: dir })).rejects.toThrow(message);
  });

  it('makes serve exit with that line, no stack trace', () => {
    const dir = join(tmp, 'bad-cli');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'state.json'), '{"seq":0,');
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(root, 'src/cli/index.ts'), 'serve', '--port', '0', '--state', dir],
      { cwd: root, env: { ...process.env, NODE_OPTIONS: '' }, encoding: 'utf8', timeout: 30_000 },
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/cannot load the state: .*state\.json is not JSON/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses a journal record that is unreadable before the last', async () => {
    const dir = join(tmp, 'bad-journal');
    const emu = await startEmulator({ stateDir: dir });
    await emu.close();
    writeFileSync(join(dir, 'journal.ndjson'), 'garbage\n{"s":5,"o":[]}\n');
    await expect(startEmulator({ stateDir: dir })).rejects.toThrow(
      /journal\.ndjson:1: unreadable change record/,
    );
    expect(readFileSync(join(dir, 'journal.ndjson'), 'utf8')).toContain('garbage'); // nothing thrown away
  });
});

describe('journal records are numbered, and replay follows no unsafe path', () => {
  /** A closed state directory (its journal folded into state.json) and the record number state.json is as of. */
  async function closedDir(name: string): Promise<{ dir: string; seq: number }> {
    const dir = join(tmp, name);
    const emu = await startEmulator({ stateDir: dir });
    await addKey(emu.apiUrl, 'one');
    await emu.close();
    return { dir, seq: JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')).seq };
  }
  const record = (s: number, p: string[] = ['ids', `k${s}`], v: unknown = s) =>
    `${JSON.stringify({ s, o: [{ p, v }] })}\n`;

  it('loads consecutive records, skipping those state.json already holds (a crash before the journal was emptied)', async () => {
    const { dir, seq } = await closedDir('seq-ok');
    writeFileSync(
      join(dir, 'journal.ndjson'),
      record(seq - 1) + record(seq) + record(seq + 1) + record(seq + 2),
    );
    const state = new StateDir(dir).saved(stateProblem)!;
    expect(state.ids[`k${seq + 1}`]).toBe(seq + 1);
    expect(state.ids[`k${seq + 2}`]).toBe(seq + 2);
    expect(state.ids[`k${seq}`]).toBeUndefined();
  });

  const refusals: [string, (seq: number) => string, (seq: number) => RegExp][] = [
    [
      'a gap',
      (seq) => record(seq + 1) + record(seq + 3),
      (seq) =>
        new RegExp(
          `journal\\.ndjson:2: record ${seq + 3} follows record ${seq + 1}: record ${seq + 2} is missing`,
        ),
    ],
    [
      'a repeat',
      (seq) => record(seq + 1) + record(seq + 2) + record(seq + 2),
      (seq) => new RegExp(`journal\\.ndjson:3: record ${seq + 2} repeats the record before it`),
    ],
    [
      'a gap after state.json',
      (seq) => record(seq + 2),
      (seq) =>
        new RegExp(
          `journal\\.ndjson:1: record ${seq + 2} follows .*state\\.json, which is as of record ${seq}: record ${seq + 1} is missing`,
        ),
    ],
    [
      'records out of order',
      (seq) => record(seq + 2) + record(seq + 1),
      () => /journal\.ndjson:1: record \d+ follows .*is missing/,
    ],
    [
      'a path through __proto__',
      (seq) => record(seq + 1, ['areas', '__proto__', 'polluted'], 'yes'),
      (seq) =>
        new RegExp(`journal\\.ndjson:1: record ${seq + 1} \\(change 1\\) has a path through __proto__`),
    ],
    [
      'a path through constructor',
      (seq) => record(seq + 1) + record(seq + 2, ['areas', 'constructor', 'prototype', 'polluted'], 'yes'),
      (seq) =>
        new RegExp(`journal\\.ndjson:2: record ${seq + 2} \\(change 1\\) has a path through constructor`),
    ],
    [
      'a path through prototype',
      (seq) => record(seq + 1, ['prototype'], 'yes'),
      (seq) => new RegExp(`record ${seq + 1} \\(change 1\\) has a path through prototype`),
    ],
  ];
  it.each(refusals)(
    'refuses %s, naming the journal, the line and the record',
    async (name, journal, message) => {
      const { dir, seq } = await closedDir(`seq-${name.replace(/\W+/g, '-')}`);
      writeFileSync(join(dir, 'journal.ndjson'), journal(seq));
      await expect(startEmulator({ stateDir: dir })).rejects.toThrow(StateDirError);
      await expect(startEmulator({ stateDir: dir })).rejects.toThrow(message(seq));
      expect(({} as any).polluted).toBeUndefined();
      expect((Object.prototype as any).polluted).toBeUndefined();
    },
  );

  it('never writes such a path: a name that would reach a prototype is refused (422) and nothing changes', async () => {
    const dir = join(tmp, 'unsafe-name');
    const emu = await startEmulator({ stateDir: dir });
    try {
      const before = emu.ctx.store.snapshot();
      for (const name of ['__proto__', 'constructor', 'prototype']) {
        const res = await fetch(`${emu.apiUrl}/repos/octocat/hello-world/properties/values`, {
          method: 'PATCH',
          headers: ADMIN,
          body: JSON.stringify({ properties: [{ property_name: name, value: 'x' }] }),
        });
        expect([name, res.status]).toEqual([name, 422]);
        expect(((await res.json()) as any).message).toMatch(/cannot be a name in the emulator's state/);
      }
      expect(emu.ctx.store.snapshot()).toEqual(before);
      expect(new StateDir(dir).saved(stateProblem)).toEqual(before); // and the directory still loads
    } finally {
      await emu.close();
    }
  });
});

describe('artifact deletion in the state directory', () => {
  it('saves the deletion of one artifact among many as one removal, and replays it after a crash', async () => {
    const dir = join(tmp, 'artifacts-deleted');
    const W = { authorization: 'Bearer svc_workflow_webapp' };
    let emu = await startEmulator({ stateDir: dir });
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) {
      const put = await fetch(`${emu.origin}/_artifacts/acme/webapp/a-${i}`, {
        method: 'PUT',
        headers: W,
        body: `bytes ${i}`,
      });
      ids.push(((await put.json()) as { id: number }).id);
    }
    const journal = join(dir, 'journal.ndjson');
    const before = readFileSync(journal).length;
    const del = await fetch(`${emu.apiUrl}/repos/acme/webapp/actions/artifacts/${ids[3]}`, {
      method: 'DELETE',
      headers: { authorization: 'Bearer svc_pat_octocat' },
    });
    expect(del.status).toBe(204);
    // One small record: the removal, not the 29 artifacts that are left.
    const record = readFileSync(journal).subarray(before).toString('utf8');
    expect(record.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(record).o).toEqual([{ p: ['areas', 'pages', 'artifacts'], r: 3 }]);
    await crash(emu);
    emu = await startEmulator({ stateDir: dir });
    try {
      const left = emu.ctx.store.peek((s) =>
        (s.areas.pages as { artifacts: { id: number }[] }).artifacts.map((a) => a.id),
      );
      expect(left).toEqual(ids.filter((_, i) => i !== 3));
    } finally {
      await emu.close();
    }
  });
});

describe('status reports in the state directory', () => {
  it('keeps the last 100, each new one saved as one small record, and the same after a crash and a restart', async () => {
    const dir = join(tmp, 'status-reports');
    let emu = await startEmulator({
      stateDir: dir,
      config: { rateLimits: { core: [1e9, 1e9], search: [30, 10] } },
    });
    const journal = join(dir, 'journal.ndjson');
    const sizes: number[] = [];
    for (let n = 0; n < 105; n++) {
      const before = statSync(journal).size;
      const put = await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/analysis/status`, {
        method: 'PUT',
        headers: { authorization: 'Bearer svc_workflow_webapp', 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'success', action_name: 'upload-sarif', n, detail: 'x'.repeat(1000) }),
      });
      expect(put.status).toBe(204);
      sizes.push(statSync(journal).size - before);
    }
    // Past 100, a report's record holds it and the removal of the oldest, not the 99 reports moved.
    expect(Math.max(...sizes.slice(100))).toBeLessThan(3000);
    const kept = (e: Emulator) =>
      e.ctx.store.peek((s) =>
        (s.areas.codeScanningStatusReports as { report: { n: number } }[]).map((r) => r.report.n),
      );
    const want = Array.from({ length: 100 }, (_, i) => i + 5);
    expect(kept(emu)).toEqual(want);
    await crash(emu);
    emu = await startEmulator({ stateDir: dir });
    try {
      expect(kept(emu)).toEqual(want);
    } finally {
      await emu.close(); // the journal folded into state.json, which holds the list
    }
    emu = await startEmulator({ stateDir: dir });
    try {
      expect(kept(emu)).toEqual(want);
    } finally {
      await emu.close();
    }
  });
});

describe('Pages files in the state directory', () => {
  const WORKFLOW = 'svc_workflow_webapp';

  async function deploy(emu: Emulator, name: string, html: string): Promise<string> {
    const site = join(tmp, `site-${name}`);
    mkdirSync(site, { recursive: true });
    writeFileSync(join(site, 'index.html'), html);
    const archive = join(tmp, `${name}.tar.gz`);
    await createTar({ cwd: site, file: archive, gzip: true, portable: true }, ['.']);
    const artifactUrl = `${emu.origin}/_artifacts/acme/webapp/${name}`;
    const put = await fetch(artifactUrl, {
      method: 'PUT',
      headers: { authorization: `Bearer ${WORKFLOW}` },
      body: readFileSync(archive),
    });
    expect(put.status).toBeLessThan(300);
    const oidc = await fetch(idTokenRequestUrl(emu.ctx), {
      headers: { authorization: `Bearer ${WORKFLOW}` },
    });
    const api = createClient({ baseUrl: emu.apiUrl, auth: { token: WORKFLOW } });
    const r = await deployPages(api, {
      owner: 'acme',
      repo: 'webapp',
      artifactUrl,
      pagesBuildVersion: name,
      oidcToken: ((await oidc.json()) as { value: string }).value,
      intervalMs: 25,
      timeoutMs: 10_000,
    });
    expect(r.status).toBe('succeed');
    return r.pageUrl;
  }

  it('serves a deployed site again after a restart, and deletes the files of a site that was replaced', async () => {
    const dir = join(tmp, 'pages');
    let emu = await startEmulator({ stateDir: dir });
    let pageUrl: string;
    try {
      const owner = createClient({ baseUrl: emu.apiUrl, auth: { token: 'svc_pat_octocat' } });
      await owner.pages.create({ owner: 'acme', repo: 'webapp', build_type: 'workflow' });
      pageUrl = await deploy(emu, 'v1', '<h1>first</h1>');
      expect(await (await fetch(pageUrl)).text()).toBe('<h1>first</h1>');
    } finally {
      await emu.close();
    }
    const sites = join(dir, 'files', 'sites');
    const first = filesUnder(sites);
    expect(first).toHaveLength(2); // the page and the site's manifest

    emu = await startEmulator({ stateDir: dir });
    try {
      pageUrl = pageUrl.replace(/^http:\/\/[^/]+/, emu.origin);
      expect(await (await fetch(pageUrl)).text()).toBe('<h1>first</h1>');
      await deploy(emu, 'v2', '<h1>second</h1>');
      expect(await (await fetch(pageUrl)).text()).toBe('<h1>second</h1>');
      // The first site's files are swept once it cannot be served again: only the second's are left.
      const left = await eventually(
        () => filesUnder(sites),
        (f) => !f.some((x) => first.includes(x)),
      );
      expect(left).toHaveLength(2);
      expect(left.some((x) => first.includes(x))).toBe(false);
      await new Promise((r) => setImmediate(r));
      expect(new StateDir(dir).saved(stateProblem)).toEqual(emu.ctx.store.snapshot()); // deployment records too
    } finally {
      await emu.close();
    }
  });

  it("lets go of a replaced site's files once the new deployment is live, with nobody reading the site", async () => {
    const dir = join(tmp, 'pages-unread');
    const emu = await startEmulator({ stateDir: dir });
    try {
      const owner = createClient({ baseUrl: emu.apiUrl, auth: { token: 'svc_pat_octocat' } });
      await owner.pages.create({ owner: 'acme', repo: 'webapp', build_type: 'workflow' });
      await deploy(emu, 'v1', '<h1>first</h1>');
      const sites = join(dir, 'files', 'sites');
      const first = filesUnder(sites);
      expect(first).toHaveLength(2);
      // No page is read and the site is not asked for: the deployment going live is what supersedes v1.
      await deploy(emu, 'v2', '<h1>second</h1>');
      const left = await eventually(
        () => filesUnder(sites),
        (f) => !f.some((x) => first.includes(x)),
      );
      expect(left).toHaveLength(2);
      const records = emu.ctx.store.peek(
        (s) => (s.areas.pages as { deployments: { site?: string }[] }).deployments,
      );
      expect(records.map((d) => d.site !== undefined)).toEqual([false, true]);
    } finally {
      await emu.close();
    }
  });

  it('stores by content, at the next start, a site that a state directory of the layout before kept as a directory', async () => {
    const dir = join(tmp, 'pages-before');
    let emu = await startEmulator({ stateDir: dir });
    let pageUrl: string;
    try {
      const owner = createClient({ baseUrl: emu.apiUrl, auth: { token: 'svc_pat_octocat' } });
      await owner.pages.create({ owner: 'acme', repo: 'webapp', build_type: 'workflow' });
      pageUrl = await deploy(emu, 'v1', '<h1>stored</h1>');
    } finally {
      await emu.close();
    }
    // What the layout before left: the deployment records the directory its files were extracted into.
    const sites = join(dir, 'files', 'sites');
    rmSync(sites, { recursive: true });
    const legacy = join(sites, '1-1-abcdef');
    mkdirSync(join(legacy, 'docs'), { recursive: true });
    writeFileSync(join(legacy, 'index.html'), '<h1>before</h1>');
    writeFileSync(join(legacy, 'docs', 'index.html'), '<p>docs</p>');
    writeFileSync(join(legacy, '404.html'), 'lost');
    const file = join(dir, 'state.json');
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    const record = saved.state.areas.pages.deployments[0];
    expect(record.site).toMatch(/^[0-9a-f]{64}$/);
    delete record.site;
    record.dir = legacy;
    record.custom404 = true;
    writeFileSync(file, JSON.stringify(saved));

    emu = await startEmulator({ stateDir: dir });
    try {
      const deployment = () => emu.ctx.store.read((s: any) => ({ ...s.areas.pages.deployments[0] }));
      const adopted = await eventually(deployment, (d) => d.site !== undefined);
      expect(adopted.dir).toBeUndefined();
      expect(adopted.site).toMatch(/^[0-9a-f]{64}$/);
      pageUrl = pageUrl.replace(/^http:\/\/[^/]+/, emu.origin);
      expect(await (await fetch(pageUrl)).text()).toBe('<h1>before</h1>');
      expect(await (await fetch(`${pageUrl}docs/`)).text()).toBe('<p>docs</p>');
      const missing = await fetch(`${pageUrl}nowhere`);
      expect([missing.status, await missing.text()]).toEqual([404, 'lost']);
      // The directory is gone once stored; the store holds three pages and the manifest.
      expect(
        await eventually(
          () => filesUnder(sites),
          (f) => !f.some((x) => x.startsWith('1-1-')),
        ),
      ).toHaveLength(4);
    } finally {
      await emu.close();
    }
  });
});

describe('an acknowledged write is on disk (group commit)', () => {
  it('answers a write only after the flush that put its record on disk', async () => {
    const dir = join(tmp, 'group-commit');
    const flushed: number[] = [];
    const emu = await startEmulator({
      stateDir: dir,
      persistence: { onFlush: (seq: number) => flushed.push(seq) },
    });
    try {
      const records = () => readFileSync(join(dir, 'journal.ndjson'), 'utf8').trim().split('\n').length;
      // One write: its answer comes after a flush that covers its record (the timer flush is a second away).
      expect(await addKey(emu.apiUrl, 'first')).toBeDefined();
      expect(flushed.length).toBeGreaterThanOrEqual(1);
      expect(Math.max(...flushed)).toBeGreaterThanOrEqual(records());
      // Forty at once: every record flushed by the time every answer came.
      const ids = await Promise.all(Array.from({ length: 40 }, (_, i) => addKey(emu.apiUrl, `key ${i}`)));
      expect(ids.every((id) => id !== undefined)).toBe(true);
      expect(Math.max(...flushed)).toBeGreaterThanOrEqual(records());
    } finally {
      await emu.close();
    }
  });

  it('lets the writes of one moment share one flush', async () => {
    const flushed: number[] = [];
    const dir = new StateDir(join(tmp, 'one-flush'), { onFlush: (seq) => flushed.push(seq) });
    const state = dir.load(stateProblem) ?? ({ areas: {} } as never);
    dir.compact(state); // a new directory's journal starts once its state.json is written
    const current = () => state as never;
    const waits: Promise<void>[] = [];
    for (let i = 0; i < 40; i++) {
      dir.append([{ p: ['areas', `a${i}`], v: {} }], current);
      waits.push(dir.durable());
    }
    await Promise.all(waits);
    expect(flushed).toEqual([40]);
    // Nothing appended since: answered at once, no flush.
    await dir.durable();
    expect(flushed).toEqual([40]);
    dir.close(current());
  });

  it('folds the journal in once it is as large as state.json, so a large state is not rewritten at every few writes', () => {
    const path = join(tmp, 'fold-at-size');
    const journal = () => readFileSync(join(path, 'journal.ndjson'), 'utf8');
    const state = { areas: { big: { text: 'x'.repeat(40_000) } } } as never;
    const current = () => state;
    const dir = new StateDir(path, { compactBytes: 1_000 });
    dir.load(stateProblem);
    dir.compact(state);
    const stateBytes = statSync(join(path, 'state.json')).size;
    // Past compactBytes, short of state.json's size: still in the journal.
    let n = 0;
    while (Buffer.byteLength(journal()) + 200 < stateBytes)
      dir.append([{ p: ['areas', `a${n++}`], v: 'y'.repeat(150) }], current);
    expect(Buffer.byteLength(journal())).toBeGreaterThan(1_000);
    expect(statSync(join(path, 'state.json')).size).toBe(stateBytes);
    // Once as large as state.json: folded in, the journal empty.
    while (journal().length > 0) dir.append([{ p: ['areas', `a${n++}`], v: 'y'.repeat(150) }], current);
    expect(n).toBeGreaterThan(stateBytes / 250);
    expect(n).toBeLessThan(stateBytes / 150 + 2);
    dir.close(current());
  });
});

describe('one emulator to a state directory, and a directory whole', () => {
  it('refuses a second emulator on a directory in use, and takes over the lock of a process that is gone', async () => {
    const dir = join(tmp, 'locked');
    const first = await startEmulator({ stateDir: dir });
    try {
      await expect(startEmulator({ stateDir: dir })).rejects.toThrow(
        /in use by another emulator \(pid \d+\)/,
      );
    } finally {
      await first.close();
    }
    // A lock left by a process that was killed (its pid no longer runs) is taken over.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(join(dir, 'lock'), `${gone.stdout} ${hostname()}\n`);
    const again = await startEmulator({ stateDir: dir });
    expect(readFileSync(join(dir, 'lock'), 'utf8')).toBe(`${process.pid} ${hostname()}\n`);
    await again.close();
    expect(existsSync(join(dir, 'lock'))).toBe(false);
  });

  it('answers the requests in flight when it is stopped: a write it made is acknowledged, then kept', async () => {
    const dir = join(tmp, 'graceful');
    const emu = await startEmulator({
      stateDir: dir,
      faults: [{ method: 'POST', path: '/keys$', delayMs: 300 }],
    });
    const writes = [addKey(emu.apiUrl, 'in-flight-1'), addKey(emu.apiUrl, 'in-flight-2')];
    await new Promise((r) => setTimeout(r, 100)); // both received, both waiting
    await emu.close();
    const ids = await Promise.all(writes);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    const again = await startEmulator({ stateDir: dir });
    try {
      expect(await keyTitles(again)).toEqual(expect.arrayContaining(['in-flight-1', 'in-flight-2']));
    } finally {
      await again.close();
    }
  });

  it('refuses a directory whose state.json is gone, rather than starting again from the seed', async () => {
    const dir = join(tmp, 'no-state');
    const emu = await startEmulator({ stateDir: dir });
    expect(await addKey(emu.apiUrl, 'kept')).toBeDefined();
    await emu.close(); // the journal folded into state.json, and emptied
    rmSync(join(dir, 'state.json'));
    await expect(startEmulator({ stateDir: dir })).rejects.toThrow(
      /state\.json is missing: the directory is incomplete/,
    );
  });

  it('keeps an artifact whole when a new version of it was written but never acknowledged', async () => {
    const dir = join(tmp, 'artifact-versions');
    const put = (emu: Emulator, text: string) =>
      fetch(`${emu.origin}/_artifacts/acme/webapp/site`, {
        method: 'PUT',
        headers: { authorization: 'Bearer svc_pat_octocat', 'content-type': 'application/octet-stream' },
        body: text,
      });
    const get = async (emu: Emulator) =>
      (
        await fetch(`${emu.origin}/_artifacts/acme/webapp/site`, {
          headers: { authorization: 'Bearer svc_pat_octocat' },
        })
      ).text();
    const files = () => readdirSync(join(dir, 'files', 'artifacts')).sort();
    let emu = await startEmulator({ stateDir: dir });
    expect((await put(emu, 'v1')).status).toBe(201);
    expect((await put(emu, 'v2')).status).toBe(200);
    expect(await get(emu)).toBe('v2');
    expect(files()).toHaveLength(1); // the first version's file is gone
    const saved = files()[0];
    await crash(emu);
    // What a crash between writing a third version and saving its record leaves: its file, and a half-written one.
    const id = saved.split('.')[0];
    writeFileSync(join(dir, 'files', 'artifacts', `${id}.0123456789ab.bin`), 'v3');
    writeFileSync(join(dir, 'files', 'artifacts', `${id}.ba9876543210.bin.tmp`), 'v');
    emu = await startEmulator({ stateDir: dir });
    try {
      expect(await get(emu)).toBe('v2');
      expect(files()).toEqual([saved]);
    } finally {
      await emu.close();
    }
  });
});
