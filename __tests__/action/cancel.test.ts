/**
 * A cancel is obeyed everywhere: each step runs as a runner runs it (a child process, from source) against a real
 * loopback server that takes one request and never answers it. SIGTERM comes 1 to 3 s after that request
 * arrived: the step must end within 2 s (a runner kills it 10 s after cancelling), send no request after the
 * signal (no retry of the one in flight), and report what it knows — outputs, the job summary, a failure saying
 * it was stopped. The deploy step's own `timeout` bounds its requests (the creation too), and the CLI's upload
 * stops with a message and exit 143.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { json, startServer, type Recorded, type TestServer } from '../api/helpers.js';
import { startStep, visibleLog, type RunningStep, type StepResult } from '../support/run-step.js';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures/sarif/grype-image-secsev.sarif');
const SHA = 'c0ffee'.padEnd(40, '1');
const TOKEN = 'svc_pat_cancel0123456789abcdefghij';
const jwt = (claims: object) =>
  ['{"alg":"RS256","typ":"JWT"}', JSON.stringify(claims), 'signature']
    .map((p) => Buffer.from(p).toString('base64url'))
    .join('.');
const RUNTIME = jwt({ scp: 'Actions.Results:run-1:job-1', run_id: '4242' });

let work: string;
let server: TestServer;
/** Requests that are held without an answer, and a wait for the next one. */
const held: { req: Recorded; at: number }[] = [];
let onHeld: (() => void) | undefined;
const nextHeld = () => new Promise<void>((resolve) => (onHeld = resolve));

/** Which requests get no answer: the upload, the alert listing, the site, CreateArtifact, the deployment. */
const hang = (req: Recorded) =>
  (req.method === 'POST' && /\/code-scanning\/sarifs$/.test(req.url)) ||
  (req.method === 'GET' && /\/code-scanning\/alerts/.test(req.url) && req.url.includes('hang-alerts')) ||
  (req.method === 'GET' && /\/repos\/acme\/hang\/pages$/.test(req.url)) ||
  req.url.endsWith('/CreateArtifact') ||
  (req.method === 'POST' && /\/pages\/deployment$/.test(req.url));

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'cancel-'));
  server = await startServer((req, res) => {
    if (hang(req)) {
      held.push({ req, at: performance.now() });
      onHeld?.();
      return new Promise(() => {});
    }
    if (req.url.startsWith('/oidc')) return json(res, 200, { value: jwt({ aud: 'x' }) });
    if (/\/code-scanning\/alerts/.test(req.url)) return json(res, 200, []);
    return json(res, 404, { message: 'Not Found' });
  });
});
afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

const ENV = () => ({
  GITHUB_API_URL: server.origin,
  GITHUB_REPOSITORY: 'acme/webapp',
  GITHUB_SHA: SHA,
  GITHUB_REF: 'refs/heads/main',
  GITHUB_RUN_ID: '4242',
  GITHUB_RUN_ATTEMPT: '1',
  ACTIONS_RESULTS_URL: `${server.origin}/`,
  ACTIONS_RUNTIME_TOKEN: RUNTIME,
  ACTIONS_ID_TOKEN_REQUEST_URL: `${server.origin}/oidc?api-version=2.0`,
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: RUNTIME,
});

/** Run a step until its held request, wait `afterMs`, SIGTERM it; the result and how long it took to end. */
async function stopWhileHeld(
  step: () => RunningStep,
  afterMs: number,
): Promise<{ r: StepResult; tookMs: number; held: number }> {
  held.length = 0;
  const arrived = nextHeld();
  const running = step();
  const ended = running.done;
  await Promise.race([
    arrived,
    ended.then(() => Promise.reject(new Error(`ended early:\n${running.stdout()}`))),
  ]);
  await new Promise((resolve) => setTimeout(resolve, afterMs));
  const killedAt = performance.now();
  running.child.kill('SIGTERM');
  const r = await ended;
  // Anything sent after the signal would have arrived by now.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { r, tookMs: r.endedAt - killedAt, held: held.length };
}

