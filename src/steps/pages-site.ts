/**
 * The other Pages steps: create or update a repository's site (ensurePagesSite), request a build and wait for it
 * to be built or errored (buildPagesSite), and wait for the DNS health check of the site's custom domain
 * (checkPagesHealth: the service answers 202 while it runs, then 200), each with text and Markdown renderings
 * for the CLI and the job summary.
 */
import {
  ApiError,
  sleepUnlessAborted,
  type ApiClient,
  type Clock,
  type Logger,
  type PagesBuild,
  type PagesHealth,
  type PagesHostCheck,
  type PagesSite,
} from '../api/index.js';
import { formatDuration } from '../format.js';
import { MARK, table, text } from '../summary/markdown.js';

// ---------------------------------------------------------------------------------------------------------------
// Site

export type BuildType = 'legacy' | 'workflow';

export interface EnsureSiteOptions {
  owner: string;
  repo: string;
  /** legacy (built from a branch) or workflow (deployed by a workflow). Default at creation: workflow, unless a source is given. */
  buildType?: BuildType;
  source?: { branch: string; path?: '/' | '/docs' };
  /** A custom domain, or null to remove it. */
  cname?: string | null;
  httpsEnforced?: boolean;
}

export interface EnsureSiteResult {
  site: PagesSite & { build_type?: string };
  created: boolean;
  /** The settings changed by an update (cname, https_enforced, build_type, source). */
  updated: string[];
}

/** Create the site if it does not exist, then update the settings given that differ from the site's. */
export async function ensurePagesSite(api: ApiClient, o: EnsureSiteOptions): Promise<EnsureSiteResult> {
  const repo = { owner: o.owner, repo: o.repo };
  let site = await getSite(api, repo);
  let created = false;
  if (!site) {
    try {
      site = await api.pages.create({
        ...repo,
        ...(o.source ? { source: o.source } : {}),
        ...(o.buildType || !o.source ? { build_type: o.buildType ?? 'workflow' } : {}),
      });
      created = true;
    } catch (err) {
      // Created meanwhile by someone else: update it like an existing one.
      if (!(err instanceof ApiError && err.status === 409)) throw err;
      site = (await getSite(api, repo))!;
    }
  }
  const current = site as EnsureSiteResult['site'];
  const changes: Parameters<ApiClient['pages']['update']>[0] = { ...repo };
  const updated: string[] = [];
  if (o.cname !== undefined && (o.cname ?? null) !== (current.cname ?? null)) {
    changes.cname = o.cname;
    updated.push('cname');
  }
  if (o.httpsEnforced !== undefined && o.httpsEnforced !== current.https_enforced) {
    changes.https_enforced = o.httpsEnforced;
    updated.push('https_enforced');
  }
  if (!created && o.buildType !== undefined && o.buildType !== current.build_type) {
    changes.build_type = o.buildType;
    updated.push('build_type');
  }
  if (!created && o.source !== undefined) {
    const path = o.source.path ?? '/';
    if (o.source.branch !== current.source?.branch || path !== current.source?.path) {
      changes.source = { branch: o.source.branch, path };
      updated.push('source');
    }
  }
  if (updated.length > 0) {
    await api.pages.update(changes);
    site = await api.pages.get(repo);
  }
  return { site: site as EnsureSiteResult['site'], created, updated };
}

async function getSite(
  api: ApiClient,
  repo: { owner: string; repo: string },
): Promise<PagesSite | undefined> {
  try {
    return await api.pages.get(repo);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return undefined;
    throw err;
  }
}

