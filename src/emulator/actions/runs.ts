/**
 * Workflow runs. A workflow token stands for one job of one run: the seed may describe that run (`"run": {...}`
 * next to `repository` and `actor`), a test binds it to the `GITHUB_*` values it passes to a step (bindJob, or
 * `POST /_emulator/jobs`), and what is missing defaults from the repository (its default branch and last commit,
 * a `push` event). The run API, the OIDC claims and the artifact store all read the run from here, so they agree.
 */
import { createHash } from 'node:crypto';
import { runtimeToken } from './runtime-token.js';
import { type Ctx } from '../http.js';
import { ServiceError } from '../service-error.js';
import { findRepo, findUser, fullName, type Repo, type Token } from '../state.js';
import type { Run, WorkflowRun, WorkflowToken } from './run-types.js';

/** Past runs kept per workflow token. */
const PAST_RUNS_KEPT = 50;

/** A stable number from a string, in the range of real ids (ten digits). */
export function numericId(seed: string): number {
  return (
    1_000_000_000 + (Number.parseInt(createHash('sha256').update(seed).digest('hex').slice(0, 8), 16) % 1e9)
  );
}

function lastCommitSha(repo: Repo, ref: string): string {
  return (
    repo.commits[repo.commits.length - 1]?.sha ??
    createHash('sha1')
      .update(`${fullName(repo)}\0${ref}`)
      .digest('hex')
  );
}

/** The run of a workflow token (its secret gives a stable default id), or one of its past runs. */
export function runOf(
  ctx: Ctx,
  secret: string,
  token: WorkflowToken,
  repo: Repo,
  run: WorkflowRun = token.run ?? {},
): Run {
  const ref = run.ref ?? `refs/heads/${repo.defaultBranch}`;
  const workflowPath = run.workflowPath ?? `.${ctx.config.vendor}/workflows/pages.yml`;
  return {
    id: Number(run.runId ?? numericId(`run:${secret}`)),
    attempt: Number(run.runAttempt ?? 1),
    repo,
    ref,
    sha: run.sha ?? lastCommitSha(repo, ref),
    workflow: run.workflow ?? 'Deploy Pages',
    workflowPath,
    workflowId: numericId(`workflow:${fullName(repo)}:${workflowPath}`) % 100_000_000,
    job: run.job ?? 'deploy',
    eventName: run.eventName ?? 'push',
    environment: run.environment,
    actor: token.actor,
  };
}

function tokenRepo(ctx: Ctx, token: WorkflowToken): Repo | undefined {
  const [owner = '', name = ''] = token.repository.split('/');
  return ctx.store.read((s) => findRepo(s, owner, name));
}

/** A run and the workflow token the runner gave its job. */
export interface Job {
  run: Run;
  secret: string;
  token: WorkflowToken;
}

/** Every job of a repository: the current and past runs of each of its workflow tokens (current ones first). */
export function jobsOf(ctx: Ctx, repo: Repo): Job[] {
  const tokens = ctx.store.read((s) => Object.entries(s.tokens));
  const current: Job[] = [];
  const past: Job[] = [];
  for (const [secret, token] of tokens) {
    if (token.kind !== 'workflow') continue;
    const r = tokenRepo(ctx, token);
    if (r?.id !== repo.id) continue;
    current.push({ run: runOf(ctx, secret, token, repo), secret, token: token as WorkflowToken });
    for (const old of [...((token as WorkflowToken).pastRuns ?? [])].reverse())
      past.push({ run: runOf(ctx, secret, token, repo, old), secret, token: token as WorkflowToken });
  }
  return [...current, ...past];
}

/** Every run of a repository (a run id once, its latest binding). */
export function runsOf(ctx: Ctx, repo: Repo): Run[] {
  const seen = new Set<number>();
  return jobsOf(ctx, repo)
    .map((j) => j.run)
    .filter((r) => !seen.has(r.id) && seen.add(r.id));
}

export function findJob(ctx: Ctx, repo: Repo, runId: string | number): Job | undefined {
  return jobsOf(ctx, repo).find((j) => String(j.run.id) === String(runId));
}

