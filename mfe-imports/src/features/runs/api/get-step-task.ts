import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { tasksApi, type Task } from '@pimento/shared-kit/contracts/tasks';
import { runKeys } from './query-keys';

/**
 * The current user's task of a run's step, as it is when the page opens (its progress and state);
 * `/ws/` pushes keep it current afterwards. Null when the task is not the user's (a colleague
 * started the step): the tasks API lists only one's own.
 */
export async function getStepTask(taskId: string): Promise<Task | null> {
  const { results } = await apiClient.call(tasksApi.list, { query: { limit: 200 } });
  return results.find((task) => task.id === taskId) ?? null;
}

export function useStepTask(taskId: string | null) {
  return useQuery({ queryKey: runKeys.task(taskId ?? ''), queryFn: () => getStepTask(taskId!), enabled: taskId !== null, staleTime: 0 });
}
