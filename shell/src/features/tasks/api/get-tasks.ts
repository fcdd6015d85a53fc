import { apiClient } from '@pimento/shared-kit/client/api-client';
import { taskListSchema, type Task } from '@pimento/shared-kit/contracts/tasks';

/** `GET /api/tasks/?status=waiting,in_progress`; an unavailable list leaves the panel empty (spec §8). */
export async function getLiveTasks(): Promise<Task[]> {
  try {
    const list = await apiClient.get('/api/tasks/', { query: { status: 'waiting,in_progress' }, schema: taskListSchema });
    return list.results;
  } catch {
    return [];
  }
}
