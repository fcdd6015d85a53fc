import { jest } from '@jest/globals';
import { createTestDatabase, drivers } from '../../test/databases.ts';
import type { TestDatabase } from '../../test/databases.ts';
import { createTenant, recordBus, sleep, waitFor } from '../../test/jobs/fixtures.ts';
import type { Tenant } from '../../test/jobs/fixtures.ts';
import { migrate } from '../db/migrate.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { createRealtimePublisher } from '../realtime/publisher.ts';
import { applyTaskAction } from '../modules/tasks/service.ts';
import { createJobQueue } from './enqueue.ts';
import { JobError, JobStoppedError } from './errors.ts';
import { registerJobType } from './registry.ts';
import { runWorker } from './worker.ts';
import type { Worker } from './worker.ts';

// real databases and processes: the default 5 s is too short on a shared 2-core machine
jest.setTimeout(60_000);

type TaskState = { status: string; percent: number; attempts: number; error: { code: string } | null; result: unknown };

describe.each(drivers)('durable jobs on %s', (driver) => {
  let testDatabase: TestDatabase;
  let tenant: Tenant;
  let worker: Worker | null = null;
  const calls: Record<string, number> = {};
  const recorders: Array<{ stop(): Promise<void> }> = [];
  const record = async () => {
    const recorder = await recordBus(testDatabase.database);
    recorders.push(recorder);
    return recorder;
  };

  const taskState = async (taskId: string) => {
    const [row] = await testDatabase.database.query<TaskState>('SELECT status, percent, attempts, error, result FROM tasks WHERE id = $1', [taskId]);
    return row!;
  };
  const startWorker = async () => {
    worker = await runWorker({ db: testDatabase.database, pollIntervalMs: 20, leaseMs: 10_000, schedules: false });
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    await migrate(testDatabase.database);
    tenant = await createTenant(testDatabase.database);

    registerJobType<{ steps: number }>(`test.count.${driver}`, async (context) => {
      for (let step = 1; step <= context.payload.steps; step += 1) await context.progress(step / context.payload.steps);
      // handlers reach the company's data through the tenant wall
      const [company] = await context.db.withTenant(context.companyId, (tx) => tx.query<{ id: string }>('SELECT id FROM companies'));
      return { counted: context.payload.steps, company: company?.id === context.companyId };
    });
    // two steps: the first done with its outcome, the second failing the task
    registerJobType<{ breakSecond: boolean }>(`test.steps.${driver}`, async (context) => {
      await context.step('read', { percent: 0 });
      await context.step('read', { percent: 0.5 });
      await context.step('read', { done: { rows: 12 } });
      await context.step('write', { percent: 0.25 });
      if (context.payload.breakSecond) {
        await context.step('write', { failed: { code: 'import.file_empty' } });
        throw new JobError('import.file_empty', 'nothing to write', { retryable: false });
      }
      await context.step('write', { done: { created: 12 } });
      return 'written';
    });
    registerJobType(
      `test.flaky.${driver}`,
      async (context) => {
        calls[context.taskId] = (calls[context.taskId] ?? 0) + 1;
        if (context.attempt === 1) throw new Error('first attempt breaks');
        return 'second attempt works';
      },
      { maxAttempts: 3, backoffMs: 50 },
    );
    registerJobType(`test.always_fails.${driver}`, async () => {
      throw new Error('always breaks');
    }, { maxAttempts: 2, backoffMs: 20 });
    registerJobType(`test.refused.${driver}`, async () => {
      throw new JobError('etim.class_not_found', 'no such class', { retryable: false });
    }, { maxAttempts: 5 });
    // runs until stopped; remembers where it was, so a relaunch after a pause resumes there
    registerJobType(`test.endless.${driver}`, async (context) => {
      let step = (context.checkpoint as { step?: number } | null)?.step ?? 0;
      try {
        for (;;) {
          step += 1;
          await context.saveCheckpoint({ step });
          await context.progress(Math.min(0.99, step / 1000));
          if (step >= 1_000_000) return step;
          await sleep(20);
        }
      } catch (error) {
        if (error instanceof JobStoppedError) calls[`${context.taskId}:stopped`] = step;
        throw error;
      }
    });
  });
  afterEach(async () => {
    await worker?.stop();
    worker = null;
    // a recorder left listening would hold a pooled connection and block the database's close
    for (const recorder of recorders.splice(0)) await recorder.stop();
  });
  afterAll(() => testDatabase.dispose());

  it('reports the steps of a job (its sub-tasks) on the task and in its messages, each with its state and outcome', async () => {
    const { database } = testDatabase;
    const bus = await record();
    const queue = createJobQueue(database);
    const steps = async (taskId: string) => (await database.query<{ steps: unknown }>('SELECT steps FROM tasks WHERE id = $1', [taskId]))[0]!.steps;
    const good = await queue.enqueueJob({ type: `test.steps.${driver}`, companyId: tenant.companyId, userId: tenant.userIds[0]!, payload: { breakSecond: false } });
    const broken = await queue.enqueueJob({ type: `test.steps.${driver}`, companyId: tenant.companyId, userId: tenant.userIds[0]!, payload: { breakSecond: true } });
    await startWorker();
    await waitFor(async () => (await taskState(good.taskId)).status === 'done' && (await taskState(broken.taskId)).status === 'error', 20_000, 'finished');
    expect(await steps(good.taskId)).toEqual([
      { key: 'read', status: 'done', percent: 1, result: { rows: 12 }, error: null },
      { key: 'write', status: 'done', percent: 1, result: { created: 12 }, error: null },
    ]);
    expect(await steps(broken.taskId)).toEqual([
      { key: 'read', status: 'done', percent: 1, result: { rows: 12 }, error: null },
      { key: 'write', status: 'error', percent: 0.25, result: null, error: { code: 'import.file_empty' } },
    ]);
    // Each change of a step's state was pushed to the owner with the task (the half-way progress may be folded into the next).
    const pushed = bus.envelopes.flatMap((envelope) => ('message' in envelope ? [envelope.message as { type: string; task?: { id: string; steps: { key: string; status: string }[] } }] : []));
    const states = pushed.filter((message) => message.type === 'update_progress' && message.task?.id === good.taskId).map((message) => message.task!.steps.map((step) => `${step.key}:${step.status}`).join(','));
    expect(states).toEqual(expect.arrayContaining(['read:in_progress', 'read:done', 'read:done,write:in_progress', 'read:done,write:done']));
  });

  it('runs a job to done, reporting progress as the spec §4 task messages', async () => {
    const { database } = testDatabase;
    const bus = await record();
    const queue = createJobQueue(database);
    const { taskId } = await queue.enqueueJob({ type: `test.count.${driver}`, companyId: tenant.companyId, userId: tenant.userIds[0]!, payload: { steps: 2 } });
    expect(await taskState(taskId)).toMatchObject({ status: 'waiting', percent: 0 });
    await startWorker();
    await waitFor(async () => (await taskState(taskId)).status === 'done', 20_000, 'done');
    await waitFor(() => bus.types(taskId).includes('task_done'), 15_000, 'task_done');
    expect(await taskState(taskId)).toMatchObject({ status: 'done', percent: 1, attempts: 1, result: { counted: 2, company: true } });
    expect(bus.types(taskId)).toEqual(['new_task', 'start_task', 'update_progress', 'update_progress', 'done_task', 'task_done']);
    // every task message went to the owner only
    for (const envelope of bus.envelopes) expect(envelope).toMatchObject({ scope: 'user', companyId: tenant.companyId, userId: tenant.userIds[0] });
  });

  it('starts a job at once when it is enqueued, without waiting for the next poll', async () => {
    const { database } = testDatabase;
    worker = await runWorker({ db: database, pollIntervalMs: 60_000, leaseMs: 60_000, schedules: false });
    await sleep(200); // the first poll found nothing; the worker now sleeps for a minute
    const { taskId } = await createJobQueue(database).enqueueJob({
      type: `test.count.${driver}`,
      companyId: tenant.companyId,
      userId: tenant.userIds[0]!,
      payload: { steps: 1 },
    });
    await waitFor(async () => (await taskState(taskId)).status === 'done', 15_000, 'done without a poll');
  });

  it('retries a failed attempt with backoff, then succeeds', async () => {
    const { database } = testDatabase;
    const bus = await record();
    const { taskId } = await createJobQueue(database).enqueueJob({ type: `test.flaky.${driver}`, companyId: tenant.companyId, userId: tenant.userIds[0]! });
    await startWorker();
    await waitFor(async () => (await taskState(taskId)).status === 'done', 20_000, 'done');
    await waitFor(() => bus.types(taskId).includes('task_done'), 15_000, 'task_done');
    expect(calls[taskId]).toBe(2);
    expect(await taskState(taskId)).toMatchObject({ attempts: 2, result: 'second attempt works', error: null });
    expect(bus.types(taskId)).toEqual(['new_task', 'start_task', 'relaunch_task', 'start_task', 'done_task', 'task_done']);
  });

  it('fails for good after the last attempt, or at once when the error is not retryable', async () => {
    const { database } = testDatabase;
    const queue = createJobQueue(database);
    const owner = { companyId: tenant.companyId, userId: tenant.userIds[0]! };
    const failing = await queue.enqueueJob({ type: `test.always_fails.${driver}`, ...owner });
    const refused = await queue.enqueueJob({ type: `test.refused.${driver}`, ...owner });
    await startWorker();
    await waitFor(async () => (await taskState(failing.taskId)).status === 'error', 20_000, 'failing in error');
    await waitFor(async () => (await taskState(refused.taskId)).status === 'error', 20_000, 'refused in error');
    expect(await taskState(failing.taskId)).toMatchObject({ attempts: 2, error: { code: 'task.failed', message: 'always breaks' } });
    expect(await taskState(refused.taskId)).toMatchObject({ attempts: 1, error: { code: 'etim.class_not_found' } });
  });

  it('honours cancel cooperatively: the running handler stops and the task stays cancelled', async () => {
    const { database } = testDatabase;
    const owner = { companyId: tenant.companyId, userId: tenant.userIds[0]! };
    const publisher = createRealtimePublisher(database);
    const { taskId } = await createJobQueue(database).enqueueJob({ type: `test.endless.${driver}`, ...owner });
    await startWorker();
    await waitFor(async () => (await taskState(taskId)).percent > 0.002, 20_000, 'progress');
    expect((await applyTaskAction(database, owner, taskId, 'cancel', publisher)).status).toBe('cancel');
    await waitFor(() => calls[`${taskId}:stopped`], 15_000, 'handler stopped');
    await waitFor(async () => (await database.query<{ state: string }>('SELECT state FROM jobs WHERE task_id = $1', [taskId]))[0]?.state === 'cancelled', 15_000, 'job cancelled');
    await sleep(100);
    expect((await taskState(taskId)).status).toBe('cancel');
  });

  it('pauses a running job and resumes it from its checkpoint on relaunch', async () => {
    const { database } = testDatabase;
    const owner = { companyId: tenant.companyId, userId: tenant.userIds[0]! };
    const publisher = createRealtimePublisher(database);
    const bus = await record();
    const { taskId } = await createJobQueue(database).enqueueJob({ type: `test.endless.${driver}`, ...owner });
    await startWorker();
    await waitFor(async () => (await taskState(taskId)).percent >= 0.003, 20_000, 'progress');
    await applyTaskAction(database, owner, taskId, 'pause', publisher);
    const stoppedAt = await waitFor(() => calls[`${taskId}:stopped`], 15_000, 'handler paused');
    await waitFor(async () => (await database.query<{ state: string }>('SELECT state FROM jobs WHERE task_id = $1', [taskId]))[0]?.state === 'paused', 15_000, 'job paused');
    expect((await taskState(taskId)).status).toBe('paused');
    delete calls[`${taskId}:stopped`];

    expect((await applyTaskAction(database, owner, taskId, 'relaunch', publisher)).status).toBe('waiting');
    await waitFor(async () => (await taskState(taskId)).percent > (stoppedAt + 2) / 1000, 20_000, 'resumed progress');
    const [job] = await database.query<{ checkpoint: { step: number } }>('SELECT checkpoint FROM jobs WHERE task_id = $1', [taskId]);
    expect(job!.checkpoint.step).toBeGreaterThan(stoppedAt);
    await applyTaskAction(database, owner, taskId, 'cancel', publisher);
    await waitFor(() => calls[`${taskId}:stopped`], 15_000, 'handler cancelled');
    // On PostgreSQL the message comes through NOTIFY: it may land just after the handler stops.
    await waitFor(() => bus.types(taskId).includes('cancel_task'), 15_000, 'cancel_task message');
    expect(bus.types(taskId)).toEqual(expect.arrayContaining(['new_task', 'start_task', 'paused_task', 'relaunch_task', 'cancel_task']));
  });

  it('runs every job exactly once with several workers competing (one per process on PostgreSQL)', async () => {
    const { database } = testDatabase;
    const owner = { companyId: tenant.companyId, userId: tenant.userIds[0]! };
    const type = `test.once.${driver}`;
    const runs = new Map<string, number>();
    registerJobType(type, async (context) => {
      runs.set(context.taskId, (runs.get(context.taskId) ?? 0) + 1);
      await sleep(5);
      return null;
    });
    const queue = createJobQueue(database);
    const taskIds: string[] = [];
    for (let index = 0; index < 30; index += 1) taskIds.push((await queue.enqueueJob({ type, ...owner })).taskId);
    const extraDatabases = driver === 'postgres' ? [await openPostgresDatabase(testDatabase.url!, 3), await openPostgresDatabase(testDatabase.url!, 3)] : [];
    const workers = await Promise.all(
      [database, database, ...extraDatabases].map((db) => runWorker({ db, concurrency: 3, pollIntervalMs: 10, leaseMs: 10_000, schedules: false, types: [type] })),
    );
    try {
      await waitFor(
        async () => (await database.query("SELECT 1 FROM tasks WHERE type = $1 AND status = 'done'", [type])).length === 30,
        30_000,
        'all jobs done',
      );
    } finally {
      for (const competitor of workers) await competitor.stop();
      for (const extra of extraDatabases) await extra.close();
    }
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(30);
  });

  it('recovers a job whose worker stopped renewing its lease: retried, or failed as interrupted', async () => {
    const { database } = testDatabase;
    const owner = { companyId: tenant.companyId, userId: tenant.userIds[0]! };
    const queue = createJobQueue(database);
    const retried = await queue.enqueueJob({ type: `test.count.${driver}`, ...owner, payload: { steps: 1 } });
    const exhausted = await queue.enqueueJob({ type: `test.count.${driver}`, ...owner, payload: { steps: 1 } });
    // what a worker that died mid-job leaves behind: active jobs with an expired lease
    await database.query(
      `UPDATE jobs SET state = 'active', attempts = CASE WHEN task_id = $2 THEN max_attempts ELSE 1 END,
              locked_by = 'dead-worker', locked_until = clock_timestamp() - interval '1 second'
        WHERE task_id IN ($1, $2)`,
      [retried.taskId, exhausted.taskId],
    );
    await database.query(`UPDATE tasks SET status = 'in_progress' WHERE id IN ($1, $2)`, [retried.taskId, exhausted.taskId]);
    await startWorker();
    await waitFor(async () => (await taskState(retried.taskId)).status === 'done', 20_000, 'retried job done');
    await waitFor(async () => (await taskState(exhausted.taskId)).status === 'error', 20_000, 'exhausted job in error');
    expect(await taskState(retried.taskId)).toMatchObject({ attempts: 2 });
    expect(await taskState(exhausted.taskId)).toMatchObject({ error: { code: 'task.interrupted' } });
  });
});
