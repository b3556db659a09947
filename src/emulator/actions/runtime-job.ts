/**
 * The job a runtime token (ACTIONS_RUNTIME_TOKEN, which is also ACTIONS_ID_TOKEN_REQUEST_TOKEN) stands for: its
 * run, and the workflow token the runner gave that job. Undefined when the token is not a valid runtime token of
 * this emulator, or its run is no longer bound.
 */
import type { Ctx } from '../http.js';
import { issuerFor } from '../oidc-issuer.js';
import { findRepo } from '../state.js';
import { jobTokenDigest, RUNTIME_AUDIENCE } from './runtime-token.js';
import { jobsOf, type Job } from './runs.js';

export async function jobOfRuntimeToken(ctx: Ctx, jwt: string): Promise<Job | undefined> {
  const claims = await (await issuerFor(ctx)).verifyOwn(jwt, RUNTIME_AUDIENCE).catch(() => undefined);
  if (!claims) return undefined;
  const [owner = '', name = ''] = String(claims.repository).split('/');
  const repo = ctx.store.read((s) => findRepo(s, owner, name));
  if (!repo) return undefined;
  const jobs = jobsOf(ctx, repo).filter((j) => String(j.run.id) === String(claims.run_id));
  return typeof claims.job_token === 'string'
    ? jobs.find((j) => jobTokenDigest(j.secret) === claims.job_token)
    : jobs[0];
}
