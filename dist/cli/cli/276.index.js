export const id = 276;
export const ids = [276];
export const modules = {

/***/ 6982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
const systemClock = {
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};


/***/ }),

/***/ 3249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ hintFor),
/* harmony export */   h: () => (/* binding */ ApiError)
/* harmony export */ });
class ApiError extends Error {
    name = 'ApiError';
    kind;
    status;
    /** The error body's `message` (the first line of `message` also names the request and status). */
    serviceMessage;
    method;
    url;
    documentationUrl;
    requestId;
    rateLimit;
    errors;
    hint;
    acceptedScopes;
    tokenScopes;
    acceptedPermissions;
    attempts;
    /** Build through Transport (or ApiError.create with a redact function), never with raw secrets. */
    constructor(d) {
        const where = d.method && d.url ? `${d.method} ${d.url}: ` : '';
        const what = d.status ? `${d.status} ${d.message}` : d.message;
        super(`${where}${what}${d.hint ? `\nhint: ${d.hint}` : ''}`, d.cause ? { cause: d.cause } : undefined);
        this.kind = d.kind;
        this.status = d.status;
        this.serviceMessage = d.message;
        this.method = d.method;
        this.url = d.url;
        this.documentationUrl = d.documentationUrl;
        this.requestId = d.requestId;
        this.rateLimit = d.rateLimit;
        this.errors = d.errors;
        this.hint = d.hint;
        this.acceptedScopes = d.acceptedScopes;
        this.tokenScopes = d.tokenScopes;
        this.acceptedPermissions = d.acceptedPermissions;
        this.attempts = d.attempts;
    }
    /** An error with every string field passed through `redact`. */
    static create(d, redact, redactValue) {
        const r = (s) => (s === undefined ? undefined : redact(s));
        return new ApiError({
            ...d,
            message: redact(d.message),
            url: r(d.url),
            documentationUrl: r(d.documentationUrl),
            requestId: r(d.requestId),
            hint: r(d.hint),
            errors: d.errors === undefined ? undefined : redactValue(d.errors),
            cause: d.cause instanceof Error ? new Error(redact(d.cause.message)) : undefined,
        });
    }
}
/** A hint for the common error cases, from the status and the answer's headers. */
function hintFor(status, h, context) {
    switch (status) {
        case 401:
            if (h.otpRequired)
                return 'this account uses two-factor authentication: give the one-time password (auth.basic.otp)';
            if (context.basic) {
                return 'the OAuth grant and authorization operations take Basic authentication only: check auth.basic (username and password)';
            }
            return context.authenticated
                ? 'bad credentials: the token is wrong, expired or revoked'
                : 'this operation requires authentication: give a token (auth.token)';
        case 403: {
            const accepted = (h.acceptedScopes ?? '')
                .split(',')
                .map((x) => x.trim())
                .filter(Boolean);
            const held = h.tokenScopes === undefined
                ? undefined
                : h.tokenScopes
                    .split(',')
                    .map((x) => x.trim())
                    .filter(Boolean);
            const parts = [];
            if (accepted.length > 0 && held !== undefined && !accepted.some((x) => held.includes(x))) {
                parts.push(`missing scope: the operation accepts ${accepted.join(', ')}; the token has ${held.join(', ') || '(none)'}`);
            }
            else if (accepted.length > 0 && held !== undefined) {
                parts.push(`the token has an accepted scope (${accepted.join(', ')}): the account lacks the role this operation needs`);
            }
            else if (accepted.length > 0) {
                parts.push(`classic tokens need one of the scopes: ${accepted.join(', ')}`);
            }
            if (h.acceptedPermissions)
                parts.push(`fine-grained tokens and apps need the permissions: ${h.acceptedPermissions}`);
            return parts.length > 0
                ? parts.join('; ')
                : 'forbidden: the credentials lack a scope, permission or role this operation needs';
        }
        case 404:
            return 'not found, or hidden: the service answers 404 for resources the caller may not see; check the names and that the credentials can read it';
        case 422: {
            const details = (context.errors ?? [])
                .map((e) => e && typeof e === 'object'
                ? (e.message ?? JSON.stringify(e))
                : String(e))
                .filter(Boolean);
            return `validation failed${details.length > 0 ? `: ${details.join('; ')}` : ': check the request parameters'}`;
        }
        default:
            return undefined;
    }
}


/***/ }),

/***/ 8836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ MemoryEtagCache),
/* harmony export */   k: () => (/* binding */ cacheKey)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The optional ETag cache for conditional requests: a GET whose answer carried an ETag is sent again with
 * If-None-Match, and a 304 gives back the cached answer. Entries are keyed by URL, media type and a hash of the
 * credentials, so one caller never receives another's cached data.
 */

/** An in-memory cache of the most recently used `maxEntries` answers. */
class MemoryEtagCache {
    maxEntries;
    entries = new Map();
    constructor(maxEntries = 500) {
        this.maxEntries = maxEntries;
    }
    get(key) {
        const hit = this.entries.get(key);
        if (hit) {
            this.entries.delete(key);
            this.entries.set(key, hit);
        }
        return hit;
    }
    set(key, value) {
        this.entries.delete(key);
        this.entries.set(key, value);
        while (this.entries.size > this.maxEntries)
            this.entries.delete(this.entries.keys().next().value);
    }
}
function cacheKey(url, accept, credentials) {
    const who = credentials ? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(credentials).digest('hex').slice(0, 16) : 'anonymous';
    return `${who} ${accept} ${url}`;
}


/***/ }),

/***/ 4276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hD: () => (/* reexport */ errors/* ApiError */.h),
  Zz: () => (/* reexport */ options/* HOSTED_API_URL */.Z),
  wA: () => (/* reexport */ SEARCH_LIMITS),
  zJ: () => (/* reexport */ buildSearchQuery),
  createClient: () => (/* binding */ createClient)
});

// UNUSED EXPORTS: DEFAULT_API_VERSION, DEFAULT_RETRY_POLICY, MemoryEtagCache, Paginated, SARIF_MEDIA_TYPE, Transport, checkSearchQuery, searchQueryProblems, systemClock, vendorNames

// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(3249);
// EXTERNAL MODULE: ./src/api/transport.ts + 5 modules
var api_transport = __webpack_require__(5391);
;// CONCATENATED MODULE: ./src/api/paginate.ts
/**
 * Pagination: follow the Link header's rel="next" URL as given (per_page is carried by the service; the client
 * adds it back only if a link drops it), unwrap envelope answers ({ total_count, incomplete_results, items })
 * keeping their totals, and stop at a maximum item count or a cap (the 1,000 results of a search). Cursor
 * pagination (before/after) needs nothing more: the next link carries the cursor. Credentials follow the link only
 * to the API's own origin (auth.ts).
 */

