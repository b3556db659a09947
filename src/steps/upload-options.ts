/**
 * The upload step's settings as values, and their checks: the choices (on-trim, on-processing-timeout,
 * fail-on-severity), durations in seconds, `owner/name`, and the spec's upload ref and commit SHA formats. Shared
 * by the action entry and the CLI command, which name the setting the way their users wrote it ("input
 * `on-trim`", "--on-trim"). Every problem is a UserError that says what was given and what is accepted.
 */
import { FAIL_ON_VALUES, type FailOnSeverity } from './alerts-summary.js';
import type { RepoRef } from '../api/index.js';
import { UserError } from '../sarif/errors.js';

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

/** One of `choices` (case-insensitive, trimmed); the default when empty. */
export function parseChoice<T extends string>(
  value: string | undefined,
  choices: readonly T[],
  fallback: T,
  label: string,
): T {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '') return fallback;
  if ((choices as readonly string[]).includes(v)) return v as T;
  throw new UserError(
    `${label} must be one of ${choices.join(', ')}; got "${value}"`,
    `Leave it empty for the default (${fallback}).`,
    2,
  );
}

/** A positive number of seconds (decimals allowed), as milliseconds; the default when empty. */
export function parseSeconds(value: string | undefined, fallbackSeconds: number, label: string): number {
  const v = (value ?? '').trim();
  if (v === '') return fallbackSeconds * 1000;
  const n = Number(v);
  if (!/^\d+(\.\d+)?$/.test(v) || !Number.isFinite(n) || n <= 0) {
    throw new UserError(
      `${label} must be a positive number of seconds; got "${value}"`,
      `For example ${label.replace(/^input /, '')}: ${fallbackSeconds}.`,
      2,
    );
  }
  return Math.round(n * 1000);
}

const REPO = /^([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)\/([A-Za-z0-9._-]+)$/;

/** `owner/name` (a trailing .git is dropped). */
export function parseRepository(value: string | undefined, label: string): RepoRef {
  const v = (value ?? '').trim().replace(/\.git$/, '');
  const m = REPO.exec(v);
  if (!m || m[2] === '.' || m[2] === '..') {
    throw new UserError(
      v === '' ? `${label} is missing` : `${label} must be owner/name; got "${value}"`,
      'For example acme/webapp: the account or organization, a slash, and the repository name.',
      2,
    );
  }
  return { owner: m[1], repo: m[2] };
}

/** The refs the service accepts for an upload (spec, code scanning rule 3). */
export const UPLOAD_REF = /^refs\/(heads\/\S+|pull\/\d+\/(merge|head))$/;
/** A commit SHA: 40 hexadecimal digits (64 for SHA-256 repositories). */
export const COMMIT_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

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
      hint: branch
        ? `Write the full ref: refs/heads/${ref}.`
        : 'Use refs/heads/<branch>, refs/pull/<number>/merge or refs/pull/<number>/head (tags are not accepted).',
    });
  }
  if (!COMMIT_SHA.test(sha)) {
    problems.push({
      message:
        sha === ''
          ? `${labels.sha} is missing`
          : `${labels.sha} "${sha}" is not a full commit SHA (40 lowercase hexadecimal digits)`,
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
