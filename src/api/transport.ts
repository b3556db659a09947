/**
 * The transport: Octokit as @actions/github builds it (proxy-aware fetch through @actions/http-client), with
 * this client's auth strategy, and one request hook that applies the spec's cross-cutting rules to every
 * request: headers (media type, API version), the ETag cache, search pacing, rate-limit waits, retries with
 * backoff, a per-attempt timeout, Deprecation/Sunset warnings, logging and the one error type, all redacted.
 */
import { performance } from 'node:perf_hooks';
import { GitHub, getUserAgentWithOrchestrationId } from '@actions/github/lib/utils';
import { formatDuration } from '../format.js';
import { authorizationFor, createAuthStrategy, type CredentialNeed } from './auth.js';
import { deprecationWarning, readDeprecation, type DeprecationNotice } from './deprecation.js';
import { shown, type Mismatch, type Shape } from './answer-shape.js';
import { ApiError, hintFor, type ApiErrorKind } from './errors.js';
import { cacheKey, type CachedAnswer, type EtagCache } from './etag-cache.js';
import { answerTooLarge, createFetch, redirectRefusal } from './http-fetch.js';
import { sleepUnlessAborted } from './clock.js';
import { resolveOptions, type ClientOptions, type Logger, type ResolvedOptions } from './options.js';
import {
  isRateLimited,
  parseRateLimit,
  parseRetryAfter,
  rateLimitWaitMs,
  type RateLimitState,
} from './rate-limit.js';
import { proxyDispatchers } from './proxy.js';
import { backoffDelay } from './retry-policy.js';
import { SearchPacer } from './search-pacer.js';
import type { Secrets } from './secrets.js';
import { vendorNames, type VendorNames } from './vendor.js';

/** What an operation tells the transport about one request. */
export interface RequestMeta extends CredentialNeed {
  /** Accept header; default the vendor JSON media type (application/vnd.svc+json). */
  accept?: string;
  /** Counted against the search rate. */
  search?: boolean;
  /** For logs and warnings, e.g. "GET /repos/{owner}/{repo}/keys"; default the route. */
  operation?: string;
  /**
   * What a success answer must hold (answer-shape.ts); a mismatch, a 204 or an empty body is an ApiError of kind
   * bad-answer.
   */
  answer?: Shape;
  /** Success statuses that say "not yet" (the 202 of a running check): their body is not checked. */
  notYet?: readonly number[];
}

export const TOKEN: RequestMeta = { credentials: 'token' };

/** What a caller may bound one operation by: retries, waits and back-off included. */
export interface CallOptions {
  /** Stop at once (no retry, no wait) when this aborts. The client's own signal stops it too. */
  signal?: AbortSignal;
  /**
   * A time on the client's clock (ms since the epoch) by which the operation ends, answered or not; the
   * client's own deadline, if earlier, wins.
   */
  deadline?: number;
  /**
   * The clean-up a stop asks for (cancelling a deployment that was started): sent even after the client's
   * signal aborted or its deadline passed, bounded by this call's own signal and deadline only.
   */
  afterStop?: boolean;
}

export interface ApiResponse<T> {
  status: number;
  url: string;
  headers: Record<string, string>;
  data: T;
  /** X-RateLimit-* of this answer. */
  rateLimit?: RateLimitState;
  /** True when the service answered 304 and `data` comes from the ETag cache. */
  notModified: boolean;
  deprecation?: DeprecationNotice;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- Octokit's hook options are loose by design */
type RequestFn = (options: any) => Promise<any>;
type Octokit = InstanceType<typeof GitHub>;

/** Where one request stands across its attempts. */
interface AttemptState {
  meta: RequestMeta;
  /** The caller's deadline on the client's clock, if any. */
  deadline?: number;
  method: string;
  /** "METHOD url", for logs and errors. */
  shown: string;
  /** "METHOD /route/{param}", for once-per-operation warnings. */
  operation: string;
  start: number;
  attempts: number;
  retries: number;
  waits: number;
}

/** A GET's use of the ETag cache: the cache, the request's key in it, and what it held (sent as if-none-match). */
interface EtagUse {
  cache?: EtagCache;
  key?: string;
  cached?: CachedAnswer;
}

interface HttpAnswer {
  status: number;
  url: string;
  headers: Record<string, string>;
  data: unknown;
}

/** The answer inside an Octokit RequestError (error statuses and 304), if there was one. */
function answerOf(err: unknown): HttpAnswer | undefined {
  const response = (err as { response?: HttpAnswer } | null)?.response;
  return response && typeof response.status === 'number' ? response : undefined;
}

export class Transport {
  readonly octokit: Octokit;
  readonly options: ResolvedOptions;
  readonly names: VendorNames;
  readonly secrets: Secrets;
  readonly apiOrigin: string;
  /** Every line the client writes, redacted. */
  readonly log: Logger;
  /** What Octokit itself logs (its own deprecation line included: ours is the warning), at debug level. */
  private readonly octokitLog: Logger;
  private readonly pacer: SearchPacer;
  private readonly warned = new Set<string>();
  private readonly limits = new Map<string, RateLimitState>();

