/**
 * What happens to a redirect, as plain rules (the transport fetches with `redirect: 'manual'` and asks here):
 * a redirect within one origin is followed as a browser would (303, and 301/302 after a POST, become a GET
 * without a body); a redirect to another origin is followed only by a GET or HEAD that carries no credential,
 * and then without any credential header. A request that carries a credential — in a header (Authorization:
 * token or Basic; the one-time password) or in its body (client_secret, oidc_token, password, or any secret the
 * client knows) — is never sent to another origin: the redirect is refused with both origins named.
 */
export const REDIRECT_STATUSES: readonly number[] = [301, 302, 303, 307, 308];

/** Body fields that hold a credential, whatever their value. */
export const CREDENTIAL_FIELDS: readonly string[] = ['client_secret', 'oidc_token', 'password', 'token'];

export interface OutgoingRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export type RedirectDecision =
  { follow: true; request: OutgoingRequest } | { follow: false; from: string; to: string; why: string };

/** A refused redirect, thrown by the transport's fetch and turned into an ApiError by the transport. */
export class RedirectRefused extends Error {
  override readonly name = 'RedirectRefused';
  constructor(
    readonly status: number,
    readonly from: string,
    readonly to: string,
    readonly why: string,
  ) {
    super(`${status} redirect from ${from} to ${to} refused: ${why}`);
  }
}

/** The credentials a request carries, in words ("the Authorization header", "client_secret in the body"). */
export function credentialsCarried(
  req: OutgoingRequest,
  credentialHeaders: readonly string[],
  isSecret: (text: string) => boolean,
): string[] {
  const found: string[] = [];
  for (const name of Object.keys(req.headers)) {
    if (credentialHeaders.includes(name.toLowerCase())) found.push(`the ${name} header`);
  }
  if (req.body) {
    let fields: string[] = [];
    try {
      const parsed: unknown = JSON.parse(req.body);
      if (parsed && typeof parsed === 'object') fields = Object.keys(parsed);
    } catch {
      // not JSON: only the known secrets below
    }
    const named = fields.filter((f) => CREDENTIAL_FIELDS.includes(f));
    for (const f of named) found.push(`${f} in the body`);
    if (named.length === 0 && isSecret(req.body)) found.push('a secret in the body');
  }
  return found;
}

/** The next request after a redirect answer, or why it is refused. */
export function decideRedirect(
  req: OutgoingRequest,
  status: number,
  location: string,
  credentialHeaders: readonly string[],
  isSecret: (text: string) => boolean,
): RedirectDecision {
  const current = new URL(req.url);
  let target: URL;
  try {
    target = new URL(location, current);
  } catch {
    return { follow: false, from: current.origin, to: location, why: 'the Location header is not a URL' };
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return { follow: false, from: current.origin, to: target.origin, why: `${target.protocol} is not HTTP` };
  }
  // As fetch does: 303 (but HEAD), and 301/302 after a POST, turn into a GET without a body.
  const toGet =
    (status === 303 && req.method !== 'HEAD') ||
    ((status === 301 || status === 302) && req.method === 'POST');
  const headers = { ...req.headers };
  let body = req.body;
  let method = req.method;
  if (toGet) {
    method = 'GET';
    body = undefined;
    for (const h of Object.keys(headers)) {
      if (['content-type', 'content-length', 'content-encoding'].includes(h.toLowerCase())) delete headers[h];
    }
  }
  if (target.origin !== current.origin) {
    const carried = credentialsCarried(req, credentialHeaders, isSecret);
    if (carried.length > 0) {
      return {
        follow: false,
        from: current.origin,
        to: target.origin,
        why: `the request carries ${carried.join(' and ')}, which go to no other origin`,
      };
    }
    if (method !== 'GET' && method !== 'HEAD') {
      return {
        follow: false,
        from: current.origin,
        to: target.origin,
        why: `only a GET without credentials follows a redirect to another origin (this is a ${method})`,
      };
    }
    for (const h of Object.keys(headers)) {
      if (credentialHeaders.includes(h.toLowerCase()) || h.toLowerCase() === 'cookie') delete headers[h];
    }
  }
  return { follow: true, request: { method, url: target.href, headers, body } };
}
