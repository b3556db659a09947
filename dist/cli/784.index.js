export const id = 784;
export const ids = [784];
export const modules = {

/***/ 1784:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HELP: () => (/* binding */ HELP),
  formatText: () => (/* binding */ formatText),
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./src/sarif/diagnostics.ts
var diagnostics = __webpack_require__(2097);
// EXTERNAL MODULE: ./src/sarif/format.ts
var format = __webpack_require__(8166);
// EXTERNAL MODULE: ./src/sarif/report.ts
var report = __webpack_require__(6711);
// EXTERNAL MODULE: ./src/api/index.ts + 9 modules
var src_api = __webpack_require__(4276);
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

const SEVERITY_ORDER = [
    'critical',
    'high',
    'medium',
    'low',
    'error',
    'warning',
    'note',
    'none',
];
const LEVEL_RANK = { none: 0, note: 1, warning: 2, error: 3 };
const SECURITY_RANK = { low: 1, medium: 2, high: 3, critical: 4 };
/**
 * The ref as the alert listing takes it (refs/heads/<branch> or refs/pull/<number>/merge), or undefined: alerts
 * of refs/pull/<number>/head cannot be listed (spec, code scanning rule 2).
 */
function listableRef(ref) {
    return /^refs\/(heads\/\S+|pull\/\d+\/merge)$/.test(ref) ? ref : undefined;
}
/** How many alerts a listing reads at most (100 a page). */
const MAX_ALERTS = 10_000;
/** Numbers of the open alerts on the ref (every tool), before an upload. */
async function openAlertNumbers(api, repo, ref) {
    const numbers = new Set();
    for await (const alert of listOpen(api, repo, ref))
        numbers.add(alert.number);
    return numbers;
}
async function* listOpen(api, repo, ref) {
    try {
        yield* api.codeScanning.listRepoAlerts({
            ...repo,
            ref,
            state: 'open',
            per_page: 100,
            maxItems: MAX_ALERTS,
        });
    }
    catch (err) {
        // No analysis on the ref yet: the service may answer 404 rather than an empty list.
        if (err instanceof src_api/* ApiError */.hD && err.status === 404)
            return;
        throw err;
    }
}
function severityOf(alert) {
    const security = securityOf(alert);
    if (security)
        return security;
    const level = alert.rule.severity;
    return level in LEVEL_RANK ? level : 'warning';
}
/** The rule's security severity level: the service sends it, the client's type does not name it. */
function securityOf(alert) {
    const v = alert.rule.security_severity_level;
    return typeof v === 'string' && v in SECURITY_RANK ? v : null;
}
/** At or above the threshold: levels compare with every alert's level, security severities with security alerts. */
function meetsThreshold(row, threshold) {
    if (threshold === 'none')
        return false;
    if (threshold in LEVEL_RANK)
        return (LEVEL_RANK[row.level] ?? 0) >= LEVEL_RANK[threshold];
    return row.securitySeverity !== null && SECURITY_RANK[row.securitySeverity] >= SECURITY_RANK[threshold];
}
/** Most severe first; then by level; then the older alert first. */
function compareRows(a, b) {
    return (SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) ||
        (LEVEL_RANK[b.level] ?? 0) - (LEVEL_RANK[a.level] ?? 0) ||
        a.number - b.number);
}
function emptyCounts() {
    return { critical: 0, high: 0, medium: 0, low: 0, error: 0, warning: 0, note: 0, none: 0, total: 0 };
}
/** Categories compare without their trailing slash ("nightly/" and "nightly" are one category). */
const sameCategory = (a, b) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
async function summarizeAlerts(api, repo, ref, scope, options) {
    const counts = emptyCounts();
    const rows = [];
    let openOnRef = 0;
    const started = Date.parse(options.startedAt);
    for await (const alert of listOpen(api, repo, ref)) {
        openOnRef++;
        const instance = alert.most_recent_instance;
        const category = instance?.category ?? '';
        if (!scope.some((s) => s.tool === alert.tool?.name && sameCategory(s.category, category)))
            continue;
        const location = instance?.location;
        const row = {
            number: alert.number,
            url: alert.html_url,
            severity: severityOf(alert),
            level: alert.rule.severity,
            securitySeverity: securityOf(alert),
            ruleId: alert.rule.id,
            description: alert.rule.description || alert.rule.name || alert.rule.id,
            tool: alert.tool?.name ?? '',
            category,
            path: location?.path ?? '',
            startLine: location?.start_line ?? 0,
            endLine: location?.end_line ?? location?.start_line ?? 0,
            startColumn: location?.start_column ?? 0,
            endColumn: location?.end_column ?? 0,
            message: instance?.message?.text ?? '',
            isNew: options.before ? !options.before.has(alert.number) : Date.parse(alert.created_at) >= started,
        };
        counts[row.severity]++;
        counts.total++;
        rows.push(row);
    }
    rows.sort(compareRows);
    const fresh = rows.filter((r) => r.isNew);
    return {
        ref,
        counts,
        openOnRef,
        newCount: fresh.length,
        top: rows.slice(0, options.maxTop ?? 20),
        topNew: fresh.slice(0, options.maxNew ?? 10),
        threshold: options.threshold,
        atOrAbove: rows.filter((r) => meetsThreshold(r, options.threshold)),
        truncated: openOnRef >= MAX_ALERTS,
    };
}
/** "src/db.js:42" (or the path alone without a line). */
function where(row) {
    return row.startLine > 0 ? `${row.path}:${row.startLine}` : row.path || '(no location)';
}

