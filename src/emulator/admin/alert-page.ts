/**
 * One code-scanning alert as a web page, where the links of the steps' summaries, the API's `html_url` and the
 * dashboard's alert table lead: `/{owner}/{repo}/security/code-scanning/{number}` (the service's own form; see
 * webPageOf) redirects to `/_emulator/alerts/{owner}/{repo}/{number}`, which the admin token guards like the rest
 * of the dashboard (a private repository's alert is no one else's to read). The page shows what the API answers for
 * the alert (state, rule, tool, dismissal, the most recent instance) and its instance on each ref.
 */
import type { FastifyInstance } from 'fastify';
import type { Alert } from '../code-scanning/area.js';
import type { Ctx } from '../http.js';
import { alertOf, shownRef } from '../routes/code-scanning-alert.js';
import { render } from '../routes/code-scanning.js';
import { ServiceError } from '../service-error.js';
import { findRepo, fullName, type Repo } from '../state.js';
import { DASHBOARD_CSP, esc } from './html.js';
import { blobPagePath, commitPagePath } from './repo-pages.js';
import { ADMIN_PREFIX } from './token.js';

type Params = { owner: string; repo: string; number: string };

/** The alert's page under the dashboard (admin token). */
export function registerAlertPage(admin: FastifyInstance, ctx: Ctx): void {
  admin.get<{ Params: Params }>('/alerts/:owner/:repo/:number', async (req, reply) => {
    const { repo, alert } = alertAt(ctx, req.params);
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', DASHBOARD_CSP)
      .send(alertHtml(ctx, repo, alert));
  });
}

/**
 * Where a web address of the service that the API hands out is shown here, if it is one: an alert's `html_url` (its
 * page), a repository's code-scanning alerts (the dashboard's table, filtered to it), a workflow run's `html_url`
 * and a repository's Pages and deploy-key settings (the dashboard's section). `repoExists` keeps addresses of
 * repositories the emulator does not hold a 404, as on the service. Read from the path by the root's not-found
 * handler, not routed: a route with an `:owner` parameter at the root would answer 414 to any long first segment,
 * which the service answers 404.
 */
