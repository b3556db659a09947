/**
 * GitHub Actions entry of the configure step (configure-pages/action.yml): actions/configure-pages' inputs (token,
 * enablement; static_site_generator and generator_config_file are accepted and not acted on, with a notice) and
 * outputs (base_url, origin, host, base_path).
 */
import * as core from '@actions/core';
import { ApiError, createClient } from '../api/index.js';
import { UserError } from '../sarif/errors.js';
import { configurePages } from '../steps/pages-configure.js';

const input = (name: string) => core.getInput(name).trim();

export async function run(): Promise<void> {
  try {
    const token = input('token');
    if (!token)
      throw new UserError('no token: set the token input (default: the workflow token, github.token)');
    core.setSecret(token);
    const enablementRaw = input('enablement') || 'false';
    if (!/^(true|True|TRUE|false|False|FALSE)$/.test(enablementRaw))
      throw new UserError(`enablement must be true or false, got "${enablementRaw}"`);
    if (input('static_site_generator') || input('generator_config_file'))
      core.notice(
        'static_site_generator and generator_config_file are accepted and ignored: pass base_path to your generator yourself (this step does not edit its configuration)',
      );
    const full = process.env.GITHUB_REPOSITORY ?? '';
    const [owner, repo] = full.split('/');
    if (!owner || !repo) throw new UserError('GITHUB_REPOSITORY is not set: run this step in a workflow job');
    const api = createClient({
      baseUrl: process.env.GITHUB_API_URL || undefined,
      auth: { token },
      logger: { debug: core.debug, info: core.info, warn: core.warning, error: core.error },
    });
    const r = await configurePages(api, { owner, repo, enablement: /^true$/i.test(enablementRaw) });
    if (r.created) core.info(`enabled Pages for ${full} (deployments from workflows)`);
    core.setOutput('base_url', r.baseUrl);
    core.setOutput('origin', r.origin);
    core.setOutput('host', r.host);
    core.setOutput('base_path', r.basePath);
    core.info(`Pages site of ${full}: ${r.baseUrl}`);
  } catch (err) {
    if (err instanceof UserError) core.setFailed(`${err.message}${err.hint ? `\n${err.hint}` : ''}`);
    else if (err instanceof ApiError) core.setFailed(err.message);
    else {
      core.debug((err as Error)?.stack ?? String(err));
      core.setFailed(
        `internal error (a bug in sarif-pipeline; please report it): ${(err as Error)?.message ?? String(err)}`,
      );
    }
  }
}
