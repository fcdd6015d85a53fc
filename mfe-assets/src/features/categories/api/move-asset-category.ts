import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { assetKeys } from '../../../api/query-keys';

export type AssetCategoryMove = {
  id: number;
  parentId: number | null;
  /** The new level's full order, the moved category included: positions are rewritten to match. */
  siblingIds: readonly number[];
  /** Positions as last read: a sibling already at its place is left alone. */
  positions: ReadonlyMap<number, number>;
};

/**
 * Moves a category (`parent_id` and `position` in one PATCH), then renumbers the siblings whose
 * position no longer matches their place. When the server refuses the move itself (under its own
 * descendant, a name taken in the new level) nothing else is sent.
 */
export async function moveAssetCategory({ id, parentId, siblingIds, positions }: AssetCategoryMove): Promise<void> {
  await apiClient.call(assetsApi.updateCategory, { params: { id }, body: { parent_id: parentId, position: siblingIds.indexOf(id) } });
  for (const [position, siblingId] of siblingIds.entries()) {
    if (siblingId !== id && positions.get(siblingId) !== position) await apiClient.call(assetsApi.updateCategory, { params: { id: siblingId }, body: { position } });
  }
}

export function useMoveAssetCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveAssetCategory, onSettled: () => queryClient.invalidateQueries({ queryKey: assetKeys.categories }) });
}
