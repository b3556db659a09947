/**
 * The end of processing an upload: failed with the service's errors, or complete, with its analyses recorded and
 * alerts created, updated by fingerprint, or fixed when a newer analysis of the same ref, tool and category no
 * longer has them.
 */
import { isoNow, type Ctx } from '../http.js';
import type { State } from '../state.js';
import { area, savedAlerts, type Alert, type Area, type Instance, type Upload } from './area.js';
import { alertLocation, type AlertRule, type Processing, type ProcessedRun } from './process.js';

/** Record a processing's outcome on upload `id`, if the upload still waits for this task (in one write). */
export function finishProcessing(ctx: Ctx, id: string, task: string | undefined, outcome: Processing): void {
  let known: Known | undefined;
  ctx.store.write(() => {
    const a = area(ctx);
    const upload = a.uploads[id];
    if (!upload || upload.task !== task || upload.status !== 'pending') return;
    delete upload.task;
    if (upload.pendingGzip !== undefined) delete upload.pendingGzip;
    if (upload.failProcessing) delete upload.failProcessing;
    if (!outcome.ok) {
      upload.status = 'failed';
      upload.errors = outcome.errors;
      return;
    }
    const now = isoNow();
    recordAnalyses(ctx, a, upload, outcome.runs, now);
    known = { saved: repositoryAlerts(ctx, upload.repoId), added: new Map(), joined: [] };
    for (const run of outcome.runs) {
      const seen = reportRun(ctx, a, known, upload, run, now);
      fixGone(ctx, a, upload, run, seen, now);
    }
    upload.results = {
      received: outcome.runs.reduce((n, r) => n + r.received, 0),
      kept: outcome.runs.reduce((n, r) => n + r.kept, 0),
    };
    upload.status = 'complete';
  });
  // Saved: the indexes follow (a write that failed took them with it, store.ts `derived`).
  if (known) {
    for (const [key, at] of known.added) known.saved.set(key, at);
    const groups = alertGroups(ctx);
    for (const { repoId, group, at } of known.joined) joinGroup(groups, repoId, group, at);
  }
}

/** The analysis key codeql-action gave, else one derived from the run's category (or tool). */
const analysisKeyOf = (ctx: Ctx, upload: Upload, run: ProcessedRun) =>
  upload.analysisKey ?? `.${ctx.config.vendor}/upload:${run.category || run.tool.name}`;

/** One analysis per run of the upload. */
function recordAnalyses(ctx: Ctx, a: Area, upload: Upload, runs: ProcessedRun[], now: string): void {
  const analyses = (a.analyses ??= []);
  for (const run of runs) {
    analyses.push({
      id: ctx.store.nextId('codeScanningAnalysis'),
      repoId: upload.repoId,
      ref: upload.ref,
      commitSha: upload.commitSha,
      analysisKey: analysisKeyOf(ctx, upload, run),
      environment: upload.environment ?? '{}',
      category: run.category,
      createdAt: now,
      resultsCount: run.distinct.results,
      rulesCount: run.distinct.rules,
      sarifId: upload.id,
      tool: run.tool,
    });
  }
}

/** Where each alert is in the list, by repository and fingerprint: kept with the state (store.ts `derived`). */
type AlertIndex = Map<number, Map<string, number>>;

function alertIndex(s: Readonly<State>): AlertIndex {
  const index: AlertIndex = new Map();
  savedAlerts(s).forEach((a, at) => {
    let repo = index.get(a.repoId);
    if (!repo) index.set(a.repoId, (repo = new Map()));
    repo.set(a.key, at);
  });
  return index;
}

/**
 * Where the repository's alerts are, by fingerprint. Kept with the state rather than found at each upload: a pass
 * through the change tracker's proxies, serializing every alert, made a 30-result upload into a repository of
 * 50,000 alerts take a second. (Fixing what an analysis no longer reports still looks at each of the repository's
 * alerts, on the state itself: a few nanoseconds each.)
 */
function repositoryAlerts(ctx: Ctx, repoId: number): Map<string, number> {
  const index = ctx.store.derived('codeScanning.alertAt', alertIndex);
  let repo = index.get(repoId);
  if (!repo) index.set(repoId, (repo = new Map()));
  return repo;
}

/**
 * The repository's alerts: those saved (the index), and those this write opened (joining it once saved, and
 * alertGroups under their tool and category).
 */
