/**
 * Where the runner differed from the service's, as a third outside tester found: the events' filters, inputs
 * outside a dispatch, the push's head commit, shells and their templates, a missing action's hint, the steps' ids,
 * the runner's environment and OS, the schedule event, and a Pages site missing on the emulator.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkout, run, succeeded } from './helpers.js';
import { runWorkflow, type RunOptions, type RunResult } from '../../src/runner/index.js';
import { filterIncludes } from '../../src/runner/triggers.js';
import { splitCommandLine } from '../../src/runner/shells.js';

/** A checkout that is a git repository on `branch`, with one commit of its files. */
function gitCheckout(files: Record<string, string>, branch = 'main'): string {
  const ws = checkout(files);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ws, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', branch);
  git('add', '-A');
  execFileSync('git', ['commit', '-q', '-m', 'Fix the parser\n\nBody line.'], {
    cwd: ws,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Ada Lovelace',
      GIT_AUTHOR_EMAIL: 'ada@example.com',
      GIT_AUTHOR_DATE: '2024-05-06T07:08:09+02:00',
      GIT_COMMITTER_NAME: 'Charles Babbage',
      GIT_COMMITTER_EMAIL: 'charles@example.com',
      GIT_COMMITTER_DATE: '2024-05-06T07:08:09+02:00',
    },
  });
  return ws;
}

/** Run the workflow of a checkout made here (.github/workflows/w.yml). */
async function runIn(ws: string, o: Partial<RunOptions> = {}): Promise<{ result: RunResult; text: string }> {
  let text = '';
  const result = await runWorkflow({
    workflow: join(ws, '.github/workflows/w.yml'),
    workspace: ws,
    output: { write: (t) => (text += t) },
    processingDelayMs: 20,
    ...o,
  });
  return { result, text };
}

const job = (steps: string, on = 'push') =>
  `on: ${on}\njobs:\n  j:\n    runs-on: ubuntu-latest\n    steps:\n${steps}`;

describe('event filters', () => {
  it('matches filter patterns as the cheat sheet says: *, **, ?, +, [], ! in order', () => {
    expect(filterIncludes(['feature/*'], 'feature/my-branch')).toBe(true);
    expect(filterIncludes(['feature/*'], 'feature/your/branch')).toBe(false);
    expect(filterIncludes(['feature/**'], 'feature/your/branch')).toBe(true);
    expect(filterIncludes(['main', 'releases/mona-the-octocat'], 'main')).toBe(true);
    expect(filterIncludes(['*'], 'releases/x')).toBe(false);
    expect(filterIncludes(['**'], 'releases/x')).toBe(true);
    expect(filterIncludes(['v2*'], 'v2.0')).toBe(true);
    expect(filterIncludes(['v[12].[0-9]+.[0-9]+'], 'v1.10.1')).toBe(true);
    expect(filterIncludes(['v[12].[0-9]+.[0-9]+'], 'v3.1.1')).toBe(false);
    expect(filterIncludes(['docs?'], 'doc')).toBe(true);
    expect(filterIncludes(['docs?'], 'docss')).toBe(false);
    expect(filterIncludes(['**.js'], 'a/b/app.js')).toBe(true);
    expect(filterIncludes(['*.js'], 'a/app.js')).toBe(false);
    expect(filterIncludes(['releases/**', '!releases/**-alpha'], 'releases/10-alpha')).toBe(false);
    expect(filterIncludes(['releases/**', '!releases/**-alpha'], 'releases/10')).toBe(true);
    expect(filterIncludes(['!releases/**-alpha', 'releases/**'], 'releases/10-alpha')).toBe(true);
  });

  it('says the service would not start a push the branch, tag or paths filters leave out', async () => {
    const yaml = (paths: string) =>
      job(
        '      - run: echo ran\n',
        `\n  push:\n    branches: [release, "feature/**"]\n    paths: [${paths}]\n`,
      );
    const ws = gitCheckout({ 'src/a.js': 'a', '.github/workflows/w.yml': yaml('"src/**"') });
    // The ref is the branch checked out.
    const main = await runIn(ws);
    expect(main.text).toContain(
      'note: the service would not start this workflow: branch main does not match on.push.branches (release, feature/**); it runs here',
    );
    expect(main.result.conclusion).toBe('success');
    expect((await runIn(ws, { ref: 'refs/heads/feature/a/b' })).text).not.toContain('would not start');
    expect((await runIn(ws, { ref: 'refs/tags/v1' })).text).toContain(
      'a tag (v1) is pushed and on.push filters only branches',
    );
    execFileSync('git', ['checkout', '-q', '-b', 'release'], { cwd: ws });
    expect((await runIn(ws)).text).not.toContain('would not start');
    // paths: the files of the HEAD commit and the working tree's changes.
    const docs = gitCheckout({ 'src/a.js': 'a', '.github/workflows/w.yml': yaml('"docs/**"') }, 'release');
    expect((await runIn(docs)).text).toContain(
      'no changed file (.github/workflows/w.yml, src/a.js) matches on.push.paths (docs/**)',
    );
    writeFileSync(join(docs, 'docs.md'), 'x');
    mkdirSync(join(docs, 'docs'));
    writeFileSync(join(docs, 'docs/new.md'), 'x');
    expect((await runIn(docs)).text).not.toContain('would not start');
  });

  it('filters a pull request by its base branch', async () => {
    const { text } = await run(
      job('      - run: echo ran\n', '\n  pull_request:\n    branches: [develop]\n'),
      { event: 'pull_request' },
    );
    expect(text).toContain('the base branch main does not match on.pull_request.branches (develop)');
  });
});

