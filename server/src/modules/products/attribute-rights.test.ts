import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { Worker } from '../../jobs/worker.ts';
import { createUser } from '../users/service.ts';

const base = '/api/catalogue';

/**
 * Attribute rights reach every value (spec §6, docs/attributes.md "Attribute rights on values").
 * The `margin` attribute belongs to the Secret group only; `colour` to Shop and Secret. Users:
 * - reader: reads in Shop;
 * - writer: edits in Shop, not in Secret (may edit the product, may not read `margin`);
 * - groupless: in no group;
 * - consultant: edits in Shop and reads in Secret (reads `margin`, may not write it).
 */
describe.each(drivers)('attribute rights on values on %s', (driver) => {
  let testApp: TestApp;
  let worker: Worker | null = null;
  let companyId: string;
  let admin: TestClient;
  const users = {} as Record<'reader' | 'writer' | 'groupless' | 'consultant', TestClient>;
  const groups = {} as Record<'shop' | 'secret', string>;
  let colour: number;
  let margin: number;
  let shopProduct: number;
  let secretProduct: number;
  let modelId: number;
  let categoryId: number;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    companyId = (await testApp.createCompany('Attribute Rights Co', { username: 'arv_admin' })).company.id;
    const insert = async (sql: string, params: unknown[]) => (await testApp.db.query<{ id: string }>(sql, params))[0]!.id;
    groups.shop = await insert('INSERT INTO groups (company_id, name) VALUES ($1, $2) RETURNING id', [companyId, 'Shop']);
    groups.secret = await insert('INSERT INTO groups (company_id, name) VALUES ($1, $2) RETURNING id', [companyId, 'Secret']);
    const role = (name: string, write: boolean) =>
      insert('INSERT INTO roles (company_id, name, can_read, can_create, can_edit, can_delete) VALUES ($1, $2, true, $3, $3, false) RETURNING id', [companyId, name, write]);
    const reading = await role('Reading', false);
    const editing = await role('Editing', true);
    const member = async (username: string, memberships: [string, string][], isConsultant = false) => {
      const user = await testApp.db.transaction((tx) => createUser(tx, companyId, { username, email: `${username}@example.com`, password: TEST_PASSWORD, isConsultant }));
      for (const [groupId, roleId] of memberships) {
        await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [companyId, groupId, user.id, roleId]);
      }
      const client = testApp.client();
      await client.login(username);
      return client;
    };
    users.reader = await member('arv_reader', [[groups.shop, reading]]);
    users.writer = await member('arv_writer', [[groups.shop, editing]]);
    users.groupless = await member('arv_groupless', []);
    users.consultant = await member('arv_consultant', [[groups.shop, editing], [groups.secret, reading]], true);
    admin = testApp.client();
    await admin.login('arv_admin');

    const sectionId = (await admin.post(`${base}/attribute-section/`, { name: 'Main' })).json().id;
    const groupId = (await admin.post(`${base}/attribute-group/`, { name: 'General', section_id: sectionId })).json().id;
    const attribute = async (code: string, userGroups: string[]) =>
      (await admin.post(`${base}/attribute/`, { code, type: 'text', labels: { en: code }, group_id: groupId, user_groups: userGroups })).json().id as number;
    colour = await attribute('colour', [groups.shop, groups.secret]);
    margin = await attribute('margin', [groups.secret]);
    categoryId = (await admin.post(`${base}/category/`, { name: 'Tools' })).json().id;

    const product = async (sku: string, productGroups: string[], values: Record<number, string>) => {
      const created = await admin.post(`${base}/product/`, { sku, name: sku, groups: productGroups, categories: [categoryId], values });
      expect(created.statusCode).toBe(201);
      return created.json().id as number;
    };
    shopProduct = await product('ARV-1', [groups.shop], { [colour]: 'red', [margin]: 'secret-42' });
    secretProduct = await product('ARV-2', [groups.secret], { [colour]: 'blue', [margin]: 'secret-7' });
    // History of the shop product: created, then a change of the hidden value alone, then of the colour.
    expect((await admin.request('PATCH', `${base}/product/${shopProduct}/`, { body: { values: { [margin]: 'secret-43' }, version: 1 } })).statusCode).toBe(200);
    expect((await admin.request('PATCH', `${base}/product/${shopProduct}/`, { body: { values: { [colour]: 'green' }, version: 2 } })).statusCode).toBe(200);

    const model = await admin.post(`${base}/model/`, { reference: 'M-1', name: 'Model', groups: [groups.shop], values: { [colour]: 'red', [margin]: 'm-secret' }, managed_attribute_ids: [margin] });
    expect(model.statusCode).toBe(201);
    modelId = model.json().id;
    expect((await admin.request('PATCH', `${base}/model/${modelId}/`, { body: { values: { [margin]: 'm-secret-2' }, version: 1 } })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  const adminProduct = async (id: number) => (await admin.get(`${base}/product/${id}/`)).json();
  const adminModel = async () => (await admin.get(`${base}/model/${modelId}/`)).json();
  const layoutIds = (layout: { attribute_ids: number[] }[]) => layout.flatMap((entry) => entry.attribute_ids);
  const search = (client: TestClient, body: Record<string, unknown>) => client.post(`${base}/product/search/`, { filters: [], ...body });
  const errorOf = (response: { statusCode: number; json(): { code: string; fields?: unknown } }) => ({ status: response.statusCode, code: response.json().code, fields: response.json().fields });

  it('leaves values of unreadable attributes out of the product and model details', async () => {
    expect((await adminProduct(shopProduct)).values).toEqual({ [colour]: 'green', [margin]: 'secret-43' });
    for (const name of ['reader', 'writer'] as const) {
      const product = await users[name].get(`${base}/product/${shopProduct}/`);
      expect(product.statusCode).toBe(200);
      expect(product.json().values).toEqual({ [colour]: 'green' });
      expect(layoutIds(product.json().layout)).toEqual([colour]);
      const model = (await users[name].get(`${base}/model/${modelId}/`)).json();
      expect([model.values, model.managed_attribute_ids, layoutIds(model.layout)]).toEqual([{ [colour]: 'red' }, [], [colour]]);
    }
    expect((await users.groupless.get(`${base}/product/${shopProduct}/`)).statusCode).toBe(404);
    expect((await users.groupless.get(`${base}/model/${modelId}/`)).statusCode).toBe(404);
    const consultant = (await users.consultant.get(`${base}/product/${shopProduct}/`)).json();
    expect([consultant.values, layoutIds(consultant.layout)]).toEqual([{ [colour]: 'green', [margin]: 'secret-43' }, [colour, margin]]);
    // What the detail shows read-only: readable attributes without the edit right in one of their groups.
    const readOnly = async (client: TestClient, path: string) => (await client.get(`${base}/${path}/`)).json().read_only_attribute_ids;
    expect(await readOnly(admin, `product/${shopProduct}`)).toEqual([]);
    expect(await readOnly(users.writer, `product/${shopProduct}`)).toEqual([]);
    expect(await readOnly(users.reader, `product/${shopProduct}`)).toEqual([colour]);
    expect(await readOnly(users.consultant, `product/${shopProduct}`)).toEqual([margin]);
    expect(await readOnly(users.consultant, `model/${modelId}`)).toEqual([margin]);
    const consultantModel = (await users.consultant.get(`${base}/model/${modelId}/`)).json();
    expect([consultantModel.values, consultantModel.managed_attribute_ids]).toEqual([{ [colour]: 'red', [margin]: 'm-secret-2' }, [margin]]);
  });

  it('leaves unreadable values out of product and model history, and entries that changed only them', async () => {
    type Page = { results: { changes: Record<string, unknown> }[]; next_cursor: string | null };
    const history = async (client: TestClient, path: string) => {
      const response = await client.get(`${base}/${path}/history/`);
      return response.statusCode === 200 ? (response.json() as Page).results.map((entry) => Object.keys(entry.changes).sort()) : response.statusCode;
    };
    /** What the administrator sees without the `margin` value, entries left empty dropped. */
    const withoutMargin = (entries: string[][]) => entries.map((fields) => fields.filter((field) => field !== `values.${margin}`)).filter((fields) => fields.length > 0);
    const productHistory = (await history(admin, `product/${shopProduct}`)) as string[][];
    const modelHistory = (await history(admin, `model/${modelId}`)) as string[][];
    // Created, `margin` changed alone, `colour` changed; the model created, then `margin` changed alone.
    expect([productHistory.length, productHistory[1], modelHistory.length, modelHistory[0]]).toEqual([3, [`values.${margin}`], 2, [`values.${margin}`]]);
    expect(await history(users.consultant, `product/${shopProduct}`)).toEqual(productHistory);
    expect(await history(users.consultant, `model/${modelId}`)).toEqual(modelHistory);
    for (const name of ['reader', 'writer'] as const) {
      expect(await history(users[name], `product/${shopProduct}`)).toEqual(withoutMargin(productHistory));
      // The model's creation managed `margin` alone: no managed attribute is shown changing.
      expect(await history(users[name], `model/${modelId}`)).toEqual(withoutMargin(modelHistory).map((fields) => fields.filter((field) => field !== 'managed_attribute_ids')));
      // Pages of one entry walk every visible entry, and only those.
      const first = (await users[name].get(`${base}/product/${shopProduct}/history/?limit=1`)).json() as Page;
      const second = (await users[name].get(`${base}/product/${shopProduct}/history/?limit=1&cursor=${first.next_cursor}`)).json() as Page;
      expect([Object.keys(first.results[0]!.changes), 'sku' in second.results[0]!.changes, second.next_cursor]).toEqual([[`values.${colour}`], true, null]);
    }
    expect(await history(users.groupless, `product/${shopProduct}`)).toBe(404);
    expect(await history(users.groupless, `model/${modelId}`)).toBe(404);
  });

  it('shows listing columns of readable attributes only, as an unknown attribute column', async () => {
    const columns = [`attribute:${colour}`, `attribute:${margin}`];
    for (const name of ['reader', 'writer'] as const) {
      const page = (await search(users[name], { columns })).json();
      expect(page.items.map((item: { sku: string; values: object }) => [item.sku, item.values])).toEqual([['ARV-1', { [colour]: 'green' }]]);
      const models = (await users[name].post(`${base}/model/search/`, { filters: [], columns })).json();
      expect(models.items.map((item: { values: object }) => item.values)).toEqual([{ [colour]: 'red' }]);
    }
    expect((await search(users.groupless, { columns })).json().items).toEqual([]);
    const consultant = (await search(users.consultant, { columns, sort: { field: 'sku', direction: 'asc' } })).json();
    expect(consultant.items.map((item: { values: object }) => item.values)).toEqual([
      { [colour]: 'green', [margin]: 'secret-43' },
      { [colour]: 'blue', [margin]: 'secret-7' },
    ]);
  });

  it('answers a filter on an unreadable attribute exactly as one on an unknown attribute, in searches and counts', async () => {
    const filters = (attributeId: number) => [{ field: `attribute:${attributeId}`, operator: 'contains', value: 'secret' }];
    const unknown = margin + 1000;
    for (const name of ['reader', 'writer', 'groupless'] as const) {
      for (const path of ['product/search/', 'product/search/count/', 'model/search/', 'model/search/count/']) {
        const hidden = await users[name].post(`${base}/${path}`, { filters: filters(margin) });
        const absent = await users[name].post(`${base}/${path}`, { filters: filters(unknown) });
        expect(errorOf(hidden)).toEqual({ status: 400, code: 'filter.unknown_attribute', fields: { 'filters.0': ['filter.unknown_attribute'] } });
        expect(hidden.json()).toEqual(absent.json());
      }
    }
    // The same filter for a user who may read the attribute: the products they may read.
    expect((await users.consultant.post(`${base}/product/search/count/`, { filters: filters(margin) })).json().count).toBe(2);
    expect((await users.consultant.post(`${base}/model/search/count/`, { filters: filters(margin) })).json().count).toBe(1);
    expect((await users.writer.post(`${base}/product/search/count/`, { filters: filters(colour).map((filter) => ({ ...filter, value: 'e' })) })).json().count).toBe(1);
  });

  it('answers a sort on an unreadable attribute exactly as one on an unknown attribute', async () => {
    for (const name of ['reader', 'writer', 'groupless'] as const) {
      for (const path of ['product/search/', 'model/search/']) {
        const hidden = await users[name].post(`${base}/${path}`, { filters: [], sort: { field: `attribute:${margin}`, direction: 'asc' } });
        const absent = await users[name].post(`${base}/${path}`, { filters: [], sort: { field: `attribute:${margin + 1000}`, direction: 'asc' } });
        expect(errorOf(hidden)).toEqual({ status: 400, code: 'filter.unknown_column', fields: { 'sort.field': ['filter.unknown_column'] } });
        expect(hidden.json()).toEqual(absent.json());
      }
    }
    const sorted = await search(users.consultant, { sort: { field: `attribute:${margin}`, direction: 'desc' } });
    expect(sorted.json().items.map((item: { sku: string }) => item.sku)).toEqual(['ARV-2', 'ARV-1']);
  });

  it('counts products and category products the user may read only', async () => {
    const count = async (client: TestClient) => (await client.post(`${base}/product/search/count/`, { filters: [] })).json().count;
    const categoryCount = async (client: TestClient) => {
      const response = await client.post(`${base}/category/counts/`, { category_ids: [categoryId] });
      return response.statusCode === 200 ? response.json().counts[0].products : response.json().code;
    };
    expect([await count(admin), await categoryCount(admin)]).toEqual([2, 2]);
    expect([await count(users.reader), await categoryCount(users.reader)]).toEqual([1, 1]);
    expect([await count(users.writer), await categoryCount(users.writer)]).toEqual([1, 1]);
    expect([await count(users.consultant), await categoryCount(users.consultant)]).toEqual([2, 2]);
    expect([await count(users.groupless), await categoryCount(users.groupless)]).toEqual([0, 'rights.forbidden']);
  });

  it('refuses saving an unreadable value as an unknown attribute and a read-only one with 403, writing nothing', async () => {
    const version = (await adminProduct(shopProduct)).version;
    const patch = (client: TestClient, values: Record<number, unknown>) => client.request('PATCH', `${base}/product/${shopProduct}/`, { body: { values, version } });

    const hidden = await patch(users.writer, { [margin]: 'leaked' });
    const absent = await patch(users.writer, { [margin + 1000]: 'leaked' });
    expect(errorOf(hidden)).toEqual({ status: 422, code: 'validation.invalid', fields: { [`values.${margin}`]: ['value.attribute_not_found'] } });
    expect(hidden.json().fields[`values.${margin}`]).toEqual(absent.json().fields[`values.${margin + 1000}`]);
    expect(errorOf(await patch(users.consultant, { [margin]: 'changed', [colour]: 'black' }))).toEqual({
      status: 403,
      code: 'rights.attribute_not_editable',
      fields: { [`values.${margin}`]: ['rights.attribute_not_editable'] },
    });
    expect(errorOf(await patch(users.consultant, { [margin]: null }))).toMatchObject({ status: 403, code: 'rights.attribute_not_editable' });
    expect(errorOf(await patch(users.reader, { [colour]: 'black' }))).toMatchObject({ status: 403, code: 'rights.forbidden' });
    expect((await patch(users.groupless, { [colour]: 'black' })).statusCode).toBe(404);
    expect(await adminProduct(shopProduct)).toMatchObject({ version, values: { [colour]: 'green', [margin]: 'secret-43' } });

    // Creating with a value the user may not write is refused the same way.
    const created = await users.writer.post(`${base}/product/`, { sku: 'ARV-NEW', name: 'New', groups: [groups.shop], values: { [margin]: 'x' } });
    expect(errorOf(created)).toEqual({ status: 422, code: 'validation.invalid', fields: { [`values.${margin}`]: ['value.attribute_not_found'] } });
    const byConsultant = await users.consultant.post(`${base}/product/`, { sku: 'ARV-NEW', name: 'New', groups: [groups.shop], values: { [margin]: 'x' } });
    expect(errorOf(byConsultant)).toMatchObject({ status: 403, code: 'rights.attribute_not_editable' });

    // A read-only value sent back unchanged with an editable one saves; hidden values stay as they were.
    const sentBack = await patch(users.consultant, { [margin]: 'secret-43', [colour]: 'black' });
    expect(sentBack.statusCode).toBe(200);
    const byWriter = await users.writer.request('PATCH', `${base}/product/${shopProduct}/`, { body: { values: { [colour]: 'white' }, version: sentBack.json().version } });
    expect([byWriter.statusCode, byWriter.json().values]).toEqual([200, { [colour]: 'white' }]);
    expect((await adminProduct(shopProduct)).values).toEqual({ [colour]: 'white', [margin]: 'secret-43' });
  });

  it('refuses model saves touching unreadable or read-only values and managed attributes, keeping the hidden ones managed', async () => {
    const version = (await adminModel()).version;
    const patch = (client: TestClient, body: Record<string, unknown>) => client.request('PATCH', `${base}/model/${modelId}/`, { body: { ...body, version } });
    expect(errorOf(await patch(users.writer, { values: { [margin]: 'x' } }))).toEqual({
      status: 422,
      code: 'validation.invalid',
      fields: { [`values.${margin}`]: ['value.attribute_not_found'] },
    });
    expect(errorOf(await patch(users.consultant, { values: { [margin]: 'x' } }))).toMatchObject({ status: 403, code: 'rights.attribute_not_editable' });
    expect(errorOf(await patch(users.consultant, { managed_attribute_ids: [] }))).toEqual({
      status: 403,
      code: 'rights.attribute_not_editable',
      fields: { managed_attribute_ids: ['rights.attribute_not_editable'] },
    });
    expect(await adminModel()).toMatchObject({ version, values: { [margin]: 'm-secret-2' }, managed_attribute_ids: [margin] });
    // The writer does not see `margin` managed: the list they send back keeps it managed.
    const saved = await patch(users.writer, { managed_attribute_ids: [], name: 'Renamed' });
    expect([saved.statusCode, saved.json().managed_attribute_ids]).toEqual([200, []]);
    expect(await adminModel()).toMatchObject({ name: 'Renamed', managed_attribute_ids: [margin] });
  });

  it('refuses bulk actions on values the user may not read or write before any task exists', async () => {
    const tasks = async () => (await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM tasks WHERE company_id = $1', [companyId]))[0]!.count;
    const before = await tasks();
    const bulk = (client: TestClient, operation: Record<string, unknown>, filters: unknown[] = []) =>
      client.post(`${base}/product/bulk/`, { selection: { filters }, operation });
    const setMargin = { action: 'set_value', attribute_id: margin, value: 'bulk' };
    const hidden = await bulk(users.writer, setMargin);
    const absent = await bulk(users.writer, { ...setMargin, attribute_id: margin + 1000 });
    expect(errorOf(hidden)).toEqual({ status: 422, code: 'validation.invalid', fields: { [`values.${margin}`]: ['value.attribute_not_found'] } });
    expect(hidden.json().fields[`values.${margin}`]).toEqual(absent.json().fields[`values.${margin + 1000}`]);
    expect(errorOf(await bulk(users.writer, { action: 'clear_value', attribute_id: margin }))).toMatchObject({ status: 422, code: 'validation.invalid' });
    expect(errorOf(await bulk(users.consultant, setMargin))).toEqual({ status: 403, code: 'rights.attribute_not_editable', fields: { [`values.${margin}`]: ['rights.attribute_not_editable'] } });
    expect(errorOf(await bulk(users.consultant, { action: 'clear_value', attribute_id: margin }))).toMatchObject({ status: 403, code: 'rights.attribute_not_editable' });
    expect(errorOf(await bulk(users.reader, { action: 'set_value', attribute_id: colour, value: 'x' }))).toMatchObject({ status: 403, code: 'rights.forbidden' });
    expect(errorOf(await bulk(users.groupless, setMargin))).toMatchObject({ status: 403, code: 'rights.forbidden' });
    // A selection by a filter on the hidden attribute is an unknown attribute too.
    const filtered = await bulk(users.writer, { action: 'set_status', status: 'inactive' }, [{ field: `attribute:${margin}`, operator: 'contains', value: 'secret' }]);
    expect(errorOf(filtered)).toMatchObject({ status: 400, code: 'filter.unknown_attribute' });
    expect(await tasks()).toBe(before);
    expect((await adminProduct(shopProduct)).values[margin]).toBe('secret-43');
    expect((await adminProduct(secretProduct)).values[margin]).toBe('secret-7');
  });

  it('lets a bulk action write the values the user may edit on the products they may edit, and nothing hidden', async () => {
    const started = await users.writer.post(`${base}/product/bulk/`, { selection: { filters: [] }, operation: { action: 'set_value', attribute_id: colour, value: 'bulk' } });
    expect(started.statusCode).toBe(202);
    const task = await waitFor(async () => {
      const [row] = await testApp.db.query<{ status: string; result: unknown }>('SELECT status, result FROM tasks WHERE id = $1', [started.json().task_id]);
      return row?.status === 'done' || row?.status === 'error' ? row : null;
    });
    expect(task).toMatchObject({ status: 'done', result: { matched: 1, changed: 1 } });
    expect((await adminProduct(shopProduct)).values).toEqual({ [colour]: 'bulk', [margin]: 'secret-43' });
    expect((await adminProduct(secretProduct)).values).toEqual({ [colour]: 'blue', [margin]: 'secret-7' });
  });
});