export function findRun(ctx: Ctx, repo: Repo, runId: string | number): Run | undefined {
  return findJob(ctx, repo, runId)?.run;
}

/** The run of the caller's workflow token, if it is one. */
export function callerRun(ctx: Ctx, secret: string, token: Token): Run | undefined {
  if (token.kind !== 'workflow') return undefined;
  const repo = tokenRepo(ctx, token);
  return repo ? runOf(ctx, secret, token, repo) : undefined;
}

/** What a job binding may set, in the names of the runner's variables' meaning. */
export interface JobBinding {
  token: string;
  run_id?: string | number;
  run_attempt?: string | number;
  sha?: string;
  ref?: string;
  workflow?: string;
  workflow_path?: string;
  job?: string;
  event_name?: string;
  environment?: string;
}

/**
 * Bind a workflow token to a job, as the runner does when it hands the token to the job: the run API, the OIDC
 * claims and artifact uploads then follow these values. Returns the run and the variables a runner would set.
 */
export async function bindJob(
  ctx: Ctx,
  binding: JobBinding,
): Promise<{ run: ReturnType<typeof renderRunSummary>; env: Record<string, string> }> {
  const problems: string[] = [];
  if (typeof binding?.token !== 'string') problems.push('token (a workflow token of the seed) is required');
  const str = (name: keyof JobBinding) => {
    const v = binding?.[name];
    if (v !== undefined && typeof v !== 'string' && typeof v !== 'number')
      problems.push(`${name} must be a string`);
  };
  (
    [
      'run_id',
      'run_attempt',
      'sha',
      'ref',
      'workflow',
      'workflow_path',
      'job',
      'event_name',
      'environment',
    ] as const
  ).forEach(str);
  if (binding?.run_id !== undefined && !/^\d{1,15}$/.test(String(binding.run_id)))
    problems.push('run_id must be a positive integer');
  if (binding?.sha !== undefined && !/^[0-9a-f]{40}$/.test(String(binding.sha)))
    problems.push('sha must be 40 hexadecimal digits');
  if (binding?.ref !== undefined && !String(binding.ref).startsWith('refs/'))
    problems.push('ref must start with refs/');
  if (problems.length > 0) throw new ServiceError(422, `Invalid job: ${problems.join('; ')}`);
  const run = bindRun(ctx, binding);
  logBinding(ctx, binding.token, run, 'the admin API (POST /_emulator/jobs)');
  const repo = tokenRepo(ctx, run);
  if (!repo)
    throw new ServiceError(422, `Invalid job: the token's repository ${run.repository} does not exist`);
  const r = runOf(ctx, binding.token, run, repo);
  return { run: renderRunSummary(r), env: await runnerEnv(ctx, r, { secret: binding.token, token: run }) };
}

/** Record a binding in the token (checked by the caller); `fresh`: the run's details default again. */
function bindRun(ctx: Ctx, binding: JobBinding, fresh = false): WorkflowToken {
  return ctx.store.write((s) => {
    const token = s.tokens[binding.token];
    if (!token || token.kind !== 'workflow')
      throw new ServiceError(422, 'Invalid job: token is not a workflow token of the seed');
    const t = token as WorkflowToken;
    const next: WorkflowRun = fresh ? {} : { ...t.run };
    const repoOfToken = ((full) => findRepo(s, full.split('/')[0] ?? '', full.split('/')[1] ?? ''))(
      t.repository,
    );
    // Binding another run keeps the current one (with its id made explicit): runs and their artifacts stay.
    if (repoOfToken && binding.run_id !== undefined) {
      const was = runOf(ctx, binding.token, t, repoOfToken);
      if (String(was.id) !== String(binding.run_id)) {
        const kept = (t.pastRuns ?? []).filter((p) => String(p.runId) !== String(was.id));
        kept.push({ ...t.run, runId: String(was.id) });
        t.pastRuns = kept.filter((p) => String(p.runId) !== String(binding.run_id)).slice(-PAST_RUNS_KEPT);
      }
    }
    if (binding.run_id !== undefined) next.runId = String(binding.run_id);
    if (binding.run_attempt !== undefined) next.runAttempt = String(binding.run_attempt);
    if (binding.sha !== undefined) next.sha = String(binding.sha);
    if (binding.ref !== undefined) next.ref = String(binding.ref);
    if (binding.workflow !== undefined) next.workflow = String(binding.workflow);
    if (binding.workflow_path !== undefined) next.workflowPath = String(binding.workflow_path);
    if (binding.job !== undefined) next.job = String(binding.job);
    if (binding.event_name !== undefined) next.eventName = String(binding.event_name);
    if (binding.environment !== undefined) next.environment = String(binding.environment);
    t.run = next;
    return t;
  });
}

