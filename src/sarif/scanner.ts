/**
 * A byte-level, resumable scanner for the skeleton of a SARIF log.
 *
 * It walks the three outer levels of the document itself (the root object, the `runs` array, each run object and
 * its `results` array), checking JSON grammar there, and hands every other value to its handler as one byte slice
 * (each result, each non-results member of a run, each root member). Inside a slice it only tracks strings and
 * bracket depth to find the end: `JSON.parse` of the slice checks the rest. This is what lets the engine read files
 * of any size with bounded memory, in whatever key order the tool wrote them, at several hundred MB/s.
 *
 * UTF-8: outside strings it accepts only ASCII. Inside strings, whoever decodes the bytes checks them first (utf8.ts):
 * the scanner the keys it reads itself, the handler every slice it is given (result-facts.ts parseBytes and
 * analyzeResult; the byte validator through a check of each chunk) — so no byte reaches a string or the upload
 * unchecked.
 */

import type { DiagnosticRule } from './diagnostics.js';
import { isUtf8, UTF8_HINT, utf8Problem, type Utf8Problem } from './utf8.js';

/** A value's bytes and the absolute offset of its first byte in the file. */
export interface Slice {
  bytes: Buffer;
  start: number;
  /** The bytes are a copy made for this value, not a view into memory the source reuses: they may be kept. */
  own?: boolean;
}

export interface ScanHandler {
  /** A member of the root object other than an array-valued `runs`. */
  rootMember(key: string, value: Slice, keyOffset: number): void;
  /** The document is not an object: the whole value. */
  rootValue(value: Slice): void;
  runsStart(offset: number): void;
  runStart(run: number, offset: number): void;
  /** A member of a run other than an array-valued `results`. */
  runMember(run: number, key: string, value: Slice, keyOffset: number): void;
  resultsStart(run: number, offset: number): void;
  result(run: number, index: number, value: Slice): void;
  /**
   * A result object starts at chunk[at] (absolute offset `offset`). The handler may read it whole from the chunk
   * and return the chunk index just past it; -1 lets the scanner capture it and call result() with its bytes. (Saves
   * walking a result's bytes twice: once here to find its end, once to read it.)
   */
  readResult?(run: number, index: number, chunk: Buffer, at: number, offset: number): number;
  /**
   * A run's `tool` object starts at chunk[at]: the chunk index just past it when the bytes from there are those of a
   * complete value the handler already knows (its runMember then gets them as usual), else -1 to scan it. (A tool
   * written byte for byte in many files is not scanned again to find its end.)
   */
  knownTool?(chunk: Buffer, at: number): number;
  /**
   * A run's `tool` object starts at absolute offset `offset` (its key at `keyOffset`), not a known one: the handler
   * may read it in place, where the whole input lies in memory, and give it to runMember itself; returns the
   * absolute offset just past it (which may lie in a later chunk), or -1 to have it scanned and captured. At most
   * `maxDepth` levels may nest in it. (A 25,000-rule tool is then walked once, by the byte grammar, not twice.)
   */
  readTool?(run: number, offset: number, keyOffset: number, maxDepth: number): number;
  runEnd(run: number, offset: number): void;
  /** An element of `runs` that is not an object. */
  runValue(run: number, value: Slice): void;
}

export class ScanError extends Error {
  constructor(
    message: string,
    readonly offset: number,
    readonly hint?: string,
    /** JSON pointer of the value the error is in, when known ('' otherwise: the error is the document's). */
    readonly pointer = '',
    /** The diagnostic's rule: a grammar error unless it is the file's encoding or a property name given twice. */
    readonly rule: Extract<
      DiagnosticRule,
      'json-syntax' | 'encoding' | 'duplicate-key' | 'number-range'
    > = 'json-syntax',
  ) {
    super(message);
  }
}

/**
 * The error for a property name an object has twice (its second occurrence at `offset`; `pointer` is the object's).
 * Identical values too: JSON.parse keeps the last one without a word, other readers keep the first or refuse, and
 * a result is copied into the upload byte for byte — what the service would read is not what was checked.
 */
