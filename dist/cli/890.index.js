export const id = 890;
export const ids = [890];
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


/***/ })

};
