import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { exportRunsApi } from '@pimento/shared-kit/contracts/exports';

/** A signed-in user's export run, to name its file on the download page. */
export const exportRunQuery = (id: number) =>
  queryOptions({ queryKey: ['exports', 'run', id] as const, queryFn: () => apiClient.call(exportRunsApi.get, { params: { id } }), retry: false });

export function useExportRun(id: number, enabled: boolean) {
  return useQuery({ ...exportRunQuery(id), enabled });
}
