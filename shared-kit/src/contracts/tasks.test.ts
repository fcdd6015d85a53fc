import { availableTaskActions, taskListQuerySchema, taskToastType } from './tasks.ts';

describe('task contract', () => {
  it('offers the actions of docs/jobs.md for each state', () => {
    expect(availableTaskActions('waiting')).toEqual(['cancel', 'pause']);
    expect(availableTaskActions('in_progress')).toEqual(['cancel', 'pause']);
    expect(availableTaskActions('paused')).toEqual(['cancel', 'relaunch']);
    expect(availableTaskActions('error')).toEqual(['relaunch']);
    expect(availableTaskActions('cancel')).toEqual(['relaunch']);
    expect(availableTaskActions('done')).toEqual([]);
  });

  it('maps a state change to the toast of spec §4', () => {
    expect(taskToastType('done')).toBe('success');
    expect(taskToastType('error')).toBe('error');
    expect(['paused', 'waiting', 'cancel'].map((status) => taskToastType(status as 'paused'))).toEqual(['info', 'info', 'info']);
    expect(taskToastType('in_progress')).toBeNull();
  });

  it('reads a comma-separated status filter', () => {
    expect(taskListQuerySchema.parse({ status: 'done,error' })).toEqual({ status: ['done', 'error'], limit: 100 });
    expect(taskListQuerySchema.safeParse({ status: 'sleeping' }).success).toBe(false);
  });
});
