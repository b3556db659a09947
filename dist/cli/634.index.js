export const id = 634;
export const ids = [634];
export const modules = {

/***/ 9764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ readToken),
/* harmony export */   DT: () => (/* binding */ COMMON_OPTIONS),
/* harmony export */   E3: () => (/* binding */ parseRepo),
/* harmony export */   Fw: () => (/* binding */ requireToken),
/* harmony export */   NJ: () => (/* binding */ positiveInt),
/* harmony export */   Q2: () => (/* binding */ printJson),
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   Wp: () => (/* binding */ usageError),
/* harmony export */   Wr: () => (/* binding */ processIo),
/* harmony export */   c_: () => (/* binding */ resolveApiUrl),
/* harmony export */   dZ: () => (/* binding */ toUserError),
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   ku: () => (/* binding */ formatTable),
/* harmony export */   l4: () => (/* binding */ requireId),
/* harmony export */   ll: () => (/* binding */ formatFields),
/* harmony export */   n5: () => (/* binding */ readSecret),
/* harmony export */   px: () => (/* binding */ callApi),
/* harmony export */   ry: () => (/* binding */ splitList),
/* harmony export */   xP: () => (/* binding */ createApi)
/* harmony export */ });
/* unused harmony export TOKEN_VARIABLES */
/* harmony import */ var node_readline__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(481);
/* harmony import */ var node_readline__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_readline__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4276);
/* harmony import */ var _sarif_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1378);
/**
 * What every API command of the CLI shares: argument parsing (usage errors exit 2, and secrets are refused as
 * arguments because arguments show in process lists and shell history), credentials from the environment
 * (the token from SVC_TOKEN else GITHUB_TOKEN), the API URL (--api-url, else GITHUB_API_URL, else the hosted
 * API), `--repo owner/name`, a client whose warnings (Deprecation, retries, rate-limit waits) go to stderr,
 * ApiError turned into a UserError (message and hint, exit 1; exit 2 for a request refused before sending),
 * and output as JSON (`--json`) or as readable text tables with the service's strings made safe for a terminal.
 *
 * Commands write only through a CommandIo, so tests capture everything a command prints.
 */




