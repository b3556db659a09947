/**
 * The per-result limits applied to a result's bytes, without parsing it: the first `locationsPerResult` locations,
 * and `threadFlowLocationsPerResult` thread-flow locations chosen exactly as trimThreadFlows (rewrite.ts) chooses
 * them. Only the objects and arrays on the way to what is cut are rebuilt; every other byte is the input's. For a
 * result whose thread flows are 1,500 steps long this is the difference between parsing and re-serializing 400 KB
 * and copying most of it.
 *
 * The bytes are a result pass 1 validated, so they are well-formed JSON. Anything this module does not expect (a
 * member written twice) answers undefined: the caller then takes the parse-and-rewrite path.
 */
import type { Limits } from './limits.js';

/** Byte span [start, end) of one JSON value. */
interface Span {
  start: number;
  end: number;
}
/** A member of an object: its value's span, from `keyStart` (the key's opening quote). */
interface Member extends Span {
  key: string;
  keyStart: number;
}

/** An item of codeFlows; `threadFlows` when it is an object with a threadFlows array (else it is copied as is). */
interface CodeFlow {
  span: Span;
  members: Member[];
  threadFlows?: Member;
  flows: Flow[];
}
/** An item of threadFlows; `locations` when it is an object with a locations array (else it is copied as is). */
interface Flow {
  span: Span;
  members: Member[];
  locations?: Member;
  items: Span[];
  importance: number[];
  /** The items the trim keeps (undefined: none). */
  keep?: Set<number>;
}

const IMPORTANCE: Record<string, number> = { essential: 0, important: 1, unimportant: 2 };

class Unexpected extends Error {}

/** The trimmed result, or undefined when it needs no trim or its bytes are not what this module expects. */
export function trimResultBytes(
  bytes: Buffer,
  limits: Limits,
  inherited?: readonly (number | undefined)[],
): Buffer | undefined {
  try {
    return new Trim(bytes, limits, inherited).result();
  } catch (e) {
    if (e instanceof Unexpected) return undefined;
    throw e;
  }
}

/** Reads a value and returns the position just past it, or -1 to let the caller step over it. */
type Visit = (at: number) => number;

class Trim {
  /** The position just past the value the last members() or items() read. */
  private end = 0;
  /** The output, as pieces of the input and punctuation. */
  private readonly out: Buffer[] = [];

  constructor(
    private readonly b: Buffer,
    private readonly limits: Limits,
    /** The rank of each of the run's threadFlowLocations that has an importance (inheritedImportance). */
    private readonly inherited?: readonly (number | undefined)[],
  ) {}

  result(): Buffer | undefined {
    const b = this.b;
    const root = this.skipWs(0);
    if (b[root] !== 0x7b) throw new Unexpected();
    let locations: Span[] | undefined;
    let codeFlows: CodeFlow[] | undefined;
    // One walk: the members on the way to what may be cut are read as they come, the others stepped over.
    const members = this.members(root, (key, at) => {
      if (b[at] !== 0x5b) return -1;
      if (key === 'locations') locations = this.items(at);
      else if (key === 'codeFlows') codeFlows = this.codeFlows(at);
      else return -1;
      return this.end;
    });
    const cutLocations = locations !== undefined && locations.length > this.limits.locationsPerResult;
    const cutFlows = codeFlows !== undefined && this.chooseSteps(codeFlows);
    if (!cutLocations && !cutFlows) return undefined;
    const out = this.out;
    out.push(OPEN_BRACE);
    let first = true;
    for (const m of members) {
      const rebuilt = (m.key === 'locations' && cutLocations) || (m.key === 'codeFlows' && cutFlows);
      if (m.key === 'codeFlows' && cutFlows && !codeFlows!.some(kept)) continue; // no code flow left: it goes
      if (!first) out.push(COMMA);
      first = false;
      if (!rebuilt) {
        out.push(this.b.subarray(m.keyStart, m.end));
        continue;
      }
      out.push(this.b.subarray(m.keyStart, m.start));
      if (m.key === 'locations') this.array(locations!.slice(0, this.limits.locationsPerResult));
      else this.emitCodeFlows(codeFlows!);
    }
    out.push(CLOSE_BRACE);
    return Buffer.concat(out);
  }

