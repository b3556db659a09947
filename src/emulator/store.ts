/**
 * The emulator's state in memory, optionally kept in a state directory (state-dir.ts) so that a restart loses
 * nothing: changes are noted (change-tracker.ts) and a write's changes are appended there before it returns.
 *
 * Write-ahead: a write's changes count only once their record is in the journal. The function given to `write`
 * runs synchronously on the state, then its record is appended; if the append fails (a full disk), or the function
 * throws, every change it made is taken back before `write` returns (it throws), so no other request, and no later
 * record, ever sees a change that was not saved. Nothing else runs in between: the state is changed only on the
 * event loop's one thread, and a write does not await.
 *
 * Route code sees the state only through the tracker's proxies, so a change made through any record it got from the
 * store is noted, wherever it happens: inside `write` it is saved when the write ends; elsewhere (a record kept
 * from an earlier request) on the same tick, and taken back if it cannot be saved.
 */
import { ChangeTracker } from './change-tracker.js';
import { StateDirError, StorageError, type StateDir, type StorageProblem } from './state-dir.js';
import type { State } from './state.js';

export class Store {
  private current!: State;
  private tracker!: ChangeTracker;
  private root!: State;
  private depth = 0;
  private flushQueued = false;
  private closed = false;
  /** Indexes derived from the state (`derived`), by name: dropped whenever changes are taken back or replaced. */
  private indexes = new Map<string, unknown>();
  /** Counts every change, taken back or replaced state included (`version`). */
  private changes = 0;

  constructor(
    initial: State,
    private readonly dir?: StateDir,
    saved?: State,
    private readonly warn: (message: string) => void = () => {},
  ) {
    this.reset(saved ?? structuredClone(initial));
    if (dir && !saved) {
      try {
        dir.compact(this.current, false);
      } catch (err) {
        if (err instanceof StorageError) throw new StateDirError(`${err.reason}; nothing was written`);
        throw err;
      }
    }
  }

  private reset(state: State): void {
    this.changes++;
    this.indexes.clear();
    this.current = state;
    this.tracker = new ChangeTracker(state, () => this.changed());
    this.root = this.tracker.tracked as State;
  }

  /** Why the state directory refuses writes now, if it does. */
  get storageProblem(): StorageProblem | undefined {
    return this.dir?.problem;
  }

  /** Whether close() was called: background work stops retrying. */
  get isClosed(): boolean {
    return this.closed;
  }

  /** A failure to write a file of the state directory (files/): reported like a failed journal append. */
  storageFailed(err: unknown, what: string): StorageError | undefined {
    return this.dir?.failed(err, what);
  }

  /**
   * A number that differs from every earlier one once anything in the state changed (a write, a change taken back, a
   * replaced state): what was computed from the state at one version holds while the version is the same.
   */
  get version(): number {
    return this.changes;
  }

  /** Read without changing anything. */
  read<T>(fn: (state: Readonly<State>) => T): T {
    return fn(this.root);
  }

  /**
   * Read the state itself, past the change tracker: for scans over many records on a hot path (each read through
   * the tracker's proxies costs a trap). `fn` must not change anything, nor keep what it is given, nor return any
   * part of the state: return values of its own making (numbers, strings, new maps of them).
   */
  peek<T>(fn: (state: Readonly<State>) => T): T {
    return fn(this.current);
  }

  /**
   * Change the state; saved before the function's result is returned. All or nothing: if the function throws, or
   * its changes cannot be saved (StorageError), none of them stays.
   */
  write<T>(fn: (state: State) => T): T {
    if (this.depth === 0) {
      // Changes made outside any write are saved on their own first, so this write's fate is its own.
      if (this.tracker.dirty) this.flushQuietly();
      this.dir?.ready(() => this.current);
    }
    this.depth++;
    let result: T;
    try {
      result = fn(this.root);
    } catch (err) {
      if (--this.depth === 0) this.rollback();
      throw err;
    }
    if (--this.depth === 0) this.flush();
    return this.tracker.wrapValue(result);
  }

  /**
   * An index derived from the state (a map from what a write looks up to what it finds there), so that a write
   * need not scan every record: built by `build` from the state itself (as `peek`: it must not keep what it is
   * given) on first use, and built again after the state is replaced (admin reset or load) or changes are taken
   * back. Between builds the caller keeps it in step with each change it makes, once the write that made it has
   * returned (a write that failed never reaches the index). Keep the object got inside the write to update it.
   */
  derived<T>(name: string, build: (state: Readonly<State>) => T): T {
    let index = this.indexes.get(name) as T | undefined;
    if (index === undefined) {
      index = build(this.current);
      this.indexes.set(name, index);
    }
    return index;
  }

  /** The next identifier for a kind of record (ids are per kind, starting at 1). */
  nextId(kind: string): number {
    return this.write((s) => {
      const id = (s.ids[kind] ?? 0) + 1;
      s.ids[kind] = id;
      return id;
    });
  }

  /**
   * Within a write: remove element `index` of an array of the state (as given to the write), saved as one operation
   * however long the array (change-tracker.ts, removeAt).
   */
  removeAt(array: unknown[], index: number): void {
    this.tracker.removeAt(array, index);
  }

  /** The records of one route module, created on first use. */
  area<T>(name: string, init: () => T): T {
    if (!(name in this.current.areas)) this.write((s) => (s.areas[name] = init() as never));
    return this.root.areas[name] as T;
  }

  /** Replace the whole state (admin reset or load): written whole first, so a failure leaves the old state. */
  replace(state: State): void {
    const next = structuredClone(state);
    if (this.tracker.dirty) this.flushQuietly();
    this.dir?.compact(next);
    this.reset(next);
  }

  /** Resolves once every write so far is on disk (the server answers a write only then); rejects with StorageError. */
  durable(): Promise<void> {
    return this.dir?.durable() ?? Promise.resolve();
  }

  snapshot(): State {
    this.flushQuietly();
    return structuredClone(this.current);
  }

  /** Save what is left and fold the journal into the state file. */
  close(): void {
    this.flushQuietly();
    this.closed = true;
    this.dir?.close(this.current);
  }

  /** Stop as a crash would (tests): the state directory left as it is, nothing more written to it. */
  abandon(): void {
    this.closed = true;
    this.dir?.abandon();
  }

  /** A change outside any write (through a record kept from earlier) is saved on the same tick. */
  private changed(): void {
    this.changes++;
    if (this.depth > 0 || this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => {
      this.flushQueued = false;
      if (this.depth === 0) this.flushQuietly();
    });
  }

  /** Save the changes noted since the last save; if they cannot be, take them back and throw. */
  private flush(): void {
    if (!this.tracker.dirty) {
      this.tracker.commit();
      return;
    }
    try {
      const ops = this.tracker.changes();
      this.dir?.append(ops, () => this.current);
    } catch (err) {
      this.rollback();
      throw err;
    }
    this.tracker.commit();
  }

  /**
   * Take back the changes since the last save; the indexes derived from the state go too (built again on next
   * use), unless nothing had changed (a write refused before it changed anything, such as a duplicate key).
   */
  private rollback(): void {
    this.changes++;
    if (this.tracker.changedSinceCommit) this.indexes.clear();
    this.tracker.rollback();
  }

  /** flush() where no caller can be told: a change that cannot be saved is taken back and logged. */
  private flushQuietly(): void {
    try {
      this.flush();
    } catch (err) {
      this.warn(`a change made outside a write was not saved and was taken back: ${(err as Error).message}`);
    }
  }
}
