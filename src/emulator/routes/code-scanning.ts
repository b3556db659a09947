/**
 * Code scanning: SARIF upload (checked like the service checks it), asynchronous processing (pending, then
 * complete or failed with errors), alerts derived from the processed results and kept up to date by
 * fingerprint across analyses of one ref and category, and alert listings per repository and per organization.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMMIT_SHA, COMMIT_SHA_FORM, UPLOAD_REF, UPLOAD_REF_FORMS } from '../../api/refs.js';
import { SERVICE_LIMITS } from '../../sarif/index.js';
import { callerLogin, canSee, repoAccess, type Need } from '../auth.js';
import { Closed, commitEventually } from '../background.js';
import { inflateCapped, InflateError } from '../code-scanning/inflate.js';
import {
  processSarif,
  type Processing,
  type ProcessedResult,
  type ProcessedRun,
} from '../code-scanning/process.js';
import { isoNow, paginate, type Ctx } from '../http.js';
import { ServiceError, validationFailed } from '../service-error.js';
import { repoSummary, userSummary } from '../render.js';
import { findOrg, type Repo } from '../state.js';
import type { RouteModule } from '../route-module.js';

interface Upload {
  id: string;
  repoId: number;
  ref: string;
  commitSha: string;
  status: 'pending' | 'complete' | 'failed';
  errors: string[];
  createdAt: string;
  /** Given by codeql-action's upload (workflow path and job); else derived from the category. */
  analysisKey?: string;
  environment?: string;
  /**
   * While pending: what is left to do is part of the state, so that a restart resumes it. The processing's own
   * id; with a state directory, the SARIF waits in files/uploads/<task>.sarif.gz until it is processed.
   */
  task?: string;
  /** Processing will fail: a fault rule with failProcessing matched the upload. */
  failProcessing?: true;
}

export interface Instance {
  ref: string;
  analysis_key: string;
  environment: string;
  category: string;
  state: 'open' | 'fixed';
  commit_sha: string;
  message: { text: string };
  location: ProcessedResult['location'];
  classifications: string[];
}

export interface Alert {
  repoId: number;
  number: number;
  key: string;
  createdAt: string;
  updatedAt: string;
  fixedAt: string | null;
  rule: ProcessedResult['rule'];
  tool: ProcessedRun['tool'];
  /** One instance per ref. */
  instances: Record<string, Instance>;
  /** Set while the alert is dismissed (on every ref, as on the service); reopening removes it. */
  dismissed?: Dismissal;
}

export interface Dismissal {
  by: string;
  at: string;
  reason: DismissedReason;
  comment: string | null;
}

export const DISMISSED_REASONS = ['false positive', "won't fix", 'used in tests'] as const;
export type DismissedReason = (typeof DISMISSED_REASONS)[number];

/** One run of a processed upload: what `GET …/code-scanning/analyses` lists. */
export interface Analysis {
  id: number;
  repoId: number;
  ref: string;
  commitSha: string;
  analysisKey: string;
  environment: string;
  category: string;
  createdAt: string;
  resultsCount: number;
  rulesCount: number;
  sarifId: string;
  tool: ProcessedRun['tool'];
}

interface Area {
  uploads: Record<string, Upload>;
  alerts: Alert[];
  /** Next alert number per repository id. */
  numbers: Record<string, number>;
  /** Absent in states saved before analyses were kept. */
  analyses?: Analysis[];
}

export const area = (ctx: Ctx) =>
  ctx.store.area<Area>('codeScanning', () => ({ uploads: {}, alerts: [], numbers: {}, analyses: [] }));

export const READ: Need = {
  scopes: ['security_events', 'public_repo'],
  permission: ['security_events', 'read'],
  role: 'read',
  authenticated: true,
};
export const WRITE: Need = {
  scopes: ['security_events', 'public_repo'],
  permission: ['security_events', 'write'],
  role: 'write',
  authenticated: true,
};

/** refs/heads/<branch>, refs/pull/<n>/merge, or simply <branch> (spec, code scanning rule 2). */
export function normalizeRef(ref: string): string {
  return ref.startsWith('refs/') ? ref : `refs/heads/${ref}`;
}

