/**
 * The end of processing an upload: failed with the service's errors, or complete, with its analyses recorded and
 * alerts created, updated by fingerprint, or fixed when a newer analysis of the same ref, tool and category no
 * longer has them.
 */
import { isoNow, type Ctx } from '../http.js';
import { area, type Alert, type Area, type Instance, type Upload } from './area.js';
import type { Processing, ProcessedResult, ProcessedRun } from './process.js';

/** Record a processing's outcome on upload `id`, if the upload still waits for this task (in one write). */
export function finishProcessing(ctx: Ctx, id: string, task: string | undefined, outcome: Processing): void {
  ctx.store.write(() => {
    const a = area(ctx);
    const upload = a.uploads[id];
    if (!upload || upload.task !== task || upload.status !== 'pending') return;
    delete upload.task;
    if (upload.failProcessing) delete upload.failProcessing;
    if (!outcome.ok) {
      upload.status = 'failed';
      upload.errors = outcome.errors;
      return;
    }
    const now = isoNow();
    recordAnalyses(ctx, a, upload, outcome.runs, now);
    const known = knownAlerts(ctx, a, upload);
    for (const run of outcome.runs) {
      const seen = reportRun(ctx, a, known, upload, run, now);
      fixGone(known.byKey, upload, run, seen, now);
    }
    upload.results = {
      received: outcome.runs.reduce((n, r) => n + r.received, 0),
      kept: outcome.runs.reduce((n, r) => n + r.kept, 0),
    };
    upload.status = 'complete';
  });
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
      resultsCount: new Set(run.results.map((r) => r.key)).size,
      rulesCount: new Set(run.results.map((r) => r.rule.id)).size,
      sarifId: upload.id,
      tool: run.tool,
    });
  }
}

/** What an alert of the repository holds on the upload's ref, serialized. */
interface Held {
  instance: string;
  rule: string;
  tool: string;
}

interface KnownAlerts {
  /** The repository's alerts by fingerprint (tracked records; new ones join as they are made). */
  byKey: Map<string, Alert>;
  /** What each alert held before this upload. */
  held: Map<string, Held>;
}

/**
 * The repository's alerts, read once. One pass over the alerts, not one per result: every read of the state goes
 * through the change tracker's proxies, and a scan per result made a 5,000-result upload into a repository with
 * 5,000 alerts take 30 s.
 */
function knownAlerts(ctx: Ctx, a: Area, upload: Upload): KnownAlerts {
  const byKey = new Map<string, Alert>();
  for (const alert of a.alerts) if (alert.repoId === upload.repoId) byKey.set(alert.key, alert);
  // What each alert holds now, serialized past the change tracker (comparing through it cost more than the write).
  const repoId = upload.repoId;
  const ref = upload.ref;
  const held = ctx.store.peek((s) => {
    const m = new Map<string, Held>();
    for (const x of (s.areas.codeScanning as Area).alerts)
      if (x.repoId === repoId)
        m.set(x.key, {
          instance: JSON.stringify(x.instances[ref]),
          rule: JSON.stringify(x.rule),
          tool: JSON.stringify(x.tool),
        });
    return m;
  });
  return { byKey, held };
}

/** Each result of a run (once per fingerprint) updates its alert or opens a new one; returns the fingerprints. */
function reportRun(
  ctx: Ctx,
  a: Area,
  known: KnownAlerts,
  upload: Upload,
  run: ProcessedRun,
  now: string,
): Set<string> {
  const seen = new Set<string>();
  for (const result of run.results) {
    if (seen.has(result.key)) continue;
    seen.add(result.key);
    const instance: Instance = {
      ref: upload.ref,
      analysis_key: analysisKeyOf(ctx, upload, run),
      environment: upload.environment ?? '{}',
      category: run.category,
      state: 'open',
      commit_sha: upload.commitSha,
      message: { text: result.message },
      location: result.location,
      classifications: [],
    };
    const existing = known.byKey.get(result.key);
    if (existing) updateAlert(existing, known.held.get(result.key), upload.ref, instance, result, run, now);
    else openAlert(a, known.byKey, upload, run, result, instance, now);
  }
  return seen;
}

/**
 * An alert reported again: its instance on the ref, rule and tool as the result has them, no longer fixed. Only
 * what changed is set: each assignment is a record of the journal (a 30-result re-upload wrote 33 KB of unchanged
 * rules, tools and instances).
 */
function updateAlert(
  existing: Alert,
  was: Held | undefined,
  ref: string,
  instance: Instance,
  result: ProcessedResult,
  run: ProcessedRun,
  now: string,
): void {
  let changed = false;
  const set = <K extends 'rule' | 'tool'>(k: K, v: Alert[K]) => {
    if (was?.[k] !== JSON.stringify(v)) {
      existing[k] = v;
      changed = true;
    }
  };
  if (was?.instance !== JSON.stringify(instance)) {
    existing.instances[ref] = instance;
    changed = true;
  }
  set('rule', result.rule);
  set('tool', run.tool);
  if (existing.fixedAt !== null) {
    existing.fixedAt = null;
    changed = true;
  }
  if (changed) existing.updatedAt = now;
}

/** A new alert, with the repository's next number. */
function openAlert(
  a: Area,
  byKey: Map<string, Alert>,
  upload: Upload,
  run: ProcessedRun,
  result: ProcessedResult,
  instance: Instance,
  now: string,
): void {
  const number = (a.numbers[upload.repoId] ?? 0) + 1;
  a.numbers[upload.repoId] = number;
  const alert: Alert = {
    repoId: upload.repoId,
    number,
    key: result.key,
    createdAt: now,
    updatedAt: now,
    fixedAt: null,
    rule: result.rule,
    tool: run.tool,
    instances: { [upload.ref]: instance },
  };
  a.alerts.push(alert);
  byKey.set(alert.key, a.alerts[a.alerts.length - 1]); // the tracked record, not the raw one
}

/** Alerts of this ref, tool and category that the new analysis no longer reports are fixed. */
function fixGone(
  byKey: Map<string, Alert>,
  upload: Upload,
  run: ProcessedRun,
  seen: Set<string>,
  now: string,
): void {
  for (const alert of byKey.values()) {
    const inst = alert.instances[upload.ref];
    if (!inst || inst.state !== 'open') continue;
    if (alert.tool.name !== run.tool.name || inst.category !== run.category || seen.has(alert.key)) continue;
    inst.state = 'fixed';
    inst.commit_sha = upload.commitSha;
    alert.fixedAt = now;
    alert.updatedAt = now;
  }
}
