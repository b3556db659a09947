import { startEmulator, vendored, type Emulator } from '../support/emulator.js';
import { contractErrors } from '../support/contract.js';

let emu: Emulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());

const get = (path: string, token?: string) =>
  fetch(emu.apiUrl + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('custom properties', () => {
  it('lists the values of a repository for an admin, matching the published description', async () => {
    const res = await get('/repos/ACME/WebApp/properties/values', 'svc_pat_octocat');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual([
      { property_name: 'team', value: 'web' },
      { property_name: 'cost-center', value: '1234' },
      { property_name: 'environments', value: ['staging', 'production'] },
    ]);
    expect(contractErrors('GET /repos/{owner}/{repo}/properties/values', 200, body)).toEqual([]);
    expect(res.headers.get(vendored('x-accepted-svc-permissions'))).toBe('metadata=read');
  });

  it('401 without credentials, 403 without admin access, 404 for a private repository the caller cannot see', async () => {
    expect((await get('/repos/acme/webapp/properties/values')).status).toBe(401);
    const forbidden = await get('/repos/acme/webapp/properties/values', 'svc_pat_hubot');
    expect(forbidden.status).toBe(403);
    expect(
      contractErrors('GET /repos/{owner}/{repo}/properties/values', 403, await forbidden.json()),
    ).toEqual([]);
    expect((await get('/repos/acme/secret-service/properties/values', 'svc_pat_octocat_public')).status).toBe(
      404,
    );
    expect((await get('/repos/acme/nope/properties/values', 'svc_pat_octocat')).status).toBe(404);
  });
});

describe('setting custom property values (PATCH, in the published description)', () => {
  const patch = (path: string, token: string | undefined, body: unknown) =>
    fetch(emu.apiUrl + path, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const PATH = '/repos/acme/secret-service/properties/values';
  const PATCH_OP = 'PATCH /repos/{owner}/{repo}/properties/values';

  it('sets, replaces and unsets values for an admin; the next read shows them', async () => {
    const res = await patch(PATH, 'svc_pat_octocat', {
      properties: [
        { property_name: 'team', value: 'security' },
        { property_name: 'environments', value: ['staging', 'development'] },
      ],
    });
    expect(res.status).toBe(204);
    expect(res.headers.get(vendored('x-accepted-svc-permissions'))).toBe('custom_properties=write');
    const unset = await patch(PATH, 'svc_pat_octocat', {
      properties: [{ property_name: 'environments', value: null }],
    });
    expect(unset.status).toBe(204);
    expect(await (await get(PATH, 'svc_pat_octocat')).json()).toEqual([
      { property_name: 'team', value: 'security' },
    ]);
  });

  it('401 anonymous, 403 for a non-admin or a token without custom_properties write, 404 unseen, 422 bad values', async () => {
    const body = { properties: [{ property_name: 'team', value: 'x' }] };
    expect((await patch('/repos/acme/webapp/properties/values', undefined, body)).status).toBe(401);
    const writer = await patch('/repos/acme/webapp/properties/values', 'svc_pat_hubot', body);
    expect(writer.status).toBe(403);
    expect(contractErrors(PATCH_OP, 403, await writer.json())).toEqual([]);
    const noPermission = await patch('/repos/acme/webapp/properties/values', 'svc_fgpat_mona', body);
    expect(noPermission.status).toBe(403);
    const unseen = await patch(PATH, 'svc_pat_octocat_public', body);
    expect(unseen.status).toBe(404);
    expect(contractErrors(PATCH_OP, 404, await unseen.json())).toEqual([]);
    const invalid = await patch(PATH, 'svc_pat_octocat', {
      properties: [{ property_name: 'bad name', value: 1 }],
    });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual([
      'properties[0].property_name',
      'properties[0].value',
    ]);
    expect((await patch(PATH, 'svc_pat_octocat', {})).status).toBe(422);
  });
});
