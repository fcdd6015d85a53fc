import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { Worker } from '../../jobs/worker.ts';
import { verifyTuning } from './verify-job.ts';
import { launchTuning } from './launch-job.ts';
import { workbookOfRows } from '../../formats/testing/workbook-files.ts';

const workbook = (rows: unknown[][]) => workbookOfRows(rows);

describe.each(drivers)('import runs on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let other: TestClient;
  let worker: Worker | null = null;
  let weightId: number;
  let colourId: number;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    // PGlite runs jobs inside the API process; on PostgreSQL a worker process does, here in-process.
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    await testApp.createCompany('Dry Run Co', { username: 'dry_admin' });
    await testApp.createCompany('Dry Run Other', { username: 'dry_other' });
    admin = testApp.client();
    await admin.login('dry_admin');
    other = testApp.client();
    await other.login('dry_other');
    const section = (await admin.post('/api/catalogue/attribute-section/', { name: 'Technical' })).json();
    const group = (await admin.post('/api/catalogue/attribute-group/', { name: 'Cables', section_id: section.id })).json();
    weightId = (await admin.post('/api/catalogue/attribute/', { code: 'weight_kg', type: 'decimal', max: 500, labels: { en: 'Weight' }, group_id: group.id })).json().id;
    colourId = (
      await admin.post('/api/catalogue/attribute/', {
        code: 'colour',
        type: 'dropdown',
        labels: { en: 'Colour' },
        group_id: group.id,
        choices: [
          { code: 'blue', labels: { en: 'Blue', fr: 'Bleu' } },
          { code: 'grey', labels: { en: 'Grey', fr: 'Gris' } },
        ],
      })
    ).json().id;
    const existing = await admin.post('/api/catalogue/product/', { sku: 'CAB-1', name: 'Cable', values: { [weightId]: 1.5, [colourId]: 'grey' } });
    expect(existing.statusCode).toBe(201);
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  const upload = async (bytes: Buffer) =>
    (await admin.request('POST', '/api/imports/files/?name=supplier.xlsx', { payload: bytes, headers: { 'content-type': 'application/octet-stream' } })).json().file.id as string;
  const template = async (name: string, columns: Record<string, string>) => {
    const targets: Record<string, unknown> = {
      sku: { kind: 'sku' },
      name: { kind: 'name' },
      weight: { kind: 'attribute', attribute_id: weightId },
      colour: { kind: 'attribute', attribute_id: colourId },
    };
    const pills = Object.entries(columns).map(([target, column], index) => ({ id: `00000000-0000-4000-8000-00000000000${index}`, target: targets[target], columns: [column] }));
    return (await admin.post('/api/imports/templates/', { name, pills })).json().id as number;
  };
  const finished = (taskId: string) =>
    waitFor(async () => {
      const [row] = await testApp.db.query<{ status: string; result: unknown; percent: number; error: unknown; steps: unknown }>('SELECT status, result, percent, error, steps FROM tasks WHERE id = $1', [taskId]);
      return row?.status === 'done' || row?.status === 'error' ? row : null;
    });
  const runToEnd = async (templateId: number, fileId: string) => {
    const started = await admin.post('/api/imports/runs/', { template_id: templateId, file_id: fileId });
    expect(started.statusCode).toBe(202);
    const task = await finished(started.json().task_id as string);
    return { task, run: (await admin.get(`/api/imports/runs/${started.json().run.id}/`)).json() };
  };
  /** A dry run in batches of two rows: what crosses a batch is exercised. */
  const runToEndInBatchesOfTwo = async (templateId: number, fileId: string) => {
    const batchSize = verifyTuning.batchSize;
    verifyTuning.batchSize = 2;
    try {
      return await runToEnd(templateId, fileId);
    } finally {
      verifyTuning.batchSize = batchSize;
    }
  };
  const launch = async (runId: number) => {
    const started = await admin.post(`/api/imports/runs/${runId}/launch/`, {});
    expect(started.statusCode).toBe(202);
    expect(started.json().run.status).toBe('processing');
    const task = await finished(started.json().task_id as string);
    return { task, run: (await admin.get(`/api/imports/runs/${runId}/`)).json() };
  };
  const productBySku = async (sku: string) => {
    const listed = (await admin.post('/api/catalogue/product/search/', { filters: [{ field: 'sku', operator: 'equals', value: sku }] })).json();
    return listed.items[0] ? (await admin.get(`/api/catalogue/product/${listed.items[0].id}/`)).json() : null;
  };

  it('judges every row of the file, lists the differences and the errors, and writes nothing to the catalogue', async () => {
    const fileId = await upload(
      await workbook([
        ['Weight', 'SKU', 'Name', 'Colour'],
        [2.5, 'CAB-1', 'Cable', 'Bleu'],
        [3, 'NEW-1', 'New cable', 'grey'],
        [],
        [4, 'NEW-1', 'Again', 'grey'],
        [9999, 'BAD-1', 'Bad', 'purple'],
        [1, null, 'No SKU', 'grey'],
        [1.5, 'CAB-1b', null, null],
      ]),
    );
    const templateId = await template('Supplier', { sku: 'sku', name: 'name', weight: 'weight', colour: 'colour' });
    const outcome = await runToEndInBatchesOfTwo(templateId, fileId);
    const { task, run } = outcome;
    expect(task).toMatchObject({ status: 'done', percent: 1 });
    // Its steps in the tasks panel: the file read, its rows checked.
    expect(task.steps).toEqual([
      { key: 'read', status: 'done', percent: 1, result: { rows: 6 }, error: null },
      { key: 'check', status: 'done', percent: 1, result: { created: 1, updated: 1, unchanged: 0, errors: 4 }, error: null },
    ]);
    expect(run).toMatchObject({ status: 'ready', template_name: 'Supplier', file_name: 'supplier.xlsx', failure: null });
    expect(run.counts).toEqual({ rows: 6, created: 1, updated: 1, unchanged: 0, skipped: 0, error: 4, cells_in_error: 5 });

    const rows = (await admin.get(`/api/imports/runs/${run.id}/rows/`)).json();
    expect(rows.results.map((row: { line: number; outcome: string }) => [row.line, row.outcome])).toEqual([
      [2, 'updated'],
      [3, 'created'],
      [5, 'error'],
      [6, 'error'],
      [7, 'error'],
      [8, 'error'],
    ]);
    expect(rows.results[0].changes).toEqual({ [`values.${weightId}`]: [1.5, 2.5], [`values.${colourId}`]: ['grey', 'blue'] });
    const errors = (await admin.get(`/api/imports/runs/${run.id}/rows/?outcome=error&limit=2`)).json();
    expect(errors.results.map((row: { line: number; errors: unknown }) => [row.line, row.errors])).toEqual([
      [5, [{ column: 'SKU', code: 'import.cell.sku_repeated', params: { line: 3 } }]],
      [
        6,
        [
          { column: 'Weight', code: 'import.cell.above_maximum', params: { max: 500 } },
          { column: 'Colour', code: 'import.cell.choice_not_found', params: { choice: 'purple' } },
        ],
      ],
    ]);
    expect(errors.next_after).toBe(6);
    expect((await admin.get(`/api/imports/runs/${run.id}/rows/?outcome=error&after=6`)).json().results.map((row: { errors: Array<{ code: string }> }) => row.errors[0]!.code)).toEqual([
      'import.cell.sku_missing',
      'import.cell.name_missing',
    ]);

    // `utils/import-in-progress` says whether a run is at work, not a stored flag.
    expect((await admin.get('/api/catalogue/utils/import-in-progress/')).json()).toBe(false);
    await testApp.db.query("UPDATE import_runs SET status = 'verifying' WHERE id = $1", [run.id]);
    expect((await admin.get('/api/catalogue/utils/import-in-progress/')).json()).toBe(true);
    expect((await other.get('/api/catalogue/utils/import-in-progress/')).json()).toBe(false);
    await testApp.db.query("UPDATE import_runs SET status = 'ready' WHERE id = $1", [run.id]);

    // Another company sees none of it and cannot run it.
    expect((await other.get(`/api/imports/runs/${run.id}/`)).statusCode).toBe(404);
    expect((await other.get(`/api/imports/runs/${run.id}/rows/`)).statusCode).toBe(404);
    expect((await other.post(`/api/imports/runs/${run.id}/launch/`, {})).statusCode).toBe(404);
    expect((await other.post('/api/imports/runs/', { template_id: templateId, file_id: fileId })).statusCode).toBe(404);

    // Nothing reached the catalogue.
    const listing = (await admin.post('/api/catalogue/product/search/', { filters: [] })).json();
    expect(listing.items.map((product: { sku: string }) => product.sku)).toEqual(['CAB-1']);
  });

  it("reads the models a batch's cells name and the attributes its products' models manage, batch by batch", async () => {
    const managing = (await admin.post('/api/catalogue/model/', { reference: 'MGD-A', name: 'Managing', managed_attribute_ids: [weightId], values: { [weightId]: 7 } })).json();
    const free = (await admin.post('/api/catalogue/model/', { reference: 'MGD-B', name: 'Free' })).json();
    expect((await admin.post('/api/catalogue/product/', { sku: 'MOD-1', name: 'Modelled', model_id: managing.id })).statusCode).toBe(201);
    const fileId = await upload(
      await workbook([
        ['SKU', 'Name', 'Model', 'Weight'],
        ['MOD-1', 'Modelled', null, 3],
        ['MOD-2', 'Named model', ' MGD-A ', 2],
        ['MOD-3', 'Free model', 'MGD-B', 2],
        ['MOD-4', 'Unknown model', 'NOPE', 1],
      ]),
    );
    const pills = [
      { target: { kind: 'sku' }, column: 'sku' },
      { target: { kind: 'name' }, column: 'name' },
      { target: { kind: 'model' }, column: 'model' },
      { target: { kind: 'attribute', attribute_id: weightId }, column: 'weight' },
    ].map((pill, index) => ({ id: `00000000-0000-4000-8000-00000000010${index}`, target: pill.target, columns: [pill.column] }));
    const templateId = (await admin.post('/api/imports/templates/', { name: 'Models', pills })).json().id as number;
    const outcome = await runToEndInBatchesOfTwo(templateId, fileId);
    expect(outcome.run.counts).toMatchObject({ rows: 4, created: 1, error: 3 });
    const rows = (await admin.get(`/api/imports/runs/${outcome.run.id}/rows/`)).json();
    expect(rows.results.map((row: { line: number; outcome: string; errors: unknown; changes: unknown }) => [row.line, row.outcome, row.outcome === 'error' ? row.errors : row.changes])).toEqual([
      [2, 'error', [{ column: 'Weight', code: 'import.cell.managed_by_model' }]],
      [3, 'error', [{ column: 'Weight', code: 'import.cell.managed_by_model' }]],
      [4, 'created', { name: [null, 'Free model'], model: [null, free.id], [`values.${weightId}`]: [null, 2] }],
      [5, 'error', [{ column: 'Model', code: 'import.cell.model_not_found' }]],
    ]);
  });

  it('a pill whose column is not in the file stops the run with its reason', async () => {
    const fileId = await upload(await workbook([['Reference', 'Name'], ['X-1', 'x']]));
    const templateId = await template('Moved columns', { sku: 'sku', name: 'name' });
    const { task, run } = await runToEnd(templateId, fileId);
    expect(task).toMatchObject({ status: 'error', error: { code: 'import.pill_missing_column' } });
    expect(run).toMatchObject({ status: 'error', failure: { code: 'import.pill_missing_column', params: { column: 'sku' } } });
  });

  it('the launch writes what the dry run showed, with history and the listing up to date; a product changed meanwhile is left alone; the rollback undoes it', async () => {
    expect((await admin.post('/api/catalogue/product/', { sku: 'UPD-1', name: 'Updated', values: { [weightId]: 5 } })).statusCode).toBe(201);
    const fileId = await upload(
      await workbook([
        ['SKU', 'Name', 'Weight', 'Colour'],
        ['UPD-1', 'Updated', 6, 'blue'],
        ['L-1', 'Launch one', 10, 'blue'],
        ['L-2', 'Launch two', 20, 'Gris'],
        ['CAB-1', 'Cable', 7.5, null],
        ['L-3', 'Launch three', 30, null],
      ]),
    );
    const templateId = await template('Launch', { sku: 'sku', name: 'name', weight: 'weight', colour: 'colour' });
    const { run } = await runToEnd(templateId, fileId);
    expect(run.counts).toMatchObject({ created: 3, updated: 2, error: 0 });

    // Someone saves CAB-1 between the dry run and the launch.
    const cable = await productBySku('CAB-1');
    expect((await admin.request('PATCH', `/api/catalogue/product/${cable.id}/`, { body: { name: 'Cable (edited)', version: cable.version } })).statusCode).toBe(200);

    const launchTuningSize = launchTuning.batchSize;
    launchTuning.batchSize = 2;
    let launched;
    try {
      launched = await launch(run.id);
    } finally {
      launchTuning.batchSize = launchTuningSize;
    }
    expect(launched.task).toMatchObject({ status: 'done', percent: 1, steps: [{ key: 'write', status: 'done', percent: 1, result: { created: 3, updated: 1, errors: 1 }, error: null }] });
    expect(launched.run).toMatchObject({ status: 'completed_with_errors', counts: { created: 3, updated: 1, error: 1 } });
    expect((await productBySku('UPD-1')).values).toEqual({ [weightId]: 6, [colourId]: 'blue' });
    expect((await admin.post(`/api/imports/runs/${run.id}/launch/`, {})).json().code).toBe('import.run_not_ready');

    const one = await productBySku('L-1');
    expect(one).toMatchObject({ name: 'Launch one', status: 'active', values: { [weightId]: 10, [colourId]: 'blue' } });
    expect((await productBySku('L-2')).values).toEqual({ [weightId]: 20, [colourId]: 'grey' });
    // CAB-1 keeps the edit made meanwhile and its weight from before the import.
    expect(await productBySku('CAB-1')).toMatchObject({ name: 'Cable (edited)', values: { [weightId]: 1.5 } });
    const rows = (await admin.get(`/api/imports/runs/${run.id}/rows/?outcome=error`)).json().results;
    expect(rows.map((row: { sku: string; errors: Array<{ code: string }> }) => [row.sku, row.errors[0]!.code])).toEqual([['CAB-1', 'import.changed_since_verification']]);

    // The listing's filters see the new values (index rows), and the history says what changed.
    const heavy = (await admin.post('/api/catalogue/product/search/', { filters: [{ field: `attribute:${weightId}`, operator: 'gte', value: 15 }] })).json();
    expect(heavy.items.map((product: { sku: string }) => product.sku).sort()).toEqual(['L-2', 'L-3']);
    const history = (await admin.get(`/api/catalogue/product/${one.id}/history/`)).json();
    expect(JSON.stringify(history)).toContain('Launch one');
    // Done by the user through the import, as the history names it ("changed by import #N").
    expect(history.results[0]).toMatchObject({ user: { username: 'dry_admin' }, source: { kind: 'import', import_run_id: run.id, template_id: templateId } });
    // A save by hand names no import.
    const cableHistory = (await admin.get(`/api/catalogue/product/${cable.id}/history/`)).json();
    expect(cableHistory.results[0]).toMatchObject({ changes: { name: ['Cable', 'Cable (edited)'] }, source: null });

    // L-3 is edited after the import: the rollback leaves it and says so.
    const three = await productBySku('L-3');
    expect((await admin.request('PATCH', `/api/catalogue/product/${three.id}/`, { body: { name: 'Launch three (kept)', version: three.version } })).statusCode).toBe(200);
    expect((await other.post(`/api/imports/runs/${run.id}/rollback/`, {})).statusCode).toBe(404);
    const rollback = await admin.post(`/api/imports/runs/${run.id}/rollback/`, {});
    expect(rollback.statusCode).toBe(202);
    expect(await finished(rollback.json().task_id)).toMatchObject({ status: 'done', result: { restored: 1, deleted: 2, skipped: 1 } });
    expect((await admin.post(`/api/imports/runs/${run.id}/rollback/`, {})).json().code).toBe('import.run_not_rollbackable');
    expect(await productBySku('L-1')).toBeNull();
    expect(await productBySku('L-2')).toBeNull();
    expect((await productBySku('L-3')).name).toBe('Launch three (kept)');
    const restored = await productBySku('UPD-1');
    expect(restored.values).toEqual({ [weightId]: 5 });
    const restoredHistory = (await admin.get(`/api/catalogue/product/${restored.id}/history/`)).json().results;
    expect(restoredHistory.slice(0, 2)).toMatchObject([
      { user: { username: 'dry_admin' }, source: { kind: 'import_rollback', import_run_id: run.id, template_id: templateId }, changes: { [`values.${weightId}`]: [6, 5] } },
      { source: { kind: 'import', import_run_id: run.id }, changes: { [`values.${weightId}`]: [5, 6] } },
    ]);
    const undone = (await admin.get(`/api/imports/runs/${run.id}/`)).json();
    expect(undone.rolled_back).not.toBeNull();
    expect(undone.counts).toMatchObject({ rolled_back: 3, rollback_skipped: 1 });
    // Each step ended with a notification linking to the run.
    const notifications = (await admin.get('/api/notifications/')).json().results.filter((item: { link: string | null }) => item.link === `/imports/${templateId}/runs/${run.id}`);
    expect(notifications.map((item: { title: string }) => item.title)).toEqual(['Import "Launch" undone', 'Import "Launch" done', 'Import "Launch" checked']);
    expect(notifications[1].description).toBe('3 created, 1 updated, 1 rows with errors.');
    const journal = (await admin.get(`/api/imports/runs/${run.id}/rows/`)).json().results;
    expect(journal.map((row: { sku: string; rollback: string | null }) => [row.sku, row.rollback])).toEqual([
      ['UPD-1', 'restored'],
      ['L-1', 'deleted'],
      ['L-2', 'deleted'],
      ['CAB-1', null],
      ['L-3', 'skipped'],
    ]);
    // The filters no longer find what the rollback removed (index rows follow).
    const heavyAfter = (await admin.post('/api/catalogue/product/search/', { filters: [{ field: `attribute:${weightId}`, operator: 'gte', value: 15 }] })).json();
    expect(heavyAfter.items.map((product: { sku: string }) => product.sku)).toEqual(['L-3']);
  });

  it('a cell left empty keeps its index row when another row of the same batch writes that attribute, through the launch and the rollback', async () => {
    for (const sku of ['KEEP-1', 'KEEP-2']) expect((await admin.post('/api/catalogue/product/', { sku, name: sku, values: { [weightId]: 1, [colourId]: 'grey' } })).statusCode).toBe(201);
    const fileId = await upload(
      await workbook([
        ['SKU', 'Weight', 'Colour'],
        ['KEEP-1', 8, 'blue'],
        ['KEEP-2', 9, null],
      ]),
    );
    const { run } = await runToEnd(await template('Keep empty', { sku: 'sku', weight: 'weight', colour: 'colour' }), fileId);
    expect(run.counts).toMatchObject({ updated: 2, error: 0 });
    const greySkus = async () =>
      (await admin.post('/api/catalogue/product/search/', { filters: [{ field: `attribute:${colourId}`, operator: 'equals', value: 'grey' }] })).json().items.map((product: { sku: string }) => product.sku);
    // One batch writes both rows: KEEP-2's colour, which its row leaves as it is, is still found by the filter.
    expect((await launch(run.id)).run.status).toBe('completed');
    expect(await greySkus()).toContain('KEEP-2');
    expect(await greySkus()).not.toContain('KEEP-1');
    const rollback = await admin.post(`/api/imports/runs/${run.id}/rollback/`, {});
    expect(await finished(rollback.json().task_id)).toMatchObject({ status: 'done', result: { restored: 2 } });
    expect(await greySkus()).toEqual(expect.arrayContaining(['KEEP-1', 'KEEP-2']));
  });
});
