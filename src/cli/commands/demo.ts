/**
 * `npm start`: the workflow a user would copy, run offline. Runs samples/workflows/demo.yml with the runner (what
 * `sarif-pipeline run samples/workflows/demo.yml` does from the package's root) against the embedded emulator: configure Pages, build and pack a site, deploy it in a second
 * job, then scan, upload the SARIF and summarize the alerts.
 */
import { realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { UserError } from '../../errors.js';
import { abandonRuns, runWorkflow } from '../../runner/index.js';
import { atForcedExit, untilStopped } from '../stop.js';
import type { CommandIo } from './shared.js';

export const HELP = `sarif-pipeline demo: run samples/workflows/demo.yml against the embedded emulator (what \`npm start\` does).

Usage: sarif-pipeline demo [--keep-running]

The same as \`sarif-pipeline run samples/workflows/demo.yml\` from the package's root: configure Pages, build and pack a site, deploy it in a second job, then scan, upload the SARIF and
summarize the alerts, as a runner would; prints each job's log, the job summaries and a table of the steps, then
stops (or, with --keep-running, leaves the emulator up: open the printed dashboard URL).
`;

/** The package's root, from this bundle (dist/cli) or module, whatever the current directory. */
function root(): string {
  // No path literal here: ncc would take one for an asset and copy that directory into the bundle.
  // The real path: an installed command is a link (npm's bin directory) to dist/cli/index.js.
  const cli = dirname(realpathSync(resolve(process.argv[1] ?? process.cwd())));
  return resolve(cli, '..', '..');
}

export async function run(args: string[], io?: CommandIo): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(HELP);
    return 0;
  }
  const unknown = args.filter((a) => a !== '--keep-running');
  if (unknown.length > 0)
    throw new UserError(`unknown argument ${unknown[0]}`, 'Run `sarif-pipeline demo --help`.', 2);
  const base = root();
  const workflow = join(base, 'samples', 'workflows', 'demo.yml');
  process.stdout.write(`sarif-pipeline run samples/workflows/demo.yml (in ${base})\n\n`);
  // A forced exit (a second signal) kills the steps' process groups and removes the run's directory.
  const release = atForcedExit(abandonRuns);
  let result;
  try {
    result = await runWorkflow({
      workflow,
      workspace: base,
      keepRunning: args.includes('--keep-running'),
      processingDelayMs: 300,
      signal: io?.signal,
    });
  } finally {
    release();
  }
  if (result.service) {
    process.stdout.write(
      `\nthe emulator keeps running at ${result.service.apiUrl}; dashboard ${result.service.dashboardUrl}; Ctrl-C to stop\n`,
    );
    await untilStopped(io?.signal);
    await result.service.close();
  }
  return result.exitCode;
}
