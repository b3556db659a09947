/**
 * The reference model: every property of SARIF 2.1.0 whose value points, by index (or by guid or name), into an
 * array of the run or of a tool component — and one walker that finds them all in any SARIF object. Input checks
 * (read-log.ts), merging and trimming (plan.ts), rewriting results (rewrite.ts) and the output gate
 * (output-gate.ts) all go through it, so a property added to the tables below is handled everywhere.
 *
 * The schema says which properties hold which objects (generated/sarif-shape.js is derived from it); it does not
 * say which integers are indices. That comes from the spec, section by section, and is written down here.
 */
import { isUntouchedRule } from './lazy-rules.js';
import { ARRAY, MAP, SHAPE } from './generated/sarif-shape.js';
import { isObject, type Json, type JsonObject } from './json.js';
import {
  COMPONENT_ARRAYS,
  descriptorsOf,
  DESCRIPTOR_ARRAYS,
  DRIVER,
  resolveComponent,
  type ComponentArray,
  type ComponentId,
  type DescriptorArray,
  type RunArray,
  type RunSpace,
} from './run-space.js';

export * from './run-space.js';

/**
 * What happens to a reference whose target is gone (dangling in the input, or dropped by the trim): the property
 * is deleted (where the object stays meaningful without it), or the array item that holds it is removed (where the
 * schema requires the reference: a configuration override without its descriptor, a relationship without its
 * target, a graph traversal without its graph).
 */
export type OnMissing = 'delete' | 'remove-item';

interface IndexSpec {
  array: RunArray;
  onMissing: OnMissing;
  /** In the run's own array, the item's index of itself (§3.4.4, §3.33.5, ...): ignored when looking for duplicates. */
  self?: boolean;
}

/** Integer properties that index a run array, as `definition.property`. */
export const INDEX_REFERENCES: Readonly<Record<string, IndexSpec>> = {
  'artifactLocation.index': { array: 'artifacts', onMissing: 'delete' }, // §3.4.5
  'artifact.parentIndex': { array: 'artifacts', onMissing: 'delete' }, // §3.24.3
  'logicalLocation.index': { array: 'logicalLocations', onMissing: 'delete', self: true }, // §3.33.3
  'logicalLocation.parentIndex': { array: 'logicalLocations', onMissing: 'delete' }, // §3.33.8
  'threadFlowLocation.index': { array: 'threadFlowLocations', onMissing: 'delete', self: true }, // §3.38.2
  'address.index': { array: 'addresses', onMissing: 'delete', self: true }, // §3.32.12
  'address.parentIndex': { array: 'addresses', onMissing: 'delete' }, // §3.32.13
  'webRequest.index': { array: 'webRequests', onMissing: 'delete', self: true }, // §3.46.2
  'webResponse.index': { array: 'webResponses', onMissing: 'delete', self: true }, // §3.47.2
  'graphTraversal.runGraphIndex': { array: 'graphs', onMissing: 'remove-item' }, // §3.42.2
  'resultProvenance.invocationIndex': { array: 'invocations', onMissing: 'delete' }, // §3.48.6
};

interface DescriptorSpec {
  /** The descriptor array, or where it comes from: the override list that holds it, or the descriptor holding it. */
  descriptors: DescriptorArray | 'override' | 'holder';
  /** The array `toolComponent.index` points into; without a toolComponent, the driver (or the holder's component). */
  components: ComponentArray;
  onMissing: OnMissing;
}