  private codeFlows(at: number): CodeFlow[] {
    const b = this.b;
    const codeFlows: CodeFlow[] = [];
    this.items(at, (p) => {
      const cf: CodeFlow = { span: { start: p, end: p }, members: [], flows: [] };
      codeFlows.push(cf);
      if (b[p] !== 0x7b) return (cf.span.end = this.skipValue(p));
      let flows: Flow[] | undefined;
      cf.members = this.members(p, (key, v) => {
        if (key !== 'threadFlows' || b[v] !== 0x5b) return -1;
        flows = [];
        this.items(v, (t) => {
          const flow = this.flow(t);
          flows!.push(flow);
          return flow.span.end;
        });
        return this.end;
      });
      cf.span.end = this.end;
      if (flows !== undefined) {
        cf.threadFlows = cf.members.find((m) => m.key === 'threadFlows');
        cf.flows = flows;
      }
      return cf.span.end;
    });
    return codeFlows;
  }

  private flow(at: number): Flow {
    const b = this.b;
    const flow: Flow = { span: { start: at, end: at }, members: [], items: [], importance: [] };
    if (b[at] !== 0x7b) {
      flow.span.end = this.skipValue(at);
      return flow;
    }
    let read = false;
    flow.members = this.members(at, (key, v) => {
      if (key !== 'locations' || b[v] !== 0x5b) return -1;
      read = true;
      flow.importance = [];
      flow.items = this.items(v, (item) => {
        const end = this.importance(item);
        flow.importance.push(this.rank);
        return end;
      });
      return this.end;
    });
    flow.span.end = this.end;
    if (read) flow.locations = flow.members.find((m) => m.key === 'locations');
    return flow;
  }

  /** Choose the thread-flow locations kept, as trimThreadFlows does; false when none is over the limit. */
  private chooseSteps(codeFlows: CodeFlow[]): boolean {
    const all: { flow: Flow; i: number; importance: number; order: number }[] = [];
    for (const cf of codeFlows) {
      if (cf.threadFlows === undefined) continue;
      for (const f of cf.flows) {
        if (f.locations === undefined) continue;
        f.importance.forEach((importance, i) => all.push({ flow: f, i, importance, order: all.length }));
      }
    }
    const limit = this.limits.threadFlowLocationsPerResult;
    if (all.length <= limit) return false;
    all.sort((x, y) => x.importance - y.importance || x.order - y.order);
    for (const e of all.slice(0, limit)) (e.flow.keep ??= new Set()).add(e.i);
    return true;
  }

  private emitCodeFlows(codeFlows: CodeFlow[]): void {
    const out = this.out;
    out.push(OPEN_BRACKET);
    let first = true;
    for (const cf of codeFlows) {
      if (!kept(cf)) continue; // a code flow left without thread flows goes
      if (!first) out.push(COMMA);
      first = false;
      if (cf.threadFlows === undefined) {
        out.push(this.b.subarray(cf.span.start, cf.span.end));
        continue;
      }
      this.object(cf.members, cf.threadFlows, () => {
        out.push(OPEN_BRACKET);
        let firstFlow = true;
        for (const f of cf.flows) {
          if (f.locations !== undefined && f.keep === undefined) continue; // all its steps were cut: it goes
          if (!firstFlow) out.push(COMMA);
          firstFlow = false;
          if (f.locations === undefined) out.push(this.b.subarray(f.span.start, f.span.end));
          else
            this.object(f.members, f.locations, () => this.array(f.items.filter((_, i) => f.keep!.has(i))));
        }
        out.push(CLOSE_BRACKET);
      });
    }
    out.push(CLOSE_BRACKET);
  }

