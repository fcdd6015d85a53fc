import { apiClient } from '@pimento/shared-kit/client/api-client';
import { tasksApi, type Task } from '@pimento/shared-kit/contracts/tasks';

/** The user's latest tasks, newest first; an unavailable list leaves the panel empty (spec §8). */
export async function getRecentTasks(): Promise<Task[]> {
  try {
    const list = await apiClient.call(tasksApi.list);
    return list.results;
  } catch {
    return [];
  }
}