function processIo() {
    return {
        stdout: (text) => void process.stdout.write(text),
        stderr: (text) => void process.stderr.write(text),
        env: process.env,
        interactive: Boolean(process.stdin.isTTY),
        promptSecret,
    };
}
/** Read one line from the terminal; the answer is not echoed (the question goes to stderr). */
function promptSecret(question) {
    return new Promise((resolve, reject) => {
        const rl = (0,node_readline__WEBPACK_IMPORTED_MODULE_0__.createInterface)({ input: process.stdin, output: process.stderr, terminal: true });
        process.stderr.write(question);
        // Keep readline from echoing what is typed: only the question is written.
        rl._writeToOutput = () => { };
        rl.once('line', (line) => {
            process.stderr.write('\n');
            rl.close();
            resolve(line.trim());
        });
        rl.once('SIGINT', () => {
            rl.close();
            reject(new _sarif_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y('cancelled', undefined, 2));
        });
    });
}
// Arguments
/** Options every API command takes. */
const COMMON_OPTIONS = {
    'api-url': { type: 'string' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
};
/** Secrets that must never be arguments, and where each is read from instead. */
const SECRET_ARGS = {
    '--token': 'SVC_TOKEN or GITHUB_TOKEN',
    '--password': 'SVC_PASSWORD',
    '--otp': 'SVC_OTP (or answer the prompt in a terminal)',
    '--client-secret': 'SVC_CLIENT_SECRET',
    '--secret': 'the environment variable the command names',
};
function usageError(command, message, hint) {
    return new _sarif_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y(message, hint ?? `Run \`sarif-pipeline ${command} --help\` for the usage.`, 2);
}
/**
 * parseArgs with usage errors (exit 2) and a refusal of secret-bearing options whose message never repeats the
 * value. `command` names the command in hints ("deploy-keys add").
 */
function parseCommandArgs(command, args, options) {
    const end = args.indexOf('--');
    for (const arg of end < 0 ? args : args.slice(0, end)) {
        const name = arg.split('=', 1)[0];
        if (Object.hasOwn(SECRET_ARGS, name)) {
            throw usageError(command, `${name} is not accepted: secrets given as arguments show in process lists and shell history`, `Set ${SECRET_ARGS[name]} in the environment instead.`);
        }
    }
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_1__.parseArgs)({ args, options, allowPositionals: true, strict: true });
    }
    catch (err) {
        throw usageError(command, err.message);
    }
}
/** A positive integer option, or undefined when absent. */
function positiveInt(value, flag, command) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n <= 0) {
        throw usageError(command, `${flag} must be a positive integer, got "${printable(value)}"`);
    }
    return n;
}
/** The positive integer id of `--id`, required. */
function requireId(value, command, flag = '--id') {
    const id = positiveInt(value, flag, command);
    if (id === undefined)
        throw usageError(command, `${command} needs ${flag} N`);
    return id;
}
/** "a,b, c" → ["a", "b", "c"]; "" → []. */
function splitList(value) {
    return value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
}
const REPO = /^([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)\/([A-Za-z0-9._-]+)$/;
/**
 * `--repo owner/name`, else GITHUB_REPOSITORY (set in every workflow job). A trailing ".git" is dropped, as the
 * service expects the name without it.
 */
function parseRepo(value, command, env) {
    const given = value ?? (env.GITHUB_REPOSITORY || undefined);
    if (given === undefined) {
        throw usageError(command, `${command} needs --repo owner/name`, 'Give the repository as --repo owner/name (in a workflow, GITHUB_REPOSITORY is used by default).');
    }
    const m = REPO.exec(given.trim().replace(/\.git$/, ''));
    if (!m || m[2] === '.' || m[2] === '..') {
        throw usageError(command, `--repo must be owner/name, got "${printable(given)}"`, 'For example --repo acme/webapp: the account or organization, a slash, and the repository name.');
    }
    return { owner: m[1], repo: m[2] };
}
// Credentials and the client
/** Where the token is read from, in order. */
const TOKEN_VARIABLES = ['SVC_TOKEN', 'GITHUB_TOKEN'];
/** The token from SVC_TOKEN, else GITHUB_TOKEN (surrounding whitespace dropped), or undefined. */
function readToken(env) {
    for (const name of TOKEN_VARIABLES) {
        const v = env[name]?.trim();
        if (v)
            return v;
    }
    return undefined;
}
/** The token, or a usage error that says where to put it. */
function requireToken(env, command) {
    const token = readToken(env);
    if (token === undefined) {
        throw usageError(command, `${command} needs a token: set SVC_TOKEN (or GITHUB_TOKEN)`, 'Tokens are read from the environment only, never from arguments. In a workflow: env: { SVC_TOKEN: ${{ secrets.GITHUB_TOKEN }} }.');
    }
    return token;
}
/** A secret from the environment (trimmed), or undefined. */
function readSecret(env, name) {
    const v = env[name]?.trim();
    return v ? v : undefined;
}
/** `--api-url`, else GITHUB_API_URL, else the hosted API; checked here so a typo is a usage error. */
function resolveApiUrl(flag, env, command) {
    const given = flag ?? (env.GITHUB_API_URL || undefined);
    const from = flag !== undefined ? '--api-url' : 'GITHUB_API_URL';
    if (given === undefined)
        return _api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .HOSTED_API_URL */ .Zz;
    let url;
    try {
        url = new URL(given);
    }
    catch {
        throw usageError(command, `${from} is not a URL: "${printable(given)}"`, apiUrlHint);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw usageError(command, `${from} must be an http or https URL, got ${url.protocol}`, apiUrlHint);
    }
    if (url.username || url.password) {
        throw usageError(command, `${from} must not carry credentials`, 'Put the token in SVC_TOKEN (or GITHUB_TOKEN) instead.');
    }
    return given.replace(/\/+$/, '');
}
const apiUrlHint = 'The API root, for example https://api.github.com or https://ghe.example.com/api/v3 for a self-managed installation.';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/**
 * A client whose warnings (Deprecation and Sunset, retries, rate-limit waits) and notes (search pacing) go to
 * stderr, already redacted by the client. Warns when credentials would travel over plain http to another host.
 */
function createApi(io, setup) {
    const url = new URL(setup.apiUrl);
    const hasCredentials = Boolean(setup.auth?.token || setup.auth?.basic);
    if (hasCredentials && url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) {
        io.stderr(`warning: credentials are sent over plain http to ${url.host}; use https\n`);
    }
    return (0,_api_index_js__WEBPACK_IMPORTED_MODULE_2__.createClient)({
        ...setup.client,
        baseUrl: setup.apiUrl,
        auth: setup.auth,
        logger: {
            debug: () => { },
            info: (m) => io.stderr(`${printable(m)}\n`),
            warn: (m) => io.stderr(`warning: ${printable(m)}\n`),
            error: (m) => io.stderr(`error: ${printable(m)}\n`),
        },
    });
}
// Errors
/** Client option names in the client's hints, in the words of the CLI. */
const CLI_WORDS = [
    [/give a token \(auth\.token\)/g, 'set SVC_TOKEN (or GITHUB_TOKEN)'],
    [/\(auth\.basic\.otp\)/g, '(SVC_OTP, or the prompt in a terminal)'],
    [/check auth\.basic \(username and password\)/g, 'check --user (or SVC_USERNAME) and SVC_PASSWORD'],
    [/set auth\.basic: \{ username, password, otp\? \}/g, 'set --user (or SVC_USERNAME) and SVC_PASSWORD'],
    [/raise timeoutMs, or try again later/g, 'try again later'],
    [/ \(maxRateLimitWaitMs\)/g, ''],
];
function inCliWords(text) {
    return CLI_WORDS.reduce((t, [from, to]) => t.replace(from, to), text);
}
/**
 * An ApiError as a UserError: "METHOD /path: STATUS message" and the client's hint (accepted scopes on 403, the
 * field errors on 422, ...), exit 1; a request the client refused before sending (kind `invalid`) is a usage
 * error, exit 2. Anything else is returned unchanged. ApiError strings are already redacted by the client.
 */
function toUserError(err) {
    if (!(err instanceof _api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD))
        return err;
    // Without an answer the host is what matters; with one, the path (the API root is the user's own setting).
    const shown = err.url && (err.kind === 'network' || err.kind === 'timeout') ? err.url : pathOf(err.url ?? '');
    const where = err.method && err.url ? `${err.method} ${shown}: ` : '';
    const what = err.status ? `${err.status} ${err.serviceMessage}` : err.serviceMessage;
    const hints = [];
    if (err.hint)
        hints.push(inCliWords(err.hint));
    if (err.documentationUrl)
        hints.push(`see ${err.documentationUrl}`);
    return new _sarif_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y(printable(`${where}${what}`), hints.length > 0 ? printable(hints.join('; ')) : undefined, err.kind === 'invalid' ? 2 : 1);
}
/** The path and query of a URL (the API root is known to the user), or the text as it is. */
function pathOf(url) {
    try {
        const u = new URL(url);
        return `${u.pathname}${u.search}`;
    }
    catch {
        return url;
    }
}
/** Run API calls; an ApiError becomes a UserError (see toUserError). */
async function callApi(fn) {
    try {
        return await fn();
    }
    catch (err) {
        throw toUserError(err);
    }
}
// Output
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;
/** Text from the service made safe for a terminal: control characters (escape sequences) shown as \xNN. */
function printable(text) {
    return text.replace(CONTROL, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
function printJson(io, value) {
    io.stdout(`${JSON.stringify(value, null, 2)}\n`);
}
/**
 * A text table: a header row, then one row per item, columns padded to their widest cell (cells are single
 * lines; newlines become spaces). An empty table is the `empty` line instead.
 */
function formatTable(headers, rows, empty = '(none)') {
    if (rows.length === 0)
        return `${empty}\n`;
    const text = (c) => c === null || c === undefined ? '-' : printable(String(c).replace(/\r?\n/g, ' '));
    const cells = [headers, ...rows.map((r) => r.map(text))];
    const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
    return cells
        .map((r) => r
        .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i])))
        .join('  ')
        .trimEnd())
        .map((line) => `${line}\n`)
        .join('');
}
/** "key: value" lines, keys aligned. */
function formatFields(fields) {
    const width = Math.max(...fields.map(([k]) => k.length));
    return fields
        .map(([k, v]) => `${`${k}:`.padEnd(width + 1)} ${v === null || v === undefined ? '-' : printable(String(v))}\n`)
        .join('');
}


