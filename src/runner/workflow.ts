/**
 * Reading workflow and action files with GitHub's own parser (@actions/workflow-parser, the code behind the Actions
 * editor support): the file is checked against the service's schema, and every error comes back with the file,
 * line and column. The runner then walks the parsed token tree itself (the converted model drops `with`, `shell`,
 * `timeout-minutes`, `permissions`, `defaults`, ...), so every value keeps its place in the file for messages.
 */
import { readFileSync } from 'node:fs';
import {
  convertWorkflowTemplate,
  isBasicExpression,
  isMapping,
  isSequence,
  isString,
  NoOperationTraceWriter,
  parseWorkflow,
  type TemplateParseResult,
} from '@actions/workflow-parser';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import { getActionSchema } from '@actions/workflow-parser/actions/action-schema';
import { convertActionTemplate, type ActionTemplate } from '@actions/workflow-parser/actions/action-template';
import type { MappingToken } from '@actions/workflow-parser/templates/tokens/mapping-token';
import {
  TemplateContext,
  TemplateValidationErrors,
} from '@actions/workflow-parser/templates/template-context';
import { readTemplate } from '@actions/workflow-parser/templates/template-reader';
import { DefinitionInfo } from '@actions/workflow-parser/templates/schema/definition-info';
import { YamlObjectReader } from '@actions/workflow-parser/workflows/yaml-object-reader';
import type { WorkflowJob, ReusableWorkflowJob } from '@actions/workflow-parser/model/workflow-template';
import { convertReferencedWorkflow } from '@actions/workflow-parser/model/converter/referencedWorkflow';
import { LineCounter, parseDocument, visit } from 'yaml';
import { UserError } from '../errors.js';

/** A place in a file: `file:line:col`. */
export interface Where {
  file: string;
  line?: number;
  col?: number;
}

export const at = (w: Where): string =>
  w.line === undefined ? w.file : `${w.file}:${w.line}${w.col === undefined ? '' : `:${w.col}`}`;

/** Parser messages shown of one file (all are kept in WorkflowError.problems). */
const MAX_PROBLEMS = 10;

/** The workflow or action file is not one the service would run: the parser's messages, each with its place. */
export class WorkflowError extends UserError {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    // One YAML mistake can leave the parser reporting every token after it: the first few say what is wrong.
    const shown =
      problems.length > MAX_PROBLEMS
        ? [
            ...problems.slice(0, MAX_PROBLEMS),
            `… and ${problems.length - MAX_PROBLEMS} more, most likely caused by the first`,
          ]
        : problems;
    super(
      `${file} is not a valid ${/action\.ya?ml$/.test(file) ? 'action' : 'workflow'} file:\n  ${shown.join('\n  ')}`,
      undefined,
      1,
    );
    this.name = 'WorkflowError';
  }
}

/** A feature of the language this runner does not run, named with its place. */
export class UnsupportedError extends UserError {
  constructor(where: Where, what: string, hint?: string) {
    super(`${at(where)}: ${what} is not supported by sarif-pipeline run`, hint, 1);
    this.name = 'UnsupportedError';
  }
}

export const where = (file: string, t: TemplateToken | undefined): Where => ({
  file,
  line: t?.range?.start.line,
  col: t?.range?.start.column,
});

/** `w.yml (Line: 7, Col: 9): Unexpected value 'run'` → `w.yml:7:9: Unexpected value 'run'`. */
function problemsOf(file: string, result: TemplateParseResult): string[] {
  return result.context.errors.getErrors().map((e) => {
    const start = e.range?.start;
    const place = start ? `${file}:${start.line}:${start.column}` : file;
    return `${place}: ${e.rawMessage}`;
  });
}

/** A mapping token's entries by key (keys are literal strings in both schemas). */
export function entries(t: TemplateToken | undefined): Map<string, TemplateToken> {
  const out = new Map<string, TemplateToken>();
  if (!t || !isMapping(t)) return out;
  for (const { key, value } of t as MappingToken)
    out.set(String((key as { value?: unknown }).value ?? key), value);
  return out;
}

export const items = (t: TemplateToken | undefined): TemplateToken[] => (t && isSequence(t) ? [...t] : []);

/** A literal string value (keys, `uses`, `shell`, ...); undefined for expressions and other types. */
export function literal(t: TemplateToken | undefined): string | undefined {
  if (!t) return undefined;
  if (isString(t)) return t.value;
  const v = (t as { value?: unknown }).value;
  return v === undefined || v === null || typeof v === 'object' ? undefined : String(v);
}

export const isExpression = (t: TemplateToken | undefined): boolean => !!t && isBasicExpression(t);

