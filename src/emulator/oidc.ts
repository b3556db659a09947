/**
 * The emulator's OIDC issuer, standing in for the workflow runner's token service: an RS256 key pair made at start
 * (with a `kid`), the discovery document and the JWKS it names, the ID-token endpoint that `@actions/core`
 * `getIDToken(audience?)` calls (GET on ACTIONS_ID_TOKEN_REQUEST_URL with `&audience=...` appended, the workflow
 * token as Bearer, answer `{ "value": "<JWT>" }`), and the verification the Pages deployment route uses.
 *
 * Keys live in memory only: a restarted emulator has new keys, so tokens issued before the restart no longer
 * verify (they expire after five minutes anyway).
 */
import type { FastifyInstance } from 'fastify';
import type { Run, WorkflowToken } from './actions/run-types.js';
import { actorId, numericId, runOf, serverUrl } from './actions/runs.js';
import { jobOfRuntimeToken } from './actions/runtime-job.js';
import { identify } from './auth.js';
import { orgOf, orgSchema, shownValues } from './custom-property-schema.js';
import { type Ctx } from './http.js';
import { ServiceError } from './service-error.js';
import { DISCOVERY_PATH, ID_TOKEN_PATH, issuerFor, JWKS_PATH } from './oidc-issuer.js';
import { findRepo, findUser, fullName, type Repo } from './state.js';

export {
  DISCOVERY_PATH,
  ID_TOKEN_LIFETIME_SECONDS,
  ID_TOKEN_PATH,
  issuerFor,
  JWKS_PATH,
  OidcError,
  OidcIssuer,
  verifyIdToken,
  type IdTokenClaims,
} from './oidc-issuer.js';

/**
 * The audience `getIDToken()` gets by default, and the one the Pages deployment expects: the owner's URL in the
 * form of the job's GITHUB_SERVER_URL (`https://github.com/OWNER` on the service).
 */
export function defaultAudience(ctx: Ctx, owner: string): string {
  return `${serverUrl(ctx)}/${owner}`;
}

/** What to put in ACTIONS_ID_TOKEN_REQUEST_URL (it carries a query string, as the runner's does). */
export function idTokenRequestUrl(ctx: Ctx): string {
  return `${ctx.config.origin}${ID_TOKEN_PATH}?api-version=2.0`;
}

/** The claims the runner would put in a token for this run and audience. */
function claimsFor(ctx: Ctx, run: Run, repo: Repo, audience: string) {
  const full = fullName(repo);
  const subject = run.environment
    ? `repo:${full}:environment:${run.environment}`
    : run.eventName === 'pull_request'
      ? `repo:${full}:pull_request`
      : `repo:${full}:ref:${run.ref}`;
  const ownerId = ctx.store.read(
    (s) =>
      findUser(s, repo.owner)?.id ??
      s.orgs.find((o) => o.login.toLowerCase() === repo.owner.toLowerCase())?.id,
  );
  // The values the repository shows (a required property's default where it holds none), as the API lists them.
  const properties: Record<string, string> = {};
  const shown = ctx.store.read((s) => {
    const org = orgOf(s, repo);
    return shownValues(org && orgSchema(s, org), repo);
  });
  for (const { property_name, value } of shown)
    properties[`repo_property_${property_name}`] = Array.isArray(value) ? value.join(',') : value;
  const workflowRef = `${full}/${run.workflowPath}@${run.ref}`;
  return {
    aud: audience,
    sub: subject,
    repository: full,
    repository_id: String(repo.id),
    repository_owner: repo.owner,
    repository_owner_id: String(ownerId ?? numericId(repo.owner)),
    repository_visibility: repo.private ? ('private' as const) : ('public' as const),
    ref: run.ref,
    ref_type: run.ref.startsWith('refs/tags/') ? 'tag' : 'branch',
    sha: run.sha,
    run_id: String(run.id),
    run_attempt: String(run.attempt),
    actor: run.actor,
    actor_id: String(actorId(ctx, run.actor)),
    workflow: run.workflow,
    workflow_ref: workflowRef,
    workflow_sha: run.sha,
    job_workflow_ref: workflowRef,
    job_workflow_sha: run.sha,
    event_name: run.eventName,
    runner_environment: 'self-hosted',
    ...(run.environment ? { environment: run.environment } : {}),
    ...properties,
  };
}

/** Discovery, JWKS and the ID-token endpoint, on the root app (they are not part of the REST API). */
export function registerOidcRoutes(app: FastifyInstance, ctx: Ctx): void {
  // Make the keys now, so the first token request does not pay for it; a failure surfaces on first use.
  issuerFor(ctx).catch(() => undefined);

  app.get(DISCOVERY_PATH, async () => (await issuerFor(ctx)).discovery());
  app.get(JWKS_PATH, async () => (await issuerFor(ctx)).jwks());

  app.get<{ Querystring: { audience?: string | string[]; 'api-version'?: string | string[] } }>(
    ID_TOKEN_PATH,
    async (req, reply) => {
      // As the runner's token service: the version is part of ACTIONS_ID_TOKEN_REQUEST_URL, and required.
      if (req.query['api-version'] === undefined)
        throw new ServiceError(
          400,
          'No api-version was supplied: use ACTIONS_ID_TOKEN_REQUEST_URL as given (it ends with ?api-version=2.0) and append &audience=',
        );
      const header = req.headers.authorization;
      const bearer = typeof header === 'string' && /^bearer /i.test(header) ? header.slice(7).trim() : '';
      // The runner's request token is the job's runtime token (a JWT of this emulator); the workflow token is taken
      // too, as earlier bindings handed it out.
      let job = bearer.split('.').length === 3 ? await jobOfRuntimeToken(ctx, bearer) : undefined;
      if (!job) {
        const caller = identify(ctx, req);
        if (caller.type !== 'token') {
          throw new ServiceError(
            401,
            'Requires authentication: send ACTIONS_ID_TOKEN_REQUEST_TOKEN (the job runtime token) as a Bearer token',
          );
        }
        const token = caller.token;
        if (token.kind !== 'workflow')
          throw new ServiceError(
            403,
            'This token cannot request an OIDC token: send the runtime token of a job with id-token: write (ACTIONS_ID_TOKEN_REQUEST_TOKEN)',
          );
        const repo = ctx.store.read((s) => {
          const [owner = '', name = ''] = token.repository.split('/');
          return findRepo(s, owner, name);
        });
        if (!repo)
          throw new ServiceError(404, `The workflow's repository ${token.repository} does not exist`);
        job = {
          run: runOf(ctx, caller.secret, token as WorkflowToken, repo),
          secret: caller.secret,
          token: token as WorkflowToken,
        };
      }
      const { run, token } = job;
      if (token.permissions.id_token !== 'write') {
        throw new ServiceError(
          403,
          'This job cannot request an OIDC token: give it the permission id-token: write',
        );
      }
      const repo = run.repo;
      const requested = Array.isArray(req.query.audience) ? req.query.audience[0] : req.query.audience;
      if (requested !== undefined && (requested.length === 0 || requested.length > 512)) {
        throw new ServiceError(400, 'audience must be a non-empty string of at most 512 characters');
      }
      const audience = requested ?? defaultAudience(ctx, repo.owner);
      const issuer = await issuerFor(ctx);
      const value = await issuer.sign(claimsFor(ctx, run, repo, audience));
      reply.header('cache-control', 'no-store');
      return { value };
    },
  );
}
