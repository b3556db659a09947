/**
 * Who is calling, and what they may do: token kinds (classic with scopes, fine-grained and app installation with
 * permissions, the workflow token), Basic authentication with a one-time password for the OAuth endpoints, and
 * the spec's rules for repositories (a private repository the caller cannot see is a 404, not a 403).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { headerNames, type Ctx } from './http.js';
import { ServiceError } from './service-error.js';
import {
  findOrg,
  findRepo,
  findUser,
  fullName,
  ROLES,
  type Access,
  type Repo,
  type Role,
  type State,
  type Token,
  type User,
} from './state.js';

export type Caller =
  /**
   * No user and no token. `app`: an OAuth app's client id, when the app authenticated with its client id and
   * secret (Basic): it reads what anyone reads, at the authenticated rate.
   */
  | { type: 'anonymous'; key: string; app?: string }
  | { type: 'basic'; user: User; key: string }
  | { type: 'token'; secret: string; token: Token; key: string };

/** What an operation needs: accepted classic scopes (any of), a fine-grained permission, a repository role. */
export interface Need {
  scopes: string[];
  permission?: [category: string, access: Access];
  role: Role;
  /** Even reading needs a token (code scanning). */
  authenticated?: boolean;
}

const ACCESS_ORDER: Access[] = ['read', 'write', 'admin'];

function b64(s: string): string {
  return Buffer.from(s, 'base64').toString('utf8');
}

/** Identify the caller from the Authorization header; bad credentials are a 401 (never a silent anonymous). */
export function identify(ctx: Ctx, req: FastifyRequest): Caller {
  const header = req.headers.authorization;
  if (!header) return { type: 'anonymous', key: `ip:${req.ip}` };
  const [scheme = '', ...rest] = header.trim().split(/\s+/);
  const value = rest.join(' ');
  const lower = scheme.toLowerCase();
  if (lower === 'basic') {
    const decoded = b64(value);
    const colon = decoded.indexOf(':');
    const login = colon < 0 ? decoded : decoded.slice(0, colon);
    const password = colon < 0 ? '' : decoded.slice(colon + 1);
    const user = ctx.store.read((s) => findUser(s, login));
    if (user && user.password === password) return { type: 'basic', user, key: `user:${user.login}` };
    const app = user ? undefined : ctx.store.read((s) => s.oauthApps.find((a) => a.clientId === login));
    if (!app || app.clientSecret !== password) throw new ServiceError(401, 'Bad credentials');
    return { type: 'anonymous', key: `app:${app.clientId}`, app: app.clientId };
  }
  if (lower !== 'bearer' && lower !== 'token') {
    throw new ServiceError(401, `Unsupported authorization scheme "${scheme}": use Bearer or token`);
  }
  if (lower === 'token' && /^eyJ[\w-]*\.[\w-]*\.[\w-]*$/.test(value)) {
    throw new ServiceError(401, 'A JSON web token must be sent with the Bearer scheme');
  }
  const token = ctx.store.read((s) => s.tokens[value]);
  if (!token) throw new ServiceError(401, 'Bad credentials');
  if ('expiresAt' in token && token.expiresAt && Date.parse(token.expiresAt) < Date.now()) {
    throw new ServiceError(401, 'Bad credentials: the token has expired');
  }
  return { type: 'token', secret: value, token, key: tokenKey(value) };
}

/** Whether the caller counts as authenticated for rate limits: users, tokens, and apps by client id and secret. */
export function rateAuthenticated(caller: Caller): boolean {
  return caller.type !== 'anonymous' || caller.app !== undefined;
}

/** Rate-limit keys of token secrets seen: hashed once, not at every request (bounded: cleared when full). */
const tokenKeys = new Map<string, string>();

