/**
 * How the indices of one run map into another (a source run into a merged run, a merged run into the trimmed
 * output), and the visitors that apply such a map, or check references, through the reference walker.
 */
import { plural } from '../format.js';
import type { PendingDiagnostic } from './facts.js';
import {
  COMPONENT_ARRAYS,
  componentKey,
  componentOf,
  DESCRIPTOR_ARRAYS,
  descriptorsOf,
  DRIVER,
  resolveComponent,
  RUN_ARRAYS,
  type ComponentArray,
  type ComponentId,
  type DescriptorArray,
  type Path,
  type ReferenceVisitor,
  type RunArray,
  type RunSpace,
} from './references.js';
import { pointerToken } from './diagnostics.js';
import { isObject } from './json.js';

/** old index → new index; -1: the target is gone. Indices past the end are gone too. */
export type IndexMap = Int32Array;

export interface IndexMaps {
  /** The run the old indices are in (to resolve components named by guid or name). */
  space: RunSpace;
  run: Record<RunArray, IndexMap>;
  components: Record<ComponentArray, IndexMap>;
  /** Per component of `space` (componentKey) and descriptor array. */
  descriptors: Map<string, Record<DescriptorArray, IndexMap>>;
  /** uriBaseIds renamed by a merge. */
  uriBaseIds?: Map<string, string>;
  /** A merge matched one of the run's descriptors with another file's of another guid: references by guid follow. */
  guidsMoved?: boolean;
}

/**
 * The map of an empty array, shared: most of a run's arrays are empty, and a typed array costs some 300 bytes of its
 * own, for every run of a merge of thousands (issue 21). Nothing writes into a map past its length.
 */
const EMPTY: IndexMap = new Int32Array(0);

export function identity(n: number): IndexMap {
  if (n === 0) return EMPTY;
  const a = new Int32Array(n);
  for (let i = 0; i < n; i++) a[i] = i;
  return a;
}

export function at(map: IndexMap, i: number): number {
  return i >= 0 && i < map.length ? map[i] : -1;
}

export function isIdentity(map: IndexMap): boolean {
  for (let i = 0; i < map.length; i++) if (map[i] !== i) return false;
  return true;
}

/** Every component of a run with its id, the driver first. */
export function componentsOf(space: RunSpace): ComponentId[] {
  const out: ComponentId[] = [{ array: 'driver', index: -1 }];
  for (const array of COMPONENT_ARRAYS)
    space.components[array].forEach((_, index) => out.push({ array, index }));
  return out;
}

/**
 * Maps that change nothing. With `toolOf`, the maps of a run whose tool is byte for byte that run's: the maps of the
 * tool's driver and extensions are `toolOf`'s own, shared (identity too, and written by no one after they are made;
 * a merge of 1,000 files of one tool of 62 extensions made them 1,000 times).
 */
export function identityMaps(space: RunSpace, toolOf?: IndexMaps): IndexMaps {
  const run = {} as Record<RunArray, IndexMap>;
  for (const a of RUN_ARRAYS) run[a] = identity(space.lengths[a]);
  const components = {} as Record<ComponentArray, IndexMap>;
  for (const a of COMPONENT_ARRAYS)
    components[a] =
      toolOf && a === 'extensions' ? toolOf.components.extensions : identity(space.components[a].length);
  const descriptors = new Map<string, Record<DescriptorArray, IndexMap>>();
  for (const c of componentsOf(space)) {
    const key = componentKey(c);
    const shared =
      toolOf && (c.array === 'driver' || c.array === 'extensions') ? toolOf.descriptors.get(key) : undefined;
    if (shared) {
      descriptors.set(key, shared);
      continue;
    }
    const d = {} as Record<DescriptorArray, IndexMap>;
    for (const a of DESCRIPTOR_ARRAYS) d[a] = identity(descriptorsOf(space, c, a).length);
    descriptors.set(key, d);
  }
  return { space, run, components, descriptors };
}

/** True when applying the maps changes nothing (for references in range). */
export function mapsAreIdentity(m: IndexMaps): boolean {
  if (m.uriBaseIds && m.uriBaseIds.size > 0) return false;
  for (const a of RUN_ARRAYS) if (!isIdentity(m.run[a])) return false;
  for (const a of COMPONENT_ARRAYS) if (!isIdentity(m.components[a])) return false;
  for (const d of m.descriptors.values())
    for (const a of DESCRIPTOR_ARRAYS) if (!isIdentity(d[a])) return false;
  return true;
}

