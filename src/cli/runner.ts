/**
 * A runner, as far as a workflow step sees one: inputs as INPUT_* variables, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY
 * files, the job's variables, and the log with workflow commands rendered as the runner's log view shows them.
 * `npm start` (demo) and the end-to-end workflow test run the bundled actions through it.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface StepRun {
  code: number;
  outputs: Record<string, string>;
  summary: string;
  /** The log as the runner's log view shows it. */
  log: string[];
}

let steps = 0;

/** Parse a GITHUB_OUTPUT file (name=value lines and name<<DELIMITER blocks). */
export function readOutputs(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const heredoc = /^([^=<]+)<<(.+)$/.exec(lines[i]);
    if (heredoc) {
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== heredoc[2]; i++) value.push(lines[i]);
      out[heredoc[1]] = value.join('\n');
    } else if (lines[i].includes('=')) {
      const at = lines[i].indexOf('=');
      out[lines[i].slice(0, at)] = lines[i].slice(at + 1);
    }
  }
  return out;
}

/** Run one bundled action as a runner does, echoing its log; returns its outputs and job summary. */
export async function runAction(
  bundle: string,
  inputs: Record<string, string>,
  env: Record<string, string>,
  work: string,
  echo = true,
): Promise<StepRun> {
  const step = ++steps;
  const outputFile = join(work, `output-${process.pid}-${step}`);
  const summaryFile = join(work, `summary-${process.pid}-${step}`);
  const log: string[] = [];
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const inputEnv = Object.fromEntries(
    Object.entries(inputs).map(([k, v]) => [`INPUT_${k.replace(/ /g, '_').toUpperCase()}`, v]),
  );
  // Steps run in the workspace, as on a runner: relative paths in inputs are relative to the checkout.
  const child = spawn(process.execPath, [bundle], {
    cwd: env.GITHUB_WORKSPACE ?? process.cwd(),
    env: { ...process.env, ...env, ...inputEnv, GITHUB_OUTPUT: outputFile, GITHUB_STEP_SUMMARY: summaryFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const show = (stream: NodeJS.WriteStream) => {
    let pending = '';
    return (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const shown = asRunnerShows(line);
        if (shown === undefined) continue;
        log.push(shown);
        if (echo) stream.write(`  │ ${shown}\n`);
      }
    };
  };
  child.stdout.on('data', show(process.stdout));
  child.stderr.on('data', show(process.stderr));
  const code = await new Promise<number>((done) => child.on('exit', (c) => done(c ?? 1)));
  return { code, outputs: readOutputs(outputFile), summary: readFileSync(summaryFile, 'utf8'), log };
}

/** A log line as a runner's log view shows it: workflow commands rendered, debug and mask lines hidden. */
export function asRunnerShows(line: string): string | undefined {
  const command = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
  if (!command) return line;
  const [, name, props = '', raw] = command;
  const message = raw.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
  const file = /(?:^|,)file=([^,]*)/.exec(props)?.[1];
  const lineNo = /(?:^|,)line=(\d+)/.exec(props)?.[1];
  const where = file ? ` (${file}${lineNo ? `:${lineNo}` : ''})` : '';
  switch (name) {
    case 'error':
    case 'warning':
    case 'notice':
      return `${name}${where}: ${message.replace(/\n/g, '\n  │   ')}`;
    case 'group':
      return `▸ ${message}`;
    default:
      return undefined; // debug, add-mask, endgroup, set-output...
  }
}

/**
 * The defaults of an action's inputs, as the runner fills them in for inputs a workflow leaves out (from the
 * action.yml next to the bundle's directory: dist/<name>/index.js → <name>/action.yml, or the root action.yml).
 * Only the shape our action.yml files have is read (`inputs:` → `  name:` → `    default: value`), and of
 * expressions only `${{ github.token }}`.
 */
export function actionDefaults(actionYml: string, githubToken: string): Record<string, string> {
  const defaults: Record<string, string> = {};
  let inInputs = false;
  let current: string | undefined;
  for (const line of readFileSync(actionYml, 'utf8').split('\n')) {
    if (/^\S/.test(line)) {
      inInputs = line.startsWith('inputs:');
      current = undefined;
      continue;
    }
    if (!inInputs) continue;
    const name = /^ {2}([\w-]+):\s*$/.exec(line);
    if (name) current = name[1];
    const value = /^ {4}default:\s*(.*)$/.exec(line);
    if (current && value) {
      const raw = value[1]
        .trim()
        .replace(/^'(.*)'$/, '$1')
        .replace(/^"(.*)"$/, '$1');
      defaults[current] = raw.replace(/\$\{\{\s*github\.token\s*\}\}/g, githubToken);
    }
  }
  return defaults;
}
