/**
 * A step whose work no signal reaches (as the SARIF engine reading a large file): it registers what it knows for
 * a late stop, says it is busy, and never finishes. Run by __tests__/action/step-stop.test.ts.
 */
import { startStep } from '../../src/action/step.js';

const step = startStep();
step.whenLate(() => ({
  outputs: { state: 'stopped late' },
  summary: '## Busy step: stopped',
  message: `stopped by ${step.stoppedBy()} while busy`,
}));
step.info('busy');
setInterval(() => {}, 1_000);
