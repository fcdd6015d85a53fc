/**
 * The task state machine (spec §4; rules in docs/jobs.md). Users act with cancel, pause and
 * relaunch; the worker moves tasks between waiting, in_progress, done and error.
 */
import type { TaskAction, TaskStatus } from '@pimento/shared-kit/contracts/tasks';

/** From which states a user action is allowed. */
export const userActionSources: Record<TaskAction, readonly TaskStatus[]> = {
  cancel: ['waiting', 'in_progress', 'paused'],
  pause: ['waiting', 'in_progress'],
  relaunch: ['paused', 'error', 'cancel'],
};

export function canApplyUserAction(action: TaskAction, from: TaskStatus): boolean {
  return userActionSources[action].includes(from);
}

/** The state a user action leads to (relaunch queues the task again). */
export const userActionTarget: Record<TaskAction, TaskStatus> = {
  cancel: 'cancel',
  pause: 'paused',
  relaunch: 'waiting',
};
