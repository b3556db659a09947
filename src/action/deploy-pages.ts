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
import { ApiError, createClient } from '../api/index.js';
import { UserError } from '../sarif/errors.js';
import {
  defaultBuildVersion,
  deployPages,
  findRunArtifact,
  type DeployPagesResult,
} from '../steps/deploy-pages.js';
import { packSite, uploadRunArtifact } from '../steps/pages-pack.js';
import { code, count, link, table, text } from '../summary/markdown.js';

/** A wrong input or a missing permission: shown as its message. */
class InputError extends UserError {}

const DAY_MS = 86_400_000;

/** A duration input in milliseconds (deploy-pages' unit); a value that looks like seconds, or absurd, is a warning. */
function milliseconds(name: string, fallback: number, plausible: [number, number]): number {
  const n = positive(name, fallback, true);
  if (n < plausible[0])
    core.warning(
      `${name} is ${n} ms, which looks like seconds: ${name} is in milliseconds, as in actions/deploy-pages (${fallback} by default)`,
    );
  else if (n > plausible[1])
    core.warning(
      `${name} is ${n} ms, which is over ${Math.round(plausible[1] / 3_600_000)} hour(s): is that the unit you meant?`,
    );
  return n;
}

const input = (name: string) => core.getInput(name).trim();

function positive(name: string, fallback: number, integer = false): number {
  const raw = input(name);
  if (raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isSafeInteger(n))) {
    throw new InputError(`${name} must be a positive ${integer ? 'integer' : 'number'}, got "${raw}"`);
  }
  return n;
}

function repositoryOf(): { owner: string; repo: string } {
  const full = input('repository') || process.env.GITHUB_REPOSITORY || '';
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec(full);
  if (!m) {
    throw new InputError(
      full
        ? `repository must be owner/name, got "${full}"`
        : 'no repository: set the repository input (owner/name)',
    );
  }
  return { owner: m[1], repo: m[2] };
}

/** The job's OIDC token; a missing request environment means the job lacks id-token: write. */
async function oidcToken(): Promise<string> {
  const missing = ['ACTIONS_ID_TOKEN_REQUEST_URL', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN'].filter(
    (n) => !process.env[n],
  );
  if (missing.length > 0) {
    throw new InputError(
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
    throw new InputError(
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
    const token = input('token');
    if (token) core.setSecret(token);
    else throw new InputError('no token: set the token input (default: the workflow token, github.token)');
    const repo = repositoryOf();
    const artifactUrl = input('artifact-url');
    const sitePath = input('path');
    const artifactName = input('artifact_name') || 'github-pages';
    if (artifactUrl && sitePath)
      throw new InputError(
        'give artifact-url or path, not both: path packs and uploads a site, artifact-url names one uploaded',
      );
    let pagesBuildVersion = input('pages-build-version');
    if (!pagesBuildVersion) {
      try {
        pagesBuildVersion = defaultBuildVersion();
      } catch (err) {
        throw new InputError((err as Error).message);
      }
    }
    let preview = false;
    try {
      // Empty (a runner always sets the default; a hand-made environment may not) reads as false.
      if (input('preview') !== '') preview = core.getBooleanInput('preview');
    } catch {
      throw new InputError(`preview must be true or false, got "${input('preview')}"`);
    }
    const timeoutMs = milliseconds('timeout', 600_000, [1_000, DAY_MS]);
    const intervalMs = milliseconds('reporting_interval', 5_000, [100, 3_600_000]);
    const errorBudget = positive('error_count', 10, true);
    const environment = input('environment');

    const oidc = await oidcToken();
    const api = createClient({
      baseUrl: input('api-url') || undefined,
      auth: { token },
      logger: { debug: core.debug, info: core.info, warn: core.warning, error: core.error },
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
        throw new InputError('GITHUB_RUN_ID is not set: the artifact is found in the run that deploys it');
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
    if (err instanceof UserError) core.setFailed(`${err.message}${err.hint ? `\n${err.hint}` : ''}`);
    else if (err instanceof ApiError) core.setFailed(err.message);
    else {
      core.debug((err as Error)?.stack ?? String(err));
      core.setFailed(
        `internal error (a bug in sarif-pipeline; please report it): ${(err as Error)?.message ?? String(err)}`,
      );
    }
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
