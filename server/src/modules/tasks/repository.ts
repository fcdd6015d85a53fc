/** SQL for the tasks of one user, run inside the caller's tenant transaction. */
import type { TaskStatus } from '@pimento/shared-kit/contracts/tasks';
import type { Queryable } from '../../db/database.ts';
import { taskColumns } from './task-row.ts';
import type { TaskRow } from './task-row.ts';

export type TaskOwner = { companyId: string; userId: string };

export async function listTasksOfUser(
  tx: Queryable,
  owner: TaskOwner,
  filter: { statuses?: TaskStatus[]; limit: number },
): Promise<TaskRow[]> {
  return tx.query<TaskRow>(
    `SELECT ${taskColumns} FROM tasks
      WHERE company_id = $1 AND user_id = $2 AND ($3::text[] IS NULL OR status = ANY($3::text[]))
      ORDER BY seq DESC LIMIT $4`,
    [owner.companyId, owner.userId, filter.statuses ?? null, filter.limit],
  );
}

/** The task, locked for an update, if it is this user's; null otherwise (also for malformed ids). */
export async function lockTaskOfUser(tx: Queryable, owner: TaskOwner, taskId: string): Promise<TaskRow | null> {
  const [row] = await tx.query<TaskRow>(
    `SELECT ${taskColumns} FROM tasks
      WHERE id::text = $1 AND company_id = $2 AND user_id = $3 FOR UPDATE`,
    [taskId, owner.companyId, owner.userId],
  );
  return row ?? null;
}

export async function setTaskStatus(
  tx: Queryable,
  taskId: string,
  status: TaskStatus,
  changes: { clearError?: boolean; resetProgress?: boolean } = {},
): Promise<TaskRow> {
  const [row] = await tx.query<TaskRow>(
    `UPDATE tasks SET status = $2,
            error = CASE WHEN $3 THEN NULL ELSE error END,
            percent = CASE WHEN $4 THEN 0 ELSE percent END,
            errors = CASE WHEN $4 THEN '[]'::jsonb ELSE errors END,
            result = CASE WHEN $4 THEN NULL ELSE result END,
            updated_at = clock_timestamp()
      WHERE id = $1 RETURNING ${taskColumns}`,
    [taskId, status, changes.clearError ?? false, changes.resetProgress ?? false],
  );
  return row!;
}
