import { execFileSync } from 'node:child_process';
import { DEFAULT_SEED, type Seed } from '../../src/emulator/seed.js';
import { startEmulator, vendored, type Emulator } from '../support/emulator.js';
import { contractErrors } from '../support/contract.js';

interface TextMatch {
  object_url: string;
  object_type: string;
  property: string;
  fragment: string;
  matches: { text: string; indices: [number, number] }[];
}
interface Repository {
  full_name: string;
  private: boolean;
}
interface CodeItem {
  name: string;
  path: string;
  sha: string;
  url: string;
  git_url: string;
  html_url: string;
  repository: Repository;
  score: number;
  text_matches?: TextMatch[];
}
interface Person {
  name: string;
  email: string;
  date: string;
}
interface CommitItem {
  url: string;
  sha: string;
  html_url: string;
  comments_url: string;
  commit: {
    url: string;
    author: Person;
    committer: Person;
    message: string;
    tree: { url: string; sha: string };
    comment_count: number;
  };
  author: { login: string; type: string } | null;
  committer: { login?: string };
  parents: { url: string; html_url: string; sha: string }[];
  repository: Repository;
  score: number;
  text_matches?: TextMatch[];
}
interface Envelope<T> {
  total_count: number;
  incomplete_results: boolean;
  items: T[];
}
interface ErrorBody {
  message: string;
  errors?: { resource: string; field: string; code: string; message: string }[];
  documentation_url: string;
}

const TEXT_MATCH = vendored('application/vnd.svc.v3.text-match+json');
/** Generous search budgets, so that the many searches below are not rate limited (tested on its own emulator). */
const ROOMY = {
  rateLimits: { core: [5000, 5000] as [number, number], search: [10_000, 10_000] as [number, number] },
};

const lines = (n: number, text: string) => Array.from({ length: n }, (_, i) => `${i}: ${text}`).join('\n');
const when = (date: string) => ({
  name: 'The Octocat',
  email: 'octocat@example.com',
  login: 'octocat',
  date,
});

/** A world made for ranking, long lines and the 1,000-result cap. */
const CUSTOM_SEED: Seed = {
  users: [{ login: 'octocat', password: 'octocat-password' }],
  orgs: [{ login: 'acme', owners: ['octocat'] }],
  repos: [
    {
      owner: 'acme',
      name: 'ranking',
      files: {
        'a.txt': 'needle once\n',
        'b.txt': 'needle needle needle\n',
        'c.txt': 'haystack with a needle\n',
        'd.txt': 'only haystack\n',
      },
      commits: [
        {
          message: 'Add needle',
          author: when('2026-01-01T10:00:00Z'),
          committer: when('2026-01-01T10:00:00Z'),
        },
        {
          message: 'Sharpen needle and needle case',
          author: when('2026-01-02T10:00:00Z'),
          committer: when('2026-01-02T10:00:00Z'),
        },
        {
          message: 'Sweep the haystack',
          author: when('2026-01-03T10:00:00Z'),
          committer: when('2026-01-03T10:00:00Z'),
        },
      ],
    },
    {
      owner: 'acme',
      name: 'long',
      files: {
        'long.txt': `${'x'.repeat(200)} marker ${'y'.repeat(200)}\n`,
        'many.txt': lines(7, 'marker'),
      },
    },
    {
      owner: 'acme',
      name: 'big',
      files: Object.fromEntries(
        Array.from({ length: 1050 }, (_, i) => [`f${String(i).padStart(4, '0')}.txt`, `pin ${i}\n`]),
      ),
    },
  ],
  tokens: {},
};

let emu: Emulator;
let custom: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ config: ROOMY });
  custom = await startEmulator({ seed: CUSTOM_SEED, config: ROOMY });
});
afterAll(async () => {
  await emu.close();
  await custom.close();
});

interface Options {
  token?: string;
  textMatch?: boolean;
  params?: Record<string, string>;
  on?: Emulator;
  headers?: Record<string, string>;
}