function composeMap(a: IndexMap, b: IndexMap): IndexMap {
  return a.length === 0 ? EMPTY : a.map((v) => at(b, v));
}

/**
 * Maps composed before, by the maps they were made of: maps shared by runs of one tool (identityMaps) compose to
 * one map, shared too. For one `second` only.
 */
export type ComposedMaps = Map<
  IndexMap | Record<DescriptorArray, IndexMap>,
  IndexMap | Record<DescriptorArray, IndexMap>
>;

/** `first` then `second`: old indices of first.space → new indices of second's target. */
export function composeMaps(
  first: IndexMaps,
  second: IndexMaps,
  composed: ComposedMaps = new Map(),
): IndexMaps {
  const run = {} as Record<RunArray, IndexMap>;
  for (const a of RUN_ARRAYS) run[a] = composeMap(first.run[a], second.run[a]);
  const components = {} as Record<ComponentArray, IndexMap>;
  for (const a of COMPONENT_ARRAYS) {
    const from = first.components[a];
    let to = a === 'extensions' ? (composed.get(from) as IndexMap | undefined) : undefined;
    if (!to) {
      to = composeMap(from, second.components[a]);
      if (a === 'extensions') composed.set(from, to);
    }
    components[a] = to;
  }
  const descriptors = new Map<string, Record<DescriptorArray, IndexMap>>();
  for (const [key, d] of first.descriptors) {
    // Only the tool's maps may be shared (identityMaps): the run's own components' are the run's.
    const ofTool = key === 'driver' || key.startsWith('extensions/');
    let out = ofTool ? (composed.get(d) as Record<DescriptorArray, IndexMap> | undefined) : undefined;
    if (!out) {
      // A shared record is shared with its component's map: the component it maps to is the same for every run.
      const mid = middleComponent(first, key);
      const next = mid === undefined ? undefined : second.descriptors.get(mid);
      out = {} as Record<DescriptorArray, IndexMap>;
      for (const a of DESCRIPTOR_ARRAYS)
        out[a] = next
          ? composeMap(d[a], next[a])
          : d[a].length === 0
            ? EMPTY
            : new Int32Array(d[a].length).fill(-1);
      if (ofTool) composed.set(d, out);
    }
    descriptors.set(key, out);
  }
  const uriBaseIds = first.uriBaseIds ?? second.uriBaseIds;
  return {
    space: first.space,
    run,
    components,
    descriptors,
    ...(uriBaseIds ? { uriBaseIds } : {}),
    ...(first.guidsMoved ? { guidsMoved: true } : {}),
  };
}

/** The key, in the middle space, of the component that `key` (a component of first.space) maps to. */
function middleComponent(first: IndexMaps, key: string): string | undefined {
  if (key === 'driver') return 'driver';
  const [array, index] = key.split('/') as [ComponentArray, string];
  const to = at(first.components[array], Number(index));
  return to < 0 ? undefined : `${array}/${to}`;
}

/** Per-kind counts of references rewritten and removed. */
export interface ReferenceCounts {
  remapped: number;
  removed: Record<string, number>;
}

export function emptyCounts(): ReferenceCounts {
  return { remapped: 0, removed: {} };
}

/**
 * A visitor that moves every reference through `maps`; gone targets are counted by kind in `counts.removed`.
 * `target`: the space the references go to, where a component named by guid or name only is looked up again: when
 * the name finds another component there, the reference gets its component's index.
 */
