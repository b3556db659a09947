/**
 * The runner's runtime service, as far as deploy-pages v1 uses it: the list of a run's artifacts at
 * `{ACTIONS_RUNTIME_URL}_apis/pipelines/workflows/{run_id}/artifacts?api-version=6.0-preview`, called with
 * `ACTIONS_RUNTIME_TOKEN` as Bearer (the job's runtime token, or its workflow token). Each entry's `url` already carries a query
 * string, to which that client appends `&%24expand=SignedContent` before posting it as `artifact_url`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identify } from '../auth.js';
import { type Ctx } from '../http.js';
import { ServiceError } from '../service-error.js';
import { expiresAt, isExpired } from '../pages/area.js';
import { artifactsOf } from '../pages/artifacts.js';
import { jobOfRuntimeToken } from './runtime-job.js';
import type { Run } from './run-types.js';
import { autoBind, callerRun } from './runs.js';

/** Where the runtime service is mounted: ACTIONS_RUNTIME_URL is the origin plus this, with a trailing slash. */
export const RUNTIME_PATH = '/_runtime';

/** An artifact's URL in the old listing, by run and name as the service writes it (`…/runs/{run}/artifacts?artifactName=`). */
export const RUN_ARTIFACT_PATH = new RegExp(`^${RUNTIME_PATH}/_apis/pipelines/1/runs/(\\d{1,15})/artifacts$`);
export const runtimeArtifactUrl = (ctx: Ctx, runId: number, name: string) =>
  `${ctx.config.origin}${RUNTIME_PATH}/_apis/pipelines/1/runs/${runId}/artifacts?artifactName=${encodeURIComponent(name)}`;

/** The run of the job calling: by its runtime token (a JWT of this emulator), or by its workflow token. */
async function jobRun(ctx: Ctx, req: FastifyRequest, runId: string): Promise<Run | undefined> {
  const header = req.headers.authorization;
  const bearer = typeof header === 'string' && /^bearer /i.test(header) ? header.slice(7).trim() : '';
  if (bearer.split('.').length === 3) return (await jobOfRuntimeToken(ctx, bearer))?.run;
  const caller = identify(ctx, req);
  if (caller.type !== 'token') return undefined;
  const run = callerRun(ctx, caller.secret, caller.token);
  if (!run || String(run.id) === runId) return run;
  return autoBind(ctx, caller.secret, caller.token, run.repo, runId, `GET ${req.url.split('?')[0]}`) ?? run;
}

export function registerRuntimeRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get<{ Params: { run_id: string } }>(
    `${RUNTIME_PATH}/_apis/pipelines/workflows/:run_id/artifacts`,
    async (req) => {
      const run = await jobRun(ctx, req, req.params.run_id);
      if (!run) {
        throw new ServiceError(
          401,
          'Requires the job token: send ACTIONS_RUNTIME_TOKEN (the runtime token, or the workflow token) as Bearer',
        );
      }
      if (String(run.id) !== req.params.run_id) {
        throw new ServiceError(404, `This job's token belongs to run ${run.id}, not ${req.params.run_id}`);
      }
      // Only what the old service holds: artifacts of the v4 service (upload-artifact v4+, upload-pages-artifact
      // v3+) are not in it, which is why deploy-pages before v4 finds no artifact after those.
      const value = artifactsOf(ctx, run.repo)
        .filter((a) => a.runId === run.id && a.service !== 'results' && !isExpired(a))
        .map((a) => ({
          containerId: a.id,
          size: a.size,
          signedContent: null,
          fileContainerResourceUrl: `${ctx.config.origin}${RUNTIME_PATH}/_apis/resources/Containers/${a.id}`,
          type: 'actions_storage',
          name: a.name,
          url: runtimeArtifactUrl(ctx, run.id, a.name),
          expiresOn: new Date(Date.parse(expiresAt(a))).toISOString(),
        }));
      return { count: value.length, value };
    },
  );
}
