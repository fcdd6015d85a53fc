import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { bus } from '@pimento/shared-kit/bus/bus';
import { demoCatalogueApi } from '@pimento/shared-kit/contracts/demo-catalogue';

/**
 * Loads the demo catalogue into the company: a durable job followed in the tasks panel. When it
 * is done every query is read again: the attributes, categories and models are new too.
 */
export function useLoadDemoCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiClient.call(demoCatalogueApi.load)).task_id,
    onSuccess: (taskId) => {
      bus.emit({ type: 'task-started', taskId, onDone: () => void queryClient.invalidateQueries() });
      bus.emit({ type: 'open-panel', panel: 'tasks' });
    },
  });
}
