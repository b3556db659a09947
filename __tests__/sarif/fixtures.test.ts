/** The real SARIF of 15 tools through the whole check: valid ones pass (or warn), invalid ones fail precisely. */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { check } from '../../src/sarif/check.js';
import { validateLog } from '../../src/sarif/schema-validate.js';

const dir = fileURLToPath(new URL('../fixtures/sarif/', import.meta.url));

/* eslint-disable @typescript-eslint/no-explicit-any */
const VALID: [string, number, string[]][] = [
  // file, results, warning rules expected
  ['bandit-python-1result.sarif', 1, []],
  ['checkov-terraform-27results.sarif', 27, []],
  ['codeql-action-uri-format-errors.sarif', 1, ['uri-format', 'uri-format', 'dangling-reference']],
  ['codeql-java-62extensions-secsev.sarif', 1, []],
  ['codeql-juiceshop-js-extensions-codeflows.sarif', 422, ['unique-items']],
  ['eslint-simple-example.sarif', 1, []],
  ['fortify-452results-codeflows.sarif', 452, []],
  ['gitleaks-partialfingerprints.sarif', 1, ['rule-reference']],
  ['grype-image-secsev.sarif', 2, []],
  ['megalinter-3runs.sarif', 5, []],
  ['sarif-tutorials-suppressions-status.sarif', 9, []],
  ['sarif-tutorials-taxonomies.sarif', 2, ['rule-reference', 'rule-reference']],
  ['sdv-deep-threadflow.sarif', 1, ['rule-reference']],
  ['semgrep-dataflow-codeflows.sarif', 1, []],
  ['semgrep-nosemgrep-suppressions.sarif', 2, []],
  ['snyk-oss-npm-mixed-levels.sarif', 7, []],
  ['trivy-alpine310-secsev.sarif', 4, []],
];

