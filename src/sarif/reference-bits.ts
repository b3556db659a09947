/** The kinds of reference a result holds, as bits of its refMask (result-facts.ts, result-bytes.ts, plan.ts). */
import { RUN_ARRAYS } from './references.js';

/**
 * refMask bits: one per run array (in RUN_ARRAYS order), then taxonomies, taxa, and duplicates; then three that are
 * no kind of reference held: a dangling local reference, where the rule index was read, and a base URI named.
 */
export const REF_TAXONOMIES = 1 << RUN_ARRAYS.length;
export const REF_TAXA = REF_TAXONOMIES << 1;
export const REF_DUPLICATES = REF_TAXA << 1;
/** A reference within the result itself points at nothing (resultGraphIndex): it must be left out. */
export const REF_LOCAL_DANGLING = REF_DUPLICATES << 1;
/** `ruleIndex` is `rule.index` (the result has no ruleIndex of its own): a diagnostic of it points there. */
export const REF_RULE_INDEX_IN_RULE = REF_LOCAL_DANGLING << 1;
/**
 * The result names a base URI (an artifactLocation's `uriBaseId`): no index, but a merge that renames a base this
 * run leaves undefined must look at its results (base-uris.ts); one whose results name none need not rename it.
 */
export const REF_URI_BASE = REF_RULE_INDEX_IN_RULE << 1;
/** The bits that are no kind of reference the result holds. */
export const NOT_REFERENCES = REF_DUPLICATES | REF_RULE_INDEX_IN_RULE | REF_URI_BASE;
export function refBit(array: (typeof RUN_ARRAYS)[number]): number {
  return 1 << RUN_ARRAYS.indexOf(array);
}
