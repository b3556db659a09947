/**
 * One result validated on its bytes, without building it: a single pass that checks the JSON grammar and the
 * result schema (types, required properties, enums, minimums, patterns, formats, anyOf/oneOf of required lists,
 * unique items) from a table generated at build time (generated/sarif-result-table.js), and reads the facts the
 * trim ranks by in the same pass. Strings are decoded only where the schema or the facts need their value (keys,
 * enums, patterns, formats, rule ids): a message's text is stepped over, never copied.
 *
 * It answers only when it is sure: the facts of a result that the reference path (JSON.parse + the ajv validator,
 * result-facts.ts) would find valid with no diagnostic at all. Anything else — an error, a warning, a reference
 * this pass does not follow, two items of a unique array with the same hash, a nesting too deep — answers
 * `undefined`, and the caller takes the reference path, which gives the diagnostics (pointer, line, column, hint)
 * exactly as before. A differential test (__tests__/sarif/result-bytes.test.ts) holds the two to the same verdict
 * and the same facts on every fixture and on mutations of them.
 *
 * The one file of src/ over 700 lines (__tests__/layout/sizes.test.ts allows it): it is one hot loop, whose parts
 * share module-level cursor state (the buffer's end, the facts being read) so that each call stays small,
 * monomorphic and allocation-free. Split across modules, that state would travel with every value read.
 */
import {
  NODES,
  REPORTING_DESCRIPTOR,
  RESULT,
  TYPE_BITS,
  type TableNode,
} from './generated/sarif-result-table.js';
import { formats } from './generated/sarif-validators.js';
import { REF_RULE_INDEX_IN_RULE, REF_TAXONOMIES, REF_URI_BASE } from './reference-bits.js';
import type { ResultFacts, RuleFacts } from './facts.js';
import { COMPONENT_REFERENCES, DESCRIPTOR_REFERENCES, INDEX_REFERENCES, RUN_ARRAYS } from './references.js';
import { levelCode } from './severity.js';
import { isUtf8 } from './utf8.js';

const OBJ = TYPE_BITS.object;
const ARR = TYPE_BITS.array;
const STR = TYPE_BITS.string;
const INT = TYPE_BITS.integer;
const NUM = TYPE_BITS.number;
const BOOL = TYPE_BITS.boolean;
const NULL = TYPE_BITS.null;
const ARTIFACTS = RUN_ARRAYS.indexOf('artifacts');
const LOGICAL_LOCATIONS = RUN_ARRAYS.indexOf('logicalLocations');
const THREAD_FLOW_LOCATIONS = RUN_ARRAYS.indexOf('threadFlowLocations');

interface Member {
  name: string;
  bytes: Uint8Array;
  /** The name's bytes and the closing quote: a key is this member's when its bytes after the opening quote are these. */
  quoted: Uint8Array;
  /** Its place among the node's members, from 1 (0 stands for the start of an object in `Node.next`). */
  order: number;
  node: Node;
  bit: number;
  /** What reading this member means for the facts (see FACT_*), or that it is a reference this pass leaves alone. */
  fact: number;
}

interface Node {
  def: string | undefined;
  /** 0: any type. */
  types: number;
  /** Members by slotOf() their name's bytes: a table with no two names in one slot (see placeMembers). */
  slots: (Member | undefined)[] | undefined;
  slotShift: number;
  byName: Map<string, Member> | undefined;
  /** undefined: other members are free; false: refused; a node: their schema. */
  extra: Node | false | undefined;
  required: number;
  anyOf: number[] | undefined;
  oneOf: number[] | undefined;
  enumValues: Set<string> | undefined;
  minimum: number | undefined;
  maximum: number | undefined;
  minItems: number;
  items: Node | undefined;
  unique: boolean;
  check: ((s: string) => boolean) | undefined;
  /** For the `uri` and `uri-reference` formats: the plainest of them pass on their bytes, not decoded. */
  plain: ((b: Buffer, s: number, e: number) => boolean) | undefined;
  /** A rule's own property bag (readRule reads what the ranking needs of it). */
  ruleBag: boolean;
  /** A region: one that ends before it starts goes to the reference path, whose schema check warns of it. */
  region: boolean;
  /** A string value must be decoded to be checked (an enum, a pattern or a format). */
  decode: boolean;
  /** Strings (their bytes) that passed this node's enum and check before: the same ones come back result after result. */
  known: KnownStrings | undefined;
  /**
   * The member that followed each member (by order; 0: the first) the last time: tools write the keys of one kind
   * of object in one order, so the next key is tried against it first, in the same loop that reads the key.
   */
  next: (Member | undefined)[];
}

const FACT_NONE = 0;
const FACT_UNSURE = 1; // a reference or a part of the model this pass does not follow
const FACT_RULE_ID = 2;
const FACT_RULE_INDEX = 3;
const FACT_RULE = 4;
const FACT_LEVEL = 5;
const FACT_KIND = 6;
const FACT_LOCATIONS = 7;
const FACT_MESSAGE = 8;
const FACT_FINGERPRINTS = 9;
const FACT_REF_ID = 10;
const FACT_REF_INDEX = 11;
const FACT_REF_GUID = 21;
const FACT_REF_COMPONENT = 12;
const FACT_TC_INDEX = 13;
const FACT_TC_GUID = 14;
const FACT_TC_NAME = 15;
const FACT_TF_LOCATIONS = 16;
const FACT_MESSAGE_TEXT = 17;
const FACT_MESSAGE_ID = 18;
/** An index into a run array (INDEX_REFERENCES): FACT_RUN_INDEX + the array's place in RUN_ARRAYS. */
const FACT_RUN_INDEX = 19;
/** Of a rule (readRule): its id, and the length of a `tags` array in any of its property bags. */
const FACT_DESCRIPTOR_ID = 100;
const FACT_TAGS = 101;
/** What the ranking reads of a rule (severity.ts, ruleSeverity): its default level, three of its own properties. */
const FACT_RULE_LEVEL = 102;
const FACT_SECURITY_SEVERITY = 103;
const FACT_PROBLEM_SEVERITY = 104;
const FACT_PRECISION = 105;
/** An artifactLocation's uriBaseId: noted in refMask (REF_URI_BASE), its value not read. */
const FACT_URI_BASE = 110;
/** A region's line and column numbers: FACT_REGION + 0 startLine, 1 startColumn, 2 endLine, 3 endColumn. */
const FACT_REGION = 120;

