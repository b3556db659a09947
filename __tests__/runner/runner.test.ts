/**
 * `runWorkflow` on workflows written here: jobs (needs, if, matrix, outputs, fail-fast), steps (run, local
 * JavaScript and composite actions, pre/post, state, inputs), the runner's files, expressions, failures, and what
 * the parser refuses. Each test reads like the rule it checks; the emulator is the embedded one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  expandMatrix,
  readSecretsFile,
  renderMarkdown,
  runWorkflow,
  UnsupportedError,
  WorkflowError,
} from '../../src/runner/index.js';
import { checkout, cli, conclusions, run, succeeded } from './helpers.js';
import { keptDroppedChart, severityPie } from '../../src/summary/markdown.js';
import { run as runCommand } from '../../src/cli/commands/run.js';
import type { CommandIo } from '../../src/cli/commands/shared.js';
import { startEmulator } from '../../src/emulator/index.js';

describe('jobs', () => {
  it('runs jobs in the order of needs and hands outputs on; matrix legs with include and exclude', async () => {
    const { result, text } = await run(`
on: push
env:
  TOP: top
jobs:
  first:
    runs-on: ubuntu-latest
    outputs:
      word: \${{ steps.s.outputs.word }}
      list: \${{ steps.s.outputs.list }}
    steps:
      - id: s
        run: |
          echo "word=hello-$TOP" >> "$GITHUB_OUTPUT"
          echo 'list=["a","b"]' >> "$GITHUB_OUTPUT"
  second:
    needs: first
    runs-on: \${{ matrix.os }}
    strategy:
      matrix:
        os: [linux, mac]
        cat: \${{ fromJSON(needs.first.outputs.list) }}
        exclude:
          - os: mac
            cat: b
        include:
          - os: linux
            extra: yes
          - os: windows
            cat: c
    steps:
      - run: echo "leg \${{ matrix.os }}/\${{ matrix.cat }}/\${{ matrix.extra }} got \${{ needs.first.outputs.word }} (\${{ strategy.job-index }} of \${{ strategy.job-total }})"
`);
    expect(result.conclusion).toBe('success');
    expect(result.exitCode).toBe(0);
    expect(result.jobs.first.outputs).toEqual({ word: 'hello-top', list: '["a","b"]' });
    expect(text).toContain('leg linux/a/yes got hello-top (0 of 4)');
    expect(text).toContain('leg linux/b/yes got hello-top (1 of 4)');
    expect(text).toContain('leg mac/a/ got hello-top (2 of 4)');
    expect(text).toContain('leg windows/c/ got hello-top (3 of 4)');
    expect(text).not.toContain('mac/b');
    // Each leg's lines stay together under its heading.
    expect(text).toMatch(/━━ second \(linux, a, yes\)\nruns-on: linux/);
  });

  it('runs only the jobs asked for (--job) and the jobs they need', async () => {
    const yaml = `
on: push
jobs:
  a:
    runs-on: x
    steps:
      - run: echo a
  b:
    needs: a
    runs-on: x
    steps:
      - run: echo b
  c:
    runs-on: x
    steps:
      - run: echo c
`;
    const { result } = await run(yaml, { jobs: ['b'] });
    expect(Object.keys(result.jobs).sort()).toEqual(['a', 'b']);
    await expect(run(yaml, { jobs: ['nope'] })).rejects.toThrow(/--job nope: .* has no job nope/);
  });

  it('expands a matrix as the service does', () => {
    expect(expandMatrix({ a: [1, 2], b: ['x'], include: [{ a: 1, c: true }, { a: 3 }] }, 'w.yml')).toEqual([
      { a: 1, b: 'x', c: true },
      { a: 2, b: 'x' },
      { a: 3 },
    ]);
    expect(expandMatrix({ include: [{ x: 1 }, { x: 2 }] }, 'w.yml')).toEqual([{ x: 1 }, { x: 2 }]);
  });

  it('skips a job whose need failed, runs one that asks for failure() or always(), and fails the run', async () => {
    const { result, text } = await run(`
on: push
jobs:
  broken:
    runs-on: x
    steps:
      - run: exit 3
      - run: echo never
      - if: failure()
        run: echo "cleaning up after the failure"
      - if: always()
        run: echo "always runs"
  after:
    needs: broken
    runs-on: x
    steps:
      - run: echo "should not run"
  report:
    needs: broken
    if: failure() && github.repository == 'acme/webapp' && github.actor != ''
    runs-on: x
    steps:
      - run: 'echo "the build broke: \${{ needs.broken.result }}"'
  last:
    needs: [after, report]
    if: always()
    runs-on: x
    steps:
      - run: echo "after=\${{ needs.after.result }} report=\${{ needs.report.result }}"
`);
    expect(result.conclusion).toBe('failure');
    expect(result.exitCode).toBe(1);
    expect(conclusions(result, 'broken')).toEqual([
      'Run exit 3: failure',
      'Run echo never: skipped',
      'Run echo "cleaning up after the failure": success',
      'Run echo "always runs": success',
    ]);
    expect(result.jobs.after.result).toBe('skipped');
    expect(result.jobs.report.result).toBe('success');
    expect(text).toContain('the build broke: failure');
    expect(text).toContain('after=skipped report=success');
    expect(text).not.toContain('should not run\n');
    expect(result.annotations.map((a) => a.message)).toContain('Process completed with exit code 3.');
  });

  it('job.status is the status so far: failure after a failed step, cancelled after a timeout', async () => {
    const { result, text } = await run(`
on: push
jobs:
  j:
    runs-on: x
    timeout-minutes: 0.03
    steps:
      - run: echo "at first \${{ job.status }}"
      - run: exit 1
      - if: always()
        run: echo "after the failure \${{ job.status }}"
      - if: always()
        run: sleep 30
      - if: always()
        run: echo "after the timeout \${{ job.status }}"
`);
    expect(result.conclusion).toBe('cancelled');
    expect(text).toContain('at first success');
    expect(text).toContain('after the failure failure');
    expect(text).toContain('after the timeout cancelled');
  });

  it('lets a step with continue-on-error fail without failing the job; outcome and conclusion differ', async () => {
    const { result, text } = await run(`
on: push
jobs:
  j:
    runs-on: x
    steps:
      - id: flaky
        continue-on-error: true
        run: exit 1
      - run: echo "outcome=\${{ steps.flaky.outcome }} conclusion=\${{ steps.flaky.conclusion }}"
  leg:
    continue-on-error: \${{ matrix.experimental }}
    strategy:
      matrix:
        experimental: [true]
    runs-on: x
    steps:
      - run: exit 1
`);
    expect(result.conclusion).toBe('success');
    expect(text).toContain('outcome=failure conclusion=success');
  });

  it('stops a step past its timeout-minutes (the whole process group) and fails it', async () => {
    const started = Date.now();
    const { result } = await run(`
on: push
jobs:
  j:
    runs-on: x
    steps:
      - timeout-minutes: 0.02
        run: sleep 30 & sleep 30
      - if: always()
        run: echo after
`);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(result.conclusion).toBe('failure');
    // The runner's words for a step past its timeout.
    expect(result.annotations.map((a) => a.message)).toContain('The action has timed out.');
    expect(conclusions(result, 'j')[1]).toBe('Run echo after: success');
  });

  it('fail-fast cancels the other legs; max-parallel 1 runs them one at a time', async () => {
    const { result } = await run(`
on: push
jobs:
  m:
    runs-on: x
    strategy:
      max-parallel: 1
      matrix:
        n: [1, 2, 3]
    steps:
      - run: test \${{ matrix.n }} != 1
`);
    expect(result.jobs.m.result).toBe('failure');
    expect(
      result.steps.filter((s) => s.job.startsWith('m (')).map((s) => `${s.job} ${s.conclusion}`),
    ).toEqual(['m (1) failure', 'm (2) cancelled', 'm (3) cancelled']);
  });

  it('runs twelve legs and a dozen jobs at once without a listener-leak warning from Node', async () => {
    const jobs = Array.from(
      { length: 12 },
      (_, k) => `  j${k}:\n    runs-on: x\n    steps:\n      - run: true`,
    );
    const ws = checkout({
      'w.yml': `on: push
jobs:
  m:
    runs-on: x
    strategy:
      matrix:
        n: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
    steps:
      - run: sleep 0.2
${jobs.join('\n')}
`,
    });
    // In its own process, as users run it: Node writes the warning to stderr.
    const r = cli(['run', 'w.yml'], ws);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('m (12)');
    expect(r.stderr).not.toContain('MaxListenersExceededWarning');
  });

  it("names a matrix leg as the service does: a literal job name gets the leg's values, an expression does not", async () => {
    const { result, text } = await run(`
on: push
jobs:
  tests:
    name: Run tests
    runs-on: x
    strategy:
      matrix:
        node: [20, 22]
        os: [linux]
    steps:
      - run: echo leg
  said:
    name: Tests \${{ matrix.node }}\${{ '' }}
    runs-on: x
    strategy:
      matrix:
        node: [20, 22]
    steps:
      - run: echo leg
`);
    succeeded(result, text);
    expect([...new Set(result.steps.map((s) => s.job))].sort()).toEqual([
      'Run tests (20, linux)',
      'Run tests (22, linux)',
      'Tests 20',
      'Tests 22',
    ]);
  });
});

describe('reusable workflows', () => {
  it('runs a called workflow as the caller job: inputs with defaults and types, secrets, nested needs, outputs', async () => {
    const { result, text } = await run(
      `
on: push
permissions:
  contents: read
jobs:
  call:
    uses: ./.github/workflows/reusable.yml
    strategy:
      matrix:
        target: [web, api]
    with:
      target: \${{ matrix.target }}
      verbose: true
    secrets: inherit
  after:
    needs: call
    runs-on: x
    steps:
      - run: echo "called said \${{ needs.call.outputs.summary }}"
`,
      {
        secrets: { DEPLOY_KEY: 'k-123-secret' },
        files: {
          '.github/workflows/reusable.yml': `
on:
  workflow_call:
    inputs:
      target:
        type: string
        required: true
      verbose:
        type: boolean
        default: false
      level:
        type: number
        default: 3
    outputs:
      summary:
        value: \${{ jobs.report.outputs.line }}
jobs:
  build:
    runs-on: x
    permissions:
      contents: read
      id-token: write
    outputs:
      artifact: \${{ steps.b.outputs.artifact }}
    steps:
      - id: b
        run: |
          echo "building \${{ inputs.target }} verbose=\${{ inputs.verbose == true }} level3=\${{ inputs.level == 3 }} key=$KEY"
          echo "artifact=\${{ inputs.target }}.tar" >> "$GITHUB_OUTPUT"
        env:
          KEY: \${{ secrets.DEPLOY_KEY }}
  report:
    needs: build
    runs-on: x
    outputs:
      line: \${{ steps.r.outputs.line }}
    steps:
      - id: r
        run: echo "line=\${{ inputs.target }} made \${{ needs.build.outputs.artifact }}" >> "$GITHUB_OUTPUT"
`,
        },
      },
    );
    succeeded(result, text);
    expect(text).toContain('building web verbose=true level3=true key=***');
    expect(text).toContain('building api verbose=true level3=true key=***');
    expect(text).toMatch(/━━ call \((web|api)\) \/ build/);
    // The called job's own permissions; a job of the called workflow without any takes the caller's.
    expect(text).toContain('token permissions: metadata: read, contents: read, id-token: write');
    expect(text).toMatch(/called said (web made web\.tar|api made api\.tar)/);
    expect(result.jobs.call.result).toBe('success');
  });

  it("checks each call against what the called workflow declares, with the parser's own rules and words", async () => {
    const called = `
name: called-name
on:
  workflow_call:
    inputs:
      count: { type: number, required: false }
      flag: { type: boolean, default: false }
    secrets:
      token: { required: true }
jobs:
  j:
    runs-on: x
    steps:
      - run: echo "workflow=\${{ github.workflow }} env=$GITHUB_WORKFLOW count=\${{ inputs.count }} flag=\${{ inputs.flag }}"
`;
    const files = { '.github/workflows/called.yml': called };
    const refused = await run(
      `
on: push
jobs:
  c:
    uses: ./.github/workflows/called.yml
    with:
      undeclared: 1
`,
      { files },
    ).catch((e: unknown) => e);
    expect((refused as Error).message).toContain(
      'w.yml:7:19: Invalid input, undeclared is not defined in the referenced workflow.',
    );
    expect((refused as Error).message).toContain(
      'w.yml:5:11: Secret token is required, but not provided while calling.',
    );
    const extra = await run(
      'on: push\njobs:\n  c:\n    uses: ./.github/workflows/called.yml\n    secrets:\n      token: t\n      other: o\n',
      { files },
    ).catch((e: unknown) => e);
    expect((extra as Error).message).toContain(
      'w.yml:7:14: Invalid secret, other is not defined in the referenced workflow.',
    );
    // A value its declared type cannot hold fails the calling job at the value.
    const typed = await run(
      'name: caller-name\non: push\njobs:\n  c:\n    uses: ./.github/workflows/called.yml\n    secrets: inherit\n    with:\n      count: abc\n',
      { files },
    );
    expect(typed.result.conclusion).toBe('failure');
    expect(typed.result.annotations.map((a) => a.message)).toContain(
      '.github/workflows/w.yml:8:14: input count of .github/workflows/called.yml is a number, not "abc"',
    );
    // The github context belongs to the caller's workflow: its name, in the context and in GITHUB_WORKFLOW.
    const ok = await run(
      "name: caller-name\non: push\njobs:\n  c:\n    uses: ./.github/workflows/called.yml\n    secrets:\n      token: t\n    with:\n      count: '5'\n      flag: true\n",
      { files },
    );
    succeeded(ok.result, ok.text);
    expect(ok.text).toContain('workflow=caller-name env=caller-name count=5 flag=true');
  });

  it('refuses a called workflow that is not reusable, naming the caller', async () => {
    const err = await run('on: push\njobs:\n  c:\n    uses: ./.github/workflows/plain.yml\n', {
      files: {
        '.github/workflows/plain.yml':
          'on: push\njobs:\n  j:\n    runs-on: x\n    steps:\n      - run: echo\n',
      },
    }).catch((e: unknown) => e);
    expect((err as Error).message).toMatch(/w\.yml:4:11: .*plain\.yml is not a reusable workflow/);
  });
});

describe('cancellation and job limits', () => {
  it('Ctrl-C (the signal) cancels the run: the running step stops, if: always() steps and later jobs see cancelled()', async () => {
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 1_500);
    const started = Date.now();
    const { result, text } = await run(
      `
on: push
jobs:
  long:
    runs-on: x
    steps:
      - run: sleep 30
      - run: echo "not after a cancel"
      - if: always()
        run: echo "cleanup ran"
      - if: cancelled()
        run: echo "saw cancelled"
  next:
    needs: long
    runs-on: x
    steps:
      - run: echo "never"
`,
      { signal: stop.signal },
    );
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(result.conclusion).toBe('cancelled');
    expect(result.exitCode).toBe(1);
    expect(conclusions(result, 'long')).toEqual([
      'Run sleep 30: cancelled',
      'Run echo "not after a cancel": skipped',
      'Run echo "cleanup ran": success',
      'Run echo "saw cancelled": success',
    ]);
    expect(result.jobs.next.result).toBe('skipped');
    expect(text).not.toContain('never\n');
  });

  it('cancels a job past its timeout-minutes and says so', async () => {
    const { result, text } = await run(`
on: push
jobs:
  slow:
    runs-on: x
    timeout-minutes: 0.02
    steps:
      - run: sleep 30
      - if: always()
        run: echo cleanup
`);
    expect(result.jobs.slow.result).toBe('cancelled');
    expect(result.annotations.map((a) => a.message)).toContain(
      'The job has exceeded the maximum execution time of 0.02 minutes.',
    );
    // The stopped step's shell is killed and its sleep with it; a dead child not yet reaped is no orphan to clean.
    expect(text).toContain('│ cleanup');
    expect(text).not.toContain('Cleaning up orphan processes');
  });

  it('gives the OIDC request pair only to a job with id-token: write', async () => {
    const { result, text } = await run(
      `
on: push
jobs:
  with:
    runs-on: x
    permissions:
      id-token: write
    steps:
      - run: |
          test -n "$ACTIONS_ID_TOKEN_REQUEST_TOKEN" && echo "with: url=\${ACTIONS_ID_TOKEN_REQUEST_URL##*/}"
          curl -sf -H "authorization: Bearer $ACTIONS_ID_TOKEN_REQUEST_TOKEN" "$ACTIONS_ID_TOKEN_REQUEST_URL&audience=me" >/dev/null && echo "token served"
          echo "runtime token in a script: [\${ACTIONS_RUNTIME_TOKEN:-}]"
      - uses: ./cmp
  without:
    runs-on: x
    permissions:
      contents: read
    steps:
      - run: |
          echo "without: url=[\${ACTIONS_ID_TOKEN_REQUEST_URL:-}] token=[\${ACTIONS_ID_TOKEN_REQUEST_TOKEN:-}]"
      - uses: ./cmp
