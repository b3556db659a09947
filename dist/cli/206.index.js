export const id = 206;
export const ids = [206];
export const modules = {

/***/ 206:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HELP: () => (/* binding */ HELP),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _sarif_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1378);
/**
 * `npm start`: the main job, offline. Starts the emulator in this process with the bundled seed, then runs the
 * bundled actions (dist/upload, dist/alerts, dist/deploy-pages) the way a runner does — inputs as INPUT_*
 * variables, GITHUB_* variables, the OIDC request variables pointing at the emulator's issuer — on a bundled
 * multi-tool sample that needs trimming and a small bundled site, and prints what a user would see.
 */





const HELP = `sarif-pipeline demo: run the whole pipeline against the embedded emulator (what \`npm start\` does).

Usage: sarif-pipeline demo [--keep-running]

Starts the emulator, runs the bundled upload, alerts and Pages deploy actions as a runner would, prints the
trim report, the processing result, the alert summary and the deployed page, then stops (or, with
--keep-running, leaves the emulator up so you can explore it).
`;
const REPO = 'acme/webapp';
const TOKEN = 'svc_workflow_webapp'; // the seed's workflow token of acme/webapp
const ADMIN_TOKEN = 'svc_pat_octocat'; // the seed's organization owner
const SHA = 'c0ffee'.padEnd(40, '0');
/** Where the bundles and samples are: next to this bundle (dist/cli), whatever the current directory. */
function layout() {
    // No path literal here: ncc would take one for an asset and copy that directory into the bundle.
    const cli = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(process.argv[1] ?? process.cwd()));
    const dist = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(cli, '..');
    const root = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(dist, '..');
    return { dist, samples: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, 'samples') };
}
/** Parse a GITHUB_OUTPUT file (name=value lines and name<<DELIMITER blocks). */
function readOutputs(file) {
    const out = {};
    const lines = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(file, 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
        const heredoc = /^([^=<]+)<<(.+)$/.exec(lines[i]);
        if (heredoc) {
            const value = [];
            for (i++; i < lines.length && lines[i] !== heredoc[2]; i++)
                value.push(lines[i]);
            out[heredoc[1]] = value.join('\n');
        }
        else if (lines[i].includes('=')) {
            const at = lines[i].indexOf('=');
            out[lines[i].slice(0, at)] = lines[i].slice(at + 1);
        }
    }
    return out;
}
/** Run one bundled action as a runner does, echoing its log; returns its outputs and job summary. */
async function runAction(bundle, inputs, env, work) {
    const outputFile = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(work, `output-${Date.now()}`);
    const summaryFile = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(work, `summary-${Date.now()}`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(outputFile, '');
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(summaryFile, '');
    const inputEnv = Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.replace(/ /g, '_').toUpperCase()}`, v]));
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(process.execPath, [bundle], {
        env: { ...process.env, ...env, ...inputEnv, GITHUB_OUTPUT: outputFile, GITHUB_STEP_SUMMARY: summaryFile },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    const show = (stream) => {
        let pending = '';
        return (chunk) => {
            const lines = (pending + chunk.toString()).split('\n');
            pending = lines.pop() ?? '';
            for (const line of lines) {
                const shown = asRunnerShows(line);
                if (shown !== undefined)
                    stream.write(`  │ ${shown}\n`);
            }
        };
    };
    child.stdout.on('data', show(process.stdout));
    child.stderr.on('data', show(process.stderr));
    const code = await new Promise((done) => child.on('exit', (c) => done(c ?? 1)));
    return { code, outputs: readOutputs(outputFile), summary: (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(summaryFile, 'utf8') };
}
/** A log line as a runner's log view shows it: workflow commands rendered, debug and mask lines hidden. */
function asRunnerShows(line) {
    const command = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!command)
        return line;
    const [, name, props = '', raw] = command;
    const message = raw.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
    const file = /(?:^|,)file=([^,]*)/.exec(props)?.[1];
    const lineNo = /(?:^|,)line=(\d+)/.exec(props)?.[1];
    const where = file ? ` (${file}${lineNo ? `:${lineNo}` : ''})` : '';
    switch (name) {
        case 'error':
        case 'warning':
        case 'notice':
            return `${name}${where}: ${message.replace(/\n/g, '\n  │   ')}`;
        case 'group':
            return `▸ ${message}`;
        default:
            return undefined; // debug, add-mask, endgroup, set-output...
    }
}
function section(title) {
    process.stdout.write(`\n━━ ${title} ${'━'.repeat(Math.max(0, 100 - title.length))}\n`);
}
async function run(args) {
    if (args.includes('--help') || args.includes('-h')) {
        process.stdout.write(HELP);
        return 0;
    }
    const unknown = args.filter((a) => a !== '--keep-running');
    if (unknown.length > 0)
        throw new _sarif_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UserError */ .y(`unknown argument ${unknown[0]}`, 'Run `sarif-pipeline demo --help`.', 2);
    const { dist, samples } = layout();
    const { startEmulator } = await Promise.all(/* import() */[__webpack_require__.e(697), __webpack_require__.e(198), __webpack_require__.e(141), __webpack_require__.e(562), __webpack_require__.e(611)]).then(__webpack_require__.bind(__webpack_require__, 992));
    const { idTokenRequestUrl } = await Promise.all(/* import() */[__webpack_require__.e(198), __webpack_require__.e(562)]).then(__webpack_require__.bind(__webpack_require__, 5562));
    const tar = await __webpack_require__.e(/* import() */ 697).then(__webpack_require__.bind(__webpack_require__, 8697));
    const emu = await startEmulator({ config: { processingDelayMs: 300 } });
    const work = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'sarif-pipeline-demo-'));
    let failed = 0;
    try {
        process.stdout.write(`emulator: ${emu.apiUrl} (bundled seed; repository ${REPO}, workflow token of the seed)\n`);
        const env = {
            GITHUB_ACTIONS: 'true',
            GITHUB_API_URL: emu.apiUrl,
            GITHUB_SERVER_URL: emu.origin,
            GITHUB_REPOSITORY: REPO,
            GITHUB_REPOSITORY_OWNER: REPO.split('/')[0],
            GITHUB_SHA: SHA,
            GITHUB_REF: 'refs/heads/main',
            GITHUB_WORKSPACE: samples,
            GITHUB_RUN_ID: '1',
            GITHUB_RUN_ATTEMPT: '1',
            GITHUB_WORKFLOW: 'demo',
            RUNNER_TEMP: work,
            ACTIONS_ID_TOKEN_REQUEST_URL: idTokenRequestUrl(emu.ctx),
            ACTIONS_ID_TOKEN_REQUEST_TOKEN: TOKEN,
        };
        section('upload SARIF (dist/upload): check, trim, upload, wait for processing');
        const upload = await runAction((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dist, 'upload', 'index.js'), { sarif: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(samples, 'pipeline'), category: '', token: TOKEN, 'processing-timeout': '60' }, env, work);
        if (upload.code !== 0)
            failed++;
        process.stdout.write(`\noutputs: ${JSON.stringify(upload.outputs, null, 2)}\n\njob summary:\n${upload.summary}\n`);
        section('alert summary (dist/alerts)');
        const alerts = await runAction((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dist, 'alerts', 'index.js'), { repository: REPO, token: TOKEN, state: 'open' }, env, work);
        if (alerts.code !== 0)
            failed++;
        process.stdout.write(`\njob summary:\n${alerts.summary}\n`);
        section('deploy Pages (dist/deploy-pages): artifact, OIDC token, deployment, status');
        const { createClient } = await Promise.all(/* import() */[__webpack_require__.e(845), __webpack_require__.e(276)]).then(__webpack_require__.bind(__webpack_require__, 4276));
        // Enabling Pages is an administrator's one-time setting (the workflow token may not): the seed's owner does it.
        const admin = createClient({ baseUrl: emu.apiUrl, auth: { token: ADMIN_TOKEN } });
        const [owner, repo] = REPO.split('/');
        if (!(await admin.pages.get({ owner, repo }).catch(() => undefined)))
            await admin.pages.create({ owner, repo, build_type: 'workflow' });
        const archive = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(work, 'site.tar.gz');
        await tar.create({ gzip: true, file: archive, cwd: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(samples, 'site') }, ['.']);
        const artifactUrl = `${emu.origin}/_artifacts/${REPO}/site.tar.gz`;
        const put = await fetch(artifactUrl, {
            method: 'PUT',
            headers: { authorization: `Bearer ${TOKEN}` },
            body: (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(archive),
        });
        if (!put.ok)
            throw new Error(`the emulator refused the artifact: ${put.status}`);
        const pages = await runAction((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dist, 'deploy-pages', 'index.js'), { 'artifact-url': artifactUrl, token: TOKEN, timeout: '60' }, env, work);
        if (pages.code !== 0)
            failed++;
        process.stdout.write(`\noutputs: ${JSON.stringify(pages.outputs, null, 2)}\n`);
        const pageUrl = pages.outputs.page_url ?? pages.outputs['page-url'];
        if (pageUrl) {
            const page = await fetch(pageUrl);
            process.stdout.write(`\nGET ${pageUrl} → ${page.status}\n${(await page.text()).trim()}\n`);
        }
        section(failed === 0 ? 'done: every step succeeded' : `done: ${failed} step(s) failed`);
        if (args.includes('--keep-running')) {
            process.stdout.write(`the emulator keeps running at ${emu.apiUrl}; Ctrl-C to stop\n`);
            await new Promise((done) => {
                process.once('SIGINT', done);
                process.once('SIGTERM', done);
            });
        }
        return failed === 0 ? 0 : 1;
    }
    finally {
        await emu.close();
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(work, { recursive: true, force: true });
    }
}


/***/ })

};
