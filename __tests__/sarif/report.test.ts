/** The kinds of dropped things are one table: every counter has its row, and every report words it from there. */
import { DROPPED_KINDS, emptyDropped } from '../../src/sarif/limits.js';
import {
  droppedText,
  formatInputs,
  formatReport,
  LISTED,
  SOURCES_NAMED,
  type RunReport,
} from '../../src/sarif/report.js';

describe('dropped kinds', () => {
  it('has one row for every counter of DroppedCounts, in report order', () => {
    expect(DROPPED_KINDS.map((k) => k.key).sort()).toEqual(Object.keys(emptyDropped()).sort());
  });

  it('words a count with its noun and limit, and the detail only when asked', () => {
    const [results, , , , tags] = DROPPED_KINDS;
    expect(droppedText(results, 2000)).toBe('2,000 results beyond the top ranked');
    expect(droppedText(results, 2000, true)).toBe(
      '2,000 results beyond the top ranked (the service keeps only those)',
    );
    expect(droppedText(tags, 1)).toBe('1 rule tag beyond the per-rule limit');
  });

  it('the trim report lists each kind that dropped something', () => {
    const run: RunReport = {
      tool: 'CodeQL',
      category: '',
      sources: [{ file: 'a.sarif', run: 0 }],
      upload: 0,
      resultsIn: 7000,
      resultsKept: 5000,
      dropped: { ...emptyDropped(), results: 2000, locations: 3 },
    };
    expect(formatReport({ runs: [run], uploads: [], trimmed: true }).split('\n')).toEqual([
      'run "CodeQL" (upload 1; from a.sarif#0)',
      '  results: 5,000 kept of 7,000',
      '  dropped 2,000 results beyond the top ranked (the service keeps only those)',
      '  dropped 3 locations beyond the per-result limit',
    ]);
  });
});

describe('a report of many inputs, runs and uploads', () => {
  const input = (k: number, warnings = 0) => ({
    file: `pkg${k}.sarif`,
    bytes: 4096,
    runs: 1,
    results: 20,
    errors: 0,
    warnings,
  });
  const run = (k: number, dropped = 0): RunReport => ({
    tool: 'Mono',
    category: `pkg${k}/`,
    sources: [{ file: `pkg${k}.sarif`, run: 0 }],
    upload: Math.floor(k / 20),
    resultsIn: 20 + dropped,
    resultsKept: 20,
    dropped: { ...emptyDropped(), locations: dropped },
  });
  const upload = (k: number, gzipBytes = 5_000) => ({
    index: k,
    runs: 20,
    results: 400,
    rawBytes: 84_000,
    gzipBytes,
    base64Bytes: Math.ceil(gzipBytes / 3) * 4,
  });

  it(`lists up to ${LISTED} plain lines of a kind, and counts them past that; what needs a reader is always listed`, () => {
    const few = Array.from({ length: LISTED }, (_, k) => input(k));
    expect(formatInputs(few)).toHaveLength(LISTED);
    const many = Array.from({ length: 10_000 }, (_, k) => input(k, k === 7 ? 2 : 0));
    expect(formatInputs(many)).toEqual([
      'pkg7.sarif: 4 KB, 1 run, 20 results, 0 errors, 2 warnings',
      '9,999 other inputs without diagnostics: 41.0 MB, 9,999 runs, 199,980 results in all',
    ]);

    // Inputs with diagnostics: listed up to LISTED too (their diagnostics name them all the same).
    const failing = Array.from({ length: LISTED + 5 }, (_, k) => ({ ...input(k), errors: 1 }));
    expect(formatInputs(failing)).toEqual([
      ...failing.slice(0, LISTED).map((i) => `${i.file}: 4 KB, 1 run, 20 results, 1 error, 0 warnings`),
      '5 other inputs with diagnostics: 5 errors, 0 warnings in all (--json lists each)',
    ]);

    const runs = Array.from({ length: 500 }, (_, k) => run(k, k === 3 ? 4 : 0));
    const uploads = Array.from({ length: 25 }, (_, k) => upload(k, k === 17 ? 9_000 : 5_000));
    expect(formatReport({ runs, uploads, trimmed: true }).split('\n')).toEqual([
      'run "Mono", category "pkg3/" (upload 1; from pkg3.sarif#0)',
      '  results: 20 kept of 24',
      '  dropped 4 locations beyond the per-result limit',
      '499 other runs of "Mono", each from one input and within every limit: 9,980 results in all',
      '25 uploads: 500 runs, 10,000 results, 2.1 MB SARIF, 129 KB gzip in all; the largest, upload 18: 20 runs, 400 results, 84 KB SARIF, 9 KB gzip, 12 KB Base64',
    ]);
    // Under the fold, each line as before.
    const listed = formatReport({
      runs: runs.slice(0, 3),
      uploads: uploads.slice(0, 2),
      trimmed: false,
    }).split('\n');
    expect(listed).toEqual([
      'run "Mono", category "pkg0/" (upload 1; from pkg0.sarif#0): 20 results, within every limit',
      'run "Mono", category "pkg1/" (upload 1; from pkg1.sarif#0): 20 results, within every limit',
      'run "Mono", category "pkg2/" (upload 1; from pkg2.sarif#0): 20 results, within every limit',
      'upload 1: 20 runs, 400 results, 84 KB SARIF, 5 KB gzip, 7 KB Base64',
      'upload 2: 20 runs, 400 results, 84 KB SARIF, 5 KB gzip, 7 KB Base64',
    ]);
  });

  it(`names the first ${SOURCES_NAMED} runs a merged run came from, then how many more (one line, not 10,000 names)`, () => {
    const sources = Array.from({ length: 10_000 }, (_, k) => ({ file: `pkg${k}.sarif`, run: 0 }));
    const merged: RunReport = {
      ...run(0, 195_000),
      category: '',
      sources,
      resultsIn: 200_000,
      resultsKept: 5_000,
    };
    expect(
      formatReport({ runs: [merged], uploads: [], trimmed: true })
        .split('\n')
        .slice(0, 2),
    ).toEqual([
      'run "Mono" (upload 1; from pkg0.sarif#0, pkg1.sarif#0, pkg2.sarif#0 and 9,997 other runs)',
      '  merged 10,000 runs of the same tool and category',
    ]);
    const two = { ...merged, sources: sources.slice(0, 2) };
    expect(formatReport({ runs: [two], uploads: [], trimmed: true }).split('\n')[0]).toBe(
      'run "Mono" (upload 1; from pkg0.sarif#0, pkg1.sarif#0)',
    );
  });
});
