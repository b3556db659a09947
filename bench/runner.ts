/**
 * `npx tsx bench/runner.ts [--steps N] [--runs N]`: what the workflow runner costs over the work it runs.
 *
 * - Time to the first step: from `runWorkflow()` to the first step's start, with the embedded emulator started in
 *   the same call (as `sarif-pipeline run` does), and against an emulator already running (`--api-url`): parse,
 *   evaluate, make the job's token, bind the job, resolve its actions.
 * - Per-step overhead: N steps of one JavaScript action (an empty main.js) under the runner, against running the same
 *   file by hand N times (`node main.js`, one after the other, with the same INPUT_ and runner files made), and N
 *   `run: true` steps against `bash -e` on a script by hand.
 *
 * Goals (issue 23): under 0.3 s to start a job, under 50 ms a step over the step's own time. A report, not a test:
 * a missed goal is printed; the figures are medians of --runs runs. Run it on a quiet machine.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runWorkflow } from '../src/runner/index.js';
import { startEmulator } from '../src/emulator/index.js';

const { values } = parseArgs({
  options: {
    steps: { type: 'string', default: '20' },
    runs: { type: 'string', default: '5' },
    // The bundled CLI to time from its process start (default dist/cli/index.js, if it has `run`).
    cli: { type: 'string', default: join(import.meta.dirname, '..', 'dist', 'cli', 'index.js') },
  },
});
const STEPS = Number(values.steps);
const RUNS = Number(values.runs);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${x.toFixed(1)} ms`;

function workspace(steps: string): string {
  const ws = mkdtempSync(join(tmpdir(), 'bench-runner-'));
  mkdirSync(join(ws, 'act'));
  writeFileSync(
    join(ws, 'act/action.yml'),
    'name: empty\ndescription: does nothing\ninputs:\n  word:\n    description: w\n    default: x\nruns:\n  using: node20\n  main: main.js\n',
  );
  writeFileSync(join(ws, 'act/main.js'), '');
  writeFileSync(join(ws, 'w.yml'), `on: push\njobs:\n  j:\n    runs-on: x\n    steps:\n${steps}`);
  return ws;
}

/** One run: when the first step started and how long the steps took, from the runner's own log. */
async function timed(ws: string, apiUrl?: string, adminToken?: string) {
  const t0 = performance.now();
  let first = 0;
  const result = await runWorkflow({
    workflow: join(ws, 'w.yml'),
    workspace: ws,
    apiUrl,
    adminToken,
    output: {
      write: (t) => {
        if (first === 0 && t.startsWith('▸ ')) first = performance.now();
      },
    },
  });
  if (result.conclusion !== 'success') throw new Error(`the bench workflow ${result.conclusion}`);
  const stepsMs = result.steps.reduce((a, s) => a + s.ms, 0);
  return { toFirst: first - t0, total: performance.now() - t0, stepsMs };
}

/** The same processes by hand, one after the other, spawned as the runner spawns them (asynchronously). */
async function byHand(ws: string, command: string, args: string[]): Promise<number> {
  const files = join(ws, 'files');
  mkdirSync(files, { recursive: true });
  const t0 = performance.now();
  for (let i = 0; i < STEPS; i++) {
    const env: Record<string, string> = { ...(process.env as Record<string, string>), INPUT_WORD: 'x' };
    for (const f of ['GITHUB_OUTPUT', 'GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY']) {
      env[f] = join(files, `${f}-${i}`);
      writeFileSync(env[f], '');
    }
    const child = spawn(command, args, { cwd: ws, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.resume();
    child.stderr.resume();
    const code = await new Promise<number | null>((done) => child.on('close', done));
    if (code !== 0) throw new Error(`${command} failed`);
  }
  return performance.now() - t0;
}

/** The bundled CLI from its process start to the first step's first line (a step that prints at once). */
async function cliToFirstStep(ws: string): Promise<number | undefined> {
  const cli = resolve(values.cli!);
  const help = spawn(process.execPath, [cli, 'run', '--help'], { stdio: 'ignore' });
  if ((await new Promise<number | null>((done) => help.on('close', done))) !== 0) return undefined;
  writeFileSync(
    join(ws, 'first.yml'),
    'on: push\njobs:\n  j:\n    runs-on: x\n    steps:\n      - run: echo first-step-line\n',
  );
  const t0 = performance.now();
  const child = spawn(process.execPath, [cli, 'run', 'first.yml'], {
    cwd: ws,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let seen = 0;
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    if (seen === 0 && out.includes('first-step-line')) seen = performance.now();
  });
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  if (code !== 0) throw new Error(`the CLI's run failed:\n${out}`);
  return seen - t0;
}

async function main() {
  process.stdout.write(
    `runner bench: ${STEPS} steps, median of ${RUNS} runs; Node ${process.versions.node}; load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n\n`,
  );
  const jsSteps = Array.from({ length: STEPS }, () => '      - uses: ./act\n').join('');
  const runSteps = Array.from({ length: STEPS }, () => '      - run: "true"\n').join('');
  const js = workspace(jsSteps);
  const sh = workspace(runSteps);
  writeFileSync(join(sh, 'script.sh'), 'true\n');

  const emu = await startEmulator({ warn: () => undefined });
  const embedded: number[] = [];
  const running: number[] = [];
  const jsOver: number[] = [];
  const shOver: number[] = [];
  const cli: number[] = [];
  try {
    await timed(js, emu.apiUrl, emu.adminToken); // warm
    for (let r = 0; r < RUNS; r++) {
      embedded.push((await timed(js)).toFirst);
      const j = await timed(js, emu.apiUrl, emu.adminToken);
      running.push(j.toFirst);
      const jsHand = await byHand(js, process.execPath, [join(js, 'act/main.js')]);
      // Per step: the runner's whole time after the first step started, against the same work by hand.
      jsOver.push((j.total - j.toFirst - jsHand) / STEPS);
      const s = await timed(sh, emu.apiUrl, emu.adminToken);
      const shHand = await byHand(sh, '/bin/bash', ['-e', join(sh, 'script.sh')]);
      shOver.push((s.total - s.toFirst - shHand) / STEPS);
      const c = await cliToFirstStep(sh);
      if (c !== undefined) cli.push(c);
    }
  } finally {
    await emu.close();
    rmSync(js, { recursive: true, force: true });
    rmSync(sh, { recursive: true, force: true });
  }
  const rows: [string, number, number | undefined][] = [
    ['to the first step, embedded emulator started in the call', median(embedded), 300],
    ['to the first step, emulator already running (--api-url)', median(running), 300],
    ['per step over `node main.js` by hand (JavaScript action)', median(jsOver), 50],
    ['per step over `bash -e script` by hand (run: step)', median(shOver), 50],
  ];
  if (cli.length > 0)
    rows.push(["the bundled CLI: process start to the first step's output", median(cli), undefined]);
  else process.stdout.write(`(${values.cli} has no \`run\` command: its process start is not measured)\n`);
  for (const [what, v, goal] of rows)
    process.stdout.write(
      `${what.padEnd(60)} ${ms(v).padStart(10)}  ${goal === undefined ? '(no goal)' : `goal < ${goal} ms ${v < goal ? 'met' : 'MISSED'}`}\n`,
    );
}

main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
