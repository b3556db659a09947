/**
 * The shared API client: one transport (auth, headers, pagination, rate limits, retries, ETag cache, errors)
 * and one module per area of the spec. This file only wires them.
 */
import { clientOn } from './client.js';
import type { ClientOptions } from './options.js';
import { Transport } from './transport.js';

export function createClient(options: ClientOptions = {}) {
  return clientOn(new Transport(options));
}

export type ApiClient = ReturnType<typeof createClient>;

export type { AuthOptions, BasicCredentials } from './auth.js';
export { sleepUnlessAborted, systemClock, type Clock } from './clock.js';
export type { DeprecationNotice } from './deprecation.js';
export { pagesDeploymentId } from './answer-shape.js';
export { ApiError, type ApiErrorKind } from './errors.js';
export { MemoryEtagCache, type CachedAnswer, type EtagCache } from './etag-cache.js';
export { HOSTED_API_URL, type ClientOptions, type Logger } from './options.js';
export type { AlertFilters, OrgAlertFilters, RepoAlertFilters, UploadSarifBody } from './code-scanning.js';
export type { CreatePagesDeploymentBody } from './pages.js';
export type { RunArtifact } from './actions.js';
export { Paginated, type Collected, type Page, type PageOptions } from './paginate.js';
export { rateLimitWaitMs, type RateLimitState } from './rate-limit.js';
export {
  COMMIT_SHA,
  COMMIT_SHA_FORM,
  LISTING_REF,
  LISTING_REF_FORMS,
  UPLOAD_REF,
  UPLOAD_REF_FORMS,
} from './refs.js';
export {
  runnerClient,
  RunnerEnvironmentError,
  type ArtifactUpload,
  type RunnerClient,
  type RunnerClientOptions,
  type UploadedArtifact,
} from './runner-services.js';
export { maskForms, REDACTED, Secrets } from './secrets.js';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy.js';
export {
  buildSearchQuery,
  checkSearchQuery,
  searchQueryProblems,
  SEARCH_LIMITS,
  type SearchQueryParts,
} from './search-query.js';
export type { ApiResponse, CallOptions } from './transport.js';
export type * from './types.js';
export { DEFAULT_API_VERSION, SARIF_MEDIA_TYPE, vendorNames } from './vendor.js';
