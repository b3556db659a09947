export const id = 680;
export const ids = [680];
export const modules = {

/***/ 6601:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $i: () => (/* binding */ actorId),
/* harmony export */   BS: () => (/* binding */ bindJob),
/* harmony export */   Lc: () => (/* binding */ findRun),
/* harmony export */   Vi: () => (/* binding */ numericId),
/* harmony export */   ky: () => (/* binding */ runsOf),
/* harmony export */   ng: () => (/* binding */ runOf),
/* harmony export */   r0: () => (/* binding */ callerRun)
/* harmony export */ });
/* unused harmony exports runnerEnv, serverUrl */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _runtime_token_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2995);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7179);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3318);
/**
 * Workflow runs. A workflow token stands for one job of one run: the seed may describe that run (`"run": {...}`
 * next to `repository` and `actor`), a test binds it to the `GITHUB_*` values it passes to a step (bindJob, or
 * `POST /_emulator/jobs`), and what is missing defaults from the repository (its default branch and last commit,
 * a `push` event). The run API, the OIDC claims and the artifact store all read the run from here, so they agree.
 */




/** A stable number from a string, in the range of real ids (ten digits). */
function numericId(seed) {
    return (1_000_000_000 + (Number.parseInt((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(seed).digest('hex').slice(0, 8), 16) % 1e9));
}
function lastCommitSha(repo, ref) {
    return (repo.commits[repo.commits.length - 1]?.sha ??
        (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1')
            .update(`${(0,_state_js__WEBPACK_IMPORTED_MODULE_3__/* .fullName */ .fq)(repo)}\0${ref}`)
            .digest('hex'));
}
/** The run of a workflow token (its secret gives a stable default id). */
function runOf(ctx, secret, token, repo) {
    const run = token.run ?? {};
    const ref = run.ref ?? `refs/heads/${repo.defaultBranch}`;
    const workflowPath = run.workflowPath ?? `.${ctx.config.vendor}/workflows/pages.yml`;
    return {
        id: Number(run.runId ?? numericId(`run:${secret}`)),
        attempt: Number(run.runAttempt ?? 1),
        repo,
        ref,
        sha: run.sha ?? lastCommitSha(repo, ref),
        workflow: run.workflow ?? 'Deploy Pages',
        workflowPath,
        workflowId: numericId(`workflow:${(0,_state_js__WEBPACK_IMPORTED_MODULE_3__/* .fullName */ .fq)(repo)}:${workflowPath}`) % 100_000_000,
        job: run.job ?? 'deploy',
        eventName: run.eventName ?? 'push',
        environment: run.environment,
        actor: token.actor,
    };
}
function tokenRepo(ctx, token) {
    const [owner = '', name = ''] = token.repository.split('/');
    return ctx.store.read((s) => (0,_state_js__WEBPACK_IMPORTED_MODULE_3__/* .findRepo */ .O7)(s, owner, name));
}
/** Every run of a repository: one per workflow token of the repository. */
function runsOf(ctx, repo) {
    const tokens = ctx.store.read((s) => Object.entries(s.tokens));
    const runs = [];
    for (const [secret, token] of tokens) {
        if (token.kind !== 'workflow')
            continue;
        const r = tokenRepo(ctx, token);
        if (r?.id === repo.id)
            runs.push(runOf(ctx, secret, token, repo));
    }
    return runs;
}
function findRun(ctx, repo, runId) {
    return runsOf(ctx, repo).find((r) => String(r.id) === String(runId));
}
/** The run of the caller's workflow token, if it is one. */
function callerRun(ctx, secret, token) {
    if (token.kind !== 'workflow')
        return undefined;
    const repo = tokenRepo(ctx, token);
    return repo ? runOf(ctx, secret, token, repo) : undefined;
}
/**
 * Bind a workflow token to a job, as the runner does when it hands the token to the job: the run API, the OIDC
 * claims and artifact uploads then follow these values. Returns the run and the variables a runner would set.
 */
async function bindJob(ctx, binding) {
    const problems = [];
    if (typeof binding?.token !== 'string')
        problems.push('token (a workflow token of the seed) is required');
    const str = (name) => {
        const v = binding?.[name];
        if (v !== undefined && typeof v !== 'string' && typeof v !== 'number')
            problems.push(`${name} must be a string`);
    };
    [
        'run_id',
        'run_attempt',
        'sha',
        'ref',
        'workflow',
        'workflow_path',
        'job',
        'event_name',
        'environment',
    ].forEach(str);
    if (binding?.run_id !== undefined && !/^\d{1,15}$/.test(String(binding.run_id)))
        problems.push('run_id must be a positive integer');
    if (binding?.sha !== undefined && !/^[0-9a-f]{40}$/.test(String(binding.sha)))
        problems.push('sha must be 40 hexadecimal digits');
    if (binding?.ref !== undefined && !String(binding.ref).startsWith('refs/'))
        problems.push('ref must start with refs/');
    if (problems.length > 0)
        throw new _http_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD(422, `Invalid job: ${problems.join('; ')}`);
    const run = ctx.store.write((s) => {
        const token = s.tokens[binding.token];
        if (!token || token.kind !== 'workflow')
            throw new _http_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD(422, 'Invalid job: token is not a workflow token of the seed');
        const t = token;
        const next = { ...t.run };
        if (binding.run_id !== undefined)
            next.runId = String(binding.run_id);
        if (binding.run_attempt !== undefined)
            next.runAttempt = String(binding.run_attempt);
        if (binding.sha !== undefined)
            next.sha = String(binding.sha);
        if (binding.ref !== undefined)
            next.ref = String(binding.ref);
        if (binding.workflow !== undefined)
            next.workflow = String(binding.workflow);
        if (binding.workflow_path !== undefined)
            next.workflowPath = String(binding.workflow_path);
        if (binding.job !== undefined)
            next.job = String(binding.job);
        if (binding.event_name !== undefined)
            next.eventName = String(binding.event_name);
        if (binding.environment !== undefined)
            next.environment = String(binding.environment);
        t.run = next;
        return t;
    });
    const repo = tokenRepo(ctx, run);
    if (!repo)
        throw new _http_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD(422, `Invalid job: the token's repository ${run.repository} does not exist`);
    const r = runOf(ctx, binding.token, run, repo);
    return { run: renderRunSummary(r), env: await runnerEnv(ctx, r) };
}
function renderRunSummary(r) {
    return {
        id: r.id,
        run_attempt: r.attempt,
        repository: (0,_state_js__WEBPACK_IMPORTED_MODULE_3__/* .fullName */ .fq)(r.repo),
        ref: r.ref,
        sha: r.sha,
        workflow: r.workflow,
        workflow_path: r.workflowPath,
        job: r.job,
        event_name: r.eventName,
        actor: r.actor,
        ...(r.environment ? { environment: r.environment } : {}),
    };
}
/**
 * The variables a runner sets for this run's job. The workflow token is not among them (the caller has it); the
 * runtime token the artifact service takes is (a JWT for this run's job, see artifact-service.ts).
 */
async function runnerEnv(ctx, r) {
    const full = (0,_state_js__WEBPACK_IMPORTED_MODULE_3__/* .fullName */ .fq)(r.repo);
    return {
        GITHUB_REPOSITORY: full,
        GITHUB_REPOSITORY_OWNER: r.repo.owner,
        GITHUB_RUN_ID: String(r.id),
        GITHUB_RUN_ATTEMPT: String(r.attempt),
        GITHUB_RUN_NUMBER: String(r.attempt),
        GITHUB_SHA: r.sha,
        GITHUB_REF: r.ref,
        GITHUB_REF_NAME: r.ref.replace(/^refs\/(heads|tags)\//, ''),
        GITHUB_WORKFLOW: r.workflow,
        GITHUB_WORKFLOW_REF: `${full}/${r.workflowPath}@${r.ref}`,
        GITHUB_JOB: r.job,
        GITHUB_EVENT_NAME: r.eventName,
        GITHUB_ACTOR: r.actor,
        GITHUB_SERVER_URL: serverUrl(ctx),
        GITHUB_API_URL: `${ctx.config.origin}${ctx.config.apiPrefix}`,
        ACTIONS_ID_TOKEN_REQUEST_URL: `${ctx.config.origin}/_oidc/token?api-version=2.0`,
        ACTIONS_RUNTIME_URL: `${ctx.config.origin}/_runtime/`,
        ACTIONS_RESULTS_URL: `${ctx.config.origin}/`,
        ACTIONS_RUNTIME_TOKEN: await (0,_runtime_token_js__WEBPACK_IMPORTED_MODULE_1__/* .runtimeToken */ .Cc)(ctx, r),
    };
}
/**
 * GITHUB_SERVER_URL. Acting as the hosted service, the emulator names itself `<vendor>.localhost` (RFC 6761 keeps
 * *.localhost for loopback, and browsers resolve it there): clients that tell the hosted service from a self-managed
 * installation by this URL (the artifact client refuses the latter, as upload-artifact v4 does on GHES) then see the
 * hosted service. Nothing connects to it from Node; the API and the artifact service have URLs of their own.
 */
function serverUrl(ctx) {
    if (ctx.config.enterpriseVersion)
        return ctx.config.origin;
    const url = new URL(ctx.config.origin);
    url.hostname = `${ctx.config.vendor}.localhost`;
    return url.origin;
}
/** The login and numeric id of a run's actor. */
function actorId(ctx, login) {
    return ctx.store.read((s) => (0,_state_js__WEBPACK_IMPORTED_MODULE_3__/* .findUser */ .Hr)(s, login)?.id) ?? numericId(login);
}


/***/ }),

/***/ 2995:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cc: () => (/* binding */ runtimeToken),
/* harmony export */   s2: () => (/* binding */ RUNTIME_AUDIENCE)
/* harmony export */ });
/* unused harmony export backendIds */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _oidc_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5562);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3318);
/**
 * The job's runtime token (ACTIONS_RUNTIME_TOKEN): a JWT signed by the emulator's issuer whose `scp` claim carries
 * the run's and the job's backend ids (`Actions.Results:<run>:<job>`), which is where `@actions/artifact` reads them.
 */