export function duplicateKeyError(key: string, offset: number, pointer: string): ScanError {
  return new ScanError(
    `property "${key}" appears twice in this object: readers disagree on which value counts`,
    offset,
    'Each property name may appear once in an object (RFC 8259 §4: readers keep the last, the first, or refuse); fix the analyser that wrote it twice.',
    pointer,
    'duplicate-key',
  );
}

/**
 * The error for the first ill-formed UTF-8 sequence in a string (utf8.ts): `offset` is absolute, `key` says whether
 * the string is a property name (then `pointer` is that of its object).
 */
export function utf8Error(problem: Utf8Problem, start: number, pointer: string, key: boolean): ScanError {
  const offset = start + problem.offset;
  return new ScanError(
    `invalid UTF-8 in ${key ? 'a property name' : 'a string'} at byte offset ${offset}: ${problem.reason}`,
    offset,
    UTF8_HINT,
    pointer,
    'encoding',
  );
}

export interface ScanLimits {
  /** Deepest nesting accepted inside one value (protects every recursive consumer downstream). */
  maxDepth: number;
  /** Largest single value (one result, one run member) that will be parsed in one piece. */
  maxValueBytes: number;
}

export const DEFAULT_SCAN_LIMITS: ScanLimits = { maxDepth: 512, maxValueBytes: 256 * 1024 * 1024 };

const enum Frame {
  Root,
  Runs,
  Run,
  Results,
}

const enum Phase {
  Start, // before the root value
  ObjOpen, // after '{': a key or '}'
  ObjKey, // after ',': a key
  ObjColon, // after a key: ':'
  ObjValue, // after ':': a value
  ObjNext, // after a member: ',' or '}'
  ArrOpen, // after '[': a value or ']'
  ArrValue, // after ',': a value
  ArrNext, // after an element: ',' or ']'
  Capture, // inside a value being sliced
  End, // after the root: whitespace only
}

