/**
 * What the dashboard shows, read from the state: uploads with their processing, alerts by repository, Pages sites
 * and deployments with their status history, deploy keys, the seed's tokens (masked), faults and the journal.
 */
import { savedAlerts, savedArea, type Alert, type Area } from '../code-scanning/area.js';
import type { Ctx } from '../http.js';
import { iso, pageUrl, runtime, type ArtifactRecord, type DeploymentRecord } from '../pages/area.js';
import type { CacheEntry } from '../actions/cache-service.js';
import { bindingLog, jobsOf, type BindingEvent } from '../actions/runs.js';
import { deploymentState } from '../pages/deployment-status.js';
import { fullName, type Repo, type State } from '../state.js';

export interface Overview {
  /** Whether the state directory takes writes: `ok`, or `full` / `failing` with why and since when. */
  storage: { state: 'ok' } | { state: 'full' | 'failing'; message: string; since: string };
  uploads: { id: string; repo: string; ref: string; status: string; errors: string[]; createdAt: string }[];
  alerts: {
    repo: string;
    number: number;
    rule: string;
    severity: string;
    tool: string;
    state: string;
    path: string;
    message: string;
  }[];
  sites: { repo: string; buildType: string; url: string }[];
  deployments: {
    id: number;
    repo: string;
    environment: string;
    status: string;
    history: string[];
    url: string;
    /** The artifact it served: its id, name and run (none for a store artifact put without a workflow token). */
    artifact: { id: number; name: string | null; runId: number | null };
  }[];
  deployKeys: { id: number; repo: string; title: string; readOnly: boolean; createdAt: string }[];
  tokens: { token: string; kind: string; who: string; grants: string }[];
  /** Runs bound to workflow tokens (by the admin API, or on first use with auto-bind), latest first. */
  bindings: BindingEvent[];
  /** Workflow runs, newest first: each with the jobs whose tokens it bound, its artifacts and its deployments. */
  runs: RunRow[];
  /** The runner's cache entries (actions/cache-service.ts), newest first; saves not finalized left out. */
  caches: { repo: string; ref: string; key: string; size: number; savedAt: string; readAt: string }[];
}

export interface RunRow {
  repo: string;
  id: number;
  attempt: number;
  workflow: string;
  workflowPath: string;
  event: string;
  ref: string;
  sha: string;
  jobs: string[];
  /** Its artifacts' names. */
  artifacts: string[];
  /** Ids of the deployments of its artifacts. */
  deployments: number[];
}

interface Areas {
  codeScanning?: Area;
  pages?: {
    sites: { repoId: number; buildType: string }[];
    deployments: DeploymentRecord[];
    artifacts: ArtifactRecord[];
  };
  deployKeys?: {
    keys: { id: number; repoId: number; title: string; readOnly: boolean; createdAt: string }[];
  };
  actionsCache?: { entries: CacheEntry[] };
}

/** A secret shown without giving any of it away: only its kind prefix (svc_pat_, svc_workflow_, …). */
export function maskToken(token: string): string {
  const prefix = /^[a-z]+_(?:[a-z]+_)?/i.exec(token)?.[0] ?? '';
  return `${prefix}${'•'.repeat(8)}`;
}