`,
      {
        files: {
          'cmp/action.yml': 'name: c\ndescription: c\nruns:\n  using: node20\n  main: main.js\n',
          'cmp/main.js': `const e = process.env;
console.log('runtime token in an action: ' + (e.ACTIONS_RUNTIME_TOKEN ? 'set' : 'unset'));
if (e.ACTIONS_ID_TOKEN_REQUEST_TOKEN) console.log('request token: ' + (e.ACTIONS_ID_TOKEN_REQUEST_TOKEN === e.ACTIONS_RUNTIME_TOKEN ? 'runtime' : 'other'));`,
        },
      },
    );
    succeeded(result, text);
    expect(text).toContain('with: url=token?api-version=2.0');
    expect(text).toContain('token served');
    // As the runner: the OIDC request token is the runtime token; an emulator that refuses it (before the
    // emulator-fidelity issue's fix) gets the workflow token, and the log says so once.
    expect(
      text.includes('request token: runtime') ||
        (text.includes('request token: other') && text.includes('does not take the runtime token')),
    ).toBe(true);
    expect(text).toContain('without: url=[] token=[]');
    // The runner withholds its runtime token from run: scripts and gives it to actions.
    expect(text).toContain('runtime token in a script: []');
    expect(text.match(/runtime token in an action: set/g)).toHaveLength(2);
  });
});

describe('steps and actions', () => {
  it('lets Node in a step reach GITHUB_SERVER_URL (a .localhost name, resolved to loopback as RFC 6761 says)', async () => {
    // The first step empties RUNNER_TEMP, as cleanup steps do: the runner's preload is not kept there.
    const { result, text } = await run(
      `
