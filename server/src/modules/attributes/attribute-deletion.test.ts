import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { createAttributes } from '../catalogue/fixtures.ts';

describe.each(drivers)('deleting an attribute on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let companyId: string;
  let attributes: Record<string, number>;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Deletion Co', { username: 'deletion_admin' })).company.id;
    attributes = await createAttributes(testApp.db, companyId, [
      { code: 'finish', type: 'text', localizable: true },
      { code: 'weight', type: 'integer' },
    ]);
    admin = testApp.client();
    await admin.login('deletion_admin');
  });
  afterAll(() => testApp.close());

  it('deletes its values from products, models and the filters, and leaves the other attributes alone', async () => {
    const finish = attributes.finish!;
    const weight = attributes.weight!;
    const product = (await admin.post('/api/catalogue/product/', { sku: 'D-1', name: 'Desk', values: { [finish]: { en: 'Oak', fr: 'Chêne' }, [weight]: 30 } })).json();
    const bare = (await admin.post('/api/catalogue/product/', { sku: 'D-2', name: 'Bare desk', values: { [weight]: 12 } })).json();
    const model = (await admin.post('/api/catalogue/model/', { reference: 'M-1', name: 'Desks', values: { [finish]: { en: 'Ash' } } })).json();

    expect((await admin.request('DELETE', `/api/catalogue/attribute/${finish}/`)).statusCode).toBe(204);

    const after = (await admin.get(`/api/catalogue/product/${product.id}/`)).json();
    expect(after.values).toEqual({ [weight]: 30 });
    // Someone still editing the product with the value cannot write it back.
    expect(after.version).toBe(product.version + 1);
    expect((await admin.get(`/api/catalogue/product/${bare.id}/`)).json()).toMatchObject({ values: { [weight]: 12 }, version: bare.version });
    expect((await admin.get(`/api/catalogue/model/${model.id}/`)).json().values).toEqual({});
    const stored = await testApp.db.query<{ documents: number; rows: number }>(
      `SELECT (SELECT count(*)::int FROM products WHERE company_id = $1 AND attribute_values ? $2) +
              (SELECT count(*)::int FROM models WHERE company_id = $1 AND attribute_values ? $2) AS documents,
              (SELECT count(*)::int FROM product_value_text WHERE company_id = $1 AND attribute_id = $3) AS rows`,
      [companyId, String(finish), finish],
    );
    expect(stored[0]).toEqual({ documents: 0, rows: 0 });
    const byWeight = (await admin.post('/api/catalogue/product/search/count/', { filters: [{ field: `attribute:${weight}`, operator: 'equals', value: 30 }] })).json();
    expect(byWeight.count).toBe(1);
  });
});