describe('SIGTERM while a request gets no answer', () => {
  it('upload step: ends within 2 s, the POST not sent again, outputs and summary say it was stopped', async () => {
    const {
      r,
      tookMs,
      held: posts,
    } = await stopWhileHeld(
      () =>
        startStep(
          'upload',
          { token: TOKEN, sarif_file: FIXTURE, 'wait-for-processing': 'true' },
          ENV(),
          work,
        ),
      3_000,
    );
    expect(tookMs).toBeLessThan(2_000);
    expect(posts).toBe(1);
    expect(r.outputs['processing-status']).toBe('not-uploaded');
    expect(r.outputs['upload-count']).toBe('0');
    expect(r.summary).toMatch(/SARIF upload/);
    expect(r.summary).toMatch(/stopped \(SIGTERM\) during upload 1/);
    expect(visibleLog(r.stdout)).toMatch(/::error::.*stopped \(SIGTERM\)/);
  });

  it('alerts step: ends within 2 s, one listing request, a failure and a summary that say so', async () => {
    const {
      r,
      tookMs,
      held: lists,
    } = await stopWhileHeld(
      () => startStep('alerts', { token: TOKEN, ref: 'refs/heads/hang-alerts' }, ENV(), work),
      1_000,
    );
    expect(tookMs).toBeLessThan(2_000);
    expect(lists).toBe(1);
    expect(r.summary).toMatch(/stopped \(SIGTERM\)/);
    expect(visibleLog(r.stdout)).toMatch(/::error::.*stopped \(SIGTERM\)/);
  });

  it('configure step: ends within 2 s, one request', async () => {
    const {
      r,
      tookMs,
      held: gets,
    } = await stopWhileHeld(
      () =>
        startStep('configure-pages', { token: TOKEN }, { ...ENV(), GITHUB_REPOSITORY: 'acme/hang' }, work),
      2_000,
    );
    expect(tookMs).toBeLessThan(2_000);
    expect(gets).toBe(1);
    expect(visibleLog(r.stdout)).toMatch(/::error::.*stopped \(SIGTERM\)/);
  });

  it('pack step: ends within 2 s, CreateArtifact not sent again', async () => {
    const {
      r,
      tookMs,
      held: creates,
    } = await stopWhileHeld(
      () =>
        startStep('pages-pack', { path: join(import.meta.dirname, '..', '..', 'samples/site') }, ENV(), work),
      1_500,
    );
    expect(tookMs).toBeLessThan(2_000);
    expect(creates).toBe(1);
    expect(visibleLog(r.stdout)).toMatch(/::error::.*stopped \(SIGTERM\)/);
  });

  it('deploy step: ends within 2 s of a SIGTERM during the creation, with status not-created', async () => {
    const {
      r,
      tookMs,
      held: creates,
    } = await stopWhileHeld(
      () =>
        startStep(
          'deploy-pages',
          { token: TOKEN, 'artifact-url': 'https://artifacts.example/site.tar', timeout: '60000' },
          ENV(),
          work,
        ),
      2_500,
    );
    expect(tookMs).toBeLessThan(2_000);
    expect(creates).toBe(1);
    expect(r.outputs.status).toBe('not-created');
    expect(r.summary).toMatch(/Pages deployment/);
    expect(visibleLog(r.stdout)).toMatch(/::error::.*stopped \(SIGTERM\)/);
  });
});

it('deploy step with timeout 10000: a creation that gets no answer ends near the timeout, not sent again', async () => {
  held.length = 0;
  const started = performance.now();
  const arrived = nextHeld();
  const running = startStep(
    'deploy-pages',
    { token: TOKEN, 'artifact-url': 'https://artifacts.example/site.tar', timeout: '10000' },
    ENV(),
    work,
  );
  await arrived;
  const createdAt = performance.now();
  const r = await running.done;
  const total = r.endedAt - started;
  // The timeout counts from the step's start (after Node and tsx loaded it): the creation waited for what was left.
  expect(r.endedAt - createdAt).toBeLessThan(10_500);
  expect(r.endedAt - createdAt).toBeGreaterThan(7_000);
  expect(total).toBeLessThan(14_000);
  expect(held).toHaveLength(1);
  expect(r.code).toBe(1);
  expect(r.outputs.status).toBe('not-created');
  expect(visibleLog(r.stdout)).toMatch(/::error::.*(deadline|before the deadline)/);
}, 30_000);

it('CLI upload: SIGTERM during the POST ends within 2 s with a message and exit 143, the POST not sent again', async () => {
  const {
    r,
    tookMs,
    held: posts,
  } = await stopWhileHeld(
    () =>
      startStep('cli', {}, { SVC_TOKEN: TOKEN, GITHUB_API_URL: server.origin }, work, {
        cli: ['upload', FIXTURE, '--repo', 'acme/webapp', '--ref', 'refs/heads/main', '--sha', SHA],
      }),
    1_500,
  );
  expect(tookMs).toBeLessThan(2_000);
  expect(posts).toBe(1);
  expect(r.code).toBe(143);
  expect(r.stderr).toMatch(/SIGTERM received: stopping/);
  expect(r.stdout).toMatch(/stopped \(SIGTERM\) during upload 1/);
  expect(r.stderr).toMatch(/stopped by SIGTERM \(exit 143\)/);
});
