/**
 * The shared API client: one transport (auth, headers, pagination, rate limits, retries, ETag cache, errors)
 * and one module per area of the spec. This file only wires them.
 */
import { codeScanning } from './code-scanning.js';
import { customProperties } from './custom-properties.js';
import { deployKeys } from './deploy-keys.js';
import { oauthAuthorizations } from './oauth-authorizations.js';
import type { ClientOptions } from './options.js';
import { pages } from './pages.js';
import { search } from './search.js';
import { Transport } from './transport.js';

export function createClient(options: ClientOptions = {}) {
  const transport = new Transport(options);
  return {
    transport,
    /** The latest X-RateLimit-* values seen, per resource. */
    rateLimits: () => transport.rateLimits(),
    oauth: oauthAuthorizations(transport),
    deployKeys: deployKeys(transport),
    search: search(transport),
    pages: pages(transport),
    codeScanning: codeScanning(transport),
    customProperties: customProperties(transport),
  };
}

export type ApiClient = ReturnType<typeof createClient>;

export type { AuthOptions, BasicCredentials } from './auth.js';
export { systemClock, type Clock } from './clock.js';
export type { DeprecationNotice } from './deprecation.js';
export { ApiError, type ApiErrorKind } from './errors.js';
export { MemoryEtagCache, type CachedAnswer, type EtagCache } from './etag-cache.js';
export { HOSTED_API_URL, type ClientOptions, type Logger } from './options.js';
export { Paginated, type Collected, type Page, type PageOptions } from './paginate.js';
export type { RateLimitState } from './rate-limit.js';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy.js';
export {
  buildSearchQuery,
  checkSearchQuery,
  searchQueryProblems,
  SEARCH_LIMITS,
  type SearchQueryParts,
} from './search-query.js';
export { Transport, type ApiResponse, type RequestMeta } from './transport.js';
export type * from './types.js';
export { DEFAULT_API_VERSION, SARIF_MEDIA_TYPE, vendorNames } from './vendor.js';
