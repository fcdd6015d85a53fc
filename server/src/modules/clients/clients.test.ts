import { clientsApi } from '@pimento/shared-kit/contracts/clients';
import type { Client, ClientProductPage } from '@pimento/shared-kit/contracts/clients';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { createAttributes } from '../catalogue/fixtures.ts';
import { createUser } from '../users/service.ts';

const clientsPath = endpointPath(clientsApi.list, undefined);
const clientPath = (id: number) => endpointPath(clientsApi.get, { id });
const productsPath = (id: number) => endpointPath(clientsApi.products, { id });

describe.each(drivers)('clients on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let companyId: string;
  let power: number;
  const ids: Record<string, number> = {};

  const insert = async (table: string, columns: string, values: unknown[]) =>
    (await testApp.db.query<{ id: number }>(`INSERT INTO ${table} (company_id, ${columns}) VALUES ($1, ${values.map((_, index) => `$${index + 2}`).join(', ')}) RETURNING id::int AS id`, [companyId, ...values]))[0]!.id;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Clients Co', { username: 'clients_admin' })).company.id;
    admin = testApp.client();
    await admin.login('clients_admin');
    ({ power } = (await createAttributes(testApp.db, companyId, [{ code: 'power', type: 'integer' }])) as { power: number });
    const category = (name: string, parent: number | null) => admin.post('/api/catalogue/category/', { name, parent_id: parent }).then((response) => response.json<{ id: number }>().id);
    ids.cables = await category('Cables', null);
    ids.copper = await category('Copper', ids.cables);
    ids.lamps = await category('Lamps', null);
    const product = async (sku: string, extra: Record<string, unknown>) => {
      const response = await admin.post('/api/catalogue/product/', { sku, name: `Product ${sku}`, ...extra });
      expect(response.statusCode).toBe(201);
      ids[sku] = response.json<{ id: number }>().id;
    };
    await product('CABLE-1', { categories: [ids.copper] });
    await product('CABLE-2', { categories: [ids.cables] });
    await product('LAMP-1', { categories: [ids.lamps], values: { [power]: 60 } });
    await product('LAMP-2', { categories: [ids.lamps], values: { [power]: 5 } });
    await product('LOOSE-1', {});
    ids.retail = await insert('price_lists', 'name', ['Retail']);
    ids.archived = await insert('price_lists', 'name, state', ['Old', 'archived']);
    ids.matrix = await insert('export_templates', 'type, name, definition', ['matrix', 'Main matrix', '{}']);
    ids.pdf = await insert('export_templates', 'type, name, definition', ['pdf', 'Brochure', '{}']);
    await insert('prices', 'product_id, price_list_id, net_price, currency, start_date', [ids['CABLE-1'], ids.retail, 12.5, 'EUR', '2026-01-01']);
    await insert('prices', 'product_id, price_list_id, net_price, currency, end_date', [ids['CABLE-1'], ids.retail, 11, 'EUR', '2025-12-31']);
  });
  afterAll(() => testApp.close());

  async function create(body: Record<string, unknown>, client = admin): Promise<Client> {
    const response = await client.post(clientsPath, body);
    expect([response.statusCode, response.json()]).toEqual([201, expect.anything()]);
    return response.json<Client>();
  }

  it('creates a client whose products are the union of its rules, and says what it lacks', async () => {
    const bare = await create({ name: 'Bare distributor' });
    expect(bare).toMatchObject({ product_count: 0, price_list: null, main_template: null, problems: ['client.no_price', 'client.no_product', 'client.no_main_template'] });

    const client = await create({
      name: 'Electro Wholesale',
      description: 'Cables and strong lamps',
      price_list_id: ids.retail,
      main_template_id: ids.matrix,
      product_rules: [
        { kind: 'categories', category_ids: [ids.cables] },
        { kind: 'filter', filters: [{ field: `attribute:${power}`, operator: 'gte', value: 50 }] },
        { kind: 'products', product_ids: [ids['LOOSE-1'], ids['CABLE-1']] },
      ],
    });
    expect(client).toMatchObject({ price_list: { id: ids.retail, name: 'Retail' }, main_template: { id: ids.matrix, name: 'Main matrix' }, product_count: 4, problems: [], broken_rules: [] });
    expect((await admin.get(clientPath(client.id))).json()).toEqual(client);

    // The preview: the products by id, each with its price of the client's list valid on the day.
    const page = (await admin.get(`${productsPath(client.id)}?day=2026-03-01&limit=3`)).json<ClientProductPage>();
    expect(page.results.map((product) => product.sku)).toEqual(['CABLE-1', 'CABLE-2', 'LAMP-1']);
    expect(page.results[0]!.prices).toEqual([{ id: expect.any(Number), gross_price: null, net_price: 12.5, currency: 'EUR', discriminant_values: {} }]);
    expect(page.results[1]!.prices).toEqual([]);
    const rest = (await admin.get(`${productsPath(client.id)}?day=2025-06-01&after=${page.next_after}`)).json<ClientProductPage>();
    expect([rest.results.map((product) => product.sku), rest.next_after]).toEqual([['LOOSE-1'], null]);
    const older = (await admin.get(`${productsPath(client.id)}?day=2025-06-01&limit=1`)).json<ClientProductPage>();
    expect(older.results[0]!.prices.map((price) => price.net_price)).toEqual([11]);

    // The product listing filters on what a client receives, as a count and as pages.
    const count = (filters: unknown[]) => admin.post('/api/catalogue/product/search/count/', { filters });
    expect((await count([{ field: 'client', operator: 'equals', value: client.id }])).json()).toEqual({ count: 4 });
    expect((await count([{ field: 'client', operator: 'equals', value: client.id }, { field: 'sku', operator: 'starts_with', value: 'CABLE' }])).json()).toEqual({ count: 2 });
    const listed = await admin.post('/api/catalogue/product/search/', { filters: [{ field: 'client', operator: 'among', value: [client.id, bare.id] }], sort: { field: 'sku', direction: 'desc' } });
    expect((listed.json().items as { sku: string }[]).map((item) => item.sku)).toEqual(['LOOSE-1', 'LAMP-1', 'CABLE-2', 'CABLE-1']);
    const unknown = await count([{ field: 'client', operator: 'equals', value: 999_999 }]);
    expect([unknown.statusCode, unknown.json().fields]).toEqual([400, { 'filters.0': ['filter.invalid_value'] }]);

    // A change of the catalogue changes what the client receives, with nothing to recompute.
    await admin.request('PATCH', `/api/catalogue/product/${ids['LAMP-2']}/`, { body: { values: { [power]: 75 }, version: 1 } });
    expect((await admin.get(clientPath(client.id))).json().product_count).toBe(5);

    const found = (await admin.get(`${clientsPath}?search=electro`)).json().results as Client[];
    expect(found.map((row) => row.name)).toEqual(['Electro Wholesale']);
    expect(((await admin.get(clientsPath)).json().results as Client[]).map((row) => row.name)).toEqual(['Bare distributor', 'Electro Wholesale']);
  });

  it('refuses each bad field at its place, with the catalogue codes', async () => {
    const tooLong = await admin.post(clientsPath, { name: 'N'.repeat(51), description: 'D'.repeat(501) });
    expect([tooLong.statusCode, tooLong.json().fields]).toEqual([400, { name: ['validation.too_long'], description: ['validation.too_long'] }]);
    await create({ name: 'Taken' });
    const taken = await admin.post(clientsPath, { name: 'TAKEN' });
    expect([taken.statusCode, taken.json().fields]).toEqual([409, { name: ['client.name_taken'] }]);
    const refusal = async (body: Record<string, unknown>) => {
      const response = await admin.post(clientsPath, { name: 'Refused', ...body });
      return [response.statusCode, response.json().code, response.json().fields];
    };
    expect(await refusal({ price_list_id: ids.archived })).toEqual([422, 'client.price_list_archived', { price_list_id: ['client.price_list_archived'] }]);
    expect(await refusal({ price_list_id: 999_999 })).toEqual([422, 'client.price_list_not_found', { price_list_id: ['client.price_list_not_found'] }]);
    expect(await refusal({ main_template_id: ids.pdf })).toEqual([422, 'client.template_not_matrix', { main_template_id: ['client.template_not_matrix'] }]);
    expect(await refusal({ main_template_id: 999_999 })).toEqual([422, 'client.template_not_found', { main_template_id: ['client.template_not_found'] }]);
    expect(await refusal({ product_rules: [{ kind: 'products', product_ids: [ids['LAMP-1']] }, { kind: 'categories', category_ids: [ids.lamps, 999_999] }] })).toEqual([
      422,
      'client.category_not_found',
      { 'product_rules.1.category_ids': ['client.category_not_found'] },
    ]);
    expect(await refusal({ product_rules: [{ kind: 'filter', filters: [{ field: 'attribute:999999', operator: 'empty' }] }] })).toEqual([
      400,
      'filter.unknown_attribute',
      { 'product_rules.0.filters.0': ['filter.unknown_attribute'] },
    ]);
    expect((await admin.get(`${clientsPath}?search=refused`)).json().results).toEqual([]);
  });

  it('keeps a client whose rule lost its attribute, says which rule selects nothing, and follows a list archived or deleted', async () => {
    const { width } = (await createAttributes(testApp.db, companyId, [{ code: 'width', type: 'integer' }])) as { width: number };
    const list = await insert('price_lists', 'name', ['Short-lived']);
    const client = await create({
      name: 'Fragile rules',
      price_list_id: list,
      product_rules: [{ kind: 'filter', filters: [{ field: `attribute:${width}`, operator: 'empty' }] }, { kind: 'products', product_ids: [ids['LAMP-1']] }],
    });
    expect([client.product_count, client.broken_rules]).toEqual([5, []]);
    expect((await admin.request('DELETE', `/api/catalogue/attribute/${width}/`)).statusCode).toBe(204);
    const after = (await admin.get(clientPath(client.id))).json<Client>();
    expect([after.product_count, after.broken_rules]).toEqual([1, [0]]);
    // A save keeping the broken rule is refused at it; dropping it saves.
    const kept = await admin.request('PATCH', clientPath(client.id), { body: { description: 'Still here' } });
    expect([kept.statusCode, kept.json().fields]).toEqual([400, { 'product_rules.0.filters.0': ['filter.unknown_attribute'] }]);
    const fixed = await admin.request('PATCH', clientPath(client.id), { body: { product_rules: after.product_rules.slice(1) } });
    expect(fixed.json()).toMatchObject({ product_count: 1, broken_rules: [] });

    await testApp.db.query('DELETE FROM price_lists WHERE company_id = $1 AND id = $2', [companyId, list]);
    expect((await admin.get(clientPath(client.id))).json()).toMatchObject({ price_list: null, problems: ['client.no_price', 'client.no_main_template'] });
    expect((await admin.request('DELETE', clientPath(client.id))).statusCode).toBe(204);
    expect((await admin.get(clientPath(client.id))).statusCode).toBe(404);
  });

  it('takes a gallery image as its logo within the limits on type, weight and resolution', async () => {
    const asset = (name: string, kind: string, mime: string, size: number, width: number | null, height: number | null) =>
      insert('assets', 'file_name, stored, storage_key, kind, mime_type, size, width, height', [name, true, `logos/${name}`, kind, mime, size, width, height]);
    const good = await asset('logo.png', 'image', 'image/png', 40_000, 400, 200);
    const vector = await asset('logo.svg', 'svg', 'image/svg+xml', 3_000, null, null);
    const client = await create({ name: 'Logo client', logo_asset_id: good });
    expect(client.logo).toEqual({ asset_id: good });
    const refusal = async (logo: number) => {
      const response = await admin.request('PATCH', clientPath(client.id), { body: { logo_asset_id: logo } });
      return [response.statusCode, response.json().fields, response.json().message];
    };
    expect(await refusal(await asset('sheet.pdf', 'pdf', 'application/pdf', 1_000, null, null))).toEqual([422, { logo_asset_id: ['client.logo_type'] }, 'A logo is a PNG, JPEG, WebP or SVG image.']);
    expect(await refusal(await asset('heavy.jpg', 'image', 'image/jpeg', 3 * 1024 * 1024, 800, 800))).toEqual([422, { logo_asset_id: ['client.logo_too_large'] }, 'A logo weighs 2 MB at most.']);
    expect(await refusal(await asset('tiny.png', 'image', 'image/png', 100, 16, 16))).toEqual([
      422,
      { logo_asset_id: ['client.logo_resolution'] },
      'A logo measures between 32 and 4000 pixels a side; this one is 16 × 16.',
    ]);
    expect(await refusal(999_999)).toEqual([422, { logo_asset_id: ['client.logo_not_found'] }, 'This image is not in the asset gallery.']);
    expect((await admin.request('PATCH', clientPath(client.id), { body: { logo_asset_id: vector } })).json().logo).toEqual({ asset_id: vector });
    // A logo deleted from the gallery leaves the client without one.
    await testApp.db.query('DELETE FROM assets WHERE company_id = $1 AND id = $2', [companyId, vector]);
    expect((await admin.get(clientPath(client.id))).json().logo).toBeNull();
  });

  it('walls clients off from another company, goes through group rights, and answers 403 with the feature off', async () => {
    const client = await create({ name: 'Walled client', product_rules: [{ kind: 'products', product_ids: [ids['CABLE-1']] }] });
    await testApp.createCompany('Other Clients Co', { username: 'other_clients_admin' });
    const stranger = testApp.client();
    await stranger.login('other_clients_admin');
    expect((await stranger.get(clientPath(client.id))).statusCode).toBe(404);
    expect((await stranger.get(productsPath(client.id))).statusCode).toBe(404);
    expect((await stranger.request('PATCH', clientPath(client.id), { body: { name: 'Mine' } })).statusCode).toBe(404);
    expect((await stranger.request('DELETE', clientPath(client.id))).statusCode).toBe(404);
    expect((await stranger.get(clientsPath)).json().results).toEqual([]);
    expect((await stranger.get(endpointPath(clientsApi.names, undefined))).json().results).toEqual([]);
    // Another company's product, list or template cannot be borrowed.
    expect((await stranger.post(clientsPath, { name: 'Borrower', price_list_id: ids.retail })).json().code).toBe('client.price_list_not_found');
    const borrower = await create({ name: 'Borrower', product_rules: [{ kind: 'products', product_ids: [ids['CABLE-1']] }] }, stranger);
    expect(borrower.product_count).toBe(0);

    // A member reading in one group sees the clients of that group only, and may not change them.
    const member = await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'client_reader', email: 'client_reader@example.com', password: TEST_PASSWORD }));
    const [group] = await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'Client readers') RETURNING id", [companyId]);
    const [role] = await testApp.db.query<{ id: string }>("INSERT INTO roles (company_id, name) VALUES ($1, 'Client read only') RETURNING id", [companyId]);
    await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [companyId, group!.id, member.id, role!.id]);
    const shared = await create({ name: 'Shared client', groups: [group!.id] });
    const reader = testApp.client();
    await reader.login('client_reader');
    expect(((await reader.get(clientsPath)).json().results as Client[]).map((row) => [row.name, row.rights])).toEqual([['Shared client', { edit: false, delete: false }]]);
    expect((await reader.get(endpointPath(clientsApi.names, undefined))).json().results).toEqual([{ id: shared.id, name: 'Shared client' }]);
    expect((await reader.get(clientPath(client.id))).statusCode).toBe(404);
    const edit = await reader.request('PATCH', clientPath(shared.id), { body: { name: 'Renamed' } });
    expect([edit.statusCode, edit.json().code]).toEqual([403, 'client.not_authorised']);
    expect((await reader.post(clientsPath, { name: 'Reader client' })).json().code).toBe('client.not_authorised');

    await testApp.db.query(`UPDATE companies SET features = features || '{"clients_feature_activated": false}' WHERE id = $1`, [companyId]);
    try {
      for (const response of [await admin.get(clientsPath), await admin.get(clientPath(client.id)), await admin.post(clientsPath, { name: 'Off' })]) {
        expect([response.statusCode, response.json().code]).toEqual([403, 'rights.feature_disabled']);
      }
    } finally {
      await testApp.db.query(`UPDATE companies SET features = features || '{"clients_feature_activated": true}' WHERE id = $1`, [companyId]);
    }
  });
});
