/**
 * Answers of a hostile or broken service, found by an outside probe: pages that link in a cycle, a 204 where an
 * answer is needed, rate limits that reset in centuries, endless, inflating or huge bodies, Link URLs that are not
 * URLs, bare JSON strings, and error messages of megabytes. Each ends at once, as an ApiError the CLI prints in
 * a line and a hint — never a hang, a retry of the same, a RangeError or a stack.
 */
import { gzipSync } from 'node:zlib';
import { createClient, type ApiError } from '../../src/api/index.js';
import { fakeClock, json, startServer, sshPublicKey, type TestServer } from './helpers.js';

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

const repo = { owner: 'o', repo: 'r' };
const SHA = 'a'.repeat(40);

type Handler = Parameters<typeof startServer>[0];

async function clientOf(handler: Handler, options: Parameters<typeof createClient>[0] = {}) {
  const s = await startServer(handler);
  servers.push(s);
  const c = createClient({
    baseUrl: s.origin,
    auth: { token: 'svc_pat_hostile_answers_0123' },
    clock: fakeClock(),
    logger: { warn: () => {} },
    ...options,
  });
  return { s, c };
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  return p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: ApiError) => e,
  );
}

describe('pagination', () => {
  it('stops a two-page cycle of next links (page 2 <-> 3) with a bad answer naming the repeated URL', async () => {
    const { s, c } = await clientOf((req, res) => {
      const other = new URL(req.url, 'http://x').searchParams.get('page') === '2' ? '3' : '2';
      json(res, 200, [], { link: `<${s.origin}/repos/o/r/keys?per_page=100&page=${other}>; rel="next"` });
    });
    const err = await failure(c.deployKeys.list({ ...repo, per_page: 100 }).collect());
    expect(err).toMatchObject({ kind: 'bad-answer' });
    expect(err.message).toMatch(/leads back to a page already read: .*page=2/);
    expect(s.requests.length).toBe(3);
  });

  it('stops a cycle whose links differ only in the order of their query', async () => {
    const { s, c } = await clientOf((req, res) => {
      const page = new URL(req.url, 'http://x').searchParams.get('page');
      const next = page === '2' ? 'page=3&per_page=30' : 'per_page=30&page=2';
      json(res, 200, [], { link: `<${s.origin}/repos/o/r/keys?${next}>; rel="next"` });
    });
    const err = await failure(c.deployKeys.list(repo).collect());
    expect(err).toMatchObject({ kind: 'bad-answer' });
    expect(s.requests.length).toBeLessThanOrEqual(4);
  });

  it.each([
    ['a leading space', (o: string) => `< ${o}/x?page=2>; rel="next"`],
    ['backslashes', (o: string) => `<${o.replace('//', '\\\\')}/x?page=2>; rel="next"`],
    ['an upper-case scheme', (o: string) => `<${o.replace('http', 'HTTP')}/x?page=2>; rel="next"`],
    ['user:pass', (o: string) => `<${o.replace('//', '//user:pass@')}/x?page=2>; rel="next"`],
  ])(
    'makes a Link rel="next" with %s a bad answer at once, not a retried network error',
    async (_w, link) => {
      const { s, c } = await clientOf((_req, res) => json(res, 200, [], { link: link(s.origin) }));
      const err = await failure(c.deployKeys.list(repo).collect());
      expect(err).toMatchObject({ kind: 'bad-answer' });
      expect(err.message).toMatch(/Link rel="next" is not a usable URL/);
      expect(s.requests.length).toBe(1);
    },
  );
});

