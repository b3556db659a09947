/**
 * The uploads judged by a validator nobody here wrote: the Microsoft SARIF Multitool's `validate` (the SARIF JSON
 * schema and its SARIF rules: indices consistent with arrays, rule ids consistent, URIs, regions, message
 * arguments...). Whatever the engine writes — a real tool's file checked and trimmed, several files of one tool
 * merged (the seeded generator of merge-generator.ts), runs grouped into uploads — the Multitool finds no error in an
 * upload that it does not find in that upload's inputs, and no index or reference error at all.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { check, type CheckOptions } from '../../src/sarif/check.js';
import { SERVICE_LIMITS } from '../../src/sarif/limits.js';
import { generateSarif } from '../../bench/generate-sarif.js';
import { generateFile, rng } from '../support/merge-generator.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const multitool = (() => {
  try {
    const path = createRequire(import.meta.url)('@microsoft/sarif-multitool') as string;
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined; // no build of it for this platform
  }
})();

const FIXTURES = ['../fixtures/sarif/', '../fixtures/sarif-corpus/'].map((d) =>
  fileURLToPath(new URL(d, import.meta.url)),
);

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'sarif-multitool-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Error-level rule ids the Multitool reports, per file it validated (by base name). */
function validate(dir: string): Map<string, Set<string>> {
  const out = join(tmp, `${basename(dir)}-validation.sarif`);
  const r = spawnSync(multitool!, ['validate', join(dir, '*.sarif'), '-o', out], {
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (!existsSync(out))
    throw new Error(`the Multitool wrote no report (exit ${r.status}): ${r.stdout}${r.stderr}`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const errors = new Map<string, Set<string>>();
  for (const result of report.runs[0].results ?? []) {
    if ((result.level ?? 'warning') !== 'error') continue;
    const uri: string = result.locations?.[0]?.physicalLocation?.artifactLocation?.uri ?? '';
    const file = decodeURIComponent(uri.split('/').pop() ?? '');
    if (!errors.has(file)) errors.set(file, new Set());
    errors.get(file)!.add(result.ruleId);
  }
  const scanned = /Done\. (\d+) files scanned/.exec(r.stdout)?.[1];
  expect(Number(scanned)).toBe(readdirSync(dir).length);
  // Every file must have been read: a file it could not read would leave no result and pass unseen.
  const notified = (report.runs[0].invocations ?? []).flatMap((i: any) => i.toolExecutionNotifications ?? []);
  const failures = notified.filter((n: any) => n.level === 'error');
  if (failures.length > 0) throw new Error(`the Multitool failed: ${JSON.stringify(failures).slice(0, 500)}`);
  return errors;
}

interface Case {
  name: string;
  inputs: string[];
  options?: CheckOptions;
}

const run = multitool ? describe : describe.skip;
run('uploads validated by the SARIF Multitool', () => {
  it('finds in no upload an error its inputs did not have, and no broken reference', async () => {
    const inDir = join(tmp, 'inputs');
    const outDir = join(tmp, 'uploads');
    mkdirSync(inDir);
    mkdirSync(outDir);
    const cases: Case[] = [];
    // Every real file the engine accepts, alone (trimmed where it is over a limit).
    for (const dir of FIXTURES)
      for (const f of readdirSync(dir).filter(
        (n) => n.endsWith('.sarif') && !n.includes('multitool-expected'),
      ))
        cases.push({ name: f.replace(/\.sarif$/, ''), inputs: [join(dir, f)] });
    // Several files of one tool merged, some trimmed to small limits.
    for (let seed = 1; seed <= 12; seed++) {
      const r = rng(seed);
      const inExtension = r.chance(0.4);
      const files = Array.from({ length: 2 + r.int(3) }, (_, i) => generateFile(r, i, i * 100, inExtension));
      const inputs = files.map((f, i) => {
        const path = join(tmp, `seed${seed}-${i}.sarif`);
        writeFileSync(path, JSON.stringify(f.doc));
        return path;
      });
      cases.push({
        name: `merge-seed${seed}`,
        inputs,
        options: seed % 3 === 0 ? { limits: { ...SERVICE_LIMITS, resultsPerRun: 5, rulesPerRun: 2 } } : {},
      });
    }
    // Tools of thousands of rules: read with their rules kept as bytes (read-tool.ts) and copied into the upload,
    // compact and pretty-printed, alone, merged, and over the rule limit (unused rules dropped).
    const large = [false, true].map((pretty, i) => {
      const path = join(tmp, `rules-${i}.sarif`);
      // One tool's rules in both files (two versions' rules are refused a merge), different results.
      const doc = generateSarif({
        rulesSeed: 40,
        results: 150,
        rules: 3_000,
        extensions: 2,
        tagsPerRule: 6,
        pretty,
        seed: 40 + i,
      });
      writeFileSync(path, JSON.stringify(doc, null, pretty ? 2 : undefined));
      return path;
    });
    cases.push({ name: 'rules-compact', inputs: [large[0]] });
    cases.push({ name: 'rules-pretty', inputs: [large[1]] });
    cases.push({ name: 'rules-merged', inputs: large });
    cases.push({
      name: 'rules-trimmed',
      inputs: [large[0]],
      options: { limits: { ...SERVICE_LIMITS, rulesPerRun: 1_000 } },
    });

    const written: { upload: string; inputs: string[] }[] = [];
    for (const c of cases) {
      const outcome = await check(c.inputs, c.options);
      if (!outcome.valid) continue; // refused: nothing is uploaded
      const copies = c.inputs.map((path, i) => {
        const copy = `${c.name}--in${i}.sarif`;
        writeFileSync(join(inDir, copy), readFileSync(path));
        return copy;
      });
      outcome.uploads.forEach((u, k) => {
        const name = `${c.name}--upload${k}.sarif`;
        writeFileSync(join(outDir, name), gunzipSync(u.gzip));
        written.push({ upload: name, inputs: copies });
      });
    }
    expect(written.length).toBeGreaterThanOrEqual(40);
    expect(written.filter((w) => w.upload.startsWith('rules-')).length).toBe(4);
    expect(written.filter((w) => w.inputs.length > 1).length).toBeGreaterThanOrEqual(10);

    const before = validate(inDir);
    const after = validate(outDir);
    const introduced: string[] = [];
    const merged: string[] = [];
    for (const w of written) {
      const had = new Set(w.inputs.flatMap((i) => [...(before.get(i) ?? [])]));
      for (const rule of after.get(w.upload) ?? []) {
        if (!had.has(rule)) introduced.push(`${w.upload}: ${rule}`);
        if (w.upload.startsWith('merge-')) merged.push(`${w.upload}: ${rule}`);
      }
    }
    expect(introduced).toEqual([]);
    // The generated files carry what the engine repairs or replaces (repeated graphs: JSON1020, uniqueItems; a
    // result naming its rule by guid alone, without ruleId: SARIF1010; a `$schema` that is not the final one:
    // SARIF1011); every merge of them is clean by the Multitool's rules.
    const generated = new Set([...before].filter(([f]) => f.startsWith('merge-')).flatMap(([, r]) => [...r]));
    expect([...generated].sort()).toEqual(['JSON1020', 'SARIF1010', 'SARIF1011']);
    expect(merged).toEqual([]);
    // What real inputs carry and the engine lets through, as the service takes it: URIs that are not valid URIs
    // (SARIF1002; a warning in `check`), a region that ends before it starts (SARIF1007; a warning too), a result that names
    // no rule (SARIF1010; a warning in `check`). Nothing else of theirs survives into an upload.
    const carried = written.flatMap((w) =>
      [...(after.get(w.upload) ?? [])].map((rule) => `${w.upload}: ${rule}`),
    );
    expect(carried.sort()).toEqual([
      'codeql-action-uri-format-errors--upload0.sarif: SARIF1002',
      'sarif-sdk-flawfinder-ValidResults--upload0.sarif: SARIF1007',
      'sdv-deep-threadflow--upload0.sarif: SARIF1010',
    ]);
  }, 600_000);
});
