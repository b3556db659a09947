/**
 * Search: GET /search/code and GET /search/commits over the repositories the caller can see (default branch),
 * per the spec's Search section: query syntax and limits (query.ts), scope and inaccessible qualifiers
 * (scope.ts), best-match order by a TF-IDF-like score (match.ts), the 1,000-result cap, per_page up to 100 with
 * Link headers, text_matches only with the text-match media type, incomplete_results when the time budget runs
 * out (engine.ts). The search rate limit (30 a minute authenticated, 10 anonymous) is applied by the core.
 *
 * sort: code accepts `indexed` (every seeded file is indexed at the same time, so the best-match order stays);
 * commits accept `author-date` and `committer-date`. order (asc, desc; default desc) only applies with sort.
 * Other values are 422.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { paginate, wantsTextMatch, type Ctx } from '../http.js';
import { ServiceError } from '../service-error.js';
import {
  codeDocs,
  codeFilter,
  codeItem,
  codeProperties,
  CODE_QUALIFIERS,
  type CodeDoc,
} from '../search/code.js';
import {
  byDate,
  commitDocs,
  commitFilter,
  commitItem,
  COMMIT_QUALIFIERS,
  COMMIT_SORTS,
  type CommitDoc,
  type CommitSort,
} from '../search/commits.js';
import { runSearch, type Hit } from '../search/engine.js';
import { fragments, termPatterns } from '../search/match.js';
import { parseQuery, positiveTerms, queryError, type Query } from '../search/query.js';
import { searchScope } from '../search/scope.js';
import type { RouteModule } from '../route-module.js';

/** A search yields at most this many results; pages beyond them are refused. */
export const MAX_RESULTS = 1000;

interface SearchParams {
  q?: string | string[];
  sort?: string | string[];
  order?: string | string[];
  per_page?: string;
  page?: string;
}

/** q, sort and order, checked: q is required, sort must be one of `sorts`, order asc or desc. */
function readParams<S extends string>(req: FastifyRequest, sorts: readonly S[]) {
  const params = req.query as SearchParams;
  const one = (name: 'q' | 'sort' | 'order') => {
    const v = params[name];
    if (Array.isArray(v)) throw queryError(`Give the ${name} parameter once.`, 'invalid', name);
    return v?.trim() ? v : undefined;
  };
  const q = one('q');
  if (q === undefined) {
    throw queryError(
      'The q parameter is required: give keywords and qualifiers, for example q=addClass+repo:acme/webapp.',
      'missing',
    );
  }
  const sort = one('sort');
  if (sort !== undefined && !sorts.includes(sort as S)) {
    throw queryError(
      `sort must be one of: ${sorts.join(', ')} (or left out for best match).`,
      'invalid',
      'sort',
    );
  }
  const order = one('order') ?? 'desc';
  if (order !== 'asc' && order !== 'desc') throw queryError('order must be asc or desc.', 'invalid', 'order');
  return { q, sort: sort as S | undefined, order: order as 'asc' | 'desc' };
}

/** The requested page of the first 1,000 results, with Link headers; a page past them is a 422. */
function resultPage<T>(ctx: Ctx, req: FastifyRequest, reply: FastifyReply, results: T[]): T[] {
  // per_page and page read as paginate() reads them.
  const params = req.query as SearchParams;
  const perPage = Math.min(100, Math.max(1, Number.parseInt(params.per_page ?? '30', 10) || 30));
  const page = Math.max(1, Number.parseInt(params.page ?? '1', 10) || 1);
  if ((page - 1) * perPage >= MAX_RESULTS) {
    throw new ServiceError(
      422,
      `Only the first ${MAX_RESULTS} search results are available: narrow the query rather than paging further.`,
      { documentationUrl: 'search/search' },
    );
  }
  return paginate(ctx, req, reply, results.slice(0, MAX_RESULTS));
}

/** Searches need no scope; the headers still say so, and show a classic token's scopes. */
function scopeHeaders(req: FastifyRequest, reply: FastifyReply): void {
  const c = req.caller;
  if (c.type === 'token' && (c.token.kind === 'classic' || c.token.kind === 'oauth')) {
    reply.header('x-oauth-scopes', c.token.scopes.join(', '));
  }
  reply.header('x-accepted-oauth-scopes', '');
}

