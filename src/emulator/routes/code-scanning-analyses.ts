/**
 * Code-scanning analyses, as the published description has them: one per run of each processed upload.
 * `GET …/code-scanning/analyses` (filters tool_name, tool_guid, ref, sarif_id; newest first unless direction=asc),
 * which is where a SARIF upload's `analyses_url` points, and `GET …/code-scanning/analyses/{analysis_id}`, also as
 * SARIF (`Accept: application/sarif+json`): the analysis' results with the `<vendor>/alertNumber` and
 * `<vendor>/alertUrl` properties (spec, code scanning rule 10). `DELETE …/analyses/{analysis_id}` removes the
 * latest analysis of its set (ref, tool, category), the last of a set only with `confirm_delete`, and answers where
 * to go on, as the service does; the alerts the analysis made stay.
 */
import { repoAccess } from '../auth.js';
import { paginate, type Ctx } from '../http.js';
import { ServiceError, validationFailed } from '../service-error.js';
import { fullName, type Repo } from '../state.js';
import type { RouteModule } from '../route-module.js';
import {
  alertsWhere,
  area,
  normalizeRef,
  READ,
  requireAdvancedSecurity,
  requireAnalysis,
  WRITE,
  type Analysis,
} from '../code-scanning/area.js';

interface RepoParams {
  owner: string;
  repo: string;
}

const analysesOf = (ctx: Ctx, repo: Repo): Analysis[] =>
  ctx.store.read(() => (area(ctx).analyses ?? []).filter((a) => a.repoId === repo.id));

const setOf = (a: Analysis) => `${a.ref}\0${a.tool.name}\0${a.category}`;

/** The latest analysis of each ref, tool and category can be deleted (the service deletes newest first). */
function deletableIds(all: Analysis[]): Set<number> {
  const latest = new Map<string, number>();
  for (const a of all) latest.set(setOf(a), a.id);
  return new Set(latest.values());
}

function renderAnalysis(ctx: Ctx, repo: Repo, a: Analysis, deletable: boolean) {
  return {
    ref: a.ref,
    commit_sha: a.commitSha,
    analysis_key: a.analysisKey,
    environment: a.environment,
    category: a.category,
    error: '',
    created_at: a.createdAt,
    results_count: a.resultsCount,
    rules_count: a.rulesCount,
    id: a.id,
    url: ctx.apiUrl(`/repos/${fullName(repo)}/code-scanning/analyses/${a.id}`),
    sarif_id: a.sarifId,
    tool: a.tool,
    deletable,
    warning: '',
  };
}

/** The analysis as SARIF: its tool, category and the results (alerts) it reported, with their numbers and URLs. */
function analysisSarif(ctx: Ctx, repo: Repo, a: Analysis) {
  const vendor = ctx.config.vendor;
  const alerts = alertsWhere(ctx, (x) => {
    const i = x.instances[a.ref];
    return (
      x.repoId === repo.id &&
      i !== undefined &&
      i.commit_sha === a.commitSha &&
      i.category === a.category &&
      x.tool.name === a.tool.name
    );
  });
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: a.tool.name,
            ...(a.tool.version ? { version: a.tool.version } : {}),
            ...(a.tool.guid ? { guid: a.tool.guid } : {}),
          },
        },
        automationDetails: { id: a.category },
        results: alerts.map((x) => {
          const i = x.instances[a.ref];
          return {
            ruleId: x.rule.id,
            message: { text: i.message.text },
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: i.location.path },
                  region: {
                    startLine: i.location.start_line,
                    endLine: i.location.end_line,
                    startColumn: i.location.start_column,
                    endColumn: i.location.end_column,
                  },
                },
              },
            ],
            properties: {
              [`${vendor}/alertNumber`]: x.number,
              [`${vendor}/alertUrl`]: ctx.apiUrl(`/repos/${fullName(repo)}/code-scanning/alerts/${x.number}`),
            },
          };
        }),
      },
    ],
  };
}