const RUNTIME_AUDIENCE = 'actions.results';
/** As long as a job may run. */
const RUNTIME_TOKEN_SECONDS = 6 * 3600;
/** The backend ids of a run and its job, in the UUID shape the service uses. */
function backendIds(run) {
    const uuid = (seed) => {
        const h = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(seed).digest('hex');
        return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
    };
    return { runId: uuid(`run:${run.id}`), jobId: uuid(`job:${run.id}:${run.job}`) };
}
/** The runtime token the runner hands a job (ACTIONS_RUNTIME_TOKEN). */
async function runtimeToken(ctx, run) {
    const { runId, jobId } = backendIds(run);
    const now = Math.floor(Date.now() / 1000);
    return (await (0,_oidc_js__WEBPACK_IMPORTED_MODULE_1__/* .issuerFor */ .Ve)(ctx)).sign({
        aud: RUNTIME_AUDIENCE,
        sub: `run:${run.id}`,
        exp: now + RUNTIME_TOKEN_SECONDS,
        scp: `Actions.GenericRead:${runId} Actions.Results:${runId}:${jobId}`,
        repository: (0,_state_js__WEBPACK_IMPORTED_MODULE_2__/* .fullName */ .fq)(run.repo),
        run_id: String(run.id),
        actor: run.actor,
    });
}


