/**
 * Everything pass 1 does with one result, as a pure function of its bytes: parse, validate against the schema,
 * check the service's per-result rules, and extract the few facts the trim needs. Runs on the main thread for
 * small inputs and in worker threads (result-pool.ts) for large ones.
 */
import { joinPointer } from './diagnostics.js';
import { findSyntaxError, firstDuplicateKey } from './json-position.js';
import { walkReferences, type ReferenceVisitor } from './references.js';
import { duplicateKeyError, ScanError, utf8Error } from './scanner.js';
import { validateResult } from './schema-validate.js';
import { fastResult } from './result-bytes.js';
import { levelCode } from './severity.js';
import {
  REF_DUPLICATES,
  REF_LOCAL_DANGLING,
  REF_RULE_INDEX_IN_RULE,
  REF_TAXA,
  REF_TAXONOMIES,
  REF_URI_BASE,
  refBit,
} from './reference-bits.js';
import { isUtf8 } from './utf8.js';

import { isObject, type Json, type JsonObject } from './json.js';
import type { PendingDiagnostic, ResultFacts } from './facts.js';

export { isObject, type Json, type JsonObject };

/** The facts being filled by the walk below (one visitor for every result: no allocation per result). */
let target: ResultFacts;

const collector: ReferenceVisitor = {
  index(array, value) {
    target.refMask |= refBit(array);
    if (array === 'artifacts') target.maxArtifact = Math.max(target.maxArtifact, value);
    else if (array === 'logicalLocations') target.maxLogical = Math.max(target.maxLogical, value);
    else if (array === 'threadFlowLocations') target.maxThreadFlow = Math.max(target.maxThreadFlow, value);
    else target.maxOther = Math.max(target.maxOther, value);
    return value;
  },
  resultGraph(value, length) {
    if (value >= length) target.refMask |= REF_LOCAL_DANGLING;
    return value;
  },
  component(_array, value) {
    target.refMask |= REF_TAXONOMIES;
    target.maxOther = Math.max(target.maxOther, value);
    return value;
  },
  descriptor(component, array, value, at) {
    if (at.length === 1 && at[0] === 'rule') return { index: value, component: -1 }; // the rule: see ruleIndex
    if (component && component.array !== 'driver') {
      target.refMask |= REF_TAXONOMIES;
      target.maxOther = Math.max(target.maxOther, component.index);
    }
    if (value >= 0 && array === 'taxa') {
      target.refMask |= REF_TAXA;
      target.maxOther = Math.max(target.maxOther, value);
    }
    return { index: value, component: -1 };
  },
  // A component named by guid or name: where a merge renumbers components, the name may name another one.
  named() {
    target.refMask |= REF_TAXONOMIES;
    return false;
  },
  uriBase(name) {
    target.refMask |= REF_URI_BASE;
    const have = target.uriBases;
    if (have === undefined) target.uriBases = [name];
    else if (!have.includes(name)) target.uriBases = [...have, name];
  },
};

/** Collects a result's references without resolving them (the run's tool may come later in the file). */
function collectReferences(r: JsonObject, facts: ResultFacts): void {
  target = facts;
  walkReferences(r, 'result', null, collector);
}

/**
 * Whether a result's JSON text may hold a reference by index: every index-valued key ends in `ndex"` (ruleIndex
 * aside, which the facts read directly), unless the key is written with a \u escape; or name a base URI
 * (`uriBaseId`, which the walk notes as well), or a tool component (maybe by name). Most results hold none: they skip the walk.
 */
