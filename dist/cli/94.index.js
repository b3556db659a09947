export const id = 94;
export const ids = [94];
export const modules = {

/***/ 6094:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HELP: () => (/* binding */ HELP),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _steps_alerts_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8581);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9764);
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
  --max N             list at most N alerts (default ${_steps_alerts_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_MAX_ALERTS */ .j8.toLocaleString('en-US')})
  --top N             rows in the most-severe table (default 10)
  --json              print the summary and every alert as JSON
  --json-file PATH    also write that JSON to PATH
  --fail-on SEV       exit 1 when an open alert reaches SEV: ${_steps_alerts_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .FAIL_ON_VALUES */ .Qm.join(', ')} (default none).
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
async function run(args, io = (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .processIo */ .Wr)()) {
    const { values, positionals } = (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Qx)(COMMAND, args, {
        ..._shared_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMON_OPTIONS */ .DT,
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
    if (values.help) {
        io.stdout(HELP);
        return 0;
    }
    if (positionals.length > 0)
        throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .usageError */ .Wp)(COMMAND, `unexpected argument "${(0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(positionals[0])}"`);
    if (values.repo !== undefined && values.org !== undefined) {
        throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .usageError */ .Wp)(COMMAND, 'give --repo or --org, not both');
    }
    let scope;
    if (values.org !== undefined) {
        if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/.test(values.org)) {
            throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .usageError */ .Wp)(COMMAND, `--org must be an organization name, got "${(0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(values.org)}"`);
        }
        if (values.ref !== undefined) {
            throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .usageError */ .Wp)(COMMAND, '--ref applies to repositories only', 'Drop --ref, or list a repository with --repo.');
        }
        scope = { org: values.org };
    }
    else {
        scope = (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .parseRepo */ .E3)(values.repo, COMMAND, io.env);
    }
    let filters;
    let failOn;
    try {
        filters = (0,_steps_alerts_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .parseAlertFilters */ .jH)({
            toolName: values['tool-name'],
            toolGuid: values['tool-guid'],
            ref: values.ref,
            state: values.state,
            severity: values.severity,
            sort: values.sort,
            direction: values.direction,
        }, FLAGS);
        failOn = (0,_steps_alerts_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .parseFailOn */ .XV)(values['fail-on'], FLAGS.failOn);
    }
    catch (err) {
        if (err instanceof _steps_alerts_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .AlertInputError */ .pD)
            throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .usageError */ .Wp)(COMMAND, (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(err.message));
        throw err;
    }
    const maxItems = (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .positiveInt */ .NJ)(values.max, '--max', COMMAND);
    const top = (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .positiveInt */ .NJ)(values.top, '--top', COMMAND);
    const api = (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .createApi */ .xP)(io, {
        apiUrl: (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveApiUrl */ .c_)(values['api-url'], io.env, COMMAND),
        auth: { token: (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .requireToken */ .Fw)(io.env, COMMAND) },
    });
    const result = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .callApi */ .px)(() => (0,_steps_alerts_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .runAlertsStep */ .HO)(api, { scope, filters, failOn, maxItems, top, jsonFile: values['json-file'] }));
    const { summary, threshold } = result;
    if (values.json) {
        (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .printJson */ .Q2)(io, {
            scope: result.scopeLabel,
            truncated: result.truncated,
            total: summary.total,
            open: summary.open,
            counts: summary.counts,
            open_counts: summary.openCounts,
            states: summary.states,
            threshold: { value: threshold.threshold, failed: threshold.failed, count: threshold.count },
            top: summary.top,
            alerts: result.alerts,
        });
    }
    else {
        io.stdout(`${(0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)((0,_steps_alerts_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .formatAlertSummaryText */ .Zp)(summary, { scope: result.scopeLabel, truncated: result.truncated, threshold }))}\n`);
        if (result.jsonFile)
            io.stdout(`written to ${result.jsonFile}\n`);
    }
    if (io.env.GITHUB_STEP_SUMMARY)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(io.env.GITHUB_STEP_SUMMARY, `${result.markdown}\n`);
    if (threshold.failed) {
        io.stderr(`error: ${threshold.message}\n`);
        return 1;
    }
    return 0;
}


/***/ })

};
