/**
 * What the service does with an uploaded SARIF document, reusing the engine: validate it, refuse it when it is
 * above a documented maximum, keep only the top entries where an additional limit applies, and turn each kept
 * result into an alert instance (rule, severity, tool, location, message, fingerprint).
 */
import { createHash } from 'node:crypto';
import {
  isObject,
  type JsonObject,
  KnownTools,
  type Level,
  readUpload,
  securityBucket,
  securitySeverity,
  SERVICE_LIMITS,
  SERVICE_MAXIMA,
  type UploadedRun,
} from '../../sarif/index.js';

export interface AlertRule {
  id: string;
  name: string;
  severity: 'none' | 'note' | 'warning' | 'error';
  security_severity_level: 'low' | 'medium' | 'high' | 'critical' | null;
  description: string;
  full_description: string;
  tags: string[] | null;
  help: string | null;
  help_uri: string | null;
}

/** Where an alert's instance is: its path and its region's lines and columns. */
export interface AlertLocation {
  path: string;
  start_line: number;
  end_line: number;
  start_column: number;
  end_column: number;
}

/**
 * A run's alerts, one per fingerprint (the first result that has it), as columns rather than an object per result:
 * the worker posts them to the event loop, and a structured clone of a 30-result upload's objects cost 54 µs against
 * 22 µs for its columns (postMessage to a MessagePort and receiveMessageOnPort, in a loop).
 */
export interface RunAlerts {
  /** What identifies each alert across analyses: tool, category, rule and fingerprint. */
  keys: string[];
  /** The rules of the run's alerts, once each; `rule[k]` is alert k's place in it. */
  rules: AlertRule[];
  rule: number[];
  messages: string[];
  paths: string[];
  /** start_line, end_line, start_column and end_column of each alert, four a row. */
  lines: Float64Array;
}

/** Alert k's location, as its instance keeps it. */
export function alertLocation(alerts: RunAlerts, k: number): AlertLocation {
  const { lines } = alerts;
  return {
    path: alerts.paths[k],
    start_line: lines[4 * k],
    end_line: lines[4 * k + 1],
    start_column: lines[4 * k + 2],
    end_column: lines[4 * k + 3],
  };
}

export interface ProcessedRun {
  tool: { name: string; guid: string | null; version: string | null };
  category: string;
  alerts: RunAlerts;
  /** Results the run had, and those the service kept (the top `resultsPerRun` by severity). */
  received: number;
  kept: number;
  /** Its distinct alerts (fingerprints) and rules: its analysis's counts, found here rather than on the event loop. */
  distinct: { results: number; rules: number };
}

export type Processing = { ok: true; runs: ProcessedRun[] } | { ok: false; errors: string[] };

function text(v: unknown): string {
  return isObject(v) && typeof v.text === 'string' ? v.text : '';
}

function toAlertRule(rule: JsonObject | undefined, ruleId: string, level: Level): AlertRule {
  const props = rule && isObject(rule.properties) ? rule.properties : {};
  const score = securitySeverity(props);
  const tags = Array.isArray(props.tags)
    ? (props.tags.filter((t) => typeof t === 'string').slice(0, SERVICE_LIMITS.tagsPerRule) as string[])
    : null;
  const bucket = score === undefined ? 'none' : securityBucket(score);
  return {
    id: ruleId,
    name: typeof rule?.name === 'string' ? rule.name : ruleId,
    severity: level,
    security_severity_level: bucket === 'none' ? null : bucket,
    description: text(rule?.shortDescription) || text(rule?.fullDescription) || ruleId,
    full_description: text(rule?.fullDescription) || text(rule?.shortDescription) || ruleId,
    tags,
    help: isObject(rule?.help) ? text(rule.help) || null : null,
    help_uri: typeof rule?.helpUri === 'string' ? rule.helpUri : null,
  };
}

/**
 * toAlertRule once per rule, id and level of a run, each kept once in `rules`: returns its place there.
 */
function alertRulesOf(
  rules: AlertRule[],
): (rule: JsonObject | undefined, ruleId: string, level: Level) => number {
  const made = new Map<JsonObject | undefined, Map<string, number>>();
  return (rule, ruleId, level) => {
    let byIdAndLevel = made.get(rule);
    if (!byIdAndLevel) made.set(rule, (byIdAndLevel = new Map()));
    const key = `${level} ${ruleId}`;
    let at = byIdAndLevel.get(key);
    if (at === undefined) byIdAndLevel.set(key, (at = rules.push(toAlertRule(rule, ruleId, level)) - 1));
    return at;
  };
}

/** How processing reads an upload's paths: `checkout_uri`, the directory the analysis ran in (spec rule 5). */
export interface ProcessOptions {
  checkoutUri?: string;
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * An artifact location's URI through its `uriBaseId` chain (the run's `originalUriBaseIds`): `relative`, the URI
 * with the chain's relative bases before it (`lib/` of `LIB = {uri: "lib/", uriBaseId: "SRCROOT"}`); `absolute`, the
 * whole when the chain ends in an absolute base (`SRCROOT = file:///home/runner/work/r/r/`). A base the run does not
 * define stands for the checkout, as the service reads it.
 */
