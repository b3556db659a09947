/**
 * Time, as the client sees it: every wait (backoff, rate-limit reset, search pacing, polling) goes through a
 * Clock, so that tests control time instead of sleeping.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolve after `ms` milliseconds. */
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};

/** A wait on the client's clock that ends early (without throwing) when the signal aborts. */
export async function sleepUnlessAborted(clock: Clock, ms: number, signal: AbortSignal | undefined) {
  if (!signal) return clock.sleep(ms);
  if (signal.aborted) return;
  let onAbort = () => {};
  const aborted = new Promise<void>((resolve) => {
    onAbort = resolve;
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([clock.sleep(ms), aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