const NEXT = /<([^<>]+)>\s*;\s*rel="?([^";]*\bnext\b[^";]*)"?/;
/** The rel="next" URL of a Link header, if any. */
function nextLink(link) {
    if (!link)
        return undefined;
    for (const part of link.split(/,(?=\s*<)/)) {
        const m = NEXT.exec(part);
        if (m && m[2].split(/\s+/).includes('next'))
            return m[1];
    }
    return undefined;
}
function unwrap(data) {
    if (Array.isArray(data))
        return { items: data };
    if (data && typeof data === 'object') {
        const d = data;
        const key = Array.isArray(d.items) ? 'items' : Object.keys(d).find((k) => Array.isArray(d[k]));
        return {
            items: (key ? d[key] : []),
            ...(typeof d.total_count === 'number' ? { total_count: d.total_count } : {}),
            ...(typeof d.incomplete_results === 'boolean' ? { incomplete_results: d.incomplete_results } : {}),
        };
    }
    return { items: [] };
}
/** A list operation's results: iterate the items (`for await`), the pages, or collect them all. */
class Paginated {
    transport;
    route;
    params;
    limits;
    truncatedFlag = false;
    constructor(transport, route, params, limits = {}) {
        this.transport = transport;
        this.route = route;
        this.params = params;
        this.limits = limits;
    }
    async *pages() {
        const limit = Math.min(this.limits.maxItems ?? Infinity, this.limits.cap ?? Infinity);
        const perPage = this.params.per_page;
        // Every page is logged and warned about as the operation, not as its URL.
        const meta = { ...(this.limits.meta ?? api_transport/* TOKEN */.C), operation: this.limits.meta?.operation ?? this.route };
        this.truncatedFlag = false;
        let count = 0;
        let response = await this.transport.request(this.route, this.params, meta);
        let url = response.url;
        for (;;) {
            const page = unwrap(response.data);
            const room = limit - count;
            const items = page.items.length > room ? page.items.slice(0, room) : page.items;
            count += items.length;
            let next = nextLink(response.headers.link);
            if (page.items.length > room || (count >= limit && next))
                this.truncatedFlag = true;
            yield { ...page, items, response };
            if (count >= limit || !next)
                break;
            if (perPage !== undefined && !/[?&]per_page=/.test(next)) {
                next += `${next.includes('?') ? '&' : '?'}per_page=${encodeURIComponent(String(perPage))}`;
            }
            if (this.limits.cap !== undefined && pastCap(next, this.limits.cap)) {
                this.truncatedFlag = true;
                break;
            }
            if (next === url)
                break; // a link to itself would never end
            url = next;
            response = await this.transport.getUrl(next, meta);
        }
    }
    async *[Symbol.asyncIterator]() {
        for await (const page of this.pages())
            yield* page.items;
    }
    /** Every item (up to maxItems and the cap), with the envelope's totals from the first page. */
    async collect() {
        const out = { items: [], truncated: false };
        for await (const page of this.pages()) {
            if (out.total_count === undefined && page.total_count !== undefined)
                out.total_count = page.total_count;
            if (page.incomplete_results)
                out.incomplete_results = true;
            else if (page.incomplete_results === false && out.incomplete_results === undefined)
                out.incomplete_results = false;
            out.items.push(...page.items);
        }
        out.truncated = this.truncatedFlag;
        return out;
    }
}
/** A page-numbered URL whose first item lies beyond the cap. */
function pastCap(url, cap) {
    const params = new URL(url).searchParams;
    const page = Number(params.get('page') ?? '1');
    const perPage = Number(params.get('per_page') ?? '30');
    return Number.isFinite(page) && Number.isFinite(perPage) && (page - 1) * perPage >= cap;
}

;// CONCATENATED MODULE: ./src/api/poll.ts
async function poll(transport, what, options, defaults, ask) {
    const { clock } = transport.options;
    const timeoutMs = options.timeoutMs ?? defaults.timeoutMs;
    const intervalMs = options.intervalMs ?? defaults.intervalMs;
    const start = clock.now();
    for (;;) {
        const result = await ask();
        if (result.done)
            return result.value;
        if (clock.now() - start + intervalMs > timeoutMs) {
            throw transport.error({
                kind: 'timeout',
                message: `${what}: not finished after ${Math.round((clock.now() - start) / 1000)} s`,
                hint: 'the service is still working on it: try again later, or raise timeoutMs',
            });
        }
        await clock.sleep(intervalMs);
    }
}

// EXTERNAL MODULE: ./src/api/vendor.ts
var vendor = __webpack_require__(944);
;// CONCATENATED MODULE: ./src/api/code-scanning.ts




const LIST_REF = /^(refs\/heads\/\S+|refs\/pull\/\d+\/merge|(?!refs\/)[^\s]+)$/;
const UPLOAD_REF = /^refs\/(heads\/\S+|pull\/\d+\/(merge|head))$/;
const SHA = /^[0-9a-fA-F]{40}([0-9a-fA-F]{24})?$/;
function codeScanning(t) {
    const getSarifUpload = async (p) => (await t.request('GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}', p)).data;
    const filters = (p) => {
        if (p.tool_name !== undefined && p.tool_guid !== undefined) {
            throw t.invalid('tool_name and tool_guid are mutually exclusive: give one or the other');
        }
        const { maxItems, tool_guid, ...params } = p;
        return { maxItems, params: tool_guid === undefined ? params : { ...params, tool_guid: tool_guid ?? '' } };
    };
    return {
        listOrgAlerts(p) {
            const { maxItems, params } = filters(p);
            return new Paginated(t, 'GET /orgs/{org}/code-scanning/alerts', params, { maxItems });
        },
        listRepoAlerts(p) {
            if (p.ref !== undefined && !LIST_REF.test(p.ref)) {
                throw t.invalid(`ref ${JSON.stringify(p.ref)} must be refs/heads/<branch>, <branch> or refs/pull/<number>/merge`);
            }
            const { maxItems, params } = filters(p);
            return new Paginated(t, 'GET /repos/{owner}/{repo}/code-scanning/alerts', params, { maxItems });
        },
        /** Upload an analysis; poll its processing with getSarifUpload or waitForSarifProcessing. */
        async uploadSarif(p) {
            const problems = [];
            if (!UPLOAD_REF.test(p.ref)) {
                problems.push(`ref ${JSON.stringify(p.ref)} must be refs/heads/<branch>, refs/pull/<number>/merge or refs/pull/<number>/head`);
            }
            if (!SHA.test(p.commit_sha))
                problems.push('commit_sha must be 40 (or 64) hexadecimal characters');
            if (problems.length > 0)
                throw t.invalid(problems.join('; '));
            return (await t.request('POST /repos/{owner}/{repo}/code-scanning/sarifs', { ...p })).data;
        },
        getSarifUpload,
        /** Poll an upload until it is no longer pending (a 404 right after the upload counts as pending). */
        waitForSarifProcessing(p, options = {}) {
            return poll(t, `processing of SARIF upload ${p.sarif_id}`, options, { timeoutMs: 300_000, intervalMs: 5_000 }, async () => {
                try {
                    const status = await getSarifUpload(p);
                    return status.processing_status === 'pending' ? { done: false } : { done: true, value: status };
                }
                catch (err) {
                    if (err instanceof errors/* ApiError */.h && err.status === 404)
                        return { done: false };
                    throw err;
                }
            });
        },
        /** An analysis as SARIF (accept application/sarif+json), with svc/alertNumber and svc/alertUrl properties. */
        async getAnalysisSarif(p) {
            return (await t.request('GET /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}', p, {
                credentials: 'token',
                accept: vendor/* SARIF_MEDIA_TYPE */.kM,
            })).data;
        },
    };
}

;// CONCATENATED MODULE: ./src/api/custom-properties.ts
function customProperties(t) {
    return {
        async getValues(p) {
            return (await t.request('GET /repos/{owner}/{repo}/properties/values', p)).data;
        },
    };
}

;// CONCATENATED MODULE: ./src/api/deploy-keys.ts
/** Deploy keys: a repository's SSH public keys, read-only or read/write. Immutable: delete and create again. */

function deployKeys(t) {
    return {
        list(p) {
            const { maxItems, ...params } = p;
            return new Paginated(t, 'GET /repos/{owner}/{repo}/keys', params, { maxItems });
        },
        async create(p) {
            return (await t.request('POST /repos/{owner}/{repo}/keys', { ...p })).data;
        },
        async get(p) {
            return (await t.request('GET /repos/{owner}/{repo}/keys/{key_id}', p)).data;
        },
        async delete(p) {
            await t.request('DELETE /repos/{owner}/{repo}/keys/{key_id}', p);
        },
    };
}

;// CONCATENATED MODULE: ./src/api/oauth-authorizations.ts
/**
 * OAuth grants and authorizations (deprecated; Basic authentication only). The one-time password goes with
 * create, get-or-create and update (spec rule 1); PATCH sends only one of scopes, add_scopes, remove_scopes
 * (rule 5), checked before sending. Tokens and client secrets become secrets of the client: redacted from all
 * it writes.
 */

const BASIC = { credentials: 'basic' };
const BASIC_OTP = { credentials: 'basic', otp: true };
const CLIENT_ID_LENGTH = 20;
function oauthAuthorizations(t) {
    const keep = (a) => {
        t.secrets.add(a.token);
        return a;
    };
    const checkClientId = (clientId) => {
        if (clientId.length !== CLIENT_ID_LENGTH) {
            throw t.invalid(`client_id must be ${CLIENT_ID_LENGTH} characters long, got ${clientId.length}`);
        }
    };
    const getOrCreate = async (route, params) => {
        checkClientId(params.client_id);
        t.secrets.add(params.client_secret);
        const res = await t.request(route, params, BASIC_OTP);
        return { authorization: keep(res.data), created: res.status === 201 };
    };
    return {
        listGrants(p = {}) {
            const { maxItems, ...params } = p;
            return new Paginated(t, 'GET /applications/grants', params, { meta: BASIC, maxItems });
        },
        async getGrant(p) {
            return (await t.request('GET /applications/grants/{grant_id}', p, BASIC)).data;
        },
        /** Removes the grant and every token of that app for the user. */
        async deleteGrant(p) {
            await t.request('DELETE /applications/grants/{grant_id}', p, BASIC);
        },
        listAuthorizations(p = {}) {
            const { maxItems, ...params } = p;
            return new Paginated(t, 'GET /authorizations', params, { meta: BASIC, maxItems });
        },
        async createAuthorization(body) {
            if (body.client_id !== undefined)
                checkClientId(body.client_id);
            t.secrets.add(body.client_secret);
            return keep((await t.request('POST /authorizations', { ...body }, BASIC_OTP)).data);
        },
        /** The user's authorization for the app (200), or a new one (201). */
        getOrCreateForApp(p) {
            return getOrCreate('PUT /authorizations/clients/{client_id}', p);
        },
        /** The user's authorization for the app and fingerprint (200), or a new one (201). */
        getOrCreateForAppAndFingerprint(p) {
            return getOrCreate('PUT /authorizations/clients/{client_id}/{fingerprint}', p);
        },
        async getAuthorization(p) {
            return keep((await t.request('GET /authorizations/{authorization_id}', p, BASIC)).data);
        },
        async updateAuthorization(p) {
            const sent = ['scopes', 'add_scopes', 'remove_scopes'].filter((k) => p[k] !== undefined);
            if (sent.length > 1) {
                throw t.invalid(`only one of scopes, add_scopes, remove_scopes may be sent at a time (got ${sent.join(', ')})`, 'replace the scopes with `scopes`, or add or remove some with `add_scopes` or `remove_scopes`, in separate updates');
            }
            return keep((await t.request('PATCH /authorizations/{authorization_id}', p, BASIC_OTP)).data);
        },
    };
}

;// CONCATENATED MODULE: ./src/api/pages.ts
/**
 * Pages: the site (get, create, update, delete), builds (list, request, latest, get), a deployment of an
 * artifact certified by an OIDC token (POST /pages/deployment with artifact_url, as the spec has it), and the
 * DNS health check, whose 202 "not yet" answer becomes a poll with a timeout.
 */


function pages(t) {
    return {
        async get(p) {
            return (await t.request('GET /repos/{owner}/{repo}/pages', p)).data;
        },
        async create(p) {
            if (p.source === undefined && p.build_type === undefined)
                throw t.invalid('give source or build_type');
            return (await t.request('POST /repos/{owner}/{repo}/pages', { ...p })).data;
        },
        async update(p) {
            const fields = ['cname', 'https_enforced', 'build_type', 'source'].filter((k) => p[k] !== undefined);
            if (fields.length === 0)
                throw t.invalid('nothing to update: give cname, https_enforced, build_type or source');
            await t.request('PUT /repos/{owner}/{repo}/pages', { ...p });
        },
        async delete(p) {
            await t.request('DELETE /repos/{owner}/{repo}/pages', p);
        },
        listBuilds(p) {
            const { maxItems, ...params } = p;
            return new Paginated(t, 'GET /repos/{owner}/{repo}/pages/builds', params, { maxItems });
        },
        /** Queue a build of the default branch (one runs at a time per repository and requester). */
        async requestBuild(p) {
            return (await t.request('POST /repos/{owner}/{repo}/pages/builds', p)).data;
        },
        async latestBuild(p) {
            return (await t.request('GET /repos/{owner}/{repo}/pages/builds/latest', p)).data;
        },
        async getBuild(p) {
            return (await t.request('GET /repos/{owner}/{repo}/pages/builds/{build_id}', p)).data;
        },
        async createDeployment(p) {
            t.secrets.add(p.oidc_token);
            return (await t.request('POST /repos/{owner}/{repo}/pages/deployment', { ...p })).data;
        },
        /** The DNS health of the site's custom domain: polls while the service answers 202 (check running). */
        health(p, options = {}) {
            return poll(t, `DNS health check of ${p.owner}/${p.repo}`, options, { timeoutMs: 60_000, intervalMs: 2_000 }, async () => {
                const res = await t.request('GET /repos/{owner}/{repo}/pages/health', p);
                return res.status === 202 ? { done: false } : { done: true, value: res.data };
            });
        },
    };
}

;// CONCATENATED MODULE: ./src/api/search-query.ts
/**
 * Search queries, checked before sending against the spec's rules: at most 256 characters of keywords
 * (operators and qualifiers excluded), at most five AND/OR/NOT operators, and for code search at least one
 * keyword (qualifiers alone are invalid). A builder writes queries from parts, quoting what needs quoting.
 */

const SEARCH_LIMITS = { maxKeywordLength: 256, maxOperators: 5, maxResults: 1000 };
/** Qualifier keys per search (others are keywords, as the service reads them). */
const SEARCH_QUALIFIERS = {
    code: new Set([
        'repo',
        'user',
        'org',
        'path',
        'language',
        'extension',
        'filename',
        'in',
        'size',
        'fork',
        'is',
    ]),
    commits: new Set([
        'repo',
        'user',
        'org',
        'author',
        'committer',
        'author-name',
        'committer-name',
        'author-email',
        'committer-email',
        'author-date',
        'committer-date',
        'merge',
        'hash',
        'parent',
        'tree',
        'is',
    ]),
};
/** Split a query as the service does: spaces separate words, "double quotes" group them. */
function words(q) {
    return q.match(/(?:[^\s"]+|"[^"]*"?)+/g) ?? [];
}
function analyseSearchQuery(kind, q) {
    const out = { keywords: [], qualifiers: [], operators: 0, keywordLength: 0 };
    for (const word of words(q)) {
        if (word === 'AND' || word === 'OR' || word === 'NOT')
            out.operators++;
        else if (SEARCH_QUALIFIERS[kind].has(/^-?([A-Za-z][\w-]*):/.exec(word)?.[1]?.toLowerCase() ?? '')) {
            out.qualifiers.push(word);
        }
        else if (word.replaceAll('"', '').trim() !== '')
            out.keywords.push(word);
    }
    out.keywordLength = out.keywords.join(' ').length;
    return out;
}
/** What is wrong with a query ([] when it may be sent). */
function searchQueryProblems(kind, q) {
    const a = analyseSearchQuery(kind, q);
    const problems = [];
    if (a.keywordLength > SEARCH_LIMITS.maxKeywordLength) {
        problems.push(`the query has ${a.keywordLength} characters of keywords, more than ${SEARCH_LIMITS.maxKeywordLength} (operators and qualifiers excluded)`);
    }
    if (a.operators > SEARCH_LIMITS.maxOperators) {
        problems.push(`the query has ${a.operators} AND/OR/NOT operators, more than ${SEARCH_LIMITS.maxOperators}`);
    }
    if (kind === 'code' && a.keywords.length === 0) {
        problems.push('a code search needs at least one keyword: qualifiers alone are not a valid query');
    }
    return problems;
}
/** Throw an `invalid` ApiError when the query breaks a rule. */
function checkSearchQuery(kind, q) {
    const problems = searchQueryProblems(kind, q);
    if (problems.length > 0) {
        throw new errors/* ApiError */.h({
            kind: 'invalid',
            message: `invalid ${kind} search query: ${problems.join('; ')}`,
            hint: 'shorten the keywords, use fewer operators, or add a search term',
        });
    }
    return q;
}
const quote = (v) => (/[\s"]/.test(v) ? `"${v.replaceAll('"', '')}"` : v);
/** A checked query string from its parts. */
function buildSearchQuery(kind, parts) {
    const keywords = [parts.keywords ?? []]
        .flat()
        .filter((k) => k.trim() !== '')
        .map(quote);
    const qualifiers = (prefix, entries) => Object.entries(entries ?? {}).flatMap(([key, value]) => value === undefined ? [] : [value].flat().map((v) => `${prefix}${key}:${quote(String(v))}`));
    return checkSearchQuery(kind, [...keywords, ...qualifiers('', parts.qualifiers), ...qualifiers('-', parts.exclude)].join(' '));
}

;// CONCATENATED MODULE: ./src/api/search.ts
/**
 * Search: code and commits. Queries are checked before sending (search-query.ts), searches are paced under the
 * documented rate (the transport), results stop at the 1,000 a search yields, and text_matches come with the
 * text-match media type when asked for.
 */


function search(t) {
    const run = (kind, p) => {
        const { maxItems, textMatch, ...params } = p;
        checkSearchQuery(kind, params.q);
        return new Paginated(t, `GET /search/${kind}`, params, {
            meta: {
                credentials: 'token',
                search: true,
                accept: textMatch ? t.names.textMatchMediaType : undefined,
            },
            maxItems,
            cap: SEARCH_LIMITS.maxResults,
        });
    };
    return {
        /** Code on default branches (files under 384 KB). `collect()` keeps total_count and incomplete_results. */
        code: (p) => run('code', p),
        /** Commits on default branches. */
        commits: (p) => run('commits', p),
    };
}

// EXTERNAL MODULE: ./src/api/clock.ts
var clock = __webpack_require__(6982);
// EXTERNAL MODULE: ./src/api/etag-cache.ts
var etag_cache = __webpack_require__(8836);
// EXTERNAL MODULE: ./src/api/options.ts
var options = __webpack_require__(182);
// EXTERNAL MODULE: ./src/api/retry-policy.ts
var retry_policy = __webpack_require__(1101);
;// CONCATENATED MODULE: ./src/api/index.ts
/**
 * The shared API client: one transport (auth, headers, pagination, rate limits, retries, ETag cache, errors)
 * and one module per area of the spec. This file only wires them.
 */







function createClient(options = {}) {
    const transport = new api_transport/* Transport */.o(options);
    return {
        transport,
        /** The latest X-RateLimit-* values seen, per resource. */
        rateLimits: () => transport.rateLimits(),
        oauth: oauthAuthorizations(transport),
        deployKeys: deployKeys(transport),
        search: search(transport),
        pages: pages(transport),
        codeScanning: codeScanning(transport),
        customProperties: customProperties(transport),
    };
}











/***/ }),

/***/ 182:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ resolveOptions),
/* harmony export */   Z: () => (/* binding */ HOSTED_API_URL)
/* harmony export */ });
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6982);
/* harmony import */ var _etag_cache_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8836);
/* harmony import */ var _retry_policy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1101);
/* harmony import */ var _vendor_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(944);




