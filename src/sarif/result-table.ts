/**
 * Everything the engine keeps about one run's results between the scan and the trim, never the parsed results.
 *
 * Per result only what differs from result to result: where it lies (start, length), its sizes (locations,
 * thread-flow locations) and its profile, 20 bytes in all. A profile is the set of facts that rank a result and
 * resolve its rule (rule id, rule index, component, level, kind, message id, fingerprint, kinds of reference): few
 * distinct ones however many results (rules × levels, typically), so the rule is resolved and the rank computed
 * once per profile. The highest indices a result holds into the run's arrays are kept only for the results that
 * hold any. Issue 12: at 75 bytes a result, the index was what made peak memory grow with the file.
 */

import { NOT_REFERENCES, REF_URI_BASE } from './reference-bits.js';
import type { ResultFacts } from './facts.js';
import { rankOf } from './severity.js';

/** refMask bit set after the scan: the result must be rewritten (it holds a reference to leave out). */
export const REF_REWRITE = REF_URI_BASE << 1;

const INT32_MAX = 0x7fffffff;
const BLOCK_BITS = 16;
const BLOCK = 1 << BLOCK_BITS;
const MASK = BLOCK - 1;

type Typed = Float64Array | Int32Array | Uint32Array | Uint16Array;
const makeF64 = (n: number) => new Float64Array(n);
const makeU32 = (n: number) => new Uint32Array(n);
const makeI32 = (n: number) => new Int32Array(n);
const makeU16 = (n: number) => new Uint16Array(n);

/** Entries of a column's first block when its first value is set: most runs hold a few results (issue 21). */
const FIRST_BLOCK = 16;

/**
 * A growable column in blocks of 65,536 entries. The first block starts at FIRST_BLOCK entries and doubles (a copy
 * of at most 32,768 entries) until it is full size; every later block is allocated full and never copied, so
 * growing never holds an old and a new array of more than one block at once (a doubling array would, at twice the
 * size, at the worst moment of a huge file). A run of one result costs a few hundred bytes, not 1.3 MB (issue 21:
 * 8,000 runs of one result peaked at 4.5 GB).
 */
class Column<T extends Typed> {
  private readonly blocks: T[] = [];
  constructor(private readonly make: (n: number) => T) {}
  get(i: number): number {
    return this.blocks[i >>> BLOCK_BITS][i & MASK];
  }
  set(i: number, v: number): void {
    const b = i >>> BLOCK_BITS;
    if (b === this.blocks.length) this.blocks.push(this.make(b === 0 ? FIRST_BLOCK : BLOCK));
    else if (b === 0 && i >= this.blocks[0].length) this.growFirst(i);
    this.blocks[b][i & MASK] = v;
  }
  private growFirst(i: number): void {
    let n = this.blocks[0].length * 2;
    while (n <= i) n *= 2;
    const grown = this.make(Math.min(n, BLOCK));
    grown.set(this.blocks[0] as never);
    this.blocks[0] = grown;
  }
}

/** A column of counts in 16 bits; the rare larger count is kept aside. */
class CountColumn {
  private static readonly BIG = 0xffff;
  private readonly small = new Column(makeU16);
  private big: Map<number, number> | undefined;
  get(i: number): number {
    const v = this.small.get(i);
    return v === CountColumn.BIG ? this.big!.get(i)! : v;
  }
  set(i: number, v: number): void {
    if (v >= CountColumn.BIG) (this.big ??= new Map()).set(i, v);
    this.small.set(i, Math.min(v, CountColumn.BIG));
  }
}

/** A result's facts as the table stores them: its position in the file, and its rule id interned. */
export type ResultRecord = Omit<
  ResultFacts,
  'ruleId' | 'ruleGuid' | 'componentRef' | 'messageId' | 'uriBases'
> & {
  /** Absolute byte offset and length of the result in its file. */
  start: number;
  length: number;
  /** Interned rule id, -1 if absent. */
  ruleId: number;
  /** Interned message id (a message given by id only), -1 if absent. */
  messageId: number;
};

