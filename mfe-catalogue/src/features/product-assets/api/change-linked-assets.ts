import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { productAssetsApi, type AssetLinkOwner, type FeaturedAsset, type LinkAssets, type LinkedAssets, type ReorderAssets, type UnlinkAssets } from '@pimento/shared-kit/contracts/product-assets';
import { productKeys } from '../../products/api/query-keys';
import { productAssetKeys } from './query-keys';

export type LinkChange =
  | { kind: 'add'; body: LinkAssets }
  | { kind: 'remove'; body: UnlinkAssets }
  | { kind: 'reorder'; body: ReorderAssets }
  | { kind: 'featured'; body: FeaturedAsset };

/** Sends one change of a product's or model's assets. */
export function changeLinkedAssets(owner: AssetLinkOwner, id: number, change: LinkChange): Promise<LinkedAssets> {
  const params = { owner, id };
  switch (change.kind) {
    case 'add':
      return apiClient.call(productAssetsApi.add, { params, body: change.body });
    case 'remove':
      return apiClient.call(productAssetsApi.remove, { params, body: change.body });
    case 'reorder':
      return apiClient.call(productAssetsApi.reorder, { params, body: change.body });
    case 'featured':
      return apiClient.call(productAssetsApi.setFeatured, { params, body: change.body });
  }
}

/** Every change answers the whole listing: it replaces the cached one; the history gained an entry. */
export function useChangeLinkedAssets(owner: AssetLinkOwner, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LinkChange) => changeLinkedAssets(owner, id, change),
    onSuccess: (listing) => {
      queryClient.setQueryData(productAssetKeys.links(owner, id), listing);
      void queryClient.invalidateQueries({ queryKey: productKeys.history(owner === 'products' ? 'product' : 'model', id) });
    },
  });
}
