/**
 * Fires due schedules. Any number of processes may run a scheduler: each due schedule is claimed
 * in a transaction with `FOR UPDATE SKIP LOCKED` and moved to its next run before the transaction
 * commits, so exactly one process enqueues each occurrence. A schedule overdue by several periods
 * (every process was down) fires once, then resumes from now. Each scheduler also purges finished
 * work once an hour (jobs/retention.ts).
 */
import type { Database } from '../db/database.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import { publishTaskEvent } from '../modules/tasks/task-events.ts';
import type { TaskRow } from '../modules/tasks/task-row.ts';
import { insertJob, wakeWorkers } from './enqueue.ts';
import { purgeExpiredHistory } from '../modules/history/repository.ts';
import { purgeFinishedWork, purgeIntervalMs, sweepFinishedWork } from './retention.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { nextRunAfter } from './schedules.ts';
import type { ScheduleRow } from './schedules.ts';

export type Scheduler = {
  /** Fires every schedule due now; returns how many this process fired. */
  tick(): Promise<number>;
  stop(): Promise<void>;
};

export type SchedulerOptions = {
  db: Database;
  publisher: RealtimePublisher;
  pollIntervalMs?: number;
  log?: { info?(object: unknown, message?: string): void; warn(object: unknown, message?: string): void; error(object: unknown, message?: string): void };
  /** The file storage the retention's sweeps remove files from (none: files are left to a process that has it). */
  storage?: FileStorage;
  /** Fire only on explicit `tick()` calls (tests). */
  manual?: boolean;
};

export async function runScheduler(options: SchedulerOptions): Promise<Scheduler> {
  const { db, publisher } = options;

  const fireOne = async (): Promise<TaskRow | null | undefined> =>
    db.transaction(async (tx) => {
      const [schedule] = await tx.query<ScheduleRow>(
        `SELECT * FROM schedules WHERE active AND next_run_at <= clock_timestamp()
          ORDER BY next_run_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      if (!schedule) return undefined;
      let next: Date | null;
      try {
        next = nextRunAfter(schedule.cron, schedule.timezone, new Date());
      } catch (error) {
        options.log?.error({ err: error, schedule: schedule.id }, 'schedules: bad cron expression, schedule stopped');
        await tx.query('UPDATE schedules SET active = false, next_run_at = NULL WHERE id = $1', [schedule.id]);
        return null;
      }
      const task = await insertJob(tx, {
        type: schedule.job_type,
        companyId: schedule.company_id,
        userId: schedule.user_id,
        payload: schedule.payload,
      });
      await tx.query(
        `UPDATE schedules SET next_run_at = $2, last_run_at = clock_timestamp(), last_task_id = $3,
                updated_at = clock_timestamp() WHERE id = $1`,
        [schedule.id, next?.toISOString() ?? null, task.id],
      );
      return task;
    });

  let lastPurgeAt = 0;
  const purgeWhenDue = async () => {
    if (Date.now() - lastPurgeAt < purgeIntervalMs) return;
    lastPurgeAt = Date.now();
    const purged = await purgeFinishedWork(db);
    if (purged.tasks > 0) options.log?.info?.(purged, 'retention: finished work purged');
    if (options.storage !== undefined) {
      const swept = await sweepFinishedWork(db, options.storage, (sweep, error) => options.log?.warn({ err: error, sweep }, 'retention: a sweep failed'));
      if (Object.values(swept).some((count) => count > 0)) options.log?.info?.(swept, 'retention: files of finished work removed');
    }
    // The catalogue history's age bound holds for every company, retention set or not.
    const history = await purgeExpiredHistory(db);
    if (history > 0) options.log?.info?.({ history }, 'retention: expired history purged');
  };

  const tick = async () => {
    await purgeWhenDue().catch((error: unknown) => options.log?.warn({ err: error }, 'retention: purge failed'));
    let fired = 0;
    for (;;) {
      const task = await fireOne();
      if (task === undefined) {
        if (fired > 0) await wakeWorkers(db);
        return fired;
      }
      if (task) {
        fired += 1;
        await publishTaskEvent(publisher, 'new_task', task).catch((error: unknown) =>
          options.log?.warn({ err: error }, 'schedules: new_task not published'),
        );
      }
    }
  };

  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<unknown> = Promise.resolve();
  if (!options.manual) {
    timer = setInterval(() => {
      ticking = ticking.then(tick).catch((error: unknown) => options.log?.error({ err: error }, 'schedules: tick failed'));
    }, Math.max(1000, options.pollIntervalMs ?? 1000));
    timer.unref();
  }

  return {
    tick,
    async stop() {
      if (timer) clearInterval(timer);
      await ticking;
    },
  };
}
