/**
 * One measurement in a fresh process, so that peak RSS is this measurement's own. bench/run.ts builds it with the
 * engine into one bundle, as dist/ is built (no TypeScript loader in the measured process), and runs it as
 * `node bench/.data/measure/index.js '<job json>'`; prints one JSON line on stdout. Exits non-zero on a crash or
 * when the check's output is not what the case expects (a broken engine must not produce fast-looking numbers).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { check } from '../src/sarif/check.js';
import { keepYoungGenerationSmall } from '../src/heap.js';
import { gunzipSync, gzipSync } from 'node:zlib';

export interface Expect {
  /** Results in the input. */
  results: number;
  /** Results kept across all runs of all uploads. */
  kept: number;
  /** Thread-flow locations the report must say were dropped. */
  threadFlowLocationsDropped?: number;
  /** Uploads the check must make. */
  uploads?: number;
}

export interface Job {
  mode: 'check' | 'baseline';
  /** A SARIF file, or a directory of them. */
  file: string;
  expect: Expect;
  /** Worker threads for the check (undefined: the engine's own choice). */
  workers?: number;
}

export interface CheckFigures {
  mode: 'check';
  timings: Record<string, number>;
  results: number;
  kept: number;
  gzipBytes: number;
  startRssMB: number;
  peakRssMB: number;
  /** CPU time of the process (user + system, all threads). */
  cpuMs: number;
}

export interface BaselineFigures {
  mode: 'baseline';
  readMs: number;
  parseMs: number;
  stringifyMs: number;
  gzipMs: number;
  base64Ms: number;
  totalMs: number;
  gzipBytes: number;
  startRssMB: number;
  peakRssMB: number;
  cpuMs: number;
}

const MB = 1e6;
const now = () => performance.now();
/**
 * This process's peak RSS. Linux keeps getrusage's maxRSS across exec, so there it would be at least the bench
 * runner's RSS when it spawned this process: VmHWM is this process's own. Both are in KiB.
 */
const peakRssMB = () => {
  const status = existsSync('/proc/self/status') ? readFileSync('/proc/self/status', 'utf8') : '';
  const hwm = /VmHWM:\s*(\d+) kB/.exec(status);
  return ((hwm ? Number(hwm[1]) : process.resourceUsage().maxRSS) * 1024) / MB;
};
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function fail(message: string): never {
  throw new Error(`verification failed: ${message}`);
}

async function measureCheck(job: Job, startRssMB: number): Promise<CheckFigures> {
  const r = await check([job.file], job.workers === undefined ? {} : { workers: job.workers });
  const peak = peakRssMB();
  const cpu = cpuMs();

  // Cheap checks of the output, after the figures are taken.
  const e = job.expect;
  if (!r.valid)
    fail(
      `not valid: ${r.diagnostics
        .slice(0, 3)
        .map((d) => d.message)
        .join('; ')}`,
    );
  const read = r.inputs.reduce((n, i) => n + i.results, 0);
  if (read !== e.results) fail(`read ${read} results, expected ${e.results}`);
  if (e.uploads !== undefined && r.uploads.length !== e.uploads)
    fail(`made ${r.uploads.length} uploads, expected ${e.uploads}`);
  const kept = r.report.runs.reduce((n, run) => n + run.resultsKept, 0);
  if (kept !== e.kept) fail(`kept ${kept} results, expected ${e.kept}`);
  const tfDropped = r.report.runs.reduce((n, run) => n + run.dropped.threadFlowLocations, 0);
  if (e.threadFlowLocationsDropped !== undefined && tfDropped !== e.threadFlowLocationsDropped) {
    fail(`report says ${tfDropped} thread-flow locations dropped, expected ${e.threadFlowLocationsDropped}`);
  }
  let decoded = 0;
  for (const u of r.uploads) {
    if (u.sarif.length !== 4 * Math.ceil(u.gzip.length / 3))
      fail('Base64 length does not match the gzip length');
    const doc = JSON.parse(gunzipSync(u.gzip).toString('utf8')) as { runs: SarifRun[] };
    for (const run of doc.runs) decoded += verifyRun(run);
  }
  if (decoded !== e.kept) fail(`uploads hold ${decoded} results, expected ${e.kept}`);
  return {
    mode: 'check',
    timings: { ...r.timings },
    results: e.results,
    kept,
    gzipBytes: r.uploads.reduce((n, u) => n + u.gzip.length, 0),
    startRssMB,
    peakRssMB: peak,
    cpuMs: cpu,
  };
}

