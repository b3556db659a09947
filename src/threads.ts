/**
 * Worker threads that run one of our own modules. From the TypeScript sources (tests, benchmarks) the worker first
 * registers tsx, since Node 20 does not pass `--import` loaders on to workers, then imports the module. From a bundle
 * (dist/) a module may sit in a chunk the bundle loads on demand, which does nothing when loaded on its own: the
 * worker runs the bundle's entry (`index.js` beside the chunk), which on a worker thread loads the module of its
 * role (the CLI's entry: src/cli/index.ts). Used by the engine's result pool, the emulator's processing worker and hashFiles().
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** The roles, and the module each is served by (loaded on demand, so the entry stays small for every other use). */
export const WORKER_ROLES = {
  resultPool: 'sarif-pipeline:result-worker',
  emulator: 'sarif-pipeline:emulator-worker',
  hashFiles: 'sarif-pipeline:hash-files',
} as const;
type Role = (typeof WORKER_ROLES)[keyof typeof WORKER_ROLES];

/**
 * A worker running the module at `moduleUrl` (the caller's `import.meta.url`), given `{ role, ...data }` as its data
 * (data that can be cloned: a SharedArrayBuffer stays shared).
 */
export function startModuleWorker(moduleUrl: string, role: Role, data: Record<string, unknown> = {}): Worker {
  const self = new URL(moduleUrl);
  const workerData = { role, ...data };
  if (!self.pathname.endsWith('.ts')) return new Worker(new URL('index.js', self), { workerData });
  const tsx = new URL(
    'dist/esm/api/index.mjs',
    pathToFileURL(createRequire(self).resolve('tsx/package.json')),
  );
  const code = `import(${JSON.stringify(tsx.href)}).then((m) => { m.register(); return import(${JSON.stringify(self.href)}); });`;
  return new Worker(code, { eval: true, workerData });
}
