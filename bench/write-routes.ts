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
 * Each run warms up first, not counted (at least a second and 3,000 answers), and the figures are of the window after
 * it: until V8 has compiled the request path (a few thousand requests), a write costs the server and the clients two
 * to three times as much CPU, and the clients' process starting up would count as the server's idle time.
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

/**
 * `deployments` deploys one site again and again (its files stored once: site-store.ts); `new sites`
 * deploys a site never stored before each time (a page and a manifest written a deployment).
 */
export const WRITE_ROUTES = ['deploy keys', 'uploads', 'properties', 'deployments', 'new sites'] as const;
export type WriteRoute = (typeof WRITE_ROUTES)[number];

interface Setup {
  apiUrl: string;
  upload?: string;
  artifactId?: number;
  /** Artifacts of distinct sites, for the new sites route (used in turn). */
  artifactIds?: number[];
  oidcToken?: string;
}

/** Enough distinct sites for the warm-up and window of the new sites route at the rates measured (~3,000/s). */
const NEW_SITES = 15_000;

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
    case 'new sites':
      return ['POST', '/repos/acme/webapp/pages/deployments', W, { artifact_id: w.artifactIds[n % w.artifactIds.length], pages_build_version: 'v' + n, oidc_token: w.oidcToken }, 200];
  }
};
// undici's Pool by default: fetch costs the client about ten times as much a request (see the ceiling below). 'raw':
// HTTP/1.1 written and read on keep-alive sockets by hand (status line, content-length or chunked end), a quarter of
// undici's CPU a request, so that the clients take less of the 2 cores the server is measured on.
const rawSend = () => {
  const net = require('node:net');
  const base = new URL(w.apiUrl);
  const idle = [];
  const open = () => new Promise((resolve, reject) => {
    const s = net.connect(Number(base.port), base.hostname, () => { s.off('error', reject); resolve(s); });
    s.setNoDelay(true);
    s.once('error', reject);
  });
  // One answer: its status, and whether the socket may carry the next request (else it is closed).
  const answer = (s) => new Promise((resolve, reject) => {
    let buf = Buffer.alloc(0);
    const off = () => { s.off('data', onData); s.off('error', fail); s.off('close', closed); };
    const fail = (e) => { off(); s.destroy(); reject(e); };
    const closed = () => fail(new Error('the server closed the connection before its answer'));
    const done = (status, head) => { off(); resolve([status, !/\\r\\nconnection: *close/.test(head)]); };
    const onData = (c) => {
      buf = buf.length ? Buffer.concat([buf, c]) : c;
      const end = buf.indexOf('\\r\\n\\r\\n');
      if (end < 0) return;
      const status = Number(buf.toString('latin1', 9, 12));
      const h = buf.toString('latin1', 0, end).toLowerCase();
      const cl = /\\r\\ncontent-length: *(\\d+)/.exec(h);
      if (cl) { if (buf.length >= end + 4 + Number(cl[1])) done(status, h); }
      else if (h.includes('transfer-encoding: chunked')) { if (buf.indexOf('\\r\\n0\\r\\n\\r\\n', end) >= 0) done(status, h); }
      else if (status === 204 || status === 304) done(status, h);
      else fail(new Error('an answer without content-length or chunked body'));
    };
    s.on('data', onData);
    s.once('error', fail);
    s.once('close', closed);
  });
  const once = async (method, path, headers, b) => {
    const s = idle.pop() ?? (await open());
    let req = method + ' ' + base.pathname + path + ' HTTP/1.1\\r\\nhost: ' + base.host + '\\r\\n';
    for (const k in headers) req += k + ': ' + headers[k] + '\\r\\n';
    req += 'content-length: ' + b.length + '\\r\\n\\r\\n';
    const got = answer(s);
    s.write(Buffer.concat([Buffer.from(req, 'latin1'), b]));
    const [status, keep] = await got;
    if (keep) idle.push(s);
    else s.destroy();
    return status;
  };
  // A kept connection the server has since closed fails once: the request goes again on a new one.
  return (method, path, headers, body) => {
    const b = Buffer.from(body);
    return once(method, path, headers, b).catch(() => once(method, path, headers, b));
  };
};
const send = w.client === 'raw' ? rawSend() : w.client === 'fetch'
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
// A warm-up first (not counted): at least warmMs and warmWrites answers (at most ten times warmMs), then the window
// of ms: only answers that arrive within it count. The parent is told when the window starts and ends ("window",
// "end" lines), so that it measures the server over the window alone.
let ok = 0;
const statuses = {};
let answers = 0;
const t0 = Date.now();
let cpu = process.cpuUsage();
let phase = 'warm';
const open = () => {
  if (phase !== 'warm') return;
  phase = 'window';
  cpu = process.cpuUsage();
  process.stdout.write('window\\n');
  setTimeout(close, w.ms);
};
const close = () => { open(); if (phase !== 'window') return; phase = 'end'; cpu = process.cpuUsage(cpu); process.stdout.write('end\\n'); };
const warm = () => { if (Date.now() - t0 >= w.warmMs && answers >= w.warmWrites) open(); };
setTimeout(warm, w.warmMs);
setTimeout(open, 10 * w.warmMs);
const client = async () => {
  while (phase !== 'end') {
    const [method, path, headers, body, expect] = next();
    const status = await send(method, path, headers, typeof body === 'string' ? body : JSON.stringify(body));
    answers++;
    if (phase === 'warm') warm();
    else if (phase === 'window') {
      statuses[status] = (statuses[status] || 0) + 1;
      if (status === expect) ok++;
    }
  }
};
Promise.all(Array.from({ length: w.clients }, client)).then(() => {
  close();
  process.stdout.write('result ' + JSON.stringify({ ok, statuses, clientCpuMs: (cpu.user + cpu.system) / 1000 }) + '\\n');
  process.exit(0);
});
`;

export type Client = 'undici' | 'fetch' | 'raw';

interface ClientResult {
  ok: number;
  statuses: Record<string, number>;
  /** The client process's CPU time over the window, in ms. */
  clientCpuMs: number;
}

/**
 * The clients, in a child process, writing for a warm-up (not counted: at least `warmMs` and `warmWrites` answers,
 * at most ten times `warmMs`) and then for `ms`; what they counted in the window. `window` is called when the window starts and when it ends.
 */
function writeFor(
  route: WriteRoute,
  setup: Setup,
  o: { clients: number; ms: number; warmMs: number; warmWrites: number; client: Client; dir: string },
  window: (phase: 'start' | 'end') => void = () => {},
): Promise<ClientResult> {
  const undici = createRequire(import.meta.url).resolve('undici');
  const config = join(o.dir, 'client.json');
  writeFileSync(config, JSON.stringify({ ...setup, route, ...o, undici }));
  const child = spawn(process.execPath, ['-e', CLIENT, config], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  let result: ClientResult | undefined;
  child.stdout.on('data', (c: Buffer) => {
    out += c.toString();
    for (let nl = out.indexOf('\n'); nl >= 0; nl = out.indexOf('\n')) {
      const line = out.slice(0, nl);
      out = out.slice(nl + 1);
      if (line === 'window') window('start');
      else if (line === 'end') window('end');
      else if (line.startsWith('result ')) result = JSON.parse(line.slice(7));
    }
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 && result ? resolve(result) : reject(new Error(`the client process exited with ${code}`)),
    );
  });
}

/** A tar of one file, index.html, holding `content` (at most 511 bytes). */
function oneFileTar(content: string): Buffer {
  const tar = Buffer.alloc(2048);
  tar.write('index.html', 0);
  tar.write('0000644\0', 100);
  tar.write(`${Buffer.byteLength(content).toString(8).padStart(11, '0')}\0`, 124);
  tar.write('00000000000\0', 136);
  tar.write('0', 156);
  tar.write('ustar\x0000', 257);
  tar.fill(0x20, 148, 156);
  let sum = 0;
  for (let i = 0; i < 512; i++) sum += tar[i];
  tar.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  tar.write(content, 512);
  return tar;
}

/** The deployment routes need a site, artifacts of the run, an OIDC token of the job; uploads a SARIF body. */
async function prepare(emu: Emulator, route: WriteRoute): Promise<Setup> {
  const W = { authorization: 'Bearer svc_workflow_webapp' };
  await fetch(`${emu.apiUrl}/repos/acme/webapp/pages`, {
    method: 'POST',
    headers: H,
    body: JSON.stringify({ build_type: 'workflow' }),
  });
  const artifact = async (name: string, content: string) => {
    const put = await fetch(`${emu.origin}/_artifacts/acme/webapp/${name}`, {
      method: 'PUT',
      headers: W,
      body: oneFileTar(content),
    });
    return ((await put.json()) as { id: number }).id;
  };
  const id = await artifact('github-pages', 'ok');
  const artifactIds: number[] = [];
  if (route === 'new sites') {
    // 20 at a time; each its own page.
    for (let i = 0; i < NEW_SITES; i += 20)
      artifactIds.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, (_, k) => artifact(`site-${i + k}`, `ok ${i + k}`)),
        )),
      );
  }
  const oidc = (await (await fetch(`${emu.origin}/_oidc/token?api-version=2.0`, { headers: W })).json()) as {
    value: string;
  };
  const upload = JSON.stringify({
    commit_sha: 'c'.repeat(40),
    ref: 'refs/heads/main',
    sarif: gzipSync(JSON.stringify(generateSarif({ results: 30, rules: 5, seed: 2 }))).toString('base64'),
  });
  return { apiUrl: emu.apiUrl, upload, artifactId: id, artifactIds, oidcToken: oidc.value };
}

export interface WriteFigure {
  route: WriteRoute;
  state: boolean;
  perSecond: number;
  /** Busy time of the server's event loop per acknowledged write, in ms (background work of the window included). */
  serverMsPerWrite: number;
  /** CPU time of the server's process per acknowledged write, in ms: its loop, worker threads, GC, the kernel. */
  serverCpuMsPerWrite: number;
  /** CPU time of the clients' process per acknowledged write, in ms: it shares the machine's cores with the server. */
  clientCpuMsPerWrite: number;
  statuses: Record<string, number>;
  /**
   * Uploads and deployments: how many writes' work after the answer ended within the window, how long the rest (the
   * warm-up's included) took after it, and how many writes the window acknowledged.
   */
  processed?: { inWindow: number; drainMs: number; all: number };
}

/** Uploads processed (complete or failed), deployments published (or failed): work done after the answer. */
function workCount(emu: Emulator, route: WriteRoute): { done: number; pending: number } | undefined {
  const count = <T>(all: T[], done: (x: T) => boolean) => {
    const n = all.filter(done).length;
    return { done: n, pending: all.length - n };
  };
  if (route === 'uploads')
    return emu.ctx.store.peek((s) =>
      count(
        Object.values(
          (s.areas.codeScanning as { uploads: Record<string, { status: string }> } | undefined)?.uploads ??
            {},
        ),
        (u: { status: string }) => u.status !== 'pending',
      ),
    );
  if (route === 'deployments' || route === 'new sites')
    return emu.ctx.store.peek((s) =>
      count(
        (s.areas.pages as { deployments: { syncedMs?: number; failure?: unknown }[] } | undefined)
          ?.deployments ?? [],
        (d: { syncedMs?: number; failure?: unknown }) => d.syncedMs !== undefined || d.failure !== undefined,
      ),
    );
  return undefined;
}

/** Wait until the work of every write is done (at most a minute); how long that took. */
async function drain(emu: Emulator, route: WriteRoute): Promise<number> {
  const t0 = performance.now();
  while ((workCount(emu, route)?.pending ?? 0) > 0 && performance.now() - t0 < 60_000)
    await new Promise((r) => setTimeout(r, 20));
  return performance.now() - t0;
}

type Options = {
  clients?: number;
  ms?: number;
  /**
   * Writes before the window, not counted: at least `warmMs` (default 1 s) and `warmWrites` answers (default 3,000;
   * not for uploads and deployments), at most ten times `warmMs`. V8 compiles the request path after a few thousand
   * requests (the server's and the clients'); until then a write costs two to three times as much CPU.
   */
  warmMs?: number;
  warmWrites?: number;
  routes?: readonly WriteRoute[];
  states?: boolean[];
  client?: Client;
};

/** Each route, in memory then with a state directory, each on a fresh emulator. */
export async function measureWrites(options: Options = {}): Promise<WriteFigure[]> {
  const clients = options.clients ?? 20;
  const ms = options.ms ?? 2_000;
  const warmMs = options.warmMs ?? 1_000;
  const warmWrites = options.warmWrites ?? 3_000;
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
          const setup = await prepare(emu, route);
          const after = route !== 'deploy keys' && route !== 'properties';
          // The server's own time per write over the window: the busy time of its event loop, its process's CPU.
          let before = performance.eventLoopUtilization();
          let cpu = process.cpuUsage();
          let busy = NaN;
          let used = { user: NaN, system: NaN };
          let doneBefore = 0;
          let doneAfter: number | undefined;
          const { ok, statuses, clientCpuMs } = await writeFor(
            route,
            setup,
            // Uploads and deployments warm up for warmMs alone: their work after the answer lags behind, and a
            // longer warm-up would leave a backlog to the window.
            {
              clients,
              ms,
              warmMs,
              warmWrites: after ? 0 : warmWrites,
              client: options.client ?? 'undici',
              dir,
            },
            (phase) => {
              if (phase === 'start') {
                before = performance.eventLoopUtilization();
                cpu = process.cpuUsage();
                doneBefore = workCount(emu, route)?.done ?? 0;
                return;
              }
              busy = performance.eventLoopUtilization(before).active;
              used = process.cpuUsage(cpu);
              doneAfter = workCount(emu, route)?.done;
            },
          );
          const accepted = Object.entries(statuses).reduce((n, [s, c]) => n + (Number(s) < 300 ? c : 0), 0);
          figures.push({
            route,
            state,
            perSecond: Math.round(ok / (ms / 1000)),
            serverMsPerWrite: ok > 0 ? busy / ok : NaN,
            serverCpuMsPerWrite: ok > 0 ? (used.user + used.system) / 1000 / ok : NaN,
            clientCpuMsPerWrite: ok > 0 ? clientCpuMs / ok : NaN,
            statuses,
            ...(doneAfter === undefined
              ? {}
              : {
                  processed: {
                    inWindow: doneAfter - doneBefore,
                    drainMs: await drain(emu, route),
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
  options: {
    clients?: number;
    ms?: number;
    warmMs?: number;
    warmWrites?: number;
    kinds?: readonly Client[];
  } = {},
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
    for (const client of options.kinds ?? (['undici', 'raw', 'fetch'] as const)) {
      let cpu = process.cpuUsage();
      let used = { user: NaN, system: NaN };
      const setup = { apiUrl: `http://127.0.0.1:${port}/api/v3` };
      const warm = { warmMs: options.warmMs ?? 1_000, warmWrites: options.warmWrites ?? 3_000 };
      const o = { clients: options.clients ?? 20, ms, ...warm, client, dir };
      const { ok } = await writeFor('deploy keys', setup, o, (phase) => {
        if (phase === 'start') cpu = process.cpuUsage();
        else used = process.cpuUsage(cpu);
      });
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
      return `${f.route.padEnd(12)} ${f.state ? 'with --state' : 'in memory   '}: ${String(f.perSecond).padStart(5)} acknowledged writes/s, ${clients} clients, server loop ${f.serverMsPerWrite.toFixed(2)} ms and CPU ${f.serverCpuMsPerWrite.toFixed(2)} ms a write, clients' CPU ${f.clientCpuMsPerWrite.toFixed(2)} ms (${statuses})${work}`;
    })
    .join('\n');
}
