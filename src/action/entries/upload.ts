/**
 * The bundle's entry (dist/upload/index.js): runs the step. src/action/upload.ts only exports run(), so tools that import
 * it and call run() themselves (@github/local-action) run the step once. The bundle is also the entry of the
 * engine's worker threads, which must not run it.
 */
import { isMainThread } from 'node:worker_threads';
import { keepYoungGenerationSmall } from '../../heap.js';
import { run } from '../upload.js';

if (isMainThread) {
  keepYoungGenerationSmall();
  void run();
}
