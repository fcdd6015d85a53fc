import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { helpApi } from '@pimento/shared-kit/contracts/help';
import { parseHelpRelations } from '../help-relations';
import { helpKeys } from './query-keys';

export const sidebarRelationsQuery = () =>
  queryOptions({
    queryKey: helpKeys.sidebarRelations,
    queryFn: async () => parseHelpRelations(await apiClient.call(helpApi.sidebarRelations).catch(() => [])),
    staleTime: 5 * 60_000,
  });

export function useSidebarRelations(enabled: boolean) {
  return useQuery({ ...sidebarRelationsQuery(), enabled });
}