export function formatSiteText(r: EnsureSiteResult): string {
  const s = r.site;
  const what = r.created
    ? 'created'
    : r.updated.length > 0
      ? `updated (${r.updated.join(', ')})`
      : 'unchanged';
  return [
    `Pages site ${what}: ${s.html_url}`,
    `  build type ${s.build_type ?? '(not shown)'}, source ${s.source ? `${s.source.branch}${s.source.path ?? '/'}` : '(not shown)'}, status ${s.status ?? '(none yet)'}`,
    `  custom domain ${s.cname ?? '(none)'}, HTTPS ${s.https_enforced ? 'enforced' : 'not enforced'}, ${s.public ? 'public' : 'private'}`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Build

export interface WaitOptions {
  owner: string;
  repo: string;
  /** Give up after this long, in ms. */
  timeoutMs?: number;
  /** Between polls, in ms. */
  intervalMs?: number;
  logger?: Partial<Logger>;
  /** Default: the client's clock. */
  clock?: Clock;
}

export interface BuildResult {
  ok: boolean;
  outcome: 'built' | 'errored' | 'timed-out';
  build: PagesBuild;
  /** The build's own URL (by id). */
  url: string;
  message: string;
}

/**
 * Request a build of the default branch and wait until it is built or errored (default timeout 10 minutes,
 * polls every 5 s). Polls the latest build, or the requested one by id once a newer build exists.
 */
export async function buildPagesSite(api: ApiClient, o: WaitOptions): Promise<BuildResult> {
  const repo = { owner: o.owner, repo: o.repo };
  const clock = o.clock ?? api.clock;
  const timeoutMs = o.timeoutMs ?? 600_000;
  const intervalMs = o.intervalMs ?? 5_000;
  const start = clock.now();
  const requested = await api.pages.requestBuild(repo);
  o.logger?.info?.(`requested a Pages build of ${o.owner}/${o.repo}: ${requested.status}`);
  // The answer names the build by id, or (as the spec has it) by the latest-build URL: then the build is the
  // latest one at the first look, followed by its id from there on.
  const idOf = (url: string) => Number(new URL(url).pathname.split('/').pop());
  let own = Number.isSafeInteger(idOf(requested.url)) ? requested.url : undefined;
  let last = '';
  for (;;) {
    let build = await api.pages.latestBuild(repo);
    own ??= build.url;
    const id = idOf(own);
    if (build.url !== own && Number.isSafeInteger(id))
      build = await api.pages.getBuild({ ...repo, build_id: id });
    if (build.status !== last) o.logger?.info?.(`Pages build: ${build.status}`);
    last = build.status;
    if (build.status === 'built') {
      return {
        ok: true,
        outcome: 'built',
        build,
        url: build.url,
        message: `commit ${build.commit} in ${formatDuration(build.duration)}`,
      };
    }
    if (build.status === 'errored') {
      return {
        ok: false,
        outcome: 'errored',
        build,
        url: build.url,
        message: `the build failed: ${build.error?.message ?? 'no message from the service'}`,
      };
    }
    const waited = clock.now() - start;
    if (waited >= timeoutMs) {
      return {
        ok: false,
        outcome: 'timed-out',
        build,
        url: build.url,
        message: `the build was still ${build.status} after ${formatDuration(waited)} (the timeout)`,
      };
    }
    // Up to the timeout, then one last look. A stop (the client's signal) ends the wait; the next request says so.
    await sleepUnlessAborted(clock, Math.min(intervalMs, timeoutMs - waited), api.signal);
  }
}

export function formatBuildText(r: BuildResult): string {
  return `Pages build ${r.build.status}: ${r.message}\n  ${r.url}`;
}

// ---------------------------------------------------------------------------------------------------------------
// DNS health

export interface HealthResult {
  /** The custom domain is valid and served by Pages. */
  ok: boolean;
  health: PagesHealth;
  /** What is wrong, one line per problem (reasons, HTTPS and CAA errors of each host). */
  problems: string[];
}

/** Wait for the DNS health check (202 while it runs; default timeout 60 s, polls every 2 s) and judge it. */
export async function checkPagesHealth(api: ApiClient, o: WaitOptions): Promise<HealthResult> {
  const health = await api.pages.health(
    { owner: o.owner, repo: o.repo },
    {
      ...(o.timeoutMs !== undefined ? { timeoutMs: o.timeoutMs } : {}),
      ...(o.intervalMs !== undefined ? { intervalMs: o.intervalMs } : {}),
    },
  );
  const problems: string[] = [];
  const hosts = [health.domain, health.alt_domain].filter((h): h is PagesHostCheck => !!h);
  for (const h of hosts) {
    for (const p of [h.reason, h.https_error, h.caa_error]) if (p) problems.push(`${h.host}: ${p}`);
    if (!h.is_valid && !h.reason) problems.push(`${h.host}: not valid`);
  }
  return { ok: health.domain.is_valid === true, health, problems };
}

const yes = (b: boolean) => (b ? 'yes' : 'no');

function hostRows(h: PagesHostCheck): [string, string][] {
  return [
    ['valid', yes(h.is_valid)],
    ['DNS resolves', yes(h.dns_resolves)],
    ['served by Pages', yes(h.is_served_by_pages)],
    [
      'record',
      h.is_apex_domain
        ? `apex (A record: ${yes(h.is_a_record)})`
        : `subdomain (CNAME: ${yes(h.has_cname_record)})`,
    ],
    [
      'HTTPS',
      `${h.responds_to_https ? 'responds' : 'no answer'}, ${h.enforces_https ? 'enforced' : 'not enforced'}, ${h.is_https_eligible ? 'eligible' : 'not eligible'}`,
    ],
  ];
}

export function formatHealthText(r: HealthResult): string {
  const out = [`DNS health: ${r.ok ? 'OK' : 'PROBLEMS'} for ${r.health.domain.host}`];
  for (const h of [r.health.domain, r.health.alt_domain]) {
    if (!h) continue;
    out.push(
      `  ${h.host}: ${hostRows(h)
        .map(([k, v]) => `${k} ${v}`)
        .join('; ')}`,
    );
  }
  for (const p of r.problems) out.push(`  problem: ${p}`);
  return out.join('\n');
}

/** The health check as a job summary section. */
export function renderHealthMarkdown(r: HealthResult): string {
  const hosts = [r.health.domain, r.health.alt_domain].filter((h): h is PagesHostCheck => !!h);
  const out = [
    '### Pages DNS health',
    '',
    `${r.ok ? MARK.ok : MARK.failed} **${text(r.health.domain.host)}** ${r.ok ? 'is valid and served by Pages' : 'has problems'}`,
    '',
  ];
  const rows = hosts.map(hostRows);
  out.push(
    table(
      ['check', ...hosts.map((h) => h.host)],
      rows[0].map((_, i) => [text(rows[0][i][0]), ...rows.map((x) => text(x[i][1]))]),
    ),
    '',
  );
  if (r.problems.length > 0) out.push(...r.problems.map((p) => `- ${text(p, 500)}`), '');
  return out.join('\n');
}
