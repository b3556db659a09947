/**
 * What every route shares: the error type and body, the vendor-word header names, pagination with Link headers,
 * and the context route modules receive.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Faults } from './faults.js';
import type { RateLimits } from './rate-limit.js';
import type { Store } from './store.js';

export interface EmulatorConfig {
  /** The vendor word in header names and media types (`X-Svc-Api-Version`, `application/vnd.svc+json`). */
  vendor: string;
  /** Where the API is mounted: the self-managed shape, scheme://host/api/v3. */
  apiPrefix: string;
  /** Set once listening: http://host:port (no trailing slash). */
  origin: string;
  /** Delay before a SARIF upload finishes processing, in ms. */
  processingDelayMs: number;
  /**
   * Most SARIF uploads waiting for processing in this process (answered, not yet complete or failed); past it an
   * upload is answered 503 with Retry-After, as the service answers under load. Default 2,000.
   */
  maxWaitingUploads?: number;
  /** Time budget of one search before it answers with incomplete_results, in ms. */
  searchTimeBudgetMs: number;
  /** Largest request body, in bytes. */
  bodyLimit: number;
  /**
   * Longest a client may take to send one request, headers and body, in ms: past it the connection is answered 408
   * and closed, so a client that never sends its body does not hold one for ever. Default 300,000, Node's own
   * (which Fastify turns off).
   */
  requestTimeoutMs?: number;
  /** Core requests per hour, and search requests per minute, for authenticated and anonymous callers. */
  rateLimits: { core: [number, number]; search: [number, number] };
  /** API versions the emulator accepts in X-Svc-Api-Version; the first is the default. */
  apiVersions: string[];
  /**
   * Set to act as a self-managed installation of this version (`3.14`, or `ghe.com` for a dedicated cloud):
   * every answer carries `X-Svc-Enterprise-Version` and GET /meta an `installed_version`. Unset: the hosted service.
   */
  enterpriseVersion?: string;
  /**
   * A workflow token naming a run id its repository has no run of (GITHUB_RUN_ID of a job nobody bound) binds
   * that run on first use, as the runner would have (`serve --auto-bind`; on by default with `--vendor github`).
   */
  autoBind?: boolean;
}

export const DEFAULT_CONFIG: EmulatorConfig = {
  vendor: 'svc',
  apiPrefix: '/api/v3',
  origin: '',
  processingDelayMs: 200,
  searchTimeBudgetMs: 2_000,
  bodyLimit: 32 * 1024 * 1024,
  rateLimits: { core: [5_000, 60], search: [30, 10] },
  // The first is selected when a request names none. The service's 2026-03-10 changes none of the operations
  // implemented here (its breaking changes, in the published description, are all elsewhere): both answer alike.
  apiVersions: ['2022-11-28', '2026-03-10'],
};

/** Header names built from the vendor word: one setting changes them all. Made once per vendor (every answer asks). */
export function headerNames(vendor: string): HeaderNames {
  let names = headerNameCache.get(vendor);
  if (!names) headerNameCache.set(vendor, (names = makeHeaderNames(vendor)));
  return names;
}

function makeHeaderNames(vendor: string) {
  const V = vendor.charAt(0).toUpperCase() + vendor.slice(1);
  return Object.freeze({
    apiVersion: `x-${vendor}-api-version`,
    apiVersionSelected: `X-${V}-Api-Version-Selected`,
    mediaType: `X-${V}-Media-Type`,
    otp: `x-${vendor}-otp`,
    otpOut: `X-${V}-OTP`,
    acceptedPermissions: `X-Accepted-${V}-Permissions`,
    emulator: `X-${V}-Emulator`,
    requestId: `X-${V}-Request-Id`,
    enterpriseVersion: `X-${V}-Enterprise-Version`,
    jsonMediaType: `application/vnd.${vendor}+json`,
    textMatchMediaType: `application/vnd.${vendor}.v3.text-match+json`,
  });
}

export type HeaderNames = ReturnType<typeof makeHeaderNames>;
const headerNameCache = new Map<string, HeaderNames>();
const textMatchCache = new Map<string, RegExp>();

/**
 * Whether an Accept header asks for text matches: the spec's `application/vnd.svc.v3.text-match+json`, and the
 * spellings real clients send (`application/vnd.svc.text-match+json`; Octokit's `mediaType: { format:
 * 'text-match' }` turns its default into `application/vnd.svc.v3.text-match`, without `+json`).
 */
export function wantsTextMatch(vendor: string, accept: string | string[] | undefined): boolean {
  const text = String(accept ?? '');
  if (!/text-match/i.test(text)) return false; // most requests: no pattern of the vendor to build or run
  let pattern = textMatchCache.get(vendor);
  if (!pattern) {
    const escaped = vendor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`application/vnd\\.${escaped}(\\.v3)?\\.text-match(\\+json)?\\b`, 'i');
    textMatchCache.set(vendor, pattern);
  }
  return pattern.test(text);
}

export interface Ctx {
  store: Store;
  config: EmulatorConfig;
  faults: Faults;
  rateLimits: RateLimits;
  /** Where artifact bytes and deployed sites live across restarts (the state directory's files/); unset: a temporary directory. */
  filesDir?: string;
  /** Where problems that do not stop the emulator are told (stderr by default). */
  warn: (message: string) => void;
  /** Absolute URL of an API path (`/repos/o/r`), as the service writes its *_url fields. */
  apiUrl(path: string): string;
  /** Absolute URL of a web (non-API) path, such as html_url or a Pages site. */
  webUrl(path: string): string;
}

/**
 * One page of `items` per the spec: per_page (max 100, default 30) and page (default 1), and a Link header with
 * prev and first (not on the first page), next and last (not on the last), as the service sends them, carrying
 * per_page and every other query parameter; no Link header when everything fits on one page.
 */
export function paginate<T>(ctx: Ctx, req: FastifyRequest, reply: FastifyReply, items: readonly T[]): T[] {
  const query = req.query as Record<string, string | undefined>;
  const perPage = Math.min(100, Math.max(1, Number.parseInt(query.per_page ?? '30', 10) || 30));
  const page = Math.max(1, Number.parseInt(query.page ?? '1', 10) || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  if (items.length > perPage) {
    const url = new URL(req.url, ctx.config.origin);
    const link = (p: number, rel: string) => {
      url.searchParams.set('per_page', String(perPage));
      url.searchParams.set('page', String(p));
      return `<${url.toString()}>; rel="${rel}"`;
    };
    const parts: string[] = [];
    if (page > 1) parts.push(link(Math.min(page - 1, last), 'prev'));
    if (page < last) parts.push(link(page + 1, 'next'), link(last, 'last'));
    if (page > 1) parts.push(link(1, 'first'));
    reply.header('link', parts.join(', '));
  }
  return items.slice((page - 1) * perPage, page * perPage);
}

export function isoNow(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}