/** Facts read from a string's value (the others need no decoding: a message's text is stepped over). */
const NEEDS_STRING: boolean[] = [];
for (const f of [
  FACT_RULE_ID,
  FACT_LEVEL,
  FACT_KIND,
  FACT_REF_ID,
  FACT_REF_GUID,
  FACT_TC_GUID,
  FACT_TC_NAME,
  FACT_MESSAGE_ID,
  FACT_DESCRIPTOR_ID,
])
  NEEDS_STRING[f] = true;

/** References this pass follows: ruleIndex and result.rule (read as facts), indices into run arrays. */
function factOf(def: string | undefined, name: string, atResultRule: boolean, ofRule: boolean): number {
  const key = `${def}.${name}`;
  if (ofRule && key === 'reportingDescriptor.id') return FACT_DESCRIPTOR_ID;
  if (ofRule && key === 'propertyBag.tags') return FACT_TAGS;
  if (ofRule && key === 'reportingConfiguration.level') return FACT_RULE_LEVEL;
  switch (key) {
    case 'result.ruleId':
      return FACT_RULE_ID;
    case 'result.ruleIndex':
      return FACT_RULE_INDEX;
    case 'result.rule':
      return FACT_RULE;
    case 'result.level':
      return FACT_LEVEL;
    case 'result.kind':
      return FACT_KIND;
    case 'result.locations':
      return FACT_LOCATIONS;
    case 'result.message':
      return FACT_MESSAGE;
    case 'result.partialFingerprints':
      return FACT_FINGERPRINTS;
    case 'threadFlow.locations':
      return FACT_TF_LOCATIONS;
    case 'message.text':
      return FACT_MESSAGE_TEXT;
    case 'message.id':
      return FACT_MESSAGE_ID;
    case 'artifactLocation.uriBaseId':
      return FACT_URI_BASE;
    case 'region.startLine':
      return FACT_REGION;
    case 'region.startColumn':
      return FACT_REGION + 1;
    case 'region.endLine':
      return FACT_REGION + 2;
    case 'region.endColumn':
      return FACT_REGION + 3;
  }
  if (def === 'reportingDescriptorReference' && atResultRule) {
    if (name === 'id') return FACT_REF_ID;
    if (name === 'index') return FACT_REF_INDEX;
    if (name === 'guid') return FACT_REF_GUID;
    if (name === 'toolComponent') return FACT_REF_COMPONENT;
    return FACT_NONE;
  }
  if (def === 'toolComponentReference' && atResultRule) {
    if (name === 'index') return FACT_TC_INDEX;
    if (name === 'guid') return FACT_TC_GUID;
    if (name === 'name') return FACT_TC_NAME;
    return FACT_NONE;
  }
  // Every other reference of the model (references.ts) goes to the reference path, and so does, as a precaution
  // against a reference the model may gain, any other member named like an index.
  if (def === 'reportingDescriptorReference' || def === 'toolComponentReference') return FACT_UNSURE;
  // An index into a run array: noted as the reference walk notes it (result-facts.ts, collector.index).
  const spec = INDEX_REFERENCES[key] as (typeof INDEX_REFERENCES)[string] | undefined;
  if (spec) return FACT_RUN_INDEX + RUN_ARRAYS.indexOf(spec.array);
  if (key in DESCRIPTOR_REFERENCES || key in COMPONENT_REFERENCES) return FACT_UNSURE;
  if (/[iI]ndex$/.test(name)) return FACT_UNSURE; // resultGraphIndex: the walker checks it apart
  return FACT_NONE;
}

/**
 * A property name's slot in its node's table: its length and four of its bytes, hashed (Fibonacci hashing). Four:
 * a rule's deprecatedGuids and deprecatedNames share length, first, middle and last byte.
 */
function slotOf(b: Uint8Array, start: number, stop: number, shift: number): number {
  const n = stop - start;
  if (n === 0) return 0;
  const h =
    (n << 24) ^ (b[start] << 16) ^ (b[start + (n >> 1)] << 8) ^ b[stop - 1] ^ (b[stop - 1 - (n >> 2)] << 3);
  return Math.imul(h, 0x9e3779b1) >>> shift;
}

/** The smallest table (from 32 slots) in which no two of the members share a slot. */
function placeMembers(node: Node, members: Member[]): void {
  for (let bits = 5; bits <= 12; bits++) {
    const shift = 32 - bits;
    const slots: (Member | undefined)[] = new Array<Member | undefined>(1 << bits).fill(undefined);
    if (
      members.every((m) => {
        const k = slotOf(m.bytes, 0, m.bytes.length, shift);
        if (slots[k] !== undefined) return false;
        slots[k] = m;
        return true;
      })
    ) {
      node.slots = slots;
      node.slotShift = shift;
      return;
    }
  }
  throw new Error(`${node.def}: no table of up to 4,096 slots holds its property names apart`);
}

/**
 * Absolute http(s) URIs of the plainest form (host, port, path of unreserved characters): every one of them is a
 * `uri` by the format's full expression, which costs ten times more (a rule set's helpUri, one per rule).
 */
const PLAIN_HTTP_URI = /^https?:\/\/[a-z0-9\-._~]+(?::\d+)?(?:\/[a-z0-9\-._~!$&'()*+,;=:@]*)*$/i;

/** Bytes of the unreserved characters (ASCII letters, digits, - . _ ~) and of the sub-delimiters, : and @. */
const UNRESERVED = new Uint8Array(128);
const PATH_CHAR = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[a-z0-9\-._~]/i.test(ch)) UNRESERVED[c] = PATH_CHAR[c] = 1;
  if ("!$&'()*+,;=:@/".includes(ch)) PATH_CHAR[c] = 1;
}
const HTTP = Buffer.from('http');

/** PLAIN_HTTP_URI on a string's raw bytes (unescaped), without decoding it. */
function plainHttpUri(b: Buffer, s: number, e: number): boolean {
  if (e - s < 8) return false;
  for (let i = 0; i < 4; i++) if ((b[s + i] | 0x20) !== HTTP[i]) return false;
  let p = s + 4;
  if ((b[p] | 0x20) === 0x73 /* s */) p++;
  if (b[p] !== 0x3a || b[p + 1] !== 0x2f || b[p + 2] !== 0x2f) return false;
  p += 3;
  const host = p;
  while (p < e && b[p] < 128 && UNRESERVED[b[p]] === 1) p++;
  if (p === host) return false;
  if (p < e && b[p] === 0x3a /* : */) {
    p++;
    while (p < e && b[p] >= 0x30 && b[p] <= 0x39) p++;
  }
  if (p < e && b[p] !== 0x2f) return false;
  while (p < e && b[p] < 128 && PATH_CHAR[b[p]] === 1) p++;
  return p === e;
}

