import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { bus } from '@pimento/shared-kit/bus/bus';
import { exportRunsApi, type QuickExportRequest } from '@pimento/shared-kit/contracts/exports';

/**
 * Starts a quick export of the listing: a run of the export engine, followed in the tasks panel,
 * which offers its file once it is written.
 */
export function useStartQuickExport() {
  return useMutation({
    mutationFn: async (request: QuickExportRequest) => (await apiClient.call(exportRunsApi.quick, { body: request })).task_id,
    onSuccess: (taskId) => {
      bus.emit({ type: 'task-started', taskId });
      bus.emit({ type: 'open-panel', panel: 'tasks' });
    },
  });
}