/** The facts of a profile, as pushed (rule id and message id interned). */
export interface Profile {
  ruleId: number;
  ruleIndex: number;
  /** As ResultRecord.component: -2 - (interned name) for a component named rather than indexed. */
  component: number;
  messageId: number;
  level: number;
  kindFail: number;
  hasLineHash: number;
  refMask: number;
}

/** Words of a profile's key: rule id, rule index, component, message id, and the small facts packed in one. */
const KEY = 5;
/**
 * Words a profile takes: its key, then how many results have it, and where its rule was found and its priority
 * (filled when the run ends). One array for all: a run of one result would otherwise grow five arrays.
 */
const WORDS = KEY + 4;
const COUNT = KEY;
const COMPONENT = KEY + 1;
const RULE = KEY + 2;
const PRIORITY = KEY + 3;
const pack = (r: Pick<Profile, 'level' | 'kindFail' | 'hasLineHash' | 'refMask'>) =>
  (r.level + 1) | (r.kindFail << 3) | (r.hasLineHash << 4) | (r.refMask << 5);

/**
 * Interns profiles by their key in an open-addressing table: no allocation per result. Plain arrays of small
 * integers, not typed arrays: a run has a few profiles, and a typed array costs some 300 bytes of its own.
 */
class Profiles {
  count = 0;
  /** The keys while the run is filled; at seal() they move to the store, out of the collected heap. */
  private keys: number[] | undefined = [];
  /** Where seal() put them in the store's profile column. */
  private base = -1;
  /** The hash table over the keys; dropped by seal() (nothing more is interned), rebuilt if asked again. */
  private slots: number[] | undefined = [-1, -1, -1, -1, -1, -1, -1, -1];

  constructor(private readonly store: ResultStore) {}

  id(a: number, b: number, c: number, d: number, e: number): number {
    const slots = this.slots ?? this.rehash(8);
    const mask = slots.length - 1;
    const keys = this.keys!;
    for (let s = slot(a, b, c, d, e, mask); ; s = (s + 1) & mask) {
      const p = slots[s];
      if (p < 0) return this.add(slots, s, a, b, c, d, e);
      const k = p * WORDS;
      if (keys[k] === a && keys[k + 1] === b && keys[k + 2] === c && keys[k + 3] === d && keys[k + 4] === e)
        return p;
    }
  }

  /** One more result has profile p. */
  count1(p: number): void {
    if (this.keys) this.keys[p * WORDS + COUNT]++;
    else this.set(p, COUNT, this.key(p, COUNT) + 1);
  }

  resolve(p: number, component: number, rule: number, priority: number): void {
    this.set(p, COMPONENT, component);
    this.set(p, RULE, rule);
    this.set(p, PRIORITY, priority);
  }

  key(p: number, word: number): number {
    return this.keys
      ? this.keys[p * WORDS + word]
      : this.store.profileWords.get(this.base + p * WORDS + word);
  }

  private set(p: number, word: number, v: number): void {
    if (this.keys) this.keys[p * WORDS + word] = v;
    else this.store.profileWords.set(this.base + p * WORDS + word, v);
  }

  /**
   * No more profiles: let go of the hash table, and move the keys to the store (a run of a few results then holds
   * no array of its own).
   */
  seal(): void {
    this.slots = undefined;
    const keys = this.keys;
    if (!keys) return;
    const words = this.store.profileWords;
    this.base = this.store.profileLength;
    for (let k = 0; k < keys.length; k++) words.set(this.base + k, keys[k]);
    this.store.profileLength += keys.length;
    this.keys = undefined;
  }

  private add(slots: number[], at: number, a: number, b: number, c: number, d: number, e: number): number {
    const p = this.count++;
    this.keys!.push(a, b, c, d, e, 0, -1, -1, 0);
    slots[at] = p;
    if (this.count * 2 > slots.length) this.rehash(slots.length * 2);
    return p;
  }

