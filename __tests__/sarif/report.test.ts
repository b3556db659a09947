/** The kinds of dropped things are one table: every counter has its row, and every report words it from there. */
import { DROPPED_KINDS, emptyDropped } from '../../src/sarif/limits.js';
import { droppedText, formatReport, type RunReport } from '../../src/sarif/report.js';

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