/** reportingDescriptorReference values (§3.52), by where they appear (`definition.property`). */
export const DESCRIPTOR_REFERENCES: Readonly<Record<string, DescriptorSpec>> = {
  'result.rule': { descriptors: 'rules', components: 'extensions', onMissing: 'delete' }, // §3.27.7 (+ ruleIndex)
  'result.taxa': { descriptors: 'taxa', components: 'taxonomies', onMissing: 'remove-item' }, // §3.27.8
  'threadFlowLocation.taxa': { descriptors: 'taxa', components: 'taxonomies', onMissing: 'remove-item' }, // §3.38.9
  'notification.descriptor': { descriptors: 'notifications', components: 'extensions', onMissing: 'delete' }, // §3.58.5
  'notification.associatedRule': { descriptors: 'rules', components: 'extensions', onMissing: 'delete' }, // §3.58.6
  'configurationOverride.descriptor': {
    descriptors: 'override',
    components: 'extensions',
    onMissing: 'remove-item',
  }, // §3.51.3
  'reportingDescriptorRelationship.target': {
    descriptors: 'holder',
    components: 'taxonomies',
    onMissing: 'remove-item',
  }, // §3.53.2
};

/** Which descriptors a configuration override list configures (§3.20.5, §3.20.6). */
const OVERRIDE_LISTS: Readonly<Record<string, DescriptorArray>> = {
  'invocation.ruleConfigurationOverrides': 'rules',
  'invocation.notificationConfigurationOverrides': 'notifications',
};

/** toolComponentReference values (§3.54) outside descriptor references. */
export const COMPONENT_REFERENCES: Readonly<
  Record<string, { components: ComponentArray; onMissing: OnMissing }>
> = {
  'toolComponent.supportedTaxonomies': { components: 'taxonomies', onMissing: 'remove-item' }, // §3.19.30
  'toolComponent.associatedComponent': { components: 'extensions', onMissing: 'delete' }, // §3.19.33
};

/**
 * Properties under which references are not the run's: a conversion's tool and invocation describe the converter
 * (§3.22), whose rules are not in the run's tool. Artifact locations there still index the run's artifacts.
 */
const FOREIGN_TOOL = new Set(['conversion.tool', 'conversion.invocation']);

// ---------------------------------------------------------------------------------------------------------------
// The walker.

/** What a walk does at each reference: returns the index the reference should now hold, or -1 when it is gone. */
export interface ReferenceVisitor {
  /** `value` indexes run array `array` (in the space of the object walked). */
  index(array: RunArray, value: number, at: Path): number;
  /** `value` indexes component array `array`. */
  component(array: ComponentArray, value: number, at: Path): number;
  /**
   * A descriptor reference: its component (resolved; undefined when the reference names none) and its index in
   * the component's `array` (-1 when given by id or guid only). Returns the new descriptor index (-1: gone) and
   * the new component index (ignored for the driver).
   */
  descriptor(
    component: ComponentId | undefined,
    array: DescriptorArray,
    value: number,
    at: Path,
  ): { index: number; component: number } | null;
  /** `value` indexes the enclosing result's own `graphs` (§3.42.3), which has `length` items. */
  resultGraph(value: number, length: number, at: Path): number;
  /** Renamed uriBaseIds (merge): artifactLocation.uriBaseId values to rewrite. */
  uriBaseIds?: ReadonlyMap<string, string>;
  /** Told each artifactLocation.uriBaseId met (before any rename). */
  uriBase?(name: string): void;
  /**
   * A toolComponentReference that names its component by guid or name only, the component now at `next` in `array`
   * (-1: the driver, or not resolved): whether it must carry that index, because where it goes its name names
   * another component (a merge keeps one tool's extension at two versions: both have the name).
   */
  named?(ref: JsonObject, array: ComponentArray, next: number): boolean;
  /**
   * The guid of the descriptor a reference now names (`next`, as `descriptor` returned it), where the reference
   * goes: a merge keeps one file's copy of a rule both files define, and a reference by guid follows that copy.
   */
  guid?(
    component: ComponentId | undefined,
    array: DescriptorArray,
    next: { index: number; component: number },
  ): unknown;
}

/** The JSON pointer tokens of the object being visited (mutable during a walk: copy to keep). */
export type Path = (string | number)[];

interface Context {
  /** null: the run's tool is not known yet (pass 1 reads results before it): components are not resolved. */
  space: RunSpace | null;
  visitor: ReferenceVisitor;
  path: Path;
  /** The descriptor array an override list configures. */
  override?: DescriptorArray;
  /** The component and descriptor array holding the descriptor being walked (for relationships). */
  holder?: { component: ComponentId; array: DescriptorArray };
  /** Items in the enclosing result's `graphs`. */
  resultGraphs: number;
  /** The tool component being walked. */
  component?: ComponentId;
  /** Inside a converter's tool or invocation. */
  foreign: boolean;
  changed: number;
}

