/**
 * The ids of a list of steps as the service gives them (GITHUB_ACTION, `github.action`): a step's own `id`, else
 * one the parser's converter generates, unique in the list: `__run`, `__run_2`… for scripts, `__owner_repo`,
 * `__owner_repo_2`… for actions of other repositories, `__self` for `./path` ones. Built with the parser's own
 * IdBuilder, in its order: every explicit id reserved first, then the generated ones.
 */
import { IdBuilder } from '@actions/workflow-parser/model/converter/id-builder';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import { entries, literal } from './workflow.js';

const cache = new WeakMap<TemplateToken[], Map<TemplateToken, string>>();

/** What a `uses:` contributes to a generated id (empty: `__run`). */
function usesSegment(uses: string): string {
  if (uses.startsWith('docker://')) return uses.slice('docker://'.length);
  if (uses.startsWith('./') || uses.startsWith('.\\') || uses.startsWith('$/')) return 'self';
  const [path, ref, ...more] = uses.split('@');
  const parts = path.split(/[\\/]/).filter(Boolean);
  return more.length === 0 && ref && parts.length >= 2 ? `${parts[0]}/${parts[1]}` : '';
}

/** Each step's id (its own, else the generated one). */
export function stepIds(steps: TemplateToken[]): Map<TemplateToken, string> {
  const known = cache.get(steps);
  if (known) return known;
  const builder = new IdBuilder();
  const ids = new Map<TemplateToken, string>();
  for (const t of steps) {
    const id = literal(entries(t).get('id'));
    if (id) {
      builder.tryAddKnownId(id);
      ids.set(t, id);
    }
  }
  for (const t of steps) {
    if (ids.has(t)) continue;
    const uses = literal(entries(t).get('uses'));
    builder.appendSegment(`__${(uses && usesSegment(uses)) || 'run'}`);
    ids.set(t, builder.build());
  }
  cache.set(steps, ids);
  return ids;
}
