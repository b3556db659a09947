/**
 * `npx tsx bench/emulator-load.ts [--ms N]`: the emulator under load, in memory, clients in a worker thread (so they
 * do not share the server's event loop), on loopback:
 * - alert lists (100 alerts a page) from 50 connections: answers/s and p99;
 * - SARIF uploads (a 30-result document) from 50 connections: acknowledged uploads/s and p99;
 * - one client listing alerts while eight gzip bombs (about 500 KB inflating to 511 MiB each) upload: its p99, and
 *   what the bombs were answered;
 * - acknowledged writes per second on each write route (deploy keys, uploads, properties, Pages deployments), in
 *   memory and with --state, 20 clients (write-routes.ts). `--writes` runs only these; `--routes uploads,deployments`
 *   only those routes (names as in write-routes.ts, spaces as dashes: `deploy-keys`); `--client fetch` sends them
 *   with fetch instead of undici's Pool (fetch costs the client far more a request: the ceiling line says how much),
 *   `--client raw` as HTTP/1.1 written by hand on keep-alive sockets (half of undici's CPU a request: the clients
 *   share the server's 2 cores, and take less of them);
 *   each measured window follows a warm-up of at least `--warm-ms N` (default 1000) and `--warm-writes N` answers
 *   (default 3000; at most ten times --warm-ms; `--warm-ms 0` measures from the first answer).
 */
import { Worker } from 'node:worker_threads';
import { createGzip, gzipSync } from 'node:zlib';
import { startEmulator } from '../src/emulator/server.js';
import { generateSarif } from './generate-sarif.js';
import {
  formatCeiling,
  formatWrites,
  measureClientCeiling,
  measureWrites,
  WRITE_ROUTES,
  type Client,
  type WriteRoute,
} from './write-routes.js';

const H = { authorization: 'Bearer svc_pat_octocat', 'content-type': 'application/json' };
const msArg = process.argv.indexOf('--ms');
const MS = msArg > 0 ? Number(process.argv[msArg + 1]) : 5_000;

interface Load {
  n: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
}

/** `connections` clients sending `method url body` for `ms` (or until told to stop), in a worker thread. */
function load(
  url: string,
  connections: number,
  ms: number,
  method = 'GET',
  body?: string,
): { done: Promise<Load>; stop: () => void } {
  const worker = new Worker(
    `const { workerData: w, parentPort } = require('node:worker_threads');
    const lat = [], statuses = {};
    let stop = false;
    parentPort.on('message', () => { stop = true; });
    const end = Date.now() + w.ms;
    const client = async () => {
      while (!stop && Date.now() < end) {
        const t0 = performance.now();
        const res = await fetch(w.url, { method: w.method, headers: w.headers, body: w.body });
        await res.arrayBuffer();
        lat.push(performance.now() - t0);
        statuses[res.status] = (statuses[res.status] || 0) + 1;
      }
    };
    Promise.all(Array.from({ length: w.connections }, client)).then(() => {
      lat.sort((a, b) => a - b);
      const at = (q) => lat[Math.min(lat.length - 1, Math.ceil(lat.length * q) - 1)] || 0;
      parentPort.postMessage({ n: lat.length, p50: at(0.5), p99: at(0.99), statuses });
    });`,
    { eval: true, workerData: { url, connections, ms, method, body, headers: H } },
  );
  return {
    done: new Promise((resolve, reject) => {
      worker.once('message', (m: Load) => {
        void worker.terminate();
        resolve(m);
      });
      worker.once('error', reject);
    }),
    stop: () => worker.postMessage('stop'),
  };
}

/** A valid SARIF document padded with whitespace to `size` bytes, gzipped, never held whole. */
async function bomb(size: number): Promise<Buffer> {
  const gz = createGzip({ level: 9 });
  const out: Buffer[] = [];
  gz.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((r) => gz.on('end', r));
  const head = '{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"bomb"}},"results":[]}]';
  const pad = Buffer.alloc(1024 * 1024, 0x20);
  gz.write(head);
  for (let left = size - head.length - 1; left > 0; left -= pad.length)
    if (!gz.write(left >= pad.length ? pad : pad.subarray(0, left)))
      await new Promise((r) => gz.once('drain', r));
  gz.end('}');
  await done;
  return Buffer.concat(out);
}

