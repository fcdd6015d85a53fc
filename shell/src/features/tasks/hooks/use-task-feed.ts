import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { bus } from '@pimento/shared-kit/bus/bus';
import { toast } from '@pimento/shared-kit/toasts/toast';
import { getRecentTasks } from '../api/get-tasks';
import { taskOutcome, taskTitle } from '../task-text';
import { reduceTaskMessage, removeTask, seedTasks, type TaskEffect } from '../task-reducer';
import { useTasksStore } from '../stores/tasks-store';

/**
 * Feeds the tasks panel from `/ws/` task messages, runs their effects (toasts, completion
 * callbacks, delayed removal) and opens the panel when a task starts.
 */
export function useTaskFeed(enabled: boolean): void {
  const { t, i18n } = useTranslation('shell');

  useEffect(() => {
    if (!enabled) return;
    const callbacks = new Map<string, (result: unknown) => void>();
    const timers = new Set<number>();
    const { replace, setPanelOpen } = useTasksStore.getState();

    const exists = (key: string) => i18n.exists(key);

    const run = (effect: TaskEffect) => {
      if (effect.kind === 'toast') {
        // A finished task says what it did ("Status changed on 3 products"); others name the task.
        const outcome = effect.task && effect.task.status === 'done' ? taskOutcome(effect.task, t) : null;
        toast[effect.type](outcome ?? t(effect.key, effect.task ? { ...effect.params, task: taskTitle(effect.task, t, exists) } : effect.params));
      } else if (effect.kind === 'complete') {
        const callback = callbacks.get(effect.taskId);
        callbacks.delete(effect.taskId);
        callback?.(effect.result);
      } else {
        const timer = window.setTimeout(() => {
          timers.delete(timer);
          replace(removeTask(useTasksStore.getState(), effect.taskId));
        }, effect.delayMs);
        timers.add(timer);
      }
    };

    void getRecentTasks().then((tasks) => {
      const seeded = seedTasks(tasks);
      const known = new Set(useTasksStore.getState().tasks.map((task) => task.id));
      replace({ tasks: [...useTasksStore.getState().tasks, ...seeded.tasks.filter((task) => !known.has(task.id))] });
    });

    const messages = bus.on('ws').subscribe(({ message }) => {
      const { state, effects } = reduceTaskMessage(useTasksStore.getState(), message);
      replace(state);
      effects.forEach(run);
    });
    const started = bus.on('task-started').subscribe(({ taskId, onDone }) => {
      if (onDone) callbacks.set(taskId, onDone);
      setPanelOpen(true);
    });
    const opened = bus.on('open-panel').subscribe(({ panel }) => panel === 'tasks' && setPanelOpen(true));

    return () => {
      messages.unsubscribe();
      started.unsubscribe();
      opened.unsubscribe();
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [enabled, t, i18n]);
}
