/**
 * The secrets a client knows (token, password, one-time passwords, OIDC tokens, client secrets, proxy
 * credentials, tokens the service returns) and the one function that removes them from any text the client
 * emits: error messages, log lines, debug dumps. It removes a secret whole, and also any piece of one: every run
 * of 16 or more characters of a secret, every segment of a JSON web token, and any JWT-shaped string at all
 * (a server that echoes the start of a request body must not put a token's header and claims in a log).
 */
export const REDACTED = '[REDACTED]';

/** The shortest piece of a secret that is redacted on its own. */
export const MIN_PIECE = 16;

/** Base64url JSON (`{"` encodes as `eyJ`), optionally with the next segments of a token: a JWT or a part of one. */
const JWT_LIKE = /eyJ[A-Za-z0-9_-]{10,}(?:\.[A-Za-z0-9_-]*){0,2}/g;

type Span = [start: number, end: number];

export class Secrets {
  /** Whole values (4 characters or more). */
  private readonly values = new Set<string>();
  /** Every 16-character window of every value of 16 or more characters. */
  private readonly pieces = new Set<string>();

  /** Remember secrets, with their URL-encoded forms and, for a JWT, each segment. Values shorter than 4 are ignored. */
  add(...values: (string | null | undefined)[]): void {
    for (const v of values) {
      if (typeof v !== 'string' || v.length < 4) continue;
      this.remember(v);
      this.remember(encodeURIComponent(v));
      if (v.includes('.')) for (const segment of v.split('.')) this.remember(segment);
    }
  }

  /** The Basic credentials as sent: user:password and its Base64 form. */
  addBasic(username: string, password: string): void {
    const pair = `${username}:${password}`;
    this.add(password, pair, Buffer.from(pair).toString('base64'));
  }

  /** Whether the text holds a secret, a piece of one, or a JWT-shaped string. */
  foundIn(text: string): boolean {
    return this.spans(text).length > 0;
  }

  redact(text: string): string {
    const spans = this.spans(text);
    if (spans.length === 0) return text;
    let out = '';
    let at = 0;
    for (const [start, end] of spans) {
      out += text.slice(at, start) + REDACTED;
      at = end;
    }
    return out + text.slice(at);
  }

  /** A JSON-shaped value with every string redacted (field errors of an error body). */
  redactValue<T>(value: T): T {
    if (typeof value === 'string') return this.redact(value) as T;
    if (Array.isArray(value)) return value.map((v) => this.redactValue(v)) as T;
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.redactValue(v)])) as T;
    }
    return value;
  }

  private remember(v: string): void {
    if (v.length < 4 || this.values.has(v)) return;
    this.values.add(v);
    for (let i = 0; i + MIN_PIECE <= v.length; i++) this.pieces.add(v.slice(i, i + MIN_PIECE));
  }

  /** Where secrets, pieces of secrets and JWT-shaped strings are, merged and in order. */
  private spans(text: string): Span[] {
    const found: Span[] = [];
    for (const v of this.values) {
      for (let i = text.indexOf(v); i !== -1; i = text.indexOf(v, i + 1)) found.push([i, i + v.length]);
    }
    if (this.pieces.size > 0) {
      for (let i = 0; i + MIN_PIECE <= text.length; i++) {
        if (this.pieces.has(text.slice(i, i + MIN_PIECE))) found.push([i, i + MIN_PIECE]);
      }
    }
    for (const m of text.matchAll(JWT_LIKE)) found.push([m.index, m.index + m[0].length]);
    if (found.length === 0) return found;
    found.sort((a, b) => a[0] - b[0]);
    const merged: Span[] = [found[0]];
    for (const [start, end] of found.slice(1)) {
      const last = merged[merged.length - 1];
      if (start <= last[1]) last[1] = Math.max(last[1], end);
      else merged.push([start, end]);
    }
    return merged;
  }
}
