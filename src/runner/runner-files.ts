/**
 * The runner's files and commands, as the service's runner writes and reads them: a fresh GITHUB_OUTPUT,
 * GITHUB_ENV, GITHUB_PATH, GITHUB_STATE and GITHUB_STEP_SUMMARY for each step (existing, empty: @actions/core
 * stops on a missing one), read back after the step (`name=value` lines and `name<<DELIMITER` blocks), and the
 * workflow commands a step prints on stdout (`::name k=v,...::message`).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface StepFiles {
  GITHUB_OUTPUT: string;
  GITHUB_ENV: string;
  GITHUB_PATH: string;
  GITHUB_STATE: string;
  GITHUB_STEP_SUMMARY: string;
}

let counter = 0;

/** Empty files for one step, under RUNNER_TEMP/_runner_file_commands as the runner keeps them. */
export function stepFiles(runnerTemp: string): StepFiles {
  const dir = join(runnerTemp, '_runner_file_commands');
  mkdirSync(dir, { recursive: true });
  const n = `${process.pid}_${++counter}`;
  const files: StepFiles = {
    GITHUB_OUTPUT: join(dir, `set_output_${n}`),
    GITHUB_ENV: join(dir, `set_env_${n}`),
    GITHUB_PATH: join(dir, `add_path_${n}`),
    GITHUB_STATE: join(dir, `save_state_${n}`),
    GITHUB_STEP_SUMMARY: join(dir, `step_summary_${n}`),
  };
  for (const f of Object.values(files)) writeFileSync(f, '');
  return files;
}

/** A malformed file command (a heredoc without its delimiter, a line without `=`): the step fails, as on the service. */
export class FileCommandError extends Error {
  override readonly name = 'FileCommandError';
}

/** `name=value` lines and `name<<DELIMITER` … `DELIMITER` blocks. */
export function readKeyValues(file: string, what: string): Record<string, string> {
  const out: Record<string, string> = {};
  const text = readFileSync(file, 'utf8');
  if (text === '') return out;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line === '') continue;
    const eq = line.indexOf('=');
    const heredoc = line.indexOf('<<');
    if (heredoc > 0 && (eq < 0 || heredoc < eq)) {
      const name = line.slice(0, heredoc);
      const delimiter = line.slice(heredoc + 2);
      if (delimiter === '') throw new FileCommandError(`${what}: empty delimiter for ${name}`);
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]);
      if (i >= lines.length)
        throw new FileCommandError(`${what}: matching delimiter ${delimiter} not found for ${name}`);
      out[name] = value.join('\n');
    } else if (eq > 0) {
      out[line.slice(0, eq)] = line.slice(eq + 1);
    } else {
      throw new FileCommandError(`${what}: invalid line ${JSON.stringify(line.slice(0, 80))}`);
    }
  }
  return out;
}

export const readPaths = (file: string): string[] =>
  readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');

export interface WorkflowCommand {
  name: string;
  props: Record<string, string>;
  message: string;
}

const unescapeData = (s: string) => s.replace(/%0D/gi, '\r').replace(/%0A/gi, '\n').replace(/%25/g, '%');
const unescapeProp = (s: string) => unescapeData(s).replace(/%3A/gi, ':').replace(/%2C/gi, ',');

/** `::error file=a.js,line=3::message` → { name: 'error', props: { file, line }, message }. */
export function parseCommand(line: string): WorkflowCommand | undefined {
  const m = /^\s*::([A-Za-z-]+)(?: ([^:]*?))?::(.*)$/.exec(line);
  if (!m) return undefined;
  const props: Record<string, string> = {};
  for (const part of (m[2] ?? '').split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) props[part.slice(0, eq).trim()] = unescapeProp(part.slice(eq + 1));
  }
  return { name: m[1].toLowerCase(), props, message: unescapeData(m[3]) };
}