/***/ }),

/***/ 2641:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ff: () => (/* binding */ actorLogin),
/* harmony export */   KI: () => (/* binding */ canSee),
/* harmony export */   Tk: () => (/* binding */ repoAccess),
/* harmony export */   kp: () => (/* binding */ roleOf),
/* harmony export */   ls: () => (/* binding */ identify),
/* harmony export */   xT: () => (/* binding */ callerLogin)
/* harmony export */ });
/* unused harmony export requireAuthenticated */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7179);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3318);
/**
 * Who is calling, and what they may do: token kinds (classic with scopes, fine-grained and app installation with
 * permissions, the workflow token), Basic authentication with a one-time password for the OAuth endpoints, and
 * the spec's rules for repositories (a private repository the caller cannot see is a 404, not a 403).
 */



const ACCESS_ORDER = ['read', 'write', 'admin'];
function b64(s) {
    return Buffer.from(s, 'base64').toString('utf8');
}
/** Identify the caller from the Authorization header; bad credentials are a 401 (never a silent anonymous). */
function identify(ctx, req) {
    const header = req.headers.authorization;
    if (!header)
        return { type: 'anonymous', key: `ip:${req.ip}` };
    const [scheme = '', ...rest] = header.trim().split(/\s+/);
    const value = rest.join(' ');
    const lower = scheme.toLowerCase();
    if (lower === 'basic') {
        const decoded = b64(value);
        const colon = decoded.indexOf(':');
        const login = colon < 0 ? decoded : decoded.slice(0, colon);
        const password = colon < 0 ? '' : decoded.slice(colon + 1);
        const user = ctx.store.read((s) => (0,_state_js__WEBPACK_IMPORTED_MODULE_2__/* .findUser */ .Hr)(s, login));
        if (!user || user.password !== password)
            throw new _http_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD(401, 'Bad credentials');
        return { type: 'basic', user, key: `user:${user.login}` };
    }
    if (lower !== 'bearer' && lower !== 'token') {
        throw new _http_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD(401, `Unsupported authorization scheme "${scheme}": use Bearer or token`);
    }
    if (lower === 'token' && /^eyJ[\w-]*\.[\w-]*\.[\w-]*$/.test(value)) {
        throw new _http_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD(401, 'A JSON web token must be sent with the Bearer scheme');
    }
    const token = ctx.store.read((s) => s.tokens[value]);
    if (!token)
        throw new _http_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD(401, 'Bad credentials');
    if ('expiresAt' in token && token.expiresAt && Date.parse(token.expiresAt) < Date.now()) {
        throw new _http_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD(401, 'Bad credentials: the token has expired');
    }
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(value).digest('hex').slice(0, 16);
    return { type: 'token', secret: value, token, key: `token:${hash}` };
}
/** The user a caller acts as, if any. */
function callerLogin(caller) {
    if (caller.type === 'basic')
        return caller.user.login;
    if (caller.type !== 'token')
        return undefined;
    const t = caller.token;
    if (t.kind === 'classic' || t.kind === 'fine-grained' || t.kind === 'oauth')
        return t.user;
    if (t.kind === 'workflow')
        return t.actor;
    return undefined;
}
/** The login shown for the caller in records it creates (pusher, added_by, dismissed_by). */
function actorLogin(caller, vendor = 'svc') {
    if (caller.type === 'token' && caller.token.kind === 'installation')
        return `${caller.token.app}[bot]`;
    if (caller.type === 'token' && caller.token.kind === 'workflow')
        return `${vendor}-actions[bot]`;
    return callerLogin(caller) ?? 'anonymous';
}
function roleOf(state, repo, login) {
    const l = login.toLowerCase();
    if (repo.owner.toLowerCase() === l)
        return 'admin';
    const org = (0,_state_js__WEBPACK_IMPORTED_MODULE_2__/* .findOrg */ .m2)(state, repo.owner);
    if (org?.owners.some((o) => o.toLowerCase() === l))
        return 'admin';
    const collaborator = Object.entries(repo.collaborators).find(([k]) => k.toLowerCase() === l)?.[1];
    if (collaborator)
        return collaborator;
    if (org?.members.some((m) => m.toLowerCase() === l))
        return 'read';
    return repo.private ? undefined : 'read';
}
function atLeast(order, have, need) {
    return have !== undefined && order.indexOf(have) >= order.indexOf(need);
}
function tokenReaches(t, repo) {
    if (t.kind === 'workflow')
        return t.repository.toLowerCase() === (0,_state_js__WEBPACK_IMPORTED_MODULE_2__/* .fullName */ .fq)(repo).toLowerCase();
    if (t.kind === 'fine-grained' || t.kind === 'installation') {
        return (t.repositories === 'all' || t.repositories.some((r) => r.toLowerCase() === (0,_state_js__WEBPACK_IMPORTED_MODULE_2__/* .fullName */ .fq)(repo).toLowerCase()));
    }
    return true;
}
/** Classic scopes that imply others: `repo` covers `public_repo` and `security_events`. */
function hasScope(scopes, accepted, repo) {
    if (accepted.length === 0)
        return true;
    const held = new Set(scopes);
    if (held.has('repo'))
        ['public_repo', 'security_events', 'repo:status', 'repo_deployment'].forEach((s) => held.add(s));
    if (held.has('admin:org'))
        ['write:org', 'read:org'].forEach((s) => held.add(s));
    return accepted.some((s) => held.has(s) && (s !== 'public_repo' || !repo?.private));
}
function setAuthHeaders(ctx, reply, caller, need) {
    const h = (0,_http_js__WEBPACK_IMPORTED_MODULE_1__/* .headerNames */ .Qb)(ctx.config.vendor);
    if (caller.type === 'token' && (caller.token.kind === 'classic' || caller.token.kind === 'oauth')) {
        reply.header('x-oauth-scopes', caller.token.scopes.join(', '));
    }
    reply.header('x-accepted-oauth-scopes', need.scopes.join(', '));
    if (need.permission)
        reply.header(h.acceptedPermissions, `${need.permission[0]}=${need.permission[1]}`);
}
/** Whether the caller can see the repository at all (else it is a 404 to them). */
function canSee(state, caller, repo) {
    if (!repo.private)
        return true;
    if (caller.type === 'anonymous')
        return false;
    if (caller.type === 'token') {
        const t = caller.token;
        if (!tokenReaches(t, repo))
            return false;
        if (t.kind === 'installation' || t.kind === 'workflow')
            return true;
        if ((t.kind === 'classic' || t.kind === 'oauth') && !hasScope(t.scopes, ['repo'], repo))
            return false;
    }
    const login = callerLogin(caller);
    return login !== undefined && roleOf(state, repo, login) !== undefined;
}
/**
 * The repository of a repository route, if the caller may do what `need` says there: 404 when it does not exist
 * or the caller cannot see it, 401 when anonymous and more than reading is needed, 403 otherwise.
 */
