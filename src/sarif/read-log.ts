/**
 * Pass 1 over one input: scan it, parse and validate each result on its own, check the service's rules, and keep
 * an index (run skeletons plus a few numbers per result) from which the trim later reads back only what it keeps.
 */
import type { ByteSource } from './byte-source.js';
import type { Diagnostic } from './diagnostics.js';
import { findSyntaxError, lineColumns, offsetOfPointer, pointerTokens } from './json-position.js';
import { ResultTable } from './result-table.js';
import {
  DEFAULT_SCAN_LIMITS,
  SarifScanner,
  ScanError,
  type ScanHandler,
  type ScanLimits,
  type Slice,
} from './scanner.js';
import { validateLog, validateResult } from './schema-validate.js';
import { effectiveLevel, levelCode, NO_RULE, rank, ruleSeverity, type RuleSeverity } from './severity.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

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
  /** Where each skeleton member lies in the file, to locate diagnostics. */
  members: Map<string, Span>;
  results: ResultTable;
  /** Rule metadata per component (index 0: the driver, k+1: extension k), for ranking and reference checks. */
  ruleComponents: RuleComponent[];
}

export interface RuleComponent {
  /** The component's rules, as in the skeleton. */
  rules: JsonObject[];
  severities: RuleSeverity[];
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
  timings: { scanMs: number; parseMs: number; validateMs: number };
}

export interface ReadOptions {
  /** Diagnostics kept per file and severity; all are counted. Default 100. */
  maxDiagnostics?: number;
  /** Called as the scan advances. */
  onProgress?: (bytesRead: number, totalBytes: number) => void;
  scanLimits?: ScanLimits;
}

/** A diagnostic before its line and column are known. */
type Pending = Omit<Diagnostic, 'file' | 'line' | 'column'> & { offset?: number };

