/**
 * The GitHub Actions entry of the upload step (root action.yml): reads and checks the inputs (masking the token
 * first), runs the step, sets the outputs, writes the job summary, annotates the most severe new alerts (or the
 * first errors of invalid SARIF), and fails the step with a message a user can act on — never a stack trace
 * for a user error.
 */
import * as core from '@actions/core';
import { createClient, HOSTED_API_URL, type RepoRef } from '../api/index.js';
import { UserError } from '../inputs.js';
import { formatReport } from '../sarif/index.js';
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
import { MARK } from '../summary/markdown.js';
import { choiceInput, durationInput, flagInput, input, repositoryInput, tokenInput } from './kit.js';
import { startStep, type Step } from './step.js';
import type { Secrets } from '../api/index.js';
import { claimForJob } from './upload-claims.js';

/** Every input of action.yml, read, defaulted and checked. */
interface UploadActionInputs {
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
function readInputs(env: NodeJS.ProcessEnv = process.env, secrets?: Secrets): UploadActionInputs {
  const token = tokenInput('token', env.GITHUB_TOKEN, secrets);
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
function setOutputs(step: Step, o: UploadSarifOutcome): void {
  const ids = o.uploads.filter((u) => u.sarifId).map((u) => u.sarifId!);
  step.output('sarif-id', ids[0] ?? '');
  // As github/codeql-action/upload-sarif: one id per kind of analysis (code scanning: the first upload's).
  step.output('sarif-ids', JSON.stringify(ids.length > 0 ? { 'code-scanning': ids[0] } : {}));
  step.output('upload-ids', JSON.stringify(ids));
  step.output('upload-count', String(ids.length));
  step.output('processing-status', o.processingStatus);
  step.output('results-kept', String(o.resultsKept));
  step.output('results-dropped', String(o.resultsDropped));
  step.output('trimmed', String(o.trimmed));
  step.output('alerts', o.alerts ? JSON.stringify(o.alerts.counts) : '');
  step.output('new-alerts', o.alerts ? String(o.alerts.newCount) : '');
  step.output('alerts-at-or-above-threshold', o.alerts ? String(o.alerts.atOrAbove.length) : '');
}

/** The failure as the job summary shows it, one cell per line. */
const failedSummary = (message: string, heading = `${MARK.failed} failed`) =>
  `## SARIF upload: ${heading}\n\n${message
    .split('\n')
    .map((l) => cell(l, 2000))
    .join('<br>')}\n`;

/**
 * The outcome shown as a runner shows a step's: the trim report and warnings in the log, annotations, outputs,
 * summary, verdict.
 */
/** Annotations of one kind (error, warning) the service shows a step. */
const ANNOTATIONS_SHOWN = 10;

async function showOutcome(step: Step, outcome: UploadSarifOutcome): Promise<void> {
  if (outcome.report.runs.length > 0) step.group('Trim report', formatReport(outcome.report));
  for (const d of outcome.diagnostics.filter((x) => x.severity === 'warning').slice(0, 20)) {
    step.info(`warning: ${d.file}${d.line ? `:${d.line}` : ''}: [${d.rule}] ${d.message}`);
  }
  // The service shows 10 annotations of each kind a step: the step's own warnings and failure come first and are
  // counted, so that no alert's annotation pushes out what the step says about itself.
  for (const w of outcome.warnings) step.warning(w);
  const left = {
    warning: ANNOTATIONS_SHOWN - outcome.warnings.length,
    error: ANNOTATIONS_SHOWN - (outcome.ok ? 0 : 1),
  };
  for (const a of outcome.annotations) {
    if (left[a.level]-- <= 0) continue;
    const props: core.AnnotationProperties = { title: a.title, file: a.file };
    if (a.startLine !== undefined) {
      props.startLine = a.startLine;
      props.endLine = a.endLine ?? a.startLine;
      if (a.startColumn !== undefined && props.endLine === a.startLine) {
        props.startColumn = a.startColumn;
        props.endColumn = a.endColumn ?? a.startColumn;
      }
    }
    if (a.level === 'error') step.error(a.message, props);
    else step.warning(a.message, props);
  }
  setOutputs(step, outcome);
  await step.summary(markdownSummary(outcome));
  if (!outcome.ok)
    step.fail(
      new UserError(outcome.failures.map((f) => `${f.message}${f.hint ? `\n${f.hint}` : ''}`).join('\n')),
    );
}

export async function run(): Promise<void> {
  // SIGTERM (a cancelled job, a timeout) or SIGINT: no request starts after it, the one in flight is aborted,
  // and what was uploaded is reported as usual (step.ts).
  const step = startStep();
  const made: string[] = [];
  step.whenLate(() => {
    const message = `the step was stopped (${step.stoppedBy()}) before it finished: ${made.length > 0 ? `uploaded ${made.join(', ')}, processing not followed` : 'nothing was uploaded'}`;
    return {
      outputs: {
        'sarif-id': made[0] ?? '',
        'sarif-ids': JSON.stringify(made.length > 0 ? { 'code-scanning': made[0] } : {}),
        'upload-ids': JSON.stringify(made),
        'upload-count': String(made.length),
        'processing-status': made.length > 0 ? 'interrupted' : 'not-uploaded',
      },
      summary: failedSummary(message, '⏹ stopped'),
      message,
    };
  });
  try {
    const inputs = readInputs(process.env, step.secrets);
    const api = createClient({
      baseUrl: inputs.apiUrl,
      auth: { token: inputs.token },
      // The client's own rate-limit waits count against the processing timeout too.
      maxRateLimitWaitMs: Math.min(120_000, inputs.processingTimeoutMs),
      logger: step.logger,
      secrets: step.secrets,
      signal: step.signal,
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
      {
        api,
        logger: { info: step.info, warn: step.warning, debug: step.debug },
        signal: step.signal,
        onUpload: (record) => made.push(record.sarifId!),
        claim: (runs) => claimForJob(runs),
      },
    );
    await showOutcome(step, outcome);
  } catch (err) {
    const message = step.failureText(err);
    // Nothing was uploaded: say so in the outputs and the summary too.
    step.output('sarif-ids', '{}');
    step.output('upload-ids', '[]');
    step.output('upload-count', '0');
    step.output('processing-status', 'not-uploaded');
    await step.summary(failedSummary(message)).catch(() => undefined);
    core.setFailed(message);
  } finally {
    step.end();
  }
}
