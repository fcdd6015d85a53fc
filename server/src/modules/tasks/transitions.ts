/**
 * The task state machine (spec §4; rules in docs/jobs.md). Users act with cancel, pause and
 * relaunch; the worker moves tasks between waiting, in_progress, done and error.
 */
import { availableTaskActions } from '@pimento/shared-kit/contracts/tasks';
import type { TaskAction, TaskStatus } from '@pimento/shared-kit/contracts/tasks';

/** The same rule the task panel uses to offer actions (shared-kit), enforced here. */
export function canApplyUserAction(action: TaskAction, from: TaskStatus): boolean {
  return availableTaskActions(from).includes(action);
}
