export const id = 606;
export const ids = [606];
export const modules = {

/***/ 6606:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEPRECATION_NOTICE: () => (/* binding */ DEPRECATION_NOTICE),
/* harmony export */   HELP: () => (/* binding */ HELP),
/* harmony export */   run: () => (/* binding */ run),
/* harmony export */   runAuthorizations: () => (/* binding */ runAuthorizations),
/* harmony export */   runGrants: () => (/* binding */ runGrants)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _api_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4276);
/* harmony import */ var _sarif_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1378);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9764);
/**
 * `sarif-pipeline authorizations list|create|get|update|delete` and `sarif-pipeline grants list|get|delete`:
 * the deprecated OAuth authorization and grant operations (removal scheduled for 13 November 2020), which take
 * Basic authentication only. The username comes from --user or SVC_USERNAME, the password from SVC_PASSWORD,
 * the one-time password of a two-factor account from SVC_OTP or, when the service asks for one and stdin is a
 * terminal, from a prompt; the client secret from SVC_CLIENT_SECRET. None of them is ever an argument or printed.
 * A token the service returns is printed only by `authorizations create`, the one place it is the result (or
 * written to --token-file instead); lists and reads show its last eight characters.
 */





const HELP = `sarif-pipeline authorizations | grants: the OAuth authorizations and grants of your account (deprecated).

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
async function run(args, io = (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .processIo */ .Wr)()) {
    const [area, ...rest] = args;
    if (area !== 'authorizations' && area !== 'grants') {
        throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .usageError */ .Wp)('authorizations', 'expected authorizations or grants');
    }
    const { values, positionals } = (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .parseCommandArgs */ .Qx)(area, rest, {
        ..._shared_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMON_OPTIONS */ .DT,
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
        io.stdout(HELP);
        return 0;
    }
    const [action, ...extra] = positionals;
    const actions = ACTIONS[area];
    if (action === undefined)
        throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .usageError */ .Wp)(area, `${area} needs an action: ${actions.join(', ')}`);
    if (!actions.includes(action)) {
        throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .usageError */ .Wp)(area, `unknown action "${(0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .printable */ .g$)(action)}": use ${actions.join(', ')}`);
    }
    if (extra.length > 0)
        throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .usageError */ .Wp)(area, `unexpected argument "${(0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .printable */ .g$)(extra[0])}"`);
    const command = `${area} ${action}`;
    for (const name of ACTION_OPTIONS) {
        const v = values[name];
        if ((v === true || typeof v === 'string') && !ALLOWED[command].includes(name)) {
            throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .usageError */ .Wp)(area, `--${name} does not apply to ${command}`);
        }
    }
    // Arguments first, then credentials: nothing is sent before both are known to be complete.
    const request = plan(command, values);
    const apiUrl = (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .resolveApiUrl */ .c_)(values['api-url'], io.env, command);
    const basic = credentials(values.user, io.env, command);
    io.stderr(DEPRECATION_NOTICE);
    const session = new Session(io, apiUrl, basic, (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .readSecret */ .n5)(io.env, 'SVC_OTP'));
    await request(session, values.json);
    return 0;
}
/** The Basic credentials, or a usage error naming what is missing. */
function credentials(user, env, command) {
    const username = user ?? (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .readSecret */ .n5)(env, 'SVC_USERNAME');
    const password = env.SVC_PASSWORD;
    const missing = [username ? '' : '--user (or SVC_USERNAME)', password ? '' : 'SVC_PASSWORD'].filter(Boolean);
    if (missing.length > 0) {
        throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .usageError */ .Wp)(command, `${command} needs Basic authentication: set ${missing.join(' and ')}`, 'These operations take a username and password, never a token; the password is read from SVC_PASSWORD only.');
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
        return (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .createApi */ .xP)(this.io, { apiUrl: this.apiUrl, auth: { basic: { ...this.basic, otp: this.otp } } });
    }
    /** An operation that never needs the one-time password. */
    call(fn) {
        return (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .callApi */ .px)(() => fn(this.api));
    }
    /** An operation that needs the one-time password of a two-factor account (create, update). */
    async callWithOtp(fn) {
        try {
            return await fn(this.api);
        }
        catch (err) {
            if (!asksForOtp(err) || this.otp !== undefined)
                throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .toUserError */ .dZ)(err);
            if (!this.io.interactive) {
                throw new _sarif_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y(`${this.basic.username} uses two-factor authentication: the service wants a one-time password`, 'Set SVC_OTP to the current code (or run the command in a terminal to be prompted).');
            }
        }
        const otp = (await this.io.promptSecret(`one-time password for ${this.basic.username}: `)).trim();
        if (otp === '')
            throw new _sarif_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y('no one-time password given', 'Set SVC_OTP, or type the code.', 2);
        this.otp = otp;
        this.api = this.client();
        return (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .callApi */ .px)(() => fn(this.api));
    }
}
function asksForOtp(err) {
    return (err instanceof _api_index_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD &&
        err.status === 401 &&
        (/two-factor/i.test(err.hint ?? '') || /\bOTP\b/.test(err.serviceMessage)));
}
/** Check the arguments of `command` and return what to do with a session. */
function plan(command, v) {
    const area = command.split(' ')[0];
    switch (command) {
        case 'authorizations list':
        case 'grants list': {
            const max = (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .positiveInt */ .NJ)(v.max, '--max', command);
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
                        (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .printJson */ .Q2)(s.io, shown);
                    else
                        s.io.stdout(authorizationTable(shown));
                }
            };
        }
        case 'authorizations get':
        case 'grants get': {
            const id = (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .requireId */ .l4)(v.id, command);
            return async (s, json) => {
                if (area === 'grants') {
                    const grant = await s.call((api) => api.oauth.getGrant({ grant_id: id }));
                    writeGrants(s, json, [grant], true);
                }
                else {
                    const a = withoutToken(await s.call((api) => api.oauth.getAuthorization({ authorization_id: id })));
                    if (json)
                        (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .printJson */ .Q2)(s.io, a);
                    else
                        s.io.stdout(authorizationFields(a));
                }
            };
        }
        case 'authorizations delete':
        case 'grants delete': {
            const id = (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .requireId */ .l4)(v.id, command);
            return async (s, json) => {
                if (area === 'grants')
                    await s.call((api) => api.oauth.deleteGrant({ grant_id: id }));
                else
                    await s.call((api) => deleteAuthorization(api, id));
                const what = area === 'grants' ? 'grant' : 'authorization';
                if (json)
                    (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .printJson */ .Q2)(s.io, { deleted: what, id });
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
        throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .usageError */ .Wp)(command, `${command} needs --client-id: tokens are made for an OAuth app`, "Give the app's client id with --client-id and its client secret in SVC_CLIENT_SECRET.");
    }
    const tokenFile = v['token-file'];
    if (tokenFile !== undefined && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(tokenFile)) {
        throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .usageError */ .Wp)(command, `--token-file ${tokenFile} exists: it is not overwritten`, 'Give a new file name.');
    }
    if (tokenFile !== undefined && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(tokenFile))) {
        throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .usageError */ .Wp)(command, `--token-file ${tokenFile}: the directory ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(tokenFile)} does not exist`);
    }
    const fields = {
        scopes: v.scopes === undefined ? undefined : (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .splitList */ .ry)(v.scopes),
        note: v.note,
        note_url: v['note-url'],
    };
    const fingerprint = v.fingerprint;
    return async (s, json) => {
        const clientSecret = (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .readSecret */ .n5)(s.io.env, 'SVC_CLIENT_SECRET');
        if (clientSecret === undefined) {
            throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .usageError */ .Wp)(command, `${command} needs the app's client secret: set SVC_CLIENT_SECRET`, 'Secrets are read from the environment only, never from arguments.');
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
            (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .printJson */ .Q2)(s.io, { ...shown, created });
            return;
        }
        const out = s.io;
        out.stdout(`${created ? 'created' : 'found existing'} authorization ${a.id} for ${(0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .printable */ .g$)(a.app.name)}\n`);
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
    const id = (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .requireId */ .l4)(v.id, command);
    const scopeFlags = ['scopes', 'add-scopes', 'remove-scopes'].filter((k) => v[k] !== undefined);
    if (scopeFlags.length > 1) {
        throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .usageError */ .Wp)(command, `give only one of --scopes, --add-scopes, --remove-scopes (got ${scopeFlags.map((f) => `--${f}`).join(', ')})`, 'The service takes one at a time: replace the scopes with --scopes, or add or remove some, in separate updates.');
    }
    if (scopeFlags.length === 0 &&
        v.note === undefined &&
        v['note-url'] === undefined &&
        v.fingerprint === undefined) {
        throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .usageError */ .Wp)(command, `${command} needs something to change: one of --scopes, --add-scopes, --remove-scopes, or --note, --note-url, --fingerprint`);
    }
    const list = (x) => (x === undefined ? undefined : (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .splitList */ .ry)(x));
    const rest = { note: v.note, note_url: v['note-url'], fingerprint: v.fingerprint };
    const body = v['add-scopes'] !== undefined
        ? { ...rest, add_scopes: list(v['add-scopes']) }
        : v['remove-scopes'] !== undefined
            ? { ...rest, remove_scopes: list(v['remove-scopes']) }
            : { ...rest, scopes: list(v.scopes) };
    return async (s, json) => {
        const a = withoutToken(await s.callWithOtp((api) => api.oauth.updateAuthorization({ authorization_id: id, ...body })));
        if (json)
            (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .printJson */ .Q2)(s.io, a);
        else {
            s.io.stdout(`updated authorization ${id}\n`);
            s.io.stdout(authorizationFields(a));
        }
    };
}
/**
 * DELETE /authorizations/{authorization_id}: the spec does not show it and the client has no function for it;
 * the service (and the emulator) answer it with 204, Basic authentication, like the other operations.
 */
