/** The search query rules, checked before sending: length without operators and qualifiers, operators, code terms. */
import {
  analyseSearchQuery,
  buildSearchQuery,
  checkSearchQuery,
  searchQueryProblems,
} from '../../src/api/search-query.js';
import { ApiError } from '../../src/api/index.js';

describe('search queries', () => {
  it('counts 256 characters of keywords, excluding operators and qualifiers', () => {
    const words = 'a'.repeat(250) + ' bcdef'; // 256 characters of keywords
    expect(searchQueryProblems('code', `${words} repo:acme/webapp language:javascript`)).toEqual([]);
    expect(analyseSearchQuery('code', `${words} AND "c d" repo:acme/webapp`)).toEqual({
      keywords: ['a'.repeat(250), 'bcdef', '"c d"'],
      qualifiers: ['repo:acme/webapp'],
      operators: 1,
      keywordLength: 262,
    });
    expect(searchQueryProblems('commits', `${words}x author:mona`)).toEqual([
      'the query has 257 characters of keywords, more than 256 (operators and qualifiers excluded)',
    ]);
  });

  it('allows five AND/OR/NOT operators and rejects a sixth', () => {
    const five = 'a AND b OR c NOT d AND e OR f';
    expect(searchQueryProblems('commits', five)).toEqual([]);
    expect(searchQueryProblems('commits', `${five} NOT g`)).toEqual([
      'the query has 6 AND/OR/NOT operators, more than 5',
    ]);
    // Lower-case words are keywords, not operators.
    expect(searchQueryProblems('commits', `${five} not g`)).toEqual([]);
  });

  it('rejects a code query of qualifiers alone, but not a commit query', () => {
    expect(searchQueryProblems('code', 'repo:acme/webapp language:go')).toEqual([
      'a code search needs at least one keyword: qualifiers alone are not a valid query',
    ]);
    expect(searchQueryProblems('code', 'amazing language:go')).toEqual([]);
    expect(searchQueryProblems('commits', 'author:mona repo:acme/webapp')).toEqual([]);
    expect(() => checkSearchQuery('code', '-path:vendor NOT repo:x')).toThrow(ApiError);
  });

  it('builds queries from parts, quoting phrases and values with spaces', () => {
    expect(
      buildSearchQuery('code', {
        keywords: ['addClass', 'sql injection'],
        qualifiers: { repo: ['acme/webapp', 'octocat/hello-world'], path: 'src dir', language: 'js' },
        exclude: { path: 'vendor' },
      }),
    ).toBe(
      'addClass "sql injection" repo:acme/webapp repo:octocat/hello-world path:"src dir" language:js -path:vendor',
    );
    expect(() => buildSearchQuery('code', { qualifiers: { repo: 'acme/webapp' } })).toThrow(
      /at least one keyword/,
    );
    const err = (() => {
      try {
        buildSearchQuery('commits', { keywords: 'x'.repeat(300) });
      } catch (e) {
        return e as ApiError;
      }
    })();
    expect(err).toMatchObject({ kind: 'invalid', message: expect.stringContaining('300 characters') });
  });
});