function repoAccess(ctx, req, reply, owner, name, need) {
    const caller = req.caller;
    setAuthHeaders(ctx, reply, caller, need);
    return ctx.store.read((state) => {
        const repo = (0,_state_js__WEBPACK_IMPORTED_MODULE_2__/* .findRepo */ .O7)(state, owner, name);
        if (!repo || !canSee(state, caller, repo))
            throw new _http_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD(404, 'Not Found');
        if (caller.type === 'anonymous') {
            if (need.authenticated || need.role !== 'read' || (need.permission && need.permission[1] !== 'read')) {
                throw new _http_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD(401, 'Requires authentication');
            }
            return repo;
        }
        if (caller.type === 'basic')
            throw new _http_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD(401, 'Password authentication is not supported here: use a token');
        const t = caller.token;
        if (t.kind === 'classic' || t.kind === 'oauth') {
            if (!hasScope(t.scopes, need.scopes, repo)) {
                throw new _http_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD(403, `This operation needs one of the scopes: ${need.scopes.join(', ')}`);
            }
        }
        else if (need.permission) {
            const [category, access] = need.permission;
            if (!tokenReaches(t, repo) || !atLeast(ACCESS_ORDER, t.permissions[category], access)) {
                throw new _http_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD(403, 'Resource not accessible by integration', {
                    documentationUrl: 'permissions',
                });
            }
        }
        if (t.kind === 'installation' || t.kind === 'workflow')
            return repo;
        const login = callerLogin(caller);
        if (!atLeast(_state_js__WEBPACK_IMPORTED_MODULE_2__/* .ROLES */ .gg, roleOf(state, repo, login), need.role)) {
            throw new _http_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD(403, `Must have ${need.role} rights to the repository`);
        }
        return repo;
    });
}
/** For operations outside repositories that need someone signed in (any token or Basic). */
function requireAuthenticated(req) {
    if (req.caller.type === 'anonymous')
        throw new ApiError(401, 'Requires authentication');
    return req.caller;
}


