/**
 * The tools a check has already validated, by their bytes. A monorepo's files are mostly one tool's, and each writes
 * that tool (its driver, rules and extensions) byte for byte the same: 300 files of CodeQL for Java carry 300 copies
 * of 88 KB. A tool whose bytes are those of one already found valid (UTF-8, no repeated key, the schema) is parsed
 * without being checked again; anything that differs by one byte is checked in full. The cache is bounded, and holds
 * copies (the scan's chunks are reused).
 */

/** Tools kept at most, their largest size, and all their bytes together. */
const MAX_TOOLS = 32;
const MAX_TOOL_BYTES = 1024 * 1024;
const MAX_TOTAL_BYTES = 8 * 1024 * 1024;

export class KnownTools {
  private readonly byLength = new Map<number, Buffer[]>();
  private count = 0;
  private total = 0;

  /** Whether these bytes are a tool this check found valid. */
  has(bytes: Buffer): boolean {
    const same = this.byLength.get(bytes.length);
    return same !== undefined && same.some((known) => known.equals(bytes));
  }

  /** A copy of a tool's bytes to add once it is found valid; undefined when it would not fit. */
  candidate(bytes: Buffer): Buffer | undefined {
    return this.fits(bytes.length) ? Buffer.from(bytes) : undefined;
  }

  /** A tool found valid (its candidate copy). */
  add(bytes: Buffer): void {
    if (!this.fits(bytes.length) || this.has(bytes)) return;
    const same = this.byLength.get(bytes.length);
    if (same) same.push(bytes);
    else this.byLength.set(bytes.length, [bytes]);
    this.count++;
    this.total += bytes.length;
  }

  private fits(length: number): boolean {
    return this.count < MAX_TOOLS && length <= MAX_TOOL_BYTES && this.total + length <= MAX_TOTAL_BYTES;
  }
}
