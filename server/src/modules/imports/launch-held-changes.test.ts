import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { Worker } from '../../jobs/worker.ts';
import { workbookOfRows } from '../../formats/testing/workbook-files.ts';
import { createAttributes } from '../catalogue/fixtures.ts';
import { launchTuning } from './launch-job.ts';
import { rollbackTuning } from './rollback-job.ts';

// A launch and a rollback hold their batches' catalogue change notifications and release them at
// their end (migration 1231): the listing caches are not dropped at every batch, and still show the
// whole import, then the whole rollback, once each ends.
describe.each(drivers)('an import holds its catalogue changes until its end on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let worker: Worker | null = null;
  let companyId: string;
  let colourId: number;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    companyId = (await testApp.createCompany('Held Co', { username: 'held_admin' })).company.id;
    colourId = (await createAttributes(testApp.db, companyId, [{ code: 'colour', type: 'dropdown', choices: ['grey', 'blue'] }])).colour!;
    admin = testApp.client();
    await admin.login('held_admin');
    for (const sku of ['CAB-1', 'CAB-2', 'CAB-3']) expect((await admin.post('/api/catalogue/product/', { sku, name: sku, values: { [colourId]: 'grey' } })).statusCode).toBe(201);
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  const colour = (value: string) => [{ field: `attribute:${colourId}`, operator: 'equals', value }];
  const skus = async (filters: unknown[]) =>
    ((await admin.post('/api/catalogue/product/search/', { filters, sort: { field: 'sku' } })).json().items as { sku: string }[]).map((item) => item.sku);
  const count = async (filters: unknown[]) => (await admin.post('/api/catalogue/product/search/count/', { filters })).json().count as number;
  const newOnes = [{ field: 'sku', operator: 'starts_with', value: 'NEW' }];
  const finished = (taskId: string) =>
    waitFor(async () => {
      const [row] = await testApp.db.query<{ status: string; result: unknown; error: unknown }>('SELECT status, result, error FROM tasks WHERE id = $1', [taskId]);
      return row?.status === 'done' || row?.status === 'error' ? row : null;
    });
  const held = async () => (await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM catalogue_changes_held'))[0]!.count;

  it('shows the whole launch, then the whole rollback, at the next listing after each ends, having sent one change of the attribute each', async () => {
    // Every listing's sets read and kept before the import.
    expect(await skus(colour('grey'))).toEqual(['CAB-1', 'CAB-2', 'CAB-3']);
    expect(await skus(colour('blue'))).toEqual([]);
    expect(await skus(newOnes)).toEqual([]);
    // Distinct payloads: each pooled connection hears every notification (PostgreSQL).
    const heard = new Set<string>();
    const stopWatching = await testApp.db.watch('pimento_catalogue_changed', (payload) => {
        if (payload.startsWith(companyId)) heard.add(payload);
      }, () => undefined);
    const payloads = (token: RegExp) => [...heard].filter((payload) => payload.split(' ').some((each) => token.test(each))).length;
    const attributeChanges = () => payloads(new RegExp(`^a${colourId}$`));
    // Each batch writes at its own time: one `u` payload per batch, had they been sent.
    const timeChanges = () => payloads(/^u\d+$/);

    const bytes = await workbookOfRows([
      ['SKU', 'Name', 'Colour'],
      ['CAB-1', 'CAB-1', 'blue'],
      ['CAB-2', 'CAB-2', 'blue'],
      ['NEW-1', 'New 1', 'blue'],
      ['NEW-2', 'New 2', 'grey'],
    ]);
    const fileId = (await admin.request('POST', '/api/imports/files/?name=held.xlsx', { payload: bytes, headers: { 'content-type': 'application/octet-stream' } })).json().file.id as string;
    const pills = [
      { id: '00000000-0000-4000-8000-000000000001', target: { kind: 'sku' }, columns: ['sku'] },
      { id: '00000000-0000-4000-8000-000000000002', target: { kind: 'name' }, columns: ['name'] },
      { id: '00000000-0000-4000-8000-000000000003', target: { kind: 'attribute', attribute_id: colourId }, columns: ['colour'] },
    ];
    const templateId = (await admin.post('/api/imports/templates/', { name: 'Held', pills })).json().id as number;
    const started = await admin.post('/api/imports/runs/', { template_id: templateId, file_id: fileId });
    expect(await finished(started.json().task_id)).toMatchObject({ status: 'done', error: null });
    const runId = started.json().run.id as number;

    // A batch per row: four batches, whose changes are heard once, with the run's end.
    const sizes = { launch: launchTuning.batchSize, rollback: rollbackTuning.batchSize };
    launchTuning.batchSize = 1;
    rollbackTuning.batchSize = 1;
    try {
      const launched = await admin.post(`/api/imports/runs/${runId}/launch/`, {});
      expect(await finished(launched.json().task_id)).toMatchObject({ status: 'done', result: { created: 2, updated: 2 } });
      expect(await skus(colour('blue'))).toEqual(['CAB-1', 'CAB-2', 'NEW-1']);
      expect(await skus(colour('grey'))).toEqual(['CAB-3', 'NEW-2']);
      expect(await count(colour('blue'))).toBe(3);
      expect(await skus(newOnes)).toEqual(['NEW-1', 'NEW-2']);
      expect(attributeChanges()).toBe(1);
      expect(timeChanges()).toBe(1);
      expect(await held()).toBe(0);

      const rolledBack = await admin.post(`/api/imports/runs/${runId}/rollback/`, {});
      expect(await finished(rolledBack.json().task_id)).toMatchObject({ status: 'done', result: { restored: 2, deleted: 2 } });
      expect(await skus(colour('blue'))).toEqual([]);
      expect(await skus(colour('grey'))).toEqual(['CAB-1', 'CAB-2', 'CAB-3']);
      expect(await count(colour('grey'))).toBe(3);
      expect(await skus(newOnes)).toEqual([]);
      expect(timeChanges()).toBe(2);
      // The two deleted products named in one payload (each batch would have sent its own).
      expect(payloads(/^x\d+,\d+$/)).toBe(1);
      expect(payloads(/^x/)).toBe(1);
      expect(await held()).toBe(0);
    } finally {
      launchTuning.batchSize = sizes.launch;
      rollbackTuning.batchSize = sizes.rollback;
      stopWatching();
    }
  });
});