/**
 * A `uri-reference` of the plainest forms, on its raw bytes: a plain http(s) URI, or a relative reference of path
 * characters only that does not start with `//` (an artifact's `src/app/main.ts`): every one of them passes the
 * format's full expression, which costs a decoded string and ten times the time (a URI in every result).
 */
export function plainUriReference(b: Buffer, s: number, e: number): boolean {
  if (e === s || (b[s] === 0x2f && b[s + 1] === 0x2f && e - s >= 2)) return plainHttpUri(b, s, e);
  for (let p = s; p < e; p++) {
    const c = b[p];
    if (c >= 128 || PATH_CHAR[c] !== 1) return plainHttpUri(b, s, e);
  }
  return true;
}

function formatCheck(name: string): (s: string) => boolean {
  const f = formats[name];
  if (!f) throw new Error(`unknown format ${name}`);
  const v = f instanceof RegExp || typeof f === 'function' ? f : f.validate;
  const check = v instanceof RegExp ? (s: string) => v.test(s) : v;
  return name === 'uri' ? (s) => PLAIN_HTTP_URI.test(s) || check(s) : check;
}

/**
 * Byte strings (unescaped) that passed one node's enum and format or pattern: the same URIs, levels and dates come
 * back result after result, and matching their bytes costs a hash, where decoding them cost a string each (the
 * garbage of millions of results made V8 grow its young generation) and a format expression more. Bounded: cleared
 * when full; strings over MAX_KNOWN bytes are not kept.
 */
const KNOWN_ENTRIES = 1024;
const MAX_KNOWN = 512;
const EMPTY = Buffer.alloc(0);
const NO_INTS = new Int32Array(0);
class KnownStrings {
  // Allocated at the first string (most nodes never see one).
  private arena = EMPTY;
  private used = 0;
  private count = 0;
  private at = NO_INTS;
  private length = NO_INTS;
  private slots = NO_INTS;

  has(b: Buffer, start: number, stop: number): boolean {
    const n = stop - start;
    if (n > MAX_KNOWN || this.count === 0) return false;
    const mask = this.slots.length - 1;
    for (let slot = hashBytes(b, start, stop) & mask; ; slot = (slot + 1) & mask) {
      const k = this.slots[slot];
      if (k < 0) return false;
      if (this.length[k] !== n) continue;
      const arena = this.arena;
      let i = 0;
      for (let a = this.at[k]; i < n && arena[a + i] === b[start + i]; i++);
      if (i === n) return true;
    }
  }

  add(b: Buffer, start: number, stop: number): void {
    const n = stop - start;
    if (n > MAX_KNOWN) return;
    if (this.slots === NO_INTS) {
      this.arena = Buffer.allocUnsafeSlow(16 * 1024);
      this.at = new Int32Array(KNOWN_ENTRIES);
      this.length = new Int32Array(KNOWN_ENTRIES);
      this.slots = new Int32Array(KNOWN_ENTRIES * 2);
    }
    if (this.count === 0 || this.count === KNOWN_ENTRIES) {
      this.count = 0;
      this.used = 0;
      this.slots.fill(-1);
    }
    if (this.used + n > this.arena.length) {
      const arena = Buffer.allocUnsafeSlow(this.arena.length * 2);
      this.arena.copy(arena, 0, 0, this.used);
      this.arena = arena;
    }
    const k = this.count++;
    const arena = this.arena;
    if (n <= 64) for (let i = 0, a = this.used; i < n; i++) arena[a + i] = b[start + i];
    else b.copy(arena, this.used, start, stop);
    this.at[k] = this.used;
    this.length[k] = n;
    this.used += n;
    const mask = this.slots.length - 1;
    let slot = hashBytes(b, start, stop) & mask;
    while (this.slots[slot] >= 0) slot = (slot + 1) & mask;
    this.slots[slot] = k;
  }
}

/** FNV-1a over bytes. */
function hashBytes(b: Buffer, start: number, stop: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < stop; i++) h = Math.imul(h ^ b[i], 0x01000193);
  return (h ^ (h >>> 15)) >>> 0;
}

/** The table as linked nodes; `atResultRule` marks the copies reached through result.rule (their facts differ). */
/** The schema graph from a table node: a result's (the default), or a rule's (`ofRule`, read by readRule). */
function link(from: number, ofRule: boolean): Node {
  const built = new Map<string, Node>();
  const make = (id: number, atResultRule: boolean, ruleBag = false): Node => {
    const key = `${id}:${atResultRule}:${ruleBag}`;
    const done = built.get(key);
    if (done) return done;
    const t: TableNode = NODES[id];
    const node: Node = {
      def: t.def,
      types: t.types ?? 0,
      slots: undefined,
      slotShift: 0,
      byName: undefined,
      extra: undefined,
      required: 0,
      anyOf: undefined,
      oneOf: undefined,
      enumValues: t.enum ? new Set(t.enum) : undefined,
      minimum: t.minimum,
      maximum: t.maximum,
      minItems: t.minItems ?? 0,
      items: undefined,
      unique: t.unique === true,
      check: t.pattern
        ? (
            (re) => (s: string) =>
              re.test(s)
          )(new RegExp(t.pattern, 'u'))
        : t.format
          ? formatCheck(t.format)
          : undefined,
      plain:
        t.enum !== undefined || t.pattern !== undefined
          ? undefined
          : t.format === 'uri'
            ? plainHttpUri
            : t.format === 'uri-reference'
              ? plainUriReference
              : undefined,
      ruleBag,
      region: t.def === 'region',
      decode: t.enum !== undefined || t.pattern !== undefined || t.format !== undefined,
      known:
        t.enum !== undefined || t.pattern !== undefined || t.format !== undefined
          ? new KnownStrings()
          : undefined,
      next: [],
    };
    built.set(key, node);
    if (t.props) {
      const names = Object.keys(t.props);
      if (names.length > 31) throw new Error(`${t.def}: more than 31 properties`);
      node.byName = new Map();
      names.forEach((name, i) => {
        const bytes = Buffer.from(name, 'utf8');
        const inRule = atResultRule || (t.def === 'result' && name === 'rule');
        const m: Member = {
          name,
          bytes,
          quoted: Buffer.concat([bytes, Buffer.from('"')]),
          order: i + 1,
          node: make(
            t.props![name],
            inRule && t.def !== 'toolComponentReference',
            ofRule && t.def === 'reportingDescriptor' && name === 'properties',
          ),
          bit: 1 << i,
          fact: factOf(t.def, name, atResultRule, ofRule),
        };
        node.byName!.set(name, m);
      });
      node.next = new Array<Member | undefined>(names.length + 1).fill(undefined);
      placeMembers(node, [...node.byName.values()]);
    }
    const mask = (names: string[]) =>
      names.reduce((m, n) => {
        const member = node.byName?.get(n);
        if (!member) throw new Error(`${t.def}: required ${n} is not a property`);
        return m | member.bit;
      }, 0);
    if (t.required) node.required = mask(t.required);
    if (t.anyOf) node.anyOf = t.anyOf.map(mask);
    if (t.oneOf) node.oneOf = t.oneOf.map(mask);
    if (t.extra === false) node.extra = false;
    else if (t.extra !== undefined) node.extra = make(t.extra, false);
    if (t.items !== undefined) node.items = make(t.items, atResultRule);
    return node;
  };
  return make(from, false);
}

