import { createTestDatabase, drivers } from '../../test/databases.ts';
import type { TestDatabase } from '../../test/databases.ts';
import { createTenant } from '../../test/jobs/fixtures.ts';
import { createJobQueue } from './enqueue.ts';
import { purgeExpiredHistory } from '../modules/history/repository.ts';
import { purgeFinishedWork, registerFinishedWorkSweep, sweepFinishedWork } from './retention.ts';
import type { FileStorage } from '../storage/file-storage.ts';

describe.each(drivers)('the retention of finished work on %s', (driver) => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver, { template: 'migrated' });
  });
  afterAll(() => testDatabase.dispose());

  it('purges finished tasks and their jobs past the retention, and keeps the rest', async () => {
    const db = testDatabase.database;
    const tenant = await createTenant(db, 1);
    const queue = createJobQueue(db);
    const enqueue = async (status: string, ageDays: number) => {
      const { taskId } = await queue.enqueueJob({ type: 'report.retention', companyId: tenant.companyId, userId: tenant.userIds[0]! });
      await db.query(`UPDATE tasks SET status = $2, updated_at = clock_timestamp() - make_interval(days => $3) WHERE id = $1`, [taskId, status, ageDays]);
      return taskId;
    };
    const oldDone = await enqueue('done', 31);
    const oldError = await enqueue('error', 45);
    const recentDone = await enqueue('done', 2);
    const oldButWaiting = await enqueue('waiting', 60);
    const oldButPaused = await enqueue('paused', 60);

    expect(await purgeFinishedWork(db)).toEqual({ tasks: 2 });

    const tasks = (await db.query<{ id: string }>('SELECT id FROM tasks WHERE company_id = $1', [tenant.companyId])).map((row) => row.id);
    expect(tasks.sort()).toEqual([recentDone, oldButWaiting, oldButPaused].sort());
    const jobs = await db.query<{ task_id: string }>('SELECT task_id FROM jobs WHERE task_id = ANY($1::uuid[])', [[oldDone, oldError]]);
    expect(jobs).toEqual([]);
  });

  it('runs every registered sweep of finished work, one failing without stopping the others', async () => {
    const storage = {} as FileStorage;
    const seen: string[] = [];
    registerFinishedWorkSweep('report.failing', async () => {
      seen.push('failing');
      throw new Error('storage unreachable');
    });
    registerFinishedWorkSweep('report.files', async (_db, given) => {
      seen.push(given === storage ? 'files' : 'other storage');
      return 3;
    });
    const failures: string[] = [];
    const swept = await sweepFinishedWork(testDatabase.database, storage, (name, error) => failures.push(`${name}: ${(error as Error).message}`));
    expect([swept['report.failing'], swept['report.files'], seen.slice(-2), failures.slice(-1)]).toEqual([0, 3, ['failing', 'files'], ['report.failing: storage unreachable']]);
  });

  it('purges catalogue history past the retention of every company, set or not, and keeps the rest', async () => {
    const db = testDatabase.database;
    const defaulted = await createTenant(db, 1);
    const shortened = await createTenant(db, 1);
    await db.query('INSERT INTO catalogue_settings (company_id, history_retention_days, history_max_entries) VALUES ($1, 30, 200)', [shortened.companyId]);
    const entry = async (companyId: string, ageDays: number) => {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO catalogue_history (company_id, entity, entity_id, changed_at, changes)
         VALUES ($1, 'product', 1, now() - make_interval(days => $2), '{}') RETURNING id::int AS id`,
        [companyId, ageDays],
      );
      return row!.id;
    };
    const kept = [await entry(defaulted.companyId, 364), await entry(defaulted.companyId, 29), await entry(shortened.companyId, 29)];
    await entry(defaulted.companyId, 366);
    await entry(shortened.companyId, 31);
    await entry(shortened.companyId, 400);

    expect(await purgeExpiredHistory(db)).toBe(3);
    const left = await db.query<{ id: number }>('SELECT id::int AS id FROM catalogue_history WHERE company_id = ANY($1::uuid[]) ORDER BY id', [
      [defaulted.companyId, shortened.companyId],
    ]);
    expect(left.map((row) => row.id)).toEqual(kept);
  });
});
