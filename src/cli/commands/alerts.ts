/**
 * `sarif-pipeline alerts`: the code-scanning alerts of a repository or an organization, with every filter of the
 * spec, summarized (counts by severity, the most severe open alerts with links), as text or JSON, optionally
 * written to a JSON file and to the job summary, and failing (exit 1) when an open alert reaches --fail-on.
 */
import { formatCount } from '../../format.js';
import {
  DEFAULT_MAX_ALERTS,
  formatAlertSummaryText,
  parseAlertFilters,
  parseFailOn,
  runAlertsStep,
  type AlertScope,
  type InputNames,
} from '../../steps/alerts-summary.js';
import { ACCOUNT, UserError } from '../../inputs.js';
import { FAIL_ON_VALUES } from '../../summary/alert-model.js';
import {
  callApi,
  connect,
  parseCommand,
  parseRepo,
  positiveInt,
  printable,
  printJson,
  processIo,
  usageError,
  writeSummary,
  type CommandIo,
} from './shared.js';
import { TOP_ALERTS } from '../../summary/markdown.js';

export const HELP = `sarif-pipeline alerts: summarize the code-scanning alerts of a repository or an organization.

Usage:
  sarif-pipeline alerts (--repo owner/name | --org ORG) [--tool-name N | --tool-guid G] [--ref R]
                        [--state S] [--severity S] [--sort created|updated] [--direction asc|desc]
                        [--max N] [--top N] [--json] [--json-file PATH] [--fail-on SEV]

Lists every matching alert (100 a page, up to --max), counts them by severity (critical, high, medium, low for
rules with a security severity; else error, warning, note) and shows the most severe open ones with links.

Options:
  --repo owner/name   the repository (default: GITHUB_REPOSITORY)
  --org ORG           the organization instead (needs an owner or security manager)
  --tool-name N       alerts of this tool only
  --tool-guid G       alerts of the tool with this GUID ("null": tools without a GUID); not with --tool-name
  --ref R             refs/heads/<branch>, <branch> or refs/pull/<n>/merge (repositories only; default: the
                      default branch)
  --state S           open, closed, dismissed or fixed (default: all)
  --severity S        critical, high, medium, low, error, warning or note
  --sort S            created (default) or updated
  --direction D       desc (default) or asc
  --max N             list at most N alerts (default ${formatCount(DEFAULT_MAX_ALERTS)})
  --top N             rows in the most-severe table (default ${TOP_ALERTS})
  --json              print the summary and every alert as JSON
  --json-file PATH    also write that JSON to PATH
  --fail-on SEV       exit 1 when an open alert reaches SEV: ${FAIL_ON_VALUES.join(', ')} (default none).
                      A security severity compares the alerts' security severities, a level their levels.
  --api-url URL       the API root (default: GITHUB_API_URL, else https://api.github.com)

Environment:
  SVC_TOKEN, else GITHUB_TOKEN   the token (security_events scope, or public_repo for public repositories;
                                 apps: code scanning alerts read)
  GITHUB_STEP_SUMMARY            when set (in a workflow), the summary is appended to it as Markdown

Exit status: 0 listed (and below the threshold), 1 an open alert reaches --fail-on, or the service refused,
2 usage error.
`;

const COMMAND = 'alerts';

const FLAGS: InputNames = {
  toolName: '--tool-name',
  toolGuid: '--tool-guid',
  ref: '--ref',
  state: '--state',
  severity: '--severity',
  sort: '--sort',
  direction: '--direction',
  failOn: '--fail-on',
};

/** The repository (--repo, else GITHUB_REPOSITORY) or the organization (--org, without --ref) listed. */
function readScope(
  values: { org?: string; ref?: string; repo?: string },
  env: NodeJS.ProcessEnv,
): AlertScope {
  if (values.org !== undefined) {
    if (!ACCOUNT.test(values.org)) {
      throw usageError(COMMAND, `--org must be an organization name, got "${printable(values.org)}"`);
    }
    if (values.ref !== undefined) {
      throw usageError(
        COMMAND,
        '--ref applies to repositories only',
        'Drop --ref, or list a repository with --repo.',
      );
    }
    return { org: values.org };
  }
  return parseRepo(values.repo, COMMAND, env);
}

export async function run(args: string[], io: CommandIo = processIo()): Promise<number> {
  const parsed = parseCommand(COMMAND, HELP, args, io, {
    repo: { type: 'string' },
    org: { type: 'string' },
    'tool-name': { type: 'string' },
    'tool-guid': { type: 'string' },
    ref: { type: 'string' },
    state: { type: 'string' },
    severity: { type: 'string' },
    sort: { type: 'string' },
    direction: { type: 'string' },
    max: { type: 'string' },
    top: { type: 'string' },
    'json-file': { type: 'string' },
    'fail-on': { type: 'string' },
  });
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  if (positionals.length > 0) throw usageError(COMMAND, `unexpected argument "${printable(positionals[0])}"`);
  if (values.repo !== undefined && values.org !== undefined) {
    throw usageError(COMMAND, 'give --repo or --org, not both');
  }
  const scope = readScope(values, io.env);
  let filters;
  let failOn;
  try {
    filters = parseAlertFilters(
      {
        toolName: values['tool-name'],
        toolGuid: values['tool-guid'],
        ref: values.ref,
        state: values.state,
        severity: values.severity,
        sort: values.sort,
        direction: values.direction,
      },
      FLAGS,
    );
    failOn = parseFailOn(values['fail-on'], FLAGS.failOn);
  } catch (err) {
    if (err instanceof UserError) throw usageError(COMMAND, printable(err.message), err.hint);
    throw err;
  }
  const maxItems = positiveInt(values.max, '--max', COMMAND);
  const top = positiveInt(values.top, '--top', COMMAND);
  // Alerts may carry the token (a secret scanner's): everything printed or written is redacted.
  const { api, out } = connect(io, COMMAND, values['api-url']);

  const result = await callApi(() =>
    runAlertsStep(api, { scope, filters, failOn, maxItems, top, jsonFile: values['json-file'] }),
  );
  const { summary, threshold } = result;
  if (values.json) printJson(out, api.redactValue(result.document));
  else {
    // A failed threshold is said once, as the error below; a threshold met says OK here.
    out.stdout(
      `${printable(formatAlertSummaryText(summary, { scope: result.scopeLabel, truncated: result.truncated, threshold: threshold.failed ? undefined : threshold }))}\n`,
    );
    if (result.jsonFile) out.stdout(`written to ${result.jsonFile}\n`);
  }
  writeSummary(io, result.markdown, (t) => api.redact(t));
  if (threshold.failed) {
    out.stderr(`error: ${threshold.message}\n`);
    return 1;
  }
  return 0;
}
