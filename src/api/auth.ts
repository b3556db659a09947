/**
 * Authentication, as an Octokit auth strategy: a token as `Bearer` or `token` (a JSON web token always as
 * Bearer), Basic with username and password plus the one-time-password header for the OAuth grant and
 * authorization operations only, or nothing. Credentials go only to the API's own origin: a request to any
 * other origin (a Link or a URL from a body) leaves without them.
 */
import type { Secrets } from './secrets.js';
import type { VendorNames } from './vendor.js';

export interface BasicCredentials {
  username: string;
  password: string;
  /** The one-time password of a two-factor account, or a function giving the current one. */
  otp?: string | (() => string | Promise<string>);
}

export interface AuthOptions {
  /** Personal access, app installation or workflow token, or a JSON web token. */
  token?: string;
  /** How the token is sent; default `bearer`. A JSON web token is always sent as Bearer. */
  scheme?: 'bearer' | 'token';
  /** For the OAuth grant and authorization operations, which take nothing else. */
  basic?: BasicCredentials;
}

/** Which credentials a request takes, and whether it needs the one-time password. */
export interface CredentialNeed {
  /** `none`: sent without credentials even to the API's own origin (a signed URL carries its own). */
  credentials: 'token' | 'basic' | 'none';
  otp?: boolean;
}

const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;

export function isJwt(token: string): boolean {
  return JWT.test(token);
}

/** The Authorization header value for a request of this kind, or undefined for none. */
export function authorizationFor(auth: AuthOptions, need: CredentialNeed): string | undefined {
  if (need.credentials === 'none') return undefined;
  if (need.credentials === 'basic') {
    if (!auth.basic) return undefined;
    return `Basic ${Buffer.from(`${auth.basic.username}:${auth.basic.password}`).toString('base64')}`;
  }
  if (!auth.token) return undefined;
  return `${isJwt(auth.token) || auth.scheme !== 'token' ? 'Bearer' : 'token'} ${auth.token}`;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- Octokit's hook types are loose by design */
type RequestFn = ((options: any) => Promise<any>) & {
  endpoint: { merge(route: any, parameters?: any): any; parse(options: any): { url: string } };
};

/** The Octokit auth strategy (the `authStrategy` option): `auth()` says what it holds, `hook` applies it. */
export function createAuthStrategy(
  auth: AuthOptions,
  apiOrigin: string,
  names: VendorNames,
  secrets: Secrets,
) {
  secrets.add(auth.token);
  if (auth.basic) {
    secrets.addBasic(auth.basic.username, auth.basic.password);
    if (typeof auth.basic.otp === 'string') secrets.add(auth.basic.otp);
  }
  const type = auth.token ? 'token' : auth.basic ? 'basic' : 'unauthenticated';

  async function hook(request: RequestFn, route: any, parameters?: any) {
    const endpoint = request.endpoint.merge(route, parameters);
    const need: CredentialNeed = endpoint.request?.svc ?? { credentials: 'token' };
    const headers: Record<string, string> = endpoint.headers;
    delete headers.authorization;
    delete headers[names.otpHeader];
    if (new URL(request.endpoint.parse(endpoint).url).origin === apiOrigin) {
      const authorization = authorizationFor(auth, need);
      if (authorization) headers.authorization = authorization;
      if (need.credentials === 'basic' && need.otp && auth.basic?.otp !== undefined) {
        const otp = typeof auth.basic.otp === 'function' ? await auth.basic.otp() : auth.basic.otp;
        secrets.add(otp);
        headers[names.otpHeader] = otp;
      }
    }
    return request(endpoint);
  }

  return () => Object.assign(async () => ({ type }), { hook });
}
