import { formatDiagnostic, joinPointer } from '../../src/sarif/diagnostics.js';

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
});
