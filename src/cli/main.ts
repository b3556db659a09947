/**
 * The `sarif-pipeline` command line: a thin shell over the engine. Parses arguments, shows progress and results,
 * and maps outcomes to exit codes (0 valid, 1 invalid input, 2 usage error).
 */
import packageJson from '../../package.json' with { type: 'json' };
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { formatCount, plural } from '../format.js';
import {
  check,
  type CheckOptions,
  type CheckResult,
  formatDiagnostics,
  formatInputs,
  formatReport,
} from '../sarif/index.js';
import { parsePositiveInt } from '../inputs.js';
import { UserError } from '../errors.js';
import { writeProblem, writeWhole } from '../write-whole.js';
import { progressPrinter } from './progress.js';
import { untilStopped } from './stop.js';
import { argsProblem, withNegativeValues } from './usage.js';
import { categoryOption, type CommandIo } from './commands/shared.js';
import { makeDirectory } from '../make-directory.js';

/** `check`: what it does and its options (also part of the overview). */
const CHECK_HELP = `check validates each input against the SARIF 2.1.0 schema and the service's rules, ranks results by severity,
trims every run to the service's documented limits, and gzips and Base64-encodes each upload it would make.
It uses no network. Inputs are files, directories (searched recursively for *.sarif, *.sarif.json, *.sarif.gz)
or glob patterns (quote them: 'out/**/*.sarif'), and - for standard input (piped or redirected, plain or gzip;
named <stdin>). Files of any size are read with bounded memory; inputs with the same bytes are read once.

Options:
  --category C        set every run's category (runAutomationDetails.id); runs of one tool and category merge
  --checkout DIR      checkout root the SARIF paths are relative to; adds missing primaryLocationLineHash
                      fingerprints from the source files
  --out-dir DIR       write each upload as plain SARIF (DIR/upload-N.sarif) and the report (DIR/report.json)
  --json              print the whole outcome as JSON on stdout instead of text
  --shrink-to-fit     drop the lowest-ranked results until each upload fits the 10 MB compressed limit
                      (without it, an upload above the limit is an error)
  --max-inflated N    largest inflated size of a .gz input, in bytes (default 4 GiB)
  --max-ratio N       largest inflated/compressed ratio of a .gz input (default 200; real SARIF: 5 to 41),
                      judged once 64 MiB is inflated (a smaller file may compress as well as it likes)
  --max-diagnostics N diagnostics shown per file and severity (default 100; all are counted)
  --quiet             no progress output
  --workers N         threads that parse and validate results (default: none, unless more than a quarter
                      of the first 8 MB of results need JSON.parse and the schema validator and 64 MB or
                      more remain: then one per core; 0: read on the main thread only)

`;

/** `serve`: the emulator. */
const SERVE_HELP = `serve starts the local emulator of the service (the API under /api/v3, the OIDC issuer, Pages sites, an admin
API and a dashboard under /_emulator) and prints their URLs and the admin token; it runs until stopped (Ctrl-C).
It listens on --host (default 127.0.0.1, this machine only) and --port (default 3000; 0 picks a free port);
--seed FILE replaces the bundled seed (format in docs/emulator.md); --state DIR keeps the state in that directory
(every acknowledged change, even if the process is killed) and loads it at start, so a restart loses nothing;
the admin token is kept there too. EMULATOR_ADMIN_TOKEN (or --admin-token T, which a process list shows) sets the
token instead. --vendor WORD (default svc) is the word in every X-<Vendor>-* header, media type and OIDC claim
(--vendor github for the real clients);
--enterprise-version V answers as a self-managed installation of that version (X-<Vendor>-Enterprise-Version).
With --vendor github the bundled seed's tokens have the service's forms (ghp_…, github_pat_…, ghs_…; listed in
docs/emulator.md). --auto-bind (the default with --vendor github; --no-auto-bind turns it off) binds the run a
workflow token names (GITHUB_RUN_ID of a job nobody bound) on first use, as the runner would have; the dashboard
lists bindings.

`;

