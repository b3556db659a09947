/**
 * What the dashboard shows, read from the state: uploads with their processing, alerts by repository, Pages sites
 * and deployments with their status history, deploy keys, the seed's tokens (masked), faults and the journal.
 */
import type { Ctx } from '../http.js';
import { pageUrl, runtime, type DeploymentRecord } from '../pages/area.js';
import { bindingLog, type BindingEvent } from '../actions/runs.js';
import { deploymentState } from '../pages/deployments.js';
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
}

interface Areas {
  codeScanning?: {
    uploads: Record<
      string,
      { id?: string; repoId: number; ref: string; status: string; errors: string[]; createdAt: string }
    >;
    alerts: {
      repoId: number;
      number: number;
      rule: { id: string; severity: string; security_severity_level?: string | null };
      tool: { name: string };
      instances: Record<
        string,
        { state: string; message: { text: string }; location: { path: string; start_line: number } }
      >;
    }[];
  };
  pages?: { sites: { repoId: number; buildType: string }[]; deployments: DeploymentRecord[] };
  deployKeys?: {
    keys: { id: number; repoId: number; title: string; readOnly: boolean; createdAt: string }[];
  };
}

/** A secret shown without giving any of it away: only its kind prefix (svc_pat_, svc_workflow_, …). */
export function maskToken(token: string): string {
  const prefix = /^[a-z]+_(?:[a-z]+_)?/i.exec(token)?.[0] ?? '';
  return `${prefix}${'•'.repeat(8)}`;
}

export function overview(ctx: Ctx): Overview {
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
        .sort((x, y) => y.createdAt.localeCompare(x.createdAt)),
      alerts: (cs?.alerts ?? []).flatMap((al) =>
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
    };
  });
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
