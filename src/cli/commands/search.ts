/**
 * `sarif-pipeline search code|commits <words...> [qualifiers]`: code and commit search. The query is built with
 * the client's buildSearchQuery, so the spec's limits (256 characters of keywords, five AND/OR/NOT, a keyword
 * for code search) are checked before anything is sent; results stop at --max (at most the 1,000 a search
 * yields), and searches are paced under the service's rate by the client.
 */
import { formatCount } from '../../format.js';
import {
  ApiError,
  buildSearchQuery,
  SEARCH_LIMITS,
  type CodeSearchItem,
  type Collected,
  type CommitSearchItem,
  type TextMatch,
} from '../../api/index.js';
import {
  callApi,
  connect,
  formatTable,
  parseCommand,
  positiveInt,
  printJson,
  printable,
  processIo,
  usageError,
  type CommandIo,
} from './shared.js';

export const HELP = `sarif-pipeline search: search code or commits on the repositories' default branches.

Usage:
  sarif-pipeline search code    <words...> [--repo R] [--org O] [--user U] [--language L] [--path P]
                                [--extension E] [--filename F] [--sort indexed] [--order asc|desc]
                                [--max N] [--text-matches] [--json]
  sarif-pipeline search commits <words...> [--repo R] [--org O] [--user U] [--author A] [--committer C]
                                [--sort author-date|committer-date] [--order asc|desc]
                                [--max N] [--text-matches] [--json]

Words are keywords; a quoted argument with spaces is a phrase, and AND, OR, NOT are operators. Each qualifier
option adds key:value to the query (repeat an option for several values). The query is checked before it is
sent: at most ${SEARCH_LIMITS.maxKeywordLength} characters of keywords (operators and qualifiers excluded), at most ${SEARCH_LIMITS.maxOperators} AND/OR/NOT, and
for code search at least one keyword.

Options:
  --repo, --org, --user   limit to repositories, organizations, users (both searches)
  --language, --path, --extension, --filename   code search only
  --author, --committer   commit search only (logins)
  --sort S, --order O     the service's sort (best match when absent) and direction (default desc)
  --max N                 results to fetch (default 30, at most ${SEARCH_LIMITS.maxResults}: a search yields no more)
  --text-matches          show the matching fragments (file content and path; commit messages)
  --api-url URL           the API root (default: GITHUB_API_URL, else https://api.github.com)
  --json                  print { total_count, incomplete_results, truncated, items } as JSON

Environment:
  SVC_TOKEN, else GITHUB_TOKEN   optional: without a token, searches see public repositories only, at the
                                 lower rate (10 a minute instead of 30)

Exit status: 0 done (even with no results), 1 the service refused, 2 usage error (a query over the limits
included: nothing is sent).
`;

const COMMAND = 'search';
const DEFAULT_MAX = 30;

const QUALIFIERS = {
  both: ['repo', 'org', 'user'],
  code: ['language', 'path', 'extension', 'filename'],
  commits: ['author', 'committer'],
} as const;

type Kind = 'code' | 'commits';

export async function run(args: string[], io: CommandIo = processIo()): Promise<number> {
  const many = { type: 'string', multiple: true } as const;
  const parsed = parseCommand(COMMAND, HELP, args, io, {
    repo: many,
    org: many,
    user: many,
    language: many,
    path: many,
    extension: many,
    filename: many,
    author: many,
    committer: many,
    sort: { type: 'string' },
    order: { type: 'string' },
    max: { type: 'string' },
    'text-matches': { type: 'boolean', default: false },
  });
  if (!parsed) return 0;
  const { values, positionals } = parsed;
  const [kind, ...words] = positionals;
  if (kind === undefined) throw usageError(COMMAND, 'search needs what to search: code or commits');
  if (kind !== 'code' && kind !== 'commits') {
    throw usageError(COMMAND, `unknown search "${printable(kind)}": use code or commits`);
  }
  const command = `${COMMAND} ${kind}`;
  const other = kind === 'code' ? 'commits' : 'code';
  for (const name of QUALIFIERS[other]) {
    if (values[name] !== undefined) throw usageError(command, `--${name} applies to search ${other} only`);
  }
  if (values.order !== undefined && values.order !== 'asc' && values.order !== 'desc') {
    throw usageError(command, `--order must be asc or desc, got "${printable(values.order)}"`);
  }
  const max = positiveInt(values.max, '--max', command) ?? DEFAULT_MAX;
  if (max > SEARCH_LIMITS.maxResults) {
    throw usageError(
      command,
      `--max ${max} is above the ${formatCount(SEARCH_LIMITS.maxResults)} results a search yields`,
      'Narrow the query (qualifiers) instead of fetching more.',
    );
  }
  const qualifiers: Record<string, string[] | undefined> = {};
  for (const name of [...QUALIFIERS.both, ...QUALIFIERS[kind]]) qualifiers[name] = values[name];
  const q = checkedQuery(kind, words, qualifiers, command);

  const connected = connect(io, command, values['api-url'], { optionalToken: true });
  const api = connected.api;
  io = connected.out;
  const params = {
    q,
    sort: values.sort,
    order: values.order as 'asc' | 'desc' | undefined,
    per_page: Math.min(max, 100),
    maxItems: max,
    textMatch: values['text-matches'],
  };
  const result = await callApi<Collected<CodeSearchItem | CommitSearchItem>>(() =>
    kind === 'code' ? api.search.code(params).collect() : api.search.commits(params).collect(),
  );
  if (values.json) {
    printJson(io, {
      total_count: result.total_count,
      incomplete_results: result.incomplete_results,
      truncated: result.truncated,
      items: result.items,
    });
    return 0;
  }
  io.stdout(
    kind === 'code'
      ? formatCode(result.items as CodeSearchItem[], values['text-matches'])
      : formatCommits(result.items as CommitSearchItem[], values['text-matches']),
  );
  io.stdout(footer(result, q));
  return 0;
}

