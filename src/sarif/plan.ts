/**
 * From indexed runs to uploads: key runs by tool and category, merge runs that share a key (the service rejects
 * two in one upload), choose the results each run keeps, drop unreferenced rules and extensions where a run has
 * too many, trim rule tags, and group the runs into uploads of at most 20. Works on skeletons and result indexes
 * only; results themselves are read back and rewritten later (rewrite.ts), one at a time.
 */
import { untouchedRuleTags } from './lazy-rules.js';
import type { Diagnostic } from './diagnostics.js';
import { emptyDropped, type DroppedCounts, type Limits } from './limits.js';
import { arrayOf, isObject, type Json, type JsonObject } from './json.js';
import { ownTool, type LogIndex } from './log-index.js';

import type { RunReport } from './report.js';
import { PRIORITY_SPACE, rankLabel, rankOf } from './severity.js';
import {
  at,
  composeMaps,
  emptyCounts,
  type ComposedMaps,
  identityMaps,
  isIdentity,
  type IndexMap,
  type IndexMaps,
} from './index-maps.js';
import { RUN_ARRAYS, runSpace, walkReferences, type DescriptorArray, type RunSpace } from './references.js';
import { remapVisitor } from './index-maps.js';
import { mergeRuns, type SourceRun } from './merge.js';
import { applyToArrays, settleArrays } from './settle.js';
import { dedupeUniqueArrays } from './unique.js';
import { REF_TAXA, REF_TAXONOMIES, refBit } from './reference-bits.js';
import type { KeptResult, OutputRun } from './output-run.js';
import { ruleIdToAdd } from './rewrite.js';

/**
 * The runs grouped into output runs and uploads; each upload's runs are built (merged, trimmed) only when asked, so
 * that what the plan holds per run stays small however many runs there are (issue 21).
 */
export interface Plan {
  /** How many uploads. */
  uploadCount: number;
  /** Warnings found while grouping (runs of one key in one file). */
  diagnostics: Diagnostic[];
  /**
   * Upload u's runs, merged and trimmed; what the merge finds (warnings, refusals) goes to `diagnostics`. Each
   * upload once: the plan then lets go of its sources, so that once the caller has written the upload nothing of its
   * runs stays.
   */
  buildUpload(u: number, diagnostics: Diagnostic[]): OutputRun[];
}

export interface PlanOptions {
  limits: Limits;
  /** Sets automationDetails.id of every run (with a trailing '/', as the service reads categories). */
  category?: string;
}

/** The category the service derives from automationDetails.id: up to and including the last '/'. */
export function categoryOf(automationId: unknown): string {
  if (typeof automationId !== 'string') return '';
  const slash = automationId.lastIndexOf('/');
  return slash < 0 ? automationId : automationId.slice(0, slash + 1);
}

function driverOf(skeleton: JsonObject): JsonObject {
  const tool = isObject(skeleton.tool) ? skeleton.tool : {};
  return isObject(tool.driver) ? tool.driver : {};
}

export function planUploads(logs: LogIndex[], options: PlanOptions): Plan {
  const { limits } = options;
  const diagnostics: Diagnostic[] = [];
  // A group's first run is the first of its tool and category: its array made with it, not grown from empty by
  // push (room for 16 a group, 10,000 groups when every file has its own category).
  const groups = new Map<string, SourceRun[]>();
  for (const log of logs) {
    for (const run of log.runs) {
      if (!isObject(run.skeleton)) continue;
      if (options.category !== undefined) applyCategory(run.skeleton, options.category);
      const tool = String(driverOf(run.skeleton).name ?? '');
      const category = categoryOf(
        isObject(run.skeleton.automationDetails) ? run.skeleton.automationDetails.id : undefined,
      );
      const key = JSON.stringify([tool, category]);
      const group = groups.get(key);
      if (!group) {
        groups.set(key, [{ log, run }]);
        continue;
      }
      const first = group[0];
      if (first.log.file === log.file) {
        diagnostics.push({
          severity: 'warning',
          rule: 'run-key',
          file: log.file,
          pointer: `/runs/${run.index}`,
          message: `runs ${first.run.index} and ${run.index} both have tool "${tool}" and category "${category}"; the service rejects two such runs in one upload, so they are merged into one run`,
          hint: 'Give each run its own category (runAutomationDetails.id) if they are separate analyses.',
        });
      }
      group.push({ log, run });
    }
  }
  const pending: (SourceRun[] | undefined)[] = [...groups.values()];
  groups.clear();
  const per = limits.runsPerUpload;
  return {
    uploadCount: Math.ceil(pending.length / per),
    diagnostics,
    buildUpload(u, out) {
      const runs: OutputRun[] = [];
      for (let i = u * per; i < Math.min(pending.length, (u + 1) * per); i++) {
        const sources = pending[i];
        if (!sources) throw new Error(`upload ${u} was built twice`);
        pending[i] = undefined;
        const run = buildRun(sources, limits, out);
        run.report.upload = u;
        runs.push(run);
      }
      return runs;
    },
  };
}

