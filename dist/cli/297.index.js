export const id = 297;
export const ids = [297,890];
export const modules = {

/***/ 7890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ DEFAULT_SEED),
/* harmony export */   a: () => (/* binding */ seedToState),
/* harmony export */   loadSeedFile: () => (/* binding */ loadSeedFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/**
 * Seeds: the world the emulator starts with, as a JSON document (format in the README) or the bundled default.
 */


/** Deterministic commit ids: the same seed always gives the same SHAs. */
function sha(...parts) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha1').update(parts.join('\0')).digest('hex');
}
function seedToState(seed) {
    let userId = 0;
    const users = seed.users.map((u) => ({ ...u, id: u.id ?? ++userId }));
    let orgId = 1000;
    const orgs = (seed.orgs ?? []).map((o) => ({ ...o, id: o.id ?? ++orgId, members: o.members ?? [] }));
    let repoId = 100_000;
    const repos = seed.repos.map((r) => {
        const commits = [];
        for (const c of r.commits ?? []) {
            const parent = commits[commits.length - 1]?.sha;
            commits.push({
                ...c,
                sha: sha(r.owner, r.name, c.message, c.author.date, parent ?? ''),
                parents: parent ? [parent] : [],
            });
        }
        return {
            id: ++repoId,
            owner: r.owner,
            name: r.name,
            private: r.private ?? false,
            archived: r.archived ?? false,
            advancedSecurity: r.advancedSecurity ?? !(r.private ?? false),
            defaultBranch: r.defaultBranch ?? 'main',
            description: r.description,
            collaborators: r.collaborators ?? {},
            files: Object.entries(r.files ?? {}).map(([path, content]) => ({ path, content })),
            commits,
            customProperties: r.customProperties ?? {},
            pagesDomain: r.pagesDomain,
        };
    });
    return {
        ids: { user: userId, org: orgId, repo: repoId },
        users,
        orgs,
        repos,
        tokens: { ...seed.tokens },
        oauthApps: seed.oauthApps ?? [],
        areas: {},
    };
}
function loadSeedFile(path) {
    const seed = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
    const problems = [];
    if (!Array.isArray(seed.users))
        problems.push('"users" must be an array');
    if (!Array.isArray(seed.repos))
        problems.push('"repos" must be an array');
    if (typeof seed.tokens !== 'object' || seed.tokens === null)
        problems.push('"tokens" must be an object (token value → token)');
    if (problems.length > 0)
        throw new Error(`invalid seed ${path}: ${problems.join('; ')}`);
    return seed;
}
const when = (day) => `2026-0${1 + Math.floor(day / 28)}-${String(1 + (day % 28)).padStart(2, '0')}T10:00:00Z`;
const octocat = { name: 'The Octocat', email: 'octocat@example.com', login: 'octocat' };
const mona = { name: 'Mona Lisa', email: 'mona@example.com', login: 'mona' };
/**
 * The bundled world. Passwords and tokens are for the emulator only; the README lists them for copy and paste.
 */
const DEFAULT_SEED = {
    users: [
        { login: 'octocat', password: 'octocat-password', name: 'The Octocat', email: 'octocat@example.com' },
        { login: 'mona', password: 'mona-password', otp: '123456', name: 'Mona Lisa', email: 'mona@example.com' },
        { login: 'hubot', password: 'hubot-password', name: 'Hubot', email: 'hubot@example.com' },
    ],
    orgs: [{ login: 'acme', owners: ['octocat'], members: ['mona', 'hubot'], securityManagers: ['mona'] }],
    repos: [
        {
            owner: 'acme',
            name: 'webapp',
            description: 'A web application with code scanning and Pages',
            collaborators: { mona: 'write' },
            files: {
                'README.md': '# webapp\n\nA sample application for the emulator.\n',
                'src/app.js': "const express = require('express');\nconst app = express();\napp.get('/', (req, res) => res.send(req.query.name));\nmodule.exports = app;\n",
                'src/db.js': "function find(db, id) {\n  return db.query('SELECT * FROM users WHERE id = ' + id);\n}\nmodule.exports = { find };\n",
                'src/util/format.ts': 'export function format(name: string): string {\n  return `Hello, ${name}`;\n}\n',
                'vendor/bundle.min.js': `/* minified */ ${'var a=1;'.repeat(50_000)}\n`,
            },
            commits: [
                {
                    message: 'Initial commit',
                    author: { ...octocat, date: when(1) },
                    committer: { ...octocat, date: when(1) },
                },
                {
                    message: 'Add the query endpoint',
                    author: { ...mona, date: when(10) },
                    committer: { ...mona, date: when(10) },
                },
                {
                    message: 'Fix SQL injection in find',
                    author: { ...octocat, date: when(40) },
                    committer: { ...octocat, date: when(40) },
                },
            ],
            customProperties: { team: 'web', 'cost-center': '1234', environments: ['staging', 'production'] },
            pagesDomain: 'www.example.com',
        },
        {
            owner: 'acme',
            name: 'secret-service',
            private: true,
            advancedSecurity: true,
            collaborators: { mona: 'admin' },
            files: { 'main.go': 'package main\n\nfunc main() {\n\tprintln("secret")\n}\n' },
            commits: [
                {
                    message: 'Start the secret service',
                    author: { ...mona, date: when(5) },
                    committer: { ...mona, date: when(5) },
                },
            ],
            customProperties: { team: 'platform' },
        },
        {
            owner: 'acme',
            name: 'no-ghas',
            private: true,
            advancedSecurity: false,
            files: { 'index.js': 'console.log(1);\n' },
        },
        { owner: 'acme', name: 'legacy', archived: true, files: { 'old.c': 'int main() { return 0; }\n' } },
        {
            owner: 'octocat',
            name: 'hello-world',
            files: { README: 'Hello World!\n', 'hello.py': 'def hello():\n    print("Hello, World")\n' },
            commits: [
                {
                    message: 'Hello world',
                    author: { ...octocat, date: when(2) },
                    committer: { ...octocat, date: when(2) },
                },
            ],
        },
    ],
    tokens: {
        svc_pat_octocat: {
            kind: 'classic',
            user: 'octocat',
            scopes: ['repo', 'security_events', 'admin:org', 'read:org'],
        },
        svc_pat_octocat_public: { kind: 'classic', user: 'octocat', scopes: ['public_repo'] },
        svc_pat_hubot: { kind: 'classic', user: 'hubot', scopes: ['repo'] },
        svc_fgpat_mona: {
            kind: 'fine-grained',
            user: 'mona',
            repositories: ['acme/webapp', 'acme/secret-service'],
            permissions: {
                metadata: 'read',
                contents: 'read',
                administration: 'write',
                pages: 'write',
                security_events: 'write',
            },
        },
        svc_inst_ci_bot: {
            kind: 'installation',
            app: 'ci-bot',
            repositories: 'all',
            permissions: {
                metadata: 'read',
                contents: 'read',
                pages: 'write',
                administration: 'write',
                security_events: 'write',
            },
        },
        svc_workflow_webapp: {
            kind: 'workflow',
            repository: 'acme/webapp',
            actor: 'octocat',
            permissions: {
                metadata: 'read',
                contents: 'read',
                pages: 'write',
                security_events: 'write',
                id_token: 'write',
            },
        },
    },
    oauthApps: [
        {
            name: 'CI Dashboard',
            url: 'https://ci.example.com',
            clientId: 'Iv1.8a61f9b3a7aba766',
            clientSecret: 'ci-dashboard-secret',
        },
        {
            name: 'Release Bot',
            url: 'https://release.example.com',
            clientId: 'Iv1.0123456789abcdef',
            clientSecret: 'release-bot-secret',
        },
    ],
};


/***/ }),

/***/ 6297:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startEmulator: () => (/* binding */ startEmulator)
});

// UNUSED EXPORTS: errorBody

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./node_modules/fastify/fastify.js
var fastify = __webpack_require__(6703);
var fastify_default = /*#__PURE__*/__webpack_require__.n(fastify);
;// CONCATENATED MODULE: ./src/emulator/http.ts
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
        jsonMediaType: `application/vnd.${vendor}+json`,
        textMatchMediaType: `application/vnd.${vendor}.v3.text-match+json`,
    };
}
/** An error answered as `{ message, documentation_url }` with its status (and optional headers or field errors). */
class http_ApiError extends Error {
    status;
    extra;
    constructor(status, message, extra = {}) {
        super(message);
        this.status = status;
        this.extra = extra;
    }
}
const notFound = () => new http_ApiError(404, 'Not Found');
const validationFailed = (errors = [], message = 'Validation Failed') => new http_ApiError(422, message, { errors });
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

;// CONCATENATED MODULE: ./src/emulator/state.ts
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

