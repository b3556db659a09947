/**
 * A Pages deployment's status at a given time, from its record: the steps the service reports, each lasting the
 * deployment's step (PAGES_TIMING), and whether a status is final.
 */
import type { DeploymentRecord, FailureStatus } from './area.js';

export type DeploymentStatus =
  | 'deployment_in_progress'
  | 'syncing_files'
  | 'finished_file_sync'
  | 'updating_pages'
  | 'purging_cdn'
  | 'succeed'
  | FailureStatus
  | 'deployment_cancelled'
  | 'deployment_lost';

const FINAL_STEPS = ['finished_file_sync', 'updating_pages', 'purging_cdn'] as const;

/**
 * A deployment's status: in progress for one step, syncing files until the artifact is extracted (at least one
 * step), then one step each of finished_file_sync, updating_pages and purging_cdn, then succeed. `succeededAt`
 * is when it went live.
 */
export function deploymentState(
  d: DeploymentRecord,
  now: number,
  inFlight: ReadonlySet<number>,
): { status: DeploymentStatus; succeededAt?: number } {
  if (d.cancelledMs !== undefined) return { status: 'deployment_cancelled' };
  if (d.failure) return { status: d.failure.status };
  const S = d.stepMs;
  if (d.syncedMs === undefined) {
    if (!inFlight.has(d.id)) return { status: 'deployment_lost' };
    return { status: now < d.createdMs + S ? 'deployment_in_progress' : 'syncing_files' };
  }
  if (now < d.createdMs + S) return { status: 'deployment_in_progress' };
  const synced = Math.max(d.syncedMs, d.createdMs + 2 * S);
  if (now < synced) return { status: 'syncing_files' };
  const succeededAt = liveAt(d, d.syncedMs);
  return { status: FINAL_STEPS[Math.floor((now - synced) / S)] ?? 'succeed', succeededAt };
}

/** When a deployment synced at `syncedMs` goes live (its status becomes succeed). */
export const liveAt = (d: Pick<DeploymentRecord, 'createdMs' | 'stepMs'>, syncedMs: number): number =>
  Math.max(syncedMs, d.createdMs + 2 * d.stepMs) + FINAL_STEPS.length * d.stepMs;

const RUNNING: ReadonlySet<DeploymentStatus> = new Set<DeploymentStatus>([
  'deployment_in_progress',
  'syncing_files',
  ...FINAL_STEPS,
]);
/** succeed, or one of the failures (failed, content failed, cancelled, lost). */
export const isFinal = (s: DeploymentStatus) => !RUNNING.has(s);
