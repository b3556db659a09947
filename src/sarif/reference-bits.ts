/** The kinds of reference a result holds, as bits of its refMask (result-facts.ts, result-bytes.ts, plan.ts). */
import { RUN_ARRAYS } from './references.js';

/**
 * refMask bits: one per run array (in RUN_ARRAYS order), then taxonomies, taxa, and duplicates; then two that are
 * no kind of reference held: a dangling local reference, and where the rule index was read.
 */
export const REF_TAXONOMIES = 1 << RUN_ARRAYS.length;
export const REF_TAXA = REF_TAXONOMIES << 1;
export const REF_DUPLICATES = REF_TAXA << 1;
/** A reference within the result itself points at nothing (resultGraphIndex): it must be left out. */
export const REF_LOCAL_DANGLING = REF_DUPLICATES << 1;
/** `ruleIndex` is `rule.index` (the result has no ruleIndex of its own): a diagnostic of it points there. */
export const REF_RULE_INDEX_IN_RULE = REF_LOCAL_DANGLING << 1;
/** The bits that are no kind of reference the result holds. */
export const NOT_REFERENCES = REF_DUPLICATES | REF_RULE_INDEX_IN_RULE;
export function refBit(array: (typeof RUN_ARRAYS)[number]): number {
  return 1 << RUN_ARRAYS.indexOf(array);
}