/***/ }),

/***/ 8581:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HO: () => (/* binding */ runAlertsStep),
/* harmony export */   Qm: () => (/* binding */ FAIL_ON_VALUES),
/* harmony export */   XV: () => (/* binding */ parseFailOn),
/* harmony export */   Zp: () => (/* binding */ formatAlertSummaryText),
/* harmony export */   j8: () => (/* binding */ DEFAULT_MAX_ALERTS),
/* harmony export */   jH: () => (/* binding */ parseAlertFilters),
/* harmony export */   pD: () => (/* binding */ AlertInputError)
/* harmony export */ });
/* unused harmony exports SECURITY_SEVERITIES, LEVELS, SEVERITY_ORDER, severityOf, compareAlerts, summarizeAlerts, checkSeverityThreshold, renderAlertSummaryMarkdown, ACTION_INPUT_NAMES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Code-scanning alert summaries: list a repository's or an organization's alerts with every filter of the spec
 * (paging through all of them up to a cap), count them by severity, pick the most severe open ones, render the job
 * summary as Markdown, judge a severity threshold, and write the whole listing as JSON.
 *
 * The pure parts (summarizeAlerts, renderAlertSummaryMarkdown, checkSeverityThreshold) are shared with the upload
 * step. No @actions/core here: the action and CLI entries are thin shells over these functions.
 */


