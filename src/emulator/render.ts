/** The spec's User summary and Repository summary, with every URL field the published description requires. */
import type { Ctx } from './http.js';
import { findOrg, type Repo } from './state.js';

function nodeId(kind: string, id: number): string {
  return Buffer.from(`${kind}:${id}`).toString('base64').replace(/=+$/, '');
}

/** A stable numeric id for any login (users and organizations come from the seed; others get a hash). */
function accountId(ctx: Ctx, login: string): { id: number; type: 'User' | 'Organization' | 'Bot' } {
  return ctx.store.read((s) => {
    const user = s.users.find((u) => u.login.toLowerCase() === login.toLowerCase());
    if (user) return { id: user.id, type: 'User' as const };
    const org = findOrg(s, login);
    if (org) return { id: org.id, type: 'Organization' as const };
    let h = 0;
    for (const c of login) h = (h * 31 + c.charCodeAt(0)) >>> 0;
    return { id: 900_000 + (h % 100_000), type: 'Bot' as const };
  });
}

export function userSummary(ctx: Ctx, login: string) {
  const { id, type } = accountId(ctx, login);
  // Bot logins carry brackets (`svc-actions[bot]`), which a URL escapes, as the service's do.
  const path = encodeURIComponent(login);
  const api = ctx.apiUrl(`/users/${path}`);
  return {
    login,
    id,
    node_id: nodeId(type, id),
    avatar_url: ctx.webUrl(`/avatars/${path}`),
    gravatar_id: '',
    url: api,
    html_url: ctx.webUrl(`/${path}`),
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type,
    site_admin: ctx.store.read((s) => s.users.find((u) => u.login === login)?.siteAdmin ?? false),
  };
}

const TEMPLATES: [string, string][] = [
  ['archive_url', '/{archive_format}{/ref}'],
  ['assignees_url', '/assignees{/user}'],
  ['blobs_url', '/git/blobs{/sha}'],
  ['branches_url', '/branches{/branch}'],
  ['collaborators_url', '/collaborators{/collaborator}'],
  ['comments_url', '/comments{/number}'],
  ['commits_url', '/commits{/sha}'],
  ['compare_url', '/compare/{base}...{head}'],
  ['contents_url', '/contents/{+path}'],
  ['contributors_url', '/contributors'],
  ['deployments_url', '/deployments'],
  ['downloads_url', '/downloads'],
  ['events_url', '/events'],
  ['forks_url', '/forks'],
  ['git_commits_url', '/git/commits{/sha}'],
  ['git_refs_url', '/git/refs{/sha}'],
  ['git_tags_url', '/git/tags{/sha}'],
  ['hooks_url', '/hooks'],
  ['issue_comment_url', '/issues/comments{/number}'],
  ['issue_events_url', '/issues/events{/number}'],
  ['issues_url', '/issues{/number}'],
  ['keys_url', '/keys{/key_id}'],
  ['labels_url', '/labels{/name}'],
  ['languages_url', '/languages'],
  ['merges_url', '/merges'],
  ['milestones_url', '/milestones{/number}'],
  ['notifications_url', '/notifications{?since,all,participating}'],
  ['pulls_url', '/pulls{/number}'],
  ['releases_url', '/releases{/id}'],
  ['stargazers_url', '/stargazers'],
  ['statuses_url', '/statuses/{sha}'],
  ['subscribers_url', '/subscribers'],
  ['subscription_url', '/subscription'],
  ['tags_url', '/tags'],
  ['teams_url', '/teams'],
  ['trees_url', '/git/trees{/sha}'],
];

export function repoSummary(ctx: Ctx, repo: Repo) {
  const api = ctx.apiUrl(`/repos/${repo.owner}/${repo.name}`);
  const out: Record<string, unknown> = {
    id: repo.id,
    node_id: nodeId('Repository', repo.id),
    name: repo.name,
    full_name: `${repo.owner}/${repo.name}`,
    owner: userSummary(ctx, repo.owner),
    private: repo.private,
    html_url: ctx.webUrl(`/${repo.owner}/${repo.name}`),
    description: repo.description ?? null,
    fork: false,
    url: api,
  };
  for (const [key, suffix] of TEMPLATES) out[key] = `${api}${suffix}`;
  return out;
}