const HELP = `sarif-pipeline: validate, trim and encode SARIF for the code-scanning service.

Usage:
  sarif-pipeline check <path|dir|glob|->... [options]
  sarif-pipeline serve [--port N] [--host H] [--seed FILE] [--state DIR] [--vendor WORD] [--enterprise-version V]
  sarif-pipeline demo                      the whole pipeline on the embedded emulator (what \`npm start\` runs)
  sarif-pipeline run WORKFLOW [options]    run a workflow file locally against the emulator (run --help)
  sarif-pipeline upload <path|dir|glob|->... check, trim, upload, wait for processing, summarize alerts
  sarif-pipeline alerts                    summarize code-scanning alerts of a repository or organization
  sarif-pipeline pages pack|deploy|site|build|health   pack and upload a site, deploy it, set up Pages
  sarif-pipeline deploy-keys list|add|remove
  sarif-pipeline search code|commits <words...>
  sarif-pipeline properties
  sarif-pipeline authorizations ... | grants ...   (deprecated; Basic authentication)
  sarif-pipeline <command> --help          the options of each command
  sarif-pipeline help | --help
  sarif-pipeline --version

${CHECK_HELP}${SERVE_HELP}Commands that call the service read the token from SVC_TOKEN (else GITHUB_TOKEN), never from an argument, and
the API URL from --api-url, else GITHUB_API_URL.

Exit status: 0 success, 1 a failure to fix in the input or the service's answer (an invalid or unreadable input, an
upload too large, an API error), 2 usage error (an unknown command or option, a bad value), 130 or 143 stopped
by Ctrl-C (SIGINT) or SIGTERM, 70 an internal error (a bug in sarif-pipeline: please report it).
`;

/** The package's version, from package.json at build time (the release script sets it there only). */
const VERSION = packageJson.version;

type Command = (args: string[], io?: CommandIo) => Promise<number>;

/** Commands in their own modules, loaded on demand (one import): `check` does not pay for the client or the emulator. */
const COMMANDS: Record<string, (m: typeof import('./commands/index.js')) => Command> = {
  demo: (m) => m.demo,
  run: (m) => m.runWorkflow,
  upload: (m) => m.upload,
  alerts: (m) => m.alerts,
  pages: (m) => m.pages,
  'deploy-keys': (m) => m.deployKeys,
  search: (m) => m.search,
  properties: (m) => m.properties,
  authorizations: (m) => m.authorizations,
  grants: (m) => m.grants,
};

/**
 * Run the CLI; resolves to the exit code. Throws UserError for usage and input errors (see index.ts). `signal`
 * (SIGTERM, SIGINT: see stop.ts) stops every request of the command.
 */
export async function main(argv: string[], signal?: AbortSignal): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    process.stdout.write(HELP);
    return command === undefined ? 2 : 0;
  }
  if (command === '--version' || command === '-v') {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }
  if (command === 'check') return runCheck(rest);
  if (command === 'serve') return runServe(rest);
  const pick = COMMANDS[command];
  if (pick) {
    const commands = await import('./commands/index.js');
    return pick(commands)(rest, commands.processIo(signal));
  }
  throw new UserError(`unknown command "${command}"`, 'Run `sarif-pipeline --help` for the commands.', 2);
}

const CHECK_OPTIONS = {
  category: { type: 'string' },
  checkout: { type: 'string' },
  'out-dir': { type: 'string' },
  json: { type: 'boolean', default: false },
  'shrink-to-fit': { type: 'boolean', default: false },
  'max-inflated': { type: 'string' },
  'max-ratio': { type: 'string' },
  'max-diagnostics': { type: 'string' },
  quiet: { type: 'boolean', default: false },
  workers: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

const SERVE_OPTIONS = {
  port: { type: 'string', default: '3000' },
  host: { type: 'string', default: '127.0.0.1' },
  seed: { type: 'string' },
  state: { type: 'string' },
  'admin-token': { type: 'string' },
  vendor: { type: 'string' },
  'enterprise-version': { type: 'string' },
  'auto-bind': { type: 'boolean' },
  'no-auto-bind': { type: 'boolean' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

async function runCheck(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: withNegativeValues(args, CHECK_OPTIONS),
      allowPositionals: true,
      options: CHECK_OPTIONS,
    });
  } catch (err) {
    throw new UserError(argsProblem(err), 'Run `sarif-pipeline check --help` for the options.', 2);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`Usage: sarif-pipeline check <path|dir|glob|->... [options]\n\n${CHECK_HELP}`);
    return 0;
  }
  if (positionals.length === 0)
    throw new UserError(
      'check needs at least one SARIF file, directory or glob pattern',
      'Example: sarif-pipeline check results/',
      2,
    );
  // On a terminal one line redrawn in place; in a log a line every few seconds; nothing with --quiet or --json.
  const progress =
    values.quiet || values.json
      ? undefined
      : progressPrinter({
          write: (t) => void process.stderr.write(t),
          tty: Boolean(process.stderr.isTTY) && process.env.GITHUB_ACTIONS !== 'true',
        });
  const options: CheckOptions = {
    category: categoryOption(values.category, 'check'),
    checkoutRoot: values.checkout,
    shrinkToFit: values['shrink-to-fit'],
    maxInflatedBytes: positiveInt(values['max-inflated'], '--max-inflated', 'check'),
    maxInflateRatio: positiveInt(values['max-ratio'], '--max-ratio', 'check'),
    maxDiagnostics: positiveInt(values['max-diagnostics'], '--max-diagnostics', 'check'),
    workers:
      values.workers === undefined
        ? undefined
        : values.workers === '0'
          ? 0
          : positiveInt(values.workers, '--workers', 'check'),
    onProgress: progress,
  };
  let result: CheckResult;
  try {
    result = await check(positionals, options);
  } finally {
    progress?.end();
  }
  if (values['out-dir']) await writeOutputs(values['out-dir'], result);
  if (values.json) {
    process.stdout.write(`${JSON.stringify(toJson(result), null, 2)}\n`);
  } else {
    process.stdout.write(`${formatText(result)}\n`);
  }
  return result.valid ? 0 : 1;
}