export function requireAdvancedSecurity(repo: Repo): void {
  if (repo.private && !repo.advancedSecurity) {
    throw new ServiceError(
      403,
      'Advanced Security must be enabled for this repository to use code scanning.',
    );
  }
}

interface RepoParams {
  owner: string;
  repo: string;
}

export const codeScanningRoutes: RouteModule = (api, ctx) => {
  api.post<{ Params: RepoParams; Body: Record<string, unknown> }>(
    '/repos/:owner/:repo/code-scanning/sarifs',
    async (req, reply) => {
      const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, WRITE);
      const body = req.body ?? {};
      const upload = await acceptSarif(ctx, req, repo, {
        commit_sha: body.commit_sha,
        ref: body.ref,
        sarif: body.sarif,
        started_at: body.started_at,
      });
      return reply.code(202).send({
        id: upload.id,
        url: ctx.apiUrl(`/repos/${repo.owner}/${repo.name}/code-scanning/sarifs/${upload.id}`),
      });
    },
  );

  api.get<{ Params: RepoParams & { sarif_id: string } }>(
    '/repos/:owner/:repo/code-scanning/sarifs/:sarif_id',
    async (req, reply) => {
      const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
      requireAdvancedSecurity(repo);
      const upload = ctx.store.read(() => area(ctx).uploads[req.params.sarif_id]);
      if (!upload || upload.repoId !== repo.id)
        throw new ServiceError(404, 'No SARIF upload with this id in this repository.');
      return {
        processing_status: upload.status,
        analyses_url:
          upload.status === 'complete'
            ? ctx.apiUrl(`/repos/${repo.owner}/${repo.name}/code-scanning/analyses?sarif_id=${upload.id}`)
            : null,
        ...(upload.status === 'failed' ? { errors: upload.errors } : {}),
      };
    },
  );

  api.get<{ Params: RepoParams; Querystring: Record<string, string> }>(
    '/repos/:owner/:repo/code-scanning/alerts',
    async (req, reply) => {
      const repo = repoAccess(ctx, req, reply, req.params.owner, req.params.repo, READ);
      requireAdvancedSecurity(repo);
      const query = checkQuery(req.query);
      const ref = normalizeRef(query.ref ?? repo.defaultBranch);
      const alerts = listAlerts(ctx, [repo], query, (r) => (r === repo.id ? ref : undefined));
      return paginate(ctx, req, reply, alerts).map((a) => render(ctx, repo, a, ref, false));
    },
  );

  api.get<{ Params: { org: string }; Querystring: Record<string, string> }>(
    '/orgs/:org/code-scanning/alerts',
    async (req, reply) => {
      const org = ctx.store.read((s) => findOrg(s, req.params.org));
      if (!org) throw new ServiceError(404, 'Not Found');
      reply.header('x-accepted-oauth-scopes', 'security_events, read:org');
      const caller = req.caller;
      if (caller.type === 'anonymous') throw new ServiceError(401, 'Requires authentication');
      const login = callerLogin(caller);
      const allowed =
        caller.type === 'token' && (caller.token.kind === 'installation' || caller.token.kind === 'workflow')
          ? (caller.token.permissions.security_events ?? undefined) !== undefined
          : login !== undefined &&
            [...org.owners, ...(org.securityManagers ?? [])].some(
              (l) => l.toLowerCase() === login.toLowerCase(),
            );
      if (!allowed)
        throw new ServiceError(
          403,
          'Must be an organization owner or security manager to list its code scanning alerts.',
        );
      const query = checkQuery(req.query);
      const repos = ctx.store.read((s) =>
        s.repos.filter(
          (r) =>
            r.owner.toLowerCase() === org.login.toLowerCase() &&
            canSee(s, caller, r) &&
            (!r.private || r.advancedSecurity),
        ),
      );
      const alerts = listAlerts(ctx, repos, query, (id) => {
        const r = repos.find((x) => x.id === id);
        return r ? `refs/heads/${r.defaultBranch}` : undefined;
      });
      const page = cursorPage(ctx, req, reply, alerts, query);
      return page.map((a) => {
        const r = repos.find((x) => x.id === a.repoId)!;
        return render(ctx, r, a, `refs/heads/${r.defaultBranch}`, true);
      });
    },
  );
};

