/**
 * The output gate: before anything is encoded, each run the engine wrote is checked by the engine itself — its run
 * data (when the plan changed it) and every result it rewrote against the schema, every reference it moved against
 * the arrays it points into, and the results it copied byte for byte against the facts pass 1 recorded of them. A failure is a bug in the engine, not in
 * the input: it stops the command, and nothing is written or uploaded.
 */
import type { DiagnosticRule } from './diagnostics.js';
import { checkVisitor } from './index-maps.js';
import type { PendingDiagnostic } from './facts.js';
import type { JsonObject } from './json.js';
import { withoutValidatedRules } from './lazy-rules.js';
import type { ResultTable } from './result-table.js';
import { walkReferences, type RunSpace } from './references.js';
import { validateLog, validateResult } from './schema-validate.js';

export class OutputGateError extends Error {
  constructor(problem: string) {
    super(
      `the upload the engine built fails its own output check (${problem}); nothing was written or uploaded. ` +
        'This is a bug in sarif-pipeline: please report it with the input file.',
    );
    this.name = 'OutputGateError';
  }
}

/**
 * What the schema may still say of good output, as the input said it: URIs the service accepts though they are not
 * well formed, regions that end before they start.
 */
const TOLERATED: ReadonlySet<DiagnosticRule> = new Set(['uri-format', 'region-order']);

/** Where the gate is, said only when it fails (a string, or anything that says it in its toString). */
export type Where = string | { toString(): string };

function fail(where: Where, d: Pick<PendingDiagnostic, 'pointer' | 'message'>): never {
  throw new OutputGateError(`${String(where)}${d.pointer}: ${d.message}`);
}

/** The run without its results: schema, unique arrays and references. */
export function gateRun(skeleton: JsonObject, space: RunSpace, where: Where): void {
  // A rule still kept as its bytes is the input's, validated on them (read-tool.ts): `{id}` keeps its place.
  const tool = withoutValidatedRules(skeleton.tool, (id) => ({ id }));
  const doc = { version: '2.1.0', runs: [{ ...skeleton, tool, results: [] }] };
  for (const d of validateLog(doc, '')) if (!TOLERATED.has(d.rule)) fail(where, d);
  walkReferences(skeleton, 'run', space, strict(space, where), [], { skip: new Set(['results']) });
}

/**
 * A result the engine rewrote, as an object: the schema always; its references one by one when the rewrite moved
 * them (else they are the input's, which `gateCopied` checks from the facts).
 */
export function gateResult(result: JsonObject, space: RunSpace, where: Where, moved: boolean): void {
  for (const d of validateResult(result, '', '')) if (!TOLERATED.has(d.rule)) fail(where, d);
  if (moved) walkReferences(result, 'result', space, strict(space, where), [], {});
}

/** A result copied byte for byte: what pass 1 recorded of its references must be in range of the output. */
export function gateCopied(t: ResultTable, i: number, space: RunSpace, where: Where): void {
  const over = (max: number, n: number) => max >= 0 && max >= n;
  if (
    over(t.maxArtifact(i), space.lengths.artifacts) ||
    over(t.maxLogical(i), space.lengths.logicalLocations) ||
    over(t.maxThreadFlow(i), space.lengths.threadFlowLocations)
  ) {
    fail(where, { pointer: '', message: 'a result copied unchanged points past the end of a run array' });
  }
}

function strict(space: RunSpace, where: Where) {
  return checkVisitor(space, (d) => fail(where, d), { resultRules: true });
}