/** Set an own property even when the key is `__proto__`: parsed data never touches a prototype. */
export function setOwn(target: JsonObject, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parseSlice(slice: Slice): Json {
  try {
    return JSON.parse(slice.bytes.toString('utf8')) as Json;
  } catch {
    const problem = findSyntaxError(slice.bytes);
    throw new ScanError(`invalid JSON: ${problem.message}`, slice.start + problem.offset);
  }
}

class Collector {
  readonly kept: Pending[] = [];
  errors = 0;
  warnings = 0;
  constructor(private readonly cap: number) {}
  add(d: Pending): void {
    const count = d.severity === 'error' ? ++this.errors : ++this.warnings;
    if (count <= this.cap) this.kept.push(d);
  }
  /** Result-level checks can stop early once the cap is reached and nothing more will be shown. */
  get full(): boolean {
    return this.errors >= this.cap;
  }
}

export function readLog(file: string, source: ByteSource, options: ReadOptions = {}): LogIndex {
  const sink = new Collector(options.maxDiagnostics ?? 100);
  const root: JsonObject = {};
  const rootMembers = new Map<string, Span>();
  const runs: RunIndex[] = [];
  let runsIsArray = false;
  const timings = { scanMs: 0, parseMs: 0, validateMs: 0 };
  // Stage clocks, in ms: parse and validation interleave with the scan, result by result.
  let parseMs = 0;
  let validateMs = 0;

  const parseTimed = (slice: Slice): Json => {
    const t = performance.now();
    const v = parseSlice(slice);
    parseMs += performance.now() - t;
    return v;
  };

  const handler: ScanHandler = {
    rootMember(key, value) {
      setOwn(root, key, parseTimed(value));
      rootMembers.set(key, { start: value.start, length: value.bytes.length });
    },
    rootValue(value) {
      const v = parseTimed(value);
      const found = Array.isArray(v) ? 'an array' : v === null ? 'null' : `a ${typeof v}`;
      sink.add({
        severity: 'error',
        rule: 'schema',
        pointer: '',
        offset: value.start,
        message: `the document must be a JSON object with "version" and "runs", found ${found}`,
        hint: 'Check that this file is the SARIF output of the analyser.',
      });
    },
    runsStart() {
      runsIsArray = true;
    },
    runStart(run, offset) {
      runs.push({
        index: run,
        start: offset,
        skeleton: {},
        members: new Map(),
        results: new ResultTable(),
        ruleComponents: [],
      });
    },
    runMember(run, key, value) {
      const r = runs[runs.length - 1];
      setOwn(r.skeleton, key, parseTimed(value));
      r.members.set(key, { start: value.start, length: value.bytes.length });
    },
    resultsStart(run, offset) {
      runs[runs.length - 1].members.set('results', { start: offset, length: 0 });
    },
    result(run, index, slice) {
      const r = runs[runs.length - 1];
      const value = parseTimed(slice);
      const pointer = `/runs/${run}/results/${index}`;
      if (!sink.full) {
        const t = performance.now();
        for (const d of validateResult(value, file, pointer)) sink.add(d);
        validateMs += performance.now() - t;
      }
      indexResult(r.results, value, slice, pointer, sink);
    },
    runEnd() {
      finishRun(runs[runs.length - 1], sink);
    },
    runValue(run, value) {
      const v = parseTimed(value);
      runs.push({
        index: run,
        start: value.start,
        skeleton: v as JsonObject,
        members: new Map(),
        results: new ResultTable(),
        ruleComponents: [],
      });
    },
  };

  const started = performance.now();
  const scanner = new SarifScanner(handler, options.scanLimits ?? DEFAULT_SCAN_LIMITS);
  let syntaxOk = true;
  try {
    let done = 0;
    for (const chunk of source.chunks()) {
      scanner.feed(chunk);
      done += chunk.length;
      options.onProgress?.(done, source.size);
    }
    scanner.end();
  } catch (err) {
    if (!(err instanceof ScanError)) throw err;
    syntaxOk = false;
    sink.add({
      severity: 'error',
      rule: 'json-syntax',
      pointer: '',
      offset: err.offset,
      message: err.message,
      hint: err.hint ?? 'Fix the JSON syntax at this position; the file cannot be read past it.',
    });
  }
  timings.scanMs = performance.now() - started - parseMs - validateMs;

  if (syntaxOk && (Object.keys(root).length > 0 || runsIsArray)) {
    const t = performance.now();
    checkDocument(file, root, runs, runsIsArray, sink);
    validateMs += performance.now() - t;
  }
  timings.parseMs = parseMs;
  timings.validateMs = validateMs;

  const diagnostics = placeDiagnostics(file, source, sink.kept, rootMembers, runs);
  return {
    file,
    size: source.size,
    source,
    root,
    runs,
    diagnostics,
    errorCount: sink.errors,
    warningCount: sink.warnings,
    timings,
  };
}

/** Keep what the trim needs of one result, and check the service's per-result rules. */
function indexResult(table: ResultTable, value: Json, slice: Slice, pointer: string, sink: Collector): void {
  const r = isObject(value) ? value : {};
  const rule = isObject(r.rule) ? r.rule : undefined;
  const ruleId = typeof r.ruleId === 'string' ? r.ruleId : typeof rule?.id === 'string' ? rule.id : undefined;
  const ruleIndex = Number.isInteger(r.ruleIndex)
    ? (r.ruleIndex as number)
    : Number.isInteger(rule?.index)
      ? (rule!.index as number)
      : -1;
  const tc = rule && isObject(rule.toolComponent) ? rule.toolComponent : undefined;
  const component = Number.isInteger(tc?.index) ? (tc!.index as number) : -1;
  table.push({
    start: slice.start,
    length: slice.bytes.length,
    ruleId: ruleId === undefined ? -1 : table.intern(ruleId),
    ruleIndex,
    component,
    level: levelCode(r.level),
    kindFail: r.kind === undefined || r.kind === 'fail' ? 1 : 0,
    locations: Array.isArray(r.locations) ? r.locations.length : 0,
    threadFlowLocations: countThreadFlowLocations(r),
    hasLineHash:
      isObject(r.partialFingerprints) && r.partialFingerprints.primaryLocationLineHash !== undefined ? 1 : 0,
  });
  if (!isObject(value)) return; // the schema check reports it
  // The schema accepts a message with only an id (looked up in the rule's messageStrings); the service does not.
  if (isObject(r.message) && r.message.text === undefined && r.message.id !== undefined) {
    sink.add({
      severity: 'error',
      rule: 'result-message',
      pointer: `${pointer}/message`,
      message: 'the result message has an id but no text',
      hint: "Set message.text (resolve the id against the rule's messageStrings): the service shows the text as the alert message.",
    });
  }
  if (ruleId === undefined && ruleIndex < 0) {
    sink.add({
      severity: 'warning',
      rule: 'rule-reference',
      pointer,
      message:
        'the result names no rule (no ruleId, ruleIndex, rule.id or rule.index): the alert will have no rule to group it by',
      hint: 'Set ruleId (and ruleIndex when the rule is listed in tool.driver.rules).',
    });
  }
}

export function countThreadFlowLocations(r: JsonObject): number {
  let n = 0;
  if (!Array.isArray(r.codeFlows)) return 0;
  for (const cf of r.codeFlows) {
    if (!isObject(cf) || !Array.isArray(cf.threadFlows)) continue;
    for (const tf of cf.threadFlows)
      if (isObject(tf) && Array.isArray(tf.locations)) n += tf.locations.length;
  }
  return n;
}

/** At the end of a run its rules are known, whatever the key order: resolve every result's rule and rank it. */
function finishRun(run: RunIndex, sink: Collector): void {
  const tool = isObject(run.skeleton.tool) ? run.skeleton.tool : {};
  const driver = isObject(tool.driver) ? tool.driver : {};
  const extensions = Array.isArray(tool.extensions) ? tool.extensions : [];
  const component = (c: Json): RuleComponent => {
    const rules = isObject(c) && Array.isArray(c.rules) ? (c.rules.filter(isObject) as JsonObject[]) : [];
    return { rules, severities: rules.map(ruleSeverity) };
  };
  run.ruleComponents = [component(driver), ...extensions.map(component)];
  // First occurrence of each rule id: the driver first, then extensions in order.
  let byId: Map<string, [number, number]> | undefined;
  const lookup = (id: string, only: number): [number, number] | undefined => {
    if (!byId) {
      byId = new Map();
      run.ruleComponents.forEach((c, ci) =>
        c.rules.forEach((rule, ri) => {
          if (typeof rule.id === 'string' && !byId!.has(rule.id)) byId!.set(rule.id, [ci - 1, ri]);
        }),
      );
    }
    if (only >= 0) {
      const ri = run.ruleComponents[only + 1]?.rules.findIndex((r) => r.id === id) ?? -1;
      return ri >= 0 ? [only, ri] : undefined;
    }
    return byId.get(id);
  };
  const hasRules = run.ruleComponents.some((c) => c.rules.length > 0);
  const unknownIds = new Set<string>();
  const t = run.results;
  for (let i = 0; i < t.length; i++) {
    const pointer = `/runs/${run.index}/results/${i}`;
    const ci = t.component(i);
    const comp = run.ruleComponents[ci + 1];
    const ruleId = t.ruleId(i);
    let resolved: [number, number] | undefined;
    if (ci >= 0 && !comp) {
      sink.add({
        severity: 'error',
        rule: 'rule-reference',
        pointer: `${pointer}/rule/toolComponent/index`,
        message: `rule.toolComponent.index ${ci} is out of range: the run has ${extensions.length} tool extensions`,
        hint: 'Point rule.toolComponent.index at an entry of tool.extensions.',
      });
    } else if (t.ruleIndex(i) >= 0) {
      const ri = t.ruleIndex(i);
      const where = ci >= 0 ? `tool.extensions[${ci}].rules` : 'tool.driver.rules';
      if (ri >= comp.rules.length) {
        sink.add({
          severity: 'error',
          rule: 'rule-reference',
          pointer: `${pointer}/ruleIndex`,
          message: `ruleIndex ${ri} is out of range: ${where} has ${comp.rules.length} rules`,
          hint: 'The index must point into the rules array of the component the result names (the driver by default).',
        });
      } else {
        resolved = [ci, ri];
        const id = comp.rules[ri].id;
        if (ruleId !== undefined && typeof id === 'string' && ruleId !== id && !ruleId.startsWith(`${id}/`)) {
          sink.add({
            severity: 'warning',
            rule: 'rule-reference',
            pointer: `${pointer}/ruleId`,
            message: `ruleId "${ruleId}" and ruleIndex ${ri} name different rules (${where}[${ri}].id is "${id}"); ranking uses the rule at ruleIndex`,
            hint: 'Make ruleId and ruleIndex name the same rule (SARIF §3.27.5).',
          });
        }
      }
    } else if (ruleId !== undefined) {
      resolved = lookup(ruleId, ci);
      if (!resolved && hasRules && !unknownIds.has(ruleId)) {
        unknownIds.add(ruleId);
        sink.add({
          severity: 'warning',
          rule: 'rule-reference',
          pointer: `${pointer}/ruleId`,
          message: `ruleId "${ruleId}" is not among the run's rules; the alert will have no rule metadata`,
          hint: 'List the rule in tool.driver.rules (or the extension that defines it).',
        });
      }
    }
    const sev = resolved ? run.ruleComponents[resolved[0] + 1].severities[resolved[1]] : NO_RULE;
    const level = effectiveLevel(t.level(i), t.kindFail(i), sev);
    t.resolve(i, resolved ? resolved[0] : -1, resolved ? resolved[1] : -1, rank(sev, level, i));
  }
}

/** Whole-document checks once the scan is complete: the schema on the skeleton and the service's own rules. */
function checkDocument(
  file: string,
  root: JsonObject,
  runs: RunIndex[],
  runsIsArray: boolean,
  sink: Collector,
): void {
  const doc: JsonObject = { ...root };
  if (runsIsArray) {
    // Results were validated one by one during the scan: the skeleton carries an empty array in their place.
    doc.runs = runs.map((r) =>
      isObject(r.skeleton) && !('results' in r.skeleton) && r.members.has('results')
        ? { ...r.skeleton, results: [] }
        : r.skeleton,
    );
  }
  const version = root.version;
  const versionBad = typeof version === 'string' && version !== '2.1.0';
  for (const d of validateLog(doc, file)) {
    if (versionBad && d.pointer === '/version') continue; // reported below with a better hint
    sink.add(d);
  }
  if (versionBad) {
    sink.add({
      severity: 'error',
      rule: 'version',
      pointer: '/version',
      message: `SARIF version "${version}" is not accepted: the service reads SARIF 2.1.0 only`,
      hint:
        version.startsWith('2.0') || version.startsWith('1.')
          ? 'Ask the tool for SARIF 2.1.0 output, or convert the file with the SARIF Multitool: `sarif transform --sarif-output-version Current`.'
          : 'Set "version": "2.1.0" if the file follows SARIF 2.1.0.',
    });
  }
  if (runsIsArray && runs.length === 0) {
    sink.add({
      severity: 'warning',
      rule: 'empty',
      pointer: '/runs',
      message: 'the log has no runs: there is nothing to upload',
    });
  }
  for (const r of runs) {
    const driver =
      isObject(r.skeleton) && isObject(r.skeleton.tool) && isObject(r.skeleton.tool.driver)
        ? r.skeleton.tool.driver
        : undefined;
    if (driver && typeof driver.name === 'string' && driver.name.trim() === '') {
      sink.add({
        severity: 'error',
        rule: 'driver-name',
        pointer: `/runs/${r.index}/tool/driver/name`,
        message: 'the tool driver name is empty',
        hint: "The service keys analyses by tool name: set tool.driver.name to the analyser's name.",
      });
    }
  }
}

/** Turn pending diagnostics into located ones: offset from the pointer where the scan did not give one. */
function placeDiagnostics(
  file: string,
  source: ByteSource,
  pending: Pending[],
  rootMembers: Map<string, Span>,
  runs: RunIndex[],
): Diagnostic[] {
  const locate = (pointer: string): number | undefined => {
    const tokens = pointerTokens(pointer);
    if (tokens.length === 0) return undefined;
    let span: Span | undefined;
    let rest: string[] = [];
    if (tokens[0] === 'runs' && tokens.length >= 2) {
      const run = runs[Number(tokens[1])];
      if (!run) return rootMembers.get('runs')?.start;
      if (tokens.length === 2) return run.start;
      if (tokens[2] === 'results' && tokens.length >= 4 && !('results' in run.skeleton)) {
        const i = Number(tokens[3]);
        if (i < run.results.length) span = { start: run.results.start(i), length: run.results.byteLength(i) };
        rest = tokens.slice(4);
      } else {
        span = run.members.get(tokens[2]);
        rest = tokens.slice(3);
      }
    } else {
      span = rootMembers.get(tokens[0]);
      rest = tokens.slice(1);
    }
    if (!span) return undefined;
    if (rest.length === 0 || span.length === 0) return span.start;
    return span.start + offsetOfPointer(source.read(span.start, span.length), rest);
  };
  const offsets = pending.map((d) => d.offset ?? locate(d.pointer));
  const positions = lineColumns(
    source,
    offsets.filter((o): o is number => o !== undefined),
  );
  const order = pending.map((_, i) => i).sort((a, b) => (offsets[a] ?? -1) - (offsets[b] ?? -1));
  return order.map((i) => {
    const d = pending[i];
    const { offset: _offset, ...rest } = d;
    const at = offsets[i] === undefined ? undefined : positions.get(offsets[i]!);
    return { ...rest, file, ...(at ? { line: at.line, column: at.column } : {}) };
  });
}
