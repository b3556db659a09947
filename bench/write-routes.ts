/**
 * Acknowledged writes per second on each write route of the emulator (deploy keys, SARIF uploads, custom property
 * values, Pages deployments), in memory and with a state directory, from `clients` connections in a worker thread
 * (so that the clients do not share the server's event loop). Every request is a distinct write (a new key, a new
 * value, a new upload, a new deployment); only answers with the route's success status count.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { startEmulator, type Emulator } from '../src/emulator/server.js';
import { generateSarif } from './generate-sarif.js';

export const WRITE_ROUTES = ['deploy keys', 'uploads', 'properties', 'deployments'] as const;
export type WriteRoute = (typeof WRITE_ROUTES)[number];

interface Setup {
  apiUrl: string;
  upload?: string;
  artifactId?: number;
  oidcToken?: string;
}

const H = { authorization: 'Bearer svc_pat_octocat', 'content-type': 'application/json' };

/** The worker: `clients` loops, each building its next distinct write of the route, for `ms`. */
const WORKER = `
const { workerData: w, parentPort } = require('node:worker_threads');
const { randomBytes } = require('node:crypto');
const H = { authorization: 'Bearer svc_pat_octocat', 'content-type': 'application/json' };
const W = { authorization: 'Bearer svc_workflow_webapp', 'content-type': 'application/json' };
const field = (b) => { const n = Buffer.alloc(4); n.writeUInt32BE(b.length); return Buffer.concat([n, b]); };
let seq = 0;
const next = () => {
  const n = seq++;
  switch (w.route) {
    case 'deploy keys': {
      const blob = Buffer.concat([field(Buffer.from('ssh-ed25519')), field(randomBytes(32))]);
      return ['POST', '/repos/acme/webapp/keys', H, { title: 'k' + n, key: 'ssh-ed25519 ' + blob.toString('base64'), read_only: true }, 201];
    }
    case 'uploads':
      return ['POST', '/repos/octocat/hello-world/code-scanning/sarifs', H, w.upload, 202];
    case 'properties':
      return ['PATCH', '/repos/acme/webapp/properties/values', H, { properties: [{ property_name: 'team', value: 't' + n }] }, 204];
    case 'deployments':
      return ['POST', '/repos/acme/webapp/pages/deployments', W, { artifact_id: w.artifactId, pages_build_version: 'v' + n, oidc_token: w.oidcToken }, 200];
  }
};
let ok = 0;
const statuses = {};
const end = Date.now() + w.ms;
const client = async () => {
  while (Date.now() < end) {
    const [method, path, headers, body, expect] = next();
    const res = await fetch(w.apiUrl + path, { method, headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
    await res.arrayBuffer();
    statuses[res.status] = (statuses[res.status] || 0) + 1;
    if (res.status === expect) ok++;
  }
};
Promise.all(Array.from({ length: w.clients }, client)).then(() => parentPort.postMessage({ ok, statuses }));
`;

function writeFor(
  route: WriteRoute,
  setup: Setup,
  clients: number,
  ms: number,
): Promise<{ ok: number; statuses: Record<string, number> }> {
  const worker = new Worker(WORKER, { eval: true, workerData: { ...setup, route, clients, ms } });
  return new Promise((resolve, reject) => {
    worker.once('message', (m) => {
      void worker.terminate();
      resolve(m);
    });
    worker.once('error', reject);
  });
}

/** What the deployment route needs: a site, an artifact of the run, an OIDC token of the job. */
async function prepare(emu: Emulator): Promise<Setup> {
  const W = { authorization: 'Bearer svc_workflow_webapp' };
  await fetch(`${emu.apiUrl}/repos/acme/webapp/pages`, {
    method: 'POST',
    headers: H,
    body: JSON.stringify({ build_type: 'workflow' }),
  });
  const tar = Buffer.alloc(2048);
  tar.write('index.html', 0);
  tar.write('0000644\0', 100);
  tar.write('00000000002\0', 124);
  tar.write('00000000000\0', 136);
  tar.write('0', 156);
  tar.write('ustar\x0000', 257);
  tar.fill(0x20, 148, 156);
  let sum = 0;
  for (let i = 0; i < 512; i++) sum += tar[i];
  tar.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  tar.write('ok', 512);
  const put = await fetch(`${emu.origin}/_artifacts/acme/webapp/github-pages`, {
    method: 'PUT',
    headers: W,
    body: tar,
  });
  const { id } = (await put.json()) as { id: number };
  const oidc = (await (await fetch(`${emu.origin}/_oidc/token?api-version=2.0`, { headers: W })).json()) as {
    value: string;
  };
  const upload = JSON.stringify({
    commit_sha: 'c'.repeat(40),
    ref: 'refs/heads/main',
    sarif: gzipSync(JSON.stringify(generateSarif({ results: 30, rules: 5, seed: 2 }))).toString('base64'),
  });
  return { apiUrl: emu.apiUrl, upload, artifactId: id, oidcToken: oidc.value };
}

export interface WriteFigure {
  route: WriteRoute;
  state: boolean;
  perSecond: number;
  /** Busy time of the server's event loop per acknowledged write, in ms (background work of the window included). */
  serverMsPerWrite: number;
  statuses: Record<string, number>;
}

/** Each route, in memory then with a state directory, each on a fresh emulator. */
export async function measureWrites(
  options: { clients?: number; ms?: number; routes?: readonly WriteRoute[]; states?: boolean[] } = {},
): Promise<WriteFigure[]> {
  const clients = options.clients ?? 20;
  const ms = options.ms ?? 2_000;
  const figures: WriteFigure[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'write-bench-'));
  try {
    for (const route of options.routes ?? WRITE_ROUTES) {
      for (const state of options.states ?? [false, true]) {
        const emu = await startEmulator({
          stateDir: state ? join(dir, `${route.replace(/\W/g, '-')}`) : undefined,
          config: { processingDelayMs: 50, rateLimits: { core: [1e9, 1e9], search: [30, 10] } },
        });
        try {
          const setup = await prepare(emu);
          // The server's own time per write: the busy time of its event loop (the clients run in a worker).
          const before = performance.eventLoopUtilization();
          const { ok, statuses } = await writeFor(route, setup, clients, ms);
          const busy = performance.eventLoopUtilization(before).active;
          figures.push({
            route,
            state,
            perSecond: Math.round(ok / (ms / 1000)),
            serverMsPerWrite: ok > 0 ? busy / ok : NaN,
            statuses,
          });
        } finally {
          await emu.close();
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

export function formatWrites(figures: WriteFigure[], clients = 20): string {
  return figures
    .map(
      (f) =>
        `${f.route.padEnd(12)} ${f.state ? 'with --state' : 'in memory   '}: ${String(f.perSecond).padStart(5)} acknowledged writes/s, ${clients} clients, server ${f.serverMsPerWrite.toFixed(2)} ms a write (${Object.entries(
          f.statuses,
        )
          .map(([s, n]) => `${n}×${s}`)
          .join(', ')})`,
    )
    .join('\n');
}
