/** Run a workflow written in the test: a fresh checkout with the given files, the embedded emulator, the log kept. */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { afterAll } from '@jest/globals';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runWorkflow, type RunOptions, type RunResult } from '../../src/runner/index.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The CLI from src/ in a process of its own (through tsx), as a user runs it: its exit status, stdout and stderr. */
export function cli(args: string[], cwd?: string): SpawnSyncReturns<string> {
  return spawnSync(
    process.execPath,
    ['--import', join(ROOT, 'node_modules/tsx/dist/esm/index.mjs'), join(ROOT, 'src/cli/index.ts'), ...args],
    { cwd, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
}

export interface Ran {
  result: RunResult;
  /** Everything written to the output. */
  text: string;
  workspace: string;
}

/** The checkouts this test file made: removed once its tests have run (they were left in the temp directory). */
const checkouts: string[] = [];
afterAll(() => {
  for (const ws of checkouts.splice(0)) rmSync(ws, { recursive: true, force: true });
});

export function checkout(files: Record<string, string>): string {
  const ws = mkdtempSync(join(tmpdir(), 'runner-test-'));
  checkouts.push(ws);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(ws, path)), { recursive: true });
    writeFileSync(join(ws, path), content);
    if (content.startsWith('#!')) chmodSync(join(ws, path), 0o755);
  }
  return ws;
}

export async function run(
  yaml: string,
  options: Partial<RunOptions> & { files?: Record<string, string> } = {},
): Promise<Ran> {
  const { files = {}, ...rest } = options;
  const workspace = checkout({ ...files, '.github/workflows/w.yml': yaml });
  let text = '';
  const result = await runWorkflow({
    workflow: join(workspace, '.github/workflows/w.yml'),
    workspace,
    output: { write: (t) => (text += t) },
    processingDelayMs: 20,
    ...rest,
  });
  return { result, text, workspace };
}

/** The steps of a job as `name: conclusion`. */
export const conclusions = (r: RunResult, job: string) =>
  r.steps.filter((s) => s.job === job).map((s) => `${s.step}: ${s.conclusion}`);

/** The run succeeded; else the test fails showing its log. */
export function succeeded(r: RunResult, text: string): void {
  if (r.conclusion !== 'success') throw new Error(`the workflow ${r.conclusion}:\n${text}`);
}
