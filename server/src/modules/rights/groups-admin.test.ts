import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { groupsApi, rolesApi } from '@pimento/shared-kit/contracts/groups';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { createUser } from '../users/service.ts';

const groupPath = (id: string) => endpointPath(groupsApi.update, { id });
const rolePath = (id: string) => endpointPath(rolesApi.update, { id });

describe.each(drivers)('groups and roles on %s', (driver) => {
  let testApp: TestApp;
  let companyId: string;
  let adminId: string;
  let admin: TestClient;
  const users: Record<string, string> = {};

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    const created = await testApp.createCompany('Groups Co', { username: 'groups_admin' });
    companyId = created.company.id;
    adminId = created.administrator.id;
    for (const username of ['manon', 'marc', 'mia']) {
      users[username] = (
        await testApp.db.transaction((tx) => createUser(tx, companyId, { username, email: `${username}@example.com`, password: TEST_PASSWORD }))
      ).id;
    }
    admin = testApp.client();
    await admin.login('groups_admin');
  });
  afterAll(() => testApp.close());

  it('lets an administrator create roles and a group with a manager and members, and lists it', async () => {
    const editor = await admin.post(rolesApi.create.path, { name: 'Editor', can_create: true, can_edit: true });
    expect(editor.statusCode).toBe(201);
    expect(editor.json()).toMatchObject({ name: 'Editor', can_read: true, can_create: true, can_edit: true, can_delete: false, members_count: 0 });
    const reader = (await admin.post(rolesApi.create.path, { name: 'Reader' })).json();
    expect((await admin.post(rolesApi.create.path, { name: 'editor' })).json().code).toBe('roles.name_taken');

    const group = await admin.post(groupsApi.create.path, {
      name: 'North',
      manager_id: users.manon,
      members: [
        { user_id: users.manon, role_id: editor.json().id },
        { user_id: users.marc, role_id: reader.id },
      ],
    });
    expect(group.statusCode).toBe(201);
    expect(group.json()).toMatchObject({ name: 'North', manager: { username: 'manon' }, can_administer: true });
    expect(group.json().members.map((member: { user: { username: string }; role_name: string }) => [member.user.username, member.role_name])).toEqual([
      ['manon', 'Editor'],
      ['marc', 'Reader'],
    ]);
    expect((await admin.get(groupsApi.list.path)).json().map((listed: { name: string }) => listed.name)).toEqual(['General', 'North']);
    expect((await admin.post(groupsApi.create.path, { name: 'north' })).json().code).toBe('groups.name_taken');
    const withAdmin = await admin.post(groupsApi.create.path, { name: 'South', members: [{ user_id: adminId, role_id: reader.id }] });
    expect(withAdmin.statusCode).toBe(400);
    expect(withAdmin.json()).toMatchObject({ code: 'groups.user_not_eligible', fields: { 'members.0.user_id': ['groups.user_not_eligible'] } });

    // The membership gives its rights at once.
    const marc = testApp.client();
    await marc.login('marc');
    expect((await marc.get('/api/catalogue/current-user/')).json().group.map((listed: { name: string }) => listed.name)).toEqual(['North']);

    expect((await admin.request('DELETE', rolePath(reader.id))).json().code).toBe('roles.in_use');
    expect((await admin.request('PATCH', rolePath(reader.id), { body: { can_delete: true } })).json().can_delete).toBe(true);
  });

  it('lets a manager change the members of their group only, never their own line', async () => {
    const manon = testApp.client();
    await manon.login('manon');
    const groups = (await manon.get(groupsApi.list.path)).json();
    expect(groups.map((group: { name: string }) => group.name)).toEqual(['North']);
    expect(groups[0].can_administer).toBe(false);
    const north = groups[0];
    const roles = (await manon.get(rolesApi.list.path)).json();
    const reader = roles.find((role: { name: string }) => role.name === 'Reader');
    const members = north.members.map((member: { user: { id: string }; role_id: string }) => ({ user_id: member.user.id, role_id: member.role_id }));
    expect((await manon.get(groupsApi.memberChoices.path)).json().map((user: { username: string }) => user.username)).toEqual(['manon', 'marc', 'mia']);

    const added = await manon.request('PATCH', groupPath(north.id), { body: { members: [...members, { user_id: users.mia, role_id: reader.id }] } });
    expect(added.statusCode).toBe(200);
    expect(added.json().members).toHaveLength(3);
    const ownLine = members.map((member: { user_id: string; role_id: string }) => (member.user_id === users.manon ? { ...member, role_id: reader.id } : member));
    expect((await manon.request('PATCH', groupPath(north.id), { body: { members: ownLine } })).json().code).toBe('groups.own_membership');
    expect((await manon.request('PATCH', groupPath(north.id), { body: { name: 'Mine' } })).json().code).toBe('groups.administrators_only');
    expect((await manon.post(groupsApi.create.path, { name: 'Mine' })).json().code).toBe('rights.administrator_required');
    expect((await manon.request('DELETE', groupPath(north.id))).statusCode).toBe(403);
    expect((await manon.post(rolesApi.create.path, { name: 'Boss', can_delete: true })).statusCode).toBe(403);
    const general = (await admin.get(groupsApi.list.path)).json().find((group: { name: string }) => group.name === 'General');
    expect((await manon.request('PATCH', groupPath(general.id), { body: { members: [] } })).statusCode).toBe(403);
  });

  it('refuses a user who manages no group, and walls off another company', async () => {
    const marc = testApp.client();
    await marc.login('marc');
    for (const response of [await marc.get(groupsApi.list.path), await marc.get(rolesApi.list.path), await marc.post(groupsApi.create.path, { name: 'X' })]) {
      expect(response.statusCode).toBe(403);
    }
    const north = (await admin.get(groupsApi.list.path)).json().find((group: { name: string }) => group.name === 'North');
    const role = (await admin.get(rolesApi.list.path)).json()[0];
    await testApp.createCompany('Other Groups Co', { username: 'other_groups' });
    const outsider = testApp.client();
    await outsider.login('other_groups');
    const listed = await outsider.get(groupsApi.list.path);
    expect(listed.body).not.toContain('North');
    expect((await outsider.get(rolesApi.list.path)).body).not.toContain('Editor');
    for (const response of [
      await outsider.request('PATCH', groupPath(north.id), { body: { name: 'Taken' } }),
      await outsider.request('DELETE', groupPath(north.id)),
      await outsider.request('PATCH', rolePath(role.id), { body: { name: 'Taken' } }),
      await outsider.request('DELETE', rolePath(role.id)),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    const [ownRole] = (await outsider.get(rolesApi.list.path)).json();
    const ownGroup = (await outsider.get(groupsApi.list.path)).json()[0];
    const foreignMember = await outsider.request('PATCH', groupPath(ownGroup.id), {
      body: { members: [{ user_id: users.marc, role_id: ownRole?.id ?? role.id }] },
    });
    expect(foreignMember.statusCode).toBe(400);
  });

  it('deletes a group, unless objects belong to it alone', async () => {
    const south = (await admin.post(groupsApi.create.path, { name: 'South' })).json();
    expect((await admin.request('DELETE', groupPath(south.id))).statusCode).toBe(204);
    expect((await admin.request('DELETE', groupPath(south.id))).statusCode).toBe(404);
  });
});
