import { jest } from '@jest/globals';
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../../test/databases.ts';
import type { TestDatabase } from '../../test/databases.ts';
import { createTenant, recordBus, waitFor } from '../../test/jobs/fixtures.ts';
import { migrate } from '../db/migrate.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { createJobQueue } from './enqueue.ts';
import { registerJobType } from './registry.ts';
import { runWorker } from './worker.ts';
import type { Worker } from './worker.ts';

// real databases and processes: the default 5 s is too short on a shared 2-core machine
jest.setTimeout(60_000);

const crashingWorker = fileURLToPath(new URL('../../test/jobs/crashing-worker-process.ts', import.meta.url));
const crashingEmbeddedServer = fileURLToPath(new URL('../../test/jobs/crashing-embedded-process.ts', import.meta.url));

describe('a worker process killed mid-job (postgres)', () => {
  let testDatabase: TestDatabase;
  let child: ChildProcess | null = null;
  let survivor: Worker | null = null;
  let bus: Awaited<ReturnType<typeof recordBus>> | null = null;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    await migrate(testDatabase.database);
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await survivor?.stop();
    await bus?.stop();
    await testDatabase.dispose();
  });

  it('loses no job: the next worker retries it, or marks it interrupted when out of attempts', async () => {
    const { database } = testDatabase;
    const tenant = await createTenant(database, 1);
    const owner = { companyId: tenant.companyId, userId: tenant.userIds[0]! };
    // the surviving worker's handlers finish at once; attempts as in the crashing process
    registerJobType('test.crash.retried', async (context) => ({ resumedOnAttempt: context.attempt }), { maxAttempts: 3 });
    registerJobType('test.crash.once', async () => 'never runs', { maxAttempts: 1 });
    const queue = createJobQueue(database);
    const retried = await queue.enqueueJob({ type: 'test.crash.retried', ...owner });
    const once = await queue.enqueueJob({ type: 'test.crash.once', ...owner });

    child = fork(crashingWorker, [], { env: { ...process.env, DATABASE_URL: testDatabase.url! }, execArgv: [], stdio: 'inherit' });
    const working = new Set<string>();
    child.on('message', (message) => working.add((message as { working: string }).working));
    await waitFor(() => working.size === 2, 20_000, 'the child process to run both jobs');
    const before = await database.query<{ status: string; percent: number }>('SELECT status, percent FROM tasks ORDER BY created_at');
    expect(before).toEqual([{ status: 'in_progress', percent: 0.25 }, { status: 'in_progress', percent: 0.25 }]);

    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = null;

    bus = await recordBus(database);
    survivor = await runWorker({ db: database, pollIntervalMs: 50, leaseMs: 4000, schedules: false });
    const state = async (taskId: string) =>
      (await database.query<{ status: string; attempts: number; error: unknown; result: unknown }>(
        'SELECT status, attempts, error, result FROM tasks WHERE id = $1',
        [taskId],
      ))[0]!;
    await waitFor(async () => (await state(retried.taskId)).status === 'done', 30_000, 'the retried job to finish');
    await waitFor(async () => (await state(once.taskId)).status === 'error', 30_000, 'the single-attempt job to fail');
    expect(await state(retried.taskId)).toMatchObject({ attempts: 2, result: { resumedOnAttempt: 2 } });
    expect(await state(once.taskId)).toMatchObject({ attempts: 1, error: { code: 'task.interrupted' } });
    await waitFor(() => bus!.types(retried.taskId).includes('task_done'), 15_000, 'task_done');
    expect(bus.types(retried.taskId)).toEqual(['relaunch_task', 'start_task', 'done_task', 'task_done']);
    expect(bus.types(once.taskId)).toEqual(['error_task']);
  });
});

describe('the embedded server (PGlite on disk) killed mid-job', () => {
  let dataDir: string;
  let child: ChildProcess | null = null;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pimento-crash-'));
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('resumes the job from its checkpoint on the next start, without waiting for the lease', async () => {
    child = fork(crashingEmbeddedServer, [], { env: { ...process.env, PGLITE_DIR: dataDir }, execArgv: [], stdio: 'inherit' });
    let taskId = '';
    child.on('message', (message) => {
      taskId = (message as { working: string }).working;
    });
    await waitFor(() => taskId, 30_000, 'the embedded server to run the job');
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    child = null;

    const db = await openPgliteDatabase(dataDir);
    try {
      const resumedFrom: unknown[] = [];
      registerJobType('test.embedded_crash', async (context) => {
        resumedFrom.push(context.checkpoint);
        return 'finished after the crash';
      });
      // the lease (60 s) has not expired: only the exclusive start recovers the job this soon
      const restarted = await runWorker({ db, pollIntervalMs: 50, leaseMs: 60_000, schedules: false, exclusive: true });
      try {
        const state = async () => (await db.query<{ status: string; attempts: number; result: unknown }>('SELECT status, attempts, result FROM tasks WHERE id = $1', [taskId]))[0];
        await waitFor(async () => (await state())?.status === 'done', 15_000, 'the job to finish after the restart');
        expect(await state()).toEqual({ status: 'done', attempts: 2, result: 'finished after the crash' });
        expect(resumedFrom).toEqual([{ rowsDone: 500 }]);
      } finally {
        await restarted.stop();
      }
    } finally {
      await db.close();
    }
  });
});
