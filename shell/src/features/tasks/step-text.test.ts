import type { TaskStep } from '@pimento/shared-kit/contracts/tasks';
import { i18n } from '@pimento/shared-kit/i18n/i18n';
import { stepName, stepState } from './step-text';

const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, { ns: 'shell', ...params });
const exists = (key: string) => i18n.exists(key);
const step = (overrides: Partial<TaskStep>): TaskStep => ({ key: 'read', status: 'waiting', percent: 0, result: null, error: null, ...overrides });

describe('a task’s steps in the tasks panel', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('names an import’s steps and says where each stands: waiting, its percentage, what it did', () => {
    expect([stepName(step({}), t, exists), stepState(step({}), t, 'en')]).toEqual(['Reading the file', 'Waiting']);
    expect(stepState(step({ status: 'in_progress', percent: 0.424 }), t, 'en')).toBe('42 %');
    expect(stepState(step({ status: 'done', percent: 1, result: { rows: 1200 } }), t, 'en')).toBe('1,200 rows read');
    const checked = step({ key: 'check', status: 'done', percent: 1, result: { created: 3, updated: 2, unchanged: 1, errors: 4 } });
    expect([stepName(checked, t, exists), stepState(checked, t, 'en')]).toEqual(['Checking the rows', '3 to create, 2 to update, 1 unchanged, 4 in error']);
    expect(stepState(step({ key: 'write', status: 'done', percent: 1, result: { created: 3, updated: 1, errors: 1 } }), t, 'en')).toBe('3 created, 1 updated, 1 in error');
    // A step the interface has no name for still reads as a step.
    expect(stepName(step({ key: 'unknown' }), t, exists)).toBe('Step');
  });

  it('says why a step failed, in French too', async () => {
    await i18n.changeLanguage('fr');
    const failed = step({ key: 'write', status: 'error', percent: 0.3, error: { code: 'task.interrupted' } });
    expect(stepName(failed, t, exists)).toBe('Écriture des produits');
    expect(stepState(failed, t, 'fr')).toMatch(/interrompu/);
    expect(stepState(step({ status: 'error', error: { code: 'no.such_code' } }), t, 'fr')).toBe('Échec');
    expect(stepState(step({ status: 'done', result: { rows: 1 } }), t, 'fr')).toBe('1 ligne lue');
  });
});