/** The hosted service's API root. */
const HOSTED_API_URL = 'https://api.github.com';
const noop = () => { };
function resolveOptions(o, env = process.env) {
    const baseUrl = (o.baseUrl || env.GITHUB_API_URL || HOSTED_API_URL).replace(/\/+$/, '');
    const parsed = new URL(baseUrl);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
        throw new Error(`baseUrl must be an http or https URL, got ${parsed.protocol}`);
    }
    if (parsed.username || parsed.password)
        throw new Error('baseUrl must not carry credentials: use the auth option');
    const auth = o.auth ?? {};
    return {
        baseUrl,
        auth,
        vendor: o.vendor ?? 'svc',
        apiVersion: o.apiVersion ?? _vendor_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_API_VERSION */ ._L,
        userAgent: o.userAgent ?? 'sarif-pipeline',
        timeoutMs: o.timeoutMs ?? 60_000,
        retry: { ..._retry_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_RETRY_POLICY */ .c, ...o.retry },
        maxRateLimitWaitMs: o.maxRateLimitWaitMs ?? 120_000,
        searchesPerMinute: o.searchesPerMinute ?? (auth.token ? 30 : 10),
        etagCache: o.etagCache === true ? new _etag_cache_js__WEBPACK_IMPORTED_MODULE_1__/* .MemoryEtagCache */ .b() : o.etagCache || undefined,
        logger: {
            debug: o.logger?.debug ?? noop,
            info: o.logger?.info ?? noop,
            warn: o.logger?.warn ?? ((m) => console.warn(m)),
            error: o.logger?.error ?? ((m) => console.error(m)),
        },
        clock: o.clock ?? _clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .m,
        random: o.random ?? Math.random,
    };
}


