import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { createUser } from '../users/service.ts';
import { createAttributes } from '../catalogue/fixtures.ts';

describe.each(drivers)('models on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let companyId: string;
  let attributes: Record<string, number>;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Models Co', { username: 'models_admin' })).company.id;
    attributes = await createAttributes(testApp.db, companyId, [
      { code: 'material', type: 'text' },
      { code: 'weight', type: 'integer', max: 100 },
      { code: 'finish', type: 'text', localizable: true },
      { code: 'launch', type: 'date' },
      { code: 'certified', type: 'boolean' },
    ]);
    admin = testApp.client();
    await admin.login('models_admin');
  });
  afterAll(() => testApp.close());

  it('validates reference and name, keeps references unique, and lists models with keyset pages', async () => {
    const missing = await admin.post('/api/catalogue/model/', { reference: ' ', name: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields).toEqual({ reference: ['model.reference_required'], name: ['model.name_required'] });
    expect((await admin.post('/api/catalogue/model/', { reference: 'R'.repeat(101), name: 'N'.repeat(256) })).json().fields).toEqual({
      reference: ['model.reference_too_long'],
      name: ['model.name_too_long'],
    });
    for (let i = 1; i <= 5; i += 1) expect((await admin.post('/api/catalogue/model/', { reference: `REF-${i}`, name: `Model ${i}` })).statusCode).toBe(201);
    const taken = await admin.post('/api/catalogue/model/', { reference: 'REF-1', name: 'Again' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ reference: ['model.reference_taken'] });
    expect((await admin.post('/api/catalogue/model/', { reference: 'BAD', name: 'Bad', values: { [attributes.weight!]: 101 } })).json().fields).toEqual({
      [`values.${attributes.weight}`]: ['attribute.value.above_maximum'],
    });

    const first = (await admin.post('/api/catalogue/model/search/', { sort: { field: 'reference', direction: 'desc' }, page_size: 3 })).json();
    expect(first.items.map((item: { reference: string }) => item.reference)).toEqual(['REF-5', 'REF-4', 'REF-3']);
    const second = (await admin.post('/api/catalogue/model/search/', { sort: { field: 'reference', direction: 'desc' }, page_size: 3, after: first.next_cursor })).json();
    expect(second.items.map((item: { reference: string }) => item.reference)).toEqual(['REF-2', 'REF-1']);
    expect(second.next_cursor).toBeNull();
    const pasted = (await admin.post('/api/catalogue/model/search/count/', { filters: [{ field: 'reference', operator: 'among', value: ['REF-2', 'REF-4', 'NOPE'] }] })).json();
    expect(pasted.count).toBe(2);
  });

  it('sorts and filters models on attribute values with the operators of their type, keyset pages included', async () => {
    const weight = `attribute:${attributes.weight}`;
    const finish = `attribute:${attributes.finish}`;
    const launch = `attribute:${attributes.launch}`;
    const make = (reference: string, values: Record<string, unknown>) => admin.post('/api/catalogue/model/', { reference, name: reference, values });
    await make('S-A', { [attributes.weight!]: 30, [attributes.finish!]: { en: 'Walnut', fr: 'Noyer' }, [attributes.launch!]: '2026-03-01', [attributes.certified!]: true });
    await make('S-B', { [attributes.weight!]: 5, [attributes.finish!]: { en: 'Ash' }, [attributes.certified!]: false });
    await make('S-C', { [attributes.weight!]: 70, [attributes.launch!]: '2025-12-24' });
    await make('S-D', {});
    const onlyS = { field: 'reference', operator: 'starts_with', value: 'S-' };
    const references = async (body: Record<string, unknown>) => {
      const seen: string[] = [];
      let after: string | undefined;
      do {
        const page = (await admin.post('/api/catalogue/model/search/', { ...body, page_size: 2, ...(after ? { after } : {}) })).json();
        seen.push(...page.items.map((item: { reference: string }) => item.reference));
        after = page.next_cursor ?? undefined;
      } while (after !== undefined);
      return seen;
    };
    // Models without a value come last in both directions.
    expect(await references({ filters: [onlyS], sort: { field: weight } })).toEqual(['S-B', 'S-A', 'S-C', 'S-D']);
    expect(await references({ filters: [onlyS], sort: { field: weight, direction: 'desc' } })).toEqual(['S-C', 'S-A', 'S-B', 'S-D']);
    expect(await references({ filters: [onlyS], sort: { field: finish, language: 'en' } })).toEqual(['S-B', 'S-A', 'S-C', 'S-D']);
    expect(await references({ filters: [onlyS, { field: weight, operator: 'between', value: [10, 80] }], sort: { field: launch } })).toEqual(['S-C', 'S-A']);
    expect(await references({ filters: [onlyS, { field: launch, operator: 'gte', value: '2026-01-01' }] })).toEqual(['S-A']);
    expect(await references({ filters: [onlyS, { field: finish, operator: 'equals', value: 'Noyer' }] })).toEqual(['S-A']);
    expect(await references({ filters: [onlyS, { field: finish, operator: 'equals', value: 'Noyer', language: 'en' }] })).toEqual([]);
    expect(await references({ filters: [onlyS, { field: finish, operator: 'empty' }], sort: { field: 'reference' } })).toEqual(['S-C', 'S-D']);
    expect(await references({ filters: [onlyS, { field: weight, operator: 'not_among', value: [5, 30] }], sort: { field: 'reference' } })).toEqual(['S-C', 'S-D']);
    expect((await admin.post('/api/catalogue/model/search/count/', { filters: [onlyS, { field: weight, operator: 'gt', value: 10 }] })).json().count).toBe(2);
    // A date on a time column means that whole day.
    const [today] = await testApp.db.query<{ day: string }>("SELECT to_char(now(), 'YYYY-MM-DD') AS day");
    expect(await references({ filters: [onlyS, { field: 'created', operator: 'equals', value: today!.day }], sort: { field: 'reference' } })).toEqual(['S-A', 'S-B', 'S-C', 'S-D']);
    expect(await references({ filters: [onlyS, { field: 'updated', operator: 'not_equals', value: today!.day }] })).toEqual([]);
    expect(await references({ filters: [onlyS, { field: 'name', operator: 'not_contains', value: 'B' }], sort: { field: 'name', direction: 'desc' } })).toEqual(['S-D', 'S-C', 'S-A']);
    // The quick search: the reference or the name contains the text, ignoring letter case.
    expect(await references({ filters: [onlyS, { field: 'search', operator: 'contains', value: 's-c' }] })).toEqual(['S-C']);
    const startsWith = await admin.post('/api/catalogue/model/search/', { filters: [{ field: 'search', operator: 'starts_with', value: 'S' }] });
    expect([startsWith.statusCode, startsWith.json().fields]).toEqual([400, { 'filters.0': ['filter.operator_not_allowed'] }]);
    const refused = await admin.post('/api/catalogue/model/search/', { filters: [{ field: launch, operator: 'contains', value: '2026' }] });
    expect([refused.statusCode, refused.json().fields]).toEqual([400, { 'filters.0': ['filter.operator_not_allowed'] }]);
    // A boolean is true or false, compared whole.
    const certified = `attribute:${attributes.certified}`;
    expect(await references({ filters: [onlyS, { field: certified, operator: 'not_equals', value: true }], sort: { field: 'reference' } })).toEqual(['S-B', 'S-C', 'S-D']);
    const boolContains = await admin.post('/api/catalogue/model/search/', { filters: [{ field: certified, operator: 'contains', value: 'tr' }] });
    expect([boolContains.statusCode, boolContains.json().fields]).toEqual([400, { 'filters.0': ['filter.operator_not_allowed'] }]);
    const maybe = await admin.post('/api/catalogue/model/search/', { filters: [{ field: certified, operator: 'equals', value: 'maybe' }] });
    expect([maybe.statusCode, maybe.json().fields]).toEqual([400, { 'filters.0': ['filter.invalid_value'] }]);
    const byCount = (await admin.post('/api/catalogue/model/search/', { filters: [onlyS], sort: { field: 'products_count', direction: 'desc' } })).json();
    expect(byCount.items).toHaveLength(4);
  });

  it('manages values for its products: shown on the product, refused there, pushed on every model save', async () => {
    const model = (
      await admin.post('/api/catalogue/model/', {
        reference: 'MANAGED',
        name: 'Managed',
        managed_attribute_ids: [attributes.material],
        values: { [attributes.material!]: 'oak' },
      })
    ).json();
    const product = (await admin.post('/api/catalogue/product/', { sku: 'MP-1', name: 'Chair', model_id: model.id })).json();
    expect(product).toMatchObject({ managed_by_model: [attributes.material], values: { [attributes.material!]: 'oak' } });
    const refused = await admin.request('PATCH', `/api/catalogue/product/${product.id}/`, { body: { version: 1, values: { [attributes.material!]: 'pine' } } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ [`values.${attributes.material}`]: ['value.managed_by_model'] });

    const saved = await admin.request('PATCH', `/api/catalogue/model/${model.id}/`, { body: { version: 1, values: { [attributes.material!]: 'walnut' } } });
    expect(saved.json()).toMatchObject({ version: 2, products_count: 1 });
    expect((await admin.get(`/api/catalogue/product/${product.id}/`)).json()).toMatchObject({ version: 2, values: { [attributes.material!]: 'walnut' } });
    const filtered = await admin.post('/api/catalogue/product/search/count/', { filters: [{ field: `attribute:${attributes.material}`, operator: 'equals', value: 'walnut' }] });
    expect(filtered.json().count).toBe(1);
    expect((await admin.request('PATCH', `/api/catalogue/model/${model.id}/`, { body: { version: 1, name: 'Stale' } })).json().code).toBe('conflict.stale_version');

    const history = (await admin.get(`/api/catalogue/model/${model.id}/history/`)).json();
    expect(history.results[0].changes).toEqual({ [`values.${attributes.material}`]: ['oak', 'walnut'] });

    // Deleting the model keeps its products, without model, with the values now their own.
    expect((await admin.request('DELETE', `/api/catalogue/model/${model.id}/`)).statusCode).toBe(204);
    const orphan = (await admin.get(`/api/catalogue/product/${product.id}/`)).json();
    expect(orphan).toMatchObject({ model: null, managed_by_model: [], values: { [attributes.material!]: 'walnut' } });
  });

  it('checks each right and answers 404 to another company', async () => {
    const model = (await admin.post('/api/catalogue/model/', { reference: 'RIGHTS', name: 'Rights' })).json();
    const [group] = await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'Model group') RETURNING id", [companyId]);
    const [role] = await testApp.db.query<{ id: string }>("INSERT INTO roles (company_id, name, can_read) VALUES ($1, 'Model role', false) RETURNING id", [companyId]);
    const member = await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'model_member', email: 'model_member@example.com', password: TEST_PASSWORD }));
    await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [companyId, group!.id, member.id, role!.id]);
    await testApp.db.query('UPDATE models SET group_ids = ARRAY[$2::uuid] WHERE id = $1', [model.id, group!.id]);
    const client = testApp.client();
    await client.login('model_member');
    expect((await client.get(`/api/catalogue/model/${model.id}/`)).statusCode).toBe(404);
    await testApp.db.query('UPDATE roles SET can_read = true WHERE id = $1', [role!.id]);
    expect((await client.get(`/api/catalogue/model/${model.id}/`)).statusCode).toBe(200);
    expect((await client.post('/api/catalogue/model/', { reference: 'NEW', name: 'New' })).statusCode).toBe(403);
    expect((await client.request('PATCH', `/api/catalogue/model/${model.id}/`, { body: { version: 1, name: 'x' } })).statusCode).toBe(403);
    expect((await client.request('DELETE', `/api/catalogue/model/${model.id}/`)).statusCode).toBe(403);
    await testApp.db.query('UPDATE roles SET can_create = true, can_edit = true, can_delete = true WHERE id = $1', [role!.id]);
    expect((await client.post('/api/catalogue/model/', { reference: 'NEW', name: 'New' })).statusCode).toBe(201);
    expect((await client.request('PATCH', `/api/catalogue/model/${model.id}/`, { body: { version: 1, name: 'Edited' } })).statusCode).toBe(200);
    expect((await client.request('DELETE', `/api/catalogue/model/${model.id}/`)).statusCode).toBe(204);

    const kept = (await admin.post('/api/catalogue/model/', { reference: 'MINE', name: 'Mine' })).json();
    await testApp.createCompany('Models Stranger', { username: 'models_stranger' });
    const stranger = testApp.client();
    await stranger.login('models_stranger');
    for (const response of [
      await stranger.get(`/api/catalogue/model/${kept.id}/`),
      await stranger.get(`/api/catalogue/model/${kept.id}/history/`),
      await stranger.request('PATCH', `/api/catalogue/model/${kept.id}/`, { body: { version: 1, name: 'x' } }),
      await stranger.request('DELETE', `/api/catalogue/model/${kept.id}/`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await stranger.post('/api/catalogue/model/search/', {})).json().items).toEqual([]);
    expect((await stranger.post('/api/catalogue/product/', { sku: 'X', name: 'X', model_id: kept.id })).json().fields).toEqual({ model_id: ['product.model_not_found'] });
  });
});
