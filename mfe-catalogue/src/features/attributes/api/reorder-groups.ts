import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributesApi } from '@pimento/shared-kit/contracts/attributes';
import { attributeKeys } from './query-keys';

export type GroupReorder = { section_id: number; version: number; group_ids: number[] };

/** A section's full new order of groups. */
export function reorderGroups(body: GroupReorder): Promise<unknown> {
  return apiClient.call(attributesApi.reorderGroups, { body });
}

export function useReorderGroups() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderGroups, onSettled: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }) });
}