describe('the event payload', () => {
  it('gives inputs to workflow_dispatch only: on a push the inputs context and github.event.inputs are empty', async () => {
    const yaml = job(
      `      - run: echo "x=[\${{ inputs.x }}] ev=[\${{ github.event.inputs.x }}] json=\${{ toJSON(inputs) }}"\n`,
      '\n  push:\n  workflow_dispatch:\n    inputs:\n      x: { default: dflt }\n',
    );
    const push = await run(yaml);
    succeeded(push.result, push.text);
    expect(push.text).toContain('x=[] ev=[] json={}');
    const dispatch = await run(yaml, { event: 'workflow_dispatch' });
    expect(dispatch.text).toContain('x=[dflt] ev=[dflt]');
  });

  it("describes the checkout's HEAD commit as the push's head_commit and commits", async () => {
    const yaml = job(`      - run: |
          echo "msg=\${{ github.event.head_commit.message }}"
          echo "id=\${{ github.event.head_commit.id == github.sha }} tree=\${{ github.event.head_commit.tree_id }}"
          echo "author=\${{ github.event.head_commit.author.name }} <\${{ github.event.head_commit.author.email }}>"
          echo "committer=\${{ github.event.head_commit.committer.name }} <\${{ github.event.head_commit.committer.email }}>"
          echo "at=\${{ github.event.head_commit.timestamp }} n=\${{ github.event.commits[0].id == github.sha }}"
`);
    const ws = gitCheckout({ '.github/workflows/w.yml': yaml, 'a.txt': 'a' });
    const { result, text } = await runIn(ws);
    succeeded(result, text);
    const tree = execFileSync('git', ['rev-parse', 'HEAD^{tree}'], { cwd: ws, encoding: 'utf8' }).trim();
    expect(text).toContain('msg=Fix the parser');
    expect(text).toContain('Body line.');
    expect(text).toContain(`id=true tree=${tree}`);
    expect(text).toContain('author=Ada Lovelace <ada@example.com>');
    expect(text).toContain('committer=Charles Babbage <charles@example.com>');
    expect(text).toContain('at=2024-05-06T07:08:09+02:00 n=true');
  });

  it("gives github.event.schedule the cron of the workflow's first schedule", async () => {
    const { result, text } = await run(
      job(
        '      - run: echo "cron=${{ github.event.schedule }}"\n',
        "\n  schedule:\n    - cron: '30 5 * * 1'\n    - cron: '0 0 * * *'\n",
      ),
      { event: 'schedule' },
    );
    succeeded(result, text);
    expect(text).toContain('cron=30 5 * * 1');
  });
});