let root: Node | undefined;
let ruleRoot: Node | undefined;

/** Thrown (as itself, no stack) when the pass cannot be sure; caught in fastResult. */
const UNSURE = { unsure: true };
const MAX_DEPTH = 64;

// The pass's state, one result at a time, no allocation per value. The position is not part of it: every reader
// takes the bytes and a position and returns the position after what it read, so that the loops work on locals
// (module variables cost a load and a check for every byte they are read at).
let end = 0;
let depth = 0;
/** The bytes' memory as 32-bit words (one view per ArrayBuffer), and where the bytes start in it. */
let words: Uint32Array<ArrayBufferLike> = new Uint32Array(0);
let wordsOf: ArrayBufferLike | undefined;
let wordBase = 0;
let facts: ResultFacts;
/** Of the string just read: whether it had an escape; its content's bounds. */
let strEscaped = false;
let strStart = 0;
let strEnd = 0;
/** Of the number just read. */
let numValue = 0;
/** Of the array just read. */
let itemCount = 0;
/** Of result.rule, combined at the end the way resultFacts() combines them. */
let ruleIdFromRef: string | undefined;
let ruleGuidFromRef: string | undefined;
let ruleIndexFromRef = -1;
let tcSeen = false;
let tcIndex: number | undefined;
let tcGuid: string | undefined;
let tcName: string | undefined;
/**
 * Bounds (start, end) of the names of free members (no schema member of that name) of the objects being read, from
 * the outermost: each object's names are compared with each other (the same name twice is refused). An object
 * with more than MAX_FREE_KEYS of them goes to the reference path, which compares them without a bound.
 */
const MAX_FREE_KEYS = 256;
const keyBounds = new Int32Array(2 * MAX_FREE_KEYS * 8);
let keyTop = 0;
/** Of the last message object read: whether it had text, its id. */
/** The bytes being read (begin). */
let text: Buffer = Buffer.alloc(0);
/** The last base name read, as bytes and as the one-name list results share: most results name the same base. */
let lastBase: Buffer = Buffer.alloc(0);
let lastBases: readonly string[] = [];

/** The line and column numbers of the region being read (0: absent; the schema's minimum is 1). */
let regionStartLine = 0;
let regionStartColumn = 0;
let regionEndLine = 0;
let regionEndColumn = 0;

let msgHasText = false;
let msgId: string | undefined;
let msgHasId = false;
/** Of the rule being read: its id, and the longest `tags` array of its property bags. */
let descriptorId: string | undefined;
let ruleTags = 0;
/** Where what ruleSeverity reads lies in the rule's bytes (the JSON text of each value; -1: absent). */
const ruleSpans = new Int32Array(8);

/**
 * The facts of one result if it is certainly valid (and holds no reference this pass does not follow), else
 * undefined. `bytes[start, stop)` is the result's JSON text.
 */
export function fastResult(
  bytes: Buffer,
  start: number,
  stop: number,
  utf8Checked = false,
): ResultFacts | undefined {
  const read = readResult(bytes, start, stop, utf8Checked);
  return read !== undefined && read.end === stop ? read.facts : undefined;
}

/**
 * One result read from `bytes[start]` (whitespace first allowed), not past `limit`: its facts and the position
 * just after it (whitespace after it included) — or undefined when the pass is not sure, which includes a result
 * that does not end before `limit` and one with ill-formed UTF-8 in a string. `utf8Checked`: the caller has
 * checked that the bytes up to `limit` are well-formed UTF-8 (read-log.ts checks each chunk once, utf8.ts).
 */
export function readResult(
  bytes: Buffer,
  start: number,
  limit: number,
  utf8Checked = false,
): { facts: ResultFacts; end: number } | undefined {
  root ??= link(RESULT, false);
  begin(bytes, limit);
  let p: number;
  try {
    p = ws(bytes, value(bytes, ws(bytes, start), root, FACT_NONE));
  } catch (e) {
    if (e === UNSURE || e instanceof RangeError) return undefined;
    throw e;
  }
  if (p > limit) return undefined;
  // The pass reads only ASCII outside strings: the bytes are UTF-8 exactly when every string in them is.
  if (!utf8Checked && !isUtf8(bytes.subarray(start, p))) return undefined;
  return { facts: finishFacts(), end: p };
}

/**
 * One rule (a reportingDescriptor) read from `bytes[start]` against the schema, not past `limit`: its id and tag
 * count if it is certainly valid with no diagnostic and holds no reference (read-tool.ts keeps such rules as their
 * bytes), else undefined. The caller has checked the bytes' UTF-8.
 */
export function readRule(bytes: Buffer, start: number, limit: number): RuleFacts | undefined {
  ruleRoot ??= link(REPORTING_DESCRIPTOR, true);
  begin(bytes, limit, false);
  descriptorId = undefined;
  ruleTags = 0;
  ruleSpans.fill(-1);
  let p: number;
  try {
    p = ws(bytes, value(bytes, ws(bytes, start), ruleRoot, FACT_NONE));
  } catch (e) {
    if (e === UNSURE || e instanceof RangeError) return undefined;
    throw e;
  }
  if (p > limit || descriptorId === undefined) return undefined;
  return { id: descriptorId, tags: ruleTags, ranking: ruleSpans, end: p };
}

