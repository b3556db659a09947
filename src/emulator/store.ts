/**
 * The emulator's state in memory, optionally saved to a file on every change (write to a temporary file, then
 * rename: a crash never leaves half a state) and loaded at start, so that a restart loses nothing.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { State } from './state.js';

export class Store {
  private current: State;

  constructor(
    initial: State,
    private readonly file?: string,
  ) {
    this.current =
      file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as State) : structuredClone(initial);
    this.save();
  }

  /** Read without changing anything. */
  read<T>(fn: (state: Readonly<State>) => T): T {
    return fn(this.current);
  }

  /** Change the state; saved before the function's result is returned. */
  write<T>(fn: (state: State) => T): T {
    const result = fn(this.current);
    this.save();
    return result;
  }

  /** The next identifier for a kind of record (ids are per kind, starting at 1). */
  nextId(kind: string): number {
    const id = (this.current.ids[kind] ?? 0) + 1;
    this.current.ids[kind] = id;
    return id;
  }

  /** The records of one route module, created on first use. */
  area<T>(name: string, init: () => T): T {
    const areas = this.current.areas;
    if (!(name in areas)) areas[name] = init();
    return areas[name] as T;
  }

  /** Replace the whole state (admin reset or load). */
  replace(state: State): void {
    this.current = structuredClone(state);
    this.save();
  }

  snapshot(): State {
    return structuredClone(this.current);
  }

  private save(): void {
    if (!this.file) return;
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.current));
    renameSync(tmp, this.file);
  }
}
