/** The one table of the service's limits, and everything that reads it. */
import {
  DROPPED_KINDS,
  emptyDropped,
  LIMIT_TABLE,
  SERVICE_LIMITS,
  SERVICE_MAXIMA,
} from '../../src/sarif/limits.js';

describe('the limits table', () => {
  it('gives the documented figures the trim keeps to and the maxima above which the service rejects', () => {
    expect(SERVICE_LIMITS).toEqual({
      runsPerUpload: 20,
      resultsPerRun: 5_000,
      resultsPerRunRejected: 25_000,
      gzipBytes: 10_000_000,
      locationsPerResult: 100,
      locationsPerResultRejected: 1_000,
      threadFlowLocationsPerResult: 1_000,
      threadFlowLocationsPerResultRejected: 10_000,
      tagsPerRule: 10,
      tagsPerRuleRejected: 20,
      rulesPerRun: 25_000,
      extensionsPerRun: 100,
    });
    expect(SERVICE_MAXIMA).toEqual({
      runsPerUpload: 20,
      resultsPerRun: 25_000,
      gzipBytes: 10_000_000,
      locationsPerResult: 1_000,
      threadFlowLocationsPerResult: 10_000,
      tagsPerRule: 20,
      rulesPerRun: 25_000,
      extensionsPerRun: 100,
    });
    expect(Object.isFrozen(SERVICE_LIMITS)).toBe(true);
  });

  it('words every dropped kind from its row, in table order, and counts each from zero', () => {
    const fromRows = LIMIT_TABLE.flatMap((r) => ('drops' in r ? [r.drops.key] : []));
    expect(DROPPED_KINDS.map((k) => k.key)).toEqual(fromRows);
    expect(Object.keys(emptyDropped())).toEqual(fromRows);
    expect(Object.values(emptyDropped()).every((n) => n === 0)).toBe(true);
    // Only the limit that splits uploads drops nothing.
    expect(LIMIT_TABLE.filter((r) => !('drops' in r)).map((r) => r.key)).toEqual(['runsPerUpload']);
  });

  it('keeps to no more than the service accepts', () => {
    for (const r of LIMIT_TABLE) {
      expect(SERVICE_MAXIMA[r.key]).toBeGreaterThanOrEqual(SERVICE_LIMITS[r.key]);
      expect(r.counts).toMatch(/ per | of /);
    }
  });
});