/** A result's facts before its pass (a literal, so that every record has one shape). */
const freshFacts = (): ResultFacts => ({
  ruleId: undefined,
  ruleIndex: -1,
  ruleIndexConflict: undefined,
  ruleGuid: undefined,
  component: -1,
  componentRef: undefined,
  level: -1,
  kindFail: 1,
  locations: 0,
  threadFlowLocations: 0,
  hasLineHash: 0,
  refMask: 0,
  maxArtifact: -1,
  maxLogical: -1,
  maxThreadFlow: -1,
  maxOther: -1,
  messageId: undefined,
  uriBases: undefined,
});

const RULE_SCRATCH = freshFacts();

/** The pass's state reset for a value of `bytes` read up to `limit`. */
function begin(bytes: Buffer, limit: number, resultFacts = true): void {
  end = limit;
  text = bytes;
  if (bytes.buffer !== wordsOf) {
    wordsOf = bytes.buffer;
    words = new Uint32Array(bytes.buffer, 0, bytes.buffer.byteLength >>> 2);
  }
  wordBase = bytes.byteOffset;
  depth = 0;
  keyTop = 0;
  // A rule's pass reads no result facts: whatever it may note goes to a scratch record no caller holds.
  if (!resultFacts) {
    facts = RULE_SCRATCH;
    return;
  }
  facts = freshFacts();
  ruleIdFromRef = undefined;
  ruleGuidFromRef = undefined;
  ruleIndexFromRef = -1;
  tcSeen = false;
  tcIndex = undefined;
  tcGuid = undefined;
  tcName = undefined;
}

function finishFacts(): ResultFacts {
  const f = facts;
  if (f.ruleId === undefined) f.ruleId = ruleIdFromRef;
  // As result-facts.ts: ruleIndex names the rule where it is 0 or more (-1 is "absent"), else rule.index, else
  // rule.guid; two indices that differ are refused.
  if (f.ruleIndex < 0) {
    f.ruleIndex = ruleIndexFromRef < 0 ? -1 : ruleIndexFromRef;
    if (ruleIndexFromRef >= 0) f.refMask |= REF_RULE_INDEX_IN_RULE;
    else f.ruleGuid = ruleGuidFromRef;
  } else if (ruleIndexFromRef >= 0 && ruleIndexFromRef !== f.ruleIndex)
    f.ruleIndexConflict = ruleIndexFromRef;
  if (tcIndex !== undefined && tcIndex >= 0) f.component = tcIndex;
  else if (tcSeen) {
    f.componentRef = tcGuid ?? tcName;
    // As the reference walk notes it (result-facts.ts, named): a merge that renumbers components may move the name.
    if (f.componentRef !== undefined) f.refMask |= REF_TAXONOMIES;
  }
  return f;
}
function unsure(): never {
  throw UNSURE;
}

/** Past whitespace (never past the result's end: the byte there is not whitespace, or is undefined). */
function ws(b: Buffer, p: number): number {
  const e = end;
  while (p < e) {
    const c = b[p];
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
    p++;
  }
  return p;
}

/** Read one value against a schema node; for arrays, itemCount is their length. */
function value(b: Buffer, p: number, node: Node, fact: number): number {
  if (p >= end) unsure();
  const c = b[p];
  const types = node.types;
  if (c === 0x22 /* " */) {
    if (types !== 0 && !(types & STR)) unsure();
    p = string(b, p);
    const known = node.known;
    const plain = node.plain;
    if (plain !== undefined && !strEscaped && NEEDS_STRING[fact] !== true && plain(b, strStart, strEnd))
      return p;
    if (known !== undefined && !strEscaped && known.has(b, strStart, strEnd)) {
      if (NEEDS_STRING[fact] === true) stringFact(fact, decoded(b));
    } else if (node.decode || NEEDS_STRING[fact] === true) {
      const s = decoded(b);
      if (node.enumValues !== undefined && !node.enumValues.has(s)) unsure();
      if (node.check !== undefined && !node.check(s)) unsure();
      if (known !== undefined && !strEscaped) known.add(b, strStart, strEnd);
      stringFact(fact, s);
    }
    return p;
  }
  if (c === 0x7b /* { */) {
    if (types !== 0 && !(types & OBJ)) unsure();
    return object(b, p, node, fact);
  }
  if (c === 0x5b /* [ */) {
    if (types !== 0 && !(types & ARR)) unsure();
    return array(b, p, node);
  }
  if (node.enumValues !== undefined) unsure(); // every enum of the result schema is of strings
  if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
    p = number(b, p);
    const v = numValue;
    if (types !== 0 && !(types & NUM)) {
      if (!(types & INT) || v % 1 || Number.isNaN(v)) unsure();
    }
    if (node.minimum !== undefined && (v < node.minimum || Number.isNaN(v))) unsure();
    if (node.maximum !== undefined && (v > node.maximum || Number.isNaN(v))) unsure();
    numberFact(fact, v);
    return p;
  }
  if (c === 0x74 /* t */ || c === 0x66 /* f */) {
    if (types !== 0 && !(types & BOOL)) unsure();
    return literal(b, p, c === 0x74 ? TRUE : FALSE);
  }
  if (c === 0x6e /* n */) {
    if (types !== 0 && !(types & NULL)) unsure();
    return literal(b, p, NULLS);
  }
  return unsure();
}

const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');
const NULLS = Buffer.from('null');

function literal(b: Buffer, p: number, word: Buffer): number {
  if (p + word.length > end) unsure();
  for (let i = 0; i < word.length; i++) if (b[p + i] !== word[i]) unsure();
  return p + word.length;
}

/**
 * An object against its schema node: members in any order, each key matched, its value read, the required and
 * closed-object checks at the end. One function on purpose: it is the hot loop, and its states share locals.
 */