/** `alerts: false` leaves the alerts out (the dashboard pages them: alertPage). */
export function overview(ctx: Ctx, { alerts = true }: { alerts?: boolean } = {}): Overview {
  const now = Date.now();
  const inFlight = runtime(ctx).inFlight;
  return ctx.store.read((s: Readonly<State>) => {
    const repo = new Map<number, Repo>(s.repos.map((r) => [r.id, r]));
    const name = (id: number) => (repo.has(id) ? fullName(repo.get(id)!) : `#${id}`);
    const a = s.areas as Areas;
    const cs = a.codeScanning;
    const problem = ctx.store.storageProblem;
    return {
      storage: problem
        ? { state: problem.full ? 'full' : 'failing', message: problem.message, since: problem.since }
        : { state: 'ok' },
      uploads: Object.entries(cs?.uploads ?? {})
        .map(([id, u]) => ({
          id,
          repo: name(u.repoId),
          ref: u.ref,
          status: u.status,
          errors: [...u.errors],
          createdAt: u.createdAt,
        }))
        // Newest first: the times have whole seconds, so those of one second stay newest first (the sort is stable).
        .reverse()
        .sort((x, y) => y.createdAt.localeCompare(x.createdAt)),
      alerts: (alerts ? (cs?.alerts ?? []) : []).flatMap((al) =>
        Object.values(al.instances)
          .slice(0, 1)
          .map((i) => ({
            repo: name(al.repoId),
            number: al.number,
            rule: al.rule.id,
            severity: al.rule.security_severity_level ?? al.rule.severity,
            tool: al.tool.name,
            state: i.state,
            path: `${i.location.path}:${i.location.start_line}`,
            message: i.message.text,
          })),
      ),
      sites: (a.pages?.sites ?? []).map((site) => ({
        repo: name(site.repoId),
        buildType: site.buildType,
        url: repo.has(site.repoId) ? pageUrl(ctx, repo.get(site.repoId)!) : '',
      })),
      deployments: (a.pages?.deployments ?? [])
        .map((d) => ({
          id: d.id,
          repo: name(d.repoId),
          environment: d.environment,
          status: deploymentState(d, now, inFlight).status,
          history: history(d, now, inFlight),
          url: repo.has(d.repoId) ? pageUrl(ctx, repo.get(d.repoId)!) : '',
          artifact: { id: d.artifactId, name: d.artifactName ?? null, runId: d.artifactRunId ?? null },
        }))
        .reverse(),
      deployKeys: (a.deployKeys?.keys ?? []).map((k) => ({
        id: k.id,
        repo: name(k.repoId),
        title: k.title,
        readOnly: k.readOnly,
        createdAt: k.createdAt,
      })),
      tokens: Object.entries(s.tokens).map(([secret, t]) => ({
        token: maskToken(secret),
        kind: t.kind,
        who: 'user' in t ? t.user : 'app' in t ? t.app : t.repository,
        grants:
          'scopes' in t
            ? t.scopes.join(', ') || '(no scope)'
            : Object.entries(t.permissions)
                .map(([k, v]) => `${k}: ${v}`)
                .join(', '),
      })),
      bindings: [...bindingLog(ctx)].reverse(),
      runs: workflowRuns(ctx, s.repos, a.pages),
      caches: (a.actionsCache?.entries ?? [])
        .filter((e) => !e.pending)
        .map((e) => ({
          repo: name(e.repoId),
          ref: e.ref,
          key: e.key,
          size: e.size,
          savedAt: iso(e.createdAt),
          readAt: iso(e.lastReadAt),
        }))
        .reverse(),
    };
  });
}

/**
 * Every repository's workflow runs, newest first, each once with the jobs (tokens) bound to it. Read from the state
 * as it is: showing the dashboard creates nothing (not even an empty area).
 */
function workflowRuns(ctx: Ctx, repos: readonly Repo[], pages: Areas['pages']): RunRow[] {
  const rows = new Map<string, RunRow>();
  const deployments = pages?.deployments ?? [];
  for (const repo of repos) {
    const artifacts = (pages?.artifacts ?? []).filter((x) => x.repoId === repo.id && !x.pending);
    for (const { run } of jobsOf(ctx, repo)) {
      const key = `${repo.id} ${run.id} ${run.attempt}`;
      const known = rows.get(key);
      if (known) {
        if (!known.jobs.includes(run.job)) known.jobs.push(run.job);
        continue;
      }
      const own = artifacts.filter((x) => x.runId === run.id);
      rows.set(key, {
        repo: fullName(repo),
        id: run.id,
        attempt: run.attempt,
        workflow: run.workflow,
        workflowPath: run.workflowPath,
        event: run.eventName,
        ref: run.ref,
        sha: run.sha,
        jobs: [run.job],
        artifacts: own.map((x) => x.name),
        deployments: deployments
          .filter((d) => d.repoId === repo.id && d.artifactRunId === run.id)
          .map((d) => d.id),
      });
    }
  }
  return [...rows.values()].sort((x, y) => y.id - x.id || y.attempt - x.attempt);
}

