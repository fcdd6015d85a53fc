import { jest } from '@jest/globals';
import { createTestDatabase, drivers } from '../../test/databases.ts';
import type { TestDatabase } from '../../test/databases.ts';
import { createTenant, recordBus, waitFor } from '../../test/jobs/fixtures.ts';
import type { Tenant } from '../../test/jobs/fixtures.ts';
import { migrate } from '../db/migrate.ts';
import { createRealtimePublisher } from '../realtime/publisher.ts';
import { applyTaskAction } from '../modules/tasks/service.ts';
import { createJobQueue } from './enqueue.ts';
import { registerJobType } from './registry.ts';
import { runWorker } from './worker.ts';
import type { Worker } from './worker.ts';

// real databases: the default 5 s is too short on a shared 2-core machine
jest.setTimeout(60_000);

type HookCall = { taskId: string; ran: boolean; payload: unknown; company: string; taskStatus: string };

describe.each(drivers)('the onCancel hook of a job type on %s', (driver) => {
  let testDatabase: TestDatabase;
  let tenant: Tenant;
  let worker: Worker | null = null;
  const calls: HookCall[] = [];
  const type = `test.cancel_hook.${driver}`;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    await migrate(testDatabase.database);
    tenant = await createTenant(testDatabase.database);
    // runs until stopped, as a long import or export does
    registerJobType<{ name: string }>(
      type,
      async (context) => {
        for (;;) {
          await context.progress(0.5);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      },
      {
        onCancel: async (tx, job) => {
          // in the transaction that records the cancel, entered as the job's company
          const [row] = await tx.query<{ company: string; status: string }>(
            "SELECT current_setting('pimento.company_id') AS company, (SELECT status FROM tasks WHERE id = $1) AS status",
            [job.taskId],
          );
          calls.push({ taskId: job.taskId, ran: job.ran, payload: job.payload, company: row!.company, taskStatus: row!.status });
        },
      },
    );
  });
  afterAll(async () => {
    await worker?.stop();
    await testDatabase.dispose();
  });

  const owner = () => ({ companyId: tenant.companyId, userId: tenant.userIds[0]! });
  const cancel = (taskId: string) => applyTaskAction(testDatabase.database, owner(), taskId, 'cancel', createRealtimePublisher(testDatabase.database));

  it('tells the owner of a job cancelled before it ran, in the cancel itself', async () => {
    const { taskId } = await createJobQueue(testDatabase.database).enqueueJob({ type, ...owner(), payload: { name: 'waiting' } });
    expect(calls).toEqual([]);
    expect(await cancel(taskId)).toMatchObject({ status: 'cancel' });
    expect(calls).toEqual([{ taskId, ran: false, payload: { name: 'waiting' }, company: tenant.companyId, taskStatus: 'cancel' }]);
    calls.length = 0;
  });

  it('tells the owner of a running job once its handler has stopped, and says cancel_task again', async () => {
    worker = await runWorker({ db: testDatabase.database, pollIntervalMs: 20, leaseMs: 10_000, schedules: false });
    const bus = await recordBus(testDatabase.database);
    try {
      const { taskId } = await createJobQueue(testDatabase.database).enqueueJob({ type, ...owner(), payload: { name: 'running' } });
      await waitFor(() => bus.types(taskId).includes('update_progress'), 20_000, 'the job to run');
      await cancel(taskId);
      await waitFor(() => calls.length === 1, 20_000, 'the hook');
      expect(calls).toEqual([{ taskId, ran: true, payload: { name: 'running' }, company: tenant.companyId, taskStatus: 'cancel' }]);
      await waitFor(() => bus.types(taskId).filter((message) => message === 'cancel_task').length === 2, 20_000, 'the second cancel_task');
      const [job] = await testDatabase.database.query<{ state: string }>('SELECT state FROM jobs WHERE task_id = $1', [taskId]);
      expect(job!.state).toBe('cancelled');
    } finally {
      await bus.stop();
    }
  });
});
