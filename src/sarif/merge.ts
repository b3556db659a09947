/**
 * Several runs of one tool and category become one (the service refuses two such runs in one upload), losing
 * nothing and moving no location:
 * - uriBaseIds compared as resolved chains, the later run's renamed where they differ (base-uris.ts);
 * - the driver taken once, extensions matched by name, version and guid, taxonomies, policies and translations by
 *   guid, else name; rules, notifications and taxa matched by id within their component;
 * - every other run array concatenated, each source's references moved into the merged run; equal items are
 *   found afterwards, after remapping and to a fixed point (settle.ts), so items that differ only by the indices
 *   of their parents become one.
 * Where the runs disagree about a matched object (a rule of one id, the driver, a component), no choice is silent:
 * a difference in what decides an alert (a rule's level, security-severity, precision or tags) is an error, any
 * other a warning saying which file's object the upload carries.
 */
import type { Diagnostic } from './diagnostics.js';
import { joinPointer, pointerToken } from './diagnostics.js';
import { remapVisitor, identityMaps, type IndexMaps, type ReferenceCounts } from './index-maps.js';
import { arrayOf, isObject, sameJson, type Json, type JsonObject } from './json.js';
import { sameUntouchedRule } from './lazy-rules.js';
import { ownTool, type LogIndex, type RunIndex } from './log-index.js';
import {
  COMPONENT_ARRAYS,
  componentKey,
  DESCRIPTOR_ARRAYS,
  RUN_ARRAYS,
  runSpace,
  walkReferences,
  type ComponentArray,
  type DescriptorArray,
  type RunArray,
  type RunSpace,
} from './references.js';
import { mergeBaseIds, type BaseRename, type MergedBases } from './base-uris.js';
import { canonicalJson } from './unique.js';
import { DEFAULT_NEWLINES, runMemberDiagnostics, shown } from './merge-run-members.js';
import { lineColumns, offsetOfPointer, pointerTokens } from './json-position.js';

export interface SourceRun {
  log: LogIndex;
  run: RunIndex;
}

export interface MergedRuns {
  skeleton: JsonObject;
  /** Per source: its indices → the merged run's. */
  maps: IndexMaps[];
  renamed: (BaseRename & { file: string; run: number })[];
  /** Differences between matched objects: errors where they decide alerts, else warnings. */
  diagnostics: Diagnostic[];
}

/** Where an object of a source run came from, to name it in a diagnostic. */
interface Origin {
  source: number;
  pointer: string;
}

/** Items of a merged array, matched by key (items without a key are always appended). */
class MatchedArray {
  readonly items: Json[] = [];
  readonly origins: Origin[] = [];
  private readonly byKey = new Map<string, number>();
  /** The index of the item of this key, if any. */
  find(key: string): number | undefined {
    return this.byKey.get(key);
  }
  /** Returns the item's index in the merged array, and whether it matched an earlier one. */
  add(item: Json, key: string | undefined, origin: Origin): { index: number; matched: boolean } {
    const existing = key === undefined ? undefined : this.byKey.get(key);
    if (existing !== undefined) return { index: existing, matched: true };
    if (key !== undefined) this.byKey.set(key, this.items.length);
    this.items.push(item);
    this.origins.push(origin);
    return { index: this.items.length - 1, matched: false };
  }
}

/** A merged tool component: the first source's object, with descriptors matched by id. */
interface MergedComponent {
  object: JsonObject;
  origin: Origin;
  descriptors: Record<DescriptorArray, MatchedArray>;
}

function newComponent(object: JsonObject, origin: Origin): MergedComponent {
  return {
    object,
    origin,
    descriptors: { rules: new MatchedArray(), notifications: new MatchedArray(), taxa: new MatchedArray() },
  };
}

function componentIdentity(array: ComponentArray, c: JsonObject): string | undefined {
  if (array === 'extensions') return JSON.stringify([c.name ?? null, c.version ?? null, c.guid ?? null]);
  const key = c.guid ?? c.name;
  return typeof key === 'string' ? key : undefined;
}

