/** Deprecation and Sunset response headers, read into a warning. */

export interface DeprecationNotice {
  /** When the operation was deprecated, if the header gives a date. */
  deprecatedAt?: Date;
  /** When the operation will be, or was, removed. */
  sunsetAt?: Date;
  /** The raw headers. */
  deprecation?: string;
  sunset?: string;
}

function date(raw: string | undefined): Date | undefined {
  if (!raw) return undefined;
  // RFC 9745: "@<epoch seconds>"; older drafts: an HTTP date.
  const epoch = /^@(-?\d+)$/.exec(raw.trim());
  const ms = epoch ? Number(epoch[1]) * 1000 : Date.parse(raw);
  return Number.isNaN(ms) ? undefined : new Date(ms);
}

export function readDeprecation(
  headers: Record<string, string | number | undefined>,
): DeprecationNotice | undefined {
  const deprecation = headers.deprecation === undefined ? undefined : String(headers.deprecation);
  const sunset = headers.sunset === undefined ? undefined : String(headers.sunset);
  if (deprecation === undefined && sunset === undefined) return undefined;
  return { deprecation, sunset, deprecatedAt: date(deprecation), sunsetAt: date(sunset) };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export function deprecationWarning(operation: string, n: DeprecationNotice): string {
  const since = n.deprecatedAt ? ` since ${day(n.deprecatedAt)}` : '';
  const sunset = n.sunsetAt ? `; it is scheduled for removal on ${day(n.sunsetAt)} (Sunset)` : '';
  return `${operation} is deprecated${since}${sunset}`;
}