  constructor(options: ClientOptions = {}) {
    const o = resolveOptions(options);
    this.options = o;
    this.secrets = o.secrets;
    this.names = vendorNames(o.vendor);
    this.apiOrigin = new URL(o.baseUrl).origin;
    const redacted = (write: (m: string) => void) => (m: string) => write(this.secrets.redact(String(m)));
    this.log = {
      debug: redacted(o.logger.debug),
      info: redacted(o.logger.info),
      warn: redacted(o.logger.warn),
      error: redacted(o.logger.error),
    };
    this.octokitLog = {
      debug: this.log.debug,
      info: this.log.debug,
      warn: this.log.debug,
      error: this.log.error,
    };
    this.pacer = new SearchPacer(o.searchesPerMinute, o.clock);
    this.octokit = new GitHub({
      baseUrl: o.baseUrl,
      userAgent: getUserAgentWithOrchestrationId(o.userAgent) ?? o.userAgent,
      authStrategy: createAuthStrategy(o.auth, this.apiOrigin, this.names, this.secrets),
      log: this.octokitLog,
      // Our own fetch: the proxy of each request's own URL, and redirects under redirect-policy.ts.
      request: {
        fetch: createFetch({
          dispatcherFor: proxyDispatchers((v) => this.secrets.add(v)),
          credentialHeaders: ['authorization', this.names.otpHeader],
          isSecret: (text) => this.secrets.foundIn(text),
          maxAnswerBytes: o.maxAnswerBytes,
        }),
      },
    });
    this.octokit.hook.wrap('request', (request, opts) => this.send(request as RequestFn, opts));
  }

  /** One operation: `route` is "METHOD /path/{param}"; params fill the path, then the query (GET) or the body. */
  request<T>(
    route: string,
    params: object = {},
    meta: RequestMeta = TOKEN,
    call: CallOptions = {},
  ): Promise<ApiResponse<T>> {
    return this.octokit.request(route, {
      ...params,
      request: { svc: meta, call },
    }) as unknown as Promise<ApiResponse<T>>;
  }

  /** GET an absolute URL as given (the next page of a Link header, a status_url), under the same rules. */
  getUrl<T>(url: string, meta: RequestMeta = TOKEN, call: CallOptions = {}): Promise<ApiResponse<T>> {
    return this.octokit.request({
      method: 'GET',
      url,
      request: { svc: meta, call },
    } as never) as unknown as Promise<ApiResponse<T>>;
  }

  /**
   * Any method on an absolute URL (a signed upload URL a service handed out), with a body sent as given (a
   * Buffer, or a string), under the same rules: credentials only to the client's own origin and only as `meta`
   * says, redirects, retries, deadlines, redaction.
   */
  requestUrl<T>(
    method: string,
    url: string,
    body: Buffer | string | undefined,
    headers: Record<string, string>,
    meta: RequestMeta,
    call: CallOptions = {},
  ): Promise<ApiResponse<T>> {
    return this.octokit.request({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { data: body }),
      request: { svc: meta, call },
    } as never) as unknown as Promise<ApiResponse<T>>;
  }

  /** The latest X-RateLimit-* values seen, per resource (core, search, ...). */
  rateLimits(): Record<string, RateLimitState> {
    return Object.fromEntries(this.limits);
  }

  /** An error for a request refused before sending. */
  invalid(message: string, hint?: string): ApiError {
    return this.error({ kind: 'invalid', message, hint });
  }

  error(d: ConstructorParameters<typeof ApiError>[0]): ApiError {
    return ApiError.create(
      d,
      (s) => this.secrets.redact(s),
      (v) => this.secrets.redactValue(v),
    );
  }

