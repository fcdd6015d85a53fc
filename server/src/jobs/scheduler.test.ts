import { createTestDatabase, drivers } from '../../test/databases.ts';
import type { TestDatabase } from '../../test/databases.ts';
import { createTenant, waitFor } from '../../test/jobs/fixtures.ts';
import type { Tenant } from '../../test/jobs/fixtures.ts';
import { migrate } from '../db/migrate.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { createRealtimePublisher } from '../realtime/publisher.ts';
import { registerJobType } from './registry.ts';
import { runScheduler } from './scheduler.ts';
import { createSchedule, nextRunAfter, setScheduleActive } from './schedules.ts';
import { runWorker } from './worker.ts';

describe('cron expressions', () => {
  it('computes the next run in the schedule’s time zone', () => {
    const after = new Date('2026-03-10T12:00:00Z');
    expect(nextRunAfter('0 6 * * *', 'UTC', after)?.toISOString()).toBe('2026-03-11T06:00:00.000Z');
    expect(nextRunAfter('0 6 * * *', 'Europe/Paris', after)?.toISOString()).toBe('2026-03-11T05:00:00.000Z');
    expect(nextRunAfter('30 8 * * 1', 'UTC', after)?.toISOString()).toBe('2026-03-16T08:30:00.000Z');
    expect(() => nextRunAfter('not a cron', 'UTC', after)).toThrow();
  });
});

describe.each(drivers)('persisted schedules on %s', (driver) => {
  let testDatabase: TestDatabase;
  let tenant: Tenant;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    await migrate(testDatabase.database);
    tenant = await createTenant(testDatabase.database, 1);
  });
  afterAll(() => testDatabase.dispose());

  const makeDue = (scheduleId: string) =>
    testDatabase.database.query("UPDATE schedules SET next_run_at = clock_timestamp() - interval '1 second' WHERE id = $1", [scheduleId]);
  const taskCount = async (type: string) =>
    (await testDatabase.database.query<{ count: number }>('SELECT count(*)::int AS count FROM tasks WHERE type = $1', [type]))[0]!.count;

  it('fires each due occurrence exactly once, however many schedulers tick together', async () => {
    const { database } = testDatabase;
    const type = `feed.test.${driver}`;
    const schedule = await createSchedule(database, {
      companyId: tenant.companyId,
      userId: tenant.userIds[0]!,
      name: 'Nightly matrix',
      jobType: type,
      cron: '0 2 * * *',
      timezone: 'Europe/Paris',
      payload: { feedId: 'f1' },
    });
    expect(schedule.next_run_at!.getTime()).toBeGreaterThan(Date.now());

    // several processes on PostgreSQL (own pools); PGlite is one process, its callers interleave
    const others = driver === 'postgres' ? [await openPostgresDatabase(testDatabase.url!, 2), await openPostgresDatabase(testDatabase.url!, 2)] : [];
    const schedulers = await Promise.all(
      [database, ...others, database].map((db) => runScheduler({ db, publisher: createRealtimePublisher(db), manual: true })),
    );
    for (let occurrence = 1; occurrence <= 3; occurrence += 1) {
      await makeDue(schedule.id);
      const fired = await Promise.all(schedulers.map((scheduler) => scheduler.tick()));
      expect(fired.reduce((sum, count) => sum + count, 0)).toBe(1);
      expect(await taskCount(type)).toBe(occurrence);
    }
    const [after] = await database.query<{ next_run_at: Date; last_task_id: string }>('SELECT next_run_at, last_task_id FROM schedules WHERE id = $1', [schedule.id]);
    expect(after!.next_run_at.getTime()).toBeGreaterThan(Date.now());
    const [job] = await database.query<{ payload: unknown; task_id: string }>('SELECT payload, task_id FROM jobs WHERE task_id = $1', [after!.last_task_id]);
    expect(job!.payload).toEqual({ feedId: 'f1' });

    // a stopped schedule does not fire
    await setScheduleActive(database, schedule.id, false);
    await makeDue(schedule.id);
    expect((await Promise.all(schedulers.map((scheduler) => scheduler.tick()))).every((count) => count === 0)).toBe(true);
    for (const scheduler of schedulers) await scheduler.stop();
    for (const other of others) await other.close();
  });

  it('runs inside the worker: a schedule due every second starts jobs that complete', async () => {
    const { database } = testDatabase;
    const type = `heartbeat.test.${driver}`;
    registerJobType(type, async (context) => ({ fired: context.payload }));
    await createSchedule(database, { companyId: tenant.companyId, userId: tenant.userIds[0]!, name: 'Every second', jobType: type, cron: '* * * * * *', payload: { n: 1 } });
    const worker = await runWorker({ db: database, pollIntervalMs: 50, leaseMs: 10_000 });
    try {
      await waitFor(
        async () => (await database.query("SELECT 1 FROM tasks WHERE type = $1 AND status = 'done'", [type])).length >= 2,
        15_000,
        'two scheduled runs done',
      );
    } finally {
      await worker.stop();
    }
  });
});
