/**
 * What the runner's results services (artifacts, caches) share: Twirp's JSON over POST at the origin of
 * ACTIONS_RESULTS_URL, authorized by the job's runtime token, a JWT this emulator signs whose `scp` claim carries
 * the run's and the job's backend ids (`Actions.Results:<run>:<job>`), as the clients read them; refusals in
 * Twirp's `{ code, msg }`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../http.js';
import { issuerFor, type OidcError } from '../oidc.js';
import { ServiceError } from '../service-error.js';
import { findRepo, type Repo } from '../state.js';
import { RUNTIME_AUDIENCE } from './runtime-token.js';

/** The job a runtime token was given to. */
export interface Job {
  repo: Repo;
  runId: number;
  /** The run's ref (`refs/heads/main`): the scope of the caches it saves. */
  ref: string;
  actor: string;
  backend: { runId: string; jobId: string };
}

/** Twirp's error shape: `{ code, msg }` with its HTTP status. */
export class TwirpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function jobOf(ctx: Ctx, req: FastifyRequest): Promise<Job> {
  const header = req.headers.authorization;
  const token = typeof header === 'string' && /^bearer /i.test(header) ? header.slice(7).trim() : '';
  if (!token)
    throw new TwirpError(
      401,
      'unauthenticated',
      'send the job runtime token (ACTIONS_RUNTIME_TOKEN) as Bearer',
    );
  let claims: Record<string, unknown>;
  try {
    claims = await (await issuerFor(ctx)).verifyOwn(token, RUNTIME_AUDIENCE);
  } catch (err) {
    throw new TwirpError(
      401,
      'unauthenticated',
      `the runtime token is not valid: ${(err as OidcError).message}`,
    );
  }
  const scope = String(claims.scp ?? '')
    .split(' ')
    .map((s) => s.split(':'))
    .find((p) => p[0] === 'Actions.Results' && p.length === 3);
  const repo = ctx.store.read((s) =>
    findRepo(s, ...(String(claims.repository).split('/') as [string, string])),
  );
  if (!scope || !repo)
    throw new TwirpError(403, 'permission_denied', 'the runtime token has no Actions.Results scope');
  return {
    repo,
    runId: Number(claims.run_id),
    ref: typeof claims.ref === 'string' ? claims.ref : `refs/heads/${repo.defaultBranch}`,
    actor: String(claims.actor),
    backend: { runId: scope[1], jobId: scope[2] },
  };
}

export type TwirpHandler = (ctx: Ctx, job: Job, body: Record<string, unknown>) => Promise<unknown>;

/** A Twirp service's methods, each authorized by the job's runtime token, and its errors in Twirp's shape. */
export function registerTwirpService(
  scope: FastifyInstance,
  ctx: Ctx,
  service: string,
  methods: Record<string, TwirpHandler>,
): void {
  scope.setErrorHandler(twirpErrors);
  for (const [name, handler] of Object.entries(methods))
    scope.post(`${service}/${name}`, async (req) => handler(ctx, await jobOf(ctx, req), objectBody(req)));
}

/** Refusals as Twirp's `{ code, msg }`; Fastify's own 4xx (a body too large, bad JSON) as `malformed`. */
function twirpErrors(err: Error & { statusCode?: number }, _req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof TwirpError) return reply.code(err.status).send({ code: err.code, msg: err.message });
  if (err instanceof ServiceError) return reply.code(err.status).send({ code: 'internal', msg: err.message });
  if (err.statusCode && err.statusCode < 500)
    return reply.code(err.statusCode).send({ code: 'malformed', msg: err.message });
  throw err;
}

function objectBody(req: FastifyRequest): Record<string, unknown> {
  const body = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new TwirpError(400, 'malformed', 'the body must be a JSON object');
  return body as Record<string, unknown>;
}
