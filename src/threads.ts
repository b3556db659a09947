/**
 * Worker threads that run one of our own modules. From the bundle (dist/) the module is the bundle itself, whose
 * entry does its work only when `workerData.role` says so; from the TypeScript sources (tests, benchmarks) the
 * worker first registers tsx, since Node 20 does not pass `--import` loaders on to workers. Used by the engine's
 * result pool and the emulator's processing worker.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A worker running the module at `moduleUrl` (the caller's `import.meta.url`), given `{ role }` as its data. */
export function startModuleWorker(moduleUrl: string, role: string): Worker {
  const self = new URL(moduleUrl);
  if (!self.pathname.endsWith('.ts')) return new Worker(self, { workerData: { role } });
  const tsx = new URL(
    'dist/esm/api/index.mjs',
    pathToFileURL(createRequire(self).resolve('tsx/package.json')),
  );
  const code = `import(${JSON.stringify(tsx.href)}).then((m) => { m.register(); return import(${JSON.stringify(self.href)}); });`;
  return new Worker(code, { eval: true, workerData: { role } });
}
