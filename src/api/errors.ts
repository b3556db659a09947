/**
 * The one error type of the client. Whatever goes wrong — the service answered an error, a rate limit that is
 * too long to wait for, the network, a timeout, or a request the client refused before sending — callers get an
 * ApiError with what is known, and a hint for the common cases. Secrets never appear in it: every string passes
 * through the client's redaction, and neither the request (headers, body) nor Octokit's own error is kept.
 */
import type { RateLimitState } from './rate-limit.js';

export type ApiErrorKind =
  /** The service answered with an error status. */
  | 'http'
  /** The service answered 403/429 for a spent rate limit, and the reset is beyond the maximum wait. */
  | 'rate-limited'
  /** No answer: connection refused, reset, closed, or an unreadable answer. */
  | 'network'
  /** No answer within the per-request timeout, or a poll that did not finish in time. */
  | 'timeout'
  /** Refused by the client before sending: the request breaks a rule of the spec. */
  | 'invalid'
  /** A redirect the client would not follow: to another origin, with credentials (redirect-policy.ts). */
  | 'redirect'
  /** A success answer without the fields the operation needs, or with values it cannot take (answer-shape.ts). */
  | 'bad-answer'
  /** The caller stopped the operation (its abort signal). */
  | 'aborted';

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  /** The message of the error body (`message`), or what the client knows. */
  message: string;
  status?: number;
  method?: string;
  url?: string;
  documentationUrl?: string;
  requestId?: string;
  rateLimit?: RateLimitState;
  /** Field errors of a 422 body (`errors`). */
  errors?: unknown[];
  hint?: string;
  /** Scopes the operation accepts (X-Accepted-OAuth-Scopes), those of the token (X-OAuth-Scopes). */
  acceptedScopes?: string;
  tokenScopes?: string;
  /** Fine-grained permissions the operation needs (X-Accepted-Svc-Permissions). */
  acceptedPermissions?: string;
  /** Attempts made (1 when nothing was retried). */
  attempts?: number;
  /**
   * Rate limited: when to try again (ms since the epoch, the client's clock), from Retry-After first, else
   * X-RateLimit-Reset — the one rule every poller uses (rate-limit.ts).
   */
  retryAt?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status?: number;
  /** The error body's `message` (the first line of `message` also names the request and status). */
  readonly serviceMessage: string;
  readonly method?: string;
  readonly url?: string;
  readonly documentationUrl?: string;
  readonly requestId?: string;
  readonly rateLimit?: RateLimitState;
  readonly errors?: unknown[];
  readonly hint?: string;
  readonly acceptedScopes?: string;
  readonly tokenScopes?: string;
  readonly acceptedPermissions?: string;
  readonly attempts?: number;
  readonly retryAt?: number;

  /** Build through Transport (or ApiError.create with a redact function), never with raw secrets. */
  constructor(d: ApiErrorDetails) {
    const where = d.method && d.url ? `${d.method} ${d.url}: ` : '';
    const what = d.status ? `${d.status} ${d.message}` : d.message;
    const id = d.kind === 'bad-answer' && d.requestId ? ` (request id ${d.requestId})` : '';
    super(
      `${where}${what}${id}${d.hint ? `\nhint: ${d.hint}` : ''}`,
      d.cause ? { cause: d.cause } : undefined,
    );
    this.kind = d.kind;
    this.status = d.status;
    this.serviceMessage = d.message;
    this.method = d.method;
    this.url = d.url;
    this.documentationUrl = d.documentationUrl;
    this.requestId = d.requestId;
    this.rateLimit = d.rateLimit;
    this.errors = d.errors;
    this.hint = d.hint;
    this.acceptedScopes = d.acceptedScopes;
    this.tokenScopes = d.tokenScopes;
    this.acceptedPermissions = d.acceptedPermissions;
    this.attempts = d.attempts;
    this.retryAt = d.retryAt;
  }

  /** An error with every string field passed through `redact`. */
  static create(d: ApiErrorDetails, redact: (s: string) => string, redactValue: <T>(v: T) => T): ApiError {
    const r = (s: string | undefined) => (s === undefined ? undefined : redact(s));
    return new ApiError({
      ...d,
      message: redact(d.message),
      url: r(d.url),
      documentationUrl: r(d.documentationUrl),
      requestId: r(d.requestId),
      hint: r(d.hint),
      acceptedScopes: r(d.acceptedScopes),
      tokenScopes: r(d.tokenScopes),
      acceptedPermissions: r(d.acceptedPermissions),
      errors: d.errors === undefined ? undefined : redactValue(d.errors),
      cause: d.cause instanceof Error ? new Error(redact(d.cause.message)) : undefined,
    });
  }
}

