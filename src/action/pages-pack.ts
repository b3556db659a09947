/**
 * GitHub Actions entry of the pack step (upload-pages-artifact/action.yml): the inputs of
 * actions/upload-pages-artifact with their meaning (path, name, retention-days, include-hidden-files), the site
 * packed as `artifact.tar` in RUNNER_TEMP and uploaded as a run artifact; outputs artifact_id and artifact-url.
 */
import * as core from '@actions/core';
import { join } from 'node:path';
import { UserError } from '../sarif/errors.js';
import { packSite, uploadRunArtifact } from '../steps/pages-pack.js';

const input = (name: string) => core.getInput(name).trim();

function retentionDays(): number {
  const raw = input('retention-days') || '1';
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1 || n > 90)
    throw new UserError(`retention-days must be a whole number of days from 1 to 90, got "${raw}"`);
  return n;
}

function flag(name: string): boolean {
  const raw = input(name);
  if (raw === '' || /^(false|False|FALSE)$/.test(raw)) return false;
  if (/^(true|True|TRUE)$/.test(raw)) return true;
  throw new UserError(`${name} must be true or false, got "${raw}"`);
}

export async function run(): Promise<void> {
  try {
    const path = input('path') || '_site/';
    const name = input('name') || 'github-pages';
    const days = retentionDays();
    const out = join(process.env.RUNNER_TEMP || process.cwd(), 'artifact.tar');
    const packed = await packSite({ dir: path, out, includeHidden: flag('include-hidden-files') });
    core.info(`packed ${packed.files} file(s), ${packed.bytes} bytes, from ${path} into ${out}`);
    const uploaded = await uploadRunArtifact(out, name, days);
    const repository = process.env.GITHUB_REPOSITORY ?? '';
    const apiUrl = (process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
    core.setOutput('artifact_id', String(uploaded.id));
    core.setOutput('artifact-url', `${apiUrl}/repos/${repository}/actions/artifacts/${uploaded.id}/zip`);
    core.info(`uploaded the site as artifact ${name} (id ${uploaded.id}, sha256 ${uploaded.digest})`);
  } catch (err) {
    if (err instanceof UserError) core.setFailed(`${err.message}${err.hint ? `\n${err.hint}` : ''}`);
    else {
      core.debug((err as Error)?.stack ?? String(err));
      core.setFailed(
        `internal error (a bug in sarif-pipeline; please report it): ${(err as Error)?.message ?? String(err)}`,
      );
    }
  }
}
