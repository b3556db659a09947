/**
 * Links inside messages to other parts of the log (SARIF §3.11.6: `[text](sarif:/runs/0/results/3)`). A merge, a
 * trim or a split into uploads moves what they point at: pass 2 points each where its target now is in the upload,
 * and where the target is not in the upload (left out by a limit, or in another upload) leaves the text without the
 * link. Only results whose bytes hold `sarif:` are looked at, and only in an upload where something moved.
 */
import { ARRAY, MAP, SHAPE } from './generated/sarif-shape.js';
import { at, type IndexMap, type IndexMaps } from './index-maps.js';
import { isObject, type Json, type JsonObject } from './json.js';
import { isUntouchedRule } from './lazy-rules.js';
import type { OutputRun } from './output-run.js';
import {
  DESCRIPTOR_ARRAYS,
  RUN_ARRAYS,
  type ComponentArray,
  type DescriptorArray,
  type RunArray,
} from './run-space.js';

/** What a result's bytes must hold for it to hold a link. */
export const SARIF_SCHEME = Buffer.from('sarif:');

/** A markdown link whose target is a `sarif:` URI: its text (escapes kept) and the JSON pointer. */
const LINK = /\[((?:[^\]\\]|\\.)*)\]\(sarif:([^)\s]*)\)/g;

/** Where one source run went in the upload: its run's index, its results' new indices, its other maps. */
interface Place {
  run: number;
  results: Int32Array;
  maps: IndexMaps;
}

const key = (file: string, run: number) => `${file}\u0000${run}`;

/** Where the source runs of an upload went, by file and run index: made when a link first asks. */
export class LinkPlaces {
  private places: Map<string, Place> | undefined;
  constructor(private readonly runs: readonly OutputRun[]) {}

  get(file: string, run: number): Place | undefined {
    if (!this.places) {
      const places = (this.places = new Map());
      this.runs.forEach((output, r) => {
        const results = output.sources.map((s) => new Int32Array(s.run.results.length).fill(-1));
        output.kept.forEach((k, n) => (results[k.source][k.index] = n));
        output.sources.forEach((s, i) =>
          places.set(key(s.log.file, s.run.index), { run: r, results: results[i], maps: output.maps[i] }),
        );
      });
    }
    return this.places.get(key(file, run));
  }
}

/**
 * The places of an upload's source runs, or undefined when every link keeps its meaning: the upload is the runs
 * of one file, in their order from the first, each whole and alone, its maps unchanged.
 */
export function linkPlaces(runs: readonly OutputRun[]): LinkPlaces | undefined {
  const file = runs[0]?.sources[0]?.log.file;
  const still = runs.every(
    (run, r) =>
      run.sources.length === 1 &&
      run.sources[0].log.file === file &&
      run.sources[0].run.index === r &&
      run.kept.length === run.sources[0].run.results.length &&
      run.changed[0] === 0 &&
      !run.rulesChanged[0],
  );
  return still ? undefined : new LinkPlaces(runs);
}

/** What a pointer into the log `file` names in the upload; undefined when that is not in the upload. */
export function movedPointer(places: LinkPlaces, file: string, pointer: string): string | undefined {
  const m = /^\/runs\/(\d+)(\/.*)?$/.exec(pointer);
  if (!m) return pointer; // the log's own members: where they were
  const place = places.get(file, Number(m[1]));
  if (!place) return undefined;
  const parts = (m[2] ?? '').split('/'); // ['', 'results', '3', …]
  if (parts.length >= 3 && /^\d+$/.test(parts[2])) {
    const i = Number(parts[2]);
    const to =
      parts[1] === 'results'
        ? i < place.results.length
          ? place.results[i]
          : -1
        : (RUN_ARRAYS as readonly string[]).includes(parts[1])
          ? at(place.maps.run[parts[1] as RunArray], i)
          : undefined;
    if (to !== undefined && to < 0) return undefined;
    if (to !== undefined) parts[2] = String(to);
  }
  // A rule of the driver (`/tool/driver/rules/N`): where the rules limit or a merge put it.
  if (parts[1] === 'tool' && parts[2] === 'driver' && parts[3] === 'rules' && /^\d+$/.test(parts[4] ?? '')) {
    const rules = place.maps.descriptors.get('driver')?.rules;
    const to = rules ? at(rules, Number(parts[4])) : Number(parts[4]);
    if (to < 0) return undefined;
    parts[4] = String(to);
  }
  return `/runs/${place.run}${parts.join('/')}`;
}

