/**
 * OAuth grants and authorizations (deprecated). Basic authentication only, with the one-time password for users
 * with two-factor auth on create, get-or-create and update (checked when sent on the others); Deprecation and Sunset headers on every answer.
 * An authorization is keyed by user, app client id and fingerprint: get-or-create answers 200 with the existing
 * one or 201 with a new one. A grant is one entry per app the user has authorized, with the union of the scopes
 * of that app's tokens; deleting it deletes those tokens. Tokens created here are real `oauth` tokens in
 * state.tokens: they authenticate later requests until their authorization or grant is deleted.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { headerNames, isoNow, paginate, type Ctx } from '../http.js';
import { idParam, notFound, ServiceError, validationFailed } from '../service-error.js';
import { userSummary } from '../render.js';
import { serviceToken } from '../service-tokens.js';
import type { OAuthApp, State, User } from '../state.js';
import { bindTo, type RouteModule } from '../route-module.js';

interface AuthorizationRecord {
  id: number;
  user: string;
  clientId: string;
  /** The secret; also the key of the token in state.tokens. */
  token: string;
  scopes: string[];
  note: string | null;
  noteUrl: string | null;
  fingerprint: string | null;
  createdAt: string;
  updatedAt: string;
}

interface GrantRecord {
  id: number;
  user: string;
  clientId: string;
  createdAt: string;
  updatedAt: string;
}

interface OAuthArea {
  authorizations: AuthorizationRecord[];
  grants: GrantRecord[];
}

/** Deprecation date of the published description (x-github.deprecationDate), removal date of the spec. */
const DEPRECATED_AT = Date.UTC(2020, 1, 14);
const SUNSET_AT = Date.UTC(2020, 10, 13);

/** The client id length of the spec's Limits. */
const CLIENT_ID_LENGTH = 20;
const CLIENT_SECRET_MAX = 40;

/** Classic token scopes a client may ask for. */
const KNOWN_SCOPES = new Set([
  'repo',
  'repo:status',
  'repo_deployment',
  'public_repo',
  'repo:invite',
  'security_events',
  'admin:repo_hook',
  'write:repo_hook',
  'read:repo_hook',
  'admin:org',
  'write:org',
  'read:org',
  'admin:public_key',
  'write:public_key',
  'read:public_key',
  'admin:org_hook',
  'gist',
  'notifications',
  'user',
  'read:user',
  'user:email',
  'user:follow',
  'project',
  'read:project',
  'delete_repo',
  'write:packages',
  'read:packages',
  'delete:packages',
  'admin:gpg_key',
  'write:gpg_key',
  'read:gpg_key',
  'admin:ssh_signing_key',
  'write:ssh_signing_key',
  'read:ssh_signing_key',
  'codespace',
  'workflow',
  'write:discussion',
  'read:discussion',
  'admin:enterprise',
  'site_admin',
]);

type Field =
  | 'scopes'
  | 'add_scopes'
  | 'remove_scopes'
  | 'note'
  | 'note_url'
  | 'client_id'
  | 'client_secret'
  | 'fingerprint';

interface Input {
  scopes?: string[];
  add_scopes?: string[];
  remove_scopes?: string[];
  note?: string | null;
  note_url?: string | null;
  client_id?: string;
  client_secret?: string;
  fingerprint?: string | null;
}

const fieldError = (field: string, code: string, message: string) => ({
  resource: 'OauthAccess',
  field,
  code,
  message,
});

