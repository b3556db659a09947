/**
 * GitHub Actions entry of the configure step (configure-pages/action.yml): actions/configure-pages' inputs (token,
 * enablement; static_site_generator and generator_config_file are accepted and not acted on, with a notice) and
 * outputs (base_url, origin, host, base_path).
 */
import * as core from '@actions/core';
import { createClient } from '../api/index.js';
import { configurePages } from '../steps/pages-configure.js';
import { actionLogger, fail, flagInput, input, repositoryInput, tokenInput } from './kit.js';

export async function run(): Promise<void> {
  try {
    const token = tokenInput('token');
    const enablement = flagInput('enablement');
    if (input('static_site_generator') || input('generator_config_file'))
      core.notice(
        'static_site_generator and generator_config_file are accepted and ignored: pass base_path to your generator yourself (this step does not edit its configuration)',
      );
    const { owner, repo } = repositoryInput();
    const full = `${owner}/${repo}`;
    const api = createClient({
      baseUrl: process.env.GITHUB_API_URL || undefined,
      auth: { token },
      logger: actionLogger,
    });
    const r = await configurePages(api, { owner, repo, enablement });
    if (r.created) core.info(`enabled Pages for ${full} (deployments from workflows)`);
    core.setOutput('base_url', r.baseUrl);
    core.setOutput('origin', r.origin);
    core.setOutput('host', r.host);
    core.setOutput('base_path', r.basePath);
    core.info(`Pages site of ${full}: ${r.baseUrl}`);
  } catch (err) {
    fail(err);
  }
}
