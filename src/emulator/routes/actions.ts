/**
 * Actions, beyond the spec, as far as real clients need them: a workflow run and its workflow (codeql-action
 * reads the workflow's path to build its analysis key), and a run's artifacts by name (deploy-pages v4 and later
 * find the `github-pages` artifact this way and deploy it by id). Runs are the jobs of the workflow tokens
 * (actions/runs.ts); artifacts are the emulator's artifact store, each tied to the run whose token uploaded it.
 */
import { repoAccess, type Need } from '../auth.js';
import { paginate, type Ctx } from '../http.js';
import { ServiceError } from '../service-error.js';
import { repoSummary, userSummary } from '../render.js';
import { fullName, type Repo } from '../state.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Run } from '../actions/run-types.js';
import { autoBind, findRun, runsOf } from '../actions/runs.js';
import { downloadUrl } from '../actions/artifact-service.js';
import { expiresAt, isExpired, type ArtifactRecord } from '../pages/area.js';
import { rm } from 'node:fs/promises';
import { artifactsOf, removeArtifact } from '../pages/artifacts.js';
import { bindTo, type RouteModule } from '../route-module.js';

const ACTIONS_READ: Need = { scopes: [], permission: ['actions', 'read'], role: 'read' };
const ACTIONS_WRITE: Need = { scopes: ['repo'], permission: ['actions', 'write'], role: 'write' };

interface RepoParams {
  owner: string;
  repo: string;
}

const repoPath = (repo: Repo) => `/repos/${repo.owner}/${repo.name}`;

function renderWorkflow(ctx: Ctx, run: Run) {
  const path = `${repoPath(run.repo)}/actions/workflows/${run.workflowId}`;
  return {
    id: run.workflowId,
    node_id: Buffer.from(`Workflow:${run.workflowId}`).toString('base64').replace(/=+$/, ''),
    name: run.workflow,
    path: run.workflowPath,
    state: 'active',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    url: ctx.apiUrl(path),
    html_url: ctx.webUrl(`/${fullName(run.repo)}/blob/${run.repo.defaultBranch}/${run.workflowPath}`),
    badge_url: ctx.webUrl(`/${fullName(run.repo)}/workflows/${encodeURIComponent(run.workflow)}/badge.svg`),
  };
}

/** The head commit's author: the repository's commit of that SHA, else the run's actor. */
function commitPerson(run: Run): { name: string; email: string } {
  const c = run.repo.commits.find((x) => x.sha === run.sha);
  return c
    ? { name: c.author.name, email: c.author.email }
    : { name: run.actor, email: `${run.actor}@users.noreply.localhost` };
}

function renderRun(ctx: Ctx, run: Run) {
  const path = `${repoPath(run.repo)}/actions/runs/${run.id}`;
  const url = ctx.apiUrl(path);
  const summary = repoSummary(ctx, run.repo);
  const branch = run.ref.startsWith('refs/heads/') ? run.ref.slice('refs/heads/'.length) : null;
  return {
    id: run.id,
    name: run.workflow,
    node_id: Buffer.from(`WorkflowRun:${run.id}`).toString('base64').replace(/=+$/, ''),
    head_branch: branch,
    head_sha: run.sha,
    path: run.workflowPath,
    display_title: run.workflow,
    run_number: run.attempt,
    run_attempt: run.attempt,
    event: run.eventName,
    status: 'in_progress',
    conclusion: null,
    workflow_id: run.workflowId,
    url,
    html_url: ctx.webUrl(`/${fullName(run.repo)}/actions/runs/${run.id}`),
    pull_requests: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    run_started_at: '2026-01-01T00:00:00Z',
    actor: userSummary(ctx, run.actor),
    triggering_actor: userSummary(ctx, run.actor),
    jobs_url: `${url}/jobs`,
    logs_url: `${url}/logs`,
    check_suite_url: ctx.apiUrl(`${repoPath(run.repo)}/check-suites/${run.id}`),
    artifacts_url: `${url}/artifacts`,
    cancel_url: `${url}/cancel`,
    rerun_url: `${url}/rerun`,
    workflow_url: ctx.apiUrl(`${repoPath(run.repo)}/actions/workflows/${run.workflowId}`),
    head_commit: {
      id: run.sha,
      tree_id: run.sha,
      message: run.workflow,
      timestamp: '2026-01-01T00:00:00Z',
      author: commitPerson(run),
      committer: commitPerson(run),
    },
    repository: summary,
    head_repository: summary,
  };
}

