/**
 * `sarif-pipeline pages deploy|site|build|health`: deploy an uploaded artifact with an OIDC token and follow it
 * (cancelled on timeout, Ctrl-C or SIGTERM), create or update the site, request a build and wait for it, and wait
 * for the DNS health check of the custom domain. Thin shells over src/steps/deploy-pages.ts and pages-site.ts.
 */
import { appendFileSync } from 'node:fs';
import { runnerClient } from '../../api/index.js';
import { defaultBuildVersion, deployPages } from '../../steps/deploy-pages.js';
import { packSite, uploadRunArtifact } from '../../steps/pages-pack.js';
import {
  buildPagesSite,
  checkPagesHealth,
  ensurePagesSite,
  formatBuildText,
  formatHealthText,
  formatSiteText,
  renderHealthMarkdown,
  type BuildType,
  type EnsureSiteOptions,
} from '../../steps/pages-site.js';
import {
  callApi,
  COMMON_OPTIONS,
  createApi,
  parseCommandArgs,
  parseRepo,
  durationOption,
  positiveInt,
  printable,
  printJson,
  processIo,
  readSecret,
  redactingIo,
  requireToken,
  resolveApiUrl,
  stderrLogger,
  usageError,
  type CommandIo,
} from './shared.js';

export const HELP = `sarif-pipeline pages: deploy a site, set it up, build it, check its custom domain.

Usage:
  sarif-pipeline pages deploy --repo owner/name --artifact-url URL --oidc-token-env NAME
                              [--build-version V] [--environment E] [--preview]
                              [--timeout S] [--interval S] [--error-count N] [--json]
  sarif-pipeline pages site   --repo owner/name [--build-type legacy|workflow] [--source-branch B]
                              [--source-path /|/docs] [--cname DOMAIN | --remove-cname]
                              [--https-enforced true|false] [--json]
  sarif-pipeline pages build  --repo owner/name [--timeout S] [--interval S] [--json]
  sarif-pipeline pages health --repo owner/name [--timeout S] [--interval S] [--json]
  sarif-pipeline pages pack   --path DIR [--out FILE] [--include-hidden-files]
                              [--upload [--name N] [--retention-days D]] [--json]

deploy   creates a deployment of the artifact (a .zip or .tar of the site, already uploaded) certified by the
         workflow's OIDC token, and follows it until it succeeds or fails; on timeout, Ctrl-C or SIGTERM the
         deployment is cancelled. The token is read from the environment variable --oidc-token-env names,
         never from an argument.
site     creates the Pages site if there is none (build type workflow unless a source branch is given), then
         applies the settings given.
build    requests a build of the default branch and waits until it is built or errored.
health   waits for the DNS health check of the site's custom domain (the service answers 202 while it runs).
pack     tars a built site as actions/upload-pages-artifact does (links followed and checked, .git, .github and
         hidden files left out, 10 GB at most) into --out (default artifact.tar); with --upload, in a workflow
         job, uploads it as the run artifact --name (default github-pages) that deploy-pages finds.

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
  --path DIR            the built site (pack)
  --out FILE            where pack writes the tar (default artifact.tar)
  --include-hidden-files keep files and directories whose name starts with a dot (never .git, .github)
  --upload              upload the tar as a run artifact (needs the runner's ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL)
  --name N              the artifact's name (default github-pages)
  --retention-days D    days the artifact is kept (1 to 90, default 1)
  --api-url URL         the API root (default: GITHUB_API_URL, else https://api.github.com)
  --json                print the outcome as JSON

Environment:
  SVC_TOKEN, else GITHUB_TOKEN   the token (deploy: write on the repository, apps pages write; site and health:
                                 repository admin or maintainer, repo scope or pages write; build: repo scope)
  GITHUB_STEP_SUMMARY            when set (in a workflow), health appends its result as Markdown

Exit status: 0 done (deployed, built, healthy), 1 it failed, timed out or the service refused, 2 usage error.
`;

const COMMAND = 'pages';

/** Progress and warnings of a step on stderr (the output given is already redacting). */
const redactedLogger = (out: CommandIo) => ({
  info: (m: string) => out.stderr(`${printable(m)}\n`),
  warn: (m: string) => out.stderr(`warning: ${printable(m)}\n`),
});
const ACTIONS = ['deploy', 'site', 'build', 'health', 'pack'] as const;
type Action = (typeof ACTIONS)[number];