  /** A hash table of `size` slots (a power of two) over the profiles so far; back from the store if sealed. */
  private rehash(size: number): number[] {
    if (!this.keys) {
      const keys: number[] = [];
      for (let k = 0; k < this.count * WORDS; k++) keys.push(this.store.profileWords.get(this.base + k));
      this.keys = keys;
    }
    while (this.count * 2 > size) size *= 2;
    const slots = new Array<number>(size).fill(-1);
    const mask = size - 1;
    const keys = this.keys;
    for (let p = 0; p < this.count; p++) {
      const k = p * WORDS;
      let s = slot(keys[k], keys[k + 1], keys[k + 2], keys[k + 3], keys[k + 4], mask);
      while (slots[s] >= 0) s = (s + 1) & mask;
      slots[s] = p;
    }
    return (this.slots = slots);
  }
}

function slot(a: number, b: number, c: number, d: number, e: number, mask: number): number {
  let h = Math.imul(a ^ Math.imul(b, 0x85ebca6b), 0x9e3779b1);
  h = Math.imul(h ^ c ^ Math.imul(d, 0xc2b2ae35) ^ (e << 7), 0x9e3779b1);
  return (h ^ (h >>> 15)) & mask;
}

/**
 * The per-result columns of many tables: each table's rows follow one another (a table is filled before the next
 * one starts, as pass 1 reads runs and files in order). One store for a whole check means no columns per run: a
 * run of one result costs a few hundred bytes, where five columns of its own cost some 2 KB, and 8,000 runs of one
 * result in one file once peaked at 4.5 GB (issue 21).
 */
export class ResultStore {
  /** Rows used. */
  length = 0;
  readonly start = new Column(makeF64);
  /** A result is at most ScanLimits.maxValueBytes (256 MB by default), and JSON.parse takes no string over 512 MB. */
  readonly byteLength = new Column(makeU32);
  readonly profile = new Column(makeU32);
  readonly locations = new CountColumn();
  readonly threadFlowLocations = new CountColumn();
  /** The profiles of sealed tables (ResultTable.seal), WORDS 32-bit integers each (as the keys always were), and how many numbers are used. */
  readonly profileWords = new Column(makeI32);
  profileLength = 0;
  /** Rows used of the reference columns. */
  referencing = 0;
  /** One copy of each id string for all tables: thousands of runs of one tool name the same rules (issue 21). */
  private readonly texts = new Map<string, string>();
  text(s: string): string {
    const known = this.texts.get(s);
    if (known !== undefined) return known;
    this.texts.set(s, s);
    return s;
  }
  private refs: ReferenceColumns | undefined;
  /** Made at the first result that holds a reference into its run: many checks have none. */
  get references(): ReferenceColumns {
    return (this.refs ??= new ReferenceColumns());
  }
}

/** Per result that holds a reference into the run: its row, and the highest index it holds into each kind. */
class ReferenceColumns {
  readonly index = new Column(makeU32);
  readonly maxArtifact = new Column(makeI32);
  readonly maxLogical = new Column(makeI32);
  readonly maxThreadFlow = new Column(makeI32);
  readonly maxOther = new Column(makeI32);
}

/** Above this many interned ids a table looks them up in a map; below, a scan of the few it has is quicker. */
const INTERN_SCAN = 8;

export class ResultTable {
  length = 0;
  /** The store's row of this table's first result, and of its first referencing result (-1: none yet). */
  private base = -1;
  private refBase = -1;
  /** The profiles, with how many results have each and where its rule was found (filled when the run ends). */
  private readonly profiles: Profiles;
  /** Results that hold a reference into the run (refMask beyond NOT_REFERENCES), in order, with their maxima. */
  private referencing = 0;
  private lastRow = -1;
  /** Results found to hold a dangling reference after the scan (rare). */
  private rewrite: Set<number> | undefined;
  /** Interned rule ids (message ids and component names too). Copied to its length at seal(). */
  ruleIds: string[] = [];
  /** Every base name (`uriBaseId`) the results name: a merge's new names must be none of them (base-uris.ts). */
  bases: Set<string> | undefined;
  private ruleIdSymbols: Map<string, number> | undefined;

  /** `store`: shared with the tables filled before and after this one (default: its own). */
  constructor(private readonly store = new ResultStore()) {
    this.profiles = new Profiles(store);
  }

