import { apiClient } from '@pimento/shared-kit/client/api-client';
import { taskListSchema, tasksApi, type Task } from '@pimento/shared-kit/contracts/tasks';

/** `GET /api/tasks/`: the user's latest tasks, newest first; an unavailable list leaves the panel empty (spec §8). */
export async function getRecentTasks(): Promise<Task[]> {
  try {
    const list = await apiClient.get(tasksApi.list, { schema: taskListSchema });
    return list.results;
  } catch {
    return [];
  }
}