const ONLY: Record<string, Action[]> = {
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
  path: ['pack'],
  out: ['pack'],
  'include-hidden-files': ['pack'],
  upload: ['pack'],
  name: ['pack'],
  'retention-days': ['pack'],
};

export async function run(args: string[], io: CommandIo = processIo()): Promise<number> {
  const { values, positionals } = parseCommandArgs(COMMAND, args, {
    ...COMMON_OPTIONS,
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
    path: { type: 'string' },
    out: { type: 'string' },
    'include-hidden-files': { type: 'boolean' },
    upload: { type: 'boolean' },
    name: { type: 'string' },
    'retention-days': { type: 'string' },
  });
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  const [action, ...extra] = positionals;
  if (action === undefined)
    throw usageError(COMMAND, 'pages needs an action: deploy, site, build, health or pack');
  if (!ACTIONS.includes(action as Action)) {
    throw usageError(
      COMMAND,
      `unknown action "${printable(action)}": use deploy, site, build, health or pack`,
    );
  }
  if (extra.length > 0) throw usageError(COMMAND, `unexpected argument "${printable(extra[0])}"`);
  const command = `${COMMAND} ${action}`;
  for (const [name, actions] of Object.entries(ONLY)) {
    if ((values as Record<string, unknown>)[name] !== undefined && !actions.includes(action as Action)) {
      throw usageError(COMMAND, `--${name} does not apply to ${command}`);
    }
  }
  if (action === 'pack') return pack(values, command, io);
  const repo = parseRepo(values.repo, command, io.env);
  const timeoutMs = durationOption(values.timeout, '--timeout', command, 's');
  const intervalMs = durationOption(values.interval, '--interval', command, 's');

  if (action === 'deploy') {
    const artifactUrl = values['artifact-url'];
    if (!artifactUrl) throw usageError(command, `${command} needs --artifact-url URL`);
    const tokenEnv = values['oidc-token-env'];
    if (!tokenEnv) {
      throw usageError(
        command,
        `${command} needs --oidc-token-env NAME: the environment variable holding the workflow's OIDC token`,
        'In a workflow with `permissions: id-token: write`, request the token and put it in a variable; it is never taken as an argument.',
      );
    }
    const oidcToken = readSecret(io.env, tokenEnv);
    if (!oidcToken) {
      throw usageError(
        command,
        `the environment variable ${printable(tokenEnv)} (--oidc-token-env) is not set or empty`,
      );
    }
    let pagesBuildVersion = values['build-version'];
    if (!pagesBuildVersion) {
      try {
        pagesBuildVersion = defaultBuildVersion(io.env);
      } catch {
        throw usageError(
          command,
          `${command} needs --build-version V outside a workflow (GITHUB_SHA is not set)`,
        );
      }
    }
    const errorBudget = positiveInt(values['error-count'], '--error-count', command);
    const api = createApi(io, {
      apiUrl: resolveApiUrl(values['api-url'], io.env, command),
      auth: { token: requireToken(io.env, command) },
      // --timeout bounds every request of the deployment, its creation included.
      client: { deadline: Date.now() + (timeoutMs ?? 600_000) },
    });
    const out = redactingIo(io, api);
    const result = await callApi(() =>
      deployPages(api, {
        ...repo,
        artifactUrl,
        pagesBuildVersion: pagesBuildVersion!,
        oidcToken,
        environment: values.environment,
        preview: values.preview,
        timeoutMs,
        intervalMs,
        errorBudget,
        // SIGTERM and SIGINT (src/cli/stop.ts) cancel the deployment.
        signal: io.signal,
        logger: redactedLogger(out),
      }),
    );
    if (values.json) printJson(out, api.redactValue(result));
    else
      out.stdout(
        `${result.ok ? 'deployed' : 'FAILED'}: ${printable(result.message)}\n  status ${result.status}, deployment ${result.deploymentId}, page ${result.pageUrl}\n`,
      );
    return result.ok ? 0 : 1;
  }

  if (action === 'site') {
    const options: EnsureSiteOptions = { ...repo };
    const buildType = values['build-type'];
    if (buildType !== undefined) {
      if (buildType !== 'legacy' && buildType !== 'workflow') {
        throw usageError(command, `--build-type must be legacy or workflow, got "${printable(buildType)}"`);
      }
      options.buildType = buildType as BuildType;
    }
    const path = values['source-path'];
    if (path !== undefined && path !== '/' && path !== '/docs') {
      throw usageError(command, `--source-path must be / or /docs, got "${printable(path)}"`);
    }
    if (values['source-branch'] !== undefined) {
      options.source = { branch: values['source-branch'], ...(path ? { path: path as '/' | '/docs' } : {}) };
    } else if (path !== undefined) {
      throw usageError(command, '--source-path needs --source-branch');
    }
    if (values.cname !== undefined && values['remove-cname']) {
      throw usageError(command, 'give --cname or --remove-cname, not both');
    }
    if (values.cname !== undefined) options.cname = values.cname;
    if (values['remove-cname']) options.cname = null;
    const https = values['https-enforced'];
    if (https !== undefined) {
      if (https !== 'true' && https !== 'false') {
        throw usageError(command, `--https-enforced must be true or false, got "${printable(https)}"`);
      }
      options.httpsEnforced = https === 'true';
    }
    const api = createApi(io, {
      apiUrl: resolveApiUrl(values['api-url'], io.env, command),
      auth: { token: requireToken(io.env, command) },
    });
    const out = redactingIo(io, api);
    const result = await callApi(() => ensurePagesSite(api, options));
    if (values.json) printJson(out, api.redactValue(result));
    else out.stdout(`${printable(formatSiteText(result))}\n`);
    return 0;
  }

  const api = createApi(io, {
    apiUrl: resolveApiUrl(values['api-url'], io.env, command),
    auth: { token: requireToken(io.env, command) },
    // --timeout bounds every request too, not only the wait between them.
    client: { deadline: Date.now() + (timeoutMs ?? (action === 'build' ? 600_000 : 60_000)) },
  });
  const out = redactingIo(io, api);
  if (action === 'build') {
    const result = await callApi(() =>
      buildPagesSite(api, { ...repo, timeoutMs, intervalMs, logger: redactedLogger(out) }),
    );
    if (values.json) printJson(out, api.redactValue(result));
    else out.stdout(`${printable(formatBuildText(result))}\n`);
    return result.ok ? 0 : 1;
  }
  const result = await callApi(() => checkPagesHealth(api, { ...repo, timeoutMs, intervalMs }));
  if (values.json) printJson(out, api.redactValue(result));
  else out.stdout(`${printable(formatHealthText(result))}\n`);
  if (io.env.GITHUB_STEP_SUMMARY)
    appendFileSync(io.env.GITHUB_STEP_SUMMARY, `${api.redact(renderHealthMarkdown(result))}\n`);
  return result.ok ? 0 : 1;
}