/** Classic scopes that include others (a token with the key holds every scope listed). */
const SCOPE_INCLUDES: Record<string, string[]> = {
  repo: ['public_repo', 'security_events', 'repo:status', 'repo_deployment', 'repo:invite'],
  'admin:org': ['write:org', 'read:org'],
  'write:org': ['read:org'],
  'admin:public_key': ['write:public_key', 'read:public_key'],
  'write:public_key': ['read:public_key'],
  'admin:repo_hook': ['write:repo_hook', 'read:repo_hook'],
  'write:repo_hook': ['read:repo_hook'],
  user: ['read:user', 'user:email', 'user:follow'],
};

const list = (header: string | undefined) =>
  (header ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * Why the service refused, from what it said (issue 25: an archived repository was told its account lacked a role):
 * the refusals whose message names their cause, before the ones read from the scope and permission headers.
 */
function forbiddenHint(
  message: string,
  h: { acceptedScopes?: string; tokenScopes?: string; acceptedPermissions?: string },
): string {
  if (/\barchived\b/i.test(message))
    return 'the repository is archived and takes no changes: unarchive it (repository settings, Danger Zone), or skip this step for archived repositories';
  if (/advanced security|code security|code scanning is not enabled/i.test(message))
    return "code scanning is not enabled for this repository: turn on its code security feature (repository settings, Code security) — on an organization's repository an owner may have to allow it";
  const role = /must have (\w+) rights/i.exec(message);
  if (role)
    return `the account needs the ${role[1]} role on the repository (or an organization role that gives it): ask an admin of the repository, or use a token of an account that has it`;
  if (/not accessible by integration/i.test(message)) {
    const needs = h.acceptedPermissions ? ` it needs ${h.acceptedPermissions}` : '';
    // As a workflow writes it: `security_events=write` is `security-events: write` under permissions:.
    const grant = list(h.acceptedPermissions?.replace(/;/g, ','))
      .map((p) => p.replace(/_/g, '-').replace('=', ': '))
      .join(', ');
    return `the token (a workflow's GITHUB_TOKEN, an app or a fine-grained token) lacks a permission:${needs}; in a workflow, grant it under \`permissions:\` (${grant || 'for an upload: security-events: write'}); for an app or a fine-grained token, in its settings`;
  }
  const accepted = list(h.acceptedScopes);
  const held = h.tokenScopes === undefined ? undefined : list(h.tokenScopes);
  const holds = (scope: string) =>
    held!.some((x) => x === scope || (SCOPE_INCLUDES[x] ?? []).includes(scope));
  const parts: string[] = [];
  if (accepted.length > 0 && held !== undefined && !accepted.some(holds)) {
    parts.push(
      `missing scope: the operation accepts ${accepted.join(', ')}; the token has ${held.join(', ') || '(none)'}`,
    );
  } else if (accepted.length > 0 && held !== undefined) {
    parts.push(
      `the token has an accepted scope (${accepted.join(', ')}): the account may lack the role this operation needs`,
    );
  } else if (accepted.length > 0) {
    parts.push(`classic tokens need one of the scopes: ${accepted.join(', ')}`);
  }
  if (h.acceptedPermissions)
    parts.push(`fine-grained tokens and apps need the permissions: ${h.acceptedPermissions}`);
  return parts.length > 0
    ? parts.join('; ')
    : 'forbidden: the credentials lack a scope, permission or role this operation needs';
}

/** The field errors of a 422 that its hint names; the rest are counted. */
const MAX_HINT_ERRORS = 5;

/** A hint for the common error cases, from the status, the service's message and the answer's headers. */
export function hintFor(
  status: number,
  h: { acceptedScopes?: string; tokenScopes?: string; acceptedPermissions?: string; otpRequired?: boolean },
  context: { basic: boolean; authenticated: boolean; errors?: unknown[]; message?: string },
): string | undefined {
  switch (status) {
    case 401:
      if (h.otpRequired)
        return 'this account uses two-factor authentication: give the one-time password (auth.basic.otp)';
      if (context.basic) {
        return 'the OAuth grant and authorization operations take Basic authentication only: check auth.basic (username and password)';
      }
      return context.authenticated
        ? 'bad credentials: the token is wrong, expired or revoked'
        : 'this operation requires authentication: give a token (auth.token)';
    case 403:
      return forbiddenHint(context.message ?? '', h);
    case 404:
      return 'not found, or hidden: the service answers 404 for resources the caller may not see; check the names and that the credentials can read it';
    case 422: {
      // The first few field errors, each cut, then how many more: 30,000 of them make no hint.
      const all = context.errors ?? [];
      const details = all
        .slice(0, MAX_HINT_ERRORS)
        .map((e) =>
          e && typeof e === 'object'
            ? ((e as { message?: unknown }).message ?? JSON.stringify(e))
            : String(e),
        )
        .map((d) => (String(d).length > 200 ? `${String(d).slice(0, 200)}…` : String(d)))
        .filter(Boolean);
      const more = all.length > MAX_HINT_ERRORS ? ` and ${all.length - MAX_HINT_ERRORS} more` : '';
      return `validation failed${details.length > 0 ? `: ${details.join('; ')}${more}` : ': check the request parameters'}`;
    }
    default:
      return undefined;
  }
}
