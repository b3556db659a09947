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

import { REF_DUPLICATES, REF_LOCAL_DANGLING, type ResultFacts } from './result-facts.js';
import { rankOf } from './severity.js';

/** refMask bit set after the scan: the result must be rewritten (it holds a reference to leave out). */
export const REF_REWRITE = REF_LOCAL_DANGLING << 1;

const BLOCK_BITS = 16;
const BLOCK = 1 << BLOCK_BITS;
const MASK = BLOCK - 1;

type Typed = Float64Array | Int32Array | Uint32Array | Uint16Array;

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
  private readonly small = new Column((n) => new Uint16Array(n));
  private readonly big = new Map<number, number>();
  get(i: number): number {
    const v = this.small.get(i);
    return v === CountColumn.BIG ? this.big.get(i)! : v;
  }
  set(i: number, v: number): void {
    if (v >= CountColumn.BIG) this.big.set(i, v);
    this.small.set(i, Math.min(v, CountColumn.BIG));
  }
}

/** A result's facts as the table stores them: its position in the file, and its rule id interned. */
export type ResultRecord = Omit<ResultFacts, 'ruleId' | 'componentRef' | 'messageId'> & {
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
const pack = (r: Pick<Profile, 'level' | 'kindFail' | 'hasLineHash' | 'refMask'>) =>
  (r.level + 1) | (r.kindFail << 3) | (r.hasLineHash << 4) | (r.refMask << 5);

/** Interns profiles by their key in an open-addressing table: no allocation per result. */
class Profiles {
  count = 0;
  private keys = new Int32Array(KEY * 16);
  private slots = new Int32Array(32).fill(-1);

  id(a: number, b: number, c: number, d: number, e: number): number {
    let h = Math.imul(a ^ Math.imul(b, 0x85ebca6b), 0x9e3779b1);
    h = Math.imul(h ^ c ^ Math.imul(d, 0xc2b2ae35) ^ (e << 7), 0x9e3779b1);
    const mask = this.slots.length - 1;
    for (let s = (h ^ (h >>> 15)) & mask; ; s = (s + 1) & mask) {
      const p = this.slots[s];
      if (p < 0) return this.add(s, a, b, c, d, e);
      const k = p * KEY;
      const keys = this.keys;
      if (keys[k] === a && keys[k + 1] === b && keys[k + 2] === c && keys[k + 3] === d && keys[k + 4] === e)
        return p;
    }
  }

  key(p: number, word: number): number {
    return this.keys[p * KEY + word];
  }

  private add(slot: number, a: number, b: number, c: number, d: number, e: number): number {
    const p = this.count++;
    if ((p + 1) * KEY > this.keys.length) {
      const keys = new Int32Array(this.keys.length * 2);
      keys.set(this.keys);
      this.keys = keys;
    }
    this.keys.set([a, b, c, d, e], p * KEY);
    this.slots[slot] = p;
    if (this.count * 2 > this.slots.length) this.rehash();
    return p;
  }

  private rehash(): void {
    const old = this.count;
    this.slots = new Int32Array(this.slots.length * 2).fill(-1);
    this.count = 0;
    const keys = this.keys;
    this.keys = new Int32Array(keys.length);
    for (let p = 0; p < old; p++) {
      const k = p * KEY;
      this.id(keys[k], keys[k + 1], keys[k + 2], keys[k + 3], keys[k + 4]);
    }
  }
}

export class ResultTable {
  length = 0;
  private readonly startCol = new Column((n) => new Float64Array(n));
  /** A result is at most ScanLimits.maxValueBytes (256 MB by default), and JSON.parse takes no string over 512 MB. */
  private readonly lengthCol = new Column((n) => new Uint32Array(n));
  private readonly profileCol = new Column((n) => new Uint32Array(n));
  private readonly locationsCol = new CountColumn();
  private readonly threadFlowLocationsCol = new CountColumn();
  private readonly profiles = new Profiles();
  /** Per profile: how many results have it, and where its rule was found (filled when the run ends). */
  private readonly profileCounts: number[] = [];
  private readonly resolvedComponents: number[] = [];
  private readonly resolvedRules: number[] = [];
  private readonly priorities: number[] = [];
  /** Results that hold a reference into the run (refMask beyond REF_DUPLICATES), in order, with their maxima. */
  private referencing = 0;
  private lastRow = -1;
  private readonly refIndexCol = new Column((n) => new Uint32Array(n));
  private readonly maxArtifactCol = new Column((n) => new Int32Array(n));
  private readonly maxLogicalCol = new Column((n) => new Int32Array(n));
  private readonly maxThreadFlowCol = new Column((n) => new Int32Array(n));
  private readonly maxOtherCol = new Column((n) => new Int32Array(n));
  /** Results found to hold a dangling reference after the scan (rare). */
  private readonly rewrite = new Set<number>();
  /** Interned rule ids (message ids and component names too). */
  readonly ruleIds: string[] = [];
  private readonly ruleIdSymbols = new Map<string, number>();

  intern(ruleId: string): number {
    let sym = this.ruleIdSymbols.get(ruleId);
    if (sym === undefined) {
      sym = this.ruleIds.length;
      this.ruleIds.push(ruleId);
      this.ruleIdSymbols.set(ruleId, sym);
    }
    return sym;
  }

  push(r: ResultRecord): number {
    const i = this.length++;
    this.startCol.set(i, r.start);
    this.lengthCol.set(i, r.length);
    this.locationsCol.set(i, r.locations);
    this.threadFlowLocationsCol.set(i, r.threadFlowLocations);
    const p = this.profiles.id(r.ruleId, r.ruleIndex, r.component, r.messageId, pack(r));
    if (p === this.profileCounts.length) {
      this.profileCounts.push(0);
      this.resolvedComponents.push(-1);
      this.resolvedRules.push(-1);
      this.priorities.push(0);
    }
    this.profileCounts[p]++;
    this.profileCol.set(i, p);
    if ((r.refMask & ~REF_DUPLICATES) !== 0) {
      const k = this.referencing++;
      this.refIndexCol.set(k, i);
      this.maxArtifactCol.set(k, r.maxArtifact);
      this.maxLogicalCol.set(k, r.maxLogical);
      this.maxThreadFlowCol.set(k, r.maxThreadFlow);
      this.maxOtherCol.set(k, r.maxOther);
    }
    return i;
  }

  start(i: number): number {
    return this.startCol.get(i);
  }
  byteLength(i: number): number {
    return this.lengthCol.get(i);
  }
  locations(i: number): number {
    return this.locationsCol.get(i);
  }
  threadFlowLocations(i: number): number {
    return this.threadFlowLocationsCol.get(i);
  }

  /** The result's profile: 0 … profileCount - 1. */
  profile(i: number): number {
    return this.profileCol.get(i);
  }
  get profileCount(): number {
    return this.profiles.count;
  }
  /** How many results have profile p. */
  profileSize(p: number): number {
    return this.profileCounts[p];
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
    return this.priorities[p];
  }
  /** Where profile p's rule was found: component (-1 driver) and index in its rules (-1 unresolved); its priority. */
  resolveProfile(p: number, component: number, rule: number, priority: number): void {
    this.resolvedComponents[p] = component;
    this.resolvedRules[p] = rule;
    this.priorities[p] = priority;
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
    return this.rewrite.has(i) ? mask | REF_REWRITE : mask;
  }
  /** Marks a result as needing a rewrite whatever the plan does (a dangling reference to leave out). */
  markRewrite(i: number): void {
    this.rewrite.add(i);
  }

  /** How many results hold a reference into the run; the k-th of them is result referencingResult(k). */
  get referencingCount(): number {
    return this.referencing;
  }
  referencingResult(k: number): number {
    return this.refIndexCol.get(k);
  }
  maxArtifact(i: number): number {
    const k = this.referencingRow(i);
    return k < 0 ? -1 : this.maxArtifactCol.get(k);
  }
  maxLogical(i: number): number {
    const k = this.referencingRow(i);
    return k < 0 ? -1 : this.maxLogicalCol.get(k);
  }
  maxThreadFlow(i: number): number {
    const k = this.referencingRow(i);
    return k < 0 ? -1 : this.maxThreadFlowCol.get(k);
  }
  maxOther(i: number): number {
    const k = this.referencingRow(i);
    return k < 0 ? -1 : this.maxOtherCol.get(k);
  }
  /**
   * Row of result i among the referencing results, or -1: the row asked last or the next (a walk in order), else a
   * binary search (they are in order).
   */
  private referencingRow(i: number): number {
    const last = this.lastRow;
    if (last >= 0 && last < this.referencing && this.refIndexCol.get(last) === i) return last;
    if (last + 1 < this.referencing && this.refIndexCol.get(last + 1) === i) return (this.lastRow = last + 1);
    let lo = 0;
    let hi = this.referencing - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = this.refIndexCol.get(mid);
      if (at === i) return (this.lastRow = mid);
      if (at < i) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  profileComponent(p: number): number {
    return this.resolvedComponents[p];
  }
  profileRule(p: number): number {
    return this.resolvedRules[p];
  }

  resolvedComponent(i: number): number {
    return this.resolvedComponents[this.profile(i)];
  }
  resolvedRule(i: number): number {
    return this.resolvedRules[this.profile(i)];
  }
  /** The severity priority of the result (severity.ts), set when the run ends. */
  priority(i: number): number {
    return this.priorities[this.profile(i)];
  }
  /** The result's rank in its run: its priority, then its order. */
  rank(i: number): number {
    return rankOf(this.priority(i), i);
  }
}
