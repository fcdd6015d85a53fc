/**
 * What a user does with their tasks: list them, cancel, pause, relaunch (rules: docs/jobs.md).
 * Runs as the tenant (row-level security) and also scopes by user: another user's or another
 * company's task is "not found".
 */
import type { Task, TaskAction, TaskStatus } from '@pimento/shared-kit/contracts/tasks';
import type { Database, Queryable } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { wakeWorkers } from '../../jobs/enqueue.ts';
import { runCancelHook } from '../../jobs/registry.ts';
import type { RealtimePublisher } from '../../realtime/publisher.ts';
import type { TaskMessageType } from '@pimento/shared-kit/contracts/ws';
import { listTasksOfUser, lockTaskOfUser, setTaskStatus } from './repository.ts';
import type { TaskOwner } from './repository.ts';
import { publishTaskEvent } from './task-events.ts';
import { toTask } from './task-row.ts';
import type { TaskRow } from './task-row.ts';
import { canApplyUserAction } from './transitions.ts';

const actionMessage: Record<TaskAction, TaskMessageType> = {
  cancel: 'cancel_task',
  pause: 'paused_task',
  relaunch: 'relaunch_task',
};

type JobState = { state: string; stop_request: string | null; type: string; payload: unknown; attempts: number };

/**
 * Moves the task and its job together; the worker honours a stop of a running job at its next
 * checkpoint. A job cancelled before it runs again gets its type's `onCancel` hook here, in this
 * transaction; a running one gets it from the worker once its handler has stopped.
 */
async function transition(tx: Queryable, task: TaskRow, action: TaskAction): Promise<TaskRow> {
  const [job] = await tx.query<JobState>('SELECT state, stop_request, type, payload, attempts FROM jobs WHERE task_id = $1 FOR UPDATE', [task.id]);
  const running = job?.state === 'active';
  if (action === 'cancel' || action === 'pause') {
    if (running) {
      await tx.query('UPDATE jobs SET stop_request = $2, updated_at = clock_timestamp() WHERE task_id = $1', [task.id, action]);
    } else if (job) {
      await tx.query('UPDATE jobs SET state = $2, updated_at = clock_timestamp() WHERE task_id = $1', [
        task.id,
        action === 'cancel' ? 'cancelled' : 'paused',
      ]);
    }
    const moved = await setTaskStatus(tx, task.id, action === 'cancel' ? 'cancel' : 'paused');
    if (action === 'cancel' && job && !running) {
      await runCancelHook(tx, job.type, { taskId: task.id, companyId: task.company_id, userId: task.user_id, payload: job.payload, ran: job.attempts > 0 });
    }
    return moved;
  }
  // relaunch
  if (running) {
    // the handler has not stopped yet: withdraw the stop and let it go on
    await tx.query('UPDATE jobs SET stop_request = NULL, updated_at = clock_timestamp() WHERE task_id = $1', [task.id]);
    return setTaskStatus(tx, task.id, 'in_progress', { clearError: true });
  }
  // a cancelled task starts afresh; a paused or failed one resumes from its checkpoint
  const fresh = task.status === 'cancel';
  await tx.query(
    `UPDATE jobs SET state = 'queued', stop_request = NULL, attempts = 0, run_at = clock_timestamp(),
            checkpoint = CASE WHEN $2 THEN NULL ELSE checkpoint END, locked_by = NULL, locked_until = NULL,
            updated_at = clock_timestamp()
      WHERE task_id = $1`,
    [task.id, fresh],
  );
  return setTaskStatus(tx, task.id, 'waiting', { clearError: true, resetProgress: fresh });
}

/** The user's own tasks, newest first. */
export async function listTasks(tx: Queryable, owner: TaskOwner, filter: { statuses?: TaskStatus[] | undefined; limit: number }): Promise<Task[]> {
  return (await listTasksOfUser(tx, owner, filter)).map(toTask);
}

/**
 * Cancels, pauses or relaunches one of the user's tasks. It opens its own transaction: the task's
 * event is published, and the workers woken, after the commit.
 */
export async function applyTaskAction(db: Database, owner: TaskOwner, taskId: string, action: TaskAction, publisher: RealtimePublisher): Promise<Task> {
  const row = await db.withTenant(owner.companyId, async (tx) => {
    const task = await lockTaskOfUser(tx, owner, taskId);
    if (!task) throw new AppError(404, 'task.not_found');
    if (!canApplyUserAction(action, task.status)) throw new AppError(409, 'task.invalid_transition');
    return transition(tx, task, action);
  });
  await publishTaskEvent(publisher, actionMessage[action], row);
  if (row.status === 'waiting') await wakeWorkers(db);
  return toTask(row);
}
