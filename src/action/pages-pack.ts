/**
 * GitHub Actions entry of the pack step (upload-pages-artifact/action.yml): the inputs of
 * actions/upload-pages-artifact with their meaning (path, name, retention-days, include-hidden-files), the site
 * packed as `artifact.tar` in RUNNER_TEMP and uploaded as a run artifact; outputs artifact_id and artifact-url.
 */
import * as core from '@actions/core';
import { join } from 'node:path';
import { packSite, uploadRunArtifact } from '../steps/pages-pack.js';
import { countInput, fail, flagInput, input } from './kit.js';

export async function run(): Promise<void> {
  try {
    const path = input('path') || '_site/';
    const name = input('name') || 'github-pages';
    const days = countInput('retention-days', 1, { max: 90, unit: 'days' });
    const out = join(process.env.RUNNER_TEMP || process.cwd(), 'artifact.tar');
    const packed = await packSite({ dir: path, out, includeHidden: flagInput('include-hidden-files') });
    core.info(`packed ${packed.files} file(s), ${packed.bytes} bytes, from ${path} into ${out}`);
    const uploaded = await uploadRunArtifact(out, name, days);
    const repository = process.env.GITHUB_REPOSITORY ?? '';
    const apiUrl = (process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
    core.setOutput('artifact_id', String(uploaded.id));
    core.setOutput('artifact-url', `${apiUrl}/repos/${repository}/actions/artifacts/${uploaded.id}/zip`);
    core.info(`uploaded the site as artifact ${name} (id ${uploaded.id}, sha256 ${uploaded.digest})`);
  } catch (err) {
    fail(err);
  }
}
