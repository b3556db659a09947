/**
 * The CLI's Pages path end to end, against the emulator started in this process and a job of its run 4242 (the
 * variables a runner gives a job, OIDC request included): `pages pack --upload` gives the artifact's id and its
 * own URL, `pages deploy --artifact NAME|ID` finds it and gets the OIDC token itself, times are milliseconds as in
 * the step (seconds with an `s`), nothing prints workflow commands on a terminal, and the top-level help lists
 * `pages pack`. The pack and a deploy also run as real processes (src/cli/index.ts through tsx).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run as pagesCli } from '../../src/cli/commands/pages.js';
import type { CommandIo } from '../../src/cli/commands/shared.js';
import { startEmulator, type Emulator } from '../../src/emulator/index.js';
import { UserError } from '../../src/errors.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const WORKFLOW = 'svc_workflow_webapp';
const OWNER = 'svc_pat_octocat';

let emu: Emulator;
let work: string;
let site: string;
/** The variables of a job of run 4242, the workflow token as SVC_TOKEN, and the job allowed an OIDC token. */
let job: Record<string, string>;

beforeAll(async () => {
  emu = await startEmulator();
  work = mkdtempSync(join(tmpdir(), 'pages-path-'));
  site = join(work, 'site');
  mkdirSync(site);
  writeFileSync(join(site, 'index.html'), '<h1>from the CLI</h1>');
  const bound = await emu.admin('/jobs', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: WORKFLOW, run_id: 4242, job: 'build' }),
  });
  job = {
    ...((await bound.json()) as { env: Record<string, string> }).env,
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: WORKFLOW,
    SVC_TOKEN: WORKFLOW,
  };
  // The repository's Pages site, deployed by workflows.
  const made = io({ SVC_TOKEN: OWNER, GITHUB_API_URL: emu.apiUrl });
  expect(await pagesCli(['site', '--repo', 'acme/webapp', '--build-type', 'workflow'], made.io)).toBe(0);
});
afterAll(async () => {
  await emu.close();
  rmSync(work, { recursive: true, force: true });
});

function io(env: NodeJS.ProcessEnv) {
  const out = { stdout: '', stderr: '' };
  const value: CommandIo = {
    stdout: (t) => void (out.stdout += t),
    stderr: (t) => void (out.stderr += t),
    env,
    interactive: false,
    promptSecret: async () => '',
  };
  return { io: value, out };
}