/***/ }),

/***/ 7179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Y: () => (/* binding */ validationFailed),
/* harmony export */   Ec: () => (/* binding */ isoNow),
/* harmony export */   En: () => (/* binding */ paginate),
/* harmony export */   PV: () => (/* binding */ DEFAULT_CONFIG),
/* harmony export */   Qb: () => (/* binding */ headerNames),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   mX: () => (/* binding */ notFound),
/* harmony export */   u0: () => (/* binding */ wantsTextMatch)
/* harmony export */ });
const DEFAULT_CONFIG = {
    vendor: 'svc',
    apiPrefix: '/api/v3',
    origin: '',
    processingDelayMs: 200,
    searchTimeBudgetMs: 2_000,
    bodyLimit: 32 * 1024 * 1024,
    rateLimits: { core: [5_000, 60], search: [30, 10] },
    apiVersions: ['2022-11-28'],
};
/** Header names built from the vendor word: one setting changes them all. */
function headerNames(vendor) {
    const V = vendor.charAt(0).toUpperCase() + vendor.slice(1);
    return {
        apiVersion: `x-${vendor}-api-version`,
        apiVersionSelected: `X-${V}-Api-Version-Selected`,
        mediaType: `X-${V}-Media-Type`,
        otp: `x-${vendor}-otp`,
        otpOut: `X-${V}-OTP`,
        acceptedPermissions: `X-Accepted-${V}-Permissions`,
        emulator: `X-${V}-Emulator`,
        requestId: `X-${V}-Request-Id`,
        enterpriseVersion: `X-${V}-Enterprise-Version`,
        jsonMediaType: `application/vnd.${vendor}+json`,
        textMatchMediaType: `application/vnd.${vendor}.v3.text-match+json`,
    };
}
/**
 * Whether an Accept header asks for text matches: the spec's `application/vnd.svc.v3.text-match+json`, and the
 * spellings real clients send (`application/vnd.svc.text-match+json`; Octokit's `mediaType: { format:
 * 'text-match' }` turns its default into `application/vnd.svc.v3.text-match`, without `+json`).
 */
function wantsTextMatch(vendor, accept) {
    const escaped = vendor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`application/vnd\\.${escaped}(\\.v3)?\\.text-match(\\+json)?\\b`, 'i').test(String(accept ?? ''));
}
/** An error answered as `{ message, documentation_url }` with its status (and optional headers or field errors). */
class ApiError extends Error {
    status;
    extra;
    constructor(status, message, extra = {}) {
        super(message);
        this.status = status;
        this.extra = extra;
    }
}
const notFound = () => new ApiError(404, 'Not Found');
const validationFailed = (errors = [], message = 'Validation Failed') => new ApiError(422, message, { errors });
/**
 * One page of `items` per the spec: per_page (max 100, default 30) and page (default 1), and a Link header with
 * first, prev (not on the first page), next and last, carrying per_page and every other query parameter; no
 * Link header when everything fits on one page.
 */
function paginate(ctx, req, reply, items) {
    const query = req.query;
    const perPage = Math.min(100, Math.max(1, Number.parseInt(query.per_page ?? '30', 10) || 30));
    const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1);
    const last = Math.max(1, Math.ceil(items.length / perPage));
    if (items.length > perPage) {
        const url = new URL(req.url, ctx.config.origin);
        const link = (p, rel) => {
            url.searchParams.set('per_page', String(perPage));
            url.searchParams.set('page', String(p));
            return `<${url.toString()}>; rel="${rel}"`;
        };
        const parts = [];
        if (page > 1)
            parts.push(link(Math.min(page - 1, last), 'prev'));
        if (page < last)
            parts.push(link(page + 1, 'next'));
        parts.push(link(last, 'last'), link(1, 'first'));
        reply.header('link', parts.join(', '));
    }
    return items.slice((page - 1) * perPage, page * perPage);
}
function isoNow() {
    return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}


/***/ }),

