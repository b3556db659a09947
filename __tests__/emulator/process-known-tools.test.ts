/**
 * Processing remembers the tools of earlier valid uploads by their bytes (process.ts, known-tools.ts): the next upload
 * of the same analyser's tool is neither scanned nor checked again. What it must not change: an upload's outcome is
 * what it is the first time, and a tool that differs by one byte, or results that do not fit the known tool, are
 * checked in full.
 */
import { processSarif } from '../../src/emulator/code-scanning/process.js';
import { KnownTools, readUpload } from '../../src/sarif/index.js';

/** A tool of a few rules (its text the same in every upload below), and results of `rules`. */
const doc = (results: unknown[], driver: Record<string, unknown> = {}) =>
  Buffer.from(
    JSON.stringify({
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: 'known-lint',
              version: '1.0.0',
              rules: [
                { id: 'r0', defaultConfiguration: { level: 'note' } },
                { id: 'r1', properties: { 'security-severity': '9.1', tags: ['security'] } },
              ],
              ...driver,
            },
          },
          results,
        },
      ],
    }),
  );

const result = (rule: number, line: number, extra: Record<string, unknown> = {}) => ({
  ruleIndex: rule,
  message: { text: `finding ${line}` },
  locations: [{ physicalLocation: { artifactLocation: { uri: 'src/a.js' }, region: { startLine: line } } }],
  ...extra,
});

describe('processing an upload whose tool an earlier upload had', () => {
  it('takes the tool as known: its one frozen parse, not read again', async () => {
    const known = new KnownTools();
    const upload = doc([result(1, 3)]);
    const first = await readUpload(upload, 'a.sarif', 20, known);
    const again = await readUpload(upload, 'b.sarif', 20, known);
    expect(first.ok && again.ok).toBe(true);
    if (!first.ok || !again.ok) return;
    expect(Object.isFrozen(first.runs[0].skeleton.tool)).toBe(false);
    expect(Object.isFrozen(again.runs[0].skeleton.tool)).toBe(true);
    expect(again.runs[0].skeleton).toEqual(first.runs[0].skeleton);
    expect(again.runs[0].result(0)).toEqual(first.runs[0].result(0));
  });

  it('gives the outcome it gave the first time, rules resolved by index', async () => {
    const upload = doc([result(1, 3), result(0, 7)]);
    const first = await processSarif(upload);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(
      first.runs[0].alerts.rule
        .map((k) => first.runs[0].alerts.rules[k])
        .map((r) => [r.id, r.severity, r.security_severity_level]),
    ).toEqual([
      ['r1', 'warning', 'critical'],
      ['r0', 'note', null],
    ]);
    for (let k = 0; k < 3; k++) expect(await processSarif(upload)).toEqual(first);
  });

  it('still refuses results that do not fit the known tool', async () => {
    await processSarif(doc([result(0, 1)]));
    const out = await processSarif(doc([result(5, 1)]));
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors.join('\n')).toMatch(/\/runs\/0\/results\/0.*ruleIndex 5/);
  });

  it('checks in full a tool that differs by a byte, and refuses it when that byte makes it invalid', async () => {
    await processSarif(doc([result(0, 1)]));
    const out = await processSarif(doc([result(0, 1)], { version: 1 }));
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors.join('\n')).toMatch(/\/runs\/0\/tool\/driver\/version/);
  });

  it('refuses a known tool written twice in one run as it does the first time', async () => {
    await processSarif(doc([result(0, 1)]));
    const text = doc([result(0, 1)]).toString('utf8');
    const tool = text.slice(text.indexOf('"tool":'), text.indexOf(',"results"'));
    const out = await processSarif(Buffer.from(text.replace(tool, `${tool},${tool}`)));
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.errors.join('\n')).toMatch(/tool/);
  });

  it('keeps processing right past 32 tools (its cache started anew once full)', async () => {
    // 40 tools, each valid once: the 33rd finds the first 32 full and starts over.
    for (let k = 0; k < 40; k++)
      expect((await processSarif(doc([result(0, 1)], { name: `tool-${k}` }))).ok).toBe(true);
    const again = await processSarif(doc([result(1, 2)], { name: 'tool-39' }));
    expect(again.ok).toBe(true);
    if (again.ok) {
      const { alerts } = again.runs[0];
      expect(alerts.rules[alerts.rule[0]].security_severity_level).toBe('critical');
    }
  });
});
