import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { assetsApi, type AssetCategory } from '@pimento/shared-kit/contracts/assets';
import { useInterfaceLanguage } from '../lib/interface-language';
import { assetKeys } from './query-keys';

/** Every asset category of every tree, flat. */
export async function getAssetCategories(): Promise<AssetCategory[]> {
  return (await apiClient.call(assetsApi.categoryTree)).results;
}

export const getAssetCategoriesQueryOptions = () => queryOptions({ queryKey: assetKeys.categories, queryFn: getAssetCategories });

/** The categories with `name` in the interface language when one is given (their `names` stay, for renaming). */
export function useAssetCategories() {
  const language = useInterfaceLanguage();
  const select = useCallback(
    (categories: AssetCategory[]) => categories.map((category) => (category.names[language] ? { ...category, name: category.names[language] } : category)),
    [language],
  );
  return useQuery({ ...getAssetCategoriesQueryOptions(), select });
}
