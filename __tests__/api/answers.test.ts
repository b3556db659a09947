/**
 * Checked answers: a success answer without the fields callers use (or with values they cannot take) is an
 * ApiError of kind bad-answer that names the field and carries the request id — never `undefined` downstream.
 * Each case is a small hostile server on loopback.
 */
import { createClient, type ApiError } from '../../src/api/index.js';
import { json, startServer, type TestServer } from './helpers.js';

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

/** A server answering every request with `status` and `body`, and a request id. */
async function answering(status: number, body: unknown) {
  const s = await startServer((_req, res) => json(res, status, body, { 'x-svc-request-id': 'REQ-42' }));
  servers.push(s);
  return createClient({
    baseUrl: s.origin,
    auth: { token: 'svc_pat_answers', basic: { username: 'mona', password: 'pw-answers' } },
  });
}

const repo = { owner: 'o', repo: 'r' };
const SHA = 'a'.repeat(40);

async function failure(p: Promise<unknown>): Promise<ApiError> {
  return p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: ApiError) => e,
  );
}

it.each([
  [
    'a SARIF receipt (202) without an id',
    202,
    { url: 'http://x/sarifs/1' },
    (c: ReturnType<typeof createClient>, _origin: string) =>
      c.codeScanning.uploadSarif({ ...repo, commit_sha: SHA, ref: 'refs/heads/main', sarif: 'H4sI' }),
    /answer's id should be a non-empty string, but is nothing/,
  ],
  [
    'a processing status that is not pending, complete or failed',
    200,
    { processing_status: 'done' },
    (c: ReturnType<typeof createClient>, _origin: string) =>
      c.codeScanning.getSarifUpload({ ...repo, sarif_id: 'x' }),
    /processing_status should be one of pending, complete, failed, but is "done"/,
  ],
  [
    'a Pages deployment without status_url',
    200,
    { page_url: 'https://o.pages.example/r/' },
    (c: ReturnType<typeof createClient>, _origin: string) =>
      c.pages.createDeployment({
        ...repo,
        artifact_url: 'https://a.example/x.tar',
        pages_build_version: 'v1',
        oidc_token: 'oidc-token-value-0123456789',
      }),
    /status_url should be an http\(s\) URL, but is nothing/,
  ],
  [
    'an authorization that is a list',
    201,
    [{ id: 1 }],
    (c: ReturnType<typeof createClient>, _origin: string) => c.oauth.createAuthorization({ note: 'n' }),
    /: 201 the answer should be an object, but is an array/,
  ],
  [
    'an alert without a number',
    200,
    [{ state: 'open', rule: {} }],
    (c: ReturnType<typeof createClient>, _origin: string) => c.codeScanning.listRepoAlerts(repo).collect(),
    /\[0\]\.number should be an integer, but is nothing/,
  ],
  [
    'a deployment status without a status',
    200,
    { message: 'hm' },
    (c: ReturnType<typeof createClient>, origin: string) => c.pages.getDeploymentStatus(`${origin}/status/1`),
    /status should be a non-empty string/,
  ],
])('%s', async (_what, status, body, call, says) => {
  const c = await answering(status, body);
  const err = await failure(call(c, servers[servers.length - 1].origin));
  expect(err).toMatchObject({ name: 'ApiError', kind: 'bad-answer', status, requestId: 'REQ-42' });
  expect(err.message).toMatch(says);
  expect(err.message.split('\n')[0]).toContain('(request id REQ-42)');
});