function wantsTextMatches(ctx: Ctx, req: FastifyRequest): boolean {
  return wantsTextMatch(ctx.config.vendor, req.headers.accept);
}

/** text_matches of one property: one entry per fragment. */
function textMatches(
  objectUrl: string,
  objectType: string,
  property: string,
  value: string,
  patterns: RegExp[],
) {
  return fragments(value, patterns).map((f) => ({
    object_url: objectUrl,
    object_type: objectType,
    property,
    ...f,
  }));
}

function positivePatterns(query: Query, patterns: RegExp[]): RegExp[] {
  return [...positiveTerms(query.expr)].map((t) => patterns[t]);
}

export const searchRoutes: RouteModule = (api, ctx) => {
  api.get('/search/code', async (req, reply) => {
    scopeHeaders(req, reply);
    const { q } = readParams(req, ['indexed']);
    const query = parseQuery(q, CODE_QUALIFIERS);
    if (!query.expr) {
      throw queryError(
        'Code search needs at least one search term: qualifiers alone are not a valid query (language:go is not; amazing language:go is).',
        'missing',
      );
    }
    const where = codeProperties(query.qualifiers);
    const patterns = termPatterns(query.terms);
    const { hits, incomplete } = ctx.store.read((state) =>
      runSearch(codeDocs(searchScope(state, req.caller, query.qualifiers)), {
        query,
        patterns,
        texts: ({ file }) => [where.content ? file.content : '', where.path ? file.path : ''],
        filter: codeFilter(query.qualifiers),
        budgetMs: ctx.config.searchTimeBudgetMs,
      }),
    );
    // sort=indexed keeps the best-match order: every seeded file was indexed at the same time.
    hits.sort(
      (a: Hit<CodeDoc>, b: Hit<CodeDoc>) =>
        b.score - a.score ||
        `${a.doc.repo.owner}/${a.doc.repo.name}`.localeCompare(`${b.doc.repo.owner}/${b.doc.repo.name}`) ||
        a.doc.file.path.localeCompare(b.doc.file.path),
    );
    const matching = wantsTextMatches(ctx, req) ? positivePatterns(query, patterns) : undefined;
    const items = resultPage(ctx, req, reply, hits).map((hit) => {
      const item = codeItem(ctx, hit.doc, hit.score);
      if (!matching) return item;
      const { content, path } = hit.doc.file;
      return {
        ...item,
        text_matches: [
          ...(where.content ? textMatches(item.url, 'FileContent', 'content', content, matching) : []),
          ...(where.path ? textMatches(item.url, 'FileContent', 'path', path, matching) : []),
        ],
      };
    });
    return { total_count: hits.length, incomplete_results: incomplete, items };
  });

  api.get('/search/commits', async (req, reply) => {
    scopeHeaders(req, reply);
    const { q, sort, order } = readParams<CommitSort>(req, COMMIT_SORTS);
    const query = parseQuery(q, COMMIT_QUALIFIERS);
    const patterns = termPatterns(query.terms);
    const { hits, incomplete } = ctx.store.read((state) => {
      const filter = commitFilter(state, query.qualifiers);
      return runSearch(commitDocs(searchScope(state, req.caller, query.qualifiers)), {
        query,
        patterns,
        texts: ({ commit }) => [commit.message],
        filter,
        budgetMs: ctx.config.searchTimeBudgetMs,
      });
    });
    // Best match breaks ties with the newest commit first.
    const dates = byDate(sort ?? 'author-date', sort ? order : 'desc');
    hits.sort((a: Hit<CommitDoc>, b: Hit<CommitDoc>) =>
      sort ? dates(a.doc, b.doc) : b.score - a.score || dates(a.doc, b.doc),
    );
    const matching = wantsTextMatches(ctx, req) ? positivePatterns(query, patterns) : undefined;
    const items = resultPage(ctx, req, reply, hits).map((hit) => {
      const item = commitItem(ctx, hit.doc, hit.score);
      if (!matching) return item;
      return {
        ...item,
        text_matches: textMatches(item.url, 'Commit', 'message', hit.doc.commit.message, matching),
      };
    });
    return { total_count: hits.length, incomplete_results: incomplete, items };
  });
};