describe('answers without a body', () => {
  it.each([
    [
      'an upload answered 204',
      (c: ReturnType<typeof createClient>) =>
        c.codeScanning.uploadSarif({ ...repo, commit_sha: SHA, ref: 'refs/heads/main', sarif: 'H4sI' }),
    ],
    [
      'a deploy key created with 204',
      (c: ReturnType<typeof createClient>) =>
        c.deployKeys.create({ ...repo, title: 't', key: sshPublicKey() }),
    ],
    [
      'custom properties answered 204',
      (c: ReturnType<typeof createClient>) => c.customProperties.getValues(repo),
    ],
    ['a Pages build requested with 204', (c: ReturnType<typeof createClient>) => c.pages.requestBuild(repo)],
    [
      'a Pages site created with 204',
      (c: ReturnType<typeof createClient>) => c.pages.create({ ...repo, build_type: 'workflow' }),
    ],
  ])('makes %s a bad answer', async (_w, call) => {
    const { s, c } = await clientOf((_req, res) => res.writeHead(204).end());
    const err = await failure(call(c));
    expect(err).toMatchObject({ kind: 'bad-answer', status: 204 });
    expect(err.message).toMatch(/the answer should be a body, but is nothing \(204 No Content\)/);
    expect(s.requests.length).toBe(1);
  });

  it('makes an empty 200 body a bad answer where the operation reads one', async () => {
    const { c } = await clientOf((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(),
    );
    const err = await failure(c.customProperties.getValues(repo));
    expect(err).toMatchObject({ kind: 'bad-answer' });
    expect(err.message).toMatch(/an empty body/);
  });

  it('makes a JSON answer that is a bare string a bad answer at once, not a retried network error', async () => {
    const { s, c } = await clientOf((_req, res) => json(res, 200, '"a JSON string"'));
    const err = await failure(c.customProperties.getValues(repo));
    expect(err).toMatchObject({ kind: 'bad-answer' });
    expect(err.message).toMatch(/should be a JSON object or array/);
    expect(s.requests.length).toBe(1);
  });
});

describe('rate limits far in the future', () => {
  it.each([
    [
      'x-ratelimit-reset: 1e20',
      { 'x-ratelimit-remaining': '0', 'x-ratelimit-limit': '5000', 'x-ratelimit-reset': '1e20' },
    ],
    ['Retry-After: 1e17', { 'retry-after': '1e17' }],
  ])('says the limit resets far in the future for %s (no RangeError)', async (_w, headers) => {
    const { c } = await clientOf((_req, res) => json(res, 429, { message: 'slow down' }, headers));
    const err = await failure(c.customProperties.getValues(repo));
    expect(err).toMatchObject({ kind: 'rate-limited' });
    expect(err.message).toMatch(/resets at a time far in the future/);
    expect(Number.isFinite(new Date(err.retryAt!).getTime())).toBe(true);
  });
});

describe('answer size', () => {
  it('stops an endless body at maxAnswerBytes, as a bad answer that is not retried', async () => {
    const { s, c } = await clientOf(
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        const pump = () => {
          while (!res.destroyed) if (!res.write(chunk)) return void res.once('drain', pump);
        };
        res.write('[');
        pump();
      },
      { maxAnswerBytes: 1024 * 1024 },
    );
    const err = await failure(c.customProperties.getValues(repo));
    expect(err).toMatchObject({ kind: 'bad-answer' });
    expect(err.message).toMatch(/the answer is larger than 1048576 bytes/);
    expect(s.requests.length).toBe(1);
  });

  it('counts a gzip body as it inflates (a small bomb), once', async () => {
    const bomb = gzipSync(
      Buffer.concat([Buffer.from('['), Buffer.alloc(8 * 1024 * 1024, 0x20), Buffer.from(']')]),
    );
    const { s, c } = await clientOf(
      (_req, res) =>
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(bomb),
      { maxAnswerBytes: 1024 * 1024 },
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const err = await failure(c.customProperties.getValues(repo));
    expect(err).toMatchObject({ kind: 'bad-answer' });
    expect(err.message).toMatch(/larger than 1048576 bytes/);
    expect(s.requests.length).toBe(1);
  });

  it('keeps an answer within the cap whole (its URL, for pagination, too)', async () => {
    const { s, c } = await clientOf((req, res) =>
      json(res, 200, req.url.includes('/keys') ? [] : [{ property_name: 'p', value: 'v' }]),
    );
    expect(await c.customProperties.getValues(repo)).toEqual([{ property_name: 'p', value: 'v' }]);
    const page = await c.deployKeys.list(repo).pages().next();
    expect(page.value?.response.url).toBe(`${s.origin}/repos/o/r/keys`);
  });
});

describe('error messages', () => {
  it('cuts a message of megabytes to 500 characters', async () => {
    const { c } = await clientOf((_req, res) => json(res, 403, { message: 'x'.repeat(2 << 20) }));
    const err = await failure(c.customProperties.getValues(repo));
    expect(err.serviceMessage.length).toBeLessThan(600);
    expect(err.message.length).toBeLessThan(2000);
    expect(err.message).toMatch(/more characters\)/);
  });

  it('names the first few of 30,000 field errors of a 422, then how many more', async () => {
    const errors = Array.from({ length: 30000 }, (_, i) => ({
      code: 'custom',
      message: `error ${i} ${'y'.repeat(40)}`,
    }));
    const { c } = await clientOf((_req, res) => json(res, 422, { message: 'Validation Failed', errors }));
    const err = await failure(c.customProperties.getValues(repo));
    expect(err.hint!.length).toBeLessThan(1000);
    expect(err.hint).toMatch(/error 0 .*; error 4 y+ and 29995 more$/);
  });
});
