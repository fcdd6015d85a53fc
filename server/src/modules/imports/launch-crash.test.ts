import { jest } from '@jest/globals';
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { importFilesApi, importRunsApi, importTemplatesApi } from '@pimento/shared-kit/contracts/imports';
import { startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import { workbookOfRows } from '../../formats/testing/workbook-files.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { Worker } from '../../jobs/worker.ts';
import { importRollbackJobType, importVerifyJobType } from './import-runs.ts';

// real processes and PostgreSQL: the default 5 s is too short on a shared 2-core machine
jest.setTimeout(120_000);

const launchingWorker = fileURLToPath(new URL('../../../test/imports/launching-worker-process.ts', import.meta.url));

/** The supplier's file: three updates and three creations, two rows a batch. */
const fileRows = [
  ['SKU', 'Name', 'Weight'],
  ['KILL-U1', 'Updated one', 11],
  ['KILL-N1', 'New one', 21],
  ['KILL-U2', 'Updated two', 12],
  ['KILL-N2', 'New two', 22],
  ['KILL-U3', 'Updated three', 13],
  ['KILL-N3', 'New three', 23],
] as const;

describe('a worker process killed in the middle of an import launch (postgres)', () => {
  let testApp: TestApp;
  let admin: TestClient;
  let child: ChildProcess | null = null;
  let worker: Worker | null = null;
  let weightId: number;

  beforeAll(async () => {
    testApp = await startTestApp('postgres');
    await testApp.createCompany('Kill Co', { username: 'kill_admin' });
    admin = testApp.client();
    await admin.login('kill_admin');
    const section = (await admin.post('/api/catalogue/attribute-section/', { name: 'Technical' })).json();
    const group = (await admin.post('/api/catalogue/attribute-group/', { name: 'Cables', section_id: section.id })).json();
    weightId = (await admin.post('/api/catalogue/attribute/', { code: 'weight_kg', type: 'decimal', labels: { en: 'Weight' }, group_id: group.id })).json().id;
    for (const sku of ['KILL-U1', 'KILL-U2', 'KILL-U3', 'KILL-KEPT']) {
      expect((await admin.post('/api/catalogue/product/', { sku, name: `${sku} before`, values: { [weightId]: 1 } })).statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await worker?.stop();
    await testApp.close();
  });

  const catalogue = async () =>
    testApp.db.query<{ sku: string; name: string; weight: unknown }>(`SELECT sku, name, attribute_values->'${weightId}' AS weight FROM products WHERE sku LIKE 'KILL-%' ORDER BY sku`);
  const taskOf = async (taskId: string) => (await testApp.db.query<{ status: string; attempts: number }>('SELECT status, attempts FROM tasks WHERE id = $1', [taskId]))[0]!;

  it('resumes after the last batch the killed worker committed: every row written once and whole, none lost; the rollback then restores the catalogue', async () => {
    const before = await catalogue();
    // The dry run and the rollback run here; launches only in the child process.
    worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, types: [importVerifyJobType, importRollbackJobType], pollIntervalMs: 50, leaseMs: 2000, schedules: false });
    const bytes = await workbookOfRows(fileRows);
    const fileId = (await admin.request('POST', `${endpointPath(importFilesApi.upload, {})}?name=kill.xlsx`, { payload: bytes, headers: { 'content-type': 'application/octet-stream' } })).json().file.id;
    const pills = [
      { id: '00000000-0000-4000-8000-000000000001', target: { kind: 'sku' }, columns: ['sku'] },
      { id: '00000000-0000-4000-8000-000000000002', target: { kind: 'name' }, columns: ['name'] },
      { id: '00000000-0000-4000-8000-000000000003', target: { kind: 'attribute', attribute_id: weightId }, columns: ['weight'] },
    ];
    const templateId = (await admin.post(endpointPath(importTemplatesApi.create, {}), { name: 'Killed', pills })).json().id;
    const started = (await admin.post(endpointPath(importRunsApi.start, {}), { template_id: templateId, file_id: fileId })).json();
    await waitFor(async () => (await taskOf(started.task_id)).status === 'done', 60_000, 'the dry run');
    const runId = started.run.id as number;

    // KILL-U3 (the third batch) is locked by another transaction: the child writes two batches, then waits there.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => undefined;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = testApp.db.transaction(async (tx) => {
      await tx.query("SELECT id FROM products WHERE sku = 'KILL-U3' FOR UPDATE");
      locked();
      await released;
    });
    await lockTaken;

    const launched = (await admin.post(endpointPath(importRunsApi.launch, { id: runId }), {})).json();
    child = fork(launchingWorker, [], { env: { ...process.env, DATABASE_URL: testApp.databaseUrl!, BATCH_SIZE: '2' }, execArgv: [], stdio: 'inherit' });
    const written = async () =>
      (await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM import_run_rows WHERE run_id = $1 AND written_version IS NOT NULL', [runId]))[0]!.count;
    await waitFor(async () => (await written()) === 4, 60_000, 'two batches written');
    // the third batch waits for the lock, its creation of KILL-N3 not yet committed
    await waitFor(async () => (await testApp.db.query<{ waiting: boolean }>("SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock') AS waiting"))[0]!.waiting, 60_000, 'the third batch to wait');

    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = null;
    release();
    await holder;

    // Killed mid-launch: the run is still processing, two whole batches written, nothing of the third.
    expect((await admin.get(endpointPath(importRunsApi.get, { id: runId }))).json().status).toBe('processing');
    expect((await catalogue()).find((product) => product.sku === 'KILL-N3')).toBeUndefined();
    expect((await catalogue()).find((product) => product.sku === 'KILL-U3')).toMatchObject({ name: 'KILL-U3 before', weight: 1 });

    // Another worker takes the job back once the dead one's lease expires, and resumes after its checkpoint.
    await worker.stop();
    worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 2000, schedules: false });
    await waitFor(async () => (await taskOf(launched.task_id)).status === 'done', 60_000, 'the launch to resume and end');
    expect(await taskOf(launched.task_id)).toMatchObject({ attempts: 2 });
    const run = (await admin.get(endpointPath(importRunsApi.get, { id: runId }))).json();
    expect(run).toMatchObject({ status: 'completed', counts: { created: 3, updated: 3, error: 0 } });

    // Every row once and whole: no product missing or doubled, every value of the file in.
    expect(await catalogue()).toEqual([
      { sku: 'KILL-KEPT', name: 'KILL-KEPT before', weight: 1 },
      ...fileRows
        .slice(1)
        .map(([sku, name, weight]) => ({ sku, name, weight }))
        .sort((left, right) => left.sku.localeCompare(right.sku)),
    ]);
    const history = await testApp.db.query<{ sku: string; entries: number }>(
      `SELECT p.sku, count(*)::int AS entries FROM catalogue_history h JOIN products p ON h.entity = 'product' AND p.id = h.entity_id
        WHERE h.import_run_id = $1 GROUP BY p.sku ORDER BY p.sku`,
      [runId],
    );
    expect(history.map((row) => row.entries)).toEqual([1, 1, 1, 1, 1, 1]);

    // And it can be undone as a whole.
    const rollback = (await admin.post(endpointPath(importRunsApi.rollback, { id: runId }), {})).json();
    await waitFor(async () => (await taskOf(rollback.task_id)).status === 'done', 60_000, 'the rollback');
    expect(await catalogue()).toEqual(before);
  });
});
