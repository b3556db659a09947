/** The one Markdown helper of the job summaries: hostile text stays text, links only to http(s), one number format. */
import { code, count, link, plural, table, text } from '../../src/summary/markdown.js';

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
    expect(count(5008)).toBe('5,008');
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