export function webPageOf(
  url: string,
  repoExists: (owner: string, repo: string) => boolean,
): string | undefined {
  const m = /^\/([^/?#]+)\/([^/?#]+)(?:\/([^?#]*?))?\/?(?:[?#].*)?$/.exec(url);
  if (!m) return undefined;
  let owner: string, repo: string;
  try {
    [owner, repo] = [decodeURIComponent(m[1]), decodeURIComponent(m[2])];
  } catch {
    return undefined; // not valid percent-encoding: no such repository
  }
  const rest = m[3] ?? '';
  const alert = /^security\/code-scanning\/(\d{1,9})$/.exec(rest);
  if (alert) return alertPagePath(owner, repo, Number(alert[1]));
  // A file or a commit: its page says itself when the repository, the ref or the file is not there.
  const blob = /^blob\/(.+)$/.exec(rest);
  // No dot segment: the address it redirects to stays under the file pages.
  if (blob?.[1].split('/').some((s) => s === '.' || s === '..')) return undefined;
  if (blob) return `${ADMIN_PREFIX}/blob/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/${blob[1]}`;
  const commit = /^commit\/([0-9a-fA-F]{7,40})$/.exec(rest);
  if (commit) return commitPagePath(owner, repo, commit[1]);
  const section = WEB_SECTIONS.find(([pattern]) => pattern.test(rest));
  if (!section || !repoExists(owner, repo)) return undefined;
  const filtered = `${ADMIN_PREFIX}/?q=${encodeURIComponent(`${owner}/${repo}`.toLowerCase())}`;
  if (section[1] === '') return filtered;
  return section[1] === 's-alerts' ? `${filtered}#s-alerts` : `${ADMIN_PREFIX}/#${section[1]}`;
}

/** A repository's web pages (the path after `/{owner}/{repo}/`) and the dashboard section that shows the same. */
const WEB_SECTIONS: [RegExp, string][] = [
  [/^$/, ''], // the repository's home: the dashboard, its alerts filtered to it
  [/^security\/code-scanning$/, 's-alerts'],
  [/^actions\/runs\/\d{1,12}(?:\/.*)?$/, 's-runs'],
  [/^(?:settings\/pages|deployments(?:\/.*)?)$/, 's-pages'],
  [/^settings\/keys$/, 's-keys'],
];

export const alertPagePath = (owner: string, repo: string, number: number) =>
  `${ADMIN_PREFIX}/alerts/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/${number}`;

function alertAt(ctx: Ctx, p: Params): { repo: Repo; alert: Alert } {
  const repo = ctx.store.read((s) => findRepo(s, p.owner, p.repo));
  if (!repo) throw new ServiceError(404, `No repository ${p.owner}/${p.repo}`);
  return { repo, alert: alertOf(ctx, repo, p.number) };
}

/** The file's page at the alert's line: at its commit when that is the one the state holds, else its branch's. */
function sourceLink(repo: Repo, sha: string, path: string, line: number): string {
  const head = repo.commits[repo.commits.length - 1]?.sha;
  return `${blobPagePath(repo.owner, repo.name, sha === head ? sha : repo.defaultBranch, path)}#L${line}`;
}

const row = (label: string, value: string) => `<tr><th scope="row">${esc(label)}</th><td>${value}</td></tr>`;
const code = (v: unknown) => `<code>${esc(v)}</code>`;

function alertHtml(ctx: Ctx, repo: Repo, a: Alert): string {
  const shown = render(ctx, repo, a, shownRef(repo, a), false);
  const i = shown.most_recent_instance;
  const loc = i.location;
  const lines = loc.end_line > loc.start_line ? `${loc.start_line}-${loc.end_line}` : `${loc.start_line}`;
  const severity = a.rule.security_severity_level
    ? `${esc(a.rule.security_severity_level)} (security severity; level ${esc(a.rule.severity)})`
    : esc(a.rule.severity);
  const dismissed = a.dismissed
    ? row(
        'dismissed',
        `${esc(a.dismissed.reason)} by ${esc(a.dismissed.by)} at ${esc(a.dismissed.at)}${a.dismissed.comment ? `: ${esc(a.dismissed.comment)}` : ''}`,
      )
    : '';
  const instances = Object.values(a.instances).map(
    (x) =>
      `<tr><td>${code(x.ref)}</td><td>${esc(x.state)}</td><td>${code(x.category || '(none)')}</td><td>${code(x.commit_sha.slice(0, 12))}</td><td>${code(`${x.location.path}:${x.location.start_line}`)}</td><td>${esc(x.message.text)}</td></tr>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Alert ${a.number} · ${esc(fullName(repo))} · sarif-pipeline emulator</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="${ADMIN_PREFIX}/dashboard.css"></head>
<body>
<header><h1>${esc(fullName(repo))}: alert ${a.number}, ${esc(shown.state)}</h1><span><a href="${ADMIN_PREFIX}/#s-alerts">all alerts (dashboard)</a></span></header>
<main>
<section><h2>${esc(a.rule.description)}</h2>
<table class="alert">
${row('rule', `${code(a.rule.id)}${a.rule.name !== a.rule.id ? ` (${esc(a.rule.name)})` : ''}`)}
${row('severity', severity)}
${row('tool', `${esc(a.tool.name)}${a.tool.version ? ` ${esc(a.tool.version)}` : ''}`)}
${row('where', `<a href="${esc(sourceLink(repo, i.commit_sha, loc.path, loc.start_line))}">${code(`${loc.path}:${lines}`)}</a> on ${code(i.ref)} at ${code(i.commit_sha.slice(0, 12))}`)}
${row('message', esc(i.message.text))}
${a.rule.tags?.length ? row('tags', a.rule.tags.map(code).join(' ')) : ''}
${row('created', esc(a.createdAt))}
${row('updated', esc(a.updatedAt))}
${shown.fixed_at ? row('fixed', esc(shown.fixed_at)) : ''}
${dismissed}
${row('API', `<a href="${esc(shown.url)}">${esc(shown.url)}</a>`)}
</table></section>
${a.rule.full_description !== a.rule.description ? `<section><h2>About the rule</h2><p>${esc(a.rule.full_description)}</p></section>` : ''}
${a.rule.help ? `<section><h2>Help</h2><pre>${esc(a.rule.help)}</pre></section>` : ''}
<section><h2>Instances (${instances.length})</h2>
<table><thead><tr><th>ref</th><th>state</th><th>category</th><th>commit</th><th>location</th><th>message</th></tr></thead>
<tbody>${instances.join('')}</tbody></table></section>
</main></body></html>`;
}
