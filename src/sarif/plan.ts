/**
 * From indexed runs to uploads: key runs by tool and category, merge runs that share a key (the service rejects
 * two in one upload), choose the results each run keeps, drop unreferenced rules and extensions where a run has
 * too many, trim rule tags, and group the runs into uploads of at most 20. Works on skeletons and result indexes
 * only; results themselves are read back and rewritten later (rewrite.ts), one at a time.
 */
import type { Diagnostic } from './diagnostics.js';
import type { Limits } from './limits.js';
import { isObject, type Json, type JsonObject, type LogIndex, type RunIndex } from './read-log.js';
import { emptyDropped, type RunReport } from './report.js';
import { rankLabel, reorder } from './severity.js';

export interface SourceRun {
  log: LogIndex;
  run: RunIndex;
}

/** How the indices of one source run's results change in the output run. */
export interface SourceRemap {
  /** Nothing to rewrite: the output run is this source alone with its rules and extensions intact. */
  identity: boolean;
  /** Per component (0: driver, k+1: extension k): old rule index → new index (-1: dropped). */
  rules: Int32Array[];
  /** Old extension index → new index (-1: dropped). */
  extensions: Int32Array;
  /** Offsets added to indices into run-level arrays that merging concatenates. */
  artifacts: number;
  logicalLocations: number;
  threadFlowLocations: number;
  /** Old taxonomy index → new index. */
  taxonomies: Int32Array;
}

export interface KeptResult {
  source: number;
  index: number;
  rank: number;
}

export interface OutputRun {
  tool: string;
  category: string;
  sources: SourceRun[];
  remaps: SourceRemap[];
  /** The output run without its results. */
  skeleton: JsonObject;
  /** Kept results in output order (source order, then original order). */
  kept: KeptResult[];
  /** Rank of the highest-ranked result dropped so far (-Infinity: none). */
  highestDroppedRank: number;
  report: RunReport;
}