function driverOf(skeleton: JsonObject): JsonObject {
  const tool = isObject(skeleton.tool) ? skeleton.tool : {};
  return isObject(tool.driver) ? tool.driver : {};
}

/** The pointer of a component in its run. */
function componentPointer(run: number, array: ComponentArray | 'driver', index: number): string {
  if (array === 'driver') return `/runs/${run}/tool/driver`;
  if (array === 'extensions') return `/runs/${run}/tool/extensions/${index}`;
  return `/runs/${run}/${array}/${index}`;
}

/** A pair of matched objects whose content must be compared once both are in the merged run's indices. */
interface Match {
  what: 'rule' | 'notification' | 'taxon' | 'component';
  label: string;
  kept: JsonObject;
  keptOrigin: Origin;
  other: JsonObject;
  otherOrigin: Origin;
}

export function mergeRuns(sources: readonly SourceRun[], counts: ReferenceCounts): MergedRuns {
  const merger = new RunMerger(sources);
  sources.forEach(({ run }, source) => merger.add(run, source));
  merger.remapReferences(counts);
  const { bases, maps, matches } = merger;
  return {
    skeleton: merger.skeleton(),
    maps,
    renamed: bases.renamed.map((r) => ({
      ...r,
      file: sources[r.source].log.file,
      run: sources[r.source].run.index,
    })),
    diagnostics: locate(
      [
        ...capped([...compareMatches(matches, sources), ...merger.borrowedRules()]),
        ...renameWarnings(bases.renamed, sources),
        ...runMemberDiagnostics(sources),
      ],
      sources,
    ),
  };
}

/**
 * The merged run as the sources are added one by one: components matched by identity, descriptors by id within
 * their component, run arrays concatenated; each source's index maps filled as its items find their place.
 */
class RunMerger {
  readonly bases: MergedBases;
  /** Per source: its indices → the merged run's. */
  readonly maps: IndexMaps[] = [];
  /** Matched pairs, compared once every source is in the merged run's indices. */
  readonly matches: Match[] = [];
  private readonly spaces: RunSpace[] = [];
  private readonly driver: MergedComponent;
  private readonly components = Object.fromEntries(
    COMPONENT_ARRAYS.map((a) => [a, [] as MergedComponent[]]),
  ) as Record<ComponentArray, MergedComponent[]>;
  private readonly componentKeys = Object.fromEntries(
    COMPONENT_ARRAYS.map((a) => [a, new Map<string, number>()]),
  ) as Record<ComponentArray, Map<string, number>>;
  private readonly runArrays = Object.fromEntries(RUN_ARRAYS.map((a) => [a, [] as Json[]])) as Record<
    RunArray,
    Json[]
  >;
  private readonly unions: Record<string, Json[]> = {};
  /** Some source has no newlineSequences (it was read with the default ones). */
  private defaultNewlines = false;
  /**
   * The first source's tool id (known-tools.ts) once it is added, if its tool matched nothing within itself: then
   * every component and descriptor of it was appended in order, and its maps are identity.
   */
  private firstTool = -1;

  constructor(private readonly sources: readonly SourceRun[]) {
    const named = new Map<number, ReadonlySet<string>>();
    this.bases = mergeBaseIds(
      sources.map((s) => s.run.skeleton),
      (source) => {
        let names = named.get(source);
        if (names === undefined) named.set(source, (names = baseNames(sources[source].run)));
        return names;
      },
    );
    this.driver = newComponent(driverOf(sources[0].run.skeleton), {
      source: 0,
      pointer: componentPointer(sources[0].run.index, 'driver', -1),
    });
  }

