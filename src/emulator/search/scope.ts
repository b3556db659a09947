/**
 * Which repositories a search covers: those the caller can see (anonymous callers: public ones only), narrowed by
 * the repo:, user: and org: qualifiers (a repository is in scope when any of them names it; -repo: and the like
 * exclude). Per the spec, a query whose scope qualifiers name only resources the caller cannot access (or that do
 * not exist) is a 422 listing them; when some of them are accessible, the search covers those without error.
 *
 * user: names any account (a user or an organization: the repositories it owns); org: names an organization only.
 */
import { canSee, type Caller } from '../auth.js';
import { findOrg, findRepo, findUser, type Repo, type State } from '../state.js';
import { queryError, type Qualifier } from './query.js';

export const SCOPE_QUALIFIERS = ['repo', 'user', 'org'] as const;
const SCOPE = new Set<string>(SCOPE_QUALIFIERS);

function names(q: Qualifier, repo: Repo): boolean {
  const value = q.value.toLowerCase();
  if (q.key === 'repo') return `${repo.owner}/${repo.name}`.toLowerCase() === value.replace(/\.git$/, '');
  return repo.owner.toLowerCase() === value;
}

function accessible(state: Readonly<State>, caller: Caller, q: Qualifier): boolean {
  if (q.key === 'repo') {
    const [owner, name, ...rest] = q.value.split('/');
    if (!owner || !name || rest.length > 0) return false;
    const repo = findRepo(state, owner, name);
    return repo !== undefined && canSee(state, caller, repo);
  }
  if (q.key === 'org') return findOrg(state, q.value) !== undefined;
  return (
    findUser(state, q.value) !== undefined ||
    findOrg(state, q.value) !== undefined ||
    state.repos.some((r) => r.owner.toLowerCase() === q.value.toLowerCase())
  );
}

/** The repositories to search, in the state's order. */
export function searchScope(state: Readonly<State>, caller: Caller, qualifiers: Qualifier[]): Repo[] {
  const scoping = qualifiers.filter((q) => SCOPE.has(q.key));
  const named = scoping.filter((q) => !q.negated);
  const excluded = scoping.filter((q) => q.negated);
  const reachable = named.filter((q) => accessible(state, caller, q));
  if (named.length > 0 && reachable.length === 0) {
    throw queryError(
      'The listed users, organizations and repositories cannot be searched either because the resources do not ' +
        `exist or you do not have permission to view them: ${named.map((q) => q.raw).join(', ')}.`,
    );
  }
  return state.repos.filter(
    (repo) =>
      canSee(state, caller, repo) &&
      (reachable.length === 0 || reachable.some((q) => names(q, repo))) &&
      !excluded.some((q) => names(q, repo)),
  );
}
