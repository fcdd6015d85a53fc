import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { parseHelpRelations } from '../help-relations';

export const sidebarRelationsQuery = () =>
  queryOptions({
    queryKey: ['session', 'help', 'sidebar-relations'],
    queryFn: async () => parseHelpRelations(await apiClient.get('/api/help/sidebar-relations/').catch(() => [])),
    staleTime: 5 * 60_000,
  });

export function useSidebarRelations(enabled: boolean) {
  return useQuery({ ...sidebarRelationsQuery(), enabled });
}
