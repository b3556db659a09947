/**
 * The space references point into: a run's arrays (by index), its tool components (the driver, extensions,
 * taxonomies, policies, translations) and their descriptor arrays, and how a toolComponentReference names one.
 * The reference model (references.ts) walks references; this is what they resolve against.
 */
import { arrayOf, isObject, type Json, type JsonObject } from './json.js';

/** Run-level arrays that objects point into by integer index. */
export type RunArray =
  | 'artifacts'
  | 'logicalLocations'
  | 'threadFlowLocations'
  | 'addresses'
  | 'webRequests'
  | 'webResponses'
  | 'graphs'
  | 'invocations';
export const RUN_ARRAYS: readonly RunArray[] = [
  'artifacts',
  'logicalLocations',
  'threadFlowLocations',
  'addresses',
  'webRequests',
  'webResponses',
  'graphs',
  'invocations',
];

/** Arrays of tool components a toolComponentReference points into (the driver is the default, outside them). */
export type ComponentArray = 'extensions' | 'taxonomies' | 'policies' | 'translations';
export const COMPONENT_ARRAYS: readonly ComponentArray[] = [
  'extensions',
  'taxonomies',
  'policies',
  'translations',
];

/** A tool component's arrays of reporting descriptors. */
export type DescriptorArray = 'rules' | 'notifications' | 'taxa';
export const DESCRIPTOR_ARRAYS: readonly DescriptorArray[] = ['rules', 'notifications', 'taxa'];

// ---------------------------------------------------------------------------------------------------------------
// Components: which tool component a reference names.

/** A tool component of a run: the driver, or an item of one of the component arrays. */
export interface ComponentId {
  array: ComponentArray | 'driver';
  index: number;
}
export const DRIVER: ComponentId = Object.freeze({ array: 'driver', index: -1 });

export function componentKey(c: ComponentId): string {
  return c.array === 'driver' ? 'driver' : `${c.array}/${c.index}`;
}

/** The parts of a run that references point into. */
export interface RunSpace {
  driver: JsonObject;
  components: Record<ComponentArray, Json[]>;
  lengths: Record<RunArray, number>;
}

export function runSpace(run: JsonObject): RunSpace {
  const tool = isObject(run.tool) ? run.tool : {};
  const lengths = {} as Record<RunArray, number>;
  for (const a of RUN_ARRAYS) lengths[a] = arrayOf(run[a]).length;
  return {
    driver: isObject(tool.driver) ? tool.driver : {},
    components: {
      extensions: arrayOf(tool.extensions),
      taxonomies: arrayOf(run.taxonomies),
      policies: arrayOf(run.policies),
      translations: arrayOf(run.translations),
    },
    lengths,
  };
}

export function componentOf(space: RunSpace, c: ComponentId): JsonObject | undefined {
  if (c.array === 'driver') return space.driver;
  const v = space.components[c.array][c.index];
  return isObject(v) ? v : undefined;
}

export function descriptorsOf(space: RunSpace, c: ComponentId, array: DescriptorArray): Json[] {
  return arrayOf(componentOf(space, c)?.[array]);
}

/**
 * The component a toolComponentReference names (§3.54): by index into `array`, else by guid, else by name; with
 * none of them (or no reference at all), `fallback`. undefined when it names a component the run does not have.
 */
export function resolveComponent(
  space: RunSpace | null,
  ref: Json | undefined,
  array: ComponentArray,
  fallback: ComponentId = DRIVER,
): ComponentId | undefined {
  if (!isObject(ref)) return fallback;
  if (Number.isInteger(ref.index) && (ref.index as number) >= 0) {
    const index = ref.index as number;
    if (!space || index < space.components[array].length) return { array, index };
    // A taxon of one of the tool's own extensions, by the extension's index: CodeQL names so the data-extension
    // models (tool.extensions[k].taxa) that a data-flow step went through (threadFlowLocation.taxa). The spec's
    // index is into run.taxonomies "depending on the context"; when the run has no such taxonomy and the tool has
    // such an extension holding taxa, that is what the reference names.
    if (array === 'taxonomies') {
      const extension = space.components.extensions[index];
      if (isObject(extension) && Array.isArray(extension.taxa)) return { array: 'extensions', index };
    }
    return undefined;
  }
  const keys = (['guid', 'name'] as const).filter((k) => typeof ref[k] === 'string');
  if (keys.length === 0) return fallback;
  if (!space) return fallback; // not known yet: only indices matter to whoever walks without a space
  // By guid, else by name (real files pair a component's name with another object's guid).
  for (const by of keys) {
    const want = ref[by];
    if (array === 'extensions' && space.driver[by] === want) return DRIVER;
    const index = space.components[array].findIndex((c) => isObject(c) && c[by] === want);
    if (index >= 0) return { array, index };
    // A taxonomy may also be the driver itself (a tool-defined taxonomy).
    if (array !== 'extensions' && space.driver[by] === want) return DRIVER;
  }
  return undefined;
}
