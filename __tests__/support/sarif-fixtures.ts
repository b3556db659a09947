/** The SARIF of real tools (fixtures/sarif) and of Microsoft's SARIF SDK (fixtures/sarif-corpus), for tests. */
import { readdirSync, readFileSync } from 'node:fs';
import { isObject, type Json } from '../../src/sarif/result-facts.js';

const DIRS = ['../fixtures/sarif/', '../fixtures/sarif-corpus/'].map((d) => new URL(d, import.meta.url));

/** Every .sarif file of both folders. */
export function fixtureFiles(): URL[] {
  return DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.sarif'))
      .map((f) => new URL(f, dir)),
  );
}

/** Every result of every run of the files that are JSON (the fixture of invalid JSON has none to give). */
export function fixtureResults(): { file: string; result: Json }[] {
  const out: { file: string; result: Json }[] = [];
  for (const url of fixtureFiles()) {
    let doc: unknown;
    try {
      doc = JSON.parse(readFileSync(url, 'utf8'));
    } catch {
      continue;
    }
    const file = url.pathname.split('/').pop()!;
    const runs = isObject(doc) && Array.isArray(doc.runs) ? doc.runs : [];
    for (const run of runs)
      if (isObject(run) && Array.isArray(run.results))
        for (const result of run.results) out.push({ file, result });
  }
  return out;
}
