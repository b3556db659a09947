/**
 * Commit search documents: the commits of each repository's default branch (the only branch the state holds),
 * the commit qualifiers, the sort orders and the commit result item.
 *
 * Qualifiers: author: and committer: (login), author-name: and committer-name: (part of the name),
 * author-email: and committer-email: (the whole address), all case-insensitive, several values of one being
 * alternatives; author-date: and committer-date: take YYYY-MM-DD (or YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]) alone
 * (that day, or that instant), after >, >=, < or <=, or as a range A..B with * for an open end; several date
 * qualifiers must all hold. -key:value excludes. author: or committer: naming only unknown users is a 422.
 */
import { createHash } from 'node:crypto';
import type { Ctx } from '../http.js';
import { repoSummary, userSummary } from '../render.js';
import { findUser, type Commit, type Repo, type State } from '../state.js';
import { queryError, type Qualifier } from './query.js';
import { SCOPE_QUALIFIERS } from './scope.js';

const PEOPLE = ['author', 'committer'] as const;
const DATE_KEYS = new Set(['author-date', 'committer-date']);

export const COMMIT_QUALIFIERS: ReadonlySet<string> = new Set([
  ...SCOPE_QUALIFIERS,
  ...PEOPLE.flatMap((p) => [p, `${p}-name`, `${p}-email`, `${p}-date`]),
]);

export const COMMIT_SORTS = ['author-date', 'committer-date'] as const;
export type CommitSort = (typeof COMMIT_SORTS)[number];

export interface CommitDoc {
  repo: Repo;
  commit: Commit;
}

export function commitDocs(repos: Repo[]): CommitDoc[] {
  return repos.flatMap((repo) => repo.commits.map((commit) => ({ repo, commit })));
}

const DAY = 86_400_000;

/** The span of time a date or instant designates: [start, end) in epoch milliseconds. */
function span(text: string): [number, number] | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const start = Date.parse(`${text}T00:00:00Z`);
    if (Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== text) return undefined;
    return [start, start + DAY];
  }
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?(Z|[+-]\d{2}:\d{2})?$/.exec(text);
  if (!m || !span(m[1])) return undefined;
  const start = Date.parse(`${m[1]}T${m[2]}${m[3] ?? ':00'}${m[4] ?? 'Z'}`);
  return Number.isNaN(start) ? undefined : [start, start + (m[3] ? 1000 : 60_000)];
}

/** A date qualifier's value as the interval [lo, hi) of accepted times. */
function dateRange(q: Qualifier): [number, number] {
  const fail = () =>
    queryError(
      `${q.raw} is not a valid date qualifier: use YYYY-MM-DD (or YYYY-MM-DDTHH:MM:SSZ) alone, after >, >=, < or <=, or as a range A..B.`,
    );
  const bound = (text: string) => {
    const s = span(text);
    if (!s) throw fail();
    return s;
  };
  const v = q.value;
  const op = /^(>=|<=|>|<)/.exec(v)?.[1];
  if (op) {
    const [start, end] = bound(v.slice(op.length));
    if (op === '>') return [end, Infinity];
    if (op === '>=') return [start, Infinity];
    if (op === '<') return [-Infinity, start];
    return [-Infinity, end];
  }
  const parts = v.split('..');
  if (parts.length === 2) {
    return [
      parts[0] === '*' ? -Infinity : bound(parts[0])[0],
      parts[1] === '*' ? Infinity : bound(parts[1])[1],
    ];
  }
  if (parts.length > 2) throw fail();
  return bound(v);
}

/** The test a qualifier puts to a commit (dates are parsed once, here: a bad one is a 422). */
function predicate(q: Qualifier): (commit: Commit) => boolean {
  const [who, field = 'login'] = q.key.split('-') as [(typeof PEOPLE)[number], string?];
  const value = q.value.toLowerCase();
  if (field === 'login') return (c) => c[who].login?.toLowerCase() === value;
  if (field === 'name') return (c) => c[who].name.toLowerCase().includes(value);
  if (field === 'email') return (c) => c[who].email.toLowerCase() === value;
  const [lo, hi] = dateRange(q);
  return (c) => {
    const t = Date.parse(c[who].date);
    return t >= lo && t < hi;
  };
}

