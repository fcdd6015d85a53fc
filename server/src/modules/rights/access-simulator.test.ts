import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { createUser } from '../users/service.ts';

describe.each(drivers)('the access simulator on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let companyId: string;
  let adminId: string;
  let memberId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    const created = await testApp.createCompany('Simulated Co', { username: 'sim_admin' });
    companyId = created.company.id;
    adminId = created.administrator.id;
    await testApp.db.query('DELETE FROM groups WHERE company_id = $1', [companyId]);
    await testApp.db.query(`UPDATE companies SET features = features || '{"use_advanced_rights": true}' WHERE id = $1`, [companyId]);
    memberId = (await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'sim_member', email: 'sim_member@example.com', password: TEST_PASSWORD }))).id;
    const insert = async (sql: string, params: unknown[]) => String((await testApp.db.query<{ id: string }>(sql, params))[0]!.id);
    ids.marketing = await insert("INSERT INTO groups (company_id, name) VALUES ($1, 'Marketing') RETURNING id", [companyId]);
    ids.sales = await insert("INSERT INTO groups (company_id, name) VALUES ($1, 'Sales') RETURNING id", [companyId]);
    ids.editor = await insert("INSERT INTO roles (company_id, name, can_read, can_edit) VALUES ($1, 'Editor', true, true) RETURNING id", [companyId]);
    ids.reader = await insert("INSERT INTO roles (company_id, name) VALUES ($1, 'Reader') RETURNING id", [companyId]);
    await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4), ($1, $5, $3, $6)', [
      companyId,
      ids.marketing,
      memberId,
      ids.editor,
      ids.sales,
      ids.reader,
    ]);
    ids.product = await insert('INSERT INTO products (company_id, sku, name, group_ids) VALUES ($1, $2, $3, $4::uuid[]) RETURNING id', [
      companyId,
      'SIM-001',
      'Simulated cable',
      [ids.marketing, ids.sales],
    ]);
    ids.hidden = await insert("INSERT INTO products (company_id, sku, name, group_ids) VALUES ($1, 'SIM-002', 'Hidden lamp', '{}') RETURNING id", [companyId]);
    admin = testApp.client();
    await admin.login('sim_admin');
  });
  afterAll(() => testApp.close());

  const explain = (client: TestClient, userId: string, kind: string, id: string) => client.get(`/api/rights/access/?user_id=${userId}&kind=${kind}&id=${id}`);

  it('says which memberships grant each right, and what the server then allows', async () => {
    const answer = await explain(admin, memberId, 'product', ids.product!);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ basis: 'groups', object: { kind: 'product', name: 'SIM-001 — Simulated cable' }, user: { username: 'sim_member' } });
    expect(body.object_groups.map((group: { name: string }) => group.name)).toEqual(['Marketing', 'Sales']);
    const sources = (right: string) => body.rights[right].sources.map((source: { group_name: string; role_name: string }) => `${source.group_name}/${source.role_name}`);
    expect(body.rights.read.granted).toBe(true);
    expect(sources('read')).toEqual(['Marketing/Editor', 'Sales/Reader']);
    expect(body.rights.edit.granted).toBe(true);
    expect(sources('edit')).toEqual(['Marketing/Editor']);
    expect(body.rights.delete).toEqual({ granted: false, sources: [] });

    // The same answer as the product's own route: read, and not the product in no group.
    const member = testApp.client();
    await member.login('sim_member');
    expect((await member.get(`/api/catalogue/product/${ids.product}/`)).statusCode).toBe(200);
    expect((await explain(admin, memberId, 'product', ids.hidden!)).json().rights.read.granted).toBe(false);
    expect((await member.get(`/api/catalogue/product/${ids.hidden}/`)).statusCode).toBe(404);
  });

  it('follows a role changed through the API at once', async () => {
    const changed = await admin.request('PATCH', `/api/rights/roles/${ids.editor}/`, { body: { can_delete: true } });
    expect(changed.statusCode).toBe(200);
    const body = (await explain(admin, memberId, 'product', ids.product!)).json();
    expect(body.rights.delete.granted).toBe(true);
    expect(body.rights.delete.sources.map((source: { role_name: string }) => source.role_name)).toEqual(['Editor']);
    await admin.request('PATCH', `/api/rights/roles/${ids.editor}/`, { body: { can_delete: false } });
  });

  it('says an administrator has every right by standing, and finds objects by SKU', async () => {
    const body = (await explain(admin, adminId, 'product', ids.hidden!)).json();
    expect(body.basis).toBe('administrator');
    expect(Object.values(body.rights).map((right) => (right as { granted: boolean }).granted)).toEqual([true, true, true, true]);
    const found = await admin.get('/api/rights/access/objects/?kind=product&search=sim-00');
    expect(found.json().map((choice: { name: string }) => choice.name)).toEqual(['SIM-001 — Simulated cable', 'SIM-002 — Hidden lamp']);
    // A LIKE wildcard typed is a character, not "anything".
    expect((await admin.get('/api/rights/access/objects/?kind=product&search=%25')).json()).toEqual([]);
  });

  it('is for administrators only, and walls companies off', async () => {
    const member = testApp.client();
    await member.login('sim_member');
    expect((await explain(member, memberId, 'product', ids.product!)).statusCode).toBe(403);
    expect((await member.get('/api/rights/access/objects/?kind=product')).statusCode).toBe(403);

    const other = await testApp.createCompany('Other Simulated Co', { username: 'other_sim_admin' });
    const outsider = testApp.client();
    await outsider.login('other_sim_admin');
    // Another company's user or product is not found, and a search lists none of them.
    expect((await explain(outsider, memberId, 'product', ids.product!)).statusCode).toBe(404);
    expect((await explain(outsider, other.administrator.id, 'product', ids.product!)).statusCode).toBe(404);
    expect((await explain(admin, other.administrator.id, 'product', ids.product!)).statusCode).toBe(404);
    expect((await outsider.get('/api/rights/access/objects/?kind=product&search=SIM')).json()).toEqual([]);
  });
});
