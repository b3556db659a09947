/**
 * Search: code and commits. Queries are checked before sending (search-query.ts), searches are paced under the
 * documented rate (the transport), results stop at the 1,000 a search yields, and text_matches come with the
 * text-match media type when asked for.
 */
import { SHAPES, type Shape } from './answer-shape.js';
import { Paginated, type PageOptions } from './paginate.js';
import { checkSearchQuery, SEARCH_LIMITS, type SearchKind } from './search-query.js';
import type { Transport } from './transport.js';
import type { CodeSearchItem, CommitSearchItem } from './types.js';

export interface SearchParams extends PageOptions {
  /** Keywords and qualifiers (see buildSearchQuery). */
  q: string;
  /** Best match when absent. */
  sort?: string;
  order?: 'asc' | 'desc';
  /** Ask for text_matches (the text-match media type). */
  textMatch?: boolean;
}

export function search(t: Transport) {
  const run = <T>(kind: SearchKind, p: SearchParams, item: Shape) => {
    const { maxItems, textMatch, ...params } = p;
    checkSearchQuery(kind, params.q);
    return new Paginated<T>(t, `GET /search/${kind}`, params, {
      meta: {
        credentials: 'token',
        search: true,
        accept: textMatch ? t.names.textMatchMediaType : undefined,
      },
      maxItems,
      cap: SEARCH_LIMITS.maxResults,
      item,
    });
  };
  return {
    /** Code on default branches (files under 384 KB). `collect()` keeps total_count and incomplete_results. */
    code: (p: SearchParams) => run<CodeSearchItem>('code', p, SHAPES.codeSearchItem),
    /** Commits on default branches. */
    commits: (p: SearchParams) => run<CommitSearchItem>('commits', p, SHAPES.commitSearchItem),
  };
}
