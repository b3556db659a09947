/**
 * The young generation kept at its first size in the processes that run the engine (the CLI, the upload step, the
 * engine's benchmark). V8 doubles it, up to 32 MB, whenever many objects outlive a scavenge, which the facts a check
 * keeps per file and per run do: that memory is touched once and never given back. Kept small, the peak RSS of
 * 10,000 files of 4 KB was 0.70x (111 against 158 MiB), of 8,000 runs in one file 0.77x, of the 25,000-rule file
 * 0.84x, at the same time (farm-bench medians 0.94-1.00x on 10,000 files, 100,000 results, thread flows; machine
 * and figures in docs/benchmarks.md). The flag is read when V8 grows the space, so setting it at start is enough.
 */
import { setFlagsFromString } from 'node:v8';

export function keepYoungGenerationSmall(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}