;// CONCATENATED MODULE: ./src/emulator/auth.ts
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
        const user = ctx.store.read((s) => findUser(s, login));
        if (!user || user.password !== password)
            throw new http_ApiError(401, 'Bad credentials');
        return { type: 'basic', user, key: `user:${user.login}` };
    }
    if (lower !== 'bearer' && lower !== 'token') {
        throw new http_ApiError(401, `Unsupported authorization scheme "${scheme}": use Bearer or token`);
    }
    if (lower === 'token' && /^eyJ[\w-]*\.[\w-]*\.[\w-]*$/.test(value)) {
        throw new http_ApiError(401, 'A JSON web token must be sent with the Bearer scheme');
    }
    const token = ctx.store.read((s) => s.tokens[value]);
    if (!token)
        throw new http_ApiError(401, 'Bad credentials');
    if ('expiresAt' in token && token.expiresAt && Date.parse(token.expiresAt) < Date.now()) {
        throw new http_ApiError(401, 'Bad credentials: the token has expired');
    }
    const hash = (0,external_node_crypto_.createHash)('sha256').update(value).digest('hex').slice(0, 16);
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
function actorLogin(caller) {
    if (caller.type === 'token' && caller.token.kind === 'installation')
        return `${caller.token.app}[bot]`;
    if (caller.type === 'token' && caller.token.kind === 'workflow')
        return 'svc-actions[bot]';
    return callerLogin(caller) ?? 'anonymous';
}
function roleOf(state, repo, login) {
    const l = login.toLowerCase();
    if (repo.owner.toLowerCase() === l)
        return 'admin';
    const org = findOrg(state, repo.owner);
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
        return t.repository.toLowerCase() === fullName(repo).toLowerCase();
    if (t.kind === 'fine-grained' || t.kind === 'installation') {
        return (t.repositories === 'all' || t.repositories.some((r) => r.toLowerCase() === fullName(repo).toLowerCase()));
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
    const h = headerNames(ctx.config.vendor);
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
        const repo = findRepo(state, owner, name);
        if (!repo || !canSee(state, caller, repo))
            throw new http_ApiError(404, 'Not Found');
        if (caller.type === 'anonymous') {
            if (need.authenticated || need.role !== 'read' || (need.permission && need.permission[1] !== 'read')) {
                throw new http_ApiError(401, 'Requires authentication');
            }
            return repo;
        }
        if (caller.type === 'basic')
            throw new http_ApiError(401, 'Password authentication is not supported here: use a token');
        const t = caller.token;
        if (t.kind === 'classic' || t.kind === 'oauth') {
            if (!hasScope(t.scopes, need.scopes, repo)) {
                throw new http_ApiError(403, `This operation needs one of the scopes: ${need.scopes.join(', ')}`);
            }
        }
        else if (need.permission) {
            const [category, access] = need.permission;
            if (!tokenReaches(t, repo) || !atLeast(ACCESS_ORDER, t.permissions[category], access)) {
                throw new http_ApiError(403, 'Resource not accessible by integration', {
                    documentationUrl: 'permissions',
                });
            }
        }
        if (t.kind === 'installation' || t.kind === 'workflow')
            return repo;
        const login = callerLogin(caller);
        if (!atLeast(ROLES, roleOf(state, repo, login), need.role)) {
            throw new http_ApiError(403, `Must have ${need.role} rights to the repository`);
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

;// CONCATENATED MODULE: ./src/emulator/faults.ts
/**
 * Fault injection and the request journal. Faults are rules matched against each request (method and a path
 * pattern): answer a status, delay, drop the connection, send garbage, spend the caller's rate limit, or mark
 * SARIF processing to fail; each may apply a number of times or with a probability. Set them in the seed or at
 * runtime through the admin routes (/_emulator/faults).
 */
class Faults {
    rules = [];
    nextId = 1;
    journal = [];
    constructor(initial = []) {
        initial.forEach((r) => this.add(r));
    }
    add(rule) {
        new RegExp(rule.path); // throws on a bad pattern before it is stored
        const stored = { ...rule, id: this.nextId++, seed: 0x9e3779b9 };
        this.rules.push(stored);
        return stored;
    }
    list() {
        return this.rules.map(({ seed: _seed, ...r }) => r);
    }
    clear(id) {
        this.rules = id === undefined ? [] : this.rules.filter((r) => r.id !== id);
    }
    /** The first rule that applies to this request, consuming one of its `times`. */
    match(method, path, purpose = 'request') {
        for (const rule of this.rules) {
            if (rule.method && rule.method.toUpperCase() !== method.toUpperCase())
                continue;
            if (!new RegExp(rule.path).test(path))
                continue;
            if ((purpose === 'processing') !== Boolean(rule.failProcessing))
                continue;
            if (rule.times !== undefined && rule.times <= 0)
                continue;
            if (rule.probability !== undefined) {
                // xorshift: a repeatable sequence per rule, so a test with a probability is still deterministic.
                rule.seed ^= rule.seed << 13;
                rule.seed ^= rule.seed >>> 17;
                rule.seed ^= rule.seed << 5;
                if ((rule.seed >>> 0) / 4294967296 >= rule.probability)
                    continue;
            }
            if (rule.times !== undefined)
                rule.times--;
            return rule;
        }
        return undefined;
    }
    record(entry) {
        this.journal.push(entry);
        if (this.journal.length > 1000)
            this.journal.shift();
    }
}

;// CONCATENATED MODULE: ./src/emulator/rate-limit.ts

class RateLimits {
    limits;
    buckets = new Map();
    constructor(limits) {
        this.limits = limits;
    }
    /** Count one request; throws 403 when the budget is spent. Sets the headers either way. */
    take(key, resource, authenticated, reply) {
        const bucket = this.bucket(key, resource, authenticated);
        const over = bucket.used >= bucket.limit;
        if (!over)
            bucket.used++;
        this.headers(bucket, resource, reply);
        if (over) {
            const retry = Math.max(1, bucket.resetAt - Math.floor(Date.now() / 1000));
            throw new http_ApiError(403, `API rate limit exceeded for ${key.replace(/^token:.*/, 'this token')}.`, {
                headers: { 'retry-after': String(retry) },
            });
        }
    }
    /** Spend the whole budget (fault injection). */
    spend(key, resource, authenticated) {
        const bucket = this.bucket(key, resource, authenticated);
        bucket.used = bucket.limit;
    }
    reset() {
        this.buckets.clear();
    }
    bucket(key, resource, authenticated) {
        const id = `${resource}:${key}`;
        const now = Math.floor(Date.now() / 1000);
        let b = this.buckets.get(id);
        if (!b || b.resetAt <= now) {
            const [auth, anon] = this.limits[resource];
            b = { limit: authenticated ? auth : anon, used: 0, resetAt: now + (resource === 'search' ? 60 : 3600) };
            this.buckets.set(id, b);
        }
        return b;
    }
    headers(b, resource, reply) {
        reply.header('x-ratelimit-limit', String(b.limit));
        reply.header('x-ratelimit-remaining', String(Math.max(0, b.limit - b.used)));
        reply.header('x-ratelimit-used', String(b.used));
        reply.header('x-ratelimit-reset', String(b.resetAt));
        reply.header('x-ratelimit-resource', resource);
    }
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./src/sarif/limits.ts
var limits = __webpack_require__(7605);
// EXTERNAL MODULE: ./src/sarif/byte-source.ts
var byte_source = __webpack_require__(9229);
// EXTERNAL MODULE: ./src/sarif/plan.ts
var plan = __webpack_require__(6934);
// EXTERNAL MODULE: ./src/sarif/read-log.ts + 8 modules
var read_log = __webpack_require__(1123);
// EXTERNAL MODULE: ./src/sarif/severity.ts
var severity = __webpack_require__(8266);
;// CONCATENATED MODULE: ./src/emulator/code-scanning/process.ts
/**
 * What the service does with an uploaded SARIF document, reusing the engine: validate it, refuse it when it is
 * above a documented maximum, keep only the top entries where an additional limit applies, and turn each kept
 * result into an alert instance (rule, severity, tool, location, message, fingerprint).
 */






/** The service's maxima: above them an upload fails. */
const MAXIMA = {
    runs: 20,
    results: 25_000,
    rules: 25_000,
    extensions: 100,
    threadFlowLocations: 10_000,
    locations: 1_000,
    tags: 20,
};
function process_text(v) {
    return (0,read_log/* isObject */.Gv)(v) && typeof v.text === 'string' ? v.text : '';
}
function ruleOf(run, component, index) {
    return index < 0 ? undefined : run.ruleComponents[component + 1]?.rules[index];
}
function toAlertRule(rule, ruleId, level) {
    const props = rule && (0,read_log/* isObject */.Gv)(rule.properties) ? rule.properties : {};
    const score = (0,severity/* securitySeverity */.KW)(props);
    const tags = Array.isArray(props.tags)
        ? props.tags.filter((t) => typeof t === 'string').slice(0, limits/* SERVICE_LIMITS */.r.tagsPerRule)
        : null;
    const bucket = score === undefined ? 'none' : (0,severity/* securityBucket */.V2)(score);
    return {
        id: ruleId,
        name: typeof rule?.name === 'string' ? rule.name : ruleId,
        severity: (0,severity/* levelName */.C1)(level),
        security_severity_level: bucket === 'none' ? null : bucket,
        description: process_text(rule?.shortDescription) || process_text(rule?.fullDescription) || ruleId,
        full_description: process_text(rule?.fullDescription) || process_text(rule?.shortDescription) || ruleId,
        tags,
        help: (0,read_log/* isObject */.Gv)(rule?.help) ? process_text(rule.help) || null : null,
        help_uri: typeof rule?.helpUri === 'string' ? rule.helpUri : null,
    };
}
function locationOf(run, result) {
    const loc = Array.isArray(result.locations) && (0,read_log/* isObject */.Gv)(result.locations[0]) ? result.locations[0] : {};
    const phys = (0,read_log/* isObject */.Gv)(loc.physicalLocation) ? loc.physicalLocation : {};
    const al = (0,read_log/* isObject */.Gv)(phys.artifactLocation) ? phys.artifactLocation : {};
    const artifacts = Array.isArray(run.skeleton.artifacts) ? run.skeleton.artifacts : [];
    const byIndex = Number.isInteger(al.index) ? artifacts[al.index] : undefined;
    const uri = typeof al.uri === 'string'
        ? al.uri
        : (0,read_log/* isObject */.Gv)(byIndex) && (0,read_log/* isObject */.Gv)(byIndex.location) && typeof byIndex.location.uri === 'string'
            ? byIndex.location.uri
            : '';
    const region = (0,read_log/* isObject */.Gv)(phys.region) ? phys.region : {};
    const n = (v, d) => (Number.isInteger(v) ? v : d);
    const startLine = n(region.startLine, 1);
    return {
        path: decodeURIComponent(uri.replace(/^file:\/\/\/?/, '')).replace(/^\.?\//, ''),
        start_line: startLine,
        end_line: n(region.endLine, startLine),
        start_column: n(region.startColumn, 1),
        end_column: n(region.endColumn, n(region.startColumn, 1)),
    };
}
/** Above a maximum the upload fails; the messages name the run and what to do. */
function maximaErrors(log) {
    const errors = [];
    if (log.runs.length > MAXIMA.runs)
        errors.push(`the upload has ${log.runs.length} runs; at most ${MAXIMA.runs} are accepted`);
    const keys = new Map();
    for (const run of log.runs) {
        const driver = (0,read_log/* isObject */.Gv)(run.skeleton.tool) && (0,read_log/* isObject */.Gv)(run.skeleton.tool.driver) ? run.skeleton.tool.driver : {};
        const category = (0,plan/* categoryOf */.Q)((0,read_log/* isObject */.Gv)(run.skeleton.automationDetails) ? run.skeleton.automationDetails.id : undefined);
        const key = JSON.stringify([driver.name, category]);
        if (keys.has(key))
            errors.push(`runs ${keys.get(key)} and ${run.index} have the same tool "${String(driver.name)}" and category "${category}": give each run its own category`);
        keys.set(key, run.index);
        const t = run.results;
        if (t.length > MAXIMA.results)
            errors.push(`run ${run.index} has ${t.length} results; at most ${MAXIMA.results} are accepted`);
        const rules = run.ruleComponents.reduce((n, c) => n + c.rules.length, 0);
        if (rules > MAXIMA.rules)
            errors.push(`run ${run.index} has ${rules} rules; at most ${MAXIMA.rules} are accepted`);
        if (run.ruleComponents.length - 1 > MAXIMA.extensions)
            errors.push(`run ${run.index} has ${run.ruleComponents.length - 1} tool extensions; at most ${MAXIMA.extensions} are accepted`);
        for (let i = 0; i < t.length && errors.length < 20; i++) {
            if (t.threadFlowLocations(i) > MAXIMA.threadFlowLocations)
                errors.push(`run ${run.index} result ${i} has ${t.threadFlowLocations(i)} thread flow locations; at most ${MAXIMA.threadFlowLocations} are accepted`);
            if (t.locations(i) > MAXIMA.locations)
                errors.push(`run ${run.index} result ${i} has ${t.locations(i)} locations; at most ${MAXIMA.locations} are accepted`);
        }
        for (const c of run.ruleComponents) {
            for (const rule of c.rules) {
                const tags = (0,read_log/* isObject */.Gv)(rule.properties) && Array.isArray(rule.properties.tags) ? rule.properties.tags.length : 0;
                if (tags > MAXIMA.tags)
                    errors.push(`run ${run.index} rule "${String(rule.id)}" has ${tags} tags; at most ${MAXIMA.tags} are accepted`);
            }
        }
    }
    return errors.slice(0, 20);
}
async function processSarif(sarif) {
    const log = await (0,read_log/* readLog */.x6)('upload.sarif', (0,byte_source/* memorySource */.Pq)(sarif), { maxDiagnostics: 20, workers: 0 });
    const invalid = log.diagnostics.filter((d) => d.severity === 'error');
    if (log.errorCount > 0) {
        return {
            ok: false,
            errors: invalid.map((d) => `${d.pointer || 'document'}${d.line ? ` (line ${d.line}, column ${d.column})` : ''}: ${d.message}`),
        };
    }
    const over = maximaErrors(log);
    if (over.length > 0)
        return { ok: false, errors: over };
    const runs = [];
    for (const run of log.runs) {
        const driver = (0,read_log/* isObject */.Gv)(run.skeleton.tool) && (0,read_log/* isObject */.Gv)(run.skeleton.tool.driver) ? run.skeleton.tool.driver : {};
        const category = (0,plan/* categoryOf */.Q)((0,read_log/* isObject */.Gv)(run.skeleton.automationDetails) ? run.skeleton.automationDetails.id : undefined);
        const tool = {
            name: String(driver.name ?? 'API'),
            guid: typeof driver.guid === 'string' ? driver.guid : null,
            version: typeof driver.semanticVersion === 'string'
                ? driver.semanticVersion
                : typeof driver.version === 'string'
                    ? driver.version
                    : null,
        };
        // Additional limit: only the top results by severity are included.
        const t = run.results;
        const order = Array.from({ length: t.length }, (_, i) => i).sort((a, b) => t.rank(b) - t.rank(a));
        const kept = order.slice(0, limits/* SERVICE_LIMITS */.r.resultsPerRun).sort((a, b) => a - b);
        const results = [];
        for (const i of kept) {
            const result = JSON.parse(log.source.read(t.start(i), t.byteLength(i)).toString('utf8'));
            if (result.kind !== undefined && result.kind !== 'fail')
                continue; // not a problem: no alert
            const component = t.resolvedComponent(i);
            const rule = ruleOf(run, component, t.resolvedRule(i));
            const ruleId = t.ruleId(i) ?? (typeof rule?.id === 'string' ? rule.id : 'unknown-rule');
            const level = (0,severity/* effectiveLevel */._Q)(t.level(i), t.kindFail(i), (0,severity/* ruleSeverity */.uK)(rule));
            const location = locationOf(run, result);
            const fingerprints = (0,read_log/* isObject */.Gv)(result.partialFingerprints) ? result.partialFingerprints : {};
            const fingerprint = typeof fingerprints.primaryLocationLineHash === 'string'
                ? fingerprints.primaryLocationLineHash
                : (0,external_node_crypto_.createHash)('sha1')
                    .update(`${location.path}:${location.start_line}:${process_text(result.message)}`)
                    .digest('hex');
            results.push({
                key: JSON.stringify([tool.name, category, ruleId, fingerprint]),
                rule: toAlertRule(rule, ruleId, level),
                message: process_text(result.message),
                location,
            });
        }
        runs.push({ tool, category, results });
    }
    return { ok: true, runs };
}

;// CONCATENATED MODULE: ./src/emulator/render.ts

function nodeId(kind, id) {
    return Buffer.from(`${kind}:${id}`).toString('base64').replace(/=+$/, '');
}
/** A stable numeric id for any login (users and organizations come from the seed; others get a hash). */
function accountId(ctx, login) {
    return ctx.store.read((s) => {
        const user = s.users.find((u) => u.login.toLowerCase() === login.toLowerCase());
        if (user)
            return { id: user.id, type: 'User' };
        const org = findOrg(s, login);
        if (org)
            return { id: org.id, type: 'Organization' };
        let h = 0;
        for (const c of login)
            h = (h * 31 + c.charCodeAt(0)) >>> 0;
        return { id: 900_000 + (h % 100_000), type: 'Bot' };
    });
}
function userSummary(ctx, login) {
    const { id, type } = accountId(ctx, login);
    const api = ctx.apiUrl(`/users/${login}`);
    return {
        login,
        id,
        node_id: nodeId(type, id),
        avatar_url: ctx.webUrl(`/avatars/${login}`),
        gravatar_id: '',
        url: api,
        html_url: ctx.webUrl(`/${login}`),
        followers_url: `${api}/followers`,
        following_url: `${api}/following{/other_user}`,
        gists_url: `${api}/gists{/gist_id}`,
        starred_url: `${api}/starred{/owner}{/repo}`,
        subscriptions_url: `${api}/subscriptions`,
        organizations_url: `${api}/orgs`,
        repos_url: `${api}/repos`,
        events_url: `${api}/events{/privacy}`,
        received_events_url: `${api}/received_events`,
        type,
        site_admin: ctx.store.read((s) => s.users.find((u) => u.login === login)?.siteAdmin ?? false),
    };
}
const TEMPLATES = [
    ['archive_url', '/{archive_format}{/ref}'],
    ['assignees_url', '/assignees{/user}'],
    ['blobs_url', '/git/blobs{/sha}'],
    ['branches_url', '/branches{/branch}'],
    ['collaborators_url', '/collaborators{/collaborator}'],
    ['comments_url', '/comments{/number}'],
    ['commits_url', '/commits{/sha}'],
    ['compare_url', '/compare/{base}...{head}'],
    ['contents_url', '/contents/{+path}'],
    ['contributors_url', '/contributors'],
    ['deployments_url', '/deployments'],
    ['downloads_url', '/downloads'],
    ['events_url', '/events'],
    ['forks_url', '/forks'],
    ['git_commits_url', '/git/commits{/sha}'],
    ['git_refs_url', '/git/refs{/sha}'],
    ['git_tags_url', '/git/tags{/sha}'],
    ['hooks_url', '/hooks'],
    ['issue_comment_url', '/issues/comments{/number}'],
    ['issue_events_url', '/issues/events{/number}'],
    ['issues_url', '/issues{/number}'],
    ['keys_url', '/keys{/key_id}'],
    ['labels_url', '/labels{/name}'],
    ['languages_url', '/languages'],
    ['merges_url', '/merges'],
    ['milestones_url', '/milestones{/number}'],
    ['notifications_url', '/notifications{?since,all,participating}'],
    ['pulls_url', '/pulls{/number}'],
    ['releases_url', '/releases{/id}'],
    ['stargazers_url', '/stargazers'],
    ['statuses_url', '/statuses/{sha}'],
    ['subscribers_url', '/subscribers'],
    ['subscription_url', '/subscription'],
    ['tags_url', '/tags'],
    ['teams_url', '/teams'],
    ['trees_url', '/git/trees{/sha}'],
];
function repoSummary(ctx, repo) {
    const api = ctx.apiUrl(`/repos/${repo.owner}/${repo.name}`);
    const out = {
        id: repo.id,
        node_id: nodeId('Repository', repo.id),
        name: repo.name,
        full_name: `${repo.owner}/${repo.name}`,
        owner: userSummary(ctx, repo.owner),
        private: repo.private,
        html_url: ctx.webUrl(`/${repo.owner}/${repo.name}`),
        description: repo.description ?? null,
        fork: false,
        url: api,
    };
    for (const [key, suffix] of TEMPLATES)
        out[key] = `${api}${suffix}`;
    return out;
}

;// CONCATENATED MODULE: ./src/emulator/routes/code-scanning.ts
/**
 * Code scanning: SARIF upload (checked like the service checks it), asynchronous processing (pending, then
 * complete or failed with errors), alerts derived from the processed results and kept up to date by
 * fingerprint across analyses of one ref and category, and alert listings per repository and per organization.
 */







const code_scanning_area = (ctx) => ctx.store.area('codeScanning', () => ({ uploads: {}, alerts: [], numbers: {} }));
const READ = {
    scopes: ['security_events', 'public_repo'],
    permission: ['security_events', 'read'],
    role: 'read',
    authenticated: true,
};
const WRITE = {
    scopes: ['security_events', 'public_repo'],
    permission: ['security_events', 'write'],
    role: 'write',
    authenticated: true,
};
const UPLOAD_REF = /^refs\/(heads\/[^\s]+|pull\/\d+\/(merge|head))$/;
/** refs/heads/<branch>, refs/pull/<n>/merge, or simply <branch> (spec, code scanning rule 2). */
function normalizeRef(ref) {
    return ref.startsWith('refs/') ? ref : `refs/heads/${ref}`;
}
function requireAdvancedSecurity(repo) {
    if (repo.private && !repo.advancedSecurity) {
        throw new http_ApiError(403, 'Advanced Security must be enabled for this repository to use code scanning.');
    }
}
const codeScanningRoutes = (api, ctx) => {
    api.post('/repos/:owner/:repo/code-scanning/sarifs', async (req, reply) => {
        const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, WRITE);
        if (repo.archived)
            throw new http_ApiError(403, 'Repository is archived: code scanning uploads are not accepted.');
        requireAdvancedSecurity(repo);
        const body = req.body ?? {};
        const errors = [];
        const field = (name, message) => errors.push({ resource: 'CodeScanningSarif', field: name, code: 'invalid', message });
        if (typeof body.commit_sha !== 'string' || !/^[0-9a-f]{40}$/.test(body.commit_sha))
            field('commit_sha', 'commit_sha must be a 40-character hexadecimal commit SHA');
        if (typeof body.ref !== 'string' || !UPLOAD_REF.test(body.ref))
            field('ref', 'ref must be refs/heads/<branch>, refs/pull/<number>/merge or refs/pull/<number>/head');
        if (typeof body.sarif !== 'string' || body.sarif.length === 0)
            field('sarif', 'sarif must be the SARIF document, gzip-compressed and Base64-encoded');
        if (body.started_at !== undefined &&
            (typeof body.started_at !== 'string' || Number.isNaN(Date.parse(body.started_at))))
            field('started_at', 'started_at must be an ISO 8601 timestamp');
        if (errors.length > 0)
            throw validationFailed(errors);
        const sarifField = body.sarif;
        if (!/^[A-Za-z0-9+/]+={0,2}$/.test(sarifField.replace(/\s+/g, ''))) {
            throw new http_ApiError(400, 'Invalid sarif: it is not Base64. Send the SARIF file gzip-compressed, then Base64-encoded.');
        }
        const gzip = Buffer.from(sarifField, 'base64');
        if (gzip.length > limits/* SERVICE_LIMITS */.r.gzipBytes) {
            throw new http_ApiError(413, `The sarif field is too large: ${gzip.length} bytes compressed, above the ${limits/* SERVICE_LIMITS */.r.gzipBytes}-byte limit.`);
        }
        let json;
        try {
            json = (0,external_node_zlib_.gunzipSync)(gzip, { maxOutputLength: 512 * 1024 * 1024 });
        }
        catch {
            throw new http_ApiError(400, 'Invalid sarif: it is not gzip-compressed. Send the SARIF file gzip-compressed, then Base64-encoded.');
        }
        const upload = ctx.store.write(() => {
            const id = `${ctx.store.nextId('sarifUpload').toString(16).padStart(8, '0')}-0000-4000-8000-${repo.id.toString(16).padStart(12, '0')}`;
            const u = {
                id,
                repoId: repo.id,
                ref: body.ref,
                commitSha: body.commit_sha,
                status: 'pending',
                errors: [],
                createdAt: isoNow(),
            };
            code_scanning_area(ctx).uploads[id] = u;
            return u;
        });
        const failByFault = ctx.faults.match(req.method, req.url.split('?')[0], 'processing') !== undefined;
        setTimeout(() => {
            void finishProcessing(ctx, upload.id, json, failByFault);
        }, ctx.config.processingDelayMs).unref();
        return reply
            .code(202)
            .send({
            id: upload.id,
            url: ctx.apiUrl(`/repos/${repo.owner}/${repo.name}/code-scanning/sarifs/${upload.id}`),
        });
    });
    api.get('/repos/:owner/:repo/code-scanning/sarifs/:sarif_id', async (req, reply) => {
        const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
        requireAdvancedSecurity(repo);
        const upload = ctx.store.read(() => code_scanning_area(ctx).uploads[req.params.sarif_id]);
        if (!upload || upload.repoId !== repo.id)
            throw new http_ApiError(404, 'No SARIF upload with this id in this repository.');
        return {
            processing_status: upload.status,
            analyses_url: upload.status === 'complete'
                ? ctx.apiUrl(`/repos/${repo.owner}/${repo.name}/code-scanning/analyses?sarif_id=${upload.id}`)
                : null,
            ...(upload.status === 'failed' ? { errors: upload.errors } : {}),
        };
    });
    api.get('/repos/:owner/:repo/code-scanning/alerts', async (req, reply) => {
        const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
        requireAdvancedSecurity(repo);
        const query = checkQuery(req.query);
        const ref = normalizeRef(query.ref ?? repo.defaultBranch);
        const alerts = listAlerts(ctx, [repo], query, (r) => (r === repo.id ? ref : undefined));
        return paginate(ctx, req, reply, alerts).map((a) => render(ctx, repo, a, ref, false));
    });
    api.get('/orgs/:org/code-scanning/alerts', async (req, reply) => {
        const org = ctx.store.read((s) => findOrg(s, req.params.org));
        if (!org)
            throw new http_ApiError(404, 'Not Found');
        reply.header('x-accepted-oauth-scopes', 'security_events, read:org');
        const caller = req.caller;
        if (caller.type === 'anonymous')
            throw new http_ApiError(401, 'Requires authentication');
        const login = callerLogin(caller);
        const allowed = caller.type === 'token' && (caller.token.kind === 'installation' || caller.token.kind === 'workflow')
            ? (caller.token.permissions.security_events ?? undefined) !== undefined
            : login !== undefined &&
                [...org.owners, ...(org.securityManagers ?? [])].some((l) => l.toLowerCase() === login.toLowerCase());
        if (!allowed)
            throw new http_ApiError(403, 'Must be an organization owner or security manager to list its code scanning alerts.');
        const query = checkQuery(req.query);
        const repos = ctx.store.read((s) => s.repos.filter((r) => r.owner.toLowerCase() === org.login.toLowerCase() &&
            canSee(s, caller, r) &&
            (!r.private || r.advancedSecurity)));
        const alerts = listAlerts(ctx, repos, query, (id) => {
            const r = repos.find((x) => x.id === id);
            return r ? `refs/heads/${r.defaultBranch}` : undefined;
        });
        const page = cursorPage(ctx, req, reply, alerts, query);
        return page.map((a) => {
            const r = repos.find((x) => x.id === a.repoId);
            return render(ctx, r, a, `refs/heads/${r.defaultBranch}`, true);
        });
    });
};
const STATES = ['open', 'closed', 'dismissed', 'fixed'];
const SEVERITIES = ['critical', 'high', 'medium', 'low', 'warning', 'note', 'error'];
function checkQuery(q) {
    const errors = [];
    if (q.tool_name !== undefined && q.tool_guid !== undefined)
        errors.push('tool_name and tool_guid are mutually exclusive: give one or the other');
    if (q.state !== undefined && !STATES.includes(q.state))
        errors.push(`state must be one of ${STATES.join(', ')}`);
    if (q.severity !== undefined && !SEVERITIES.includes(q.severity))
        errors.push(`severity must be one of ${SEVERITIES.join(', ')}`);
    if (q.sort !== undefined && !['created', 'updated'].includes(q.sort))
        errors.push('sort must be created or updated');
    if (q.direction !== undefined && !['asc', 'desc'].includes(q.direction))
        errors.push('direction must be asc or desc');
    if (errors.length > 0)
        throw validationFailed(errors.map((message) => ({ code: 'invalid', message })), errors.join('; '));
    return q;
}
/** Alerts of the repositories with an instance on their ref, filtered and sorted per the query. */
function listAlerts(ctx, repos, q, refOf) {
    const ids = new Set(repos.map((r) => r.id));
    const alerts = ctx.store.read(() => code_scanning_area(ctx).alerts.filter((a) => {
        if (!ids.has(a.repoId))
            return false;
        const instance = a.instances[refOf(a.repoId) ?? ''];
        if (!instance)
            return false;
        if (q.tool_name !== undefined && a.tool.name !== q.tool_name)
            return false;
        if (q.tool_guid !== undefined && a.tool.guid !== (q.tool_guid === '' ? null : q.tool_guid))
            return false;
        if (q.state === 'closed' && instance.state === 'open')
            return false;
        if ((q.state === 'open' || q.state === 'fixed') && instance.state !== q.state)
            return false;
        if (q.state === 'dismissed')
            return false; // nothing dismisses alerts in this emulator (no PATCH in the spec)
        if (q.severity !== undefined &&
            q.severity !== a.rule.security_severity_level &&
            q.severity !== a.rule.severity)
            return false;
        return true;
    }));
    const key = q.sort === 'updated' ? (a) => a.updatedAt : (a) => a.createdAt;
    const dir = q.direction === 'asc' ? 1 : -1;
    return alerts.sort((a, b) => dir * (key(a).localeCompare(key(b)) || a.repoId - b.repoId || a.number - b.number));
}
/** Organization listings page by before/after cursors (opaque: the alert's position key) or by page. */
function cursorPage(ctx, req, reply, alerts, q) {
    if (q.before === undefined && q.after === undefined)
        return paginate(ctx, req, reply, alerts);
    const perPage = Math.min(100, Math.max(1, Number.parseInt(q.per_page ?? '30', 10) || 30));
    const cursor = (a) => Buffer.from(`${a.repoId}:${a.number}`).toString('base64url');
    const at = (c) => alerts.findIndex((a) => cursor(a) === c);
    let start = 0;
    let end = alerts.length;
    if (q.after !== undefined) {
        const i = at(q.after);
        if (i < 0)
            throw validationFailed([{ code: 'invalid', message: 'unknown after cursor' }], 'Invalid cursor');
        start = i + 1;
        end = Math.min(alerts.length, start + perPage);
    }
    else {
        const i = at(q.before);
        if (i < 0)
            throw validationFailed([{ code: 'invalid', message: 'unknown before cursor' }], 'Invalid cursor');
        end = i;
        start = Math.max(0, end - perPage);
    }
    const page = alerts.slice(start, end);
    const url = new URL(req.url, ctx.config.origin);
    const link = (param, value, rel) => {
        url.searchParams.delete('after');
        url.searchParams.delete('before');
        url.searchParams.delete('page');
        url.searchParams.set('per_page', String(perPage));
        url.searchParams.set(param, value);
        return `<${url.toString()}>; rel="${rel}"`;
    };
    const links = [];
    if (start > 0 && page.length > 0)
        links.push(link('before', cursor(page[0]), 'prev'));
    if (end < alerts.length && page.length > 0)
        links.push(link('after', cursor(page[page.length - 1]), 'next'));
    if (links.length > 0)
        reply.header('link', links.join(', '));
    return page;
}
function render(ctx, repo, a, ref, withRepository) {
    const instance = a.instances[ref];
    const base = `/repos/${repo.owner}/${repo.name}/code-scanning/alerts/${a.number}`;
    return {
        number: a.number,
        created_at: a.createdAt,
        updated_at: a.updatedAt,
        url: ctx.apiUrl(base),
        html_url: ctx.webUrl(`/${repo.owner}/${repo.name}/security/code-scanning/${a.number}`),
        instances_url: ctx.apiUrl(`${base}/instances`),
        state: instance.state,
        ...(withRepository ? {} : { fixed_at: instance.state === 'fixed' ? a.fixedAt : null }),
        dismissed_by: null,
        dismissed_at: null,
        dismissed_reason: null,
        dismissed_comment: null,
        rule: a.rule,
        tool: a.tool,
        most_recent_instance: instance,
        ...(withRepository ? { repository: repoSummary(ctx, repo) } : {}),
    };
}
/**
 * The end of processing: failed with the service's errors, or complete, with alerts created, updated by
 * fingerprint, or fixed when a newer analysis of the same ref, tool and category no longer has them.
 */
async function finishProcessing(ctx, id, sarif, failByFault) {
    const outcome = failByFault
        ? { ok: false, errors: ['processing failed (injected fault)'] }
        : await processSarif(sarif).catch((err) => ({
            ok: false,
            errors: [`processing failed: ${err.message}`],
        }));
    ctx.store.write(() => {
        const a = code_scanning_area(ctx);
        const upload = a.uploads[id];
        if (!upload)
            return;
        if (!outcome.ok) {
            upload.status = 'failed';
            upload.errors = outcome.errors;
            return;
        }
        const now = isoNow();
        for (const run of outcome.runs) {
            const seen = new Set();
            for (const result of run.results) {
                if (seen.has(result.key))
                    continue;
                seen.add(result.key);
                const instance = {
                    ref: upload.ref,
                    analysis_key: `.${ctx.config.vendor}/upload:${run.category || run.tool.name}`,
                    environment: '{}',
                    category: run.category,
                    state: 'open',
                    commit_sha: upload.commitSha,
                    message: { text: result.message },
                    location: result.location,
                    classifications: [],
                };
                const existing = a.alerts.find((x) => x.repoId === upload.repoId && x.key === result.key);
                if (existing) {
                    existing.instances[upload.ref] = instance;
                    existing.rule = result.rule;
                    existing.tool = run.tool;
                    existing.updatedAt = now;
                    existing.fixedAt = null;
                }
                else {
                    const number = (a.numbers[upload.repoId] ?? 0) + 1;
                    a.numbers[upload.repoId] = number;
                    a.alerts.push({
                        repoId: upload.repoId,
                        number,
                        key: result.key,
                        createdAt: now,
                        updatedAt: now,
                        fixedAt: null,
                        rule: result.rule,
                        tool: run.tool,
                        instances: { [upload.ref]: instance },
                    });
                }
            }
            // Alerts of this ref, tool and category that the new analysis no longer reports are fixed.
            for (const alert of a.alerts) {
                const inst = alert.instances[upload.ref];
                if (alert.repoId !== upload.repoId || !inst || inst.state !== 'open')
                    continue;
                if (alert.tool.name !== run.tool.name || inst.category !== run.category || seen.has(alert.key))
                    continue;
                inst.state = 'fixed';
                inst.commit_sha = upload.commitSha;
                alert.fixedAt = now;
                alert.updatedAt = now;
            }
        }
        upload.status = 'complete';
    });
}

;// CONCATENATED MODULE: ./src/emulator/routes/custom-properties.ts
/** Custom properties: the values of a repository's custom properties, for callers with admin access. */

const customPropertiesRoutes = (api, ctx) => {
    api.get('/repos/:owner/:repo/properties/values', async (req, reply) => {
        const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, {
            scopes: ['repo'],
            permission: ['metadata', 'read'],
            role: 'admin',
            authenticated: true,
        });
        return Object.entries(repo.customProperties).map(([property_name, value]) => ({ property_name, value }));
    });
};

;// CONCATENATED MODULE: ./src/emulator/routes/deploy-keys.ts
/**
 * Deploy keys: a repository's SSH public keys, read-only or read/write. List, create, get and delete; never update
 * (keys are immutable: delete and create again). A key must be a well-formed OpenSSH public key of a supported type
 * whose key material parses, and the same key (type and body; the comment does not count) may be on a repository
 * only once. Callers need admin rights on the repository; tokens need administration read (list, get) or write
 * (create, delete), classic tokens the repo scope.
 */




const deploy_keys_READ = {
    scopes: ['repo'],
    permission: ['administration', 'read'],
    role: 'admin',
    authenticated: true,
};
const deploy_keys_WRITE = {
    scopes: ['repo'],
    permission: ['administration', 'write'],
    role: 'admin',
    authenticated: true,
};
const KEY_TYPES = [
    'ssh-rsa',
    'ssh-ed25519',
    'ecdsa-sha2-nistp256',
    'ecdsa-sha2-nistp384',
    'ecdsa-sha2-nistp521',
    'sk-ssh-ed25519@openssh.com',
    'sk-ecdsa-sha2-nistp256@openssh.com',
];
/** OpenSSH itself refuses shorter RSA keys. */
const MIN_RSA_BITS = 1024;
const CURVES = {
    nistp256: { crv: 'P-256', size: 32 },
    nistp384: { crv: 'P-384', size: 48 },
    nistp521: { crv: 'P-521', size: 66 },
};
class KeyProblem extends Error {
}
/** Reads the length-prefixed fields of the SSH wire format (RFC 4251 string and mpint). */
class WireReader {
    buf;
    at = 0;
    constructor(buf) {
        this.buf = buf;
    }
    field(what) {
        if (this.at + 4 > this.buf.length)
            throw new KeyProblem(`the key data ends before its ${what}`);
        const length = this.buf.readUInt32BE(this.at);
        const start = this.at + 4;
        if (start + length > this.buf.length)
            throw new KeyProblem(`the key data ends inside its ${what}`);
        this.at = start + length;
        return this.buf.subarray(start, this.at);
    }
    /** A positive mpint, without its leading zero bytes. */
    positive(what) {
        const raw = this.field(what);
        if (raw.length === 0 || (raw[0] & 0x80) !== 0)
            throw new KeyProblem(`its ${what} is not a positive integer`);
        let i = 0;
        while (i < raw.length - 1 && raw[i] === 0)
            i++;
        return raw.subarray(i);
    }
    get done() {
        return this.at === this.buf.length;
    }
}
const b64url = (b) => b.toString('base64url');
/** The key's material as a JWK, so that Node's crypto checks it (an EC point must be on its curve). */
function keyMaterial(type, r) {
    if (type === 'ssh-rsa') {
        const e = r.positive('RSA exponent');
        const n = r.positive('RSA modulus');
        const bits = n.length * 8 - Math.clz32(n[0]) + 24;
        if (bits < MIN_RSA_BITS)
            throw new KeyProblem(`its RSA modulus has ${bits} bits, fewer than ${MIN_RSA_BITS}`);
        if ((e[e.length - 1] & 1) === 0 || (e.length === 1 && e[0] < 3)) {
            throw new KeyProblem('its RSA exponent is not an odd number of at least 3');
        }
        return { kty: 'RSA', n: b64url(n), e: b64url(e) };
    }
    if (type === 'ssh-ed25519' || type === 'sk-ssh-ed25519@openssh.com') {
        const pk = r.field('Ed25519 public key');
        if (pk.length !== 32)
            throw new KeyProblem(`its Ed25519 public key has ${pk.length} bytes instead of 32`);
        return { kty: 'OKP', crv: 'Ed25519', x: b64url(pk) };
    }
    const declared = /nistp\d+/.exec(type)[0];
    const curve = r.field('curve name').toString('latin1');
    if (curve !== declared)
        throw new KeyProblem(`its curve name "${curve}" does not match the type ${type}`);
    const { crv, size } = CURVES[curve];
    const q = r.field('EC point');
    if (q.length !== 1 + 2 * size || q[0] !== 0x04) {
        throw new KeyProblem(`its EC point is not an uncompressed ${curve} point`);
    }
    return { kty: 'EC', crv, x: b64url(q.subarray(1, 1 + size)), y: b64url(q.subarray(1 + size)) };
}
/**
 * Parse "type base64 [comment]" and check it through: supported type, Base64 that decodes, the embedded type
 * string equal to the declared one, the fields of that type and nothing after them, and key material that loads.
 * Returns the key without its comment, and the comment.
 */
function parseSshPublicKey(text) {
    const trimmed = text.trim();
    if (trimmed.length === 0)
        throw new KeyProblem('the key is empty');
    if (trimmed.includes('PRIVATE KEY')) {
        throw new KeyProblem('this is a private key: send the public key (the contents of the .pub file)');
    }
    if (/[\r\n]/.test(trimmed))
        throw new KeyProblem('the key must be a single line');
    const [type, body, ...comment] = trimmed.split(/[ \t]+/);
    if (!KEY_TYPES.includes(type)) {
        throw new KeyProblem(`the key type "${type}" is not supported: use one of ${KEY_TYPES.join(', ')}`);
    }
    if (!body)
        throw new KeyProblem('the key has no Base64 body after its type');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body) || body.length % 4 !== 0) {
        throw new KeyProblem('the key body is not valid Base64');
    }
    const r = new WireReader(Buffer.from(body, 'base64'));
    const embedded = r.field('type string').toString('latin1');
    if (embedded !== type) {
        throw new KeyProblem(`the key data says "${embedded}" but the key is declared as ${type}`);
    }
    const jwk = keyMaterial(type, r);
    if (type.startsWith('sk-') && r.field('security key application').length === 0) {
        throw new KeyProblem('its security key application is empty');
    }
    if (!r.done)
        throw new KeyProblem('the key data has bytes after its last field');
    try {
        (0,external_node_crypto_.createPublicKey)({ key: jwk, format: 'jwk' });
    }
    catch {
        throw new KeyProblem(`its key material is not a valid ${type} public key`);
    }
    return { key: `${type} ${body}`, comment: comment.join(' ') };
}
const keyError = (message) => ({ resource: 'PublicKey', code: 'custom', field: 'key', message });
function parseId(raw) {
    if (!/^[1-9]\d{0,15}$/.test(raw))
        throw notFound();
    return Number(raw);
}
function deploy_keys_render(ctx, repo, k) {
    return {
        id: k.id,
        key: k.key,
        url: ctx.apiUrl(`/repos/${fullName(repo)}/keys/${k.id}`),
        title: k.title,
        // Keys are added by a caller with admin rights on the repository, through the API.
        verified: true,
        created_at: k.createdAt,
        read_only: k.readOnly,
        added_by: k.addedBy,
        // The emulator serves no Git over SSH, so no key is ever used.
        last_used: null,
        enabled: true,
    };
}
function parseCreateBody(body) {
    if (body === undefined || body === null)
        throw validationFailed([keyError('key is missing')], 'Validation Failed: send a JSON object with "key"');
    if (typeof body !== 'object' || Array.isArray(body)) {
        throw new http_ApiError(400, 'The request body must be a JSON object with key, and optionally title and read_only');
    }
    const b = body;
    const errors = [];
    if (b.key === undefined) {
        errors.push({ resource: 'PublicKey', code: 'missing_field', field: 'key', message: 'key is required' });
    }
    else if (typeof b.key !== 'string') {
        errors.push({ resource: 'PublicKey', code: 'invalid', field: 'key', message: 'key must be a string' });
    }
    if (b.title !== undefined && typeof b.title !== 'string') {
        errors.push({
            resource: 'PublicKey',
            code: 'invalid',
            field: 'title',
            message: 'title must be a string',
        });
    }
    if (b.read_only !== undefined && typeof b.read_only !== 'boolean') {
        errors.push({
            resource: 'PublicKey',
            code: 'invalid',
            field: 'read_only',
            message: 'read_only must be a boolean',
        });
    }
    if (errors.length > 0)
        throw validationFailed(errors);
    let parsed;
    try {
        parsed = parseSshPublicKey(b.key);
    }
    catch (err) {
        if (!(err instanceof KeyProblem))
            throw err;
        const message = `key is invalid: ${err.message}. Supply a public key in OpenSSH format ("type base64 [comment]")`;
        throw validationFailed([keyError(message)], `Validation Failed: ${message}`);
    }
    // Per the spec: read_only true reads only, otherwise read and write; so a key without read_only can write.
    return { ...parsed, title: b.title, readOnly: b.read_only === true };
}
const deployKeysRoutes = (api, ctx) => {
    const area = () => ctx.store.area('deployKeys', () => ({ keys: [] }));
    const access = (req, reply, need) => repoAccess(ctx, req, reply, req.params.owner, req.params.repo, need);
    const findKey = (repo, id) => ctx.store.read(() => area().keys.find((k) => k.repoId === repo.id && k.id === id));
    api.get('/repos/:owner/:repo/keys', async (req, reply) => {
        const repo = access(req, reply, deploy_keys_READ);
        const keys = ctx.store.read(() => area().keys.filter((k) => k.repoId === repo.id));
        return paginate(ctx, req, reply, keys).map((k) => deploy_keys_render(ctx, repo, k));
    });
    api.post('/repos/:owner/:repo/keys', async (req, reply) => {
        const repo = access(req, reply, deploy_keys_WRITE);
        const input = parseCreateBody(req.body);
        const record = ctx.store.write(() => {
            const keys = area().keys;
            if (keys.some((k) => k.repoId === repo.id && k.key === input.key)) {
                throw validationFailed([keyError('key is already in use')], 'Validation Failed: key is already in use on this repository');
            }
            const k = {
                id: ctx.store.nextId('deployKey'),
                repoId: repo.id,
                key: input.key,
                title: input.title ?? input.comment,
                readOnly: input.readOnly,
                addedBy: actorLogin(req.caller),
                createdAt: isoNow(),
            };
            keys.push(k);
            return k;
        });
        const body = deploy_keys_render(ctx, repo, record);
        return reply.code(201).header('location', body.url).send(body);
    });
    api.get('/repos/:owner/:repo/keys/:key_id', async (req, reply) => {
        const repo = access(req, reply, deploy_keys_READ);
        const k = findKey(repo, parseId(req.params.key_id));
        if (!k)
            throw notFound();
        return deploy_keys_render(ctx, repo, k);
    });
    api.delete('/repos/:owner/:repo/keys/:key_id', async (req, reply) => {
        const repo = access(req, reply, deploy_keys_WRITE);
        const id = parseId(req.params.key_id);
        ctx.store.write(() => {
            const keys = area().keys;
            const i = keys.findIndex((k) => k.repoId === repo.id && k.id === id);
            if (i < 0)
                throw notFound();
            keys.splice(i, 1);
        });
        return reply.code(204).send();
    });
};

;// CONCATENATED MODULE: ./src/emulator/routes/oauth.ts
/**
 * OAuth grants and authorizations (deprecated). Basic authentication only, with the one-time password for users
 * with two-factor auth on create, get-or-create and update; Deprecation and Sunset headers on every answer.
 * An authorization is keyed by user, app client id and fingerprint: get-or-create answers 200 with the existing
 * one or 201 with a new one. A grant is one entry per app the user has authorized, with the union of the scopes
 * of that app's tokens; deleting it deletes those tokens. Tokens created here are real `oauth` tokens in
 * state.tokens: they authenticate later requests until their authorization or grant is deleted.
 */



/** Deprecation date of the published description (x-github.deprecationDate), removal date of the spec. */
const DEPRECATED_AT = Date.UTC(2020, 1, 14);
const SUNSET_AT = Date.UTC(2020, 10, 13);
/** The client id length of the spec's Limits. */
const CLIENT_ID_LENGTH = 20;
const CLIENT_SECRET_MAX = 40;
/** Classic token scopes a client may ask for. */
const KNOWN_SCOPES = new Set([
    'repo',
    'repo:status',
    'repo_deployment',
    'public_repo',
    'repo:invite',
    'security_events',
    'admin:repo_hook',
    'write:repo_hook',
    'read:repo_hook',
    'admin:org',
    'write:org',
    'read:org',
    'admin:public_key',
    'write:public_key',
    'read:public_key',
    'admin:org_hook',
    'gist',
    'notifications',
    'user',
    'read:user',
    'user:email',
    'user:follow',
    'project',
    'read:project',
    'delete_repo',
    'write:packages',
    'read:packages',
    'delete:packages',
    'admin:gpg_key',
    'write:gpg_key',
    'read:gpg_key',
    'admin:ssh_signing_key',
    'write:ssh_signing_key',
    'read:ssh_signing_key',
    'codespace',
    'workflow',
    'write:discussion',
    'read:discussion',
    'admin:enterprise',
    'site_admin',
]);
const fieldError = (field, code, message) => ({
    resource: 'OauthAccess',
    field,
    code,
    message,
});
/** Check the body's fields by type (wrong types and unknown scopes are 422 with `errors`); other fields are ignored. */
function parseBody(raw, fields) {
    if (raw === undefined || raw === null)
        return {};
    if (typeof raw !== 'object' || Array.isArray(raw)) {
        throw new http_ApiError(400, `The request body must be a JSON object with some of: ${fields.join(', ')}`);
    }
    const body = raw;
    const out = {};
    const errors = [];
    for (const field of fields) {
        const v = body[field];
        if (v === undefined)
            continue;
        if (field === 'scopes' || field === 'add_scopes' || field === 'remove_scopes') {
            if (v === null && field === 'scopes') {
                out.scopes = [];
                continue;
            }
            if (!Array.isArray(v) || v.some((s) => typeof s !== 'string')) {
                errors.push(fieldError(field, 'invalid', `${field} must be an array of strings`));
                continue;
            }
            const unknown = v.filter((s) => !KNOWN_SCOPES.has(s));
            if (unknown.length > 0) {
                errors.push(fieldError(field, 'invalid', `unknown scope(s) in ${field}: ${unknown.join(', ')}`));
                continue;
            }
            out[field] = [...new Set(v)];
        }
        else if (field === 'note' || field === 'note_url' || field === 'fingerprint') {
            if (v !== null && typeof v !== 'string') {
                errors.push(fieldError(field, 'invalid', `${field} must be a string`));
            }
            else if (field === 'note_url' && typeof v === 'string' && !/^https?:\/\/[^\s]+$/.test(v)) {
                errors.push(fieldError(field, 'invalid', 'note_url must be an absolute http or https URL'));
            }
            else {
                out[field] = v === '' ? null : v;
            }
        }
        else if (typeof v !== 'string') {
            errors.push(fieldError(field, 'invalid', `${field} must be a string`));
        }
        else if (field === 'client_id' && v.length !== CLIENT_ID_LENGTH) {
            errors.push(fieldError(field, 'invalid', `client_id must be ${CLIENT_ID_LENGTH} characters long`));
        }
        else if (field === 'client_secret' && v.length > CLIENT_SECRET_MAX) {
            errors.push(fieldError(field, 'invalid', `client_secret must be at most ${CLIENT_SECRET_MAX} characters long`));
        }
        else {
            out[field] = v;
        }
    }
    if (errors.length > 0)
        throw validationFailed(errors);
    return out;
}
function oauth_parseId(raw) {
    if (!/^[1-9]\d{0,15}$/.test(raw))
        throw notFound();
    return Number(raw);
}
function hashToken(token) {
    return (0,external_node_crypto_.createHash)('sha256').update(token).digest('hex');
}
function appSummary(ctx, clientId) {
    const app = ctx.store.read((s) => s.oauthApps.find((a) => a.clientId === clientId));
    return { client_id: clientId, name: app?.name ?? clientId, url: app?.url ?? ctx.webUrl('/') };
}
const oauthRoutes = (api, ctx) => {
    const h = headerNames(ctx.config.vendor);
    const area = () => ctx.store.area('oauth', () => ({ authorizations: [], grants: [] }));
    // A route-level hook runs before the API scope's preHandler, so even a 401 for bad credentials carries these.
    const opts = {
        onRequest: async (_req, reply) => {
            reply.header('deprecation', `@${DEPRECATED_AT / 1000}`);
            reply.header('sunset', new Date(SUNSET_AT).toUTCString());
        },
    };
    /** The Basic-authenticated user; with two-factor auth and `otp`, also the one-time password. */
    function basicUser(req, otp) {
        const caller = req.caller;
        const basic = { 'www-authenticate': 'Basic realm="OAuth authorizations"' };
        if (caller.type === 'token') {
            throw new http_ApiError(401, 'The OAuth grant and authorization endpoints require Basic authentication (username and password); tokens are not accepted', { headers: basic });
        }
        if (caller.type === 'anonymous') {
            throw new http_ApiError(401, 'Requires authentication: send Basic authentication (username and password)', {
                headers: basic,
            });
        }
        const user = caller.user;
        if (otp && user.otp) {
            const sent = req.headers[h.otp];
            if (sent !== user.otp) {
                throw new http_ApiError(401, sent === undefined
                    ? `Must specify two-factor authentication OTP code: send it in the ${h.otpOut} header`
                    : `Invalid two-factor authentication OTP code in the ${h.otpOut} header`, { headers: { [h.otpOut]: 'required; app' } });
            }
        }
        return user;
    }
    /** The app of a client id and secret: 422 when no app has that id or the secret is not the app's. */
    function checkApp(state, clientId, secret) {
        const app = state.oauthApps.find((a) => a.clientId === clientId);
        if (!app)
            throw validationFailed([
                fieldError('client_id', 'invalid', `no OAuth app has the client id ${clientId}`),
            ]);
        if (app.clientSecret !== secret) {
            throw validationFailed([
                fieldError('client_secret', 'invalid', "client_secret is not the app's client secret"),
            ]);
        }
        return app;
    }
    /** 404 for a client_id query naming no app (the lists' documented 404); undefined when not given. */
    function clientFilter(req) {
        const { client_id } = req.query;
        if (client_id === undefined)
            return undefined;
        if (typeof client_id !== 'string') {
            throw validationFailed([fieldError('client_id', 'invalid', 'client_id must be given once')]);
        }
        if (!ctx.store.read((s) => s.oauthApps.some((a) => a.clientId === client_id))) {
            throw new http_ApiError(404, `No OAuth app has the client id ${client_id}`);
        }
        return client_id;
    }
    const sameKey = (a, user, clientId, fingerprint) => a.user === user && a.clientId === clientId && a.fingerprint === fingerprint;
    function findAuthorization(user, id) {
        const a = ctx.store.read(() => area().authorizations.find((x) => x.id === id && x.user === user));
        if (!a)
            throw notFound();
        return a;
    }
    function grantScopes(g) {
        const scopes = area()
            .authorizations.filter((a) => a.user === g.user && a.clientId === g.clientId)
            .flatMap((a) => a.scopes);
        return [...new Set(scopes)].sort();
    }
    function renderAuthorization(a) {
        return {
            id: a.id,
            url: ctx.apiUrl(`/authorizations/${a.id}`),
            scopes: a.scopes,
            token: a.token,
            token_last_eight: a.token.slice(-8),
            hashed_token: hashToken(a.token),
            app: appSummary(ctx, a.clientId),
            note: a.note,
            note_url: a.noteUrl,
            created_at: a.createdAt,
            updated_at: a.updatedAt,
            // Tokens made here do not expire.
            expires_at: null,
            fingerprint: a.fingerprint,
            user: userSummary(ctx, a.user),
        };
    }
    function renderGrant(g) {
        return {
            id: g.id,
            url: ctx.apiUrl(`/applications/grants/${g.id}`),
            app: appSummary(ctx, g.clientId),
            created_at: g.createdAt,
            updated_at: g.updatedAt,
            scopes: ctx.store.read(() => grantScopes(g)),
        };
    }
    /** A new authorization with its token, and the app's grant for the user (created or touched). Inside write. */
    function create(state, user, clientId, input, fingerprint) {
        const now = isoNow();
        const token = `${ctx.config.vendor}_oauth_${(0,external_node_crypto_.randomBytes)(20).toString('hex')}`;
        const a = {
            id: ctx.store.nextId('oauthAuthorization'),
            user,
            clientId,
            token,
            scopes: input.scopes ?? [],
            note: input.note ?? null,
            noteUrl: input.note_url ?? null,
            fingerprint,
            createdAt: now,
            updatedAt: now,
        };
        area().authorizations.push(a);
        state.tokens[token] = { kind: 'oauth', user, clientId, scopes: a.scopes, authorizationId: a.id };
        const grant = area().grants.find((g) => g.user === user && g.clientId === clientId);
        if (grant)
            grant.updatedAt = now;
        else
            area().grants.push({
                id: ctx.store.nextId('oauthGrant'),
                user,
                clientId,
                createdAt: now,
                updatedAt: now,
            });
        return a;
    }
    /** Remove authorizations and their tokens; a grant left without tokens goes too. Inside write. */
    function remove(state, doomed) {
        const o = area();
        for (const a of doomed)
            delete state.tokens[a.token];
        o.authorizations = o.authorizations.filter((a) => !doomed.includes(a));
        o.grants = o.grants.filter((g) => o.authorizations.some((a) => a.user === g.user && a.clientId === g.clientId));
    }
    function sendCreated(reply, status, a) {
        const body = renderAuthorization(a);
        return reply.code(status).header('location', body.url).send(body);
    }
    // Grants
    api.get('/applications/grants', opts, async (req, reply) => {
        const user = basicUser(req, false);
        const clientId = clientFilter(req);
        const grants = ctx.store.read(() => area().grants.filter((g) => g.user === user.login && (!clientId || g.clientId === clientId)));
        return paginate(ctx, req, reply, grants).map(renderGrant);
    });
    api.get('/applications/grants/:grant_id', opts, async (req) => {
        const user = basicUser(req, false);
        const id = oauth_parseId(req.params.grant_id);
        const grant = ctx.store.read(() => area().grants.find((g) => g.id === id && g.user === user.login));
        if (!grant)
            throw notFound();
        return renderGrant(grant);
    });
    api.delete('/applications/grants/:grant_id', opts, async (req, reply) => {
        const user = basicUser(req, false);
        const id = oauth_parseId(req.params.grant_id);
        ctx.store.write((state) => {
            const grant = area().grants.find((g) => g.id === id && g.user === user.login);
            if (!grant)
                throw notFound();
            remove(state, area().authorizations.filter((a) => a.user === grant.user && a.clientId === grant.clientId));
        });
        return reply.code(204).send();
    });
    // Authorizations
    api.get('/authorizations', opts, async (req, reply) => {
        const user = basicUser(req, false);
        const clientId = clientFilter(req);
        const list = ctx.store.read(() => area().authorizations.filter((a) => a.user === user.login && (!clientId || a.clientId === clientId)));
        return paginate(ctx, req, reply, list).map(renderAuthorization);
    });
    api.post('/authorizations', opts, async (req, reply) => {
        const user = basicUser(req, true);
        const input = parseBody(req.body, [
            'scopes',
            'note',
            'note_url',
            'client_id',
            'client_secret',
            'fingerprint',
        ]);
        if (input.client_id === undefined && input.client_secret === undefined) {
            throw new http_ApiError(410, 'Creating personal access tokens with a password is gone: to create a token for an OAuth app, send its client_id and client_secret; for a personal access token, use the token settings');
        }
        const missing = ['client_id', 'client_secret'].filter((f) => input[f] === undefined);
        if (missing.length > 0) {
            throw validationFailed(missing.map((f) => fieldError(f, 'missing_field', `${f} is required to create a token for an OAuth app`)));
        }
        const fingerprint = input.fingerprint ?? null;
        const a = ctx.store.write((state) => {
            checkApp(state, input.client_id, input.client_secret);
            const existing = area().authorizations.find((x) => sameKey(x, user.login, input.client_id, fingerprint));
            if (existing) {
                throw validationFailed([
                    fieldError('fingerprint', 'already_exists', `authorization ${existing.id} already exists for this app${fingerprint ? ' and fingerprint' : ' without a fingerprint'}: send another fingerprint, or get it with PUT /authorizations/clients/{client_id}${fingerprint ? '/{fingerprint}' : ''}`),
                ]);
            }
            return create(state, user.login, input.client_id, input, fingerprint);
        });
        return sendCreated(reply, 201, a);
    });
    /** PUT /authorizations/clients/{client_id}[/{fingerprint}]: the existing authorization (200) or a new one (201). */
    async function getOrCreate(req, reply) {
        const user = basicUser(req, true);
        const inPath = req.params.fingerprint;
        const input = parseBody(req.body, inPath === undefined
            ? ['client_secret', 'scopes', 'note', 'note_url', 'fingerprint']
            : ['client_secret', 'scopes', 'note', 'note_url']);
        const clientId = req.params.client_id;
        const errors = [];
        if (clientId.length !== CLIENT_ID_LENGTH) {
            errors.push(fieldError('client_id', 'invalid', `client_id must be ${CLIENT_ID_LENGTH} characters long`));
        }
        if (input.client_secret === undefined) {
            errors.push(fieldError('client_secret', 'missing_field', 'client_secret is required'));
        }
        if (errors.length > 0)
            throw validationFailed(errors);
        const fingerprint = inPath ?? input.fingerprint ?? null;
        const [status, a] = ctx.store.write((state) => {
            checkApp(state, clientId, input.client_secret);
            const existing = area().authorizations.find((x) => sameKey(x, user.login, clientId, fingerprint));
            if (existing)
                return [200, existing];
            return [201, create(state, user.login, clientId, input, fingerprint)];
        });
        return sendCreated(reply, status, a);
    }
    api.put('/authorizations/clients/:client_id', opts, getOrCreate);
    api.put('/authorizations/clients/:client_id/:fingerprint', opts, getOrCreate);
    api.get('/authorizations/:authorization_id', opts, async (req) => {
        const user = basicUser(req, false);
        return renderAuthorization(findAuthorization(user.login, oauth_parseId(req.params.authorization_id)));
    });
    api.patch('/authorizations/:authorization_id', opts, async (req) => {
        const user = basicUser(req, true);
        const id = oauth_parseId(req.params.authorization_id);
        findAuthorization(user.login, id);
        const input = parseBody(req.body, [
            'scopes',
            'add_scopes',
            'remove_scopes',
            'note',
            'note_url',
            'fingerprint',
        ]);
        const scopeKeys = ['scopes', 'add_scopes', 'remove_scopes'].filter((k) => input[k] !== undefined);
        if (scopeKeys.length > 1) {
            throw validationFailed(scopeKeys.map((k) => fieldError(k, 'invalid', 'send only one of scopes, add_scopes, remove_scopes')), `Validation Failed: only one of scopes, add_scopes, remove_scopes may be sent at a time (got ${scopeKeys.join(', ')})`);
        }
        const updated = ctx.store.write((state) => {
            const a = area().authorizations.find((x) => x.id === id);
            if (input.fingerprint !== undefined && input.fingerprint !== a.fingerprint) {
                const clash = area().authorizations.find((x) => sameKey(x, a.user, a.clientId, input.fingerprint ?? null));
                if (clash) {
                    throw validationFailed([
                        fieldError('fingerprint', 'already_exists', `authorization ${clash.id} of this app already has this fingerprint`),
                    ]);
                }
                a.fingerprint = input.fingerprint;
            }
            if (input.scopes)
                a.scopes = input.scopes;
            if (input.add_scopes)
                a.scopes = [...new Set([...a.scopes, ...input.add_scopes])];
            if (input.remove_scopes)
                a.scopes = a.scopes.filter((s) => !input.remove_scopes.includes(s));
            if (input.note !== undefined)
                a.note = input.note;
            if (input.note_url !== undefined)
                a.noteUrl = input.note_url;
            a.updatedAt = isoNow();
            const token = state.tokens[a.token];
            if (token?.kind === 'oauth')
                token.scopes = a.scopes;
            const grant = area().grants.find((g) => g.user === a.user && g.clientId === a.clientId);
            if (grant)
                grant.updatedAt = a.updatedAt;
            return a;
        });
        return renderAuthorization(updated);
    });
    api.delete('/authorizations/:authorization_id', opts, async (req, reply) => {
        const user = basicUser(req, false);
        const a = findAuthorization(user.login, oauth_parseId(req.params.authorization_id));
        ctx.store.write((state) => remove(state, [a]));
        return reply.code(204).send();
    });
};

;// CONCATENATED MODULE: ./src/emulator/routes/index.ts




const routeModules = [
    customPropertiesRoutes,
    codeScanningRoutes,
    oauthRoutes,
    deployKeysRoutes,
];

// EXTERNAL MODULE: ./src/emulator/seed.ts
var emulator_seed = __webpack_require__(7890);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/emulator/store.ts
/**
 * The emulator's state in memory, optionally saved to a file on every change (write to a temporary file, then
 * rename: a crash never leaves half a state) and loaded at start, so that a restart loses nothing.
 */

class Store {
    file;
    current;
    constructor(initial, file) {
        this.file = file;
        this.current =
            file && (0,external_node_fs_.existsSync)(file) ? JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8')) : structuredClone(initial);
        this.save();
    }
    /** Read without changing anything. */
    read(fn) {
        return fn(this.current);
    }
    /** Change the state; saved before the function's result is returned. */
    write(fn) {
        const result = fn(this.current);
        this.save();
        return result;
    }
    /** The next identifier for a kind of record (ids are per kind, starting at 1). */
    nextId(kind) {
        const id = (this.current.ids[kind] ?? 0) + 1;
        this.current.ids[kind] = id;
        return id;
    }
    /** The records of one route module, created on first use. */
    area(name, init) {
        const areas = this.current.areas;
        if (!(name in areas))
            areas[name] = init();
        return areas[name];
    }
    /** Replace the whole state (admin reset or load). */
    replace(state) {
        this.current = structuredClone(state);
        this.save();
    }
    snapshot() {
        return structuredClone(this.current);
    }
    save() {
        if (!this.file)
            return;
        const tmp = `${this.file}.${process.pid}.tmp`;
        (0,external_node_fs_.writeFileSync)(tmp, JSON.stringify(this.current));
        (0,external_node_fs_.renameSync)(tmp, this.file);
    }
}

;// CONCATENATED MODULE: ./src/emulator/server.ts
/**
 * The service emulator: a Fastify server implementing the spec under /api/v3 (the self-managed shape), with the
 * cross-cutting rules applied to every API answer (authentication, rate limits, versioning, media type, ETag,
 * errors), fault injection, a request journal and an admin API under /_emulator.
 */









async function startEmulator(options = {}) {
    const config = { ...DEFAULT_CONFIG, ...options.config };
    const seed = options.seed ?? emulator_seed/* DEFAULT_SEED */.K;
    const initial = (0,emulator_seed/* seedToState */.a)(seed);
    const store = new Store(initial, options.stateFile);
    const faults = new Faults(options.faults);
    const rateLimits = new RateLimits(config.rateLimits);
    const ctx = {
        store,
        config,
        faults,
        apiUrl: (path) => `${config.origin}${config.apiPrefix}${path}`,
        webUrl: (path) => `${config.origin}${path}`,
    };
    const h = headerNames(config.vendor);
    const app = fastify_default()({ bodyLimit: config.bodyLimit, logger: false, forceCloseConnections: true });
    app.decorateRequest('caller', null);
    // Faults first: they act before authentication, like a network or a failing front end would.
    app.addHook('onRequest', async (req, reply) => {
        const path = req.url.split('?')[0];
        if (path.startsWith('/_emulator'))
            return;
        const rule = faults.match(req.method, path);
        if (!rule)
            return;
        req.fault = rule.id;
        if (rule.delayMs && !rule.dribble)
            await new Promise((r) => setTimeout(r, rule.delayMs));
        if (rule.spendRateLimit) {
            const caller = safeIdentify(ctx, req);
            rateLimits.spend(caller, path.includes('/search/') ? 'search' : 'core', caller !== `ip:${req.ip}`);
        }
        if (rule.connection) {
            const socket = req.raw.socket;
            if (rule.connection === 'garbage')
                socket.write((0,external_node_crypto_.randomBytes)(64));
            if (rule.connection === 'reset')
                socket.resetAndDestroy();
            else
                socket.destroy();
            return reply.hijack();
        }
        if (rule.dribble) {
            reply.hijack();
            const body = JSON.stringify({ message: 'slow answer (injected)' });
            reply.raw.writeHead(rule.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
            for (const ch of body) {
                reply.raw.write(ch);
                await new Promise((r) => setTimeout(r, (rule.delayMs ?? 1000) / body.length));
            }
            reply.raw.end();
            return;
        }
        if (rule.status)
            throw new http_ApiError(rule.status, `injected fault (rule ${rule.id})`);
    });
    app.addHook('onResponse', async (req, reply) => {
        faults.record({
            time: new Date().toISOString(),
            method: req.method,
            url: req.url,
            status: reply.statusCode,
            ms: Math.round(reply.elapsedTime),
            caller: req.caller?.key ?? '-',
            ...(req.fault
                ? { fault: req.fault }
                : {}),
        });
    });
    app.setErrorHandler((err, req, reply) => {
        if (err instanceof http_ApiError) {
            if (err.extra.headers)
                reply.headers(err.extra.headers);
            return reply
                .code(err.status)
                .send(errorBody(ctx, err.message, err.extra.errors, err.extra.documentationUrl));
        }
        if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
            return reply.code(413).send(errorBody(ctx, 'Request body too large'));
        if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
            return reply.code(415).send(errorBody(ctx, 'Unsupported media type: send JSON'));
        if (err.statusCode === 400 || err.code?.startsWith('FST_ERR_CTP') || err instanceof SyntaxError) {
            return reply.code(400).send(errorBody(ctx, 'Problems parsing JSON'));
        }
        if (err.validation) {
            return reply.code(422).send(errorBody(ctx, `Invalid request: ${err.message}`));
        }
        req.log.error(err);
        process.stderr.write(`emulator: internal error on ${req.method} ${req.url}: ${err.stack ?? err.message}\n`);
        return reply.code(500).send(errorBody(ctx, 'Internal error in the emulator'));
    });
    app.setNotFoundHandler((req, reply) => reply.code(404).send(errorBody(ctx, 'Not Found')));
    await app.register(async (api) => {
        // Cross-cutting rules of the spec, on every API answer.
        api.addHook('preHandler', async (req, reply) => {
            reply.header(h.emulator, 'sarif-pipeline');
            const requested = req.headers[h.apiVersion];
            const version = typeof requested === 'string' ? requested : config.apiVersions[0];
            if (!config.apiVersions.includes(version)) {
                throw new http_ApiError(400, `Unsupported API version ${version}: supported versions are ${config.apiVersions.join(', ')}`);
            }
            reply.header(h.apiVersionSelected, version);
            const accept = String(req.headers.accept ?? '');
            reply.header(h.mediaType, accept.includes(h.textMatchMediaType)
                ? `${config.vendor}.v3; param=text-match; format=json`
                : `${config.vendor}.v3; format=json`);
            req.caller = identify(ctx, req);
            const resource = req.url.startsWith(`${config.apiPrefix}/search/`) ? 'search' : 'core';
            rateLimits.take(req.caller.key, resource, req.caller.type !== 'anonymous', reply);
        });
        // Conditional requests: a weak ETag on every successful GET, 304 when If-None-Match matches.
        api.addHook('onSend', async (req, reply, payload) => {
            if (req.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string')
                return payload;
            const etag = `W/"${(0,external_node_crypto_.createHash)('sha1').update(payload).digest('hex')}"`;
            reply.header('etag', etag);
            if (req.headers['if-none-match'] === etag) {
                reply.code(304);
                return '';
            }
            return payload;
        });
        for (const register of routeModules)
            await register(api, ctx);
    }, { prefix: config.apiPrefix });
    registerAdmin(app, ctx, { initial, rateLimits });
    const address = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
    config.origin = address.replace('[::1]', 'localhost');
    return {
        origin: config.origin,
        apiUrl: `${config.origin}${config.apiPrefix}`,
        ctx,
        app,
        close: () => app.close(),
    };
}
function safeIdentify(ctx, req) {
    try {
        return identify(ctx, req).key;
    }
    catch {
        return `ip:${req.ip}`;
    }
}
function errorBody(ctx, message, errors, documentationUrl) {
    return {
        message,
        ...(errors && errors.length > 0 ? { errors } : {}),
        documentation_url: ctx.webUrl(`/docs/rest${documentationUrl ? `/${documentationUrl}` : ''}`),
    };
}
/** The admin API: state, reset, faults and the request journal. Local tool, no authentication. */
function registerAdmin(app, ctx, extra) {
    app.get('/_emulator/state', async () => ctx.store.snapshot());
    app.put('/_emulator/state', async (req, reply) => {
        ctx.store.replace(req.body);
        return reply.code(204).send();
    });
    app.post('/_emulator/reset', async (_req, reply) => {
        ctx.store.replace(extra.initial);
        ctx.faults.clear();
        extra.rateLimits.reset();
        return reply.code(204).send();
    });
    app.get('/_emulator/faults', async () => ctx.faults.list());
    app.post('/_emulator/faults', async (req, reply) => {
        try {
            return reply.code(201).send(ctx.faults.add(req.body));
        }
        catch (err) {
            throw new http_ApiError(422, `invalid fault rule: ${err.message}`);
        }
    });
    app.delete('/_emulator/faults', async (_req, reply) => {
        ctx.faults.clear();
        return reply.code(204).send();
    });
    app.delete('/_emulator/faults/:id', async (req, reply) => {
        ctx.faults.clear(Number(req.params.id));
        return reply.code(204).send();
    });
    app.get('/_emulator/requests', async () => ctx.faults.journal);
}


/***/ })

};
