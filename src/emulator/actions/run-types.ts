/**
 * What a workflow run is to the emulator: types only, in a leaf module, so that runs.ts (which resolves runs) and
 * runtime-token.ts (which signs a job's token for one) both read them without importing each other.
 */
import type { Repo, Token } from '../state.js';

/** Run details a seed or a test attaches to a workflow token; each missing one gets a default. */
export interface WorkflowRun {
  ref?: string;
  sha?: string;
  runId?: string | number;
  runAttempt?: string | number;
  workflow?: string;
  /** Path of the workflow file in the repository, e.g. `.svc/workflows/pages.yml`. */
  workflowPath?: string;
  /** The job's id in the workflow file (GITHUB_JOB). */
  job?: string;
  eventName?: string;
  /** The job's environment: the OIDC subject becomes `repo:OWNER/REPO:environment:NAME`. */
  environment?: string;
}

export type WorkflowToken = Extract<Token, { kind: 'workflow' }> & {
  run?: WorkflowRun;
  /** Runs the token was bound to before its current one (latest last): they and their artifacts stay. */
  pastRuns?: WorkflowRun[];
};

/** A run with every detail resolved. */
export interface Run {
  id: number;
  attempt: number;
  repo: Repo;
  ref: string;
  sha: string;
  workflow: string;
  workflowPath: string;
  workflowId: number;
  job: string;
  eventName: string;
  environment?: string;
  actor: string;
}
