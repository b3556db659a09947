/** The CLI as a user runs it: a real process, its exit codes, its output, and no stack traces for user errors. */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { generateSarif } from '../../bench/generate-sarif.js';
import { cliUnderFileSizeLimit } from '../support/file-size-limit.js';
import { requireFreshDist } from '../support/fresh-dist.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = join(root, '__tests__/fixtures/sarif');

/** Run the CLI from source in a child process (tsx), as `sarif-pipeline ...args`. */
function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'src/cli/index.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, NODE_OPTIONS: '', GITHUB_ACTIONS: '' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * The CLI under a file-size limit of `kib` KiB (bash's ulimit -f), which cuts writes as a full disk does: past it
 * a write fails (EFBIG), where a full disk says ENOSPC.
 */
function cliWithFileSizeLimit(kib: number, args: string[], cwd = root) {
  const r = spawnSync(...cliUnderFileSizeLimit(kib, args), {
    cwd,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, NODE_OPTIONS: '', GITHUB_ACTIONS: '' },
  });
  return { status: r.status, stderr: r.stderr };
}

/** Whether this process may list a directory. */
function canRead(dir: string): boolean {
  try {
    readdirSync(dir);
    return true;
  } catch {
    return false;
  }
}

let out: string;
beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'sarif-cli-'));
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('sarif-pipeline CLI', () => {
  it('check on valid input exits 0 and prints the report', () => {
    const r = cli('check', join(fixtures, 'trivy-alpine310-secsev.sarif'));
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /run "Trivy" \(upload 1; from .*trivy-alpine310-secsev\.sarif#0\): 4 results, within every limit/,
    );
    expect(r.stdout).toMatch(/OK: 1 upload ready/);
  });

  it('check of 30 package files folds the plain lines of each kind into one, and lists the file with a warning', () => {
    const dir = mkdtempSync(join(out, 'packages-'));
    for (let k = 0; k < 30; k++) {
      // pkg7 names a rule its tool lacks: a warning, so it is listed on its own.
      const result = { ruleId: k === 7 ? 'nope' : 'r', message: { text: 'm' } };
      const run = {
        tool: { driver: { name: 'Mono', rules: [{ id: 'r' }] } },
        automationDetails: { id: `pkg${k}/` },
        results: [result],
      };
      writeFileSync(join(dir, `pkg${k}.sarif`), JSON.stringify({ version: '2.1.0', runs: [run] }));
    }
    const r = cli('check', dir, '--quiet');
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines.filter((l) => /pkg\d+\.sarif: /.test(l))).toEqual([
      expect.stringMatching(/pkg7\.sarif: \d+ B, 1 run, 1 result, 0 errors, 1 warning$/),
    ]);
    expect(lines).toContainEqual(
      expect.stringMatching(/^29 other inputs without diagnostics: \d+ (B|KB), 29 runs, 29 results in all$/),
    );
    expect(r.stdout).toMatch(
      /\n30 runs of "Mono", each from one input and within every limit: 30 results in all\n/,
    );
    expect(r.stdout).toMatch(/\nupload 2: 10 runs, 10 results, /);
    expect(lines.length).toBeLessThan(15);
  });

  it('check of 500 files with one mistake says it in full for 3 of them, names the others, and folds their lines', () => {
    const dir = mkdtempSync(join(out, 'mistakes-'));
    for (let k = 0; k < 500; k++) {
      // Each file its own bytes (identical inputs are read once): a category each, the driver's name missing.
      const run = { tool: { driver: {} }, automationDetails: { id: `pkg${String(k).padStart(3, '0')}/` } };
      writeFileSync(
        join(dir, `pkg${String(k).padStart(3, '0')}.sarif`),
        JSON.stringify({ version: '2.1.0', runs: [run] }),
      );
    }
    const r = cli('check', dir, '--quiet');
    expect(r.code).toBe(1);
    const said = r.stdout.split('\n').filter((l) => l.includes('is missing required property "name"'));
    expect(said.map((l) => l.split(':')[0].split('/').pop())).toEqual([
      'pkg000.sarif',
      'pkg001.sarif',
      'pkg002.sarif',
    ]);
    expect(r.stdout).toMatch(
      /\n {4}the same error in 497 other files: \S+pkg003\.sarif, \S+pkg004\.sarif, \S+pkg005\.sarif and 494 more \(--json lists each\)\n/,
    );
    expect(r.stdout).toMatch(
      /\n480 other inputs with diagnostics: 480 errors, 0 warnings in all \(--json lists each\)\n/,
    );
    expect(r.stdout.split('\n').length).toBeLessThan(40);
    const json = JSON.parse(cli('check', dir, '--quiet', '--json').stdout) as { diagnostics: unknown[] };
    expect(json.diagnostics).toHaveLength(500);
  });

  it('check on invalid input exits 1 with file:line:col diagnostics and no stack trace', () => {
    const r = cli('check', join(fixtures, 'gosec-taxonomy-fixes-null-artifactchanges.sarif'));
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /gosec-taxonomy-fixes-null-artifactchanges\.sarif:112:27: error \[schema\] at \/runs\/0\/results\/4\/fixes\/0\/artifactChanges/,
    );
    expect(r.stdout).toMatch(/FAILED/);
    expect(r.stdout + r.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
  });

  it('usage errors exit 2', () => {
    expect(cli('check').code).toBe(2);
    expect(cli('check', '--bogus', 'x').code).toBe(2);
    expect(cli('frobnicate').stderr).toMatch(/error: unknown command "frobnicate"/);
    expect(cli('check', '--max-inflated', 'lots', 'x.sarif').stderr).toMatch(
      /--max-inflated must be a positive whole number/,
    );
  });

  it('a missing input is a clear error naming what was searched', () => {
    const r = cli('check', 'no/such/*.sarif');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: no SARIF file found: nothing matches "no\/such\/\*\.sarif"/);
    expect(r.stdout).toBe('');
  });

  it('--json prints the whole outcome as JSON and nothing else on stdout', () => {
    const r = cli('check', '--json', join(fixtures, 'megalinter-3runs.sarif'));
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.valid).toBe(true);
    expect(json.report.runs).toHaveLength(3);
    expect(json.uploads[0]).toEqual(expect.objectContaining({ index: 0, runs: 3, results: 5 }));
    expect(Object.keys(json.timings)).toEqual(
      expect.arrayContaining(['scanMs', 'parseMs', 'validateMs', 'totalMs']),
    );
  });

  it('--out-dir writes each upload as plain SARIF and the report', () => {
    const dir = join(out, 'o1');
    const r = cli(
      'check',
      '--out-dir',
      dir,
      '--category',
      'ci',
      join(fixtures, 'semgrep-dataflow-codeflows.sarif'),
      join(fixtures, 'grype-image-secsev.sarif'),
    );
    expect(r.code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['report.json', 'upload-1.sarif']);
    const sarif = JSON.parse(readFileSync(join(dir, 'upload-1.sarif'), 'utf8'));
    expect(sarif.runs.map((run: { automationDetails: { id: string } }) => run.automationDetails.id)).toEqual([
      'ci/',
      'ci/',
    ]);
    expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')).valid).toBe(true);
  });

  it('--out-dir writes no upload when an input is invalid', () => {
    const dir = join(out, 'o2');
    const r = cli('check', '--out-dir', dir, fixtures);
    expect(r.code).toBe(1);
    expect(existsSync(join(dir, 'upload-1.sarif'))).toBe(false);
    expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')).valid).toBe(false);
  });

  it('--out-dir writes no upload that is over the size limit (found by an outside audit)', () => {
    const dir = join(out, 'too-large');
    const input = join(out, 'too-large.sarif');
    // 5,000 results (what a run keeps) of 3.2 KB that hardly compress: over the 10 MB gzip limit.
    const noise = (i: number, k: number) => createHash('sha512').update(`${i}/${k}`).digest('base64');
    const results = Array.from({ length: 5_000 }, (_, i) => ({
      ruleId: 'r',
      message: { text: Array.from({ length: 36 }, (_, k) => noise(i, k)).join('') },
    }));
    writeFileSync(
      input,
      JSON.stringify({ version: '2.1.0', runs: [{ tool: { driver: { name: 'T' } }, results }] }),
    );
    const r = cli('check', '--out-dir', dir, input);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toMatch(/above the service's 10(\.0)? MB limit/);
    expect(existsSync(join(dir, 'upload-1.sarif'))).toBe(false);
    expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')).valid).toBe(false);
  });

  (existsSync('/proc/self') ? it : it.skip)(
    '--out-dir where the system answers ENOENT under a directory that is there (/proc/x) is an error, not a hang',
    () => {
      const r = cli(
        'check',
        '--out-dir',
        '/proc/sarif-pipeline-x',
        join(fixtures, 'bandit-python-1result.sarif'),
      );
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^error: cannot create \/proc\/sarif-pipeline-x: no such file or directory/);
    },
  );

  it('--out-dir naming a file is a user error naming it, never an internal one', () => {
    const file = join(out, 'a-file.txt');
    writeFileSync(file, 'x');
    for (const dir of [file, join(file, 'sub')]) {
      const r = cli('check', '--out-dir', dir, join(fixtures, 'bandit-python-1result.sarif'));
      expect([r.code, r.stderr.trim()]).toEqual([
        1,
        `error: cannot write to --out-dir ${dir}: a file, not a directory, is in the way\n  hint: Give --out-dir a directory, or a path where one can be made.`,
      ]);
    }
  });

  it('--out-dir on a disk that fills part-way keeps what was there: no cut upload, no temporary file', () => {
    const dir = join(out, 'full');
    mkdirSync(dir);
    writeFileSync(join(dir, 'upload-1.sarif'), 'the last upload');
    writeFileSync(join(dir, 'report.json'), 'the last report');
    const input = join(out, 'large.sarif');
    writeFileSync(input, JSON.stringify(generateSarif({ results: 3_000, rules: 20, seed: 7 })));
    expect(statSync(input).size).toBeGreaterThan(1.5 * 2 ** 20);
    const r = cliWithFileSizeLimit(1024, ['check', '--out-dir', dir, input]);
    expect([r.status, r.stderr.trim()]).toEqual([
      1,
      `error: cannot write to --out-dir ${dir}: a file would be larger than this process may write (ulimit -f) (${dir}/upload-1.sarif)\n  hint: Give --out-dir a directory, or a path where one can be made.`,
    ]);
    expect(readdirSync(dir).sort()).toEqual(['report.json', 'upload-1.sarif']);
    expect(readFileSync(join(dir, 'upload-1.sarif'), 'utf8')).toBe('the last upload');
    expect(readFileSync(join(dir, 'report.json'), 'utf8')).toBe('the last report');
  });

  it('pages pack on a disk that fills part-way leaves no cut artifact.tar, and says why', () => {
    const site = join(out, 'site');
    mkdirSync(site);
    writeFileSync(join(site, 'index.html'), '<p>hello</p>');
    writeFileSync(join(site, 'big.bin'), Buffer.alloc(1_500_000, 1));
    const tar = join(out, 'pack', 'artifact.tar');
    mkdirSync(join(out, 'pack'));
    writeFileSync(tar, 'the last artifact');
    const r = cliWithFileSizeLimit(1024, ['pages', 'pack', '--path', site, '--out', tar]);
    expect([r.status, r.stderr.trim()]).toEqual([
      1,
      `error: cannot write the artifact ${tar}: a file would be larger than this process may write (ulimit -f)\n  hint: Make room on the disk, or write the artifact elsewhere (--out; the step writes it to RUNNER_TEMP).`,
    ]);
    expect(readdirSync(join(out, 'pack'))).toEqual(['artifact.tar']);
    expect(readFileSync(tar, 'utf8')).toBe('the last artifact');
  });

  it('says a full disk is one, in any command: not an internal error', () => {
    // Nothing may be written at all: the run cannot write its event payload.
    const ws = join(out, 'full-run');
    mkdirSync(ws);
    writeFileSync(
      join(ws, 'w.yml'),
      'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - run: echo hi\n',
    );
    const r = cliWithFileSizeLimit(0, ['run', 'w.yml'], ws);
    expect([r.status, r.stderr.trim()]).toEqual([
      1,
      'error: cannot write a file: the file would be larger than this process may write (ulimit -f)\n  hint: Raise the limit (ulimit -f), or write elsewhere.',
    ]);
  });

  it('goes on to its own exit status when the reader of its output stops reading (`| head -1`)', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(root, 'src/cli/index.ts'),
        'check',
        join(fixtures, 'bandit-python-1result.sarif'),
      ],
      { cwd: root, env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.destroy(); // the reader is gone before the command writes a line
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((res) => child.on('close', res));
    expect([code, stderr]).toEqual([0, '']);
  });

  it('--help documents every option', () => {
    const r = cli('--help');
    expect(r.code).toBe(0);
    for (const option of [
      '--category',
      '--checkout',
      '--out-dir',
      '--json',
      '--shrink-to-fit',
      '--max-inflated',
      '--max-diagnostics',
      '--quiet',
    ]) {
      expect(r.stdout).toContain(option);
    }
  });

  it("each command's --help prints that command's options, not the overview", () => {
    const check = cli('check', '--help');
    expect(check.code).toBe(0);
    expect(check.stdout).toMatch(/^Usage: sarif-pipeline check /);
    expect(check.stdout).toContain('--max-diagnostics');
    expect(check.stdout).not.toContain('sarif-pipeline deploy-keys');
    const serve = cli('serve', '--help');
    expect(serve.code).toBe(0);
    expect(serve.stdout).toMatch(/^Usage: sarif-pipeline serve /);
    expect(serve.stdout).toContain('--state DIR');
    expect(serve.stdout).not.toContain('--shrink-to-fit');
  });

  it('user errors are one line and a hint, with the documented exit code, never a stack', () => {
    const cases: [string[], number, RegExp][] = [
      [
        ['check', '--frob', 'x'],
        2,
        /^error: unknown option --frob \(to pass a value starting with -, put it after --\)\n {2}hint: Run `sarif-pipeline check --help`/,
      ],
      [
        ['serve', '--port'],
        2,
        /^error: option --port needs a value\n {2}hint: Run `sarif-pipeline serve --help`/,
      ],
      [['check', '--json=yes', 'x'], 2, /^error: option --json takes no value\n/],
      // A negative number after an option is its value (parseArgs took it for an option: "takes no value").
      [['check', '--max-ratio', '-5', 'x'], 2, /^error: --max-ratio must be a positive number; got "-5"\n/],
      [
        ['check', '--max-inflated', '-1e3', 'x'],
        2,
        /^error: --max-inflated must be a positive number; got "-1e3"\n/,
      ],
      [
        ['serve', '--port', '-1'],
        2,
        /^error: --port must be a whole number from 0 \(any free port\) to 65535; got "-1"\n/,
      ],
      [
        ['serve', '--port', '70000'],
        2,
        /^error: --port must be a whole number from 0 \(any free port\) to 65535; got "70000"\n/,
      ],
      [
        ['search', 'code', 'foo', '--max', '-2'],
        2,
        /^error: --max must be a positive number; got "-2"\n {2}hint: Run `sarif-pipeline search code --help`/,
      ],
      [
        ['check', '--max-ratio', '--json', 'x'],
        2,
        /^error: option --max-ratio needs a value, and the argument after it starts with - \(write --max-ratio=VALUE for a value that does\)\n/,
      ],
      [
        ['deploy-keys', 'list', '--frob'],
        2,
        /^error: unknown option --frob .*\n {2}hint: Run `sarif-pipeline deploy-keys --help`/,
      ],
      [['check', join(out, 'missing.sarif')], 1, /^error: no SARIF file found/],
      // Given but empty (an unset shell variable) is no category: it would be "/" for every run.
      [['check', '--category', '', 'x'], 2, /^error: --category needs a value: a category such as "nightly"/],
      [
        ['upload', '--category', ' ', 'x'],
        2,
        /^error: --category needs a value.*\n {2}hint: Run `sarif-pipeline upload --help`/,
      ],
    ];
    // Permission denied, as the issue found it (unreadable even for root in a container, where it is).
    if (!canRead('/proc/1/root'))
      cases.push([
        ['check', '/proc/1/root'],
        1,
        /^error: cannot read \/proc\/1\/root: permission denied\n {2}hint: /,
      ]);
    for (const [args, code, says] of cases) {
      const r = cli(...args);
      expect({ args, code: r.code }).toEqual({ args, code });
      expect(r.stderr).toMatch(says);
      expect(r.stderr.trim().split('\n')).toHaveLength(2);
      expect(r.stderr).not.toMatch(/internal error| {4}at /);
    }
  });

  it('checks the bundled samples', () => {
    const r = cli('check', 'samples/');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/OK: 1 upload ready/);
  });
});

