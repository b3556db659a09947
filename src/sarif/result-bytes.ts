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
 */
import { NODES, RESULT, TYPE_BITS, type TableNode } from './generated/sarif-result-table.js';
import { formats } from './generated/sarif-validators.js';
import type { ResultFacts } from './result-facts.js';
import { COMPONENT_REFERENCES, DESCRIPTOR_REFERENCES, INDEX_REFERENCES, RUN_ARRAYS } from './references.js';
import { levelCode } from './severity.js';

const OBJ = TYPE_BITS.object;
const ARR = TYPE_BITS.array;
const STR = TYPE_BITS.string;
const INT = TYPE_BITS.integer;
const NUM = TYPE_BITS.number;
const BOOL = TYPE_BITS.boolean;
const NULL = TYPE_BITS.null;
const ARTIFACTS_BIT = 1 << RUN_ARRAYS.indexOf('artifacts');

interface Member {
  name: string;
  bytes: Uint8Array;
  node: Node;
  bit: number;
  /** What reading this member means for the facts (see FACT_*), or that it is a reference this pass leaves alone. */
  fact: number;
}

interface Node {
  def: string | undefined;
  /** 0: any type. */
  types: number;
  /** Members by the hash of their name's bytes (collisions within one node are refused when building). */
  members: Map<number, Member> | undefined;
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
const FACT_REF_COMPONENT = 12;
const FACT_TC_INDEX = 13;
const FACT_TC_GUID = 14;
const FACT_TC_NAME = 15;
const FACT_TF_LOCATIONS = 16;
const FACT_ARTIFACT_INDEX = 17;
const FACT_MESSAGE_TEXT = 18;
const FACT_MESSAGE_ID = 19;

/** Facts read from a string's value (the others need no decoding: a message's text is stepped over). */
const NEEDS_STRING: boolean[] = [];
for (const f of [
  FACT_RULE_ID,
  FACT_LEVEL,
  FACT_KIND,
  FACT_REF_ID,
  FACT_TC_GUID,
  FACT_TC_NAME,
  FACT_MESSAGE_ID,
])
  NEEDS_STRING[f] = true;

/** References this pass follows: ruleIndex and result.rule (read as facts), artifactLocation.index. */
function factOf(def: string | undefined, name: string, atResultRule: boolean): number {
  const key = `${def}.${name}`;
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
    case 'artifactLocation.index':
      return FACT_ARTIFACT_INDEX;
    case 'message.text':
      return FACT_MESSAGE_TEXT;
    case 'message.id':
      return FACT_MESSAGE_ID;
  }
  if (def === 'reportingDescriptorReference' && atResultRule) {
    if (name === 'id') return FACT_REF_ID;
    if (name === 'index') return FACT_REF_INDEX;
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
  if (key in INDEX_REFERENCES || key in DESCRIPTOR_REFERENCES || key in COMPONENT_REFERENCES)
    return FACT_UNSURE;
  if (/[iI]ndex$/.test(name)) return FACT_UNSURE; // resultGraphIndex: the walker checks it apart
  return FACT_NONE;
}

/** A property name's hash: its length and three of its bytes (names of one node that collide are refused in link()). */
function hashBytes(b: Uint8Array, start: number, end: number): number {
  const n = end - start;
  return n === 0 ? 0 : (n << 21) ^ (b[start] << 14) ^ (b[start + (n >> 1)] << 7) ^ b[end - 1];
}

function formatCheck(name: string): (s: string) => boolean {
  const f = formats[name];
  if (!f) throw new Error(`unknown format ${name}`);
  const v = f instanceof RegExp || typeof f === 'function' ? f : f.validate;
  return v instanceof RegExp ? (s) => v.test(s) : v;
}

/** The table as linked nodes; `atResultRule` marks the copies reached through result.rule (their facts differ). */
function link(): Node {
  const built = new Map<string, Node>();
  const make = (id: number, atResultRule: boolean): Node => {
    const key = `${id}:${atResultRule}`;
    const done = built.get(key);
    if (done) return done;
    const t: TableNode = NODES[id];
    const node: Node = {
      def: t.def,
      types: t.types ?? 0,
      members: undefined,
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
    };
    built.set(key, node);
    if (t.props) {
      const names = Object.keys(t.props);
      if (names.length > 31) throw new Error(`${t.def}: more than 31 properties`);
      node.members = new Map();
      node.byName = new Map();
      names.forEach((name, i) => {
        const bytes = Buffer.from(name, 'utf8');
        const h = hashBytes(bytes, 0, bytes.length);
        if (node.members!.has(h)) throw new Error(`${t.def}: two property names with one hash`);
        const inRule = atResultRule || (t.def === 'result' && name === 'rule');
        const m: Member = {
          name,
          bytes,
          node: make(t.props![name], inRule && t.def !== 'toolComponentReference'),
          bit: 1 << i,
          fact: factOf(t.def, name, atResultRule),
        };
        node.members!.set(h, m);
        node.byName!.set(name, m);
      });
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
  return make(RESULT, false);
}

let root: Node | undefined;

/** Thrown (as itself, no stack) when the pass cannot be sure; caught in fastResult. */
const UNSURE = { unsure: true };
const MAX_DEPTH = 64;

// The pass's state: one result at a time, no allocation per value.
let buf: Buffer;
let pos = 0;
let end = 0;
let depth = 0;
let facts: ResultFacts;
/** Of the string just read: whether it had an escape; its content's bounds. */
let strEscaped = false;
let strStart = 0;
let strEnd = 0;
/** Of the number just read. */
let numValue = 0;
/** Of result.rule, combined at the end the way resultFacts() combines them. */
let ruleIdFromRef: string | undefined;
let ruleIndexFromRef = -1;
let ruleIndexSet = false;
let tcSeen = false;
let tcIndex: number | undefined;
let tcGuid: string | undefined;
let tcName: string | undefined;
/** Of the last message object read: whether it had text, its id. */
let msgHasText = false;
let msgId: string | undefined;
let msgHasId = false;

/**
 * The facts of one result if it is certainly valid (and holds no reference this pass does not follow), else
 * undefined. `bytes[start, stop)` is the result's JSON text.
 */
export function fastResult(bytes: Buffer, start: number, stop: number): ResultFacts | undefined {
  root ??= link();
  buf = bytes;
  pos = start;
  end = stop;
  depth = 0;
  facts = {
    ruleId: undefined,
    ruleIndex: -1,
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
  };
  ruleIdFromRef = undefined;
  ruleIndexFromRef = -1;
  ruleIndexSet = false;
  tcSeen = false;
  tcIndex = undefined;
  tcGuid = undefined;
  tcName = undefined;
  try {
    ws();
    value(root, FACT_NONE);
    ws();
    if (pos !== end) return undefined;
  } catch (e) {
    if (e === UNSURE || e instanceof RangeError) return undefined;
    throw e;
  }
  return finishFacts();
}

function finishFacts(): ResultFacts {
  const f = facts;
  if (f.ruleId === undefined) f.ruleId = ruleIdFromRef;
  if (f.ruleIndex < 0 && !ruleIndexSet) f.ruleIndex = ruleIndexFromRef;
  if (tcIndex !== undefined) f.component = tcIndex;
  else if (tcSeen) f.componentRef = tcGuid ?? tcName;
  return f;
}
function unsure(): never {
  throw UNSURE;
}

function ws(): void {
  const b = buf;
  const e = end;
  let p = pos;
  while (p < e) {
    const c = b[p];
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
    p++;
  }
  pos = p;
}

/** Read one value against a schema node; returns the item count for arrays, else 0. */
function value(node: Node, fact: number): number {
  if (pos >= end) unsure();
  const c = buf[pos];
  const types = node.types;
  if (c === 0x7b /* { */) {
    if (types !== 0 && !(types & OBJ)) unsure();
    object(node, fact);
    return 0;
  }
  if (c === 0x5b /* [ */) {
    if (types !== 0 && !(types & ARR)) unsure();
    return array(node);
  }
  if (c === 0x22 /* " */) {
    if (types !== 0 && !(types & STR)) unsure();
    string();
    if (node.enumValues !== undefined || node.check !== undefined || NEEDS_STRING[fact]) {
      const s = decoded();
      if (node.enumValues !== undefined && !node.enumValues.has(s)) unsure();
      if (node.check !== undefined && !node.check(s)) unsure();
      stringFact(fact, s);
    }
    return 0;
  }
  if (node.enumValues !== undefined) unsure(); // every enum of the result schema is of strings
  if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
    number();
    const v = numValue;
    if (types !== 0 && !(types & NUM)) {
      if (!(types & INT) || v % 1 || Number.isNaN(v)) unsure();
    }
    if (node.minimum !== undefined && (v < node.minimum || Number.isNaN(v))) unsure();
    if (node.maximum !== undefined && (v > node.maximum || Number.isNaN(v))) unsure();
    numberFact(fact, v);
    return 0;
  }
  if (c === 0x74 /* t */ || c === 0x66 /* f */) {
    if (types !== 0 && !(types & BOOL)) unsure();
    literal(c === 0x74 ? TRUE : FALSE);
    return 0;
  }
  if (c === 0x6e /* n */) {
    if (types !== 0 && !(types & NULL)) unsure();
    literal(NULLS);
    return 0;
  }
  return unsure();
}

const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');
const NULLS = Buffer.from('null');

function literal(word: Buffer): void {
  if (pos + word.length > end) unsure();
  for (let i = 0; i < word.length; i++) if (buf[pos + i] !== word[i]) unsure();
  pos += word.length;
}

function object(node: Node, fact: number): void {
  if (++depth > MAX_DEPTH) unsure();
  pos++; // {
  let seen = 0;
  const isMessage = node.def === 'message';
  if (isMessage) {
    msgHasText = false;
    msgHasId = false;
    msgId = undefined;
  }
  ws();
  if (buf[pos] === 0x7d /* } */) {
    pos++;
  } else {
    for (;;) {
      if (buf[pos] !== 0x22) unsure();
      string();
      const member = memberOf(node);
      ws();
      if (buf[pos] !== 0x3a /* : */) unsure();
      pos++;
      ws();
      if (member !== undefined) {
        if (seen & member.bit) unsure(); // a repeated name: JSON.parse keeps the last one, this pass cannot
        seen |= member.bit;
        if (member.fact === FACT_UNSURE) unsure();
        const count = value(member.node, member.fact);
        memberFact(member.fact, count);
      } else if (node.extra === false) {
        unsure();
      } else if (fact === FACT_FINGERPRINTS && keyIs(LINE_HASH)) {
        facts.hasLineHash = 1;
        value(node.extra ?? ANY, FACT_NONE);
      } else {
        value(node.extra ?? ANY, FACT_NONE);
      }
      ws();
      const c = buf[pos++];
      if (c === 0x2c /* , */) {
        ws();
        continue;
      }
      if (c !== 0x7d) unsure();
      break;
    }
  }
  if ((seen & node.required) !== node.required) unsure();
  if (node.anyOf !== undefined && branchesMet(node.anyOf, seen) === 0) unsure();
  if (node.oneOf !== undefined && branchesMet(node.oneOf, seen) !== 1) unsure();
  depth--;
}

/** How many of the branches (masks of required members) the members seen meet. */
function branchesMet(branches: number[], seen: number): number {
  let n = 0;
  for (let i = 0; i < branches.length; i++) if ((seen & branches[i]) === branches[i]) n++;
  return n;
}

const LINE_HASH = Buffer.from('primaryLocationLineHash');
/** The key just read (as the last string) is exactly these bytes, unescaped. */
function keyIs(word: Buffer): boolean {
  if (strEscaped) return decoded() === word.toString('latin1');
  if (strEnd - strStart !== word.length) return false;
  for (let i = 0; i < word.length; i++) if (buf[strStart + i] !== word[i]) return false;
  return true;
}

/** A schema for values that are free (property bags, members of objects without a schema for them). */
const ANY: Node = {
  def: undefined,
  types: 0,
  members: undefined,
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
};

function memberOf(node: Node): Member | undefined {
  if (node.members === undefined) return undefined;
  if (strEscaped) {
    const name = decoded();
    if (name === '__proto__') unsure();
    return node.byName!.get(name);
  }
  const m = node.members.get(hashBytes(buf, strStart, strEnd));
  if (m === undefined || m.bytes.length !== strEnd - strStart) return undefined;
  for (let i = 0; i < m.bytes.length; i++) if (buf[strStart + i] !== m.bytes[i]) return undefined;
  return m;
}

function array(node: Node): number {
  if (++depth > MAX_DEPTH) unsure();
  pos++; // [
  const items = node.items ?? ANY;
  let count = 0;
  let firstStart = -1;
  ws();
  if (buf[pos] === 0x5d /* ] */) {
    pos++;
  } else {
    for (;;) {
      if (count === 0) firstStart = pos;
      value(items, FACT_NONE);
      count++;
      ws();
      const c = buf[pos++];
      if (c === 0x2c) {
        ws();
        continue;
      }
      if (c !== 0x5d) unsure();
      break;
    }
  }
  if (count < node.minItems) unsure();
  if (node.unique && count > 1) distinctItems(firstStart, count);
  depth--;
  return count;
}

function string(): void {
  // Locals, not the module's variables, in the loop that sees most bytes: V8 keeps them in registers.
  const b = buf;
  const e = end;
  let p = pos + 1; // past the quote
  strStart = p;
  let escaped = false;
  for (;;) {
    if (p >= e) unsure();
    const c = b[p];
    if (c === 0x22) break;
    if (c === 0x5c /* \ */) {
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
      continue;
    }
    if (c < 0x20) unsure(); // JSON.parse refuses it: the reference path reports where
    p++;
  }
  strEscaped = escaped;
  strEnd = p;
  pos = p + 1;
}

function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** The last string's value, as JSON.parse would give it. */
function decoded(): string {
  if (strEscaped) return JSON.parse(buf.toString('utf8', strStart - 1, strEnd + 1)) as string;
  return buf.toString('utf8', strStart, strEnd);
}

function number(): void {
  const start = pos;
  if (buf[pos] === 0x2d) pos++;
  if (buf[pos] === 0x30) pos++;
  else if (buf[pos] >= 0x31 && buf[pos] <= 0x39)
    while (pos < end && buf[pos] >= 0x30 && buf[pos] <= 0x39) pos++;
  else unsure();
  let simple = true;
  if (buf[pos] === 0x2e /* . */) {
    simple = false;
    pos++;
    if (!(buf[pos] >= 0x30 && buf[pos] <= 0x39)) unsure();
    while (pos < end && buf[pos] >= 0x30 && buf[pos] <= 0x39) pos++;
  }
  if (buf[pos] === 0x65 || buf[pos] === 0x45 /* e E */) {
    simple = false;
    pos++;
    if (buf[pos] === 0x2b || buf[pos] === 0x2d) pos++;
    if (!(buf[pos] >= 0x30 && buf[pos] <= 0x39)) unsure();
    while (pos < end && buf[pos] >= 0x30 && buf[pos] <= 0x39) pos++;
  }
  if (simple && pos - start < 16) {
    // Short integers without allocating a string (exact below 2^53).
    let v = 0;
    for (let i = buf[start] === 0x2d ? start + 1 : start; i < pos; i++) v = v * 10 + (buf[i] - 0x30);
    numValue = buf[start] === 0x2d ? -v : v;
  } else {
    numValue = Number(buf.toString('latin1', start, pos));
  }
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
    case FACT_TC_GUID:
      tcGuid = s;
      break;
    case FACT_TC_NAME:
      tcName = s;
      break;
    case FACT_MESSAGE_ID:
      msgId = s;
      break;
  }
}

function numberFact(fact: number, v: number): void {
  switch (fact) {
    case FACT_RULE_INDEX:
      facts.ruleIndex = v;
      ruleIndexSet = true;
      break;
    case FACT_REF_INDEX:
      ruleIndexFromRef = v;
      break;
    case FACT_TC_INDEX:
      tcIndex = v;
      break;
    case FACT_ARTIFACT_INDEX:
      if (v >= 0) {
        facts.refMask |= ARTIFACTS_BIT;
        if (v > facts.maxArtifact) facts.maxArtifact = v;
      }
      break;
  }
}

/** After a member's value: facts that depend on the value as a whole. */
function memberFact(fact: number, count: number): void {
  switch (fact) {
    case FACT_LOCATIONS:
      facts.locations = count;
      break;
    case FACT_TF_LOCATIONS:
      facts.threadFlowLocations += count;
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
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Unique items: every item gets a structural hash (key order ignored, strings and numbers by their value, as the
// reference's deep equality compares them); items with the same hash send the result to the reference path.

function distinctItems(from: number, count: number): void {
  const save = pos;
  const saveDepth = depth;
  pos = from;
  const seen = new Set<number>();
  for (let i = 0; i < count; i++) {
    ws();
    const h = hashValue();
    if (seen.has(h)) unsure();
    seen.add(h);
    ws();
    pos++; // , or ]
  }
  pos = save;
  depth = saveDepth;
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

/** The structural hash of the value at pos (already read once, so well formed); moves past it. */
function hashValue(): number {
  const c = buf[pos];
  if (c === 0x22) {
    string();
    return mix(hashText(decoded()) ^ 0x1);
  }
  if (c === 0x7b) {
    pos++;
    ws();
    let sum = 0x2;
    const keys = new Set<string>();
    if (buf[pos] === 0x7d) {
      pos++;
      return mix(sum);
    }
    for (;;) {
      string();
      const key = decoded();
      if (keys.has(key)) unsure(); // JSON.parse keeps the last: equality is the reference's to decide
      keys.add(key);
      ws();
      pos++; // :
      ws();
      sum = (sum + mix(hashText(key) * 31 + hashValue())) >>> 0;
      ws();
      if (buf[pos++] === 0x7d) return mix(sum);
      ws();
    }
  }
  if (c === 0x5b) {
    pos++;
    ws();
    let h = 0x3;
    if (buf[pos] === 0x5d) {
      pos++;
      return mix(h);
    }
    for (;;) {
      h = mix(h * 31 + hashValue());
      ws();
      if (buf[pos++] === 0x5d) return h;
      ws();
    }
  }
  if (c === 0x74) {
    pos += 4;
    return 0x5f356495;
  }
  if (c === 0x66) {
    pos += 5;
    return 0x3c6ef372;
  }
  if (c === 0x6e) {
    pos += 4;
    return 0x6a09e667;
  }
  number();
  return mix(hashText(String(numValue)) ^ 0x4);
}
