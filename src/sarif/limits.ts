/**
 * The service's documented SARIF upload limits (its API spec, "Limits"): one table, one row per limit. Everything
 * else reads it: `SERVICE_LIMITS` (what the trim keeps to, and what `--limits` style overrides replace), the
 * service's maxima (above them it rejects the upload: the emulator's processing and the 413 on size), and the kinds
 * of dropped things the trim report, the job summary and the upload step's message name.
 *
 * Adding a limit: one row here, then its enforcement — where the plan or the rewrite drops what is over it (plan.ts
 * for per-run counts, rewrite.ts and trim-bytes.ts for per-result ones) counting into `dropped[<its kind>]`, and the
 * emulator's check of its maximum (`src/emulator/code-scanning/process.ts`). docs/architecture.md says the same.
 */

/** What a limit drops to keep an upload within it: the trim report's wording (plural with an s). */
export interface DroppedKind {
  /** The count's key in the report (`DroppedCounts`). */
  key: string;
  noun: string;
  why: string;
  /** A detail the log adds after `why`. */
  detail?: string;
}

/** One documented limit. */
interface LimitRow {
  /** The key of `Limits` that carries the figure the trim keeps to. */
  key: string;
  /** What is counted and per what, for people: "results per run". */
  counts: string;
  /** The figure the trim keeps to: the service keeps this many (the top ones) or rejects what is over it. */
  keep: number;
  /** Above this the service rejects the upload, when that is more than `keep` (it then keeps the top `keep`). */
  rejectAbove?: number;
  /** What the trim drops to keep to it; none where the limit splits uploads instead (runs per upload). */
  drops?: DroppedKind;
}

export const LIMIT_TABLE = [
  { key: 'runsPerUpload', counts: 'runs per upload', keep: 20 },
  {
    key: 'resultsPerRun',
    counts: 'results per run',
    keep: 5_000,
    rejectAbove: 25_000,
    drops: {
      key: 'results',
      noun: 'result',
      why: 'beyond the top ranked',
      detail: 'the service keeps only those',
    },
  },
  {
    key: 'gzipBytes',
    counts: 'gzip-compressed bytes of the sarif field',
    // "10 MB" read as 10,000,000 bytes: whichever unit the service means, what fits this fits there.
    keep: 10_000_000,
    drops: {
      key: 'resultsForSize',
      noun: 'result',
      why: 'to fit the compressed size limit',
      detail: 'the lowest-ranked',
    },
  },
  {
    key: 'locationsPerResult',
    counts: 'locations per result',
    keep: 100,
    rejectAbove: 1_000,
    drops: { key: 'locations', noun: 'location', why: 'beyond the per-result limit' },
  },
  {
    key: 'threadFlowLocationsPerResult',
    counts: 'thread-flow locations per result',
    keep: 1_000,
    rejectAbove: 10_000,
    drops: { key: 'threadFlowLocations', noun: 'thread-flow location', why: 'beyond the per-result limit' },
  },
  {
    key: 'tagsPerRule',
    counts: 'tags per rule',
    keep: 10,
    rejectAbove: 20,
    drops: { key: 'tags', noun: 'rule tag', why: 'beyond the per-rule limit' },
  },
  {
    key: 'rulesPerRun',
    counts: 'rules per run',
    keep: 25_000,
    drops: {
      key: 'rules',
      noun: 'rule',
      why: 'over the per-run limit',
      detail: 'those no kept result references',
    },
  },
  {
    key: 'extensionsPerRun',
    counts: 'tool extensions per run',
    keep: 100,
    drops: {
      key: 'extensions',
      noun: 'tool extension',
      why: 'over the per-run limit',
      detail: 'those no kept result references',
    },
  },
] as const satisfies readonly LimitRow[];

type Row = (typeof LIMIT_TABLE)[number];
export type LimitKey = Row['key'];

/** The figures the trim keeps to, by key; where the service rejects only above a higher figure, `<key>Rejected` too. */
export type Limits = { [R in Row as R['key']]: number } & {
  [R in Row as R extends { rejectAbove: number } ? `${R['key']}Rejected` : never]: number;
};

/** What each limit dropped, by kind (the keys of the rows' `drops`). */
export type DroppedCounts = {
  [R in Row as R extends { drops: { key: infer K extends string } } ? K : never]: number;
};

export const SERVICE_LIMITS: Readonly<Limits> = Object.freeze(
  Object.fromEntries(
    LIMIT_TABLE.flatMap((r: LimitRow) => [
      [r.key, r.keep],
      ...(r.rejectAbove === undefined ? [] : [[`${r.key}Rejected`, r.rejectAbove]]),
    ]),
  ) as Limits,
);

/** The service's maxima: above them it rejects the upload (the emulator's processing reads these). */
export const SERVICE_MAXIMA: Readonly<Record<LimitKey, number>> = Object.freeze(
  Object.fromEntries(LIMIT_TABLE.map((r: LimitRow) => [r.key, r.rejectAbove ?? r.keep])) as Record<
    LimitKey,
    number
  >,
);

/**
 * Every kind of thing the trim drops, in the order reports list them: the trim report, the job summary and the
 * upload step's message read this.
 */
export const DROPPED_KINDS: readonly (DroppedKind & { key: keyof DroppedCounts })[] = LIMIT_TABLE.flatMap(
  (r: LimitRow) => (r.drops ? [r.drops as DroppedKind & { key: keyof DroppedCounts }] : []),
);

const NONE_DROPPED = Object.freeze(Object.fromEntries(DROPPED_KINDS.map((k) => [k.key, 0])) as DroppedCounts);

/** Counts at zero: a copy of one template, so that every run's counts have one shape (one per run, issue 21). */
export function emptyDropped(): DroppedCounts {
  return { ...NONE_DROPPED };
}