/** A message's `text` and `markdown` with their `sarif:` links moved; the same object when none moved. */
function movedMessage(
  m: JsonObject,
  move: (pointer: string) => string | undefined,
  counts: { moved: number; unlinked: number },
): JsonObject {
  let out = m;
  for (const k of ['text', 'markdown'] as const) {
    const s = m[k];
    if (typeof s !== 'string' || !s.includes('sarif:')) continue;
    const t = s.replace(LINK, (whole, text: string, pointer: string) => {
      const to = move(pointer);
      if (to === pointer) return whole;
      if (to === undefined) {
        counts.unlinked++;
        return text;
      }
      counts.moved++;
      return `[${text}](sarif:${to})`;
    });
    if (t !== s) out = { ...out, [k]: t };
  }
  return out;
}

type Mover = (pointer: string) => string | undefined;

/**
 * Another mover for item i of the array `key` of a `def` object, or undefined to keep the one of the object. `scope`
 * is the tool component the object is in (`driver`, `extensions/2`, `taxonomies/0`, ...; empty outside one).
 */
type MoverFor = (def: string, key: string, i: number, length: number, scope: string) => Mover | undefined;

/** Component arrays by the definition that holds them: their items are the scopes of what they hold. */
const SCOPES: Record<string, readonly string[]> = {
  run: ['taxonomies', 'policies', 'translations'],
  tool: ['extensions'],
};

/**
 * `node` (of the schema's definition `def`) with the `sarif:` links of its messages moved: the same value where
 * nothing moved, else a copy of each object and array on the way to what did (the input is never changed: a known
 * tool's parse is shared, frozen). `moveFor`, where given, names another mover for an item of an array (a run
 * array's items come from the source the merge took them from, as do a component's rules).
 */
function withMovedLinks(
  node: Json,
  def: string,
  move: Mover,
  counts: { moved: number; unlinked: number },
  moveFor?: MoverFor,
  scope = '',
): Json {
  if (!isObject(node) || isUntouchedRule(node)) return node; // a rule kept as bytes holds no message object
  if (def === 'message') return movedMessage(node, move, counts);
  let out = node;
  for (const [prop, [child, flags]] of Object.entries(SHAPE[def as keyof typeof SHAPE] ?? {})) {
    const v = node[prop];
    if (child === null || child === 'propertyBag' || v === undefined) continue;
    let w: Json = v;
    if (flags & ARRAY) {
      if (!Array.isArray(v)) continue;
      let items: Json[] | undefined;
      const scoped = SCOPES[def]?.includes(prop);
      v.forEach((item, i) => {
        const inner = scoped ? `${prop}/${i}` : scope;
        const m =
          item === null || typeof item !== 'object'
            ? undefined
            : (moveFor?.(def, prop, i, v.length, scope) ?? move);
        const moved = m ? withMovedLinks(item, child, m, counts, moveFor, inner) : item;
        if (moved !== item) (items ??= [...v])[i] = moved;
      });
      if (items) w = items;
    } else if (flags & MAP) {
      if (!isObject(v)) continue;
      let entries: JsonObject | undefined;
      for (const [k, item] of Object.entries(v)) {
        const moved = withMovedLinks(item, child, move, counts, moveFor, scope);
        if (moved !== item) (entries ??= { ...v })[k] = moved;
      }
      if (entries) w = entries;
    } else
      w = withMovedLinks(
        v,
        child,
        move,
        counts,
        moveFor,
        def === 'tool' && prop === 'driver' ? 'driver' : scope,
      );
    if (w !== v) {
      if (out === node) out = { ...node };
      out[prop] = w;
    }
  }
  return out;
}

