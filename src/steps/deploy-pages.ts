/**
 * The Pages deployment step: create a deployment of an uploaded artifact, certified by the workflow's OIDC token
 * (POST .../pages/deployment), then follow its status_url until it succeeds or fails, within a timeout and an
 * error budget; on timeout or abort (SIGTERM) the deployment is cancelled (POST .../pages/deployments/{id}/cancel).
 *
 * Status words, as the most used deploy step reads them: `succeed` ends well; `deployment_failed`,
 * `deployment_content_failed`, `deployment_cancelled` and `deployment_lost` end badly; `unknown_status`,
 * `not_found` and `deployment_attempt_error` are temporary and spend the error budget, as do failed polls;
 * anything else is progress. The OIDC token is an input: the shells get it (requestOidcToken) from the runner.
 */
import { formatDuration } from '../format.js';
import {
  ApiError,
  pagesDeploymentId,
  RunnerEnvironmentError,
  type ApiClient,
  type CallOptions,
  type Clock,
  type Logger,
  type RunnerClient,
} from '../api/index.js';
import { UserError } from '../errors.js';

export const FAILED_STATUSES = [
  'deployment_failed',
  'deployment_content_failed',
  'deployment_cancelled',
  'deployment_lost',
] as const;
export const TEMPORARY_STATUSES = ['unknown_status', 'not_found', 'deployment_attempt_error'] as const;

const FAILURE_TEXT: Record<(typeof FAILED_STATUSES)[number], string> = {
  deployment_failed: 'the deployment failed',
  deployment_content_failed:
    'the artifact could not be deployed: check that it holds files, and no links or entries outside its root',
  deployment_cancelled: 'the deployment was cancelled',
  deployment_lost: 'the deployment stopped reporting its status (lost): deploy again',
};

export interface DeployPagesOptions {
  owner: string;
  repo: string;
  /** URL of the .zip or .tar(.gz) artifact of the site (the spec's operation), or … */
  artifactUrl?: string;
  /** … the id of a run artifact (the published operation, as deploy-pages v4 uses it). Exactly one is given. */
  artifactId?: number;
  /** Unique per run attempt: see defaultBuildVersion. */
  pagesBuildVersion: string;
  /** The workflow's OIDC token (a secret: the client redacts it). */
  oidcToken: string;
  /** The deployment environment; the service's default when absent. */
  environment?: string;
  preview?: boolean;
  /** Give up (and cancel) after this long, in ms. Default 10 minutes. */
  timeoutMs?: number;
  /**
   * When to give up, on the client's clock, if earlier than the start plus timeoutMs (a step whose timeout
   * began before this call). Every request of the deployment ends by then, its creation included.
   */
  deadline?: number;
  /** Between status polls, in ms. Default 5 s. */
  intervalMs?: number;
  /** Temporary statuses and failed polls tolerated; one more fails the step. Default 10. */
  errorBudget?: number;
  /**
   * Abort (SIGTERM): the deployment is cancelled. Give the client the same signal, so that a request in flight
   * (the creation, a status) is aborted too; the cancel is then the one request sent, within 1 s.
   */
  signal?: AbortSignal;
  /** Called once the deployment exists (what a shell reports should it have to stop before the end). */
  onCreated?: (deploymentId: string, pageUrl: string) => void;
  logger?: Partial<Logger>;
  /** Default: the client's clock. */
  clock?: Clock;
}

export type DeployOutcome = 'succeeded' | 'failed' | 'timed-out' | 'aborted' | 'too-many-errors';

export interface DeployPagesResult {
  ok: boolean;
  outcome: DeployOutcome;
  /** The last status the service reported (deployment_cancelled after a cancel). */
  status: string;
  pageUrl: string;
  statusUrl: string;
  deploymentId: string;
  /** What happened, in one line. */
  message: string;
  /** The service's own message with a failure status, if any. */
  serviceMessage?: string;
  /** Temporary statuses and failed polls seen. */
  errors: number;
  cancelled: boolean;
  elapsedMs: number;
}

