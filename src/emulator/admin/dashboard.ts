/**
 * The dashboard at /_emulator/: one server-rendered page (no build step, no CDN; its script and style served as
 * files, /_emulator/dashboard.js and .css, under a CSP without inline code). Sections with anchors (a menu at the
 * top); the alert table is paged, filtered and sorted by the server (/_emulator/alerts as JSON, the same page as
 * HTML from /_emulator/sections/alerts), with counts by severity as a bar. The small script keeps it live by
 * polling /_emulator/versions (a few short strings) and re-fetching only a section whose version changed, appends
 * the request journal live (server-sent events), draws the charts as inline SVG, and adds or removes faults and
 * resets through the admin API. The page is only served to holders of the admin token (routes.ts).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FaultRule, JournalEntry } from '../faults.js';
import { formatBytes, formatCount } from '../../format.js';
import type { Ctx } from '../http.js';
import {
  ALERT_QUERY_PARAMS,
  SEVERITIES,
  alertPage,
  alertQuery,
  alertsVersion,
  chartData,
  overview,
  type AlertPage,
  type AlertQuery,
  type Overview,
} from './overview.js';
import { alertPagePath } from './alert-page.js';
import { DASHBOARD_CSP, esc, newest, table } from './html.js';

/** Only http(s) links: anything else is shown as text. */
const link = (url: string, text: string) =>
  /^https?:\/\//.test(url) ? `<a href="${esc(url)}">${esc(text)}</a>` : esc(text);

const statusCell = (s: string) => `<span class="status ${esc(s)}">${esc(s)}</span>`;
const severityCell = (s: string) =>
  `<span class="sev sev-${(SEVERITIES as readonly string[]).includes(s) ? s : 'none'}">${esc(s)}</span>`;

/** The sections the page refreshes one by one, each as its version says (the menu's anchors are theirs). */
export const SECTION_NAMES = [
  'storage',
  'uploads',
  'alerts',
  'pages',
  'bindings',
  'keys',
  'faults',
  'tokens',
] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

const NAV: [string, string][] = [
  ['s-charts', 'Charts'],
  ['s-alerts', 'Alerts'],
  ['s-uploads', 'Uploads'],
  ['s-pages', 'Pages'],
  ['s-runs', 'Runs'],
  ['s-keys', 'Keys'],
  ['s-faults', 'Faults'],
  ['s-tokens', 'Tokens'],
  ['s-journal', 'Journal'],
];

function storageSection(o: Overview): string {
  const storage = o.storage;
  if (storage.state === 'ok') return `<div data-section="storage" hidden></div>`;
  return `<section id="storage" data-section="storage" class="storage-problem" role="alert"><h2>${
    storage.state === 'full'
      ? 'Disk full: changes are refused'
      : 'State directory failing: changes are refused'
  }</h2><p>${esc(storage.message)} (since ${esc(storage.since)}). Requests that change something are answered ${
    storage.state === 'full' ? '507' : '503'
  } and change nothing; nothing acknowledged is lost. Writes resume by themselves once ${
    storage.state === 'full' ? 'space is freed' : 'the problem is fixed'
  }.</p></section>`;
}

/** The counts by severity as one bar (inline SVG: no style attribute, which the CSP would refuse) and a legend. */
function severityBar(p: AlertPage): string {
  const sum = SEVERITIES.reduce((n, s) => n + p.bySeverity[s], 0);
  let x = 0;
  const rects = SEVERITIES.filter((s) => p.bySeverity[s] > 0).map((s) => {
    const w = (p.bySeverity[s] / sum) * 1000;
    const r = `<rect class="sev-${s}" x="${x.toFixed(2)}" y="0" width="${w.toFixed(2)}" height="20"><title>${s} ${p.bySeverity[s].toLocaleString('en')}</title></rect>`;
    x += w;
    return r;
  });
  const label = SEVERITIES.map((s) => `${s} ${p.bySeverity[s]}`).join(', ');
  return `<svg id="severity-bar" class="sevbar" viewBox="0 0 1000 20" preserveAspectRatio="none" role="img" aria-label="alerts by severity: ${esc(label)}">${rects.join('')}</svg>
<ul class="legend" id="severity-counts">${SEVERITIES.map(
    (s) =>
      `<li><button type="button" data-severity="${s}" class="sev sev-${s}${p.query.severity === s ? ' chosen' : ''}" title="show only ${s}">${s}</button> <span data-count="${s}">${p.bySeverity[s].toLocaleString('en')}</span></li>`,
  ).join(
    '',
  )}${p.query.severity ? '<li><button type="button" data-severity="">all severities</button></li>' : ''}</ul>`;
}

