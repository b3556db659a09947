/**
 * The help of `sarif-pipeline pages`: the whole of it (`pages --help`) and each action's own (`pages deploy --help`:
 * its usage, what it does, only the options and variables it reads), from one table, so the two never disagree.
 */

export const PAGES_ACTIONS = ['deploy', 'site', 'build', 'health', 'pack'] as const;
export type PagesAction = (typeof PAGES_ACTIONS)[number];

/** Each action: its arguments (usage lines after `sarif-pipeline pages ACTION`) and what it does. */
const ACTIONS: Record<PagesAction, { usage: string[]; does: string }> = {
  pack: {
    usage: [
      '--path DIR [--out FILE] [--include-hidden-files]',
      '[--upload [--name N] [--retention-days D]] [--json]',
    ],
    does: `tars a built site as actions/upload-pages-artifact does (links followed and checked, .git, .github and
hidden files left out, 10 GB at most) into --out (default artifact.tar); with --upload, in a workflow
job, uploads it as the run artifact --name (default github-pages) and prints its id and URL.`,
  },
  deploy: {
    usage: [
      '--repo owner/name [--artifact NAME|ID | --artifact-url URL] [--run-id N]',
      '[--oidc-token-env NAME] [--build-version V] [--environment E] [--preview]',
      '[--timeout MS] [--interval MS] [--error-count N] [--json]',
    ],
    does: `creates a deployment of a run artifact (--artifact, by name in the run or by id; default github-pages
in a job) or of an archive at --artifact-url, certified by the workflow's OIDC token, and follows it
until it succeeds or fails; on timeout, Ctrl-C or SIGTERM the deployment is cancelled. In a job with
\`permissions: id-token: write\` the command requests the OIDC token itself; elsewhere, put a token in
an environment variable and name it with --oidc-token-env (never an argument).`,
  },
  site: {
    usage: [
      '--repo owner/name [--build-type legacy|workflow] [--source-branch B]',
      '[--source-path /|/docs] [--cname DOMAIN | --remove-cname]',
      '[--https-enforced true|false] [--json]',
    ],
    does: `creates the Pages site if there is none (build type workflow unless a source branch is given), then
applies the settings given.`,
  },
  build: {
    usage: ['--repo owner/name [--timeout MS] [--interval MS] [--json]'],
    does: 'requests a build of the default branch and waits until it is built or errored.',
  },
  health: {
    usage: ['--repo owner/name [--timeout MS] [--interval MS] [--json]'],
    does: "waits for the DNS health check of the site's custom domain (the service answers 202 while it runs).",
  },
};

/** The help's order of the actions (the group's usage lists them so). */
const ORDER: PagesAction[] = ['pack', 'deploy', 'site', 'build', 'health'];
const ALL: readonly PagesAction[] = PAGES_ACTIONS;

/**
 * Each option: the actions that take it (the parser refuses it elsewhere, see pages.ts) and its lines. An entry
 * may describe a second option of the same actions (--source-path, --remove-cname).
 */
