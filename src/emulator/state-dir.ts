/**
 * A state directory: `state.json` (the state as of record `seq`), `journal.ndjson` (the changes after it, one
 * record per acknowledged write: `{"s":seq,"o":[ops]}`, numbered from 1 without a gap), `admin-token`, and `files/`
 * (artifact bytes, uploads waiting to be processed, deployed sites).
 *
 * What it promises, as the stores people trust do (write-ahead, checked writes, atomic snapshots):
 * - A write's record is appended whole before the write is acknowledged (every `write` checked for its length: a
 *   short write is normal on a full disk). An append that fails is cut off again, the error goes to the caller
 *   (`StorageError`, which the server answers 507 or 503) and the sequence number is not spent; the store then takes
 *   the change back in memory, so memory and the directory never disagree.
 * - A write is answered only once its record is on disk (`durable()`; group commit: the writes of one moment share
 *   one fdatasync), so an acknowledged write survives a crash of the machine too, not only of the process. Changes
 *   made outside a request (processing an upload) are flushed at most `fsyncMs` after. The files in `files/` that an
 *   acknowledged write names (an upload kept until processed, an artifact's bytes) are synced before the answer too
 *   (durable-file.ts). A flush that fails means the
 *   file can no longer be trusted: the writes it covered are answered 503/507, and the next write first writes the
 *   whole state again (a checkpoint), or fails.
 * - `state.json` is replaced only by a file written whole and synced, then renamed over it, then the directory
 *   synced; only then is the journal emptied. A snapshot that cannot be written leaves the old one and the journal
 *   as they were (a compaction is retried later, a close leaves the journal to replay).
 * - A failure is reported once in the log, and by `problem` (the dashboard shows it); the first write that succeeds
 *   afterwards reports that writes resumed.
 *
 * One emulator at a time: `lock` holds the pid and host of the process using the directory (two that appended to one
 * journal would number their records alike, and the next start would refuse it); a lock whose process is gone is
 * taken over. A new directory gets its `state.json` before its journal, so a journal without one means the directory
 * lost a file, and is refused.
 *
 * Loading replays the journal over state.json. A last record cut short by a crash is ignored with a warning; any
 * other unreadable record, a gap or a repeat in the record numbers, a path through `__proto__`, `constructor` or
 * `prototype`, or a state of the wrong shape, refuses the directory with one line naming the file and the record.
 */
import {
  closeSync,
  fdatasync,
  existsSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  truncateSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { applyOps, isOp, unsafeSegment, type Op } from './change-tracker.js';
import { cannotSyncDirs } from './durable-file.js';
import type { State } from './state.js';
import { makeDirectory } from '../make-directory.js';

export class StateDirError extends Error {}

/** Error codes that mean "no space": the disk, a quota, or the process's file-size limit. */
const FULL = new Set(['ENOSPC', 'EFBIG', 'EDQUOT']);

/** A change that could not be saved (and so was not made). `status`: 507 when storage is full, else 503. */
export class StorageError extends Error {
  readonly status: number;
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly full: boolean,
    /** What failed and why, without what it means for a request. */
    readonly reason: string = message,
  ) {
    super(message);
    this.status = full ? 507 : 503;
  }
}

/** Whether an error from the file system means storage is full. */
export function isStorageFull(err: unknown): boolean {
  return FULL.has((err as NodeJS.ErrnoException)?.code ?? '');
}

export interface StorageProblem {
  /** What failed and why, in one line. */
  message: string;
  /** When it started failing (ISO 8601). */
  since: string;
  /** Storage is full (no space, quota, file-size limit) rather than failing otherwise. */
  full: boolean;
}

export interface StateDirOptions {
  /** Longest time between a write and its fsync, in ms (0: fsync every write). Default 1000. */
  fsyncMs?: number;
  /** Fold the journal into state.json once it is this large (default 8 MiB) and as large as state.json. */
  compactBytes?: number;
  /** Told about a torn last record that was ignored, and when writes start failing or resume. */
  warn?: (message: string) => void;
  /** Told after each flush of the journal, with the last record it put on disk (tests count group commits). */
  onFlush?: (seq: number) => void;
  /** The clock of the log's quiet time (tests). Default Date.now. */
  now?: () => number;
}

