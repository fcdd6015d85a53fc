import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { assetKeys } from '../../../api/query-keys';

/** Deletes the assets; the answer names the products that lost one. */
export function deleteAssets(ids: readonly number[]) {
  return apiClient.call(assetsApi.bulkDelete, { body: { ids: [...ids] } });
}

export function useDeleteAssets() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAssets, onSettled: () => queryClient.invalidateQueries({ queryKey: assetKeys.all }) });
}