/** The query from its parts, through buildSearchQuery: a query over the spec's limits is a usage error. */
function checkedQuery(
  kind: Kind,
  words: string[],
  qualifiers: Record<string, string[] | undefined>,
  command: string,
): string {
  try {
    return buildSearchQuery(kind, { keywords: words, qualifiers });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    throw usageError(
      command,
      `${err.serviceMessage}; nothing was sent`,
      `${err.hint ?? 'shorten the query'} (the service rejects such queries: 422)`,
    );
  }
}

function formatCode(items: CodeSearchItem[], matches: boolean): string {
  if (!matches) {
    return formatTable(
      ['REPOSITORY', 'PATH', 'SCORE'],
      items.map((i) => [i.repository.full_name, i.path, score(i.score)]),
      'no results',
    );
  }
  return items
    .map((i) => `${printable(i.repository.full_name)}: ${printable(i.path)}\n${fragments(i.text_matches)}`)
    .join('');
}

function formatCommits(items: CommitSearchItem[], matches: boolean): string {
  const table = formatTable(
    ['SHA', 'REPOSITORY', 'AUTHOR', 'DATE', 'MESSAGE'],
    items.map((i) => [
      i.sha.slice(0, 7),
      i.repository.full_name,
      i.author?.login ?? i.commit.author?.name ?? '',
      i.commit.author?.date ?? '',
      firstLine(i.commit.message),
    ]),
    'no results',
  );
  if (!matches) return table;
  return items
    .map(
      (i) =>
        `${i.sha.slice(0, 7)} ${printable(i.repository.full_name)}: ${printable(firstLine(i.commit.message))}\n${fragments(i.text_matches)}`,
    )
    .join('');
}

/** Each matching fragment on one indented line, the matched terms between » and «. */
function fragments(matches: TextMatch[] | undefined): string {
  if (!matches || matches.length === 0) return '    (no fragments)\n';
  return matches
    .map((m) => {
      let text = '';
      let at = 0;
      for (const { indices } of [...m.matches].sort((a, b) => a.indices[0] - b.indices[0])) {
        const [start, end] = indices;
        if (start < at) continue;
        text += `${m.fragment.slice(at, start)}»${m.fragment.slice(start, end)}«`;
        at = end;
      }
      text += m.fragment.slice(at);
      return `    ${m.property}: ${printable(text.replace(/\s*\r?\n\s*/g, ' ⏎ ').trim())}\n`;
    })
    .join('');
}

function footer(result: Collected<unknown>, q: string): string {
  const total = result.total_count ?? result.items.length;
  const lines = [`\n${result.items.length} of ${formatCount(total)} result(s) for: ${printable(q)}`];
  if (result.incomplete_results) {
    lines.push('incomplete: the search hit the service time limit; these are the matches found so far');
  }
  if (result.truncated) {
    const reachable = Math.min(total, SEARCH_LIMITS.maxResults);
    lines.push(
      reachable > result.items.length
        ? `more results exist: raise --max (up to ${formatCount(reachable)}) or narrow the query`
        : `a search yields at most ${formatCount(SEARCH_LIMITS.maxResults)} results: narrow the query to see the others`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const firstLine = (s: string) => s.split(/\r?\n/, 1)[0];
/** A result's score as shown; one missing or not a number (the service's shape is loose) shows as `-`. */
const score = (n: unknown) => {
  const v = typeof n === 'string' && n.trim() !== '' ? Number(n) : n;
  if (typeof v !== 'number' || !Number.isFinite(v)) return '-';
  return Number.isInteger(v) ? String(v) : v.toFixed(2);
};
