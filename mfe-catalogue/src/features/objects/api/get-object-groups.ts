import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { objectKeys } from './query-keys';

/** Mirrors `objectGroupSchema` of `server/src/modules/objects/schemas.ts`. */
const objectGroupSchema = z.object({ id: z.string(), name: z.string(), can_add: z.boolean(), can_remove: z.boolean() });
export type ObjectGroup = z.infer<typeof objectGroupSchema>;

/** `GET /api/catalogue/object-group/`: the user groups an object may be given, with the user's add and remove rights in each. */
export function getObjectGroups(): Promise<ObjectGroup[]> {
  return apiClient.get('/api/catalogue/object-group/', { schema: z.array(objectGroupSchema) });
}

export const getObjectGroupsQueryOptions = () => queryOptions({ queryKey: objectKeys.groups, queryFn: getObjectGroups, staleTime: 60_000 });

export function useObjectGroups() {
  return useQuery(getObjectGroupsQueryOptions());
}