/** What an upload carries, whichever operation received it (the spec's POST sarifs or codeql-action's PUT). */
export interface UploadFields {
  commit_sha: unknown;
  ref: unknown;
  sarif: unknown;
  started_at?: unknown;
  /** The refs the operation accepts, if not the spec's upload refs. */
  refs?: { pattern: RegExp; hint: string };
  /** The name of the commit field in the operation's body. */
  shaField?: string;
  /** The analysis key and environment the client gives (codeql-action); else derived from the category. */
  analysisKey?: string;
  environment?: string;
}

/**
 * Check an upload like the service (fields, Base64, gzip, the 10 MB limit, archived repositories, advanced
 * security), inflate it off the event loop with a cap (code-scanning/inflate.ts: 413 past it), keep it (with a
 * state directory) until it is processed, record it as pending and process it in the background. Throws the
 * service's errors; 507 or 503 when the upload cannot be saved, and then nothing is recorded.
 */
export async function acceptSarif(
  ctx: Ctx,
  req: FastifyRequest,
  repo: Repo,
  body: UploadFields,
): Promise<Upload> {
  if (repo.archived)
    throw new ServiceError(403, 'Repository is archived: code scanning uploads are not accepted.');
  requireAdvancedSecurity(repo);
  const errors: { resource: string; field: string; code: string; message: string }[] = [];
  const field = (name: string, message: string) =>
    errors.push({ resource: 'CodeScanningSarif', field: name, code: 'invalid', message });
  const shaField = body.shaField ?? 'commit_sha';
  if (typeof body.commit_sha !== 'string' || !COMMIT_SHA.test(body.commit_sha))
    field(shaField, `${shaField} must be a commit SHA: ${COMMIT_SHA_FORM}`);
  const refs = body.refs ?? { pattern: UPLOAD_REF, hint: UPLOAD_REF_FORMS };
  if (typeof body.ref !== 'string' || !refs.pattern.test(body.ref)) field('ref', `ref must be ${refs.hint}`);
  if (typeof body.sarif !== 'string' || body.sarif.length === 0)
    field('sarif', 'sarif must be the SARIF document, gzip-compressed and Base64-encoded');
  if (
    body.started_at !== undefined &&
    (typeof body.started_at !== 'string' || Number.isNaN(Date.parse(body.started_at)))
  )
    field('started_at', 'started_at must be an ISO 8601 timestamp');
  if (errors.length > 0) throw validationFailed(errors);

  const sarifField = body.sarif as string;
  // A character outside the alphabet, or padding before the end. No quantified pattern over the whole field:
  // V8's backtracking stack overflows on 13 MB strings.
  if (
    sarifField.trim() === '' ||
    /[^A-Za-z0-9+/=\s]/.test(sarifField) ||
    /=[^=\s]/.test(sarifField.trimEnd())
  ) {
    throw new ServiceError(
      400,
      'Invalid sarif: it is not Base64. Send the SARIF file gzip-compressed, then Base64-encoded.',
    );
  }
  const gzip = Buffer.from(sarifField, 'base64');
  if (gzip.length > SERVICE_LIMITS.gzipBytes) {
    throw new ServiceError(
      413,
      `The sarif field is too large: ${gzip.length} bytes compressed, above the ${SERVICE_LIMITS.gzipBytes}-byte limit.`,
    );
  }
  let json: Buffer;
  try {
    json = await inflateCapped(gzip);
  } catch (err) {
    if (err instanceof InflateError)
      throw new ServiceError(err.kind === 'too-large' ? 413 : 400, err.message);
    throw err;
  }
  const task = randomUUID();
  const running = tasks(ctx);
  running.add(task);
  const file = keptFile(ctx, task);
  let upload: Upload;
  try {
    if (file) await keep(ctx, file, gzip);
    const failByFault = ctx.faults.match(req.method, req.url.split('?')[0], 'processing') !== undefined;
    upload = ctx.store.write(() => {
      const id = `${ctx.store.nextId('sarifUpload').toString(16).padStart(8, '0')}-0000-4000-8000-${repo.id.toString(16).padStart(12, '0')}`;
      const u: Upload = {
        id,
        repoId: repo.id,
        ref: body.ref as string,
        commitSha: body.commit_sha as string,
        status: 'pending',
        errors: [],
        createdAt: isoNow(),
        ...(body.analysisKey ? { analysisKey: body.analysisKey } : {}),
        ...(body.environment ? { environment: body.environment } : {}),
        task,
        ...(failByFault ? { failProcessing: true as const } : {}),
      };
      area(ctx).uploads[id] = u;
      return u;
    });
  } catch (err) {
    running.delete(task);
    if (file) await rm(file, { force: true }).catch(() => {});
    throw err;
  }
  setTimeout(() => {
    void processUpload(ctx, upload.id, task, json);
  }, ctx.config.processingDelayMs).unref();
  return upload;
}

