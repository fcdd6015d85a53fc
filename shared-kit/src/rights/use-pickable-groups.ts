import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { groupsApi } from '@pimento/shared-kit/contracts/groups';

/** The user groups a record may be given, with the user's add and remove rights in each: every record's groups picker. */
export function usePickableGroups() {
  return useQuery({ queryKey: ['rights', 'pickable-groups'], queryFn: () => apiClient.call(groupsApi.pickable), staleTime: 60_000 });
}
