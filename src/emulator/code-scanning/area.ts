/**
 * The records of code scanning (area "codeScanning" of the state) and the rules every code-scanning operation
 * shares: access needs, ref normalization, the advanced-security gate, an alert's state on a ref.
 */
import type { Need } from '../auth.js';
import type { Ctx } from '../http.js';
import { ServiceError } from '../service-error.js';
import type { Repo, State } from '../state.js';
import type { AlertLocation, AlertRule, ProcessedRun } from './process.js';

export interface Upload {
  id: string;
  repoId: number;
  ref: string;
  commitSha: string;
  status: 'pending' | 'complete' | 'failed';
  errors: string[];
  createdAt: string;
  /** Given by codeql-action's upload (workflow path and job); else derived from the category. */
  analysisKey?: string;
  environment?: string;
  /** The upload's `checkout_uri`, which processing reads its absolute paths against. */
  checkoutUri?: string;
  /**
   * While pending: what is left to do is part of the state, so that a restart resumes it. The processing's own
   * id; with a state directory, the SARIF waits in files/uploads/<task>.sarif.gz until it is processed, or in
   * `pendingGzip` when it is small.
   */
  task?: string;
  /**
   * While pending, with a state directory: an upload's gzip of up to INLINE_GZIP_BYTES, Base64, kept in its own
   * record (saved with it in one journal write) rather than in a file of its own (a file, its sync and its
   * directory's cost more than the rest of the write: 1,209 against 2,288 uploads a second).
   */
  pendingGzip?: string;
  /** Processing will fail: a fault rule with failProcessing matched the upload. */
  failProcessing?: true;
  /** Once complete: the results its runs had, and those the service kept (the top `resultsPerRun` of each run). */
  results?: { received: number; kept: number };
}

export interface Instance {
  ref: string;
  analysis_key: string;
  environment: string;
  category: string;
  state: 'open' | 'fixed';
  commit_sha: string;
  message: { text: string };
  location: AlertLocation;
  classifications: string[];
}

export interface Alert {
  repoId: number;
  number: number;
  key: string;
  createdAt: string;
  updatedAt: string;
  fixedAt: string | null;
  rule: AlertRule;
  tool: ProcessedRun['tool'];
  /** One instance per ref. */
  instances: Record<string, Instance>;
  /** Set while the alert is dismissed (on every ref, as on the service); reopening removes it. */
  dismissed?: Dismissal;
}

export interface Dismissal {
  by: string;
  at: string;
  reason: DismissedReason;
  comment: string | null;
}

export const DISMISSED_REASONS = ['false positive', "won't fix", 'used in tests'] as const;
export type DismissedReason = (typeof DISMISSED_REASONS)[number];

/** One run of a processed upload: what `GET …/code-scanning/analyses` lists. */
export interface Analysis {
  id: number;
  repoId: number;
  ref: string;
  commitSha: string;
  analysisKey: string;
  environment: string;
  category: string;
  createdAt: string;
  resultsCount: number;
  rulesCount: number;
  sarifId: string;
  tool: ProcessedRun['tool'];
}

export interface Area {
  uploads: Record<string, Upload>;
  alerts: Alert[];
  /** Next alert number per repository id. */
  numbers: Record<string, number>;
  /** Absent in states saved before analyses were kept. */
  analyses?: Analysis[];
}

export const area = (ctx: Ctx) =>
  ctx.store.area<Area>('codeScanning', () => ({ uploads: {}, alerts: [], numbers: {}, analyses: [] }));

/**
 * The area as the state holds it, for `store.peek` and `store.derived` (past the change tracker: read only, and
 * nothing of it kept); undefined before the first write made it.
 */
export const savedArea = (s: Readonly<State>): Readonly<Area> | undefined =>
  s.areas.codeScanning as Area | undefined;

/** The alerts as the state holds them (see savedArea). */
export const savedAlerts = (s: Readonly<State>): readonly Alert[] => savedArea(s)?.alerts ?? [];

/**
 * A repository's alerts and analyses are listed only once code scanning has something for it: before its first
 * analysis the service answers 404 "no analysis found" (clients tell "not set up yet" from an empty list by it).
 * Found past the change tracker, as the listing itself.
 */
export function requireAnalysis(ctx: Ctx, repoId: number): void {
  const found = ctx.store.peek((s) => {
    const saved = savedArea(s);
    return (
      saved !== undefined &&
      ((saved.analyses ?? []).some((a) => a.repoId === repoId) ||
        saved.alerts.some((a) => a.repoId === repoId))
    );
  });
  if (!found) throw new ServiceError(404, 'no analysis found');
}

/**
 * The alerts `keep` takes, as the list holds them: chosen on the state itself, past the change tracker (a pass
 * through its proxies cost 300 ms with 50,000 alerts), then read as any other. `keep` must not keep what it is given.
 */
export function alertsWhere(ctx: Ctx, keep: (a: Readonly<Alert>) => boolean): Alert[] {
  const found = ctx.store.peek((s) => {
    const at: number[] = [];
    savedAlerts(s).forEach((a, i) => {
      if (keep(a)) at.push(i);
    });
    return at;
  });
  return alertsAt(ctx, found);
}

/** The alerts at these places in the list (found past the change tracker, see alertsWhere), read as any other. */
export function alertsAt(ctx: Ctx, at: readonly number[]): Alert[] {
  return ctx.store.read(() => {
    const alerts = area(ctx).alerts;
    return at.map((i) => alerts[i]);
  });
}

export const READ: Need = {
  scopes: ['security_events', 'public_repo'],
  permission: ['security_events', 'read'],
  role: 'read',
  authenticated: true,
};
export const WRITE: Need = {
  scopes: ['security_events', 'public_repo'],
  permission: ['security_events', 'write'],
  role: 'write',
  authenticated: true,
};

/** refs/heads/<branch>, refs/pull/<n>/merge, or simply <branch> (spec, code scanning rule 2). */
export function normalizeRef(ref: string): string {
  return ref.startsWith('refs/') ? ref : `refs/heads/${ref}`;
}

export function requireAdvancedSecurity(repo: Repo): void {
  if (repo.private && !repo.advancedSecurity) {
    throw new ServiceError(
      403,
      'Advanced Security must be enabled for this repository to use code scanning.',
    );
  }
}

/** An alert's state on one ref: dismissed (on every ref) while dismissed, else its instance's. */
export function alertState(a: Alert, instance: Instance): 'open' | 'fixed' | 'dismissed' {
  return a.dismissed ? 'dismissed' : instance.state;
}
