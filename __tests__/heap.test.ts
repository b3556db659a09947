import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';

/**
 * The young generation's largest size in a child process that keeps many objects alive through scavenges (as a
 * check keeps facts per file and per run), with or without keepYoungGenerationSmall first.
 */
function youngGenerationMB(small: boolean): number {
  const script = `
    const { getHeapSpaceStatistics } = await import('node:v8');
    ${small ? `(await import(${JSON.stringify(new URL('../src/heap.ts', import.meta.url).href)})).keepYoungGenerationSmall();` : ''}
    const kept = [];
    let largest = 0;
    for (let i = 0; i < 400_000; i++) {
      kept.push({ i, name: 'file-' + i, counts: [i, i + 1] });
      if (i % 10_000 === 0) {
        const young = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
        largest = Math.max(largest, young.space_size);
      }
    }
    process.stdout.write(String(largest / 2 ** 20));
  `;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`the child failed: ${child.stderr}`);
  return Number(child.stdout);
}

describe('the heap setting of the processes that run the engine', () => {
  // Guards the flag itself: a Node whose V8 froze its flags after start, or renamed this one, would silently give
  // back the 30-50 MB it saves on many small files (docs/benchmarks.md).
  it('keeps the young generation at its first size where V8 would grow it', () => {
    const grown = youngGenerationMB(false);
    const kept = youngGenerationMB(true);
    // Measured 32 MB grown, 4 kept (the loader's start-up had grown it once before the flag was set).
    expect(grown).toBeGreaterThanOrEqual(16);
    expect(kept).toBeLessThanOrEqual(4);
  });
});
