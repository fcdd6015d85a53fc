import { TEST_PASSWORD, drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { Worker } from '../../jobs/worker.ts';
import { createUser } from '../users/service.ts';

type RunRow = { sku: string; outcome: string; changes: Record<string, [Record<string, unknown> | null, Record<string, unknown>]>; errors: Array<{ column: string | null; code: string; params?: Record<string, unknown> }>; rollback: string | null };
type StoredPrice = { id: number; net_price: number | null; gross_price: number | null; discount: number | null; currency: string; start_date: string | null; discriminant_values: Record<string, unknown>; attribute_values: Record<string, unknown> };

describe.each(drivers)('price pills of imports on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let stranger: TestClient;
  let worker: Worker | null = null;
  let companyId: string;
  let tradeId: number;
  let minOrderId: number;
  let pillCount = 0;
  const products: Record<string, number> = {};

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    // PGlite runs jobs inside the API process; on PostgreSQL a worker process does, here in-process.
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    companyId = (await testApp.createCompany('Price Import Co', { username: 'price_import_admin' })).company.id;
    await testApp.createCompany('Price Import Other', { username: 'price_import_other' });
    admin = testApp.client();
    await admin.login('price_import_admin');
    stranger = testApp.client();
    await stranger.login('price_import_other');
    tradeId = (await admin.post('/api/catalogue/price-list/', { name: 'Trade', discriminants: [{ code: 'quantity', label: 'Quantity', type: 'integer' }] })).json().id;
    const attribute = await admin.post('/api/catalogue/extra-attribute/', { entity: 'price', code: 'min_order', labels: { en: 'Minimum order' }, type: 'integer' });
    expect(attribute.statusCode).toBe(201);
    minOrderId = attribute.json().id;
    for (const sku of ['P-1', 'P-2', 'P-4', 'P-5', 'P-6']) {
      products[sku] = (await admin.post('/api/catalogue/product/', { sku, name: `Product ${sku}` })).json().id;
    }
    const price = async (body: Record<string, unknown>) => expect((await admin.post('/api/catalogue/price/', { price_list_id: tradeId, currency: 'EUR', ...body })).statusCode).toBe(201);
    await price({ product_id: products['P-1'], net_price: 5, discriminant_values: { quantity: 10 } });
    await price({ product_id: products['P-6'], net_price: 5, start_date: '2026-01-01', discriminant_values: { quantity: 10 } });
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  const pill = (target: Record<string, unknown>, column: string) => ({ id: `00000000-0000-4000-8000-${String((pillCount += 1)).padStart(12, '0')}`, target, columns: [column] });
  const priceTarget = (field: string, listId = tradeId) => ({ kind: 'price', price_list_id: listId, field, currency: 'EUR', discriminant_values: { quantity: '10' } });
  const upload = async (client: TestClient, csv: string) =>
    (await client.request('POST', '/api/imports/files/?name=prices.csv', { payload: Buffer.from(csv), headers: { 'content-type': 'application/octet-stream' } })).json().file.id as string;
  const finished = (taskId: string) =>
    waitFor(async () => {
      const [row] = await testApp.db.query<{ status: string; result: unknown }>('SELECT status, result FROM tasks WHERE id = $1', [taskId]);
      return row?.status === 'done' || row?.status === 'error' ? row : null;
    });
  const dryRun = async (client: TestClient, templateId: number, fileId: string) => {
    const started = await client.post('/api/imports/runs/', { template_id: templateId, file_id: fileId });
    expect(started.statusCode).toBe(202);
    await finished(started.json().task_id as string);
    const run = (await client.get(`/api/imports/runs/${started.json().run.id}/`)).json();
    return { run, rows: (await client.get(`/api/imports/runs/${run.id}/rows/`)).json().results as RunRow[] };
  };
  const pricesOf = async (sku: string): Promise<StoredPrice[]> =>
    testApp.db.query<StoredPrice>(
      `SELECT p.id::int AS id, p.net_price::float8 AS net_price, p.gross_price::float8 AS gross_price, p.discount::float8 AS discount, p.currency,
              to_char(p.start_date, 'YYYY-MM-DD') AS start_date, p.discriminant_values, p.attribute_values
         FROM prices p JOIN products pr ON pr.company_id = p.company_id AND pr.id = p.product_id WHERE p.company_id = $1 AND pr.sku = $2 ORDER BY p.id`,
      [companyId, sku],
    );

  it('checks every price cell in the dry run with the price codes, writes the prices on launch and restores them on rollback', async () => {
    const created = await admin.post('/api/imports/templates/', {
      name: 'Trade prices',
      pills: [
        pill({ kind: 'sku' }, 'sku'),
        pill({ kind: 'name' }, 'name'),
        pill(priceTarget('net_price'), 'net'),
        pill(priceTarget('gross_price'), 'gross'),
        pill(priceTarget('discount'), 'discount'),
        pill(priceTarget('attribute.min_order'), 'min_order'),
      ],
    });
    expect(created.statusCode).toBe(201);
    const fileId = await upload(
      admin,
      ['SKU,Name,Net,Gross,Discount,Min order', 'P-1,Product P-1,7.5,9,0.1,12', 'P-2,Product P-2,3,,,', 'P-3,Product P-3,4,,,', 'P-4,Product P-4,-2,,1.5,', 'P-5,Product P-5,1,abc,,', 'P-6,Product P-6,2,,,', 'P-7,Product P-7,2,,,many'].join('\n'),
    );
    const { run, rows } = await dryRun(admin, created.json().id, fileId);
    expect(run).toMatchObject({ status: 'ready', counts: { created: 1, updated: 2, error: 4 } });
    const bySku = new Map(rows.map((row) => [row.sku, row]));
    const key = `price:${tradeId}||[["quantity",10]]`;
    expect(bySku.get('P-1')).toMatchObject({ outcome: 'updated', errors: [] });
    expect(Object.keys(bySku.get('P-1')!.changes)).toEqual([key]);
    expect(bySku.get('P-1')!.changes[key]![0]).toMatchObject({ net_price: 5, gross_price: null, currency: 'EUR', price_list_name: 'Trade' });
    expect(bySku.get('P-1')!.changes[key]![1]).toMatchObject({ net_price: 7.5, gross_price: 9, discount: 0.1, attribute_values: { [minOrderId]: 12 } });
    expect(bySku.get('P-2')).toMatchObject({ outcome: 'updated', changes: { [key]: [null, { net_price: 3, currency: 'EUR', discriminant_values: { quantity: 10 } }] } });
    expect(bySku.get('P-3')).toMatchObject({ outcome: 'created' });
    // Each bad cell on its column, with the codes the price drawer answers.
    expect(bySku.get('P-4')!.errors).toEqual([
      { column: 'Net', code: 'price.must_be_positive' },
      { column: 'Discount', code: 'price.wrong_discount_number' },
    ]);
    expect(bySku.get('P-5')!.errors).toEqual([{ column: 'Gross', code: 'import.cell.not_a_number' }]);
    expect(bySku.get('P-6')!.errors).toEqual([{ column: 'Net', code: 'price.duplicate', params: expect.objectContaining({ sku: 'P-6', period: '2026-01-01 – …' }) }]);
    expect(bySku.get('P-7')!.errors).toEqual([{ column: 'Min order', code: 'attribute.value.not_a_number' }]);
    expect(await pricesOf('P-2')).toEqual([]);

    const [versionBefore] = await testApp.db.query<{ version: number }>('SELECT version FROM products WHERE company_id = $1 AND sku = $2', [companyId, 'P-2']);
    const launched = await admin.post(`/api/imports/runs/${run.id}/launch/`, {});
    expect(launched.statusCode).toBe(202);
    expect(await finished(launched.json().task_id)).toMatchObject({ status: 'done' });
    expect((await admin.get(`/api/imports/runs/${run.id}/`)).json()).toMatchObject({ status: 'completed_with_errors', counts: { created: 1, updated: 2 } });
    const p1 = await pricesOf('P-1');
    expect(p1).toEqual([expect.objectContaining({ net_price: 7.5, gross_price: 9, discount: 0.1, attribute_values: { [minOrderId]: 12 } })]);
    expect(await pricesOf('P-2')).toEqual([expect.objectContaining({ net_price: 3, currency: 'EUR', discriminant_values: { quantity: 10 }, start_date: null })]);
    expect(await pricesOf('P-3')).toEqual([expect.objectContaining({ net_price: 4 })]);
    // A price is its product's, but a row that writes only a price leaves the product's version and history alone.
    const [versionAfter] = await testApp.db.query<{ version: number }>('SELECT version FROM products WHERE company_id = $1 AND sku = $2', [companyId, 'P-2']);
    expect(versionAfter).toEqual(versionBefore);
    const history = await testApp.db.query("SELECT 1 FROM catalogue_history WHERE company_id = $1 AND entity = 'product' AND entity_id = $2 AND import_run_id = $3", [companyId, products['P-2'], run.id]);
    expect(history).toEqual([]);
    // The Prices tab reads them through the prices API.
    expect((await admin.get(`/api/catalogue/price/?product_id=${products['P-2']}`)).json().results).toEqual([expect.objectContaining({ net_price: 3, price_list: { id: tradeId, name: 'Trade' } })]);

    const rollback = await admin.post(`/api/imports/runs/${run.id}/rollback/`, {});
    expect(rollback.statusCode).toBe(202);
    expect(await finished(rollback.json().task_id)).toMatchObject({ status: 'done', result: { restored: 2, deleted: 1, skipped: 0 } });
    expect(await pricesOf('P-1')).toEqual([expect.objectContaining({ id: p1[0]!.id, net_price: 5, gross_price: null, discount: null, attribute_values: {} })]);
    expect(await pricesOf('P-2')).toEqual([]);
    expect(await pricesOf('P-3')).toEqual([]);
  });

  it('leaves a price changed since the launch as it is on rollback, and refuses a row whose price moved on before the launch', async () => {
    const created = await admin.post('/api/imports/templates/', { name: 'Net only', pills: [pill({ kind: 'sku' }, 'sku'), pill(priceTarget('net_price'), 'net')] });
    const first = await dryRun(admin, created.json().id, await upload(admin, 'SKU,Net\nP-1,8\nP-2,6\n'));
    expect(first.run.counts).toMatchObject({ updated: 2 });
    // P-1's price is saved by someone between the dry run and the launch.
    const [p1] = await pricesOf('P-1');
    expect((await admin.request('PUT', `/api/catalogue/price/${p1!.id}/`, { body: { product_id: products['P-1'], price_list_id: tradeId, net_price: 5.5, currency: 'EUR', discriminant_values: { quantity: 10 } } })).statusCode).toBe(200);
    const launched = await admin.post(`/api/imports/runs/${first.run.id}/launch/`, {});
    await finished(launched.json().task_id);
    const rows = (await admin.get(`/api/imports/runs/${first.run.id}/rows/`)).json().results as RunRow[];
    expect(rows.map((row) => [row.sku, row.outcome, row.errors.map((error) => error.code)])).toEqual([
      ['P-1', 'error', ['import.changed_since_verification']],
      ['P-2', 'updated', []],
    ]);
    expect((await pricesOf('P-1'))[0]).toMatchObject({ net_price: 5.5 });
    const [p2] = await pricesOf('P-2');
    expect(p2).toMatchObject({ net_price: 6 });
    // P-2's new price is edited after the import: the rollback leaves it and says so.
    expect((await admin.request('PUT', `/api/catalogue/price/${p2!.id}/`, { body: { product_id: products['P-2'], price_list_id: tradeId, net_price: 6.5, currency: 'EUR', discriminant_values: { quantity: 10 } } })).statusCode).toBe(200);
    const rollback = await admin.post(`/api/imports/runs/${first.run.id}/rollback/`, {});
    expect(await finished(rollback.json().task_id)).toMatchObject({ status: 'done', result: { restored: 0, deleted: 0, skipped: 1 } });
    expect((await pricesOf('P-2'))[0]).toMatchObject({ net_price: 6.5 });
  });

  it("refuses another company's or an archived list when the template is saved, an archived list's cells in the dry run, and rows of products the user may not edit", async () => {
    const strangerList = (await stranger.post('/api/catalogue/price-list/', { name: 'Elsewhere' })).json().id as number;
    const archived = (await admin.post('/api/catalogue/price-list/', { name: 'Old' })).json().id as number;
    expect((await admin.post(`/api/catalogue/price-list/${archived}/archive/`, {})).statusCode).toBe(200);
    const save = (pills: unknown[]) => admin.post('/api/imports/templates/', { name: `Refused ${pillCount}`, pills });
    const walled = await save([pill({ kind: 'sku' }, 'sku'), pill(priceTarget('net_price', strangerList), 'net')]);
    expect([walled.statusCode, walled.json().fields]).toEqual([400, { 'pills.1.target': ['import.price_list_not_found'] }]);
    const old = await save([pill({ kind: 'sku' }, 'sku'), pill({ ...priceTarget('net_price', archived), discriminant_values: {} }, 'net')]);
    expect(old.json().fields).toEqual({ 'pills.1.target': ['price.list_archived'] });
    const badBreak = await save([pill({ kind: 'sku' }, 'sku'), pill({ ...priceTarget('net_price'), discriminant_values: { quantity: 'ten' } }, 'net')]);
    expect(badBreak.json().fields).toEqual({ 'pills.1.target': ['price.discriminant_invalid'] });
    // The stranger cannot use this company's list either.
    const strangers = await stranger.post('/api/imports/templates/', { name: 'Theirs', pills: [pill({ kind: 'sku' }, 'sku'), pill(priceTarget('net_price'), 'net')] });
    expect(strangers.json().fields).toEqual({ 'pills.1.target': ['import.price_list_not_found'] });

    // A list archived after the template was saved: every price cell says so, nothing is written.
    const later = (await admin.post('/api/catalogue/price-list/', { name: 'Later' })).json().id as number;
    const template = await save([pill({ kind: 'sku' }, 'sku'), pill({ ...priceTarget('net_price', later), discriminant_values: {} }, 'net')]);
    expect(template.statusCode).toBe(201);
    expect((await admin.post(`/api/catalogue/price-list/${later}/archive/`, {})).statusCode).toBe(200);
    const { rows } = await dryRun(admin, template.json().id, await upload(admin, 'SKU,Net\nP-4,3\n'));
    expect(rows).toEqual([expect.objectContaining({ sku: 'P-4', outcome: 'error', errors: [{ column: 'Net', code: 'price.list_archived' }] })]);

    // A member who may create products but not edit those of their group: the row is refused.
    const member = await testApp.db.transaction((tx) => createUser(tx, companyId, { username: 'price_import_creator', email: 'price_import_creator@example.com', password: TEST_PASSWORD }));
    const [group] = await testApp.db.query<{ id: string }>("INSERT INTO groups (company_id, name) VALUES ($1, 'Creators') RETURNING id", [companyId]);
    const [role] = await testApp.db.query<{ id: string }>("INSERT INTO roles (company_id, name, can_create) VALUES ($1, 'Create only', true) RETURNING id", [companyId]);
    await testApp.db.query('INSERT INTO group_members (company_id, group_id, user_id, role_id) VALUES ($1, $2, $3, $4)', [companyId, group!.id, member.id, role!.id]);
    await admin.post('/api/catalogue/product/', { sku: 'G-1', name: 'Grouped', groups: [group!.id] });
    const creator = testApp.client();
    await creator.login('price_import_creator');
    const creatorTemplate = await creator.post('/api/imports/templates/', { name: 'Creator prices', pills: [pill({ kind: 'sku' }, 'sku'), pill(priceTarget('net_price'), 'net')] });
    expect(creatorTemplate.statusCode).toBe(201);
    const refused = await dryRun(creator, creatorTemplate.json().id, await upload(creator, 'SKU,Net\nG-1,3\n'));
    expect(refused.rows).toEqual([expect.objectContaining({ sku: 'G-1', outcome: 'error', errors: [{ column: 'SKU', code: 'rights.forbidden' }] })]);
    expect(await pricesOf('G-1')).toEqual([]);
  });
});