/** The statuses a deployment went through, each once, in order (its state is derived from its timestamps). */
function history(d: DeploymentRecord, now: number, inFlight: ReadonlySet<number>): string[] {
  const S = d.stepMs;
  const synced = d.syncedMs === undefined ? undefined : Math.max(d.syncedMs, d.createdMs + 2 * S);
  const times = [d.createdMs, d.createdMs + S];
  if (synced !== undefined) for (let k = 0; k <= 3; k++) times.push(synced + k * S);
  const seen: string[] = [];
  for (const t of times.filter((t) => t <= now)) {
    const status = deploymentState({ ...d, cancelledMs: undefined, failure: undefined }, t, inFlight).status;
    if (seen[seen.length - 1] !== status) seen.push(status);
  }
  const last = deploymentState(d, now, inFlight).status;
  if (seen[seen.length - 1] !== last) seen.push(last);
  return seen;
}

/** Severities as the dashboard ranks and colours them: security severities first, then SARIF levels. */
export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'error', 'warning', 'note', 'none'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const ALERT_SORTS = ['severity', 'number', 'repo', 'rule', 'tool', 'state', 'path'] as const;
export type AlertSort = (typeof ALERT_SORTS)[number];

/** One page of the alert table: filters (exact severity, state, tool; text in any column), sort and page. */
export interface AlertQuery {
  page: number;
  perPage: number;
  severity: string;
  state: string;
  tool: string;
  q: string;
  sort: AlertSort;
  direction: 'asc' | 'desc';
}

export const MAX_ALERTS_PER_PAGE = 500;

/** The parameters alertQuery reads (the dashboard's script keeps these of its address). */
export const ALERT_QUERY_PARAMS = [
  'page',
  'per_page',
  'severity',
  'state',
  'tool',
  'q',
  'sort',
  'direction',
] as const;

/**
 * The query from a request's parameters. Lenient on purpose (it drives a page, not a client): an unknown sort or
 * direction is the default one, a page out of range is the nearest page, per_page is 1…500.
 */
export function alertQuery(raw: unknown): AlertQuery {
  const p = (raw ?? {}) as Record<string, unknown>;
  const str = (k: string) => (typeof p[k] === 'string' ? (p[k] as string) : '');
  const int = (k: string, d: number) => (/^\d{1,9}$/.test(str(k)) ? Number(str(k)) : d);
  const sort = str('sort') as AlertSort;
  return {
    page: Math.max(1, int('page', 1)),
    perPage: Math.min(MAX_ALERTS_PER_PAGE, Math.max(1, int('per_page', 50))),
    severity: str('severity'),
    state: str('state'),
    tool: str('tool'),
    q: str('q').trim().toLowerCase(),
    sort: ALERT_SORTS.includes(sort) ? sort : 'severity',
    direction: str('direction') === 'asc' ? 'asc' : 'desc',
  };
}

export type AlertRow = Overview['alerts'][number];

export interface AlertPage {
  query: AlertQuery;
  /** Every alert, whatever the filters. */
  total: number;
  /** The alerts the filters select (all pages). */
  matching: number;
  pages: number;
  /** Alerts by severity among those the other filters (state, tool, text) select: the severity bar. */
  bySeverity: Record<Severity, number>;
  /** The tools and states present, for the filters' choices. */
  tools: string[];
  states: string[];
  alerts: AlertRow[];
}

const severityOf = (a: Alert) => a.rule.security_severity_level ?? a.rule.severity;
const rankOfSeverity = (s: string) => {
  const i = (SEVERITIES as readonly string[]).indexOf(s);
  return i < 0 ? SEVERITIES.length : i;
};

/**
 * One page of alerts, read past the change tracker (store.peek: 50,000 alerts through its proxies took seconds),
 * each row built only for the page shown.
 */
