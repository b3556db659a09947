/**
 * The refusals the emulator answers with: an error carrying its status, answered as `{ message, documentation_url }`
 * (and optional headers or field errors). A leaf module, so that everything that refuses (routes, rate limits,
 * runner tokens) imports it without importing the HTTP plumbing. Named apart from the client's `ApiError`
 * (src/api/errors.ts), which is what a caller makes of such an answer.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { errors?: unknown[]; headers?: Record<string, string>; documentationUrl?: string } = {},
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export const notFound = () => new ServiceError(404, 'Not Found');

/** A record id from a path (a positive integer of at most 16 digits), else 404 as the service answers. */
export function idParam(raw: string): number {
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw notFound();
  return Number(raw);
}
export const validationFailed = (errors: unknown[] = [], message = 'Validation Failed') =>
  new ServiceError(422, message, { errors });
