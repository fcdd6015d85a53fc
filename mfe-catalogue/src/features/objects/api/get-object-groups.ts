import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { objectsApi } from '@pimento/shared-kit/contracts/objects';
import type { ObjectGroup } from '@pimento/shared-kit/contracts/objects';
import { objectKeys } from './query-keys';

export type { ObjectGroup };

/** The user groups an object may be given, with the user's add and remove rights in each. */
export function getObjectGroups(): Promise<ObjectGroup[]> {
  return apiClient.call(objectsApi.groups);
}

export const getObjectGroupsQueryOptions = () => queryOptions({ queryKey: objectKeys.groups, queryFn: getObjectGroups, staleTime: 60_000 });

export function useObjectGroups() {
  return useQuery(getObjectGroupsQueryOptions());
}
