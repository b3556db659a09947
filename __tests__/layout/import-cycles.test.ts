/**
 * No module of src/ imports itself through others, not even for a type: cycles make load order matter and modules
 * hard to split, and a type-only one is a value one waiting to happen (types two modules share go to a leaf module).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? modules(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Relative imports and re-exports of a module, type-only ones included; side-effect imports too. */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(?:[^;]*?from\s+)?'(\.[^']+)\.js';/gms)) {
    out.push(resolve(dirname(file), `${m[1]}.ts`));
  }
  return out;
}

function cycles(): string[][] {
  const graph = new Map(modules(SRC).map((f) => [f, imports(f)]));
  const state = new Map<string, 'open' | 'done'>();
  const found: string[][] = [];
  const visit = (f: string, path: string[]) => {
    if (state.get(f) === 'done') return;
    if (state.get(f) === 'open') {
      found.push(
        path
          .slice(path.indexOf(f))
          .concat(f)
          .map((x) => relative(SRC, x)),
      );
      return;
    }
    state.set(f, 'open');
    for (const g of graph.get(f) ?? []) visit(g, [...path, f]);
    state.set(f, 'done');
  };
  for (const f of graph.keys()) visit(f, []);
  return found;
}

describe('module graph of src/', () => {
  it('finds the relative imports of a module, type-only ones included', () => {
    expect(imports(join(SRC, 'emulator/pages/site.ts')).map((f) => relative(SRC, f))).toEqual(
      expect.arrayContaining(['emulator/pages/area.ts', 'emulator/pages/publication.ts']),
    );
    // `import type { RateLimits } from './rate-limit.js'` is an edge like any other.
    expect(imports(join(SRC, 'emulator/http.ts')).map((f) => relative(SRC, f))).toEqual(
      expect.arrayContaining(['emulator/rate-limit.ts', 'emulator/store.ts']),
    );
  });

  it('has no import cycle', () => {
    expect(cycles()).toEqual([]);
  });
});
