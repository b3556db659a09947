/**
 * The runner's own services a step talks to, through the same transport as the API (redirect rules, retries,
 * deadlines, the step's signal, redaction):
 *
 * - the OIDC token request (`getIDToken` of @actions/core): `GET $ACTIONS_ID_TOKEN_REQUEST_URL&audience=…` with
 *   `Authorization: Bearer $ACTIONS_ID_TOKEN_REQUEST_TOKEN`, answer `{ "value": "<JWT>" }`;
 * - the artifact service (what @actions/artifact 2+ does for upload-artifact v4+): Twirp JSON calls at the origin
 *   of ACTIONS_RESULTS_URL with `Authorization: Bearer $ACTIONS_RUNTIME_TOKEN` — CreateArtifact, then the bytes
 *   to the signed URL it gives (Azure Put Block per 8 MiB, then Put Block List), then FinalizeArtifact.
 *
 * Why not @actions/artifact: its HTTP client puts the runtime token back on every redirect, to any origin (a
 * 301/302/307/308 from the artifact service sent `Authorization: Bearer <runtime token>` to the other origin, 8
 * times out of 8), and it takes neither an abort signal nor a deadline. Here the runtime token goes only to the
 * origin of ACTIONS_RESULTS_URL (a redirect elsewhere is refused, naming both origins), and the signed URL gets no
 * credential at all, whatever its origin: its signature is its credential, and is redacted like one.
 */
import { createHash } from 'node:crypto';
import { arrayOf, boolean, httpUrl, object, optional, text } from './answer-shape.js';
import { isJwt } from './auth.js';
import type { ClientOptions } from './options.js';
import { Secrets } from './secrets.js';
import { Transport, type CallOptions, type RequestMeta } from './transport.js';

const ARTIFACT_SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService';

/** Azure's Put Block size, as @actions/artifact uploads (its default chunk size). */
export const BLOCK_BYTES = 8 * 1024 * 1024;

export type RunnerClientOptions = Omit<ClientOptions, 'baseUrl' | 'auth' | 'vendor' | 'etagCache'> & {
  /** Where ACTIONS_* come from. Default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Put Block size (tests make it small). Default 8 MiB. */
  blockBytes?: number;
};

export interface ArtifactUpload {
  /** The artifact's name in the run (upload-pages-artifact: github-pages). */
  name: string;
  /** The bytes as they are made (a zip, as @actions/artifact uploads). */
  content: AsyncIterable<Buffer>;
  /** Default application/zip. */
  mimeType?: string;
  /** Days the artifact is kept; capped by GITHUB_RETENTION_DAYS, as the runner does. */
  retentionDays?: number;
}

export interface UploadedArtifact {
  id: number;
  size: number;
  /** sha256 of the uploaded bytes, hex. */
  digest: string;
}

/** A missing runner variable: the step is not in a workflow job, or the job lacks a permission. */
export class RunnerEnvironmentError extends Error {
  override readonly name = 'RunnerEnvironmentError';
  constructor(readonly missing: string[]) {
    super(`${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set`);
  }
}

function need(env: NodeJS.ProcessEnv, ...names: string[]): string[] {
  const missing = names.filter((n) => !env[n]?.trim());
  if (missing.length > 0) throw new RunnerEnvironmentError(missing);
  return names.map((n) => env[n]!.trim());
}

