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

/** The deployment id: the last path segment of status_url. */
export function deploymentIdOf(statusUrl: string): string {
  const segments = new URL(statusUrl).pathname.split('/').filter(Boolean);
  const id = segments[segments.length - 1];
  if (!id) throw new Error(`cannot read a deployment id from status_url ${statusUrl}`);
  return decodeURIComponent(id);
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
  const log = {
    info: o.logger?.info ?? (() => {}),
    warn: o.logger?.warn ?? (() => {}),
    debug: o.logger?.debug ?? (() => {}),
  };
  const timeoutMs = o.timeoutMs ?? 600_000;
  const intervalMs = o.intervalMs ?? 5_000;
  const budget = o.errorBudget ?? 10;
  const start = clock.now();
  const deadline = Math.min(start + timeoutMs, o.deadline ?? Infinity);
  if (o.signal?.aborted)
    throw new UserError(
      `the step was stopped (${String(o.signal.reason)}) before the deployment was created: nothing to cancel`,
    );

  if ((o.artifactUrl === undefined) === (o.artifactId === undefined))
    throw new Error('deployPages needs exactly one of artifactUrl and artifactId');
  const created = await api.pages.createDeployment(
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
  const statusUrl = created.status_url;
  const pageUrl = created.page_url;
  const deploymentId = deploymentIdOf(statusUrl);
  log.info(
    `created Pages deployment ${deploymentId} of ${o.owner}/${o.repo} (build version ${o.pagesBuildVersion})`,
  );
  o.onCreated?.(deploymentId, pageUrl);

  let status = 'deployment_in_progress';
  let errors = 0;
  let serviceMessage: string | undefined;
  const result = (outcome: DeployOutcome, message: string, cancelled = false): DeployPagesResult => ({
    ok: outcome === 'succeeded',
    outcome,
    status,
    pageUrl,
    statusUrl,
    deploymentId,
    message,
    ...(serviceMessage ? { serviceMessage } : {}),
    errors,
    cancelled,
    elapsedMs: clock.now() - start,
  });

  // Waits that end early on abort and, for requests, at the deadline; what is left behind settles quietly.
  // The deadline is a real timer (cleared at once), so that nothing keeps the process alive afterwards.
  const bounded = async <T>(
    work: Promise<T>,
    withDeadline: boolean,
  ): Promise<T | typeof ABORTED | typeof DEADLINE> => {
    work.catch(() => undefined);
    const stops: Promise<typeof ABORTED | typeof DEADLINE>[] = [];
    let timer: NodeJS.Timeout | undefined;
    if (withDeadline) {
      const left = deadline - clock.now();
      if (left <= 0) return DEADLINE;
      stops.push(new Promise((resolve) => (timer = setTimeout(() => resolve(DEADLINE), left))));
    }
    let onAbort: (() => void) | undefined;
    const signal = o.signal;
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
  };

  const stop = async (outcome: 'timed-out' | 'aborted'): Promise<DeployPagesResult> => {
    const why =
      outcome === 'timed-out'
        ? `the deployment did not finish within ${formatDuration(timeoutMs)} (last status ${status})`
        : `the step was stopped (last status ${status})`;
    // The one request after a stop: the cancel, bounded on its own (the client's signal and deadline have passed).
    const within = outcome === 'aborted' ? CANCEL_AFTER_SIGNAL_MS : CANCEL_AFTER_TIMEOUT_MS;
    const cancelled = await cancelDeployment(api, o.owner, o.repo, deploymentId, {
      afterStop: true,
      deadline: clock.now() + within,
    }).then(
      () => true,
      (err: unknown) => {
        log.warn(`could not cancel Pages deployment ${deploymentId}: ${(err as Error).message}`);
        return false;
      },
    );
    if (cancelled) {
      status = 'deployment_cancelled';
      log.info(`cancelled Pages deployment ${deploymentId}`);
    }
    return result(
      outcome,
      `${why}; ${cancelled ? 'the deployment was cancelled' : 'cancelling it failed'}`,
      cancelled,
    );
  };

  for (;;) {
    // A status request still running at the deadline or on abort is aborted, so that nothing is left behind.
    const request = new AbortController();
    const answer = await bounded(
      api.pages.getDeploymentStatus(statusUrl, { signal: request.signal, deadline }).then(
        (data) => ({ ok: true as const, data }),
        (err: unknown) => ({ ok: false as const, err }),
      ),
      true,
    );
    request.abort();
    if (answer === ABORTED) return stop('aborted');
    if (answer === DEADLINE) return stop('timed-out');

    let temporary: string | undefined;
    if (answer.ok) {
      const next = answer.data.status;
      if (next !== status) log.info(`Pages deployment ${deploymentId}: ${next}`);
      status = next;
      if (answer.data.message) serviceMessage = answer.data.message;
      if (status === 'succeed') return result('succeeded', `deployed to ${pageUrl}`);
      const failure = FAILED_STATUSES.find((s) => s === status);
      if (failure) {
        return result('failed', `${FAILURE_TEXT[failure]}${serviceMessage ? `: ${serviceMessage}` : ''}`);
      }
      if ((TEMPORARY_STATUSES as readonly string[]).includes(status)) temporary = `status ${status}`;
    } else {
      const err = answer.err;
      // Credentials and permissions do not mend themselves: stop at once.
      if (err instanceof ApiError && err.status !== undefined && [400, 401, 403, 422].includes(err.status)) {
        throw err;
      }
      if (err instanceof ApiError && err.status === 404) status = 'not_found';
      if (err instanceof ApiError && err.kind === 'timeout' && clock.now() >= deadline)
        return stop('timed-out');
      temporary = (err as Error).message.split('\n')[0];
    }
    if (temporary !== undefined) {
      errors++;
      log.warn(`Pages deployment ${deploymentId}: ${temporary} (${errors} of ${budget} errors allowed)`);
      if (errors > budget) {
        const cancelled = await cancelDeployment(api, o.owner, o.repo, deploymentId, { deadline }).then(
          () => true,
          () => false,
        );
        return result(
          'too-many-errors',
          `too many errors following the deployment (${errors}, last: ${temporary}); ${cancelled ? 'it was cancelled' : 'cancelling it failed'}`,
          cancelled,
        );
      }
    }
    const waited = await bounded(
      clock.sleep(Math.min(intervalMs, Math.max(0, deadline - clock.now()))),
      false,
    );
    if (waited === ABORTED) return stop('aborted');
    if (clock.now() >= deadline) return stop('timed-out');
  }
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
