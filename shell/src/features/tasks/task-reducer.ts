import type { Task, TaskStatus, TaskStep } from '@pimento/shared-kit/contracts/tasks';
import type { WsServerMessage } from '@pimento/shared-kit/contracts/ws';
import type { ToastType } from '@pimento/shared-kit/toasts/toast-store';

/** A line of the tasks panel. */
export type TaskView = {
  id: string;
  type: string;
  /** What it works on (its title) and, once done, what it did (its outcome line): `task-text.ts`. */
  subject: Record<string, unknown>;
  result: unknown;
  status: TaskStatus;
  /** 0 to 1. */
  percent: number;
  errorCount: number;
  /** Its steps (sub-tasks) as the job reports them. */
  steps: TaskStep[];
  /** Removal already scheduled (progress reached 1). */
  leaving: boolean;
};

export type TasksState = { tasks: TaskView[] };

/** What the caller must do after a message: raise a toast, run a completion callback, remove a line later. */
export type TaskEffect =
  | { kind: 'toast'; type: ToastType; key: string; params?: Record<string, string | number>; task?: TaskView }
  | { kind: 'complete'; taskId: string; result?: unknown }
  | { kind: 'remove-after'; taskId: string; delayMs: number };

export type TaskReduction = { state: TasksState; effects: TaskEffect[] };

/** Spec §4/§9 removal delays. */
export const removalDelays = { etimImport: 900, attributeLink: 200, attributeImport: 200 } as const;

const liveStatuses: readonly TaskStatus[] = ['waiting', 'in_progress'];

/** Spec §4: a non-in_progress change raises a toast — done: success; error: error; paused, waiting, cancel: info. */
export function toastTypeFor(status: TaskStatus): ToastType | null {
  if (status === 'done') return 'success';
  if (status === 'error') return 'error';
  if (status === 'paused' || status === 'waiting' || status === 'cancel') return 'info';
  return null;
}

export const emptyTasksState: TasksState = { tasks: [] };

const toView = (task: Task, previous?: TaskView): TaskView => ({
  id: task.id,
  type: task.type,
  subject: task.subject,
  result: task.result,
  status: task.status,
  percent: task.percent,
  errorCount: task.errors.length,
  steps: task.steps ?? [],
  leaving: previous?.leaving ?? false,
});

function upsert(state: TasksState, view: TaskView): TasksState {
  const exists = state.tasks.some((task) => task.id === view.id);
  return { tasks: exists ? state.tasks.map((task) => (task.id === view.id ? view : task)) : [view, ...state.tasks] };
}

function progress(
  state: TasksState,
  id: string,
  type: string,
  percent: number,
  complete: (view: TaskView) => TaskEffect[],
): TaskReduction {
  const previous = state.tasks.find((task) => task.id === id);
  const finished = percent >= 1;
  const view: TaskView = {
    id,
    type,
    subject: previous?.subject ?? {},
    result: previous?.result ?? null,
    status: finished ? 'done' : 'in_progress',
    percent: Math.min(percent, 1),
    errorCount: previous?.errorCount ?? 0,
    steps: previous?.steps ?? [],
    leaving: previous?.leaving ?? false,
  };
  if (finished && !view.leaving) {
    const leavingView = { ...view, leaving: true };
    return { state: upsert(state, leavingView), effects: complete(leavingView) };
  }
  return { state: upsert(state, view), effects: [] };
}

/** Applies one real-time message to the tasks panel (spec §4). Pure: effects are returned, not run. */
export function reduceTaskMessage(state: TasksState, message: WsServerMessage): TaskReduction {
  switch (message.type) {
    case 'new_task':
    case 'start_task':
    case 'update_progress':
    case 'done_task':
    case 'error_task':
    case 'cancel_task':
    case 'paused_task':
    case 'relaunch_task': {
      const { task } = message;
      const previous = state.tasks.find((item) => item.id === task.id);
      // Spec §4: a new task is added only if in_progress or waiting.
      if (!previous && !liveStatuses.includes(task.status)) return { state, effects: [] };
      const effects: TaskEffect[] = [];
      const toastType = toastTypeFor(task.status);
      const view = toView(task, previous);
      if (toastType && previous?.status !== task.status) {
        effects.push({ kind: 'toast', type: toastType, key: `tasks.toast.${task.status}`, task: view });
      }
      if (task.status === 'done' && previous?.status !== 'done') effects.push({ kind: 'complete', taskId: task.id, result: task.result });
      return { state: upsert(state, view), effects };
    }
    case 'task_done':
      return { state, effects: [{ kind: 'complete', taskId: message.task_id, result: message.result }] };
    case 'etim_import_progress':
      return progress(state, message.task_id ?? 'etim_import', 'etim_import', message.percent, (view) => [
        { kind: 'remove-after', taskId: view.id, delayMs: removalDelays.etimImport },
        { kind: 'toast', type: 'success', key: 'tasks.toast.etimDone' },
      ]);
    case 'attr_feature_link':
      return progress(state, message.task_id ?? `attr_feature_link-${message.attr_pk}`, 'attr_feature_link', message.percent, (view) => [
        { kind: 'remove-after', taskId: view.id, delayMs: removalDelays.attributeLink },
        { kind: 'toast', type: 'success', key: 'tasks.toast.featureLinkCreated' },
      ]);
    case 'import_attributes': {
      const errors = message.errors.length;
      const reduction = progress(state, message.task_id ?? 'attribute_import', 'attribute_import', message.percent, (view) => [
        { kind: 'remove-after', taskId: view.id, delayMs: removalDelays.attributeImport },
        errors > 0
          ? { kind: 'toast', type: 'error', key: 'tasks.toast.attributeImportErrors', params: { count: errors } }
          : { kind: 'toast', type: 'success', key: 'tasks.toast.attributeImportDone' },
      ]);
      return {
        ...reduction,
        state: { tasks: reduction.state.tasks.map((task) => (task.type === 'attribute_import' ? { ...task, errorCount: errors } : task)) },
      };
    }
    default:
      return { state, effects: [] };
  }
}

/** Removes a line (after its delay). */
export function removeTask(state: TasksState, taskId: string): TasksState {
  return { tasks: state.tasks.filter((task) => task.id !== taskId) };
}

/** How long a finished task stays listed after a reload (`tasks.finishedKept` says it). */
export const finishedTaskListedMs = 24 * 3600 * 1000;

/** Seeds the panel from `GET /api/tasks/`: live tasks, and those that ended in the last 24 hours. */
export function seedTasks(tasks: readonly Task[], now = Date.now()): TasksState {
  const listed = (task: Task) => liveStatuses.includes(task.status) || now - Date.parse(task.updated) < finishedTaskListedMs;
  return { tasks: tasks.filter(listed).map((task) => toView(task)) };
}
