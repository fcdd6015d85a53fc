import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { categoriesApi, type Category } from '@pimento/shared-kit/contracts/categories';
import { categoryKeys } from './query-keys';

/** Every category of every tree, flat, in tree order. */
export async function getCategoryTree(): Promise<Category[]> {
  return (await apiClient.call(categoriesApi.tree)).results;
}

export const getCategoryTreeQueryOptions = () => queryOptions({ queryKey: categoryKeys.tree, queryFn: getCategoryTree });

export function useCategoryTree() {
  return useQuery(getCategoryTreeQueryOptions());
}