export interface Plan {
  uploads: OutputRun[][];
  runs: OutputRun[];
  diagnostics: Diagnostic[];
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

function arrayOf(v: Json | undefined): Json[] {
  return Array.isArray(v) ? v : [];
}

export function planUploads(logs: LogIndex[], options: PlanOptions): Plan {
  const { limits } = options;
  const diagnostics: Diagnostic[] = [];
  const groups = new Map<string, SourceRun[]>();
  const firstRunOfKey = new Map<string, { file: string; run: number }>();
  for (const log of logs) {
    for (const run of log.runs) {
      if (!isObject(run.skeleton)) continue;
      if (options.category !== undefined) applyCategory(run.skeleton, options.category);
      const tool = String(driverOf(run.skeleton).name ?? '');
      const category = categoryOf(
        isObject(run.skeleton.automationDetails) ? run.skeleton.automationDetails.id : undefined,
      );
      const key = JSON.stringify([tool, category]);
      const first = firstRunOfKey.get(key);
      if (first && first.file === log.file) {
        diagnostics.push({
          severity: 'warning',
          rule: 'run-key',
          file: log.file,
          pointer: `/runs/${run.index}`,
          message: `runs ${first.run} and ${run.index} both have tool "${tool}" and category "${category}"; the service rejects two such runs in one upload, so they are merged into one run`,
          hint: 'Give each run its own category (runAutomationDetails.id) if they are separate analyses.',
        });
      } else if (!first) {
        firstRunOfKey.set(key, { file: log.file, run: run.index });
      }
      const group = groups.get(key) ?? [];
      group.push({ log, run });
      groups.set(key, group);
    }
  }
  const runs: OutputRun[] = [];
  for (const sources of groups.values()) runs.push(buildRun(sources, limits));
  const uploads: OutputRun[][] = [];
  runs.forEach((run, i) => {
    const u = Math.floor(i / limits.runsPerUpload);
    (uploads[u] ??= []).push(run);
    run.report.upload = u;
  });
  return { uploads, runs, diagnostics };
}

function applyCategory(skeleton: JsonObject, category: string): void {
  const id = category.endsWith('/') ? category : `${category}/`;
  const details = isObject(skeleton.automationDetails) ? skeleton.automationDetails : {};
  skeleton.automationDetails = { ...details, id };
}

/** Merge the sources of one tool and category into one output run, then apply the per-run limits. */
function buildRun(sources: SourceRun[], limits: Limits): OutputRun {
  const first = sources[0].run.skeleton;
  const tool = String(driverOf(first).name ?? '');
  const category = categoryOf(isObject(first.automationDetails) ? first.automationDetails.id : undefined);
  const { skeleton, remaps } = sources.length === 1 ? identity(sources[0]) : merge(sources);
  const dropped = emptyDropped();

  // Results: the top N by rank over all sources; ties are impossible (ranks carry the original order).
  const total = sources.reduce((n, s) => n + s.run.results.length, 0);
  const kept: KeptResult[] = [];
  let threshold = -Infinity;
  let highestDropped = -Infinity;
  if (total > limits.resultsPerRun) {
    const ranks = new Float64Array(total);
    let k = 0;
    for (const s of sources)
      for (let i = 0; i < s.run.results.length; i++, k++) ranks[k] = reorder(s.run.results.rank(i), k);
    const sorted = ranks.slice().sort();
    threshold = sorted[total - limits.resultsPerRun];
    highestDropped = sorted[total - limits.resultsPerRun - 1];
    dropped.results = total - limits.resultsPerRun;
  }
  let order = 0;
  sources.forEach((s, si) => {
    for (let i = 0; i < s.run.results.length; i++, order++) {
      const r = reorder(s.run.results.rank(i), order);
      if (r >= threshold) kept.push({ source: si, index: i, rank: r });
    }
  });

  trimRules(skeleton, sources, remaps, kept, limits, dropped);
  dropped.tags = trimTags(skeleton, limits.tagsPerRule);
  for (const k of kept) {
    const t = sources[k.source].run.results;
    dropped.locations += Math.max(0, t.locations(k.index) - limits.locationsPerResult);
    dropped.threadFlowLocations += Math.max(
      0,
      t.threadFlowLocations(k.index) - limits.threadFlowLocationsPerResult,
    );
  }

  const report: RunReport = {
    tool,
    category,
    sources: sources.map((s) => ({ file: s.log.file, run: s.run.index })),
    upload: 0,
    resultsIn: total,
    resultsKept: kept.length,
    dropped,
    ...(highestDropped > -Infinity ? { highestDropped: rankLabel(highestDropped) } : {}),
  };
  return { tool, category, sources, remaps, skeleton, kept, highestDroppedRank: highestDropped, report };
}

function identityArray(n: number): Int32Array {
  const a = new Int32Array(n);
  for (let i = 0; i < n; i++) a[i] = i;
  return a;
}

function identity(source: SourceRun): { skeleton: JsonObject; remaps: SourceRemap[] } {
  const run = source.run;
  const extensions = run.ruleComponents.length - 1;
  const remap: SourceRemap = {
    identity: true,
    rules: run.ruleComponents.map((c) => identityArray(c.rules.length)),
    extensions: identityArray(extensions),
    artifacts: 0,
    logicalLocations: 0,
    threadFlowLocations: 0,
    taxonomies: identityArray(arrayOf(run.skeleton.taxonomies).length),
  };
  return { skeleton: run.skeleton, remaps: [remap] };
}

/** Rules deduplicated by id into `into`; returns old index → new index. */
function mergeRules(into: JsonObject[], ids: Map<string, number>, rules: Json[]): Int32Array {
  const map = new Int32Array(rules.length);
  rules.forEach((rule, i) => {
    const id = isObject(rule) && typeof rule.id === 'string' ? rule.id : undefined;
    const existing = id === undefined ? undefined : ids.get(id);
    if (existing !== undefined) {
      map[i] = existing;
    } else {
      map[i] = into.length;
      if (id !== undefined) ids.set(id, into.length);
      into.push(rule as JsonObject);
    }
  });
  return map;
}

/** Shift `parentIndex` of concatenated artifacts or logical locations. */
function shiftParents(items: Json[], offset: number): Json[] {
  if (offset === 0) return items;
  return items.map((item) =>
    isObject(item) && Number.isInteger(item.parentIndex)
      ? { ...item, parentIndex: (item.parentIndex as number) + offset }
      : item,
  );
}

/**
 * Several runs of one tool and category become one: the first run's members, with rules deduplicated by id,
 * extensions by name and version, taxonomies by guid or name, and the arrays that results index into
 * (artifacts, logical locations, thread-flow locations) concatenated.
 */
function merge(sources: SourceRun[]): { skeleton: JsonObject; remaps: SourceRemap[] } {
  const skeleton: JsonObject = { ...sources[0].run.skeleton };
  const firstTool = isObject(skeleton.tool) ? skeleton.tool : {};
  const driverRules: JsonObject[] = [];
  const driverIds = new Map<string, number>();
  const extensions: JsonObject[] = [];
  const extensionKeys = new Map<string, { index: number; ids: Map<string, number> }>();
  const taxonomies: Json[] = [];
  const taxonomyKeys = new Map<string, number>();
  const concatenated: Record<'artifacts' | 'logicalLocations' | 'threadFlowLocations', Json[]> = {
    artifacts: [],
    logicalLocations: [],
    threadFlowLocations: [],
  };
  const invocations: Json[] = [];
  const remaps: SourceRemap[] = [];
  const baseIds: JsonObject = {};

  for (const { run } of sources) {
    const s = run.skeleton;
    const tool = isObject(s.tool) ? s.tool : {};
    const driver = isObject(tool.driver) ? tool.driver : {};
    const rules: Int32Array[] = [mergeRules(driverRules, driverIds, arrayOf(driver.rules))];
    const exts = arrayOf(tool.extensions);
    const extMap = new Int32Array(exts.length);
    exts.forEach((ext, k) => {
      const e = isObject(ext) ? ext : {};
      const key = JSON.stringify([e.name ?? null, e.version ?? null, e.guid ?? null]);
      let target = extensionKeys.get(key);
      if (!target) {
        target = { index: extensions.length, ids: new Map() };
        extensionKeys.set(key, target);
        extensions.push({ ...e, rules: [] });
      }
      extMap[k] = target.index;
      rules.push(mergeRules(extensions[target.index].rules as JsonObject[], target.ids, arrayOf(e.rules)));
    });
    const taxMap = new Int32Array(arrayOf(s.taxonomies).length);
    arrayOf(s.taxonomies).forEach((tax, k) => {
      const t = isObject(tax) ? tax : {};
      const key = String(t.guid ?? t.name ?? `#${taxonomies.length}`);
      let at = taxonomyKeys.get(key);
      if (at === undefined) {
        at = taxonomies.length;
        taxonomyKeys.set(key, at);
        taxonomies.push(tax);
      }
      taxMap[k] = at;
    });
    const offsets = {
      artifacts: concatenated.artifacts.length,
      logicalLocations: concatenated.logicalLocations.length,
      threadFlowLocations: concatenated.threadFlowLocations.length,
    };
    concatenated.artifacts.push(...shiftParents(arrayOf(s.artifacts), offsets.artifacts));
    concatenated.logicalLocations.push(
      ...shiftParents(arrayOf(s.logicalLocations), offsets.logicalLocations),
    );
    concatenated.threadFlowLocations.push(...arrayOf(s.threadFlowLocations));
    invocations.push(...arrayOf(s.invocations));
    if (isObject(s.originalUriBaseIds)) {
      for (const [k, v] of Object.entries(s.originalUriBaseIds)) if (!(k in baseIds)) baseIds[k] = v;
    }
    remaps.push({ identity: false, rules, extensions: extMap, ...offsets, taxonomies: taxMap });
  }

  const driver = { ...driverOf(skeleton) };
  if (driverRules.length > 0) driver.rules = driverRules;
  skeleton.tool = { ...firstTool, driver, ...(extensions.length > 0 ? { extensions } : {}) };
  for (const key of ['artifacts', 'logicalLocations', 'threadFlowLocations'] as const) {
    if (concatenated[key].length > 0) skeleton[key] = concatenated[key];
  }
  if (taxonomies.length > 0) skeleton.taxonomies = taxonomies;
  if (invocations.length > 0) skeleton.invocations = invocations;
  if (Object.keys(baseIds).length > 0) skeleton.originalUriBaseIds = baseIds;
  return { skeleton, remaps };
}

/**
 * Above the rules or extensions limit, keep only the rules and extensions that kept results reference, and compose
 * the index maps so that each result still points at the same rule.
 */
function trimRules(
  skeleton: JsonObject,
  sources: SourceRun[],
  remaps: SourceRemap[],
  kept: KeptResult[],
  limits: Limits,
  dropped: ReturnType<typeof emptyDropped>,
): void {
  const tool = isObject(skeleton.tool) ? skeleton.tool : {};
  const driver = isObject(tool.driver) ? tool.driver : {};
  const exts = arrayOf(tool.extensions).map((e) => (isObject(e) ? e : {}));
  const components: Json[][] = [arrayOf(driver.rules), ...exts.map((e) => arrayOf(e.rules))];
  const totalRules = components.reduce((n, c) => n + c.length, 0);
  const tooManyRules = totalRules > limits.rulesPerRun;
  const tooManyExtensions = exts.length > limits.extensionsPerRun;
  if (!tooManyRules && !tooManyExtensions) return;

  // What kept results use, in output-run indices.
  const usedRules = components.map((c) => new Uint8Array(c.length));
  const usedExtensions = new Uint8Array(exts.length);
  for (const k of kept) {
    const t = sources[k.source].run.results;
    const comp = t.resolvedComponent(k.index);
    const rule = t.resolvedRule(k.index);
    const remap = remaps[k.source];
    const outComp = comp < 0 ? -1 : remap.extensions[comp];
    if (outComp >= 0) usedExtensions[outComp] = 1;
    if (rule >= 0) usedRules[outComp + 1][remap.rules[comp + 1][rule]] = 1;
    else if (comp >= 0 && outComp >= 0) usedExtensions[outComp] = 1;
  }

  // New positions of rules, per output component.
  const ruleMaps = components.map((rules, c) => {
    const map = new Int32Array(rules.length).fill(-1);
    let next = 0;
    rules.forEach((_, i) => {
      if (!tooManyRules || usedRules[c][i]) map[i] = next++;
    });
    dropped.rules += rules.length - next;
    return map;
  });
  const extMap = new Int32Array(exts.length).fill(-1);
  let nextExt = 0;
  exts.forEach((_, i) => {
    if (!tooManyExtensions || usedExtensions[i]) extMap[i] = nextExt++;
  });
  dropped.extensions = exts.length - nextExt;

  if (tooManyRules) {
    if (Array.isArray(driver.rules)) driver.rules = driver.rules.filter((_, i) => ruleMaps[0][i] >= 0);
    exts.forEach((e, i) => {
      if (Array.isArray(e.rules)) e.rules = e.rules.filter((_, r) => ruleMaps[i + 1][r] >= 0);
    });
  }
  if (tooManyExtensions) tool.extensions = exts.filter((_, i) => extMap[i] >= 0);

  // Compose: source index → merged index → trimmed index.
  for (const remap of remaps) {
    remap.identity = false;
    remap.rules = remap.rules.map((m, c) => {
      const outComp = c === 0 ? -1 : remap.extensions[c - 1];
      const after = ruleMaps[outComp + 1];
      return m.map((v) => (v < 0 || !after ? -1 : after[v]));
    });
    remap.extensions = remap.extensions.map((v) => (v < 0 ? -1 : extMap[v]));
  }
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
      if (!isObject(rule) || !isObject(rule.properties) || !Array.isArray(rule.properties.tags)) continue;
      const tags = rule.properties.tags;
      if (tags.length <= limit) continue;
      const security = tags.map((t, i) => ({ i, sec: typeof t === 'string' && SECURITY_TAG.test(t) }));
      const chosen = new Set(
        [...security.filter((t) => t.sec), ...security.filter((t) => !t.sec)].slice(0, limit).map((t) => t.i),
      );
      rule.properties = { ...rule.properties, tags: tags.filter((_, i) => chosen.has(i)) };
      dropped += tags.length - limit;
    }
  }
  return dropped;
}
