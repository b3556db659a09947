/**
 * Deterministic SARIF generator for benchmarks and property tests: same options and seed, same bytes. Streams its
 * output as pieces so that a 1.5 GB file never exists in memory.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export interface GenerateOptions {
  results: number;
  rules?: number;
  runs?: number;
  seed?: number;
  /** Extensions (CodeQL style) holding the rules instead of the driver. */
  extensions?: number;
  /** Thread-flow locations per result (0: no code flows). */
  threadFlowLocations?: number;
  /** Locations per result (default 1). */
  locations?: number;
  tagsPerRule?: number;
  /** Write `results` before `tool` in each run, as gosec and Semgrep do. */
  resultsFirst?: boolean;
  /** Same tool name and category in every run (they must be merged). */
  sameKey?: boolean;
  /** Rules drawn from their own generator with this seed: every run of every file given the same one agrees. */
  rulesSeed?: number;
  artifacts?: number;
  /** Pretty-print with two-space indentation (as many tools do). */
  pretty?: boolean;
  /**
   * The worst text real tools write: messages and snippets full of non-ASCII (é 中 😀), escapes (quotes, newlines,
   * backslashes, \u escapes) and braces and brackets inside strings.
   */
  hostile?: boolean;
  /** Code flows (of `threadFlowLocations` steps) on one result in this many (default 1: all of them). */
  codeFlowEvery?: number;
  /** Write `version` and `$schema` after `runs` (key order is free in JSON; some tools write them last). */
  versionLast?: boolean;
  /**
   * Artifact URIs with backslashes, as some Windows tools write them (`src\\module0\\file0.js`): not URI references,
   * so every result draws a warning and the byte validator leaves every one to the reference path (ajv).
   */
  backslashPaths?: boolean;
}

/** mulberry32: tiny, fast, deterministic. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LEVELS = ['error', 'warning', 'note', 'none'] as const;
const WORDS =
  'user input flows into a sensitive sink without sanitization which may allow an attacker to inject code or read data'.split(
    ' ',
  );
const TAGS = [
  'security',
  'correctness',
  'maintainability',
  'external/cwe/cwe-079',
  'external/cwe/cwe-089',
  'performance',
  'style',
  'reliability',
  'readability',
  'external/owasp/a03',
  'experimental',
  'deprecated',
];

function rule(i: number, rnd: () => number, tags: number) {
  const secsev = rnd() < 0.5 ? (Math.round(rnd() * 100) / 10).toFixed(1) : undefined;
  return {
    id: `rule/${i}`,
    name: `Rule${i}`,
    shortDescription: { text: `Rule number ${i}` },
    fullDescription: { text: `Detects pattern ${i} in source code.` },
    defaultConfiguration: { level: LEVELS[Math.floor(rnd() * 3)] },
    helpUri: `https://example.com/rules/${i}`,
    properties: {
      tags: Array.from({ length: tags }, (_, k) => TAGS[(i + k) % TAGS.length]),
      precision: ['very-high', 'high', 'medium', 'low'][i % 4],
      ...(secsev !== undefined ? { 'security-severity': secsev } : {}),
    },
  };
}

/** Words as they come out of real tools that quote code and localise their messages. */
const HOSTILE_WORDS = [
  'entrée',
  'données',
  '\u7528\u6237\u8f93\u5165',
  '中文',
  '😀',
  '"quoted"',
  'C:\\Users\\dev\\app.js',
  '{ "key": [1, 2] }',
  'line\nbreak',
  'tab\there',
  '</script>',
  'naïve',
  'Ünïcödé',
  '\u0000',
];

function message(rnd: () => number, hostile = false): string {
  const n = 8 + Math.floor(rnd() * 10);
  return Array.from({ length: n }, () =>
    hostile && rnd() < 0.5
      ? HOSTILE_WORDS[Math.floor(rnd() * HOSTILE_WORDS.length)]
      : WORDS[Math.floor(rnd() * WORDS.length)],
  ).join(' ');
}

