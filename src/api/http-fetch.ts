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
  /** The most bytes an answer's body may hold once decompressed; a longer one is an AnswerTooLarge. */
  maxAnswerBytes: number;
}

/** An answer whose body went past the maximum size: not read further, and not retried (it would be as large). */
export class AnswerTooLarge extends Error {
  override readonly name = 'AnswerTooLarge';
  constructor(readonly maxBytes: number) {
    super(`the answer is larger than ${maxBytes} bytes (maxAnswerBytes)`);
  }
}

/** Statuses whose Response may not have a body. */
const NULL_BODY_STATUSES = [101, 103, 204, 205, 304];

/**
 * The response with its body read here, decompressed, up to `max` bytes: an endless or inflating body stops at
 * the cap, and a body cut short fails here as a network error (Octokit would read it as a short text).
 */
async function bounded(res: Response, max: number): Promise<Response> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        await reader.cancel().catch(() => undefined);
        throw new AnswerTooLarge(max);
      }
      chunks.push(value);
    }
  }
  const body = NULL_BODY_STATUSES.includes(res.status) ? null : Buffer.concat(chunks);
  const copy = new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  // Octokit reports the answer's URL (a page's, for its Link): the copy keeps it.
  Object.defineProperty(copy, 'url', { value: res.url });
  return copy;
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
      if (!REDIRECT_STATUSES.includes(res.status) || !location) return bounded(res, rules.maxAnswerBytes);
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

/** The error of type `type` behind an error Octokit wrapped (its `cause`), if that is what it was. */
function causeOf<E>(err: unknown, type: new (...args: never[]) => E): E | undefined {
  for (let e = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof type) return e;
  }
  return undefined;
}

/** The refused redirect behind an error Octokit wrapped (its `cause`), if that is what it was. */
export function redirectRefusal(err: unknown): RedirectRefused | undefined {
  return causeOf(err, RedirectRefused);
}

/** The answer too large behind an error Octokit wrapped, if that is what it was. */
export function answerTooLarge(err: unknown): AnswerTooLarge | undefined {
  return causeOf(err, AnswerTooLarge);
}