/** Check the body's fields by type (wrong types and unknown scopes are 422 with `errors`); other fields are ignored. */
function parseBody(raw: unknown, fields: Field[]): Input {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ServiceError(400, `The request body must be a JSON object with some of: ${fields.join(', ')}`);
  }
  const body = raw as Record<string, unknown>;
  const out: Input = {};
  const errors: unknown[] = [];
  for (const field of fields) {
    const v = body[field];
    if (v === undefined) continue;
    if (field === 'scopes' || field === 'add_scopes' || field === 'remove_scopes') {
      if (v === null && field === 'scopes') {
        out.scopes = [];
        continue;
      }
      if (!Array.isArray(v) || v.some((s) => typeof s !== 'string')) {
        errors.push(fieldError(field, 'invalid', `${field} must be an array of strings`));
        continue;
      }
      const unknown = v.filter((s: string) => !KNOWN_SCOPES.has(s));
      if (unknown.length > 0) {
        errors.push(fieldError(field, 'invalid', `unknown scope(s) in ${field}: ${unknown.join(', ')}`));
        continue;
      }
      out[field] = [...new Set(v as string[])];
    } else if (field === 'note' || field === 'note_url' || field === 'fingerprint') {
      if (v !== null && typeof v !== 'string') {
        errors.push(fieldError(field, 'invalid', `${field} must be a string`));
      } else if (field === 'note_url' && typeof v === 'string' && !/^https?:\/\/[^\s]+$/.test(v)) {
        errors.push(fieldError(field, 'invalid', 'note_url must be an absolute http or https URL'));
      } else {
        out[field] = v === '' ? null : v;
      }
    } else if (typeof v !== 'string') {
      errors.push(fieldError(field, 'invalid', `${field} must be a string`));
    } else if (field === 'client_id' && v.length !== CLIENT_ID_LENGTH) {
      errors.push(fieldError(field, 'invalid', `client_id must be ${CLIENT_ID_LENGTH} characters long`));
    } else if (field === 'client_secret' && v.length > CLIENT_SECRET_MAX) {
      errors.push(
        fieldError(field, 'invalid', `client_secret must be at most ${CLIENT_SECRET_MAX} characters long`),
      );
    } else {
      out[field] = v;
    }
  }
  if (errors.length > 0) throw validationFailed(errors);
  return out;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function area(ctx: Ctx): OAuthArea {
  return ctx.store.area<OAuthArea>('oauth', () => ({ authorizations: [], grants: [] }));
}

/** Deprecation and Sunset, on every answer of this module (even a 401 for bad credentials). */
async function deprecationHeaders(_req: FastifyRequest, reply: FastifyReply) {
  reply.header('deprecation', `@${DEPRECATED_AT / 1000}`);
  reply.header('sunset', new Date(SUNSET_AT).toUTCString());
}

/**
 * The Basic-authenticated user; with two-factor auth, also the one-time password where `otp` (create,
 * get-or-create and update: the spec's rule 1 of these endpoints). Elsewhere a password sent is still checked: a
 * wrong one is refused, not ignored.
 */
function basicUser(ctx: Ctx, req: FastifyRequest, otp: boolean): User {
  const h = headerNames(ctx.config.vendor);
  const caller = req.caller;
  const basic = { 'www-authenticate': 'Basic realm="OAuth authorizations"' };
  if (caller.type === 'token') {
    throw new ServiceError(
      401,
      'The OAuth grant and authorization endpoints require Basic authentication (username and password); tokens are not accepted',
      { headers: basic },
    );
  }
  if (caller.type === 'anonymous') {
    throw new ServiceError(
      401,
      'Requires authentication: send Basic authentication (username and password)',
      {
        headers: basic,
      },
    );
  }
  const user = caller.user;
  if (user.otp && (otp || req.headers[h.otp] !== undefined)) {
    const sent = req.headers[h.otp];
    if (sent !== user.otp) {
      throw new ServiceError(
        401,
        sent === undefined
          ? `Must specify two-factor authentication OTP code: send it in the ${h.otpOut} header`
          : `Invalid two-factor authentication OTP code in the ${h.otpOut} header`,
        { headers: { [h.otpOut]: 'required; app' } },
      );
    }
  }
  return user;
}

/** The app of a client id and secret: 422 when no app has that id or the secret is not the app's. */
function checkApp(state: Readonly<State>, clientId: string, secret: string): OAuthApp {
  const app = state.oauthApps.find((a) => a.clientId === clientId);
  if (!app) {
    throw validationFailed([
      fieldError('client_id', 'invalid', `no OAuth app has the client id ${clientId}`),
    ]);
  }
  if (app.clientSecret !== secret) {
    throw validationFailed([
      fieldError('client_secret', 'invalid', "client_secret is not the app's client secret"),
    ]);
  }
  return app;
}

