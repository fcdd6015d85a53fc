import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { assetsApi, type AssetUpdate } from '@pimento/shared-kit/contracts/assets';
import { assetKeys } from '../../../api/query-keys';

/** Changes one asset's metadata (name, category, tags, description, language, featured, position, URL). */
export function updateAsset({ id, update }: { id: number; update: AssetUpdate }) {
  return apiClient.call(assetsApi.update, { params: { id }, body: update });
}

export function useUpdateAsset() {
  const queryClient = useQueryClient();
  // Category counts change with the asset's category.
  return useMutation({ mutationFn: updateAsset, onSettled: () => queryClient.invalidateQueries({ queryKey: assetKeys.all }) });
}
