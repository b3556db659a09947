/**
 * Findings of an outside check against GitHub's runner (part A): job status over ancestors and the `needs` context,
 * strategy errors failing one job, empty matrices, a reusable workflow's caller token, composite depth, a step whose
 * background child holds its output, dispatch inputs checked, local actions without pre, malformed file commands.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliUnderFileSizeLimit } from '../support/file-size-limit.js';
import { checkout, conclusions, ROOT, run, succeeded } from './helpers.js';

describe('jobs judged as the service judges them', () => {
  it('needs holds only the jobs listed; status functions judge every ancestor (failed or skipped)', async () => {
    const { result, text } = await run(`
on: push
jobs:
  a:
    runs-on: x
    steps: [{run: exit 1}]
  b:
    needs: a
    if: always()
    runs-on: x
    steps: [{run: echo b}]
  c:
    needs: b
    if: \${{ always() && !contains(needs.*.result, 'failure') }}
    runs-on: x
    steps: [{run: "echo 'needs=\${{ join(needs.*.result, ',') }} keys=\${{ toJSON(needs) }}'"}]
  notify:
    needs: b
    if: failure()
    runs-on: x
    steps: [{run: echo notified}]
  deploy:
    needs: b
    runs-on: x
    steps: [{run: echo deploying although a failed}]
  s:
    if: false
    runs-on: x
    steps: [{run: echo never}]
  t:
    needs: s
    if: always()
    runs-on: x
    steps: [{run: echo t}]
  u:
    needs: t
    runs-on: x
    steps: [{run: echo u ran although s was skipped}]
  v:
    needs: t
    if: success() || failure()
    runs-on: x
    steps: [{run: echo v}]
`);
    expect(result.jobs.c.result).toBe('success');
    expect(text).toContain('needs=success keys={');
    expect(text).not.toMatch(/keys=\{[^}]*"a"/);
    expect(result.jobs.notify.result).toBe('success');
    expect(result.jobs.deploy.result).toBe('skipped');
    expect(text).not.toContain('deploying although');
    expect(result.jobs.t.result).toBe('success');
    expect(result.jobs.u.result).toBe('skipped');
    expect(result.jobs.v.result).toBe('skipped');
  });

  it("a job's strategy that cannot be evaluated fails that job alone; the run goes on", async () => {
    const { result, text } = await run(`
on: push
jobs:
  gen:
    runs-on: x
    outputs: {m: "\${{ steps.s.outputs.m }}"}
    steps: [{id: s, run: echo "no output written"}]
  use:
    needs: gen
    runs-on: x
    strategy: {matrix: "\${{ fromJSON(needs.gen.outputs.m) }}"}
    steps: [{run: echo x}]
  other: {needs: gen, runs-on: x, steps: [{run: echo other}]}
  report:
    needs: [use, other]
    if: always()
    runs-on: x
    steps: [{run: 'echo "use=\${{ needs.use.result }} other=\${{ needs.other.result }}"'}]
`);
    expect(result.conclusion).toBe('failure');
    expect(result.jobs.use.result).toBe('failure');
    expect(result.jobs.report.result).toBe('success');
    expect(text).toContain('use=failure other=success');
    const a = result.annotations.find((x) => x.job === 'use');
    expect(a?.message).toMatch(
      /^Error when evaluating 'strategy' for job 'use'\. \.github\/workflows\/w\.yml:11:\d+: cannot evaluate/,
    );
  });

  it('an empty matrix vector, or a matrix of an empty include, fails the job with the service words', async () => {
    const { result } = await run(`
on: push
jobs:
  gen:
    runs-on: x
    outputs:
      m: \${{ steps.s.outputs.m }}
    steps:
      - id: s
        run: echo 'm={"service":[]}' >> "$GITHUB_OUTPUT"
  deploy:
    needs: gen
    runs-on: x
    strategy:
      matrix: \${{ fromJSON(needs.gen.outputs.m) }}
    steps:
      - run: echo "deploying service '\${{ matrix.service }}'"
  inc:
    runs-on: x
    strategy:
      matrix: \${{ fromJSON('{"include":[]}') }}
    steps:
      - run: echo "include-only leg"
`);
    expect(result.jobs.deploy.result).toBe('failure');
    expect(result.jobs.inc.result).toBe('failure');
    expect(result.log.join('\n')).not.toContain('deploying service');
    const messages = result.annotations.map((a) => a.message);
    expect(messages).toContainEqual(
      expect.stringMatching(/Matrix vector 'service' does not contain any values$/),
    );
    expect(messages).toContainEqual(expect.stringMatching(/Matrix must define at least one vector$/));
  });
});

describe('reusable workflows', () => {
  it("a calling job's with: and secrets: see that job's own token, with its permissions", async () => {
    const { result, text } = await run(
      `
on: push
jobs:
  first:
    runs-on: x
    permissions: {}
    steps: [{env: {T: "\${{ github.token }}"}, run: 'echo "first=$(printf %s "$T" | sha256sum | cut -c1-12)"'}]
  caller:
    permissions: {security-events: read}
    uses: ./.github/workflows/tokcheck.yml
    with: {tok: "\${{ github.token }}"}
    secrets: {tok: "\${{ secrets.GITHUB_TOKEN }}"}
`,
      {
        files: {
          '.github/workflows/tokcheck.yml': `
on:
  workflow_call:
    inputs: {tok: {type: string, required: true}}
    secrets: {tok: {required: true}}
jobs:
  inner:
    runs-on: x
    permissions: {}
    steps:
      - env: {T: "\${{ secrets.tok }}", I: "\${{ inputs.tok }}"}
        run: |
          echo "passed=$(printf %s "$T" | sha256sum | cut -c1-12) same=$([ "$T" = "$I" ] && echo yes)"
          echo "alerts=$(curl -s -w ' %{http_code}' -H "Authorization: Bearer $T" "$GITHUB_API_URL/repos/$GITHUB_REPOSITORY/code-scanning/alerts")"
`,
        },
      },
    );
    expect(result.conclusion).toBe('success');
    const first = /first=([0-9a-f]{12})/.exec(text)?.[1];
    const passed = /passed=([0-9a-f]{12})/.exec(text)?.[1];
    expect(first).toBeDefined();
    expect(passed).toBeDefined();
    expect(passed).not.toBe(first);
    expect(text).toContain('same=yes');
    // Let in (security-events: read): the repository has no analysis yet, the service's 404 after the access check
    // (a token without the permission gets 403 before it).
    expect(text).toMatch(/alerts=\{"message":"no analysis found".* 404/);
  });
});

describe('steps and actions', () => {
  it('a composite action nested past the runner limit fails with its words, not out of memory', async () => {
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(), 20_000);
    const { result } = await run(
      `
on: push
jobs:
  a:
    runs-on: x
    steps:
      - uses: ./.github/actions/rec
      - if: always()
        run: echo after
`,
      {
        signal: stop.signal,
        files: {
          '.github/actions/rec/action.yml': `
name: rec
description: d
runs:
  using: composite
  steps:
    - uses: ./.github/actions/rec
`,
        },
      },
    );
    clearTimeout(timer);
    expect(result.conclusion).toBe('failure');
    const depth = result.annotations.filter((a) =>
      a.message.endsWith('Composite action depth exceeded max depth 9'),
    );
    expect(depth).toHaveLength(1);
    // Nine levels run; the tenth is refused.
    expect(depth[0].step.split(' › ')).toHaveLength(10);
    expect(conclusions(result, 'a')).toEqual([
      'Run ./.github/actions/rec: failure',
      'Run echo after: success',
    ]);
  });

  it('a step ends when its shell exits though a background child holds its output; leftovers die at the job end', async () => {
    const { result, text, workspace } = await run(`
on: push
jobs:
  a:
    runs-on: x
    steps:
      - run: |
          sleep 41 &
          echo "$!" > held.pid
          echo started background
      - run: |
          nohup sleep 43 > /dev/null 2>&1 &
          echo "$!" > quiet.pid
      - run: echo "next step; quiet alive=$(kill -0 "$(cat quiet.pid)" 2>/dev/null && echo yes)"
`);
    expect(result.conclusion).toBe('success');
    const first = result.steps.find((s) => s.job === 'a' && s.step.startsWith('Run sleep 41'));
    expect(first?.ms).toBeGreaterThanOrEqual(4_500);
    expect(first?.ms).toBeLessThan(15_000);
    // A background process that does not hold the step's output lives on for the next steps, then dies with the job.
    expect(text).toContain('next step; quiet alive=yes');
    expect(text).toContain('Cleaning up orphan processes');
    // Alive: there, and not a zombie its new parent has yet to reap.
    const alive = (file: string) => {
      const pid = readFileSync(join(workspace, file), 'utf8').trim();
      try {
        return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      } catch {
        return false;
      }
    };
    expect(alive('held.pid')).toBe(false);
    expect(alive('quiet.pid')).toBe(false);
  });
});

/** `sarif-pipeline run` in a process of its own (tsx), TMPDIR its own; signals sent once its output says `when`. */
function runCli(
  workspace: string,
  signals: { when: string; signal: NodeJS.Signals }[],
): Promise<{ code: number | null; out: string; tmp: string }> {
  const tmp = mkdtempSync(join(tmpdir(), 'run-tmp-'));
  const child = spawn(
    process.execPath,
    [
      '--import',
      join(ROOT, 'node_modules/tsx/dist/esm/index.mjs'),
      join(ROOT, 'src/cli/index.ts'),
      'run',
      'w.yml',
    ],
    { cwd: workspace, env: { ...process.env, NODE_OPTIONS: '', TMPDIR: tmp } },
  );
  let out = '';
  const pending = [...signals];
  const onData = (d: Buffer) => {
    out += d.toString();
    while (pending.length > 0 && out.includes(pending[0].when)) child.kill(pending.shift()!.signal);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return new Promise((done) => child.on('close', (code) => done({ code, out, tmp })));
}

describe('Ctrl-C during run', () => {
  it('gives if: always() steps their time; a second signal kills them and removes the run directory', async () => {
    const ws = checkout({
      'w.yml': `
on: push
jobs:
  a:
    runs-on: x
    steps:
      - run: echo go; sleep 60
      - if: always()
        run: echo "cleanup start"; sleep 3; echo "cleanup end"
      - if: always()
        run: echo "$$" > cleanup.pid; echo "slow cleanup start"; sleep 60; echo "slow cleanup end"
`,
    });
    // The first signal: the cleanup steps run; the second: the process leaves, the slow one killed.
    const first = await runCli(ws, [
      { when: '│ go\n', signal: 'SIGINT' },
      { when: '│ slow cleanup start', signal: 'SIGINT' },
    ]);
    expect(first.out).toContain('cleanup end');
    expect(first.out).toContain('slow cleanup start');
    expect(first.out).not.toContain('slow cleanup end');
    expect(first.code).toBe(130);
    const pid = readFileSync(join(ws, 'cleanup.pid'), 'utf8').trim();
    let state = '';
    try {
      state = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      // gone
    }
    expect(state).not.toMatch(/^\d+ \(.*\) [^Z]/);
    // Nothing of the run is left in TMPDIR: its directory, the steps' preload, the embedded emulator's files
    // (tsx's own cache aside).
    expect(readdirSync(first.tmp).filter((f) => !f.startsWith('tsx-'))).toEqual([]);
    rmSync(first.tmp, { recursive: true, force: true });
  });
});

describe('workflow_dispatch inputs', () => {
  const yaml = `
on:
  workflow_dispatch:
    inputs:
      req:
        required: true
      b:
        type: boolean
      n:
        type: number
      c:
        type: choice
        options: [red, green]
        default: red
jobs:
  a:
    runs-on: x
    steps:
      - run: echo "ran \${{ toJSON(inputs) }}"
`;
  const dispatch = (inputs: Record<string, string>) =>
    run(yaml, { event: 'workflow_dispatch', inputs }).then(
      (r) => ({ ran: r.text }),
      (err: Error & { exitCode?: number }) => ({ message: err.message, exitCode: err.exitCode }),
    );

  it('are checked as the service checks a dispatch, before any job runs, naming the input and its place', async () => {
    expect(await dispatch({ b: 'true' })).toEqual({
      message: ".github/workflows/w.yml:6:9: Required input 'req' not provided",
      exitCode: 2,
    });
    expect(await dispatch({ req: 'x', zzz: '1' })).toMatchObject({
      message: expect.stringMatching(
        /^\.github\/workflows\/w\.yml:4:5: Unexpected inputs provided: \["zzz"\]/,
      ),
      exitCode: 2,
    });
    expect(await dispatch({ req: 'x', b: 'maybe' })).toMatchObject({
      message: expect.stringMatching(
        /:8:9: Provided value 'maybe' for input 'b' not in the list of allowed values/,
      ),
      exitCode: 2,
    });
    expect(await dispatch({ req: 'x', n: 'abc' })).toMatchObject({
      message: expect.stringMatching(/:10:9: Provided value 'abc' for input 'n' is not a number/),
      exitCode: 2,
    });
    expect(await dispatch({ req: 'x', c: 'blue' })).toMatchObject({
      message: expect.stringMatching(
        /:12:9: Provided value 'blue' for input 'c' not in the list of allowed values/,
      ),
      exitCode: 2,
    });
    const good = await dispatch({ req: 'x', b: 'false', n: '2.5', c: 'green' });
    expect(good).toMatchObject({ ran: expect.stringContaining('ran {') });
  });
});

describe('local actions', () => {
  it('say when they run on another Node than the one they declare (node16, node24), and on which', async () => {
    const major = process.versions.node.split('.')[0];
    const action = (using: string) => `name: a\ndescription: d\nruns:\n  using: ${using}\n  main: m.js\n`;
    const files: Record<string, string> = {};
    for (const n of ['16', '20', '24']) {
      files[`n${n}/action.yml`] = action(`node${n}`);
      files[`n${n}/m.js`] = `console.log('node${n} action ran');`;
    }
    const { result, text } = await run(
      'on: push\njobs:\n  j:\n    runs-on: x\n    steps:\n      - uses: ./n16\n      - uses: ./n20\n      - uses: ./n24\n',
      { files },
    );
    succeeded(result, text);
    for (const n of ['16', '20', '24']) {
      expect(text).toContain(`node${n} action ran`);
      const note = `note: ./n${n} declares node${n}; it runs on this machine's Node ${process.versions.node}`;
      if (n === major) expect(text).not.toContain(note);
      else expect(text).toContain(note);
    }
  });

  it('run no pre (the runner registers none for them) and say so at their step; a remote one does', async () => {
    const action = `
name: js
description: d
runs:
  using: node20
  pre: pre.js
  main: main.js
`;
    const { result, text } = await run(
      `
on: push
jobs:
  j:
    runs-on: x
    steps:
      - uses: ./.github/actions/js
      - uses: acme/js@v1
`,
      {
        use: ['acme/js=./.github/actions/js'],
        files: {
          '.github/actions/js/action.yml': action,
          '.github/actions/js/pre.js': "console.log('pre ran');",
          '.github/actions/js/main.js': "console.log('main ran');",
        },
      },
    );
    expect(result.conclusion).toBe('success');
    expect(conclusions(result, 'j')).toEqual([
      'Pre Run acme/js@v1: success',
      'Run ./.github/actions/js: success',
      'Run acme/js@v1: success',
    ]);
    expect(text.match(/pre ran/g)).toHaveLength(1);
    expect(result.annotations).toContainEqual(
      expect.objectContaining({
        level: 'warning',
        message: "`pre` execution is not supported for local action from './.github/actions/js'",
        step: 'Run ./.github/actions/js',
      }),
    );
  });
});

describe('file commands', () => {
  it("a malformed GITHUB_OUTPUT fails the step in the runner's words, without an exit code the script did not have", async () => {
    const { result } = await run(`
on: push
jobs:
  j:
    runs-on: x
    steps:
      - id: bad
        continue-on-error: true
        run: echo "garbage-line-without-equals" >> "$GITHUB_OUTPUT"
      - id: heredoc
        continue-on-error: true
        run: printf 'x<<EOF\\nno end\\n' >> "$GITHUB_ENV"
      - run: echo "bad=\${{ steps.bad.outcome }} heredoc=\${{ steps.heredoc.outcome }}"
`);
    expect(result.log.join('\n')).toContain('bad=failure heredoc=failure');
    const of = (step: string) => result.annotations.filter((a) => a.step === step).map((a) => a.message);
    expect(of('Run echo "garbage-line-without-equals" >> "$GITHUB_OUTPUT"')).toEqual([
      "Unable to process file command 'output' successfully.",
      "Invalid format 'garbage-line-without-equals'",
    ]);
    expect(of(`Run printf 'x<<EOF\\nno end\\n' >> "$GITHUB_ENV"`)).toEqual([
      "Unable to process file command 'env' successfully.",
      "Invalid value. Matching delimiter not found 'EOF'",
    ]);
  });

  it('survive a step that removes RUNNER_TEMP whole; a value too large for the system fails its step, not the run', async () => {
    // 200 KB in one variable: past Linux's 128 KiB a variable, so the shell cannot be started (E2BIG).
    const { result, text } = await run(`
on: push
jobs:
  j:
    runs-on: x
    steps:
      - run: rm -rf "$RUNNER_TEMP"
      - id: big
        run: echo "v=$(head -c 200000 /dev/zero | tr '\\0' y)" >> "$GITHUB_OUTPUT"
      - id: use
        continue-on-error: true
        env: {BIG: "\${{ steps.big.outputs.v }}"}
        run: echo "never here"
      - run: echo "use=\${{ steps.use.outcome }} length=\${{ steps.big.outputs.v != '' }}"
`);
    expect(result.conclusion).toBe('success');
    expect(text).not.toContain('│ never here');
    expect(text).toContain('use=failure length=true');
    expect(text).toMatch(
      /error: cannot start \S+: its environment or arguments are too large for the system \(E2BIG\): the variable BIG is 200 KB, and the system takes at most 131 KB a variable or argument\./,
    );
  });
});

describe("the runner's own files for a step cannot be written", () => {
  it('that step fails saying why, and the job goes on to its if: always() steps', async () => {
    // A file where the runner keeps the file commands: the next steps' files cannot be made (as on a full disk).
    const { result, text } = await run(`
on: push
jobs:
  j:
    runs-on: x
    steps:
      - name: in the way
        run: rm -rf "$RUNNER_TEMP/_runner_file_commands"; touch "$RUNNER_TEMP/_runner_file_commands"
      - run: echo "never here"
      - if: always()
        run: echo "nor here"
`);
    expect(result.conclusion).toBe('failure');
    expect(conclusions(result, 'j')).toEqual([
      'in the way: success',
      'Run echo "never here": failure',
      'Run echo "nor here": failure',
    ]);
    expect(text).not.toMatch(/│ (never|nor) here/);
    expect(result.annotations.map((a) => a.message)).toEqual([
      expect.stringMatching(
        /^The runner could not prepare this step: cannot write \S+\/_runner_file_commands: a file, not a directory, is in the way\. An earlier step changed RUNNER_TEMP under the runner/,
      ),
      expect.stringMatching(/^The runner could not prepare this step: /),
    ]);
  });

  it('past a file-size limit (as on a full disk) the step whose script is too large fails, and the cleanup step runs', () => {
    const ws = checkout({
      'w.yml': `
on: push
jobs:
  a:
    runs-on: x
    steps:
      - run: echo ${'x'.repeat(300_000)} > /dev/null
      - if: always()
        run: echo "cleanup ran"
`,
    });
    const tmp = mkdtempSync(join(tmpdir(), 'run-tmp-'));
    try {
      const r = spawnSync(...cliUnderFileSizeLimit(200, ['run', 'w.yml']), {
        cwd: ws,
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, NODE_OPTIONS: '', TMPDIR: tmp },
      });
      expect(r.status).toBe(1);
      expect(r.stdout).toMatch(
        /error: The runner could not prepare this step: cannot write its files in RUNNER_TEMP \(its script, its file commands\): a file would be larger than this process may write \(ulimit -f\)\. Free some space/,
      );
      expect(r.stdout).toMatch(/│ cleanup ran/);
      expect(r.stdout).toMatch(/workflow failed/);
      expect(r.stderr).not.toMatch(/internal error| {4}at /);
      expect(readdirSync(tmp).filter((f) => !f.startsWith('tsx-'))).toEqual([]);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
      rmSync(ws, { recursive: true, force: true });
    }
  });
});