export function alertPage(ctx: Ctx, query: AlertQuery): AlertPage {
  return ctx.store.peek((s) => {
    const names = new Map<number, string>(s.repos.map((r) => [r.id, fullName(r)]));
    const name = (id: number) => names.get(id) ?? `#${id}`;
    const all = savedAlerts(s);
    const first = (a: Alert) => {
      for (const k in a.instances) return a.instances[k];
      return undefined;
    };
    const bySeverity = Object.fromEntries(SEVERITIES.map((v) => [v, 0])) as Record<Severity, number>;
    const tools = new Set<string>();
    const states = new Set<string>();
    const hits: { a: Alert; i: NonNullable<ReturnType<typeof first>> }[] = [];
    const q = query.q;
    for (const a of all) {
      const i = first(a);
      if (!i) continue;
      tools.add(a.tool.name);
      states.add(i.state);
      if (query.state && i.state !== query.state) continue;
      if (query.tool && a.tool.name !== query.tool) continue;
      const sev = severityOf(a);
      if (
        q &&
        ![name(a.repoId), a.rule.id, sev, a.tool.name, i.state, i.location.path, i.message.text].some((t) =>
          t.toLowerCase().includes(q),
        )
      )
        continue;
      if (sev in bySeverity) bySeverity[sev as Severity]++;
      if (query.severity && sev !== query.severity) continue;
      hits.push({ a, i });
    }
    const key: Record<AlertSort, (h: (typeof hits)[number]) => string | number> = {
      // Most severe first when descending: the rank is inverted so that one comparison serves both directions.
      severity: (h) => SEVERITIES.length - rankOfSeverity(severityOf(h.a)),
      number: (h) => h.a.number,
      repo: (h) => name(h.a.repoId),
      rule: (h) => h.a.rule.id,
      tool: (h) => h.a.tool.name,
      state: (h) => h.i.state,
      path: (h) => `${h.i.location.path}:${String(h.i.location.start_line).padStart(9, '0')}`,
    };
    const k = key[query.sort];
    const sign = query.direction === 'asc' ? 1 : -1;
    const decorated = hits.map((h) => ({ h, v: k(h), repo: name(h.a.repoId) }));
    decorated.sort((x, y) => {
      const c = x.v < y.v ? -1 : x.v > y.v ? 1 : 0;
      if (c !== 0) return sign * c;
      // Ties: by repository and number, always ascending (a stable, readable order within a severity).
      return x.repo < y.repo ? -1 : x.repo > y.repo ? 1 : x.h.a.number - y.h.a.number;
    });
    const pages = Math.max(1, Math.ceil(decorated.length / query.perPage));
    const page = Math.min(query.page, pages);
    const shown = decorated.slice((page - 1) * query.perPage, page * query.perPage);
    return {
      query: { ...query, page },
      total: all.length,
      matching: decorated.length,
      pages,
      bySeverity,
      tools: [...tools].sort(),
      states: [...states].sort(),
      alerts: shown.map(({ h: { a, i }, repo }) => ({
        repo,
        number: a.number,
        rule: a.rule.id,
        severity: severityOf(a),
        tool: a.tool.name,
        state: i.state,
        path: `${i.location.path}:${i.location.start_line}`,
        message: i.message.text,
      })),
    };
  });
}

/**
 * What changes whenever an alert does (one pass, no copy): their number, the latest update, how many are open and
 * how many dismissed. Every change processing or a dismissal makes moves one of these.
 */
export function alertsVersion(ctx: Ctx): string {
  return ctx.store.peek((s) => {
    const all = savedAlerts(s);
    let latest = '';
    let open = 0;
    let dismissed = 0;
    for (const a of all) {
      if (a.updatedAt !== undefined && a.updatedAt > latest) latest = a.updatedAt;
      if ((a as { dismissed?: unknown }).dismissed) dismissed++;
      for (const k in a.instances) if (a.instances[k].state === 'open') open++;
    }
    return `${all.length}.${open}.${dismissed}.${latest}`;
  });
}

