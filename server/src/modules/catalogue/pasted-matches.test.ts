import { pastedValuesApi } from '@pimento/shared-kit/contracts/product-filters';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createUser } from '../users/service.ts';

const matchPath = endpointPath(pastedValuesApi.match, {});

describe.each(drivers)('a pasted list checked against the catalogue on %s', (driver) => {
  let testApp: TestApp;
  let companyId: string;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    const created = await testApp.createCompany('Pasted Co', { username: 'pasted_admin' });
    companyId = created.company.id;
    await testApp.createCompany('Pasted Other', { username: 'pasted_other' });
  });
  afterAll(() => testApp.close());

  it('names the values that matched nothing, matches by case only without ambiguity, and never sees another company', async () => {
    const admin = testApp.client();
    await admin.login('pasted_admin');
    for (const sku of ['CAB-001', 'cab-002', 'Lamp-9', 'LAMP-9', 'lamp-9X']) {
      expect((await admin.post('/api/catalogue/product/', { sku, name: sku })).statusCode).toBe(201);
    }
    expect((await admin.post('/api/catalogue/model/', { reference: 'MOD-A', name: 'Model A' })).statusCode).toBe(201);
    const other = testApp.client();
    await other.login('pasted_other');
    expect((await other.post('/api/catalogue/product/', { sku: 'OTHER-1', name: 'Other' })).statusCode).toBe(201);

    const answer = await admin.post(matchPath, {
      field: 'sku',
      values: ['CAB-001', 'cab-001', ' CAB-002 ', 'lamp-9', 'Lamp-9', 'Nope-1', 'OTHER-1', 'CAB-001', ''],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      // CAB-001 exactly and by case is one product; CAB-002 by case; Lamp-9 exactly (its case twin LAMP-9 exists).
      matched: ['CAB-001', 'cab-002', 'Lamp-9'],
      matched_ignoring_case: 2,
      // Another company's SKU is as absent as an unknown one.
      missing: ['Nope-1', 'OTHER-1'],
      // lamp-9 is neither Lamp-9 nor LAMP-9: it picks none.
      ambiguous: ['lamp-9'],
    });

    expect((await admin.post(matchPath, { field: 'model_reference', values: ['mod-a', 'MOD-B'] })).json()).toEqual({ matched: ['MOD-A'], matched_ignoring_case: 1, missing: ['MOD-B'], ambiguous: [] });
    expect((await admin.post(matchPath, { field: 'sku', values: Array.from({ length: 100_001 }, (_, index) => `S${index}`) })).statusCode).toBe(400);
  });

  it('counts a product the user may not read, with advanced rights, as missing', async () => {
    await testApp.db.query(`UPDATE companies SET features = features || '{"use_advanced_rights": true}' WHERE id = $1`, [companyId]);
    const member = await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'pasted_member', email: 'pasted_member@example.com', password: TEST_PASSWORD }));
    const [group] = await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'Pasted readers') RETURNING id", [companyId]);
    const [role] = await testApp.db.query<{ id: string }>("INSERT INTO roles (company_id, name) VALUES ($1, 'Pasted reader') RETURNING id", [companyId]);
    await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [companyId, group!.id, member.id, role!.id]);
    await testApp.db.query("UPDATE products SET group_ids = ARRAY[$2::uuid] WHERE company_id = $1 AND sku = 'CAB-001'", [companyId, group!.id]);
    await testApp.db.query("UPDATE products SET group_ids = '{}' WHERE company_id = $1 AND sku <> 'CAB-001'", [companyId]);

    const client = testApp.client();
    await client.login('pasted_member');
    expect((await client.post(matchPath, { field: 'sku', values: ['cab-001', 'CAB-002'] })).json()).toEqual({ matched: ['CAB-001'], matched_ignoring_case: 1, missing: ['CAB-002'], ambiguous: [] });
  });
});
