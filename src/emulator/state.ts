/**
 * The emulator's whole state: plain JSON, so that it can be saved, loaded, reset and inspected as is. The seed
 * (seed.ts) declares the fixed world (users, organizations, repositories, tokens, apps); route modules add what
 * clients create (authorizations, deploy keys, Pages sites and builds, SARIF uploads, alerts).
 */

export type Access = 'read' | 'write' | 'admin';
/** Repository roles, weakest first. */
export const ROLES = ['read', 'triage', 'write', 'maintain', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface User {
  id: number;
  login: string;
  password: string;
  /** When set, two-factor authentication is on and this one-time password must accompany Basic auth. */
  otp?: string;
  siteAdmin?: boolean;
  name?: string;
  email?: string;
}

export interface Org {
  id: number;
  login: string;
  owners: string[];
  members: string[];
  /** Security managers may list the organization's code-scanning alerts. */
  securityManagers?: string[];
  /**
   * The custom properties the organization defines (its schema), in order. Unset: never written, and inferred from
   * its repositories' values (custom-property-schema.ts), so seeds and state directories made before it still load.
   */
  propertySchema?: CustomProperty[];
}

/** A custom property an organization defines, as the published description's `custom-property` less its URL. */
export interface CustomProperty {
  property_name: string;
  value_type: 'string' | 'single_select' | 'multi_select' | 'true_false' | 'url';
  required: boolean;
  default_value: string | string[] | null;
  description: string | null;
  allowed_values: string[] | null;
  values_editable_by: 'org_actors' | 'org_and_repo_actors';
  require_explicit_values?: boolean;
}

export interface RepoFile {
  path: string;
  content: string;
}

export interface Commit {
  sha: string;
  message: string;
  author: { name: string; email: string; date: string; login?: string };
  committer: { name: string; email: string; date: string; login?: string };
  parents: string[];
}

export interface Repo {
  id: number;
  owner: string;
  name: string;
  private: boolean;
  archived: boolean;
  /** Code scanning needs it on private repositories (public ones always have it). */
  advancedSecurity: boolean;
  defaultBranch: string;
  description?: string;
  /** Collaborators by login; organization owners are admins of every repository of the organization. */
  collaborators: Record<string, Role>;
  files: RepoFile[];
  commits: Commit[];
  customProperties: Record<string, string | string[] | null>;
  /** A custom domain the Pages health check resolves (see the Pages routes). */
  pagesDomain?: string;
  /**
   * The repository's Actions secrets (name → value): what `sarif-pipeline run` gives a workflow of this repository
   * as `secrets.*`, as the service gives a repository's secrets to its workflows. Never in an API answer.
   */
  secrets?: Record<string, string>;
}

/** A token of any kind. The secret is the map key in State.tokens. */
export type Token =
  | { kind: 'classic'; user: string; scopes: string[]; note?: string; expiresAt?: string }
  | {
      kind: 'fine-grained';
      user: string;
      /** Repositories the token may reach ("owner/name"), or all the user can reach. */
      repositories: string[] | 'all';
      permissions: Record<string, Access>;
      expiresAt?: string;
    }
  | {
      kind: 'installation';
      app: string;
      repositories: string[] | 'all';
      permissions: Record<string, Access>;
      expiresAt?: string;
    }
  | {
      kind: 'workflow';
      repository: string;
      actor: string;
      permissions: Record<string, Access>;
      expiresAt?: string;
    }
  | { kind: 'oauth'; user: string; clientId: string; scopes: string[]; authorizationId: number };

export interface OAuthApp {
  name: string;
  url: string;
  clientId: string;
  clientSecret: string;
}

export interface State {
  /** Next identifier per kind of record. */
  ids: Record<string, number>;
  users: User[];
  orgs: Org[];
  repos: Repo[];
  tokens: Record<string, Token>;
  oauthApps: OAuthApp[];
  /** Records of the route modules, by area: each module owns its key and its record shapes. */
  areas: Record<string, unknown>;
}

/** Case-insensitive lookups, as the spec says for owner, repo and org. */
export function findRepo(state: State, owner: string, name: string): Repo | undefined {
  const o = owner.toLowerCase();
  const n = name.toLowerCase().replace(/\.git$/, '');
  return state.repos.find((r) => r.owner.toLowerCase() === o && r.name.toLowerCase() === n);
}

export function findUser(state: State, login: string): User | undefined {
  const l = login.toLowerCase();
  return state.users.find((u) => u.login.toLowerCase() === l);
}

export function findOrg(state: State, login: string): Org | undefined {
  const l = login.toLowerCase();
  return state.orgs.find((o) => o.login.toLowerCase() === l);
}

export function fullName(repo: Repo): string {
  return `${repo.owner}/${repo.name}`;
}
