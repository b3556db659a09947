/**
 * What pass 1 learns of a result before the result is let go, and its diagnostics before their line and column are
 * known: types only, a leaf that result-facts.ts (which fills them), result-bytes.ts (the byte pass, which fills them
 * faster), the result table and the worker pool all read, so that none of them imports another for its types.
 */
import type { Diagnostic } from './diagnostics.js';

/** A diagnostic before its line and column are known; `offset` when the scan already knows it. */
export type PendingDiagnostic = Omit<Diagnostic, 'file' | 'line' | 'column'> & { offset?: number };

/** What the trim needs of a result, without keeping the result. */
export interface ResultFacts {
  /** `ruleId`, else `rule.id`. */
  ruleId: string | undefined;
  /** `ruleIndex`, else `rule.index` (either -1: absent, §3.27.7); -1 if neither names a rule. */
  ruleIndex: number;
  /** `rule.index` where it and `ruleIndex` both name a rule and differ (§3.52.5 wants them equal): refused. */
  ruleIndexConflict?: number;
  /** `rule.guid` of a result that names its rule by nothing else (§3.52.4): resolved at the run's end. */
  ruleGuid: string | undefined;
  /** `rule.toolComponent.index`; -1 for the driver (or when the component is named instead, see componentRef). */
  component: number;
  /** `rule.toolComponent.guid` or `.name` when it has no index: resolved against the run's tool at the run's end. */
  componentRef: string | undefined;
  /** Result level code (severity.ts), -1 if absent. */
  level: number;
  /** 1 when kind is absent or `fail`. */
  kindFail: number;
  /** Sizes the limits apply to, so that untouched results can be copied verbatim later. */
  locations: number;
  threadFlowLocations: number;
  /** 1 when partialFingerprints.primaryLocationLineHash is present. */
  hasLineHash: number;
  /** Which kinds of reference the result holds (REF_* bits), and whether it repeats items of a unique array. */
  refMask: number;
  /** Highest index into run.artifacts, run.logicalLocations, run.threadFlowLocations; -1 if none. */
  maxArtifact: number;
  maxLogical: number;
  maxThreadFlow: number;
  /** Highest index of any other reference (other run arrays, taxonomies, taxa); -1 if none. */
  maxOther: number;
  /** `message.id` when the message has no text (to be rendered from the rule's messageStrings). */
  messageId: string | undefined;
  /** The base names (`uriBaseId`) the result names, each once; undefined when it names none. */
  uriBases: readonly string[] | undefined;
}

/** What readRule reads of a rule besides its validity. */
export interface RuleFacts {
  id: string;
  /** The longest `tags` array in any of the rule's property bags (the trim's per-rule tag limit reads it). */
  tags: number;
  /**
   * Where what the ranking reads of it lies (severity.ts, ruleSeverity), as pairs [start, end) of each value's JSON
   * text, -1 when absent: the default level, then its own properties security-severity, problem.severity and
   * precision when they are strings or numbers (of another type they count as absent there too). Read only for the
   * rules results use (lazy-rules.ts). The pass's own array: valid until its next call.
   */
  ranking: Int32Array;
  /** The position just after the rule (whitespace after it included). */
  end: number;
}