export interface WorkflowJobSource {
  id: string;
  /** The job's mapping in the file. */
  token: TemplateToken;
  needs: string[];
  /** `if:` as the service runs it (with success() added when the condition names no status function). */
  condition: string;
  /** A reusable workflow's job (`jobs.<id>.uses`): the workflow it calls, once loaded (index.ts). */
  calls?: Workflow;
  /** The parser's model of the job (a call's is checked against the called workflow: checkCall). */
  model: WorkflowJob;
}

export interface Workflow {
  file: string;
  name: string;
  root: Map<string, TemplateToken>;
  jobs: WorkflowJobSource[];
  /** The file's root token and the parser's context (its errors name this file). */
  token: TemplateToken;
  context: TemplateContext;
}

/**
 * An event that filters by `branches` and `branches-ignore` (or `tags`, `paths` and their `-ignore`) at once: the
 * service refuses the workflow file (the schema, and so the parser, let it through).
 */
function exclusiveFilterProblems(file: string, on: TemplateToken | undefined): string[] {
  const problems: string[] = [];
  if (!on || !isMapping(on)) return problems;
  for (const { value: event } of on as MappingToken) {
    if (!isMapping(event)) continue;
    const keys = new Map<string, TemplateToken>();
    for (const { key } of event as MappingToken) keys.set(literal(key) ?? '', key);
    for (const filter of ['branches', 'tags', 'paths'])
      if (keys.has(filter) && keys.has(`${filter}-ignore`)) {
        const second = [keys.get(filter)!, keys.get(`${filter}-ignore`)!].sort(
          (a, b) => (a.range?.start.line ?? 0) - (b.range?.start.line ?? 0),
        )[1];
        problems.push(
          `${at(where(file, second))}: you may only define one of \`${filter}\` and \`${filter}-ignore\` for a single event`,
        );
      }
  }
  return problems;
}

/** Parse and check a workflow file; throws WorkflowError with the parser's messages. */
export async function loadWorkflow(file: string, display = file): Promise<Workflow> {
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new UserError(
      `cannot read the workflow ${display}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (err as Error).message}`,
      code === 'ENOENT' ? 'Give the path of a workflow file, e.g. .github/workflows/ci.yml.' : undefined,
      code === 'ENOENT' || code === 'EISDIR' ? 2 : 1,
    );
  }
  const result = parseWorkflow({ name: display, content }, new NoOperationTraceWriter());
  if (result.context.errors.count > 0 || !result.value)
    throw new WorkflowError(display, problemsOf(display, result));
  noteMultilineValues(content, result.value);
  // The converter checks what the schema cannot (needs that name no job, cycles, matrix shapes).
  const converted = await convertWorkflowTemplate(result.context, result.value);
  if (result.context.errors.count > 0) throw new WorkflowError(display, problemsOf(display, result));
  const root = entries(result.value);
  const filters = exclusiveFilterProblems(display, root.get('on'));
  if (filters.length > 0) throw new WorkflowError(display, filters);
  const jobTokens = entries(root.get('jobs'));
  const jobs: WorkflowJobSource[] = converted.jobs.map((j) => ({
    id: j.id.value,
    token: jobTokens.get(j.id.value)!,
    needs: (j.needs ?? []).map((n) => n.value),
    condition: j.if?.expression ?? 'success()',
    model: j,
  }));
  return {
    file: display,
    name: literal(root.get('name')) ?? display,
    root,
    jobs,
    token: result.value,
    context: result.context,
  };
}

/**
 * A job's call checked against the workflow it calls, by the parser's own converter (as the service checks it when
 * the run starts): every required input and secret given, nothing given that the called workflow does not declare
 * (`secrets: inherit` passes all). Throws WorkflowError naming the caller's file, line and column.
 */
export function checkCall(caller: Workflow, job: WorkflowJobSource, called: Workflow): void {
  if (job.model.type !== 'reusableWorkflowJob') return;
  convertReferencedWorkflow(caller.context, called.token, job.model as ReusableWorkflowJob);
  if (caller.context.errors.count > 0)
    throw new WorkflowError(
      caller.file,
      problemsOf(caller.file, { context: caller.context, value: caller.token }),
    );
}

export interface ActionFile {
  file: string;
  template: ActionTemplate;
  /** Top-level entries of action.yml (runs.steps keep their tokens for composite actions). */
  root: Map<string, TemplateToken>;
}

/**
 * An action.yml read as the runner reads it: against its schema's `action-root` (src/Runner.Worker/action_yaml.json,
 * which the parser's schema holds too), where `name`, `description` and unknown keys are allowed; the parser's own
 * `parseAction` reads `action-root-strict`, the Marketplace's lint. Then the checks the runner makes of `runs` in
 * code (ActionManifestManager.ConvertRuns), with its words.
 */
