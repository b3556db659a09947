/**
 * Indexes a write looks things up in instead of scanning the state (Store.derived): the deploy-key duplicate check
 * and where an upload finds its alerts by fingerprint.
 * The index must say what a scan would say after every way the state changes: a key created or deleted, a write
 * taken back, the state reset or loaded by the admin API, and a restart from the state directory (journal replayed,
 * or compacted into state.json).
 */
import { ed25519SshKey } from '../support/ed25519.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Store } from '../../src/emulator/store.js';
import { seedToState, DEFAULT_SEED } from '../../src/emulator/seed.js';
import { startEmulator, type Emulator, crash } from '../support/emulator.js';

const OWNER = { authorization: 'Bearer svc_pat_octocat', 'content-type': 'application/json' };

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'emu-index-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const sshKey = () => ed25519SshKey();

async function addKey(emu: Emulator, repo: string, key: string): Promise<{ status: number; id?: number }> {
  const res = await fetch(`${emu.apiUrl}/repos/${repo}/keys`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({ title: 'k', key: `${key} a comment`, read_only: true }),
  });
  const body = (await res.json()) as { id?: number; message?: string };
  if (res.status === 422) expect(body.message).toMatch(/already in use/);
  return { status: res.status, id: body.id };
}

async function deleteKey(emu: Emulator, repo: string, id: number): Promise<number> {
  const res = await fetch(`${emu.apiUrl}/repos/${repo}/keys/${id}`, {
    method: 'DELETE',
    headers: { authorization: OWNER.authorization },
  });
  await res.arrayBuffer();
  return res.status;
}

test('a key is in use once created, per repository, and free again once deleted', async () => {
  const emu = await startEmulator();
  try {
    const key = sshKey();
    const first = await addKey(emu, 'acme/webapp', key);
    expect(first.status).toBe(201);
    expect((await addKey(emu, 'acme/webapp', key)).status).toBe(422);
    // The comment does not count, and another repository may hold the same key.
    expect((await addKey(emu, 'octocat/hello-world', key)).status).toBe(201);
    expect(await deleteKey(emu, 'acme/webapp', first.id!)).toBe(204);
    expect((await addKey(emu, 'acme/webapp', key)).status).toBe(201);
    expect((await addKey(emu, 'octocat/hello-world', key)).status).toBe(422);
  } finally {
    await emu.close();
  }
});

test('the index follows a reset and a loaded state (admin API)', async () => {
  const emu = await startEmulator();
  try {
    const kept = sshKey();
    const later = sshKey();
    expect((await addKey(emu, 'acme/webapp', kept)).status).toBe(201);
    const snapshot = await (await emu.admin('/state')).text();
    expect((await addKey(emu, 'acme/webapp', later)).status).toBe(201);

    expect((await emu.admin('/reset', { method: 'POST' })).status).toBeLessThan(300);
    expect((await addKey(emu, 'acme/webapp', kept)).status).toBe(201);

    const load = await emu.admin('/state', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: snapshot,
    });
    expect(load.status).toBeLessThan(300);
    // As of the snapshot: `kept` is in use, `later` is not.
    expect((await addKey(emu, 'acme/webapp', kept)).status).toBe(422);
    expect((await addKey(emu, 'acme/webapp', later)).status).toBe(201);
  } finally {
    await emu.close();
  }
});

test('a restart from the state directory knows the keys in use, from state.json and from the journal', async () => {
  const stateDir = join(tmp, 'restart');
  const key = sshKey();
  const gone = sshKey();
  const journaled = sshKey();
  const first = await startEmulator({ stateDir });
  expect((await addKey(first, 'acme/webapp', key)).status).toBe(201);
  const added = await addKey(first, 'acme/webapp', gone);
  expect(added.status).toBe(201);
  await first.close(); // the journal folded into state.json

  const second = await startEmulator({ stateDir });
  try {
    expect((await addKey(second, 'acme/webapp', key)).status).toBe(422);
    expect(await deleteKey(second, 'acme/webapp', added.id!)).toBe(204);
    expect((await addKey(second, 'acme/webapp', journaled)).status).toBe(201);
  } finally {
    // Stopped as a crash would stop it: its changes are only in the journal, which the next start replays.
    await crash(second);
  }

  const third = await startEmulator({ stateDir });
  try {
    expect((await addKey(third, 'acme/webapp', key)).status).toBe(422);
    expect((await addKey(third, 'acme/webapp', journaled)).status).toBe(422);
    expect((await addKey(third, 'acme/webapp', gone)).status).toBe(201);
  } finally {
    await third.close();
  }
});

