/**
 * GitHub Actions entry of the alerts step (alerts/action.yml): reads the inputs, masks the token, lists and
 * summarizes the code-scanning alerts of a repository or organization (src/steps/alerts-summary.ts), sets the
 * outputs, writes the job summary and the JSON file, and fails on the severity threshold.
 */
import { join } from 'node:path';
import * as core from '@actions/core';
import { createClient } from '../api/index.js';
import { UserError } from '../inputs.js';
import {
  DEFAULT_MAX_ALERTS,
  parseAlertFilters,
  parseFailOn,
  runAlertsStep,
  type AlertScope,
} from '../steps/alerts-summary.js';
import { actionLogger, countInput, fail, input, repositoryInput, tokenInput } from './kit.js';

function scopeOf(): AlertScope {
  const org = input('org');
  if (!org) return repositoryInput();
  if (input('repository')) throw new UserError('give repository or org, not both', undefined, 2);
  return { org };
}

export async function run(): Promise<void> {
  try {
    const token = tokenInput('token');
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
    const maxItems = countInput('max-alerts', DEFAULT_MAX_ALERTS);
    const jsonFile = input('json-file') || join(process.env.RUNNER_TEMP || process.cwd(), 'alerts.json');
    const api = createClient({
      baseUrl: input('api-url') || undefined,
      auth: { token },
      logger: actionLogger,
    });

    const result = await runAlertsStep(api, {
      scope,
      filters,
      failOn,
      jsonFile,
      maxItems,
      top: countInput('top', 10),
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
      core.warning(`the listing stopped at max-alerts (${maxItems}): counts cover only those`);
    }
    if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(result.markdown).write();
    if (threshold.failed) core.setFailed(threshold.message);
    else if (threshold.threshold !== 'none') core.info(threshold.message);
  } catch (err) {
    fail(err);
  }
}