export function remapVisitor(maps: IndexMaps, counts: ReferenceCounts, target?: RunSpace): ReferenceVisitor {
  const gone = (kind: string) => {
    counts.removed[kind] = (counts.removed[kind] ?? 0) + 1;
  };
  return {
    uriBaseIds: maps.uriBaseIds,
    guid(component, array, next) {
      if (!target || !component) return undefined;
      const to: ComponentId =
        component.array === 'driver' ? DRIVER : { array: component.array, index: next.component };
      const d = descriptorsOf(target, to, array)[next.index];
      return isObject(d) ? d.guid : undefined;
    },
    named(ref, array, next) {
      if (!target || next < 0) return false;
      const found = resolveComponent(target, ref, array, DRIVER);
      return !(found && found.array === array && found.index === next);
    },
    index(array, value) {
      const next = at(maps.run[array], value);
      if (next < 0) gone(array);
      else if (next !== value) counts.remapped++;
      return next;
    },
    component(array, value) {
      const next = at(maps.components[array], value);
      if (next < 0) gone(array);
      else if (next !== value) counts.remapped++;
      return next;
    },
    resultGraph(value, length) {
      if (value < length) return value;
      gone('result graphs');
      return -1;
    },
    descriptor(component, array, value) {
      if (!component) {
        gone('toolComponent');
        return null;
      }
      const newComponent =
        component.array === 'driver' ? -1 : at(maps.components[component.array], component.index);
      if (component.array !== 'driver' && newComponent < 0) {
        gone(component.array);
        return null;
      }
      if (value < 0) return { index: -1, component: newComponent };
      const d = maps.descriptors.get(componentKey(component));
      const next = d ? at(d[array], value) : -1;
      if (next < 0) {
        gone(array);
        return null;
      }
      if (next !== value || (component.array !== 'driver' && newComponent !== component.index))
        counts.remapped++;
      return { index: next, component: newComponent };
    },
  };
}

function pointer(path: Path): string {
  return path.map((t) => `/${pointerToken(t)}`).join('');
}

const WHAT: Record<string, string> = {
  artifacts: 'run.artifacts',
  logicalLocations: 'run.logicalLocations',
  threadFlowLocations: 'run.threadFlowLocations',
  addresses: 'run.addresses',
  webRequests: 'run.webRequests',
  webResponses: 'run.webResponses',
  graphs: 'run.graphs',
  invocations: 'run.invocations',
  extensions: 'tool.extensions',
  taxonomies: 'run.taxonomies',
  policies: 'run.policies',
  translations: 'run.translations',
};

function componentName(space: RunSpace, c: ComponentId): string {
  if (c.array === 'driver') return 'tool.driver';
  const name = componentOf(space, c)?.name;
  return `${WHAT[c.array]}[${c.index}]${typeof name === 'string' ? ` ("${name}")` : ''}`;
}

/**
 * A visitor that changes nothing and reports every reference that points past the end of its array, as a warning:
 * the service tolerates them, and the engine leaves them out of what it writes. Rule references of results are
 * checked (as errors) where results are ranked; they are skipped here.
 */
export function checkVisitor(
  space: RunSpace,
  report: (d: PendingDiagnostic) => void,
  options: { resultRules?: boolean } = {},
): ReferenceVisitor {
  const warn = (at: Path, message: string, hint: string) =>
    report({ severity: 'warning', rule: 'dangling-reference', pointer: pointer(at), message, hint });
  const leftOut =
    'The service ignores it; the upload leaves this reference out. Fix the analyser output if you can.';
  return {
    index(array, value, at) {
      const n = space.lengths[array];
      if (value >= n) {
        warn(
          at,
          `index ${value} points past the end of ${WHAT[array]} (${n === 0 ? 'absent or empty' : plural(n, 'item')})`,
          leftOut,
        );
      }
      return value;
    },
    resultGraph(value, length, at) {
      if (value >= length)
        warn(
          at,
          `resultGraphIndex ${value} points past the end of the result's graphs (${length} items)`,
          leftOut,
        );
      return value;
    },
    component(array, value, at) {
      const n = space.components[array].length;
      if (value >= n)
        warn(at, `toolComponent index ${value} points past the end of ${WHAT[array]} (${n} items)`, leftOut);
      return value;
    },
    descriptor(component, array, value, at) {
      const isResultRule =
        at[at.length - 1] === 'rule' && (at.length === 1 || at[at.length - 3] === 'results');
      if (isResultRule && !options.resultRules) return { index: value, component: -1 };
      if (!component) {
        warn(at, 'the reference names a tool component the run does not have', leftOut);
      } else if (value >= 0) {
        const n = descriptorsOf(space, component, array).length;
        if (value >= n)
          warn(
            at,
            `index ${value} points past the end of ${componentName(space, component)}.${array} (${n} items)`,
            leftOut,
          );
      }
      return { index: value, component: -1 };
    },
  };
}
