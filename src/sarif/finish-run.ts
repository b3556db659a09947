/**
 * The end of a run in pass 1: once its skeleton is complete (whatever the key order), its results' rules are
 * resolved and ranked, then their messages and references checked against the run's data.
 */
import type { ByteSource } from './byte-source.js';
import type { DiagnosticSink } from './diagnostic-sink.js';
import type { PendingDiagnostic } from './facts.js';
import { checkVisitor } from './index-maps.js';
import { isObject, type Json } from './json.js';
import type { RunIndex } from './log-index.js';
import { resolveMessage } from './messages.js';
import { NOT_REFERENCES, REF_LOCAL_DANGLING, REF_TAXA, REF_TAXONOMIES, refBit } from './reference-bits.js';
import { runSpace, RUN_ARRAYS, walkReferences, type RunSpace } from './references.js';
import { resolveRunRules } from './run-rules.js';

/** Rank the run's results, then check what needs the whole run. */
export function finishRun(run: RunIndex, sink: DiagnosticSink, source: ByteSource): void {
  resolveRunRules(run, sink);
  run.results.seal();
  if (!isObject(run.skeleton)) return;
  const space = runSpace(run.skeleton);
  checkMessages(run, space, sink);
  checkReferences(run, space, sink, source);
}

/** A message given by id must resolve through the rule's or the component's message strings (§3.11.7). */
function checkMessages(run: RunIndex, space: RunSpace, sink: DiagnosticSink): void {
  const t = run.results;
  // Whether each profile's message id resolves (undefined: no id); its rule and component are the profile's.
  const resolves: (boolean | undefined)[] = [];
  let anyFails = false;
  for (let p = 0; p < t.profileCount; p++) {
    const f = t.profileFacts(p);
    if (f.messageId < 0) continue;
    const comp = t.profileComponent(p);
    const rule = t.profileRule(p) >= 0 ? run.ruleComponents[comp + 1].rules[t.profileRule(p)] : undefined;
    const component = comp >= 0 ? space.components.extensions[comp] : space.driver;
    resolves[p] =
      resolveMessage(t.ruleIds[f.messageId], rule, isObject(component) ? component : undefined) !== undefined;
    if (resolves[p]) run.messagesById += t.profileSize(p);
    else anyFails = true;
  }
  for (let i = 0; anyFails && i < t.length; i++) {
    if (resolves[t.profile(i)] !== false) continue;
    sink.add({
      severity: 'error',
      rule: 'result-message',
      pointer: `/runs/${run.index}/results/${i}/message/id`,
      message: `the result message has no text, and its id "${t.messageId(i)}" is in neither the rule's messageStrings nor the tool component's globalMessageStrings`,
      hint: "Set message.text, or add the id to the rule's messageStrings: the service shows the text as the alert message.",
    });
  }
}

const RESULTS: ReadonlySet<string> = new Set(['results']);
const RESULTS_AND_TOOL: ReadonlySet<string> = new Set(['results', 'tool']);

/**
 * Every index in range (warnings: the service tolerates dangling ones, and the upload leaves them out). The
 * skeleton is walked whole; a result is read back and walked only when its recorded maxima say it may hold one.
 */
function checkReferences(run: RunIndex, space: RunSpace, sink: DiagnosticSink, source: ByteSource): void {
  const report = (d: PendingDiagnostic) => sink.add(d);
  const inSkeleton = (d: PendingDiagnostic) => {
    run.danglingReferences = true;
    report(d);
  };
  walkReferences(run.skeleton, 'run', space, checkVisitor(space, inSkeleton), ['runs', run.index], {
    // A known tool that holds no reference has nothing to check (known-tools.ts).
    skip: run.toolReferenceFree ? RESULTS_AND_TOOL : RESULTS,
  });
  const t = run.results;
  if (t.length === 0 || 'results' in run.skeleton) return;
  const taxaLimit = Math.min(
    ...[space.driver, ...space.components.extensions, ...space.components.taxonomies].map((c) =>
      isObject(c) && Array.isArray(c.taxa) ? c.taxa.length : 0,
    ),
  );
  const otherLimit = (mask: number): number => {
    let limit = Infinity;
    for (const a of RUN_ARRAYS) {
      if (a === 'artifacts' || a === 'logicalLocations' || a === 'threadFlowLocations') continue;
      if (mask & refBit(a)) limit = Math.min(limit, space.lengths[a]);
    }
    if (mask & REF_TAXONOMIES) limit = Math.min(limit, space.components.taxonomies.length);
    if (mask & REF_TAXA) limit = Math.min(limit, taxaLimit);
    return limit;
  };
  for (let k = 0; k < t.referencingCount; k++) {
    const i = t.referencingResult(k);
    const mask = t.refMask(i) & ~NOT_REFERENCES;
    const suspect =
      (mask & REF_LOCAL_DANGLING) !== 0 ||
      t.maxArtifact(i) >= space.lengths.artifacts ||
      t.maxLogical(i) >= space.lengths.logicalLocations ||
      t.maxThreadFlow(i) >= space.lengths.threadFlowLocations ||
      (t.maxOther(i) >= 0 && t.maxOther(i) >= otherLimit(mask));
    if (!suspect) continue;
    const result = JSON.parse(source.read(t.start(i), t.byteLength(i)).toString('utf8')) as Json;
    if (!isObject(result)) continue;
    let found = 0;
    walkReferences(
      result,
      'result',
      space,
      checkVisitor(space, (d) => (found++, report(d))),
      ['runs', run.index, 'results', i],
    );
    if (found > 0) t.markRewrite(i);
  }
}
