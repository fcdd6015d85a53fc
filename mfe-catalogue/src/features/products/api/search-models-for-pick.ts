import { useQuery } from '@tanstack/react-query';
import { productKeys } from './query-keys';
import { searchListing } from './search-listing';

/** Models matching a typed text (reference or name), for pickers (bulk assign, product model). */
export function useModelOptions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: productKeys.modelOptions(search),
    queryFn: async ({ signal }) => {
      const filters = search.trim() ? [{ field: 'reference', operator: 'contains' as const, value: search.trim() }] : [];
      return (await searchListing('model', { filters, sort: { field: 'reference', direction: 'asc' }, columns: [] }, signal)).items;
    },
    enabled,
  });
}
