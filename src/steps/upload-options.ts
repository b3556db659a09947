/**
 * The upload step's settings as values: the choices (on-trim, on-processing-timeout, fail-on-severity,
 * annotations), the defaults, and the spec's upload ref and commit SHA formats. The action entry and the CLI command
 * parse them with the input kit (src/inputs.ts), naming each setting the way their users wrote it.
 */
import { FAIL_ON_VALUES, type FailOnSeverity } from '../summary/alert-model.js';
import { COMMIT_SHA, COMMIT_SHA_FORM, UPLOAD_REF, UPLOAD_REF_FORMS } from '../api/index.js';
import { UserError } from '../errors.js';

export const TRIM_POLICIES = ['report', 'warn', 'fail'] as const;
/** What to do when the engine dropped anything to fit the service's limits. */
export type TrimPolicy = (typeof TRIM_POLICIES)[number];

export const TIMEOUT_POLICIES = ['warn', 'fail'] as const;
/** What to do when processing has not finished by the timeout. */
export type TimeoutPolicy = (typeof TIMEOUT_POLICIES)[number];

/** The same values as the alerts step's fail-on-severity. */
export const SEVERITY_THRESHOLDS = FAIL_ON_VALUES;
/**
 * Fail when an open alert is at or above this. note/warning/error compare with the alert's level (every alert);
 * low/medium/high/critical with its security severity (alerts of rules that have one). none never fails.
 */
export type SeverityThreshold = FailOnSeverity;

export const ANNOTATION_POLICIES = ['failing', 'new', 'none'] as const;
/**
 * Which alerts get a file annotation: failing, the new alerts that fail the step (at or above fail-on-severity; none
 * when it is `none`, as codeql-action writes none); new, the most severe new alerts; none.
 */
export type AnnotationPolicy = (typeof ANNOTATION_POLICIES)[number];

export const DEFAULTS = {
  annotations: 'failing' as AnnotationPolicy,
  sarif: 'results',
  waitForProcessing: true,
  processingTimeoutSeconds: 300,
  onTrim: 'warn' as TrimPolicy,
  onProcessingTimeout: 'fail' as TimeoutPolicy,
  failOnSeverity: 'none' as SeverityThreshold,
  shrinkToFit: true,
};

/** Problems with the ref and commit, each naming the setting and the accepted forms; empty when both are fine. */
export function refProblems(
  ref: string,
  sha: string,
  labels: { ref: string; sha: string },
): { message: string; hint: string }[] {
  const problems: { message: string; hint: string }[] = [];
  if (!UPLOAD_REF.test(ref)) {
    const branch = /^[^\s/][^\s]*$/.test(ref) && !ref.startsWith('refs/');
    problems.push({
      message:
        ref === ''
          ? `${labels.ref} is missing`
          : `${labels.ref} "${ref}" is not a ref the service accepts for an upload`,
      hint: branch ? `Write the full ref: refs/heads/${ref}.` : `Use ${UPLOAD_REF_FORMS}.`,
    });
  }
  if (!COMMIT_SHA.test(sha)) {
    problems.push({
      message:
        sha === ''
          ? `${labels.sha} is missing`
          : `${labels.sha} "${sha}" is not a full commit SHA (${COMMIT_SHA_FORM})`,
      hint: 'Give the full SHA of the analysed commit, as `git rev-parse HEAD` prints it.',
    });
  }
  return problems;
}

/** Throw one UserError listing every problem with the ref and commit. */
export function checkRefAndSha(ref: string, sha: string, labels: { ref: string; sha: string }): void {
  const problems = refProblems(ref, sha, labels);
  if (problems.length === 0) return;
  throw new UserError(problems.map((p) => p.message).join('; '), problems.map((p) => p.hint).join(' '), 2);
}

/** The names a user knows the settings by, for messages that say what to change. */
export interface SettingNames {
  onTrim: string;
  /** How the user opts in to an upload with nothing in it. */
  allowEmpty: string;
  onProcessingTimeout: string;
  failOnSeverity: string;
  processingTimeout: string;
  /** The setting that turned waiting off, as a phrase. */
  noWait: string;
  /** What to do to drop results until an upload fits (the default, which the user turned off), as a phrase. */
  shrinkToFit: string;
  /** Where the API URL is set; what a signal stops ("the step"); where the uploads' status URLs are shown. */
  apiUrl: string;
  stopped: string;
  statusUrls: string;
}

export const ACTION_SETTING_NAMES: SettingNames = {
  onTrim: 'on-trim',
  allowEmpty: 'allow-empty to true',
  onProcessingTimeout: 'on-processing-timeout',
  failOnSeverity: 'fail-on-severity',
  processingTimeout: 'processing-timeout',
  noWait: 'wait-for-processing is false',
  shrinkToFit: 'set shrink-to-fit to true (the default)',
  apiUrl: 'api-url',
  stopped: 'the step',
  statusUrls: 'the job summary',
};