/** `${GITHUB_SHA}-${GITHUB_RUN_ID}-${GITHUB_RUN_ATTEMPT}`: unique per run attempt, as the service needs. */
export function defaultBuildVersion(env: NodeJS.ProcessEnv = process.env): string {
  const sha = env.GITHUB_SHA;
  if (!sha) throw new Error('GITHUB_SHA is not set: give the pages build version explicitly');
  return [sha, env.GITHUB_RUN_ID, env.GITHUB_RUN_ATTEMPT]
    .filter((x) => x !== undefined && x !== '')
    .join('-');
}

/** Whether the runner lets this job request an OIDC token (the job has `permissions: id-token: write`). */
export const canRequestOidcToken = (env: NodeJS.ProcessEnv = process.env): boolean =>
  Boolean(env.ACTIONS_ID_TOKEN_REQUEST_URL?.trim() && env.ACTIONS_ID_TOKEN_REQUEST_TOKEN?.trim());

/**
 * The job's OIDC token (default audience). In a workflow job (GITHUB_ACTIONS=true) a missing request environment
 * means the job lacks id-token: write; elsewhere (a terminal, @github/local-action, which implements no OIDC) that no
 * runner gave one.
 */
export async function requestOidcToken(runner: RunnerClient, call: CallOptions = {}): Promise<string> {
  try {
    return await runner.idToken(undefined, call);
  } catch (err) {
    if (err instanceof RunnerEnvironmentError && process.env.GITHUB_ACTIONS !== 'true')
      throw new UserError(
        `cannot get an OIDC token: ${err.message}, and this is not a workflow job (GITHUB_ACTIONS is not "true"), so no runner gives one. ` +
          'Run the workflow with `sarif-pipeline run` (each job gets its token from the emulator), or set both variables from a job bound on the emulator (README, "Workflow steps").',
      );
    if (err instanceof RunnerEnvironmentError)
      throw new UserError(
        `cannot get an OIDC token: ${err.message}, which means the job lacks the permission to request one. ` +
          'Add `permissions: { id-token: write, pages: write }` to the job (or the workflow) that deploys Pages.',
      );
    if (err instanceof ApiError && err.kind === 'aborted') throw err;
    const why = ((err as Error).message ?? String(err)).replace(/\s+/g, ' ').trim();
    throw new UserError(
      `cannot get an OIDC token (${why}). Check that the job has \`permissions: id-token: write\`.`,
    );
  }
}

/**
 * The deployment id: the answer's `id`, else read from its status_url (…/deployments/{id}[/status]). The client
 * checked the answer for one; without it, a bad answer (the URL is not quoted: it may hold a token).
 */
export function deploymentIdOf(created: { id?: unknown; status_url: string }): string {
  const id = pagesDeploymentId(created);
  if (id === undefined)
    throw new ApiError({
      kind: 'bad-answer',
      message: 'the deployment answer has neither an id nor a status_url that ends in /deployments/{id}',
      hint: 'the service (or something in front of it) answered in a shape this client cannot use: check the API URL',
    });
  return id;
}

/** How long the cancel after a signal may take (a runner kills a step 10 s after cancelling it). */
export const CANCEL_AFTER_SIGNAL_MS = 1_000;
/** How long the cancel after the timeout may take. */
export const CANCEL_AFTER_TIMEOUT_MS = 5_000;

const ABORTED = Symbol('aborted');
const DEADLINE = Symbol('deadline');