/***/ }),

/***/ 1101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ backoffDelay),
/* harmony export */   c: () => (/* binding */ DEFAULT_RETRY_POLICY)
/* harmony export */ });
const DEFAULT_RETRY_POLICY = Object.freeze({
    retries: 4,
    statuses: [500, 502, 503, 504],
    networkErrors: true,
    methods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'POST', 'PATCH'],
    initialDelayMs: 1_000,
    factor: 2,
    maxDelayMs: 30_000,
    jitter: 0.5,
    maxTotalMs: 120_000,
    rateLimitWaits: 2,
});
/** The delay before retry number `retry` (1-based). `random` returns [0, 1). */
function backoffDelay(policy, retry, random) {
    const base = Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.factor ** (retry - 1));
    return Math.round(base * (1 - policy.jitter * random()));
}


/***/ }),

/***/ 5391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C: () => (/* binding */ TOKEN),
  o: () => (/* binding */ Transport)
});

// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/utils.js + 21 modules
var utils = __webpack_require__(1845);
;// CONCATENATED MODULE: ./src/api/auth.ts
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;
function isJwt(token) {
    return JWT.test(token);
}
/** The Authorization header value for a request of this kind, or undefined for none. */
function authorizationFor(auth, need) {
    if (need.credentials === 'basic') {
        if (!auth.basic)
            return undefined;
        return `Basic ${Buffer.from(`${auth.basic.username}:${auth.basic.password}`).toString('base64')}`;
    }
    if (!auth.token)
        return undefined;
    return `${isJwt(auth.token) || auth.scheme !== 'token' ? 'Bearer' : 'token'} ${auth.token}`;
}
/** The Octokit auth strategy (the `authStrategy` option): `auth()` says what it holds, `hook` applies it. */
function createAuthStrategy(auth, apiOrigin, names, secrets) {
    secrets.add(auth.token);
    if (auth.basic) {
        secrets.addBasic(auth.basic.username, auth.basic.password);
        if (typeof auth.basic.otp === 'string')
            secrets.add(auth.basic.otp);
    }
    const type = auth.token ? 'token' : auth.basic ? 'basic' : 'unauthenticated';
    async function hook(request, route, parameters) {
        const endpoint = request.endpoint.merge(route, parameters);
        const need = endpoint.request?.svc ?? { credentials: 'token' };
        const headers = endpoint.headers;
        delete headers.authorization;
        delete headers[names.otpHeader];
        if (new URL(request.endpoint.parse(endpoint).url).origin === apiOrigin) {
            const authorization = authorizationFor(auth, need);
            if (authorization)
                headers.authorization = authorization;
            if (need.credentials === 'basic' && need.otp && auth.basic?.otp !== undefined) {
                const otp = typeof auth.basic.otp === 'function' ? await auth.basic.otp() : auth.basic.otp;
                secrets.add(otp);
                headers[names.otpHeader] = otp;
            }
        }
        return request(endpoint);
    }
    return () => Object.assign(async () => ({ type }), { hook });
}

