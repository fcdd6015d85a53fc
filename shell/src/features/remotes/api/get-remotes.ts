import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { enabledRemotesResponseSchema, type EnabledRemote } from '@pimento/shared-kit/contracts/remotes';
import { startErrorReporting } from '../../error-reporting/start-error-reporting';
import { remoteKeys } from './query-keys';

/** `GET /api/remotes/`: the remotes this company may load, at their published version (and where errors are reported). */
export const remotesQuery = (loggedIn: boolean) =>
  queryOptions({
    queryKey: remoteKeys.enabled(loggedIn),
    queryFn: async (): Promise<EnabledRemote[]> => {
      const body = await apiClient.get('/api/remotes/', { schema: enabledRemotesResponseSchema, anonymous: !loggedIn });
      startErrorReporting(body.error_reporting, body.remotes);
      return body.remotes;
    },
    staleTime: Infinity,
  });

export function useEnabledRemotes(loggedIn: boolean, enabled: boolean) {
  return useQuery({ ...remotesQuery(loggedIn), enabled });
}
