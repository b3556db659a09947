/**
 * Rate limits, Retry-After, retries and timeouts, with the clock controlled by the test (nothing sleeps for
 * real): the emulator's fault injection (5xx bursts, dropped connections, slow answers, spent rate limits) and a
 * tiny server for answers the emulator does not give.
 */
import { createClient, type ClientOptions } from '../../src/api/index.js';
import { startEmulator, type Emulator } from '../support/emulator.js';
import { fakeClock, json, recordingLogger, startServer, type TestServer } from './helpers.js';

let emu: Emulator;
const servers: TestServer[] = [];
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await emu.close();
});
afterEach(() => emu.admin(`/reset`, { method: 'POST' }));

async function fault(rule: Record<string, unknown>): Promise<void> {
  const res = await emu.admin(`/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
  expect(res.status).toBe(201);
}

/** A client of the emulator with a test clock and no jitter (random 0: each delay is the full backoff). */
function emulatorClient(extra: Partial<ClientOptions> = {}) {
  const clock = fakeClock();
  const log = recordingLogger();
  const client = createClient({
    baseUrl: emu.apiUrl,
    auth: { token: 'svc_pat_octocat' },
    clock,
    random: () => 0,
    logger: log,
    ...extra,
  });
  return { client, clock, log };
}

const props = { owner: 'acme', repo: 'webapp' };

async function tiny(handler: Parameters<typeof startServer>[0]): Promise<TestServer> {
  const s = await startServer(handler);
  servers.push(s);
  return s;
}

describe('rate limits', () => {
  it('waits until x-ratelimit-reset when it is within the maximum wait, then goes on', async () => {
    const clock = fakeClock();
    const reset = Math.floor(clock.now() / 1000) + 30;
    const s = await tiny((_req, res) =>
      s.requests.length === 1
        ? json(
            res,
            403,
            { message: 'API rate limit exceeded' },
            {
              'x-ratelimit-limit': '5000',
              'x-ratelimit-remaining': '0',
              'x-ratelimit-used': '5000',
              'x-ratelimit-reset': String(reset),
              'x-ratelimit-resource': 'core',
            },
          )
        : json(res, 200, [{ property_name: 'team', value: 'web' }]),
    );
    const log = recordingLogger();
    const c = createClient({ baseUrl: s.origin, auth: { token: 'abc123' }, clock, logger: log });
    expect(await c.customProperties.getValues(props)).toHaveLength(1);
    expect(clock.slept).toHaveLength(1);
    expect(clock.slept[0]).toBeGreaterThanOrEqual(30_000);
    expect(clock.slept[0]).toBeLessThanOrEqual(31_000);
    expect(log.lines.some((l) => /^warn: .*core rate limit reached; waiting 3\d s/.test(l))).toBe(true);
    expect(s.requests).toHaveLength(2);
  });

  it('fails with the reset time when the reset is beyond the maximum wait (emulator, spent core budget)', async () => {
    const { client, clock } = emulatorClient({ maxRateLimitWaitMs: 60_000 });
    await fault({ path: '/properties/values$', spendRateLimit: true, times: 1 });
    const err = await client.customProperties.getValues(props).catch((e) => e);
    expect(err).toMatchObject({
      name: 'ApiError',
      kind: 'rate-limited',
      status: 403,
      rateLimit: { remaining: 0, limit: 5000, resource: 'core' },
    });
    // The time said is Retry-After's (the service's documented order: Retry-After first): whole seconds counted by
    // the server from its answer, the client's clock read before it, so up to a second before the reset; or the
    // reset plus the client's safety margin. Within a second before and two after it.
    const said = Date.parse(/resets at (\S+)/.exec(err.message)![1]);
    expect(said - err.rateLimit.reset * 1000).toBeGreaterThanOrEqual(-1000);
    expect(said - err.rateLimit.reset * 1000).toBeLessThanOrEqual(2000);
    expect(err.message).toMatch(/beyond the maximum wait of 1 min \(maxRateLimitWaitMs\)/);
    expect(clock.slept).toEqual([]);
  });

  it('waits out a spent search budget (emulator), then the search succeeds', async () => {
    const { client, clock, log } = emulatorClient();
    clock.onSleep = async () => {
      await emu.admin(`/reset`, { method: 'POST' });
    };
    await fault({ path: '/search/commits$', spendRateLimit: true, times: 1 });
    const found = await client.search.commits({ q: 'fix repo:acme/webapp' }).collect();
    expect(found.total_count).toBe(1);
    expect(clock.slept).toHaveLength(1);
    expect(clock.slept[0]).toBeGreaterThan(50_000);
    expect(clock.slept[0]).toBeLessThanOrEqual(61_000);
    expect(log.lines.some((l) => l.includes('search rate limit reached'))).toBe(true);
  });

  it('gives up after the configured number of waits when still limited', async () => {
    const clock = fakeClock();
    const s = await tiny((_req, res) =>
      json(
        res,
        403,
        { message: 'API rate limit exceeded' },
        {
          'x-ratelimit-limit': '60',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(Math.floor(clock.now() / 1000) + 5),
        },
      ),
    );
    const c = createClient({
      baseUrl: s.origin,
      clock,
      retry: { rateLimitWaits: 2 },
      logger: recordingLogger(),
    });
    await expect(c.customProperties.getValues(props)).rejects.toMatchObject({
      kind: 'rate-limited',
      message: expect.stringContaining('still rate limited after 2 wait(s)'),
    });
    expect(s.requests).toHaveLength(3);
  });

  it('keeps searches under the configured rate per minute', async () => {
    const { client, clock } = emulatorClient({ searchesPerMinute: 3 });
    for (let i = 0; i < 4; i++) await client.search.commits({ q: 'fix' }).collect();
    expect(clock.slept).toEqual([60_000]);
  });
});

describe('Retry-After', () => {
  it('is honoured on 429, on a 403 secondary limit and on 503', async () => {
    const answers = [
      [429, { 'retry-after': '7' }],
      [
        403,
        {
          'retry-after': '3',
          'x-ratelimit-remaining': '12',
          'x-ratelimit-limit': '60',
          'x-ratelimit-reset': '1',
        },
      ],
      [503, { 'retry-after': '2' }],
    ] as const;
    const s = await tiny((_req, res) => {
      const a = answers[s.requests.length - 1];
      if (a) json(res, a[0], { message: 'slow down' }, { ...a[1] });
      else json(res, 200, []);
    });
    const clock = fakeClock();
    const c = createClient({ baseUrl: s.origin, clock, random: () => 0, logger: recordingLogger() });
    expect(await c.customProperties.getValues(props)).toEqual([]);
    expect(clock.slept).toEqual([7_000, 3_000, 2_000]);
  });

  it('fails when Retry-After asks for more than the maximum wait, saying when to come back', async () => {
    const s = await tiny((_req, res) =>
      json(res, 429, { message: 'Too many requests' }, { 'retry-after': '600' }),
    );
    const clock = fakeClock(Date.UTC(2026, 0, 1, 12, 0, 0));
    const c = createClient({
      baseUrl: s.origin,
      clock,
      maxRateLimitWaitMs: 120_000,
      logger: recordingLogger(),
    });
    await expect(c.customProperties.getValues(props)).rejects.toMatchObject({
      kind: 'rate-limited',
      status: 429,
      message: expect.stringContaining('2026-01-01T12:10:00.000Z'),
    });
    expect(clock.slept).toEqual([]);
  });
});

describe('retries', () => {
  it('retries a burst of 503 with exponential backoff, then succeeds', async () => {
    const { client, clock, log } = emulatorClient();
    await fault({ path: '/properties/values$', status: 503, times: 2 });
    expect(await client.customProperties.getValues(props)).toHaveLength(3);
    expect(clock.slept).toEqual([1_000, 2_000]);
    expect(log.lines.filter((l) => l.startsWith('warn:'))).toEqual([
      expect.stringContaining('503; retry 1 of 4 in 1.0 s'),
      expect.stringContaining('503; retry 2 of 4 in 2.0 s'),
    ]);
  });

  it('retries a SARIF upload answered 503 twice (the README example)', async () => {
    const { client } = emulatorClient();
    await fault({ method: 'POST', path: '/code-scanning/sarifs$', status: 503, times: 2 });
    const { gzipSync } = await import('node:zlib');
    const sarif = gzipSync(
      JSON.stringify({ version: '2.1.0', runs: [{ tool: { driver: { name: 'T' } }, results: [] }] }),
    );
    const receipt = await client.codeScanning.uploadSarif({
      ...props,
      commit_sha: 'd'.repeat(40),
      ref: 'refs/heads/main',
      sarif: sarif.toString('base64'),
    });
    expect(receipt.id).toEqual(expect.any(String));
  });

  it('applies jitter: a random draw shortens each delay by up to half', async () => {
    const { client, clock } = emulatorClient({ random: () => 0.5 });
    await fault({ path: '/properties/values$', status: 502, times: 2 });
    await client.customProperties.getValues(props);
    expect(clock.slept).toEqual([750, 1_500]);
  });

  it('stops after the retry count, or earlier at the total time bound', async () => {
    const { client, clock } = emulatorClient();
    await fault({ path: '/properties/values$', status: 500 });
    await expect(client.customProperties.getValues(props)).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      attempts: 5,
    });
    expect(clock.slept).toEqual([1_000, 2_000, 4_000, 8_000]);
    const bounded = emulatorClient({ retry: { maxTotalMs: 2_500 } });
    await expect(bounded.client.customProperties.getValues(props)).rejects.toMatchObject({
      status: 500,
      attempts: 2,
    });
    expect(bounded.clock.slept).toEqual([1_000]);
  });

  it('never retries other 4xx', async () => {
    const s = await tiny((_req, res) => json(res, 422, { message: 'Validation Failed' }));
    const clock = fakeClock();
    const c = createClient({ baseUrl: s.origin, clock, logger: recordingLogger() });
    await expect(c.customProperties.getValues(props)).rejects.toMatchObject({ status: 422, attempts: 1 });
    const { client, clock: emuClock } = emulatorClient();
    await expect(client.deployKeys.get({ ...props, key_id: 12345 })).rejects.toMatchObject({
      status: 404,
      attempts: 1,
    });
    expect([...clock.slept, ...emuClock.slept]).toEqual([]);
    expect(s.requests).toHaveLength(1);
  });

  it.each(['reset', 'empty', 'garbage'])('retries a dropped connection (%s)', async (connection) => {
    const { client, clock, log } = emulatorClient();
    await fault({ path: '/properties/values$', connection, times: 1 });
    expect(await client.customProperties.getValues(props)).toHaveLength(3);
    expect(clock.slept).toEqual([1_000]);
    expect(log.lines.some((l) => /^warn: GET .*network error.*retry 1 of 4/.test(l))).toBe(true);
  });

  it('fails with a network error when the connection keeps dropping', async () => {
    const { client } = emulatorClient({ retry: { retries: 1 } });
    await fault({ path: '/properties/values$', connection: 'reset' });
    await expect(client.customProperties.getValues(props)).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'network',
      attempts: 2,
      message: expect.stringContaining('network error'),
    });
  });
});

describe('per-request timeout', () => {
  it('gives up on a slow answer after timeoutMs and retries it', async () => {
    const { client, clock } = emulatorClient({ timeoutMs: 200 });
    await fault({ path: '/properties/values$', delayMs: 1_000, times: 1 });
    const t0 = Date.now();
    expect(await client.customProperties.getValues(props)).toHaveLength(3);
    expect(Date.now() - t0).toBeLessThan(900);
    expect(clock.slept).toEqual([1_000]);
  });

  it('times out a body that arrives too slowly, and fails as a timeout without retries', async () => {
    const { client } = emulatorClient({ timeoutMs: 200, retry: { retries: 0 } });
    await fault({ path: '/properties/values$', dribble: true, delayMs: 1_000, status: 200 });
    const t0 = Date.now();
    await expect(client.customProperties.getValues(props)).rejects.toMatchObject({
      kind: 'timeout',
      message: expect.stringContaining('no answer within 0.2 s'),
    });
    expect(Date.now() - t0).toBeLessThan(900);
  });
});

describe('polling', () => {
  it('turns a DNS health check that stays at 202 into a timeout error', async () => {
    const s = await tiny((_req, res) => json(res, 202, {}));
    const clock = fakeClock();
    const c = createClient({ baseUrl: s.origin, clock, logger: recordingLogger() });
    await expect(c.pages.health(props, { timeoutMs: 10_000, intervalMs: 2_000 })).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'timeout',
      message: expect.stringContaining('DNS health check of acme/webapp: not finished after 10 s'),
    });
    expect(clock.slept).toEqual([2_000, 2_000, 2_000, 2_000, 2_000]);
    expect(s.requests).toHaveLength(6);
  });
});
