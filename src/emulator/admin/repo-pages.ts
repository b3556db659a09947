/**
 * A file and a commit as web pages, where the API's `html_url`s lead: a code search item's and a workflow's
 * `/{owner}/{repo}/blob/{ref}/{path}`, a commit search item's `/{owner}/{repo}/commit/{sha}` (see webPageOf in
 * alert-page.ts), and an alert page's location. Under the dashboard, behind its admin token (a private repository's
 * files are no one else's to read).
 *
 * The state holds one tree a repository: its default branch's, at its last commit. A blob page answers for that
 * branch's name, `HEAD`, or the last commit's sha (whole or a prefix of 7 or more); any other ref is a 404 that says
 * so, rather than showing today's text under an older commit's name.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Ctx } from '../http.js';
import { ServiceError } from '../service-error.js';
import { findRepo, fullName, type Commit, type Repo } from '../state.js';
import { DASHBOARD_CSP, esc } from './html.js';
import { ADMIN_PREFIX } from './token.js';

/** The dashboard's page of a file (`ref` is a branch name or a commit's sha). */
export const blobPagePath = (owner: string, repo: string, ref: string, path: string) =>
  `${ADMIN_PREFIX}/blob/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/${encodeURIComponent(ref)}/${path
    .split('/')
    .map(encodeURIComponent)
    .join('/')}`;

export const commitPagePath = (owner: string, repo: string, sha: string) =>
  `${ADMIN_PREFIX}/commit/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/${encodeURIComponent(sha)}`;

export function registerRepoPages(admin: FastifyInstance, ctx: Ctx): void {
  admin.get<{ Params: { owner: string; repo: string; '*': string } }>(
    '/blob/:owner/:repo/*',
    async (req, reply) => {
      const repo = repoAt(ctx, req.params.owner, req.params.repo);
      const { ref, path } = splitRef(repo, req.params['*']);
      const file = repo.files.find((f) => f.path === path);
      if (!file) throw new ServiceError(404, `No file ${path} on ${ref} in ${fullName(repo)}`);
      return html(reply, blobHtml(repo, ref, path, file.content));
    },
  );
  admin.get<{ Params: { owner: string; repo: string; sha: string } }>(
    '/commit/:owner/:repo/:sha',
    async (req, reply) => {
      const repo = repoAt(ctx, req.params.owner, req.params.repo);
      const commit = commitOf(repo, req.params.sha);
      if (!commit) throw new ServiceError(404, `No commit ${req.params.sha} in ${fullName(repo)}`);
      return html(reply, commitHtml(repo, commit));
    },
  );
}

function repoAt(ctx: Ctx, owner: string, name: string): Repo {
  const repo = ctx.store.read((s) => findRepo(s, owner, name));
  if (!repo) throw new ServiceError(404, `No repository ${owner}/${name}`);
  return repo;
}

/** A commit by its sha or a prefix of at least 7 hex digits that names one commit only. */
function commitOf(repo: Repo, sha: string): Commit | undefined {
  const s = sha.toLowerCase();
  if (!/^[0-9a-f]{7,40}$/.test(s)) return undefined;
  const found = repo.commits.filter((c) => c.sha.startsWith(s));
  return found.length === 1 ? found[0] : undefined;
}

/** `{ref}/{path}`: the ref is the default branch's name (which may hold slashes), `HEAD` or the last commit. */
function splitRef(repo: Repo, rest: string): { ref: string; path: string } {
  const branch = repo.defaultBranch;
  if (rest.startsWith(`${branch}/`)) return { ref: branch, path: rest.slice(branch.length + 1) };
  const slash = rest.indexOf('/');
  const ref = slash < 0 ? rest : rest.slice(0, slash);
  const head = repo.commits[repo.commits.length - 1];
  if (ref === 'HEAD' || (head && commitOf(repo, ref) === head)) return { ref, path: rest.slice(slash + 1) };
  throw new ServiceError(
    404,
    `The emulator holds the files of ${fullName(repo)} only as of its default branch (${branch}${head ? `, commit ${head.sha.slice(0, 12)}` : ''}), not ${ref}`,
  );
}

function html(reply: FastifyReply, body: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', DASHBOARD_CSP)
    .send(body);
}

const shell = (title: string, heading: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · sarif-pipeline emulator</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="${ADMIN_PREFIX}/dashboard.css"></head>
<body>
<header><h1>${heading}</h1><span><a href="${ADMIN_PREFIX}/">dashboard</a></span></header>
<main>
${body}
</main></body></html>`;

/** The file's lines, each with its number as a link and an `L{n}` anchor (what `#L10` in an address points at). */
function blobHtml(repo: Repo, ref: string, path: string, content: string): string {
  const lines = content.split(/\r?\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  const rows = lines
    .map(
      (l, k) =>
        `<tr id="L${k + 1}"><td class="ln"><a href="#L${k + 1}">${k + 1}</a></td><td>${esc(l)}</td></tr>`,
    )
    .join('');
  const heading = `${esc(fullName(repo))}: <code>${esc(path)}</code> on <code>${esc(ref)}</code>`;
  return shell(
    `${path} · ${fullName(repo)}`,
    heading,
    `<section><p>${lines.length} lines, ${Buffer.byteLength(content)} bytes</p>
<table class="blob"><tbody>${rows}</tbody></table></section>`,
  );
}

function commitHtml(repo: Repo, c: Commit): string {
  const person = (p: Commit['author']) => `${esc(p.name)} &lt;${esc(p.email)}&gt; at ${esc(p.date)}`;
  const [subject, ...body] = c.message.split('\n');
  const parents = c.parents.map(
    (p) =>
      `<a href="${esc(commitPagePath(repo.owner, repo.name, p))}"><code>${esc(p.slice(0, 12))}</code></a>`,
  );
  return shell(
    `${subject} · ${fullName(repo)}@${c.sha.slice(0, 7)}`,
    `${esc(fullName(repo))}: commit <code>${esc(c.sha.slice(0, 12))}</code>`,
    `<section><h2>${esc(subject)}</h2>${body.join('\n').trim() ? `<pre>${esc(body.join('\n').trim())}</pre>` : ''}
<table class="alert">
<tr><th scope="row">sha</th><td><code>${esc(c.sha)}</code></td></tr>
<tr><th scope="row">author</th><td>${person(c.author)}</td></tr>
<tr><th scope="row">committer</th><td>${person(c.committer)}</td></tr>
<tr><th scope="row">parents</th><td>${parents.join(' ') || '(none)'}</td></tr>
</table></section>`,
  );
}
