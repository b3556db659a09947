/**
 * GitHub Actions entry of the alerts step (alerts/action.yml): reads the inputs, masks the token, lists and
 * summarizes the code-scanning alerts of a repository or organization (src/steps/alerts-summary.ts), sets the
 * outputs, writes the job summary and the JSON file, and fails on the severity threshold.
 */
import { join } from 'node:path';
import * as core from '@actions/core';
import { ApiError, createClient } from '../api/index.js';
import {
  AlertInputError,
  parseAlertFilters,
  parseFailOn,
  runAlertsStep,
  type AlertScope,
} from '../steps/alerts-summary.js';

const input = (name: string) => core.getInput(name).trim();

function positiveInt(name: string, fallback: number): number {
  const raw = input(name);
  if (raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new AlertInputError(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

function scopeOf(): AlertScope {
  const org = input('org');
  const repository = input('repository');
  if (org) {
    if (repository) throw new AlertInputError('give repository or org, not both');
    return { org };
  }
  const full = repository || process.env.GITHUB_REPOSITORY || '';
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec(full);
  if (!m) {
    throw new AlertInputError(
      full
        ? `repository must be owner/name, got "${full}"`
        : 'no repository: set the repository (owner/name) or org input',
    );
  }
  return { owner: m[1], repo: m[2].replace(/\.git$/, '') };
}

export async function run(): Promise<void> {
  try {
    const token = input('token');
    if (token) core.setSecret(token);
    else
      throw new AlertInputError('no token: set the token input (default: the workflow token, github.token)');
    const scope = scopeOf();
    const filters = parseAlertFilters({
      toolName: input('tool-name'),
      toolGuid: input('tool-guid'),
      ref: input('ref'),
      state: input('state'),
      severity: input('severity'),
      sort: input('sort'),
      direction: input('direction'),
    });
    const failOn = parseFailOn(input('fail-on-severity'));
    const jsonFile = input('json-file') || join(process.env.RUNNER_TEMP || process.cwd(), 'alerts.json');
    const api = createClient({
      baseUrl: input('api-url') || undefined,
      auth: { token },
      logger: { debug: core.debug, info: core.info, warn: core.warning, error: core.error },
    });

    const result = await runAlertsStep(api, {
      scope,
      filters,
      failOn,
      jsonFile,
      maxItems: positiveInt('max-alerts', 10_000),
      top: positiveInt('top', 10),
    });
    const { summary, threshold } = result;
    core.info(
      `${result.scopeLabel}: ${summary.total} alert(s), ${summary.open} open${result.truncated ? ' (stopped at max-alerts)' : ''}`,
    );
    core.setOutput('total', summary.total);
    core.setOutput('open', summary.open);
    core.setOutput('counts', JSON.stringify(summary.counts));
    core.setOutput('open-counts', JSON.stringify(summary.openCounts));
    core.setOutput('json-file', jsonFile);
    core.setOutput('truncated', result.truncated);
    if (result.truncated) {
      core.warning(
        `the listing stopped at max-alerts (${positiveInt('max-alerts', 10_000)}): counts cover only those`,
      );
    }
    if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(result.markdown).write();
    if (threshold.failed) core.setFailed(threshold.message);
    else if (threshold.threshold !== 'none') core.info(threshold.message);
  } catch (err) {
    fail(err);
  }
}

function fail(err: unknown): void {
  if (err instanceof ApiError || err instanceof AlertInputError) {
    core.setFailed(err.message);
  } else {
    core.debug((err as Error)?.stack ?? String(err));
    core.setFailed(
      `internal error (a bug in sarif-pipeline; please report it): ${(err as Error)?.message ?? String(err)}`,
    );
  }
}