describe('shells', () => {
  it('runs python, python3 {0}, perl {0}, node {0} and templates, each script with its extension', async () => {
    const { result, text } = await run(
      job(`      - shell: python
        run: |
          import sys, os
          print("py", sys.version_info[0], os.path.splitext(sys.argv[0])[1])
      - shell: python3 {0}
        run: print("py3 template")
      - shell: perl {0}
        run: |
          print "perl " . ($0 =~ /\\.pl$/ ? "pl" : "other") . "\\n";
      - shell: node {0}
        run: console.log('node', require('path').extname(__filename))
      - shell: bash -c "source {0}"
        run: echo "sourced \${BASH_SOURCE[0]##*.}"
`),
    );
    succeeded(result, text);
    expect(text).toContain('py 3 .py');
    expect(text).toContain('py3 template');
    expect(text).toContain('perl pl');
    expect(text).toContain('node .js');
    expect(text).toContain('sourced sh');
  });

  it('splits a shell template as a command line, double quotes grouping', () => {
    expect(splitCommandLine('bash -c "source {0}"')).toEqual(['bash', '-c', 'source {0}']);
    expect(splitCommandLine(`pwsh -command ". '{0}'"`)).toEqual(['pwsh', '-command', ". '{0}'"]);
    expect(splitCommandLine('a "b \\"c\\" d"  e')).toEqual(['a', 'b "c" d', 'e']);
    expect(splitCommandLine('x ""')).toEqual(['x', '']);
  });

  it('refuses cmd and powershell before any step runs, naming file, job and step', async () => {
    for (const shell of ['cmd', 'powershell']) {
      const ws = checkout({});
      const marker = join(ws, 'ran');
      const err = await run(
        `on: push\njobs:\n  first:\n    runs-on: x\n    steps:\n      - run: touch ${marker}\n  build:\n    runs-on: x\n    steps:\n      - run: echo one\n      - name: Windows bit\n        shell: ${shell}\n        run: echo two\n`,
      ).catch((e: unknown) => e as Error & { hint?: string });
      expect(err).toBeInstanceOf(Error);
      const { message, hint } = err as Error & { hint?: string };
      expect(message).toMatch(
        /\.github\/workflows\/w\.yml:12:16: job build, step 2 \(Windows bit\): shell "/,
      );
      expect(message).toMatch(/runs on Windows only/);
      expect(hint).toMatch(/Nothing of the workflow has run/);
      expect(existsSync(marker)).toBe(false);
    }
  });

  it('a shell program an earlier step puts on PATH runs; one on no PATH fails its step when reached, naming it', async () => {
    const { result, text } = await run(
      job(
        [
          '      - run: |',
          '          mkdir -p "$RUNNER_TEMP/bin"',
          '          printf \'#!/bin/sh\\necho "my-shell ran $1"\\n\' > "$RUNNER_TEMP/bin/my-shell"',
          '          chmod +x "$RUNNER_TEMP/bin/my-shell"',
          '          echo "$RUNNER_TEMP/bin" >> "$GITHUB_PATH"',
          '      - shell: my-shell {0}',
          '        run: ignored',
          '      - name: Missing',
          '        shell: no-such-shell-xyz {0}',
          '        run: echo two',
          '',
        ].join('\n'),
      ),
    );
    expect(text).toMatch(/my-shell ran \S+\.sh/);
    expect(result.conclusion).toBe('failure');
    expect(result.annotations.map((a) => a.message).join('\n')).toMatch(
      /shell "no-such-shell-xyz \{0\}": no-such-shell-xyz is not on PATH/,
    );
  });

  it('a step guarded by if: (a Windows-only cmd step of a multi-OS workflow) is skipped, not refused', async () => {
    const { result, text } = await run(
      job(
        "      - run: echo linux-step-ran\n      - if: runner.os == 'Windows'\n        shell: cmd\n        run: echo %PATH%\n",
      ),
    );
    expect(result.conclusion).toBe('success');
    expect(text).toContain('linux-step-ran');
  });

  it('refuses a shell from a matrix expression at the start of its job, before its steps', async () => {
    const { result, text } = await run(`
on: push
jobs:
  j:
    runs-on: x
    strategy:
      matrix:
        shell: [cmd]
    defaults:
      run:
        shell: \${{ matrix.shell }}
    steps:
      - run: echo first-step-ran
`);
    expect(result.conclusion).toBe('failure');
    expect(text).not.toContain('first-step-ran');
    expect(result.annotations[0].message).toMatch(
      /w\.yml:11:16 \(defaults\.run\.shell\): job j \(cmd\), step 1: shell "cmd": cmd runs on Windows only/,
    );
    expect(result.annotations[0].message).toContain('No step of the job has run.');
  });
});

