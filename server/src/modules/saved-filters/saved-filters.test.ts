import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';

describe.each(drivers)('saved filters on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  it('saves, lists, renames and deletes the user own filters, with unique names per user, never another user or company', async () => {
    await testApp.createCompany('Filters Co', { username: 'filters_admin' });
    await testApp.createCompany('Filters Other', { username: 'filters_other' });
    const owner = testApp.client();
    await owner.login('filters_admin');
    const other = testApp.client();
    await other.login('filters_other');

    const filters = [{ field: 'sku', operator: 'among', value: Array.from({ length: 100_000 }, (_, i) => `SKU-${i}`) }];
    const created = await owner.post('/api/catalogue/saved-filter/', { name: 'Pasted', filters });
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({ entity: 'product', name: 'Pasted' });
    expect(saved.filters[0].value).toHaveLength(100_000);
    expect((await owner.post('/api/catalogue/saved-filter/', { name: 'pasted', filters: [] })).json()).toMatchObject({ code: 'saved_filter.name_taken' });
    expect((await owner.post('/api/catalogue/saved-filter/', { name: 'Pasted', entity: 'model', filters: [] })).statusCode).toBe(201);
    expect((await owner.get('/api/catalogue/saved-filter/')).json().results.map((row: { name: string }) => row.name)).toEqual(['Pasted']);
    expect((await owner.get('/api/catalogue/saved-filter/?entity=model')).json().results).toHaveLength(1);

    const renamed = await owner.request('PUT', `/api/catalogue/saved-filter/${saved.id}/`, { body: { name: 'Active', filters: [{ field: 'status', operator: 'equals', value: 'active' }] } });
    expect(renamed.json()).toMatchObject({ name: 'Active', filters: [{ field: 'status', operator: 'equals', value: 'active' }] });

    expect((await other.get('/api/catalogue/saved-filter/')).json().results).toEqual([]);
    expect((await other.request('PUT', `/api/catalogue/saved-filter/${saved.id}/`, { body: { name: 'Stolen', filters: [] } })).statusCode).toBe(404);
    expect((await other.request('DELETE', `/api/catalogue/saved-filter/${saved.id}/`)).statusCode).toBe(404);
    expect((await owner.request('DELETE', `/api/catalogue/saved-filter/${saved.id}/`)).statusCode).toBe(204);
    expect((await owner.request('DELETE', `/api/catalogue/saved-filter/${saved.id}/`)).statusCode).toBe(404);
  });
});