  /** The request hook: headers, ETag, then attempts until an answer, a failure, or the retries run out. */
  private async send(request: RequestFn, options: any): Promise<ApiResponse<unknown>> {
    const o = this.options;
    const meta: RequestMeta = options.request?.svc ?? TOKEN;
    const call: CallOptions = options.request?.call ?? {};
    if (meta.credentials === 'basic' && !o.auth.basic) {
      throw this.invalid(
        'the OAuth grant and authorization operations take Basic authentication only, and no username and password were given',
        'set auth.basic: { username, password, otp? }',
      );
    }
    const url: string = this.octokit.request.endpoint.parse(options).url;
    const etag = this.prepareHeaders(options, meta, url);
    const state: AttemptState = {
      meta,
      method: options.method,
      shown: `${options.method} ${url}`,
      operation: meta.operation ?? `${options.method} ${options.url}`,
      start: o.clock.now(),
      attempts: 0,
      retries: 0,
      waits: 0,
      deadline: earliest(call.deadline, call.afterStop ? undefined : o.deadline),
    };
    // The caller's signal, and the client's unless this is the clean-up after a stop.
    const signals = [call.signal, call.afterStop ? undefined : o.signal].filter(
      (x): x is AbortSignal => x !== undefined,
    );
    const userSignal: AbortSignal | undefined = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    for (;;) {
      if (userSignal?.aborted) throw this.stopped(state, 'aborted', userSignal);
      if (state.deadline !== undefined && o.clock.now() >= state.deadline)
        throw this.stopped(state, 'deadline');
      state.attempts++;
      if (meta.search) await this.paceSearch(state, userSignal);
      const t0 = performance.now();
      const outcome = await this.attempt(request, options, userSignal, this.attemptTimeout(state));
      const took = ` in ${Math.round(performance.now() - t0)} ms`;
      if ('response' in outcome) return this.answered(outcome.response as HttpAnswer, state, took, etag);
      if (outcome.error instanceof ApiError) throw outcome.error;
      const refused = redirectRefusal(outcome.error);
      if (refused) throw this.redirectRefused(refused, state);
      const tooLarge = answerTooLarge(outcome.error);
      if (tooLarge) throw this.badAnswer(undefined, state, { message: tooLarge.message });
      const answer = answerOf(outcome.error);
      if (answer) {
        const extra = this.observe(answer, state, took);
        if (answer.status === 304 && etag.cached) return this.fromCache(etag.cached, answer, extra);
      }
      const next = answer
        ? this.afterErrorAnswer(answer, state)
        : this.afterNoAnswer(outcome.error, outcome.timedOut, state, userSignal);
      this.log.warn(`${state.shown}: ${next.why}`);
      await sleepUnlessAborted(o.clock, next.wait, userSignal);
    }
  }

  /** Media type and API version headers; for a GET with an ETag cache, its key and the `if-none-match` it sends. */
  private prepareHeaders(options: any, meta: RequestMeta, url: string): EtagUse {
    const o = this.options;
    const headers: Record<string, string> = options.headers;
    if (options.request?.svc || headers.accept === 'application/vnd.github.v3+json') {
      headers.accept = meta.accept ?? this.names.jsonMediaType;
    }
    headers[this.names.apiVersionHeader] ??= o.apiVersion;
    const cache = options.method === 'GET' ? o.etagCache : undefined;
    if (!cache) return {};
    const sameOrigin = new URL(url).origin === this.apiOrigin;
    const key = cacheKey(url, headers.accept, sameOrigin ? authorizationFor(o.auth, meta) : undefined);
    const cached = cache.get(key);
    if (cached) headers['if-none-match'] = cached.etag;
    return { cache, key, cached };
  }

  /** Searches kept under the service's rate: wait for a slot (saying so), unless the caller stops. */
  private async paceSearch(state: AttemptState, signal: AbortSignal | undefined): Promise<void> {
    await this.pacer.take(
      (ms) =>
        this.log.info(
          `${state.shown}: keeping searches under ${this.options.searchesPerMinute} a minute, waiting ${formatDuration(ms)}`,
        ),
      signal,
    );
    if (signal?.aborted) throw this.stopped(state, 'aborted', signal);
  }

  /** A success: its shape checked against what the operation answers, its ETag kept. */
  private answered(res: HttpAnswer, state: AttemptState, took: string, etag: EtagUse): ApiResponse<unknown> {
    const extra = this.observe(res, state, took);
    const problem = answerProblem(res, state.meta);
    if (problem) throw this.badAnswer(res, state, problem);
    if (etag.cache && etag.key && res.status === 200 && res.headers.etag) {
      etag.cache.set(etag.key, {
        etag: res.headers.etag,
        status: 200,
        url: res.url,
        data: structuredClone(res.data),
      });
    }
    return { ...res, ...extra, notModified: false };
  }