/** A token's key for rate limits and the journal: part of its SHA-256, never the secret. */
function tokenKey(secret: string): string {
  let key = tokenKeys.get(secret);
  if (!key) {
    if (tokenKeys.size >= 10_000) tokenKeys.clear();
    key = `token:${createHash('sha256').update(secret).digest('hex').slice(0, 16)}`;
    tokenKeys.set(secret, key);
  }
  return key;
}

/** The user a caller acts as, if any. */
export function callerLogin(caller: Caller): string | undefined {
  if (caller.type === 'basic') return caller.user.login;
  if (caller.type !== 'token') return undefined;
  const t = caller.token;
  if (t.kind === 'classic' || t.kind === 'fine-grained' || t.kind === 'oauth') return t.user;
  if (t.kind === 'workflow') return t.actor;
  return undefined;
}

/** The login shown for the caller in records it creates (pusher, added_by, dismissed_by). */
export function actorLogin(caller: Caller, vendor = 'svc'): string {
  if (caller.type === 'token' && caller.token.kind === 'installation') return `${caller.token.app}[bot]`;
  if (caller.type === 'token' && caller.token.kind === 'workflow') return `${vendor}-actions[bot]`;
  return callerLogin(caller) ?? 'anonymous';
}

export function roleOf(state: Readonly<State>, repo: Repo, login: string): Role | undefined {
  const l = login.toLowerCase();
  if (repo.owner.toLowerCase() === l) return 'admin';
  const org = findOrg(state, repo.owner);
  if (org?.owners.some((o) => o.toLowerCase() === l)) return 'admin';
  const collaborator = Object.entries(repo.collaborators).find(([k]) => k.toLowerCase() === l)?.[1];
  if (collaborator) return collaborator;
  if (org?.members.some((m) => m.toLowerCase() === l)) return 'read';
  return repo.private ? undefined : 'read';
}

function atLeast<T>(order: readonly T[], have: T | undefined, need: T): boolean {
  return have !== undefined && order.indexOf(have) >= order.indexOf(need);
}

function tokenReaches(t: Token, repo: Repo): boolean {
  if (t.kind === 'workflow') return t.repository.toLowerCase() === fullName(repo).toLowerCase();
  if (t.kind === 'fine-grained' || t.kind === 'installation') {
    return (
      t.repositories === 'all' || t.repositories.some((r) => r.toLowerCase() === fullName(repo).toLowerCase())
    );
  }
  return true;
}

/** Classic scopes that imply others: `repo` covers `public_repo` and `security_events`. */
function hasScope(scopes: string[], accepted: string[], repo: Repo | undefined): boolean {
  if (accepted.length === 0) return true;
  const held = new Set(scopes);
  if (held.has('repo'))
    ['public_repo', 'security_events', 'repo:status', 'repo_deployment'].forEach((s) => held.add(s));
  if (held.has('admin:org')) ['write:org', 'read:org'].forEach((s) => held.add(s));
  return accepted.some((s) => held.has(s) && (s !== 'public_repo' || !repo?.private));
}

function setAuthHeaders(ctx: Ctx, reply: FastifyReply, caller: Caller, need: Need): void {
  const h = headerNames(ctx.config.vendor);
  if (caller.type === 'token' && (caller.token.kind === 'classic' || caller.token.kind === 'oauth')) {
    reply.header('x-oauth-scopes', caller.token.scopes.join(', '));
  }
  reply.header('x-accepted-oauth-scopes', need.scopes.join(', '));
  if (need.permission) reply.header(h.acceptedPermissions, `${need.permission[0]}=${need.permission[1]}`);
}

/**
 * Whether the caller can see the repository at all (else it is a 404 to them). A classic token sees a private
 * repository with `repo`; for an operation that accepts `security_events` (code scanning), that scope too: the
 * service grants it to reach code scanning without the code.
 */