  /** One source run: its driver, components and their descriptors matched, its run arrays appended. */
  add(run: RunIndex, source: number): void {
    const s = run.skeleton;
    // A tool byte for byte the first source's: its driver and extensions are the first source's, in the same places
    // (its maps are the first source's, identity), with nothing to compare (1,000 files of one tool: half the merge).
    const sameTool = this.isFirstTool(run, source);
    // Such a tool holding no reference is neither changed nor walked: it stays the known tool's shared parse (a copy
    // of its rules per file was ~560 bytes a file kept until the upload is written, 10,000 files of one tool).
    if (!sameTool || !run.toolReferenceFree) ownTool(run);
    const space = runSpace(s);
    const m = identityMaps(space, sameTool ? this.maps[0] : undefined);
    if (this.bases.renames[source].size > 0) m.uriBaseIds = this.bases.renames[source];
    const driverPointer = componentPointer(run.index, 'driver', -1);
    if (source > 0 && !sameTool) {
      this.matches.push({
        what: 'component',
        label: 'tool.driver',
        kept: this.driver.object,
        keptOrigin: this.driver.origin,
        other: space.driver,
        otherOrigin: { source, pointer: driverPointer },
      });
    }
    if (!sameTool) this.matchDescriptors(m, source, this.driver, space.driver, 'driver', driverPointer);
    for (const array of COMPONENT_ARRAYS) {
      if (sameTool && array === 'extensions') continue;
      space.components[array].forEach((c, i) => {
        if (!isObject(c)) return;
        const pointer = componentPointer(run.index, array, i);
        const target = this.placeComponent(m, { source, pointer }, array, i, c);
        this.matchDescriptors(m, source, target, c, componentKey({ array, index: i }), pointer);
      });
    }
    // Run arrays: concatenated; equal items become one later, after remapping (settle.ts).
    for (const a of RUN_ARRAYS) {
      const items = arrayOf(s[a]);
      const offset = this.runArrays[a].length;
      items.forEach((_, i) => (m.run[a][i] = offset + i));
      this.runArrays[a].push(...items);
    }
    for (const u of ['newlineSequences', 'redactionTokens', 'versionControlProvenance', 'runAggregates'])
      if (Array.isArray(s[u])) (this.unions[u] ??= []).push(...(s[u] as Json[]));
    if (!Array.isArray(s.newlineSequences)) this.defaultNewlines = true;
    this.maps.push(m);
    this.spaces.push(space);
    if (source === 0 && this.matches.length === 0) this.firstTool = run.toolId;
  }

  /**
   * Move each source's own references into the merged run (the items above are these very objects, and so are the
   * matched ones left out: compared later in the merged run's indices).
   */
  remapReferences(counts: ReferenceCounts): void {
    const merged = this.space();
    this.sources.forEach(({ run }, i) =>
      walkReferences(run.skeleton, 'run', this.spaces[i], remapVisitor(this.maps[i], counts, merged), [], {
        // The first source's tool again, holding no reference: the walk would change and count nothing in it.
        skip: this.isFirstTool(run, i) && run.toolReferenceFree ? RESULTS_AND_TOOL : RESULTS,
      }),
    );
  }

