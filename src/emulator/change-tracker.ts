/**
 * Which parts of a JSON tree a function changed, so that a change is saved as a few small records instead of the
 * whole state. The tree is handed out behind proxies that note every property set or deleted (with the container
 * it happened in); `changes()` then turns the noted keys into operations on paths of the tree as it is now, each
 * with its final value, so replaying them in order over the tree as it was gives the tree as it is.
 *
 * Paths are found from parent links that every read through a proxy refreshes (an element moved by `splice` is read
 * at its old index and set at its new one), and checked against the tree when the changes are collected: a
 * container no longer in the tree is skipped (whatever removed it was noted in its parent).
 *
 * Every key changed is also saved with its value from before the batch (an undo log), so a batch whose record could
 * not be saved is taken back (`rollback`) and the tree is as it was: no one but the write that made them ever sees
 * changes that were not saved. Keys that lead into an object's prototype (`__proto__`, `constructor`, `prototype`)
 * are never followed and never set: a write that tries throws `UnsafeKeyError`, before anything changes.
 */

export type Key = string;
/** A key set to a value (`v`), a key deleted (`d`), or the element at index `r` of the array at `p` removed. */
export type Op = { p: Key[]; v: unknown } | { p: Key[]; d: 1 } | { p: Key[]; r: number };

/** Whether a journal's operation is one of the three kinds (its path is checked apart: unsafeSegment). */
export function isOp(op: unknown): boolean {
  if (typeof op !== 'object' || op === null) return false;
  const { d, r } = op as { d?: unknown; r?: unknown };
  return 'v' in op || d === 1 || Number.isInteger(r);
}

/** Names that reach an object's prototype, or its constructor: never a key of the state. */
export const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A write tried to set or delete a key the state cannot hold (see UNSAFE_KEYS). */
export class UnsafeKeyError extends Error {
  constructor(readonly key: string) {
    super(
      `"${key}" cannot be a name in the emulator's state (__proto__, constructor and prototype reach an object's prototype)`,
    );
  }
}

const isIndex = (key: Key) => /^(0|[1-9]\d*)$/.test(key);
const own = (o: object, key: Key) => Object.prototype.hasOwnProperty.call(o, key);

interface Link {
  parent: object;
  key: Key;
}

export class ChangeTracker {
  private readonly proxies = new WeakMap<object, object>();
  private readonly targets = new WeakMap<object, object>();
  private readonly links = new WeakMap<object, Link>();
  /** Containers changed, with their changed keys, in the order first changed. */
  private touched = new Map<object, Set<Key>>();
  /**
   * What each key changed since the last commit held before (whether it was there, and its value), in order; for a
   * removal (removeAt), the element and where it was.
   */
  private undo: { container: object; key: Key; had: boolean; old: unknown; removedAt?: number }[] = [];
  /** Elements removed by removeAt since the last changes(), in order, with the array's path when it happened. */
  private removals: { array: unknown[]; index: number; path: Key[] | undefined }[] = [];
  private saved = new Map<object, Set<Key>>();

  constructor(
    private readonly root: object,
    /** Told of every change, as it happens. */
    private readonly onChange: () => void = () => {},
  ) {}

  /** The root behind a proxy that notes changes. */
  get tracked(): object {
    return this.wrap(this.root);
  }

  get dirty(): boolean {
    return this.touched.size > 0 || this.removals.length > 0;
  }

  /** Whether anything changed since the last commit (a rollback would take something back). */
  get changedSinceCommit(): boolean {
    return this.undo.length > 0;
  }

  /** The raw object behind a proxy (a value stored through a proxy is stored raw). */
  unwrap<T>(value: T): T {
    return (typeof value === 'object' && value !== null ? (this.targets.get(value) ?? value) : value) as T;
  }

  /** A value as code outside should hold it: an object of the tree behind its proxy, anything else as is. */
  wrapValue<T>(value: T): T {
    if (typeof value !== 'object' || value === null || this.targets.has(value)) return value;
    return (this.links.has(value) ? this.wrap(value) : value) as T;
  }

  private wrap(target: object): object {
    let proxy = this.proxies.get(target);
    if (!proxy) {
      proxy = new Proxy(target, this.handler);
      this.proxies.set(target, proxy);
      this.targets.set(proxy, target);
    }
    return proxy;
  }