// ---------------------------------------------------------------------------------------------------------------
// Severities
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
const securityOf = (a) => SECURITY_SEVERITIES.find((s) => s === a.rule.security_severity_level);
const levelOf = (a) => LEVELS.find((l) => l === a.rule.severity) ?? 'none';
/** The alert's one severity: its security severity when it has one, else its level. */
function severityOf(a) {
    return securityOf(a) ?? levelOf(a);
}
/** Most severe first: security severity, then level, then the older alert (as the upload step orders them). */
function compareAlerts(a, b) {
    const sec = (x) => {
        const s = securityOf(x);
        return s ? SECURITY_SEVERITIES.length - SECURITY_SEVERITIES.indexOf(s) : 0;
    };
    const lvl = (x) => {
        const l = levelOf(x);
        return l === 'none' ? 0 : LEVELS.length - LEVELS.indexOf(l);
    };
    return sec(b) - sec(a) || lvl(b) - lvl(a) || a.number - b.number;
}
const zeroCounts = () => Object.fromEntries(SEVERITY_ORDER.map((s) => [s, 0]));
/**
 * Count alerts by severity and state, and pick the `top` most severe open ones (default 10).
 * Shared by the alerts step and the upload step.
 */
function summarizeAlerts(alerts, options = {}) {
    const counts = zeroCounts();
    const openCounts = zeroCounts();
    const openLevels = { error: 0, warning: 0, note: 0, none: 0 };
    const states = {};
    const open = [];
    for (const a of alerts) {
        const severity = severityOf(a);
        counts[severity]++;
        states[a.state] = (states[a.state] ?? 0) + 1;
        if (a.state === 'open') {
            openCounts[severity]++;
            openLevels[levelOf(a)]++;
            open.push(a);
        }
    }
    const top = open
        .sort(compareAlerts)
        .slice(0, Math.max(0, options.top ?? 10))
        .map(toTopAlert);
    return { total: alerts.length, open: open.length, counts, openCounts, openLevels, states, top };
}
function toTopAlert(a) {
    const loc = a.most_recent_instance?.location;
    return {
        number: a.number,
        severity: severityOf(a),
        securitySeverity: securityOf(a) ?? null,
        level: levelOf(a),
        ruleId: a.rule.id,
        ruleDescription: a.rule.description || a.rule.name || a.rule.id,
        tool: a.tool.name,
        path: loc?.path ?? null,
        startLine: loc?.start_line ?? null,
        endLine: loc?.end_line ?? null,
        message: a.most_recent_instance?.message?.text ?? '',
        url: a.html_url,
        ...(a.repository ? { repository: a.repository.full_name } : {}),
    };
}
/**
 * Does any open alert reach the threshold? A security severity (low, medium, high, critical) is compared with
 * the alerts' security severities (alerts without one never match); a level (note, warning, error) with the
 * alerts' levels, whatever their security severity; none never fails.
 */
