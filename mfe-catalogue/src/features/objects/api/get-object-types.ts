import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { objectTypeSchema, type ObjectType } from '@pimento/shared-kit/contracts/objects';
import { objectKeys } from './query-keys';

/** `GET /api/catalogue/object-type/` (when `object_activated`): every object type with its object count. */
export function getObjectTypes(): Promise<ObjectType[]> {
  return apiClient.get('/api/catalogue/object-type/', { schema: z.array(objectTypeSchema) });
}

export const getObjectTypesQueryOptions = () => queryOptions({ queryKey: objectKeys.types, queryFn: getObjectTypes });

export function useObjectTypes(enabled = true) {
  return useQuery({ ...getObjectTypesQueryOptions(), enabled });
}
