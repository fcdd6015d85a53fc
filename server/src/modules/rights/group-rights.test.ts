import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';
import { createUser } from '../users/service.ts';

describe.each(drivers)('group rights through the API on %s', (driver) => {
  let testApp: TestApp;
  let companyId: string;
  let adminId: string;
  let memberId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    const created = await testApp.createCompany('Rights Co', { username: 'rights_admin' });
    companyId = created.company.id;
    // This suite sets up its own groups: the one every company starts with would be one more.
    await testApp.db.query('DELETE FROM groups WHERE company_id = $1', [companyId]);
    adminId = created.administrator.id;
    const member = await testApp.db.transaction((tx) =>
      createUser(tx, companyId, { username: 'member', email: 'member@example.com', password: TEST_PASSWORD }),
    );
    memberId = member.id;
    const insert = async (sql: string, params: unknown[]) => (await testApp.db.query<{ id: string }>(sql, params))[0]!.id;
    ids.north = await insert("INSERT INTO groups (company_id, name, manager_id) VALUES ($1, 'North', $2) RETURNING id", [companyId, memberId]);
    ids.south = await insert("INSERT INTO groups (company_id, name) VALUES ($1, 'South') RETURNING id", [companyId]);
    ids.reader = await insert("INSERT INTO roles (company_id, name) VALUES ($1, 'Reader') RETURNING id", [companyId]);
    ids.creator = await insert("INSERT INTO roles (company_id, name, can_create) VALUES ($1, 'Creator', true) RETURNING id", [companyId]);
    await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4), ($1, $5, $3, $6)', [
      companyId,
      ids.north,
      memberId,
      ids.creator,
      ids.south,
      ids.reader,
    ]);
  });
  afterAll(() => testApp.close());

  it('answers all_can_create from the roles of the user in every group', async () => {
    const member = testApp.client();
    await member.login('member');
    expect((await member.get('/api/catalogue/user/all-can-create/')).json()).toBe(false);
    const current = (await member.get('/api/catalogue/current-user/')).json();
    expect(current.group.map((group: { name: string }) => group.name)).toEqual(['North', 'South']);

    await testApp.db.query('UPDATE group_members SET role_id = $1 WHERE group_id = $2', [ids.creator, ids.south]);
    expect((await member.get('/api/catalogue/user/all-can-create/')).json()).toBe(true);
    await testApp.db.query('UPDATE group_members SET role_id = $1 WHERE group_id = $2', [ids.reader, ids.south]);

    // Without advanced rights, group rights do not apply.
    await testApp.db.query(`UPDATE companies SET features = features || '{"use_advanced_rights": false}' WHERE id = $1`, [companyId]);
    expect((await member.get('/api/catalogue/user/all-can-create/')).json()).toBe(true);
    await testApp.db.query(`UPDATE companies SET features = features || '{"use_advanced_rights": true}' WHERE id = $1`, [companyId]);

    const admin = testApp.client();
    await admin.login('rights_admin');
    expect((await admin.get('/api/catalogue/user/all-can-create/')).json()).toBe(true);
  });

  it('never lets an administrator into a group, nor a member into another company', async () => {
    await expect(
      testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [
        companyId,
        ids.north,
        adminId,
        ids.reader,
      ]),
    ).rejects.toThrow(/administrator cannot be in a group/);
    const other = await testApp.createCompany('Other Rights Co', { username: 'other_rights' });
    const outsider = await testApp.db.transaction((tx) =>
      createUser(tx, other.company.id, { username: 'outsider', email: 'outsider@example.com', password: TEST_PASSWORD }),
    );
    await expect(
      testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [
        other.company.id,
        ids.north,
        outsider.id,
        ids.reader,
      ]),
    ).rejects.toThrow(/foreign key/);
  });
});