function parseActionFile(display: string, content: string): TemplateParseResult {
  const schema = getActionSchema();
  const context = new TemplateContext(new TemplateValidationErrors(), schema, new NoOperationTraceWriter());
  const fileId = context.getFileId(display);
  const reader = new YamlObjectReader(fileId, content);
  if (reader.errors.length > 0) {
    for (const err of reader.errors) context.error(fileId, err.message, err.range);
    return { context, value: undefined };
  }
  const value = readTemplate(context, 'action-root', reader, fileId);
  // `pre-if` and `post-if` are plain strings in this schema; the runner evaluates them with the contexts and
  // functions of `runs-if`, which the parser's converter checks them against.
  for (const [k, t] of entries(entries(value).get('runs')))
    if ((k === 'pre-if' || k === 'post-if') && isString(t))
      t.definitionInfo = new DefinitionInfo(schema, 'runs-if');
  const problem = value && context.errors.count === 0 ? runsProblem(display, value) : undefined;
  if (problem) context.error(problem.token, problem.message);
  return { context, value };
}

const NODE_VERSIONS = ['node12', 'node16', 'node20', 'node24'];

/** What the runner refuses in an action's `runs` (the schema lets any of it through), at its place. */
function runsProblem(
  display: string,
  root: TemplateToken,
): { token: TemplateToken; message: string } | undefined {
  const runsToken = entries(root).get('runs');
  if (!runsToken) return { token: root, message: `Top level 'runs:' section is required for ${display}` };
  const runs = entries(runsToken);
  const using = literal(runs.get('using'));
  const token = runs.get('using') ?? runsToken;
  if (!using)
    return {
      token,
      message:
        "Missing 'using' value. 'using' requires 'composite', 'docker', 'node12', 'node16', 'node20' or 'node24'.",
    };
  if (using === 'docker' && !literal(runs.get('image')))
    return { token, message: `You are using a Container Action but an image is not provided in ${display}.` };
  if (NODE_VERSIONS.includes(using) && !literal(runs.get('main')))
    return {
      token,
      message: `You are using a JavaScript Action but there is not an entry JavaScript file provided in ${display}.`,
    };
  if (using === 'composite' && !runs.has('steps'))
    return {
      token,
      message: `You are using a composite action but there are no steps provided in ${display}.`,
    };
  if (using !== 'docker' && using !== 'composite' && !NODE_VERSIONS.includes(using))
    return {
      token,
      message: `'using: ${using}' is not supported, use 'docker', 'node12', 'node16', 'node20' or 'node24' instead.`,
    };
  return undefined;
}

/** Parse and check an action.yml; throws WorkflowError with the parser's messages. */
export function loadAction(file: string, display = file): ActionFile {
  const content = readFileSync(file, 'utf8');
  const result = parseActionFile(display, content);
  if (result.context.errors.count > 0 || !result.value)
    throw new WorkflowError(display, problemsOf(display, result));
  noteMultilineValues(content, result.value);
  const template = convertActionTemplate(result.context, result.value);
  if (result.context.errors.count > 0) throw new WorkflowError(display, problemsOf(display, result));
  return { file: display, template, root: entries(result.value) };
}

/**
 * The value YAML gives a multi-line scalar's expression token (a block's indentation removed, `>` folded), noted when
 * its file is read: the token's own source is the scalar's text as written. Read by evaluateToken (expressions.ts).
 */
export const scalarValues = new WeakMap<TemplateToken, string>();

/**
 * The values YAML gives the file's multi-line scalars that hold `${{`, noted for their expression tokens. For a
 * scalar over several lines (`run: |`, `>`, a folded plain or quoted one), @actions/workflow-parser builds the
 * expression from the scalar's source text, indentation and all, where the service takes its value: a block's lines
 * would keep their indentation (a heredoc's `EOF` would never close it) and `>` would not fold. Scalars are found by
 * where they start, as the parser's own reader places its tokens.
 */
function noteMultilineValues(content: string, root: TemplateToken): void {
  if (!content.includes('${{')) return;
  const lineCounter = new LineCounter();
  const values = new Map<string, string>();
  visit(parseDocument(content, { lineCounter, uniqueKeys: false }), {
    Scalar(_key, node) {
      if (typeof node.value !== 'string' || !node.value.includes('${{') || !node.range) return;
      const start = lineCounter.linePos(node.range[0]);
      if (start.line === lineCounter.linePos(node.range[1]).line) return;
      values.set(`${start.line}:${start.col}`, node.value);
    },
  });
  if (values.size === 0) return;
  const note = (t: TemplateToken): void => {
    if (isBasicExpression(t)) {
      const r = t.range;
      const value =
        r && r.start.line !== r.end.line ? values.get(`${r.start.line}:${r.start.column}`) : undefined;
      if (value !== undefined) scalarValues.set(t, value);
    } else if (isMapping(t)) {
      for (const { key, value } of t as MappingToken) {
        note(key);
        note(value);
      }
    } else if (isSequence(t)) for (const item of t) note(item);
  };
  note(root);
}