  /** Keep what a key holds before its first change of the batch. */
  private save(container: object, key: Key): void {
    let keys = this.saved.get(container);
    if (!keys) this.saved.set(container, (keys = new Set()));
    if (keys.has(key)) return;
    keys.add(key);
    const had = own(container, key);
    this.undo.push({ container, key, had, old: had ? (container as Record<Key, unknown>)[key] : undefined });
  }

  /** Before a key of `container` is set to `value` or deleted: refuse unsafe keys, keep what will be lost. */
  private before(container: object, key: Key, value?: unknown): void {
    if (UNSAFE_KEYS.has(key)) throw new UnsafeKeyError(key);
    if (Array.isArray(container)) {
      if (key === 'length') {
        // A shorter length drops elements without a trap per element: keep them.
        const length = Number(value);
        for (let i = Number.isInteger(length) ? length : container.length; i < container.length; i++)
          this.save(container, String(i));
      } else if (isIndex(key) && Number(key) >= container.length) this.save(container, 'length');
    }
    this.save(container, key);
  }

  /** The batch's changes are saved: forget how to take them back. */
  commit(): void {
    this.undo = [];
    this.saved = new Map();
  }

  /** Take back every change since the last commit (their record could not be saved); the tree is as it was. */
  rollback(): void {
    for (let i = this.undo.length - 1; i >= 0; i--) {
      const { container, key, had, old, removedAt } = this.undo[i];
      if (removedAt !== undefined) {
        (container as unknown[]).splice(removedAt, 0, old);
        this.relink(container as unknown[], removedAt);
        continue;
      }
      const record = container as Record<Key, unknown>;
      if (had) {
        record[key] = old;
        if (typeof old === 'object' && old !== null) this.links.set(old, { parent: container, key });
      } else delete record[key];
    }
    this.commit();
    this.touched = new Map();
    this.removals = [];
  }

  /**
   * Remove element `index` of `array` (a tracked array), saved as one operation however many elements follow it:
   * through the proxy, `splice` sets every later index, and each becomes a record of the journal (deleting one of
   * 4,000 artifacts wrote all of them). An array whose keys this batch already changed is spliced the general way.
   */
  removeAt(array: unknown[], index: number): void {
    const target = this.unwrap(array);
    if (!Array.isArray(target) || !Number.isInteger(index) || index < 0 || index >= target.length)
      throw new RangeError(`no element ${index} to remove`);
    if (this.touched.has(target) || this.saved.has(target)) {
      array.splice(index, 1);
      return;
    }
    const path = this.pathOf(target);
    const [old] = target.splice(index, 1);
    this.relink(target, index);
    this.undo.push({ container: target, key: String(index), had: true, old, removedAt: index });
    this.removals.push({ array: target, index, path });
    this.onChange();
  }

  /** The elements of `array` from `from` on are linked to their places (they moved). */
  private relink(array: unknown[], from: number): void {
    for (let i = from; i < array.length; i++) {
      const el = array[i];
      if (typeof el === 'object' && el !== null) this.links.set(el, { parent: array, key: String(i) });
    }
  }

  private note(container: object, key: Key): void {
    let keys = this.touched.get(container);
    if (!keys) this.touched.set(container, (keys = new Set()));
    keys.add(key);
    this.onChange();
  }

  private readonly handler: ProxyHandler<object> = {
    get: (target, key, receiver) => {
      const value = Reflect.get(target, key, receiver);
      if (typeof key !== 'string' || typeof value !== 'object' || value === null) return value;
      // Never a prototype reached through `__proto__` (in a JSON tree the only object a key inherits).
      if (UNSAFE_KEYS.has(key)) return value;
      this.links.set(value, { parent: target, key });
      return this.wrap(value);
    },
    set: (target, key, value) => {
      if (typeof key !== 'string') return Reflect.set(target, key, value);
      const raw = this.unwrap(value);
      this.before(target, key, raw);
      if (typeof raw === 'object' && raw !== null) this.links.set(raw, { parent: target, key });
      this.note(target, key);
      return Reflect.set(target, key, raw);
    },
    deleteProperty: (target, key) => {
      if (typeof key === 'string') {
        this.before(target, key);
        this.note(target, key);
      }
      return Reflect.deleteProperty(target, key);
    },
    defineProperty: (target, key, descriptor) => {
      if (typeof key === 'string') {
        this.before(target, key, descriptor.value);
        this.note(target, key);
      }
      return Reflect.defineProperty(target, key, { ...descriptor, value: this.unwrap(descriptor.value) });
    },
  };