/** The emulator's settings from serve's flags: the vendor word, the Enterprise version, auto-bind. */
function serveConfig(values: {
  vendor?: string;
  'enterprise-version'?: string;
  'auto-bind'?: boolean;
  'no-auto-bind'?: boolean;
}) {
  if (values.vendor !== undefined && !/^[a-z][a-z0-9]{0,31}$/.test(values.vendor))
    throw new UserError(
      `--vendor must be one lowercase word (letters and digits), got "${values.vendor}"`,
      'For example --vendor github: headers become X-Github-*, media types application/vnd.github+json.',
      2,
    );
  const enterpriseVersion = values['enterprise-version'];
  if (enterpriseVersion !== undefined && !/^(\d+\.\d+(\.\d+)?|ghe\.com)$/.test(enterpriseVersion))
    throw new UserError(
      `--enterprise-version must be a version such as 3.14, or ghe.com, got "${enterpriseVersion}"`,
      undefined,
      2,
    );
  if (values['auto-bind'] && values['no-auto-bind'])
    throw new UserError('--auto-bind and --no-auto-bind contradict each other', 'Give one of them.', 2);
  return {
    ...(values.vendor ? { vendor: values.vendor } : {}),
    ...(enterpriseVersion ? { enterpriseVersion } : {}),
    autoBind: values['no-auto-bind'] ? false : (values['auto-bind'] ?? values.vendor === 'github'),
  };
}

async function runServe(args: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: withNegativeValues(args, SERVE_OPTIONS), options: SERVE_OPTIONS }));
  } catch (err) {
    throw new UserError(argsProblem(err), 'Run `sarif-pipeline serve --help` for the options.', 2);
  }
  if (values.help) {
    process.stdout.write(
      `Usage: sarif-pipeline serve [--port N] [--host H] [--seed FILE] [--state DIR] [--admin-token T]\n                            [--vendor WORD] [--enterprise-version V] [--auto-bind | --no-auto-bind]\n\n${SERVE_HELP}`,
    );
    return 0;
  }
  const port = portOption(values.port);
  const config = serveConfig(values);
  // Loaded only here: `check` does not pay for the server.
  const { DEFAULT_SEED, loadSeedFile, startEmulator, StateDirError, withServiceTokens } =
    await import('../emulator/index.js');
  // Acting as the service, the bundled seed's tokens take the service's forms (ghp_, github_pat_, ghs_).
  let seed = values.vendor === 'github' ? withServiceTokens(DEFAULT_SEED) : undefined;
  if (values.seed) {
    try {
      seed = loadSeedFile(values.seed);
    } catch (err) {
      throw new UserError(
        `cannot use the seed ${values.seed}: ${(err as Error).message}`,
        'See the seed format in docs/emulator.md.',
      );
    }
  }
  let emulator;
  try {
    emulator = await startEmulator({
      host: values.host,
      port,
      seed,
      stateDir: values.state,
      adminToken: values['admin-token'] ?? (process.env.EMULATOR_ADMIN_TOKEN || undefined),
      config,
    });
  } catch (err) {
    if (err instanceof StateDirError)
      throw new UserError(
        `cannot load the state: ${err.message}`,
        'Move the directory aside (or fix the file) and start again; without --state the emulator starts from the seed.',
      );
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new UserError(
        `port ${port} is in use`,
        'Choose another with --port, or --port 0 for any free port.',
      );
    throw err;
  }
  process.stdout.write(`emulator: API ${emulator.apiUrl}\n`);
  process.stdout.write(`emulator: dashboard ${emulator.dashboardUrl}\n`);
  process.stdout.write(
    `emulator: admin API ${emulator.origin}/_emulator (state, reset, faults, requests, jobs), token ${emulator.adminToken}\n`,
  );
  if (values.state) process.stdout.write(`emulator: state kept in ${values.state}\n`);
  await untilStopped(undefined);
  await emulator.close();
  return 0;
}

