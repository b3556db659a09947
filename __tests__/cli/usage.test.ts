/** Command-line arguments that parseArgs reads one way and users mean another. */
import { parseArgs } from 'node:util';
import { argsProblem, withNegativeValues } from '../../src/cli/usage.js';

const OPTIONS = {
  'max-ratio': { type: 'string' },
  max: { type: 'string', short: 'm' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

describe('a negative number after an option that takes a value', () => {
  it('is that option’s value, in long and short form; nothing else moves', () => {
    expect(
      withNegativeValues(['--max-ratio', '-5', '-m', '-0.5', 'x', '--', '--max', '-1'], OPTIONS),
    ).toEqual(['--max-ratio=-5', '-m-0.5', 'x', '--', '--max', '-1']);
    // A boolean option takes no value; -x is no number; a value already joined stays as it is.
    for (const args of [['--json', '-5'], ['--max', '-x'], ['--max=-5'], ['-h', '-5']])
      expect(withNegativeValues(args, OPTIONS)).toEqual(args);
    const { values } = parseArgs({
      args: withNegativeValues(['--max-ratio', '-5', '-m', '-.5'], OPTIONS),
      options: OPTIONS,
    });
    expect({ ...values }).toEqual({ 'max-ratio': '-5', max: '-.5' });
  });

  it('anything else starting with - is an option, and the message says the value is missing', () => {
    let problem = '';
    try {
      parseArgs({ args: withNegativeValues(['--max-ratio', '--json'], OPTIONS), options: OPTIONS });
    } catch (err) {
      problem = argsProblem(err);
    }
    expect(problem).toBe(
      'option --max-ratio needs a value, and the argument after it starts with - (write --max-ratio=VALUE for a value that does)',
    );
  });
});
