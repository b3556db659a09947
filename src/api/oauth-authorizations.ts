/**
 * OAuth grants and authorizations (deprecated; Basic authentication only). The one-time password goes with
 * create, get-or-create and update (spec rule 1); PATCH sends only one of scopes, add_scopes, remove_scopes
 * (rule 5), checked before sending. Tokens and client secrets become secrets of the client: redacted from all
 * it writes.
 */
import { SHAPES } from './answer-shape.js';
import { Paginated, type PageOptions } from './paginate.js';
import type { RequestMeta, Transport } from './transport.js';
import type { Authorization, Grant } from './types.js';

const BASIC: RequestMeta = { credentials: 'basic' };
const GRANT: RequestMeta = { credentials: 'basic', answer: SHAPES.grant };
const AUTHORIZATION: RequestMeta = { credentials: 'basic', answer: SHAPES.authorization };
const AUTHORIZATION_OTP: RequestMeta = { ...AUTHORIZATION, otp: true };
const CLIENT_ID_LENGTH = 20;

export interface AuthorizationFields {
  scopes?: string[] | null;
  note?: string;
  note_url?: string;
}

export interface CreateAuthorizationBody extends AuthorizationFields {
  client_id?: string;
  client_secret?: string;
  fingerprint?: string;
}

export interface GetOrCreateAuthorizationBody extends AuthorizationFields {
  client_secret: string;
}

type Scopes =
  | { scopes?: string[] | null; add_scopes?: undefined; remove_scopes?: undefined }
  | { add_scopes: string[]; scopes?: undefined; remove_scopes?: undefined }
  | { remove_scopes: string[]; scopes?: undefined; add_scopes?: undefined };

/** Only one of scopes, add_scopes, remove_scopes (the type says so too). */
export type UpdateAuthorizationBody = Scopes & { note?: string; note_url?: string; fingerprint?: string };

export interface GetOrCreateResult {
  authorization: Authorization;
  /** true: a new authorization (201); false: the existing one (200). */
  created: boolean;
}

/**
 * The OAuth grant and authorization operations of the spec, one short method each (so the factory is as long as
 * the list); every token an answer carries is masked before the caller sees it.
 */
export function oauthAuthorizations(t: Transport) {
  const keep = (a: Authorization) => {
    t.secrets.add(a.token);
    return a;
  };
  const checkClientId = (clientId: string) => {
    if (clientId.length !== CLIENT_ID_LENGTH) {
      throw t.invalid(`client_id must be ${CLIENT_ID_LENGTH} characters long, got ${clientId.length}`);
    }
  };
  const getOrCreate = async (
    route: string,
    params: { client_id: string; client_secret: string },
  ): Promise<GetOrCreateResult> => {
    checkClientId(params.client_id);
    t.secrets.add(params.client_secret);
    const res = await t.request<Authorization>(route, params, AUTHORIZATION_OTP);
    return { authorization: keep(res.data), created: res.status === 201 };
  };

  return {
    listGrants(p: PageOptions & { client_id?: string } = {}): Paginated<Grant> {
      const { maxItems, ...params } = p;
      return new Paginated<Grant>(t, 'GET /applications/grants', params, {
        meta: BASIC,
        maxItems,
        item: SHAPES.grant,
      });
    },

    async getGrant(p: { grant_id: number }): Promise<Grant> {
      return (await t.request<Grant>('GET /applications/grants/{grant_id}', p, GRANT)).data;
    },

    /** Removes the grant and every token of that app for the user. */
    async deleteGrant(p: { grant_id: number }): Promise<void> {
      await t.request('DELETE /applications/grants/{grant_id}', p, BASIC);
    },

    listAuthorizations(p: PageOptions & { client_id?: string } = {}): Paginated<Authorization> {
      const { maxItems, ...params } = p;
      return new Paginated<Authorization>(t, 'GET /authorizations', params, {
        meta: BASIC,
        maxItems,
        item: SHAPES.authorization,
      });
    },

    async createAuthorization(body: CreateAuthorizationBody): Promise<Authorization> {
      if (body.client_id !== undefined) checkClientId(body.client_id);
      t.secrets.add(body.client_secret);
      return keep(
        (await t.request<Authorization>('POST /authorizations', { ...body }, AUTHORIZATION_OTP)).data,
      );
    },

    /** The user's authorization for the app (200), or a new one (201). */
    getOrCreateForApp(p: { client_id: string; fingerprint?: string } & GetOrCreateAuthorizationBody) {
      return getOrCreate('PUT /authorizations/clients/{client_id}', p);
    },

    /** The user's authorization for the app and fingerprint (200), or a new one (201). */
    getOrCreateForAppAndFingerprint(
      p: { client_id: string; fingerprint: string } & GetOrCreateAuthorizationBody,
    ) {
      return getOrCreate('PUT /authorizations/clients/{client_id}/{fingerprint}', p);
    },

    async getAuthorization(p: { authorization_id: number }): Promise<Authorization> {
      return keep(
        (await t.request<Authorization>('GET /authorizations/{authorization_id}', p, AUTHORIZATION)).data,
      );
    },

    /** Removes the authorization and its token (204; not shown by the spec, answered like the others). */
    async deleteAuthorization(p: { authorization_id: number }): Promise<void> {
      await t.request('DELETE /authorizations/{authorization_id}', p, BASIC);
    },

    async updateAuthorization(
      p: { authorization_id: number } & UpdateAuthorizationBody,
    ): Promise<Authorization> {
      const sent = (['scopes', 'add_scopes', 'remove_scopes'] as const).filter((k) => p[k] !== undefined);
      if (sent.length > 1) {
        throw t.invalid(
          `only one of scopes, add_scopes, remove_scopes may be sent at a time (got ${sent.join(', ')})`,
          'replace the scopes with `scopes`, or add or remove some with `add_scopes` or `remove_scopes`, in separate updates',
        );
      }
      return keep(
        (await t.request<Authorization>('PATCH /authorizations/{authorization_id}', p, AUTHORIZATION_OTP))
          .data,
      );
    },
  };
}
