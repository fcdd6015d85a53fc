import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { sharedExportsApi } from '@pimento/shared-kit/contracts/exports';

/** What a shared link names, asked without a session (an expired or revoked link answers 410). */
export const sharedExportQuery = (token: string) =>
  queryOptions({
    queryKey: ['exports', 'shared', token] as const,
    queryFn: () => apiClient.call(sharedExportsApi.get, { params: { token }, anonymous: true }),
    retry: false,
  });

export function useSharedExport(token: string) {
  return useQuery(sharedExportQuery(token));
}