  /**
   * Rules a run's results name without the run defining them, that another merged run defines: merged, those
   * results would take that rule. An error where the rule decides alerts otherwise than no rule (its level,
   * security-severity, tags, ...): the results' alerts would change; else a warning saying whose rule they take.
   */
  borrowedRules(): Diagnostic[] {
    const out: Diagnostic[] = [];
    const tool = String(driverOf(this.sources[0].run.skeleton).name ?? '');
    this.sources.forEach(({ run, log }, source) => {
      for (const key of run.unknownRuleIds ?? []) {
        const space = key.indexOf(' ');
        const ci = Number(key.slice(0, space));
        const id = key.slice(space + 1);
        const at = ci < 0 ? -1 : this.maps[source].components.extensions[ci];
        const component =
          at === undefined ? undefined : at < 0 ? this.driver : this.components.extensions[at];
        const rules = component?.descriptors.rules;
        const k = rules?.find(`0 ${id}`);
        if (rules === undefined || k === undefined || rules.origins[k].source === source) continue;
        const item = rules.items[k];
        const rule = isObject(item) ? item : {};
        const origin = rules.origins[k];
        const decides = DECIDES_ALERTS.filter((p) => decisive(p, get(rule, p)) !== decisive(p, undefined));
        const theirs = `${this.sources[origin.source].log.file} (${origin.pointer})`;
        const named = `results of this run name rule "${id}" of tool "${tool}", which the run does not define; ${theirs} defines it`;
        out.push(
          decides.length > 0
            ? {
                severity: 'error',
                rule: 'run-merge',
                file: log.file,
                pointer: `/runs/${run.index}/results`,
                message:
                  `${named}, with what decides alerts: ${decides.map((p) => `${p.join('.')} ${shown(get(rule, p))}`).join(', ')}. ` +
                  `The runs share tool and category, and the service takes one run of each per upload: merged, these results' alerts would take that rule`,
                hint:
                  `Give each file its own category (runAutomationDetails.id, or the category input / --category for ` +
                  `each upload), or list the rule in this file's run.`,
              }
            : {
                severity: 'warning',
                rule: 'run-merge',
                file: log.file,
                pointer: `/runs/${run.index}/results`,
                message: `${named}: merged, these results carry that rule (nothing in it decides an alert otherwise than no rule)`,
                hint: 'Give each file its own category if they are separate analyses; otherwise this is only a note.',
              },
        );
      }
    });
    return out;
  }

  /** The merged run's tool components and run arrays' lengths, as the references walk sees them. */
  private space(): RunSpace {
    const components = Object.fromEntries(
      COMPONENT_ARRAYS.map((a) => [a, this.components[a].map((c) => c.object)]),
    ) as Record<ComponentArray, Json[]>;
    const lengths = Object.fromEntries(RUN_ARRAYS.map((a) => [a, this.runArrays[a].length])) as Record<
      RunArray,
      number
    >;
    return { driver: this.driver.object, components, lengths };
  }

  /** A later source whose tool is byte for byte the first source's (its driver and extensions are not merged). */
  private isFirstTool(run: RunIndex, source: number): boolean {
    return source > 0 && run.toolId >= 0 && run.toolId === this.firstTool;
  }

  /** The merged run's data: the first source's skeleton with the merged tool, components and arrays. */
  skeleton(): JsonObject {
    const skeleton: JsonObject = { ...this.sources[0].run.skeleton };
    const firstTool = isObject(skeleton.tool) ? skeleton.tool : {};
    const extensions = this.components.extensions.map(finishComponent);
    skeleton.tool = {
      ...firstTool,
      driver: finishComponent(this.driver),
      ...(extensions.length > 0 ? { extensions } : {}),
    };
    for (const a of ['taxonomies', 'policies', 'translations'] as const) {
      if (this.components[a].length > 0) skeleton[a] = this.components[a].map(finishComponent);
    }
    for (const a of RUN_ARRAYS) {
      if (this.runArrays[a].length > 0) skeleton[a] = this.runArrays[a];
    }
    for (const [u, items] of Object.entries(this.unions)) skeleton[u] = items;
    // A run without newlineSequences was read with the default ones: they stay in the union (else its CRLF lines
    // would be read with the other runs' sequences alone).
    if (this.unions.newlineSequences && this.defaultNewlines)
      skeleton.newlineSequences = [...new Set([...this.unions.newlineSequences, ...DEFAULT_NEWLINES])];
    if (this.bases.bases) skeleton.originalUriBaseIds = this.bases.bases;
    else delete skeleton.originalUriBaseIds;
    return skeleton;
  }

  /** A component of a source: matched to an earlier one by identity (and compared later), else appended. */
  private placeComponent(
    m: IndexMaps,
    origin: Origin,
    array: ComponentArray,
    index: number,
    object: JsonObject,
  ): MergedComponent {
    const key = componentIdentity(array, object);
    let at = key === undefined ? undefined : this.componentKeys[array].get(key);
    if (at === undefined) {
      at = this.components[array].length;
      this.components[array].push(newComponent(object, origin));
      if (key !== undefined) this.componentKeys[array].set(key, at);
    } else {
      const kept = this.components[array][at];
      this.matches.push({
        what: 'component',
        label: `${array === 'extensions' ? 'tool.extensions' : array} item "${String(object.name ?? object.guid)}"`,
        kept: kept.object,
        keptOrigin: kept.origin,
        other: object,
        otherOrigin: origin,
      });
    }
    m.components[array][index] = at;
    return this.components[array][at];
  }

