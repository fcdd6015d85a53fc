import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { groupsApi } from '@pimento/shared-kit/contracts/groups';
import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { createUser } from '../users/service.ts';

const base = '/api/catalogue';

describe.each(drivers)('object types and objects on %s', (driver) => {
  let testApp: TestApp;
  let companyId: string;
  let admin: TestClient;
  let member: TestClient;
  const groups: Record<string, string> = {};
  let typeId: number;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    companyId = (await testApp.createCompany('Object Co', { username: 'obj_admin' })).company.id;
    // This suite sets up its own groups: the one every company starts with would be one more.
    await testApp.db.query('DELETE FROM groups WHERE company_id = $1', [companyId]);
    const insert = async (sql: string, params: unknown[]) => (await testApp.db.query<{ id: string }>(sql, params))[0]!.id;
    for (const name of ['Reading', 'Creating', 'Managing', 'Elsewhere']) {
      groups[name] = await insert('INSERT INTO groups (company_id, name) VALUES ($1, $2) RETURNING id', [companyId, name]);
    }
    const reader = await insert("INSERT INTO roles (company_id, name) VALUES ($1, 'Reader') RETURNING id", [companyId]);
    const creator = await insert("INSERT INTO roles (company_id, name, can_create) VALUES ($1, 'Creator', true) RETURNING id", [companyId]);
    const manager = await insert("INSERT INTO roles (company_id, name, can_create, can_edit, can_delete) VALUES ($1, 'Manager', true, true, true) RETURNING id", [companyId]);
    const user = await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'obj_member', email: 'obj_member@example.com', password: TEST_PASSWORD }));
    for (const [group, role] of [['Reading', reader], ['Creating', creator], ['Managing', manager]] as const) {
      await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [companyId, groups[group], user.id, role]);
    }
    admin = testApp.client();
    await admin.login('obj_admin');
    member = testApp.client();
    await member.login('obj_member');
    typeId = (await admin.post(`${base}/object-type/`, { name: 'Brands' })).json().id;
  });
  afterAll(() => testApp.close());

  it('needs at least one group and the create right in each group given', async () => {
    const none = await admin.post(`${base}/object/`, { object_type_id: typeId, name: 'Nobody', groups: [] });
    expect([none.statusCode, none.json().code]).toEqual([400, 'groups.object_needs_group']);
    const readOnly = await member.post(`${base}/object/`, { object_type_id: typeId, name: 'Read only', groups: [groups.Reading] });
    expect([readOnly.statusCode, readOnly.json().code]).toEqual([403, 'rights.group_add_needs_create']);
    const created = await member.post(`${base}/object/`, { object_type_id: typeId, name: 'Acme', groups: [groups.Creating] });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Acme', object_type_id: typeId, groups: [groups.Creating], version: 1 });
    const twin = await member.post(`${base}/object/`, { object_type_id: typeId, name: 'acme', groups: [groups.Creating] });
    expect([twin.statusCode, twin.json().code]).toEqual([409, 'object.name_taken']);
    const pipe = await member.post(`${base}/object/`, { object_type_id: typeId, name: 'A|B', groups: [groups.Creating] });
    expect(pipe.json().code).toBe('object.name_has_pipe');
  });

  it('lists and shows only objects in a group the user may read', async () => {
    const hidden = (await admin.post(`${base}/object/`, { object_type_id: typeId, name: 'Hidden brand', groups: [groups.Elsewhere] })).json();
    const visible = (await admin.post(`${base}/object/`, { object_type_id: typeId, name: 'Visible brand', groups: [groups.Reading] })).json();
    const page = (await member.get(`${base}/object/?object_type_id=${typeId}`)).json();
    expect(page.results.map((object: { name: string }) => object.name)).toEqual(['Acme', 'Visible brand']);
    expect(page.count).toBe(2);
    expect((await member.get(`${base}/object/${hidden.id}/`)).statusCode).toBe(404);
    expect((await admin.get(`${base}/object/?search=hidden`)).json().results.map((object: { id: number }) => object.id)).toEqual([hidden.id]);
    const edit = await member.request('PATCH', `${base}/object/${visible.id}/`, { body: { name: 'Renamed', version: 1 } });
    expect([edit.statusCode, edit.json().code]).toEqual([403, 'rights.forbidden']);
    const remove = await member.request('DELETE', `${base}/object/${visible.id}/`);
    expect([remove.statusCode, remove.json().code]).toEqual([403, 'rights.forbidden']);
  });

  it('edits with the edit right and a fresh version; group changes follow spec §6', async () => {
    const managed = (await admin.post(`${base}/object/`, { object_type_id: typeId, name: 'Managed brand', groups: [groups.Managing, groups.Reading] })).json();
    const renamed = await member.request('PATCH', `${base}/object/${managed.id}/`, { body: { name: 'Managed brand 2', version: 1 } });
    expect(renamed.json()).toMatchObject({ name: 'Managed brand 2', version: 2 });
    const stale = await member.request('PATCH', `${base}/object/${managed.id}/`, { body: { name: 'Lost update', version: 1 } });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'conflict.stale_version']);
    const dropReading = await member.request('PATCH', `${base}/object/${managed.id}/`, { body: { groups: [groups.Managing], version: 2 } });
    expect([dropReading.statusCode, dropReading.json().code]).toEqual([403, 'rights.group_remove_needs_delete']);
    const emptied = await admin.request('PATCH', `${base}/object/${managed.id}/`, { body: { groups: [], version: 2 } });
    expect([emptied.statusCode, emptied.json().code]).toEqual([400, 'groups.object_needs_group']);
    expect((await member.request('DELETE', `${base}/object/${managed.id}/`)).statusCode).toBe(204);
  });

  it('links object-link attributes to a type, which then cannot be deleted', async () => {
    const section = (await admin.post(`${base}/attribute-section/`, { name: 'Links' })).json();
    const group = (await admin.post(`${base}/attribute-group/`, { name: 'Link group', section_id: section.id })).json();
    const link = await admin.post(`${base}/attribute/`, { code: 'brand', type: 'object_link', labels: { en: 'Brand' }, group_id: group.id, object_type_id: typeId });
    expect(link.json()).toMatchObject({ object_type_id: typeId });
    const notAllowed = await admin.post(`${base}/attribute/`, { code: 'brand_text', type: 'text', labels: { en: 'Brand text' }, group_id: group.id, object_type_id: typeId });
    expect(notAllowed.json().code).toBe('attribute.object_type_not_allowed');
    const inUse = await admin.request('DELETE', `${base}/object-type/${typeId}/`);
    expect([inUse.statusCode, inUse.json().code]).toEqual([409, 'object_type.in_use']);
    const empty = (await admin.post(`${base}/object-type/`, { name: 'Empty type' })).json();
    expect((await admin.request('DELETE', `${base}/object-type/${empty.id}/`)).statusCode).toBe(204);
  });

  it('lists the groups an object may be given, with the add and remove rights of the user in each, objects on or off', async () => {
    const mine = (await member.get(endpointPath(groupsApi.pickable, {}))).json();
    expect(mine).toEqual([
      { id: groups.Creating, name: 'Creating', can_add: true, can_remove: false },
      { id: groups.Elsewhere, name: 'Elsewhere', can_add: false, can_remove: false },
      { id: groups.Managing, name: 'Managing', can_add: true, can_remove: true },
      { id: groups.Reading, name: 'Reading', can_add: false, can_remove: false },
    ]);
    const all = (await admin.get(endpointPath(groupsApi.pickable, {}))).json();
    expect(all.every((group: { can_add: boolean; can_remove: boolean }) => group.can_add && group.can_remove)).toBe(true);
    expect(all).toHaveLength(4);
    // The groups picker serves clients, attributes and templates too: it does not depend on objects being on.
    await testApp.db.query(`UPDATE companies SET features = features || '{"object_activated": false}' WHERE id = $1`, [companyId]);
    try {
      expect((await member.get(`${base}/object-type/`)).statusCode).toBe(403);
      expect((await member.get(endpointPath(groupsApi.pickable, {}))).json()).toEqual(mine);
    } finally {
      await testApp.db.query(`UPDATE companies SET features = features || '{"object_activated": true}' WHERE id = $1`, [companyId]);
    }
  });

  it('answers 403 when objects are not activated for the company', async () => {
    await testApp.db.query(`UPDATE companies SET features = features || '{"object_activated": false}' WHERE id = $1`, [companyId]);
    for (const path of ['object-type/', 'object/']) {
      const response = await admin.get(`${base}/${path}`);
      expect([path, response.statusCode, response.json().code]).toEqual([path, 403, 'rights.feature_disabled']);
    }
    await testApp.db.query(`UPDATE companies SET features = features || '{"object_activated": true}' WHERE id = $1`, [companyId]);
  });
});
