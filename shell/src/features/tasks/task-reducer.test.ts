import type { Task } from '@pimento/shared-kit/contracts/tasks';
import type { WsServerMessage } from '@pimento/shared-kit/contracts/ws';
import { emptyTasksState, reduceTaskMessage, removalDelays, removeTask, seedTasks, toastTypeFor, type TasksState } from './task-reducer';

const task = (overrides: Partial<Task> = {}): Task => ({
  id: 't1',
  type: 'export_matrix',
  subject: {},
  status: 'in_progress',
  percent: 0.1,
  attr_pk: null,
  error: null,
  errors: [],
  result: null,
  attempts: 1,
  steps: [],
  created: '2026-11-22T07:00:00Z',
  updated: '2026-11-22T07:00:00Z',
  ...overrides,
});

const message = (type: 'new_task' | 'update_progress' | 'done_task' | 'error_task' | 'paused_task' | 'cancel_task', value: Task) =>
  ({ type, task: value }) as WsServerMessage;

describe('task reducer (spec §4)', () => {
  it('adds a new task only when it is in_progress or waiting', () => {
    expect(reduceTaskMessage(emptyTasksState, message('new_task', task({ status: 'waiting' }))).state.tasks).toHaveLength(1);
    expect(reduceTaskMessage(emptyTasksState, message('new_task', task({ status: 'done' }))).state.tasks).toHaveLength(0);
    expect(reduceTaskMessage(emptyTasksState, message('new_task', task({ status: 'error' }))).state.tasks).toHaveLength(0);
  });

  it('raises the toast of each non-in_progress change', () => {
    expect(toastTypeFor('done')).toBe('success');
    expect(toastTypeFor('error')).toBe('error');
    expect(toastTypeFor('paused')).toBe('info');
    expect(toastTypeFor('waiting')).toBe('info');
    expect(toastTypeFor('cancel')).toBe('info');
    expect(toastTypeFor('in_progress')).toBeNull();

    const running = reduceTaskMessage(emptyTasksState, message('new_task', task())).state;
    const progress = reduceTaskMessage(running, message('update_progress', task({ percent: 0.5 })));
    expect(progress.effects).toEqual([]);
    const failed = reduceTaskMessage(progress.state, message('error_task', task({ status: 'error' })));
    expect(failed.effects).toContainEqual(expect.objectContaining({ kind: 'toast', type: 'error', key: 'tasks.toast.error' }));
    const paused = reduceTaskMessage(running, message('paused_task', task({ status: 'paused' })));
    expect(paused.effects).toContainEqual(expect.objectContaining({ kind: 'toast', type: 'info', key: 'tasks.toast.paused' }));
  });

  it('runs the completion callback once when a task is done', () => {
    const running = reduceTaskMessage(emptyTasksState, message('new_task', task())).state;
    const done = reduceTaskMessage(running, message('done_task', task({ status: 'done', percent: 1, result: { link: '/x' } })));
    expect(done.effects).toEqual([
      { kind: 'toast', type: 'success', key: 'tasks.toast.done', task: expect.objectContaining({ id: 't1', type: 'export_matrix', status: 'done', result: { link: '/x' } }) },
      { kind: 'complete', taskId: 't1', result: { link: '/x' } },
    ]);
    const again = reduceTaskMessage(done.state, message('done_task', task({ status: 'done', percent: 1 })));
    expect(again.effects).toEqual([]);
    expect(reduceTaskMessage(emptyTasksState, { type: 'task_done', task_id: '9', task_type: 'import' } as WsServerMessage).effects).toEqual([
      { kind: 'complete', taskId: '9', result: undefined },
    ]);
  });

  it('removes the ETIM import 0.9 s after percent reaches 1, with a success toast, once', () => {
    let state: TasksState = emptyTasksState;
    const half = reduceTaskMessage(state, { type: 'etim_import_progress', task_id: 'e1', percent: 0.5 });
    expect(half.effects).toEqual([]);
    state = half.state;
    const full = reduceTaskMessage(state, { type: 'etim_import_progress', task_id: 'e1', percent: 1 });
    expect(full.effects).toEqual([
      { kind: 'remove-after', taskId: 'e1', delayMs: 900 },
      { kind: 'toast', type: 'success', key: 'tasks.toast.etimDone' },
    ]);
    expect(removalDelays.etimImport).toBe(900);
    const beyond = reduceTaskMessage(full.state, { type: 'etim_import_progress', task_id: 'e1', percent: 1.2 });
    expect(beyond.effects).toEqual([]);
    expect(removeTask(beyond.state, 'e1').tasks).toHaveLength(0);
  });

  it('removes an attribute link 0.2 s after completion with the feature-link toast', () => {
    const done = reduceTaskMessage(emptyTasksState, { type: 'attr_feature_link', attr_pk: '17', percent: 1 });
    expect(done.effects).toEqual([
      { kind: 'remove-after', taskId: 'attr_feature_link-17', delayMs: 200 },
      { kind: 'toast', type: 'success', key: 'tasks.toast.featureLinkCreated' },
    ]);
  });

  it('removes an attribute import 0.2 s after completion, error toast when it has errors', () => {
    const clean = reduceTaskMessage(emptyTasksState, { type: 'import_attributes', percent: 1, errors: [] });
    expect(clean.effects).toContainEqual({ kind: 'remove-after', taskId: 'attribute_import', delayMs: 200 });
    expect(clean.effects).toContainEqual({ kind: 'toast', type: 'success', key: 'tasks.toast.attributeImportDone' });
    const faulty = reduceTaskMessage(emptyTasksState, { type: 'import_attributes', percent: 1, errors: [{ code: 'x' }, { code: 'y' }] });
    expect(faulty.effects).toContainEqual({ kind: 'toast', type: 'error', key: 'tasks.toast.attributeImportErrors', params: { count: 2 } });
    expect(faulty.state.tasks[0]?.errorCount).toBe(2);
  });

  it('seeds live tasks and those that ended in the last 24 hours, after a reload', () => {
    const now = Date.parse('2026-11-23T07:00:00Z');
    const seeded = seedTasks(
      [
        task({ id: 'a' }),
        task({ id: 'b', status: 'done', updated: '2026-11-22T06:59:59Z' }),
        task({ id: 'c', status: 'waiting' }),
        task({ id: 'd', status: 'done', subject: { action: 'set_status' }, result: { changed: 3 }, updated: '2026-11-22T07:00:01Z' }),
      ],
      now,
    );
    expect(seeded.tasks.map((item) => item.id)).toEqual(['a', 'c', 'd']);
    expect(seeded.tasks[2]).toMatchObject({ subject: { action: 'set_status' }, result: { changed: 3 } });
  });
});
