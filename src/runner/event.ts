/**
 * The event that triggers the run (`--event`, default push): its payload as the service sends it in
 * GITHUB_EVENT_PATH and `github.event` — the fields workflows and actions read (`push`: ref, before, after,
 * head_commit and commits from the checkout's git commit; `pull_request`: number, head and base; `workflow_dispatch`:
 * inputs; `schedule`: the cron), with the repository and sender.
 * `--event-path FILE` gives a payload of one's own instead.
 */
import { readFileSync } from 'node:fs';
import type { GitCommit } from './local-git.js';
import { UserError } from '../errors.js';

export interface EventFacts {
  name: string;
  repository: string;
  actor: string;
  ref: string;
  sha?: string;
  inputs: Record<string, string>;
  /** The checkout's commit at the run's sha (undefined outside git: a stand-in is described). */
  commit?: GitCommit;
  /** `schedule`: the cron of the workflow's first schedule entry. */
  schedule?: string;
  /** A payload of one's own (JSON file). */
  path?: string;
  serverUrl: string;
}

export function eventPayload(f: EventFacts): Record<string, unknown> {
  if (f.path) {
    try {
      return JSON.parse(readFileSync(f.path, 'utf8')) as Record<string, unknown>;
    } catch (err) {
      throw new UserError(`--event-path ${f.path}: ${(err as Error).message}`, undefined, 2);
    }
  }
  const [owner, name] = f.repository.split('/');
  const sha = f.sha ?? '0'.repeat(40);
  // A pull request's head branch: the ref's branch, or `topic` for a refs/pull/N/merge ref.
  const branch = f.ref.startsWith('refs/heads/') ? f.ref.slice('refs/heads/'.length) : 'topic';
  const repository = {
    name,
    full_name: f.repository,
    owner: { login: owner },
    default_branch: 'main',
    html_url: `${f.serverUrl}/${f.repository}`,
  };
  const sender = { login: f.actor, type: 'User' };
  switch (f.name) {
    case 'push': {
      const head = headCommit(f, sha, repository.html_url);
      return {
        ref: f.ref,
        before: f.commit?.parent ?? '0'.repeat(40),
        after: sha,
        created: false,
        deleted: false,
        forced: false,
        base_ref: null,
        compare: `${repository.html_url}/commit/${sha}`,
        commits: f.commit ? [head] : [],
        head_commit: head,
        pusher: { name: f.actor },
        repository,
        sender,
      };
    }
    case 'pull_request':
      return {
        action: 'opened',
        number: 1,
        pull_request: {
          number: 1,
          state: 'open',
          title: 'local run',
          head: { ref: branch, sha, repo: repository },
          base: { ref: 'main', sha: '0'.repeat(40), repo: repository },
          user: sender,
        },
        repository,
        sender,
      };
    case 'workflow_dispatch':
      return { inputs: f.inputs, ref: f.ref, repository, sender };
    case 'schedule':
      return { schedule: f.schedule ?? '', repository, sender };
    default:
      return { repository, sender };
  }
}

/** A push's head_commit: the checkout's commit, else a stand-in naming the actor. */
function headCommit(f: EventFacts, sha: string, repoUrl: string): Record<string, unknown> {
  const c = f.commit;
  if (!c) return { id: sha, message: 'local run', author: { name: f.actor } };
  return {
    id: c.id,
    tree_id: c.tree_id,
    distinct: true,
    message: c.message,
    timestamp: c.timestamp,
    url: `${repoUrl}/commit/${c.id}`,
    author: c.author,
    committer: c.committer,
  };
}
