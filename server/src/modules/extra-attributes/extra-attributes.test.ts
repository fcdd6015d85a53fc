import { clientsApi, type Client } from '@pimento/shared-kit/contracts/clients';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { extraAttributesApi, type ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { createUser } from '../users/service.ts';

const attributesPath = endpointPath(extraAttributesApi.list, undefined);
const attributePath = (id: number) => endpointPath(extraAttributesApi.update, { id });
const clientsPath = endpointPath(clientsApi.list, undefined);
const clientPath = (id: number) => endpointPath(clientsApi.get, { id });

describe.each(drivers)('client attributes on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let companyId: string;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Client Attributes Co', { username: 'client_attributes_admin' })).company.id;
    admin = testApp.client();
    await admin.login('client_attributes_admin');
  });
  afterAll(() => testApp.close());

  async function define(body: Record<string, unknown>): Promise<ExtraAttribute> {
    const response = await admin.post(attributesPath, { entity: 'client', ...body });
    expect([response.statusCode, response.json()]).toEqual([201, expect.anything()]);
    return response.json<ExtraAttribute>();
  }

  it('defines typed attributes in order, refuses a taken code and bad choices, and keeps the structure to administrators', async () => {
    const number = await define({ code: 'customer_number', labels: { en: 'Customer number', fr: 'Numéro client' }, type: 'text', required: true });
    const region = await define({ code: 'region', labels: { en: 'Region' }, type: 'dropdown', choices: [{ code: 'north', labels: { en: 'North' } }, { code: 'south', labels: { en: 'South' } }] });
    expect([number.position, region.position]).toEqual([0, 1]);
    const listed = (await admin.get(`${attributesPath}?entity=client`)).json().results as ExtraAttribute[];
    expect(listed.map((attribute) => attribute.code)).toEqual(['customer_number', 'region']);
    expect((await admin.get(`${attributesPath}?entity=price`)).json().results).toEqual([]);

    const taken = await admin.post(attributesPath, { entity: 'client', code: 'region', labels: { en: 'Again' }, type: 'text' });
    expect([taken.statusCode, taken.json().fields]).toEqual([409, { code: ['extra_attribute.code_taken'] }]);
    const noChoice = await admin.post(attributesPath, { entity: 'client', code: 'tier', labels: { en: 'Tier' }, type: 'dropdown' });
    expect(noChoice.json().fields).toEqual({ choices: ['extra_attribute.dropdown_needs_choice'] });
    const twice = await admin.post(attributesPath, { entity: 'client', code: 'tier', labels: { en: 'Tier' }, type: 'dropdown', choices: [{ code: 'a' }, { code: 'a' }] });
    expect(twice.json().fields).toEqual({ 'choices.1.code': ['extra_attribute.duplicate_choice'] });
    const textChoices = await admin.post(attributesPath, { entity: 'client', code: 'tier', labels: { en: 'Tier' }, type: 'text', choices: [{ code: 'a' }] });
    expect(textChoices.json().fields).toEqual({ choices: ['extra_attribute.choices_only_dropdown'] });

    const member = await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'client_attributes_member', email: 'cam@example.com', password: TEST_PASSWORD }));
    // A member whose role does everything in their group reads the definitions, and changes none: structure is the administrators'.
    const [group] = await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'Attribute readers') RETURNING id", [companyId]);
    const [role] = await testApp.db.query<{ id: string }>("INSERT INTO roles (company_id, name, can_create, can_edit, can_delete) VALUES ($1, 'Everything but structure', true, true, true) RETURNING id", [companyId]);
    await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [companyId, group!.id, member.id, role!.id]);
    const user = testApp.client();
    await user.login('client_attributes_member');
    expect((await user.get(`${attributesPath}?entity=client`)).statusCode).toBe(200);
    const refused = await user.post(attributesPath, { entity: 'client', code: 'mine', labels: { en: 'Mine' }, type: 'text' });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'rights.administrator_required']);
    expect((await user.request('DELETE', attributePath(region.id))).statusCode).toBe(403);
  });

  it("checks a client's values by type and requirement at their fields, clears them, and follows the definitions' changes", async () => {
    const listed = (await admin.get(`${attributesPath}?entity=client`)).json().results as ExtraAttribute[];
    const id = (code: string) => String(listed.find((attribute) => attribute.code === code)!.id);
    const since = await define({ code: 'customer_since', labels: { en: 'Customer since' }, type: 'date' });
    const portal = await define({ code: 'portal', labels: { en: 'Ordering portal' }, type: 'url' });

    // Created from its name alone, then completed: a save with values needs every required one.
    const created = (await admin.post(clientsPath, { name: 'Valued client' })).json<Client>();
    expect(created.attribute_values).toEqual({});
    const bad = await admin.request('PATCH', clientPath(created.id), { body: { attribute_values: { [since.id]: 'yesterday', [id('region')]: 'west', [portal.id]: 'not a url' } } });
    expect([bad.statusCode, bad.json().fields]).toEqual([
      422,
      {
        [`attribute_values.${since.id}`]: ['attribute.value.not_a_date'],
        [`attribute_values.${id('region')}`]: ['attribute.value.unknown_choice'],
        [`attribute_values.${portal.id}`]: ['attribute.value.not_a_url'],
        [`attribute_values.${id('customer_number')}`]: ['value.mandatory_missing'],
      },
    ]);
    expect((await admin.request('PATCH', clientPath(created.id), { body: { attribute_values: { 999999: 'x', [id('customer_number')]: 'C-1' } } })).json().fields).toEqual({
      'attribute_values.999999': ['value.attribute_not_found'],
    });
    const good = await admin.request('PATCH', clientPath(created.id), {
      body: { attribute_values: { [id('customer_number')]: ' C-0042 ', [since.id]: '2019-04-01', [id('region')]: 'north', [portal.id]: 'https://shop.example.com' } },
    });
    expect(good.json().attribute_values).toEqual({ [id('customer_number')]: 'C-0042', [since.id]: '2019-04-01', [id('region')]: 'north', [portal.id]: 'https://shop.example.com' });
    // A save without values leaves them; null and blank clear one; the required one cannot be cleared.
    expect((await admin.request('PATCH', clientPath(created.id), { body: { description: 'Kept values' } })).json().attribute_values[id('region')]).toBe('north');
    const cleared = await admin.request('PATCH', clientPath(created.id), { body: { attribute_values: { [portal.id]: null, [since.id]: '  ' } } });
    expect(cleared.json().attribute_values).toEqual({ [id('customer_number')]: 'C-0042', [id('region')]: 'north' });
    const emptied = await admin.request('PATCH', clientPath(created.id), { body: { attribute_values: { [id('customer_number')]: '' } } });
    expect(emptied.json().fields).toEqual({ [`attribute_values.${id('customer_number')}`]: ['value.mandatory_missing'] });

    // A choice taken away and an attribute deleted take their values with them.
    expect((await admin.request('PATCH', attributePath(Number(id('region'))), { body: { choices: [{ code: 'south', labels: { en: 'South' } }] } })).statusCode).toBe(200);
    expect((await admin.get(clientPath(created.id))).json().attribute_values).toEqual({ [id('customer_number')]: 'C-0042' });
    expect((await admin.request('DELETE', attributePath(Number(id('customer_number'))))).statusCode).toBe(204);
    expect((await admin.get(clientPath(created.id))).json().attribute_values).toEqual({});
  });

  it("walls the definitions off from another company and answers 403 with clients off", async () => {
    const mine = await define({ code: 'walled', labels: { en: 'Walled' }, type: 'boolean' });
    await testApp.createCompany('Other Attributes Co', { username: 'other_client_attributes_admin' });
    const stranger = testApp.client();
    await stranger.login('other_client_attributes_admin');
    expect((await stranger.get(`${attributesPath}?entity=client`)).json().results).toEqual([]);
    expect((await stranger.request('PATCH', attributePath(mine.id), { body: { required: true } })).statusCode).toBe(404);
    expect((await stranger.request('DELETE', attributePath(mine.id))).statusCode).toBe(404);
    const borrowed = await stranger.post(clientsPath, { name: 'Borrower', attribute_values: { [mine.id]: true } });
    expect(borrowed.json().fields).toEqual({ [`attribute_values.${mine.id}`]: ['value.attribute_not_found'] });

    await testApp.db.query(`UPDATE companies SET features = features || '{"clients_feature_activated": false}' WHERE id = $1`, [companyId]);
    try {
      const response = await admin.get(`${attributesPath}?entity=client`);
      expect([response.statusCode, response.json().code]).toEqual([403, 'rights.feature_disabled']);
    } finally {
      await testApp.db.query(`UPDATE companies SET features = features || '{"clients_feature_activated": true}' WHERE id = $1`, [companyId]);
    }
  });
});