  /** A redirect the policy does not follow: credentials go only to the API's origin. */
  private redirectRefused(
    refused: NonNullable<ReturnType<typeof redirectRefusal>>,
    state: AttemptState,
  ): ApiError {
    return this.error({
      kind: 'redirect',
      status: refused.status,
      message: `redirect from ${refused.from} to ${refused.to} not followed: ${refused.why}`,
      method: state.method,
      url: state.shown.slice(state.method.length + 1),
      attempts: state.attempts,
      hint: `credentials go only to ${this.apiOrigin}: check the API URL (a self-managed installation may have moved), or ask its administrator why it redirects`,
    });
  }

  /** This attempt's timeout: the per-request one, or less when the caller's deadline comes first. */
  private attemptTimeout(s: AttemptState): number {
    const left = s.deadline === undefined ? Infinity : s.deadline - this.options.clock.now();
    return Math.max(1, Math.min(this.options.timeoutMs, left));
  }

  /** Time is up, or the caller stopped: no (further) attempt. */
  private stopped(s: AttemptState, why: 'aborted' | 'deadline', signal?: AbortSignal): ApiError {
    // A signal aborted with a word (SIGTERM) names it.
    const by = typeof signal?.reason === 'string' ? ` (${signal.reason})` : '';
    return this.error({
      kind: why === 'aborted' ? 'aborted' : 'timeout',
      message:
        why === 'aborted'
          ? s.attempts === 0
            ? `stopped${by} before it was sent`
            : `stopped${by} after ${s.attempts} attempt(s): no answer awaited, no retry`
          : `the deadline passed after ${s.attempts} attempt(s)`,
      method: s.method,
      url: s.shown.slice(s.method.length + 1),
      attempts: s.attempts,
      hint:
        why === 'deadline'
          ? 'the operation had a time limit, retries included: raise it, or try again later'
          : undefined,
    });
  }

  /** A wait, retry or rate-limit reset that ends after the caller's deadline is not waited for. */
  private beyondDeadline(s: AttemptState, wait: number): boolean {
    return s.deadline !== undefined && this.options.clock.now() + wait >= s.deadline;
  }

  /** After an error status: wait for a rate limit, retry a 5xx, or throw. */
  private afterErrorAnswer(answer: HttpAnswer, s: AttemptState): { wait: number; why: string } {
    const o = this.options;
    const policy = o.retry;
    const now = o.clock.now();
    if (isRateLimited(answer.status, answer.headers)) {
      // A reset or Retry-After of centuries (1e20) is no date to print: it is "far in the future".
      const wait = Math.min(rateLimitWaitMs(answer.headers, now), FAR_MS);
      const until = wait >= FAR_MS ? 'a time far in the future' : new Date(now + wait).toISOString();
      const resource = parseRateLimit(answer.headers)?.resource ?? 'the';
      if (this.beyondDeadline(s, wait)) {
        throw this.httpError(
          answer,
          s,
          'rate-limited',
          `rate limited until ${until}, after this operation's deadline`,
          now + wait,
        );
      }
      if (wait <= o.maxRateLimitWaitMs && s.waits < policy.rateLimitWaits) {
        s.waits++;
        return {
          wait,
          why: `${resource} rate limit reached; waiting ${formatDuration(wait)}, until ${until}`,
        };
      }
      throw this.httpError(
        answer,
        s,
        'rate-limited',
        wait <= o.maxRateLimitWaitMs
          ? `still rate limited after ${s.waits} wait(s); try again after ${until}`
          : `${resource} rate limit spent: it resets at ${until}${wait >= FAR_MS ? '' : ` (in ${formatDuration(wait)})`}, beyond the maximum wait of ${formatDuration(o.maxRateLimitWaitMs)} (maxRateLimitWaitMs)`,
        now + wait,
      );
    }
    if (
      policy.statuses.includes(answer.status) &&
      policy.methods.includes(s.method) &&
      !(s.deadline !== undefined && this.options.clock.now() >= s.deadline)
    ) {
      const delay = parseRetryAfter(answer.headers, now) ?? backoffDelay(policy, s.retries + 1, o.random);
      if (this.mayRetry(s, delay) && delay <= Math.max(o.maxRateLimitWaitMs, policy.maxDelayMs)) {
        s.retries++;
        return {
          wait: delay,
          why: `${answer.status}; retry ${s.retries} of ${policy.retries} in ${formatDuration(delay)}`,
        };
      }
    }
    throw this.httpError(answer, s);
  }

