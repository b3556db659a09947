/**
 * The search query language of the spec: keywords and "quoted phrases" separated by spaces, the operators AND, OR
 * and NOT (upper case), and key:value qualifiers (key:"value with spaces"; -key:value or NOT key:value excludes).
 * A query becomes a boolean expression over its terms plus the list of its qualifiers, after the spec's limits:
 * at most five operators and 256 characters of keywords (operators and qualifiers excluded), else 422.
 *
 * Precedence: NOT binds tightest, then AND (also implied between neighbouring terms), then OR; there are no
 * parentheses. Qualifiers filter the whole query wherever they stand (`foo OR language:go` is `foo` in Go files).
 */
import { ServiceError } from '../service-error.js';

export const MAX_OPERATORS = 5;
export const MAX_QUERY_LENGTH = 256;

/** A keyword or phrase, matched case-insensitively as a substring. */
export interface Term {
  text: string;
}

export type Expr =
  { op: 'term'; term: number } | { op: 'and' | 'or'; args: Expr[] } | { op: 'not'; arg: Expr };

export interface Qualifier {
  key: string;
  value: string;
  /** -key:value or NOT key:value: results matching it are excluded. */
  negated: boolean;
  /** As written, for error messages. */
  raw: string;
}

export interface Query {
  /** null when the query holds qualifiers only. */
  expr: Expr | null;
  /** Distinct terms (case-insensitive); Expr term nodes index into it. */
  terms: Term[];
  qualifiers: Qualifier[];
}

/** A 422 about a search parameter (q unless told), in the service's shape: Validation Failed with one error naming the field. */
export function queryError(message: string, code = 'invalid', field = 'q') {
  return new ServiceError(422, 'Validation Failed', {
    errors: [{ resource: 'Search', field, code, message }],
    documentationUrl: 'search/search',
  });
}

type Operator = 'AND' | 'OR' | 'NOT';
type Token =
  | { kind: 'op'; op: Operator }
  | { kind: 'term'; text: string; raw: string }
  | { kind: 'qualifier'; qualifier: Qualifier };

/** A parse node before qualifiers are pulled out of the expression. */
type Node =
  | { op: 'term'; term: number }
  | { op: 'and' | 'or'; args: Node[] }
  | { op: 'not'; arg: Node }
  | { op: 'qualifier'; qualifier: Qualifier };

const QUALIFIER = /^(-?)([A-Za-z][\w-]*):(.*)$/s;

function lex(q: string, keys: ReadonlySet<string>): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < q.length) {
    if (/\s/.test(q[i])) {
      i++;
      continue;
    }
    const start = i;
    while (i < q.length && !/\s/.test(q[i])) {
      if (q[i] !== '"') {
        i++;
        continue;
      }
      const close = q.indexOf('"', i + 1);
      if (close < 0) {
        throw queryError(
          `The search has an unmatched double quote at character ${i + 1}: close the phrase with another ".`,
        );
      }
      i = close + 1;
    }
    const raw = q.slice(start, i);
    if (raw === 'AND' || raw === 'OR' || raw === 'NOT') {
      tokens.push({ kind: 'op', op: raw });
      continue;
    }
    const m = QUALIFIER.exec(raw);
    if (m && keys.has(m[2].toLowerCase())) {
      const key = m[2].toLowerCase();
      const value = m[3].replace(/^"(.*)"$/s, '$1').trim();
      if (!value) throw queryError(`The qualifier ${key}: needs a value (for example ${key}:something).`);
      tokens.push({ kind: 'qualifier', qualifier: { key, value, negated: m[1] === '-', raw } });
      continue;
    }
    const text = raw.replaceAll('"', '');
    // An empty phrase ("") says nothing: it is no term.
    if (text.trim()) tokens.push({ kind: 'term', text, raw });
  }
  return tokens;
}

