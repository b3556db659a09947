/**
 * Findings of an outside check against GitHub's runner (part B): masking in the library's result and in the forms
 * the runner masks (base64 and the other encoders), workflow commands in both forms (`::` with a `:` in a property,
 * the legacy `##[…]`), set-env and add-path, the runner's GITHUB_* variables, ref_name of a pull request, objects
 * in strings, action files without a description, and an emulator that never answers.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { connect, REMOTE_TIMEOUT_MS } from '../../src/runner/binding.js';
import { maskedForms, Masker } from '../../src/runner/log.js';
import { parseCommand } from '../../src/runner/runner-files.js';
import { run } from './helpers.js';

const SECRET = 's3cr3t-value-123';

describe('masking as the runner masks', () => {
  it("masks every string of the library's result: an annotation's file, title and message, summaries, steps, outputs", async () => {
    const { result, text } = await run(
      `
on: push
jobs:
  a:
    runs-on: x
    outputs:
      o: \${{ steps.s.outputs.o }}
    steps:
      - id: s
        name: step \${{ secrets.MY_SECRET }}
        env: {S: "\${{ secrets.MY_SECRET }}"}
        run: |
          echo "::warning file=src/$S.js,line=1,title=t $S::see $S"
          echo "# summary $S" >> "$GITHUB_STEP_SUMMARY"
          echo "o=$S" >> "$GITHUB_OUTPUT"
`,
      { secrets: { MY_SECRET: SECRET } },
    );
    expect(result.annotations).toEqual([
      expect.objectContaining({ file: 'src/***.js', title: 't ***', message: 'see ***', line: 1 }),
    ]);
    const { service: _, ...rest } = result;
    expect(JSON.stringify(rest)).not.toContain(SECRET);
    expect(text).not.toContain(SECRET);
  });

  it("does not pass on a called workflow's output that holds a masked value (its github.token)", async () => {
    const { result, text } = await run(
      `
on: push
jobs:
  c:
    uses: ./.github/workflows/called.yml
`,
      {
        files: {
          '.github/workflows/called.yml': `
on:
  workflow_call:
    outputs:
      t: {value: "\${{ github.token }}"}
      plain: {value: "\${{ jobs.i.result }}"}
jobs:
  i:
    runs-on: x
    steps: [{run: echo hi}]
`,
        },
      },
    );
    expect(result.jobs.c.outputs).toEqual({ plain: 'success' });
    expect(text).toContain("skip output 't' since it may contain secret.");
  });

  it('masks a secret in base64, shifted by 1 and 2 bytes too (base64 of user:secret), and its other encoded forms', async () => {
    const { result, text } = await run(
      `
on: push
jobs:
  a:
    runs-on: x
    steps:
      - env: {S: "\${{ secrets.MY_SECRET }}"}
        run: |
          echo "b64: $(printf %s "$S" | base64)"
          echo "shift0: $(printf %s "abc$S" | base64)"
          echo "shift1: $(printf %s "user:$S" | base64)"
          echo "shift2: $(printf %s "u:$S" | base64)"
          echo "not a secret: $(printf %s "other" | base64)"
`,
      { secrets: { MY_SECRET: SECRET } },
    );
    expect(result.conclusion).toBe('success');
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    for (const s of [SECRET, `abc${SECRET}`, `user:${SECRET}`, `u:${SECRET}`])
      expect(text).not.toContain(b64(s));
    expect(text).toContain('b64: ***\n');
    expect(text).toMatch(/shift1: dXNlcj\S*\*\*\*\n/);
    expect(text).toMatch(/shift2: dTp\S*\*\*\*\n/);
    expect(text).toContain(`not a secret: ${b64('other')}`);
  });

  it("registers the runner's encoders, with their minimum lengths", () => {
    expect(maskedForms(`a"b'c<&>`)).toEqual(
      expect.arrayContaining([
        'a\\"b\'c<&>',
        `a"b''c<&>`,
        'a%22b%27c%3C%26%3E',
        'a&quot;b&apos;c&lt;&amp;&gt;',
      ]),
    );
    // A quoted value of more than 8 characters is masked without its quotes too; PowerShell's `&` parts from 6 on.
    expect(maskedForms('"quoted-v"')).toContain('quoted-v');
    expect(maskedForms('"short"')).not.toContain('short');
    expect(maskedForms('part-one&part-two')).toEqual(expect.arrayContaining(['part-one&', 'part-two']));
    expect(maskedForms('ab&cd')).not.toContain('ab&');
    // Overlapping secrets are one ***, as the runner merges their places.
    const m = new Masker();
    m.add('abcdef');
    m.add('defghi');
    expect(m.apply('x abcdefghi y')).toBe('x *** y');
  });
});

describe('workflow commands as the runner parses them', () => {
  it('processes the legacy ##[command] form anywhere in a line: add-mask, warning, error with ;-separated properties, set-output', async () => {
    const { result, text } = await run(`
on: push
jobs:
  a:
    runs-on: x
    outputs:
      x: \${{ steps.s.outputs.x }}
    steps:
      - id: s
        run: |
          echo "##[add-mask]legacy-secret-42"
          echo "value is legacy-secret-42"
          echo "##[warning]old style warning"
          echo "prefix text ##[error file=src/b.ts;line=7;title=T%3B1]legacy error%5D"
          echo "##[set-output name=x;]legacy-out"
          echo "##[nosuchcommand]stays text"
`);
    // (The step's name, shown before it runs, holds it as on the service; its output does not.)
    expect(text).not.toMatch(/│.*legacy-secret-42/);
    expect(text).toContain('│ value is ***');
    expect(result.annotations).toEqual([
      expect.objectContaining({ level: 'warning', message: 'old style warning' }),
      expect.objectContaining({
        level: 'error',
        message: 'legacy error]',
        file: 'src/b.ts',
        line: 7,
        title: 'T;1',
      }),
    ]);
    expect(result.jobs.a.outputs).toEqual({ x: 'legacy-out' });
    expect(text).toContain('│ ##[nosuchcommand]stays text');
  });

  it('reads a :: command whose property value holds a single colon, as TryParseV2 does', async () => {
    const { result } = await run(`
on: push
jobs:
  a:
    runs-on: x
    steps:
      - run: |
          echo "::warning title=Note: read this::colon title"
          echo "::error file=src/a.ts,line=3,title=TS2304: Cannot find name::boom"
`);
    expect(result.annotations).toEqual([
      expect.objectContaining({ level: 'warning', title: 'Note: read this', message: 'colon title' }),
      expect.objectContaining({
        level: 'error',
        file: 'src/a.ts',
        line: 3,
        title: 'TS2304: Cannot find name',
        message: 'boom',
      }),
    ]);
  });

  it('parses as the runner: the section ends at the next ::, unregistered names are text, empty pairs dropped', () => {
    expect(parseCommand('  ::warning file=a.js,,line=2,col=::a::b')).toEqual({
      name: 'warning',
      props: { file: 'a.js', line: '2' },
      message: 'a::b',
    });
    expect(parseCommand('::WARNING Title=x%3Ay%2Cz::m%0An')).toEqual({
      name: 'warning',
      props: { title: 'x:y,z' },
      message: 'm\nn',
    });
    expect(parseCommand('::not-a-command::x')).toBeUndefined();
    expect(parseCommand('text ::warning::x')).toBeUndefined();
    expect(parseCommand('##[group]Title')).toEqual({ name: 'group', props: {}, message: 'Title' });
  });
});

describe("the runner's GITHUB_* variables", () => {
  const NAMES = [
    'graphql_url',
    'ref_type',
    'triggering_actor',
    'workflow_sha',
    'repository_id',
    'repository_owner_id',
    'actor_id',
    'ref_protected',
  ];

  it('exports every string of the github context as GITHUB_<NAME>, ids as the API gives them, GraphQL at the emulator', async () => {
    const lines = NAMES.map(
      (n) => `echo "${n} ctx=[\${{ github.${n} }}] env=[$GITHUB_${n.toUpperCase()}]"`,
    ).join('\n          ');
    const { result, text } = await run(`
on: push
jobs:
  a:
    runs-on: x
    steps:
      - env: {T: "\${{ github.token }}"}
        run: |
          ${lines}
          node -e '
            const h = { authorization: "Bearer " + process.env.T };
            fetch(process.env.GITHUB_API_URL + "/repos/" + process.env.GITHUB_REPOSITORY, { headers: h })
              .then((r) => r.json())
              .then((r) => console.log("api repository_id=" + r.id + " owner_id=" + r.owner.id));
          '
`);
    expect(result.conclusion).toBe('success');
    for (const n of NAMES) {
      const m = new RegExp(`│ ${n} ctx=\\[([^\\]]*)\\] env=\\[([^\\]]*)\\]`).exec(text);
      expect(m).not.toBeNull();
      expect(m![2]).not.toBe('');
      expect(m![2]).toBe(m![1]);
    }
    const env = (n: string) => new RegExp(`│ ${n} ctx=\\[[^\\]]*\\] env=\\[([^\\]]*)\\]`).exec(text)![1];
    expect(env('graphql_url')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v3\/graphql$/);
    expect(env('ref_type')).toBe('branch');
    expect(env('ref_protected')).toBe('false');
    expect(env('triggering_actor')).toBe('octocat');
    expect(env('actor_id')).toMatch(/^\d+$/);
    expect(text).toContain(
      `api repository_id=${env('repository_id')} owner_id=${env('repository_owner_id')}`,
    );
  });

  it('names a pull request ref <number>/merge in GITHUB_REF_NAME and github.ref_name', async () => {
    const { text } = await run(
      `
on: pull_request
jobs:
  a:
    runs-on: x
    steps:
      - run: echo "ref=$GITHUB_REF env=$GITHUB_REF_NAME ctx=\${{ github.ref_name }}"
`,
      { event: 'pull_request' },
    );
    expect(text).toContain('ref=refs/pull/1/merge env=1/merge ctx=1/merge');
  });
});

describe('values in strings', () => {
  it('an object or array inside a string is Object / Array, as format() gives; toJSON() stays JSON', async () => {
    const { result, text } = await run(`
on: push
jobs:
  a:
    runs-on: x
    strategy: {matrix: {cfg: [{os: linux, v: 1}]}}
    env: {PART: "cfg \${{ matrix.cfg }}"}
    steps:
      - run: |
          echo "interp=\${{ matrix.cfg }} arr=\${{ fromJSON('[1,2]') }} n=\${{ matrix.cfg.v }} b=\${{ true }}"
          echo "fmt=\${{ format('{0} {1}', matrix.cfg, fromJSON('[1]')) }} env=$PART"
          echo 'json=\${{ toJSON(matrix.cfg) }}'
`);
    expect(result.conclusion).toBe('success');
    expect(text).toContain('interp=Object arr=Array n=1 b=true');
    expect(text).toContain('fmt=Object Array env=cfg Object');
    expect(text).toContain('│ json={');
    expect(text).toContain('│   "os": "linux",');
  });

  it('refuses an object as a whole env value, with its place', async () => {
    const { result } = await run(`
on: push
jobs:
  a:
    runs-on: x
    strategy: {matrix: {cfg: [{os: linux}]}}
    steps:
      - env:
          WHOLE: \${{ matrix.cfg }}
        run: echo "WHOLE=$WHOLE"
`);
    expect(result.conclusion).toBe('failure');
    expect(result.annotations).toEqual([
      expect.objectContaining({
        level: 'error',
        message: expect.stringMatching(
          /^\.github\/workflows\/w\.yml:9:18: env WHOLE is an object: an environment value must be a string/,
        ),
      }),
    ]);
  });
});

describe('set-env and add-path', () => {
  it('fail the step unless ACTIONS_ALLOW_UNSECURE_COMMANDS is true in its env, and then take effect', async () => {
    const { result, text } = await run(`
on: push
jobs:
  a:
    runs-on: x
    steps:
      - id: setenv
        continue-on-error: true
        run: echo "::set-env name=X::y"
      - id: addpath
        continue-on-error: true
        run: echo "::add-path::/nowhere/one"
      - run: echo "setenv=\${{ steps.setenv.outcome }} addpath=\${{ steps.addpath.outcome }} X=[$X]"
      - id: unsecure
        env: {ACTIONS_ALLOW_UNSECURE_COMMANDS: 'true'}
        run: |
          echo "::set-env name=Y::yv"
          echo "##[add-path]/nowhere/two"
      - run: echo "unsecure=\${{ steps.unsecure.outcome }} Y=[$Y] PATH=[$PATH]"
`);
    expect(text).toContain('setenv=failure addpath=failure X=[]');
    expect(text).toMatch(/unsecure=success Y=\[yv\] PATH=\[\/nowhere\/two:/);
    const errors = result.annotations.filter((a) => a.level === 'error').map((a) => a.message);
    expect(errors).toContain("Unable to process command '::set-env name=X::y' successfully.");
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^The `add-path` command is disabled\. Please upgrade to using Environment Files/,
      ),
    );
    // The process exited 0: no exit-code annotation.
    expect(errors.some((m) => m.startsWith('Process completed with exit code'))).toBe(false);
  });
});

describe('action files as the runner reads them', () => {
  it('accepts an action.yml without description or name (the runner schema), and refuses what the runner refuses in runs', async () => {
    const { result, text } = await run(
      `
on: push
jobs:
  a:
    runs-on: x
    steps:
      - uses: ./.github/actions/comp
      - uses: ./.github/actions/js
`,
      {
        files: {
          '.github/actions/comp/action.yml':
            'name: comp\nruns:\n  using: composite\n  steps:\n    - run: echo composite ran\n      shell: bash\n',
          '.github/actions/js/action.yml': 'runs:\n  using: node20\n  main: main.js\n',
          '.github/actions/js/main.js': "console.log('js ran');\n",
        },
      },
    );
    expect(result.conclusion).toBe('success');
    expect(text).toContain('│ composite ran');
    expect(text).toContain('│ js ran');

    const bad = await run(
      `
on: push
jobs:
  a:
    runs-on: x
    steps:
      - uses: ./.github/actions/nomain
`,
      { files: { '.github/actions/nomain/action.yml': 'runs:\n  using: node20\n  pre: pre.js\n' } },
    );
    expect(bad.result.conclusion).toBe('failure');
    expect(bad.text).toContain(
      '.github/actions/nomain/action.yml:2:10: You are using a JavaScript Action but there is not an entry JavaScript file provided in .github/actions/nomain/action.yml.',
    );
  });
});

describe('a running emulator that never answers', () => {
  it('gives up after the timeout and says the server accepted the connection but did not answer', async () => {
    const sockets: Socket[] = [];
    const server = createServer((s) => sockets.push(s));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    try {
      const started = Date.now();
      const err = await connect({
        apiUrl: `http://127.0.0.1:${port}/api/v3`,
        adminToken: 'x',
        timeoutMs: 500,
      }).catch((e: Error) => e);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect((err as Error).message).toBe(
        `the server at http://127.0.0.1:${port} accepted the connection but did not answer /versions within 0.5 s`,
      );
      expect(REMOTE_TIMEOUT_MS).toBe(30_000);
    } finally {
      for (const s of sockets) s.destroy();
      server.close();
    }
  });
});
