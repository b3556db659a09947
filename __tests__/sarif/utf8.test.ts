/**
 * Every byte checked: ill-formed UTF-8 inside a JSON string (a value or a key, in results, in run data, in property
 * bags) is refused with its pointer, line, column and byte offset, on every path that reads it — the byte validator
 * (which must never vouch for such a result), the scanner's own keys, `JSON.parse` of run data and of results the
 * byte validator leaves to the reference path, and the workers — while well-formed non-ASCII, cut anywhere by chunk
 * boundaries, is accepted and copied into the upload byte for byte.
 */
import { isUtf8 } from 'node:buffer';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fileSource, memorySource, type ByteSource } from '../../src/sarif/byte-source.js';
import { check } from '../../src/sarif/check.js';
import { pointerToken, type Diagnostic } from '../../src/sarif/diagnostics.js';
import type { LogIndex } from '../../src/sarif/log-index.js';
import { readLog } from '../../src/sarif/read-log.js';
import { fastResult } from '../../src/sarif/result-bytes.js';
import { analyzeResult, parseBytes } from '../../src/sarif/result-facts.js';
import { processBatch } from '../../src/sarif/result-pool.js';
import { SarifScanner, ScanError, type ScanHandler } from '../../src/sarif/scanner.js';
import { isUtf8Inside, UTF8_HINT, utf8Problem } from '../../src/sarif/utf8.js';

