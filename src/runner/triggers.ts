/**
 * Whether the service would start the workflow for the run's event: the event listed under `on:`, and its filters
 * (`branches`, `tags`, `paths` and their `-ignore`) matched as the service matches them (GitHub's filter pattern
 * cheat sheet: `*`, `**`, `?`, `+`, `[]`, `!` negation in order). A local run says why the service would not, and
 * runs anyway: it was asked for.
 */
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import { entries, items, literal, type Workflow } from './workflow.js';

/** A filter pattern as a regular expression over the whole name. */
export function filterRegExp(pattern: string): RegExp {
  const atoms: string[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\' && i + 1 < pattern.length) atoms.push(escape(pattern[++i]));
    else if (c === '*' && pattern[i + 1] === '*') {
      atoms.push('.*');
      i++;
    } else if (c === '*') atoms.push('[^/]*');
    else if ((c === '?' || c === '+') && atoms.length > 0) atoms.push(`(?:${atoms.pop()!})${c}`);
    else if (c === '[' && pattern.indexOf(']', i + 1) > i + 1) {
      const end = pattern.indexOf(']', i + 1);
      atoms.push(`[${pattern.slice(i + 1, end).replace(/[\\\]^]/g, '\\$&')}]`);
      i = end;
    } else atoms.push(escape(c));
  }
  return new RegExp(`^${atoms.join('')}$`);
}

const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** Whether the patterns, in order, include the name: the last pattern that matches decides (`!` excludes). */
export function filterIncludes(patterns: string[], name: string): boolean {
  let included = false;
  for (const p of patterns) {
    const negated = p.startsWith('!');
    if (filterRegExp(negated ? p.slice(1) : p).test(name)) included = !negated;
  }
  return included;
}

/** The events the workflow lists under `on:` (a name, a list, or a mapping). */
export function listedEvents(workflow: Workflow): string[] {
  const on = workflow.root.get('on');
  const declared = entries(on);
  if (declared.size > 0) return [...declared.keys()];
  const listed = items(on).map(literal);
  return (listed.length > 0 ? listed : [literal(on)]).filter((e): e is string => !!e);
}

/** What the run was triggered by, as the filters read it. */
export interface TriggerFacts {
  eventName: string;
  ref: string;
  /** A pull request's base branch. */
  baseRef?: string;
  /** The files the push or pull request changed (asked only for a `paths` filter); undefined when not known. */
  changed: () => string[] | undefined;
}

const strings = (t: TemplateToken | undefined): string[] =>
  items(t)
    .map(literal)
    .filter((s): s is string => s !== undefined);

/**
 * Why the service would not start the workflow for this trigger of an event it lists (its filters), or undefined
 * when it would. Branch and tag filters
 * of `push` apply to their own kind of ref (a tag pushed to a workflow with only `branches` does not start it);
 * `pull_request` filters its base branch; paths are not filtered for a tag.
 */
export function filteredOutBecause(workflow: Workflow, f: TriggerFacts): string | undefined {
  const filters = entries(entries(workflow.root.get('on')).get(f.eventName));
  if (filters.size === 0) return undefined;
  const isTag = f.ref.startsWith('refs/tags/');
  const short = f.ref.replace(/^refs\/(heads|tags)\//, '');
  const refFilter = (kind: 'branches' | 'tags', name: string): string | undefined => {
    const only = filters.get(kind);
    const ignore = filters.get(`${kind}-ignore`);
    const noun = kind === 'branches' ? 'branch' : 'tag';
    if (only && !filterIncludes(strings(only), name))
      return `${noun} ${name} does not match on.${f.eventName}.${kind} (${strings(only).join(', ')})`;
    if (ignore && filterIncludes(strings(ignore), name))
      return `${noun} ${name} matches on.${f.eventName}.${kind}-ignore (${strings(ignore).join(', ')})`;
    return undefined;
  };
  const has = (k: string) => filters.has(k) || filters.has(`${k}-ignore`);
  if (f.eventName === 'push') {
    if (isTag && !has('tags') && has('branches'))
      return `a tag (${short}) is pushed and on.push filters only branches`;
    if (!isTag && !has('branches') && has('tags'))
      return `a branch (${short}) is pushed and on.push filters only tags`;
    const ref = refFilter(isTag ? 'tags' : 'branches', short);
    if (ref || isTag) return ref;
  } else if (f.eventName === 'pull_request' || f.eventName === 'pull_request_target') {
    const base = refFilter('branches', f.baseRef ?? 'main');
    if (base) return `the base ${base}`;
  }
  return pathsFilter(f.eventName, filters, f.changed);
}

/** `paths` / `paths-ignore`: some changed file included (not every one ignored). */
function pathsFilter(
  eventName: string,
  filters: Map<string, TemplateToken>,
  changedFiles: () => string[] | undefined,
): string | undefined {
  const only = strings(filters.get('paths'));
  const ignore = strings(filters.get('paths-ignore'));
  if (!filters.has('paths') && !filters.has('paths-ignore')) return undefined;
  const changed = changedFiles();
  if (changed === undefined) return undefined;
  const list = (files: string[]) =>
    files.length === 0 ? 'no file' : files.slice(0, 5).join(', ') + (files.length > 5 ? ', …' : '');
  if (filters.has('paths') && !changed.some((file) => filterIncludes(only, file)))
    return `no changed file (${list(changed)}) matches on.${eventName}.paths (${only.join(', ')})`;
  if (filters.has('paths-ignore') && changed.every((file) => filterIncludes(ignore, file)))
    return `every changed file (${list(changed)}) matches on.${eventName}.paths-ignore (${ignore.join(', ')})`;
  return undefined;
}
