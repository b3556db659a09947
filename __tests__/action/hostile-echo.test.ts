/**
 * Secrets in every form and channel: a hostile server plays the API, the OIDC endpoint and the artifact service,
 * and echoes every encoding of every secret the steps hold (the token input, the runtime token, the OIDC request
 * token, the OIDC token it hands out) — Base64 standard and URL-safe, with and without padding, of the secret and
 * of `x-access-token:`/`user:` pairs, inside longer Base64 strings, percent-encoded wholly and partly, JSON-escaped,
 * Markdown- and HTML-escaped — in error bodies (4xx), in the fields of success answers (2xx: alerts, ids, URLs,
 * statuses) and in headers. Each step runs as a runner runs it (a child process, from source); afterwards no form
 * of any secret is in stdout (but the `::add-mask::` lines the runner consumes), stderr, GITHUB_OUTPUT,
 * GITHUB_STEP_SUMMARY or the files the step wrote. The CLI's upload and alerts, likewise on stdout and stderr.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { json, startServer, type Recorded, type TestServer } from '../api/helpers.js';
import { encodings, formsFound } from '../support/secret-forms.js';
import { startStep, visibleLog, type StepResult } from '../support/run-step.js';

const ROOT = join(import.meta.dirname, '..', '..');
const FIXTURE = join(ROOT, '__tests__/fixtures/sarif/grype-image-secsev.sarif');
const SHA = 'deadbeef'.padEnd(40, '2');
const jwt = (claims: object, sig: string) =>
  [
    Buffer.from('{"alg":"RS256","typ":"JWT"}').toString('base64url'),
    Buffer.from(JSON.stringify(claims)).toString('base64url'),
    Buffer.from(sig).toString('base64url'),
  ].join('.');

const SECRETS = {
  token: 'ghs_hostileEcho0123456789abcdefGHIJKL',
  runtime: jwt({ scp: 'Actions.Results:run-h:job-h', run_id: '4242' }, 'runtime-token-signature-0123456789'),
  'request token': 'idtok_request_0123456789abcdefghijklmn',
  oidc: jwt({ sub: 'repo:acme/webapp:ref:refs/heads/main', aud: 'x' }, 'oidc-token-signature-abcdefghij'),
};
const ALL = Object.values(SECRETS);

/** Every encoding of every secret, one after the other: what the server echoes in bodies. */
const ECHO = ALL.flatMap((s) => Object.values(encodings(s))).join(' | ');
/** The encodings a header can carry (visible ASCII, no quotes). */
const HEADER_ECHO = ALL.flatMap((s) => {
  const e = encodings(s);
  return [
    e.base64,
    e.base64url,
    e['base64 of x-access-token:'],
    e['percent every byte'],
    e['Basic header of user:'],
  ];
}).join(' ');
const echoHeaders = {
  'x-request-id': HEADER_ECHO,
  'x-oauth-scopes': HEADER_ECHO,
  'x-accepted-oauth-scopes': 'security_events',
};

let work: string;
let server: TestServer;
/** What the server should do, per test. */
let mode: 'ok' | 'error' = 'ok';
let uploaded = false;

function alert(n: number) {
  return {
    number: n,
    state: 'open',
    created_at: new Date().toISOString(),
    html_url: `https://example.com/alerts/${n}?t=${encodings(SECRETS.token)['percent every byte']}`,
    rule: {
      id: `secret-rule-${SECRETS.token}`,
      severity: 'error',
      security_severity_level: 'critical',
      description: `leaked ${ECHO}`,
      name: ECHO,
    },
    tool: { name: 'grype', guid: null, version: ECHO },
    most_recent_instance: {
      ref: 'refs/heads/main',
      category: 'hostile/',
      state: 'open',
      message: { text: `found ${ECHO}` },
      location: { path: `src/${encodings(SECRETS.runtime).base64url}.env`, start_line: 3, end_line: 3 },
    },
  };
}

