/**
 * Per-caller rate limits, as the spec describes them: a core budget per hour (higher when authenticated), a search
 * budget per minute (30 authenticated, 10 anonymous), X-RateLimit-* headers on every answer, and 403 with
 * x-ratelimit-remaining: 0 and Retry-After once a budget is spent.
 */
import type { FastifyReply } from 'fastify';
import { ServiceError } from './service-error.js';

interface Bucket {
  limit: number;
  used: number;
  resetAt: number; // epoch seconds
}

export type Resource = 'core' | 'search';

export class RateLimits {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly limits: { core: [number, number]; search: [number, number] }) {}

  /** Count one request; throws 403 when the budget is spent. Sets the headers either way. */
  take(key: string, resource: Resource, authenticated: boolean, reply: FastifyReply): void {
    const bucket = this.bucket(key, resource, authenticated);
    const over = bucket.used >= bucket.limit;
    if (!over) bucket.used++;
    this.headers(bucket, resource, reply);
    if (over) {
      const retry = Math.max(1, bucket.resetAt - Math.floor(Date.now() / 1000));
      throw new ServiceError(403, `API rate limit exceeded for ${key.replace(/^token:.*/, 'this token')}.`, {
        headers: { 'retry-after': String(retry) },
      });
    }
  }

  /** The caller's budgets as they stand, without counting a request (GET /rate_limit); sets the core headers. */
  peek(
    key: string,
    authenticated: boolean,
    reply: FastifyReply,
  ): Record<Resource, Omit<Bucket, 'resetAt'> & { reset: number; remaining: number }> {
    const view = (resource: Resource) => {
      const b = this.bucket(key, resource, authenticated);
      return { limit: b.limit, used: b.used, remaining: Math.max(0, b.limit - b.used), reset: b.resetAt };
    };
    this.headers(this.bucket(key, 'core', authenticated), 'core', reply);
    return { core: view('core'), search: view('search') };
  }

  /**
   * Give back the request `take` counted (an authorized request answered 304 Not Modified does not count against
   * the limit, as the service documents for conditional requests); sets the headers again.
   */
  refund(key: string, resource: Resource, authenticated: boolean, reply: FastifyReply): void {
    const bucket = this.bucket(key, resource, authenticated);
    if (bucket.used > 0) bucket.used--;
    this.headers(bucket, resource, reply);
  }

  /** Spend the whole budget (fault injection). */
  spend(key: string, resource: Resource, authenticated: boolean): void {
    const bucket = this.bucket(key, resource, authenticated);
    bucket.used = bucket.limit;
  }

  reset(): void {
    this.buckets.clear();
  }

  private bucket(key: string, resource: Resource, authenticated: boolean): Bucket {
    const id = `${resource}:${key}`;
    const now = Math.floor(Date.now() / 1000);
    let b = this.buckets.get(id);
    if (!b || b.resetAt <= now) {
      const [auth, anon] = this.limits[resource];
      b = { limit: authenticated ? auth : anon, used: 0, resetAt: now + (resource === 'search' ? 60 : 3600) };
      this.buckets.set(id, b);
    }
    return b;
  }

  private headers(b: Bucket, resource: Resource, reply: FastifyReply): void {
    reply.header('x-ratelimit-limit', String(b.limit));
    reply.header('x-ratelimit-remaining', String(Math.max(0, b.limit - b.used)));
    reply.header('x-ratelimit-used', String(b.used));
    reply.header('x-ratelimit-reset', String(b.resetAt));
    reply.header('x-ratelimit-resource', resource);
  }
}
