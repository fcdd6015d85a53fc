import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { categoryKeys } from './query-keys';

export type CategoryMove = {
  id: number;
  parentId: number | null;
  /** The new level's full order, the moved category included: positions are rewritten to match. */
  siblingIds: number[];
};

/** Moves a category (PATCH `parent_id`), then renumbers its new level so the drop place holds. */
export async function moveCategory({ id, parentId, siblingIds }: CategoryMove): Promise<void> {
  await apiClient.patch(`/api/catalogue/category/${id}/`, { parent_id: parentId, position: siblingIds.indexOf(id) });
  for (const [position, siblingId] of siblingIds.entries()) {
    if (siblingId !== id) await apiClient.patch(`/api/catalogue/category/${siblingId}/`, { position });
  }
}

export function useMoveCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveCategory, onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }) });
}