const fmt = (l: Load, ms: number) =>
  `${Math.round(l.n / (ms / 1000))}/s, p50 ${l.p50.toFixed(0)} ms, p99 ${l.p99.toFixed(0)} ms (${Object.entries(
    l.statuses,
  )
    .map(([s, n]) => `${n}×${s}`)
    .join(', ')})`;

const writesOnly = process.argv.includes('--writes');
const routesArg = process.argv.indexOf('--routes');
const routes: readonly WriteRoute[] =
  routesArg > 0
    ? process.argv[routesArg + 1].split(',').map((r) => {
        const route = WRITE_ROUTES.find((w) => w === r.replace(/-/g, ' '));
        if (!route) throw new Error(`--routes: ${r} is not one of ${WRITE_ROUTES.join(', ')}`);
        return route;
      })
    : WRITE_ROUTES;
const emu = writesOnly
  ? undefined
  : await startEmulator({ config: { rateLimits: { core: [1e9, 1e9], search: [30, 10] } } });
if (emu)
  try {
    const upload = (sarif: Buffer) =>
      JSON.stringify({ commit_sha: 'c'.repeat(40), ref: 'refs/heads/main', sarif: sarif.toString('base64') });
    const first = await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/sarifs`, {
      method: 'POST',
      headers: H,
      body: upload(gzipSync(JSON.stringify(generateSarif({ results: 300, rules: 10, seed: 1 })))),
    });
    const { id } = (await first.json()) as { id: string };
    for (;;) {
      const s = await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/sarifs/${id}`, { headers: H });
      if (((await s.json()) as { processing_status: string }).processing_status !== 'pending') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const alerts = `${emu.apiUrl}/repos/acme/webapp/code-scanning/alerts?per_page=100`;
    const page = await (await fetch(alerts, { headers: H })).text();
    console.log(
      `alert lists, 50 connections (${(page.length / 1024).toFixed(0)} KB each): ${fmt(await load(alerts, 50, MS).done, MS)}`,
    );

    // Uploads to another repository, so that the alert list above stays as it is.
    const small = upload(gzipSync(JSON.stringify(generateSarif({ results: 30, rules: 5, seed: 2 }))));
    const uploads = `${emu.apiUrl}/repos/octocat/hello-world/code-scanning/sarifs`;
    console.log(`uploads, 50 connections: ${fmt(await load(uploads, 50, MS, 'POST', small).done, MS)}`);

    const gz = await bomb(511 * 1024 * 1024);
    const other = load(alerts, 1, 120_000);
    await new Promise((r) => setTimeout(r, 200));
    const t0 = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const res = await fetch(`${emu.apiUrl}/repos/acme/webapp/code-scanning/sarifs`, {
          method: 'POST',
          headers: H,
          body: upload(gz),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const took = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 200));
    other.stop();
    const during = await other.done;
    console.log(
      `eight bombs (${(gz.length / 1024).toFixed(0)} KB of gzip, 511 MiB inflated, each): answered ${answers.join(', ')} in ${took.toFixed(0)} ms; another client's alert lists meanwhile: p50 ${during.p50.toFixed(0)} ms, p99 ${during.p99.toFixed(0)} ms (${during.n} answers)`,
    );
  } finally {
    await emu.close();
  }
const writeMs = msArg > 0 ? Math.min(MS, 2_000) : 2_000;
const warmArg = process.argv.indexOf('--warm-ms');
const warmMs = warmArg > 0 ? Number(process.argv[warmArg + 1]) : 1_000;
const warmWritesArg = process.argv.indexOf('--warm-writes');
const warmWrites = warmWritesArg > 0 ? Number(process.argv[warmWritesArg + 1]) : 3_000;
const clientArg = process.argv.indexOf('--client');
const client = (clientArg > 0 ? process.argv[clientArg + 1] : 'undici') as Client;
console.log(formatCeiling(await measureClientCeiling({ ms: writeMs, warmMs, warmWrites })));
console.log(
  `writes per route (${writeMs} ms each after a warm-up of at least ${warmMs} ms and ${warmWrites} answers, ${client} clients in a child process):\n${formatWrites(await measureWrites({ ms: writeMs, warmMs, warmWrites, routes, client }), 20, writeMs)}`,
);
