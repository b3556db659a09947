/**
 * Code scanning: alert listings (organization, with before/after cursors, and repository, with ref) with every
 * filter of the spec; SARIF upload and its status. Checked before sending: tool_name and tool_guid are mutually
 * exclusive (rule 1), the listing ref format (rule 2), the upload ref format (rule 3) and the commit SHA.
 */
import type { Log } from 'sarif';
import { SHAPES } from './answer-shape.js';
import {
  COMMIT_SHA,
  COMMIT_SHA_FORM,
  LISTING_REF,
  LISTING_REF_FORMS,
  UPLOAD_REF,
  UPLOAD_REF_FORMS,
} from './refs.js';
import { ApiError } from './errors.js';
import { Paginated, type PageOptions } from './paginate.js';
import { poll, type PollOptions } from './poll.js';
import type { CallOptions, Transport } from './transport.js';
import { SARIF_MEDIA_TYPE } from './vendor.js';
import type {
  AlertSeverity,
  AlertState,
  CodeScanningAlert,
  OrgCodeScanningAlert,
  RepoRef,
  SarifUploadReceipt,
  SarifUploadStatus,
} from './types.js';

export interface AlertFilters extends PageOptions {
  tool_name?: string;
  /** null selects alerts of tools without a GUID. */
  tool_guid?: string | null;
  direction?: 'asc' | 'desc';
  state?: AlertState;
  sort?: 'created' | 'updated';
  severity?: AlertSeverity;
}

export interface OrgAlertFilters extends AlertFilters {
  before?: string;
  after?: string;
}

export interface RepoAlertFilters extends AlertFilters {
  /** refs/heads/<branch>, <branch>, or refs/pull/<number>/merge. */
  ref?: string;
}

export interface UploadSarifBody {
  /** 40 (or 64) hexadecimal characters. */
  commit_sha: string;
  /** refs/heads/<branch>, refs/tags/<tag>, refs/pull/<number>/merge or refs/pull/<number>/head. */
  ref: string;
  /** The SARIF document, gzip-compressed, then Base64-encoded. */
  sarif: string;
  checkout_uri?: string;
  started_at?: string;
  tool_name?: string;
  validate?: boolean;
}

/** The code-scanning operations of the spec, one short method each (so the factory is as long as the list). */
export function codeScanning(t: Transport) {
  /** An upload's processing status; `call` bounds it (deadline, abort), retries included. */
  const getSarifUpload = async (
    p: RepoRef & { sarif_id: string },
    call: CallOptions = {},
  ): Promise<SarifUploadStatus> =>
    (
      await t.request<SarifUploadStatus>(
        'GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}',
        p,
        { credentials: 'token', answer: SHAPES.sarifStatus },
        call,
      )
    ).data;
  const filters = (p: AlertFilters) => {
    if (p.tool_name !== undefined && p.tool_guid !== undefined) {
      throw t.invalid('tool_name and tool_guid are mutually exclusive: give one or the other');
    }
    const { maxItems, tool_guid, ...params } = p;
    return { maxItems, params: tool_guid === undefined ? params : { ...params, tool_guid: tool_guid ?? '' } };
  };

  return {
    listOrgAlerts(p: { org: string } & OrgAlertFilters): Paginated<OrgCodeScanningAlert> {
      const { maxItems, params } = filters(p);
      return new Paginated(t, 'GET /orgs/{org}/code-scanning/alerts', params, {
        maxItems,
        item: SHAPES.alert,
      });
    },

    listRepoAlerts(p: RepoRef & RepoAlertFilters): Paginated<CodeScanningAlert> {
      if (p.ref !== undefined && !LISTING_REF.test(p.ref))
        throw t.invalid(`ref ${JSON.stringify(p.ref)} must be ${LISTING_REF_FORMS}`);
      const { maxItems, params } = filters(p);
      return new Paginated(t, 'GET /repos/{owner}/{repo}/code-scanning/alerts', params, {
        maxItems,
        item: SHAPES.alert,
      });
    },

    /** Upload an analysis; poll its processing with getSarifUpload or waitForSarifProcessing. */
    async uploadSarif(p: RepoRef & UploadSarifBody): Promise<SarifUploadReceipt> {
      const problems: string[] = [];
      if (!UPLOAD_REF.test(p.ref)) problems.push(`ref ${JSON.stringify(p.ref)} must be ${UPLOAD_REF_FORMS}`);
      if (!COMMIT_SHA.test(p.commit_sha)) problems.push(`commit_sha must be ${COMMIT_SHA_FORM}`);
      if (problems.length > 0) throw t.invalid(problems.join('; '));
      return (
        await t.request<SarifUploadReceipt>(
          'POST /repos/{owner}/{repo}/code-scanning/sarifs',
          { ...p },
          { credentials: 'token', answer: SHAPES.sarifReceipt },
        )
      ).data;
    },

    getSarifUpload,

    /** Poll an upload until it is no longer pending (a 404 right after the upload counts as pending). */
    waitForSarifProcessing(
      p: RepoRef & { sarif_id: string },
      options: PollOptions = {},
    ): Promise<SarifUploadStatus> {
      return poll<SarifUploadStatus>(
        t,
        `processing of SARIF upload ${p.sarif_id}`,
        options,
        { timeoutMs: 300_000, intervalMs: 5_000 },
        async () => {
          try {
            const status = await getSarifUpload(p);
            return status.processing_status === 'pending' ? { done: false } : { done: true, value: status };
          } catch (err) {
            if (err instanceof ApiError && err.status === 404) return { done: false };
            throw err;
          }
        },
      );
    },

    /** An analysis as SARIF (accept application/sarif+json), with svc/alertNumber and svc/alertUrl properties. */
    async getAnalysisSarif(p: RepoRef & { analysis_id: number }): Promise<Log> {
      return (
        await t.request<Log>('GET /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}', p, {
          credentials: 'token',
          accept: SARIF_MEDIA_TYPE,
        })
      ).data;
    },
  };
}