/** Recursive descent over the tokens: or := and (OR and)*; and := not ([AND] not)*; not := NOT not | operand. */
class Parser {
  private pos = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly termIndex: (text: string) => number,
  ) {}

  parse(): Node | null {
    if (this.tokens.length === 0) return null;
    const node = this.or();
    if (this.pos < this.tokens.length) throw this.misplaced(this.tokens[this.pos]);
    return node;
  }

  private or(): Node {
    const args = [this.and()];
    while (this.isOp('OR')) {
      this.pos++;
      args.push(this.and());
    }
    return args.length === 1 ? args[0] : { op: 'or', args };
  }

  private and(): Node {
    const args = [this.not()];
    while (this.pos < this.tokens.length && !this.isOp('OR')) {
      if (this.isOp('AND')) this.pos++;
      args.push(this.not());
    }
    return args.length === 1 ? args[0] : { op: 'and', args };
  }

  private not(): Node {
    if (this.isOp('NOT')) {
      this.pos++;
      return { op: 'not', arg: this.not() };
    }
    const token = this.tokens[this.pos];
    if (!token || token.kind === 'op') throw this.misplaced(token ?? this.tokens[this.pos - 1]);
    this.pos++;
    if (token.kind === 'qualifier') return { op: 'qualifier', qualifier: token.qualifier };
    return { op: 'term', term: this.termIndex(token.text) };
  }

  private isOp(op: Operator): boolean {
    const t = this.tokens[this.pos];
    return t?.kind === 'op' && t.op === op;
  }

  private misplaced(token: Token) {
    const op = token.kind === 'op' ? token.op : 'NOT';
    return queryError(
      op === 'NOT'
        ? 'The operator NOT needs a search term after it.'
        : `The operator ${op} needs a search term on each side.`,
    );
  }
}

/** Pull the qualifiers out of the expression (NOT before a qualifier negates it); null when nothing is left. */
function extract(node: Node, qualifiers: Qualifier[], negate = false): Expr | null {
  switch (node.op) {
    case 'qualifier':
      qualifiers.push({ ...node.qualifier, negated: node.qualifier.negated !== negate });
      return null;
    case 'not': {
      if (node.arg.op === 'qualifier' || node.arg.op === 'not') return extract(node.arg, qualifiers, !negate);
      const inner = extract(node.arg, qualifiers);
      return inner && { op: 'not', arg: inner };
    }
    case 'term':
      return node;
    case 'and':
    case 'or': {
      const args = node.args.map((a) => extract(a, qualifiers)).filter((a): a is Expr => a !== null);
      if (args.length === 0) return null;
      return args.length === 1 ? args[0] : { op: node.op, args };
    }
  }
}

/**
 * Parse `q` for a search whose qualifiers are `keys` (other key:value words are keywords). Throws the spec's 422
 * for more than five operators, more than 256 characters of keywords, or misplaced operators and quotes.
 */
export function parseQuery(q: string, keys: ReadonlySet<string>): Query {
  const tokens = lex(q, keys);
  const operators = tokens.filter((t) => t.kind === 'op').length;
  if (operators > MAX_OPERATORS) {
    throw queryError(
      `The search contains more than ${MAX_OPERATORS} AND / OR / NOT operators (${operators}): simplify the query.`,
    );
  }
  const words = tokens.flatMap((t) => (t.kind === 'term' ? [t.raw] : []));
  const length = words.join(' ').length;
  if (length > MAX_QUERY_LENGTH) {
    throw queryError(
      `The search is longer than ${MAX_QUERY_LENGTH} characters (${length}, operators and qualifiers excluded): shorten the keywords.`,
    );
  }
  const terms: Term[] = [];
  const termIndex = (text: string) => {
    const i = terms.findIndex((t) => t.text.toLowerCase() === text.toLowerCase());
    return i >= 0 ? i : terms.push({ text }) - 1;
  };
  const node = new Parser(tokens, termIndex).parse();
  const qualifiers: Qualifier[] = [];
  const expr = node && extract(node, qualifiers);
  return { expr, terms, qualifiers };
}

/** The terms that count for ranking and text matches: those not under a NOT. */
export function positiveTerms(expr: Expr | null, negated = false, out = new Set<number>()): Set<number> {
  if (!expr) return out;
  if (expr.op === 'term') {
    if (!negated) out.add(expr.term);
  } else if (expr.op === 'not') {
    positiveTerms(expr.arg, !negated, out);
  } else {
    for (const a of expr.args) positiveTerms(a, negated, out);
  }
  return out;
}