/** The part of the alert section that a new page, filter or sort replaces (the controls above it stay). */
export function renderAlerts(p: AlertPage): string {
  const q = p.query;
  const headers: [string, string | null][] = [
    ['repository', 'repo'],
    ['#', 'number'],
    ['rule', 'rule'],
    ['severity', 'severity'],
    ['tool', 'tool'],
    ['state', 'state'],
    ['location', 'path'],
    ['message', null],
  ];
  const th = ([label, key]: [string, string | null]) => {
    if (key === null) return `<th>${esc(label)}</th>`;
    const on = q.sort === key;
    const aria = on ? ` aria-sort="${q.direction === 'asc' ? 'ascending' : 'descending'}"` : '';
    return `<th${aria}><button type="button" data-sort="${key}">${esc(label)}${on ? (q.direction === 'asc' ? ' ▲' : ' ▼') : ''}</button></th>`;
  };
  const first = (q.page - 1) * q.perPage;
  const pager =
    p.matching === 0
      ? ''
      : `<nav class="pager" aria-label="alert pages"><button type="button" data-page="1"${q.page === 1 ? ' disabled' : ''}>« first</button> <button type="button" data-page="${q.page - 1}"${q.page === 1 ? ' disabled' : ''}>‹ previous</button> <span id="alert-range">${(first + 1).toLocaleString('en')}–${(first + p.alerts.length).toLocaleString('en')} of ${p.matching.toLocaleString('en')}, page ${q.page} of ${p.pages}</span> <button type="button" data-page="${q.page + 1}"${q.page >= p.pages ? ' disabled' : ''}>next ›</button> <button type="button" data-page="${p.pages}"${q.page >= p.pages ? ' disabled' : ''}>last »</button></nav>`;
  const rows = p.alerts.map(
    (a) =>
      `<tr><td>${esc(a.repo)}</td><td><a href="${esc(alertPagePath(...(a.repo.split('/') as [string, string]), a.number))}">${a.number}</a></td><td><code>${esc(a.rule)}</code></td><td>${severityCell(a.severity)}</td><td>${esc(a.tool)}</td><td>${statusCell(a.state)}</td><td><code>${esc(a.path)}</code></td><td>${esc(a.message)}</td></tr>`,
  );
  const body =
    p.total === 0
      ? `<p class="empty" id="alerts">No alert.</p>`
      : p.matching === 0
        ? `<p class="empty" id="alerts">No alert matches the filters (${p.total.toLocaleString('en')} in all).</p>`
        : `<table id="alerts" data-total="${p.total}" data-matching="${p.matching}"><thead><tr>${headers.map(th).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
  return `<div data-section="alerts" data-tools="${esc(JSON.stringify(p.tools))}" data-states="${esc(JSON.stringify(p.states))}">
<h2>Code-scanning alerts (<span id="alert-total">${p.total.toLocaleString('en')}</span>)</h2>
${severityBar(p)}${pager}${body}${p.alerts.length > 20 ? pager : ''}</div>`;
}

function alertsSection(p: AlertPage): string {
  const opt = (v: string, label: string, chosen: string) =>
    `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(label)}</option>`;
  const q = p.query;
  return `<section id="s-alerts">
