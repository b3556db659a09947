/**
 * The optional ETag cache for conditional requests: a GET whose answer carried an ETag is sent again with
 * If-None-Match, and a 304 gives back the cached answer. Entries are keyed by URL, media type and a hash of the
 * credentials, so one caller never receives another's cached data.
 */
import { createHash } from 'node:crypto';

export interface CachedAnswer {
  etag: string;
  status: number;
  url: string;
  data: unknown;
}

export interface EtagCache {
  get(key: string): CachedAnswer | undefined;
  set(key: string, value: CachedAnswer): void;
}

/** An in-memory cache of the most recently used `maxEntries` answers. */
export class MemoryEtagCache implements EtagCache {
  private readonly entries = new Map<string, CachedAnswer>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string): CachedAnswer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: CachedAnswer): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

export function cacheKey(url: string, accept: string, credentials: string | undefined): string {
  const who = credentials ? createHash('sha256').update(credentials).digest('hex').slice(0, 16) : 'anonymous';
  return `${who} ${accept} ${url}`;
}
