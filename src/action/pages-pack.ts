/**
 * GitHub Actions entry of the pack step (upload-pages-artifact/action.yml): the inputs of
 * actions/upload-pages-artifact with their meaning (path, name, retention-days, include-hidden-files), the site
 * packed as `artifact.tar` in RUNNER_TEMP and uploaded as a run artifact; outputs artifact_id and artifact-url.
 * The runtime token is masked (every form) before anything else, and goes to no origin but the artifact
 * service's; SIGTERM and SIGINT stop the upload (step.ts).
 */
import { join } from 'node:path';
import { runnerClient } from '../api/index.js';
import { artifactDownloadUrl, packSite, uploadRunArtifact } from '../steps/pages-pack.js';
import { parseRepository } from '../inputs.js';
import { countInput, flagInput, input } from './kit.js';
import { failureSummary } from '../summary/markdown.js';
import { packSummary, PAGES_TITLES } from '../summary/pages.js';
import { startStep } from './step.js';

export async function run(): Promise<void> {
  const step = startStep();
  step.secrets.add(process.env.ACTIONS_RUNTIME_TOKEN);
  try {
    const path = input('path') || '_site/';
    const name = input('name') || 'github-pages';
    const days = countInput('retention-days', 1, { max: 90, unit: 'days' });
    const out = join(process.env.RUNNER_TEMP || process.cwd(), 'artifact.tar');
    const packed = await packSite({ dir: path, out, includeHidden: flagInput('include-hidden-files') });
    step.info(`packed ${packed.files} file(s), ${packed.bytes} bytes, from ${path} into ${out}`);
    const runner = runnerClient({ logger: step.logger, secrets: step.secrets, signal: step.signal });
    const uploaded = await uploadRunArtifact(runner, out, name, days);
    step.output('artifact_id', String(uploaded.id));
    // The artifact's own URL: its id in the repository of the run (GITHUB_REPOSITORY, GITHUB_API_URL).
    const repository = process.env.GITHUB_REPOSITORY?.trim();
    const apiUrl = process.env.GITHUB_API_URL?.trim() || 'https://api.github.com';
    const url = repository
      ? artifactDownloadUrl(apiUrl, parseRepository(repository, 'GITHUB_REPOSITORY'), uploaded.id)
      : undefined;
    if (url) step.output('artifact-url', url);
    else
      step.warning('GITHUB_REPOSITORY is not set: no artifact-url output (the runner sets it in every job)');
    step.info(`uploaded the site as artifact ${name} (id ${uploaded.id}, sha256 ${uploaded.digest})`);
    await step.summary(packSummary(packed, { id: uploaded.id, name, url, size: uploaded.size }));
  } catch (err) {
    await step.summary(failureSummary(PAGES_TITLES.pack, step.failureText(err))).catch(() => undefined);
    step.fail(err);
  } finally {
    step.end();
  }
}