;// CONCATENATED MODULE: ./src/api/deprecation.ts
/** Deprecation and Sunset response headers, read into a warning. */
function date(raw) {
    if (!raw)
        return undefined;
    // RFC 9745: "@<epoch seconds>"; older drafts: an HTTP date.
    const epoch = /^@(-?\d+)$/.exec(raw.trim());
    const ms = epoch ? Number(epoch[1]) * 1000 : Date.parse(raw);
    return Number.isNaN(ms) ? undefined : new Date(ms);
}
function readDeprecation(headers) {
    const deprecation = headers.deprecation === undefined ? undefined : String(headers.deprecation);
    const sunset = headers.sunset === undefined ? undefined : String(headers.sunset);
    if (deprecation === undefined && sunset === undefined)
        return undefined;
    return { deprecation, sunset, deprecatedAt: date(deprecation), sunsetAt: date(sunset) };
}
const day = (d) => d.toISOString().slice(0, 10);
function deprecationWarning(operation, n) {
    const since = n.deprecatedAt ? ` since ${day(n.deprecatedAt)}` : '';
    const sunset = n.sunsetAt ? `; it is scheduled for removal on ${day(n.sunsetAt)} (Sunset)` : '';
    return `${operation} is deprecated${since}${sunset}`;
}

// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __webpack_require__(3249);
// EXTERNAL MODULE: ./src/api/etag-cache.ts
var etag_cache = __webpack_require__(8836);
// EXTERNAL MODULE: ./src/api/options.ts
var api_options = __webpack_require__(182);
;// CONCATENATED MODULE: ./src/api/rate-limit.ts
function rate_limit_int(value) {
    if (value === undefined || value === '')
        return undefined;
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
}
/** The X-RateLimit-* values of an answer; undefined when it has none. */
function parseRateLimit(headers) {
    const limit = rate_limit_int(headers['x-ratelimit-limit']);
    const remaining = rate_limit_int(headers['x-ratelimit-remaining']);
    const reset = rate_limit_int(headers['x-ratelimit-reset']);
    if (limit === undefined || remaining === undefined || reset === undefined)
        return undefined;
    return {
        limit,
        remaining,
        used: rate_limit_int(headers['x-ratelimit-used']) ?? limit - remaining,
        reset,
        resource: String(headers['x-ratelimit-resource'] ?? 'core'),
    };
}
/** Retry-After in milliseconds from `nowMs` (delay-seconds or an HTTP date); undefined when absent or unreadable. */
function parseRetryAfter(headers, nowMs) {
    const raw = headers['retry-after'];
    if (raw === undefined || raw === '')
        return undefined;
    const seconds = rate_limit_int(raw);
    if (seconds !== undefined)
        return Math.max(0, seconds * 1000);
    const date = Date.parse(String(raw));
    return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}