function applyCategory(skeleton: JsonObject, category: string): void {
  const id = category.endsWith('/') ? category : `${category}/`;
  const details = isObject(skeleton.automationDetails) ? skeleton.automationDetails : {};
  skeleton.automationDetails = { ...details, id };
}

/** Merge the sources of one tool and category into one output run, then apply the per-run limits. */
function buildRun(sources: SourceRun[], limits: Limits, diagnostics: Diagnostic[]): OutputRun {
  const first = sources[0].run.skeleton;
  const tool = String(driverOf(first).name ?? '');
  const category = categoryOf(isObject(first.automationDetails) ? first.automationDetails.id : undefined);
  const dropped = emptyDropped();
  const references = emptyCounts();
  const alone = sources.length === 1;
  if (alone) ownTool(sources[0].run); // a merge copies the tools it changes (merge.ts)
  const firstSpace = alone ? runSpace(first) : undefined;
  const merged = firstSpace
    ? { skeleton: first, maps: [identityMaps(firstSpace)], renamed: [], diagnostics: [] }
    : mergeRuns(sources, references);
  diagnostics.push(...merged.diagnostics);
  const renamed = merged.renamed;

  const total = sources.reduce((n, s) => n + s.run.results.length, 0);
  const { kept, highestDropped } = keepTopResults(sources, total, limits.resultsPerRun);
  dropped.results = total - kept.length;

  // The merged run's own changes: rules and extensions over their limits, then duplicates in unique arrays.
  const skeleton = merged.skeleton;
  const space = firstSpace ?? runSpace(skeleton);
  const final = identityMaps(space);
  trimRules(space, final, sources, merged.maps, kept, limits, dropped);
  // Pass 1 validated each run's data, unique arrays included: only a merge can make new repeats.
  const dangling = sources.some((s) => s.run.danglingReferences === true);
  const mayRepeat = !alone || sources[0].run.repeatsItems === true || dangling;
  const duplicates = mayRepeat ? settleArrays(skeleton, space, final, dangling) : 0;
  // Always walked: this also leaves out references that were dangling in the input.
  walkReferences(skeleton, 'run', space, remapVisitor(final, references), [], { skip: RESULTS });
  if (duplicates > 0 || dropped.rules > 0 || dropped.extensions > 0) applyToArrays(skeleton, space, final);
  // A run of one source: its maps are the identity, and identity then `final` is `final`.
  const composed: ComposedMaps = new Map();
  const maps = alone ? [final] : merged.maps.map((m) => composeMaps(m, final, composed));
  dropped.tags = trimTags(skeleton, limits.tagsPerRule);
  const repeated = mayRepeat ? dedupeUniqueArrays(skeleton, 'run', RESULTS) : 0;
  countResultCuts(sources, kept, limits, dropped);
  const messages = kept.filter((k) => sources[k.source].run.results.messageId(k.index) !== undefined).length;
  const ruleIds = kept.filter((k) => ruleIdToAdd(sources[k.source].run, k.index) !== undefined).length;

  const report: RunReport = {
    tool,
    category,
    sources: sources.map((s) => ({ file: s.log.file, run: s.run.index })),
    upload: 0,
    resultsIn: total,
    resultsKept: kept.length,
    dropped,
    references: { remapped: references.remapped, removed: references.removed },
    duplicatesRemoved: duplicates + repeated,
    messagesRendered: messages,
    ruleIdsAdded: ruleIds,
    renamedBaseIds: renamed.map(({ file, run, from, to, undefinedHere }) =>
      undefinedHere ? { file, run, from, to, undefinedHere } : { file, run, from, to },
    ),
    ...(highestDropped > -Infinity ? { highestDropped: rankLabel(highestDropped) } : {}),
  };
  const seen = new Map<Record<DescriptorArray, IndexMap>, number>();
  const changes = maps.map((m) => changedKinds(m, seen));
  const skeletonChanged =
    sources.length > 1 ||
    references.remapped > 0 ||
    Object.keys(references.removed).length > 0 ||
    duplicates + repeated > 0 ||
    dropped.tags + dropped.rules + dropped.extensions > 0;
  return {
    tool,
    category,
    sources,
    maps,
    changed: changes.map((c) => c.mask),
    rulesChanged: changes.map((c, i) => c.rules || maps[i].guidsMoved === true),
    rewriteAll: merged.maps.map((m) => (m.uriBaseIds?.size ?? 0) > 0),
    skeletonChanged,
    skeleton,
    kept,
    highestDroppedRank: highestDropped,
    report,
  };
}