  /** A component's rules, notifications and taxa into the merged component's, matched by id and occurrence. */
  private matchDescriptors(
    m: IndexMaps,
    source: number,
    target: MergedComponent,
    object: JsonObject,
    key: string,
    pointer: string,
  ): void {
    const d = m.descriptors.get(key)!;
    for (const a of DESCRIPTOR_ARRAYS) {
      const what = a === 'rules' ? 'rule' : a === 'notifications' ? 'notification' : 'taxon';
      // Matched by id and occurrence: two rules of one id in one run stay two (results name each by index).
      const occurrences = new Map<string, number>();
      arrayOf(object[a]).forEach((item, i) => {
        const id = isObject(item) && typeof item.id === 'string' ? item.id : undefined;
        const n = id === undefined ? 0 : (occurrences.get(id) ?? 0);
        if (id !== undefined) occurrences.set(id, n + 1);
        const origin = { source, pointer: joinPointer(pointer, a, i) };
        const added = target.descriptors[a].add(item, id === undefined ? undefined : `${n} ${id}`, origin);
        d[a][i] = added.index;
        if (added.matched && isObject(item)) {
          const kept = target.descriptors[a].items[added.index];
          if (typeof item.guid === 'string' && isObject(kept) && kept.guid !== item.guid) m.guidsMoved = true;
          this.matches.push({
            what,
            label: `${what} "${id}"`,
            kept: target.descriptors[a].items[added.index] as JsonObject,
            keptOrigin: target.descriptors[a].origins[added.index],
            other: item,
            otherOrigin: origin,
          });
        }
      });
    }
  }
}

/** The base names a run names: those its results name (noted by pass 1) and its own data (artifact locations, bases' parents). */
function baseNames(run: RunIndex): ReadonlySet<string> {
  const names = new Set<string>(run.results.bases);
  const same = (_: unknown, value: number) => value;
  walkReferences(
    run.skeleton,
    'run',
    null,
    {
      index: same,
      component: same,
      resultGraph: (value) => value,
      descriptor: (_c, _a, value) => ({ index: value, component: -1 }),
      uriBase: (name) => names.add(name),
    },
    [],
    { skip: RESULTS },
  );
  return names;
}

/** A merged component's object with its matched descriptors (none: the member left out). */
function finishComponent(c: MergedComponent): JsonObject {
  const o = { ...c.object };
  for (const a of DESCRIPTOR_ARRAYS) {
    if (c.descriptors[a].items.length > 0) o[a] = c.descriptors[a].items;
    else delete o[a];
  }
  return o;
}

/** One warning per renamed base, the first MAX_SHOWN of them (a monorepo may merge thousands of roots). */
function renameWarnings(renamed: readonly BaseRename[], sources: readonly SourceRun[]): Diagnostic[] {
  const hint =
    'Nothing is lost and no location moves; give the runs their own categories if they are separate analyses.';
  const out: Diagnostic[] = renamed.slice(0, MAX_SHOWN).map((r) => {
    const { log, run } = sources[r.source];
    return {
      severity: 'warning',
      rule: 'run-merge',
      file: log.file,
      pointer: r.undefinedHere
        ? `/runs/${run.index}`
        : `/runs/${run.index}/originalUriBaseIds/${pointerToken(r.from)}`,
      message: r.undefinedHere
        ? `merged runs: another run defines uriBaseId "${r.from}", which this run leaves undefined; this run's locations that use it are renamed "${r.to}" (still undefined) so that they do not take the other run's root`
        : `merged runs give uriBaseId "${r.from}" different values (as resolved through the bases it hangs off): this run's is renamed "${r.to}" in the upload, and every location and base that uses it follows`,
      hint,
    };
  });
  if (renamed.length > MAX_SHOWN) {
    const r = renamed[MAX_SHOWN];
    out.push({
      severity: 'warning',
      rule: 'run-merge',
      file: sources[r.source].log.file,
      pointer: '',
      message: `${renamed.length - MAX_SHOWN} more uriBaseIds of the merged runs are renamed likewise (${renamed.length} in all; the report lists each)`,
      hint,
    });
  }
  return out;
}

