import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { productAssetsApi, type AssetLinkOwner } from '@pimento/shared-kit/contracts/product-assets';
import { productAssetKeys } from './query-keys';

/** The assets a product (its own and its model's) or a model shows, by asset category, in order. */
export function useLinkedAssets(owner: AssetLinkOwner, id: number) {
  return useQuery({ queryKey: productAssetKeys.links(owner, id), queryFn: ({ signal }) => apiClient.call(productAssetsApi.list, { params: { owner, id }, signal }) });
}
