/**
 * Every step's job summary as a person sees it: the demo workflow (`npm start`: configure, pack, deploy, upload,
 * alerts) and a failing upload run by `sarif-pipeline run` on the embedded emulator, each summary rendered the way
 * the service renders job summaries (GitHub-flavoured Markdown, Mermaid blocks drawn) in headless Chromium. Asserted:
 * every table and every Mermaid block drawn (no "Syntax error" picture), each summary a screen or two tall whatever
 * the alert count, the figures the run printed. Skipped like the dashboard tests without Chromium.
 * UPDATE_SCREENSHOT=1 writes the pictures README.md and docs/steps.md show (docs/images/summary-*.png).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { marked } from 'marked';
import { chromium, type Browser } from 'playwright-core';
import { runWorkflow } from '../../src/runner/index.js';
import { ROOT, run, succeeded } from '../runner/helpers.js';
import { requireFreshDist } from '../support/fresh-dist.js';

// The workflows run this package's steps from dist/: it must be built from the sources as they are.
beforeAll(requireFreshDist);

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveChromium = existsSync(executablePath);
if (!haveChromium)
  console.warn(
    `summary screenshots skipped: no Chromium at ${executablePath} (apt-get install chromium, or set CHROMIUM_PATH)`,
  );
const browserIt = haveChromium ? it : it.skip;
const MERMAID = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');
const OUT = process.env.UPDATE_SCREENSHOT
  ? join(ROOT, 'docs/images')
  : mkdtempSync(join(tmpdir(), 'summaries-'));
/** Width of the service's job summary pane, near enough. */
const VIEWPORT = { width: 1012, height: 800 };
/** A summary stays a few screens tall whatever the counts: tables show the top alerts, pictures the rest. */
const MAX_HEIGHT = 4 * VIEWPORT.height;

/** Close to the service's Markdown style: what matters is tables, headings and pictures at their real size. */
const STYLE = `
body { font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: #1f2328;
  margin: 16px 24px; max-width: 960px; }
h2, h3 { border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; }
table { border-collapse: collapse; margin: 8px 0 16px; }
th, td { border: 1px solid #d1d9e0; padding: 6px 13px; }
tr:nth-child(2n) { background: #f6f8fa; }
code { background: #eff1f3; border-radius: 6px; padding: .2em .4em; font-size: 85%; }
.mermaid { margin: 8px 0 16px; }`;

interface Rendered {
  tables: number;
  charts: number;
  /** Mermaid blocks that did not become a picture (or became its error picture). */
  broken: number;
  height: number;
  text: string;
}

/**
 * Run in the page (a string: the tests are type-checked without the DOM's types): each Mermaid code block becomes a
 * drawing, then what was drawn is counted.
 */
const DRAW = `(async () => {
  for (const code of document.querySelectorAll('code.language-mermaid')) {
    const div = document.createElement('div');
    div.className = 'mermaid';
    div.textContent = code.textContent;
    code.parentElement.replaceWith(div);
  }
  mermaid.initialize({ startOnLoad: false });
  await mermaid.run({ querySelector: '.mermaid', suppressErrors: true });
  const charts = [...document.querySelectorAll('.mermaid')];
  return {
    tables: document.querySelectorAll('table').length,
    charts: charts.length,
    broken: charts.filter((c) => !c.querySelector('svg') || /Syntax error/i.test(c.textContent)).length,
    height: document.documentElement.scrollHeight,
    text: document.body.innerText,
  };
})()`;

let browser: Browser | undefined;
beforeAll(async () => {
  if (haveChromium) browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
});
afterAll(async () => {
  await browser?.close();
  if (!process.env.UPDATE_SCREENSHOT) rmSync(OUT, { recursive: true, force: true });
});

/** The summary's Markdown drawn in Chromium, with its Mermaid blocks; a screenshot of the whole summary. */
async function render(markdown: string, picture: string): Promise<Rendered> {
  const page = await browser!.newPage({ viewport: VIEWPORT });
  try {
    const html = await marked.parse(markdown, { gfm: true });
    await page.setContent(
      `<!doctype html><html><head><style>${STYLE}</style></head><body>${html}</body></html>`,
    );
    await page.addScriptTag({ path: MERMAID });
    const rendered = (await page.evaluate(DRAW)) as Rendered;
    await page.screenshot({ path: join(OUT, picture), fullPage: true });
    return rendered;
  } finally {
    await page.close();
  }
}

/** The summary's own title: its first heading, without its mark. */
const title = (markdown: string) => /^#+ (?:\S+ )?(.*)$/m.exec(markdown)?.[1] ?? '';

describe('job summaries in Chromium', () => {
  browserIt('draws the summary of every step of the demo, pictures included', async () => {
    let log = '';
    const r = await runWorkflow({
      workflow: join(ROOT, 'samples/workflows/demo.yml'),
      workspace: ROOT,
      output: { write: (t) => (log += t) },
      processingDelayMs: 20,
    });
    succeeded(r, log);
    const titles = r.summaries.map((s) => title(s.text));
    expect(titles).toHaveLength(5);
    const byStep = ['configure', 'pack', 'deploy', 'upload', 'alerts'];
    const seen: Record<string, Rendered> = {};
    for (const [i, s] of r.summaries.entries()) {
      const shown = await render(s.text, `summary-${byStep[i]}.png`);
      // Every Mermaid block drawn as a picture, and each summary one or two screens whatever the counts.
      expect(shown.broken).toBe(0);
      expect(shown.height).toBeLessThan(MAX_HEIGHT);
      seen[byStep[i]] = shown;
    }
    // The upload: its severity table and both pictures (severity pie, kept-versus-dropped bars), with the figures
    // the log printed (the demo drops 2,000 of its scanner's 7,000).
    expect(seen.upload.tables).toBeGreaterThanOrEqual(1);
    expect(seen.upload.charts).toBe(2);
    expect(log).toContain('dropped 2,000 results beyond the top ranked');
    expect(seen.upload.text).toMatch(/[\d,]+ results kept, 2,000 dropped/);
    // The alerts: counts by severity as a table and a pie, then the top alerts.
    expect(seen.alerts.charts).toBe(1);
    expect(seen.alerts.tables).toBeGreaterThanOrEqual(2);
    // The Pages steps: a table each, the deployment's page link.
    for (const step of ['configure', 'pack', 'deploy']) expect(seen[step].tables).toBeGreaterThanOrEqual(1);
    expect(seen.deploy.text).toMatch(/\/pages\/acme\/webapp\//);
  });

  browserIt('draws the summary of a failed upload: what failed and what to do', async () => {
    const { result, text } = await run(
      `
on: push
permissions:
  security-events: write
jobs:
  scan:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: your-org/sarif-pipeline@v1
        with:
          sarif_file: results/broken.sarif
`,
      {
        files: {
          'results/broken.sarif': '{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": 7}}}]}\n',
        },
      },
    );
    expect(result.conclusion).toBe('failure');
    expect(result.summaries).toHaveLength(1);
    const shown = await render(result.summaries[0].text, 'summary-upload-failed.png');
    expect(shown.broken).toBe(0);
    expect(shown.text).toMatch(/broken\.sarif/);
    expect(shown.text).toMatch(/\/runs\/0\/tool\/driver\/name/);
    expect(text).toContain('error (results/broken.sarif:1:60)');
  });
});