function object(b: Buffer, p: number, node: Node, fact: number): number {
  if (++depth > MAX_DEPTH) unsure();
  p = ws(b, p + 1); // past {
  let seen = 0;
  const keyBase = keyTop;
  if (node.def === 'message') {
    msgHasText = false;
    msgHasId = false;
    msgId = undefined;
  }
  if (node.region) regionStartLine = regionStartColumn = regionEndLine = regionEndColumn = 0;
  if (b[p] === 0x7d /* } */) {
    p++;
  } else {
    const slots = node.slots;
    const extra = node.extra;
    const next = node.next;
    const e = end;
    let prev = 0;
    for (;;) {
      if (b[p] !== 0x22) unsure();
      let member: Member | undefined;
      // The key the last object of this kind had here, compared as the key is read; else read, then looked up.
      const guess = slots === undefined ? undefined : next[prev];
      if (guess !== undefined) {
        const want = guess.quoted;
        const n = want.length;
        const s = p + 1;
        if (s + n <= e) {
          let i = 0;
          while (i < n && b[s + i] === want[i]) i++;
          if (i === n) {
            member = guess;
            strStart = s;
            strEnd = s + n - 1;
            strEscaped = false;
            p = s + n;
          }
        }
      }
      if (member === undefined) {
        p = string(b, p);
        if (slots !== undefined) {
          member = memberOf(b, node, slots);
          if (member !== undefined) next[prev] = member;
        }
      }
      prev = member === undefined ? 0 : member.order;
      p = ws(b, p);
      if (b[p] !== 0x3a /* : */) unsure();
      p = ws(b, p + 1);
      if (member !== undefined) {
        if (seen & member.bit) unsure(); // a repeated name: JSON.parse keeps the last one, this pass cannot
        seen |= member.bit;
        const f = member.fact;
        if (f === FACT_UNSURE) unsure();
        const at = p;
        p = value(b, p, member.node, f);
        if (f === FACT_RULE_LEVEL) rankingSpan(b, 0, at, p);
        else if (f !== FACT_NONE) memberFact(f);
      } else if (extra === false) {
        unsure();
      } else {
        // A name no schema member has (a property bag's, an object of free shape): unique by its bytes among this
        // object's others (a known member given twice is caught by `seen` above).
        if (strEscaped) unsure(); // an escaped name equals others by its value: the reference path compares those
        const ks = strStart;
        const n = strEnd - ks;
        if (keyTop - keyBase >= MAX_FREE_KEYS * 2 || keyTop + 2 > keyBounds.length) unsure();
        for (let k = keyBase; k < keyTop; k += 2) {
          const o = keyBounds[k];
          if (keyBounds[k + 1] - o !== n) continue;
          let i = 0;
          while (i < n && b[o + i] === b[ks + i]) i++;
          if (i === n) unsure(); // the same name twice: refused, with its place, by the reference path
        }
        keyBounds[keyTop++] = ks;
        keyBounds[keyTop++] = strEnd;
        if (fact === FACT_FINGERPRINTS && keyIs(b, LINE_HASH)) facts.hasLineHash = 1;
        const bag = node.ruleBag ? bagFact(b) : FACT_NONE;
        const at = p;
        p = value(b, p, extra ?? ANY, FACT_NONE);
        if (bag !== FACT_NONE) rankingSpan(b, bag - FACT_RULE_LEVEL, at, p);
      }
      p = ws(b, p);
      const c = b[p++];
      if (c === 0x2c /* , */) {
        p = ws(b, p);
        continue;
      }
      if (c !== 0x7d) unsure();
      break;
    }
  }
  keyTop = keyBase;
  if ((seen & node.required) !== node.required) unsure();
  if (node.anyOf !== undefined && branchesMet(node.anyOf, seen) === 0) unsure();
  if (node.oneOf !== undefined && branchesMet(node.oneOf, seen) !== 1) unsure();
  if (node.region && regionEndsEarly()) unsure();
  depth--;
  return p;
}

/** Whether the region just read ends before it starts (as the generated validators' regionOrder keyword says). */
function regionEndsEarly(): boolean {
  if (regionStartLine === 0) return false; // not a text region
  const endLine = regionEndLine === 0 ? regionStartLine : regionEndLine;
  if (endLine < regionStartLine) return true;
  return endLine === regionStartLine && regionEndColumn !== 0 && regionEndColumn < (regionStartColumn || 1);
}

/** How many of the branches (masks of required members) the members seen meet. */
function branchesMet(branches: number[], seen: number): number {
  let n = 0;
  for (let i = 0; i < branches.length; i++) if ((seen & branches[i]) === branches[i]) n++;
  return n;
}

const LINE_HASH = Buffer.from('primaryLocationLineHash');
const SECURITY_SEVERITY = Buffer.from('security-severity');
const PROBLEM_SEVERITY = Buffer.from('problem.severity');
const PRECISION = Buffer.from('precision');

/** A value the ranking reads, if it is a string or a number (slot: 0 level, 1-3 the bag's, as in FACT_*). */
function rankingSpan(b: Buffer, slot: number, at: number, after: number): void {
  const c = b[at];
  if (c !== 0x22 && c !== 0x2d && !(c >= 0x30 && c <= 0x39)) return;
  ruleSpans[2 * slot] = at;
  ruleSpans[2 * slot + 1] = after;
}

/** The fact a member of a rule's own property bag is, by its name (the key just read). */
function bagFact(b: Buffer): number {
  if (keyIs(b, SECURITY_SEVERITY)) return FACT_SECURITY_SEVERITY;
  if (keyIs(b, PROBLEM_SEVERITY)) return FACT_PROBLEM_SEVERITY;
  if (keyIs(b, PRECISION)) return FACT_PRECISION;
  return FACT_NONE;
}
/** The key just read (as the last string) is exactly these bytes, unescaped. */
function keyIs(b: Buffer, word: Buffer): boolean {
  if (strEscaped) return decoded(b) === word.toString('latin1');
  if (strEnd - strStart !== word.length) return false;
  for (let i = 0; i < word.length; i++) if (b[strStart + i] !== word[i]) return false;
  return true;
}

/** A schema for values that are free (property bags, members of objects without a schema for them). */
const ANY: Node = {
  def: undefined,
  types: 0,
  slots: undefined,
  slotShift: 0,
  byName: undefined,
  extra: undefined,
  required: 0,
  anyOf: undefined,
  oneOf: undefined,
  enumValues: undefined,
  minimum: undefined,
  maximum: undefined,
  minItems: 0,
  items: undefined,
  unique: false,
  check: undefined,
  plain: undefined,
  ruleBag: false,
  region: false,
  decode: false,
  known: undefined,
  next: [],
};

