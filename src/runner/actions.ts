/**
 * Where a `uses:` comes from, as a runner's action cache holds actions:
 *
 * - `./path`: the workspace's own action (action.yml or action.yaml in that directory);
 * - `owner/repo[/path]@ref`: `ACTIONS_DIR/owner/repo@ref/path`, fetched beforehand (`--actions-dir`);
 * - `*\/sarif-pipeline[/sub]@*`: this package's own steps, whatever the owner and ref;
 * - `actions/checkout@*`: the working directory is the checkout (the runner says so once);
 * - `docker://…` and actions that run in a container: refused, naming the step.
 *
 * `--use OLD=NEW` maps an action to another whatever ref the workflow names: OLD is `owner/repo[/path]`, NEW is
 * resolved like any `uses:` (its ref, if it has none, is the workflow's), and `sarif-pipeline[/sub]` names this
 * package's steps.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { loadAction, type ActionFile } from './workflow.js';
import { UserError } from '../errors.js';

export type Resolved =
  | { kind: 'checkout'; uses: string }
  | {
      kind: 'action';
      uses: string;
      dir: string;
      action: ActionFile;
      repository?: string;
      ref?: string;
      /** The `uses:` of the workflow, when --use put this action in its place. */
      mappedFrom?: string;
      /** `owner/sarif-pipeline[/step]@ref`, whatever the owner and ref: this copy of the package's step, from here. */
      ownStep?: string;
    };

export interface Resolution {
  workspace: string;
  actionsDir?: string;
  /** OLD (owner/repo[/path], lower case) → NEW. */
  use: Map<string, string>;
}

let root: string | undefined;

/**
 * This package's root: the first directory up from this module with the package.json named sarif-pipeline (the
 * same walk from src/runner and from the bundle in dist/cli; no path literal, which ncc would copy as an asset).
 */
export function packageRoot(): string {
  if (root) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if ((JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'sarif-pipeline')
          return (root = dir);
      } catch {
        // not ours; keep looking
      }
    }
    const up = dirname(dir);
    if (up === dir) throw new Error('the sarif-pipeline package root was not found above the runner module');
    dir = up;
  }
}

const actionFile = (dir: string): string | undefined =>
  ['action.yml', 'action.yaml'].map((f) => join(dir, f)).find((f) => existsSync(f));

function load(
  dir: string,
  uses: string,
  extra: { repository?: string; ref?: string },
  display: string,
): Extract<Resolved, { kind: 'action' }> {
  const file = actionFile(dir);
  if (!file) throw new UserError(`${uses}: no action.yml or action.yaml in ${display}`, undefined, 1);
  return {
    kind: 'action',
    uses,
    dir,
    action: loadAction(file, join(display, file.slice(dir.length + 1))),
    ...extra,
  };
}

interface Parsed {
  owner: string;
  repo: string;
  path: string;
  ref?: string;
}

