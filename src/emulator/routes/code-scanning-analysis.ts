/**
 * The upload operations of codeql-action (`upload-sarif`, `analyze`), beyond the spec, their shapes taken from
 * that client's source (src/upload-lib.ts, src/status-report.ts at v4.35.4):
 *
 * - `PUT /repos/{owner}/{repo}/code-scanning/analysis`: `commit_oid`, `ref`, `analysis_key`, `analysis_name`,
 *   `sarif` (gzip + Base64), `workflow_run_id`, `workflow_run_attempt`, `checkout_uri`, `environment`,
 *   `started_at`, `tool_names`, `base_ref`, `base_sha`. Checked and processed exactly as the spec's
 *   `POST .../code-scanning/sarifs` (its id is polled at `.../code-scanning/sarifs/{id}`), answered 202 with
 *   `{ id, url }`; the client reads `id`. The ref may also be a tag, as that client documents.
 * - `PUT /repos/{owner}/{repo}/code-scanning/analysis/status`: the client's status reports (a JSON object of its
 *   own making), accepted with 204 and journaled in the state (`areas.codeScanningStatusReports`, the latest 100).
 */
import { autoBind } from '../actions/runs.js';
import { repoAccess } from '../auth.js';
import { isoNow, type Ctx } from '../http.js';
import { ServiceError } from '../service-error.js';
import { fullName } from '../state.js';
import { WRITE } from '../code-scanning/area.js';
import { acceptSarif } from '../code-scanning/uploads.js';
import type { RouteModule } from '../route-module.js';

interface RepoParams {
  owner: string;
  repo: string;
}

export interface StatusReport {
  received_at: string;
  repository: string;
  report: Record<string, unknown>;
}

/** Status reports kept in the state. */
export const STATUS_REPORTS_KEPT = 100;

const ANALYSIS_REF = /^refs\/(heads\/\S+|tags\/\S+|pull\/\d+\/(merge|head))$/;

const reports = (ctx: Ctx) => ctx.store.area<StatusReport[]>('codeScanningStatusReports', () => []);

export const codeScanningAnalysisRoutes: RouteModule = (api, ctx) => {
  api.put<{ Params: RepoParams; Body: Record<string, unknown> }>(
    '/repos/:owner/:repo/code-scanning/analysis',
    async (req, reply) => {
      const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, WRITE);
      const body = objectBody(req.body);
      const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
      const caller = req.caller;
      if (caller.type === 'token' && body.workflow_run_id !== undefined)
        autoBind(
          ctx,
          caller.secret,
          caller.token,
          repo,
          String(body.workflow_run_id),
          `PUT ${req.url.split('?')[0]}`,
        );
      const upload = await acceptSarif(ctx, req, repo, {
        commit_sha: body.commit_oid,
        shaField: 'commit_oid',
        ref: body.ref,
        refs: {
          pattern: ANALYSIS_REF,
          hint: 'refs/heads/<branch>, refs/tags/<tag>, refs/pull/<number>/merge or refs/pull/<number>/head',
        },
        sarif: body.sarif,
        started_at: body.started_at ?? undefined,
        checkout_uri: body.checkout_uri ?? undefined,
        analysisKey: text(body.analysis_key),
        environment: text(body.environment),
      });
      return reply.code(202).send({
        id: upload.id,
        url: ctx.apiUrl(`/repos/${repo.owner}/${repo.name}/code-scanning/sarifs/${upload.id}`),
      });
    },
  );

  api.put<{ Params: RepoParams; Body: unknown }>(
    '/repos/:owner/:repo/code-scanning/analysis/status',
    async (req, reply) => {
      const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, WRITE);
      const report = objectBody(req.body);
      ctx.store.write(() => {
        const list = reports(ctx);
        // The oldest go first, each saved as one removal (a splice after the push saved every report it moved).
        for (let n = list.length + 1 - STATUS_REPORTS_KEPT; n > 0; n--) ctx.store.removeAt(list, 0);
        list.push({ received_at: isoNow(), repository: fullName(repo), report });
      });
      return reply.code(204).send();
    },
  );
};

function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ServiceError(400, 'Body should be a JSON object');
  }
  return body as Record<string, unknown>;
}
