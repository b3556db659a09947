/** Deploy keys: a repository's SSH public keys, read-only or read/write. Immutable: delete and create again. */
import { SHAPES } from './answer-shape.js';
import { Paginated, type PageOptions } from './paginate.js';
import type { RequestMeta } from './transport.js';
import type { Transport } from './transport.js';
import type { DeployKey, RepoRef } from './types.js';

export interface CreateDeployKeyBody {
  title?: string;
  /** The public key, e.g. "ssh-ed25519 AAAA... comment". */
  key: string;
  /** true: read only; false (default): read and write. */
  read_only?: boolean;
}

const KEY: RequestMeta = { credentials: 'token', answer: SHAPES.deployKey };

export function deployKeys(t: Transport) {
  return {
    list(p: RepoRef & PageOptions): Paginated<DeployKey> {
      const { maxItems, ...params } = p;
      return new Paginated<DeployKey>(t, 'GET /repos/{owner}/{repo}/keys', params, {
        maxItems,
        item: SHAPES.deployKey,
      });
    },

    async create(p: RepoRef & CreateDeployKeyBody): Promise<DeployKey> {
      return (await t.request<DeployKey>('POST /repos/{owner}/{repo}/keys', { ...p }, KEY)).data;
    },

    async get(p: RepoRef & { key_id: number }): Promise<DeployKey> {
      return (await t.request<DeployKey>('GET /repos/{owner}/{repo}/keys/{key_id}', p, KEY)).data;
    },

    async delete(p: RepoRef & { key_id: number }): Promise<void> {
      await t.request('DELETE /repos/{owner}/{repo}/keys/{key_id}', p);
    },
  };
}