function resolvedUri(run: UploadedRun, location: JsonObject): { relative: string; absolute?: string } {
  const bases = isObject(run.skeleton.originalUriBaseIds) ? run.skeleton.originalUriBaseIds : {};
  let relative = typeof location.uri === 'string' ? location.uri : '';
  if (ABSOLUTE.test(relative)) return { relative, absolute: relative };
  let base = location.uriBaseId;
  // At most one step a base: a chain that loops stops where it began (the engine refuses one anyway).
  for (let depth = 0; typeof base === 'string' && depth < Object.keys(bases).length; depth++) {
    const next = bases[base];
    if (!isObject(next) || typeof next.uri !== 'string') break;
    if (ABSOLUTE.test(next.uri)) return { relative, absolute: joinUri(relative, next.uri) };
    relative = next.uri + relative;
    base = next.uriBaseId;
  }
  return { relative };
}

/** `uri` resolved against `base` (or on its own), normalized; undefined when either is not a URL. */
function joinUri(uri: string, base?: string): string | undefined {
  try {
    return new URL(uri, base).href;
  } catch {
    return undefined;
  }
}

/**
 * The alert's path: relative to `checkout_uri` when the resolved URI lies under it (spec, code scanning rule 5);
 * else the URI relative to the chain's root base, as the tool wrote it; an absolute URI elsewhere as its path.
 */
function pathOf(uri: { relative: string; absolute?: string }, checkoutUri: string | undefined): string {
  let path = uri.relative;
  const root = checkoutUri && joinUri(checkoutUri.endsWith('/') ? checkoutUri : `${checkoutUri}/`);
  const absolute = uri.absolute && joinUri(uri.absolute);
  if (root && absolute && /^file:/i.test(absolute) && absolute.startsWith(root))
    path = absolute.slice(root.length);
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape is kept as written
  }
  return path.replace(/^file:\/\/\/?/i, '').replace(/^\.?\//, '');
}

/**
 * The alert path of an artifact location of `run`, found once per base and URI: a run's results mostly name a few
 * files, and each result's location is its own parsed object.
 */
function pathsOf(run: UploadedRun, options: ProcessOptions): (location: JsonObject) => string {
  const byBase = new Map<unknown, Map<string, string>>();
  return (location) => {
    const { uri, uriBaseId } = location;
    if (typeof uri !== 'string') return pathOf(resolvedUri(run, location), options.checkoutUri);
    let byUri = byBase.get(uriBaseId);
    if (!byUri) byBase.set(uriBaseId, (byUri = new Map()));
    let path = byUri.get(uri);
    if (path === undefined) byUri.set(uri, (path = pathOf(resolvedUri(run, location), options.checkoutUri)));
    return path;
  };
}

function locationOf(
  run: UploadedRun,
  result: JsonObject,
  pathAt: (location: JsonObject) => string,
): AlertLocation {
  const loc = Array.isArray(result.locations) && isObject(result.locations[0]) ? result.locations[0] : {};
  const phys = isObject(loc.physicalLocation) ? loc.physicalLocation : {};
  const al = isObject(phys.artifactLocation) ? phys.artifactLocation : {};
  const artifacts = Array.isArray(run.skeleton.artifacts) ? run.skeleton.artifacts : [];
  const byIndex = Number.isInteger(al.index) ? artifacts[al.index as number] : undefined;
  const artifactLocation =
    typeof al.uri !== 'string' && isObject(byIndex) && isObject(byIndex.location) ? byIndex.location : al;
  const region = isObject(phys.region) ? phys.region : {};
  const n = (v: unknown, d: number) => (Number.isInteger(v) ? (v as number) : d);
  const startLine = n(region.startLine, 1);
  return {
    path: pathAt(artifactLocation),
    start_line: startLine,
    end_line: n(region.endLine, startLine),
    start_column: n(region.startColumn, 1),
    end_column: n(region.endColumn, n(region.startColumn, 1)),
  };
}

/**
 * Above a maximum (SERVICE_MAXIMA, from the engine's one table of documented limits) the upload fails; the messages
 * name the run and what to do.
 */
