export const id = 529;
export const ids = [529];
export const modules = {

/***/ 42529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_SEED: () => (/* reexport */ DEFAULT_SEED),
  StateDirError: () => (/* reexport */ StateDirError),
  loadSeedFile: () => (/* reexport */ loadSeedFile),
  startEmulator: () => (/* reexport */ startEmulator),
  withServiceTokens: () => (/* reexport */ withServiceTokens)
});

// UNUSED EXPORTS: serviceToken

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/fastify/fastify.js
var fastify = __webpack_require__(16703);
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
    // The first is selected when a request names none. The service's 2026-03-10 changes none of the operations
    // implemented here (its breaking changes, in the published description, are all elsewhere): both answer alike.
    apiVersions: ['2022-11-28', '2026-03-10'],
};
/** Header names built from the vendor word: one setting changes them all. Made once per vendor (every answer asks). */
function headerNames(vendor) {
    let names = headerNameCache.get(vendor);
    if (!names)
        headerNameCache.set(vendor, (names = makeHeaderNames(vendor)));
    return names;
}
function makeHeaderNames(vendor) {
    const V = vendor.charAt(0).toUpperCase() + vendor.slice(1);
    return Object.freeze({
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
    });
}
const headerNameCache = new Map();
const textMatchCache = new Map();
/**
 * Whether an Accept header asks for text matches: the spec's `application/vnd.svc.v3.text-match+json`, and the
 * spellings real clients send (`application/vnd.svc.text-match+json`; Octokit's `mediaType: { format:
 * 'text-match' }` turns its default into `application/vnd.svc.v3.text-match`, without `+json`).
 */
function wantsTextMatch(vendor, accept) {
    const text = String(accept ?? '');
    if (!/text-match/i.test(text))
        return false; // most requests: no pattern of the vendor to build or run
    let pattern = textMatchCache.get(vendor);
    if (!pattern) {
        const escaped = vendor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        pattern = new RegExp(`application/vnd\\.${escaped}(\\.v3)?\\.text-match(\\+json)?\\b`, 'i');
        textMatchCache.set(vendor, pattern);
    }
    return pattern.test(text);
}
/**
 * One page of `items` per the spec: per_page (max 100, default 30) and page (default 1), and a Link header with
 * prev and first (not on the first page), next and last (not on the last), as the service sends them, carrying
 * per_page and every other query parameter; no Link header when everything fits on one page.
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
            parts.push(link(page + 1, 'next'), link(last, 'last'));
        if (page > 1)
            parts.push(link(1, 'first'));
        reply.header('link', parts.join(', '));
    }
    return items.slice((page - 1) * perPage, page * perPage);
}
function isoNow() {
    return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

;// CONCATENATED MODULE: ./src/emulator/service-error.ts
/**
 * The refusals the emulator answers with: an error carrying its status, answered as `{ message, documentation_url }`
 * (and optional headers or field errors). A leaf module, so that everything that refuses (routes, rate limits,
 * runner tokens) imports it without importing the HTTP plumbing. Named apart from the client's `ApiError`
 * (src/api/errors.ts), which is what a caller makes of such an answer.
 */
class service_error_ServiceError extends Error {
    status;
    extra;
    constructor(status, message, extra = {}) {
        super(message);
        this.status = status;
        this.extra = extra;
        this.name = 'ServiceError';
    }
}
const notFound = () => new service_error_ServiceError(404, 'Not Found');
/** A record id from a path (a positive integer of at most 16 digits), else 404 as the service answers. */
function idParam(raw) {
    if (!/^[1-9]\d{0,15}$/.test(raw))
        throw notFound();
    return Number(raw);
}
const validationFailed = (errors = [], message = 'Validation Failed') => new service_error_ServiceError(422, message, { errors });

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
        if (user && user.password === password)
            return { type: 'basic', user, key: `user:${user.login}` };
        const app = user ? undefined : ctx.store.read((s) => s.oauthApps.find((a) => a.clientId === login));
        if (!app || app.clientSecret !== password)
            throw new service_error_ServiceError(401, 'Bad credentials');
        return { type: 'anonymous', key: `app:${app.clientId}`, app: app.clientId };
    }
    if (lower !== 'bearer' && lower !== 'token') {
        throw new service_error_ServiceError(401, `Unsupported authorization scheme "${scheme}": use Bearer or token`);
    }
    if (lower === 'token' && /^eyJ[\w-]*\.[\w-]*\.[\w-]*$/.test(value)) {
        throw new service_error_ServiceError(401, 'A JSON web token must be sent with the Bearer scheme');
    }
    const token = ctx.store.read((s) => s.tokens[value]);
    if (!token)
        throw new service_error_ServiceError(401, 'Bad credentials');
    if ('expiresAt' in token && token.expiresAt && Date.parse(token.expiresAt) < Date.now()) {
        throw new service_error_ServiceError(401, 'Bad credentials: the token has expired');
    }
    return { type: 'token', secret: value, token, key: tokenKey(value) };
}
/** Whether the caller counts as authenticated for rate limits: users, tokens, and apps by client id and secret. */
function rateAuthenticated(caller) {
    return caller.type !== 'anonymous' || caller.app !== undefined;
}
/** Rate-limit keys of token secrets seen: hashed once, not at every request (bounded: cleared when full). */
const tokenKeys = new Map();
/** A token's key for rate limits and the journal: part of its SHA-256, never the secret. */
function tokenKey(secret) {
    let key = tokenKeys.get(secret);
    if (!key) {
        if (tokenKeys.size >= 10_000)
            tokenKeys.clear();
        key = `token:${(0,external_node_crypto_.createHash)('sha256').update(secret).digest('hex').slice(0, 16)}`;
        tokenKeys.set(secret, key);
    }
    return key;
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
/**
 * Whether the caller can see the repository at all (else it is a 404 to them). A classic token sees a private
 * repository with `repo`; for an operation that accepts `security_events` (code scanning), that scope too: the
 * service grants it to reach code scanning without the code.
 */
function canSee(state, caller, repo, need) {
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
        const seeing = need?.scopes.includes('security_events') ? ['repo', 'security_events'] : ['repo'];
        if ((t.kind === 'classic' || t.kind === 'oauth') && !hasScope(t.scopes, seeing, repo))
            return false;
    }
    const login = callerLogin(caller);
    return login !== undefined && roleOf(state, repo, login) !== undefined;
}
/**
 * Why a token may not do what `need` says, by its scopes (classic) or its permission (the others), on the
 * repository if one is given (public_repo counts only for a public one; a permission only on a repository the
 * token reaches): a 403, or undefined when it may.
 */
function tokenRefusal(t, need, repo) {
    if (t.kind === 'classic' || t.kind === 'oauth') {
        if (!hasScope(t.scopes, need.scopes, repo))
            return new service_error_ServiceError(403, `This operation needs one of the scopes: ${need.scopes.join(', ')}`);
    }
    else if (need.permission) {
        const [category, access] = need.permission;
        if ((repo && !tokenReaches(t, repo)) || !atLeast(ACCESS_ORDER, t.permissions[category], access)) {
            return new service_error_ServiceError(403, 'Resource not accessible by integration', {
                documentationUrl: 'permissions',
            });
        }
    }
    return undefined;
}
/**
 * Why the caller may not do what `need` says on the repository: 404 when it cannot see it, 401 when anonymous
 * and more than reading is needed (or when it signed in with a password), 403 otherwise; undefined when it may.
 */
function repoRefusal(state, caller, repo, need) {
    if (!canSee(state, caller, repo, need))
        return new service_error_ServiceError(404, 'Not Found');
    const publicRead = !repo.private &&
        !need.authenticated &&
        need.role === 'read' &&
        (!need.permission || need.permission[1] === 'read');
    if (caller.type === 'anonymous')
        return publicRead ? undefined : new service_error_ServiceError(401, 'Requires authentication');
    if (caller.type === 'basic')
        return new service_error_ServiceError(401, 'Password authentication is not supported here: use a token');
    if (publicRead)
        return undefined;
    const t = caller.token;
    const refused = tokenRefusal(t, need, repo);
    if (refused || t.kind === 'installation' || t.kind === 'workflow')
        return refused;
    if (!atLeast(ROLES, roleOf(state, repo, callerLogin(caller)), need.role))
        return new service_error_ServiceError(403, `Must have ${need.role} rights to the repository`);
    return undefined;
}
/**
 * The repository of a repository route, if the caller may do what `need` says there: 404 when it does not exist
 * or the caller cannot see it, 401 when anonymous and more than reading is needed, 403 otherwise. What anyone may
 * read of a public repository without a token, any token may read too, whatever its scopes, permissions or reach:
 * the service's operations that allow it say "can be used without authentication or the aforementioned permissions
 * if only public resources are requested" (a workflow job with `contents: read` only reads the Pages site of its
 * public repository, as configure-pages does).
 */
function repoAccess(ctx, req, reply, owner, name, need) {
    const caller = req.caller;
    setAuthHeaders(ctx, reply, caller, need);
    return ctx.store.read((state) => {
        const repo = findRepo(state, owner, name);
        if (!repo)
            throw new service_error_ServiceError(404, 'Not Found');
        const refused = repoRefusal(state, caller, repo, need);
        if (refused)
            throw refused;
        return repo;
    });
}
/** For operations outside repositories that need someone signed in (any token or Basic). */
function requireAuthenticated(req) {
    if (req.caller.type === 'anonymous')
        throw new ServiceError(401, 'Requires authentication');
    return req.caller;
}

;// CONCATENATED MODULE: ./src/emulator/api-headers.ts



/** The CORS headers of every API answer: the service answers any origin (it takes no cookies). Made once a vendor. */
function corsHeaders(vendor) {
    let headers = corsCache.get(vendor);
    if (!headers)
        corsCache.set(vendor, (headers = Object.freeze(makeCorsHeaders(vendor))));
    return headers;
}
const corsCache = new Map();
function makeCorsHeaders(vendor) {
    const V = vendor.charAt(0).toUpperCase() + vendor.slice(1);
    return {
        'access-control-allow-origin': '*',
        'access-control-expose-headers': [
            'ETag',
            'Link',
            'Location',
            'Retry-After',
            `X-${V}-OTP`,
            'X-RateLimit-Limit',
            'X-RateLimit-Remaining',
            'X-RateLimit-Used',
            'X-RateLimit-Resource',
            'X-RateLimit-Reset',
            'X-OAuth-Scopes',
            'X-Accepted-OAuth-Scopes',
            'X-Poll-Interval',
            `X-${V}-Media-Type`,
            `X-${V}-SSO`,
            `X-${V}-Request-Id`,
            'Deprecation',
            'Sunset',
        ].join(', '),
    };
}
/** The answer to a CORS preflight of the API: 204, what a page may send. */
function preflightHeaders(vendor) {
    const V = vendor.charAt(0).toUpperCase() + vendor.slice(1);
    return {
        ...corsHeaders(vendor),
        'access-control-allow-headers': [
            'Authorization',
            'Content-Type',
            'If-Match',
            'If-Modified-Since',
            'If-None-Match',
            'If-Unmodified-Since',
            'Accept-Encoding',
            `X-${V}-OTP`,
            'X-Requested-With',
            'User-Agent',
            `X-${V}-Api-Version`,
        ].join(', '),
        'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE',
        'access-control-max-age': '86400',
    };
}
/**
 * The spec's cross-cutting rules on one API request: a User-Agent (403 without, as on the service), version
 * selection (400 for an unknown one), media type,
 * the caller (401 for bad credentials), its scopes, and its rate limit (403 once spent; GET /rate_limit does not
 * count, as on the service).
 */
/**
 * The headers every API answer carries, set without judging the request, for answers made before the API's rules
 * ran or that stopped them: a body that does not parse, a path the router refuses, bad credentials. The rate limit
 * shown is the caller's (the address's when the credentials are bad), not counted again.
 */
function applyStandardHeaders(ctx, req, reply) {
    const { config } = ctx;
    const h = headerNames(config.vendor);
    if (!reply.hasHeader(h.mediaType)) {
        reply.header(h.emulator, 'sarif-pipeline');
        reply.header(h.mediaType, `${config.vendor}.v3; format=json`);
    }
    const requested = req.headers[h.apiVersion];
    const version = typeof requested === 'string' ? requested : config.apiVersions[0];
    if (!reply.hasHeader(h.apiVersionSelected) && config.apiVersions.includes(version))
        reply.header(h.apiVersionSelected, version);
    if (!reply.hasHeader('x-ratelimit-limit')) {
        let caller = { key: `ip:${req.ip}`, authenticated: false };
        try {
            const known = identify(ctx, req);
            caller = { key: known.key, authenticated: rateAuthenticated(known) };
        }
        catch {
            // bad credentials: the address's budget, as the service shows it
        }
        ctx.rateLimits.peek(caller.key, caller.authenticated, reply);
    }
}
/**
 * The parameter of the vendor's media type the Accept header names, as the service echoes it in its media-type
 * header: `text-match` for `application/vnd.svc.v3.text-match+json` (and the spellings wantsTextMatch takes),
 * `raw` for `application/vnd.svc.raw+json`, …; undefined for `application/vnd.svc+json` or any other type.
 */
function mediaTypeParam(vendor, accept) {
    if (wantsTextMatch(vendor, accept))
        return 'text-match';
    const text = String(accept ?? '');
    const at = text.toLowerCase().indexOf(`application/vnd.${vendor}.`);
    if (at < 0)
        return undefined;
    const m = /^(?:v3\.)?([a-z][a-z0-9-]*)/i.exec(text.slice(at + `application/vnd.${vendor}.`.length));
    return m && m[1].toLowerCase() !== 'v3' ? m[1].toLowerCase() : undefined;
}
function applyApiRules(ctx, req, reply) {
    const { config } = ctx;
    const h = headerNames(config.vendor);
    reply.header(h.emulator, 'sarif-pipeline');
    const param = mediaTypeParam(config.vendor, req.headers.accept);
    reply.header(h.mediaType, `${config.vendor}.v3; ${param ? `param=${param}; ` : ''}format=json`);
    // The service refuses a request without a User-Agent (every real client sends one; a script may not).
    if (!String(req.headers['user-agent'] ?? '').trim())
        throw new service_error_ServiceError(403, 'Request forbidden by administrative rules: send a User-Agent header (your client or script name)');
    const requested = req.headers[h.apiVersion];
    const version = typeof requested === 'string' ? requested : config.apiVersions[0];
    if (!config.apiVersions.includes(version)) {
        throw new service_error_ServiceError(400, `Unsupported API version ${version}: supported versions are ${config.apiVersions.join(', ')}`);
    }
    reply.header(h.apiVersionSelected, version);
    req.caller = identify(ctx, req);
    const t = req.caller.type === 'token' ? req.caller.token : undefined;
    if (t && (t.kind === 'classic' || t.kind === 'oauth'))
        reply.header('x-oauth-scopes', t.scopes.join(', '));
    const path = req.url.split('?')[0];
    if (path !== `${config.apiPrefix}/rate_limit`)
        ctx.rateLimits.take(req.caller.key, rateResource(ctx, path), rateAuthenticated(req.caller), reply);
}
/** The budget a request of the API counts against. */
function rateResource(ctx, path) {
    return path.startsWith(`${ctx.config.apiPrefix}/search/`) ? 'search' : 'core';
}
/**
 * An authorized request answered 304 does not count against the rate limit (the service's documentation of
 * conditional requests): what applyApiRules took is given back.
 */
function refundNotModified(ctx, req, reply) {
    const caller = req.caller;
    if (!caller || caller.type === 'anonymous')
        return;
    const path = req.url.split('?')[0];
    if (path === `${ctx.config.apiPrefix}/rate_limit`)
        return;
    ctx.rateLimits.refund(caller.key, rateResource(ctx, path), rateAuthenticated(caller), reply);
}

// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
;// CONCATENATED MODULE: ./src/emulator/admin/html.ts
/** What the emulator's admin pages share: escaping for HTML, tables, and their content security policy. */

/** Text or an attribute's value as HTML. */
const esc = (v) => String(v).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
/**
 * The page's policy: its script and style are files of its own (no inline code runs, so markup that escaped the
 * escaping could not run either), it talks only to its own origin, and no page may frame it.
 */
const DASHBOARD_CSP = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
].join('; ');
/** A table in a box of its own height (scrolled inside): no section makes the page many screens tall. */
function table(id, headers, rows, empty) {
    if (rows.length === 0)
        return `<p class="empty" id="${id}">${esc(empty)}</p>`;
    return `<div class="scroll"><table id="${id}"><thead><tr>${headers.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows
        .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
        .join('')}</tbody></table></div>`;
}
/** Rows a table of what keeps growing (uploads, deployments, runs, bindings, caches, keys) shows: the newest. */
const NEWEST_ROWS = 100;
/**
 * A table of the newest NEWEST_ROWS of `items` (newest first), and how many it leaves out: 30,000 uploads made a
 * page of 7 MB that every refresh of the section sent again. All of them are in GET /_emulator/overview.
 */
function newest(id, headers, items, row, empty) {
    const shown = items.slice(0, NEWEST_ROWS);
    const left = items.length - shown.length;
    const note = `<p class="more" id="${id}-more">The newest ${(0,format/* formatCount */.B4)(shown.length)} of ${(0,format/* formatCount */.B4)(items.length)}: the other ${(0,format/* formatCount */.B4)(left)} are in the admin API's <code>GET /_emulator/overview</code>.</p>`;
    return table(id, headers, shown.map(row), empty) + (left > 0 ? note : '');
}

;// CONCATENATED MODULE: ./src/emulator/docs.ts

const DOCS_PATH = '/docs/rest';
/** What a route is part of, for the page's sections. */
function areaOf(ctx, url) {
    if (url.startsWith(ctx.config.apiPrefix)) {
        const rest = url.slice(ctx.config.apiPrefix.length);
        const parts = rest.split('/').filter(Boolean);
        if (parts[0] === 'repos')
            return parts[3] ?? 'repos';
        return parts[0] ?? 'root';
    }
    if (url.startsWith('/_emulator'))
        return 'emulator admin API';
    if (url.startsWith('/twirp/github.actions.results.api.v1.CacheService') || url.startsWith('/_blobs/cache'))
        return 'runner cache service';
    if (url.startsWith('/twirp') || url.startsWith('/_blobs'))
        return 'runner artifact service';
    if (url.startsWith('/_runtime'))
        return 'runner runtime service';
    if (url.startsWith('/_oidc') || url.startsWith('/.well-known'))
        return 'runner OIDC';
    if (url.startsWith('/_artifacts'))
        return 'artifact store';
    return 'web';
}
/** The anchor of an operation: `get-repos-owner-repo-keys-key_id` for `GET /api/v3/repos/:owner/:repo/keys/:key_id`. */
function operationAnchor(ctx, method, url) {
    const path = url.startsWith(ctx.config.apiPrefix) ? url.slice(ctx.config.apiPrefix.length) : url;
    const slug = path
        .replace(/[:*]/g, '')
        .replace(/[^A-Za-z0-9_]+/g, '-')
        .replace(/^-+|-+$/g, '');
    return `${method.toLowerCase()}${slug ? `-${slug}` : ''}`;
}
/** Where an error of this request documents itself: its operation's entry (or the given section), or the page. */
function documentationUrl(ctx, req, section) {
    const page = `${ctx.config.origin}${DOCS_PATH}`;
    if (section)
        return `${page}#${section.replace(/[^A-Za-z0-9_]+/g, '-')}`;
    const route = req?.routeOptions?.url;
    return route ? `${page}#${operationAnchor(ctx, req.method, route)}` : page;
}
/** Keep every route as it is added (call before any route is registered). */
function collectRoutes(app) {
    const routes = [];
    app.addHook('onRoute', (r) => {
        for (const method of Array.isArray(r.method) ? r.method : [r.method]) {
            if (method === 'HEAD' || method === 'OPTIONS')
                continue;
            routes.push({ method, url: r.url });
        }
    });
    return routes;
}
function registerDocs(app, ctx, routes) {
    const page = () => {
        const seen = new Set();
        const areas = new Map();
        for (const r of routes) {
            const key = `${r.method} ${r.url}`;
            if (seen.has(key) || r.url === DOCS_PATH || r.url.endsWith('/*'))
                continue;
            seen.add(key);
            const area = areaOf(ctx, r.url);
            areas.set(area, [...(areas.get(area) ?? []), r]);
        }
        const sections = [...areas.entries()]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([area, list]) => `<h2 id="${esc(area.replace(/\s+/g, '-'))}">${esc(area)}</h2>\n<ul>\n${list
            .map((r) => {
            const id = operationAnchor(ctx, r.method, r.url);
            const shown = r.url.replace(/:([A-Za-z_]+)/g, '{$1}');
            return `<li id="${esc(id)}"><a href="#${esc(id)}"><code>${esc(r.method)} ${esc(shown)}</code></a></li>`;
        })
            .join('\n')}\n</ul>`)
            .join('\n');
        return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>sarif-pipeline emulator: REST reference</title></head>
<body>
<h1>The operations this emulator implements</h1>
<p>Generated from the emulator's route table (${seen.size} operations). The API is mounted at
<code>${esc(ctx.config.apiPrefix)}</code>; the shapes are the service's published description's.</p>
<h2 id="permissions">permissions</h2>
<p>Every answer names what its operation needs: <code>X-Accepted-OAuth-Scopes</code> for classic tokens, and
<code>X-Accepted-${esc(ctx.config.vendor.charAt(0).toUpperCase() + ctx.config.vendor.slice(1))}-Permissions</code>
for fine-grained, app installation and workflow tokens (category=access).</p>
<h2 id="search-search">search</h2>
<p>Queries: keywords then qualifiers, at most 256 characters without them and five AND, OR or NOT operators.</p>
${sections}
</body></html>
`;
    };
    app.get(DOCS_PATH, async (_req, reply) => reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', "default-src 'none'")
        .send(page()));
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/key/generate_key_pair.js + 2 modules
var generate_key_pair = __webpack_require__(41538);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/key/export.js
var key_export = __webpack_require__(17968);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/jwk/thumbprint.js
var thumbprint = __webpack_require__(7448);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/jwt/sign.js + 1 modules
var sign = __webpack_require__(72896);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/jwks/local.js
var local = __webpack_require__(36687);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/jwt/verify.js + 1 modules
var verify = __webpack_require__(25057);
// EXTERNAL MODULE: ./node_modules/jose/dist/webapi/util/errors.js
var errors = __webpack_require__(5674);
;// CONCATENATED MODULE: ./src/emulator/oidc-issuer.ts
/**
 * The emulator's OIDC issuer, standing in for the workflow runner's token service: an RS256 key pair made at start
 * (with a `kid`), the documents that publish its keys, the signing of ID tokens and their verification (used by
 * the Pages deployment route). Which claims a token carries, and its endpoints, are in oidc.ts.
 *
 * Keys live in memory only: a restarted emulator has new keys, so tokens issued before the restart no longer
 * verify (they expire after five minutes anyway).
 */



/** Where the token endpoint is mounted; ACTIONS_ID_TOKEN_REQUEST_URL is this with a query string. */
const oidc_issuer_ID_TOKEN_PATH = '/_oidc/token';
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
        const { privateKey, publicKey } = await (0,generate_key_pair/* generateKeyPair */.T)('RS256', { extractable: true });
        const jwk = await (0,key_export/* exportJWK */.JU)(publicKey);
        const kid = await (0,thumbprint/* calculateJwkThumbprint */.s)(jwk);
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
            jti: (0,external_node_crypto_.randomUUID)(),
            ...claims,
        };
        return new sign/* SignJWT */.P(payload)
            .setProtectedHeader({ alg: 'RS256', kid: this.kid, typ: 'JWT' })
            .sign(this.privateKey);
    }
    localKeys;
    /** The published keys, imported once (importing them at every verification cost more than the verification). */
    keySet() {
        return (this.localKeys ??= (0,local/* createLocalJWKSet */.w)(this.jwks()));
    }
    publicKey;
    /**
     * The claims of a token this issuer signed, checked as jwtVerify checks them with the options below, by
     * node:crypto directly (a fifth of jose's time, which goes to WebCrypto's promises): RS256 with this key's kid,
     * canonical Base64url parts, a UTF-8 JSON object, the required claims, issuer, audience, nbf and exp with
     * CLOCK_TOLERANCE. Undefined whenever anything differs, and the caller asks jose, whose verdict and error then
     * stand: this path only ever accepts what jose accepts, faster.
     */
    async quickVerify(token, audience, required) {
        const parts = token.split('.');
        if (parts.length !== 3)
            return undefined;
        const bytes = parts.map((p) => Buffer.from(p, 'base64url'));
        if (bytes.some((b, i) => b.toString('base64url') !== parts[i]) || !(0,external_node_buffer_.isUtf8)(bytes[0]) || !(0,external_node_buffer_.isUtf8)(bytes[1]))
            return undefined;
        let header, claims;
        try {
            header = JSON.parse(bytes[0].toString('utf8'));
            claims = JSON.parse(bytes[1].toString('utf8'));
        }
        catch {
            return undefined;
        }
        if (!isPlainObject(header) || !isPlainObject(claims))
            return undefined;
        if (header.alg !== 'RS256' || header.kid !== this.kid || 'crit' in header || 'b64' in header)
            return undefined;
        this.publicKey ??= (0,external_node_crypto_.createPublicKey)({ key: this.publicJwk, format: 'jwk' });
        const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
        // On the loop: an RS256 check takes ~27 µs here, and handing it to libuv's thread pool (the callback form) took
        // the loop 15 µs plus a wake-up for the answer, and a pool thread the 27 µs on a core the clients share.
        let valid;
        try {
            valid = (0,external_node_crypto_.verify)('sha256', signed, this.publicKey, bytes[2]);
        }
        catch {
            valid = false;
        }
        if (!valid)
            return undefined;
        if (![...required, 'iss', 'aud'].every((c) => Object.hasOwn(claims, c)))
            return undefined;
        const { iss, aud, iat, nbf, exp } = claims;
        if (iss !== this.issuer)
            return undefined;
        if (aud !== audience && !(Array.isArray(aud) && aud.includes(audience)))
            return undefined;
        const now = Math.floor(Date.now() / 1000);
        if (iat !== undefined && typeof iat !== 'number')
            return undefined;
        if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now + CLOCK_TOLERANCE))
            return undefined;
        if (exp !== undefined && (typeof exp !== 'number' || exp <= now - CLOCK_TOLERANCE))
            return undefined;
        return claims;
    }
    /** Verify a token issued here for another purpose than OIDC (the job's runtime token): signature, issuer, audience, time. */
    async verifyOwn(token, audience) {
        const quick = await this.quickVerify(token, audience, []);
        if (quick)
            return quick;
        try {
            return (await (0,verify/* jwtVerify */.V)(token, this.keySet(), {
                algorithms: ['RS256'],
                issuer: this.issuer,
                audience,
                clockTolerance: CLOCK_TOLERANCE,
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
        let payload = await this.quickVerify(token, expected.audience, ID_TOKEN_CLAIMS);
        if (!payload)
            try {
                ({ payload } = await (0,verify/* jwtVerify */.V)(token, this.keySet(), {
                    algorithms: ['RS256'],
                    issuer: this.issuer,
                    audience: expected.audience,
                    requiredClaims: [...ID_TOKEN_CLAIMS],
                    clockTolerance: CLOCK_TOLERANCE,
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
/** Seconds of clock difference a token's nbf and exp are given. */
const CLOCK_TOLERANCE = 5;
/** What an ID token must carry (besides iss and aud). */
const ID_TOKEN_CLAIMS = ['exp', 'iat', 'nbf', 'sub', 'jti', 'repository'];
/** A JSON object, as jose's isObject takes it (not an array, not null). */
function isPlainObject(value) {
    return (typeof value === 'object' &&
        value !== null &&
        Object.prototype.toString.call(value) === '[object Object]' &&
        Object.getPrototypeOf(value) === Object.prototype);
}
function describeJoseError(err, audience, issuer) {
    if (err instanceof errors/* JWTExpired */.n) {
        return new OidcError('expired', 'the OIDC token has expired: request a fresh one with getIDToken()');
    }
    if (err instanceof errors/* JWTClaimValidationFailed */.ie) {
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
    if (err instanceof errors/* JWSSignatureVerificationFailed */.h2 ||
        err instanceof errors/* JWKSNoMatchingKey */.BT) {
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

;// CONCATENATED MODULE: ./src/emulator/actions/runtime-token.ts
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
        const h = (0,external_node_crypto_.createHash)('sha256').update(seed).digest('hex');
        return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
    };
    return { runId: uuid(`run:${run.id}`), jobId: uuid(`job:${run.id}:${run.job}`) };
}
/** Which workflow token a runtime token goes with (two jobs of one run have two): a digest, not the secret. */
const jobTokenDigest = (secret) => (0,external_node_crypto_.createHash)('sha256').update(`job-token:${secret}`).digest('base64url').slice(0, 22);
/** The runtime token the runner hands a job (ACTIONS_RUNTIME_TOKEN, also ACTIONS_ID_TOKEN_REQUEST_TOKEN). */
async function runtimeToken(ctx, run, workflowSecret) {
    const { runId, jobId } = backendIds(run);
    const now = Math.floor(Date.now() / 1000);
    return (await issuerFor(ctx)).sign({
        aud: RUNTIME_AUDIENCE,
        sub: `run:${run.id}`,
        exp: now + RUNTIME_TOKEN_SECONDS,
        scp: `Actions.GenericRead:${runId} Actions.Results:${runId}:${jobId}`,
        repository: fullName(run.repo),
        run_id: String(run.id),
        ref: run.ref,
        actor: run.actor,
        ...(workflowSecret ? { job_token: jobTokenDigest(workflowSecret) } : {}),
    });
}

;// CONCATENATED MODULE: ./src/emulator/actions/runs.ts
/**
 * Workflow runs. A workflow token stands for one job of one run: the seed may describe that run (`"run": {...}`
 * next to `repository` and `actor`), a test binds it to the `GITHUB_*` values it passes to a step (bindJob, or
 * `POST /_emulator/jobs`), and what is missing defaults from the repository (its default branch and last commit,
 * a `push` event). The run API, the OIDC claims and the artifact store all read the run from here, so they agree.
 */




/** Past runs kept per workflow token. */
const PAST_RUNS_KEPT = 50;
/** A stable number from a string, in the range of real ids (ten digits). */
function numericId(seed) {
    return (1_000_000_000 + (Number.parseInt((0,external_node_crypto_.createHash)('sha256').update(seed).digest('hex').slice(0, 8), 16) % 1e9));
}
function lastCommitSha(repo, ref) {
    return (repo.commits[repo.commits.length - 1]?.sha ??
        (0,external_node_crypto_.createHash)('sha1')
            .update(`${fullName(repo)}\0${ref}`)
            .digest('hex'));
}
/** The run of a workflow token (its secret gives a stable default id), or one of its past runs. */
function runOf(ctx, secret, token, repo, run = token.run ?? {}) {
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
        workflowId: numericId(`workflow:${fullName(repo)}:${workflowPath}`) % 100_000_000,
        job: run.job ?? 'deploy',
        eventName: run.eventName ?? 'push',
        environment: run.environment,
        actor: token.actor,
    };
}
function tokenRepo(ctx, token) {
    const [owner = '', name = ''] = token.repository.split('/');
    return ctx.store.read((s) => findRepo(s, owner, name));
}
/** Every job of a repository: the current and past runs of each of its workflow tokens (current ones first). */
function jobsOf(ctx, repo) {
    const tokens = ctx.store.read((s) => Object.entries(s.tokens));
    const current = [];
    const past = [];
    for (const [secret, token] of tokens) {
        if (token.kind !== 'workflow')
            continue;
        const r = tokenRepo(ctx, token);
        if (r?.id !== repo.id)
            continue;
        current.push({ run: runOf(ctx, secret, token, repo), secret, token: token });
        for (const old of [...(token.pastRuns ?? [])].reverse())
            past.push({ run: runOf(ctx, secret, token, repo, old), secret, token: token });
    }
    return [...current, ...past];
}
/** Every run of a repository (a run id once, its latest binding). */
function runsOf(ctx, repo) {
    const seen = new Set();
    return jobsOf(ctx, repo)
        .map((j) => j.run)
        .filter((r) => !seen.has(r.id) && seen.add(r.id));
}
function findJob(ctx, repo, runId) {
    return jobsOf(ctx, repo).find((j) => String(j.run.id) === String(runId));
}
function findRun(ctx, repo, runId) {
    return findJob(ctx, repo, runId)?.run;
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
        throw new service_error_ServiceError(422, `Invalid job: ${problems.join('; ')}`);
    const run = bindRun(ctx, binding);
    logBinding(ctx, binding.token, run, 'the admin API (POST /_emulator/jobs)');
    const repo = tokenRepo(ctx, run);
    if (!repo)
        throw new service_error_ServiceError(422, `Invalid job: the token's repository ${run.repository} does not exist`);
    const r = runOf(ctx, binding.token, run, repo);
    return { run: renderRunSummary(r), env: await runnerEnv(ctx, r, { secret: binding.token, token: run }) };
}
/** Record a binding in the token (checked by the caller); `fresh`: the run's details default again. */
function bindRun(ctx, binding, fresh = false) {
    return ctx.store.write((s) => {
        const token = s.tokens[binding.token];
        if (!token || token.kind !== 'workflow')
            throw new service_error_ServiceError(422, 'Invalid job: token is not a workflow token of the seed');
        const t = token;
        const next = fresh ? {} : { ...t.run };
        const repoOfToken = ((full) => findRepo(s, full.split('/')[0] ?? '', full.split('/')[1] ?? ''))(t.repository);
        // Binding another run keeps the current one (with its id made explicit): runs and their artifacts stay.
        if (repoOfToken && binding.run_id !== undefined) {
            const was = runOf(ctx, binding.token, t, repoOfToken);
            if (String(was.id) !== String(binding.run_id)) {
                const kept = (t.pastRuns ?? []).filter((p) => String(p.runId) !== String(was.id));
                kept.push({ ...t.run, runId: String(was.id) });
                t.pastRuns = kept.filter((p) => String(p.runId) !== String(binding.run_id)).slice(-PAST_RUNS_KEPT);
            }
        }
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
}
const BINDINGS_KEPT = 100;
const bindingLogs = new WeakMap();
/** The latest bindings of this emulator, oldest first. */
function bindingLog(ctx) {
    return bindingLogs.get(ctx) ?? [];
}
function logBinding(ctx, secret, token, via) {
    const repo = tokenRepo(ctx, token);
    const log = bindingLogs.get(ctx) ?? [];
    bindingLogs.set(ctx, log);
    log.push({
        time: new Date().toISOString(),
        repository: token.repository,
        runId: repo ? runOf(ctx, secret, token, repo).id : Number(token.run?.runId ?? 0),
        via,
    });
    log.splice(0, Math.max(0, log.length - BINDINGS_KEPT));
}
/**
 * With auto-bind on (`serve --auto-bind`): a workflow token of this repository naming a run id that no run of the
 * repository has binds that run, as if the runner had started it, with the repository's defaults for the rest.
 * Returns the run, or undefined when nothing was bound.
 */
function autoBind(ctx, secret, token, repo, runId, via) {
    if (!ctx.config.autoBind || !secret || token?.kind !== 'workflow')
        return undefined;
    if (token.repository.toLowerCase() !== fullName(repo).toLowerCase())
        return undefined;
    if (!/^\d{1,15}$/.test(String(runId)) || findRun(ctx, repo, runId))
        return undefined;
    const bound = bindRun(ctx, { token: secret, run_id: String(runId) }, true);
    logBinding(ctx, secret, bound, via);
    return runOf(ctx, secret, bound, repo);
}
function renderRunSummary(r) {
    return {
        id: r.id,
        run_attempt: r.attempt,
        repository: fullName(r.repo),
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
 * runtime token the artifact service takes is (a JWT for this run's job, see artifact-service.ts), and, as on the
 * service's runner, it is also the OIDC request token (ACTIONS_ID_TOKEN_REQUEST_TOKEN), given with the request URL
 * only when the job has `id-token: write`.
 */
async function runnerEnv(ctx, r, job) {
    const full = fullName(r.repo);
    const runtime = await runtimeToken(ctx, r, job?.secret);
    const idToken = !job || job.token.permissions.id_token === 'write';
    return {
        GITHUB_REPOSITORY: full,
        GITHUB_REPOSITORY_OWNER: r.repo.owner,
        GITHUB_RUN_ID: String(r.id),
        GITHUB_RUN_ATTEMPT: String(r.attempt),
        GITHUB_RUN_NUMBER: String(r.attempt),
        GITHUB_SHA: r.sha,
        GITHUB_REF: r.ref,
        // `main`, `v1`, and for a pull request `<number>/merge`, as the service names them.
        GITHUB_REF_NAME: r.ref.replace(/^refs\/(heads|tags|pull)\//, ''),
        GITHUB_REF_TYPE: r.ref.startsWith('refs/tags/') ? 'tag' : 'branch',
        // The emulator has no branch protection.
        GITHUB_REF_PROTECTED: 'false',
        GITHUB_WORKFLOW: r.workflow,
        GITHUB_WORKFLOW_REF: `${full}/${r.workflowPath}@${r.ref}`,
        GITHUB_WORKFLOW_SHA: r.sha,
        GITHUB_JOB: r.job,
        GITHUB_EVENT_NAME: r.eventName,
        GITHUB_ACTOR: r.actor,
        GITHUB_TRIGGERING_ACTOR: r.actor,
        // The ids the API and the OIDC claims give.
        GITHUB_REPOSITORY_ID: String(r.repo.id),
        GITHUB_REPOSITORY_OWNER_ID: String(ownerId(ctx, r.repo.owner)),
        GITHUB_ACTOR_ID: String(actorId(ctx, r.actor)),
        GITHUB_SERVER_URL: serverUrl(ctx),
        GITHUB_API_URL: `${ctx.config.origin}${ctx.config.apiPrefix}`,
        // The emulator's, never api.github.com's: a client of GraphQL sends the job's token there.
        GITHUB_GRAPHQL_URL: `${ctx.config.origin}${ctx.config.apiPrefix}/graphql`,
        ...(idToken
            ? {
                ACTIONS_ID_TOKEN_REQUEST_URL: `${ctx.config.origin}/_oidc/token?api-version=2.0`,
                ACTIONS_ID_TOKEN_REQUEST_TOKEN: runtime,
            }
            : {}),
        ACTIONS_RUNTIME_URL: `${ctx.config.origin}/_runtime/`,
        ACTIONS_RESULTS_URL: `${ctx.config.origin}/`,
        // The cache service of ACTIONS_RESULTS_URL (cache-service.ts), which `@actions/cache` 4+ takes only when told.
        ACTIONS_CACHE_SERVICE_V2: 'True',
        ACTIONS_RUNTIME_TOKEN: runtime,
    };
}
/**
 * GITHUB_SERVER_URL. Acting as the hosted service, the emulator names itself `<vendor>.localhost` (RFC 6761 keeps
 * *.localhost for loopback, and browsers resolve it there): clients that tell the hosted service from a self-managed
 * installation by this URL (the artifact client refuses the latter, as upload-artifact v4 does on GHES) then see the
 * hosted service. The OIDC default audience takes its form (`<server URL>/<owner>`, as `https://github.com/OWNER`).
 *
 * Node (getaddrinfo without nss-myhostname) does not resolve `*.localhost`, while `@actions/artifact` and
 * `@actions/cache` take any other host but github.com and *.ghe.com for a self-managed server and refuse (artifacts)
 * or fall back (cache): no URL satisfies both on such machines, and the artifact client's check wins, because the
 * Pages flow (upload-pages-artifact v3+, deploy-pages v4+) depends on it while the clients named here never connect
 * to GITHUB_SERVER_URL (the API, the artifact service and the OIDC endpoint have URLs of their own). Inside
 * `sarif-pipeline run`, every step's Node resolves the name all the same (src/runner/localhost-names.ts).
 */
function serverUrl(ctx) {
    if (ctx.config.enterpriseVersion)
        return ctx.config.origin;
    const url = new URL(ctx.config.origin);
    url.hostname = `${ctx.config.vendor}.localhost`;
    return url.origin;
}
/** The numeric id of a repository's owner, a user or an organization (as the OIDC claims give it). */
function ownerId(ctx, owner) {
    return (ctx.store.read((s) => findUser(s, owner)?.id ?? s.orgs.find((o) => o.login.toLowerCase() === owner.toLowerCase())?.id) ?? numericId(owner));
}
/** The login and numeric id of a run's actor. */
function actorId(ctx, login) {
    return ctx.store.read((s) => findUser(s, login)?.id) ?? numericId(login);
}

;// CONCATENATED MODULE: ./src/emulator/code-scanning/area.ts

const DISMISSED_REASONS = ['false positive', "won't fix", 'used in tests'];
const area_area = (ctx) => ctx.store.area('codeScanning', () => ({ uploads: {}, alerts: [], numbers: {}, analyses: [] }));
/**
 * The area as the state holds it, for `store.peek` and `store.derived` (past the change tracker: read only, and
 * nothing of it kept); undefined before the first write made it.
 */
const savedArea = (s) => s.areas.codeScanning;
/** The alerts as the state holds them (see savedArea). */
const savedAlerts = (s) => savedArea(s)?.alerts ?? [];
/**
 * A repository's alerts and analyses are listed only once code scanning has something for it: before its first
 * analysis the service answers 404 "no analysis found" (clients tell "not set up yet" from an empty list by it).
 * Found past the change tracker, as the listing itself.
 */
function requireAnalysis(ctx, repoId) {
    const found = ctx.store.peek((s) => {
        const saved = savedArea(s);
        return (saved !== undefined &&
            ((saved.analyses ?? []).some((a) => a.repoId === repoId) ||
                saved.alerts.some((a) => a.repoId === repoId)));
    });
    if (!found)
        throw new service_error_ServiceError(404, 'no analysis found');
}
/**
 * The alerts `keep` takes, as the list holds them: chosen on the state itself, past the change tracker (a pass
 * through its proxies cost 300 ms with 50,000 alerts), then read as any other. `keep` must not keep what it is given.
 */
function alertsWhere(ctx, keep) {
    const found = ctx.store.peek((s) => {
        const at = [];
        savedAlerts(s).forEach((a, i) => {
            if (keep(a))
                at.push(i);
        });
        return at;
    });
    return alertsAt(ctx, found);
}
/** The alerts at these places in the list (found past the change tracker, see alertsWhere), read as any other. */
function alertsAt(ctx, at) {
    return ctx.store.read(() => {
        const alerts = area_area(ctx).alerts;
        return at.map((i) => alerts[i]);
    });
}
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
/** refs/heads/<branch>, refs/pull/<n>/merge, or simply <branch> (spec, code scanning rule 2). */
function normalizeRef(ref) {
    return ref.startsWith('refs/') ? ref : `refs/heads/${ref}`;
}
function requireAdvancedSecurity(repo) {
    if (repo.private && !repo.advancedSecurity) {
        throw new service_error_ServiceError(403, 'Advanced Security must be enabled for this repository to use code scanning.');
    }
}
/** An alert's state on one ref: dismissed (on every ref) while dismissed, else its instance's. */
function alertState(a, instance) {
    return a.dismissed ? 'dismissed' : instance.state;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/temp-dir.ts
var temp_dir = __webpack_require__(90327);
// EXTERNAL MODULE: ./src/make-directory.ts
var make_directory = __webpack_require__(6559);
;// CONCATENATED MODULE: ./src/emulator/pages/area.ts
/**
 * The records of Pages (area "pages" of the state), the files they point to, and what every Pages operation needs:
 * access rules, request-body checks, the site lookup, URLs.
 *
 * Time-driven states (build queueing, health check, deployment steps) are derived from stored timestamps when
 * read, so they are deterministic, need no timers, and survive a restart. Artifact bytes and deployed files live
 * in the state directory's files/ (or, without one, a temporary directory removed at close).
 */






/** Durations of the time-driven states, in ms. Records keep the values they were made with. */
const PAGES_TIMING = { pickupMs: 50, buildMs: 300, healthCheckMs: 200, deploymentStepMs: 60 };
/** Whether an artifact is past its retention (90 days, or the expiry its upload asked for). */
const isExpired = (a, now = Date.now()) => Date.parse(expiresAt(a)) <= now;
const expiresAt = (a) => a.expiresAt ?? iso(Date.parse(a.createdAt) + 90 * 86_400_000);
const pagesArea = (ctx) => ctx.store.area('pages', () => ({
    sites: [],
    builds: [],
    health: [],
    artifacts: [],
    deployments: [],
}));
const readArea = (ctx, fn) => ctx.store.read(() => fn(pagesArea(ctx)));
const writeArea = (ctx, fn) => ctx.store.write(() => fn(pagesArea(ctx)));
const runtimes = new WeakMap();
function runtime(ctx) {
    let rt = runtimes.get(ctx);
    if (!rt) {
        // Without a state directory, a temporary one: removed at close, or at exit should the process leave first.
        const temporary = ctx.filesDir === undefined ? (0,temp_dir/* temporaryDir */.F)('sarif-pipeline-pages-') : undefined;
        const dataDir = ctx.filesDir ?? temporary.path;
        (0,make_directory/* makeDirectory */.O)((0,external_node_path_.join)(dataDir, 'artifacts'));
        const sites = (0,external_node_path_.join)(dataDir, 'sites');
        (0,make_directory/* makeDirectory */.O)(sites);
        (0,make_directory/* makeDirectory */.O)((0,external_node_path_.join)(dataDir, 'caches')); // the runner's cache service (actions/cache-service.ts)
        rt = {
            dataDir,
            sites,
            temporary,
            inFlight: new Set(),
            extracting: new Set(),
            pendingSites: new Map(),
            prunes: new Map(),
        };
        runtimes.set(ctx, rt);
    }
    return rt;
}
const iso = (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
/**
 * At close: wait for the extractions the worker thread is still writing (else they write into what is removed),
 * then remove the temporary directory of a context that has no state directory.
 */
async function removeTemporaryFiles(ctx) {
    const rt = runtimes.get(ctx);
    if (!rt)
        return;
    rt.closed = true;
    clearTimeout(rt.sweepTimer);
    await Promise.allSettled([...rt.extracting, rt.sweeping]);
    rt.temporary?.remove();
}
// Access, per the spec's access paragraph and permission table (rule 9)
const area_READ = { scopes: ['repo'], permission: ['pages', 'read'], role: 'read' };
const area_WRITE = { scopes: ['repo'], permission: ['pages', 'write'], role: 'write' };
const ADMIN = { scopes: ['repo'], permission: ['administration', 'write'], role: 'maintain' };
/** Site settings and health: maintainers and admins; apps need administration write and pages write. */
function adminAccess(ctx, req, reply, p) {
    const repo = repoAccess(ctx, req, reply, p.owner, p.repo, ADMIN);
    const caller = req.caller;
    if (caller.type === 'token' &&
        caller.token.kind === 'installation' &&
        caller.token.permissions.pages !== 'write') {
        throw new service_error_ServiceError(403, 'Resource not accessible by integration: apps need pages write as well', {
            documentationUrl: 'permissions',
        });
    }
    return repo;
}
function objectBody(body) {
    if (body === undefined || body === null)
        return {};
    if (typeof body !== 'object' || Array.isArray(body)) {
        throw new service_error_ServiceError(400, 'Body should be a JSON object');
    }
    return body;
}
function failIfAny(errors) {
    if (errors.length > 0) {
        throw validationFailed(errors, `Validation Failed: ${errors.map((e) => e.message).join('; ')}`);
    }
}
function findSite(ctx, repo) {
    const site = readArea(ctx, (a) => a.sites.find((s) => s.repoId === repo.id));
    if (!site) {
        throw new service_error_ServiceError(404, `Pages is not enabled for ${fullName(repo)}: create the site with POST ${repoPath(repo)}/pages`);
    }
    return site;
}
const pageUrl = (ctx, repo) => ctx.webUrl(`/pages/${repo.owner}/${repo.name}/`);
const repoPath = (repo) => `/repos/${repo.owner}/${repo.name}`;

;// CONCATENATED MODULE: ./src/emulator/pages/deployment-status.ts
const FINAL_STEPS = ['finished_file_sync', 'updating_pages', 'purging_cdn'];
/**
 * A deployment's status: in progress for one step, syncing files until the artifact is extracted (at least one
 * step), then one step each of finished_file_sync, updating_pages and purging_cdn, then succeed. `succeededAt`
 * is when it went live.
 */
function deploymentState(d, now, inFlight) {
    if (d.cancelledMs !== undefined)
        return { status: 'deployment_cancelled' };
    if (d.failure)
        return { status: d.failure.status };
    const S = d.stepMs;
    if (d.syncedMs === undefined) {
        if (!inFlight.has(d.id))
            return { status: 'deployment_lost' };
        return { status: now < d.createdMs + S ? 'deployment_in_progress' : 'syncing_files' };
    }
    if (now < d.createdMs + S)
        return { status: 'deployment_in_progress' };
    const synced = Math.max(d.syncedMs, d.createdMs + 2 * S);
    if (now < synced)
        return { status: 'syncing_files' };
    const succeededAt = liveAt(d, d.syncedMs);
    return { status: FINAL_STEPS[Math.floor((now - synced) / S)] ?? 'succeed', succeededAt };
}
/** When a deployment synced at `syncedMs` goes live (its status becomes succeed). */
const liveAt = (d, syncedMs) => Math.max(syncedMs, d.createdMs + 2 * d.stepMs) + FINAL_STEPS.length * d.stepMs;
const RUNNING = new Set([
    'deployment_in_progress',
    'syncing_files',
    ...FINAL_STEPS,
]);
/** succeed, or one of the failures (failed, content failed, cancelled, lost). */
const isFinal = (s) => !RUNNING.has(s);

;// CONCATENATED MODULE: ./src/emulator/admin/overview.ts
/**
 * What the dashboard shows, read from the state: uploads with their processing, alerts by repository, Pages sites
 * and deployments with their status history, deploy keys, the seed's tokens (masked), faults and the journal.
 */





/** A secret shown without giving any of it away: only its kind prefix (svc_pat_, svc_workflow_, …). */
function maskToken(token) {
    const prefix = /^[a-z]+_(?:[a-z]+_)?/i.exec(token)?.[0] ?? '';
    return `${prefix}${'•'.repeat(8)}`;
}
/** `alerts: false` leaves the alerts out (the dashboard pages them: alertPage). */
function overview(ctx, { alerts = true } = {}) {
    const now = Date.now();
    const inFlight = runtime(ctx).inFlight;
    return ctx.store.read((s) => {
        const repo = new Map(s.repos.map((r) => [r.id, r]));
        const name = (id) => (repo.has(id) ? fullName(repo.get(id)) : `#${id}`);
        const a = s.areas;
        const cs = a.codeScanning;
        const problem = ctx.store.storageProblem;
        return {
            storage: problem
                ? { state: problem.full ? 'full' : 'failing', message: problem.message, since: problem.since }
                : { state: 'ok' },
            uploads: Object.entries(cs?.uploads ?? {})
                .map(([id, u]) => ({
                id,
                repo: name(u.repoId),
                ref: u.ref,
                status: u.status,
                errors: [...u.errors],
                createdAt: u.createdAt,
            }))
                // Newest first: the times have whole seconds, so those of one second stay newest first (the sort is stable).
                .reverse()
                .sort((x, y) => y.createdAt.localeCompare(x.createdAt)),
            alerts: (alerts ? (cs?.alerts ?? []) : []).flatMap((al) => Object.values(al.instances)
                .slice(0, 1)
                .map((i) => ({
                repo: name(al.repoId),
                number: al.number,
                rule: al.rule.id,
                severity: al.rule.security_severity_level ?? al.rule.severity,
                tool: al.tool.name,
                state: i.state,
                path: `${i.location.path}:${i.location.start_line}`,
                message: i.message.text,
            }))),
            sites: (a.pages?.sites ?? []).map((site) => ({
                repo: name(site.repoId),
                buildType: site.buildType,
                url: repo.has(site.repoId) ? pageUrl(ctx, repo.get(site.repoId)) : '',
            })),
            deployments: (a.pages?.deployments ?? [])
                .map((d) => ({
                id: d.id,
                repo: name(d.repoId),
                environment: d.environment,
                status: deploymentState(d, now, inFlight).status,
                history: overview_history(d, now, inFlight),
                url: repo.has(d.repoId) ? pageUrl(ctx, repo.get(d.repoId)) : '',
                artifact: { id: d.artifactId, name: d.artifactName ?? null, runId: d.artifactRunId ?? null },
            }))
                .reverse(),
            deployKeys: (a.deployKeys?.keys ?? []).map((k) => ({
                id: k.id,
                repo: name(k.repoId),
                title: k.title,
                readOnly: k.readOnly,
                createdAt: k.createdAt,
            })),
            tokens: Object.entries(s.tokens).map(([secret, t]) => ({
                token: maskToken(secret),
                kind: t.kind,
                who: 'user' in t ? t.user : 'app' in t ? t.app : t.repository,
                grants: 'scopes' in t
                    ? t.scopes.join(', ') || '(no scope)'
                    : Object.entries(t.permissions)
                        .map(([k, v]) => `${k}: ${v}`)
                        .join(', '),
            })),
            bindings: [...bindingLog(ctx)].reverse(),
            runs: workflowRuns(ctx, s.repos, a.pages),
            caches: (a.actionsCache?.entries ?? [])
                .filter((e) => !e.pending)
                .map((e) => ({
                repo: name(e.repoId),
                ref: e.ref,
                key: e.key,
                size: e.size,
                savedAt: iso(e.createdAt),
                readAt: iso(e.lastReadAt),
            }))
                .reverse(),
        };
    });
}
/**
 * Every repository's workflow runs, newest first, each once with the jobs (tokens) bound to it. Read from the state
 * as it is: showing the dashboard creates nothing (not even an empty area).
 */
function workflowRuns(ctx, repos, pages) {
    const rows = new Map();
    const deployments = pages?.deployments ?? [];
    for (const repo of repos) {
        const artifacts = (pages?.artifacts ?? []).filter((x) => x.repoId === repo.id && !x.pending);
        for (const { run } of jobsOf(ctx, repo)) {
            const key = `${repo.id} ${run.id} ${run.attempt}`;
            const known = rows.get(key);
            if (known) {
                if (!known.jobs.includes(run.job))
                    known.jobs.push(run.job);
                continue;
            }
            const own = artifacts.filter((x) => x.runId === run.id);
            rows.set(key, {
                repo: fullName(repo),
                id: run.id,
                attempt: run.attempt,
                workflow: run.workflow,
                workflowPath: run.workflowPath,
                event: run.eventName,
                ref: run.ref,
                sha: run.sha,
                jobs: [run.job],
                artifacts: own.map((x) => x.name),
                deployments: deployments
                    .filter((d) => d.repoId === repo.id && d.artifactRunId === run.id)
                    .map((d) => d.id),
            });
        }
    }
    return [...rows.values()].sort((x, y) => y.id - x.id || y.attempt - x.attempt);
}
/** The statuses a deployment went through, each once, in order (its state is derived from its timestamps). */
function overview_history(d, now, inFlight) {
    const S = d.stepMs;
    const synced = d.syncedMs === undefined ? undefined : Math.max(d.syncedMs, d.createdMs + 2 * S);
    const times = [d.createdMs, d.createdMs + S];
    if (synced !== undefined)
        for (let k = 0; k <= 3; k++)
            times.push(synced + k * S);
    const seen = [];
    for (const t of times.filter((t) => t <= now)) {
        const status = deploymentState({ ...d, cancelledMs: undefined, failure: undefined }, t, inFlight).status;
        if (seen[seen.length - 1] !== status)
            seen.push(status);
    }
    const last = deploymentState(d, now, inFlight).status;
    if (seen[seen.length - 1] !== last)
        seen.push(last);
    return seen;
}
/** Severities as the dashboard ranks and colours them: security severities first, then SARIF levels. */
const SEVERITIES = ['critical', 'high', 'medium', 'low', 'error', 'warning', 'note', 'none'];
const ALERT_SORTS = ['severity', 'number', 'repo', 'rule', 'tool', 'state', 'path'];
const MAX_ALERTS_PER_PAGE = 500;
/** The parameters alertQuery reads (the dashboard's script keeps these of its address). */
const ALERT_QUERY_PARAMS = [
    'page',
    'per_page',
    'severity',
    'state',
    'tool',
    'q',
    'sort',
    'direction',
];
/**
 * The query from a request's parameters. Lenient on purpose (it drives a page, not a client): an unknown sort or
 * direction is the default one, a page out of range is the nearest page, per_page is 1…500.
 */
function alertQuery(raw) {
    const p = (raw ?? {});
    const str = (k) => (typeof p[k] === 'string' ? p[k] : '');
    const int = (k, d) => (/^\d{1,9}$/.test(str(k)) ? Number(str(k)) : d);
    const sort = str('sort');
    return {
        page: Math.max(1, int('page', 1)),
        perPage: Math.min(MAX_ALERTS_PER_PAGE, Math.max(1, int('per_page', 50))),
        severity: str('severity'),
        state: str('state'),
        tool: str('tool'),
        q: str('q').trim().toLowerCase(),
        sort: ALERT_SORTS.includes(sort) ? sort : 'severity',
        direction: str('direction') === 'asc' ? 'asc' : 'desc',
    };
}
const severityOf = (a) => a.rule.security_severity_level ?? a.rule.severity;
const rankOfSeverity = (s) => {
    const i = SEVERITIES.indexOf(s);
    return i < 0 ? SEVERITIES.length : i;
};
/**
 * One page of alerts, read past the change tracker (store.peek: 50,000 alerts through its proxies took seconds),
 * each row built only for the page shown.
 */
function alertPage(ctx, query) {
    return ctx.store.peek((s) => {
        const names = new Map(s.repos.map((r) => [r.id, fullName(r)]));
        const name = (id) => names.get(id) ?? `#${id}`;
        const all = savedAlerts(s);
        const first = (a) => {
            for (const k in a.instances)
                return a.instances[k];
            return undefined;
        };
        const bySeverity = Object.fromEntries(SEVERITIES.map((v) => [v, 0]));
        const tools = new Set();
        const states = new Set();
        const hits = [];
        const q = query.q;
        for (const a of all) {
            const i = first(a);
            if (!i)
                continue;
            tools.add(a.tool.name);
            states.add(i.state);
            if (query.state && i.state !== query.state)
                continue;
            if (query.tool && a.tool.name !== query.tool)
                continue;
            const sev = severityOf(a);
            if (q &&
                ![name(a.repoId), a.rule.id, sev, a.tool.name, i.state, i.location.path, i.message.text].some((t) => t.toLowerCase().includes(q)))
                continue;
            if (sev in bySeverity)
                bySeverity[sev]++;
            if (query.severity && sev !== query.severity)
                continue;
            hits.push({ a, i });
        }
        const key = {
            // Most severe first when descending: the rank is inverted so that one comparison serves both directions.
            severity: (h) => SEVERITIES.length - rankOfSeverity(severityOf(h.a)),
            number: (h) => h.a.number,
            repo: (h) => name(h.a.repoId),
            rule: (h) => h.a.rule.id,
            tool: (h) => h.a.tool.name,
            state: (h) => h.i.state,
            path: (h) => `${h.i.location.path}:${String(h.i.location.start_line).padStart(9, '0')}`,
        };
        const k = key[query.sort];
        const sign = query.direction === 'asc' ? 1 : -1;
        const decorated = hits.map((h) => ({ h, v: k(h), repo: name(h.a.repoId) }));
        decorated.sort((x, y) => {
            const c = x.v < y.v ? -1 : x.v > y.v ? 1 : 0;
            if (c !== 0)
                return sign * c;
            // Ties: by repository and number, always ascending (a stable, readable order within a severity).
            return x.repo < y.repo ? -1 : x.repo > y.repo ? 1 : x.h.a.number - y.h.a.number;
        });
        const pages = Math.max(1, Math.ceil(decorated.length / query.perPage));
        const page = Math.min(query.page, pages);
        const shown = decorated.slice((page - 1) * query.perPage, page * query.perPage);
        return {
            query: { ...query, page },
            total: all.length,
            matching: decorated.length,
            pages,
            bySeverity,
            tools: [...tools].sort(),
            states: [...states].sort(),
            alerts: shown.map(({ h: { a, i }, repo }) => ({
                repo,
                number: a.number,
                rule: a.rule.id,
                severity: severityOf(a),
                tool: a.tool.name,
                state: i.state,
                path: `${i.location.path}:${i.location.start_line}`,
                message: i.message.text,
            })),
        };
    });
}
/**
 * What changes whenever an alert does (one pass, no copy): their number, the latest update, how many are open and
 * how many dismissed. Every change processing or a dismissal makes moves one of these.
 */
function alertsVersion(ctx) {
    return ctx.store.peek((s) => {
        const all = savedAlerts(s);
        let latest = '';
        let open = 0;
        let dismissed = 0;
        for (const a of all) {
            if (a.updatedAt !== undefined && a.updatedAt > latest)
                latest = a.updatedAt;
            if (a.dismissed)
                dismissed++;
            for (const k in a.instances)
                if (a.instances[k].state === 'open')
                    open++;
        }
        return `${all.length}.${open}.${dismissed}.${latest}`;
    });
}
/** Uploads each chart draws one by one. */
const CHARTED = 40;
const TIMELINE_BINS = 30;
/** The uploads' times counted in TIMELINE_BINS intervals from the first to now. */
function timeline(times, now) {
    const counts = new Array(TIMELINE_BINS).fill(0);
    if (times.length === 0)
        return { total: 0, from: '', to: now, counts };
    const t0 = Date.parse(times[0]);
    const to = Math.max(now, t0 + 1000);
    const step = (to - t0) / TIMELINE_BINS;
    for (const t of times)
        counts[Math.min(TIMELINE_BINS - 1, Math.floor((Date.parse(t) - t0) / step))]++;
    return { total: times.length, from: times[0], to, counts };
}
function chartData(ctx) {
    return ctx.store.peek((s) => {
        const names = new Map(s.repos.map((r) => [r.id, fullName(r)]));
        const cs = savedArea(s);
        // An upload's alerts were created at the time its analyses were recorded (one write finishes processing), in
        // the tool and category of one of its runs (times are to the second: two uploads can finish in the same one;
        // two of the same tool and category in one second are a re-upload, whose alerts the first opened).
        // Oldest first; the times are to the second, and uploads of one second keep the order they were made in.
        const all = Object.entries(cs?.uploads ?? {}).sort((x, y) => x[1].createdAt < y[1].createdAt ? -1 : x[1].createdAt > y[1].createdAt ? 1 : 0);
        const processed = all.filter(([, u]) => u.results);
        const charted = new Set([...all.slice(-CHARTED), ...processed.slice(-CHARTED)].map(([id]) => id));
        const shown = all.filter(([id]) => charted.has(id));
        const since = shown[0]?.[1].createdAt ?? '';
        const uploadAt = new Map();
        const at = (repoId, time, tool, category) => JSON.stringify([repoId, time, tool, category]);
        for (const an of cs?.analyses ?? []) {
            const k = at(an.repoId, an.createdAt, an.tool.name, an.category);
            if (!uploadAt.has(k))
                uploadAt.set(k, an.sarifId);
        }
        const opened = new Map();
        for (const a of (cs?.alerts ?? [])) {
            if (a.createdAt < since)
                continue; // opened before every upload charted
            let category;
            for (const k in a.instances) {
                category = a.instances[k].category;
                break;
            }
            const id = uploadAt.get(at(a.repoId, a.createdAt, a.tool.name, category));
            if (id === undefined)
                continue;
            let counts = opened.get(id);
            if (!counts)
                opened.set(id, (counts = Object.fromEntries(SEVERITIES.map((v) => [v, 0]))));
            const sev = severityOf(a);
            if (sev in counts)
                counts[sev]++;
        }
        return {
            uploads: shown.map(([id, u]) => ({
                id,
                repo: names.get(u.repoId) ?? `#${u.repoId}`,
                createdAt: u.createdAt,
                status: u.status,
                opened: opened.get(id) ?? Object.fromEntries(SEVERITIES.map((v) => [v, 0])),
                results: u.results ? { received: u.results.received, kept: u.results.kept } : null,
            })),
            timeline: timeline(all.map(([, u]) => u.createdAt), Date.now()),
        };
    });
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/api/refs.ts
var api_refs = __webpack_require__(93916);
// EXTERNAL MODULE: ./src/sarif/index.ts + 49 modules
var sarif = __webpack_require__(82679);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./src/emulator/change-tracker.ts
/**
 * Which parts of a JSON tree a function changed, so that a change is saved as a few small records instead of the
 * whole state. The tree is handed out behind proxies that note every property set or deleted (with the container
 * it happened in); `changes()` then turns the noted keys into operations on paths of the tree as it is now, each
 * with its final value, so replaying them in order over the tree as it was gives the tree as it is.
 *
 * Paths are found from parent links that every read through a proxy refreshes (an element moved by `splice` is read
 * at its old index and set at its new one), and checked against the tree when the changes are collected: a
 * container no longer in the tree is skipped (whatever removed it was noted in its parent).
 *
 * Every key changed is also saved with its value from before the batch (an undo log), so a batch whose record could
 * not be saved is taken back (`rollback`) and the tree is as it was: no one but the write that made them ever sees
 * changes that were not saved. Keys that lead into an object's prototype (`__proto__`, `constructor`, `prototype`)
 * are never followed and never set: a write that tries throws `UnsafeKeyError`, before anything changes.
 */
/** Whether a journal's operation is one of the three kinds (its path is checked apart: unsafeSegment). */
function isOp(op) {
    if (typeof op !== 'object' || op === null)
        return false;
    const { d, r } = op;
    return 'v' in op || d === 1 || Number.isInteger(r);
}
/** Names that reach an object's prototype, or its constructor: never a key of the state. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** A write tried to set or delete a key the state cannot hold (see UNSAFE_KEYS). */
class UnsafeKeyError extends Error {
    key;
    constructor(key) {
        super(`"${key}" cannot be a name in the emulator's state (__proto__, constructor and prototype reach an object's prototype)`);
        this.key = key;
    }
}
const isIndex = (key) => /^(0|[1-9]\d*)$/.test(key);
const own = (o, key) => Object.prototype.hasOwnProperty.call(o, key);
class ChangeTracker {
    root;
    onChange;
    proxies = new WeakMap();
    targets = new WeakMap();
    links = new WeakMap();
    /** Containers changed, with their changed keys, in the order first changed. */
    touched = new Map();
    /**
     * What each key changed since the last commit held before (whether it was there, and its value), in order; for a
     * removal (removeAt), the element and where it was.
     */
    undo = [];
    /** Elements removed by removeAt since the last changes(), in order, with the array's path when it happened. */
    removals = [];
    saved = new Map();
    constructor(root, 
    /** Told of every change, as it happens. */
    onChange = () => { }) {
        this.root = root;
        this.onChange = onChange;
    }
    /** The root behind a proxy that notes changes. */
    get tracked() {
        return this.wrap(this.root);
    }
    get dirty() {
        return this.touched.size > 0 || this.removals.length > 0;
    }
    /** Whether anything changed since the last commit (a rollback would take something back). */
    get changedSinceCommit() {
        return this.undo.length > 0;
    }
    /** The raw object behind a proxy (a value stored through a proxy is stored raw). */
    unwrap(value) {
        return (typeof value === 'object' && value !== null ? (this.targets.get(value) ?? value) : value);
    }
    /** A value as code outside should hold it: an object of the tree behind its proxy, anything else as is. */
    wrapValue(value) {
        if (typeof value !== 'object' || value === null || this.targets.has(value))
            return value;
        return (this.links.has(value) ? this.wrap(value) : value);
    }
    wrap(target) {
        let proxy = this.proxies.get(target);
        if (!proxy) {
            proxy = new Proxy(target, this.handler);
            this.proxies.set(target, proxy);
            this.targets.set(proxy, target);
        }
        return proxy;
    }
    /** Keep what a key holds before its first change of the batch. */
    save(container, key) {
        let keys = this.saved.get(container);
        if (!keys)
            this.saved.set(container, (keys = new Set()));
        if (keys.has(key))
            return;
        keys.add(key);
        const had = own(container, key);
        this.undo.push({ container, key, had, old: had ? container[key] : undefined });
    }
    /** Before a key of `container` is set to `value` or deleted: refuse unsafe keys, keep what will be lost. */
    before(container, key, value) {
        if (UNSAFE_KEYS.has(key))
            throw new UnsafeKeyError(key);
        if (Array.isArray(container)) {
            if (key === 'length') {
                // A shorter length drops elements without a trap per element: keep them.
                const length = Number(value);
                for (let i = Number.isInteger(length) ? length : container.length; i < container.length; i++)
                    this.save(container, String(i));
            }
            else if (isIndex(key) && Number(key) >= container.length)
                this.save(container, 'length');
        }
        this.save(container, key);
    }
    /** The batch's changes are saved: forget how to take them back. */
    commit() {
        this.undo = [];
        this.saved = new Map();
    }
    /** Take back every change since the last commit (their record could not be saved); the tree is as it was. */
    rollback() {
        for (let i = this.undo.length - 1; i >= 0; i--) {
            const { container, key, had, old, removedAt } = this.undo[i];
            if (removedAt !== undefined) {
                container.splice(removedAt, 0, old);
                this.relink(container, removedAt);
                continue;
            }
            const record = container;
            if (had) {
                record[key] = old;
                if (typeof old === 'object' && old !== null)
                    this.links.set(old, { parent: container, key });
            }
            else
                delete record[key];
        }
        this.commit();
        this.touched = new Map();
        this.removals = [];
    }
    /**
     * Remove element `index` of `array` (a tracked array), saved as one operation however many elements follow it:
     * through the proxy, `splice` sets every later index, and each becomes a record of the journal (deleting one of
     * 4,000 artifacts wrote all of them). An array whose keys this batch already changed is spliced the general way.
     */
    removeAt(array, index) {
        const target = this.unwrap(array);
        if (!Array.isArray(target) || !Number.isInteger(index) || index < 0 || index >= target.length)
            throw new RangeError(`no element ${index} to remove`);
        if (this.touched.has(target) || this.saved.has(target)) {
            array.splice(index, 1);
            return;
        }
        const path = this.pathOf(target);
        const [old] = target.splice(index, 1);
        this.relink(target, index);
        this.undo.push({ container: target, key: String(index), had: true, old, removedAt: index });
        this.removals.push({ array: target, index, path });
        this.onChange();
    }
    /** The elements of `array` from `from` on are linked to their places (they moved). */
    relink(array, from) {
        for (let i = from; i < array.length; i++) {
            const el = array[i];
            if (typeof el === 'object' && el !== null)
                this.links.set(el, { parent: array, key: String(i) });
        }
    }
    note(container, key) {
        let keys = this.touched.get(container);
        if (!keys)
            this.touched.set(container, (keys = new Set()));
        keys.add(key);
        this.onChange();
    }
    handler = {
        get: (target, key, receiver) => {
            const value = Reflect.get(target, key, receiver);
            if (typeof key !== 'string' || typeof value !== 'object' || value === null)
                return value;
            // Never a prototype reached through `__proto__` (in a JSON tree the only object a key inherits).
            if (UNSAFE_KEYS.has(key))
                return value;
            this.links.set(value, { parent: target, key });
            return this.wrap(value);
        },
        set: (target, key, value) => {
            if (typeof key !== 'string')
                return Reflect.set(target, key, value);
            const raw = this.unwrap(value);
            this.before(target, key, raw);
            if (typeof raw === 'object' && raw !== null)
                this.links.set(raw, { parent: target, key });
            this.note(target, key);
            return Reflect.set(target, key, raw);
        },
        deleteProperty: (target, key) => {
            if (typeof key === 'string') {
                this.before(target, key);
                this.note(target, key);
            }
            return Reflect.deleteProperty(target, key);
        },
        defineProperty: (target, key, descriptor) => {
            if (typeof key === 'string') {
                this.before(target, key, descriptor.value);
                this.note(target, key);
            }
            return Reflect.defineProperty(target, key, { ...descriptor, value: this.unwrap(descriptor.value) });
        },
    };
    /** The path from the root to a container, or undefined when it is no longer in the tree. */
    pathOf(container) {
        const path = [];
        for (let node = container; node !== this.root;) {
            const link = this.links.get(node);
            if (!link || link.parent[link.key] !== node)
                return undefined;
            path.push(link.key);
            node = link.parent;
        }
        return path.reverse();
    }
    /** The operations since the last call, shallowest first; an operation inside one already listed is left out. */
    changes() {
        const found = [];
        for (const [container, keys] of this.touched) {
            const path = this.pathOf(container);
            if (path)
                for (const key of keys)
                    found.push({ path, container, key });
        }
        this.touched = new Map();
        found.sort((a, b) => a.path.length - b.path.length);
        const written = new Set();
        const ops = [];
        for (const { path, container, key } of found) {
            if (this.insideWritten(container, written))
                continue;
            const record = container;
            if (Object.prototype.hasOwnProperty.call(record, key)) {
                const value = this.unwrap(record[key]);
                record[key] = value;
                this.clean(value);
                ops.push({ p: [...path, key], v: value });
                if (typeof value === 'object' && value !== null)
                    written.add(value);
            }
            else
                ops.push({ p: [...path, key], d: 1 });
        }
        // Removals come first, in their order, each at the path its array had when it happened (a later removal may
        // move the element holding it); then the key operations, which name elements where the removals left them. A
        // removal from an array the batch set whole (inside a written value) or took out of the tree is left out.
        const removals = [];
        for (const { array, index, path } of this.removals) {
            if (!path || this.insideWritten(array, written) || !this.pathOf(array))
                continue;
            removals.push({ p: path, r: index });
        }
        this.removals = [];
        return removals.length > 0 ? [...removals, ...ops] : ops;
    }
    /**
     * Replace proxies found inside a written value by their objects, and link its objects to their containers: code
     * may build a new record out of records it read (through proxies) and store it, or change it after storing it.
     */
    clean(value) {
        if (typeof value !== 'object' || value === null)
            return;
        const record = value;
        for (const key of Object.keys(record)) {
            const child = record[key];
            if (typeof child !== 'object' || child === null)
                continue;
            const raw = this.unwrap(child);
            if (raw !== child)
                record[key] = raw;
            this.links.set(raw, { parent: value, key });
            this.clean(raw);
        }
    }
    insideWritten(container, written) {
        for (let node = container; node && node !== this.root;) {
            if (written.has(node))
                return true;
            node = this.links.get(node)?.parent;
        }
        return false;
    }
}
/** The first segment of a path that is not a safe key (a string other than UNSAFE_KEYS), if any. */
function unsafeSegment(path) {
    if (!Array.isArray(path) || path.length === 0)
        return '(not a path)';
    for (const key of path) {
        if (typeof key !== 'string')
            return JSON.stringify(key);
        if (UNSAFE_KEYS.has(key))
            return key;
    }
    return undefined;
}
/**
 * Replay operations over a tree (the inverse of ChangeTracker.changes). Only own properties are followed, and a
 * path with an unsafe segment is refused: replay never reaches an object's prototype.
 */
function applyOps(root, ops) {
    for (const op of ops) {
        const bad = unsafeSegment(op.p);
        if (bad !== undefined)
            throw new Error(`the path /${op.p.join('/')} goes through ${bad}`);
        if ('r' in op) {
            removeElement(root, op.p, op.r);
            continue;
        }
        let node = root;
        for (const key of op.p.slice(0, -1)) {
            const next = own(node, key) ? node[key] : undefined;
            if (typeof next !== 'object' || next === null)
                throw new Error(`no container at /${op.p.join('/')}`);
            node = next;
        }
        const last = op.p[op.p.length - 1];
        if ('d' in op) {
            if (Array.isArray(node) && last === 'length')
                continue;
            delete node[last];
        }
        else
            node[last] = op.v;
    }
}
/** Replay of a removal: the element at `index` of the array at `path` taken out. */
function removeElement(root, path, index) {
    let node = root;
    for (const key of path)
        node =
            typeof node === 'object' && node !== null && own(node, key)
                ? node[key]
                : undefined;
    if (!Array.isArray(node) || !Number.isInteger(index) || index < 0 || index >= node.length)
        throw new Error(`no element ${index} in an array at /${path.join('/')}`);
    node.splice(index, 1);
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/emulator/durable-file.ts
/**
 * Files that an acknowledged write names (an upload kept until processed, an artifact's bytes), made to survive a
 * crash of the machine as the journal's records do (state-dir.ts): the bytes written whole and synced, then the
 * directory that names the file synced, all before the write is answered. The directory syncs of one moment are
 * shared (group commit), as the journal's fdatasyncs are. On the thread pool, through fs's callbacks: the FileHandles
 * of fs/promises cost the event loop more than the work.
 */



const renameAsync = (0,external_node_util_.promisify)(external_node_fs_.rename);
const openAsync = (0,external_node_util_.promisify)(external_node_fs_.open);
const writeAsync = (0,external_node_util_.promisify)(external_node_fs_.write);
const fdatasyncAsync = (0,external_node_util_.promisify)(external_node_fs_.fdatasync);
const fsyncAsync = (0,external_node_util_.promisify)(external_node_fs_.fsync);
const closeAsync = (0,external_node_util_.promisify)(external_node_fs_.close);
/**
 * Create `file` with `bytes`, written whole (a short write, normal on a full disk, goes on or fails); resolves once
 * written, with `synced`: the bytes, then the name, on disk. The sync runs while the caller records the write in
 * the journal, whose own sync it would otherwise wait behind; the answer waits for both (`syncBeforeAnswer`).
 */
async function writeThenSync(file, bytes) {
    const fd = await openAsync(file, 'w');
    try {
        for (let at = 0; at < bytes.length;) {
            const { bytesWritten } = await writeAsync(fd, bytes, at, bytes.length - at, null);
            if (bytesWritten === 0)
                throw new Error(`${file}: the file system took none of ${bytes.length - at} bytes`);
            at += bytesWritten;
        }
    }
    catch (err) {
        await closeAsync(fd).catch(() => { });
        throw err;
    }
    const synced = fdatasyncAsync(fd)
        .finally(() => closeAsync(fd).catch(() => { }))
        .then(() => syncDir((0,external_node_path_.dirname)(file)));
    synced.catch(() => { }); // awaited by the answer; a request that fails first must not leave it unhandled
    return { synced };
}
const answerWaits = new WeakMap();
/** What the request's answer waits for, beside the journal's sync (server.ts `acknowledge`). */
function syncBeforeAnswer(req, synced) {
    const waits = answerWaits.get(req);
    if (waits)
        waits.push(synced);
    else
        answerWaits.set(req, [synced]);
}
/** Every sync the request's answer waits for; rejects with the first that failed. */
const syncsOf = (req) => Promise.all(answerWaits.get(req) ?? []);
/**
 * Replace `file` by one holding `bytes`: written beside it and synced, renamed over it, its name synced. A reader
 * never sees half of it; after a crash it is the old file or the new one, whole.
 */
async function replaceDurably(file, bytes) {
    await (await writeThenSync(`${file}.tmp`, bytes)).synced;
    await renameDurably(`${file}.tmp`, file);
}
/** Sync a file written otherwise (appended to, say) before it is renamed into place. */
async function syncFile(file) {
    const fd = await openAsync(file, 'r+');
    try {
        await fdatasyncAsync(fd);
    }
    finally {
        await closeAsync(fd).catch(() => { });
    }
}
/** Rename `from` (written with writeThenSync and synced) over `to`, and sync the directory that names it. */
async function renameDurably(from, to) {
    await renameAsync(from, to);
    await syncDir((0,external_node_path_.dirname)(to));
}
const syncs = new Map();
/**
 * Sync a directory, after every change made in it before the call. A sync already running may have started before
 * the caller's change: the next one, shared by everyone who asks meanwhile, starts when it ends.
 */
function syncDir(dir) {
    let s = syncs.get(dir);
    if (!s)
        syncs.set(dir, (s = {}));
    const state = s;
    const start = () => {
        const p = fsyncDir(dir).finally(() => {
            if (state.running === p)
                state.running = undefined;
        });
        return (state.running = p);
    };
    if (!state.running)
        return start();
    return (state.queued ??= state.running
        .catch(() => { })
        .then(() => {
        state.queued = undefined;
        return start();
    }));
}
/** Errors of platforms whose directories cannot be synced (or need not be): such a sync counts as done. */
const UNSYNCABLE = new Set(['EINVAL', 'EISDIR', 'EPERM', 'ENOTSUP', 'EBADF']);
const cannotSyncDirs = (err) => UNSYNCABLE.has(err.code ?? '');
async function fsyncDir(dir) {
    let fd;
    try {
        fd = await openAsync(dir, 'r');
    }
    catch (err) {
        if (cannotSyncDirs(err))
            return;
        throw err;
    }
    try {
        await fsyncAsync(fd);
    }
    catch (err) {
        if (!cannotSyncDirs(err))
            throw err;
    }
    finally {
        await closeAsync(fd).catch(() => { });
    }
}

;// CONCATENATED MODULE: ./src/emulator/state-dir.ts
/**
 * A state directory: `state.json` (the state as of record `seq`), `journal.ndjson` (the changes after it, one
 * record per acknowledged write: `{"s":seq,"o":[ops]}`, numbered from 1 without a gap), `admin-token`, and `files/`
 * (artifact bytes, uploads waiting to be processed, deployed sites).
 *
 * What it promises, as the stores people trust do (write-ahead, checked writes, atomic snapshots):
 * - A write's record is appended whole before the write is acknowledged (every `write` checked for its length: a
 *   short write is normal on a full disk). An append that fails is cut off again, the error goes to the caller
 *   (`StorageError`, which the server answers 507 or 503) and the sequence number is not spent; the store then takes
 *   the change back in memory, so memory and the directory never disagree.
 * - A write is answered only once its record is on disk (`durable()`; group commit: the writes of one moment share
 *   one fdatasync), so an acknowledged write survives a crash of the machine too, not only of the process. Changes
 *   made outside a request (processing an upload) are flushed at most `fsyncMs` after. The files in `files/` that an
 *   acknowledged write names (an upload kept until processed, an artifact's bytes) are synced before the answer too
 *   (durable-file.ts). A flush that fails means the
 *   file can no longer be trusted: the writes it covered are answered 503/507, and the next write first writes the
 *   whole state again (a checkpoint), or fails.
 * - `state.json` is replaced only by a file written whole and synced, then renamed over it, then the directory
 *   synced; only then is the journal emptied. A snapshot that cannot be written leaves the old one and the journal
 *   as they were (a compaction is retried later, a close leaves the journal to replay).
 * - A failure is reported once in the log, and by `problem` (the dashboard shows it); the first write that succeeds
 *   afterwards reports that writes resumed.
 *
 * One emulator at a time: `lock` holds the pid and host of the process using the directory (two that appended to one
 * journal would number their records alike, and the next start would refuse it); a lock whose process is gone is
 * taken over. A new directory gets its `state.json` before its journal, so a journal without one means the directory
 * lost a file, and is refused.
 *
 * Loading replays the journal over state.json. A last record cut short by a crash is ignored with a warning; any
 * other unreadable record, a gap or a repeat in the record numbers, a path through `__proto__`, `constructor` or
 * `prototype`, or a state of the wrong shape, refuses the directory with one line naming the file and the record.
 */






class StateDirError extends Error {
}
/** Error codes that mean "no space": the disk, a quota, or the process's file-size limit. */
const FULL = new Set(['ENOSPC', 'EFBIG', 'EDQUOT']);
/** A change that could not be saved (and so was not made). `status`: 507 when storage is full, else 503. */
class StorageError extends Error {
    code;
    full;
    reason;
    status;
    constructor(message, code, full, 
    /** What failed and why, without what it means for a request. */
    reason = message) {
        super(message);
        this.code = code;
        this.full = full;
        this.reason = reason;
        this.status = full ? 507 : 503;
    }
}
/** Whether an error from the file system means storage is full. */
function isStorageFull(err) {
    return FULL.has(err?.code ?? '');
}
/** Write all of `bytes` at the file's position (or its end, when opened to append), whatever each write takes. */
function writeAll(fd, bytes) {
    for (let off = 0; off < bytes.length;) {
        const n = (0,external_node_fs_.writeSync)(fd, bytes, off, bytes.length - off);
        if (n <= 0)
            throw Object.assign(new Error('the write wrote nothing (no space left)'), { code: 'ENOSPC' });
        off += n;
    }
}
/** After a line saying writes resume, a new failure is logged only once it lasts this long (tell). */
const QUIET_MS = 30_000;
/** Wait at most this long before trying a failed compaction again. */
const RETRY_MAX_MS = 30_000;
class StateDir {
    dir;
    options;
    stateFile;
    journalFile;
    filesDir;
    lockFile;
    locked = false;
    /** Set for a new directory: its journal is opened once its state.json is written (compact). */
    fresh = false;
    fd = -1;
    seq = 0;
    journalBytes = 0;
    /** state.json's size as last written or read: rewriting it costs at most what the journal took to write. */
    stateBytes = 0;
    unsynced = false;
    timer;
    /** The highest record known to be on disk. */
    syncedSeq = 0;
    flushing = false;
    /** Writes waiting for their record to be on disk before they are answered. */
    waiters = [];
    fsyncMs;
    compactBytes;
    /** Set when the journal cannot be trusted (a failed flush, a torn record not cut off): checkpoint first. */
    needsCheckpoint;
    compactRetryAt = 0;
    compactRetryMs = 1000;
    failing;
    /** The last line logged about writes failing or resuming (tell). */
    told = { at: -Infinity, failing: false };
    /** Failures begun since the last line saying writes fail. */
    untold = 0;
    constructor(dir, options = {}) {
        this.dir = dir;
        this.options = options;
        this.stateFile = (0,external_node_path_.join)(dir, 'state.json');
        this.lockFile = (0,external_node_path_.resolve)(dir, 'lock');
        this.journalFile = (0,external_node_path_.join)(dir, 'journal.ndjson');
        this.filesDir = (0,external_node_path_.join)(dir, 'files');
        this.fsyncMs = options.fsyncMs ?? 1000;
        this.compactBytes = options.compactBytes ?? 8 * 1024 * 1024;
    }
    /** Why writes fail now, or undefined when the last one succeeded. */
    get problem() {
        return this.failing;
    }
    /**
     * The saved state (undefined in a new directory), checked by `problemOf`; then the journal is open for appends.
     */
    load(problemOf) {
        try {
            (0,make_directory/* makeDirectory */.O)(this.filesDir);
        }
        catch (err) {
            throw new StateDirError(`cannot use the state directory ${this.dir}: ${err.message}`);
        }
        this.lock();
        try {
            const saved = this.replay(problemOf);
            if (!saved) {
                this.fresh = true; // the journal is opened once state.json is written
                return undefined;
            }
            this.seq = saved.seq;
            this.openJournal();
            return saved.state;
        }
        catch (err) {
            this.unlock();
            throw err;
        }
    }
    /** The saved state, as `load` finds it, without taking the directory or changing anything (to inspect it). */
    saved(problemOf) {
        return this.replay(problemOf)?.state;
    }
    /** state.json with the journal's records applied, checked (undefined for a new directory). */
    replay(problemOf) {
        let snapshot;
        if ((0,external_node_fs_.existsSync)(this.stateFile)) {
            let parsed;
            try {
                const text = (0,external_node_fs_.readFileSync)(this.stateFile, 'utf8');
                this.stateBytes = Buffer.byteLength(text);
                parsed = JSON.parse(text);
            }
            catch (err) {
                throw new StateDirError(`${this.stateFile} is not JSON (${err.message})`);
            }
            const p = parsed;
            if (typeof p !== 'object' || p === null || !Number.isSafeInteger(p.seq) || !('state' in p))
                throw new StateDirError(`${this.stateFile} is not a saved state: expected {"seq": n, "state": {...}}`);
            snapshot = p;
            const problem = problemOf(snapshot.state);
            if (problem)
                throw new StateDirError(`${this.stateFile}: not an emulator state (${problem})`);
        }
        if (!snapshot && !(0,external_node_fs_.existsSync)(this.journalFile))
            return undefined;
        const records = this.readJournal(snapshot?.seq ?? 0);
        if (!snapshot)
            throw new StateDirError(`${this.journalFile} is here but ${this.stateFile} is missing: the directory is incomplete (move it away to start from the seed)`);
        const state = snapshot.state;
        for (const r of records) {
            try {
                applyOps(state, r.o);
            }
            catch (err) {
                throw new StateDirError(`${this.journalFile}: record ${r.s} does not apply (${err.message})`);
            }
        }
        if (records.length > 0) {
            const problem = problemOf(state);
            if (problem)
                throw new StateDirError(`${this.journalFile}: records ${records[0].s} to ${records[records.length - 1].s} make the state invalid (${problem})`);
        }
        return { state, seq: records.length > 0 ? records[records.length - 1].s : snapshot.seq };
    }
    /** Bytes of the journal that hold whole records (a torn last record is cut off when the journal opens). */
    wholeBytes = 0;
    /**
     * The records after `after`, checked: each readable, numbered one more than the one before it, the first after
     * `after` numbered `after + 1`, and no path through an unsafe key.
     */
    readJournal(after) {
        if (!(0,external_node_fs_.existsSync)(this.journalFile))
            return [];
        const text = (0,external_node_fs_.readFileSync)(this.journalFile, 'utf8');
        const lines = text.split('\n');
        const records = [];
        let offset = 0;
        let previous;
        const refuse = (line, what) => {
            throw new StateDirError(`${this.journalFile}:${line}: ${what}`);
        };
        for (let i = 0; i < lines.length; offset += Buffer.byteLength(lines[i]) + 1, i++) {
            if (lines[i] === '')
                continue;
            let record;
            try {
                record = JSON.parse(lines[i]);
                if (typeof record !== 'object' ||
                    record === null ||
                    !Number.isSafeInteger(record.s) ||
                    !Array.isArray(record.o))
                    throw new Error('not a change record');
            }
            catch (err) {
                const last = lines.slice(i + 1).every((l) => l === '');
                if (last && !text.endsWith('\n')) {
                    this.options.warn?.(`${this.journalFile}: ignored its last record (line ${i + 1}), cut short by a crash before it was acknowledged`);
                    break;
                }
                return refuse(i + 1, `unreadable change record (${err.message})`);
            }
            const s = record.s;
            if (previous !== undefined && s !== previous + 1) {
                if (s === previous)
                    refuse(i + 1, `record ${s} repeats the record before it (a record is applied once)`);
                if (s < previous)
                    refuse(i + 1, `record ${s} comes after record ${previous} (records are in order)`);
                refuse(i + 1, `record ${s} follows record ${previous}: ${s - previous - 1 === 1 ? `record ${previous + 1} is` : `records ${previous + 1} to ${s - 1} are`} missing`);
            }
            if (s > after && (previous === undefined || previous < after) && s !== after + 1)
                refuse(i + 1, `record ${s} follows ${this.stateFile}, which is as of record ${after}: ${s - after - 1 === 1 ? `record ${after + 1} is` : `records ${after + 1} to ${s - 1} are`} missing`);
            record.o.forEach((op, n) => {
                const bad = unsafeSegment(op?.p);
                if (bad !== undefined)
                    refuse(i + 1, `record ${s} (change ${n + 1}) has a path through ${bad}: refused, replaying it would reach an object's prototype`);
                if (!isOp(op))
                    refuse(i + 1, `record ${s} (change ${n + 1}) is neither a value, a deletion nor a removal`);
            });
            previous = s;
            if (s > after)
                records.push(record);
        }
        this.wholeBytes = Math.min(offset, Buffer.byteLength(text));
        return records;
    }
    openJournal() {
        // A torn record left by a crash is cut off, so the next record starts where it started.
        if ((0,external_node_fs_.existsSync)(this.journalFile) && (0,external_node_fs_.statSync)(this.journalFile).size > this.wholeBytes)
            (0,external_node_fs_.truncateSync)(this.journalFile, this.wholeBytes);
        this.fd = (0,external_node_fs_.openSync)(this.journalFile, 'a');
        this.journalBytes = (0,external_node_fs_.statSync)(this.journalFile).size;
    }
    /**
     * Save one write's changes; returns once they are in the file (the fsync follows within fsyncMs). Throws
     * StorageError, with the journal as it was, when they cannot be saved.
     */
    append(ops, current) {
        if (ops.length === 0)
            return;
        if (this.fd < 0)
            throw new StorageError('the state directory is closed', undefined, false);
        if (this.needsCheckpoint)
            throw new StorageError(`${this.needsCheckpoint}: the state must be written whole first`, undefined, false);
        const seq = this.seq + 1;
        const line = Buffer.from(`${JSON.stringify({ s: seq, o: ops })}\n`);
        try {
            writeAll(this.fd, line);
            if (this.fsyncMs === 0)
                (0,external_node_fs_.fsyncSync)(this.fd);
        }
        catch (err) {
            this.cutBack();
            throw this.failed(err, 'append to the journal');
        }
        this.seq = seq;
        if (this.fsyncMs === 0)
            this.syncedSeq = seq;
        this.journalBytes += line.length;
        this.recovered();
        if (this.fsyncMs > 0)
            this.scheduleSync();
        if (this.journalBytes >= Math.max(this.compactBytes, this.stateBytes) &&
            Date.now() >= this.compactRetryAt) {
            try {
                this.compact(current());
                this.compactRetryMs = 1000;
            }
            catch {
                // Reported by compact; the journal still holds everything. Try again later, not at every write.
                this.compactRetryAt = Date.now() + this.compactRetryMs;
                this.compactRetryMs = Math.min(RETRY_MAX_MS, this.compactRetryMs * 2);
            }
        }
    }
    /**
     * Before a write changes anything: when the journal cannot be trusted, write the whole state first (throws
     * StorageError if that fails, so the write fails before it changes anything).
     */
    ready(current) {
        if (this.needsCheckpoint && this.fd >= 0)
            this.compact(current());
    }
    /** Cut a record that was not written whole off the journal again; if even that fails, checkpoint before the next. */
    cutBack() {
        try {
            (0,external_node_fs_.ftruncateSync)(this.fd, this.journalBytes);
        }
        catch (err) {
            this.needsCheckpoint = `the journal could not be cut back after a failed append (${err.message})`;
        }
    }
    /**
     * Write the whole state (after a replace, on compaction, at close, and when the journal cannot be trusted) and
     * start an empty journal. Throws StorageError, leaving state.json and the journal as they were, when it cannot.
     */
    compact(state, report = true) {
        const tmp = `${this.stateFile}.${process.pid}.tmp`;
        let fd = -1;
        try {
            fd = (0,external_node_fs_.openSync)(tmp, 'w');
            const bytes = Buffer.from(JSON.stringify({ seq: this.seq, state }));
            writeAll(fd, bytes);
            (0,external_node_fs_.fsyncSync)(fd);
            (0,external_node_fs_.closeSync)(fd);
            fd = -1;
            (0,external_node_fs_.renameSync)(tmp, this.stateFile);
            this.stateBytes = bytes.length;
        }
        catch (err) {
            if (fd >= 0)
                closeQuietly(fd);
            try {
                (0,external_node_fs_.unlinkSync)(tmp);
            }
            catch {
                // not created, or already gone
            }
            throw this.failed(err, `write ${this.stateFile}`, report);
        }
        if (this.fresh) {
            // A new directory's journal, now that state.json is there (synced with it by the directory's sync below).
            this.fresh = false;
            this.openJournal();
        }
        if (!state_dir_syncDir(this.dir)) {
            // The rename may not be on disk yet: keep the journal (its records are at most seq, which load skips).
            this.needsCheckpoint = undefined;
            return;
        }
        // Records up to seq are in state.json now; a crash before the truncation only leaves records load skips.
        if (this.fd >= 0) {
            try {
                (0,external_node_fs_.ftruncateSync)(this.fd, 0);
                this.journalBytes = 0;
            }
            catch {
                // The old records stay; they are all at most seq and the next one is seq + 1.
            }
        }
        this.needsCheckpoint = undefined;
        this.unsynced = false;
        this.settle(this.seq); // state.json, synced, holds every record so far
        this.recovered();
    }
    /** Fold the journal into state.json and close; if that cannot be written, the journal stays to be replayed. */
    close(state) {
        if (this.fd < 0)
            return this.release();
        clearTimeout(this.timer);
        this.timer = undefined;
        try {
            this.compact(state);
        }
        catch (err) {
            this.options.warn?.(`${err.message}; ${this.journalFile} is kept and will be replayed at the next start`);
            try {
                if (!this.needsCheckpoint) {
                    (0,external_node_fs_.fsyncSync)(this.fd);
                    this.settle(this.seq);
                }
            }
            catch {
                // reported above
            }
        }
        // Writes still waiting could not be made durable: they are answered as failed.
        this.settle(this.seq, new StorageError('the state directory closed before this change was on disk', undefined, false));
        this.release();
    }
    /**
     * Let go of the directory as a process that died would: nothing folded or flushed, the journal as it is, the lock
     * left to be taken over. For tests that restart an emulator in the same process after a simulated crash.
     */
    abandon() {
        this.letGo(false);
    }
    /** Take the directory, or say who has it. A lock left by a process that is gone (killed) is taken over. */
    lock() {
        const mine = `${process.pid} ${(0,external_node_os_.hostname)()}\n`;
        for (let attempt = 0;; attempt++) {
            try {
                const fd = (0,external_node_fs_.openSync)(this.lockFile, 'wx');
                try {
                    writeAll(fd, Buffer.from(mine));
                }
                finally {
                    (0,external_node_fs_.closeSync)(fd);
                }
                this.locked = true;
                HELD.add(this.lockFile);
                process.once('exit', this.unlockAtExit);
                return;
            }
            catch (err) {
                if (err.code !== 'EEXIST' || attempt > 0)
                    throw new StateDirError(`cannot lock the state directory (${this.lockFile}): ${err.message}`);
            }
            const [pid, host] = readLockQuietly(this.lockFile);
            const here = host === (0,external_node_os_.hostname)();
            // This process's pid on a lock it does not hold: a copy of a directory in use (a backup), or one left behind.
            const ours = pid === process.pid && !HELD.has(this.lockFile);
            // Another machine's process cannot be looked for: its lock stands.
            if (pid !== undefined && (!here || (!ours && processRuns(pid))))
                throw new StateDirError(`the state directory ${this.dir} is in use by another emulator (pid ${pid}${here ? '' : ` on ${host}`}): stop it, or give another --state directory (if none runs, delete ${this.lockFile})`);
            unlinkQuietly(this.lockFile); // its process is gone
        }
    }
    /** Let go of the directory without writing anything (a start that failed): the journal closed, the lock removed. */
    release() {
        this.letGo(true);
    }
    /** No more writes: the flush timer stopped, the journal closed; the lock let go of, its file removed or left. */
    letGo(removeLock) {
        clearTimeout(this.timer);
        this.timer = undefined;
        if (this.fd >= 0)
            closeQuietly(this.fd);
        this.fd = -1;
        this.unlock(removeLock);
    }
    unlockAtExit = () => this.unlock();
    unlock(removeFile = true) {
        if (!this.locked)
            return;
        this.locked = false;
        HELD.delete(this.lockFile);
        process.removeListener('exit', this.unlockAtExit);
        if (removeFile)
            unlinkQuietly(this.lockFile);
    }
    /**
     * Note a failure to write something of the state directory (the journal, state.json, or files/) and turn it
     * into the error a request answers with. Logged once until writes succeed again.
     */
    failed(err, what, report = true) {
        if (err instanceof StorageError)
            return err;
        const code = err?.code;
        const full = isStorageFull(err);
        const why = full
            ? `${code}: no space left for the state directory (the disk, a quota or the file-size limit is full)`
            : `${err?.message ?? String(err)}`;
        const message = `cannot ${what}: ${why}`;
        if (report) {
            if (!this.failing) {
                this.failing = { message, since: new Date().toISOString(), full };
                this.untold++;
            }
            const { message: first, full: wasFull } = this.failing;
            this.tell(true, `${first}. Changes are refused (${wasFull ? 507 : 503}) and nothing is lost; writes resume once ${wasFull ? 'space is freed' : 'the problem is fixed'}.`);
        }
        return new StorageError(`The emulator could not save this change (${message}); nothing was changed. ${full ? 'Free space' : 'Fix the problem'} on the emulator's machine and retry.`, code, full, message);
    }
    recovered() {
        if (!this.failing)
            return;
        this.tell(false, `the state directory ${this.dir} accepts writes again (failing since ${this.failing.since})`);
        this.failing = undefined;
    }
    /**
     * Log that writes fail, or resume, when that is news. A disk at its limit can refuse a write and take the next
     * within a millisecond, again and again: a failure that starts within QUIET_MS of the line saying writes resumed
     * is counted, not logged, and logged (with the count) if it still fails past that time. A resumption is always
     * logged after a failure that was.
     */
    tell(failing, line) {
        if (this.told.failing === failing)
            return;
        const now = (this.options.now ?? Date.now)();
        if (failing && now - this.told.at < QUIET_MS)
            return;
        const count = failing && this.untold > 1 ? ` (writes failed ${this.untold} times since the last line)` : '';
        this.told = { at: now, failing };
        if (failing)
            this.untold = 0;
        this.options.warn?.(line + count);
    }
    scheduleSync() {
        this.unsynced = true;
        if (this.timer)
            return;
        this.timer = setTimeout(() => {
            this.timer = undefined;
            if (this.unsynced)
                this.flush();
        }, this.fsyncMs);
        this.timer.unref();
    }
    /**
     * Resolves once every record appended so far is on disk; rejects with a StorageError when the flush that covers
     * it fails. The writes of one moment share one fdatasync (group commit), on the thread pool.
     */
    durable() {
        const seq = this.seq;
        if (seq <= this.syncedSeq || this.fd < 0)
            return Promise.resolve();
        return new Promise((resolve, reject) => {
            this.waiters.push({ seq, done: (err) => (err ? reject(err) : resolve()) });
            if (!this.flushing)
                setImmediate(() => this.flush());
        });
    }
    flush() {
        if (this.flushing)
            return;
        if (this.fd < 0)
            return this.settle(this.seq);
        this.flushing = true;
        this.unsynced = false;
        const upTo = this.seq;
        (0,external_node_fs_.fdatasync)(this.fd, (err) => {
            this.flushing = false;
            if (err && upTo > this.syncedSeq) {
                // What the failed flush covered may never reach the disk: the next write writes the whole state first.
                this.needsCheckpoint = `the journal could not be flushed (${err.message})`;
                this.settle(upTo, this.failed(err, `flush ${this.journalFile}`));
            }
            else {
                this.settle(upTo);
                this.options.onFlush?.(upTo);
            }
            if (this.waiters.length > 0)
                this.flush();
        });
    }
    /** Records up to `seq` are on disk (or could not be put there: `err`): answer the writes that waited for them. */
    settle(seq, err) {
        if (!err)
            this.syncedSeq = Math.max(this.syncedSeq, seq);
        const ready = this.waiters.filter((w) => w.seq <= seq);
        this.waiters = this.waiters.filter((w) => w.seq > seq);
        for (const w of ready)
            w.done(err);
    }
}
/** The lock files this process holds. */
const HELD = new Set();
/** The pid and host a lock file names (undefined when it cannot be read or is not one). */
function readLockQuietly(file) {
    try {
        const [pid, host] = (0,external_node_fs_.readFileSync)(file, 'utf8').trim().split(' ');
        return Number.isSafeInteger(Number(pid)) && Number(pid) > 0
            ? [Number(pid), host]
            : [undefined, undefined];
    }
    catch {
        return [undefined, undefined];
    }
}
/** Whether a process of this machine runs with that pid (signal 0 checks without sending anything). */
function processRuns(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (err) {
        return err.code === 'EPERM'; // it runs, as another user
    }
}
function unlinkQuietly(file) {
    try {
        (0,external_node_fs_.unlinkSync)(file);
    }
    catch {
        // already gone
    }
}
function closeQuietly(fd) {
    try {
        (0,external_node_fs_.closeSync)(fd);
    }
    catch {
        // nothing more to do with it
    }
}
/** Sync a directory (so a rename in it is on disk); false when that failed. Platforms that cannot count as done. */
function state_dir_syncDir(dir) {
    let fd = -1;
    try {
        fd = (0,external_node_fs_.openSync)(dir, 'r');
        (0,external_node_fs_.fsyncSync)(fd);
        return true;
    }
    catch (err) {
        return cannotSyncDirs(err);
    }
    finally {
        if (fd >= 0)
            closeQuietly(fd);
    }
}

;// CONCATENATED MODULE: ./src/emulator/background.ts
/**
 * Work the emulator does after answering (processing an upload, finishing a deployment) must end in a state write
 * that nothing else will retry. When the state directory refuses that write (a full disk), the work keeps its
 * result and tries again with a growing pause, until the write is saved or the emulator closes; the record it
 * would change stays as it was meanwhile (pending, syncing), which is also what a restart resumes from.
 */

const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 5_000;
class Closed extends Error {
}
/** Run `write` until the state directory takes it; throws Closed when the emulator closes first. */
async function commitEventually(ctx, write) {
    for (let pause = FIRST_PAUSE_MS;; pause = Math.min(LONGEST_PAUSE_MS, pause * 2)) {
        if (ctx.store.isClosed)
            throw new Closed('the emulator closed before the work was saved');
        try {
            return write();
        }
        catch (err) {
            if (!(err instanceof StorageError))
                throw err;
        }
        await new Promise((r) => setTimeout(r, pause).unref());
    }
}

// EXTERNAL MODULE: ./src/emulator/code-scanning/inflate.ts
var inflate = __webpack_require__(60140);
// EXTERNAL MODULE: ./src/emulator/code-scanning/process.ts
var code_scanning_process = __webpack_require__(61814);
;// CONCATENATED MODULE: ./src/emulator/code-scanning/outcome.ts
/**
 * The end of processing an upload: failed with the service's errors, or complete, with its analyses recorded and
 * alerts created, updated by fingerprint, or fixed when a newer analysis of the same ref, tool and category no
 * longer has them.
 */



/** Record a processing's outcome on upload `id`, if the upload still waits for this task (in one write). */
function finishProcessing(ctx, id, task, outcome) {
    let known;
    ctx.store.write(() => {
        const a = area_area(ctx);
        const upload = a.uploads[id];
        if (!upload || upload.task !== task || upload.status !== 'pending')
            return;
        delete upload.task;
        if (upload.pendingGzip !== undefined)
            delete upload.pendingGzip;
        if (upload.failProcessing)
            delete upload.failProcessing;
        if (!outcome.ok) {
            upload.status = 'failed';
            upload.errors = outcome.errors;
            return;
        }
        const now = isoNow();
        recordAnalyses(ctx, a, upload, outcome.runs, now);
        known = { saved: repositoryAlerts(ctx, upload.repoId), added: new Map(), joined: [] };
        for (const run of outcome.runs) {
            const seen = reportRun(ctx, a, known, upload, run, now);
            fixGone(ctx, a, upload, run, seen, now);
        }
        upload.results = {
            received: outcome.runs.reduce((n, r) => n + r.received, 0),
            kept: outcome.runs.reduce((n, r) => n + r.kept, 0),
        };
        upload.status = 'complete';
    });
    // Saved: the indexes follow (a write that failed took them with it, store.ts `derived`).
    if (known) {
        for (const [key, at] of known.added)
            known.saved.set(key, at);
        const groups = alertGroups(ctx);
        for (const { repoId, group, at } of known.joined)
            joinGroup(groups, repoId, group, at);
    }
}
/** The analysis key codeql-action gave, else one derived from the run's category (or tool). */
const analysisKeyOf = (ctx, upload, run) => upload.analysisKey ?? `.${ctx.config.vendor}/upload:${run.category || run.tool.name}`;
/** One analysis per run of the upload. */
function recordAnalyses(ctx, a, upload, runs, now) {
    const analyses = (a.analyses ??= []);
    for (const run of runs) {
        analyses.push({
            id: ctx.store.nextId('codeScanningAnalysis'),
            repoId: upload.repoId,
            ref: upload.ref,
            commitSha: upload.commitSha,
            analysisKey: analysisKeyOf(ctx, upload, run),
            environment: upload.environment ?? '{}',
            category: run.category,
            createdAt: now,
            resultsCount: run.distinct.results,
            rulesCount: run.distinct.rules,
            sarifId: upload.id,
            tool: run.tool,
        });
    }
}
function alertIndex(s) {
    const index = new Map();
    savedAlerts(s).forEach((a, at) => {
        let repo = index.get(a.repoId);
        if (!repo)
            index.set(a.repoId, (repo = new Map()));
        repo.set(a.key, at);
    });
    return index;
}
/**
 * Where the repository's alerts are, by fingerprint. Kept with the state rather than found at each upload: a pass
 * through the change tracker's proxies, serializing every alert, made a 30-result upload into a repository of
 * 50,000 alerts take a second. (Fixing what an analysis no longer reports still looks at each of the repository's
 * alerts, on the state itself: a few nanoseconds each.)
 */
function repositoryAlerts(ctx, repoId) {
    const index = ctx.store.derived('codeScanning.alertAt', alertIndex);
    let repo = index.get(repoId);
    if (!repo)
        index.set(repoId, (repo = new Map()));
    return repo;
}
const groupOf = (tool, category) => JSON.stringify([tool, category]);
function joinGroup(groups, repoId, group, at) {
    let repo = groups.get(repoId);
    if (!repo)
        groups.set(repoId, (repo = new Map()));
    let members = repo.get(group);
    if (!members)
        repo.set(group, (members = new Set()));
    members.add(at);
}
/**
 * The alerts of each tool and category, so that what an analysis no longer reports is looked for among its own
 * tool's and category's alerts, not every alert of the repository: 10,000 packages uploaded as 500 uploads of 20
 * categories each went through every alert 20 times an upload (0.25 s an upload at 200,000 alerts).
 */
function alertGroups(ctx) {
    return ctx.store.derived('codeScanning.alertGroups', (s) => {
        const groups = new Map();
        savedAlerts(s).forEach((a, at) => {
            for (const instance of Object.values(a.instances))
                joinGroup(groups, a.repoId, groupOf(a.tool.name, instance.category), at);
        });
        return groups;
    });
}
const where = (known, key) => known.added.get(key) ?? known.saved.get(key);
/**
 * Each alert of a run (one per fingerprint) updates its alert or opens a new one; returns their keys. What an alert
 * holds is read on the state itself, past the change tracker (comparing through it cost more than the write): the
 * list is read within this write, never changed through it, and not kept. The upload's fields, behind the tracker,
 * are read once, not once a result.
 */
function reportRun(ctx, a, known, upload, run, now) {
    const { alerts } = run;
    const analysisKey = analysisKeyOf(ctx, upload, run);
    const { ref, commitSha } = upload;
    const environment = upload.environment ?? '{}';
    const saved = ctx.store.peek(savedAlerts);
    const group = groupOf(run.tool.name, run.category);
    for (let k = 0; k < alerts.keys.length; k++) {
        const key = alerts.keys[k];
        const rule = alerts.rules[alerts.rule[k]];
        const instance = {
            ref,
            analysis_key: analysisKey,
            environment,
            category: run.category,
            state: 'open',
            commit_sha: commitSha,
            message: { text: alerts.messages[k] },
            location: (0,code_scanning_process/* alertLocation */.O)(alerts, k),
            classifications: [],
        };
        const i = where(known, key);
        if (i !== undefined)
            updateAlert(a, i, saved[i], ref, instance, rule, run, now);
        // A new alert joins its tool's and category's group; one found again is in it (its key holds both).
        else
            known.joined.push({
                repoId: upload.repoId,
                group,
                at: openAlert(a, known, upload, run, key, rule, instance, now),
            });
    }
    return new Set(alerts.keys);
}
/**
 * An alert reported again: its instance on the ref, rule and tool as the result has them, no longer fixed. Only
 * what changed is set: each assignment is a record of the journal (a 30-result re-upload wrote 33 KB of unchanged
 * rules, tools and instances). Compared member by member (the lists below name every member of each shape), not as
 * JSON texts or generic JSON values: stringifying both sides was a quarter of the event loop's time per upload, and
 * a generic comparison a tenth. What is set is the alert's own copy (results of a run share rules and tools).
 */
function updateAlert(a, i, 
/** The alert as the state holds it (store.peek): read, never changed, not kept past this write. */
was, ref, instance, rule, run, now) {
    const instanceChanged = !sameInstance(was.instances[ref], instance);
    const ruleChanged = !sameRule(was.rule, rule);
    const toolChanged = !sameTool(was.tool, run.tool);
    if (!instanceChanged && !ruleChanged && !toolChanged && was.fixedAt === null)
        return;
    // Reached through the change tracker only when something changes (a read through it is not free either).
    const existing = a.alerts[i];
    if (instanceChanged)
        existing.instances[ref] = instance;
    if (ruleChanged)
        existing.rule = outcome_own(rule);
    if (toolChanged)
        existing.tool = outcome_own(run.tool);
    if (was.fixedAt !== null)
        existing.fixedAt = null;
    existing.updatedAt = now;
}
/**
 * The members of a compared shape, listed as a record's keys: a member added to the shape does not compile until it
 * is listed here, so it is compared too (a member left out would never be updated on a new analysis).
 */
const membersOf = (all) => Object.keys(all);
const sameMembers = (a, b, members) => members.every((k) => a[k] === b[k]);
const INSTANCE = membersOf({
    ref: true,
    analysis_key: true,
    environment: true,
    category: true,
    state: true,
    commit_sha: true,
});
const LOCATION = membersOf({
    path: true,
    start_line: true,
    end_line: true,
    start_column: true,
    end_column: true,
});
const RULE = membersOf({
    id: true,
    name: true,
    severity: true,
    security_severity_level: true,
    description: true,
    full_description: true,
    help: true,
    help_uri: true,
});
const TOOL = membersOf({ name: true, guid: true, version: true });
const sameInstance = (a, b) => a !== undefined &&
    sameMembers(a, b, INSTANCE) &&
    a.message?.text === b.message.text &&
    a.location !== undefined &&
    sameMembers(a.location, b.location, LOCATION) &&
    sameStrings(a.classifications, b.classifications);
const sameRule = (a, b) => sameMembers(a, b, RULE) && sameStrings(a.tags, b.tags);
const sameTool = (a, b) => sameMembers(a, b, TOOL);
function sameStrings(a, b) {
    if (a === b)
        return true;
    if (!a || !b || a.length !== b.length)
        return false;
    for (let i = 0; i < a.length; i++)
        if (a[i] !== b[i])
            return false;
    return true;
}
/** An alert's own copy of a rule or tool (their only nested value is a rule's tags). */
function outcome_own(v) {
    return 'tags' in v && v.tags ? { ...v, tags: [...v.tags] } : { ...v };
}
/** A new alert, with the repository's next number. */
function openAlert(a, known, upload, run, key, rule, instance, now) {
    const number = (a.numbers[upload.repoId] ?? 0) + 1;
    a.numbers[upload.repoId] = number;
    const alert = {
        repoId: upload.repoId,
        number,
        key,
        createdAt: now,
        updatedAt: now,
        fixedAt: null,
        rule: outcome_own(rule),
        tool: outcome_own(run.tool),
        instances: { [upload.ref]: instance },
    };
    const at = a.alerts.push(alert) - 1;
    known.added.set(alert.key, at);
    return at;
}
/** Alerts of this ref, tool and category that the new analysis no longer reports are fixed. */
function fixGone(ctx, a, upload, run, seen, now) {
    const ref = upload.ref;
    // Among the saved alerts of the run's tool and category (those this write opened, it reported: none is gone).
    const group = alertGroups(ctx).get(upload.repoId)?.get(groupOf(run.tool.name, run.category));
    if (!group)
        return;
    // Found past the change tracker; only those it fixes are changed through it.
    const gone = ctx.store.peek((s) => {
        const alerts = savedAlerts(s);
        const found = [];
        for (const i of group) {
            const alert = alerts[i];
            const inst = alert.instances[ref];
            if (!inst || inst.state !== 'open')
                continue;
            if (alert.tool.name !== run.tool.name || inst.category !== run.category || seen.has(alert.key))
                continue;
            found.push(i);
        }
        return found;
    });
    for (const i of gone) {
        const alert = a.alerts[i];
        const inst = alert.instances[ref];
        inst.state = 'fixed';
        inst.commit_sha = upload.commitSha;
        alert.fixedAt = now;
        alert.updatedAt = now;
    }
}

// EXTERNAL MODULE: ./src/emulator/worker.ts + 1 modules
var worker = __webpack_require__(47261);
;// CONCATENATED MODULE: ./src/emulator/code-scanning/uploads.ts
/**
 * SARIF uploads, from intake to outcome: an upload is checked like the service checks it, kept (with a state
 * directory: in its record when small, else in a file) until processed, recorded as pending and answered; then inflated and processed in a worker thread
 * (worker.ts) and its outcome applied in upload order (pending, then complete or failed with errors; the outcomes
 * ready at once recorded in one write); after a restart, what was pending is processed again. At most MAX_WAITING
 * uploads (config maxWaitingUploads) or MAX_WAITING_BYTES of gzip wait for processing in a process; past that an
 * upload is answered 503, with Retry-After.
 */













/**
 * Check an upload like the service (fields, Base64, gzip, the 10 MB limit, archived repositories, advanced
 * security; the inflated size as the gzip trailer gives it: 413 past the caps of code-scanning/inflate.ts), keep
 * it (with a state directory) until it is processed, record it as pending and process it after the answer, in the
 * upload worker. Throws the service's errors; 503 when too many uploads wait for processing; 507 or 503 when the
 * upload cannot be saved, and then nothing is recorded.
 */
async function acceptSarif(ctx, req, repo, body) {
    if (repo.archived)
        throw new service_error_ServiceError(403, 'Repository is archived: code scanning uploads are not accepted.');
    requireAdvancedSecurity(repo);
    checkFields(body);
    const gzip = decodeSarif(body.sarif);
    const refused = (0,inflate/* checkGzipHeader */.oo)(gzip);
    if (refused)
        throw new service_error_ServiceError(refused.kind === 'too-large' ? 413 : 400, refused.message);
    const held = waitingOf(ctx);
    if (held.count >= (ctx.config.maxWaitingUploads ?? MAX_WAITING) ||
        held.bytes + gzip.length > MAX_WAITING_BYTES)
        throw new service_error_ServiceError(503, `Too many SARIF uploads are waiting to be processed (${held.count}): try again in a few seconds.`, { headers: { 'retry-after': '5' } });
    const task = (0,external_node_crypto_.randomUUID)();
    const upload = await recordPending(ctx, req, repo, body, task, gzip);
    held.count++;
    held.bytes += gzip.length;
    setTimeout(() => {
        void processUpload(ctx, upload.id, task, gzip).finally(() => {
            held.count--;
            held.bytes -= gzip.length;
        });
    }, ctx.config.processingDelayMs).unref();
    return upload;
}
/** Uploads answered in this process whose processing has not ended; past either, an upload is answered 503. */
const MAX_WAITING = 2_000;
const MAX_WAITING_BYTES = 256 * 1024 * 1024;
const waiting = new WeakMap();
function waitingOf(ctx) {
    let w = waiting.get(ctx);
    if (!w)
        waiting.set(ctx, (w = { count: 0, bytes: 0 }));
    return w;
}
/** The fields by type and form: 422 with every field in error. */
function checkFields(body) {
    const errors = [];
    const field = (name, message) => errors.push({ resource: 'CodeScanningSarif', field: name, code: 'invalid', message });
    const shaField = body.shaField ?? 'commit_sha';
    if (typeof body.commit_sha !== 'string' || !api_refs/* COMMIT_SHA */.pk.test(body.commit_sha))
        field(shaField, `${shaField} must be a commit SHA: ${api_refs/* COMMIT_SHA_FORM */.kB}`);
    const refs = body.refs ?? { pattern: api_refs/* UPLOAD_REF */.oc, hint: api_refs/* UPLOAD_REF_FORMS */.WR };
    if (typeof body.ref !== 'string' || !refs.pattern.test(body.ref))
        field('ref', `ref must be ${refs.hint}`);
    if (typeof body.sarif !== 'string' || body.sarif.length === 0)
        field('sarif', 'sarif must be the SARIF document, gzip-compressed and Base64-encoded');
    if (body.started_at !== undefined && !isTimestamp(body.started_at))
        field('started_at', 'started_at must be an ISO 8601 timestamp: YYYY-MM-DDTHH:MM:SSZ');
    if (body.tool_name !== undefined && typeof body.tool_name !== 'string')
        field('tool_name', 'tool_name must be a string');
    if (body.validate !== undefined && typeof body.validate !== 'boolean')
        field('validate', 'validate must be a boolean (true or false)');
    if (body.checkout_uri !== undefined && typeof body.checkout_uri !== 'string')
        field('checkout_uri', 'checkout_uri must be the checkout directory as a URI, such as file:///home/runner/work/repo/repo');
    if (errors.length > 0)
        throw validationFailed(errors);
}
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-](\d{2}):(\d{2}))$/;
/**
 * An ISO 8601 timestamp as the spec writes them (YYYY-MM-DDTHH:MM:SSZ), also with fractional seconds or a
 * ±hh:mm offset, naming a real time (no 30 February, no hour 24): not whatever Date.parse makes sense of.
 */
function isTimestamp(value) {
    const m = typeof value === 'string' ? TIMESTAMP.exec(value) : null;
    if (!m)
        return false;
    const [y, mo, d, h, mi, sec, oh, om] = m.slice(1).map((x) => Number(x ?? 0));
    const t = new Date(0);
    t.setUTCFullYear(y, mo - 1, d);
    t.setUTCHours(h, mi, sec);
    return (t.getUTCFullYear() === y &&
        t.getUTCMonth() === mo - 1 &&
        t.getUTCDate() === d &&
        t.getUTCHours() === h &&
        t.getUTCMinutes() === mi &&
        oh <= 23 &&
        om <= 59);
}
/** The gzip bytes of the sarif field: 400 unless it is Base64, 413 above the service's compressed limit. */
function decodeSarif(sarifField) {
    // A character outside the alphabet, or padding before the end. No quantified pattern over the whole field:
    // V8's backtracking stack overflows on 13 MB strings.
    if (sarifField.trim() === '' ||
        /[^A-Za-z0-9+/=\s]/.test(sarifField) ||
        /=[^=\s]/.test(sarifField.trimEnd())) {
        throw new service_error_ServiceError(400, 'Invalid sarif: it is not Base64. Send the SARIF file gzip-compressed, then Base64-encoded.');
    }
    const gzip = Buffer.from(sarifField, 'base64');
    if (gzip.length > sarif/* SERVICE_MAXIMA */.Y0.gzipBytes) {
        throw new service_error_ServiceError(413, `The sarif field is too large: ${gzip.length} bytes compressed, above the ${sarif/* SERVICE_MAXIMA */.Y0.gzipBytes}-byte limit.`);
    }
    return gzip;
}
/**
 * The upload recorded as pending, its task running and its gzip kept (with a state directory) first; on failure
 * nothing is left behind.
 */
async function recordPending(ctx, req, repo, body, task, gzip) {
    const running = tasks(ctx);
    running.add(task);
    const inline = ctx.filesDir !== undefined && gzip.length <= INLINE_GZIP_BYTES;
    const file = inline ? undefined : keptFile(ctx, task);
    try {
        if (file)
            syncBeforeAnswer(req, (await keep(ctx, file, gzip)).synced);
        const failByFault = ctx.faults.match(req.method, req.url.split('?')[0], 'processing') !== undefined;
        return ctx.store.write(() => {
            const id = `${ctx.store.nextId('sarifUpload').toString(16).padStart(8, '0')}-0000-4000-8000-${repo.id.toString(16).padStart(12, '0')}`;
            const u = {
                id,
                repoId: repo.id,
                ref: body.ref,
                commitSha: body.commit_sha,
                status: 'pending',
                errors: [],
                createdAt: isoNow(),
                ...(body.analysisKey ? { analysisKey: body.analysisKey } : {}),
                ...(body.environment ? { environment: body.environment } : {}),
                ...(typeof body.checkout_uri === 'string' && body.checkout_uri
                    ? { checkoutUri: body.checkout_uri }
                    : {}),
                task,
                ...(inline ? { pendingGzip: gzip.toString('base64') } : {}),
                ...(failByFault ? { failProcessing: true } : {}),
            };
            area_area(ctx).uploads[id] = u;
            return u;
        });
    }
    catch (err) {
        running.delete(task);
        if (file)
            await (0,promises_.rm)(file, { force: true }).catch(() => { });
        throw err;
    }
}
/** The largest gzip kept in its upload's record (Upload.pendingGzip) rather than in a file, with a state directory. */
const INLINE_GZIP_BYTES = 64 * 1024;
/** Processing tasks of this process (started, not finished), per emulator. */
const taskSets = new WeakMap();
function tasks(ctx) {
    let set = taskSets.get(ctx);
    if (!set)
        taskSets.set(ctx, (set = new Set()));
    return set;
}
/** Resumed tasks run one after another, so a restart with many pending uploads does not process them all at once. */
const resumed = new WeakMap();
const uploadsDir = (ctx) => (ctx.filesDir ? (0,external_node_path_.join)(ctx.filesDir, 'uploads') : undefined);
const keptFile = (ctx, task) => {
    const dir = uploadsDir(ctx);
    return dir ? (0,external_node_path_.join)(dir, `${task}.sarif.gz`) : undefined;
};
/** Directories of kept uploads known to exist (made once per process, not at every upload). */
const madeDirs = new Set();
/**
 * Write an upload's gzip whole before its record is, and sync it before the answer (the answer promises that the
 * upload survives a crash of the machine, as its record does); on failure nothing is left behind. Resolves once
 * written, with the sync under way: a failed sync fails the answer (507 or 503), not the record.
 */
async function keep(ctx, file, gzip) {
    const failed = (err) => ctx.store.storageFailed(err, `keep the uploaded SARIF in ${file}`) ?? err;
    let written;
    try {
        const dir = uploadsDir(ctx);
        if (!madeDirs.has(dir)) {
            await (0,promises_.mkdir)(dir, { recursive: true });
            await syncDir((0,external_node_path_.dirname)(dir));
            madeDirs.add(dir);
        }
        written = await writeThenSync(file, gzip).catch(async (err) => {
            if (err.code !== 'ENOENT')
                throw err;
            await (0,promises_.mkdir)(dir, { recursive: true }); // removed meanwhile: made again
            return writeThenSync(file, gzip);
        });
    }
    catch (err) {
        await (0,promises_.rm)(file, { force: true }).catch(() => { });
        throw failed(err);
    }
    const synced = written.synced.catch((err) => {
        throw failed(err);
    });
    synced.catch(() => { }); // awaited by the answer (see writeThenSync)
    return { synced };
}
/** Remove a kept upload once processed: one unlink (rm would lstat first). */
const forget = (file) => (0,promises_.unlink)(file).catch((err) => {
    if (err.code !== 'ENOENT')
        throw err;
});
const LOST = 'the uploaded SARIF is gone (the emulator restarted before processing it, and had no state directory to keep it in, or its file was removed): upload it again';
/**
 * Process an upload whose task this is (in the upload worker), and record the outcome (retried while the state
 * directory refuses it). Outcomes are recorded in the order processUpload was called (upload order), whatever order
 * the processing ends in: a later upload of the same ref and category must not be overtaken by an earlier one.
 * Resolves once the outcome is recorded (or cannot be).
 */
function processUpload(ctx, id, task, gzip, 
/** Processing starts once this settles (its turn is taken at once): resumed uploads, one at a time. */
after = Promise.resolve()) {
    tasks(ctx).add(task);
    const queue = queueOf(ctx);
    return new Promise((done) => {
        const kept = ctx.store.read(() => area_area(ctx).uploads[id]?.pendingGzip === undefined);
        const turn = { id, task, ready: false, done, file: kept ? keptFile(ctx, task) : undefined };
        queue.turns.push(turn);
        after
            .then(() => outcomeOf(ctx, id, task, gzip))
            .then((outcome) => (turn.outcome = outcome), (err) => (turn.error = err))
            .finally(() => {
            turn.ready = true;
            void recordReady(ctx, queue);
        });
    });
}
/** Uploads in upload order, per emulator, whose outcome is not recorded yet; whether a recording runs. */
const queues = new WeakMap();
function queueOf(ctx) {
    let q = queues.get(ctx);
    if (!q)
        queues.set(ctx, (q = { turns: [], recording: false }));
    return q;
}
/**
 * Record the outcomes ready at the head of the queue, as many as are ready in one write (one journal record, one
 * flush), in upload order; a turn not ready holds back those after it.
 */
async function recordReady(ctx, queue) {
    if (queue.recording)
        return; // the running recording takes what became ready meanwhile
    queue.recording = true;
    try {
        for (;;) {
            const n = queue.turns.findIndex((t) => !t.ready);
            const batch = queue.turns.splice(0, n < 0 ? queue.turns.length : n);
            if (batch.length === 0)
                return;
            await recordBatch(ctx, batch);
        }
    }
    finally {
        queue.recording = false;
    }
}
/** One batch of outcomes in one write; if that write fails otherwise than for storage, each on its own. */
async function recordBatch(ctx, batch) {
    const failed = (t, err) => {
        if (!(err instanceof Closed))
            ctx.warn(`processing SARIF upload ${t.id} failed: ${err.message}`);
    };
    const record = (turns) => commitEventually(ctx, () => ctx.store.write(() => turns.forEach((t) => finishProcessing(ctx, t.id, t.task, t.outcome))));
    const todo = batch.filter((t) => t.outcome);
    batch.filter((t) => t.error !== undefined).forEach((t) => failed(t, t.error));
    let recorded = [];
    try {
        if (todo.length > 0)
            await record(todo);
        recorded = todo;
    }
    catch (err) {
        if (err instanceof Closed || todo.length === 1)
            todo.forEach((t) => failed(t, err));
        else
            for (const t of todo)
                await record([t]).then(() => recorded.push(t), (e) => failed(t, e));
    }
    // The kept SARIF goes only once the outcome's record is on disk: a machine's crash before its flush would
    // otherwise leave the upload pending with nothing to process it from.
    const onDisk = recorded.length > 0 &&
        (await ctx.store.durable().then(() => true, () => false));
    await Promise.all((onDisk ? recorded : []).map((t) => t.file ? forget(t.file).catch((err) => failed(t, err)) : undefined));
    for (const t of batch) {
        tasks(ctx).delete(t.task);
        t.done();
    }
}
/** What processing gives for the upload, or undefined when it no longer waits for this task. */
async function outcomeOf(ctx, id, task, gzip) {
    const upload = ctx.store.read(() => area_area(ctx).uploads[id]);
    if (!upload || upload.task !== task || upload.status !== 'pending')
        return undefined;
    if (upload.failProcessing)
        return { ok: false, errors: ['processing failed (injected fault)'] };
    const sarif = gzip ??
        (upload.pendingGzip !== undefined
            ? Buffer.from(upload.pendingGzip, 'base64')
            : await readKept(ctx, task));
    return typeof sarif === 'string'
        ? { ok: false, errors: [sarif] }
        : (0,worker.offLoop)('process', { gzip: sarif, checkoutUri: upload.checkoutUri });
}
/** The kept gzip of a task; or why it cannot be processed. */
async function readKept(ctx, task) {
    const file = keptFile(ctx, task);
    if (!file)
        return LOST;
    try {
        return await (0,promises_.readFile)(file);
    }
    catch {
        return LOST;
    }
}
/**
 * After a restart, or a state loaded by the admin API: process every upload still pending that nothing in this
 * process is processing (its kept SARIF, or failed when it is gone), and remove kept files no upload waits for.
 */
function resumeUploads(ctx) {
    const pending = ctx.store.read((s) => Object.entries(savedArea(s)?.uploads ?? {})
        .filter(([, u]) => u.status === 'pending' && !(u.task && tasks(ctx).has(u.task)))
        .map(([id, u]) => ({ id: u.id ?? id, task: u.task })));
    // Each takes its turn now, in upload order, so that an upload made after the restart is recorded after them (a
    // newer analysis is never overtaken by an older one); they are read and processed one at a time.
    for (const { id, task } of pending) {
        const previous = resumed.get(ctx) ?? Promise.resolve();
        if (task) {
            resumed.set(ctx, processUpload(ctx, id, task, undefined, previous));
            continue;
        }
        // A record from before tasks were kept: nothing to resume from.
        const t = (0,external_node_crypto_.randomUUID)();
        tasks(ctx).add(t);
        resumed.set(ctx, previous.then(async () => {
            await commitEventually(ctx, () => finishProcessing(ctx, id, undefined, { ok: false, errors: [LOST] })).catch(() => { });
            tasks(ctx).delete(t);
        }));
    }
    void removeOrphans(ctx);
}
async function removeOrphans(ctx) {
    const dir = uploadsDir(ctx);
    if (!dir)
        return;
    let names;
    try {
        names = await (0,promises_.readdir)(dir);
    }
    catch {
        return;
    }
    const waiting = ctx.store.read((s) => new Set(Object.values(savedArea(s)?.uploads ?? {})
        .filter((u) => u.status === 'pending' && u.task)
        .map((u) => u.task)));
    for (const name of names) {
        const task = name.replace(/\.sarif\.gz$/, '');
        if (!waiting.has(task) && !tasks(ctx).has(task))
            await (0,promises_.rm)((0,external_node_path_.join)(dir, name), { force: true }).catch(() => { });
    }
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
    // Bot logins carry brackets (`svc-actions[bot]`), which a URL escapes, as the service's do.
    const path = encodeURIComponent(login);
    const api = ctx.apiUrl(`/users/${path}`);
    return {
        login,
        id,
        node_id: nodeId(type, id),
        avatar_url: ctx.webUrl(`/avatars/${path}`),
        gravatar_id: '',
        url: api,
        html_url: ctx.webUrl(`/${path}`),
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

;// CONCATENATED MODULE: ./src/emulator/route-module.ts
/**
 * Named handlers bound to a module's context, so that a route module reads as a table of its operations:
 * `const on = bindTo(ctx); api.get('/authorizations', on(listAuthorizations));`. The request's route generic is
 * the handler's word, as `api.get<{ Params: … }>` would be: Fastify checks neither against the path.
 */
function bindTo(ctx) {
    return (handler) => (req, reply) => handler(ctx, req, reply);
}

;// CONCATENATED MODULE: ./src/emulator/routes/code-scanning.ts








const codeScanningRoutes = (api, ctx) => {
    const on = bindTo(ctx);
    api.post('/repos/:owner/:repo/code-scanning/sarifs', on(uploadSarif));
    api.get('/repos/:owner/:repo/code-scanning/sarifs/:sarif_id', on(sarifStatus));
    api.get('/repos/:owner/:repo/code-scanning/alerts', on(listRepoAlerts));
    api.get('/orgs/:org/code-scanning/alerts', on(listOrgAlerts));
};
/** POST …/code-scanning/sarifs: an upload accepted (202), with the URL of its status. */
async function uploadSarif(ctx, req, reply) {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, WRITE);
    const body = req.body ?? {};
    const upload = await acceptSarif(ctx, req, repo, {
        commit_sha: body.commit_sha,
        ref: body.ref,
        sarif: body.sarif,
        started_at: body.started_at,
        checkout_uri: body.checkout_uri,
        tool_name: body.tool_name,
        validate: body.validate,
    });
    return reply.code(202).send({
        id: upload.id,
        url: ctx.apiUrl(`/repos/${repo.owner}/${repo.name}/code-scanning/sarifs/${upload.id}`),
    });
}
/** GET …/code-scanning/sarifs/{sarif_id}: an upload's processing status (and its errors, if it failed). */
async function sarifStatus(ctx, req, reply) {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
    requireAdvancedSecurity(repo);
    const upload = ctx.store.read(() => area_area(ctx).uploads[req.params.sarif_id]);
    if (!upload || upload.repoId !== repo.id)
        throw new service_error_ServiceError(404, 'No SARIF upload with this id in this repository.');
    return {
        processing_status: upload.status,
        analyses_url: upload.status === 'complete'
            ? ctx.apiUrl(`/repos/${repo.owner}/${repo.name}/code-scanning/analyses?sarif_id=${upload.id}`)
            : null,
        ...(upload.status === 'failed' ? { errors: upload.errors } : {}),
    };
}
/** GET …/code-scanning/alerts: the repository's alerts on a ref (its default branch unless asked). */
async function listRepoAlerts(ctx, req, reply) {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
    requireAdvancedSecurity(repo);
    const query = checkQuery(req.query);
    requireAnalysis(ctx, repo.id);
    const ref = normalizeRef(query.ref ?? repo.defaultBranch);
    const listed = listAlerts(ctx, [repo], query, (r) => (r === repo.id ? ref : undefined));
    return pageOf(ctx, paginate(ctx, req, reply, listed)).map((a) => render(ctx, repo, a, ref, false));
}
/**
 * GET /orgs/{org}/code-scanning/alerts: the alerts on the default branches of the organization's repositories
 * whose alerts the caller may list there, as the repository listing decides it (a classic token's security_events
 * or repo, public_repo for public repositories only; a fine-grained or app token's security_events permission on
 * that repository), for an organization owner or security manager (apps: their permission).
 */
async function listOrgAlerts(ctx, req, reply) {
    const org = ctx.store.read((s) => findOrg(s, req.params.org));
    if (!org)
        throw new service_error_ServiceError(404, 'Not Found');
    reply.header('x-accepted-oauth-scopes', 'security_events, read:org');
    const caller = req.caller;
    if (caller.type === 'anonymous')
        throw new service_error_ServiceError(401, 'Requires authentication');
    if (caller.type === 'basic')
        throw new service_error_ServiceError(401, 'Password authentication is not supported here: use a token');
    const refused = tokenRefusal(caller.token, READ);
    if (refused)
        throw refused;
    if (!mayListOrgAlerts(caller, org))
        throw new service_error_ServiceError(403, 'Must be an organization owner or security manager to list its code scanning alerts.');
    const query = checkQuery(req.query);
    const repos = ctx.store.read((s) => s.repos.filter((r) => r.owner.toLowerCase() === org.login.toLowerCase() &&
        (!r.private || r.advancedSecurity) &&
        repoRefusal(s, caller, r, READ) === undefined));
    const listed = listAlerts(ctx, repos, query, (id) => {
        const r = repos.find((x) => x.id === id);
        return r ? `refs/heads/${r.defaultBranch}` : undefined;
    });
    const page = pageOf(ctx, cursorPage(ctx, req, reply, listed, query));
    return page.map((a) => {
        const r = repos.find((x) => x.id === a.repoId);
        return render(ctx, r, a, `refs/heads/${r.defaultBranch}`, true);
    });
}
/**
 * Apps and workflows (their security_events permission is checked with each repository); users who own the
 * organization or manage its security.
 */
function mayListOrgAlerts(caller, org) {
    if (caller.type === 'token' && (caller.token.kind === 'installation' || caller.token.kind === 'workflow'))
        return true;
    const login = callerLogin(caller);
    return (login !== undefined &&
        [...org.owners, ...(org.securityManagers ?? [])].some((l) => l.toLowerCase() === login.toLowerCase()));
}
const STATES = ['open', 'closed', 'dismissed', 'fixed'];
const code_scanning_SEVERITIES = ['critical', 'high', 'medium', 'low', 'warning', 'note', 'error'];
function checkQuery(q) {
    const errors = [];
    if (q.tool_name !== undefined && q.tool_guid !== undefined)
        errors.push('tool_name and tool_guid are mutually exclusive: give one or the other');
    if (q.state !== undefined && !STATES.includes(q.state))
        errors.push(`state must be one of ${STATES.join(', ')}`);
    if (q.severity !== undefined && !code_scanning_SEVERITIES.includes(q.severity))
        errors.push(`severity must be one of ${code_scanning_SEVERITIES.join(', ')}`);
    if (q.sort !== undefined && !['created', 'updated'].includes(q.sort))
        errors.push('sort must be created or updated');
    if (q.direction !== undefined && !['asc', 'desc'].includes(q.direction))
        errors.push('direction must be asc or desc');
    if (errors.length > 0)
        throw validationFailed(errors.map((message) => ({ code: 'invalid', message })), errors.join('; '));
    return q;
}
/**
 * Alerts of the repositories with an instance on their ref, filtered and sorted per the query: found on the state
 * itself, past the change tracker (store.peek), so that a page of a repository with 50,000 alerts does not cost a
 * pass through its proxies (300 ms a page, so 150 s to read them all a hundred at a time).
 */
function listAlerts(ctx, repos, q, refOf) {
    const { tool_name, tool_guid, state, severity, sort, direction } = q;
    const what = JSON.stringify([
        repos.map((r) => [r.id, refOf(r.id)]),
        [tool_name, tool_guid, state, severity, sort, direction],
    ]);
    let made = listings.get(ctx);
    if (!made)
        listings.set(ctx, (made = new Map()));
    const last = made.get(what);
    if (last?.version === ctx.store.version)
        return last.listed;
    const listed = filteredAlerts(ctx, repos, q, refOf);
    made.delete(what);
    made.set(what, { version: ctx.store.version, listed });
    for (const key of made.keys())
        if (made.size > LISTINGS_KEPT)
            made.delete(key);
    return listed;
}
/**
 * The listings last made, by what they list, with the state's version they were made at: a client that reads 2,000
 * pages of a repository's 200,000 alerts made the same listing 2,000 times (0.2 s a page; 13 minutes for an upload's
 * summary). Kept while the state is unchanged; a few, a listing of 200,000 alerts being some 10 MB.
 */
const listings = new WeakMap();
const LISTINGS_KEPT = 4;
function filteredAlerts(ctx, repos, q, refOf) {
    const ids = new Set(repos.map((r) => r.id));
    area_area(ctx); // made if it is not yet
    const updated = q.sort === 'updated';
    const listed = ctx.store.peek((s) => {
        const found = [];
        savedAlerts(s).forEach((a, at) => {
            if (!ids.has(a.repoId))
                return;
            const instance = a.instances[refOf(a.repoId) ?? ''];
            if (!instance)
                return;
            if (q.tool_name !== undefined && a.tool.name !== q.tool_name)
                return;
            if (q.tool_guid !== undefined && a.tool.guid !== (q.tool_guid === '' ? null : q.tool_guid))
                return;
            const state = alertState(a, instance);
            if (q.state === 'closed' && state === 'open')
                return;
            if (q.state !== undefined && q.state !== 'closed' && state !== q.state)
                return;
            if (q.severity !== undefined &&
                q.severity !== a.rule.security_severity_level &&
                q.severity !== a.rule.severity)
                return;
            found.push({ at, repoId: a.repoId, number: a.number, time: updated ? a.updatedAt : a.createdAt });
        });
        return found;
    });
    const dir = q.direction === 'asc' ? 1 : -1;
    // ISO 8601 times of one form order as their code units do (localeCompare cost more than the rest of a page).
    return listed.sort((a, b) => dir * ((a.time < b.time ? -1 : a.time > b.time ? 1 : 0) || a.repoId - b.repoId || a.number - b.number));
}
/** The alerts of one page of a listing. */
const pageOf = (ctx, page) => alertsAt(ctx, page.map((l) => l.at));
/**
 * Organization listings page by before/after cursors, as the published description says: a caller that does not
 * ask for a `page` gets cursor Links (`after` on next, `before` on prev; an empty `after=` is the start), whose
 * values are opaque; a caller that gives `page` gets page Links as on other lists.
 */
function cursorPage(ctx, req, reply, alerts, q) {
    if (q.page !== undefined && q.before === undefined && q.after === undefined) {
        return paginate(ctx, req, reply, alerts);
    }
    const perPage = Math.min(100, Math.max(1, Number.parseInt(q.per_page ?? '30', 10) || 30));
    const cursor = (a) => Buffer.from(`${a.repoId}:${a.number}`).toString('base64url');
    const at = (c) => {
        const [repoId, number] = Buffer.from(c, 'base64url').toString('utf8').split(':').map(Number);
        return alerts.findIndex((a) => a.repoId === repoId && a.number === number);
    };
    let start = 0;
    let end = Math.min(alerts.length, perPage);
    if (q.after) {
        const i = at(q.after);
        if (i < 0)
            throw validationFailed([{ code: 'invalid', message: 'unknown after cursor' }], 'Invalid cursor');
        start = i + 1;
        end = Math.min(alerts.length, start + perPage);
    }
    else if (q.before) {
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
    const state = alertState(a, instance);
    return {
        number: a.number,
        created_at: a.createdAt,
        updated_at: a.updatedAt,
        url: ctx.apiUrl(base),
        html_url: ctx.webUrl(`/${repo.owner}/${repo.name}/security/code-scanning/${a.number}`),
        instances_url: ctx.apiUrl(`${base}/instances`),
        state,
        ...(withRepository ? {} : { fixed_at: instance.state === 'fixed' ? a.fixedAt : null }),
        dismissed_by: a.dismissed ? userSummary(ctx, a.dismissed.by) : null,
        dismissed_at: a.dismissed?.at ?? null,
        dismissed_reason: a.dismissed?.reason ?? null,
        dismissed_comment: a.dismissed?.comment ?? null,
        rule: a.rule,
        tool: a.tool,
        most_recent_instance: { ...instance, state },
        ...(withRepository ? { repository: repoSummary(ctx, repo) } : {}),
    };
}

;// CONCATENATED MODULE: ./src/emulator/routes/code-scanning-alert.ts






const COMMENT_MAX = 280;
/** The ref whose instance an alert shows: the default branch's if it has one, else its latest instance's. */
function shownRef(repo, a) {
    const main = `refs/heads/${repo.defaultBranch}`;
    if (a.instances[main])
        return main;
    return Object.keys(a.instances).pop() ?? main;
}
/** Alert `raw` (its number as given) of the repository, found past the change tracker; 404 when there is none. */
function alertOf(ctx, repo, raw) {
    const number = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    const [alert] = alertsWhere(ctx, (a) => a.repoId === repo.id && a.number === number);
    if (!alert)
        throw new service_error_ServiceError(404, `No alert found for alert number ${raw} in ${fullName(repo)}`);
    return alert;
}
function access(ctx, req, reply, write) {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, write ? WRITE : READ);
    requireAdvancedSecurity(repo);
    return repo;
}
/** The PATCH body's problems, as the description's schema gives them. */
function checkPatch(body) {
    const problems = [];
    const known = new Set(['state', 'dismissed_reason', 'dismissed_comment', 'create_request', 'assignees']);
    for (const k of Object.keys(body))
        if (!known.has(k))
            problems.push(`${k} is not a field of this operation`);
    if (body.state === undefined)
        problems.push('state is required (open or dismissed)');
    else if (body.state !== 'open' && body.state !== 'dismissed')
        problems.push('state must be open or dismissed');
    if (body.state === 'dismissed') {
        if (!DISMISSED_REASONS.includes(body.dismissed_reason))
            problems.push(`dismissed_reason is required to dismiss: one of ${DISMISSED_REASONS.map((r) => JSON.stringify(r)).join(', ')}`);
    }
    else if (body.dismissed_reason !== undefined && body.dismissed_reason !== null)
        problems.push('dismissed_reason is only for state dismissed');
    const comment = body.dismissed_comment;
    if (comment !== undefined &&
        comment !== null &&
        (typeof comment !== 'string' || comment.length > COMMENT_MAX))
        problems.push(`dismissed_comment must be a string of at most ${COMMENT_MAX} characters`);
    return problems;
}
const codeScanningAlertRoutes = (api, ctx) => {
    const path = '/repos/:owner/:repo/code-scanning/alerts/:alert_number';
    api.get(path, async (req, reply) => {
        const repo = access(ctx, req, reply, false);
        const alert = alertOf(ctx, repo, req.params.alert_number);
        return render(ctx, repo, alert, shownRef(repo, alert), false);
    });
    api.patch(path, async (req, reply) => {
        const repo = access(ctx, req, reply, true);
        const body = req.body;
        if (typeof body !== 'object' || body === null || Array.isArray(body))
            throw new service_error_ServiceError(400, 'Body should be a JSON object');
        const fields = body;
        const problems = checkPatch(fields);
        if (problems.length > 0)
            throw validationFailed(problems.map((message) => ({ resource: 'CodeScanningAlert', code: 'invalid', message })), `Invalid request: ${problems.join('; ')}`);
        const { number } = alertOf(ctx, repo, req.params.alert_number);
        const by = actorLogin(req.caller, ctx.config.vendor);
        const alert = ctx.store.write(() => {
            const [a] = alertsWhere(ctx, (x) => x.repoId === repo.id && x.number === number);
            const now = isoNow();
            if (fields.state === 'dismissed') {
                a.dismissed = {
                    by,
                    at: now,
                    reason: fields.dismissed_reason,
                    comment: typeof fields.dismissed_comment === 'string' ? fields.dismissed_comment : null,
                };
                a.updatedAt = now;
            }
            else if (a.dismissed) {
                delete a.dismissed;
                a.updatedAt = now;
            }
            return a;
        });
        return render(ctx, repo, alert, shownRef(repo, alert), false);
    });
    api.get(`${path}/instances`, async (req, reply) => {
        const repo = access(ctx, req, reply, false);
        const alert = alertOf(ctx, repo, req.params.alert_number);
        const only = req.query.ref === undefined ? undefined : normalizeRef(req.query.ref);
        const instances = Object.values(alert.instances)
            .filter((i) => only === undefined || i.ref === only)
            .map((i) => ({
            ...i,
            state: alertState(alert, i),
            html_url: ctx.webUrl(`/${fullName(repo)}/security/code-scanning/${alert.number}?ref=${encodeURIComponent(i.ref)}`),
        }));
        return paginate(ctx, req, reply, instances);
    });
};

;// CONCATENATED MODULE: ./src/emulator/admin/token.ts
/**
 * The admin token: every /_emulator route but the runner-facing ones needs it, as `Authorization: Bearer <token>`
 * or, in the dashboard, as the cookie that opening `/_emulator/?token=<token>` sets. The cookie is sent by the
 * browser, so what it authenticates is bounded: no request a browser marks as coming from another site or origin
 * (Sec-Fetch-Site), and a change only with the emulator's own Origin and the `X-Emulator-Admin` header, which a
 * page of another origin cannot send without a CORS preflight that the admin API refuses (routes.ts). The Pages
 * sites under /pages/ share the emulator's origin but run sandboxed in an opaque one (pages/serving.ts), so to
 * the admin API they are another origin.
 */




/** Where the admin API, the dashboard and the alerts' pages are. */
const ADMIN_PREFIX = '/_emulator';
const ADMIN_COOKIE = 'emulator_admin';
const TOKEN_FILE = 'admin-token';
/** The token given, else the one saved in the state directory, else a new one (saved there when there is one). */
function adminTokenFor(given, stateDir) {
    if (given)
        return given;
    const file = stateDir ? (0,external_node_path_.join)(stateDir, TOKEN_FILE) : undefined;
    if (file && (0,external_node_fs_.existsSync)(file)) {
        const saved = (0,external_node_fs_.readFileSync)(file, 'utf8').trim();
        if (saved)
            return saved;
    }
    const token = `emu_admin_${(0,external_node_crypto_.randomBytes)(20).toString('hex')}`;
    if (file) {
        // Written aside then renamed: a disk that fills up midway leaves no cut token to be read at the next start.
        const tmp = `${file}.${process.pid}.tmp`;
        try {
            (0,external_node_fs_.writeFileSync)(tmp, `${token}\n`, { mode: 0o600 });
            (0,external_node_fs_.renameSync)(tmp, file);
        }
        catch (err) {
            (0,external_node_fs_.rmSync)(tmp, { force: true });
            throw new StateDirError(`cannot write the admin token to ${file}: ${err.message}`);
        }
    }
    return token;
}
const digest = (s) => (0,external_node_crypto_.createHash)('sha256').update(s).digest();
const same = (a, b) => (0,external_node_crypto_.timingSafeEqual)(digest(a), digest(b));
/** How the request proves it holds the admin token, if it does. */
function adminAuth(req, token) {
    const header = req.headers.authorization;
    if (typeof header === 'string' && /^bearer /i.test(header) && same(header.slice(7).trim(), token))
        return 'header';
    const cookie = cookieValue(req.headers.cookie, ADMIN_COOKIE);
    if (cookie !== undefined && same(cookie, token))
        return 'cookie';
    return null;
}
/** A cookie's value; undefined when it is absent or not valid percent-encoding (a bad cookie proves nothing). */
function cookieValue(header, name) {
    for (const part of (header ?? '').split(';')) {
        const at = part.indexOf('=');
        if (at > 0 && part.slice(0, at).trim() === name) {
            try {
                return decodeURIComponent(part.slice(at + 1).trim());
            }
            catch {
                return undefined;
            }
        }
    }
    return undefined;
}
/** The header a change authenticated by the cookie must carry (any value); the dashboard's script sends it. */
const ADMIN_HEADER = 'x-emulator-admin';
const ADMIN_CROSS_ORIGIN = 'The admin API answers no cross-origin request: use Authorization: Bearer <admin token>, or the dashboard itself';
/**
 * Why a request authenticated by the admin cookie is refused, if it is: the browser says it comes from another
 * origin (a site's page, even on this host; only the dashboard's own requests and the operator's own navigation
 * count), or it changes something without coming from the dashboard page (its Origin and the admin header).
 */
function cookieRequestProblem(req, origin) {
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none')
        return ADMIN_CROSS_ORIGIN;
    if (req.method === 'GET' || req.method === 'HEAD')
        return undefined;
    // A form or script of another site would send the cookie too; only the dashboard's own page may change things.
    if (req.headers.origin !== origin || req.headers[ADMIN_HEADER] === undefined)
        return `Admin changes by cookie must come from the dashboard page itself (its Origin and the ${ADMIN_HEADER} header)`;
    return undefined;
}
function adminCookie(token) {
    return `${ADMIN_COOKIE}=${encodeURIComponent(token)}; Path=/_emulator; HttpOnly; SameSite=Strict`;
}

;// CONCATENATED MODULE: ./src/emulator/admin/repo-pages.ts




/** The dashboard's page of a file (`ref` is a branch name or a commit's sha). */
const blobPagePath = (owner, repo, ref, path) => `${ADMIN_PREFIX}/blob/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/${encodeURIComponent(ref)}/${path
    .split('/')
    .map(encodeURIComponent)
    .join('/')}`;
const commitPagePath = (owner, repo, sha) => `${ADMIN_PREFIX}/commit/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/${encodeURIComponent(sha)}`;
function registerRepoPages(admin, ctx) {
    admin.get('/blob/:owner/:repo/*', async (req, reply) => {
        const repo = repoAt(ctx, req.params.owner, req.params.repo);
        const { ref, path } = splitRef(repo, req.params['*']);
        const file = repo.files.find((f) => f.path === path);
        if (!file)
            throw new service_error_ServiceError(404, `No file ${path} on ${ref} in ${fullName(repo)}`);
        return html(reply, blobHtml(repo, ref, path, file.content));
    });
    admin.get('/commit/:owner/:repo/:sha', async (req, reply) => {
        const repo = repoAt(ctx, req.params.owner, req.params.repo);
        const commit = commitOf(repo, req.params.sha);
        if (!commit)
            throw new service_error_ServiceError(404, `No commit ${req.params.sha} in ${fullName(repo)}`);
        return html(reply, commitHtml(repo, commit));
    });
}
function repoAt(ctx, owner, name) {
    const repo = ctx.store.read((s) => findRepo(s, owner, name));
    if (!repo)
        throw new service_error_ServiceError(404, `No repository ${owner}/${name}`);
    return repo;
}
/** A commit by its sha or a prefix of at least 7 hex digits that names one commit only. */
function commitOf(repo, sha) {
    const s = sha.toLowerCase();
    if (!/^[0-9a-f]{7,40}$/.test(s))
        return undefined;
    const found = repo.commits.filter((c) => c.sha.startsWith(s));
    return found.length === 1 ? found[0] : undefined;
}
/** `{ref}/{path}`: the ref is the default branch's name (which may hold slashes), `HEAD` or the last commit. */
function splitRef(repo, rest) {
    const branch = repo.defaultBranch;
    if (rest.startsWith(`${branch}/`))
        return { ref: branch, path: rest.slice(branch.length + 1) };
    const slash = rest.indexOf('/');
    const ref = slash < 0 ? rest : rest.slice(0, slash);
    const head = repo.commits[repo.commits.length - 1];
    if (ref === 'HEAD' || (head && commitOf(repo, ref) === head))
        return { ref, path: rest.slice(slash + 1) };
    throw new service_error_ServiceError(404, `The emulator holds the files of ${fullName(repo)} only as of its default branch (${branch}${head ? `, commit ${head.sha.slice(0, 12)}` : ''}), not ${ref}`);
}
function html(reply, body) {
    return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', DASHBOARD_CSP)
        .send(body);
}
const shell = (title, heading, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · sarif-pipeline emulator</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="${ADMIN_PREFIX}/dashboard.css"></head>
<body>
<header><h1>${heading}</h1><span><a href="${ADMIN_PREFIX}/">dashboard</a></span></header>
<main>
${body}
</main></body></html>`;
/** The file's lines, each with its number as a link and an `L{n}` anchor (what `#L10` in an address points at). */
function blobHtml(repo, ref, path, content) {
    const lines = content.split(/\r?\n/);
    if (lines.length > 1 && lines[lines.length - 1] === '')
        lines.pop();
    const rows = lines
        .map((l, k) => `<tr id="L${k + 1}"><td class="ln"><a href="#L${k + 1}">${k + 1}</a></td><td>${esc(l)}</td></tr>`)
        .join('');
    const heading = `${esc(fullName(repo))}: <code>${esc(path)}</code> on <code>${esc(ref)}</code>`;
    return shell(`${path} · ${fullName(repo)}`, heading, `<section><p>${lines.length} lines, ${Buffer.byteLength(content)} bytes</p>
<table class="blob"><tbody>${rows}</tbody></table></section>`);
}
function commitHtml(repo, c) {
    const person = (p) => `${esc(p.name)} &lt;${esc(p.email)}&gt; at ${esc(p.date)}`;
    const [subject, ...body] = c.message.split('\n');
    const parents = c.parents.map((p) => `<a href="${esc(commitPagePath(repo.owner, repo.name, p))}"><code>${esc(p.slice(0, 12))}</code></a>`);
    return shell(`${subject} · ${fullName(repo)}@${c.sha.slice(0, 7)}`, `${esc(fullName(repo))}: commit <code>${esc(c.sha.slice(0, 12))}</code>`, `<section><h2>${esc(subject)}</h2>${body.join('\n').trim() ? `<pre>${esc(body.join('\n').trim())}</pre>` : ''}
<table class="alert">
<tr><th scope="row">sha</th><td><code>${esc(c.sha)}</code></td></tr>
<tr><th scope="row">author</th><td>${person(c.author)}</td></tr>
<tr><th scope="row">committer</th><td>${person(c.committer)}</td></tr>
<tr><th scope="row">parents</th><td>${parents.join(' ') || '(none)'}</td></tr>
</table></section>`);
}

;// CONCATENATED MODULE: ./src/emulator/admin/alert-page.ts







/** The alert's page under the dashboard (admin token). */
function registerAlertPage(admin, ctx) {
    admin.get('/alerts/:owner/:repo/:number', async (req, reply) => {
        const { repo, alert } = alertAt(ctx, req.params);
        return reply
            .type('text/html; charset=utf-8')
            .header('content-security-policy', DASHBOARD_CSP)
            .send(alertHtml(ctx, repo, alert));
    });
}
/**
 * Where a web address of the service that the API hands out is shown here, if it is one: an alert's `html_url` (its
 * page), a repository's code-scanning alerts (the dashboard's table, filtered to it), a workflow run's `html_url`
 * and a repository's Pages and deploy-key settings (the dashboard's section). `repoExists` keeps addresses of
 * repositories the emulator does not hold a 404, as on the service. Read from the path by the root's not-found
 * handler, not routed: a route with an `:owner` parameter at the root would answer 414 to any long first segment,
 * which the service answers 404.
 */
function webPageOf(url, repoExists) {
    const m = /^\/([^/?#]+)\/([^/?#]+)(?:\/([^?#]*?))?\/?(?:[?#].*)?$/.exec(url);
    if (!m)
        return undefined;
    let owner, repo;
    try {
        [owner, repo] = [decodeURIComponent(m[1]), decodeURIComponent(m[2])];
    }
    catch {
        return undefined; // not valid percent-encoding: no such repository
    }
    const rest = m[3] ?? '';
    const alert = /^security\/code-scanning\/(\d{1,9})$/.exec(rest);
    if (alert)
        return alertPagePath(owner, repo, Number(alert[1]));
    // A file or a commit: its page says itself when the repository, the ref or the file is not there.
    const blob = /^blob\/(.+)$/.exec(rest);
    // No dot segment: the address it redirects to stays under the file pages.
    if (blob?.[1].split('/').some((s) => s === '.' || s === '..'))
        return undefined;
    if (blob)
        return `${ADMIN_PREFIX}/blob/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/${blob[1]}`;
    const commit = /^commit\/([0-9a-fA-F]{7,40})$/.exec(rest);
    if (commit)
        return commitPagePath(owner, repo, commit[1]);
    const section = WEB_SECTIONS.find(([pattern]) => pattern.test(rest));
    if (!section || !repoExists(owner, repo))
        return undefined;
    const filtered = `${ADMIN_PREFIX}/?q=${encodeURIComponent(`${owner}/${repo}`.toLowerCase())}`;
    if (section[1] === '')
        return filtered;
    return section[1] === 's-alerts' ? `${filtered}#s-alerts` : `${ADMIN_PREFIX}/#${section[1]}`;
}
/** A repository's web pages (the path after `/{owner}/{repo}/`) and the dashboard section that shows the same. */
const WEB_SECTIONS = [
    [/^$/, ''], // the repository's home: the dashboard, its alerts filtered to it
    [/^security\/code-scanning$/, 's-alerts'],
    [/^actions\/runs\/\d{1,12}(?:\/.*)?$/, 's-runs'],
    [/^(?:settings\/pages|deployments(?:\/.*)?)$/, 's-pages'],
    [/^settings\/keys$/, 's-keys'],
];
const alertPagePath = (owner, repo, number) => `${ADMIN_PREFIX}/alerts/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/${number}`;
function alertAt(ctx, p) {
    const repo = ctx.store.read((s) => findRepo(s, p.owner, p.repo));
    if (!repo)
        throw new service_error_ServiceError(404, `No repository ${p.owner}/${p.repo}`);
    return { repo, alert: alertOf(ctx, repo, p.number) };
}
/** The file's page at the alert's line: at its commit when that is the one the state holds, else its branch's. */
function sourceLink(repo, sha, path, line) {
    const head = repo.commits[repo.commits.length - 1]?.sha;
    return `${blobPagePath(repo.owner, repo.name, sha === head ? sha : repo.defaultBranch, path)}#L${line}`;
}
const row = (label, value) => `<tr><th scope="row">${esc(label)}</th><td>${value}</td></tr>`;
const code = (v) => `<code>${esc(v)}</code>`;
function alertHtml(ctx, repo, a) {
    const shown = render(ctx, repo, a, shownRef(repo, a), false);
    const i = shown.most_recent_instance;
    const loc = i.location;
    const lines = loc.end_line > loc.start_line ? `${loc.start_line}-${loc.end_line}` : `${loc.start_line}`;
    const severity = a.rule.security_severity_level
        ? `${esc(a.rule.security_severity_level)} (security severity; level ${esc(a.rule.severity)})`
        : esc(a.rule.severity);
    const dismissed = a.dismissed
        ? row('dismissed', `${esc(a.dismissed.reason)} by ${esc(a.dismissed.by)} at ${esc(a.dismissed.at)}${a.dismissed.comment ? `: ${esc(a.dismissed.comment)}` : ''}`)
        : '';
    const instances = Object.values(a.instances).map((x) => `<tr><td>${code(x.ref)}</td><td>${esc(x.state)}</td><td>${code(x.category || '(none)')}</td><td>${code(x.commit_sha.slice(0, 12))}</td><td>${code(`${x.location.path}:${x.location.start_line}`)}</td><td>${esc(x.message.text)}</td></tr>`);
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Alert ${a.number} · ${esc(fullName(repo))} · sarif-pipeline emulator</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="${ADMIN_PREFIX}/dashboard.css"></head>
<body>
<header><h1>${esc(fullName(repo))}: alert ${a.number}, ${esc(shown.state)}</h1><span><a href="${ADMIN_PREFIX}/#s-alerts">all alerts (dashboard)</a></span></header>
<main>
<section><h2>${esc(a.rule.description)}</h2>
<table class="alert">
${row('rule', `${code(a.rule.id)}${a.rule.name !== a.rule.id ? ` (${esc(a.rule.name)})` : ''}`)}
${row('severity', severity)}
${row('tool', `${esc(a.tool.name)}${a.tool.version ? ` ${esc(a.tool.version)}` : ''}`)}
${row('where', `<a href="${esc(sourceLink(repo, i.commit_sha, loc.path, loc.start_line))}">${code(`${loc.path}:${lines}`)}</a> on ${code(i.ref)} at ${code(i.commit_sha.slice(0, 12))}`)}
${row('message', esc(i.message.text))}
${a.rule.tags?.length ? row('tags', a.rule.tags.map(code).join(' ')) : ''}
${row('created', esc(a.createdAt))}
${row('updated', esc(a.updatedAt))}
${shown.fixed_at ? row('fixed', esc(shown.fixed_at)) : ''}
${dismissed}
${row('API', `<a href="${esc(shown.url)}">${esc(shown.url)}</a>`)}
</table></section>
${a.rule.full_description !== a.rule.description ? `<section><h2>About the rule</h2><p>${esc(a.rule.full_description)}</p></section>` : ''}
${a.rule.help ? `<section><h2>Help</h2><pre>${esc(a.rule.help)}</pre></section>` : ''}
<section><h2>Instances (${instances.length})</h2>
<table><thead><tr><th>ref</th><th>state</th><th>category</th><th>commit</th><th>location</th><th>message</th></tr></thead>
<tbody>${instances.join('')}</tbody></table></section>
</main></body></html>`;
}

;// CONCATENATED MODULE: ./src/emulator/admin/dashboard.ts
/**
 * The dashboard at /_emulator/: one server-rendered page (no build step, no CDN; its script and style served as
 * files, /_emulator/dashboard.js and .css, under a CSP without inline code). Sections with anchors (a menu at the
 * top); the alert table is paged, filtered and sorted by the server (/_emulator/alerts as JSON, the same page as
 * HTML from /_emulator/sections/alerts), with counts by severity as a bar. The small script keeps it live by
 * polling /_emulator/versions (a few short strings) and re-fetching only a section whose version changed, appends
 * the request journal live (server-sent events), draws the charts as inline SVG, and adds or removes faults and
 * resets through the admin API. The page is only served to holders of the admin token (routes.ts).
 */





/** Only http(s) links: anything else is shown as text. */
const dashboard_link = (url, text) => /^https?:\/\//.test(url) ? `<a href="${esc(url)}">${esc(text)}</a>` : esc(text);
const statusCell = (s) => `<span class="status ${esc(s)}">${esc(s)}</span>`;
const severityCell = (s) => `<span class="sev sev-${SEVERITIES.includes(s) ? s : 'none'}">${esc(s)}</span>`;
/** The sections the page refreshes one by one, each as its version says (the menu's anchors are theirs). */
const SECTION_NAMES = [
    'storage',
    'uploads',
    'alerts',
    'pages',
    'bindings',
    'keys',
    'faults',
    'tokens',
];
const NAV = [
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
function storageSection(o) {
    const storage = o.storage;
    if (storage.state === 'ok')
        return `<div data-section="storage" hidden></div>`;
    return `<section id="storage" data-section="storage" class="storage-problem" role="alert"><h2>${storage.state === 'full'
        ? 'Disk full: changes are refused'
        : 'State directory failing: changes are refused'}</h2><p>${esc(storage.message)} (since ${esc(storage.since)}). Requests that change something are answered ${storage.state === 'full' ? '507' : '503'} and change nothing; nothing acknowledged is lost. Writes resume by themselves once ${storage.state === 'full' ? 'space is freed' : 'the problem is fixed'}.</p></section>`;
}
/** The counts by severity as one bar (inline SVG: no style attribute, which the CSP would refuse) and a legend. */
function severityBar(p) {
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
<ul class="legend" id="severity-counts">${SEVERITIES.map((s) => `<li><button type="button" data-severity="${s}" class="sev sev-${s}${p.query.severity === s ? ' chosen' : ''}" title="show only ${s}">${s}</button> <span data-count="${s}">${p.bySeverity[s].toLocaleString('en')}</span></li>`).join('')}${p.query.severity ? '<li><button type="button" data-severity="">all severities</button></li>' : ''}</ul>`;
}
/** The part of the alert section that a new page, filter or sort replaces (the controls above it stay). */
function renderAlerts(p) {
    const q = p.query;
    const headers = [
        ['repository', 'repo'],
        ['#', 'number'],
        ['rule', 'rule'],
        ['severity', 'severity'],
        ['tool', 'tool'],
        ['state', 'state'],
        ['location', 'path'],
        ['message', null],
    ];
    const th = ([label, key]) => {
        if (key === null)
            return `<th>${esc(label)}</th>`;
        const on = q.sort === key;
        const aria = on ? ` aria-sort="${q.direction === 'asc' ? 'ascending' : 'descending'}"` : '';
        return `<th${aria}><button type="button" data-sort="${key}">${esc(label)}${on ? (q.direction === 'asc' ? ' ▲' : ' ▼') : ''}</button></th>`;
    };
    const first = (q.page - 1) * q.perPage;
    const pager = p.matching === 0
        ? ''
        : `<nav class="pager" aria-label="alert pages"><button type="button" data-page="1"${q.page === 1 ? ' disabled' : ''}>« first</button> <button type="button" data-page="${q.page - 1}"${q.page === 1 ? ' disabled' : ''}>‹ previous</button> <span id="alert-range">${(first + 1).toLocaleString('en')}–${(first + p.alerts.length).toLocaleString('en')} of ${p.matching.toLocaleString('en')}, page ${q.page} of ${p.pages}</span> <button type="button" data-page="${q.page + 1}"${q.page >= p.pages ? ' disabled' : ''}>next ›</button> <button type="button" data-page="${p.pages}"${q.page >= p.pages ? ' disabled' : ''}>last »</button></nav>`;
    const rows = p.alerts.map((a) => `<tr><td>${esc(a.repo)}</td><td><a href="${esc(alertPagePath(...a.repo.split('/'), a.number))}">${a.number}</a></td><td><code>${esc(a.rule)}</code></td><td>${severityCell(a.severity)}</td><td>${esc(a.tool)}</td><td>${statusCell(a.state)}</td><td><code>${esc(a.path)}</code></td><td>${esc(a.message)}</td></tr>`);
    const body = p.total === 0
        ? `<p class="empty" id="alerts">No alert.</p>`
        : p.matching === 0
            ? `<p class="empty" id="alerts">No alert matches the filters (${p.total.toLocaleString('en')} in all).</p>`
            : `<table id="alerts" data-total="${p.total}" data-matching="${p.matching}"><thead><tr>${headers.map(th).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
    return `<div data-section="alerts" data-tools="${esc(JSON.stringify(p.tools))}" data-states="${esc(JSON.stringify(p.states))}">
<h2>Code-scanning alerts (<span id="alert-total">${p.total.toLocaleString('en')}</span>)</h2>
${severityBar(p)}${pager}${body}${p.alerts.length > 20 ? pager : ''}</div>`;
}
function alertsSection(p) {
    const opt = (v, label, chosen) => `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(label)}</option>`;
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
function renderSection(name, o, faults, alerts) {
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
function uploadsSection(o) {
    return `<section id="s-uploads" data-section="uploads"><h2>SARIF uploads (${(0,format/* formatCount */.B4)(o.uploads.length)})</h2>${newest('uploads', ['id', 'repository', 'ref', 'status', 'errors', 'received'], o.uploads, (u) => [
        `<code>${esc(u.id)}</code>`,
        esc(u.repo),
        esc(u.ref),
        statusCell(u.status),
        esc(u.errors.join('; ')),
        esc(u.createdAt),
    ], 'No upload yet.')}</section>`;
}
function pagesSection(o) {
    return `<section id="s-pages" data-section="pages"><h2>Pages</h2>${table('sites', ['repository', 'build type', 'site'], o.sites.map((s) => [esc(s.repo), esc(s.buildType), dashboard_link(s.url, s.url)]), 'No Pages site.')}${newest('deployments', ['id', 'repository', 'environment', 'artifact', 'status', 'history', 'site'], o.deployments, (d) => [
        String(d.id),
        esc(d.repo),
        esc(d.environment),
        esc(`${d.artifact.name ?? '#'}${d.artifact.name ? ` (#${d.artifact.id})` : d.artifact.id}${d.artifact.runId !== null ? `, run ${d.artifact.runId}` : ''}`),
        statusCell(d.status),
        esc(d.history.join(' → ')),
        dashboard_link(d.url, 'open'),
    ], 'No deployment.')}</section>`;
}
/** The workflow runs (`sarif-pipeline run`'s, or any bound to a workflow token) with their jobs, then how each was bound. */
function runsSection(o) {
    return `<section id="s-runs" data-section="bindings"><h2>Workflow runs (${(0,format/* formatCount */.B4)(o.runs.length)})</h2>${newest('runs', ['repository', 'run', 'workflow', 'event', 'ref', 'commit', 'jobs', 'artifacts', 'deployments'], o.runs, (r) => [
        esc(r.repo),
        `${r.id}${r.attempt > 1 ? ` (attempt ${r.attempt})` : ''}`,
        `${esc(r.workflow)}<br><code>${esc(r.workflowPath)}</code>`,
        esc(r.event),
        esc(r.ref),
        `<code>${esc(r.sha.slice(0, 7))}</code>`,
        esc(r.jobs.join(', ')),
        esc(r.artifacts.join(', ')),
        r.deployments.map((d) => `#${d}`).join(', '),
    ], 'No workflow run yet: run one with `sarif-pipeline run`, or bind a token (POST /_emulator/jobs).')}<h3>Job bindings (${(0,format/* formatCount */.B4)(o.bindings.length)})</h3>${newest('bindings', ['time', 'repository', 'run', 'bound by'], o.bindings, (b) => [esc(b.time), esc(b.repository), String(b.runId), esc(b.via)], 'No run bound yet.')}<h3>Caches (${(0,format/* formatCount */.B4)(o.caches.length)})</h3>${newest('caches', ['repository', 'ref', 'key', 'size', 'saved', 'last read'], o.caches, (c) => [
        esc(c.repo),
        esc(c.ref),
        `<code>${esc(c.key)}</code>`,
        esc((0,format/* formatBytes */.z3)(c.size)),
        esc(c.savedAt),
        esc(c.readAt),
    ], 'No cache saved yet (actions/cache and the setup actions save theirs here).')}</section>`;
}
function keysSection(o) {
    return `<section id="s-keys" data-section="keys"><h2>Deploy keys (${(0,format/* formatCount */.B4)(o.deployKeys.length)})</h2>${newest('deploy-keys', ['id', 'repository', 'title', 'access', 'added'], [...o.deployKeys].reverse(), (k) => [String(k.id), esc(k.repo), esc(k.title), k.readOnly ? 'read' : 'read/write', esc(k.createdAt)], 'No deploy key.')}</section>`;
}
function faultsSection(faults) {
    return `<section id="s-faults" data-section="faults"><h2>Faults (${faults.length})</h2>${table('faults', ['id', 'method', 'path', 'effect', 'left', ''], faults.map((f) => [
        String(f.id),
        esc(f.method ?? 'any'),
        `<code>${esc(f.prefix !== undefined ? `prefix ${f.prefix}` : f.glob !== undefined ? `glob ${f.glob}` : `re ${f.path}`)}</code>`,
        esc(effect(f)),
        esc(f.times ?? '∞'),
        `<button data-remove-fault="${f.id}">remove</button>`,
    ]), 'No fault rule.')}</section>`;
}
function tokensSection(o) {
    return `<section id="s-tokens" data-section="tokens"><h2>Tokens of the seed (${o.tokens.length})</h2>${table('tokens', ['token', 'kind', 'of', 'scopes or permissions'], o.tokens.map((t) => [`<code>${esc(t.token)}</code>`, esc(t.kind), esc(t.who), esc(t.grants)]), 'No token.')}</section>`;
}
/** Every section, in the page's order (the charts first: the script draws them into their box). */
function renderSections(o, faults, alerts) {
    return [
        storageSection(o),
        `<section id="s-charts"><h2>Charts</h2><div id="charts" class="charts"><p class="empty">Drawing…</p></div></section>`,
        alertsSection(alerts),
        ...SECTION_NAMES.filter((n) => n !== 'storage' && n !== 'alerts').map((n) => renderSection(n, o, faults, () => alerts)),
    ].join('\n');
}
const dashboard_short = (s) => (0,external_node_crypto_.createHash)('sha1').update(s).digest('base64url').slice(0, 12);
/**
 * The version of each section, and of the charts: what the page polls. The small sections are rendered and hashed
 * (a deployment's status moves with the clock, not only with writes, so a hash of what would be shown is the
 * honest version); the alerts' version is a pass over them without rendering any (alertsVersion).
 */
function versions(ctx) {
    const o = overview(ctx, { alerts: false });
    const faults = ctx.faults.list();
    const alerts = alertsVersion(ctx);
    const out = {};
    for (const n of SECTION_NAMES)
        out[n] =
            n === 'alerts'
                ? alerts
                : dashboard_short(renderSection(n, o, faults, () => {
                    throw new Error('unreachable');
                }));
    out.charts = dashboard_short(`${out.uploads} ${alerts}`);
    return out;
}
function effect(f) {
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
function journalRow(e) {
    return `<tr${e.fault ? ' class="faulted"' : ''}><td>${esc(e.time.slice(11, 23))}</td><td>${esc(e.method)}</td><td><code>${esc(e.url)}</code></td><td>${esc(e.status)}</td><td>${esc(e.ms)} ms</td><td>${esc(e.caller)}</td><td>${e.fault ? `rule ${esc(e.fault)}` : ''}</td></tr>`;
}
function page(ctx, query) {
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
const SEVERITY_COLOURS = {
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
function registerDashboard(admin, ctx) {
    // The alert table's filters, sort and page may come in the address (`/_emulator/?q=acme/webapp#s-alerts`, where
    // a repository's code-scanning web page leads): the page is drawn with them, and its script goes on from them.
    admin.get('/', async (req, reply) => reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', DASHBOARD_CSP)
        .send(page(ctx, alertQuery(req.query))));
    admin.get('/dashboard.js', async (_req, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(SCRIPT));
    admin.get('/dashboard.css', async (_req, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'no-store').send(STYLE));
    // Every section at once (the first page of alerts): the page's <main> as it would be rendered now.
    admin.get('/sections', async (_req, reply) => reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderSections(overview(ctx, { alerts: false }), ctx.faults.list(), alertPage(ctx, alertQuery({})))));
    // One section; for `alerts`, the page the query asks for (page, per_page, severity, state, tool, q, sort,
    // direction). An unknown name is answered as an empty section (no error helper of ours is needed here).
    admin.get('/sections/:name', async (req, reply) => {
        const name = req.params.name;
        const html = SECTION_NAMES.includes(name)
            ? renderSection(name, overview(ctx, { alerts: false }), ctx.faults.list(), () => alertPage(ctx, alertQuery(req.query)))
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

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(42463);
var ajv_default = /*#__PURE__*/__webpack_require__.n(ajv);
// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
;// CONCATENATED MODULE: ./src/emulator/faults.ts
/**
 * Fault injection and the request journal. Faults are rules matched against each request (method and a path
 * pattern): answer a status, delay, drop the connection, send garbage, spend the caller's rate limit, or mark
 * SARIF processing to fail; each may apply a number of times or with a probability. Set them in the seed or at
 * runtime through the admin routes (/_emulator/faults).
 *
 * A rule names its paths by a literal `prefix`, a `glob` (`*` within a segment, `**` across) or a `path` regular
 * expression. Expressions run on RE2 (linear time whatever the pattern), so no rule can stall the event loop; the
 * few constructs RE2 cannot run in linear time (backreferences, lookaround) are refused when the rule is added.
 */

/** Compile a rule's path condition, or throw a message saying what is wrong with it. */
function pathMatcher(rule) {
    const given = ['path', 'prefix', 'glob'].filter((k) => rule[k] !== undefined);
    if (given.length !== 1)
        throw new Error(`give exactly one of path (a regular expression), prefix or glob, not ${given.length}`);
    if (rule.prefix !== undefined) {
        const prefix = rule.prefix;
        return (p) => p.startsWith(prefix);
    }
    const expression = rule.glob !== undefined ? globToRegExp(rule.glob) : rule.path;
    let compiled;
    try {
        compiled = build/* RE2JS */.L3.compile(expression);
    }
    catch (err) {
        throw new Error(`the path expression ${JSON.stringify(expression)} cannot run in linear time or is invalid (${err.message}); use RE2 syntax (no backreferences or lookaround), a prefix or a glob`);
    }
    return (p) => compiled.test(p);
}
function globToRegExp(glob) {
    let out = '^';
    for (let i = 0; i < glob.length; i++) {
        const c = glob[i];
        if (c === '*' && glob[i + 1] === '*') {
            out += '.*';
            i++;
        }
        else if (c === '*')
            out += '[^/]*';
        else if (c === '?')
            out += '[^/]';
        else
            out += build/* RE2JS */.L3.quote(c);
    }
    return `${out}$`;
}
class Faults {
    rules = [];
    nextId = 1;
    journal = [];
    /** Called with each journal entry as it is recorded (the dashboard's live view). */
    listeners = new Set();
    constructor(initial = []) {
        initial.forEach((r) => this.add(r));
    }
    add(rule) {
        const matches = pathMatcher(rule); // throws on a bad condition before anything is stored
        const stored = { ...rule, id: this.nextId++, seed: 0x9e3779b9, matches };
        this.rules.push(stored);
        return publicRule(stored);
    }
    list() {
        return this.rules.map(publicRule);
    }
    clear(id) {
        this.rules = id === undefined ? [] : this.rules.filter((r) => r.id !== id);
    }
    /** The first rule that applies to this request, consuming one of its `times`. */
    match(method, path, purpose = 'request') {
        for (const rule of this.rules) {
            if (rule.method && rule.method.toUpperCase() !== method.toUpperCase())
                continue;
            if (!rule.matches(path))
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
        this.listeners.forEach((l) => l(entry));
        this.journal.push(entry);
        if (this.journal.length > 1000)
            this.journal.shift();
    }
}
function publicRule({ seed: _seed, matches: _matches, ...rule }) {
    return rule;
}

;// CONCATENATED MODULE: ./src/emulator/admin/shapes.ts
/**
 * Shapes of what the admin API and a state directory accept: a whole state, and a fault rule. A body that does not
 * fit is refused (422, or one line at start) with the JSON pointer of the first problem, so a bad request can never
 * leave the emulator answering 500.
 */


const Ajv = (ajv_default())["default"] ?? (ajv_default());
const shapes_ajv = new Ajv({ allErrors: false, strict: true });
const str = { type: 'string' };
const shapes_int = { type: 'integer', minimum: 0 };
const strings = { type: 'array', items: str };
const record = (values) => ({ type: 'object', additionalProperties: values });
const object = (required, optional = {}) => ({
    type: 'object',
    required: Object.keys(required),
    properties: { ...required, ...optional },
});
const shapes_access = { enum: ['read', 'write', 'admin'] };
const repositories = { anyOf: [strings, { const: 'all' }] };
const person = object({ name: str, email: str, date: str }, { login: str });
const STATE_SCHEMA = object({
    ids: record(shapes_int),
    users: { type: 'array', items: object({ id: shapes_int, login: str, password: str }) },
    orgs: {
        type: 'array',
        items: object({ id: shapes_int, login: str, owners: strings, members: strings }, {
            propertySchema: {
                type: 'array',
                items: object({
                    property_name: str,
                    value_type: { enum: ['string', 'single_select', 'multi_select', 'true_false', 'url'] },
                }),
            },
        }),
    },
    repos: {
        type: 'array',
        items: object({
            id: shapes_int,
            owner: str,
            name: str,
            private: { type: 'boolean' },
            archived: { type: 'boolean' },
            advancedSecurity: { type: 'boolean' },
            defaultBranch: str,
            collaborators: record({ enum: ['read', 'triage', 'write', 'maintain', 'admin'] }),
            files: { type: 'array', items: object({ path: str, content: str }) },
            commits: {
                type: 'array',
                items: object({ sha: str, message: str, author: person, committer: person, parents: strings }),
            },
            customProperties: record({ anyOf: [str, strings, { type: 'null' }] }),
        }),
    },
    tokens: record({
        type: 'object',
        required: ['kind'],
        properties: {
            kind: { enum: ['classic', 'fine-grained', 'installation', 'workflow', 'oauth'] },
            scopes: strings,
            repositories,
            permissions: record(shapes_access),
        },
    }),
    oauthApps: { type: 'array', items: object({ name: str, url: str, clientId: str, clientSecret: str }) },
    // Each route module's records: an object, or a list (the code scanning status reports).
    areas: record({ anyOf: [{ type: 'object' }, { type: 'array' }] }),
});
const FAULT_SCHEMA = {
    type: 'object',
    additionalProperties: false,
    properties: {
        method: { type: 'string', pattern: '^[A-Za-z]+$' },
        path: str,
        prefix: str,
        glob: str,
        status: { type: 'integer', minimum: 100, maximum: 599 },
        delayMs: { type: 'integer', minimum: 0, maximum: 600_000 },
        dribble: { type: 'boolean' },
        connection: { enum: ['reset', 'empty', 'garbage'] },
        spendRateLimit: { type: 'boolean' },
        failProcessing: { type: 'boolean' },
        times: { type: 'integer', minimum: 1 },
        probability: { type: 'number', minimum: 0, maximum: 1 },
    },
};
const validateState = shapes_ajv.compile(STATE_SCHEMA);
const validateFault = shapes_ajv.compile(FAULT_SCHEMA);
/** The first problem, as `<pointer>: <message>`; undefined when the value fits. */
function problem(validate, value) {
    if (validate(value))
        return undefined;
    return describe((validate.errors ?? [])[0]);
}
function describe(e) {
    if (!e)
        return 'not the expected shape';
    const at = e.instancePath || '/';
    if (e.keyword === 'additionalProperties')
        return `${at}: unknown property ${JSON.stringify(e.params.additionalProperty)}`;
    if (e.keyword === 'required')
        return `${at}: missing property ${JSON.stringify(e.params.missingProperty)}`;
    if (e.keyword === 'enum')
        return `${at}: must be one of ${e.params.allowedValues.join(', ')}`;
    return `${at}: ${e.message ?? 'not the expected shape'}`;
}
function stateProblem(value) {
    return problem(validateState, value);
}
function faultProblem(value) {
    const shape = problem(validateFault, value);
    if (shape)
        return shape;
    try {
        pathMatcher(value);
        return undefined;
    }
    catch (err) {
        return err.message;
    }
}

;// CONCATENATED MODULE: ./src/emulator/admin/routes.ts







function registerAdmin(app, ctx, o) {
    app.register(async (admin) => {
        admin.addHook('onRequest', adminGuard(ctx, o.token));
        // Routes for every preflight, so that the guard refuses each one (rather than a plain 404).
        admin.options('/', async () => undefined);
        admin.options('/*', async () => undefined);
        stateRoutes(admin, ctx, o);
        faultRoutes(admin, ctx);
        journalRoutes(admin, ctx);
        // Bind a workflow token to the job a test runs (run id, sha, ref, ...): answers the run and the runner's variables.
        admin.post('/jobs', async (req, reply) => reply.code(201).send(await bindJob(ctx, req.body)));
        registerDashboard(admin, ctx);
        registerAlertPage(admin, ctx);
        registerRepoPages(admin, ctx);
    }, { prefix: ADMIN_PREFIX });
}
/**
 * Every admin request: the admin token (header, or the cookie the printed URL trades it for, same-origin only);
 * every answer not to be embedded, sniffed, cached or read by another origin.
 */
function adminGuard(ctx, token) {
    return async (req, reply) => {
        // Not to be embedded, sniffed or loaded by another origin (not even as a no-cors script or image), nor cached.
        // No route here sets CORS headers: another origin reads nothing.
        reply.header('cross-origin-resource-policy', 'same-origin');
        reply.header('x-content-type-options', 'nosniff');
        reply.header('x-frame-options', 'DENY');
        reply.header('cache-control', 'no-store');
        // A CORS preflight is the browser asking whether another origin may send what a page cannot send unasked (the
        // admin header, a JSON body): never.
        if (req.method === 'OPTIONS')
            throw new service_error_ServiceError(403, ADMIN_CROSS_ORIGIN);
        // Opening the printed URL (…/_emulator/?token=…) trades the token for a cookie and drops it from the URL.
        const query = req.query;
        if (req.method === 'GET' && typeof query.token === 'string') {
            if (query.token !== token)
                throw new service_error_ServiceError(401, 'Wrong admin token');
            // Back to the page asked for (a link to an alert's page, the dashboard filtered), the token left out.
            const [path, search = ''] = req.url.split('?', 2);
            const rest = new URLSearchParams(search);
            rest.delete('token');
            const back = String(rest) ? `${path}?${rest}` : path;
            return reply.header('set-cookie', adminCookie(token)).redirect(back, 303);
        }
        const how = adminAuth(req, token);
        if (!how) {
            throw new service_error_ServiceError(401, 'The admin API needs the admin token that `sarif-pipeline serve` prints (and writes to <state dir>/admin-token): send it as Authorization: Bearer <token>, or open the printed dashboard URL');
        }
        if (how === 'cookie') {
            const problem = cookieRequestProblem(req, ctx.config.origin);
            if (problem)
                throw new service_error_ServiceError(403, problem);
        }
    };
}
/** The whole state: read, replaced (then its pending work resumed), reset to the seed. */
function stateRoutes(admin, ctx, o) {
    admin.get('/state', async () => ctx.store.snapshot());
    admin.put('/state', async (req, reply) => {
        const problem = stateProblem(req.body);
        if (problem)
            throw new service_error_ServiceError(422, `Invalid state: ${problem}`);
        ctx.store.replace(req.body);
        o.resume();
        return reply.code(204).send();
    });
    admin.post('/reset', async (_req, reply) => {
        ctx.store.replace(o.initial);
        o.resume();
        ctx.faults.clear();
        o.rateLimits.reset();
        return reply.code(204).send();
    });
}
/** Fault rules: listed, added, cleared all or one. */
function faultRoutes(admin, ctx) {
    admin.get('/faults', async () => ctx.faults.list());
    admin.post('/faults', async (req, reply) => {
        const problem = faultProblem(req.body);
        if (problem)
            throw new service_error_ServiceError(422, `Invalid fault rule: ${problem}`);
        return reply.code(201).send(ctx.faults.add(req.body));
    });
    admin.delete('/faults', async (_req, reply) => {
        ctx.faults.clear();
        return reply.code(204).send();
    });
    admin.delete('/faults/:id', async (req, reply) => {
        if (!/^\d{1,9}$/.test(req.params.id))
            throw new service_error_ServiceError(422, 'A fault rule id is a positive integer');
        ctx.faults.clear(Number(req.params.id));
        return reply.code(204).send();
    });
}
/** The request journal, whole or as it grows (server-sent events, one rendered table row per answered request). */
function journalRoutes(admin, ctx) {
    admin.get('/requests', async () => ctx.faults.journal);
    admin.get('/requests/live', (req, reply) => {
        reply.hijack();
        reply.raw.writeHead(200, {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-store',
            connection: 'keep-alive',
        });
        reply.raw.write(': journal\n\n');
        const send = (e) => {
            reply.raw.write(`data: ${journalRow(e).replace(/[\r\n]/g, ' ')}\n\n`);
        };
        ctx.faults.listeners.add(send);
        req.raw.on('close', () => ctx.faults.listeners.delete(send));
    });
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
            throw new service_error_ServiceError(403, `API rate limit exceeded for ${key.replace(/^token:.*/, 'this token')}.`, {
                headers: { 'retry-after': String(retry) },
            });
        }
    }
    /** The caller's budgets as they stand, without counting a request (GET /rate_limit); sets the core headers. */
    peek(key, authenticated, reply) {
        const view = (resource) => {
            const b = this.bucket(key, resource, authenticated);
            return { limit: b.limit, used: b.used, remaining: Math.max(0, b.limit - b.used), reset: b.resetAt };
        };
        this.headers(this.bucket(key, 'core', authenticated), 'core', reply);
        return { core: view('core'), search: view('search') };
    }
    /**
     * Give back the request `take` counted (an authorized request answered 304 Not Modified does not count against
     * the limit, as the service documents for conditional requests); sets the headers again.
     */
    refund(key, resource, authenticated, reply) {
        const bucket = this.bucket(key, resource, authenticated);
        if (bucket.used > 0)
            bucket.used--;
        this.headers(bucket, resource, reply);
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

;// CONCATENATED MODULE: ./src/emulator/pages/artifacts.ts
/**
 * The emulator's own artifact store, `PUT|GET /_artifacts/{owner}/{repo}/{name}` on the root app (not part of
 * the REST API): a place a deployment can take its artifact from by URL, besides the run artifacts of the
 * runner's artifact service (actions/artifact-service.ts). Put with a workflow token, an artifact belongs to that
 * token's run (one per run and name, as the old artifact service keeps them); put with another token, to no run.
 */










const ARTIFACTS = '/_artifacts';
const ARTIFACT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** The artifacts of a repository in the emulator's store. */
const artifactsOf = (ctx, repo) => readArea(ctx, (a) => a.artifacts.filter((x) => x.repoId === repo.id && !x.pending));
const artifactUrl = (ctx, repo, name) => `${ctx.config.origin}${ARTIFACTS}/${repo.owner}/${repo.name}/${encodeURIComponent(name)}`;
/**
 * The artifact named `name` of one run (`runId`), or, with no run, the one put in the store without a workflow
 * token: a name is never looked up across runs.
 */
function runArtifact(ctx, repo, runId, name) {
    return artifactAt(ctx, artifactWhere(ctx, (x) => x.repoId === repo.id && x.runId === runId && x.name === name && !x.pending));
}
/** Artifact `id` of a repository (not pending). */
const artifactWithId = (ctx, repoId, id) => artifactAt(ctx, artifactWhere(ctx, (x) => x.repoId === repoId && x.id === id && !x.pending));
/**
 * Where the first artifact `match` takes is in the list (-1: nowhere), found past the change tracker, whose proxies
 * made a scan of every artifact cost a trap each (an upload's cost grew with the artifacts kept).
 */
const artifactWhere = (ctx, match) => ctx.store.peek((s) => (s.areas.pages?.artifacts ?? []).findIndex(match));
/**
 * Artifact `id` taken out of the list (its bytes are the caller's to remove): found past the tracker and removed as
 * one operation, where a new list without it was written whole to the journal (a deletion among 4,000 artifacts
 * cost 14 ms and 1.2 MB of journal).
 */
function removeArtifact(ctx, id) {
    const at = artifactWhere(ctx, (x) => x.id === id);
    if (at >= 0)
        writeArea(ctx, (a) => ctx.store.removeAt(a.artifacts, at));
}
/** The artifact at `at` of the list, read through the tracker. */
const artifactAt = (ctx, at) => (at < 0 ? undefined : readArea(ctx, (a) => a.artifacts[at]));
/** How a version of a stored artifact is named: `<id>.<random>.bin`. */
const VERSION_SUFFIX = '.bin';
const VERSION_FILE = /^\d+\.[0-9a-f]{12}\.bin$/;
/**
 * The files a put left behind when it was not acknowledged (a crash between writing them and saving the record):
 * versions no record names, and half-written `.tmp` files. Run at start, before any request.
 */
async function removeUnsavedVersions(ctx) {
    const dir = (0,external_node_path_.join)(runtime(ctx).dataDir, 'artifacts');
    // Peeked, not read through the area: a start that changes nothing records nothing.
    const named = ctx.store.peek((s) => new Set((s.areas.pages?.artifacts ?? []).map((x) => x.file)));
    const names = await (0,promises_.readdir)(dir).catch(() => []);
    for (const name of names)
        if ((VERSION_FILE.test(name) && !named.has((0,external_node_path_.join)(dir, name))) || name.endsWith('.bin.tmp'))
            await (0,promises_.rm)((0,external_node_path_.join)(dir, name), { force: true }).catch(() => { });
}
/** The artifact store's routes, on the root app. */
function registerArtifactStore(app, ctx) {
    app.addHook('onReady', () => removeUnsavedVersions(ctx));
    // Artifact bytes are taken as they come, whatever the content type (JSON included), in this scope only.
    app.register(async (scope) => {
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
        scope.put(`${ARTIFACTS}/:owner/:repo/:name`, async (req, reply) => {
            req.caller = identify(ctx, req);
            const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, area_WRITE);
            const name = req.params.name;
            if (!ARTIFACT_NAME.test(name)) {
                throw validationFailed([{ resource: 'Artifact', field: 'name', code: 'invalid', message: 'invalid artifact name' }], `Artifact name ${JSON.stringify(name)} is invalid: use letters, digits, ".", "_" and "-" (at most 128)`);
            }
            const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
            if (bytes.length === 0) {
                throw new service_error_ServiceError(400, 'The artifact is empty: send its bytes as the request body');
            }
            const rt = runtime(ctx);
            const caller = req.caller;
            const run = caller.type === 'token' ? callerRun(ctx, caller.secret, caller.token) : undefined;
            const existing = runArtifact(ctx, repo, run?.id, name);
            const id = existing?.id ?? ctx.store.write(() => ctx.store.nextId('pagesArtifact'));
            // Each version its own file, named by the record only once that is saved: a put that is not acknowledged
            // (refused, or cut by a crash) leaves the artifact as it was; a deployment reading it never sees half of one.
            const file = (0,external_node_path_.join)(rt.dataDir, 'artifacts', `${id}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}${VERSION_SUFFIX}`);
            await replaceDurably(file, bytes);
            const record = {
                id,
                repoId: repo.id,
                ...(run ? { runId: run.id } : {}),
                name,
                size: bytes.length,
                sha256: (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex'),
                file,
                uploadedBy: actorLogin(req.caller, ctx.config.vendor),
                createdAt: iso(Date.now()),
            };
            try {
                // In place: the change is one record (replacing the list wrote all of it to the journal, each put).
                const at = artifactWhere(ctx, (x) => x.repoId === repo.id && x.runId === run?.id && x.name === name);
                writeArea(ctx, (a) => {
                    if (at < 0)
                        a.artifacts.push(record);
                    else
                        a.artifacts[at] = record;
                });
            }
            catch (err) {
                await (0,promises_.rm)(file, { force: true }).catch(() => { });
                throw err;
            }
            if (existing && existing.file !== file)
                await (0,promises_.rm)(existing.file, { force: true }).catch(() => { });
            return reply.code(existing ? 200 : 201).send({
                id,
                name,
                size: record.size,
                sha256: record.sha256,
                url: artifactUrl(ctx, repo, name),
                created_at: record.createdAt,
            });
        });
        scope.get(`${ARTIFACTS}/:owner/:repo/:name`, async (req, reply) => {
            req.caller = identify(ctx, req);
            const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, {
                ...area_READ,
                authenticated: true,
            });
            const caller = req.caller;
            const run = caller.type === 'token' ? callerRun(ctx, caller.secret, caller.token) : undefined;
            const artifact = runArtifact(ctx, repo, run?.id, req.params.name);
            if (!artifact || !(0,external_node_fs_.existsSync)(artifact.file)) {
                throw new service_error_ServiceError(404, `No artifact ${req.params.name} in ${fullName(repo)}`);
            }
            return reply.type('application/octet-stream').send((0,external_node_fs_.createReadStream)(artifact.file));
        });
    });
}

;// CONCATENATED MODULE: ./src/emulator/actions/blob-storage.ts
/**
 * The blob storage behind the signed URLs the runner's services hand out (`/_blobs/...?se=…&sig=…`), as the
 * clients' Azure SDK and HTTP code talk to it: Put Block and Put Block List (what `BlockBlobClient.uploadStream`
 * sends), Put Blob (`uploadFile` of a small file), and Get Blob, whole or by `Range` / `x-ms-range`. Each kind of
 * blob (a run's artifact, a cache entry) says where its bytes live and whether one may be written or read now;
 * a URL signed for one blob of one kind opens no other.
 */






const BLOBS = '/_blobs';
/** How long a signed URL opens its blob. */
const SIGNED_URL_SECONDS = 3600;
/** A signed URL of one blob, valid for an hour: what the client uploads to or downloads from. */
function signedBlobUrl(ctx, kind, id) {
    const se = Math.floor(Date.now() / 1000) + SIGNED_URL_SECONDS;
    return `${ctx.config.origin}${BLOBS}/${kind.path}${id}?se=${se}&sig=${signature(secretOf(ctx), kind, id, se)}`;
}
const signature = (secret, kind, id, se) => (0,external_node_crypto_.createHmac)('sha256', secret).update(`${kind.path}${id}:${se}`).digest('base64url');
function checkSignature(ctx, kind, id, query) {
    const se = Number(query.se);
    const given = Buffer.from(String(query.sig ?? ''));
    const expected = Buffer.from(signature(secretOf(ctx), kind, id, se));
    if (!Number.isSafeInteger(se) || given.length !== expected.length || !(0,external_node_crypto_.timingSafeEqual)(given, expected))
        throw new service_error_ServiceError(403, 'Server failed to authenticate the request: the signature does not match');
    if (se < Date.now() / 1000)
        throw new service_error_ServiceError(403, 'Server failed to authenticate the request: the signed URL has expired');
}
/** The key of an emulator's signed URLs: per process, so a signed URL does not outlive it. */
const secrets = new WeakMap();
function secretOf(ctx) {
    let secret = secrets.get(ctx);
    if (!secret)
        secrets.set(ctx, (secret = (0,external_node_crypto_.randomBytes)(32)));
    return secret;
}
/** The storage's routes for these kinds: bytes as they come, whatever the content type, in this scope only. */
function registerBlobStorage(scope, ctx, kinds) {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 * 1024 }, (_req, body, done) => done(null, body));
    // Fastify answers HEAD with the GET route (Get Blob Properties: the same headers, no body).
    for (const kind of kinds) {
        scope.put(`${BLOBS}/${kind.path}:id`, (req, reply) => putBlob(ctx, kind, req, reply));
        scope.get(`${BLOBS}/${kind.path}:id`, (req, reply) => getBlob(ctx, kind, req, reply));
    }
}
/** An error as Azure's blob storage answers it: XML, and the code in a header too. */
function azureError(reply, status, code, message) {
    return reply
        .code(status)
        .header('x-ms-error-code', code)
        .type('application/xml')
        .send(`<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}
const azureHeaders = () => ({
    'x-ms-request-id': (0,external_node_crypto_.randomBytes)(16).toString('hex'),
    'x-ms-version': '2025-01-05',
});
/** PUT a blob that may be written: Put Block (`comp=block`), Put Block List (`comp=blocklist`) or Put Blob. */
async function putBlob(ctx, kind, req, reply) {
    const id = Number(req.params.id);
    checkSignature(ctx, kind, id, req.query);
    const file = kind.writable(ctx, id);
    if (!file)
        return azureError(reply, 409, 'BlobImmutable', 'This blob is finalized and cannot change.');
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const comp = req.query.comp;
    if (comp === 'block')
        return putBlock(req, reply, file, body);
    if (comp === 'blocklist')
        return putBlockList(reply, kind, file, body);
    if (comp !== undefined)
        return azureError(reply, 400, 'InvalidQueryParameterValue', `comp=${comp}`);
    if (body.length > kind.maxBytes)
        return azureError(reply, 413, 'RequestBodyTooLarge', 'The blob is too large.');
    await replaceDurably(file, body);
    return blobWritten(reply, `"0x${Date.now().toString(16)}"`);
}
/** 201 for a blob written: the request's headers, its ETag, and the time. */
function blobWritten(reply, etag) {
    return reply
        .code(201)
        .headers({ ...azureHeaders(), etag, 'last-modified': new Date().toUTCString() })
        .send();
}
const blocksDir = (file) => `${file}.blocks`;
/** A blob's bytes and whatever an upload cut short left beside them (its blocks, its half-joined file). */
async function removeBlob(file) {
    await Promise.all([file, `${file}.tmp`, blocksDir(file)].map((f) => (0,promises_.rm)(f, { recursive: true, force: true })));
}
/** Put Block: one block, kept apart under its id until the block list commits it. */
async function putBlock(req, reply, file, body) {
    const blockId = req.query.blockid;
    if (!blockId || !/^[A-Za-z0-9+/=]{1,128}$/.test(blockId))
        return azureError(reply, 400, 'InvalidQueryParameterValue', 'blockid');
    await (0,promises_.mkdir)(blocksDir(file), { recursive: true });
    await (0,promises_.writeFile)((0,external_node_path_.join)(blocksDir(file), Buffer.from(blockId).toString('hex')), body);
    return reply.code(201).headers(azureHeaders()).send();
}
/** Put Block List: the listed blocks, in order, become the blob's bytes (at most the kind's maxBytes). */
async function putBlockList(reply, kind, file, body) {
    const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map((m) => m[1]);
    await (0,promises_.writeFile)(`${file}.tmp`, '');
    let total = 0;
    for (const blockId of ids) {
        let block;
        try {
            block = await (0,promises_.readFile)((0,external_node_path_.join)(blocksDir(file), Buffer.from(blockId).toString('hex')));
        }
        catch {
            return azureError(reply, 400, 'InvalidBlockList', `The block ${blockId} was not uploaded.`);
        }
        total += block.length;
        if (total > kind.maxBytes)
            return azureError(reply, 413, 'RequestBodyTooLarge', 'The blob is too large.');
        await (0,promises_.appendFile)(`${file}.tmp`, block);
    }
    await syncFile(`${file}.tmp`);
    await renameDurably(`${file}.tmp`, file);
    await (0,promises_.rm)(blocksDir(file), { recursive: true, force: true });
    return blobWritten(reply, `"0x${(0,external_node_crypto_.createHash)('md5').update(String(total)).digest('hex').slice(0, 16)}"`);
}
/**
 * Get Blob (and its HEAD, Get Blob Properties): a finished blob's bytes, whole, or the one range asked for by
 * `x-ms-range` or `Range` (`bytes=a-b`, `bytes=a-`), as 206 with its Content-Range.
 */
async function getBlob(ctx, kind, req, reply) {
    const id = Number(req.params.id);
    checkSignature(ctx, kind, id, req.query);
    const blob = kind.readable(ctx, id);
    if (!blob)
        return azureError(reply, 404, 'BlobNotFound', 'The specified blob does not exist.');
    reply
        .headers({ ...azureHeaders(), 'accept-ranges': 'bytes', 'x-ms-blob-type': 'BlockBlob' })
        .type(blob.type);
    const asked = req.headers['x-ms-range'] ?? req.headers.range;
    const range = typeof asked === 'string' ? /^bytes=(\d+)-(\d*)$/.exec(asked.trim()) : null;
    if (range) {
        const start = Number(range[1]);
        const end = Math.min(range[2] ? Number(range[2]) : blob.size - 1, blob.size - 1);
        if (start >= blob.size || end < start)
            return azureError(reply, 416, 'InvalidRange', 'The range specified is invalid for the current size of the resource.');
        reply
            .code(206)
            .header('content-range', `bytes ${start}-${end}/${blob.size}`)
            .header('content-length', end - start + 1);
        return req.method === 'HEAD' ? reply.send() : reply.send((0,external_node_fs_.createReadStream)(blob.file, { start, end }));
    }
    reply.header('content-length', blob.size);
    return req.method === 'HEAD' ? reply.send() : reply.send((0,external_node_fs_.createReadStream)(blob.file));
}

;// CONCATENATED MODULE: ./src/emulator/actions/runtime-job.ts




async function jobOfRuntimeToken(ctx, jwt) {
    const claims = await (await issuerFor(ctx)).verifyOwn(jwt, RUNTIME_AUDIENCE).catch(() => undefined);
    if (!claims)
        return undefined;
    const [owner = '', name = ''] = String(claims.repository).split('/');
    const repo = ctx.store.read((s) => findRepo(s, owner, name));
    if (!repo)
        return undefined;
    const jobs = jobsOf(ctx, repo).filter((j) => String(j.run.id) === String(claims.run_id));
    return typeof claims.job_token === 'string'
        ? jobs.find((j) => jobTokenDigest(j.secret) === claims.job_token)
        : jobs[0];
}

;// CONCATENATED MODULE: ./src/emulator/custom-property-schema.ts
/**
 * An organization's custom properties (its schema) and the values its repositories hold: what a definition may say,
 * what a value must be to fit its definition, and the values a repository shows (a required property's default
 * where it holds none). The routes of both levels (routes/custom-properties.ts, routes/org-custom-properties.ts)
 * check through here, so a value refused at one level is refused at the other.
 */

/** Names the service takes: letters, digits and `_ $ # -`, 1 to 75 characters. */
const PROPERTY_NAME = /^[A-Za-z0-9_$#-]{1,75}$/;
const VALUE_TYPES = [
    'string',
    'single_select',
    'multi_select',
    'true_false',
    'url',
];
const EDITABLE_BY = ['org_actors', 'org_and_repo_actors'];
const MAX_ALLOWED = 200;
const MAX_VALUE = 75;
/** The 422 of field errors, each message in the answer's own message too (for clients that show only that). */
function refusal(errors) {
    return validationFailed(errors, `Validation Failed: ${errors.map((e) => e.message).join('; ')}`);
}
function reposOf(state, org) {
    const login = org.login.toLowerCase();
    return state.repos.filter((r) => r.owner.toLowerCase() === login);
}
function orgOf(state, repo) {
    const owner = repo.owner.toLowerCase();
    return state.orgs.find((o) => o.login.toLowerCase() === owner);
}
/**
 * The organization's definitions: as written, or (never written: a seed or a state directory from before the
 * schema) one per name its repositories hold, a list of values as a multi-select of the values seen, else a string.
 */
function orgSchema(state, org) {
    if (org.propertySchema)
        return org.propertySchema;
    const seen = new Map();
    for (const repo of reposOf(state, org)) {
        for (const [name, value] of Object.entries(repo.customProperties)) {
            if (Array.isArray(value)) {
                const values = seen.get(name) ?? new Set();
                value.forEach((v) => values.add(v));
                seen.set(name, values);
            }
            else if (!seen.has(name))
                seen.set(name, undefined);
        }
    }
    return [...seen].map(([name, values]) => definition(name, values ? 'multi_select' : 'string', values ? [...values] : null));
}
function definition(name, type, allowed) {
    return {
        property_name: name,
        value_type: type,
        required: false,
        default_value: null,
        description: null,
        allowed_values: allowed,
        values_editable_by: 'org_actors',
    };
}
function findDefinition(schema, name) {
    const n = name.toLowerCase();
    return schema.find((d) => d.property_name.toLowerCase() === n);
}
/** Why `value` does not fit `def`, or undefined when it does (null, unsetting, always fits). */
function valueProblem(def, value) {
    if (value === null)
        return undefined;
    const name = def.property_name;
    switch (def.value_type) {
        case 'multi_select':
            if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
                return `${name} is a multi-select: its value is an array of strings`;
            return value.find((v) => !def.allowed_values?.includes(v)) !== undefined
                ? `${name} takes only the values ${JSON.stringify(def.allowed_values)}`
                : undefined;
        case 'single_select':
            return typeof value === 'string' && def.allowed_values?.includes(value)
                ? undefined
                : `${name} takes one of the values ${JSON.stringify(def.allowed_values)}`;
        case 'true_false':
            return value === 'true' || value === 'false' ? undefined : `${name} takes "true" or "false"`;
        case 'url':
            return typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value)
                ? undefined
                : `${name} takes an http or https URL`;
        default:
            return typeof value === 'string' && value.length <= MAX_VALUE
                ? undefined
                : `${name} takes a string of at most ${MAX_VALUE} characters`;
    }
}
/**
 * The field errors of a list of `{ property_name, value }` against the organization's definitions (`schema`
 * undefined: a repository of a user, which no organization defines anything for; only the shape is checked).
 */
function valuesProblems(schema, properties, orgLogin) {
    const errors = [];
    const error = (i, what, code, message) => errors.push({ resource: 'CustomPropertyValue', field: `properties[${i}].${what}`, code, message });
    properties.forEach((p, i) => {
        const item = (typeof p === 'object' && p !== null ? p : {});
        const name = item.property_name;
        if (typeof name !== 'string' || !PROPERTY_NAME.test(name)) {
            error(i, 'property_name', 'invalid', 'property_name must be 1 to 75 letters, digits, _, $, # or -');
            if (!isShapedValue(item.value))
                error(i, 'value', 'invalid', 'value must be a string, an array of strings, or null to unset');
            return;
        }
        if (!('value' in item)) {
            error(i, 'value', 'missing_field', `${name}: value is required (null unsets it)`);
            return;
        }
        if (!schema) {
            if (!isShapedValue(item.value))
                error(i, 'value', 'invalid', 'value must be a string, an array of strings, or null to unset');
            return;
        }
        const def = findDefinition(schema, name);
        if (!def) {
            error(i, 'property_name', 'invalid', `${name} is not a custom property of ${orgLogin}: define it first (PUT /orgs/${orgLogin}/properties/schema/${name})`);
            return;
        }
        const problem = valueProblem(def, item.value);
        if (problem)
            error(i, 'value', 'invalid', problem);
    });
    return errors;
}
function isShapedValue(v) {
    return (v === null ||
        (typeof v === 'string' && v.length <= MAX_VALUE) ||
        (Array.isArray(v) &&
            v.length <= MAX_ALLOWED &&
            v.every((x) => typeof x === 'string' && x.length <= MAX_VALUE)));
}
/**
 * Set (or, with null, unset) values on a repository, under the definitions' own spelling of each name. Unset
 * values of a required property show its default again.
 */
function applyValues(repo, schema, properties) {
    for (const p of properties) {
        const name = (schema && findDefinition(schema, p.property_name)?.property_name) ?? p.property_name;
        if (p.value === null)
            delete repo.customProperties[name];
        else
            repo.customProperties[name] = p.value;
    }
}
/**
 * The values a repository shows: each value it holds, in the order set, then the default of each required property
 * it holds none of.
 */
function shownValues(schema, repo) {
    const shown = [];
    for (const [property_name, value] of Object.entries(repo.customProperties))
        if (value !== null)
            shown.push({ property_name, value });
    for (const def of schema ?? []) {
        if (def.required &&
            def.default_value !== null &&
            !Object.hasOwn(repo.customProperties, def.property_name))
            shown.push({ property_name: def.property_name, value: def.default_value });
    }
    return shown;
}
/**
 * A definition from a PUT body (or an item of a PATCH of the schema): the description's `custom-property-set-payload`,
 * with the service's rules (a select lists its allowed values, up to 200; a required property has a default that
 * fits it). Missing optional fields take their defaults, as the service says: a definition is replaced whole.
 */
function readDefinition(name, body, field = '') {
    const errors = [];
    const error = (what, code, message) => errors.push({ resource: 'CustomProperty', field: field + what, code, message });
    if (!PROPERTY_NAME.test(name))
        error('property_name', 'invalid', 'property_name must be 1 to 75 letters, digits, _, $, # or -');
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        error('', 'invalid', 'a custom property is a JSON object with a value_type');
        return { errors };
    }
    const b = body;
    const type = b.value_type;
    if (!VALUE_TYPES.includes(type))
        error('value_type', b.value_type === undefined ? 'missing_field' : 'invalid', `value_type is one of ${VALUE_TYPES.join(', ')}`);
    const optional = (key, ok, what) => {
        if (b[key] !== undefined && b[key] !== null && !ok(b[key]))
            error(key, 'invalid', `${key} must be ${what}`);
    };
    optional('required', (v) => typeof v === 'boolean', 'true or false');
    optional('description', (v) => typeof v === 'string' && v.length <= 255, 'a string of at most 255 characters');
    optional('values_editable_by', (v) => EDITABLE_BY.includes(v), EDITABLE_BY.join(' or '));
    optional('require_explicit_values', (v) => typeof v === 'boolean', 'true or false');
    const select = type === 'single_select' || type === 'multi_select';
    const allowed = b.allowed_values ?? null;
    if (select) {
        if (!Array.isArray(allowed) ||
            allowed.length === 0 ||
            allowed.length > MAX_ALLOWED ||
            allowed.some((v) => typeof v !== 'string' || v.length === 0 || v.length > MAX_VALUE) ||
            new Set(allowed).size !== allowed.length)
            error('allowed_values', 'invalid', `a ${type} lists its allowed values: 1 to ${MAX_ALLOWED} distinct strings of 1 to ${MAX_VALUE} characters`);
    }
    else if (allowed !== null)
        error('allowed_values', 'invalid', `a ${type} property takes no allowed_values`);
    if (errors.length > 0)
        return { errors };
    const def = {
        ...definition(name, type, select ? allowed : null),
        required: b.required === true,
        description: b.description ?? null,
        values_editable_by: b.values_editable_by ?? 'org_actors',
        default_value: b.default_value ?? null,
        ...(typeof b.require_explicit_values === 'boolean'
            ? { require_explicit_values: b.require_explicit_values }
            : {}),
    };
    if (def.default_value !== null) {
        const problem = valueProblem(def, def.default_value);
        if (problem)
            error('default_value', 'invalid', `default_value: ${problem}`);
    }
    else if (def.required)
        error('default_value', 'missing_field', 'a required property needs a default_value');
    return errors.length > 0 ? { errors } : { def, errors };
}

;// CONCATENATED MODULE: ./src/emulator/oidc.ts








/**
 * The audience `getIDToken()` gets by default, and the one the Pages deployment expects: the owner's URL in the
 * form of the job's GITHUB_SERVER_URL (`https://github.com/OWNER` on the service).
 */
function defaultAudience(ctx, owner) {
    return `${serverUrl(ctx)}/${owner}`;
}
/** What to put in ACTIONS_ID_TOKEN_REQUEST_URL (it carries a query string, as the runner's does). */
function idTokenRequestUrl(ctx) {
    return `${ctx.config.origin}${ID_TOKEN_PATH}?api-version=2.0`;
}
/** The claims the runner would put in a token for this run and audience. */
function claimsFor(ctx, run, repo, audience) {
    const full = fullName(repo);
    const subject = run.environment
        ? `repo:${full}:environment:${run.environment}`
        : run.eventName === 'pull_request'
            ? `repo:${full}:pull_request`
            : `repo:${full}:ref:${run.ref}`;
    const ownerId = ctx.store.read((s) => findUser(s, repo.owner)?.id ??
        s.orgs.find((o) => o.login.toLowerCase() === repo.owner.toLowerCase())?.id);
    // The values the repository shows (a required property's default where it holds none), as the API lists them.
    const properties = {};
    const shown = ctx.store.read((s) => {
        const org = orgOf(s, repo);
        return shownValues(org && orgSchema(s, org), repo);
    });
    for (const { property_name, value } of shown)
        properties[`repo_property_${property_name}`] = Array.isArray(value) ? value.join(',') : value;
    const workflowRef = `${full}/${run.workflowPath}@${run.ref}`;
    return {
        aud: audience,
        sub: subject,
        repository: full,
        repository_id: String(repo.id),
        repository_owner: repo.owner,
        repository_owner_id: String(ownerId ?? numericId(repo.owner)),
        repository_visibility: repo.private ? 'private' : 'public',
        ref: run.ref,
        ref_type: run.ref.startsWith('refs/tags/') ? 'tag' : 'branch',
        sha: run.sha,
        run_id: String(run.id),
        run_attempt: String(run.attempt),
        actor: run.actor,
        actor_id: String(actorId(ctx, run.actor)),
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
    app.get(oidc_issuer_ID_TOKEN_PATH, async (req, reply) => {
        // As the runner's token service: the version is part of ACTIONS_ID_TOKEN_REQUEST_URL, and required.
        if (req.query['api-version'] === undefined)
            throw new service_error_ServiceError(400, 'No api-version was supplied: use ACTIONS_ID_TOKEN_REQUEST_URL as given (it ends with ?api-version=2.0) and append &audience=');
        const header = req.headers.authorization;
        const bearer = typeof header === 'string' && /^bearer /i.test(header) ? header.slice(7).trim() : '';
        // The runner's request token is the job's runtime token (a JWT of this emulator); the workflow token is taken
        // too, as earlier bindings handed it out.
        let job = bearer.split('.').length === 3 ? await jobOfRuntimeToken(ctx, bearer) : undefined;
        if (!job) {
            const caller = identify(ctx, req);
            if (caller.type !== 'token') {
                throw new service_error_ServiceError(401, 'Requires authentication: send ACTIONS_ID_TOKEN_REQUEST_TOKEN (the job runtime token) as a Bearer token');
            }
            const token = caller.token;
            if (token.kind !== 'workflow')
                throw new service_error_ServiceError(403, 'This token cannot request an OIDC token: send the runtime token of a job with id-token: write (ACTIONS_ID_TOKEN_REQUEST_TOKEN)');
            const repo = ctx.store.read((s) => {
                const [owner = '', name = ''] = token.repository.split('/');
                return findRepo(s, owner, name);
            });
            if (!repo)
                throw new service_error_ServiceError(404, `The workflow's repository ${token.repository} does not exist`);
            job = {
                run: runOf(ctx, caller.secret, token, repo),
                secret: caller.secret,
                token: token,
            };
        }
        const { run, token } = job;
        if (token.permissions.id_token !== 'write') {
            throw new service_error_ServiceError(403, 'This job cannot request an OIDC token: give it the permission id-token: write');
        }
        const repo = run.repo;
        const requested = Array.isArray(req.query.audience) ? req.query.audience[0] : req.query.audience;
        if (requested !== undefined && (requested.length === 0 || requested.length > 512)) {
            throw new service_error_ServiceError(400, 'audience must be a non-empty string of at most 512 characters');
        }
        const audience = requested ?? defaultAudience(ctx, repo.owner);
        const issuer = await issuerFor(ctx);
        const value = await issuer.sign(claimsFor(ctx, run, repo, audience));
        reply.header('cache-control', 'no-store');
        return { value };
    });
}

;// CONCATENATED MODULE: ./src/emulator/actions/results-twirp.ts




/** Twirp's error shape: `{ code, msg }` with its HTTP status. */
class TwirpError extends Error {
    status;
    code;
    constructor(status, code, message) {
        super(message);
        this.status = status;
        this.code = code;
    }
}
async function jobOf(ctx, req) {
    const header = req.headers.authorization;
    const token = typeof header === 'string' && /^bearer /i.test(header) ? header.slice(7).trim() : '';
    if (!token)
        throw new TwirpError(401, 'unauthenticated', 'send the job runtime token (ACTIONS_RUNTIME_TOKEN) as Bearer');
    let claims;
    try {
        claims = await (await issuerFor(ctx)).verifyOwn(token, RUNTIME_AUDIENCE);
    }
    catch (err) {
        throw new TwirpError(401, 'unauthenticated', `the runtime token is not valid: ${err.message}`);
    }
    const scope = String(claims.scp ?? '')
        .split(' ')
        .map((s) => s.split(':'))
        .find((p) => p[0] === 'Actions.Results' && p.length === 3);
    const repo = ctx.store.read((s) => findRepo(s, ...String(claims.repository).split('/')));
    if (!scope || !repo)
        throw new TwirpError(403, 'permission_denied', 'the runtime token has no Actions.Results scope');
    return {
        repo,
        runId: Number(claims.run_id),
        ref: typeof claims.ref === 'string' ? claims.ref : `refs/heads/${repo.defaultBranch}`,
        actor: String(claims.actor),
        backend: { runId: scope[1], jobId: scope[2] },
    };
}
/** A Twirp service's methods, each authorized by the job's runtime token, and its errors in Twirp's shape. */
function registerTwirpService(scope, ctx, service, methods) {
    scope.setErrorHandler(twirpErrors);
    for (const [name, handler] of Object.entries(methods))
        scope.post(`${service}/${name}`, async (req) => handler(ctx, await jobOf(ctx, req), results_twirp_objectBody(req)));
}
/** Refusals as Twirp's `{ code, msg }`; Fastify's own 4xx (a body too large, bad JSON) as `malformed`. */
function twirpErrors(err, _req, reply) {
    if (err instanceof TwirpError)
        return reply.code(err.status).send({ code: err.code, msg: err.message });
    if (err instanceof service_error_ServiceError)
        return reply.code(err.status).send({ code: 'internal', msg: err.message });
    if (err.statusCode && err.statusCode < 500)
        return reply.code(err.statusCode).send({ code: 'malformed', msg: err.message });
    throw err;
}
function results_twirp_objectBody(req) {
    const body = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw new TwirpError(400, 'malformed', 'the body must be a JSON object');
    return body;
}

;// CONCATENATED MODULE: ./src/emulator/actions/artifact-service.ts
/**
 * The runner's artifact service, as `@actions/artifact` (v2 and later; upload-artifact v4+, upload-pages-artifact
 * v3+) talks to it:
 *
 * - its Twirp JSON API at the origin of ACTIONS_RESULTS_URL, `POST /twirp/github.actions.results.api.v1.
 *   ArtifactService/{CreateArtifact, FinalizeArtifact, ListArtifacts, GetSignedArtifactURL, DeleteArtifact}`,
 *   authorized by the job's runtime token: a JWT this emulator signs, whose `scp` claim carries the run's and the
 *   job's backend ids (`Actions.Results:<run>:<job>`), as the client reads them;
 * - the blob storage behind the signed URLs it hands out (`/_blobs/{id}?sig=…`, blob-storage.ts): Azure's Put Block
 *   and Put Block List (what the client's `BlockBlobClient.uploadStream` sends), Put Blob, and Get Blob.
 *
 * A finalized artifact joins the emulator's artifact store, tied to the run: the REST listing of the run's
 * artifacts shows it, `GET …/actions/artifacts/{id}/zip` downloads it, and a Pages deployment takes it by id.
 */







const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService';
/** What one artifact may hold: the runner's own limit is far higher; this keeps the emulator's disk in check. */
const MAX_ARTIFACT_BYTES = 1024 * 1024 * 1024;
/** The request's backend ids must be the token's own. */
function sameJob(job, body, jobToo) {
    if (body.workflow_run_backend_id !== job.backend.runId ||
        (jobToo && body.workflow_job_run_backend_id !== job.backend.jobId))
        throw new TwirpError(403, 'permission_denied', 'the backend ids are not those of the runtime token');
}
const artifact_service_ARTIFACT_NAME = /^[^"<>|*?\r\n\\/:]{1,256}$/;
function nameOf(body) {
    const name = body.name;
    if (typeof name !== 'string' || !artifact_service_ARTIFACT_NAME.test(name))
        throw new TwirpError(400, 'invalid_argument', `invalid artifact name ${JSON.stringify(name)}`);
    return name;
}
const artifact_service_iso = (ms) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
/** An artifact's bytes, wherever they are kept (a finalized blob, or bytes put in the store). */
const artifactFile = (ctx, id) => (0,external_node_path_.join)(runtime(ctx).dataDir, 'artifacts', `${id}.bin`);
/** An artifact's bytes in the blob storage: written while it is pending, read once it is finalized. */
const ARTIFACT_BLOBS = {
    path: '',
    maxBytes: MAX_ARTIFACT_BYTES,
    writable: (ctx, id) => readArea(ctx, (a) => a.artifacts.some((x) => x.id === id && x.pending))
        ? artifactFile(ctx, id)
        : undefined,
    readable: (ctx, id) => {
        const artifact = readArea(ctx, (a) => a.artifacts.find((x) => x.id === id && !x.pending));
        return artifact && { file: artifact.file, size: artifact.size, type: 'application/zip' };
    },
};
/** Where `GET …/actions/artifacts/{id}/zip` sends the caller: a signed URL of the artifact's bytes. */
const downloadUrl = (ctx, id) => signedBlobUrl(ctx, ARTIFACT_BLOBS, id);
/** The artifact service's Twirp API (its blobs are served with the others: blob-storage.ts). */
function registerArtifactService(app, ctx) {
    app.register(async (scope) => registerTwirpService(scope, ctx, SERVICE, {
        CreateArtifact: createArtifact,
        FinalizeArtifact: finalizeArtifact,
        ListArtifacts: listArtifacts,
        GetSignedArtifactURL: getSignedArtifactUrl,
        DeleteArtifact: deleteArtifact,
    }));
}
/** CreateArtifact: a pending artifact of the run (replacing a pending one of that name), and where to upload it. */
async function createArtifact(ctx, job, body) {
    sameJob(job, body, true);
    const name = nameOf(body);
    const replaced = [];
    // Found past the change tracker, and replaced in place: a scan through its proxies, and a new list (written
    // whole to the journal), made each creation cost more with every artifact kept.
    const same = ctx.store.peek((s) => (s.areas.pages?.artifacts ?? []).flatMap((x, i) => x.runId === job.runId && x.name === name ? [{ at: i, pending: !!x.pending }] : []));
    if (same.some((x) => !x.pending))
        throw new TwirpError(409, 'already_exists', `an artifact named ${name} already exists for this run`);
    const id = writeArea(ctx, (a) => {
        for (const { at } of same)
            replaced.push(a.artifacts[at].file);
        // Pending ones of that name go (at most one, unless a state was loaded by hand).
        for (const { at } of same.slice(1).reverse())
            ctx.store.removeAt(a.artifacts, at);
        const id = ctx.store.nextId('pagesArtifact');
        const put = (record) => same.length > 0 ? (a.artifacts[same[0].at] = record) : a.artifacts.push(record);
        put({
            id,
            repoId: job.repo.id,
            runId: job.runId,
            name,
            size: 0,
            sha256: '',
            file: artifactFile(ctx, id),
            uploadedBy: job.actor,
            createdAt: artifact_service_iso(Date.now()),
            pending: true,
            service: 'results',
            ...(typeof body.expires_at === 'string' ? { expiresAt: body.expires_at } : {}),
        });
        return id;
    });
    // A retried upload's earlier attempt leaves no bytes behind (its blob, blocks or half-joined file).
    await Promise.all(replaced.map(removeBlob));
    return { ok: true, signed_upload_url: signedBlobUrl(ctx, ARTIFACT_BLOBS, id) };
}
/** FinalizeArtifact: the uploaded bytes checked against the client's size and digest; the artifact is then done. */
async function finalizeArtifact(ctx, job, body) {
    sameJob(job, body, true);
    const name = nameOf(body);
    const artifact = readArea(ctx, (a) => a.artifacts.find((x) => x.runId === job.runId && x.name === name));
    if (!artifact)
        throw new TwirpError(404, 'not_found', `no artifact ${name} was created for this run`);
    let size;
    try {
        size = (await (0,promises_.stat)(artifact.file)).size;
    }
    catch {
        throw new TwirpError(400, 'failed_precondition', `nothing was uploaded for artifact ${name}`);
    }
    if (String(body.size) !== String(size))
        throw new TwirpError(400, 'invalid_argument', `the artifact holds ${size} bytes, not ${String(body.size)}`);
    const sha256 = (0,external_node_crypto_.createHash)('sha256')
        .update(await (0,promises_.readFile)(artifact.file))
        .digest('hex');
    const hash = typeof body.hash === 'string' ? body.hash : undefined;
    if (hash && hash !== `sha256:${sha256}`)
        throw new TwirpError(400, 'invalid_argument', `the artifact's digest is sha256:${sha256}, not ${hash}`);
    writeArea(ctx, (a) => {
        const record = a.artifacts.find((x) => x.id === artifact.id);
        record.size = size;
        record.sha256 = sha256;
        delete record.pending;
    });
    return { ok: true, artifact_id: String(artifact.id) };
}
/** ListArtifacts: the run's finalized artifacts, by name or id if asked. */
async function listArtifacts(ctx, job, body) {
    sameJob(job, body, false);
    const nameFilter = typeof body.name_filter === 'string' ? body.name_filter : undefined;
    const idFilter = body.id_filter !== undefined ? Number(body.id_filter) : undefined;
    const artifacts = readArea(ctx, (a) => a.artifacts.filter((x) => x.runId === job.runId &&
        !x.pending &&
        (nameFilter === undefined || x.name === nameFilter) &&
        (idFilter === undefined || x.id === idFilter)));
    return {
        artifacts: artifacts.map((x) => ({
            workflow_run_backend_id: job.backend.runId,
            workflow_job_run_backend_id: job.backend.jobId,
            database_id: String(x.id),
            name: x.name,
            size: String(x.size),
            created_at: x.createdAt,
            digest: `sha256:${x.sha256}`,
        })),
    };
}
/** The run's finalized artifact named in the body: 404 if there is none. */
function finalizedArtifact(ctx, job, body) {
    const name = nameOf(body);
    const artifact = readArea(ctx, (a) => a.artifacts.find((x) => x.runId === job.runId && x.name === name && !x.pending));
    if (!artifact)
        throw new TwirpError(404, 'not_found', `no artifact ${name} in this run`);
    return artifact;
}
/** GetSignedArtifactURL: where to download a finalized artifact. */
async function getSignedArtifactUrl(ctx, job, body) {
    sameJob(job, body, false);
    const artifact = finalizedArtifact(ctx, job, body);
    return { signed_url: signedBlobUrl(ctx, ARTIFACT_BLOBS, artifact.id) };
}
/** DeleteArtifact: a finalized artifact and its bytes. */
async function deleteArtifact(ctx, job, body) {
    sameJob(job, body, false);
    const artifact = finalizedArtifact(ctx, job, body);
    removeArtifact(ctx, artifact.id);
    await removeBlob(artifact.file);
    return { ok: true, artifact_id: String(artifact.id) };
}

;// CONCATENATED MODULE: ./src/emulator/actions/cache-service.ts
/**
 * The runner's cache service, as `@actions/cache` 4+ (actions/cache v4, the caches of setup-node, setup-python and
 * the like) talks to it when the runner sets ACTIONS_CACHE_SERVICE_V2: `POST /twirp/github.actions.results.api.v1.
 * CacheService/{CreateCacheEntry, FinalizeCacheEntryUpload, GetCacheEntryDownloadURL}` at ACTIONS_RESULTS_URL
 * (results-twirp.ts), each entry's archive in the blob storage behind a signed URL (`/_blobs/cache/{id}`).
 *
 * As the service does: an entry belongs to its repository and to the ref of the run that saved it, under its key
 * and version (the client's hash of the paths and the compression, so that no restore takes an archive it could
 * not unpack). A restore looks in the run's ref, then in the default branch's: the key exactly, then the key and
 * each restore key as a prefix, the newest entry first (the service's documented order). An entry is never changed: saving a key and version the ref already
 * holds, or is being saved by another job, is refused (the client warns "another job may be creating this cache").
 * Entries not read for 7 days are removed, and a repository keeps at most 10 GB, the least recently read going
 * first.
 */





const cache_service_SERVICE = '/twirp/github.actions.results.api.v1.CacheService';
const UNUSED_DAYS = 7;
/** As long as the signed upload URL a save gets. */
const RESERVATION_MS = SIGNED_URL_SECONDS * 1000;
const REPOSITORY_BYTES = 10 * 1024 ** 3;
/** The client refuses larger archives on the hosted service (10 GB); the emulator takes as much. */
const MAX_ENTRY_BYTES = 10 * 1024 ** 3;
const cache_service_area = (ctx) => ctx.store.area('actionsCache', () => ({ entries: [] }));
const readCaches = (ctx, fn) => ctx.store.read(() => fn(cache_service_area(ctx)));
const writeCaches = (ctx, fn) => ctx.store.write(() => fn(cache_service_area(ctx)));
const entryFile = (ctx, id) => (0,external_node_path_.join)(runtime(ctx).dataDir, 'caches', `${id}.bin`);
/** A cache entry's archive in the blob storage: written while it is pending, read once it is finalized. */
const CACHE_BLOBS = {
    path: 'cache/',
    maxBytes: MAX_ENTRY_BYTES,
    writable: (ctx, id) => readCaches(ctx, (a) => a.entries.some((e) => e.id === id && e.pending)) ? entryFile(ctx, id) : undefined,
    readable: (ctx, id) => {
        const entry = readCaches(ctx, (a) => a.entries.find((e) => e.id === id && !e.pending));
        return entry && { file: entryFile(ctx, id), size: entry.size, type: 'application/octet-stream' };
    },
};
function registerCacheService(app, ctx) {
    app.register(async (scope) => registerTwirpService(scope, ctx, cache_service_SERVICE, {
        CreateCacheEntry: createEntry,
        FinalizeCacheEntryUpload: finalizeEntry,
        GetCacheEntryDownloadURL: cache_service_downloadUrl,
    }));
}
/** The key and version of a request, as the client checks them (a key of 1 to 512 characters, no comma). */
function keyOf(body) {
    const { key, version } = body;
    if (typeof key !== 'string' || key.length === 0 || key.length > 512 || key.includes(','))
        throw new TwirpError(400, 'invalid_argument', `invalid cache key ${JSON.stringify(key)}`);
    if (typeof version !== 'string' || version.length === 0)
        throw new TwirpError(400, 'invalid_argument', 'a cache entry needs its version');
    return { key, version };
}
const sameEntry = (e, job, key, version) => e.repoId === job.repo.id && e.ref === job.ref && e.key === key && e.version === version;
/** CreateCacheEntry: a pending entry of the run's ref, and where to upload its archive. */
async function createEntry(ctx, job, body) {
    const { key, version } = keyOf(body);
    const gone = evict(ctx, job);
    const id = writeCaches(ctx, (a) => {
        if (a.entries.some((e) => sameEntry(e, job, key, version)))
            throw new TwirpError(409, 'already_exists', `a cache entry ${key} of this version exists on ${job.ref}`);
        const id = ctx.store.nextId('cacheEntry');
        const now = Date.now();
        a.entries.push({
            id,
            repoId: job.repo.id,
            ref: job.ref,
            key,
            version,
            size: 0,
            createdAt: now,
            lastReadAt: now,
            pending: true,
        });
        return id;
    });
    await removeFiles(ctx, gone);
    return { ok: true, signed_upload_url: signedBlobUrl(ctx, CACHE_BLOBS, id) };
}
/** FinalizeCacheEntryUpload: the archive's size checked against the client's; the entry can then be restored. */
async function finalizeEntry(ctx, job, body) {
    const { key, version } = keyOf(body);
    const entry = readCaches(ctx, (a) => a.entries.find((e) => sameEntry(e, job, key, version) && e.pending));
    if (!entry)
        throw new TwirpError(404, 'not_found', `no cache entry ${key} is being saved on ${job.ref}`);
    const size = await (0,promises_.stat)(entryFile(ctx, entry.id)).then((s) => s.size, () => {
        throw new TwirpError(400, 'failed_precondition', `nothing was uploaded for the cache entry ${key}`);
    });
    if (String(body.size_bytes) !== String(size))
        throw new TwirpError(400, 'invalid_argument', `the archive holds ${size} bytes, not ${String(body.size_bytes)}`);
    writeCaches(ctx, (a) => {
        const record = a.entries.find((e) => e.id === entry.id);
        record.size = size;
        delete record.pending;
    });
    await removeFiles(ctx, evict(ctx, job));
    return { ok: true, entry_id: String(entry.id) };
}
/** GetCacheEntryDownloadURL: the entry a restore takes (see the module's comment), or `ok: false` for a miss. */
async function cache_service_downloadUrl(ctx, job, body) {
    const { key, version } = keyOf(body);
    const restoreKeys = Array.isArray(body.restore_keys)
        ? body.restore_keys.filter((k) => typeof k === 'string' && k !== '')
        : [];
    const refs = [...new Set([job.ref, `refs/heads/${job.repo.defaultBranch}`])];
    const found = writeCaches(ctx, (a) => {
        const usable = a.entries.filter((e) => e.repoId === job.repo.id && !e.pending && e.version === version);
        for (const ref of refs) {
            const inRef = usable
                .filter((e) => e.ref === ref)
                .sort((x, y) => y.createdAt - x.createdAt || y.id - x.id);
            const hit = inRef.find((e) => e.key === key) ??
                [key, ...restoreKeys].map((p) => inRef.find((e) => e.key.startsWith(p))).find(Boolean);
            if (hit) {
                const record = a.entries.find((e) => e.id === hit.id);
                record.lastReadAt = Date.now();
                return { id: hit.id, key: hit.key };
            }
        }
        return undefined;
    });
    if (!found)
        return { ok: false, signed_download_url: '', matched_key: '' };
    return { ok: true, signed_download_url: signedBlobUrl(ctx, CACHE_BLOBS, found.id), matched_key: found.key };
}
/**
 * The repository's entries not read for UNUSED_DAYS and saves left unfinished past RESERVATION_MS, then the least
 * recently read while it holds more than REPOSITORY_BYTES: removed from the state; their ids are returned for their
 * files.
 */
function evict(ctx, job) {
    const now = Date.now();
    return writeCaches(ctx, (a) => {
        const mine = a.entries.filter((e) => e.repoId === job.repo.id && !e.pending);
        const old = new Set(mine.filter((e) => now - e.lastReadAt > UNUSED_DAYS * 86_400_000).map((e) => e.id));
        // A save never finalized (its job died) stops holding its key once its upload URL has expired.
        for (const e of a.entries)
            if (e.repoId === job.repo.id && e.pending && now - e.createdAt > RESERVATION_MS)
                old.add(e.id);
        let total = mine.filter((e) => !old.has(e.id)).reduce((n, e) => n + e.size, 0);
        for (const e of mine.filter((x) => !old.has(x.id)).sort((x, y) => x.lastReadAt - y.lastReadAt)) {
            if (total <= REPOSITORY_BYTES)
                break;
            old.add(e.id);
            total -= e.size;
        }
        if (old.size > 0)
            a.entries = a.entries.filter((e) => !old.has(e.id));
        return [...old];
    });
}
/** The archives of entries removed from the state (with what an upload cut short left). */
async function removeFiles(ctx, ids) {
    for (const id of ids)
        await removeBlob(entryFile(ctx, id));
}

;// CONCATENATED MODULE: ./src/emulator/actions/runtime.ts






/** Where the runtime service is mounted: ACTIONS_RUNTIME_URL is the origin plus this, with a trailing slash. */
const RUNTIME_PATH = '/_runtime';
/** An artifact's URL in the old listing, by run and name as the service writes it (`…/runs/{run}/artifacts?artifactName=`). */
const RUN_ARTIFACT_PATH = new RegExp(`^${RUNTIME_PATH}/_apis/pipelines/1/runs/(\\d{1,15})/artifacts$`);
const runtimeArtifactUrl = (ctx, runId, name) => `${ctx.config.origin}${RUNTIME_PATH}/_apis/pipelines/1/runs/${runId}/artifacts?artifactName=${encodeURIComponent(name)}`;
/** The run of the job calling: by its runtime token (a JWT of this emulator), or by its workflow token. */
async function jobRun(ctx, req, runId) {
    const header = req.headers.authorization;
    const bearer = typeof header === 'string' && /^bearer /i.test(header) ? header.slice(7).trim() : '';
    if (bearer.split('.').length === 3)
        return (await jobOfRuntimeToken(ctx, bearer))?.run;
    const caller = identify(ctx, req);
    if (caller.type !== 'token')
        return undefined;
    const run = callerRun(ctx, caller.secret, caller.token);
    if (!run || String(run.id) === runId)
        return run;
    return autoBind(ctx, caller.secret, caller.token, run.repo, runId, `GET ${req.url.split('?')[0]}`) ?? run;
}
function registerRuntimeRoutes(app, ctx) {
    app.get(`${RUNTIME_PATH}/_apis/pipelines/workflows/:run_id/artifacts`, async (req) => {
        const run = await jobRun(ctx, req, req.params.run_id);
        if (!run) {
            throw new service_error_ServiceError(401, 'Requires the job token: send ACTIONS_RUNTIME_TOKEN (the runtime token, or the workflow token) as Bearer');
        }
        if (String(run.id) !== req.params.run_id) {
            throw new service_error_ServiceError(404, `This job's token belongs to run ${run.id}, not ${req.params.run_id}`);
        }
        // Only what the old service holds: artifacts of the v4 service (upload-artifact v4+, upload-pages-artifact
        // v3+) are not in it, which is why deploy-pages before v4 finds no artifact after those.
        const value = artifactsOf(ctx, run.repo)
            .filter((a) => a.runId === run.id && a.service !== 'results' && !isExpired(a))
            .map((a) => ({
            containerId: a.id,
            size: a.size,
            signedContent: null,
            fileContainerResourceUrl: `${ctx.config.origin}${RUNTIME_PATH}/_apis/resources/Containers/${a.id}`,
            type: 'actions_storage',
            name: a.name,
            url: runtimeArtifactUrl(ctx, run.id, a.name),
            expiresOn: new Date(Date.parse(expiresAt(a))).toISOString(),
        }));
        return { count: value.length, value };
    });
}

;// CONCATENATED MODULE: ./src/emulator/routes/account.ts
/**
 * What scripts and tools call to check a token, beyond the spec, in the published description's shapes:
 * `GET /user` (the signed-in user; an app installation or a workflow token has none: 403, as on the service),
 * `GET /users/{username}` (any user or organization, where user summaries' `url` lead),
 * `GET /rate_limit` (the caller's budgets, not counted against them) and the API root `GET /` (its URL templates).
 */




const ROOT = [
    ['current_user_url', '/user'],
    ['current_user_authorizations_html_url', 'web:/settings/connections/applications{/client_id}'],
    ['authorizations_url', '/authorizations'],
    ['code_search_url', '/search/code?q={query}{&page,per_page,sort,order}'],
    ['commit_search_url', '/search/commits?q={query}{&page,per_page,sort,order}'],
    ['emails_url', '/user/emails'],
    ['emojis_url', '/emojis'],
    ['events_url', '/events'],
    ['feeds_url', '/feeds'],
    ['followers_url', '/user/followers'],
    ['following_url', '/user/following{/target}'],
    ['gists_url', '/gists{/gist_id}'],
    ['hub_url', '/hub'],
    ['issue_search_url', '/search/issues?q={query}{&page,per_page,sort,order}'],
    ['issues_url', '/issues'],
    ['keys_url', '/user/keys'],
    ['label_search_url', '/search/labels?q={query}&repository_id={repository_id}{&page,per_page}'],
    ['notifications_url', '/notifications'],
    ['organization_url', '/orgs/{org}'],
    ['organization_repositories_url', '/orgs/{org}/repos{?type,page,per_page,sort}'],
    ['organization_teams_url', '/orgs/{org}/teams'],
    ['public_gists_url', '/gists/public'],
    ['rate_limit_url', '/rate_limit'],
    ['repository_url', '/repos/{owner}/{repo}'],
    ['repository_search_url', '/search/repositories?q={query}{&page,per_page,sort,order}'],
    ['current_user_repositories_url', '/user/repos{?type,page,per_page,sort}'],
    ['starred_url', '/user/starred{/owner}{/repo}'],
    ['starred_gists_url', '/gists/starred'],
    ['topic_search_url', '/search/topics?q={query}{&page,per_page}'],
    ['user_url', '/users/{user}'],
    ['user_organizations_url', '/user/orgs'],
    ['user_repositories_url', '/users/{user}/repos{?type,page,per_page,sort}'],
    ['user_search_url', '/search/users?q={query}{&page,per_page,sort,order}'],
];
const ownedRepos = (ctx, login) => ctx.store.read((s) => s.repos.filter((r) => r.owner.toLowerCase() === login.toLowerCase()));
/** What anyone sees of an account (the description's public-user): its summary and public counts. */
function publicProfile(ctx, login, user) {
    return {
        ...userSummary(ctx, login),
        name: user?.name ?? null,
        company: null,
        blog: '',
        location: null,
        email: null,
        hireable: null,
        bio: null,
        twitter_username: null,
        public_repos: ownedRepos(ctx, login).filter((r) => !r.private).length,
        public_gists: 0,
        followers: 0,
        following: 0,
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
    };
}
const accountRoutes = (api, ctx) => {
    api.get('/', async () => Object.fromEntries(ROOT.map(([k, v]) => [k, v.startsWith('web:') ? ctx.webUrl(v.slice(4)) : ctx.apiUrl(v)])));
    api.get('/user', async (req) => {
        const caller = req.caller;
        if (caller.type === 'anonymous')
            throw new service_error_ServiceError(401, 'Requires authentication');
        const login = callerLogin(caller);
        const user = login && !(caller.type === 'token' && caller.token.kind === 'workflow')
            ? ctx.store.read((s) => findUser(s, login))
            : undefined;
        if (!user)
            throw new service_error_ServiceError(403, 'Resource not accessible by integration');
        const owned = ownedRepos(ctx, user.login);
        return {
            ...publicProfile(ctx, user.login, user),
            user_view_type: 'private',
            email: user.email ?? null,
            notification_email: user.email ?? null,
            private_gists: 0,
            total_private_repos: owned.filter((r) => r.private).length,
            owned_private_repos: owned.filter((r) => r.private).length,
            disk_usage: 0,
            collaborators: 0,
            two_factor_authentication: user.otp !== undefined,
            plan: { name: 'free', space: 976562499, private_repos: 10000, collaborators: 0 },
        };
    });
    // A user or organization by login (case-insensitive), as anyone may see it: where every `url` of a user summary
    // this emulator answers leads.
    api.get('/users/:username', async (req) => {
        const found = ctx.store.read((s) => {
            const user = findUser(s, req.params.username);
            if (user)
                return { login: user.login, user };
            const org = findOrg(s, req.params.username);
            return org ? { login: org.login, user: undefined } : undefined;
        });
        if (!found)
            throw new service_error_ServiceError(404, 'Not Found');
        return { ...publicProfile(ctx, found.login, found.user), user_view_type: 'public' };
    });
    api.get('/rate_limit', async (req, reply) => {
        const b = ctx.rateLimits.peek(req.caller.key, rateAuthenticated(req.caller), reply);
        const view = (x) => ({
            limit: x.limit,
            used: x.used,
            remaining: x.remaining,
            reset: x.reset,
        });
        return { resources: { core: view(b.core), search: view(b.search) }, rate: view(b.core) };
    });
};

;// CONCATENATED MODULE: ./src/emulator/routes/actions.ts
/**
 * Actions, beyond the spec, as far as real clients need them: a workflow run and its workflow (codeql-action
 * reads the workflow's path to build its analysis key), and a run's artifacts by name (deploy-pages v4 and later
 * find the `github-pages` artifact this way and deploy it by id). Runs are the jobs of the workflow tokens
 * (actions/runs.ts); artifacts are the emulator's artifact store, each tied to the run whose token uploaded it.
 */











const ACTIONS_READ = { scopes: [], permission: ['actions', 'read'], role: 'read' };
const ACTIONS_WRITE = { scopes: ['repo'], permission: ['actions', 'write'], role: 'write' };
const actions_repoPath = (repo) => `/repos/${repo.owner}/${repo.name}`;
function renderWorkflow(ctx, run) {
    const path = `${actions_repoPath(run.repo)}/actions/workflows/${run.workflowId}`;
    return {
        id: run.workflowId,
        node_id: Buffer.from(`Workflow:${run.workflowId}`).toString('base64').replace(/=+$/, ''),
        name: run.workflow,
        path: run.workflowPath,
        state: 'active',
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
        url: ctx.apiUrl(path),
        html_url: ctx.webUrl(`/${fullName(run.repo)}/blob/${run.repo.defaultBranch}/${run.workflowPath}`),
        badge_url: ctx.webUrl(`/${fullName(run.repo)}/workflows/${encodeURIComponent(run.workflow)}/badge.svg`),
    };
}
/** The head commit's author: the repository's commit of that SHA, else the run's actor. */
function commitPerson(run) {
    const c = run.repo.commits.find((x) => x.sha === run.sha);
    return c
        ? { name: c.author.name, email: c.author.email }
        : { name: run.actor, email: `${run.actor}@users.noreply.localhost` };
}
function renderRun(ctx, run) {
    const path = `${actions_repoPath(run.repo)}/actions/runs/${run.id}`;
    const url = ctx.apiUrl(path);
    const summary = repoSummary(ctx, run.repo);
    const branch = run.ref.startsWith('refs/heads/') ? run.ref.slice('refs/heads/'.length) : null;
    return {
        id: run.id,
        name: run.workflow,
        node_id: Buffer.from(`WorkflowRun:${run.id}`).toString('base64').replace(/=+$/, ''),
        head_branch: branch,
        head_sha: run.sha,
        path: run.workflowPath,
        display_title: run.workflow,
        run_number: run.attempt,
        run_attempt: run.attempt,
        event: run.eventName,
        status: 'in_progress',
        conclusion: null,
        workflow_id: run.workflowId,
        url,
        html_url: ctx.webUrl(`/${fullName(run.repo)}/actions/runs/${run.id}`),
        pull_requests: [],
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
        run_started_at: '2026-01-01T00:00:00Z',
        actor: userSummary(ctx, run.actor),
        triggering_actor: userSummary(ctx, run.actor),
        jobs_url: `${url}/jobs`,
        logs_url: `${url}/logs`,
        check_suite_url: ctx.apiUrl(`${actions_repoPath(run.repo)}/check-suites/${run.id}`),
        artifacts_url: `${url}/artifacts`,
        cancel_url: `${url}/cancel`,
        rerun_url: `${url}/rerun`,
        workflow_url: ctx.apiUrl(`${actions_repoPath(run.repo)}/actions/workflows/${run.workflowId}`),
        head_commit: {
            id: run.sha,
            tree_id: run.sha,
            message: run.workflow,
            timestamp: '2026-01-01T00:00:00Z',
            author: commitPerson(run),
            committer: commitPerson(run),
        },
        repository: summary,
        head_repository: summary,
    };
}
/** An artifact as the REST API shows it (deploy-pages reads id, name and size_in_bytes). */
function renderArtifact(ctx, repo, a, run) {
    const expires = new Date(Date.parse(expiresAt(a))).toISOString().replace(/\.\d{3}Z$/, 'Z');
    return {
        id: a.id,
        node_id: Buffer.from(`Artifact:${a.id}`).toString('base64').replace(/=+$/, ''),
        name: a.name,
        size_in_bytes: a.size,
        url: ctx.apiUrl(`${actions_repoPath(repo)}/actions/artifacts/${a.id}`),
        archive_download_url: ctx.apiUrl(`${actions_repoPath(repo)}/actions/artifacts/${a.id}/zip`),
        expired: isExpired(a),
        digest: `sha256:${a.sha256}`,
        created_at: a.createdAt,
        updated_at: a.createdAt,
        expires_at: expires,
        workflow_run: run
            ? {
                id: run.id,
                repository_id: repo.id,
                head_repository_id: repo.id,
                head_branch: run.ref.replace(/^refs\/heads\//, ''),
                head_sha: run.sha,
            }
            : null,
    };
}
const actionsRoutes = (api, ctx) => {
    const on = bindTo(ctx);
    api.get('/repos/:owner/:repo/actions/runs/:run_id', on(getRun));
    api.get('/repos/:owner/:repo/actions/workflows/:workflow_id', on(getWorkflow));
    api.get('/repos/:owner/:repo/actions/runs/:run_id/artifacts', on(listRunArtifacts));
    api.get('/repos/:owner/:repo/actions/artifacts/:artifact_id', on(getArtifact));
    api.get('/repos/:owner/:repo/actions/artifacts', on(actions_listArtifacts));
    api.get('/repos/:owner/:repo/actions/artifacts/:artifact_id/zip', on(downloadArtifact));
    api.delete('/repos/:owner/:repo/actions/artifacts/:artifact_id', on(actions_deleteArtifact));
};
/** The run of that id (bound on first sight when the caller's token is a run's, with --auto-bind), else 404. */
function runOr404(ctx, req, repo, id) {
    const caller = req.caller;
    const run = findRun(ctx, repo, id) ??
        (caller.type === 'token'
            ? autoBind(ctx, caller.secret, caller.token, repo, id, `${req.method} ${req.url.split('?')[0]}`)
            : undefined);
    if (!run)
        throw new service_error_ServiceError(404, `No workflow run ${id} in ${fullName(repo)}`);
    return run;
}
function artifactOr404(ctx, repo, id) {
    const artifact = artifactsOf(ctx, repo).find((a) => String(a.id) === id);
    if (!artifact)
        throw new service_error_ServiceError(404, `No artifact ${id} in ${fullName(repo)}`);
    return artifact;
}
async function getRun(ctx, req, reply) {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, ACTIONS_READ);
    return renderRun(ctx, runOr404(ctx, req, repo, req.params.run_id));
}
/** A workflow by id or file name, as the runs bound to it know it. */
async function getWorkflow(ctx, req, reply) {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, ACTIONS_READ);
    const id = req.params.workflow_id;
    const run = runsOf(ctx, repo).find((r) => String(r.workflowId) === id || r.workflowPath.split('/').pop() === id);
    if (!run)
        throw new service_error_ServiceError(404, `No workflow ${id} in ${fullName(repo)}`);
    return renderWorkflow(ctx, run);
}
/** A run's artifacts, newest first, optionally by name (deploy-pages v4 finds `github-pages` this way). */
async function listRunArtifacts(ctx, req, reply) {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, ACTIONS_READ);
    const run = runOr404(ctx, req, repo, req.params.run_id);
    const name = req.query.name;
    const artifacts = artifactsOf(ctx, repo)
        .filter((a) => a.runId === run.id && (name === undefined || a.name === name))
        .sort((x, y) => y.id - x.id);
    const page = paginate(ctx, req, reply, artifacts);
    return { total_count: artifacts.length, artifacts: page.map((a) => renderArtifact(ctx, repo, a, run)) };
}
async function getArtifact(ctx, req, reply) {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, ACTIONS_READ);
    const artifact = artifactOr404(ctx, repo, req.params.artifact_id);
    const run = artifact.runId === undefined ? undefined : findRun(ctx, repo, String(artifact.runId));
    return renderArtifact(ctx, repo, artifact, run);
}
/** Every artifact of the repository, newest first (each with its run). */
async function actions_listArtifacts(ctx, req, reply) {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, ACTIONS_READ);
    const name = req.query.name;
    const artifacts = artifactsOf(ctx, repo)
        .filter((a) => name === undefined || a.name === name)
        .sort((x, y) => y.id - x.id);
    const page = paginate(ctx, req, reply, artifacts);
    return {
        total_count: artifacts.length,
        artifacts: page.map((a) => renderArtifact(ctx, repo, a, a.runId === undefined ? undefined : findRun(ctx, repo, a.runId))),
    };
}
/** The download, as the service answers it: a redirect to a short-lived signed URL of the bytes; 410 once expired. */
async function downloadArtifact(ctx, req, reply) {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, ACTIONS_READ);
    const artifact = artifactOr404(ctx, repo, req.params.artifact_id);
    if (isExpired(artifact))
        throw new service_error_ServiceError(410, 'Artifact has expired');
    return reply.redirect(downloadUrl(ctx, artifact.id), 302);
}
/** Deletion, of this one artifact (of its run) only. */
async function actions_deleteArtifact(ctx, req, reply) {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, ACTIONS_WRITE);
    const artifact = artifactOr404(ctx, repo, req.params.artifact_id);
    removeArtifact(ctx, artifact.id);
    await (0,promises_.rm)(artifact.file, { force: true });
    return reply.code(204).send();
}

;// CONCATENATED MODULE: ./src/emulator/routes/actions-caches.ts






// Unlike a run's artifacts, the service asks a classic token for `repo` even to read caches.
const actions_caches_ACTIONS_READ = { scopes: ['repo'], permission: ['actions', 'read'], role: 'read' };
const actions_caches_ACTIONS_WRITE = { scopes: ['repo'], permission: ['actions', 'write'], role: 'write' };
const actionsCachesRoutes = (api, ctx) => {
    const on = bindTo(ctx);
    api.get('/repos/:owner/:repo/actions/caches', on(listCaches));
    api.delete('/repos/:owner/:repo/actions/caches', on(deleteCachesByKey));
    api.delete('/repos/:owner/:repo/actions/caches/:cache_id', on(deleteCacheById));
    api.get('/repos/:owner/:repo/actions/cache/usage', on(cacheUsage));
};
const actions_caches_iso = (ms) => new Date(ms).toISOString();
function actions_caches_render(e) {
    return {
        id: e.id,
        ref: e.ref,
        key: e.key,
        version: e.version,
        last_accessed_at: actions_caches_iso(e.lastReadAt),
        created_at: actions_caches_iso(e.createdAt),
        size_in_bytes: e.size,
    };
}
/** The repository's finalized entries. */
const entriesOf = (ctx, repo) => readCaches(ctx, (a) => a.entries.filter((e) => e.repoId === repo.id && !e.pending));
const SORTS = {
    created_at: (e) => e.createdAt,
    last_accessed_at: (e) => e.lastReadAt,
    size_in_bytes: (e) => e.size,
};
/** GET: `ref` exact, `key` a prefix; sorted by last_accessed_at (or created_at, size_in_bytes), newest first. */
async function listCaches(ctx, req, reply) {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, actions_caches_ACTIONS_READ);
    const { ref, key, sort = 'last_accessed_at', direction = 'desc' } = req.query;
    const by = SORTS[sort];
    if (!by || (direction !== 'asc' && direction !== 'desc'))
        throw new service_error_ServiceError(422, `sort must be one of ${Object.keys(SORTS).join(', ')}; direction asc or desc`);
    const sign = direction === 'asc' ? 1 : -1;
    const found = entriesOf(ctx, repo)
        .filter((e) => (ref === undefined || e.ref === ref) && (key === undefined || e.key.startsWith(key)))
        .sort((x, y) => sign * (by(x) - by(y)) || sign * (x.id - y.id));
    return { total_count: found.length, actions_caches: paginate(ctx, req, reply, found).map(actions_caches_render) };
}
/** DELETE by `key` (exact; `ref` narrows it): the entries deleted, 404 when none matched. */
async function deleteCachesByKey(ctx, req, reply) {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, actions_caches_ACTIONS_WRITE);
    const { key, ref } = req.query;
    if (!key)
        throw new service_error_ServiceError(422, 'key is required: the cache key to delete');
    const gone = writeCaches(ctx, (a) => {
        const match = (e) => e.repoId === repo.id && !e.pending && e.key === key && (ref === undefined || e.ref === ref);
        const removed = a.entries.filter(match);
        if (removed.length > 0)
            a.entries = a.entries.filter((e) => !match(e));
        return removed;
    });
    if (gone.length === 0)
        throw new service_error_ServiceError(404, `No cache with key ${key} in ${fullName(repo)}`);
    await removeFiles(ctx, gone.map((e) => e.id));
    return { total_count: gone.length, actions_caches: gone.map(actions_caches_render) };
}
async function deleteCacheById(ctx, req, reply) {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, actions_caches_ACTIONS_WRITE);
    const id = Number(req.params.cache_id);
    const found = writeCaches(ctx, (a) => {
        const at = a.entries.findIndex((e) => e.id === id && e.repoId === repo.id && !e.pending);
        if (at >= 0)
            ctx.store.removeAt(a.entries, at);
        return at >= 0;
    });
    if (!found)
        throw new service_error_ServiceError(404, `No cache ${req.params.cache_id} in ${fullName(repo)}`);
    await removeFiles(ctx, [id]);
    return reply.code(204).send();
}
async function cacheUsage(ctx, req, reply) {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, actions_caches_ACTIONS_READ);
    const entries = entriesOf(ctx, repo);
    return {
        full_name: fullName(repo),
        active_caches_size_in_bytes: entries.reduce((n, e) => n + e.size, 0),
        active_caches_count: entries.length,
    };
}

;// CONCATENATED MODULE: ./src/emulator/routes/code-scanning-analyses.ts
/**
 * Code-scanning analyses, as the published description has them: one per run of each processed upload.
 * `GET …/code-scanning/analyses` (filters tool_name, tool_guid, ref, sarif_id; newest first unless direction=asc),
 * which is where a SARIF upload's `analyses_url` points, and `GET …/code-scanning/analyses/{analysis_id}`, also as
 * SARIF (`Accept: application/sarif+json`): the analysis' results with the `<vendor>/alertNumber` and
 * `<vendor>/alertUrl` properties (spec, code scanning rule 10). `DELETE …/analyses/{analysis_id}` removes the
 * latest analysis of its set (ref, tool, category), the last of a set only with `confirm_delete`, and answers where
 * to go on, as the service does; the alerts the analysis made stay.
 */





const analysesOf = (ctx, repo) => ctx.store.read(() => (area_area(ctx).analyses ?? []).filter((a) => a.repoId === repo.id));
const setOf = (a) => `${a.ref}\0${a.tool.name}\0${a.category}`;
/** The latest analysis of each ref, tool and category can be deleted (the service deletes newest first). */
function deletableIds(all) {
    const latest = new Map();
    for (const a of all)
        latest.set(setOf(a), a.id);
    return new Set(latest.values());
}
function renderAnalysis(ctx, repo, a, deletable) {
    return {
        ref: a.ref,
        commit_sha: a.commitSha,
        analysis_key: a.analysisKey,
        environment: a.environment,
        category: a.category,
        error: '',
        created_at: a.createdAt,
        results_count: a.resultsCount,
        rules_count: a.rulesCount,
        id: a.id,
        url: ctx.apiUrl(`/repos/${fullName(repo)}/code-scanning/analyses/${a.id}`),
        sarif_id: a.sarifId,
        tool: a.tool,
        deletable,
        warning: '',
    };
}
/** The analysis as SARIF: its tool, category and the results (alerts) it reported, with their numbers and URLs. */
function analysisSarif(ctx, repo, a) {
    const vendor = ctx.config.vendor;
    const alerts = alertsWhere(ctx, (x) => {
        const i = x.instances[a.ref];
        return (x.repoId === repo.id &&
            i !== undefined &&
            i.commit_sha === a.commitSha &&
            i.category === a.category &&
            x.tool.name === a.tool.name);
    });
    return {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: a.tool.name,
                        ...(a.tool.version ? { version: a.tool.version } : {}),
                        ...(a.tool.guid ? { guid: a.tool.guid } : {}),
                    },
                },
                automationDetails: { id: a.category },
                results: alerts.map((x) => {
                    const i = x.instances[a.ref];
                    return {
                        ruleId: x.rule.id,
                        message: { text: i.message.text },
                        locations: [
                            {
                                physicalLocation: {
                                    artifactLocation: { uri: i.location.path },
                                    region: {
                                        startLine: i.location.start_line,
                                        endLine: i.location.end_line,
                                        startColumn: i.location.start_column,
                                        endColumn: i.location.end_column,
                                    },
                                },
                            },
                        ],
                        properties: {
                            [`${vendor}/alertNumber`]: x.number,
                            [`${vendor}/alertUrl`]: ctx.apiUrl(`/repos/${fullName(repo)}/code-scanning/alerts/${x.number}`),
                        },
                    };
                }),
            },
        ],
    };
}
const codeScanningAnalysesRoutes = (api, ctx) => {
    api.get('/repos/:owner/:repo/code-scanning/analyses', async (req, reply) => {
        const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
        requireAdvancedSecurity(repo);
        const q = req.query;
        const problems = [];
        if (q.tool_name !== undefined && q.tool_guid !== undefined)
            problems.push('tool_name and tool_guid are mutually exclusive: give one or the other');
        if (q.direction !== undefined && !['asc', 'desc'].includes(q.direction))
            problems.push('direction must be asc or desc');
        if (q.sort !== undefined && q.sort !== 'created')
            problems.push('sort must be created');
        if (problems.length > 0)
            throw validationFailed(problems.map((message) => ({ code: 'invalid', message })), problems.join('; '));
        requireAnalysis(ctx, repo.id);
        const all = analysesOf(ctx, repo);
        const deletable = deletableIds(all);
        const ref = q.ref === undefined ? undefined : normalizeRef(q.ref);
        const chosen = all.filter((a) => (q.tool_name === undefined || a.tool.name === q.tool_name) &&
            (q.tool_guid === undefined || a.tool.guid === (q.tool_guid === '' ? null : q.tool_guid)) &&
            (ref === undefined || a.ref === ref) &&
            (q.sarif_id === undefined || a.sarifId === q.sarif_id));
        if (q.direction !== 'asc')
            chosen.reverse();
        return paginate(ctx, req, reply, chosen).map((a) => renderAnalysis(ctx, repo, a, deletable.has(a.id)));
    });
    api.get('/repos/:owner/:repo/code-scanning/analyses/:analysis_id', async (req, reply) => {
        const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
        requireAdvancedSecurity(repo);
        const all = analysesOf(ctx, repo);
        const analysis = all.find((a) => String(a.id) === req.params.analysis_id);
        if (!analysis)
            throw new service_error_ServiceError(404, `No analysis ${req.params.analysis_id} in ${fullName(repo)}`);
        if (/application\/sarif\+json/i.test(String(req.headers.accept ?? '')))
            return reply
                .type('application/sarif+json; charset=utf-8')
                .send(JSON.stringify(analysisSarif(ctx, repo, analysis)));
        return renderAnalysis(ctx, repo, analysis, deletableIds(all).has(analysis.id));
    });
    api.delete('/repos/:owner/:repo/code-scanning/analyses/:analysis_id', async (req, reply) => {
        const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, WRITE);
        requireAdvancedSecurity(repo);
        const all = analysesOf(ctx, repo);
        const analysis = all.find((a) => String(a.id) === req.params.analysis_id);
        if (!analysis)
            throw new service_error_ServiceError(404, `No analysis ${req.params.analysis_id} in ${fullName(repo)}`);
        if (!deletableIds(all).has(analysis.id))
            throw new service_error_ServiceError(400, 'Analysis specified is not deletable: delete the latest analysis of its ref, tool and category first');
        const rest = all.filter((a) => setOf(a) === setOf(analysis) && a.id !== analysis.id);
        const confirmed = req.query.confirm_delete !== undefined && req.query.confirm_delete !== 'false';
        if (rest.length === 0 && !confirmed)
            throw new service_error_ServiceError(400, 'Analysis is last of its type and deletion may result in the loss of historical alert data: add confirm_delete to delete it');
        ctx.store.write(() => {
            const list = area_area(ctx).analyses ?? [];
            const i = list.findIndex((a) => a.id === analysis.id);
            if (i >= 0)
                ctx.store.removeAt(list, i);
        });
        const next = rest[rest.length - 1];
        const url = (a) => ctx.apiUrl(`/repos/${fullName(repo)}/code-scanning/analyses/${a.id}`);
        return {
            next_analysis_url: next && rest.length > 1 ? url(next) : null,
            confirm_delete_url: next && rest.length === 1 ? `${url(next)}?confirm_delete` : null,
        };
    });
};

;// CONCATENATED MODULE: ./src/emulator/routes/code-scanning-analysis.ts
/**
 * The upload operations of codeql-action (`upload-sarif`, `analyze`), beyond the spec, their shapes taken from
 * that client's source (src/upload-lib.ts, src/status-report.ts at v4.35.4):
 *
 * - `PUT /repos/{owner}/{repo}/code-scanning/analysis`: `commit_oid`, `ref`, `analysis_key`, `analysis_name`,
 *   `sarif` (gzip + Base64), `workflow_run_id`, `workflow_run_attempt`, `checkout_uri`, `environment`,
 *   `started_at`, `tool_names`, `base_ref`, `base_sha`. Checked and processed exactly as the spec's
 *   `POST .../code-scanning/sarifs` (its id is polled at `.../code-scanning/sarifs/{id}`), answered 202 with
 *   `{ id, url }`; the client reads `id`. The ref may also be a tag, as that client documents.
 * - `PUT /repos/{owner}/{repo}/code-scanning/analysis/status`: the client's status reports (a JSON object of its
 *   own making), accepted with 204 and journaled in the state (`areas.codeScanningStatusReports`, the latest 100).
 */







/** Status reports kept in the state. */
const STATUS_REPORTS_KEPT = 100;
const ANALYSIS_REF = /^refs\/(heads\/\S+|tags\/\S+|pull\/\d+\/(merge|head))$/;
const reports = (ctx) => ctx.store.area('codeScanningStatusReports', () => []);
const codeScanningAnalysisRoutes = (api, ctx) => {
    api.put('/repos/:owner/:repo/code-scanning/analysis', async (req, reply) => {
        const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, WRITE);
        const body = code_scanning_analysis_objectBody(req.body);
        const text = (v) => (typeof v === 'string' && v !== '' ? v : undefined);
        const caller = req.caller;
        if (caller.type === 'token' && body.workflow_run_id !== undefined)
            autoBind(ctx, caller.secret, caller.token, repo, String(body.workflow_run_id), `PUT ${req.url.split('?')[0]}`);
        const upload = await acceptSarif(ctx, req, repo, {
            commit_sha: body.commit_oid,
            shaField: 'commit_oid',
            ref: body.ref,
            refs: {
                pattern: ANALYSIS_REF,
                hint: 'refs/heads/<branch>, refs/tags/<tag>, refs/pull/<number>/merge or refs/pull/<number>/head',
            },
            sarif: body.sarif,
            started_at: body.started_at ?? undefined,
            checkout_uri: body.checkout_uri ?? undefined,
            analysisKey: text(body.analysis_key),
            environment: text(body.environment),
        });
        return reply.code(202).send({
            id: upload.id,
            url: ctx.apiUrl(`/repos/${repo.owner}/${repo.name}/code-scanning/sarifs/${upload.id}`),
        });
    });
    api.put('/repos/:owner/:repo/code-scanning/analysis/status', async (req, reply) => {
        const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, WRITE);
        const report = code_scanning_analysis_objectBody(req.body);
        ctx.store.write(() => {
            const list = reports(ctx);
            // The oldest go first, each saved as one removal (a splice after the push saved every report it moved).
            for (let n = list.length + 1 - STATUS_REPORTS_KEPT; n > 0; n--)
                ctx.store.removeAt(list, 0);
            list.push({ received_at: isoNow(), repository: fullName(repo), report });
        });
        return reply.code(204).send();
    });
};
function code_scanning_analysis_objectBody(body) {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new service_error_ServiceError(400, 'Body should be a JSON object');
    }
    return body;
}

;// CONCATENATED MODULE: ./src/emulator/routes/code-scanning-setup.ts
/**
 * Code-scanning setup, as the published description has it: `GET|PATCH …/code-scanning/default-setup` (kept per
 * repository; the emulator runs no analysis workflow, so a change answers 200 `{}` rather than the 202 of a
 * triggered run) and `GET …/code-scanning/codeql/databases[/{language}]` (the emulator takes no CodeQL database
 * uploads: the list is empty and a language is a 404, as for a repository never analyzed by CodeQL).
 */





const SETUP_READ = {
    scopes: ['repo', 'security_events'],
    permission: ['administration', 'read'],
    role: 'admin',
};
const SETUP_WRITE = { scopes: ['repo'], permission: ['administration', 'write'], role: 'admin' };
const LANGUAGES = [
    'actions',
    'c-cpp',
    'csharp',
    'go',
    'java-kotlin',
    'javascript-typescript',
    'python',
    'ruby',
    'swift',
];
const NOT_CONFIGURED = {
    state: 'not-configured',
    languages: [],
    runner_type: null,
    runner_label: null,
    query_suite: 'default',
    threat_model: 'remote',
    updated_at: null,
    schedule: null,
};
const ENUMS = {
    state: ['configured', 'not-configured'],
    runner_type: ['standard', 'labeled'],
    query_suite: ['default', 'extended'],
    threat_model: ['remote', 'remote_and_local'],
};
const codeScanningSetupRoutes = (api, ctx) => {
    const setups = () => ctx.store.area('codeScanningDefaultSetup', () => ({}));
    api.get('/repos/:owner/:repo/code-scanning/default-setup', async (req, reply) => {
        const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, SETUP_READ);
        requireAdvancedSecurity(repo);
        return ctx.store.read(() => setups()[String(repo.id)] ?? NOT_CONFIGURED);
    });
    api.patch('/repos/:owner/:repo/code-scanning/default-setup', async (req, reply) => {
        const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, SETUP_WRITE);
        requireAdvancedSecurity(repo);
        const body = req.body;
        if (typeof body !== 'object' || body === null || Array.isArray(body))
            throw new service_error_ServiceError(400, 'Body should be a JSON object');
        const fields = body;
        const problems = [];
        for (const [k, v] of Object.entries(fields)) {
            if (ENUMS[k]) {
                if (!ENUMS[k].includes(v))
                    problems.push(`${k} must be one of ${ENUMS[k].join(', ')}`);
            }
            else if (k === 'runner_label') {
                if (v !== null && typeof v !== 'string')
                    problems.push('runner_label must be a string or null');
            }
            else if (k === 'languages') {
                if (!Array.isArray(v) || v.some((l) => !LANGUAGES.includes(l)))
                    problems.push(`languages must be a list of ${LANGUAGES.join(', ')}`);
            }
            else
                problems.push(`${k} is not a field of this operation`);
        }
        if (fields.runner_type === 'labeled' && typeof fields.runner_label !== 'string')
            problems.push('runner_label is required with runner_type labeled');
        if (problems.length > 0)
            throw validationFailed(problems.map((message) => ({ resource: 'CodeScanningDefaultSetup', code: 'invalid', message })), `Invalid request: ${problems.join('; ')}`);
        ctx.store.write(() => {
            const all = setups();
            const was = all[String(repo.id)] ?? NOT_CONFIGURED;
            const next = { ...was, ...fields, updated_at: isoNow() };
            if (next.state === 'configured') {
                next.schedule = 'weekly';
                next.runner_type ??= 'standard';
            }
            else
                Object.assign(next, { ...NOT_CONFIGURED, updated_at: next.updated_at });
            all[String(repo.id)] = next;
        });
        return {};
    });
    api.get('/repos/:owner/:repo/code-scanning/codeql/databases', async (req, reply) => {
        const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
        requireAdvancedSecurity(repo);
        return [];
    });
    api.get('/repos/:owner/:repo/code-scanning/codeql/databases/:language', async (req, reply) => {
        const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
        requireAdvancedSecurity(repo);
        throw new service_error_ServiceError(404, `No CodeQL database for ${req.params.language} in ${fullName(repo)}: the emulator keeps no CodeQL databases`);
    });
};

;// CONCATENATED MODULE: ./src/emulator/routes/custom-properties.ts
/**
 * Custom properties of a repository: read the values (callers with admin access, per the spec), and set or unset
 * them with PATCH (in the published description, not in the spec): repository admins, and tokens with the
 * custom_properties write permission. A `null` value unsets a property. A repository of an organization takes only
 * the properties the organization defines, each value as its definition says (custom-property-schema.ts); one of
 * a user, which no organization defines anything for, any name with a value of the right shape.
 */




const customPropertiesRoutes = (api, ctx) => {
    api.get('/repos/:owner/:repo/properties/values', async (req, reply) => {
        const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, {
            scopes: ['repo'],
            permission: ['metadata', 'read'],
            role: 'admin',
            authenticated: true,
        });
        return ctx.store.read((s) => {
            const org = orgOf(s, repo);
            return shownValues(org && orgSchema(s, org), repo);
        });
    });
    api.patch('/repos/:owner/:repo/properties/values', async (req, reply) => {
        const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, {
            scopes: ['repo'],
            permission: ['custom_properties', 'write'],
            role: 'admin',
            authenticated: true,
        });
        const body = req.body;
        if (typeof body !== 'object' || body === null || Array.isArray(body)) {
            throw new service_error_ServiceError(400, 'Body should be a JSON object with a properties array');
        }
        const properties = body.properties;
        if (!Array.isArray(properties)) {
            throw validationFailed([{ resource: 'CustomPropertyValue', field: 'properties', code: 'missing_field' }], 'properties is required: an array of { property_name, value }');
        }
        ctx.store.write((s) => {
            const target = findRepo(s, repo.owner, repo.name);
            const org = orgOf(s, target);
            const schema = org && orgSchema(s, org);
            const errors = valuesProblems(schema, properties, org?.login);
            if (errors.length > 0)
                throw refusal(errors);
            applyValues(target, schema, properties);
        });
        return reply.code(204).send();
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
    // OpenSSL loads any 32 bytes as an Ed25519 key (it does not check the point), so loading one, checked for its
    // length above, could only cost time (0.14 ms a key); RSA and EC keys are checked by loading them.
    if (jwk.kty === 'OKP')
        return { key: `${type} ${body}`, comment: comment.join(' ') };
    try {
        (0,external_node_crypto_.createPublicKey)({ key: jwk, format: 'jwk' });
    }
    catch {
        throw new KeyProblem(`its key material is not a valid ${type} public key`);
    }
    return { key: `${type} ${body}`, comment: comment.join(' ') };
}
const keyError = (message) => ({ resource: 'PublicKey', code: 'custom', field: 'key', message });
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
        throw new service_error_ServiceError(400, 'The request body must be a JSON object with key, and optionally title and read_only');
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
    // A literal, not `{ ...parsed, title, readOnly }`: V8 builds that spread's shape again at each call (3.5 µs
    // against 0.1 µs, measured in a loop), a tenth of what the route's own code costs a write.
    return {
        key: parsed.key,
        comment: parsed.comment,
        title: b.title,
        readOnly: b.read_only === true,
    };
}
const inUseKey = (repoId, key) => `${repoId} ${key}`;
function keysInUse(s) {
    const index = new Map();
    for (const k of s.areas.deployKeys?.keys ?? [])
        count(index, inUseKey(k.repoId, k.key), 1);
    return index;
}
function count(index, slot, by) {
    const n = (index.get(slot) ?? 0) + by;
    if (n > 0)
        index.set(slot, n);
    else
        index.delete(slot);
}
const deployKeysRoutes = (api, ctx) => {
    const area = () => ctx.store.area('deployKeys', () => ({ keys: [] }));
    const access = (req, reply, need) => repoAccess(ctx, req, reply, req.params.owner, req.params.repo, need);
    // The duplicate check looks a key up in this index of the keys of every repository: a scan of every key at each
    // creation cost more than the rest of the write once there were a thousand (store.ts `derived`).
    const inUse = () => ctx.store.derived('deployKeys.inUse', keysInUse);
    const findKey = (repo, id) => ctx.store.read(() => area().keys.find((k) => k.repoId === repo.id && k.id === id));
    api.get('/repos/:owner/:repo/keys', async (req, reply) => {
        const repo = access(req, reply, deploy_keys_READ);
        const keys = ctx.store.read(() => area().keys.filter((k) => k.repoId === repo.id));
        return paginate(ctx, req, reply, keys).map((k) => deploy_keys_render(ctx, repo, k));
    });
    api.post('/repos/:owner/:repo/keys', async (req, reply) => {
        const repo = access(req, reply, deploy_keys_WRITE);
        const input = parseCreateBody(req.body);
        area();
        const slot = inUseKey(repo.id, input.key);
        let index;
        const record = ctx.store.write(() => {
            const keys = area().keys;
            index = inUse();
            if (index.has(slot)) {
                throw validationFailed([keyError('key is already in use')], 'Validation Failed: key is already in use on this repository');
            }
            const k = {
                id: ctx.store.nextId('deployKey'),
                repoId: repo.id,
                key: input.key,
                title: input.title ?? input.comment,
                readOnly: input.readOnly,
                addedBy: actorLogin(req.caller, ctx.config.vendor),
                createdAt: isoNow(),
            };
            keys.push(k);
            return k;
        });
        count(index, slot, 1); // saved: the index follows
        const body = deploy_keys_render(ctx, repo, record);
        return reply.code(201).header('location', body.url).send(body);
    });
    api.get('/repos/:owner/:repo/keys/:key_id', async (req, reply) => {
        const repo = access(req, reply, deploy_keys_READ);
        const k = findKey(repo, idParam(req.params.key_id));
        if (!k)
            throw notFound();
        return deploy_keys_render(ctx, repo, k);
    });
    api.delete('/repos/:owner/:repo/keys/:key_id', async (req, reply) => {
        const repo = access(req, reply, deploy_keys_WRITE);
        const id = idParam(req.params.key_id);
        let index;
        const removed = ctx.store.write(() => {
            const keys = area().keys;
            index = inUse();
            const i = keys.findIndex((k) => k.repoId === repo.id && k.id === id);
            if (i < 0)
                throw notFound();
            const key = keys[i].key;
            ctx.store.removeAt(keys, i);
            return key;
        });
        count(index, inUseKey(repo.id, removed), -1);
        return reply.code(204).send();
    });
};

;// CONCATENATED MODULE: ./src/emulator/service-tokens.ts
/**
 * Tokens in the service's own forms, for the seed `serve --vendor github` ships: `ghp_` (classic personal),
 * `github_pat_` (fine-grained), `ghs_` (app installation, and the workflow token), `gho_` (OAuth), each with the
 * service's layout (30 base62 characters then a 6-character base62 CRC-32 of them; fine-grained: 22, `_`, 59),
 * so that tools that check a token's form (secret scanners, clients) take them. They are derived from a label, so
 * the same seed always has the same tokens (docs/emulator.md lists them).
 */

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++)
        c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
});
function crc32(text) {
    let c = 0xffffffff;
    for (const byte of Buffer.from(text))
        c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
}
function base62(n, width) {
    let out = '';
    for (let v = n; v > 0; v = Math.floor(v / 62))
        out = BASE62[v % 62] + out;
    return out.padStart(width, '0');
}
/** `length` base62 characters derived from a label. */
function chars(label, length) {
    let out = '';
    for (let i = 0; out.length < length; i++) {
        for (const byte of (0,external_node_crypto_.createHash)('sha256').update(`${label}\0${i}`).digest()) {
            if (byte < 248)
                out += BASE62[byte % 62];
            if (out.length === length)
                break;
        }
    }
    return out;
}
const PREFIX = {
    classic: 'ghp_',
    'fine-grained': 'github_pat_',
    installation: 'ghs_',
    workflow: 'ghs_',
    oauth: 'gho_',
};
/** A token of this kind in the service's form, derived from `label`. */
function serviceToken(kind, label) {
    if (kind === 'fine-grained')
        return `github_pat_${chars(`${label}:a`, 22)}_${chars(`${label}:b`, 59)}`;
    const body = chars(label, 30);
    return `${PREFIX[kind]}${body}${base62(crc32(body), 6)}`;
}
/** The seed with every token renamed to the service's form (derived from its old name). */
function withServiceTokens(seed) {
    const renamed = (value) => value in seed.tokens ? serviceToken(seed.tokens[value].kind, value) : value;
    return {
        ...seed,
        // A repository secret holding a token of the seed holds its new name.
        repos: seed.repos.map((r) => r.secrets
            ? { ...r, secrets: Object.fromEntries(Object.entries(r.secrets).map(([k, v]) => [k, renamed(v)])) }
            : r),
        tokens: Object.fromEntries(Object.entries(seed.tokens).map(([name, token]) => [serviceToken(token.kind, name), token])),
    };
}

;// CONCATENATED MODULE: ./src/emulator/routes/oauth.ts
/**
 * OAuth grants and authorizations (deprecated). Basic authentication only, with the one-time password for users
 * with two-factor auth on create, get-or-create and update (checked when sent on the others); Deprecation and Sunset headers on every answer.
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
        throw new service_error_ServiceError(400, `The request body must be a JSON object with some of: ${fields.join(', ')}`);
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
function hashToken(token) {
    return (0,external_node_crypto_.createHash)('sha256').update(token).digest('hex');
}
function oauth_area(ctx) {
    return ctx.store.area('oauth', () => ({ authorizations: [], grants: [] }));
}
/** Deprecation and Sunset, on every answer of this module (even a 401 for bad credentials). */
async function deprecationHeaders(_req, reply) {
    reply.header('deprecation', `@${DEPRECATED_AT / 1000}`);
    reply.header('sunset', new Date(SUNSET_AT).toUTCString());
}
/**
 * The Basic-authenticated user; with two-factor auth, also the one-time password where `otp` (create,
 * get-or-create and update: the spec's rule 1 of these endpoints). Elsewhere a password sent is still checked: a
 * wrong one is refused, not ignored.
 */
function basicUser(ctx, req, otp) {
    const h = headerNames(ctx.config.vendor);
    const caller = req.caller;
    const basic = { 'www-authenticate': 'Basic realm="OAuth authorizations"' };
    if (caller.type === 'token') {
        throw new service_error_ServiceError(401, 'The OAuth grant and authorization endpoints require Basic authentication (username and password); tokens are not accepted', { headers: basic });
    }
    if (caller.type === 'anonymous') {
        throw new service_error_ServiceError(401, 'Requires authentication: send Basic authentication (username and password)', {
            headers: basic,
        });
    }
    const user = caller.user;
    if (user.otp && (otp || req.headers[h.otp] !== undefined)) {
        const sent = req.headers[h.otp];
        if (sent !== user.otp) {
            throw new service_error_ServiceError(401, sent === undefined
                ? `Must specify two-factor authentication OTP code: send it in the ${h.otpOut} header`
                : `Invalid two-factor authentication OTP code in the ${h.otpOut} header`, { headers: { [h.otpOut]: 'required; app' } });
        }
    }
    return user;
}
/** The app of a client id and secret: 422 when no app has that id or the secret is not the app's. */
function checkApp(state, clientId, secret) {
    const app = state.oauthApps.find((a) => a.clientId === clientId);
    if (!app) {
        throw validationFailed([
            fieldError('client_id', 'invalid', `no OAuth app has the client id ${clientId}`),
        ]);
    }
    if (app.clientSecret !== secret) {
        throw validationFailed([
            fieldError('client_secret', 'invalid', "client_secret is not the app's client secret"),
        ]);
    }
    return app;
}
/** 404 for a client_id query naming no app (the lists' documented 404); undefined when not given. */
function clientFilter(ctx, req) {
    const { client_id } = req.query;
    if (client_id === undefined)
        return undefined;
    if (typeof client_id !== 'string') {
        throw validationFailed([fieldError('client_id', 'invalid', 'client_id must be given once')]);
    }
    if (!ctx.store.read((s) => s.oauthApps.some((a) => a.clientId === client_id))) {
        throw new service_error_ServiceError(404, `No OAuth app has the client id ${client_id}`);
    }
    return client_id;
}
const sameKey = (a, user, clientId, fingerprint) => a.user === user && a.clientId === clientId && a.fingerprint === fingerprint;
function findAuthorization(ctx, user, id) {
    const a = ctx.store.read(() => oauth_area(ctx).authorizations.find((x) => x.id === id && x.user === user));
    if (!a)
        throw notFound();
    return a;
}
function grantScopes(ctx, g) {
    const scopes = oauth_area(ctx)
        .authorizations.filter((a) => a.user === g.user && a.clientId === g.clientId)
        .flatMap((a) => a.scopes);
    return [...new Set(scopes)].sort();
}
function appSummary(ctx, clientId) {
    const app = ctx.store.read((s) => s.oauthApps.find((a) => a.clientId === clientId));
    return { client_id: clientId, name: app?.name ?? clientId, url: app?.url ?? ctx.webUrl('/') };
}
function renderAuthorization(ctx, a) {
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
function renderGrant(ctx, g) {
    return {
        id: g.id,
        url: ctx.apiUrl(`/applications/grants/${g.id}`),
        app: appSummary(ctx, g.clientId),
        created_at: g.createdAt,
        updated_at: g.updatedAt,
        scopes: ctx.store.read(() => grantScopes(ctx, g)),
    };
}
/** A new authorization with its token, and the app's grant for the user (created or touched). Inside write. */
function create(ctx, state, user, clientId, input, fingerprint) {
    const now = isoNow();
    // The service's OAuth form (gho_…) where the emulator answers as the service; its own word elsewhere.
    const token = ctx.config.vendor === 'github'
        ? serviceToken('oauth', (0,external_node_crypto_.randomBytes)(20).toString('hex'))
        : `${ctx.config.vendor}_oauth_${(0,external_node_crypto_.randomBytes)(20).toString('hex')}`;
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
    oauth_area(ctx).authorizations.push(a);
    state.tokens[token] = { kind: 'oauth', user, clientId, scopes: [...a.scopes], authorizationId: a.id };
    const grant = oauth_area(ctx).grants.find((g) => g.user === user && g.clientId === clientId);
    if (grant) {
        grant.updatedAt = now;
    }
    else {
        oauth_area(ctx).grants.push({
            id: ctx.store.nextId('oauthGrant'),
            user,
            clientId,
            createdAt: now,
            updatedAt: now,
        });
    }
    return a;
}
/** Remove authorizations and their tokens; a grant left without tokens goes too. Inside write. */
function remove(ctx, state, doomed) {
    const o = oauth_area(ctx);
    for (const a of doomed)
        delete state.tokens[a.token];
    o.authorizations = o.authorizations.filter((a) => !doomed.includes(a));
    o.grants = o.grants.filter((g) => o.authorizations.some((a) => a.user === g.user && a.clientId === g.clientId));
}
function sendCreated(ctx, reply, status, a) {
    const body = renderAuthorization(ctx, a);
    return reply.code(status).header('location', body.url).send(body);
}
/** POST /authorizations's body: 410 without the app's id and secret (passwords make no tokens), 422 with one. */
function parseCreateInput(raw) {
    const input = parseBody(raw, ['scopes', 'note', 'note_url', 'client_id', 'client_secret', 'fingerprint']);
    if (input.client_id === undefined && input.client_secret === undefined) {
        throw new service_error_ServiceError(410, 'Creating personal access tokens with a password is gone: to create a token for an OAuth app, send its client_id and client_secret; for a personal access token, use the token settings');
    }
    const missing = ['client_id', 'client_secret'].filter((f) => input[f] === undefined);
    if (missing.length > 0) {
        throw validationFailed(missing.map((f) => fieldError(f, 'missing_field', `${f} is required to create a token for an OAuth app`)));
    }
    return input;
}
/** PUT /authorizations/clients/…'s body, checked with the path's client id: client_secret required. */
function parseGetOrCreateInput(raw, clientId, fingerprintInPath) {
    const input = parseBody(raw, fingerprintInPath
        ? ['client_secret', 'scopes', 'note', 'note_url']
        : ['client_secret', 'scopes', 'note', 'note_url', 'fingerprint']);
    const errors = [];
    if (clientId.length !== CLIENT_ID_LENGTH) {
        errors.push(fieldError('client_id', 'invalid', `client_id must be ${CLIENT_ID_LENGTH} characters long`));
    }
    if (input.client_secret === undefined) {
        errors.push(fieldError('client_secret', 'missing_field', 'client_secret is required'));
    }
    if (errors.length > 0)
        throw validationFailed(errors);
    return input;
}
/** The body of PATCH /authorizations/{id}: at most one of scopes, add_scopes and remove_scopes. */
function parseUpdateInput(raw) {
    const input = parseBody(raw, ['scopes', 'add_scopes', 'remove_scopes', 'note', 'note_url', 'fingerprint']);
    const scopeKeys = ['scopes', 'add_scopes', 'remove_scopes'].filter((k) => input[k] !== undefined);
    if (scopeKeys.length > 1) {
        throw validationFailed(scopeKeys.map((k) => fieldError(k, 'invalid', 'send only one of scopes, add_scopes, remove_scopes')), `Validation Failed: only one of scopes, add_scopes, remove_scopes may be sent at a time (got ${scopeKeys.join(', ')})`);
    }
    return input;
}
/** A PATCH applied to authorization `id` (known to exist), its token's scopes and its grant. Inside write. */
function update(ctx, state, id, input) {
    const a = oauth_area(ctx).authorizations.find((x) => x.id === id);
    if (input.fingerprint !== undefined && input.fingerprint !== a.fingerprint) {
        const clash = oauth_area(ctx).authorizations.find((x) => sameKey(x, a.user, a.clientId, input.fingerprint ?? null));
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
        token.scopes = [...a.scopes];
    const grant = oauth_area(ctx).grants.find((g) => g.user === a.user && g.clientId === a.clientId);
    if (grant)
        grant.updatedAt = a.updatedAt;
    return a;
}
/** GET /applications/grants: the caller's grants, optionally of one app. */
async function listGrants(ctx, req, reply) {
    const user = basicUser(ctx, req, false);
    const clientId = clientFilter(ctx, req);
    const grants = ctx.store.read(() => oauth_area(ctx).grants.filter((g) => g.user === user.login && (!clientId || g.clientId === clientId)));
    return paginate(ctx, req, reply, grants).map((g) => renderGrant(ctx, g));
}
/** GET /applications/grants/{grant_id}: one of the caller's grants. */
async function getGrant(ctx, req) {
    const user = basicUser(ctx, req, false);
    const id = idParam(req.params.grant_id);
    const grant = ctx.store.read(() => oauth_area(ctx).grants.find((g) => g.id === id && g.user === user.login));
    if (!grant)
        throw notFound();
    return renderGrant(ctx, grant);
}
/** DELETE /applications/grants/{grant_id}: the grant and every token of its app for the caller. */
async function deleteGrant(ctx, req, reply) {
    const user = basicUser(ctx, req, false);
    const id = idParam(req.params.grant_id);
    ctx.store.write((state) => {
        const grant = oauth_area(ctx).grants.find((g) => g.id === id && g.user === user.login);
        if (!grant)
            throw notFound();
        remove(ctx, state, oauth_area(ctx).authorizations.filter((a) => a.user === grant.user && a.clientId === grant.clientId));
    });
    return reply.code(204).send();
}
/** GET /authorizations: the caller's authorizations, optionally of one app. */
async function listAuthorizations(ctx, req, reply) {
    const user = basicUser(ctx, req, false);
    const clientId = clientFilter(ctx, req);
    const list = ctx.store.read(() => oauth_area(ctx).authorizations.filter((a) => a.user === user.login && (!clientId || a.clientId === clientId)));
    return paginate(ctx, req, reply, list).map((a) => renderAuthorization(ctx, a));
}
/** POST /authorizations: a new authorization for an app (201); 422 if one has that fingerprint. */
async function createAuthorization(ctx, req, reply) {
    const user = basicUser(ctx, req, true);
    const input = parseCreateInput(req.body);
    const fingerprint = input.fingerprint ?? null;
    const a = ctx.store.write((state) => {
        checkApp(state, input.client_id, input.client_secret);
        const existing = oauth_area(ctx).authorizations.find((x) => sameKey(x, user.login, input.client_id, fingerprint));
        if (existing) {
            throw validationFailed([
                fieldError('fingerprint', 'already_exists', `authorization ${existing.id} already exists for this app${fingerprint ? ' and fingerprint' : ' without a fingerprint'}: send another fingerprint, or get it with PUT /authorizations/clients/{client_id}${fingerprint ? '/{fingerprint}' : ''}`),
            ]);
        }
        return create(ctx, state, user.login, input.client_id, input, fingerprint);
    });
    return sendCreated(ctx, reply, 201, a);
}
/** PUT /authorizations/clients/{client_id}[/{fingerprint}]: the existing authorization (200) or a new one. */
async function getOrCreateAuthorization(ctx, req, reply) {
    const user = basicUser(ctx, req, true);
    const inPath = req.params.fingerprint;
    const clientId = req.params.client_id;
    const input = parseGetOrCreateInput(req.body, clientId, inPath !== undefined);
    const fingerprint = inPath ?? input.fingerprint ?? null;
    const [status, a] = ctx.store.write((state) => {
        checkApp(state, clientId, input.client_secret);
        const existing = oauth_area(ctx).authorizations.find((x) => sameKey(x, user.login, clientId, fingerprint));
        if (existing)
            return [200, existing];
        return [201, create(ctx, state, user.login, clientId, input, fingerprint)];
    });
    return sendCreated(ctx, reply, status, a);
}
/** GET /authorizations/{authorization_id}: one of the caller's authorizations. */
async function getAuthorization(ctx, req) {
    const user = basicUser(ctx, req, false);
    return renderAuthorization(ctx, findAuthorization(ctx, user.login, idParam(req.params.authorization_id)));
}
/** PATCH /authorizations/{authorization_id}: scopes (set, added or removed), note, note URL, fingerprint. */
async function updateAuthorization(ctx, req) {
    const user = basicUser(ctx, req, true);
    const id = idParam(req.params.authorization_id);
    findAuthorization(ctx, user.login, id);
    const input = parseUpdateInput(req.body);
    const updated = ctx.store.write((state) => update(ctx, state, id, input));
    return renderAuthorization(ctx, updated);
}
/** DELETE /authorizations/{authorization_id}: the authorization and its token (and a grant left empty). */
async function deleteAuthorization(ctx, req, reply) {
    const user = basicUser(ctx, req, false);
    const a = findAuthorization(ctx, user.login, idParam(req.params.authorization_id));
    ctx.store.write((state) => remove(ctx, state, [a]));
    return reply.code(204).send();
}
const oauthRoutes = (api, ctx) => {
    const on = bindTo(ctx);
    // A route-level hook runs before the API scope's preHandler: even a 401 for bad credentials carries these.
    const opts = { onRequest: deprecationHeaders };
    api.get('/applications/grants', opts, on(listGrants));
    api.get('/applications/grants/:grant_id', opts, on(getGrant));
    api.delete('/applications/grants/:grant_id', opts, on(deleteGrant));
    api.get('/authorizations', opts, on(listAuthorizations));
    api.post('/authorizations', opts, on(createAuthorization));
    api.put('/authorizations/clients/:client_id', opts, on(getOrCreateAuthorization));
    api.put('/authorizations/clients/:client_id/:fingerprint', opts, on(getOrCreateAuthorization));
    api.get('/authorizations/:authorization_id', opts, on(getAuthorization));
    api.patch('/authorizations/:authorization_id', opts, on(updateAuthorization));
    api.delete('/authorizations/:authorization_id', opts, on(deleteAuthorization));
};

;// CONCATENATED MODULE: ./src/emulator/routes/org-custom-properties.ts






const NEEDS = {
    read: { scope: 'read:org', access: 'read', rank: 'member' },
    define: { scope: 'admin:org', access: 'admin', rank: 'owner' },
    set: { scope: 'write:org', access: 'write', rank: 'owner' },
};
const orgCustomPropertiesRoutes = (api, ctx) => {
    const on = bindTo(ctx);
    api.get('/orgs/:org/properties/schema', on(listSchema));
    api.patch('/orgs/:org/properties/schema', on(defineMany));
    api.get('/orgs/:org/properties/schema/:custom_property_name', on(getDefinition));
    api.put('/orgs/:org/properties/schema/:custom_property_name', on(defineOne));
    api.delete('/orgs/:org/properties/schema/:custom_property_name', on(removeDefinition));
    api.get('/orgs/:org/properties/values', on(listValues));
    api.patch('/orgs/:org/properties/values', on(setValues));
};
/** The organization, if the caller may do `what` there; else 401, 403 (the token) or 404 (who they are). */
function orgAccess(ctx, req, reply, login, what) {
    const need = NEEDS[what];
    reply.header('x-accepted-oauth-scopes', need.scope);
    reply.header(headerNames(ctx.config.vendor).acceptedPermissions, `organization_custom_properties=${need.access}`);
    const org = ctx.store.read((s) => findOrg(s, login));
    if (!org)
        throw notFound();
    const caller = req.caller;
    if (caller.type === 'anonymous')
        throw new service_error_ServiceError(401, 'Requires authentication');
    if (caller.type === 'basic')
        throw new service_error_ServiceError(401, 'Password authentication is not supported here: use a token');
    const t = caller.token;
    if (t.kind === 'classic' || t.kind === 'oauth')
        reply.header('x-oauth-scopes', t.scopes.join(', '));
    const refused = tokenRefusal(t, {
        scopes: [need.scope],
        permission: ['organization_custom_properties', need.access],
        role: 'read',
    });
    if (refused)
        throw refused;
    if (t.kind === 'installation')
        return org;
    if (t.kind === 'workflow')
        throw new service_error_ServiceError(403, 'Resource not accessible by integration', {
            documentationUrl: 'permissions',
        });
    const who = callerLogin(caller).toLowerCase();
    const owner = org.owners.some((o) => o.toLowerCase() === who);
    if (!owner && !org.members.some((m) => m.toLowerCase() === who))
        throw notFound();
    if (need.rank === 'owner' && !owner)
        throw new service_error_ServiceError(403, `Must be an owner of ${org.login} to change its custom properties`);
    return org;
}
function org_custom_properties_render(ctx, org, def) {
    const { property_name, ...rest } = def;
    return {
        property_name,
        url: ctx.apiUrl(`/orgs/${org.login}/properties/schema/${encodeURIComponent(property_name)}`),
        source_type: 'organization',
        ...rest,
    };
}
async function listSchema(ctx, req, reply) {
    const org = orgAccess(ctx, req, reply, req.params.org, 'read');
    return ctx.store.read((s) => orgSchema(s, org).map((d) => org_custom_properties_render(ctx, org, d)));
}
async function getDefinition(ctx, req, reply) {
    const org = orgAccess(ctx, req, reply, req.params.org, 'read');
    const def = ctx.store.read((s) => findDefinition(orgSchema(s, org), req.params.custom_property_name));
    if (!def)
        throw notFound();
    return org_custom_properties_render(ctx, org, def);
}
async function defineOne(ctx, req, reply) {
    const org = orgAccess(ctx, req, reply, req.params.org, 'define');
    const { def, errors } = readDefinition(req.params.custom_property_name, req.body);
    if (!def)
        throw refusal(errors);
    return org_custom_properties_render(ctx, org, org_custom_properties_define(ctx, org, [def])[0]);
}
async function defineMany(ctx, req, reply) {
    const org = orgAccess(ctx, req, reply, req.params.org, 'define');
    const items = req.body?.properties;
    if (!Array.isArray(items) || items.length === 0 || items.length > 100)
        throw validationFailed([{ resource: 'CustomProperty', field: 'properties', code: 'invalid' }], 'properties is required: an array of 1 to 100 custom properties, each with property_name and value_type');
    const defs = [];
    const errors = [];
    items.forEach((item, i) => {
        const name = item?.property_name;
        const read = readDefinition(typeof name === 'string' ? name : '', item, `properties[${i}].`);
        if (read.def)
            defs.push(read.def);
        errors.push(...read.errors);
    });
    if (errors.length > 0)
        throw refusal(errors);
    return org_custom_properties_define(ctx, org, defs).map((d) => org_custom_properties_render(ctx, org, d));
}
/** Create or replace definitions (a name matches whatever its case); the schema is written whole from then on. */
function org_custom_properties_define(ctx, org, defs) {
    return ctx.store.write((s) => {
        const schema = writableSchema(s, org);
        return defs.map((def) => {
            const at = schema.findIndex((d) => d.property_name.toLowerCase() === def.property_name.toLowerCase());
            if (at < 0)
                schema.push(def);
            else
                schema[at] = def;
            return def;
        });
    });
}
/** Within a write: the organization's schema as the state holds it, written out first if it was inferred. */
function writableSchema(s, org) {
    const target = findOrg(s, org.login);
    if (!target.propertySchema)
        target.propertySchema = orgSchema(s, target).map((d) => ({ ...d }));
    // Read back through the state: what was assigned is not the tracked array.
    return target.propertySchema;
}
async function removeDefinition(ctx, req, reply) {
    const org = orgAccess(ctx, req, reply, req.params.org, 'define');
    const name = req.params.custom_property_name.toLowerCase();
    ctx.store.write((s) => {
        const target = findOrg(s, org.login);
        const schema = writableSchema(s, target);
        const at = schema.findIndex((d) => d.property_name.toLowerCase() === name);
        if (at < 0)
            throw notFound();
        const removed = schema[at].property_name;
        ctx.store.removeAt(schema, at);
        // Its values go with it, from every repository of the organization.
        for (const repo of reposOf(s, target))
            if (Object.hasOwn(repo.customProperties, removed))
                delete repo.customProperties[removed];
    });
    return reply.code(204).send();
}
async function listValues(ctx, req, reply) {
    const org = orgAccess(ctx, req, reply, req.params.org, 'read');
    const rows = ctx.store.read((s) => {
        const schema = orgSchema(s, org);
        const matches = repositoryQuery(req.query.repository_query);
        return reposOf(s, org)
            .filter((r) => canSee(s, req.caller, r) && matches(r, shownValues(schema, r)))
            .sort((a, b) => a.id - b.id)
            .map((r) => ({
            repository_id: r.id,
            repository_name: r.name,
            repository_full_name: fullName(r),
            properties: shownValues(schema, r),
        }));
    });
    return paginate(ctx, req, reply, rows);
}
/**
 * The repositories a `repository_query` keeps: every word a part of the name, `props.NAME:VALUE` a value held (one
 * of a multi-select's), `no:props.NAME` no value held; as the service's repository search, reduced to what the
 * values listing needs.
 */
function repositoryQuery(query) {
    const words = (query ?? '').trim().split(/\s+/).filter(Boolean);
    return (repo, values) => words.every((word) => {
        const held = (name) => values.find((v) => v.property_name.toLowerCase() === name.toLowerCase());
        const no = /^no:props\.(.+)$/i.exec(word);
        if (no)
            return !held(no[1]);
        const prop = /^props\.([^:]+):(.*)$/i.exec(word);
        if (prop) {
            const v = held(prop[1])?.value;
            const want = prop[2].replace(/^"|"$/g, '').toLowerCase();
            return Array.isArray(v) ? v.some((x) => x.toLowerCase() === want) : v?.toLowerCase() === want;
        }
        return repo.name.toLowerCase().includes(word.toLowerCase());
    });
}
async function setValues(ctx, req, reply) {
    const org = orgAccess(ctx, req, reply, req.params.org, 'set');
    const body = (typeof req.body === 'object' && req.body !== null ? req.body : {});
    const names = body.repository_names;
    const properties = body.properties;
    const errors = [];
    if (!Array.isArray(names) ||
        names.length === 0 ||
        names.length > 30 ||
        names.some((n) => typeof n !== 'string'))
        errors.push({
            resource: 'CustomPropertyValue',
            field: 'repository_names',
            code: 'invalid',
            message: 'repository_names is required: 1 to 30 names of repositories of the organization',
        });
    if (!Array.isArray(properties))
        errors.push({
            resource: 'CustomPropertyValue',
            field: 'properties',
            code: 'missing_field',
            message: 'properties is required: an array of { property_name, value }',
        });
    if (errors.length > 0)
        throw refusal(errors);
    ctx.store.write((s) => {
        const target = findOrg(s, org.login);
        const schema = orgSchema(s, target);
        const repos = reposOf(s, target);
        const found = names.map((n) => repos.find((r) => r.name.toLowerCase() === n.toLowerCase()));
        const problems = valuesProblems(schema, properties, target.login);
        found.forEach((r, i) => {
            if (!r)
                problems.push({
                    resource: 'CustomPropertyValue',
                    field: `repository_names[${i}]`,
                    code: 'invalid',
                    message: `${names[i]} is not a repository of ${target.login}`,
                });
        });
        if (problems.length > 0)
            throw refusal(problems);
        const values = properties;
        for (const r of found)
            applyValues(r, schema, values);
    });
    return reply.code(204).send();
}

;// CONCATENATED MODULE: ./src/emulator/pages/builds.ts
/**
 * Pages builds of a branch site: queued, then one at a time per repository and per requester, built or errored
 * (a source path without files), derived from timestamps when read.
 */







/**
 * When each build runs: in request order, a build starts once the earlier builds of its repository and of its
 * requester have finished (one concurrent build per repository and per requester; later requests wait).
 */
function buildSchedule(builds) {
    const freeAt = new Map();
    const out = new Map();
    for (const b of [...builds].sort((x, y) => x.id - y.id)) {
        const repoKey = `repo:${b.repoId}`;
        const userKey = `user:${b.requester.toLowerCase()}`;
        const start = Math.max(b.createdMs + b.pickupMs, freeAt.get(repoKey) ?? 0, freeAt.get(userKey) ?? 0);
        const end = start + b.durationMs;
        freeAt.set(repoKey, end);
        freeAt.set(userKey, end);
        out.set(b.id, { start, end });
    }
    return out;
}
function buildStatus(b, slot, now) {
    if (now < slot.start)
        return 'queued';
    if (now < slot.end)
        return 'building';
    return b.error ? 'errored' : 'built';
}
/** The repository files a branch build publishes: those under the site's source path, relative to it. */
function sourceFiles(repo, site) {
    const prefix = site.source.path === '/docs' ? 'docs/' : '';
    return new Map(repo.files.filter((f) => f.path.startsWith(prefix)).map((f) => [f.path.slice(prefix.length), f.content]));
}
function renderBuild(ctx, repo, b, slot, now) {
    const status = buildStatus(b, slot, now);
    const finished = status === 'built' || status === 'errored';
    return {
        url: ctx.apiUrl(`${repoPath(repo)}/pages/builds/${b.id}`),
        status,
        error: { message: status === 'errored' ? b.error : null },
        pusher: userSummary(ctx, b.requester),
        commit: b.commit,
        duration: finished ? slot.end - slot.start : 0,
        created_at: iso(b.createdMs),
        updated_at: iso(finished ? slot.end : status === 'building' ? slot.start : b.createdMs),
    };
}
function headCommit(repo) {
    return (repo.commits[repo.commits.length - 1]?.sha ??
        (0,external_node_crypto_.createHash)('sha1')
            .update(`${fullName(repo)}\0${repo.defaultBranch}`)
            .digest('hex'));
}
const pagesBuildRoutes = (api, ctx) => {
    const base = '/repos/:owner/:repo/pages';
    api.get(`${base}/builds`, async (req, reply) => {
        const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, area_READ);
        findSite(ctx, repo);
        const now = Date.now();
        const rendered = readArea(ctx, (a) => {
            const schedule = buildSchedule(a.builds);
            return a.builds
                .filter((b) => b.repoId === repo.id)
                .sort((x, y) => y.id - x.id)
                .map((b) => renderBuild(ctx, repo, b, schedule.get(b.id), now));
        });
        return paginate(ctx, req, reply, rendered);
    });
    api.post(`${base}/builds`, async (req, reply) => {
        const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, area_WRITE);
        const site = findSite(ctx, repo);
        const empty = sourceFiles(repo, site).size === 0;
        writeArea(ctx, (a) => {
            const b = {
                id: ctx.store.nextId('pagesBuild'),
                repoId: repo.id,
                requester: actorLogin(req.caller, ctx.config.vendor),
                commit: headCommit(repo),
                createdMs: Date.now(),
                pickupMs: PAGES_TIMING.pickupMs,
                durationMs: PAGES_TIMING.buildMs,
                error: empty
                    ? `The source path ${site.source.path} of branch ${site.source.branch} holds no files`
                    : null,
            };
            a.builds.push(b);
            return b;
        });
        // The spec: "The response to a build request carries only url and status. The latest-build URL form ends in
        // /latest." (the published description's example too), whichever build this request queued.
        return reply
            .code(201)
            .send({ url: ctx.apiUrl(`${repoPath(repo)}/pages/builds/latest`), status: 'queued' });
    });
    const oneBuild = (repo, pick) => {
        const now = Date.now();
        return readArea(ctx, (a) => {
            const build = pick(a.builds.filter((b) => b.repoId === repo.id));
            if (!build)
                throw new service_error_ServiceError(404, `No such Pages build in ${fullName(repo)}`);
            return renderBuild(ctx, repo, build, buildSchedule(a.builds).get(build.id), now);
        });
    };
    api.get(`${base}/builds/latest`, async (req, reply) => {
        const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, area_READ);
        findSite(ctx, repo);
        return oneBuild(repo, (builds) => builds.reduce((x, b) => (!x || b.id > x.id ? b : x), undefined));
    });
    api.get(`${base}/builds/:build_id`, async (req, reply) => {
        const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, area_READ);
        findSite(ctx, repo);
        const id = /^\d+$/.test(req.params.build_id) ? Number(req.params.build_id) : NaN;
        return oneBuild(repo, (builds) => builds.find((b) => b.id === id));
    });
};

// EXTERNAL MODULE: ./src/emulator/site-store.ts
var site_store = __webpack_require__(53172);
;// CONCATENATED MODULE: ./src/emulator/pages/site-files.ts
/**
 * Deployed sites in the content store (site-store.ts), seen from the event loop: storing an artifact's site (in the
 * worker thread), the manifests the served sites read (kept for the next requests), and the sweep that deletes
 * what no deployment can serve again. The sweep and the writers exclude each other: a writer finds a content
 * stored and relies on it, so nothing is deleted while one runs.
 */





/** How many manifests stay parsed in memory (the most recently served sites'). */
const MANIFESTS_KEPT = 64;
const manifests = new Map();
/** The site `hash` of the store, from its manifest. */
function loadSite(rt, hash) {
    const key = `${rt.sites}\0${hash}`;
    let site = manifests.get(key);
    if (site)
        manifests.delete(key); // re-inserted: the most recent last
    else {
        site = (0,site_store/* readManifest */.WI)(rt.sites, hash);
        site.catch(() => manifests.delete(key));
    }
    manifests.set(key, site);
    if (manifests.size > MANIFESTS_KEPT)
        manifests.delete(manifests.keys().next().value);
    return site;
}
/** The file holding a content of a stored site. */
const contentFile = (rt, hash) => (0,site_store/* storedPath */.PH)(rt.sites, hash);
/**
 * Run a store writer (`write`, in the worker thread) once no sweep runs; the site it stores is held (kept by any
 * sweep) until `release` is called with it, once the deployment that serves it is recorded or given up.
 */
async function storeSite(rt, write) {
    while (rt.sweeping)
        await rt.sweeping;
    const writing = write().then((out) => {
        const site = siteOf(out);
        if (site)
            rt.pendingSites.set(site, (rt.pendingSites.get(site) ?? 0) + 1);
        return out;
    });
    rt.extracting.add(writing);
    return writing.finally(() => rt.extracting.delete(writing));
}
const siteOf = (out) => 'site' in out ? out.site : out.ok ? out.stored.site : undefined;
/** The artifact in `file` stored as a site (see storeSite). */
const storeArtifact = (rt, file) => storeSite(rt, () => (0,worker.offLoop)('extract', { file, store: rt.sites }));
/** The hold storeSite took on `site`. */
function release(rt, site) {
    if (!site)
        return;
    const n = (rt.pendingSites.get(site) ?? 1) - 1;
    if (n > 0)
        rt.pendingSites.set(site, n);
    else
        rt.pendingSites.delete(site);
}
/** How soon after a site stops being served its files are swept (a burst of prunes costs one sweep). */
const SWEEP_DELAY_MS = 200;
/** Sweep the store soon (see sweepSites). */
function scheduleSweep(ctx) {
    const rt = runtime(ctx);
    if (rt.sweepTimer || rt.closed)
        return;
    rt.sweepTimer = setTimeout(() => {
        rt.sweepTimer = undefined;
        sweepSites(ctx).catch((err) => ctx.warn(`Pages: sweeping the deployed sites' files: ${err.message}`));
    }, SWEEP_DELAY_MS);
    rt.sweepTimer.unref();
}
/**
 * Delete every stored file no deployment can serve: contents and manifests of no recorded (or held) site, what a
 * crash left in tmp/, and the directories of the layout before (those a deployment still records are kept).
 */
async function sweepSites(ctx) {
    const rt = runtime(ctx);
    while (rt.sweeping)
        await rt.sweeping;
    let swept;
    rt.sweeping = new Promise((resolve) => (swept = resolve));
    try {
        await Promise.allSettled([...rt.extracting]);
        const live = new Set(rt.pendingSites.keys());
        const legacy = new Set();
        for (const d of recordedDeployments(ctx)) {
            if (d.site)
                live.add(d.site);
            if (d.dir)
                legacy.add((0,external_node_path_.basename)(d.dir));
        }
        for (const site of [...live]) {
            const stored = await loadSite(rt, site).catch(() => undefined);
            if (stored)
                for (const hash of stored.files.values())
                    live.add(hash);
        }
        const files = (0,external_node_path_.join)(rt.sites, 'files');
        for (const shard of await (0,promises_.readdir)(files).catch(() => [])) {
            for (const name of await (0,promises_.readdir)((0,external_node_path_.join)(files, shard)).catch(() => []))
                if (!live.has(shard + name))
                    await (0,promises_.unlink)((0,external_node_path_.join)(files, shard, name)).catch(() => { });
        }
        const tmp = (0,external_node_path_.join)(rt.sites, 'tmp');
        for (const name of await (0,promises_.readdir)(tmp).catch(() => []))
            await (0,promises_.rm)((0,external_node_path_.join)(tmp, name), { force: true });
        for (const name of await (0,promises_.readdir)(rt.sites))
            if (name !== 'files' && name !== 'tmp' && !legacy.has(name))
                await (0,promises_.rm)((0,external_node_path_.join)(rt.sites, name), { recursive: true, force: true });
    }
    finally {
        rt.sweeping = undefined;
        swept();
    }
}
/** Where each recorded deployment's files are (read without making the Pages area: a read is not a write). */
const recordedDeployments = (ctx) => ctx.store.read((s) => (s.areas.pages?.deployments ?? []).map(({ id, site, dir }) => ({
    id,
    site,
    dir,
})));

;// CONCATENATED MODULE: ./src/emulator/pages/publication.ts




function publication(ctx, repo, now = Date.now()) {
    const inFlight = runtime(ctx).inFlight;
    const best = readArea(ctx, (a) => {
        const site = a.sites.find((s) => s.repoId === repo.id);
        if (!site)
            return undefined;
        let best;
        for (const d of a.deployments) {
            if (d.repoId !== repo.id || !d.site)
                continue;
            const { status, succeededAt } = deploymentState(d, now, inFlight);
            // In creation order: the last one that succeeded is the newest.
            if (status === 'succeed')
                best = { kind: 'deployment', at: succeededAt, site: d.site, custom404: d.custom404 ?? false };
        }
        const schedule = buildSchedule(a.builds);
        for (const b of a.builds) {
            const slot = schedule.get(b.id);
            if (b.repoId !== repo.id || buildStatus(b, slot, now) !== 'built')
                continue;
            if (!best || slot.end > best.at) {
                best = { kind: 'branch', at: slot.end, files: sourceFiles(repo, site) };
            }
        }
        return best;
    });
    pruneSites(ctx, repo, best, now);
    return best;
}
/**
 * Let go of the sites of deployments that can never be served again: finished (succeeded, failed or cancelled)
 * and superseded by what the site serves now. Their files are swept unless another deployment serves them.
 */
function pruneSites(ctx, repo, served, now) {
    if (!served)
        return;
    const inFlight = runtime(ctx).inFlight;
    const pruned = readArea(ctx, (a) => a.deployments.some((d) => prunable(d, repo, served, now, inFlight)));
    if (!pruned)
        return; // nothing written: serving a site is not a write
    writeArea(ctx, (a) => {
        for (const d of a.deployments)
            if (prunable(d, repo, served, now, inFlight))
                delete d.site;
    });
    scheduleSweep(ctx);
}
function prunable(d, repo, served, now, inFlight) {
    if (d.repoId !== repo.id || !d.site || (served.kind === 'deployment' && d.site === served.site))
        return false;
    const { status, succeededAt } = deploymentState(d, now, inFlight);
    if (!isFinal(status))
        return false;
    // Served from a branch build: a deployment that succeeded after it may still be served again.
    return !(served.kind === 'branch' && status === 'succeed' && succeededAt > served.at);
}
/**
 * During a stream of deployments of one repository, its superseded sites are let go of at most this often: the
 * sweep that follows holds new sites back while it deletes (a prune each time one went live stalled publishing).
 */
const PRUNE_EVERY_MS = 10_000;
/**
 * Once the deployment of `repoId` synced at `syncedMs` goes live, let go of the sites it supersedes: one timer a
 * repository, waiting for the last deployment of a burst to go live, or firing every PRUNE_EVERY_MS while they keep
 * coming.
 */
function pruneWhenLive(ctx, d, syncedMs) {
    const rt = runtime(ctx);
    const at = liveAt(d, syncedMs) + 1;
    const pending = rt.prunes.get(d.repoId);
    if (pending) {
        pending.due = Math.max(pending.due, at);
        return;
    }
    rt.prunes.set(d.repoId, { due: at, since: Date.now() });
    pruneAt(ctx, d.repoId, at);
}
function pruneAt(ctx, repoId, at) {
    const rt = runtime(ctx);
    setTimeout(() => {
        const pending = rt.prunes.get(repoId);
        if (rt.closed || !pending)
            return;
        const now = Date.now();
        if (pending.due > now && now - pending.since < PRUNE_EVERY_MS)
            return pruneAt(ctx, repoId, pending.due);
        try {
            const repo = ctx.store.read((s) => s.repos.find((r) => r.id === repoId));
            if (repo)
                publication(ctx, repo);
        }
        catch (err) {
            ctx.warn(`Pages: letting go of superseded sites: ${err.message}`);
        }
        if (pending.due <= now)
            rt.prunes.delete(repoId);
        else {
            pending.since = now;
            pruneAt(ctx, repoId, pending.due);
        }
    }, Math.max(0, at - Date.now())).unref();
}
/** At start: every repository's superseded sites let go of once its newest deployment is live. */
function pruneAfterStart(ctx) {
    // Peeked, not read through the area (which makes it): a start that changes nothing records nothing.
    const newest = ctx.store.peek((s) => {
        const last = new Map();
        for (const d of s.areas.pages?.deployments ?? []) {
            if (d.site === undefined || d.syncedMs === undefined)
                continue;
            const had = last.get(d.repoId);
            if (!had || liveAt(d, d.syncedMs) > liveAt(had, had.syncedMs))
                last.set(d.repoId, d);
        }
        return [...last.values()].map(({ repoId, createdMs, stepMs, syncedMs }) => ({
            repoId,
            createdMs,
            stepMs,
            syncedMs: syncedMs,
        }));
    });
    // One prune a repository, once its last deployment is live.
    for (const d of newest)
        pruneWhenLive(ctx, d, d.syncedMs);
}

;// CONCATENATED MODULE: ./src/emulator/pages/deployments.ts
/**
 * Pages deployments: create one from an artifact of the emulator's store (named by `artifact_url` or, as in the
 * published description, `artifact_id`), certified by an OIDC token of this emulator's issuer, then read its
 * status or cancel it. Each operation answers on both paths real clients use:
 *
 * | operation | the spec / deploy-pages v1 | the published description / deploy-pages v4 and later |
 * |---|---|---|
 * | create | `POST .../pages/deployment` | `POST .../pages/deployments` |
 * | status | `GET .../pages/deployment/status/{id}` | `GET .../pages/deployments/{id}` |
 * | cancel | `PUT .../pages/deployment/cancel/{id}` | `POST .../pages/deployments/{id}/cancel` |
 *
 * `{id}` is the deployment's id or its `pages_build_version` (the description: "you can also give the commit
 * SHA"). Reading the status needs what creating needs (write access, pages write for apps).
 */














/** Query parameters an artifact URL may carry (the runtime service's, and deploy-pages v1's expansion). */
const ARTIFACT_URL_QUERY = new Set(['artifactName', 'api-version', '$expand']);
const pagesDeploymentRoutes = (api, ctx) => {
    const base = '/repos/:owner/:repo/pages';
    const on = bindTo(ctx);
    api.post(`${base}/deployment`, on(createDeployment));
    api.post(`${base}/deployments`, on(createDeployment));
    api.get(`${base}/deployment/status/:id`, on(deploymentStatus));
    api.get(`${base}/deployments/:id`, on(deploymentStatus));
    api.put(`${base}/deployment/cancel/:id`, on(cancelDeployment));
    api.post(`${base}/deployments/:id/cancel`, on(cancelDeployment));
};
/**
 * Create a deployment: check the body, the site, the OIDC token that certifies it and the artifact it names; then
 * record the deployment and start publishing it (its status tells how that goes).
 */
async function createDeployment(ctx, req, reply) {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, area_WRITE);
    const body = objectBody(req.body);
    checkDeploymentBody(body);
    findSite(ctx, repo);
    const { subject, runId } = await certify(ctx, repo, body.oidc_token);
    const artifact = body.artifact_id !== undefined
        ? artifactById(ctx, repo, body.artifact_id)
        : artifactByUrl(ctx, repo, body.artifact_url, runId);
    const rt = runtime(ctx);
    const deployment = writeArea(ctx, (a) => {
        const d = {
            id: ctx.store.nextId('pagesDeployment'),
            repoId: repo.id,
            artifactId: artifact.id,
            artifactName: artifact.name,
            ...(artifact.runId !== undefined ? { artifactRunId: artifact.runId } : {}),
            environment: body.environment ?? `${ctx.config.vendor}-pages`,
            pagesBuildVersion: body.pages_build_version,
            requester: actorLogin(req.caller, ctx.config.vendor),
            subject,
            createdMs: Date.now(),
            stepMs: PAGES_TIMING.deploymentStepMs,
        };
        a.deployments.push(d);
        return d;
    });
    rt.inFlight.add(deployment.id);
    void publish(ctx, rt, deployment.id, artifact);
    return {
        id: deployment.id,
        status_url: ctx.apiUrl(`${repoPath(repo)}/pages/deployments/${deployment.id}`),
        page_url: pageUrl(ctx, repo),
    };
}
/** The create body's fields by type; one of artifact_url and artifact_id; 422 with every field in error. */
function checkDeploymentBody(body) {
    const errors = [];
    const check = (field, required, type) => {
        const v = body[field];
        if (v === undefined) {
            if (required) {
                errors.push({
                    resource: 'PagesDeployment',
                    field,
                    code: 'missing_field',
                    message: `${field} is required`,
                });
            }
        }
        else if (typeof v !== type ||
            (type === 'string' && v.length === 0) ||
            (type === 'number' && !(Number.isSafeInteger(v) && v > 0))) {
            const what = type === 'number' ? 'positive integer' : `non-empty ${type}`;
            errors.push({
                resource: 'PagesDeployment',
                field,
                code: 'invalid',
                message: `${field} must be a ${what}`,
            });
        }
    };
    if ((body.artifact_url === undefined) === (body.artifact_id === undefined)) {
        errors.push({
            resource: 'PagesDeployment',
            field: 'artifact_url',
            code: body.artifact_url === undefined ? 'missing_field' : 'invalid',
            message: 'give one of artifact_url and artifact_id',
        });
    }
    check('artifact_url', false, 'string');
    check('artifact_id', false, 'number');
    check('pages_build_version', true, 'string');
    check('oidc_token', true, 'string');
    check('environment', false, 'string');
    check('preview', false, 'boolean');
    failIfAny(errors);
}
/** The OIDC token's subject and run (if it names one): 400 unless this emulator issued it for the repository. */
async function certify(ctx, repo, token) {
    try {
        const claims = await verifyIdToken(ctx, token, {
            audience: defaultAudience(ctx, repo.owner),
            repository: fullName(repo),
        });
        return {
            subject: claims.sub,
            runId: /^\d+$/.test(String(claims.run_id)) ? Number(claims.run_id) : undefined,
        };
    }
    catch (err) {
        if (err instanceof OidcError)
            throw new service_error_ServiceError(400, `Deployment rejected: ${err.message}`);
        throw err;
    }
}
/** A deployment by id, or the latest with that pages_build_version. */
function deploymentOf(ctx, repo, rawId) {
    const d = readArea(ctx, (a) => {
        const mine = a.deployments.filter((x) => x.repoId === repo.id);
        return ((/^\d+$/.test(rawId) ? mine.find((x) => x.id === Number(rawId)) : undefined) ??
            mine.filter((x) => x.pagesBuildVersion === rawId).pop());
    });
    if (!d)
        throw new service_error_ServiceError(404, `No Pages deployment ${rawId} in ${fullName(repo)}`);
    return d;
}
/** A deployment's status, with a message when it failed or was lost. */
async function deploymentStatus(ctx, req, reply) {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, area_WRITE);
    const d = deploymentOf(ctx, repo, req.params.id);
    const { status } = deploymentState(d, Date.now(), runtime(ctx).inFlight);
    return {
        status,
        ...(status === 'deployment_lost'
            ? { message: 'The emulator restarted while this deployment ran: deploy again' }
            : d.failure
                ? { message: d.failure.message }
                : {}),
    };
}
/** Cancel a running deployment (204; a finished one is left as it is); its stored files are swept. */
async function cancelDeployment(ctx, req, reply) {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, area_WRITE);
    const d = deploymentOf(ctx, repo, req.params.id);
    const now = Date.now();
    const rt = runtime(ctx);
    const cancelled = writeArea(ctx, (a) => {
        const current = a.deployments.find((x) => x.id === d.id);
        if (isFinal(deploymentState(current, now, rt.inFlight).status))
            return false;
        current.cancelledMs = now;
        delete current.site;
        return true;
    });
    if (cancelled)
        scheduleSweep(ctx);
    return reply.code(204).send();
}
/** The artifact an `artifact_id` names: one of this repository's artifacts in the store, not expired. */
function artifactById(ctx, repo, id) {
    const artifact = artifactWithId(ctx, repo.id, id);
    if (artifact && isExpired(artifact))
        throw new service_error_ServiceError(410, `Artifact ${id} has expired: upload it again in a new run`);
    if (!artifact) {
        throw new service_error_ServiceError(404, `No artifact ${id} in ${fullName(repo)}: list the run's artifacts with GET ${repoPath(repo)}/actions/runs/{run_id}/artifacts`);
    }
    return artifact;
}
/**
 * The artifact an `artifact_url` names. The query strings of the runtime service's artifact URLs
 * (`artifactName`, `api-version`) and deploy-pages v1's `$expand=SignedContent` are accepted; no other. Only URLs
 * of this emulator (its artifact store, the REST download URL of a run artifact, the old runtime listing's), for
 * this repository, are accepted, and the bytes are read from the store directly: the emulator never fetches a URL
 * it is given, because a server that fetches caller-chosen URLs can be made to reach hosts only it can reach
 * (SSRF: cloud metadata endpoints, internal services, the loopback interface).
 */
function artifactByUrl(ctx, repo, raw, runId) {
    const refuse = (why) => {
        throw validationFailed([{ resource: 'PagesDeployment', field: 'artifact_url', code: 'invalid', message: why }], `artifact_url ${why}: upload the artifact with PUT ${storeUrl(ctx, repo)}{name} and pass the URL it answers (the emulator fetches no other URL)`);
    };
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return refuse('is not an absolute URL');
    }
    if (url.origin !== new URL(ctx.config.origin).origin || url.username || url.password || url.hash) {
        return refuse(`is not in this emulator's artifact store (${ctx.config.origin}${ARTIFACTS}/)`);
    }
    const unknown = [...url.searchParams.keys()].filter((k) => !ARTIFACT_URL_QUERY.has(k));
    if (unknown.length > 0)
        return refuse(`has query parameters the artifact store does not know (${unknown.join(', ')})`);
    const expand = url.searchParams.get('$expand');
    if (expand !== null && expand !== 'SignedContent')
        return refuse('asks for $expand other than SignedContent');
    const rest = new RegExp(`^${ctx.config.apiPrefix}/repos/([^/]+)/([^/]+)/actions/artifacts/(\\d+)/zip$`).exec(url.pathname);
    if (rest)
        return artifactOfDownloadUrl(ctx, repo, url, rest, refuse);
    const old = RUN_ARTIFACT_PATH.exec(url.pathname);
    if (old)
        return artifactOfRuntimeUrl(ctx, repo, url, old[1], refuse);
    return artifactOfStoreUrl(ctx, repo, url, runId, refuse);
}
/** Where the repository's artifacts are put in the emulator's store: `{origin}/_artifacts/{owner}/{repo}/`. */
const storeUrl = (ctx, repo) => `${ctx.config.origin}${ARTIFACTS}/${repo.owner}/${repo.name}/`;
/** The REST download URL of a run artifact (what the pack step outputs as artifact-url). */
function artifactOfDownloadUrl(ctx, repo, url, path, refuse) {
    if ([...url.searchParams.keys()].length > 0)
        return refuse('has a query string the download URL does not take');
    const owning = ctx.store.read((s) => findRepo(s, decodeURIComponent(path[1]), decodeURIComponent(path[2])));
    if (!owning || owning.id !== repo.id)
        return refuse(`belongs to ${path[1]}/${path[2]}, not to ${fullName(repo)}: a deployment takes only its own repository's artifacts`);
    return artifactById(ctx, repo, Number(path[3]));
}
/** The old runtime listing's URL: by run and name, and only what the old artifact service holds. */
function artifactOfRuntimeUrl(ctx, repo, url, runId, refuse) {
    const name = url.searchParams.get('artifactName');
    if (!name)
        return refuse('names no artifact (artifactName)');
    const found = runArtifact(ctx, repo, Number(runId), name);
    if (!found || found.service === 'results' || isExpired(found))
        throw new service_error_ServiceError(404, `Artifact not found: run ${runId} of ${fullName(repo)} has no artifact ${name} in the old artifact service (artifacts of upload-artifact v4+ and upload-pages-artifact v3+ deploy with deploy-pages v4+)`);
    return found;
}
/** A URL of the emulator's artifact store: the certified run's artifact of that name, else the one put without a run. */
function artifactOfStoreUrl(ctx, repo, url, runId, refuse) {
    const parts = url.pathname.startsWith(`${ARTIFACTS}/`)
        ? url.pathname.slice(ARTIFACTS.length + 1).split('/')
        : [];
    let decoded;
    try {
        decoded = parts.map(decodeURIComponent);
    }
    catch {
        return refuse('is not a valid artifact URL');
    }
    if (decoded.length !== 3)
        return refuse(`is not an artifact URL (${ARTIFACTS}/{owner}/{repo}/{name})`);
    const [owner, name, artifactName] = decoded;
    const named = url.searchParams.get('artifactName');
    if (named !== null && named !== artifactName)
        return refuse(`names two artifacts (${artifactName} and ${named})`);
    const owning = ctx.store.read((s) => findRepo(s, owner, name));
    if (!owning || owning.id !== repo.id) {
        return refuse(`belongs to ${owner}/${name}, not to ${fullName(repo)}: a deployment takes only its own repository's artifacts`);
    }
    // Never another run's artifact.
    const artifact = (runId !== undefined ? runArtifact(ctx, repo, runId, artifactName) : undefined) ??
        runArtifact(ctx, repo, undefined, artifactName);
    if (!artifact) {
        throw new service_error_ServiceError(404, `No artifact ${artifactName} in ${fullName(repo)}: upload it first with PUT ${storeUrl(ctx, repo)}${encodeURIComponent(artifactName)}`);
    }
    return artifact;
}
/**
 * Store the artifact's site (the syncing_files step); record the outcome. The outcome is written whatever the state
 * directory does meanwhile (retried while it refuses writes); if the emulator stops first, the deployment is still
 * unsynced in the state and the next start does it again (resumeDeployments).
 */
async function publish(ctx, rt, id, artifact) {
    const fail = (status, message) => commitEventually(ctx, () => writeArea(ctx, (a) => {
        const d = deployments_newest(a.deployments, id);
        if (d && d.syncedMs === undefined && d.cancelledMs === undefined && !d.failure)
            d.failure = { status, message };
    }));
    let held;
    let recorded = false;
    try {
        // Read and stored in the emulator's worker thread (worker.ts), off the event loop.
        const extraction = await storeArtifact(rt, artifact.file);
        if (!extraction.ok) {
            await fail('deployment_failed', extraction.reason === 'gone'
                ? `the bytes of artifact ${artifact.name} are gone (the emulator restarted): upload it again`
                : `the artifact ${artifact.name} was refused: ${extraction.message}`);
            return;
        }
        const { stored } = extraction;
        held = stored.site;
        if (stored.files === 0) {
            await fail('deployment_content_failed', `the artifact ${artifact.name} holds no files`);
            return;
        }
        const live = await commitEventually(ctx, () => writeArea(ctx, (a) => {
            const d = deployments_newest(a.deployments, id);
            if (!d || d.cancelledMs !== undefined || d.failure || d.syncedMs !== undefined)
                return undefined;
            d.syncedMs = Date.now();
            d.site = stored.site;
            d.custom404 = stored.custom404;
            return { repoId: d.repoId, createdMs: d.createdMs, stepMs: d.stepMs, syncedMs: d.syncedMs };
        })).catch((err) => {
            if (err instanceof Closed)
                return undefined; // the next start stores it again
            throw err;
        });
        recorded = live !== undefined;
        if (live)
            pruneWhenLive(ctx, live, live.syncedMs);
    }
    catch (err) {
        if (!(err instanceof Closed))
            await fail('deployment_failed', `the deployment failed in the emulator: ${err.message}`).catch((e) => ctx.warn(`Pages deployment ${id}: ${e.message}`));
    }
    finally {
        release(rt, held);
        if (held && !recorded)
            scheduleSweep(ctx); // stored for nothing
        rt.inFlight.delete(id);
    }
}
/**
 * Deployment `id` of the tracked list. Ids ascend along the list (each is pushed with the next id), so a binary
 * search finds it in a few reads through the change tracker's proxies; a scan from the end read every deployment
 * created since, hundreds while publishing lags behind creation under load. A list out of order (a state loaded by
 * hand) is searched whole.
 */
function deployments_newest(list, id) {
    let lo = 0;
    let hi = list.length - 1;
    while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const d = list[mid];
        if (d.id === id)
            return newestOf(list, mid, id);
        if (d.id < id)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    for (let i = list.length - 1; i >= 0; i--)
        if (list[i].id === id)
            return list[i];
    return undefined;
}
/** The last deployment with this id at or after `at` (ids are unique, unless a loaded state repeats one). */
function newestOf(list, at, id) {
    let i = at;
    while (i + 1 < list.length && list[i + 1].id === id)
        i++;
    return list[i];
}
/**
 * After a restart, or a state loaded by the admin API: every deployment created but not yet synced, failed or
 * cancelled, that nothing in this process runs, is stored again (what a crash left half-written is swept), so none
 * stays in progress or is lost; sites recorded as directories (the layout before) are stored by content.
 */
function resumeDeployments(ctx) {
    const rt = runtime(ctx);
    const todo = ctx.store.read((s) => {
        const a = s.areas.pages;
        if (!a)
            return [];
        return a.deployments
            .filter((d) => d.syncedMs === undefined && !d.failure && d.cancelledMs === undefined && !rt.inFlight.has(d.id))
            .map((d) => ({
            id: d.id,
            artifact: a.artifacts.find((x) => x.id === d.artifactId && x.repoId === d.repoId),
            repo: s.repos.find((r) => r.id === d.repoId),
        }));
    });
    for (const { id, artifact, repo } of todo) {
        rt.inFlight.add(id);
        if (artifact && repo) {
            void publish(ctx, rt, id, artifact);
            continue;
        }
        rt.inFlight.delete(id);
        void commitEventually(ctx, () => writeArea(ctx, (a) => {
            const d = a.deployments.find((x) => x.id === id);
            if (d && d.syncedMs === undefined && !d.failure && d.cancelledMs === undefined)
                d.failure = {
                    status: 'deployment_failed',
                    message: `its ${artifact ? 'repository' : 'artifact'} is gone: deploy again`,
                };
        })).catch(() => { });
    }
    pruneAfterStart(ctx);
    void adoptDirectories(ctx).finally(() => scheduleSweep(ctx));
}
/** Sites recorded as a directory of files (before sites were stored by content), stored by content. */
async function adoptDirectories(ctx) {
    const rt = runtime(ctx);
    const legacy = recordedDeployments(ctx)
        .filter((d) => d.dir && !d.site)
        .map((d) => ({ id: d.id, dir: d.dir }));
    for (const { id, dir } of legacy) {
        const stored = await storeSite(rt, () => (0,worker.offLoop)('adopt', { dir, store: rt.sites })).catch((err) => {
            ctx.warn(`Pages deployment ${id}: its files in ${dir} cannot be read (${err.message}): deploy again`);
            return undefined;
        });
        await commitEventually(ctx, () => writeArea(ctx, (a) => {
            const d = a.deployments.find((x) => x.id === id);
            if (!d || d.dir !== dir)
                return;
            delete d.dir;
            if (stored)
                d.site = stored.site;
        }))
            .then(() => (0,promises_.rm)(dir, { recursive: true, force: true }))
            .catch(() => { })
            .finally(() => release(rt, stored?.site));
    }
}

;// CONCATENATED MODULE: ./src/emulator/pages/site.ts









/** The site's status word: from the most recent build or deployment (null before any). */
function siteStatus(ctx, repoId, now) {
    const inFlight = runtime(ctx).inFlight;
    return readArea(ctx, (a) => {
        const schedule = buildSchedule(a.builds);
        const events = [];
        for (const b of a.builds.filter((x) => x.repoId === repoId)) {
            const s = buildStatus(b, schedule.get(b.id), now);
            events.push({
                at: b.createdMs,
                status: s === 'built' ? 'built' : s === 'errored' ? 'errored' : 'building',
            });
        }
        for (const d of a.deployments.filter((x) => x.repoId === repoId)) {
            const { status } = deploymentState(d, now, inFlight);
            if (status === 'deployment_cancelled')
                continue;
            events.push({
                at: d.createdMs,
                status: status === 'succeed' ? 'built' : isFinal(status) ? 'errored' : 'building',
            });
        }
        events.sort((x, y) => x.at - y.at);
        return events[events.length - 1]?.status ?? null;
    });
}
/** The www / apex counterpart of a domain (null for other subdomains). */
function altDomain(host) {
    if (host.startsWith('www.'))
        return host.slice(4);
    return host.split('.').length === 2 ? `www.${host}` : null;
}
function renderSite(ctx, repo, site, now = Date.now()) {
    const pub = publication(ctx, repo, now);
    const custom404 = pub?.kind === 'deployment' ? pub.custom404 : pub?.kind === 'branch' ? pub.files.has('404.html') : false;
    const alt = site.cname ? altDomain(site.cname) : null;
    const expires = new Date(Date.parse(site.createdAt) + 90 * 86_400_000).toISOString().slice(0, 10);
    return {
        url: ctx.apiUrl(`${repoPath(repo)}/pages`),
        status: siteStatus(ctx, repo.id, now),
        cname: site.cname,
        custom_404: custom404,
        html_url: pageUrl(ctx, repo),
        build_type: site.buildType,
        source: site.source,
        public: site.public,
        ...(site.cname
            ? {
                https_certificate: {
                    state: 'approved',
                    description: 'The certificate has been approved.',
                    domains: alt ? [site.cname, alt] : [site.cname],
                    expires_at: expires,
                },
            }
            : {}),
        https_enforced: site.httpsEnforced,
    };
}
/**
 * One host check. The emulator never queries DNS: the repository's `pagesDomain` (and its www / apex
 * counterpart) stands for a domain correctly pointed at Pages; any other name does not resolve.
 */
function hostCheck(host, resolves, site, owner) {
    const apex = host.split('.').length === 2;
    return {
        host,
        uri: `http://${host}/`,
        nameservers: 'default',
        dns_resolves: resolves,
        is_proxied: false,
        is_cdn_a_ip: false,
        is_cdn_b_ip: false,
        is_old_ip_address: false,
        is_a_record: apex && resolves,
        has_cname_record: !apex && resolves,
        has_mx_records_present: false,
        is_valid_domain: true,
        is_apex_domain: apex,
        should_be_a_record: apex,
        is_cname_to_svc_user_domain: !apex && resolves,
        is_cname_to_pages_dot_svc_dot_com: false,
        is_cname_to_cdn_b: false,
        is_pointed_to_svc_pages_ip: apex && resolves,
        is_non_svc_pages_ip_present: false,
        is_pages_domain: false,
        is_served_by_pages: resolves,
        is_valid: resolves,
        reason: resolves
            ? null
            : apex
                ? `${host} has no A records pointing at the Pages servers`
                : `${host} has no CNAME record pointing at the Pages host of ${owner}`,
        responds_to_https: resolves,
        enforces_https: resolves && site.httpsEnforced,
        https_error: resolves ? null : `${host} does not resolve`,
        is_https_eligible: resolves,
        caa_error: null,
    };
}
const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const SOURCE_PATHS = ['/', '/docs'];
/** source: an object with an existing branch (the repository's only known branch is its default) and a path. */
function parseSource(repo, raw, pathRequired, errors) {
    const err = (field, code, message) => errors.push({ resource: 'Page', field, code, message });
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        err('source', 'invalid', 'source must be an object with branch and path');
        return undefined;
    }
    const { branch, path } = raw;
    if (branch === undefined)
        err('source.branch', 'missing_field', 'source.branch is required');
    else if (typeof branch !== 'string' || branch !== repo.defaultBranch) {
        err('source.branch', 'invalid', `source.branch ${JSON.stringify(branch)} is not a branch of ${fullName(repo)} (its branch is ${repo.defaultBranch})`);
    }
    if (path === undefined && pathRequired) {
        err('source.path', 'missing_field', 'source.path is required ("/" or "/docs")');
    }
    else if (path !== undefined && !SOURCE_PATHS.includes(path)) {
        err('source.path', 'invalid', `source.path ${JSON.stringify(path)} is not allowed: use "/" or "/docs"`);
    }
    return { branch: branch, path: (path ?? '/') };
}
function parseBuildType(raw, errors) {
    if (raw === undefined)
        return undefined;
    if (raw !== 'legacy' && raw !== 'workflow') {
        errors.push({
            resource: 'Page',
            field: 'build_type',
            code: 'invalid',
            message: `build_type ${JSON.stringify(raw)} is not allowed: use "legacy" or "workflow"`,
        });
        return undefined;
    }
    return raw;
}
/** GET …/pages: the site. */
async function getSite(ctx, req, reply) {
    const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, area_READ);
    return renderSite(ctx, repo, findSite(ctx, repo));
}
/** POST …/pages: a new site (409 if there is one), published from a branch or by a workflow. */
async function createSite(ctx, req, reply) {
    const repo = adminAccess(ctx, req, reply, req.params);
    const site = parseNewSite(repo, objectBody(req.body));
    writeArea(ctx, (a) => {
        if (a.sites.some((s) => s.repoId === repo.id)) {
            throw new service_error_ServiceError(409, `A Pages site already exists for ${fullName(repo)}: update it with PUT instead`);
        }
        a.sites.push(site);
    });
    return reply.code(201).send(renderSite(ctx, repo, site));
}
/** The site a POST body describes: source or build_type required, the source defaulting to the branch's root. */
function parseNewSite(repo, body) {
    const errors = [];
    const buildType = parseBuildType(body.build_type, errors);
    if (body.source === undefined && body.build_type === undefined) {
        errors.push({
            resource: 'Page',
            field: 'source',
            code: 'missing_field',
            message: 'send source or build_type',
        });
    }
    const source = body.source === undefined
        ? { branch: repo.defaultBranch, path: '/' }
        : parseSource(repo, body.source, false, errors);
    failIfAny(errors);
    return {
        repoId: repo.id,
        buildType: buildType ?? 'legacy',
        source: source,
        // A private repository's site is private, and private sites cannot have a custom domain.
        cname: repo.private ? null : (repo.pagesDomain?.toLowerCase() ?? null),
        httpsEnforced: true,
        public: !repo.private,
        createdAt: iso(Date.now()),
    };
}
/** PUT …/pages: the settings sent (at least one); a new custom domain restarts its health check. */
async function updateSite(ctx, req, reply) {
    const repo = adminAccess(ctx, req, reply, req.params);
    const site = findSite(ctx, repo);
    const body = objectBody(req.body);
    const { buildType, source, cname } = parseSiteUpdate(repo, body);
    if (cname && !site.public)
        throw noCustomDomain(repo);
    writeArea(ctx, (a) => {
        const taken = cname && a.sites.find((s) => s.repoId !== repo.id && s.cname === cname);
        if (taken) {
            throw new service_error_ServiceError(409, `The custom domain ${cname} is already used by another repository's Pages site`);
        }
        const current = a.sites.find((s) => s.repoId === repo.id);
        if (buildType)
            current.buildType = buildType;
        if (source)
            current.source = source;
        if (typeof body.https_enforced === 'boolean')
            current.httpsEnforced = body.https_enforced;
        if (cname !== undefined && cname !== current.cname) {
            current.cname = cname;
            a.health = a.health.filter((h) => h.repoId !== repo.id);
        }
    });
    return reply.code(204).send();
}
/** A PUT body's settings: 400 if it has none of them, 422 with every field in error. */
function parseSiteUpdate(repo, body) {
    const known = ['cname', 'https_enforced', 'build_type', 'source'].filter((k) => k in body);
    if (known.length === 0) {
        throw new service_error_ServiceError(400, 'Nothing to update: send at least one of cname, https_enforced, build_type, source');
    }
    const errors = [];
    const buildType = parseBuildType(body.build_type, errors);
    const source = body.source === undefined ? undefined : parseSource(repo, body.source, true, errors);
    if (body.https_enforced !== undefined && typeof body.https_enforced !== 'boolean') {
        errors.push({
            resource: 'Page',
            field: 'https_enforced',
            code: 'invalid',
            message: 'https_enforced must be a boolean',
        });
    }
    let cname;
    if (body.cname !== undefined) {
        if (body.cname === null || body.cname === '')
            cname = null;
        else if (typeof body.cname === 'string' && HOSTNAME.test(body.cname))
            cname = body.cname.toLowerCase();
        else {
            errors.push({
                resource: 'Page',
                field: 'cname',
                code: 'invalid',
                message: `cname ${JSON.stringify(body.cname)} is not a domain name (e.g. www.example.com), or null to remove it`,
            });
        }
    }
    failIfAny(errors);
    return { buildType, source, cname };
}
const noCustomDomain = (repo) => new service_error_ServiceError(400, `Custom domains are not available for the private Pages site of ${fullName(repo)}`);
/** DELETE …/pages: the site with its builds, health checks and deployments (409 while one is in progress). */
async function deleteSite(ctx, req, reply) {
    const repo = adminAccess(ctx, req, reply, req.params);
    findSite(ctx, repo);
    const now = Date.now();
    const rt = runtime(ctx);
    writeArea(ctx, (a) => {
        const schedule = buildSchedule(a.builds);
        const busyBuild = a.builds.some((b) => b.repoId === repo.id && !['built', 'errored'].includes(buildStatus(b, schedule.get(b.id), now)));
        const busyDeployment = a.deployments.some((d) => d.repoId === repo.id && !isFinal(deploymentState(d, now, rt.inFlight).status));
        if (busyBuild || busyDeployment) {
            throw new service_error_ServiceError(409, `A Pages ${busyBuild ? 'build' : 'deployment'} is in progress for ${fullName(repo)}: wait for it to finish, then delete the site`);
        }
        a.sites = a.sites.filter((s) => s.repoId !== repo.id);
        a.builds = a.builds.filter((b) => b.repoId !== repo.id);
        a.health = a.health.filter((h) => h.repoId !== repo.id);
        a.deployments = a.deployments.filter((d) => d.repoId !== repo.id);
    });
    scheduleSweep(ctx); // the deployments' files
    return reply.code(204).send();
}
/** GET …/pages/health: the custom domain's DNS health check, 202 while it runs, then its host checks. */
async function domainHealth(ctx, req, reply) {
    const repo = adminAccess(ctx, req, reply, req.params);
    const site = findSite(ctx, repo);
    if (!site.public)
        throw noCustomDomain(repo);
    const cname = site.cname;
    if (!cname) {
        throw validationFailed([], `There isn't a CNAME for this page: set one with PUT ${repoPath(repo)}/pages ({"cname": ...})`);
    }
    const now = Date.now();
    const check = writeArea(ctx, (a) => {
        let h = a.health.find((x) => x.repoId === repo.id && x.cname === cname);
        if (!h) {
            h = { repoId: repo.id, cname, startedMs: now, durationMs: PAGES_TIMING.healthCheckMs };
            a.health = a.health.filter((x) => x.repoId !== repo.id).concat(h);
        }
        return h;
    });
    if (now < check.startedMs + check.durationMs)
        return reply.code(202).send({});
    const configured = repo.pagesDomain?.toLowerCase();
    const resolves = (host) => !!configured && (host === configured || host === altDomain(configured));
    const alt = altDomain(cname);
    return {
        domain: hostCheck(cname, resolves(cname), site, repo.owner),
        alt_domain: alt ? hostCheck(alt, resolves(alt), site, repo.owner) : null,
    };
}
const pagesSiteRoutes = (api, ctx) => {
    const base = '/repos/:owner/:repo/pages';
    const on = bindTo(ctx);
    api.get(base, on(getSite));
    api.post(base, on(createSite));
    api.put(base, on(updateSite));
    api.delete(base, on(deleteSite));
    api.get(`${base}/health`, on(domainHealth));
};

;// CONCATENATED MODULE: ./src/emulator/routes/meta.ts
const metaRoutes = (api, ctx) => {
    api.get('/meta', async () => ({
        verifiable_password_authentication: true,
        ...(ctx.config.enterpriseVersion && ctx.config.enterpriseVersion !== 'ghe.com'
            ? { installed_version: ctx.config.enterpriseVersion }
            : {}),
        hooks: [],
        web: ['127.0.0.1/32'],
        api: ['127.0.0.1/32'],
        git: [],
        pages: ['127.0.0.1/32'],
        actions: [],
    }));
};

;// CONCATENATED MODULE: ./src/emulator/routes/repos.ts
/**
 * GET /repos/{owner}/{repo}, beyond the spec: the repository itself (the spec's Repository summary plus its
 * default branch, visibility, archived flag and the caller's permissions). Octokit users and the actions read it
 * before anything else; a repository the caller cannot see is a 404, as everywhere.
 */




/** Reading a repository: anyone who can see it (a private one needs repo scope, or metadata read). */
const METADATA_READ = { scopes: [], permission: ['metadata', 'read'], role: 'read' };
const reposRoutes = (api, ctx) => {
    api.get('/repos/:owner/:repo', async (req, reply) => {
        const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, METADATA_READ);
        const login = callerLogin(req.caller);
        const role = login ? ctx.store.read((s) => roleOf(s, repo, login)) : undefined;
        const at = (r) => role !== undefined && ROLES.indexOf(role) >= ROLES.indexOf(r);
        const created = repo.commits[0]?.author.date ?? '2026-01-01T00:00:00Z';
        const pushed = repo.commits[repo.commits.length - 1]?.committer.date ?? created;
        return {
            ...repoSummary(ctx, repo),
            clone_url: ctx.webUrl(`/${repo.owner}/${repo.name}.git`),
            git_url: ctx.webUrl(`/${repo.owner}/${repo.name}.git`).replace(/^https?:/, 'git:'),
            ssh_url: `git@${new URL(ctx.webUrl('/')).hostname}:${repo.owner}/${repo.name}.git`,
            svn_url: ctx.webUrl(`/${repo.owner}/${repo.name}`),
            mirror_url: null,
            homepage: null,
            language: null,
            license: null,
            size: repo.files.reduce((n, f) => n + f.content.length, 0) >> 10,
            forks: 0,
            forks_count: 0,
            stargazers_count: 0,
            watchers: 0,
            watchers_count: 0,
            open_issues: 0,
            open_issues_count: 0,
            network_count: 0,
            subscribers_count: 0,
            has_issues: true,
            has_projects: true,
            has_wiki: true,
            has_discussions: false,
            default_branch: repo.defaultBranch,
            visibility: repo.private ? 'private' : 'public',
            archived: repo.archived,
            disabled: false,
            created_at: created,
            updated_at: pushed,
            pushed_at: pushed,
            has_pages: readArea(ctx, (a) => a.sites.some((x) => x.repoId === repo.id)),
            ...(login
                ? {
                    permissions: {
                        admin: at('admin'),
                        maintain: at('maintain'),
                        push: at('write'),
                        triage: at('triage'),
                        pull: at('read'),
                    },
                }
                : {}),
            custom_properties: repo.customProperties,
        };
    });
};

;// CONCATENATED MODULE: ./src/emulator/search/query.ts
/**
 * The search query language of the spec: keywords and "quoted phrases" separated by spaces, the operators AND, OR
 * and NOT (upper case), and key:value qualifiers (key:"value with spaces"; -key:value or NOT key:value excludes).
 * A query becomes a boolean expression over its terms plus the list of its qualifiers, after the spec's limits:
 * at most five operators and 256 characters of keywords (operators and qualifiers excluded), else 422.
 *
 * Precedence: NOT binds tightest, then AND (also implied between neighbouring terms), then OR; there are no
 * parentheses. Qualifiers filter the whole query wherever they stand (`foo OR language:go` is `foo` in Go files).
 */

const MAX_OPERATORS = 5;
const MAX_QUERY_LENGTH = 256;
/** A 422 about a search parameter (q unless told), in the service's shape: Validation Failed with one error naming the field. */
function queryError(message, code = 'invalid', field = 'q') {
    return new service_error_ServiceError(422, 'Validation Failed', {
        errors: [{ resource: 'Search', field, code, message }],
        documentationUrl: 'search/search',
    });
}
const QUALIFIER = /^(-?)([A-Za-z][\w-]*):(.*)$/s;
function lex(q, keys) {
    const tokens = [];
    let i = 0;
    while (i < q.length) {
        if (/\s/.test(q[i])) {
            i++;
            continue;
        }
        const start = i;
        while (i < q.length && !/\s/.test(q[i])) {
            if (q[i] !== '"') {
                i++;
                continue;
            }
            const close = q.indexOf('"', i + 1);
            if (close < 0) {
                throw queryError(`The search has an unmatched double quote at character ${i + 1}: close the phrase with another ".`);
            }
            i = close + 1;
        }
        const raw = q.slice(start, i);
        if (raw === 'AND' || raw === 'OR' || raw === 'NOT') {
            tokens.push({ kind: 'op', op: raw });
            continue;
        }
        const m = QUALIFIER.exec(raw);
        if (m && keys.has(m[2].toLowerCase())) {
            const key = m[2].toLowerCase();
            const value = m[3].replace(/^"(.*)"$/s, '$1').trim();
            if (!value)
                throw queryError(`The qualifier ${key}: needs a value (for example ${key}:something).`);
            tokens.push({ kind: 'qualifier', qualifier: { key, value, negated: m[1] === '-', raw } });
            continue;
        }
        const text = raw.replaceAll('"', '');
        // An empty phrase ("") says nothing: it is no term.
        if (text.trim())
            tokens.push({ kind: 'term', text, raw });
    }
    return tokens;
}
/** Recursive descent over the tokens: or := and (OR and)*; and := not ([AND] not)*; not := NOT not | operand. */
class Parser {
    tokens;
    termIndex;
    pos = 0;
    constructor(tokens, termIndex) {
        this.tokens = tokens;
        this.termIndex = termIndex;
    }
    parse() {
        if (this.tokens.length === 0)
            return null;
        const node = this.or();
        if (this.pos < this.tokens.length)
            throw this.misplaced(this.tokens[this.pos]);
        return node;
    }
    or() {
        const args = [this.and()];
        while (this.isOp('OR')) {
            this.pos++;
            args.push(this.and());
        }
        return args.length === 1 ? args[0] : { op: 'or', args };
    }
    and() {
        const args = [this.not()];
        while (this.pos < this.tokens.length && !this.isOp('OR')) {
            if (this.isOp('AND'))
                this.pos++;
            args.push(this.not());
        }
        return args.length === 1 ? args[0] : { op: 'and', args };
    }
    not() {
        if (this.isOp('NOT')) {
            this.pos++;
            return { op: 'not', arg: this.not() };
        }
        const token = this.tokens[this.pos];
        if (!token || token.kind === 'op')
            throw this.misplaced(token ?? this.tokens[this.pos - 1]);
        this.pos++;
        if (token.kind === 'qualifier')
            return { op: 'qualifier', qualifier: token.qualifier };
        return { op: 'term', term: this.termIndex(token.text) };
    }
    isOp(op) {
        const t = this.tokens[this.pos];
        return t?.kind === 'op' && t.op === op;
    }
    misplaced(token) {
        const op = token.kind === 'op' ? token.op : 'NOT';
        return queryError(op === 'NOT'
            ? 'The operator NOT needs a search term after it.'
            : `The operator ${op} needs a search term on each side.`);
    }
}
/** Pull the qualifiers out of the expression (NOT before a qualifier negates it); null when nothing is left. */
function extract(node, qualifiers, negate = false) {
    switch (node.op) {
        case 'qualifier':
            qualifiers.push({ ...node.qualifier, negated: node.qualifier.negated !== negate });
            return null;
        case 'not': {
            if (node.arg.op === 'qualifier' || node.arg.op === 'not')
                return extract(node.arg, qualifiers, !negate);
            const inner = extract(node.arg, qualifiers);
            return inner && { op: 'not', arg: inner };
        }
        case 'term':
            return node;
        case 'and':
        case 'or': {
            const args = node.args.map((a) => extract(a, qualifiers)).filter((a) => a !== null);
            if (args.length === 0)
                return null;
            return args.length === 1 ? args[0] : { op: node.op, args };
        }
    }
}
/**
 * Parse `q` for a search whose qualifiers are `keys` (other key:value words are keywords). Throws the spec's 422
 * for more than five operators, more than 256 characters of keywords, or misplaced operators and quotes.
 */
function parseQuery(q, keys) {
    const tokens = lex(q, keys);
    const operators = tokens.filter((t) => t.kind === 'op').length;
    if (operators > MAX_OPERATORS) {
        throw queryError(`The search contains more than ${MAX_OPERATORS} AND / OR / NOT operators (${operators}): simplify the query.`);
    }
    const words = tokens.flatMap((t) => (t.kind === 'term' ? [t.raw] : []));
    const length = words.join(' ').length;
    if (length > MAX_QUERY_LENGTH) {
        throw queryError(`The search is longer than ${MAX_QUERY_LENGTH} characters (${length}, operators and qualifiers excluded): shorten the keywords.`);
    }
    const terms = [];
    const termIndex = (text) => {
        const i = terms.findIndex((t) => t.text.toLowerCase() === text.toLowerCase());
        return i >= 0 ? i : terms.push({ text }) - 1;
    };
    const node = new Parser(tokens, termIndex).parse();
    const qualifiers = [];
    const expr = node && extract(node, qualifiers);
    return { expr, terms, qualifiers };
}
/** The terms that count for ranking and text matches: those not under a NOT. */
function positiveTerms(expr, negated = false, out = new Set()) {
    if (!expr)
        return out;
    if (expr.op === 'term') {
        if (!negated)
            out.add(expr.term);
    }
    else if (expr.op === 'not') {
        positiveTerms(expr.arg, !negated, out);
    }
    else {
        for (const a of expr.args)
            positiveTerms(a, negated, out);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/emulator/search/scope.ts
/**
 * Which repositories a search covers: those the caller can see (anonymous callers: public ones only), narrowed by
 * the repo:, user: and org: qualifiers (a repository is in scope when any of them names it; -repo: and the like
 * exclude). Per the spec, a query whose scope qualifiers name only resources the caller cannot access (or that do
 * not exist) is a 422 listing them; when some of them are accessible, the search covers those without error.
 *
 * user: names any account (a user or an organization: the repositories it owns); org: names an organization only.
 */



const SCOPE_QUALIFIERS = ['repo', 'user', 'org'];
const SCOPE = new Set(SCOPE_QUALIFIERS);
function names(q, repo) {
    const value = q.value.toLowerCase();
    if (q.key === 'repo')
        return `${repo.owner}/${repo.name}`.toLowerCase() === value.replace(/\.git$/, '');
    return repo.owner.toLowerCase() === value;
}
function accessible(state, caller, q) {
    if (q.key === 'repo') {
        const [owner, name, ...rest] = q.value.split('/');
        if (!owner || !name || rest.length > 0)
            return false;
        const repo = findRepo(state, owner, name);
        return repo !== undefined && canSee(state, caller, repo);
    }
    if (q.key === 'org')
        return findOrg(state, q.value) !== undefined;
    return (findUser(state, q.value) !== undefined ||
        findOrg(state, q.value) !== undefined ||
        state.repos.some((r) => r.owner.toLowerCase() === q.value.toLowerCase()));
}
/** The repositories to search, in the state's order. */
function searchScope(state, caller, qualifiers) {
    const scoping = qualifiers.filter((q) => SCOPE.has(q.key));
    const named = scoping.filter((q) => !q.negated);
    const excluded = scoping.filter((q) => q.negated);
    const reachable = named.filter((q) => accessible(state, caller, q));
    if (named.length > 0 && reachable.length === 0) {
        throw queryError('The listed users, organizations and repositories cannot be searched either because the resources do not ' +
            `exist or you do not have permission to view them: ${named.map((q) => q.raw).join(', ')}.`);
    }
    return state.repos.filter((repo) => canSee(state, caller, repo) &&
        (reachable.length === 0 || reachable.some((q) => names(q, repo))) &&
        !excluded.some((q) => names(q, repo)));
}

;// CONCATENATED MODULE: ./src/emulator/search/code.ts
/**
 * Code search documents: the files of each repository's default branch (the only branch the state holds) smaller
 * than 384 KB, the code qualifiers (path:, language:, extension:, filename:, in:), and the code result item.
 *
 * Qualifier semantics: several values of one qualifier are alternatives, different qualifiers must all hold,
 * -key:value excludes. path:dir matches paths containing dir (case-insensitive); path:/dir anchors it at the root
 * and path:/ alone means files at the root. language: compares the language derived from the extension (or
 * aliases such as js, ts, py, golang). extension: compares the last extension (with or without the dot).
 * filename: compares the file name, with or without its extension. in:file / in:path / in:file,path choose
 * where keywords are looked for (both by default).
 */




const CODE_QUALIFIERS = new Set([
    ...SCOPE_QUALIFIERS,
    'path',
    'language',
    'extension',
    'filename',
    'in',
]);
/** Files of this size or more are not searchable. */
const MAX_SEARCHABLE_BYTES = 384 * 1024;
const code_LANGUAGES = {
    js: 'JavaScript',
    mjs: 'JavaScript',
    cjs: 'JavaScript',
    jsx: 'JavaScript',
    ts: 'TypeScript',
    tsx: 'TypeScript',
    mts: 'TypeScript',
    cts: 'TypeScript',
    py: 'Python',
    go: 'Go',
    c: 'C',
    h: 'C',
    cc: 'C++',
    cpp: 'C++',
    cxx: 'C++',
    hpp: 'C++',
    cs: 'C#',
    java: 'Java',
    kt: 'Kotlin',
    rb: 'Ruby',
    rs: 'Rust',
    php: 'PHP',
    swift: 'Swift',
    sh: 'Shell',
    bash: 'Shell',
    md: 'Markdown',
    markdown: 'Markdown',
    json: 'JSON',
    yml: 'YAML',
    yaml: 'YAML',
    html: 'HTML',
    htm: 'HTML',
    css: 'CSS',
    sql: 'SQL',
    xml: 'XML',
};
const FILENAME_LANGUAGES = { dockerfile: 'Dockerfile', makefile: 'Makefile' };
const LANGUAGE_ALIASES = { golang: 'go', csharp: 'c#' };
function basename(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}
function extension(path) {
    const name = basename(path);
    const dot = name.lastIndexOf('.');
    return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
/** The language of a file, from its extension or its name; null when unknown. */
function languageOf(path) {
    return code_LANGUAGES[extension(path)] ?? FILENAME_LANGUAGES[basename(path).toLowerCase()] ?? null;
}
/** language: value → the lower-case language name it designates (a name, an extension or an alias). */
function wantedLanguage(value) {
    const v = value.toLowerCase();
    return LANGUAGE_ALIASES[v] ?? code_LANGUAGES[v]?.toLowerCase() ?? v;
}
function matches(q, path) {
    const value = q.value.toLowerCase();
    const lower = path.toLowerCase();
    switch (q.key) {
        case 'path':
            if (value === '/')
                return !path.includes('/');
            return value.startsWith('/') ? lower.startsWith(value.slice(1)) : lower.includes(value);
        case 'language':
            return languageOf(path)?.toLowerCase() === wantedLanguage(value);
        case 'extension':
            return extension(path) === value.replace(/^\./, '');
        case 'filename': {
            const name = basename(lower);
            return name === value || name.replace(/\.[^.]*$/, '') === value;
        }
        default:
            return true;
    }
}
const FILE_QUALIFIERS = new Set(['path', 'language', 'extension', 'filename']);
/** Whether a file passes the file qualifiers of the query. */
function codeFilter(qualifiers) {
    const byKey = new Map();
    const excluded = [];
    for (const q of qualifiers.filter((q) => FILE_QUALIFIERS.has(q.key))) {
        if (q.negated)
            excluded.push(q);
        else
            byKey.set(q.key, [...(byKey.get(q.key) ?? []), q]);
    }
    return ({ file }) => [...byKey.values()].every((alternatives) => alternatives.some((q) => matches(q, file.path))) &&
        !excluded.some((q) => matches(q, file.path));
}
/** in: qualifiers → which properties keywords are looked for in. */
function codeProperties(qualifiers) {
    const wanted = qualifiers.filter((q) => q.key === 'in' && !q.negated).flatMap((q) => q.value.split(','));
    for (const w of wanted) {
        if (w !== 'file' && w !== 'path') {
            throw queryError(`in:${w} is not a place code search looks in: use in:file, in:path or in:file,path.`);
        }
    }
    if (wanted.length === 0)
        return { content: true, path: true };
    return { content: wanted.includes('file'), path: wanted.includes('path') };
}
/** The searchable files of the repositories: files of 384 KB or more are left out. */
function codeDocs(repos) {
    return repos.flatMap((repo) => repo.files
        .filter((file) => Buffer.byteLength(file.content) < MAX_SEARCHABLE_BYTES)
        .map((file) => ({ repo, file })));
}
/** The git blob id of a file: sha1 of "blob <byte length>\0<content>". */
function blobSha(content) {
    const body = Buffer.from(content);
    return (0,external_node_crypto_.createHash)('sha1')
        .update(Buffer.concat([Buffer.from(`blob ${body.length}\0`), body]))
        .digest('hex');
}
function encodePath(path) {
    return path.split('/').map(encodeURIComponent).join('/');
}
/** The code result item of the spec (text_matches are added by the caller when asked for). */
function codeItem(ctx, { repo, file }, score) {
    const sha = blobSha(file.content);
    const ref = repo.commits[repo.commits.length - 1]?.sha ?? encodeURIComponent(repo.defaultBranch);
    const path = encodePath(file.path);
    return {
        name: basename(file.path),
        path: file.path,
        sha,
        url: ctx.apiUrl(`/repos/${repo.owner}/${repo.name}/contents/${path}?ref=${ref}`),
        git_url: ctx.apiUrl(`/repos/${repo.owner}/${repo.name}/git/blobs/${sha}`),
        html_url: ctx.webUrl(`/${repo.owner}/${repo.name}/blob/${ref}/${path}`),
        repository: repoSummary(ctx, repo),
        score,
    };
}

;// CONCATENATED MODULE: ./src/emulator/search/commits.ts
/**
 * Commit search documents: the commits of each repository's default branch (the only branch the state holds),
 * the commit qualifiers, the sort orders and the commit result item.
 *
 * Qualifiers: author: and committer: (login), author-name: and committer-name: (part of the name),
 * author-email: and committer-email: (the whole address), all case-insensitive, several values of one being
 * alternatives; author-date: and committer-date: take YYYY-MM-DD (or YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]) alone
 * (that day, or that instant), after >, >=, < or <=, or as a range A..B with * for an open end; several date
 * qualifiers must all hold. -key:value excludes. author: or committer: naming only unknown users is a 422.
 */





const PEOPLE = ['author', 'committer'];
const DATE_KEYS = new Set(['author-date', 'committer-date']);
const COMMIT_QUALIFIERS = new Set([
    ...SCOPE_QUALIFIERS,
    ...PEOPLE.flatMap((p) => [p, `${p}-name`, `${p}-email`, `${p}-date`]),
]);
const COMMIT_SORTS = ['author-date', 'committer-date'];
function commitDocs(repos) {
    return repos.flatMap((repo) => repo.commits.map((commit) => ({ repo, commit })));
}
const DAY = 86_400_000;
/** The span of time a date or instant designates: [start, end) in epoch milliseconds. */
function span(text) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
        const start = Date.parse(`${text}T00:00:00Z`);
        if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== text)
            return undefined;
        return [start, start + DAY];
    }
    const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?(Z|[+-]\d{2}:\d{2})?$/.exec(text);
    if (!m || !span(m[1]))
        return undefined;
    const start = Date.parse(`${m[1]}T${m[2]}${m[3] ?? ':00'}${m[4] ?? 'Z'}`);
    return Number.isNaN(start) ? undefined : [start, start + (m[3] ? 1000 : 60_000)];
}
/** A date qualifier's value as the interval [lo, hi) of accepted times. */
function dateRange(q) {
    const fail = () => queryError(`${q.raw} is not a valid date qualifier: use YYYY-MM-DD (or YYYY-MM-DDTHH:MM:SSZ) alone, after >, >=, < or <=, or as a range A..B.`);
    const bound = (text) => {
        const s = span(text);
        if (!s)
            throw fail();
        return s;
    };
    const v = q.value;
    const op = /^(>=|<=|>|<)/.exec(v)?.[1];
    if (op) {
        const [start, end] = bound(v.slice(op.length));
        if (op === '>')
            return [end, Infinity];
        if (op === '>=')
            return [start, Infinity];
        if (op === '<')
            return [-Infinity, start];
        return [-Infinity, end];
    }
    const parts = v.split('..');
    if (parts.length === 2) {
        return [
            parts[0] === '*' ? -Infinity : bound(parts[0])[0],
            parts[1] === '*' ? Infinity : bound(parts[1])[1],
        ];
    }
    if (parts.length > 2)
        throw fail();
    return bound(v);
}
/** The test a qualifier puts to a commit (dates are parsed once, here: a bad one is a 422). */
function predicate(q) {
    const [who, field = 'login'] = q.key.split('-');
    const value = q.value.toLowerCase();
    if (field === 'login')
        return (c) => c[who].login?.toLowerCase() === value;
    if (field === 'name')
        return (c) => c[who].name.toLowerCase().includes(value);
    if (field === 'email')
        return (c) => c[who].email.toLowerCase() === value;
    const [lo, hi] = dateRange(q);
    return (c) => {
        const t = Date.parse(c[who].date);
        return t >= lo && t < hi;
    };
}
/**
 * Whether a commit passes the commit qualifiers. Validates them first: bad dates, and author: or committer:
 * naming only unknown users, are 422.
 */
function commitFilter(state, qualifiers) {
    const own = qualifiers.filter((q) => COMMIT_QUALIFIERS.has(q.key) && !SCOPE_QUALIFIERS.some((k) => k === q.key));
    for (const who of PEOPLE) {
        const named = own.filter((q) => q.key === who && !q.negated);
        if (named.length > 0 && !named.some((q) => findUser(state, q.value))) {
            throw queryError(`The listed users cannot be searched because they do not exist: ${named.map((q) => q.raw).join(', ')}.`);
        }
    }
    const all = [];
    const alternatives = new Map();
    const excluded = [];
    for (const q of own) {
        const test = predicate(q);
        if (q.negated)
            excluded.push(test);
        else if (DATE_KEYS.has(q.key))
            all.push(test);
        else
            alternatives.set(q.key, [...(alternatives.get(q.key) ?? []), test]);
    }
    return ({ commit }) => all.every((t) => t(commit)) &&
        [...alternatives.values()].every((ts) => ts.some((t) => t(commit))) &&
        !excluded.some((t) => t(commit));
}
/** Order by a date (then by sha, for a stable order). */
function byDate(sort, order) {
    const who = sort === 'author-date' ? 'author' : 'committer';
    const sign = order === 'asc' ? 1 : -1;
    return (a, b) => sign * (Date.parse(a.commit[who].date) - Date.parse(b.commit[who].date)) ||
        a.commit.sha.localeCompare(b.commit.sha);
}
/**
 * The commit result item of the spec. The state keeps no trees, so the tree sha is a stable id derived from the
 * commit; the emulator has no commit comments (comment_count 0). author is the user summary of a known login or
 * null; committer is the committer's user summary or an empty object.
 */
function commitItem(ctx, { repo, commit }, score) {
    const base = `/repos/${repo.owner}/${repo.name}`;
    const web = `/${repo.owner}/${repo.name}`;
    const tree = (0,external_node_crypto_.createHash)('sha1').update(`tree\0${commit.sha}`).digest('hex');
    const known = (login) => (login ? ctx.store.read((s) => findUser(s, login)?.login) : undefined);
    const author = known(commit.author.login);
    const committer = known(commit.committer.login);
    const person = (p) => ({ date: p.date, name: p.name, email: p.email });
    return {
        url: ctx.apiUrl(`${base}/commits/${commit.sha}`),
        sha: commit.sha,
        node_id: Buffer.from(`Commit:${repo.id}:${commit.sha}`).toString('base64').replace(/=+$/, ''),
        html_url: ctx.webUrl(`${web}/commit/${commit.sha}`),
        comments_url: ctx.apiUrl(`${base}/commits/${commit.sha}/comments`),
        commit: {
            url: ctx.apiUrl(`${base}/git/commits/${commit.sha}`),
            author: person(commit.author),
            committer: person(commit.committer),
            message: commit.message,
            tree: { url: ctx.apiUrl(`${base}/git/trees/${tree}`), sha: tree },
            comment_count: 0,
        },
        author: author ? userSummary(ctx, author) : null,
        committer: committer ? userSummary(ctx, committer) : {},
        parents: commit.parents.map((sha) => ({
            url: ctx.apiUrl(`${base}/commits/${sha}`),
            html_url: ctx.webUrl(`${web}/commit/${sha}`),
            sha,
        })),
        repository: repoSummary(ctx, repo),
        score,
    };
}

;// CONCATENATED MODULE: ./src/emulator/search/match.ts
/** One regular expression per term: global and case-insensitive, so that indices stay those of the original. */
function termPatterns(terms) {
    return terms.map((t) => new RegExp(t.text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&'), 'gi'));
}
function occurrences(text, pattern) {
    let n = 0;
    pattern.lastIndex = 0;
    while (pattern.exec(text))
        n++;
    return n;
}
/** Occurrences of each term over all the given texts. */
function countTerms(texts, patterns) {
    return patterns.map((p) => texts.reduce((sum, text) => sum + occurrences(text, p), 0));
}
function evaluate(expr, counts) {
    if (!expr)
        return true;
    switch (expr.op) {
        case 'term':
            return counts[expr.term] > 0;
        case 'not':
            return !evaluate(expr.arg, counts);
        case 'and':
            return expr.args.every((a) => evaluate(a, counts));
        case 'or':
            return expr.args.some((a) => evaluate(a, counts));
    }
}
/** The score described above; `df` and `n` come from the documents scanned. */
function score(counts, positive, df, n) {
    if (positive.size === 0)
        return 1;
    let total = 0;
    for (const t of positive) {
        if (counts[t] > 0)
            total += (1 + Math.log(counts[t])) * Math.log(1 + n / df[t]);
    }
    return Math.round(total * 1000) / 1000;
}
/** Characters of context kept on each side of a match within its line. */
const CONTEXT = 80;
/** Fragments per property, as the service returns a handful rather than every line. */
const MAX_FRAGMENTS = 5;
/**
 * Fragments of `value` around the occurrences of `patterns`: each fragment is (part of) a line holding matches,
 * at most CONTEXT characters either side of them; indices are [start, end) offsets within the fragment.
 */
function fragments(value, patterns) {
    const ranges = [];
    for (const p of patterns) {
        p.lastIndex = 0;
        for (let m = p.exec(value); m; m = p.exec(value))
            ranges.push([m.index, m.index + m[0].length]);
    }
    ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
    const windows = [];
    let covered = -1;
    for (const [s, e] of ranges) {
        if (s < covered)
            continue; // overlaps a longer or earlier match
        covered = e;
        const lineStart = s === 0 ? 0 : value.lastIndexOf('\n', s - 1) + 1;
        const newline = value.indexOf('\n', e);
        const lineEnd = newline < 0 ? value.length : newline;
        const start = Math.max(lineStart, s - CONTEXT);
        const end = Math.min(lineEnd, e + CONTEXT);
        const last = windows[windows.length - 1];
        if (last && start <= last.end) {
            last.end = Math.max(last.end, end);
            last.ranges.push([s, e]);
        }
        else {
            if (windows.length === MAX_FRAGMENTS)
                break;
            windows.push({ start, end, ranges: [[s, e]] });
        }
    }
    return windows.map((w) => ({
        fragment: value.slice(w.start, w.end),
        matches: w.ranges.map(([s, e]) => ({ text: value.slice(s, e), indices: [s - w.start, e - w.start] })),
    }));
}

;// CONCATENATED MODULE: ./src/emulator/search/engine.ts
/**
 * One search run over a list of documents, within the time budget: every document that passes the qualifiers
 * is scanned (its term counts feed the ranking statistics) and is a hit when the query expression holds. The
 * clock is checked after each document; once the budget is spent the run stops with the hits found so far and
 * reports itself incomplete (the spec's incomplete_results).
 */


function runSearch(docs, options) {
    const { query, patterns, texts, filter, budgetMs } = options;
    const deadline = performance.now() + budgetMs;
    const df = query.terms.map(() => 0);
    const found = [];
    let scanned = 0;
    let incomplete = false;
    for (let i = 0; i < docs.length; i++) {
        const doc = docs[i];
        if (filter(doc)) {
            scanned++;
            const counts = countTerms(texts(doc), patterns);
            counts.forEach((c, t) => c > 0 && df[t]++);
            if (evaluate(query.expr, counts))
                found.push({ doc, counts });
        }
        if (i < docs.length - 1 && performance.now() >= deadline) {
            incomplete = true;
            break;
        }
    }
    const positive = positiveTerms(query.expr);
    const hits = found.map(({ doc, counts }) => ({ doc, score: score(counts, positive, df, scanned) }));
    return { hits, incomplete };
}

;// CONCATENATED MODULE: ./src/emulator/routes/search.ts








/** A search yields at most this many results; pages beyond them are refused. */
const MAX_RESULTS = 1000;
/** q, sort and order, checked: q is required, sort must be one of `sorts`, order asc or desc. */
function readParams(req, sorts) {
    const params = req.query;
    const one = (name) => {
        const v = params[name];
        if (Array.isArray(v))
            throw queryError(`Give the ${name} parameter once.`, 'invalid', name);
        return v?.trim() ? v : undefined;
    };
    const q = one('q');
    if (q === undefined) {
        throw queryError('The q parameter is required: give keywords and qualifiers, for example q=addClass+repo:acme/webapp.', 'missing');
    }
    const sort = one('sort');
    if (sort !== undefined && !sorts.includes(sort)) {
        throw queryError(`sort must be one of: ${sorts.join(', ')} (or left out for best match).`, 'invalid', 'sort');
    }
    const order = one('order') ?? 'desc';
    if (order !== 'asc' && order !== 'desc')
        throw queryError('order must be asc or desc.', 'invalid', 'order');
    return { q, sort: sort, order: order };
}
/** The requested page of the first 1,000 results, with Link headers; a page past them is a 422. */
function resultPage(ctx, req, reply, results) {
    // per_page and page read as paginate() reads them.
    const params = req.query;
    const perPage = Math.min(100, Math.max(1, Number.parseInt(params.per_page ?? '30', 10) || 30));
    const page = Math.max(1, Number.parseInt(params.page ?? '1', 10) || 1);
    if ((page - 1) * perPage >= MAX_RESULTS) {
        throw new service_error_ServiceError(422, `Only the first ${MAX_RESULTS} search results are available: narrow the query rather than paging further.`, { documentationUrl: 'search/search' });
    }
    return paginate(ctx, req, reply, results.slice(0, MAX_RESULTS));
}
/** Searches need no scope; the headers still say so, and show a classic token's scopes. */
function scopeHeaders(req, reply) {
    const c = req.caller;
    if (c.type === 'token' && (c.token.kind === 'classic' || c.token.kind === 'oauth')) {
        reply.header('x-oauth-scopes', c.token.scopes.join(', '));
    }
    reply.header('x-accepted-oauth-scopes', '');
}
function wantsTextMatches(ctx, req) {
    return wantsTextMatch(ctx.config.vendor, req.headers.accept);
}
/** text_matches of one property: one entry per fragment. */
function textMatches(objectUrl, objectType, property, value, patterns) {
    return fragments(value, patterns).map((f) => ({
        object_url: objectUrl,
        object_type: objectType,
        property,
        ...f,
    }));
}
function positivePatterns(query, patterns) {
    return [...positiveTerms(query.expr)].map((t) => patterns[t]);
}
const searchRoutes = (api, ctx) => {
    api.get('/search/code', async (req, reply) => {
        scopeHeaders(req, reply);
        const { q } = readParams(req, ['indexed']);
        const query = parseQuery(q, CODE_QUALIFIERS);
        if (!query.expr) {
            throw queryError('Code search needs at least one search term: qualifiers alone are not a valid query (language:go is not; amazing language:go is).', 'missing');
        }
        const where = codeProperties(query.qualifiers);
        const patterns = termPatterns(query.terms);
        const { hits, incomplete } = ctx.store.read((state) => runSearch(codeDocs(searchScope(state, req.caller, query.qualifiers)), {
            query,
            patterns,
            texts: ({ file }) => [where.content ? file.content : '', where.path ? file.path : ''],
            filter: codeFilter(query.qualifiers),
            budgetMs: ctx.config.searchTimeBudgetMs,
        }));
        // sort=indexed keeps the best-match order: every seeded file was indexed at the same time.
        hits.sort((a, b) => b.score - a.score ||
            `${a.doc.repo.owner}/${a.doc.repo.name}`.localeCompare(`${b.doc.repo.owner}/${b.doc.repo.name}`) ||
            a.doc.file.path.localeCompare(b.doc.file.path));
        const matching = wantsTextMatches(ctx, req) ? positivePatterns(query, patterns) : undefined;
        const items = resultPage(ctx, req, reply, hits).map((hit) => {
            const item = codeItem(ctx, hit.doc, hit.score);
            if (!matching)
                return item;
            const { content, path } = hit.doc.file;
            return {
                ...item,
                text_matches: [
                    ...(where.content ? textMatches(item.url, 'FileContent', 'content', content, matching) : []),
                    ...(where.path ? textMatches(item.url, 'FileContent', 'path', path, matching) : []),
                ],
            };
        });
        return { total_count: hits.length, incomplete_results: incomplete, items };
    });
    api.get('/search/commits', async (req, reply) => {
        scopeHeaders(req, reply);
        const { q, sort, order } = readParams(req, COMMIT_SORTS);
        const query = parseQuery(q, COMMIT_QUALIFIERS);
        const patterns = termPatterns(query.terms);
        const { hits, incomplete } = ctx.store.read((state) => {
            const filter = commitFilter(state, query.qualifiers);
            return runSearch(commitDocs(searchScope(state, req.caller, query.qualifiers)), {
                query,
                patterns,
                texts: ({ commit }) => [commit.message],
                filter,
                budgetMs: ctx.config.searchTimeBudgetMs,
            });
        });
        // Best match breaks ties with the newest commit first.
        const dates = byDate(sort ?? 'author-date', sort ? order : 'desc');
        hits.sort((a, b) => sort ? dates(a.doc, b.doc) : b.score - a.score || dates(a.doc, b.doc));
        const matching = wantsTextMatches(ctx, req) ? positivePatterns(query, patterns) : undefined;
        const items = resultPage(ctx, req, reply, hits).map((hit) => {
            const item = commitItem(ctx, hit.doc, hit.score);
            if (!matching)
                return item;
            return {
                ...item,
                text_matches: textMatches(item.url, 'Commit', 'message', hit.doc.commit.message, matching),
            };
        });
        return { total_count: hits.length, incomplete_results: incomplete, items };
    });
};

;// CONCATENATED MODULE: ./src/emulator/routes/index.ts
/**
 * The route modules, one per area of the spec, and those real clients call around it (meta, repos, actions). Each registers its operations on the API scope (mounted at
 * /api/v3) and keeps its records in its own area of the state (store.area(name)).
 */


















const routeModules = [
    metaRoutes,
    accountRoutes,
    reposRoutes,
    actionsRoutes,
    actionsCachesRoutes,
    customPropertiesRoutes,
    orgCustomPropertiesRoutes,
    codeScanningRoutes,
    codeScanningAnalysisRoutes,
    codeScanningAlertRoutes,
    codeScanningAnalysesRoutes,
    codeScanningSetupRoutes,
    oauthRoutes,
    deployKeysRoutes,
    searchRoutes,
    pagesSiteRoutes,
    pagesBuildRoutes,
    pagesDeploymentRoutes,
];

// EXTERNAL MODULE: ./node_modules/@fastify/send/index.js
var send = __webpack_require__(98416);
var send_default = /*#__PURE__*/__webpack_require__.n(send);
// EXTERNAL MODULE: ./node_modules/mime-types/index.js
var mime_types = __webpack_require__(14096);
;// CONCATENATED MODULE: ./src/emulator/pages/serving.ts
/**
 * The published sites at `/pages/{owner}/{repo}/...` on the root app: the files of what a site serves
 * (publication.ts), with the site's own 404 page, in a sandbox.
 */









/** A file's type as GitHub Pages gives it: from mime-db (by extension), text with its charset; else bytes. */
const contentType = (path) => (0,mime_types.contentType)((0,external_node_path_.extname)(path).toLowerCase()) || 'application/octet-stream';
/**
 * Every site answer runs in an opaque origin: a sandbox with scripts, forms, popups and dialogs but without
 * `allow-same-origin`. The sites live under /pages/ on the emulator's own origin, where the dashboard and the admin
 * API are; without the sandbox a site's script would be same-origin with them (the admin cookie sent, the answer
 * readable) and with every other site. Sandboxed, its requests to the emulator are cross-origin: the admin API
 * answers them no CORS, so the site reads nothing and cannot send the header admin writes need (token.ts).
 * Popups opened by a site stay sandboxed (no `allow-popups-to-escape-sandbox`).
 */
const SITE_SANDBOX = 'sandbox allow-scripts allow-forms allow-popups allow-modals allow-downloads allow-pointer-lock allow-presentation';
function siteHeaders(_req, reply, done) {
    reply.header('content-security-policy', SITE_SANDBOX);
    reply.header('x-content-type-options', 'nosniff');
    done();
}
/** The published sites, on the root app. */
function registerSiteServing(app, ctx) {
    app.addHook('onClose', async () => removeTemporaryFiles(ctx));
    app.get('/pages/:owner/:repo', { onRequest: siteHeaders }, async (req, reply) => reply.redirect(`/pages/${req.params.owner}/${req.params.repo}/`, 301));
    app.get('/pages/:owner/:repo/*', { onRequest: siteHeaders }, async (req, reply) => {
        const repo = ctx.store.read((s) => findRepo(s, req.params.owner, req.params.repo));
        if (!repo)
            throw new service_error_ServiceError(404, 'Not Found');
        if (repo.private) {
            // A private repository's site is for those who can read the repository.
            const caller = identify(ctx, req);
            if (!ctx.store.read((s) => canSee(s, caller, repo)))
                throw new service_error_ServiceError(404, 'Not Found');
        }
        else {
            // A public site's files are public, and a sandboxed page's own requests for them are cross-origin (its
            // origin is opaque): they may read them, as on the service, whose sites answer any origin. No credentials.
            reply.header('access-control-allow-origin', '*');
        }
        const pub = publication(ctx, repo);
        const rt = runtime(ctx);
        if (!pub)
            throw new service_error_ServiceError(404, `Nothing is published for ${fullName(repo)} yet`);
        // From the raw path: /pages/{owner}/{repo}/{rest...}, each segment decoded once and checked.
        const path = new URL(req.url, ctx.config.origin).pathname;
        const raw = path.split('/').slice(4);
        let segments;
        try {
            segments = raw.filter((s) => s !== '').map(decodeURIComponent);
        }
        catch {
            return notPublished(reply, pub, rt);
        }
        if (segments.some((s) => s === '..' || s === '.' || /[\\/\0]/.test(s)))
            return notPublished(reply, pub, rt);
        const wantsDirectory = raw.length === 0 || raw[raw.length - 1] === '';
        return pub.kind === 'deployment'
            ? serveFromStore(reply, rt, pub, segments, wantsDirectory, path)
            : serveFromBranch(reply, rt, pub, segments, wantsDirectory, path);
    });
}
/** A deployed site's answer, resolved as a web server resolves paths in the site's directory tree. */
async function serveFromStore(reply, rt, pub, segments, wantsDirectory, path) {
    const site = await loadSite(rt, pub.site).catch(() => {
        // A state loaded from elsewhere, or files deleted by hand: the record outlived its files.
        throw new service_error_ServiceError(404, 'The files of the deployment this site serves are gone: deploy it again');
    });
    const rel = segments.join('/');
    const file = (name) => {
        const hash = site.files.get(name);
        return hash === undefined ? undefined : sendFile(reply, contentFile(rt, hash), name, 200);
    };
    if (rel === '' || site.dirs.has(rel)) {
        if (!wantsDirectory)
            return reply.redirect(`${path}/`, 301);
        const index = file(rel === '' ? 'index.html' : `${rel}/index.html`);
        if (index)
            return index;
    }
    else if (site.files.has(rel)) {
        if (!wantsDirectory)
            return file(rel);
    }
    else if (!wantsDirectory) {
        // `/about` serves `about.html`, as GitHub Pages does (the extensionless links Jekyll and others write).
        const page = file(`${rel}.html`);
        if (page)
            return page;
    }
    return notPublished(reply, pub, rt);
}
function serveFromBranch(reply, rt, pub, segments, wantsDirectory, path) {
    const rel = segments.join('/');
    const file = wantsDirectory ? undefined : pub.files.get(rel);
    if (file !== undefined)
        return reply.type(contentType(rel)).send(file);
    const page = wantsDirectory || rel === '' ? undefined : pub.files.get(`${rel}.html`);
    if (page !== undefined && !pub.files.has(`${rel}/index.html`))
        return reply.type(contentType('.html')).send(page);
    const index = pub.files.get(rel === '' ? 'index.html' : `${rel}/index.html`);
    if (index !== undefined) {
        return wantsDirectory
            ? reply.type('text/html; charset=utf-8').send(index)
            : reply.redirect(`${path}/`, 301);
    }
    return notPublished(reply, pub, rt);
}
/**
 * A site's file as a web server sends it (@fastify/send): ETag and Last-Modified, 304 to a conditional request, 206
 * to a range (a video seeks), HEAD. A site's own 404 page is sent whole, with its 404.
 */
async function sendFile(reply, file, name, status) {
    const page = status === 404;
    const sent = await send_default()(reply.request.raw, `/${encodeURIComponent((0,external_node_path_.basename)(file))}`, {
        root: (0,external_node_path_.dirname)(file),
        dotfiles: 'allow',
        index: false,
        cacheControl: false,
        ...(page ? { etag: false, lastModified: false, acceptRanges: false } : {}),
    });
    if (sent.type === 'error')
        return reply.code(404).type('text/plain; charset=utf-8').send('404: no such page on this site\n');
    return reply
        .code(page ? 404 : sent.statusCode)
        .headers(sent.headers)
        .header('x-content-type-options', 'nosniff')
        .type(contentType(name))
        .send(sent.stream);
}
/** 404, with the site's own 404.html when it has one. */
async function notPublished(reply, pub, rt) {
    if (pub.kind === 'deployment' && pub.custom404) {
        const page = (await loadSite(rt, pub.site).catch(() => undefined))?.files.get('404.html');
        if (page !== undefined)
            return sendFile(reply, contentFile(rt, page), '404.html', 404);
    }
    const page = pub.kind === 'branch' ? pub.files.get('404.html') : undefined;
    if (page !== undefined)
        return reply.code(404).type('text/html; charset=utf-8').send(page);
    return reply.code(404).type('text/plain; charset=utf-8').send('404: no such page on this site\n');
}

;// CONCATENATED MODULE: ./src/emulator/seed.ts
/**
 * Seeds: the world the emulator starts with, as a JSON document (format in docs/emulator.md) or the bundled default.
 */



/** Deterministic commit ids: the same seed always gives the same SHAs. */
function sha(...parts) {
    return (0,external_node_crypto_.createHash)('sha1').update(parts.join('\0')).digest('hex');
}
function seedToState(seed) {
    let userId = 0;
    const users = seed.users.map((u) => ({ ...u, id: u.id ?? ++userId }));
    let orgId = 1000;
    const orgs = (seed.orgs ?? []).map((o) => ({
        ...o,
        id: o.id ?? ++orgId,
        members: o.members ?? [],
        propertySchema: o.propertySchema?.map((p) => seedProperty(o.login, p)),
    }));
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
            ...(r.secrets ? { secrets: { ...r.secrets } } : {}),
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
/** A seed's definition as a PUT would make it; one that a PUT would refuse stops the start, saying why. */
function seedProperty(org, p) {
    const { def, errors } = readDefinition(String(p.property_name), p);
    if (def)
        return def;
    throw new Error(`seed: custom property ${JSON.stringify(p.property_name)} of ${org}: ${errors.map((e) => e.message).join('; ')}`);
}
function loadSeedFile(path) {
    const seed = JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'));
    const problems = [];
    if (!Array.isArray(seed.users))
        problems.push('"users" must be an array');
    if (!Array.isArray(seed.repos))
        problems.push('"repos" must be an array');
    if (typeof seed.tokens !== 'object' || seed.tokens === null)
        problems.push('"tokens" must be an object (token value → token)');
    (Array.isArray(seed.orgs) ? seed.orgs : []).forEach((o, i) => (Array.isArray(o?.propertySchema) ? o.propertySchema : []).forEach((p, j) => {
        const { errors } = readDefinition(String(p?.property_name), p);
        if (errors.length > 0)
            problems.push(`/orgs/${i}/propertySchema/${j}: ${errors.map((e) => e.message).join('; ')}`);
    }));
    if (problems.length > 0)
        throw new Error(`invalid seed ${path}: ${problems.join('; ')}`);
    return seed;
}
const when = (day) => `2026-0${1 + Math.floor(day / 28)}-${String(1 + (day % 28)).padStart(2, '0')}T10:00:00Z`;
const octocat = { name: 'The Octocat', email: 'octocat@example.com', login: 'octocat' };
const mona = { name: 'Mona Lisa', email: 'mona@example.com', login: 'mona' };
/**
 * The bundled world. Passwords and tokens are for the emulator only; docs/emulator.md lists them for copy and paste.
 */
const DEFAULT_SEED = {
    users: [
        { login: 'octocat', password: 'octocat-password', name: 'The Octocat', email: 'octocat@example.com' },
        { login: 'mona', password: 'mona-password', otp: '123456', name: 'Mona Lisa', email: 'mona@example.com' },
        { login: 'hubot', password: 'hubot-password', name: 'Hubot', email: 'hubot@example.com' },
    ],
    orgs: [
        {
            login: 'acme',
            owners: ['octocat'],
            members: ['mona', 'hubot'],
            securityManagers: ['mona'],
            propertySchema: [
                { property_name: 'team', value_type: 'string', description: 'Team owning the repository' },
                { property_name: 'cost-center', value_type: 'string' },
                {
                    property_name: 'environments',
                    value_type: 'multi_select',
                    allowed_values: ['development', 'staging', 'production'],
                },
            ],
        },
    ],
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
            // Enabling Pages takes an administrator's token, as on the service: the demo workflow finds one here.
            secrets: { PAGES_ADMIN_TOKEN: 'svc_pat_octocat' },
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
                actions: 'read',
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

;// CONCATENATED MODULE: ./src/emulator/store.ts
/**
 * The emulator's state in memory, optionally kept in a state directory (state-dir.ts) so that a restart loses
 * nothing: changes are noted (change-tracker.ts) and a write's changes are appended there before it returns.
 *
 * Write-ahead: a write's changes count only once their record is in the journal. The function given to `write`
 * runs synchronously on the state, then its record is appended; if the append fails (a full disk), or the function
 * throws, every change it made is taken back before `write` returns (it throws), so no other request, and no later
 * record, ever sees a change that was not saved. Nothing else runs in between: the state is changed only on the
 * event loop's one thread, and a write does not await.
 *
 * Route code sees the state only through the tracker's proxies, so a change made through any record it got from the
 * store is noted, wherever it happens: inside `write` it is saved when the write ends; elsewhere (a record kept
 * from an earlier request) on the same tick, and taken back if it cannot be saved.
 */


class Store {
    dir;
    warn;
    current;
    tracker;
    root;
    depth = 0;
    flushQueued = false;
    closed = false;
    /** Indexes derived from the state (`derived`), by name: dropped whenever changes are taken back or replaced. */
    indexes = new Map();
    /** Counts every change, taken back or replaced state included (`version`). */
    changes = 0;
    constructor(initial, dir, saved, warn = () => { }) {
        this.dir = dir;
        this.warn = warn;
        this.reset(saved ?? structuredClone(initial));
        if (dir && !saved) {
            try {
                dir.compact(this.current, false);
            }
            catch (err) {
                if (err instanceof StorageError)
                    throw new StateDirError(`${err.reason}; nothing was written`);
                throw err;
            }
        }
    }
    reset(state) {
        this.changes++;
        this.indexes.clear();
        this.current = state;
        this.tracker = new ChangeTracker(state, () => this.changed());
        this.root = this.tracker.tracked;
    }
    /** Why the state directory refuses writes now, if it does. */
    get storageProblem() {
        return this.dir?.problem;
    }
    /** Whether close() was called: background work stops retrying. */
    get isClosed() {
        return this.closed;
    }
    /** A failure to write a file of the state directory (files/): reported like a failed journal append. */
    storageFailed(err, what) {
        return this.dir?.failed(err, what);
    }
    /**
     * A number that differs from every earlier one once anything in the state changed (a write, a change taken back, a
     * replaced state): what was computed from the state at one version holds while the version is the same.
     */
    get version() {
        return this.changes;
    }
    /** Read without changing anything. */
    read(fn) {
        return fn(this.root);
    }
    /**
     * Read the state itself, past the change tracker: for scans over many records on a hot path (each read through
     * the tracker's proxies costs a trap). `fn` must not change anything, nor keep what it is given, nor return any
     * part of the state: return values of its own making (numbers, strings, new maps of them).
     */
    peek(fn) {
        return fn(this.current);
    }
    /**
     * Change the state; saved before the function's result is returned. All or nothing: if the function throws, or
     * its changes cannot be saved (StorageError), none of them stays.
     */
    write(fn) {
        if (this.depth === 0) {
            // Changes made outside any write are saved on their own first, so this write's fate is its own.
            if (this.tracker.dirty)
                this.flushQuietly();
            this.dir?.ready(() => this.current);
        }
        this.depth++;
        let result;
        try {
            result = fn(this.root);
        }
        catch (err) {
            if (--this.depth === 0)
                this.rollback();
            throw err;
        }
        if (--this.depth === 0)
            this.flush();
        return this.tracker.wrapValue(result);
    }
    /**
     * An index derived from the state (a map from what a write looks up to what it finds there), so that a write
     * need not scan every record: built by `build` from the state itself (as `peek`: it must not keep what it is
     * given) on first use, and built again after the state is replaced (admin reset or load) or changes are taken
     * back. Between builds the caller keeps it in step with each change it makes, once the write that made it has
     * returned (a write that failed never reaches the index). Keep the object got inside the write to update it.
     */
    derived(name, build) {
        let index = this.indexes.get(name);
        if (index === undefined) {
            index = build(this.current);
            this.indexes.set(name, index);
        }
        return index;
    }
    /** The next identifier for a kind of record (ids are per kind, starting at 1). */
    nextId(kind) {
        return this.write((s) => {
            const id = (s.ids[kind] ?? 0) + 1;
            s.ids[kind] = id;
            return id;
        });
    }
    /**
     * Within a write: remove element `index` of an array of the state (as given to the write), saved as one operation
     * however long the array (change-tracker.ts, removeAt).
     */
    removeAt(array, index) {
        this.tracker.removeAt(array, index);
    }
    /** The records of one route module, created on first use. */
    area(name, init) {
        if (!(name in this.current.areas))
            this.write((s) => (s.areas[name] = init()));
        return this.root.areas[name];
    }
    /** Replace the whole state (admin reset or load): written whole first, so a failure leaves the old state. */
    replace(state) {
        const next = structuredClone(state);
        if (this.tracker.dirty)
            this.flushQuietly();
        this.dir?.compact(next);
        this.reset(next);
    }
    /** Resolves once every write so far is on disk (the server answers a write only then); rejects with StorageError. */
    durable() {
        return this.dir?.durable() ?? Promise.resolve();
    }
    snapshot() {
        this.flushQuietly();
        return structuredClone(this.current);
    }
    /** Save what is left and fold the journal into the state file. */
    close() {
        this.flushQuietly();
        this.closed = true;
        this.dir?.close(this.current);
    }
    /** Stop as a crash would (tests): the state directory left as it is, nothing more written to it. */
    abandon() {
        this.closed = true;
        this.dir?.abandon();
    }
    /** A change outside any write (through a record kept from earlier) is saved on the same tick. */
    changed() {
        this.changes++;
        if (this.depth > 0 || this.flushQueued)
            return;
        this.flushQueued = true;
        queueMicrotask(() => {
            this.flushQueued = false;
            if (this.depth === 0)
                this.flushQuietly();
        });
    }
    /** Save the changes noted since the last save; if they cannot be, take them back and throw. */
    flush() {
        if (!this.tracker.dirty) {
            this.tracker.commit();
            return;
        }
        try {
            const ops = this.tracker.changes();
            this.dir?.append(ops, () => this.current);
        }
        catch (err) {
            this.rollback();
            throw err;
        }
        this.tracker.commit();
    }
    /**
     * Take back the changes since the last save; the indexes derived from the state go too (built again on next
     * use), unless nothing had changed (a write refused before it changed anything, such as a duplicate key).
     */
    rollback() {
        this.changes++;
        if (this.tracker.changedSinceCommit)
            this.indexes.clear();
        this.tracker.rollback();
    }
    /** flush() where no caller can be told: a change that cannot be saved is taken back and logged. */
    flushQuietly() {
        try {
            this.flush();
        }
        catch (err) {
            this.warn(`a change made outside a write was not saved and was taken back: ${err.message}`);
        }
    }
}

;// CONCATENATED MODULE: ./src/emulator/server.ts
/**
 * The service emulator: a Fastify server implementing the spec under /api/v3 (the self-managed shape), with the
 * cross-cutting rules applied to every API answer (authentication, rate limits, versioning, media type, ETag,
 * errors), fault injection, a request journal and an admin API under /_emulator.
 */





























const DEFAULT_REQUEST_TIMEOUT_MS = 300_000;
/** Node checks its request and header timeouts every 30 s by default: often enough for a timeout of minutes. */
function requestTimeouts(ms) {
    const headersTimeout = Math.min(60_000, ms);
    const connectionsCheckingInterval = Math.max(10, Math.min(30_000, Math.floor(ms / 4)));
    return { requestTimeout: ms, http: { headersTimeout, connectionsCheckingInterval } };
}
async function startEmulator(options = {}) {
    const { ctx, initial, adminToken } = createContext(options);
    const app = fastify_default()({
        bodyLimit: ctx.config.bodyLimit,
        logger: false,
        // At close, idle connections go at once and requests in flight are answered (a write made is acknowledged, not
        // cut off with its answer lost); what is still open after CLOSE_GRACE_MS is cut (handle().close).
        forceCloseConnections: 'idle',
        ...requestTimeouts(ctx.config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS),
        // Names and fingerprints longer than the router's default 100 characters reach the routes (a 404 or 422 there).
        routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
        // A path the router refuses (a bad %-escape, a segment past MAX_PARAM_LENGTH) is answered as the API answers.
        frameworkErrors: (err, req, reply) => answerRefusedPath(ctx, err, req, reply),
    });
    app.decorateRequest('caller', null);
    const routes = collectRoutes(app);
    addHooks(app, ctx);
    app.setErrorHandler((err, req, reply) => answerError(ctx, err, req, reply));
    // An unknown API route still answers with the API's headers (and its authentication and rate limit).
    app.setNotFoundHandler(async (req, reply) => {
        if (isApiPath(ctx.config, req.url))
            applyApiRules(ctx, req, reply);
        else if (req.method === 'GET' || req.method === 'HEAD') {
            const page = webPageOf(req.url, (owner, repo) => ctx.store.read((s) => findRepo(s, owner, repo) !== undefined));
            if (page)
                return reply.redirect(page, 302);
        }
        return reply.code(404).send(errorBody(ctx, req, 'Not Found'));
    });
    await app.register(async (api) => registerApi(api, ctx, options.onAnswer), {
        prefix: ctx.config.apiPrefix,
    });
    // Work that acknowledged requests promised and a restart (or a state loaded by the admin API) interrupted.
    const resume = () => {
        resumeUploads(ctx);
        resumeDeployments(ctx);
    };
    registerAdmin(app, ctx, { token: adminToken, initial, rateLimits: ctx.rateLimits, resume });
    registerOidcRoutes(app, ctx);
    registerRuntimeRoutes(app, ctx);
    registerArtifactService(app, ctx);
    registerCacheService(app, ctx);
    app.register(async (scope) => registerBlobStorage(scope, ctx, [ARTIFACT_BLOBS, CACHE_BLOBS]));
    registerArtifactStore(app, ctx);
    registerSiteServing(app, ctx);
    registerDocs(app, ctx, routes);
    let address;
    try {
        address = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
    }
    catch (err) {
        ctx.store.close(); // the state directory let go of (its lock, its journal)
        throw err;
    }
    ctx.config.origin = address.replace('[::1]', 'localhost');
    resume();
    return handle(app, ctx, adminToken);
}
/** The context every route receives (config, state, faults, rate limits), the seed's state and the admin token. */
function createContext(options) {
    const config = { ...DEFAULT_CONFIG, ...options.config };
    const seed = options.seed ?? DEFAULT_SEED;
    const initial = seedToState(seed);
    const warn = options.warn ?? ((m) => process.stderr.write(`emulator: ${m}\n`));
    const dir = options.stateDir ? new StateDir(options.stateDir, { ...options.persistence, warn }) : undefined;
    const saved = dir?.load(stateProblem);
    let store;
    try {
        store = new Store(initial, dir, saved, warn);
    }
    catch (err) {
        dir?.release(); // a new directory whose state.json could not be written: nothing more written, the lock gone
        throw err;
    }
    const adminToken = adminTokenFor(options.adminToken, options.stateDir);
    const faults = new Faults(options.faults);
    const rateLimits = new RateLimits(config.rateLimits);
    const ctx = {
        store,
        config,
        faults,
        rateLimits,
        filesDir: dir?.filesDir,
        warn,
        apiUrl: (path) => `${config.origin}${config.apiPrefix}${path}`,
        webUrl: (path) => `${config.origin}${path}`,
    };
    return { ctx, initial, adminToken };
}
/** How long a close waits for the requests in flight to be answered. */
const CLOSE_GRACE_MS = 2_000;
/** The running emulator, as its caller holds it. */
function handle(app, ctx, adminToken) {
    const { origin, apiPrefix } = ctx.config;
    return {
        origin,
        apiUrl: `${origin}${apiPrefix}`,
        adminToken,
        dashboardUrl: `${origin}/_emulator/?token=${adminToken}`,
        admin: (path, init = {}) => fetch(`${origin}/_emulator${path}`, {
            ...init,
            headers: { ...init.headers, authorization: `Bearer ${adminToken}` },
        }),
        ctx,
        app,
        close: async () => {
            // A connection whose request is answered goes as soon as it is idle; any left at the grace's end are cut.
            const idle = setInterval(() => app.server.closeIdleConnections(), 25);
            const cut = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
            try {
                await app.close();
            }
            finally {
                clearInterval(idle);
                clearTimeout(cut);
            }
            ctx.store.close();
        },
    };
}
/** Whether a URL is under the API root (the prefix itself or a path below it). */
function isApiPath(config, url) {
    const path = url.split('?')[0];
    return path === config.apiPrefix || path.startsWith(`${config.apiPrefix}/`);
}
/** The hooks of every request, API or not: CORS, faults, durability and request ids, the journal. */
function addHooks(app, ctx) {
    // CORS on every API answer (errors, faults and unknown routes too), and the API's preflights answered here.
    app.addHook('onRequest', async (req, reply) => {
        if (!isApiPath(ctx.config, req.url))
            return;
        if (req.method === 'OPTIONS')
            return reply.code(204).headers(preflightHeaders(ctx.config.vendor)).send();
        reply.headers(corsHeaders(ctx.config.vendor));
    });
    // Faults first: they act before authentication, like a network or a failing front end would.
    app.addHook('onRequest', async (req, reply) => injectFault(ctx, req, reply));
    app.addHook('onSend', async (req, reply, payload) => acknowledge(ctx, req, reply, payload));
    app.addHook('onResponse', async (req, reply) => journal(ctx, req, reply));
}
/**
 * The fault rule matching the request, if any, acted out: a delay, spent rate limit, a broken connection, a
 * dribbled body or an error status.
 */
async function injectFault(ctx, req, reply) {
    const path = req.url.split('?')[0];
    if (path.startsWith('/_emulator'))
        return;
    const rule = ctx.faults.match(req.method, path);
    if (!rule)
        return;
    req.fault = rule.id;
    if (rule.delayMs && !rule.dribble)
        await new Promise((r) => setTimeout(r, rule.delayMs));
    if (rule.spendRateLimit) {
        const caller = safeIdentify(ctx, req);
        ctx.rateLimits.spend(caller, path.includes('/search/') ? 'search' : 'core', caller !== `ip:${req.ip}`);
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
        throw new service_error_ServiceError(rule.status, `injected fault (rule ${rule.id})`);
}
/**
 * Every answer carries a request id (the journal records it too) and, when acting as a self-managed
 * installation, its version: clients log the one and read the other (codeql-action tells products apart by it).
 */
async function acknowledge(ctx, req, reply, payload) {
    const h = headerNames(ctx.config.vendor);
    // A change is acknowledged only once it is on disk (group commit): a crash of the machine keeps what was answered.
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && reply.statusCode < 400) {
        try {
            await Promise.all([ctx.store.durable(), syncsOf(req)]);
        }
        catch (err) {
            if (!(err instanceof StorageError))
                throw err;
            if (err.status === 503)
                reply.header('retry-after', '5');
            reply.code(err.status).header('content-type', 'application/json; charset=utf-8');
            payload = JSON.stringify(errorBody(ctx, req, `The emulator made this change but could not put it on disk (${err.reason}): it may not survive a crash of the machine. ${err.full ? 'Free space' : 'Fix the problem'} on the emulator's machine.`));
        }
    }
    reply.header(h.requestId, requestId(req));
    if (ctx.config.enterpriseVersion)
        reply.header(h.enterpriseVersion, ctx.config.enterpriseVersion);
    return payload;
}
/** The journal is of the API and the runner-facing routes; the admin API (the dashboard's own polling) stays out. */
async function journal(ctx, req, reply) {
    if (req.url.startsWith('/_emulator'))
        return;
    const fault = req.fault;
    ctx.faults.record({
        requestId: requestId(req),
        time: new Date().toISOString(),
        method: req.method,
        url: req.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        caller: req.caller?.key ?? '-',
        ...(fault ? { fault } : {}),
    });
}
const MAX_PARAM_LENGTH = 1_000;
/**
 * A path the router refuses before any hook runs: 400 for a malformed %-escape, 414 for a segment longer than
 * MAX_PARAM_LENGTH, with the headers and error body of every other answer.
 */
function answerRefusedPath(ctx, err, req, reply) {
    const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
    if (isApiPath(ctx.config, req.url)) {
        reply.headers(corsHeaders(ctx.config.vendor));
        applyStandardHeaders(ctx, req, reply);
    }
    return reply
        .code(tooLong ? 414 : 400)
        .header(headerNames(ctx.config.vendor).requestId, requestId(req))
        .send(errorBody(ctx, req, tooLong
        ? `URI too long: a path segment is longer than ${MAX_PARAM_LENGTH} characters`
        : 'Bad request: the path has a malformed %-escape (encode "%" as %25)'));
}
/** Every error as the service's error body, with the status of its kind; anything unforeseen is a 500. */
function answerError(ctx, err, req, reply) {
    // Errors raised before the API's rules ran (body parsing) or by them (bad credentials) carry its headers too.
    if (isApiPath(ctx.config, req.url))
        applyStandardHeaders(ctx, req, reply);
    if (err instanceof service_error_ServiceError) {
        if (err.extra.headers)
            reply.headers(err.extra.headers);
        return reply
            .code(err.status)
            .send(errorBody(ctx, req, err.message, err.extra.errors, err.extra.documentationUrl));
    }
    // A change the state directory could not save was not made: 507 when storage is full, else 503.
    if (err instanceof StorageError) {
        if (err.status === 503)
            reply.header('retry-after', '5');
        return reply.code(err.status).send(errorBody(ctx, req, err.message));
    }
    // Files of the state directory (artifacts, sites, uploads) on a full disk: the same answer.
    if (isStorageFull(err)) {
        const refused = ctx.store.storageFailed(err, `write ${req.method} ${req.url.split('?')[0]}'s files`) ??
            new StorageError(`The emulator ran out of space for this request's files (${err.code}); nothing was changed.`, err.code, true);
        return reply.code(refused.status).send(errorBody(ctx, req, refused.message));
    }
    if (err instanceof UnsafeKeyError)
        return reply.code(422).send(errorBody(ctx, req, `Invalid name: ${err.message}`));
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.code(413).send(errorBody(ctx, req, 'Request body too large'));
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
        return reply.code(415).send(errorBody(ctx, req, 'Unsupported media type: send JSON'));
    if (err.statusCode === 400 || err.code?.startsWith('FST_ERR_CTP') || err instanceof SyntaxError) {
        return reply.code(400).send(errorBody(ctx, req, 'Problems parsing JSON'));
    }
    if (err.validation) {
        return reply.code(422).send(errorBody(ctx, req, `Invalid request: ${err.message}`));
    }
    req.log.error(err);
    process.stderr.write(`emulator: internal error on ${req.method} ${req.url}: ${err.stack ?? err.message}\n`);
    return reply.code(500).send(errorBody(ctx, req, 'Internal error in the emulator'));
}
/** The API scope: its request bodies, the spec's cross-cutting rules and conditional requests, every route module. */
async function registerApi(api, ctx, onAnswer) {
    acceptJsonBodies(api);
    // Cross-cutting rules of the spec, on every API answer.
    api.addHook('preHandler', async (req, reply) => {
        if (req.method !== 'OPTIONS')
            applyApiRules(ctx, req, reply);
    });
    api.addHook('onSend', async (req, reply, payload) => conditional(ctx, req, reply, payload));
    if (onAnswer)
        api.addHook('onSend', async (req, reply, payload) => {
            const type = reply.getHeader('content-type');
            onAnswer({
                method: req.method,
                url: req.url,
                status: reply.statusCode,
                contentType: typeof type === 'string' ? type : undefined,
                body: typeof payload === 'string' ? payload : undefined,
            });
            return payload;
        });
    for (const register of routeModules)
        await register(api, ctx);
}
/**
 * The API's request bodies are JSON whatever their Content-Type says, as the service reads them: `curl -d '{…}'`
 * (which labels it application/x-www-form-urlencoded), text/plain or none at all; and an empty body is no body,
 * even labelled application/json (a bodiless POST or DELETE from a client that always sends the header). The
 * body limit (413) and the 400 for JSON that does not parse (prototype poisoning refused) are Fastify's own.
 */
function acceptJsonBodies(api) {
    const json = api.getDefaultJsonParser('error', 'error');
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'string' }, (req, body, done) => {
        const text = body;
        if (text.trim() === '')
            done(null, undefined);
        else
            json(req, text, done);
    });
}
/**
 * Conditional requests and caching: on every successful GET (and HEAD, which answers GET's headers) a weak ETag, and
 * the service's `Cache-Control` and `Vary` (an answer to a caller with credentials is the caller's own: a shared
 * cache must not give it to another); 304 when If-None-Match matches the ETag (not counted against an authorized
 * caller's rate limit).
 */
function conditional(ctx, req, reply, payload) {
    if (req.method !== 'GET' && req.method !== 'HEAD')
        return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string')
        return payload;
    const own = req.headers.authorization !== undefined;
    reply.header('cache-control', own ? 'private, max-age=60, s-maxage=60' : 'public, max-age=60, s-maxage=60');
    reply.header('vary', own ? varyOwn(ctx.config.vendor) : 'Accept, Accept-Encoding, X-Requested-With');
    const etag = `W/"${(0,external_node_crypto_.createHash)('sha1').update(payload).digest('hex')}"`;
    reply.header('etag', etag);
    if (noneMatch(req.headers['if-none-match'], etag)) {
        reply.code(304);
        refundNotModified(ctx, req, reply);
        return '';
    }
    return payload;
}
/** The service's Vary of an answer to a caller with credentials, for a vendor's one-time-password header. */
function varyOwn(vendor) {
    let vary = varyCache.get(vendor);
    if (vary === undefined) {
        vary = `Accept, Authorization, Cookie, ${headerNames(vendor).otpOut}, Accept-Encoding, X-Requested-With`;
        varyCache.set(vendor, vary);
    }
    return vary;
}
const varyCache = new Map();
/**
 * Whether If-None-Match names the answer's ETag, as HTTP compares them for it (RFC 9110, 13.1.2): `*`, or a
 * comma-separated list of entity tags compared weakly (`W/"x"` and `"x"` are the same tag).
 */
function noneMatch(header, etag) {
    if (header === undefined)
        return false;
    if (header.trim() === '*')
        return true;
    const opaque = (tag) => (tag.startsWith('W/') ? tag.slice(2) : tag);
    const mine = opaque(etag);
    return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === mine);
}
const requestIds = new WeakMap();
/** Random bytes for request ids, drawn a block at a time: one randomBytes call per request cost more than its id. */
const ID_BYTES = 14;
let idPool = Buffer.alloc(0);
let idAt = 0;
/** The request's id, in the service's shape (five hexadecimal groups), made once per request. */
function requestId(req) {
    let id = requestIds.get(req);
    if (!id) {
        if (idAt + ID_BYTES > idPool.length) {
            idPool = (0,external_node_crypto_.randomBytes)(ID_BYTES * 512);
            idAt = 0;
        }
        const hex = idPool.toString('hex', idAt, (idAt += ID_BYTES)).toUpperCase();
        id = `${hex.slice(0, 4)}:${hex.slice(4, 8)}:${hex.slice(8, 15)}:${hex.slice(15, 21)}:${hex.slice(21, 28)}`;
        requestIds.set(req, id);
    }
    return id;
}
function safeIdentify(ctx, req) {
    try {
        return identify(ctx, req).key;
    }
    catch {
        return `ip:${req.ip}`;
    }
}
/** The service's error body; `documentation_url` leads to the operation's entry in the emulator's docs page. */
function errorBody(ctx, req, message, errors, section) {
    return {
        message,
        ...(errors && errors.length > 0 ? { errors } : {}),
        documentation_url: documentationUrl(ctx, req, section),
    };
}

;// CONCATENATED MODULE: ./src/emulator/index.ts
/** The emulator's public entry: start it, and read seed files. */






/***/ })

};
