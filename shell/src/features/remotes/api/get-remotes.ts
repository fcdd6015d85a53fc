import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { remotesApi, type EnabledRemote } from '@pimento/shared-kit/contracts/remotes';
import { startErrorReporting } from '../../error-reporting/start-error-reporting';
import { remoteKeys } from './query-keys';

/** The remotes this company may load, at their published version (and where errors are reported). */
export const remotesQuery = (loggedIn: boolean) =>
  queryOptions({
    queryKey: remoteKeys.enabled(loggedIn),
    queryFn: async (): Promise<EnabledRemote[]> => {
      const body = await apiClient.call(remotesApi.enabled, { anonymous: !loggedIn });
      startErrorReporting(body.error_reporting, body.remotes);
      return body.remotes;
    },
    staleTime: Infinity,
  });

export function useEnabledRemotes(loggedIn: boolean, enabled: boolean) {
  return useQuery({ ...remotesQuery(loggedIn), enabled });
}