function checkSeverityThreshold(summary, threshold) {
    if (threshold === 'none') {
        return { threshold, count: 0, failed: false, message: 'no severity threshold (fail-on-severity: none)' };
    }
    const sec = SECURITY_SEVERITIES.indexOf(threshold);
    const count = sec >= 0
        ? SECURITY_SEVERITIES.slice(0, sec + 1).reduce((n, s) => n + summary.openCounts[s], 0)
        : LEVELS.slice(0, LEVELS.indexOf(threshold) + 1).reduce((n, l) => n + summary.openLevels[l], 0);
    const what = sec >= 0 ? `security severity ${threshold} or higher` : `level ${threshold} or higher`;
    return {
        threshold,
        count,
        failed: count > 0,
        message: count > 0
            ? `${count} open alert(s) of ${what} (fail-on-severity: ${threshold})`
            : `no open alert of ${what} (fail-on-severity: ${threshold})`,
    };
}
// ---------------------------------------------------------------------------------------------------------------
// Rendering
const plural = (n, one, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
/** Text for a Markdown table cell: one line, pipes and HTML escaped, shortened. */
function cell(text, max = 120) {
    const flat = text.replace(/\s+/g, ' ').trim();
    const short = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
    return short
        .replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c])
        .replace(/\|/g, '\\|');
}
function location(t) {
    if (!t.path)
        return '';
    const lines = t.startLine
        ? `:${t.startLine}${t.endLine && t.endLine !== t.startLine ? `-${t.endLine}` : ''}`
        : '';
    return `${t.repository ? `${t.repository}: ` : ''}${t.path}${lines}`;
}
/** The job summary: counts by severity, then a table of the most severe open alerts with links. */
function renderAlertSummaryMarkdown(summary, options = {}) {
    const out = [`### ${options.title ?? 'Code scanning alerts'}`, ''];
    const states = Object.entries(summary.states)
        .sort(([, a], [, b]) => b - a)
        .map(([s, n]) => `${n} ${s}`)
        .join(', ');
    out.push(`${options.scope ? `**${cell(options.scope, 300)}**: ` : ''}${plural(summary.total, 'alert')}` +
        (summary.total > 0 ? ` (${states})` : '') +
        (options.truncated ? ' — the listing stopped at its cap; raise the maximum to see them all' : ''), '');
    if (summary.total > 0) {
        const shown = SEVERITY_ORDER.filter((s) => summary.counts[s] > 0);
        out.push(`| severity | ${shown.join(' | ')} |`, `|---|${shown.map(() => '---:').join('|')}|`, `| open | ${shown.map((s) => summary.openCounts[s]).join(' | ')} |`, `| all listed | ${shown.map((s) => summary.counts[s]).join(' | ')} |`, '');
    }
    if (summary.top.length > 0) {
        const more = summary.open - summary.top.length;
        out.push(`**Most severe open alerts**${more > 0 ? ` (top ${summary.top.length} of ${summary.open})` : ''}`, '', '| severity | alert | rule | location | tool | message |', '|---|---|---|---|---|---|');
        for (const t of summary.top) {
            out.push(`| ${t.severity} | [#${t.number}](${t.url}) | ${cell(t.ruleId, 60)} | ${cell(location(t), 80)} | ${cell(t.tool, 40)} | ${cell(t.message)} |`);
        }
        out.push('');
    }
    else if (summary.total > 0) {
        out.push('No open alerts.', '');
    }
    if (options.threshold && options.threshold.threshold !== 'none') {
        out.push(`${options.threshold.failed ? ':x:' : ':white_check_mark:'} ${options.threshold.message}`, '');
    }
    return out.join('\n');
}
/** The same as plain text, for the CLI. */
function formatAlertSummaryText(summary, options = {}) {
    const out = [];
    out.push(`${options.scope ? `${options.scope}: ` : ''}${plural(summary.total, 'alert')}, ${summary.open} open` +
        (options.truncated ? ' (listing stopped at its cap)' : ''));
    const shown = SEVERITY_ORDER.filter((s) => summary.counts[s] > 0);
    if (shown.length > 0) {
        out.push(`  open by severity: ${shown.map((s) => `${s} ${summary.openCounts[s]}`).join(', ')}`);
    }
    if (summary.top.length > 0) {
        out.push('', 'most severe open alerts:');
        for (const t of summary.top) {
            out.push(`  ${t.severity.padEnd(8)} #${t.number} ${t.ruleId} ${location(t)} (${t.tool})`);
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
/** Raw filter values (action inputs, CLI options; empty means not given) checked and typed. Throws AlertInputError. */
function parseAlertFilters(raw, names = ACTION_INPUT_NAMES) {
    const v = (s) => (s === undefined || s.trim() === '' ? undefined : s.trim());
    const oneOf = (key, value, allowed) => {
        const x = v(value);
        if (x === undefined)
            return undefined;
        if (!allowed.includes(x))
            throw new AlertInputError(`${names[key]} must be one of ${allowed.join(', ')}, got "${x}"`);
        return x;
    };
    const toolName = v(raw.toolName);
    const toolGuid = v(raw.toolGuid);
    if (toolName !== undefined && toolGuid !== undefined) {
        throw new AlertInputError(`give ${names.toolName} or ${names.toolGuid}, not both (the service takes one or the other)`);
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
    const x = (value ?? '').trim().toLowerCase() || 'none';
    if (!FAIL_ON_VALUES.includes(x)) {
        throw new AlertInputError(`${name} must be one of ${FAIL_ON_VALUES.join(', ')}, got "${value}"`);
    }
    return x;
}
/** A wrong input of the alerts step (bad filter value, ref with an organization): a user error. */
class AlertInputError extends Error {
    name = 'AlertInputError';
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
        throw new AlertInputError('the maximum number of alerts must be a positive integer');
    const common = { ...filters, per_page: options.perPage ?? 100, maxItems };
    let listed;
    if ('org' in options.scope) {
        if (filters.ref !== undefined) {
            throw new AlertInputError('ref filters repository listings only: drop it, or list a repository instead of an organization');
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
            .collect();
    }
    const alerts = listed.items;
    const summary = summarizeAlerts(alerts, { top: options.top });
    const threshold = checkSeverityThreshold(summary, options.failOn ?? 'none');
    const scopeLabel = label(options.scope, filters);
    const markdown = renderAlertSummaryMarkdown(summary, {
        scope: scopeLabel,
        truncated: listed.truncated,
        threshold,
    });
    if (options.jsonFile) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(options.jsonFile), { recursive: true });
        const document = {
            scope: 'org' in options.scope
                ? { org: options.scope.org }
                : { repository: `${options.scope.owner}/${options.scope.repo}` },
            filters,
            generated_at: new Date().toISOString(),
            truncated: listed.truncated,
            total: summary.total,
            open: summary.open,
            counts: summary.counts,
            open_counts: summary.openCounts,
            states: summary.states,
            threshold: { value: threshold.threshold, failed: threshold.failed, count: threshold.count },
            top: summary.top,
            alerts,
        };
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(options.jsonFile, `${JSON.stringify(document, null, 2)}\n`);
    }
    return {
        scopeLabel,
        summary,
        threshold,
        truncated: listed.truncated,
        alerts,
        jsonFile: options.jsonFile,
        markdown,
    };
}


/***/ })

};