/** A binding as the dashboard shows it: when, which run, how (the token itself is never shown). */
export interface BindingEvent {
  time: string;
  repository: string;
  runId: number;
  via: string;
}

const BINDINGS_KEPT = 100;
const bindingLogs = new WeakMap<Ctx, BindingEvent[]>();

/** The latest bindings of this emulator, oldest first. */
export function bindingLog(ctx: Ctx): readonly BindingEvent[] {
  return bindingLogs.get(ctx) ?? [];
}

function logBinding(ctx: Ctx, secret: string, token: WorkflowToken, via: string): void {
  const repo = tokenRepo(ctx, token);
  const log = bindingLogs.get(ctx) ?? [];
  bindingLogs.set(ctx, log);
  log.push({
    time: new Date().toISOString(),
    repository: token.repository,
    runId: repo ? runOf(ctx, secret, token, repo).id : Number(token.run?.runId ?? 0),
    via,
  });
  log.splice(0, Math.max(0, log.length - BINDINGS_KEPT));
}

/**
 * With auto-bind on (`serve --auto-bind`): a workflow token of this repository naming a run id that no run of the
 * repository has binds that run, as if the runner had started it, with the repository's defaults for the rest.
 * Returns the run, or undefined when nothing was bound.
 */
export function autoBind(
  ctx: Ctx,
  secret: string | undefined,
  token: Token | undefined,
  repo: Repo,
  runId: string | number,
  via: string,
): Run | undefined {
  if (!ctx.config.autoBind || !secret || token?.kind !== 'workflow') return undefined;
  if (token.repository.toLowerCase() !== fullName(repo).toLowerCase()) return undefined;
  if (!/^\d{1,15}$/.test(String(runId)) || findRun(ctx, repo, runId)) return undefined;
  const bound = bindRun(ctx, { token: secret, run_id: String(runId) }, true);
  logBinding(ctx, secret, bound, via);
  return runOf(ctx, secret, bound, repo);
}

function renderRunSummary(r: Run) {
  return {
    id: r.id,
    run_attempt: r.attempt,
    repository: fullName(r.repo),
    ref: r.ref,
    sha: r.sha,
    workflow: r.workflow,
    workflow_path: r.workflowPath,
    job: r.job,
    event_name: r.eventName,
    actor: r.actor,
    ...(r.environment ? { environment: r.environment } : {}),
  };
}

/**
 * The variables a runner sets for this run's job. The workflow token is not among them (the caller has it); the
 * runtime token the artifact service takes is (a JWT for this run's job, see artifact-service.ts), and, as on the
 * service's runner, it is also the OIDC request token (ACTIONS_ID_TOKEN_REQUEST_TOKEN), given with the request URL
 * only when the job has `id-token: write`.
 */
