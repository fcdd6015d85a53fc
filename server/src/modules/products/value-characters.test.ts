import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { createAttributes } from '../catalogue/fixtures.ts';

/**
 * Attribute values arrive as free JSON (their shape depends on the attribute): a text, URL or
 * e-mail value holding a NUL byte or a lone surrogate is refused on its `values.<id>` field with
 * `validation.invalid_characters`, whatever the route that carries it, and nothing is written.
 */
describe.each(drivers)('characters of attribute values on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let attributes: Record<string, number>;
  let companyId: string;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Values Co', { username: 'values_admin' })).company.id;
    attributes = await createAttributes(testApp.db, companyId, [
      { code: 'title', type: 'text', localizable: true },
      { code: 'notes', type: 'long_text' },
      { code: 'site', type: 'url' },
    ]);
    admin = testApp.client();
    await admin.login('values_admin');
  });
  afterAll(() => testApp.close());

  const badTexts = ['nul\u0000byte', 'lone\ud800surrogate'];
  const refusedOn = (field: string) => expect.objectContaining({ code: 'validation.invalid', fields: { [field]: ['validation.invalid_characters'] } });

  it('refuses them in the values of a new or saved product and of a model', async () => {
    const product = (await admin.post('/api/catalogue/product/', { sku: 'P-1', name: 'Kept', values: { [attributes.notes!]: 'fine' } })).json();
    for (const bad of badTexts) {
      for (const [attribute, value] of [
        [attributes.title!, { en: 'ok', fr: bad }],
        [attributes.notes!, bad],
        [attributes.site!, `https://example.com/${bad}`],
      ] as const) {
        const created = await admin.post('/api/catalogue/product/', { sku: 'P-2', name: 'New', values: { [attribute]: value } });
        expect([created.statusCode, created.json()]).toEqual([422, refusedOn(`values.${attribute}`)]);
        const saved = await admin.request('PATCH', `/api/catalogue/product/${product.id}/`, { body: { version: product.version, values: { [attribute]: value } } });
        expect([saved.statusCode, saved.json()]).toEqual([422, refusedOn(`values.${attribute}`)]);
        const model = await admin.post('/api/catalogue/model/', { reference: 'M-1', name: 'Model', values: { [attribute]: value } });
        expect([model.statusCode, model.json()]).toEqual([422, refusedOn(`values.${attribute}`)]);
      }
    }
    expect((await admin.get(`/api/catalogue/product/${product.id}/`)).json()).toMatchObject({ version: product.version, values: { [attributes.notes!]: 'fine' } });
    expect((await admin.post('/api/catalogue/product/search/count/', { filters: [] })).json()).toEqual({ count: 1 });
    expect((await admin.post('/api/catalogue/model/search/count/', { filters: [] })).json()).toEqual({ count: 0 });
  });

  it('refuses them in a bulk value before any task starts', async () => {
    const product = (await admin.post('/api/catalogue/product/', { sku: 'P-BULK', name: 'Bulk' })).json();
    for (const bad of badTexts) {
      const refused = await admin.post('/api/catalogue/product/bulk/', { selection: { ids: [product.id] }, operation: { action: 'set_value', attribute_id: attributes.notes, value: bad } });
      expect([refused.statusCode, refused.json()]).toEqual([422, refusedOn(`values.${attributes.notes}`)]);
    }
    const [tasks] = await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM tasks WHERE company_id = $1', [companyId]);
    expect(tasks!.count).toBe(0);
  });
});