  /** After no answer (network error or timeout): retry, or throw. */
  private afterNoAnswer(
    err: unknown,
    timedOut: boolean,
    s: AttemptState,
    userSignal: AbortSignal | undefined,
  ): { wait: number; why: string } {
    const policy = this.options.retry;
    if (userSignal?.aborted) throw this.stopped(s, 'aborted', userSignal);
    const reason = timedOut
      ? s.deadline !== undefined && this.options.clock.now() + 1 >= s.deadline
        ? 'no answer before the deadline'
        : `no answer within ${formatDuration(this.options.timeoutMs)}`
      : describeNetworkError(err);
    if (policy.networkErrors && policy.methods.includes(s.method)) {
      const delay = backoffDelay(policy, s.retries + 1, this.options.random);
      if (this.mayRetry(s, delay)) {
        s.retries++;
        return {
          wait: delay,
          why: `${reason}; retry ${s.retries} of ${policy.retries} in ${formatDuration(delay)}`,
        };
      }
    }
    throw this.error({
      kind: timedOut ? 'timeout' : 'network',
      message: reason,
      method: s.method,
      url: s.shown.slice(s.method.length + 1),
      attempts: s.attempts,
      hint: timedOut
        ? 'the service did not answer in time: raise timeoutMs, or try again later'
        : 'no answer from the service: check the base URL, the network and any proxy settings',
      cause: err,
    });
  }

  private mayRetry(s: AttemptState, delay: number): boolean {
    const policy = this.options.retry;
    return (
      s.retries < policy.retries &&
      this.options.clock.now() - s.start + delay <= policy.maxTotalMs &&
      !this.beyondDeadline(s, delay)
    );
  }

