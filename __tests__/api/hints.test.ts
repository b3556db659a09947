/**
 * Issue 25: every refusal the service gives is told by its cause and what to do, not by a guess from the scope
 * headers (an archived repository was told that its account lacked a role). One row per refusal, each made for
 * real against the emulator (in this process, port 0) with a token of the kind that meets it.
 */
import { createClient, type ApiError } from '../../src/api/index.js';
import { startEmulator, type Emulator } from '../../src/emulator/index.js';
import { DEFAULT_SEED } from '../../src/emulator/seed.js';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({
    seed: {
      ...DEFAULT_SEED,
      tokens: {
        ...DEFAULT_SEED.tokens,
        // A classic token without a scope that reaches code scanning.
        svc_pat_octocat_orgonly: { kind: 'classic', user: 'octocat', scopes: ['read:org'] },
        // A workflow token whose job was not given security-events.
        svc_workflow_readonly: {
          kind: 'workflow',
          repository: 'acme/webapp',
          actor: 'octocat',
          permissions: { metadata: 'read', contents: 'read' },
        },
      },
    },
  });
});
afterAll(() => emu.close());

const SARIF = 'H4sIAAAAAAAAA6uuBQBDv6ajAgAAAA=='; // gzip of "{}": refused before it is read
const upload = (token: string, repo: string) =>
  createClient({
    baseUrl: `${emu.origin}/api/v3`,
    auth: { token },
    retry: { retries: 0 },
  }).codeScanning.uploadSarif({
    owner: 'acme',
    repo,
    commit_sha: 'a'.repeat(40),
    ref: 'refs/heads/main',
    sarif: SARIF,
  });

const ROWS: { refusal: string; token: string; repo: string; status: number; hint: RegExp; not?: RegExp }[] = [
  {
    refusal: 'the repository is archived',
    token: 'svc_pat_octocat',
    repo: 'legacy',
    status: 403,
    hint: /repository is archived.*unarchive it/,
    not: /role|scope/,
  },
  {
    refusal: 'the repository has no code security feature',
    token: 'svc_pat_octocat',
    repo: 'no-ghas',
    status: 403,
    hint: /code scanning is not enabled for this repository: turn on its code security feature/,
    not: /role|scope/,
  },
  {
    refusal: 'the classic token lacks the scope',
    token: 'svc_pat_octocat_orgonly',
    repo: 'webapp',
    status: 403,
    hint: /missing scope: the operation accepts security_events, public_repo; the token has read:org/,
  },
  {
    refusal: 'the workflow token lacks the permission',
    token: 'svc_workflow_readonly',
    repo: 'webapp',
    status: 403,
    hint: /lacks a permission: it needs security_events=write; in a workflow, grant it under `permissions:` \(security-events: write\)/,
  },
  {
    // repo includes security_events: what is missing is the account's role, not a scope.
    refusal: 'the account has no write role',
    token: 'svc_pat_hubot',
    repo: 'webapp',
    status: 403,
    hint: /the account needs the write role on the repository/,
    not: /missing scope/,
  },
  {
    refusal: 'the repository is hidden from the token',
    token: 'svc_pat_octocat_public',
    repo: 'secret-service',
    status: 404,
    hint: /not found, or hidden/,
  },
  {
    refusal: 'the token is wrong',
    token: 'svc_not_a_token',
    repo: 'webapp',
    status: 401,
    hint: /bad credentials: the token is wrong, expired or revoked/,
  },
];

describe('each refusal of an upload, told by its cause', () => {
  it.each(ROWS.map((r) => [r.refusal, r] as const))('%s', async (_name, row) => {
    const err = (await upload(row.token, row.repo).then(
      () => undefined,
      (e: unknown) => e,
    )) as ApiError | undefined;
    expect(err).toBeDefined();
    expect(err!.status).toBe(row.status);
    expect(err!.hint).toMatch(row.hint);
    if (row.not) expect(err!.hint).not.toMatch(row.not);
    expect(err!.message).not.toContain(row.token);
  });
});

describe("a step's failure text", () => {
  it('carries the hint once (an ApiError says it in its message already)', async () => {
    const { failureMessage } = await import('../../src/action/kit.js');
    const err = (await upload('svc_workflow_readonly', 'webapp').then(
      () => undefined,
      (e: unknown) => e,
    )) as ApiError;
    const text = failureMessage(err);
    expect(text.split('lacks a permission').length - 1).toBe(1);
    expect(text).toMatch(/^POST \S+: 403 Resource not accessible by integration\nhint: the token /);
  });
});