/***/ 5562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ve: () => (/* binding */ issuerFor),
/* harmony export */   Vh: () => (/* binding */ registerOidcRoutes),
/* harmony export */   Y0: () => (/* binding */ verifyIdToken),
/* harmony export */   Yl: () => (/* binding */ defaultAudience),
/* harmony export */   idTokenRequestUrl: () => (/* binding */ idTokenRequestUrl),
/* harmony export */   uv: () => (/* binding */ OidcError)
/* harmony export */ });
/* unused harmony exports ID_TOKEN_PATH, DISCOVERY_PATH, JWKS_PATH, ID_TOKEN_LIFETIME_SECONDS, OidcIssuer */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var jose__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1538);
/* harmony import */ var jose__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7968);
/* harmony import */ var jose__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7448);
/* harmony import */ var jose__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2896);
/* harmony import */ var jose__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5057);
/* harmony import */ var jose__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6687);
/* harmony import */ var jose__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5674);
/* harmony import */ var _actions_runs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6601);
/* harmony import */ var _auth_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2641);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7179);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3318);
/**
 * The emulator's OIDC issuer, standing in for the workflow runner's token service: an RS256 key pair made at start
 * (with a `kid`), the discovery document and the JWKS it names, the ID-token endpoint that `@actions/core`
 * `getIDToken(audience?)` calls (GET on ACTIONS_ID_TOKEN_REQUEST_URL with `&audience=...` appended, the workflow
 * token as Bearer, answer `{ "value": "<JWT>" }`), and the verification the Pages deployment route uses.
 *
 * Keys live in memory only: a restarted emulator has new keys, so tokens issued before the restart no longer
 * verify (they expire after five minutes anyway).
 */






