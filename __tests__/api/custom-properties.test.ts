/**
 * The client's custom property operations against the emulator (in-process, port 0): a repository's values, and
 * its organization's schema and values (the paths the spec's permission listing names). Every answer is validated
 * against the published description by the test support.
 */
import { createClient, type ApiClient } from '../../src/api/index.js';
import { startEmulator, type Emulator } from '../support/emulator.js';

let emu: Emulator;
let api: ApiClient;
beforeAll(async () => {
  emu = await startEmulator();
  api = createClient({ baseUrl: emu.apiUrl, auth: { token: 'svc_pat_octocat' }, retry: { retries: 0 } });
});
afterAll(() => emu.close());

describe("an organization's custom properties through the client", () => {
  it('defines, reads, sets and removes, and each step shows in the next read', async () => {
    const tier = await api.customProperties.define({
      org: 'acme',
      custom_property_name: 'tier',
      value_type: 'single_select',
      allowed_values: ['gold', 'silver'],
      required: true,
      default_value: 'silver',
    });
    expect(tier).toMatchObject({
      property_name: 'tier',
      value_type: 'single_select',
      default_value: 'silver',
    });
    const many = await api.customProperties.defineMany({
      org: 'acme',
      properties: [{ property_name: 'soc2', value_type: 'true_false' }],
    });
    expect(many.map((d) => d.property_name)).toEqual(['soc2']);
    expect((await api.customProperties.getSchema({ org: 'acme' })).map((d) => d.property_name)).toEqual([
      'team',
      'cost-center',
      'environments',
      'tier',
      'soc2',
    ]);
    expect(
      await api.customProperties.getDefinition({ org: 'acme', custom_property_name: 'soc2' }),
    ).toMatchObject({
      value_type: 'true_false',
      required: false,
    });

    await api.customProperties.setOrgValues({
      org: 'acme',
      repository_names: ['legacy', 'no-ghas'],
      properties: [{ property_name: 'tier', value: 'gold' }],
    });
    await api.customProperties.setValues({
      owner: 'acme',
      repo: 'legacy',
      properties: [{ property_name: 'soc2', value: 'true' }],
    });
    const rows = await api.customProperties.listOrgValues({ org: 'acme', per_page: 1 }).collect();
    expect(
      rows.items.map((r) => [r.repository_name, r.properties.find((p) => p.property_name === 'tier')?.value]),
    ).toEqual([
      ['webapp', 'silver'],
      ['secret-service', 'silver'],
      ['no-ghas', 'gold'],
      ['legacy', 'gold'],
    ]);
    const gold = await api.customProperties
      .listOrgValues({ org: 'acme', repository_query: 'props.tier:gold' })
      .collect();
    expect(gold.items.map((r) => r.repository_name)).toEqual(['no-ghas', 'legacy']);

    await api.customProperties.removeDefinition({ org: 'acme', custom_property_name: 'soc2' });
    expect(await api.customProperties.getValues({ owner: 'acme', repo: 'legacy' })).toEqual([
      { property_name: 'tier', value: 'gold' },
    ]);
  });

  it('a value the organization does not define is refused with the field named', async () => {
    const refused = api.customProperties.setValues({
      owner: 'acme',
      repo: 'legacy',
      properties: [{ property_name: 'nope', value: 'x' }],
    });
    await expect(refused).rejects.toMatchObject({ status: 422, message: expect.stringContaining('nope') });
  });
});
