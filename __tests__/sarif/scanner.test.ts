import { readFileSync } from 'node:fs';
import { readResult } from '../../src/sarif/result-bytes.js';
import { isWhitespace, SarifScanner, ScanError, type ScanHandler } from '../../src/sarif/scanner.js';

const FIXTURES = new URL('../fixtures/sarif/', import.meta.url);

type Event = [string, ...(string | number)[]];
/** Results the handler read itself (readsResults), since the start of the test file. */
let readByHandler = 0;

/** Scan `bytes` fed in chunks of `size` and record every event with its bytes and offset. */
function scan(
  bytes: Buffer,
  size = bytes.length,
  limits?: ConstructorParameters<typeof SarifScanner>[1],
  readsResults = false,
  /** Each chunk in a buffer of its own (as read from a large file), not a view of one buffer. */
  separate = false,
): Event[] {
  const events: Event[] = [];
  const text = (b: Buffer) => b.toString('utf8');
  const handler: ScanHandler = {
    rootMember: (key, v) => events.push(['rootMember', key, v.start, text(v.bytes)]),
    rootValue: (v) => events.push(['rootValue', v.start, text(v.bytes)]),
    runsStart: (o) => events.push(['runsStart', o]),
    runStart: (r, o) => events.push(['runStart', r, o]),
    runMember: (r, key, v) => events.push(['runMember', r, key, v.start, text(v.bytes)]),
    resultsStart: (r, o) => events.push(['resultsStart', r, o]),
    result: (r, i, v) => events.push(['result', r, i, v.start, text(v.bytes)]),
    runEnd: (r, o) => events.push(['runEnd', r, o]),
    runValue: (r, v) => events.push(['runValue', r, v.start, text(v.bytes)]),
  };
  if (readsResults) {
    // As read-log.ts does: the byte pass reads the results it is sure of straight from the chunk.
    handler.readResult = (r, i, chunk, at, offset) => {
      const read = readResult(chunk, at, chunk.length - 8);
      if (read === undefined) return -1;
      let end = read.end;
      while (isWhitespace(chunk[end - 1])) end--;
      events.push(['result', r, i, offset, text(chunk.subarray(at, end))]);
      readByHandler++;
      return read.end;
    };
  }
  const scanner = new SarifScanner(handler, limits);
  for (let i = 0; i < bytes.length; i += size) {
    const chunk = bytes.subarray(i, i + size);
    scanner.feed(separate ? Buffer.from(chunk) : chunk);
  }
  scanner.end();
  return events;
}

function scanError(
  bytes: Buffer,
  size = bytes.length,
  limits?: ConstructorParameters<typeof SarifScanner>[1],
): ScanError {
  try {
    scan(bytes, size, limits);
  } catch (err) {
    if (err instanceof ScanError) return err;
    throw err;
  }
  throw new Error('expected a ScanError');
}

