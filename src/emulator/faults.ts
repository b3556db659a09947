/**
 * Fault injection and the request journal. Faults are rules matched against each request (method and a path
 * pattern): answer a status, delay, drop the connection, send garbage, spend the caller's rate limit, or mark
 * SARIF processing to fail; each may apply a number of times or with a probability. Set them in the seed or at
 * runtime through the admin routes (/_emulator/faults).
 *
 * A rule names its paths by a literal `prefix`, a `glob` (`*` within a segment, `**` across) or a `path` regular
 * expression. Expressions run on RE2 (linear time whatever the pattern), so no rule can stall the event loop; the
 * few constructs RE2 cannot run in linear time (backreferences, lookaround) are refused when the rule is added.
 */
import { RE2JS } from 're2js';

export interface FaultRule {
  id?: number;
  /** HTTP method to match; any when absent. */
  method?: string;
  /** Regular expression (RE2 syntax) searched in the request path (without the query), e.g. "/code-scanning/sarifs$". */
  path?: string;
  /** The request path starts with this text. */
  prefix?: string;
  /** The whole request path matches this glob: `*` any characters but `/`, `**` any characters, `?` one. */
  glob?: string;
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

/** Compile a rule's path condition, or throw a message saying what is wrong with it. */
export function pathMatcher(rule: Pick<FaultRule, 'path' | 'prefix' | 'glob'>): (path: string) => boolean {
  const given = (['path', 'prefix', 'glob'] as const).filter((k) => rule[k] !== undefined);
  if (given.length !== 1)
    throw new Error(`give exactly one of path (a regular expression), prefix or glob, not ${given.length}`);
  if (rule.prefix !== undefined) {
    const prefix = rule.prefix;
    return (p) => p.startsWith(prefix);
  }
  const expression = rule.glob !== undefined ? globToRegExp(rule.glob) : rule.path!;
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(expression);
  } catch (err) {
    throw new Error(
      `the path expression ${JSON.stringify(expression)} cannot run in linear time or is invalid (${(err as Error).message}); use RE2 syntax (no backreferences or lookaround), a prefix or a glob`,
    );
  }
  return (p) => compiled.test(p);
}

function globToRegExp(glob: string): string {
  let out = '^';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      out += '.*';
      i++;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else out += RE2JS.quote(c);
  }
  return `${out}$`;
}

type StoredRule = FaultRule & { id: number; seed: number; matches: (path: string) => boolean };

export class Faults {
  private rules: StoredRule[] = [];
  private nextId = 1;
  readonly journal: JournalEntry[] = [];
  /** Called with each journal entry as it is recorded (the dashboard's live view). */
  readonly listeners = new Set<(entry: JournalEntry) => void>();

  constructor(initial: FaultRule[] = []) {
    initial.forEach((r) => this.add(r));
  }

  add(rule: FaultRule): FaultRule & { id: number } {
    const matches = pathMatcher(rule); // throws on a bad condition before anything is stored
    const stored: StoredRule = { ...rule, id: this.nextId++, seed: 0x9e3779b9, matches };
    this.rules.push(stored);
    return publicRule(stored);
  }

  list(): FaultRule[] {
    return this.rules.map(publicRule);
  }

  clear(id?: number): void {
    this.rules = id === undefined ? [] : this.rules.filter((r) => r.id !== id);
  }

  /** The first rule that applies to this request, consuming one of its `times`. */
  match(method: string, path: string, purpose: 'request' | 'processing' = 'request'): FaultRule | undefined {
    for (const rule of this.rules) {
      if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) continue;
      if (!rule.matches(path)) continue;
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
    this.listeners.forEach((l) => l(entry));
    this.journal.push(entry);
    if (this.journal.length > 1000) this.journal.shift();
  }
}

function publicRule({ seed: _seed, matches: _matches, ...rule }: StoredRule): FaultRule & { id: number } {
  return rule;
}