interface Snapshot {
  seq: number;
  state: State;
}

interface JournalRecord {
  s: number;
  o: Op[];
}

/** Write all of `bytes` at the file's position (or its end, when opened to append), whatever each write takes. */
function writeAll(fd: number, bytes: Buffer): void {
  for (let off = 0; off < bytes.length;) {
    const n = writeSync(fd, bytes, off, bytes.length - off);
    if (n <= 0) throw Object.assign(new Error('the write wrote nothing (no space left)'), { code: 'ENOSPC' });
    off += n;
  }
}

/** After a line saying writes resume, a new failure is logged only once it lasts this long (tell). */
export const QUIET_MS = 30_000;

/** Wait at most this long before trying a failed compaction again. */
const RETRY_MAX_MS = 30_000;

export class StateDir {
  readonly stateFile: string;
  readonly journalFile: string;
  readonly filesDir: string;
  readonly lockFile: string;
  private locked = false;
  /** Set for a new directory: its journal is opened once its state.json is written (compact). */
  private fresh = false;
  private fd = -1;
  private seq = 0;
  private journalBytes = 0;
  /** state.json's size as last written or read: rewriting it costs at most what the journal took to write. */
  private stateBytes = 0;
  private unsynced = false;
  private timer: NodeJS.Timeout | undefined;
  /** The highest record known to be on disk. */
  private syncedSeq = 0;
  private flushing = false;
  /** Writes waiting for their record to be on disk before they are answered. */
  private waiters: { seq: number; done: (err?: StorageError) => void }[] = [];
  private readonly fsyncMs: number;
  private readonly compactBytes: number;
  /** Set when the journal cannot be trusted (a failed flush, a torn record not cut off): checkpoint first. */
  private needsCheckpoint: string | undefined;
  private compactRetryAt = 0;
  private compactRetryMs = 1000;
  private failing: StorageProblem | undefined;
  /** The last line logged about writes failing or resuming (tell). */
  private told = { at: -Infinity, failing: false };
  /** Failures begun since the last line saying writes fail. */
  private untold = 0;

  constructor(
    readonly dir: string,
    private readonly options: StateDirOptions = {},
  ) {
    this.stateFile = join(dir, 'state.json');
    this.lockFile = resolve(dir, 'lock');
    this.journalFile = join(dir, 'journal.ndjson');
    this.filesDir = join(dir, 'files');
    this.fsyncMs = options.fsyncMs ?? 1000;
    this.compactBytes = options.compactBytes ?? 8 * 1024 * 1024;
  }

  /** Why writes fail now, or undefined when the last one succeeded. */
  get problem(): StorageProblem | undefined {
    return this.failing;
  }

  /**
   * The saved state (undefined in a new directory), checked by `problemOf`; then the journal is open for appends.
   */
  load(problemOf: (state: unknown) => string | undefined): State | undefined {
    try {
      makeDirectory(this.filesDir);
    } catch (err) {
      throw new StateDirError(`cannot use the state directory ${this.dir}: ${(err as Error).message}`);
    }
    this.lock();
    try {
      const saved = this.replay(problemOf);
      if (!saved) {
        this.fresh = true; // the journal is opened once state.json is written
        return undefined;
      }
      this.seq = saved.seq;
      this.openJournal();
      return saved.state;
    } catch (err) {
      this.unlock();
      throw err;
    }
  }

  /** The saved state, as `load` finds it, without taking the directory or changing anything (to inspect it). */
  saved(problemOf: (state: unknown) => string | undefined): State | undefined {
    return this.replay(problemOf)?.state;
  }