/** What the dashboard's charts draw. */
export interface ChartData {
  /**
   * The uploads the charts draw one by one (the newest CHARTED, and the newest CHARTED processed), oldest first,
   * with the alerts each opened by severity (alerts whose processing created them: an alert found again by a later
   * upload counts for the first one only). Not every upload: 30,000 were 5 MB at each refresh of the charts.
   */
  uploads: {
    id: string;
    repo: string;
    createdAt: string;
    status: string;
    opened: Record<Severity, number>;
    /** Once processed: the results its runs had and those the service kept (null before, or when it failed). */
    results: { received: number; kept: number } | null;
  }[];
  /** Every upload counted in TIMELINE_BINS equal intervals from the first one (`from`) to now (`to`, ms). */
  timeline: { total: number; from: string; to: number; counts: number[] };
}

/** Uploads each chart draws one by one. */
export const CHARTED = 40;
export const TIMELINE_BINS = 30;

/** The uploads' times counted in TIMELINE_BINS intervals from the first to now. */
function timeline(times: readonly string[], now: number): ChartData['timeline'] {
  const counts = new Array<number>(TIMELINE_BINS).fill(0);
  if (times.length === 0) return { total: 0, from: '', to: now, counts };
  const t0 = Date.parse(times[0]);
  const to = Math.max(now, t0 + 1000);
  const step = (to - t0) / TIMELINE_BINS;
  for (const t of times) counts[Math.min(TIMELINE_BINS - 1, Math.floor((Date.parse(t) - t0) / step))]++;
  return { total: times.length, from: times[0], to, counts };
}

export function chartData(ctx: Ctx): ChartData {
  return ctx.store.peek((s) => {
    const names = new Map<number, string>(s.repos.map((r) => [r.id, fullName(r)]));
    const cs = savedArea(s);
    // An upload's alerts were created at the time its analyses were recorded (one write finishes processing), in
    // the tool and category of one of its runs (times are to the second: two uploads can finish in the same one;
    // two of the same tool and category in one second are a re-upload, whose alerts the first opened).
    // Oldest first; the times are to the second, and uploads of one second keep the order they were made in.
    const all = Object.entries(cs?.uploads ?? {}).sort((x, y) =>
      x[1].createdAt < y[1].createdAt ? -1 : x[1].createdAt > y[1].createdAt ? 1 : 0,
    );
    const processed = all.filter(([, u]) => u.results);
    const charted = new Set([...all.slice(-CHARTED), ...processed.slice(-CHARTED)].map(([id]) => id));
    const shown = all.filter(([id]) => charted.has(id));
    const since = shown[0]?.[1].createdAt ?? '';
    const uploadAt = new Map<string, string>();
    const at = (repoId: number, time: string | undefined, tool: string, category: string | undefined) =>
      JSON.stringify([repoId, time, tool, category]);
    for (const an of cs?.analyses ?? []) {
      const k = at(an.repoId, an.createdAt, an.tool.name, an.category);
      if (!uploadAt.has(k)) uploadAt.set(k, an.sarifId);
    }
    const opened = new Map<string, Record<Severity, number>>();
    for (const a of (cs?.alerts ?? []) as Alert[]) {
      if (a.createdAt < since) continue; // opened before every upload charted
      let category: string | undefined;
      for (const k in a.instances) {
        category = (a.instances[k] as { category?: string }).category;
        break;
      }
      const id = uploadAt.get(at(a.repoId, a.createdAt, a.tool.name, category));
      if (id === undefined) continue;
      let counts = opened.get(id);
      if (!counts) opened.set(id, (counts = Object.fromEntries(SEVERITIES.map((v) => [v, 0])) as never));
      const sev = severityOf(a);
      if (sev in counts) counts[sev as Severity]++;
    }
    return {
      uploads: shown.map(([id, u]) => ({
        id,
        repo: names.get(u.repoId) ?? `#${u.repoId}`,
        createdAt: u.createdAt,
        status: u.status,
        opened: opened.get(id) ?? (Object.fromEntries(SEVERITIES.map((v) => [v, 0])) as never),
        results: u.results ? { received: u.results.received, kept: u.results.kept } : null,
      })),
      timeline: timeline(
        all.map(([, u]) => u.createdAt),
        Date.now(),
      ),
    };
  });
}
