import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { exportLinksApi, exportRunsApi, sharedExportsApi } from '@pimento/shared-kit/contracts/exports';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { waitFor } from '../../../test/jobs/fixtures.ts';
import { JobStoppedError } from '../../jobs/errors.ts';
import { finishedTaskRetentionDays, purgeFinishedWork } from '../../jobs/retention.ts';
import type { JobContext } from '../../jobs/registry.ts';
import { runWorker } from '../../jobs/worker.ts';
import type { Worker } from '../../jobs/worker.ts';
import { createRealtimePublisher } from '../../realtime/publisher.ts';
import { exportBatchTuning } from './product-batches.ts';
import { runExport, type ExportPayload } from './export-job.ts';
import { sweepExportFiles } from './file-sweep.ts';
import { linkClock } from './run-files.ts';

const layout = {
  sheets: [{ name: 'Products', visible: true, columns: [{ id: '00000000-0000-4000-8000-000000000001', source: { kind: 'sku' }, header: {} }, { id: '00000000-0000-4000-8000-000000000002', source: { kind: 'name' }, header: {} }] }],
};
const dayMs = 24 * 60 * 60 * 1000;

describe.each(drivers)('export files and shared links on %s', (driver) => {
  let testApp: TestApp;
  let alpha: TestClient;
  let bravo: TestClient;
  let alphaCompany: string;
  let worker: Worker | null = null;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    if (driver === 'postgres') worker = await runWorker({ db: testApp.db, storage: testApp.app.deps.storage, pollIntervalMs: 50, leaseMs: 10_000, schedules: false });
    alphaCompany = (await testApp.createCompany('Files Alpha', { username: 'files_alpha' })).company.id;
    await testApp.createCompany('Files Bravo', { username: 'files_bravo' });
    alpha = testApp.client();
    await alpha.login('files_alpha');
    bravo = testApp.client();
    await bravo.login('files_bravo');
    for (let index = 1; index <= 5; index += 1) {
      expect((await alpha.post(endpointPath(productsApi.create, {}), { sku: `FILE-${index}`, name: `File product ${index}` })).statusCode).toBe(201);
    }
    expect((await bravo.post(endpointPath(productsApi.create, {}), { sku: 'BRAVO-1', name: 'Bravo product' })).statusCode).toBe(201);
  });
  afterEach(() => {
    linkClock.now = () => new Date();
  });
  afterAll(async () => {
    await worker?.stop();
    await testApp.close();
  });

  const finishedRun = async (client: TestClient) => {
    const started = await client.post(endpointPath(exportRunsApi.start, {}), { source: { kind: 'layout', layout }, format: 'csv', selection: { kind: 'all' } });
    expect(started.statusCode).toBe(202);
    const runId = started.json().run.id as number;
    return waitFor(async () => {
      const run = (await client.get(endpointPath(exportRunsApi.get, { id: runId }))).json();
      return run.status === 'finished' || run.status === 'error' ? run : null;
    });
  };

  it('shares a finished file through a link that works without a session for 7 days, then answers 410', async () => {
    const run = await finishedRun(alpha);
    expect(run.status).toBe('finished');
    const created = await alpha.post(endpointPath(exportLinksApi.create, { id: run.id }));
    expect(created.statusCode).toBe(201);
    const link = created.json();
    const token = /\/download\/export-link\/([A-Za-z0-9_-]{43})\/$/.exec(link.url)![1]!;
    expect(new Date(link.expires).getTime() - new Date(link.created).getTime()).toBeGreaterThanOrEqual(7 * dayMs - 1000);

    const stranger = testApp.client();
    const info = await stranger.get(endpointPath(sharedExportsApi.get, { token }));
    expect(info.json()).toEqual({ file_name: run.file_name, size: run.size, format: 'csv', expires: link.expires });
    const file = await stranger.get(endpointPath(sharedExportsApi.file, { token }));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(run.file_name);
    expect(file.rawPayload.toString('utf8')).toBe('\uFEFFSKU;Name\r\nFILE-1;File product 1\r\nFILE-2;File product 2\r\nFILE-3;File product 3\r\nFILE-4;File product 4\r\nFILE-5;File product 5\r\n');
    // Lists show a link but never its token again.
    expect((await alpha.get(endpointPath(exportLinksApi.list, { id: run.id }))).json().results).toEqual([{ ...link, url: null }]);

    // A second before the 7 days are over it still works; at 7 days it has expired.
    linkClock.now = () => new Date(new Date(link.expires).getTime() - 1000);
    expect((await stranger.get(endpointPath(sharedExportsApi.file, { token }))).statusCode).toBe(200);
    linkClock.now = () => new Date(new Date(link.expires).getTime());
    for (const path of [endpointPath(sharedExportsApi.get, { token }), endpointPath(sharedExportsApi.file, { token })]) {
      const expired = await stranger.get(path);
      expect([expired.statusCode, expired.json().code]).toEqual([410, 'export.link_expired']);
    }
    const unknown = await stranger.get(endpointPath(sharedExportsApi.get, { token: 'A'.repeat(43) }));
    expect(unknown.statusCode).toBe(404);
  });

  it('revokes a link at once, and walls every file and link of a company off from the others', async () => {
    const run = await finishedRun(alpha);
    const link = (await alpha.post(endpointPath(exportLinksApi.create, { id: run.id }))).json();
    const token = link.url.split('/').at(-2) as string;

    // Another company: its runs, files and links are not there.
    expect((await bravo.get(endpointPath(exportRunsApi.get, { id: run.id }))).statusCode).toBe(404);
    expect((await bravo.get(endpointPath(exportRunsApi.file, { id: run.id }))).statusCode).toBe(404);
    expect((await bravo.post(endpointPath(exportLinksApi.create, { id: run.id }))).statusCode).toBe(404);
    expect((await bravo.get(endpointPath(exportLinksApi.list, { id: run.id }))).statusCode).toBe(404);
    expect((await bravo.request('DELETE', endpointPath(exportLinksApi.revoke, { id: link.id }))).statusCode).toBe(404);
    expect((await bravo.get(endpointPath(exportRunsApi.list, {}))).json().results).toEqual([]);
    const bravoRun = await finishedRun(bravo);
    expect((await bravo.get(endpointPath(exportRunsApi.file, { id: bravoRun.id }))).rawPayload.toString('utf8')).toBe('\uFEFFSKU;Name\r\nBRAVO-1;Bravo product\r\n');
    expect((await alpha.get(endpointPath(exportRunsApi.file, { id: bravoRun.id }))).statusCode).toBe(404);
    // Without a session, the signed-in download answers 401.
    expect((await testApp.client().get(endpointPath(exportRunsApi.file, { id: run.id }))).statusCode).toBe(401);

    expect((await testApp.client().get(endpointPath(sharedExportsApi.file, { token }))).statusCode).toBe(200);
    expect((await alpha.request('DELETE', endpointPath(exportLinksApi.revoke, { id: link.id }))).statusCode).toBe(204);
    const revoked = await testApp.client().get(endpointPath(sharedExportsApi.file, { token }));
    expect([revoked.statusCode, revoked.json().code]).toEqual([410, 'export.link_revoked']);
    expect((await alpha.get(endpointPath(exportLinksApi.list, { id: run.id }))).json().results[0].revoked).not.toBeNull();
  });

  it('publishes no file when its worker is lost mid-export, and says the run was interrupted', async () => {
    const started = await alpha.post(endpointPath(exportRunsApi.start, {}), { source: { kind: 'layout', layout }, format: 'xlsx', selection: { kind: 'all' } });
    const runId = started.json().run.id as number;
    const taskId = started.json().task_id as string;
    // The real job runs it first: let it finish, then run the same run again as a worker that loses its job mid-file.
    await waitFor(async () => ((await alpha.get(endpointPath(exportRunsApi.get, { id: runId }))).json().status === 'finished' ? true : null));
    let progressCalls = 0;
    const job: JobContext<ExportPayload> = {
      taskId,
      companyId: alphaCompany,
      userId: (await testApp.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'files_alpha'"))[0]!.id,
      payload: { runId },
      db: testApp.db,
      publisher: createRealtimePublisher(testApp.db),
      storage: testApp.app.deps.storage,
      attempt: 1,
      checkpoint: null,
      signal: new AbortController().signal,
      progress: async () => {
        progressCalls += 1;
        if (progressCalls === 2) throw new JobStoppedError('lease_lost');
      },
      saveCheckpoint: async () => undefined,
      saveCheckpointIn: async () => undefined,
      step: async () => undefined,
      reportProblems: async () => undefined,
      throwIfStopped: () => undefined,
    } as JobContext<ExportPayload>;
    // A run already published (its worker died before the task ended) is not redone.
    const garbageBefore = await testApp.db.query('SELECT storage_key FROM export_file_garbage WHERE company_id = $1', [alphaCompany]);
    expect(await runExport({ ...job, progress: async () => undefined })).toMatchObject({ run_id: runId, products: 5 });
    expect(await testApp.db.query('SELECT storage_key FROM export_file_garbage WHERE company_id = $1', [alphaCompany])).toEqual(garbageBefore);

    await testApp.db.query('UPDATE export_runs SET storage_key = NULL, size = NULL, products = NULL, finished_at = NULL WHERE id = $1', [runId]);
    const keysBefore = await testApp.db.query<{ storage_key: string }>('SELECT storage_key FROM export_file_garbage WHERE company_id = $1', [alphaCompany]);
    const batchSize = exportBatchTuning.batchSize;
    exportBatchTuning.batchSize = 2;
    try {
      await expect(runExport(job)).rejects.toBeInstanceOf(JobStoppedError);
    } finally {
      exportBatchTuning.batchSize = batchSize;
    }
    // Its key was written down before the upload; nothing is stored under it, nothing names it.
    const keys = await testApp.db.query<{ storage_key: string }>('SELECT storage_key FROM export_file_garbage WHERE company_id = $1', [alphaCompany]);
    const attemptKey = keys.map((row) => row.storage_key).find((key) => !keysBefore.some((before) => before.storage_key === key))!;
    expect(attemptKey).toContain(`/exports/${runId}/`);
    expect(await testApp.app.deps.storage.exists(attemptKey)).toBe(false);
    // The engine then marks the task interrupted (no attempt left): the run says so, and offers no file.
    await testApp.db.query(`UPDATE tasks SET status = 'error', error = '{"code": "task.interrupted"}' WHERE id = $1`, [taskId]);
    const run = (await alpha.get(endpointPath(exportRunsApi.get, { id: runId }))).json();
    expect([run.status, run.failure, run.size]).toEqual(['interrupted', { code: 'task.interrupted' }, null]);
    const file = await alpha.get(endpointPath(exportRunsApi.file, { id: runId }));
    expect([file.statusCode, file.json().code]).toEqual([409, 'export.run_not_finished']);
  });

  it('removes a run and its file when the retention purges its task', async () => {
    const run = await finishedRun(alpha);
    const [{ storage_key: key } = { storage_key: '' }] = await testApp.db.query<{ storage_key: string }>('SELECT storage_key FROM export_runs WHERE id = $1', [run.id]);
    expect(await testApp.app.deps.storage.exists(key)).toBe(true);
    // The run reads finished once its file is published, a moment before the worker records its
    // task done; the retention only ever purges ended tasks (deleting one still being ended
    // deadlocked with the worker on PostgreSQL).
    await waitFor(async () => ((await testApp.db.query<{ status: string }>('SELECT status FROM tasks WHERE id = $1', [run.task_id]))[0]?.status === 'done' ? true : null));
    // What the retention does with that task 30 days later (jobs/retention.ts), then its sweep.
    await testApp.db.query(`UPDATE tasks SET updated_at = clock_timestamp() - make_interval(days => $2) WHERE id = $1`, [run.task_id, finishedTaskRetentionDays + 1]);
    expect((await purgeFinishedWork(testApp.db)).tasks).toBeGreaterThanOrEqual(1);
    expect(await testApp.db.query('SELECT id FROM export_runs WHERE id = $1', [run.id])).toEqual([]);
    expect(await sweepExportFiles(testApp.db, testApp.app.deps.storage)).toBeGreaterThanOrEqual(1);
    expect(await testApp.app.deps.storage.exists(key)).toBe(false);
    expect((await alpha.get(endpointPath(exportRunsApi.get, { id: run.id }))).statusCode).toBe(404);
  });
});