/** 404 for a client_id query naming no app (the lists' documented 404); undefined when not given. */
function clientFilter(ctx: Ctx, req: FastifyRequest): string | undefined {
  const { client_id } = req.query as { client_id?: unknown };
  if (client_id === undefined) return undefined;
  if (typeof client_id !== 'string') {
    throw validationFailed([fieldError('client_id', 'invalid', 'client_id must be given once')]);
  }
  if (!ctx.store.read((s) => s.oauthApps.some((a) => a.clientId === client_id))) {
    throw new ServiceError(404, `No OAuth app has the client id ${client_id}`);
  }
  return client_id;
}

const sameKey = (a: AuthorizationRecord, user: string, clientId: string, fingerprint: string | null) =>
  a.user === user && a.clientId === clientId && a.fingerprint === fingerprint;

function findAuthorization(ctx: Ctx, user: string, id: number): AuthorizationRecord {
  const a = ctx.store.read(() => area(ctx).authorizations.find((x) => x.id === id && x.user === user));
  if (!a) throw notFound();
  return a;
}

function grantScopes(ctx: Ctx, g: GrantRecord): string[] {
  const scopes = area(ctx)
    .authorizations.filter((a) => a.user === g.user && a.clientId === g.clientId)
    .flatMap((a) => a.scopes);
  return [...new Set(scopes)].sort();
}

function appSummary(ctx: Ctx, clientId: string) {
  const app = ctx.store.read((s) => s.oauthApps.find((a) => a.clientId === clientId));
  return { client_id: clientId, name: app?.name ?? clientId, url: app?.url ?? ctx.webUrl('/') };
}

function renderAuthorization(ctx: Ctx, a: AuthorizationRecord) {
  return {
    id: a.id,
    url: ctx.apiUrl(`/authorizations/${a.id}`),
    scopes: a.scopes,
    token: a.token,
    token_last_eight: a.token.slice(-8),
    hashed_token: hashToken(a.token),
    app: appSummary(ctx, a.clientId),
    note: a.note,
    note_url: a.noteUrl,
    created_at: a.createdAt,
    updated_at: a.updatedAt,
    // Tokens made here do not expire.
    expires_at: null,
    fingerprint: a.fingerprint,
    user: userSummary(ctx, a.user),
  };
}

function renderGrant(ctx: Ctx, g: GrantRecord) {
  return {
    id: g.id,
    url: ctx.apiUrl(`/applications/grants/${g.id}`),
    app: appSummary(ctx, g.clientId),
    created_at: g.createdAt,
    updated_at: g.updatedAt,
    scopes: ctx.store.read(() => grantScopes(ctx, g)),
  };
}

/** A new authorization with its token, and the app's grant for the user (created or touched). Inside write. */
function create(
  ctx: Ctx,
  state: State,
  user: string,
  clientId: string,
  input: Input,
  fingerprint: string | null,
): AuthorizationRecord {
  const now = isoNow();
  // The service's OAuth form (gho_…) where the emulator answers as the service; its own word elsewhere.
  const token =
    ctx.config.vendor === 'github'
      ? serviceToken('oauth', randomBytes(20).toString('hex'))
      : `${ctx.config.vendor}_oauth_${randomBytes(20).toString('hex')}`;
  const a: AuthorizationRecord = {
    id: ctx.store.nextId('oauthAuthorization'),
    user,
    clientId,
    token,
    scopes: input.scopes ?? [],
    note: input.note ?? null,
    noteUrl: input.note_url ?? null,
    fingerprint,
    createdAt: now,
    updatedAt: now,
  };
  area(ctx).authorizations.push(a);
  state.tokens[token] = { kind: 'oauth', user, clientId, scopes: [...a.scopes], authorizationId: a.id };
  const grant = area(ctx).grants.find((g) => g.user === user && g.clientId === clientId);
  if (grant) {
    grant.updatedAt = now;
  } else {
    area(ctx).grants.push({
      id: ctx.store.nextId('oauthGrant'),
      user,
      clientId,
      createdAt: now,
      updatedAt: now,
    });
  }
  return a;
}

