import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { exportLinksApi, exportRunsApi, type ExportRun, type ExportRunRequest } from '@pimento/shared-kit/contracts/exports';
import { exportKeys } from './query-keys';

const settled = (run: ExportRun | undefined) => run !== undefined && ['finished', 'error', 'interrupted', 'cancelled'].includes(run.status);

/** The user's own runs, newest first; polled while one of them is still going. */
export function useExportRuns() {
  return useQuery({
    queryKey: exportKeys.runs,
    queryFn: async () => (await apiClient.call(exportRunsApi.list)).results,
    refetchInterval: (query) => (query.state.data?.some((run) => !settled(run)) ? 2000 : false),
  });
}

export function useExportRun(id: number | null) {
  return useQuery({
    queryKey: exportKeys.run(id ?? 0),
    queryFn: () => apiClient.call(exportRunsApi.get, { params: { id: id! } }),
    enabled: id !== null,
    refetchInterval: (query) => (settled(query.state.data) ? false : 1000),
  });
}

export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExportRunRequest) => apiClient.call(exportRunsApi.start, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: exportKeys.runs }),
  });
}

export function useCreateLink() {
  return useMutation({ mutationFn: (runId: number) => apiClient.call(exportLinksApi.create, { params: { id: runId } }) });
}

export function useRevokeLink() {
  return useMutation({ mutationFn: (linkId: number) => apiClient.call(exportLinksApi.revoke, { params: { id: linkId } }) });
}