on: push
jobs:
  reach:
    runs-on: x
    steps:
      - run: rm -rf "$RUNNER_TEMP"/* "$RUNNER_TEMP"/.[!.]*
      - run: |
          node -e "fetch(process.env.GITHUB_SERVER_URL).then(async r => { await r.arrayBuffer(); console.log('script reached ' + new URL(process.env.GITHUB_SERVER_URL).hostname + ': ' + r.status) })"
      - uses: ./reach
`,
      {
        files: {
          'reach/action.yml': 'name: r\ndescription: r\nruns:\n  using: node20\n  main: main.js\n',
          'reach/main.js': `require('http').get(process.env.GITHUB_SERVER_URL, (r) => { r.resume(); console.log('action reached: ' + r.statusCode); });
require('dns').lookup('no-such-host.invalid', (e) => console.log('other names: ' + (e ? e.code : 'resolved')));`,
        },
      },
    );
    succeeded(result, text);
    expect(text).toMatch(/script reached \w+\.localhost: \d{3}/);
    expect(text).toMatch(/action reached: \d{3}/);
    expect(text).toContain('other names: ENOTFOUND');
  });

  const jsAction = {
    'act/action.yml': `
name: js
description: a JavaScript action
inputs:
  who:
    description: who
    default: \${{ github.repository }}
  loud:
    description: loud
    required: false
outputs:
  said:
    description: said
runs:
  using: node20
  pre: pre.js
  main: main.js
  post: post.js
  post-if: success()
`,
    'act/pre.js': `const fs = require('fs');
fs.appendFileSync(process.env.GITHUB_STATE, 'from_pre=42\\n');
console.log('pre for ' + process.env.INPUT_WHO);`,
    'act/main.js': `const fs = require('fs');
console.log('main: who=' + process.env.INPUT_WHO + ' loud=' + process.env.INPUT_LOUD + ' state=' + process.env.STATE_from_pre);
fs.appendFileSync(process.env.GITHUB_OUTPUT, 'said<<EOF\\nhello\\nworld\\nEOF\\n');
fs.appendFileSync(process.env.GITHUB_STATE, 'from_main=43\\n');
fs.appendFileSync(process.env.GITHUB_ENV, 'FROM_ACTION=yes\\n');
fs.appendFileSync(process.env.GITHUB_PATH, process.env.GITHUB_ACTION_PATH + '/bin\\n');
fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, '### Said hello\\n');`,
    'act/post.js': `console.log('post: state=' + process.env.STATE_from_main);`,
    'act/bin/greet': '#!/bin/sh\necho greeted',
    'comp/action.yml': `
name: composite
description: a composite action
inputs:
  name:
    description: n
    default: anon
outputs:
  shout:
    description: s
    value: \${{ steps.up.outputs.v }}
runs:
  using: composite
  steps:
    - id: up
      shell: bash
      run: echo "v=$(echo '\${{ inputs.name }}' | tr a-z A-Z)" >> "$GITHUB_OUTPUT"
    - uses: ./act
      with:
        who: nested
    - shell: sh
      run: echo "action path ok $(test -f "$GITHUB_ACTION_PATH/action.yml" && echo yes)"
`,
  };

  it('runs a JavaScript action with pre, main and post (reverse order, state), inputs with defaults, and the runner files', async () => {
    const { result: second, text: again } = await run(
      `
on: push
jobs:
  j:
    runs-on: x
    steps:
      - id: a
        uses: acme/act@v1
        with:
          loud: "yes"
      - run: |
          echo "said: \${{ steps.a.outputs.said }}"
          echo "env: $FROM_ACTION"
          greet
`,
      // A remote action (the runner runs no pre of a local one), here from the checkout.
      { files: jsAction, use: ['acme/act=./act'] },
    );
    succeeded(second, again);
    expect(conclusions(second, 'j')).toEqual([
      'Pre Run acme/act@v1: success',
      'Run acme/act@v1: success',
      expect.stringMatching(/^Run echo "said/),
      'Post Run acme/act@v1: success',
    ]);
    expect(again).toContain('pre for acme/webapp');
    expect(again).toContain('main: who=acme/webapp loud=yes state=42');
    expect(again).toContain('said: hello\n  │ world');
    expect(again).toContain('env: yes');
    expect(again).toContain('greeted');
    expect(again).toContain('post: state=43');
    expect(second.summaries).toEqual([{ job: 'j', text: '### Said hello\n' }]);
  });

  it('runs a composite action with its inputs, outputs and nested actions', async () => {
    const { result, text } = await run(
      `
on: push
jobs:
  j:
    runs-on: x
    steps:
      - id: c
        uses: ./comp
        with:
          name: mona
      - run: echo "composite said \${{ steps.c.outputs.shout }}"
`,
      { files: jsAction },
    );
    succeeded(result, text);
    expect(text).toContain('composite said MONA');
    expect(text).toContain('main: who=nested');
    expect(text).toContain('action path ok yes');
  });

  it('maps actions with --use and reads owner/repo@ref from the actions directory', async () => {
    const actions = checkout({
      'someone/tool@v2/sub/action.yml':
        'name: t\ndescription: t\nruns:\n  using: composite\n  steps:\n    - shell: bash\n      run: echo "tool v2 ran"\n',
      'other/thing@v9/action.yml':
        'name: o\ndescription: o\nruns:\n  using: composite\n  steps:\n    - shell: bash\n      run: echo "other thing ran"\n',
    });
    const { result, text } = await run(
      `
on: push
jobs:
  j:
    runs-on: x
    steps:
      - uses: actions/checkout@v4
      - uses: someone/tool/sub@v2
      - uses: mapped/away@v1
      - uses: third/one@v1
`,
      {
        actionsDir: actions,
        use: ['mapped/away=other/thing@v9', 'third/one=./local'],
        files: {
          'local/action.yml':
            'name: l\ndescription: l\nruns:\n  using: composite\n  steps:\n    - shell: sh\n      run: echo "local stand-in ran"\n',
        },
      },
    );
    succeeded(result, text);
    expect(text).toContain('is the checkout (nothing is fetched)');
    expect(text).toContain('tool v2 ran');
    expect(text).toContain('other thing ran');
    expect(text).toContain('local stand-in ran');
  });

  it("names the checkout inputs it does not apply, and refuses to run GitHub's checkout on the user's directory", async () => {
    const { result, text } = await run(
      `
on: push
jobs:
  j:
    runs-on: x
    steps:
      - uses: actions/checkout@v4
        with: { fetch-depth: 0, ref: main }
      - uses: actions/checkout@v4
        with: { repository: octocat/hello-world, ref: dev, path: hello, submodules: recursive }
`,
    );
    succeeded(result, text);
    expect(result.annotations.map((a) => [a.level, a.message])).toEqual([
      [
        'warning',
        'actions/checkout: repository: octocat/hello-world, ref: dev, path: hello, submodules: recursive not applied: sarif-pipeline run uses the working directory as the checkout, as it is',
      ],
    ]);

    // A copy of GitHub's checkout (its name and the inputs that clean a workspace) mapped in with --use: refused
    // before it runs, and the user's files stay.
    const real = checkout({
      'checkout/action.yml':
        "name: 'Checkout'\ndescription: c\ninputs:\n  repository: { default: x }\n  clean: { default: 'true' }\nruns:\n  using: node20\n  main: index.js\n",
      'checkout/index.js': "require('fs').writeFileSync('RAN', 'the checkout ran');\n",
    });
    const refused = await run(
      `on: push\njobs:\n  j:\n    runs-on: x\n    steps:\n      - uses: actions/checkout@v4\n`,
      {
        use: [`actions/checkout=${join(real, 'checkout')}`],
        files: { 'mine.txt': 'my work' },
      },
    );
    expect(refused.result.conclusion).toBe('failure');
    expect(refused.result.annotations[0].message).toMatch(
      /--use actions\/checkout=.*: that is GitHub's checkout, which deletes everything in the workspace/,
    );
    expect(readFileSync(join(refused.workspace, 'mine.txt'), 'utf8')).toBe('my work');
    expect(existsSync(join(refused.workspace, 'RAN'))).toBe(false);
  });

  it('names a workflow kept outside the checkout as the service holds it, in GITHUB_WORKFLOW_REF', async () => {
    const elsewhere = checkout({
      'outside.yml':
        'on: push\njobs:\n  j:\n    runs-on: x\n    steps:\n      - run: echo "ref=$GITHUB_WORKFLOW_REF"\n',
    });
    const workspace = checkout({ 'README.md': 'x' });
    let text = '';
    const result = await runWorkflow({
      workflow: join(elsewhere, 'outside.yml'),
      workspace,
      output: { write: (t) => (text += t) },
    });
    succeeded(result, text);
    expect(text).toContain('ref=acme/webapp/.github/workflows/outside.yml@refs/heads/main');
  });

  it("holds this machine's Node in the run's tool cache, where setup-node looks before downloading", async () => {
    const { result, text } = await run(`
on: push
jobs:
  j:
    runs-on: x
    steps:
      - run: |
          arch=$(node -p process.arch)
          for v in "$RUNNER_TOOL_CACHE"/node/*; do
            test -f "$v/$arch.complete" && echo "cached node $("$v/$arch/bin/node" --version)"
          done
`);
    succeeded(result, text);
    expect(text).toContain(`cached node ${process.version}`);
  });

  it('does not show problem-matcher commands, in either form, as the service does not', async () => {
    const { result, text } = await run(`
on: push
jobs:
  j:
    runs-on: x
    steps:
      - run: |
          echo "##[add-matcher]/tmp/tsc.json"
          echo "::add-matcher::/tmp/eslint.json"
          echo "::remove-matcher owner=tsc::"
          echo "after the matchers"
`);
    succeeded(result, text);
    // The step's output lines (the step's name, its script's first line, still says what it echoes).
    const output = text.split('\n').filter((l) => l.includes('│'));
    expect(output.some((l) => l.includes('after the matchers'))).toBe(true);
    expect(output.filter((l) => /matcher\]|matcher::/.test(l))).toEqual([]);
  });

  it('shows the first ten of the messages one YAML mistake sets off, and counts the rest', async () => {
    const steps = Array.from({ length: 30 }, (_, k) => `      - run: echo ${k}`).join('\n');
    const yaml = `on: push\njobs:\n  j:\n    runs-on: x\n    steps:\n      - uses: a/b@v1\n        with: { path: mo/f-\${{ matrix.os }}.txt }\n${steps}\n`;
    const err = (await run(yaml).catch((e: unknown) => e)) as { message: string; problems: string[] };
    expect(err.problems.length).toBeGreaterThan(10);
    const lines = err.message.split('\n');
    expect(lines.filter((l) => /^ {2}\.github\/workflows\/w\.yml:\d+:\d+: /.test(l))).toHaveLength(10);
    expect(lines[lines.length - 1]).toBe(
      `  … and ${err.problems.length - 10} more, most likely caused by the first`,
    );
  });

  it('says where to fetch an action that is not in the actions directory', async () => {
    const { result } = await run(
      `
on: push
jobs:
  j:
    runs-on: x
    steps:
      - uses: nobody/nothing@v1
`,
      { actionsDir: checkout({}) },
    );
    expect(result.conclusion).toBe('failure');
    expect(result.annotations[0].message).toMatch(
      /w\.yml:7:\d+: nobody\/nothing@v1: not in the actions directory/,
    );
  });

  it('evaluates the service functions: hashFiles, format, contains, join, toJSON, fromJSON, startsWith', async () => {
    const { result, text } = await run(
      `
on:
  workflow_dispatch:
    inputs:
      level:
        type: string
      dry:
        type: boolean
        default: true
jobs:
  j:
    runs-on: x
    steps:
      - run: |
          echo "typed: \${{ inputs.dry == true }} \${{ github.event.inputs.dry == 'true' }}"
          echo "h=\${{ hashFiles('src/**/*.js', '!src/skip.js') }}"
          echo "\${{ format('{0}-{1}', 'a', 7) }} \${{ contains(fromJSON('["x","y"]'), 'y') }} \${{ join(fromJSON('[1,2]'), '+') }}"
          echo "\${{ startsWith(github.ref, 'refs/heads/') && 'branch' || 'other' }} \${{ github.event_name }} \${{ inputs.level }}"
          echo 'quoted: '\${{ inputs.level }}' and '\${{ github.event_name }}''
          echo "$J"
          echo "[$Q] [$S] [$D]"
        env: { J: "\${{ toJSON(fromJSON('{\\"k\\":[true]}')) }}", Q: "\${{ inputs.level }}", S: 'it''s \${{ inputs.level }}', D: "a \\"\${{ inputs.level }}\\"" }