  /** state.json with the journal's records applied, checked (undefined for a new directory). */
  private replay(
    problemOf: (state: unknown) => string | undefined,
  ): { state: State; seq: number } | undefined {
    let snapshot: Snapshot | undefined;
    if (existsSync(this.stateFile)) {
      let parsed: unknown;
      try {
        const text = readFileSync(this.stateFile, 'utf8');
        this.stateBytes = Buffer.byteLength(text);
        parsed = JSON.parse(text);
      } catch (err) {
        throw new StateDirError(`${this.stateFile} is not JSON (${(err as Error).message})`);
      }
      const p = parsed as Partial<Snapshot> | null;
      if (typeof p !== 'object' || p === null || !Number.isSafeInteger(p.seq) || !('state' in p))
        throw new StateDirError(
          `${this.stateFile} is not a saved state: expected {"seq": n, "state": {...}}`,
        );
      snapshot = p as Snapshot;
      const problem = problemOf(snapshot.state);
      if (problem) throw new StateDirError(`${this.stateFile}: not an emulator state (${problem})`);
    }
    if (!snapshot && !existsSync(this.journalFile)) return undefined;
    const records = this.readJournal(snapshot?.seq ?? 0);
    if (!snapshot)
      throw new StateDirError(
        `${this.journalFile} is here but ${this.stateFile} is missing: the directory is incomplete (move it away to start from the seed)`,
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
    if (records.length > 0) {
      const problem = problemOf(state);
      if (problem)
        throw new StateDirError(
          `${this.journalFile}: records ${records[0].s} to ${records[records.length - 1].s} make the state invalid (${problem})`,
        );
    }
    return { state, seq: records.length > 0 ? records[records.length - 1].s : snapshot.seq };
  }

  /** Bytes of the journal that hold whole records (a torn last record is cut off when the journal opens). */
  private wholeBytes = 0;

  /**
   * The records after `after`, checked: each readable, numbered one more than the one before it, the first after
   * `after` numbered `after + 1`, and no path through an unsafe key.
   */
  private readJournal(after: number): JournalRecord[] {
    if (!existsSync(this.journalFile)) return [];
    const text = readFileSync(this.journalFile, 'utf8');
    const lines = text.split('\n');
    const records: JournalRecord[] = [];
    let offset = 0;
    let previous: number | undefined;
    const refuse = (line: number, what: string): never => {
      throw new StateDirError(`${this.journalFile}:${line}: ${what}`);
    };
    for (let i = 0; i < lines.length; offset += Buffer.byteLength(lines[i]) + 1, i++) {
      if (lines[i] === '') continue;
      let record: JournalRecord;
      try {
        record = JSON.parse(lines[i]);
        if (
          typeof record !== 'object' ||
          record === null ||
          !Number.isSafeInteger(record.s) ||
          !Array.isArray(record.o)
        )
          throw new Error('not a change record');
      } catch (err) {
        const last = lines.slice(i + 1).every((l) => l === '');
        if (last && !text.endsWith('\n')) {
          this.options.warn?.(
            `${this.journalFile}: ignored its last record (line ${i + 1}), cut short by a crash before it was acknowledged`,
          );
          break;
        }
        return refuse(i + 1, `unreadable change record (${(err as Error).message})`);
      }
      const s = record.s;
      if (previous !== undefined && s !== previous + 1) {
        if (s === previous)
          refuse(i + 1, `record ${s} repeats the record before it (a record is applied once)`);
        if (s < previous) refuse(i + 1, `record ${s} comes after record ${previous} (records are in order)`);
        refuse(
          i + 1,
          `record ${s} follows record ${previous}: ${s - previous - 1 === 1 ? `record ${previous + 1} is` : `records ${previous + 1} to ${s - 1} are`} missing`,
        );
      }
      if (s > after && (previous === undefined || previous < after) && s !== after + 1)
        refuse(
          i + 1,
          `record ${s} follows ${this.stateFile}, which is as of record ${after}: ${s - after - 1 === 1 ? `record ${after + 1} is` : `records ${after + 1} to ${s - 1} are`} missing`,
        );
      record.o.forEach((op, n) => {
        const bad = unsafeSegment((op as { p?: unknown } | null)?.p);
        if (bad !== undefined)
          refuse(
            i + 1,
            `record ${s} (change ${n + 1}) has a path through ${bad}: refused, replaying it would reach an object's prototype`,
          );
        if (!isOp(op))
          refuse(i + 1, `record ${s} (change ${n + 1}) is neither a value, a deletion nor a removal`);
      });
      previous = s;
      if (s > after) records.push(record);
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

  /**
   * Save one write's changes; returns once they are in the file (the fsync follows within fsyncMs). Throws
   * StorageError, with the journal as it was, when they cannot be saved.
   */
  append(ops: Op[], current: () => State): void {
    if (ops.length === 0) return;
    if (this.fd < 0) throw new StorageError('the state directory is closed', undefined, false);
    if (this.needsCheckpoint)
      throw new StorageError(
        `${this.needsCheckpoint}: the state must be written whole first`,
        undefined,
        false,
      );
    const seq = this.seq + 1;
    const line = Buffer.from(`${JSON.stringify({ s: seq, o: ops })}\n`);
    try {
      writeAll(this.fd, line);
      if (this.fsyncMs === 0) fsyncSync(this.fd);
    } catch (err) {
      this.cutBack();
      throw this.failed(err, 'append to the journal');
    }
    this.seq = seq;
    if (this.fsyncMs === 0) this.syncedSeq = seq;
    this.journalBytes += line.length;
    this.recovered();
    if (this.fsyncMs > 0) this.scheduleSync();
    if (
      this.journalBytes >= Math.max(this.compactBytes, this.stateBytes) &&
      Date.now() >= this.compactRetryAt
    ) {
      try {
        this.compact(current());
        this.compactRetryMs = 1000;
      } catch {
        // Reported by compact; the journal still holds everything. Try again later, not at every write.
        this.compactRetryAt = Date.now() + this.compactRetryMs;
        this.compactRetryMs = Math.min(RETRY_MAX_MS, this.compactRetryMs * 2);
      }
    }
  }

  /**
   * Before a write changes anything: when the journal cannot be trusted, write the whole state first (throws
   * StorageError if that fails, so the write fails before it changes anything).
   */
  ready(current: () => State): void {
    if (this.needsCheckpoint && this.fd >= 0) this.compact(current());
  }

  /** Cut a record that was not written whole off the journal again; if even that fails, checkpoint before the next. */
  private cutBack(): void {
    try {
      ftruncateSync(this.fd, this.journalBytes);
    } catch (err) {
      this.needsCheckpoint = `the journal could not be cut back after a failed append (${(err as Error).message})`;
    }
  }

  /**
   * Write the whole state (after a replace, on compaction, at close, and when the journal cannot be trusted) and
   * start an empty journal. Throws StorageError, leaving state.json and the journal as they were, when it cannot.
   */
  compact(state: State, report = true): void {
    const tmp = `${this.stateFile}.${process.pid}.tmp`;
    let fd = -1;
    try {
      fd = openSync(tmp, 'w');
      const bytes = Buffer.from(JSON.stringify({ seq: this.seq, state }));
      writeAll(fd, bytes);
      fsyncSync(fd);
      closeSync(fd);
      fd = -1;
      renameSync(tmp, this.stateFile);
      this.stateBytes = bytes.length;
    } catch (err) {
      if (fd >= 0) closeQuietly(fd);
      try {
        unlinkSync(tmp);
      } catch {
        // not created, or already gone
      }
      throw this.failed(err, `write ${this.stateFile}`, report);
    }
    if (this.fresh) {
      // A new directory's journal, now that state.json is there (synced with it by the directory's sync below).
      this.fresh = false;
      this.openJournal();
    }
    if (!syncDir(this.dir)) {
      // The rename may not be on disk yet: keep the journal (its records are at most seq, which load skips).
      this.needsCheckpoint = undefined;
      return;
    }
    // Records up to seq are in state.json now; a crash before the truncation only leaves records load skips.
    if (this.fd >= 0) {
      try {
        ftruncateSync(this.fd, 0);
        this.journalBytes = 0;
      } catch {
        // The old records stay; they are all at most seq and the next one is seq + 1.
      }
    }
    this.needsCheckpoint = undefined;
    this.unsynced = false;
    this.settle(this.seq); // state.json, synced, holds every record so far
    this.recovered();
  }

  /** Fold the journal into state.json and close; if that cannot be written, the journal stays to be replayed. */
  close(state: State): void {
    if (this.fd < 0) return this.release();
    clearTimeout(this.timer);
    this.timer = undefined;
    try {
      this.compact(state);
    } catch (err) {
      this.options.warn?.(
        `${(err as Error).message}; ${this.journalFile} is kept and will be replayed at the next start`,
      );
      try {
        if (!this.needsCheckpoint) {
          fsyncSync(this.fd);
          this.settle(this.seq);
        }
      } catch {
        // reported above
      }
    }
    // Writes still waiting could not be made durable: they are answered as failed.
    this.settle(
      this.seq,
      new StorageError('the state directory closed before this change was on disk', undefined, false),
    );
    this.release();
  }

  /**
   * Let go of the directory as a process that died would: nothing folded or flushed, the journal as it is, the lock
   * left to be taken over. For tests that restart an emulator in the same process after a simulated crash.
   */
  abandon(): void {
    this.letGo(false);
  }

  /** Take the directory, or say who has it. A lock left by a process that is gone (killed) is taken over. */
  private lock(): void {
    const mine = `${process.pid} ${hostname()}\n`;
    for (let attempt = 0; ; attempt++) {
      try {
        const fd = openSync(this.lockFile, 'wx');
        try {
          writeAll(fd, Buffer.from(mine));
        } finally {
          closeSync(fd);
        }
        this.locked = true;
        HELD.add(this.lockFile);
        process.once('exit', this.unlockAtExit);
        return;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0)
          throw new StateDirError(
            `cannot lock the state directory (${this.lockFile}): ${(err as Error).message}`,
          );
      }
      const [pid, host] = readLockQuietly(this.lockFile);
      const here = host === hostname();
      // This process's pid on a lock it does not hold: a copy of a directory in use (a backup), or one left behind.
      const ours = pid === process.pid && !HELD.has(this.lockFile);
      // Another machine's process cannot be looked for: its lock stands.
      if (pid !== undefined && (!here || (!ours && processRuns(pid))))
        throw new StateDirError(
          `the state directory ${this.dir} is in use by another emulator (pid ${pid}${here ? '' : ` on ${host}`}): stop it, or give another --state directory (if none runs, delete ${this.lockFile})`,
        );
      unlinkQuietly(this.lockFile); // its process is gone
    }
  }

  /** Let go of the directory without writing anything (a start that failed): the journal closed, the lock removed. */
  release(): void {
    this.letGo(true);
  }

  /** No more writes: the flush timer stopped, the journal closed; the lock let go of, its file removed or left. */
  private letGo(removeLock: boolean): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.fd >= 0) closeQuietly(this.fd);
    this.fd = -1;
    this.unlock(removeLock);
  }

