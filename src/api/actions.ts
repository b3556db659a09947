/** The run artifacts a Pages deployment takes (published API description; not in the spec). */
import { arrayOf, integer, object, text } from './answer-shape.js';
import type { RequestMeta, Transport } from './transport.js';
import type { RepoRef } from './types.js';

export interface RunArtifact {
  id: number;
  name: string;
  size_in_bytes: number;
  archive_download_url: string;
}

const runArtifacts = object({
  total_count: integer,
  artifacts: arrayOf(object({ id: integer, name: text, size_in_bytes: integer })),
});
const meta: RequestMeta = { credentials: 'token', answer: runArtifacts };

export function actions(t: Transport) {
  return {
    /** A workflow run's artifacts, optionally only those with this name (GET …/actions/runs/{run_id}/artifacts). */
    async listRunArtifacts(p: RepoRef & { run_id: number | string; name?: string }): Promise<RunArtifact[]> {
      const { data } = await t.request<{ artifacts: RunArtifact[] }>(
        'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts',
        { ...p, per_page: 100 },
        meta,
      );
      return data.artifacts;
    },
  };
}
