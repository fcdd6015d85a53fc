import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { createUser } from '../users/service.ts';

const base = '/api/catalogue';

/**
 * Rights on attributes and the attribute structure (spec §6, §8), and isolation between companies:
 * another company's ids always answer 404.
 */
describe.each(drivers)('attribute rights and isolation on %s', (driver) => {
  let testApp: TestApp;
  let companyId: string;
  let admin: TestClient;
  let reader: TestClient;
  let creator: TestClient;
  let manager: TestClient;
  const groups: Record<string, string> = {};
  let sectionId: number;
  let groupId: number;

  const setAdvancedRights = (on: boolean) =>
    testApp.db.query(`UPDATE companies SET features = features || jsonb_build_object('use_advanced_rights', $2::boolean) WHERE id = $1`, [companyId, on]);

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    const created = await testApp.createCompany('Rights Attribute Co', { username: 'ra_admin' });
    companyId = created.company.id;
    // This suite sets up its own groups: the one every company starts with would be one more.
    await testApp.db.query('DELETE FROM groups WHERE company_id = $1', [companyId]);
    const insert = async (sql: string, params: unknown[]) => (await testApp.db.query<{ id: string }>(sql, params))[0]!.id;
    for (const name of ['North', 'South', 'East']) groups[name] = await insert('INSERT INTO groups (company_id, name) VALUES ($1, $2) RETURNING id', [companyId, name]);
    const role = (name: string, create: boolean, edit: boolean, remove: boolean) =>
      insert('INSERT INTO roles (company_id, name, can_read, can_create, can_edit, can_delete) VALUES ($1, $2, true, $3, $4, $5) RETURNING id', [companyId, name, create, edit, remove]);
    const roles = { reader: await role('Reader', false, false, false), creator: await role('Creator', true, false, false), manager: await role('Manager', true, true, true) };
    const member = async (username: string, memberships: [string, string][]) => {
      const user = await testApp.db.transaction((tx) => createUser(tx, companyId, { username, email: `${username}@example.com`, password: TEST_PASSWORD }));
      for (const [group, roleId] of memberships) {
        await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [companyId, groups[group], user.id, roleId]);
      }
      const client = testApp.client();
      await client.login(username);
      return client;
    };
    reader = await member('ra_reader', [['North', roles.reader]]);
    creator = await member('ra_creator', [['North', roles.reader], ['South', roles.creator]]);
    manager = await member('ra_manager', [['North', roles.reader], ['East', roles.manager]]);
    admin = testApp.client();
    await admin.login('ra_admin');
    sectionId = (await admin.post(`${base}/attribute-section/`, { name: 'Main' })).json().id;
    groupId = (await admin.post(`${base}/attribute-group/`, { name: 'General', section_id: sectionId })).json().id;
  });
  afterAll(() => testApp.close());

  const attribute = (code: string, userGroups?: string[]) => ({
    code,
    type: 'text',
    labels: { en: code },
    group_id: groupId,
    ...(userGroups ? { user_groups: userGroups } : {}),
  });

  it('refuses creating attributes without any create right, and in a group without it', async () => {
    const none = await reader.post(`${base}/attribute/`, attribute('reader_attr'));
    expect([none.statusCode, none.json().code]).toEqual([403, 'rights.cannot_create_attribute']);
    const elsewhere = await creator.post(`${base}/attribute/`, attribute('creator_north', [groups.North!]));
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([403, 'rights.forbidden']);
    const own = await creator.post(`${base}/attribute/`, attribute('creator_attr'));
    expect(own.statusCode).toBe(201);
    // Absent groups: every group where the creator may create.
    expect(own.json().user_groups).toEqual([groups.South]);
    const byAdmin = (await admin.post(`${base}/attribute/`, attribute('admin_attr'))).json();
    expect([...byAdmin.user_groups].sort()).toEqual(Object.values(groups).sort());
    await setAdvancedRights(false);
    expect((await reader.post(`${base}/attribute/`, attribute('free_attr'))).statusCode).toBe(201);
    await setAdvancedRights(true);
  });

  it('shows an attribute only to users with the read right in one of its groups', async () => {
    const east = (await admin.post(`${base}/attribute/`, attribute('east_only', [groups.East!]))).json();
    expect((await manager.get(`${base}/attribute/${east.id}/`)).statusCode).toBe(200);
    const hidden = await reader.get(`${base}/attribute/${east.id}/`);
    expect([hidden.statusCode, hidden.json().code]).toEqual([404, 'attribute.not_found']);
    const codes = (await reader.get(`${base}/attribute/only-id-label/`)).json().map((entry: { code: string }) => entry.code);
    expect(codes).not.toContain('east_only');
    expect(codes).toContain('admin_attr');
    const tree = JSON.stringify((await reader.get(`${base}/attribute/`)).json());
    expect(tree).not.toContain('east_only');
  });

  it('needs the edit right to edit, the delete right to delete, and delete to remove a group', async () => {
    const south = (await creator.get(`${base}/attribute/only-id-label/`)).json().find((entry: { code: string }) => entry.code === 'creator_attr');
    const edit = await creator.request('PATCH', `${base}/attribute/${south.id}/`, { body: { labels: { en: 'Changed' }, version: 1 } });
    expect([edit.statusCode, edit.json().code]).toEqual([403, 'rights.forbidden']);
    const remove = await creator.request('DELETE', `${base}/attribute/${south.id}/`);
    expect([remove.statusCode, remove.json().code]).toEqual([403, 'rights.forbidden']);
    const shared = (await admin.post(`${base}/attribute/`, attribute('north_east', [groups.North!, groups.East!]))).json();
    const dropNorth = await manager.request('PATCH', `${base}/attribute/${shared.id}/`, { body: { user_groups: [groups.East], version: 1 } });
    expect([dropNorth.statusCode, dropNorth.json().code]).toEqual([403, 'rights.group_remove_needs_delete']);
    const addSouth = await manager.request('PATCH', `${base}/attribute/${shared.id}/`, { body: { user_groups: [groups.North, groups.East, groups.South], version: 1 } });
    expect([addSouth.statusCode, addSouth.json().code]).toEqual([403, 'rights.group_add_needs_create']);
    const edited = await manager.request('PATCH', `${base}/attribute/${shared.id}/`, { body: { labels: { en: 'North and east' }, version: 1 } });
    expect(edited.statusCode).toBe(200);
    expect((await manager.request('DELETE', `${base}/attribute/${shared.id}/`)).statusCode).toBe(204);
  });

  it('lets only users with the matching right change sections, groups, sets and choice lists', async () => {
    const section = (await admin.get(`${base}/attribute-section/${sectionId}/`)).json();
    for (const [client, expected] of [
      [reader, 403],
      [creator, 201],
    ] as const) {
      expect((await client.post(`${base}/attribute-section/`, { name: `By ${expected}` })).statusCode).toBe(expected);
      expect((await client.post(`${base}/choice-list/`, { name: `List ${expected}`, choices: [] })).statusCode).toBe(expected);
      expect((await client.post(`${base}/attribute-set/`, { name: `Set ${expected}` })).statusCode).toBe(expected);
      expect((await client.post(`${base}/attribute-group/`, { name: `Group ${expected}`, section_id: sectionId })).statusCode).toBe(expected);
    }
    const rename = await creator.request('PATCH', `${base}/attribute-section/${sectionId}/`, { body: { name: 'Renamed', version: section.version } });
    expect([rename.statusCode, rename.json().code]).toEqual([403, 'rights.forbidden']);
    const reorder = await creator.post(`${base}/attribute-section/reorder/`, { section_ids: [sectionId] });
    expect(reorder.statusCode).toBe(403);
    const spare = (await creator.get(`${base}/attribute-section/`)).json().find((candidate: { name: string }) => candidate.name === 'By 201');
    expect((await creator.request('DELETE', `${base}/attribute-section/${spare.id}/`)).statusCode).toBe(403);
    expect((await manager.request('DELETE', `${base}/attribute-section/${spare.id}/`)).statusCode).toBe(204);
    // Creating a group in the section moved its version on: the stale one is refused, the fresh one passes.
    const stale = await manager.request('PATCH', `${base}/attribute-section/${sectionId}/`, { body: { name: 'Renamed', version: section.version } });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'conflict.stale_version']);
    const fresh = (await manager.get(`${base}/attribute-section/${sectionId}/`)).json();
    expect((await manager.request('PATCH', `${base}/attribute-section/${sectionId}/`, { body: { name: 'Renamed', version: fresh.version } })).statusCode).toBe(200);
  });

  it.each([
    ['attribute-section', () => ({ name: `Section ${Math.random()}` })],
    ['attribute-group', () => ({ name: `Group ${Math.random()}`, section_id: sectionId })],
    ['attribute-set', () => ({ name: `Set ${Math.random()}` })],
    ['choice-list', () => ({ name: `List ${Math.random()}`, choices: [{ code: 'a' }] })],
    ['object-type', () => ({ name: `Type ${Math.random()}` })],
  ] as const)('gives %s create, edit and delete to the matching right only', async (resource, body) => {
    const refused = await reader.post(`${base}/${resource}/`, body());
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'rights.forbidden']);
    const created = await creator.post(`${base}/${resource}/`, body());
    expect(created.statusCode).toBe(201);
    const url = `${base}/${resource}/${created.json().id}/`;
    expect((await reader.get(url)).statusCode).toBe(200);
    const edit = await creator.request('PATCH', url, { body: { name: `Renamed ${Math.random()}`, version: created.json().version } });
    expect([edit.statusCode, edit.json().code]).toEqual([403, 'rights.forbidden']);
    const remove = await creator.request('DELETE', url);
    expect([remove.statusCode, remove.json().code]).toEqual([403, 'rights.forbidden']);
    expect((await manager.request('PATCH', url, { body: { name: `Managed ${Math.random()}`, version: created.json().version } })).statusCode).toBe(200);
    expect((await manager.request('DELETE', url)).statusCode).toBe(204);
  });

  it('lets a user reorder the attributes they see, keeping hidden ones after', async () => {
    const section = (await admin.post(`${base}/attribute-section/`, { name: 'Ordering' })).json();
    const ordering = (await admin.post(`${base}/attribute-group/`, { name: 'Ordering group', section_id: section.id })).json();
    const make = async (code: string, userGroups: string[]) =>
      (await admin.post(`${base}/attribute/`, { code, type: 'text', labels: { en: code }, group_id: ordering.id, user_groups: userGroups })).json().id as number;
    const first = await make('order_first', [groups.East!]);
    const secret = await make('order_secret', [groups.South!]);
    const last = await make('order_last', [groups.East!]);
    const version = (await manager.get(`${base}/attribute-group/${ordering.id}/`)).json().version;
    const reordered = await manager.post(`${base}/attribute/reorder/`, { group_id: ordering.id, version, attribute_ids: [last, first] });
    expect(reordered.statusCode).toBe(200);
    const tree = (await admin.get(`${base}/attribute/`)).json();
    const group = tree.sections.flatMap((candidate: { groups: { id: number }[] }) => candidate.groups).find((candidate: { id: number }) => candidate.id === ordering.id);
    expect(group.attributes.map((attribute: { id: number }) => attribute.id)).toEqual([last, first, secret]);
    const peeking = await manager.post(`${base}/attribute/reorder/`, { group_id: ordering.id, version: version + 1, attribute_ids: [secret, last, first] });
    expect([peeking.statusCode, peeking.json().code]).toEqual([400, 'attribute.reorder_mismatch']);
  });

  it("answers 404 for another company's ids and never lists its definitions", async () => {
    const other = await testApp.createCompany('Other Attribute Co', { username: 'oa_admin' });
    const outsider = testApp.client();
    await outsider.login('oa_admin');
    const list = (await admin.post(`${base}/choice-list/`, { name: 'Secret list', choices: [{ code: 'secret' }] })).json();
    const set = (await admin.get(`${base}/attribute-set/`)).json()[0];
    const group = (await admin.get(`${base}/attribute-group/${groupId}/`)).json();
    const secret = (await admin.post(`${base}/attribute/`, attribute('secret_code'))).json();
    const objectType = (await admin.post(`${base}/object-type/`, { name: 'Secret type' })).json();
    const object = (await admin.post(`${base}/object/`, { object_type_id: objectType.id, name: 'Secret object', groups: [groups.North] })).json();
    const resources: [string, number][] = [
      ['attribute', secret.id],
      ['attribute-section', sectionId],
      ['attribute-group', groupId],
      ['attribute-set', set.id],
      ['choice-list', list.id],
      ['object-type', objectType.id],
      ['object', object.id],
    ];
    for (const [resource, id] of resources) {
      const url = `${base}/${resource}/${id}/`;
      expect([url, (await outsider.get(url)).statusCode]).toEqual([url, 404]);
      expect([url, (await outsider.request('PATCH', url, { body: { version: 1 } })).statusCode]).toEqual([url, 404]);
      expect([url, (await outsider.request('DELETE', url)).statusCode]).toEqual([url, 404]);
    }
    for (const path of ['attribute/', 'attribute/only-id-label/', 'attribute-section/', 'attribute-group/', 'attribute-set/', 'choice-list/', 'object-type/', 'object/']) {
      const response = await outsider.get(`${base}/${path}`);
      expect([path, response.statusCode]).toEqual([path, 200]);
      for (const leaked of ['secret_code', 'Secret list', 'Main', 'General', 'Secret type', 'Secret object']) expect(response.body).not.toContain(leaked);
    }
    const reorder = await outsider.post(`${base}/attribute/reorder/`, { group_id: groupId, version: group.version, attribute_ids: [secret.id] });
    expect(reorder.statusCode).toBe(404);
    const groupReorder = await outsider.post(`${base}/attribute-group/reorder/`, { section_id: sectionId, version: 1, group_ids: [groupId] });
    expect(groupReorder.statusCode).toBe(404);
    const borrowed = await outsider.post(`${base}/attribute/`, { code: 'borrowed', type: 'dropdown', labels: { en: 'Borrowed' }, group_id: groupId, choice_list_id: list.id });
    expect(borrowed.json().fields).toMatchObject({ group_id: ['attribute.group_not_found'], choice_list_id: ['attribute.choice_list_not_found'] });
    const probe = await outsider.post(`${base}/attribute/formula-check/`, { formula: 'UPPER({secret_code})', type: 'text' });
    expect(probe.json().errors.map((issue: { code: string }) => issue.code)).toEqual(['formula.unknown_attribute']);
    const foreignGroup = await outsider.post(`${base}/object-type/`, { name: 'Mine' });
    const intruder = await outsider.post(`${base}/object/`, { object_type_id: foreignGroup.json().id, name: 'Intruder', groups: [groups.North] });
    expect(intruder.json().code).toBe('object.group_not_found');
    expect(other.company.id).not.toBe(companyId);
  });
});
