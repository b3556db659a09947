/**
 * The emulator's OIDC issuer, standing in for the workflow runner's token service: an RS256 key pair made at start
 * (with a `kid`), the discovery document and the JWKS it names, the ID-token endpoint that `@actions/core`
 * `getIDToken(audience?)` calls (GET on ACTIONS_ID_TOKEN_REQUEST_URL with `&audience=...` appended, the workflow
 * token as Bearer, answer `{ "value": "<JWT>" }`), and the verification the Pages deployment route uses.
 *
 * Keys live in memory only: a restarted emulator has new keys, so tokens issued before the restart no longer
 * verify (they expire after five minutes anyway).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  errors as joseErrors,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import { actorId, numericId, runOf, type WorkflowToken } from './actions/runs.js';
import { identify } from './auth.js';
import { ApiError, type Ctx } from './http.js';
import { findRepo, findUser, fullName, type Repo } from './state.js';

/** Where the token endpoint is mounted; ACTIONS_ID_TOKEN_REQUEST_URL is this with a query string. */
export const ID_TOKEN_PATH = '/_oidc/token';
export const DISCOVERY_PATH = '/.well-known/openid-configuration';
export const JWKS_PATH = '/.well-known/jwks';
/** Lifetime of an ID token, as the runner's: five minutes. */
export const ID_TOKEN_LIFETIME_SECONDS = 300;

export type { WorkflowRun } from './actions/runs.js';

/** The claims of an ID token: the registered ones and the runner's (all strings, as the runner writes them). */
export interface IdTokenClaims extends JWTPayload {
  iss: string;
  aud: string;
  sub: string;
  exp: number;
  iat: number;
  nbf: number;
  jti: string;
  repository: string;
  repository_id: string;
  repository_owner: string;
  repository_owner_id: string;
  repository_visibility: 'public' | 'private';
  ref: string;
  ref_type: string;
  sha: string;
  run_id: string;
  run_attempt: string;
  actor: string;
  actor_id: string;
  workflow: string;
  workflow_ref: string;
  workflow_sha: string;
  job_workflow_ref: string;
  job_workflow_sha: string;
  event_name: string;
  runner_environment: string;
  environment?: string;
  [repoProperty: `repo_property_${string}`]: string;
}

/** Why a token was refused; `message` says what is wrong and what to do. */
export class OidcError extends Error {
  constructor(
    readonly reason:
      'malformed' | 'signature' | 'expired' | 'not_yet_valid' | 'issuer' | 'audience' | 'repository',
    message: string,
  ) {
    super(message);
  }
}

export class OidcIssuer {
  private constructor(
    private readonly ctx: Ctx,
    private readonly privateKey: CryptoKey,
    private readonly publicJwk: JWK,
  ) {}

  static async create(ctx: Ctx): Promise<OidcIssuer> {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(jwk);
    return new OidcIssuer(ctx, privateKey, { ...jwk, kid, alg: 'RS256', use: 'sig' });
  }

  /** The issuer identifier: the emulator origin, under which the discovery document lives. */
  get issuer(): string {
    return this.ctx.config.origin;
  }

  get kid(): string {
    return this.publicJwk.kid!;
  }

  jwks(): { keys: JWK[] } {
    return { keys: [this.publicJwk] };
  }

  discovery() {
    return {
      issuer: this.issuer,
      jwks_uri: `${this.issuer}${JWKS_PATH}`,
      subject_types_supported: ['public', 'pairwise'],
      response_types_supported: ['id_token'],
      scopes_supported: ['openid'],
      id_token_signing_alg_values_supported: ['RS256'],
      claims_supported: [
        'sub',
        'aud',
        'exp',
        'iat',
        'iss',
        'jti',
        'nbf',
        'ref',
        'ref_type',
        'sha',
        'repository',
        'repository_id',
        'repository_owner',
        'repository_owner_id',
        'repository_visibility',
        'run_id',
        'run_attempt',
        'actor',
        'actor_id',
        'workflow',
        'workflow_ref',
        'workflow_sha',
        'job_workflow_ref',
        'job_workflow_sha',
        'event_name',
        'environment',
        'runner_environment',
        'repo_property_*',
      ],
    };
  }

  /**
   * Sign claims with the issuer key. iss, iat, nbf, exp and jti are set here unless given (tests give a past
   * `exp` to make an expired token).
   */
  async sign(claims: Partial<IdTokenClaims> & { aud: string }): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const payload: JWTPayload = {
      iss: this.issuer,
      iat: now,
      nbf: now,
      exp: now + ID_TOKEN_LIFETIME_SECONDS,
      jti: randomUUID(),
      ...claims,
    };
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: this.kid, typ: 'JWT' })
      .sign(this.privateKey);
  }

  /** Verify a token issued here for another purpose than OIDC (the job's runtime token): signature, issuer, audience, time. */
  async verifyOwn(token: string, audience: string): Promise<JWTPayload> {
    try {
      return (
        await jwtVerify(token, createLocalJWKSet(this.jwks()), {
          algorithms: ['RS256'],
          issuer: this.issuer,
          audience,
          clockTolerance: 5,
        })
      ).payload;
    } catch (err) {
      throw describeJoseError(err, audience, this.issuer);
    }
  }

  /**
   * Verify a token issued here: signature against the published key, issuer, audience, time window, and the
   * `repository` claim (case-insensitive, as repository names are). Returns the claims or throws OidcError.
   */
  async verify(token: string, expected: { audience: string; repository: string }): Promise<IdTokenClaims> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, createLocalJWKSet(this.jwks()), {
        algorithms: ['RS256'],
        issuer: this.issuer,
        audience: expected.audience,
        requiredClaims: ['exp', 'iat', 'nbf', 'sub', 'jti', 'repository'],
        clockTolerance: 5,
      }));
    } catch (err) {
      throw describeJoseError(err, expected.audience, this.issuer);
    }
    const repository = payload.repository;
    if (typeof repository !== 'string' || repository.toLowerCase() !== expected.repository.toLowerCase()) {
      throw new OidcError(
        'repository',
        `the OIDC token was issued for repository ${String(repository)}, not ${expected.repository}: request it from a workflow of ${expected.repository}`,
      );
    }
    return payload as IdTokenClaims;
  }
}

