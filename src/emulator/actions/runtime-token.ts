/**
 * The job's runtime token (ACTIONS_RUNTIME_TOKEN): a JWT signed by the emulator's issuer whose `scp` claim carries
 * the run's and the job's backend ids (`Actions.Results:<run>:<job>`), which is where `@actions/artifact` reads them.
 */
import { createHash } from 'node:crypto';
import type { Ctx } from '../http.js';
import { issuerFor } from '../oidc-issuer.js';
import { fullName } from '../state.js';
import type { Run } from './run-types.js';

export const RUNTIME_AUDIENCE = 'actions.results';
/** As long as a job may run. */
const RUNTIME_TOKEN_SECONDS = 6 * 3600;

/** The backend ids of a run and its job, in the UUID shape the service uses. */
export function backendIds(run: Run): { runId: string; jobId: string } {
  const uuid = (seed: string) => {
    const h = createHash('sha256').update(seed).digest('hex');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
  };
  return { runId: uuid(`run:${run.id}`), jobId: uuid(`job:${run.id}:${run.job}`) };
}

/** Which workflow token a runtime token goes with (two jobs of one run have two): a digest, not the secret. */
export const jobTokenDigest = (secret: string) =>
  createHash('sha256').update(`job-token:${secret}`).digest('base64url').slice(0, 22);

/** The runtime token the runner hands a job (ACTIONS_RUNTIME_TOKEN, also ACTIONS_ID_TOKEN_REQUEST_TOKEN). */
export async function runtimeToken(ctx: Ctx, run: Run, workflowSecret?: string): Promise<string> {
  const { runId, jobId } = backendIds(run);
  const now = Math.floor(Date.now() / 1000);
  return (await issuerFor(ctx)).sign({
    aud: RUNTIME_AUDIENCE,
    sub: `run:${run.id}`,
    exp: now + RUNTIME_TOKEN_SECONDS,
    scp: `Actions.GenericRead:${runId} Actions.Results:${runId}:${jobId}`,
    repository: fullName(run.repo),
    run_id: String(run.id),
    ref: run.ref,
    actor: run.actor,
    ...(workflowSecret ? { job_token: jobTokenDigest(workflowSecret) } : {}),
  } as never);
}
