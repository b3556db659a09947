/**
 * Code search documents: the files of each repository's default branch (the only branch the state holds) smaller
 * than 384 KB, the code qualifiers (path:, language:, extension:, filename:, in:), and the code result item.
 *
 * Qualifier semantics: several values of one qualifier are alternatives, different qualifiers must all hold,
 * -key:value excludes. path:dir matches paths containing dir (case-insensitive); path:/dir anchors it at the root
 * and path:/ alone means files at the root. language: compares the language derived from the extension (or
 * aliases such as js, ts, py, golang). extension: compares the last extension (with or without the dot).
 * filename: compares the file name, with or without its extension. in:file / in:path / in:file,path choose
 * where keywords are looked for (both by default).
 */
import { createHash } from 'node:crypto';
import type { Ctx } from '../http.js';
import { repoSummary } from '../render.js';
import type { Repo, RepoFile } from '../state.js';
import { queryError, type Qualifier } from './query.js';
import { SCOPE_QUALIFIERS } from './scope.js';

export const CODE_QUALIFIERS: ReadonlySet<string> = new Set([
  ...SCOPE_QUALIFIERS,
  'path',
  'language',
  'extension',
  'filename',
  'in',
]);

/** Files of this size or more are not searchable. */
export const MAX_SEARCHABLE_BYTES = 384 * 1024;

export interface CodeDoc {
  repo: Repo;
  file: RepoFile;
}

const LANGUAGES: Record<string, string> = {
  js: 'JavaScript',
  mjs: 'JavaScript',
  cjs: 'JavaScript',
  jsx: 'JavaScript',
  ts: 'TypeScript',
  tsx: 'TypeScript',
  mts: 'TypeScript',
  cts: 'TypeScript',
  py: 'Python',
  go: 'Go',
  c: 'C',
  h: 'C',
  cc: 'C++',
  cpp: 'C++',
  cxx: 'C++',
  hpp: 'C++',
  cs: 'C#',
  java: 'Java',
  kt: 'Kotlin',
  rb: 'Ruby',
  rs: 'Rust',
  php: 'PHP',
  swift: 'Swift',
  sh: 'Shell',
  bash: 'Shell',
  md: 'Markdown',
  markdown: 'Markdown',
  json: 'JSON',
  yml: 'YAML',
  yaml: 'YAML',
  html: 'HTML',
  htm: 'HTML',
  css: 'CSS',
  sql: 'SQL',
  xml: 'XML',
};
const FILENAME_LANGUAGES: Record<string, string> = { dockerfile: 'Dockerfile', makefile: 'Makefile' };
const LANGUAGE_ALIASES: Record<string, string> = { golang: 'go', csharp: 'c#' };

function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function extension(path: string): string {
  const name = basename(path);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The language of a file, from its extension or its name; null when unknown. */
export function languageOf(path: string): string | null {
  return LANGUAGES[extension(path)] ?? FILENAME_LANGUAGES[basename(path).toLowerCase()] ?? null;
}

/** language: value → the lower-case language name it designates (a name, an extension or an alias). */
function wantedLanguage(value: string): string {
  const v = value.toLowerCase();
  return LANGUAGE_ALIASES[v] ?? LANGUAGES[v]?.toLowerCase() ?? v;
}

function matches(q: Qualifier, path: string): boolean {
  const value = q.value.toLowerCase();
  const lower = path.toLowerCase();
  switch (q.key) {
    case 'path':
      if (value === '/') return !path.includes('/');
      return value.startsWith('/') ? lower.startsWith(value.slice(1)) : lower.includes(value);
    case 'language':
      return languageOf(path)?.toLowerCase() === wantedLanguage(value);
    case 'extension':
      return extension(path) === value.replace(/^\./, '');
    case 'filename': {
      const name = basename(lower);
      return name === value || name.replace(/\.[^.]*$/, '') === value;
    }
    default:
      return true;
  }
}

const FILE_QUALIFIERS = new Set(['path', 'language', 'extension', 'filename']);

/** Whether a file passes the file qualifiers of the query. */
export function codeFilter(qualifiers: Qualifier[]): (doc: CodeDoc) => boolean {
  const byKey = new Map<string, Qualifier[]>();
  const excluded: Qualifier[] = [];
  for (const q of qualifiers.filter((q) => FILE_QUALIFIERS.has(q.key))) {
    if (q.negated) excluded.push(q);
    else byKey.set(q.key, [...(byKey.get(q.key) ?? []), q]);
  }
  return ({ file }) =>
    [...byKey.values()].every((alternatives) => alternatives.some((q) => matches(q, file.path))) &&
    !excluded.some((q) => matches(q, file.path));
}

/** in: qualifiers → which properties keywords are looked for in. */
export function codeProperties(qualifiers: Qualifier[]): { content: boolean; path: boolean } {
  const wanted = qualifiers.filter((q) => q.key === 'in' && !q.negated).flatMap((q) => q.value.split(','));
  for (const w of wanted) {
    if (w !== 'file' && w !== 'path') {
      throw queryError(`in:${w} is not a place code search looks in: use in:file, in:path or in:file,path.`);
    }
  }
  if (wanted.length === 0) return { content: true, path: true };
  return { content: wanted.includes('file'), path: wanted.includes('path') };
}

/** The searchable files of the repositories: files of 384 KB or more are left out. */
export function codeDocs(repos: Repo[]): CodeDoc[] {
  return repos.flatMap((repo) =>
    repo.files
      .filter((file) => Buffer.byteLength(file.content) < MAX_SEARCHABLE_BYTES)
      .map((file) => ({ repo, file })),
  );
}

/** The git blob id of a file: sha1 of "blob <byte length>\0<content>". */
export function blobSha(content: string): string {
  const body = Buffer.from(content);
  return createHash('sha1')
    .update(Buffer.concat([Buffer.from(`blob ${body.length}\0`), body]))
    .digest('hex');
}

function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** The code result item of the spec (text_matches are added by the caller when asked for). */
export function codeItem(ctx: Ctx, { repo, file }: CodeDoc, score: number) {
  const sha = blobSha(file.content);
  const ref = repo.commits[repo.commits.length - 1]?.sha ?? encodeURIComponent(repo.defaultBranch);
  const path = encodePath(file.path);
  return {
    name: basename(file.path),
    path: file.path,
    sha,
    url: ctx.apiUrl(`/repos/${repo.owner}/${repo.name}/contents/${path}?ref=${ref}`),
    git_url: ctx.apiUrl(`/repos/${repo.owner}/${repo.name}/git/blobs/${sha}`),
    html_url: ctx.webUrl(`/${repo.owner}/${repo.name}/blob/${ref}/${path}`),
    repository: repoSummary(ctx, repo),
    score,
  };
}
