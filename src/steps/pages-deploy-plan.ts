/**
 * What a Pages deployment deploys, and the deployment from that choice to its end, for both shells (the
 * deploy-pages action and `sarif-pipeline pages deploy`): choose the artifact (a site to pack and upload first, a
 * run artifact by id or by name, or an archive at a URL) → resolve it to an id or a URL → deploy and follow it
 * (src/steps/deploy-pages.ts). The shells read their inputs, get the OIDC token and show the result; the
 * messages that name an input or a flag stay in them.
 */
import { join } from 'node:path';
import type { ApiClient, Logger, RepoRef, RunnerClient } from '../api/index.js';
import { UserError } from '../errors.js';
import {
  deployPages,
  findRunArtifact,
  oneArtifactNamed,
  type DeployPagesOptions,
  type DeployPagesResult,
} from './deploy-pages.js';
import { packSite, uploadRunArtifact } from './pages-pack.js';

/** The artifact name actions/upload-pages-artifact and actions/deploy-pages use by default. */
export const DEFAULT_PAGES_ARTIFACT = 'github-pages';

/** What the user gave: at most one of a site to pack, an archive URL and an artifact id; else a name in the run. */
export interface PagesArtifactGiven {
  /** A built site: packed and uploaded as the run artifact `name` first. */
  path?: string;
  url?: string;
  id?: number;
  /** The run artifact's name: the one deployed, or the one the pack is uploaded as. Default github-pages. */
  name?: string;
  /** The run whose artifact `name` is deployed. */
  runId?: string;
}

export type PagesArtifactChoice =
  | { kind: 'pack'; path: string; name: string }
  | { kind: 'url'; url: string }
  | { kind: 'id'; id: number }
  | { kind: 'name'; name: string; runId: string | undefined }
  /** More than one source given: the shell says which, in the words of its inputs. */
  | { kind: 'conflict' };

/** Choose the artifact: a site given is packed, else a URL or an id given is deployed, else the run's artifact by name. */
export function choosePagesArtifact(given: PagesArtifactGiven): PagesArtifactChoice {
  const sources = [given.path, given.url, given.id].filter((s) => s !== undefined && s !== '');
  if (sources.length > 1) return { kind: 'conflict' };
  const name = given.name || DEFAULT_PAGES_ARTIFACT;
  if (given.path) return { kind: 'pack', path: given.path, name };
  if (given.url) return { kind: 'url', url: given.url };
  if (given.id !== undefined) return { kind: 'id', id: given.id };
  return { kind: 'name', name, runId: given.runId };
}

export interface PagesDeployContext {
  api: ApiClient;
  /** The runner's services: the artifact upload (pack) and listing (viaArtifactService). */
  runner: RunnerClient;
  repo: RepoRef;
  /** Find a run artifact by name through the job's artifact service (no `actions: read`, as deploy-pages v4) rather than by REST. */
  viaArtifactService?: boolean;
  /** Where the pack's tar is written. */
  tempDir: string;
  logger: Partial<Logger> & { info: (message: string) => void };
}

/** Resolve the choice to what the service deploys: packed and uploaded, found by name in the run, or as given. */
export async function resolvePagesArtifact(
  choice: Exclude<PagesArtifactChoice, { kind: 'conflict' }>,
  ctx: PagesDeployContext,
): Promise<{ artifactId: number } | { artifactUrl: string }> {
  switch (choice.kind) {
    case 'url':
      return { artifactUrl: choice.url };
    case 'id':
      return { artifactId: choice.id };
    case 'pack': {
      const out = join(ctx.tempDir, 'artifact.tar');
      const packed = await packSite({ dir: choice.path, out });
      ctx.logger.info(`packed ${packed.files} file(s), ${packed.bytes} bytes, from ${choice.path}`);
      return { artifactId: (await uploadRunArtifact(ctx.runner, out, choice.name, 1)).id };
    }
    case 'name': {
      const { runId, name } = choice;
      if (!runId)
        throw new UserError('GITHUB_RUN_ID is not set: the artifact is found in the run that deploys it');
      const where = { ...ctx.repo, runId, name };
      const artifactId = ctx.viaArtifactService
        ? oneArtifactNamed(await ctx.runner.listArtifacts(), where)
        : await findRunArtifact(ctx.api, where);
      ctx.logger.info(`deploying artifact ${name} (id ${artifactId}) of run ${runId}`);
      return { artifactId };
    }
  }
}

/** Resolve the artifact, then create the deployment and follow it to its end (deployPages). */
export async function deployPagesArtifact(
  choice: Exclude<PagesArtifactChoice, { kind: 'conflict' }>,
  ctx: PagesDeployContext,
  deployment: Omit<DeployPagesOptions, 'owner' | 'repo' | 'artifactId' | 'artifactUrl' | 'logger'>,
): Promise<DeployPagesResult> {
  const artifact = await resolvePagesArtifact(choice, ctx);
  return deployPages(ctx.api, { ...ctx.repo, ...artifact, ...deployment, logger: ctx.logger });
}
