import { z } from 'zod';
import { emptyBodySchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { textSchema } from './input-guards.ts';

/**
 * Secondary tasks (spec §3, §4): long work started by a user (imports, exports, ETIM import,
 * attribute links, AI work) and run by a durable job on the server. One task belongs to one user
 * of one company. Transition rules: `docs/jobs.md`.
 */

/** The task states of spec §4. `cancel` is the cancelled state; relaunch is an action, not a state. */
export const taskStatusSchema = z.enum(['waiting', 'in_progress', 'done', 'error', 'paused', 'cancel']);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

/** The user actions on a task: `POST /api/tasks/<id>/<action>/`. */
export const taskActionSchema = z.enum(['cancel', 'pause', 'relaunch']);
export type TaskAction = z.infer<typeof taskActionSchema>;

/** One problem reported by a task (e.g. one line of an attribute import), code translated by the client. */
export const taskProblemSchema = z.object({
  code: z.string(),
  message: z.string().optional(),
  line: z.number().int().optional(),
  details: z.string().optional(),
});
export type TaskProblem = z.infer<typeof taskProblemSchema>;

/**
 * A step of a task (a sub-task): what part of the work it is (`key`, named by the task's type in the
 * interface's strings), its own state and progress, and once finished what it did (`result`,
 * free-form per step) or why it failed (`error`).
 */
export const taskStepSchema = z.object({
  key: z.string(),
  status: z.enum(['waiting', 'in_progress', 'done', 'error']),
  percent: z.number().min(0).max(1),
  result: z.unknown().nullable(),
  error: taskProblemSchema.nullable(),
});
export type TaskStep = z.infer<typeof taskStepSchema>;

export const taskSchema = z.object({
  id: z.string(),
  /** The job type, e.g. `etim_import`, `attribute_import`, `attr_feature_link`, `export_matrix`. */
  type: z.string(),
  /**
   * What the task works on, for its title (a bulk edit: `{ action: 'set_status', entity: 'product' }`);
   * free-form per type. Empty when a server older than the column sends a task.
   */
  subject: z.record(z.string(), z.unknown()).default({}),
  status: taskStatusSchema,
  /** Progress as a fraction: 0 at start, 1 when complete (spec §4: "percent reaches 1"). */
  percent: z.number().min(0).max(1),
  /** The attribute of an attribute-link task (spec §3 `attr_pk`), else null. */
  attr_pk: z.string().nullable(),
  /** Why the task is in `error` (e.g. `task.interrupted`, `task.failed`), else null. */
  error: taskProblemSchema.nullable(),
  /** Non-fatal problems collected by the task (attribute import `errors`). */
  errors: z.array(taskProblemSchema),
  /** What the task produced (a download link, counts …), free-form per type; null until done. */
  result: z.unknown().nullable(),
  /** How many times the job has been started (1 on the first run, more after retries/relaunches). */
  attempts: z.number().int().min(0),
  /** Its steps in order, as the job reports them; empty for a task of one piece. */
  steps: z.array(taskStepSchema).default([]),
  created: z.string(),
  updated: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** `GET /api/tasks/`: the current user's tasks, newest first. */
export const taskListSchema = z.object({ results: z.array(taskSchema) });
export type TaskList = z.infer<typeof taskListSchema>;

/** `GET /api/tasks/?status=…`: optional filter on one or several (comma-separated) states. */
export const taskListQuerySchema = z.object({
  status: textSchema
    .optional()
    .transform((value) => (value ? value.split(',') : undefined))
    .pipe(z.array(taskStatusSchema).optional()),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type TaskListQuery = z.input<typeof taskListQuerySchema>;

/** The tasks endpoints (docs/api.md, "Tasks and notifications"), declared once for the server and the client. */
export const tasksApi = {
  /** The current user's tasks, newest first. */
  list: defineEndpoint({ method: 'GET', path: '/api/tasks/', query: taskListQuerySchema, response: taskListSchema }),
  /** One action on one task: the task after the transition. */
  action: defineEndpoint({
    method: 'POST',
    path: '/api/tasks/:id/:action/',
    params: z.object({ id: textSchema.max(100), action: taskActionSchema }),
    body: emptyBodySchema.optional(),
    response: taskSchema,
    errors: [404, 409],
  }),
};

/** Error codes of the tasks endpoints and task failures. */
export const taskErrorCodes = {
  notFound: 'task.not_found',
  invalidTransition: 'task.invalid_transition',
  interrupted: 'task.interrupted',
  failed: 'task.failed',
} as const;

/** States the panel lists as live (spec §4: a new task is added only if in_progress or waiting). */
export const liveTaskStatuses: readonly TaskStatus[] = ['waiting', 'in_progress'];

/** The toast a task change raises (spec §4): none while in progress. */
export function taskToastType(status: TaskStatus): 'success' | 'error' | 'info' | null {
  switch (status) {
    case 'done':
      return 'success';
    case 'error':
      return 'error';
    case 'paused':
    case 'waiting':
    case 'cancel':
      return 'info';
    case 'in_progress':
      return null;
  }
}

/** Which user actions the panel offers for a task in `status` (the server enforces the same, docs/jobs.md). */
export function availableTaskActions(status: TaskStatus): TaskAction[] {
  const sources: Record<TaskAction, readonly TaskStatus[]> = {
    cancel: ['waiting', 'in_progress', 'paused'],
    pause: ['waiting', 'in_progress'],
    relaunch: ['paused', 'error', 'cancel'],
  };
  return taskActionSchema.options.filter((action) => sources[action].includes(status));
}
