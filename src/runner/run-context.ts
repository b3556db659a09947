/**
 * What every job of a run reads (`RunContext`), one leg of a job as it is handed to be run (`Leg`, `LegResult`),
 * and the expression contexts made from them: `github` as the runner fills it, the contexts a job's `if:`,
 * `strategy`, `name` and legs start from, and a workflow's own `env` and `defaults.run`.
 */
import type { JobToken, Service } from './binding.js';
import type { RunShared } from './job-state.js';
import type { Conclusion } from './log.js';
import { asText, evaluateEnv, evaluateToken, type Scope } from './expressions.js';
import { at, entries, where, type Workflow, type WorkflowJobSource } from './workflow.js';

export interface JobResult {
  id: string;
  result: Conclusion;
  outputs: Record<string, string>;
}

/** The run's state that every job reads (the workspace, log, resolution, host env, env and defaults: RunShared). */
export interface RunContext extends RunShared {
  workflow: Workflow;
  workflowPath: string;
  service: Service;
  tokens: Map<string, JobToken>;
  runId: number;
  /** owner/name of the run's repository, and its actor (before a job is bound, the github context has them). */
  repository: string;
  actor: string;
  ref: string;
  sha?: string;
  eventName: string;
  eventPath: string;
  event: Record<string, unknown>;
  runTemp: string;
  toolCache: string;
  secrets: Record<string, string>;
  vars: Record<string, string>;
  /** The inputs context (workflow_dispatch inputs with their declared types). */
  inputs: Record<string, unknown>;
  debug: boolean;
  /** Ctrl-C: cancel every job. */
  signal?: AbortSignal;
  /**
   * Inside a called (reusable) workflow: the run's own workflow, whose name `github.workflow` and GITHUB_WORKFLOW
   * keep ("the github context is always associated with the caller workflow").
   */
  caller?: Workflow;
  /** Inside a called (reusable) workflow: the caller's job path, for token keys (`build/`) and names (`build / `). */
  prefix?: string;
  namePrefix?: string;
}

export type Matrix = Record<string, unknown>;

/** One leg of a job (one matrix combination, or the job itself), as runJob hands it to be run. */
export interface Leg {
  src: WorkflowJobSource;
  /** The results of the jobs it needs. */
  needs: Record<string, JobResult>;
  matrix: Matrix;
  /** The strategy context: fail-fast, job-index, job-total, max-parallel. */
  strategy: Record<string, unknown>;
  /** The leg's display name. */
  name: string;
  /** Aborted when the other legs are cancelled (fail-fast) or the run is. */
  cancel: AbortSignal;
}

export interface LegResult {
  result: Conclusion;
  outputs: Record<string, string>;
  continueOnError: boolean;
}

/** The token of a job: its own, else (a job the run's tokens do not name) the run's first. */
export function jobToken(rc: RunContext, src: WorkflowJobSource): JobToken {
  return rc.tokens.get(`${rc.prefix ?? ''}${src.id}`) ?? rc.tokens.values().next().value!;
}

/** The conclusion of jobs or legs together: any failure fails it, else any cancellation cancels it. */
export function overallConclusion(results: Conclusion[]): Conclusion {
  return results.includes('failure') ? 'failure' : results.includes('cancelled') ? 'cancelled' : 'success';
}

/** The contexts a job starts from: github (before it is bound), vars, secrets with its token, inputs, needs. */
export function baseContexts(
  rc: RunContext,
  needs: Record<string, JobResult>,
  token: string,
): Record<string, unknown> {
  return {
    github: githubContext(rc, token, {}),
    vars: rc.vars,
    secrets: { ...rc.secrets, GITHUB_TOKEN: token },
    inputs: rc.inputs,
    needs: Object.fromEntries(
      Object.entries(needs).map(([k, v]) => [k, { result: v.result, outputs: v.outputs }]),
    ),
  };
}

