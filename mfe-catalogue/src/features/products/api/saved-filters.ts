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
  return useMutation({
    mutationFn: createSavedFilter,
    // The answer is the new filter: put in its entity's cached list (the server's order, by name), not read again.
    onSuccess: (created) =>
      queryClient.setQueryData<SavedFilter[]>(productKeys.savedFilters(created.entity), (current) =>
        current ? [...current.filter((filter) => filter.id !== created.id), created].sort((left, right) => left.name.toLowerCase().localeCompare(right.name.toLowerCase())) : current,
      ),
  });
}

/** `DELETE /api/catalogue/saved-filter/{id}/`. */
export function deleteSavedFilter(id: number): Promise<void> {
  return apiClient.del(`/api/catalogue/saved-filter/${id}/`);
}

export function useDeleteSavedFilter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSavedFilter, onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.allSavedFilters }) });
}
