/**
 * The one kit for settings given as text — action inputs and CLI options alike: choices, positive integers,
 * booleans, durations with their unit, and `owner/name`. Each takes the raw text and the setting's name the way the
 * user wrote it ("input timeout", "--max"), returns the typed value (the fallback when empty), and throws a
 * UserError (exit code 2: bad usage) that says what was given and what is accepted.
 */
import { UserError } from './errors.js';

export { UserError };

const given = (value: string | undefined) => (value ?? '').trim();
const shown = (value: string | undefined) => JSON.stringify(given(value).slice(0, 200));

/** One of `choices` (case-insensitive); the fallback when empty. */
export function parseChoice<T extends string>(
  value: string | undefined,
  choices: readonly T[],
  fallback: T,
  label: string,
): T {
  const v = given(value).toLowerCase();
  if (v === '') return fallback;
  if ((choices as readonly string[]).includes(v)) return v as T;
  throw new UserError(
    `${label} must be one of ${choices.join(', ')}; got ${shown(value)}`,
    `Leave it empty for the default (${fallback}).`,
    2,
  );
}

/** One of `choices` (case-insensitive), or undefined when empty: a filter that is optional. */
export function parseOptionalChoice<T extends string>(
  value: string | undefined,
  choices: readonly T[],
  label: string,
): T | undefined {
  if (given(value) === '') return undefined;
  const v = given(value).toLowerCase();
  if ((choices as readonly string[]).includes(v)) return v as T;
  throw new UserError(`${label} must be one of ${choices.join(', ')}; got ${shown(value)}`, undefined, 2);
}

/** A whole number from 1 (or `min`) to `max`; the fallback when empty. */
export function parsePositiveInt(
  value: string | undefined,
  label: string,
  options: { fallback?: number; min?: number; max?: number; unit?: string } = {},
): number | undefined {
  const v = given(value);
  if (v === '') return options.fallback;
  const { min = 1, max = Number.MAX_SAFE_INTEGER } = options;
  const n = Number(v);
  if (!/^\d+$/.test(v) || !Number.isSafeInteger(n) || n < min || n > max) {
    const unit = options.unit ? ` of ${options.unit}` : '';
    const what =
      min === 1 && /^-\s*(\d|\.\d)/.test(v) && max === Number.MAX_SAFE_INTEGER
        ? `a positive number${unit}` // -5: what is wrong is the sign
        : max < Number.MAX_SAFE_INTEGER
          ? `a whole number${unit} from ${min} to ${max}`
          : min === 1
            ? `a positive whole number${unit}`
            : `a whole number${unit} of at least ${min}`;
    throw new UserError(
      `${label} must be ${what}; got ${shown(value)}`,
      options.fallback !== undefined ? `Leave it empty for the default (${options.fallback}).` : undefined,
      2,
    );
  }
  return n;
}

/** As parsePositiveInt, with a fallback: never undefined. */
export function parseCount(
  value: string | undefined,
  label: string,
  options: { fallback: number; min?: number; max?: number; unit?: string },
): number {
  return parsePositiveInt(value, label, options) as number;
}

/** true or false in the spellings of the YAML 1.2 core schema (as @actions/core reads them); the fallback when empty. */
export function parseBoolean(value: string | undefined, label: string, fallback: boolean): boolean {
  const v = given(value);
  if (v === '') return fallback;
  if (/^(true|True|TRUE)$/.test(v)) return true;
  if (/^(false|False|FALSE)$/.test(v)) return false;
  throw new UserError(`${label} must be true or false; got ${shown(value)}`, undefined, 2);
}

export type DurationUnit = 'ms' | 's';

export interface Duration {
  /** The duration in milliseconds. */
  ms: number;
  /** Set when the value looks like the wrong unit (the step warns and goes on). */
  warning?: string;
}

const UNIT_WORD: Record<DurationUnit, string> = { ms: 'milliseconds', s: 'seconds' };

/**
 * A positive duration in `unit` (seconds may have decimals), as milliseconds; the fallback (in `unit`) when empty.
 * Outside `plausibleMs` the value is accepted with a warning: a copied `600000` meant as milliseconds reads as a week
 * in seconds, a `600` meant as seconds as a blink in milliseconds.
 */
export function parseDuration(
  value: string | undefined,
  label: string,
  options: { unit: DurationUnit; fallback: number; plausibleMs?: [number, number]; from?: string },
): Duration {
  const { unit, fallback } = options;
  const scale = unit === 'ms' ? 1 : 1000;
  const v = given(value);
  if (v === '') return { ms: fallback * scale };
  const n = Number(v);
  const shape = unit === 'ms' ? /^\d+$/ : /^\d+(\.\d+)?$/;
  if (!shape.test(v) || !Number.isFinite(n) || n <= 0) {
    throw new UserError(
      `${label} must be a positive ${unit === 'ms' ? 'whole ' : ''}number of ${UNIT_WORD[unit]}; got ${shown(value)}`,
      fallback > 0 ? `For example ${fallback} (the default).` : undefined,
      2,
    );
  }
  const ms = Math.round(n * scale);
  const [low, high] = options.plausibleMs ?? [0, Infinity];
  const as = `${label} is in ${UNIT_WORD[unit]}${options.from ? `, as in ${options.from}` : ''} (default ${fallback})`;
  if (ms < low) {
    const hint = unit === 'ms' ? ' and looks like seconds' : '';
    return { ms, warning: `${label} is ${v} ${unit}, which is under ${low / 1000} s${hint}: ${as}` };
  }
  if (ms > high) {
    const hint = unit === 's' ? ' and looks like milliseconds' : '';
    return { ms, warning: `${label} is ${v} ${unit}, which is over ${formatHours(high)}${hint}: ${as}` };
  }
  return { ms };
}

const formatHours = (ms: number) =>
  ms >= 86_400_000 ? `${ms / 86_400_000} day(s)` : `${ms / 3_600_000} hour(s)`;

/** An account or organization name: letters, digits and inner hyphens. */
export const ACCOUNT = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const REPO = new RegExp(`^(${ACCOUNT.source.slice(1, -1)})/([A-Za-z0-9._-]+)$`);

/**
 * `owner/name` (a trailing .git is dropped, as the service names repositories without it). The shape is the API
 * client's RepoRef, said here so that this leaf imports nothing above it.
 */
export function parseRepository(
  value: string | undefined,
  label: string,
  hint?: string,
): { owner: string; repo: string } {
  const v = given(value).replace(/\.git$/, '');
  const m = REPO.exec(v);
  if (!m || m[2] === '.' || m[2] === '..') {
    throw new UserError(
      v === '' ? `${label} is missing` : `${label} must be owner/name; got ${shown(value)}`,
      hint ?? 'For example acme/webapp: the account or organization, a slash, and the repository name.',
      2,
    );
  }
  return { owner: m[1], repo: m[2] };
}