/** Remove authorizations and their tokens; a grant left without tokens goes too. Inside write. */
function remove(ctx: Ctx, state: State, doomed: AuthorizationRecord[]): void {
  const o = area(ctx);
  for (const a of doomed) delete state.tokens[a.token];
  o.authorizations = o.authorizations.filter((a) => !doomed.includes(a));
  o.grants = o.grants.filter((g) =>
    o.authorizations.some((a) => a.user === g.user && a.clientId === g.clientId),
  );
}

function sendCreated(ctx: Ctx, reply: FastifyReply, status: 200 | 201, a: AuthorizationRecord) {
  const body = renderAuthorization(ctx, a);
  return reply.code(status).header('location', body.url).send(body);
}

/** POST /authorizations's body: 410 without the app's id and secret (passwords make no tokens), 422 with one. */
function parseCreateInput(raw: unknown): Input & { client_id: string; client_secret: string } {
  const input = parseBody(raw, ['scopes', 'note', 'note_url', 'client_id', 'client_secret', 'fingerprint']);
  if (input.client_id === undefined && input.client_secret === undefined) {
    throw new ServiceError(
      410,
      'Creating personal access tokens with a password is gone: to create a token for an OAuth app, send its client_id and client_secret; for a personal access token, use the token settings',
    );
  }
  const missing = (['client_id', 'client_secret'] as const).filter((f) => input[f] === undefined);
  if (missing.length > 0) {
    throw validationFailed(
      missing.map((f) =>
        fieldError(f, 'missing_field', `${f} is required to create a token for an OAuth app`),
      ),
    );
  }
  return input as Input & { client_id: string; client_secret: string };
}

/** PUT /authorizations/clients/…'s body, checked with the path's client id: client_secret required. */
function parseGetOrCreateInput(raw: unknown, clientId: string, fingerprintInPath: boolean): Input {
  const input = parseBody(
    raw,
    fingerprintInPath
      ? ['client_secret', 'scopes', 'note', 'note_url']
      : ['client_secret', 'scopes', 'note', 'note_url', 'fingerprint'],
  );
  const errors: unknown[] = [];
  if (clientId.length !== CLIENT_ID_LENGTH) {
    errors.push(fieldError('client_id', 'invalid', `client_id must be ${CLIENT_ID_LENGTH} characters long`));
  }
  if (input.client_secret === undefined) {
    errors.push(fieldError('client_secret', 'missing_field', 'client_secret is required'));
  }
  if (errors.length > 0) throw validationFailed(errors);
  return input;
}

/** The body of PATCH /authorizations/{id}: at most one of scopes, add_scopes and remove_scopes. */
function parseUpdateInput(raw: unknown): Input {
  const input = parseBody(raw, ['scopes', 'add_scopes', 'remove_scopes', 'note', 'note_url', 'fingerprint']);
  const scopeKeys = (['scopes', 'add_scopes', 'remove_scopes'] as const).filter(
    (k) => input[k] !== undefined,
  );
  if (scopeKeys.length > 1) {
    throw validationFailed(
      scopeKeys.map((k) => fieldError(k, 'invalid', 'send only one of scopes, add_scopes, remove_scopes')),
      `Validation Failed: only one of scopes, add_scopes, remove_scopes may be sent at a time (got ${scopeKeys.join(', ')})`,
    );
  }
  return input;
}