  /** One attempt, bounded by the per-request timeout (and the caller's own signal, if any). */
  private async attempt(
    request: RequestFn,
    options: any,
    userSignal: AbortSignal | undefined,
    timeoutMs: number,
  ): Promise<{ response: unknown } | { error: unknown; timedOut: boolean }> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    options.request = {
      ...options.request,
      log: this.octokitLog,
      signal: userSignal ? AbortSignal.any([userSignal, controller.signal]) : controller.signal,
    };
    try {
      const response = await request(options);
      // A body cut short by the timeout is no answer. One cut short otherwise failed in the fetch (http-fetch.ts
      // reads it whole): a complete body that is not JSON is a bad answer (answered()), not retried.
      if (timedOut) return { error: new Error('the answer was cut short by the timeout'), timedOut };
      return { response };
    } catch (error) {
      return { error, timedOut };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Log the answer, record its rate-limit state, and warn once per operation about a deprecation. */
  private observe(answer: HttpAnswer, s: AttemptState, took: string) {
    const rateLimit = parseRateLimit(answer.headers);
    if (rateLimit) this.limits.set(rateLimit.resource, rateLimit);
    this.log.debug(`${s.shown} -> ${answer.status}${took}${this.budget(rateLimit)}`);
    const deprecation = readDeprecation(answer.headers);
    if (deprecation && !this.warned.has(s.operation)) {
      this.warned.add(s.operation);
      this.log.warn(deprecationWarning(s.operation, deprecation));
    }
    return { rateLimit, deprecation };
  }

  private budget(r: RateLimitState | undefined): string {
    return r ? ` (${r.resource}: ${r.remaining} of ${r.limit} left)` : '';
  }

  private fromCache(
    cached: CachedAnswer,
    answer: HttpAnswer,
    extra: { rateLimit?: RateLimitState; deprecation?: DeprecationNotice },
  ): ApiResponse<unknown> {
    return {
      status: cached.status,
      url: cached.url,
      headers: answer.headers,
      data: structuredClone(cached.data),
      ...extra,
      notModified: true,
    };
  }

  private badAnswer(
    answer: HttpAnswer | undefined,
    s: AttemptState,
    m: Mismatch | { message: string },
  ): ApiError {
    return this.error({
      kind: 'bad-answer',
      status: answer?.status,
      message:
        'message' in m
          ? m.message
          : `${m.field === 'the answer' ? m.field : `the answer's ${m.field}`} should be ${m.expected}, but is ${m.got}`,
      method: s.method,
      url: s.shown.slice(s.method.length + 1),
      requestId: answer && this.requestIdOf(answer.headers),
      attempts: s.attempts,
      hint: 'the service (or something in front of it) answered in a shape this client cannot use: check the API URL; if it is right, report this with the request id',
    });
  }

  private requestIdOf(h: Record<string, string>): string | undefined {
    return h[this.names.requestIdHeader] ?? h['x-request-id'];
  }

  private httpError(
    answer: HttpAnswer,
    s: AttemptState,
    kind: ApiErrorKind = 'http',
    hint?: string,
    retryAt?: number,
  ): ApiError {
    const h = answer.headers;
    const body = (answer.data && typeof answer.data === 'object' ? answer.data : {}) as {
      message?: unknown;
      msg?: unknown;
      documentation_url?: unknown;
      errors?: unknown;
    };
    const message =
      typeof body.message === 'string'
        ? cut(body.message)
        : typeof body.msg === 'string' // a Twirp error (the runner's artifact service)
          ? cut(body.msg)
          : typeof answer.data === 'string' && answer.data.length > 0
            ? answer.data.slice(0, MAX_MESSAGE_CHARS)
            : 'no error message';
    const errors = Array.isArray(body.errors) ? body.errors : undefined;
    const acceptedScopes = h['x-accepted-oauth-scopes'];
    const tokenScopes = h['x-oauth-scopes'];
    const acceptedPermissions = h[this.names.acceptedPermissionsHeader];
    return this.error({
      kind,
      status: answer.status,
      message,
      method: s.method,
      url: s.shown.slice(s.method.length + 1),
      documentationUrl: typeof body.documentation_url === 'string' ? body.documentation_url : undefined,
      requestId: this.requestIdOf(h),
      rateLimit: parseRateLimit(h),
      errors,
      acceptedScopes,
      tokenScopes,
      acceptedPermissions,
      attempts: s.attempts,
      retryAt,
      hint:
        hint ??
        hintFor(
          answer.status,
          {
            acceptedScopes,
            tokenScopes,
            acceptedPermissions,
            otpRequired: h[this.names.otpHeader]?.startsWith('required'),
          },
          {
            basic: s.meta.credentials === 'basic',
            authenticated: Boolean(this.options.auth.token),
            errors,
            message,
          },
        ),
    });
  }
}

/** The longest rate-limit wait a message or retryAt gives as a time: a year (Date ends in 275760). */
const FAR_MS = 365 * 86_400_000;

/** The most characters of the service's message kept in an error (a 5 MB message is not printed whole). */
export const MAX_MESSAGE_CHARS = 500;

/** A text cut to `max` characters, saying how much was left out. */
function cut(text: string, max = MAX_MESSAGE_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}

/** The earlier of two optional times. */
function earliest(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.min(a, b);
}

/**
 * What is wrong with a success answer, if anything: a body that says it is JSON but is not an object or an array
 * (it did not parse, or is a bare string), or — for an operation that reads its answer — no body at all (204,
 * empty) or one that does not match its shape.
 */
function answerProblem(res: HttpAnswer, meta: RequestMeta): Mismatch | undefined {
  if (res.status < 200 || res.status >= 300 || res.status === 205) return undefined;
  const type = res.headers['content-type'] ?? '';
  const empty = res.status === 204 || res.data === '' || res.data === undefined;
  if (!empty && /[/+]json\b/.test(type) && typeof res.data === 'string') {
    // Octokit gives the text when it does not parse, and a bare JSON string as that string: neither is usable.
    return { field: 'the answer', expected: 'a JSON object or array', got: `the text ${shown(res.data)}` };
  }
  if (!meta.answer || meta.notYet?.includes(res.status)) return undefined;
  if (empty)
    return {
      field: 'the answer',
      expected: 'a body',
      got: res.status === 204 ? 'nothing (204 No Content)' : 'an empty body',
    };
  return meta.answer(res.data, '');
}

function describeNetworkError(err: unknown): string {
  if (!(err instanceof Error)) return `network error: ${String(err)}`;
  const cause = err.cause instanceof Error ? err.cause : undefined;
  const code = (cause as { code?: string } | undefined)?.code ?? (err as { code?: string }).code;
  const text =
    cause?.message && cause.message !== err.message ? `${err.message} (${cause.message})` : err.message;
  return `network error: ${text}${code && !text.includes(code) ? ` [${code}]` : ''}`;
}
