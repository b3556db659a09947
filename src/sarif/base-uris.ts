/**
 * uriBaseIds across merged runs. A base is a chain (`LIB = {uri: "lib/", uriBaseId: "SRCROOT"}`), so two runs'
 * bases of one name are the same only when their whole chains resolve the same; a name one run defines and another
 * leaves undefined is not the same base either (the undefined one must stay undefined, or its locations would move
 * into the other run's root). Where runs disagree, the later run's name is renamed, and so is every base of that run
 * that hangs off it — which follows from comparing chains: a base whose parent differs differs itself. A name a run
 * neither defines nor names anywhere is left out of its comparison: there is nothing of it to keep apart.
 */
import { isObject, type Json, type JsonObject } from './json.js';
import { canonicalJson } from './unique.js';

export interface BaseRename {
  /** Index of the source run among the merged ones. */
  source: number;
  from: string;
  to: string;
  /** The source run leaves `from` undefined while an earlier one defines it. */
  undefinedHere: boolean;
}

export interface MergedBases {
  /** The merged run's originalUriBaseIds (absent when no run defines any). */
  bases?: JsonObject;
  /** Per source run: its names → the merged run's (only the names that change). */
  renames: Map<string, string>[];
  renamed: BaseRename[];
}

/** What a base of run `bases` resolves to, as text: its own value with its parent replaced by the parent's chain. */
function chainOf(bases: JsonObject, name: string, seen: readonly string[] = []): string {
  const value = bases[name];
  if (value === undefined) return `undefined ${JSON.stringify(name)}`;
  if (seen.includes(name)) return `cycle ${JSON.stringify(name)}`;
  if (!isObject(value) || typeof value.uriBaseId !== 'string') return canonicalJson(value);
  const parent = chainOf(bases, value.uriBaseId, [...seen, name]);
  return canonicalJson({ ...value, uriBaseId: parent });
}

/**
 * Merge the originalUriBaseIds of runs (in order): every name any run defines is compared run by run as a
 * resolved chain; the first run keeps its names, a later run whose chain differs gets `NAME_2` (`_3`, ...), the
 * same new name for every later run with the same chain. `named(source)` is every base name run `source` names (in
 * its results and its own data): a name it leaves undefined and does not name is not compared, and not renamed;
 * a new name is one no run defines or names (a run that names `NAME_2` undefined must not find it defined by a
 * rename). Asked for lazily: only runs that leave a name undefined, and all runs once a rename is needed.
 */
export function mergeBaseIds(
  runs: readonly JsonObject[],
  named: (source: number) => ReadonlySet<string>,
): MergedBases {
  const ownBases = runs.map((s) => (isObject(s.originalUriBaseIds) ? s.originalUriBaseIds : {}));
  const defined = [...new Set(ownBases.flatMap((b) => Object.keys(b)))];
  const taken = new Set(defined);
  let everyNamed = false;
  const isTaken = (name: string): boolean => {
    if (!everyNamed) {
      everyNamed = true;
      for (let source = 0; source < runs.length; source++) for (const n of named(source)) taken.add(n);
    }
    return taken.has(name);
  };
  const suffix = new Map<string, number>();
  // name → (chain → name in the merged run)
  const chosen = new Map<string, Map<string, string>>();
  const renames = runs.map(() => new Map<string, string>());
  const renamed: BaseRename[] = [];
  const merged: JsonObject = {};
  ownBases.forEach((bases, source) => {
    for (const name of defined) {
      if (bases[name] === undefined && !named(source).has(name)) continue;
      const chain = chainOf(bases, name);
      let byChain = chosen.get(name);
      if (!byChain) chosen.set(name, (byChain = new Map()));
      let to = byChain.get(chain);
      if (to === undefined) {
        if (byChain.size === 0) to = name;
        else {
          // Suffixes counted per name: thousands of files each with its own root stay linear.
          let n = suffix.get(name) ?? 2;
          while (isTaken(`${name}_${n}`)) n++;
          suffix.set(name, n + 1);
          to = `${name}_${n}`;
          taken.add(to);
        }
        byChain.set(chain, to);
      }
      if (to !== name) {
        renames[source].set(name, to);
        renamed.push({ source, from: name, to, undefinedHere: bases[name] === undefined });
      }
    }
    // The run's own definitions, under their merged names, pointing at their parents' merged names.
    for (const [name, value] of Object.entries(bases)) {
      const to = renames[source].get(name) ?? name;
      if (to in merged) continue;
      merged[to] = withParent(value, renames[source]);
    }
  });
  return { ...(Object.keys(merged).length > 0 ? { bases: merged } : {}), renames, renamed };
}

function withParent(value: Json, renames: ReadonlyMap<string, string>): Json {
  if (!isObject(value) || typeof value.uriBaseId !== 'string') return value;
  const parent = renames.get(value.uriBaseId);
  return parent === undefined ? value : { ...value, uriBaseId: parent };
}