const REMOVE = Symbol('remove');

/** Definitions from which a reference can be reached: the walk never enters the others (messages, regions, ...). */
const REACHES: ReadonlySet<string> = (() => {
  const direct = new Set<string>([
    'reportingDescriptorReference',
    'toolComponentReference',
    'artifactLocation',
  ]);
  for (const key of Object.keys(INDEX_REFERENCES)) direct.add(key.split('.')[0]);
  for (const key of Object.keys(DESCRIPTOR_REFERENCES)) direct.add(key.split('.')[0]);
  const reaches = new Set(direct);
  for (let grew = true; grew;) {
    grew = false;
    for (const [def, props] of Object.entries(SHAPE)) {
      if (reaches.has(def)) continue;
      if (Object.values(props).some(([child]) => child !== null && reaches.has(child))) {
        reaches.add(def);
        grew = true;
      }
    }
  }
  reaches.delete('propertyBag');
  return reaches;
})();

/** Integer index properties per definition. */
const INDEX_PROPS: ReadonlyMap<string, [string, IndexSpec][]> = (() => {
  const m = new Map<string, [string, IndexSpec][]>();
  for (const [key, spec] of Object.entries(INDEX_REFERENCES)) {
    const [def, prop] = key.split('.');
    const list = m.get(def) ?? [];
    list.push([prop, spec]);
    m.set(def, list);
  }
  return m;
})();

/**
 * Every property name that a walk may read a reference from: a value that holds none of them anywhere holds no
 * reference, and a walk of it changes nothing and counts nothing.
 */
const REFERENCE_PROPS: ReadonlySet<string> = new Set([
  ...[INDEX_REFERENCES, DESCRIPTOR_REFERENCES, COMPONENT_REFERENCES].flatMap((table) =>
    Object.keys(table).map((key) => key.slice(key.indexOf('.') + 1)),
  ),
  'index',
  'toolComponent',
  'uriBaseId',
  'ruleIndex',
  'resultGraphIndex',
]);

/** Whether any object in `value` has a property a reference walk reads (false: the walk would change nothing). */
export function holdsReferences(value: Json): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(holdsReferences);
  for (const k in value) if (REFERENCE_PROPS.has(k) || holdsReferences(value[k])) return true;
  return false;
}

export interface WalkOptions {
  /** Leave out these properties of the walked object itself (a run's `results` when walking its skeleton). */
  skip?: ReadonlySet<string>;
}

/**
 * Visit every reference in `node`, an object of SARIF definition `def` ('run', 'result', ...) that lives in the run
 * described by `space`, and apply what the visitor returns: a new index is written, a missing target deletes the
 * property or removes the array item that holds it. Returns how many references changed.
 */
export function walkReferences(
  node: JsonObject,
  def: string,
  space: RunSpace | null,
  visitor: ReferenceVisitor,
  base: Path = [],
  options: WalkOptions = {},
): number {
  const cx: Context = { space, visitor, path: [...base], foreign: false, changed: 0, resultGraphs: 0 };
  walk(node, def, cx, options.skip);
  return cx.changed;
}