function maximaErrors(runs: UploadedRun[]): string[] {
  const errors: string[] = [];
  if (runs.length > SERVICE_MAXIMA.runsPerUpload)
    errors.push(`the upload has ${runs.length} runs; at most ${SERVICE_MAXIMA.runsPerUpload} are accepted`);
  const keys = new Map<string, number>();
  for (const run of runs) {
    const { driver, category } = run;
    const key = JSON.stringify([driver.name, category]);
    if (keys.has(key))
      errors.push(
        `runs ${keys.get(key)} and ${run.index} have the same tool "${String(driver.name)}" and category "${category}": give each run its own category`,
      );
    keys.set(key, run.index);
    if (run.resultCount > SERVICE_MAXIMA.resultsPerRun)
      errors.push(
        `run ${run.index} has ${run.resultCount} results; at most ${SERVICE_MAXIMA.resultsPerRun} are accepted`,
      );
    if (run.rules.length > SERVICE_MAXIMA.rulesPerRun)
      errors.push(
        `run ${run.index} has ${run.rules.length} rules; at most ${SERVICE_MAXIMA.rulesPerRun} are accepted`,
      );
    if (run.extensionCount > SERVICE_MAXIMA.extensionsPerRun)
      errors.push(
        `run ${run.index} has ${run.extensionCount} tool extensions; at most ${SERVICE_MAXIMA.extensionsPerRun} are accepted`,
      );
    for (let i = 0; i < run.resultCount && errors.length < 20; i++) {
      if (run.threadFlowLocations(i) > SERVICE_MAXIMA.threadFlowLocationsPerResult)
        errors.push(
          `run ${run.index} result ${i} has ${run.threadFlowLocations(i)} thread flow locations; at most ${SERVICE_MAXIMA.threadFlowLocationsPerResult} are accepted`,
        );
      if (run.locations(i) > SERVICE_MAXIMA.locationsPerResult)
        errors.push(
          `run ${run.index} result ${i} has ${run.locations(i)} locations; at most ${SERVICE_MAXIMA.locationsPerResult} are accepted`,
        );
    }
    for (const rule of run.rules) {
      const tags =
        isObject(rule.properties) && Array.isArray(rule.properties.tags) ? rule.properties.tags.length : 0;
      if (tags > SERVICE_MAXIMA.tagsPerRule)
        errors.push(
          `run ${run.index} rule "${String(rule.id)}" has ${tags} tags; at most ${SERVICE_MAXIMA.tagsPerRule} are accepted`,
        );
    }
  }
  return errors.slice(0, 20);
}

/**
 * The tools of this thread's valid uploads, by their bytes (bounded: known-tools.ts): the next upload of the same
 * analyser's tool is not scanned or checked again. Started anew once full, so that the tools of today's analysers
 * are the ones kept.
 */
let knownTools = new KnownTools();

export async function processSarif(sarif: Buffer, options: ProcessOptions = {}): Promise<Processing> {
  if (knownTools.full()) knownTools = new KnownTools();
  const read = await readUpload(sarif, undefined, undefined, knownTools);
  if (!read.ok) {
    return {
      ok: false,
      errors: read.errors.map(
        (d) =>
          `${d.pointer || 'document'}${d.line ? ` (line ${d.line}, column ${d.column})` : ''}: ${d.message}`,
      ),
    };
  }
  const over = maximaErrors(read.runs);
  if (over.length > 0) return { ok: false, errors: over };

  const runs: ProcessedRun[] = [];
  for (const run of read.runs) {
    const { driver, category } = run;
    const tool = {
      name: String(driver.name ?? 'API'),
      guid: typeof driver.guid === 'string' ? driver.guid : null,
      version:
        typeof driver.semanticVersion === 'string'
          ? driver.semanticVersion
          : typeof driver.version === 'string'
            ? driver.version
            : null,
    };
    // Additional limit: only the top results by severity are included.
    const alerts: RunAlerts = {
      keys: [],
      rules: [],
      rule: [],
      messages: [],
      paths: [],
      lines: new Float64Array(0),
    };
    const lines: number[] = [];
    const seen = new Set<string>();
    const alertRule = alertRulesOf(alerts.rules);
    const pathAt = pathsOf(run, options);
    // The alert's key is JSON of [tool, category, rule, fingerprint]: its first two once a run.
    const keyHead = `[${JSON.stringify(tool.name)},${JSON.stringify(category)},`;
    let kept = 0;
    for (const i of run.top(SERVICE_LIMITS.resultsPerRun)) {
      kept++;
      const { json: result, rule, ruleId = 'unknown-rule', level } = run.result(i);
      if (result.kind !== undefined && result.kind !== 'fail') continue; // not a problem: no alert
      const location = locationOf(run, result, pathAt);
      const fingerprints = isObject(result.partialFingerprints) ? result.partialFingerprints : {};
      const fingerprint =
        typeof fingerprints.primaryLocationLineHash === 'string'
          ? fingerprints.primaryLocationLineHash
          : createHash('sha1')
              .update(`${location.path}:${location.start_line}:${text(result.message)}`)
              .digest('hex');
      const key = `${keyHead}${JSON.stringify(ruleId)},${JSON.stringify(fingerprint)}]`;
      if (seen.has(key)) continue; // the alert is the first result's with this fingerprint
      seen.add(key);
      alerts.keys.push(key);
      alerts.rule.push(alertRule(rule, ruleId, level));
      alerts.messages.push(text(result.message));
      alerts.paths.push(location.path);
      lines.push(location.start_line, location.end_line, location.start_column, location.end_column);
    }
    alerts.lines = Float64Array.from(lines);
    const distinct = {
      results: alerts.keys.length,
      rules: new Set(alerts.rule.map((k) => alerts.rules[k].id)).size,
    };
    runs.push({ tool, category, alerts, received: run.resultCount, kept, distinct });
  }
  return { ok: true, runs };
}
