/**
 * `${{ }}` evaluated with GitHub's own evaluator (@actions/expressions): the contexts the service has (github, env,
 * vars, secrets, inputs, steps, job, jobs, runner, needs, matrix, strategy), its functions (contains, startsWith,
 * endsWith, format, join, toJSON, fromJSON built in; hashFiles and the status functions success, failure, always,
 * cancelled given here), over the parsed template tokens of a workflow or action file.
 */
import { data, Evaluator, Lexer, Parser } from '@actions/expressions';
import type { FunctionDefinition } from '@actions/expressions/funcs/info';
import { isBasicExpression, isLiteral, isMapping, isSequence } from '@actions/workflow-parser';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import { ensureStatusFunction } from '@actions/workflow-parser/model/converter/if-condition';
import type { MappingToken } from '@actions/workflow-parser/templates/tokens/mapping-token';
import { at, scalarValues, where as whereOf } from './workflow.js';
import { UserError } from '../errors.js';
import { hashFilesSync } from './hash-files.js';

export const CONTEXT_NAMES = [
  'github',
  'env',
  'vars',
  'secrets',
  'inputs',
  'steps',
  'job',
  'jobs',
  'runner',
  'needs',
  'matrix',
  'strategy',
];

/** What the status functions see: the job's (or, for a job's `if`, its needs') state so far. */
export interface Status {
  /** 'success' until a step (or a need) failed; 'skipped' when a need was skipped (success() and failure() false). */
  state: 'success' | 'failure' | 'skipped';
  cancelled: boolean;
}

export interface Scope {
  contexts: Record<string, unknown>;
  status?: Status;
  /** For hashFiles: the workspace. */
  workspace: string;
  /** The file the expressions come from, for messages. */
  file: string;
}

/** An expression that cannot be evaluated (a syntax error the parser let through, a runtime error). */
export class ExpressionProblem extends UserError {
  constructor(place: string, expression: string, message: string) {
    super(`${place}: cannot evaluate \${{ ${expression} }}: ${message}`, undefined, 1);
    this.name = 'ExpressionProblem';
  }
}

const toData = (value: unknown): data.ExpressionData =>
  JSON.parse(JSON.stringify(value ?? null), data.reviver) as data.ExpressionData;

export const fromData = (value: data.ExpressionData): unknown =>
  JSON.parse(JSON.stringify(value, data.replacer)) as unknown;

function functions(scope: Scope): Map<string, FunctionDefinition> {
  const status = scope.status ?? { state: 'success', cancelled: false };
  const fn = (name: string, minArgs: number, maxArgs: number, call: FunctionDefinition['call']) =>
    [name.toLowerCase(), { name, minArgs, maxArgs, call }] as const;
  return new Map([
    fn('success', 0, 0, () => new data.BooleanData(status.state === 'success' && !status.cancelled)),
    fn('failure', 0, 0, () => new data.BooleanData(status.state === 'failure' && !status.cancelled)),
    fn('always', 0, 0, () => new data.BooleanData(true)),
    fn('cancelled', 0, 0, () => new data.BooleanData(status.cancelled)),
    fn(
      'hashFiles',
      1,
      255,
      (...args) =>
        new data.StringData(
          hashFilesSync(
            scope.workspace,
            args.map((a) => a.coerceString()),
          ),
        ),
    ),
  ]);
}

const EXTENSION_INFO = ['success', 'failure', 'always', 'cancelled', 'hashFiles'].map((name) => ({
  name,
  minArgs: name === 'hashFiles' ? 1 : 0,
  maxArgs: name === 'hashFiles' ? 255 : 0,
}));

/** Evaluate one expression (the text inside `${{ }}`) to a plain value. */
export function evaluateExpression(expression: string, scope: Scope, place: string): unknown {
  let value: data.ExpressionData;
  try {
    const lexed = new Lexer(expression).lex();
    const parsed = new Parser(lexed.tokens, CONTEXT_NAMES, EXTENSION_INFO).parse();
    // Every context exists (empty where this place has none), so that `steps.x` is null rather than an error.
    const all: Record<string, unknown> = Object.fromEntries(CONTEXT_NAMES.map((n) => [n, {}]));
    Object.assign(all, scope.contexts);
    const contexts = new data.Dictionary(
      ...Object.entries(all).map(([key, v]) => ({ key, value: toData(v) })),
    );
    value = new Evaluator(parsed, contexts, functions(scope)).evaluate();
  } catch (err) {
    throw new ExpressionProblem(place, expression, (err as Error).message);
  }
  return fromData(value);
}

/**
 * A value as text where a whole value is taken as it is (an input, an output): objects as JSON. Inside a string
 * (`echo "${{ x }}"`) a value is `interpolated` instead, as format() turns it into text.
 */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  if (typeof value === 'number') return String(value);
  return String(value);
}

/**
 * A value inside a string, as the service's format() turns it into text (EvaluationResult.ConvertToString): an
 * object `Object`, an array `Array`, null empty, numbers and booleans as the evaluator writes them.
 */
export const interpolated = (value: unknown): string => toData(value).coerceString();

