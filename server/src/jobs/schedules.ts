/**
 * Persisted schedules: a cron expression (croner syntax, 5 or 6 fields) in a time zone that
 * enqueues a job of `jobType` each time it falls due. Feeds build on this later.
 */
import { Cron } from 'croner';
import type { Queryable } from '../db/database.ts';

export type ScheduleInput = {
  companyId: string;
  userId: string;
  name: string;
  jobType: string;
  cron: string;
  timezone?: string;
  payload?: unknown;
};

export type ScheduleRow = {
  id: string;
  company_id: string;
  user_id: string;
  name: string;
  job_type: string;
  payload: unknown;
  cron: string;
  timezone: string;
  active: boolean;
  next_run_at: Date | null;
  last_run_at: Date | null;
  last_task_id: string | null;
};

/** The first run strictly after `after`, or null when the expression never fires again. Throws on a bad expression. */
export function nextRunAfter(cron: string, timezone: string, after: Date): Date | null {
  return new Cron(cron, { timezone, paused: true }).nextRun(after);
}

export async function createSchedule(db: Queryable, input: ScheduleInput, now = new Date()): Promise<ScheduleRow> {
  const timezone = input.timezone ?? 'UTC';
  const next = nextRunAfter(input.cron, timezone, now);
  const [row] = await db.query<ScheduleRow>(
    `INSERT INTO schedules (company_id, user_id, name, job_type, payload, cron, timezone, next_run_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8) RETURNING *`,
    [input.companyId, input.userId, input.name, input.jobType, JSON.stringify(input.payload ?? {}), input.cron, timezone, next?.toISOString() ?? null],
  );
  return row!;
}

/** Stops or resumes a schedule; resuming computes the next run from now (missed runs are not replayed). */
export async function setScheduleActive(db: Queryable, scheduleId: string, active: boolean, now = new Date()): Promise<void> {
  const [row] = await db.query<ScheduleRow>('SELECT * FROM schedules WHERE id = $1', [scheduleId]);
  if (!row) return;
  const next = active ? nextRunAfter(row.cron, row.timezone, now) : null;
  await db.query('UPDATE schedules SET active = $2, next_run_at = $3, updated_at = clock_timestamp() WHERE id = $1', [
    scheduleId,
    active,
    next?.toISOString() ?? null,
  ]);
}
