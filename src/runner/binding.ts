/**
 * The service a run's jobs talk to: the embedded emulator started in this process (the default, as `npm start`
 * does), or one already running (`serve`) reached with its admin token. Each job gets a workflow token with exactly
 * its `permissions` (made through the admin API's state, once per run, before any job starts) and is bound to the
 * run (`POST /_emulator/jobs`): one run id for the workflow run, so the jobs share its artifacts; the runtime token;
 * the OIDC request URL, given to the job only when it has `id-token: write`, as the runner does.
 */
import { randomBytes } from 'node:crypto';
import { UserError } from '../errors.js';

export interface Service {
  apiUrl: string;
  origin: string;
  dashboardUrl: string;
  admin(path: string, init?: RequestInit): Promise<Response>;
  /** Stops the embedded emulator (nothing for a remote one). */
  close(): Promise<void>;
  embedded: boolean;
}

export interface ServiceOptions {
  apiUrl?: string;
  adminToken?: string;
  /** Options of the embedded emulator. */
  processingDelayMs?: number;
  vendor?: string;
  /** How long a request to a running emulator may wait for its answer (default 30 s). */
  timeoutMs?: number;
}

/** How long a request to a running emulator (--api-url) waits for its answer, not undici's 300 s. */
export const REMOTE_TIMEOUT_MS = 30_000;

