export const id = 376;
export const ids = [376];
export const modules = {

/***/ 1376:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HELP: () => (/* binding */ HELP),
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/api/index.ts + 9 modules
var src_api = __webpack_require__(4276);
// EXTERNAL MODULE: ./src/api/transport.ts + 5 modules
var transport = __webpack_require__(5391);
;// CONCATENATED MODULE: ./src/steps/deploy-pages.ts
/**
 * The Pages deployment step: create a deployment of an uploaded artifact, certified by the workflow's OIDC token
 * (POST .../pages/deployment), then follow its status_url until it succeeds or fails, within a timeout and an
 * error budget; on timeout or abort (SIGTERM) the deployment is cancelled (POST .../pages/deployments/{id}/cancel).
 *
 * Status words, as the most used deploy step reads them: `succeed` ends well; `deployment_failed`,
 * `deployment_content_failed`, `deployment_cancelled` and `deployment_lost` end badly; `unknown_status`,
 * `not_found` and `deployment_attempt_error` are temporary and spend the error budget, as do failed polls;
 * anything else is progress. The OIDC token is an input: getting it (getIDToken) is the action entry's job.
 */


const FAILED_STATUSES = [
    'deployment_failed',
    'deployment_content_failed',
    'deployment_cancelled',
    'deployment_lost',
];
const TEMPORARY_STATUSES = ['unknown_status', 'not_found', 'deployment_attempt_error'];
const FAILURE_TEXT = {
    deployment_failed: 'the deployment failed',
    deployment_content_failed: 'the artifact could not be deployed: check that it holds files, and no links or entries outside its root',
    deployment_cancelled: 'the deployment was cancelled',
    deployment_lost: 'the deployment stopped reporting its status (lost): deploy again',
};
/** `${GITHUB_SHA}-${GITHUB_RUN_ID}-${GITHUB_RUN_ATTEMPT}`: unique per run attempt, as the service needs. */
function defaultBuildVersion(env = process.env) {
    const sha = env.GITHUB_SHA;
    if (!sha)
        throw new Error('GITHUB_SHA is not set: give the pages build version explicitly');
    return [sha, env.GITHUB_RUN_ID, env.GITHUB_RUN_ATTEMPT]
        .filter((x) => x !== undefined && x !== '')
        .join('-');
}
/** The deployment id: the last path segment of status_url. */
function deploymentIdOf(statusUrl) {
    const segments = new URL(statusUrl).pathname.split('/').filter(Boolean);
    const id = segments[segments.length - 1];
    if (!id)
        throw new Error(`cannot read a deployment id from status_url ${statusUrl}`);
    return decodeURIComponent(id);
}
const seconds = (ms) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
const ABORTED = Symbol('aborted');
const DEADLINE = Symbol('deadline');
/** Create the deployment and follow it to the end. Creation errors are thrown (ApiError); the rest is returned. */
async function deployPages(api, o) {
    const clock = o.clock ?? api.transport.options.clock;
    const log = {
        info: o.logger?.info ?? (() => { }),
        warn: o.logger?.warn ?? (() => { }),
        debug: o.logger?.debug ?? (() => { }),
    };
    const timeoutMs = o.timeoutMs ?? 600_000;
    const intervalMs = o.intervalMs ?? 5_000;
    const budget = o.errorBudget ?? 10;
    const start = clock.now();
    if (o.signal?.aborted)
        throw new Error('aborted before the deployment was created');
    const created = await api.pages.createDeployment({
        owner: o.owner,
        repo: o.repo,
        artifact_url: o.artifactUrl,
        pages_build_version: o.pagesBuildVersion,
        oidc_token: o.oidcToken,
        ...(o.environment ? { environment: o.environment } : {}),
        // preview: in the spec's sample request, not in the client's body type (sent as given).
        ...(o.preview !== undefined ? { preview: o.preview } : {}),
    });
    const statusUrl = created.status_url;
    const pageUrl = created.page_url;
    const deploymentId = deploymentIdOf(statusUrl);
    log.info(`created Pages deployment ${deploymentId} of ${o.owner}/${o.repo} (build version ${o.pagesBuildVersion})`);
    let status = 'deployment_in_progress';
    let errors = 0;
    let serviceMessage;
    const result = (outcome, message, cancelled = false) => ({
        ok: outcome === 'succeeded',
        outcome,
        status,
        pageUrl,
        statusUrl,
        deploymentId,
        message,
        ...(serviceMessage ? { serviceMessage } : {}),
        errors,
        cancelled,
        elapsedMs: clock.now() - start,
    });
    // Waits that end early on abort and, for requests, at the deadline; what is left behind settles quietly.
    // The deadline is a real timer (cleared at once), so that nothing keeps the process alive afterwards.
    const deadline = start + timeoutMs;
    const bounded = async (work, withDeadline) => {
        work.catch(() => undefined);
        const stops = [];
        let timer;
        if (withDeadline) {
            const left = deadline - clock.now();
            if (left <= 0)
                return DEADLINE;
            stops.push(new Promise((resolve) => (timer = setTimeout(() => resolve(DEADLINE), left))));
        }
        let onAbort;
        const signal = o.signal;
        if (signal) {
            stops.push(new Promise((resolve) => {
                onAbort = () => resolve(ABORTED);
                if (signal.aborted)
                    onAbort();
                else
                    signal.addEventListener('abort', onAbort, { once: true });
            }));
        }
        try {
            return await Promise.race([work, ...stops]);
        }
        finally {
            clearTimeout(timer);
            if (onAbort)
                signal.removeEventListener('abort', onAbort);
        }
    };
    const stop = async (outcome) => {
        const why = outcome === 'timed-out'
            ? `the deployment did not finish within ${seconds(timeoutMs)} (last status ${status})`
            : `the step was stopped (last status ${status})`;
        const cancelled = await cancelDeployment(api, o.owner, o.repo, deploymentId).then(() => true, (err) => {
            log.warn(`could not cancel Pages deployment ${deploymentId}: ${err.message}`);
            return false;
        });
        if (cancelled) {
            status = 'deployment_cancelled';
            log.info(`cancelled Pages deployment ${deploymentId}`);
        }
        return result(outcome, `${why}; ${cancelled ? 'the deployment was cancelled' : 'cancelling it failed'}`, cancelled);
    };
    for (;;) {
        // A status request still running at the deadline or on abort is aborted, so that nothing is left behind.
        const request = new AbortController();
        const answer = await bounded(getStatus(api, statusUrl, request.signal).then((data) => ({ ok: true, data }), (err) => ({ ok: false, err })), true);
        request.abort();
        if (answer === ABORTED)
            return stop('aborted');
        if (answer === DEADLINE)
            return stop('timed-out');
        let temporary;
        if (answer.ok) {
            const next = typeof answer.data?.status === 'string' ? answer.data.status : 'unknown_status';
            if (next !== status)
                log.info(`Pages deployment ${deploymentId}: ${next}`);
            status = next;
            if (typeof answer.data?.message === 'string')
                serviceMessage = answer.data.message;
            if (status === 'succeed')
                return result('succeeded', `deployed to ${pageUrl}`);
            const failure = FAILED_STATUSES.find((s) => s === status);
            if (failure) {
                return result('failed', `${FAILURE_TEXT[failure]}${serviceMessage ? `: ${serviceMessage}` : ''}`);
            }
            if (TEMPORARY_STATUSES.includes(status))
                temporary = `status ${status}`;
        }
        else {
            const err = answer.err;
            // Credentials and permissions do not mend themselves: stop at once.
            if (err instanceof src_api/* ApiError */.hD && err.status !== undefined && [400, 401, 403, 422].includes(err.status)) {
                throw err;
            }
            if (err instanceof src_api/* ApiError */.hD && err.status === 404)
                status = 'not_found';
            temporary = err.message.split('\n')[0];
        }
        if (temporary !== undefined) {
            errors++;
            log.warn(`Pages deployment ${deploymentId}: ${temporary} (${errors} of ${budget} errors allowed)`);
            if (errors > budget) {
                const cancelled = await cancelDeployment(api, o.owner, o.repo, deploymentId).then(() => true, () => false);
                return result('too-many-errors', `too many errors following the deployment (${errors}, last: ${temporary}); ${cancelled ? 'it was cancelled' : 'cancelling it failed'}`, cancelled);
            }
        }
        const waited = await bounded(clock.sleep(Math.min(intervalMs, Math.max(0, deadline - clock.now()))), false);
        if (waited === ABORTED)
            return stop('aborted');
        if (clock.now() >= deadline)
            return stop('timed-out');
    }
}
/**
 * GET status_url under the client's rules (same-origin credentials, retries, errors), abortable: what
 * transport.getUrl does, plus the caller's signal, which the transport honours (no retry once aborted).
 */
async function getStatus(api, url, signal) {
    const res = (await api.transport.octokit.request({
        method: 'GET',
        url,
        request: { svc: transport/* TOKEN */.C, signal },
    }));
    return res.data;
}
/** POST .../pages/deployments/{id}/cancel (described by the published API description; the client has no method). */
async function cancelDeployment(api, owner, repo, id) {
    await api.transport.request('POST /repos/{owner}/{repo}/pages/deployments/{deployment_id}/cancel', {
        owner,
        repo,
        deployment_id: id,
    });
}

;// CONCATENATED MODULE: ./src/steps/pages-site.ts
/**
 * The other Pages steps: create or update a repository's site (ensurePagesSite), request a build and wait for it
 * to be built or errored (buildPagesSite), and wait for the DNS health check of the site's custom domain
 * (checkPagesHealth: the service answers 202 while it runs, then 200), each with text and Markdown renderings
 * for the CLI and the job summary.
 */

/** Create the site if it does not exist, then update the settings given that differ from the site's. */
async function ensurePagesSite(api, o) {
    const repo = { owner: o.owner, repo: o.repo };
    let site = await getSite(api, repo);
    let created = false;
    if (!site) {
        try {
            site = await api.pages.create({
                ...repo,
                ...(o.source ? { source: o.source } : {}),
                ...(o.buildType || !o.source ? { build_type: o.buildType ?? 'workflow' } : {}),
            });
            created = true;
        }
        catch (err) {
            // Created meanwhile by someone else: update it like an existing one.
            if (!(err instanceof src_api/* ApiError */.hD && err.status === 409))
                throw err;
            site = (await getSite(api, repo));
        }
    }
    const current = site;
    const changes = { ...repo };
    const updated = [];
    if (o.cname !== undefined && (o.cname ?? null) !== (current.cname ?? null)) {
        changes.cname = o.cname;
        updated.push('cname');
    }
    if (o.httpsEnforced !== undefined && o.httpsEnforced !== current.https_enforced) {
        changes.https_enforced = o.httpsEnforced;
        updated.push('https_enforced');
    }
    if (!created && o.buildType !== undefined && o.buildType !== current.build_type) {
        changes.build_type = o.buildType;
        updated.push('build_type');
    }
    if (!created && o.source !== undefined) {
        const path = o.source.path ?? '/';
        if (o.source.branch !== current.source?.branch || path !== current.source?.path) {
            changes.source = { branch: o.source.branch, path };
            updated.push('source');
        }
    }
    if (updated.length > 0) {
        await api.pages.update(changes);
        site = await api.pages.get(repo);
    }
    return { site: site, created, updated };
}
async function getSite(api, repo) {
    try {
        return await api.pages.get(repo);
    }
    catch (err) {
        if (err instanceof src_api/* ApiError */.hD && err.status === 404)
            return undefined;
        throw err;
    }
}
function formatSiteText(r) {
    const s = r.site;
    const what = r.created
        ? 'created'
        : r.updated.length > 0
            ? `updated (${r.updated.join(', ')})`
            : 'unchanged';
    return [
        `Pages site ${what}: ${s.html_url}`,
        `  build type ${s.build_type ?? '(not shown)'}, source ${s.source.branch}${s.source.path}, status ${s.status ?? '(none yet)'}`,
        `  custom domain ${s.cname ?? '(none)'}, HTTPS ${s.https_enforced ? 'enforced' : 'not enforced'}, ${s.public ? 'public' : 'private'}`,
    ].join('\n');
}
/**
 * Request a build of the default branch and wait until it is built or errored (default timeout 10 minutes,
 * polls every 5 s). Polls the latest build, or the requested one by id once a newer build exists.
 */
async function buildPagesSite(api, o) {
    const repo = { owner: o.owner, repo: o.repo };
    const clock = o.clock ?? api.transport.options.clock;
    const timeoutMs = o.timeoutMs ?? 600_000;
    const intervalMs = o.intervalMs ?? 5_000;
    const start = clock.now();
    const requested = await api.pages.requestBuild(repo);
    o.logger?.info?.(`requested a Pages build of ${o.owner}/${o.repo}: ${requested.status}`);
    const id = Number(new URL(requested.url).pathname.split('/').pop());
    let last = '';
    for (;;) {
        let build = await api.pages.latestBuild(repo);
        if (build.url !== requested.url && Number.isSafeInteger(id))
            build = await api.pages.getBuild({ ...repo, build_id: id });
        if (build.status !== last)
            o.logger?.info?.(`Pages build: ${build.status}`);
        last = build.status;
        if (build.status === 'built') {
            return {
                ok: true,
                outcome: 'built',
                build,
                url: requested.url,
                message: `built commit ${build.commit} in ${build.duration} ms`,
            };
        }
        if (build.status === 'errored') {
            return {
                ok: false,
                outcome: 'errored',
                build,
                url: requested.url,
                message: `the build failed: ${build.error?.message ?? 'no message from the service'}`,
            };
        }
        if (clock.now() - start + intervalMs > timeoutMs) {
            return {
                ok: false,
                outcome: 'timed-out',
                build,
                url: requested.url,
                message: `the build was still ${build.status} after ${Math.round((clock.now() - start) / 1000)} s`,
            };
        }
        await clock.sleep(intervalMs);
    }
}
function formatBuildText(r) {
    return `Pages build ${r.build.status}: ${r.message}\n  ${r.url}`;
}
/** Wait for the DNS health check (202 while it runs; default timeout 60 s, polls every 2 s) and judge it. */
async function checkPagesHealth(api, o) {
    const health = await api.pages.health({ owner: o.owner, repo: o.repo }, {
        ...(o.timeoutMs !== undefined ? { timeoutMs: o.timeoutMs } : {}),
        ...(o.intervalMs !== undefined ? { intervalMs: o.intervalMs } : {}),
    });
    const problems = [];
    const hosts = [health.domain, health.alt_domain].filter((h) => !!h);
    for (const h of hosts) {
        for (const p of [h.reason, h.https_error, h.caa_error])
            if (p)
                problems.push(`${h.host}: ${p}`);
        if (!h.is_valid && !h.reason)
            problems.push(`${h.host}: not valid`);
    }
    return { ok: health.domain.is_valid, health, problems };
}
const yes = (b) => (b ? 'yes' : 'no');
function hostRows(h) {
    return [
        ['valid', yes(h.is_valid)],
        ['DNS resolves', yes(h.dns_resolves)],
        ['served by Pages', yes(h.is_served_by_pages)],
        [
            'record',
            h.is_apex_domain
                ? `apex (A record: ${yes(h.is_a_record)})`
                : `subdomain (CNAME: ${yes(h.has_cname_record)})`,
        ],
        [
            'HTTPS',
            `${h.responds_to_https ? 'responds' : 'no answer'}, ${h.enforces_https ? 'enforced' : 'not enforced'}, ${h.is_https_eligible ? 'eligible' : 'not eligible'}`,
        ],
    ];
}
function formatHealthText(r) {
    const out = [`DNS health: ${r.ok ? 'OK' : 'PROBLEMS'} for ${r.health.domain.host}`];
    for (const h of [r.health.domain, r.health.alt_domain]) {
        if (!h)
            continue;
        out.push(`  ${h.host}: ${hostRows(h)
            .map(([k, v]) => `${k} ${v}`)
            .join('; ')}`);
    }
    for (const p of r.problems)
        out.push(`  problem: ${p}`);
    return out.join('\n');
}
/** The health check as a job summary section. */
function renderHealthMarkdown(r) {
    const hosts = [r.health.domain, r.health.alt_domain].filter((h) => !!h);
    const out = [
        '### Pages DNS health',
        '',
        `${r.ok ? ':white_check_mark:' : ':x:'} **${r.health.domain.host}** ${r.ok ? 'is valid and served by Pages' : 'has problems'}`,
        '',
        `| check | ${hosts.map((h) => h.host).join(' | ')} |`,
        `|---|${hosts.map(() => '---').join('|')}|`,
    ];
    const rows = hosts.map(hostRows);
    for (let i = 0; i < rows[0].length; i++)
        out.push(`| ${rows[0][i][0]} | ${rows.map((x) => x[i][1]).join(' | ')} |`);
    out.push('');
    if (r.problems.length > 0)
        out.push(...r.problems.map((p) => `- ${p.replace(/[<>]/g, '')}`), '');
    return out.join('\n');
}

// EXTERNAL MODULE: ./src/cli/commands/shared.ts
var shared = __webpack_require__(9764);
;// CONCATENATED MODULE: ./src/cli/commands/pages.ts
/**
 * `sarif-pipeline pages deploy|site|build|health`: deploy an uploaded artifact with an OIDC token and follow it
 * (cancelled on timeout, Ctrl-C or SIGTERM), create or update the site, request a build and wait for it, and wait
 * for the DNS health check of the custom domain. Thin shells over src/steps/deploy-pages.ts and pages-site.ts.
 */




const HELP = `sarif-pipeline pages: deploy a site, set it up, build it, check its custom domain.

Usage:
  sarif-pipeline pages deploy --repo owner/name --artifact-url URL --oidc-token-env NAME
                              [--build-version V] [--environment E] [--preview]
                              [--timeout S] [--interval S] [--error-count N] [--json]
  sarif-pipeline pages site   --repo owner/name [--build-type legacy|workflow] [--source-branch B]
                              [--source-path /|/docs] [--cname DOMAIN | --remove-cname]
                              [--https-enforced true|false] [--json]
  sarif-pipeline pages build  --repo owner/name [--timeout S] [--interval S] [--json]
  sarif-pipeline pages health --repo owner/name [--timeout S] [--interval S] [--json]

deploy   creates a deployment of the artifact (a .zip or .tar of the site, already uploaded) certified by the
         workflow's OIDC token, and follows it until it succeeds or fails; on timeout, Ctrl-C or SIGTERM the
         deployment is cancelled. The token is read from the environment variable --oidc-token-env names,
         never from an argument.
site     creates the Pages site if there is none (build type workflow unless a source branch is given), then
         applies the settings given.
build    requests a build of the default branch and waits until it is built or errored.
health   waits for the DNS health check of the site's custom domain (the service answers 202 while it runs).

Options:
  --repo owner/name     the repository (default: GITHUB_REPOSITORY)
  --artifact-url URL    the artifact to deploy
  --oidc-token-env NAME the environment variable holding the OIDC token
  --build-version V     unique per deployment (default: GITHUB_SHA-GITHUB_RUN_ID-GITHUB_RUN_ATTEMPT)
  --environment E       the deployment environment (default: the service's)
  --preview             a preview deployment
  --timeout S           seconds to wait (default: deploy and build 600, health 60)
  --interval S          seconds between status checks (default: deploy and build 5, health 2)
  --error-count N       temporary errors tolerated while following a deployment (default 10)
  --build-type T        legacy (from a branch) or workflow (deployed by a workflow)
  --source-branch B     the branch a legacy site is built from; --source-path / (default) or /docs
  --cname DOMAIN        the custom domain; --remove-cname removes it
  --https-enforced B    true or false
  --api-url URL         the API root (default: GITHUB_API_URL, else https://api.github.com)
  --json                print the outcome as JSON

Environment:
  SVC_TOKEN, else GITHUB_TOKEN   the token (deploy: write on the repository, apps pages write; site and health:
                                 repository admin or maintainer, repo scope or pages write; build: repo scope)
  GITHUB_STEP_SUMMARY            when set (in a workflow), health appends its result as Markdown

Exit status: 0 done (deployed, built, healthy), 1 it failed, timed out or the service refused, 2 usage error.
`;
const COMMAND = 'pages';
const ACTIONS = ['deploy', 'site', 'build', 'health'];
const ONLY = {
    'artifact-url': ['deploy'],
    'oidc-token-env': ['deploy'],
    'build-version': ['deploy'],
    environment: ['deploy'],
    preview: ['deploy'],
    'error-count': ['deploy'],
    timeout: ['deploy', 'build', 'health'],
    interval: ['deploy', 'build', 'health'],
    'build-type': ['site'],
    'source-branch': ['site'],
    'source-path': ['site'],
    cname: ['site'],
    'remove-cname': ['site'],
    'https-enforced': ['site'],
};
/** Seconds (fractions allowed) as ms, or undefined when absent. */
function pages_seconds(value, flag, command) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || n <= 0) {
        throw (0,shared/* usageError */.Wp)(command, `${flag} must be a positive number of seconds, got "${(0,shared/* printable */.g$)(value)}"`);
    }
    return Math.round(n * 1000);
}
async function run(args, io = (0,shared/* processIo */.Wr)()) {
    const { values, positionals } = (0,shared/* parseCommandArgs */.Qx)(COMMAND, args, {
        ...shared/* COMMON_OPTIONS */.DT,
        repo: { type: 'string' },
        'artifact-url': { type: 'string' },
        'oidc-token-env': { type: 'string' },
        'build-version': { type: 'string' },
        environment: { type: 'string' },
        preview: { type: 'boolean' },
        timeout: { type: 'string' },
        interval: { type: 'string' },
        'error-count': { type: 'string' },
        'build-type': { type: 'string' },
        'source-branch': { type: 'string' },
        'source-path': { type: 'string' },
        cname: { type: 'string' },
        'remove-cname': { type: 'boolean' },
        'https-enforced': { type: 'string' },
    });
    if (values.help) {
        io.stdout(HELP);
        return 0;
    }
    const [action, ...extra] = positionals;
    if (action === undefined)
        throw (0,shared/* usageError */.Wp)(COMMAND, 'pages needs an action: deploy, site, build or health');
    if (!ACTIONS.includes(action)) {
        throw (0,shared/* usageError */.Wp)(COMMAND, `unknown action "${(0,shared/* printable */.g$)(action)}": use deploy, site, build or health`);
    }
    if (extra.length > 0)
        throw (0,shared/* usageError */.Wp)(COMMAND, `unexpected argument "${(0,shared/* printable */.g$)(extra[0])}"`);
    const command = `${COMMAND} ${action}`;
    for (const [name, actions] of Object.entries(ONLY)) {
        if (values[name] !== undefined && !actions.includes(action)) {
            throw (0,shared/* usageError */.Wp)(COMMAND, `--${name} does not apply to ${command}`);
        }
    }
    const repo = (0,shared/* parseRepo */.E3)(values.repo, command, io.env);
    const timeoutMs = pages_seconds(values.timeout, '--timeout', command);
    const intervalMs = pages_seconds(values.interval, '--interval', command);
    const logger = {
        info: (m) => io.stderr(`${(0,shared/* printable */.g$)(m)}\n`),
        warn: (m) => io.stderr(`warning: ${(0,shared/* printable */.g$)(m)}\n`),
    };
    if (action === 'deploy') {
        const artifactUrl = values['artifact-url'];
        if (!artifactUrl)
            throw (0,shared/* usageError */.Wp)(command, `${command} needs --artifact-url URL`);
        const tokenEnv = values['oidc-token-env'];
        if (!tokenEnv) {
            throw (0,shared/* usageError */.Wp)(command, `${command} needs --oidc-token-env NAME: the environment variable holding the workflow's OIDC token`, 'In a workflow with `permissions: id-token: write`, request the token and put it in a variable; it is never taken as an argument.');
        }
        const oidcToken = (0,shared/* readSecret */.n5)(io.env, tokenEnv);
        if (!oidcToken) {
            throw (0,shared/* usageError */.Wp)(command, `the environment variable ${(0,shared/* printable */.g$)(tokenEnv)} (--oidc-token-env) is not set or empty`);
        }
        let pagesBuildVersion = values['build-version'];
        if (!pagesBuildVersion) {
            try {
                pagesBuildVersion = defaultBuildVersion(io.env);
            }
            catch {
                throw (0,shared/* usageError */.Wp)(command, `${command} needs --build-version V outside a workflow (GITHUB_SHA is not set)`);
            }
        }
        const errorBudget = (0,shared/* positiveInt */.NJ)(values['error-count'], '--error-count', command);
        const api = (0,shared/* createApi */.xP)(io, {
            apiUrl: (0,shared/* resolveApiUrl */.c_)(values['api-url'], io.env, command),
            auth: { token: (0,shared/* requireToken */.Fw)(io.env, command) },
        });
        const controller = new AbortController();
        const stop = () => {
            io.stderr('stopping: cancelling the deployment\n');
            controller.abort();
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
        try {
            const result = await (0,shared/* callApi */.px)(() => deployPages(api, {
                ...repo,
                artifactUrl,
                pagesBuildVersion: pagesBuildVersion,
                oidcToken,
                environment: values.environment,
                preview: values.preview,
                timeoutMs,
                intervalMs,
                errorBudget,
                signal: controller.signal,
                logger,
            }));
            if (values.json)
                (0,shared/* printJson */.Q2)(io, result);
            else
                io.stdout(`${result.ok ? 'deployed' : 'FAILED'}: ${(0,shared/* printable */.g$)(result.message)}\n  status ${result.status}, deployment ${result.deploymentId}, page ${result.pageUrl}\n`);
            return result.ok ? 0 : 1;
        }
        finally {
            process.off('SIGINT', stop);
            process.off('SIGTERM', stop);
        }
    }
    if (action === 'site') {
        const options = { ...repo };
        const buildType = values['build-type'];
        if (buildType !== undefined) {
            if (buildType !== 'legacy' && buildType !== 'workflow') {
                throw (0,shared/* usageError */.Wp)(command, `--build-type must be legacy or workflow, got "${(0,shared/* printable */.g$)(buildType)}"`);
            }
            options.buildType = buildType;
        }
        const path = values['source-path'];
        if (path !== undefined && path !== '/' && path !== '/docs') {
            throw (0,shared/* usageError */.Wp)(command, `--source-path must be / or /docs, got "${(0,shared/* printable */.g$)(path)}"`);
        }
        if (values['source-branch'] !== undefined) {
            options.source = { branch: values['source-branch'], ...(path ? { path: path } : {}) };
        }
        else if (path !== undefined) {
            throw (0,shared/* usageError */.Wp)(command, '--source-path needs --source-branch');
        }
        if (values.cname !== undefined && values['remove-cname']) {
            throw (0,shared/* usageError */.Wp)(command, 'give --cname or --remove-cname, not both');
        }
        if (values.cname !== undefined)
            options.cname = values.cname;
        if (values['remove-cname'])
            options.cname = null;
        const https = values['https-enforced'];
        if (https !== undefined) {
            if (https !== 'true' && https !== 'false') {
                throw (0,shared/* usageError */.Wp)(command, `--https-enforced must be true or false, got "${(0,shared/* printable */.g$)(https)}"`);
            }
            options.httpsEnforced = https === 'true';
        }
        const api = (0,shared/* createApi */.xP)(io, {
            apiUrl: (0,shared/* resolveApiUrl */.c_)(values['api-url'], io.env, command),
            auth: { token: (0,shared/* requireToken */.Fw)(io.env, command) },
        });
        const result = await (0,shared/* callApi */.px)(() => ensurePagesSite(api, options));
        if (values.json)
            (0,shared/* printJson */.Q2)(io, result);
        else
            io.stdout(`${(0,shared/* printable */.g$)(formatSiteText(result))}\n`);
        return 0;
    }
    const api = (0,shared/* createApi */.xP)(io, {
        apiUrl: (0,shared/* resolveApiUrl */.c_)(values['api-url'], io.env, command),
        auth: { token: (0,shared/* requireToken */.Fw)(io.env, command) },
    });
    if (action === 'build') {
        const result = await (0,shared/* callApi */.px)(() => buildPagesSite(api, { ...repo, timeoutMs, intervalMs, logger }));
        if (values.json)
            (0,shared/* printJson */.Q2)(io, result);
        else
            io.stdout(`${(0,shared/* printable */.g$)(formatBuildText(result))}\n`);
        return result.ok ? 0 : 1;
    }
    const result = await (0,shared/* callApi */.px)(() => checkPagesHealth(api, { ...repo, timeoutMs, intervalMs }));
    if (values.json)
        (0,shared/* printJson */.Q2)(io, result);
    else
        io.stdout(`${(0,shared/* printable */.g$)(formatHealthText(result))}\n`);
    if (io.env.GITHUB_STEP_SUMMARY)
        (0,external_node_fs_.appendFileSync)(io.env.GITHUB_STEP_SUMMARY, `${renderHealthMarkdown(result)}\n`);
    return result.ok ? 0 : 1;
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