/** Processing tasks of this process (started, not finished), per emulator. */
const taskSets = new WeakMap<Ctx, Set<string>>();
function tasks(ctx: Ctx): Set<string> {
  let set = taskSets.get(ctx);
  if (!set) taskSets.set(ctx, (set = new Set()));
  return set;
}

/** Resumed tasks run one after another, so a restart with many pending uploads does not process them all at once. */
const resumed = new WeakMap<Ctx, Promise<void>>();

const uploadsDir = (ctx: Ctx) => (ctx.filesDir ? join(ctx.filesDir, 'uploads') : undefined);
const keptFile = (ctx: Ctx, task: string) => {
  const dir = uploadsDir(ctx);
  return dir ? join(dir, `${task}.sarif.gz`) : undefined;
};

/** Directories of kept uploads known to exist (made once per process, not at every upload). */
const madeDirs = new Set<string>();

/**
 * Write an upload's gzip whole before its record is (writeFile goes on after a short write, and fails on a full
 * disk); on failure nothing is left behind.
 */
async function keep(ctx: Ctx, file: string, gzip: Buffer): Promise<void> {
  try {
    const dir = uploadsDir(ctx)!;
    if (!madeDirs.has(dir)) {
      await mkdir(dir, { recursive: true });
      madeDirs.add(dir);
    }
    await writeFile(file, gzip).catch(async (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
      await mkdir(dir, { recursive: true }); // removed meanwhile: made again
      await writeFile(file, gzip);
    });
  } catch (err) {
    await rm(file, { force: true }).catch(() => {});
    throw ctx.store.storageFailed(err, `keep the uploaded SARIF in ${file}`) ?? err;
  }
}

/** Remove a kept upload once processed: one unlink (rm would lstat first). */
const forget = (file: string) =>
  unlink(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });

const LOST =
  'the uploaded SARIF is gone (the emulator restarted before processing it, and had no state directory to keep it in, or its file was removed): upload it again';

/** Process an upload whose task this is, and record the outcome (retried while the state directory refuses it). */
async function processUpload(ctx: Ctx, id: string, task: string, json?: Buffer): Promise<void> {
  tasks(ctx).add(task);
  try {
    const upload = ctx.store.read(() => area(ctx).uploads[id]);
    if (!upload || upload.task !== task || upload.status !== 'pending') return; // replaced meanwhile
    let outcome: Processing;
    if (upload.failProcessing) outcome = { ok: false, errors: ['processing failed (injected fault)'] };
    else {
      let sarif: Buffer | string | undefined = json;
      json = undefined;
      if (!sarif) sarif = await readKept(ctx, task);
      outcome =
        typeof sarif === 'string'
          ? { ok: false, errors: [sarif] }
          : await processSarif(sarif).catch((err: Error) => ({
              ok: false as const,
              errors: [`processing failed: ${err.message}`],
            }));
    }
    await commitEventually(ctx, () => finishProcessing(ctx, id, task, outcome));
    const file = keptFile(ctx, task);
    if (file) await forget(file);
  } catch (err) {
    if (!(err instanceof Closed)) ctx.warn(`processing SARIF upload ${id} failed: ${(err as Error).message}`);
  } finally {
    tasks(ctx).delete(task);
  }
}

/** The kept SARIF of a task, inflated; or why it cannot be processed. */
async function readKept(ctx: Ctx, task: string): Promise<Buffer | string> {
  const file = keptFile(ctx, task);
  if (!file) return LOST;
  let gzip: Buffer;
  try {
    gzip = await readFile(file);
  } catch {
    return LOST;
  }
  try {
    return await inflateCapped(gzip);
  } catch (err) {
    return `processing failed: ${(err as Error).message}`;
  }
}

