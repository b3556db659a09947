/**
 * A full disk, without root: a child `serve --state DIR` under a file-size limit (RLIMIT_FSIZE, set by bash's
 * `ulimit -S -f` and moved later by `prlimit --pid`). Past the limit a write is cut short and the next fails with
 * EFBIG, the same paths as ENOSPC on a full disk. Node ignores the SIGXFSZ that comes with it (and the test ignores
 * it before exec too).
 *
 * Promised: every write is answered 201 or 507 (never a 500, never a dead server), what a 507 answered is not in
 * memory either, an upload refused leaves no file, an acknowledged upload whose outcome cannot be saved stays
 * pending and completes once it can, the log and the dashboard say the disk is full, writes resume once space
 * returns, a final
 * compaction that does not fit leaves state.json and the journal as they were, and a restart without the limit
 * has every acknowledged write.
 */
import { ed25519SshKey } from '../support/ed25519.js';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { generateSarif } from '../../bench/generate-sarif.js';
import { QUIET_MS, StateDir } from '../../src/emulator/state-dir.js';
import { stateProblem } from '../../src/emulator/admin/shapes.js';
import { startEmulator } from '../support/emulator.js';
import { cliUnderFileSizeLimit } from '../support/file-size-limit.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OWNER = { authorization: 'Bearer svc_pat_octocat', 'content-type': 'application/json' };
const havePrlimit = spawnSync('prlimit', ['--version']).status === 0;

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'emu-full-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const sshKey = () => ed25519SshKey();

/** Long titles fill the journal in a few hundred writes. */
const title = (n: number) => `key-${n}-${'x'.repeat(1000)}`;

async function addKey(apiUrl: string, name: string): Promise<Response> {
  return fetch(`${apiUrl}/repos/acme/webapp/keys`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ title: name, key: sshKey(), read_only: true }),
  });
}

/** An upload: 30 results wait for processing in their record (a few KB of gzip), 2,000 in a file (126 KB). */
async function uploadSarif(apiUrl: string, seed: number, results = 30): Promise<Response> {
  const doc = generateSarif({ results, rules: 5, seed }) as any;
  doc.runs[0].automationDetails = { id: `full/${seed}/` };
  return fetch(`${apiUrl}/repos/acme/webapp/code-scanning/sarifs`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({
      commit_sha: 'd'.repeat(40),
      ref: 'refs/heads/main',
      sarif: gzipSync(JSON.stringify(doc)).toString('base64'),
    }),
  });
}

async function processing(apiUrl: string, id: string): Promise<any> {
  const res = await fetch(`${apiUrl}/repos/acme/webapp/code-scanning/sarifs/${id}`, { headers: OWNER });
  return res.json();
}

async function keyTitles(apiUrl: string): Promise<string[]> {
  const titles: string[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${apiUrl}/repos/acme/webapp/keys?per_page=100&page=${page}`, { headers: OWNER });
    expect(res.status).toBe(200);
    const keys = (await res.json()) as { title: string }[];
    titles.push(...keys.map((k) => k.title));
    if (keys.length < 100) return titles;
  }
}

/** `serve --state dir` with a soft file-size limit of `kib` KiB; resolves once it listens. */
async function serveLimited(
  dir: string,
  kib: number,
): Promise<{ child: ChildProcess; apiUrl: string; origin: string; token: string; stderr: () => string }> {
  const child = spawn(...cliUnderFileSizeLimit(kib, ['serve', '--port', '0', '--state', dir]), {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const started = await new Promise<{ apiUrl: string; token: string }>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const api = /emulator: API (\S+)/.exec(out);
      const token = /token (emu_admin_\w+)/.exec(out);
      if (api && token) resolve({ apiUrl: api[1], token: token[1] });
    });
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${err}`)));
  });
  return { child, ...started, origin: new URL(started.apiUrl).origin, stderr: () => err };
}

