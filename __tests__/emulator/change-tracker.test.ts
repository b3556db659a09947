/** The change tracker: replaying the operations it reports over the old tree must give the new tree, always. */
import { applyOps, ChangeTracker, UnsafeKeyError } from '../../src/emulator/change-tracker.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Tree = Record<string, any>;

function track(tree: Tree) {
  const before = structuredClone(tree);
  const tracker = new ChangeTracker(tree);
  const replayed = () => {
    const copy = structuredClone(before);
    applyOps(copy, JSON.parse(JSON.stringify(tracker.changes())));
    return copy;
  };
  return { t: tracker.tracked as Tree, replayed, tracker };
}

describe('change tracker', () => {
  it('records pushes, splices, sorts, deletes and truncations with their final values', () => {
    const tree: Tree = { a: { list: [{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }] }, b: { x: 1, y: 2 } };
    const { t, replayed } = track(tree);
    t.a.list.splice(1, 1);
    const added = { n: 9, inner: { z: 0 } };
    t.a.list.push(added);
    added.inner.z = 5; // raw object changed after it was stored, in the same write
    t.a.list.sort((p: Tree, q: Tree) => q.n - p.n);
    t.a.list[0].n = 10;
    delete t.b.x;
    t.b.arr = [1, 2, 3];
    t.b.arr.length = 1;
    expect(replayed()).toEqual(tree);
  });

  it('follows an element moved by splice when it is changed afterwards', () => {
    const tree: Tree = { list: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] };
    const { t, replayed } = track(tree);
    const c = t.list[2];
    t.list.splice(0, 1);
    c.id = 'C';
    expect(replayed()).toEqual(tree);
    expect(tree.list).toEqual([{ id: 'b' }, { id: 'C' }]);
  });

  it('skips changes inside a subtree that was removed, and notes one made later through a kept record', () => {
    const tree: Tree = { keep: { v: 1 }, gone: { v: 1 } };
    const tracker = new ChangeTracker(tree);
    const t = tracker.tracked as Tree;
    const gone = t.gone;
    gone.v = 2;
    delete t.gone;
    expect(tracker.changes()).toEqual([{ p: ['gone'], d: 1 }]);
    const keep = t.keep;
    keep.v = 3;
    expect(tracker.changes()).toEqual([{ p: ['keep', 'v'], v: 3 }]);
  });

  it('stores the objects behind proxies when a new record is built from records read through the tree', () => {
    const tree: Tree = { grants: [{ id: 1, scopes: ['repo'] }], tokens: [] as Tree[] };
    const { t, replayed } = track(tree);
    const grant = t.grants[0];
    const token = { id: 7 } as Tree;
    t.tokens.push(token);
    token.grant = grant; // a proxy put into a raw record after it was stored
    t.grants.splice(0, 1);
    expect(replayed()).toEqual(tree);
    expect(() => structuredClone(tree)).not.toThrow();
  });

  it('removes an element as one operation, and names an element changed after it where it moved', () => {
    const tree: Tree = { list: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }] };
    const { t, replayed, tracker } = track(tree);
    const d = t.list[3];
    tracker.removeAt(t.list, 1);
    d.id = 'D';
    const ops = tracker.changes();
    expect(ops).toEqual([
      { p: ['list'], r: 1 },
      { p: ['list', '2', 'id'], v: 'D' },
    ]);
    const copy: Tree = { list: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }] };
    applyOps(copy, ops);
    expect(copy).toEqual(tree);
    expect(tree.list.map((x: Tree) => x.id)).toEqual(['a', 'c', 'D']);
    void replayed;
  });

  it('replays a removal inside an element that a later removal moves', () => {
    const tree: Tree = { list: [{ t: [1, 2] }, { t: [3, 4] }, { t: [5] }] };
    const { t, replayed, tracker } = track(tree);
    tracker.removeAt(t.list[1].t, 0);
    tracker.removeAt(t.list, 0);
    tracker.removeAt(t.list[1].t, 0);
    expect(replayed()).toEqual(tree);
    expect(tree).toEqual({ list: [{ t: [4] }, { t: [] }] });
  });

  it('leaves out a removal from an array the batch wrote whole, and splices an array it already changed', () => {
    const tree: Tree = { a: [1, 2, 3], b: [1, 2, 3] };
    const { t, replayed, tracker } = track(tree);
    t.a = [4, 5, 6];
    tracker.removeAt(t.a, 0);
    t.b[0] = 9;
    tracker.removeAt(t.b, 2);
    expect(replayed()).toEqual(tree);
    expect(tree).toEqual({ a: [5, 6], b: [9, 2] });
  });

  it('agrees with a replay after thousands of random changes', () => {
    let seed = 12345;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (let round = 0; round < 200; round++) {
      const tree: Tree = { areas: { a: { items: [] as any[] }, b: {} as Tree }, ids: {} };
      // A first batch makes a tree to change; the checked batch then changes it.
      const first = new ChangeTracker(tree);
      mutate(first.tracked as Tree, rand, 30);
      const { t, replayed, tracker } = track(tree);
      mutate(t, rand, 40, tracker);
      expect(replayed()).toEqual(tree);
    }
  });
});