describe('SarifScanner', () => {
  it('hands out each result and run member as its exact bytes and offset', () => {
    const doc =
      '{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"t"}},"results":[{"a":1}, {"b":"}]"}]}]}';
    const events = scan(Buffer.from(doc));
    expect(events).toEqual([
      ['rootMember', 'version', 11, '"2.1.0"'],
      ['runsStart', 26],
      ['runStart', 0, 27],
      ['runMember', 0, 'tool', 35, '{"driver":{"name":"t"}}'],
      ['resultsStart', 0, 69],
      ['result', 0, 0, 70, '{"a":1}'],
      ['result', 0, 1, 79, '{"b":"}]"}'],
      ['runEnd', 0, 90],
    ]);
    for (const [kind, ...rest] of events) {
      if (kind === 'result') expect(doc.slice(rest[2] as number).startsWith(rest[3] as string)).toBe(true);
    }
  });

  it.each([1, 2, 3, 5, 7, 64, 1000])('gives the same events whatever the chunk size (%i bytes)', (size) => {
    for (const name of [
      'semgrep-dataflow-codeflows.sarif',
      'megalinter-3runs.sarif',
      'gosec-taxonomy-fixes-null-artifactchanges.sarif',
    ]) {
      const bytes = readFileSync(new URL(name, FIXTURES));
      expect(scan(bytes, size)).toEqual(scan(bytes));
      // Values cut by chunks are views when the chunks lie back to back in one buffer, copies when they do not.
      expect(scan(bytes, size, undefined, false, true)).toEqual(scan(bytes));
    }
  });

  it.each([7, 64, 1000, 4096, 1 << 20])(
    'gives the same events when the handler reads results itself (%i-byte chunks)',
    (size) => {
      const before = readByHandler;
      for (const name of [
        'semgrep-dataflow-codeflows.sarif',
        'megalinter-3runs.sarif',
        'gosec-taxonomy-fixes-null-artifactchanges.sarif',
        'codeql-juiceshop-js-extensions-codeflows.sarif',
        'fortify-452results-codeflows.sarif',
      ]) {
        const bytes = readFileSync(new URL(name, FIXTURES));
        const pretty = Buffer.from(JSON.stringify(JSON.parse(bytes.toString('utf8')), null, 3));
        for (const doc of [bytes, pretty]) expect(scan(doc, size, undefined, true)).toEqual(scan(doc));
      }
      // Chunks of a few KB hold whole results: the handler read most of them itself.
      if (size >= 4096) expect(readByHandler - before).toBeGreaterThan(500);
    },
  );

  it('handles escaped quotes and backslashes split across chunks', () => {
    const doc = Buffer.from(String.raw`{"runs":[{"results":[{"m":"a\"b\\","n":"\\\"}"},{"x":"\\\\"}]}]}`);
    const whole = scan(doc);
    expect(whole.filter((e) => e[0] === 'result').map((e) => JSON.parse(e[4] as string))).toEqual([
      { m: 'a"b\\', n: '\\"}' },
      { x: '\\\\' },
    ]);
    for (let size = 1; size <= doc.length; size++) expect(scan(doc, size)).toEqual(whole);
  });

  it('reads results before tool (gosec, Semgrep) in document order', () => {
    const events = scan(readFileSync(new URL('semgrep-dataflow-codeflows.sarif', FIXTURES)));
    const kinds = events.map((e) => (e[0] === 'runMember' ? `member:${e[2]}` : e[0]));
    expect(kinds.indexOf('resultsStart')).toBeLessThan(kinds.indexOf('member:tool'));
  });

  it('accepts a UTF-8 byte-order mark and rejects UTF-16', () => {
    const doc = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('{"version":"2.1.0","runs":[]}'),
    ]);
    expect(scan(doc)[0]).toEqual(['rootMember', 'version', 14, '"2.1.0"']);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{}', 'utf16le')]);
    expect(scanError(utf16).message).toMatch(/UTF-16/);
  });

  it('reports truncation, trailing data and grammar errors at their offset', () => {
    expect(scanError(Buffer.from('{"runs":[{"results":[{"a":1}')).message).toMatch(
      /end of file inside runs\[0\]\.results\[0\].*truncated/,
    );
    const trailing = scanError(Buffer.from('{"runs":[]} x'));
    expect([trailing.offset, trailing.message]).toEqual([
      12,
      "unexpected 'x' after the end of the JSON document",
    ]);
    const missingColon = scanError(Buffer.from('{"runs" []}'));
    expect([missingColon.offset, missingColon.message]).toEqual([
      8,
      "expected ':' after a property name in the root object, found '['",
    ]);
    const trailingComma = scanError(Buffer.from('{"runs":[{"results":[{},]}]}'));
    expect(trailingComma.message).toBe("expected a value after ',' in runs[0].results[0], found ']'");
    expect(scanError(Buffer.alloc(0)).message).toMatch(/empty/);
  });

  it('stops at a hostile nesting depth without overflowing the stack', () => {
    const depth = 100_000;
    const doc = Buffer.from(`{"runs":[{"results":[${'['.repeat(depth)}${']'.repeat(depth)}]}]}`);
    const err = scanError(doc, 4096);
    expect(err.message).toMatch(/nesting deeper than 512 levels inside runs\[0\]\.results\[0\]/);
    // Levels from the document's root: the root object, runs, the run and results are 4 of the 512.
    expect(err.offset).toBe(21 + 508);
    expect(err.pointer).toBe('/runs/0/results/0');
  });

  it('refuses a single value larger than the configured maximum', () => {
    const doc = Buffer.from(`{"runs":[{"results":[{"message":{"text":"${'x'.repeat(5000)}"}}]}]}`);
    const err = scanError(doc, 1024, { maxDepth: 512, maxValueBytes: 4096 });
    expect(err.message).toMatch(/larger than/);
    expect(err.offset).toBe(21);
  });

  it('reads property names as JSON.parse does: escapes, non-ASCII and DEL; refuses control characters', () => {
    // As written in the file (String.raw: the escapes are the file's, not this test's).
    const written = [
      'runs',
      String.raw`\u0072uns`,
      String.raw`caf\u00e9`,
      'café',
      String.raw`x\ty`,
      String.raw`q\"k`,
      'd\u007fl',
    ];
    for (const w of written) {
      const text = `{"${w}":1}`;
      const key = JSON.parse(`"${w}"`) as string;
      const value = Buffer.byteLength(text) - 2;
      expect(scan(Buffer.from(text))).toEqual(
        key === 'runs' ? [['rootMember', 'runs', value, '1']] : [['rootMember', key, value, '1']],
      );
    }
    for (const control of ['\n', '\u0001', '\t'])
      expect(() => scan(Buffer.from(`{"a${control}b":1}`))).toThrow(/invalid property name/);
  });

  it('captures non-object roots and non-array runs whole for the schema check to describe', () => {
    expect(scan(Buffer.from('[1,2]'))).toEqual([['rootValue', 0, '[1,2]']]);
    expect(scan(Buffer.from('{"runs":42}'))).toEqual([['rootMember', 'runs', 8, '42']]);
    expect(scan(Buffer.from('{"runs":[null]}'))).toEqual([
      ['runsStart', 8],
      ['runValue', 0, 9, 'null'],
    ]);
  });
});