function describeJoseError(err: unknown, audience: string, issuer: string): OidcError {
  if (err instanceof joseErrors.JWTExpired) {
    return new OidcError('expired', 'the OIDC token has expired: request a fresh one with getIDToken()');
  }
  if (err instanceof joseErrors.JWTClaimValidationFailed) {
    if (err.claim === 'aud') {
      return new OidcError(
        'audience',
        `the OIDC token audience is not ${audience}: request the token with that audience (the default of getIDToken())`,
      );
    }
    if (err.claim === 'iss') {
      return new OidcError('issuer', `the OIDC token was not issued by this emulator (${issuer})`);
    }
    if (err.claim === 'nbf' || err.claim === 'iat') {
      return new OidcError(
        'not_yet_valid',
        `the OIDC token is not valid yet (${err.claim} is in the future)`,
      );
    }
    return new OidcError('malformed', `the OIDC token lacks a valid "${err.claim}" claim`);
  }
  if (
    err instanceof joseErrors.JWSSignatureVerificationFailed ||
    err instanceof joseErrors.JWKSNoMatchingKey
  ) {
    return new OidcError(
      'signature',
      `the OIDC token signature does not verify against the keys at ${issuer}${JWKS_PATH}: use a token issued by this emulator`,
    );
  }
  return new OidcError('malformed', `the OIDC token is not a valid RS256 JWT (${(err as Error).message})`);
}

const issuers = new WeakMap<Ctx, Promise<OidcIssuer>>();

/** The issuer of an emulator (one per emulator, keys made on first use; registerOidcRoutes makes them at start). */
export function issuerFor(ctx: Ctx): Promise<OidcIssuer> {
  let issuer = issuers.get(ctx);
  if (!issuer) {
    issuer = OidcIssuer.create(ctx);
    issuers.set(ctx, issuer);
  }
  return issuer;
}

/** Verify an ID token presented to this emulator (see OidcIssuer.verify). */
export async function verifyIdToken(
  ctx: Ctx,
  token: string,
  expected: { audience: string; repository: string },
): Promise<IdTokenClaims> {
  return (await issuerFor(ctx)).verify(token, expected);
}

/** The audience `getIDToken()` gets by default, and the one the Pages deployment expects: the owner's URL. */
export function defaultAudience(ctx: Ctx, owner: string): string {
  return ctx.webUrl(`/${owner}`);
}

/** What to put in ACTIONS_ID_TOKEN_REQUEST_URL (it carries a query string, as the runner's does). */
export function idTokenRequestUrl(ctx: Ctx): string {
  return `${ctx.config.origin}${ID_TOKEN_PATH}?api-version=2.0`;
}

/** The claims the runner would put in a token for this workflow token's run and audience. */
function claimsFor(ctx: Ctx, secret: string, token: WorkflowToken, repo: Repo, audience: string) {
  const run = runOf(ctx, secret, token, repo);
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
  const properties: Record<string, string> = {};
  for (const [name, value] of Object.entries(repo.customProperties)) {
    if (value !== null) properties[`repo_property_${name}`] = Array.isArray(value) ? value.join(',') : value;
  }
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

  app.get<{ Querystring: { audience?: string | string[] } }>(ID_TOKEN_PATH, async (req, reply) => {
    const caller = identify(ctx, req);
    if (caller.type !== 'token') {
      throw new ApiError(
        401,
        'Requires authentication: send ACTIONS_ID_TOKEN_REQUEST_TOKEN (the workflow token) as a Bearer token',
      );
    }
    const token = caller.token;
    if (token.kind !== 'workflow' || token.permissions.id_token !== 'write') {
      throw new ApiError(
        403,
        'This token cannot request an OIDC token: it must be a workflow token with the permission id-token: write',
      );
    }
    const repo = ctx.store.read((s) => {
      const [owner = '', name = ''] = token.repository.split('/');
      return findRepo(s, owner, name);
    });
    if (!repo) throw new ApiError(404, `The workflow's repository ${token.repository} does not exist`);
    const requested = Array.isArray(req.query.audience) ? req.query.audience[0] : req.query.audience;
    if (requested !== undefined && (requested.length === 0 || requested.length > 512)) {
      throw new ApiError(400, 'audience must be a non-empty string of at most 512 characters');
    }
    const audience = requested ?? defaultAudience(ctx, repo.owner);
    const issuer = await issuerFor(ctx);
    const value = await issuer.sign(claimsFor(ctx, caller.secret, token as WorkflowToken, repo, audience));
    reply.header('cache-control', 'no-store');
    return { value };
  });
}
