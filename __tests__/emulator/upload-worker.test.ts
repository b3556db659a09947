/**
 * SARIF uploads are answered once recorded and processed after the answer, in the emulator's worker thread
 * (src/emulator/worker.ts): many concurrent uploads all end complete with their alerts, outcomes are recorded in
 * upload order (those ready together in one write, each its own, as a restart reads them), a bomb whose gzip trailer hides its size is accepted and then fails, a full queue answers 503, and
 * uploads still waiting when the emulator stops are processed after a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startEmulator, type Emulator, crash } from '../support/emulator.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const OWNER = { authorization: 'Bearer svc_pat_octocat', 'content-type': 'application/json' };
const SARIFS = '/repos/acme/webapp/code-scanning/sarifs';

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'emu-upload-worker-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** One run of tool `lint` in `category`, a result of rule r1 on each line of `lines`. */
const doc = (category: string, lines: number[]) => ({
  version: '2.1.0',
  runs: [
    {
      tool: { driver: { name: 'lint', rules: [{ id: 'r1' }] } },
      automationDetails: { id: `${category}/` },
      results: lines.map((line) => ({
        ruleId: 'r1',
        message: { text: `finding on line ${line}` },
        locations: [
          { physicalLocation: { artifactLocation: { uri: 'src/a.js' }, region: { startLine: line } } },
        ],
      })),
    },
  ],
});

const body = (gzip: Buffer) =>
  JSON.stringify({ commit_sha: 'a'.repeat(40), ref: 'refs/heads/main', sarif: gzip.toString('base64') });

async function upload(emu: Emulator, gzip: Buffer): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(emu.apiUrl + SARIFS, { method: 'POST', headers: OWNER, body: body(gzip) });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

const status = async (emu: Emulator, id: string): Promise<any> =>
  (await fetch(`${emu.apiUrl}${SARIFS}/${id}`, { headers: OWNER })).json();

async function settled(emu: Emulator, id: string, ms = 60_000): Promise<any> {
  const until = Date.now() + ms;
  for (;;) {
    const s = await status(emu, id);
    if (s.processing_status !== 'pending' || Date.now() > until) return s;
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function openAlerts(emu: Emulator): Promise<any[]> {
  const alerts: any[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(
      `${emu.apiUrl}/repos/acme/webapp/code-scanning/alerts?state=open&per_page=100&page=${page}`,
      { headers: OWNER },
    );
    const got = (await res.json()) as any[];
    alerts.push(...got);
    if (got.length < 100) return alerts;
  }
}

it('answers before processing, and every one of many concurrent uploads ends complete with its alerts', async () => {
  const emu = await startEmulator({ config: { processingDelayMs: 100 } });
  try {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => upload(emu, gzipSync(JSON.stringify(doc(`c${i}`, [1, 2, 3]))))),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 202));
    // Answered before processing: still pending right after the answers.
    expect((await status(emu, answers[39].body.id)).processing_status).toBe('pending');
    const outcomes = await Promise.all(answers.map((a) => settled(emu, a.body.id)));
    expect(outcomes.map((o) => o.processing_status)).toEqual(answers.map(() => 'complete'));
    expect((await openAlerts(emu)).length).toBe(120);
  } finally {
    await emu.close();
  }
});

it('records outcomes in upload order: a later analysis of the same category fixes what it no longer reports', async () => {
  const emu = await startEmulator({ config: { processingDelayMs: 0 } });
  try {
    // A large first upload and a small second one: the second's processing may end first, its outcome may not.
    const big = doc(
      'same',
      Array.from({ length: 3_000 }, (_, i) => i + 1),
    );
    const first = await upload(emu, gzipSync(JSON.stringify(big)));
    const second = await upload(emu, gzipSync(JSON.stringify(doc('same', [1]))));
    expect([first.status, second.status]).toEqual([202, 202]);
    expect((await settled(emu, first.body.id)).processing_status).toBe('complete');
    expect((await settled(emu, second.body.id)).processing_status).toBe('complete');
    const open = await openAlerts(emu);
    expect(open.map((a) => a.most_recent_instance.location.start_line)).toEqual([1]);
  } finally {
    await emu.close();
  }
});

