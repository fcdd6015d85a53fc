import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { savedFilterListSchema, savedFilterSchema, type SavedFilter, type SavedFilterInput } from '@pimento/shared-kit/contracts/product-filters';
import type { ListingEntity } from '../lib/listing-fields';
import { productKeys } from './query-keys';

/** `GET /api/catalogue/saved-filter/?entity=`: the user's saved filters. */
export async function getSavedFilters(entity: ListingEntity): Promise<SavedFilter[]> {
  return (await apiClient.get('/api/catalogue/saved-filter/', { query: { entity }, schema: savedFilterListSchema })).results;
}

export function useSavedFilters(entity: ListingEntity) {
  return useQuery({ queryKey: productKeys.savedFilters(entity), queryFn: () => getSavedFilters(entity) });
}

/** `POST /api/catalogue/saved-filter/`. */
export function createSavedFilter(input: SavedFilterInput): Promise<SavedFilter> {
  return apiClient.post('/api/catalogue/saved-filter/', input, { schema: savedFilterSchema });
}

export function useCreateSavedFilter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSavedFilter, onSettled: () => queryClient.invalidateQueries({ queryKey: ['catalogue', 'products', 'saved-filters'] }) });
}

/** `DELETE /api/catalogue/saved-filter/{id}/`. */
export function deleteSavedFilter(id: number): Promise<void> {
  return apiClient.del(`/api/catalogue/saved-filter/${id}/`);
}

export function useDeleteSavedFilter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSavedFilter, onSettled: () => queryClient.invalidateQueries({ queryKey: ['catalogue', 'products', 'saved-filters'] }) });
}
