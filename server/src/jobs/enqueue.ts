/**
 * Starting a job: one `tasks` row (what the user sees) and one `jobs` row (what workers claim),
 * written together, then `new_task` to the user. Features call this from their POST handlers and
 * answer `{ task_id }`.
 */
import type { Database } from '../db/database.ts';
import type { RealtimePublisher } from '../realtime/publisher.ts';
import { createRealtimePublisher } from '../realtime/publisher.ts';
import { publishTaskEvent } from '../modules/tasks/task-events.ts';
import { taskColumns } from '../modules/tasks/task-row.ts';
import type { TaskRow } from '../modules/tasks/task-row.ts';
import { findJobType } from './registry.ts';

export type EnqueueJobInput = {
  type: string;
  companyId: string;
  userId: string;
  payload?: unknown;
  /** What the task works on, shown in its title (`Task.subject`); never personal data. */
  subject?: Record<string, unknown>;
  /** The attribute of an attribute-link task (spec §3 `attr_pk`). */
  attrPk?: string;
  /** Earliest start (default now). */
  runAt?: Date;
};

export type JobQueue = { enqueueJob(input: EnqueueJobInput): Promise<{ taskId: string }> };

export function createJobQueue(db: Database, publisher: RealtimePublisher = createRealtimePublisher(db)): JobQueue {
  return {
    async enqueueJob(input) {
      const row = await db.transaction((tx) => insertJob(tx, input));
      await announceJob(db, publisher, row, { wake: !input.runAt });
      return { taskId: row.id };
    },
  };
}

/** Idle workers LISTEN here and poll at once instead of at their next interval. */
export const jobsChannel = 'pimento_jobs';

export async function wakeWorkers(db: Database): Promise<void> {
  await db.notify(jobsChannel, '');
}

/**
 * After the commit of a job inserted with `insertJob`: `new_task` to its user, and idle workers
 * woken. A request that starts a job inserts it in its own transaction and announces it after, so
 * its answer never waits for the job (on PGlite the worker shares the API's one connection).
 */
export async function announceJob(db: Database, publisher: RealtimePublisher, task: TaskRow, options: { wake?: boolean } = {}): Promise<void> {
  await publishTaskEvent(publisher, 'new_task', task);
  if (options.wake ?? true) await wakeWorkers(db);
}

/** Inserts the task and its job in the caller's transaction; the caller then calls `announceJob`. */
export async function insertJob(tx: Pick<Database, 'query'>, input: EnqueueJobInput): Promise<TaskRow> {
  // defaults from the registered type; a type registered only in worker processes still enqueues
  const jobType = findJobType(input.type);
  const [task] = await tx.query<TaskRow>(
    `INSERT INTO tasks (company_id, user_id, type, attr_pk, subject) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING ${taskColumns}`,
    [input.companyId, input.userId, input.type, input.attrPk ?? null, JSON.stringify(input.subject ?? {})],
  );
  await tx.query(
    `INSERT INTO jobs (task_id, company_id, user_id, type, payload, max_attempts, backoff_ms, run_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, COALESCE($8::timestamptz, clock_timestamp()))`,
    [
      task!.id,
      input.companyId,
      input.userId,
      input.type,
      JSON.stringify(input.payload ?? {}),
      jobType?.maxAttempts ?? 3,
      jobType?.backoffMs ?? 1000,
      input.runAt?.toISOString() ?? null,
    ],
  );
  return task!;
}