  private readonly unlockAtExit = () => this.unlock();

  private unlock(removeFile = true): void {
    if (!this.locked) return;
    this.locked = false;
    HELD.delete(this.lockFile);
    process.removeListener('exit', this.unlockAtExit);
    if (removeFile) unlinkQuietly(this.lockFile);
  }

  /**
   * Note a failure to write something of the state directory (the journal, state.json, or files/) and turn it
   * into the error a request answers with. Logged once until writes succeed again.
   */
  failed(err: unknown, what: string, report = true): StorageError {
    if (err instanceof StorageError) return err;
    const code = (err as NodeJS.ErrnoException)?.code;
    const full = isStorageFull(err);
    const why = full
      ? `${code}: no space left for the state directory (the disk, a quota or the file-size limit is full)`
      : `${(err as Error)?.message ?? String(err)}`;
    const message = `cannot ${what}: ${why}`;
    if (report) {
      if (!this.failing) {
        this.failing = { message, since: new Date().toISOString(), full };
        this.untold++;
      }
      const { message: first, full: wasFull } = this.failing;
      this.tell(
        true,
        `${first}. Changes are refused (${wasFull ? 507 : 503}) and nothing is lost; writes resume once ${wasFull ? 'space is freed' : 'the problem is fixed'}.`,
      );
    }
    return new StorageError(
      `The emulator could not save this change (${message}); nothing was changed. ${full ? 'Free space' : 'Fix the problem'} on the emulator's machine and retry.`,
      code,
      full,
      message,
    );
  }

