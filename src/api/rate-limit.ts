/**
 * Rate-limit headers, parsed in one place: X-RateLimit-* on every answer, Retry-After, and whether an answer
 * says the caller is rate limited (403 or 429 with x-ratelimit-remaining: 0, or with Retry-After).
 */
export interface RateLimitState {
  limit: number;
  remaining: number;
  used: number;
  /** UTC epoch seconds when the window resets. */
  reset: number;
  /** core, search, ... */
  resource: string;
}

type Headers = Record<string, string | number | undefined>;

function int(value: string | number | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** The X-RateLimit-* values of an answer; undefined when it has none. */
export function parseRateLimit(headers: Headers): RateLimitState | undefined {
  const limit = int(headers['x-ratelimit-limit']);
  const remaining = int(headers['x-ratelimit-remaining']);
  const reset = int(headers['x-ratelimit-reset']);
  if (limit === undefined || remaining === undefined || reset === undefined) return undefined;
  return {
    limit,
    remaining,
    used: int(headers['x-ratelimit-used']) ?? limit - remaining,
    reset,
    resource: String(headers['x-ratelimit-resource'] ?? 'core'),
  };
}

/** Retry-After in milliseconds from `nowMs` (delay-seconds or an HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(headers: Headers, nowMs: number): number | undefined {
  const raw = headers['retry-after'];
  if (raw === undefined || raw === '') return undefined;
  const seconds = int(raw);
  if (seconds !== undefined) return Math.max(0, seconds * 1000);
  const date = Date.parse(String(raw));
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/** 403 or 429 that is a rate limit rather than a permission problem. */
export function isRateLimited(status: number, headers: Headers): boolean {
  if (status !== 403 && status !== 429) return false;
  return int(headers['x-ratelimit-remaining']) === 0 || headers['retry-after'] !== undefined;
}

/** How long to wait before trying again: Retry-After when given, else until x-ratelimit-reset. */
export function rateLimitWaitMs(headers: Headers, nowMs: number): number {
  const retryAfter = parseRetryAfter(headers, nowMs);
  if (retryAfter !== undefined) return retryAfter;
  const reset = int(headers['x-ratelimit-reset']);
  // One second past the reset: the reset is given in whole seconds.
  return reset === undefined ? 60_000 : Math.max(0, reset * 1000 - nowMs + 1000);
}

/** The moment a limited caller may try again, for messages. */
export function retryTime(headers: Headers, nowMs: number): Date {
  return new Date(nowMs + rateLimitWaitMs(headers, nowMs));
}