interface Known {
  saved: Map<string, number>;
  added: Map<string, number>;
  joined: { repoId: number; group: string; at: number }[];
}

/** Where the alerts are by repository, then tool and category (of any of their instances): kept with the state. */
type AlertGroups = Map<number, Map<string, Set<number>>>;

const groupOf = (tool: string, category: string) => JSON.stringify([tool, category]);

function joinGroup(groups: AlertGroups, repoId: number, group: string, at: number): void {
  let repo = groups.get(repoId);
  if (!repo) groups.set(repoId, (repo = new Map()));
  let members = repo.get(group);
  if (!members) repo.set(group, (members = new Set()));
  members.add(at);
}

/**
 * The alerts of each tool and category, so that what an analysis no longer reports is looked for among its own
 * tool's and category's alerts, not every alert of the repository: 10,000 packages uploaded as 500 uploads of 20
 * categories each went through every alert 20 times an upload (0.25 s an upload at 200,000 alerts).
 */
function alertGroups(ctx: Ctx): AlertGroups {
  return ctx.store.derived('codeScanning.alertGroups', (s) => {
    const groups: AlertGroups = new Map();
    savedAlerts(s).forEach((a, at) => {
      for (const instance of Object.values(a.instances))
        joinGroup(groups, a.repoId, groupOf(a.tool.name, instance.category), at);
    });
    return groups;
  });
}

const where = (known: Known, key: string) => known.added.get(key) ?? known.saved.get(key);

/**
 * Each alert of a run (one per fingerprint) updates its alert or opens a new one; returns their keys. What an alert
 * holds is read on the state itself, past the change tracker (comparing through it cost more than the write): the
 * list is read within this write, never changed through it, and not kept. The upload's fields, behind the tracker,
 * are read once, not once a result.
 */
function reportRun(
  ctx: Ctx,
  a: Area,
  known: Known,
  upload: Upload,
  run: ProcessedRun,
  now: string,
): Set<string> {
  const { alerts } = run;
  const analysisKey = analysisKeyOf(ctx, upload, run);
  const { ref, commitSha } = upload;
  const environment = upload.environment ?? '{}';
  const saved = ctx.store.peek(savedAlerts);
  const group = groupOf(run.tool.name, run.category);
  for (let k = 0; k < alerts.keys.length; k++) {
    const key = alerts.keys[k];
    const rule = alerts.rules[alerts.rule[k]];
    const instance: Instance = {
      ref,
      analysis_key: analysisKey,
      environment,
      category: run.category,
      state: 'open',
      commit_sha: commitSha,
      message: { text: alerts.messages[k] },
      location: alertLocation(alerts, k),
      classifications: [],
    };
    const i = where(known, key);
    if (i !== undefined) updateAlert(a, i, saved[i], ref, instance, rule, run, now);
    // A new alert joins its tool's and category's group; one found again is in it (its key holds both).
    else
      known.joined.push({
        repoId: upload.repoId,
        group,
        at: openAlert(a, known, upload, run, key, rule, instance, now),
      });
  }
  return new Set(alerts.keys);
}

/**
 * An alert reported again: its instance on the ref, rule and tool as the result has them, no longer fixed. Only
 * what changed is set: each assignment is a record of the journal (a 30-result re-upload wrote 33 KB of unchanged
 * rules, tools and instances). Compared member by member (the lists below name every member of each shape), not as
 * JSON texts or generic JSON values: stringifying both sides was a quarter of the event loop's time per upload, and
 * a generic comparison a tenth. What is set is the alert's own copy (results of a run share rules and tools).
 */
function updateAlert(
  a: Area,
  i: number,
  /** The alert as the state holds it (store.peek): read, never changed, not kept past this write. */
  was: Readonly<Alert>,
  ref: string,
  instance: Instance,
  rule: AlertRule,
  run: ProcessedRun,
  now: string,
): void {
  const instanceChanged = !sameInstance(was.instances[ref], instance);
  const ruleChanged = !sameRule(was.rule, rule);
  const toolChanged = !sameTool(was.tool, run.tool);
  if (!instanceChanged && !ruleChanged && !toolChanged && was.fixedAt === null) return;
  // Reached through the change tracker only when something changes (a read through it is not free either).
  const existing = a.alerts[i];
  if (instanceChanged) existing.instances[ref] = instance;
  if (ruleChanged) existing.rule = own(rule);
  if (toolChanged) existing.tool = own(run.tool);
  if (was.fixedAt !== null) existing.fixedAt = null;
  existing.updatedAt = now;
}

