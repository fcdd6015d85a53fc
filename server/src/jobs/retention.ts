/**
 * Keeps what the job machinery leaves behind bounded: finished tasks (done, error, cancel) and
 * their job rows once older than the retention. Notifications stay: they are the user's. (Large
 * realtime bodies are purged by the bus itself, `realtime/bus.ts`.)
 */
import type { Queryable } from '../db/database.ts';

export const finishedTaskRetentionDays = 30;
/** How often a process purges; several processes purging the same rows is harmless. */
export const purgeIntervalMs = 60 * 60 * 1000;

export async function purgeFinishedWork(db: Queryable): Promise<{ tasks: number }> {
  const tasks = await db.query(
    `DELETE FROM tasks WHERE status IN ('done', 'error', 'cancel')
        AND updated_at < clock_timestamp() - make_interval(days => $1) RETURNING id`,
    [finishedTaskRetentionDays],
  );
  return { tasks: tasks.length };
}
