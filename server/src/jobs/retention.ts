/**
 * Keeps what the job machinery leaves behind bounded: finished tasks (done, error, cancel) and
 * their job rows once older than the retention, and the bodies of large realtime messages, which
 * every process reads the moment they are notified. Notifications stay: they are the user's.
 */
import type { Queryable } from '../db/database.ts';

export const finishedTaskRetentionDays = 30;
export const realtimeMessageRetentionMinutes = 60;
/** How often a process purges; several processes purging the same rows is harmless. */
export const purgeIntervalMs = 60 * 60 * 1000;

export async function purgeFinishedWork(db: Queryable): Promise<{ tasks: number; realtimeMessages: number }> {
  const tasks = await db.query(
    `DELETE FROM tasks WHERE status IN ('done', 'error', 'cancel')
        AND updated_at < clock_timestamp() - make_interval(days => $1) RETURNING id`,
    [finishedTaskRetentionDays],
  );
  const realtimeMessages = await db.query(
    'DELETE FROM realtime_messages WHERE created_at < clock_timestamp() - make_interval(mins => $1) RETURNING id',
    [realtimeMessageRetentionMinutes],
  );
  return { tasks: tasks.length, realtimeMessages: realtimeMessages.length };
}
