export const id = 94;
export const ids = [94];
export const modules = {

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
