import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { assetKeys } from '../../../api/query-keys';

/** Deletes the category and its descendants; their assets stay, in no category. */
export function deleteAssetCategory(id: number) {
  return apiClient.call(assetsApi.deleteCategory, { params: { id } });
}

export function useDeleteAssetCategory() {
  const queryClient = useQueryClient();
  // The gallery's pages show categories too: both are read again.
  return useMutation({ mutationFn: deleteAssetCategory, onSettled: () => queryClient.invalidateQueries({ queryKey: assetKeys.all }) });
}
