/**
 * One code-scanning alert, as the published description has it: `GET …/code-scanning/alerts/{alert_number}`,
 * `PATCH` the same (dismiss with a reason and comment, or reopen), and `GET …/alerts/{alert_number}/instances`
 * (one instance per ref). A dismissal holds on every ref, survives later analyses that still report the alert, and
 * shows in every listing, filter and count (`state=dismissed`, `state=closed`); reopening removes it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorLogin, repoAccess } from '../auth.js';
import { isoNow, paginate, type Ctx } from '../http.js';
import { ServiceError, validationFailed } from '../service-error.js';
import { fullName, type Repo } from '../state.js';
import type { RouteModule } from '../route-module.js';
import {
  alertState,
  alertsWhere,
  DISMISSED_REASONS,
  normalizeRef,
  READ,
  requireAdvancedSecurity,
  WRITE,
  type Alert,
  type DismissedReason,
} from '../code-scanning/area.js';
import { render } from './code-scanning.js';

interface AlertParams {
  owner: string;
  repo: string;
  alert_number: string;
}

const COMMENT_MAX = 280;

/** The ref whose instance an alert shows: the default branch's if it has one, else its latest instance's. */
export function shownRef(repo: Repo, a: Alert): string {
  const main = `refs/heads/${repo.defaultBranch}`;
  if (a.instances[main]) return main;
  return Object.keys(a.instances).pop() ?? main;
}

/** Alert `raw` (its number as given) of the repository, found past the change tracker; 404 when there is none. */
export function alertOf(ctx: Ctx, repo: Repo, raw: string): Alert {
  const number = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  const [alert] = alertsWhere(ctx, (a) => a.repoId === repo.id && a.number === number);
  if (!alert) throw new ServiceError(404, `No alert found for alert number ${raw} in ${fullName(repo)}`);
  return alert;
}

function access(ctx: Ctx, req: FastifyRequest<{ Params: AlertParams }>, reply: FastifyReply, write: boolean) {
  const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, write ? WRITE : READ);
  requireAdvancedSecurity(repo);
  return repo;
}

/** The PATCH body's problems, as the description's schema gives them. */
function checkPatch(body: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const known = new Set(['state', 'dismissed_reason', 'dismissed_comment', 'create_request', 'assignees']);
  for (const k of Object.keys(body))
    if (!known.has(k)) problems.push(`${k} is not a field of this operation`);
  if (body.state === undefined) problems.push('state is required (open or dismissed)');
  else if (body.state !== 'open' && body.state !== 'dismissed')
    problems.push('state must be open or dismissed');
  if (body.state === 'dismissed') {
    if (!DISMISSED_REASONS.includes(body.dismissed_reason as DismissedReason))
      problems.push(
        `dismissed_reason is required to dismiss: one of ${DISMISSED_REASONS.map((r) => JSON.stringify(r)).join(', ')}`,
      );
  } else if (body.dismissed_reason !== undefined && body.dismissed_reason !== null)
    problems.push('dismissed_reason is only for state dismissed');
  const comment = body.dismissed_comment;
  if (
    comment !== undefined &&
    comment !== null &&
    (typeof comment !== 'string' || comment.length > COMMENT_MAX)
  )
    problems.push(`dismissed_comment must be a string of at most ${COMMENT_MAX} characters`);
  return problems;
}

export const codeScanningAlertRoutes: RouteModule = (api, ctx) => {
  const path = '/repos/:owner/:repo/code-scanning/alerts/:alert_number';

  api.get<{ Params: AlertParams }>(path, async (req, reply) => {
    const repo = access(ctx, req, reply, false);
    const alert = alertOf(ctx, repo, req.params.alert_number);
    return render(ctx, repo, alert, shownRef(repo, alert), false);
  });

  api.patch<{ Params: AlertParams; Body: unknown }>(path, async (req, reply) => {
    const repo = access(ctx, req, reply, true);
    const body = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new ServiceError(400, 'Body should be a JSON object');
    const fields = body as Record<string, unknown>;
    const problems = checkPatch(fields);
    if (problems.length > 0)
      throw validationFailed(
        problems.map((message) => ({ resource: 'CodeScanningAlert', code: 'invalid', message })),
        `Invalid request: ${problems.join('; ')}`,
      );
    const { number } = alertOf(ctx, repo, req.params.alert_number);
    const by = actorLogin(req.caller, ctx.config.vendor);
    const alert = ctx.store.write(() => {
      const [a] = alertsWhere(ctx, (x) => x.repoId === repo.id && x.number === number);
      const now = isoNow();
      if (fields.state === 'dismissed') {
        a.dismissed = {
          by,
          at: now,
          reason: fields.dismissed_reason as DismissedReason,
          comment: typeof fields.dismissed_comment === 'string' ? fields.dismissed_comment : null,
        };
        a.updatedAt = now;
      } else if (a.dismissed) {
        delete a.dismissed;
        a.updatedAt = now;
      }
      return a;
    });
    return render(ctx, repo, alert, shownRef(repo, alert), false);
  });

  api.get<{ Params: AlertParams; Querystring: { ref?: string } }>(`${path}/instances`, async (req, reply) => {
    const repo = access(ctx, req, reply, false);
    const alert = alertOf(ctx, repo, req.params.alert_number);
    const only = req.query.ref === undefined ? undefined : normalizeRef(req.query.ref);
    const instances = Object.values(alert.instances)
      .filter((i) => only === undefined || i.ref === only)
      .map((i) => ({
        ...i,
        state: alertState(alert, i),
        html_url: ctx.webUrl(
          `/${fullName(repo)}/security/code-scanning/${alert.number}?ref=${encodeURIComponent(i.ref)}`,
        ),
      }));
    return paginate(ctx, req, reply, instances);
  });
};