export async function runnerEnv(
  ctx: Ctx,
  r: Run,
  job?: { secret: string; token: Pick<WorkflowToken, 'permissions'> },
): Promise<Record<string, string>> {
  const full = fullName(r.repo);
  const runtime = await runtimeToken(ctx, r, job?.secret);
  const idToken = !job || job.token.permissions.id_token === 'write';
  return {
    GITHUB_REPOSITORY: full,
    GITHUB_REPOSITORY_OWNER: r.repo.owner,
    GITHUB_RUN_ID: String(r.id),
    GITHUB_RUN_ATTEMPT: String(r.attempt),
    GITHUB_RUN_NUMBER: String(r.attempt),
    GITHUB_SHA: r.sha,
    GITHUB_REF: r.ref,
    // `main`, `v1`, and for a pull request `<number>/merge`, as the service names them.
    GITHUB_REF_NAME: r.ref.replace(/^refs\/(heads|tags|pull)\//, ''),
    GITHUB_REF_TYPE: r.ref.startsWith('refs/tags/') ? 'tag' : 'branch',
    // The emulator has no branch protection.
    GITHUB_REF_PROTECTED: 'false',
    GITHUB_WORKFLOW: r.workflow,
    GITHUB_WORKFLOW_REF: `${full}/${r.workflowPath}@${r.ref}`,
    GITHUB_WORKFLOW_SHA: r.sha,
    GITHUB_JOB: r.job,
    GITHUB_EVENT_NAME: r.eventName,
    GITHUB_ACTOR: r.actor,
    GITHUB_TRIGGERING_ACTOR: r.actor,
    // The ids the API and the OIDC claims give.
    GITHUB_REPOSITORY_ID: String(r.repo.id),
    GITHUB_REPOSITORY_OWNER_ID: String(ownerId(ctx, r.repo.owner)),
    GITHUB_ACTOR_ID: String(actorId(ctx, r.actor)),
    GITHUB_SERVER_URL: serverUrl(ctx),
    GITHUB_API_URL: `${ctx.config.origin}${ctx.config.apiPrefix}`,
    // The emulator's, never api.github.com's: a client of GraphQL sends the job's token there.
    GITHUB_GRAPHQL_URL: `${ctx.config.origin}${ctx.config.apiPrefix}/graphql`,
    ...(idToken
      ? {
          ACTIONS_ID_TOKEN_REQUEST_URL: `${ctx.config.origin}/_oidc/token?api-version=2.0`,
          ACTIONS_ID_TOKEN_REQUEST_TOKEN: runtime,
        }
      : {}),
    ACTIONS_RUNTIME_URL: `${ctx.config.origin}/_runtime/`,
    ACTIONS_RESULTS_URL: `${ctx.config.origin}/`,
    // The cache service of ACTIONS_RESULTS_URL (cache-service.ts), which `@actions/cache` 4+ takes only when told.
    ACTIONS_CACHE_SERVICE_V2: 'True',
    ACTIONS_RUNTIME_TOKEN: runtime,
  };
}

/**
 * GITHUB_SERVER_URL. Acting as the hosted service, the emulator names itself `<vendor>.localhost` (RFC 6761 keeps
 * *.localhost for loopback, and browsers resolve it there): clients that tell the hosted service from a self-managed
 * installation by this URL (the artifact client refuses the latter, as upload-artifact v4 does on GHES) then see the
 * hosted service. The OIDC default audience takes its form (`<server URL>/<owner>`, as `https://github.com/OWNER`).
 *
 * Node (getaddrinfo without nss-myhostname) does not resolve `*.localhost`, while `@actions/artifact` and
 * `@actions/cache` take any other host but github.com and *.ghe.com for a self-managed server and refuse (artifacts)
 * or fall back (cache): no URL satisfies both on such machines, and the artifact client's check wins, because the
 * Pages flow (upload-pages-artifact v3+, deploy-pages v4+) depends on it while the clients named here never connect
 * to GITHUB_SERVER_URL (the API, the artifact service and the OIDC endpoint have URLs of their own). Inside
 * `sarif-pipeline run`, every step's Node resolves the name all the same (src/runner/localhost-names.ts).
 */
export function serverUrl(ctx: Ctx): string {
  if (ctx.config.enterpriseVersion) return ctx.config.origin;
  const url = new URL(ctx.config.origin);
  url.hostname = `${ctx.config.vendor}.localhost`;
  return url.origin;
}

/** The numeric id of a repository's owner, a user or an organization (as the OIDC claims give it). */
export function ownerId(ctx: Ctx, owner: string): number {
  return (
    ctx.store.read(
      (s) => findUser(s, owner)?.id ?? s.orgs.find((o) => o.login.toLowerCase() === owner.toLowerCase())?.id,
    ) ?? numericId(owner)
  );
}

/** The login and numeric id of a run's actor. */
export function actorId(ctx: Ctx, login: string): number {
  return ctx.store.read((s) => findUser(s, login)?.id) ?? numericId(login);
}