/**
 * After a restart, or a state loaded by the admin API: process every upload still pending that nothing in this
 * process is processing (its kept SARIF, or failed when it is gone), and remove kept files no upload waits for.
 */
export function resumeUploads(ctx: Ctx): void {
  const pending = ctx.store.read((s) =>
    Object.entries((s.areas.codeScanning as Area | undefined)?.uploads ?? {})
      .filter(([, u]) => u.status === 'pending' && !(u.task && tasks(ctx).has(u.task)))
      .map(([id, u]) => ({ id: u.id ?? id, task: u.task })),
  );
  for (const { id, task } of pending) {
    const t = task ?? randomUUID();
    tasks(ctx).add(t);
    const previous = resumed.get(ctx) ?? Promise.resolve();
    resumed.set(
      ctx,
      previous.then(async () => {
        if (!task) {
          // A record from before tasks were kept: nothing to resume from.
          await commitEventually(ctx, () =>
            finishProcessing(ctx, id, undefined, { ok: false, errors: [LOST] }),
          ).catch(() => {});
          tasks(ctx).delete(t);
          return;
        }
        await processUpload(ctx, id, task);
      }),
    );
  }
  void removeOrphans(ctx);
}

async function removeOrphans(ctx: Ctx): Promise<void> {
  const dir = uploadsDir(ctx);
  if (!dir) return;
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  const waiting = ctx.store.read(
    (s) =>
      new Set(
        Object.values((s.areas.codeScanning as Area | undefined)?.uploads ?? {})
          .filter((u) => u.status === 'pending' && u.task)
          .map((u) => u.task!),
      ),
  );
  for (const name of names) {
    const task = name.replace(/\.sarif\.gz$/, '');
    if (!waiting.has(task) && !tasks(ctx).has(task))
      await rm(join(dir, name), { force: true }).catch(() => {});
  }
}

const STATES = ['open', 'closed', 'dismissed', 'fixed'];
const SEVERITIES = ['critical', 'high', 'medium', 'low', 'warning', 'note', 'error'];

function checkQuery(q: Record<string, string>): Record<string, string | undefined> {
  const errors: string[] = [];
  if (q.tool_name !== undefined && q.tool_guid !== undefined)
    errors.push('tool_name and tool_guid are mutually exclusive: give one or the other');
  if (q.state !== undefined && !STATES.includes(q.state))
    errors.push(`state must be one of ${STATES.join(', ')}`);
  if (q.severity !== undefined && !SEVERITIES.includes(q.severity))
    errors.push(`severity must be one of ${SEVERITIES.join(', ')}`);
  if (q.sort !== undefined && !['created', 'updated'].includes(q.sort))
    errors.push('sort must be created or updated');
  if (q.direction !== undefined && !['asc', 'desc'].includes(q.direction))
    errors.push('direction must be asc or desc');
  if (errors.length > 0)
    throw validationFailed(
      errors.map((message) => ({ code: 'invalid', message })),
      errors.join('; '),
    );
  return q;
}

/** Alerts of the repositories with an instance on their ref, filtered and sorted per the query. */
function listAlerts(
  ctx: Ctx,
  repos: Repo[],
  q: Record<string, string | undefined>,
  refOf: (repoId: number) => string | undefined,
): Alert[] {
  const ids = new Set(repos.map((r) => r.id));
  const alerts = ctx.store.read(() =>
    area(ctx).alerts.filter((a) => {
      if (!ids.has(a.repoId)) return false;
      const instance = a.instances[refOf(a.repoId) ?? ''];
      if (!instance) return false;
      if (q.tool_name !== undefined && a.tool.name !== q.tool_name) return false;
      if (q.tool_guid !== undefined && a.tool.guid !== (q.tool_guid === '' ? null : q.tool_guid))
        return false;
      const state = alertState(a, instance);
      if (q.state === 'closed' && state === 'open') return false;
      if (q.state !== undefined && q.state !== 'closed' && state !== q.state) return false;
      if (
        q.severity !== undefined &&
        q.severity !== a.rule.security_severity_level &&
        q.severity !== a.rule.severity
      )
        return false;
      return true;
    }),
  );
  const key = q.sort === 'updated' ? (a: Alert) => a.updatedAt : (a: Alert) => a.createdAt;
  const dir = q.direction === 'asc' ? 1 : -1;
  return alerts.sort(
    (a, b) => dir * (key(a).localeCompare(key(b)) || a.repoId - b.repoId || a.number - b.number),
  );
}