function positiveInt(value: string | undefined, name: string, command: string): number | undefined {
  if (value === undefined) return undefined;
  const hint = `Run \`sarif-pipeline ${command} --help\` for the options.`;
  // Given but empty (`--port ''`) is a mistake, not the default.
  if (value.trim() === '') throw new UserError(`${name} needs a value: a positive whole number`, hint, 2);
  try {
    return parsePositiveInt(value, name);
  } catch (err) {
    if (err instanceof UserError) throw new UserError(err.message, err.hint ?? hint, 2);
    throw err;
  }
}

async function writeOutputs(dir: string, result: CheckResult): Promise<void> {
  try {
    makeDirectory(dir);
    // Nothing half-written: without a valid outcome there are no uploads to write, only the report (an upload over
    // the size limit is made, and refused: not written); and the uploads and the report are written whole, all of
    // them or none (a full disk leaves no cut upload).
    await writeWhole([
      ...(result.valid ? result.uploads : []).map((u) => ({
        path: join(dir, `upload-${u.index + 1}.sarif`),
        // Inflated as it is written, in zlib's chunks: each upload's SARIF whole (gunzipSync) would be garbage that
        // external memory lets pile up to 40 MB over 500 uploads before a collection frees it.
        write: (tmp: string) =>
          pipeline(Readable.from([u.gzip]), createGunzip(), createWriteStream(tmp, { flags: 'wx' })),
      })),
      { path: join(dir, 'report.json'), data: `${JSON.stringify(toJson(result), null, 2)}\n` },
    ]);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    const why = writeProblem(err);
    if (!why) throw err;
    throw new UserError(
      `cannot write to --out-dir ${dir}: ${why}${e.path && e.path !== dir ? ` (${e.path})` : ''}`,
      'Give --out-dir a directory, or a path where one can be made.',
      1,
    );
  }
}

function toJson(result: CheckResult) {
  return {
    valid: result.valid,
    inputs: result.inputs,
    diagnostics: result.diagnostics,
    report: result.report,
    uploads: result.uploads.map(({ index, runs, results, rawBytes, gzip, sarif }) => ({
      index,
      runs,
      results,
      rawBytes,
      gzipBytes: gzip.length,
      base64Bytes: sarif.length,
    })),
    timings: result.timings,
  };
}

function formatText(result: CheckResult): string {
  const lines: string[] = [];
  const sorted = [...result.diagnostics].sort((a, b) =>
    a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1,
  );
  lines.push(...formatDiagnostics(sorted));
  if (sorted.length > 0) lines.push('');
  lines.push(...formatInputs(result.inputs));
  const shown = result.diagnostics.length;
  const counted = result.inputs.reduce((n, i) => n + i.errors + i.warnings, 0);
  if (counted > shown)
    lines.push(`(${formatCount(counted - shown)} more diagnostics not shown; see --max-diagnostics)`);
  if (result.report.runs.length > 0) lines.push('', formatReport(result.report));
  lines.push(
    '',
    result.valid
      ? `OK: ${plural(result.uploads.length, 'upload')} ready`
      : 'FAILED: fix the errors above; nothing would be uploaded',
  );
  return lines.join('\n');
}

/** `--port`: 0 (any free port) to 65535. */
function portOption(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!(n >= 0 && n <= 65535))
    throw new UserError(
      `--port must be a whole number from 0 (any free port) to 65535; got ${JSON.stringify(value)}`,
      'Run `sarif-pipeline serve --help`.',
      2,
    );
  return n;
}
