import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { categoriesApi, type Category } from '@pimento/shared-kit/contracts/categories';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { named } from '../../../lib/pick-label';
import { categoryKeys } from './query-keys';

/** Every category of every tree, flat, in tree order. */
export async function getCategoryTree(): Promise<Category[]> {
  return (await apiClient.call(categoriesApi.tree)).results;
}

export const getCategoryTreeQueryOptions = () => queryOptions({ queryKey: categoryKeys.tree, queryFn: getCategoryTree });

/** Every category with its `name` in the interface language (its `names` stay, for editing): pickers, paths, the tree. */
export function useCategoryTree() {
  const language = useInterfaceLanguage();
  const select = useCallback((categories: Category[]) => categories.map((category) => named(category, language)), [language]);
  return useQuery({ ...getCategoryTreeQueryOptions(), select });
}
