/**
 * Acknowledged writes per second on each write route of the emulator (deploy keys, SARIF uploads, custom property
 * values, Pages deployments), in memory and with a state directory, from `clients` connections in a child process
 * (so that the clients share neither the server's event loop nor its CPU time figure). Every request is a distinct
 * write (a new key, a new value, a new upload, a new deployment); only answers with the route's success status count.
 *
 * Uploads and deployments do their work after the answer (SARIF processing, site extraction, in the emulator's
 * worker thread): how many of the window's writes that work finished within the window is printed beside them, as
 * is the time the rest took, since acknowledging faster than processing only fills the queue (past
 * maxWaitingUploads, uploads are answered 503).
 *
 * The clients' own ceiling is measured too: the same requests against a server that only answers 201.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
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

const H = {
  authorization: 'Bearer svc_pat_octocat',
  'content-type': 'application/json',
  'user-agent': 'write-bench',
};

/** The client process: `clients` loops, each sending its next distinct write of the route, for `ms`. */
const CLIENT = `
const w = JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'));
const { randomBytes } = require('node:crypto');
const H = { authorization: 'Bearer svc_pat_octocat', 'content-type': 'application/json', 'user-agent': 'write-bench' };
const W = { authorization: 'Bearer svc_workflow_webapp', 'content-type': 'application/json', 'user-agent': 'write-bench' };
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
// undici's Pool by default: fetch costs the client about ten times as much a request (see the ceiling below).
const send = w.client === 'fetch'
  ? async (method, path, headers, body) => {
      const res = await fetch(w.apiUrl + path, { method, headers, body });
      await res.arrayBuffer();
      return res.status;
    }
  : (() => {
      const { Pool } = require(w.undici);
      const base = new URL(w.apiUrl);
      const pool = new Pool(base.origin, { connections: w.clients });
      return async (method, path, headers, body) => {
        const res = await pool.request({ method, path: base.pathname + path, headers, body });
        await res.body.dump();
        return res.statusCode;
      };
    })();
let ok = 0;
const statuses = {};
const end = Date.now() + w.ms;
const client = async () => {
  while (Date.now() < end) {
    const [method, path, headers, body, expect] = next();
    const status = await send(method, path, headers, typeof body === 'string' ? body : JSON.stringify(body));
    statuses[status] = (statuses[status] || 0) + 1;
    if (status === expect) ok++;
  }
};
Promise.all(Array.from({ length: w.clients }, client)).then(() => { process.stdout.write(JSON.stringify({ ok, statuses })); process.exit(0); });
`;

export type Client = 'undici' | 'fetch';

/** The clients, in a child process, writing for `ms`; what they counted. */
function writeFor(
  route: WriteRoute,
  setup: Setup,
  clients: number,
  ms: number,
  client: Client,
  dir: string,
): Promise<{ ok: number; statuses: Record<string, number> }> {
  const undici = createRequire(import.meta.url).resolve('undici');
  const config = join(dir, 'client.json');
  writeFileSync(config, JSON.stringify({ ...setup, route, clients, ms, client, undici }));
  const child = spawn(process.execPath, ['-e', CLIENT, config], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`the client process exited with ${code}`)),
    );
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
  /** CPU time of the server's process per acknowledged write, in ms: its loop, worker threads, GC, the kernel. */
  serverCpuMsPerWrite: number;
  statuses: Record<string, number>;
  /** Uploads and deployments: the window's writes whose work after the answer had ended by the end of the window. */
  processed?: { inWindow: number; drainMs: number; all: number };
}

/** Uploads processed (complete or failed), deployments published (or failed): work done after the answer. */
function doneCount(emu: Emulator, route: WriteRoute): number | undefined {
  if (route === 'uploads')
    return emu.ctx.store.peek(
      (s) =>
        Object.values(
          (s.areas.codeScanning as { uploads: Record<string, { status: string }> } | undefined)?.uploads ??
            {},
        ).filter((u) => u.status !== 'pending').length,
    );
  if (route === 'deployments')
    return emu.ctx.store.peek(
      (s) =>
        (
          (s.areas.pages as { deployments: { syncedMs?: number; failure?: unknown }[] } | undefined)
            ?.deployments ?? []
        ).filter((d) => d.syncedMs !== undefined || d.failure !== undefined).length,
    );
  return undefined;
}

