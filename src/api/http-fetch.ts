/**
 * The one fetch the client's Octokit uses: undici's fetch with the proxy chosen per URL (proxy.ts) and
 * redirects taken by hand (`redirect: 'manual'`) under the rules of redirect-policy.ts.
 */
import { fetch as undiciFetch } from 'undici';
import type { DispatcherFor } from './proxy.js';
import {
  decideRedirect,
  REDIRECT_STATUSES,
  RedirectRefused,
  type OutgoingRequest,
} from './redirect-policy.js';

const MAX_REDIRECTS = 10;

export interface FetchRules {
  dispatcherFor: DispatcherFor;
  /** Lower-case names of the headers that carry a credential (authorization, the OTP header). */
  credentialHeaders: readonly string[];
  /** Whether a text holds a secret the client knows. */
  isSecret: (text: string) => boolean;
}

export function createFetch(rules: FetchRules): typeof globalThis.fetch {
  const fetchWithRules = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    let req: OutgoingRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: String(input instanceof Request ? input.url : input),
      headers: { ...((init.headers as Record<string, string> | undefined) ?? {}) },
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    for (let hops = 0; ; hops++) {
      const res = (await undiciFetch(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.body ?? (typeof init.body === 'string' ? undefined : (init.body as never)),
        signal: init.signal ?? undefined,
        redirect: 'manual',
        dispatcher: rules.dispatcherFor(req.url),
      })) as unknown as Response;
      const location = res.headers.get('location');
      if (!REDIRECT_STATUSES.includes(res.status) || !location) return res;
      await res.body?.cancel().catch(() => undefined);
      const from = new URL(req.url).origin;
      if (hops >= MAX_REDIRECTS) {
        throw new RedirectRefused(res.status, from, location, `more than ${MAX_REDIRECTS} redirects`);
      }
      const next = decideRedirect(req, res.status, location, rules.credentialHeaders, rules.isSecret);
      if (!next.follow) throw new RedirectRefused(res.status, next.from, next.to, next.why);
      req = next.request;
    }
  };
  return fetchWithRules as typeof globalThis.fetch;
}

/** The refused redirect behind an error Octokit wrapped (its `cause`), if that is what it was. */
export function redirectRefusal(err: unknown): RedirectRefused | undefined {
  for (let e = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof RedirectRefused) return e;
  }
  return undefined;
}