  /** An object from its members, one of them with a new value (written by `value`). */
  private object(members: Member[], replaced: Member, value: () => void): void {
    const out = this.out;
    out.push(OPEN_BRACE);
    members.forEach((m, i) => {
      if (i > 0) out.push(COMMA);
      if (m !== replaced) {
        out.push(this.b.subarray(m.keyStart, m.end));
        return;
      }
      out.push(this.b.subarray(m.keyStart, m.start));
      value();
    });
    out.push(CLOSE_BRACE);
  }

  private array(items: Span[]): void {
    const out = this.out;
    out.push(OPEN_BRACKET);
    items.forEach((s, i) => {
      if (i > 0) out.push(COMMA);
      out.push(this.b.subarray(s.start, s.end));
    });
    out.push(CLOSE_BRACKET);
  }

  /** Of the last thread-flow location importance() read: its rank for the trim. */
  private rank = 1;

  /**
   * A thread-flow location: its rank (into `rank`: its importance, `important` when absent or unknown) and the
   * position just past it. Keys are compared on their bytes: this runs for every step of every flow.
   */
  private importance(at: number): number {
    const b = this.b;
    this.rank = 1;
    if (b[at] !== 0x7b) return this.skipValue(at);
    let p = this.skipWs(at + 1);
    if (b[p] === 0x7d) return p + 1;
    let seen = false;
    let index = -1;
    for (;;) {
      const keyEnd = this.skipString(p);
      const isImportance =
        keyIs(b, p, keyEnd, IMPORTANCE_KEY) ||
        (hasEscape(b, p, keyEnd) && this.stringAt(p, keyEnd) === 'importance');
      const isIndex =
        this.inherited !== undefined &&
        (keyIs(b, p, keyEnd, INDEX_KEY) || (hasEscape(b, p, keyEnd) && this.stringAt(p, keyEnd) === 'index'));
      p = this.skipWs(keyEnd);
      if (b[p] !== 0x3a) throw new Unexpected();
      p = this.skipWs(p + 1);
      const end = this.skipValue(p);
      if (isImportance) {
        if (seen) throw new Unexpected(); // JSON.parse keeps the last: leave that to it
        seen = true;
        this.rank = b[p] === 0x22 ? (IMPORTANCE[this.stringAt(p, end)] ?? 1) : 1;
      } else if (isIndex) {
        if (index >= 0) throw new Unexpected();
        const n = Number(b.toString('latin1', p, end));
        index = Number.isSafeInteger(n) && n >= 0 ? n : -1;
      }
      p = this.skipWs(end);
      if (b[p] === 0x7d) {
        // A step without its own importance takes its cached object's (SARIF §3.38.2: the index names it).
        if (!seen && index >= 0) this.rank = this.inherited?.[index] ?? 1;
        return p + 1;
      }
      if (b[p] !== 0x2c) throw new Unexpected();
      p = this.skipWs(p + 1);
    }
  }

  /** The members of the object at `at`, in order; `visit` may read a member's value itself. */
  private members(at: number, visit?: (key: string, at: number) => number): Member[] {
    const b = this.b;
    const out: Member[] = [];
    const seen = new Set<string>();
    let p = this.skipWs(at + 1);
    if (b[p] === 0x7d) {
      this.end = p + 1;
      return out;
    }
    for (;;) {
      const keyStart = p;
      const keyEnd = this.skipString(p);
      const key = this.stringAt(keyStart, keyEnd);
      if (seen.has(key)) throw new Unexpected(); // JSON.parse keeps the last: leave that to it
      seen.add(key);
      p = this.skipWs(keyEnd);
      if (b[p] !== 0x3a) throw new Unexpected();
      const start = this.skipWs(p + 1);
      const visited = visit ? visit(key, start) : -1;
      const end = visited >= 0 ? visited : this.skipValue(start);
      out.push({ key, keyStart, start, end });
      p = this.skipWs(end);
      if (b[p] === 0x7d) {
        this.end = p + 1;
        return out;
      }
      if (b[p] !== 0x2c) throw new Unexpected();
      p = this.skipWs(p + 1);
    }
  }

