/** Pass 1's checks of the whole document, once the scan is complete: the schema on the skeleton, the version, runs. */
import type { DiagnosticSink } from './diagnostic-sink.js';
import type { PendingDiagnostic } from './facts.js';
import { isObject, type JsonObject } from './json.js';
import { withoutValidatedRules } from './lazy-rules.js';
import type { KnownTools } from './known-tools.js';
import type { RunIndex } from './log-index.js';
import { MAX_SCHEMA_DIAGNOSTICS, validateLog } from './schema-validate.js';

/** What the schema sees of a tool already found valid (known-tools.ts): the least valid tool. */
const KNOWN_TOOL: JsonObject = Object.freeze({ driver: Object.freeze({ name: 'known' }) }) as JsonObject;

export function checkDocument(
  file: string,
  root: JsonObject,
  runs: RunIndex[],
  runsIsArray: boolean,
  sink: DiagnosticSink,
  /** Tools found valid before: a run's tool among them is left out here; a tool found valid here joins them. */
  known?: KnownTools,
): void {
  const version = root.version;
  const versionBad = typeof version === 'string' && version !== '2.1.0';
  if (versionBad && (version.startsWith('1.') || version.startsWith('2.0'))) {
    // A SARIF 1.x or 2.0 log fails the 2.1.0 schema almost everywhere (its results' too), with hints for 2.1.0 that
    // mislead: the version error alone says what to do.
    sink.clear();
    sink.add(versionError(version));
    return;
  }
  const doc: JsonObject = { ...root };
  if (runsIsArray) {
    // Results were validated one by one during the scan: the skeleton carries an empty array in their place.
    // So were rules kept as their bytes (read-tool.ts): the skeleton's tool leaves them out.
    doc.runs = runs.map((r) => {
      if (!isObject(r.skeleton)) return r.skeleton;
      const run =
        !('results' in r.skeleton) && r.members.has('results') ? { ...r.skeleton, results: [] } : r.skeleton;
      const tool = r.toolKnown ? KNOWN_TOOL : withoutValidatedRules(run.tool);
      return tool === run.tool || tool === undefined ? run : { ...run, tool };
    });
  }
  const schemaDiagnostics = validateLog(doc, file);
  // Past the cap a repeat may be among what is not shown: then let the plan look for repeats itself.
  const capped = schemaDiagnostics.length >= MAX_SCHEMA_DIAGNOSTICS;
  if (capped) for (const r of runs) r.repeatsItems = true;
  for (const r of runs) {
    if (!r.toolBytes) continue;
    const at = `/runs/${r.index}/tool`;
    if (
      known &&
      !capped &&
      !schemaDiagnostics.some((d) => d.pointer === at || d.pointer.startsWith(`${at}/`))
    )
      r.toolId = known.add(r.toolBytes);
    r.toolBytes = undefined;
  }
  for (const d of schemaDiagnostics) {
    if (versionBad && d.pointer === '/version') continue; // reported below with a better hint
    const run = d.rule === 'unique-items' ? /^\/runs\/(\d+)\//.exec(d.pointer) : null;
    if (run) runs[Number(run[1])].repeatsItems = true;
    sink.add(d);
  }
  if (versionBad) sink.add(versionError(version));
  if (runsIsArray && runs.length === 0) {
    sink.add({
      severity: 'warning',
      rule: 'empty',
      pointer: '/runs',
      message: 'the log has no runs: there is nothing to upload',
    });
  }
  for (const r of runs) {
    const driver =
      isObject(r.skeleton) && isObject(r.skeleton.tool) && isObject(r.skeleton.tool.driver)
        ? r.skeleton.tool.driver
        : undefined;
    if (driver && typeof driver.name === 'string' && driver.name.trim() === '') {
      sink.add({
        severity: 'error',
        rule: 'driver-name',
        pointer: `/runs/${r.index}/tool/driver/name`,
        message: 'the tool driver name is empty',
        hint: "The service keys analyses by tool name: set tool.driver.name to the analyser's name.",
      });
    }
  }
}

/** Converts SARIF 1.0 and 2.0 to 2.1.0 (the Multitool's npm package; its verb, as of 5.7, is `rewrite`). */
export const CONVERT_COMMAND =
  'npx @microsoft/sarif-multitool rewrite FILE --sarif-output-version Current -o NEW_FILE';

function versionError(version: string): PendingDiagnostic {
  return {
    severity: 'error',
    rule: 'version',
    pointer: '/version',
    message: `SARIF version "${version}" is not accepted: the service reads SARIF 2.1.0 only`,
    hint:
      version.startsWith('2.0') || version.startsWith('1.')
        ? `Ask the tool for SARIF 2.1.0 output, or convert the file with the SARIF Multitool: \`${CONVERT_COMMAND}\`.`
        : 'Set "version": "2.1.0" if the file follows SARIF 2.1.0.',
  };
}