function result(i: number, rnd: () => number, o: Required<GenerateOptions>, ruleCount: number) {
  const r = Math.floor(rnd() * ruleCount);
  const sep = o.backslashPaths ? '\\' : '/';
  const file = `src${sep}module${i % 97}${sep}file${i % 1013}.js`;
  const line = 1 + Math.floor(rnd() * 2000);
  const location = (k: number) => ({
    physicalLocation: {
      artifactLocation: {
        uri: k === 0 ? file : `src/other/f${(i + k) % 500}.js`,
        ...(o.artifacts > 0 ? { index: (i + k) % o.artifacts } : {}),
      },
      region: {
        startLine: line + k,
        startColumn: 1 + Math.floor(rnd() * 80),
        endLine: line + k,
        endColumn: 90,
        ...(k === 0
          ? {
              snippet: {
                text: o.hostile
                  ? `  const v = req.query["${HOSTILE_WORDS[i % HOSTILE_WORDS.length]}"]; // ${message(rnd, true)}\n`
                  : `  const value = request.query.${WORDS[i % WORDS.length]};`,
              },
            }
          : {}),
      },
    },
  });
  const res: Record<string, unknown> = {
    ruleId: `rule/${r}`,
    ...(o.extensions > 0
      ? {
          rule: {
            id: `rule/${r}`,
            index: Math.floor(r / o.extensions),
            toolComponent: { index: r % o.extensions },
          },
        }
      : { ruleIndex: r }),
    ...(rnd() < 0.3 ? { level: LEVELS[Math.floor(rnd() * 4)] } : {}),
    message: { text: message(rnd, o.hostile) },
    locations: Array.from({ length: o.locations }, (_, k) => location(k)),
    relatedLocations: [{ id: 1, ...location(1) }],
    partialFingerprints: {
      primaryLocationLineHash: `${((i * 2654435761) >>> 0).toString(16).padStart(16, '0')}:1`,
    },
    properties: { confidence: Math.round(rnd() * 100) / 100, scanner: 'gen' },
  };
  if (o.threadFlowLocations > 0 && i % o.codeFlowEvery === 0) {
    const imp = ['essential', 'important', 'unimportant'];
    res.codeFlows = [
      {
        threadFlows: [
          {
            locations: Array.from({ length: o.threadFlowLocations }, (_, k) => ({
              location: {
                ...location(0),
                message: { text: o.hostile ? `step ${k}: ${message(rnd, true)}` : `step ${k}` },
              },
              ...(k % 3 === 0 ? {} : { importance: imp[k % 3] }),
            })),
          },
        ],
      },
    ];
  }
  return res;
}

/** The document as JSON text pieces. */
export function* generateSarifPieces(options: GenerateOptions): Generator<string> {
  const o: Required<GenerateOptions> = {
    rules: 200,
    runs: 1,
    seed: 1,
    rulesSeed: -1,
    extensions: 0,
    threadFlowLocations: 0,
    locations: 1,
    tagsPerRule: 4,
    resultsFirst: false,
    sameKey: false,
    artifacts: 0,
    pretty: false,
    hostile: false,
    codeFlowEvery: 1,
    versionLast: false,
    backslashPaths: false,
    ...options,
  };
  const rnd = prng(o.seed);
  const j = (v: unknown) => (o.pretty ? JSON.stringify(v, null, 2) : JSON.stringify(v));
  const header = `"$schema":"https://json.schemastore.org/sarif-2.1.0.json","version":"2.1.0"`;
  yield o.versionLast ? '{"runs":[' : `{${header},"runs":[`;
  const perRun = Math.ceil(o.results / o.runs);
  // Runs of one tool (sameKey) are one tool's analyses: they agree on its rules, as real ones do.
  let shared: ReturnType<typeof rule>[] | undefined;
  for (let run = 0; run < o.runs; run++) {
    const ruleRnd = o.rulesSeed >= 0 ? prng(o.rulesSeed) : rnd;
    const rules =
      o.sameKey && shared
        ? shared
        : Array.from({ length: o.rules }, (_, i) => rule(i, ruleRnd, o.tagsPerRule));
    if (o.sameKey) shared = rules;
    const name = o.sameKey ? 'GenScanner' : `GenScanner${run}`;
    const tool =
      o.extensions > 0
        ? {
            driver: { name, version: '1.0.0', rules: [] },
            extensions: Array.from({ length: o.extensions }, (_, e) => ({
              name: `pack${e}`,
              version: '1.0.0',
              rules: rules.filter((_, i) => i % o.extensions === e),
            })),
          }
        : { driver: { name, version: '1.0.0', informationUri: 'https://example.com', rules } };
    const head =
      `"tool":${j(tool)},"automationDetails":{"id":"gen/"}` +
      (o.artifacts > 0
        ? `,"artifacts":${j(Array.from({ length: o.artifacts }, (_, a) => ({ location: { uri: `src/a${a}.js` } })))}`
        : '');
    if (run > 0) yield ',';
    yield '{';
    if (!o.resultsFirst) yield `${head},`;
    yield '"results":[';
    const count = Math.min(perRun, o.results - run * perRun);
    for (let i = 0; i < count; i++) {
      yield (i > 0 ? ',' : '') + j(result(run * perRun + i, rnd, o, o.rules));
    }
    yield ']';
    if (o.resultsFirst) yield `,${head}`;
    yield '}';
  }
  yield o.versionLast ? `],${header}}` : ']}';
}

