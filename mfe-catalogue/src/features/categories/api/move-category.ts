import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { categoriesApi } from '@pimento/shared-kit/contracts/categories';
import { categoryKeys } from './query-keys';

export type CategoryMove = {
  id: number;
  parentId: number | null;
  /** The new level's full order, the moved category included: positions are rewritten to match. */
  siblingIds: number[];
  /** Positions as last read: a sibling already at its place is left alone. */
  positions?: ReadonlyMap<number, number>;
};

/**
 * Moves a category (PATCH `parent_id` and `position`), then renumbers the siblings whose position
 * no longer matches their place. The first call is the move itself: when the server refuses it (a
 * category under its own descendant, a name taken in the new level) nothing else is sent.
 */
export async function moveCategory({ id, parentId, siblingIds, positions }: CategoryMove): Promise<void> {
  await apiClient.call(categoriesApi.update, { params: { id }, body: { parent_id: parentId, position: siblingIds.indexOf(id) } });
  for (const [position, siblingId] of siblingIds.entries()) {
    if (siblingId !== id && positions?.get(siblingId) !== position) await apiClient.call(categoriesApi.update, { params: { id: siblingId }, body: { position } });
  }
}

export function useMoveCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveCategory, onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }) });
}
