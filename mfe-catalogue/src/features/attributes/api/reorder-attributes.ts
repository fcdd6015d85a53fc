import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { attributeKeys } from './query-keys';

export type AttributeReorder = { group_id: number; version: number; attribute_ids: number[] };

/** A group's full new order (attributes listed from elsewhere move in). */
export function reorderAttributes(body: AttributeReorder): Promise<unknown> {
  return apiClient.call(attributesApi.reorder, { body });
}

export function useReorderAttributes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderAttributes, onSettled: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }) });
}
