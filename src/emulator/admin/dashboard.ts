/**
 * The dashboard at /_emulator/: one server-rendered page (no build step, no CDN; its script and style served as
 * files, /_emulator/dashboard.js and .css, under a CSP without inline code) whose small script refreshes the
 * state sections every second, appends the request journal live (server-sent events), and adds or removes faults
 * and resets through the admin API. The page is only served to holders of the admin token (routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { FaultRule, JournalEntry } from '../faults.js';
import type { Ctx } from '../http.js';
import { overview, type Overview } from './overview.js';

const esc = (v: unknown) =>
  String(v).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Only http(s) links: anything else is shown as text. */
const link = (url: string, text: string) =>
  /^https?:\/\//.test(url) ? `<a href="${esc(url)}">${esc(text)}</a>` : esc(text);

function table(id: string, headers: string[], rows: string[][], empty: string): string {
  if (rows.length === 0) return `<p class="empty" id="${id}">${esc(empty)}</p>`;
  return `<table id="${id}"><thead><tr>${headers.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

export function renderSections(o: Overview, faults: FaultRule[]): string {
  const statusCell = (s: string) => `<span class="status ${esc(s)}">${esc(s)}</span>`;
  const storage = o.storage;
  return [
    ...(storage.state === 'ok'
      ? []
      : [
          `<section id="storage" class="storage-problem" role="alert"><h2>${
            storage.state === 'full'
              ? 'Disk full: changes are refused'
              : 'State directory failing: changes are refused'
          }</h2><p>${esc(storage.message)} (since ${esc(storage.since)}). Requests that change something are answered ${
            storage.state === 'full' ? '507' : '503'
          } and change nothing; nothing acknowledged is lost. Writes resume by themselves once ${
            storage.state === 'full' ? 'space is freed' : 'the problem is fixed'
          }.</p></section>`,
        ]),
    `<section><h2>SARIF uploads (${o.uploads.length})</h2>${table(
      'uploads',
      ['id', 'repository', 'ref', 'status', 'errors', 'received'],
      o.uploads.map((u) => [
        `<code>${esc(u.id)}</code>`,
        esc(u.repo),
        esc(u.ref),
        statusCell(u.status),
        esc(u.errors.join('; ')),
        esc(u.createdAt),
      ]),
      'No upload yet.',
    )}</section>`,
    `<section><h2>Code-scanning alerts (${o.alerts.length})</h2>
<div class="filters"><input id="alert-filter" placeholder="filter: repository, rule, severity, state, path…" aria-label="filter alerts"></div>${table(
      'alerts',
      ['repository', '#', 'rule', 'severity', 'tool', 'state', 'location', 'message'],
      o.alerts.map((a) => [
        esc(a.repo),
        String(a.number),
        `<code>${esc(a.rule)}</code>`,
        esc(a.severity),
        esc(a.tool),
        statusCell(a.state),
        `<code>${esc(a.path)}</code>`,
        esc(a.message),
      ]),
      'No alert.',
    )}</section>`,
    `<section><h2>Pages</h2>${table(
      'sites',
      ['repository', 'build type', 'site'],
      o.sites.map((s) => [esc(s.repo), esc(s.buildType), link(s.url, s.url)]),
      'No Pages site.',
    )}${table(
      'deployments',
      ['id', 'repository', 'environment', 'artifact', 'status', 'history', 'site'],
      o.deployments.map((d) => [
        String(d.id),
        esc(d.repo),
        esc(d.environment),
        esc(
          `${d.artifact.name ?? '#'}${d.artifact.name ? ` (#${d.artifact.id})` : d.artifact.id}${d.artifact.runId !== null ? `, run ${d.artifact.runId}` : ''}`,
        ),
        statusCell(d.status),
        esc(d.history.join(' → ')),
        link(d.url, 'open'),
      ]),
      'No deployment.',
    )}</section>`,
    `<section><h2>Job bindings (${o.bindings.length})</h2>${table(
      'bindings',
      ['time', 'repository', 'run', 'bound by'],
      o.bindings.map((b) => [esc(b.time), esc(b.repository), String(b.runId), esc(b.via)]),
      'No run bound yet.',
    )}</section>`,
    `<section><h2>Deploy keys (${o.deployKeys.length})</h2>${table(
      'deploy-keys',
      ['id', 'repository', 'title', 'access', 'added'],
      o.deployKeys.map((k) => [
        String(k.id),
        esc(k.repo),
        esc(k.title),
        k.readOnly ? 'read' : 'read/write',
        esc(k.createdAt),
      ]),
      'No deploy key.',
    )}</section>`,
    `<section><h2>Faults (${faults.length})</h2>${table(
      'faults',
      ['id', 'method', 'path', 'effect', 'left', ''],
      faults.map((f) => [
        String(f.id),
        esc(f.method ?? 'any'),
        `<code>${esc(f.prefix !== undefined ? `prefix ${f.prefix}` : f.glob !== undefined ? `glob ${f.glob}` : `re ${f.path}`)}</code>`,
        esc(effect(f)),
        esc(f.times ?? '∞'),
        `<button data-remove-fault="${f.id}">remove</button>`,
      ]),
      'No fault rule.',
    )}</section>`,
    `<section><h2>Tokens of the seed (${o.tokens.length})</h2>${table(
      'tokens',
      ['token', 'kind', 'of', 'scopes or permissions'],
      o.tokens.map((t) => [`<code>${esc(t.token)}</code>`, esc(t.kind), esc(t.who), esc(t.grants)]),
      'No token.',
    )}</section>`,
  ].join('\n');
}

function effect(f: FaultRule): string {
  const parts = [
    f.status ? `answer ${f.status}` : '',
    f.delayMs ? `${f.dribble ? 'dribble' : 'delay'} ${f.delayMs} ms` : '',
    f.connection ? `connection ${f.connection}` : '',
    f.spendRateLimit ? 'spend rate limit' : '',
    f.failProcessing ? 'fail processing' : '',
    f.probability !== undefined ? `p=${f.probability}` : '',
  ];
  return parts.filter(Boolean).join(', ');
}

export function journalRow(e: JournalEntry): string {
  return `<tr${e.fault ? ' class="faulted"' : ''}><td>${esc(e.time.slice(11, 23))}</td><td>${esc(e.method)}</td><td><code>${esc(
    e.url,
  )}</code></td><td>${esc(e.status)}</td><td>${esc(e.ms)} ms</td><td>${esc(e.caller)}</td><td>${e.fault ? `rule ${esc(e.fault)}` : ''}</td></tr>`;
}

function page(ctx: Ctx): string {
  const journal = ctx.faults.journal.slice(-200).reverse();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>sarif-pipeline emulator</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/_emulator/dashboard.css"></head>
<body>
<header><h1>sarif-pipeline emulator</h1><span>API <code>${esc(ctx.apiUrl(''))}</code></span>
<button id="reset" title="Back to the seed: state, faults and rate limits">Reset</button></header>
<main id="sections">${renderSections(overview(ctx), ctx.faults.list())}</main>
<section><h2>Add a fault</h2>
<form id="fault-form">
<label>method <input name="method" placeholder="any" size="6"></label>
<label>match <select name="kind"><option value="prefix">prefix</option><option value="glob">glob</option><option value="path">RE2 expression</option></select></label>
<input name="pattern" placeholder="/api/v3/repos/acme/webapp/code-scanning/sarifs" size="48" required aria-label="path pattern">
<label>status <input name="status" type="number" min="100" max="599" placeholder="503" size="5"></label>
<label>delay ms <input name="delayMs" type="number" min="0" size="6"></label>
<label>times <input name="times" type="number" min="1" size="4"></label>
<button type="submit">Add fault</button> <span id="fault-error" role="alert"></span>
</form></section>
<section><h2>Requests <small>(live)</small></h2>
<table id="journal"><thead><tr><th>time</th><th>method</th><th>path</th><th>status</th><th>took</th><th>caller</th><th>fault</th></tr></thead>
<tbody>${journal.map(journalRow).join('')}</tbody></table></section>
<script src="/_emulator/dashboard.js"></script>
</body></html>`;
}

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:0 1.5rem 2rem;color:#1f2328}
header{display:flex;gap:1rem;align-items:baseline;border-bottom:1px solid #d0d7de;margin-bottom:1rem}
h1{font-size:1.3rem}h2{font-size:1.05rem;margin:1.2rem 0 .4rem}table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #eaeef2;padding:.25rem .5rem;text-align:left;vertical-align:top}th{background:#f6f8fa}
code{font-size:12px}.empty{color:#57606a}.status{padding:0 .4rem;border-radius:1rem;background:#eaeef2}
.status.complete,.status.succeed,.status.open{background:#dafbe1}.status.failed,.status[class*=deployment_]{background:#ffebe9}
.status.pending,.status.syncing_files{background:#fff8c5}tr.faulted td{background:#fff1e5}
.storage-problem{background:#ffebe9;border:1px solid #cf222e;padding:0 1rem;border-radius:.4rem}
form label{margin-right:.5rem}#fault-error{color:#cf222e}#reset{margin-left:auto}`;

// Runs in the browser: plain DOM, no framework.
const SCRIPT = `
// Changes by cookie need the X-Emulator-Admin header (token.ts): a page of another origin cannot send it.
// A JSON content type only with a body: an empty body declared JSON is a 400 (it broke Reset and remove).
const api = (path, init = {}) => fetch('/_emulator' + path, { ...init, headers: {
  'x-emulator-admin': '1', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...(init.headers || {}) } });
let filter = '';
function applyFilter() {
  document.querySelectorAll('#alerts tbody tr').forEach((tr) => {
    tr.hidden = filter !== '' && !tr.textContent.toLowerCase().includes(filter);
  });
}
async function refresh() {
  const r = await api('/sections');
  if (!r.ok) return;
  const html = await r.text();
  const main = document.getElementById('sections');
  if (main.dataset.html === html) return;
  const focused = document.activeElement && document.activeElement.id === 'alert-filter';
  main.innerHTML = html;
  main.dataset.html = html;
  const input = document.getElementById('alert-filter');
  input.value = filter;
  if (focused) input.focus();
  applyFilter();
}
document.addEventListener('input', (e) => {
  if (e.target.id === 'alert-filter') { filter = e.target.value.toLowerCase(); applyFilter(); }
});
document.addEventListener('click', async (e) => {
  const id = e.target.dataset && e.target.dataset.removeFault;
  if (id) { await api('/faults/' + id, { method: 'DELETE' }); refresh(); }
});
document.getElementById('reset').addEventListener('click', async () => {
  if (confirm('Reset the emulator to its seed?')) { await api('/reset', { method: 'POST' }); refresh(); }
});
document.getElementById('fault-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const f = new FormData(e.target);
  const rule = { [f.get('kind')]: f.get('pattern') };
  if (f.get('method')) rule.method = f.get('method');
  for (const k of ['status', 'delayMs', 'times']) if (f.get(k)) rule[k] = Number(f.get(k));
  const r = await api('/faults', { method: 'POST', body: JSON.stringify(rule) });
  document.getElementById('fault-error').textContent = r.ok ? '' : (await r.json()).message;
  if (r.ok) refresh();
});
const rows = document.querySelector('#journal tbody');
new EventSource('/_emulator/requests/live').onmessage = (m) => {
  rows.insertAdjacentHTML('afterbegin', m.data);
  while (rows.rows.length > 200) rows.deleteRow(-1);
};
setInterval(refresh, 1000);
`;

/**
 * The page's policy: its script and style are files of its own (no inline code runs, so markup that escaped the
 * escaping could not run either), it talks only to its own origin, and no page may frame it.
 */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function registerDashboard(admin: FastifyInstance, ctx: Ctx): void {
  admin.get('/', async (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', DASHBOARD_CSP)
      .send(page(ctx)),
  );
  admin.get('/dashboard.js', async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(SCRIPT),
  );
  admin.get('/dashboard.css', async (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-store').send(STYLE),
  );
  admin.get('/sections', async (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderSections(overview(ctx), ctx.faults.list())),
  );
  admin.get('/overview', async () => overview(ctx));
}
