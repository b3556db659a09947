/**
 * Severity ranking (docs/engine.md): security-severity score of the rule, then the effective level (SARIF §3.27.10),
 * then `problem.severity`, then `precision`, then original order. The service keeps "the top 5,000 results by
 * severity" without publishing its order; this one puts what a security reviewer looks at first, first.
 *
 * A rank is one number so that millions of results sort natively in a Float64Array:
 *   priority (14 bits) * 2^38 + (2^38 - 1 - original order)
 * Higher ranks first; ranks are unique, so "no dropped result ranks above a kept one" is a simple threshold.
 */

export type Level = 'none' | 'note' | 'warning' | 'error';
const LEVELS: readonly Level[] = ['none', 'note', 'warning', 'error'];

/** Level as a small integer (none 0 … error 3), -1 when absent or unknown. */
export function levelCode(value: unknown): number {
  return typeof value === 'string' ? LEVELS.indexOf(value as Level) : -1;
}

export function levelName(code: number): Level {
  return LEVELS[code] ?? 'warning';
}

/** The rule's numeric security-severity (0.0–10.0), from a string or number property; undefined if absent or bad. */
export function securitySeverity(properties: unknown): number | undefined {
  if (!properties || typeof properties !== 'object') return undefined;
  const raw = (properties as Record<string, unknown>)['security-severity'];
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(n) ? Math.min(10, Math.max(0, n)) : undefined;
}

/** The service's buckets: critical > 9.0, high ≥ 7.0, medium ≥ 4.0, low ≥ 0.1. */
export function securityBucket(score: number): 'critical' | 'high' | 'medium' | 'low' | 'none' {
  if (score > 9.0) return 'critical';
  if (score >= 7.0) return 'high';
  if (score >= 4.0) return 'medium';
  if (score >= 0.1) return 'low';
  return 'none';
}

const PROBLEM_SEVERITY: Record<string, number> = { error: 3, warning: 2, recommendation: 1 };
const PRECISION: Record<string, number> = { 'very-high': 4, high: 3, medium: 2, low: 1 };

/** What a rule contributes to the rank of its results. */
export interface RuleSeverity {
  /** 0 when the rule has no security-severity (or one below 0.1), else 1 + score in tenths (2…101). */
  security: number;
  /** defaultConfiguration.level as a level code, -1 if absent. */
  defaultLevel: number;
  problemSeverity: number;
  precision: number;
}

export const NO_RULE: RuleSeverity = Object.freeze({
  security: 0,
  defaultLevel: -1,
  problemSeverity: 0,
  precision: 0,
});

export function ruleSeverity(rule: unknown): RuleSeverity {
  if (!rule || typeof rule !== 'object') return NO_RULE;
  const r = rule as { properties?: Record<string, unknown>; defaultConfiguration?: { level?: unknown } };
  const props = r.properties && typeof r.properties === 'object' ? r.properties : undefined;
  const score = securitySeverity(props);
  const ps = props?.['problem.severity'];
  const pr = props?.precision;
  return {
    // A score below 0.1 is in none of the service's buckets: the level decides, as without a score.
    security: score === undefined || securityBucket(score) === 'none' ? 0 : 1 + Math.round(score * 10),
    defaultLevel: levelCode(r.defaultConfiguration?.level),
    problemSeverity: typeof ps === 'string' ? (PROBLEM_SEVERITY[ps] ?? 0) : 0,
    precision: typeof pr === 'string' ? (PRECISION[pr] ?? 0) : 0,
  };
}

/** SARIF §3.27.10: a kind other than `fail` means level `none`; else the result's level, the rule's, `warning`. */
export function effectiveLevel(resultLevel: number, kindIsFail: boolean, rule: RuleSeverity): number {
  if (!kindIsFail) return 0;
  if (resultLevel >= 0) return resultLevel;
  if (rule.defaultLevel >= 0) return rule.defaultLevel;
  return 2;
}

const ORDER_SPACE = 2 ** 38;

/** Priorities are below this: security (≤ 101), level (< 4), problem.severity (< 4), precision (< 8). */
export const PRIORITY_SPACE = 102 * 4 * 4 * 8;

/** What ranks a result before its order: its rule's severity and its effective level. */
export function priorityOf(rule: RuleSeverity, level: number): number {
  return ((rule.security * 4 + level) * 4 + rule.problemSeverity) * 8 + rule.precision;
}

export function rankOf(priority: number, order: number): number {
  return priority * ORDER_SPACE + (ORDER_SPACE - 1 - order);
}

/** A short label for the severity a rank stands for: "critical (9.8)", "high (7.5)", "error", "note". */
export function rankLabel(rankValue: number): string {
  const priority = Math.floor(rankValue / ORDER_SPACE);
  const security = Math.floor(priority / 128);
  const level = Math.floor(priority / 32) % 4;
  if (security > 0) {
    const score = (security - 1) / 10;
    return `${securityBucket(score)} (${score.toFixed(1)})`;
  }
  return levelName(level);
}