/** Wait until the work of every write is done (at most a minute); how long that took. */
async function drain(emu: Emulator, route: WriteRoute, writes: number): Promise<number> {
  const t0 = performance.now();
  while ((doneCount(emu, route) ?? writes) < writes && performance.now() - t0 < 60_000)
    await new Promise((r) => setTimeout(r, 20));
  return performance.now() - t0;
}

type Options = {
  clients?: number;
  ms?: number;
  routes?: readonly WriteRoute[];
  states?: boolean[];
  client?: Client;
};

/** Each route, in memory then with a state directory, each on a fresh emulator. */
export async function measureWrites(options: Options = {}): Promise<WriteFigure[]> {
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
          const doneBefore = doneCount(emu, route) ?? 0;
          // The server's own time per write: the busy time of its event loop, and its process's CPU time.
          const before = performance.eventLoopUtilization();
          const cpu = process.cpuUsage();
          const { ok, statuses } = await writeFor(route, setup, clients, ms, options.client ?? 'undici', dir);
          const busy = performance.eventLoopUtilization(before).active;
          const used = process.cpuUsage(cpu);
          const done = doneCount(emu, route);
          const accepted = Object.entries(statuses).reduce((n, [s, c]) => n + (Number(s) < 300 ? c : 0), 0);
          figures.push({
            route,
            state,
            perSecond: Math.round(ok / (ms / 1000)),
            serverMsPerWrite: ok > 0 ? busy / ok : NaN,
            serverCpuMsPerWrite: ok > 0 ? (used.user + used.system) / 1000 / ok : NaN,
            statuses,
            ...(done === undefined
              ? {}
              : {
                  processed: {
                    inWindow: done - doneBefore,
                    drainMs: await drain(emu, route, doneBefore + accepted),
                    all: accepted,
                  },
                }),
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

/**
 * The clients' ceiling: deploy-key creations (as the bench sends them) against a plain node:http server that
 * answers 201 at once, with each client kind. What the server can show is bounded by this.
 */
export async function measureClientCeiling(
  options: { clients?: number; ms?: number; kinds?: readonly Client[] } = {},
): Promise<{ client: Client; perSecond: number; serverCpuMsPerWrite: number }[]> {
  const ms = options.ms ?? 2_000;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end('{"id":1}'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  const dir = mkdtempSync(join(tmpdir(), 'write-ceiling-'));
  const out = [];
  try {
    for (const client of options.kinds ?? (['undici', 'fetch'] as const)) {
      const cpu = process.cpuUsage();
      const setup = { apiUrl: `http://127.0.0.1:${port}/api/v3` };
      const { ok } = await writeFor('deploy keys', setup, options.clients ?? 20, ms, client, dir);
      const used = process.cpuUsage(cpu);
      out.push({
        client,
        perSecond: Math.round(ok / (ms / 1000)),
        serverCpuMsPerWrite: (used.user + used.system) / 1000 / ok,
      });
    }
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

export function formatCeiling(
  figures: { client: Client; perSecond: number; serverCpuMsPerWrite: number }[],
  clients = 20,
): string {
  return figures
    .map(
      (f) =>
        `client ceiling (${f.client.padEnd(6)}): ${String(f.perSecond).padStart(5)} answers/s from ${clients} clients to a server that only answers 201 (its CPU ${f.serverCpuMsPerWrite.toFixed(2)} ms a request)`,
    )
    .join('\n');
}

export function formatWrites(figures: WriteFigure[], clients = 20, ms = 2_000): string {
  return figures
    .map((f) => {
      const statuses = Object.entries(f.statuses)
        .map(([s, n]) => `${n}×${s}`)
        .join(', ');
      // What the route sustains: its writes acknowledged and their work done, over the window and the drain after.
      const work = f.processed
        ? `; ${f.route === 'uploads' ? 'processed' : 'published'} ${Math.round(f.processed.inWindow / (ms / 1000))}/s within the window, all ${f.processed.all} ${(f.processed.drainMs / 1000).toFixed(1)} s after it: ${Math.round(f.processed.all / ((ms + f.processed.drainMs) / 1000))}/s sustained`
        : '';
      return `${f.route.padEnd(12)} ${f.state ? 'with --state' : 'in memory   '}: ${String(f.perSecond).padStart(5)} acknowledged writes/s, ${clients} clients, server loop ${f.serverMsPerWrite.toFixed(2)} ms and CPU ${f.serverCpuMsPerWrite.toFixed(2)} ms a write (${statuses})${work}`;
    })
    .join('\n');
}
