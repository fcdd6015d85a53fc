import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { tasksApi, type TaskAction } from '@pimento/shared-kit/contracts/tasks';

/** One action on one task: the new state arrives through the task messages. */
export function useTaskAction() {
  return useMutation({
    mutationFn: ({ taskId, action }: { taskId: string; action: TaskAction }) =>
      apiClient.call(tasksApi.action, { params: { id: taskId, action } }),
  });
}
