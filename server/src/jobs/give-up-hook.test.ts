import { jest } from '@jest/globals';
import { createTestDatabase, drivers } from '../../test/databases.ts';
import type { TestDatabase } from '../../test/databases.ts';
import { createTenant, waitFor } from '../../test/jobs/fixtures.ts';
import type { Tenant } from '../../test/jobs/fixtures.ts';
import { migrate } from '../db/migrate.ts';
import { createJobQueue } from './enqueue.ts';
import { JobError } from './errors.ts';
import { registerJobType } from './registry.ts';
import type { JobGiveUpHook } from './registry.ts';
import { runWorker } from './worker.ts';
import type { Worker } from './worker.ts';

// real databases: the default 5 s is too short on a shared 2-core machine
jest.setTimeout(60_000);

type HookCall = { taskId: string; code: string; payload: unknown; company: string; taskStatus: string };

describe.each(drivers)('the onGiveUp hook of a job type on %s', (driver) => {
  let testDatabase: TestDatabase;
  let tenant: Tenant;
  let worker: Worker | null = null;
  const calls: HookCall[] = [];
  const attempts = new Map<string, number>();
  const types = { refused: `test.give_up.refused.${driver}`, flaky: `test.give_up.flaky.${driver}`, abandoned: `test.give_up.abandoned.${driver}` };

  // Records each call in the transaction that records the failure, entered as the job's company.
  const onGiveUp: JobGiveUpHook = async (tx, job) => {
    const [row] = await tx.query<{ company: string; status: string }>(
      "SELECT current_setting('pimento.company_id') AS company, (SELECT status FROM tasks WHERE id = $1) AS status",
      [job.taskId],
    );
    calls.push({ taskId: job.taskId, code: job.problem.code, payload: job.payload, company: row!.company, taskStatus: row!.status });
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    await migrate(testDatabase.database);
    tenant = await createTenant(testDatabase.database);
    registerJobType(
      types.refused,
      async () => {
        throw new JobError('import.file_empty', 'nothing to read', { retryable: false });
      },
      { onGiveUp },
    );
    registerJobType(
      types.flaky,
      async (context) => {
        attempts.set(context.taskId, context.attempt);
        throw new Error('the supplier server hung up');
      },
      { maxAttempts: 2, backoffMs: 10, onGiveUp },
    );
    registerJobType(types.abandoned, async () => 'never runs: its worker died', { maxAttempts: 2, onGiveUp });
  });
  afterAll(async () => {
    await worker?.stop();
    await testDatabase.dispose();
  });
  afterEach(() => {
    calls.length = 0;
  });

  const owner = () => ({ companyId: tenant.companyId, userId: tenant.userIds[0]! });
  const startWorker = async () => (worker ??= await runWorker({ db: testDatabase.database, pollIntervalMs: 20, leaseMs: 2_000, schedules: false }));

  it('tells the work a job stood for that it failed for good, with the error that was not retried', async () => {
    await startWorker();
    const { taskId } = await createJobQueue(testDatabase.database).enqueueJob({ type: types.refused, ...owner(), payload: { runId: 7 } });
    await waitFor(() => calls.length === 1, 20_000, 'the hook');
    expect(calls).toEqual([{ taskId, code: 'import.file_empty', payload: { runId: 7 }, company: tenant.companyId, taskStatus: 'error' }]);
  });

  it('waits for the last attempt of a job that keeps failing', async () => {
    await startWorker();
    const { taskId } = await createJobQueue(testDatabase.database).enqueueJob({ type: types.flaky, ...owner(), payload: { runId: 8 } });
    await waitFor(() => calls.length === 1, 20_000, 'the hook');
    expect(attempts.get(taskId)).toBe(2);
    expect(calls).toEqual([{ taskId, code: 'task.failed', payload: { runId: 8 }, company: tenant.companyId, taskStatus: 'error' }]);
  });

  it('tells it too when the worker died on the last attempt, where no handler code can run', async () => {
    const { database } = testDatabase;
    const { taskId } = await createJobQueue(database).enqueueJob({ type: types.abandoned, ...owner(), payload: { runId: 9 }, runAt: new Date(Date.now() + 3_600_000) });
    // What a worker killed on its second and last attempt leaves: the job active, its lease run out.
    await database.query(`UPDATE jobs SET state = 'active', attempts = 2, locked_by = 'dead-worker', locked_until = clock_timestamp() - interval '1 second' WHERE task_id = $1`, [taskId]);
    await database.query(`UPDATE tasks SET status = 'in_progress', attempts = 2 WHERE id = $1`, [taskId]);
    await startWorker();
    await waitFor(() => calls.length === 1, 20_000, 'the hook');
    expect(calls).toEqual([{ taskId, code: 'task.interrupted', payload: { runId: 9 }, company: tenant.companyId, taskStatus: 'error' }]);
  });
});