/** A ref's short name: `main`, `v1`, and for a pull request `<number>/merge`, as the service names them. */
export const refName = (ref: string): string => ref.replace(/^refs\/(heads|tags|pull)\//, '');

/** The github context: from the job's runner variables once it is bound (`env`), else from the run. */
export function githubContext(
  rc: RunContext,
  token: string,
  env: Record<string, string>,
): Record<string, unknown> {
  const repository = env.GITHUB_REPOSITORY ?? rc.repository;
  const [owner = ''] = repository.split('/');
  const ref = env.GITHUB_REF ?? rc.ref;
  const apiUrl = env.GITHUB_API_URL ?? rc.service.apiUrl;
  const pr = rc.eventName === 'pull_request' ? (rc.event.pull_request as PullRequest | undefined) : undefined;
  return {
    token,
    event: rc.event,
    event_name: rc.eventName,
    event_path: rc.eventPath,
    ref,
    ref_name: env.GITHUB_REF_NAME ?? refName(ref),
    ref_type: env.GITHUB_REF_TYPE ?? (ref.startsWith('refs/tags/') ? 'tag' : 'branch'),
    ref_protected: env.GITHUB_REF_PROTECTED === 'true',
    sha: env.GITHUB_SHA ?? rc.sha ?? '',
    repository,
    repository_id: env.GITHUB_REPOSITORY_ID ?? '',
    repository_owner: env.GITHUB_REPOSITORY_OWNER ?? owner,
    repository_owner_id: env.GITHUB_REPOSITORY_OWNER_ID ?? '',
    run_id: env.GITHUB_RUN_ID ?? String(rc.runId),
    run_number: env.GITHUB_RUN_NUMBER ?? '1',
    run_attempt: env.GITHUB_RUN_ATTEMPT ?? '1',
    workflow: (rc.caller ?? rc.workflow).name,
    workflow_ref: env.GITHUB_WORKFLOW_REF ?? '',
    workflow_sha: env.GITHUB_WORKFLOW_SHA ?? env.GITHUB_SHA ?? rc.sha ?? '',
    job: env.GITHUB_JOB ?? '',
    actor: env.GITHUB_ACTOR ?? rc.actor,
    actor_id: env.GITHUB_ACTOR_ID ?? '',
    triggering_actor: env.GITHUB_TRIGGERING_ACTOR ?? env.GITHUB_ACTOR ?? rc.actor,
    server_url: env.GITHUB_SERVER_URL ?? rc.service.origin,
    api_url: apiUrl,
    // The emulator's: a GraphQL client sends the job's token there (never to api.github.com).
    graphql_url: env.GITHUB_GRAPHQL_URL ?? `${apiUrl}/graphql`,
    workspace: rc.workspace,
    retention_days: '90',
    head_ref: pr?.head?.ref ?? '',
    base_ref: pr?.base?.ref ?? '',
  };
}

interface PullRequest {
  head?: { ref?: string };
  base?: { ref?: string };
}

/**
 * The names of the github context the runner exports as `GITHUB_<NAME>` (GitHubContext's allowlist; the step's
 * own, `action*`, `env`, `output`, `path`, `state`, `step_summary`, are set for each step).
 */
const EXPORTED = [
  'actor',
  'actor_id',
  'api_url',
  'base_ref',
  'event_name',
  'event_path',
  'graphql_url',
  'head_ref',
  'job',
  'ref_name',
  'ref_protected',
  'ref_type',
  'ref',
  'repository',
  'repository_id',
  'repository_owner',
  'repository_owner_id',
  'retention_days',
  'run_attempt',
  'run_id',
  'run_number',
  'server_url',
  'sha',
  'triggering_actor',
  'workflow',
  'workflow_ref',
  'workflow_sha',
  'workspace',
];

/** The github context's strings (and booleans, as `true`/`false`) the runner exports as GITHUB_<NAME>. */
export function githubVariables(github: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of EXPORTED) {
    const v = github[k];
    if (typeof v === 'string' || typeof v === 'boolean') out[`GITHUB_${k.toUpperCase()}`] = String(v);
  }
  return out;
}

/** A workflow's own `env` and `defaults.run`, evaluated in its scope (the run's, or a calling job's). */
export function workflowEnv(workflow: Workflow, scope: Scope): Pick<RunContext, 'env' | 'defaults'> {
  const env = evaluateEnv(workflow.root.get('env'), scope);
  const run = entries(entries(workflow.root.get('defaults')).get('run'));
  return {
    env,
    defaults: {
      shell: asText(evaluateToken(run.get('shell'), scope)) || undefined,
      shellAt: run.get('shell') ? at(where(workflow.file, run.get('shell'))) : undefined,
      workingDirectory: asText(evaluateToken(run.get('working-directory'), scope)) || undefined,
    },
  };
}
