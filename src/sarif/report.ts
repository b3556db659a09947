/** The trim report: what each limit dropped, per output run, as data and as text a person reads in a CI log. */
import { formatBytes, formatCount, plural } from '../format.js';
import { DROPPED_KINDS, type DroppedCounts, type DroppedKind } from './limits.js';

export interface RunReport {
  tool: string;
  category: string;
  /** Where the run came from: file and run index; several when runs of one tool and category were merged. */
  sources: { file: string; run: number }[];
  /** Which upload (0-based) carries the run. */
  upload: number;
  resultsIn: number;
  resultsKept: number;
  dropped: DroppedCounts;
  /** Highest severity among the results dropped (by either results limit), e.g. "high (7.5)" or "warning". */
  highestDropped?: string;
  /**
   * References in the run's own data (rules, notifications, invocations, artifacts, ...) moved by a merge or trim,
   * and references left out by kind: dangling in the input, or to a rule or extension the trim dropped.
   * (Results' own references are rewritten as they are written: see the upload.)
   */
  references?: { remapped: number; removed: Record<string, number> };
  /** The same for the kept results, counted as they are written. */
  resultReferences?: { remapped: number; removed: Record<string, number> };
  /** Repeated items removed from arrays the schema says are unique. */
  duplicatesRemoved?: number;
  /** Result messages given by id (§3.11.6) whose text was rendered from the rule's messageStrings. */
  messagesRendered?: number;
  /** Results that named their rule by index or guid only and now carry its ruleId as well. */
  ruleIdsAdded?: number;
  /**
   * uriBaseIds that merged runs defined differently, renamed in the later run (`undefinedHere`: the run names the
   * base without defining it, and another merged run defines it).
   */
  renamedBaseIds?: { file: string; run: number; from: string; to: string; undefinedHere?: true }[];
}

export interface UploadReport {
  index: number;
  runs: number;
  results: number;
  rawBytes: number;
  gzipBytes: number;
  base64Bytes: number;
}

export interface TrimReport {
  runs: RunReport[];
  uploads: UploadReport[];
  /** True when anything at all was dropped. */
  trimmed: boolean;
}

export function anyDropped(d: DroppedCounts): boolean {
  return Object.values(d).some((n) => n > 0);
}

/** `2,000 results beyond the top ranked`, and with `detail`, `... (the service keeps only those)`. */
export function droppedText(kind: DroppedKind, count: number, detail = false): string {
  const more = detail && kind.detail ? ` (${kind.detail})` : '';
  return `${plural(count, kind.noun)} ${kind.why}${more}`;
}

/** What the engine repaired or rewrote in a run, one line each. */
export function repairLines(run: RunReport): string[] {
  const lines: string[] = [];
  const removed: Record<string, number> = {};
  let remapped = 0;
  for (const refs of [run.references, run.resultReferences]) {
    if (!refs) continue;
    remapped += refs.remapped;
    for (const [kind, count] of Object.entries(refs.removed)) removed[kind] = (removed[kind] ?? 0) + count;
  }
  const refs = (k: number) => plural(k, 'reference');
  if (remapped > 0) lines.push(`moved ${refs(remapped)} to follow the merge and trim`);
  for (const [kind, count] of Object.entries(removed))
    lines.push(
      `left out ${refs(count)} to ${kind} that point${count === 1 ? 's' : ''} at nothing (dangling, or dropped)`,
    );
  if (run.duplicatesRemoved)
    lines.push(`removed ${formatCount(run.duplicatesRemoved)} repeated items of unique arrays`);
  if (run.ruleIdsAdded)
    lines.push(
      `added the ruleId of ${formatCount(run.ruleIdsAdded)} results that named their rule by index or guid only`,
    );
  if (run.messagesRendered)
    lines.push(`rendered ${formatCount(run.messagesRendered)} result messages given by id`);
  for (const r of run.renamedBaseIds ?? [])
    lines.push(
      `renamed uriBaseId "${r.from}" of ${r.file}#${r.run} to "${r.to}" (${r.undefinedHere ? 'another merged run defines it; this one leaves it undefined' : 'the merged runs define it differently'})`,
    );
  return lines;
}

/**
 * Plain lines of one kind (an input without diagnostics, a run within every limit, an upload) listed one by one up
 * to this many; past it they are counted in one line. A check of 10,000 package files printed 30,500 lines; what
 * needs a reader (a diagnostic, a drop, a merge, a repair) is always listed.
 */
export const LISTED = 20;

/** Sources named in a run's title; a merge of 10,000 files would otherwise print all 10,000 on one line. */
export const SOURCES_NAMED = 3;

