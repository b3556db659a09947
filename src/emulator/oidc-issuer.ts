/**
 * The emulator's OIDC issuer, standing in for the workflow runner's token service: an RS256 key pair made at start
 * (with a `kid`), the documents that publish its keys, the signing of ID tokens and their verification (used by
 * the Pages deployment route). Which claims a token carries, and its endpoints, are in oidc.ts.
 *
 * Keys live in memory only: a restarted emulator has new keys, so tokens issued before the restart no longer
 * verify (they expire after five minutes anyway).
 */
import {
  createPublicKey,
  randomUUID,
  verify as verifySignature,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { isUtf8 } from 'node:buffer';
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
import type { Ctx } from './http.js';

/** Where the token endpoint is mounted; ACTIONS_ID_TOKEN_REQUEST_URL is this with a query string. */
export const ID_TOKEN_PATH = '/_oidc/token';
export const DISCOVERY_PATH = '/.well-known/openid-configuration';
export const JWKS_PATH = '/.well-known/jwks';
/** Lifetime of an ID token, as the runner's: five minutes. */
export const ID_TOKEN_LIFETIME_SECONDS = 300;

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

  private localKeys?: ReturnType<typeof createLocalJWKSet>;
  /** The published keys, imported once (importing them at every verification cost more than the verification). */
  private keySet(): ReturnType<typeof createLocalJWKSet> {
    return (this.localKeys ??= createLocalJWKSet(this.jwks()));
  }

  private publicKey?: KeyObject;
  /**
   * The claims of a token this issuer signed, checked as jwtVerify checks them with the options below, by
   * node:crypto directly (a fifth of jose's time, which goes to WebCrypto's promises): RS256 with this key's kid,
   * canonical Base64url parts, a UTF-8 JSON object, the required claims, issuer, audience, nbf and exp with
   * CLOCK_TOLERANCE. Undefined whenever anything differs, and the caller asks jose, whose verdict and error then
   * stand: this path only ever accepts what jose accepts, faster.
   */
  private async quickVerify(
    token: string,
    audience: string,
    required: readonly string[],
  ): Promise<JWTPayload | undefined> {
    const parts = token.split('.');
    if (parts.length !== 3) return undefined;
    const bytes = parts.map((p) => Buffer.from(p, 'base64url'));
    if (bytes.some((b, i) => b.toString('base64url') !== parts[i]) || !isUtf8(bytes[0]) || !isUtf8(bytes[1]))
      return undefined;
    let header: unknown, claims: unknown;
    try {
      header = JSON.parse(bytes[0].toString('utf8'));
      claims = JSON.parse(bytes[1].toString('utf8'));
    } catch {
      return undefined;
    }
    if (!isPlainObject(header) || !isPlainObject(claims)) return undefined;
    if (header.alg !== 'RS256' || header.kid !== this.kid || 'crit' in header || 'b64' in header)
      return undefined;
    this.publicKey ??= createPublicKey({ key: this.publicJwk as JsonWebKey, format: 'jwk' });
    const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
    // On the loop: an RS256 check takes ~27 µs here, and handing it to libuv's thread pool (the callback form) took
    // the loop 15 µs plus a wake-up for the answer, and a pool thread the 27 µs on a core the clients share.
    let valid: boolean;
    try {
      valid = verifySignature('sha256', signed, this.publicKey, bytes[2]);
    } catch {
      valid = false;
    }
    if (!valid) return undefined;
    if (![...required, 'iss', 'aud'].every((c) => Object.hasOwn(claims, c))) return undefined;
    const { iss, aud, iat, nbf, exp } = claims;
    if (iss !== this.issuer) return undefined;
    if (aud !== audience && !(Array.isArray(aud) && aud.includes(audience))) return undefined;
    const now = Math.floor(Date.now() / 1000);
    if (iat !== undefined && typeof iat !== 'number') return undefined;
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now + CLOCK_TOLERANCE)) return undefined;
    if (exp !== undefined && (typeof exp !== 'number' || exp <= now - CLOCK_TOLERANCE)) return undefined;
    return claims as JWTPayload;
  }

  /** Verify a token issued here for another purpose than OIDC (the job's runtime token): signature, issuer, audience, time. */
  async verifyOwn(token: string, audience: string): Promise<JWTPayload> {
    const quick = await this.quickVerify(token, audience, []);
    if (quick) return quick;
    try {
      return (
        await jwtVerify(token, this.keySet(), {
          algorithms: ['RS256'],
          issuer: this.issuer,
          audience,
          clockTolerance: CLOCK_TOLERANCE,
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
    let payload = await this.quickVerify(token, expected.audience, ID_TOKEN_CLAIMS);
    if (!payload)
      try {
        ({ payload } = await jwtVerify(token, this.keySet(), {
          algorithms: ['RS256'],
          issuer: this.issuer,
          audience: expected.audience,
          requiredClaims: [...ID_TOKEN_CLAIMS],
          clockTolerance: CLOCK_TOLERANCE,
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

/** Seconds of clock difference a token's nbf and exp are given. */
const CLOCK_TOLERANCE = 5;
/** What an ID token must carry (besides iss and aud). */
const ID_TOKEN_CLAIMS = ['exp', 'iat', 'nbf', 'sub', 'jti', 'repository'] as const;

/** A JSON object, as jose's isObject takes it (not an array, not null). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.prototype.toString.call(value) === '[object Object]' &&
    Object.getPrototypeOf(value) === Object.prototype
  );
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
