/**
 * `sarif-pipeline upload`: the upload step from any CI or a terminal. The same function as the action
 * (check → upload → poll → alert summary), with the token from SVC_TOKEN (else GITHUB_TOKEN), the repository,
 * ref and commit from flags (else the GITHUB_* variables, else the Git checkout), and the outcome printed as
 * text or JSON. Exit 0 when the step passes, 1 when it fails, 2 for a usage error.
 */
import { execFileSync } from 'node:child_process';
import { formatCount, formatDuration, plural } from '../../format.js';
import type { ClientOptions } from '../../api/index.js';
import { formatDiagnostics, formatInputs, formatReport } from '../../sarif/index.js';
import { parseChoice, parseDuration } from '../../inputs.js';
import { SEVERITY_ORDER, where } from '../../summary/alert-model.js';
import {
  checkRefAndSha,
  DEFAULTS,
  SEVERITY_THRESHOLDS,
  TIMEOUT_POLICIES,
  TRIM_POLICIES,
} from '../../steps/upload-options.js';
import { uploadSarif, type UploadSarifContext, type UploadSarifOutcome } from '../../steps/upload-sarif.js';
import {
  API_URL_SOURCES,
  COMMON_OPTIONS,
  connect,
  formatTable,
  parseCommandArgs,
  parseRepo,
  printable,
  printJson,
  processIo,
  toUserError,
  usageError,
  categoryOption,
  type CommandIo,
} from './shared.js';

export const HELP = `sarif-pipeline upload: check, trim and upload SARIF to code scanning, wait for processing, summarize alerts.

Usage:
  sarif-pipeline upload <path|dir|glob|->... --repo owner/name --ref REF --sha SHA [options]

The token is read from SVC_TOKEN (else GITHUB_TOKEN), never from an argument. It needs security_events
(write to upload, read for the alert summary).

Options:
  --repo owner/name   repository (default GITHUB_REPOSITORY)
  --ref REF           refs/heads/<branch>, refs/tags/<tag>, refs/pull/<n>/merge or refs/pull/<n>/head
                      (default GITHUB_REF, else the branch checked out in --checkout)
  --sha SHA           the analysed commit, 40 hex digits (default GITHUB_SHA, else HEAD of --checkout)
  --category C        set every run's category (runAutomationDetails.id)
  --checkout DIR      checkout root the SARIF paths are relative to (default GITHUB_WORKSPACE, else .)
  --api-url URL       API root (default GITHUB_API_URL, else the hosted API)
  --no-wait           do not wait for processing (no alert summary, no --fail-on check)
  --timeout S         longest wait for processing, in seconds (default ${DEFAULTS.processingTimeoutSeconds})
  --on-timeout P      warn | fail (default ${DEFAULTS.onProcessingTimeout}) when processing is not done by then
  --on-trim P         report | warn | fail (default ${DEFAULTS.onTrim}) when results were dropped to fit the limits
  --fail-on SEV       fail when an open alert is at or above SEV: none, note, warning, error (levels) or
                      low, medium, high, critical (security severity); default none
  --no-shrink-to-fit  fail instead of dropping the lowest-ranked results when an upload is above 10 MB gzip
  --allow-empty       pass when the SARIF holds no run (nothing is uploaded); without it, that fails
  --json              print the whole outcome as JSON
  -h, --help          this help

Exit status: 0 passed, 1 failed (invalid SARIF, upload or processing failed, timeout with --on-timeout fail,
alerts at or above --fail-on), 2 usage error.
`;

const OPTIONS = {
  ...COMMON_OPTIONS,
  repo: { type: 'string' },
  ref: { type: 'string' },
  sha: { type: 'string' },
  category: { type: 'string' },
  checkout: { type: 'string' },
  'no-wait': { type: 'boolean', default: false },
  timeout: { type: 'string' },
  'on-timeout': { type: 'string' },
  'on-trim': { type: 'string' },
  'fail-on': { type: 'string' },
  'no-shrink-to-fit': { type: 'boolean', default: false },
  'allow-empty': { type: 'boolean', default: false },
} as const;

/** What tests change: client settings and poll pacing. */
export interface UploadCommandSetup {
  client?: Omit<ClientOptions, 'baseUrl' | 'auth' | 'logger'>;
  poll?: UploadSarifContext['poll'];
}

const COMMAND = 'upload';

/** `git <args>` in `dir`, or undefined when Git or the answer is missing. */
function git(dir: string, args: string[]): string | undefined {
  try {
    const out = execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    });
    return out.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The flags checked: what to upload, where (repository, ref, commit: flags, else the workflow's or git's), and how. */
function readFlags(
  values: ReturnType<typeof parseCommandArgs<typeof OPTIONS>>['values'],
  positionals: string[],
  env: NodeJS.ProcessEnv,
) {
  if (positionals.length === 0) {
    throw usageError(
      COMMAND,
      'upload needs at least one SARIF file, directory or glob pattern',
      'Example: sarif-pipeline upload results/ --repo acme/webapp --ref refs/heads/main --sha <sha>',
    );
  }
  const repository = parseRepo(values.repo, COMMAND, env);
  const checkout = values.checkout ?? (env.GITHUB_WORKSPACE || '.');
  const ref = values.ref ?? (env.GITHUB_REF || git(checkout, ['symbolic-ref', '-q', 'HEAD']) || '');
  const sha = (values.sha ?? (env.GITHUB_SHA || git(checkout, ['rev-parse', 'HEAD']) || '')).toLowerCase();
  try {
    checkRefAndSha(ref, sha, { ref: '--ref', sha: '--sha' });
  } catch (err) {
    const e = err as Error & { hint?: string };
    throw usageError(COMMAND, e.message, e.hint);
  }
  const label = (flag: string) => `--${flag}`;
  const settings = {
    processingTimeoutMs: parseDuration(values.timeout, label('timeout'), {
      unit: 's',
      fallback: DEFAULTS.processingTimeoutSeconds,
    }).ms,
    onProcessingTimeout: parseChoice(
      values['on-timeout'],
      TIMEOUT_POLICIES,
      DEFAULTS.onProcessingTimeout,
      label('on-timeout'),
    ),
    onTrim: parseChoice(values['on-trim'], TRIM_POLICIES, DEFAULTS.onTrim, label('on-trim')),
    failOnSeverity: parseChoice(
      values['fail-on'],
      SEVERITY_THRESHOLDS,
      DEFAULTS.failOnSeverity,
      label('fail-on'),
    ),
  };
  return { repository, checkout, ref, sha, settings };
}

