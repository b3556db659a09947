/**
 * GitHub Actions entry of the Pages deployment step (deploy-pages/action.yml): actions/deploy-pages' inputs with
 * their meaning and units (artifact_name resolved for the run, timeout and reporting_interval in milliseconds,
 * error_count, preview, token), plus `path` (pack and upload the site first) and `artifact-url` (deploy by URL).
 * Masks the token and the runner's tokens (every form), gets the job's OIDC token (default audience) through the
 * runner client, runs the deployment (src/steps/pages-deploy-plan.ts: the artifact chosen, packed or found, then
 * deployed and followed) with SIGTERM and SIGINT cancelling it, then sets page_url, status and deployment_id and
 * writes the job summary. The `timeout` input counts from the start
 * of the step and bounds every request it makes: the OIDC token, the artifact listing, the pack's upload, the
 * creation and every status (each request's deadline is the earlier of its own and what is left).
 */
import { createClient, runnerClient, type Secrets } from '../api/index.js';
import { UserError } from '../inputs.js';
import { defaultBuildVersion, requestOidcToken } from '../steps/deploy-pages.js';
import { choosePagesArtifact, deployPagesArtifact } from '../steps/pages-deploy-plan.js';
import { failureSummary } from '../summary/markdown.js';
import { deploySummary, PAGES_TITLES } from '../summary/pages.js';
import { countInput, durationInput, flagInput, input, repositoryInput, tokenInput } from './kit.js';
import { startStep } from './step.js';

const DAY_MS = 86_400_000;

export async function run(): Promise<void> {
  const step = startStep(
    'cancelling the Pages deployment (no request but its cancel starts after it); what is known is reported',
  );
  // The runner's tokens this step may read: masked (every form) before anything else happens.
  step.secrets.add(process.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN, process.env.ACTIONS_RUNTIME_TOKEN);
  let created: { id: string; pageUrl: string } | undefined;
  step.whenLate(() => {
    const message = `the step was stopped (${step.stoppedBy()}) before it finished${created ? `: Pages deployment ${created.id} was created, and may not have been cancelled` : ': no deployment was created'}`;
    return {
      outputs: {
        status: created ? 'unknown' : 'not-created',
        deployment_id: created?.id ?? '',
        page_url: created?.pageUrl ?? '',
      },
      summary: failureSummary(PAGES_TITLES.deploy, message),
      message,
    };
  });
  try {
    const { token, repo, artifact, pagesBuildVersion, deployment } = readInputs(step.secrets);
    const bounds = {
      logger: step.logger,
      secrets: step.secrets,
      signal: step.signal,
      deadline: deployment.deadline,
    };
    const runner = runnerClient(bounds);
    const oidc = await requestOidcToken(runner);
    const api = createClient({ baseUrl: input('api-url') || undefined, auth: { token }, ...bounds });
    const result = await deployPagesArtifact(
      artifact,
      {
        api,
        runner,
        repo,
        // In a job, through the artifact service (no `actions: read` needed, as deploy-pages v4); else by REST.
        viaArtifactService: Boolean(process.env.ACTIONS_RUNTIME_TOKEN && process.env.ACTIONS_RESULTS_URL),
        tempDir: process.env.RUNNER_TEMP || process.cwd(),
        logger: { info: step.info, warn: step.warning, debug: step.debug },
      },
      {
        ...deployment,
        pagesBuildVersion,
        oidcToken: oidc,
        signal: step.signal,
        onCreated: (id, pageUrl) => (created = { id, pageUrl }),
      },
    );
    step.output('page_url', result.pageUrl);
    step.output('status', result.status);
    step.output('deployment_id', result.deploymentId);
    await step.summary(deploySummary(result, pagesBuildVersion));
    if (result.ok) step.info(`Pages deployed: ${result.pageUrl}`);
    else step.fail(new UserError(`Pages deployment ${result.deploymentId}: ${result.message}`));
  } catch (err) {
    const message = step.failureText(err);
    step.output('status', created ? 'unknown' : 'not-created');
    await step.summary(failureSummary(PAGES_TITLES.deploy, message)).catch(() => undefined);
    step.fail(err);
  } finally {
    step.end();
  }
}

/** The step's inputs, checked: the token (masked), the repository, the artifact chosen and the deployment's settings. */
function readInputs(secrets: Secrets) {
  const token = tokenInput('token', undefined, secrets);
  const repo = repositoryInput();
  const artifact = choosePagesArtifact({
    path: input('path'),
    url: input('artifact-url'),
    name: input('artifact_name'),
    runId: process.env.GITHUB_RUN_ID,
  });
  if (artifact.kind === 'conflict')
    throw new UserError(
      'give artifact-url or path, not both: path packs and uploads a site, artifact-url names one uploaded',
    );
  let pagesBuildVersion = input('pages-build-version');
  if (!pagesBuildVersion) {
    try {
      pagesBuildVersion = defaultBuildVersion();
    } catch (err) {
      throw new UserError((err as Error).message);
    }
  }
  const preview = flagInput('preview');
  // Milliseconds, as actions/deploy-pages: a value that looks like seconds is a warning.
  const ms = { unit: 'ms', from: 'actions/deploy-pages' } as const;
  const timeoutMs = durationInput('timeout', { ...ms, fallback: 600_000, plausibleMs: [1_000, DAY_MS] });
  const intervalMs = durationInput('reporting_interval', {
    ...ms,
    fallback: 5_000,
    plausibleMs: [100, 3_600_000],
  });
  const errorBudget = countInput('error_count', 10);
  const environment = input('environment');
  const deployment = {
    environment: environment || undefined,
    preview: preview || undefined,
    timeoutMs,
    // Every request of the step ends by then (the cancel after a timeout excepted).
    deadline: Date.now() + timeoutMs,
    intervalMs,
    errorBudget,
  };
  return { token, repo, artifact, pagesBuildVersion, deployment };
}
