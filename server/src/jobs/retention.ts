/**
 * Keeps what the job machinery leaves behind bounded: finished tasks (done, error, cancel) and
 * their job rows once older than the retention. Notifications stay: they are the user's. (Large
 * realtime bodies are purged by the bus itself, `realtime/bus.ts`.)
 */
import type { Database, Queryable } from '../db/database.ts';
import type { FileStorage } from '../storage/file-storage.ts';

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

/**
 * What a feature removes after the purge, outside the database (a run's stored file): a sweep gets
 * the database and the file storage and answers how many things it removed. Registered at import
 * time, like job types.
 */
export type FinishedWorkSweep = (db: Database, storage: FileStorage) => Promise<number>;
const sweeps = new Map<string, FinishedWorkSweep>();

export function registerFinishedWorkSweep(name: string, sweep: FinishedWorkSweep): void {
  sweeps.set(name, sweep);
}

/** Runs every registered sweep; one failing is told to `onError` and does not stop the others. */
export async function sweepFinishedWork(db: Database, storage: FileStorage, onError: (name: string, error: unknown) => void = () => undefined): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const [name, sweep] of sweeps) {
    removed[name] = await sweep(db, storage).catch((error: unknown) => {
      onError(name, error);
      return 0;
    });
  }
  return removed;
}
