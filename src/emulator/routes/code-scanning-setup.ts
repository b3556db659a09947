/**
 * Code-scanning setup, as the published description has it: `GET|PATCH …/code-scanning/default-setup` (kept per
 * repository; the emulator runs no analysis workflow, so a change answers 200 `{}` rather than the 202 of a
 * triggered run) and `GET …/code-scanning/codeql/databases[/{language}]` (the emulator takes no CodeQL database
 * uploads: the list is empty and a language is a 404, as for a repository never analyzed by CodeQL).
 */
import { repoAccess, type Need } from '../auth.js';
import { isoNow } from '../http.js';
import { ServiceError, validationFailed } from '../service-error.js';
import { fullName } from '../state.js';
import type { RouteModule } from '../route-module.js';
import { READ, requireAdvancedSecurity } from '../code-scanning/area.js';

interface RepoParams {
  owner: string;
  repo: string;
}

const SETUP_READ: Need = {
  scopes: ['repo', 'security_events'],
  permission: ['administration', 'read'],
  role: 'admin',
};
const SETUP_WRITE: Need = { scopes: ['repo'], permission: ['administration', 'write'], role: 'admin' };

const LANGUAGES = [
  'actions',
  'c-cpp',
  'csharp',
  'go',
  'java-kotlin',
  'javascript-typescript',
  'python',
  'ruby',
  'swift',
];

interface DefaultSetup {
  state: 'configured' | 'not-configured';
  languages: string[];
  runner_type: 'standard' | 'labeled' | null;
  runner_label: string | null;
  query_suite: 'default' | 'extended';
  threat_model: 'remote' | 'remote_and_local';
  updated_at: string | null;
  schedule: 'weekly' | null;
}

const NOT_CONFIGURED: DefaultSetup = {
  state: 'not-configured',
  languages: [],
  runner_type: null,
  runner_label: null,
  query_suite: 'default',
  threat_model: 'remote',
  updated_at: null,
  schedule: null,
};

const ENUMS: Record<string, readonly (string | null)[]> = {
  state: ['configured', 'not-configured'],
  runner_type: ['standard', 'labeled'],
  query_suite: ['default', 'extended'],
  threat_model: ['remote', 'remote_and_local'],
};

export const codeScanningSetupRoutes: RouteModule = (api, ctx) => {
  const setups = () => ctx.store.area<Record<string, DefaultSetup>>('codeScanningDefaultSetup', () => ({}));

  api.get<{ Params: RepoParams }>('/repos/:owner/:repo/code-scanning/default-setup', async (req, reply) => {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, SETUP_READ);
    requireAdvancedSecurity(repo);
    return ctx.store.read(() => setups()[String(repo.id)] ?? NOT_CONFIGURED);
  });

  api.patch<{ Params: RepoParams; Body: unknown }>(
    '/repos/:owner/:repo/code-scanning/default-setup',
    async (req, reply) => {
      const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, SETUP_WRITE);
      requireAdvancedSecurity(repo);
      const body = req.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw new ServiceError(400, 'Body should be a JSON object');
      const fields = body as Record<string, unknown>;
      const problems: string[] = [];
      for (const [k, v] of Object.entries(fields)) {
        if (ENUMS[k]) {
          if (!ENUMS[k].includes(v as string)) problems.push(`${k} must be one of ${ENUMS[k].join(', ')}`);
        } else if (k === 'runner_label') {
          if (v !== null && typeof v !== 'string') problems.push('runner_label must be a string or null');
        } else if (k === 'languages') {
          if (!Array.isArray(v) || v.some((l) => !LANGUAGES.includes(l as string)))
            problems.push(`languages must be a list of ${LANGUAGES.join(', ')}`);
        } else problems.push(`${k} is not a field of this operation`);
      }
      if (fields.runner_type === 'labeled' && typeof fields.runner_label !== 'string')
        problems.push('runner_label is required with runner_type labeled');
      if (problems.length > 0)
        throw validationFailed(
          problems.map((message) => ({ resource: 'CodeScanningDefaultSetup', code: 'invalid', message })),
          `Invalid request: ${problems.join('; ')}`,
        );
      ctx.store.write(() => {
        const all = setups();
        const was = all[String(repo.id)] ?? NOT_CONFIGURED;
        const next: DefaultSetup = { ...was, ...(fields as Partial<DefaultSetup>), updated_at: isoNow() };
        if (next.state === 'configured') {
          next.schedule = 'weekly';
          next.runner_type ??= 'standard';
        } else Object.assign(next, { ...NOT_CONFIGURED, updated_at: next.updated_at });
        all[String(repo.id)] = next;
      });
      return {};
    },
  );

  api.get<{ Params: RepoParams }>(
    '/repos/:owner/:repo/code-scanning/codeql/databases',
    async (req, reply) => {
      const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
      requireAdvancedSecurity(repo);
      return [];
    },
  );

  api.get<{ Params: RepoParams & { language: string } }>(
    '/repos/:owner/:repo/code-scanning/codeql/databases/:language',
    async (req, reply) => {
      const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
      requireAdvancedSecurity(repo);
      throw new ServiceError(
        404,
        `No CodeQL database for ${req.params.language} in ${fullName(repo)}: the emulator keeps no CodeQL databases`,
      );
    },
  );
};
