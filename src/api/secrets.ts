/**
 * The secrets a client knows (token, password, one-time passwords, OIDC tokens, client secrets, tokens the service
 * returns) and the one function that removes them from any text the client emits: error messages, log lines,
 * debug dumps.
 */
export const REDACTED = '[REDACTED]';

export class Secrets {
  private readonly values = new Set<string>();

  /** Remember secrets; their Base64 and URL-encoded forms are redacted too. Values shorter than 4 are ignored. */
  add(...values: (string | null | undefined)[]): void {
    for (const v of values) {
      if (typeof v !== 'string' || v.length < 4) continue;
      this.values.add(v);
      this.values.add(encodeURIComponent(v));
    }
  }

  /** The Basic credentials as sent: user:password and its Base64 form. */
  addBasic(username: string, password: string): void {
    const pair = `${username}:${password}`;
    this.add(password, pair, Buffer.from(pair).toString('base64'));
  }

  redact(text: string): string {
    let out = text;
    // Longest first, so that a secret containing another is removed whole.
    for (const v of [...this.values].sort((a, b) => b.length - a.length)) {
      if (out.includes(v)) out = out.split(v).join(REDACTED);
    }
    return out;
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
}