(havePrlimit ? it : it.skip)(
  'answers 507 on a full disk, keeps serving, says so, resumes when space returns, and loses no acknowledged write',
  async () => {
    const dir = join(tmp, 'state');
    // The seed's state.json is about 400 KB: the journal then has room for some 200 writes of 1 KB.
    const { child, apiUrl, origin, token, stderr } = await serveLimited(dir, 640);
    const admin = (path: string) =>
      fetch(`${origin}/_emulator${path}`, { headers: { authorization: `Bearer ${token}` } });
    try {
      const acknowledged: string[] = [];
      const refused: string[] = [];
      const other: string[] = [];
      let n = 0;
      let refusedBody: any;
      const writer = async () => {
        while (refused.length < 40 && other.length === 0) {
          const name = title(n++);
          const res = await addKey(apiUrl, name);
          if (res.status === 201) acknowledged.push(name);
          else if (res.status === 507) {
            refused.push(name);
            refusedBody = await res.json();
          } else other.push(`${res.status} ${await res.text()}`);
        }
      };
      await Promise.all(Array.from({ length: 8 }, writer));
      expect(other).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(100);
      expect(refusedBody.message).toMatch(
        /could not save this change \(cannot append to the journal: EFBIG: no space left.*\); nothing was changed/,
      );
      expect(statSync(join(dir, 'journal.ndjson')).size).toBeLessThanOrEqual(640 * 1024);

      // Still serving; memory holds exactly what was acknowledged (a refused write was taken back).
      expect(new Set(await keyTitles(apiUrl))).toEqual(new Set(acknowledged));
      const full = (await (await admin('/overview')).json()) as any;
      expect(full.storage).toEqual({
        state: 'full',
        message: expect.stringMatching(/EFBIG/),
        since: expect.any(String),
      });
      const page = await (await admin('/sections')).text();
      expect(page).toContain('Disk full: changes are refused');
      // Said once in the log, not once per refused request.
      expect(stderr().match(/cannot append to the journal: EFBIG/g)).toHaveLength(1);
      expect(stderr()).not.toMatch(/internal error|\n\s+at /);
      // The journal on disk is whole and loads as it is now.
      expect(new StateDir(dir).saved(stateProblem)).toBeDefined();

      // An upload whose record does not fit is refused, and its kept SARIF (in the record, or in a file) removed.
      const limit = (bytes: number | 'unlimited') =>
        expect(
          spawnSync('prlimit', [
            '--pid',
            String(child.pid),
            `--fsize=${bytes}${bytes === 'unlimited' ? '' : ':'}`,
          ]).status,
        ).toBe(0);
      const journalSize = () => statSync(join(dir, 'journal.ndjson')).size;
      limit(journalSize());
      expect((await uploadSarif(apiUrl, 1)).status).toBe(507);
      expect((await uploadSarif(apiUrl, 3, 2000)).status).toBe(507);
      expect(readdirSync(join(dir, 'files', 'uploads'))).toEqual([]);
      // An upload whose record fits but whose outcome (its alerts) does not: acknowledged, and pending until
      // the outcome can be saved.
      limit(journalSize() + 1500);
      const accepted = await uploadSarif(apiUrl, 2, 2000);
      expect(accepted.status).toBe(202);
      const sarifId = ((await accepted.json()) as any).id;
      // The upload's record was saved, so storage reads ok until processing (200 ms later, seconds on a loaded
      // machine) fails to save the outcome: wait for that, not for a fixed time.
      let storage: any;
      for (let t = 0; t < 200; t++) {
        storage = ((await (await admin('/overview')).json()) as any).storage;
        if (storage.state === 'full') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(storage.state).toBe('full');
      expect((await processing(apiUrl, sarifId)).processing_status).toBe('pending');

      // Space returns: the outcome and the next write are saved, the log and the dashboard say so.
      limit('unlimited');
      const after = title(n++);
      expect((await addKey(apiUrl, after)).status).toBe(201);
      acknowledged.push(after);
      expect(((await (await admin('/overview')).json()) as any).storage).toEqual({ state: 'ok' });
      expect(stderr()).toMatch(/accepts writes again/);
      for (let t = 0; t < 100; t++) {
        if ((await processing(apiUrl, sarifId)).processing_status !== 'pending') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect((await processing(apiUrl, sarifId)).processing_status).toBe('complete');

      // Full again, and stopped: the final compaction cannot write state.json, so it keeps the old one and the
      // journal, and leaves no partial file behind.
      const stateBefore = readFileSync(join(dir, 'state.json'));
      limit(640 * 1024);
      expect((await addKey(apiUrl, title(n++))).status).toBe(507);
      const exited = new Promise<number | null>((r) => child.on('exit', r));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(stderr()).toMatch(/journal\.ndjson is kept and will be replayed at the next start/);
      expect(readFileSync(join(dir, 'state.json')).equals(stateBefore)).toBe(true);
      expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);

      // Restarted without the limit: the directory is accepted and every acknowledged write is there.
      const emu = await startEmulator({ stateDir: dir });
      try {
        expect(new Set(await keyTitles(emu.apiUrl))).toEqual(new Set(acknowledged));
      } finally {
        await emu.close();
      }
    } finally {
      child.kill('SIGKILL');
    }
  },
  120_000,
);

it('refuses to start in a new directory whose state does not fit, with one line, leaving no cut state.json', async () => {
  const dir = join(tmp, 'too-small');
  const r = spawnSync(...cliUnderFileSizeLimit(100, ['serve', '--port', '0', '--state', dir]), {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(r.status).toBe(1);
  expect(r.stdout).not.toMatch(/emulator: API/);
  expect(r.stderr).toMatch(/cannot load the state: cannot write .*state\.json: EFBIG: no space left/);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  // No state.json, cut or whole, and no temporary file: with space, the same directory starts as a new one.
  expect(readdirSync(dir).filter((f) => /state|tmp/.test(f))).toEqual([]);
  const emu = await startEmulator({ stateDir: dir });
  await emu.close();
  expect(JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')).seq).toBe(0);
});

it('logs a disk that flips between full and not every moment once, then again only if it stays full past the quiet time', () => {
  const dir = join(tmp, 'flapping');
  const lines: string[] = [];
  let now = 1_000_000;
  const state = stateDirOf(dir, { warn: (m) => lines.push(m), now: () => now, fsyncMs: 0 });
  const full = () =>
    state.failed(Object.assign(new Error('no space'), { code: 'ENOSPC' }), 'append to the journal');
  const write = (n: number) => state.append([{ p: ['flap'], v: n }], () => ({}) as never);
  full();
  write(0);
  expect(lines).toEqual([
    expect.stringMatching(
      /^cannot append to the journal: ENOSPC: no space left .*Changes are refused \(507\)/,
    ),
    expect.stringMatching(/accepts writes again \(failing since /),
  ]);
  // A thousand flips within a few seconds: not one more line.
  for (let i = 1; i <= 1_000; i++) {
    now += 3;
    full();
    write(i);
  }
  expect(lines).toHaveLength(2);
  // Full again, and still full past the quiet time: said, with the count; then its end is said too.
  full();
  now += QUIET_MS;
  full();
  expect(lines).toHaveLength(3);
  expect(lines[2]).toMatch(/Changes are refused \(507\).* \(writes failed 1001 times since the last line\)$/);
  write(1_001);
  expect(lines).toHaveLength(4);
  expect(lines[3]).toMatch(/accepts writes again/);
  state.release();
});

/** A state directory of its own, new, its state.json written. */
function stateDirOf(dir: string, options: ConstructorParameters<typeof StateDir>[1]): StateDir {
  const state = new StateDir(dir, options);
  expect(state.load(stateProblem)).toBeUndefined();
  state.compact({} as never);
  return state;
}
