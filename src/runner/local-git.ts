/**
 * What the checkout's git repository says of the run, read as the service would know it from the push: the branch
 * checked out (the run's ref), the commit (the event's head_commit), the files it changes (the `paths` filters).
 * Each is undefined when the workspace is not a git repository.
 */
import { execFileSync } from 'node:child_process';

export function git(args: string[], cwd: string): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trimEnd();
  } catch {
    return undefined;
  }
}

/** The checked-out branch as a ref (`refs/heads/<branch>`); undefined on a detached HEAD or outside git. */
export function checkedOutRef(cwd: string): string | undefined {
  const branch = git(['symbolic-ref', '--quiet', 'HEAD'], cwd);
  return branch?.startsWith('refs/heads/') ? branch : undefined;
}

export interface GitCommit {
  id: string;
  tree_id: string;
  parent?: string;
  message: string;
  timestamp: string;
  author: { name: string; email: string };
  committer: { name: string; email: string };
}

/** A commit as a push event's head_commit describes it (its author date as the timestamp). */
export function gitCommit(cwd: string, rev: string): GitCommit | undefined {
  const out = git(
    ['log', '-1', '--format=%H%x00%T%x00%P%x00%aI%x00%an%x00%ae%x00%cn%x00%ce%x00%B', rev, '--'],
    cwd,
  );
  if (!out) return undefined;
  const [id, tree, parents, timestamp, an, ae, cn, ce, message] = out.split('\0');
  if (!/^[0-9a-f]{40}$/.test(id)) return undefined;
  return {
    id,
    tree_id: tree,
    parent: parents.split(' ')[0] || undefined,
    message: message.replace(/\n+$/, ''),
    timestamp,
    author: { name: an, email: ae },
    committer: { name: cn, email: ce },
  };
}

/** The files a local push would change: those of the HEAD commit, and those changed in the working tree since. */
export function changedFiles(cwd: string): string[] | undefined {
  const committed = git(['diff-tree', '--no-commit-id', '--name-only', '-r', '--root', 'HEAD'], cwd);
  const status = git(['status', '--porcelain', '--untracked-files=all', '--no-renames'], cwd);
  if (committed === undefined && status === undefined) return undefined;
  const files = new Set((committed ?? '').split('\n').filter(Boolean));
  for (const line of (status ?? '').split('\n'))
    if (line.length > 3) files.add(line.slice(3).replace(/^"|"$/g, ''));
  return [...files];
}