`,
      {
        files: { 'src/a.js': 'a', 'src/deep/b.js': 'b', 'src/skip.js': 'c' },
        event: 'workflow_dispatch',
        inputs: { level: 'high' },
      },
    );
    succeeded(result, text);
    const { createHash } = await import('node:crypto');
    const h = (s: string) => createHash('sha256').update(s).digest();
    const expected = createHash('sha256').update(h('a')).update(h('b')).digest('hex');
    expect(text).toContain(`h=${expected}`);
    expect(text).toContain('a-7 true 1+2');
    expect(text).toContain('typed: true true');
    expect(text).toContain('branch workflow_dispatch high');
    // Two quoted expressions in one line (the parser's format() of it loses a quote in @actions/expressions 0.3.61).
    expect(text).toContain('quoted: high and workflow_dispatch');
    // Quoted YAML scalars: their quotes are YAML's, not the value's.
    expect(text).toContain(`[high] [it's high] [a "high"]`);
    expect(text).toMatch(/\{\n {2}│ {3}"k": \[\n {2}│ {5}true/);
  });

  it('gives a multi-line scalar with ${{ }} its YAML value: indentation removed, > folded, |- chomped', async () => {
    const { result, text } = await run(`
on: push
jobs:
  j:
    runs-on: x
    steps:
      - run: |
          cat <<EOF > heredoc.txt
          event \${{ github.event_name }}
          EOF
          echo "after the heredoc: $(cat heredoc.txt)"
          node -e 'const e = process.env; console.log(JSON.stringify([e.LITERAL, e.FOLDED, e.STRIPPED, e.PLAIN]))'
        env:
          LITERAL: |
            x-\${{ github.event_name }}
              kept
          FOLDED: >
            a \${{ github.event_name }}
            b
          STRIPPED: |-
            s-\${{ github.event_name }}
          PLAIN: p-\${{ github.event_name }}
            q
`);
    succeeded(result, text);
    // Indented, the heredoc's EOF would not close it: bash would take the rest of the script as its text.
    expect(text).toContain('after the heredoc: event push');
    // The literal block keeps its inner indentation and one newline, > folds its lines into one, |- drops the
    // newline, a plain scalar over two lines folds with a space.
    expect(text).toContain(JSON.stringify(['x-push\n  kept\n', 'a push b\n', 's-push', 'p-push q']));
  });

  it("keeps this shell's runner variables and service tokens out of the steps", async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      GITHUB_TOKEN: 'ghp_from_my_shell',
      SVC_TOKEN: 'svc_from_my_shell',
      GITHUB_REF: 'refs/heads/elsewhere',
      MY_VAR: 'kept',
    });
    try {
      const { result, text } = await run(
        'on: push\njobs:\n  j:\n    runs-on: x\n    steps:\n      - run: echo "[${GITHUB_TOKEN:-}] [${SVC_TOKEN:-}] $GITHUB_REF $MY_VAR"\n',
      );
      succeeded(result, text);
      expect(text).toContain('[] [] refs/heads/main kept');
    } finally {
      for (const k of ['GITHUB_TOKEN', 'SVC_TOKEN', 'GITHUB_REF', 'MY_VAR'])
        if (k in saved) process.env[k] = saved[k];
        else delete process.env[k];
    }
  });

  it('writes the event payload, the runner variables and an existing GITHUB_* file set for every step', async () => {
    const { result, text } = await run(
      `
on: pull_request
jobs:
  j:
    runs-on: x
    steps:
      - run: |
          node -e 'const e = require(process.env.GITHUB_EVENT_PATH); console.log("pr " + e.pull_request.number + " " + e.action)'
          for v in GITHUB_OUTPUT GITHUB_ENV GITHUB_PATH GITHUB_STATE GITHUB_STEP_SUMMARY; do test -f "\${!v}" && echo "$v exists"; done
          echo "ws=$GITHUB_WORKSPACE temp=$([ -d "$RUNNER_TEMP" ] && echo dir) tools=$([ -d "$RUNNER_TOOL_CACHE" ] && echo dir) head=$GITHUB_HEAD_REF ref=$GITHUB_REF"
        shell: bash
`,
      { event: 'pull_request' },
    );
    expect(result.conclusion).toBe('success');
    expect(text).toContain('pr 1 opened');
    for (const v of ['GITHUB_OUTPUT', 'GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY'])
      expect(text).toContain(`${v} exists`);
    expect(text).toMatch(/ws=\/\S+ temp=dir tools=dir head=topic ref=refs\/pull\/1\/merge/);
  });

  it('applies defaults.run (workflow, then job) and the working-directory and shell of a step', async () => {
    const { result, text } = await run(
      `
on: push
defaults:
  run:
    working-directory: app
jobs:
  j:
    runs-on: x
    defaults:
      run:
        shell: sh
    steps:
      - run: echo "in $(basename "$PWD") with $0"
      - working-directory: app/sub
        shell: bash
        run: echo "in $(basename "$PWD") with bash $BASH_VERSION" | cut -c1-22
`,
      { files: { 'app/sub/.keep': '' } },
    );
    succeeded(result, text);
    expect(text).toMatch(/in app with \S*sh\b/);
    expect(text).toContain('in sub with bash 5');
  });

  it('renders a job summary for a terminal: headings, aligned tables, links as their text, no tags or escapes', () => {
    expect(
      renderMarkdown(
        '## Upload: ✅ passed\n\nRef `main`, **done** [see](http://x)\n\n| file | a\\|b |\n| --- | ---: |\n| `r.sarif` | [#1](http://x/1) |\n| longer name | c<br>d |\n\n<details><summary>More</summary>\nx &amp; y\n</details>\n',
      ),
    ).toBe(
      '▌ Upload: ✅ passed\n\nRef main, done see\n\nfile         a|b\n───────────  ───\nr.sarif      #1\nlonger name  c d\n\nMore\nx & y',
    );
    // Escaped characters are text (a failure summary's hint names `permissions:` with escaped backticks).
    expect(renderMarkdown('grant it under \\`permissions:\\` \\*a\\* \\[b\\] c\\_d `e`')).toBe(
      'grant it under `permissions:` *a* [b] c_d e',
    );
  });

  it("draws a summary's charts for a terminal as bars (the steps' pie and bar chart), any other diagram as its source", () => {
    const md = [
      severityPie('Open alerts by severity', ['critical', 'high', 'low'], { critical: 3, high: 12, low: 0 }),
      keptDroppedChart(5000, 2000),
      '```mermaid\nflowchart LR\n  a --> b\n```',
    ].join('\n\n');
    expect(renderMarkdown(md)).toBe(
      [
        'Open alerts by severity',
        `  critical  ${'█'.repeat(8)} 3`,
        `  high      ${'█'.repeat(30)} 12`,
        '',
        'Results kept and dropped by the trim',
        `  kept     ${'█'.repeat(30)} 5,000`,
        `  dropped  ${'█'.repeat(12)} 2,000`,
        '',
        'flowchart LR',
        '  a --> b',
      ].join('\n'),
    );
  });

  it('reads a secrets file as act does: values over several lines, escapes, comments, `NAME: value`', () => {
    const key = '-----BEGIN KEY-----\nMIIB line one\nline two==\n-----END KEY-----';
    const ws = checkout({
      '.secrets': [
        `PEM="${key}"`,
        `SINGLE='${key}' # pasted whole`,
        'ESCAPED="a\\nb\\t\\"c\\"\\\\d"',
        "RAW='a\\nb $HOME'",
        'PLAIN=p@ss$word # a comment',
        'HASH=ab#cd',
        'COLON: yes',
        '',
      ].join('\n'),
      'open.env': 'A=1\nB="never\nclosed\n',
      'after.env': 'A="x" y\n',
    });
    expect(readSecretsFile(join(ws, '.secrets'))).toEqual({
      PEM: key,
      SINGLE: key,
      ESCAPED: 'a\nb\t"c"\\d',
      RAW: 'a\\nb $HOME',
      PLAIN: 'p@ss$word',
      HASH: 'ab#cd',
      COLON: 'yes',
    });
    expect(() => readSecretsFile(join(ws, 'open.env'))).toThrow(
      /open\.env:2: the " that opens B's value is never closed/,
    );
    expect(() => readSecretsFile(join(ws, 'after.env'))).toThrow(
      /after\.env:1: unexpected "y" after the closing "/,
    );
  });

  it("reads a secrets file (comments, export, quotes) and takes an event payload of one's own and variables", async () => {
    const ws = checkout({
      '.secrets': '# a comment\nexport A=one\nB = "two words"\nC=\'it=3\'\n\n',
      'event.json': JSON.stringify({ custom: { field: 'from my payload' } }),
    });
    expect(readSecretsFile(join(ws, '.secrets'))).toEqual({ A: 'one', B: 'two words', C: 'it=3' });
    expect(() => readSecretsFile(join(ws, 'event.json'))).toThrow(/event\.json:1: expected NAME=value/);
    const { result, text } = await run(
      'on: push\njobs:\n  j:\n    runs-on: x\n    steps:\n      - run: echo "${{ github.event.custom.field }} ${{ vars.WHO }} ${{ secrets.B }}"\n',
      { eventPath: join(ws, 'event.json'), vars: { WHO: 'mona' }, secretsFile: join(ws, '.secrets') },
    );
    succeeded(result, text);
    expect(text).toContain('from my payload mona ***');
  });

  it('shows annotations with file:line, groups, and debug lines only under ACTIONS_STEP_DEBUG', async () => {
    const yaml = `
on: push
jobs:
  j:
    runs-on: x
    steps:
      - run: |
          echo "::group::Compiling"
          echo "::warning file=src/app.js,line=12,col=3,title=Unused::x is never read"
          echo "::endgroup::"
          echo "::debug::a detail"
          echo "::stop-commands::pause-token"
          echo "::error::not a command while stopped"
          echo "::pause-token::"
          echo "::error file=a.c,line=1::real error"
`;
    const quiet = await run(yaml);
    expect(quiet.text).toContain('▾ Compiling');
    expect(quiet.text).toContain('warning (src/app.js:12:3): Unused: x is never read');
    expect(quiet.text).toContain('::error::not a command while stopped');
    expect(quiet.text).not.toContain('a detail');
    expect(quiet.result.annotations.map((a) => [a.level, a.file, a.line])).toEqual([
      ['warning', 'src/app.js', 12],
      ['error', 'a.c', 1],
    ]);
    expect(quiet.text).toMatch(/warning src\/app\.js:12:3: Unused: x is never read {2}\[j › Run echo/);
    const loud = await run(yaml, { secrets: { ACTIONS_STEP_DEBUG: 'true' } });
    expect(loud.text).toContain('##[debug]a detail');
  });
});