/** Differences shown per pair of files and severity; the rest are counted in one line. */
const MAX_SHOWN = 20;

function capped(diagnostics: Diagnostic[]): Diagnostic[] {
  const shown = new Map<string, Diagnostic[]>();
  const more = new Map<string, number>();
  for (const d of diagnostics) {
    const key = `${d.severity} ${d.file}`;
    const list = shown.get(key) ?? [];
    shown.set(key, list);
    if (list.length < MAX_SHOWN) list.push(d);
    else more.set(key, (more.get(key) ?? 0) + 1);
  }
  const out: Diagnostic[] = [];
  for (const [key, list] of shown) {
    out.push(...list);
    const n = more.get(key);
    if (n)
      out.push({
        ...list[0],
        pointer: '',
        message: `${n} more objects of the merged runs differ as above (${n + MAX_SHOWN} in all)`,
      });
  }
  return out;
}

/** Line and column of each diagnostic, from the pointer into its run's data (one pass per file). */
function locate(diagnostics: Diagnostic[], sources: readonly SourceRun[]): Diagnostic[] {
  const byFile = new Map<string, { source: SourceRun; offsets: Map<Diagnostic, number> }>();
  for (const d of diagnostics) {
    const tokens = pointerTokens(d.pointer);
    const source = sources.find((s) => s.log.file === d.file && String(s.run.index) === tokens[1]);
    const span = source?.run.members.get(tokens[2]);
    if (!source || !span) continue;
    const offset =
      tokens.length <= 3
        ? span.start
        : span.start + offsetOfPointer(source.log.source.read(span.start, span.length), tokens.slice(3));
    let f = byFile.get(d.file);
    if (!f) byFile.set(d.file, (f = { source, offsets: new Map() }));
    f.offsets.set(d, offset);
  }
  for (const { source, offsets } of byFile.values()) {
    const at = lineColumns(source.log.source, [...offsets.values()]);
    for (const [d, offset] of offsets) Object.assign(d, at.get(offset));
  }
  return diagnostics;
}

const RESULTS: ReadonlySet<string> = new Set(['results']);
const RESULTS_AND_TOOL: ReadonlySet<string> = new Set(['results', 'tool']);

/** Properties of a rule that decide its alerts' severity and ranking (docs/engine.md: severity ranking). */
const DECIDES_ALERTS: readonly string[][] = [
  ['defaultConfiguration', 'level'],
  ['defaultConfiguration', 'enabled'],
  ['properties', 'security-severity'],
  ['properties', 'problem.severity'],
  ['properties', 'severity'],
  ['properties', 'precision'],
  ['properties', 'tags'],
];

function get(o: JsonObject, path: readonly string[]): Json | undefined {
  let v: Json | undefined = o;
  for (const p of path) v = isObject(v) ? v[p] : undefined;
  return v;
}

/**
 * What a value decides, as text: tags compare as sets (the same tags in another order decide nothing differently),
 * an absent default level is "warning" and an absent `enabled` true (SARIF §3.50.3, §3.50.4), and no tags none.
 */
function decisive(path: readonly string[], v: Json | undefined): string {
  if (path[1] === 'tags' && Array.isArray(v))
    return canonicalJson([...new Set(v.map((t) => canonicalJson(t)))].sort());
  if (path[1] === 'tags' && v === undefined) return canonicalJson([]);
  if (path[1] === 'level' && v === undefined) return canonicalJson('warning');
  if (path[1] === 'enabled' && v === undefined) return canonicalJson(true);
  return canonicalJson(v);
}

