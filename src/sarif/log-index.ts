/**
 * What pass 1 keeps of one input (readLog): run skeletons plus a few numbers per result, from which the trim later
 * reads back only what it keeps. Types only, and the one constructor of a run's entry: a leaf every stage imports.
 */
import type { ByteSource } from './byte-source.js';
import type { Diagnostic } from './diagnostics.js';
import type { JsonObject } from './json.js';
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
  members: Map<string, Span>;
  results: ResultTable;
  /** Rule metadata per component (index 0: the driver, k+1: extension k), for ranking and reference checks. */
  ruleComponents: RuleComponent[];
  /** Results whose message is given by id and was resolved: rendered on output. */
  messagesById: number;
  /** The schema found repeated items in the run's own data (not its results): the plan deduplicates them. */
  repeatsItems?: boolean;
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
    members: new Map(),
    results: new ResultTable(store),
    ruleComponents: [],
    messagesById: 0,
  };
}
