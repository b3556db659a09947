/**
 * A merged run's own members outside what the merge joins (the tool, the run arrays, the bases and the lists it
 * unions) are its first source's. Where another source says otherwise, the merge says so (docs/engine.md: no choice
 * is silent): it refuses when the member decides how that source's regions are read (`columnKind`: its columns would
 * be read in another unit), and warns otherwise, naming the member and both files.
 */
import type { Diagnostic } from './diagnostics.js';
import { pointerToken } from './diagnostics.js';
import { isObject, sameJson, type Json, type JsonObject } from './json.js';
import { COMPONENT_ARRAYS, RUN_ARRAYS } from './references.js';

/** What the merge joins, each in its own way (merge.ts): not compared here. */
const JOINED: ReadonlySet<string> = new Set([
  'tool',
  'results',
  'originalUriBaseIds',
  'newlineSequences',
  'redactionTokens',
  'versionControlProvenance',
  'runAggregates',
  ...RUN_ARRAYS,
  ...COMPONENT_ARRAYS,
]);

/** Members that say how the run's regions are read: differing values would move locations. */
const READS_REGIONS: ReadonlySet<string> = new Set(['columnKind']);

/** The source of a run, as much as these checks need (merge.ts's SourceRun). */
interface Source {
  log: { file: string };
  run: { index: number; skeleton: JsonObject };
}

/** The newline sequences a run without any is read with (SARIF §3.14.16). */
export const DEFAULT_NEWLINES: readonly string[] = ['\r\n', '\n'];

/** What a member is compared by: automation details without their id (the category the runs share). */
function compared(skeleton: JsonObject, key: string): Json | undefined {
  const value = skeleton[key];
  if (key === 'automationDetails' && isObject(value)) {
    const { id: _category, ...rest } = value;
    return rest;
  }
  return value;
}

/** A value in a merge's message: its JSON, cut at 60 characters; `absent` for none. */
export function shown(v: Json | undefined): string {
  if (v === undefined) return 'absent';
  const text = JSON.stringify(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The names (else guids) of a run's policies: what a merge's warning about them names. */
function policyNames(skeleton: JsonObject): string[] {
  const policies = Array.isArray(skeleton.policies) ? skeleton.policies : [];
  return policies.map((p) => (isObject(p) ? String(p.name ?? p.guid ?? '?') : '?'));
}

/**
 * Policies (run.policies: configurations that override the rules' default levels for the run) are joined, so that
 * each file's are kept; merged, each then reads as in effect for every file's results. Said when the files' policies
 * differ. The service and this engine rank by the rules' and results' own levels, so no alert changes.
 */
function policyDiagnostic(sources: readonly Source[], where: (s: Source) => string): Diagnostic | undefined {
  const first = sources[0];
  const policies = (s: Source) => (Array.isArray(s.run.skeleton.policies) ? s.run.skeleton.policies : []);
  // The same policies in another order, or none given either way, are the same.
  const same = (a: Json[], b: Json[]) =>
    a.length === b.length &&
    a.every((p) => b.some((q) => sameJson(p, q))) &&
    b.every((q) => a.some((p) => sameJson(p, q)));
  const other = sources.slice(1).find((s) => !same(policies(first), policies(s)));
  if (!other) return undefined;
  const list = (s: Source) => {
    const names = policyNames(s.run.skeleton);
    return names.length > 0 ? names.map((n) => `"${n}"`).join(', ') : 'none';
  };
  return {
    severity: 'warning',
    rule: 'run-merge',
    file: other.log.file,
    pointer: `/runs/${other.run.index}${other.run.skeleton.policies === undefined ? '' : '/policies'}`,
    message:
      `run.policies differ between merged runs (${where(first)}: ${list(first)}; ${where(other)}: ${list(other)}): ` +
      `the merged run lists every file's policies, which then read as in effect for all of its results (the ` +
      `service does not apply policies: alerts are the same)`,
    hint: 'Give each file its own category if the policies must stay with their own results; otherwise this is only a note.',
  };
}

/** The first two sources that both give `key` and differ in it, if any. */
function givenConflict(sources: readonly Source[], key: string): [Source, Source] | undefined {
  const giving = sources.filter((s) => compared(s.run.skeleton, key) !== undefined);
  const a = giving[0];
  const b = giving.find((s) => !sameJson(compared(a.run.skeleton, key), compared(s.run.skeleton, key)));
  return a && b ? [a, b] : undefined;
}

/** One diagnostic per member that differs: the first source that differs, and how many more do. */
export function runMemberDiagnostics(sources: readonly Source[]): Diagnostic[] {
  if (sources.length < 2) return [];
  const first = sources[0];
  const keys = new Set<string>();
  for (const s of sources) for (const k of Object.keys(s.run.skeleton)) if (!JOINED.has(k)) keys.add(k);
  const where = (s: Source) => `${s.log.file} (run ${s.run.index})`;
  const out: Diagnostic[] = [];
  const policies = policyDiagnostic(sources, where);
  if (policies) out.push(policies);
  for (const key of keys) {
    const kept = compared(first.run.skeleton, key);
    const differing = sources.slice(1).filter((s) => !sameJson(kept, compared(s.run.skeleton, key)));
    if (differing.length === 0) continue;
    const other = differing[0];
    const value = compared(other.run.skeleton, key);
    const more = differing.length > 1 ? ` (and ${differing.length - 1} more merged runs)` : '';
    const pointer = `/runs/${other.run.index}${value === undefined ? '' : `/${pointerToken(key)}`}`;
    // Two sources that give it and differ, whichever others leave it out (a run without it read beside both
    // hid the conflict when it came second).
    const conflict = READS_REGIONS.has(key) && givenConflict(sources, key);
    if (conflict) {
      const [a, b] = conflict;
      const [va, vb] = [compared(a.run.skeleton, key), compared(b.run.skeleton, key)];
      out.push({
        severity: 'error',
        rule: 'run-merge',
        file: b.log.file,
        pointer: `/runs/${b.run.index}/${pointerToken(key)}`,
        message:
          `run.${key} differs between ${where(a)}, ${shown(va)}, and ${where(b)}, ${shown(vb)}: ` +
          `merged, one file's region columns would be read in the other's unit and its alerts would point elsewhere`,
        hint:
          'Give each file its own category (runAutomationDetails.id, or the category input / --category for each ' +
          'upload), or produce both with one setting of the tool.',
      });
      continue;
    }
    out.push({
      severity: 'warning',
      rule: 'run-merge',
      file: other.log.file,
      pointer,
      message:
        `run.${key}${key === 'automationDetails' ? ' (besides its id)' : ''} differs between merged runs: the ` +
        `merged run carries ${where(first)}'s, ${shown(kept)}; ${where(other)}'s, ${shown(value)}, is not ` +
        `kept${more}`,
      hint: 'Give each file its own category if they are separate analyses; otherwise this is only a note.',
    });
  }
  return out;
}
