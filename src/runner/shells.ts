/**
 * The shell of a `run:` step, as the runner reads `shell:`: a keyword (`bash`, `sh`, `python`, `pwsh`, and the
 * Windows-only `cmd` and `powershell`) or a template `command [args] {0}` split into its program and arguments as a
 * command line (double quotes group, as the runner's process start parses them); `{0}` is the script file, written
 * with the extension its program expects. `checkShells` refuses, before any job runs, a shell that can never run here.
 */
import { existsSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import { at, entries, isExpression, items, literal, where, type Workflow } from './workflow.js';
import { UserError } from '../errors.js';

export interface ShellPlan {
  command: string;
  /** The arguments, `{0}` where the script's path goes. */
  args: string[];
  /** The script file's extension. */
  ext: string;
}

/** Why a shell cannot run here, and what the user can do. */
export class ShellError extends UserError {
  constructor(
    place: string,
    readonly shell: string,
    readonly why: string,
    hint: string,
    /** The program is not on PATH now: an earlier step may still put it there (a setup action). */
    readonly missing = false,
  ) {
    super(`${place}: shell ${JSON.stringify(shell)}: ${why}`, hint, 1);
    this.name = 'ShellError';
  }
}

/** A program found on PATH (or an existing path); undefined when it is not there. */
export function onPath(program: string, path = process.env.PATH ?? ''): string | undefined {
  const isFile = (p: string) => {
    try {
      return statSync(p).isFile();
    } catch {
      return false;
    }
  };
  if (program.includes('/')) return isFile(program) ? program : undefined;
  return path
    .split(delimiter)
    .filter(Boolean)
    .map((d) => join(d, program))
    .find(isFile);
}

/**
 * A command line split into words: whitespace separates them, double quotes group (2n backslashes before a quote
 * give n backslashes, 2n+1 a literal quote), single quotes are plain characters.
 */
export function splitCommandLine(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '\\') {
      let n = 0;
      while (line[i + n] === '\\') n++;
      if (line[i + n] === '"') {
        word += '\\'.repeat(Math.floor(n / 2)) + (n % 2 === 1 ? '"' : '');
        if (n % 2 === 0) quoted = !quoted;
        i += n;
      } else {
        word += '\\'.repeat(n);
        i += n - 1;
      }
      inWord = true;
    } else if (c === '"') {
      quoted = !quoted;
      inWord = true;
    } else if (/\s/.test(c) && !quoted) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

const bashPath = () => ['/bin/bash', '/usr/bin/bash'].find((p) => existsSync(p)) ?? onPath('bash');

/** The extension a script for this program needs (the runner's for its keywords; pwsh refuses any other). */
function extensionFor(program: string): string {
  const base = program.split('/').pop() ?? program;
  if (/^python[0-9.]*$/.test(base)) return '.py';
  if (base === 'pwsh' || base === 'powershell') return '.ps1';
  if (base === 'node') return '.js';
  if (base === 'perl') return '.pl';
  if (base === 'ruby') return '.rb';
  if (base === 'cmd') return '.cmd';
  return '.sh';
}

/**
 * How a `shell:` value runs here; throws ShellError (naming `place`) for one that cannot: `cmd` and `powershell`
 * off Windows, a program that is not on PATH.
 */
export function shellPlan(shell: string | undefined, place: string, path?: string): ShellPlan {
  if (shell === undefined) {
    const b = bashPath();
    return b
      ? { command: b, args: ['-e', '{0}'], ext: '.sh' }
      : { command: 'sh', args: ['-e', '{0}'], ext: '.sh' };
  }
  const keyword = shell.trim();
  if ((keyword === 'cmd' || keyword === 'powershell') && process.platform !== 'win32')
    throw new ShellError(
      place,
      shell,
      `${keyword} runs on Windows only; this machine is ${process.platform}`,
      `Run the step with a shell this machine has (bash, sh, python, pwsh if installed), or leave it out here with if: runner.os == 'Windows'.`,
    );
  const template: Record<string, string> = {
    bash: 'bash --noprofile --norc -eo pipefail {0}',
    sh: 'sh -e {0}',
    python: `${onPath('python3', path) ? 'python3' : 'python'} {0}`,
    pwsh: `pwsh -command ". '{0}'"`,
    cmd: 'cmd /D /E:ON /V:OFF /S /C "CALL "{0}""',
    powershell: `powershell -command ". '{0}'"`,
  };
  const [program, ...rest] = splitCommandLine(template[keyword] ?? shell);
  if (program === undefined)
    throw new ShellError(place, shell, 'it names no program', 'Write shell: PROGRAM [ARGS] {0}.');
  const found = program === 'bash' ? bashPath() : onPath(program, path);
  if (!found)
    throw new ShellError(
      place,
      shell,
      `${program} is not on PATH`,
      `Install ${program} on this machine (it must be on PATH), use another shell (bash, sh, python), or leave the step out here with if: runner.name != 'sarif-pipeline run'.`,
      true,
    );
  const args = rest.length > 0 || template[keyword] ? rest : ['{0}'];
  return { command: program === 'bash' ? found : program, args, ext: extensionFor(program) };
}

/** The arguments with the script's path in place of `{0}`. */
export const withScript = (plan: ShellPlan, script: string): string[] =>
  plan.args.map((a) => a.replaceAll('{0}', script));

/**
 * Every run step's shell of the workflow's jobs (its `shell:`, else the job's or the workflow's defaults.run.shell),
 * checked before anything runs for what can never run here (cmd, powershell off Windows). An expression, a step with
 * an `if:`, and a program not on PATH yet (a setup step may add it) are checked when their step runs.
 */
export function checkShells(workflow: Workflow): void {
  const workflowShell = entries(entries(workflow.root.get('defaults')).get('run')).get('shell');
  for (const j of workflow.jobs) {
    const e = entries(j.token);
    const jobShell = entries(entries(e.get('defaults')).get('run')).get('shell') ?? workflowShell;
    checkStepShells(
      items(e.get('steps')),
      (se) => {
        const token: TemplateToken | undefined = se.get('shell') ?? jobShell;
        if (!token || isExpression(token)) return undefined;
        return { shell: literal(token), place: at(where(workflow.file, token)) };
      },
      `job ${j.id}`,
      'Nothing of the workflow has run.',
    );
  }
}

/**
 * The run steps' shells of a list of steps, each given by `shellOf` (undefined: not checked here), refused with the
 * place, the job (`who`), the step and what to do.
 */
export function checkStepShells(
  steps: TemplateToken[],
  shellOf: (e: Map<string, TemplateToken>) => { shell: string | undefined; place: string } | undefined,
  who: string,
  after: string,
): void {
  steps.forEach((s, i) => {
    const se = entries(s);
    // A step with a condition may never run (`if: runner.os == 'Windows'` around a cmd step): checked if reached.
    const found = se.has('run') && !se.has('if') ? shellOf(se) : undefined;
    if (!found) return;
    const name = literal(se.get('name')) ?? literal(se.get('id'));
    try {
      shellPlan(found.shell, found.place);
    } catch (err) {
      if (!(err instanceof ShellError)) throw err;
      if (err.missing) return; // checked with the job's PATH when the step is reached
      throw new ShellError(
        `${found.place}: ${who}, step ${i + 1}${name ? ` (${name})` : ''}`,
        err.shell,
        err.why,
        `${err.hint ?? ''} ${after}`.trim(),
      );
    }
  });
}