/** 403 or 429 that is a rate limit rather than a permission problem. */
function isRateLimited(status, headers) {
    if (status !== 403 && status !== 429)
        return false;
    return rate_limit_int(headers['x-ratelimit-remaining']) === 0 || headers['retry-after'] !== undefined;
}
/** How long to wait before trying again: Retry-After when given, else until x-ratelimit-reset. */
function rateLimitWaitMs(headers, nowMs) {
    const retryAfter = parseRetryAfter(headers, nowMs);
    if (retryAfter !== undefined)
        return retryAfter;
    const reset = rate_limit_int(headers['x-ratelimit-reset']);
    // One second past the reset: the reset is given in whole seconds.
    return reset === undefined ? 60_000 : Math.max(0, reset * 1000 - nowMs + 1000);
}
/** The moment a limited caller may try again, for messages. */
function retryTime(headers, nowMs) {
    return new Date(nowMs + rateLimitWaitMs(headers, nowMs));
}

// EXTERNAL MODULE: ./src/api/retry-policy.ts
var retry_policy = __webpack_require__(1101);
;// CONCATENATED MODULE: ./src/api/search-pacer.ts
const MINUTE = 60_000;
class SearchPacer {
    perMinute;
    clock;
    stamps = [];
    constructor(perMinute, clock) {
        this.perMinute = perMinute;
        this.clock = clock;
    }
    /** Wait until one more search fits in the last minute, then count it. */
    async take(onWait) {
        for (;;) {
            const now = this.clock.now();
            this.stamps = this.stamps.filter((t) => t > now - MINUTE);
            if (this.stamps.length < this.perMinute) {
                this.stamps.push(now);
                return;
            }
            const wait = this.stamps[0] + MINUTE - now;
            onWait(wait);
            await this.clock.sleep(wait);
        }
    }
}

;// CONCATENATED MODULE: ./src/api/secrets.ts
/**
 * The secrets a client knows (token, password, one-time passwords, OIDC tokens, client secrets, tokens the service
 * returns) and the one function that removes them from any text the client emits: error messages, log lines,
 * debug dumps.
 */
const REDACTED = '[REDACTED]';
class Secrets {
    values = new Set();
    /** Remember secrets; their Base64 and URL-encoded forms are redacted too. Values shorter than 4 are ignored. */
    add(...values) {
        for (const v of values) {
            if (typeof v !== 'string' || v.length < 4)
                continue;
            this.values.add(v);
            this.values.add(encodeURIComponent(v));
        }
    }
    /** The Basic credentials as sent: user:password and its Base64 form. */
    addBasic(username, password) {
        const pair = `${username}:${password}`;
        this.add(password, pair, Buffer.from(pair).toString('base64'));
    }
    redact(text) {
        let out = text;
        // Longest first, so that a secret containing another is removed whole.
        for (const v of [...this.values].sort((a, b) => b.length - a.length)) {
            if (out.includes(v))
                out = out.split(v).join(REDACTED);
        }
        return out;
    }
    /** A JSON-shaped value with every string redacted (field errors of an error body). */
    redactValue(value) {
        if (typeof value === 'string')
            return this.redact(value);
        if (Array.isArray(value))
            return value.map((v) => this.redactValue(v));
        if (value && typeof value === 'object') {
            return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.redactValue(v)]));
        }
        return value;
    }
}

// EXTERNAL MODULE: ./src/api/vendor.ts
var vendor = __webpack_require__(944);
;// CONCATENATED MODULE: ./src/api/transport.ts
/**
 * The transport: Octokit as @actions/github builds it (proxy-aware fetch through @actions/http-client), with
 * this client's auth strategy, and one request hook that applies the spec's cross-cutting rules to every
 * request: headers (media type, API version), the ETag cache, search pacing, rate-limit waits, retries with
 * backoff, a per-attempt timeout, Deprecation/Sunset warnings, logging and the one error type, all redacted.
 */












