export const id = 559;
export const ids = [559];
export const modules = {

/***/ 8559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HELP: () => (/* binding */ HELP),
/* harmony export */   fingerprint: () => (/* binding */ fingerprint),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9764);
/**
 * `sarif-pipeline deploy-keys list|add|remove`: a repository's deploy keys (SSH public keys, read-only or
 * read/write). Keys are immutable: to change one, remove it and add it again. A private key is refused before
 * anything is sent, and never printed.
 */



const HELP = `sarif-pipeline deploy-keys: list, add and remove a repository's deploy keys.

Usage:
  sarif-pipeline deploy-keys list   --repo owner/name [--max N] [--json]
  sarif-pipeline deploy-keys add    --repo owner/name (--key-file PATH | --key 'ssh-ed25519 AAAA...')
                                    [--title T] [--read-only] [--json]
  sarif-pipeline deploy-keys remove --repo owner/name --id N [--json]

A deploy key is an SSH public key that gives access to one repository. Without --read-only the key can read
and write (what the service does by default). Keys cannot be changed: remove one and add it again.

Options:
  --repo owner/name   the repository (default: GITHUB_REPOSITORY)
  --key-file PATH     the public key file (the .pub file; a private key is refused before sending)
  --key KEY           the public key itself, "type base64 [comment]"
  --title T           the key's name (default: the key's comment)
  --read-only         the key can only read the repository
  --id N              the key to remove (see list)
  --max N             list at most N keys
  --api-url URL       the API root (default: GITHUB_API_URL, else https://api.github.com)
  --json              print the service's answer as JSON

Environment:
  SVC_TOKEN, else GITHUB_TOKEN   the token (classic: repo scope; fine-grained or app: administration read
                                 for list, write for add and remove; the account needs admin on the repository)

Exit status: 0 done, 1 the service refused (the message and a hint say why), 2 usage error.
`;
const COMMAND = 'deploy-keys';
async function run(args, io = (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .processIo */ .Wr)()) {
    const { values, positionals } = (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Qx)(COMMAND, args, {
        ..._shared_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMON_OPTIONS */ .DT,
        repo: { type: 'string' },
        'key-file': { type: 'string' },
        key: { type: 'string' },
        title: { type: 'string' },
        'read-only': { type: 'boolean', default: false },
        id: { type: 'string' },
        max: { type: 'string' },
    });
    if (values.help) {
        io.stdout(HELP);
        return 0;
    }
    const [action, ...extra] = positionals;
    if (action === undefined)
        throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .usageError */ .Wp)(COMMAND, 'deploy-keys needs an action: list, add or remove');
    if (!['list', 'add', 'remove'].includes(action)) {
        throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .usageError */ .Wp)(COMMAND, `unknown action "${(0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(action)}": use list, add or remove`);
    }
    if (extra.length > 0)
        throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .usageError */ .Wp)(COMMAND, `unexpected argument "${(0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(extra[0])}"`);
    const command = `${COMMAND} ${action}`;
    const allowed = {
        list: ['max'],
        add: ['key-file', 'key', 'title', 'read-only'],
        remove: ['id'],
    };
    for (const name of ['key-file', 'key', 'title', 'read-only', 'id', 'max']) {
        const given = name === 'read-only' ? values[name] : values[name] !== undefined;
        if (given && !allowed[action].includes(name)) {
            throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .usageError */ .Wp)(COMMAND, `--${name} does not apply to ${command}`);
        }
    }
    const repo = (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .parseRepo */ .E3)(values.repo, command, io.env);
    const full = `${repo.owner}/${repo.repo}`;
    // Everything about the arguments is checked before the token is asked for, or anything is sent.
    const id = action === 'remove' ? (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .requireId */ .l4)(values.id, command) : undefined;
    const max = (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .positiveInt */ .NJ)(values.max, '--max', command);
    const key = action === 'add' ? readPublicKey(values['key-file'], values.key, command) : undefined;
    const api = (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .createApi */ .xP)(io, {
        apiUrl: (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveApiUrl */ .c_)(values['api-url'], io.env, command),
        auth: { token: (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .requireToken */ .Fw)(io.env, command) },
    });
    if (action === 'list') {
        const { items } = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .callApi */ .px)(() => api.deployKeys.list({ ...repo, per_page: Math.min(max ?? 100, 100), maxItems: max }).collect());
        if (values.json)
            (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .printJson */ .Q2)(io, items);
        else
            io.stdout(formatKeys(items, `no deploy keys on ${full}`));
        return 0;
    }
    if (action === 'add') {
        const created = await (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .callApi */ .px)(() => api.deployKeys.create({ ...repo, key: key, title: values.title, read_only: values['read-only'] }));
        if (values.json)
            (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .printJson */ .Q2)(io, created);
        else {
            io.stdout(`added deploy key ${created.id} "${(0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(created.title)}" to ${full} (${access(created)})\n`);
            io.stdout(formatKeys([created]));
        }
        return 0;
    }
    await (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .callApi */ .px)(() => api.deployKeys.delete({ ...repo, key_id: id }));
    if (values.json)
        (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .printJson */ .Q2)(io, { removed: id, repository: full });
    else
        io.stdout(`removed deploy key ${id} from ${full}\n`);
    return 0;
}
const access = (k) => (k.read_only ? 'read-only' : 'read and write');
function formatKeys(keys, empty) {
    return (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .formatTable */ .ku)(['ID', 'TITLE', 'ACCESS', 'FINGERPRINT', 'ADDED BY', 'CREATED', 'LAST USED'], keys.map((k) => [
        k.id,
        k.title,
        access(k),
        fingerprint(k.key),
        k.added_by,
        k.created_at,
        k.last_used ?? 'never',
    ]), empty);
}
/** "SHA256:..." as ssh-keygen -l shows it, with the key type; the key text itself when it does not parse. */
function fingerprint(key) {
    const [type, body] = key.trim().split(/\s+/);
    if (!body || !/^[A-Za-z0-9+/]+={0,2}$/.test(body))
        return type ?? '';
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(Buffer.from(body, 'base64')).digest('base64').replace(/=+$/, '');
    return `SHA256:${digest} (${type})`;
}
/**
 * The public key to add, from exactly one of --key-file and --key: one line, and not a private key (which is
 * refused without being sent or shown). The service checks the rest (type, Base64, key material).
 */
