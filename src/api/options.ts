/** The client's settings and their defaults. */
import type { AuthOptions } from './auth.js';
import { systemClock, type Clock } from './clock.js';
import { MemoryEtagCache, type EtagCache } from './etag-cache.js';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy.js';
import { Secrets } from './secrets.js';
import { DEFAULT_API_VERSION } from './vendor.js';

/** Where the client writes what it does. Every line is redacted before it gets here. */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface ClientOptions {
  /** The API root: scheme://host/api/v3 for a self-managed installation. Default: GITHUB_API_URL, else the hosted API. */
  baseUrl?: string;
  auth?: AuthOptions;
  /** The vendor word of header names and media types (X-Svc-Api-Version, application/vnd.svc+json). Default svc. */
  vendor?: string;
  /** X-Svc-Api-Version. Default 2022-11-28. */
  apiVersion?: string;
  userAgent?: string;
  /** Per-attempt timeout, in ms: nothing hangs longer. Default 60 s. */
  timeoutMs?: number;
  /** Changes to the retry table (retry-policy.ts). */
  retry?: Partial<RetryPolicy>;
  /** Longest wait for a rate-limit reset or a Retry-After; beyond it the request fails with the reset time. Default 120 s. */
  maxRateLimitWaitMs?: number;
  /** Searches allowed per rolling minute. Default 30 with a token, 10 without (the spec's limits). */
  searchesPerMinute?: number;
  /** Conditional requests: true for an in-memory cache, or your own. Default off. */
  etagCache?: boolean | EtagCache;
  logger?: Partial<Logger>;
  clock?: Clock;
  /** [0, 1) for backoff jitter; default Math.random. */
  random?: () => number;
  /**
   * Stops every request of this client (a step's or a command's SIGTERM and SIGINT): once it aborts, no request
   * starts and none is retried or waited for, and one in flight is aborted (an ApiError of kind `aborted`).
   * Only a call marked `afterStop` (the cancel of what was started) is still sent.
   */
  signal?: AbortSignal;
  /**
   * A time on the client's clock (ms since the epoch) by which every request of this client ends, answered or
   * not (a step's own timeout): each request's deadline is the earlier of its own and this one.
   */
  deadline?: number;
  /**
   * The most bytes an answer's body may hold, decompressed: a larger one fails as a bad answer while it is read,
   * and is not retried. Default 256 MiB.
   */
  maxAnswerBytes?: number;
  /** The secrets to redact, shared with other clients and with the step's channels. Default: the client's own. */
  secrets?: Secrets;
}

/** The hosted service's API root. */
export const HOSTED_API_URL = 'https://api.github.com';

export interface ResolvedOptions {
  baseUrl: string;
  auth: AuthOptions;
  vendor: string;
  apiVersion: string;
  userAgent: string;
  timeoutMs: number;
  retry: RetryPolicy;
  maxRateLimitWaitMs: number;
  searchesPerMinute: number;
  etagCache?: EtagCache;
  logger: Logger;
  clock: Clock;
  random: () => number;
  signal?: AbortSignal;
  deadline?: number;
  maxAnswerBytes: number;
  secrets: Secrets;
}

/** The default of maxAnswerBytes: 256 MiB. */
export const DEFAULT_MAX_ANSWER_BYTES = 256 * 1024 * 1024;

const noop = () => {};

export function resolveOptions(o: ClientOptions, env: NodeJS.ProcessEnv = process.env): ResolvedOptions {
  const baseUrl = (o.baseUrl || env.GITHUB_API_URL || HOSTED_API_URL).replace(/\/+$/, '');
  const parsed = new URL(baseUrl);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`baseUrl must be an http or https URL, got ${parsed.protocol}`);
  }
  if (parsed.username || parsed.password)
    throw new Error('baseUrl must not carry credentials: use the auth option');
  const auth = o.auth ?? {};
  return {
    baseUrl,
    auth,
    vendor: o.vendor ?? 'svc',
    apiVersion: o.apiVersion ?? DEFAULT_API_VERSION,
    userAgent: o.userAgent ?? 'sarif-pipeline',
    timeoutMs: o.timeoutMs ?? 60_000,
    retry: { ...DEFAULT_RETRY_POLICY, ...o.retry },
    maxRateLimitWaitMs: o.maxRateLimitWaitMs ?? 120_000,
    searchesPerMinute: o.searchesPerMinute ?? (auth.token ? 30 : 10),
    etagCache: o.etagCache === true ? new MemoryEtagCache() : o.etagCache || undefined,
    logger: {
      debug: o.logger?.debug ?? noop,
      info: o.logger?.info ?? noop,
      warn: o.logger?.warn ?? ((m) => console.warn(m)),
      error: o.logger?.error ?? ((m) => console.error(m)),
    },
    clock: o.clock ?? systemClock,
    random: o.random ?? Math.random,
    signal: o.signal,
    deadline: o.deadline,
    maxAnswerBytes: o.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES,
    secrets: o.secrets ?? new Secrets(),
  };
}
