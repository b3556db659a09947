/** The service's documented SARIF upload limits (spec, "Limits"), in one place. */
export interface Limits {
  /** Runs in one upload. */
  runsPerUpload: number;
  /** Results the service keeps per run (the top ones by severity). */
  resultsPerRun: number;
  /** Results per run above which the service rejects the upload. */
  resultsPerRunRejected: number;
  /** Rules per run above which the service rejects the upload. */
  rulesPerRun: number;
  /** Tool extensions per run above which the service rejects the upload. */
  extensionsPerRun: number;
  /** Thread-flow locations the service keeps per result. */
  threadFlowLocationsPerResult: number;
  /** Thread-flow locations per result above which the service rejects the upload. */
  threadFlowLocationsPerResultRejected: number;
  /** Locations the service keeps per result. */
  locationsPerResult: number;
  /** Locations per result above which the service rejects the upload. */
  locationsPerResultRejected: number;
  /** Tags the service keeps per rule. */
  tagsPerRule: number;
  /** Tags per rule above which the service rejects the upload. */
  tagsPerRuleRejected: number;
  /** Largest accepted `sarif` field: gzip-compressed bytes (413 above it). */
  gzipBytes: number;
}

export const SERVICE_LIMITS: Readonly<Limits> = Object.freeze({
  runsPerUpload: 20,
  resultsPerRun: 5_000,
  resultsPerRunRejected: 25_000,
  rulesPerRun: 25_000,
  extensionsPerRun: 100,
  threadFlowLocationsPerResult: 1_000,
  threadFlowLocationsPerResultRejected: 10_000,
  locationsPerResult: 100,
  locationsPerResultRejected: 1_000,
  tagsPerRule: 10,
  tagsPerRuleRejected: 20,
  // "10 MB" read as 10,000,000 bytes: whichever unit the service means, what fits this fits there.
  gzipBytes: 10_000_000,
});