<form id="alert-controls" class="filters" role="search"><input id="alert-filter" name="q" value="${esc(q.q)}" placeholder="filter: repository, rule, severity, state, path, message…" aria-label="filter alerts" size="40">
<select name="severity" aria-label="severity">${opt('', 'any severity', q.severity)}${SEVERITIES.map((s) => opt(s, s, q.severity)).join('')}</select>
<select name="state" aria-label="state">${opt('', 'any state', q.state)}${['open', 'fixed'].map((s) => opt(s, s, q.state)).join('')}</select>
<select name="tool" aria-label="tool" id="alert-tool">${opt('', 'any tool', q.tool)}${p.tools.map((t) => opt(t, t, q.tool)).join('')}</select>
<select name="per_page" aria-label="alerts per page">${[25, 50, 100, 250].map((n) => opt(String(n), `${n} a page`, String(q.perPage))).join('')}</select></form>
${renderAlerts(p)}</section>`;
}

/** One section's HTML: what /_emulator/sections/<name> answers and the page starts with. */
export function renderSection(
  name: SectionName,
  o: Overview,
  faults: FaultRule[],
  alerts: () => AlertPage,
): string {
  switch (name) {
    case 'storage':
      return storageSection(o);
    case 'uploads':
      return uploadsSection(o);
    case 'alerts':
      return renderAlerts(alerts());
    case 'pages':
      return pagesSection(o);
    case 'bindings':
      return runsSection(o);
    case 'keys':
      return keysSection(o);
    case 'faults':
      return faultsSection(faults);
    case 'tokens':
      return tokensSection(o);
  }
}

function uploadsSection(o: Overview): string {
  return `<section id="s-uploads" data-section="uploads"><h2>SARIF uploads (${formatCount(o.uploads.length)})</h2>${newest(
    'uploads',
    ['id', 'repository', 'ref', 'status', 'errors', 'received'],
    o.uploads,
    (u) => [
      `<code>${esc(u.id)}</code>`,
      esc(u.repo),
      esc(u.ref),
      statusCell(u.status),
      esc(u.errors.join('; ')),
      esc(u.createdAt),
    ],
    'No upload yet.',
  )}</section>`;
}

function pagesSection(o: Overview): string {
  return `<section id="s-pages" data-section="pages"><h2>Pages</h2>${table(
    'sites',
    ['repository', 'build type', 'site'],
    o.sites.map((s) => [esc(s.repo), esc(s.buildType), link(s.url, s.url)]),
    'No Pages site.',
  )}${newest(
    'deployments',
    ['id', 'repository', 'environment', 'artifact', 'status', 'history', 'site'],
    o.deployments,
    (d) => [
      String(d.id),
      esc(d.repo),
      esc(d.environment),
      esc(
        `${d.artifact.name ?? '#'}${d.artifact.name ? ` (#${d.artifact.id})` : d.artifact.id}${d.artifact.runId !== null ? `, run ${d.artifact.runId}` : ''}`,
      ),
      statusCell(d.status),
      esc(d.history.join(' → ')),
      link(d.url, 'open'),
    ],
    'No deployment.',
  )}</section>`;
}

/** The workflow runs (`sarif-pipeline run`'s, or any bound to a workflow token) with their jobs, then how each was bound. */
function runsSection(o: Overview): string {
  return `<section id="s-runs" data-section="bindings"><h2>Workflow runs (${formatCount(o.runs.length)})</h2>${newest(
    'runs',
    ['repository', 'run', 'workflow', 'event', 'ref', 'commit', 'jobs', 'artifacts', 'deployments'],
    o.runs,
    (r) => [
      esc(r.repo),
      `${r.id}${r.attempt > 1 ? ` (attempt ${r.attempt})` : ''}`,
      `${esc(r.workflow)}<br><code>${esc(r.workflowPath)}</code>`,
      esc(r.event),
      esc(r.ref),
      `<code>${esc(r.sha.slice(0, 7))}</code>`,
      esc(r.jobs.join(', ')),
      esc(r.artifacts.join(', ')),
      r.deployments.map((d) => `#${d}`).join(', '),
    ],
    'No workflow run yet: run one with `sarif-pipeline run`, or bind a token (POST /_emulator/jobs).',
  )}<h3>Job bindings (${formatCount(o.bindings.length)})</h3>${newest(
    'bindings',
    ['time', 'repository', 'run', 'bound by'],
    o.bindings,
    (b) => [esc(b.time), esc(b.repository), String(b.runId), esc(b.via)],
    'No run bound yet.',
  )}<h3>Caches (${formatCount(o.caches.length)})</h3>${newest(
    'caches',
    ['repository', 'ref', 'key', 'size', 'saved', 'last read'],
    o.caches,
    (c) => [
      esc(c.repo),
      esc(c.ref),
      `<code>${esc(c.key)}</code>`,
      esc(formatBytes(c.size)),
      esc(c.savedAt),
      esc(c.readAt),
    ],
    'No cache saved yet (actions/cache and the setup actions save theirs here).',
  )}</section>`;
}

function keysSection(o: Overview): string {
  return `<section id="s-keys" data-section="keys"><h2>Deploy keys (${formatCount(o.deployKeys.length)})</h2>${newest(
    'deploy-keys',
    ['id', 'repository', 'title', 'access', 'added'],
    [...o.deployKeys].reverse(),
    (k) => [String(k.id), esc(k.repo), esc(k.title), k.readOnly ? 'read' : 'read/write', esc(k.createdAt)],
    'No deploy key.',
  )}</section>`;
}

function faultsSection(faults: FaultRule[]): string {
  return `<section id="s-faults" data-section="faults"><h2>Faults (${faults.length})</h2>${table(
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
  )}</section>`;
}

function tokensSection(o: Overview): string {
  return `<section id="s-tokens" data-section="tokens"><h2>Tokens of the seed (${o.tokens.length})</h2>${table(
    'tokens',
    ['token', 'kind', 'of', 'scopes or permissions'],
    o.tokens.map((t) => [`<code>${esc(t.token)}</code>`, esc(t.kind), esc(t.who), esc(t.grants)]),
    'No token.',
  )}</section>`;
}

/** Every section, in the page's order (the charts first: the script draws them into their box). */
export function renderSections(o: Overview, faults: FaultRule[], alerts: AlertPage): string {
  return [
    storageSection(o),
    `<section id="s-charts"><h2>Charts</h2><div id="charts" class="charts"><p class="empty">Drawing…</p></div></section>`,
    alertsSection(alerts),
    ...SECTION_NAMES.filter((n) => n !== 'storage' && n !== 'alerts').map((n) =>
      renderSection(n, o, faults, () => alerts),
    ),
  ].join('\n');
}

const short = (s: string) => createHash('sha1').update(s).digest('base64url').slice(0, 12);

/**
 * The version of each section, and of the charts: what the page polls. The small sections are rendered and hashed
 * (a deployment's status moves with the clock, not only with writes, so a hash of what would be shown is the
 * honest version); the alerts' version is a pass over them without rendering any (alertsVersion).
 */
export function versions(ctx: Ctx): Record<SectionName | 'charts', string> {
  const o = overview(ctx, { alerts: false });
  const faults = ctx.faults.list();
  const alerts = alertsVersion(ctx);
  const out = {} as Record<SectionName | 'charts', string>;
  for (const n of SECTION_NAMES)
    out[n] =
      n === 'alerts'
        ? alerts
        : short(
            renderSection(n, o, faults, () => {
              throw new Error('unreachable');
            }),
          );
  out.charts = short(`${out.uploads} ${alerts}`);
  return out;
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

function page(ctx: Ctx, query: AlertQuery): string {
  const journal = ctx.faults.journal.slice(-200).reverse();
  const o = overview(ctx, { alerts: false });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>sarif-pipeline emulator</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/_emulator/dashboard.css"></head>
<body>
<header><h1>sarif-pipeline emulator</h1><span>API <code>${esc(ctx.apiUrl(''))}</code></span>
<button id="reset" title="Back to the seed: state, faults and rate limits">Reset</button></header>
<nav id="menu" aria-label="sections">${NAV.map(([id, label]) => `<a href="#${id}">${label}</a>`).join('')}</nav>
<main id="sections" data-versions="${esc(JSON.stringify(versions(ctx)))}">${renderSections(o, ctx.faults.list(), alertPage(ctx, query))}</main>
<section id="s-add-fault"><h2>Add a fault</h2>
<form id="fault-form">
<label>method <input name="method" placeholder="any" size="6"></label>
<label>match <select name="kind"><option value="prefix">prefix</option><option value="glob">glob</option><option value="path">RE2 expression</option></select></label>
<input name="pattern" placeholder="/api/v3/repos/acme/webapp/code-scanning/sarifs" size="48" required aria-label="path pattern">
<label>status <input name="status" type="number" min="100" max="599" placeholder="503" size="5"></label>
<label>delay ms <input name="delayMs" type="number" min="0" size="6"></label>
<label>times <input name="times" type="number" min="1" size="4"></label>
<button type="submit">Add fault</button> <span id="fault-error" role="alert"></span>
</form></section>
<section id="s-journal"><h2>Requests <small>(live, latest 200)</small></h2>
<div class="scroll"><table id="journal"><thead><tr><th>time</th><th>method</th><th>path</th><th>status</th><th>took</th><th>caller</th><th>fault</th></tr></thead>
<tbody>${journal.map(journalRow).join('')}</tbody></table></div></section>
<script src="/_emulator/dashboard.js"></script>
</body></html>`;
}