describe('annotations', () => {
  it('are those the service shows: 10 of a level a step, 50 a job; the rest in the log, counted', async () => {
    const many = (n: number, level: string) =>
      `for i in $(seq 1 ${n}); do echo "::${level}::${level} $i"; done`;
    const steps = [
      `      - run: '${many(12, 'warning')}; ${many(11, 'error')}; exit 1'\n        continue-on-error: true`,
      ...Array.from({ length: 5 }, () => `      - run: '${many(10, 'notice')}'`),
    ];
    const { result, text } = await run(
      `on: push\njobs:\n  j:\n    runs-on: x\n    steps:\n${steps.join('\n')}\n`,
    );
    expect(result.conclusion).toBe('success');
    const levels = (step: number) =>
      result.annotations.filter((a) => a.step === result.steps[step].step).map((a) => a.level);
    // The first step: 10 warnings, and 10 errors of its 11 and the runner's own exit-code error.
    expect(levels(0).filter((l) => l === 'warning')).toHaveLength(10);
    expect(levels(0).filter((l) => l === 'error')).toHaveLength(10);
    // 20 from the first step, then notices up to the job's 50: three steps whole, none of the last two.
    expect(result.annotations).toHaveLength(50);
    expect(text).toContain('notice 10');
    expect(text).toContain('│ warning: warning 12');
    expect(text).toContain(
      '24 more not shown as annotations, as on the service: it shows 10 errors, 10 warnings and 10 notices a step and 50 a job',
    );
  });
});
