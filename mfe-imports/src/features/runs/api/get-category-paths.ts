import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { categoriesApi } from '@pimento/shared-kit/contracts/categories';
import { runKeys } from './query-keys';

/** Every category's path (`Lighting > Bulbs`) by its id; read only when a row changes categories. */
export function useCategoryPaths(enabled: boolean) {
  return useQuery({
    queryKey: runKeys.categoryTree,
    queryFn: async (): Promise<Map<number, string>> => {
      const { results } = await apiClient.call(categoriesApi.tree);
      const names = new Map(results.map((category) => [category.id, category.name]));
      return new Map(results.map((category) => [category.id, [...category.ancestors, category.id].map((id) => names.get(id) ?? `#${id}`).join(' > ')]));
    },
    staleTime: 5 * 60_000,
    enabled,
  });
}