describe('actions and steps', () => {
  it('suggests a sarif-pipeline step only for an action it stands in for', async () => {
    const setupNode = await run(job('      - uses: actions/setup-node@v4\n'));
    const message = setupNode.result.annotations[0].message;
    expect(message).toContain(
      'actions/setup-node@v4: actions of other repositories are read from an actions directory',
    );
    expect(message).not.toContain('sarif-pipeline/');
    expect(message).toContain('There is no sarif-pipeline step in its place');
    expect(message).toContain('--use actions/setup-node=./path/to/action');
    expect(message).toContain('--actions-dir');
    expect(message).toContain("if: runner.name != 'sarif-pipeline run'");
    const pages = await run(job('      - uses: actions/configure-pages@v5\n'));
    expect(pages.result.annotations[0].message).toContain(
      '--use actions/configure-pages=sarif-pipeline/configure-pages',
    );
  });

  it('gives each step its id, or the generated one, as GITHUB_ACTION and github.action', async () => {
    const tool = {
      'action.yml': 'name: t\ndescription: t\nruns:\n  using: node20\n  main: index.js\n',
      'index.js': 'console.log(`tool action=${process.env.GITHUB_ACTION}`);\n',
    };
    const actionsDir = checkout(
      Object.fromEntries(Object.entries(tool).map(([k, v]) => [`o/tool@v1/${k}`, v])),
    );
    const show = 'run: echo "env=$GITHUB_ACTION ctx=${{ github.action }}"';
    const { result, text } = await run(
      job(`      - ${show}
      - ${show}
      - uses: o/tool@v1
      - id: mine
        ${show}
      - uses: o/tool@v1
      - uses: ./local
      - ${show}
`),
      { actionsDir, files: Object.fromEntries(Object.entries(tool).map(([k, v]) => [`local/${k}`, v])) },
    );
    succeeded(result, text);
    const seen = [...text.matchAll(/│ (?:env=(\S+) ctx=(\S*)|tool action=(\S+))/g)].map((m) =>
      m[3] ? m[3] : m[1] === m[2] ? m[1] : `${m[1]}≠${m[2]}`,
    );
    expect(seen).toEqual(['__run', '__run_2', '__o_tool', 'mine', '__o_tool_2', '__self', '__run_3']);
  });
});

describe('the runner', () => {
  it('is github-hosted unless the job asks for self-hosted, and warns when runs-on names another system', async () => {
    const { result, text } = await run(`
on: push
jobs:
  hosted:
    runs-on: ubuntu-latest
    steps:
      - run: echo "hosted=\${{ runner.environment }} $RUNNER_ENVIRONMENT"
  own:
    runs-on: [self-hosted, linux]
    steps:
      - run: echo "own=\${{ runner.environment }} $RUNNER_ENVIRONMENT"
  win:
    runs-on: windows-latest
    steps:
      - run: echo win
`);
    succeeded(result, text);
    expect(text).toContain('hosted=github-hosted github-hosted');
    expect(text).toContain('own=self-hosted self-hosted');
    const warning = result.annotations.find((a) => a.job === 'win' && a.level === 'warning');
    expect(warning?.message).toMatch(
      /^job win: runs-on windows-latest asks for Windows; it runs on this machine/,
    );
  });
});

describe('Pages on the emulator', () => {
  // This package's configure step runs from dist/ (the bundle as built).
  it('says how to create the site on a local run, and enablement with the seed secret creates it', async () => {
    const yaml = (w: string) =>
      job(`      - uses: actions/configure-pages@v5${w}\n`, '\n  push:\n    branches: [main]\n');
    const use = ['actions/configure-pages=sarif-pipeline/configure-pages'];
    const missing = await run(yaml(''), { use });
    expect(missing.result.conclusion).toBe('failure');
    const notice = missing.result.annotations.find((a) => a.level === 'notice');
    expect(notice?.message).toContain('On a local run there is no settings page');
    expect(notice?.message).toContain('enablement: true');
    expect(notice?.message).toContain('token: ${{ secrets.PAGES_ADMIN_TOKEN }}');
    expect(notice?.message).toContain('sarif-pipeline pages site --repo acme/webapp');
    expect(notice?.message).toContain('POST /repos/acme/webapp/pages');
    const enabled = await run(
      yaml('\n        with:\n          enablement: true\n          token: ${{ secrets.PAGES_ADMIN_TOKEN }}'),
      { use },
    );
    succeeded(enabled.result, enabled.text);
  });
});