// EXTERNAL MODULE: ./src/steps/alerts-summary.ts
var alerts_summary = __webpack_require__(8581);
// EXTERNAL MODULE: ./src/sarif/errors.ts
var errors = __webpack_require__(1378);
;// CONCATENATED MODULE: ./src/steps/upload-options.ts
/**
 * The upload step's settings as values, and their checks: the choices (on-trim, on-processing-timeout,
 * fail-on-severity), durations in seconds, `owner/name`, and the spec's upload ref and commit SHA formats. Shared
 * by the action entry and the CLI command, which name the setting the way their users wrote it ("input
 * `on-trim`", "--on-trim"). Every problem is a UserError that says what was given and what is accepted.
 */


const TRIM_POLICIES = ['report', 'warn', 'fail'];
const TIMEOUT_POLICIES = ['warn', 'fail'];
/** The same values as the alerts step's fail-on-severity. */
const SEVERITY_THRESHOLDS = alerts_summary/* FAIL_ON_VALUES */.Qm;
const DEFAULTS = {
    sarif: 'results',
    waitForProcessing: true,
    processingTimeoutSeconds: 300,
    onTrim: 'warn',
    onProcessingTimeout: 'fail',
    failOnSeverity: 'none',
    shrinkToFit: true,
};
/** One of `choices` (case-insensitive, trimmed); the default when empty. */
function parseChoice(value, choices, fallback, label) {
    const v = (value ?? '').trim().toLowerCase();
    if (v === '')
        return fallback;
    if (choices.includes(v))
        return v;
    throw new errors/* UserError */.y(`${label} must be one of ${choices.join(', ')}; got "${value}"`, `Leave it empty for the default (${fallback}).`, 2);
}
/** A positive number of seconds (decimals allowed), as milliseconds; the default when empty. */
function parseSeconds(value, fallbackSeconds, label) {
    const v = (value ?? '').trim();
    if (v === '')
        return fallbackSeconds * 1000;
    const n = Number(v);
    if (!/^\d+(\.\d+)?$/.test(v) || !Number.isFinite(n) || n <= 0) {
        throw new errors/* UserError */.y(`${label} must be a positive number of seconds; got "${value}"`, `For example ${label.replace(/^input /, '')}: ${fallbackSeconds}.`, 2);
    }
    return Math.round(n * 1000);
}
const REPO = /^([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)\/([A-Za-z0-9._-]+)$/;
/** `owner/name` (a trailing .git is dropped). */
function parseRepository(value, label) {
    const v = (value ?? '').trim().replace(/\.git$/, '');
    const m = REPO.exec(v);
    if (!m || m[2] === '.' || m[2] === '..') {
        throw new UserError(v === '' ? `${label} is missing` : `${label} must be owner/name; got "${value}"`, 'For example acme/webapp: the account or organization, a slash, and the repository name.', 2);
    }
    return { owner: m[1], repo: m[2] };
}
/** The refs the service accepts for an upload (spec, code scanning rule 3). */
const UPLOAD_REF = /^refs\/(heads\/\S+|pull\/\d+\/(merge|head))$/;
/** A commit SHA: 40 hexadecimal digits (64 for SHA-256 repositories). */
const COMMIT_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/** Problems with the ref and commit, each naming the setting and the accepted forms; empty when both are fine. */
function refProblems(ref, sha, labels) {
    const problems = [];
    if (!UPLOAD_REF.test(ref)) {
        const branch = /^[^\s/][^\s]*$/.test(ref) && !ref.startsWith('refs/');
        problems.push({
            message: ref === ''
                ? `${labels.ref} is missing`
                : `${labels.ref} "${ref}" is not a ref the service accepts for an upload`,
            hint: branch
                ? `Write the full ref: refs/heads/${ref}.`
                : 'Use refs/heads/<branch>, refs/pull/<number>/merge or refs/pull/<number>/head (tags are not accepted).',
        });
    }
    if (!COMMIT_SHA.test(sha)) {
        problems.push({
            message: sha === ''
                ? `${labels.sha} is missing`
                : `${labels.sha} "${sha}" is not a full commit SHA (40 lowercase hexadecimal digits)`,
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

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/sarif/check.ts + 40 modules
var check = __webpack_require__(3651);
;// CONCATENATED MODULE: ./src/steps/upload-poll.ts
/**
 * Waiting for SARIF processing: every upload's status is polled together, each on its own schedule that starts
 * at one request a second and slows to one every five seconds, so completion is noticed within about five
 * seconds of the service finishing and no upload is asked about more than once a second. Polling stops at the
 * deadline (with one last look there). A 404 right after the upload counts as pending; a rate limit pauses every
 * upload until its reset when that comes before the deadline; a 5xx or network failure that outlasts the
 * client's retries is noted and polling goes on; any other error stops polling that upload.
 */

/** Waits as multiples of the minimum interval: 1, 1, 2, 3, 5, 5, ... (capped at the maximum). */
const STEPS = [1, 1, 2, 3, 5];
function pollInterval(attempt, minMs, maxMs) {
    return Math.min(maxMs, minMs * STEPS[Math.min(attempt, STEPS.length - 1)]);
}
const seconds = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
async function pollProcessing(api, repo, sarifIds, settings, clock, logger) {
    const minMs = Math.max(1, settings.minIntervalMs ?? 1_000);
    const maxMs = Math.max(minMs, settings.maxIntervalMs ?? 5_000);
    const start = clock.now();
    const deadline = start + settings.timeoutMs;
    const tracked = sarifIds.map((sarifId) => ({
        result: { sarifId, status: 'pending', errors: [], analysesUrl: null, polls: 0, elapsedMs: 0 },
        nextAt: Math.min(start + minMs, deadline),
        lastAt: -Infinity,
    }));
    /** After a request that started at `t`: the next one, or Infinity when there is no time left for one. */
    const schedule = (s, t, notBefore = 0) => {
        if (t >= deadline)
            return (s.nextAt = Infinity);
        let next = Math.max(t + pollInterval(s.result.polls, minMs, maxMs), notBefore);
        // One last look at the deadline itself, if that keeps to the minimum interval.
        if (next > deadline)
            next = deadline - t >= minMs && notBefore <= deadline ? deadline : Infinity;
        s.nextAt = next;
    };
    const ask = async (s) => {
        const r = s.result;
        const t = clock.now();
        s.lastAt = t;
        r.polls++;
        try {
            const status = await api.codeScanning.getSarifUpload({ ...repo, sarif_id: r.sarifId });
            r.elapsedMs = clock.now() - start;
            if (status.processing_status === 'complete' || status.processing_status === 'failed') {
                r.status = status.processing_status;
                r.errors = status.errors ?? [];
                r.analysesUrl = status.analyses_url ?? null;
                r.note = undefined;
                s.nextAt = Infinity;
                logger.info(`upload ${r.sarifId}: processing ${r.status} after ${seconds(r.elapsedMs)}`);
                return {};
            }
            if (status.processing_status !== 'pending') {
                logger.debug(`upload ${r.sarifId}: unknown processing status "${status.processing_status}"`);
            }
            schedule(s, t);
            return {};
        }
        catch (err) {
            if (!(err instanceof src_api/* ApiError */.hD))
                throw err;
            r.elapsedMs = clock.now() - start;
            if (err.status === 404) {
                // The service may not know the id for a moment after the upload.
                schedule(s, t);
                return {};
            }
            if (err.kind === 'rate-limited') {
                const reset = err.rateLimit?.reset;
                const resume = reset !== undefined ? reset * 1000 + 1000 : clock.now() + 60_000;
                r.note = `rate limited until ${new Date(resume).toISOString()}`;
                return { pauseUntil: resume };
            }
            const transient = err.kind === 'network' || err.kind === 'timeout' || (err.status !== undefined && err.status >= 500);
            r.note = err.serviceMessage + (err.status ? ` (${err.status})` : '');
            if (transient) {
                logger.warn(`upload ${r.sarifId}: cannot read the processing status (${r.note}); trying again`);
                schedule(s, t);
                return {};
            }
            r.status = 'error';
            r.note = `cannot read the processing status: ${err.message.split('\n')[0]}${err.hint ? ` (${err.hint})` : ''}`;
            s.nextAt = Infinity;
            return {};
        }
    };
    for (;;) {
        const waiting = tracked.filter((s) => s.nextAt !== Infinity);
        if (waiting.length === 0)
            break;
        const next = Math.min(...waiting.map((s) => s.nextAt));
        const now = clock.now();
        if (next > now)
            await clock.sleep(next - now);
        const due = waiting.filter((s) => s.nextAt <= next);
        const answers = await Promise.all(due.map(ask));
        const pauseUntil = Math.max(0, ...answers.map((a) => a.pauseUntil ?? 0));
        if (pauseUntil > 0) {
            // One token, one rate limit: every upload still waiting pauses until the reset.
            const until = new Date(pauseUntil).toISOString();
            const open = tracked.filter((s) => s.result.status === 'pending' && (s.nextAt !== Infinity || due.includes(s)));
            if (pauseUntil > deadline) {
                logger.warn(`rate limited until ${until}, after the processing timeout: polling stops`);
                for (const s of open) {
                    s.result.note = `rate limited until ${until}, after the processing timeout`;
                    s.nextAt = Infinity;
                }
            }
            else {
                logger.warn(`rate limited: polling pauses until ${until}`);
                for (const s of open)
                    schedule(s, s.lastAt, pauseUntil);
            }
        }
    }
    return tracked.map((s) => s.result);
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








const ACTION_SETTING_NAMES = {
    onTrim: 'on-trim',
    onProcessingTimeout: 'on-processing-timeout',
    failOnSeverity: 'fail-on-severity',
    processingTimeout: 'processing-timeout',
    noWait: 'wait-for-processing is false',
};
const upload_sarif_seconds = (ms) => `${Number((ms / 1000).toFixed(1))} s`;
const plural = (n, one, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
async function uploadSarif(params, context) {
    const { api } = context;
    const clock = context.clock ?? api.transport.options.clock;
    const log = {
        info: (m) => context.logger?.info?.(m),
        warn: (m) => context.logger?.warn?.(m),
        debug: (m) => context.logger?.debug?.(m),
    };
    const repo = params.repository;
    const ref = params.ref.trim();
    const sha = params.sha.trim().toLowerCase();
    checkRefAndSha(ref, sha, { ref: 'ref', sha: 'sha' });
    const wait = params.waitForProcessing ?? DEFAULTS.waitForProcessing;
    const timeoutMs = params.processingTimeoutMs ?? DEFAULTS.processingTimeoutSeconds * 1000;
    const onTrim = params.onTrim ?? DEFAULTS.onTrim;
    const onTimeout = params.onProcessingTimeout ?? DEFAULTS.onProcessingTimeout;
    const threshold = params.failOnSeverity ?? DEFAULTS.failOnSeverity;
    const startedAt = new Date(clock.now()).toISOString();
    const names = context.names ?? ACTION_SETTING_NAMES;
    // 1. The engine: nothing leaves the machine yet.
    let t = clock.now();
    log.info(`checking ${params.sarif.join(', ')}`);
    const checked = await (0,check/* check */.z)(params.sarif, {
        category: params.category || undefined,
        checkoutRoot: params.checkoutPath,
        shrinkToFit: params.shrinkToFit ?? DEFAULTS.shrinkToFit,
    });
    const resultsKept = checked.report.runs.reduce((n, r) => n + r.resultsKept, 0);
    const resultsIn = checked.report.runs.reduce((n, r) => n + r.resultsIn, 0);
    const outcome = {
        ok: false,
        failures: [],
        warnings: [],
        repository: `${repo.owner}/${repo.repo}`,
        ref,
        sha,
        startedAt,
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
        processingTimeoutMs: timeoutMs,
        annotations: [],
        timings: { checkMs: clock.now() - t, uploadMs: 0, processingMs: 0, alertsMs: 0 },
    };
    const finish = () => {
        outcome.ok = outcome.failures.length === 0;
        return outcome;
    };
    if (!checked.valid) {
        failInvalid(outcome, checked);
        return finish();
    }
    for (const d of checked.diagnostics)
        if (d.severity === 'warning')
            log.debug((0,diagnostics/* formatDiagnostic */.xy)(d));
    if (checked.report.trimmed) {
        const text = `trimmed to fit the service's limits, dropping ${droppedParts(checked.report, outcome.resultsDropped, outcome.resultsKept)}`;
        if (onTrim === 'fail') {
            outcome.failures.push({
                message: `${text}; ${names.onTrim} is fail, so nothing was uploaded`,
                hint: `The trim report shows what each limit dropped. Set ${names.onTrim} to warn (or report) to upload the top-ranked results, or make the analyser report less.`,
            });
            return finish();
        }
        if (onTrim === 'warn')
            outcome.warnings.push(`${text} (see the trim report)`);
        log.info(text);
    }
    // 2. Alerts open before the upload, to tell the new ones apart afterwards.
    const listRef = listableRef(ref);
    let before;
    if (wait && listRef) {
        before = await openAlertNumbers(api, repo, listRef).catch((err) => {
            log.debug(`cannot list the alerts before the upload (${err.message.split('\n')[0]}); alerts created after the start count as new`);
            return undefined;
        });
    }
    // 3. Upload, one request per upload the engine produced.
    t = clock.now();
    const checkoutUri = (0,external_node_url_.pathToFileURL)((0,external_node_path_.resolve)(params.checkoutPath)).href;
    const sent = [];
    for (const [i, u] of checked.uploads.entries()) {
        const record = outcome.uploads[i];
        const of = checked.uploads.length > 1 ? ` of ${checked.uploads.length}` : '';
        try {
            const receipt = await api.codeScanning.uploadSarif({
                ...repo,
                commit_sha: sha,
                ref,
                sarif: u.sarif,
                checkout_uri: checkoutUri,
                started_at: startedAt,
                tool_name: record.tools.join(', ') || undefined,
                validate: true,
            });
            record.sarifId = receipt.id;
            record.url = receipt.url;
            sent.push(record);
            log.info(`upload ${i + 1}${of}: ${plural(u.results, 'result')} in ${plural(u.runs, 'run')}, sarif id ${receipt.id}`);
        }
        catch (err) {
            if (!(err instanceof src_api/* ApiError */.hD))
                throw err;
            record.uploadError = err.message.split('\n')[0];
            const rest = checked.uploads.length - i - 1;
            outcome.failures.push({
                message: `upload ${i + 1}${of} failed: ${record.uploadError}${rest > 0 ? ` (the ${plural(rest, 'upload')} after it were not sent)` : ''}`,
                hint: err.hint ?? uploadHint(err),
            });
            break;
        }
    }
    outcome.timings.uploadMs = clock.now() - t;
    if (sent.length === 0)
        return finish();
    // 4. Processing, all uploads together.
    if (!wait) {
        outcome.processingStatus = 'not-waited';
        outcome.alertsSkipped = `not waiting for processing (${names.noWait})`;
        if (threshold !== 'none')
            outcome.warnings.push(`the severity threshold (${threshold}) was not checked: it needs the alerts after processing (${names.noWait})`);
        return finish();
    }
    t = clock.now();
    log.info(`waiting for processing (at most ${upload_sarif_seconds(timeoutMs)})`);
    const results = await pollProcessing(api, repo, sent.map((r) => r.sarifId), { timeoutMs, ...context.poll }, clock, log);
    outcome.timings.processingMs = clock.now() - t;
    sent.forEach((r, i) => (r.processing = results[i]));
    judgeProcessing(outcome, sent, onTimeout, timeoutMs, names);
    if (outcome.uploads.some((u) => u.uploadError)) {
        outcome.alertsSkipped = 'not every upload was made';
        return finish();
    }
    // 5. Alerts, once every upload is processed.
    if (outcome.processingStatus !== 'complete') {
        outcome.alertsSkipped = `processing did not complete (${outcome.processingStatus})`;
        return finish();
    }
    if (!listRef) {
        outcome.alertsSkipped = `alerts of ${ref} cannot be listed (the listing takes refs/heads/<branch> or refs/pull/<number>/merge)`;
        if (threshold !== 'none')
            outcome.warnings.push(`the severity threshold (${threshold}) was not checked: ${outcome.alertsSkipped}`);
        return finish();
    }
    t = clock.now();
    try {
        outcome.alerts = await summarizeAlerts(api, repo, listRef, checked.report.runs.map((r) => ({ tool: r.tool, category: r.category })), {
            before,
            startedAt,
            threshold,
            maxTop: context.maxTopAlerts,
            maxNew: context.maxAnnotations ?? 10,
        });
    }
    catch (err) {
        if (!(err instanceof src_api/* ApiError */.hD))
            throw err;
        outcome.alertsSkipped = `the alerts could not be listed: ${err.message.split('\n')[0]}`;
        const problem = { message: outcome.alertsSkipped, hint: err.hint };
        if (threshold !== 'none')
            outcome.failures.push({
                ...problem,
                message: `${problem.message}; the severity threshold (${threshold}) cannot be checked`,
            });
        else
            outcome.warnings.push(problem.message);
        return finish();
    }
    outcome.timings.alertsMs = clock.now() - t;
    const a = outcome.alerts;
    log.info(`alerts: ${plural(a.counts.total, 'open alert')} from this analysis on ${listRef} (${plural(a.newCount, 'new one', 'new ones')}), ${plural(a.openOnRef, 'open alert')} from every tool`);
    outcome.annotations = a.topNew.map(annotationOf);
    if (a.atOrAbove.length > 0) {
        const shown = a.atOrAbove.slice(0, 5).map((r) => `#${r.number} ${r.severity} ${r.ruleId} at ${where(r)}`);
        const more = a.atOrAbove.length > shown.length ? `, and ${a.atOrAbove.length - shown.length} more` : '';
        outcome.failures.push({
            message: `${plural(a.atOrAbove.length, 'open alert')} at or above ${threshold} (${names.failOnSeverity}): ${shown.join('; ')}${more}`,
            hint: `Fix or dismiss them, or raise ${names.failOnSeverity}.`,
        });
    }
    return finish();
}
/** Invalid input: the first errors as failure text and annotations; nothing was sent. */
function failInvalid(outcome, checked) {
    const errors = checked.diagnostics.filter((d) => d.severity === 'error');
    const invalid = checked.inputs.filter((i) => i.errors > 0);
    const count = checked.inputs.reduce((n, i) => n + i.errors, 0) || errors.length;
    const shown = errors.slice(0, 10).map((d) => (0,diagnostics/* formatDiagnostic */.xy)(d).split('\n')[0]);
    const more = count > shown.length ? `\n(${plural(count - shown.length, 'more error')})` : '';
    const what = invalid.length > 0
        ? `${plural(invalid.length, 'SARIF input')} ${invalid.length === 1 ? 'is' : 'are'} invalid`
        : 'the SARIF cannot be uploaded';
    outcome.failures.push({
        message: `${what} (${plural(count, 'error')}): nothing was uploaded\n${shown.join('\n')}${more}`,
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
    const total = { locations: 0, threadFlowLocations: 0, tags: 0, rules: 0, extensions: 0 };
    for (const r of report.runs)
        for (const k of Object.keys(total))
            total[k] += r.dropped[k];
    const words = {
        locations: 'location',
        threadFlowLocations: 'thread-flow location',
        tags: 'rule tag',
        rules: 'rule',
        extensions: 'tool extension',
    };
    const parts = Object.keys(total)
        .filter((k) => total[k] > 0)
        .map((k) => plural(total[k], words[k]));
    if (resultsDropped > 0)
        parts.unshift(`${plural(resultsDropped, 'result')} (the lowest-ranked; ${resultsKept.toLocaleString('en-US')} kept)`);
    return parts.join(', ');
}
function uploadHint(err) {
    if (err.status === 413)
        return 'The upload is above the service limit: the engine should have caught this; please report it.';
    if (err.kind === 'network' || err.kind === 'timeout')
        return 'Check api-url and the network; the upload was retried before giving up.';
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
            const message = `processing of ${label(r)} did not finish within ${upload_sarif_seconds(timeoutMs)}${p.note ? ` (${p.note})` : ''}`;
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
function annotationOf(row) {
    const severe = row.severity === 'critical' || row.severity === 'high' || row.severity === 'error';
    return {
        level: severe ? 'error' : 'warning',
        title: `${row.severity} ${row.ruleId}: ${row.description}`,
        message: `${row.message || row.description}\n${row.tool} alert #${row.number}: ${row.url}`,
        file: row.path,
        ...(row.startLine > 0
            ? {
                startLine: row.startLine,
                endLine: row.endLine || row.startLine,
                ...(row.endLine === row.startLine && row.startColumn > 0
                    ? { startColumn: row.startColumn, endColumn: row.endColumn || row.startColumn }
                    : {}),
            }
            : {}),
    };
}

// EXTERNAL MODULE: ./src/cli/commands/shared.ts
var shared = __webpack_require__(9764);
;// CONCATENATED MODULE: ./src/cli/commands/upload.ts
/**
 * `sarif-pipeline upload`: the upload step from any CI or a terminal. The same function as the action
 * (check → upload → poll → alert summary), with the token from SVC_TOKEN (else GITHUB_TOKEN), the repository,
 * ref and commit from flags (else the GITHUB_* variables, else the Git checkout), and the outcome printed as
 * text or JSON. Exit 0 when the step passes, 1 when it fails, 2 for a usage error.
 */








const HELP = `sarif-pipeline upload: check, trim and upload SARIF to code scanning, wait for processing, summarize alerts.

Usage:
  sarif-pipeline upload <path|dir|glob>... --repo owner/name --ref REF --sha SHA [options]

The token is read from SVC_TOKEN (else GITHUB_TOKEN), never from an argument. It needs security_events
(write to upload, read for the alert summary).

Options:
  --repo owner/name   repository (default GITHUB_REPOSITORY)
  --ref REF           refs/heads/<branch>, refs/pull/<n>/merge or refs/pull/<n>/head (default GITHUB_REF,
                      else the branch checked out in --checkout)
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
  --json              print the whole outcome as JSON
  -h, --help          this help

Exit status: 0 passed, 1 failed (invalid SARIF, upload or processing failed, timeout with --on-timeout fail,
alerts at or above --fail-on), 2 usage error.
`;
const OPTIONS = {
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
};
const COMMAND = 'upload';
/** `git <args>` in `dir`, or undefined when Git or the answer is missing. */
function git(dir, args) {
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
async function run(args, io = (0,shared/* processIo */.Wr)(), setup = {}) {
    const { values, positionals } = (0,shared/* parseCommandArgs */.Qx)(COMMAND, args, OPTIONS);
    if (values.help) {
        io.stdout(HELP);
        return 0;
    }
    const env = io.env;
    if (positionals.length === 0) {
        throw (0,shared/* usageError */.Wp)(COMMAND, 'upload needs at least one SARIF file, directory or glob pattern', 'Example: sarif-pipeline upload results/ --repo acme/webapp --ref refs/heads/main --sha <sha>');
    }
    const repository = (0,shared/* parseRepo */.E3)(values.repo, COMMAND, env);
    const checkout = values.checkout ?? (env.GITHUB_WORKSPACE || '.');
    const ref = values.ref ?? (env.GITHUB_REF || git(checkout, ['symbolic-ref', '-q', 'HEAD']) || '');
    const sha = (values.sha ?? (env.GITHUB_SHA || git(checkout, ['rev-parse', 'HEAD']) || '')).toLowerCase();
    try {
        checkRefAndSha(ref, sha, { ref: '--ref', sha: '--sha' });
    }
    catch (err) {
        const e = err;
        throw (0,shared/* usageError */.Wp)(COMMAND, e.message, e.hint);
    }
    const label = (flag) => `--${flag}`;
    const settings = {
        processingTimeoutMs: parseSeconds(values.timeout, DEFAULTS.processingTimeoutSeconds, label('timeout')),
        onProcessingTimeout: parseChoice(values['on-timeout'], TIMEOUT_POLICIES, DEFAULTS.onProcessingTimeout, label('on-timeout')),
        onTrim: parseChoice(values['on-trim'], TRIM_POLICIES, DEFAULTS.onTrim, label('on-trim')),
        failOnSeverity: parseChoice(values['fail-on'], SEVERITY_THRESHOLDS, DEFAULTS.failOnSeverity, label('fail-on')),
    };
    const apiUrl = (0,shared/* resolveApiUrl */.c_)(values['api-url'], env, COMMAND);
    const token = (0,shared/* requireToken */.Fw)(env, COMMAND);
    const api = (0,shared/* createApi */.xP)(io, {
        apiUrl,
        auth: { token },
        client: { maxRateLimitWaitMs: Math.min(120_000, settings.processingTimeoutMs), ...setup.client },
    });
    let outcome;
    try {
        outcome = await uploadSarif({
            sarif: positionals,
            repository,
            ref,
            sha,
            category: values.category,
            checkoutPath: checkout,
            waitForProcessing: !values['no-wait'],
            shrinkToFit: !values['no-shrink-to-fit'],
            ...settings,
        }, {
            api,
            poll: setup.poll,
            names: {
                onTrim: '--on-trim',
                onProcessingTimeout: '--on-timeout',
                failOnSeverity: '--fail-on',
                processingTimeout: '--timeout',
                noWait: '--no-wait',
            },
            logger: values.json ? {} : { info: (m) => io.stderr(`${(0,shared/* printable */.g$)(m)}\n`) },
        });
    }
    catch (err) {
        throw (0,shared/* toUserError */.dZ)(err);
    }
    if (values.json)
        (0,shared/* printJson */.Q2)(io, outcome);
    else
        io.stdout(formatText(outcome));
    return outcome.ok ? 0 : 1;
}
/** The outcome as a person reads it in a CI log. */
function formatText(o) {
    const out = [];
    const errors = o.diagnostics.filter((d) => d.severity === 'error');
    for (const d of errors.slice(0, 50))
        out.push((0,diagnostics/* formatDiagnostic */.xy)(d));
    if (errors.length > 50)
        out.push(`(${errors.length - 50} more errors)`);
    if (errors.length > 0)
        out.push('');
    for (const i of o.inputs) {
        const more = i.errors + i.warnings > 0 ? `, ${i.errors} error(s), ${i.warnings} warning(s)` : '';
        out.push(`${i.file}: ${(0,format/* formatBytes */.z)(i.bytes)}, ${i.runs} run(s), ${i.results.toLocaleString('en-US')} results${more}`);
    }
    if (o.report.runs.length > 0)
        out.push('', (0,report/* formatReport */.CI)(o.report));
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
                        : `sarif id ${u.sarifId}, processing ${p.status}${p.status === 'complete' ? ` after ${(p.elapsedMs / 1000).toFixed(1)} s` : ''}${p.note ? ` (${p.note})` : ''}`;
            out.push(`upload ${u.index + 1}: ${state}`);
            if (p?.status === 'failed')
                for (const e of p.errors)
                    out.push(`  service error: ${e}`);
        }
    }
    const a = o.alerts;
    if (a) {
        out.push('', `alerts on ${a.ref}: ${a.counts.total} open from this analysis (${a.newCount} new), ${a.openOnRef} open from every tool`, `  ${SEVERITY_ORDER.filter((k) => a.counts[k] > 0)
            .map((k) => `${k} ${a.counts[k]}`)
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
        out.push(`OK: ${ids} upload(s), processing ${o.processingStatus}`);
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


/***/ })

};
