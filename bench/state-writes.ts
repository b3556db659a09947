/**
 * `npx tsx bench/state-writes.ts`: acknowledged writes per second on the emulator, without and with a state
 * directory, with a state of about 1 MB (alerts of one upload), 8 clients in a worker thread writing custom
 * property values.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { startEmulator } from '../src/emulator/server.js';
import { generateSarif } from './generate-sarif.js';

/** 8 clients writing for `ms`, in a worker thread, so that the clients do not share the server's event loop. */
function writeFor(apiUrl: string, ms: number): Promise<number> {
  const worker = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
    const H = { authorization: 'Bearer svc_pat_octocat', 'content-type': 'application/json' };
    let n = 0;
    const end = Date.now() + workerData.ms;
    const writer = async () => {
      while (Date.now() < end) {
        const res = await fetch(workerData.apiUrl + '/repos/acme/webapp/properties/values', {
          method: 'PATCH', headers: H,
          body: JSON.stringify({ properties: [{ property_name: 'team', value: 't' + n }] }),
        });
        if (res.status !== 204) throw new Error('write answered ' + res.status);
        await res.arrayBuffer();
        n++;
      }
    };
    Promise.all(Array.from({ length: 8 }, writer)).then(() => parentPort.postMessage(n));`,
    { eval: true, workerData: { apiUrl, ms } },
  );
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const H = { authorization: 'Bearer svc_pat_octocat', 'content-type': 'application/json' };

async function measure(stateDir: string | undefined): Promise<string> {
  // A rate limit high enough not to be what is measured.
  const emu = await startEmulator({
    stateDir,
    config: { processingDelayMs: 1, rateLimits: { core: [1e9, 1e9], search: [30, 10] } },
  });
  try {
    const up = await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/sarifs`, {
      method: 'POST',
      headers: H,
      body: JSON.stringify({
        commit_sha: 'c'.repeat(40),
        ref: 'refs/heads/main',
        sarif: gzipSync(JSON.stringify(generateSarif({ results: 600, rules: 20, seed: 1 }))).toString(
          'base64',
        ),
      }),
    });
    const { id } = (await up.json()) as { id: string };
    for (;;) {
      const s = await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/sarifs/${id}`, { headers: H });
      if (((await s.json()) as { processing_status: string }).processing_status !== 'pending') break;
    }
    const stateBytes = JSON.stringify(emu.ctx.store.snapshot()).length;
    const n = await writeFor(emu.apiUrl, 3_000);
    const journal = stateDir
      ? `, journal ${(statSync(join(stateDir, 'journal.ndjson')).size / 1024).toFixed(0)} KB`
      : '';
    return `${stateDir ? 'with --state' : 'in memory   '}: ${Math.round(n / 3)} writes/s (state ${(stateBytes / 1024).toFixed(0)} KB${journal})`;
  } finally {
    await emu.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'state-bench-'));
try {
  console.log(await measure(undefined));
  console.log(await measure(join(dir, 'state')));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
