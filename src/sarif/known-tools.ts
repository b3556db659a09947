/**
 * The tools a check has already validated, by their bytes. A monorepo's files are mostly one tool's, and each writes
 * that tool (its driver, rules and extensions) byte for byte the same: 300 files of CodeQL for Java carry 300 copies
 * of 88 KB. A tool whose bytes are those of one already found valid (UTF-8, no repeated key, the schema) is not
 * checked again, nor scanned (the scanner compares the bytes where they lie and jumps past them), nor parsed (the runs
 * share one frozen parse of it, copied only where the plan or a merge changes it: 10,000 packages' runs held 10,000
 * copies between the two passes, a quarter of what the check kept); anything that differs by one byte is checked in
 * full. The cache is bounded, and holds copies (the scan's chunks are reused).
 */
import { deepFreeze, type Json } from './json.js';
import { holdsReferences } from './references.js';

/** Tools kept at most, their largest size, and all their bytes together. */
const MAX_TOOLS = 32;
const MAX_TOOL_BYTES = 1024 * 1024;
const MAX_TOTAL_BYTES = 8 * 1024 * 1024;
/**
 * The bytes of the tools kept parsed, to be copied (a parsed tool takes some five times its bytes); the others are
 * parsed for each run that has them.
 */
const MAX_PARSED_BYTES = 2 * 1024 * 1024;

export class KnownTools {
  private readonly byLength = new Map<number, number[]>();
  /** The tools, in the order they were found valid: a tool's id is its place here. */
  private readonly tools: Buffer[] = [];
  private total = 0;
  /** Tools parsed once, on their first reuse, within MAX_PARSED_BYTES, and frozen: the runs that have them share them. */
  private readonly parsed: (Json | undefined)[] = [];
  private parsedBytes = 0;
  /** Whether each tool holds a reference (references.ts), found on its first reuse. */
  private readonly references: boolean[] = [];

  /** The id of the tool with these bytes if this check found it valid, else -1. */
  id(bytes: Buffer): number {
    const same = this.byLength.get(bytes.length);
    if (same === undefined) return -1;
    for (const id of same) if (this.tools[id].equals(bytes)) return id;
    return -1;
  }

  /** The end of a known tool's bytes when they lie in `chunk` from `at` (chunk[at] is its `{`), else -1. */
  endAt(chunk: Buffer, at: number): number {
    const room = chunk.length - at;
    for (const tool of this.tools)
      if (
        tool.length <= room &&
        chunk[at + tool.length - 1] === tool[tool.length - 1] &&
        chunk.compare(tool, 0, tool.length, at, at + tool.length) === 0
      )
        return at + tool.length;
    return -1;
  }

  /**
   * Known tool `id` as JSON.parse would give it: one deep-frozen value for every caller (`shared`), which whoever
   * changes a run's tool copies first (log-index.ts, ownTool); past MAX_PARSED_BYTES a fresh parse for each.
   */
  value(id: number): { tool: Json; shared: boolean } {
    const kept = this.parsed[id];
    if (kept !== undefined) return { tool: kept, shared: true };
    const value = this.parse(id);
    const size = this.tools[id].length;
    if (this.parsedBytes + size > MAX_PARSED_BYTES) return { tool: value, shared: false };
    this.parsed[id] = deepFreeze(value);
    this.parsedBytes += size;
    return { tool: value, shared: true };
  }

  /** Whether known tool `id` holds no reference at all: then walking a copy of it for references does nothing. */
  referenceFree(id: number): boolean {
    return !(this.references[id] ??= holdsReferences(this.parsed[id] ?? this.parse(id)));
  }

  private parse(id: number): Json {
    return JSON.parse(this.tools[id].toString('utf8')) as Json;
  }

  has(bytes: Buffer): boolean {
    return this.id(bytes) >= 0;
  }

  /** A copy of a tool's bytes to add once it is found valid; undefined when it would not fit. */
  candidate(bytes: Buffer): Buffer | undefined {
    return this.fits(bytes.length) ? Buffer.from(bytes) : undefined;
  }

  /** A tool found valid (its candidate copy): its id, or -1 when it does not fit. */
  add(bytes: Buffer): number {
    const known = this.id(bytes);
    if (known >= 0 || !this.fits(bytes.length)) return known;
    const id = this.tools.push(bytes) - 1;
    const same = this.byLength.get(bytes.length);
    if (same) same.push(id);
    else this.byLength.set(bytes.length, [id]);
    this.total += bytes.length;
    return id;
  }

  /** Whether no further tool of the largest size would fit (a long-lived holder then starts a new one). */
  full(): boolean {
    return !this.fits(MAX_TOOL_BYTES);
  }

  private fits(length: number): boolean {
    return (
      this.tools.length < MAX_TOOLS && length <= MAX_TOOL_BYTES && this.total + length <= MAX_TOTAL_BYTES
    );
  }
}
