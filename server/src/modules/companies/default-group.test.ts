import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';

describe.each(drivers)('the group a new company starts with on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  it('is named in the administrator’s language and lets the administrator create objects at once', async () => {
    const created = await testApp.createCompany('Groupe Neuf', { username: 'neuf_admin', language: 'fr' });
    const groups = await testApp.db.query<{ id: string; name: string }>('SELECT id, name FROM groups WHERE company_id = $1', [created.company.id]);
    expect(groups.map((group) => group.name)).toEqual(['Général']);

    const admin = testApp.client();
    await admin.login('neuf_admin');
    const offered = (await admin.get('/api/rights/groups/pickable/')).json();
    expect(offered).toEqual([{ id: groups[0]!.id, name: 'Général', can_add: true, can_remove: true }]);
    const type = (await admin.post('/api/catalogue/object-type/', { name: 'Marques' })).json();
    const object = await admin.post('/api/catalogue/object/', { object_type_id: type.id, name: 'Acme', groups: [groups[0]!.id] });
    expect(object.statusCode).toBe(201);
  });

  it('exists in the seeded demo company', async () => {
    const rows = await testApp.db.query<{ name: string }>("SELECT g.name FROM groups g JOIN companies c ON c.id = g.company_id WHERE c.name = 'Pimento Demo'");
    expect(rows.map((row) => row.name)).toEqual(['General']);
  });
});
