/**
 * Which parts of a JSON tree a function changed, so that a change is saved as a few small records instead of the
 * whole state. The tree is handed out behind proxies that note every property set or deleted (with the container
 * it happened in); `changes()` then turns the noted keys into operations on paths of the tree as it is now, each
 * with its final value, so replaying them in order over the tree as it was gives the tree as it is.
 *
 * Paths are found from parent links that every read through a proxy refreshes (an element moved by `splice` is read
 * at its old index and set at its new one), and checked against the tree when the changes are collected: a
 * container no longer in the tree is skipped (whatever removed it was noted in its parent).
 */

export type Key = string;
export type Op = { p: Key[]; v: unknown } | { p: Key[]; d: 1 };

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
    return this.touched.size > 0;
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
      this.links.set(value, { parent: target, key });
      return this.wrap(value);
    },
    set: (target, key, value) => {
      if (typeof key !== 'string') return Reflect.set(target, key, value);
      const raw = this.unwrap(value);
      if (typeof raw === 'object' && raw !== null) this.links.set(raw, { parent: target, key });
      this.note(target, key);
      return Reflect.set(target, key, raw);
    },
    deleteProperty: (target, key) => {
      if (typeof key === 'string') this.note(target, key);
      return Reflect.deleteProperty(target, key);
    },
    defineProperty: (target, key, descriptor) => {
      if (typeof key === 'string') this.note(target, key);
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
    return ops;
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

/** Replay operations over a tree (the inverse of ChangeTracker.changes). */
export function applyOps(root: Record<Key, unknown>, ops: Op[]): void {
  for (const op of ops) {
    let node = root;
    for (const key of op.p.slice(0, -1)) {
      const next = node[key];
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
