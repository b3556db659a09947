/**
 * Pages: the site (get, create, update, delete), builds (list, request, latest, get), a deployment of an
 * artifact certified by an OIDC token (POST /pages/deployment with artifact_url, as the spec has it), and the
 * DNS health check, whose 202 "not yet" answer becomes a poll with a timeout.
 */
import { SHAPES } from './answer-shape.js';
import { Paginated, type PageOptions } from './paginate.js';
import { poll, type PollOptions } from './poll.js';
import type { CallOptions, RequestMeta, Transport } from './transport.js';
import type {
  PagesDeploymentStatus,
  PagesBuild,
  PagesBuildRequest,
  PagesDeployment,
  PagesHealth,
  PagesSite,
  RepoRef,
} from './types.js';

export type BuildType = 'legacy' | 'workflow';

export interface CreatePagesSiteBody {
  build_type?: BuildType;
  source?: { branch: string; path?: '/' | '/docs' };
}

export interface UpdatePagesSiteBody {
  /** A custom domain, or null to remove it. */
  cname?: string | null;
  https_enforced?: boolean;
  build_type?: BuildType;
  source?: { branch: string; path: '/' | '/docs' };
}

/** A deployment names its artifact by URL (the spec's operation) or by the id of a run artifact (the published one). */
export type CreatePagesDeploymentBody = (
  | {
      /** URL of a .zip or .tar artifact of the repository's static assets. */
      artifact_url: string;
      artifact_id?: never;
    }
  | {
      /** Id of a workflow run artifact (the run's `github-pages` artifact, as upload-pages-artifact makes it). */
      artifact_id: number;
      artifact_url?: never;
    }
) & {
  /** Unique version of the build. */
  pages_build_version: string;
  /** OIDC token from the workflow runner: a secret, redacted from everything the client writes. */
  oidc_token: string;
  environment?: string;
  preview?: boolean;
};

const meta = (answer: RequestMeta['answer']): RequestMeta => ({ credentials: 'token', answer });

/** The health check's answer is checked, but for its 202 "check running", which has no result yet. */
const HEALTH: RequestMeta = { ...meta(SHAPES.pagesHealth), notYet: [202] };

/** The Pages operations of the spec, one short method each (so the factory is as long as the list). */
export function pages(t: Transport) {
  return {
    async get(p: RepoRef): Promise<PagesSite> {
      return (await t.request<PagesSite>('GET /repos/{owner}/{repo}/pages', p, meta(SHAPES.pagesSite))).data;
    },

    async create(p: RepoRef & CreatePagesSiteBody): Promise<PagesSite> {
      if (p.source === undefined && p.build_type === undefined) throw t.invalid('give source or build_type');
      return (
        await t.request<PagesSite>('POST /repos/{owner}/{repo}/pages', { ...p }, meta(SHAPES.pagesSite))
      ).data;
    },

    async update(p: RepoRef & UpdatePagesSiteBody): Promise<void> {
      const fields = (['cname', 'https_enforced', 'build_type', 'source'] as const).filter(
        (k) => p[k] !== undefined,
      );
      if (fields.length === 0)
        throw t.invalid('nothing to update: give cname, https_enforced, build_type or source');
      await t.request('PUT /repos/{owner}/{repo}/pages', { ...p });
    },

    async delete(p: RepoRef): Promise<void> {
      await t.request('DELETE /repos/{owner}/{repo}/pages', p);
    },

    listBuilds(p: RepoRef & PageOptions): Paginated<PagesBuild> {
      const { maxItems, ...params } = p;
      return new Paginated<PagesBuild>(t, 'GET /repos/{owner}/{repo}/pages/builds', params, {
        maxItems,
        item: SHAPES.pagesBuild,
      });
    },

    /** Queue a build of the default branch (one runs at a time per repository and requester). */
    async requestBuild(p: RepoRef): Promise<PagesBuildRequest> {
      return (
        await t.request<PagesBuildRequest>(
          'POST /repos/{owner}/{repo}/pages/builds',
          p,
          meta(SHAPES.pagesBuildRequest),
        )
      ).data;
    },

    async latestBuild(p: RepoRef): Promise<PagesBuild> {
      return (
        await t.request<PagesBuild>(
          'GET /repos/{owner}/{repo}/pages/builds/latest',
          p,
          meta(SHAPES.pagesBuild),
        )
      ).data;
    },

    async getBuild(p: RepoRef & { build_id: number }): Promise<PagesBuild> {
      return (
        await t.request<PagesBuild>(
          'GET /repos/{owner}/{repo}/pages/builds/{build_id}',
          p,
          meta(SHAPES.pagesBuild),
        )
      ).data;
    },

    /**
     * Create a deployment: by `artifact_url` on the spec's `POST …/pages/deployment`, by `artifact_id` on the
     * published description's `POST …/pages/deployments` (the spec has no operation that takes an id).
     */
    async createDeployment(
      p: RepoRef & CreatePagesDeploymentBody,
      options: CallOptions = {},
    ): Promise<PagesDeployment> {
      t.secrets.add(p.oidc_token);
      const route =
        p.artifact_id !== undefined
          ? 'POST /repos/{owner}/{repo}/pages/deployments'
          : 'POST /repos/{owner}/{repo}/pages/deployment';
      return (await t.request<PagesDeployment>(route, { ...p }, meta(SHAPES.pagesDeployment), options)).data;
    },

    /**
     * GET a deployment's status_url (as createDeployment gave it), abortable. Credentials go with it only to the
     * API's own origin; the service's message comes back redacted.
     */
    async getDeploymentStatus(statusUrl: string, options: CallOptions = {}): Promise<PagesDeploymentStatus> {
      const { data } = await t.getUrl<PagesDeploymentStatus>(
        statusUrl,
        meta(SHAPES.pagesDeploymentStatus),
        options,
      );
      return typeof data.message === 'string' ? { ...data, message: t.secrets.redact(data.message) } : data;
    },

    /** Cancel a deployment (POST .../pages/deployments/{deployment_id}/cancel, from the published API description). */
    async cancelDeployment(p: RepoRef & { deployment_id: string }, options: CallOptions = {}): Promise<void> {
      await t.request(
        'POST /repos/{owner}/{repo}/pages/deployments/{deployment_id}/cancel',
        p,
        undefined,
        options,
      );
    },

    /** The DNS health of the site's custom domain: polls while the service answers 202 (check running). */
    health(p: RepoRef, options: PollOptions = {}): Promise<PagesHealth> {
      return poll<PagesHealth>(
        t,
        `DNS health check of ${p.owner}/${p.repo}`,
        options,
        { timeoutMs: 60_000, intervalMs: 2_000 },
        async () => {
          const res = await t.request<PagesHealth>('GET /repos/{owner}/{repo}/pages/health', p, HEALTH);
          return res.status === 202 ? { done: false } : { done: true, value: res.data };
        },
      );
    },
  };
}