export function mayHoldReferences(text: string): boolean {
  if (text.includes('\\u') || text.includes('aseId"') || text.includes('Component"')) return true;
  for (let at = text.indexOf('ndex"'); at >= 0; at = text.indexOf('ndex"', at + 5)) {
    if (!text.startsWith('"ruleI', at - 6)) return true;
  }
  return false;
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

/** An index that names something: an integer of at least 0 (-1 is the schema's "absent"), else -1. */
const naming = (v: Json | undefined): number =>
  Number.isInteger(v) && (v as number) >= 0 ? (v as number) : -1;

export function resultFacts(value: Json): ResultFacts {
  const r = isObject(value) ? value : {};
  const rule = isObject(r.rule) ? r.rule : undefined;
  const tc = rule && isObject(rule.toolComponent) ? rule.toolComponent : undefined;
  const own = naming(r.ruleIndex);
  const inRule = naming(rule?.index);
  return {
    ruleId: typeof r.ruleId === 'string' ? r.ruleId : typeof rule?.id === 'string' ? rule.id : undefined,
    ruleIndex: own >= 0 ? own : inRule,
    ruleIndexConflict: own >= 0 && inRule >= 0 && own !== inRule ? inRule : undefined,
    // The guid names the rule where no index does (an index comes first, §3.52.3).
    ruleGuid: rule && typeof rule.guid === 'string' && own < 0 && inRule < 0 ? rule.guid : undefined,
    // An index of -1 is the schema's "absent": the component is then the one its guid or name says.
    component: naming(tc?.index),
    componentRef:
      tc && naming(tc.index) < 0
        ? typeof tc.guid === 'string'
          ? tc.guid
          : typeof tc.name === 'string'
            ? tc.name
            : undefined
        : undefined,
    level: levelCode(r.level),
    kindFail: r.kind === undefined || r.kind === 'fail' ? 1 : 0,
    locations: Array.isArray(r.locations) ? r.locations.length : 0,
    threadFlowLocations: countThreadFlowLocations(r),
    hasLineHash:
      isObject(r.partialFingerprints) && r.partialFingerprints.primaryLocationLineHash !== undefined ? 1 : 0,
    // A component named (by guid or name) may name another one where a merge renumbers components: as the byte
    // path notes it (result-bytes.ts, finishFacts).
    refMask:
      (own < 0 && inRule >= 0 ? REF_RULE_INDEX_IN_RULE : 0) |
      (tc && naming(tc.index) < 0 && (typeof tc.guid === 'string' || typeof tc.name === 'string')
        ? REF_TAXONOMIES
        : 0),
    maxArtifact: -1,
    maxLogical: -1,
    maxThreadFlow: -1,
    maxOther: -1,
    messageId:
      isObject(r.message) && r.message.text === undefined && typeof r.message.id === 'string'
        ? r.message.id
        : undefined,
    uriBases: undefined,
  };
}

/** All the facts of a result, references included (its JSON `text`, when given, lets most results skip the walk). */
export function describeResult(value: Json, text?: string): ResultFacts {
  const facts = resultFacts(value);
  if (isObject(value) && (text === undefined || mayHoldReferences(text))) collectReferences(value, facts);
  return facts;
}

const NO_DIAGNOSTICS: readonly PendingDiagnostic[] = Object.freeze([]);

/**
 * The service's own per-result rules, for a result that is an object (the schema checks the rest). `pointer` is
 * asked for only when there is something to say: this runs for every result.
 */
export function serviceChecks(
  facts: ResultFacts,
  pointer: string | (() => string),
): readonly PendingDiagnostic[] {
  if (facts.ruleIndexConflict !== undefined) {
    return [
      {
        severity: 'error',
        rule: 'rule-reference',
        pointer: `${typeof pointer === 'string' ? pointer : pointer()}/rule/index`,
        message:
          `rule.index ${facts.ruleIndexConflict} and ruleIndex ${facts.ruleIndex} name different rules (SARIF ` +
          `§3.52.5 wants them equal): which rule the alert has cannot be told`,
        hint: 'Give one of them, or the same index in both.',
      },
    ];
  }
  // A message given by id only (§3.11.6) is rendered from the rule's messageStrings once the run's rules are known.
  if (facts.ruleId !== undefined || facts.ruleIndex >= 0 || facts.ruleGuid !== undefined)
    return NO_DIAGNOSTICS;
  return [
    {
      severity: 'warning',
      rule: 'rule-reference',
      pointer: typeof pointer === 'string' ? pointer : pointer(),
      message:
        'the result names no rule (no ruleId, ruleIndex, rule.id or rule.index): the alert will have no rule to group it by',
      hint: 'Set ruleId (and ruleIndex when the rule is listed in tool.driver.rules).',
    },
  ];
}

/**
 * Parse JSON bytes (the value at `pointer`): ill-formed UTF-8 in a string or a grammar error becomes a ScanError at
 * its absolute offset (`start` + position).
 */
export function parseBytes(bytes: Buffer, start: number, pointer = ''): Json {
  return parseText(checkedText(bytes, start, pointer), bytes, start, pointer);
}

/**
 * The bytes as text, checked first: `toString` would turn an ill-formed UTF-8 sequence into U+FFFD without a word
 * (and a result copied byte for byte would carry it into the upload). Outside strings the grammar allows ASCII
 * only, so the slice is UTF-8 exactly when every string in it is (utf8.ts).
 */
function checkedText(bytes: Buffer, start: number, pointer: string): string {
  if (!isUtf8(bytes)) throw notJson(bytes, start, pointer);
  return bytes.toString('utf8');
}

function parseText(text: string, bytes: Buffer, start: number, pointer: string): Json {
  let value: Json;
  try {
    value = JSON.parse(text) as Json;
  } catch {
    throw notJson(bytes, start, pointer);
  }
  // Only a number with a long exponent (or of 309 digits) can be beyond a double's range: looked for only then.
  const found = firstDuplicateKey(bytes, /[eE][+-]?\d{3}|\d{309}/.test(text));
  if (found && 'key' in found)
    throw duplicateKeyError(found.key, start + found.offset, joinPointer(pointer, ...found.path));
  if (found)
    throw new ScanError(
      `the number ${found.text.length > 40 ? `${found.text.slice(0, 37)}...` : found.text} is beyond the range of a 64-bit float: it would be read as infinity, which JSON cannot carry (an upload would say null)`,
      start + found.offset,
      'Write a number within ±1.7976931348623157e308, or the value as a string.',
      joinPointer(pointer, ...found.path),
      'number-range',
    );
  return value;
}

/** The first grammar error or ill-formed UTF-8 sequence of bytes that are not JSON text. */
function notJson(bytes: Buffer, start: number, pointer: string): ScanError {
  const problem = findSyntaxError(bytes);
  if (problem.utf8) {
    const at = joinPointer(pointer, ...problem.utf8.path);
    return utf8Error({ offset: problem.offset, reason: problem.message }, start, at, problem.utf8.key);
  }
  return new ScanError(`invalid JSON: ${problem.message}`, start + problem.offset);
}

export interface AnalyzedResult {
  facts: ResultFacts;
  /** Read by the byte pass (else parsed and validated by ajv). */
  byBytes: boolean;
  diagnostics: PendingDiagnostic[];
  parseMs: number;
  validateMs: number;
}

/**
 * Validate, check and describe one result. Most results are read on their bytes (result-bytes.ts) without being
 * built; those it is not sure of are parsed and validated by ajv, which also gives their diagnostics (`tryBytes`
 * false: the byte pass was already tried on these bytes). Throws ScanError when the bytes are not JSON.
 */
export function analyzeResult(
  bytes: Buffer,
  start: number,
  file: string,
  pointer: string,
  validate: boolean,
  tryBytes = true,
): AnalyzedResult {
  const t0 = performance.now();
  if (!isUtf8(bytes)) throw notJson(bytes, start, pointer);
  const fast = tryBytes ? fastResult(bytes, 0, bytes.length, true) : undefined;
  if (fast !== undefined) {
    return {
      facts: fast,
      byBytes: true,
      diagnostics: [...serviceChecks(fast, pointer)],
      parseMs: 0,
      validateMs: performance.now() - t0,
    };
  }
  const text = bytes.toString('utf8'); // checked above
  const value = parseText(text, bytes, start, pointer);
  const t1 = performance.now();
  const diagnostics: PendingDiagnostic[] = validate ? validateResult(value, file, pointer) : [];
  const t2 = performance.now();
  const facts = describeResult(value, text);
  if (diagnostics.some((d) => d.rule === 'unique-items')) facts.refMask |= REF_DUPLICATES;
  if (isObject(value)) diagnostics.push(...serviceChecks(facts, pointer)); // else the schema check reports it
  return { facts, byBytes: false, diagnostics, parseMs: t1 - t0, validateMs: t2 - t1 };
}
