/**
 * GitHub Actions entry of the configure step (configure-pages/action.yml): actions/configure-pages' inputs (token,
 * enablement; static_site_generator and generator_config_file are accepted and not acted on, with a notice) and
 * outputs (base_url, origin, host, base_path). SIGTERM and SIGINT stop its requests (step.ts).
 */
import { createClient } from '../api/index.js';
import { configurePages } from '../steps/pages-configure.js';
import { flagInput, input, repositoryInput, tokenInput } from './kit.js';
import { failureSummary } from '../summary/markdown.js';
import { configureSummary, PAGES_TITLES } from '../summary/pages.js';
import { startStep } from './step.js';

export async function run(): Promise<void> {
  const step = startStep();
  try {
    const token = tokenInput('token', undefined, step.secrets);
    const enablement = flagInput('enablement');
    if (input('static_site_generator') || input('generator_config_file'))
      step.notice(
        'static_site_generator and generator_config_file are accepted and ignored: pass base_path to your generator yourself (this step does not edit its configuration)',
      );
    const { owner, repo } = repositoryInput();
    const full = `${owner}/${repo}`;
    const api = createClient({
      baseUrl: process.env.GITHUB_API_URL || undefined,
      auth: { token },
      logger: step.logger,
      secrets: step.secrets,
      signal: step.signal,
    });
    const r = await configurePages(api, { owner, repo, enablement });
    if (r.created) step.info(`enabled Pages for ${full} (deployments from workflows)`);
    step.output('base_url', r.baseUrl);
    step.output('origin', r.origin);
    step.output('host', r.host);
    step.output('base_path', r.basePath);
    step.info(`Pages site of ${full}: ${r.baseUrl}`);
    await step.summary(configureSummary({ ...r, repository: full }));
  } catch (err) {
    await step.summary(failureSummary(PAGES_TITLES.configure, step.failureText(err))).catch(() => undefined);
    step.fail(err);
  } finally {
    step.end();
  }
}
