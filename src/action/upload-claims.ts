/**
 * One upload per tool and category a job, as codeql-action keeps it: the service replaces an analysis by a later
 * one of the same commit, ref, tool and category, so a second upload of one in the same job would silently undo
 * the first (two analysers writing one category, a copied step). Each upload marks its tools and categories in the
 * job's environment (`core.exportVariable`, which later steps of the job inherit), and an upload finding its mark,
 * or codeql-action's (`CODEQL_UPLOAD_SARIF_…`, from its analyze or upload-sarif step), is refused before it sends.
 */
import * as core from '@actions/core';

const OURS = 'SARIF_PIPELINE_UPLOADED_';
const CODEQL_ACTION = 'CODEQL_UPLOAD_SARIF_';

/** codeql-action's key of a tool and category (`validateUniqueCategory`), so both actions see each other's marks. */
const sanitize = (s: string | undefined) => (s || '_').replace(/[^a-zA-Z0-9_]/g, '_').toLocaleUpperCase();

/** Claim the runs' tools and categories for this job; the reason to send nothing when one was already uploaded. */
export function claimForJob(
  runs: { tool: string; category: string }[],
  env: NodeJS.ProcessEnv = process.env,
  mark: (name: string, value: string) => void = core.exportVariable,
): string | undefined {
  const keys = new Map(runs.map((r) => [`${sanitize(r.category)}_${sanitize(r.tool)}`, r]));
  for (const [key, run] of keys)
    if (env[OURS + key] || env[CODEQL_ACTION + key])
      return `this job already uploaded an analysis of tool "${run.tool}" with category "${run.category || 'none'}", which this upload would replace`;
  for (const key of keys.keys()) mark(OURS + key, 'true');
  return undefined;
}