function walk(node: JsonObject, def: string, cx: Context, skip?: ReadonlySet<string>): typeof REMOVE | void {
  // A rule still kept as its bytes holds no reference (read-tool.ts refuses those): nothing to visit.
  if (def === 'reportingDescriptor' && isUntouchedRule(node)) return;
  const indexProps = INDEX_PROPS.get(def);
  if (indexProps) {
    for (const [prop, spec] of indexProps) {
      const v = node[prop];
      if (!Number.isInteger(v) || (v as number) < 0) continue;
      cx.path.push(prop);
      const next = cx.visitor.index(spec.array, v as number, cx.path);
      cx.path.pop();
      if (next === v) continue;
      cx.changed++;
      if (next >= 0) node[prop] = next;
      else if (spec.onMissing === 'delete') delete node[prop];
      else return REMOVE;
    }
  }
  if (def === 'artifactLocation' && typeof node.uriBaseId === 'string') {
    cx.visitor.uriBase?.(node.uriBaseId);
    const renamed = cx.visitor.uriBaseIds?.get(node.uriBaseId);
    if (renamed !== undefined) {
      node.uriBaseId = renamed;
      cx.changed++;
    }
  }
  if (def === 'result') cx.resultGraphs = Array.isArray(node.graphs) ? node.graphs.length : 0;
  if (
    def === 'graphTraversal' &&
    Number.isInteger(node.resultGraphIndex) &&
    (node.resultGraphIndex as number) >= 0
  ) {
    cx.path.push('resultGraphIndex');
    const next = cx.visitor.resultGraph(node.resultGraphIndex as number, cx.resultGraphs, cx.path);
    cx.path.pop();
    if (next < 0) {
      cx.changed++;
      return REMOVE; // the schema requires one of the two graph indices
    }
  }
  if (def === 'result' && !cx.foreign && ('ruleIndex' in node || isObject(node.rule))) {
    if (visitResultRule(node, cx) === REMOVE) return REMOVE;
  }
  const entries = ENTRIES.get(def);
  if (!entries) return;
  for (let e = 0; e < entries.length; e++) {
    const entry = entries[e];
    const value = node[entry.prop];
    if (value === undefined || value === null || typeof value !== 'object') continue;
    if (skip?.has(entry.prop)) continue;
    const { override, holder, foreign, component } = cx;
    if (entry.foreign) cx.foreign = true;
    if (entry.override) cx.override = entry.override;
    cx.path.push(entry.prop);
    let removed = false;
    if (entry.flags & ARRAY) {
      if (Array.isArray(value)) walkArray(value, entry.child, entry.key, cx, def, entry.prop);
    } else if (entry.flags & MAP) {
      if (isObject(value))
        for (const k of Object.keys(value)) {
          const item = value[k];
          if (!isObject(item)) continue;
          cx.path.push(k);
          walkValue(item, entry.child, entry.key, cx);
          cx.path.pop();
        }
    } else if (isObject(value)) {
      removed = walkValue(value, entry.child, entry.key, cx) === REMOVE;
    }
    cx.path.pop();
    cx.override = override;
    cx.holder = holder;
    cx.foreign = foreign;
    cx.component = component;
    if (removed) {
      if (entry.removeItem) return REMOVE;
      delete node[entry.prop];
    }
  }
}

/** A property of a definition that the walk enters, with what the tables say of it, computed once. */
interface Entry {
  prop: string;
  child: string;
  flags: number;
  key: string;
  foreign: boolean;
  override?: DescriptorArray;
  /** When the value is a reference whose target is gone: remove the item holding this object. */
  removeItem: boolean;
}

const ENTRIES: ReadonlyMap<string, Entry[]> = (() => {
  const m = new Map<string, Entry[]>();
  for (const [def, props] of Object.entries(SHAPE)) {
    const list: Entry[] = [];
    for (const [prop, [child, flags]] of Object.entries(props)) {
      if (child === null || !REACHES.has(child)) continue;
      if (def === 'result' && prop === 'rule') continue; // visitResultRule does it
      const key = `${def}.${prop}`;
      const spec = DESCRIPTOR_REFERENCES[key] ?? COMPONENT_REFERENCES[key];
      list.push({
        prop,
        child,
        flags,
        key,
        foreign: FOREIGN_TOOL.has(key),
        override: OVERRIDE_LISTS[key],
        removeItem: spec?.onMissing === 'remove-item',
      });
    }
    if (list.length > 0) m.set(def, list);
  }
  return m;
})();