const TOKEN = { credentials: 'token' };
/** The answer inside an Octokit RequestError (error statuses and 304), if there was one. */
function answerOf(err) {
    const response = err?.response;
    return response && typeof response.status === 'number' ? response : undefined;
}
const seconds = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
class Transport {
    octokit;
    options;
    names;
    secrets = new Secrets();
    apiOrigin;
    /** Every line the client writes, redacted. */
    log;
    /** What Octokit itself logs (its own deprecation line included: ours is the warning), at debug level. */
    octokitLog;
    pacer;
    warned = new Set();
    limits = new Map();
    constructor(options = {}) {
        const o = (0,api_options/* resolveOptions */.$)(options);
        this.options = o;
        this.names = (0,vendor/* vendorNames */.RS)(o.vendor);
        this.apiOrigin = new URL(o.baseUrl).origin;
        const redacted = (write) => (m) => write(this.secrets.redact(String(m)));
        this.log = {
            debug: redacted(o.logger.debug),
            info: redacted(o.logger.info),
            warn: redacted(o.logger.warn),
            error: redacted(o.logger.error),
        };
        this.octokitLog = {
            debug: this.log.debug,
            info: this.log.debug,
            warn: this.log.debug,
            error: this.log.error,
        };
        this.pacer = new SearchPacer(o.searchesPerMinute, o.clock);
        this.octokit = new utils/* GitHub */.gq({
            baseUrl: o.baseUrl,
            userAgent: (0,utils/* getUserAgentWithOrchestrationId */.fA)(o.userAgent) ?? o.userAgent,
            authStrategy: createAuthStrategy(o.auth, this.apiOrigin, this.names, this.secrets),
            log: this.octokitLog,
        });
        this.octokit.hook.wrap('request', (request, opts) => this.send(request, opts));
    }
    /** One operation: `route` is "METHOD /path/{param}"; params fill the path, then the query (GET) or the body. */
    request(route, params = {}, meta = TOKEN) {
        return this.octokit.request(route, { ...params, request: { svc: meta } });
    }
    /** GET an absolute URL as given (the next page of a Link header), under the same rules. */
    getUrl(url, meta = TOKEN) {
        return this.octokit.request({
            method: 'GET',
            url,
            request: { svc: meta },
        });
    }
    /** The latest X-RateLimit-* values seen, per resource (core, search, ...). */
    rateLimits() {
        return Object.fromEntries(this.limits);
    }
    /** An error for a request refused before sending. */
    invalid(message, hint) {
        return this.error({ kind: 'invalid', message, hint });
    }
    error(d) {
        return api_errors/* ApiError */.h.create(d, (s) => this.secrets.redact(s), (v) => this.secrets.redactValue(v));
    }
    /** The request hook: headers, ETag, then attempts until an answer, a failure, or the retries run out. */
    async send(request, options) {
        const o = this.options;
        const meta = options.request?.svc ?? TOKEN;
        if (meta.credentials === 'basic' && !o.auth.basic) {
            throw this.invalid('the OAuth grant and authorization operations take Basic authentication only, and no username and password were given', 'set auth.basic: { username, password, otp? }');
        }
        const headers = options.headers;
        if (options.request?.svc || headers.accept === 'application/vnd.github.v3+json') {
            headers.accept = meta.accept ?? this.names.jsonMediaType;
        }
        headers[this.names.apiVersionHeader] ??= o.apiVersion;
        const url = this.octokit.request.endpoint.parse(options).url;
        const cache = options.method === 'GET' ? o.etagCache : undefined;
        const sameOrigin = new URL(url).origin === this.apiOrigin;
        const key = cache && (0,etag_cache/* cacheKey */.k)(url, headers.accept, sameOrigin ? authorizationFor(o.auth, meta) : undefined);
        const cached = key ? cache.get(key) : undefined;
        if (cached)
            headers['if-none-match'] = cached.etag;
        const state = {
            meta,
            method: options.method,
            shown: `${options.method} ${url}`,
            operation: meta.operation ?? `${options.method} ${options.url}`,
            start: o.clock.now(),
            attempts: 0,
            retries: 0,
            waits: 0,
        };
        const userSignal = options.request?.signal;
        for (;;) {
            state.attempts++;
            if (meta.search) {
                await this.pacer.take((ms) => this.log.info(`${state.shown}: keeping searches under ${o.searchesPerMinute} a minute, waiting ${seconds(ms)}`));
            }
            const t0 = external_node_perf_hooks_.performance.now();
            const outcome = await this.attempt(request, options, userSignal);
            const took = ` in ${Math.round(external_node_perf_hooks_.performance.now() - t0)} ms`;
            if ('response' in outcome) {
                const res = outcome.response;
                const extra = this.observe(res, state, took);
                if (key && res.status === 200 && res.headers.etag) {
                    cache.set(key, {
                        etag: res.headers.etag,
                        status: 200,
                        url: res.url,
                        data: structuredClone(res.data),
                    });
                }
                return { ...res, ...extra, notModified: false };
            }
            if (outcome.error instanceof api_errors/* ApiError */.h)
                throw outcome.error;
            const answer = answerOf(outcome.error);
            if (answer) {
                const extra = this.observe(answer, state, took);
                if (answer.status === 304 && cached)
                    return this.fromCache(cached, answer, extra);
            }
            const next = answer
                ? this.afterErrorAnswer(answer, state)
                : this.afterNoAnswer(outcome.error, outcome.timedOut, state, userSignal);
            this.log.warn(`${state.shown}: ${next.why}`);
            await o.clock.sleep(next.wait);
        }
    }
    /** After an error status: wait for a rate limit, retry a 5xx, or throw. */
    afterErrorAnswer(answer, s) {
        const o = this.options;
        const policy = o.retry;
        const now = o.clock.now();
        if (isRateLimited(answer.status, answer.headers)) {
            const wait = rateLimitWaitMs(answer.headers, now);
            const until = new Date(now + wait).toISOString();
            const resource = parseRateLimit(answer.headers)?.resource ?? 'the';
            if (wait <= o.maxRateLimitWaitMs && s.waits < policy.rateLimitWaits) {
                s.waits++;
                return { wait, why: `${resource} rate limit reached; waiting ${seconds(wait)}, until ${until}` };
            }
            throw this.httpError(answer, s, 'rate-limited', wait <= o.maxRateLimitWaitMs
                ? `still rate limited after ${s.waits} wait(s); try again after ${until}`
                : `${resource} rate limit spent: it resets at ${until} (in ${seconds(wait)}), beyond the maximum wait of ${seconds(o.maxRateLimitWaitMs)} (maxRateLimitWaitMs)`);
        }
        if (policy.statuses.includes(answer.status) && policy.methods.includes(s.method)) {
            const delay = parseRetryAfter(answer.headers, now) ?? (0,retry_policy/* backoffDelay */.E)(policy, s.retries + 1, o.random);
            if (this.mayRetry(s, delay) && delay <= Math.max(o.maxRateLimitWaitMs, policy.maxDelayMs)) {
                s.retries++;
                return {
                    wait: delay,
                    why: `${answer.status}; retry ${s.retries} of ${policy.retries} in ${seconds(delay)}`,
                };
            }
        }
        throw this.httpError(answer, s);
    }
    /** After no answer (network error or timeout): retry, or throw. */
    afterNoAnswer(err, timedOut, s, userSignal) {
        const policy = this.options.retry;
        const reason = timedOut
            ? `no answer within ${seconds(this.options.timeoutMs)}`
            : describeNetworkError(err);
        if (policy.networkErrors && policy.methods.includes(s.method) && !userSignal?.aborted) {
            const delay = (0,retry_policy/* backoffDelay */.E)(policy, s.retries + 1, this.options.random);
            if (this.mayRetry(s, delay)) {
                s.retries++;
                return {
                    wait: delay,
                    why: `${reason}; retry ${s.retries} of ${policy.retries} in ${seconds(delay)}`,
                };
            }
        }
        throw this.error({
            kind: timedOut ? 'timeout' : 'network',
            message: reason,
            method: s.method,
            url: s.shown.slice(s.method.length + 1),
            attempts: s.attempts,
            hint: timedOut
                ? 'the service did not answer in time: raise timeoutMs, or try again later'
                : 'no answer from the service: check the base URL, the network and any proxy settings',
            cause: err,
        });
    }
    mayRetry(s, delay) {
        const policy = this.options.retry;
        return s.retries < policy.retries && this.options.clock.now() - s.start + delay <= policy.maxTotalMs;
    }
    /** One attempt, bounded by the per-request timeout (and the caller's own signal, if any). */
    async attempt(request, options, userSignal) {
        const controller = new AbortController();
        let timedOut = false;
        const timer = setTimeout(() => {
            timedOut = true;
            controller.abort();
        }, this.options.timeoutMs);
        options.request = {
            ...options.request,
            log: this.octokitLog,
            signal: userSignal ? AbortSignal.any([userSignal, controller.signal]) : controller.signal,
        };
        try {
            const response = await request(options);
            // Octokit reads a body cut short (timeout, dropped connection) as an empty or partial text: no answer.
            if (timedOut)
                return { error: new Error('the answer was cut short by the timeout'), timedOut };
            if (unreadable(response))
                return { error: new Error('the answer is not valid JSON (cut short?)'), timedOut };
            return { response };
        }
        catch (error) {
            return { error, timedOut };
        }
        finally {
            clearTimeout(timer);
        }
    }
    /** Log the answer, record its rate-limit state, and warn once per operation about a deprecation. */
    observe(answer, s, took) {
        const rateLimit = parseRateLimit(answer.headers);
        if (rateLimit)
            this.limits.set(rateLimit.resource, rateLimit);
        this.log.debug(`${s.shown} -> ${answer.status}${took}${this.budget(rateLimit)}`);
        const deprecation = readDeprecation(answer.headers);
        if (deprecation && !this.warned.has(s.operation)) {
            this.warned.add(s.operation);
            this.log.warn(deprecationWarning(s.operation, deprecation));
        }
        return { rateLimit, deprecation };
    }
    budget(r) {
        return r ? ` (${r.resource}: ${r.remaining} of ${r.limit} left)` : '';
    }
    fromCache(cached, answer, extra) {
        return {
            status: cached.status,
            url: cached.url,
            headers: answer.headers,
            data: structuredClone(cached.data),
            ...extra,
            notModified: true,
        };
    }
    httpError(answer, s, kind = 'http', hint) {
        const h = answer.headers;
        const body = (answer.data && typeof answer.data === 'object' ? answer.data : {});
        const message = typeof body.message === 'string'
            ? body.message
            : typeof answer.data === 'string' && answer.data.length > 0
                ? answer.data.slice(0, 500)
                : 'no error message';
        const errors = Array.isArray(body.errors) ? body.errors : undefined;
        const acceptedScopes = h['x-accepted-oauth-scopes'];
        const tokenScopes = h['x-oauth-scopes'];
        const acceptedPermissions = h[this.names.acceptedPermissionsHeader];
        return this.error({
            kind,
            status: answer.status,
            message,
            method: s.method,
            url: s.shown.slice(s.method.length + 1),
            documentationUrl: typeof body.documentation_url === 'string' ? body.documentation_url : undefined,
            requestId: h[this.names.requestIdHeader] ?? h['x-request-id'],
            rateLimit: parseRateLimit(h),
            errors,
            acceptedScopes,
            tokenScopes,
            acceptedPermissions,
            attempts: s.attempts,
            hint: hint ??
                (0,api_errors/* hintFor */.J)(answer.status, {
                    acceptedScopes,
                    tokenScopes,
                    acceptedPermissions,
                    otpRequired: h[this.names.otpHeader]?.startsWith('required'),
                }, { basic: s.meta.credentials === 'basic', authenticated: Boolean(this.options.auth.token), errors }),
        });
    }
}
/** A success answer that says it is JSON but whose body did not parse. */
function unreadable(response) {
    const type = response.headers['content-type'] ?? '';
    return (response.status !== 204 &&
        response.status !== 205 &&
        /[/+]json\b/.test(type) &&
        typeof response.data === 'string');
}
function describeNetworkError(err) {
    if (!(err instanceof Error))
        return `network error: ${String(err)}`;
    const cause = err.cause instanceof Error ? err.cause : undefined;
    const code = cause?.code ?? err.code;
    const text = cause?.message && cause.message !== err.message ? `${err.message} (${cause.message})` : err.message;
    return `network error: ${text}${code && !text.includes(code) ? ` [${code}]` : ''}`;
}


