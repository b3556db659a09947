/**
 * Polling with the client's clock: ask until done or until the timeout, then fail with a timeout ApiError. The
 * client's signal ends a wait at once (the next request then fails as aborted), and its deadline bounds the
 * timeout.
 */
import { formatDuration } from '../format.js';
import { sleepUnlessAborted } from './clock.js';
import type { Transport } from './transport.js';

export interface PollOptions {
  /** Give up after this long, in ms. */
  timeoutMs?: number;
  /** Wait between attempts, in ms. */
  intervalMs?: number;
}

export async function poll<T>(
  transport: Transport,
  what: string,
  options: PollOptions,
  defaults: Required<PollOptions>,
  ask: () => Promise<{ done: true; value: T } | { done: false }>,
): Promise<T> {
  const { clock, signal, deadline } = transport.options;
  let timeoutMs = options.timeoutMs ?? defaults.timeoutMs;
  const intervalMs = options.intervalMs ?? defaults.intervalMs;
  const start = clock.now();
  if (deadline !== undefined) timeoutMs = Math.max(0, Math.min(timeoutMs, deadline - start));
  for (;;) {
    const result = await ask();
    if (result.done) return result.value;
    if (clock.now() - start + intervalMs > timeoutMs) {
      throw transport.error({
        kind: 'timeout',
        message: `${what}: not finished after ${formatDuration(clock.now() - start)}`,
        hint: 'the service is still working on it: try again later, or raise timeoutMs',
      });
    }
    await sleepUnlessAborted(clock, intervalMs, signal);
  }
}
