/**
 * The emulator's state in memory, optionally kept in a state directory (state-dir.ts) so that a restart loses
 * nothing: changes are noted (change-tracker.ts) and a write's changes are appended there before it returns.
 *
 * Route code sees the state only through the tracker's proxies, so a change made through any record it got from the
 * store is noted, wherever it happens: inside `write` it is saved when the write ends; elsewhere (a record kept
 * from an earlier request) on the same tick.
 */
import { ChangeTracker } from './change-tracker.js';
import type { StateDir } from './state-dir.js';
import type { State } from './state.js';

export class Store {
  private current!: State;
  private tracker!: ChangeTracker;
  private root!: State;
  private depth = 0;
  private flushQueued = false;

  constructor(
    initial: State,
    private readonly dir?: StateDir,
    saved?: State,
  ) {
    this.reset(saved ?? structuredClone(initial));
    if (dir && !saved) dir.compact(this.current);
  }

  private reset(state: State): void {
    this.current = state;
    this.tracker = new ChangeTracker(state, () => this.changed());
    this.root = this.tracker.tracked as State;
  }

  /** Read without changing anything. */
  read<T>(fn: (state: Readonly<State>) => T): T {
    return fn(this.root);
  }

  /** Change the state; saved before the function's result is returned. */
  write<T>(fn: (state: State) => T): T {
    this.depth++;
    try {
      return this.tracker.wrapValue(fn(this.root));
    } finally {
      if (--this.depth === 0) this.flush();
    }
  }

  /** The next identifier for a kind of record (ids are per kind, starting at 1). */
  nextId(kind: string): number {
    return this.write((s) => {
      const id = (s.ids[kind] ?? 0) + 1;
      s.ids[kind] = id;
      return id;
    });
  }

  /** The records of one route module, created on first use. */
  area<T>(name: string, init: () => T): T {
    if (!(name in this.current.areas)) this.write((s) => (s.areas[name] = init() as never));
    return this.root.areas[name] as T;
  }

  /** Replace the whole state (admin reset or load). */
  replace(state: State): void {
    this.reset(structuredClone(state));
    this.dir?.compact(this.current);
  }

  snapshot(): State {
    this.flush();
    return structuredClone(this.current);
  }

  /** Save what is left and fold the journal into the state file. */
  close(): void {
    this.flush();
    this.dir?.close(this.current);
  }

  /** A change outside any write (through a record kept from earlier) is saved on the same tick. */
  private changed(): void {
    if (this.depth > 0 || this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => {
      this.flushQueued = false;
      if (this.depth === 0) this.flush();
    });
  }

  private flush(): void {
    if (!this.tracker.dirty) return;
    const ops = this.tracker.changes();
    this.dir?.append(ops, () => this.current);
  }
}