/**
 * The `${{ }}` segments of a string with text around them. The parser turns such a string into one format() call,
 * but @actions/expressions 0.3.61 unescapes only the first '' of a string literal, so a format string with two
 * quotes in it ('${{ x }}' in a shell line) loses one: the segments are evaluated one by one instead.
 */
function segments(source: string): (string | { expression: string })[] | undefined {
  const out: (string | { expression: string })[] = [];
  let at = 0;
  for (;;) {
    const open = source.indexOf('${{', at);
    if (open < 0) break;
    let i = open + 3;
    let inString = false;
    for (; i < source.length; i++) {
      if (source[i] === "'") inString = !inString;
      else if (!inString && source.startsWith('}}', i)) break;
    }
    if (i >= source.length) return undefined;
    if (open > at) out.push(source.slice(at, open));
    out.push({ expression: source.slice(open + 3, i) });
    at = i + 2;
  }
  if (at < source.length) out.push(source.slice(at));
  return out;
}

/**
 * The text of a scalar from its source: a quoted scalar's source keeps its quotes ('it''s' and "a\"b" in YAML);
 * a double-quoted one JSON cannot read (YAML's own escapes, folded lines) stays as it is, and is then evaluated
 * through the parser's format() like any other.
 */
function scalarText(source: string): string {
  if (source.length >= 2 && source.startsWith("'") && source.endsWith("'"))
    return source.slice(1, -1).replace(/''/g, "'");
  if (source.length >= 2 && source.startsWith('"') && source.endsWith('"')) {
    try {
      return JSON.parse(source) as string;
    } catch {
      return '\u0000';
    }
  }
  return source;
}

/** Evaluate a template token (literals, expressions, mappings, sequences) to a plain value. */
export function evaluateToken(token: TemplateToken | undefined, scope: Scope): unknown {
  if (!token) return undefined;
  if (isBasicExpression(token)) {
    const place = at(whereOf(scope.file, token));
    const text =
      scalarValues.get(token) ?? (token.source === undefined ? undefined : scalarText(token.source));
    const parts = text === undefined ? undefined : segments(text);
    if (parts && !parts.includes('\u0000') && !(parts.length === 1 && typeof parts[0] !== 'string'))
      return parts
        .map((p) =>
          typeof p === 'string' ? p : interpolated(evaluateExpression(p.expression, scope, place)),
        )
        .join('');
    return evaluateExpression(token.expression, scope, place);
  }
  if (isLiteral(token)) return (token as unknown as { value: unknown }).value ?? null;
  if (isSequence(token)) return [...token].map((t) => evaluateToken(t, scope));
  if (isMapping(token)) {
    const out: Record<string, unknown> = {};
    for (const { key, value } of token as MappingToken) {
      const k = isBasicExpression(key)
        ? asText(evaluateToken(key, scope))
        : String((key as unknown as { value: unknown }).value);
      out[k] = evaluateToken(value, scope);
    }
    return out;
  }
  throw new UserError(
    `${at(whereOf(scope.file, token))}: \${{ insert }} and other template directives are not supported by sarif-pipeline run`,
    undefined,
    1,
  );
}

/**
 * An `env:` mapping as the runner reads it: each value a string (a number or boolean as its text); an object or
 * array as a whole value is refused at its place, as the service asserts a string for an environment value.
 */
export function evaluateEnv(token: TemplateToken | undefined, scope: Scope): Record<string, string> {
  if (!token) return {};
  const pairs: [string, unknown, TemplateToken][] = isMapping(token)
    ? [...(token as MappingToken)].map(({ key, value }) => [
        isBasicExpression(key)
          ? asText(evaluateToken(key, scope))
          : String((key as unknown as { value: unknown }).value),
        evaluateToken(value, scope),
        value,
      ])
    : Object.entries((evaluateToken(token, scope) ?? {}) as Record<string, unknown>).map(([k, v]) => [
        k,
        v,
        token,
      ]);
  const env: Record<string, string> = {};
  for (const [k, v, t] of pairs) {
    if (v !== null && typeof v === 'object')
      throw new UserError(
        `${at(whereOf(scope.file, t))}: env ${k} is ${Array.isArray(v) ? 'an array' : 'an object'}: an environment value must be a string (toJSON() gives its JSON)`,
        undefined,
        1,
      );
    env[k] = asText(v);
  }
  return env;
}

export const evaluateText = (token: TemplateToken | undefined, scope: Scope): string =>
  asText(evaluateToken(token, scope));

/** The service's truthiness: false, 0, -0, '', null are false. */
export function truthy(value: unknown): boolean {
  return !(value === false || value === 0 || value === '' || value === null || value === undefined);
}

/**
 * An `if:` condition as the service evaluates it: the text is an expression with or without `${{ }}`, and one that
 * names no status function runs only after success (`success() && (...)`).
 */
export function evaluateCondition(
  token: TemplateToken | undefined,
  scope: Scope,
  fallback = 'success()',
): boolean {
  let text = fallback;
  if (token) {
    const raw = isBasicExpression(token)
      ? token.expression
      : String((token as unknown as { value: unknown }).value ?? '');
    const inner = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(raw)?.[1] ?? raw;
    text = inner.trim() === '' ? fallback : ensureStatusFunction(inner, token.definitionInfo);
  }
  return truthy(evaluateExpression(text, scope, at(whereOf(scope.file, token))));
}