function answer(req: Recorded, res: Parameters<Parameters<typeof startServer>[0]>[1]) {
  const url = req.url;
  if (mode === 'error' && !url.startsWith('/oidc'))
    return url.includes('/twirp/')
      ? json(res, 400, { code: 'invalid_argument', msg: `refused ${ECHO}` }, echoHeaders)
      : json(
          res,
          403,
          {
            message: `refused ${ECHO}`,
            errors: [{ message: ECHO, field: 'x' }],
            documentation_url: `https://d/${ECHO}`,
          },
          echoHeaders,
        );
  if (url.startsWith('/oidc')) {
    return mode === 'error'
      ? json(res, 401, { message: `bad request token ${ECHO}` }, echoHeaders)
      : json(res, 200, { value: SECRETS.oidc, echo: ECHO }, echoHeaders);
  }
  if (/\/code-scanning\/alerts/.test(url))
    return json(res, 200, uploaded ? [alert(1), alert(2)] : [], echoHeaders);
  if (req.method === 'POST' && /\/code-scanning\/sarifs$/.test(url)) {
    uploaded = true;
    return json(
      res,
      202,
      { id: `sarif-${SECRETS.token}`, url: `${server.origin}/s/${encodings(SECRETS.token).base64url}` },
      echoHeaders,
    );
  }
  if (/\/code-scanning\/sarifs\//.test(url))
    return json(
      res,
      200,
      { processing_status: 'complete', analyses_url: `https://a/${ECHO}`, errors: [] },
      echoHeaders,
    );
  if (/\/pages\/deployments?$/.test(url))
    return json(
      res,
      200,
      {
        status_url: `${server.origin}/status/${SECRETS.token}`,
        page_url: `https://pages.example/${encodings(SECRETS.oidc)['percent every byte']}`,
      },
      echoHeaders,
    );
  if (url.startsWith('/status/'))
    return json(res, 200, { status: 'deployment_failed', message: `failed: ${ECHO}` }, echoHeaders);
  if (url.includes('/cancel')) return json(res, 200, {}, echoHeaders);
  if (url.endsWith('/CreateArtifact'))
    return json(
      res,
      200,
      { ok: true, signed_upload_url: `${server.origin}/blob/1?sig=sig-${Date.now()}` },
      echoHeaders,
    );
  if (url.startsWith('/blob/')) return res.writeHead(201, { 'x-ms-request-id': HEADER_ECHO }).end();
  if (url.endsWith('/FinalizeArtifact'))
    return json(res, 200, { ok: true, artifact_id: '9', note: ECHO }, echoHeaders);
  return json(res, 404, { message: `Not Found ${ECHO}` }, echoHeaders);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'hostile-'));
  server = await startServer((req, res) => answer(req, res));
});
afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});
beforeEach(() => {
  uploaded = false;
  server.requests.length = 0;
});

const ENV = () => ({
  GITHUB_API_URL: server.origin,
  GITHUB_REPOSITORY: 'acme/webapp',
  GITHUB_SHA: SHA,
  GITHUB_REF: 'refs/heads/main',
  GITHUB_RUN_ID: '4242',
  GITHUB_RUN_ATTEMPT: '1',
  ACTIONS_RESULTS_URL: `${server.origin}/`,
  ACTIONS_RUNTIME_TOKEN: SECRETS.runtime,
  ACTIONS_ID_TOKEN_REQUEST_URL: `${server.origin}/oidc?api-version=2.0`,
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: SECRETS['request token'],
});

type Name = keyof typeof SECRETS;
/** The secrets every step holds: the runner's tokens (masked from the start of every step) and the token input. */
const HELD: Name[] = ['token', 'runtime', 'request token'];

/**
 * Every channel of a run, and the files it wrote, hold no form of any secret the step held (a step cannot know
 * a secret it never saw; a JWT it never saw is still removed whole, by its shape).
 */
function expectNoSecret(r: StepResult, files: string[] = [], held: Name[] = HELD): void {
  const secrets = Object.fromEntries(held.map((n) => [n, SECRETS[n]]));
  const channels: Record<string, string> = {
    stdout: visibleLog(r.stdout),
    stderr: r.stderr,
    GITHUB_OUTPUT: r.outputsText,
    GITHUB_STEP_SUMMARY: r.summary,
    ...Object.fromEntries(files.map((f) => [f, readFileSync(f, 'utf8')])),
  };
  const found = Object.entries(channels).flatMap(([name, text]) =>
    formsFound(text, secrets).map((f) => `${name}: ${f}`),
  );
  expect(found).toEqual([]);
}

/** The server did echo: so the run above was a real test. */
const echoed = () => expect(server.requests.length).toBeGreaterThan(0);