const enum Cap {
  Key,
  String,
  Container,
  Scalar,
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LBRACE = 0x7b;
const RBRACE = 0x7d;
const LBRACKET = 0x5b;
const RBRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

export function isWhitespace(b: number): boolean {
  return b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
}

/** Bytes that may continue a number or a literal (true, false, null). */
function isScalarByte(b: number): boolean {
  return (
    (b >= 0x30 && b <= 0x39) ||
    (b >= 0x61 && b <= 0x7a) ||
    (b >= 0x41 && b <= 0x5a) ||
    b === 0x2b ||
    b === 0x2d ||
    b === 0x2e
  );
}

function describeByte(b: number): string {
  if (b >= 0x21 && b <= 0x7e) return `'${String.fromCharCode(b)}'`;
  return `byte 0x${b.toString(16).padStart(2, '0')}`;
}

/** Pieces of one value as one buffer: a view when they lie back to back in one memory (a file read whole), else a copy. */
function joined(pieces: Buffer[]): { bytes: Buffer; own: boolean } {
  const first = pieces[0];
  let next = first.byteOffset + first.length;
  for (let k = 1; k < pieces.length; k++) {
    const p = pieces[k];
    if (p.buffer !== first.buffer || p.byteOffset !== next)
      return { bytes: Buffer.concat(pieces), own: true };
    next += p.length;
  }
  return { bytes: Buffer.from(first.buffer, first.byteOffset, next - first.byteOffset), own: false };
}

/** A quoted key of printable ASCII without escapes, as JSON.parse would give it; undefined for any other. */
function plainKey(quoted: Buffer): string | undefined {
  const end = quoted.length - 1;
  for (let i = 1; i < end; i++) {
    const c = quoted[i];
    if (c < 0x20 || c >= 0x7f || c === BACKSLASH) return undefined;
  }
  return quoted.toString('latin1', 1, end);
}

export class SarifScanner {
  private phase = Phase.Start;
  private readonly frames: Frame[] = [];
  private key = ''; // the key of the member whose value comes next (object frames)
  private keyOffset = 0;
  private runIndex = -1;
  private resultIndex = -1;
  private readonly seenRunKeys = new Set<string>();
  private readonly seenRootKeys = new Set<string>();
  private offset = 0; // absolute offset of the current chunk's first byte
  private resumeAt = -1; // the chunk index to go on from after a result the handler read itself
  private skipTo = 0; // absolute offset the next byte to scan is at least at (a value read past its chunk's end)

  // Capture state.
  private cap = Cap.Container;
  private capStart = 0; // absolute offset of the captured value's first byte
  private capPieces: Buffer[] = [];
  private capBytes = 0; // bytes in capPieces
  private depth = 0;
  private inString = false;
  private escape = false;

  constructor(
    private readonly handler: ScanHandler,
    private readonly limits: ScanLimits = DEFAULT_SCAN_LIMITS,
  ) {}

  /** Feed the next chunk of the file. Throws ScanError on the first grammar error. */
  feed(chunk: Buffer): void {
    const n = chunk.length;
    let i = this.skipTo > this.offset ? Math.min(n, this.skipTo - this.offset) : 0;
    if (this.offset === 0 && this.phase === Phase.Start) i = this.checkEncoding(chunk);
    while (i < n) {
      if (this.phase === Phase.Capture) {
        i = this.captureRun(chunk, i);
        continue;
      }
      const b = chunk[i];
      if (isWhitespace(b)) {
        i++;
        continue;
      }
      this.structural(chunk, i, b);
      if (this.resumeAt >= 0) {
        i = this.resumeAt;
        this.resumeAt = -1;
        if (i > n) {
          this.skipTo = this.offset + i;
          i = n;
        }
      } else if ((this.phase as Phase) !== Phase.Capture) i++;
    }
    if (this.phase === Phase.Capture) {
      const from = this.capStart > this.offset ? this.capStart - this.offset : 0;
      this.capPieces.push(chunk.subarray(from));
      this.capBytes += n - from;
      this.checkValueSize(this.offset + n);
    }
    this.offset += n;
  }

  /**
   * Let go of the chunks fed so far: what the scanner holds of them (the start of a value that goes on past them) is
   * copied out if it is at most `limit` bytes. Returns whether nothing refers to those chunks any more.
   */
  releaseChunks(limit = 1 << 20): boolean {
    if (this.capPieces.length === 0) return true;
    if (this.capBytes > limit) return false;
    this.capPieces = [Buffer.concat(this.capPieces)];
    return true;
  }

  /** Signal the end of the file. Throws ScanError when the document is incomplete. */
  end(): void {
    if (this.phase === Phase.Capture && this.cap === Cap.Scalar) {
      this.finishCapture(null, 0);
    }
    if (this.phase === Phase.End) return;
    if (this.phase === Phase.Start) {
      throw new ScanError(
        'the file is empty: there is no JSON document in it',
        this.offset,
        'Check that the analyser finished and wrote its output.',
      );
    }
    throw new ScanError(
      `unexpected end of file inside ${this.where()}: the file looks truncated`,
      this.offset,
      'The file ends before its JSON document does. Re-run the analyser or check that the file was copied completely.',
    );
  }

  private checkEncoding(chunk: Buffer): number {
    if (chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) return 3;
    if (
      chunk.length >= 2 &&
      ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))
    ) {
      throw new ScanError(
        'the file is encoded as UTF-16; SARIF must be UTF-8',
        0,
        'Convert the file to UTF-8 (for example with iconv -f UTF-16 -t UTF-8).',
        '',
        'encoding',
      );
    }
    return 0;
  }

  /** A human-readable position in the skeleton, for messages. */
  private where(): string {
    const top = this.frames[this.frames.length - 1];
    switch (top) {
      case Frame.Root:
        return 'the root object';
      case Frame.Runs:
        return `runs (after ${this.runIndex + 1} runs)`;
      case Frame.Run:
        return `runs[${this.runIndex}]`;
      case Frame.Results:
        return `runs[${this.runIndex}].results[${this.resultIndex}]`;
      default:
        return 'the document';
    }
  }

  /** JSON pointer of the value being captured: a result, or a member of a run or of the root. */
  private capturePointer(): string {
    const key = `/${this.key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    switch (this.frames[this.frames.length - 1]) {
      case Frame.Root:
        return key;
      case Frame.Run:
        return `/runs/${this.runIndex}${key}`;
      case Frame.Results:
        return `/runs/${this.runIndex}/results/${this.resultIndex}`;
      default:
        return '';
    }
  }

  private unexpected(b: number, pos: number, expected: string): never {
    throw new ScanError(`expected ${expected} in ${this.where()}, found ${describeByte(b)}`, pos);
  }

  /** One significant byte outside any captured value. */
  private structural(chunk: Buffer, i: number, b: number): void {
    const pos = this.offset + i;
    switch (this.phase) {
      case Phase.Start:
        if (b === LBRACE) {
          this.frames.push(Frame.Root);
          this.phase = Phase.ObjOpen;
        } else {
          this.beginValue(chunk, i, b); // not an object: capture it whole and report its type
        }
        return;
      case Phase.ObjOpen:
      case Phase.ObjKey:
        if (b === QUOTE) return this.beginCapture(Cap.Key, pos);
        if (b === RBRACE && this.phase === Phase.ObjOpen) return this.closeFrame(pos);
        return this.unexpected(
          b,
          pos,
          this.phase === Phase.ObjOpen
            ? "a property name in double quotes or '}'"
            : 'a property name in double quotes',
        );
      case Phase.ObjColon:
        if (b === COLON) {
          this.phase = Phase.ObjValue;
          return;
        }
        return this.unexpected(b, pos, "':' after a property name");
      case Phase.ObjValue:
        return this.beginValue(chunk, i, b);
      case Phase.ObjNext:
        if (b === COMMA) {
          this.phase = Phase.ObjKey;
          return;
        }
        if (b === RBRACE) return this.closeFrame(pos);
        return this.unexpected(b, pos, "',' or '}' after a property value");
      case Phase.ArrOpen:
        if (b === RBRACKET) return this.closeFrame(pos);
        return this.beginValue(chunk, i, b);
      case Phase.ArrValue:
        if (b === RBRACKET) this.unexpected(b, pos, "a value after ','");
        return this.beginValue(chunk, i, b);
      case Phase.ArrNext:
        if (b === COMMA) {
          this.phase = Phase.ArrValue;
          return;
        }
        if (b === RBRACKET) return this.closeFrame(pos);
        return this.unexpected(b, pos, "',' or ']' after an array element");
      case Phase.End:
        throw new ScanError(
          `unexpected ${describeByte(b)} after the end of the JSON document`,
          pos,
          'A SARIF file holds exactly one JSON object; remove what follows it.',
        );
      default:
        throw new Error(`scanner: unexpected phase ${this.phase}`);
    }
  }

  /** A value starts at chunk[i]: descend into the skeleton or start capturing it. */
  private beginValue(chunk: Buffer, i: number, b: number): void {
    const pos = this.offset + i;
    const top = this.frames[this.frames.length - 1];
    if (top === Frame.Root && this.key === 'runs' && b === LBRACKET) {
      this.frames.push(Frame.Runs);
      this.phase = Phase.ArrOpen;
      this.handler.runsStart(pos);
      return;
    }
    if (top === Frame.Runs) {
      this.runIndex++;
      if (b === LBRACE) {
        this.frames.push(Frame.Run);
        this.phase = Phase.ObjOpen;
        this.resultIndex = -1;
        this.seenRunKeys.clear();
        this.handler.runStart(this.runIndex, pos);
        return;
      }
    }
    if (top === Frame.Run && b === LBRACE && this.key === 'tool' && this.handler.knownTool) {
      const end = this.handler.knownTool(chunk, i);
      if (end >= 0) {
        this.handler.runMember(
          this.runIndex,
          'tool',
          { bytes: chunk.subarray(i, end), start: pos },
          this.keyOffset,
        );
        this.resumeAt = end;
        this.phase = Phase.ObjNext;
        return;
      }
    }
    if (top === Frame.Run && b === LBRACE && this.key === 'tool' && this.handler.readTool) {
      const end = this.handler.readTool(
        this.runIndex,
        pos,
        this.keyOffset,
        this.limits.maxDepth - this.frames.length,
      );
      if (end >= 0) {
        this.resumeAt = end - this.offset;
        this.phase = Phase.ObjNext;
        return;
      }
    }
    if (top === Frame.Run && this.key === 'results' && b === LBRACKET) {
      this.frames.push(Frame.Results);
      this.phase = Phase.ArrOpen;
      this.handler.resultsStart(this.runIndex, pos);
      return;
    }
    if (top === Frame.Results) {
      this.resultIndex++;
      if (b === LBRACE && this.handler.readResult) {
        const next = this.handler.readResult(this.runIndex, this.resultIndex, chunk, i, pos);
        if (next >= 0) {
          this.resumeAt = next;
          this.phase = Phase.ArrNext;
          return;
        }
      }
    }
    if (b === QUOTE) return this.beginCapture(Cap.String, pos);
    if (b === LBRACE || b === LBRACKET) return this.beginCapture(Cap.Container, pos);
    if (isScalarByte(b)) return this.beginCapture(Cap.Scalar, pos);
    this.unexpected(b, pos, 'a JSON value');
  }

  private beginCapture(kind: Cap, pos: number): void {
    this.cap = kind;
    this.capStart = pos;
    this.capPieces = [];
    this.capBytes = 0;
    this.depth = 0;
    this.inString = kind === Cap.Key || kind === Cap.String;
    this.escape = false;
    this.phase = Phase.Capture;
    // The opening quote or bracket is consumed by captureRun, which starts at the value's first byte.
  }

  /**
   * The hot loop: advance through a captured value from chunk[i]. Returns the index of the first byte not consumed
   * (the chunk's length when the value continues in the next chunk).
   */
  private captureRun(chunk: Buffer, i: number): number {
    const n = chunk.length;
    const startInChunk = this.capStart >= this.offset ? this.capStart - this.offset : -1;
    if (this.cap === Cap.Scalar) {
      while (i < n && isScalarByte(chunk[i])) i++;
      if (i < n) this.finishCapture(chunk, i);
      return i;
    }
    let depth = this.depth;
    let inString = this.inString;
    let escape = this.escape;
    // The first byte of a captured string is its opening quote: skip it (inString is already set).
    if (i === startInChunk && inString) i++;
    // Levels counted from the document's root: the frames around the value (root object, runs, run, results) too.
    const maxDepth = this.limits.maxDepth - this.frames.length;
    while (i < n) {
      if (inString) {
        if (escape) {
          // The previous chunk ended on a backslash: this byte is escaped.
          escape = false;
          i++;
          continue;
        }
        // Jump to the next quote natively, then count the backslashes right before it.
        const q = chunk.indexOf(QUOTE, i);
        if (q < 0) {
          let k = n - 1;
          while (k >= i && chunk[k] === BACKSLASH) k--;
          escape = (n - 1 - k) % 2 === 1;
          i = n;
          break;
        }
        let k = q - 1;
        while (k >= i && chunk[k] === BACKSLASH) k--;
        i = q + 1;
        if ((q - 1 - k) % 2 === 1) continue; // an escaped quote: still inside the string
        inString = false;
        if (depth === 0) {
          // A key or a string value ends here.
          this.endCapture(chunk, i);
          return i;
        }
        continue;
      }
      const b = chunk[i++];
      if (b === QUOTE) {
        inString = true;
      } else if (b === LBRACE || b === LBRACKET) {
        if (++depth > maxDepth) {
          throw new ScanError(
            `nesting deeper than ${this.limits.maxDepth} levels inside ${this.where()}`,
            this.offset + i - 1,
            'No SARIF producer needs this depth; the file is corrupt or hostile.',
            this.capturePointer(),
          );
        }
      } else if (b === RBRACE || b === RBRACKET) {
        if (--depth === 0) {
          this.endCapture(chunk, i);
          return i;
        }
      }
    }
    this.depth = depth;
    this.inString = inString;
    this.escape = escape;
    return i;
  }

  private endCapture(chunk: Buffer, end: number): void {
    this.depth = 0;
    this.inString = false;
    this.escape = false;
    this.finishCapture(chunk, end);
  }

  private checkValueSize(upTo: number): void {
    if (upTo - this.capStart > this.limits.maxValueBytes) {
      throw new ScanError(
        `a single value in ${this.where()} is larger than ${Math.round(this.limits.maxValueBytes / 1048576)} MB`,
        this.capStart,
        'One result or run member this large cannot be parsed; check the producer for runaway output (for example a huge embedded snippet).',
      );
    }
  }

  /** The captured value ends just before chunk[end] (chunk null: at end of file). */
  private finishCapture(chunk: Buffer | null, end: number): void {
    let bytes: Buffer;
    let own = false;
    if (this.capPieces.length === 0 && chunk) {
      bytes = chunk.subarray(this.capStart - this.offset, end);
    } else {
      if (chunk) this.capPieces.push(chunk.subarray(0, end));
      if (this.capPieces.length === 1) bytes = this.capPieces[0];
      else ({ bytes, own } = joined(this.capPieces));
      this.capPieces = [];
    }
    const slice: Slice = { bytes, start: this.capStart, own };
    if (bytes.length > this.limits.maxValueBytes) this.checkValueSize(this.capStart + bytes.length);
    const top = this.frames[this.frames.length - 1];
    if (this.cap === Cap.Key) {
      let key = plainKey(bytes);
      if (key === undefined) {
        if (!isUtf8(bytes)) {
          const problem = utf8Problem(bytes) ?? { offset: 0, reason: 'ill-formed' };
          throw utf8Error(problem, this.capStart, top === Frame.Run ? `/runs/${this.runIndex}` : '', true);
        }
        try {
          key = JSON.parse(bytes.toString('utf8')) as string;
        } catch {
          throw new ScanError(
            `invalid property name in ${this.where()}`,
            this.capStart,
            'Property names are JSON strings; check for control characters or bad escapes.',
          );
        }
      }
      const seen = top === Frame.Root ? this.seenRootKeys : this.seenRunKeys;
      if (seen.has(key))
        throw duplicateKeyError(key, this.capStart, top === Frame.Run ? `/runs/${this.runIndex}` : '');
      seen.add(key);
      this.key = key;
      this.keyOffset = this.capStart;
      this.phase = Phase.ObjColon;
      return;
    }
    switch (top) {
      case undefined:
        this.handler.rootValue(slice);
        this.phase = Phase.End;
        return;
      case Frame.Root:
        this.handler.rootMember(this.key, slice, this.keyOffset);
        this.phase = Phase.ObjNext;
        return;
      case Frame.Runs:
        this.handler.runValue(this.runIndex, slice);
        this.phase = Phase.ArrNext;
        return;
      case Frame.Run:
        this.handler.runMember(this.runIndex, this.key, slice, this.keyOffset);
        this.phase = Phase.ObjNext;
        return;
      case Frame.Results:
        this.handler.result(this.runIndex, this.resultIndex, slice);
        this.phase = Phase.ArrNext;
        return;
    }
  }

  private closeFrame(pos: number): void {
    const top = this.frames.pop();
    if (top === Frame.Run) this.handler.runEnd(this.runIndex, pos);
    const parent = this.frames[this.frames.length - 1];
    if (parent === undefined) {
      this.phase = Phase.End;
    } else if (parent === Frame.Root || parent === Frame.Run) {
      this.phase = Phase.ObjNext;
    } else {
      this.phase = Phase.ArrNext;
    }
  }
}