  private recovered(): void {
    if (!this.failing) return;
    this.tell(
      false,
      `the state directory ${this.dir} accepts writes again (failing since ${this.failing.since})`,
    );
    this.failing = undefined;
  }

  /**
   * Log that writes fail, or resume, when that is news. A disk at its limit can refuse a write and take the next
   * within a millisecond, again and again: a failure that starts within QUIET_MS of the line saying writes resumed
   * is counted, not logged, and logged (with the count) if it still fails past that time. A resumption is always
   * logged after a failure that was.
   */
  private tell(failing: boolean, line: string): void {
    if (this.told.failing === failing) return;
    const now = (this.options.now ?? Date.now)();
    if (failing && now - this.told.at < QUIET_MS) return;
    const count =
      failing && this.untold > 1 ? ` (writes failed ${this.untold} times since the last line)` : '';
    this.told = { at: now, failing };
    if (failing) this.untold = 0;
    this.options.warn?.(line + count);
  }

  private scheduleSync(): void {
    this.unsynced = true;
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.unsynced) this.flush();
    }, this.fsyncMs);
    this.timer.unref();
  }

  /**
   * Resolves once every record appended so far is on disk; rejects with a StorageError when the flush that covers
   * it fails. The writes of one moment share one fdatasync (group commit), on the thread pool.
   */
  durable(): Promise<void> {
    const seq = this.seq;
    if (seq <= this.syncedSeq || this.fd < 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ seq, done: (err) => (err ? reject(err) : resolve()) });
      if (!this.flushing) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    if (this.flushing) return;
    if (this.fd < 0) return this.settle(this.seq);
    this.flushing = true;
    this.unsynced = false;
    const upTo = this.seq;
    fdatasync(this.fd, (err) => {
      this.flushing = false;
      if (err && upTo > this.syncedSeq) {
        // What the failed flush covered may never reach the disk: the next write writes the whole state first.
        this.needsCheckpoint = `the journal could not be flushed (${err.message})`;
        this.settle(upTo, this.failed(err, `flush ${this.journalFile}`));
      } else {
        this.settle(upTo);
        this.options.onFlush?.(upTo);
      }
      if (this.waiters.length > 0) this.flush();
    });
  }

  /** Records up to `seq` are on disk (or could not be put there: `err`): answer the writes that waited for them. */
  private settle(seq: number, err?: StorageError): void {
    if (!err) this.syncedSeq = Math.max(this.syncedSeq, seq);
    const ready = this.waiters.filter((w) => w.seq <= seq);
    this.waiters = this.waiters.filter((w) => w.seq > seq);
    for (const w of ready) w.done(err);
  }
}

/** The lock files this process holds. */
const HELD = new Set<string>();

/** The pid and host a lock file names (undefined when it cannot be read or is not one). */
function readLockQuietly(file: string): [number | undefined, string | undefined] {
  try {
    const [pid, host] = readFileSync(file, 'utf8').trim().split(' ');
    return Number.isSafeInteger(Number(pid)) && Number(pid) > 0
      ? [Number(pid), host]
      : [undefined, undefined];
  } catch {
    return [undefined, undefined];
  }
}

/** Whether a process of this machine runs with that pid (signal 0 checks without sending anything). */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // it runs, as another user
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // nothing more to do with it
  }
}

/** Sync a directory (so a rename in it is on disk); false when that failed. Platforms that cannot count as done. */
function syncDir(dir: string): boolean {
  let fd = -1;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
    return true;
  } catch (err) {
    return cannotSyncDirs(err);
  } finally {
    if (fd >= 0) closeQuietly(fd);
  }
}