export const PAGES_OPTIONS: {
  name: string;
  /** Options the same lines describe. */
  also?: string[];
  actions: readonly PagesAction[];
  text: string;
}[] = [
  {
    name: 'repo',
    actions: ALL,
    text: "--repo owner/name     the repository (default: GITHUB_REPOSITORY); for pack --upload, the run's (the artifact's URL)",
  },
  {
    name: 'artifact',
    actions: ['deploy'],
    text: '--artifact NAME|ID    the run artifact to deploy: its name in the run (--run-id, else GITHUB_RUN_ID) or its id',
  },
  {
    name: 'artifact-url',
    actions: ['deploy'],
    text: '--artifact-url URL    or the URL of a .zip/.tar(.gz) archive of the site',
  },
  {
    name: 'run-id',
    actions: ['deploy'],
    text: '--run-id N            the run whose artifact --artifact names (default: GITHUB_RUN_ID)',
  },
  {
    name: 'oidc-token-env',
    actions: ['deploy'],
    text: `--oidc-token-env NAME the environment variable holding an OIDC token (default: requested from the runner
                      when ACTIONS_ID_TOKEN_REQUEST_URL and ACTIONS_ID_TOKEN_REQUEST_TOKEN are set)`,
  },
  {
    name: 'build-version',
    actions: ['deploy'],
    text: '--build-version V     unique per deployment (default: GITHUB_SHA-GITHUB_RUN_ID-GITHUB_RUN_ATTEMPT)',
  },
  {
    name: 'environment',
    actions: ['deploy'],
    text: "--environment E       the deployment environment (default: the service's)",
  },
  { name: 'preview', actions: ['deploy'], text: '--preview             a preview deployment' },
  {
    name: 'timeout',
    actions: ['deploy', 'build', 'health'],
    text: `--timeout MS          milliseconds to wait, as in the steps; 30s for seconds (default: deploy and build
                      600000, health 60000)`,
  },
  {
    name: 'interval',
    actions: ['deploy', 'build', 'health'],
    text: `--interval MS         milliseconds between status checks; 5s for seconds (default: deploy and build 5000,
                      health 2000)`,
  },
  {
    name: 'error-count',
    actions: ['deploy'],
    text: '--error-count N       temporary errors tolerated while following a deployment (default 10)',
  },
  {
    name: 'build-type',
    actions: ['site'],
    text: '--build-type T        legacy (from a branch) or workflow (deployed by a workflow)',
  },
  {
    name: 'source-branch',
    also: ['source-path'],
    actions: ['site'],
    text: '--source-branch B     the branch a legacy site is built from; --source-path / (default) or /docs',
  },
  {
    name: 'cname',
    also: ['remove-cname'],
    actions: ['site'],
    text: '--cname DOMAIN        the custom domain; --remove-cname removes it',
  },
  { name: 'https-enforced', actions: ['site'], text: '--https-enforced B    true or false' },
  { name: 'path', actions: ['pack'], text: '--path DIR            the built site (pack)' },
  {
    name: 'out',
    actions: ['pack'],
    text: '--out FILE            where pack writes the tar (default artifact.tar)',
  },
  {
    name: 'include-hidden-files',
    actions: ['pack'],
    text: '--include-hidden-files keep files and directories whose name starts with a dot (never .git, .github)',
  },
  {
    name: 'upload',
    actions: ['pack'],
    text: "--upload              upload the tar as a run artifact (needs the runner's ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL)",
  },
  {
    name: 'name',
    actions: ['pack'],
    text: "--name N              the artifact's name (default github-pages)",
  },
  {
    name: 'retention-days',
    actions: ['pack'],
    text: '--retention-days D    days the artifact is kept (1 to 90, default 1)',
  },
  {
    name: 'api-url',
    actions: ALL,
    text: '--api-url URL         the API root (default: GITHUB_API_URL, else https://api.github.com)',
  },
  { name: 'json', actions: ALL, text: '--json                print the outcome as JSON' },
];

/** The environment variables each action reads. */
const ENVIRONMENT: { actions: readonly PagesAction[]; text: string }[] = [
  {
    actions: ['deploy', 'site', 'build', 'health'],
    text: `SVC_TOKEN, else GITHUB_TOKEN   the token (deploy: write on the repository, apps pages write; site and health:
                               repository admin or maintainer, repo scope or pages write; build: repo scope)`,
  },
  {
    actions: ['deploy'],
    text: `ACTIONS_ID_TOKEN_REQUEST_URL, ACTIONS_ID_TOKEN_REQUEST_TOKEN   deploy: the runner's OIDC token request (a job
                               with id-token: write has them)`,
  },
  {
    actions: ['pack'],
    text: "ACTIONS_RESULTS_URL, ACTIONS_RUNTIME_TOKEN   pack --upload: the runner's artifact service (every job has them)",
  },
  {
    actions: ['pack', 'deploy', 'health'],
    text: 'GITHUB_STEP_SUMMARY            when set (in a workflow), pack, deploy and health append their result as Markdown',
  },
];

const EXIT =
  'Exit status: 0 done (deployed, built, healthy), 1 it failed, timed out or the service refused, 2 usage error.\n';

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((line) => by + line)
    .join('\n');

/** `sarif-pipeline pages ACTION ` and its arguments, continued under them. */
function usage(action: PagesAction, width: number): string {
  const head = `  sarif-pipeline pages ${action.padEnd(width)} `;
  const [first, ...rest] = ACTIONS[action].usage;
  return [head + first, ...rest.map((l) => ' '.repeat(head.length) + l)].join('\n');
}

function sections(actions: readonly PagesAction[]): string {
  const takes = (of: readonly PagesAction[]) => of.some((a) => actions.includes(a));
  return `Options:
${PAGES_OPTIONS.filter((o) => takes(o.actions))
  .map((o) => indent(o.text, '  '))
  .join('\n')}

Environment:
${ENVIRONMENT.filter((e) => takes(e.actions))
  .map((e) => indent(e.text, '  '))
  .join('\n')}

${EXIT}`;
}

/** `pages --help`: every action. */
export function pagesHelp(): string {
  return `sarif-pipeline pages: deploy a site, set it up, build it, check its custom domain.

Usage:
${ORDER.map((a) => usage(a, 6)).join('\n')}

${ORDER.map((a) => `${a.padEnd(8)} ${ACTIONS[a].does.split('\n').join(`\n${' '.repeat(9)}`)}`).join('\n')}
  (\`sarif-pipeline pages ACTION --help\` shows one action's options)

${sections(ALL)}`;
}

/** `pages ACTION --help`: that action only. */
export function pagesActionHelp(action: PagesAction): string {
  const does = ACTIONS[action].does;
  return `Usage:
${usage(action, action.length)}

${does[0].toUpperCase()}${does.slice(1)}

${sections([action])}`;
}
