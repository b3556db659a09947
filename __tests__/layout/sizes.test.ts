/**
 * Sizes a newcomer can read: no function of src/ over 120 lines and no file over 700, measured on the syntax tree
 * (a function's lines run from its first token to its last, nested functions counted in their parent too).
 * `result-bytes.ts` is the one file allowed to be longer: one hot loop whose states must share locals (its header
 * says why).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const MAX_FUNCTION_LINES = 120;
const MAX_FILE_LINES = 700;
const LONG_FILES_ALLOWED = new Set(['sarif/result-bytes.ts']);

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? modules(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

function functionName(node: ts.Node): string {
  const named = (node as { name?: ts.Node }).name;
  if (named) return named.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  return '(anonymous)';
}

interface Measured {
  file: string;
  lines: number;
  functions: { name: string; line: number; lines: number }[];
}

function measure(file: string): Measured {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const functions: Measured['functions'] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = lineOf(node.getStart(source));
      functions.push({ name: functionName(node), line: first + 1, lines: lineOf(node.getEnd()) - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return {
    file: relative(SRC, file),
    lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0),
    functions,
  };
}

const measured = modules(SRC).map(measure);

describe('sizes of src/', () => {
  it('measures a function from its first line to its last', () => {
    const errors = measured.find((m) => m.file === 'errors.ts');
    expect(errors?.functions.length).toBeGreaterThan(0);
    for (const f of errors!.functions) expect(f.lines).toBeGreaterThanOrEqual(1);
  });

  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = measured.flatMap((m) =>
      m.functions
        .filter((f) => f.lines > MAX_FUNCTION_LINES)
        .map((f) => `${m.file}:${f.line} ${f.name} (${f.lines} lines)`),
    );
    expect(long).toEqual([]);
  });

  it(`has no file over ${MAX_FILE_LINES} lines but result-bytes.ts`, () => {
    const long = measured
      .filter((m) => m.lines > MAX_FILE_LINES && !LONG_FILES_ALLOWED.has(m.file))
      .map((m) => `${m.file} (${m.lines} lines)`);
    expect(long).toEqual([]);
  });
});
