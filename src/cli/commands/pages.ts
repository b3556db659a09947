/**
 * `sarif-pipeline pages deploy|site|build|health`: deploy an uploaded artifact with an OIDC token and follow it
 * (cancelled on timeout, Ctrl-C or SIGTERM), create or update the site, request a build and wait for it, and wait
 * for the DNS health check of the custom domain. Thin shells over src/steps/deploy-pages.ts and pages-site.ts.
 */
import { formatBytes, formatCount } from '../../format.js';
import { failureSummary } from '../../summary/markdown.js';
import { deploySummary, packSummary, PAGES_TITLES } from '../../summary/pages.js';
import { UserError } from '../../errors.js';
import { runnerClient, type RepoRef } from '../../api/index.js';
import { canRequestOidcToken, defaultBuildVersion, requestOidcToken } from '../../steps/deploy-pages.js';
import { choosePagesArtifact, deployPagesArtifact } from '../../steps/pages-deploy-plan.js';
import { artifactDownloadUrl, packSite, uploadRunArtifact } from '../../steps/pages-pack.js';
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
import { PAGES_ACTIONS, PAGES_OPTIONS, pagesActionHelp, pagesHelp, type PagesAction } from './pages-help.js';
import {
  callApi,
  COMMON_OPTIONS,
  connect,
  parseCommandArgs,
  parseRepo,
  durationOption,
  positiveInt,
  printable,
  printJson,
  processIo,
  readSecret,
  redactingIo,
  resolveApiUrl,
  stderrLogger,
  usageError,
  writeSummary,
  type CommandIo,
} from './shared.js';

const COMMAND = 'pages';

/** Progress and warnings of a step on stderr (the output given is already redacting). */
const redactedLogger = (out: CommandIo) => ({
  info: (m: string) => out.stderr(`${printable(m)}\n`),
  warn: (m: string) => out.stderr(`warning: ${printable(m)}\n`),
});
type Action = PagesAction;
const ACTIONS = PAGES_ACTIONS;

/** Options only some actions take (the others are refused): from the help's table. */
const ONLY: Record<string, readonly Action[]> = Object.fromEntries(
  PAGES_OPTIONS.filter((o) => o.actions.length < ACTIONS.length).flatMap((o) =>
    [o.name, ...(o.also ?? [])].map((name) => [name, o.actions]),
  ),
);

const OPTIONS = {
  ...COMMON_OPTIONS,
  repo: { type: 'string' },
  artifact: { type: 'string' },
  'artifact-url': { type: 'string' },
  'run-id': { type: 'string' },
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
} as const;

type Values = ReturnType<typeof parseCommandArgs<typeof OPTIONS>>['values'];

export async function run(args: string[], io: CommandIo = processIo()): Promise<number> {
  const { values, positionals } = parseCommandArgs(COMMAND, args, OPTIONS);
  const [action, ...extra] = positionals;
  if (values.help) {
    io.stdout(ACTIONS.includes(action as Action) ? pagesActionHelp(action as Action) : pagesHelp());
    return 0;
  }
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
  // pack and deploy are steps of a job: a failure is in the job summary too, as the steps' own.
  try {
    return await act(action as Action, values, command, io);
  } catch (err) {
    const title =
      action === 'pack' ? PAGES_TITLES.pack : action === 'deploy' ? PAGES_TITLES.deploy : undefined;
    if (title && err instanceof UserError)
      writeSummary(io, failureSummary(title, `${err.message}${err.hint ? `\n${err.hint}` : ''}`), (t) => t);
    throw err;
  }
}

const LAST_LOOK_MS = 10_000;

/** The action, its flags checked: pack, deploy, site, or build and health. */
async function act(action: Action, values: Values, command: string, io: CommandIo): Promise<number> {
  if (action === 'pack') return pack(values, command, io);
  const repo = parseRepo(values.repo, command, io.env);
  const warn = (m: string) => io.stderr(`warning: ${m}\n`);
  const timeoutMs = durationOption(values.timeout, '--timeout', command, 'ms', warn);
  const intervalMs = durationOption(values.interval, '--interval', command, 'ms', warn, 100);
  if (action === 'deploy') return deploy(values, repo, { timeoutMs, intervalMs }, command, io);
  if (action === 'site') return site(values, repo, command, io);

  const { api, out } = connect(io, command, values['api-url'], {
    // --timeout bounds every request too, not only the wait between them; the wait takes one last look at its
    // end, which gets LAST_LOOK_MS more to be answered (else it is refused before it is sent).
    client: { deadline: Date.now() + (timeoutMs ?? (action === 'build' ? 600_000 : 60_000)) + LAST_LOOK_MS },
  });
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
  writeSummary(io, renderHealthMarkdown(result), (t) => api.redact(t));
  return result.ok ? 0 : 1;
}