/** A PATCH applied to authorization `id` (known to exist), its token's scopes and its grant. Inside write. */
function update(ctx: Ctx, state: State, id: number, input: Input): AuthorizationRecord {
  const a = area(ctx).authorizations.find((x) => x.id === id)!;
  if (input.fingerprint !== undefined && input.fingerprint !== a.fingerprint) {
    const clash = area(ctx).authorizations.find((x) =>
      sameKey(x, a.user, a.clientId, input.fingerprint ?? null),
    );
    if (clash) {
      throw validationFailed([
        fieldError(
          'fingerprint',
          'already_exists',
          `authorization ${clash.id} of this app already has this fingerprint`,
        ),
      ]);
    }
    a.fingerprint = input.fingerprint;
  }
  if (input.scopes) a.scopes = input.scopes;
  if (input.add_scopes) a.scopes = [...new Set([...a.scopes, ...input.add_scopes])];
  if (input.remove_scopes) a.scopes = a.scopes.filter((s) => !input.remove_scopes!.includes(s));
  if (input.note !== undefined) a.note = input.note;
  if (input.note_url !== undefined) a.noteUrl = input.note_url;
  a.updatedAt = isoNow();
  const token = state.tokens[a.token];
  if (token?.kind === 'oauth') token.scopes = [...a.scopes];
  const grant = area(ctx).grants.find((g) => g.user === a.user && g.clientId === a.clientId);
  if (grant) grant.updatedAt = a.updatedAt;
  return a;
}

interface GrantParams {
  grant_id: string;
}

interface AuthorizationParams {
  authorization_id: string;
}

interface ClientParams {
  client_id: string;
  fingerprint?: string;
}

type Req<P = unknown> = FastifyRequest<{ Params: P }>;

/** GET /applications/grants: the caller's grants, optionally of one app. */
async function listGrants(ctx: Ctx, req: FastifyRequest, reply: FastifyReply) {
  const user = basicUser(ctx, req, false);
  const clientId = clientFilter(ctx, req);
  const grants = ctx.store.read(() =>
    area(ctx).grants.filter((g) => g.user === user.login && (!clientId || g.clientId === clientId)),
  );
  return paginate(ctx, req, reply, grants).map((g) => renderGrant(ctx, g));
}

/** GET /applications/grants/{grant_id}: one of the caller's grants. */
async function getGrant(ctx: Ctx, req: Req<GrantParams>) {
  const user = basicUser(ctx, req, false);
  const id = idParam(req.params.grant_id);
  const grant = ctx.store.read(() => area(ctx).grants.find((g) => g.id === id && g.user === user.login));
  if (!grant) throw notFound();
  return renderGrant(ctx, grant);
}

/** DELETE /applications/grants/{grant_id}: the grant and every token of its app for the caller. */
async function deleteGrant(ctx: Ctx, req: Req<GrantParams>, reply: FastifyReply) {
  const user = basicUser(ctx, req, false);
  const id = idParam(req.params.grant_id);
  ctx.store.write((state) => {
    const grant = area(ctx).grants.find((g) => g.id === id && g.user === user.login);
    if (!grant) throw notFound();
    remove(
      ctx,
      state,
      area(ctx).authorizations.filter((a) => a.user === grant.user && a.clientId === grant.clientId),
    );
  });
  return reply.code(204).send();
}

/** GET /authorizations: the caller's authorizations, optionally of one app. */
async function listAuthorizations(ctx: Ctx, req: FastifyRequest, reply: FastifyReply) {
  const user = basicUser(ctx, req, false);
  const clientId = clientFilter(ctx, req);
  const list = ctx.store.read(() =>
    area(ctx).authorizations.filter((a) => a.user === user.login && (!clientId || a.clientId === clientId)),
  );
  return paginate(ctx, req, reply, list).map((a) => renderAuthorization(ctx, a));
}

