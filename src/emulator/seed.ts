/**
 * Seeds: the world the emulator starts with, as a JSON document (format in docs/emulator.md) or the bundled default.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { readDefinition } from './custom-property-schema.js';
import type { Commit, CustomProperty, OAuthApp, Org, Repo, Role, State, Token, User } from './state.js';

export interface SeedRepo {
  owner: string;
  name: string;
  private?: boolean;
  archived?: boolean;
  advancedSecurity?: boolean;
  defaultBranch?: string;
  description?: string;
  collaborators?: Record<string, Role>;
  /** Files on the default branch: path → content. */
  files?: Record<string, string>;
  commits?: Omit<Commit, 'sha' | 'parents'>[];
  customProperties?: Record<string, string | string[] | null>;
  pagesDomain?: string;
  /** Actions secrets of the repository (name → value), given to the workflows `sarif-pipeline run` runs on it. */
  secrets?: Record<string, string>;
}

export interface Seed {
  users: (Omit<User, 'id'> & { id?: number })[];
  orgs?: (Omit<Org, 'id' | 'members' | 'propertySchema'> & {
    id?: number;
    members?: string[];
    /** The custom properties it defines: `property_name` and `value_type`, the rest as the service's PUT body. */
    propertySchema?: ({ property_name: string } & Record<string, unknown>)[];
  })[];
  repos: SeedRepo[];
  /** Tokens by secret value. */
  tokens: Record<string, Token>;
  oauthApps?: OAuthApp[];
}

/** Deterministic commit ids: the same seed always gives the same SHAs. */
function sha(...parts: string[]): string {
  return createHash('sha1').update(parts.join('\0')).digest('hex');
}

export function seedToState(seed: Seed): State {
  let userId = 0;
  const users: User[] = seed.users.map((u) => ({ ...u, id: u.id ?? ++userId }));
  let orgId = 1000;
  const orgs: Org[] = (seed.orgs ?? []).map((o) => ({
    ...o,
    id: o.id ?? ++orgId,
    members: o.members ?? [],
    propertySchema: o.propertySchema?.map((p) => seedProperty(o.login, p)),
  }));
  let repoId = 100_000;
  const repos: Repo[] = seed.repos.map((r) => {
    const commits: Commit[] = [];
    for (const c of r.commits ?? []) {
      const parent = commits[commits.length - 1]?.sha;
      commits.push({
        ...c,
        sha: sha(r.owner, r.name, c.message, c.author.date, parent ?? ''),
        parents: parent ? [parent] : [],
      });
    }
    return {
      id: ++repoId,
      owner: r.owner,
      name: r.name,
      private: r.private ?? false,
      archived: r.archived ?? false,
      advancedSecurity: r.advancedSecurity ?? !(r.private ?? false),
      defaultBranch: r.defaultBranch ?? 'main',
      description: r.description,
      collaborators: r.collaborators ?? {},
      files: Object.entries(r.files ?? {}).map(([path, content]) => ({ path, content })),
      commits,
      customProperties: r.customProperties ?? {},
      pagesDomain: r.pagesDomain,
      ...(r.secrets ? { secrets: { ...r.secrets } } : {}),
    };
  });
  return {
    ids: { user: userId, org: orgId, repo: repoId },
    users,
    orgs,
    repos,
    tokens: { ...seed.tokens },
    oauthApps: seed.oauthApps ?? [],
    areas: {},
  };
}

/** A seed's definition as a PUT would make it; one that a PUT would refuse stops the start, saying why. */
function seedProperty(org: string, p: { property_name: string } & Record<string, unknown>): CustomProperty {
  const { def, errors } = readDefinition(String(p.property_name), p);
  if (def) return def;
  throw new Error(
    `seed: custom property ${JSON.stringify(p.property_name)} of ${org}: ${errors.map((e) => e.message).join('; ')}`,
  );
}

export function loadSeedFile(path: string): Seed {
  const seed = JSON.parse(readFileSync(path, 'utf8')) as Seed;
  const problems: string[] = [];
  if (!Array.isArray(seed.users)) problems.push('"users" must be an array');
  if (!Array.isArray(seed.repos)) problems.push('"repos" must be an array');
  if (typeof seed.tokens !== 'object' || seed.tokens === null)
    problems.push('"tokens" must be an object (token value → token)');
  (Array.isArray(seed.orgs) ? seed.orgs : []).forEach((o, i) =>
    (Array.isArray(o?.propertySchema) ? o.propertySchema : []).forEach((p, j) => {
      const { errors } = readDefinition(String(p?.property_name), p);
      if (errors.length > 0)
        problems.push(`/orgs/${i}/propertySchema/${j}: ${errors.map((e) => e.message).join('; ')}`);
    }),
  );
  if (problems.length > 0) throw new Error(`invalid seed ${path}: ${problems.join('; ')}`);
  return seed;
}

const when = (day: number) =>
  `2026-0${1 + Math.floor(day / 28)}-${String(1 + (day % 28)).padStart(2, '0')}T10:00:00Z`;
const octocat = { name: 'The Octocat', email: 'octocat@example.com', login: 'octocat' };
const mona = { name: 'Mona Lisa', email: 'mona@example.com', login: 'mona' };

/**
 * The bundled world. Passwords and tokens are for the emulator only; docs/emulator.md lists them for copy and paste.
 */