it('accepts a bomb whose gzip trailer hides its size, then fails it at the cap; refuses one whose trailer shows it', async () => {
  const emu = await startEmulator({ config: { processingDelayMs: 0 } });
  try {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20));
    const shown = await upload(emu, bomb);
    expect(shown.status).toBe(413);
    expect(shown.body.message).toMatch(/The sarif field is too large: .*gzip bomb/);
    const lying = Buffer.from(bomb);
    lying.writeUInt32LE(1_000, lying.length - 4); // the trailer says 1,000 bytes
    const hidden = await upload(emu, lying);
    expect(hidden.status).toBe(202);
    const outcome = await settled(emu, hidden.body.id);
    expect(outcome.processing_status).toBe('failed');
    expect(outcome.errors.join('\n')).toMatch(/gzip bomb/);
    const notGzip = await upload(emu, Buffer.from('{"version":"2.1.0","runs":[]}'));
    expect(notGzip.status).toBe(400);
    expect(notGzip.body.message).toMatch(/not gzip/);
  } finally {
    await emu.close();
  }
});

it('answers 503 with Retry-After while too many uploads wait, and accepts again once they are processed', async () => {
  const emu = await startEmulator({ config: { processingDelayMs: 1_000, maxWaitingUploads: 3 } });
  try {
    const gz = gzipSync(JSON.stringify(doc('q', [1])));
    const first = await Promise.all([1, 2, 3].map(() => upload(emu, gz)));
    expect(first.map((a) => a.status)).toEqual([202, 202, 202]);
    const busy = await upload(emu, gz);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBeTruthy();
    for (const a of first) expect((await settled(emu, a.body.id)).processing_status).toBe('complete');
    expect((await upload(emu, gz)).status).toBe(202);
  } finally {
    await emu.close();
  }
});

it('processes after a restart the uploads still waiting when the emulator stopped', async () => {
  const dir = join(tmp, 'restart');
  const before = await startEmulator({ stateDir: dir, config: { processingDelayMs: 600_000 } });
  let ids: string[];
  try {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => upload(before, gzipSync(JSON.stringify(doc(`r${i}`, [1, 2]))))),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 202));
    ids = answers.map((a) => a.body.id);
    expect((await status(before, ids[0])).processing_status).toBe('pending');
  } finally {
    await before.close();
  }
  const after = await startEmulator({ stateDir: dir, config: { processingDelayMs: 0 } });
  try {
    const outcomes = await Promise.all(ids.map((id) => settled(after, id)));
    expect(outcomes.map((o) => o.processing_status)).toEqual(ids.map(() => 'complete'));
    expect((await openAlerts(after)).length).toBe(24);
  } finally {
    await after.close();
  }
});

it('records outcomes ready together in one write, each its own, as a restart from the state directory reads them', async () => {
  const stateDir = join(tmp, 'batched');
  const emu = await startEmulator({ stateDir, config: { processingDelayMs: 0 } });
  let ids: string[];
  let expected: string[];
  try {
    // Every seventh is not JSON: it fails in processing, between uploads recorded in the same batches.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        upload(emu, gzipSync(i % 7 === 3 ? 'not JSON' : JSON.stringify(doc(`b${i}`, [1, 2])))),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 202));
    ids = answers.map((a) => a.body.id);
    const outcomes = await Promise.all(ids.map((id) => settled(emu, id)));
    expected = ids.map((_, i) => (i % 7 === 3 ? 'failed' : 'complete'));
    expect(outcomes.map((o) => o.processing_status)).toEqual(expected);
    expect(outcomes.filter((o) => o.processing_status === 'failed').every((o) => o.errors.length > 0)).toBe(
      true,
    );
    expect((await openAlerts(emu)).length).toBe(2 * expected.filter((s) => s === 'complete').length);
  } finally {
    // Stopped as a crash would stop it: the outcomes are only in the journal, which the next start replays.
    await crash(emu);
  }
  const again = await startEmulator({ stateDir });
  try {
    const outcomes = await Promise.all(ids.map((id) => status(again, id)));
    expect(outcomes.map((o) => o.processing_status)).toEqual(expected);
  } finally {
    await again.close();
  }
});
