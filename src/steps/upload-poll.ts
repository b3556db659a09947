/**
 * Waiting for SARIF processing: every upload's status is polled together (POLL_CONCURRENCY requests at a time), each
 * on its own schedule that starts at one request a second and slows to one every five seconds, so completion is
 * noticed within about five seconds of the service finishing and no upload is asked about more than once a second.
 * Polling stops at the deadline (with one last look there). A 404 right after the upload counts as pending; a rate
 * limit pauses every upload until its reset when that comes before the deadline; a 5xx or network failure that
 * outlasts the client's retries is noted and polling goes on; any other error stops polling that upload.
 */
import { formatDuration } from '../format.js';
import {
  ApiError,
  sleepUnlessAborted,
  type ApiClient,
  type Clock,
  type Logger,
  type RepoRef,
} from '../api/index.js';

export interface PollSettings {
  /** Stop after this long, in ms, counted from the start of polling. */
  timeoutMs: number;
  /** The first wait, and the shortest time between two requests about one upload. Default 1,000 ms. */
  minIntervalMs?: number;
  /** The longest wait between two requests about one upload. Default 5,000 ms. */
  maxIntervalMs?: number;
  /** Stop polling (SIGTERM, SIGINT): the results say what was known by then. */
  signal?: AbortSignal;
}

/**
 * pending: still pending at the deadline (or rate limited past it, or when polling was stopped); error: the
 * status could not be read.
 */
export type ProcessingState = 'complete' | 'failed' | 'pending' | 'error';

export interface ProcessingResult {
  sarifId: string;
  status: ProcessingState;
  /** The service's own errors, when failed. */
  errors: string[];
  analysesUrl: string | null;
  /** Status requests made. */
  polls: number;
  /** From the start of polling to the answer that showed the final state (or to the last request). */
  elapsedMs: number;
  /** Why polling ended without a final state, or what went wrong along the way. */
  note?: string;
}

/** Waits as multiples of the minimum interval: 1, 1, 2, 3, 5, 5, ... (capped at the maximum). */
const STEPS = [1, 1, 2, 3, 5];

export function pollInterval(attempt: number, minMs: number, maxMs: number): number {
  return Math.min(maxMs, minMs * STEPS[Math.min(attempt, STEPS.length - 1)]);
}

interface Tracked {
  result: ProcessingResult;
  /** When to ask next; Infinity when done. */
  nextAt: number;
  /** Start of the last request. */
  lastAt: number;
}

/** Poll every upload's status until each is final, the deadline passes or polling is stopped. */
export async function pollProcessing(
  api: ApiClient,
  repo: RepoRef,
  sarifIds: readonly string[],
  settings: PollSettings,
  clock: Clock,
  logger: Pick<Logger, 'info' | 'warn' | 'debug'>,
): Promise<ProcessingResult[]> {
  const minMs = Math.max(1, settings.minIntervalMs ?? 1_000);
  const start = clock.now();
  const deadline = start + settings.timeoutMs;
  const p: Polling = {
    api,
    repo,
    clock,
    logger,
    minMs,
    maxMs: Math.max(minMs, settings.maxIntervalMs ?? 5_000),
    start,
    deadline,
    // A request (retries and back-off included) ends within one poll interval of the deadline.
    requestDeadline: deadline + minMs,
    signal: settings.signal,
    each: sarifIds.length <= POLL_LOGGED,
    doneLogged: 0,
  };
  const tracked: Tracked[] = sarifIds.map((sarifId) => ({
    result: { sarifId, status: 'pending', errors: [], analysesUrl: null, polls: 0, elapsedMs: 0 },
    nextAt: Math.min(start + minMs, deadline),
    lastAt: -Infinity,
  }));
  for (;;) {
    const waiting = tracked.filter((s) => s.nextAt !== Infinity);
    if (waiting.length === 0 || p.signal?.aborted) break;
    const next = Math.min(...waiting.map((s) => s.nextAt));
    const now = clock.now();
    if (next > now) await sleepUnlessAborted(clock, next - now, p.signal);
    if (p.signal?.aborted) break;
    const due = waiting.filter((s) => s.nextAt <= next);
    const answers = await inTurns(due, POLL_CONCURRENCY, (s) => ask(p, s));
    const pauseUntil = Math.max(0, ...answers.map((a) => a.pauseUntil ?? 0));
    if (pauseUntil > 0) pauseForRateLimit(p, tracked, due, pauseUntil);
    if (!p.each) logProgress(p, tracked);
  }
  return tracked.map((s) => s.result);
}

/**
 * Status requests in flight at once: 500 uploads (10,000 files of a monorepo) asked about all at once would be 500
 * connections to the service in one burst.
 */
export const POLL_CONCURRENCY = 10;
/** Up to this many uploads, each one's end is logged; past it, one line a round says how many are done. */
export const POLL_LOGGED = 20;