/** Where the token endpoint is mounted; ACTIONS_ID_TOKEN_REQUEST_URL is this with a query string. */
const ID_TOKEN_PATH = '/_oidc/token';
const DISCOVERY_PATH = '/.well-known/openid-configuration';
const JWKS_PATH = '/.well-known/jwks';
/** Lifetime of an ID token, as the runner's: five minutes. */
const ID_TOKEN_LIFETIME_SECONDS = 300;
/** Why a token was refused; `message` says what is wrong and what to do. */
class OidcError extends Error {
    reason;
    constructor(reason, message) {
        super(message);
        this.reason = reason;
    }
}
class OidcIssuer {
    ctx;
    privateKey;
    publicJwk;
    constructor(ctx, privateKey, publicJwk) {
        this.ctx = ctx;
        this.privateKey = privateKey;
        this.publicJwk = publicJwk;
    }
    static async create(ctx) {
        const { privateKey, publicKey } = await (0,jose__WEBPACK_IMPORTED_MODULE_4__/* .generateKeyPair */ .T)('RS256', { extractable: true });
        const jwk = await (0,jose__WEBPACK_IMPORTED_MODULE_5__/* .exportJWK */ .JU)(publicKey);
        const kid = await (0,jose__WEBPACK_IMPORTED_MODULE_6__/* .calculateJwkThumbprint */ .s)(jwk);
        return new OidcIssuer(ctx, privateKey, { ...jwk, kid, alg: 'RS256', use: 'sig' });
    }
    /** The issuer identifier: the emulator origin, under which the discovery document lives. */
    get issuer() {
        return this.ctx.config.origin;
    }
    get kid() {
        return this.publicJwk.kid;
    }
    jwks() {
        return { keys: [this.publicJwk] };
    }
    discovery() {
        return {
            issuer: this.issuer,
            jwks_uri: `${this.issuer}${JWKS_PATH}`,
            subject_types_supported: ['public', 'pairwise'],
            response_types_supported: ['id_token'],
            scopes_supported: ['openid'],
            id_token_signing_alg_values_supported: ['RS256'],
            claims_supported: [
                'sub',
                'aud',
                'exp',
                'iat',
                'iss',
                'jti',
                'nbf',
                'ref',
                'ref_type',
                'sha',
                'repository',
                'repository_id',
                'repository_owner',
                'repository_owner_id',
                'repository_visibility',
                'run_id',
                'run_attempt',
                'actor',
                'actor_id',
                'workflow',
                'workflow_ref',
                'workflow_sha',
                'job_workflow_ref',
                'job_workflow_sha',
                'event_name',
                'environment',
                'runner_environment',
                'repo_property_*',
            ],
        };
    }
    /**
     * Sign claims with the issuer key. iss, iat, nbf, exp and jti are set here unless given (tests give a past
     * `exp` to make an expired token).
     */
    async sign(claims) {
        const now = Math.floor(Date.now() / 1000);
        const payload = {
            iss: this.issuer,
            iat: now,
            nbf: now,
            exp: now + ID_TOKEN_LIFETIME_SECONDS,
            jti: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)(),
            ...claims,
        };
        return new jose__WEBPACK_IMPORTED_MODULE_7__/* .SignJWT */ .P(payload)
            .setProtectedHeader({ alg: 'RS256', kid: this.kid, typ: 'JWT' })
            .sign(this.privateKey);
    }
    /** Verify a token issued here for another purpose than OIDC (the job's runtime token): signature, issuer, audience, time. */
    async verifyOwn(token, audience) {
        try {
            return (await (0,jose__WEBPACK_IMPORTED_MODULE_8__/* .jwtVerify */ .V)(token, (0,jose__WEBPACK_IMPORTED_MODULE_9__/* .createLocalJWKSet */ .w)(this.jwks()), {
                algorithms: ['RS256'],
                issuer: this.issuer,
                audience,
                clockTolerance: 5,
            })).payload;
        }
        catch (err) {
            throw describeJoseError(err, audience, this.issuer);
        }
    }
    /**
     * Verify a token issued here: signature against the published key, issuer, audience, time window, and the
     * `repository` claim (case-insensitive, as repository names are). Returns the claims or throws OidcError.
     */
    async verify(token, expected) {
        let payload;
        try {
            ({ payload } = await (0,jose__WEBPACK_IMPORTED_MODULE_8__/* .jwtVerify */ .V)(token, (0,jose__WEBPACK_IMPORTED_MODULE_9__/* .createLocalJWKSet */ .w)(this.jwks()), {
                algorithms: ['RS256'],
                issuer: this.issuer,
                audience: expected.audience,
                requiredClaims: ['exp', 'iat', 'nbf', 'sub', 'jti', 'repository'],
                clockTolerance: 5,
            }));
        }
        catch (err) {
            throw describeJoseError(err, expected.audience, this.issuer);
        }
        const repository = payload.repository;
        if (typeof repository !== 'string' || repository.toLowerCase() !== expected.repository.toLowerCase()) {
            throw new OidcError('repository', `the OIDC token was issued for repository ${String(repository)}, not ${expected.repository}: request it from a workflow of ${expected.repository}`);
        }
        return payload;
    }
}
function describeJoseError(err, audience, issuer) {
    if (err instanceof jose__WEBPACK_IMPORTED_MODULE_10__/* .JWTExpired */ .n) {
        return new OidcError('expired', 'the OIDC token has expired: request a fresh one with getIDToken()');
    }
    if (err instanceof jose__WEBPACK_IMPORTED_MODULE_10__/* .JWTClaimValidationFailed */ .ie) {
        if (err.claim === 'aud') {
            return new OidcError('audience', `the OIDC token audience is not ${audience}: request the token with that audience (the default of getIDToken())`);
        }
        if (err.claim === 'iss') {
            return new OidcError('issuer', `the OIDC token was not issued by this emulator (${issuer})`);
        }
        if (err.claim === 'nbf' || err.claim === 'iat') {
            return new OidcError('not_yet_valid', `the OIDC token is not valid yet (${err.claim} is in the future)`);
        }
        return new OidcError('malformed', `the OIDC token lacks a valid "${err.claim}" claim`);
    }
    if (err instanceof jose__WEBPACK_IMPORTED_MODULE_10__/* .JWSSignatureVerificationFailed */ .h2 ||
        err instanceof jose__WEBPACK_IMPORTED_MODULE_10__/* .JWKSNoMatchingKey */ .BT) {
        return new OidcError('signature', `the OIDC token signature does not verify against the keys at ${issuer}${JWKS_PATH}: use a token issued by this emulator`);
    }
    return new OidcError('malformed', `the OIDC token is not a valid RS256 JWT (${err.message})`);
}
const issuers = new WeakMap();
/** The issuer of an emulator (one per emulator, keys made on first use; registerOidcRoutes makes them at start). */
function issuerFor(ctx) {
    let issuer = issuers.get(ctx);
    if (!issuer) {
        issuer = OidcIssuer.create(ctx);
        issuers.set(ctx, issuer);
    }
    return issuer;
}
/** Verify an ID token presented to this emulator (see OidcIssuer.verify). */
async function verifyIdToken(ctx, token, expected) {
    return (await issuerFor(ctx)).verify(token, expected);
}
/** The audience `getIDToken()` gets by default, and the one the Pages deployment expects: the owner's URL. */
function defaultAudience(ctx, owner) {
    return ctx.webUrl(`/${owner}`);
}
/** What to put in ACTIONS_ID_TOKEN_REQUEST_URL (it carries a query string, as the runner's does). */
function idTokenRequestUrl(ctx) {
    return `${ctx.config.origin}${ID_TOKEN_PATH}?api-version=2.0`;
}
/** The claims the runner would put in a token for this workflow token's run and audience. */
function claimsFor(ctx, secret, token, repo, audience) {
    const run = (0,_actions_runs_js__WEBPACK_IMPORTED_MODULE_1__/* .runOf */ .ng)(ctx, secret, token, repo);
    const full = (0,_state_js__WEBPACK_IMPORTED_MODULE_11__/* .fullName */ .fq)(repo);
    const subject = run.environment
        ? `repo:${full}:environment:${run.environment}`
        : run.eventName === 'pull_request'
            ? `repo:${full}:pull_request`
            : `repo:${full}:ref:${run.ref}`;
    const ownerId = ctx.store.read((s) => (0,_state_js__WEBPACK_IMPORTED_MODULE_11__/* .findUser */ .Hr)(s, repo.owner)?.id ??
        s.orgs.find((o) => o.login.toLowerCase() === repo.owner.toLowerCase())?.id);
    const properties = {};
    for (const [name, value] of Object.entries(repo.customProperties)) {
        if (value !== null)
            properties[`repo_property_${name}`] = Array.isArray(value) ? value.join(',') : value;
    }
    const workflowRef = `${full}/${run.workflowPath}@${run.ref}`;
    return {
        aud: audience,
        sub: subject,
        repository: full,
        repository_id: String(repo.id),
        repository_owner: repo.owner,
        repository_owner_id: String(ownerId ?? (0,_actions_runs_js__WEBPACK_IMPORTED_MODULE_1__/* .numericId */ .Vi)(repo.owner)),
        repository_visibility: repo.private ? 'private' : 'public',
        ref: run.ref,
        ref_type: run.ref.startsWith('refs/tags/') ? 'tag' : 'branch',
        sha: run.sha,
        run_id: String(run.id),
        run_attempt: String(run.attempt),
        actor: run.actor,
        actor_id: String((0,_actions_runs_js__WEBPACK_IMPORTED_MODULE_1__/* .actorId */ .$i)(ctx, run.actor)),
        workflow: run.workflow,
        workflow_ref: workflowRef,
        workflow_sha: run.sha,
        job_workflow_ref: workflowRef,
        job_workflow_sha: run.sha,
        event_name: run.eventName,
        runner_environment: 'self-hosted',
        ...(run.environment ? { environment: run.environment } : {}),
        ...properties,
    };
}
/** Discovery, JWKS and the ID-token endpoint, on the root app (they are not part of the REST API). */
function registerOidcRoutes(app, ctx) {
    // Make the keys now, so the first token request does not pay for it; a failure surfaces on first use.
    issuerFor(ctx).catch(() => undefined);
    app.get(DISCOVERY_PATH, async () => (await issuerFor(ctx)).discovery());
    app.get(JWKS_PATH, async () => (await issuerFor(ctx)).jwks());
    app.get(ID_TOKEN_PATH, async (req, reply) => {
        const caller = (0,_auth_js__WEBPACK_IMPORTED_MODULE_2__/* .identify */ .ls)(ctx, req);
        if (caller.type !== 'token') {
            throw new _http_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .hD(401, 'Requires authentication: send ACTIONS_ID_TOKEN_REQUEST_TOKEN (the workflow token) as a Bearer token');
        }
        const token = caller.token;
        if (token.kind !== 'workflow' || token.permissions.id_token !== 'write') {
            throw new _http_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .hD(403, 'This token cannot request an OIDC token: it must be a workflow token with the permission id-token: write');
        }
        const repo = ctx.store.read((s) => {
            const [owner = '', name = ''] = token.repository.split('/');
            return (0,_state_js__WEBPACK_IMPORTED_MODULE_11__/* .findRepo */ .O7)(s, owner, name);
        });
        if (!repo)
            throw new _http_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .hD(404, `The workflow's repository ${token.repository} does not exist`);
        const requested = Array.isArray(req.query.audience) ? req.query.audience[0] : req.query.audience;
        if (requested !== undefined && (requested.length === 0 || requested.length > 512)) {
            throw new _http_js__WEBPACK_IMPORTED_MODULE_3__/* .ApiError */ .hD(400, 'audience must be a non-empty string of at most 512 characters');
        }
        const audience = requested ?? defaultAudience(ctx, repo.owner);
        const issuer = await issuerFor(ctx);
        const value = await issuer.sign(claimsFor(ctx, caller.secret, token, repo, audience));
        reply.header('cache-control', 'no-store');
        return { value };
    });
}


