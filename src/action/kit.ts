/**
 * What every action entry reads the same way: inputs through the shared kit (src/inputs.ts) named `input <name>`,
 * the token masked as soon as it is read, the repository from its input or GITHUB_REPOSITORY; and a failure as one
 * message — the user's to fix (UserError, ApiError: message and hint) or a bug (then the stack goes to the debug
 * log only). Writing goes through the step's channels (step.ts), all redacted.
 */
import * as core from '@actions/core';
import { ApiError, type RepoRef, type Secrets } from '../api/index.js';
import {
  parseBoolean,
  parseChoice,
  parseCount,
  parseDuration,
  parseRepository,
  UserError,
  type DurationUnit,
} from '../inputs.js';

/** An input, trimmed ('' when not given). */
export const input = (name: string): string => core.getInput(name).trim();

const label = (name: string) => `input ${name}`;

export const choiceInput = <T extends string>(name: string, choices: readonly T[], fallback: T): T =>
  parseChoice(input(name), choices, fallback, label(name));

export const countInput = (
  name: string,
  fallback: number,
  range: { min?: number; max?: number; unit?: string } = {},
): number => parseCount(input(name), label(name), { fallback, ...range });

/** A boolean input: its fallback when empty (a step run outside a runner gets no action.yml defaults). */
export const flagInput = (name: string, fallback = false): boolean =>
  parseBoolean(input(name), label(name), fallback);

/** A duration input as milliseconds; a value that looks like the wrong unit is a warning, not an error. */
export function durationInput(
  name: string,
  options: { unit: DurationUnit; fallback: number; plausibleMs?: [number, number]; from?: string },
): number {
  const d = parseDuration(input(name), label(name), options);
  if (d.warning) core.warning(d.warning);
  return d.ms;
}

/** The repository input, else the job's GITHUB_REPOSITORY. */
export function repositoryInput(name = 'repository', env: NodeJS.ProcessEnv = process.env): RepoRef {
  const value = input(name) || env.GITHUB_REPOSITORY || '';
  return parseRepository(
    value,
    input(name) ? label(name) : 'the repository (GITHUB_REPOSITORY)',
    value ? undefined : `Set the ${name} input (owner/name), or run the step in a workflow job.`,
  );
}

/**
 * The token input (else `fallback`), masked before anything else can log it — in every form, when the step's
 * secrets are given (see step.ts) — an empty one is an error.
 */
export function tokenInput(name = 'token', fallback?: string, secrets?: Secrets): string {
  const token = input(name) || fallback?.trim() || '';
  if (!token) {
    throw new UserError(
      `input ${name} is empty`,
      'The default is the workflow token (${{ github.token }}); if you pass your own, check that the secret exists.',
      2,
    );
  }
  // The step's secrets register every form with the runner; a token too short for them is masked as it is.
  if (secrets && token.length >= 4) secrets.add(token);
  else core.setSecret(token);
  return token;
}

/** The failure line of a step: what the user can fix, or an internal error with the stack in the debug log. */
export function failureMessage(err: unknown, debug: (message: string) => void = core.debug): string {
  // An ApiError's message ends with its hint already (`hint: …`).
  if (err instanceof ApiError) return err.message;
  if (err instanceof UserError) return `${err.message}${err.hint ? `\n${err.hint}` : ''}`;
  debug((err as Error)?.stack ?? String(err));
  return `internal error (a bug in sarif-pipeline; please report it): ${(err as Error)?.message ?? String(err)}`;
}
