/** Code scanning in the emulator, over HTTP: uploads as the service checks them, processing, alerts, listings. */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { generateSarif } from '../../bench/generate-sarif.js';
import { startEmulator, type Emulator } from '../support/emulator.js';
import { contractErrors } from '../support/contract.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/sarif/${name}`, import.meta.url), 'utf8'));
const encode = (doc: unknown) => gzipSync(JSON.stringify(doc)).toString('base64');
const SHA = 'a'.repeat(40);
const UPLOAD = 'POST /repos/{owner}/{repo}/code-scanning/sarifs';
const STATUS = 'GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}';
const LIST = 'GET /repos/{owner}/{repo}/code-scanning/alerts';
const ORG_LIST = 'GET /orgs/{org}/code-scanning/alerts';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator({ config: { processingDelayMs: 20 } });
});
afterAll(() => emu.close());

async function call(method: string, path: string, token: string | undefined, body?: unknown) {
  const res = await fetch(path.startsWith('http') ? path : emu.apiUrl + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

async function upload(
  repo: string,
  doc: unknown,
  extra: Record<string, unknown> = {},
  token = 'svc_workflow_webapp',
) {
  return call('POST', `/repos/${repo}/code-scanning/sarifs`, token, {
    commit_sha: SHA,
    ref: 'refs/heads/main',
    sarif: encode(doc),
    ...extra,
  });
}

/** Poll the upload until processing ends, at most 30 s (a loaded CI machine processes 5,000 results slowly). */
async function processed(repo: string, id: string, token = 'svc_workflow_webapp') {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const r = await call('GET', `/repos/${repo}/code-scanning/sarifs/${id}`, token);
    expect(contractErrors(STATUS, 200, r.body)).toEqual([]);
    if (r.body.processing_status !== 'pending') return r.body;
    await new Promise((res) => setTimeout(res, 20));
  }
  throw new Error('processing did not finish');
}

describe('SARIF upload and processing', () => {
  it('accepts an upload (202), processes it, and derives alerts that match the published description', async () => {
    const trivy = fixture('trivy-alpine310-secsev.sarif');
    const up = await upload('acme/webapp', trivy);
    expect(up.status).toBe(202);
    expect(contractErrors(UPLOAD, 202, up.body)).toEqual([]);
    expect(up.body.url).toBe(`${emu.apiUrl}/repos/acme/webapp/code-scanning/sarifs/${up.body.id}`);
    expect((await processed('acme/webapp', up.body.id)).processing_status).toBe('complete');

    const list = await call(
      'GET',
      '/repos/acme/webapp/code-scanning/alerts?tool_name=Trivy',
      'svc_pat_octocat',
    );
    expect(list.status).toBe(200);
    expect(contractErrors(LIST, 200, list.body)).toEqual([]);
    expect(list.body).toHaveLength(trivy.runs[0].results.length);
    const result = trivy.runs[0].results[0];
    const first = list.body.find((a: any) => a.most_recent_instance.message.text === result.message.text);
    expect(first.rule.id).toBe(result.ruleId);
    expect(first.state).toBe('open');
    expect(first.tool.name).toBe('Trivy');
    expect(first.most_recent_instance.ref).toBe('refs/heads/main');
    expect(first.most_recent_instance.commit_sha).toBe(SHA);
    expect(first.most_recent_instance.location.path).toBe(
      result.locations[0].physicalLocation.artifactLocation.uri,
    );
    expect(first.rule.security_severity_level).toMatch(/critical|high|medium|low/);
  });

  it("makes paths relative to checkout_uri, through the run's base URIs, as the service does (spec rule 5)", async () => {
    const at = (uri: string, uriBaseId?: string) => ({
      ruleId: 'R1',
      message: { text: `at ${uri}` },
      locations: [{ physicalLocation: { artifactLocation: { uri, ...(uriBaseId ? { uriBaseId } : {}) } } }],
    });
    const doc = {
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'PathTool', rules: [{ id: 'R1' }] } },
          originalUriBaseIds: {
            SRCROOT: { uri: 'file:///home/runner/work/webapp/webapp/' },
            LIB: { uri: 'lib/', uriBaseId: 'SRCROOT' },
            SDK: { uri: 'file:///opt/sdk/' },
          },
          results: [
            at('file:///home/runner/work/webapp/webapp/src/app.js'), // eslint's absolute form
            at('file:///home/runner/work/webapp/webapp/src/with%20space.js'),
            at('util.js', 'LIB'), // a chained base: lib/util.js
            at('main.c', 'SRCROOT'),
            at('gen/x.ts', 'UNDEFINED'), // a base the run does not define stands for the checkout
            at('include/sdk.h', 'SDK'), // outside the checkout: as the tool wrote it, relative to its base
            at('file:///etc/passwd'), // absolute and outside the checkout
          ],
        },
      ],
    };
    const paths = async (extra: Record<string, unknown>) => {
      const up = await upload('acme/webapp', doc, extra);
      expect(up.status).toBe(202);
      expect((await processed('acme/webapp', up.body.id)).processing_status).toBe('complete');
      const list = await call(
        'GET',
        '/repos/acme/webapp/code-scanning/alerts?tool_name=PathTool',
        'svc_pat_octocat',
      );
      expect(list.status).toBe(200);
      return list.body
        .filter((a: any) => a.state === 'open')
        .map((a: any) => a.most_recent_instance.location.path)
        .sort();
    };
    expect(await paths({ checkout_uri: 'file:///home/runner/work/webapp/webapp' })).toEqual(
      [
        'etc/passwd',
        'gen/x.ts',
        'include/sdk.h',
        'lib/util.js',
        'main.c',
        'src/app.js',
        'src/with space.js',
      ].sort(),
    );
    const wrong = await upload('acme/webapp', doc, { checkout_uri: 42 });
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(wrong.body)).toContain('checkout_uri');
  });

  it('updates alerts by fingerprint on a new analysis of the same ref and category, and fixes the missing ones', async () => {
    const doc = generateSarif({ results: 6, rules: 3, seed: 4 }) as any;
    doc.runs[0].automationDetails = { id: 'fp-test/' };
    const first = await upload('acme/webapp', doc);
    await processed('acme/webapp', first.body.id);
    const before = (
      await call(
        'GET',
        '/repos/acme/webapp/code-scanning/alerts?tool_name=GenScanner0&per_page=100',
        'svc_pat_octocat',
      )
    ).body;
    expect(before).toHaveLength(6);

    doc.runs[0].results = doc.runs[0].results.slice(0, 4); // two results gone
    const second = await upload('acme/webapp', doc);
    await processed('acme/webapp', second.body.id);
    const after = (
      await call(
        'GET',
        '/repos/acme/webapp/code-scanning/alerts?tool_name=GenScanner0&per_page=100',
        'svc_pat_octocat',
      )
    ).body;
    expect(after).toHaveLength(6); // no duplicates
    expect(after.map((a: any) => a.number).sort()).toEqual(before.map((a: any) => a.number).sort());
    expect(after.filter((a: any) => a.state === 'fixed')).toHaveLength(2);
    expect(after.filter((a: any) => a.state === 'fixed').every((a: any) => a.fixed_at)).toBe(true);
    const fixedOnly = (
      await call(
        'GET',
        '/repos/acme/webapp/code-scanning/alerts?tool_name=GenScanner0&state=fixed',
        'svc_pat_octocat',
      )
    ).body;
    expect(fixedOnly).toHaveLength(2);
    expect(
      (
        await call(
          'GET',
          '/repos/acme/webapp/code-scanning/alerts?tool_name=GenScanner0&state=closed',
          'svc_pat_octocat',
        )
      ).body,
    ).toHaveLength(2);
  });

  it('a new analysis changes only the alerts whose rule or instance changed, each alert its own rule', async () => {
    const doc = generateSarif({ results: 6, rules: 2, seed: 5 }) as any;
    doc.runs[0].automationDetails = { id: 'rule-change/' };
    const list = async () =>
      (
        await call(
          'GET',
          '/repos/acme/webapp/code-scanning/alerts?tool_name=GenScanner0&per_page=100',
          'svc_pat_octocat',
        )
      ).body.filter((a: any) => a.most_recent_instance.category === 'rule-change/');
    const send = async () => {
      const r = await upload('acme/webapp', doc);
      await processed('acme/webapp', r.body.id);
    };
    await send();
    const first = await list();
    expect(first).toHaveLength(6);
    // Timestamps are in whole seconds: each analysis in a later second, so that any alert it touched would show it.
    const nextSecond = () => new Promise((r) => setTimeout(r, 1_010 - (Date.now() % 1_000)));
    await nextSecond();
    await send(); // the same analysis again: nothing changes
    expect(await list()).toEqual(first);

    const rule = doc.runs[0].tool.driver.rules[0];
    rule.properties = { ...rule.properties, 'security-severity': '9.8' };
    const changedMessage = doc.runs[0].results.findIndex((r: any) => r.ruleIndex === 1);
    doc.runs[0].results[changedMessage].message.text = 'a new message';
    await nextSecond();
    await send();
    const after = await list();
    const ruleOf = (a: any) => a.rule.id;
    const before = (a: any) => first.find((f: any) => f.number === a.number);
    const moved = after.filter((a: any) => a.updated_at !== before(a).updated_at);
    const expected = after.filter(
      (a: any) => ruleOf(a) === rule.id || a.most_recent_instance.message.text === 'a new message',
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(moved.map((a: any) => a.number).sort()).toEqual(expected.map((a: any) => a.number).sort());
    for (const a of after)
      expect(a.rule.security_severity_level).toBe(
        ruleOf(a) === rule.id ? 'critical' : before(a).rule.security_severity_level,
      );
  });

  it('an analysis fixes only the alerts of its own ref, tool and category', async () => {
    const run = (category: string, count: number) => {
      const doc = generateSarif({ results: 3, rules: 2, seed: 11 }) as any;
      doc.runs[0].tool.driver.name = 'ScopeScanner';
      doc.runs[0].automationDetails = { id: `${category}/` };
      doc.runs[0].results = doc.runs[0].results.slice(0, count);
      return doc.runs[0];
    };
    const send = async (ref: string, runs: unknown[]) => {
      const r = await upload('acme/webapp', { version: '2.1.0', runs }, { ref }, 'svc_pat_octocat');
      expect(await processed('acme/webapp', r.body.id, 'svc_pat_octocat')).toMatchObject({
        processing_status: 'complete',
      });
    };
    const states = async (ref: string) => {
      const list = (
        await call(
          'GET',
          `/repos/acme/webapp/code-scanning/alerts?tool_name=ScopeScanner&ref=${ref}&per_page=100`,
          'svc_pat_octocat',
        )
      ).body as any[];
      const by: Record<string, string[]> = {};
      for (const a of list) (by[a.most_recent_instance.category] ??= []).push(a.state);
      for (const k of Object.keys(by)) by[k].sort();
      return by;
    };
    // Two categories in one upload on main, and the first on another branch.
    await send('refs/heads/main', [run('scope-a', 3), run('scope-b', 3)]);
    await send('refs/heads/scope', [run('scope-a', 3)]);
    // Category a again on main with one result: its two others are fixed there, nowhere else.
    await send('refs/heads/main', [run('scope-a', 1)]);
    expect(await states('refs/heads/main')).toEqual({
      'scope-a/': ['fixed', 'fixed', 'open'],
      'scope-b/': ['open', 'open', 'open'],
    });
    expect(await states('refs/heads/scope')).toEqual({ 'scope-a/': ['open', 'open', 'open'] });
    // Reported again: open again, the same alerts (no new numbers).
    await send('refs/heads/main', [run('scope-a', 3)]);
    expect(await states('refs/heads/main')).toEqual({
      'scope-a/': ['open', 'open', 'open'],
      'scope-b/': ['open', 'open', 'open'],
    });
  });

  it('keeps a dismissal across later analyses, in every listing and filter; reopening ends it; only writers dismiss', async () => {
    const doc = generateSarif({ results: 3, rules: 1, seed: 7 }) as any;
    doc.runs[0].tool.driver.name = 'DismissScan';
    const first = await upload('acme/webapp', doc);
    await processed('acme/webapp', first.body.id);
    const list = async (query = '') =>
      (
        await call(
          'GET',
          `/repos/acme/webapp/code-scanning/alerts?tool_name=DismissScan${query}`,
          'svc_pat_octocat',
        )
      ).body as any[];
    const [target] = await list();
    const path = `/repos/acme/webapp/code-scanning/alerts/${target.number}`;
    // A listing is made once while the state is unchanged (a reader of 2,000 pages made it 2,000 times): reading
    // changes nothing, and the same listing after a change is made again.
    const version = emu.ctx.store.version;
    expect((await list('&state=open')).map((a) => a.number)).toContain(target.number);
    expect((await list('&state=open&page=1')).map((a) => a.number)).toContain(target.number);
    expect(emu.ctx.store.version).toBe(version);
    const readOnly = await call('PATCH', path, 'svc_pat_hubot', { state: 'open' });
    expect(readOnly.status).toBe(403);
    const dismissed = await call('PATCH', path, 'svc_fgpat_mona', {
      state: 'dismissed',
      dismissed_reason: 'used in tests',
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toMatchObject({
      state: 'dismissed',
      dismissed_by: { login: 'mona' },
      dismissed_comment: null,
    });
    // A new analysis that still reports it leaves it dismissed.
    const again = await upload('acme/webapp', doc);
    await processed('acme/webapp', again.body.id);
    expect((await call('GET', path, 'svc_pat_octocat')).body.state).toBe('dismissed');
    expect((await list('&state=dismissed')).map((a) => a.number)).toEqual([target.number]);
    expect((await list('&state=closed')).map((a) => a.number)).toEqual([target.number]);
    expect((await list('&state=open')).map((a) => a.number)).not.toContain(target.number);
    const org = (
      await call(
        'GET',
        '/orgs/acme/code-scanning/alerts?tool_name=DismissScan&state=dismissed',
        'svc_pat_octocat',
      )
    ).body as any[];
    expect(org.map((a) => a.number)).toEqual([target.number]);
    const tooLong = await call('PATCH', path, 'svc_pat_octocat', {
      state: 'dismissed',
      dismissed_reason: 'false positive',
      dismissed_comment: 'x'.repeat(281),
    });
    expect(tooLong.status).toBe(422);
    expect((await call('PATCH', path, 'svc_pat_octocat', { state: 'open' })).body).toMatchObject({
      state: 'open',
      dismissed_by: null,
    });
    expect((await list('&state=open')).map((a) => a.number)).toContain(target.number);
  });

  it('keeps only the top 5,000 results of a run, and fails an upload above a maximum with the reasons', async () => {
    const big = generateSarif({ results: 5_200, rules: 20, seed: 8 }) as any;
    big.runs[0].automationDetails = { id: 'big/' };
    big.runs[0].tool.driver.name = 'BigScanner';
    const up = await upload('acme/webapp', big);
    await processed('acme/webapp', up.body.id);
    const page = await call(
      'GET',
      '/repos/acme/webapp/code-scanning/alerts?tool_name=BigScanner&per_page=100&page=50',
      'svc_pat_octocat',
    );
    expect(page.body).toHaveLength(100);
    expect(page.headers.get('link')).toContain('rel="prev"');
    expect(page.headers.get('link')).not.toContain('rel="next"');
    // The dashboard's kept-versus-dropped chart reads what the service kept of the upload.
    const charts = (await (await emu.admin('/charts')).json()) as {
      uploads: { id: string; results: { received: number; kept: number } | null }[];
    };
    expect(charts.uploads.find((u) => u.id === up.body.id)?.results).toEqual({
      received: 5_200,
      kept: 5_000,
    });

    const tooMany = {
      version: '2.1.0',
      runs: Array.from({ length: 21 }, (_, i) => ({ tool: { driver: { name: `T${i}` } }, results: [] })),
    };
    const failed = await processed('acme/webapp', (await upload('acme/webapp', tooMany)).body.id);
    expect(failed.processing_status).toBe('failed');
    expect(failed.errors).toEqual(['the upload has 21 runs; at most 20 are accepted']);

    const invalid = await processed(
      'acme/webapp',
      (await upload('acme/webapp', fixture('gosec-taxonomy-fixes-null-artifactchanges.sarif'))).body.id,
    );
    expect(invalid.processing_status).toBe('failed');
    expect(invalid.errors[0]).toMatch(
      /\/runs\/0\/results\/4\/fixes\/0\/artifactChanges.*must be array, found null/,
    );
  });

  it('checks the request as the service does: 422, 400, 413, 403, 404, 401', async () => {
    const doc = fixture('eslint-simple-example.sarif');
    const badRef = await upload('acme/webapp', doc, { ref: 'main' });
    expect(badRef.status).toBe(422);
    expect(badRef.body.errors[0].field).toBe('ref');
    expect((await upload('acme/webapp', doc, { commit_sha: 'abc' })).status).toBe(422);
    const notBase64 = await call('POST', '/repos/acme/webapp/code-scanning/sarifs', 'svc_workflow_webapp', {
      commit_sha: SHA,
      ref: 'refs/pull/7/merge',
      sarif: '%%%',
    });
    expect(notBase64.status).toBe(400); // the description documents no body for 400
    expect(notBase64.body.message).toMatch(/not Base64/);
    const notGzip = await call('POST', '/repos/acme/webapp/code-scanning/sarifs', 'svc_workflow_webapp', {
      commit_sha: SHA,
      ref: 'refs/pull/7/head',
      sarif: Buffer.from('{}').toString('base64'),
    });
    expect(notGzip.body.message).toMatch(/not gzip/);
    const huge = await call('POST', '/repos/acme/webapp/code-scanning/sarifs', 'svc_workflow_webapp', {
      commit_sha: SHA,
      ref: 'refs/heads/main',
      sarif: Buffer.alloc(10_000_001, 7).toString('base64'),
    });
    expect(huge.status).toBe(413); // the description documents no body for 413
    expect(huge.body.message).toMatch(/too large/);
    const archived = await upload('acme/legacy', doc, {}, 'svc_pat_octocat');
    expect([archived.status, archived.body.message]).toEqual([
      403,
      'Repository is archived: code scanning uploads are not accepted.',
    ]);
    expect(contractErrors(UPLOAD, 403, archived.body)).toEqual([]);
    expect((await upload('acme/no-ghas', doc, {}, 'svc_pat_octocat')).status).toBe(403);
    expect((await upload('acme/secret-service', doc, {}, 'svc_pat_octocat_public')).status).toBe(404);
    expect((await upload('acme/webapp', doc, {}, 'svc_pat_hubot')).status).toBe(403);
    expect((await call('GET', '/repos/acme/webapp/code-scanning/alerts', undefined)).status).toBe(401);
    const unknown = await call('GET', '/repos/acme/webapp/code-scanning/sarifs/nope', 'svc_pat_octocat');
    expect(unknown.status).toBe(404); // the description documents no body for this 404
    expect(unknown.body.message).toMatch(/No SARIF upload/);
    const both = await call(
      'GET',
      '/repos/acme/webapp/code-scanning/alerts?tool_name=x&tool_guid=y',
      'svc_pat_octocat',
    );
    expect(both.status).toBe(422);
  });

  it('fails processing on demand (fault injection)', async () => {
    const rule = await emu.admin(`/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/code-scanning/sarifs$', failProcessing: true, times: 1 }),
    });
    expect(rule.status).toBe(201);
    const failed = await processed(
      'acme/webapp',
      (await upload('acme/webapp', fixture('bandit-python-1result.sarif'))).body.id,
    );
    expect(failed).toEqual(
      expect.objectContaining({
        processing_status: 'failed',
        errors: ['processing failed (injected fault)'],
      }),
    );
    const next = await processed(
      'acme/webapp',
      (await upload('acme/webapp', fixture('bandit-python-1result.sarif'))).body.id,
    );
    expect(next.processing_status).toBe('complete');
  });
});

describe('organization alert listing', () => {
  it('lists alerts with their repository for an owner or security manager, with cursors', async () => {
    const all = await call('GET', '/orgs/ACME/code-scanning/alerts?per_page=5', 'svc_pat_octocat');
    expect(all.status).toBe(200);
    expect(contractErrors(ORG_LIST, 200, all.body)).toEqual([]);
    expect(all.body.every((a: any) => a.repository.full_name === 'acme/webapp')).toBe(true);
    const sorted = (
      await call('GET', '/orgs/acme/code-scanning/alerts?per_page=100&direction=asc', 'svc_pat_octocat')
    ).body;
    expect(sorted.length).toBe(100);
    // The cursors come from the Link header only: follow next, then prev.
    const first = await call(
      'GET',
      '/orgs/acme/code-scanning/alerts?per_page=3&direction=asc',
      'svc_pat_octocat',
    );
    expect(first.body.map((a: any) => a.number)).toEqual(sorted.slice(0, 3).map((a: any) => a.number));
    const firstLinks = first.headers.get('link')!;
    expect(firstLinks).not.toMatch(/[?&]page=|rel="prev"/);
    const next = /<([^>]+)>; rel="next"/.exec(firstLinks)![1];
    expect(new URL(next).searchParams.get('after')).toEqual(expect.any(String));
    const after = await call('GET', next, 'svc_pat_octocat');
    expect(after.body.map((a: any) => a.number)).toEqual(sorted.slice(3, 6).map((a: any) => a.number));
    expect(after.headers.get('link')).toMatch(/before=.*rel="prev".*after=.*rel="next"/);
    const prev = /<([^>]+)>; rel="prev"/.exec(after.headers.get('link')!)![1];
    const back = await call('GET', prev, 'svc_pat_octocat');
    expect(back.body.map((a: any) => a.number)).toEqual(sorted.slice(0, 3).map((a: any) => a.number));
    // Asking for a page keeps page links; a cursor that was never given is refused.
    const paged = await call('GET', '/orgs/acme/code-scanning/alerts?per_page=3&page=2', 'svc_pat_octocat');
    expect(paged.headers.get('link')).toMatch(/page=3>; rel="next"/);
    expect(
      (await call('GET', '/orgs/acme/code-scanning/alerts?after=forged', 'svc_pat_octocat')).status,
    ).toBe(422);
    const severe = (
      await call('GET', '/orgs/acme/code-scanning/alerts?severity=critical&per_page=100', 'svc_pat_octocat')
    ).body;
    expect(
      severe.every(
        (a: any) => a.rule.security_severity_level === 'critical' || a.rule.severity === 'critical',
      ),
    ).toBe(true);
    expect((await call('GET', '/orgs/acme/code-scanning/alerts', 'svc_pat_hubot')).status).toBe(403);
    const missing = await call('GET', '/orgs/nope/code-scanning/alerts', 'svc_pat_octocat');
    expect(missing.status).toBe(404);
    expect(contractErrors(ORG_LIST, 404, missing.body)).toEqual([]);
  });
});
