/**
 * Search queries, checked before sending against the spec's rules: at most 256 characters of keywords
 * (operators and qualifiers excluded), at most five AND/OR/NOT operators, and for code search at least one
 * keyword (qualifiers alone are invalid). A builder writes queries from parts, quoting what needs quoting.
 */
import { ApiError } from './errors.js';

export type SearchKind = 'code' | 'commits';

export const SEARCH_LIMITS = { maxKeywordLength: 256, maxOperators: 5, maxResults: 1000 } as const;

/** Qualifier keys per search (others are keywords, as the service reads them). */
export const SEARCH_QUALIFIERS: Record<SearchKind, ReadonlySet<string>> = {
  code: new Set([
    'repo',
    'user',
    'org',
    'path',
    'language',
    'extension',
    'filename',
    'in',
    'size',
    'fork',
    'is',
  ]),
  commits: new Set([
    'repo',
    'user',
    'org',
    'author',
    'committer',
    'author-name',
    'committer-name',
    'author-email',
    'committer-email',
    'author-date',
    'committer-date',
    'merge',
    'hash',
    'parent',
    'tree',
    'is',
  ]),
};

export interface QueryAnalysis {
  keywords: string[];
  qualifiers: string[];
  operators: number;
  /** Length of the keywords joined by single spaces: what the 256-character limit counts. */
  keywordLength: number;
}

/** Split a query as the service does: spaces separate words, "double quotes" group them. */
function words(q: string): string[] {
  return q.match(/(?:[^\s"]+|"[^"]*"?)+/g) ?? [];
}

export function analyseSearchQuery(kind: SearchKind, q: string): QueryAnalysis {
  const out: QueryAnalysis = { keywords: [], qualifiers: [], operators: 0, keywordLength: 0 };
  for (const word of words(q)) {
    if (word === 'AND' || word === 'OR' || word === 'NOT') out.operators++;
    else if (SEARCH_QUALIFIERS[kind].has(/^-?([A-Za-z][\w-]*):/.exec(word)?.[1]?.toLowerCase() ?? '')) {
      out.qualifiers.push(word);
    } else if (word.replaceAll('"', '').trim() !== '') out.keywords.push(word);
  }
  out.keywordLength = out.keywords.join(' ').length;
  return out;
}

/** What is wrong with a query ([] when it may be sent). */
export function searchQueryProblems(kind: SearchKind, q: string): string[] {
  const a = analyseSearchQuery(kind, q);
  const problems: string[] = [];
  if (a.keywordLength > SEARCH_LIMITS.maxKeywordLength) {
    problems.push(
      `the query has ${a.keywordLength} characters of keywords, more than ${SEARCH_LIMITS.maxKeywordLength} (operators and qualifiers excluded)`,
    );
  }
  if (a.operators > SEARCH_LIMITS.maxOperators) {
    problems.push(
      `the query has ${a.operators} AND/OR/NOT operators, more than ${SEARCH_LIMITS.maxOperators}`,
    );
  }
  if (kind === 'code' && a.keywords.length === 0) {
    problems.push('a code search needs at least one keyword: qualifiers alone are not a valid query');
  }
  return problems;
}

/** Throw an `invalid` ApiError when the query breaks a rule. */
export function checkSearchQuery(kind: SearchKind, q: string): string {
  const problems = searchQueryProblems(kind, q);
  if (problems.length > 0) {
    throw new ApiError({
      kind: 'invalid',
      message: `invalid ${kind} search query: ${problems.join('; ')}`,
      hint: 'shorten the keywords, use fewer operators, or add a search term',
    });
  }
  return q;
}

type QualifierValue = string | number | boolean;

export interface SearchQueryParts {
  /** Words or phrases; a phrase with spaces is quoted. */
  keywords?: string | string[];
  /** key:value qualifiers; an array repeats the qualifier. */
  qualifiers?: Record<string, QualifierValue | QualifierValue[] | undefined>;
  /** -key:value exclusions. */
  exclude?: Record<string, QualifierValue | QualifierValue[] | undefined>;
}

const quote = (v: string) => (/[\s"]/.test(v) ? `"${v.replaceAll('"', '')}"` : v);

/** A checked query string from its parts. */
export function buildSearchQuery(kind: SearchKind, parts: SearchQueryParts): string {
  const keywords = [parts.keywords ?? []]
    .flat()
    .filter((k) => k.trim() !== '')
    .map(quote);
  const qualifiers = (prefix: string, entries: SearchQueryParts['qualifiers']) =>
    Object.entries(entries ?? {}).flatMap(([key, value]) =>
      value === undefined ? [] : [value].flat().map((v) => `${prefix}${key}:${quote(String(v))}`),
    );
  return checkSearchQuery(
    kind,
    [...keywords, ...qualifiers('', parts.qualifiers), ...qualifiers('-', parts.exclude)].join(' '),
  );
}