/** An artifact as the REST API shows it (deploy-pages reads id, name and size_in_bytes). */
export function renderArtifact(ctx: Ctx, repo: Repo, a: ArtifactRecord, run: Run | undefined) {
  const expires = new Date(Date.parse(expiresAt(a))).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return {
    id: a.id,
    node_id: Buffer.from(`Artifact:${a.id}`).toString('base64').replace(/=+$/, ''),
    name: a.name,
    size_in_bytes: a.size,
    url: ctx.apiUrl(`${repoPath(repo)}/actions/artifacts/${a.id}`),
    archive_download_url: ctx.apiUrl(`${repoPath(repo)}/actions/artifacts/${a.id}/zip`),
    expired: isExpired(a),
    digest: `sha256:${a.sha256}`,
    created_at: a.createdAt,
    updated_at: a.createdAt,
    expires_at: expires,
    workflow_run: run
      ? {
          id: run.id,
          repository_id: repo.id,
          head_repository_id: repo.id,
          head_branch: run.ref.replace(/^refs\/heads\//, ''),
          head_sha: run.sha,
        }
      : null,
  };
}

type RunRequest = FastifyRequest<{ Params: RepoParams & { run_id: string }; Querystring: { name?: string } }>;
type ArtifactRequest = FastifyRequest<{ Params: RepoParams & { artifact_id: string } }>;

export const actionsRoutes: RouteModule = (api, ctx) => {
  const on = bindTo(ctx);
  api.get('/repos/:owner/:repo/actions/runs/:run_id', on(getRun));
  api.get('/repos/:owner/:repo/actions/workflows/:workflow_id', on(getWorkflow));
  api.get('/repos/:owner/:repo/actions/runs/:run_id/artifacts', on(listRunArtifacts));
  api.get('/repos/:owner/:repo/actions/artifacts/:artifact_id', on(getArtifact));
  api.get('/repos/:owner/:repo/actions/artifacts', on(listArtifacts));
  api.get('/repos/:owner/:repo/actions/artifacts/:artifact_id/zip', on(downloadArtifact));
  api.delete('/repos/:owner/:repo/actions/artifacts/:artifact_id', on(deleteArtifact));
};

/** The run of that id (bound on first sight when the caller's token is a run's, with --auto-bind), else 404. */
function runOr404(ctx: Ctx, req: FastifyRequest, repo: Repo, id: string): Run {
  const caller = req.caller;
  const run =
    findRun(ctx, repo, id) ??
    (caller.type === 'token'
      ? autoBind(ctx, caller.secret, caller.token, repo, id, `${req.method} ${req.url.split('?')[0]}`)
      : undefined);
  if (!run) throw new ServiceError(404, `No workflow run ${id} in ${fullName(repo)}`);
  return run;
}

function artifactOr404(ctx: Ctx, repo: Repo, id: string): ArtifactRecord {
  const artifact = artifactsOf(ctx, repo).find((a) => String(a.id) === id);
  if (!artifact) throw new ServiceError(404, `No artifact ${id} in ${fullName(repo)}`);
  return artifact;
}

async function getRun(ctx: Ctx, req: RunRequest, reply: FastifyReply) {
  const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, ACTIONS_READ);
  return renderRun(ctx, runOr404(ctx, req, repo, req.params.run_id));
}

/** A workflow by id or file name, as the runs bound to it know it. */
async function getWorkflow(
  ctx: Ctx,
  req: FastifyRequest<{ Params: RepoParams & { workflow_id: string } }>,
  reply: FastifyReply,
) {
  const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, ACTIONS_READ);
  const id = req.params.workflow_id;
  const run = runsOf(ctx, repo).find(
    (r) => String(r.workflowId) === id || r.workflowPath.split('/').pop() === id,
  );
  if (!run) throw new ServiceError(404, `No workflow ${id} in ${fullName(repo)}`);
  return renderWorkflow(ctx, run);
}

/** A run's artifacts, newest first, optionally by name (deploy-pages v4 finds `github-pages` this way). */
async function listRunArtifacts(ctx: Ctx, req: RunRequest, reply: FastifyReply) {
  const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, ACTIONS_READ);
  const run = runOr404(ctx, req, repo, req.params.run_id);
  const name = req.query.name;
  const artifacts = artifactsOf(ctx, repo)
    .filter((a) => a.runId === run.id && (name === undefined || a.name === name))
    .sort((x, y) => y.id - x.id);
  const page = paginate(ctx, req, reply, artifacts);
  return { total_count: artifacts.length, artifacts: page.map((a) => renderArtifact(ctx, repo, a, run)) };
}

async function getArtifact(ctx: Ctx, req: ArtifactRequest, reply: FastifyReply) {
  const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, ACTIONS_READ);
  const artifact = artifactOr404(ctx, repo, req.params.artifact_id);
  const run = artifact.runId === undefined ? undefined : findRun(ctx, repo, String(artifact.runId));
  return renderArtifact(ctx, repo, artifact, run);
}

/** Every artifact of the repository, newest first (each with its run). */
async function listArtifacts(
  ctx: Ctx,
  req: FastifyRequest<{ Params: RepoParams; Querystring: { name?: string } }>,
  reply: FastifyReply,
) {
  const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, ACTIONS_READ);
  const name = req.query.name;
  const artifacts = artifactsOf(ctx, repo)
    .filter((a) => name === undefined || a.name === name)
    .sort((x, y) => y.id - x.id);
  const page = paginate(ctx, req, reply, artifacts);
  return {
    total_count: artifacts.length,
    artifacts: page.map((a) =>
      renderArtifact(ctx, repo, a, a.runId === undefined ? undefined : findRun(ctx, repo, a.runId)),
    ),
  };
}

/** The download, as the service answers it: a redirect to a short-lived signed URL of the bytes; 410 once expired. */
async function downloadArtifact(ctx: Ctx, req: ArtifactRequest, reply: FastifyReply) {
  const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, ACTIONS_READ);
  const artifact = artifactOr404(ctx, repo, req.params.artifact_id);
  if (isExpired(artifact)) throw new ServiceError(410, 'Artifact has expired');
  return reply.redirect(downloadUrl(ctx, artifact.id), 302);
}

/** Deletion, of this one artifact (of its run) only. */
async function deleteArtifact(ctx: Ctx, req: ArtifactRequest, reply: FastifyReply) {
  const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, ACTIONS_WRITE);
  const artifact = artifactOr404(ctx, repo, req.params.artifact_id);
  removeArtifact(ctx, artifact.id);
  await rm(artifact.file, { force: true });
  return reply.code(204).send();
}