/** The member the key just read names, if the node has one of that name. */
function memberOf(b: Buffer, node: Node, slots: (Member | undefined)[]): Member | undefined {
  const s = strStart;
  const e = strEnd;
  if (strEscaped) {
    const name = decoded(b);
    if (name === '__proto__') unsure();
    return node.byName!.get(name);
  }
  const m = slots[slotOf(b, s, e, node.slotShift)];
  if (m === undefined) return undefined;
  const want = m.bytes;
  if (want.length !== e - s) return undefined;
  for (let i = 0; i < want.length; i++) if (b[s + i] !== want[i]) return undefined;
  return m;
}

function array(b: Buffer, p: number, node: Node): number {
  if (++depth > MAX_DEPTH) unsure();
  p = ws(b, p + 1); // past [
  const items = node.items ?? ANY;
  let count = 0;
  const first = p;
  if (b[p] === 0x5d /* ] */) {
    p++;
  } else {
    for (;;) {
      p = value(b, p, items, FACT_NONE);
      count++;
      p = ws(b, p);
      const c = b[p++];
      if (c === 0x2c) {
        p = ws(b, p);
        continue;
      }
      if (c !== 0x5d) unsure();
      break;
    }
  }
  if (count < node.minItems) unsure();
  if (node.unique && count > 1) distinctItems(b, first, count);
  depth--;
  itemCount = count;
  return p;
}

/** A string from its opening quote at p; returns the position after its closing quote. */
function string(b: Buffer, p: number): number {
  const e = end;
  p++; // past the quote
  const start = p;
  let escaped = false;
  const w = words;
  const base = wordBase;
  for (;;) {
    // Four bytes at a time where aligned: none a quote, a backslash or a control character (SWAR tests). Bytes
    // from 0x80 pass here and below: their UTF-8 is checked in bulk (readResult), far faster than byte by byte.
    const a = base + p;
    if ((a & 3) === 0 && p + 4 <= e) {
      const x = w[a >>> 2];
      const q = x ^ 0x22222222;
      const s = x ^ 0x5c5c5c5c;
      if (
        ((((x - 0x20202020) & ~x) | ((q - 0x01010101) & ~q) | ((s - 0x01010101) & ~s)) & 0x80808080) ===
        0
      ) {
        p += 4;
        continue;
      }
    }
    // Never read past `end`: a load out of the buffer's bounds, once seen, slows every later load at that site.
    if (p >= e) unsure();
    const c = b[p];
    // Most bytes: one or two comparisons.
    if (c > 0x5c || (c >= 0x20 && c !== 0x22 && c !== 0x5c)) {
      p++;
      continue;
    }
    if (c === 0x22) break;
    if (c !== 0x5c) unsure(); // a control character: JSON.parse refuses it, the reference path says where
    escaped = true;
    const x = b[p + 1];
    if (x === 0x75 /* u */) {
      if (!isHex(b[p + 2]) || !isHex(b[p + 3]) || !isHex(b[p + 4]) || !isHex(b[p + 5])) unsure();
      p += 6;
    } else if (
      x === 0x22 ||
      x === 0x5c ||
      x === 0x2f ||
      x === 0x62 ||
      x === 0x66 ||
      x === 0x6e ||
      x === 0x72 ||
      x === 0x74
    ) {
      p += 2;
    } else {
      unsure();
    }
  }
  strStart = start;
  strEnd = p;
  strEscaped = escaped;
  return p + 1;
}