/** POST /authorizations: a new authorization for an app (201); 422 if one has that fingerprint. */
async function createAuthorization(ctx: Ctx, req: FastifyRequest, reply: FastifyReply) {
  const user = basicUser(ctx, req, true);
  const input = parseCreateInput(req.body);
  const fingerprint = input.fingerprint ?? null;
  const a = ctx.store.write((state) => {
    checkApp(state, input.client_id, input.client_secret);
    const existing = area(ctx).authorizations.find((x) =>
      sameKey(x, user.login, input.client_id, fingerprint),
    );
    if (existing) {
      throw validationFailed([
        fieldError(
          'fingerprint',
          'already_exists',
          `authorization ${existing.id} already exists for this app${fingerprint ? ' and fingerprint' : ' without a fingerprint'}: send another fingerprint, or get it with PUT /authorizations/clients/{client_id}${fingerprint ? '/{fingerprint}' : ''}`,
        ),
      ]);
    }
    return create(ctx, state, user.login, input.client_id, input, fingerprint);
  });
  return sendCreated(ctx, reply, 201, a);
}

/** PUT /authorizations/clients/{client_id}[/{fingerprint}]: the existing authorization (200) or a new one. */
async function getOrCreateAuthorization(ctx: Ctx, req: Req<ClientParams>, reply: FastifyReply) {
  const user = basicUser(ctx, req, true);
  const inPath = req.params.fingerprint;
  const clientId = req.params.client_id;
  const input = parseGetOrCreateInput(req.body, clientId, inPath !== undefined);
  const fingerprint = inPath ?? input.fingerprint ?? null;
  const [status, a] = ctx.store.write((state): [200 | 201, AuthorizationRecord] => {
    checkApp(state, clientId, input.client_secret!);
    const existing = area(ctx).authorizations.find((x) => sameKey(x, user.login, clientId, fingerprint));
    if (existing) return [200, existing];
    return [201, create(ctx, state, user.login, clientId, input, fingerprint)];
  });
  return sendCreated(ctx, reply, status, a);
}

/** GET /authorizations/{authorization_id}: one of the caller's authorizations. */
async function getAuthorization(ctx: Ctx, req: Req<AuthorizationParams>) {
  const user = basicUser(ctx, req, false);
  return renderAuthorization(ctx, findAuthorization(ctx, user.login, idParam(req.params.authorization_id)));
}

/** PATCH /authorizations/{authorization_id}: scopes (set, added or removed), note, note URL, fingerprint. */
async function updateAuthorization(ctx: Ctx, req: Req<AuthorizationParams>) {
  const user = basicUser(ctx, req, true);
  const id = idParam(req.params.authorization_id);
  findAuthorization(ctx, user.login, id);
  const input = parseUpdateInput(req.body);
  const updated = ctx.store.write((state) => update(ctx, state, id, input));
  return renderAuthorization(ctx, updated);
}

/** DELETE /authorizations/{authorization_id}: the authorization and its token (and a grant left empty). */
async function deleteAuthorization(ctx: Ctx, req: Req<AuthorizationParams>, reply: FastifyReply) {
  const user = basicUser(ctx, req, false);
  const a = findAuthorization(ctx, user.login, idParam(req.params.authorization_id));
  ctx.store.write((state) => remove(ctx, state, [a]));
  return reply.code(204).send();
}

export const oauthRoutes: RouteModule = (api, ctx) => {
  const on = bindTo(ctx);
  // A route-level hook runs before the API scope's preHandler: even a 401 for bad credentials carries these.
  const opts = { onRequest: deprecationHeaders };

  api.get('/applications/grants', opts, on(listGrants));
  api.get('/applications/grants/:grant_id', opts, on(getGrant));
  api.delete('/applications/grants/:grant_id', opts, on(deleteGrant));

  api.get('/authorizations', opts, on(listAuthorizations));
  api.post('/authorizations', opts, on(createAuthorization));
  api.put('/authorizations/clients/:client_id', opts, on(getOrCreateAuthorization));
  api.put('/authorizations/clients/:client_id/:fingerprint', opts, on(getOrCreateAuthorization));
  api.get('/authorizations/:authorization_id', opts, on(getAuthorization));
  api.patch('/authorizations/:authorization_id', opts, on(updateAuthorization));
  api.delete('/authorizations/:authorization_id', opts, on(deleteAuthorization));
};