/** `fn` over `items`, at most `n` at a time; the answers in the items' order. */
async function inTurns<T, R>(items: readonly T[], n: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      answers[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
  return answers;
}

/** One line when more uploads are done than the last line said. */
function logProgress(p: Polling, tracked: readonly Tracked[]): void {
  const done = tracked.filter((s) => s.result.status !== 'pending').length;
  if (done === p.doneLogged) return;
  p.doneLogged = done;
  const failed = tracked.filter((s) => s.result.status === 'failed' || s.result.status === 'error').length;
  p.logger.info(
    `processing: ${done} of ${tracked.length} uploads done${failed > 0 ? ` (${failed} failed or unreadable)` : ''} after ${formatDuration(p.clock.now() - p.start)}`,
  );
}

/** What every request of one polling shares. */
interface Polling {
  api: ApiClient;
  repo: RepoRef;
  clock: Clock;
  logger: Pick<Logger, 'info' | 'warn' | 'debug'>;
  minMs: number;
  maxMs: number;
  start: number;
  deadline: number;
  requestDeadline: number;
  signal?: AbortSignal;
  /** Each upload's end logged (few uploads); else one line a round (logProgress), failures still each. */
  each: boolean;
  doneLogged: number;
}

/** After a request that started at `t`: the next one, or Infinity when there is no time left for one. */
function schedule(p: Polling, s: Tracked, t: number, notBefore = 0): void {
  if (t >= p.deadline) {
    s.nextAt = Infinity;
    return;
  }
  let next = Math.max(t + pollInterval(s.result.polls, p.minMs, p.maxMs), notBefore);
  // One last look at the deadline itself, if that keeps to the minimum interval.
  if (next > p.deadline) next = p.deadline - t >= p.minMs && notBefore <= p.deadline ? p.deadline : Infinity;
  s.nextAt = next;
}

/** One status request about one upload: its state recorded and its next request scheduled (or a pause asked for). */
async function ask(p: Polling, s: Tracked): Promise<{ pauseUntil?: number }> {
  const r = s.result;
  const t = p.clock.now();
  s.lastAt = t;
  r.polls++;
  try {
    const status = await p.api.codeScanning.getSarifUpload(
      { ...p.repo, sarif_id: r.sarifId },
      { deadline: p.requestDeadline, signal: p.signal },
    );
    r.elapsedMs = p.clock.now() - p.start;
    if (status.processing_status === 'complete' || status.processing_status === 'failed') {
      r.status = status.processing_status;
      r.errors = status.errors ?? [];
      r.analysesUrl = status.analyses_url ?? null;
      r.note = undefined;
      s.nextAt = Infinity;
      if (p.each || r.status === 'failed')
        p.logger.info(`upload ${r.sarifId}: processing ${r.status} after ${formatDuration(r.elapsedMs)}`);
      return {};
    }
    schedule(p, s, t);
    return {};
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    r.elapsedMs = p.clock.now() - p.start;
    return askFailed(p, s, t, err);
  }
}

/** A status request that failed: pending (404), a pause (rate limit), another try (5xx, network) or an error. */
function askFailed(p: Polling, s: Tracked, t: number, err: ApiError): { pauseUntil?: number } {
  const r = s.result;
  if (err.kind === 'aborted') {
    s.nextAt = Infinity;
    return {};
  }
  if (err.status === 404) {
    // The service may not know the id for a moment after the upload.
    schedule(p, s, t);
    return {};
  }
  if (err.kind === 'rate-limited') {
    // The client's one rule: Retry-After first, else the reset.
    const resume = err.retryAt ?? p.clock.now() + 60_000;
    r.note = `rate limited until ${new Date(resume).toISOString()}`;
    return { pauseUntil: resume };
  }
  const transient =
    err.kind === 'network' || err.kind === 'timeout' || (err.status !== undefined && err.status >= 500);
  r.note = err.serviceMessage + (err.status ? ` (${err.status})` : '');
  if (transient && p.clock.now() >= p.deadline) {
    s.nextAt = Infinity;
    return {};
  }
  if (transient) {
    p.logger.warn(`upload ${r.sarifId}: cannot read the processing status (${r.note}); trying again`);
    schedule(p, s, t);
    return {};
  }
  r.status = 'error';
  r.note = `cannot read the processing status: ${err.message.split('\n')[0]}${err.hint ? ` (${err.hint})` : ''}`;
  s.nextAt = Infinity;
  return {};
}

/** One token, one rate limit: every upload still waiting pauses until the reset, or stops when that is too late. */
function pauseForRateLimit(p: Polling, tracked: Tracked[], due: Tracked[], pauseUntil: number): void {
  const until = new Date(pauseUntil).toISOString();
  const open = tracked.filter(
    (s) => s.result.status === 'pending' && (s.nextAt !== Infinity || due.includes(s)),
  );
  if (pauseUntil > p.deadline) {
    p.logger.warn(`rate limited until ${until}, after the processing timeout: polling stops`);
    for (const s of open) {
      s.result.note = `rate limited until ${until}, after the processing timeout`;
      s.nextAt = Infinity;
    }
  } else {
    p.logger.warn(`rate limited: polling pauses until ${until}`);
    for (const s of open) schedule(p, s, s.lastAt, pauseUntil);
  }
}