function walkArray(items: Json[], child: string, key: string, cx: Context, def: string, prop: string): void {
  let removed: Set<number> | undefined;
  // Items of a component array are components; items of a component's descriptor array hold relationships that
  // default to that component.
  const componentArray =
    (def === 'tool' && prop === 'extensions') ||
    (def === 'run' && COMPONENT_ARRAYS.includes(prop as ComponentArray))
      ? (prop as ComponentArray)
      : undefined;
  const holder =
    def === 'toolComponent' && cx.component && DESCRIPTOR_ARRAYS.includes(prop as DescriptorArray)
      ? { component: cx.component, array: prop as DescriptorArray }
      : undefined;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (!isObject(item)) continue;
    cx.path.push(i);
    if (componentArray) cx.component = { array: componentArray, index: i };
    if (holder) cx.holder = holder;
    if (walkValue(item, child, key, cx) === REMOVE) (removed ??= new Set()).add(i);
    cx.path.pop();
  }
  if (removed) {
    const kept = items.filter((_, i) => !removed.has(i));
    items.length = 0;
    items.push(...kept);
  }
}

function walkValue(value: JsonObject, def: string, key: string, cx: Context): typeof REMOVE | void {
  if (def === 'reportingDescriptorReference') {
    const spec = DESCRIPTOR_REFERENCES[key];
    if (!spec || cx.foreign) return;
    return visitDescriptor(value, spec, cx);
  }
  if (def === 'toolComponentReference') {
    const spec = COMPONENT_REFERENCES[key];
    if (!spec || cx.foreign) return;
    return visitComponentRef(value, spec.components, cx);
  }
  if (key === 'tool.driver') cx.component = DRIVER;
  return walk(value, def, cx);
}

/** A component reference on its own: rewrite its index; a name or guid stays as it is. */
function visitComponentRef(ref: JsonObject, array: ComponentArray, cx: Context): typeof REMOVE | void {
  if (Number.isInteger(ref.index) && (ref.index as number) >= 0) {
    cx.path.push('index');
    const next = cx.visitor.component(array, ref.index as number, cx.path);
    cx.path.pop();
    if (next === ref.index) return;
    cx.changed++;
    if (next < 0) return REMOVE;
    ref.index = next;
    return;
  }
  // Named by guid or name only: a name is not an index, and may name a component of an external property file.
  if (!namedOnly(ref) || !cx.visitor.named) return;
  const component = cx.space ? resolveComponent(cx.space, ref, array, DRIVER) : undefined;
  let next = -1;
  if (component && component.array === array) {
    cx.path.push('index');
    next = cx.visitor.component(array, component.index, cx.path);
    cx.path.pop();
  }
  pin(ref, array, next, cx);
}

/** A toolComponentReference by guid or name, without an index. */
function namedOnly(ref: JsonObject): boolean {
  return !Number.isInteger(ref.index) && (typeof ref.guid === 'string' || typeof ref.name === 'string');
}

/** A reference by name given the index its component now has, where the visitor says its name would mislead. */
function pin(ref: JsonObject, array: ComponentArray, next: number, cx: Context): void {
  if (!cx.visitor.named?.(ref, array, next) || next < 0) return;
  ref.index = next;
  cx.changed++;
}