function parseRemote(uses: string): Parsed | undefined {
  const m = /^([^/@\s]+)\/([^/@\s]+)((?:\/[^@\s]+)?)(?:@(\S+))?$/.exec(uses);
  if (!m) return undefined;
  return { owner: m[1], repo: m[2], path: m[3].replace(/^\//, ''), ref: m[4] };
}

/** GitHub's actions/checkout (or a copy of it): its name and the inputs that make it clean a workspace. */
function isGithubCheckout(resolved: Extract<Resolved, { kind: 'action' }>): boolean {
  const t = resolved.action.template;
  const inputs = new Set((t.inputs ?? []).map((i) => i.id.toLowerCase()));
  return t.name === 'Checkout' && inputs.has('clean') && inputs.has('repository');
}

/**
 * The actions this package has a step in the place of (`--use OLD=NEW`, whatever the workflow's ref): the only
 * ones a missing action's message suggests mapping to sarif-pipeline.
 */
export const STAND_INS: ReadonlyMap<string, string> = new Map([
  ['github/codeql-action/upload-sarif', 'sarif-pipeline'],
  ['actions/configure-pages', 'sarif-pipeline/configure-pages'],
  ['actions/upload-pages-artifact', 'sarif-pipeline/upload-pages-artifact'],
  ['actions/deploy-pages', 'sarif-pipeline/deploy-pages'],
]);

/** What a user can do about an action of another repository that is not here (no --actions-dir, or not in it). */
function missingActionHint(p: Parsed, name: string, repoDir: string): string {
  const standIn = STAND_INS.get(name);
  const fetch = `fetch it (git clone --depth 1 --branch ${p.ref} https://github.com/${p.owner}/${p.repo} ${repoDir}) and pass --actions-dir`;
  if (standIn) return `Run this package's step in its place: --use ${name}=${standIn}; or ${fetch}.`;
  return `There is no sarif-pipeline step in its place. ${fetch[0].toUpperCase()}${fetch.slice(1)}; or run an action of your own in its place: --use ${name}=./path/to/action (a directory with an action.yml); or leave the step out of local runs: if: runner.name != 'sarif-pipeline run'.`;
}

/** Resolve one `uses:` (the caller names the step in its messages). */
export function resolveUses(uses: string, r: Resolution): Resolved {
  if (uses.startsWith('docker://'))
    throw new UserError(
      `${uses}: docker actions are not supported by sarif-pipeline run (no container runtime)`,
      undefined,
      1,
    );
  // ./path in the workspace; an absolute directory only through --use (a stand-in kept elsewhere).
  if (uses.startsWith('./') || uses.startsWith('../') || isAbsolute(uses)) {
    const dir = resolve(r.workspace, uses);
    if (!existsSync(dir) || !statSync(dir).isDirectory())
      throw new UserError(`${uses}: no such directory in the workspace (${dir})`, undefined, 1);
    return load(dir, uses, {}, uses);
  }
  const parsed = parseRemote(uses);
  if (!parsed)
    throw new UserError(`${uses}: not an action reference (owner/repo[/path]@ref or ./path)`, undefined, 1);
  const name = `${parsed.owner}/${parsed.repo}${parsed.path ? `/${parsed.path}` : ''}`.toLowerCase();
  const mapped = r.use.get(name);
  if (mapped !== undefined) {
    const direct = { ...r, use: new Map<string, string>() };
    let target: string;
    // This package's steps are shown by their own name (the form resolved here is sarif-pipeline/sarif-pipeline/…).
    let shown: string | undefined;
    if (mapped.startsWith('./') || mapped.startsWith('../') || isAbsolute(mapped)) target = mapped;
    else if (/^sarif-pipeline(\/|$)/i.test(mapped)) {
      target = `sarif-pipeline/${mapped}@${parsed.ref ?? 'main'}`;
      shown = `${mapped} (this package's step)`;
    } else {
      const next = parseRemote(mapped);
      if (!next)
        throw new UserError(
          `--use ${name}=${mapped}: ${mapped} is not owner/repo[/path][@ref]`,
          undefined,
          2,
        );
      target = next.ref ? mapped : `${mapped}@${parsed.ref ?? 'main'}`;
    }
    const resolved = resolveUses(target, direct);
    if (name === 'actions/checkout' && resolved.kind === 'action' && isGithubCheckout(resolved))
      throw new UserError(
        `--use ${name}=${mapped}: that is GitHub's checkout, which deletes everything in the workspace when the repository there is not the one it fetches (here it always is not: the service's URL is the emulator's), and the workspace is your own directory, ${r.workspace}; leave actions/checkout unmapped: the working directory is the checkout`,
        undefined,
        2,
      );
    return resolved.kind === 'action'
      ? { ...resolved, ...(shown ? { uses: shown } : {}), mappedFrom: uses }
      : resolved;
  }
  if (!parsed.ref)
    throw new UserError(
      `${uses}: an action of another repository needs a ref (@v1, @main, @<sha>)`,
      undefined,
      1,
    );
  if (parsed.repo.toLowerCase() === 'sarif-pipeline') {
    const base = packageRoot();
    const dir = join(base, parsed.path);
    if (!actionFile(dir))
      throw new UserError(
        `${uses}: sarif-pipeline has no step ${parsed.path || '(root)'} (its steps: the root, alerts, configure-pages, upload-pages-artifact, deploy-pages)`,
        undefined,
        1,
      );
    return {
      ...load(
        dir,
        uses,
        { repository: `${parsed.owner}/${parsed.repo}`, ref: parsed.ref },
        `sarif-pipeline${parsed.path ? `/${parsed.path}` : ''}`,
      ),
      ownStep: base,
    };
  }
  if (name === 'actions/checkout') return { kind: 'checkout', uses };
  const repoPath = join(parsed.owner, `${parsed.repo}@${parsed.ref}`);
  if (!r.actionsDir)
    throw new UserError(
      `${uses}: actions of other repositories are read from an actions directory (--actions-dir DIR, with DIR/${repoPath}/), and none was given`,
      missingActionHint(parsed, name, join('DIR', repoPath)),
      1,
    );
  const repoDir = join(r.actionsDir, repoPath);
  const dir = join(repoDir, parsed.path);
  if (!existsSync(dir))
    throw new UserError(
      `${uses}: not in the actions directory (expected ${dir})`,
      missingActionHint(parsed, name, repoDir),
      1,
    );
  return load(dir, uses, { repository: `${parsed.owner}/${parsed.repo}`, ref: parsed.ref }, dir);
}

/** `--use OLD=NEW` values as a map (OLD lower case). */
export function parseUse(values: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const v of values) {
    const eq = v.indexOf('=');
    const old = v.slice(0, eq).replace(/@.*$/, '').trim();
    const next = v.slice(eq + 1).trim();
    if (eq <= 0 || !next || !/^[^/\s]+\/[^/\s]+/.test(old))
      throw new UserError(
        `--use ${v}: write --use OWNER/REPO[/PATH]=NEW (NEW: owner/repo[/path][@ref], ./path, /absolute/path or sarif-pipeline[/step])`,
        undefined,
        2,
      );
    out.set(old.toLowerCase(), next);
  }
  return out;
}
