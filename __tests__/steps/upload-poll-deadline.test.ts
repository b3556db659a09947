/**
 * Hard deadlines: processing-timeout bounds the whole wait — polls, the client's retries and back-off, rate-limit
 * waits — to within one poll interval; Retry-After comes first for a rate limit; an abort stops polling at once.
 * Time is the client's clock (a fake one that moves only when something waits); the server is real.
 */
import { createClient } from '../../src/api/index.js';
import { POLL_CONCURRENCY, pollProcessing } from '../../src/steps/upload-poll.js';
import { fakeClock, json, recordingLogger, startServer, type TestServer } from '../api/helpers.js';

const repo = { owner: 'o', repo: 'r' };
const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

async function server(handler: Parameters<typeof startServer>[0]) {
  const s = await startServer(handler);
  servers.push(s);
  return s;
}

it('connection resets on every status read: polling ends within one interval of processing-timeout', async () => {
  const s = await server((_req, res) => res.socket?.destroy());
  const clock = fakeClock();
  const start = clock.now();
  const api = createClient({
    baseUrl: s.origin,
    auth: { token: 'svc_pat_deadline' },
    clock,
    logger: recordingLogger(),
  });
  const [result] = await pollProcessing(api, repo, ['id-1'], { timeoutMs: 8_000 }, clock, recordingLogger());
  expect(result.status).toBe('pending');
  expect(clock.now() - start).toBeLessThanOrEqual(8_000 + 1_000);
  // Retries happened (the client's back-off), yet the total stayed bounded.
  expect(s.requests.length).toBeGreaterThan(result.polls);
});

it('5xx with long back-off: the client gives up at the deadline instead of retrying past it', async () => {
  const s = await server((_req, res) => json(res, 503, { message: 'busy' }, { 'retry-after': '30' }));
  const clock = fakeClock();
  const start = clock.now();
  const api = createClient({
    baseUrl: s.origin,
    auth: { token: 'svc_pat_deadline' },
    clock,
    logger: recordingLogger(),
  });
  const [result] = await pollProcessing(api, repo, ['id-2'], { timeoutMs: 5_000 }, clock, recordingLogger());
  expect(result.status).toBe('pending');
  expect(clock.now() - start).toBeLessThanOrEqual(5_000 + 1_000);
  expect(clock.slept.every((ms) => ms < 30_000)).toBe(true);
});

it('a rate limit pauses polling until Retry-After (not the later reset), then goes on', async () => {
  let calls = 0;
  const clock = fakeClock(Date.UTC(2026, 0, 1));
  const s = await server((_req, res) => {
    calls++;
    if (calls === 1) {
      const reset = Math.floor(clock.now() / 1000) + 3_600;
      return json(
        res,
        429,
        { message: 'slow down' },
        { 'retry-after': '7', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
      );
    }
    json(res, 200, { processing_status: 'complete', analyses_url: null });
  });
  const api = createClient({
    baseUrl: s.origin,
    auth: { token: 'svc_pat_deadline' },
    clock,
    logger: recordingLogger(),
    // The poller, not the client, waits for the rate limit here.
    retry: { rateLimitWaits: 0 },
  });
  const start = clock.now();
  const [result] = await pollProcessing(api, repo, ['id-3'], { timeoutMs: 60_000 }, clock, recordingLogger());
  expect(result.status).toBe('complete');
  expect(clock.now() - start).toBeLessThan(10_000);
});

it('an abort stops polling at once, leaving the last known status', async () => {
  const s = await server((_req, res) => json(res, 200, { processing_status: 'pending' }));
  const clock = fakeClock();
  const stop = new AbortController();
  clock.onSleep = () => {
    if (clock.slept.length === 3) stop.abort('SIGTERM');
  };
  const api = createClient({ baseUrl: s.origin, auth: { token: 'svc_pat_deadline' }, clock });
  const [result] = await pollProcessing(
    api,
    repo,
    ['id-4'],
    { timeoutMs: 300_000, signal: stop.signal },
    clock,
    recordingLogger(),
  );
  expect(result.status).toBe('pending');
  expect(result.polls).toBe(2);
  expect(s.requests).toHaveLength(2);
});

it(`500 uploads: at most ${POLL_CONCURRENCY} status requests at once, and one progress line a round instead of a line each`, async () => {
  let inFlight = 0;
  let most = 0;
  const s = await server((req, res) => {
    most = Math.max(most, ++inFlight);
    // The third upload fails; the others are done.
    const failed = req.url!.endsWith('/id-2');
    setTimeout(() => {
      inFlight--;
      json(res, 200, { processing_status: failed ? 'failed' : 'complete', errors: failed ? ['bad'] : [] });
    }, 2);
  });
  const clock = fakeClock();
  const api = createClient({
    baseUrl: s.origin,
    auth: { token: 'svc_pat_many' },
    clock,
    logger: recordingLogger(),
  });
  const logger = recordingLogger();
  const ids = Array.from({ length: 500 }, (_, k) => `id-${k}`);
  const results = await pollProcessing(api, repo, ids, { timeoutMs: 60_000 }, clock, logger);
  expect(results.map((r) => r.status)).toEqual(ids.map((id) => (id === 'id-2' ? 'failed' : 'complete')));
  expect(s.requests).toHaveLength(500);
  expect(most).toBeLessThanOrEqual(POLL_CONCURRENCY);
  expect(most).toBeGreaterThan(1);
  expect(logger.lines).toEqual([
    expect.stringMatching(/^info: upload id-2: processing failed after /),
    expect.stringMatching(/^info: processing: 500 of 500 uploads done \(1 failed or unreadable\) after /),
  ]);
});
