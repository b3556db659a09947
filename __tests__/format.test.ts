/** One format each for bytes, counts, plurals and durations, whichever area writes the figure. */
import { formatBytes, formatCount, formatDuration, plural } from '../src/format.js';

describe('figures for people', () => {
  it('writes sizes in decimal units, as the service documents its limits', () => {
    expect([12, 820_400, 1_500_000, 8_589_934_592].map(formatBytes)).toEqual([
      '12 B',
      '820 KB',
      '1.5 MB',
      '8.59 GB',
    ]);
  });

  it('writes counts with thousands separators, and plurals from them', () => {
    expect([formatCount(5008), formatCount(999), formatCount(1_234_567)]).toEqual([
      '5,008',
      '999',
      '1,234,567',
    ]);
    expect([plural(1, 'alert'), plural(5008, 'alert'), plural(2, 'new one', 'new ones')]).toEqual([
      '1 alert',
      '5,008 alerts',
      '2 new ones',
    ]);
  });

  it('writes durations as a person reads them', () => {
    expect([1234, 42_400, 185_000, 3_600_000].map(formatDuration)).toEqual([
      '1.2 s',
      '42 s',
      '3 min 5 s',
      '60 min',
    ]);
  });
});
