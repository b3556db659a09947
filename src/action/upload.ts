/**
 * The GitHub Actions entry of the upload step (root action.yml): reads and checks the inputs (masking the token
 * first), runs the step, sets the outputs, writes the job summary, annotates the most severe new alerts (or the
 * first errors of invalid SARIF), and fails the step with a message a user can act on — never a stack trace
 * for a user error.
 */
import * as core from '@actions/core';
import { createClient, HOSTED_API_URL, type RepoRef } from '../api/index.js';
import { UserError } from '../inputs.js';
import { formatReport } from '../sarif/report.js';
import {
  DEFAULTS,
  ANNOTATION_POLICIES,
  type AnnotationPolicy,
  refProblems,
  SEVERITY_THRESHOLDS,
  TIMEOUT_POLICIES,
  TRIM_POLICIES,
  type SeverityThreshold,
  type TimeoutPolicy,
  type TrimPolicy,
} from '../steps/upload-options.js';
import { uploadSarif, type UploadSarifOutcome } from '../steps/upload-sarif.js';
import { cell, markdownSummary } from '../steps/upload-summary.js';
import {
  actionLogger,
  choiceInput,
  durationInput,
  failureMessage,
  flagInput,
  input,
  repositoryInput,
  tokenInput,
} from './kit.js';

/** Every input of action.yml, read, defaulted and checked. */
export interface UploadActionInputs {
  token: string;
  /** Paths, directories or glob patterns (one per line, or one). */
  sarif: string[];
  category: string;
  ref: string;
  sha: string;
  checkoutPath: string;
  apiUrl: string;
  repository: RepoRef;
  waitForProcessing: boolean;
  processingTimeoutMs: number;
  onTrim: TrimPolicy;
  onProcessingTimeout: TimeoutPolicy;
  failOnSeverity: SeverityThreshold;
  annotations: AnnotationPolicy;
  shrinkToFit: boolean;
  allowEmpty: boolean;
}

/**
 * Read the inputs. The token is masked before anything else is read, so no later log line can show it. Each
 * default that comes from the workflow (ref, sha, checkout path, API URL, repository) is also applied here, so
 * the entry runs the same with or without the runner's action.yml defaults.
 */
export function readInputs(env: NodeJS.ProcessEnv = process.env): UploadActionInputs {
  const token = tokenInput('token', env.GITHUB_TOKEN);
  // sarif_file and checkout_path are the names github/codeql-action/upload-sarif uses, with the same meaning.
  const sarifFile = input('sarif_file');
  const sarif = sarifFile
    ? [sarifFile]
    : core
        .getMultilineInput('sarif')
        .map((s) => s.trim())
        .filter(Boolean);
  const ref = input('ref') || env.GITHUB_REF?.trim() || '';
  const sha = (input('sha') || env.GITHUB_SHA?.trim() || '').toLowerCase();
  const problems = refProblems(ref, sha, { ref: 'input ref', sha: 'input sha' });
  if (problems.length > 0) {
    const fromEnv = !input('ref') && !input('sha');
    throw new UserError(
      problems.map((p) => p.message).join('; '),
      `${problems.map((p) => p.hint).join(' ')}${fromEnv ? ' (By default they come from GITHUB_REF and GITHUB_SHA: set the ref and sha inputs for events whose ref is a tag or missing.)' : ''}`,
      2,
    );
  }
  const apiUrl = input('api-url') || env.GITHUB_API_URL?.trim() || HOSTED_API_URL;
  try {
    const u = new URL(apiUrl);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error();
  } catch {
    throw new UserError(
      `input api-url must be an http(s) URL; got "${apiUrl}"`,
      'For example https://ghe.example.com/api/v3.',
      2,
    );
  }
  return {
    token,
    sarif: sarif.length > 0 ? sarif : [DEFAULTS.sarif],
    category: input('category'),
    ref,
    sha,
    checkoutPath: input('checkout_path') || input('checkout-path') || env.GITHUB_WORKSPACE || process.cwd(),
    apiUrl,
    repository: repositoryInput('repository', env),
    waitForProcessing: flagInput('wait-for-processing', DEFAULTS.waitForProcessing),
    processingTimeoutMs: durationInput('processing-timeout', {
      unit: 's',
      fallback: DEFAULTS.processingTimeoutSeconds,
      plausibleMs: [1_000, 86_400_000],
    }),
    onTrim: choiceInput('on-trim', TRIM_POLICIES, DEFAULTS.onTrim),
    onProcessingTimeout: choiceInput('on-processing-timeout', TIMEOUT_POLICIES, DEFAULTS.onProcessingTimeout),
    failOnSeverity: choiceInput('fail-on-severity', SEVERITY_THRESHOLDS, DEFAULTS.failOnSeverity),
    shrinkToFit: flagInput('shrink-to-fit', DEFAULTS.shrinkToFit),
    allowEmpty: flagInput('allow-empty', false),
    annotations: choiceInput('annotations', ANNOTATION_POLICIES, DEFAULTS.annotations),
  };
}

