import { startEmulator, type Emulator } from '../../src/emulator/server.js';
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
    expect(res.headers.get('x-accepted-svc-permissions')).toBe('metadata=read');
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