function visitDescriptor(ref: JsonObject, spec: DescriptorSpec, cx: Context): typeof REMOVE | void {
  const array =
    spec.descriptors === 'override'
      ? (cx.override ?? 'rules')
      : spec.descriptors === 'holder'
        ? (cx.holder?.array ?? 'rules')
        : spec.descriptors;
  // Without a toolComponent, a relationship's target is in the component that holds the descriptor (§3.53.2).
  const fallback = spec.descriptors === 'holder' ? (cx.holder?.component ?? DRIVER) : DRIVER;
  const tc = isObject(ref.toolComponent) ? ref.toolComponent : undefined;
  const components =
    spec.descriptors === 'holder' ? relationshipComponents(cx.space, tc, ref, array) : spec.components;
  const component = resolveComponent(cx.space, tc, components, fallback);
  if (component === undefined && tc && !(Number.isInteger(tc.index) && (tc.index as number) >= 0)) return; // named only
  const index = Number.isInteger(ref.index) && (ref.index as number) >= 0 ? (ref.index as number) : -1;
  // A taxonomy holds taxa (§3.19.3): a relationship that targets one points at a taxon whatever its holder is.
  const target =
    component?.array === 'taxonomies'
      ? 'taxa'
      : spec.descriptors === 'holder' && component && cx.space
        ? relationshipArray(cx.space, component, array, ref, index)
        : array;
  // A descriptor named by guid or id alone is looked up where it is, so that one left out (rules over their limit)
  // takes the reference with it, as by index; its index is not written (the name still names it).
  const found =
    index < 0 && component && cx.space
      ? namedDescriptor(ref, descriptorsOf(cx.space, component, target))
      : -1;
  const next = cx.visitor.descriptor(component, target, index >= 0 ? index : found, cx.path);
  const componentIndexed = tc !== undefined && Number.isInteger(tc.index) && (tc.index as number) >= 0;
  if (next === null) {
    cx.changed++;
    return REMOVE;
  }
  if (index >= 0 && next.index !== index) {
    ref.index = next.index;
    cx.changed++;
  }
  if (componentIndexed && next.component >= 0 && next.component !== tc.index) {
    tc.index = next.component;
    cx.changed++;
  }
  if (tc && namedOnly(tc))
    pin(tc, component && component.array !== 'driver' ? component.array : components, next.component, cx);
  followGuid(ref, component, target, next, cx);
}

/** A reference by guid takes the guid of the descriptor it now names, where that one has another (visitor.guid). */
function followGuid(
  ref: JsonObject,
  component: ComponentId | undefined,
  array: DescriptorArray,
  next: { index: number; component: number },
  cx: Context,
): void {
  if (typeof ref.guid !== 'string' || next.index < 0 || !cx.visitor.guid) return;
  const guid = cx.visitor.guid(component, array, next);
  if (typeof guid !== 'string' || guid === ref.guid) return;
  ref.guid = guid;
  cx.changed++;
}

/** The index of the descriptor a reference without index names: by guid, else by id (§3.52.4-5); -1 if none. */
function namedDescriptor(ref: JsonObject, items: Json[]): number {
  for (const key of ['guid', 'id'] as const) {
    const want = ref[key];
    if (typeof want !== 'string') continue;
    let known = descriptorIndexes.get(items)?.[key];
    const i = known?.by.get(want);
    // Arrays are replaced when they change, but one deduplicated in place (unique.ts) gets shorter: then made again.
    if (
      !known ||
      known.length !== items.length ||
      (i !== undefined && (!isObject(items[i]) || items[i][key] !== want))
    ) {
      known = { length: items.length, by: new Map() };
      for (let k = items.length - 1; k >= 0; k--) {
        const d = items[k];
        if (isObject(d) && typeof d[key] === 'string') known.by.set(d[key], k);
      }
      const all = descriptorIndexes.get(items) ?? {};
      all[key] = known;
      descriptorIndexes.set(items, all);
    }
    return known.by.get(want) ?? -1;
  }
  return -1;
}

/**
 * Descriptors by guid and by id, per array: a result naming its rule by guid, or 25,000 rules relating to a taxon
 * by id, would otherwise each search the array.
 */
const descriptorIndexes = new WeakMap<
  Json[],
  Partial<Record<'guid' | 'id', { length: number; by: Map<string, number> }>>
>();

/**
 * Which component array a relationship target's `toolComponent` names. The spec reads a toolComponentReference in
 * `tool.extensions` (§3.54.2); the SARIF tutorials and tools relate rules to taxa with an index into
 * `run.taxonomies`. So: the array that has such a component, and when both do, the one whose component holds the
 * target the reference names by id or guid (an extension's rule, a taxonomy's taxon); taxonomies when nothing
 * settles it, as before.
 */