/***/ }),

/***/ 944:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RS: () => (/* binding */ vendorNames),
/* harmony export */   _L: () => (/* binding */ DEFAULT_API_VERSION),
/* harmony export */   kM: () => (/* binding */ SARIF_MEDIA_TYPE)
/* harmony export */ });
function vendorNames(vendor = 'svc') {
    if (!/^[a-z][a-z0-9-]*$/.test(vendor)) {
        throw new Error(`vendor must be a lower-case word (letters, digits, -), got ${JSON.stringify(vendor)}`);
    }
    return {
        vendor,
        apiVersionHeader: `x-${vendor}-api-version`,
        otpHeader: `x-${vendor}-otp`,
        requestIdHeader: `x-${vendor}-request-id`,
        acceptedPermissionsHeader: `x-accepted-${vendor}-permissions`,
        jsonMediaType: `application/vnd.${vendor}+json`,
        textMatchMediaType: `application/vnd.${vendor}.v3.text-match+json`,
    };
}
/** Accept value that selects SARIF output on an analysis read (no vendor word in it). */
const SARIF_MEDIA_TYPE = 'application/sarif+json';
/** The API version the spec names; the default of X-Svc-Api-Version. */
const DEFAULT_API_VERSION = '2022-11-28';


/***/ })

};