const FIXTURES = new URL('../fixtures/sarif/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES));

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'sarif-utf8-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Each class of ill-formed UTF-8, and what the message says of it when a closing quote follows it. */
const BAD: { name: string; bytes: number[]; reason: string }[] = [
  {
    name: 'a lead byte followed by ASCII (C3 28 FF)',
    bytes: [0xc3, 0x28, 0xff],
    reason: 'the 2-byte sequence C3 is followed by 0x28, not by a continuation byte (0x80 to 0xBF)',
  },
  { name: 'byte FF', bytes: [0xff], reason: 'byte 0xFF never occurs in UTF-8' },
  {
    name: 'byte F5 (a lead past U+10FFFF)',
    bytes: [0xf5, 0x80, 0x80, 0x80],
    reason: 'byte 0xF5 never occurs in UTF-8',
  },
  {
    name: 'overlong 2 bytes (C0 AF)',
    bytes: [0xc0, 0xaf],
    reason: 'overlong encoding of U+002F (bytes C0 AF)',
  },
  {
    name: 'overlong 3 bytes (E0 80 AF)',
    bytes: [0xe0, 0x80, 0xaf],
    reason: 'overlong encoding of U+002F (bytes E0 80 AF)',
  },
  {
    name: 'overlong 4 bytes (F0 80 80 AF)',
    bytes: [0xf0, 0x80, 0x80, 0xaf],
    reason: 'overlong encoding of U+002F (bytes F0 80 80 AF)',
  },
  {
    name: 'CESU-8 high surrogate (ED A0 80)',
    bytes: [0xed, 0xa0, 0x80],
    reason: 'UTF-16 surrogate U+D800 encoded on its own (bytes ED A0 80: CESU-8 or WTF-8, not UTF-8)',
  },
  {
    name: 'CESU-8 low surrogate (ED B0 80)',
    bytes: [0xed, 0xb0, 0x80],
    reason: 'UTF-16 surrogate U+DC00 encoded on its own (bytes ED B0 80: CESU-8 or WTF-8, not UTF-8)',
  },
  {
    name: 'above U+10FFFF (F4 90 80 80)',
    bytes: [0xf4, 0x90, 0x80, 0x80],
    reason: 'code point U+110000 is above U+10FFFF (bytes F4 90 80 80)',
  },
  {
    name: 'a lone continuation byte (80)',
    bytes: [0x80],
    reason: 'continuation byte 0x80 without a lead byte before it',
  },
  {
    name: 'a lone continuation byte (BF)',
    bytes: [0xbf],
    reason: 'continuation byte 0xBF without a lead byte before it',
  },
  {
    name: 'a 3-byte sequence cut by the closing quote (E4 B8)',
    bytes: [0xe4, 0xb8],
    reason: 'the 3-byte sequence E4 B8 is cut short by the end of the string',
  },
  {
    name: 'a 4-byte sequence cut by the closing quote (F0 9F 98)',
    bytes: [0xf0, 0x9f, 0x98],
    reason: 'the 4-byte sequence F0 9F 98 is cut short by the end of the string',
  },
];

interface StringAt {
  /** Offsets of the opening and closing quotes. */
  open: number;
  close: number;
  /** The value's pointer; for a key, its object's. */
  pointer: string;
  key: boolean;
}

/** Every string of a JSON document (valid, any layout) with its pointer, and the extent of every value. */
function jsonStrings(b: Buffer): {
  strings: StringAt[];
  values: Map<string, { start: number; end: number }>;
} {
  const strings: StringAt[] = [];
  const values = new Map<string, { start: number; end: number }>();
  let i = 0;
  const ws = () => {
    while (b[i] === 0x20 || b[i] === 0x0a || b[i] === 0x0d || b[i] === 0x09) i++;
  };
  const string = (pointer: string, key: boolean): string => {
    const open = i++;
    while (b[i] !== 0x22) i += b[i] === 0x5c ? 2 : 1;
    strings.push({ open, close: i, pointer, key });
    i++;
    return JSON.parse(b.toString('utf8', open, i)) as string;
  };
  const value = (pointer: string) => {
    ws();
    const start = i;
    const c = b[i];
    if (c === 0x7b || c === 0x5b) {
      const close = c === 0x7b ? 0x7d : 0x5d;
      i++;
      ws();
      if (b[i] === close) i++;
      else
        for (let n = 0; ; n++) {
          ws();
          if (c === 0x7b) {
            const key = string(pointer, true);
            ws();
            i++; // :
            value(`${pointer}/${pointerToken(key)}`);
          } else {
            value(`${pointer}/${n}`);
          }
          ws();
          if (b[i++] === close) break;
        }
    } else if (c === 0x22) {
      string(pointer, false);
    } else {
      while (i < b.length && /[-+.\w]/.test(String.fromCharCode(b[i]))) i++;
    }
    values.set(pointer, { start, end: i });
  };
  value('');
  return { strings, values };
}

/** Line and column of an offset as an editor shows them (columns in characters), computed apart from the engine. */
function lineColumn(b: Buffer, offset: number): { line: number; column: number } {
  const before = b.subarray(0, offset);
  const lineStart = before.lastIndexOf(0x0a) + 1;
  let line = 1;
  for (const c of before) if (c === 0x0a) line++;
  return { line, column: [...b.toString('utf8', lineStart, offset)].length + 1 };
}

function insert(b: Buffer, at: number, bytes: number[]): Buffer {
  return Buffer.concat([b.subarray(0, at), Buffer.from(bytes), b.subarray(at)]);
}

/** A source cut into chunks at the given offsets (the scan sees exactly those chunk boundaries). */
function cutSource(bytes: Buffer, cuts: number[]): ByteSource {
  const bounds = [0, ...cuts, bytes.length];
  function* chunks() {
    for (let k = 0; k + 1 < bounds.length; k++) yield Buffer.from(bytes.subarray(bounds[k], bounds[k + 1]));
  }
  return {
    size: bytes.length,
    chunks,
    async *chunksAhead() {
      yield* chunks();
    },
    read: (position, length) => bytes.subarray(position, position + length),
    close() {},
  };
}

const errorsOf = (log: LogIndex) => log.diagnostics.filter((d) => d.severity === 'error');

/** The error every mutation must draw, as a diagnostic. */
function expected(doc: Buffer, s: StringAt, reason: string) {
  return {
    rule: 'encoding',
    pointer: s.pointer,
    ...lineColumn(doc, s.close),
    message: `invalid UTF-8 in ${s.key ? 'a property name' : 'a string'} at byte offset ${s.close}: ${reason}`,
    hint: UTF8_HINT,
  };
}

const pick = ({ rule, pointer, line, column, message, hint }: Diagnostic) => ({
  rule,
  pointer,
  line,
  column,
  message,
  hint,
});

describe('ill-formed UTF-8 in a string, by class', () => {
  const doc = fixture('grype-image-secsev.sarif');
  const at = jsonStrings(doc).strings.find((s) => s.pointer === '/runs/0/results/1/message/text')!;

  it.each(BAD)(
    '$name: refused at its pointer, line, column and byte offset; nothing uploaded',
    async (bad) => {
      const mutated = insert(doc, at.close, bad.bytes);
      const path = join(tmp, 'bad.sarif');
      writeFileSync(path, mutated);
      const outcome = await check([path], { workers: 0 });
      expect(outcome.valid).toBe(false);
      expect(outcome.uploads).toEqual([]);
      const errors = outcome.diagnostics.filter((d) => d.severity === 'error');
      expect(errors.map(pick)).toEqual([expected(mutated, at, bad.reason)]);
      expect(errors[0].file).toMatch(/bad\.sarif$/);
      // What the state machine says, on the bytes alone.
      expect(utf8Problem(mutated)).toEqual({ offset: at.close, reason: bad.reason });
    },
  );

  it('the same bytes outside a string are a grammar error, as before', async () => {
    const text = doc.toString('utf8');
    // In a result (read by the byte validator, then JSON.parse) and in run data (JSON.parse).
    for (const where of ['"level": "error",', '"tool": {']) {
      const k = text.indexOf(where) + where.length;
      const mutated = insert(doc, Buffer.byteLength(text.slice(0, k)), [0xc3, 0xa9]);
      const log = await readLog('f.sarif', memorySource(mutated), { workers: 0 });
      expect(errorsOf(log).map((d) => [d.rule, d.pointer])).toEqual([['json-syntax', '']]);
      expect(errorsOf(log)[0].message).toMatch(/found byte 0xc3/);
    }
  });
});

describe('every string of a real log, mutated with every class', () => {
  // grype: rules with help texts and property bags, results with fingerprints and logical locations; semgrep: a
  // code flow; both pretty-printed, so that lines and columns mean something.
  for (const name of ['grype-image-secsev.sarif', 'semgrep-dataflow-codeflows.sarif']) {
    it(`${name}: each mutation refused with its pointer, line, column and byte offset, on every path`, async () => {
      const doc = fixture(name);
      const { strings, values } = jsonStrings(doc);
      expect(strings.length).toBeGreaterThan(100);
      // The values the scan hands over whole: results, members of runs, members of the root.
      const slices = [...values.keys()].filter(
        (p) =>
          /^\/runs\/\d+\/results\/\d+$/.test(p) ||
          (/^\/runs\/\d+\/[^/]+$/.test(p) && !/\/results$/.test(p)) ||
          (/^\/[^/]+$/.test(p) && p !== '/runs'),
      );
      // None for a key of the root or of a run: the scanner reads those itself.
      const sliceOf = (s: StringAt) => slices.find((p) => s.pointer === p || s.pointer.startsWith(`${p}/`));
      let n = 0;
      const counts = { results: 0, runData: 0, scannerKeys: 0 };
      for (const s of strings) {
        for (const bad of BAD) {
          const mutated = insert(doc, s.close, bad.bytes);
          const want = expected(mutated, s, bad.reason);
          // The byte path: results read where they lie in the chunk, run data parsed; whole, or cut in chunks.
          const size = [mutated.length, 509, 61][n++ % 3];
          const log = await readLog('f.sarif', memorySource(mutated, size), { workers: 0 });
          expect({ at: s, bad: bad.name, errors: errorsOf(log).map(pick) }).toEqual({
            at: s,
            bad: bad.name,
            errors: [want],
          });
          // The reference path on the value the string is in, called directly.
          const slice = sliceOf(s);
          if (slice === undefined) {
            counts.scannerKeys++;
            continue;
          }
          const { start, end } = values.get(slice)!;
          const bytes = mutated.subarray(start, end + bad.bytes.length);
          const refused = (f: () => unknown): ScanError => {
            try {
              f();
            } catch (err) {
              if (err instanceof ScanError) return err;
              throw err;
            }
            throw new Error(`accepted: ${s.pointer} ${bad.name}`);
          };
          const fields = (e: ScanError) => [e.rule, e.pointer, e.offset, e.message];
          const wanted = [want.rule, want.pointer, s.close, want.message];
          if (/\/results\/\d+$/.test(slice)) {
            counts.results++;
            // The byte validator never vouches for it, on its own or told nothing of the chunk...
            expect(fastResult(bytes, 0, bytes.length)).toBeUndefined();
            // ...JSON.parse + ajv (tryBytes false: what a result the byte pass was unsure of takes)...
            expect(fields(refused(() => analyzeResult(bytes, start, 'f.sarif', slice, true, false)))).toEqual(
              wanted,
            );
            // ...and a worker's batch (the worker runs processBatch).
            const run = Number(slice.split('/')[2]);
            const reply = processBatch({
              id: 0,
              file: 'f.sarif',
              run,
              first: Number(slice.split('/')[4]),
              bytes: Buffer.from(bytes),
              ends: Uint32Array.of(bytes.length),
              starts: Float64Array.of(start),
              validate: true,
            });
            const syntax = reply.syntax!;
            expect([syntax.rule, syntax.pointer, syntax.offset, syntax.message]).toEqual(wanted);
          } else {
            counts.runData++;
            expect(fields(refused(() => parseBytes(bytes, start, slice)))).toEqual(wanted);
          }
        }
      }
      expect(counts.results).toBeGreaterThan(0);
      expect(counts.runData).toBeGreaterThan(0);
      expect(counts.scannerKeys).toBeGreaterThan(0);
    });
  }

  it('with worker threads: the same error, at the same place', async () => {
    const doc = fixture('grype-image-secsev.sarif');
    const { strings } = jsonStrings(doc);
    const targets = [
      strings.find((s) => s.pointer === '/runs/0/results/0/message/text')!,
      strings.find((s) => s.pointer === '/runs/0/results/1/partialFingerprints' && s.key)!,
      strings.find((s) => s.pointer === '/runs/0/tool/driver/rules/1/properties/security-severity')!,
    ];
    for (const [k, s] of targets.entries()) {
      const bad = BAD[k * 4];
      const mutated = insert(doc, s.close, bad.bytes);
      const log = await readLog('f.sarif', memorySource(mutated, 700), { workers: 1 });
      expect(log.timings.workers).toBe(1);
      expect(errorsOf(log).map(pick)).toEqual([expected(mutated, s, bad.reason)]);
    }
  });
});

describe('well-formed non-ASCII', () => {
  // 2-byte (U+0080, é, U+07FF), 3-byte (U+0800, 中, U+D7FF, U+E000, U+FFFD, U+FFFF), 4-byte (U+10000, 😀, U+10FFFF).
  const TEXT = '\u0080é\u07ff \u0800中\ud7ff\ue000\ufffd\uffff \u{10000}😀\u{10ffff}';
  expect(Buffer.byteLength(TEXT)).toBe(2 * 3 + 3 * 6 + 4 * 3 + 2);

  /** A real log with non-ASCII in run data, rules, results, keys and property bags. */
  function nonAsciiLog(space?: number): Buffer {
    const doc = JSON.parse(fixture('grype-image-secsev.sarif').toString('utf8'));
    const run = doc.runs[0];
    run.tool.driver.name = `grype ${TEXT}`;
    run.tool.driver.rules[0].shortDescription.text += ` ${TEXT}`;
    run.tool.driver.rules[0].properties[`clé ${TEXT}`] = TEXT;
    run.properties = { [TEXT]: [TEXT, { [`ключ`]: TEXT }] };
    for (const r of run.results) {
      r.message.text += ` ${TEXT}`;
      r.properties = { [`ключ ${TEXT}`]: [TEXT, { [TEXT]: TEXT }] };
    }
    return Buffer.from(JSON.stringify(doc, null, space), 'utf8');
  }

  it('is accepted, read by the byte validator, and copied into the upload byte for byte', async () => {
    const bytes = nonAsciiLog(2);
    const { values } = jsonStrings(bytes);
    const results = [0, 1].map((i) => values.get(`/runs/0/results/${i}`)!);
    for (const r of results) expect(fastResult(bytes, r.start, r.end)).toBeDefined();
    const path = join(tmp, 'non-ascii.sarif');
    writeFileSync(path, bytes);
    for (const workers of [0, 1]) {
      const outcome = await check([path], { workers });
      expect(outcome.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(outcome.valid).toBe(true);
      const upload = gunzipSync(outcome.uploads[0].gzip);
      expect(isUtf8(upload)).toBe(true);
      for (const r of results) expect(upload.includes(bytes.subarray(r.start, r.end))).toBe(true);
      const parsed = JSON.parse(upload.toString('utf8'));
      expect(parsed.runs[0].tool.driver.name).toBe(`grype ${TEXT}`);
      expect(parsed.runs[0].properties).toEqual({ [TEXT]: [TEXT, { ключ: TEXT }] });
    }
  });

  it('cut between two chunks at every byte of every multi-byte sequence: the same findings', async () => {
    const bytes = nonAsciiLog();
    const findings = (log: LogIndex) => ({
      diagnostics: log.diagnostics,
      results: log.runs.map((run) =>
        Array.from({ length: run.results.length }, (_, i) => [
          run.results.start(i),
          run.results.byteLength(i),
          run.results.ruleId(i),
        ]),
      ),
      skeletons: log.runs.map((run) => run.skeleton),
    });
    const whole = findings(await readLog('f.sarif', memorySource(bytes), { workers: 0 }));
    expect(whole.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    let cuts = 0;
    for (let cut = 1; cut < bytes.length; cut++) {
      // Every offset inside or at the edge of a multi-byte sequence (the rest is ASCII, cut elsewhere in tests).
      if (bytes[cut] < 0x80 && bytes[cut - 1] < 0x80) continue;
      cuts++;
      const log = await readLog('f.sarif', cutSource(bytes, [cut]), { workers: 0 });
      expect({ cut, ...findings(log) }).toEqual({ cut, ...whole });
    }
    expect(cuts).toBeGreaterThan(400);
  });

  it('cut by the real reader (4 MB chunks read by position) inside a 3- and a 4-byte sequence', async () => {
    const CHUNK = 4 * 1024 * 1024;
    for (const [char, length] of [
      ['中', 3],
      ['😀', 4],
    ] as const) {
      for (let j = 1; j < length; j++) {
        // A first result long enough to end just before the chunk boundary, then one whose message starts with
        // `char` exactly j bytes before it.
        const make = (pad: number) =>
          Buffer.from(
            JSON.stringify({
              version: '2.1.0',
              runs: [
                {
                  tool: { driver: { name: `t ${char}` } },
                  results: [
                    { ruleId: 'a', message: { text: 'x'.repeat(pad) } },
                    { ruleId: 'b', message: { text: char.repeat(50) } },
                  ],
                },
              ],
            }),
          );
        const probe = make(0);
        const message = Buffer.from(char.repeat(50));
        const doc = make(CHUNK - j - probe.indexOf(message));
        expect(doc.indexOf(message)).toBe(CHUNK - j);
        const path = join(tmp, `cut-${length}-${j}.sarif`);
        writeFileSync(path, doc);
        const source = fileSource(path, 1024);
        try {
          const log = await readLog('f.sarif', source, { workers: 0 });
          expect(log.diagnostics).toEqual([]);
          const t = log.runs[0].results;
          expect(t.length).toBe(2);
          const text = doc.toString('utf8', t.start(1), t.start(1) + t.byteLength(1));
          expect(JSON.parse(text).message.text).toBe(char.repeat(50));
        } finally {
          source.close();
        }
      }
    }
  });

  it("the scanner's own keys, cut between chunks at every offset", () => {
    const doc = Buffer.from('{"clé 中😀":1,"runs":[{"ключ 😀":{"é":"中"},"results":[]}]}');
    const keys = (source: ByteSource) => {
      const seen: string[] = [];
      const handler: ScanHandler = {
        rootMember: (key) => seen.push(key),
        rootValue: () => undefined,
        runsStart: () => undefined,
        runStart: () => undefined,
        runMember: (_r, key, v) => seen.push(key, v.bytes.toString('utf8')),
        resultsStart: () => undefined,
        result: () => undefined,
        runEnd: () => undefined,
        runValue: () => undefined,
      };
      const scanner = new SarifScanner(handler);
      for (const chunk of source.chunks()) scanner.feed(chunk);
      scanner.end();
      return seen;
    };
    const whole = keys(memorySource(doc));
    expect(whole).toEqual(['clé 中😀', 'ключ 😀', '{"é":"中"}']);
    for (let cut = 1; cut < doc.length; cut++) expect(keys(cutSource(doc, [cut]))).toEqual(whole);
  });

  it('a lone surrogate written as an escape (\\ud800) is JSON text, and the upload stays UTF-8', async () => {
    const doc = fixture('grype-image-secsev.sarif')
      .toString('utf8')
      .replace('"name": "grype"', '"name": "grype \\ud800"')
      .replace('"text": "A low', '"text": "\\udfff A low');
    const path = join(tmp, 'escaped-surrogates.sarif');
    writeFileSync(path, doc);
    const outcome = await check([path], { workers: 0 });
    expect(outcome.valid).toBe(true);
    const upload = gunzipSync(outcome.uploads[0].gzip);
    expect(isUtf8(upload)).toBe(true);
    expect(JSON.parse(upload.toString('utf8')).runs[0].tool.driver.name).toBe('grype \ud800');
  });

  it('a chunk is checked but for what its bounds may cut, never more', () => {
    const text = Buffer.from(`ab ${TEXT} cd ${TEXT}`);
    for (let cut = 0; cut <= text.length; cut++) {
      expect(isUtf8Inside(text.subarray(0, cut))).toBe(true);
      expect(isUtf8Inside(text.subarray(cut))).toBe(true);
    }
    expect(isUtf8Inside(Buffer.from([0x61, 0xc3, 0x28, 0x61]))).toBe(false);
    // Not a lead at the end (C0, F5..FF) or four continuation bytes at the start: not something a bound cuts.
    expect(isUtf8Inside(Buffer.from([0x61, 0xff]))).toBe(false);
    expect(isUtf8Inside(Buffer.from([0x61, 0xc0]))).toBe(false);
    expect(isUtf8Inside(Buffer.from([0x80, 0x80, 0x80, 0x80, 0x61]))).toBe(false);
  });
});
