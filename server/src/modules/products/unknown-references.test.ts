import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { createAttributes } from '../catalogue/fixtures.ts';

/**
 * Ids a catalogue request names must exist in the caller's company: groups of products and
 * models, attributes of saved filters, columns of listings. Another company's id is as unknown
 * as an invented one, and a refused request writes nothing.
 */
describe.each(drivers)('unknown references on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let ownGroup: string;
  let otherCompanysGroup: string;
  let attributes: Record<string, number>;
  const inventedGroup = '3f1e2d4c-5b6a-4789-8abc-def012345678';

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    const { company } = await testApp.createCompany('Refs Co', { username: 'refs_admin' });
    const other = await testApp.createCompany('Elsewhere Co', { username: 'elsewhere_admin' });
    [{ id: ownGroup }] = (await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'Buyers') RETURNING id::text AS id", [company.id])) as [{ id: string }];
    [{ id: otherCompanysGroup }] = (await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'Their buyers') RETURNING id::text AS id", [other.company.id])) as [{ id: string }];
    attributes = await createAttributes(testApp.db, company.id, [{ code: 'weight', type: 'integer' }]);
    admin = testApp.client();
    await admin.login('refs_admin');
  });
  afterAll(() => testApp.close());

  const groupRefusal = { code: 'validation.invalid', fields: { groups: ['groups.not_found'] } };

  it('refuses a product created or updated with a group that is not the company’s, and keeps the product as it was', async () => {
    for (const group of [inventedGroup, otherCompanysGroup]) {
      const created = await admin.post('/api/catalogue/product/', { sku: `NEW-${group}`, name: 'New', groups: [ownGroup, group] });
      expect([created.statusCode, created.json()]).toEqual([422, expect.objectContaining(groupRefusal)]);
    }
    expect((await admin.post('/api/catalogue/product/search/count/', { filters: [] })).json()).toEqual({ count: 0 });

    const product = (await admin.post('/api/catalogue/product/', { sku: 'KEPT', name: 'Kept', groups: [ownGroup] })).json();
    for (const group of [inventedGroup, otherCompanysGroup]) {
      const updated = await admin.request('PATCH', `/api/catalogue/product/${product.id}/`, { body: { version: product.version, name: 'Changed', groups: [group] } });
      expect([updated.statusCode, updated.json()]).toEqual([422, expect.objectContaining(groupRefusal)]);
    }
    expect((await admin.get(`/api/catalogue/product/${product.id}/`)).json()).toMatchObject({ name: 'Kept', groups: [ownGroup], version: product.version });
  });

  it('refuses a model created or updated with a group that is not the company’s, and keeps the model as it was', async () => {
    for (const group of [inventedGroup, otherCompanysGroup]) {
      const created = await admin.post('/api/catalogue/model/', { reference: `M-${group}`, name: 'New', groups: [group] });
      expect([created.statusCode, created.json()]).toEqual([422, expect.objectContaining(groupRefusal)]);
    }
    expect((await admin.post('/api/catalogue/model/search/count/', { filters: [] })).json()).toEqual({ count: 0 });

    const model = (await admin.post('/api/catalogue/model/', { reference: 'M-KEPT', name: 'Kept', groups: [ownGroup] })).json();
    for (const group of [inventedGroup, otherCompanysGroup]) {
      const updated = await admin.request('PATCH', `/api/catalogue/model/${model.id}/`, { body: { version: model.version, name: 'Changed', groups: [ownGroup, group] } });
      expect([updated.statusCode, updated.json()]).toEqual([422, expect.objectContaining(groupRefusal)]);
    }
    expect((await admin.get(`/api/catalogue/model/${model.id}/`)).json()).toMatchObject({ name: 'Kept', groups: [ownGroup], version: model.version });
  });

  it('refuses to save a filter its listing could not run, on the filter at fault, and saves nothing', async () => {
    const unknownAttribute = await admin.post('/api/catalogue/saved-filter/', {
      name: 'Ghost attribute',
      filters: [{ field: 'sku', operator: 'starts_with', value: 'A' }, { field: 'attribute:999999', operator: 'equals', value: 1 }],
    });
    expect([unknownAttribute.statusCode, unknownAttribute.json()]).toEqual([400, expect.objectContaining({ code: 'filter.unknown_attribute', fields: { 'filters.1': ['filter.unknown_attribute'] } })]);
    const unknownField = await admin.post('/api/catalogue/saved-filter/', { name: 'Ghost column', filters: [{ field: 'colour', operator: 'equals', value: 'red' }] });
    expect([unknownField.statusCode, unknownField.json().code]).toEqual([400, 'filter.unknown_column']);
    const modelField = await admin.post('/api/catalogue/saved-filter/', { name: 'Model SKU', entity: 'model', filters: [{ field: 'sku', operator: 'equals', value: 'A' }] });
    expect([modelField.statusCode, modelField.json().code]).toEqual([400, 'filter.unknown_column']);
    expect((await admin.get('/api/catalogue/saved-filter/?entity=product')).json()).toEqual({ results: [] });
    expect((await admin.get('/api/catalogue/saved-filter/?entity=model')).json()).toEqual({ results: [] });

    const saved = await admin.post('/api/catalogue/saved-filter/', { name: 'Heavy', filters: [{ field: `attribute:${attributes.weight}`, operator: 'gt', value: 10 }] });
    expect(saved.statusCode).toBe(201);
    const renamed = await admin.request('PUT', `/api/catalogue/saved-filter/${saved.json().id}/`, {
      body: { name: 'Renamed', filters: [{ field: 'attribute:999999', operator: 'empty' }] },
    });
    expect([renamed.statusCode, renamed.json().code]).toEqual([400, 'filter.unknown_attribute']);
    expect((await admin.get('/api/catalogue/saved-filter/')).json().results).toMatchObject([{ name: 'Heavy' }]);
  });

  it('answers filter.unknown_column for a listing column that is neither built in nor an attribute column', async () => {
    for (const entity of ['product', 'model']) {
      const known = await admin.post(`/api/catalogue/${entity}/search/`, { columns: [`attribute:${attributes.weight}`, 'name'] });
      expect(known.statusCode).toBe(200);
      const defaultColumns = (await admin.get(`/api/catalogue/user/${entity}-columns/`)).json();
      expect((await admin.post(`/api/catalogue/${entity}/search/`, { columns: defaultColumns })).statusCode).toBe(200);
      for (const columns of [['name', 'colour'], ['name', 'attribute']]) {
        const refused = await admin.post(`/api/catalogue/${entity}/search/`, { columns });
        expect([refused.statusCode, refused.json()]).toEqual([400, expect.objectContaining({ code: 'filter.unknown_column', fields: { 'columns.1': ['filter.unknown_column'] } })]);
      }
      // An attribute that does not exist is left out, exactly as one the user may not read.
      const gone = await admin.post(`/api/catalogue/${entity}/search/`, { columns: ['name', 'attribute:999999'] });
      expect(gone.statusCode).toBe(200);
      expect(gone.json().items.every((item: { values: object }) => !('999999' in item.values))).toBe(true);
    }
  });

  it('takes a deleted attribute off the saved listing columns, so the saved columns stay a valid listing', async () => {
    const created = await admin.post('/api/catalogue/attribute/', { code: 'doomed', type: 'text', labels: { en: 'Doomed' }, group_id: await attributeGroupId() });
    expect(created.statusCode).toBe(201);
    const doomed = `attribute:${created.json().id}`;
    const kept = `attribute:${attributes.weight}`;
    await admin.post('/api/catalogue/user/product-columns/', [kept, doomed, 'updated']);
    await admin.post('/api/catalogue/user/model-columns/', [doomed]);
    expect((await admin.request('DELETE', `/api/catalogue/attribute/${created.json().id}/`)).statusCode).toBe(204);

    const productColumns = (await admin.get('/api/catalogue/user/product-columns/')).json();
    expect(productColumns).toEqual([kept, 'updated']);
    expect((await admin.get('/api/catalogue/user/model-columns/')).json()).toEqual([]);
    expect((await admin.post('/api/catalogue/product/search/', { columns: productColumns })).statusCode).toBe(200);
  });

  async function attributeGroupId(): Promise<number> {
    const [group] = await testApp.db.query<{ group_id: number }>('SELECT group_id::int AS group_id FROM attributes WHERE id = $1', [attributes.weight]);
    return group!.group_id;
  }
});