/** Move every `sarif:` link of the result's messages (`move`: the new pointer, undefined to unlink), in place. */
export function moveLinks(
  result: JsonObject,
  move: (pointer: string) => string | undefined,
): { moved: number; unlinked: number } {
  const counts = { moved: 0, unlinked: 0 };
  const moved = withMovedLinks(result, 'result', move, counts) as JsonObject;
  if (moved !== result) Object.assign(result, moved);
  return counts;
}

/**
 * An output run's own data (its members but results) with the `sarif:` links of its messages following what they
 * name: the items of a run array (artifacts, graphs, invocations, ...) by the source the merge took each from, the
 * rest (the tool, automation details, the bases' descriptions) by the first source's, whose they are. The same object
 * when nothing moved.
 */
export function moveRunLinks(
  members: JsonObject,
  run: OutputRun,
  places: LinkPlaces,
): { members: JsonObject; moved: number; unlinked: number } {
  const counts = { moved: 0, unlinked: 0 };
  const movers = run.sources.map((s) => (pointer: string) => movedPointer(places, s.log.file, pointer));
  // Output item → the first source whose item it is, per array, made when first asked.
  const owners = new Map<string, Int32Array>();
  const ownerOf = (key: string, length: number, mapOf: (m: IndexMaps) => IndexMap): Int32Array => {
    let owner = owners.get(key);
    if (!owner) {
      owner = new Int32Array(length).fill(-1);
      for (let s = run.sources.length - 1; s >= 0; s--) {
        const map = mapOf(run.maps[s]);
        for (let j = 0; j < map.length; j++) if (map[j] >= 0 && map[j] < length) owner[map[j]] = s;
      }
      owners.set(key, owner);
    }
    return owner;
  };
  // Run arrays, tool components and their descriptors (rules, notifications, taxa) are joined from every source:
  // each item goes with the source whose item the merge kept; everything else with the component's own source, or
  // the first source's (whose the merged run's other members are).
  const moveFor: MoverFor = (def, key, i, length, scope) => {
    let owner: Int32Array | undefined;
    if (def === 'run' && (RUN_ARRAYS as readonly string[]).includes(key))
      owner = ownerOf(key, length, (m) => m.run[key as RunArray]);
    else if (def === 'run' && (key === 'taxonomies' || key === 'policies' || key === 'translations'))
      owner = ownerOf(key, length, (m) => m.components[key]);
    else if (def === 'tool' && key === 'extensions')
      owner = ownerOf(key, length, (m) => m.components.extensions);
    else if (def === 'toolComponent' && scope && (DESCRIPTOR_ARRAYS as readonly string[]).includes(key))
      owner = ownerOf(`${scope} ${key}`, length, (m) => descriptorMap(m, scope, key as DescriptorArray));
    const s = owner ? owner[i] : -1;
    return s >= 0 ? movers[s] : undefined;
  };
  const moved = withMovedLinks(members, 'run', movers[0], counts, moveFor) as JsonObject;
  return { members: moved, ...counts };
}

/**
 * A source's map of the descriptors of `array` in the output component `scope` (its key, as componentKey writes
 * it): those of the source's component the merge matched to it; empty when the source has none there.
 */
function descriptorMap(maps: IndexMaps, scope: string, array: DescriptorArray): IndexMap {
  for (const [from, arrays] of maps.descriptors) {
    const slash = from.indexOf('/');
    const to =
      slash < 0
        ? from
        : `${from.slice(0, slash)}/${at(maps.components[from.slice(0, slash) as ComponentArray], Number(from.slice(slash + 1)))}`;
    if (to === scope) return arrays[array];
  }
  return NONE;
}

const NONE: IndexMap = new Int32Array(0);
