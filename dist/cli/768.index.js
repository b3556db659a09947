export const id = 768;
export const ids = [768,94];
export const modules = {

/***/ 31768:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  alerts: () => (/* reexport */ run),
  authorizations: () => (/* reexport */ runAuthorizations),
  demo: () => (/* reexport */ demo_run),
  deployKeys: () => (/* reexport */ deploy_keys_run),
  grants: () => (/* reexport */ runGrants),
  pages: () => (/* reexport */ pages_run),
  processIo: () => (/* reexport */ shared/* processIo */.Wr),
  properties: () => (/* reexport */ properties_run),
  runWorkflow: () => (/* reexport */ run_run),
  search: () => (/* reexport */ search_run),
  upload: () => (/* reexport */ upload_run)
});

// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/api/index.ts + 50 modules
var src_api = __webpack_require__(44788);
;// CONCATENATED MODULE: ./src/summary/alert-model.ts
/** Security severities, most severe first (the rule's security-severity score, bucketed by the service). */
const SECURITY_SEVERITIES = ['critical', 'high', 'medium', 'low'];
/** Levels (the rule's SARIF level), most severe first. */
const LEVELS = ['error', 'warning', 'note'];
/** One severity per alert: its security severity when it has one, else its level. Most severe first. */
const SEVERITY_ORDER = [...SECURITY_SEVERITIES, ...LEVELS, 'none'];
/** fail-on-severity: none, a level (compared with the rule's level) or a security severity. */
const FAIL_ON_VALUES = [
    'none',
    'note',
    'warning',
    'error',
    'low',
    'medium',
    'high',
    'critical',
];
const securityOf = (a) => SECURITY_SEVERITIES.find((s) => s === a.rule.security_severity_level) ?? null;
const levelOf = (a) => LEVELS.find((l) => l === a.rule.severity) ?? 'none';
/** The alert's one severity: its security severity when it has one, else its level. */
function severityOf(a) {
    return securityOf(a) ?? levelOf(a);
}
const securityRank = (s) => s ? SECURITY_SEVERITIES.length - SECURITY_SEVERITIES.indexOf(s) : 0;
const levelRank = (l) => (l === 'none' ? 0 : LEVELS.length - LEVELS.indexOf(l));
/** Most severe first: security severity, then level, then the older alert. */
function compareAlerts(a, b) {
    return (securityRank(securityOf(b)) - securityRank(securityOf(a)) ||
        levelRank(levelOf(b)) - levelRank(levelOf(a)) ||
        a.number - b.number);
}
/**
 * At or above fail-on-severity: a security severity (low … critical) is compared with the alert's security severity
 * (an alert without one never matches); a level (note, warning, error) with its level, whatever its security
 * severity; none never matches.
 */
function meetsThreshold(a, threshold) {
    if (threshold === 'none')
        return false;
    if (LEVELS.includes(threshold))
        return levelRank(levelOf(a)) >= levelRank(threshold);
    return securityRank(securityOf(a)) >= securityRank(threshold);
}
/** "security severity high or higher", "level warning or higher". */
function thresholdWords(threshold) {
    return `${LEVELS.includes(threshold) ? 'level' : 'security severity'} ${threshold} or higher`;
}
const zeroCounts = () => Object.fromEntries(SEVERITY_ORDER.map((s) => [s, 0]));
/** The tool of an alert that names none. */
const UNKNOWN_TOOL = '(unknown tool)';
function toAlertRow(a) {
    const instance = a.most_recent_instance;
    const loc = instance?.location;
    return {
        number: a.number,
        severity: severityOf(a),
        securitySeverity: securityOf(a),
        level: levelOf(a),
        ruleId: a.rule.id,
        ruleDescription: a.rule.description || a.rule.name || a.rule.id,
        // The published description lets a listing's alert come without its tool: the tool is then unknown.
        tool: a.tool?.name ?? UNKNOWN_TOOL,
        category: instance?.category ?? '',
        path: loc?.path || null,
        startLine: loc?.start_line ?? null,
        endLine: loc?.end_line ?? null,
        startColumn: loc?.start_column ?? null,
        endColumn: loc?.end_column ?? null,
        message: instance?.message?.text ?? '',
        url: a.html_url,
        ...(a.repository ? { repository: a.repository.full_name } : {}),
    };
}
/** Where an alert is: `path:line`, `path:start-end`, prefixed by `owner/name: ` in organization listings. */
function where(row) {
    if (!row.path)
        return '(no location)';
    const lines = row.startLine
        ? `:${row.startLine}${row.endLine && row.endLine !== row.startLine ? `-${row.endLine}` : ''}`
        : '';
    return `${row.repository ? `${row.repository}: ` : ''}${row.path}${lines}`;
}

// EXTERNAL MODULE: ./src/inputs.ts
var inputs = __webpack_require__(38422);
;// CONCATENATED MODULE: ./src/summary/markdown.ts
/**
 * Markdown for job summaries, in one place: text from outside (alert messages, rule names, paths) can never become
 * markup or a link, links go only to http(s) URLs, numbers have one format (src/format.ts), and tables always have their header.
 */

/**
 * Text safe inside a line of Markdown, table cells included: HTML escaped, the characters that make emphasis, code,
 * links, strikethrough or cell breaks escaped (a link needs `[`, so `(` is left alone), on one line.
 */
function markdown_text(value, max = 200) {
    const s = cut(value === null || value === undefined ? '' : String(value).replace(/\s+/g, ' ').trim(), max);
    return s
        .replace(/([\\`*_[\]|~])/g, '\\$1')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;');
}
/** At most `max` characters, cut between code points (never half an emoji), with an ellipsis when cut. */
function cut(s, max) {
    if (s.length <= max)
        return s;
    const points = Array.from(s);
    return points.length <= max ? s : `${points.slice(0, max - 1).join('')}…`;
}
/** Inline code: no markup inside a code span, but pipes and backticks would still break it. */
function markdown_code(value, max = 200) {
    const s = cut(String(value).replace(/[\r\n]+/g, ' '), max);
    // An empty span would show its backticks.
    return s === '' ? '—' : `\`${s.replace(/`/g, "'").replace(/\|/g, '\\|')}\``;
}
/** A link when the URL is http(s); the text alone otherwise. The label is escaped text. */
function markdown_link(label, url) {
    const shown = markdown_text(label);
    const safe = (u) => u.replace(/[()\s<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    return url && /^https?:\/\//i.test(url) ? `[${shown}](${safe(url)})` : shown;
}
/** A table; cells are given already escaped (text(), code(), link()). Headers are required and never empty. */
function markdown_table(headers, rows, align = []) {
    if (headers.length === 0 || headers.some((h) => h.trim() === ''))
        throw new Error('a Markdown table needs a header for every column');
    return [
        `| ${headers.map((h) => markdown_text(h)).join(' | ')} |`,
        `| ${headers.map((_, i) => (align[i] === 'right' ? '---:' : '---')).join(' | ')} |`,
        ...rows.map((r) => `| ${r.join(' | ')} |`),
    ].join('\n');
}
/** Rows a summary's table shows at most: a step's summary is shown up to 1 MiB, and read by a person. */
const MAX_TABLE_ROWS = 100;
/** A table of at most MAX_TABLE_ROWS rows, then a line saying how many more `what` there are. */
function cappedTable(headers, rows, what, align = []) {
    if (rows.length <= MAX_TABLE_ROWS)
        return markdown_table(headers, rows, align);
    return `${markdown_table(headers, rows.slice(0, MAX_TABLE_ROWS), align)}\n\n… and ${formatCount(rows.length - MAX_TABLE_ROWS)} more ${what}.`;
}
// One family: every step's summary starts with the same heading and status line, marks success and failure the
// same way, shows severities in the same table and picture, and the same number of alerts.
/** The one success, failure and warning mark of every summary (emoji, not GitHub shortcodes, so they show anywhere). */
const MARK = { ok: '✅', failed: '❌', warning: '⚠️' };
/** Rows of every "most severe alerts" table (the alerts step's `top` default, the upload step's). */
const TOP_ALERTS = 10;
/** The most a summary's table of alerts may show (the alerts step's `top`): about 300 KB of a step's 1 MiB. */
const MAX_TOP_ALERTS = 1_000;
/** A step's heading and its one status line: `### Pages deployment` then `✅ deployed to …`. */
function markdown_stepHeading(title, ok, line) {
    return `### ${markdown_text(title)}\n\n${ok ? MARK.ok : MARK.failed} ${line}\n`;
}
/** A failed step's whole summary: its heading and the failure (message, then hint) as text. */
function failureSummary(title, message) {
    return markdown_stepHeading(title, false, markdown_text(message, 1000));
}
/**
 * Counts by severity, in the one layout of every summary: a first column naming the row, one right-aligned
 * column per severity that has alerts in any row (in `order`, most severe first), and a total. Rows whose counts
 * equal the row above are left out (all listed alerts are open: one row).
 */
function severityTable(order, rows) {
    const shown = order.filter((s) => rows.some((r) => (r.counts[s] ?? 0) > 0));
    const distinct = rows.filter((r, i) => i === 0 || order.some((s) => (r.counts[s] ?? 0) !== (rows[i - 1].counts[s] ?? 0)));
    const total = (c) => order.reduce((t, s) => t + (c[s] ?? 0), 0);
    return markdown_table(['alerts', ...shown, 'total'], distinct.map((r) => [
        markdown_text(r.label),
        ...shown.map((s) => (0,format/* formatCount */.B4)(r.counts[s] ?? 0)),
        (0,format/* formatCount */.B4)(total(r.counts)),
    ]), ['left', ...shown.map(() => 'right'), 'right']);
}
/** A label inside a Mermaid string: no quotes, brackets or line breaks can end it. */
const mermaidLabel = (s) => s.replace(/["\r\n[\]`]/g, ' ').slice(0, 60);
/** A colour per severity, most severe darkest red; levels in the colours of the service's own level icons. */
const SEVERITY_COLOURS = {
    critical: '#8b0000',
    high: '#d1242f',
    medium: '#fb8500',
    low: '#d4a72c',
    error: '#cf222e',
    warning: '#bc4c00',
    note: '#0969da',
    none: '#6e7781',
};
/**
 * A pie of counts by severity, each slice in its severity's colour (GitHub renders ```mermaid blocks in job
 * summaries, issues and READMEs; it strips inline SVG), or '' when there is nothing to draw. Mermaid colours slices
 * in the order they are declared (pie1, pie2, …), and only its `base` theme takes colours.
 */
function severityPie(title, order, counts) {
    const slices = order.filter((s) => (counts[s] ?? 0) > 0);
    if (slices.length === 0)
        return '';
    const colours = Object.fromEntries(slices.map((s, i) => [`pie${i + 1}`, SEVERITY_COLOURS[s] ?? '#6e7781']));
    const init = {
        theme: 'base',
        themeVariables: { ...colours, pieStrokeColor: '#ffffff', pieOuterStrokeWidth: '1px' },
    };
    return [
        '```mermaid',
        `%%{init: ${JSON.stringify(init)}}%%`,
        `pie showData title ${mermaidLabel(title)}`,
        ...slices.map((s) => `    "${mermaidLabel(s)}" : ${counts[s]}`),
        '```',
    ].join('\n');
}
/** Bars of what a trim kept and dropped (results), or '' when nothing was dropped. */
function keptDroppedChart(kept, dropped) {
    if (dropped <= 0)
        return '';
    return [
        '```mermaid',
        `%%{init: ${JSON.stringify({ theme: 'base', themeVariables: { xyChart: { plotColorPalette: '#0969da' } } })}}%%`,
        'xychart-beta horizontal',
        '    title "Results kept and dropped by the trim"',
        '    x-axis ["kept", "dropped"]',
        // From 0: Mermaid would start the axis near the smaller bar, which then looks like nothing.
        `    y-axis "results" 0 --> ${Math.max(kept, dropped)}`,
        `    bar [${kept}, ${dropped}]`,
        '```',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/summary/alerts-table.ts
/**
 * The one table of the most severe open alerts, in every summary (the alerts step, the upload step): its heading
 * ("top N of M" when there are more), and one row per alert — severity, the alert's page, rule, location, tool,
 * message, and, after an upload, whether the upload made it. Before it, in both, the counts by severity.
 */



/** The counts by severity as a table (a row per label), then a pie of the open alerts when there is one. */
function severityBreakdown(rows, openCounts) {
    const pie = severityPie('Open alerts by severity', SEVERITY_ORDER, openCounts);
    return [severityTable(SEVERITY_ORDER, rows), ...(pie ? [pie] : [])];
}
function topAlertsTable(rows, open) {
    if (rows.length === 0)
        return '';
    const more = open - rows.length;
    const withNew = rows.some((r) => r.isNew !== undefined);
    return [
        `**Most severe open alerts**${more > 0 ? ` (top ${(0,format/* formatCount */.B4)(rows.length)} of ${(0,format/* formatCount */.B4)(open)})` : ''}`,
        '',
        markdown_table(['severity', 'alert', 'rule', 'location', 'tool', 'message', ...(withNew ? ['new'] : [])], rows.map((t) => [
            t.severity,
            markdown_link(`#${t.number}`, t.url),
            markdown_code(t.ruleId, 60),
            markdown_code(t.path ? where(t) : '', 80),
            markdown_text(t.tool, 40),
            markdown_text(t.message, 120),
            ...(withNew ? [t.isNew ? '🆕' : ''] : []),
        ])),
    ].join('\n');
}

// EXTERNAL MODULE: ./src/write-whole.ts
var write_whole = __webpack_require__(17394);
// EXTERNAL MODULE: ./src/make-directory.ts
var make_directory = __webpack_require__(6559);
;// CONCATENATED MODULE: ./src/steps/alerts-summary.ts
/**
 * Code-scanning alert summaries: list a repository's or an organization's alerts with every filter of the spec
 * (paging through all of them up to a cap), count them by severity, pick the most severe open ones, render the job
 * summary as Markdown, judge a severity threshold, and write the whole listing as JSON.
 *
 * The pure parts (summarizeAlerts, renderAlertSummaryMarkdown, checkSeverityThreshold) are shared with the upload
 * step. No @actions/core here: the action and CLI entries are thin shells over these functions.
 */









/** The heading of the alerts step's summary. */
const ALERTS_TITLE = 'Code scanning alerts';
/** Rows of the dismissed-alerts table at most (the count is always given). */
const DISMISSED_SHOWN = 20;
/**
 * Count alerts by severity and state, and pick the `top` most severe open ones (default TOP_ALERTS).
 */
function summarizeAlerts(alerts, options = {}) {
    const counts = zeroCounts();
    const openCounts = zeroCounts();
    const states = {};
    const open = [];
    const dismissed = [];
    for (const a of alerts) {
        if (a.state === 'dismissed')
            dismissed.push({
                number: a.number,
                url: a.html_url,
                ruleId: a.rule.id,
                reason: a.dismissed_reason ?? '',
                by: a.dismissed_by?.login ?? '',
                comment: a.dismissed_comment ?? '',
            });
        const severity = severityOf(a);
        counts[severity]++;
        states[a.state] = (states[a.state] ?? 0) + 1;
        if (a.state === 'open') {
            openCounts[severity]++;
            open.push(a);
        }
    }
    open.sort(compareAlerts);
    const top = open.slice(0, Math.max(0, options.top ?? TOP_ALERTS)).map(toAlertRow);
    return {
        total: alerts.length,
        open: open.length,
        counts,
        openCounts,
        states,
        top,
        openAlerts: open,
        dismissed,
    };
}
/** Does any open alert reach the threshold (the alert model's meetsThreshold)? */
function checkSeverityThreshold(summary, threshold) {
    if (threshold === 'none') {
        return { threshold, count: 0, failed: false, message: 'no severity threshold (fail-on-severity: none)' };
    }
    const n = summary.openAlerts.filter((a) => meetsThreshold(a, threshold)).length;
    const what = thresholdWords(threshold);
    return {
        threshold,
        count: n,
        failed: n > 0,
        message: n > 0
            ? `${(0,format/* formatCount */.B4)(n)} open alert(s) of ${what} (fail-on-severity: ${threshold})`
            : `no open alert of ${what} (fail-on-severity: ${threshold})`,
    };
}
/** The job summary: counts by severity, then a table of the most severe open alerts with links. */
function renderAlertSummaryMarkdown(summary, options = {}) {
    const out = [`### ${markdown_text(options.title ?? ALERTS_TITLE)}`, ''];
    if (options.threshold && options.threshold.threshold !== 'none') {
        out.push(`${options.threshold.failed ? MARK.failed : MARK.ok} ${markdown_text(options.threshold.message)}`, '');
    }
    const states = Object.entries(summary.states)
        .sort(([, a], [, b]) => b - a)
        .map(([s, n]) => `${(0,format/* formatCount */.B4)(n)} ${s}`)
        .join(', ');
    out.push(`${options.scope ? `**${markdown_text(options.scope, 300)}**: ` : ''}${(0,format/* plural */.LS)(summary.total, 'alert')}` +
        (summary.total > 0 ? ` (${states})` : '') +
        (options.truncated ? ' — the listing stopped at its cap; raise the maximum to see them all' : ''), '');
    if (options.noAnalysis)
        out.push('No code scanning analysis in this repository yet: upload SARIF to it (the upload step) first.', '');
    if (summary.total > 0) {
        const rows = [
            { label: 'open', counts: summary.openCounts },
            { label: 'all listed', counts: summary.counts },
        ];
        for (const part of severityBreakdown(rows, summary.openCounts))
            out.push(part, '');
    }
    if (summary.top.length > 0) {
        out.push(topAlertsTable(summary.top, summary.open), '');
    }
    else if (summary.total > 0) {
        out.push('No open alerts.', '');
    }
    if (summary.dismissed.length > 0) {
        const shown = summary.dismissed.slice(0, DISMISSED_SHOWN);
        out.push(`**Dismissed alerts** (${(0,format/* formatCount */.B4)(summary.dismissed.length)}${shown.length < summary.dismissed.length ? `, first ${(0,format/* formatCount */.B4)(shown.length)}` : ''})`, '', markdown_table(['alert', 'rule', 'reason', 'by', 'comment'], shown.map((d) => [
            markdown_link(`#${d.number}`, d.url),
            markdown_code(d.ruleId, 60),
            markdown_text(d.reason, 40),
            markdown_text(d.by, 40),
            markdown_text(d.comment, 120),
        ])), '');
    }
    return out.join('\n');
}
/** The same as plain text, for the CLI. */
function formatAlertSummaryText(summary, options = {}) {
    const out = [];
    out.push(`${options.scope ? `${options.scope}: ` : ''}${(0,format/* plural */.LS)(summary.total, 'alert')}, ${(0,format/* formatCount */.B4)(summary.open)} open` +
        (options.truncated ? ' (listing stopped at its cap)' : ''));
    const shown = SEVERITY_ORDER.filter((s) => summary.counts[s] > 0);
    if (shown.length > 0) {
        out.push(`  open by severity: ${shown.map((s) => `${s} ${(0,format/* formatCount */.B4)(summary.openCounts[s])}`).join(', ')}`);
    }
    if (summary.dismissed.length > 0) {
        out.push(`  dismissed: ${(0,format/* formatCount */.B4)(summary.dismissed.length)}`);
        for (const d of summary.dismissed.slice(0, DISMISSED_SHOWN))
            out.push(`    #${d.number} ${d.ruleId}: ${d.reason}${d.by ? ` by ${d.by}` : ''}${d.comment ? ` (${d.comment.replace(/[\s\p{Cc}]+/gu, ' ')})` : ''}`);
    }
    if (summary.top.length > 0) {
        out.push('', 'most severe open alerts:');
        for (const t of summary.top) {
            out.push(`  ${t.severity.padEnd(8)} #${t.number} ${t.ruleId} ${where(t)} (${t.tool})`);
            out.push(`           ${t.url}`);
        }
    }
    if (options.threshold && options.threshold.threshold !== 'none') {
        out.push('', `${options.threshold.failed ? 'FAILED' : 'OK'}: ${options.threshold.message}`);
    }
    return out.join('\n');
}
const DEFAULT_MAX_ALERTS = 10_000;
const STATES = ['open', 'closed', 'dismissed', 'fixed'];
const FILTER_SEVERITIES = [
    'critical',
    'high',
    'medium',
    'low',
    'warning',
    'note',
    'error',
];
const ACTION_INPUT_NAMES = {
    toolName: 'tool-name',
    toolGuid: 'tool-guid',
    ref: 'ref',
    state: 'state',
    severity: 'severity',
    sort: 'sort',
    direction: 'direction',
    failOn: 'fail-on-severity',
};
/** Raw filter values (action inputs, CLI options; empty means not given) checked and typed. Throws UserError. */
function parseAlertFilters(raw, names = ACTION_INPUT_NAMES) {
    const v = (s) => (s === undefined || s.trim() === '' ? undefined : s.trim());
    const oneOf = (key, value, allowed) => (0,inputs/* parseOptionalChoice */.TU)(value, allowed, names[key]);
    const toolName = v(raw.toolName);
    const toolGuid = v(raw.toolGuid);
    if (toolName !== undefined && toolGuid !== undefined) {
        throw new inputs/* UserError */.yo(`give ${names.toolName} or ${names.toolGuid}, not both (the service takes one or the other)`, undefined, 2);
    }
    const filters = {
        ...(toolName !== undefined ? { tool_name: toolName } : {}),
        ...(toolGuid !== undefined ? { tool_guid: toolGuid === 'null' ? null : toolGuid } : {}),
        ...(v(raw.ref) !== undefined ? { ref: v(raw.ref) } : {}),
        state: oneOf('state', raw.state, STATES),
        severity: oneOf('severity', raw.severity, FILTER_SEVERITIES),
        sort: oneOf('sort', raw.sort, ['created', 'updated']),
        direction: oneOf('direction', raw.direction, ['asc', 'desc']),
    };
    return Object.fromEntries(Object.entries(filters).filter(([, x]) => x !== undefined));
}
function parseFailOn(value, name = ACTION_INPUT_NAMES.failOn) {
    return (0,inputs/* parseChoice */.HU)(value, FAIL_ON_VALUES, 'none', name);
}
function label(scope, f) {
    const parts = Object.entries(f).map(([k, x]) => `${k.replace('_', '-')} ${x === null ? 'null' : String(x)}`);
    const where = 'org' in scope ? `organization ${scope.org}` : `${scope.owner}/${scope.repo}`;
    return parts.length > 0 ? `${where} (${parts.join(', ')})` : where;
}
/**
 * List every alert of a repository or organization matching the filters (100 a page, up to maxItems), summarize
 * them, judge the threshold, render the job summary and write the JSON file. API errors are thrown as ApiError.
 */
async function runAlertsStep(api, options) {
    const filters = options.filters ?? {};
    const maxItems = options.maxItems ?? DEFAULT_MAX_ALERTS;
    if (!Number.isSafeInteger(maxItems) || maxItems <= 0)
        throw new inputs/* UserError */.yo('the maximum number of alerts must be a positive integer', undefined, 2);
    const common = { ...filters, per_page: options.perPage ?? 100, maxItems };
    let listed;
    if ('org' in options.scope) {
        if (filters.ref !== undefined) {
            throw new inputs/* UserError */.yo('ref filters repository listings only: drop it, or list a repository instead of an organization', undefined, 2);
        }
        const { ref: _ref, ...orgFilters } = common;
        listed = await api.codeScanning
            .listOrgAlerts({ org: options.scope.org, ...orgFilters })
            .collect();
    }
    else {
        listed = await api.codeScanning
            .listRepoAlerts({
            owner: options.scope.owner,
            repo: options.scope.repo,
            ...common,
        })
            .collect()
            .catch(noAnalysisYet);
    }
    const noAnalysis = 'noAnalysis' in listed;
    const alerts = listed.items;
    const summary = summarizeAlerts(alerts, { top: options.top });
    const threshold = checkSeverityThreshold(summary, options.failOn ?? 'none');
    const scopeLabel = label(options.scope, filters);
    const markdown = renderAlertSummaryMarkdown(summary, {
        scope: scopeLabel,
        truncated: listed.truncated,
        threshold,
        noAnalysis,
    });
    const document = {
        ...alertsDocument(options.scope, filters, listed.truncated, summary, threshold, alerts),
        ...(noAnalysis ? { no_analysis: true } : {}),
    };
    if (options.jsonFile) {
        // Every string redacted: an alert (a secret scanner's, say) may carry a secret this step knows.
        await writeJsonFile(options.jsonFile, `${JSON.stringify(api.redactValue(document), null, 2)}\n`);
    }
    return {
        scopeLabel,
        summary,
        threshold,
        truncated: listed.truncated,
        noAnalysis,
        alerts,
        document,
        jsonFile: options.jsonFile,
        markdown,
    };
}
/**
 * The service answers the alerts of a repository that has no code scanning analysis at all 404 "no analysis found":
 * nothing to list yet, not a failure (a repository that is not there, or not the caller's, still fails).
 */
function noAnalysisYet(err) {
    if (err instanceof src_api/* ApiError */.hD && err.status === 404 && /no analysis found/i.test(err.serviceMessage))
        return { items: [], truncated: false, noAnalysis: true };
    throw err;
}
/**
 * The alerts as JSON, one document for the step's json-file and the CLI's --json and --json-file: the scope and
 * filters, the counts, the threshold, the most severe open alerts and every alert listed.
 */
function alertsDocument(scope, filters, truncated, summary, threshold, alerts) {
    return {
        scope: 'org' in scope ? { org: scope.org } : { repository: `${scope.owner}/${scope.repo}` },
        filters,
        generated_at: new Date().toISOString(),
        truncated,
        total: summary.total,
        open: summary.open,
        counts: summary.counts,
        open_counts: summary.openCounts,
        states: summary.states,
        dismissed: summary.dismissed,
        threshold: { value: threshold.threshold, failed: threshold.failed, count: threshold.count },
        top: summary.top,
        alerts,
    };
}
/** The alerts' JSON written whole (a full disk leaves no cut file); what the user can fix, said as a user error. */
async function writeJsonFile(path, text) {
    try {
        (0,make_directory/* makeDirectory */.O)((0,external_node_path_.dirname)(path));
        await (0,write_whole/* writeWhole */.f)([{ path, data: text }]);
    }
    catch (err) {
        const why = (0,write_whole/* writeProblem */.b)(err);
        if (!why)
            throw err;
        throw new inputs/* UserError */.yo(`cannot write the alerts to ${path}: ${why}`, 'Give json-file (--json-file) a path in a directory this step can write to, with room for the file.');
    }
}

// EXTERNAL MODULE: ./src/cli/commands/shared.ts + 1 modules
var shared = __webpack_require__(68707);
;// CONCATENATED MODULE: ./src/cli/commands/alerts.ts
/**
 * `sarif-pipeline alerts`: the code-scanning alerts of a repository or an organization, with every filter of the
 * spec, summarized (counts by severity, the most severe open alerts with links), as text or JSON, optionally
 * written to a JSON file and to the job summary, and failing (exit 1) when an open alert reaches --fail-on.
 */






const HELP = `sarif-pipeline alerts: summarize the code-scanning alerts of a repository or an organization.

Usage:
  sarif-pipeline alerts (--repo owner/name | --org ORG) [--tool-name N | --tool-guid G] [--ref R]
                        [--state S] [--severity S] [--sort created|updated] [--direction asc|desc]
                        [--max N] [--top N] [--json] [--json-file PATH] [--fail-on SEV]

Lists every matching alert (100 a page, up to --max), counts them by severity (critical, high, medium, low for
rules with a security severity; else error, warning, note) and shows the most severe open ones with links.

Options:
  --repo owner/name   the repository (default: GITHUB_REPOSITORY)
  --org ORG           the organization instead (needs an owner or security manager)
  --tool-name N       alerts of this tool only
  --tool-guid G       alerts of the tool with this GUID ("null": tools without a GUID); not with --tool-name
  --ref R             refs/heads/<branch>, <branch> or refs/pull/<n>/merge (repositories only; default: the
                      default branch)
  --state S           open, closed, dismissed or fixed (default: all)
  --severity S        critical, high, medium, low, error, warning or note
  --sort S            created (default) or updated
  --direction D       desc (default) or asc
  --max N             list at most N alerts (default ${(0,format/* formatCount */.B4)(DEFAULT_MAX_ALERTS)})
  --top N             rows in the most-severe table (default ${TOP_ALERTS})
  --json              print the summary and every alert as JSON
  --json-file PATH    also write that JSON to PATH
  --fail-on SEV       exit 1 when an open alert reaches SEV: ${FAIL_ON_VALUES.join(', ')} (default none).
                      A security severity compares the alerts' security severities, a level their levels.
  --api-url URL       the API root (default: GITHUB_API_URL, else https://api.github.com)

Environment:
  SVC_TOKEN, else GITHUB_TOKEN   the token (security_events scope, or public_repo for public repositories;
                                 apps: code scanning alerts read)
  GITHUB_STEP_SUMMARY            when set (in a workflow), the summary is appended to it as Markdown

Exit status: 0 listed (and below the threshold), 1 an open alert reaches --fail-on, or the service refused,
2 usage error.
`;
const COMMAND = 'alerts';
const FLAGS = {
    toolName: '--tool-name',
    toolGuid: '--tool-guid',
    ref: '--ref',
    state: '--state',
    severity: '--severity',
    sort: '--sort',
    direction: '--direction',
    failOn: '--fail-on',
};
/** The repository (--repo, else GITHUB_REPOSITORY) or the organization (--org, without --ref) listed. */
function readScope(values, env) {
    if (values.org !== undefined) {
        if (!inputs/* ACCOUNT */.u4.test(values.org)) {
            throw (0,shared/* usageError */.Wp)(COMMAND, `--org must be an organization name, got "${(0,shared/* printable */.g$)(values.org)}"`);
        }
        if (values.ref !== undefined) {
            throw (0,shared/* usageError */.Wp)(COMMAND, '--ref applies to repositories only', 'Drop --ref, or list a repository with --repo.');
        }
        return { org: values.org };
    }
    return (0,shared/* parseRepo */.E3)(values.repo, COMMAND, env);
}
async function run(args, io = (0,shared/* processIo */.Wr)()) {
    const parsed = (0,shared/* parseCommand */.RM)(COMMAND, HELP, args, io, {
        repo: { type: 'string' },
        org: { type: 'string' },
        'tool-name': { type: 'string' },
        'tool-guid': { type: 'string' },
        ref: { type: 'string' },
        state: { type: 'string' },
        severity: { type: 'string' },
        sort: { type: 'string' },
        direction: { type: 'string' },
        max: { type: 'string' },
        top: { type: 'string' },
        'json-file': { type: 'string' },
        'fail-on': { type: 'string' },
    });
    if (!parsed)
        return 0;
    const { values, positionals } = parsed;
    if (positionals.length > 0)
        throw (0,shared/* usageError */.Wp)(COMMAND, `unexpected argument "${(0,shared/* printable */.g$)(positionals[0])}"`);
    if (values.repo !== undefined && values.org !== undefined) {
        throw (0,shared/* usageError */.Wp)(COMMAND, 'give --repo or --org, not both');
    }
    const scope = readScope(values, io.env);
    let filters;
    let failOn;
    try {
        filters = parseAlertFilters({
            toolName: values['tool-name'],
            toolGuid: values['tool-guid'],
            ref: values.ref,
            state: values.state,
            severity: values.severity,
            sort: values.sort,
            direction: values.direction,
        }, FLAGS);
        failOn = parseFailOn(values['fail-on'], FLAGS.failOn);
    }
    catch (err) {
        if (err instanceof inputs/* UserError */.yo)
            throw (0,shared/* usageError */.Wp)(COMMAND, (0,shared/* printable */.g$)(err.message), err.hint);
        throw err;
    }
    const maxItems = (0,shared/* positiveInt */.NJ)(values.max, '--max', COMMAND);
    const top = (0,shared/* positiveInt */.NJ)(values.top, '--top', COMMAND);
    // Alerts may carry the token (a secret scanner's): everything printed or written is redacted.
    const { api, out } = (0,shared/* connect */.Ng)(io, COMMAND, values['api-url']);
    const result = await (0,shared/* callApi */.px)(() => runAlertsStep(api, { scope, filters, failOn, maxItems, top, jsonFile: values['json-file'] }));
    const { summary, threshold } = result;
    if (values.json)
        (0,shared/* printJson */.Q2)(out, api.redactValue(result.document));
    else {
        // A failed threshold is said once, as the error below; a threshold met says OK here.
        out.stdout(`${(0,shared/* printable */.g$)(formatAlertSummaryText(summary, { scope: result.scopeLabel, truncated: result.truncated, threshold: threshold.failed ? undefined : threshold }))}\n`);
        if (result.jsonFile)
            out.stdout(`written to ${result.jsonFile}\n`);
    }
    (0,shared/* writeSummary */.Sy)(io, result.markdown, (t) => api.redact(t));
    if (threshold.failed) {
        out.stderr(`error: ${threshold.message}\n`);
        return 1;
    }
    return 0;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: ./node_modules/@actions/workflow-parser/dist/index.js
var dist = __webpack_require__(22657);
// EXTERNAL MODULE: ./node_modules/@actions/workflow-parser/dist/actions/action-schema.js + 1 modules
var action_schema = __webpack_require__(68590);
// EXTERNAL MODULE: ./node_modules/@actions/workflow-parser/dist/actions/action-template.js
var action_template = __webpack_require__(45918);
// EXTERNAL MODULE: ./node_modules/@actions/workflow-parser/dist/templates/template-context.js + 1 modules
var template_context = __webpack_require__(15071);
// EXTERNAL MODULE: ./node_modules/@actions/workflow-parser/dist/templates/template-reader.js
var template_reader = __webpack_require__(50199);
// EXTERNAL MODULE: ./node_modules/@actions/workflow-parser/dist/templates/schema/definition-info.js
var definition_info = __webpack_require__(67437);
// EXTERNAL MODULE: ./node_modules/@actions/workflow-parser/dist/workflows/yaml-object-reader.js
var yaml_object_reader = __webpack_require__(80589);
// EXTERNAL MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/referencedWorkflow.js + 2 modules
var referencedWorkflow = __webpack_require__(80247);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var yaml_dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/runner/workflow.ts
/**
 * Reading workflow and action files with GitHub's own parser (@actions/workflow-parser, the code behind the Actions
 * editor support): the file is checked against the service's schema, and every error comes back with the file,
 * line and column. The runner then walks the parsed token tree itself (the converted model drops `with`, `shell`,
 * `timeout-minutes`, `permissions`, `defaults`, ...), so every value keeps its place in the file for messages.
 */











const at = (w) => w.line === undefined ? w.file : `${w.file}:${w.line}${w.col === undefined ? '' : `:${w.col}`}`;
/** Parser messages shown of one file (all are kept in WorkflowError.problems). */
const MAX_PROBLEMS = 10;
/** The workflow or action file is not one the service would run: the parser's messages, each with its place. */
class WorkflowError extends errors/* UserError */.y {
    file;
    problems;
    constructor(file, problems) {
        // One YAML mistake can leave the parser reporting every token after it: the first few say what is wrong.
        const shown = problems.length > MAX_PROBLEMS
            ? [
                ...problems.slice(0, MAX_PROBLEMS),
                `… and ${problems.length - MAX_PROBLEMS} more, most likely caused by the first`,
            ]
            : problems;
        super(`${file} is not a valid ${/action\.ya?ml$/.test(file) ? 'action' : 'workflow'} file:\n  ${shown.join('\n  ')}`, undefined, 1);
        this.file = file;
        this.problems = problems;
        this.name = 'WorkflowError';
    }
}
/** A feature of the language this runner does not run, named with its place. */
class UnsupportedError extends errors/* UserError */.y {
    constructor(where, what, hint) {
        super(`${at(where)}: ${what} is not supported by sarif-pipeline run`, hint, 1);
        this.name = 'UnsupportedError';
    }
}
const workflow_where = (file, t) => ({
    file,
    line: t?.range?.start.line,
    col: t?.range?.start.column,
});
/** `w.yml (Line: 7, Col: 9): Unexpected value 'run'` → `w.yml:7:9: Unexpected value 'run'`. */
function problemsOf(file, result) {
    return result.context.errors.getErrors().map((e) => {
        const start = e.range?.start;
        const place = start ? `${file}:${start.line}:${start.column}` : file;
        return `${place}: ${e.rawMessage}`;
    });
}
/** A mapping token's entries by key (keys are literal strings in both schemas). */
function entries(t) {
    const out = new Map();
    if (!t || !(0,dist/* isMapping */.pi)(t))
        return out;
    for (const { key, value } of t)
        out.set(String(key.value ?? key), value);
    return out;
}
const items = (t) => (t && (0,dist/* isSequence */.wZ)(t) ? [...t] : []);
/** A literal string value (keys, `uses`, `shell`, ...); undefined for expressions and other types. */
function literal(t) {
    if (!t)
        return undefined;
    if ((0,dist/* isString */.Kg)(t))
        return t.value;
    const v = t.value;
    return v === undefined || v === null || typeof v === 'object' ? undefined : String(v);
}
const isExpression = (t) => !!t && (0,dist/* isBasicExpression */.hR)(t);
/**
 * An event that filters by `branches` and `branches-ignore` (or `tags`, `paths` and their `-ignore`) at once: the
 * service refuses the workflow file (the schema, and so the parser, let it through).
 */
function exclusiveFilterProblems(file, on) {
    const problems = [];
    if (!on || !(0,dist/* isMapping */.pi)(on))
        return problems;
    for (const { value: event } of on) {
        if (!(0,dist/* isMapping */.pi)(event))
            continue;
        const keys = new Map();
        for (const { key } of event)
            keys.set(literal(key) ?? '', key);
        for (const filter of ['branches', 'tags', 'paths'])
            if (keys.has(filter) && keys.has(`${filter}-ignore`)) {
                const second = [keys.get(filter), keys.get(`${filter}-ignore`)].sort((a, b) => (a.range?.start.line ?? 0) - (b.range?.start.line ?? 0))[1];
                problems.push(`${at(workflow_where(file, second))}: you may only define one of \`${filter}\` and \`${filter}-ignore\` for a single event`);
            }
    }
    return problems;
}
/** Parse and check a workflow file; throws WorkflowError with the parser's messages. */
async function loadWorkflow(file, display = file) {
    let content;
    try {
        content = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch (err) {
        const code = err.code;
        throw new errors/* UserError */.y(`cannot read the workflow ${display}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : err.message}`, code === 'ENOENT' ? 'Give the path of a workflow file, e.g. .github/workflows/ci.yml.' : undefined, code === 'ENOENT' || code === 'EISDIR' ? 2 : 1);
    }
    const result = (0,dist/* parseWorkflow */.hM)({ name: display, content }, new dist/* NoOperationTraceWriter */.P0());
    if (result.context.errors.count > 0 || !result.value)
        throw new WorkflowError(display, problemsOf(display, result));
    noteMultilineValues(content, result.value);
    // The converter checks what the schema cannot (needs that name no job, cycles, matrix shapes).
    const converted = await (0,dist/* convertWorkflowTemplate */.DE)(result.context, result.value);
    if (result.context.errors.count > 0)
        throw new WorkflowError(display, problemsOf(display, result));
    const root = entries(result.value);
    const filters = exclusiveFilterProblems(display, root.get('on'));
    if (filters.length > 0)
        throw new WorkflowError(display, filters);
    const jobTokens = entries(root.get('jobs'));
    const jobs = converted.jobs.map((j) => ({
        id: j.id.value,
        token: jobTokens.get(j.id.value),
        needs: (j.needs ?? []).map((n) => n.value),
        condition: j.if?.expression ?? 'success()',
        model: j,
    }));
    return {
        file: display,
        name: literal(root.get('name')) ?? display,
        root,
        jobs,
        token: result.value,
        context: result.context,
    };
}
/**
 * A job's call checked against the workflow it calls, by the parser's own converter (as the service checks it when
 * the run starts): every required input and secret given, nothing given that the called workflow does not declare
 * (`secrets: inherit` passes all). Throws WorkflowError naming the caller's file, line and column.
 */
function checkCall(caller, job, called) {
    if (job.model.type !== 'reusableWorkflowJob')
        return;
    (0,referencedWorkflow/* convertReferencedWorkflow */.Y)(caller.context, called.token, job.model);
    if (caller.context.errors.count > 0)
        throw new WorkflowError(caller.file, problemsOf(caller.file, { context: caller.context, value: caller.token }));
}
/**
 * An action.yml read as the runner reads it: against its schema's `action-root` (src/Runner.Worker/action_yaml.json,
 * which the parser's schema holds too), where `name`, `description` and unknown keys are allowed; the parser's own
 * `parseAction` reads `action-root-strict`, the Marketplace's lint. Then the checks the runner makes of `runs` in
 * code (ActionManifestManager.ConvertRuns), with its words.
 */
function parseActionFile(display, content) {
    const schema = (0,action_schema/* getActionSchema */.E)();
    const context = new template_context/* TemplateContext */.m(new template_context/* TemplateValidationErrors */.R(), schema, new dist/* NoOperationTraceWriter */.P0());
    const fileId = context.getFileId(display);
    const reader = new yaml_object_reader/* YamlObjectReader */.M(fileId, content);
    if (reader.errors.length > 0) {
        for (const err of reader.errors)
            context.error(fileId, err.message, err.range);
        return { context, value: undefined };
    }
    const value = (0,template_reader/* readTemplate */.x)(context, 'action-root', reader, fileId);
    // `pre-if` and `post-if` are plain strings in this schema; the runner evaluates them with the contexts and
    // functions of `runs-if`, which the parser's converter checks them against.
    for (const [k, t] of entries(entries(value).get('runs')))
        if ((k === 'pre-if' || k === 'post-if') && (0,dist/* isString */.Kg)(t))
            t.definitionInfo = new definition_info/* DefinitionInfo */.u(schema, 'runs-if');
    const problem = value && context.errors.count === 0 ? runsProblem(display, value) : undefined;
    if (problem)
        context.error(problem.token, problem.message);
    return { context, value };
}
const NODE_VERSIONS = ['node12', 'node16', 'node20', 'node24'];
/** What the runner refuses in an action's `runs` (the schema lets any of it through), at its place. */
function runsProblem(display, root) {
    const runsToken = entries(root).get('runs');
    if (!runsToken)
        return { token: root, message: `Top level 'runs:' section is required for ${display}` };
    const runs = entries(runsToken);
    const using = literal(runs.get('using'));
    const token = runs.get('using') ?? runsToken;
    if (!using)
        return {
            token,
            message: "Missing 'using' value. 'using' requires 'composite', 'docker', 'node12', 'node16', 'node20' or 'node24'.",
        };
    if (using === 'docker' && !literal(runs.get('image')))
        return { token, message: `You are using a Container Action but an image is not provided in ${display}.` };
    if (NODE_VERSIONS.includes(using) && !literal(runs.get('main')))
        return {
            token,
            message: `You are using a JavaScript Action but there is not an entry JavaScript file provided in ${display}.`,
        };
    if (using === 'composite' && !runs.has('steps'))
        return {
            token,
            message: `You are using a composite action but there are no steps provided in ${display}.`,
        };
    if (using !== 'docker' && using !== 'composite' && !NODE_VERSIONS.includes(using))
        return {
            token,
            message: `'using: ${using}' is not supported, use 'docker', 'node12', 'node16', 'node20' or 'node24' instead.`,
        };
    return undefined;
}
/** Parse and check an action.yml; throws WorkflowError with the parser's messages. */
function loadAction(file, display = file) {
    const content = (0,external_node_fs_.readFileSync)(file, 'utf8');
    const result = parseActionFile(display, content);
    if (result.context.errors.count > 0 || !result.value)
        throw new WorkflowError(display, problemsOf(display, result));
    noteMultilineValues(content, result.value);
    const template = (0,action_template/* convertActionTemplate */.C)(result.context, result.value);
    if (result.context.errors.count > 0)
        throw new WorkflowError(display, problemsOf(display, result));
    return { file: display, template, root: entries(result.value) };
}
/**
 * The value YAML gives a multi-line scalar's expression token (a block's indentation removed, `>` folded), noted when
 * its file is read: the token's own source is the scalar's text as written. Read by evaluateToken (expressions.ts).
 */
const scalarValues = new WeakMap();
/**
 * The values YAML gives the file's multi-line scalars that hold `${{`, noted for their expression tokens. For a
 * scalar over several lines (`run: |`, `>`, a folded plain or quoted one), @actions/workflow-parser builds the
 * expression from the scalar's source text, indentation and all, where the service takes its value: a block's lines
 * would keep their indentation (a heredoc's `EOF` would never close it) and `>` would not fold. Scalars are found by
 * where they start, as the parser's own reader places its tokens.
 */
function noteMultilineValues(content, root) {
    if (!content.includes('${{'))
        return;
    const lineCounter = new yaml_dist/* LineCounter */.HN();
    const values = new Map();
    (0,yaml_dist/* visit */.YR)((0,yaml_dist/* parseDocument */.Tp)(content, { lineCounter, uniqueKeys: false }), {
        Scalar(_key, node) {
            if (typeof node.value !== 'string' || !node.value.includes('${{') || !node.range)
                return;
            const start = lineCounter.linePos(node.range[0]);
            if (start.line === lineCounter.linePos(node.range[1]).line)
                return;
            values.set(`${start.line}:${start.col}`, node.value);
        },
    });
    if (values.size === 0)
        return;
    const note = (t) => {
        if ((0,dist/* isBasicExpression */.hR)(t)) {
            const r = t.range;
            const value = r && r.start.line !== r.end.line ? values.get(`${r.start.line}:${r.start.column}`) : undefined;
            if (value !== undefined)
                scalarValues.set(t, value);
        }
        else if ((0,dist/* isMapping */.pi)(t)) {
            for (const { key, value } of t) {
                note(key);
                note(value);
            }
        }
        else if ((0,dist/* isSequence */.wZ)(t))
            for (const item of t)
                note(item);
    };
    note(root);
}

;// CONCATENATED MODULE: ./src/runner/actions.ts
/**
 * Where a `uses:` comes from, as a runner's action cache holds actions:
 *
 * - `./path`: the workspace's own action (action.yml or action.yaml in that directory);
 * - `owner/repo[/path]@ref`: `ACTIONS_DIR/owner/repo@ref/path`, fetched beforehand (`--actions-dir`);
 * - `*\/sarif-pipeline[/sub]@*`: this package's own steps, whatever the owner and ref;
 * - `actions/checkout@*`: the working directory is the checkout (the runner says so once);
 * - `docker://…` and actions that run in a container: refused, naming the step.
 *
 * `--use OLD=NEW` maps an action to another whatever ref the workflow names: OLD is `owner/repo[/path]`, NEW is
 * resolved like any `uses:` (its ref, if it has none, is the workflow's), and `sarif-pipeline[/sub]` names this
 * package's steps.
 */






let root;
/**
 * This package's root: the first directory up from this module with the package.json named sarif-pipeline (the
 * same walk from src/runner and from the bundle in dist/cli; no path literal, which ncc would copy as an asset).
 */
function packageRoot() {
    if (root)
        return root;
    let dir = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
    for (;;) {
        const pkg = (0,external_node_path_.join)(dir, 'package.json');
        if ((0,external_node_fs_.existsSync)(pkg)) {
            try {
                if (JSON.parse((0,external_node_fs_.readFileSync)(pkg, 'utf8')).name === 'sarif-pipeline')
                    return (root = dir);
            }
            catch {
                // not ours; keep looking
            }
        }
        const up = (0,external_node_path_.dirname)(dir);
        if (up === dir)
            throw new Error('the sarif-pipeline package root was not found above the runner module');
        dir = up;
    }
}
const actionFile = (dir) => ['action.yml', 'action.yaml'].map((f) => (0,external_node_path_.join)(dir, f)).find((f) => (0,external_node_fs_.existsSync)(f));
function load(dir, uses, extra, display) {
    const file = actionFile(dir);
    if (!file)
        throw new errors/* UserError */.y(`${uses}: no action.yml or action.yaml in ${display}`, undefined, 1);
    return {
        kind: 'action',
        uses,
        dir,
        action: loadAction(file, (0,external_node_path_.join)(display, file.slice(dir.length + 1))),
        ...extra,
    };
}
function parseRemote(uses) {
    const m = /^([^/@\s]+)\/([^/@\s]+)((?:\/[^@\s]+)?)(?:@(\S+))?$/.exec(uses);
    if (!m)
        return undefined;
    return { owner: m[1], repo: m[2], path: m[3].replace(/^\//, ''), ref: m[4] };
}
/** GitHub's actions/checkout (or a copy of it): its name and the inputs that make it clean a workspace. */
function isGithubCheckout(resolved) {
    const t = resolved.action.template;
    const inputs = new Set((t.inputs ?? []).map((i) => i.id.toLowerCase()));
    return t.name === 'Checkout' && inputs.has('clean') && inputs.has('repository');
}
/**
 * The actions this package has a step in the place of (`--use OLD=NEW`, whatever the workflow's ref): the only
 * ones a missing action's message suggests mapping to sarif-pipeline.
 */
const STAND_INS = new Map([
    ['github/codeql-action/upload-sarif', 'sarif-pipeline'],
    ['actions/configure-pages', 'sarif-pipeline/configure-pages'],
    ['actions/upload-pages-artifact', 'sarif-pipeline/upload-pages-artifact'],
    ['actions/deploy-pages', 'sarif-pipeline/deploy-pages'],
]);
/** What a user can do about an action of another repository that is not here (no --actions-dir, or not in it). */
function missingActionHint(p, name, repoDir) {
    const standIn = STAND_INS.get(name);
    const fetch = `fetch it (git clone --depth 1 --branch ${p.ref} https://github.com/${p.owner}/${p.repo} ${repoDir}) and pass --actions-dir`;
    if (standIn)
        return `Run this package's step in its place: --use ${name}=${standIn}; or ${fetch}.`;
    return `There is no sarif-pipeline step in its place. ${fetch[0].toUpperCase()}${fetch.slice(1)}; or run an action of your own in its place: --use ${name}=./path/to/action (a directory with an action.yml); or leave the step out of local runs: if: runner.name != 'sarif-pipeline run'.`;
}
/** Resolve one `uses:` (the caller names the step in its messages). */
function resolveUses(uses, r) {
    if (uses.startsWith('docker://'))
        throw new errors/* UserError */.y(`${uses}: docker actions are not supported by sarif-pipeline run (no container runtime)`, undefined, 1);
    // ./path in the workspace; an absolute directory only through --use (a stand-in kept elsewhere).
    if (uses.startsWith('./') || uses.startsWith('../') || (0,external_node_path_.isAbsolute)(uses)) {
        const dir = (0,external_node_path_.resolve)(r.workspace, uses);
        if (!(0,external_node_fs_.existsSync)(dir) || !(0,external_node_fs_.statSync)(dir).isDirectory())
            throw new errors/* UserError */.y(`${uses}: no such directory in the workspace (${dir})`, undefined, 1);
        return load(dir, uses, {}, uses);
    }
    const parsed = parseRemote(uses);
    if (!parsed)
        throw new errors/* UserError */.y(`${uses}: not an action reference (owner/repo[/path]@ref or ./path)`, undefined, 1);
    const name = `${parsed.owner}/${parsed.repo}${parsed.path ? `/${parsed.path}` : ''}`.toLowerCase();
    const mapped = r.use.get(name);
    if (mapped !== undefined) {
        const direct = { ...r, use: new Map() };
        let target;
        // This package's steps are shown by their own name (the form resolved here is sarif-pipeline/sarif-pipeline/…).
        let shown;
        if (mapped.startsWith('./') || mapped.startsWith('../') || (0,external_node_path_.isAbsolute)(mapped))
            target = mapped;
        else if (/^sarif-pipeline(\/|$)/i.test(mapped)) {
            target = `sarif-pipeline/${mapped}@${parsed.ref ?? 'main'}`;
            shown = `${mapped} (this package's step)`;
        }
        else {
            const next = parseRemote(mapped);
            if (!next)
                throw new errors/* UserError */.y(`--use ${name}=${mapped}: ${mapped} is not owner/repo[/path][@ref]`, undefined, 2);
            target = next.ref ? mapped : `${mapped}@${parsed.ref ?? 'main'}`;
        }
        const resolved = resolveUses(target, direct);
        if (name === 'actions/checkout' && resolved.kind === 'action' && isGithubCheckout(resolved))
            throw new errors/* UserError */.y(`--use ${name}=${mapped}: that is GitHub's checkout, which deletes everything in the workspace when the repository there is not the one it fetches (here it always is not: the service's URL is the emulator's), and the workspace is your own directory, ${r.workspace}; leave actions/checkout unmapped: the working directory is the checkout`, undefined, 2);
        return resolved.kind === 'action'
            ? { ...resolved, ...(shown ? { uses: shown } : {}), mappedFrom: uses }
            : resolved;
    }
    if (!parsed.ref)
        throw new errors/* UserError */.y(`${uses}: an action of another repository needs a ref (@v1, @main, @<sha>)`, undefined, 1);
    if (parsed.repo.toLowerCase() === 'sarif-pipeline') {
        const base = packageRoot();
        const dir = (0,external_node_path_.join)(base, parsed.path);
        if (!actionFile(dir))
            throw new errors/* UserError */.y(`${uses}: sarif-pipeline has no step ${parsed.path || '(root)'} (its steps: the root, alerts, configure-pages, upload-pages-artifact, deploy-pages)`, undefined, 1);
        return {
            ...load(dir, uses, { repository: `${parsed.owner}/${parsed.repo}`, ref: parsed.ref }, `sarif-pipeline${parsed.path ? `/${parsed.path}` : ''}`),
            ownStep: base,
        };
    }
    if (name === 'actions/checkout')
        return { kind: 'checkout', uses };
    const repoPath = (0,external_node_path_.join)(parsed.owner, `${parsed.repo}@${parsed.ref}`);
    if (!r.actionsDir)
        throw new errors/* UserError */.y(`${uses}: actions of other repositories are read from an actions directory (--actions-dir DIR, with DIR/${repoPath}/), and none was given`, missingActionHint(parsed, name, (0,external_node_path_.join)('DIR', repoPath)), 1);
    const repoDir = (0,external_node_path_.join)(r.actionsDir, repoPath);
    const dir = (0,external_node_path_.join)(repoDir, parsed.path);
    if (!(0,external_node_fs_.existsSync)(dir))
        throw new errors/* UserError */.y(`${uses}: not in the actions directory (expected ${dir})`, missingActionHint(parsed, name, repoDir), 1);
    return load(dir, uses, { repository: `${parsed.owner}/${parsed.repo}`, ref: parsed.ref }, dir);
}
/** `--use OLD=NEW` values as a map (OLD lower case). */
function parseUse(values) {
    const out = new Map();
    for (const v of values) {
        const eq = v.indexOf('=');
        const old = v.slice(0, eq).replace(/@.*$/, '').trim();
        const next = v.slice(eq + 1).trim();
        if (eq <= 0 || !next || !/^[^/\s]+\/[^/\s]+/.test(old))
            throw new errors/* UserError */.y(`--use ${v}: write --use OWNER/REPO[/PATH]=NEW (NEW: owner/repo[/path][@ref], ./path, /absolute/path or sarif-pipeline[/step])`, undefined, 2);
        out.set(old.toLowerCase(), next);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/runner/binding.ts
/**
 * The service a run's jobs talk to: the embedded emulator started in this process (the default, as `npm start`
 * does), or one already running (`serve`) reached with its admin token. Each job gets a workflow token with exactly
 * its `permissions` (made through the admin API's state, once per run, before any job starts) and is bound to the
 * run (`POST /_emulator/jobs`): one run id for the workflow run, so the jobs share its artifacts; the runtime token;
 * the OIDC request URL, given to the job only when it has `id-token: write`, as the runner does.
 */


/** How long a request to a running emulator (--api-url) waits for its answer, not undici's 300 s. */
const REMOTE_TIMEOUT_MS = 30_000;
/** Start the embedded emulator, or reach the one at apiUrl. */
async function connect(o) {
    if (o.apiUrl) {
        if (!o.adminToken)
            throw new errors/* UserError */.y('--api-url needs the admin token `sarif-pipeline serve` prints', 'Set EMULATOR_ADMIN_TOKEN to it (or give --admin-token, which a process list shows).', 2);
        const api = new URL(o.apiUrl);
        const origin = api.origin;
        const timeoutMs = o.timeoutMs ?? REMOTE_TIMEOUT_MS;
        // A server that takes the connection and never answers: said after timeoutMs, not after undici's 300 s.
        const admin = (path, init = {}) => fetch(`${origin}/_emulator${path}`, {
            ...init,
            signal: init.signal ?? AbortSignal.timeout(timeoutMs),
            headers: { ...init.headers, authorization: `Bearer ${o.adminToken}` },
        }).catch((err) => {
            if (err.name !== 'TimeoutError')
                throw err;
            throw new errors/* UserError */.y(`the server at ${origin} accepted the connection but did not answer ${path.split('?')[0]} within ${timeoutMs / 1000} s`, 'Is it `sarif-pipeline serve`, and is it still running?', 1);
        });
        // The dashboard's versions: a few hundred bytes whatever the state holds (the overview is MBs at 50,000 alerts).
        const probe = await admin('/versions').catch((err) => {
            if (err instanceof errors/* UserError */.y)
                throw err;
            throw new errors/* UserError */.y(`cannot reach the emulator at ${origin}: ${err.message}`, 'Is `sarif-pipeline serve` running?', 1);
        });
        if (probe.status === 401)
            throw new errors/* UserError */.y(`the emulator at ${origin} refused the admin token`, undefined, 1);
        if (!probe.ok)
            throw new errors/* UserError */.y(`${origin}/_emulator/versions answered ${probe.status}: is it sarif-pipeline serve (1.0 or later)?`, undefined, 1);
        return {
            apiUrl: o.apiUrl.replace(/\/$/, ''),
            origin,
            dashboardUrl: `${origin}/_emulator/`,
            admin,
            close: async () => undefined,
            embedded: false,
        };
    }
    const { startEmulator } = await Promise.all(/* import() */[__webpack_require__.e(663), __webpack_require__.e(345), __webpack_require__.e(261), __webpack_require__.e(529)]).then(__webpack_require__.bind(__webpack_require__, 42529));
    const emu = await startEmulator({
        config: {
            ...(o.processingDelayMs === undefined ? {} : { processingDelayMs: o.processingDelayMs }),
            ...(o.vendor === undefined ? {} : { vendor: o.vendor }),
        },
        warn: () => undefined,
    });
    return {
        apiUrl: emu.apiUrl,
        origin: emu.origin,
        dashboardUrl: emu.dashboardUrl,
        admin: (path, init) => emu.admin(path, init),
        close: () => emu.close(),
        embedded: true,
    };
}
/** The service's names for the `permissions:` keys a workflow may set. */
const PERMISSION_KEYS = [
    'actions',
    'attestations',
    'checks',
    'contents',
    'deployments',
    'discussions',
    'id-token',
    'issues',
    'models',
    'packages',
    'pages',
    'pull-requests',
    'repository-projects',
    'security-events',
    'statuses',
];
/**
 * A `permissions:` value as the job's token gets it: `read-all`, `write-all`, `{}` or a mapping (every key it
 * does not name is none). No `permissions:` anywhere: the restricted default of new repositories (contents and
 * packages read). `id-token` is never more than write, and metadata is always read.
 */
function tokenPermissions(value) {
    const out = {};
    if (value === undefined || value === null) {
        out.contents = 'read';
        out.packages = 'read';
    }
    else if (value === 'read-all' || value === 'write-all') {
        for (const k of PERMISSION_KEYS)
            out[k] = value === 'read-all' ? 'read' : 'write';
        if (value === 'read-all')
            delete out['id-token'];
    }
    else if (typeof value === 'object') {
        for (const [k, v] of Object.entries(value))
            if (v !== 'none')
                out[k] = v;
    }
    const state = { metadata: 'read' };
    for (const [k, v] of Object.entries(out))
        state[k.replace(/-/g, '_')] = v;
    return state;
}
async function json(res, what) {
    if (!res.ok)
        throw new Error(`${what}: the emulator answered ${res.status} ${(await res.text()).slice(0, 300)}`);
    return (await res.json());
}
/** The repository and actor of a run: given, or those of a workflow token of the emulator's state. */
async function runIdentity(service, repository) {
    const state = await json(await service.admin('/state'), 'GET /_emulator/state');
    const workflowTokens = Object.values(state.tokens).filter((t) => t.kind === 'workflow');
    const match = workflowTokens.find((t) => !repository || t.repository?.toLowerCase() === repository.toLowerCase());
    const repo = repository ?? match?.repository;
    if (!repo)
        throw new errors/* UserError */.y('the emulator has no workflow token to take a repository from: pass --repo OWNER/NAME', undefined, 2);
    const [owner, name] = repo.split('/');
    if (state.repos &&
        !state.repos.some((r) => r.owner.toLowerCase() === owner?.toLowerCase() && r.name.toLowerCase() === name?.toLowerCase()))
        throw new errors/* UserError */.y(`the emulator has no repository ${repo}`, 'Pass --repo OWNER/NAME of its seed (the bundled seed: acme/webapp).', 2);
    const seeded = state.repos?.find((r) => r.owner.toLowerCase() === owner?.toLowerCase() && r.name.toLowerCase() === name?.toLowerCase());
    // The repository's secrets, as the service gives them to its workflows (under what --secrets-file gives).
    return { repository: repo, actor: match?.actor ?? 'octocat', secrets: seeded?.secrets ?? {} };
}
/**
 * A workflow token per job with its permissions, added to the emulator's state in one write before any job runs
 * (the admin API has no route that makes one; GET then PUT the state).
 */
async function makeJobTokens(service, repository, actor, jobs) {
    const state = await json(await service.admin('/state'), 'GET /_emulator/state');
    const out = new Map();
    for (const j of jobs) {
        const token = `svc_workflow_run_${(0,external_node_crypto_.randomBytes)(12).toString('hex')}`;
        state.tokens[token] = { kind: 'workflow', repository, actor, permissions: j.permissions };
        out.set(j.id, { token, permissions: j.permissions });
    }
    const put = await service.admin('/state', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(state),
    });
    if (put.status !== 204)
        throw new Error(`PUT /_emulator/state: the emulator answered ${put.status} ${(await put.text()).slice(0, 300)}`);
    return out;
}
/**
 * Whether the emulator gives an OIDC token for this request token (the runtime token, as the runner sends it): an
 * emulator from before it accepted the runtime token refuses it.
 */
async function acceptsRequestToken(url, token) {
    try {
        const res = await fetch(`${url}&audience=sarif-pipeline-run-probe`, {
            headers: { authorization: `Bearer ${token}` },
            signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
        });
        await res.body?.cancel();
        return res.ok;
    }
    catch {
        return false;
    }
}
/** Bind a job's token to the run; the runner's variables for the job, with the OIDC pair only under id-token: write. */
async function bindJob(service, b, idToken) {
    const res = await service.admin('/jobs', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
            token: b.token,
            run_id: b.runId,
            ...(b.sha ? { sha: b.sha } : {}),
            ref: b.ref,
            workflow: b.workflow,
            workflow_path: b.workflowPath,
            job: b.job,
            event_name: b.eventName,
            ...(b.environment ? { environment: b.environment } : {}),
        }),
    });
    const { env } = await json(res, 'POST /_emulator/jobs');
    const out = { ...env };
    if (!idToken) {
        delete out.ACTIONS_ID_TOKEN_REQUEST_URL;
        delete out.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
        return { env: out };
    }
    // As the runner: the OIDC request token is the job's runtime token.
    if (env.ACTIONS_ID_TOKEN_REQUEST_TOKEN)
        return { env: out };
    out.ACTIONS_ID_TOKEN_REQUEST_TOKEN = env.ACTIONS_RUNTIME_TOKEN;
    if (await acceptsRequestToken(env.ACTIONS_ID_TOKEN_REQUEST_URL, env.ACTIONS_RUNTIME_TOKEN))
        return { env: out };
    out.ACTIONS_ID_TOKEN_REQUEST_TOKEN = b.token;
    return {
        env: out,
        fallback: "this emulator does not take the runtime token as the OIDC request token (the runner sends it): ACTIONS_ID_TOKEN_REQUEST_TOKEN is the job's workflow token instead",
    };
}

;// CONCATENATED MODULE: ./src/runner/event.ts
/**
 * The event that triggers the run (`--event`, default push): its payload as the service sends it in
 * GITHUB_EVENT_PATH and `github.event` — the fields workflows and actions read (`push`: ref, before, after,
 * head_commit and commits from the checkout's git commit; `pull_request`: number, head and base; `workflow_dispatch`:
 * inputs; `schedule`: the cron), with the repository and sender.
 * `--event-path FILE` gives a payload of one's own instead.
 */


function eventPayload(f) {
    if (f.path) {
        try {
            return JSON.parse((0,external_node_fs_.readFileSync)(f.path, 'utf8'));
        }
        catch (err) {
            throw new errors/* UserError */.y(`--event-path ${f.path}: ${err.message}`, undefined, 2);
        }
    }
    const [owner, name] = f.repository.split('/');
    const sha = f.sha ?? '0'.repeat(40);
    // A pull request's head branch: the ref's branch, or `topic` for a refs/pull/N/merge ref.
    const branch = f.ref.startsWith('refs/heads/') ? f.ref.slice('refs/heads/'.length) : 'topic';
    const repository = {
        name,
        full_name: f.repository,
        owner: { login: owner },
        default_branch: 'main',
        html_url: `${f.serverUrl}/${f.repository}`,
    };
    const sender = { login: f.actor, type: 'User' };
    switch (f.name) {
        case 'push': {
            const head = headCommit(f, sha, repository.html_url);
            return {
                ref: f.ref,
                before: f.commit?.parent ?? '0'.repeat(40),
                after: sha,
                created: false,
                deleted: false,
                forced: false,
                base_ref: null,
                compare: `${repository.html_url}/commit/${sha}`,
                commits: f.commit ? [head] : [],
                head_commit: head,
                pusher: { name: f.actor },
                repository,
                sender,
            };
        }
        case 'pull_request':
            return {
                action: 'opened',
                number: 1,
                pull_request: {
                    number: 1,
                    state: 'open',
                    title: 'local run',
                    head: { ref: branch, sha, repo: repository },
                    base: { ref: 'main', sha: '0'.repeat(40), repo: repository },
                    user: sender,
                },
                repository,
                sender,
            };
        case 'workflow_dispatch':
            return { inputs: f.inputs, ref: f.ref, repository, sender };
        case 'schedule':
            return { schedule: f.schedule ?? '', repository, sender };
        default:
            return { repository, sender };
    }
}
/** A push's head_commit: the checkout's commit, else a stand-in naming the actor. */
function headCommit(f, sha, repoUrl) {
    const c = f.commit;
    if (!c)
        return { id: sha, message: 'local run', author: { name: f.actor } };
    return {
        id: c.id,
        tree_id: c.tree_id,
        distinct: true,
        message: c.message,
        timestamp: c.timestamp,
        url: `${repoUrl}/commit/${c.id}`,
        author: c.author,
        committer: c.committer,
    };
}

// EXTERNAL MODULE: ./node_modules/@actions/expressions/dist/index.js + 28 modules
var expressions_dist = __webpack_require__(34082);
// EXTERNAL MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/if-condition.js
var if_condition = __webpack_require__(85553);
// EXTERNAL MODULE: ./src/runner/hash-files.ts
var hash_files = __webpack_require__(94);
;// CONCATENATED MODULE: ./src/runner/expressions.ts
/**
 * `${{ }}` evaluated with GitHub's own evaluator (@actions/expressions): the contexts the service has (github, env,
 * vars, secrets, inputs, steps, job, jobs, runner, needs, matrix, strategy), its functions (contains, startsWith,
 * endsWith, format, join, toJSON, fromJSON built in; hashFiles and the status functions success, failure, always,
 * cancelled given here), over the parsed template tokens of a workflow or action file.
 */






const CONTEXT_NAMES = [
    'github',
    'env',
    'vars',
    'secrets',
    'inputs',
    'steps',
    'job',
    'jobs',
    'runner',
    'needs',
    'matrix',
    'strategy',
];
/** An expression that cannot be evaluated (a syntax error the parser let through, a runtime error). */
class ExpressionProblem extends errors/* UserError */.y {
    constructor(place, expression, message) {
        super(`${place}: cannot evaluate \${{ ${expression} }}: ${message}`, undefined, 1);
        this.name = 'ExpressionProblem';
    }
}
const toData = (value) => JSON.parse(JSON.stringify(value ?? null), expressions_dist/* data.reviver */.p.eD);
const fromData = (value) => JSON.parse(JSON.stringify(value, expressions_dist/* data.replacer */.p.$U));
function functions(scope) {
    const status = scope.status ?? { state: 'success', cancelled: false };
    const fn = (name, minArgs, maxArgs, call) => [name.toLowerCase(), { name, minArgs, maxArgs, call }];
    return new Map([
        fn('success', 0, 0, () => new expressions_dist/* data.BooleanData */.p.bo(status.state === 'success' && !status.cancelled)),
        fn('failure', 0, 0, () => new expressions_dist/* data.BooleanData */.p.bo(status.state === 'failure' && !status.cancelled)),
        fn('always', 0, 0, () => new expressions_dist/* data.BooleanData */.p.bo(true)),
        fn('cancelled', 0, 0, () => new expressions_dist/* data.BooleanData */.p.bo(status.cancelled)),
        fn('hashFiles', 1, 255, (...args) => new expressions_dist/* data.StringData */.p.uQ((0,hash_files.hashFilesSync)(scope.workspace, args.map((a) => a.coerceString())))),
    ]);
}
const EXTENSION_INFO = ['success', 'failure', 'always', 'cancelled', 'hashFiles'].map((name) => ({
    name,
    minArgs: name === 'hashFiles' ? 1 : 0,
    maxArgs: name === 'hashFiles' ? 255 : 0,
}));
/** Evaluate one expression (the text inside `${{ }}`) to a plain value. */
function evaluateExpression(expression, scope, place) {
    let value;
    try {
        const lexed = new expressions_dist/* Lexer */.JG(expression).lex();
        const parsed = new expressions_dist/* Parser */.iX(lexed.tokens, CONTEXT_NAMES, EXTENSION_INFO).parse();
        // Every context exists (empty where this place has none), so that `steps.x` is null rather than an error.
        const all = Object.fromEntries(CONTEXT_NAMES.map((n) => [n, {}]));
        Object.assign(all, scope.contexts);
        const contexts = new expressions_dist/* data.Dictionary */.p.bT(...Object.entries(all).map(([key, v]) => ({ key, value: toData(v) })));
        value = new expressions_dist/* Evaluator */.oi(parsed, contexts, functions(scope)).evaluate();
    }
    catch (err) {
        throw new ExpressionProblem(place, expression, err.message);
    }
    return fromData(value);
}
/**
 * A value as text where a whole value is taken as it is (an input, an output): objects as JSON. Inside a string
 * (`echo "${{ x }}"`) a value is `interpolated` instead, as format() turns it into text.
 */
function asText(value) {
    if (value === null || value === undefined)
        return '';
    if (typeof value === 'object')
        return JSON.stringify(value, null, 2);
    if (typeof value === 'number')
        return String(value);
    return String(value);
}
/**
 * A value inside a string, as the service's format() turns it into text (EvaluationResult.ConvertToString): an
 * object `Object`, an array `Array`, null empty, numbers and booleans as the evaluator writes them.
 */
const interpolated = (value) => toData(value).coerceString();
/**
 * The `${{ }}` segments of a string with text around them. The parser turns such a string into one format() call,
 * but @actions/expressions 0.3.61 unescapes only the first '' of a string literal, so a format string with two
 * quotes in it ('${{ x }}' in a shell line) loses one: the segments are evaluated one by one instead.
 */
function segments(source) {
    const out = [];
    let at = 0;
    for (;;) {
        const open = source.indexOf('${{', at);
        if (open < 0)
            break;
        let i = open + 3;
        let inString = false;
        for (; i < source.length; i++) {
            if (source[i] === "'")
                inString = !inString;
            else if (!inString && source.startsWith('}}', i))
                break;
        }
        if (i >= source.length)
            return undefined;
        if (open > at)
            out.push(source.slice(at, open));
        out.push({ expression: source.slice(open + 3, i) });
        at = i + 2;
    }
    if (at < source.length)
        out.push(source.slice(at));
    return out;
}
/**
 * The text of a scalar from its source: a quoted scalar's source keeps its quotes ('it''s' and "a\"b" in YAML);
 * a double-quoted one JSON cannot read (YAML's own escapes, folded lines) stays as it is, and is then evaluated
 * through the parser's format() like any other.
 */
function scalarText(source) {
    if (source.length >= 2 && source.startsWith("'") && source.endsWith("'"))
        return source.slice(1, -1).replace(/''/g, "'");
    if (source.length >= 2 && source.startsWith('"') && source.endsWith('"')) {
        try {
            return JSON.parse(source);
        }
        catch {
            return '\u0000';
        }
    }
    return source;
}
/** Evaluate a template token (literals, expressions, mappings, sequences) to a plain value. */
function evaluateToken(token, scope) {
    if (!token)
        return undefined;
    if ((0,dist/* isBasicExpression */.hR)(token)) {
        const place = at(workflow_where(scope.file, token));
        const text = scalarValues.get(token) ?? (token.source === undefined ? undefined : scalarText(token.source));
        const parts = text === undefined ? undefined : segments(text);
        if (parts && !parts.includes('\u0000') && !(parts.length === 1 && typeof parts[0] !== 'string'))
            return parts
                .map((p) => typeof p === 'string' ? p : interpolated(evaluateExpression(p.expression, scope, place)))
                .join('');
        return evaluateExpression(token.expression, scope, place);
    }
    if ((0,dist/* isLiteral */.c$)(token))
        return token.value ?? null;
    if ((0,dist/* isSequence */.wZ)(token))
        return [...token].map((t) => evaluateToken(t, scope));
    if ((0,dist/* isMapping */.pi)(token)) {
        const out = {};
        for (const { key, value } of token) {
            const k = (0,dist/* isBasicExpression */.hR)(key)
                ? asText(evaluateToken(key, scope))
                : String(key.value);
            out[k] = evaluateToken(value, scope);
        }
        return out;
    }
    throw new errors/* UserError */.y(`${at(workflow_where(scope.file, token))}: \${{ insert }} and other template directives are not supported by sarif-pipeline run`, undefined, 1);
}
/**
 * An `env:` mapping as the runner reads it: each value a string (a number or boolean as its text); an object or
 * array as a whole value is refused at its place, as the service asserts a string for an environment value.
 */
function evaluateEnv(token, scope) {
    if (!token)
        return {};
    const pairs = (0,dist/* isMapping */.pi)(token)
        ? [...token].map(({ key, value }) => [
            (0,dist/* isBasicExpression */.hR)(key)
                ? asText(evaluateToken(key, scope))
                : String(key.value),
            evaluateToken(value, scope),
            value,
        ])
        : Object.entries((evaluateToken(token, scope) ?? {})).map(([k, v]) => [
            k,
            v,
            token,
        ]);
    const env = {};
    for (const [k, v, t] of pairs) {
        if (v !== null && typeof v === 'object')
            throw new errors/* UserError */.y(`${at(workflow_where(scope.file, t))}: env ${k} is ${Array.isArray(v) ? 'an array' : 'an object'}: an environment value must be a string (toJSON() gives its JSON)`, undefined, 1);
        env[k] = asText(v);
    }
    return env;
}
const evaluateText = (token, scope) => asText(evaluateToken(token, scope));
/** The service's truthiness: false, 0, -0, '', null are false. */
function truthy(value) {
    return !(value === false || value === 0 || value === '' || value === null || value === undefined);
}
/**
 * An `if:` condition as the service evaluates it: the text is an expression with or without `${{ }}`, and one that
 * names no status function runs only after success (`success() && (...)`).
 */
function evaluateCondition(token, scope, fallback = 'success()') {
    let text = fallback;
    if (token) {
        const raw = (0,dist/* isBasicExpression */.hR)(token)
            ? token.expression
            : String(token.value ?? '');
        const inner = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(raw)?.[1] ?? raw;
        text = inner.trim() === '' ? fallback : (0,if_condition/* ensureStatusFunction */.ZA)(inner, token.definitionInfo);
    }
    return truthy(evaluateExpression(text, scope, at(workflow_where(scope.file, token))));
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
;// CONCATENATED MODULE: ./src/runner/job-state.ts


/** The scope of a step's expressions: the job's contexts with the frame's steps, inputs and action path. */
/** A job's status as its conclusion: cancelled once cancelled or timed out, failure after a failed step. */
function jobConclusion(status) {
    return status.cancelled ? 'cancelled' : status.state === 'failure' ? 'failure' : 'success';
}
function scopeOf(job, frame, env) {
    return {
        contexts: {
            ...job.contexts,
            env,
            steps: frame.steps,
            inputs: frame.inputs,
            github: {
                ...job.contexts.github,
                action: frame.action ?? '',
                ...(frame.actionPath ? { action_path: frame.actionPath } : {}),
            },
            // job.status is the job's status so far, as the runner keeps it after each step.
            job: { ...job.contexts.job, status: jobConclusion(job.status) },
        },
        status: job.status,
        workspace: job.workspace,
        file: frame.file,
    };
}
/** The step's env: job env (and the caller's, in a composite) with the step's own `env:` evaluated over it. */
function stepEnv(job, frame, e) {
    const env = { ...job.env, ...frame.env };
    Object.assign(env, evaluateEnv(e.get('env'), scopeOf(job, frame, env)));
    return env;
}
/** A step's name in the log: its `name:` evaluated, else "Run " and what it uses or its script's first line. */
function stepDisplayName(job, frame, e) {
    const nameToken = e.get('name');
    if (nameToken) {
        try {
            return frame.prefix + evaluateText(nameToken, scopeOf(job, frame, job.env));
        }
        catch {
            return frame.prefix + (literal(nameToken) ?? 'step');
        }
    }
    const uses = literal(e.get('uses'));
    if (uses)
        return `${frame.prefix}Run ${uses}`;
    const run = literal(e.get('run')) ?? e.get('run')?.source ?? '';
    // As the service names it: "Run " and the script's first line (here cut at 60 characters, with an ellipsis).
    const first = run.trim().split('\n')[0];
    return `${frame.prefix}Run ${first.length > 60 ? `${first.slice(0, 59)}…` : first}`;
}

;// CONCATENATED MODULE: ./src/runner/localhost-names.ts
/**
 * `*.localhost` resolved to loopback inside the steps' Node processes. The emulator names itself
 * `<vendor>.localhost` in GITHUB_SERVER_URL (src/emulator/actions/runs.ts says why); RFC 6761 keeps such names for
 * loopback and browsers and curl resolve them so, but Node asks getaddrinfo, which on machines without
 * nss-myhostname (Debian's default) does not. A client in a step that connects to GITHUB_SERVER_URL would fail
 * where it works against the service. The runner gives each process a NODE_OPTIONS preload of a few lines that
 * answers `*.localhost` with 127.0.0.1 (where the emulator listens) and leaves every other name to the system.
 *
 * The preload is a CommonJS file given with `--require`, which every Node a workflow may set up accepts (`--import`
 * in NODE_OPTIONS would stop a Node older than 18.18 from starting at all).
 */


/** The preload: dns.lookup (what net and fetch connect through) and its promise form, for names under .localhost. */
const PRELOAD = `'use strict';
const dns = require('dns');
const local = (host) => typeof host === 'string' && /^[^/]+\\.localhost\\.?$/i.test(host);
const all = (options) => typeof options === 'object' && options !== null && options.all === true;
const lookup = dns.lookup;
dns.lookup = function (host, options, callback) {
  if (!local(host)) return lookup.apply(this, arguments);
  const cb = typeof options === 'function' ? options : callback;
  const many = all(options);
  process.nextTick(() => (many ? cb(null, [{ address: '127.0.0.1', family: 4 }]) : cb(null, '127.0.0.1', 4)));
  return {};
};
if (dns.promises) {
  const promised = dns.promises.lookup;
  dns.promises.lookup = function (host, options) {
    if (!local(host)) return promised.apply(this, arguments);
    const answer = { address: '127.0.0.1', family: 4 };
    return Promise.resolve(all(options) ? [answer] : answer);
  };
}
`;
/**
 * The preload's file in `dir`, the run's own directory: private (mkdtemp), a name nobody can guess (no other user of
 * the machine can put code of theirs in its place), removed with the run, on a forced exit too (an exit hook of
 * its own left one behind wherever the process's end skipped it: a worker killed, a test's sandboxed process). Not
 * RUNNER_TEMP, which a step may empty before the next one starts.
 */
function localhostPreload(dir) {
    const file = (0,external_node_path_.join)(dir, 'localhost-names.cjs');
    if (!(0,external_node_fs_.existsSync)(file))
        (0,external_node_fs_.writeFileSync)(file, PRELOAD, { mode: 0o600 });
    return file;
}
/**
 * NODE_OPTIONS with the preload (written into `dir`) added after the user's own options, when the server URL is a
 * .localhost name.
 */
function withLocalhostNames(env, dir) {
    let host;
    try {
        host = new URL(env.GITHUB_SERVER_URL ?? '').hostname;
    }
    catch {
        return;
    }
    if (!host.toLowerCase().endsWith('.localhost'))
        return;
    const option = `--require ${JSON.stringify(localhostPreload(dir))}`;
    env.NODE_OPTIONS = [env.NODE_OPTIONS, option].filter((o) => o).join(' ');
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./src/runner/runner-files.ts
/**
 * The runner's files and commands, as the service's runner writes and reads them: a fresh GITHUB_OUTPUT,
 * GITHUB_ENV, GITHUB_PATH, GITHUB_STATE and GITHUB_STEP_SUMMARY for each step (existing, empty: @actions/core
 * stops on a missing one), read back after the step (`name=value` lines and `name<<DELIMITER` blocks), and the
 * workflow commands a step prints on stdout (`::name k=v,...::message`).
 */



let counter = 0;
/** Empty files for one step, under RUNNER_TEMP/_runner_file_commands as the runner keeps them. */
function stepFiles(runnerTemp) {
    const dir = (0,external_node_path_.join)(runnerTemp, '_runner_file_commands');
    (0,make_directory/* makeDirectory */.O)(dir);
    const n = `${process.pid}_${++counter}`;
    const files = {
        GITHUB_OUTPUT: (0,external_node_path_.join)(dir, `set_output_${n}`),
        GITHUB_ENV: (0,external_node_path_.join)(dir, `set_env_${n}`),
        GITHUB_PATH: (0,external_node_path_.join)(dir, `add_path_${n}`),
        GITHUB_STATE: (0,external_node_path_.join)(dir, `save_state_${n}`),
        GITHUB_STEP_SUMMARY: (0,external_node_path_.join)(dir, `step_summary_${n}`),
    };
    for (const f of Object.values(files))
        (0,external_node_fs_.writeFileSync)(f, '');
    return files;
}
/**
 * A malformed file command (a heredoc without its delimiter, a line without `=`): the step fails, as on the service,
 * which names the command (`output`, `env`, `state`) and says what is wrong in its words.
 */
class FileCommandError extends Error {
    command;
    name = 'FileCommandError';
    constructor(command, message) {
        super(message);
        this.command = command;
    }
}
/**
 * A file command's file as the step left it; a step that emptied RUNNER_TEMP (a cleanup step does) removed it (or
 * put a file where its directory was), and the runner then reads nothing from it, as the service's does (it looks
 * for the file first).
 */
function readCommandFile(file) {
    try {
        return (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch (err) {
        const code = err.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return '';
        throw err;
    }
}
/** `name=value` lines and `name<<DELIMITER` … `DELIMITER` blocks, of the file command `what` (`output`, `env`...). */
function readKeyValues(file, what) {
    const out = {};
    const text = readCommandFile(file);
    if (text === '')
        return out;
    const lines = text.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if (line === '')
            continue;
        const eq = line.indexOf('=');
        const heredoc = line.indexOf('<<');
        if (heredoc >= 0 && (eq < 0 || heredoc < eq)) {
            const name = line.slice(0, heredoc);
            const delimiter = line.slice(heredoc + 2);
            if (name === '' || delimiter === '')
                throw new FileCommandError(what, `Invalid format '${line}'. Name must not be empty and delimiter must not be empty`);
            const value = [];
            for (i++; i < lines.length && lines[i] !== delimiter; i++)
                value.push(lines[i]);
            if (i >= lines.length)
                throw new FileCommandError(what, `Invalid value. Matching delimiter not found '${delimiter}'`);
            out[name] = value.join('\n');
        }
        else if (eq > 0) {
            out[line.slice(0, eq)] = line.slice(eq + 1);
        }
        else {
            throw new FileCommandError(what, eq === 0 ? `Invalid format '${line}'. Name must not be empty` : `Invalid format '${line}'`);
        }
    }
    return out;
}
const readPaths = (file) => readCommandFile(file)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
/** The commands the runner registers (ActionCommandManager and its extensions); others are text. */
const REGISTERED = new Set([
    'stop-commands',
    'set-env',
    'set-output',
    'save-state',
    'add-mask',
    'add-path',
    'add-matcher',
    'remove-matcher',
    'debug',
    'warning',
    'error',
    'notice',
    'group',
    'endgroup',
    'echo',
]);
/** Undo a command's escapes, `%25` last (so that `%250A` stays `%0A`). */
const unescaper = (pairs) => (s) => pairs.reduce((t, [from, to]) => t.replaceAll(from, to), s);
const unescapeData = unescaper([
    ['%0D', '\r'],
    ['%0A', '\n'],
    ['%25', '%'],
]);
const unescapeProp = unescaper([
    ['%0D', '\r'],
    ['%0A', '\n'],
    ['%3A', ':'],
    ['%2C', ','],
    ['%25', '%'],
]);
/** The legacy form's escapes (ActionCommand._escapeMappings), for its properties and its data alike. */
const unescapeLegacy = unescaper([
    ['%3B', ';'],
    ['%0D', '\r'],
    ['%0A', '\n'],
    ['%5D', ']'],
    ['%25', '%'],
]);
/**
 * A command's name and properties from the text between its markers (`name k=v,k2=v2`): the name up to the first
 * space; `undefined` for a name the runner does not register. Property names are case-insensitive (kept lowercase);
 * a pair without `=`, or with an empty name or value, is dropped, as the runner drops it.
 */
function commandInfo(info, separator, unescape, trim) {
    const space = info.indexOf(' ');
    const name = (space < 0 ? info : info.slice(0, space)).toLowerCase();
    if (!REGISTERED.has(name))
        return undefined;
    const props = {};
    if (space > 0) {
        const text = info.slice(space + 1);
        for (const part of (trim ? text.trim() : text).split(separator)) {
            const eq = part.indexOf('=');
            // Split('=', 2, RemoveEmptyEntries): "k=" and "=v" are one entry and dropped; "k==v" keeps "=v".
            const key = eq < 0 ? part : part.slice(0, eq);
            const value = eq < 0 ? '' : part.slice(eq + 1);
            if (key !== '' && value !== '')
                props[key.toLowerCase()] = unescape(value);
        }
    }
    return { name, props };
}
/**
 * A workflow command in a line of output, as the runner reads it (ActionCommand.TryParseV2, then TryParse):
 * `::name k=v,...::message` at the start of the line (after spaces), the command section ending at the next `::`
 * (so a property may hold a single `:`, as `title=TS2304: Cannot find name`); else the legacy
 * `##[name k=v;...]message` anywhere in the line. Only commands the runner registers; anything else is text.
 */
function parseCommand(line) {
    const text = line.trimStart();
    if (text.startsWith('::')) {
        const end = text.indexOf('::', 2);
        const c = end < 0 ? undefined : commandInfo(text.slice(2, end), ',', unescapeProp, true);
        if (c)
            return { ...c, message: unescapeData(text.slice(end + 2)) };
    }
    const prefix = line.indexOf('##[');
    const close = prefix < 0 ? -1 : line.indexOf(']', prefix);
    if (close < 0)
        return undefined;
    const c = commandInfo(line.slice(prefix + 3, close), ';', unescapeLegacy, false);
    return c && { ...c, message: unescapeLegacy(line.slice(close + 1)) };
}

;// CONCATENATED MODULE: ./src/runner/process.ts
/**
 * One process of a step (a `run:` script, an action's pre, main or post), as the runner runs it: its output read
 * line by line for workflow commands (add-mask, group, annotations, stop-commands, debug, the deprecated set-output
 * and save-state), everything shown masked; stopped with its whole process group at its deadline or when the job
 * is cancelled.
 */




const GRACE_MS = 2_500;
/**
 * How long a step's streams may stay open once its process has exited (a background child holding them): then its
 * process group is killed and the step ends, as the runner's ProcessInvoker does after 5 s.
 */
const STREAMS_GRACE_MS = 5_000;
/**
 * The process groups of the steps of each job (keyed by the job's RUNNER_TEMP): what they left running is killed at
 * the job's end ("Cleaning up orphan processes"), and everything at a forced exit.
 */
const jobGroups = new Map();
/** Kill a process group; whether it was still there. */
function killGroup(pgid, signal) {
    try {
        process.kill(-pgid, signal);
        return true;
    }
    catch {
        return false; // already gone
    }
}
/** Kill what the steps of a job left running (their process groups); how many groups had a process alive. */
function killJobLeftovers(runnerTemp) {
    const groups = jobGroups.get(runnerTemp) ?? new Set();
    jobGroups.delete(runnerTemp);
    return [...groups].filter((g) => {
        const alive = hasLiveMember(g);
        return killGroup(g, 'SIGKILL') && alive;
    }).length;
}
/**
 * Whether a process group holds a process that is not a zombie. A stopped step's shell, killed, can leave a dead
 * child its parent never reaped (until PID 1 does): the group is still there to signal, but nothing runs in it,
 * and "Cleaning up orphan processes" would be said for nothing. Linux reads /proc; elsewhere any member counts.
 */
function hasLiveMember(pgid) {
    if (process.platform !== 'linux')
        return true;
    let pids;
    try {
        pids = (0,external_node_fs_.readdirSync)('/proc').filter((e) => /^\d+$/.test(e));
    }
    catch {
        return true;
    }
    for (const pid of pids) {
        let stat;
        try {
            stat = (0,external_node_fs_.readFileSync)(`/proc/${pid}/stat`, 'utf8');
        }
        catch {
            continue; // gone meanwhile
        }
        // pid (comm) state ppid pgrp ...: comm may hold spaces and parentheses, so read after its last ')'.
        const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(pgrp) === pgid && state !== 'Z')
            return true;
    }
    return false;
}
/** Kill the process groups of every step of every job still known (a forced exit). */
function killAllStepProcesses() {
    for (const key of [...jobGroups.keys()])
        killJobLeftovers(key);
}
/** Linux's limit on one variable or argument (MAX_ARG_STRLEN); their total is bounded too (about 2 MB). */
const MAX_ARG_STRLEN = 128 * 1024;
/** Why a process could not start, in the user's terms: for E2BIG, the largest variable or argument. */
function notStarted(e, p) {
    const err = e;
    if (err.code !== 'E2BIG')
        return err.message;
    const sizes = [
        ...Object.entries(p.env).map(([k, v]) => ({
            what: `the variable ${k}`,
            bytes: Buffer.byteLength(`${k}=${v}`),
        })),
        ...p.args.map((a, i) => ({ what: `argument ${i + 1}`, bytes: Buffer.byteLength(a) })),
    ];
    const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a), { what: '', bytes: 0 });
    const total = sizes.reduce((n, s) => n + s.bytes, 0);
    const which = largest.bytes > MAX_ARG_STRLEN
        ? `${largest.what} is ${(0,format/* formatBytes */.z3)(largest.bytes)}, and the system takes at most ${(0,format/* formatBytes */.z3)(MAX_ARG_STRLEN)} a variable or argument`
        : `the variables and arguments are ${(0,format/* formatBytes */.z3)(total)} in all`;
    return `its environment or arguments are too large for the system (E2BIG): ${which}. Pass a large value through a file (write it to the workspace or RUNNER_TEMP and pass its path), as a runner of the service would need too.`;
}
/** Run one process of a step (or its deadline, or the job's cancellation) and answer how it ended. */
function runProcess(p) {
    return new Promise((done) => new StepProcess(p, done).start());
}
/**
 * A child process's lifetime, start to end: spawned in its own process group, its two streams read as lines of
 * workflow commands, stopped (SIGTERM, then SIGKILL after a grace) at its deadline or when the job is cancelled,
 * answered once.
 */
class StepProcess {
    p;
    done;
    commands;
    out;
    err;
    child;
    timer;
    timedOut = false;
    cancelled = false;
    finished = false;
    /** Armed when the process has exited but its streams are still open. */
    streamsTimer;
    onAbort = () => {
        this.cancelled = true;
        this.kill();
    };
    constructor(p, done) {
        this.p = p;
        this.done = done;
        this.commands = new WorkflowCommands(p);
        this.out = new LineSplitter((l) => this.commands.line(l));
        this.err = new LineSplitter((l) => this.commands.line(l));
    }
    /** Spawn the process, read its streams, arm its deadline and the job's cancellation, wait for its end. */
    start() {
        const { p } = this;
        let child;
        try {
            child = (0,external_node_child_process_.spawn)(p.command, p.args, {
                cwd: p.cwd,
                env: p.env,
                stdio: ['ignore', 'pipe', 'pipe'],
                detached: true,
            });
        }
        catch (e) {
            // Thrown, not emitted: what the system refuses outright (E2BIG). The step fails; the run goes on.
            p.log.stepLine(p.job, `error: cannot start ${p.command}: ${notStarted(e, p)}`);
            this.finish(127);
            return;
        }
        this.child = child;
        if (child.pid !== undefined) {
            const key = p.env.RUNNER_TEMP ?? '';
            if (!jobGroups.has(key))
                jobGroups.set(key, new Set());
            jobGroups.get(key).add(child.pid);
        }
        child.stdout.on('data', this.out.data);
        child.stderr.on('data', this.err.data);
        if (p.timeoutMs !== undefined)
            this.timer = setTimeout(() => {
                this.timedOut = true;
                this.kill();
            }, p.timeoutMs);
        p.signal?.addEventListener('abort', this.onAbort, { once: true });
        if (p.signal?.aborted)
            this.onAbort();
        child.on('error', (e) => {
            p.log.stepLine(p.job, `error: cannot start ${p.command}: ${e.message}`);
            this.finish(127);
        });
        child.on('exit', (code, sig) => this.exited(code ?? (sig ? 128 : 1)));
        child.on('close', (code, sig) => this.finish(code ?? (sig ? 128 : 1)));
    }
    /**
     * The process has exited; its streams close soon after, unless a child it left in the background holds them:
     * then, after the grace, that child's group is killed and the step ends with the process's exit code.
     */
    exited(code) {
        this.streamsTimer = setTimeout(() => {
            killGroup(this.child.pid, 'SIGKILL');
            this.child.stdout.destroy();
            this.child.stderr.destroy();
            this.finish(code);
        }, STREAMS_GRACE_MS);
    }
    /** Stop the whole process group: SIGTERM now, SIGKILL after the grace. */
    kill() {
        const group = this.child.pid;
        killGroup(group, 'SIGTERM');
        setTimeout(() => killGroup(group, 'SIGKILL'), GRACE_MS).unref();
    }
    /** Answer once: disarm the deadline and the cancellation, show the streams' last partial lines. */
    finish(code) {
        if (this.finished)
            return;
        this.finished = true;
        if (this.timer)
            clearTimeout(this.timer);
        if (this.streamsTimer)
            clearTimeout(this.streamsTimer);
        this.p.signal?.removeEventListener('abort', this.onAbort);
        this.out.end();
        this.err.end();
        this.done({
            code,
            timedOut: this.timedOut,
            cancelled: this.cancelled,
            ...(this.commands.failed ? { commandFailed: true } : {}),
        });
    }
}
/** A stream's chunks as lines (a line may span chunks; a trailing \r is dropped); the last partial one at the end. */
class LineSplitter {
    onLine;
    pending = '';
    constructor(onLine) {
        this.onLine = onLine;
    }
    data = (chunk) => {
        const parts = (this.pending + chunk.toString('utf8')).split('\n');
        this.pending = parts.pop() ?? '';
        for (const l of parts)
            this.onLine(l.replace(/\r$/, ''));
    };
    end() {
        if (this.pending !== '')
            this.onLine(this.pending);
        this.pending = '';
    }
}
/** What the runner says of a command given while it is disabled (Constants.Runner.UnsupportedCommandMessageDisabled). */
const disabled = (name) => `The \`${name}\` command is disabled. Please upgrade to using Environment Files or opt into unsecure command execution by setting the \`ACTIONS_ALLOW_UNSECURE_COMMANDS\` environment variable to \`true\`. For more information see: https://github.blog/changelog/2020-10-01-github-actions-deprecating-set-env-and-add-path-commands/`;
/** A process's output lines as the runner reads them: workflow commands acted on, the rest shown (masked by the log). */
class WorkflowCommands {
    p;
    /** Set by `::stop-commands::TOKEN`: commands are shown as text until `::TOKEN::`. */
    stopToken;
    /** A command failed: the step fails (as the runner's CommandResult). */
    failed = false;
    constructor(p) {
        this.p = p;
    }
    /** One line of output. */
    line(text) {
        const { p } = this;
        if (this.stopToken !== undefined) {
            if (text.trim() === `::${this.stopToken}::`)
                this.stopToken = undefined;
            else
                p.log.stepLine(p.job, text);
            return;
        }
        // Problem matchers (setup-node, setup-python add theirs, often in the old `##[add-matcher]` form): not applied
        // here, and not shown, as the service's log does not show them.
        const matcher = /^\s*##\[(add-matcher|remove-matcher)\](.*)$/.exec(text);
        const c = matcher ? { name: matcher[1], props: {}, message: matcher[2] } : parseCommand(text);
        if (!c)
            p.log.stepLine(p.job, text);
        else
            this.command(c, text);
    }
    /** One workflow command; an unknown one is shown as the line it came in. */
    command(c, text) {
        const { p } = this;
        switch (c.name) {
            case 'add-mask':
                p.log.masker.add(c.message);
                return;
            case 'group':
                p.log.stepLine(p.job, `▾ ${c.message}`);
                return;
            case 'endgroup':
            case 'echo':
                return;
            case 'add-matcher':
            case 'remove-matcher':
                if (p.log.debug)
                    p.log.stepLine(p.job, `##[debug]${c.name} ${c.message} (problem matchers are not applied)`);
                return;
            case 'debug':
                if (p.log.debug)
                    p.log.stepLine(p.job, `##[debug]${c.message}`);
                return;
            case 'error':
            case 'warning':
            case 'notice':
                p.log.annotate({
                    level: c.name,
                    message: c.message,
                    file: c.props.file,
                    line: c.props.line ? Number(c.props.line) : undefined,
                    col: c.props.col ? Number(c.props.col) : undefined,
                    title: c.props.title,
                    job: p.job,
                    step: p.step,
                });
                return;
            case 'stop-commands':
                this.stopToken = c.message;
                return;
            case 'set-output':
                p.log.stepLine(p.job, 'warning: the `set-output` command is deprecated: write to $GITHUB_OUTPUT');
                p.onOutput?.(c.props.name ?? '', c.message);
                return;
            case 'save-state':
                p.log.stepLine(p.job, 'warning: the `save-state` command is deprecated: write to $GITHUB_STATE');
                p.onState?.(c.props.name ?? '', c.message);
                return;
            case 'set-env':
            case 'add-path':
                this.unsecure(c, text);
                return;
            default:
                p.log.stepLine(p.job, text);
        }
    }
    /**
     * `set-env` and `add-path`, as the runner's extensions: applied only when ACTIONS_ALLOW_UNSECURE_COMMANDS is true
     * in the step's environment (NODE_OPTIONS excepted); else, or without their name or path, the command fails, and
     * with it the step.
     */
    unsecure(c, text) {
        const { p } = this;
        const error = (message) => p.log.annotate({ level: 'error', message, job: p.job, step: p.step });
        let problem;
        if (!/^\s*true\s*$/i.test(p.env.ACTIONS_ALLOW_UNSECURE_COMMANDS ?? ''))
            problem = disabled(c.name);
        else if (c.name === 'add-path' && c.message === '')
            problem = "Parameter 'path' cannot be null or empty.";
        else if (c.name === 'set-env' && !c.props.name)
            problem = "Required field 'name' is missing in ##[set-env] command.";
        if (problem !== undefined) {
            error(`Unable to process command '${text}' successfully.`);
            error(problem);
            this.failed = true;
        }
        else if (c.name === 'add-path')
            p.onPath?.(c.message);
        else if (/^NODE_OPTIONS$/i.test(c.props.name))
            error("Can't update NODE_OPTIONS environment variable using ::set-env:: command.");
        else
            p.onEnv?.(c.props.name, c.message);
    }
}

;// CONCATENATED MODULE: ./src/runner/step-process.ts
/**
 * A step's process with the runner's files around it: fresh GITHUB_OUTPUT, GITHUB_ENV, GITHUB_PATH, GITHUB_STATE
 * and GITHUB_STEP_SUMMARY files for each process, its environment (the host's, the runner's, the step's), and
 * what it wrote to the files read back after it (outputs, env and path for later steps, state, its summary).
 */




/**
 * The runner's own services, which it gives to actions' processes but withholds from `run:` scripts (the OIDC
 * request pair is given to both).
 */
const ACTIONS_ONLY = [
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_RUNTIME_URL',
    'ACTIONS_RESULTS_URL',
    'ACTIONS_CACHE_URL',
];
const RUNNER_SET = /^(GITHUB|RUNNER)_/;
/** The environment of a step's process. */
function processEnv(job, env, extra, kind) {
    const base = { ...job.hostEnv, ...job.runnerEnv, ...env };
    // The runner's own GITHUB_* and RUNNER_* variables cannot be overwritten by `env:` or GITHUB_ENV (the runner sets
    // them last; the docs say so); CI can be.
    for (const k in job.runnerEnv)
        if (RUNNER_SET.test(k))
            base[k] = job.runnerEnv[k];
    Object.assign(base, extra);
    if (kind === 'script')
        for (const k of ACTIONS_ONLY)
            delete base[k];
    const hostPath = base.PATH ?? '';
    base.PATH = [...job.path, hostPath].filter((p) => p !== '').join(external_node_path_.delimiter);
    withLocalhostNames(base, job.runDir);
    return base;
}
/** Read what a process wrote to its files; apply env and path to the job. */
function collect(job, files, outputs, state) {
    Object.assign(outputs, readKeyValues(files.GITHUB_OUTPUT, 'output'));
    const env = readKeyValues(files.GITHUB_ENV, 'env');
    for (const [k, v] of Object.entries(env)) {
        if (/^NODE_OPTIONS$/i.test(k)) {
            job.log.stepLine(job.name, 'warning: NODE_OPTIONS cannot be set through GITHUB_ENV (the runner refuses it too)');
            continue;
        }
        job.env[k] = v;
    }
    job.path.unshift(...readPaths(files.GITHUB_PATH).reverse());
    if (state)
        Object.assign(state, readKeyValues(files.GITHUB_STATE, 'state'));
    const summary = readCommandFile(files.GITHUB_STEP_SUMMARY);
    if (summary.trim() !== '')
        job.log.summary(job.name, summary);
}
/** Run the process with fresh runner files, then read them back (a malformed one fails the step, as a command). */
async function spawnWithFiles(job, s) {
    const files = stepFiles(job.runnerTemp);
    const result = await runProcess({
        command: s.command,
        args: s.args,
        cwd: s.cwd,
        env: processEnv(job, s.env, { ...s.extra, ...files }, s.kind),
        job: job.name,
        step: s.step,
        log: job.log,
        timeoutMs: s.timeoutMs,
        // A step that runs after the job was cancelled (if: always() or cancelled()) is not stopped by it.
        signal: job.signal.aborted ? undefined : job.signal,
        onOutput: (k, v) => (s.outputs[k] = v),
        onState: (k, v) => {
            if (s.state)
                s.state[k] = v;
        },
        onEnv: (k, v) => (job.env[k] = v),
        onPath: (path) => job.path.unshift(path),
    });
    try {
        collect(job, files, s.outputs, s.state);
    }
    catch (err) {
        if (!(err instanceof FileCommandError))
            throw err;
        // As the runner's FileCommandManager: two errors, and the step fails whatever the process's exit code (which
        // stays its own: no "Process completed with exit code 1." for a script that exited 0).
        for (const message of [`Unable to process file command '${err.command}' successfully.`, err.message])
            job.log.annotate({ level: 'error', message, job: job.name, step: s.step });
        return { ...result, commandFailed: true };
    }
    return result;
}

// EXTERNAL MODULE: ./node_modules/@actions/workflow-parser/dist/model/converter/id-builder.js
var id_builder = __webpack_require__(84645);
;// CONCATENATED MODULE: ./src/runner/step-ids.ts
/**
 * The ids of a list of steps as the service gives them (GITHUB_ACTION, `github.action`): a step's own `id`, else
 * one the parser's converter generates, unique in the list: `__run`, `__run_2`… for scripts, `__owner_repo`,
 * `__owner_repo_2`… for actions of other repositories, `__self` for `./path` ones. Built with the parser's own
 * IdBuilder, in its order: every explicit id reserved first, then the generated ones.
 */


const cache = new WeakMap();
/** What a `uses:` contributes to a generated id (empty: `__run`). */
function usesSegment(uses) {
    if (uses.startsWith('docker://'))
        return uses.slice('docker://'.length);
    if (uses.startsWith('./') || uses.startsWith('.\\') || uses.startsWith('$/'))
        return 'self';
    const [path, ref, ...more] = uses.split('@');
    const parts = path.split(/[\\/]/).filter(Boolean);
    return more.length === 0 && ref && parts.length >= 2 ? `${parts[0]}/${parts[1]}` : '';
}
/** Each step's id (its own, else the generated one). */
function stepIds(steps) {
    const known = cache.get(steps);
    if (known)
        return known;
    const builder = new id_builder/* IdBuilder */.v();
    const ids = new Map();
    for (const t of steps) {
        const id = literal(entries(t).get('id'));
        if (id) {
            builder.tryAddKnownId(id);
            ids.set(t, id);
        }
    }
    for (const t of steps) {
        if (ids.has(t))
            continue;
        const uses = literal(entries(t).get('uses'));
        builder.appendSegment(`__${(uses && usesSegment(uses)) || 'run'}`);
        ids.set(t, builder.build());
    }
    cache.set(steps, ids);
    return ids;
}

;// CONCATENATED MODULE: ./src/runner/node-actions.ts
/**
 * `uses:` steps before and around their run: each action resolved at the start of the job (as the runner downloads
 * them), its inputs filled in, and a JavaScript action's processes: `pre` (pre-if) before the job's steps, `main` as
 * the step, `post` (post-if) queued for the end of the job, the three sharing the state the action saves.
 */









const inputEnvName = (name) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
/** Resolve the `uses:` of a job's steps at the start of the job (as the runner downloads them). */
async function prepareActions(job, stepTokens) {
    const prepared = new Map();
    for (const t of stepTokens) {
        const e = entries(t);
        const usesToken = e.get('uses');
        if (!usesToken)
            continue;
        const uses = literal(usesToken);
        if (uses === undefined)
            throw new UnsupportedError(workflow_where(job.file, usesToken), 'an expression in uses:', 'uses: takes a literal action reference.');
        let resolved;
        try {
            resolved = resolveUses(uses, job.resolution);
        }
        catch (err) {
            if (err instanceof errors/* UserError */.y && !(err instanceof UnsupportedError))
                throw new errors/* UserError */.y(`${at(workflow_where(job.file, usesToken))}: ${err.message}`, err.hint, err.exitCode);
            throw err;
        }
        if (resolved.kind === 'action' && resolved.action.template.runs.using === 'docker')
            throw new UnsupportedError(workflow_where(job.file, usesToken), `${uses}: a docker container action`, 'There is no container runtime here: run it with the service or nektos/act.');
        // Every nodeNN action runs on this machine's Node: said when that is not the Node it declares (node24 here
        // on Node 20, node16 anywhere).
        const declared = resolved.kind === 'action' ? /^node(\d+)$/.exec(resolved.action.template.runs.using) : null;
        if (declared && declared[1] !== process.versions.node.split('.')[0])
            job.log.jobLine(job.name, `note: ${uses} declares ${declared[0]}; it runs on this machine's Node ${process.versions.node}`);
        prepared.set(t, { resolved, state: {} });
    }
    return prepared;
}
/** The inputs of an action: `with:` evaluated, then each declared input's default, as the runner fills them in. */
function actionInputs(job, frame, env, action, withToken, stepName) {
    const scope = scopeOf(job, frame, env);
    const given = (evaluateToken(withToken, scope) ?? {});
    const out = {};
    const declared = action.template.inputs ?? [];
    const known = new Set(declared.map((i) => i.id.toLowerCase()));
    const unexpected = Object.keys(given).filter((k) => !known.has(k.toLowerCase()));
    if (unexpected.length > 0)
        job.log.annotate({
            level: 'warning',
            message: `Unexpected input(s) '${unexpected.join("', '")}', valid inputs are ['${declared.map((i) => i.id).join("', '")}']`,
            job: job.name,
            step: stepName,
        });
    for (const [k, v] of Object.entries(given))
        out[k] = asText(v);
    // Defaults see github, runner, env... (the caller's scope, as the runner evaluates them), not the caller's inputs.
    const defaultsScope = { ...scope, file: action.file };
    for (const input of declared) {
        const key = Object.keys(out).find((k) => k.toLowerCase() === input.id.toLowerCase());
        if (key !== undefined)
            continue;
        if (input.default !== undefined)
            out[input.id] = evaluateText(input.default, defaultsScope);
        else if (input.required)
            out[input.id] = '';
    }
    return out;
}
/** A `uses: ./path` of the workflow's own repository (not one --use put in the place of a remote action). */
const isLocalUse = (p, e) => p.resolved.kind === 'action' && !p.resolved.mappedFrom && (literal(e.get('uses')) ?? '').startsWith('./');
/**
 * Run `pre` of the prepared node actions (pre-if, default always()); not for local actions, which the runner
 * resolves only when their step runs (it registers no pre for them, and says so at the step).
 */
async function runPres(job, stepTokens, prepared, frame) {
    for (const t of stepTokens) {
        const p = prepared.get(t);
        if (!p || p.resolved.kind !== 'action')
            continue;
        const resolved = p.resolved;
        const runs = resolved.action.template.runs;
        if (runs.using === 'composite' || runs.using === 'docker' || !runs.pre)
            continue;
        const entry = runs.pre;
        const e = entries(t);
        if (isLocalUse(p, e))
            continue;
        frame.action = stepIds(stepTokens).get(t);
        const name = `Pre ${stepDisplayName(job, frame, e)}`;
        const scope = scopeOf(job, frame, job.env);
        if (!evaluateCondition(undefined, scope, runs.preIf ?? 'always()'))
            continue;
        await runHook(job, name, () => ({
            resolved,
            entry,
            inputs: actionInputs(job, frame, job.env, resolved.action, e.get('with'), name),
            env: stepEnv(job, frame, e),
            timeoutMs: undefined,
            outputs: {},
            state: p.state,
            id: frame.action ?? '',
        }));
    }
}
/** A JavaScript action's step: its main, and its post queued for the end of the job. */
async function runNodeAction(job, frame, main) {
    const runs = main.resolved.action.template.runs;
    const result = await runNode(job, main);
    if (runs.post) {
        const post = runs.post;
        const postIf = runs.postIf ?? 'always()';
        const name = `Post ${main.step}`;
        job.posts.push(async () => {
            if (!evaluateCondition(undefined, scopeOf(job, frame, job.env), postIf))
                return;
            await runHook(job, name, () => ({ ...main, entry: post, timeoutMs: undefined, outputs: {} }));
        });
    }
    return result;
}
/** An action's pre or post, a step of its own: its inputs and env are made once it has started. */
async function runHook(job, name, run) {
    const started = Date.now();
    job.log.stepStart(job.name, name);
    const r = await runNode(job, { ...run(), step: name });
    const conclusion = r.code === 0 && !r.commandFailed ? 'success' : 'failure';
    if (conclusion === 'failure')
        job.status.state = 'failure';
    job.log.stepEnd({ job: job.name, step: name, conclusion, outcome: conclusion, ms: Date.now() - started });
}
/** One process of a JavaScript action on this machine's Node, with the runner's variables for actions. */
async function runNode(job, n) {
    const { resolved } = n;
    const dir = resolved.dir;
    const extra = {
        GITHUB_ACTION: n.id,
        GITHUB_ACTION_PATH: dir,
        ...(resolved.repository ? { GITHUB_ACTION_REPOSITORY: resolved.repository } : {}),
        ...(resolved.ref ? { GITHUB_ACTION_REF: resolved.ref } : {}),
    };
    for (const [k, v] of Object.entries(n.inputs))
        extra[inputEnvName(k)] = v;
    for (const [k, v] of Object.entries(n.state))
        extra[`STATE_${k}`] = v;
    const script = (0,external_node_path_.resolve)(dir, n.entry);
    if (!(0,external_node_fs_.existsSync)(script)) {
        job.log.annotate({
            level: 'error',
            message: `${resolved.uses}: ${n.entry} does not exist in ${dir}`,
            job: job.name,
            step: n.step,
        });
        return { code: 1, timedOut: false, cancelled: false };
    }
    return spawnWithFiles(job, {
        step: n.step,
        command: process.execPath,
        args: [script],
        cwd: job.workspace,
        env: n.env,
        extra,
        timeoutMs: n.timeoutMs,
        outputs: n.outputs,
        state: n.state,
        kind: 'action',
    });
}

;// CONCATENATED MODULE: ./src/runner/run-context.ts


/** The token of a job: its own, else (a job the run's tokens do not name) the run's first. */
function jobToken(rc, src) {
    return rc.tokens.get(`${rc.prefix ?? ''}${src.id}`) ?? rc.tokens.values().next().value;
}
/** The conclusion of jobs or legs together: any failure fails it, else any cancellation cancels it. */
function overallConclusion(results) {
    return results.includes('failure') ? 'failure' : results.includes('cancelled') ? 'cancelled' : 'success';
}
/** The contexts a job starts from: github (before it is bound), vars, secrets with its token, inputs, needs. */
function baseContexts(rc, needs, token) {
    return {
        github: githubContext(rc, token, {}),
        vars: rc.vars,
        secrets: { ...rc.secrets, GITHUB_TOKEN: token },
        inputs: rc.inputs,
        needs: Object.fromEntries(Object.entries(needs).map(([k, v]) => [k, { result: v.result, outputs: v.outputs }])),
    };
}
/** A ref's short name: `main`, `v1`, and for a pull request `<number>/merge`, as the service names them. */
const refName = (ref) => ref.replace(/^refs\/(heads|tags|pull)\//, '');
/** The github context: from the job's runner variables once it is bound (`env`), else from the run. */
function githubContext(rc, token, env) {
    const repository = env.GITHUB_REPOSITORY ?? rc.repository;
    const [owner = ''] = repository.split('/');
    const ref = env.GITHUB_REF ?? rc.ref;
    const apiUrl = env.GITHUB_API_URL ?? rc.service.apiUrl;
    const pr = rc.eventName === 'pull_request' ? rc.event.pull_request : undefined;
    return {
        token,
        event: rc.event,
        event_name: rc.eventName,
        event_path: rc.eventPath,
        ref,
        ref_name: env.GITHUB_REF_NAME ?? refName(ref),
        ref_type: env.GITHUB_REF_TYPE ?? (ref.startsWith('refs/tags/') ? 'tag' : 'branch'),
        ref_protected: env.GITHUB_REF_PROTECTED === 'true',
        sha: env.GITHUB_SHA ?? rc.sha ?? '',
        repository,
        repository_id: env.GITHUB_REPOSITORY_ID ?? '',
        repository_owner: env.GITHUB_REPOSITORY_OWNER ?? owner,
        repository_owner_id: env.GITHUB_REPOSITORY_OWNER_ID ?? '',
        run_id: env.GITHUB_RUN_ID ?? String(rc.runId),
        run_number: env.GITHUB_RUN_NUMBER ?? '1',
        run_attempt: env.GITHUB_RUN_ATTEMPT ?? '1',
        workflow: (rc.caller ?? rc.workflow).name,
        workflow_ref: env.GITHUB_WORKFLOW_REF ?? '',
        workflow_sha: env.GITHUB_WORKFLOW_SHA ?? env.GITHUB_SHA ?? rc.sha ?? '',
        job: env.GITHUB_JOB ?? '',
        actor: env.GITHUB_ACTOR ?? rc.actor,
        actor_id: env.GITHUB_ACTOR_ID ?? '',
        triggering_actor: env.GITHUB_TRIGGERING_ACTOR ?? env.GITHUB_ACTOR ?? rc.actor,
        server_url: env.GITHUB_SERVER_URL ?? rc.service.origin,
        api_url: apiUrl,
        // The emulator's: a GraphQL client sends the job's token there (never to api.github.com).
        graphql_url: env.GITHUB_GRAPHQL_URL ?? `${apiUrl}/graphql`,
        workspace: rc.workspace,
        retention_days: '90',
        head_ref: pr?.head?.ref ?? '',
        base_ref: pr?.base?.ref ?? '',
    };
}
/**
 * The names of the github context the runner exports as `GITHUB_<NAME>` (GitHubContext's allowlist; the step's
 * own, `action*`, `env`, `output`, `path`, `state`, `step_summary`, are set for each step).
 */
const EXPORTED = [
    'actor',
    'actor_id',
    'api_url',
    'base_ref',
    'event_name',
    'event_path',
    'graphql_url',
    'head_ref',
    'job',
    'ref_name',
    'ref_protected',
    'ref_type',
    'ref',
    'repository',
    'repository_id',
    'repository_owner',
    'repository_owner_id',
    'retention_days',
    'run_attempt',
    'run_id',
    'run_number',
    'server_url',
    'sha',
    'triggering_actor',
    'workflow',
    'workflow_ref',
    'workflow_sha',
    'workspace',
];
/** The github context's strings (and booleans, as `true`/`false`) the runner exports as GITHUB_<NAME>. */
function githubVariables(github) {
    const out = {};
    for (const k of EXPORTED) {
        const v = github[k];
        if (typeof v === 'string' || typeof v === 'boolean')
            out[`GITHUB_${k.toUpperCase()}`] = String(v);
    }
    return out;
}
/** A workflow's own `env` and `defaults.run`, evaluated in its scope (the run's, or a calling job's). */
function workflowEnv(workflow, scope) {
    const env = evaluateEnv(workflow.root.get('env'), scope);
    const run = entries(entries(workflow.root.get('defaults')).get('run'));
    return {
        env,
        defaults: {
            shell: asText(evaluateToken(run.get('shell'), scope)) || undefined,
            shellAt: run.get('shell') ? at(workflow_where(workflow.file, run.get('shell'))) : undefined,
            workingDirectory: asText(evaluateToken(run.get('working-directory'), scope)) || undefined,
        },
    };
}

;// CONCATENATED MODULE: ./src/runner/shells.ts
/**
 * The shell of a `run:` step, as the runner reads `shell:`: a keyword (`bash`, `sh`, `python`, `pwsh`, and the
 * Windows-only `cmd` and `powershell`) or a template `command [args] {0}` split into its program and arguments as a
 * command line (double quotes group, as the runner's process start parses them); `{0}` is the script file, written
 * with the extension its program expects. `checkShells` refuses, before any job runs, a shell that can never run here.
 */




/** Why a shell cannot run here, and what the user can do. */
class ShellError extends errors/* UserError */.y {
    shell;
    why;
    missing;
    constructor(place, shell, why, hint, 
    /** The program is not on PATH now: an earlier step may still put it there (a setup action). */
    missing = false) {
        super(`${place}: shell ${JSON.stringify(shell)}: ${why}`, hint, 1);
        this.shell = shell;
        this.why = why;
        this.missing = missing;
        this.name = 'ShellError';
    }
}
/** A program found on PATH (or an existing path); undefined when it is not there. */
function onPath(program, path = process.env.PATH ?? '') {
    const isFile = (p) => {
        try {
            return (0,external_node_fs_.statSync)(p).isFile();
        }
        catch {
            return false;
        }
    };
    if (program.includes('/'))
        return isFile(program) ? program : undefined;
    return path
        .split(external_node_path_.delimiter)
        .filter(Boolean)
        .map((d) => (0,external_node_path_.join)(d, program))
        .find(isFile);
}
/**
 * A command line split into words: whitespace separates them, double quotes group (2n backslashes before a quote
 * give n backslashes, 2n+1 a literal quote), single quotes are plain characters.
 */
function splitCommandLine(line) {
    const words = [];
    let word = '';
    let inWord = false;
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (c === '\\') {
            let n = 0;
            while (line[i + n] === '\\')
                n++;
            if (line[i + n] === '"') {
                word += '\\'.repeat(Math.floor(n / 2)) + (n % 2 === 1 ? '"' : '');
                if (n % 2 === 0)
                    quoted = !quoted;
                i += n;
            }
            else {
                word += '\\'.repeat(n);
                i += n - 1;
            }
            inWord = true;
        }
        else if (c === '"') {
            quoted = !quoted;
            inWord = true;
        }
        else if (/\s/.test(c) && !quoted) {
            if (inWord)
                words.push(word);
            word = '';
            inWord = false;
        }
        else {
            word += c;
            inWord = true;
        }
    }
    if (inWord)
        words.push(word);
    return words;
}
const bashPath = () => ['/bin/bash', '/usr/bin/bash'].find((p) => (0,external_node_fs_.existsSync)(p)) ?? onPath('bash');
/** The extension a script for this program needs (the runner's for its keywords; pwsh refuses any other). */
function extensionFor(program) {
    const base = program.split('/').pop() ?? program;
    if (/^python[0-9.]*$/.test(base))
        return '.py';
    if (base === 'pwsh' || base === 'powershell')
        return '.ps1';
    if (base === 'node')
        return '.js';
    if (base === 'perl')
        return '.pl';
    if (base === 'ruby')
        return '.rb';
    if (base === 'cmd')
        return '.cmd';
    return '.sh';
}
/**
 * How a `shell:` value runs here; throws ShellError (naming `place`) for one that cannot: `cmd` and `powershell`
 * off Windows, a program that is not on PATH.
 */
function shellPlan(shell, place, path) {
    if (shell === undefined) {
        const b = bashPath();
        return b
            ? { command: b, args: ['-e', '{0}'], ext: '.sh' }
            : { command: 'sh', args: ['-e', '{0}'], ext: '.sh' };
    }
    const keyword = shell.trim();
    if ((keyword === 'cmd' || keyword === 'powershell') && process.platform !== 'win32')
        throw new ShellError(place, shell, `${keyword} runs on Windows only; this machine is ${process.platform}`, `Run the step with a shell this machine has (bash, sh, python, pwsh if installed), or leave it out here with if: runner.os == 'Windows'.`);
    const template = {
        bash: 'bash --noprofile --norc -eo pipefail {0}',
        sh: 'sh -e {0}',
        python: `${onPath('python3', path) ? 'python3' : 'python'} {0}`,
        pwsh: `pwsh -command ". '{0}'"`,
        cmd: 'cmd /D /E:ON /V:OFF /S /C "CALL "{0}""',
        powershell: `powershell -command ". '{0}'"`,
    };
    const [program, ...rest] = splitCommandLine(template[keyword] ?? shell);
    if (program === undefined)
        throw new ShellError(place, shell, 'it names no program', 'Write shell: PROGRAM [ARGS] {0}.');
    const found = program === 'bash' ? bashPath() : onPath(program, path);
    if (!found)
        throw new ShellError(place, shell, `${program} is not on PATH`, `Install ${program} on this machine (it must be on PATH), use another shell (bash, sh, python), or leave the step out here with if: runner.name != 'sarif-pipeline run'.`, true);
    const args = rest.length > 0 || template[keyword] ? rest : ['{0}'];
    return { command: program === 'bash' ? found : program, args, ext: extensionFor(program) };
}
/** The arguments with the script's path in place of `{0}`. */
const withScript = (plan, script) => plan.args.map((a) => a.replaceAll('{0}', script));
/**
 * Every run step's shell of the workflow's jobs (its `shell:`, else the job's or the workflow's defaults.run.shell),
 * checked before anything runs for what can never run here (cmd, powershell off Windows). An expression, a step with
 * an `if:`, and a program not on PATH yet (a setup step may add it) are checked when their step runs.
 */
function checkShells(workflow) {
    const workflowShell = entries(entries(workflow.root.get('defaults')).get('run')).get('shell');
    for (const j of workflow.jobs) {
        const e = entries(j.token);
        const jobShell = entries(entries(e.get('defaults')).get('run')).get('shell') ?? workflowShell;
        checkStepShells(items(e.get('steps')), (se) => {
            const token = se.get('shell') ?? jobShell;
            if (!token || isExpression(token))
                return undefined;
            return { shell: literal(token), place: at(workflow_where(workflow.file, token)) };
        }, `job ${j.id}`, 'Nothing of the workflow has run.');
    }
}
/**
 * The run steps' shells of a list of steps, each given by `shellOf` (undefined: not checked here), refused with the
 * place, the job (`who`), the step and what to do.
 */
function checkStepShells(steps, shellOf, who, after) {
    steps.forEach((s, i) => {
        const se = entries(s);
        // A step with a condition may never run (`if: runner.os == 'Windows'` around a cmd step): checked if reached.
        const found = se.has('run') && !se.has('if') ? shellOf(se) : undefined;
        if (!found)
            return;
        const name = literal(se.get('name')) ?? literal(se.get('id'));
        try {
            shellPlan(found.shell, found.place);
        }
        catch (err) {
            if (!(err instanceof ShellError))
                throw err;
            if (err.missing)
                return; // checked with the job's PATH when the step is reached
            throw new ShellError(`${found.place}: ${who}, step ${i + 1}${name ? ` (${name})` : ''}`, err.shell, err.why, `${err.hint ?? ''} ${after}`.trim());
        }
    });
}

;// CONCATENATED MODULE: ./src/runner/log.ts
/**
 * What a person sees of a run: the log grouped by job and step with the time of each, workflow commands shown as
 * the service's log view shows them (annotations with file:line, groups), job summaries rendered for a terminal,
 * and a final table. Everything goes through one Masker first: secrets and `::add-mask::` values never reach
 * any channel (log, annotations, summaries, outputs shown, the result the library returns).
 */
/** RFC 3986 escaping, as .NET's Uri.EscapeDataString (encodeURIComponent leaves !'()* as they are). */
const uriDataEscape = (v) => encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const base64 = (bytes) => bytes.toString('base64');
/** The base64 of a value without its first `shift` bytes (the whole value when it has no more than that). */
const base64Shift = (v, shift) => {
    const bytes = Buffer.from(v, 'utf8');
    return base64(bytes.length > shift ? bytes.subarray(shift) : bytes);
};
/**
 * The part of a value up to (pre) or after (post) its `&` or `&+`, as PowerShell may print it split by colour
 * codes; only a part of 6 characters or more, as the runner's encoders.
 */
function ampersandPart(v, post) {
    if (!v.includes('&'))
        return '';
    const plus = v.indexOf('&+');
    let part;
    if (plus >= 0)
        part = post ? (v.length > plus + 3 ? v.slice(plus + 3) : '') : v.slice(0, plus + 2);
    else
        part = post ? v.slice(v.lastIndexOf('&') + 1) : v.slice(0, v.lastIndexOf('&') + 1);
    return part.length >= 6 ? part : '';
}
/**
 * The forms of a value the runner masks too (HostContext registers these ValueEncoders): its base64 and the base64
 * of it shifted by 1 and 2 bytes (so that `base64(user:secret)` is caught whatever comes before it), its escapes
 * for a command line (`"` as `\"`), an expression string (`'` as `''`), JSON, a URI (and encodeURIComponent's)
 * and XML, a quoted value of more than 8 characters without its quotes, and its PowerShell `&` parts of 6 or more.
 * An empty form is none.
 */
function maskedForms(v) {
    const trimmedQuotes = v.length > 8 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1) : '';
    const forms = [
        v,
        base64(Buffer.from(v, 'utf8')),
        base64Shift(v, 1),
        base64Shift(v, 2),
        v.replace(/"/g, '\\"'),
        v.replace(/'/g, "''"),
        JSON.stringify(v).slice(1, -1),
        uriDataEscape(v),
        encodeURIComponent(v),
        v
            .replace(/&/g, '&amp;')
            .replace(/</g, '&lt;')
            .replace(/>/g, '&gt;')
            .replace(/"/g, '&quot;')
            .replace(/'/g, '&apos;'),
        trimmedQuotes,
        ampersandPart(v, false),
        ampersandPart(v, true),
    ];
    return [...new Set(forms)].filter((f) => f.length > 0);
}
class Masker {
    values = [];
    /** Mask a value from now on (each of its lines too, as the runner does for multi-line secrets), in every form. */
    add(value) {
        if (value === undefined)
            return;
        const candidates = [value, ...value.split(/\r?\n/)].map((v) => v.trim()).filter((v) => v.length > 0);
        for (const v of candidates) {
            for (const form of maskedForms(v))
                if (!this.values.includes(form))
                    this.values.push(form);
        }
    }
    /** Every place any masked value occurs, overlapping ones merged, each as `***` (as the runner's SecretMasker). */
    apply(text) {
        const spans = [];
        for (const v of this.values) {
            for (let i = text.indexOf(v); i >= 0; i = text.indexOf(v, i + 1))
                spans.push([i, i + v.length]);
        }
        if (spans.length === 0)
            return text;
        spans.sort((a, b) => a[0] - b[0]);
        let out = '';
        let from = 0;
        let [start, end] = spans[0];
        for (const [s, e] of spans.slice(1)) {
            if (s <= end)
                end = Math.max(end, e);
            else {
                out += `${text.slice(from, start)}***`;
                from = end;
                [start, end] = [s, e];
            }
        }
        return `${out}${text.slice(from, start)}***${text.slice(end)}`;
    }
}
/** An error's message for an annotation: with its hint (what to do), when it has one. */
const withHint = (err) => err.hint ? `${err.message}\n${err.hint}` : err.message;
const seconds = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
const log_MARK = { success: '✓', failure: '✗', cancelled: '⊘', skipped: '–' };
/** Markdown inline text as plain text: links as their text, emphasis and escapes dropped, entities decoded. */
function inline(text) {
    // An escaped character is set aside first (as a private-use one), so that an escaped backtick or star opens no code
    // span or emphasis: "grant it under \`permissions:\`" is text with two backticks.
    return text
        .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, (_, c) => String.fromCharCode(0xe000 + c.charCodeAt(0)))
        .replace(/\[([^\]]*)\]\([^)\s]*\)/g, '$1')
        .replace(/\*\*([^*]+)\*\*/g, '$1')
        .replace(/`([^`]*)`/g, '$1')
        .replace(/[\ue000-\ue07f]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xe000))
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&');
}
const TABLE_ROW = /^\s*\|.*\|\s*$/;
/** A Markdown table as aligned columns, its header underlined. */
function log_table(rows) {
    const cells = rows
        .map((r) => r
        .trim()
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => inline(c.trim().replace(/<br\s*\/?>/gi, ' '))))
        .filter((r) => !r.every((c) => /^:?-{3,}:?$/.test(c)));
    const widths = cells[0].map((_, i) => Math.max(...cells.map((r) => [...(r[i] ?? '')].length)));
    const line = (r) => r
        .map((c, i) => c + ' '.repeat(Math.max(0, (widths[i] ?? 0) - [...c].length)))
        .join('  ')
        .trimEnd();
    return [line(cells[0]), widths.map((w) => '─'.repeat(w)).join('  '), ...cells.slice(1).map(line)];
}
/** The widest bar of a chart drawn for a terminal, in cells. */
const BAR_CELLS = 30;
/**
 * A Mermaid chart of a summary drawn for a terminal: a pie (`"label" : n` slices) or a bar chart (`x-axis [..]`,
 * `bar [..]`) as a title and one bar per label, scaled to the largest; any other diagram as its source.
 */
function chart(source) {
    const quoted = (s) => [...s.matchAll(/"([^"]*)"|([^,\s][^,]*)/g)].map((m) => (m[1] ?? m[2]).trim());
    const text = source.join('\n');
    const title = /^\s*pie\b.*?\btitle\s+(.+)$/m.exec(text)?.[1] ?? /^\s*title\s+"?([^"]*)"?\s*$/m.exec(text)?.[1];
    let rows = [];
    if (/^\s*pie\b/m.test(text)) {
        rows = [...text.matchAll(/^\s*"([^"]*)"\s*:\s*([\d.]+)\s*$/gm)].map((m) => [m[1], Number(m[2])]);
    }
    else if (/^\s*xychart-beta\b/m.test(text)) {
        const labels = quoted(/^\s*x-axis\s*\[(.*)\]\s*$/m.exec(text)?.[1] ?? '');
        const values = (/^\s*bar\s*\[(.*)\]\s*$/m.exec(text)?.[1] ?? '').split(',').map(Number);
        if (labels.length === values.length)
            rows = labels.map((l, i) => [l, values[i]]);
    }
    if (rows.length === 0 || rows.some(([, n]) => !Number.isFinite(n) || n < 0))
        return source;
    const most = Math.max(...rows.map(([, n]) => n), 1);
    const width = Math.max(...rows.map(([l]) => [...l].length));
    return [
        ...(title ? [title.trim()] : []),
        ...rows.map(([label, n]) => `  ${label}${' '.repeat(width - [...label].length)}  ${'█'.repeat(n > 0 ? Math.max(1, Math.round((n / most) * BAR_CELLS)) : 0)} ${n.toLocaleString('en-US')}`),
    ];
}
/**
 * Markdown of a job summary as terminal text: headings marked, tables aligned, charts drawn as bars, links, tags and
 * escapes plain.
 */
function renderMarkdown(md) {
    const lines = md
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/<\/?(details|summary|p|div|span|sup|sub|b|strong|em|i|code)\b[^>]*>/gi, '')
        .split('\n');
    const out = [];
    for (let i = 0; i < lines.length; i++) {
        if (/^\s*```mermaid\s*$/.test(lines[i])) {
            const end = lines.findIndex((l, k) => k > i && /^\s*```\s*$/.test(l));
            if (end > i) {
                out.push(...chart(lines.slice(i + 1, end).filter((l) => !/^\s*%%/.test(l))));
                i = end;
                continue;
            }
        }
        if (TABLE_ROW.test(lines[i])) {
            const rows = [];
            while (i < lines.length && TABLE_ROW.test(lines[i]))
                rows.push(lines[i++]);
            i--;
            out.push(...log_table(rows));
            continue;
        }
        const heading = /^#{1,6}\s+(.*)$/.exec(lines[i]);
        out.push(heading ? `▌ ${inline(heading[1])}` : inline(lines[i].replace(/<br\s*\/?>/gi, '\n')));
    }
    return out
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
}
/**
 * Annotations the service shows: 10 of each level (error, warning, notice) a step, 50 a job (actions/toolkit,
 * docs/problem-matchers.md); the rest are in the log only.
 */
const ANNOTATIONS_PER_STEP = 10;
const ANNOTATIONS_PER_JOB = 50;
class RunLog {
    masker;
    sink;
    debug;
    lines = [];
    /** The annotations the service would show (see ANNOTATIONS_PER_STEP). */
    annotations = [];
    /** Steps started, by job; annotations shown, by job and by job, step and level; and those past the limits. */
    stepsStarted = new Map();
    annotationCounts = new Map();
    annotationsNotShown = 0;
    steps = [];
    summaries = [];
    current = '';
    constructor(masker, sink, debug = false) {
        this.masker = masker;
        this.sink = sink;
        this.debug = debug;
    }
    /** Write text (masked) to the sink and keep it. */
    out(text) {
        const masked = this.masker.apply(text);
        for (const l of masked.split('\n'))
            this.lines.push(l);
        this.sink.write(`${masked}\n`);
    }
    /** A line of the run itself, outside any job. */
    info(text) {
        this.current = '';
        this.out(text);
    }
    /**
     * Jobs that run at once are shown one after the other: the first streams, the others are kept until it ends
     * (each job's lines stay together, with its heading once).
     */
    foreground;
    held = new Map();
    /** Jobs in the order they started: the table lists their steps in that order. */
    jobOrder = [];
    jobStart(job) {
        if (!this.jobOrder.includes(job))
            this.jobOrder.push(job);
        if (this.foreground === undefined) {
            this.foreground = job;
            this.current = '';
            this.out(`━━ ${job}`);
            this.current = job;
        }
        else if (this.foreground !== job && !this.held.has(job)) {
            this.held.set(job, { lines: [`━━ ${job}`], ended: false });
        }
    }
    jobEnd(job) {
        const h = this.held.get(job);
        if (h) {
            h.ended = true;
            return;
        }
        if (this.foreground !== job)
            return;
        this.foreground = undefined;
        this.current = '';
        for (const [next, held] of this.held) {
            this.held.delete(next);
            for (const l of held.lines)
                this.out(l);
            if (!held.ended) {
                this.foreground = next;
                this.current = next;
                return;
            }
        }
    }
    jobLine(job, text) {
        if (this.foreground === undefined || !this.jobOrder.includes(job))
            this.jobStart(job);
        const h = this.held.get(job);
        if (h) {
            h.lines.push(text);
            return;
        }
        if (this.current !== job) {
            this.current = job;
            this.out(`━━ ${job}`);
        }
        this.out(text);
    }
    stepStart(job, step) {
        this.stepsStarted.set(job, (this.stepsStarted.get(job) ?? 0) + 1);
        this.jobLine(job, `▸ ${step}`);
    }
    /** A line a step printed, as the log view shows it. */
    stepLine(job, text) {
        this.jobLine(job, `  │ ${text}`);
    }
    /** A step's end; the steps of composite actions show in the log but not in the table (`inTable` false). */
    stepEnd(record, inTable = true) {
        if (inTable)
            this.steps.push({
                ...record,
                job: this.masker.apply(record.job),
                step: this.masker.apply(record.step),
            });
        const note = record.outcome !== record.conclusion ? ` (${record.outcome}; continue-on-error)` : '';
        this.jobLine(record.job, `${log_MARK[record.conclusion]} ${record.step}: ${record.conclusion}${note} in ${seconds(record.ms)}`);
    }
    annotate(a) {
        const masked = {
            ...a,
            job: this.masker.apply(a.job),
            step: this.masker.apply(a.step),
            message: this.masker.apply(a.message),
            file: a.file === undefined ? undefined : this.masker.apply(a.file),
            title: a.title === undefined ? undefined : this.masker.apply(a.title),
        };
        const count = (key) => this.annotationCounts.get(key) ?? 0;
        const stepKey = `${a.job}\n${this.stepsStarted.get(a.job) ?? 0}\n${a.level}`;
        if (count(stepKey) < ANNOTATIONS_PER_STEP && count(a.job) < ANNOTATIONS_PER_JOB) {
            this.annotations.push(masked);
            this.annotationCounts.set(stepKey, count(stepKey) + 1);
            this.annotationCounts.set(a.job, count(a.job) + 1);
        }
        else {
            this.annotationsNotShown++;
        }
        const place = masked.file
            ? ` (${masked.file}${a.line ? `:${a.line}` : ''}${a.col ? `:${a.col}` : ''})`
            : '';
        const title = masked.title ? `${masked.title}: ` : '';
        this.stepLine(a.job, `${a.level}${place}: ${title}${masked.message.replace(/\n/g, '\n  │   ')}`);
    }
    summary(job, markdown) {
        if (markdown.trim() === '')
            return;
        const text = this.masker.apply(markdown);
        this.summaries.push({ job: this.masker.apply(job), text });
    }
    /** The end of a run: annotations, summaries, the table of steps, the conclusion. */
    finish(conclusion, ms) {
        this.current = '';
        if (this.annotations.length > 0) {
            this.out(`\n━━ annotations (${this.annotations.length})`);
            for (const a of this.annotations) {
                const place = a.file ? `${a.file}${a.line ? `:${a.line}` : ''}${a.col ? `:${a.col}` : ''}: ` : '';
                this.out(`${a.level.padEnd(7)} ${place}${a.title ? `${a.title}: ` : ''}${a.message.split('\n')[0]}  [${a.job} › ${a.step}]`);
            }
        }
        if (this.annotationsNotShown > 0)
            this.out(`${this.annotationsNotShown} more not shown as annotations, as on the service: it shows ${ANNOTATIONS_PER_STEP} errors, ${ANNOTATIONS_PER_STEP} warnings and ${ANNOTATIONS_PER_STEP} notices a step and ${ANNOTATIONS_PER_JOB} a job; the log above has them all`);
        for (const s of this.summaries) {
            this.out(`\n━━ job summary: ${s.job}`);
            this.out(renderMarkdown(s.text));
        }
        this.out('');
        const order = (job) => {
            const i = this.jobOrder.indexOf(job);
            return i < 0 ? this.jobOrder.length : i;
        };
        const sorted = this.steps
            .map((s, i) => ({ s, i }))
            .sort((a, b) => order(a.s.job) - order(b.s.job) || a.i - b.i);
        this.steps.splice(0, this.steps.length, ...sorted.map((x) => x.s));
        const rows = this.steps.map((s) => [
            s.job,
            s.step,
            `${log_MARK[s.conclusion]} ${s.conclusion}`,
            seconds(s.ms),
        ]);
        const head = ['job', 'step', 'conclusion', 'time'];
        const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
        const row = (r) => r.map((c, i) => (i === 3 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
        this.out(row(head));
        this.out(widths.map((w) => '─'.repeat(w)).join('  '));
        for (const r of rows)
            this.out(row(r));
        this.out(`\nworkflow ${conclusion === 'success' ? 'succeeded' : conclusion === 'cancelled' ? 'was cancelled' : 'failed'} in ${seconds(ms)}`);
    }
}

;// CONCATENATED MODULE: ./src/runner/local-hints.ts
const NO_PAGES_SITE = /has no Pages site|Get Pages site failed|Pages is not enabled for/;
/** The notice for a Pages site missing on the emulator. */
function pagesSiteHint(repository, hasAdminSecret, apiUrl) {
    const token = hasAdminSecret
        ? `token: \${{ secrets.PAGES_ADMIN_TOKEN }}  (the emulator's ${repository} has that secret: a repository administrator's token)`
        : `token: \${{ secrets.PAGES_ADMIN_TOKEN }}  (a token that may administer ${repository}, given with --secrets-file)`;
    return [
        `On a local run there is no settings page: the site is created on the emulator (${apiUrl}). Either:`,
        `- let the step create it, as actions/configure-pages does with enablement (the job's own token may not):`,
        `    with:`,
        `      enablement: true`,
        `      ${token}`,
        `- or create it once on a running emulator (sarif-pipeline serve), then run against it (--api-url URL --admin-token T):`,
        `    SVC_TOKEN=<an administrator's token: docs/emulator.md lists the seed's> sarif-pipeline pages site --repo ${repository} --api-url URL`,
        `  (the API call: POST /repos/${repository}/pages with {"build_type":"workflow"}).`,
    ].join('\n');
}
/** After a failed step: a notice when one of its annotations says the repository has no Pages site. */
function noteLocalFix(job, step, annotationsBefore) {
    const said = job.log.annotations
        .slice(annotationsBefore)
        .some((a) => a.job === job.name && a.step === step && NO_PAGES_SITE.test(a.message));
    if (!said)
        return;
    const github = job.contexts.github;
    const secrets = job.contexts.secrets;
    job.log.annotate({
        level: 'notice',
        message: pagesSiteHint(github.repository ?? 'OWNER/REPO', !!secrets?.PAGES_ADMIN_TOKEN, github.api_url ?? ''),
        job: job.name,
        step,
    });
}

;// CONCATENATED MODULE: ./src/runner/steps.ts
/**
 * Steps, as the runner runs them: `run:` scripts (their shell: shells.ts; `working-directory`, `env`, `if`, `id`,
 * `continue-on-error`, `timeout-minutes`), and `uses:` for JavaScript actions (pre, main and post, with pre-if and
 * post-if; post steps in reverse order at the end of the job), composite actions (recursively, with their inputs
 * and outputs) and the checkout. Each process gets the runner's files and variables; what it writes to them is read
 * back after it: outputs, env for later steps, path, state for its post, its job summary.
 */















/** How deep a composite action's frame is (its steps' depth): 1 for a job step's composite, absent for the job's. */
const compositeDepth = new WeakMap();
/** The runner's limit (Constants.CompositeActionsMaxDepth): composite actions nest at most this deep. */
const COMPOSITE_MAX_DEPTH = 9;
/** Run a list of steps (a job's, or a composite action's) in the frame, one after the other. */
async function runSteps(job, stepTokens, frame, prepared) {
    const ids = stepIds(stepTokens);
    for (const t of stepTokens)
        await runStep(job, frame, t, prepared, ids.get(t));
}
/** One step: its `if:`, its work, its conclusion (after continue-on-error) in the log and the steps context. */
async function runStep(job, frame, t, prepared, actionId) {
    frame.action = actionId;
    const e = entries(t);
    const step = { token: t, e, id: literal(e.get('id')), name: stepDisplayName(job, frame, e) };
    const started = Date.now();
    const scope = scopeOf(job, frame, { ...job.env, ...frame.env });
    let run;
    try {
        run = evaluateCondition(e.get('if'), scope);
    }
    catch (err) {
        job.log.stepStart(job.name, step.name);
        job.log.annotate({ level: 'error', message: err.message, job: job.name, step: step.name });
        endStep(job, frame, step, { outcome: 'failure', conclusion: 'failure', outputs: {} }, 0);
        return;
    }
    if (!run) {
        endStep(job, frame, step, { outcome: 'skipped', conclusion: 'skipped', outputs: {} }, 0);
        return;
    }
    job.log.stepStart(job.name, step.name);
    const annotationsBefore = job.log.annotations.length;
    const outputs = {};
    let continueOnError = false;
    let outcome;
    try {
        continueOnError = truthy(evaluateToken(e.get('continue-on-error'), scope) ?? false);
        const work = { timeoutMs: stepTimeout(frame, e, scope), env: stepEnv(job, frame, e), outputs };
        const result = e.has('run')
            ? await runScript(job, frame, step, work)
            : await runUses(job, frame, step, prepared, work);
        outcome = processOutcome(job, step.name, result, e.has('run'));
    }
    catch (err) {
        const problem = unwritable(err);
        if (!problem && (!(err instanceof errors/* UserError */.y) || err instanceof UnsupportedError))
            throw err;
        job.log.annotate({
            level: 'error',
            message: problem ?? withHint(err),
            job: job.name,
            step: step.name,
        });
        outcome = 'failure';
    }
    if (outcome === 'failure')
        noteLocalFix(job, step.name, annotationsBefore);
    const conclusion = outcome === 'failure' && continueOnError ? 'success' : outcome;
    endStep(job, frame, step, { outcome, conclusion, outputs }, Date.now() - started);
}
/**
 * The runner's own files for a step (its script, its file commands) that could not be written: a full disk, a quota,
 * a RUNNER_TEMP an earlier step made read-only. That step fails, saying so; the job goes on to the steps that run
 * after a failure (`if: always()`), which may free the space, rather than the whole run stopping.
 */
function unwritable(err) {
    const e = err;
    // A process that could not be started is its step's own failure (step-process.ts), never a file of the runner's.
    const why = e.syscall?.startsWith('spawn') ? undefined : (0,write_whole/* writeProblem */.b)(err);
    if (!why)
        return undefined;
    // A write's own error names no file (an open's does).
    const what = e.path ?? 'its files in RUNNER_TEMP (its script, its file commands)';
    const fix = ['ENOSPC', 'EDQUOT', 'EFBIG'].includes(e.code ?? '')
        ? 'Free some space (a step with if: always() still runs) and run again.'
        : 'An earlier step changed RUNNER_TEMP under the runner: leave its directories (_runner_file_commands, scripts) to it.';
    return `The runner could not prepare this step: cannot write ${what}: ${why}. ${fix}`;
}
/** A step's end: a failure fails the job, its id gets its result, the log its line (a composite's inner steps are not in the table). */
function endStep(job, frame, step, result, ms) {
    const { outcome, conclusion } = result;
    if (conclusion === 'failure')
        job.status.state = 'failure';
    if (step.id)
        frame.steps[step.id] = result;
    job.log.stepEnd({ job: job.name, step: step.name, conclusion, outcome, ms }, !frame.actionPath);
}
/** A step's `timeout-minutes`, in milliseconds. */
function stepTimeout(frame, e, scope) {
    const token = e.get('timeout-minutes');
    const v = evaluateToken(token, scope);
    if (v === undefined || v === null || v === '')
        return undefined;
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0)
        throw new errors/* UserError */.y(`${at(workflow_where(frame.file, token))}: timeout-minutes must be a positive number; got ${JSON.stringify(v)}`, undefined, 1);
    return n * 60_000;
}
/**
 * How a step's process ended, as its outcome, with the annotation the runner adds for a timeout, or for a script's
 * exit code (an action says itself why it failed: the runner adds nothing for its exit code).
 */
function processOutcome(job, name, result, script) {
    if (result.timedOut)
        job.log.annotate({ level: 'error', message: 'The action has timed out.', job: job.name, step: name });
    if (script && result.code !== 0 && !result.timedOut && !result.cancelled)
        job.log.annotate({
            level: 'error',
            message: `Process completed with exit code ${result.code}.`,
            job: job.name,
            step: name,
        });
    return result.cancelled ? 'cancelled' : result.code === 0 && !result.commandFailed ? 'success' : 'failure';
}
/** A `run:` step: its script written to a file and run by its shell in its working directory. */
async function runScript(job, frame, step, work) {
    const { e, token: t } = step;
    const scope = scopeOf(job, frame, work.env);
    const script = evaluateText(e.get('run'), scope);
    const shell = literal(e.get('shell')) ?? (frame.actionPath ? undefined : job.defaults.shell);
    if (frame.actionPath && !e.has('shell'))
        throw new errors/* UserError */.y(`${at(workflow_where(frame.file, t))}: a run step of a composite action needs shell:`, undefined, 1);
    const cwd = workingDirectory(job, frame, step, scope);
    // Where the shell is named: the step's shell:, else the defaults.run.shell it comes from, else the step.
    const shellAt = e.has('shell') || frame.actionPath || !job.defaults.shellAt
        ? at(workflow_where(frame.file, e.get('shell') ?? t))
        : `${job.defaults.shellAt} (defaults.run.shell, for the step at ${at(workflow_where(frame.file, t))})`;
    const plan = shellPlan(shell, shellAt, [...job.path, job.hostEnv.PATH ?? ''].join(external_node_path_.delimiter));
    const scriptDir = (0,external_node_path_.join)(job.runnerTemp, 'scripts');
    (0,make_directory/* makeDirectory */.O)(scriptDir);
    const file = (0,external_node_path_.join)(scriptDir, `${(0,external_node_crypto_.randomUUID)()}${plan.ext}`);
    (0,external_node_fs_.writeFileSync)(file, script);
    return spawnWithFiles(job, {
        step: step.name,
        command: plan.command,
        args: withScript(plan, file),
        cwd,
        env: work.env,
        extra: {
            GITHUB_ACTION: frame.action ?? '__run',
            ...(frame.actionPath ? { GITHUB_ACTION_PATH: frame.actionPath } : {}),
        },
        timeoutMs: work.timeoutMs,
        outputs: work.outputs,
        kind: 'script',
    });
}
/** A `run:` step's directory: its `working-directory` (else the job's default, outside a composite) in the workspace. */
function workingDirectory(job, frame, step, scope) {
    const wdToken = step.e.get('working-directory');
    const wd = wdToken
        ? evaluateText(wdToken, scope)
        : frame.actionPath
            ? undefined
            : job.defaults.workingDirectory;
    const cwd = wd ? ((0,external_node_path_.isAbsolute)(wd) ? wd : (0,external_node_path_.join)(job.workspace, wd)) : job.workspace;
    if (!(0,external_node_fs_.existsSync)(cwd))
        throw new errors/* UserError */.y(`${at(workflow_where(frame.file, wdToken ?? step.token))}: working-directory ${wd} does not exist`, undefined, 1);
    return cwd;
}
/** A `uses:` step: the checkout, a composite action or a JavaScript action (docker ones are refused). */
async function runUses(job, frame, step, prepared, work) {
    const { e, token: t, name } = step;
    const p = prepared.get(t) ?? (await prepareActions(job, [t])).get(t);
    const resolved = p.resolved;
    if (resolved.kind === 'checkout') {
        const given = (evaluateToken(e.get('with'), scopeOf(job, frame, work.env)) ?? {});
        return runCheckout(job, name, given, work.outputs);
    }
    if (resolved.mappedFrom)
        job.log.stepLine(job.name, `--use: ${resolved.mappedFrom} → ${resolved.uses === resolved.dir ? resolved.dir : resolved.uses}`);
    else if (resolved.ownStep)
        // Whatever its owner and ref: say so, a workflow pinned to another release runs this copy's code.
        job.log.stepLine(job.name, `${resolved.uses}: this package's step, from ${resolved.ownStep} (any ref)`);
    const runs = resolved.action.template.runs;
    const inputs = actionInputs(job, frame, work.env, resolved.action, e.get('with'), name);
    if (runs.using === 'composite') {
        const depth = (compositeDepth.get(frame) ?? 0) + 1;
        if (depth > COMPOSITE_MAX_DEPTH)
            throw new errors/* UserError */.y(`${at(workflow_where(frame.file, e.get('uses')))}: Composite action depth exceeded max depth ${COMPOSITE_MAX_DEPTH}`, undefined, 1);
        return runComposite(job, resolved, inputs, name, work, depth);
    }
    if (runs.using === 'docker')
        throw new UnsupportedError(workflow_where(frame.file, e.get('uses')), `${resolved.uses}: a docker container action`);
    if (runs.pre && isLocalUse(p, e))
        job.log.annotate({
            level: 'warning',
            message: `\`pre\` execution is not supported for local action from '${literal(e.get('uses'))}'`,
            job: job.name,
            step: name,
        });
    return runNodeAction(job, frame, {
        step: name,
        resolved,
        entry: runs.main,
        inputs,
        env: work.env,
        timeoutMs: work.timeoutMs,
        outputs: work.outputs,
        state: p.state,
        id: frame.action ?? '',
    });
}
/**
 * actions/checkout: the working directory is the checkout (said once a run); its outputs are the run's ref and sha.
 * Inputs that would check out something else (another repository, ref or directory, submodules, LFS, a sparse
 * checkout) are not applied: a warning names them, every time, since the steps after it would work on other files
 * than the workflow meant.
 */
function runCheckout(job, step, given, outputs) {
    if (!job.said.has('checkout')) {
        job.said.add('checkout');
        job.log.stepLine(job.name, `actions/checkout: the working directory ${job.workspace} is the checkout (nothing is fetched)`);
    }
    const ignored = ignoredCheckoutInputs(job, given);
    if (ignored.length > 0)
        job.log.annotate({
            level: 'warning',
            message: `actions/checkout: ${ignored.join(', ')} not applied: sarif-pipeline run uses the working directory as the checkout, as it is`,
            job: job.name,
            step,
        });
    outputs.ref = String(job.runnerEnv.GITHUB_REF ?? '');
    outputs.commit = String(job.runnerEnv.GITHUB_SHA ?? '');
    return { code: 0, timedOut: false, cancelled: false };
}
/** The checkout inputs given that ask for other files than the working directory holds, as `name: value`. */
function ignoredCheckoutInputs(job, given) {
    const value = (k) => {
        const key = Object.keys(given).find((x) => x.toLowerCase() === k);
        const v = key === undefined ? undefined : given[key];
        return v === undefined || v === null ? '' : String(v).trim();
    };
    const env = job.runnerEnv;
    const ref = value('ref');
    const refNames = [
        env.GITHUB_REF,
        env.GITHUB_SHA,
        String(env.GITHUB_REF ?? '').replace(/^refs\/(heads|tags)\//, ''),
    ];
    const out = [];
    const repository = value('repository');
    if (repository && repository.toLowerCase() !== String(env.GITHUB_REPOSITORY ?? '').toLowerCase())
        out.push(`repository: ${repository}`);
    if (ref && !refNames.includes(ref))
        out.push(`ref: ${ref}`);
    const path = value('path');
    if (path && path !== '.' && path !== './')
        out.push(`path: ${path}`);
    for (const k of ['submodules', 'lfs'])
        if (value(k) && value(k).toLowerCase() !== 'false')
            out.push(`${k}: ${value(k)}`);
    if (value('sparse-checkout'))
        out.push('sparse-checkout');
    return out;
}
/**
 * A composite action: its steps in their own frame (under the step's deadline, at the depth given), then its outputs
 * from their steps.
 */
async function runComposite(job, resolved, inputs, name, work, depth) {
    const { env, timeoutMs, outputs } = work;
    const runs = entries(resolved.action.root.get('runs'));
    const stepTokens = items(runs.get('steps'));
    const frame = {
        steps: {},
        inputs,
        env,
        actionPath: resolved.dir,
        file: resolved.action.file,
        prefix: `${name} › `,
    };
    compositeDepth.set(frame, depth);
    const saved = job.status.state;
    job.status.state = 'success';
    const inner = { ...job };
    const timer = timeoutMs === undefined ? undefined : new AbortController();
    let timedOut = false;
    const t = timer ? setTimeout(() => ((timedOut = true), timer.abort()), timeoutMs) : undefined;
    if (timer)
        inner.signal = AbortSignal.any([job.signal, timer.signal]);
    try {
        await runSteps(inner, stepTokens, frame, new Map());
    }
    finally {
        if (t)
            clearTimeout(t);
    }
    const failed = inner.status.state === 'failure';
    job.status.state = saved;
    const scope = scopeOf(job, frame, env);
    for (const o of resolved.action.template.outputs ?? []) {
        if (o.value !== undefined)
            outputs[o.id] = evaluateText(o.value, { ...scope, file: resolved.action.file });
    }
    return { code: failed || timedOut ? 1 : 0, timedOut, cancelled: false };
}

;// CONCATENATED MODULE: ./src/runner/leg.ts
/**
 * One leg of a job, as the runner runs it on this machine: its settings read (`runs-on`, `environment`,
 * `continue-on-error`, `timeout-minutes`), the job bound to the run on the emulator, the runner's variables and
 * contexts, the job's `env` and `defaults.run`, its pre, steps and posts under its deadline and the job's
 * cancellation, then its result and `outputs` (one that holds a secret is not passed on).
 */













const runnerOs = () => process.platform === 'darwin' ? 'macOS' : process.platform === 'win32' ? 'Windows' : 'Linux';
const runnerArch = () => ({ x64: 'X64', arm64: 'ARM64', arm: 'ARM', ia32: 'X86' })[process.arch] ??
    process.arch.toUpperCase();
/** Run one leg of a job: bind it, run its pre, steps and posts, read its outputs. */
async function runLeg(rc, leg) {
    const e = entries(leg.src.token);
    const jt = jobToken(rc, leg.src);
    rc.log.masker.add(jt.token);
    const contexts = {
        ...baseContexts(rc, leg.needs, jt.token),
        matrix: leg.matrix,
        strategy: leg.strategy,
    };
    const settings = legSettings(rc, e, contexts);
    rc.log.jobLine(leg.name, runsOnLine(settings.runsOn));
    warnOtherOs(rc, leg.name, settings.runsOn);
    const bound = await bindLeg(rc, leg, jt, settings.environment);
    const runnerTemp = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(rc.runTemp, `${leg.src.id}-`));
    const hosting = runnerEnvironment(settings.runsOn);
    const runnerEnv = runnerVariables(rc, jt.token, bound, runnerTemp, hosting);
    contexts.github = githubContext(rc, jt.token, bound);
    contexts.runner = runnerContext(rc, runnerTemp, hosting);
    contexts.job = { status: 'success', container: {}, services: {} };
    const { env, defaults } = jobEnv(rc, e, contexts);
    const status = { state: 'success', cancelled: false };
    const deadline = new JobDeadline(settings.timeoutMinutes, leg.cancel, status);
    const job = {
        name: leg.name,
        file: rc.workflow.file,
        workspace: rc.workspace,
        runnerTemp,
        runDir: rc.runTemp,
        log: rc.log,
        resolution: rc.resolution,
        runnerEnv,
        hostEnv: rc.hostEnv,
        env,
        path: [],
        contexts,
        defaults,
        status,
        signal: deadline.signal,
        posts: [],
        said: rc.said,
    };
    const frame = { steps: {}, inputs: rc.inputs, env: {}, file: rc.workflow.file, prefix: '' };
    try {
        await runJobSteps(job, frame, items(e.get('steps')));
    }
    finally {
        deadline.dispose();
        if (killJobLeftovers(runnerTemp) > 0)
            rc.log.jobLine(leg.name, 'Cleaning up orphan processes');
    }
    if (deadline.timedOut)
        rc.log.annotate({
            level: 'error',
            message: `The job has exceeded the maximum execution time of ${settings.timeoutMinutes} minutes.`,
            job: leg.name,
            step: '(job)',
        });
    const result = jobConclusion(status);
    contexts.job = { ...contexts.job, status: result };
    const outputs = jobOutputs(rc, e, { ...contexts, steps: frame.steps, env: job.env }, leg.name);
    return { result, outputs, continueOnError: settings.continueOnError };
}
/** The scope of a job's own expressions, with the env they see. */
function legScope(rc, contexts, env) {
    return { contexts: { ...contexts, env }, workspace: rc.workspace, file: rc.workflow.file };
}
/** `runs-on`, `environment` (its name; its url may read steps and is not needed), `continue-on-error`, `timeout-minutes`. */
function legSettings(rc, e, contexts) {
    const scope = legScope(rc, contexts, rc.env);
    const runsOn = evaluateToken(e.get('runs-on'), scope);
    const envToken = e.get('environment');
    const envName = envToken && (0,dist/* isMapping */.pi)(envToken) ? entries(envToken).get('name') : envToken;
    const environment = envName ? asText(evaluateToken(envName, scope)) || undefined : undefined;
    const continueOnError = truthy(evaluateToken(e.get('continue-on-error'), scope) ?? false);
    const timeoutMinutes = Number(evaluateToken(e.get('timeout-minutes'), scope) ?? 360);
    if (!Number.isFinite(timeoutMinutes) || timeoutMinutes <= 0)
        throw new errors/* UserError */.y(`${at(workflow_where(rc.workflow.file, e.get('timeout-minutes')))}: timeout-minutes must be a positive number`, undefined, 1);
    return { runsOn, environment, continueOnError, timeoutMinutes };
}
/** The labels of `runs-on` (a label, a list, or a mapping with `labels`). */
function runsOnLabels(runsOn) {
    const value = runsOn && typeof runsOn === 'object' && !Array.isArray(runsOn)
        ? runsOn.labels
        : runsOn;
    return (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(asText);
}
/** runner.environment: `self-hosted` for a job that asks for a self-hosted runner, else `github-hosted`. */
const runnerEnvironment = (runsOn) => runsOnLabels(runsOn).some((l) => l.toLowerCase() === 'self-hosted') ? 'self-hosted' : 'github-hosted';
/**
 * A job that asks for another system than this one (windows-*, macos-*) runs here all the same, bash its default
 * shell: a warning says so, naming the job.
 */
function warnOtherOs(rc, job, runsOn) {
    const here = runnerOs();
    for (const label of runsOnLabels(runsOn)) {
        const os = /^windows/i.test(label) ? 'Windows' : /^macos/i.test(label) ? 'macOS' : undefined;
        if (!os || os === here)
            continue;
        rc.log.annotate({
            level: 'warning',
            message: `job ${job}: runs-on ${label} asks for ${os}; it runs on this machine (${here}), its run steps with ${os === 'Windows' ? 'bash, not pwsh,' : 'bash'} as their default shell and this machine's tools`,
            job,
            step: '(job)',
        });
        return;
    }
}
/** What the log says of `runs-on`: the labels asked for, and this machine that runs the job. */
function runsOnLine(runsOn) {
    const labels = runsOnLabels(runsOn).join(', ');
    return `runs-on: ${labels || '(none)'} → this machine (${runnerOs()} ${runnerArch()}, Node ${process.versions.node})`;
}
/**
 * Bind the job to the run on the emulator (its token, environment and OIDC pair under id-token: write): its
 * runner variables, the tokens in them masked, the OIDC fallback said once a run, the token's permissions said.
 */
async function bindLeg(rc, leg, jt, environment) {
    const { env: bound, fallback } = await bindJob(rc.service, {
        token: jt.token,
        runId: rc.runId,
        sha: rc.sha,
        ref: rc.ref,
        workflow: (rc.caller ?? rc.workflow).name,
        workflowPath: rc.workflowPath,
        job: leg.src.id,
        eventName: rc.eventName,
        environment,
    }, jt.permissions.id_token === 'write');
    for (const k of ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN'])
        rc.log.masker.add(bound[k]);
    if (fallback && !rc.said.has('oidc-fallback')) {
        rc.said.add('oidc-fallback');
        rc.log.jobLine(leg.name, `note: ${fallback}`);
    }
    const perms = Object.entries(jt.permissions)
        .map(([k, v]) => `${k.replace(/_/g, '-')}: ${v}`)
        .join(', ');
    rc.log.jobLine(leg.name, `token permissions: ${perms}${environment ? `; environment: ${environment}` : ''}`);
    return bound;
}
/**
 * The runner's variables of the job: those of the binding, CI, every string of the github context the runner
 * exports (GITHUB_GRAPHQL_URL, GITHUB_REF_TYPE, GITHUB_TRIGGERING_ACTOR...), then RUNNER_* of this machine.
 */
function runnerVariables(rc, token, bound, runnerTemp, hosting) {
    const github = githubContext(rc, token, bound);
    return {
        ...bound,
        CI: 'true',
        GITHUB_ACTIONS: 'true',
        ...githubVariables(github),
        RUNNER_TEMP: runnerTemp,
        RUNNER_TOOL_CACHE: rc.toolCache,
        RUNNER_OS: runnerOs(),
        RUNNER_ARCH: runnerArch(),
        RUNNER_NAME: 'sarif-pipeline run',
        RUNNER_ENVIRONMENT: hosting,
        ...(rc.debug ? { RUNNER_DEBUG: '1' } : {}),
    };
}
/** The runner context. */
function runnerContext(rc, runnerTemp, hosting) {
    return {
        os: runnerOs(),
        arch: runnerArch(),
        name: 'sarif-pipeline run',
        environment: hosting,
        temp: runnerTemp,
        tool_cache: rc.toolCache,
        debug: rc.debug ? '1' : '',
    };
}
/** The job's env (the workflow's, then the job's `env:`) and its `defaults.run` (over the workflow's). */
function jobEnv(rc, e, contexts) {
    const env = { ...rc.env };
    const scope = legScope(rc, contexts, env);
    Object.assign(env, evaluateEnv(e.get('env'), scope));
    const run = entries(entries(e.get('defaults')).get('run'));
    return {
        env,
        defaults: {
            shell: evaluateToken(run.get('shell'), scope) ?? rc.defaults.shell,
            shellAt: run.get('shell') ? at(workflow_where(rc.workflow.file, run.get('shell'))) : rc.defaults.shellAt,
            workingDirectory: evaluateToken(run.get('working-directory'), scope) ??
                rc.defaults.workingDirectory,
        },
    };
}
/**
 * A job's `timeout-minutes` and its cancellation (fail-fast, Ctrl-C) as one signal for its steps; either marks
 * the job cancelled.
 */
class JobDeadline {
    cancel;
    timedOut = false;
    abort = new AbortController();
    timer;
    onCancel = () => this.abort.abort();
    constructor(minutes, cancel, status) {
        this.cancel = cancel;
        this.timer = setTimeout(() => {
            this.timedOut = true;
            this.abort.abort();
        }, minutes * 60_000);
        cancel.addEventListener('abort', this.onCancel, { once: true });
        this.abort.signal.addEventListener('abort', () => (status.cancelled = true), { once: true });
        if (cancel.aborted)
            this.abort.abort();
    }
    get signal() {
        return this.abort.signal;
    }
    /** The job has ended: the timer and the cancellation no longer concern it. */
    dispose() {
        clearTimeout(this.timer);
        this.cancel.removeEventListener('abort', this.onCancel);
    }
}
/** A job's steps: its actions resolved, their pre, the steps, then the posts in reverse order. */
async function runJobSteps(job, frame, stepTokens) {
    // A shell from an expression (defaults.run.shell: ${{ matrix.shell }}) is known now: checked before any step.
    checkStepShells(stepTokens, (e) => e.has('shell') || !job.defaults.shell
        ? undefined
        : { shell: job.defaults.shell, place: `${job.defaults.shellAt ?? job.file} (defaults.run.shell)` }, `job ${job.name}`, 'No step of the job has run.');
    const prepared = await prepareActions(job, stepTokens);
    await runPres(job, stepTokens, prepared, frame);
    await runSteps(job, stepTokens, frame, prepared);
    for (const post of job.posts.reverse())
        await post();
}
/** The job's `outputs`, read from its steps; one that holds a masked value is not passed on, as on the service. */
function jobOutputs(rc, e, contexts, name) {
    const outputs = {};
    const scope = { contexts, workspace: rc.workspace, file: rc.workflow.file };
    for (const [k, t] of entries(e.get('outputs'))) {
        const v = asText(evaluateToken(t, scope));
        if (rc.log.masker.apply(v) !== v) {
            rc.log.jobLine(name, `warning: skip output '${k}' since it may contain secret.`);
            continue;
        }
        outputs[k] = v;
    }
    return outputs;
}

;// CONCATENATED MODULE: ./src/runner/jobs.ts
/**
 * Jobs, as the service schedules them: each job starts once all its `needs` are done (independent jobs at once),
 * its `if:` sees their results (the `needs` context: the jobs it lists; its status functions: all its ancestors, so it
 * is skipped when one failed or was skipped, unless the condition names a status function), a
 * `strategy.matrix` expands to legs (`include`, `exclude`; `fail-fast` cancels the other legs; `max-parallel`), the
 * job's `outputs` are read from its steps, `env`, `defaults.run`, `timeout-minutes`, `continue-on-error`,
 * `environment` and `permissions` (the job's token has exactly those) are honoured. `runs-on` is reported; the job
 * runs on this machine. One leg's run is `leg.ts`'s; a job that calls a reusable workflow runs its jobs here.
 */









/** The permissions of a job's token: the job's `permissions:`, else the workflow's, else the default. */
function jobPermissions(workflow, job, inherited) {
    const own = entries(job.token).get('permissions') ?? workflow.root.get('permissions');
    if (!own && inherited)
        return inherited;
    return tokenPermissions(own ? evaluateToken(own, { contexts: {}, workspace: '', file: workflow.file }) : undefined);
}
/**
 * Every job that gets a token, with its permissions: the jobs of a called workflow under the caller's id
 * (`build/test`), taking the caller's permissions unless they set their own; the calling job too (`build`), whose
 * `with:` and `secrets:` see its own token.
 */
function tokenJobs(workflow, prefix = '', inherited) {
    return workflow.jobs.flatMap((j) => {
        const permissions = jobPermissions(workflow, j, inherited);
        const own = { id: `${prefix}${j.id}`, permissions };
        return j.calls
            ? [
                own,
                ...tokenJobs(j.calls, `${prefix}${j.id}/`, entries(j.token).has('permissions') ? permissions : inherited),
            ]
            : [own];
    });
}
/** The features a job may have that this runner does not run: named with their place, before anything runs. */
function checkSupported(workflow) {
    checkShells(workflow);
    for (const j of workflow.jobs) {
        const e = entries(j.token);
        if (j.calls)
            checkSupported(j.calls);
        for (const key of ['uses', 'container', 'services']) {
            const t = e.get(key);
            if (t && !(key === 'uses' && j.calls))
                throw new UnsupportedError(workflow_where(workflow.file, t), key === 'uses' ? `job ${j.id}: a reusable workflow (jobs.<id>.uses)` : `job ${j.id}: ${key}`, key === 'uses' ? undefined : 'There is no container runtime here.');
        }
        for (const s of items(e.get('steps'))) {
            const se = entries(s);
            const uses = se.get('uses');
            const value = uses?.value;
            if (typeof value === 'string' && value.startsWith('docker://'))
                throw new UnsupportedError(workflow_where(workflow.file, uses), `a docker action (${value})`, 'There is no container runtime here.');
        }
    }
}
/** The legs of a matrix: the product of its vectors in order, minus `exclude`, with `include` as the service adds it. */
function expandMatrix(matrix, place) {
    if (!matrix)
        return [{}];
    const include = (matrix.include ?? []);
    const exclude = (matrix.exclude ?? []);
    if (!Array.isArray(include) || !Array.isArray(exclude))
        throw new errors/* UserError */.y(`${place}: matrix include and exclude must be sequences`, undefined, 1);
    const keys = Object.keys(matrix).filter((k) => k !== 'include' && k !== 'exclude');
    // The service's converter: an empty vector, or no vector and no include, is an error (not one empty leg).
    if (keys.length === 0 && include.length === 0)
        throw new errors/* UserError */.y(`${place}: Matrix must define at least one vector`, undefined, 1);
    let legs = keys.length > 0 ? [{}] : [];
    for (const k of keys) {
        const values = matrix[k];
        if (!Array.isArray(values))
            throw new errors/* UserError */.y(`${place}: matrix ${k} must be a sequence`, undefined, 1);
        if (values.length === 0)
            throw new errors/* UserError */.y(`${place}: Matrix vector '${k}' does not contain any values`, undefined, 1);
        legs = legs.flatMap((leg) => values.map((v) => ({ ...leg, [k]: v })));
    }
    const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
    legs = legs.filter((leg) => !exclude.some((x) => Object.entries(x).every(([k, v]) => same(leg[k], v))));
    const original = legs.map((l) => ({ ...l }));
    const added = [];
    for (const inc of include) {
        let matched = false;
        legs.forEach((leg, i) => {
            const fits = Object.entries(inc).every(([k, v]) => !(k in original[i]) || same(original[i][k], v));
            if (fits && keys.length > 0) {
                matched = true;
                Object.assign(leg, inc);
            }
        });
        if (!matched)
            added.push({ ...inc });
    }
    const all = [...legs, ...added];
    if (all.length > 256)
        throw new errors/* UserError */.y(`${place}: a matrix may have at most 256 legs; this one has ${all.length}`, undefined, 1);
    return all.length > 0 ? all : [{}];
}
/**
 * A leg's name as the service shows it: the job's name (its id without one) followed by the leg's matrix values —
 * unless the name is an expression, which then says all (`name: Tests${{ '' }}` is how workflows ask for no values).
 */
const legName = (id, jobName, matrix) => {
    const values = Object.values(matrix).map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)));
    const base = jobName ?? id;
    return values.length > 0 ? `${base} (${values.join(', ')})` : base;
};
/**
 * A job that calls a reusable workflow (`jobs.<id>.uses`): its `with:` as the called workflow's inputs (with their
 * declared defaults and types), its secrets (`inherit`, or the mapping), the called workflow's jobs run as this
 * job's (`caller / job`), and the called workflow's outputs from their results.
 */
async function runCalled(rc, leg, called) {
    const { src, name, cancel } = leg;
    const e = entries(src.token);
    // The calling job's own token: its `with:` and `secrets:` see it as secrets.GITHUB_TOKEN and github.token.
    const jt = jobToken(rc, src);
    rc.log.masker.add(jt.token);
    const scope = {
        contexts: { ...baseContexts(rc, leg.needs, jt.token), matrix: leg.matrix, strategy: leg.strategy },
        workspace: rc.workspace,
        file: rc.workflow.file,
    };
    const call = entries(entries(called.root.get('on')).get('workflow_call'));
    const inputs = calledInputs(rc, e, called, call, scope);
    const secrets = calledSecrets(rc, e, scope);
    const childScope = {
        contexts: { github: githubContext(rc, jt.token, {}), inputs, secrets, vars: rc.vars, env: {} },
        workspace: rc.workspace,
        file: called.file,
    };
    const { env, defaults } = workflowEnv(called, childScope);
    rc.log.jobLine(name, `calls ${called.file}`);
    const jobs = await runJobs({
        ...rc,
        workflow: called,
        caller: rc.caller ?? rc.workflow,
        inputs,
        secrets,
        env,
        defaults,
        signal: rc.signal ? AbortSignal.any([rc.signal, cancel]) : cancel,
        prefix: `${rc.prefix ?? ''}${src.id}/`,
        namePrefix: `${name} / `,
    });
    const result = overallConclusion(Object.values(jobs).map((j) => j.result));
    const outputs = calledOutputs(call, childScope, jobs);
    // As a job's own outputs: one that holds a masked value (github.token, say) is not passed on.
    for (const [k, v] of Object.entries(outputs))
        if (rc.log.masker.apply(v) !== v) {
            rc.log.jobLine(name, `warning: skip output '${k}' since it may contain secret.`);
            delete outputs[k];
        }
    return { result, outputs, continueOnError: false };
}
/** The called workflow's inputs: the caller's `with:`, else each declared default, typed as declared. */
function calledInputs(rc, e, called, call, scope) {
    const given = (evaluateToken(e.get('with'), scope) ?? {});
    const inputs = {};
    for (const [k, t] of entries(call.get('inputs'))) {
        const def = entries(t);
        const type = literal(def.get('type'));
        const value = k in given ? given[k] : evaluateToken(def.get('default'), { ...scope, file: called.file });
        if (value === undefined || value === null) {
            if (literal(def.get('required')) === 'true')
                throw new errors/* UserError */.y(`${at(workflow_where(rc.workflow.file, e.get('uses')))}: input ${k} of ${called.file} is required`, undefined, 1);
            continue;
        }
        const typed = typedInput(type, value);
        if (typed === undefined) {
            const token = entries(e.get('with')).get(k) ?? e.get('uses');
            throw new errors/* UserError */.y(`${at(workflow_where(rc.workflow.file, token))}: input ${k} of ${called.file} is a ${type}, not ${JSON.stringify(value)}`, undefined, 1);
        }
        inputs[k] = typed;
    }
    return inputs;
}
/** A reusable workflow's input value as its declared type; undefined when the type cannot hold it. */
function typedInput(type, value) {
    if (type === 'boolean')
        return value === true || value === 'true'
            ? true
            : value === false || value === 'false'
                ? false
                : undefined;
    if (type !== 'number')
        return asText(value);
    const n = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')
        ? Number(value)
        : Number.NaN;
    return Number.isFinite(n) ? n : undefined;
}
/** The called workflow's secrets: the caller's all (`secrets: inherit`) or the mapping given. */
function calledSecrets(rc, e, scope) {
    const secretsToken = e.get('secrets');
    if (literal(secretsToken) === 'inherit')
        return { ...rc.secrets };
    return Object.fromEntries(Object.entries((evaluateToken(secretsToken, scope) ?? {})).map(([k, v]) => [
        k,
        asText(v),
    ]));
}
/** The called workflow's `outputs`, read from its jobs' results. */
function calledOutputs(call, childScope, jobs) {
    const outScope = {
        ...childScope,
        contexts: {
            ...childScope.contexts,
            jobs: Object.fromEntries(Object.entries(jobs).map(([k, v]) => [k, { result: v.result, outputs: v.outputs }])),
        },
    };
    const outputs = {};
    for (const [k, t] of entries(call.get('outputs')))
        outputs[k] = asText(evaluateToken(entries(t).get('value'), outScope));
    return outputs;
}
/**
 * Run a job: its condition, its matrix legs (fail-fast, max-parallel), its result and outputs. `done` holds the jobs
 * finished so far: the `needs` context gets those the job lists, its status functions judge all its ancestors.
 */
async function runJob(rc, src, done) {
    const e = entries(src.token);
    const jt = jobToken(rc, src);
    const needs = Object.fromEntries(src.needs.filter((n) => done[n]).map((n) => [n, done[n]]));
    const status = needsStatus(rc, ancestors(rc.workflow, src).map((n) => done[n]?.result));
    const scope = {
        contexts: baseContexts(rc, needs, jt.token),
        status,
        workspace: rc.workspace,
        file: rc.workflow.file,
    };
    const notRun = checkCondition(rc, src, scope);
    if (notRun)
        return notRun;
    let plan;
    try {
        plan = legPlan(rc, e, scope);
    }
    catch (err) {
        if (!(err instanceof errors/* UserError */.y) || err instanceof UnsupportedError)
            throw err;
        return strategyFailed(rc, src, err);
    }
    const results = await runLegs(rc, src, needs, scope, plan);
    const counted = results.map((r) => (r.result === 'failure' && r.continueOnError ? 'success' : r.result));
    // As on the service, a matrix job's outputs are those the legs set, the last one winning.
    const outputs = Object.assign({}, ...results.map((r) => r.outputs));
    return { id: src.id, result: overallConclusion(counted), outputs };
}
/**
 * A job whose `strategy` cannot be evaluated (its matrix from an output that is not JSON, an empty vector...): it
 * fails alone, with the service's words, and the run goes on (its dependents see `failure`).
 */
function strategyFailed(rc, src, err) {
    const name = (rc.namePrefix ?? '') + (literal(entries(src.token).get('name')) ?? src.id);
    rc.log.jobStart(name);
    rc.log.annotate({
        level: 'error',
        message: `Error when evaluating 'strategy' for job '${src.id}'. ${err.message}`,
        job: name,
        step: '(job)',
    });
    rc.log.stepEnd({ job: name, step: '(job)', conclusion: 'failure', outcome: 'failure', ms: 0 });
    rc.log.jobEnd(name);
    return { id: src.id, result: 'failure', outputs: {} };
}
/** The ids of every job a job needs, directly or through the jobs it needs. */
function ancestors(workflow, src) {
    const byId = new Map(workflow.jobs.map((j) => [j.id, j]));
    const found = new Set();
    const add = (id) => {
        if (found.has(id))
            return;
        found.add(id);
        for (const n of byId.get(id)?.needs ?? [])
            add(n);
    };
    src.needs.forEach(add);
    return [...found];
}
/**
 * The status a job's `if:` sees, as the service judges it: from the results of all its ancestors, not only the jobs
 * it lists ("failure() returns true if any ancestor job fails"; the default success() skips a job one of whose
 * ancestors failed or was skipped), and whether the run is cancelled.
 */
function needsStatus(rc, needResults) {
    return {
        state: needResults.some((r) => r === 'failure')
            ? 'failure'
            : needResults.every((r) => r === 'success')
                ? 'success'
                : needResults.some((r) => r === 'cancelled')
                    ? 'failure'
                    : 'skipped',
        cancelled: !!rc.signal?.aborted || needResults.some((r) => r === 'cancelled'),
    };
}
/** The job's `if:`: nothing when it runs; else its result, said in the log (an `if:` that fails fails the job). */
function checkCondition(rc, src, scope) {
    let run;
    try {
        run = evaluateCondition(undefined, scope, src.condition);
    }
    catch (err) {
        rc.log.jobLine(src.id, `error: ${err.message}`);
        rc.log.jobEnd(src.id);
        return { id: src.id, result: 'failure', outputs: {} };
    }
    if (run)
        return undefined;
    rc.log.jobLine(src.id, `skipped (if: ${src.condition})`);
    rc.log.stepEnd({ job: src.id, step: '(job)', conclusion: 'skipped', outcome: 'skipped', ms: 0 });
    rc.log.jobEnd(src.id);
    return { id: src.id, result: 'skipped', outputs: {} };
}
/** The job's `strategy`: its matrix expanded to legs, `fail-fast` (default true), `max-parallel` (default all). */
function legPlan(rc, e, scope) {
    const strategy = (evaluateToken(e.get('strategy'), scope) ?? {});
    const place = at(workflow_where(rc.workflow.file, e.get('strategy')));
    const legs = expandMatrix(strategy.matrix, place);
    return {
        legs,
        hasMatrix: !!strategy.matrix,
        failFast: strategy['fail-fast'] === undefined ? true : truthy(strategy['fail-fast']),
        maxParallel: Number(strategy['max-parallel'] ?? legs.length) || legs.length,
    };
}
/** The legs, at most max-parallel at once; a leg that fails (without continue-on-error) cancels the rest under fail-fast. */
async function runLegs(rc, src, needs, scope, plan) {
    const { legs } = plan;
    const cancelLegs = new AbortController();
    // A listener for each leg running (its deadline) and each job running (this one): as many as the workflow runs at
    // once, each removed when it ends. Node would warn of a leak past ten.
    (0,external_node_events_.setMaxListeners)(0, cancelLegs.signal);
    if (rc.signal)
        (0,external_node_events_.setMaxListeners)(0, rc.signal);
    const onRunCancel = () => cancelLegs.abort();
    rc.signal?.addEventListener('abort', onRunCancel, { once: true });
    const results = [];
    let next = 0;
    const worker = async () => {
        while (next < legs.length) {
            const i = next++;
            const r = await runLegAt(rc, src, needs, scope, plan, i, cancelLegs.signal);
            results[i] = r;
            if (r.result === 'failure' && !r.continueOnError && plan.failFast && legs.length > 1)
                cancelLegs.abort();
        }
    };
    try {
        await Promise.all(Array.from({ length: Math.max(1, Math.min(plan.maxParallel, legs.length)) }, worker));
    }
    finally {
        rc.signal?.removeEventListener('abort', onRunCancel);
    }
    return results;
}
/**
 * The leg at index i: named, then run (a called workflow's jobs, or the leg's steps) unless the legs were cancelled;
 * a UserError it meets fails it with an annotation.
 */
async function runLegAt(rc, src, needs, scope, plan, i, cancel) {
    const matrix = plan.legs[i];
    const nameToken = entries(src.token).get('name');
    const name = (rc.namePrefix ?? '') +
        (nameToken && isExpression(nameToken)
            ? asText(evaluateToken(nameToken, { ...scope, contexts: { ...scope.contexts, matrix } }))
            : legName(src.id, literal(nameToken), plan.hasMatrix ? matrix : {}));
    if (cancel.aborted) {
        rc.log.stepEnd({ job: name, step: '(job)', conclusion: 'cancelled', outcome: 'cancelled', ms: 0 });
        rc.log.jobEnd(name);
        return { result: 'cancelled', outputs: {}, continueOnError: false };
    }
    const strategy = {
        'fail-fast': plan.failFast,
        'job-index': i,
        'job-total': plan.legs.length,
        'max-parallel': plan.maxParallel,
    };
    const leg = { src, needs, matrix, strategy, name, cancel };
    rc.log.jobStart(name);
    try {
        return src.calls ? await runCalled(rc, leg, src.calls) : await runLeg(rc, leg);
    }
    catch (err) {
        if (!(err instanceof errors/* UserError */.y) || err instanceof UnsupportedError)
            throw err;
        rc.log.annotate({ level: 'error', message: withHint(err), job: name, step: '(job)' });
        rc.log.stepEnd({ job: name, step: '(job)', conclusion: 'failure', outcome: 'failure', ms: 0 });
        return { result: 'failure', outputs: {}, continueOnError: false };
    }
    finally {
        rc.log.jobEnd(name);
    }
}
/**
 * Every job in the order `needs` allows, independent jobs at once. A job that cannot run at all (an unsupported
 * feature found at its start) fails the run with that error once the jobs already running have ended.
 */
async function runJobs(rc) {
    const done = {};
    const pending = new Map(rc.workflow.jobs.map((j) => [j.id, j]));
    const running = new Map();
    let stop;
    while (pending.size > 0 || running.size > 0) {
        for (const [id, j] of pending) {
            if (stop === undefined && j.needs.every((n) => done[n])) {
                pending.delete(id);
                running.set(id, runJob(rc, j, done).then((r) => {
                    done[id] = r;
                    running.delete(id);
                }, (err) => {
                    stop ??= err;
                    done[id] = { id, result: 'failure', outputs: {} };
                    running.delete(id);
                }));
            }
        }
        if (running.size === 0)
            break; // nothing can start: a cycle the converter let through, or a stop
        await Promise.race(running.values());
    }
    if (stop !== undefined)
        throw stop;
    return done;
}

;// CONCATENATED MODULE: ./src/runner/tool-cache.ts
/**
 * The run's tool cache (RUNNER_TOOL_CACHE) holds this machine's Node, as a hosted runner's image holds the Node
 * versions it ships: actions/setup-node asked for a version this Node satisfies (`20`, `20.x`, an `.nvmrc` of 20)
 * finds it there ("Found in cache") instead of downloading it, which an offline machine cannot. Written in the layout
 * `@actions/tool-cache` reads: `node/<version>/<arch>/bin/node` (with npm and npx when they sit beside this Node),
 * and the `<arch>.complete` marker that says the entry is whole. Any other version is still downloaded (and fails
 * offline, saying so).
 */



function seedToolCache(dir) {
    const version = process.version.replace(/^v/, '');
    const entry = (0,external_node_path_.join)(dir, 'node', version);
    const bin = (0,external_node_path_.join)(entry, process.arch, 'bin');
    try {
        (0,make_directory/* makeDirectory */.O)(bin);
        (0,external_node_fs_.symlinkSync)(process.execPath, (0,external_node_path_.join)(bin, 'node'));
        for (const tool of ['npm', 'npx']) {
            const beside = (0,external_node_path_.join)((0,external_node_path_.dirname)(process.execPath), tool);
            if ((0,external_node_fs_.existsSync)(beside))
                (0,external_node_fs_.symlinkSync)(beside, (0,external_node_path_.join)(bin, tool));
        }
        (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(entry, `${process.arch}.complete`), '');
    }
    catch {
        // A file system without symbolic links: setup-node then downloads, as it would on a runner without it.
    }
}

;// CONCATENATED MODULE: ./src/runner/local-git.ts
/**
 * What the checkout's git repository says of the run, read as the service would know it from the push: the branch
 * checked out (the run's ref), the commit (the event's head_commit), the files it changes (the `paths` filters).
 * Each is undefined when the workspace is not a git repository.
 */

function git(args, cwd) {
    try {
        return (0,external_node_child_process_.execFileSync)('git', args, {
            cwd,
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'ignore'],
        }).trimEnd();
    }
    catch {
        return undefined;
    }
}
/** The checked-out branch as a ref (`refs/heads/<branch>`); undefined on a detached HEAD or outside git. */
function checkedOutRef(cwd) {
    const branch = git(['symbolic-ref', '--quiet', 'HEAD'], cwd);
    return branch?.startsWith('refs/heads/') ? branch : undefined;
}
/** A commit as a push event's head_commit describes it (its author date as the timestamp). */
function gitCommit(cwd, rev) {
    const out = git(['log', '-1', '--format=%H%x00%T%x00%P%x00%aI%x00%an%x00%ae%x00%cn%x00%ce%x00%B', rev, '--'], cwd);
    if (!out)
        return undefined;
    const [id, tree, parents, timestamp, an, ae, cn, ce, message] = out.split('\0');
    if (!/^[0-9a-f]{40}$/.test(id))
        return undefined;
    return {
        id,
        tree_id: tree,
        parent: parents.split(' ')[0] || undefined,
        message: message.replace(/\n+$/, ''),
        timestamp,
        author: { name: an, email: ae },
        committer: { name: cn, email: ce },
    };
}
/** The files a local push would change: those of the HEAD commit, and those changed in the working tree since. */
function changedFiles(cwd) {
    const committed = git(['diff-tree', '--no-commit-id', '--name-only', '-r', '--root', 'HEAD'], cwd);
    const status = git(['status', '--porcelain', '--untracked-files=all', '--no-renames'], cwd);
    if (committed === undefined && status === undefined)
        return undefined;
    const files = new Set((committed ?? '').split('\n').filter(Boolean));
    for (const line of (status ?? '').split('\n'))
        if (line.length > 3)
            files.add(line.slice(3).replace(/^"|"$/g, ''));
    return [...files];
}

;// CONCATENATED MODULE: ./src/runner/triggers.ts

/** A filter pattern as a regular expression over the whole name. */
function filterRegExp(pattern) {
    const atoms = [];
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '\\' && i + 1 < pattern.length)
            atoms.push(triggers_escape(pattern[++i]));
        else if (c === '*' && pattern[i + 1] === '*') {
            atoms.push('.*');
            i++;
        }
        else if (c === '*')
            atoms.push('[^/]*');
        else if ((c === '?' || c === '+') && atoms.length > 0)
            atoms.push(`(?:${atoms.pop()})${c}`);
        else if (c === '[' && pattern.indexOf(']', i + 1) > i + 1) {
            const end = pattern.indexOf(']', i + 1);
            atoms.push(`[${pattern.slice(i + 1, end).replace(/[\\\]^]/g, '\\$&')}]`);
            i = end;
        }
        else
            atoms.push(triggers_escape(c));
    }
    return new RegExp(`^${atoms.join('')}$`);
}
const triggers_escape = (c) => c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
/** Whether the patterns, in order, include the name: the last pattern that matches decides (`!` excludes). */
function filterIncludes(patterns, name) {
    let included = false;
    for (const p of patterns) {
        const negated = p.startsWith('!');
        if (filterRegExp(negated ? p.slice(1) : p).test(name))
            included = !negated;
    }
    return included;
}
/** The events the workflow lists under `on:` (a name, a list, or a mapping). */
function listedEvents(workflow) {
    const on = workflow.root.get('on');
    const declared = entries(on);
    if (declared.size > 0)
        return [...declared.keys()];
    const listed = items(on).map(literal);
    return (listed.length > 0 ? listed : [literal(on)]).filter((e) => !!e);
}
const strings = (t) => items(t)
    .map(literal)
    .filter((s) => s !== undefined);
/**
 * Why the service would not start the workflow for this trigger of an event it lists (its filters), or undefined
 * when it would. Branch and tag filters
 * of `push` apply to their own kind of ref (a tag pushed to a workflow with only `branches` does not start it);
 * `pull_request` filters its base branch; paths are not filtered for a tag.
 */
function filteredOutBecause(workflow, f) {
    const filters = entries(entries(workflow.root.get('on')).get(f.eventName));
    if (filters.size === 0)
        return undefined;
    const isTag = f.ref.startsWith('refs/tags/');
    const short = f.ref.replace(/^refs\/(heads|tags)\//, '');
    const refFilter = (kind, name) => {
        const only = filters.get(kind);
        const ignore = filters.get(`${kind}-ignore`);
        const noun = kind === 'branches' ? 'branch' : 'tag';
        if (only && !filterIncludes(strings(only), name))
            return `${noun} ${name} does not match on.${f.eventName}.${kind} (${strings(only).join(', ')})`;
        if (ignore && filterIncludes(strings(ignore), name))
            return `${noun} ${name} matches on.${f.eventName}.${kind}-ignore (${strings(ignore).join(', ')})`;
        return undefined;
    };
    const has = (k) => filters.has(k) || filters.has(`${k}-ignore`);
    if (f.eventName === 'push') {
        if (isTag && !has('tags') && has('branches'))
            return `a tag (${short}) is pushed and on.push filters only branches`;
        if (!isTag && !has('branches') && has('tags'))
            return `a branch (${short}) is pushed and on.push filters only tags`;
        const ref = refFilter(isTag ? 'tags' : 'branches', short);
        if (ref || isTag)
            return ref;
    }
    else if (f.eventName === 'pull_request' || f.eventName === 'pull_request_target') {
        const base = refFilter('branches', f.baseRef ?? 'main');
        if (base)
            return `the base ${base}`;
    }
    return pathsFilter(f.eventName, filters, f.changed);
}
/** `paths` / `paths-ignore`: some changed file included (not every one ignored). */
function pathsFilter(eventName, filters, changedFiles) {
    const only = strings(filters.get('paths'));
    const ignore = strings(filters.get('paths-ignore'));
    if (!filters.has('paths') && !filters.has('paths-ignore'))
        return undefined;
    const changed = changedFiles();
    if (changed === undefined)
        return undefined;
    const list = (files) => files.length === 0 ? 'no file' : files.slice(0, 5).join(', ') + (files.length > 5 ? ', …' : '');
    if (filters.has('paths') && !changed.some((file) => filterIncludes(only, file)))
        return `no changed file (${list(changed)}) matches on.${eventName}.paths (${only.join(', ')})`;
    if (filters.has('paths-ignore') && changed.every((file) => filterIncludes(ignore, file)))
        return `every changed file (${list(changed)}) matches on.${eventName}.paths-ignore (${ignore.join(', ')})`;
    return undefined;
}

;// CONCATENATED MODULE: ./src/runner/secrets-file.ts
/**
 * `--secrets-file`: dotenv, as nektos/act reads its `--secret-file` (godotenv). `NAME=value` or `NAME: value`, an
 * optional `export ` before, `#` comment lines. A value in double quotes may span lines and takes the escapes
 * `\n`, `\r`, `\t`, `\"` and `\\`; one in single quotes may span lines and is taken as written (a PEM key pasted
 * whole works either way); an unquoted value ends at the line's end or at ` #` (a comment), trimmed. No `$NAME`
 * expansion: a `$` in a password stays a `$`. A line that is none of these is refused with its line number.
 */


const ESCAPES = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' };
function readSecretsFile(file) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch (err) {
        throw new errors/* UserError */.y(`--secrets-file ${file}: ${err.message}`, undefined, 2);
    }
    const lines = text.split(/\r?\n/);
    const out = {};
    const refuse = (line, what) => new errors/* UserError */.y(`--secrets-file ${file}:${line + 1}: ${what}`, undefined, 2);
    for (let i = 0; i < lines.length; i++) {
        // Trailing blanks kept: inside quotes they are part of the value.
        const l = lines[i].trimStart();
        if (l.trim() === '' || l.startsWith('#'))
            continue;
        const m = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*(?:=|:(?=\s|$))\s*(.*)$/.exec(l);
        if (!m)
            throw refuse(i, 'expected NAME=value');
        const [, name, rest] = m;
        const quote = rest[0];
        if (quote !== '"' && quote !== "'") {
            out[name] = rest.replace(/\s+#.*$/, '').trim();
            continue;
        }
        // A quoted value: up to its closing quote, on this line or a later one.
        const first = i;
        let body = rest.slice(1);
        let value = '';
        for (;;) {
            const close = closingQuote(body, quote);
            if (close >= 0) {
                value += body.slice(0, close);
                const after = body.slice(close + 1).trim();
                if (after !== '' && !after.startsWith('#'))
                    throw refuse(i, `unexpected ${JSON.stringify(after)} after the closing ${quote} of ${name}`);
                break;
            }
            value += `${body}\n`;
            if (++i === lines.length)
                throw refuse(first, `the ${quote} that opens ${name}'s value is never closed`);
            body = lines[i];
        }
        out[name] = quote === '"' ? value.replace(/\\([nrt"\\])/g, (_, c) => ESCAPES[c]) : value;
    }
    return out;
}
/** Where `quote` closes in `s` (a double quote escaped by a backslash does not), or -1. */
function closingQuote(s, quote) {
    for (let k = 0; k < s.length; k++) {
        if (quote === '"' && s[k] === '\\')
            k++;
        else if (s[k] === quote)
            return k;
    }
    return -1;
}

;// CONCATENATED MODULE: ./src/runner/index.ts
/**
 * The workflow runner's one door: `runWorkflow` runs a workflow file from the checkout it works on (the workspace),
 * against the embedded emulator or a running one, and answers what happened: each job's result and outputs, each
 * step's conclusion and time, the annotations, the job summaries and the log as shown (all masked). The CLI's
 * `sarif-pipeline run` and the tests use only this.
 */






















/**
 * The workflows that jobs call (`jobs.<id>.uses`): `./path` in the workspace, `owner/repo/path@ref` from the actions
 * directory; each must be a reusable workflow (`on: workflow_call`); at most four levels, no cycle.
 */
async function loadCalled(workflow, workspace, actionsDir, stack) {
    for (const j of workflow.jobs) {
        const usesToken = entries(j.token).get('uses');
        const uses = literal(usesToken);
        if (!uses)
            continue;
        const place = at(workflow_where(workflow.file, usesToken));
        let file;
        if (uses.startsWith('./'))
            file = (0,external_node_path_.resolve)(workspace, uses);
        else {
            const m = /^([^/\s]+)\/([^/\s]+)\/(.+)@(\S+)$/.exec(uses);
            if (!m)
                throw new errors/* UserError */.y(`${place}: ${uses} is not ./path or owner/repo/path@ref`, undefined, 1);
            if (!actionsDir)
                throw new errors/* UserError */.y(`${place}: ${uses}: workflows of other repositories are read from the actions directory: pass --actions-dir DIR with DIR/${m[1]}/${m[2]}@${m[4]}/${m[3]}`, undefined, 1);
            file = (0,external_node_path_.join)(actionsDir, m[1], `${m[2]}@${m[4]}`, m[3]);
        }
        if (stack.includes(file))
            throw new errors/* UserError */.y(`${place}: ${uses} calls itself (through ${stack.join(' → ')})`, undefined, 1);
        if (stack.length > 4)
            throw new errors/* UserError */.y(`${place}: ${uses}: reusable workflows nest at most four levels deep`, undefined, 1);
        const display = (0,external_node_path_.relative)(workspace, file).startsWith('..') ? file : (0,external_node_path_.relative)(workspace, file);
        const called = await loadWorkflow(file, display);
        const on = called.root.get('on');
        const triggers = entries(on).size > 0 ? [...entries(on).keys()] : [literal(on), ...items(on).map(literal)];
        if (!triggers.includes('workflow_call'))
            throw new errors/* UserError */.y(`${place}: ${display} is not a reusable workflow (it has no on: workflow_call)`, undefined, 1);
        checkCall(workflow, j, called);
        await loadCalled(called, workspace, actionsDir, [...stack, file]);
        j.calls = called;
    }
}
/** Keep the named jobs and, transitively, what they need. */
function selectJobs(workflow, names) {
    const byId = new Map(workflow.jobs.map((j) => [j.id, j]));
    const unknown = names.filter((n) => !byId.has(n));
    if (unknown.length > 0)
        throw new errors/* UserError */.y(`--job ${unknown[0]}: ${workflow.file} has no job ${unknown[0]}`, `Its jobs: ${[...byId.keys()].join(', ')}.`, 2);
    const keep = new Set();
    const add = (id) => {
        if (keep.has(id))
            return;
        keep.add(id);
        for (const n of byId.get(id)?.needs ?? [])
            add(n);
    };
    names.forEach(add);
    workflow.jobs = workflow.jobs.filter((j) => keep.has(j.id));
}
/**
 * Names a step must not inherit from this machine: the runner's own (it sets them for the job), the service tokens
 * of the shell the run was started from (a real credential has no business in a local run; the job's token is
 * `secrets.GITHUB_TOKEN`), and the emulator's admin token (the runner's, never a step's).
 */
const RUNNER_NAMES = /^(GITHUB_|ACTIONS_|RUNNER_|INPUT_|STATE_|SVC_TOKEN$|GH_TOKEN$|GH_ENTERPRISE_TOKEN$|EMULATOR_ADMIN_TOKEN$)/;
/** The run directories of the runs under way (their step scripts hold interpolated secrets). */
const liveRunDirs = new Set();
/**
 * For a process that must leave before its runs end (a second Ctrl-C): kill every step's process group and remove
 * the runs' directories, synchronously.
 */
function abandonRuns() {
    killAllStepProcesses();
    for (const dir of liveRunDirs)
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    liveRunDirs.clear();
}
/** Run a workflow file; never throws for a failing workflow (see `conclusion`), only for one it cannot run. */
async function runWorkflow(o) {
    const started = Date.now();
    const run = await prepareRun(o);
    const service = await connect({
        apiUrl: o.apiUrl,
        adminToken: o.adminToken,
        processingDelayMs: o.processingDelayMs,
        vendor: o.vendor,
    });
    const runTemp = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'sarif-pipeline-run-'));
    liveRunDirs.add(runTemp);
    let keep = false;
    try {
        const rc = await startRun(o, run, service, runTemp);
        announceRun(rc, run.display);
        const jobs = await runJobs(rc);
        const conclusion = runConclusion(jobs, o.signal);
        run.log.finish(conclusion, Date.now() - started);
        keep = !!o.keepRunning;
        return {
            conclusion,
            exitCode: conclusion === 'success' ? 0 : 1,
            runId: rc.runId,
            jobs,
            steps: run.log.steps,
            annotations: run.log.annotations,
            summaries: run.log.summaries,
            log: run.log.lines,
            ...(keep ? { service } : {}),
        };
    }
    finally {
        liveRunDirs.delete(runTemp);
        (0,external_node_fs_.rmSync)(runTemp, { recursive: true, force: true });
        if (!keep)
            await service.close();
    }
}
/** Check the options (usage errors first, exit 2), load and check the workflow, open the masked log. */
async function prepareRun(o) {
    const workspace = (0,external_node_path_.resolve)(o.workspace ?? process.cwd());
    const workflowFile = (0,external_node_path_.resolve)(o.workflow);
    const display = displayName(workspace, o.workflow);
    const use = parseUse(o.use ?? []);
    const workflow = await loadWorkflow((0,external_node_path_.resolve)(o.workflow), display);
    if (o.jobs && o.jobs.length > 0)
        selectJobs(workflow, o.jobs);
    await loadCalled(workflow, workspace, o.actionsDir ? (0,external_node_path_.resolve)(o.actionsDir) : undefined, [workflowFile]);
    checkSupported(workflow);
    const secrets = { ...(o.secretsFile ? readSecretsFile(o.secretsFile) : {}), ...o.secrets };
    const vars = { ...o.vars };
    const masker = new Masker();
    for (const v of Object.values(secrets))
        masker.add(v);
    const debug = !!o.debug || secrets.ACTIONS_STEP_DEBUG === 'true' || vars.ACTIONS_STEP_DEBUG === 'true';
    const log = new RunLog(masker, o.output ?? { write: (t) => process.stdout.write(t) }, debug);
    const inWorkspace = (0,external_node_path_.relative)(workspace, workflowFile);
    return {
        workspace,
        display,
        // A workflow kept outside the checkout is named as the service would hold it (its OIDC workflow_ref stays
        // `owner/repo/.github/workflows/<file>@ref`).
        workflowPath: inWorkspace.startsWith('..') || (0,external_node_path_.isAbsolute)(inWorkspace)
            ? `.github/workflows/${(0,external_node_path_.basename)(workflowFile)}`
            : inWorkspace,
        workflow,
        resolution: { workspace, actionsDir: o.actionsDir ? (0,external_node_path_.resolve)(o.actionsDir) : undefined, use },
        secrets,
        vars,
        log,
        debug,
        eventName: o.event ?? 'push',
        ...eventInputs(workflow, o, workspace, display, log),
    };
}
/** The workflow as messages name it: relative to the checkout (as .github/workflows/x.yml), else to the current directory, else in full. */
function displayName(workspace, workflow) {
    const inWorkspace = (0,external_node_path_.relative)(workspace, (0,external_node_path_.resolve)(workflow));
    const fromCwd = (0,external_node_path_.relative)(process.cwd(), (0,external_node_path_.resolve)(workflow));
    return !inWorkspace.startsWith('..')
        ? inWorkspace
        : !fromCwd.startsWith('..')
            ? fromCwd
            : (0,external_node_path_.resolve)(workflow);
}
/** The inputs of the run: a dispatch's only (on another event the inputs context and github.event.inputs are empty). */
function eventInputs(workflow, o, workspace, display, log) {
    const event = o.event ?? 'push';
    if (event === 'workflow_dispatch')
        return dispatchInputs(workflow, o.inputs, workspace, display, true);
    if (o.inputs && Object.keys(o.inputs).length > 0)
        log.info(`note: --input is ignored on ${event}: the service gives inputs to workflow_dispatch only (--event workflow_dispatch)`);
    return { inputs: {}, typedInputs: {} };
}
/**
 * workflow_dispatch inputs: the declared defaults, then those given; typed as declared for the inputs context. A
 * dispatch of a workflow that declares workflow_dispatch is checked as the service checks one first.
 */
function dispatchInputs(workflow, given, workspace, display, dispatched) {
    const inputs = {};
    const on = workflow.root.get('on');
    const dispatch = entries(entries(on).get('workflow_dispatch')).get('inputs');
    for (const [k, t] of entries(dispatch)) {
        const d = entries(t).get('default');
        if (d)
            inputs[k] = asText(evaluateToken(d, { contexts: {}, workspace, file: display }));
    }
    if (dispatched && entries(on).has('workflow_dispatch'))
        checkDispatch(workflow, given ?? {}, inputs);
    Object.assign(inputs, given);
    // The inputs context has the declared types (a boolean input is a boolean); the event payload has strings.
    const typedInputs = { ...inputs };
    for (const [k, t] of entries(dispatch)) {
        const type = literal(entries(t).get('type'));
        if (!(k in inputs))
            continue;
        if (type === 'boolean')
            typedInputs[k] = inputs[k] === 'true';
        else if (type === 'number' && inputs[k].trim() !== '' && Number.isFinite(Number(inputs[k])))
            typedInputs[k] = Number(inputs[k]);
    }
    return { inputs, typedInputs };
}
/**
 * A dispatch's inputs, as the service checks them before it starts a run (its 422 answers): none undeclared, each
 * required one given (or defaulted), a boolean true or false, a number a number, a choice one of its options. A
 * mistake is a usage error naming the input and where the workflow declares it.
 */
function checkDispatch(workflow, given, defaults) {
    const on = entries(workflow.root.get('on'));
    const declared = entries(entries(on.get('workflow_dispatch')).get('inputs'));
    const refuse = (token, message) => {
        throw new errors/* UserError */.y(`${at(workflow_where(workflow.file, token))}: ${message}`, undefined, 2);
    };
    const unexpected = Object.keys(given).filter((k) => !declared.has(k));
    if (unexpected.length > 0)
        refuse(on.get('workflow_dispatch'), `Unexpected inputs provided: ${JSON.stringify(unexpected)} (--input; the workflow_dispatch declares ${[...declared.keys()].join(', ') || 'none'})`);
    for (const [k, t] of declared) {
        const def = entries(t);
        const value = k in given ? given[k] : defaults[k];
        const type = literal(def.get('type')) ?? 'string';
        if (value === undefined) {
            if (literal(def.get('required')) === 'true')
                refuse(t, `Required input '${k}' not provided`);
            continue;
        }
        const options = type === 'boolean' ? ['true', 'false'] : items(def.get('options')).map(literal);
        if ((type === 'boolean' || type === 'choice') && !options.includes(value))
            refuse(t, `Provided value '${value}' for input '${k}' not in the list of allowed values (${options.join(', ')})`);
        if (type === 'number' && (value.trim() === '' || !Number.isFinite(Number(value))))
            refuse(t, `Provided value '${value}' for input '${k}' is not a number`);
    }
}
/**
 * Start the run on the emulator: its repository and actor (the repository's secrets added, masked), a token per
 * job, its id, its event, its tool cache, and what every job reads.
 */
async function startRun(o, run, service, runTemp) {
    const { workspace, secrets, log } = run;
    const { repository, actor, secrets: repoSecrets } = await runIdentity(service, o.repository);
    for (const [k, v] of Object.entries(repoSecrets)) {
        if (k in secrets)
            continue;
        secrets[k] = v;
        log.masker.add(v);
    }
    const tokens = await makeJobTokens(service, repository, actor, tokenJobs(run.workflow));
    const runId = (0,external_node_crypto_.randomInt)(100_000_000, 999_999_999);
    const trigger = runTrigger(o, run, repository, actor, service.origin, runTemp);
    const toolCache = (0,external_node_path_.join)(runTemp, 'tool-cache');
    (0,external_node_fs_.mkdirSync)(toolCache);
    seedToolCache(toolCache);
    return {
        workflow: run.workflow,
        workflowPath: run.workflowPath,
        log,
        service,
        tokens,
        runId,
        repository,
        actor,
        ...trigger,
        eventName: run.eventName,
        workspace,
        runTemp,
        toolCache,
        resolution: run.resolution,
        hostEnv: hostEnvironment(),
        secrets,
        vars: run.vars,
        inputs: run.typedInputs,
        debug: run.debug,
        ...workflowEnv(run.workflow, runScope(run, trigger, repository, actor)),
        said: new Set(),
        signal: o.signal,
    };
}
/**
 * The run's ref and sha (given, else the checked-out branch, or the event's default ref, and the checkout's HEAD)
 * and its event payload, written to a file.
 */
function runTrigger(o, run, repository, actor, serverUrl, runTemp) {
    const ref = o.ref ??
        (run.eventName === 'pull_request'
            ? 'refs/pull/1/merge'
            : (checkedOutRef(run.workspace) ?? 'refs/heads/main'));
    const headSha = git(['rev-parse', 'HEAD'], run.workspace);
    const sha = o.sha ?? (headSha && /^[0-9a-f]{40}$/.test(headSha) ? headSha : undefined);
    const eventPath = (0,external_node_path_.join)(runTemp, 'event.json');
    const event = eventPayload({
        name: run.eventName,
        repository,
        actor,
        ref,
        sha,
        inputs: run.inputs,
        commit: sha ? gitCommit(run.workspace, sha) : undefined,
        schedule: literal(entries(items(entries(run.workflow.root.get('on')).get('schedule'))[0]).get('cron')),
        path: o.eventPath,
        serverUrl,
    });
    (0,external_node_fs_.writeFileSync)(eventPath, JSON.stringify(event, null, 2));
    return { ref, sha, event, eventPath };
}
/** This machine's environment without the names a step must not inherit. */
function hostEnvironment() {
    return Object.fromEntries(Object.entries(process.env).filter(([k, v]) => v !== undefined && !RUNNER_NAMES.test(k)));
}
/** The scope of the workflow's own expressions (its `env`, `defaults.run`): github, secrets, vars, inputs. */
function runScope(run, trigger, repository, actor) {
    const { workspace } = run;
    return {
        contexts: {
            github: {
                event: trigger.event,
                event_name: run.eventName,
                ref: trigger.ref,
                repository,
                actor,
                workspace,
            },
            secrets: run.secrets,
            vars: run.vars,
            inputs: run.typedInputs,
            env: {},
        },
        workspace,
        file: run.display,
    };
}
/** The run's first line, and what it accepts without applying (concurrency). */
function announceRun(rc, display) {
    const { log, workflow, service } = rc;
    log.info(`run ${rc.runId}: ${workflow.name} (${display}) on ${rc.eventName}, repository ${rc.repository}, ${service.embedded ? 'embedded emulator' : 'emulator'} ${service.apiUrl}`);
    const events = listedEvents(workflow);
    const pr = rc.event.pull_request;
    const filtered = () => filteredOutBecause(workflow, {
        eventName: rc.eventName,
        ref: rc.ref,
        baseRef: pr?.base?.ref,
        changed: () => changedFiles(rc.workspace),
    });
    if (!events.includes(rc.eventName))
        log.info(`note: this workflow does not run on ${rc.eventName} (on: ${events.join(', ')}); the service would not start it, it runs here because --event says so`);
    else {
        const why = filtered();
        if (why)
            log.info(`note: the service would not start this workflow: ${why}; it runs here because the run was asked for (--ref and --event say what the run is)`);
    }
    if (workflow.root.has('concurrency') || workflow.jobs.some((j) => entries(j.token).has('concurrency')))
        log.info('concurrency: accepted, not applied (this is the only run)');
}
/** The run's conclusion: its jobs', a run stopped by Ctrl-C being cancelled unless a job failed. */
function runConclusion(jobs, signal) {
    const conclusion = overallConclusion(Object.values(jobs).map((j) => j.result));
    return conclusion === 'success' && signal?.aborted ? 'cancelled' : conclusion;
}

// EXTERNAL MODULE: ./src/cli/stop.ts
var stop = __webpack_require__(86272);
;// CONCATENATED MODULE: ./src/cli/commands/demo.ts
/**
 * `npm start`: the workflow a user would copy, run offline. Runs samples/workflows/demo.yml with the runner (what
 * `sarif-pipeline run samples/workflows/demo.yml` does from the package's root) against the embedded emulator: configure Pages, build and pack a site, deploy it in a second
 * job, then scan, upload the SARIF and summarize the alerts.
 */





const demo_HELP = `sarif-pipeline demo: run samples/workflows/demo.yml against the embedded emulator (what \`npm start\` does).

Usage: sarif-pipeline demo [--keep-running]

The same as \`sarif-pipeline run samples/workflows/demo.yml\` from the package's root: configure Pages, build and pack a site, deploy it in a second job, then scan, upload the SARIF and
summarize the alerts, as a runner would; prints each job's log, the job summaries and a table of the steps, then
stops (or, with --keep-running, leaves the emulator up: open the printed dashboard URL).
`;
/** The package's root, from this bundle (dist/cli) or module, whatever the current directory. */
function demo_root() {
    // No path literal here: ncc would take one for an asset and copy that directory into the bundle.
    // The real path: an installed command is a link (npm's bin directory) to dist/cli/index.js.
    const cli = (0,external_node_path_.dirname)((0,external_node_fs_.realpathSync)((0,external_node_path_.resolve)(process.argv[1] ?? process.cwd())));
    return (0,external_node_path_.resolve)(cli, '..', '..');
}
async function demo_run(args, io) {
    if (args.includes('--help') || args.includes('-h')) {
        process.stdout.write(demo_HELP);
        return 0;
    }
    const unknown = args.filter((a) => a !== '--keep-running');
    if (unknown.length > 0)
        throw new errors/* UserError */.y(`unknown argument ${unknown[0]}`, 'Run `sarif-pipeline demo --help`.', 2);
    const base = demo_root();
    const workflow = (0,external_node_path_.join)(base, 'samples', 'workflows', 'demo.yml');
    process.stdout.write(`sarif-pipeline run samples/workflows/demo.yml (in ${base})\n\n`);
    // A forced exit (a second signal) kills the steps' process groups and removes the run's directory.
    const release = (0,stop/* atForcedExit */.n3)(abandonRuns);
    let result;
    try {
        result = await runWorkflow({
            workflow,
            workspace: base,
            keepRunning: args.includes('--keep-running'),
            processingDelayMs: 300,
            signal: io?.signal,
        });
    }
    finally {
        release();
    }
    if (result.service) {
        process.stdout.write(`\nthe emulator keeps running at ${result.service.apiUrl}; dashboard ${result.service.dashboardUrl}; Ctrl-C to stop\n`);
        await (0,stop/* untilStopped */.sZ)(io?.signal);
        await result.service.close();
    }
    return result.exitCode;
}

;// CONCATENATED MODULE: ./src/cli/commands/deploy-keys.ts
/**
 * `sarif-pipeline deploy-keys list|add|remove`: a repository's deploy keys (SSH public keys, read-only or
 * read/write). Keys are immutable: to change one, remove it and add it again. A private key is refused before
 * anything is sent, and never printed.
 */



const deploy_keys_HELP = `sarif-pipeline deploy-keys: list, add and remove a repository's deploy keys.

Usage:
  sarif-pipeline deploy-keys list   --repo owner/name [--max N] [--json]
  sarif-pipeline deploy-keys add    --repo owner/name (--key-file PATH | --key 'ssh-ed25519 AAAA...')
                                    [--title T] [--read-only] [--json]
  sarif-pipeline deploy-keys remove --repo owner/name --id N [--json]

A deploy key is an SSH public key that gives access to one repository. Without --read-only the key can read
and write (what the service does by default). Keys cannot be changed: remove one and add it again.

Options:
  --repo owner/name   the repository (default: GITHUB_REPOSITORY)
  --key-file PATH     the public key file (the .pub file; a private key is refused before sending)
  --key KEY           the public key itself, "type base64 [comment]"
  --title T           the key's name (default: the key's comment)
  --read-only         the key can only read the repository
  --id N              the key to remove (see list)
  --max N             list at most N keys
  --api-url URL       the API root (default: GITHUB_API_URL, else https://api.github.com)
  --json              print the service's answer as JSON

Environment:
  SVC_TOKEN, else GITHUB_TOKEN   the token (classic: repo scope; fine-grained or app: administration read
                                 for list, write for add and remove; the account needs admin on the repository)

Exit status: 0 done, 1 the service refused (the message and a hint say why), 2 usage error.
`;
const deploy_keys_COMMAND = 'deploy-keys';
async function deploy_keys_run(args, io = (0,shared/* processIo */.Wr)()) {
    const parsed = (0,shared/* parseCommand */.RM)(deploy_keys_COMMAND, deploy_keys_HELP, args, io, {
        repo: { type: 'string' },
        'key-file': { type: 'string' },
        key: { type: 'string' },
        title: { type: 'string' },
        'read-only': { type: 'boolean', default: false },
        id: { type: 'string' },
        max: { type: 'string' },
    });
    if (!parsed)
        return 0;
    const { values, positionals } = parsed;
    const [action, ...extra] = positionals;
    if (action === undefined)
        throw (0,shared/* usageError */.Wp)(deploy_keys_COMMAND, 'deploy-keys needs an action: list, add or remove');
    if (!['list', 'add', 'remove'].includes(action)) {
        throw (0,shared/* usageError */.Wp)(deploy_keys_COMMAND, `unknown action "${(0,shared/* printable */.g$)(action)}": use list, add or remove`);
    }
    if (extra.length > 0)
        throw (0,shared/* usageError */.Wp)(deploy_keys_COMMAND, `unexpected argument "${(0,shared/* printable */.g$)(extra[0])}"`);
    const command = `${deploy_keys_COMMAND} ${action}`;
    const allowed = {
        list: ['max'],
        add: ['key-file', 'key', 'title', 'read-only'],
        remove: ['id'],
    };
    for (const name of ['key-file', 'key', 'title', 'read-only', 'id', 'max']) {
        const given = name === 'read-only' ? values[name] : values[name] !== undefined;
        if (given && !allowed[action].includes(name)) {
            throw (0,shared/* usageError */.Wp)(deploy_keys_COMMAND, `--${name} does not apply to ${command}`);
        }
    }
    const repo = (0,shared/* parseRepo */.E3)(values.repo, command, io.env);
    const full = `${repo.owner}/${repo.repo}`;
    // Everything about the arguments is checked before the token is asked for, or anything is sent.
    const id = action === 'remove' ? (0,shared/* requireId */.l4)(values.id, command) : undefined;
    const max = (0,shared/* positiveInt */.NJ)(values.max, '--max', command);
    const key = action === 'add' ? readPublicKey(values['key-file'], values.key, command) : undefined;
    const connected = (0,shared/* connect */.Ng)(io, command, values['api-url']);
    const api = connected.api;
    io = connected.out;
    if (action === 'list') {
        const { items } = await (0,shared/* callApi */.px)(() => api.deployKeys.list({ ...repo, per_page: Math.min(max ?? 100, 100), maxItems: max }).collect());
        if (values.json)
            (0,shared/* printJson */.Q2)(io, items);
        else
            io.stdout(formatKeys(items, `no deploy keys on ${full}`));
        return 0;
    }
    if (action === 'add') {
        const created = await (0,shared/* callApi */.px)(() => api.deployKeys.create({ ...repo, key: key, title: values.title, read_only: values['read-only'] }));
        if (values.json)
            (0,shared/* printJson */.Q2)(io, created);
        else {
            io.stdout(`added deploy key ${created.id} "${(0,shared/* printable */.g$)(created.title)}" to ${full} (${access(created)})\n`);
            io.stdout(formatKeys([created]));
        }
        return 0;
    }
    await (0,shared/* callApi */.px)(() => api.deployKeys.delete({ ...repo, key_id: id }));
    if (values.json)
        (0,shared/* printJson */.Q2)(io, { removed: id, repository: full });
    else
        io.stdout(`removed deploy key ${id} from ${full}\n`);
    return 0;
}
const access = (k) => (k.read_only ? 'read-only' : 'read and write');
function formatKeys(keys, empty) {
    return (0,shared/* formatTable */.ku)(['ID', 'TITLE', 'ACCESS', 'FINGERPRINT', 'ADDED BY', 'CREATED', 'LAST USED'], keys.map((k) => [
        k.id,
        k.title,
        access(k),
        fingerprint(k.key),
        k.added_by,
        k.created_at,
        k.last_used ?? 'never',
    ]), empty);
}
/** "SHA256:..." as ssh-keygen -l shows it, with the key type; the key text itself when it does not parse. */
function fingerprint(key) {
    const [type, body] = key.trim().split(/\s+/);
    if (!body || !/^[A-Za-z0-9+/]+={0,2}$/.test(body))
        return type ?? '';
    const digest = (0,external_node_crypto_.createHash)('sha256').update(Buffer.from(body, 'base64')).digest('base64').replace(/=+$/, '');
    return `SHA256:${digest} (${type})`;
}
/**
 * The public key to add, from exactly one of --key-file and --key: one line, and not a private key (which is
 * refused without being sent or shown). The service checks the rest (type, Base64, key material).
 */
function readPublicKey(file, inline, command) {
    if ((file === undefined) === (inline === undefined)) {
        throw (0,shared/* usageError */.Wp)(command, `${command} needs exactly one of --key-file PATH and --key 'ssh-ed25519 AAAA...'`);
    }
    let text = inline ?? '';
    const from = file === undefined ? '--key' : `--key-file ${file}`;
    if (file !== undefined) {
        try {
            text = (0,external_node_fs_.readFileSync)(file, 'utf8');
        }
        catch (err) {
            const code = err.code;
            throw (0,shared/* usageError */.Wp)(command, `cannot read --key-file ${file}: ${code === 'ENOENT' ? 'no such file' : (code ?? err.message)}`, 'Give the public key file, for example ~/.ssh/id_ed25519.pub.');
        }
    }
    if (/PRIVATE KEY/.test(text)) {
        throw (0,shared/* usageError */.Wp)(command, `${from} is a private key: it was not sent`, 'Give the public key instead (the .pub file next to it, or `ssh-keygen -y -f KEY`).');
    }
    const lines = text
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('#'));
    if (lines.length === 0)
        throw (0,shared/* usageError */.Wp)(command, `${from} holds no key`);
    if (lines.length > 1) {
        throw (0,shared/* usageError */.Wp)(command, `${from} holds ${lines.length} lines: give one public key`);
    }
    return lines[0];
}

;// CONCATENATED MODULE: ./src/cli/commands/oauth.ts
/**
 * `sarif-pipeline authorizations list|create|get|update|delete` and `sarif-pipeline grants list|get|delete`:
 * the deprecated OAuth authorization and grant operations (removal scheduled for 13 November 2020), which take
 * Basic authentication only. The username comes from --user or SVC_USERNAME, the password from SVC_PASSWORD,
 * the one-time password of a two-factor account from SVC_OTP or, when the service asks for one and stdin is a
 * terminal, from a prompt; the client secret from SVC_CLIENT_SECRET. None of them is ever an argument or printed.
 * A token the service returns is printed only by `authorizations create`, the one place it is the result (or
 * written to --token-file instead); lists and reads show its last eight characters.
 */





const oauth_HELP = `sarif-pipeline authorizations | grants: the OAuth authorizations and grants of your account (deprecated).

Usage:
  sarif-pipeline authorizations list   [--client-id ID] [--max N]
  sarif-pipeline authorizations create --client-id ID [--scopes a,b] [--note T] [--note-url URL]
                                       [--fingerprint F] [--get-or-create] [--token-file PATH]
  sarif-pipeline authorizations get    --id N
  sarif-pipeline authorizations update --id N [--scopes a,b | --add-scopes a,b | --remove-scopes a,b]
                                       [--note T] [--note-url URL] [--fingerprint F]
  sarif-pipeline authorizations delete --id N
  sarif-pipeline grants list   [--client-id ID] [--max N]
  sarif-pipeline grants get    --id N
  sarif-pipeline grants delete --id N
  Every command also takes [--user LOGIN] [--api-url URL] [--json].

These operations are deprecated: the service scheduled their removal for 13 November 2020, so a current
service may no longer offer them. They take Basic authentication (username and password) only, never a token.

create makes a token for an OAuth app (its client id and secret) and prints it: it is shown this once (or
written to --token-file, created with mode 600, and not printed). --get-or-create returns the app's existing
authorization (with that fingerprint) instead of failing when there is one. update changes the scopes with
one of --scopes (replace), --add-scopes or --remove-scopes (the service takes only one at a time), and the
note, note URL or fingerprint. Deleting a grant removes every token of that app for your account.

Options:
  --user LOGIN        the account (default: SVC_USERNAME)
  --client-id ID      the OAuth app's client id (20 characters); filters list
  --scopes a,b        scopes of the token ("" for none)
  --id N              the authorization or grant (see list)
  --max N             list at most N
  --api-url URL       the API root (default: GITHUB_API_URL, else https://api.github.com)
  --json              print the service's answer as JSON (tokens omitted, except by create)

Environment (secrets are read from here only, never from arguments):
  SVC_USERNAME        the account, when --user is not given
  SVC_PASSWORD        its password
  SVC_OTP             the one-time password of a two-factor account (create and update); without it, you are
                      prompted when stdin is a terminal
  SVC_CLIENT_SECRET   the OAuth app's client secret (create)

Exit status: 0 done, 1 the service refused (the message and a hint say why), 2 usage error.
`;
const DEPRECATION_NOTICE = 'warning: OAuth authorizations and grants are deprecated (removal scheduled for 13 November 2020): a current service may answer 404 or 410; prefer fine-grained personal access tokens, or the web application flow for OAuth apps\n';
const ACTIONS = {
    authorizations: ['list', 'create', 'get', 'update', 'delete'],
    grants: ['list', 'get', 'delete'],
};
/** Which options each action takes (beyond --user, --api-url, --json). */
const ALLOWED = {
    'authorizations list': ['client-id', 'max'],
    'authorizations create': [
        'client-id',
        'scopes',
        'note',
        'note-url',
        'fingerprint',
        'get-or-create',
        'token-file',
    ],
    'authorizations get': ['id'],
    'authorizations update': ['id', 'scopes', 'add-scopes', 'remove-scopes', 'note', 'note-url', 'fingerprint'],
    'authorizations delete': ['id'],
    'grants list': ['client-id', 'max'],
    'grants get': ['id'],
    'grants delete': ['id'],
};
const ACTION_OPTIONS = [
    'client-id',
    'max',
    'scopes',
    'add-scopes',
    'remove-scopes',
    'note',
    'note-url',
    'fingerprint',
    'get-or-create',
    'token-file',
    'id',
];
/** `args` starts with the command: ["authorizations", "list", ...] or ["grants", ...]. */
async function oauth_run(args, io = (0,shared/* processIo */.Wr)()) {
    const [area, ...rest] = args;
    if (area !== 'authorizations' && area !== 'grants') {
        throw (0,shared/* usageError */.Wp)('authorizations', 'expected authorizations or grants');
    }
    const { values, positionals } = (0,shared/* parseCommandArgs */.Qx)(area, rest, {
        ...shared/* COMMON_OPTIONS */.DT,
        user: { type: 'string' },
        'client-id': { type: 'string' },
        max: { type: 'string' },
        scopes: { type: 'string' },
        'add-scopes': { type: 'string' },
        'remove-scopes': { type: 'string' },
        note: { type: 'string' },
        'note-url': { type: 'string' },
        fingerprint: { type: 'string' },
        'get-or-create': { type: 'boolean', default: false },
        'token-file': { type: 'string' },
        id: { type: 'string' },
    });
    if (values.help) {
        io.stdout(oauth_HELP);
        return 0;
    }
    const [action, ...extra] = positionals;
    const actions = ACTIONS[area];
    if (action === undefined)
        throw (0,shared/* usageError */.Wp)(area, `${area} needs an action: ${actions.join(', ')}`);
    if (!actions.includes(action)) {
        throw (0,shared/* usageError */.Wp)(area, `unknown action "${(0,shared/* printable */.g$)(action)}": use ${actions.join(', ')}`);
    }
    if (extra.length > 0)
        throw (0,shared/* usageError */.Wp)(area, `unexpected argument "${(0,shared/* printable */.g$)(extra[0])}"`);
    const command = `${area} ${action}`;
    for (const name of ACTION_OPTIONS) {
        const v = values[name];
        if ((v === true || typeof v === 'string') && !ALLOWED[command].includes(name)) {
            throw (0,shared/* usageError */.Wp)(area, `--${name} does not apply to ${command}`);
        }
    }
    // Arguments first, then credentials: nothing is sent before both are known to be complete.
    const request = plan(command, values);
    const apiUrl = (0,shared/* resolveApiUrl */.c_)(values['api-url'], io.env, command);
    const basic = credentials(values.user, io.env, command);
    io.stderr(DEPRECATION_NOTICE);
    const session = new Session(io, apiUrl, basic, (0,shared/* readSecret */.n5)(io.env, 'SVC_OTP'));
    await request(session, values.json);
    return 0;
}
/** The Basic credentials, or a usage error naming what is missing. */
function credentials(user, env, command) {
    const username = user ?? (0,shared/* readSecret */.n5)(env, 'SVC_USERNAME');
    const password = env.SVC_PASSWORD;
    const missing = [username ? '' : '--user (or SVC_USERNAME)', password ? '' : 'SVC_PASSWORD'].filter(Boolean);
    if (missing.length > 0) {
        throw (0,shared/* usageError */.Wp)(command, `${command} needs Basic authentication: set ${missing.join(' and ')}`, 'These operations take a username and password, never a token; the password is read from SVC_PASSWORD only.');
    }
    return { username: username, password: password };
}
/**
 * A client with the Basic credentials that asks for the one-time password only when the service wants one:
 * with SVC_OTP it is sent from the start; otherwise a 401 asking for it is answered by a prompt (in a terminal)
 * and the operation is tried once more, or becomes an error that says to set SVC_OTP.
 */
class Session {
    io;
    apiUrl;
    basic;
    otp;
    api;
    constructor(io, apiUrl, basic, otp) {
        this.io = io;
        this.apiUrl = apiUrl;
        this.basic = basic;
        this.otp = otp;
        this.api = this.client();
    }
    client() {
        return (0,shared/* createApi */.xP)(this.io, { apiUrl: this.apiUrl, auth: { basic: { ...this.basic, otp: this.otp } } });
    }
    /** An operation that never needs the one-time password. */
    call(fn) {
        return (0,shared/* callApi */.px)(() => fn(this.api));
    }
    /** An operation that needs the one-time password of a two-factor account (create, update). */
    async callWithOtp(fn) {
        try {
            return await fn(this.api);
        }
        catch (err) {
            if (!asksForOtp(err) || this.otp !== undefined)
                throw (0,shared/* toUserError */.dZ)(err);
            if (!this.io.interactive) {
                throw new errors/* UserError */.y(`${this.basic.username} uses two-factor authentication: the service wants a one-time password`, 'Set SVC_OTP to the current code (or run the command in a terminal to be prompted).');
            }
        }
        const otp = (await this.io.promptSecret(`one-time password for ${this.basic.username}: `)).trim();
        if (otp === '')
            throw new errors/* UserError */.y('no one-time password given', 'Set SVC_OTP, or type the code.', 2);
        this.otp = otp;
        this.api = this.client();
        return (0,shared/* callApi */.px)(() => fn(this.api));
    }
}
function asksForOtp(err) {
    return (err instanceof src_api/* ApiError */.hD &&
        err.status === 401 &&
        (/two-factor/i.test(err.hint ?? '') || /\bOTP\b/.test(err.serviceMessage)));
}
/** Check the arguments of `command` and return what to do with a session. */
function plan(command, v) {
    const area = command.split(' ')[0];
    switch (command) {
        case 'authorizations list':
        case 'grants list': {
            const max = (0,shared/* positiveInt */.NJ)(v.max, '--max', command);
            const page = { client_id: v['client-id'], per_page: Math.min(max ?? 100, 100), maxItems: max };
            return async (s, json) => {
                if (area === 'grants') {
                    const { items } = await s.call((api) => api.oauth.listGrants(page).collect());
                    writeGrants(s, json, items);
                }
                else {
                    const { items } = await s.call((api) => api.oauth.listAuthorizations(page).collect());
                    const shown = items.map(withoutToken);
                    if (json)
                        (0,shared/* printJson */.Q2)(s.io, shown);
                    else
                        s.io.stdout(authorizationTable(shown));
                }
            };
        }
        case 'authorizations get':
        case 'grants get': {
            const id = (0,shared/* requireId */.l4)(v.id, command);
            return async (s, json) => {
                if (area === 'grants') {
                    const grant = await s.call((api) => api.oauth.getGrant({ grant_id: id }));
                    writeGrants(s, json, [grant], true);
                }
                else {
                    const a = withoutToken(await s.call((api) => api.oauth.getAuthorization({ authorization_id: id })));
                    if (json)
                        (0,shared/* printJson */.Q2)(s.io, a);
                    else
                        s.io.stdout(authorizationFields(a));
                }
            };
        }
        case 'authorizations delete':
        case 'grants delete': {
            const id = (0,shared/* requireId */.l4)(v.id, command);
            return async (s, json) => {
                if (area === 'grants')
                    await s.call((api) => api.oauth.deleteGrant({ grant_id: id }));
                else
                    await s.call((api) => api.oauth.deleteAuthorization({ authorization_id: id }));
                const what = area === 'grants' ? 'grant' : 'authorization';
                if (json)
                    (0,shared/* printJson */.Q2)(s.io, { deleted: what, id });
                else {
                    s.io.stdout(`deleted ${what} ${id}${area === 'grants' ? ' and every token of its app for this account' : ' and its token'}\n`);
                }
            };
        }
        case 'authorizations create':
            return planCreate(command, v);
        default:
            return planUpdate(command, v);
    }
}
function planCreate(command, v) {
    const clientId = v['client-id'];
    if (clientId === undefined) {
        throw (0,shared/* usageError */.Wp)(command, `${command} needs --client-id: tokens are made for an OAuth app`, "Give the app's client id with --client-id and its client secret in SVC_CLIENT_SECRET.");
    }
    const tokenFile = v['token-file'];
    if (tokenFile !== undefined && (0,external_node_fs_.existsSync)(tokenFile)) {
        throw (0,shared/* usageError */.Wp)(command, `--token-file ${tokenFile} exists: it is not overwritten`, 'Give a new file name.');
    }
    if (tokenFile !== undefined && !(0,external_node_fs_.existsSync)((0,external_node_path_.dirname)(tokenFile))) {
        throw (0,shared/* usageError */.Wp)(command, `--token-file ${tokenFile}: the directory ${(0,external_node_path_.dirname)(tokenFile)} does not exist`);
    }
    const fields = {
        scopes: v.scopes === undefined ? undefined : (0,shared/* splitList */.ry)(v.scopes),
        note: v.note,
        note_url: v['note-url'],
    };
    const fingerprint = v.fingerprint;
    return async (s, json) => {
        const clientSecret = (0,shared/* readSecret */.n5)(s.io.env, 'SVC_CLIENT_SECRET');
        if (clientSecret === undefined) {
            throw (0,shared/* usageError */.Wp)(command, `${command} needs the app's client secret: set SVC_CLIENT_SECRET`, 'Secrets are read from the environment only, never from arguments.');
        }
        let created = true;
        const a = await s.callWithOtp(async (api) => {
            if (!v['get-or-create']) {
                return api.oauth.createAuthorization({
                    ...fields,
                    client_id: clientId,
                    client_secret: clientSecret,
                    fingerprint,
                });
            }
            const body = { ...fields, client_id: clientId, client_secret: clientSecret };
            const r = fingerprint === undefined
                ? await api.oauth.getOrCreateForApp(body)
                : await api.oauth.getOrCreateForAppAndFingerprint({ ...body, fingerprint });
            created = r.created;
            return r.authorization;
        });
        if (tokenFile !== undefined)
            writeToken(tokenFile, a);
        const shown = tokenFile === undefined ? a : withoutToken(a);
        if (json) {
            (0,shared/* printJson */.Q2)(s.io, { ...shown, created });
            return;
        }
        const out = s.io;
        out.stdout(`${created ? 'created' : 'found existing'} authorization ${a.id} for ${(0,shared/* printable */.g$)(a.app.name)}\n`);
        if (tokenFile !== undefined) {
            out.stdout(authorizationFields(withoutToken(a)));
            out.stdout(`token written to ${tokenFile} (mode 600)\n`);
        }
        else {
            out.stdout(authorizationFields(withoutToken(a), a.token));
            out.stderr('note: the token is shown this once: store it now (or use --token-file next time)\n');
        }
    };
}
function planUpdate(command, v) {
    const id = (0,shared/* requireId */.l4)(v.id, command);
    const scopeFlags = ['scopes', 'add-scopes', 'remove-scopes'].filter((k) => v[k] !== undefined);
    if (scopeFlags.length > 1) {
        throw (0,shared/* usageError */.Wp)(command, `give only one of --scopes, --add-scopes, --remove-scopes (got ${scopeFlags.map((f) => `--${f}`).join(', ')})`, 'The service takes one at a time: replace the scopes with --scopes, or add or remove some, in separate updates.');
    }
    if (scopeFlags.length === 0 &&
        v.note === undefined &&
        v['note-url'] === undefined &&
        v.fingerprint === undefined) {
        throw (0,shared/* usageError */.Wp)(command, `${command} needs something to change: one of --scopes, --add-scopes, --remove-scopes, or --note, --note-url, --fingerprint`);
    }
    const list = (x) => (x === undefined ? undefined : (0,shared/* splitList */.ry)(x));
    const rest = { note: v.note, note_url: v['note-url'], fingerprint: v.fingerprint };
    const body = v['add-scopes'] !== undefined
        ? { ...rest, add_scopes: list(v['add-scopes']) }
        : v['remove-scopes'] !== undefined
            ? { ...rest, remove_scopes: list(v['remove-scopes']) }
            : { ...rest, scopes: list(v.scopes) };
    return async (s, json) => {
        const a = withoutToken(await s.callWithOtp((api) => api.oauth.updateAuthorization({ authorization_id: id, ...body })));
        if (json)
            (0,shared/* printJson */.Q2)(s.io, a);
        else {
            s.io.stdout(`updated authorization ${id}\n`);
            s.io.stdout(authorizationFields(a));
        }
    };
}
/** The new token to a file only its owner can read; if that fails, how to clean up (the token is not shown). */
function writeToken(file, a) {
    try {
        (0,external_node_fs_.writeFileSync)(file, `${a.token}\n`, { mode: 0o600, flag: 'wx' });
    }
    catch (err) {
        // A disk that filled part-way leaves the file made, empty or cut: removed (not one that was there before).
        if (err.code !== 'EEXIST')
            (0,external_node_fs_.rmSync)(file, { force: true });
        throw new errors/* UserError */.y(`authorization ${a.id} was created, but its token could not be written to ${file}: ${err.code ?? err.message}`, `Delete it (sarif-pipeline authorizations delete --id ${a.id}) and create it again with a writable --token-file.`);
    }
}
/** The record without its token (token_last_eight stays). */
function withoutToken(a) {
    const { token: _token, ...rest } = a;
    return rest;
}
const scopes = (s) => (s && s.length > 0 ? s.join(', ') : '(none)');
function authorizationTable(list) {
    return (0,shared/* formatTable */.ku)(['ID', 'APP', 'SCOPES', 'NOTE', 'FINGERPRINT', 'TOKEN', 'CREATED'], list.map((a) => [
        a.id,
        a.app.name,
        scopes(a.scopes),
        a.note,
        a.fingerprint,
        `…${a.token_last_eight}`,
        a.created_at,
    ]), 'no authorizations');
}
/** The record as "key: value" lines; the token as its last eight characters unless `token` is given. */
function authorizationFields(a, token) {
    return (0,shared/* formatFields */.ll)([
        ['id', a.id],
        ['app', `${a.app.name} (client id ${a.app.client_id})`],
        ['scopes', scopes(a.scopes)],
        ['note', a.note],
        ['note url', a.note_url],
        ['fingerprint', a.fingerprint],
        ['token', token ?? `…${a.token_last_eight}`],
        ['created', a.created_at],
        ['updated', a.updated_at],
        ['expires', a.expires_at ?? 'never'],
    ]);
}
function writeGrants(s, json, grants, one = false) {
    if (json) {
        (0,shared/* printJson */.Q2)(s.io, one ? grants[0] : grants);
        return;
    }
    if (one) {
        const g = grants[0];
        s.io.stdout((0,shared/* formatFields */.ll)([
            ['id', g.id],
            ['app', `${g.app.name} (client id ${g.app.client_id})`],
            ['scopes', scopes(g.scopes)],
            ['created', g.created_at],
            ['updated', g.updated_at],
        ]));
        return;
    }
    s.io.stdout((0,shared/* formatTable */.ku)(['ID', 'APP', 'CLIENT ID', 'SCOPES', 'UPDATED'], grants.map((g) => [g.id, g.app.name, g.app.client_id, scopes(g.scopes), g.updated_at]), 'no grants'));
}
/** `sarif-pipeline authorizations ...` */
const runAuthorizations = (args, io) => oauth_run(['authorizations', ...args], io);
/** `sarif-pipeline grants ...` */
const runGrants = (args, io) => oauth_run(['grants', ...args], io);

;// CONCATENATED MODULE: ./src/summary/pages.ts
/**
 * The Pages steps' job summaries (configure, pack, deploy), built like every other summary (markdown.ts): one
 * heading, one status line with the one success or failure mark, then a table of what was done.
 */


const PAGES_TITLES = {
    configure: 'Pages site',
    pack: 'Pages artifact',
    deploy: 'Pages deployment',
};
function configureSummary(r) {
    return [
        stepHeading(PAGES_TITLES.configure, true, `${r.created ? 'Enabled Pages for' : 'Pages site of'} ${code(r.repository)}: ${link(r.baseUrl, r.baseUrl)}`),
        table(['output', 'value'], [
            ['base_url', code(r.baseUrl)],
            ['base_path', r.basePath ? code(r.basePath) : '(root)'],
        ]),
        '',
    ].join('\n');
}
function packSummary(packed, artifact) {
    const what = `${(0,format/* formatCount */.B4)(packed.files)} file(s), ${(0,format/* formatBytes */.z3)(packed.bytes)}`;
    const rows = [['packed', what]];
    if (artifact) {
        rows.push(['artifact', `${markdown_text(artifact.name)} (id ${artifact.id})`]);
        rows.push(['uploaded', (0,format/* formatBytes */.z3)(artifact.size)]);
        if (artifact.url)
            rows.push(['URL', markdown_link(artifact.url, artifact.url)]);
    }
    return [
        markdown_stepHeading(PAGES_TITLES.pack, true, artifact ? `Packed and uploaded as artifact ${markdown_code(artifact.name)}` : `Packed ${what}`),
        markdown_table(['artifact', 'value'], rows),
        '',
    ].join('\n');
}
function deploySummary(r, version) {
    return [
        markdown_stepHeading(PAGES_TITLES.deploy, r.ok, r.ok ? `Deployed to ${markdown_link(r.pageUrl, r.pageUrl)}` : markdown_text(r.message, 500)),
        markdown_table(['deployment', 'value'], [
            ['status', markdown_code(r.status)],
            ['deployment', markdown_text(r.deploymentId)],
            ['build version', markdown_code(version)],
            ['time', (0,format/* formatDuration */.a3)(r.elapsedMs)],
            ...(r.errors > 0 ? [['errors while polling', (0,format/* formatCount */.B4)(r.errors)]] : []),
            ...(r.cancelled ? [['cancelled', 'yes']] : []),
        ]),
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/steps/deploy-pages.ts
/**
 * The Pages deployment step: create a deployment of an uploaded artifact, certified by the workflow's OIDC token
 * (POST .../pages/deployment), then follow its status_url until it succeeds or fails, within a timeout and an
 * error budget; on timeout or abort (SIGTERM) the deployment is cancelled (POST .../pages/deployments/{id}/cancel).
 *
 * Status words, as the most used deploy step reads them: `succeed` ends well; `deployment_failed`,
 * `deployment_content_failed`, `deployment_cancelled` and `deployment_lost` end badly; `unknown_status`,
 * `not_found` and `deployment_attempt_error` are temporary and spend the error budget, as do failed polls;
 * anything else is progress. The OIDC token is an input: the shells get it (requestOidcToken) from the runner.
 */



const FAILED_STATUSES = [
    'deployment_failed',
    'deployment_content_failed',
    'deployment_cancelled',
    'deployment_lost',
];
const TEMPORARY_STATUSES = ['unknown_status', 'not_found', 'deployment_attempt_error'];
const FAILURE_TEXT = {
    deployment_failed: 'the deployment failed',
    deployment_content_failed: 'the artifact could not be deployed: check that it holds files, and no links or entries outside its root',
    deployment_cancelled: 'the deployment was cancelled',
    deployment_lost: 'the deployment stopped reporting its status (lost): deploy again',
};
/** `${GITHUB_SHA}-${GITHUB_RUN_ID}-${GITHUB_RUN_ATTEMPT}`: unique per run attempt, as the service needs. */
function defaultBuildVersion(env = process.env) {
    const sha = env.GITHUB_SHA;
    if (!sha)
        throw new Error('GITHUB_SHA is not set: give the pages build version explicitly');
    return [sha, env.GITHUB_RUN_ID, env.GITHUB_RUN_ATTEMPT]
        .filter((x) => x !== undefined && x !== '')
        .join('-');
}
/** Whether the runner lets this job request an OIDC token (the job has `permissions: id-token: write`). */
const canRequestOidcToken = (env = process.env) => Boolean(env.ACTIONS_ID_TOKEN_REQUEST_URL?.trim() && env.ACTIONS_ID_TOKEN_REQUEST_TOKEN?.trim());
/**
 * The job's OIDC token (default audience). In a workflow job (GITHUB_ACTIONS=true) a missing request environment
 * means the job lacks id-token: write; elsewhere (a terminal, @github/local-action, which implements no OIDC) that no
 * runner gave one.
 */
async function requestOidcToken(runner, call = {}) {
    try {
        return await runner.idToken(undefined, call);
    }
    catch (err) {
        if (err instanceof src_api/* RunnerEnvironmentError */.kQ && process.env.GITHUB_ACTIONS !== 'true')
            throw new errors/* UserError */.y(`cannot get an OIDC token: ${err.message}, and this is not a workflow job (GITHUB_ACTIONS is not "true"), so no runner gives one. ` +
                'Run the workflow with `sarif-pipeline run` (each job gets its token from the emulator), or set both variables from a job bound on the emulator (README, "Workflow steps").');
        if (err instanceof src_api/* RunnerEnvironmentError */.kQ)
            throw new errors/* UserError */.y(`cannot get an OIDC token: ${err.message}, which means the job lacks the permission to request one. ` +
                'Add `permissions: { id-token: write, pages: write }` to the job (or the workflow) that deploys Pages.');
        if (err instanceof src_api/* ApiError */.hD && err.kind === 'aborted')
            throw err;
        const why = (err.message ?? String(err)).replace(/\s+/g, ' ').trim();
        throw new errors/* UserError */.y(`cannot get an OIDC token (${why}). Check that the job has \`permissions: id-token: write\`.`);
    }
}
/**
 * The deployment id: the answer's `id`, else read from its status_url (…/deployments/{id}[/status]). The client
 * checked the answer for one; without it, a bad answer (the URL is not quoted: it may hold a token).
 */
function deploymentIdOf(created) {
    const id = (0,src_api/* pagesDeploymentId */.h8)(created);
    if (id === undefined)
        throw new src_api/* ApiError */.hD({
            kind: 'bad-answer',
            message: 'the deployment answer has neither an id nor a status_url that ends in /deployments/{id}',
            hint: 'the service (or something in front of it) answered in a shape this client cannot use: check the API URL',
        });
    return id;
}
/** How long the cancel after a signal may take (a runner kills a step 10 s after cancelling it). */
const CANCEL_AFTER_SIGNAL_MS = 1_000;
/** How long the cancel after the timeout may take. */
const CANCEL_AFTER_TIMEOUT_MS = 5_000;
const ABORTED = Symbol('aborted');
const DEADLINE = Symbol('deadline');
/** Create the deployment and follow it to the end. Creation errors are thrown (ApiError); the rest is returned. */
async function deployPages(api, o) {
    const clock = o.clock ?? api.clock;
    const timeoutMs = o.timeoutMs ?? 600_000;
    const start = clock.now();
    const deadline = Math.min(start + timeoutMs, o.deadline ?? Infinity);
    if (o.signal?.aborted)
        throw new errors/* UserError */.y(`the step was stopped (${String(o.signal.reason)}) before the deployment was created: nothing to cancel`);
    const created = await createDeployment(api, o, deadline);
    const log = {
        info: o.logger?.info ?? (() => { }),
        warn: o.logger?.warn ?? (() => { }),
        debug: o.logger?.debug ?? (() => { }),
    };
    const deploymentId = deploymentIdOf(created);
    log.info(`created Pages deployment ${deploymentId} of ${o.owner}/${o.repo} (build version ${o.pagesBuildVersion})`);
    o.onCreated?.(deploymentId, created.page_url);
    return followDeployment({
        api,
        o,
        clock,
        log,
        timeoutMs,
        intervalMs: o.intervalMs ?? 5_000,
        budget: o.errorBudget ?? 10,
        start,
        deadline,
        statusUrl: created.status_url,
        pageUrl: created.page_url,
        deploymentId,
        status: 'deployment_in_progress',
        errors: 0,
    });
}
/** POST .../pages/deployment: of exactly one of the artifact's id and URL, ending by the deadline. */
async function createDeployment(api, o, deadline) {
    if ((o.artifactUrl === undefined) === (o.artifactId === undefined))
        throw new Error('deployPages needs exactly one of artifactUrl and artifactId');
    return api.pages.createDeployment({
        owner: o.owner,
        repo: o.repo,
        ...(o.artifactId !== undefined ? { artifact_id: o.artifactId } : { artifact_url: o.artifactUrl }),
        pages_build_version: o.pagesBuildVersion,
        oidc_token: o.oidcToken,
        ...(o.environment ? { environment: o.environment } : {}),
        ...(o.preview !== undefined ? { preview: o.preview } : {}),
    }, { signal: o.signal, deadline });
}
/** Poll the status until it ends well or badly, the error budget is spent, the deadline passes or the step stops. */
async function followDeployment(f) {
    for (;;) {
        // A status request still running at the deadline or on abort is aborted, so that nothing is left behind.
        const request = new AbortController();
        const answer = await bounded(f, f.api.pages.getDeploymentStatus(f.statusUrl, { signal: request.signal, deadline: f.deadline }).then((data) => ({ ok: true, data }), (err) => ({ ok: false, err })), true);
        request.abort();
        if (answer === ABORTED)
            return stopAndCancel(f, 'aborted');
        if (answer === DEADLINE)
            return stopAndCancel(f, 'timed-out');
        const read = answer.ok ? readStatus(f, answer.data) : readPollError(f, answer.err);
        if (read === DEADLINE)
            return stopAndCancel(f, 'timed-out');
        if (typeof read === 'object')
            return read;
        if (read !== undefined) {
            const spent = await spendErrorBudget(f, read);
            if (spent)
                return spent;
        }
        const waited = await bounded(f, f.clock.sleep(Math.min(f.intervalMs, Math.max(0, f.deadline - f.clock.now()))), false);
        if (waited === ABORTED)
            return stopAndCancel(f, 'aborted');
        if (f.clock.now() >= f.deadline)
            return stopAndCancel(f, 'timed-out');
    }
}
/** A status answered: the end (succeeded or failed), a temporary status (its text), or progress (undefined). */
function readStatus(f, data) {
    const next = data.status;
    if (next !== f.status)
        f.log.info(`Pages deployment ${f.deploymentId}: ${next}`);
    f.status = next;
    if (data.message)
        f.serviceMessage = data.message;
    if (f.status === 'succeed')
        return resultOf(f, 'succeeded', `deployed to ${f.pageUrl}`);
    const failure = FAILED_STATUSES.find((s) => s === f.status);
    if (failure)
        return resultOf(f, 'failed', `${FAILURE_TEXT[failure]}${f.serviceMessage ? `: ${f.serviceMessage}` : ''}`);
    if (TEMPORARY_STATUSES.includes(f.status))
        return `status ${f.status}`;
    return undefined;
}
/** A status poll that failed: thrown when it will not mend (credentials, permissions), else its text as temporary. */
function readPollError(f, err) {
    if (err instanceof src_api/* ApiError */.hD && err.status !== undefined && [400, 401, 403, 422].includes(err.status)) {
        throw err;
    }
    if (err instanceof src_api/* ApiError */.hD && err.status === 404)
        f.status = 'not_found';
    if (err instanceof src_api/* ApiError */.hD && err.kind === 'timeout' && f.clock.now() >= f.deadline)
        return DEADLINE;
    return err.message.split('\n')[0];
}
/** One more temporary error: past the budget, the deployment is cancelled and the result says so. */
async function spendErrorBudget(f, temporary) {
    f.errors++;
    f.log.warn(`Pages deployment ${f.deploymentId}: ${temporary} (${f.errors} of ${f.budget} errors allowed)`);
    if (f.errors <= f.budget)
        return undefined;
    const cancelled = await tryCancel(f, { deadline: f.deadline });
    return resultOf(f, 'too-many-errors', `too many errors following the deployment (${f.errors}, last: ${temporary}); ${cancelled ? 'it was cancelled' : 'cancelling it failed'}`, cancelled);
}
/** The result as it stands. */
function resultOf(f, outcome, message, cancelled = false) {
    return {
        ok: outcome === 'succeeded',
        outcome,
        status: f.status,
        pageUrl: f.pageUrl,
        statusUrl: f.statusUrl,
        deploymentId: f.deploymentId,
        message,
        ...(f.serviceMessage ? { serviceMessage: f.serviceMessage } : {}),
        errors: f.errors,
        cancelled,
        elapsedMs: f.clock.now() - f.start,
    };
}
/**
 * A wait that ends early on abort and, for requests, at the deadline; what is left behind settles quietly. The
 * deadline is a real timer (cleared at once), so that nothing keeps the process alive afterwards.
 */
async function bounded(f, work, withDeadline) {
    work.catch(() => undefined);
    const stops = [];
    let timer;
    if (withDeadline) {
        const left = f.deadline - f.clock.now();
        if (left <= 0)
            return DEADLINE;
        stops.push(new Promise((resolve) => (timer = setTimeout(() => resolve(DEADLINE), left))));
    }
    let onAbort;
    const signal = f.o.signal;
    if (signal) {
        stops.push(new Promise((resolve) => {
            onAbort = () => resolve(ABORTED);
            if (signal.aborted)
                onAbort();
            else
                signal.addEventListener('abort', onAbort, { once: true });
        }));
    }
    try {
        return await Promise.race([work, ...stops]);
    }
    finally {
        clearTimeout(timer);
        if (onAbort)
            signal.removeEventListener('abort', onAbort);
    }
}
/** Timed out or stopped: cancel the deployment, bounded on its own, and say what happened. */
async function stopAndCancel(f, outcome) {
    const why = outcome === 'timed-out'
        ? `the deployment did not finish within ${(0,format/* formatDuration */.a3)(f.timeoutMs)} (last status ${f.status})`
        : `the step was stopped (last status ${f.status})`;
    // The one request after a stop: the cancel, bounded on its own (the client's signal and deadline have passed).
    const within = outcome === 'aborted' ? CANCEL_AFTER_SIGNAL_MS : CANCEL_AFTER_TIMEOUT_MS;
    const deadline = f.clock.now() + within;
    const cancelled = await tryCancel(f, { afterStop: true, deadline });
    if (!cancelled)
        return resultOf(f, outcome, `${why}; cancelling it failed`, false);
    // The service takes a cancel even when the deployment has just ended: read what it ended as (within the same
    // bound), so that a deployment that went live is not reported as cancelled.
    const after = await f.api.pages.getDeploymentStatus(f.statusUrl, { afterStop: true, deadline }).then((data) => data.status, () => undefined);
    if (after === 'succeed') {
        f.status = after;
        f.log.info(`Pages deployment ${f.deploymentId} had finished before the cancel: it is live`);
        return resultOf(f, outcome, `${why}; the cancel came too late: the deployment is live at ${f.pageUrl}`, false);
    }
    if (after === undefined) {
        // Taken, but what the deployment ended as is not known: it may have gone live just before the cancel.
        f.status = 'unknown';
        return resultOf(f, outcome, `${why}; the cancel was sent, but whether the deployment went live is not known: see ${f.statusUrl}`, false);
    }
    f.status = after;
    f.log.info(`cancelled Pages deployment ${f.deploymentId}`);
    return resultOf(f, outcome, `${why}; ${after === 'deployment_cancelled' ? 'the deployment was cancelled' : `the cancel was sent (status now ${after})`}`, true);
}
/** Cancel the deployment; a failure is warned of (its hint indented under it) and gives false. */
function tryCancel(f, call) {
    return cancelDeployment(f.api, f.o.owner, f.o.repo, f.deploymentId, call).then(() => true, (err) => {
        const why = err.message.replace(/\n/g, '\n  ');
        f.log.warn(`could not cancel Pages deployment ${f.deploymentId}: ${why}`);
        return false;
    });
}
/** Cancel the deployment through the client (POST .../pages/deployments/{id}/cancel). */
async function cancelDeployment(api, owner, repo, id, call = {}) {
    await api.pages.cancelDeployment({ owner, repo, deployment_id: id }, call);
}
/**
 * The id of the run artifact named `name` (deploy-pages' artifact_name) through the REST listing of the run's
 * artifacts (which takes `actions: read`): from outside a job. In a job, the step lists them through the artifact
 * service instead (runnerClient.listArtifacts), as deploy-pages does since v4.0.1.
 */
async function findRunArtifact(api, o) {
    const found = await api.actions.listRunArtifacts({
        owner: o.owner,
        repo: o.repo,
        run_id: o.runId,
        name: o.name,
    });
    return oneArtifactNamed(found, o);
}
/** Of a run's artifacts, the id of the one named `name`: exactly one must match. */
function oneArtifactNamed(found, o) {
    const named = found.filter((a) => a.name === o.name);
    if (named.length === 0)
        throw new errors/* UserError */.y(`no artifact named ${o.name} in run ${o.runId} of ${o.owner}/${o.repo}`, 'Pack the site in this run first (the upload-pages-artifact step, or path: on this step), with the same name.');
    if (named.length > 1)
        throw new errors/* UserError */.y(`${named.length} artifacts named ${o.name} in run ${o.runId}: the deployment needs exactly one`, 'Give each pack step of the run its own name.');
    return named[0].id;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/tar/dist/esm/index.min.js
var index_min = __webpack_require__(98697);
// EXTERNAL MODULE: ./node_modules/yazl/index.js
var yazl = __webpack_require__(93044);
;// CONCATENATED MODULE: ./src/steps/zip-stream.ts
/**
 * One file as a zip archive, made as it is read (what @actions/artifact uploads: `<name>.zip` holding the file
 * under its name, deflated at level 6). yazl writes it: a data descriptor after the data, ZIP64 records where the
 * sizes need them (a Pages site may be 10 GB); nothing is held but what zlib buffers.
 */

/** The zip of one file, `name` inside, as chunks. */
async function* zipOneFile(path, name, o = {}) {
    const zip = new yazl/* ZipFile */.u();
    zip.addFile(path, name, {
        compress: true,
        compressionLevel: o.level ?? 6,
        forceZip64Format: o.zip64 ?? false,
    });
    zip.end();
    for await (const chunk of zip.outputStream)
        yield chunk;
}

;// CONCATENATED MODULE: ./src/steps/pages-pack.ts
/**
 * The Pages pack step: tar a built site as actions/upload-pages-artifact does (`tar --dereference
 * --hard-dereference --directory <path> --exclude=.git --exclude=.github [--exclude=.[^/]*] .` into
 * `artifact.tar`), checking first what that tar would silently get wrong, then upload it as a run artifact (zipped,
 * as @actions/artifact does, through the runner client of src/api), which the deployment step finds by name.
 *
 * Checked before a byte is written, each problem naming the file: the directory exists and holds files; every file
 * is readable; links are followed, and a link that leads outside the directory (or nowhere) is refused; the total
 * stays under a cap (the service's 10 GB Pages artifact limit by default).
 */









/** The service's limit on a Pages artifact (documented as 10 GB). */
const PAGES_ARTIFACT_MAX_BYTES = 10 * 1000 ** 3;
async function packSite(o) {
    const root = (0,external_node_path_.resolve)(o.dir);
    const maxBytes = o.maxBytes ?? PAGES_ARTIFACT_MAX_BYTES;
    let rootReal;
    try {
        rootReal = await (0,promises_.realpath)(root);
        if (!(await (0,promises_.stat)(rootReal)).isDirectory())
            throw new Error('not a directory');
    }
    catch {
        throw new errors/* UserError */.y(`the site directory ${o.dir} does not exist or is not a directory`, 'Set path to the directory your build writes the site to (upload-pages-artifact defaults to _site/).');
    }
    const files = [];
    let bytes = 0;
    const skip = (name) => name === '.git' || name === '.github' || (!o.includeHidden && name.startsWith('.'));
    /** `dir` walked; `ancestors` the real paths of the directories it is in (itself included), to see a loop. */
    async function walk(dir, ancestors) {
        for (const entry of (await (0,promises_.readdir)(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
            if (skip(entry.name))
                continue;
            const path = (0,external_node_path_.join)(dir, entry.name);
            const shown = (0,external_node_path_.relative)(root, path);
            let info = await (0,promises_.lstat)(path);
            if (info.isSymbolicLink()) {
                let target;
                try {
                    target = await (0,promises_.realpath)(path);
                }
                catch (err) {
                    if (err.code === 'ELOOP')
                        throw new errors/* UserError */.y(`${shown} is a link to ${await (0,promises_.readlink)(path)}, a loop of links that never reaches a file`, 'Remove the link, or point it at a file or directory of the site.');
                    throw new errors/* UserError */.y(`${shown} is a link to ${await (0,promises_.readlink)(path)}, which does not exist`, 'Remove the link or build what it points to.');
                }
                if (ancestors.has(target))
                    throw new errors/* UserError */.y(`${shown} is a link to ${await (0,promises_.readlink)(path)}, a directory that holds the link itself: following it would never end`, 'Remove the link, or point it at a directory beside it.');
                if (target !== rootReal && !target.startsWith(rootReal + external_node_path_.sep))
                    throw new errors/* UserError */.y(`${shown} is a link to ${target}, outside the site directory: it would publish a file from elsewhere`, 'Copy the file into the site directory instead of linking to it.');
                info = await (0,promises_.stat)(path);
            }
            if (info.isDirectory()) {
                const real = await (0,promises_.realpath)(path);
                await walk(path, new Set(ancestors).add(real));
            }
            else if (info.isFile()) {
                try {
                    await (0,promises_.access)(path, external_node_fs_.constants.R_OK);
                }
                catch {
                    throw new errors/* UserError */.y(`${shown} is not readable`, 'Fix its permissions (chmod a+r) or remove it from the site.');
                }
                bytes += info.size;
                if (bytes > maxBytes)
                    throw new errors/* UserError */.y(`the site is larger than ${(0,format/* formatBytes */.z3)(maxBytes)} (at ${shown})`, 'Pages artifacts are limited to 10 GB: remove large files or host them elsewhere.');
                files.push(shown.split(external_node_path_.sep).join('/'));
            }
            else
                throw new errors/* UserError */.y(`${shown} is not a regular file or directory (a device, socket or FIFO)`, 'Remove it from the site.');
        }
    }
    await walk(root, new Set([rootReal]));
    if (files.length === 0)
        throw new errors/* UserError */.y(`the site directory ${o.dir} holds no files${o.includeHidden ? '' : ' (hidden files are left out unless include-hidden-files is true)'}`, 'Check that the build ran and wrote the site there.');
    // Links dereferenced (follow), hard links stored as files (a link cache that remembers nothing: tar's
    // --hard-dereference), portable headers. Synchronous: the asynchronous packer waits on that cache for hard links.
    const noHardLinks = { get: () => undefined, set: () => undefined, has: () => false };
    // Each path as `./path`, the entry names GNU tar gives upload-pages-artifact's `tar … .`; and node-tar reads an
    // argument starting with `@` as another archive to copy entries from, which a site's `@types/` must not be.
    // Written whole: a disk that fills part-way leaves no cut artifact.tar (nor what was there before cut).
    try {
        await (0,write_whole/* writeWhole */.f)([
            {
                path: o.out,
                write: (file) => (0,index_min/* create */.vt)({ cwd: root, file, follow: true, portable: true, linkCache: noHardLinks, sync: true }, files.map((f) => `./${f}`)),
            },
        ]);
    }
    catch (err) {
        // A site file's own error (it names that file) is not a write's.
        const e = err;
        const why = (0,write_whole/* writeProblem */.b)(err);
        if (!why || (e.path !== undefined && e.path !== o.out))
            throw err;
        throw new errors/* UserError */.y(`cannot write the artifact ${o.out}: ${why}`, 'Make room on the disk, or write the artifact elsewhere (--out; the step writes it to RUNNER_TEMP).');
    }
    return { file: o.out, files: files.length, bytes };
}
/**
 * The REST download URL of a run artifact (what the service lists as its `archive_download_url`, and what the
 * deploy step takes as artifact-url): the artifact's own, by its id, in the repository of the run.
 */
function artifactDownloadUrl(apiUrl, repository, id) {
    return `${apiUrl.replace(/\/+$/, '')}/repos/${repository.owner}/${repository.repo}/actions/artifacts/${id}/zip`;
}
/** What upload-artifact refuses in a name (@actions/artifact's rule). */
const BAD_NAME = /["<>|*?\r\n\\/:]/;
/**
 * Upload a packed site as a run artifact through the runner's artifact service (ACTIONS_RESULTS_URL, with the
 * job's ACTIONS_RUNTIME_TOKEN), as upload-pages-artifact does with upload-artifact: the tar zipped under its own
 * name, through the runner client (src/api/runner-services.ts), whose requests the step's signal and deadline bound and
 * whose runtime token goes to no other origin.
 */
async function uploadRunArtifact(runner, file, name, retentionDays) {
    if (!name || BAD_NAME.test(name))
        throw new errors/* UserError */.y(`the artifact name ${JSON.stringify(name)} is not allowed`, 'A name may not hold " : < > | * ? \\ / or line breaks.');
    try {
        return await runner.uploadArtifact({ name, content: zipOneFile(file, (0,external_node_path_.basename)(file)), retentionDays });
    }
    catch (err) {
        if (err instanceof src_api/* RunnerEnvironmentError */.kQ)
            throw new errors/* UserError */.y(`cannot upload the artifact: ${err.message}`, 'The runner sets them for every job step; outside a workflow, pack the site only (sarif-pipeline pages pack --out FILE).');
        if (err instanceof src_api/* ApiError */.hD && err.status === 409)
            throw new errors/* UserError */.y(`an artifact named ${name} already exists in this run`, 'Give the pack step another name, or deploy the one that exists.');
        throw err;
    }
}

;// CONCATENATED MODULE: ./src/steps/pages-deploy-plan.ts
/**
 * What a Pages deployment deploys, and the deployment from that choice to its end, for both shells (the
 * deploy-pages action and `sarif-pipeline pages deploy`): choose the artifact (a site to pack and upload first, a
 * run artifact by id or by name, or an archive at a URL) → resolve it to an id or a URL → deploy and follow it
 * (src/steps/deploy-pages.ts). The shells read their inputs, get the OIDC token and show the result; the
 * messages that name an input or a flag stay in them.
 */




/** The artifact name actions/upload-pages-artifact and actions/deploy-pages use by default. */
const DEFAULT_PAGES_ARTIFACT = 'github-pages';
/** Choose the artifact: a site given is packed, else a URL or an id given is deployed, else the run's artifact by name. */
function choosePagesArtifact(given) {
    const sources = [given.path, given.url, given.id].filter((s) => s !== undefined && s !== '');
    if (sources.length > 1)
        return { kind: 'conflict' };
    const name = given.name || DEFAULT_PAGES_ARTIFACT;
    if (given.path)
        return { kind: 'pack', path: given.path, name };
    if (given.url)
        return { kind: 'url', url: given.url };
    if (given.id !== undefined)
        return { kind: 'id', id: given.id };
    return { kind: 'name', name, runId: given.runId };
}
/** Resolve the choice to what the service deploys: packed and uploaded, found by name in the run, or as given. */
async function resolvePagesArtifact(choice, ctx) {
    switch (choice.kind) {
        case 'url':
            return { artifactUrl: choice.url };
        case 'id':
            return { artifactId: choice.id };
        case 'pack': {
            const out = (0,external_node_path_.join)(ctx.tempDir, 'artifact.tar');
            const packed = await packSite({ dir: choice.path, out });
            ctx.logger.info(`packed ${packed.files} file(s), ${packed.bytes} bytes, from ${choice.path}`);
            return { artifactId: (await uploadRunArtifact(ctx.runner, out, choice.name, 1)).id };
        }
        case 'name': {
            const { runId, name } = choice;
            if (!runId)
                throw new errors/* UserError */.y('GITHUB_RUN_ID is not set: the artifact is found in the run that deploys it');
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
async function deployPagesArtifact(choice, ctx, deployment) {
    const artifact = await resolvePagesArtifact(choice, ctx);
    return deployPages(ctx.api, { ...ctx.repo, ...artifact, ...deployment, logger: ctx.logger });
}

;// CONCATENATED MODULE: ./src/steps/pages-site.ts
/**
 * The other Pages steps: create or update a repository's site (ensurePagesSite), request a build and wait for it
 * to be built or errored (buildPagesSite), and wait for the DNS health check of the site's custom domain
 * (checkPagesHealth: the service answers 202 while it runs, then 200), each with text and Markdown renderings
 * for the CLI and the job summary.
 */



/** Create the site if it does not exist, then update the settings given that differ from the site's. */
async function ensurePagesSite(api, o) {
    const repo = { owner: o.owner, repo: o.repo };
    let site = await getSite(api, repo);
    let created = false;
    if (!site) {
        try {
            site = await api.pages.create({
                ...repo,
                ...(o.source ? { source: o.source } : {}),
                ...(o.buildType || !o.source ? { build_type: o.buildType ?? 'workflow' } : {}),
            });
            created = true;
        }
        catch (err) {
            // Created meanwhile by someone else: update it like an existing one.
            if (!(err instanceof src_api/* ApiError */.hD && err.status === 409))
                throw err;
            site = (await getSite(api, repo));
        }
    }
    const current = site;
    const changes = { ...repo };
    const updated = [];
    if (o.cname !== undefined && (o.cname ?? null) !== (current.cname ?? null)) {
        changes.cname = o.cname;
        updated.push('cname');
    }
    if (o.httpsEnforced !== undefined && o.httpsEnforced !== current.https_enforced) {
        changes.https_enforced = o.httpsEnforced;
        updated.push('https_enforced');
    }
    if (!created && o.buildType !== undefined && o.buildType !== current.build_type) {
        changes.build_type = o.buildType;
        updated.push('build_type');
    }
    if (!created && o.source !== undefined) {
        const path = o.source.path ?? '/';
        if (o.source.branch !== current.source?.branch || path !== current.source?.path) {
            changes.source = { branch: o.source.branch, path };
            updated.push('source');
        }
    }
    if (updated.length > 0) {
        await api.pages.update(changes);
        site = await api.pages.get(repo);
    }
    return { site: site, created, updated };
}
async function getSite(api, repo) {
    try {
        return await api.pages.get(repo);
    }
    catch (err) {
        if (err instanceof src_api/* ApiError */.hD && err.status === 404)
            return undefined;
        throw err;
    }
}
function formatSiteText(r) {
    const s = r.site;
    const what = r.created
        ? 'created'
        : r.updated.length > 0
            ? `updated (${r.updated.join(', ')})`
            : 'unchanged';
    return [
        `Pages site ${what}: ${s.html_url}`,
        `  build type ${s.build_type ?? '(not shown)'}, source ${s.source ? `${s.source.branch}${s.source.path ?? '/'}` : '(not shown)'}, status ${s.status ?? '(none yet)'}`,
        `  custom domain ${s.cname ?? '(none)'}, HTTPS ${s.https_enforced ? 'enforced' : 'not enforced'}, ${s.public ? 'public' : 'private'}`,
    ].join('\n');
}
/**
 * Request a build of the default branch and wait until it is built or errored (default timeout 10 minutes,
 * polls every 5 s). Polls the latest build, or the requested one by id once a newer build exists.
 */
async function buildPagesSite(api, o) {
    const repo = { owner: o.owner, repo: o.repo };
    const clock = o.clock ?? api.clock;
    const timeoutMs = o.timeoutMs ?? 600_000;
    const intervalMs = o.intervalMs ?? 5_000;
    const start = clock.now();
    const requested = await api.pages.requestBuild(repo);
    o.logger?.info?.(`requested a Pages build of ${o.owner}/${o.repo}: ${requested.status}`);
    // The answer names the build by id, or (as the spec has it) by the latest-build URL: then the build is the
    // latest one at the first look, followed by its id from there on.
    const idOf = (url) => Number(new URL(url).pathname.split('/').pop());
    let own = Number.isSafeInteger(idOf(requested.url)) ? requested.url : undefined;
    let last = '';
    for (;;) {
        let build = await api.pages.latestBuild(repo);
        own ??= build.url;
        const id = idOf(own);
        if (build.url !== own && Number.isSafeInteger(id))
            build = await api.pages.getBuild({ ...repo, build_id: id });
        if (build.status !== last)
            o.logger?.info?.(`Pages build: ${build.status}`);
        last = build.status;
        if (build.status === 'built') {
            return {
                ok: true,
                outcome: 'built',
                build,
                url: build.url,
                message: `commit ${build.commit} in ${(0,format/* formatDuration */.a3)(build.duration)}`,
            };
        }
        if (build.status === 'errored') {
            return {
                ok: false,
                outcome: 'errored',
                build,
                url: build.url,
                message: `the build failed: ${build.error?.message ?? 'no message from the service'}`,
            };
        }
        const waited = clock.now() - start;
        if (waited >= timeoutMs) {
            return {
                ok: false,
                outcome: 'timed-out',
                build,
                url: build.url,
                message: `the build was still ${build.status} after ${(0,format/* formatDuration */.a3)(waited)} (the timeout)`,
            };
        }
        // Up to the timeout, then one last look. A stop (the client's signal) ends the wait; the next request says so.
        await (0,src_api/* sleepUnlessAborted */.bp)(clock, Math.min(intervalMs, timeoutMs - waited), api.signal);
    }
}
function formatBuildText(r) {
    return `Pages build ${r.build.status}: ${r.message}\n  ${r.url}`;
}
/** Wait for the DNS health check (202 while it runs; default timeout 60 s, polls every 2 s) and judge it. */
async function checkPagesHealth(api, o) {
    const health = await api.pages.health({ owner: o.owner, repo: o.repo }, {
        ...(o.timeoutMs !== undefined ? { timeoutMs: o.timeoutMs } : {}),
        ...(o.intervalMs !== undefined ? { intervalMs: o.intervalMs } : {}),
    });
    const problems = [];
    const hosts = [health.domain, health.alt_domain].filter((h) => !!h);
    for (const h of hosts) {
        for (const p of [h.reason, h.https_error, h.caa_error])
            if (p)
                problems.push(`${h.host}: ${p}`);
        if (!h.is_valid && !h.reason)
            problems.push(`${h.host}: not valid`);
    }
    return { ok: health.domain.is_valid === true, health, problems };
}
const yes = (b) => (b ? 'yes' : 'no');
function hostRows(h) {
    return [
        ['valid', yes(h.is_valid)],
        ['DNS resolves', yes(h.dns_resolves)],
        ['served by Pages', yes(h.is_served_by_pages)],
        [
            'record',
            h.is_apex_domain
                ? `apex (A record: ${yes(h.is_a_record)})`
                : `subdomain (CNAME: ${yes(h.has_cname_record)})`,
        ],
        [
            'HTTPS',
            `${h.responds_to_https ? 'responds' : 'no answer'}, ${h.enforces_https ? 'enforced' : 'not enforced'}, ${h.is_https_eligible ? 'eligible' : 'not eligible'}`,
        ],
    ];
}
function formatHealthText(r) {
    const out = [`DNS health: ${r.ok ? 'OK' : 'PROBLEMS'} for ${r.health.domain.host}`];
    for (const h of [r.health.domain, r.health.alt_domain]) {
        if (!h)
            continue;
        out.push(`  ${h.host}: ${hostRows(h)
            .map(([k, v]) => `${k} ${v}`)
            .join('; ')}`);
    }
    for (const p of r.problems)
        out.push(`  problem: ${p}`);
    return out.join('\n');
}
/** The health check as a job summary section. */
function renderHealthMarkdown(r) {
    const hosts = [r.health.domain, r.health.alt_domain].filter((h) => !!h);
    const out = [
        '### Pages DNS health',
        '',
        `${r.ok ? MARK.ok : MARK.failed} **${markdown_text(r.health.domain.host)}** ${r.ok ? 'is valid and served by Pages' : 'has problems'}`,
        '',
    ];
    const rows = hosts.map(hostRows);
    out.push(markdown_table(['check', ...hosts.map((h) => h.host)], rows[0].map((_, i) => [markdown_text(rows[0][i][0]), ...rows.map((x) => markdown_text(x[i][1]))])), '');
    if (r.problems.length > 0)
        out.push(...r.problems.map((p) => `- ${markdown_text(p, 500)}`), '');
    return out.join('\n');
}

;// CONCATENATED MODULE: ./src/cli/commands/pages-help.ts
/**
 * The help of `sarif-pipeline pages`: the whole of it (`pages --help`) and each action's own (`pages deploy --help`:
 * its usage, what it does, only the options and variables it reads), from one table, so the two never disagree.
 */
const PAGES_ACTIONS = ['deploy', 'site', 'build', 'health', 'pack'];
/** Each action: its arguments (usage lines after `sarif-pipeline pages ACTION`) and what it does. */
const pages_help_ACTIONS = {
    pack: {
        usage: [
            '--path DIR [--out FILE] [--include-hidden-files]',
            '[--upload [--name N] [--retention-days D]] [--json]',
        ],
        does: `tars a built site as actions/upload-pages-artifact does (links followed and checked, .git, .github and
hidden files left out, 10 GB at most) into --out (default artifact.tar); with --upload, in a workflow
job, uploads it as the run artifact --name (default github-pages) and prints its id and URL.`,
    },
    deploy: {
        usage: [
            '--repo owner/name [--artifact NAME|ID | --artifact-url URL] [--run-id N]',
            '[--oidc-token-env NAME] [--build-version V] [--environment E] [--preview]',
            '[--timeout MS] [--interval MS] [--error-count N] [--json]',
        ],
        does: `creates a deployment of a run artifact (--artifact, by name in the run or by id; default github-pages
in a job) or of an archive at --artifact-url, certified by the workflow's OIDC token, and follows it
until it succeeds or fails; on timeout, Ctrl-C or SIGTERM the deployment is cancelled. In a job with
\`permissions: id-token: write\` the command requests the OIDC token itself; elsewhere, put a token in
an environment variable and name it with --oidc-token-env (never an argument).`,
    },
    site: {
        usage: [
            '--repo owner/name [--build-type legacy|workflow] [--source-branch B]',
            '[--source-path /|/docs] [--cname DOMAIN | --remove-cname]',
            '[--https-enforced true|false] [--json]',
        ],
        does: `creates the Pages site if there is none (build type workflow unless a source branch is given), then
applies the settings given.`,
    },
    build: {
        usage: ['--repo owner/name [--timeout MS] [--interval MS] [--json]'],
        does: 'requests a build of the default branch and waits until it is built or errored.',
    },
    health: {
        usage: ['--repo owner/name [--timeout MS] [--interval MS] [--json]'],
        does: "waits for the DNS health check of the site's custom domain (the service answers 202 while it runs).",
    },
};
/** The help's order of the actions (the group's usage lists them so). */
const ORDER = ['pack', 'deploy', 'site', 'build', 'health'];
const ALL = PAGES_ACTIONS;
/**
 * Each option: the actions that take it (the parser refuses it elsewhere, see pages.ts) and its lines. An entry
 * may describe a second option of the same actions (--source-path, --remove-cname).
 */
const PAGES_OPTIONS = [
    {
        name: 'repo',
        actions: ALL,
        text: "--repo owner/name     the repository (default: GITHUB_REPOSITORY); for pack --upload, the run's (the artifact's URL)",
    },
    {
        name: 'artifact',
        actions: ['deploy'],
        text: '--artifact NAME|ID    the run artifact to deploy: its name in the run (--run-id, else GITHUB_RUN_ID) or its id',
    },
    {
        name: 'artifact-url',
        actions: ['deploy'],
        text: '--artifact-url URL    or the URL of a .zip/.tar(.gz) archive of the site',
    },
    {
        name: 'run-id',
        actions: ['deploy'],
        text: '--run-id N            the run whose artifact --artifact names (default: GITHUB_RUN_ID)',
    },
    {
        name: 'oidc-token-env',
        actions: ['deploy'],
        text: `--oidc-token-env NAME the environment variable holding an OIDC token (default: requested from the runner
                      when ACTIONS_ID_TOKEN_REQUEST_URL and ACTIONS_ID_TOKEN_REQUEST_TOKEN are set)`,
    },
    {
        name: 'build-version',
        actions: ['deploy'],
        text: '--build-version V     unique per deployment (default: GITHUB_SHA-GITHUB_RUN_ID-GITHUB_RUN_ATTEMPT)',
    },
    {
        name: 'environment',
        actions: ['deploy'],
        text: "--environment E       the deployment environment (default: the service's)",
    },
    { name: 'preview', actions: ['deploy'], text: '--preview             a preview deployment' },
    {
        name: 'timeout',
        actions: ['deploy', 'build', 'health'],
        text: `--timeout MS          milliseconds to wait, as in the steps; 30s for seconds (default: deploy and build
                      600000, health 60000)`,
    },
    {
        name: 'interval',
        actions: ['deploy', 'build', 'health'],
        text: `--interval MS         milliseconds between status checks; 5s for seconds (default: deploy and build 5000,
                      health 2000)`,
    },
    {
        name: 'error-count',
        actions: ['deploy'],
        text: '--error-count N       temporary errors tolerated while following a deployment (default 10)',
    },
    {
        name: 'build-type',
        actions: ['site'],
        text: '--build-type T        legacy (from a branch) or workflow (deployed by a workflow)',
    },
    {
        name: 'source-branch',
        also: ['source-path'],
        actions: ['site'],
        text: '--source-branch B     the branch a legacy site is built from; --source-path / (default) or /docs',
    },
    {
        name: 'cname',
        also: ['remove-cname'],
        actions: ['site'],
        text: '--cname DOMAIN        the custom domain; --remove-cname removes it',
    },
    { name: 'https-enforced', actions: ['site'], text: '--https-enforced B    true or false' },
    { name: 'path', actions: ['pack'], text: '--path DIR            the built site (pack)' },
    {
        name: 'out',
        actions: ['pack'],
        text: '--out FILE            where pack writes the tar (default artifact.tar)',
    },
    {
        name: 'include-hidden-files',
        actions: ['pack'],
        text: '--include-hidden-files keep files and directories whose name starts with a dot (never .git, .github)',
    },
    {
        name: 'upload',
        actions: ['pack'],
        text: "--upload              upload the tar as a run artifact (needs the runner's ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL)",
    },
    {
        name: 'name',
        actions: ['pack'],
        text: "--name N              the artifact's name (default github-pages)",
    },
    {
        name: 'retention-days',
        actions: ['pack'],
        text: '--retention-days D    days the artifact is kept (1 to 90, default 1)',
    },
    {
        name: 'api-url',
        actions: ALL,
        text: '--api-url URL         the API root (default: GITHUB_API_URL, else https://api.github.com)',
    },
    { name: 'json', actions: ALL, text: '--json                print the outcome as JSON' },
];
/** The environment variables each action reads. */
const ENVIRONMENT = [
    {
        actions: ['deploy', 'site', 'build', 'health'],
        text: `SVC_TOKEN, else GITHUB_TOKEN   the token (deploy: write on the repository, apps pages write; site and health:
                               repository admin or maintainer, repo scope or pages write; build: repo scope)`,
    },
    {
        actions: ['deploy'],
        text: `ACTIONS_ID_TOKEN_REQUEST_URL, ACTIONS_ID_TOKEN_REQUEST_TOKEN   deploy: the runner's OIDC token request (a job
                               with id-token: write has them)`,
    },
    {
        actions: ['pack'],
        text: "ACTIONS_RESULTS_URL, ACTIONS_RUNTIME_TOKEN   pack --upload: the runner's artifact service (every job has them)",
    },
    {
        actions: ['pack', 'deploy', 'health'],
        text: 'GITHUB_STEP_SUMMARY            when set (in a workflow), pack, deploy and health append their result as Markdown',
    },
];
const EXIT = 'Exit status: 0 done (deployed, built, healthy), 1 it failed, timed out or the service refused, 2 usage error.\n';
const indent = (text, by) => text
    .split('\n')
    .map((line) => by + line)
    .join('\n');
/** `sarif-pipeline pages ACTION ` and its arguments, continued under them. */
function usage(action, width) {
    const head = `  sarif-pipeline pages ${action.padEnd(width)} `;
    const [first, ...rest] = pages_help_ACTIONS[action].usage;
    return [head + first, ...rest.map((l) => ' '.repeat(head.length) + l)].join('\n');
}
function sections(actions) {
    const takes = (of) => of.some((a) => actions.includes(a));
    return `Options:
${PAGES_OPTIONS.filter((o) => takes(o.actions))
        .map((o) => indent(o.text, '  '))
        .join('\n')}

Environment:
${ENVIRONMENT.filter((e) => takes(e.actions))
        .map((e) => indent(e.text, '  '))
        .join('\n')}

${EXIT}`;
}
/** `pages --help`: every action. */
function pagesHelp() {
    return `sarif-pipeline pages: deploy a site, set it up, build it, check its custom domain.

Usage:
${ORDER.map((a) => usage(a, 6)).join('\n')}

${ORDER.map((a) => `${a.padEnd(8)} ${pages_help_ACTIONS[a].does.split('\n').join(`\n${' '.repeat(9)}`)}`).join('\n')}
  (\`sarif-pipeline pages ACTION --help\` shows one action's options)

${sections(ALL)}`;
}
/** `pages ACTION --help`: that action only. */
function pagesActionHelp(action) {
    const does = pages_help_ACTIONS[action].does;
    return `Usage:
${usage(action, action.length)}

${does[0].toUpperCase()}${does.slice(1)}

${sections([action])}`;
}

;// CONCATENATED MODULE: ./src/cli/commands/pages.ts
/**
 * `sarif-pipeline pages deploy|site|build|health`: deploy an uploaded artifact with an OIDC token and follow it
 * (cancelled on timeout, Ctrl-C or SIGTERM), create or update the site, request a build and wait for it, and wait
 * for the DNS health check of the custom domain. Thin shells over src/steps/deploy-pages.ts and pages-site.ts.
 */











const pages_COMMAND = 'pages';
/** Progress and warnings of a step on stderr (the output given is already redacting). */
const redactedLogger = (out) => ({
    info: (m) => out.stderr(`${(0,shared/* printable */.g$)(m)}\n`),
    warn: (m) => out.stderr(`warning: ${(0,shared/* printable */.g$)(m)}\n`),
});
const pages_ACTIONS = PAGES_ACTIONS;
/** Options only some actions take (the others are refused): from the help's table. */
const ONLY = Object.fromEntries(PAGES_OPTIONS.filter((o) => o.actions.length < pages_ACTIONS.length).flatMap((o) => [o.name, ...(o.also ?? [])].map((name) => [name, o.actions])));
const OPTIONS = {
    ...shared/* COMMON_OPTIONS */.DT,
    repo: { type: 'string' },
    artifact: { type: 'string' },
    'artifact-url': { type: 'string' },
    'run-id': { type: 'string' },
    'oidc-token-env': { type: 'string' },
    'build-version': { type: 'string' },
    environment: { type: 'string' },
    preview: { type: 'boolean' },
    timeout: { type: 'string' },
    interval: { type: 'string' },
    'error-count': { type: 'string' },
    'build-type': { type: 'string' },
    'source-branch': { type: 'string' },
    'source-path': { type: 'string' },
    cname: { type: 'string' },
    'remove-cname': { type: 'boolean' },
    'https-enforced': { type: 'string' },
    path: { type: 'string' },
    out: { type: 'string' },
    'include-hidden-files': { type: 'boolean' },
    upload: { type: 'boolean' },
    name: { type: 'string' },
    'retention-days': { type: 'string' },
};
async function pages_run(args, io = (0,shared/* processIo */.Wr)()) {
    const { values, positionals } = (0,shared/* parseCommandArgs */.Qx)(pages_COMMAND, args, OPTIONS);
    const [action, ...extra] = positionals;
    if (values.help) {
        io.stdout(pages_ACTIONS.includes(action) ? pagesActionHelp(action) : pagesHelp());
        return 0;
    }
    if (action === undefined)
        throw (0,shared/* usageError */.Wp)(pages_COMMAND, 'pages needs an action: deploy, site, build, health or pack');
    if (!pages_ACTIONS.includes(action)) {
        throw (0,shared/* usageError */.Wp)(pages_COMMAND, `unknown action "${(0,shared/* printable */.g$)(action)}": use deploy, site, build, health or pack`);
    }
    if (extra.length > 0)
        throw (0,shared/* usageError */.Wp)(pages_COMMAND, `unexpected argument "${(0,shared/* printable */.g$)(extra[0])}"`);
    const command = `${pages_COMMAND} ${action}`;
    for (const [name, actions] of Object.entries(ONLY)) {
        if (values[name] !== undefined && !actions.includes(action)) {
            throw (0,shared/* usageError */.Wp)(pages_COMMAND, `--${name} does not apply to ${command}`);
        }
    }
    // pack and deploy are steps of a job: a failure is in the job summary too, as the steps' own.
    try {
        return await act(action, values, command, io);
    }
    catch (err) {
        const title = action === 'pack' ? PAGES_TITLES.pack : action === 'deploy' ? PAGES_TITLES.deploy : undefined;
        if (title && err instanceof errors/* UserError */.y)
            (0,shared/* writeSummary */.Sy)(io, failureSummary(title, `${err.message}${err.hint ? `\n${err.hint}` : ''}`), (t) => t);
        throw err;
    }
}
const LAST_LOOK_MS = 10_000;
/** The action, its flags checked: pack, deploy, site, or build and health. */
async function act(action, values, command, io) {
    if (action === 'pack')
        return pack(values, command, io);
    const repo = (0,shared/* parseRepo */.E3)(values.repo, command, io.env);
    const warn = (m) => io.stderr(`warning: ${m}\n`);
    const timeoutMs = (0,shared/* durationOption */.Ap)(values.timeout, '--timeout', command, 'ms', warn);
    const intervalMs = (0,shared/* durationOption */.Ap)(values.interval, '--interval', command, 'ms', warn, 100);
    if (action === 'deploy')
        return deploy(values, repo, { timeoutMs, intervalMs }, command, io);
    if (action === 'site')
        return site(values, repo, command, io);
    const { api, out } = (0,shared/* connect */.Ng)(io, command, values['api-url'], {
        // --timeout bounds every request too, not only the wait between them; the wait takes one last look at its
        // end, which gets LAST_LOOK_MS more to be answered (else it is refused before it is sent).
        client: { deadline: Date.now() + (timeoutMs ?? (action === 'build' ? 600_000 : 60_000)) + LAST_LOOK_MS },
    });
    if (action === 'build') {
        const result = await (0,shared/* callApi */.px)(() => buildPagesSite(api, { ...repo, timeoutMs, intervalMs, logger: redactedLogger(out) }));
        if (values.json)
            (0,shared/* printJson */.Q2)(out, api.redactValue(result));
        else
            out.stdout(`${(0,shared/* printable */.g$)(formatBuildText(result))}\n`);
        return result.ok ? 0 : 1;
    }
    const result = await (0,shared/* callApi */.px)(() => checkPagesHealth(api, { ...repo, timeoutMs, intervalMs }));
    if (values.json)
        (0,shared/* printJson */.Q2)(out, api.redactValue(result));
    else
        out.stdout(`${(0,shared/* printable */.g$)(formatHealthText(result))}\n`);
    (0,shared/* writeSummary */.Sy)(io, renderHealthMarkdown(result), (t) => api.redact(t));
    return result.ok ? 0 : 1;
}
/** pages deploy: the flags read, the OIDC token got, then the shared deployment (src/steps/pages-deploy-plan.ts). */
async function deploy(values, repo, wait, command, io) {
    const artifact = deployArtifact(values, command, io);
    const tokenEnv = values['oidc-token-env'];
    let oidcToken;
    if (tokenEnv !== undefined) {
        oidcToken = (0,shared/* readSecret */.n5)(io.env, tokenEnv);
        if (!oidcToken)
            throw (0,shared/* usageError */.Wp)(command, `the environment variable ${(0,shared/* printable */.g$)(tokenEnv)} (--oidc-token-env) is not set or empty`);
    }
    else if (!canRequestOidcToken(io.env)) {
        throw (0,shared/* usageError */.Wp)(command, `${command} needs the workflow's OIDC token: run it in a job with \`permissions: id-token: write\` (it requests the token itself), or put a token in a variable and give --oidc-token-env NAME`, 'The token is never taken as an argument.');
    }
    let pagesBuildVersion = values['build-version'];
    if (!pagesBuildVersion) {
        try {
            pagesBuildVersion = defaultBuildVersion(io.env);
        }
        catch {
            throw (0,shared/* usageError */.Wp)(command, `${command} needs --build-version V outside a workflow (GITHUB_SHA is not set)`);
        }
    }
    const errorBudget = (0,shared/* positiveInt */.NJ)(values['error-count'], '--error-count', command);
    // --timeout bounds every request of the deployment: the OIDC token, the artifact's lookup, the creation.
    const deadline = Date.now() + (wait.timeoutMs ?? 600_000);
    const { api, out } = (0,shared/* connect */.Ng)(io, command, values['api-url'], { client: { deadline } });
    const runner = (0,src_api/* runnerClient */.g9)({ env: io.env, signal: io.signal, logger: (0,shared/* stderrLogger */.D7)(out), deadline });
    if (oidcToken === undefined) {
        oidcToken = await (0,shared/* callApi */.px)(() => requestOidcToken(runner));
        api.addSecret(oidcToken);
    }
    const token = oidcToken;
    const result = await (0,shared/* callApi */.px)(() => deployPagesArtifact(artifact, { api, runner, repo, tempDir: '.', logger: redactedLogger(out) }, {
        pagesBuildVersion: pagesBuildVersion,
        oidcToken: token,
        environment: values.environment,
        preview: values.preview,
        ...wait,
        errorBudget,
        // SIGTERM and SIGINT (src/cli/stop.ts) cancel the deployment.
        signal: io.signal,
    }));
    (0,shared/* writeSummary */.Sy)(io, deploySummary(result, pagesBuildVersion), (t) => api.redact(t));
    if (values.json)
        (0,shared/* printJson */.Q2)(out, api.redactValue(result));
    else
        out.stdout(
        // The message says where it went ("deployed to URL") or what failed; then the deployment and its page.
        `${result.ok ? (0,shared/* printable */.g$)(result.message) : `FAILED: ${(0,shared/* printable */.g$)(result.message)}`}\n  status ${result.status}, deployment ${result.deploymentId}, page ${result.pageUrl}\n`);
    return result.ok ? 0 : 1;
}
/** The artifact pages deploy deploys: by id, by name in the run, or by URL; in a job, the run's github-pages. */
function deployArtifact(values, command, io) {
    const artifact = values.artifact?.trim();
    const artifactUrl = values['artifact-url'];
    if (artifact !== undefined && artifactUrl !== undefined)
        throw (0,shared/* usageError */.Wp)(command, 'give --artifact or --artifact-url, not both');
    if (artifact === '')
        throw (0,shared/* usageError */.Wp)(command, '--artifact needs a name or an id');
    const runId = values['run-id'] ?? (io.env.GITHUB_RUN_ID?.trim() || undefined);
    if (values['run-id'] !== undefined)
        (0,shared/* positiveInt */.NJ)(values['run-id'], '--run-id', command);
    const byId = artifact !== undefined && /^\d+$/.test(artifact) ? Number(artifact) : undefined;
    const choice = choosePagesArtifact({
        url: artifactUrl,
        id: byId,
        name: byId === undefined ? artifact : undefined,
        runId,
    });
    if (choice.kind === 'conflict' || choice.kind === 'pack')
        throw new Error(`pages deploy chose ${choice.kind}: it takes one of --artifact and --artifact-url`);
    if (choice.kind === 'name' && choice.runId === undefined)
        throw (0,shared/* usageError */.Wp)(command, artifact === undefined
            ? `${command} needs --artifact NAME|ID or --artifact-url URL (outside a job there is no run to find github-pages in)`
            : `${command} --artifact ${(0,shared/* printable */.g$)(artifact)} names an artifact of a run: give --run-id N (a job has GITHUB_RUN_ID), or the artifact's id`);
    return choice;
}
/** pages site: create the site if there is none, then apply the settings given. */
async function site(values, repo, command, io) {
    const options = { ...repo };
    const buildType = values['build-type'];
    if (buildType !== undefined) {
        if (buildType !== 'legacy' && buildType !== 'workflow') {
            throw (0,shared/* usageError */.Wp)(command, `--build-type must be legacy or workflow, got "${(0,shared/* printable */.g$)(buildType)}"`);
        }
        options.buildType = buildType;
    }
    const path = values['source-path'];
    if (path !== undefined && path !== '/' && path !== '/docs') {
        throw (0,shared/* usageError */.Wp)(command, `--source-path must be / or /docs, got "${(0,shared/* printable */.g$)(path)}"`);
    }
    if (values['source-branch'] !== undefined) {
        options.source = {
            branch: values['source-branch'],
            ...(path ? { path: path } : {}),
        };
    }
    else if (path !== undefined) {
        throw (0,shared/* usageError */.Wp)(command, '--source-path needs --source-branch');
    }
    if (values.cname !== undefined && values['remove-cname']) {
        throw (0,shared/* usageError */.Wp)(command, 'give --cname or --remove-cname, not both');
    }
    if (values.cname !== undefined)
        options.cname = values.cname;
    if (values['remove-cname'])
        options.cname = null;
    const https = values['https-enforced'];
    if (https !== undefined) {
        if (https !== 'true' && https !== 'false') {
            throw (0,shared/* usageError */.Wp)(command, `--https-enforced must be true or false, got "${(0,shared/* printable */.g$)(https)}"`);
        }
        options.httpsEnforced = https === 'true';
    }
    const { api, out } = (0,shared/* connect */.Ng)(io, command, values['api-url']);
    const result = await (0,shared/* callApi */.px)(() => ensurePagesSite(api, options));
    if (values.json)
        (0,shared/* printJson */.Q2)(out, api.redactValue(result));
    else
        out.stdout(`${(0,shared/* printable */.g$)(formatSiteText(result))}\n`);
    return 0;
}
async function pack(values, command, io) {
    if (!values.path)
        throw (0,shared/* usageError */.Wp)(command, `${command} needs --path DIR: the built site`);
    if (!values.upload && (values.name !== undefined || values['retention-days'] !== undefined))
        throw (0,shared/* usageError */.Wp)(command, '--name and --retention-days apply to --upload only');
    const days = values['retention-days'] === undefined
        ? 1
        : (0,shared/* positiveInt */.NJ)(values['retention-days'], '--retention-days', command);
    if (days > 90)
        throw (0,shared/* usageError */.Wp)(command, `--retention-days must be at most 90, got ${days}`);
    const name = values.name ?? 'github-pages';
    // The artifact's URL needs the run's repository; checked before anything is packed or sent.
    const repo = values.upload && (values.repo ?? io.env.GITHUB_REPOSITORY)
        ? (0,shared/* parseRepo */.E3)(values.repo, command, io.env)
        : undefined;
    const apiUrl = values.upload ? (0,shared/* resolveApiUrl */.c_)(values['api-url'], io.env, command) : undefined;
    const file = values.out ?? 'artifact.tar';
    const packed = await packSite({
        dir: values.path,
        out: file,
        includeHidden: values['include-hidden-files'],
    });
    // The runner's tokens, found in any form, are redacted from everything printed.
    const runner = (0,src_api/* runnerClient */.g9)({
        env: io.env,
        signal: io.signal,
        logger: (0,shared/* stderrLogger */.D7)(io),
    });
    const out = (0,shared/* redactingIo */.SS)(io, runner);
    const uploaded = values.upload
        ? await (0,shared/* callApi */.px)(() => uploadRunArtifact(runner, file, name, days))
        : undefined;
    const artifact = uploaded && {
        id: uploaded.id,
        name,
        ...(repo ? { url: artifactDownloadUrl(apiUrl, repo, uploaded.id) } : {}),
        size: uploaded.size,
        digest: `sha256:${uploaded.digest}`,
    };
    if (values.json)
        (0,shared/* printJson */.Q2)(out, { ...packed, ...(artifact ? { artifact } : {}) });
    else {
        out.stdout(`packed ${(0,format/* formatCount */.B4)(packed.files)} file(s), ${(0,format/* formatBytes */.z3)(packed.bytes)}, into ${packed.file}\n`);
        if (artifact)
            out.stdout(`uploaded as artifact ${(0,shared/* printable */.g$)(name)}: id ${artifact.id}${artifact.url ? `, ${artifact.url}` : ''}\n` +
                `deploy it with: sarif-pipeline pages deploy --artifact ${artifact.id}\n`);
    }
    (0,shared/* writeSummary */.Sy)(io, packSummary(packed, artifact), (t) => runner.redact(t));
    return 0;
}

;// CONCATENATED MODULE: ./src/cli/commands/properties.ts

const properties_HELP = `sarif-pipeline properties: the custom property values of a repository.

Usage:
  sarif-pipeline properties --repo owner/name [--json]

Options:
  --repo owner/name   the repository (default: GITHUB_REPOSITORY)
  --api-url URL       the API root (default: GITHUB_API_URL, else https://api.github.com)
  --json              print the service's answer (an array of { property_name, value }) as JSON

Environment:
  SVC_TOKEN, else GITHUB_TOKEN   the token (classic: repo scope; fine-grained or app: metadata read; the
                                 account needs admin access to the repository)

Custom properties are in public beta on the service and may change.
Exit status: 0 done, 1 the service refused (the message and a hint say why), 2 usage error.
`;
const properties_COMMAND = 'properties';
async function properties_run(args, io = (0,shared/* processIo */.Wr)()) {
    const parsed = (0,shared/* parseCommand */.RM)(properties_COMMAND, properties_HELP, args, io, {
        repo: { type: 'string' },
    });
    if (!parsed)
        return 0;
    const { values, positionals } = parsed;
    if (positionals.length > 0)
        throw (0,shared/* usageError */.Wp)(properties_COMMAND, `unexpected argument "${(0,shared/* printable */.g$)(positionals[0])}"`);
    const repo = (0,shared/* parseRepo */.E3)(values.repo, properties_COMMAND, io.env);
    const connected = (0,shared/* connect */.Ng)(io, properties_COMMAND, values['api-url']);
    const api = connected.api;
    io = connected.out;
    const props = await (0,shared/* callApi */.px)(() => api.customProperties.getValues(repo));
    if (values.json)
        (0,shared/* printJson */.Q2)(io, props);
    else {
        io.stdout((0,shared/* formatTable */.ku)(['PROPERTY', 'VALUE'], props.map((p) => [p.property_name, show(p.value)]), `no custom properties set on ${repo.owner}/${repo.repo}`));
    }
    return 0;
}
function show(value) {
    if (value === null)
        return '(unset)';
    if (Array.isArray(value))
        return value.join(', ');
    return String(value);
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/cli/usage.ts
var cli_usage = __webpack_require__(27485);
;// CONCATENATED MODULE: ./src/cli/commands/run.ts
/**
 * `sarif-pipeline run WORKFLOW`: run a workflow file from the checkout it works on, against the embedded emulator
 * (or a running `serve`), with GitHub's own parser and evaluator. A thin shell over the runner's door.
 */





const run_HELP = `sarif-pipeline run: run a workflow file locally, as the service's runner would, against the emulator.

Usage: sarif-pipeline run WORKFLOW [options]

Run it from the checkout the workflow works on: the current directory is GITHUB_WORKSPACE. The workflow is read
and checked with GitHub's own parser (@actions/workflow-parser) and its expressions evaluated with GitHub's own
evaluator; jobs run on this machine (runs-on is reported), each bound to the emulator with a token that has
exactly the job's permissions. Exit status 0 only when the workflow succeeded.

Options:
  --job ID               run only this job and the jobs it needs (repeatable)
  --event NAME           push (default), pull_request or workflow_dispatch: the payload in GITHUB_EVENT_PATH
  --event-path FILE      a payload of your own instead
  --input K=V            a workflow_dispatch input (repeatable; declared defaults fill the rest)
  --secrets-file FILE    secrets, NAME=value lines as act's dotenv (quoted values may span lines; masked
                         everywhere in the output)
  --var K=V              a configuration variable (vars.K; repeatable)
  --actions-dir DIR      where owner/repo[/path]@ref actions are: DIR/<owner>/<repo>@<ref>/...
  --use OLD=NEW          run NEW wherever the workflow uses OLD, whatever its ref (repeatable); OLD is
                         owner/repo[/path], NEW is owner/repo[/path][@ref], ./path or sarif-pipeline[/step]
                         (this package's steps), e.g. --use github/codeql-action/upload-sarif=sarif-pipeline
  --repo OWNER/NAME      the repository of the run (default: the emulator's workflow token's, acme/webapp)
  --ref REF              GITHUB_REF (default: the checked-out branch, else refs/heads/main;
                         refs/pull/1/merge for pull_request)
  --sha SHA              GITHUB_SHA (default: git HEAD of the current directory, else the repository's last)
  --api-url URL          an emulator already running (sarif-pipeline serve): its API URL (…/api/v3)
  --admin-token T        its admin token (needed with --api-url); better EMULATOR_ADMIN_TOKEN, which a
                         process list does not show
  --vendor WORD          the embedded emulator's vendor word (default svc; github for other projects' released
                         actions, such as codeql-action's upload-sarif)
  --keep-running         leave the embedded emulator up after the run and print the dashboard's URL
  --debug                show ::debug:: lines (as the secret or variable ACTIONS_STEP_DEBUG=true does)
`;
const run_OPTIONS = {
    job: { type: 'string', multiple: true },
    event: { type: 'string' },
    'event-path': { type: 'string' },
    input: { type: 'string', multiple: true },
    'secrets-file': { type: 'string' },
    var: { type: 'string', multiple: true },
    'actions-dir': { type: 'string' },
    use: { type: 'string', multiple: true },
    repo: { type: 'string' },
    ref: { type: 'string' },
    sha: { type: 'string' },
    'api-url': { type: 'string' },
    'admin-token': { type: 'string' },
    vendor: { type: 'string' },
    'keep-running': { type: 'boolean', default: false },
    debug: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
};
function pairs(values, option) {
    const out = {};
    for (const v of values ?? []) {
        const eq = v.indexOf('=');
        if (eq <= 0)
            throw new errors/* UserError */.y(`--${option} ${v}: write --${option} NAME=VALUE`, undefined, 2);
        out[v.slice(0, eq)] = v.slice(eq + 1);
    }
    return out;
}
async function run_run(args, io) {
    const out = (t) => (io ? io.stdout(t) : process.stdout.write(t));
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({ args, options: run_OPTIONS, allowPositionals: true, strict: true });
    }
    catch (err) {
        throw new errors/* UserError */.y((0,cli_usage/* argsProblem */.b)(err), 'Run `sarif-pipeline run --help`.', 2);
    }
    const v = parsed.values;
    if (v.help) {
        out(run_HELP);
        return 0;
    }
    if (parsed.positionals.length !== 1)
        throw new errors/* UserError */.y(parsed.positionals.length === 0
            ? 'run needs a workflow file'
            : `run takes one workflow file; got ${parsed.positionals.length}`, 'Usage: sarif-pipeline run WORKFLOW [options]', 2);
    if (v['admin-token'] !== undefined && v['api-url'] === undefined)
        throw new errors/* UserError */.y('--admin-token goes with --api-url', undefined, 2);
    // Only for an emulator already running (--api-url): the embedded one makes its own.
    const env = io?.env ?? process.env;
    const adminToken = v['api-url'] === undefined ? undefined : (v['admin-token'] ?? env.EMULATOR_ADMIN_TOKEN);
    if (v.sha !== undefined && !/^[0-9a-f]{40}$/.test(v.sha))
        throw new errors/* UserError */.y(`--sha must be 40 hexadecimal digits; got ${JSON.stringify(v.sha)}`, undefined, 2);
    if (v.ref !== undefined && !v.ref.startsWith('refs/'))
        throw new errors/* UserError */.y(`--ref must start with refs/ (refs/heads/main, refs/tags/v1); got ${JSON.stringify(v.ref)}`, undefined, 2);
    // SIGINT and SIGTERM (stop.ts) cancel every job: running steps are stopped, always() and post steps run.
    const signal = io?.signal;
    // A forced exit (a second signal) kills the steps' process groups and removes the run's directory.
    const release = (0,stop/* atForcedExit */.n3)(abandonRuns);
    let result;
    try {
        result = await runWorkflow({
            workflow: parsed.positionals[0],
            jobs: v.job,
            event: v.event,
            eventPath: v['event-path'],
            inputs: pairs(v.input, 'input'),
            secretsFile: v['secrets-file'],
            vars: pairs(v.var, 'var'),
            actionsDir: v['actions-dir'],
            use: v.use,
            repository: v.repo,
            ref: v.ref,
            sha: v.sha,
            apiUrl: v['api-url'],
            adminToken,
            keepRunning: v['keep-running'],
            vendor: v.vendor,
            debug: v.debug,
            output: { write: out },
            signal,
        });
    }
    finally {
        release();
    }
    if (result.service) {
        out(`\nthe emulator keeps running: API ${result.service.apiUrl}; dashboard ${result.service.dashboardUrl}; Ctrl-C to stop\n`);
        await (0,stop/* untilStopped */.sZ)(signal);
        await result.service.close();
    }
    return result.exitCode;
}

;// CONCATENATED MODULE: ./src/cli/commands/search.ts
/**
 * `sarif-pipeline search code|commits <words...> [qualifiers]`: code and commit search. The query is built with
 * the client's buildSearchQuery, so the spec's limits (256 characters of keywords, five AND/OR/NOT, a keyword
 * for code search) are checked before anything is sent; results stop at --max (at most the 1,000 a search
 * yields), and searches are paced under the service's rate by the client.
 */



const search_HELP = `sarif-pipeline search: search code or commits on the repositories' default branches.

Usage:
  sarif-pipeline search code    <words...> [--repo R] [--org O] [--user U] [--language L] [--path P]
                                [--extension E] [--filename F] [--sort indexed] [--order asc|desc]
                                [--max N] [--text-matches] [--json]
  sarif-pipeline search commits <words...> [--repo R] [--org O] [--user U] [--author A] [--committer C]
                                [--sort author-date|committer-date] [--order asc|desc]
                                [--max N] [--text-matches] [--json]

Words are keywords; a quoted argument with spaces is a phrase, and AND, OR, NOT are operators. Each qualifier
option adds key:value to the query (repeat an option for several values). The query is checked before it is
sent: at most ${src_api/* SEARCH_LIMITS */.wA.maxKeywordLength} characters of keywords (operators and qualifiers excluded), at most ${src_api/* SEARCH_LIMITS */.wA.maxOperators} AND/OR/NOT, and
for code search at least one keyword.

Options:
  --repo, --org, --user   limit to repositories, organizations, users (both searches)
  --language, --path, --extension, --filename   code search only
  --author, --committer   commit search only (logins)
  --sort S, --order O     the service's sort (best match when absent) and direction (default desc)
  --max N                 results to fetch (default 30, at most ${src_api/* SEARCH_LIMITS */.wA.maxResults}: a search yields no more)
  --text-matches          show the matching fragments (file content and path; commit messages)
  --api-url URL           the API root (default: GITHUB_API_URL, else https://api.github.com)
  --json                  print { total_count, incomplete_results, truncated, items } as JSON

Environment:
  SVC_TOKEN, else GITHUB_TOKEN   optional: without a token, searches see public repositories only, at the
                                 lower rate (10 a minute instead of 30)

Exit status: 0 done (even with no results), 1 the service refused, 2 usage error (a query over the limits
included: nothing is sent).
`;
const search_COMMAND = 'search';
const DEFAULT_MAX = 30;
const QUALIFIERS = {
    both: ['repo', 'org', 'user'],
    code: ['language', 'path', 'extension', 'filename'],
    commits: ['author', 'committer'],
};
async function search_run(args, io = (0,shared/* processIo */.Wr)()) {
    const many = { type: 'string', multiple: true };
    const parsed = (0,shared/* parseCommand */.RM)(search_COMMAND, search_HELP, args, io, {
        repo: many,
        org: many,
        user: many,
        language: many,
        path: many,
        extension: many,
        filename: many,
        author: many,
        committer: many,
        sort: { type: 'string' },
        order: { type: 'string' },
        max: { type: 'string' },
        'text-matches': { type: 'boolean', default: false },
    });
    if (!parsed)
        return 0;
    const { values, positionals } = parsed;
    const [kind, ...words] = positionals;
    if (kind === undefined)
        throw (0,shared/* usageError */.Wp)(search_COMMAND, 'search needs what to search: code or commits');
    if (kind !== 'code' && kind !== 'commits') {
        throw (0,shared/* usageError */.Wp)(search_COMMAND, `unknown search "${(0,shared/* printable */.g$)(kind)}": use code or commits`);
    }
    const command = `${search_COMMAND} ${kind}`;
    const other = kind === 'code' ? 'commits' : 'code';
    for (const name of QUALIFIERS[other]) {
        if (values[name] !== undefined)
            throw (0,shared/* usageError */.Wp)(command, `--${name} applies to search ${other} only`);
    }
    if (values.order !== undefined && values.order !== 'asc' && values.order !== 'desc') {
        throw (0,shared/* usageError */.Wp)(command, `--order must be asc or desc, got "${(0,shared/* printable */.g$)(values.order)}"`);
    }
    const max = (0,shared/* positiveInt */.NJ)(values.max, '--max', command) ?? DEFAULT_MAX;
    if (max > src_api/* SEARCH_LIMITS */.wA.maxResults) {
        throw (0,shared/* usageError */.Wp)(command, `--max ${max} is above the ${(0,format/* formatCount */.B4)(src_api/* SEARCH_LIMITS */.wA.maxResults)} results a search yields`, 'Narrow the query (qualifiers) instead of fetching more.');
    }
    const qualifiers = {};
    for (const name of [...QUALIFIERS.both, ...QUALIFIERS[kind]])
        qualifiers[name] = values[name];
    const q = checkedQuery(kind, words, qualifiers, command);
    const connected = (0,shared/* connect */.Ng)(io, command, values['api-url'], { optionalToken: true });
    const api = connected.api;
    io = connected.out;
    const params = {
        q,
        sort: values.sort,
        order: values.order,
        per_page: Math.min(max, 100),
        maxItems: max,
        textMatch: values['text-matches'],
    };
    const result = await (0,shared/* callApi */.px)(() => kind === 'code' ? api.search.code(params).collect() : api.search.commits(params).collect());
    if (values.json) {
        (0,shared/* printJson */.Q2)(io, {
            total_count: result.total_count,
            incomplete_results: result.incomplete_results,
            truncated: result.truncated,
            items: result.items,
        });
        return 0;
    }
    io.stdout(kind === 'code'
        ? formatCode(result.items, values['text-matches'])
        : formatCommits(result.items, values['text-matches']));
    io.stdout(footer(result, q));
    return 0;
}
/** The query from its parts, through buildSearchQuery: a query over the spec's limits is a usage error. */
function checkedQuery(kind, words, qualifiers, command) {
    try {
        return (0,src_api/* buildSearchQuery */.zJ)(kind, { keywords: words, qualifiers });
    }
    catch (err) {
        if (!(err instanceof src_api/* ApiError */.hD))
            throw err;
        throw (0,shared/* usageError */.Wp)(command, `${err.serviceMessage}; nothing was sent`, `${err.hint ?? 'shorten the query'} (the service rejects such queries: 422)`);
    }
}
function formatCode(items, matches) {
    if (!matches) {
        return (0,shared/* formatTable */.ku)(['REPOSITORY', 'PATH', 'SCORE'], items.map((i) => [i.repository.full_name, i.path, score(i.score)]), 'no results');
    }
    return items
        .map((i) => `${(0,shared/* printable */.g$)(i.repository.full_name)}: ${(0,shared/* printable */.g$)(i.path)}\n${fragments(i.text_matches)}`)
        .join('');
}
function formatCommits(items, matches) {
    const table = (0,shared/* formatTable */.ku)(['SHA', 'REPOSITORY', 'AUTHOR', 'DATE', 'MESSAGE'], items.map((i) => [
        i.sha.slice(0, 7),
        i.repository.full_name,
        i.author?.login ?? i.commit.author?.name ?? '',
        i.commit.author?.date ?? '',
        firstLine(i.commit.message),
    ]), 'no results');
    if (!matches)
        return table;
    return items
        .map((i) => `${i.sha.slice(0, 7)} ${(0,shared/* printable */.g$)(i.repository.full_name)}: ${(0,shared/* printable */.g$)(firstLine(i.commit.message))}\n${fragments(i.text_matches)}`)
        .join('');
}
/** Each matching fragment on one indented line, the matched terms between » and «. */
function fragments(matches) {
    if (!matches || matches.length === 0)
        return '    (no fragments)\n';
    return matches
        .map((m) => {
        let text = '';
        let at = 0;
        for (const { indices } of [...m.matches].sort((a, b) => a.indices[0] - b.indices[0])) {
            const [start, end] = indices;
            if (start < at)
                continue;
            text += `${m.fragment.slice(at, start)}»${m.fragment.slice(start, end)}«`;
            at = end;
        }
        text += m.fragment.slice(at);
        return `    ${m.property}: ${(0,shared/* printable */.g$)(text.replace(/\s*\r?\n\s*/g, ' ⏎ ').trim())}\n`;
    })
        .join('');
}
function footer(result, q) {
    const total = result.total_count ?? result.items.length;
    const lines = [`\n${result.items.length} of ${(0,format/* formatCount */.B4)(total)} result(s) for: ${(0,shared/* printable */.g$)(q)}`];
    if (result.incomplete_results) {
        lines.push('incomplete: the search hit the service time limit; these are the matches found so far');
    }
    if (result.truncated) {
        const reachable = Math.min(total, src_api/* SEARCH_LIMITS */.wA.maxResults);
        lines.push(reachable > result.items.length
            ? `more results exist: raise --max (up to ${(0,format/* formatCount */.B4)(reachable)}) or narrow the query`
            : `a search yields at most ${(0,format/* formatCount */.B4)(src_api/* SEARCH_LIMITS */.wA.maxResults)} results: narrow the query to see the others`);
    }
    return `${lines.join('\n')}\n`;
}
const firstLine = (s) => s.split(/\r?\n/, 1)[0];
/** A result's score as shown; one missing or not a number (the service's shape is loose) shows as `-`. */
const score = (n) => {
    const v = typeof n === 'string' && n.trim() !== '' ? Number(n) : n;
    if (typeof v !== 'number' || !Number.isFinite(v))
        return '-';
    return Number.isInteger(v) ? String(v) : v.toFixed(2);
};

// EXTERNAL MODULE: ./src/sarif/index.ts + 49 modules
var sarif = __webpack_require__(82679);
;// CONCATENATED MODULE: ./src/steps/upload-options.ts
/**
 * The upload step's settings as values: the choices (on-trim, on-processing-timeout, fail-on-severity,
 * annotations), the defaults, and the spec's upload ref and commit SHA formats. The action entry and the CLI command
 * parse them with the input kit (src/inputs.ts), naming each setting the way their users wrote it.
 */



const TRIM_POLICIES = ['report', 'warn', 'fail'];
const TIMEOUT_POLICIES = ['warn', 'fail'];
/** The same values as the alerts step's fail-on-severity. */
const SEVERITY_THRESHOLDS = FAIL_ON_VALUES;
const ANNOTATION_POLICIES = (/* unused pure expression or super */ null && (['failing', 'new', 'none']));
const DEFAULTS = {
    annotations: 'failing',
    sarif: 'results',
    waitForProcessing: true,
    processingTimeoutSeconds: 300,
    onTrim: 'warn',
    onProcessingTimeout: 'fail',
    failOnSeverity: 'none',
    shrinkToFit: true,
};
/** Problems with the ref and commit, each naming the setting and the accepted forms; empty when both are fine. */
function refProblems(ref, sha, labels) {
    const problems = [];
    if (!src_api/* UPLOAD_REF */.oc.test(ref)) {
        const branch = /^[^\s/][^\s]*$/.test(ref) && !ref.startsWith('refs/');
        problems.push({
            message: ref === ''
                ? `${labels.ref} is missing`
                : `${labels.ref} "${ref}" is not a ref the service accepts for an upload`,
            hint: branch ? `Write the full ref: refs/heads/${ref}.` : `Use ${src_api/* UPLOAD_REF_FORMS */.WR}.`,
        });
    }
    if (!src_api/* COMMIT_SHA */.pk.test(sha)) {
        problems.push({
            message: sha === ''
                ? `${labels.sha} is missing`
                : `${labels.sha} "${sha}" is not a full commit SHA (${src_api/* COMMIT_SHA_FORM */.kB})`,
            hint: 'Give the full SHA of the analysed commit, as `git rev-parse HEAD` prints it.',
        });
    }
    return problems;
}
/** Throw one UserError listing every problem with the ref and commit. */
function checkRefAndSha(ref, sha, labels) {
    const problems = refProblems(ref, sha, labels);
    if (problems.length === 0)
        return;
    throw new errors/* UserError */.y(problems.map((p) => p.message).join('; '), problems.map((p) => p.hint).join(' '), 2);
}
const ACTION_SETTING_NAMES = {
    onTrim: 'on-trim',
    allowEmpty: 'allow-empty to true',
    onProcessingTimeout: 'on-processing-timeout',
    failOnSeverity: 'fail-on-severity',
    processingTimeout: 'processing-timeout',
    noWait: 'wait-for-processing is false',
    shrinkToFit: 'set shrink-to-fit to true (the default)',
    apiUrl: 'api-url',
    stopped: 'the step',
    statusUrls: 'the job summary',
};

;// CONCATENATED MODULE: ./src/steps/upload-alerts.ts
/**
 * The alert summary after an upload: the repository's open alerts on the uploaded ref, narrowed to the tools and
 * categories of this analysis, counted by severity, the most severe listed with links, the new ones (not open
 * before the upload) picked out for annotations, and the severity threshold checked.
 *
 * Severity, as the service shows it: an alert whose rule has a security severity is critical, high, medium or
 * low; any other alert has its level (error, warning, note, none). Most severe first: critical, high, medium,
 * low, error, warning, note, none.
 */



/**
 * The upload's ref as the alert listing takes it (refs/heads/<branch> or refs/pull/<number>/merge), or undefined:
 * alerts of a tag or of refs/pull/<number>/head cannot be listed (spec, code scanning rule 2).
 */
function listableRef(ref) {
    return ref.startsWith('refs/') && src_api/* LISTING_REF */.n$.test(ref) ? ref : undefined;
}
/**
 * How many open alerts of every tool one listing reads (100 a page). Below it, that listing holds all of this
 * analysis' alerts too; at it, other tools' alerts may have pushed some of them out, so they are listed again by
 * tool (the service's `tool_name` filter): no other tool's alerts, however many, take this analysis' past the
 * severity threshold.
 */
const MAX_ALERTS = 10_000;
/** How many open alerts of one of this analysis' tools are read at most: far past what uploads can open. */
const MAX_ANALYSIS_ALERTS = 200_000;
/**
 * The open alerts on the ref that `wanted` keeps, given to a sink (every tool's when they fit in one listing, else
 * those of `tools`, listed by tool, to a new sink), how many of every tool were counted, and whether a listing
 * stopped at its cap. Nothing is kept of an alert but what the sink keeps: 200,000 alerts kept whole took 600 MB.
 */
async function openAlerts(api, repo, ref, tools, wanted, sink) {
    let kept = sink();
    let openOnRef = 0;
    for await (const alert of listOpen(api, repo, ref, MAX_ALERTS)) {
        openOnRef++;
        if (wanted(alert))
            kept.add(alert);
    }
    const truncated = openOnRef >= MAX_ALERTS;
    let analysisTruncated = false;
    if (truncated) {
        kept = sink();
        for (const tool of new Set(tools)) {
            let read = 0;
            for await (const alert of listOpen(api, repo, ref, MAX_ANALYSIS_ALERTS, tool)) {
                read++;
                if (wanted(alert))
                    kept.add(alert);
            }
            if (read >= MAX_ANALYSIS_ALERTS)
                analysisTruncated = true;
        }
    }
    return { kept, openOnRef, truncated, analysisTruncated };
}
/** Numbers of the open alerts of these tools on the ref, before an upload. */
async function openAlertNumbers(api, repo, ref, tools) {
    const numbers = () => {
        const set = new Set();
        return { set, add: (a) => void set.add(a.number) };
    };
    const { kept } = await openAlerts(api, repo, ref, tools, (a) => tools.includes(a.tool?.name ?? ''), numbers);
    return kept.set;
}
async function* listOpen(api, repo, ref, maxItems, tool) {
    try {
        yield* api.codeScanning.listRepoAlerts({
            ...repo,
            ref,
            state: 'open',
            per_page: 100,
            maxItems,
            ...(tool === undefined ? {} : { tool_name: tool }),
        });
    }
    catch (err) {
        // No analysis on the ref yet: the service may answer 404 rather than an empty list.
        if (err instanceof src_api/* ApiError */.hD && err.status === 404)
            return;
        throw err;
    }
}
/** Categories compare without their trailing slash ("nightly/" and "nightly" are one category). */
const sameCategory = (a, b) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
async function summarizeUploadAlerts(api, repo, ref, scope, options) {
    const listed = await openAlerts(api, repo, ref, scope.map((s) => s.tool), (alert) => {
        const category = alert.most_recent_instance?.category ?? '';
        return scope.some((s) => s.tool === alert.tool?.name && sameCategory(s.category, category));
    }, () => new Tally(options));
    const t = listed.kept;
    return {
        ref,
        counts: t.counts,
        open: t.open,
        openOnRef: listed.openOnRef,
        newCount: t.newCount,
        top: t.top.map((r) => r.row),
        topNew: t.topNew.map((r) => r.row),
        threshold: options.threshold,
        atOrAbove: t.atOrAbove.sort(byRank).map((r) => r.row),
        truncated: listed.truncated,
        analysisTruncated: listed.analysisTruncated,
    };
}
const byRank = (a, b) => compareAlerts(a.alert, b.alert);
/** Whether `item` is among the `max` most severe of `list` (kept in rank order). */
const fits = (list, item, max) => max > 0 && (list.length < max || byRank(item, list[list.length - 1]) < 0);
/** `item` into `list`, in rank order, the least severe let go past `max`. */
function keepTop(list, item, max) {
    let at = list.length;
    while (at > 0 && byRank(item, list[at - 1]) < 0)
        at--;
    list.splice(at, 0, item);
    if (list.length > max)
        list.pop();
}
/**
 * The summary's figures, alert by alert: counts, and a row only for the few shown (most severe, most severe new)
 * and those at or above the threshold.
 */
class Tally {
    options;
    counts = zeroCounts();
    open = 0;
    newCount = 0;
    top = [];
    topNew = [];
    atOrAbove = [];
    started;
    constructor(options) {
        this.options = options;
        this.started = Date.parse(options.startedAt);
    }
    add(alert) {
        const o = this.options;
        this.counts[severityOf(alert)]++;
        this.open++;
        const isNew = o.before ? !o.before.has(alert.number) : Date.parse(alert.created_at) >= this.started;
        if (isNew)
            this.newCount++;
        const { security_severity_level, severity } = alert.rule;
        const item = {
            row: undefined,
            alert: { number: alert.number, rule: { security_severity_level, severity } },
        };
        const meets = meetsThreshold(alert, o.threshold);
        const top = fits(this.top, item, o.maxTop ?? TOP_ALERTS);
        const topNew = isNew && fits(this.topNew, item, o.maxNew ?? TOP_ALERTS);
        if (!meets && !top && !topNew)
            return;
        item.row = { ...toAlertRow(alert), isNew };
        if (meets)
            this.atOrAbove.push(item);
        if (top)
            keepTop(this.top, item, o.maxTop ?? TOP_ALERTS);
        if (topNew)
            keepTop(this.topNew, item, o.maxNew ?? TOP_ALERTS);
    }
}

;// CONCATENATED MODULE: ./src/steps/upload-poll.ts
/**
 * Waiting for SARIF processing: every upload's status is polled together (POLL_CONCURRENCY requests at a time), each
 * on its own schedule that starts at one request a second and slows to one every five seconds, so completion is
 * noticed within about five seconds of the service finishing and no upload is asked about more than once a second.
 * Polling stops at the deadline (with one last look there). A 404 right after the upload counts as pending; a rate
 * limit pauses every upload until its reset when that comes before the deadline; a 5xx or network failure that
 * outlasts the client's retries is noted and polling goes on; any other error stops polling that upload.
 */


/** Waits as multiples of the minimum interval: 1, 1, 2, 3, 5, 5, ... (capped at the maximum). */
const STEPS = [1, 1, 2, 3, 5];
function pollInterval(attempt, minMs, maxMs) {
    return Math.min(maxMs, minMs * STEPS[Math.min(attempt, STEPS.length - 1)]);
}
/** Poll every upload's status until each is final, the deadline passes or polling is stopped. */
async function pollProcessing(api, repo, sarifIds, settings, clock, logger) {
    const minMs = Math.max(1, settings.minIntervalMs ?? 1_000);
    const start = clock.now();
    const deadline = start + settings.timeoutMs;
    const p = {
        api,
        repo,
        clock,
        logger,
        minMs,
        maxMs: Math.max(minMs, settings.maxIntervalMs ?? 5_000),
        start,
        deadline,
        // A request (retries and back-off included) ends within one poll interval of the deadline.
        requestDeadline: deadline + minMs,
        signal: settings.signal,
        each: sarifIds.length <= POLL_LOGGED,
        doneLogged: 0,
    };
    const tracked = sarifIds.map((sarifId) => ({
        result: { sarifId, status: 'pending', errors: [], analysesUrl: null, polls: 0, elapsedMs: 0 },
        nextAt: Math.min(start + minMs, deadline),
        lastAt: -Infinity,
    }));
    for (;;) {
        const waiting = tracked.filter((s) => s.nextAt !== Infinity);
        if (waiting.length === 0 || p.signal?.aborted)
            break;
        const next = Math.min(...waiting.map((s) => s.nextAt));
        const now = clock.now();
        if (next > now)
            await (0,src_api/* sleepUnlessAborted */.bp)(clock, next - now, p.signal);
        if (p.signal?.aborted)
            break;
        const due = waiting.filter((s) => s.nextAt <= next);
        const answers = await inTurns(due, POLL_CONCURRENCY, (s) => ask(p, s));
        const pauseUntil = Math.max(0, ...answers.map((a) => a.pauseUntil ?? 0));
        if (pauseUntil > 0)
            pauseForRateLimit(p, tracked, due, pauseUntil);
        if (!p.each)
            logProgress(p, tracked);
    }
    return tracked.map((s) => s.result);
}
/**
 * Status requests in flight at once: 500 uploads (10,000 files of a monorepo) asked about all at once would be 500
 * connections to the service in one burst.
 */
const POLL_CONCURRENCY = 10;
/** Up to this many uploads, each one's end is logged; past it, one line a round says how many are done. */
const POLL_LOGGED = 20;
/** `fn` over `items`, at most `n` at a time; the answers in the items' order. */
async function inTurns(items, n, fn) {
    const answers = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const i = next++;
            answers[i] = await fn(items[i]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
    return answers;
}
/** One line when more uploads are done than the last line said. */
function logProgress(p, tracked) {
    const done = tracked.filter((s) => s.result.status !== 'pending').length;
    if (done === p.doneLogged)
        return;
    p.doneLogged = done;
    const failed = tracked.filter((s) => s.result.status === 'failed' || s.result.status === 'error').length;
    p.logger.info(`processing: ${done} of ${tracked.length} uploads done${failed > 0 ? ` (${failed} failed or unreadable)` : ''} after ${(0,format/* formatDuration */.a3)(p.clock.now() - p.start)}`);
}
/** After a request that started at `t`: the next one, or Infinity when there is no time left for one. */
function schedule(p, s, t, notBefore = 0) {
    if (t >= p.deadline) {
        s.nextAt = Infinity;
        return;
    }
    let next = Math.max(t + pollInterval(s.result.polls, p.minMs, p.maxMs), notBefore);
    // One last look at the deadline itself, if that keeps to the minimum interval.
    if (next > p.deadline)
        next = p.deadline - t >= p.minMs && notBefore <= p.deadline ? p.deadline : Infinity;
    s.nextAt = next;
}
/** One status request about one upload: its state recorded and its next request scheduled (or a pause asked for). */
async function ask(p, s) {
    const r = s.result;
    const t = p.clock.now();
    s.lastAt = t;
    r.polls++;
    try {
        const status = await p.api.codeScanning.getSarifUpload({ ...p.repo, sarif_id: r.sarifId }, { deadline: p.requestDeadline, signal: p.signal });
        r.elapsedMs = p.clock.now() - p.start;
        if (status.processing_status === 'complete' || status.processing_status === 'failed') {
            r.status = status.processing_status;
            r.errors = status.errors ?? [];
            r.analysesUrl = status.analyses_url ?? null;
            r.note = undefined;
            s.nextAt = Infinity;
            if (p.each || r.status === 'failed')
                p.logger.info(`upload ${r.sarifId}: processing ${r.status} after ${(0,format/* formatDuration */.a3)(r.elapsedMs)}`);
            return {};
        }
        schedule(p, s, t);
        return {};
    }
    catch (err) {
        if (!(err instanceof src_api/* ApiError */.hD))
            throw err;
        r.elapsedMs = p.clock.now() - p.start;
        return askFailed(p, s, t, err);
    }
}
/** A status request that failed: pending (404), a pause (rate limit), another try (5xx, network) or an error. */
function askFailed(p, s, t, err) {
    const r = s.result;
    if (err.kind === 'aborted') {
        s.nextAt = Infinity;
        return {};
    }
    if (err.status === 404) {
        // The service may not know the id for a moment after the upload.
        schedule(p, s, t);
        return {};
    }
    if (err.kind === 'rate-limited') {
        // The client's one rule: Retry-After first, else the reset.
        const resume = err.retryAt ?? p.clock.now() + 60_000;
        r.note = `rate limited until ${new Date(resume).toISOString()}`;
        return { pauseUntil: resume };
    }
    const transient = err.kind === 'network' || err.kind === 'timeout' || (err.status !== undefined && err.status >= 500);
    r.note = err.serviceMessage + (err.status ? ` (${err.status})` : '');
    if (transient && p.clock.now() >= p.deadline) {
        s.nextAt = Infinity;
        return {};
    }
    if (transient) {
        p.logger.warn(`upload ${r.sarifId}: cannot read the processing status (${r.note}); trying again`);
        schedule(p, s, t);
        return {};
    }
    r.status = 'error';
    r.note = `cannot read the processing status: ${err.message.split('\n')[0]}${err.hint ? ` (${err.hint})` : ''}`;
    s.nextAt = Infinity;
    return {};
}
/** One token, one rate limit: every upload still waiting pauses until the reset, or stops when that is too late. */
function pauseForRateLimit(p, tracked, due, pauseUntil) {
    const until = new Date(pauseUntil).toISOString();
    const open = tracked.filter((s) => s.result.status === 'pending' && (s.nextAt !== Infinity || due.includes(s)));
    if (pauseUntil > p.deadline) {
        p.logger.warn(`rate limited until ${until}, after the processing timeout: polling stops`);
        for (const s of open) {
            s.result.note = `rate limited until ${until}, after the processing timeout`;
            s.nextAt = Infinity;
        }
    }
    else {
        p.logger.warn(`rate limited: polling pauses until ${until}`);
        for (const s of open)
            schedule(p, s, s.lastAt, pauseUntil);
    }
}

;// CONCATENATED MODULE: ./src/steps/upload-sarif.ts
/**
 * The upload step, as one plain function: find → validate → trim → category and fingerprints → encode (the
 * engine's `check`) → upload each upload the engine produced → poll their processing together → alert summary.
 *
 * Nothing half-uploaded: an invalid input (or, with on-trim `fail`, any trimming) stops the step before the first
 * request. The outcome carries everything the shells show (trim report, per-upload processing, alert summary,
 * annotations) and the reasons the step fails; it throws only for settings that are wrong (a UserError) and for
 * bugs. No @actions/core in here: the action entry and the CLI command decide how to show the outcome.
 */









/**
 * The step, read like codeql-action's `uploadFiles`: read the settings → check, trim and compress (nothing leaves
 * the machine) → upload → poll → judge the alerts. Each stage records what it did in the outcome; a stage that
 * ends the step says why there and the outcome is returned as it stands.
 */
async function uploadSarif(params, context) {
    const settings = readSettings(params, context);
    const { checked, outcome } = await checkAndCompress(params, settings);
    if (!readyToUpload(outcome, checked, params, settings))
        return finish(outcome);
    const listRef = listableRef(settings.ref);
    const tools = checked.report.runs.map((r) => r.tool);
    const before = settings.wait && listRef ? await openAlertsBefore(settings, listRef, tools) : undefined;
    const sent = await uploadEach(outcome, checked, params.checkoutPath, settings, context.onUpload);
    if (sent.length === 0 || !stillToWait(outcome, settings))
        return finish(outcome);
    if (!(await awaitProcessing(outcome, sent, settings, context.poll)))
        return finish(outcome);
    if (!alertsListable(outcome, settings, listRef))
        return finish(outcome);
    const alerts = await listAlerts(outcome, checked, settings, listRef, before, context);
    if (alerts)
        judgeAlerts(outcome, alerts, settings, listRef, params.annotations, context.maxAnnotations);
    return finish(outcome);
}
/** Read the inputs: defaults filled in, ref and commit checked (a UserError when wrong). */
function readSettings(params, context) {
    const { api } = context;
    const clock = context.clock ?? api.clock;
    const ref = params.ref.trim();
    const sha = params.sha.trim().toLowerCase();
    checkRefAndSha(ref, sha, { ref: 'ref', sha: 'sha' });
    return {
        api,
        clock,
        log: {
            info: (m) => context.logger?.info?.(m),
            warn: (m) => context.logger?.warn?.(m),
            debug: (m) => context.logger?.debug?.(m),
        },
        repo: params.repository,
        ref,
        sha,
        wait: params.waitForProcessing ?? DEFAULTS.waitForProcessing,
        timeoutMs: params.processingTimeoutMs ?? DEFAULTS.processingTimeoutSeconds * 1000,
        onTrim: params.onTrim ?? DEFAULTS.onTrim,
        onTimeout: params.onProcessingTimeout ?? DEFAULTS.onProcessingTimeout,
        threshold: params.failOnSeverity ?? DEFAULTS.failOnSeverity,
        startedAt: new Date(clock.now()).toISOString(),
        names: context.names ?? ACTION_SETTING_NAMES,
        signal: context.signal,
        claim: context.claim,
    };
}
/** The engine validates, trims and compresses (nothing leaves the machine yet); the outcome starts from its result. */
async function checkAndCompress(params, s) {
    const t = s.clock.now();
    s.log.info(`checking ${params.sarif.join(', ')}`);
    const checked = await (0,sarif/* check */.z6)(params.sarif, {
        category: params.category || undefined,
        checkoutRoot: params.checkoutPath,
        shrinkToFit: params.shrinkToFit ?? DEFAULTS.shrinkToFit,
        shrinkToFitHint: s.names.shrinkToFit,
    });
    const resultsKept = checked.report.runs.reduce((n, r) => n + r.resultsKept, 0);
    const resultsIn = checked.report.runs.reduce((n, r) => n + r.resultsIn, 0);
    const outcome = {
        ok: false,
        failures: [],
        warnings: [],
        repository: `${s.repo.owner}/${s.repo.repo}`,
        ref: s.ref,
        sha: s.sha,
        startedAt: s.startedAt,
        inputs: checked.inputs,
        diagnostics: checked.diagnostics,
        report: checked.report,
        trimmed: checked.report.trimmed,
        resultsKept,
        resultsDropped: resultsIn - resultsKept,
        uploads: checked.uploads.map((u) => ({
            index: u.index,
            runs: u.runs,
            results: u.results,
            tools: [...new Set(checked.report.runs.filter((r) => r.upload === u.index).map((r) => r.tool))],
            gzipBytes: u.gzip.length,
        })),
        processingStatus: 'not-uploaded',
        processingTimeoutMs: s.timeoutMs,
        annotations: [],
        timings: { checkMs: s.clock.now() - t, uploadMs: 0, processingMs: 0, alertsMs: 0 },
    };
    return { checked, outcome };
}
/** The outcome, its verdict set from its failures. */
function finish(outcome) {
    outcome.ok = outcome.failures.length === 0;
    return outcome;
}
/** Whether anything may be uploaded: not when the input is invalid, holds no run, or was trimmed under on-trim fail. */
function readyToUpload(outcome, checked, params, s) {
    if (!checked.valid) {
        failInvalid(outcome, checked);
        return false;
    }
    for (const d of checked.diagnostics)
        if (d.severity === 'warning')
            s.log.debug((0,sarif/* formatDiagnostic */.xy)(d));
    if (checked.uploads.length === 0) {
        // Valid SARIF without a single run: an analyser that wrote nothing should not pass silently.
        const text = `${params.sarif.join(', ')} holds no run: there is nothing to upload`;
        if (params.allowEmpty)
            outcome.warnings.push(text);
        else
            outcome.failures.push({
                message: text,
                hint: `Check that the analyser ran and wrote its results. Set ${s.names.allowEmpty} if an empty SARIF is expected.`,
            });
        return false;
    }
    if (checked.report.trimmed) {
        const text = `trimmed to fit the service's limits, dropping ${droppedParts(checked.report, outcome.resultsDropped, outcome.resultsKept)}`;
        if (s.onTrim === 'fail') {
            outcome.failures.push({
                message: `${text}; ${s.names.onTrim} is fail, so nothing was uploaded`,
                hint: `The trim report shows what each limit dropped. Set ${s.names.onTrim} to warn (or report) to upload the top-ranked results, or make the analyser report less.`,
            });
            return false;
        }
        if (s.onTrim === 'warn')
            outcome.warnings.push(`${text} (see the trim report)`);
        s.log.info(text);
    }
    const refused = s.claim?.(checked.report.runs.map((r) => ({ tool: r.tool, category: r.category })));
    if (refused) {
        outcome.failures.push({
            message: `${refused}; nothing was uploaded`,
            hint: `Give each upload of a job its own category input (a run's automationDetails.id in the file takes precedence over it), or upload the files in one step.`,
        });
        return false;
    }
    return true;
}
/** The alerts open before the upload, to tell the new ones apart afterwards (undefined when they cannot be listed). */
async function openAlertsBefore(s, listRef, tools) {
    return openAlertNumbers(s.api, s.repo, listRef, tools).catch((err) => {
        s.log.debug(`cannot list the alerts before the upload (${err.message.split('\n')[0]}); alerts created after the start count as new`);
        return undefined;
    });
}
/** Upload, one request per upload the engine produced, stopping at the first that fails: the records acknowledged. */
async function uploadEach(outcome, checked, checkoutPath, s, onUpload) {
    const t = s.clock.now();
    const checkoutUri = (0,external_node_url_.pathToFileURL)((0,external_node_path_.resolve)(checkoutPath)).href;
    const sent = [];
    const { signal } = s;
    for (const [i, u] of checked.uploads.entries()) {
        const record = outcome.uploads[i];
        const of = checked.uploads.length > 1 ? ` of ${checked.uploads.length}` : '';
        if (signal?.aborted) {
            outcome.failures.push({
                message: `${s.names.stopped} was stopped (${stopReason(signal)}) before upload ${i + 1}${of}: ${(0,format/* plural */.LS)(sent.length, 'upload')} made`,
            });
            break;
        }
        try {
            const receipt = await s.api.codeScanning.uploadSarif({
                ...s.repo,
                commit_sha: s.sha,
                ref: s.ref,
                sarif: u.sarif,
                checkout_uri: checkoutUri,
                started_at: s.startedAt,
                tool_name: record.tools.join(', ') || undefined,
                validate: true,
            });
            record.sarifId = receipt.id;
            record.url = receipt.url;
            sent.push(record);
            onUpload?.(record);
            s.log.info(`upload ${i + 1}${of}: ${(0,format/* plural */.LS)(u.results, 'result')} in ${(0,format/* plural */.LS)(u.runs, 'run')}, sarif id ${receipt.id}`);
        }
        catch (err) {
            if (!(err instanceof src_api/* ApiError */.hD))
                throw err;
            failUpload(outcome, record, err, i, checked.uploads.length, sent.length, s);
            break;
        }
    }
    outcome.timings.uploadMs = s.clock.now() - t;
    return sent;
}
/** An upload the service did not acknowledge (refused, or stopped in flight): its error and the step's failure. */
function failUpload(outcome, record, err, i, uploads, acknowledged, s) {
    const signal = s.signal;
    const of = uploads > 1 ? ` of ${uploads}` : '';
    if (err.kind === 'aborted') {
        record.uploadError = `stopped (${stopReason(signal)}) before the service answered`;
        outcome.failures.push({
            message: `${s.names.stopped} was stopped (${stopReason(signal)}) during upload ${i + 1}${of}, before the service answered: ${(0,format/* plural */.LS)(acknowledged, 'upload')} acknowledged; whether the service kept upload ${i + 1} is not known`,
            hint: 'Run the step again: an analysis uploaded again for the same commit, ref and category replaces the earlier one.',
        });
        return;
    }
    record.uploadError = err.message.split('\n')[0];
    const rest = uploads - i - 1;
    outcome.failures.push({
        message: `upload ${i + 1}${of} failed: ${record.uploadError}${rest > 0 ? ` (the ${(0,format/* plural */.LS)(rest, 'upload')} after it were not sent)` : ''}`,
        hint: uploadHint(err, s.names) ?? err.hint,
    });
}
/** After the uploads: whether to wait for processing (not when the step was stopped or told not to wait). */
function stillToWait(outcome, s) {
    if (s.signal?.aborted) {
        outcome.processingStatus = 'interrupted';
        outcome.alertsSkipped = 'the step was stopped';
        return false;
    }
    if (s.wait)
        return true;
    outcome.processingStatus = 'not-waited';
    outcome.alertsSkipped = `not waiting for processing (${s.names.noWait})`;
    if (s.threshold !== 'none')
        outcome.warnings.push(`the severity threshold (${s.threshold}) was not checked: it needs the alerts after processing (${s.names.noWait})`);
    return false;
}
/** Poll the processing of every upload together, then judge it: false when the step was stopped meanwhile. */
async function awaitProcessing(outcome, sent, s, poll) {
    const t = s.clock.now();
    s.log.info(`waiting for processing (at most ${(0,format/* formatDuration */.a3)(s.timeoutMs)})`);
    const results = await pollProcessing(s.api, s.repo, sent.map((r) => r.sarifId), { timeoutMs: s.timeoutMs, ...poll, signal: s.signal }, s.clock, s.log);
    outcome.timings.processingMs = s.clock.now() - t;
    sent.forEach((r, i) => (r.processing = results[i]));
    if (s.signal?.aborted) {
        stoppedWhilePolling(outcome, sent, s);
        return false;
    }
    judgeProcessing(outcome, sent, s.onTimeout, s.timeoutMs, s.names);
    return true;
}
/** Whether the alerts can be summarized: every upload made and processed, on a ref the listing takes. */
function alertsListable(outcome, s, listRef) {
    if (outcome.uploads.some((u) => u.uploadError)) {
        outcome.alertsSkipped = 'not every upload was made';
        return false;
    }
    if (outcome.processingStatus !== 'complete') {
        outcome.alertsSkipped = `processing did not complete (${outcome.processingStatus})`;
        return false;
    }
    if (listRef)
        return true;
    outcome.alertsSkipped = `alerts of ${s.ref} cannot be listed (the listing takes ${src_api/* LISTING_REF_FORMS */.zl})`;
    if (s.threshold !== 'none')
        outcome.warnings.push(`the severity threshold (${s.threshold}) was not checked: ${outcome.alertsSkipped}`);
    return false;
}
/** The alerts of this analysis on the ref, new ones told apart (undefined, with the reason, when not listed). */
async function listAlerts(outcome, checked, s, listRef, before, context) {
    const t = s.clock.now();
    try {
        outcome.alerts = await summarizeUploadAlerts(s.api, s.repo, listRef, checked.report.runs.map((r) => ({ tool: r.tool, category: r.category })), {
            before,
            startedAt: s.startedAt,
            threshold: s.threshold,
            maxTop: context.maxTopAlerts,
            maxNew: context.maxAnnotations ?? 10,
        });
    }
    catch (err) {
        if (!(err instanceof src_api/* ApiError */.hD))
            throw err;
        if (err.kind === 'aborted') {
            outcome.alertsSkipped = 'the step was stopped';
            outcome.failures.push({
                message: `${s.names.stopped} was stopped (${stopReason(s.signal)}) while listing the alerts: every upload was processed; the alert summary and the severity threshold were not checked`,
            });
            return undefined;
        }
        outcome.alertsSkipped = `the alerts could not be listed: ${err.message.split('\n')[0]}`;
        const problem = { message: outcome.alertsSkipped, hint: err.hint };
        if (s.threshold !== 'none')
            outcome.failures.push({
                ...problem,
                message: `${problem.message}; the severity threshold (${s.threshold}) cannot be checked`,
            });
        else
            outcome.warnings.push(problem.message);
        return undefined;
    }
    outcome.timings.alertsMs = s.clock.now() - t;
    return outcome.alerts;
}
/** Report the alerts: a progress line, annotations per the policy, and a failure for those at or above the threshold. */
function judgeAlerts(outcome, a, s, listRef, annotations, maxAnnotations = 10) {
    s.log.info(`alerts: ${(0,format/* plural */.LS)(a.open, 'open alert')} from this analysis on ${listRef} (${(0,format/* plural */.LS)(a.newCount, 'new one', 'new ones')}), ${a.truncated ? `${(0,format/* formatCount */.B4)(a.openOnRef)}+ open alerts` : (0,format/* plural */.LS)(a.openOnRef, 'open alert')} from every tool`);
    const policy = annotations ?? DEFAULTS.annotations;
    const annotated = policy === 'none' ? [] : policy === 'new' ? a.topNew : a.atOrAbove.filter((r) => r.isNew);
    outcome.annotations = annotated.slice(0, maxAnnotations).map((r) => annotationOf(r, policy === 'failing'));
    if (a.atOrAbove.length > 0) {
        const shown = a.atOrAbove.slice(0, 5).map((r) => `#${r.number} ${r.severity} ${r.ruleId} at ${where(r)}`);
        const more = a.atOrAbove.length > shown.length ? `, and ${a.atOrAbove.length - shown.length} more` : '';
        outcome.failures.push({
            message: `${(0,format/* plural */.LS)(a.atOrAbove.length, 'open alert')} at or above ${s.threshold} (${s.names.failOnSeverity}): ${shown.join('; ')}${more}`,
            hint: `Fix or dismiss them, or raise ${s.names.failOnSeverity}.`,
        });
    }
}
/** What stopped the step: the abort reason when it is a word (SIGTERM), else "stopped". */
function stopReason(signal) {
    return typeof signal?.reason === 'string' ? signal.reason : 'stopped';
}
/** Stopped while polling: what was uploaded and its last known status, as one failure. */
function stoppedWhilePolling(outcome, sent, s) {
    const { names } = s;
    const reason = stopReason(s.signal);
    outcome.processingStatus = 'interrupted';
    outcome.alertsSkipped = 'the step was stopped';
    const states = sent.map((r) => `sarif id ${r.sarifId}: ${r.processing?.status ?? 'pending'}${r.processing?.note ? ` (${r.processing.note})` : ''}`);
    outcome.failures.push({
        message: `${names.stopped} was stopped (${reason}) while waiting for processing; ${(0,format/* plural */.LS)(sent.length, 'upload')} made, last known status: ${states.join('; ')}`,
        hint: `The uploads were accepted; the service goes on processing them. Their status is at the URLs in ${names.statusUrls}.`,
    });
}
/** Invalid input: the first errors as failure text and annotations; nothing was sent. */
function failInvalid(outcome, checked) {
    const errors = checked.diagnostics.filter((d) => d.severity === 'error');
    const invalid = checked.inputs.filter((i) => i.errors > 0);
    const count = checked.inputs.reduce((n, i) => n + i.errors, 0) || errors.length;
    const shown = errors.slice(0, 10).map((d) => (0,sarif/* formatDiagnostic */.xy)(d).split('\n')[0]);
    const more = count > shown.length ? `\n(${(0,format/* plural */.LS)(count - shown.length, 'more error')})` : '';
    const what = invalid.length > 0
        ? `${(0,format/* plural */.LS)(invalid.length, 'SARIF input')} ${invalid.length === 1 ? 'is' : 'are'} invalid`
        : 'the SARIF cannot be uploaded';
    outcome.failures.push({
        message: `${what} (${(0,format/* plural */.LS)(count, 'error')}): nothing was uploaded\n${shown.join('\n')}${more}`,
        hint: 'Fix the errors listed; `sarif-pipeline check <path>` shows the same report locally.',
    });
    outcome.annotations = errors.slice(0, 10).map((d) => ({
        level: 'error',
        title: `invalid SARIF [${d.rule}]`,
        message: `${d.pointer ? `${d.pointer}: ` : ''}${d.message}${d.hint ? `\nhint: ${d.hint}` : ''}`,
        file: d.file,
        ...(d.line !== undefined ? { startLine: d.line, startColumn: d.column } : {}),
    }));
}
/** Besides results: the other limits that dropped something. */
function droppedParts(report, resultsDropped, resultsKept) {
    const parts = sarif/* DROPPED_KINDS */.li.filter((k) => k.key !== 'results' && k.key !== 'resultsForSize')
        .map((k) => ({ k, total: report.runs.reduce((n, r) => n + r.dropped[k.key], 0) }))
        .filter(({ total }) => total > 0)
        .map(({ k, total }) => (0,format/* plural */.LS)(total, k.noun));
    if (resultsDropped > 0)
        parts.unshift(`${(0,format/* plural */.LS)(resultsDropped, 'result')} (the lowest-ranked; ${(0,format/* formatCount */.B4)(resultsKept)} kept)`);
    return parts.join(', ');
}
function uploadHint(err, names) {
    if (err.status === 413)
        return 'The upload is above the service limit: the engine should have caught this; please report it.';
    if (err.kind === 'network' || err.kind === 'timeout')
        return `Check ${names.apiUrl} (${err.url ? `the request went to ${new URL(err.url).origin}` : 'the API URL'}) and the network; the upload was retried before giving up.`;
    return undefined;
}
/** The overall processing status, and failures or warnings for failed and unfinished uploads. */
function judgeProcessing(outcome, sent, onTimeout, timeoutMs, names) {
    const label = (r) => `upload ${r.index + 1}${outcome.uploads.length > 1 ? ` of ${outcome.uploads.length}` : ''} (sarif id ${r.sarifId})`;
    let failed = false;
    let pending = false;
    for (const r of sent) {
        const p = r.processing;
        if (p.status === 'failed') {
            failed = true;
            const errors = p.errors.length > 0 ? p.errors.map((e) => `\n  - ${e}`).join('') : ' (the service gave no errors)';
            outcome.failures.push({
                message: `processing of ${label(r)} failed; the service says:${errors}`,
                hint: 'The service rejected the analysis: fix what it lists and upload again.',
            });
        }
        else if (p.status === 'error') {
            failed = true;
            outcome.failures.push({ message: `processing of ${label(r)}: ${p.note}` });
        }
        else if (p.status === 'pending') {
            pending = true;
            const message = `processing of ${label(r)} did not finish within ${(0,format/* formatDuration */.a3)(timeoutMs)}${p.note ? ` (${p.note})` : ''}`;
            if (onTimeout === 'fail') {
                outcome.failures.push({
                    message: `${message}; ${names.onProcessingTimeout} is fail`,
                    hint: `The service may still finish it, but nothing confirms the upload was accepted. Raise ${names.processingTimeout}, or set ${names.onProcessingTimeout} to warn to pass anyway.`,
                });
            }
            else {
                outcome.warnings.push(`${message}; the step passes (${names.onProcessingTimeout} is warn), but the upload is unconfirmed`);
            }
        }
    }
    outcome.processingStatus = failed ? 'failed' : pending ? 'timeout' : 'complete';
}
/** An alert's file annotation: an error when it fails the step or is severe, else a warning. */
function annotationOf(row, failsTheStep) {
    const severe = row.severity === 'critical' || row.severity === 'high' || row.severity === 'error';
    const { startLine, endLine, startColumn, endColumn } = row;
    return {
        level: failsTheStep || severe ? 'error' : 'warning',
        title: `${row.severity} ${row.ruleId}: ${row.ruleDescription}`,
        message: `${row.message || row.ruleDescription}\n${row.tool} alert #${row.number}: ${row.url}`,
        ...(row.path ? { file: row.path } : {}),
        ...(row.path && startLine
            ? {
                startLine,
                endLine: endLine || startLine,
                // Columns only on a one-line span (the runner ignores them otherwise).
                ...((endLine ?? startLine) === startLine && startColumn
                    ? { startColumn, endColumn: endColumn || startColumn }
                    : {}),
            }
            : {}),
    };
}

;// CONCATENATED MODULE: ./src/cli/commands/upload.ts
/**
 * `sarif-pipeline upload`: the upload step from any CI or a terminal. The same function as the action
 * (check → upload → poll → alert summary), with the token from SVC_TOKEN (else GITHUB_TOKEN), the repository,
 * ref and commit from flags (else the GITHUB_* variables, else the Git checkout), and the outcome printed as
 * text or JSON. Exit 0 when the step passes, 1 when it fails, 2 for a usage error.
 */








const upload_HELP = `sarif-pipeline upload: check, trim and upload SARIF to code scanning, wait for processing, summarize alerts.

Usage:
  sarif-pipeline upload <path|dir|glob|->... --repo owner/name --ref REF --sha SHA [options]

The token is read from SVC_TOKEN (else GITHUB_TOKEN), never from an argument. It needs security_events
(write to upload, read for the alert summary).

Options:
  --repo owner/name   repository (default GITHUB_REPOSITORY)
  --ref REF           refs/heads/<branch>, refs/tags/<tag>, refs/pull/<n>/merge or refs/pull/<n>/head
                      (default GITHUB_REF, else the branch checked out in --checkout)
  --sha SHA           the analysed commit, 40 hex digits (default GITHUB_SHA, else HEAD of --checkout)
  --category C        set every run's category (runAutomationDetails.id)
  --checkout DIR      checkout root the SARIF paths are relative to (default GITHUB_WORKSPACE, else .)
  --api-url URL       API root (default GITHUB_API_URL, else the hosted API)
  --no-wait           do not wait for processing (no alert summary, no --fail-on check)
  --timeout S         longest wait for processing, in seconds (default ${DEFAULTS.processingTimeoutSeconds})
  --on-timeout P      warn | fail (default ${DEFAULTS.onProcessingTimeout}) when processing is not done by then
  --on-trim P         report | warn | fail (default ${DEFAULTS.onTrim}) when results were dropped to fit the limits
  --fail-on SEV       fail when an open alert is at or above SEV: none, note, warning, error (levels) or
                      low, medium, high, critical (security severity); default none
  --no-shrink-to-fit  fail instead of dropping the lowest-ranked results when an upload is above 10 MB gzip
  --allow-empty       pass when the SARIF holds no run (nothing is uploaded); without it, that fails
  --json              print the whole outcome as JSON
  -h, --help          this help

Exit status: 0 passed, 1 failed (invalid SARIF, upload or processing failed, timeout with --on-timeout fail,
alerts at or above --fail-on), 2 usage error.
`;
const upload_OPTIONS = {
    ...shared/* COMMON_OPTIONS */.DT,
    repo: { type: 'string' },
    ref: { type: 'string' },
    sha: { type: 'string' },
    category: { type: 'string' },
    checkout: { type: 'string' },
    'no-wait': { type: 'boolean', default: false },
    timeout: { type: 'string' },
    'on-timeout': { type: 'string' },
    'on-trim': { type: 'string' },
    'fail-on': { type: 'string' },
    'no-shrink-to-fit': { type: 'boolean', default: false },
    'allow-empty': { type: 'boolean', default: false },
};
const upload_COMMAND = 'upload';
/** `git <args>` in `dir`, or undefined when Git or the answer is missing. */
function upload_git(dir, args) {
    try {
        const out = (0,external_node_child_process_.execFileSync)('git', args, {
            cwd: dir,
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'ignore'],
            timeout: 10_000,
        });
        return out.trim() || undefined;
    }
    catch {
        return undefined;
    }
}
/** The flags checked: what to upload, where (repository, ref, commit: flags, else the workflow's or git's), and how. */
function readFlags(values, positionals, env) {
    if (positionals.length === 0) {
        throw (0,shared/* usageError */.Wp)(upload_COMMAND, 'upload needs at least one SARIF file, directory or glob pattern', 'Example: sarif-pipeline upload results/ --repo acme/webapp --ref refs/heads/main --sha <sha>');
    }
    const repository = (0,shared/* parseRepo */.E3)(values.repo, upload_COMMAND, env);
    const checkout = values.checkout ?? (env.GITHUB_WORKSPACE || '.');
    const ref = values.ref ?? (env.GITHUB_REF || upload_git(checkout, ['symbolic-ref', '-q', 'HEAD']) || '');
    const sha = (values.sha ?? (env.GITHUB_SHA || upload_git(checkout, ['rev-parse', 'HEAD']) || '')).toLowerCase();
    try {
        checkRefAndSha(ref, sha, { ref: '--ref', sha: '--sha' });
    }
    catch (err) {
        const e = err;
        throw (0,shared/* usageError */.Wp)(upload_COMMAND, e.message, e.hint);
    }
    const label = (flag) => `--${flag}`;
    const settings = {
        processingTimeoutMs: (0,inputs/* parseDuration */.E9)(values.timeout, label('timeout'), {
            unit: 's',
            fallback: DEFAULTS.processingTimeoutSeconds,
        }).ms,
        onProcessingTimeout: (0,inputs/* parseChoice */.HU)(values['on-timeout'], TIMEOUT_POLICIES, DEFAULTS.onProcessingTimeout, label('on-timeout')),
        onTrim: (0,inputs/* parseChoice */.HU)(values['on-trim'], TRIM_POLICIES, DEFAULTS.onTrim, label('on-trim')),
        failOnSeverity: (0,inputs/* parseChoice */.HU)(values['fail-on'], SEVERITY_THRESHOLDS, DEFAULTS.failOnSeverity, label('fail-on')),
    };
    return { repository, checkout, ref, sha, settings };
}
async function upload_run(args, io = (0,shared/* processIo */.Wr)(), setup = {}) {
    const { values, positionals } = (0,shared/* parseCommandArgs */.Qx)(upload_COMMAND, args, upload_OPTIONS);
    if (values.help) {
        io.stdout(upload_HELP);
        return 0;
    }
    const category = (0,shared/* categoryOption */.s9)(values.category, upload_COMMAND);
    const { repository, checkout, ref, sha, settings } = readFlags(values, positionals, io.env);
    const { api, out } = (0,shared/* connect */.Ng)(io, upload_COMMAND, values['api-url'], {
        client: { maxRateLimitWaitMs: Math.min(120_000, settings.processingTimeoutMs), ...setup.client },
    });
    let outcome;
    try {
        outcome = await uploadSarif({
            sarif: positionals,
            repository,
            ref,
            sha,
            category,
            checkoutPath: checkout,
            waitForProcessing: !values['no-wait'],
            shrinkToFit: !values['no-shrink-to-fit'],
            allowEmpty: values['allow-empty'],
            ...settings,
        }, {
            api,
            poll: setup.poll,
            names: {
                onTrim: '--on-trim',
                allowEmpty: '--allow-empty',
                onProcessingTimeout: '--on-timeout',
                failOnSeverity: '--fail-on',
                processingTimeout: '--timeout',
                noWait: '--no-wait',
                shrinkToFit: 'leave out --no-shrink-to-fit',
                apiUrl: `the API URL (${shared/* API_URL_SOURCES */.mG})`,
                stopped: 'the command',
                statusUrls: 'the output above',
            },
            logger: values.json ? {} : { info: (m) => out.stderr(`${(0,shared/* printable */.g$)(m)}\n`) },
            signal: io.signal,
        });
    }
    catch (err) {
        throw (0,shared/* toUserError */.dZ)(err);
    }
    if (values.json)
        (0,shared/* printJson */.Q2)(out, outcome);
    else
        out.stdout(formatText(outcome));
    return outcome.ok ? 0 : 1;
}
/** The outcome as a person reads it in a CI log. */
function formatText(o) {
    const out = [];
    const errors = o.diagnostics.filter((d) => d.severity === 'error');
    out.push(...(0,sarif/* formatDiagnostics */.oO)(errors.slice(0, 50)));
    if (errors.length > 50)
        out.push(`(${errors.length - 50} more errors)`);
    if (errors.length > 0)
        out.push('');
    out.push(...(0,sarif/* formatInputs */.Bt)(o.inputs));
    if (o.report.runs.length > 0)
        out.push('', (0,sarif/* formatReport */.CI)(o.report));
    if (o.uploads.some((u) => u.sarifId || u.uploadError)) {
        out.push('');
        for (const u of o.uploads) {
            const p = u.processing;
            const state = u.uploadError
                ? `not uploaded: ${u.uploadError}`
                : !u.sarifId
                    ? 'not sent'
                    : !p
                        ? `sarif id ${u.sarifId}, uploaded${o.processingStatus === 'not-waited' ? ' (not waited for)' : ''}`
                        : `sarif id ${u.sarifId}, processing ${p.status}${p.status === 'complete' ? ` after ${(0,format/* formatDuration */.a3)(p.elapsedMs)}` : ''}${p.note ? ` (${p.note})` : ''}`;
            out.push(`upload ${u.index + 1}: ${state}`);
            if (p?.status === 'failed')
                for (const e of p.errors)
                    out.push(`  service error: ${e}`);
        }
    }
    const a = o.alerts;
    if (a) {
        out.push('', `alerts on ${a.ref}: ${(0,format/* formatCount */.B4)(a.open)} open from this analysis (${(0,format/* formatCount */.B4)(a.newCount)} new), ${(0,format/* formatCount */.B4)(a.openOnRef)}${a.truncated ? '+' : ''} open from every tool`, `  ${SEVERITY_ORDER.filter((k) => a.counts[k] > 0)
            .map((k) => `${k} ${(0,format/* formatCount */.B4)(a.counts[k])}`)
            .join(', ') || 'none open'}`);
        if (a.top.length > 0) {
            out.push('');
            out.push((0,shared/* formatTable */.ku)(['#', 'severity', 'rule', 'location', 'new', 'message'], a.top.map((r) => [
                r.number,
                r.severity,
                r.ruleId,
                where(r),
                r.isNew ? 'new' : '',
                r.message.slice(0, 100),
            ])).trimEnd());
        }
    }
    else if (o.alertsSkipped && o.uploads.some((u) => u.sarifId)) {
        out.push('', `no alert summary: ${o.alertsSkipped}`);
    }
    if (o.warnings.length > 0)
        out.push('', ...o.warnings.map((w) => `warning: ${w}`));
    out.push('');
    if (o.ok) {
        const ids = o.uploads.filter((u) => u.sarifId).length;
        out.push(`OK: ${(0,format/* plural */.LS)(ids, 'upload')}, processing ${o.processingStatus}`);
    }
    else {
        out.push('FAILED:');
        for (const f of o.failures) {
            out.push(`  ${f.message.split('\n').join('\n  ')}`);
            if (f.hint)
                out.push(`    hint: ${f.hint}`);
        }
    }
    return `${out.map(shared/* printable */.g$).join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/cli/commands/index.ts
/**
 * The commands that call the service, behind one dynamic import: the bundle then carries the client and the
 * steps once, instead of a copy in each command's chunk, and `check` still loads none of them.
 */












/***/ }),

/***/ 94:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HASH_TIMEOUT_MS: () => (/* binding */ HASH_TIMEOUT_MS),
/* harmony export */   hashFilesSync: () => (/* binding */ hashFilesSync),
/* harmony export */   rootedAt: () => (/* binding */ rootedAt)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _threads_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95900);
/**
 * `hashFiles()` as the service's runner computes it: the runner hands the patterns to a Node script built on
 * @actions/glob (its `hashFiles`), so that is what runs here too, with the same semantics (`*`, `?`, `[...]`, `**`
 * as a whole segment, `!` exclusions in order, a directory standing for what it holds, `.`-files included, the
 * files in the order the glob walks them, `--follow-symbolic-links` as a first argument).
 *
 * Expressions are evaluated synchronously and @actions/glob is asynchronous, so it runs in a worker thread the
 * evaluating thread waits for (`Atomics.wait`, at most HASH_TIMEOUT_MS), as the runner waits for its script.
 */


const ROLE = _threads_js__WEBPACK_IMPORTED_MODULE_1__/* .WORKER_ROLES */ .T.hashFiles;
/** The runner's own limit for hashFiles is 120 s; a wait past it is an error, not a hang. */
const HASH_TIMEOUT_MS = 120_000;
const START_TIMEOUT_MS = 30_000;
let worker;
/** The hash of the workspace's files the patterns match ('' when none does); throws on a refused pattern. */
function hashFilesSync(workspace, args) {
    if (!worker) {
        // The worker says it serves (it loaded @actions/glob) before the first job is posted: a worker that could not
        // start is an error within START_TIMEOUT_MS, not a wait of HASH_TIMEOUT_MS.
        const ready = new Int32Array(new SharedArrayBuffer(4));
        const started = (0,_threads_js__WEBPACK_IMPORTED_MODULE_1__/* .startModuleWorker */ .p)(import.meta.url, ROLE, { ready });
        started.unref(); // idle between calls; the caller waits on `done`, not on the worker
        started.on('exit', () => {
            if (worker === started)
                worker = undefined;
        });
        if (Atomics.wait(ready, 0, 0, START_TIMEOUT_MS) === 'timed-out') {
            void started.terminate();
            throw new Error(`hashFiles could not start its worker within ${START_TIMEOUT_MS / 1000} s`);
        }
        worker = started;
    }
    const { port1, port2 } = new node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.MessageChannel();
    const done = new Int32Array(new SharedArrayBuffer(4));
    worker.postMessage({ patterns: args, workspace, port: port2, done }, [port2]);
    const waited = Atomics.wait(done, 0, 0, HASH_TIMEOUT_MS);
    const answer = (0,node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.receiveMessageOnPort)(port1)?.message;
    port1.close();
    if (waited === 'timed-out' || !answer)
        throw new Error(`hashFiles did not finish within ${HASH_TIMEOUT_MS / 1000} s`);
    if ('error' in answer)
        throw new Error(answer.error);
    return answer.hash;
}
/**
 * A pattern line rooted at the workspace, as the runner's script roots it at its working directory (the workspace):
 * the worker shares this process's directory, which need not be the workspace. Escaped as @actions/glob escapes it.
 */
function rootedAt(workspace, line) {
    const text = line.trim();
    if (!text || text.startsWith('#'))
        return text;
    const not = /^!*/.exec(text)[0];
    const pattern = text.slice(not.length);
    const root = workspace
        .replace(/\\/g, '\\\\')
        .replace(/(\[)(?=[^/]+\])/g, '[[]')
        .replace(/\?/g, '[?]')
        .replace(/\*/g, '[*]');
    if (pattern === '.' || pattern.startsWith('./'))
        return not + root + pattern.slice(1);
    if (pattern.startsWith('/') || pattern === '~' || pattern.startsWith('~/'))
        return text;
    return `${not}${root}/${pattern}`;
}
/** In the worker: each job hashed by @actions/glob, its debug lines (`::debug::` on stdout) kept out of the log. */
async function serve() {
    const { parentPort } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 75919, 23));
    const glob = await __webpack_require__.e(/* import() */ 337).then(__webpack_require__.bind(__webpack_require__, 34337));
    process.stdout.write = (() => true);
    parentPort.on('message', (job) => {
        const follow = job.patterns[0] === '--follow-symbolic-links';
        const lines = (follow ? job.patterns.slice(1) : job.patterns).flatMap((p) => p.split('\n'));
        const patterns = lines.map((line) => rootedAt(job.workspace, line)).join('\n');
        glob
            .hashFiles(patterns, job.workspace, { followSymbolicLinks: follow }, false)
            .then((hash) => ({ hash }), (err) => ({ error: err.message }))
            .then((answer) => {
            job.port.postMessage(answer);
            job.port.close();
            Atomics.store(job.done, 0, 1);
            Atomics.notify(job.done, 0);
        });
    });
    const { ready } = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData;
    Atomics.store(ready, 0, 1);
    Atomics.notify(ready, 0);
}
if (!node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.isMainThread && node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData?.role === ROLE)
    void serve();


/***/ })

};