describe('a server that echoes every form of every secret', () => {
  it('upload step, 2xx: alerts, ids and URLs carrying the secrets reach no channel', async () => {
    mode = 'ok';
    const r = await startStep(
      'upload',
      {
        token: SECRETS.token,
        sarif_file: FIXTURE,
        category: 'hostile',
        annotations: 'new',
        'fail-on-severity': 'high',
      },
      ENV(),
      work,
    ).done;
    echoed();
    // It went the whole way: uploaded, processed, alerts listed and annotated, threshold failed.
    expect(r.outputs['processing-status']).toBe('complete');
    expect(r.outputs['new-alerts']).toBe('2');
    expect(r.summary).toMatch(/Alerts/);
    expect(r.stdout).toMatch(/::error .*title=/);
    expectNoSecret(r);
    // Every form was given to the runner's masker too.
    const masks = r.stdout.split('\n').filter((l) => l.startsWith('::add-mask::'));
    expect(masks).toEqual(
      expect.arrayContaining([
        `::add-mask::${SECRETS.token}`,
        `::add-mask::${encodings(SECRETS.token).base64}`,
      ]),
    );
  });

  it('upload step, 4xx: an error body and headers carrying the secrets reach no channel', async () => {
    mode = 'error';
    const r = await startStep('upload', { token: SECRETS.token, sarif_file: FIXTURE }, ENV(), work).done;
    echoed();
    expect(r.code).toBe(1);
    expect(visibleLog(r.stdout)).toMatch(/::error::.*403 refused/);
    expectNoSecret(r);
  });

  it('alerts step: outputs, summary and alerts.json without any form of a secret (2xx), and its 4xx error', async () => {
    mode = 'ok';
    uploaded = true;
    const jsonFile = join(work, 'alerts.json');
    const r = await startStep('alerts', { token: SECRETS.token, 'json-file': jsonFile }, ENV(), work).done;
    echoed();
    expect(r.outputs.open).toBe('2');
    expect(JSON.parse(readFileSync(jsonFile, 'utf8')).alerts).toHaveLength(2);
    expectNoSecret(r, [jsonFile]);

    mode = 'error';
    const failed = await startStep('alerts', { token: SECRETS.token }, ENV(), work).done;
    expect(failed.code).toBe(1);
    expectNoSecret(failed);
  });

  it('deploy step: the OIDC request token echoed by the OIDC endpoint, the OIDC token by the API', async () => {
    mode = 'error';
    const refused = await startStep(
      'deploy-pages',
      { token: SECRETS.token, 'artifact-url': 'https://artifacts.example/site.tar' },
      ENV(),
      work,
    ).done;
    expect(visibleLog(refused.stdout)).toMatch(/::error::cannot get an OIDC token/);
    expectNoSecret(refused);

    mode = 'ok';
    const failed = await startStep(
      'deploy-pages',
      { token: SECRETS.token, 'artifact-url': 'https://artifacts.example/site.tar', timeout: '20000' },
      ENV(),
      work,
    ).done;
    expect(failed.outputs.status).toBe('deployment_failed');
    expect(failed.summary).toMatch(/Pages deployment/);
    // This time the step got the OIDC token: no form of it either.
    expectNoSecret(failed, [], [...HELD, 'oidc']);
  });

  it('pack step: the runtime token masked from the start, and absent when the artifact service echoes it', async () => {
    const site = join(ROOT, 'samples/site');
    mode = 'ok';
    const ok = await startStep('pages-pack', { path: site }, ENV(), work).done;
    expect(ok.outputs.artifact_id).toBe('9');
    expect(ok.stdout.split('\n')[0]).toBe(`::add-mask::${SECRETS.runtime}`);
    // The pack step takes no token input: the runner's tokens are what it holds.
    expectNoSecret(ok, [], ['runtime', 'request token']);

    mode = 'error';
    const refused = await startStep('pages-pack', { path: site }, ENV(), work).done;
    expect(visibleLog(refused.stdout)).toMatch(/::error::.*400 refused/);
    expectNoSecret(refused, [], ['runtime', 'request token']);
  });

  it('CLI upload and alerts: stdout and stderr', async () => {
    const cli = (args: string[]) =>
      startStep('cli', {}, { ...ENV(), SVC_TOKEN: SECRETS.token, GITHUB_ACTIONS: '' }, work, { cli: args })
        .done;
    mode = 'ok';
    const up = await cli([
      'upload',
      FIXTURE,
      '--category',
      'hostile',
      '--repo',
      'acme/webapp',
      '--ref',
      'refs/heads/main',
      '--sha',
      SHA,
    ]);
    expect(up.stdout).toMatch(/alerts on refs\/heads\/main: 2 open/);
    expectNoSecret(up);
    const listed = await cli(['alerts', '--repo', 'acme/webapp', '--json']);
    expect((JSON.parse(listed.stdout) as { open: number }).open).toBe(2);
    expectNoSecret(listed);
    mode = 'error';
    const refused = await cli(['alerts', '--repo', 'acme/webapp']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/403 refused/);
    expectNoSecret(refused);
  });
});

it('pack step: an artifact service that redirects to another origin gets refused; the other origin receives nothing', async () => {
  const other = await startServer((_req, res) =>
    json(res, 200, { ok: true, signed_upload_url: 'http://x/' }),
  );
  try {
    for (const status of [301, 302, 307, 308]) {
      const results = await startServer((_req, res) =>
        res.writeHead(status, { location: `${other.origin}/twirp/steal` }).end(),
      );
      try {
        const r = await startStep(
          'pages-pack',
          { path: join(ROOT, 'samples/site') },
          { ...ENV(), ACTIONS_RESULTS_URL: `${results.origin}/` },
          work,
        ).done;
        // What reached the other origin (on f39f259, @actions/artifact sent it the runtime token each time).
        expect(other.requests.map((q) => q.headers.authorization)).toEqual([]);
        expect(results.requests).toHaveLength(1);
        expect(r.code).toBe(1);
        expect(visibleLog(r.stdout)).toMatch(
          new RegExp(`::error::.*redirect from ${results.origin} to ${other.origin} not followed`),
        );
        expectNoSecret(r, [], ['runtime', 'request token']);
      } finally {
        await results.close();
      }
    }
  } finally {
    await other.close();
  }
});