/** The outputs, set even when the step fails (whatever is known). */
function setOutputs(o: UploadSarifOutcome): void {
  const ids = o.uploads.filter((u) => u.sarifId).map((u) => u.sarifId!);
  core.setOutput('sarif-id', ids[0] ?? '');
  // As github/codeql-action/upload-sarif: one id per kind of analysis (code scanning: the first upload's).
  core.setOutput('sarif-ids', JSON.stringify(ids.length > 0 ? { 'code-scanning': ids[0] } : {}));
  core.setOutput('upload-ids', JSON.stringify(ids));
  core.setOutput('upload-count', String(ids.length));
  core.setOutput('processing-status', o.processingStatus);
  core.setOutput('results-kept', String(o.resultsKept));
  core.setOutput('results-dropped', String(o.resultsDropped));
  core.setOutput('trimmed', String(o.trimmed));
  core.setOutput('alerts', o.alerts ? JSON.stringify(o.alerts.counts) : '');
  core.setOutput('new-alerts', o.alerts ? String(o.alerts.newCount) : '');
  core.setOutput('alerts-at-or-above-threshold', o.alerts ? String(o.alerts.atOrAbove.length) : '');
}

export async function run(): Promise<void> {
  // SIGTERM (a cancelled job, a timeout) or SIGINT: stop polling, then report what was uploaded as usual.
  const stop = new AbortController();
  const onSignal = (name: NodeJS.Signals) => () => {
    core.warning(`${name} received: stopping; what was uploaded is reported below`);
    stop.abort(name);
  };
  const sigterm = onSignal('SIGTERM');
  const sigint = onSignal('SIGINT');
  process.once('SIGTERM', sigterm);
  process.once('SIGINT', sigint);
  try {
    const inputs = readInputs();
    const api = createClient({
      baseUrl: inputs.apiUrl,
      auth: { token: inputs.token },
      // The client's own rate-limit waits count against the processing timeout too.
      maxRateLimitWaitMs: Math.min(120_000, inputs.processingTimeoutMs),
      logger: actionLogger,
    });
    const outcome = await uploadSarif(
      {
        sarif: inputs.sarif,
        repository: inputs.repository,
        ref: inputs.ref,
        sha: inputs.sha,
        category: inputs.category || undefined,
        checkoutPath: inputs.checkoutPath,
        waitForProcessing: inputs.waitForProcessing,
        processingTimeoutMs: inputs.processingTimeoutMs,
        onTrim: inputs.onTrim,
        onProcessingTimeout: inputs.onProcessingTimeout,
        failOnSeverity: inputs.failOnSeverity,
        shrinkToFit: inputs.shrinkToFit,
        allowEmpty: inputs.allowEmpty,
        annotations: inputs.annotations,
      },
      { api, logger: { info: core.info, warn: core.warning, debug: core.debug }, signal: stop.signal },
    );
    if (outcome.report.runs.length > 0) {
      core.startGroup('Trim report');
      core.info(formatReport(outcome.report));
      core.endGroup();
    }
    for (const d of outcome.diagnostics.filter((x) => x.severity === 'warning').slice(0, 20)) {
      core.info(`warning: ${d.file}${d.line ? `:${d.line}` : ''}: [${d.rule}] ${d.message}`);
    }
    for (const a of outcome.annotations) {
      const props: core.AnnotationProperties = { title: a.title, file: a.file };
      if (a.startLine !== undefined) {
        props.startLine = a.startLine;
        props.endLine = a.endLine ?? a.startLine;
        if (a.startColumn !== undefined && props.endLine === a.startLine) {
          props.startColumn = a.startColumn;
          props.endColumn = a.endColumn ?? a.startColumn;
        }
      }
      if (a.level === 'error') core.error(a.message, props);
      else core.warning(a.message, props);
    }
    for (const w of outcome.warnings) core.warning(w);
    setOutputs(outcome);
    if (process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(markdownSummary(outcome)).write();
    if (!outcome.ok) {
      core.setFailed(
        api.redact(outcome.failures.map((f) => `${f.message}${f.hint ? `\n${f.hint}` : ''}`).join('\n')),
      );
    }
  } catch (err) {
    const message = failureMessage(err);
    // Nothing was uploaded: say so in the outputs and the summary too.
    core.setOutput('sarif-ids', '{}');
    core.setOutput('upload-ids', '[]');
    core.setOutput('upload-count', '0');
    core.setOutput('processing-status', 'not-uploaded');
    if (process.env.GITHUB_STEP_SUMMARY) {
      await core.summary
        .addRaw(
          `## SARIF upload: ❌ failed\n\n${message
            .split('\n')
            .map((l) => cell(l, 2000))
            .join('<br>')}\n`,
        )
        .write()
        .catch(() => undefined);
    }
    core.setFailed(message);
  } finally {
    process.off('SIGTERM', sigterm);
    process.off('SIGINT', sigint);
  }
  // Stopped by a signal: everything is reported; leave now rather than when idle connections close.
  if (stop.signal.aborted) process.exit(process.exitCode ?? 1);
}