/** pages deploy: the flags read, the OIDC token got, then the shared deployment (src/steps/pages-deploy-plan.ts). */
async function deploy(
  values: Values,
  repo: RepoRef,
  wait: { timeoutMs?: number; intervalMs?: number },
  command: string,
  io: CommandIo,
): Promise<number> {
  const artifact = deployArtifact(values, command, io);
  const tokenEnv = values['oidc-token-env'];
  let oidcToken: string | undefined;
  if (tokenEnv !== undefined) {
    oidcToken = readSecret(io.env, tokenEnv);
    if (!oidcToken)
      throw usageError(
        command,
        `the environment variable ${printable(tokenEnv)} (--oidc-token-env) is not set or empty`,
      );
  } else if (!canRequestOidcToken(io.env)) {
    throw usageError(
      command,
      `${command} needs the workflow's OIDC token: run it in a job with \`permissions: id-token: write\` (it requests the token itself), or put a token in a variable and give --oidc-token-env NAME`,
      'The token is never taken as an argument.',
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
  // --timeout bounds every request of the deployment: the OIDC token, the artifact's lookup, the creation.
  const deadline = Date.now() + (wait.timeoutMs ?? 600_000);
  const { api, out } = connect(io, command, values['api-url'], { client: { deadline } });
  const runner = runnerClient({ env: io.env, signal: io.signal, logger: stderrLogger(out), deadline });
  if (oidcToken === undefined) {
    oidcToken = await callApi(() => requestOidcToken(runner));
    api.addSecret(oidcToken);
  }
  const token = oidcToken;
  const result = await callApi(() =>
    deployPagesArtifact(
      artifact,
      { api, runner, repo, tempDir: '.', logger: redactedLogger(out) },
      {
        pagesBuildVersion: pagesBuildVersion,
        oidcToken: token,
        environment: values.environment,
        preview: values.preview,
        ...wait,
        errorBudget,
        // SIGTERM and SIGINT (src/cli/stop.ts) cancel the deployment.
        signal: io.signal,
      },
    ),
  );
  writeSummary(io, deploySummary(result, pagesBuildVersion), (t) => api.redact(t));
  if (values.json) printJson(out, api.redactValue(result));
  else
    out.stdout(
      // The message says where it went ("deployed to URL") or what failed; then the deployment and its page.
      `${result.ok ? printable(result.message) : `FAILED: ${printable(result.message)}`}\n  status ${result.status}, deployment ${result.deploymentId}, page ${result.pageUrl}\n`,
    );
  return result.ok ? 0 : 1;
}

/** The artifact pages deploy deploys: by id, by name in the run, or by URL; in a job, the run's github-pages. */
function deployArtifact(values: Values, command: string, io: CommandIo) {
  const artifact = values.artifact?.trim();
  const artifactUrl = values['artifact-url'];
  if (artifact !== undefined && artifactUrl !== undefined)
    throw usageError(command, 'give --artifact or --artifact-url, not both');
  if (artifact === '') throw usageError(command, '--artifact needs a name or an id');
  const runId = values['run-id'] ?? (io.env.GITHUB_RUN_ID?.trim() || undefined);
  if (values['run-id'] !== undefined) positiveInt(values['run-id'], '--run-id', command);
  const byId = artifact !== undefined && /^\d+$/.test(artifact) ? Number(artifact) : undefined;
  const choice = choosePagesArtifact({
    url: artifactUrl,
    id: byId,
    name: byId === undefined ? artifact : undefined,
    runId,
  });
  if (choice.kind === 'conflict' || choice.kind === 'pack')
    throw new Error(`pages deploy chose ${choice.kind}: it takes one of --artifact and --artifact-url`);
  if (choice.kind === 'name' && choice.runId === undefined)
    throw usageError(
      command,
      artifact === undefined
        ? `${command} needs --artifact NAME|ID or --artifact-url URL (outside a job there is no run to find github-pages in)`
        : `${command} --artifact ${printable(artifact)} names an artifact of a run: give --run-id N (a job has GITHUB_RUN_ID), or the artifact's id`,
    );
  return choice;
}

/** pages site: create the site if there is none, then apply the settings given. */
async function site(values: Values, repo: RepoRef, command: string, io: CommandIo): Promise<number> {
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
    options.source = {
      branch: values['source-branch'],
      ...(path ? { path: path as '/' | '/docs' } : {}),
    };
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
  const { api, out } = connect(io, command, values['api-url']);
  const result = await callApi(() => ensurePagesSite(api, options));
  if (values.json) printJson(out, api.redactValue(result));
  else out.stdout(`${printable(formatSiteText(result))}\n`);
  return 0;
}

async function pack(
  values: {
    path?: string;
    out?: string;
    'include-hidden-files'?: boolean;
    upload?: boolean;
    name?: string;
    'retention-days'?: string;
    repo?: string;
    'api-url'?: string;
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
  const name = values.name ?? 'github-pages';
  // The artifact's URL needs the run's repository; checked before anything is packed or sent.
  const repo =
    values.upload && (values.repo ?? io.env.GITHUB_REPOSITORY)
      ? parseRepo(values.repo, command, io.env)
      : undefined;
  const apiUrl = values.upload ? resolveApiUrl(values['api-url'], io.env, command) : undefined;
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
    ? await callApi(() => uploadRunArtifact(runner, file, name, days))
    : undefined;
  const artifact = uploaded && {
    id: uploaded.id,
    name,
    ...(repo ? { url: artifactDownloadUrl(apiUrl!, repo, uploaded.id) } : {}),
    size: uploaded.size,
    digest: `sha256:${uploaded.digest}`,
  };
  if (values.json) printJson(out, { ...packed, ...(artifact ? { artifact } : {}) });
  else {
    out.stdout(
      `packed ${formatCount(packed.files)} file(s), ${formatBytes(packed.bytes)}, into ${packed.file}\n`,
    );
    if (artifact)
      out.stdout(
        `uploaded as artifact ${printable(name)}: id ${artifact.id}${artifact.url ? `, ${artifact.url}` : ''}\n` +
          `deploy it with: sarif-pipeline pages deploy --artifact ${artifact.id}\n`,
      );
  }
  writeSummary(io, packSummary(packed, artifact), (t) => runner.redact(t));
  return 0;
}
