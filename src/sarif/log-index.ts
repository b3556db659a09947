/**
 * What pass 1 keeps of one input (readLog): run skeletons plus a few numbers per result, from which the trim later
 * reads back only what it keeps. Types only, and the one constructor of a run's entry: a leaf every stage imports.
 */
import type { ByteSource } from './byte-source.js';
import type { Diagnostic } from './diagnostics.js';
import { cloneJson, type JsonObject } from './json.js';
import { ResultTable, type ResultStore } from './result-table.js';

export interface Span {
  start: number;
  length: number;
}

export interface RunIndex {
  /** Position of the run in its file. */
  index: number;
  start: number;
  /** Every member of the run except an array-valued `results`, parsed. */
  skeleton: JsonObject;
  /** Where each skeleton member lies in the file, to locate diagnostics (the plan's too). */
  members: MemberSpans;
  results: ResultTable;
  /** Rule metadata per component (index 0: the driver, k+1: extension k), for ranking and reference checks. */
  ruleComponents: RuleComponent[];
  /**
   * Rule ids results name that no rule of the run has, as `component id` (-1: the driver, k: extension k): a merge
   * with a run that defines one would give these results that run's rule (merge.ts, borrowedRules).
   */
  unknownRuleIds?: Set<string>;
  /** Results whose message is given by id and was resolved: rendered on output. */
  messagesById: number;
  /** The schema found repeated items in the run's own data (not its results): the plan deduplicates them. */
  repeatsItems?: boolean;
  /** The run's own data holds a reference to nothing: left out of the upload, it may leave two items equal. */
  danglingReferences?: boolean;
  /** Its tool is byte for byte one this check found valid before (known-tools.ts): checked no more. */
  toolKnown: boolean;
  /** Its tool is the known tool's one frozen parse, shared with other runs: copied before it is changed (plan.ts). */
  toolShared: boolean;
  /** Its tool's id among the tools found valid (known-tools.ts; -1: none): runs of one id have the same tool bytes. */
  toolId: number;
  /** Its tool is known and holds no reference (known-tools.ts): a merge that discards it need not walk it. */
  toolReferenceFree: boolean;
  /** A copy of its tool's bytes, until the document's checks say whether it is valid (known-tools.ts). */
  toolBytes: Buffer | undefined;
  /** Its own data (not its results) holds `sarif:`: message links there may need to follow a merge or a trim. */
  memberLinks: boolean;
}

export interface RuleComponent {
  /** The component's rules, as in the skeleton. */
  rules: JsonObject[];
}

export interface ReadTimings {
  /** Wall time of the scan on the main thread (with workers: including waiting for them). */
  scanMs: number;
  /** Time spent in JSON.parse and in validation; with workers, summed over the worker threads. */
  parseMs: number;
  validateMs: number;
  /** Worker threads used (0: all on the main thread). */
  workers: number;
}

export interface LogIndex {
  file: string;
  size: number;
  source: ByteSource;
  /** Members of the root object other than `runs`. */
  root: JsonObject;
  runs: RunIndex[];
  /** Diagnostics kept (up to the cap) and counted. */
  diagnostics: Diagnostic[];
  errorCount: number;
  warningCount: number;
  timings: ReadTimings;
}

/** A run's entry as the scan meets it: its skeleton fills in member by member (or arrives whole). */
export function newRun(
  index: number,
  start: number,
  store: ResultStore,
  skeleton: JsonObject = {},
): RunIndex {
  return {
    index,
    start,
    skeleton,
    members: new MemberSpans(),
    results: new ResultTable(store),
    ruleComponents: [],
    messagesById: 0,
    // Set on every run (not added to some): runs of one shape keep the plan's property loads monomorphic.
    toolKnown: false,
    toolShared: false,
    toolId: -1,
    toolReferenceFree: false,
    toolBytes: undefined,
    memberLinks: false,
  };
}

/** Members looked for by a scan of the keys up to this many; a map past it. */
const MEMBER_SCAN = 32;

/**
 * Where each member of a run lies in its file: a few a run, kept for every run to the end of the check, as
 * key, start, length, … in one array. A Map and a span object per member cost some 350 bytes a run (issue 21).
 */
export class MemberSpans {
  /** Copied whole to add a key (a run has a few, added once): grown by push it would hold 16 slots. */
  private entries: (string | number)[] = [];
  /** Where each key is in `entries`, once there are more than a run's known members (a file may add any). */
  private index: Map<string, number> | undefined;

  set(key: string, span: Span): this {
    const at = this.find(key);
    if (at < 0) {
      if (this.index) {
        // Many keys (a file may add any): pushed, not copied, or adding n keys would copy n² entries.
        this.index.set(key, this.entries.length);
        this.entries.push(key, span.start, span.length);
        return this;
      }
      this.entries = this.entries.concat(key, span.start, span.length);
      if (this.entries.length > 3 * MEMBER_SCAN) {
        this.index = new Map();
        for (let k = 0; k < this.entries.length; k += 3) this.index.set(this.entries[k] as string, k);
      }
    } else {
      this.entries[at + 1] = span.start;
      this.entries[at + 2] = span.length;
    }
    return this;
  }

  get(key: string): Span | undefined {
    const at = this.find(key);
    return at < 0
      ? undefined
      : { start: this.entries[at + 1] as number, length: this.entries[at + 2] as number };
  }

  has(key: string): boolean {
    return this.find(key) >= 0;
  }

  private find(key: string): number {
    if (this.index) return this.index.get(key) ?? -1;
    const e = this.entries;
    for (let k = 0; k < e.length; k += 3) if (e[k] === key) return k;
    return -1;
  }
}

/**
 * A run's own copy of its tool when it shares a known tool's frozen parse (known-tools.ts): made by the plan, upload
 * by upload, where the merge or the limits change the tool in place, and only for as long as the upload is built.
 */
export function ownTool(run: RunIndex): void {
  if (!run.toolShared) return;
  run.skeleton.tool = cloneJson(run.skeleton.tool);
  run.toolShared = false;
}
