import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { objectKeys } from '../../objects/api/query-keys';

const objectPageSchema = z.object({
  results: z.array(z.object({ id: z.number().int(), name: z.string(), object_type_id: z.number().int() }).loose()),
  count: z.number().int(),
});
export type ObjectPage = z.infer<typeof objectPageSchema>;

/** `GET /api/catalogue/object/?object_type_id=&search=`: the objects an object-link value may point to. */
export function searchObjects(objectTypeId: number | null, search: string): Promise<ObjectPage> {
  return apiClient.get('/api/catalogue/object/', {
    query: { object_type_id: objectTypeId ?? undefined, search: search || undefined, limit: 50 },
    schema: objectPageSchema,
  });
}

export function useObjectSearch(objectTypeId: number | null, search: string, enabled: boolean) {
  return useQuery({
    queryKey: objectKeys.search(objectTypeId, search),
    queryFn: () => searchObjects(objectTypeId, search),
    enabled,
  });
}
