/**
 * A stop the step cannot report itself: work no signal reaches (here a step that never finishes) outlasts the
 * grace period, so 1.5 s after SIGTERM the step writes the report it registered — outputs, job summary, the
 * failure — and leaves; a second signal does that at once. (Steps whose requests are stopped report themselves
 * within milliseconds: cancel.test.ts.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStep, type RunningStep } from '../support/run-step.js';

const BUSY = join(import.meta.dirname, '..', 'support', 'busy-step.ts');
let work: string;
beforeAll(() => (work = mkdtempSync(join(tmpdir(), 'step-stop-'))));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function busy(): Promise<RunningStep> {
  const running = startStep(BUSY, {}, {}, work);
  while (!running.stdout().includes('busy')) await new Promise((resolve) => setTimeout(resolve, 50));
  return running;
}

it('writes the late report 1.5 s after SIGTERM, and leaves', async () => {
  const running = await busy();
  const at = performance.now();
  running.child.kill('SIGTERM');
  const r = await running.done;
  const took = r.endedAt - at;
  expect(took).toBeGreaterThan(1_400);
  expect(took).toBeLessThan(2_000);
  expect(r.code).toBe(1);
  expect(r.stdout).toContain('::warning::SIGTERM received: stopping');
  expect(r.stdout).toContain('::error::stopped by SIGTERM while busy');
  expect(r.outputs.state).toBe('stopped late');
  expect(r.summary).toContain('## Busy step: stopped');
});

it('leaves at once on a second signal', async () => {
  const running = await busy();
  running.child.kill('SIGINT');
  await new Promise((resolve) => setTimeout(resolve, 200));
  const at = performance.now();
  running.child.kill('SIGINT');
  const r = await running.done;
  expect(r.endedAt - at).toBeLessThan(500);
  expect(r.stdout).toContain('::error::stopped by SIGINT while busy');
});