describe('real fixtures', () => {
  it.each(VALID)('%s is valid and its upload is valid SARIF', async (name, results, warnings) => {
    const outcome = await check([dir + name]);
    expect(outcome.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(outcome.diagnostics.map((d) => d.rule).sort()).toEqual(warnings.sort());
    expect(outcome.valid).toBe(true);
    expect(outcome.inputs[0].results).toBe(results);
    expect(outcome.uploads).toHaveLength(1);
    const doc = JSON.parse(
      gunzipSync(Buffer.from(outcome.uploads[0].sarif, 'base64')).toString('utf8'),
    ) as any;
    expect(validateLog(doc, 'upload').filter((d) => d.rule !== 'uri-format')).toEqual([]);
    expect(doc.runs.reduce((n: number, r: any) => n + r.results.length, 0)).toBe(results);
  });

  it('keeps CodeQL results pointing at their rules in tool.extensions', async () => {
    const outcome = await check([dir + 'codeql-juiceshop-js-extensions-codeflows.sarif']);
    const doc = JSON.parse(gunzipSync(outcome.uploads[0].gzip).toString('utf8')) as any;
    const run = doc.runs[0];
    for (const r of run.results) {
      const ext = run.tool.extensions[r.rule.toolComponent.index];
      expect(ext.rules[r.rule.index].id).toBe(r.ruleId);
    }
  });

  it('results-not-array: an error at /runs/0/results', async () => {
    const outcome = await check([dir + 'codeql-action-invalid-results-not-array.sarif']);
    expect(outcome.valid).toBe(false);
    expect(outcome.diagnostics.map((d) => [d.rule, d.pointer, d.message, d.line])).toEqual([
      ['schema', '/runs/0/results', '"results" must be array, found number 42', 14],
    ]);
    expect(outcome.uploads).toEqual([]);
  });

  it('gosec null artifactChanges: an error at its pointer and line', async () => {
    const outcome = await check([dir + 'gosec-taxonomy-fixes-null-artifactchanges.sarif']);
    expect(outcome.valid).toBe(false);
    expect(outcome.diagnostics.map((d) => [d.pointer, d.message, d.line, d.column])).toEqual([
      ['/runs/0/results/4/fixes/0/artifactChanges', '"artifactChanges" must be array, found null', 112, 27],
    ]);
  });

  it('SARIF SDK syntax error: position and what was expected', async () => {
    const outcome = await check([dir + 'sarifsdk-invalid-json-syntax.sarif']);
    expect(outcome.diagnostics.map((d) => [d.rule, d.line, d.column, d.message])).toEqual([
      ['json-syntax', 3, 3, "expected a property name in double quotes in the root object, found ','"],
    ]);
  });

  it('a directory of valid and invalid files: all errors listed, no upload', async () => {
    const outcome = await check([dir]);
    expect(outcome.valid).toBe(false);
    expect(outcome.uploads).toEqual([]);
    const failing = new Set(
      outcome.diagnostics.filter((d) => d.severity === 'error').map((d) => d.file.replace(/.*\//, '')),
    );
    expect([...failing].sort()).toEqual([
      'codeql-action-invalid-results-not-array.sarif',
      'gosec-taxonomy-fixes-null-artifactchanges.sarif',
      'sarifsdk-invalid-json-syntax.sarif',
    ]);
  });

  it('globs select fixtures, and several tools share one upload', async () => {
    const outcome = await check([`${dir}semgrep-*.sarif`, `${dir}trivy-*.sarif`]);
    expect(outcome.inputs.map((i) => i.file.replace(/.*\//, ''))).toEqual([
      'semgrep-dataflow-codeflows.sarif',
      'semgrep-nosemgrep-suppressions.sarif',
      'trivy-alpine310-secsev.sarif',
    ]);
    // The two Semgrep runs share tool and category: merged into one run.
    expect(outcome.report.runs.map((r) => [r.tool, r.sources.length])).toEqual([
      ['Semgrep OSS', 2],
      ['Trivy', 1],
    ]);
    expect(outcome.uploads).toHaveLength(1);
  });
});

describe('fingerprints through the whole check', () => {
  const fp = fileURLToPath(new URL('../fixtures/fingerprint/', import.meta.url));

  it('adds primaryLocationLineHash from the checkout, as the most used uploader computes it', async () => {
    const outcome = await check([fp + 'upstream-e2e.sarif'], { checkoutRoot: fp + 'checkout' });
    expect(outcome.valid).toBe(true);
    const doc = JSON.parse(gunzipSync(outcome.uploads[0].gzip).toString('utf8')) as any;
    expect(doc.runs[0].results.map((r: any) => r.partialFingerprints?.primaryLocationLineHash)).toEqual([
      '5e4d5a9cf1294ad9:1',
      'f7592a95a9381ac0:1',
      undefined,
    ]);
  });

  it('never overwrites an existing fingerprint, and warns once for a checkout without the sources', async () => {
    const outcome = await check(
      [dir + 'gitleaks-partialfingerprints.sarif', dir + 'grype-image-secsev.sarif'],
      { checkoutRoot: fp },
    );
    const doc = JSON.parse(gunzipSync(outcome.uploads[0].gzip).toString('utf8')) as any;
    const before = JSON.parse(readFileSync(dir + 'grype-image-secsev.sarif', 'utf8'));
    const grype = doc.runs.find((r: any) => r.tool.driver.name === 'grype');
    expect(grype.results.map((r: any) => r.partialFingerprints)).toEqual(
      before.runs[0].results.map((r: any) => r.partialFingerprints),
    );
    expect(outcome.valid).toBe(true);
    const warnings = outcome.diagnostics.filter((d) => d.rule === 'fingerprint');
    expect(new Set(warnings.map((w) => w.message)).size).toBe(warnings.length);
  });
});

describe('fingerprint warnings', () => {
  it('shows the first 20 unreadable sources and summarizes the rest in one line', async () => {
    const { checkDocument } = await import('../../src/sarif/check.js');
    const results = Array.from({ length: 50 }, (_, i) => ({
      ruleId: 'r',
      message: { text: 'm' },
      locations: [
        { physicalLocation: { artifactLocation: { uri: `missing/file${i}.js` }, region: { startLine: 1 } } },
      ],
    }));
    const outcome = await checkDocument(
      { version: '2.1.0', runs: [{ tool: { driver: { name: 't', rules: [{ id: 'r' }] } }, results }] },
      { checkoutRoot: dir },
    );
    const warnings = outcome.diagnostics.filter((d) => d.rule === 'fingerprint');
    expect(warnings).toHaveLength(21);
    expect(warnings[20].message).toBe('30 more fingerprint warnings not shown (50 in all)');
    expect(outcome.valid).toBe(true);
  });
});
