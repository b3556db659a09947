/**
 * Header names and media types that carry the service's vendor word. The spec writes `svc`; every name is built
 * from this one setting, so a service that spells it otherwise changes one value.
 */
export interface VendorNames {
  vendor: string;
  /** Request header selecting the API version (a date). */
  apiVersionHeader: string;
  /** Request header carrying the one-time password (OAuth operations, two-factor accounts). */
  otpHeader: string;
  /** Response header naming the request, for support. */
  requestIdHeader: string;
  /** Response header listing the fine-grained permissions an operation needs. */
  acceptedPermissionsHeader: string;
  /** The recommended Accept value. */
  jsonMediaType: string;
  /** Accept value that adds text_matches to search results. */
  textMatchMediaType: string;
}

export function vendorNames(vendor = 'svc'): VendorNames {
  if (!/^[a-z][a-z0-9-]*$/.test(vendor)) {
    throw new Error(`vendor must be a lower-case word (letters, digits, -), got ${JSON.stringify(vendor)}`);
  }
  return {
    vendor,
    apiVersionHeader: `x-${vendor}-api-version`,
    otpHeader: `x-${vendor}-otp`,
    requestIdHeader: `x-${vendor}-request-id`,
    acceptedPermissionsHeader: `x-accepted-${vendor}-permissions`,
    jsonMediaType: `application/vnd.${vendor}+json`,
    textMatchMediaType: `application/vnd.${vendor}.v3.text-match+json`,
  };
}

/** Accept value that selects SARIF output on an analysis read (no vendor word in it). */
export const SARIF_MEDIA_TYPE = 'application/sarif+json';

/** The API version the spec names; the default of X-Svc-Api-Version. */
export const DEFAULT_API_VERSION = '2022-11-28';