/** One search over HTTP; every answer body is checked against the published description. */
async function search<T>(kind: 'code' | 'commits', q: string | undefined, options: Options = {}) {
  const on = options.on ?? emu;
  const url = new URL(`${on.apiUrl}/search/${kind}`);
  if (q !== undefined) url.searchParams.set('q', q);
  for (const [k, v] of Object.entries(options.params ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.textMatch) headers.accept = TEXT_MATCH;
  const res = await fetch(url, { headers });
  const body = res.status === 304 ? undefined : ((await res.json()) as unknown);
  if (body !== undefined) {
    // The description lists only 200 and 304 for commit search; its errors have the shape of code search's.
    const operation = kind === 'commits' && res.status !== 200 ? 'GET /search/code' : `GET /search/${kind}`;
    expect(contractErrors(operation, res.status, body)).toEqual([]);
  }
  return { status: res.status, headers: res.headers, body: body as T };
}

const code = (q: string | undefined, options?: Options) => search<Envelope<CodeItem>>('code', q, options);
const commits = (q: string | undefined, options?: Options) =>
  search<Envelope<CommitItem>>('commits', q, options);
const paths = (body: Envelope<CodeItem>) => body.items.map((i) => `${i.repository.full_name}:${i.path}`);
const messages = (body: Envelope<CommitItem>) => body.items.map((i) => i.commit.message);

/** A 422 whose single error (about `field`) says `pattern`. */
async function rejected(
  kind: 'code' | 'commits',
  q: string | undefined,
  pattern: RegExp,
  options: Options & { field?: string } = {},
) {
  const res = await search<ErrorBody>(kind, q, options);
  expect(res.status).toBe(422);
  expect(res.body.message).toBe('Validation Failed');
  expect(res.body.errors).toHaveLength(1);
  expect(res.body.errors![0]).toMatchObject({ resource: 'Search', field: options.field ?? 'q' });
  expect(res.body.errors![0].message).toMatch(pattern);
  return res.body;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
/** The documented score of one term: (1 + ln tf) × ln(1 + N / df). */
const termScore = (tf: number, n: number, df: number) => (1 + Math.log(tf)) * Math.log(1 + n / df);

describe('code search', () => {
  it('finds a keyword in file content and answers the spec item for it', async () => {
    const res = await code('express');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-resource')).toBe('search');
    expect(res.body.total_count).toBe(1);
    expect(res.body.incomplete_results).toBe(false);
    const [item] = res.body.items;
    const file = DEFAULT_SEED.repos[0].files!['src/app.js'];
    const blob = execFileSync('git', ['hash-object', '--stdin'], { input: file }).toString().trim();
    const head = (await commits('repo:acme/webapp', { params: { sort: 'author-date' } })).body.items[0].sha;
    expect(item).toMatchObject({
      name: 'app.js',
      path: 'src/app.js',
      sha: blob,
      url: `${emu.apiUrl}/repos/acme/webapp/contents/src/app.js?ref=${head}`,
      git_url: `${emu.apiUrl}/repos/acme/webapp/git/blobs/${blob}`,
      html_url: `${emu.origin}/acme/webapp/blob/${head}/src/app.js`,
      repository: { full_name: 'acme/webapp', private: false },
    });
    expect(item.score).toBeGreaterThan(0);
    expect(item.text_matches).toBeUndefined();
  });

  it('reads + as a space in q, as clients encode it', async () => {
    const res = await fetch(`${emu.apiUrl}/search/code?q=express+repo:acme/webapp`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Envelope<CodeItem>).total_count).toBe(1);
  });

  it('shows private repositories only to callers who can see them', async () => {
    expect(paths((await code('main')).body)).toEqual(['acme/legacy:old.c']);
    expect(paths((await code('main', { token: 'svc_pat_octocat_public' })).body)).toEqual([
      'acme/legacy:old.c',
    ]);
    const octocat = await code('main', { token: 'svc_pat_octocat' });
    expect(paths(octocat.body)).toEqual(['acme/secret-service:main.go', 'acme/legacy:old.c']);
    expect(octocat.body.items[0].repository.private).toBe(true);
    expect(octocat.headers.get('x-oauth-scopes')).toBe('repo, security_events, admin:org, read:org');
    // The fine-grained token reaches webapp and secret-service only; the installation token every repository.
    expect(paths((await code('console', { token: 'svc_fgpat_mona' })).body)).toEqual([]);
    expect(paths((await code('console', { token: 'svc_pat_hubot' })).body)).toEqual([
      'acme/no-ghas:index.js',
    ]);
    expect(paths((await code('main', { token: 'svc_fgpat_mona' })).body)).toContain(
      'acme/secret-service:main.go',
    );
    expect((await code('e')).body.total_count).toBe(7);
    expect((await code('e', { token: 'svc_inst_ci_bot' })).body.total_count).toBe(9);
  });

  it('never searches files of 384 KB or more', async () => {
    const bundle = DEFAULT_SEED.repos[0].files!['vendor/bundle.min.js'];
    expect(Buffer.byteLength(bundle)).toBeGreaterThanOrEqual(384 * 1024);
    for (const token of [undefined, 'svc_pat_octocat']) {
      expect((await code('minified', { token })).body.total_count).toBe(0);
      expect(paths((await code('var', { token })).body)).not.toContain('acme/webapp:vendor/bundle.min.js');
    }
    expect((await code('minified path:vendor')).body.items).toEqual([]);
  });

  it('applies language:, extension:, filename: and path: qualifiers', async () => {
    const cases: [string, string[]][] = [
      ['e language:javascript', ['acme/webapp:src/app.js', 'acme/webapp:src/db.js']],
      ['e language:js', ['acme/webapp:src/app.js', 'acme/webapp:src/db.js']],
      ['e language:TypeScript', ['acme/webapp:src/util/format.ts']],
      ['e language:markdown', ['acme/webapp:README.md']],
      ['e language:python', ['octocat/hello-world:hello.py']],
      ['e language:c', ['acme/legacy:old.c']],
      ['e language:go', []],
      [
        'e language:javascript language:typescript',
        ['acme/webapp:src/app.js', 'acme/webapp:src/db.js', 'acme/webapp:src/util/format.ts'],
      ],
      ['e language:javascript path:db', ['acme/webapp:src/db.js']],
      [
        'e NOT language:javascript',
        [
          'acme/legacy:old.c',
          'acme/webapp:README.md',
          'acme/webapp:src/util/format.ts',
          'octocat/hello-world:README',
          'octocat/hello-world:hello.py',
        ],
      ],
      [
        'e -language:javascript',
        [
          'acme/legacy:old.c',
          'acme/webapp:README.md',
          'acme/webapp:src/util/format.ts',
          'octocat/hello-world:README',
          'octocat/hello-world:hello.py',
        ],
      ],
      ['e extension:ts', ['acme/webapp:src/util/format.ts']],
      ['e extension:.py', ['octocat/hello-world:hello.py']],
      ['e filename:README', ['acme/webapp:README.md', 'octocat/hello-world:README']],
      ['e filename:app.js', ['acme/webapp:src/app.js']],
      ['e path:src/util', ['acme/webapp:src/util/format.ts']],
      ['e path:/src', ['acme/webapp:src/app.js', 'acme/webapp:src/db.js', 'acme/webapp:src/util/format.ts']],
      [
        'e path:/',
        [
          'acme/legacy:old.c',
          'acme/webapp:README.md',
          'octocat/hello-world:README',
          'octocat/hello-world:hello.py',
        ],
      ],
      [
        'e -path:src',
        [
          'acme/legacy:old.c',
          'acme/webapp:README.md',
          'octocat/hello-world:README',
          'octocat/hello-world:hello.py',
        ],
      ],
    ];
    for (const [q, expected] of cases) {
      const res = await code(q);
      expect({ q, status: res.status, found: paths(res.body).sort() }).toEqual({
        q,
        status: 200,
        found: expected,
      });
    }
    expect(paths((await code('package language:go', { token: 'svc_pat_octocat' })).body)).toEqual([
      'acme/secret-service:main.go',
    ]);
  });

  it('applies repo:, user: and org: qualifiers (user: takes organizations too)', async () => {
    const count = async (q: string) => (await code(q)).body.total_count;
    expect(await count('e repo:acme/webapp')).toBe(4);
    expect(await count('e repo:ACME/WebApp')).toBe(4);
    expect(await count('e user:octocat')).toBe(2);
    expect(await count('e user:acme')).toBe(5);
    expect(await count('e org:acme')).toBe(5);
    expect(await count('e repo:acme/legacy repo:octocat/hello-world')).toBe(3);
    expect(await count('e -repo:acme/webapp')).toBe(3);
    expect(await count('e NOT repo:acme/webapp')).toBe(3);
  });

  it('looks for keywords in content and path, or only where in: says', async () => {
    expect(paths((await code('app')).body).sort()).toEqual([
      'acme/webapp:README.md',
      'acme/webapp:src/app.js',
    ]);
    expect(paths((await code('app in:path')).body)).toEqual(['acme/webapp:src/app.js']);
    expect(paths((await code('util')).body)).toEqual(['acme/webapp:src/util/format.ts']);
    expect(paths((await code('util in:file')).body)).toEqual([]);
    expect(paths((await code('util in:file,path')).body)).toEqual(['acme/webapp:src/util/format.ts']);
    await rejected('code', 'util in:body', /in:body is not a place code search looks in/);
  });

  it('understands quoted phrases and AND / OR / NOT (upper case only)', async () => {
    const found = async (q: string) => paths((await code(q)).body).sort();
    expect(await found('"res.send(req.query.name)"')).toEqual(['acme/webapp:src/app.js']);
    expect(await found('"SELECT * FROM users"')).toEqual(['acme/webapp:src/db.js']);
    expect(await found('express OR find')).toEqual(['acme/webapp:src/app.js', 'acme/webapp:src/db.js']);
    expect(await found('module NOT express')).toEqual(['acme/webapp:src/db.js']);
    expect(await found('module AND express')).toEqual(['acme/webapp:src/app.js']);
    expect(await found('module express')).toEqual(['acme/webapp:src/app.js']);
    // NOT binds tighter than AND, AND tighter than OR.
    expect(await found('hello OR module NOT express')).toEqual([
      'acme/webapp:src/db.js',
      'acme/webapp:src/util/format.ts',
      'octocat/hello-world:README',
      'octocat/hello-world:hello.py',
    ]);
    // Lower-case or is a keyword: no file holds express, or and find together.
    expect(await found('express or find')).toEqual([]);
    // A quoted operator is a keyword too (NOT express alone would find files).
    expect(await found('"NOT" express')).toEqual([]);
  });

  it('orders by best match with the documented TF-IDF score', async () => {
    const res = await code('needle repo:acme/ranking', { on: custom });
    // N = 4 files in scope, "needle" in 3 of them: b.txt holds it three times.
    expect(res.body.items.map((i) => [i.path, i.score])).toEqual([
      ['b.txt', round3(termScore(3, 4, 3))],
      ['a.txt', round3(termScore(1, 4, 3))],
      ['c.txt', round3(termScore(1, 4, 3))],
    ]);
    const either = await code('needle OR haystack repo:acme/ranking', { on: custom });
    expect(either.body.items.map((i) => [i.path, i.score])).toEqual([
      ['c.txt', round3(termScore(1, 4, 3) + termScore(1, 4, 2))],
      ['b.txt', round3(termScore(3, 4, 3))],
      ['d.txt', round3(termScore(1, 4, 2))],
      ['a.txt', round3(termScore(1, 4, 3))],
    ]);
    const both = await code('needle haystack repo:acme/ranking', { on: custom });
    expect(paths(both.body)).toEqual(['acme/ranking:c.txt']);
    // sort=indexed is accepted and keeps the best-match order (all files are indexed at once); order goes with it.
    const indexed = await code('needle OR haystack repo:acme/ranking', {
      on: custom,
      params: { sort: 'indexed', order: 'asc' },
    });
    expect(indexed.body.items).toEqual(either.body.items);
  });

  it('rejects unknown sort and order values', async () => {
    await rejected('code', 'e', /sort must be one of: indexed/, { params: { sort: 'best' }, field: 'sort' });
    await rejected('code', 'e', /order must be asc or desc/, { params: { order: 'up' }, field: 'order' });
  });

  it('adds text_matches only with the text-match media type, with exact indices', async () => {
    const plain = await code('express', { headers: { accept: vendored('application/vnd.svc+json') } });
    expect(plain.body.items[0].text_matches).toBeUndefined();
    const res = await code('EXPRESS', { textMatch: true });
    expect(res.headers.get(vendored('x-svc-media-type'))).toBe(
      vendored('svc.v3; param=text-match; format=json'),
    );
    const item = res.body.items[0];
    expect(item.text_matches).toEqual([
      {
        object_url: item.url,
        object_type: 'FileContent',
        property: 'content',
        fragment: "const express = require('express');",
        matches: [
          { text: 'express', indices: [6, 13] },
          { text: 'express', indices: [25, 32] },
        ],
      },
      {
        object_url: item.url,
        object_type: 'FileContent',
        property: 'content',
        fragment: 'const app = express();',
        matches: [{ text: 'express', indices: [12, 19] }],
      },
    ]);
    const path = await code('util', { textMatch: true });
    expect(path.body.items[0].text_matches).toEqual([
      {
        object_url: path.body.items[0].url,
        object_type: 'FileContent',
        property: 'path',
        fragment: 'src/util/format.ts',
        matches: [{ text: 'util', indices: [4, 8] }],
      },
    ]);
  });

  it('matches only the positive terms, and every index points at its text', async () => {
    const res = await code('req OR name NOT express', { textMatch: true });
    expect(paths(res.body)).toEqual(['acme/webapp:src/app.js', 'acme/webapp:src/util/format.ts']);
    for (const item of res.body.items) {
      expect(item.text_matches!.length).toBeGreaterThan(0);
      for (const tm of item.text_matches!) {
        for (const m of tm.matches) {
          expect(tm.fragment.slice(m.indices[0], m.indices[1])).toBe(m.text);
          expect(['req', 'name']).toContain(m.text.toLowerCase());
        }
      }
    }
  });

  it('cuts long lines to the context around a match and keeps at most five fragments', async () => {
    const res = await code('marker repo:acme/long', { on: custom, textMatch: true });
    const long = res.body.items.find((i) => i.path === 'long.txt')!;
    expect(long.text_matches).toEqual([
      expect.objectContaining({
        fragment: `${'x'.repeat(79)} marker ${'y'.repeat(79)}`,
        matches: [{ text: 'marker', indices: [80, 86] }],
      }),
    ]);
    const many = res.body.items.find((i) => i.path === 'many.txt')!;
    expect(many.text_matches!.map((t) => t.fragment)).toEqual([0, 1, 2, 3, 4].map((i) => `${i}: marker`));
    expect(many.text_matches!.every((t) => t.matches[0].indices.join() === '3,9')).toBe(true);
  });

  it('paginates with per_page (max 100) and Link headers', async () => {
    const first = await code('e', { params: { per_page: '3' } });
    expect(first.body.total_count).toBe(7);
    expect(first.body.items).toHaveLength(3);
    const link = first.headers.get('link')!;
    expect(link).toContain('rel="next"');
    expect(link).toContain('rel="last"');
    expect(link).not.toContain('rel="prev"');
    expect(link).toMatch(/per_page=3&page=3>; rel="last"/);
    expect(link).toContain('q=e');
    const last = await code('e', { params: { per_page: '3', page: '3' } });
    expect(last.body.items).toHaveLength(1);
    expect(last.headers.get('link')).toContain('rel="prev"');
    expect(last.headers.get('link')).not.toContain('rel="next"');
    const all = [first, await code('e', { params: { per_page: '3', page: '2' } }), last].flatMap((r) =>
      paths(r.body),
    );
    expect(new Set(all).size).toBe(7);
    expect((await code('e')).headers.get('link')).toBeNull();
    expect((await code('pin', { on: custom, params: { per_page: '500' } })).body.items).toHaveLength(100);
  });

  it('yields at most 1,000 results: total_count may be larger, pages beyond answer 422', async () => {
    const first = await code('pin repo:acme/big', { on: custom, params: { per_page: '100' } });
    expect(first.body.total_count).toBe(1050);
    expect(first.headers.get('link')).toMatch(/per_page=100&page=10>; rel="last"/);
    const tenth = await code('pin repo:acme/big', { on: custom, params: { per_page: '100', page: '10' } });
    expect(tenth.status).toBe(200);
    expect(tenth.body.items.map((i) => i.path)).toEqual(
      Array.from({ length: 100 }, (_, i) => `f0${900 + i}.txt`),
    );
    expect(tenth.headers.get('link')).not.toContain('rel="next"');
    // With 30 a page, page 34 holds results 991 to 1,000 only.
    const partial = await code('pin repo:acme/big', { on: custom, params: { page: '34' } });
    expect(partial.body.items).toHaveLength(10);
    for (const params of [{ per_page: '100', page: '11' }, { page: '35' }] as Record<string, string>[]) {
      const beyond = await search<ErrorBody>('code', 'pin repo:acme/big', { on: custom, params });
      expect(beyond.status).toBe(422);
      expect(beyond.body.message).toMatch(/^Only the first 1000 search results are available/);
    }
  });

  it('answers 304 to a conditional request for the same results', async () => {
    const first = await code('express');
    const again = await code('express', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});

describe('query validation (422)', () => {
  it('needs q, and a search term for code', async () => {
    await rejected('code', undefined, /q parameter is required/);
    await rejected('commits', '   ', /q parameter is required/);
    const body = await rejected('code', 'language:go repo:acme/webapp', /at least one search term/);
    expect(body.errors![0].code).toBe('missing');
    await rejected('code', 'NOT language:go', /at least one search term/);
    await rejected('code', '""', /at least one search term/);
    // Commit search takes qualifiers alone.
    expect((await commits('author:octocat')).status).toBe(200);
  });

  it('rejects a repeated q parameter', async () => {
    const res = await fetch(`${emu.apiUrl}/search/code?q=express&q=find`);
    expect(res.status).toBe(422);
    const body = (await res.json()) as ErrorBody;
    expect(contractErrors('GET /search/code', 422, body)).toEqual([]);
    expect(body.errors![0].message).toBe('Give the q parameter once.');
  });

  it('allows five AND / OR / NOT operators, not six', async () => {
    const five = 'a OR b OR c OR d OR e NOT zzz';
    expect((await code(five)).status).toBe(200);
    expect((await commits(five)).status).toBe(200);
    for (const kind of ['code', 'commits'] as const) {
      await rejected(kind, `${five} AND f`, /more than 5 AND \/ OR \/ NOT operators \(6\)/);
    }
  });

  it('allows 256 characters of keywords, operators and qualifiers excluded, not 257', async () => {
    const at = `${'a'.repeat(120)} OR ${'b'.repeat(135)} repo:acme/webapp language:javascript`;
    expect((await code(at)).status).toBe(200);
    expect((await code('x'.repeat(256))).status).toBe(200);
    for (const kind of ['code', 'commits'] as const) {
      await rejected(kind, `${'a'.repeat(120)} ${'b'.repeat(136)}`, /longer than 256 characters \(257/);
      await rejected(kind, `"${'c'.repeat(300)}"`, /longer than 256 characters/);
    }
  });

  it('rejects misplaced operators, unmatched quotes and empty qualifiers', async () => {
    await rejected('code', 'express AND', /AND needs a search term on each side/);
    await rejected('code', 'OR express', /OR needs a search term on each side/);
    await rejected('code', 'express OR OR find', /OR needs a search term on each side/);
    await rejected('commits', 'fix NOT', /NOT needs a search term after it/);
    await rejected('code', 'say "hello', /unmatched double quote at character 5/);
    await rejected('code', 'express repo:', /qualifier repo: needs a value/);
  });

  it('422 when qualifiers name only inaccessible or missing repositories, users or organizations', async () => {
    const secret = await rejected('code', 'main repo:acme/secret-service', /cannot be searched/);
    expect(secret.errors![0].message).toContain('repo:acme/secret-service');
    expect(secret.documentation_url).toMatch(/\/docs\/rest#search-search$/);
    await rejected('code', 'main repo:acme/secret-service', /cannot be searched/, {
      token: 'svc_pat_octocat_public',
    });
    await rejected('code', 'e repo:acme/nope', /repo:acme\/nope/);
    await rejected('code', 'e repo:webapp', /repo:webapp/);
    await rejected('code', 'e user:nobody', /user:nobody/);
    await rejected('code', 'e org:octocat', /org:octocat/);
    const both = await rejected('commits', 'fix repo:acme/secret-service user:nobody', /cannot be searched/);
    expect(both.errors![0].message).toContain('repo:acme/secret-service, user:nobody');
    await rejected(
      'commits',
      'author:nobody',
      /users cannot be searched because they do not exist: author:nobody/,
    );
    // Callers who can see the repository get its results.
    const octocat = await code('main repo:acme/secret-service', { token: 'svc_pat_octocat' });
    expect(paths(octocat.body)).toEqual(['acme/secret-service:main.go']);
  });

  it('answers for the accessible resources when only some are', async () => {
    const code1 = await code('main repo:acme/secret-service repo:acme/legacy');
    expect(code1.status).toBe(200);
    expect(paths(code1.body)).toEqual(['acme/legacy:old.c']);
    const code2 = await code('e user:nobody user:octocat');
    expect(code2.body.total_count).toBe(2);
    const commit = await commits('repo:acme/secret-service repo:acme/webapp');
    expect(commit.body.items.map((i) => i.repository.full_name)).toEqual(Array(3).fill('acme/webapp'));
    expect((await commits('author:nobody author:mona')).body.total_count).toBe(1);
  });
});

describe('commit search', () => {
  it('finds keywords in the message and answers the spec item', async () => {
    const res = await commits('injection');
    expect(res.status).toBe(200);
    expect(res.body.total_count).toBe(1);
    const [item] = res.body.items;
    const history = await commits('repo:acme/webapp', { params: { sort: 'author-date', order: 'asc' } });
    const [initial, query, fix] = history.body.items;
    expect(item.sha).toBe(fix.sha);
    const repo = `${emu.apiUrl}/repos/acme/webapp`;
    expect(item).toMatchObject({
      url: `${repo}/commits/${item.sha}`,
      html_url: `${emu.origin}/acme/webapp/commit/${item.sha}`,
      comments_url: `${repo}/commits/${item.sha}/comments`,
      commit: {
        url: `${repo}/git/commits/${item.sha}`,
        author: { name: 'The Octocat', email: 'octocat@example.com', date: '2026-02-13T10:00:00Z' },
        committer: { name: 'The Octocat', email: 'octocat@example.com', date: '2026-02-13T10:00:00Z' },
        message: 'Fix SQL injection in find',
        comment_count: 0,
      },
      author: { login: 'octocat', type: 'User' },
      committer: { login: 'octocat' },
      parents: [
        {
          url: `${repo}/commits/${query.sha}`,
          html_url: `${emu.origin}/acme/webapp/commit/${query.sha}`,
          sha: query.sha,
        },
      ],
      repository: { full_name: 'acme/webapp' },
    });
    expect(item.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(item.commit.tree.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(item.commit.tree.url).toBe(`${repo}/git/trees/${item.commit.tree.sha}`);
    expect(initial.parents).toEqual([]);
  });

  it('applies author:, committer:, name and email qualifiers, and visibility', async () => {
    const found = async (q: string, token?: string) => messages((await commits(q, { token })).body);
    expect(await found('author:octocat')).toEqual([
      'Fix SQL injection in find',
      'Hello world',
      'Initial commit',
    ]);
    expect(await found('author:mona')).toEqual(['Add the query endpoint']);
    expect(await found('author:mona', 'svc_pat_octocat')).toEqual([
      'Add the query endpoint',
      'Start the secret service',
    ]);
    expect(await found('committer:MONA', 'svc_pat_octocat')).toEqual([
      'Add the query endpoint',
      'Start the secret service',
    ]);
    expect(await found('author-name:"Mona Lisa"')).toEqual(['Add the query endpoint']);
    expect(await found('author-name:lisa')).toEqual(['Add the query endpoint']);
    expect(await found('author-email:OCTOCAT@example.com')).toHaveLength(3);
    expect(await found('committer-email:mona@example.com committer-name:mona')).toEqual([
      'Add the query endpoint',
    ]);
    expect(await found('-author:octocat')).toEqual(['Add the query endpoint']);
    expect(await found('author:octocat author:mona')).toHaveLength(4);
    expect(await found('hello user:octocat')).toEqual(['Hello world']);
    expect(await found('org:acme')).toHaveLength(3);
    expect(await found('org:acme', 'svc_pat_octocat')).toHaveLength(4);
  });

  it('filters on author-date and committer-date', async () => {
    const found = async (q: string) => messages((await commits(q)).body).sort();
    expect(await found('author-date:>2026-01-11')).toEqual(['Fix SQL injection in find']);
    expect(await found('author-date:>=2026-01-11')).toEqual([
      'Add the query endpoint',
      'Fix SQL injection in find',
    ]);
    expect(await found('author-date:<2026-01-03')).toEqual(['Initial commit']);
    expect(await found('author-date:<=2026-01-03')).toEqual(['Hello world', 'Initial commit']);
    expect(await found('author-date:2026-01-02..2026-01-11')).toEqual([
      'Add the query endpoint',
      'Hello world',
      'Initial commit',
    ]);
    expect(await found('author-date:2026-01-03')).toEqual(['Hello world']);
    expect(await found('committer-date:*..2026-01-02')).toEqual(['Initial commit']);
    expect(await found('committer-date:2026-02-01..*')).toEqual(['Fix SQL injection in find']);
    expect(await found('author-date:>2026-01-02T09:00:00Z author-date:<2026-01-03T12:00:00+00:00')).toEqual([
      'Hello world',
      'Initial commit',
    ]);
    expect(await found('author-date:>=2026-01-02T10:00Z author-date:<2026-01-02T10:01Z')).toEqual([
      'Initial commit',
    ]);
    expect(await found('-author-date:<2026-02-01')).toEqual(['Fix SQL injection in find']);
    for (const q of [
      'author-date:2026-13-01',
      'author-date:>=yesterday',
      'committer-date:2026-01-01..2026-02-30',
      'author-date:1..2..3',
    ]) {
      await rejected('commits', q, /is not a valid date qualifier/);
    }
  });

  it('sorts by author-date or committer-date, descending unless order=asc', async () => {
    const order = async (params: Record<string, string>) =>
      messages((await commits('author:octocat', { params })).body);
    expect(await order({ sort: 'author-date', order: 'asc' })).toEqual([
      'Initial commit',
      'Hello world',
      'Fix SQL injection in find',
    ]);
    expect(await order({ sort: 'committer-date' })).toEqual([
      'Fix SQL injection in find',
      'Hello world',
      'Initial commit',
    ]);
    await rejected('commits', 'fix', /sort must be one of: author-date, committer-date/, {
      params: { sort: 'indexed' },
      field: 'sort',
    });
  });

  it('orders by best match with the documented score, newest first on ties', async () => {
    const res = await commits('needle repo:acme/ranking', { on: custom });
    // N = 3 commits in scope, "needle" in 2 of them.
    expect(res.body.items.map((i) => [i.commit.message, i.score])).toEqual([
      ['Sharpen needle and needle case', round3(termScore(2, 3, 2))],
      ['Add needle', round3(termScore(1, 3, 2))],
    ]);
    const qualifiersOnly = await commits('repo:acme/ranking', { on: custom });
    expect(qualifiersOnly.body.items.map((i) => [i.commit.message, i.score])).toEqual([
      ['Sweep the haystack', 1],
      ['Sharpen needle and needle case', 1],
      ['Add needle', 1],
    ]);
  });

  it('adds message text_matches with the text-match media type', async () => {
    expect((await commits('injection')).body.items[0].text_matches).toBeUndefined();
    const res = await commits('injection OR sql', { textMatch: true });
    const item = res.body.items[0];
    expect(item.text_matches).toEqual([
      {
        object_url: item.url,
        object_type: 'Commit',
        property: 'message',
        fragment: 'Fix SQL injection in find',
        matches: [
          { text: 'SQL', indices: [4, 7] },
          { text: 'injection', indices: [8, 17] },
        ],
      },
    ]);
  });

  it('paginates commits with Link headers', async () => {
    const res = await commits('author:octocat', { params: { per_page: '2' } });
    expect(res.body.items).toHaveLength(2);
    expect(res.headers.get('link')).toMatch(/per_page=2&page=2>; rel="next"/);
  });
});

describe('time budget', () => {
  let slow: Emulator;
  beforeAll(async () => {
    slow = await startEmulator({ config: { ...ROOMY, searchTimeBudgetMs: 0 } });
  });
  afterAll(() => slow.close());

  it('answers what was found so far with incomplete_results: true once the budget is spent', async () => {
    const full = await code('e');
    const cut = await code('e', { on: slow });
    expect(cut.status).toBe(200);
    expect(cut.body.incomplete_results).toBe(true);
    expect(cut.body.total_count).toBe(cut.body.items.length);
    expect(cut.body.total_count).toBeLessThan(full.body.total_count);
    for (const p of paths(cut.body)) expect(paths(full.body)).toContain(p);

    const commitsCut = await commits('author:octocat', { on: slow });
    expect(commitsCut.body.incomplete_results).toBe(true);
    expect(commitsCut.body.total_count).toBeLessThan(3);
  });

  it('is complete when the whole scope was scanned in time', async () => {
    const one = await code('int repo:acme/legacy', { on: slow });
    expect(one.body).toMatchObject({ total_count: 1, incomplete_results: false });
  });
});

describe('search rate limit', () => {
  let limited: Emulator;
  beforeAll(async () => {
    limited = await startEmulator();
  });
  afterAll(() => limited.close());

  it('allows 10 anonymous searches a minute, then 403 with x-ratelimit-remaining: 0', async () => {
    for (let i = 1; i <= 10; i++) {
      const res = await (i % 2 ? code : commits)('hello', { on: limited });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBe('10');
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(10 - i));
    }
    const res = await search<ErrorBody>('code', 'hello', { on: limited });
    expect(res.status).toBe(403);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(res.headers.get('x-ratelimit-resource')).toBe('search');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.body.message).toMatch(/rate limit exceeded/);
  });

  it('allows 30 authenticated searches a minute', async () => {
    for (let i = 1; i <= 30; i++) {
      expect((await code('hello', { on: limited, token: 'svc_pat_hubot' })).status).toBe(200);
    }
    const res = await search<ErrorBody>('commits', 'hello', { on: limited, token: 'svc_pat_hubot' });
    expect(res.status).toBe(403);
    expect(res.headers.get('x-ratelimit-limit')).toBe('30');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
  });
});