/**
 * Whether a commit passes the commit qualifiers. Validates them first: bad dates, and author: or committer:
 * naming only unknown users, are 422.
 */
export function commitFilter(state: Readonly<State>, qualifiers: Qualifier[]): (doc: CommitDoc) => boolean {
  const own = qualifiers.filter(
    (q) => COMMIT_QUALIFIERS.has(q.key) && !SCOPE_QUALIFIERS.some((k) => k === q.key),
  );
  for (const who of PEOPLE) {
    const named = own.filter((q) => q.key === who && !q.negated);
    if (named.length > 0 && !named.some((q) => findUser(state, q.value))) {
      throw queryError(
        `The listed users cannot be searched because they do not exist: ${named.map((q) => q.raw).join(', ')}.`,
      );
    }
  }
  const all: ((c: Commit) => boolean)[] = [];
  const alternatives = new Map<string, ((c: Commit) => boolean)[]>();
  const excluded: ((c: Commit) => boolean)[] = [];
  for (const q of own) {
    const test = predicate(q);
    if (q.negated) excluded.push(test);
    else if (DATE_KEYS.has(q.key)) all.push(test);
    else alternatives.set(q.key, [...(alternatives.get(q.key) ?? []), test]);
  }
  return ({ commit }) =>
    all.every((t) => t(commit)) &&
    [...alternatives.values()].every((ts) => ts.some((t) => t(commit))) &&
    !excluded.some((t) => t(commit));
}

/** Order by a date (then by sha, for a stable order). */
export function byDate(sort: CommitSort, order: 'asc' | 'desc') {
  const who = sort === 'author-date' ? 'author' : 'committer';
  const sign = order === 'asc' ? 1 : -1;
  return (a: CommitDoc, b: CommitDoc) =>
    sign * (Date.parse(a.commit[who].date) - Date.parse(b.commit[who].date)) ||
    a.commit.sha.localeCompare(b.commit.sha);
}

/**
 * The commit result item of the spec. The state keeps no trees, so the tree sha is a stable id derived from the
 * commit; the emulator has no commit comments (comment_count 0). author is the user summary of a known login or
 * null; committer is the committer's user summary or an empty object.
 */
export function commitItem(ctx: Ctx, { repo, commit }: CommitDoc, score: number) {
  const base = `/repos/${repo.owner}/${repo.name}`;
  const web = `/${repo.owner}/${repo.name}`;
  const tree = createHash('sha1').update(`tree\0${commit.sha}`).digest('hex');
  const known = (login?: string) => (login ? ctx.store.read((s) => findUser(s, login)?.login) : undefined);
  const author = known(commit.author.login);
  const committer = known(commit.committer.login);
  const person = (p: Commit['author']) => ({ date: p.date, name: p.name, email: p.email });
  return {
    url: ctx.apiUrl(`${base}/commits/${commit.sha}`),
    sha: commit.sha,
    node_id: Buffer.from(`Commit:${repo.id}:${commit.sha}`).toString('base64').replace(/=+$/, ''),
    html_url: ctx.webUrl(`${web}/commit/${commit.sha}`),
    comments_url: ctx.apiUrl(`${base}/commits/${commit.sha}/comments`),
    commit: {
      url: ctx.apiUrl(`${base}/git/commits/${commit.sha}`),
      author: person(commit.author),
      committer: person(commit.committer),
      message: commit.message,
      tree: { url: ctx.apiUrl(`${base}/git/trees/${tree}`), sha: tree },
      comment_count: 0,
    },
    author: author ? userSummary(ctx, author) : null,
    committer: committer ? userSummary(ctx, committer) : {},
    parents: commit.parents.map((sha) => ({
      url: ctx.apiUrl(`${base}/commits/${sha}`),
      html_url: ctx.webUrl(`${web}/commit/${sha}`),
      sha,
    })),
    repository: repoSummary(ctx, repo),
    score,
  };
}