  /** Note the base names a result names. */
  noteBases(names: readonly string[]): void {
    const bases = (this.bases ??= new Set());
    for (const n of names) bases.add(n);
  }

  intern(ruleId: string): number {
    const ids = this.ruleIds;
    if (!this.ruleIdSymbols && ids.length >= INTERN_SCAN)
      this.ruleIdSymbols = new Map(ids.map((id, s) => [id, s]));
    if (!this.ruleIdSymbols) {
      for (let s = 0; s < ids.length; s++) if (ids[s] === ruleId) return s;
      return ids.push(this.store.text(ruleId)) - 1;
    }
    let sym = this.ruleIdSymbols.get(ruleId);
    if (sym === undefined) {
      sym = ids.push(this.store.text(ruleId)) - 1;
      this.ruleIdSymbols.set(ruleId, sym);
    }
    return sym;
  }

  /**
   * The run has ended: nothing more is pushed or interned. Lets go of what only filling needs (the profiles' hash
   * table, the map of ids); a push after this still works, rebuilding them.
   */
  seal(): void {
    this.profiles.seal();
    this.ruleIdSymbols = undefined;
    // Grown by push, the array has room for 16 ids however few it holds: some 100 bytes a run (issue 21).
    this.ruleIds = this.ruleIds.slice();
  }

  push(r: ResultRecord): number {
    const s = this.store;
    if (this.base < 0) this.base = s.length;
    else if (s.length !== this.base + this.length)
      throw new Error('result tables sharing a store were filled at once');
    const i = this.length++;
    const row = s.length++;
    s.start.set(row, r.start);
    s.byteLength.set(row, r.length);
    s.locations.set(row, r.locations);
    s.threadFlowLocations.set(row, r.threadFlowLocations);
    const p = this.profiles.id(r.ruleId, r.ruleIndex, r.component, r.messageId, pack(r));
    this.profiles.count1(p);
    s.profile.set(row, p);
    if ((r.refMask & ~NOT_REFERENCES) !== 0) {
      if (this.refBase < 0) this.refBase = s.referencing;
      else if (s.referencing !== this.refBase + this.referencing)
        throw new Error('result tables sharing a store were filled at once');
      this.referencing++;
      const k = s.referencing++;
      const refs = s.references;
      refs.index.set(k, i);
      // 32-bit columns: an index past them (2^31 and up, dangling in any real array) kept as the largest they hold,
      // not wrapped to a small one that would pass for in range (a fuzzer's 4294967296 became 0).
      refs.maxArtifact.set(k, Math.min(r.maxArtifact, INT32_MAX));
      refs.maxLogical.set(k, Math.min(r.maxLogical, INT32_MAX));
      refs.maxThreadFlow.set(k, Math.min(r.maxThreadFlow, INT32_MAX));
      refs.maxOther.set(k, Math.min(r.maxOther, INT32_MAX));
    }
    return i;
  }

  start(i: number): number {
    return this.store.start.get(this.base + i);
  }
  byteLength(i: number): number {
    return this.store.byteLength.get(this.base + i);
  }
  locations(i: number): number {
    return this.store.locations.get(this.base + i);
  }
  threadFlowLocations(i: number): number {
    return this.store.threadFlowLocations.get(this.base + i);
  }

  /** The result's profile: 0 … profileCount - 1. */
  profile(i: number): number {
    return this.store.profile.get(this.base + i);
  }
  get profileCount(): number {
    return this.profiles.count;
  }
  /** How many results have profile p. */
  profileSize(p: number): number {
    return this.profiles.key(p, COUNT);
  }
  profileFacts(p: number): Profile {
    const small = this.profiles.key(p, 4);
    return {
      ruleId: this.profiles.key(p, 0),
      ruleIndex: this.profiles.key(p, 1),
      component: this.profiles.key(p, 2),
      messageId: this.profiles.key(p, 3),
      level: (small & 7) - 1,
      kindFail: (small >> 3) & 1,
      hasLineHash: (small >> 4) & 1,
      refMask: small >>> 5,
    };
  }
  profilePriority(p: number): number {
    return this.profiles.key(p, PRIORITY);
  }
  /** Where profile p's rule was found: component (-1 driver) and index in its rules (-1 unresolved); its priority. */
  resolveProfile(p: number, component: number, rule: number, priority: number): void {
    this.profiles.resolve(p, component, rule, priority);
  }

