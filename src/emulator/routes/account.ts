/**
 * What scripts and tools call to check a token, beyond the spec, in the published description's shapes:
 * `GET /user` (the signed-in user; an app installation or a workflow token has none: 403, as on the service),
 * `GET /users/{username}` (any user or organization, where user summaries' `url` lead),
 * `GET /rate_limit` (the caller's budgets, not counted against them) and the API root `GET /` (its URL templates).
 */
import { ServiceError } from '../service-error.js';
import { userSummary } from '../render.js';
import { findOrg, findUser, type User } from '../state.js';
import type { Ctx } from '../http.js';
import { callerLogin, rateAuthenticated } from '../auth.js';
import type { RouteModule } from '../route-module.js';

const ROOT: [string, string][] = [
  ['current_user_url', '/user'],
  ['current_user_authorizations_html_url', 'web:/settings/connections/applications{/client_id}'],
  ['authorizations_url', '/authorizations'],
  ['code_search_url', '/search/code?q={query}{&page,per_page,sort,order}'],
  ['commit_search_url', '/search/commits?q={query}{&page,per_page,sort,order}'],
  ['emails_url', '/user/emails'],
  ['emojis_url', '/emojis'],
  ['events_url', '/events'],
  ['feeds_url', '/feeds'],
  ['followers_url', '/user/followers'],
  ['following_url', '/user/following{/target}'],
  ['gists_url', '/gists{/gist_id}'],
  ['hub_url', '/hub'],
  ['issue_search_url', '/search/issues?q={query}{&page,per_page,sort,order}'],
  ['issues_url', '/issues'],
  ['keys_url', '/user/keys'],
  ['label_search_url', '/search/labels?q={query}&repository_id={repository_id}{&page,per_page}'],
  ['notifications_url', '/notifications'],
  ['organization_url', '/orgs/{org}'],
  ['organization_repositories_url', '/orgs/{org}/repos{?type,page,per_page,sort}'],
  ['organization_teams_url', '/orgs/{org}/teams'],
  ['public_gists_url', '/gists/public'],
  ['rate_limit_url', '/rate_limit'],
  ['repository_url', '/repos/{owner}/{repo}'],
  ['repository_search_url', '/search/repositories?q={query}{&page,per_page,sort,order}'],
  ['current_user_repositories_url', '/user/repos{?type,page,per_page,sort}'],
  ['starred_url', '/user/starred{/owner}{/repo}'],
  ['starred_gists_url', '/gists/starred'],
  ['topic_search_url', '/search/topics?q={query}{&page,per_page}'],
  ['user_url', '/users/{user}'],
  ['user_organizations_url', '/user/orgs'],
  ['user_repositories_url', '/users/{user}/repos{?type,page,per_page,sort}'],
  ['user_search_url', '/search/users?q={query}{&page,per_page,sort,order}'],
];

const ownedRepos = (ctx: Ctx, login: string) =>
  ctx.store.read((s) => s.repos.filter((r) => r.owner.toLowerCase() === login.toLowerCase()));

/** What anyone sees of an account (the description's public-user): its summary and public counts. */
function publicProfile(ctx: Ctx, login: string, user: User | undefined) {
  return {
    ...userSummary(ctx, login),
    name: user?.name ?? null,
    company: null,
    blog: '',
    location: null,
    email: null,
    hireable: null,
    bio: null,
    twitter_username: null,
    public_repos: ownedRepos(ctx, login).filter((r) => !r.private).length,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };
}

export const accountRoutes: RouteModule = (api, ctx) => {
  api.get('/', async () =>
    Object.fromEntries(
      ROOT.map(([k, v]) => [k, v.startsWith('web:') ? ctx.webUrl(v.slice(4)) : ctx.apiUrl(v)]),
    ),
  );

  api.get('/user', async (req) => {
    const caller = req.caller;
    if (caller.type === 'anonymous') throw new ServiceError(401, 'Requires authentication');
    const login = callerLogin(caller);
    const user =
      login && !(caller.type === 'token' && caller.token.kind === 'workflow')
        ? ctx.store.read((s) => findUser(s, login))
        : undefined;
    if (!user) throw new ServiceError(403, 'Resource not accessible by integration');
    const owned = ownedRepos(ctx, user.login);
    return {
      ...publicProfile(ctx, user.login, user),
      user_view_type: 'private',
      email: user.email ?? null,
      notification_email: user.email ?? null,
      private_gists: 0,
      total_private_repos: owned.filter((r) => r.private).length,
      owned_private_repos: owned.filter((r) => r.private).length,
      disk_usage: 0,
      collaborators: 0,
      two_factor_authentication: user.otp !== undefined,
      plan: { name: 'free', space: 976562499, private_repos: 10000, collaborators: 0 },
    };
  });

  // A user or organization by login (case-insensitive), as anyone may see it: where every `url` of a user summary
  // this emulator answers leads.
  api.get<{ Params: { username: string } }>('/users/:username', async (req) => {
    const found = ctx.store.read((s) => {
      const user = findUser(s, req.params.username);
      if (user) return { login: user.login, user };
      const org = findOrg(s, req.params.username);
      return org ? { login: org.login, user: undefined } : undefined;
    });
    if (!found) throw new ServiceError(404, 'Not Found');
    return { ...publicProfile(ctx, found.login, found.user), user_view_type: 'public' };
  });

  api.get('/rate_limit', async (req, reply) => {
    const b = ctx.rateLimits.peek(req.caller.key, rateAuthenticated(req.caller), reply);
    const view = (x: (typeof b)['core']) => ({
      limit: x.limit,
      used: x.used,
      remaining: x.remaining,
      reset: x.reset,
    });
    return { resources: { core: view(b.core), search: view(b.search) }, rate: view(b.core) };
  });
};
