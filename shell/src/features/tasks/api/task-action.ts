import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { tasksApi, type TaskAction } from '@pimento/shared-kit/contracts/tasks';

/** `POST /api/tasks/<id>/<action>/`: the new state arrives through the task messages. */
export function useTaskAction() {
  return useMutation({
    mutationFn: ({ taskId, action }: { taskId: string; action: TaskAction }) =>
      apiClient.post(tasksApi.action(taskId, action)),
  });
}
