import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { objectsApi, type ObjectType } from '@pimento/shared-kit/contracts/objects';
import { objectKeys } from './query-keys';

/** Every object type with its object count (when `object_activated`). */
export function getObjectTypes(): Promise<ObjectType[]> {
  return apiClient.call(objectsApi.types);
}

export const getObjectTypesQueryOptions = () => queryOptions({ queryKey: objectKeys.types, queryFn: getObjectTypes });

export function useObjectTypes(enabled = true) {
  return useQuery({ ...getObjectTypesQueryOptions(), enabled });
}
