import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@pimento/shared-kit/client/api-client';

const objectTypesSchema = z.array(z.object({ id: z.number().int(), name: z.string(), object_count: z.number().int(), version: z.number().int() }));
export type ObjectType = z.infer<typeof objectTypesSchema>[number];

/** `GET /api/catalogue/object-type/` (when `object_activated`). */
export function getObjectTypes(): Promise<ObjectType[]> {
  return apiClient.get('/api/catalogue/object-type/', { schema: objectTypesSchema });
}

export function useObjectTypes(enabled: boolean) {
  return useQuery({ queryKey: ['catalogue', 'object-types'], queryFn: getObjectTypes, enabled });
}
