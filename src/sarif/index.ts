/**
 * The engine's only door: what code outside `src/sarif/` may use. Everything else in this folder is the engine's own
 * business and may change shape freely (ESLint refuses deep imports from outside; tests and benchmarks may reach in,
 * as they measure internals). This file only re-exports.
 *
 * - `check`: find, read, validate, rank, trim, fingerprint and encode SARIF inputs for upload;
 * - diagnostics: what is wrong with an input, and the one-line form people read;
 * - the trim report and its text;
 * - the service's documented limits: one table (what the trim keeps to, the service's maxima, what is dropped);
 * - `readUpload`: pass 1 as the service runs it on an uploaded document (the emulator's processing);
 * - the severity model and JSON helpers that readers of an upload need.
 */
export {
  check,
  type CheckOptions,
  type CheckResult,
  type EncodedUpload,
  type Progress,
  type StageTimings,
} from './check.js';
export { formatDiagnostic, formatDiagnostics, type Diagnostic, type DiagnosticRule } from './diagnostics.js';
export { isObject, sameJson, type Json, type JsonObject } from './json.js';
export {
  DROPPED_KINDS,
  LIMIT_TABLE,
  SERVICE_LIMITS,
  SERVICE_MAXIMA,
  type DroppedCounts,
  type DroppedKind,
  type LimitKey,
  type Limits,
} from './limits.js';
export { OutputGateError } from './output-gate.js';
export { readUpload, type UploadedResult, type UploadedRun, type UploadRead } from './read-upload.js';
export { KnownTools } from './known-tools.js';
export {
  droppedText,
  formatInputs,
  formatReport,
  type InputSummary,
  type RunReport,
  type TrimReport,
  type UploadReport,
} from './report.js';
export { securityBucket, securitySeverity, type Level } from './severity.js';
