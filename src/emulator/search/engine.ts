/**
 * One search run over a list of documents, within the time budget: every document that passes the qualifiers
 * is scanned (its term counts feed the ranking statistics) and is a hit when the query expression holds. The
 * clock is checked after each document; once the budget is spent the run stops with the hits found so far and
 * reports itself incomplete (the spec's incomplete_results).
 */
import { countTerms, evaluate, score } from './match.js';
import { positiveTerms, type Query } from './query.js';

export interface Hit<D> {
  doc: D;
  score: number;
}

export interface RunOptions<D> {
  query: Query;
  /** One pattern per query term (termPatterns). */
  patterns: RegExp[];
  /** The searchable properties of a document. */
  texts: (doc: D) => string[];
  /** The qualifiers' test. */
  filter: (doc: D) => boolean;
  budgetMs: number;
}

export function runSearch<D>(docs: D[], options: RunOptions<D>): { hits: Hit<D>[]; incomplete: boolean } {
  const { query, patterns, texts, filter, budgetMs } = options;
  const deadline = performance.now() + budgetMs;
  const df = query.terms.map(() => 0);
  const found: { doc: D; counts: number[] }[] = [];
  let scanned = 0;
  let incomplete = false;
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i];
    if (filter(doc)) {
      scanned++;
      const counts = countTerms(texts(doc), patterns);
      counts.forEach((c, t) => c > 0 && df[t]++);
      if (evaluate(query.expr, counts)) found.push({ doc, counts });
    }
    if (i < docs.length - 1 && performance.now() >= deadline) {
      incomplete = true;
      break;
    }
  }
  const positive = positiveTerms(query.expr);
  const hits = found.map(({ doc, counts }) => ({ doc, score: score(counts, positive, df, scanned) }));
  return { hits, incomplete };
}
