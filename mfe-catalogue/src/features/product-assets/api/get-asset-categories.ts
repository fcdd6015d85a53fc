import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { productAssetKeys } from './query-keys';

/** Every asset category, flat: the tab names the groups it shows. */
export function useAssetCategories() {
  return useQuery({ queryKey: productAssetKeys.categories, queryFn: async ({ signal }) => (await apiClient.call(assetsApi.categoryTree, { signal })).results });
}