function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** The last string's value, as JSON.parse would give it. */
function decoded(b: Buffer): string {
  if (strEscaped) return JSON.parse(b.toString('utf8', strStart - 1, strEnd + 1)) as string;
  return b.toString('utf8', strStart, strEnd);
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** A number from p; sets numValue, returns the position after it. */
function number(b: Buffer, p: number): number {
  const e = end;
  const start = p;
  if (b[p] === 0x2d) p++;
  if (b[p] === 0x30) p++;
  else if (b[p] >= 0x31 && b[p] <= 0x39) while (p < e && isDigit(b[p])) p++;
  else unsure();
  let simple = true;
  if (b[p] === 0x2e /* . */) {
    simple = false;
    p++;
    if (!isDigit(b[p])) unsure();
    while (p < e && isDigit(b[p])) p++;
  }
  if (b[p] === 0x65 || b[p] === 0x45 /* e E */) {
    simple = false;
    p++;
    if (b[p] === 0x2b || b[p] === 0x2d) p++;
    if (!isDigit(b[p])) unsure();
    while (p < e && isDigit(b[p])) p++;
  }
  if (p > e) unsure();
  if (simple && p - start < 16) {
    // Short integers without allocating a string (exact below 2^53).
    const negative = b[start] === 0x2d;
    let v = 0;
    for (let i = negative ? start + 1 : start; i < p; i++) v = v * 10 + (b[i] - 0x30);
    numValue = negative ? -v : v;
  } else {
    numValue = Number(b.toString('latin1', start, p));
    // Beyond a double's range: the reference path refuses it (JSON.parse would read Infinity; an upload, null).
    if (!Number.isFinite(numValue)) unsure();
  }
  return p;
}

function stringFact(fact: number, s: string): void {
  switch (fact) {
    case FACT_RULE_ID:
      facts.ruleId = s;
      break;
    case FACT_LEVEL:
      facts.level = levelCode(s);
      break;
    case FACT_KIND:
      facts.kindFail = s === 'fail' ? 1 : 0;
      break;
    case FACT_REF_ID:
      ruleIdFromRef = s;
      break;
    case FACT_REF_GUID:
      ruleGuidFromRef = s;
      break;
    case FACT_TC_GUID:
      tcGuid = s;
      break;
    case FACT_TC_NAME:
      tcName = s;
      break;
    case FACT_MESSAGE_ID:
      msgId = s;
      break;
    case FACT_DESCRIPTOR_ID:
      descriptorId = s;
      break;
  }
}

function numberFact(fact: number, v: number): void {
  switch (fact) {
    case FACT_RULE_INDEX:
      facts.ruleIndex = v;
      break;
    case FACT_REF_INDEX:
      ruleIndexFromRef = v;
      break;
    case FACT_TC_INDEX:
      tcIndex = v;
      break;
    case FACT_REGION:
      regionStartLine = v;
      break;
    case FACT_REGION + 1:
      regionStartColumn = v;
      break;
    case FACT_REGION + 2:
      regionEndLine = v;
      break;
    case FACT_REGION + 3:
      regionEndColumn = v;
      break;

    default:
      if (fact >= FACT_RUN_INDEX && fact < FACT_DESCRIPTOR_ID && v >= 0)
        runIndexFact(fact - FACT_RUN_INDEX, v);
  }
}

function runIndexFact(array: number, v: number): void {
  const f = facts;
  f.refMask |= 1 << array;
  if (array === ARTIFACTS) f.maxArtifact = Math.max(f.maxArtifact, v);
  else if (array === LOGICAL_LOCATIONS) f.maxLogical = Math.max(f.maxLogical, v);
  else if (array === THREAD_FLOW_LOCATIONS) f.maxThreadFlow = Math.max(f.maxThreadFlow, v);
  else f.maxOther = Math.max(f.maxOther, v);
}

/** After a member's value: facts that depend on the value as a whole (arrays: itemCount is their length). */
function memberFact(fact: number): void {
  switch (fact) {
    case FACT_LOCATIONS:
      facts.locations = itemCount;
      break;
    case FACT_TF_LOCATIONS:
      facts.threadFlowLocations += itemCount;
      break;
    case FACT_MESSAGE_TEXT:
      msgHasText = true;
      break;
    case FACT_MESSAGE_ID:
      msgHasId = true;
      break;
    case FACT_MESSAGE:
      // The result's own message: the last message object read.
      facts.messageId = !msgHasText && msgHasId ? msgId : undefined;
      break;
    case FACT_REF_COMPONENT:
      tcSeen = true;
      break;
    case FACT_TAGS:
      if (itemCount > ruleTags) ruleTags = itemCount;
      break;
    case FACT_URI_BASE:
      facts.refMask |= REF_URI_BASE;
      noteBase();
      break;
  }
}

/** The uriBaseId string just read, among the result's base names (decoded only when it is not the last one read). */
function noteBase(): void {
  const b = text;
  const n = strEnd - strStart;
  let same = !strEscaped && n === lastBase.length;
  for (let i = 0; same && i < n; i++) same = b[strStart + i] === lastBase[i];
  let name: string;
  if (same) name = lastBases[0];
  else {
    name = decoded(b);
    if (!strEscaped) {
      lastBase = Buffer.from(b.subarray(strStart, strEnd));
      lastBases = [name];
      same = true;
    }
  }
  const have = facts.uriBases;
  if (have === undefined) facts.uriBases = same ? lastBases : [name];
  else if (!have.includes(name)) facts.uriBases = [...have, name];
}

// ---------------------------------------------------------------------------------------------------------------
// Unique items: every item gets a structural hash (key order ignored, strings and numbers by their value, as the
// reference's deep equality compares them); items with the same hash send the result to the reference path.

/** The items (already read once, so well formed) from `from`, the first one's position. */
function distinctItems(b: Buffer, from: number, count: number): void {
  if (count <= SMALL_UNIQUE && distinctStrings(b, from, count)) return;
  const seen = new Set<number>();
  let p = from;
  for (let i = 0; i < count; i++) {
    p = ws(b, p);
    p = hashValue(b, p);
    if (seen.has(hashed)) unsure();
    seen.add(hashed);
    p = ws(b, p) + 1; // past , or ]
  }
}

/** Up to this many items (a rule's tags), strings are compared with each other by their bytes: no hash, no set. */
const SMALL_UNIQUE = 16;
const smallBounds = new Int32Array(2 * SMALL_UNIQUE);

/**
 * Whether the items are all strings without escapes (then equal exactly when their bytes are) and none twice
 * (unsure() when one is); false when one is not such a string: the caller hashes them.
 */
function distinctStrings(b: Buffer, from: number, count: number): boolean {
  let p = from;
  for (let i = 0; i < count; i++) {
    p = ws(b, p);
    if (b[p] !== 0x22) return false;
    p = string(b, p);
    if (strEscaped) return false;
    const n = strEnd - strStart;
    for (let k = 0; k < 2 * i; k += 2) {
      const o = smallBounds[k];
      if (smallBounds[k + 1] - o !== n) continue;
      let j = 0;
      while (j < n && b[o + j] === b[strStart + j]) j++;
      if (j === n) unsure();
    }
    smallBounds[2 * i] = strStart;
    smallBounds[2 * i + 1] = strEnd;
    p = ws(b, p) + 1; // past , or ]
  }
  return true;
}

function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function hashText(s: string): number {
  let h = 0x811c9dc5 ^ s.length;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Of the value hashValue just read. */
let hashed = 0;

/** The structural hash (into `hashed`) of the value at p; returns the position after it. */
function hashValue(b: Buffer, p: number): number {
  const c = b[p];
  if (c === 0x22) {
    // By the UTF-8 bytes of its value: as they lie when unescaped (no string made), else of the decoded string.
    p = string(b, p);
    if (strEscaped) {
      const utf8 = Buffer.from(decoded(b), 'utf8');
      hashed = mix(hashBytes(utf8, 0, utf8.length) ^ 0x1);
    } else hashed = mix(hashBytes(b, strStart, strEnd) ^ 0x1);
    return p;
  }
  if (c === 0x7b) {
    p = ws(b, p + 1);
    let sum = 0x2;
    if (b[p] === 0x7d) {
      hashed = mix(sum);
      return p + 1;
    }
    const keys = new Set<string>();
    for (;;) {
      p = string(b, p);
      const key = decoded(b);
      if (keys.has(key)) unsure(); // JSON.parse keeps the last: equality is the reference's to decide
      keys.add(key);
      p = ws(b, ws(b, p) + 1); // past :
      p = hashValue(b, p);
      sum = (sum + mix(hashText(key) * 31 + hashed)) >>> 0;
      p = ws(b, p);
      if (b[p++] === 0x7d) {
        hashed = mix(sum);
        return p;
      }
      p = ws(b, p);
    }
  }
  if (c === 0x5b) {
    p = ws(b, p + 1);
    let h = 0x3;
    if (b[p] === 0x5d) {
      hashed = mix(h);
      return p + 1;
    }
    for (;;) {
      p = hashValue(b, p);
      h = mix(h * 31 + hashed);
      p = ws(b, p);
      if (b[p++] === 0x5d) {
        hashed = h;
        return p;
      }
      p = ws(b, p);
    }
  }
  if (c === 0x74) {
    hashed = 0x5f356495;
    return p + 4;
  }
  if (c === 0x66) {
    hashed = 0x3c6ef372;
    return p + 5;
  }
  if (c === 0x6e) {
    hashed = 0x6a09e667;
    return p + 4;
  }
  p = number(b, p);
  hashed = mix(hashText(String(numValue)) ^ 0x4);
  return p;
}