describe('removals (removeAt)', () => {
  it('agree with a replay and a rollback when they are most of what a batch does, nested ones included', () => {
    let seed = 4242;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (let round = 0; round < 300; round++) {
      const tree: Tree = {
        items: Array.from({ length: 6 + rand(6) }, (_, i) => ({
          id: i,
          tags: [1, 2, 3, 4],
          meta: { s: '' },
        })),
      };
      const before = structuredClone(tree);
      const { t, replayed, tracker } = track(tree);
      for (let step = 0; step < 8; step++) {
        const items = t.items as Tree[];
        if (items.length === 0) break;
        const pick = rand(5);
        const item = items[rand(items.length)];
        if (pick <= 1) tracker.removeAt(items, rand(items.length));
        else if (pick === 2 && item.tags.length) tracker.removeAt(item.tags, rand(item.tags.length));
        else if (pick === 3) item.meta.s = `s${step}`;
        else item.tags.push(step);
      }
      const after = structuredClone(tree);
      expect(replayed()).toEqual(after);
      tracker.rollback();
      expect(tree).toEqual(before);
    }
  });
});

describe('taking a batch back (a record that could not be saved)', () => {
  it('leaves the tree exactly as it was, after thousands of random changes, and keeps tracking after it', () => {
    let seed = 777;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (let round = 0; round < 200; round++) {
      const tree: Tree = { areas: { a: { items: [] as any[] }, b: {} as Tree }, ids: {} };
      const first = new ChangeTracker(tree);
      mutate(first.tracked as Tree, rand, 30);
      first.commit();
      const before = structuredClone(tree);
      const tracker = new ChangeTracker(tree);
      const t = tracker.tracked as Tree;
      // Records read (and so linked) before the batch, as a route holds them.
      const held = (t.areas.a.items as Tree[]).slice();
      mutate(t, rand, 40, tracker);
      tracker.changes(); // collected, as the store does before the append that fails
      tracker.rollback();
      expect(tree).toEqual(before);
      // The next batch is recorded against the tree as it is again, also through records held from before.
      mutate(t, rand, 20);
      if (held.length > 0) held[rand(held.length)].meta.s = 'after';
      const copy = structuredClone(before);
      applyOps(copy, JSON.parse(JSON.stringify(tracker.changes())));
      expect(copy).toEqual(tree);
    }
  });

  it('gives back elements dropped by a shorter length, and removes indices added past the end', () => {
    const tree: Tree = { list: [{ n: 1 }, { n: 2 }, { n: 3 }], other: [1] };
    const tracker = new ChangeTracker(tree);
    const t = tracker.tracked as Tree;
    t.list.length = 0;
    t.other[5] = 9;
    tracker.rollback();
    expect(tree).toEqual({ list: [{ n: 1 }, { n: 2 }, { n: 3 }], other: [1] });
    expect(tree.other).toHaveLength(1);
  });
});

describe('keys that reach a prototype', () => {
  it('are never set or deleted: the write throws before anything changes', () => {
    const tree: Tree = { props: {} };
    const tracker = new ChangeTracker(tree);
    const t = tracker.tracked as Tree;
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      expect(() => {
        t.props[key] = ['x'];
      }).toThrow(UnsafeKeyError);
      expect(() => delete t.props[key]).toThrow(UnsafeKeyError);
    }
    expect(Object.getPrototypeOf(tree.props)).toBe(Object.prototype);
    expect(Object.keys(tree.props)).toEqual([]);
    expect(tracker.changes()).toEqual([]);
  });

  it('are never followed: a prototype read through the tree is not tracked', () => {
    const tree: Tree = { a: {} };
    const tracker = new ChangeTracker(tree);
    const t = tracker.tracked as Tree;
    const proto = t.a.__proto__;
    expect(proto).toBe(Object.prototype); // the object itself, not a proxy that would record changes to it
    expect(tracker.changes()).toEqual([]);
  });

  it('are refused on replay, so a record can never pollute a prototype', () => {
    const root: Tree = { areas: {} };
    for (const p of [
      ['areas', '__proto__', 'polluted'],
      ['areas', 'constructor', 'prototype', 'polluted'],
      ['prototype'],
    ]) {
      expect(() => applyOps(root, [{ p, v: 'yes' }])).toThrow(/goes through/);
    }
    expect(({} as Tree).polluted).toBeUndefined();
  });
});

function mutate(t: Tree, rand: (n: number) => number, steps: number, tracker?: ChangeTracker): void {
  const items = t.areas.a.items as any[];
  const map = t.areas.b as Tree;
  for (let i = 0; i < steps; i++) {
    const pick = rand(tracker ? 11 : 9);
    if (pick === 9 && items.length) tracker!.removeAt(items, rand(items.length));
    else if (pick === 10 && items.length) {
      const tags = items[rand(items.length)].tags as number[];
      if (tags.length) tracker!.removeAt(tags, rand(tags.length));
    } else if (pick === 0) items.push({ id: rand(1000), tags: [rand(5)], meta: { s: 'é中😀' } });
    else if (pick === 1 && items.length) items.splice(rand(items.length), 1 + rand(2));
    else if (pick === 2 && items.length) items[rand(items.length)].meta.s = `v${rand(10)}`;
    else if (pick === 3 && items.length) items[rand(items.length)].tags.push(rand(9));
    else if (pick === 4) items.sort((p, q) => p.id - q.id);
    else if (pick === 5) map[`k${rand(20)}`] = { n: rand(10), list: [rand(3)] };
    else if (pick === 6) delete map[`k${rand(20)}`];
    else if (pick === 7) t.ids[`kind${rand(4)}`] = rand(100);
    else if (pick === 8 && items.length > 2) items.length = rand(items.length);
  }
}