  /** The items of the array at `at`; `visit` may read an item itself. */
  private items(at: number, visit?: Visit): Span[] {
    const b = this.b;
    const out: Span[] = [];
    let p = this.skipWs(at + 1);
    if (b[p] === 0x5d) {
      this.end = p + 1;
      return out;
    }
    for (;;) {
      const visited = visit ? visit(p) : -1;
      const end = visited >= 0 ? visited : this.skipValue(p);
      out.push({ start: p, end });
      p = this.skipWs(end);
      if (b[p] === 0x5d) {
        this.end = p + 1;
        return out;
      }
      if (b[p] !== 0x2c) throw new Unexpected();
      p = this.skipWs(p + 1);
    }
  }

  /** A string's value, from its quotes (keys and enum values: short). */
  private stringAt(start: number, end: number): string {
    const b = this.b;
    if (hasEscape(b, start, end)) return JSON.parse(b.toString('utf8', start, end)) as string;
    return b.toString('utf8', start + 1, end - 1);
  }

  private skipWs(p: number): number {
    const b = this.b;
    while (p < b.length) {
      const c = b[p];
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
      p++;
    }
    return p;
  }

  /** From a string's opening quote to just past its closing one. */
  private skipString(p: number): number {
    const b = this.b;
    const n = b.length;
    if (b[p] !== 0x22) throw new Unexpected();
    p++;
    while (p < n) {
      const c = b[p];
      if (c === 0x22) return p + 1;
      p += c === 0x5c ? 2 : 1;
    }
    throw new Unexpected();
  }

  /** From a value's first byte to just past it. */
  private skipValue(p: number): number {
    const b = this.b;
    const n = b.length;
    const c = b[p];
    if (c === 0x22) return this.skipString(p);
    if (c === 0x7b || c === 0x5b) {
      let depth = 0;
      while (p < n) {
        const x = b[p++];
        if (x === 0x22) {
          // A string, inline: most of a result's bytes are in strings.
          while (p < n) {
            const y = b[p];
            if (y === 0x22) break;
            p += y === 0x5c ? 2 : 1;
          }
          p++;
        } else if (x === 0x7b || x === 0x5b) depth++;
        else if ((x === 0x7d || x === 0x5d) && --depth === 0) return p;
      }
      throw new Unexpected();
    }
    while (p < n) {
      const x = b[p];
      if (x === 0x2c || x === 0x7d || x === 0x5d || x === 0x20 || x === 0x0a || x === 0x0d || x === 0x09)
        break;
      p++;
    }
    return p;
  }
}

const IMPORTANCE_KEY = Buffer.from('"importance"');
const INDEX_KEY = Buffer.from('"index"');
const COMMA = Buffer.from(',');
const OPEN_BRACE = Buffer.from('{');
const CLOSE_BRACE = Buffer.from('}');
const OPEN_BRACKET = Buffer.from('[');
const CLOSE_BRACKET = Buffer.from(']');

/** Whether b[start, end) is exactly these bytes. */
function keyIs(b: Buffer, start: number, end: number, word: Buffer): boolean {
  if (end - start !== word.length) return false;
  for (let i = 0; i < word.length; i++) if (b[start + i] !== word[i]) return false;
  return true;
}

function hasEscape(b: Buffer, start: number, end: number): boolean {
  for (let i = start + 1; i < end - 1; i++) if (b[i] === 0x5c) return true;
  return false;
}

/** Whether anything of a code flow stays: it is copied as it is, or one of its thread flows keeps a step. */
function kept(cf: CodeFlow): boolean {
  return (
    cf.threadFlows === undefined || cf.flows.some((f) => f.locations === undefined || f.keep !== undefined)
  );
}