/** The run's and the job's backend ids, from the `Actions.Results:<run>:<job>` scope of the runtime token. */
export function backendIds(runtimeToken: string): { runId: string; jobId: string } {
  let claims: { scp?: unknown } = {};
  try {
    claims = JSON.parse(Buffer.from(runtimeToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      scp?: unknown;
    };
  } catch {
    // not a JWT: said below
  }
  const scope = String(claims.scp ?? '')
    .split(' ')
    .map((s) => s.split(':'))
    .find((p) => p[0] === 'Actions.Results');
  if (!isJwt(runtimeToken) || !scope || scope.length !== 3)
    throw new Error(
      'ACTIONS_RUNTIME_TOKEN is not a runtime token with an Actions.Results scope (the artifact service needs it)',
    );
  return { runId: scope[1], jobId: scope[2] };
}

const twirp = (answer: RequestMeta['answer'], method: string): RequestMeta => ({
  credentials: 'token',
  accept: 'application/json',
  operation: `ArtifactService/${method}`,
  answer,
});

/** The runner's services for one step; every transport shares the step's secrets, signal and deadline. */
export function runnerClient(options: RunnerClientOptions = {}) {
  const { env = process.env, blockBytes = BLOCK_BYTES, ...client } = options;
  // One set of secrets for every transport (and the step's channels, when it passes its own).
  const secrets = client.secrets ?? new Secrets();
  secrets.add(env.ACTIONS_RUNTIME_TOKEN, env.ACTIONS_ID_TOKEN_REQUEST_TOKEN);
  const rc: RunnerContext = {
    env,
    blockBytes,
    transport: (url, token) =>
      new Transport({ ...client, secrets, baseUrl: new URL(url).origin, auth: { token } }),
  };
  return {
    /** Text without any secret of the step (for messages made outside the client). */
    redact: (text: string) => secrets.redact(text),
    /** The job's OIDC token for `audience` (default: the service's default audience). */
    idToken: (audience?: string, call: CallOptions = {}): Promise<string> => idToken(rc, audience, call),
    /**
     * The run's finished artifacts as the artifact service lists them to the job (ListArtifacts, with the runtime
     * token): what actions/deploy-pages does since v4.0.1, so that a deploy job needs no `actions: read`, which the
     * REST listing takes.
     */
    listArtifacts: (call: CallOptions = {}): Promise<{ id: number; name: string; size: number }[]> =>
      listArtifacts(rc, call),
    /** Upload one artifact of the run: CreateArtifact, the bytes to the signed URL, FinalizeArtifact. */
    uploadArtifact: (a: ArtifactUpload, call: CallOptions = {}): Promise<UploadedArtifact> =>
      uploadArtifact(rc, a, call),
  };
}

/** What the runner client's operations share: the job's variables, the block size, transports for one token. */
interface RunnerContext {
  env: NodeJS.ProcessEnv;
  blockBytes: number;
  transport(url: string, token: string): Transport;
}

async function idToken(rc: RunnerContext, audience: string | undefined, call: CallOptions): Promise<string> {
  const [url, token] = need(rc.env, 'ACTIONS_ID_TOKEN_REQUEST_URL', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN');
  const t = rc.transport(url, token);
  const full = audience ? `${url}&audience=${encodeURIComponent(audience)}` : url;
  const { data } = await t.getUrl<{ value: string }>(
    full,
    {
      credentials: 'token',
      accept: 'application/json',
      operation: 'GET the OIDC token',
      answer: object({ value: text }),
    },
    call,
  );
  t.secrets.add(data.value);
  return data.value;
}

/** The job's backend ids, as every artifact service call names them. */
interface JobIds {
  workflow_run_backend_id: string;
  workflow_job_run_backend_id: string;
}

/** The artifact service's transport (runtime token, origin of ACTIONS_RESULTS_URL) and the job's backend ids. */
function artifactService(rc: RunnerContext): { t: Transport; job: JobIds } {
  const [resultsUrl, token] = need(rc.env, 'ACTIONS_RESULTS_URL', 'ACTIONS_RUNTIME_TOKEN');
  const t = rc.transport(resultsUrl, token);
  const ids = backendIds(token);
  return { t, job: { workflow_run_backend_id: ids.runId, workflow_job_run_backend_id: ids.jobId } };
}

async function listArtifacts(
  rc: RunnerContext,
  call: CallOptions,
): Promise<{ id: number; name: string; size: number }[]> {
  const { t, job } = artifactService(rc);
  const { data } = await t.request<{ artifacts?: { database_id: string; name: string; size: string }[] }>(
    `POST ${ARTIFACT_SERVICE}/ListArtifacts`,
    { data: job },
    // Protobuf's JSON leaves an empty list out.
    twirp(
      object({ artifacts: optional(arrayOf(object({ database_id: text, name: text }))) }),
      'ListArtifacts',
    ),
    call,
  );
  return (data.artifacts ?? []).map((a) => ({
    id: Number(a.database_id),
    name: a.name,
    size: Number(a.size),
  }));
}

async function uploadArtifact(
  rc: RunnerContext,
  a: ArtifactUpload,
  call: CallOptions,
): Promise<UploadedArtifact> {
  const { t, job } = artifactService(rc);
  const mimeType = a.mimeType ?? 'application/zip';
  const days = retentionDays(t, rc.env, a.retentionDays);
  const signed = await createArtifact(t, job, a.name, mimeType, days, call);
  const { size, digest } = await putBlob(t, signed, a.content, rc.blockBytes, mimeType, call);
  const id = await finalizeArtifact(t, job, a.name, size, digest, call);
  return { id, size, digest };
}

/** The retention asked for, capped by GITHUB_RETENTION_DAYS (with a warning), as the runner does. */
function retentionDays(t: Transport, env: NodeJS.ProcessEnv, days: number | undefined): number | undefined {
  const cap = Number.parseInt(env.GITHUB_RETENTION_DAYS ?? '', 10);
  if (days !== undefined && Number.isSafeInteger(cap) && cap > 0 && cap < days) {
    t.log.warn(`retention of ${days} days is above the repository's maximum: ${cap} days it is`);
    return cap;
  }
  return days;
}

/** CreateArtifact: the signed URL to upload to, refused if it holds a secret; its signature becomes one. */
async function createArtifact(
  t: Transport,
  job: JobIds,
  name: string,
  mimeType: string,
  days: number | undefined,
  call: CallOptions,
): Promise<string> {
  const created = await t.request<{ ok: boolean; signed_upload_url: string }>(
    `POST ${ARTIFACT_SERVICE}/CreateArtifact`,
    {
      data: {
        ...job,
        name,
        mime_type: mimeType,
        version: 7,
        ...(days !== undefined ? { expires_at: new Date(Date.now() + days * 86_400_000).toISOString() } : {}),
      },
    },
    twirp(object({ ok: boolean, signed_upload_url: httpUrl }), 'CreateArtifact'),
    call,
  );
  const signed = created.data.signed_upload_url;
  if (!created.data.ok) throw t.error({ kind: 'bad-answer', message: 'CreateArtifact answered ok: false' });
  // A signed URL that carries a secret would take it wherever it points.
  if (t.secrets.foundIn(signed))
    throw t.error({
      kind: 'bad-answer',
      message: 'the signed upload URL CreateArtifact gave holds a secret: nothing was sent to it',
    });
  t.secrets.add(new URL(signed).searchParams.get('sig'));
  return signed;
}

/**
 * The bytes to the signed URL, without credentials: Put Block per `blockBytes` (at least one block, so an empty
 * artifact is one empty block), then Put Block List. Returns their size and sha256.
 */
async function putBlob(
  t: Transport,
  signed: string,
  content: AsyncIterable<Buffer>,
  blockBytes: number,
  mimeType: string,
  call: CallOptions,
): Promise<{ size: number; digest: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const blocks: string[] = [];
  const put = (query: string, body: Buffer | string, headers: Record<string, string>) =>
    t.requestUrl(
      'PUT',
      `${signed}${signed.includes('?') ? '&' : '?'}${query}`,
      body,
      { 'x-ms-version': '2025-01-05', ...headers },
      {
        credentials: 'none',
        accept: '*/*',
        operation: `PUT the artifact's blob (${query.split('&')[0]})`,
      },
      call,
    );
  const sendBlock = async (bytes: Buffer) => {
    const id = Buffer.from(`block-${String(blocks.length).padStart(8, '0')}`).toString('base64');
    await put(`comp=block&blockid=${encodeURIComponent(id)}`, bytes, {
      'content-type': 'application/octet-stream',
    });
    blocks.push(id);
  };
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of content) {
    hash.update(chunk);
    size += chunk.length;
    for (let at = 0; at < chunk.length;) {
      const take = Math.min(blockBytes - pendingBytes, chunk.length - at);
      pending.push(chunk.subarray(at, at + take));
      pendingBytes += take;
      at += take;
      if (pendingBytes === blockBytes) {
        await sendBlock(Buffer.concat(pending));
        pending = [];
        pendingBytes = 0;
      }
    }
  }
  if (pendingBytes > 0 || blocks.length === 0) await sendBlock(Buffer.concat(pending));
  await put(
    'comp=blocklist',
    `<?xml version="1.0" encoding="utf-8"?><BlockList>${blocks.map((b) => `<Latest>${b}</Latest>`).join('')}</BlockList>`,
    { 'content-type': 'application/xml', 'x-ms-blob-content-type': mimeType },
  );
  return { size, digest: hash.digest('hex') };
}

/** FinalizeArtifact with the uploaded size and digest: the artifact's id. */
async function finalizeArtifact(
  t: Transport,
  job: JobIds,
  name: string,
  size: number,
  digest: string,
  call: CallOptions,
): Promise<number> {
  const finalized = await t.request<{ ok: boolean; artifact_id: string }>(
    `POST ${ARTIFACT_SERVICE}/FinalizeArtifact`,
    { data: { ...job, name, size: String(size), hash: `sha256:${digest}` } },
    twirp(object({ ok: boolean, artifact_id: text }), 'FinalizeArtifact'),
    call,
  );
  const id = Number(finalized.data.artifact_id);
  if (!finalized.data.ok || !Number.isSafeInteger(id) || id <= 0)
    throw t.error({
      kind: 'bad-answer',
      message: `FinalizeArtifact answered ${finalized.data.ok ? 'an artifact id that is not a positive integer' : 'ok: false'}`,
    });
  return id;
}

export type RunnerClient = ReturnType<typeof runnerClient>;
