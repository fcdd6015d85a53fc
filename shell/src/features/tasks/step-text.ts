/**
 * What a task's step (sub-task) is called and where it stands, in the user's language: its name by
 * its key, and its state — the percentage while it runs, what it did once done, why it failed.
 */
import type { TaskStep } from '@pimento/shared-kit/contracts/tasks';
import { errorMessage, isErrorCode } from '@pimento/shared-kit/errors/catalogue';
import type { Language } from '@pimento/shared-kit/i18n/i18n';

type Translate = (key: string, params?: Record<string, unknown>) => string;
type Exists = (key: string) => boolean;

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

export function stepName(step: Pick<TaskStep, 'key'>, t: Translate, exists: Exists): string {
  return exists(`shell:tasks.steps.${step.key}`) ? t(`tasks.steps.${step.key}`) : t('tasks.steps.other');
}

/** Its state in a few words: "42 %", "1,000 rows read", the failure's message. */
export function stepState(step: TaskStep, t: Translate, language: Language): string {
  switch (step.status) {
    case 'in_progress':
      return t('tasks.stepState.in_progress', { percent: Math.round(step.percent * 100) });
    case 'error':
      return step.error && isErrorCode(step.error.code) ? errorMessage(step.error.code, language, {}) : t('tasks.stepState.error');
    case 'done': {
      const result = record(step.result);
      if (step.key === 'read') return t('tasks.stepOutcome.read', { count: count(result.rows) });
      if (step.key === 'check' || step.key === 'write') {
        return t(`tasks.stepOutcome.${step.key}`, { created: count(result.created), updated: count(result.updated), unchanged: count(result.unchanged), errors: count(result.errors) });
      }
      return t('tasks.stepState.done');
    }
    default:
      return t('tasks.stepState.waiting');
  }
}