/** Start the embedded emulator, or reach the one at apiUrl. */
export async function connect(o: ServiceOptions): Promise<Service> {
  if (o.apiUrl) {
    if (!o.adminToken)
      throw new UserError(
        '--api-url needs the admin token `sarif-pipeline serve` prints',
        'Set EMULATOR_ADMIN_TOKEN to it (or give --admin-token, which a process list shows).',
        2,
      );
    const api = new URL(o.apiUrl);
    const origin = api.origin;
    const timeoutMs = o.timeoutMs ?? REMOTE_TIMEOUT_MS;
    // A server that takes the connection and never answers: said after timeoutMs, not after undici's 300 s.
    const admin = (path: string, init: RequestInit = {}) =>
      fetch(`${origin}/_emulator${path}`, {
        ...init,
        signal: init.signal ?? AbortSignal.timeout(timeoutMs),
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${o.adminToken}` },
      }).catch((err: Error) => {
        if (err.name !== 'TimeoutError') throw err;
        throw new UserError(
          `the server at ${origin} accepted the connection but did not answer ${path.split('?')[0]} within ${timeoutMs / 1000} s`,
          'Is it `sarif-pipeline serve`, and is it still running?',
          1,
        );
      });
    // The dashboard's versions: a few hundred bytes whatever the state holds (the overview is MBs at 50,000 alerts).
    const probe = await admin('/versions').catch((err: Error) => {
      if (err instanceof UserError) throw err;
      throw new UserError(
        `cannot reach the emulator at ${origin}: ${err.message}`,
        'Is `sarif-pipeline serve` running?',
        1,
      );
    });
    if (probe.status === 401)
      throw new UserError(`the emulator at ${origin} refused the admin token`, undefined, 1);
    if (!probe.ok)
      throw new UserError(
        `${origin}/_emulator/versions answered ${probe.status}: is it sarif-pipeline serve (1.0 or later)?`,
        undefined,
        1,
      );
    return {
      apiUrl: o.apiUrl.replace(/\/$/, ''),
      origin,
      dashboardUrl: `${origin}/_emulator/`,
      admin,
      close: async () => undefined,
      embedded: false,
    };
  }
  const { startEmulator } = await import('../emulator/index.js');
  const emu = await startEmulator({
    config: {
      ...(o.processingDelayMs === undefined ? {} : { processingDelayMs: o.processingDelayMs }),
      ...(o.vendor === undefined ? {} : { vendor: o.vendor }),
    },
    warn: () => undefined,
  });
  return {
    apiUrl: emu.apiUrl,
    origin: emu.origin,
    dashboardUrl: emu.dashboardUrl,
    admin: (path, init) => emu.admin(path, init),
    close: () => emu.close(),
    embedded: true,
  };
}

/** The service's names for the `permissions:` keys a workflow may set. */
export const PERMISSION_KEYS = [
  'actions',
  'attestations',
  'checks',
  'contents',
  'deployments',
  'discussions',
  'id-token',
  'issues',
  'models',
  'packages',
  'pages',
  'pull-requests',
  'repository-projects',
  'security-events',
  'statuses',
];

export type Access = 'read' | 'write' | 'none';

/**
 * A `permissions:` value as the job's token gets it: `read-all`, `write-all`, `{}` or a mapping (every key it
 * does not name is none). No `permissions:` anywhere: the restricted default of new repositories (contents and
 * packages read). `id-token` is never more than write, and metadata is always read.
 */
export function tokenPermissions(value: unknown): Record<string, Access> {
  const out: Record<string, Access> = {};
  if (value === undefined || value === null) {
    out.contents = 'read';
    out.packages = 'read';
  } else if (value === 'read-all' || value === 'write-all') {
    for (const k of PERMISSION_KEYS) out[k] = value === 'read-all' ? 'read' : 'write';
    if (value === 'read-all') delete out['id-token'];
  } else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, string>))
      if (v !== 'none') out[k] = v as Access;
  }
  const state: Record<string, Access> = { metadata: 'read' };
  for (const [k, v] of Object.entries(out)) state[k.replace(/-/g, '_')] = v;
  return state;
}

interface StateShape {
  tokens: Record<string, { kind: string; repository?: string; actor?: string }>;
  repos?: { owner: string; name: string; secrets?: Record<string, string> }[];
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok)
    throw new Error(`${what}: the emulator answered ${res.status} ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as T;
}

export interface JobToken {
  token: string;
  permissions: Record<string, Access>;
}

/** The repository and actor of a run: given, or those of a workflow token of the emulator's state. */
export async function runIdentity(
  service: Service,
  repository?: string,
): Promise<{ repository: string; actor: string; secrets: Record<string, string> }> {
  const state = await json<StateShape>(await service.admin('/state'), 'GET /_emulator/state');
  const workflowTokens = Object.values(state.tokens).filter((t) => t.kind === 'workflow');
  const match = workflowTokens.find(
    (t) => !repository || t.repository?.toLowerCase() === repository.toLowerCase(),
  );
  const repo = repository ?? match?.repository;
  if (!repo)
    throw new UserError(
      'the emulator has no workflow token to take a repository from: pass --repo OWNER/NAME',
      undefined,
      2,
    );
  const [owner, name] = repo.split('/');
  if (
    state.repos &&
    !state.repos.some(
      (r) => r.owner.toLowerCase() === owner?.toLowerCase() && r.name.toLowerCase() === name?.toLowerCase(),
    )
  )
    throw new UserError(
      `the emulator has no repository ${repo}`,
      'Pass --repo OWNER/NAME of its seed (the bundled seed: acme/webapp).',
      2,
    );
  const seeded = state.repos?.find(
    (r) => r.owner.toLowerCase() === owner?.toLowerCase() && r.name.toLowerCase() === name?.toLowerCase(),
  );
  // The repository's secrets, as the service gives them to its workflows (under what --secrets-file gives).
  return { repository: repo, actor: match?.actor ?? 'octocat', secrets: seeded?.secrets ?? {} };
}

/**
 * A workflow token per job with its permissions, added to the emulator's state in one write before any job runs
 * (the admin API has no route that makes one; GET then PUT the state).
 */
export async function makeJobTokens(
  service: Service,
  repository: string,
  actor: string,
  jobs: { id: string; permissions: Record<string, Access> }[],
): Promise<Map<string, JobToken>> {
  const state = await json<StateShape>(await service.admin('/state'), 'GET /_emulator/state');
  const out = new Map<string, JobToken>();
  for (const j of jobs) {
    const token = `svc_workflow_run_${randomBytes(12).toString('hex')}`;
    state.tokens[token] = { kind: 'workflow', repository, actor, permissions: j.permissions } as never;
    out.set(j.id, { token, permissions: j.permissions });
  }
  const put = await service.admin('/state', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(state),
  });
  if (put.status !== 204)
    throw new Error(
      `PUT /_emulator/state: the emulator answered ${put.status} ${(await put.text()).slice(0, 300)}`,
    );
  return out;
}

export interface Binding {
  token: string;
  runId: number;
  sha?: string;
  ref: string;
  workflow: string;
  workflowPath: string;
  job: string;
  eventName: string;
  environment?: string;
}

/**
 * Whether the emulator gives an OIDC token for this request token (the runtime token, as the runner sends it): an
 * emulator from before it accepted the runtime token refuses it.
 */
async function acceptsRequestToken(url: string, token: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}&audience=sarif-pipeline-run-probe`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

export interface BoundJob {
  env: Record<string, string>;
  /** Said once in the log: the OIDC request token is the workflow token, the emulator refusing the runtime token. */
  fallback?: string;
}

/** Bind a job's token to the run; the runner's variables for the job, with the OIDC pair only under id-token: write. */
export async function bindJob(service: Service, b: Binding, idToken: boolean): Promise<BoundJob> {
  const res = await service.admin('/jobs', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      token: b.token,
      run_id: b.runId,
      ...(b.sha ? { sha: b.sha } : {}),
      ref: b.ref,
      workflow: b.workflow,
      workflow_path: b.workflowPath,
      job: b.job,
      event_name: b.eventName,
      ...(b.environment ? { environment: b.environment } : {}),
    }),
  });
  const { env } = await json<{ env: Record<string, string> }>(res, 'POST /_emulator/jobs');
  const out = { ...env };
  if (!idToken) {
    delete out.ACTIONS_ID_TOKEN_REQUEST_URL;
    delete out.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
    return { env: out };
  }
  // As the runner: the OIDC request token is the job's runtime token.
  if (env.ACTIONS_ID_TOKEN_REQUEST_TOKEN) return { env: out };
  out.ACTIONS_ID_TOKEN_REQUEST_TOKEN = env.ACTIONS_RUNTIME_TOKEN;
  if (await acceptsRequestToken(env.ACTIONS_ID_TOKEN_REQUEST_URL, env.ACTIONS_RUNTIME_TOKEN))
    return { env: out };
  out.ACTIONS_ID_TOKEN_REQUEST_TOKEN = b.token;
  return {
    env: out,
    fallback:
      "this emulator does not take the runtime token as the OIDC request token (the runner sends it): ACTIONS_ID_TOKEN_REQUEST_TOKEN is the job's workflow token instead",
  };
}
