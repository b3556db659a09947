/**
 * The README is a guide to using the project, and docs/ holds the internals (issue 26). This keeps it so: the README
 * stays short, names every input and output of every step, and the README and docs/ link only to files that exist
 * inside the repository and name only source paths that exist.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const README = join(ROOT, 'README.md');
const DOCS = join(ROOT, 'docs');
const MAX_README_LINES = 350;
/** Paths the docs name that are made on demand, not committed. */
const GENERATED = new Set(['bench/.data/']);

const read = (file: string) => readFileSync(file, 'utf8');
const readme = read(README);
const docs = readdirSync(DOCS)
  .filter((name) => name.endsWith('.md'))
  .map((name) => join(DOCS, name));
const pages = [README, ...docs];

/** The steps: action.yml at the root and in each folder one level down. */
function actionFiles(): string[] {
  const folders = readdirSync(ROOT, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
    .map((e) => join(ROOT, e.name, 'action.yml'));
  return [join(ROOT, 'action.yml'), ...folders].filter((file) => existsSync(file));
}

/** Relative link targets of a Markdown page, `[text](target)` and `![alt](target)`, outside code blocks. */
function relativeLinks(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'));
}

/** Paths of this repository named in backticks: `src/…`, `__tests__/…`, `docs/…`, … (templates like <name> left out). */
function namedPaths(text: string): string[] {
  const roots = /^(src|__tests__|scripts|bench|samples|schemas|docs|\.github)\//;
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1])
    .filter((p) => roots.test(p) && !/[<>{}*…]/.test(p) && !GENERATED.has(p));
}

/** The lines after a step's `uses:` line in the README's YAML, up to the next step or the end of the block. */
function withBlock(uses: string): string {
  const lines = readme.split('\n');
  const at = lines.findIndex((line) => line.trim().startsWith(uses));
  if (at < 0) return '';
  const end = lines.findIndex((line, i) => i > at && /^\s*(- |```)/.test(line));
  return lines.slice(at + 1, end < 0 ? undefined : end).join('\n');
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens. */
function anchors(text: string): Set<string> {
  const headings = text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} (.+)$/gm);
  return new Set(
    [...headings].map((m) =>
      m[1]
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

describe('README and docs/', () => {
  it(`keeps the README under ${MAX_README_LINES} lines`, () => {
    expect(readme.split('\n').length).toBeLessThan(MAX_README_LINES);
  });

  it('finds the five steps', () => {
    expect(
      actionFiles()
        .map((f) => relative(ROOT, f))
        .sort(),
    ).toEqual([
      'action.yml',
      'alerts/action.yml',
      'configure-pages/action.yml',
      'deploy-pages/action.yml',
      'upload-pages-artifact/action.yml',
    ]);
  });

  it.each(actionFiles().map((f) => [relative(ROOT, f), f]))(
    'shows every input of %s in its YAML snippet and every output in the README',
    (name, file) => {
      const action = parse(read(file)) as {
        inputs?: Record<string, unknown>;
        outputs?: Record<string, unknown>;
      };
      const inputs = Object.keys(action.inputs ?? {});
      const outputs = Object.keys(action.outputs ?? {});
      expect(inputs.length + outputs.length).toBeGreaterThan(0);
      const folder = dirname(name) === '.' ? '' : `/${dirname(name)}`;
      const snippet = withBlock(`uses: <owner>/sarif-pipeline${folder}@v1`);
      expect(inputs.filter((n) => !new RegExp(`^\\s+(#\\s*)?${n}:`, 'm').test(snippet))).toEqual([]);
      expect(outputs.filter((n) => !readme.includes(`\`${n}\``))).toEqual([]);
    },
  );

  it.each(pages.map((f) => [relative(ROOT, f), f]))('%s links only to files that exist', (_name, file) => {
    const broken = relativeLinks(read(file)).filter((target) => {
      const path = decodeURIComponent(target.split('#')[0]);
      const resolved = resolve(dirname(file), path);
      return !existsSync(resolved) || !resolved.startsWith(ROOT);
    });
    expect(broken).toEqual([]);
  });

  it.each(pages.map((f) => [relative(ROOT, f), f]))('%s links only to headings that exist', (_name, file) => {
    const text = read(file);
    const targets = [
      ...relativeLinks(text),
      ...[...text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/\]\((#[^)\s]+)\)/g)].map((m) => m[1]),
    ];
    const broken = targets
      .filter((target) => target.includes('#'))
      .filter((target) => {
        const [path, anchor] = target.split('#');
        const page = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
        return !page.endsWith('.md') || !anchors(read(page)).has(anchor);
      });
    expect(broken).toEqual([]);
  });

  it.each(pages.map((f) => [relative(ROOT, f), f]))(
    '%s points nowhere outside the repository',
    (_name, file) => {
      expect(read(file)).not.toMatch(/\.\.\/shared|DESIGN\.md/);
    },
  );

  it.each(pages.map((f) => [relative(ROOT, f), f]))('%s names only paths that exist', (_name, file) => {
    const missing = namedPaths(read(file)).filter((p) => !existsSync(join(ROOT, p)));
    expect(missing).toEqual([]);
  });

  it('has an architecture page that names each area and the files to touch for each change', () => {
    const text = read(join(DOCS, 'architecture.md'));
    expect(text).toMatch(/```mermaid\nflowchart/);
    for (const area of [
      'src/action',
      'src/cli',
      'src/steps',
      'src/sarif',
      'src/api',
      'src/emulator',
      'src/runner',
    ])
      expect(text).toContain(area);
    for (const leaf of ['src/summary', 'src/errors.ts', 'src/format.ts', 'src/inputs.ts'])
      expect(text).toContain(leaf);
    for (const section of [
      'A new SARIF limit',
      'A new reference kind',
      'A new check',
      'A new emulator route',
      'A new workflow step',
      'A new CLI command',
    ])
      expect(text).toContain(`### ${section}`);
  });
});
