/**
 * Fault injection and the request journal. Faults are rules matched against each request (method and a path
 * pattern): answer a status, delay, drop the connection, send garbage, spend the caller's rate limit, or mark
 * SARIF processing to fail; each may apply a number of times or with a probability. Set them in the seed or at
 * runtime through the admin routes (/_emulator/faults).
 */

export interface FaultRule {
  id?: number;
  /** HTTP method to match; any when absent. */
  method?: string;
  /** Regular expression matched against the request path (without the query), e.g. "/code-scanning/sarifs$". */
  path: string;
  /** Answer with this status and `{ message }` instead of running the route. */
  status?: number;
  /** Wait this long before anything else (a slow route); `dribble` sends the answer slowly in pieces instead. */
  delayMs?: number;
  dribble?: boolean;
  /** Break the connection: reset it, close it without answering, or send random bytes and close. */
  connection?: 'reset' | 'empty' | 'garbage';
  /** Spend the caller's rate limit, so this and later requests get 403 with x-ratelimit-remaining: 0. */
  spendRateLimit?: boolean;
  /** SARIF uploads that match finish processing as `failed` (the route asks faults.processingFails). */
  failProcessing?: boolean;
  /** Apply this many times, then stop matching (fail N times, then succeed). */
  times?: number;
  /** Apply with this probability (0..1); deterministic sequence per rule. */
  probability?: number;
}

export interface JournalEntry {
  /** The X-Svc-Request-Id of the answer. */
  requestId: string;
  time: string;
  method: string;
  url: string;
  status: number;
  ms: number;
  caller: string;
  fault?: number;
}

export class Faults {
  private rules: (FaultRule & { id: number; seed: number })[] = [];
  private nextId = 1;
  readonly journal: JournalEntry[] = [];

  constructor(initial: FaultRule[] = []) {
    initial.forEach((r) => this.add(r));
  }

  add(rule: FaultRule): FaultRule & { id: number } {
    new RegExp(rule.path); // throws on a bad pattern before it is stored
    const stored = { ...rule, id: this.nextId++, seed: 0x9e3779b9 };
    this.rules.push(stored);
    return stored;
  }

  list(): FaultRule[] {
    return this.rules.map(({ seed: _seed, ...r }) => r);
  }

  clear(id?: number): void {
    this.rules = id === undefined ? [] : this.rules.filter((r) => r.id !== id);
  }

  /** The first rule that applies to this request, consuming one of its `times`. */
  match(method: string, path: string, purpose: 'request' | 'processing' = 'request'): FaultRule | undefined {
    for (const rule of this.rules) {
      if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) continue;
      if (!new RegExp(rule.path).test(path)) continue;
      if ((purpose === 'processing') !== Boolean(rule.failProcessing)) continue;
      if (rule.times !== undefined && rule.times <= 0) continue;
      if (rule.probability !== undefined) {
        // xorshift: a repeatable sequence per rule, so a test with a probability is still deterministic.
        rule.seed ^= rule.seed << 13;
        rule.seed ^= rule.seed >>> 17;
        rule.seed ^= rule.seed << 5;
        if ((rule.seed >>> 0) / 4294967296 >= rule.probability) continue;
      }
      if (rule.times !== undefined) rule.times--;
      return rule;
    }
    return undefined;
  }

  record(entry: JournalEntry): void {
    this.journal.push(entry);
    if (this.journal.length > 1000) this.journal.shift();
  }
}