export function generateSarif(options: GenerateOptions): Record<string, unknown> {
  return JSON.parse([...generateSarifPieces(options)].join('')) as Record<string, unknown>;
}

/** Write a generated file; returns its size in bytes. */
export async function writeSarif(path: string, options: GenerateOptions): Promise<number> {
  const out = createWriteStream(path);
  let bytes = 0;
  let batch = '';
  for (const piece of generateSarifPieces(options)) {
    batch += piece;
    if (batch.length > 1 << 20) {
      bytes += Buffer.byteLength(batch);
      if (!out.write(batch)) await once(out, 'drain');
      batch = '';
    }
  }
  bytes += Buffer.byteLength(batch);
  out.end(batch);
  await once(out, 'finish');
  return bytes;
}

export interface SmallFileOptions {
  /** Results in the file's one run (default 20). */
  results?: number;
  /** Every file the same tool and no category, so that all their runs merge into one; else each its own category. */
  oneCategory?: boolean;
  seed?: number;
}

/**
 * One package's SARIF in a monorepo that writes one file per package (issue 21): one run of a few small results,
 * about 4 KB with the default 20. File `index` of a set; with `oneCategory` unset, its category is its package.
 */
export function smallSarif(index: number, options: SmallFileOptions = {}): string {
  const { results = 20, oneCategory = false, seed = 1 } = options;
  const rnd = prng(seed * 1_000_003 + index);
  const pkg = `pkg${String(index).padStart(5, '0')}`;
  const rules = Array.from({ length: 5 }, (_, r) => ({
    id: `rule/${r}`,
    defaultConfiguration: { level: LEVELS[r % 3] },
  }));
  const run = {
    tool: { driver: { name: 'MonoScanner', version: '1.0.0', rules } },
    ...(oneCategory ? {} : { automationDetails: { id: `${pkg}/` } }),
    results: Array.from({ length: results }, (_, i) => {
      const r = Math.floor(rnd() * rules.length);
      return {
        ruleId: `rule/${r}`,
        ruleIndex: r,
        ...(rnd() < 0.3 ? { level: LEVELS[Math.floor(rnd() * 3)] } : {}),
        message: { text: `${WORDS[i % WORDS.length]} to a sink` },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: `${pkg}/src/f${i % 7}.js` },
              region: { startLine: 1 + Math.floor(rnd() * 500) },
            },
          },
        ],
      };
    }),
  };
  return JSON.stringify({
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [run],
  });
}

/** One file of `runs` runs of one result each, each run its own category (issue 21: a cost per run). */
export function* manyRunsPieces(runs: number): Generator<string> {
  yield '{"$schema":"https://json.schemastore.org/sarif-2.1.0.json","version":"2.1.0","runs":[';
  for (let i = 0; i < runs; i++) {
    yield (
      (i > 0 ? ',' : '') +
      JSON.stringify({
        tool: { driver: { name: 'RunScanner' } },
        automationDetails: { id: `p${i}/` },
        results: [
          {
            ruleId: 'r1',
            message: { text: 'found' },
            locations: [
              { physicalLocation: { artifactLocation: { uri: `p${i}.js` }, region: { startLine: 1 } } },
            ],
          },
        ],
      })
    );
  }
  yield ']}';
}