/** Create the deployment and follow it to the end. Creation errors are thrown (ApiError); the rest is returned. */
export async function deployPages(api: ApiClient, o: DeployPagesOptions): Promise<DeployPagesResult> {
  const clock = o.clock ?? api.clock;
  const timeoutMs = o.timeoutMs ?? 600_000;
  const start = clock.now();
  const deadline = Math.min(start + timeoutMs, o.deadline ?? Infinity);
  if (o.signal?.aborted)
    throw new UserError(
      `the step was stopped (${String(o.signal.reason)}) before the deployment was created: nothing to cancel`,
    );
  const created = await createDeployment(api, o, deadline);
  const log = {
    info: o.logger?.info ?? (() => {}),
    warn: o.logger?.warn ?? (() => {}),
    debug: o.logger?.debug ?? (() => {}),
  };
  const deploymentId = deploymentIdOf(created);
  log.info(
    `created Pages deployment ${deploymentId} of ${o.owner}/${o.repo} (build version ${o.pagesBuildVersion})`,
  );
  o.onCreated?.(deploymentId, created.page_url);
  return followDeployment({
    api,
    o,
    clock,
    log,
    timeoutMs,
    intervalMs: o.intervalMs ?? 5_000,
    budget: o.errorBudget ?? 10,
    start,
    deadline,
    statusUrl: created.status_url,
    pageUrl: created.page_url,
    deploymentId,
    status: 'deployment_in_progress',
    errors: 0,
  });
}

/** POST .../pages/deployment: of exactly one of the artifact's id and URL, ending by the deadline. */
async function createDeployment(api: ApiClient, o: DeployPagesOptions, deadline: number) {
  if ((o.artifactUrl === undefined) === (o.artifactId === undefined))
    throw new Error('deployPages needs exactly one of artifactUrl and artifactId');
  return api.pages.createDeployment(
    {
      owner: o.owner,
      repo: o.repo,
      ...(o.artifactId !== undefined ? { artifact_id: o.artifactId } : { artifact_url: o.artifactUrl! }),
      pages_build_version: o.pagesBuildVersion,
      oidc_token: o.oidcToken,
      ...(o.environment ? { environment: o.environment } : {}),
      ...(o.preview !== undefined ? { preview: o.preview } : {}),
    },
    { signal: o.signal, deadline },
  );
}

/** A deployment being followed: its settings and what is known so far (the last status, the errors). */
interface Following {
  api: ApiClient;
  o: DeployPagesOptions;
  clock: Clock;
  log: { info: (m: string) => void; warn: (m: string) => void; debug: (m: string) => void };
  timeoutMs: number;
  intervalMs: number;
  budget: number;
  start: number;
  deadline: number;
  statusUrl: string;
  pageUrl: string;
  deploymentId: string;
  status: string;
  errors: number;
  serviceMessage?: string;
}

/** Poll the status until it ends well or badly, the error budget is spent, the deadline passes or the step stops. */
async function followDeployment(f: Following): Promise<DeployPagesResult> {
  for (;;) {
    // A status request still running at the deadline or on abort is aborted, so that nothing is left behind.
    const request = new AbortController();
    const answer = await bounded(
      f,
      f.api.pages.getDeploymentStatus(f.statusUrl, { signal: request.signal, deadline: f.deadline }).then(
        (data) => ({ ok: true as const, data }),
        (err: unknown) => ({ ok: false as const, err }),
      ),
      true,
    );
    request.abort();
    if (answer === ABORTED) return stopAndCancel(f, 'aborted');
    if (answer === DEADLINE) return stopAndCancel(f, 'timed-out');

    const read = answer.ok ? readStatus(f, answer.data) : readPollError(f, answer.err);
    if (read === DEADLINE) return stopAndCancel(f, 'timed-out');
    if (typeof read === 'object') return read;
    if (read !== undefined) {
      const spent = await spendErrorBudget(f, read);
      if (spent) return spent;
    }
    const waited = await bounded(
      f,
      f.clock.sleep(Math.min(f.intervalMs, Math.max(0, f.deadline - f.clock.now()))),
      false,
    );
    if (waited === ABORTED) return stopAndCancel(f, 'aborted');
    if (f.clock.now() >= f.deadline) return stopAndCancel(f, 'timed-out');
  }
}

