import { jest } from '@jest/globals';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { importFilesApi, importRunsApi, importTemplatesApi } from '@pimento/shared-kit/contracts/imports';
import { tasksApi } from '@pimento/shared-kit/contracts/tasks';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import type { Database } from '../../db/database.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { Worker } from '../../jobs/worker.ts';
import { launchTuning } from './launch-job.ts';
import { workbookOfRows } from '../../formats/testing/workbook-files.ts';

// real databases and a worker: the default 5 s is too short on a shared 2-core machine
jest.setTimeout(60_000);

/**
 * The application's database with a gate on `transaction`, the one a worker claims jobs through
 * (requests work in tenant transactions): while the gate is closed, no job starts.
 */
function gatedDatabase(db: Database) {
  let opened: Promise<void> = Promise.resolve();
  let open: () => void = () => undefined;
  return {
    database: { ...db, transaction: async <T,>(work: Parameters<Database['transaction']>[0]) => (await opened, db.transaction(work)) as Promise<T> } as Database,
    hold() {
      opened = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
  };
}

const workbook = (rows: unknown[][]) => workbookOfRows(rows);

describe.each(drivers)('stopping an import run on %s', (driver) => {
  let testApp: TestApp;
  let admin: TestClient;
  let worker: Worker | null = null;
  const gate = { current: null as ReturnType<typeof gatedDatabase> | null };
  let weightId: number;

  beforeAll(async () => {
    testApp = await startTestApp(driver, {
      appDatabase: (db) => {
        gate.current = gatedDatabase(db);
        return gate.current.database;
      },
    });
    // PGlite runs jobs inside the API process (through the gated database); on PostgreSQL a worker process does, here in-process.
    if (driver === 'postgres') worker = await runWorker({ db: gate.current!.database, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    await testApp.createCompany('Stop Co', { username: 'stop_admin' });
    admin = testApp.client();
    await admin.login('stop_admin');
    const section = (await admin.post('/api/catalogue/attribute-section/', { name: 'Technical' })).json();
    const group = (await admin.post('/api/catalogue/attribute-group/', { name: 'Cables', section_id: section.id })).json();
    weightId = (await admin.post('/api/catalogue/attribute/', { code: 'weight_kg', type: 'decimal', labels: { en: 'Weight' }, group_id: group.id })).json().id;
    for (const sku of ['STOP-A', 'STOP-B', 'STOP-C']) {
      expect((await admin.post('/api/catalogue/product/', { sku, name: sku, values: { [weightId]: 1 } })).statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    gate.current?.release();
    await worker?.stop();
    await testApp.close();
  });

  const productCount = async () => (await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM products'))[0]!.count;
  const taskStatus = async (taskId: string) => (await testApp.db.query<{ status: string }>('SELECT status FROM tasks WHERE id = $1', [taskId]))[0]!.status;
  const taskEnded = (taskId: string) => waitFor(async () => ['done', 'error'].includes(await taskStatus(taskId)), 30_000, `task ${taskId} to end`);
  const getRun = async (id: number) => (await admin.get(endpointPath(importRunsApi.get, { id }))).json();
  const cancel = (taskId: string) => admin.post(endpointPath(tasksApi.action, { id: taskId, action: 'cancel' }), {});

  let templateId: number;
  let fileId: string;
  const readyRun = async () => {
    const started = await admin.post(endpointPath(importRunsApi.start, {}), { template_id: templateId, file_id: fileId });
    expect(started.statusCode).toBe(202);
    await taskEnded(started.json().task_id);
    const run = await getRun(started.json().run.id);
    expect(run.status).toBe('ready');
    return run;
  };

  it('a dry run stopped before a worker took it ends cancelled, and the same file can be checked again', async () => {
    const bytes = await workbook([
      ['SKU', 'Name', 'Weight'],
      ['STOP-A', 'STOP-A', 2],
      ['STOP-B', 'STOP-B', 2],
      ['STOP-C', 'STOP-C', 2],
      ['STOP-NEW', 'New', 2],
    ]);
    fileId = (await admin.request('POST', `${endpointPath(importFilesApi.upload, {})}?name=stop.xlsx`, { payload: bytes, headers: { 'content-type': 'application/octet-stream' } })).json().file.id;
    const pills = [
      { id: '00000000-0000-4000-8000-000000000001', target: { kind: 'sku' }, columns: ['sku'] },
      { id: '00000000-0000-4000-8000-000000000002', target: { kind: 'name' }, columns: ['name'] },
      { id: '00000000-0000-4000-8000-000000000003', target: { kind: 'attribute', attribute_id: weightId }, columns: ['weight'] },
    ];
    templateId = (await admin.post(endpointPath(importTemplatesApi.create, {}), { name: 'Stoppable', pills })).json().id;

    // No worker may start the job: the request answers all the same, with the run and its task.
    gate.current!.hold();
    const started = await admin.post(endpointPath(importRunsApi.start, {}), { template_id: templateId, file_id: fileId });
    expect(started.statusCode).toBe(202);
    expect(started.json().run).toMatchObject({ status: 'pending', verify_task_id: started.json().task_id });
    expect((await cancel(started.json().task_id)).json()).toMatchObject({ status: 'cancel' });
    gate.current!.release();

    const stopped = await getRun(started.json().run.id);
    expect(stopped).toMatchObject({ status: 'cancelled', file_id: fileId, verified: null });
    expect(stopped.finished).not.toBeNull();
    expect((await admin.get(endpointPath(importRunsApi.rows, { id: stopped.id }))).json().results).toEqual([]);
    // Not in progress any more (`utils/import-in-progress`), and the template list says how it ended.
    expect((await admin.get('/api/catalogue/utils/import-in-progress/')).json()).toBe(false);
    const listed = (await admin.get(endpointPath(importTemplatesApi.list, {}))).json().results.find((item: { id: number }) => item.id === templateId);
    expect(listed.last_runs[0]).toMatchObject({ id: stopped.id, status: 'cancelled' });

    // The run page's "Run the dry run again": a new run of the same template and file.
    expect((await readyRun()).counts).toMatchObject({ created: 1, updated: 3 });
  });

  it('a launch stopped before a worker took it ends cancelled, with nothing written', async () => {
    const run = await readyRun();
    const before = await productCount();
    gate.current!.hold();
    const launched = await admin.post(endpointPath(importRunsApi.launch, { id: run.id }), {});
    expect(launched.statusCode).toBe(202);
    expect(launched.json().run).toMatchObject({ status: 'processing', launch_task_id: launched.json().task_id });
    await cancel(launched.json().task_id);
    gate.current!.release();
    expect(await getRun(run.id)).toMatchObject({ status: 'cancelled', launch_task_id: launched.json().task_id, rolled_back: null });
    expect(await productCount()).toBe(before);
    expect((await admin.post(endpointPath(importRunsApi.rollback, { id: run.id }), {})).json().code).toBe('import.run_not_rollbackable');
  });

  it('a launch whose worker died on its last attempt ends interrupted, not processing for ever', async () => {
    const run = await readyRun();
    gate.current!.hold();
    const launched = await admin.post(endpointPath(importRunsApi.launch, { id: run.id }), {});
    expect(launched.statusCode).toBe(202);
    const taskId: string = launched.json().task_id;
    // What a worker killed on the launch's last attempt leaves: its job active, its lease run out.
    await testApp.db.query(
      `UPDATE jobs SET state = 'active', attempts = max_attempts, locked_by = 'dead-worker', locked_until = clock_timestamp() - interval '1 second' WHERE task_id = $1`,
      [taskId],
    );
    await testApp.db.query(`UPDATE tasks SET status = 'in_progress' WHERE id = $1`, [taskId]);
    gate.current!.release();
    await taskEnded(taskId);
    const ended = await getRun(run.id);
    expect(ended).toMatchObject({ status: 'interrupted', launch_task_id: taskId });
    expect(ended.finished).not.toBeNull();
    expect((await admin.get('/api/catalogue/utils/import-in-progress/')).json()).toBe(false);
  });

  it('the rollback answers with its task before a worker took it', async () => {
    const run = await readyRun();
    const launched = await admin.post(endpointPath(importRunsApi.launch, { id: run.id }), {});
    await taskEnded(launched.json().task_id);
    gate.current!.hold();
    const rollback = await admin.post(endpointPath(importRunsApi.rollback, { id: run.id }), {});
    expect(rollback.statusCode).toBe(202);
    expect(await taskStatus(rollback.json().task_id)).toBe('waiting');
    gate.current!.release();
    await taskEnded(rollback.json().task_id);
    expect((await getRun(run.id)).rolled_back).not.toBeNull();
  });

  // A row lock from another connection holds the launch between two batches: PostgreSQL only
  // (PGlite has one connection).
  if (driver === 'postgres') it('a launch stopped while it writes ends interrupted, and its rollback undoes what it wrote', async () => {
    const run = await readyRun();
    const [blocked] = await testApp.db.query<{ id: number }>("SELECT id::float8 AS id FROM products WHERE sku = 'STOP-B'");
    let unlock: () => void = () => undefined;
    const locked = new Promise<void>((resolve) => (unlock = resolve));
    let lockTaken: () => void = () => undefined;
    const taken = new Promise<void>((resolve) => (lockTaken = resolve));
    const holder = testApp.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [blocked!.id]);
      lockTaken();
      await locked;
    });
    await taken;
    const batchSize = launchTuning.batchSize;
    launchTuning.batchSize = 1;
    try {
      const launched = await admin.post(endpointPath(importRunsApi.launch, { id: run.id }), {});
      const taskId = launched.json().task_id as string;
      // the first batch (STOP-A) is written; the second waits for STOP-B
      await waitFor(async () => (await testApp.db.query<{ percent: number }>('SELECT percent FROM tasks WHERE id = $1', [taskId]))[0]!.percent > 0, 30_000, 'the first batch');
      await cancel(taskId);
      unlock();
      await holder;
      await waitFor(async () => (await getRun(run.id)).status !== 'processing', 30_000, 'the launch to stop');
    } finally {
      launchTuning.batchSize = batchSize;
    }
    const interrupted = await getRun(run.id);
    expect(interrupted.status).toBe('interrupted');
    const written = await testApp.db.query<{ sku: string }>('SELECT sku FROM import_run_rows WHERE run_id = $1 AND written_version IS NOT NULL ORDER BY line', [run.id]);
    expect(written.map((row) => row.sku)).toEqual(['STOP-A', 'STOP-B']);

    const rollback = await admin.post(endpointPath(importRunsApi.rollback, { id: run.id }), {});
    expect(rollback.statusCode).toBe(202);
    await taskEnded(rollback.json().task_id);
    const weights = await testApp.db.query<{ sku: string; weight: unknown }>(`SELECT sku, attribute_values->'${weightId}' AS weight FROM products WHERE sku LIKE 'STOP-%' ORDER BY sku`);
    expect(weights).toEqual([
      { sku: 'STOP-A', weight: 1 },
      { sku: 'STOP-B', weight: 1 },
      { sku: 'STOP-C', weight: 1 },
    ]);
  });
});