/**
 * Organization listings page by before/after cursors, as the published description says: a caller that does not
 * ask for a `page` gets cursor Links (`after` on next, `before` on prev; an empty `after=` is the start), whose
 * values are opaque; a caller that gives `page` gets page Links as on other lists.
 */
function cursorPage(
  ctx: Ctx,
  req: FastifyRequest,
  reply: FastifyReply,
  alerts: Alert[],
  q: Record<string, string | undefined>,
): Alert[] {
  if (q.page !== undefined && q.before === undefined && q.after === undefined) {
    return paginate(ctx, req, reply, alerts);
  }
  const perPage = Math.min(100, Math.max(1, Number.parseInt(q.per_page ?? '30', 10) || 30));
  const cursor = (a: Alert) => Buffer.from(`${a.repoId}:${a.number}`).toString('base64url');
  const at = (c: string) => alerts.findIndex((a) => cursor(a) === c);
  let start = 0;
  let end = Math.min(alerts.length, perPage);
  if (q.after) {
    const i = at(q.after);
    if (i < 0)
      throw validationFailed([{ code: 'invalid', message: 'unknown after cursor' }], 'Invalid cursor');
    start = i + 1;
    end = Math.min(alerts.length, start + perPage);
  } else if (q.before) {
    const i = at(q.before);
    if (i < 0)
      throw validationFailed([{ code: 'invalid', message: 'unknown before cursor' }], 'Invalid cursor');
    end = i;
    start = Math.max(0, end - perPage);
  }
  const page = alerts.slice(start, end);
  const url = new URL(req.url, ctx.config.origin);
  const link = (param: 'after' | 'before', value: string, rel: string) => {
    url.searchParams.delete('after');
    url.searchParams.delete('before');
    url.searchParams.delete('page');
    url.searchParams.set('per_page', String(perPage));
    url.searchParams.set(param, value);
    return `<${url.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (start > 0 && page.length > 0) links.push(link('before', cursor(page[0]), 'prev'));
  if (end < alerts.length && page.length > 0)
    links.push(link('after', cursor(page[page.length - 1]), 'next'));
  if (links.length > 0) reply.header('link', links.join(', '));
  return page;
}

/** An alert's state on one ref: dismissed (on every ref) while dismissed, else its instance's. */
export function alertState(a: Alert, instance: Instance): 'open' | 'fixed' | 'dismissed' {
  return a.dismissed ? 'dismissed' : instance.state;
}

export function render(ctx: Ctx, repo: Repo, a: Alert, ref: string, withRepository: boolean) {
  const instance = a.instances[ref];
  const base = `/repos/${repo.owner}/${repo.name}/code-scanning/alerts/${a.number}`;
  const state = alertState(a, instance);
  return {
    number: a.number,
    created_at: a.createdAt,
    updated_at: a.updatedAt,
    url: ctx.apiUrl(base),
    html_url: ctx.webUrl(`/${repo.owner}/${repo.name}/security/code-scanning/${a.number}`),
    instances_url: ctx.apiUrl(`${base}/instances`),
    state,
    ...(withRepository ? {} : { fixed_at: instance.state === 'fixed' ? a.fixedAt : null }),
    dismissed_by: a.dismissed ? userSummary(ctx, a.dismissed.by) : null,
    dismissed_at: a.dismissed?.at ?? null,
    dismissed_reason: a.dismissed?.reason ?? null,
    dismissed_comment: a.dismissed?.comment ?? null,
    rule: a.rule,
    tool: a.tool,
    most_recent_instance: { ...instance, state },
    ...(withRepository ? { repository: repoSummary(ctx, repo) } : {}),
  };
}

/**
 * The end of processing: failed with the service's errors, or complete, with alerts created, updated by
 * fingerprint, or fixed when a newer analysis of the same ref, tool and category no longer has them.
 */
function finishProcessing(ctx: Ctx, id: string, task: string | undefined, outcome: Processing): void {
  ctx.store.write(() => {
    const a = area(ctx);
    const upload = a.uploads[id];
    if (!upload || upload.task !== task || upload.status !== 'pending') return;
    delete upload.task;
    if (upload.failProcessing) delete upload.failProcessing;
    if (!outcome.ok) {
      upload.status = 'failed';
      upload.errors = outcome.errors;
      return;
    }
    const now = isoNow();
    // One pass over the alerts, not one per result: every read of the state goes through the change tracker's
    // proxies, and a scan per result made a 5,000-result upload into a repository with 5,000 alerts take 30 s.
    const analyses = (a.analyses ??= []);
    for (const run of outcome.runs) {
      analyses.push({
        id: ctx.store.nextId('codeScanningAnalysis'),
        repoId: upload.repoId,
        ref: upload.ref,
        commitSha: upload.commitSha,
        analysisKey: upload.analysisKey ?? `.${ctx.config.vendor}/upload:${run.category || run.tool.name}`,
        environment: upload.environment ?? '{}',
        category: run.category,
        createdAt: now,
        resultsCount: new Set(run.results.map((r) => r.key)).size,
        rulesCount: new Set(run.results.map((r) => r.rule.id)).size,
        sarifId: upload.id,
        tool: run.tool,
      });
    }
    const byKey = new Map<string, Alert>();
    for (const alert of a.alerts) if (alert.repoId === upload.repoId) byKey.set(alert.key, alert);
    // What each alert holds now, serialized past the change tracker (comparing through it cost more than the write).
    const repoId = upload.repoId;
    const ref = upload.ref;
    const held = ctx.store.peek((s) => {
      const m = new Map<string, { instance: string; rule: string; tool: string }>();
      for (const x of (s.areas.codeScanning as Area).alerts)
        if (x.repoId === repoId)
          m.set(x.key, {
            instance: JSON.stringify(x.instances[ref]),
            rule: JSON.stringify(x.rule),
            tool: JSON.stringify(x.tool),
          });
      return m;
    });
    for (const run of outcome.runs) {
      const seen = new Set<string>();
      for (const result of run.results) {
        if (seen.has(result.key)) continue;
        seen.add(result.key);
        const instance: Instance = {
          ref: upload.ref,
          analysis_key: upload.analysisKey ?? `.${ctx.config.vendor}/upload:${run.category || run.tool.name}`,
          environment: upload.environment ?? '{}',
          category: run.category,
          state: 'open',
          commit_sha: upload.commitSha,
          message: { text: result.message },
          location: result.location,
          classifications: [],
        };
        const existing = byKey.get(result.key);
        if (existing) {
          // Only what changed is set: each assignment is a record of the journal (a 30-result re-upload wrote
          // 33 KB of unchanged rules, tools and instances).
          let changed = false;
          const was = held.get(result.key);
          const set = <K extends 'rule' | 'tool'>(k: K, v: Alert[K]) => {
            if (was?.[k] !== JSON.stringify(v)) {
              existing[k] = v;
              changed = true;
            }
          };
          if (was?.instance !== JSON.stringify(instance)) {
            existing.instances[upload.ref] = instance;
            changed = true;
          }
          set('rule', result.rule);
          set('tool', run.tool);
          if (existing.fixedAt !== null) {
            existing.fixedAt = null;
            changed = true;
          }
          if (changed) existing.updatedAt = now;
        } else {
          const number = (a.numbers[upload.repoId] ?? 0) + 1;
          a.numbers[upload.repoId] = number;
          const alert: Alert = {
            repoId: upload.repoId,
            number,
            key: result.key,
            createdAt: now,
            updatedAt: now,
            fixedAt: null,
            rule: result.rule,
            tool: run.tool,
            instances: { [upload.ref]: instance },
          };
          a.alerts.push(alert);
          byKey.set(alert.key, a.alerts[a.alerts.length - 1]); // the tracked record, not the raw one
        }
      }
      // Alerts of this ref, tool and category that the new analysis no longer reports are fixed.
      for (const alert of byKey.values()) {
        const inst = alert.instances[upload.ref];
        if (!inst || inst.state !== 'open') continue;
        if (alert.tool.name !== run.tool.name || inst.category !== run.category || seen.has(alert.key))
          continue;
        inst.state = 'fixed';
        inst.commit_sha = upload.commitSha;
        alert.fixedAt = now;
        alert.updatedAt = now;
      }
    }
    upload.status = 'complete';
  });
}
