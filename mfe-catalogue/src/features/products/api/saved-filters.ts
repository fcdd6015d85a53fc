import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { savedFiltersApi, type SavedFilter, type SavedFilterInput } from '@pimento/shared-kit/contracts/product-filters';
import type { ListingEntity } from '../lib/listing-fields';
import { productKeys } from './query-keys';

/** The user's saved filters of a listing. */
export async function getSavedFilters(entity: ListingEntity): Promise<SavedFilter[]> {
  return (await apiClient.call(savedFiltersApi.list, { query: { entity } })).results;
}

export function useSavedFilters(entity: ListingEntity) {
  return useQuery({ queryKey: productKeys.savedFilters(entity), queryFn: () => getSavedFilters(entity) });
}

/** Saves a new filter: the saved filter. */
export function createSavedFilter(input: SavedFilterInput): Promise<SavedFilter> {
  return apiClient.call(savedFiltersApi.create, { body: input });
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

/** Deletes one of the user's saved filters. */
export async function deleteSavedFilter(id: number): Promise<void> {
  await apiClient.call(savedFiltersApi.delete, { params: { id } });
}

export function useDeleteSavedFilter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSavedFilter, onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.allSavedFilters }) });
}