/** The runs a run came from, as `file#run`: the first SOURCES_NAMED, then how many more. */
export function formatSources(sources: readonly { file: string; run: number }[]): string {
  const named = sources.slice(0, SOURCES_NAMED).map((s) => `${s.file}#${s.run}`);
  const more = sources.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${plural(more, 'other run')}` : named.join(', ');
}

/** One input of a check, as its result and its report give it. */
export interface InputSummary {
  file: string;
  bytes: number;
  runs: number;
  results: number;
  errors: number;
  warnings: number;
}

/**
 * One line an input: those with diagnostics up to LISTED, then as one count (their diagnostics name them); the
 * others likewise.
 */
export function formatInputs(inputs: readonly InputSummary[]): string[] {
  const lines: string[] = [];
  const plain = inputs.filter((i) => i.errors + i.warnings === 0);
  const withDiagnostics = inputs.filter((i) => i.errors + i.warnings > 0);
  const fold = plain.length > LISTED;
  let listed = 0;
  for (const i of inputs) {
    const noted = i.errors + i.warnings > 0;
    if (!noted && fold) continue;
    if (noted && listed++ >= LISTED) continue;
    const more = noted ? `, ${plural(i.errors, 'error')}, ${plural(i.warnings, 'warning')}` : '';
    lines.push(
      `${i.file}: ${formatBytes(i.bytes)}, ${plural(i.runs, 'run')}, ${plural(i.results, 'result')}${more}`,
    );
  }
  if (withDiagnostics.length > LISTED) {
    const rest = withDiagnostics.slice(LISTED);
    const sum = (k: 'errors' | 'warnings') => rest.reduce((n, i) => n + i[k], 0);
    lines.push(
      `${plural(rest.length, 'other input')} with diagnostics: ${plural(sum('errors'), 'error')}, ${plural(sum('warnings'), 'warning')} in all (--json lists each)`,
    );
  }
  if (fold) {
    const sum = (k: 'bytes' | 'runs' | 'results') => plain.reduce((n, i) => n + i[k], 0);
    lines.push(
      `${plural(plain.length, lines.length > 0 ? 'other input' : 'input')} without diagnostics: ${formatBytes(sum('bytes'))}, ` +
        `${plural(sum('runs'), 'run')}, ${plural(sum('results'), 'result')} in all`,
    );
  }
  return lines;
}

/** The report as text: one block per run, then one line per upload (past LISTED plain ones, a count). */
export function formatReport(report: TrimReport): string {
  const lines: string[] = [];
  const plain = report.runs.map(
    (run) => !anyDropped(run.dropped) && run.sources.length === 1 && repairLines(run).length === 0,
  );
  const folded = report.runs.filter((_, r) => plain[r]);
  const fold = folded.length > LISTED;
  for (const [r, run] of report.runs.entries()) {
    const from = formatSources(run.sources);
    const category = run.category ? `, category "${run.category}"` : '';
    const title = `run "${run.tool}"${category} (upload ${run.upload + 1}; from ${from})`;
    if (plain[r]) {
      if (!fold) lines.push(`${title}: ${plural(run.resultsKept, 'result')}, within every limit`);
      continue;
    }
    lines.push(title);
    if (run.sources.length > 1)
      lines.push(`  merged ${formatCount(run.sources.length)} runs of the same tool and category`);
    lines.push(`  results: ${formatCount(run.resultsKept)} kept of ${formatCount(run.resultsIn)}`);
    for (const kind of DROPPED_KINDS) {
      if (run.dropped[kind.key] > 0)
        lines.push(`  dropped ${droppedText(kind, run.dropped[kind.key], true)}`);
    }
    if (run.highestDropped) lines.push(`  highest severity among dropped results: ${run.highestDropped}`);
    for (const line of repairLines(run)) lines.push(`  ${line}`);
    if (!anyDropped(run.dropped)) lines.push('  nothing dropped: within every limit');
  }
  if (fold) {
    const tools = [...new Set(folded.map((r) => `"${r.tool}"`))];
    const results = folded.reduce((n, r) => n + r.resultsKept, 0);
    lines.push(
      `${plural(folded.length, lines.length > 0 ? 'other run' : 'run')} of ${tools.length > 3 ? plural(tools.length, 'tool') : tools.join(', ')}, ` +
        `each from one input and within every limit: ${plural(results, 'result')} in all`,
    );
  }
  const line = (u: UploadReport) =>
    `upload ${u.index + 1}: ${plural(u.runs, 'run')}, ${plural(u.results, 'result')}, ${formatBytes(u.rawBytes)} SARIF, ` +
    `${formatBytes(u.gzipBytes)} gzip, ${formatBytes(u.base64Bytes)} Base64`;
  if (report.uploads.length <= LISTED) for (const u of report.uploads) lines.push(line(u));
  else {
    // The largest is the one nearest the service's size limit: the one a reader would look for.
    const largest = report.uploads.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
    const sum = (k: 'runs' | 'results' | 'rawBytes' | 'gzipBytes') =>
      report.uploads.reduce((n, u) => n + u[k], 0);
    lines.push(
      `${plural(report.uploads.length, 'upload')}: ${plural(sum('runs'), 'run')}, ${plural(sum('results'), 'result')}, ` +
        `${formatBytes(sum('rawBytes'))} SARIF, ${formatBytes(sum('gzipBytes'))} gzip in all; the largest, ${line(largest)}`,
    );
  }
  return lines.join('\n');
}