  ruleId(i: number): string | undefined {
    const s = this.profiles.key(this.profile(i), 0);
    return s < 0 ? undefined : this.ruleIds[s];
  }
  ruleIndex(i: number): number {
    return this.profiles.key(this.profile(i), 1);
  }
  component(i: number): number {
    return this.profiles.key(this.profile(i), 2);
  }
  messageId(i: number): string | undefined {
    const s = this.profiles.key(this.profile(i), 3);
    return s < 0 ? undefined : this.ruleIds[s];
  }
  level(i: number): number {
    return (this.profiles.key(this.profile(i), 4) & 7) - 1;
  }
  kindFail(i: number): boolean {
    return ((this.profiles.key(this.profile(i), 4) >> 3) & 1) === 1;
  }
  hasLineHash(i: number): boolean {
    return ((this.profiles.key(this.profile(i), 4) >> 4) & 1) === 1;
  }
  /** REF_* bits of result-facts.ts, and REF_REWRITE. */
  refMask(i: number): number {
    const mask = this.profiles.key(this.profile(i), 4) >>> 5;
    return this.rewrite?.has(i) ? mask | REF_REWRITE : mask;
  }
  /** Marks a result as needing a rewrite whatever the plan does (a dangling reference to leave out). */
  markRewrite(i: number): void {
    (this.rewrite ??= new Set()).add(i);
  }

  /** How many results hold a reference into the run; the k-th of them is result referencingResult(k). */
  get referencingCount(): number {
    return this.referencing;
  }
  referencingResult(k: number): number {
    return this.store.references.index.get(this.refBase + k);
  }
  maxArtifact(i: number): number {
    const k = this.referencingRow(i);
    return k < 0 ? -1 : this.store.references.maxArtifact.get(this.refBase + k);
  }
  maxLogical(i: number): number {
    const k = this.referencingRow(i);
    return k < 0 ? -1 : this.store.references.maxLogical.get(this.refBase + k);
  }
  maxThreadFlow(i: number): number {
    const k = this.referencingRow(i);
    return k < 0 ? -1 : this.store.references.maxThreadFlow.get(this.refBase + k);
  }
  maxOther(i: number): number {
    const k = this.referencingRow(i);
    return k < 0 ? -1 : this.store.references.maxOther.get(this.refBase + k);
  }
  /**
   * Row of result i among the referencing results, or -1: the row asked last or the next (a walk in order), else a
   * binary search (they are in order).
   */
  private referencingRow(i: number): number {
    if (this.referencing === 0) return -1;
    const index = this.store.references.index;
    const base = this.refBase;
    const last = this.lastRow;
    if (last >= 0 && last < this.referencing && index.get(base + last) === i) return last;
    if (last + 1 < this.referencing && index.get(base + last + 1) === i) return (this.lastRow = last + 1);
    let lo = 0;
    let hi = this.referencing - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = index.get(base + mid);
      if (at === i) return (this.lastRow = mid);
      if (at < i) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  profileComponent(p: number): number {
    return this.profiles.key(p, COMPONENT);
  }
  profileRule(p: number): number {
    return this.profiles.key(p, RULE);
  }

  resolvedComponent(i: number): number {
    return this.profiles.key(this.profile(i), COMPONENT);
  }
  resolvedRule(i: number): number {
    return this.profiles.key(this.profile(i), RULE);
  }
  /** The severity priority of the result (severity.ts), set when the run ends. */
  priority(i: number): number {
    return this.profiles.key(this.profile(i), PRIORITY);
  }
  /** The result's rank in its run: its priority, then its order. */
  rank(i: number): number {
    return rankOf(this.priority(i), i);
  }
}
