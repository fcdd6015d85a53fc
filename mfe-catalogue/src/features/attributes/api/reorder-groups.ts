import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { attributeKeys } from './query-keys';

export type GroupReorder = { section_id: number; version: number; group_ids: number[] };

/** `POST /api/catalogue/attribute-group/reorder/`: a section's full new order of groups. */
export function reorderGroups(body: GroupReorder): Promise<unknown> {
  return apiClient.post('/api/catalogue/attribute-group/reorder/', body);
}

export function useReorderGroups() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reorderGroups, onSettled: () => queryClient.invalidateQueries({ queryKey: attributeKeys.all }) });
}