export const DEFAULT_SEED: Seed = {
  users: [
    { login: 'octocat', password: 'octocat-password', name: 'The Octocat', email: 'octocat@example.com' },
    { login: 'mona', password: 'mona-password', otp: '123456', name: 'Mona Lisa', email: 'mona@example.com' },
    { login: 'hubot', password: 'hubot-password', name: 'Hubot', email: 'hubot@example.com' },
  ],
  orgs: [
    {
      login: 'acme',
      owners: ['octocat'],
      members: ['mona', 'hubot'],
      securityManagers: ['mona'],
      propertySchema: [
        { property_name: 'team', value_type: 'string', description: 'Team owning the repository' },
        { property_name: 'cost-center', value_type: 'string' },
        {
          property_name: 'environments',
          value_type: 'multi_select',
          allowed_values: ['development', 'staging', 'production'],
        },
      ],
    },
  ],
  repos: [
    {
      owner: 'acme',
      name: 'webapp',
      description: 'A web application with code scanning and Pages',
      collaborators: { mona: 'write' },
      files: {
        'README.md': '# webapp\n\nA sample application for the emulator.\n',
        'src/app.js':
          "const express = require('express');\nconst app = express();\napp.get('/', (req, res) => res.send(req.query.name));\nmodule.exports = app;\n",
        'src/db.js':
          "function find(db, id) {\n  return db.query('SELECT * FROM users WHERE id = ' + id);\n}\nmodule.exports = { find };\n",
        'src/util/format.ts':
          'export function format(name: string): string {\n  return `Hello, ${name}`;\n}\n',
        'vendor/bundle.min.js': `/* minified */ ${'var a=1;'.repeat(50_000)}\n`,
      },
      commits: [
        {
          message: 'Initial commit',
          author: { ...octocat, date: when(1) },
          committer: { ...octocat, date: when(1) },
        },
        {
          message: 'Add the query endpoint',
          author: { ...mona, date: when(10) },
          committer: { ...mona, date: when(10) },
        },
        {
          message: 'Fix SQL injection in find',
          author: { ...octocat, date: when(40) },
          committer: { ...octocat, date: when(40) },
        },
      ],
      customProperties: { team: 'web', 'cost-center': '1234', environments: ['staging', 'production'] },
      pagesDomain: 'www.example.com',
      // Enabling Pages takes an administrator's token, as on the service: the demo workflow finds one here.
      secrets: { PAGES_ADMIN_TOKEN: 'svc_pat_octocat' },
    },
    {
      owner: 'acme',
      name: 'secret-service',
      private: true,
      advancedSecurity: true,
      collaborators: { mona: 'admin' },
      files: { 'main.go': 'package main\n\nfunc main() {\n\tprintln("secret")\n}\n' },
      commits: [
        {
          message: 'Start the secret service',
          author: { ...mona, date: when(5) },
          committer: { ...mona, date: when(5) },
        },
      ],
      customProperties: { team: 'platform' },
    },
    {
      owner: 'acme',
      name: 'no-ghas',
      private: true,
      advancedSecurity: false,
      files: { 'index.js': 'console.log(1);\n' },
    },
    { owner: 'acme', name: 'legacy', archived: true, files: { 'old.c': 'int main() { return 0; }\n' } },
    {
      owner: 'octocat',
      name: 'hello-world',
      files: { README: 'Hello World!\n', 'hello.py': 'def hello():\n    print("Hello, World")\n' },
      commits: [
        {
          message: 'Hello world',
          author: { ...octocat, date: when(2) },
          committer: { ...octocat, date: when(2) },
        },
      ],
    },
  ],
  tokens: {
    svc_pat_octocat: {
      kind: 'classic',
      user: 'octocat',
      scopes: ['repo', 'security_events', 'admin:org', 'read:org'],
    },
    svc_pat_octocat_public: { kind: 'classic', user: 'octocat', scopes: ['public_repo'] },
    svc_pat_hubot: { kind: 'classic', user: 'hubot', scopes: ['repo'] },
    svc_fgpat_mona: {
      kind: 'fine-grained',
      user: 'mona',
      repositories: ['acme/webapp', 'acme/secret-service'],
      permissions: {
        metadata: 'read',
        contents: 'read',
        administration: 'write',
        pages: 'write',
        security_events: 'write',
      },
    },
    svc_inst_ci_bot: {
      kind: 'installation',
      app: 'ci-bot',
      repositories: 'all',
      permissions: {
        metadata: 'read',
        contents: 'read',
        pages: 'write',
        administration: 'write',
        security_events: 'write',
      },
    },
    svc_workflow_webapp: {
      kind: 'workflow',
      repository: 'acme/webapp',
      actor: 'octocat',
      permissions: {
        actions: 'read',
        metadata: 'read',
        contents: 'read',
        pages: 'write',
        security_events: 'write',
        id_token: 'write',
      },
    },
  },
  oauthApps: [
    {
      name: 'CI Dashboard',
      url: 'https://ci.example.com',
      clientId: 'Iv1.8a61f9b3a7aba766',
      clientSecret: 'ci-dashboard-secret',
    },
    {
      name: 'Release Bot',
      url: 'https://release.example.com',
      clientId: 'Iv1.0123456789abcdef',
      clientSecret: 'release-bot-secret',
    },
  ],
};