  /** The path from the root to a container, or undefined when it is no longer in the tree. */
  private pathOf(container: object): Key[] | undefined {
    const path: Key[] = [];
    for (let node = container; node !== this.root;) {
      const link = this.links.get(node);
      if (!link || (link.parent as Record<Key, unknown>)[link.key] !== node) return undefined;
      path.push(link.key);
      node = link.parent;
    }
    return path.reverse();
  }

  /** The operations since the last call, shallowest first; an operation inside one already listed is left out. */
  changes(): Op[] {
    const found: { path: Key[]; container: object; key: Key }[] = [];
    for (const [container, keys] of this.touched) {
      const path = this.pathOf(container);
      if (path) for (const key of keys) found.push({ path, container, key });
    }
    this.touched = new Map();
    found.sort((a, b) => a.path.length - b.path.length);
    const written = new Set<object>();
    const ops: Op[] = [];
    for (const { path, container, key } of found) {
      if (this.insideWritten(container, written)) continue;
      const record = container as Record<Key, unknown>;
      if (Object.prototype.hasOwnProperty.call(record, key)) {
        const value = this.unwrap(record[key]);
        record[key] = value;
        this.clean(value);
        ops.push({ p: [...path, key], v: value });
        if (typeof value === 'object' && value !== null) written.add(value);
      } else ops.push({ p: [...path, key], d: 1 });
    }
    // Removals come first, in their order, each at the path its array had when it happened (a later removal may
    // move the element holding it); then the key operations, which name elements where the removals left them. A
    // removal from an array the batch set whole (inside a written value) or took out of the tree is left out.
    const removals: Op[] = [];
    for (const { array, index, path } of this.removals) {
      if (!path || this.insideWritten(array, written) || !this.pathOf(array)) continue;
      removals.push({ p: path, r: index });
    }
    this.removals = [];
    return removals.length > 0 ? [...removals, ...ops] : ops;
  }

  /**
   * Replace proxies found inside a written value by their objects, and link its objects to their containers: code
   * may build a new record out of records it read (through proxies) and store it, or change it after storing it.
   */
  private clean(value: unknown): void {
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<Key, unknown>;
    for (const key of Object.keys(record)) {
      const child = record[key];
      if (typeof child !== 'object' || child === null) continue;
      const raw = this.unwrap(child);
      if (raw !== child) record[key] = raw;
      this.links.set(raw, { parent: value, key });
      this.clean(raw);
    }
  }

  private insideWritten(container: object, written: Set<object>): boolean {
    for (let node: object | undefined = container; node && node !== this.root;) {
      if (written.has(node)) return true;
      node = this.links.get(node)?.parent;
    }
    return false;
  }
}

/** The first segment of a path that is not a safe key (a string other than UNSAFE_KEYS), if any. */
export function unsafeSegment(path: unknown): string | undefined {
  if (!Array.isArray(path) || path.length === 0) return '(not a path)';
  for (const key of path) {
    if (typeof key !== 'string') return JSON.stringify(key);
    if (UNSAFE_KEYS.has(key)) return key;
  }
  return undefined;
}

/**
 * Replay operations over a tree (the inverse of ChangeTracker.changes). Only own properties are followed, and a
 * path with an unsafe segment is refused: replay never reaches an object's prototype.
 */
export function applyOps(root: Record<Key, unknown>, ops: Op[]): void {
  for (const op of ops) {
    const bad = unsafeSegment(op.p);
    if (bad !== undefined) throw new Error(`the path /${op.p.join('/')} goes through ${bad}`);
    if ('r' in op) {
      removeElement(root, op.p, op.r);
      continue;
    }
    let node = root;
    for (const key of op.p.slice(0, -1)) {
      const next = own(node, key) ? node[key] : undefined;
      if (typeof next !== 'object' || next === null) throw new Error(`no container at /${op.p.join('/')}`);
      node = next as Record<Key, unknown>;
    }
    const last = op.p[op.p.length - 1];
    if ('d' in op) {
      if (Array.isArray(node) && last === 'length') continue;
      delete node[last];
    } else node[last] = op.v;
  }
}

/** Replay of a removal: the element at `index` of the array at `path` taken out. */
function removeElement(root: Record<Key, unknown>, path: Key[], index: number): void {
  let node: unknown = root;
  for (const key of path)
    node =
      typeof node === 'object' && node !== null && own(node, key)
        ? (node as Record<Key, unknown>)[key]
        : undefined;
  if (!Array.isArray(node) || !Number.isInteger(index) || index < 0 || index >= node.length)
    throw new Error(`no element ${index} in an array at /${path.join('/')}`);
  node.splice(index, 1);
}
