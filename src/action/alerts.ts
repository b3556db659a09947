/**
 * GitHub Actions entry of the alerts step (alerts/action.yml): reads the inputs, masks the token, lists and
 * summarizes the code-scanning alerts of a repository or organization (src/steps/alerts-summary.ts), sets the
 * outputs, writes the job summary and the JSON file, and fails on the severity threshold. Every channel is
 * redacted (step.ts); SIGTERM and SIGINT stop the listing.
 */
import { join } from 'node:path';
import { formatCount } from '../format.js';
import { createClient } from '../api/index.js';
import { UserError } from '../inputs.js';
import {
  ALERTS_TITLE,
  DEFAULT_MAX_ALERTS,
  parseAlertFilters,
  parseFailOn,
  runAlertsStep,
  type AlertScope,
} from '../steps/alerts-summary.js';
import { failureSummary, MAX_TOP_ALERTS, TOP_ALERTS } from '../summary/markdown.js';
import { countInput, input, repositoryInput, tokenInput } from './kit.js';
import { startStep } from './step.js';

function scopeOf(): AlertScope {
  const org = input('org');
  if (!org) return repositoryInput();
  if (input('repository')) throw new UserError('give repository or org, not both', undefined, 2);
  return { org };
}

export async function run(): Promise<void> {
  const step = startStep();
  try {
    const token = tokenInput('token', undefined, step.secrets);
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
      logger: step.logger,
      secrets: step.secrets,
      signal: step.signal,
    });

    const result = await runAlertsStep(api, {
      scope,
      filters,
      failOn,
      jsonFile,
      maxItems,
      top: countInput('top', TOP_ALERTS, { max: MAX_TOP_ALERTS }),
    });
    const { summary, threshold } = result;
    step.info(
      `${result.scopeLabel}: ${formatCount(summary.total)} alert(s), ${formatCount(summary.open)} open${result.truncated ? ' (stopped at max-alerts)' : ''}`,
    );
    step.output('total', summary.total);
    step.output('open', summary.open);
    step.output('counts', JSON.stringify(summary.counts));
    step.output('open-counts', JSON.stringify(summary.openCounts));
    step.output('json-file', jsonFile);
    step.output('truncated', result.truncated);
    if (result.truncated) {
      step.warning(`the listing stopped at max-alerts (${formatCount(maxItems)}): counts cover only those`);
    }
    await step.summary(result.markdown);
    if (threshold.failed) step.fail(new UserError(threshold.message));
    else if (threshold.threshold !== 'none') step.info(threshold.message);
  } catch (err) {
    await step.summary(failureSummary(ALERTS_TITLE, step.failureText(err))).catch(() => undefined);
    step.fail(err);
  } finally {
    step.end();
  }
}
