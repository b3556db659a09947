/**
 * GET /repos/{owner}/{repo}, beyond the spec: the repository itself (the spec's Repository summary plus its
 * default branch, visibility, archived flag and the caller's permissions). Octokit users and the actions read it
 * before anything else; a repository the caller cannot see is a 404, as everywhere.
 */
import { callerLogin, repoAccess, roleOf, type Need } from '../auth.js';
import { readArea } from '../pages/area.js';
import { repoSummary } from '../render.js';
import { ROLES } from '../state.js';
import type { RouteModule } from '../route-module.js';

/** Reading a repository: anyone who can see it (a private one needs repo scope, or metadata read). */
export const METADATA_READ: Need = { scopes: [], permission: ['metadata', 'read'], role: 'read' };

export const reposRoutes: RouteModule = (api, ctx) => {
  api.get<{ Params: { owner: string; repo: string } }>('/repos/:owner/:repo', async (req, reply) => {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, METADATA_READ);
    const login = callerLogin(req.caller);
    const role = login ? ctx.store.read((s) => roleOf(s, repo, login)) : undefined;
    const at = (r: (typeof ROLES)[number]) => role !== undefined && ROLES.indexOf(role) >= ROLES.indexOf(r);
    const created = repo.commits[0]?.author.date ?? '2026-01-01T00:00:00Z';
    const pushed = repo.commits[repo.commits.length - 1]?.committer.date ?? created;
    return {
      ...repoSummary(ctx, repo),
      clone_url: ctx.webUrl(`/${repo.owner}/${repo.name}.git`),
      git_url: ctx.webUrl(`/${repo.owner}/${repo.name}.git`).replace(/^https?:/, 'git:'),
      ssh_url: `git@${new URL(ctx.webUrl('/')).hostname}:${repo.owner}/${repo.name}.git`,
      svn_url: ctx.webUrl(`/${repo.owner}/${repo.name}`),
      mirror_url: null,
      homepage: null,
      language: null,
      license: null,
      size: repo.files.reduce((n, f) => n + f.content.length, 0) >> 10,
      forks: 0,
      forks_count: 0,
      stargazers_count: 0,
      watchers: 0,
      watchers_count: 0,
      open_issues: 0,
      open_issues_count: 0,
      network_count: 0,
      subscribers_count: 0,
      has_issues: true,
      has_projects: true,
      has_wiki: true,
      has_discussions: false,
      default_branch: repo.defaultBranch,
      visibility: repo.private ? 'private' : 'public',
      archived: repo.archived,
      disabled: false,
      created_at: created,
      updated_at: pushed,
      pushed_at: pushed,
      has_pages: readArea(ctx, (a) => a.sites.some((x) => x.repoId === repo.id)),
      ...(login
        ? {
            permissions: {
              admin: at('admin'),
              maintain: at('maintain'),
              push: at('write'),
              triage: at('triage'),
              pull: at('read'),
            },
          }
        : {}),
      custom_properties: repo.customProperties,
    };
  });
};
