/** The `tasks` row as stored, and its public shape (shared-kit `Task`). */
import type { Task, TaskProblem, TaskStatus, TaskStep } from '@pimento/shared-kit/contracts/tasks';

export type TaskRow = {
  id: string;
  company_id: string;
  user_id: string;
  type: string;
  subject: Record<string, unknown>;
  status: TaskStatus;
  percent: number;
  attr_pk: string | null;
  error: TaskProblem | null;
  errors: TaskProblem[];
  result: unknown;
  attempts: number;
  steps: TaskStep[];
  created_at: Date | string;
  updated_at: Date | string;
};

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

export function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    type: row.type,
    subject: row.subject ?? {},
    status: row.status,
    percent: Number(row.percent),
    attr_pk: row.attr_pk,
    error: row.error,
    errors: row.errors ?? [],
    result: row.result ?? null,
    attempts: row.attempts,
    steps: row.steps ?? [],
    created: iso(row.created_at),
    updated: iso(row.updated_at),
  };
}

export const taskColumns =
  'id, company_id, user_id, type, subject, status, percent, attr_pk, error, errors, result, attempts, steps, created_at, updated_at';
