import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { enabledRemotesResponseSchema, type EnabledRemote } from '@pimento/shared-kit/contracts/remotes';

/** `GET /api/remotes/`: the remotes this company may load, at their published version. */
export const remotesQuery = (loggedIn: boolean) =>
  queryOptions({
    queryKey: ['session', 'remotes', loggedIn],
    queryFn: async (): Promise<EnabledRemote[]> => {
      const body = await apiClient.get('/api/remotes/', { schema: enabledRemotesResponseSchema, anonymous: !loggedIn });
      return body.remotes;
    },
    staleTime: Infinity,
  });

export function useEnabledRemotes(loggedIn: boolean, enabled: boolean) {
  return useQuery({ ...remotesQuery(loggedIn), enabled });
}