describe("the runner's own variables and annotations", () => {
  it('GITHUB_* and RUNNER_* of the runner cannot be overwritten by env: or GITHUB_ENV; others (and CI) can', async () => {
    const { result, text } = await run(`
on: push
env:
  GITHUB_REF: refs/heads/from-workflow
jobs:
  j:
    runs-on: x
    env:
      GITHUB_REPOSITORY: evil/repo
    steps:
      - run: |
          echo "GITHUB_SHA=deadbeef" >> "$GITHUB_ENV"
          echo "RUNNER_TEMP=/nope" >> "$GITHUB_ENV"
          echo "CI=overwritten" >> "$GITHUB_ENV"
      - env:
          GITHUB_WORKSPACE: /elsewhere
          GITHUB_TOKEN: mine
        run: echo "sha=$GITHUB_SHA temp=$RUNNER_TEMP repo=$GITHUB_REPOSITORY ref=$GITHUB_REF ws=$GITHUB_WORKSPACE token=$GITHUB_TOKEN ci=$CI ctx=\${{ github.sha == env.GITHUB_SHA }}"
`);
    succeeded(result, text);
    const line = /sha=(\S*) temp=(\S*) repo=(\S*) ref=(\S*) ws=(\S*) token=(\S*) ci=(\S*)/.exec(text);
    expect(line).not.toBeNull();
    const [, sha, temp, repo, ref, ws, token, ci] = line!;
    expect(sha).not.toBe('deadbeef');
    expect(sha).toMatch(/^[0-9a-f]{40}$/);
    expect(temp).not.toBe('/nope');
    expect(repo).toBe('acme/webapp');
    expect(ref).toBe('refs/heads/main');
    expect(ws).not.toBe('/elsewhere');
    // Not one of the runner's: the step's own value.
    expect(token).toBe('mine');
    expect(ci).toBe('overwritten');
  });

  it('a failing JavaScript or composite action gets no exit-code annotation of its own; a failing script does', async () => {
    const { result } = await run(
      `
on: push
jobs:
  j:
    runs-on: x
    steps:
      - uses: ./fails
      - if: always()
        uses: ./wraps
      - if: always()
        run: exit 4
`,
      {
        files: {
          'fails/action.yml': 'name: f\ndescription: f\nruns:\n  using: node20\n  main: main.js\n',
          'fails/main.js': "console.log('::error::the action says why');\nprocess.exit(2);\n",
          'wraps/action.yml':
            'name: w\ndescription: w\nruns:\n  using: composite\n  steps:\n    - shell: bash\n      run: exit 3\n',
        },
      },
    );
    expect(result.conclusion).toBe('failure');
    expect(result.annotations.map((a) => a.message)).toEqual([
      'the action says why',
      'Process completed with exit code 3.',
      'Process completed with exit code 4.',
    ]);
  });
});