export const codeScanningAnalysesRoutes: RouteModule = (api, ctx) => {
  api.get<{ Params: RepoParams; Querystring: Record<string, string> }>(
    '/repos/:owner/:repo/code-scanning/analyses',
    async (req, reply) => {
      const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
      requireAdvancedSecurity(repo);
      const q = req.query;
      const problems: string[] = [];
      if (q.tool_name !== undefined && q.tool_guid !== undefined)
        problems.push('tool_name and tool_guid are mutually exclusive: give one or the other');
      if (q.direction !== undefined && !['asc', 'desc'].includes(q.direction))
        problems.push('direction must be asc or desc');
      if (q.sort !== undefined && q.sort !== 'created') problems.push('sort must be created');
      if (problems.length > 0)
        throw validationFailed(
          problems.map((message) => ({ code: 'invalid', message })),
          problems.join('; '),
        );
      requireAnalysis(ctx, repo.id);
      const all = analysesOf(ctx, repo);
      const deletable = deletableIds(all);
      const ref = q.ref === undefined ? undefined : normalizeRef(q.ref);
      const chosen = all.filter(
        (a) =>
          (q.tool_name === undefined || a.tool.name === q.tool_name) &&
          (q.tool_guid === undefined || a.tool.guid === (q.tool_guid === '' ? null : q.tool_guid)) &&
          (ref === undefined || a.ref === ref) &&
          (q.sarif_id === undefined || a.sarifId === q.sarif_id),
      );
      if (q.direction !== 'asc') chosen.reverse();
      return paginate(ctx, req, reply, chosen).map((a) => renderAnalysis(ctx, repo, a, deletable.has(a.id)));
    },
  );

  api.get<{ Params: RepoParams & { analysis_id: string } }>(
    '/repos/:owner/:repo/code-scanning/analyses/:analysis_id',
    async (req, reply) => {
      const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
      requireAdvancedSecurity(repo);
      const all = analysesOf(ctx, repo);
      const analysis = all.find((a) => String(a.id) === req.params.analysis_id);
      if (!analysis)
        throw new ServiceError(404, `No analysis ${req.params.analysis_id} in ${fullName(repo)}`);
      if (/application\/sarif\+json/i.test(String(req.headers.accept ?? '')))
        return reply
          .type('application/sarif+json; charset=utf-8')
          .send(JSON.stringify(analysisSarif(ctx, repo, analysis)));
      return renderAnalysis(ctx, repo, analysis, deletableIds(all).has(analysis.id));
    },
  );

  api.delete<{ Params: RepoParams & { analysis_id: string }; Querystring: { confirm_delete?: string } }>(
    '/repos/:owner/:repo/code-scanning/analyses/:analysis_id',
    async (req, reply) => {
      const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, WRITE);
      requireAdvancedSecurity(repo);
      const all = analysesOf(ctx, repo);
      const analysis = all.find((a) => String(a.id) === req.params.analysis_id);
      if (!analysis)
        throw new ServiceError(404, `No analysis ${req.params.analysis_id} in ${fullName(repo)}`);
      if (!deletableIds(all).has(analysis.id))
        throw new ServiceError(
          400,
          'Analysis specified is not deletable: delete the latest analysis of its ref, tool and category first',
        );
      const rest = all.filter((a) => setOf(a) === setOf(analysis) && a.id !== analysis.id);
      const confirmed = req.query.confirm_delete !== undefined && req.query.confirm_delete !== 'false';
      if (rest.length === 0 && !confirmed)
        throw new ServiceError(
          400,
          'Analysis is last of its type and deletion may result in the loss of historical alert data: add confirm_delete to delete it',
        );
      ctx.store.write(() => {
        const list = area(ctx).analyses ?? [];
        const i = list.findIndex((a) => a.id === analysis.id);
        if (i >= 0) ctx.store.removeAt(list, i);
      });
      const next = rest[rest.length - 1];
      const url = (a: Analysis) => ctx.apiUrl(`/repos/${fullName(repo)}/code-scanning/analyses/${a.id}`);
      return {
        next_analysis_url: next && rest.length > 1 ? url(next) : null,
        confirm_delete_url: next && rest.length === 1 ? `${url(next)}?confirm_delete` : null,
      };
    },
  );
};
