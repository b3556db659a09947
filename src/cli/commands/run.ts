/**
 * `sarif-pipeline run WORKFLOW`: run a workflow file from the checkout it works on, against the embedded emulator
 * (or a running `serve`), with GitHub's own parser and evaluator. A thin shell over the runner's door.
 */
import { parseArgs } from 'node:util';
import { UserError } from '../../errors.js';
import { abandonRuns, runWorkflow } from '../../runner/index.js';
import { atForcedExit, untilStopped } from '../stop.js';
import { argsProblem } from '../usage.js';
import type { CommandIo } from './shared.js';

export const HELP = `sarif-pipeline run: run a workflow file locally, as the service's runner would, against the emulator.

Usage: sarif-pipeline run WORKFLOW [options]

Run it from the checkout the workflow works on: the current directory is GITHUB_WORKSPACE. The workflow is read
and checked with GitHub's own parser (@actions/workflow-parser) and its expressions evaluated with GitHub's own
evaluator; jobs run on this machine (runs-on is reported), each bound to the emulator with a token that has
exactly the job's permissions. Exit status 0 only when the workflow succeeded.

Options:
  --job ID               run only this job and the jobs it needs (repeatable)
  --event NAME           push (default), pull_request or workflow_dispatch: the payload in GITHUB_EVENT_PATH
  --event-path FILE      a payload of your own instead
  --input K=V            a workflow_dispatch input (repeatable; declared defaults fill the rest)
  --secrets-file FILE    secrets, NAME=value lines as act's dotenv (quoted values may span lines; masked
                         everywhere in the output)
  --var K=V              a configuration variable (vars.K; repeatable)
  --actions-dir DIR      where owner/repo[/path]@ref actions are: DIR/<owner>/<repo>@<ref>/...
  --use OLD=NEW          run NEW wherever the workflow uses OLD, whatever its ref (repeatable); OLD is
                         owner/repo[/path], NEW is owner/repo[/path][@ref], ./path or sarif-pipeline[/step]
                         (this package's steps), e.g. --use github/codeql-action/upload-sarif=sarif-pipeline
  --repo OWNER/NAME      the repository of the run (default: the emulator's workflow token's, acme/webapp)
  --ref REF              GITHUB_REF (default: the checked-out branch, else refs/heads/main;
                         refs/pull/1/merge for pull_request)
  --sha SHA              GITHUB_SHA (default: git HEAD of the current directory, else the repository's last)
  --api-url URL          an emulator already running (sarif-pipeline serve): its API URL (…/api/v3)
  --admin-token T        its admin token (needed with --api-url); better EMULATOR_ADMIN_TOKEN, which a
                         process list does not show
  --vendor WORD          the embedded emulator's vendor word (default svc; github for other projects' released
                         actions, such as codeql-action's upload-sarif)
  --keep-running         leave the embedded emulator up after the run and print the dashboard's URL
  --debug                show ::debug:: lines (as the secret or variable ACTIONS_STEP_DEBUG=true does)
`;

const OPTIONS = {
  job: { type: 'string', multiple: true },
  event: { type: 'string' },
  'event-path': { type: 'string' },
  input: { type: 'string', multiple: true },
  'secrets-file': { type: 'string' },
  var: { type: 'string', multiple: true },
  'actions-dir': { type: 'string' },
  use: { type: 'string', multiple: true },
  repo: { type: 'string' },
  ref: { type: 'string' },
  sha: { type: 'string' },
  'api-url': { type: 'string' },
  'admin-token': { type: 'string' },
  vendor: { type: 'string' },
  'keep-running': { type: 'boolean', default: false },
  debug: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

function pairs(values: string[] | undefined, option: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of values ?? []) {
    const eq = v.indexOf('=');
    if (eq <= 0) throw new UserError(`--${option} ${v}: write --${option} NAME=VALUE`, undefined, 2);
    out[v.slice(0, eq)] = v.slice(eq + 1);
  }
  return out;
}

export async function run(args: string[], io?: CommandIo): Promise<number> {
  const out = (t: string) => (io ? io.stdout(t) : process.stdout.write(t));
  let parsed;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UserError(argsProblem(err), 'Run `sarif-pipeline run --help`.', 2);
  }
  const v = parsed.values;
  if (v.help) {
    out(HELP);
    return 0;
  }
  if (parsed.positionals.length !== 1)
    throw new UserError(
      parsed.positionals.length === 0
        ? 'run needs a workflow file'
        : `run takes one workflow file; got ${parsed.positionals.length}`,
      'Usage: sarif-pipeline run WORKFLOW [options]',
      2,
    );
  if (v['admin-token'] !== undefined && v['api-url'] === undefined)
    throw new UserError('--admin-token goes with --api-url', undefined, 2);
  // Only for an emulator already running (--api-url): the embedded one makes its own.
  const env = io?.env ?? process.env;
  const adminToken = v['api-url'] === undefined ? undefined : (v['admin-token'] ?? env.EMULATOR_ADMIN_TOKEN);
  if (v.sha !== undefined && !/^[0-9a-f]{40}$/.test(v.sha))
    throw new UserError(`--sha must be 40 hexadecimal digits; got ${JSON.stringify(v.sha)}`, undefined, 2);
  if (v.ref !== undefined && !v.ref.startsWith('refs/'))
    throw new UserError(
      `--ref must start with refs/ (refs/heads/main, refs/tags/v1); got ${JSON.stringify(v.ref)}`,
      undefined,
      2,
    );
  // SIGINT and SIGTERM (stop.ts) cancel every job: running steps are stopped, always() and post steps run.
  const signal = io?.signal;
  // A forced exit (a second signal) kills the steps' process groups and removes the run's directory.
  const release = atForcedExit(abandonRuns);
  let result;
  try {
    result = await runWorkflow({
      workflow: parsed.positionals[0],
      jobs: v.job,
      event: v.event,
      eventPath: v['event-path'],
      inputs: pairs(v.input, 'input'),
      secretsFile: v['secrets-file'],
      vars: pairs(v.var, 'var'),
      actionsDir: v['actions-dir'],
      use: v.use,
      repository: v.repo,
      ref: v.ref,
      sha: v.sha,
      apiUrl: v['api-url'],
      adminToken,
      keepRunning: v['keep-running'],
      vendor: v.vendor,
      debug: v.debug,
      output: { write: out },
      signal,
    });
  } finally {
    release();
  }
  if (result.service) {
    out(
      `\nthe emulator keeps running: API ${result.service.apiUrl}; dashboard ${result.service.dashboardUrl}; Ctrl-C to stop\n`,
    );
    await untilStopped(signal);
    await result.service.close();
  }
  return result.exitCode;
}
