/**
 * Pass 1 as the service runs it on an upload (the emulator's processing): one document in memory, read and validated
 * exactly as `check` reads an input, then offered run by run with what the service caps and what becomes an alert —
 * counts, the most severe results, and each result with its rule and effective level. The emulator needs nothing
 * else of the engine's internals.
 */
import { memorySource } from './byte-source.js';
import type { Diagnostic } from './diagnostics.js';
import { isObject, type JsonObject } from './json.js';
import type { KnownTools } from './known-tools.js';
import { categoryOf } from './plan.js';
import type { RunIndex } from './log-index.js';
import { readLog } from './read-log.js';
import { effectiveLevel, levelName, ruleSeverity, type Level } from './severity.js';

/** A result of an upload, parsed, with its rule resolved (ruleIndex and toolComponent) and its effective level. */
export interface UploadedResult {
  json: JsonObject;
  /** `ruleId`, else `rule.id`, else the resolved rule's `id`. */
  ruleId: string | undefined;
  rule: JsonObject | undefined;
  level: Level;
}

/** One run of an upload. */
export interface UploadedRun {
  /** Position of the run in the document. */
  index: number;
  /** The run without its results (tool, artifacts, automationDetails, ...). */
  skeleton: JsonObject;
  /** `tool.driver`, or an empty object. */
  driver: JsonObject;
  /** The category the service files the run under (`automationDetails.id`, see categoryOf). */
  category: string;
  resultCount: number;
  /** Every rule of the run: the driver's, then each extension's. */
  rules: JsonObject[];
  extensionCount: number;
  locations(i: number): number;
  threadFlowLocations(i: number): number;
  /** Indexes of the `n` most severe results (ties in document order), in document order. */
  top(n: number): number[];
  result(i: number): UploadedResult;
}

export type UploadRead = { ok: true; runs: UploadedRun[] } | { ok: false; errors: Diagnostic[] };

/**
 * Read and validate an uploaded document (`file` names it in diagnostics); at most `maxErrors` errors are kept. With
 * `knownTools` (kept by the caller from one upload to the next), a tool byte for byte one of an earlier valid upload
 * is neither scanned nor checked again: an analyser uploads the same tool, often thousands of rules, every time.
 */
export async function readUpload(
  sarif: Buffer,
  file = 'upload.sarif',
  maxErrors = 20,
  knownTools?: KnownTools,
): Promise<UploadRead> {
  const log = await readLog(file, memorySource(sarif), {
    maxDiagnostics: maxErrors,
    workers: 0,
    lazyRules: false,
    ...(knownTools ? { knownTools } : {}),
  });
  if (log.errorCount > 0) return { ok: false, errors: log.diagnostics.filter((d) => d.severity === 'error') };
  return {
    ok: true,
    runs: log.runs.map((run) => uploadedRun(run, (start, length) => log.source.read(start, length))),
  };
}

function uploadedRun(run: RunIndex, read: (start: number, length: number) => Buffer): UploadedRun {
  const t = run.results;
  const tool = run.skeleton.tool;
  const details = run.skeleton.automationDetails;
  const ruleOf = (component: number, index: number) =>
    index < 0 ? undefined : run.ruleComponents[component + 1]?.rules[index];
  return {
    index: run.index,
    skeleton: run.skeleton,
    driver: isObject(tool) && isObject(tool.driver) ? tool.driver : {},
    category: categoryOf(isObject(details) ? details.id : undefined),
    resultCount: t.length,
    rules: run.ruleComponents.flatMap((c) => c.rules),
    extensionCount: run.ruleComponents.length - 1,
    locations: (i) => t.locations(i),
    threadFlowLocations: (i) => t.threadFlowLocations(i),
    top(n) {
      const order = Array.from({ length: t.length }, (_, i) => i).sort((a, b) => t.rank(b) - t.rank(a));
      return order.slice(0, n).sort((a, b) => a - b);
    },
    result(i) {
      const json = JSON.parse(read(t.start(i), t.byteLength(i)).toString('utf8')) as JsonObject;
      const rule = ruleOf(t.resolvedComponent(i), t.resolvedRule(i));
      return {
        json,
        ruleId: t.ruleId(i) ?? (typeof rule?.id === 'string' ? rule.id : undefined),
        rule,
        level: levelName(effectiveLevel(t.level(i), t.kindFail(i), ruleSeverity(rule))),
      };
    },
  };
}
