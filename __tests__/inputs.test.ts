import { describe, expect, it } from '@jest/globals';
import {
  parseBoolean,
  parseChoice,
  parseCount,
  parseDuration,
  parseOptionalChoice,
  parsePositiveInt,
  parseRepository,
  UserError,
} from '../src/inputs.js';

/** The UserError a parser throws, for its message, hint and exit code. */
function refusal(parse: () => unknown): UserError {
  try {
    parse();
  } catch (err) {
    if (err instanceof UserError) return err;
    throw err;
  }
  throw new Error('expected a UserError');
}

describe('the input kit', () => {
  it('reads choices case-insensitively, falls back when empty, and names the setting and the accepted values', () => {
    expect(parseChoice(' WARN ', ['warn', 'fail'] as const, 'fail', 'input on-trim')).toBe('warn');
    expect(parseChoice('', ['warn', 'fail'] as const, 'fail', 'input on-trim')).toBe('fail');
    expect(parseOptionalChoice('', ['a'] as const, '--x')).toBeUndefined();
    const e = refusal(() => parseChoice('warning', ['warn', 'fail'] as const, 'fail', 'input on-trim'));
    expect(e.message).toBe('input on-trim must be one of warn, fail; got "warning"');
    expect(e.exitCode).toBe(2);
  });

  it('reads whole numbers in a range', () => {
    expect(parsePositiveInt('', '--max')).toBeUndefined();
    expect(parseCount('', 'input top', { fallback: 10 })).toBe(10);
    expect(parseCount('90', 'input retention-days', { fallback: 1, max: 90, unit: 'days' })).toBe(90);
    for (const bad of ['0', '1.5', '1e3', 'ten', '9007199254740993']) {
      expect(refusal(() => parsePositiveInt(bad, '--max')).message).toMatch(
        /^--max must be a positive whole number; got/,
      );
    }
    // A minus sign: what is wrong is the sign, whatever the digits.
    for (const bad of ['-1', '-5', '-0.5', '-.5'])
      expect(refusal(() => parsePositiveInt(bad, '--max')).message).toBe(
        `--max must be a positive number; got "${bad}"`,
      );
    expect(
      refusal(() => parseCount('91', 'input retention-days', { fallback: 1, max: 90, unit: 'days' })).message,
    ).toBe('input retention-days must be a whole number of days from 1 to 90; got "91"');
  });

  it('reads booleans in the YAML 1.2 core spellings only', () => {
    expect(parseBoolean('True', 'input preview', false)).toBe(true);
    expect(parseBoolean('FALSE', 'input preview', true)).toBe(false);
    expect(parseBoolean('', 'input preview', true)).toBe(true);
    expect(refusal(() => parseBoolean('yes', 'input preview', false)).message).toBe(
      'input preview must be true or false; got "yes"',
    );
  });

  it('reads durations in their unit, as milliseconds, and warns on a value that looks like the other unit', () => {
    expect(parseDuration('', 'input timeout', { unit: 'ms', fallback: 600_000 })).toEqual({ ms: 600_000 });
    expect(parseDuration('1.5', 'input processing-timeout', { unit: 's', fallback: 300 })).toEqual({
      ms: 1500,
    });
    const seconds = parseDuration('600', 'input timeout', {
      unit: 'ms',
      fallback: 600_000,
      plausibleMs: [1_000, 86_400_000],
      from: 'actions/deploy-pages',
    });
    expect(seconds.ms).toBe(600);
    expect(seconds.warning).toBe(
      'input timeout is 600 ms, which is under 1 s and looks like seconds: input timeout is in milliseconds, as in actions/deploy-pages (default 600000)',
    );
    const week = parseDuration('600000', 'input processing-timeout', {
      unit: 's',
      fallback: 300,
      plausibleMs: [1_000, 86_400_000],
    });
    expect(week.warning).toMatch(
      /is 600000 s, which is over 1 day\(s\) and looks like milliseconds: input processing-timeout is in seconds/,
    );
    expect(refusal(() => parseDuration('1.5', 'input timeout', { unit: 'ms', fallback: 1 })).message).toBe(
      'input timeout must be a positive whole number of milliseconds; got "1.5"',
    );
    expect(
      refusal(() => parseDuration('5m', 'input processing-timeout', { unit: 's', fallback: 300 })).message,
    ).toBe('input processing-timeout must be a positive number of seconds; got "5m"');
  });

  it('reads owner/name with one pattern (the service rules), dropping a trailing .git', () => {
    expect(parseRepository('acme/webapp.git', '--repo')).toEqual({ owner: 'acme', repo: 'webapp' });
    for (const bad of ['acme', 'acme/', '/webapp', 'acme/web app', '-acme/x', 'acme/..', 'a/b/c']) {
      expect(refusal(() => parseRepository(bad, '--repo')).message).toMatch(
        /^--repo must be owner\/name; got/,
      );
    }
    expect(refusal(() => parseRepository('', 'input repository')).message).toBe(
      'input repository is missing',
    );
  });
});
