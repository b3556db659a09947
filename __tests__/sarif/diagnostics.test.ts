import {
  type Diagnostic,
  formatDiagnostic,
  formatDiagnostics,
  joinPointer,
  SAME_SHOWN,
} from '../../src/sarif/diagnostics.js';

describe('diagnostics', () => {
  it('escapes pointer tokens per RFC 6901', () => {
    expect(joinPointer('', 'runs', 0, 'a/b~c')).toBe('/runs/0/a~1b~0c');
  });
  it('formats file, position, rule, pointer and hint on one line each', () => {
    const text = formatDiagnostic({
      severity: 'error',
      rule: 'version',
      file: 'x.sarif',
      pointer: '/version',
      line: 2,
      column: 14,
      message: 'version is "2.0.0"',
      hint: 'convert to 2.1.0',
    });
    expect(text).toBe(
      'x.sarif:2:14: error [version] at /version: version is "2.0.0"\n    hint: convert to 2.1.0',
    );
  });
  it(`shows a diagnostic said alike in many files for the first ${SAME_SHOWN}, then names the others on one line`, () => {
    const missing = (file: string, line = 1): Diagnostic => ({
      severity: 'error',
      rule: 'schema',
      file,
      pointer: '/runs/0/tool/driver',
      line,
      column: 46,
      message: '"driver" is missing required property "name"',
      hint: 'add "name"',
    });
    const other: Diagnostic = { ...missing('b.sarif'), pointer: '/version', message: 'version is "2.0.0"' };
    const files = Array.from({ length: 2_000 }, (_, k) => `f${k}.sarif`);
    // Its line may differ from file to file: what it says is the same.
    const list = [missing(files[0]), other, ...files.slice(1).map((f, k) => missing(f, k))];
    expect(formatDiagnostics(list)).toEqual([
      formatDiagnostic(list[0]),
      formatDiagnostic(other),
      formatDiagnostic(list[2]),
      formatDiagnostic(list[3]),
      '    the same error in 1,997 other files: f3.sarif, f4.sarif, f5.sarif and 1,994 more (--json lists each)',
    ]);
    // Up to SAME_SHOWN files, and twice in one file, every diagnostic is shown as it is.
    const few = [missing('a'), missing('a', 9), missing('b'), missing('c')];
    expect(formatDiagnostics(few)).toEqual(few.map(formatDiagnostic));
    const four = [...few, missing('d')];
    expect(formatDiagnostics(four)).toEqual([
      ...few.map(formatDiagnostic),
      '    the same error in 1 other file: d (--json lists each)',
    ]);
  });
});
