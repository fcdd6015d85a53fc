import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { Worker } from '../../jobs/worker.ts';
import { workbookOfRows } from '../../formats/testing/workbook-files.ts';

const workbook = (rows: unknown[][]) => workbookOfRows(rows);

describe.each(drivers)('category paths in imports on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let worker: Worker | null = null;
  const ids: Record<string, number> = {};
  let pillCount = 0;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    await testApp.createCompany('Category Import Co', { username: 'cat_admin' });
    admin = testApp.client();
    await admin.login('cat_admin');
    const category = async (key: string, name: string, parent: string | null) => {
      const created = await admin.post('/api/catalogue/category/', { name, parent_id: parent === null ? null : ids[parent] });
      expect(created.statusCode).toBe(201);
      ids[key] = created.json().id;
    };
    await category('lighting', 'Lighting', null);
    await category('indoor', 'Indoor', 'lighting');
    await category('led', 'LED', 'indoor');
    await category('outdoor', 'Outdoor', 'lighting');
    await category('web', 'Web', null);
    await category('lamps', 'Lamps', 'web');
    const existing = await admin.post('/api/catalogue/product/', { sku: 'CAT-1', name: 'Lamp', categories: [ids.outdoor, ids.lamps] });
    expect(existing.statusCode).toBe(201);
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  const upload = async (bytes: Buffer) =>
    (await admin.request('POST', '/api/imports/files/?name=categories.xlsx', { payload: bytes, headers: { 'content-type': 'application/octet-stream' } })).json().file.id as string;
  const template = async (name: string, categoriesTarget: Record<string, unknown>) => {
    const pill = (target: unknown, column: string) => ({ id: `00000000-0000-4000-8000-${String((pillCount += 1)).padStart(12, '0')}`, target, columns: [column] });
    const created = await admin.post('/api/imports/templates/', {
      name,
      pills: [pill({ kind: 'sku' }, 'sku'), pill({ kind: 'name' }, 'name'), pill(categoriesTarget, 'categories')],
    });
    expect(created.statusCode).toBe(201);
    return created.json().id as number;
  };
  const finished = (taskId: string) =>
    waitFor(async () => {
      const [row] = await testApp.db.query<{ status: string; result: unknown }>('SELECT status, result FROM tasks WHERE id = $1', [taskId]);
      return row?.status === 'done' || row?.status === 'error' ? row : null;
    });
  const step = async (path: string, body: unknown) => {
    const started = await admin.post(path, body);
    expect(started.statusCode).toBe(202);
    const task = await finished(started.json().task_id as string);
    return { task, run: (await admin.get(`/api/imports/runs/${started.json().run.id}/`)).json() };
  };
  const productBySku = async (sku: string) => {
    const listed = (await admin.post('/api/catalogue/product/search/', { filters: [{ field: 'sku', operator: 'equals', value: sku }] })).json();
    return listed.items[0] ? (await admin.get(`/api/catalogue/product/${listed.items[0].id}/`)).json() : null;
  };
  const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

  it('resolves paths without regard to case, replaces the classification of the trees a cell names, reports an unknown path, and rolls back', async () => {
    const templateId = await template('Categories', { kind: 'categories' });
    const fileId = await upload(
      await workbook([
        ['SKU', 'Name', 'Categories'],
        ['CAT-1', 'Lamp', 'lighting > indoor'],
        ['CAT-2', 'Spot', 'Lighting > Indoor > LED | Web>Lamps'],
        ['CAT-3', 'Bad', 'Lighting > Nowhere; Web > Lamps'],
        ['CAT-4', 'Bad tree', 'Garden > Tools'],
        ['CAT-5', 'Malformed', 'Lighting > > LED'],
      ]),
    );
    const { run } = await step('/api/imports/runs/', { template_id: templateId, file_id: fileId });
    expect(run.status).toBe('ready');
    expect(run.counts).toMatchObject({ rows: 5, created: 1, updated: 1, error: 3 });
    const rows = (await admin.get(`/api/imports/runs/${run.id}/rows/`)).json().results;
    expect(rows[0]).toMatchObject({ sku: 'CAT-1', outcome: 'updated', changes: { categories: [sorted(ids.outdoor!, ids.lamps!), sorted(ids.indoor!, ids.lamps!)] } });
    expect(rows[1]).toMatchObject({ sku: 'CAT-2', outcome: 'created', changes: { categories: [[], sorted(ids.led!, ids.lamps!)] } });
    expect(rows[2].errors).toEqual([{ column: 'Categories', code: 'import.cell.category_not_found', params: { path: 'Lighting > Nowhere' } }]);
    expect(rows[3].errors).toEqual([{ column: 'Categories', code: 'import.cell.category_not_found', params: { path: 'Garden > Tools' } }]);
    expect(rows[4].errors).toEqual([{ column: 'Categories', code: 'import.cell.category_not_found', params: { path: 'Lighting > > LED' } }]);
    // Nothing written by the dry run.
    expect((await productBySku('CAT-1')).categories).toEqual(sorted(ids.outdoor!, ids.lamps!));

    const launched = await step(`/api/imports/runs/${run.id}/launch/`, {});
    expect(launched.run.status).toBe('completed_with_errors');
    const one = await productBySku('CAT-1');
    expect(one.categories).toEqual(sorted(ids.indoor!, ids.lamps!));
    expect((await productBySku('CAT-2')).categories).toEqual(sorted(ids.led!, ids.lamps!));
    const history = (await admin.get(`/api/catalogue/product/${one.id}/history/`)).json().results;
    expect(history[0]).toMatchObject({ source: { kind: 'import', import_run_id: run.id }, changes: { categories: [sorted(ids.outdoor!, ids.lamps!), sorted(ids.indoor!, ids.lamps!)] } });

    const rolledBack = await step(`/api/imports/runs/${run.id}/rollback/`, {});
    expect(rolledBack.task).toMatchObject({ status: 'done', result: { restored: 1, deleted: 1, skipped: 0 } });
    expect((await productBySku('CAT-1')).categories).toEqual(sorted(ids.outdoor!, ids.lamps!));
    expect(await productBySku('CAT-2')).toBeNull();
    const restored = (await admin.get(`/api/catalogue/product/${one.id}/history/`)).json().results;
    expect(restored[0]).toMatchObject({ source: { kind: 'import_rollback', import_run_id: run.id }, changes: { categories: [sorted(ids.indoor!, ids.lamps!), sorted(ids.outdoor!, ids.lamps!)] } });
  });

  it('a pill bound to a tree reads paths below its root, touches only that tree, and creates missing categories when asked', async () => {
    expect((await admin.post('/api/imports/templates/', { name: 'No tree', pills: [{ id: '00000000-0000-4000-8000-100000000000', target: { kind: 'categories', tree_id: 999999 }, columns: ['c'] }] })).json()).toMatchObject({
      code: 'validation.invalid',
    });
    const strict = await template('Lighting tree', { kind: 'categories', tree_id: ids.lighting });
    const creating = await template('Lighting tree, creating', { kind: 'categories', tree_id: ids.lighting, create_missing: true });
    const file = await workbook([
      ['SKU', 'Name', 'Categories'],
      ['CAT-1', 'Lamp', 'Indoor > Spots | outdoor'],
    ]);

    const refused = await step('/api/imports/runs/', { template_id: strict, file_id: await upload(file) });
    expect((await admin.get(`/api/imports/runs/${refused.run.id}/rows/`)).json().results[0].errors).toEqual([
      { column: 'Categories', code: 'import.cell.category_not_found', params: { path: 'Lighting > Indoor > Spots' } },
    ]);

    const { run } = await step('/api/imports/runs/', { template_id: creating, file_id: await upload(file) });
    const [row] = (await admin.get(`/api/imports/runs/${run.id}/rows/`)).json().results;
    // The category to create shows as its path until the launch gives it an id; the Web tree is left alone.
    expect(row).toMatchObject({ outcome: 'updated', changes: { categories: [sorted(ids.outdoor!, ids.lamps!), [...sorted(ids.outdoor!, ids.lamps!), 'Lighting > Indoor > Spots']] } });
    await step(`/api/imports/runs/${run.id}/launch/`, {});
    const tree = (await admin.get('/api/catalogue/category/tree/')).json().results as Array<{ id: number; name: string; parent_id: number | null }>;
    const spots = tree.find((category) => category.name === 'Spots');
    expect(spots).toMatchObject({ parent_id: ids.indoor });
    const product = await productBySku('CAT-1');
    expect(product.categories).toEqual(sorted(ids.outdoor!, ids.lamps!, spots!.id));
    const [journal] = (await admin.get(`/api/imports/runs/${run.id}/rows/`)).json().results;
    expect(journal.changes.categories[1]).toEqual(sorted(ids.outdoor!, ids.lamps!, spots!.id));
    await step(`/api/imports/runs/${run.id}/rollback/`, {});
    expect((await productBySku('CAT-1')).categories).toEqual(sorted(ids.outdoor!, ids.lamps!));
  });
});