/** A status answered: the end (succeeded or failed), a temporary status (its text), or progress (undefined). */
function readStatus(
  f: Following,
  data: { status: string; message?: string | null },
): DeployPagesResult | string | undefined {
  const next = data.status;
  if (next !== f.status) f.log.info(`Pages deployment ${f.deploymentId}: ${next}`);
  f.status = next;
  if (data.message) f.serviceMessage = data.message;
  if (f.status === 'succeed') return resultOf(f, 'succeeded', `deployed to ${f.pageUrl}`);
  const failure = FAILED_STATUSES.find((s) => s === f.status);
  if (failure)
    return resultOf(
      f,
      'failed',
      `${FAILURE_TEXT[failure]}${f.serviceMessage ? `: ${f.serviceMessage}` : ''}`,
    );
  if ((TEMPORARY_STATUSES as readonly string[]).includes(f.status)) return `status ${f.status}`;
  return undefined;
}

/** A status poll that failed: thrown when it will not mend (credentials, permissions), else its text as temporary. */
function readPollError(f: Following, err: unknown): string | typeof DEADLINE {
  if (err instanceof ApiError && err.status !== undefined && [400, 401, 403, 422].includes(err.status)) {
    throw err;
  }
  if (err instanceof ApiError && err.status === 404) f.status = 'not_found';
  if (err instanceof ApiError && err.kind === 'timeout' && f.clock.now() >= f.deadline) return DEADLINE;
  return (err as Error).message.split('\n')[0];
}

/** One more temporary error: past the budget, the deployment is cancelled and the result says so. */
async function spendErrorBudget(f: Following, temporary: string): Promise<DeployPagesResult | undefined> {
  f.errors++;
  f.log.warn(`Pages deployment ${f.deploymentId}: ${temporary} (${f.errors} of ${f.budget} errors allowed)`);
  if (f.errors <= f.budget) return undefined;
  const cancelled = await tryCancel(f, { deadline: f.deadline });
  return resultOf(
    f,
    'too-many-errors',
    `too many errors following the deployment (${f.errors}, last: ${temporary}); ${cancelled ? 'it was cancelled' : 'cancelling it failed'}`,
    cancelled,
  );
}

/** The result as it stands. */
function resultOf(
  f: Following,
  outcome: DeployOutcome,
  message: string,
  cancelled = false,
): DeployPagesResult {
  return {
    ok: outcome === 'succeeded',
    outcome,
    status: f.status,
    pageUrl: f.pageUrl,
    statusUrl: f.statusUrl,
    deploymentId: f.deploymentId,
    message,
    ...(f.serviceMessage ? { serviceMessage: f.serviceMessage } : {}),
    errors: f.errors,
    cancelled,
    elapsedMs: f.clock.now() - f.start,
  };
}

/**
 * A wait that ends early on abort and, for requests, at the deadline; what is left behind settles quietly. The
 * deadline is a real timer (cleared at once), so that nothing keeps the process alive afterwards.
 */
