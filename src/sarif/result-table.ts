/**
 * Everything the engine keeps about one run's results between the scan and the trim: a few numbers each (75 bytes a
 * result), never the parsed results themselves. 2.3 million results index into some 170 MB.
 */

import { REF_LOCAL_DANGLING, type ResultFacts } from './result-facts.js';

/** refMask bit set after the scan: the result must be rewritten (it holds a reference to leave out). */
export const REF_REWRITE = REF_LOCAL_DANGLING << 1;

const BLOCK_BITS = 16;
const BLOCK = 1 << BLOCK_BITS;
const MASK = BLOCK - 1;

type Typed = Float64Array | Int32Array | Uint32Array | Int8Array;

/**
 * A growable column in fixed blocks of 65,536 entries: growing never copies, and never holds an old and a new
 * array at once (a doubling array would, at twice the size, at the worst moment of a huge file).
 */
class Column<T extends Typed> {
  private readonly blocks: T[] = [];
  constructor(private readonly make: (n: number) => T) {}
  get(i: number): number {
    return this.blocks[i >>> BLOCK_BITS][i & MASK];
  }
  set(i: number, v: number): void {
    const b = i >>> BLOCK_BITS;
    if (b === this.blocks.length) this.blocks.push(this.make(BLOCK));
    this.blocks[b][i & MASK] = v;
  }
}

const f64 = (n: number) => new Float64Array(n);
const i32 = (n: number) => new Int32Array(n);
const u32 = (n: number) => new Uint32Array(n);
const i8 = (n: number) => new Int8Array(n);

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

export class ResultTable {
  length = 0;
  private readonly startCol = new Column(f64);
  /** A result is at most ScanLimits.maxValueBytes (256 MB by default), and JSON.parse takes no string over 512 MB. */
  private readonly lengthCol = new Column(u32);
  private readonly ruleIdCol = new Column(i32);
  private readonly ruleIndexCol = new Column(i32);
  private readonly componentCol = new Column(i32);
  private readonly levelCol = new Column(i8);
  private readonly kindCol = new Column(i8);
  private readonly locationsCol = new Column(i32);
  private readonly threadFlowLocationsCol = new Column(i32);
  private readonly lineHashCol = new Column(i8);
  private readonly refMaskCol = new Column(i32);
  private readonly maxArtifactCol = new Column(i32);
  private readonly maxLogicalCol = new Column(i32);
  private readonly maxThreadFlowCol = new Column(i32);
  private readonly maxOtherCol = new Column(i32);
  private readonly messageIdCol = new Column(i32);
  /** Filled when the run ends and its rules are known. */
  private readonly resolvedComponentCol = new Column(i32);
  private readonly resolvedRuleCol = new Column(i32);
  private readonly rankCol = new Column(f64);
  /** Interned rule ids. */
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
    this.ruleIdCol.set(i, r.ruleId);
    this.ruleIndexCol.set(i, r.ruleIndex);
    this.componentCol.set(i, r.component);
    this.levelCol.set(i, r.level);
    this.kindCol.set(i, r.kindFail);
    this.locationsCol.set(i, r.locations);
    this.threadFlowLocationsCol.set(i, r.threadFlowLocations);
    this.lineHashCol.set(i, r.hasLineHash);
    this.refMaskCol.set(i, r.refMask);
    this.maxArtifactCol.set(i, r.maxArtifact);
    this.maxLogicalCol.set(i, r.maxLogical);
    this.maxThreadFlowCol.set(i, r.maxThreadFlow);
    this.maxOtherCol.set(i, r.maxOther);
    this.messageIdCol.set(i, r.messageId);
    this.resolvedComponentCol.set(i, -1);
    this.resolvedRuleCol.set(i, -1);
    return i;
  }

  start(i: number): number {
    return this.startCol.get(i);
  }
  byteLength(i: number): number {
    return this.lengthCol.get(i);
  }
  ruleId(i: number): string | undefined {
    const s = this.ruleIdCol.get(i);
    return s < 0 ? undefined : this.ruleIds[s];
  }
  ruleIndex(i: number): number {
    return this.ruleIndexCol.get(i);
  }
  component(i: number): number {
    return this.componentCol.get(i);
  }
  level(i: number): number {
    return this.levelCol.get(i);
  }
  kindFail(i: number): boolean {
    return this.kindCol.get(i) === 1;
  }
  locations(i: number): number {
    return this.locationsCol.get(i);
  }
  threadFlowLocations(i: number): number {
    return this.threadFlowLocationsCol.get(i);
  }
  hasLineHash(i: number): boolean {
    return this.lineHashCol.get(i) === 1;
  }
  /** REF_* bits of result-facts.ts. */
  refMask(i: number): number {
    return this.refMaskCol.get(i);
  }
  maxArtifact(i: number): number {
    return this.maxArtifactCol.get(i);
  }
  maxLogical(i: number): number {
    return this.maxLogicalCol.get(i);
  }
  maxThreadFlow(i: number): number {
    return this.maxThreadFlowCol.get(i);
  }
  maxOther(i: number): number {
    return this.maxOtherCol.get(i);
  }
  messageId(i: number): string | undefined {
    const s = this.messageIdCol.get(i);
    return s < 0 ? undefined : this.ruleIds[s];
  }
  /** Marks a result as needing a rewrite whatever the plan does (a dangling reference to leave out). */
  markRewrite(i: number): void {
    this.refMaskCol.set(i, this.refMaskCol.get(i) | REF_REWRITE);
  }

  /** Where the result's rule was found: component (-1 driver) and index in its rules, or -1 if unresolved. */
  resolve(i: number, component: number, rule: number, rankValue: number): void {
    this.resolvedComponentCol.set(i, component);
    this.resolvedRuleCol.set(i, rule);
    this.rankCol.set(i, rankValue);
  }
  resolvedComponent(i: number): number {
    return this.resolvedComponentCol.get(i);
  }
  resolvedRule(i: number): number {
    return this.resolvedRuleCol.get(i);
  }
  rank(i: number): number {
    return this.rankCol.get(i);
  }
}
