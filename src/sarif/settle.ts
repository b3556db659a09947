/**
 * Equal items of the arrays references point into become one, their references following (the schema wants
 * these arrays unique; a merge concatenates them, and real files repeat items). Two items are equal when they are
 * equal once their own references are moved to their targets' representatives — so two logical locations that
 * differ only by the index of their (equal) parents are equal — which is why this repeats until nothing changes.
 */
import { at, type IndexMap, type IndexMaps } from './index-maps.js';
import { arrayOf, isObject, type Json, type JsonObject } from './json.js';
import {
  COMPONENT_ARRAYS,
  componentKey,
  DESCRIPTOR_ARRAYS,
  RUN_ARRAYS,
  walkReferences,
  type ComponentArray,
  type DescriptorArray,
  type ReferenceVisitor,
  type RunArray,
  type RunSpace,
} from './references.js';
import { canonicalJson } from './unique.js';
import { findDuplicateItems } from './generated/sarif-validators.js';

/** The SARIF definition of the items of each array. */
const ITEM_DEFINITION: Readonly<Record<RunArray | ComponentArray | DescriptorArray, string>> = {
  artifacts: 'artifact',
  logicalLocations: 'logicalLocation',
  threadFlowLocations: 'threadFlowLocation',
  addresses: 'address',
  webRequests: 'webRequest',
  webResponses: 'webResponse',
  graphs: 'graph',
  invocations: 'invocation',
  extensions: 'toolComponent',
  taxonomies: 'toolComponent',
  policies: 'toolComponent',
  translations: 'toolComponent',
  rules: 'reportingDescriptor',
  notifications: 'reportingDescriptor',
  taxa: 'reportingDescriptor',
};

/** The item with its index of itself left out: two copies of one item differ only there. */
function withoutSelfIndex(array: string, item: Json): Json {
  if (!isObject(item)) return item;
  if (array === 'artifacts') {
    if (!isObject(item.location) || !('index' in item.location)) return item;
    const { index: _i, ...location } = item.location;
    return { ...item, location };
  }
  if (
    ['logicalLocations', 'threadFlowLocations', 'addresses', 'webRequests', 'webResponses'].includes(array)
  ) {
    const { index: _i, ...rest } = item;
    return rest;
  }
  return item;
}

/** One array being settled: its items, the map being built (-1: dropped), each item's representative. */
interface Group {
  array: RunArray | ComponentArray | DescriptorArray;
  items: Json[];
  map: IndexMap;
  rep: Int32Array;
}

/**
 * A visitor that moves references to their targets' representatives and changes nothing else; a reference whose
 * target is not there (dangling in the input, or dropped by the trim) is gone, as the upload will have it: two items
 * that differ only by one are equal (a fuzzer's case: `[{name: f}, {name: f, index: 5}]` repeated once written).
 */
function representativeVisitor(reps: {
  run: Partial<Record<RunArray, Group>>;
  components: Partial<Record<ComponentArray, Group>>;
  descriptors: Map<string, Partial<Record<DescriptorArray, Group>>>;
}): ReferenceVisitor {
  const through = (g: Group | undefined, v: number) =>
    !g ? v : v >= 0 && v < g.rep.length && at(g.map, v) >= 0 ? g.rep[v] : -1;
  return {
    index: (array, v) => through(reps.run[array], v),
    component: (array, v) => through(reps.components[array], v),
    resultGraph: (v) => v,
    descriptor(component, array, v) {
      if (!component || component.array === 'driver')
        return { index: through(reps.descriptors.get('driver')?.[array], v), component: -1 };
      return {
        index: through(reps.descriptors.get(componentKey(component))?.[array], v),
        component: through(reps.components[component.array], component.index),
      };
    },
  };
}

/** Whether an item holds any reference: a walk that changes nothing and notes what it meets. */
function holdsAny(item: Json, definition: string, space: RunSpace): boolean {
  if (!isObject(item)) return false;
  let met = false;
  const note = (_: unknown, v: number) => {
    met = true;
    return v;
  };
  walkReferences(item, definition, space, {
    index: note,
    component: note,
    resultGraph: (v) => v,
    descriptor: (_c, _a, v) => {
      met = true;
      return { index: v, component: -1 };
    },
  });
  return met;
}

function componentByKey(space: RunSpace, key: string): JsonObject | undefined {
  if (key === 'driver') return space.driver;
  const [array, index] = key.split('/') as [ComponentArray, string];
  const c = space.components[array]?.[Number(index)];
  return isObject(c) ? c : undefined;
}

/**
 * Settle every unique array of the run `skeleton` (described by `space`) into `final`, whose maps already give each
 * item's position or -1 (dropped by the trim): equal items map to the first of them. Returns how many items were
 * merged into an earlier one.
 */