describe('what the runner refuses', () => {
  it('refuses a workflow the service would refuse, with the parser messages, file, line and column', async () => {
    const ws = checkout({
      'bad.yml':
        'on: push\njobs:\n  j:\n    runs-on: x\n    steps:\n      - run: echo ${{ github.sha\n        uses: a/b@v1\n',
    });
    const err = await runWorkflow({
      workflow: join(ws, 'bad.yml'),
      workspace: ws,
      output: { write: () => undefined },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WorkflowError);
    expect((err as Error).message).toMatch(/bad\.yml:6:\d+: .*(expression|Unexpected)/i);
  });

  it('refuses an event filtered by a filter and its -ignore at once, as the service refuses the file', async () => {
    const ws = checkout({
      'w.yml':
        'on:\n  pull_request:\n    paths: [src/**]\n    paths-ignore: [docs/**]\n  push:\n    tags-ignore: [v*]\n    tags: [x]\njobs:\n  j:\n    runs-on: x\n    steps:\n      - run: echo\n',
    });
    const err = await runWorkflow({
      workflow: join(ws, 'w.yml'),
      workspace: ws,
      output: { write: () => undefined },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WorkflowError);
    expect((err as WorkflowError).problems).toEqual([
      'w.yml:4:5: you may only define one of `paths` and `paths-ignore` for a single event',
      'w.yml:7:5: you may only define one of `tags` and `tags-ignore` for a single event',
    ]);
  });

  it('says when the event given is not one the workflow runs on', async () => {
    const { result, text } = await run(
      'on: [push]\njobs:\n  j:\n    runs-on: x\n    steps:\n      - run: echo hi\n',
      {
        event: 'workflow_dispatch',
      },
    );
    succeeded(result, text);
    expect(text).toContain('note: this workflow does not run on workflow_dispatch (on: push)');
    const push = await run('on: [push]\njobs:\n  j:\n    runs-on: x\n    steps:\n      - run: echo hi\n');
    expect(push.text).not.toContain('does not run on');
  });

  it('names a feature it does not run with its place: containers, services, docker actions; a called workflow it cannot find', async () => {
    const cases: [string, RegExp][] = [
      [
        '    container: node:20\n    steps:\n      - run: echo\n',
        /w\.yml:5:16: job j: container is not supported/,
      ],
      [
        '    steps:\n      - uses: docker://alpine:3\n',
        /w\.yml:6:\d+: a docker action \(docker:\/\/alpine:3\) is not supported/,
      ],
    ];
    for (const [body, message] of cases) {
      const ws = checkout({ 'w.yml': `on: push\njobs:\n  j:\n    runs-on: x\n${body}` });
      const err = await runWorkflow({
        workflow: join(ws, 'w.yml'),
        workspace: ws,
        output: { write: () => undefined },
      }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(UnsupportedError);
      expect((err as Error).message).toMatch(message);
    }
    const docker = await run('on: push\njobs:\n  j:\n    runs-on: x\n    steps:\n      - uses: ./img\n', {
      files: { 'img/action.yml': "name: i\ndescription: i\nruns:\n  using: docker\n  image: 'Dockerfile'\n" },
    }).catch((e: unknown) => e);
    expect(docker).toBeInstanceOf(UnsupportedError);
    expect((docker as Error).message).toMatch(
      /w\.yml:6:\d+: \.\/img: a docker container action is not supported/,
    );
    const ws = checkout({ 'w.yml': 'on: push\njobs:\n  j:\n    uses: o/r/.github/workflows/x.yml@v1\n' });
    const err = await runWorkflow({
      workflow: join(ws, 'w.yml'),
      workspace: ws,
      output: { write: () => undefined },
    }).catch((e: unknown) => e);
    // A workflow of another repository comes from the actions directory, as actions do.
    expect((err as Error).message).toMatch(
      /w\.yml:4:11: o\/r\/\.github\/workflows\/x\.yml@v1: workflows of other repositories are read from the actions directory/,
    );
  });

  it('refuses a shell that cannot run here (cmd off Windows) before anything runs, naming the step', async () => {
    const refused = await run(
      'on: push\njobs:\n  j:\n    runs-on: x\n    steps:\n      - shell: cmd\n        run: echo hi\n',
    ).catch((e: unknown) => e);
    expect((refused as Error).message).toMatch(
      /w\.yml:6:16: job j, step 1: shell "cmd": cmd runs on Windows only/,
    );
    // A shell from defaults.run (here a matrix value, as sigstore-js names cmd for Windows) is named where it is set.
    const fromDefaults = await run(`
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
      - run: echo hi
`);
    expect(fromDefaults.result.annotations[0].message).toMatch(
      /w\.yml:11:16 \(defaults\.run\.shell\): job j \(cmd\), step 1: shell "cmd": cmd runs on Windows only/,
    );
  });

  it('the CLI has help and refuses a wrong call with exit 2', async () => {
    const help = cli(['run', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: sarif-pipeline run WORKFLOW [options]');
    expect(cli(['--help']).stdout).toContain('sarif-pipeline run WORKFLOW [options]');
    const none = cli(['run']);
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('run needs a workflow file');
    const badUse = cli(['run', 'w.yml', '--use', 'nothing']);
    expect(badUse.status).toBe(2);
  });

  it('the CLI prints the parser message without a stack trace and exits 1', async () => {
    const ws = checkout({ 'bad.yml': 'on: push\njobs:\n  j:\n    runs-on: x\n    stepz: []\n' });
    const r = cli(['run', 'bad.yml'], ws);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/bad\.yml:5:5: Unexpected value 'stepz'/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(join(ws, 'bad.yml'), 'utf8')).toContain('stepz');
  });
});

describe('a running emulator (--api-url)', () => {
  it('takes its admin token from EMULATOR_ADMIN_TOKEN, never hands it to a step, and says where to put it when there is none', async () => {
    const emu = await startEmulator({ adminToken: 'emu_admin_runner_env' });
    const ws = checkout({
      'w.yml':
        'on: push\njobs:\n  hello:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo "hi ${EMULATOR_ADMIN_TOKEN:-unset}"\n',
    });
    const before = process.env.EMULATOR_ADMIN_TOKEN;
    process.env.EMULATOR_ADMIN_TOKEN = 'emu_admin_runner_env'; // the shell's, which steps inherit otherwise
    const io = (env: NodeJS.ProcessEnv) => {
      const out = { text: '' };
      const value: CommandIo = {
        stdout: (t) => void (out.text += t),
        stderr: (t) => void (out.text += t),
        env,
        interactive: false,
        promptSecret: async () => '',
      };
      return { value, out };
    };
    try {
      const given = io(process.env);
      expect(await runCommand([join(ws, 'w.yml'), '--api-url', emu.apiUrl], given.value)).toBe(0);
      expect(given.out.text).toContain('hi unset');
      expect(given.out.text).not.toContain('emu_admin_runner_env');
      const none = { ...process.env };
      delete none.EMULATOR_ADMIN_TOKEN;
      await expect(
        runCommand([join(ws, 'w.yml'), '--api-url', emu.apiUrl], io(none).value),
      ).rejects.toMatchObject({
        message: '--api-url needs the admin token `sarif-pipeline serve` prints',
        hint: expect.stringContaining('EMULATOR_ADMIN_TOKEN'),
      });
    } finally {
      if (before === undefined) delete process.env.EMULATOR_ADMIN_TOKEN;
      else process.env.EMULATOR_ADMIN_TOKEN = before;
      await emu.close();
    }
  });
});