async function deleteAuthorization(api, id) {
    await api.transport.request('DELETE /authorizations/{authorization_id}', { authorization_id: id }, { credentials: 'basic', operation: 'DELETE /authorizations/{authorization_id}' });
}
/** The new token to a file only its owner can read; if that fails, how to clean up (the token is not shown). */
function writeToken(file, a) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(file, `${a.token}\n`, { mode: 0o600, flag: 'wx' });
    }
    catch (err) {
        throw new _sarif_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .y(`authorization ${a.id} was created, but its token could not be written to ${file}: ${err.code ?? err.message}`, `Delete it (sarif-pipeline authorizations delete --id ${a.id}) and create it again with a writable --token-file.`);
    }
}
/** The record without its token (token_last_eight stays). */
function withoutToken(a) {
    const { token: _token, ...rest } = a;
    return rest;
}
const scopes = (s) => (s && s.length > 0 ? s.join(', ') : '(none)');
function authorizationTable(list) {
    return (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .formatTable */ .ku)(['ID', 'APP', 'SCOPES', 'NOTE', 'FINGERPRINT', 'TOKEN', 'CREATED'], list.map((a) => [
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
    return (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .formatFields */ .ll)([
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
        (0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .printJson */ .Q2)(s.io, one ? grants[0] : grants);
        return;
    }
    if (one) {
        const g = grants[0];
        s.io.stdout((0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .formatFields */ .ll)([
            ['id', g.id],
            ['app', `${g.app.name} (client id ${g.app.client_id})`],
            ['scopes', scopes(g.scopes)],
            ['created', g.created_at],
            ['updated', g.updated_at],
        ]));
        return;
    }
    s.io.stdout((0,_shared_js__WEBPACK_IMPORTED_MODULE_4__/* .formatTable */ .ku)(['ID', 'APP', 'CLIENT ID', 'SCOPES', 'UPDATED'], grants.map((g) => [g.id, g.app.name, g.app.client_id, scopes(g.scopes), g.updated_at]), 'no grants'));
}
/** `sarif-pipeline authorizations ...` */
const runAuthorizations = (args, io) => run(['authorizations', ...args], io);
/** `sarif-pipeline grants ...` */
const runGrants = (args, io) => run(['grants', ...args], io);


/***/ }),

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


/***/ })

};
