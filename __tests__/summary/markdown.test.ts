/** The one Markdown helper of the job summaries: hostile text stays text, links only to http(s), one number format. */
import { formatCount, plural } from '../../src/format.js';
import {
  cappedTable,
  code,
  failureSummary,
  keptDroppedChart,
  link,
  MARK,
  MAX_TABLE_ROWS,
  SEVERITY_COLOURS,
  severityPie,
  severityTable,
  stepHeading,
  table,
  text,
} from '../../src/summary/markdown.js';
import { topAlertsTable } from '../../src/summary/alerts-table.js';
import { SUMMARY_MAX_BYTES, withinSummaryLimit } from '../../src/action/step.js';

describe('markdown', () => {
  it('keeps hostile text as text: no link, emphasis, HTML, code span or cell break, one line', () => {
    expect(text('[text](1) *a* _b_ `c` ~d~ <img src=x> a|b\nnext \\')).toBe(
      '\\[text\\](1) \\*a\\* \\_b\\_ \\`c\\` \\~d\\~ &lt;img src=x&gt; a\\|b next \\\\',
    );
    expect(text('x'.repeat(300), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(text(null)).toBe('');
  });

  it('links only to http(s) URLs, with the characters that would end a link encoded', () => {
    expect(link('#1', 'https://example.test/a/1')).toBe('[#1](https://example.test/a/1)');
    expect(link('x', 'javascript:alert(1)')).toBe('x');
    expect(link('x', 'https://e.test/a b(c)')).toBe('[x](https://e.test/a%20b%28c%29)');
    expect(link('[evil](https://e.test)', 'https://ok.test')).toBe(
      '[\\[evil\\](https://e.test)](https://ok.test)',
    );
  });

  it('formats every number one way', () => {
    expect(formatCount(5008)).toBe('5,008');
    expect(plural(5008, 'alert')).toBe('5,008 alerts');
    expect(plural(1, 'alert')).toBe('1 alert');
  });

  it('writes tables with a header for every column, and refuses an empty one', () => {
    expect(table(['a', 'b'], [['1', code('x|`y`')]], ['left', 'right'])).toBe(
      "| a | b |\n| --- | ---: |\n| 1 | `x\\|'y'` |",
    );
    expect(() => table(['', ''], [])).toThrow(/needs a header for every column/);
  });
});

describe('one family of summaries', () => {
  const order = ['critical', 'high', 'medium', 'low', 'error', 'warning', 'note', 'none'];

  it('one severity table: a label column, the severities that have alerts, a total; numbers as 1,244', () => {
    const open = { critical: 0, high: 2, medium: 1244, low: 0, error: 0, warning: 1, note: 0, none: 0 };
    const all = { ...open, medium: 1300 };
    expect(
      severityTable(order, [
        { label: 'open', counts: open },
        { label: 'all listed', counts: all },
      ]),
    ).toBe(
      [
        '| alerts | high | medium | warning | total |',
        '| --- | ---: | ---: | ---: | ---: |',
        '| open | 2 | 1,244 | 1 | 1,247 |',
        '| all listed | 2 | 1,300 | 1 | 1,303 |',
      ].join('\n'),
    );
    // Every listed alert open: one row, not two identical ones.
    expect(
      severityTable(order, [
        { label: 'open', counts: open },
        { label: 'all listed', counts: open },
      ]).split('\n'),
    ).toHaveLength(3);
  });

  it('pictures that render where summaries render (Mermaid), nothing when there is nothing to draw', () => {
    const pie = severityPie('Open alerts by severity', order, { high: 2, note: 1 }).split('\n');
    expect(pie[0]).toBe('```mermaid');
    // Each slice in its severity's colour, in the order declared.
    expect(JSON.parse(/^%%\{init: (.*)\}%%$/.exec(pie[1])![1])).toMatchObject({
      theme: 'base',
      themeVariables: { pie1: SEVERITY_COLOURS.high, pie2: SEVERITY_COLOURS.note },
    });
    expect(pie.slice(2)).toEqual([
      'pie showData title Open alerts by severity',
      '    "high" : 2',
      '    "note" : 1',
      '```',
    ]);
    expect(severityPie('x', order, {})).toBe('');
    expect(severityPie('a "quoted"\ntitle', ['x"]'], { 'x"]': 1 })).not.toMatch(/"quoted"|\ntitle|x"\]/);
    expect(keptDroppedChart(5000, 1244)).toContain(
      'x-axis ["kept", "dropped"]\n    y-axis "results" 0 --> 5000\n    bar [5000, 1244]',
    );
    expect(keptDroppedChart(7, 0)).toBe('');
  });

  it('one heading and status line, one success and failure mark', () => {
    expect(stepHeading('Pages artifact', true, 'Packed')).toBe(`### Pages artifact\n\n${MARK.ok} Packed\n`);
    expect(failureSummary('Pages site', 'no *site*')).toBe(
      `### Pages site\n\n${MARK.failed} no \\*site\\*\n`,
    );
    expect(MARK).toEqual({ ok: '✅', failed: '❌', warning: '⚠️' });
  });
});

describe('the one table of the most severe open alerts', () => {
  const row = {
    number: 7,
    severity: 'high' as const,
    securitySeverity: 'high' as const,
    level: 'error' as const,
    ruleId: 'js/xss',
    ruleDescription: 'XSS',
    tool: 'CodeQL',
    category: '',
    path: 'src/a.js',
    startLine: 3,
    endLine: 3,
    startColumn: 1,
    endColumn: 2,
    message: 'bad *thing*',
    url: 'https://example.com/a/7',
  };

  it('has the same columns in the alerts step and, with "new", after an upload', () => {
    const alerts = topAlertsTable([row], 12);
    expect(alerts.split('\n').slice(0, 3)).toEqual([
      '**Most severe open alerts** (top 1 of 12)',
      '',
      '| severity | alert | rule | location | tool | message |',
    ]);
    expect(alerts).toContain(
      '| high | [#7](https://example.com/a/7) | `js/xss` | `src/a.js:3` | CodeQL | bad \\*thing\\* |',
    );
    const upload = topAlertsTable([{ ...row, isNew: true }], 1);
    expect(upload.split('\n')[0]).toBe('**Most severe open alerts**');
    expect(upload).toContain('| severity | alert | rule | location | tool | message | new |');
    expect(upload).toContain('| bad \\*thing\\* | 🆕 |');
    expect(topAlertsTable([], 0)).toBe('');
  });
});

describe('summaries within the 1 MiB a step summary is shown up to', () => {
  it('a table shows at most MAX_TABLE_ROWS rows, then says how many more there are', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [`f${i}.sarif`, String(i)]);
    const md = cappedTable(['file', 'results'], rows, 'files');
    expect(md.split('\n').filter((l) => l.startsWith('| f') && l !== '| file | results |')).toHaveLength(
      MAX_TABLE_ROWS,
    );
    expect(md.endsWith(`… and ${formatCount(10_000 - MAX_TABLE_ROWS)} more files.`)).toBe(true);
    expect(cappedTable(['file', 'results'], rows.slice(0, 3), 'files')).toBe(
      table(['file', 'results'], rows.slice(0, 3)),
    );
  });

  it('past the limit all the same, a summary is cut at a line, within the limit, and says so', () => {
    const line = `| ${'é'.repeat(60)} | 😀 |\n`;
    const big = line.repeat(20_000); // 2.6 MB
    const cut = withinSummaryLimit(big);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(SUMMARY_MAX_BYTES);
    expect(cut).toMatch(
      /\| 😀 \|\n\n⚠️ The rest of this summary was left out: a step summary is shown up to 1 MiB\.\n$/,
    );
    expect(cut).not.toContain('\uFFFD');
    expect(withinSummaryLimit('small')).toBe('small');
  });
});

describe('cells that were cosmetic defects', () => {
  it('an empty code cell is a dash, not two backticks; a cut never splits a character', () => {
    expect(code('')).toBe('—');
    const emoji = `${'a'.repeat(8)}😀😀`;
    expect(text(emoji, 10)).toBe(`${'a'.repeat(8)}😀😀`);
    expect(text(emoji, 9)).toBe(`${'a'.repeat(8)}…`);
    expect(code(`${'b'.repeat(9)}😀x`, 11)).toBe(`\`${'b'.repeat(9)}😀x\``);
    expect(code(`${'b'.repeat(9)}😀xy`, 11)).toBe(`\`${'b'.repeat(9)}😀…\``);
    expect(text('😀'.repeat(300))).not.toContain('\uFFFD');
  });
});
