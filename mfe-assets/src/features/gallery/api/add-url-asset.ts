import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { assetsApi, type AssetUrlBody } from '@pimento/shared-kit/contracts/assets';
import { assetKeys } from '../../../api/query-keys';

/** Adds an asset from a URL: fetched and kept (`stored`), or only linked. */
export function addUrlAsset(body: AssetUrlBody) {
  return apiClient.call(assetsApi.addUrl, { body });
}

export function useAddUrlAsset() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addUrlAsset, onSuccess: () => queryClient.invalidateQueries({ queryKey: assetKeys.all }) });
}