async function bounded<T>(
  f: Following,
  work: Promise<T>,
  withDeadline: boolean,
): Promise<T | typeof ABORTED | typeof DEADLINE> {
  work.catch(() => undefined);
  const stops: Promise<typeof ABORTED | typeof DEADLINE>[] = [];
  let timer: NodeJS.Timeout | undefined;
  if (withDeadline) {
    const left = f.deadline - f.clock.now();
    if (left <= 0) return DEADLINE;
    stops.push(new Promise((resolve) => (timer = setTimeout(() => resolve(DEADLINE), left))));
  }
  let onAbort: (() => void) | undefined;
  const signal = f.o.signal;
  if (signal) {
    stops.push(
      new Promise((resolve) => {
        onAbort = () => resolve(ABORTED);
        if (signal.aborted) onAbort();
        else signal.addEventListener('abort', onAbort, { once: true });
      }),
    );
  }
  try {
    return await Promise.race([work, ...stops]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal!.removeEventListener('abort', onAbort);
  }
}

/** Timed out or stopped: cancel the deployment, bounded on its own, and say what happened. */
async function stopAndCancel(f: Following, outcome: 'timed-out' | 'aborted'): Promise<DeployPagesResult> {
  const why =
    outcome === 'timed-out'
      ? `the deployment did not finish within ${formatDuration(f.timeoutMs)} (last status ${f.status})`
      : `the step was stopped (last status ${f.status})`;
  // The one request after a stop: the cancel, bounded on its own (the client's signal and deadline have passed).
  const within = outcome === 'aborted' ? CANCEL_AFTER_SIGNAL_MS : CANCEL_AFTER_TIMEOUT_MS;
  const deadline = f.clock.now() + within;
  const cancelled = await tryCancel(f, { afterStop: true, deadline });
  if (!cancelled) return resultOf(f, outcome, `${why}; cancelling it failed`, false);
  // The service takes a cancel even when the deployment has just ended: read what it ended as (within the same
  // bound), so that a deployment that went live is not reported as cancelled.
  const after = await f.api.pages.getDeploymentStatus(f.statusUrl, { afterStop: true, deadline }).then(
    (data) => data.status,
    () => undefined,
  );
  if (after === 'succeed') {
    f.status = after;
    f.log.info(`Pages deployment ${f.deploymentId} had finished before the cancel: it is live`);
    return resultOf(
      f,
      outcome,
      `${why}; the cancel came too late: the deployment is live at ${f.pageUrl}`,
      false,
    );
  }
  if (after === undefined) {
    // Taken, but what the deployment ended as is not known: it may have gone live just before the cancel.
    f.status = 'unknown';
    return resultOf(
      f,
      outcome,
      `${why}; the cancel was sent, but whether the deployment went live is not known: see ${f.statusUrl}`,
      false,
    );
  }
  f.status = after;
  f.log.info(`cancelled Pages deployment ${f.deploymentId}`);
  return resultOf(
    f,
    outcome,
    `${why}; ${after === 'deployment_cancelled' ? 'the deployment was cancelled' : `the cancel was sent (status now ${after})`}`,
    true,
  );
}

/** Cancel the deployment; a failure is warned of (its hint indented under it) and gives false. */
function tryCancel(f: Following, call: CallOptions): Promise<boolean> {
  return cancelDeployment(f.api, f.o.owner, f.o.repo, f.deploymentId, call).then(
    () => true,
    (err: unknown) => {
      const why = (err as Error).message.replace(/\n/g, '\n  ');
      f.log.warn(`could not cancel Pages deployment ${f.deploymentId}: ${why}`);
      return false;
    },
  );
}

/** Cancel the deployment through the client (POST .../pages/deployments/{id}/cancel). */
export async function cancelDeployment(
  api: ApiClient,
  owner: string,
  repo: string,
  id: string,
  call: CallOptions = {},
): Promise<void> {
  await api.pages.cancelDeployment({ owner, repo, deployment_id: id }, call);
}

/**
 * The id of the run artifact named `name` (deploy-pages' artifact_name) through the REST listing of the run's
 * artifacts (which takes `actions: read`): from outside a job. In a job, the step lists them through the artifact
 * service instead (runnerClient.listArtifacts), as deploy-pages does since v4.0.1.
 */
export async function findRunArtifact(
  api: ApiClient,
  o: { owner: string; repo: string; runId: string; name: string },
): Promise<number> {
  const found = await api.actions.listRunArtifacts({
    owner: o.owner,
    repo: o.repo,
    run_id: o.runId,
    name: o.name,
  });
  return oneArtifactNamed(found, o);
}

/** Of a run's artifacts, the id of the one named `name`: exactly one must match. */
export function oneArtifactNamed(
  found: readonly { id: number; name: string }[],
  o: { owner: string; repo: string; runId: string; name: string },
): number {
  const named = found.filter((a) => a.name === o.name);
  if (named.length === 0)
    throw new UserError(
      `no artifact named ${o.name} in run ${o.runId} of ${o.owner}/${o.repo}`,
      'Pack the site in this run first (the upload-pages-artifact step, or path: on this step), with the same name.',
    );
  if (named.length > 1)
    throw new UserError(
      `${named.length} artifacts named ${o.name} in run ${o.runId}: the deployment needs exactly one`,
      'Give each pack step of the run its own name.',
    );
  return named[0].id;
}
