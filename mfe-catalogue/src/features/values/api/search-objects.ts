import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { objectsApi, type CatalogueObjectPage } from '@pimento/shared-kit/contracts/objects';
import { objectKeys } from '../../objects/api/query-keys';

export type ObjectPage = CatalogueObjectPage;

/** The objects an object-link value may point to. */
export function searchObjects(objectTypeId: number | null, search: string): Promise<ObjectPage> {
  return apiClient.call(objectsApi.list, { query: { object_type_id: objectTypeId ?? undefined, search: search || undefined, limit: 50 } });
}

export function useObjectSearch(objectTypeId: number | null, search: string, enabled: boolean) {
  return useQuery({
    queryKey: objectKeys.search(objectTypeId, search),
    queryFn: () => searchObjects(objectTypeId, search),
    enabled,
  });
}