interface SarifRun {
  tool: { driver: { rules?: { id: string }[] } };
  results?: {
    ruleId?: string;
    ruleIndex?: number;
    codeFlows?: { threadFlows: { locations: unknown[] }[] }[];
  }[];
}

/** Every kept result within the thread-flow limit and pointing at its own rule; returns the result count. */
function verifyRun(run: SarifRun): number {
  const rules = run.tool.driver.rules ?? [];
  for (const res of run.results ?? []) {
    if (res.ruleIndex !== undefined && rules[res.ruleIndex]?.id !== res.ruleId) {
      fail(
        `result with ruleId ${res.ruleId} points at rule ${rules[res.ruleIndex]?.id} (index ${res.ruleIndex})`,
      );
    }
    for (const cf of res.codeFlows ?? []) {
      for (const tf of cf.threadFlows)
        if (tf.locations.length > 1000) fail(`${tf.locations.length} thread-flow locations kept`);
    }
  }
  return run.results?.length ?? 0;
}

/**
 * The floor: what any tool that parses the whole file and uploads it (gzip, then Base64) must pay. For a directory,
 * every file read and parsed, their runs put in one document (read and parse times are then interleaved, and
 * counted as parse).
 */
function measureBaseline(job: Job, startRssMB: number): BaselineFigures {
  const t0 = now();
  let doc: { runs: { results?: unknown[] }[] };
  let t1: number;
  if (statSync(job.file).isDirectory()) {
    doc = { runs: [] };
    t1 = now();
    for (const f of readdirSync(job.file).sort()) {
      const one = JSON.parse(readFileSync(join(job.file, f), 'utf8')) as typeof doc;
      for (const run of one.runs) doc.runs.push(run);
    }
  } else {
    const text = readFileSync(job.file, 'utf8');
    t1 = now();
    doc = JSON.parse(text) as typeof doc;
  }
  const t2 = now();
  const out = JSON.stringify(doc);
  const t3 = now();
  const gz = gzipSync(out, { level: 6 });
  const t4 = now();
  const b64 = gz.toString('base64');
  const t5 = now();
  const peak = peakRssMB();
  const cpu = cpuMs();
  if (b64.length !== 4 * Math.ceil(gz.length / 3)) fail('Base64 length does not match the gzip length');
  const results = doc.runs.reduce((n, run) => n + (run.results?.length ?? 0), 0);
  if (results !== job.expect.results)
    fail(`baseline read ${results} results, expected ${job.expect.results}`);
  return {
    mode: 'baseline',
    readMs: t1 - t0,
    parseMs: t2 - t1,
    stringifyMs: t3 - t2,
    gzipMs: t4 - t3,
    base64Ms: t5 - t4,
    totalMs: t5 - t0,
    gzipBytes: gz.length,
    startRssMB,
    peakRssMB: peak,
    cpuMs: cpu,
  };
}

async function main(): Promise<void> {
  const job = JSON.parse(process.argv[2]) as Job;
  if (job.mode === 'check') keepYoungGenerationSmall(); // as the CLI and the upload step run the engine
  const startRssMB = process.memoryUsage().rss / MB;
  const figures =
    job.mode === 'check' ? await measureCheck(job, startRssMB) : measureBaseline(job, startRssMB);
  process.stdout.write(JSON.stringify(figures) + '\n');
}

// Built into one bundle by bench/run.ts, which is then also the entry point of the engine's worker threads.
if (isMainThread)
  main().catch((err: unknown) => {
    process.stderr.write(`${(err as Error)?.stack ?? String(err)}\n`);
    process.exitCode = 1;
  });
