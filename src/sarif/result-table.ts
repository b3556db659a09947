/**
 * Everything the engine keeps about one run's results between the scan and the trim: a few numbers each, in
 * growable typed arrays (about 50 bytes a result), never the parsed results themselves. A 1.5 GB file of 1.5
 * million results indexes into some 75 MB.
 */

class Column<T extends Float64Array | Int32Array | Int8Array> {
  data: T;
  constructor(private readonly make: (n: number) => T) {
    this.data = make(256);
  }
  grow(n: number): void {
    if (n <= this.data.length) return;
    const next = this.make(Math.max(n, this.data.length * 2));
    next.set(this.data);
    this.data = next;
  }
}

const f64 = (n: number) => new Float64Array(n);
const i32 = (n: number) => new Int32Array(n);
const i8 = (n: number) => new Int8Array(n);

export interface ResultRecord {
  /** Absolute byte offset and length of the result in its file. */
  start: number;
  length: number;
  /** Interned `ruleId` (or `rule.id`), -1 if absent. */
  ruleId: number;
  /** `ruleIndex` (or `rule.index`), -1 if absent. */
  ruleIndex: number;
  /** `rule.toolComponent.index`, -1 for the driver. */
  component: number;
  /** Result level code (see severity.ts), -1 if absent. */
  level: number;
  /** 1 when kind is absent or `fail`. */
  kindFail: number;
  /** Sizes the trim limits, counted once during the scan so that untouched results can be copied verbatim. */
  locations: number;
  threadFlowLocations: number;
  /** 1 when partialFingerprints.primaryLocationLineHash is present. */
  hasLineHash: number;
}

export class ResultTable {
  length = 0;
  private readonly startCol = new Column(f64);
  private readonly lengthCol = new Column(f64);
  private readonly ruleIdCol = new Column(i32);
  private readonly ruleIndexCol = new Column(i32);
  private readonly componentCol = new Column(i32);
  private readonly levelCol = new Column(i8);
  private readonly kindCol = new Column(i8);
  private readonly locationsCol = new Column(i32);
  private readonly threadFlowLocationsCol = new Column(i32);
  private readonly lineHashCol = new Column(i8);
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
    if (this.length > this.startCol.data.length) for (const c of this.columns()) c.grow(this.length);
    this.startCol.data[i] = r.start;
    this.lengthCol.data[i] = r.length;
    this.ruleIdCol.data[i] = r.ruleId;
    this.ruleIndexCol.data[i] = r.ruleIndex;
    this.componentCol.data[i] = r.component;
    this.levelCol.data[i] = r.level;
    this.kindCol.data[i] = r.kindFail;
    this.locationsCol.data[i] = r.locations;
    this.threadFlowLocationsCol.data[i] = r.threadFlowLocations;
    this.lineHashCol.data[i] = r.hasLineHash;
    this.resolvedComponentCol.data[i] = -1;
    this.resolvedRuleCol.data[i] = -1;
    return i;
  }

  private columns() {
    return [
      this.startCol,
      this.lengthCol,
      this.ruleIdCol,
      this.ruleIndexCol,
      this.componentCol,
      this.levelCol,
      this.kindCol,
      this.locationsCol,
      this.threadFlowLocationsCol,
      this.lineHashCol,
      this.resolvedComponentCol,
      this.resolvedRuleCol,
      this.rankCol,
    ];
  }

  start(i: number): number {
    return this.startCol.data[i];
  }
  byteLength(i: number): number {
    return this.lengthCol.data[i];
  }
  ruleId(i: number): string | undefined {
    const s = this.ruleIdCol.data[i];
    return s < 0 ? undefined : this.ruleIds[s];
  }
  ruleIndex(i: number): number {
    return this.ruleIndexCol.data[i];
  }
  component(i: number): number {
    return this.componentCol.data[i];
  }
  level(i: number): number {
    return this.levelCol.data[i];
  }
  kindFail(i: number): boolean {
    return this.kindCol.data[i] === 1;
  }
  locations(i: number): number {
    return this.locationsCol.data[i];
  }
  threadFlowLocations(i: number): number {
    return this.threadFlowLocationsCol.data[i];
  }
  hasLineHash(i: number): boolean {
    return this.lineHashCol.data[i] === 1;
  }

  /** Where the result's rule was found: component (-1 driver) and index in its rules, or -1 if unresolved. */
  resolve(i: number, component: number, rule: number, rankValue: number): void {
    this.resolvedComponentCol.data[i] = component;
    this.resolvedRuleCol.data[i] = rule;
    this.rankCol.data[i] = rankValue;
  }
  resolvedComponent(i: number): number {
    return this.resolvedComponentCol.data[i];
  }
  resolvedRule(i: number): number {
    return this.resolvedRuleCol.data[i];
  }
  rank(i: number): number {
    return this.rankCol.data[i];
  }
}
