/**
 * A state directory: `state.json` (the state as of record `seq`), `journal.ndjson` (the changes after it, one
 * record per acknowledged write: `{"s":seq,"o":[ops]}`), `admin-token`, and `files/` (artifact bytes and deployed
 * sites). A write is appended before it is acknowledged, so a killed process loses nothing it answered; the
 * journal is flushed to disk (fsync) at most every `fsyncMs`, and folded into state.json (written aside, synced,
 * renamed) when it grows past `compactBytes` and at close.
 *
 * Loading replays the journal over state.json. A last record cut short by a crash is ignored with a warning; any
 * other unreadable record, or a state of the wrong shape, refuses the directory with one line naming the file.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { applyOps, type Op } from './change-tracker.js';
import type { State } from './state.js';

export class StateDirError extends Error {}

export interface StateDirOptions {
  /** Longest time between a write and its fsync, in ms (0: fsync every write). Default 1000. */
  fsyncMs?: number;
  /** Fold the journal into state.json once it is this large, in bytes. Default 8 MiB. */
  compactBytes?: number;
  /** Told about a torn last record that was ignored. */
  warn?: (message: string) => void;
}

interface Snapshot {
  seq: number;
  state: State;
}

export class StateDir {
  readonly stateFile: string;
  readonly journalFile: string;
  readonly filesDir: string;
  private fd = -1;
  private seq = 0;
  private journalBytes = 0;
  private unsynced = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly fsyncMs: number;
  private readonly compactBytes: number;

  constructor(
    readonly dir: string,
    private readonly options: StateDirOptions = {},
  ) {
    this.stateFile = join(dir, 'state.json');
    this.journalFile = join(dir, 'journal.ndjson');
    this.filesDir = join(dir, 'files');
    this.fsyncMs = options.fsyncMs ?? 1000;
    this.compactBytes = options.compactBytes ?? 8 * 1024 * 1024;
  }

  /**
   * The saved state (undefined in a new directory), checked by `problemOf`; then the journal is open for appends.
   */
  load(problemOf: (state: unknown) => string | undefined): State | undefined {
    try {
      mkdirSync(this.filesDir, { recursive: true });
    } catch (err) {
      throw new StateDirError(`cannot use the state directory ${this.dir}: ${(err as Error).message}`);
    }
    let snapshot: Snapshot | undefined;
    if (existsSync(this.stateFile)) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(this.stateFile, 'utf8'));
      } catch (err) {
        throw new StateDirError(`${this.stateFile} is not JSON (${(err as Error).message})`);
      }
      const p = parsed as Partial<Snapshot> | null;
      if (typeof p !== 'object' || p === null || !Number.isSafeInteger(p.seq) || !('state' in p))
        throw new StateDirError(
          `${this.stateFile} is not a saved state: expected {"seq": n, "state": {...}}`,
        );
      snapshot = p as Snapshot;
    }
    const records = this.readJournal(snapshot?.seq ?? 0);
    if (!snapshot && records.length === 0) {
      this.openJournal();
      return undefined;
    }
    if (!snapshot)
      throw new StateDirError(
        `${this.journalFile} has changes but ${this.stateFile} is missing: the directory is incomplete`,
      );
    const state = snapshot.state;
    for (const r of records) {
      try {
        applyOps(state as unknown as Record<string, unknown>, r.o);
      } catch (err) {
        throw new StateDirError(
          `${this.journalFile}: record ${r.s} does not apply (${(err as Error).message})`,
        );
      }
    }
    const problem = problemOf(state);
    if (problem) throw new StateDirError(`${this.stateFile}: not an emulator state (${problem})`);
    this.seq = records.length > 0 ? records[records.length - 1].s : snapshot.seq;
    this.openJournal();
    return state;
  }

  /** Bytes of the journal that hold whole records (a torn last record is cut off when the journal opens). */
  private wholeBytes = 0;

  private readJournal(after: number): { s: number; o: Op[] }[] {
    if (!existsSync(this.journalFile)) return [];
    const text = readFileSync(this.journalFile, 'utf8');
    const lines = text.split('\n');
    const records: { s: number; o: Op[] }[] = [];
    let offset = 0;
    for (let i = 0; i < lines.length; offset += Buffer.byteLength(lines[i]) + 1, i++) {
      if (lines[i] === '') continue;
      let record: { s: number; o: Op[] };
      try {
        record = JSON.parse(lines[i]);
        if (!Number.isSafeInteger(record.s) || !Array.isArray(record.o))
          throw new Error('not a change record');
      } catch (err) {
        const last = lines.slice(i + 1).every((l) => l === '');
        if (last && !text.endsWith('\n')) {
          this.options.warn?.(
            `${this.journalFile}: ignored its last record (line ${i + 1}), cut short by a crash before it was acknowledged`,
          );
          break;
        }
        throw new StateDirError(
          `${this.journalFile}:${i + 1}: unreadable change record (${(err as Error).message})`,
        );
      }
      if (record.s > after) records.push(record);
    }
    this.wholeBytes = Math.min(offset, Buffer.byteLength(text));
    return records;
  }

  private openJournal(): void {
    // A torn record left by a crash is cut off, so the next record starts where it started.
    if (existsSync(this.journalFile) && statSync(this.journalFile).size > this.wholeBytes)
      truncateSync(this.journalFile, this.wholeBytes);
    this.fd = openSync(this.journalFile, 'a');
    this.journalBytes = statSync(this.journalFile).size;
  }

  /** Save one write's changes; returns once they are in the file (the fsync follows within fsyncMs). */
  append(ops: Op[], current: () => State): void {
    if (ops.length === 0) return;
    const line = `${JSON.stringify({ s: ++this.seq, o: ops })}\n`;
    this.journalBytes += writeSync(this.fd, line);
    if (this.fsyncMs === 0) fsyncSync(this.fd);
    else this.scheduleSync();
    if (this.journalBytes >= this.compactBytes) this.compact(current());
  }

  /** Write the whole state (after a replace, on compaction and at close) and start an empty journal. */
  compact(state: State): void {
    const tmp = `${this.stateFile}.${process.pid}.tmp`;
    const fd = openSync(tmp, 'w');
    try {
      writeSync(fd, JSON.stringify({ seq: this.seq, state }));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, this.stateFile);
    syncDir(this.dir);
    // Records up to seq are in state.json now; a crash before the truncation only leaves records load skips.
    closeSync(this.fd);
    writeFileSync(this.journalFile, '');
    this.wholeBytes = 0;
    this.openJournal();
    this.unsynced = false;
  }

  close(state: State): void {
    if (this.fd < 0) return;
    clearTimeout(this.timer);
    this.compact(state);
    closeSync(this.fd);
    this.fd = -1;
  }

  private scheduleSync(): void {
    this.unsynced = true;
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.unsynced && this.fd >= 0) fsyncSync(this.fd);
      this.unsynced = false;
    }, this.fsyncMs);
    this.timer.unref();
  }
}

function syncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Not every platform can fsync a directory; the rename itself is atomic.
  }
}
