/**
 * Pagination: follow the Link header's rel="next" URL as given (per_page is carried by the service; the client
 * adds it back only if a link drops it), unwrap envelope answers ({ total_count, incomplete_results, items })
 * keeping their totals, and stop at a maximum item count or a cap (the 1,000 results of a search). Cursor
 * pagination (before/after) needs nothing more: the next link carries the cursor. Credentials follow the link only
 * to the API's own origin (auth.ts).
 */
import { pageOf, type Shape } from './answer-shape.js';
import { TOKEN, type ApiResponse, type RequestMeta, type Transport } from './transport.js';

export interface PageOptions {
  /** Items per page, at most 100; the service's default is 30. */
  per_page?: number;
  /** The page to start from (default 1). */
  page?: number;
  /** Stop after this many items. */
  maxItems?: number;
}

export interface Page<T> {
  items: T[];
  /** Envelope answers only (search). */
  total_count?: number;
  incomplete_results?: boolean;
  response: ApiResponse<unknown>;
}

export interface Collected<T> {
  items: T[];
  total_count?: number;
  incomplete_results?: boolean;
  /** More items existed beyond maxItems or the cap. */
  truncated: boolean;
}

const NEXT = /<([^<>]+)>\s*;\s*rel="?([^";]*\bnext\b[^";]*)"?/;

/** The rel="next" URL of a Link header, if any. */
export function nextLink(link: string | undefined): string | undefined {
  if (!link) return undefined;
  for (const part of link.split(/,(?=\s*<)/)) {
    const m = NEXT.exec(part);
    if (m && m[2].split(/\s+/).includes('next')) return m[1];
  }
  return undefined;
}

function unwrap<T>(data: unknown): Omit<Page<T>, 'response'> {
  if (Array.isArray(data)) return { items: data as T[] };
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    const key = Array.isArray(d.items) ? 'items' : Object.keys(d).find((k) => Array.isArray(d[k]));
    return {
      items: (key ? d[key] : []) as T[],
      ...(typeof d.total_count === 'number' ? { total_count: d.total_count } : {}),
      ...(typeof d.incomplete_results === 'boolean' ? { incomplete_results: d.incomplete_results } : {}),
    };
  }
  return { items: [] };
}

/** A list operation's results: iterate the items (`for await`), the pages, or collect them all. */
export class Paginated<T> implements AsyncIterable<T> {
  private truncatedFlag = false;

  constructor(
    private readonly transport: Transport,
    private readonly route: string,
    private readonly params: { per_page?: number } & object,
    private readonly limits: { meta?: RequestMeta; maxItems?: number; cap?: number; item?: Shape } = {},
  ) {}

  async *pages(): AsyncGenerator<Page<T>> {
    const limit = Math.min(this.limits.maxItems ?? Infinity, this.limits.cap ?? Infinity);
    const perPage = this.params.per_page;
    // Every page is logged and warned about as the operation, not as its URL.
    const meta: RequestMeta = {
      ...(this.limits.meta ?? TOKEN),
      operation: this.limits.meta?.operation ?? this.route,
      ...(this.limits.item ? { answer: pageOf(this.limits.item) } : {}),
    };
    this.truncatedFlag = false;
    let count = 0;
    let response = await this.transport.request<unknown>(this.route, this.params, meta);
    let url = response.url;
    const visited = new Set([normalized(url) ?? url]);
    for (;;) {
      const page = unwrap<T>(response.data);
      const room = limit - count;
      const items = page.items.length > room ? page.items.slice(0, room) : page.items;
      count += items.length;
      let next = nextLink(response.headers.link);
      if (page.items.length > room || (count >= limit && next)) this.truncatedFlag = true;
      yield { ...page, items, response };
      if (count >= limit || !next) break;
      if (normalized(next) === undefined)
        throw this.badLink(url, `is not a usable URL: ${JSON.stringify(next.slice(0, 200))}`);
      if (perPage !== undefined && !/[?&]per_page=/.test(next)) {
        next += `${next.includes('?') ? '&' : '?'}per_page=${encodeURIComponent(String(perPage))}`;
      }
      if (this.limits.cap !== undefined && pastCap(next, this.limits.cap)) {
        this.truncatedFlag = true;
        break;
      }
      if (next === url) break; // a link to itself would never end
      const key = normalized(next) ?? next;
      // A longer cycle (page 2 → 3 → 2) would never end either: the service is answering wrongly.
      if (visited.has(key)) throw this.badLink(url, `leads back to a page already read: ${next}`);
      if (visited.size >= MAX_PAGES)
        throw this.badLink(url, `leads past ${MAX_PAGES} pages: more than any listing holds`);
      visited.add(key);
      url = next;
      response = await this.transport.getUrl<unknown>(next, meta);
    }
  }

  /** A Link rel="next" that cannot be followed: a bad answer of the page that gave it, not retried. */
  private badLink(url: string, why: string) {
    return this.transport.error({
      kind: 'bad-answer',
      message: `the answer's Link rel="next" ${why}`,
      method: 'GET',
      url,
      hint: 'the service (or something in front of it) answered pages that cannot be followed: check the API URL; if it is right, report this',
    });
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    for await (const page of this.pages()) yield* page.items;
  }

  /** Every item (up to maxItems and the cap), with the envelope's totals from the first page. */
  async collect(): Promise<Collected<T>> {
    const out: Collected<T> = { items: [], truncated: false };
    for await (const page of this.pages()) {
      if (out.total_count === undefined && page.total_count !== undefined) out.total_count = page.total_count;
      if (page.incomplete_results) out.incomplete_results = true;
      else if (page.incomplete_results === false && out.incomplete_results === undefined)
        out.incomplete_results = false;
      out.items.push(...page.items);
    }
    out.truncated = this.truncatedFlag;
    return out;
  }
}

/** The most pages one listing follows: 1,000,000 items at 100 a page. */
export const MAX_PAGES = 10_000;

/**
 * A next link as a key for "already read" (the URL parsed, its query sorted), or undefined when it is not a URL
 * to follow as given: absolute http(s) in lower case, without spaces, backslashes or credentials.
 */
function normalized(link: string): string | undefined {
  if (!/^https?:\/\/[^\s\\]+$/.test(link)) return undefined;
  let u: URL;
  try {
    u = new URL(link);
  } catch {
    return undefined;
  }
  if (u.username || u.password) return undefined;
  u.searchParams.sort();
  u.hash = '';
  return u.href;
}

/** A page-numbered URL whose first item lies beyond the cap. */
function pastCap(url: string, cap: number): boolean {
  const params = new URL(url).searchParams;
  const page = Number(params.get('page') ?? '1');
  const perPage = Number(params.get('per_page') ?? '30');
  return Number.isFinite(page) && Number.isFinite(perPage) && (page - 1) * perPage >= cap;
}