/** Severity colours: the bar, the legend, the cells and the charts (SVG fill) take them from these classes. */
const SEVERITY_COLOURS: Record<(typeof SEVERITIES)[number], [string, string]> = {
  critical: ['#82071e', '#fff'],
  high: ['#cf222e', '#fff'],
  medium: ['#e16f24', '#fff'],
  low: ['#d4a72c', '#1f2328'],
  error: ['#bf3989', '#fff'],
  warning: ['#9a6700', '#fff'],
  note: ['#0969da', '#fff'],
  none: ['#8c959f', '#fff'],
};

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:0 1.5rem 2rem;color:#1f2328}
header{display:flex;gap:1rem;align-items:baseline;border-bottom:1px solid #d0d7de}
#menu{position:sticky;top:0;z-index:2;background:#fff;display:flex;gap:1rem;padding:.4rem 0;border-bottom:1px solid #d0d7de;margin-bottom:.5rem}
#menu a{color:#0969da;text-decoration:none}#menu a:hover{text-decoration:underline}
section{scroll-margin-top:2.5rem}
h1{font-size:1.3rem}h2{font-size:1.05rem;margin:1.2rem 0 .4rem}table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #eaeef2;padding:.25rem .5rem;text-align:left;vertical-align:top}th{background:#f6f8fa}
td{overflow-wrap:anywhere}
.scroll{max-height:26rem;overflow:auto;border:1px solid #eaeef2}.scroll thead th{position:sticky;top:0;z-index:1}
th button{font:inherit;font-weight:600;border:0;background:none;padding:0;cursor:pointer;color:inherit}
code{font-size:12px}.empty,.more{color:#57606a}.status{padding:0 .4rem;border-radius:1rem;background:#eaeef2}
.status.complete,.status.succeed,.status.open{background:#dafbe1}.status.failed,.status[class*=deployment_]{background:#ffebe9}
.status.pending,.status.syncing_files{background:#fff8c5}tr.faulted td{background:#fff1e5}
.sev{padding:0 .4rem;border-radius:.3rem;white-space:nowrap}
${Object.entries(SEVERITY_COLOURS)
  .map(([s, [bg, fg]]) => `.sev-${s}{background:${bg};color:${fg};fill:${bg}}`)
  .join('\n')}
.sevbar{display:block;width:100%;height:1.2rem;background:#eaeef2;border-radius:.3rem}
.legend{list-style:none;display:flex;flex-wrap:wrap;gap:.8rem;padding:0;margin:.4rem 0}
.legend button{font:inherit;border:0;cursor:pointer}.legend button.chosen{outline:2px solid #1f2328}
.filters{display:flex;flex-wrap:wrap;gap:.5rem;margin:.3rem 0}.pager{margin:.4rem 0}
.charts{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start}.charts>.legend{flex-basis:100%}.chart{flex:1 1 26rem;min-width:20rem;max-width:40rem}.chart h3{font-size:.95rem;margin:.2rem 0}
.chart svg{width:100%;height:auto;display:block}.chart text{font-size:11px;fill:#57606a}.chart .bar{fill:#0969da}.chart .kept{fill:#1a7f37}.chart .dropped{fill:#bf8700}
.chart .axis{stroke:#d0d7de}
.storage-problem{background:#ffebe9;border:1px solid #cf222e;padding:0 1rem;border-radius:.4rem}
form label{margin-right:.5rem}#fault-error{color:#cf222e}#reset{margin-left:auto}
.blob td{font:12px/1.5 ui-monospace,monospace;white-space:pre-wrap;border:0;padding:0 .5rem}
.blob td.ln{width:1%;text-align:right;white-space:nowrap;user-select:none}.blob td.ln a{color:#57606a;text-decoration:none}
.blob tr:target td{background:#fff8c5}`;

// Runs in the browser: plain DOM, no framework. No template literal in it (this file is one).
const SCRIPT = `
// Changes by cookie need the X-Emulator-Admin header (token.ts): a page of another origin cannot send it.
// A JSON content type only with a body: an empty body declared JSON is a 400 (it broke Reset and remove).
const api = (path, init = {}) => fetch('/_emulator' + path, { ...init, headers: {
  'x-emulator-admin': '1', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...(init.headers || {}) } });
const SEVERITIES = ${JSON.stringify(SEVERITIES)};

// Live updates: a poll of /versions every second (about 200 bytes), and a section fetched again only when its
// version changed (the alerts: one page of them, about 30 KB). Polled rather than pushed by server-sent events
// because part of what is shown changes with no write at all (a deployment's status follows the clock) and
// processing finishes in the background: a version computed when asked covers both, an event stream would need
// a change feed from the store and a timer per deployment. The journal, which is a stream, comes as events.
const main = document.getElementById('sections');
let versions = JSON.parse(main.dataset.versions || '{}');
// The alert filters the page was drawn with (its address), kept in the address as they change: a view to share.
const ALERT_PARAMS = ${JSON.stringify(ALERT_QUERY_PARAMS)};
let alertQuery = new URLSearchParams([...new URLSearchParams(location.search)].filter(([k]) => ALERT_PARAMS.includes(k)));
let alertSeq = 0;
async function loadSection(name) {
  const seq = name === 'alerts' ? ++alertSeq : 0;
  const r = await api('/sections/' + name + (name === 'alerts' ? '?' + alertQuery : ''));
  if (!r.ok || (name === 'alerts' && seq !== alertSeq)) return; // an answer overtaken by a newer query
  const html = await r.text();
  const el = main.querySelector('[data-section="' + name + '"]');
  if (el) el.outerHTML = html;
  if (name === 'alerts') syncChoices();
}
// The tool filter's choices follow the tools present.
function syncChoices() {
  const el = main.querySelector('[data-section="alerts"]');
  const select = document.getElementById('alert-tool');
  const tools = JSON.parse(el.dataset.tools || '[]');
  const have = [...select.options].slice(1).map((o) => o.value);
  if (JSON.stringify(have) === JSON.stringify(tools)) return;
  const chosen = select.value;
  while (select.options.length > 1) select.remove(1);
  for (const t of tools) select.add(new Option(t, t, false, t === chosen));
}
let polling = false;
async function poll() {
  if (polling) return;
  polling = true;
  try {
    const r = await api('/versions');
    if (!r.ok) return;
    const next = await r.json();
    const changed = Object.keys(next).filter((k) => next[k] !== versions[k]);
    versions = next;
    await Promise.all(changed.map((k) => (k === 'charts' ? drawCharts() : loadSection(k))));
  } catch { /* the emulator restarting: the next poll will tell */ } finally { polling = false; }
}
(function loop() { poll().finally(() => setTimeout(loop, 1000)); })();

function setAlertParam(k, v, keepPage) {
  if (v === '' || v === undefined) alertQuery.delete(k); else alertQuery.set(k, v);
  if (!keepPage) alertQuery.delete('page');
  history.replaceState(null, '', location.pathname + (String(alertQuery) ? '?' + alertQuery : '') + location.hash);
  return loadSection('alerts');
}
let typing;
document.addEventListener('input', (e) => {
  if (e.target.id !== 'alert-filter') return;
  clearTimeout(typing);
  typing = setTimeout(() => setAlertParam('q', e.target.value.trim()), 200);
});
document.addEventListener('change', (e) => {
  if (e.target.closest && e.target.closest('#alert-controls') && e.target.tagName === 'SELECT')
    setAlertParam(e.target.name, e.target.value);
});
document.getElementById('alert-controls').addEventListener('submit', (e) => e.preventDefault());
document.addEventListener('click', async (e) => {
  const b = e.target.closest && e.target.closest('button');
  if (!b) return;
  const d = b.dataset;
  if (d.removeFault) { await api('/faults/' + d.removeFault, { method: 'DELETE' }); poll(); }
  else if (d.page) setAlertParam('page', d.page, true);
  else if (d.sort) {
    const same = (alertQuery.get('sort') || 'severity') === d.sort;
    const dir = same ? ((alertQuery.get('direction') || 'desc') === 'desc' ? 'asc' : 'desc') : (d.sort === 'severity' ? 'desc' : 'asc');
    alertQuery.set('sort', d.sort);
    setAlertParam('direction', dir);
  } else if (d.severity !== undefined) {
    document.querySelector('#alert-controls select[name=severity]').value = d.severity;
    setAlertParam('severity', d.severity);
  }
});
document.getElementById('reset').addEventListener('click', async () => {
  if (confirm('Reset the emulator to its seed?')) { await api('/reset', { method: 'POST' }); poll(); }
});
document.getElementById('fault-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const f = new FormData(e.target);
  const rule = { [f.get('kind')]: f.get('pattern') };
  if (f.get('method')) rule.method = f.get('method');
  for (const k of ['status', 'delayMs', 'times']) if (f.get(k)) rule[k] = Number(f.get(k));
  const r = await api('/faults', { method: 'POST', body: JSON.stringify(rule) });
  document.getElementById('fault-error').textContent = r.ok ? '' : (await r.json()).message;
  if (r.ok) poll();
});
const rows = document.querySelector('#journal tbody');
new EventSource('/_emulator/requests/live').onmessage = (m) => {
  rows.insertAdjacentHTML('afterbegin', m.data);
  while (rows.rows.length > 200) rows.deleteRow(-1);
};

// Charts: inline SVG made here with DOM calls (no library, no markup from data: every label is a text node).
// Not drawn: kept versus dropped results of each trim, because the emulator's state does not record how many
// results processing dropped (an analysis keeps only its resultsCount, the kept ones).
const NS = 'http://www.w3.org/2000/svg';
function svg(tag, attrs, parent, text) {
  const el = document.createElementNS(NS, tag);
  for (const k in attrs) el.setAttribute(k, attrs[k]);
  if (text !== undefined) el.textContent = text;
  if (parent) parent.appendChild(el);
  return el;
}
const W = 520, H = 200, L = 44, B = 26, T = 10;
function frame(box, id, title, label, max) {
  const div = document.createElement('div');
  div.className = 'chart';
  const h = document.createElement('h3');
  h.textContent = title;
  div.appendChild(h);
  const s = svg('svg', { id, viewBox: '0 0 ' + W + ' ' + H, role: 'img', 'aria-label': label }, div);
  svg('line', { class: 'axis', x1: L, y1: H - B, x2: W, y2: H - B }, s);
  svg('line', { class: 'axis', x1: L, y1: T, x2: L, y2: H - B }, s);
  svg('text', { x: L - 4, y: T + 8, 'text-anchor': 'end' }, s, max.toLocaleString('en'));
  svg('text', { x: L - 4, y: H - B, 'text-anchor': 'end' }, s, '0');
  box.appendChild(div);
  return s;
}
const hhmm = (iso) => iso.slice(11, 19);
async function drawCharts() {
  const r = await api('/charts');
  if (!r.ok) return;
  const data = await r.json();
  const box = document.getElementById('charts');
  box.replaceChildren();
  const uploads = data.uploads;
  if (uploads.length === 0) {
    const p = document.createElement('p');
    p.className = 'empty';
    p.textContent = 'No upload yet: the charts start with the first one.';
    box.appendChild(p);
    return;
  }
  // Alerts by severity per upload (the latest 40): stacked bars, most severe at the bottom.
  const last = uploads.slice(-40);
  const totals = last.map((u) => SEVERITIES.reduce((n, s) => n + u.opened[s], 0));
  const max = Math.max(1, ...totals);
  const s1 = frame(box, 'chart-severity', 'Alerts opened by each upload, by severity' + (data.timeline.total > 40 ? ' (latest 40)' : ''),
    'alerts opened per upload by severity', max);
  const bw = (W - L - 4) / last.length;
  last.forEach((u, i) => {
    let y = H - B;
    for (const sev of SEVERITIES) {
      const n = u.opened[sev];
      if (!n) continue;
      const h = Math.max(1, (n / max) * (H - B - T)); // one pixel at least: a count is never invisible
      y -= h;
      const rect = svg('rect', { class: 'sev-' + sev, x: (L + 2 + i * bw).toFixed(1), y: y.toFixed(1), width: Math.max(1, bw - 2).toFixed(1), height: h.toFixed(1) }, s1);
      svg('title', {}, rect, u.repo + ' ' + u.id.slice(0, 8) + ' at ' + hhmm(u.createdAt) + ': ' + sev + ' ' + n.toLocaleString('en'));
    }
  });
  svg('text', { x: L + 2, y: H - 8 }, s1, hhmm(last[0].createdAt));
  svg('text', { x: W, y: H - 8, 'text-anchor': 'end' }, s1, hhmm(last[last.length - 1].createdAt));
  // Uploads over time: counts in equal intervals from the first upload to now (counted by the emulator).
  const tl = data.timeline, counts = tl.counts, N = counts.length;
  const t0 = Date.parse(tl.from), step = (tl.to - t0) / N;
  const cmax = Math.max(1, ...counts);
  const s2 = frame(box, 'chart-uploads', 'Uploads over time (' + tl.total + ')', 'uploads over time', cmax);
  const w2 = (W - L - 4) / N;
  counts.forEach((n, i) => {
    if (!n) return;
    const h = Math.max(1, (n / cmax) * (H - B - T));
    const rect = svg('rect', { class: 'bar', x: (L + 2 + i * w2).toFixed(1), y: (H - B - h).toFixed(1), width: Math.max(1, w2 - 2).toFixed(1), height: h.toFixed(1) }, s2);
    svg('title', {}, rect, n + ' from ' + new Date(t0 + i * step).toISOString().slice(11, 19));
  });
  svg('text', { x: L + 2, y: H - 8 }, s2, hhmm(tl.from));
  svg('text', { x: W, y: H - 8, 'text-anchor': 'end' }, s2, 'now');
  // Results kept and dropped by the service's own limit (the top results of each run), per processed upload.
  const done = uploads.filter((u) => u.results).slice(-40);
  if (done.length > 0) {
    const rmax = Math.max(1, ...done.map((u) => u.results.received));
    const dropped = done.reduce((n, u) => n + u.results.received - u.results.kept, 0);
    const s3 = frame(box, 'chart-kept', 'Results the service kept and dropped, each upload (' + dropped.toLocaleString('en') + ' dropped)',
      'results kept and dropped per upload', rmax);
    const w3 = (W - L - 4) / done.length;
    done.forEach((u, i) => {
      let y = H - B;
      for (const [cls, n] of [['kept', u.results.kept], ['dropped', u.results.received - u.results.kept]]) {
        if (!n) continue;
        const h = Math.max(1, (n / rmax) * (H - B - T));
        y -= h;
        const rect = svg('rect', { class: cls, x: (L + 2 + i * w3).toFixed(1), y: y.toFixed(1), width: Math.max(1, w3 - 2).toFixed(1), height: h.toFixed(1) }, s3);
        svg('title', {}, rect, u.repo + ' ' + u.id.slice(0, 8) + ': ' + n.toLocaleString('en') + ' ' + cls);
      }
    });
  }
  // The colours' key, shared by the bar above the alerts.
  const key = document.createElement('p');
  key.className = 'legend';
  for (const sev of SEVERITIES) {
    const k = document.createElement('span');
    k.className = 'sev sev-' + sev;
    k.textContent = sev;
    key.appendChild(k);
  }
  box.appendChild(key);
}
drawCharts();
`;

export function registerDashboard(admin: FastifyInstance, ctx: Ctx): void {
  // The alert table's filters, sort and page may come in the address (`/_emulator/?q=acme/webapp#s-alerts`, where
  // a repository's code-scanning web page leads): the page is drawn with them, and its script goes on from them.
  admin.get('/', async (req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', DASHBOARD_CSP)
      .send(page(ctx, alertQuery(req.query))),
  );
  admin.get('/dashboard.js', async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(SCRIPT),
  );
  admin.get('/dashboard.css', async (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-store').send(STYLE),
  );
  // Every section at once (the first page of alerts): the page's <main> as it would be rendered now.
  admin.get('/sections', async (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderSections(overview(ctx, { alerts: false }), ctx.faults.list(), alertPage(ctx, alertQuery({}))),
      ),
  );
  // One section; for `alerts`, the page the query asks for (page, per_page, severity, state, tool, q, sort,
  // direction). An unknown name is answered as an empty section (no error helper of ours is needed here).
  admin.get<{ Params: { name: string } }>('/sections/:name', async (req, reply) => {
    const name = req.params.name as (typeof SECTION_NAMES)[number];
    const html = (SECTION_NAMES as readonly string[]).includes(name)
      ? renderSection(name, overview(ctx, { alerts: false }), ctx.faults.list(), () =>
          alertPage(ctx, alertQuery(req.query)),
        )
      : '';
    return reply
      .code(html ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);
  });
  // One page of alerts as JSON with the totals and the counts by severity (same query as /sections/alerts).
  admin.get('/alerts', async (req) => alertPage(ctx, alertQuery(req.query)));
  admin.get('/versions', async () => versions(ctx));
  admin.get('/charts', async () => chartData(ctx));
  admin.get('/overview', async () => overview(ctx));
}