async function pack(
  values: {
    path?: string;
    out?: string;
    'include-hidden-files'?: boolean;
    upload?: boolean;
    name?: string;
    'retention-days'?: string;
    json?: boolean;
  },
  command: string,
  io: CommandIo,
): Promise<number> {
  if (!values.path) throw usageError(command, `${command} needs --path DIR: the built site`);
  if (!values.upload && (values.name !== undefined || values['retention-days'] !== undefined))
    throw usageError(command, '--name and --retention-days apply to --upload only');
  const days =
    values['retention-days'] === undefined
      ? 1
      : positiveInt(values['retention-days'], '--retention-days', command)!;
  if (days > 90) throw usageError(command, `--retention-days must be at most 90, got ${days}`);
  const file = values.out ?? 'artifact.tar';
  const packed = await packSite({
    dir: values.path,
    out: file,
    includeHidden: values['include-hidden-files'],
  });
  // The runner's tokens, found in any form, are redacted from everything printed.
  const runner = runnerClient({
    env: io.env,
    signal: io.signal,
    logger: stderrLogger(io),
  });
  const out = redactingIo(io, runner);
  const uploaded = values.upload
    ? await callApi(() => uploadRunArtifact(runner, file, values.name ?? 'github-pages', days))
    : undefined;
  if (values.json) printJson(out, { ...packed, ...(uploaded ? { artifact: uploaded } : {}) });
  else {
    out.stdout(`packed ${packed.files} file(s), ${packed.bytes} bytes, into ${packed.file}\n`);
    if (uploaded) out.stdout(`uploaded as artifact ${values.name ?? 'github-pages'} (id ${uploaded.id})\n`);
  }
  return 0;
}