/**
 * The top `limit` results by rank over all sources. Ranks are priority, then order (no ties): counting results by
 * priority gives the lowest priority kept (floor) and how many at it are kept (the earliest), with no sort.
 */
function keepTopResults(
  sources: SourceRun[],
  total: number,
  limit: number,
): { kept: KeptResult[]; highestDropped: number } {
  const kept: KeptResult[] = [];
  let highestDropped = -Infinity;
  let floor = -1;
  let atFloor = 0;
  if (total > limit) {
    const byPriority = new Float64Array(PRIORITY_SPACE);
    for (const s of sources) {
      const t = s.run.results;
      for (let p = 0; p < t.profileCount; p++) byPriority[t.profilePriority(p)] += t.profileSize(p);
    }
    let above = 0;
    for (floor = PRIORITY_SPACE - 1; above + byPriority[floor] < limit; floor--) above += byPriority[floor];
    atFloor = limit - above;
  }
  let order = 0;
  sources.forEach((s, si) => {
    const t = s.run.results;
    for (let i = 0; i < t.length; i++, order++) {
      const p = t.priority(i);
      if (p > floor || (p === floor && atFloor-- > 0))
        kept.push({ source: si, index: i, rank: rankOf(p, order) });
      else highestDropped = Math.max(highestDropped, rankOf(p, order));
    }
  });
  return { kept, highestDropped };
}

/** What the per-result limits will cut from the kept results as they are written (rewrite.ts, trim-bytes.ts). */
function countResultCuts(
  sources: SourceRun[],
  kept: KeptResult[],
  limits: Limits,
  dropped: DroppedCounts,
): void {
  for (const k of kept) {
    const t = sources[k.source].run.results;
    dropped.locations += Math.max(0, t.locations(k.index) - limits.locationsPerResult);
    dropped.threadFlowLocations += Math.max(
      0,
      t.threadFlowLocations(k.index) - limits.threadFlowLocationsPerResult,
    );
  }
}

const RESULTS: ReadonlySet<string> = new Set(['results']);

/**
 * Which kinds of reference a source's maps change: results that hold none of them are copied byte for byte. `seen`:
 * descriptor maps looked at before (shared by runs of one tool).
 */
function changedKinds(
  m: IndexMaps,
  seen: Map<Record<DescriptorArray, IndexMap>, number>,
): { mask: number; rules: boolean } {
  let mask = 0;
  for (const a of RUN_ARRAYS) if (!isIdentity(m.run[a])) mask |= refBit(a);
  // A taxon reference may name a taxonomy or an extension holding taxa (references.ts, resolveComponent).
  if (!isIdentity(m.components.taxonomies) || !isIdentity(m.components.extensions)) mask |= REF_TAXONOMIES;
  let rules = !isIdentity(m.components.extensions);
  for (const d of m.descriptors.values()) {
    let changed = seen.get(d);
    if (changed === undefined)
      seen.set(d, (changed = (isIdentity(d.taxa) ? 0 : 1) | (isIdentity(d.rules) ? 0 : 2)));
    if (changed & 1) mask |= REF_TAXA;
    if (changed & 2) rules = true;
  }
  return { mask, rules };
}

