/**
 * A cache saved by one job and restored by the next, through the emulator's cache service, by a JavaScript action
 * that calls `@actions/cache` (the library actions/cache v4 and the setup actions run) with nothing but the
 * variables the runner gives an action's process.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { run, succeeded } from './helpers.js';

const CACHE_LIB = dirname(createRequire(import.meta.url).resolve('@actions/cache/package.json'));

const ACTION = `name: cache
description: saves or restores deps/ with @actions/cache
inputs:
  mode: { required: true }
  key: { required: true }
outputs:
  result: { description: 'the entry id saved, or the key restored' }
runs:
  using: node20
  main: index.cjs
`;

const INDEX = `const { appendFileSync } = require('node:fs');
const cache = require(${JSON.stringify(CACHE_LIB)});
(async () => {
  const key = process.env.INPUT_KEY;
  const result =
    process.env.INPUT_MODE === 'save'
      ? await cache.saveCache(['deps'], key)
      : await cache.restoreCache(['deps'], key + '-newer', [key]);
  appendFileSync(process.env.GITHUB_OUTPUT, 'result=' + (result ?? '') + '\\n');
})().catch((e) => {
  console.log('::error::' + e.message);
  process.exitCode = 1;
});
`;

const WORKFLOW = `on: push
jobs:
  save:
    runs-on: ubuntu-latest
    outputs:
      id: \${{ steps.save.outputs.result }}
    steps:
      - run: mkdir -p deps && echo "built once" > deps/out.txt
      - id: save
        uses: ./cache-action
        with: { mode: save, key: deps-v1 }
  restore:
    needs: save
    runs-on: ubuntu-latest
    outputs:
      key: \${{ steps.restore.outputs.result }}
    steps:
      - run: rm -rf deps
      - id: restore
        uses: ./cache-action
        with: { mode: restore, key: deps-v1 }
      - run: cat deps/out.txt
`;

it('restores in one job what the job before it saved, by restore key, with the variables of a runner', async () => {
  const { result, text } = await run(WORKFLOW, {
    files: { 'cache-action/action.yml': ACTION, 'cache-action/index.cjs': INDEX },
  });
  succeeded(result, text);
  expect(Number(result.jobs.save.outputs.id)).toBeGreaterThan(0);
  expect(result.jobs.restore.outputs.key).toBe('deps-v1');
  expect(text).toContain('built once');
  expect(text).not.toMatch(/Failed to (save|restore)/);
});
