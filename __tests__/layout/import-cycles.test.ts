/** No module of src/ imports itself through others: cycles make load order matter and modules hard to split. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? modules(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Relative imports that load a module when this one loads (type-only imports are erased). */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^(import|export)\s+(type\s+)?[^;]*?from\s+'(\.[^']+)\.js';/gms)) {
    if (!m[2]) out.push(resolve(dirname(file), `${m[3]}.ts`));
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
  it('finds the relative imports of a module', () => {
    expect(imports(join(SRC, 'emulator/pages/site.ts')).map((f) => relative(SRC, f))).toEqual(
      expect.arrayContaining(['emulator/pages/area.ts', 'emulator/pages/serving.ts']),
    );
  });

  it('has no import cycle', () => {
    expect(cycles()).toEqual([]);
  });
});
