import { describe, expect, it } from '@jest/globals';
import {
  compareAlerts,
  FAIL_ON_VALUES,
  meetsThreshold,
  SECURITY_SEVERITIES,
  SEVERITY_ORDER,
  severityOf,
  toAlertRow,
  where,
  zeroCounts,
  type SummarizableAlert,
} from '../../src/summary/alert-model.js';
import { checkSeverityThreshold, summarizeAlerts } from '../../src/steps/alerts-summary.js';

const alert = (
  number: number,
  level: string | null | undefined,
  security: SummarizableAlert['rule']['security_severity_level'] = null,
): SummarizableAlert => ({
  number,
  state: 'open',
  html_url: `https://example.test/a/${number}`,
  rule: { id: `R${number}`, severity: level, security_severity_level: security },
  tool: { name: 'T' },
});

describe('the alert model', () => {
  it('gives an alert without a level (null, absent or unknown) the severity none, never warning', () => {
    expect(severityOf(alert(1, null))).toBe('none');
    expect(severityOf(alert(2, undefined))).toBe('none');
    expect(severityOf(alert(3, 'recommendation'))).toBe('none');
    expect(severityOf(alert(4, null, 'high'))).toBe('high');
    expect(toAlertRow(alert(5, null)).level).toBe('none');
  });

  it('orders every pair of severities as SEVERITY_ORDER does', () => {
    const bySeverity = SEVERITY_ORDER.map((s, i) =>
      (SECURITY_SEVERITIES as readonly string[]).includes(s)
        ? alert(100 - i, 'note', s as (typeof SECURITY_SEVERITIES)[number])
        : alert(100 - i, s === 'none' ? null : s),
    );
    const shuffled = [...bySeverity].reverse();
    expect(shuffled.sort(compareAlerts).map(severityOf)).toEqual([...SEVERITY_ORDER]);
  });

  it('counts with the same keys everywhere, and the threshold count is meetsThreshold over the open alerts', () => {
    const alerts = [
      alert(1, 'note'),
      alert(2, 'warning', 'medium'),
      alert(3, 'error'),
      alert(4, null, 'critical'),
      alert(5, null),
      alert(6, 'warning'),
    ];
    const summary = summarizeAlerts(alerts);
    expect(Object.keys(summary.counts)).toEqual(Object.keys(zeroCounts()));
    for (const t of FAIL_ON_VALUES) {
      const expected = alerts.filter((a) => meetsThreshold(a, t)).length;
      expect(checkSeverityThreshold(summary, t).count).toBe(expected);
    }
    // Levels compare with the level whatever the security severity; security severities only with security alerts.
    expect(meetsThreshold(alert(7, 'note', 'critical'), 'warning')).toBe(false);
    expect(meetsThreshold(alert(8, 'error'), 'low')).toBe(false);
    expect(meetsThreshold(alert(9, 'error'), 'none')).toBe(false);
  });

  it('writes a location as path:line, path:start-end, with the repository in organization listings', () => {
    expect(where({ path: 'a.js', startLine: 3, endLine: 3 })).toBe('a.js:3');
    expect(where({ path: 'a.js', startLine: 3, endLine: 9 })).toBe('a.js:3-9');
    expect(where({ path: 'a.js', startLine: null, endLine: null, repository: 'acme/x' })).toBe(
      'acme/x: a.js',
    );
    expect(where({ path: null, startLine: null, endLine: null })).toBe('(no location)');
  });
});
