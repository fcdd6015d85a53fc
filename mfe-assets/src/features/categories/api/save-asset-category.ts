import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { assetsApi, type AssetCategory, type AssetCategoryCreate, type AssetCategoryUpdate } from '@pimento/shared-kit/contracts/assets';
import { assetKeys } from '../../../api/query-keys';

export type AssetCategoryChange = { id: null; create: AssetCategoryCreate } | { id: number; update: AssetCategoryUpdate };

/** Creates a category, or changes one (names, flags). */
export function saveAssetCategory(change: AssetCategoryChange): Promise<AssetCategory> {
  if (change.id === null) return apiClient.call(assetsApi.createCategory, { body: change.create });
  return apiClient.call(assetsApi.updateCategory, { params: { id: change.id }, body: change.update });
}

export function useSaveAssetCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAssetCategory, onSettled: () => queryClient.invalidateQueries({ queryKey: assetKeys.categories }) });
}
