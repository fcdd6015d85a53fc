import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { createUser } from '../users/service.ts';
import { createAttributes } from '../catalogue/fixtures.ts';

describe.each(drivers)('products on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let companyId: string;
  let attributes: Record<string, number>;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Products Co', { username: 'products_admin' })).company.id;
    attributes = await createAttributes(testApp.db, companyId, [
      { code: 'weight', type: 'integer', min: 0, max: 1000 },
      { code: 'colour', type: 'dropdown', choices: ['red', 'blue'] },
      { code: 'title', type: 'text', localizable: true, maxLength: 10 },
      { code: 'ean', type: 'text', unique: true },
      { code: 'launch', type: 'date' },
    ]);
    admin = testApp.client();
    await admin.login('products_admin');
  });
  afterAll(() => testApp.close());

  const create = (body: Record<string, unknown>, client = admin) => client.post('/api/catalogue/product/', body);

  it('creates a product with typed values and answers its detail with layout and version', async () => {
    const response = await create({
      sku: ' P-1 ',
      name: 'Drill',
      values: { [attributes.weight!]: 12, [attributes.colour!]: 'red', [attributes.title!]: { en: 'Drill', fr: 'Perceuse' } },
    });
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({ sku: 'P-1', name: 'Drill', status: 'active', version: 1, model: null, categories: [] });
    expect(product.values).toEqual({ [attributes.weight!]: 12, [attributes.colour!]: 'red', [attributes.title!]: { en: 'Drill', fr: 'Perceuse' } });
    expect(product.layout).toEqual([{ section_id: expect.any(Number), group_id: expect.any(Number), attribute_ids: Object.values(attributes) }]);
    expect((await admin.get(`/api/catalogue/product/${product.id}/`)).json()).toEqual(product);
  });

  it('refuses missing or too long SKU and name, a taken SKU, and bad values, each on its field', async () => {
    const missing = await create({ sku: '  ', name: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields).toEqual({ sku: ['product.sku_required'], name: ['product.name_required'] });
    const tooLong = await create({ sku: 'S'.repeat(101), name: 'N'.repeat(256) });
    expect(tooLong.json().fields).toEqual({ sku: ['product.sku_too_long'], name: ['product.name_too_long'] });
    await create({ sku: 'TAKEN', name: 'First' });
    const taken = await create({ sku: 'TAKEN', name: 'Second' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ sku: ['product.sku_taken'] });

    const bad = await create({
      sku: 'BAD',
      name: 'Bad values',
      values: {
        [attributes.weight!]: 1001,
        [attributes.colour!]: 'green',
        [attributes.title!]: { en: 'far too long a title' },
        [attributes.launch!]: 'tomorrow',
        999999: 'x',
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({
      [`values.${attributes.weight}`]: ['attribute.value.above_maximum'],
      [`values.${attributes.colour}`]: ['attribute.value.unknown_choice'],
      [`values.${attributes.title}`]: ['attribute.value.too_long'],
      [`values.${attributes.launch}`]: ['attribute.value.not_a_date'],
      'values.999999': ['value.attribute_not_found'],
    });
    expect((await create({ sku: 'BAD', name: 'x', values: { [attributes.weight!]: 1.5 } })).json().fields).toEqual({
      [`values.${attributes.weight}`]: ['attribute.value.not_an_integer'],
    });
    const french = await testApp.client();
    await french.login('products_admin');
    const frenchAnswer = await french.post('/api/catalogue/product/', { sku: 'TAKEN', name: 'x' }, { headers: { 'accept-language': 'fr' } });
    expect(frenchAnswer.json().code).toBe('validation.invalid');
  });

  it('keeps unique attribute values unique across the company', async () => {
    const first = await create({ sku: 'U-1', name: 'One', values: { [attributes.ean!]: '4006381333931' } });
    expect(first.statusCode).toBe(201);
    const second = await create({ sku: 'U-2', name: 'Two', values: { [attributes.ean!]: '4006381333931' } });
    expect(second.statusCode).toBe(409);
    expect(second.json().fields).toEqual({ [`values.${attributes.ean}`]: ['value.unique_taken'] });
    // Saving the product that holds the value again is fine.
    const resaved = await admin.request('PATCH', `/api/catalogue/product/${first.json().id}/`, {
      body: { version: 1, values: { [attributes.ean!]: '4006381333931' }, name: 'One again' },
    });
    expect(resaved.statusCode).toBe(200);
  });

  it('detects concurrent edits with the version and tells the second writer', async () => {
    const product = (await create({ sku: 'V-1', name: 'Versioned' })).json();
    const first = await admin.request('PATCH', `/api/catalogue/product/${product.id}/`, { body: { version: 1, name: 'First writer' } });
    expect(first.json()).toMatchObject({ version: 2, name: 'First writer' });
    const second = await admin.request('PATCH', `/api/catalogue/product/${product.id}/`, { body: { version: 1, name: 'Second writer' } });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('conflict.stale_version');
    expect((await admin.get(`/api/catalogue/product/${product.id}/`)).json().name).toBe('First writer');
  });

  it('merges localized values per language, clears with null, changes status and categories, and keeps the history', async () => {
    const [category] = await testApp.db.query<{ id: number }>("INSERT INTO categories (company_id, name) VALUES ($1, 'Hist') RETURNING id::int AS id", [companyId]);
    const product = (await create({ sku: 'H-1', name: 'History', values: { [attributes.title!]: { en: 'One', fr: 'Un' }, [attributes.weight!]: 5 } })).json();
    const saved = await admin.request('PATCH', `/api/catalogue/product/${product.id}/`, {
      body: { version: 1, status: 'end_of_life', categories: [category!.id], values: { [attributes.title!]: { fr: 'Deux' }, [attributes.weight!]: null } },
    });
    expect(saved.json()).toMatchObject({ status: 'end_of_life', categories: [category!.id], values: { [attributes.title!]: { en: 'One', fr: 'Deux' } } });
    const history = (await admin.get(`/api/catalogue/product/${product.id}/history/`)).json();
    expect(history.results).toHaveLength(2);
    expect(history.results[0]).toMatchObject({
      user: { username: 'products_admin' },
      changes: {
        status: ['active', 'end_of_life'],
        categories: [[], [category!.id]],
        [`values.${attributes.title}`]: [{ en: 'One', fr: 'Un' }, { en: 'One', fr: 'Deux' }],
        [`values.${attributes.weight}`]: [5, null],
      },
    });
    expect(Object.keys(history.results[0].changes)).toHaveLength(4);
    const unknownCategory = await admin.request('PATCH', `/api/catalogue/product/${product.id}/`, { body: { version: 2, categories: [987654] } });
    expect(unknownCategory.json().fields).toEqual({ categories: ['product.category_not_found'] });
  });

  it('bounds the history by the retention setting', async () => {
    await testApp.db.query('INSERT INTO catalogue_settings (company_id, history_max_entries) VALUES ($1, 3) ON CONFLICT (company_id) DO UPDATE SET history_max_entries = 3', [companyId]);
    const product = (await create({ sku: 'R-1', name: 'Retained 0' })).json();
    for (let version = 1; version <= 5; version += 1) {
      await admin.request('PATCH', `/api/catalogue/product/${product.id}/`, { body: { version, name: `Retained ${version}` } });
    }
    const history = (await admin.get(`/api/catalogue/product/${product.id}/history/`)).json();
    expect(history.results.map((entry: { changes: { name: unknown[] } }) => entry.changes.name[1])).toEqual(['Retained 5', 'Retained 4', 'Retained 3']);
    await testApp.db.query('UPDATE catalogue_settings SET history_max_entries = 200 WHERE company_id = $1', [companyId]);
  });

  it('enforces the plan limit on products with the plan message', async () => {
    const [row] = await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM products WHERE company_id = $1', [companyId]);
    await testApp.db.query('INSERT INTO catalogue_settings (company_id, products_limit) VALUES ($1, $2) ON CONFLICT (company_id) DO UPDATE SET products_limit = $2', [companyId, row!.count]);
    const refused = await create({ sku: 'LIMIT', name: 'Over the limit' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'plan.products_limit', message: 'You have reached your products limit. Contact us to upgrade your plan !' });
    await testApp.db.query('UPDATE catalogue_settings SET products_limit = NULL WHERE company_id = $1', [companyId]);
    expect((await create({ sku: 'LIMIT', name: 'Now fine' })).statusCode).toBe(201);
  });

  it('applies group rights to read, create, edit and delete, and answers 404 to another company', async () => {
    const [north] = await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'North') RETURNING id", [companyId]);
    const [south] = await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'South') RETURNING id", [companyId]);
    const [role] = await testApp.db.query<{ id: string }>("INSERT INTO roles (company_id, name) VALUES ($1, 'Product reader') RETURNING id", [companyId]);
    const member = await testApp.db.transaction((tx) =>
      createUser(tx, companyId, { username: 'product_member', email: 'product_member@example.com', password: TEST_PASSWORD }),
    );
    await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [companyId, north!.id, member.id, role!.id]);
    const client = testApp.client();
    await client.login('product_member');

    const inNorth = (await create({ sku: 'G-N', name: 'North product', groups: [north!.id] })).json();
    const inSouth = (await create({ sku: 'G-S', name: 'South product', groups: [south!.id] })).json();
    expect((await client.get(`/api/catalogue/product/${inNorth.id}/`)).statusCode).toBe(200);
    expect((await client.get(`/api/catalogue/product/${inSouth.id}/`)).statusCode).toBe(404);
    const listed = (await client.post('/api/catalogue/product/search/', { filters: [{ field: 'sku', operator: 'starts_with', value: 'G-' }] })).json();
    expect(listed.items.map((item: { sku: string }) => item.sku)).toEqual(['G-N']);

    // Spec §8: creating without the create right.
    const refused = await create({ sku: 'G-NEW', name: 'New' }, client);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('rights.cannot_create_product');
    const editRefused = await client.request('PATCH', `/api/catalogue/product/${inNorth.id}/`, { body: { version: 1, name: 'Edited' } });
    expect(editRefused.json().code).toBe('rights.forbidden');
    expect((await client.request('DELETE', `/api/catalogue/product/${inNorth.id}/`)).json().code).toBe('rights.forbidden');

    await testApp.db.query('UPDATE roles SET can_create = true, can_edit = true, can_delete = true WHERE id = $1', [role!.id]);
    const created = await create({ sku: 'G-NEW', name: 'New' }, client);
    expect(created.json().groups).toEqual([north!.id]);
    expect((await create({ sku: 'G-NEW2', name: 'New', groups: [south!.id] }, client)).json().code).toBe('rights.group_add_needs_create');
    expect((await client.request('PATCH', `/api/catalogue/product/${inNorth.id}/`, { body: { version: 1, name: 'Edited' } })).statusCode).toBe(200);
    expect((await client.request('PATCH', `/api/catalogue/product/${inSouth.id}/`, { body: { version: 1, name: 'Edited' } })).statusCode).toBe(404);
    expect((await client.request('DELETE', `/api/catalogue/product/${inNorth.id}/`)).statusCode).toBe(204);
    expect((await admin.get(`/api/catalogue/product/${inNorth.id}/`)).statusCode).toBe(404);

    await testApp.createCompany('Stranger Products', { username: 'stranger_products' });
    const stranger = testApp.client();
    await stranger.login('stranger_products');
    for (const response of [
      await stranger.get(`/api/catalogue/product/${inSouth.id}/`),
      await stranger.get(`/api/catalogue/product/${inSouth.id}/history/`),
      await stranger.request('PATCH', `/api/catalogue/product/${inSouth.id}/`, { body: { version: 1, name: 'x' } }),
      await stranger.request('DELETE', `/api/catalogue/product/${inSouth.id}/`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await stranger.post('/api/catalogue/product/search/', {})).json().items).toEqual([]);
    expect((await stranger.post('/api/catalogue/product/search/count/', {})).json().count).toBe(0);
  });
});