describe('check - (standard input)', () => {
  /** The CLI with `input` on its standard input and a TMPDIR of its own, as `analyser | sarif-pipeline check -`. */
  function cliFed(input: string | Buffer, ...args: string[]) {
    const tmp = mkdtempSync(join(tmpdir(), 'stdin-tmp-'));
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'src/cli/index.ts'), ...args], {
      cwd: root,
      input,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, NODE_OPTIONS: '', GITHUB_ACTIONS: '', TMPDIR: tmp },
    });
    const left = readdirSync(tmp).filter((f) => !f.startsWith('tsx-')); // tsx's own cache aside
    rmSync(tmp, { recursive: true, force: true });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr, left };
  }
  const fixture = join(fixtures, 'checkov-terraform-27results.sarif');

  it('reads SARIF piped in, plain or gzip, as the same file named would be read, and keeps no copy', () => {
    const out = mkdtempSync(join(tmpdir(), 'stdin-out-'));
    try {
      const named = cli('check', fixture, '--out-dir', join(out, 'named'));
      expect(named.code).toBe(0);
      for (const [what, input] of [
        ['plain', readFileSync(fixture)],
        ['gzip', gzipSync(readFileSync(fixture))],
      ] as const) {
        const r = cliFed(input, 'check', '-', '--out-dir', join(out, what));
        expect({ what, code: r.code, stderr: r.stderr }).toEqual({ what, code: 0, stderr: '' });
        expect(r.stdout).toMatch(/^<stdin>: 33 KB, 1 run, 27 results$/m);
        expect(r.stdout).toMatch(/from <stdin>#0/);
        expect(readFileSync(join(out, what, 'upload-1.sarif'))).toEqual(
          readFileSync(join(out, 'named', 'upload-1.sarif')),
        );
        expect(r.left).toEqual([]);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('says an empty or invalid standard input as it says a file, named <stdin> with line and column', () => {
    const empty = cliFed('', 'check', '-');
    expect(empty.code).toBe(1);
    expect(empty.stdout).toMatch(/^<stdin>:1:1: error \[json-syntax\]: the file is empty/m);
    const bad = cliFed('{"version": "2.1.0", "runs": [{"tool": {"driver": {}}}]}', 'check', '-');
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/^<stdin>:1:\d+: error \[schema\] at \/runs\/0\/tool\/driver: /m);
    expect([empty.left, bad.left]).toEqual([[], []]);
  });

  it('with a file of the same bytes: one of them read, the other said and left out', () => {
    const r = cliFed(readFileSync(fixture), 'check', '-', fixture);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/warning \[same-content\]: the same bytes as <stdin>: left out/);
    expect(r.stdout).toMatch(/upload 1: 1 run, 27 results/);
  });

  it('refuses a terminal rather than wait on it', () => {
    // script(1) gives the CLI a terminal for its standard input.
    const command = [process.execPath, '--import', 'tsx', join(root, 'src/cli/index.ts'), 'check', '-']
      .map((a) => `'${a}'`)
      .join(' ');
    const r = spawnSync('script', ['-qec', command, '/dev/null'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, NODE_OPTIONS: '', GITHUB_ACTIONS: '' },
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/standard input is a terminal: - reads SARIF piped or redirected to it/);
    expect(r.stdout).not.toMatch(/ {4}at /);
  });
});

describe('the committed bundle', () => {
  const bundle = join(root, 'dist/cli/index.js');
  beforeAll(requireFreshDist);
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [bundle, ...args], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, NODE_OPTIONS: '' },
    });

  it('runs its worker threads from the bundle itself, with the same outcome as without them', () => {
    const input = join(fixtures, 'fortify-452results-codeflows.sarif');
    const threaded = run('check', '--json', '--workers', '2', input);
    const single = run('check', '--json', '--workers', '0', input);
    expect(threaded.status).toBe(0);
    const a = JSON.parse(threaded.stdout);
    const b = JSON.parse(single.stdout);
    expect(a.timings.workers).toBe(2);
    expect(b.timings.workers).toBe(0);
    expect(a.report).toEqual(b.report);
    expect(a.uploads).toEqual(b.uploads);
  });

  it('starts the workers whose modules are chunks loaded on demand: hashFiles() in a workflow run', async () => {
    // The runner's hashFiles runs @actions/glob in a worker thread, whose module is not in the bundle's first file.
    const ws = mkdtempSync(join(tmpdir(), 'bundle-hash-'));
    writeFileSync(join(ws, 'a.js'), 'a');
    writeFileSync(
      join(ws, 'w.yml'),
      'on: push\njobs:\n  j:\n    runs-on: x\n    steps:\n      - run: echo "h=${{ hashFiles(\'*.[jt]s\') }}"\n',
    );
    try {
      const r = spawnSync(process.execPath, [bundle, 'run', 'w.yml', '--sha', 'a'.repeat(40)], {
        cwd: ws,
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, NODE_OPTIONS: '' },
      });
      const { createHash } = await import('node:crypto');
      const h = createHash('sha256').update(createHash('sha256').update('a').digest()).digest('hex');
      expect([r.status, /h=([0-9a-f]{64})/.exec(r.stdout)?.[1]]).toEqual([0, h]);
    } finally {
      rmSync(ws, { recursive: true, force: true });
    }
  });
});