function relationshipComponents(
  space: RunSpace | null,
  tc: JsonObject | undefined,
  ref: JsonObject,
  holder: DescriptorArray,
): ComponentArray {
  if (!space || !tc) return 'taxonomies';
  const found = (array: ComponentArray) => {
    const c = resolveComponent(space, tc, array, DRIVER);
    return c && c.array === array ? c : undefined;
  };
  const taxonomy = found('taxonomies');
  const extension = found('extensions');
  if (!extension) return 'taxonomies';
  if (!taxonomy) return 'extensions';
  const index = Number.isInteger(ref.index) && (ref.index as number) >= 0 ? (ref.index as number) : -1;
  const keys = (['guid', 'id'] as const).filter((k) => typeof ref[k] === 'string');
  const names = (d: Json | undefined) => isObject(d) && keys.some((k) => d[k] === ref[k]);
  const holds = (c: ComponentId, array: DescriptorArray) => {
    const items = descriptorsOf(space, c, array);
    return index >= 0 ? names(items[index]) : items.some(names);
  };
  return keys.length > 0 && holds(extension, holder) && !holds(taxonomy, 'taxa')
    ? 'extensions'
    : 'taxonomies';
}

/**
 * Which array of a driver or extension a relationship's target indexes: the holder's (a rule related to a rule), or
 * the component's `taxa` when the target's id or guid names a taxon there and not a descriptor of the holder's kind.
 * A tool may define taxa of its own, and relate its rules to them (Qodana: every rule of its extensions to a category
 * among its driver's `taxa`); the reference's index alone does not say which array it counts in (§3.52.5: "depending
 * on the context"). Without an id or guid that settles it, the holder's array, as before.
 */
function relationshipArray(
  space: RunSpace,
  component: ComponentId,
  holder: DescriptorArray,
  ref: JsonObject,
  index: number,
): DescriptorArray {
  if (holder === 'taxa') return holder;
  const keys = (['guid', 'id'] as const).filter((k) => typeof ref[k] === 'string');
  if (keys.length === 0) return holder;
  const names = (d: Json | undefined) => isObject(d) && keys.some((k) => d[k] === ref[k]);
  const at = (array: DescriptorArray) => {
    const items = descriptorsOf(space, component, array);
    return index >= 0 ? names(items[index]) : items.some(names);
  };
  return !at(holder) && at('taxa') ? 'taxa' : holder;
}

/** A result's rule: `ruleIndex` and `rule` (index, toolComponent) name one descriptor (§3.27.6-7). */
function visitResultRule(result: JsonObject, cx: Context): typeof REMOVE | void {
  const rule = isObject(result.rule) ? result.rule : undefined;
  const tc = rule && isObject(rule.toolComponent) ? rule.toolComponent : undefined;
  const component = resolveComponent(cx.space, tc, 'extensions');
  const index = Number.isInteger(result.ruleIndex)
    ? (result.ruleIndex as number)
    : rule && Number.isInteger(rule.index)
      ? (rule.index as number)
      : -1;
  // A rule named by guid alone (§3.52.4) is looked up, as namedDescriptor does for other references.
  const found =
    index < 0 && rule && typeof rule.guid === 'string' && component && cx.space
      ? namedDescriptor({ guid: rule.guid }, descriptorsOf(cx.space, component, 'rules'))
      : -1;
  cx.path.push('rule');
  const next = cx.visitor.descriptor(component, 'rules', index >= 0 ? index : found, cx.path);
  cx.path.pop();
  if (next === null) {
    cx.changed++;
    return REMOVE;
  }
  if (index >= 0 && next.index !== index) {
    if (Number.isInteger(result.ruleIndex)) result.ruleIndex = next.index;
    if (rule && Number.isInteger(rule.index)) rule.index = next.index;
    cx.changed++;
  }
  if (
    tc &&
    Number.isInteger(tc.index) &&
    (tc.index as number) >= 0 &&
    next.component >= 0 &&
    next.component !== tc.index
  ) {
    tc.index = next.component;
    cx.changed++;
  }
  if (tc && namedOnly(tc)) pin(tc, 'extensions', component?.array === 'extensions' ? next.component : -1, cx);
  if (rule) followGuid(rule, component, 'rules', next, cx);
}