export async function run(
  args: string[],
  io: CommandIo = processIo(),
  setup: UploadCommandSetup = {},
): Promise<number> {
  const { values, positionals } = parseCommandArgs(COMMAND, args, OPTIONS);
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  const category = categoryOption(values.category, COMMAND);
  const { repository, checkout, ref, sha, settings } = readFlags(values, positionals, io.env);
  const { api, out } = connect(io, COMMAND, values['api-url'], {
    client: { maxRateLimitWaitMs: Math.min(120_000, settings.processingTimeoutMs), ...setup.client },
  });
  let outcome: UploadSarifOutcome;
  try {
    outcome = await uploadSarif(
      {
        sarif: positionals,
        repository,
        ref,
        sha,
        category,
        checkoutPath: checkout,
        waitForProcessing: !values['no-wait'],
        shrinkToFit: !values['no-shrink-to-fit'],
        allowEmpty: values['allow-empty'],
        ...settings,
      },
      {
        api,
        poll: setup.poll,
        names: {
          onTrim: '--on-trim',
          allowEmpty: '--allow-empty',
          onProcessingTimeout: '--on-timeout',
          failOnSeverity: '--fail-on',
          processingTimeout: '--timeout',
          noWait: '--no-wait',
          shrinkToFit: 'leave out --no-shrink-to-fit',
          apiUrl: `the API URL (${API_URL_SOURCES})`,
          stopped: 'the command',
          statusUrls: 'the output above',
        },
        logger: values.json ? {} : { info: (m) => out.stderr(`${printable(m)}\n`) },
        signal: io.signal,
      },
    );
  } catch (err) {
    throw toUserError(err);
  }
  if (values.json) printJson(out, outcome);
  else out.stdout(formatText(outcome));
  return outcome.ok ? 0 : 1;
}

/** The outcome as a person reads it in a CI log. */
export function formatText(o: UploadSarifOutcome): string {
  const out: string[] = [];
  const errors = o.diagnostics.filter((d) => d.severity === 'error');
  out.push(...formatDiagnostics(errors.slice(0, 50)));
  if (errors.length > 50) out.push(`(${errors.length - 50} more errors)`);
  if (errors.length > 0) out.push('');
  out.push(...formatInputs(o.inputs));
  if (o.report.runs.length > 0) out.push('', formatReport(o.report));
  if (o.uploads.some((u) => u.sarifId || u.uploadError)) {
    out.push('');
    for (const u of o.uploads) {
      const p = u.processing;
      const state = u.uploadError
        ? `not uploaded: ${u.uploadError}`
        : !u.sarifId
          ? 'not sent'
          : !p
            ? `sarif id ${u.sarifId}, uploaded${o.processingStatus === 'not-waited' ? ' (not waited for)' : ''}`
            : `sarif id ${u.sarifId}, processing ${p.status}${p.status === 'complete' ? ` after ${formatDuration(p.elapsedMs)}` : ''}${p.note ? ` (${p.note})` : ''}`;
      out.push(`upload ${u.index + 1}: ${state}`);
      if (p?.status === 'failed') for (const e of p.errors) out.push(`  service error: ${e}`);
    }
  }
  const a = o.alerts;
  if (a) {
    out.push(
      '',
      `alerts on ${a.ref}: ${formatCount(a.open)} open from this analysis (${formatCount(a.newCount)} new), ${formatCount(a.openOnRef)}${a.truncated ? '+' : ''} open from every tool`,
      `  ${
        SEVERITY_ORDER.filter((k) => a.counts[k] > 0)
          .map((k) => `${k} ${formatCount(a.counts[k])}`)
          .join(', ') || 'none open'
      }`,
    );
    if (a.top.length > 0) {
      out.push('');
      out.push(
        formatTable(
          ['#', 'severity', 'rule', 'location', 'new', 'message'],
          a.top.map((r) => [
            r.number,
            r.severity,
            r.ruleId,
            where(r),
            r.isNew ? 'new' : '',
            r.message.slice(0, 100),
          ]),
        ).trimEnd(),
      );
    }
  } else if (o.alertsSkipped && o.uploads.some((u) => u.sarifId)) {
    out.push('', `no alert summary: ${o.alertsSkipped}`);
  }
  if (o.warnings.length > 0) out.push('', ...o.warnings.map((w) => `warning: ${w}`));
  out.push('');
  if (o.ok) {
    const ids = o.uploads.filter((u) => u.sarifId).length;
    out.push(`OK: ${plural(ids, 'upload')}, processing ${o.processingStatus}`);
  } else {
    out.push('FAILED:');
    for (const f of o.failures) {
      out.push(`  ${f.message.split('\n').join('\n  ')}`);
      if (f.hint) out.push(`    hint: ${f.hint}`);
    }
  }
  return `${out.map(printable).join('\n')}\n`;
}