/**
 * Equal as canonicalJson says (which also takes an absent value for null), compared without making its texts first:
 * one tool's files mostly hold the same components and rules (a component's every key was made text, 18,600
 * components of 300 files of one tool: a fifth of the check).
 */
const same = (x: Json | undefined, y: Json | undefined) =>
  sameJson(x, y) || canonicalJson(x) === canonicalJson(y);

/** The paths (two levels deep) where two objects differ, descriptor arrays left out (they are merged, not chosen). */
function differences(a: JsonObject, b: JsonObject, component: boolean): string[][] {
  const out: string[][] = [];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    if (component && (DESCRIPTOR_ARRAYS as readonly string[]).includes(k)) continue;
    const x = a[k];
    const y = b[k];
    if (same(x, y)) continue;
    if (isObject(x) && isObject(y)) {
      for (const k2 of new Set([...Object.keys(x), ...Object.keys(y)]))
        if (!same(x[k2], y[k2])) out.push([k, k2]);
    } else out.push([k]);
  }
  return out;
}

function compareMatches(matches: readonly Match[], sources: readonly SourceRun[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const file = (o: Origin) => sources[o.source].log.file;
  const sameFile = (a: Origin, b: Origin) => file(a) === file(b);
  const where = (o: Origin) => `${file(o)} (${o.pointer})`;
  for (const m of matches) {
    // Two rules still kept as their bytes, the same bytes: the same rule, neither built.
    if (m.what === 'rule' && sameUntouchedRule(m.kept, m.other)) continue;
    // Most matched rules are the same (one tool writes them): compared whole before key by key.
    if (m.what !== 'component' && sameJson(m.kept, m.other)) continue;
    const diffs = differences(m.kept, m.other, m.what === 'component');
    if (diffs.length === 0) continue;
    const decisiveDiffs =
      m.what === 'rule'
        ? DECIDES_ALERTS.filter((p) => decisive(p, get(m.kept, p)) !== decisive(p, get(m.other, p)))
        : [];
    const describe = (paths: readonly (readonly string[])[]) =>
      paths
        .map((p) => `${p.join('.')} ${shown(get(m.kept, p))} against ${shown(get(m.other, p))}`)
        .join(', ');
    const tool = String(driverOf(sources[0].run.skeleton).name ?? '');
    const both = sameFile(m.keptOrigin, m.otherOrigin)
      ? `runs ${m.keptOrigin.pointer.split('/')[2]} and ${m.otherOrigin.pointer.split('/')[2]} of ${file(m.keptOrigin)}`
      : `${file(m.keptOrigin)} and ${file(m.otherOrigin)}`;
    if (decisiveDiffs.length > 0) {
      diagnostics.push({
        severity: 'error',
        rule: 'run-merge',
        file: file(m.otherOrigin),
        pointer: m.otherOrigin.pointer,
        message:
          `${m.label} of tool "${tool}" differs between ${where(m.keptOrigin)} and ${where(m.otherOrigin)} in ` +
          `what decides its alerts: ${describe(decisiveDiffs)}. The runs share tool and category, and the ` +
          `service takes one run of each per upload: merged, one file's alerts would be ranked by the other's rule`,
        hint:
          `Give each file its own category (runAutomationDetails.id, or the category input / --category for ` +
          `each upload), or analyse ${both} with one version of the tool and its rules.`,
      });
    } else {
      diagnostics.push({
        severity: 'warning',
        rule: 'run-merge',
        file: file(m.otherOrigin),
        pointer: m.otherOrigin.pointer,
        message:
          `${m.label} differs between ${where(m.keptOrigin)} and ${where(m.otherOrigin)}: ${describe(diffs)}; ` +
          `the merged run carries ${file(m.keptOrigin)}'s (nothing that decides an alert differs)`,
        hint: 'Give each file its own category if they are separate analyses; otherwise this is only a note.',
      });
    }
  }
  return diagnostics;
}