export function canSee(state: Readonly<State>, caller: Caller, repo: Repo, need?: Need): boolean {
  if (!repo.private) return true;
  if (caller.type === 'anonymous') return false;
  if (caller.type === 'token') {
    const t = caller.token;
    if (!tokenReaches(t, repo)) return false;
    if (t.kind === 'installation' || t.kind === 'workflow') return true;
    const seeing = need?.scopes.includes('security_events') ? ['repo', 'security_events'] : ['repo'];
    if ((t.kind === 'classic' || t.kind === 'oauth') && !hasScope(t.scopes, seeing, repo)) return false;
  }
  const login = callerLogin(caller);
  return login !== undefined && roleOf(state, repo, login) !== undefined;
}

/**
 * Why a token may not do what `need` says, by its scopes (classic) or its permission (the others), on the
 * repository if one is given (public_repo counts only for a public one; a permission only on a repository the
 * token reaches): a 403, or undefined when it may.
 */
export function tokenRefusal(t: Token, need: Need, repo?: Repo): ServiceError | undefined {
  if (t.kind === 'classic' || t.kind === 'oauth') {
    if (!hasScope(t.scopes, need.scopes, repo))
      return new ServiceError(403, `This operation needs one of the scopes: ${need.scopes.join(', ')}`);
  } else if (need.permission) {
    const [category, access] = need.permission;
    if ((repo && !tokenReaches(t, repo)) || !atLeast(ACCESS_ORDER, t.permissions[category], access)) {
      return new ServiceError(403, 'Resource not accessible by integration', {
        documentationUrl: 'permissions',
      });
    }
  }
  return undefined;
}

/**
 * Why the caller may not do what `need` says on the repository: 404 when it cannot see it, 401 when anonymous
 * and more than reading is needed (or when it signed in with a password), 403 otherwise; undefined when it may.
 */
export function repoRefusal(
  state: Readonly<State>,
  caller: Caller,
  repo: Repo,
  need: Need,
): ServiceError | undefined {
  if (!canSee(state, caller, repo, need)) return new ServiceError(404, 'Not Found');
  const publicRead =
    !repo.private &&
    !need.authenticated &&
    need.role === 'read' &&
    (!need.permission || need.permission[1] === 'read');
  if (caller.type === 'anonymous')
    return publicRead ? undefined : new ServiceError(401, 'Requires authentication');
  if (caller.type === 'basic')
    return new ServiceError(401, 'Password authentication is not supported here: use a token');
  if (publicRead) return undefined;
  const t = caller.token;
  const refused = tokenRefusal(t, need, repo);
  if (refused || t.kind === 'installation' || t.kind === 'workflow') return refused;
  if (!atLeast(ROLES, roleOf(state, repo, callerLogin(caller)!), need.role))
    return new ServiceError(403, `Must have ${need.role} rights to the repository`);
  return undefined;
}

/**
 * The repository of a repository route, if the caller may do what `need` says there: 404 when it does not exist
 * or the caller cannot see it, 401 when anonymous and more than reading is needed, 403 otherwise. What anyone may
 * read of a public repository without a token, any token may read too, whatever its scopes, permissions or reach:
 * the service's operations that allow it say "can be used without authentication or the aforementioned permissions
 * if only public resources are requested" (a workflow job with `contents: read` only reads the Pages site of its
 * public repository, as configure-pages does).
 */
export function repoAccess(
  ctx: Ctx,
  req: FastifyRequest,
  reply: FastifyReply,
  owner: string,
  name: string,
  need: Need,
): Repo {
  const caller = req.caller;
  setAuthHeaders(ctx, reply, caller, need);
  return ctx.store.read((state) => {
    const repo = findRepo(state, owner, name);
    if (!repo) throw new ServiceError(404, 'Not Found');
    const refused = repoRefusal(state, caller, repo, need);
    if (refused) throw refused;
    return repo;
  });
}

/** For operations outside repositories that need someone signed in (any token or Basic). */
export function requireAuthenticated(req: FastifyRequest): Exclude<Caller, { type: 'anonymous' }> {
  if (req.caller.type === 'anonymous') throw new ServiceError(401, 'Requires authentication');
  return req.caller;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}