/**
 * The members of a compared shape, listed as a record's keys: a member added to the shape does not compile until it
 * is listed here, so it is compared too (a member left out would never be updated on a new analysis).
 */
const membersOf = <T>(all: Record<keyof T, true>) => Object.keys(all) as (keyof T)[];
const sameMembers = <T>(a: T, b: T, members: readonly (keyof T)[]) => members.every((k) => a[k] === b[k]);

type Location = Instance['location'];
const INSTANCE = membersOf<Omit<Instance, 'message' | 'location' | 'classifications'>>({
  ref: true,
  analysis_key: true,
  environment: true,
  category: true,
  state: true,
  commit_sha: true,
});
const LOCATION = membersOf<Location>({
  path: true,
  start_line: true,
  end_line: true,
  start_column: true,
  end_column: true,
});
const RULE = membersOf<Omit<Alert['rule'], 'tags'>>({
  id: true,
  name: true,
  severity: true,
  security_severity_level: true,
  description: true,
  full_description: true,
  help: true,
  help_uri: true,
});
const TOOL = membersOf<Alert['tool']>({ name: true, guid: true, version: true });

const sameInstance = (a: Instance | undefined, b: Instance): boolean =>
  a !== undefined &&
  sameMembers(a, b, INSTANCE) &&
  a.message?.text === b.message.text &&
  a.location !== undefined &&
  sameMembers<Location>(a.location, b.location, LOCATION) &&
  sameStrings(a.classifications, b.classifications);

const sameRule = (a: Alert['rule'], b: Alert['rule']): boolean =>
  sameMembers(a, b, RULE) && sameStrings(a.tags, b.tags);

const sameTool = (a: Alert['tool'], b: Alert['tool']): boolean => sameMembers(a, b, TOOL);

function sameStrings(a: readonly string[] | null | undefined, b: readonly string[] | null): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** An alert's own copy of a rule or tool (their only nested value is a rule's tags). */
function own<T extends Alert['rule'] | Alert['tool']>(v: T): T {
  return 'tags' in v && v.tags ? { ...v, tags: [...v.tags] } : { ...v };
}

/** A new alert, with the repository's next number. */
function openAlert(
  a: Area,
  known: Known,
  upload: Upload,
  run: ProcessedRun,
  key: string,
  rule: AlertRule,
  instance: Instance,
  now: string,
): number {
  const number = (a.numbers[upload.repoId] ?? 0) + 1;
  a.numbers[upload.repoId] = number;
  const alert: Alert = {
    repoId: upload.repoId,
    number,
    key,
    createdAt: now,
    updatedAt: now,
    fixedAt: null,
    rule: own(rule),
    tool: own(run.tool),
    instances: { [upload.ref]: instance },
  };
  const at = a.alerts.push(alert) - 1;
  known.added.set(alert.key, at);
  return at;
}

/** Alerts of this ref, tool and category that the new analysis no longer reports are fixed. */
function fixGone(ctx: Ctx, a: Area, upload: Upload, run: ProcessedRun, seen: Set<string>, now: string): void {
  const ref = upload.ref;
  // Among the saved alerts of the run's tool and category (those this write opened, it reported: none is gone).
  const group = alertGroups(ctx).get(upload.repoId)?.get(groupOf(run.tool.name, run.category));
  if (!group) return;
  // Found past the change tracker; only those it fixes are changed through it.
  const gone = ctx.store.peek((s) => {
    const alerts = savedAlerts(s);
    const found: number[] = [];
    for (const i of group) {
      const alert = alerts[i];
      const inst = alert.instances[ref];
      if (!inst || inst.state !== 'open') continue;
      if (alert.tool.name !== run.tool.name || inst.category !== run.category || seen.has(alert.key))
        continue;
      found.push(i);
    }
    return found;
  });
  for (const i of gone) {
    const alert = a.alerts[i];
    const inst = alert.instances[ref];
    inst.state = 'fixed';
    inst.commit_sha = upload.commitSha;
    alert.fixedAt = now;
    alert.updatedAt = now;
  }
}
