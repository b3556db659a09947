/**
 * When a failed attempt is tried again, as plain data. Rate limits are not retries: they wait for the reset (see
 * rate-limit.ts and the transport's maxRateLimitWaitMs).
 */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  /** Statuses retried (5xx; other 4xx are never retried). */
  statuses: readonly number[];
  /** Retry connection failures: refused, reset, closed without an answer, malformed answers, timeouts. */
  networkErrors: boolean;
  /** Methods retried. */
  methods: readonly string[];
  /** Backoff: initialDelayMs × factor^(retry−1), at most maxDelayMs, minus up to `jitter` of it at random. */
  initialDelayMs: number;
  factor: number;
  maxDelayMs: number;
  jitter: number;
  /** No retry starts once this much time has passed since the first attempt (waits included). */
  maxTotalMs: number;
  /** How many times one request may wait for a rate-limit reset before failing. */
  rateLimitWaits: number;
}

export const DEFAULT_RETRY_POLICY: Readonly<RetryPolicy> = Object.freeze({
  retries: 4,
  statuses: [500, 502, 503, 504],
  networkErrors: true,
  methods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'POST', 'PATCH'],
  initialDelayMs: 1_000,
  factor: 2,
  maxDelayMs: 30_000,
  jitter: 0.5,
  maxTotalMs: 120_000,
  rateLimitWaits: 2,
});

/** The delay before retry number `retry` (1-based). `random` returns [0, 1). */
export function backoffDelay(policy: RetryPolicy, retry: number, random: () => number): number {
  const base = Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.factor ** (retry - 1));
  return Math.round(base * (1 - policy.jitter * random()));
}