describe('sarif-pipeline serve', () => {
  it('prints its base URL, serves the seed it was given, keeps state in a directory, prints the dashboard and admin token, and stops on SIGTERM', async () => {
    const seed = join(out, 'seed.json');
    writeFileSync(
      seed,
      JSON.stringify({
        users: [{ login: 'ada', password: 'pw' }],
        repos: [{ owner: 'ada', name: 'engine', customProperties: { team: 'math' } }],
        tokens: { tok_ada: { kind: 'classic', user: 'ada', scopes: ['repo'] } },
      }),
    );
    const state = join(out, 'state');
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(root, 'src/cli/index.ts'),
        'serve',
        '--port',
        '0',
        '--seed',
        seed,
        '--state',
        state,
        '--vendor',
        'github',
      ],
      {
        cwd: root,
        env: { ...process.env, NODE_OPTIONS: '' },
      },
    );
    try {
      let text = '';
      const apiUrl = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          text += d.toString();
          const m = /emulator: API (\S+)[^]*token (\S+)\n/.exec(text);
          if (m) resolve(m[1]);
        });
        child.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
        setTimeout(() => reject(new Error('serve printed no URL in 20 s')), 20_000);
      });
      expect(apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v3$/);
      const res = await fetch(`${apiUrl}/repos/ada/engine/properties/values`, {
        headers: { authorization: 'Bearer tok_ada' },
      });
      expect(await res.json()).toEqual([{ property_name: 'team', value: 'math' }]);
      expect(res.headers.get('x-github-request-id')).toMatch(/^[0-9A-F:]+$/); // --vendor github
      expect(existsSync(join(state, 'state.json'))).toBe(true);
      const token = readFileSync(join(state, 'admin-token'), 'utf8').trim();
      expect(text).toContain(
        `emulator: dashboard ${apiUrl.replace('/api/v3', '')}/_emulator/?token=${token}`,
      );
      const admin = apiUrl.replace('/api/v3', '/_emulator/faults');
      expect((await fetch(admin)).status).toBe(401);
      expect((await fetch(admin, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    } finally {
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });

  it('takes its admin token from EMULATOR_ADMIN_TOKEN (kept out of the process list)', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'src/cli/index.ts'), 'serve', '--port', '0'],
      {
        cwd: root,
        env: { ...process.env, NODE_OPTIONS: '', EMULATOR_ADMIN_TOKEN: 'emu_admin_from_env' },
      },
    );
    try {
      let text = '';
      const origin = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          text += d.toString();
          const m = /emulator: API (\S+)\/api\/v3[^]*token (\S+)\n/.exec(text);
          if (m) resolve(m[1]);
        });
        child.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
        setTimeout(() => reject(new Error('serve printed no URL in 20 s')), 20_000);
      });
      expect(text).toContain('token emu_admin_from_env');
      const faults = `${origin}/_emulator/faults`;
      expect((await fetch(faults, { headers: { authorization: 'Bearer emu_admin_from_env' } })).status).toBe(
        200,
      );
    } finally {
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });

  it('refuses a vendor that is not one word, before starting', () => {
    const r = cli('serve', '--port', '0', '--vendor', 'Git Hub');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--vendor must be one lowercase word/);
  });

  it('refuses a bad seed with a clear error', () => {
    const bad = join(out, 'bad-seed.json');
    writeFileSync(bad, JSON.stringify({ users: 'nobody' }));
    const r = cli('serve', '--port', '0', '--seed', bad);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/cannot use the seed .*bad-seed\.json: invalid seed .*"users" must be an array/);
  });

  it("refuses a seed's custom property definition the service would refuse, naming where it is", () => {
    const bad = join(out, 'bad-property-seed.json');
    writeFileSync(
      bad,
      JSON.stringify({
        users: [{ login: 'a', password: 'p' }],
        orgs: [
          {
            login: 'o',
            owners: ['a'],
            propertySchema: [{ property_name: 'x', value_type: 'single_select' }],
          },
        ],
        repos: [],
        tokens: {},
      }),
    );
    const r = cli('serve', '--port', '0', '--seed', bad);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/\/orgs\/0\/propertySchema\/0: a single_select lists its allowed values/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