function readPublicKey(file, inline, command) {
    if ((file === undefined) === (inline === undefined)) {
        throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .usageError */ .Wp)(command, `${command} needs exactly one of --key-file PATH and --key 'ssh-ed25519 AAAA...'`);
    }
    let text = inline ?? '';
    const from = file === undefined ? '--key' : `--key-file ${file}`;
    if (file !== undefined) {
        try {
            text = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(file, 'utf8');
        }
        catch (err) {
            const code = err.code;
            throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .usageError */ .Wp)(command, `cannot read --key-file ${file}: ${code === 'ENOENT' ? 'no such file' : (code ?? err.message)}`, 'Give the public key file, for example ~/.ssh/id_ed25519.pub.');
        }
    }
    if (/PRIVATE KEY/.test(text)) {
        throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .usageError */ .Wp)(command, `${from} is a private key: it was not sent`, 'Give the public key instead (the .pub file next to it, or `ssh-keygen -y -f KEY`).');
    }
    const lines = text
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('#'));
    if (lines.length === 0)
        throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .usageError */ .Wp)(command, `${from} holds no key`);
    if (lines.length > 1) {
        throw (0,_shared_js__WEBPACK_IMPORTED_MODULE_2__/* .usageError */ .Wp)(command, `${from} holds ${lines.length} lines: give one public key`);
    }
    return lines[0];
}


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