// ---------------------------------------------------------------------------------------------------------------
// The merged run's own changes, as a map from its indices to the output's.

/**
 * Above the rules or extensions limit, keep only the rules and extensions that kept results reference (their
 * indices in `final` become -1; references to them elsewhere are removed when the maps are applied).
 */
function trimRules(
  space: RunSpace,
  final: IndexMaps,
  sources: SourceRun[],
  toMerged: IndexMaps[],
  kept: KeptResult[],
  limits: Limits,
  dropped: DroppedCounts,
): void {
  const exts = space.components.extensions;
  const ruleCount = (c: Json) => (isObject(c) ? arrayOf(c.rules).length : 0);
  const totalRules = ruleCount(space.driver) + exts.reduce<number>((n, e) => n + ruleCount(e), 0);
  const tooManyRules = totalRules > limits.rulesPerRun;
  const tooManyExtensions = exts.length > limits.extensionsPerRun;
  if (!tooManyRules && !tooManyExtensions) return;

  // What kept results use, in the merged run's indices.
  const usedRules = new Map<string, Uint8Array>();
  const used = (key: string) => {
    let u = usedRules.get(key);
    if (!u) usedRules.set(key, (u = new Uint8Array(final.descriptors.get(key)?.rules.length ?? 0)));
    return u;
  };
  const usedExtensions = new Uint8Array(exts.length);
  for (const k of kept) {
    const t = sources[k.source].run.results;
    const comp = t.resolvedComponent(k.index);
    const rule = t.resolvedRule(k.index);
    const m = toMerged[k.source];
    const outComp = comp < 0 ? -1 : at(m.components.extensions, comp);
    if (outComp >= 0) usedExtensions[outComp] = 1;
    if (rule < 0 || (comp >= 0 && outComp < 0)) continue;
    const fromKey = comp < 0 ? 'driver' : `extensions/${comp}`;
    const toKey = comp < 0 ? 'driver' : `extensions/${outComp}`;
    const r = at(m.descriptors.get(fromKey)?.rules ?? new Int32Array(0), rule);
    if (r >= 0) used(toKey)[r] = 1;
  }
  const keepOnly = (map: IndexMap, keep: (i: number) => boolean): number => {
    let next = 0;
    for (let i = 0; i < map.length; i++) map[i] = keep(i) ? next++ : -1;
    return map.length - next;
  };
  if (tooManyRules) {
    for (const [key, d] of final.descriptors) {
      if (key !== 'driver' && !key.startsWith('extensions/')) continue;
      const u = used(key);
      dropped.rules += keepOnly(d.rules, (i) => u[i] === 1);
    }
  }
  if (tooManyExtensions)
    dropped.extensions = keepOnly(final.components.extensions, (i) => usedExtensions[i] === 1);
}

const SECURITY_TAG = /security|cwe|owasp|cve|vulnerab|injection|xss|crypto/i;

/** Keep at most `limit` tags per rule, security-related ones first, in their original order. */
function trimTags(skeleton: JsonObject, limit: number): number {
  const tool = isObject(skeleton.tool) ? skeleton.tool : {};
  const components = [tool.driver, ...arrayOf(tool.extensions)];
  let dropped = 0;
  for (const c of components) {
    if (!isObject(c)) continue;
    for (const rule of arrayOf(c.rules)) {
      // A rule kept as its bytes is read only if one of its tag lists is over the limit.
      if ((untouchedRuleTags(rule) ?? Infinity) <= limit) continue;
      if (!isObject(rule) || !isObject(rule.properties) || !Array.isArray(rule.properties.tags)) continue;
      const tags = rule.properties.tags;
      if (tags.length <= limit) continue;
      // The limit is on distinct tags: a tag written twice is one (the repeat is removed later, and counted as such).
      const key = (t: Json) => (typeof t === 'string' ? t : JSON.stringify(t));
      const distinct = [...new Set(tags.map(key))];
      if (distinct.length <= limit) continue;
      const security = (k: string) => SECURITY_TAG.test(k);
      const chosen = new Set(
        [...distinct.filter(security), ...distinct.filter((k) => !security(k))].slice(0, limit),
      );
      rule.properties = { ...rule.properties, tags: tags.filter((t) => chosen.has(key(t))) };
      dropped += distinct.length - limit;
    }
  }
  return dropped;
}
