import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { assetsApi, type AssetBulkEdit } from '@pimento/shared-kit/contracts/assets';
import { assetKeys } from '../../../api/query-keys';

/** The same change on every selected asset, all or nothing. */
export function bulkEditAssets(edit: AssetBulkEdit) {
  return apiClient.call(assetsApi.bulkEdit, { body: edit });
}

export function useBulkEditAssets() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkEditAssets, onSettled: () => queryClient.invalidateQueries({ queryKey: assetKeys.all }) });
}