/** The CLI as a process (the emulator answers from this process, so the child runs asynchronously). */
function cli(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/cli/index.ts'), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c));
  child.stderr.on('data', (c: Buffer) => (stderr += c));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

async function pageText(url: string): Promise<string> {
  return (await fetch(url)).text();
}

describe('sarif-pipeline pages pack --upload, then pages deploy', () => {
  it('pack --upload --json gives the artifact id and its own URL, which serves that artifact', async () => {
    const summary = join(work, 'pack-summary.md');
    writeFileSync(summary, '');
    const { io: cmd, out } = io({ ...job, GITHUB_STEP_SUMMARY: summary });
    const tar = join(work, 'one.tar');
    expect(
      await pagesCli(['pack', '--path', site, '--out', tar, '--upload', '--name', 'site-one', '--json'], cmd),
    ).toBe(0);
    const json = JSON.parse(out.stdout) as {
      files: number;
      artifact: { id: number; name: string; url: string };
    };
    expect(json.files).toBe(1);
    expect(json.artifact).toMatchObject({ name: 'site-one', size: expect.any(Number) });
    expect(json.artifact.url).toBe(
      `${emu.apiUrl}/repos/acme/webapp/actions/artifacts/${json.artifact.id}/zip`,
    );
    // The URL is this artifact's: the service lists it under that id, by that name, in the run.
    const listed = (await (
      await fetch(`${emu.apiUrl}/repos/acme/webapp/actions/runs/4242/artifacts?name=site-one`, {
        headers: { authorization: `Bearer ${OWNER}` },
      })
    ).json()) as { artifacts: { id: number; archive_download_url: string }[] };
    expect(listed.artifacts).toEqual([
      expect.objectContaining({ id: json.artifact.id, archive_download_url: json.artifact.url }),
    ]);
    const md = readFileSync(summary, 'utf8');
    expect(md).toContain('### Pages artifact');
    expect(md).toContain('✅ Packed and uploaded as artifact `site-one`');
  });

  it('pack --upload on a terminal prints id and URL, and no workflow command (no ::debug::, no ::add-mask::)', async () => {
    const r = await cli(
      ['pages', 'pack', '--path', site, '--out', join(work, 'two.tar'), '--upload', '--name', 'site-two'],
      {
        ...job,
        GITHUB_ACTIONS: '',
      },
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^packed 1 file\(s\), 21 B, into .*two\.tar\n/);
    const id = /uploaded as artifact site-two: id (\d+), (\S+)\n/.exec(r.stdout);
    expect(id).not.toBeNull();
    expect(id![2]).toBe(`${emu.apiUrl}/repos/acme/webapp/actions/artifacts/${id![1]}/zip`);
    expect(r.stdout).toContain(`deploy it with: sarif-pipeline pages deploy --artifact ${id![1]}`);
    expect(`${r.stdout}${r.stderr}`).not.toMatch(/^::/m);
    expect(`${r.stdout}${r.stderr}`).not.toContain(job.ACTIONS_RUNTIME_TOKEN);
  });

  it('deploy --artifact NAME finds it in the run and requests the OIDC token itself', async () => {
    const { io: pack } = io(job);
    expect(await pagesCli(['pack', '--path', site, '--out', join(work, 'three.tar'), '--upload'], pack)).toBe(
      0,
    );
    const summary = join(work, 'deploy-summary.md');
    writeFileSync(summary, '');
    const { io: cmd, out } = io({ ...job, GITHUB_STEP_SUMMARY: summary });
    const code = await pagesCli(
      ['deploy', '--artifact', 'github-pages', '--interval', '100', '--timeout', '30s', '--json'],
      cmd,
    );
    expect(out.stderr).toContain('deploying artifact github-pages (id ');
    expect(code).toBe(0);
    const result = JSON.parse(out.stdout) as { ok: boolean; status: string; pageUrl: string };
    expect(result).toMatchObject({ ok: true, status: 'succeed' });
    expect(await pageText(result.pageUrl)).toBe('<h1>from the CLI</h1>');
    expect(readFileSync(summary, 'utf8')).toMatch(/^### Pages deployment\n\n✅ Deployed to \[/);
    expect(out.stdout + out.stderr).not.toContain(WORKFLOW);
    expect(out.stdout + out.stderr).not.toMatch(/eyJ[\w-]+\.eyJ/);
  });

  it('deploy --artifact ID, as a process, with the artifact pack printed', async () => {
    const { io: pack, out: packed } = io(job);
    writeFileSync(join(site, 'index.html'), '<h1>by id</h1>');
    expect(
      await pagesCli(
        ['pack', '--path', site, '--out', join(work, 'four.tar'), '--upload', '--name', 'by-id', '--json'],
        pack,
      ),
    ).toBe(0);
    const id = (JSON.parse(packed.stdout) as { artifact: { id: number } }).artifact.id;
    const r = await cli(['pages', 'deploy', '--artifact', String(id), '--interval', '100'], job);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^deployed to (\S+)\n {2}status succeed, deployment \d+, page \1\n/);
    const url = /page (\S+)\n/.exec(r.stdout)![1];
    expect(await pageText(url)).toBe('<h1>by id</h1>');
    expect(`${r.stdout}${r.stderr}`).not.toMatch(/^::/m);
  });
});

it('a deploy that fails in a job says so in the job summary too, as the step does', async () => {
  const summary = join(work, 'failed-summary.md');
  writeFileSync(summary, '');
  const { io: cmd } = io({ ...job, GITHUB_STEP_SUMMARY: summary });
  const err = await pagesCli(['deploy', '--artifact', 'no-such-site'], cmd).then(
    () => undefined,
    (e: unknown) => e as UserError,
  );
  expect(err?.message).toBe('no artifact named no-such-site in run 4242 of acme/webapp');
  expect(readFileSync(summary, 'utf8')).toMatch(
    /^### Pages deployment\n\n❌ no artifact named no-such-site in run 4242 of acme\/webapp Pack the site/,
  );
});

describe('sarif-pipeline pages deploy: what it needs, said in one line', () => {
  const refusal = async (args: string[], env: NodeJS.ProcessEnv): Promise<UserError> => {
    const { io: cmd } = io(env);
    return pagesCli(args, cmd).then(
      () => {
        throw new Error('expected a refusal');
      },
      (err: unknown) => err as UserError,
    );
  };

  it('outside a job, without a token variable: how to get the OIDC token, before any request', async () => {
    const before = ((await (await emu.admin('/requests')).json()) as unknown[]).length;
    const err = await refusal(
      ['deploy', '--repo', 'acme/webapp', '--artifact', '7', '--build-version', 'v1'],
      {
        SVC_TOKEN: WORKFLOW,
        GITHUB_API_URL: emu.apiUrl,
      },
    );
    expect(err).toBeInstanceOf(UserError);
    expect(err.exitCode).toBe(2);
    expect(err.message).not.toContain('\n');
    expect(err.message).toContain('permissions: id-token: write');
    expect(err.message).toContain('--oidc-token-env NAME');
    expect(((await (await emu.admin('/requests')).json()) as unknown[]).length).toBe(before);
  });

  it('a name outside a run needs --run-id; units are milliseconds, seconds only with s', async () => {
    const env = { SVC_TOKEN: WORKFLOW, GITHUB_API_URL: emu.apiUrl, GITHUB_SHA: 'c0ffee'.padEnd(40, '0') };
    expect(
      (await refusal(['deploy', '--repo', 'acme/webapp', '--artifact', 'github-pages'], env)).message,
    ).toContain('give --run-id N');
    expect((await refusal(['deploy', '--repo', 'acme/webapp', '--timeout', '1m'], env)).message).toBe(
      '--timeout must be a whole number of milliseconds, or seconds with an s suffix (30s); got "1m"',
    );
    expect(
      (
        await refusal(
          ['deploy', '--repo', 'acme/webapp', '--artifact', '1', '--artifact-url', 'http://x/a.zip'],
          env,
        )
      ).message,
    ).toBe('give --artifact or --artifact-url, not both');
  });

  it('a bare --timeout that looks like seconds is taken as milliseconds, with a warning', async () => {
    const { io: cmd, out } = io({ ...job, SVC_TOKEN: WORKFLOW });
    // 5 ms: the deployment cannot finish, is cancelled, and the command fails (exit 1) having said why.
    const code = await pagesCli(
      ['deploy', '--artifact', 'site-one', '--timeout', '5', '--interval', '1'],
      cmd,
    ).catch((err: UserError) => err.exitCode);
    expect(out.stderr).toContain(
      'warning: --timeout 5 is 5 milliseconds, as in the step; for seconds write 5s',
    );
    expect(code).toBe(1);
  });
});

it('the top-level help lists pages pack', async () => {
  const r = await cli(['--help'], {});
  expect(r.code).toBe(0);
  expect(r.stdout).toContain('sarif-pipeline pages pack|deploy|site|build|health');
});

describe('pages ACTION --help', () => {
  /** The long options a help text lists in its Options section. */
  const optionsOf = (help: string) =>
    [...help.slice(help.indexOf('\nOptions:')).matchAll(/^ {2}--([a-z-]+)/gm)].map((m) => m[1]);
  const BOOLEAN = new Set(['preview', 'remove-cname', 'include-hidden-files', 'upload', 'json']);

  /** Whether the parser refuses `--name` for the action as not applying to it (it checks before anything else). */
  async function refused(action: string, name: string): Promise<boolean> {
    const args = [action, `--${name}`, ...(BOOLEAN.has(name) ? [] : ['x'])];
    try {
      await pagesCli(args, io({}).io);
    } catch (err) {
      return err instanceof UserError && err.message.includes('does not apply');
    }
    return false;
  }

  it("shows one action's usage and exactly the options the parser takes for it; pages --help shows them all", async () => {
    const all = io({});
    expect(await pagesCli(['--help'], all.io)).toBe(0);
    const every = optionsOf(all.out.stdout);
    expect(every).toEqual(expect.arrayContaining(['cname', 'oidc-token-env', 'path', 'timeout', 'api-url']));
    for (const action of ['pack', 'deploy', 'site', 'build', 'health']) {
      const one = io({});
      expect(await pagesCli([action, '--help'], one.io)).toBe(0);
      const help = one.out.stdout;
      expect(help).toMatch(new RegExp(`^Usage:\\n {2}sarif-pipeline pages ${action} `));
      expect(help).not.toContain(`sarif-pipeline pages ${action === 'site' ? 'build' : 'site'} `);
      const shown = optionsOf(help);
      for (const name of every)
        expect([name, await refused(action, name)]).toEqual([name, !shown.includes(name)]);
      // Options an entry describes after its first (--source-path, --remove-cname): the site's only.
      for (const name of ['source-path', 'remove-cname'])
        expect([action, name, await refused(action, name)]).toEqual([action, name, action !== 'site']);
    }
  });
});