export function settleArrays(
  skeleton: JsonObject,
  space: RunSpace,
  final: IndexMaps,
  danglingReferences = false,
): number {
  const groups: Group[] = [];
  const reps = {
    run: {} as Partial<Record<RunArray, Group>>,
    components: {} as Partial<Record<ComponentArray, Group>>,
    descriptors: new Map<string, Partial<Record<DescriptorArray, Group>>>(),
  };
  const group = (array: Group['array'], items: Json[], map: IndexMap): Group => {
    const rep = new Int32Array(items.length);
    for (let i = 0; i < rep.length; i++) rep[i] = i;
    const g = { array, items, map, rep };
    groups.push(g);
    return g;
  };
  for (const a of RUN_ARRAYS) {
    if (a === 'addresses' || a === 'invocations') continue; // not unique in the schema
    reps.run[a] = group(a, arrayOf(skeleton[a]), final.run[a]);
  }
  for (const a of COMPONENT_ARRAYS) reps.components[a] = group(a, space.components[a], final.components[a]);
  for (const [key, d] of final.descriptors) {
    const component = componentByKey(space, key);
    const own: Partial<Record<DescriptorArray, Group>> = {};
    for (const a of DESCRIPTOR_ARRAYS) own[a] = group(a, arrayOf(component?.[a]), d[a]);
    reps.descriptors.set(key, own);
  }

  // Repeats are rare: without any as the items stand, there is nothing to do (unless a dangling reference, left
  // out of the upload, is all that tells two items apart).
  if (
    !danglingReferences &&
    groups.every(
      (g) =>
        g.items.length < 2 || findDuplicateItems(g.items.map((x) => withoutSelfIndex(g.array, x))) === null,
    )
  )
    return 0;
  // Pass 1 compares the items as they stand (the representatives are the items themselves) and notes which hold a
  // reference at all; later passes move only those items' references to their targets' representatives.
  const visitor = representativeVisitor(reps);
  const keys = groups.map((g) => g.items.map((item) => canonicalJson(withoutSelfIndex(g.array, item))));
  const holdsReferences = groups.map((g) =>
    g.items.map((item) => holdsAny(withoutSelfIndex(g.array, item), ITEM_DEFINITION[g.array], space)),
  );
  for (let pass = 0, changed = true; changed; pass++) {
    // Pass 1 always runs: references moved (or gone) can make items equal that pass 0 found apart.
    changed = pass === 0;
    groups.forEach((g, gi) => {
      if (g.items.length < 2) return;
      const first = new Map<string, number>();
      g.items.forEach((item, i) => {
        if (at(g.map, i) < 0) return;
        if (pass > 0 && holdsReferences[gi][i]) {
          const copy = structuredClone(withoutSelfIndex(g.array, item));
          if (isObject(copy)) walkReferences(copy, ITEM_DEFINITION[g.array], space, visitor);
          keys[gi][i] = canonicalJson(copy);
        }
        let r = first.get(keys[gi][i]);
        if (r === undefined) first.set(keys[gi][i], (r = i));
        if (g.rep[i] !== r) {
          g.rep[i] = r;
          changed = true;
        }
      });
    });
  }
  let merged = 0;
  for (const g of groups) {
    let next = 0;
    const position = new Int32Array(g.items.length).fill(-1);
    for (let i = 0; i < g.items.length; i++) if (at(g.map, i) >= 0 && g.rep[i] === i) position[i] = next++;
    for (let i = 0; i < g.map.length; i++) {
      if (g.map[i] < 0) continue;
      if (g.rep[i] !== i) merged++;
      g.map[i] = i < g.items.length ? position[g.rep[i]] : -1;
    }
  }
  return merged;
}

/** Put each kept item of each mapped array at its new position. */
export function applyToArrays(skeleton: JsonObject, space: RunSpace, final: IndexMaps): void {
  const compact = (items: Json[], map: IndexMap): Json[] => {
    const out: Json[] = [];
    items.forEach((item, i) => {
      if (map[i] >= 0 && out[map[i]] === undefined) out[map[i]] = item;
    });
    return out;
  };
  for (const a of RUN_ARRAYS)
    if (Array.isArray(skeleton[a])) skeleton[a] = compact(skeleton[a] as Json[], final.run[a]);
  for (const [key, d] of final.descriptors) {
    const component = componentByKey(space, key);
    if (!component) continue;
    for (const a of DESCRIPTOR_ARRAYS)
      if (Array.isArray(component[a])) component[a] = compact(component[a] as Json[], d[a]);
  }
  const tool = isObject(skeleton.tool) ? skeleton.tool : undefined;
  if (tool && Array.isArray(tool.extensions))
    tool.extensions = compact(tool.extensions, final.components.extensions);
  for (const a of ['taxonomies', 'policies', 'translations'] as const)
    if (Array.isArray(skeleton[a])) skeleton[a] = compact(skeleton[a] as Json[], final.components[a]);
}
