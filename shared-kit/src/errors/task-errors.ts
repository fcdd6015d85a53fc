import type { ErrorMessage } from './messages.ts';

/** Errors of tasks (durable jobs) and notifications (docs/jobs.md). */
export const taskErrors = {
  'task.not_found': { en: 'Task not found.', fr: 'Tâche introuvable.' },
  'task.invalid_transition': {
    en: 'This action is not possible in the current state of the task.',
    fr: "Cette action n'est pas possible dans l'état actuel de la tâche.",
  },
  'task.interrupted': {
    en: 'The task was interrupted and could not be resumed. Please relaunch it.',
    fr: "La tâche a été interrompue et n'a pas pu reprendre. Veuillez la relancer.",
  },
  'task.failed': { en: 'The task failed.', fr: 'La tâche a échoué.' },
  'notification.not_found': { en: 'Notification not found.', fr: 'Notification introuvable.' },
  'notification.invalid_cursor': {
    en: 'The page cursor is not valid.',
    fr: "Le curseur de page n'est pas valide.",
  },
} as const satisfies Record<string, ErrorMessage>;
