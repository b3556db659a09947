/**
 * GitHub Actions entry of the Pages deployment step (deploy-pages/action.yml): actions/deploy-pages' inputs with
 * their meaning and units (artifact_name resolved for the run, timeout and reporting_interval in milliseconds,
 * error_count, preview, token), plus `path` (pack and upload the site first) and `artifact-url` (deploy by URL).
 * Masks the token, gets the job's OIDC token with getIDToken() (default audience), runs the deployment
 * (src/steps/deploy-pages.ts) with SIGTERM and SIGINT cancelling it, then sets page_url, status and deployment_id
 * and writes the job summary.
 */
import * as core from '@actions/core';
import { join } from 'node:path';
import { createClient } from '../api/index.js';
import { UserError } from '../inputs.js';
import {
  defaultBuildVersion,
  deployPages,
  findRunArtifact,
  type DeployPagesResult,
} from '../steps/deploy-pages.js';
import { packSite, uploadRunArtifact } from '../steps/pages-pack.js';
import { code, count, link, table, text } from '../summary/markdown.js';
import {
  actionLogger,
  countInput,
  durationInput,
  fail,
  flagInput,
  input,
  repositoryInput,
  tokenInput,
} from './kit.js';

const DAY_MS = 86_400_000;

/** The job's OIDC token; a missing request environment means the job lacks id-token: write. */
async function oidcToken(): Promise<string> {
  const missing = ['ACTIONS_ID_TOKEN_REQUEST_URL', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN'].filter(
    (n) => !process.env[n],
  );
  if (missing.length > 0) {
    throw new UserError(
      `cannot get an OIDC token: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set, which means the job lacks the permission to request one. ` +
        'Add `permissions: { id-token: write, pages: write }` to the job (or the workflow) that deploys Pages.',
    );
  }
  try {
    const token = await core.getIDToken();
    core.setSecret(token);
    return token;
  } catch (err) {
    const why = ((err as Error).message ?? String(err)).replace(/\s+/g, ' ').trim();
    throw new UserError(
      `cannot get an OIDC token (${why}). Check that the job has \`permissions: id-token: write\`.`,
    );
  }
}

export async function run(): Promise<void> {
  const controller = new AbortController();
  const onSignal = (signal: string) => () => {
    core.warning(`${signal} received: cancelling the Pages deployment`);
    controller.abort();
  };
  const sigterm = onSignal('SIGTERM');
  const sigint = onSignal('SIGINT');
  process.once('SIGTERM', sigterm);
  process.once('SIGINT', sigint);
  try {
    const token = tokenInput('token');
    const repo = repositoryInput();
    const artifactUrl = input('artifact-url');
    const sitePath = input('path');
    const artifactName = input('artifact_name') || 'github-pages';
    if (artifactUrl && sitePath)
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

    const oidc = await oidcToken();
    const api = createClient({
      baseUrl: input('api-url') || undefined,
      auth: { token },
      logger: actionLogger,
    });
    let artifactId: number | undefined;
    if (sitePath) {
      const out = join(process.env.RUNNER_TEMP || process.cwd(), 'artifact.tar');
      const packed = await packSite({ dir: sitePath, out });
      core.info(`packed ${packed.files} file(s), ${packed.bytes} bytes, from ${sitePath}`);
      artifactId = (await uploadRunArtifact(out, artifactName, 1)).id;
    } else if (!artifactUrl) {
      const runId = process.env.GITHUB_RUN_ID;
      if (!runId)
        throw new UserError('GITHUB_RUN_ID is not set: the artifact is found in the run that deploys it');
      artifactId = await findRunArtifact(api, { ...repo, runId, name: artifactName });
      core.info(`deploying artifact ${artifactName} (id ${artifactId}) of run ${runId}`);
    }
    const result = await deployPages(api, {
      ...repo,
      ...(artifactId !== undefined ? { artifactId } : { artifactUrl }),
      pagesBuildVersion,
      oidcToken: oidc,
      environment: environment || undefined,
      preview: preview || undefined,
      timeoutMs,
      intervalMs,
      errorBudget,
      signal: controller.signal,
      logger: { info: core.info, warn: core.warning, debug: core.debug },
    });
    core.setOutput('page_url', result.pageUrl);
    core.setOutput('status', result.status);
    core.setOutput('deployment_id', result.deploymentId);
    if (process.env.GITHUB_STEP_SUMMARY)
      await core.summary.addRaw(summaryOf(result, pagesBuildVersion)).write();
    if (result.ok) core.info(`Pages deployed: ${result.pageUrl}`);
    else core.setFailed(`Pages deployment ${result.deploymentId}: ${result.message}`);
  } catch (err) {
    fail(err);
  } finally {
    process.off('SIGTERM', sigterm);
    process.off('SIGINT', sigint);
  }
}

function summaryOf(r: DeployPagesResult, version: string): string {
  const head = r.ok
    ? `:white_check_mark: Deployed to ${link(r.pageUrl, r.pageUrl)}`
    : `:x: ${text(r.message, 500)}`;
  return [
    '### Pages deployment',
    '',
    head,
    '',
    table(
      ['deployment', 'value'],
      [
        ['status', code(r.status)],
        ['deployment', text(r.deploymentId)],
        ['build version', code(version)],
        ['time', `${(r.elapsedMs / 1000).toFixed(1)} s`],
        ...(r.errors > 0 ? [['errors while polling', count(r.errors)]] : []),
        ...(r.cancelled ? [['cancelled', 'yes']] : []),
      ],
    ),
    '',
  ].join('\n');
}