/***/ }),

/***/ 3318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hr: () => (/* binding */ findUser),
/* harmony export */   O7: () => (/* binding */ findRepo),
/* harmony export */   fq: () => (/* binding */ fullName),
/* harmony export */   gg: () => (/* binding */ ROLES),
/* harmony export */   m2: () => (/* binding */ findOrg)
/* harmony export */ });
/**
 * The emulator's whole state: plain JSON, so that it can be saved, loaded, reset and inspected as is. The seed
 * (seed.ts) declares the fixed world (users, organizations, repositories, tokens, apps); route modules add what
 * clients create (authorizations, deploy keys, Pages sites and builds, SARIF uploads, alerts).
 */
/** Repository roles, weakest first. */
const ROLES = ['read', 'triage', 'write', 'maintain', 'admin'];
/** Case-insensitive lookups, as the spec says for owner, repo and org. */
function findRepo(state, owner, name) {
    const o = owner.toLowerCase();
    const n = name.toLowerCase().replace(/\.git$/, '');
    return state.repos.find((r) => r.owner.toLowerCase() === o && r.name.toLowerCase() === n);
}
function findUser(state, login) {
    const l = login.toLowerCase();
    return state.users.find((u) => u.login.toLowerCase() === l);
}
function findOrg(state, login) {
    const l = login.toLowerCase();
    return state.orgs.find((o) => o.login.toLowerCase() === l);
}
function fullName(repo) {
    return `${repo.owner}/${repo.name}`;
}


/***/ })

};
