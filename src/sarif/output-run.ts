/**
 * What the plan decides for one output run and the rewrite carries out: its own module, types only, so that plan.ts
 * and rewrite.ts both depend on it and not on each other.
 */
import type { IndexMaps } from './index-maps.js';
import type { JsonObject } from './json.js';
import type { SourceRun } from './merge.js';
import type { RunReport } from './report.js';

export interface KeptResult {
  source: number;
  index: number;
  rank: number;
}

export interface OutputRun {
  tool: string;
  category: string;
  sources: SourceRun[];
  /** Per source: its indices → the output run's (merge, trim and deduplication composed). */
  maps: IndexMaps[];
  /** Per source: REF_* bits (result-facts.ts) of the reference kinds whose map is not the identity. */
  changed: number[];
  /** Per source: whether results that name a rule need their rule indices rewritten. */
  rulesChanged: boolean[];
  /** Per source: every result must be rewritten (uriBaseIds were renamed). */
  rewriteAll: boolean[];
  /** Whether the plan changed the run data (merge, trim, repairs): the output gate then checks it again. */
  skeletonChanged: boolean;
  /** The output run without its results. */
  skeleton: JsonObject;
  /** Kept results in output order (source order, then original order). */
  kept: KeptResult[];
  /** Rank of the highest-ranked result dropped so far (-Infinity: none). */
  highestDroppedRank: number;
  report: RunReport;
}