test('a write taken back drops the indexes built from the state, which are built again from what was kept', () => {
  const store = new Store(seedToState(DEFAULT_SEED));
  let builds = 0;
  const build = () => {
    builds++;
    return new Set<string>();
  };
  const index = store.derived('test', build);
  expect(store.derived('test', build)).toBe(index);
  expect(builds).toBe(1);
  expect(() =>
    store.write((s) => {
      s.ids.test = 1;
      store.derived('test', build).add('made by a write that fails');
      throw new Error('refused');
    }),
  ).toThrow('refused');
  const rebuilt = store.derived('test', build);
  expect(rebuilt).not.toBe(index);
  expect(rebuilt.size).toBe(0);
  expect(builds).toBe(2);
  // A write that succeeds keeps the index, and so does one refused before it changed anything.
  store.write((s) => (s.ids.test = 2));
  expect(store.derived('test', build)).toBe(rebuilt);
  expect(() =>
    store.write(() => {
      throw new Error('refused at once');
    }),
  ).toThrow('refused at once');
  expect(store.derived('test', build)).toBe(rebuilt);
  expect(builds).toBe(2);
});

/** Upload `count` results of one run to acme/webapp and wait for the processing's end. */
async function uploadResults(emu: Emulator, count: number): Promise<void> {
  const doc = {
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'IndexScanner', rules: [{ id: 'r' }] } },
        automationDetails: { id: 'index/' },
        results: Array.from({ length: count }, (_, i) => ({
          ruleId: 'r',
          message: { text: `finding ${i}` },
          locations: [
            { physicalLocation: { artifactLocation: { uri: `f${i}.js` }, region: { startLine: 1 } } },
          ],
          partialFingerprints: { primaryLocationLineHash: `index:${i}` },
        })),
      },
    ],
  };
  const res = await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/sarifs`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({
      commit_sha: 'c'.repeat(40),
      ref: 'refs/heads/main',
      sarif: gzipSync(JSON.stringify(doc)).toString('base64'),
    }),
  });
  expect(res.status).toBe(202);
  const { id } = (await res.json()) as { id: string };
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const status = await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/sarifs/${id}`, {
      headers: OWNER,
    });
    if (((await status.json()) as { processing_status: string }).processing_status === 'complete') return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('processing did not finish');
}

/** The alerts of IndexScanner: number and state, by number. */
async function indexAlerts(emu: Emulator): Promise<string[]> {
  const res = await fetch(
    `${emu.apiUrl}/repos/acme/webapp/code-scanning/alerts?tool_name=IndexScanner&per_page=100&sort=created&direction=asc`,
    { headers: OWNER },
  );
  const list = (await res.json()) as { number: number; state: string }[];
  return list.map((a) => `${a.number} ${a.state}`).sort();
}

test('an upload finds its alerts by fingerprint through a loaded state, a reset and a restart (no duplicates)', async () => {
  const stateDir = join(tmp, 'alerts');
  const first = await startEmulator({ stateDir, config: { processingDelayMs: 0 } });
  let numbers: string[];
  try {
    await uploadResults(first, 3);
    numbers = await indexAlerts(first);
    expect(numbers.map((n) => n.split(' ')[1])).toEqual(['open', 'open', 'open']);
    const snapshot = await (await first.admin('/state')).text();
    await uploadResults(first, 4);
    expect(await indexAlerts(first)).toHaveLength(4);
    // Loaded as of the snapshot: the fourth result opens one alert again, the three are found.
    const load = await first.admin('/state', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: snapshot,
    });
    expect(load.status).toBeLessThan(300);
    await uploadResults(first, 4);
    expect(await indexAlerts(first)).toHaveLength(4);
  } finally {
    // Stopped as a crash would stop it: the next start replays the journal.
    await crash(first);
  }
  const second = await startEmulator({ stateDir, config: { processingDelayMs: 0 } });
  try {
    await uploadResults(second, 3);
    const after = await indexAlerts(second);
    expect(after).toHaveLength(4);
    expect(after.filter((a) => a.endsWith('fixed'))).toHaveLength(1);
    for (const n of numbers) expect(after).toContain(n);
    // Reset: the seed's alerts only; the upload opens its own again.
    expect((await second.admin('/reset', { method: 'POST' })).status).toBeLessThan(300);
    await uploadResults(second, 2);
    expect(await indexAlerts(second)).toHaveLength(2);
  } finally {
    await second.close();
  }
});
